"""Table: a whole game of Istanbul on the projector, played by learners and bots.

The board with every piece on the canvas (click a lit place to move there), the question of the
moment, the legal actions as buttons grouped by kind, a strip of what each seat did last (also
drawn on the board: an arrow from where each merchant came, a tab on the place it acted at),
the panel of the seat to act, undo and redo, bots on any seat, a hint that outlines its place;
folded away below: every player's panel, the narrated log, a replay slider, scripted dice, save
and load, the bots' pace, theme and names, and the table in words.

The board and the controls fit one screen (``common.board_frame``): side by side when there is
room, else the question above the board and the buttons below it.

Bots answering a click on the page play at a visible pace: an asyncio task on the kernel's
event loop makes one decision, repaints, and sleeps ``pace`` seconds, so the widget stays
responsive and every bot move is seen. The click's handler only starts that task. A line of
code (``table.play("end")``) gets the bots' answers at once, as a notebook expects the state
after it; so does anything without a running event loop. ``run_bots()`` plays what is left at
once; ``await table.wait_for_bots()`` waits for the paced bots. That loop is
``play_loop.BotLoop``, shared with ``ChooseWriteTable``.

The widget holds no rules: the buttons are ``game.legal_actions()``, the words are
``game.question()`` and the log, the pictures come from ``render.game_scene``. A bot is any
object with ``choose(game)`` (and ``explain(game) -> (action, reason)`` for hints), so
``istanbul_nb.bots`` players and a class's own bots sit at the table alike.

It updates in place: widgets are made once and then only their values change, and the canvas
repaints only the layers that changed, in one batched message.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable, Collection, Mapping
from html import escape
from typing import Any, Protocol, runtime_checkable

import ipywidgets as w

from ..engine import Action, Game, IllegalAction, MalformedAction, new_game
from ..engine.actions import KINDS
from ..engine.labels import board_label
from ..engine.phases import ASSISTANT, ENCOUNTER, MOVE, PAY
from ..places import label
from ..render.game_scene import (
    EDGE_VERBS,
    click_choices,
    edge_actions,
    game_scene,
    seat_fill,
    seat_letters,
    state_lines,
)
from ..render.scene import Scene
from ..render.svg import SvgPicture
from ..render.themes import theme as _theme
from .common import (
    GAP,
    MAX_BOARD,
    RESERVE_STACKED,
    SIDE_MIN,
    BoardView,
    board_frame,
    download_link,
    picture_bundle,
)
from .panel_slices import build_panel
from .play_loop import BotLoop, bot_name, check_bots
from .table_panels import (
    KIND_TITLES,
    log_html,
    message_html,
    player_panel,
    status_html,
    strip_html,
    summary_html,
    what_html,
)

DICE_COMMAND = "!dice"
#: Seconds between two bot decisions when the bots play by themselves on the page.
PACE = 0.7
#: Window height (px) kept for what is not the board: with the seat's panel under the board,
#: and with it beside the board (a tall picture: ``TALL`` is its width over its height).
RESERVE_BELOW, RESERVE_BESIDE, TALL = 300, 210, 1.0
#: The screen the board's text is sized for (issue 20: nothing a learner reads under 11 CSS
#: pixels): JupyterLab at 1280x800, whose output column is 848 pixels wide with the file
#: browser open and 1100 without it (measured by the browser tests).
SCREEN_H, COLUMN_OPEN, COLUMN_CLOSED = 800, 848, 1100
#: The scene is drawn this much narrower than the canvas's least width (a pixel's rounding in
#: the page must not take its 11-pixel text under 11), and never under ``LEAST_SIZE`` wide.
SLACK, LEAST_SIZE = 0.99, 300.0


def canvas_width(aspect: float, wide: bool) -> float:
    """The least CSS width the board's canvas gets on that screen, with the file browser open
    or closed, for a scene ``aspect`` times as wide as tall: what ``BoardView.fit`` and the
    frame's style sheet give it (``wide``: a frame marked ``ist-wide``, stacked with the
    browser open, beside its controls without it)."""
    reserve = RESERVE_BESIDE if (aspect < TALL or wide) else RESERVE_BELOW
    beside = min(float(MAX_BOARD), (SCREEN_H - reserve) * aspect)
    if wide:
        stacked = min(COLUMN_OPEN, MAX_BOARD, (SCREEN_H - RESERVE_STACKED) * aspect)
        return min(stacked, beside, COLUMN_CLOSED - SIDE_MIN - GAP)
    return min(beside, COLUMN_OPEN - SIDE_MIN - GAP)


#: The pace picker's choices (seconds between two bot decisions).
PACES: tuple[tuple[str, float], ...] = (("slow (1.5 s)", 1.5), ("normal (0.7 s)", 0.7),
                                        ("fast (0.25 s)", 0.25), ("no pause", 0.0))


@runtime_checkable
class SeatBot(Protocol):
    """What sits at a seat: ``choose(game)`` gives one legal action (or its text)."""

    def choose(self, game: Game) -> Action | str: ...


@runtime_checkable
class HintBot(Protocol):
    """What gives hints: ``explain(game)`` gives an action (or its text) and a reason."""

    def explain(self, game: Game) -> tuple[Action | str, str]: ...


def describe(game: Game, action: Action) -> str:
    """Plain words for an action of ``game`` (``Action.describe``'s; for a verb of the game's
    own rules, which the base notation does not know, the game's ``describe``)."""
    try:
        return action.describe()
    except MalformedAction:
        return game.describe(action)


#: A save's refusal starts with the path of the field at fault ("state.players[0].stack: ...").
_FIELD_PATH = re.compile(r"^((?:save|state|initial|config)(?:\.[A-Za-z_]+|\[\d+\])*):\s*")
_PATH_WORDS = {"save": "the file", "state": "the saved game", "initial": "the game's start",
               "config": "the game's settings"}
_ONE_OF = {"players": "player", "history": "decision", "cards": "card", "deck": "card",
           "discard": "card", "stacks": "stack", "markets": "market", "post": "column"}


def plain_refusal(text: str) -> str:
    """A save's refusal with its field path in words: "state.players[0].stack: must be from 0
    to 5, not 9" -> "the saved game, player 1, stack: must be from 0 to 5, not 9"."""
    m = _FIELD_PATH.match(text)
    if not m:
        return text
    parts = re.findall(r"[A-Za-z_]+|\[\d+\]", m.group(1))
    words = [_PATH_WORDS[parts[0]]]
    for part in parts[1:]:
        if part.startswith("["):
            words[-1] = f"{_ONE_OF.get(words[-1], words[-1])} {int(part[1:-1]) + 1}"
        else:
            words.append(part.replace("_", " "))
    return ", ".join(words) + ": " + text[m.end():]


def parse_dice(text: str) -> list[int]:
    """``"3 4"`` or ``"3, 4"`` -> [3, 4]; ValueError in plain words otherwise."""
    words = [t for t in re.split(r"[\s,;]+", text.strip()) if t]
    if not words:
        raise ValueError("type the next dice as numbers from 1 to 6, e.g. '3 4'")
    out = []
    for t in words:
        if not t.isdigit() or not 1 <= int(t) <= 6:
            raise ValueError(f"{t!r} is not a die: type numbers from 1 to 6, e.g. '3 4'")
        out.append(int(t))
    return out


class Table(BotLoop, w.VBox):
    """A game of Istanbul to play in a notebook; ``bots={seat: bot}`` seats bots.

    ``table.game`` is the live game (replaced by ``load_json`` and "play from here"); the
    programmatic API (``play``, ``click``, ``buttons``, ``undo``, ``redo``, ``replay``,
    ``hint``, ``set_dice``, ``load_json``, ``to_json``, ``summary``, ``run_bots``,
    ``wait_for_bots``) is what the buttons call. ``pace`` is the seconds between two bot
    decisions when the bots answer a click on the page; ``auto_play`` (default: on when a
    human sits at the table) ticks "bots play by themselves".
    """

    _refusal = IllegalAction

    def __init__(self, game: Game | None = None, bots: Mapping[int, object] | None = None,
                 hint_bot: object | None = None, theme: str = "light", lang: str = "en",
                 auto_play: bool | None = None, pace: float = PACE) -> None:
        game = new_game() if game is None else game
        if not isinstance(game, Game):
            raise ValueError(f"Table needs a Game (istanbul_nb.new_game(...)), not {game!r}")
        self._game = game
        self.bots: dict[int, SeatBot] = self._check_bots(dict(bots or {}), game)
        if hint_bot is not None and not (isinstance(hint_bot, HintBot)
                                         and callable(hint_bot.explain)):
            raise ValueError("hint_bot needs an explain(game) -> (action, reason) method")
        if isinstance(pace, bool) or not isinstance(pace, (int, float)) or not 0 <= pace <= 10:
            raise ValueError(f"pace is the seconds between two bot decisions (0 to 10), not "
                             f"{pace!r}")
        if auto_play is None:
            auto_play = len(self.bots) < game.players
        self._hint_bot: HintBot | None = hint_bot
        self._redo: list[str] = []
        self._hinted: str | None = None
        self._hint_mark: tuple[int, str] | None = None
        self._note: tuple[list[str], str] = ([], "info")
        self._note_title = ""  # the note's tooltip: a hint's numbers
        self._saved_at: int | None = None
        self._quiet = False
        self._live = True
        self._replayed: tuple[tuple, Game] | None = None
        self._from_page = 0
        self._task: asyncio.Task | None = None
        self._size = 500.0  # the board's width in the scene (``_draw`` keeps it fitting)
        self._picked: int | None = None  # the first of two places chosen for a border
        self._both: list[str] = []  # the moves of a place two pieces can reach, to press

        self._bv = BoardView(theme, lang, self._page_click, self._refresh, pixel_ratio=2,
                             reserve=RESERVE_BELOW)
        self.status = w.HTML()
        self.message = w.HTML()
        self.strip = w.HTML()
        self.active_panel = w.HTML()
        # one box per kind of action, made once; buttons move between them as the game goes
        self._kinds = list(KINDS) + ["other"]
        self._group_title = {k: w.HTML(f"<b style='font-size:15px'>{KIND_TITLES.get(k, k)}</b>")
                             for k in self._kinds}
        self._group_row = {k: w.HBox(layout=w.Layout(flex_flow="row wrap")) for k in self._kinds}
        self._group = {k: w.VBox([self._group_title[k], self._group_row[k]],
                                 layout=w.Layout(display="none", margin="2px 0"))
                       for k in self._kinds}
        self._pool: list[w.Button] = []
        self._pressed: dict[int, Action] = {}
        self._shown_buttons: list[w.Button] = []

        self.undo_button = w.Button(description="Undo", icon="undo",
                                    tooltip="take back the last decision")
        self.redo_button = w.Button(description="Redo", icon="repeat",
                                    tooltip="play again what was taken back")
        self.hint_button = w.Button(description="Hint", icon="lightbulb-o",
                                    tooltip="what would a bot do here, and why?")
        self.step_button = w.Button(description="Step bot", icon="step-forward",
                                    tooltip="let the bot to act make one decision")
        self.finish_button = w.Button(description="Finish bots' turns", icon="fast-forward",
                                      tooltip="the bots make all their decisions at once, up "
                                              "to the next human decision")
        self.auto_box = w.Checkbox(value=bool(auto_play), description="bots play by themselves",
                                   indent=False, layout=w.Layout(width="auto"))
        for b in (self.undo_button, self.redo_button, self.hint_button, self.step_button,
                  self.finish_button):
            b.layout = w.Layout(width="auto")
        self.undo_button.on_click(lambda _: self._control(self.undo))
        self.redo_button.on_click(lambda _: self._control(self.redo))
        self.hint_button.on_click(lambda _: self._control(self.hint))
        self.step_button.on_click(lambda _: self._control(self.step_bot))
        self.finish_button.on_click(lambda _: self._control(self.run_bots))
        self.auto_box.observe(self._on_auto, names="value")
        options = list(PACES)
        if pace not in [v for _, v in options]:
            options.append((f"{pace:g} s", float(pace)))
        self.pace_picker = w.Dropdown(options=options, value=pace, description="Bots' pace",
                                      style={"description_width": "initial"})

        # the full panels fold away; the one of the seat to act sits under the board
        self.panels = [w.HTML(layout=w.Layout(width="345px")) for _ in range(game.players)]
        self.panel_box = w.HBox(self.panels, layout=w.Layout(flex_flow="row wrap"))

        # continuous_update would make the browser send back every value the kernel sets (its
        # slider reports programmatic updates too), which would look like a replay request
        self.replay_slider = w.IntSlider(value=0, min=0, max=0, description="Replay",
                                         continuous_update=False,
                                         layout=w.Layout(width="520px"))
        self.replay_label = w.HTML()
        self.live_button = w.Button(description="Back to now", icon="fast-forward",
                                    layout=w.Layout(width="auto"))
        self.branch_button = w.Button(description="Play from here", icon="code-fork",
                                      tooltip="continue the game from this step (redo brings "
                                              "the rest back)",
                                      layout=w.Layout(width="auto"))
        self.replay_slider.observe(self._on_slider, names="value")
        self.live_button.on_click(
            lambda _: self._control(lambda: self.replay(len(self._game.history()))))
        self.branch_button.on_click(lambda _: self._control(self.play_from_here))

        self.log_box = w.HTML()
        self.dice_text = w.Text(placeholder="e.g. 3 4", description="Next dice",
                                layout=w.Layout(width="220px"))
        self.dice_button = w.Button(description="Set dice", icon="cube",
                                    layout=w.Layout(width="auto"))
        self.dice_button.on_click(lambda _: self._control(self.set_dice, self.dice_text.value))
        self._save_load_controls()
        self.summary_box = w.HTML()

        # what the shortened buttons do, in the game's words (a touch screen has no tooltip)
        self.what_line = w.HTML()
        # a border (the Tavern's barrier: up to 31 of them) is chosen by a click on the board;
        # its buttons wait folded away, under the place actions
        self._edge_row = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.edge_fold = w.Accordion(children=[self._edge_row],
                                     titles=("or choose the border from a list",),
                                     selected_index=None,
                                     layout=w.Layout(display="none", margin="2px 0"))
        self.edge_fold.add_class("ist-edge-list")
        groups = [self._group[k] for k in self._kinds]
        at = self._kinds.index("place") + 1
        self.actions_box = w.VBox([*groups[:at], self.edge_fold, *groups[at:], self.what_line])
        self.actions_box.add_class("ist-actions")
        # the names the frame's style sheet orders them by when it stacks (common.FRAME_CSS)
        for part, name in ((self.status, "ist-status"), (self.message, "ist-message"),
                           (self.strip, "ist-strip"), (self.active_panel, "ist-panel")):
            part.add_class(name)
        controls = w.HBox([self.undo_button, self.redo_button, self.hint_button],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.bot_controls = w.HBox([self.step_button, self.finish_button, self.auto_box],
                                   layout=w.Layout(flex_flow="row wrap", align_items="center"))
        controls.add_class("ist-controls")
        self.bot_controls.add_class("ist-controls")
        replay = w.HBox([self.replay_slider, self.replay_label, self.live_button,
                         self.branch_button],
                        layout=w.Layout(flex_flow="row wrap", align_items="center"))
        teacher = w.VBox([
            w.HBox([self.dice_text, self.dice_button],
                   layout=w.Layout(flex_flow="row wrap", align_items="center")),
            w.HBox([self.save_button, self.save_link, self.upload],
                   layout=w.Layout(flex_flow="row wrap", align_items="center")),
            w.HBox([self.pace_picker, self._bv.theme_picker, self._bv.lang_picker],
                   layout=w.Layout(flex_flow="row wrap", align_items="center")),
            self._bv.note])
        children, self.folds = board_frame(
            self._bv,
            ask=[self.strip, self.status, self.message],
            act=[self.actions_box, controls, self.bot_controls],
            below=[self.active_panel],
            folds=[("Every player's panel", self.panel_box),
                   ("The whole log", self.log_box),
                   ("Replay the game", replay),
                   ("Teacher's tools: dice, save and load, bots' pace, theme, names", teacher),
                   ("The table in words", self.summary_box)])
        # a tall picture (a 5x5 board, holdings under it) moves the seat's panel beside it
        self._below_box: w.Box = self._bv.column.children[1]
        self._act_box: w.Box = children[1].children[1].children[1]
        self._act = (self.actions_box, controls, self.bot_controls)
        super().__init__(children)
        self.add_class("istanbul-table")
        self.add_class("ist-board-table")  # its own stacked order (common._table_stacked)
        self.add_class("ist-frame")
        self._run_bots()
        self._refresh()

    def __repr__(self) -> str:
        """Short: what a notebook stores as text beside the picture of the table."""
        g = self._game
        head = f"{g.players} players, layout {g.board_now.layout.name!r}, round {g.round}"
        if g.is_over:
            names = " and ".join(g.player(s).name for s in g.winners())
            state = f"game over, {names} won"
        else:
            state = f"{g.player(g.to_act).name} to act"
        n = len(g.history())
        replay = "" if self._live_view() else \
            f", showing step {self.replay_slider.value} of {n}"
        return f"Table({head}, {state}{replay})"

    def _repr_mimebundle_(self, include: Collection[str] | None = None,
                          exclude: Collection[str] | None = None,
                          **kwargs: Any) -> dict[str, Any]:
        """The live table, and the board with its pieces as SVG for a notebook read without
        a kernel (GitHub, nbviewer, nbconvert)."""
        return picture_bundle(self, repr(self), self.svg, include, exclude)

    # -- what a notebook or a test reads ---------------------------------------------------------
    @property
    def game(self) -> Game:
        """The live game (a new object after ``load_json`` or ``play_from_here``)."""
        return self._game

    @property
    def shown(self) -> Game:
        """The game as the table shows it: the live one, or a replayed step of it."""
        n = len(self._game.history())
        k = self.replay_slider.value
        if self._live or k >= n:
            return self._game
        key = (id(self._game), n, k)
        if self._replayed is None or self._replayed[0] != key:
            self._replayed = (key, self._game.at_step(k))
        return self._replayed[1]

    @property
    def buttons(self) -> list[w.Button]:
        """The action buttons now on show, in the engine's order."""
        return list(self._shown_buttons)

    @property
    def summary(self) -> str:
        """The state of the shown game in sentences (also in the page, for screen readers)."""
        return "\n".join(self._summary_lines())

    @property
    def log_text(self) -> str:
        """The whole narrated log of the shown game."""
        return self.shown.log_text()

    @property
    def theme(self) -> str:
        return self._bv.theme

    @property
    def lang(self) -> str:
        return self._bv.lang

    def to_json(self) -> str:
        """The live game as JSON (``Game.from_json`` or ``table.load_json`` reads it back)."""
        return self._game.to_json()

    def svg(self) -> SvgPicture:
        """The shown game as the canvas shows it (pieces, last moves, a hint's outline), as
        static SVG: what a notebook stores and GitHub shows."""
        return self._bv.picture()

    @property
    def pace(self) -> float:
        """Seconds between two bot decisions when the bots answer a click on the page."""
        return float(self.pace_picker.value)

    # -- playing ---------------------------------------------------------------------------------
    def play(self, action: Action | str) -> None:
        """Apply an action (or its text) for the seat to act; bots answer when auto-play is on.

        An illegal action raises ``IllegalAction``, shows why, and changes nothing.
        """
        self._go_live()
        try:
            self._game.apply(action)
        except IllegalAction as exc:
            self._say([f"Not allowed: {exc}."], "error")
            self._refresh()
            raise
        self._picked = None
        self._both = []
        self._after_own_step(action.text if isinstance(action, Action) else str(action))
        self._say([])
        self._answer_bots()
        self._refresh()

    def click(self, x: float, y: float) -> None:
        """A mouse-down at board pixel (x, y) (the scene's pixels, whatever the canvas's size
        on the page): move to (or send the family to) a lit place; choose a lit border (the
        Tavern's barrier) by clicking it, or its two places one after the other."""
        place = self._bv.view.hit(x, y)
        edges = self._edge_choices()
        scene = self._bv.view.scene
        edge = (scene.geometry.edge_at(x, y, reach=scene.geometry.cell * 0.1)
                if edges and scene is not None else None)
        if edge in edges:
            self._picked = None
            self.play(edges[edge])
            return
        if not self._live_view():
            self._say(["This is a replay: press 'Back to now' to play on."], "info")
        elif self._game.is_over:
            self._say(["The game is over: replay it with the slider, or start a new one."],
                      "info")
        elif place is None:
            self._say(["That is between or outside the places; click on a lit "
                       + ("border." if edges else "place.")], "info")
        elif self._bot_to_act():
            who = self._who(self._game.to_act)
            self._say([f"{who} decides now: wait for the bots, or press 'Finish bots' turns'."
                       if self.playing else
                       f"{who} decides now: press 'Step bot' or tick 'bots play by "
                       "themselves'."], "info")
        else:
            choices = click_choices(self._game)
            targets = {p: acts[0] for p, acts in choices.items()}
            if len(choices.get(place, [])) > 1:
                # the merchant and the companion can both go there: the learner says which
                self._both = [a.text for a in choices[place]]
                pieces = " or ".join(self._short(self._game, a) for a in choices[place])
                self._say([f"More than one of your pieces can go to {label(place, self.lang)}: "
                           f"press a lit button ({pieces})."], "info")
                self._refresh()
                return
            if place in targets:
                self.play(targets[place])
                return
            if edges and self._pick(place, edges):
                return
            lit = ", ".join(label(n, self.lang) for n in sorted(targets))
            why = f"the lit places are {lit}" if lit else "no place is lit now: use the buttons"
            self._say([f"{label(place, self.lang)} is not a choice now; {why}."], "info")
        self._refresh()

    def _edge_choices(self) -> dict[tuple[int, int], Action]:
        """Lit border -> the action a click on it plays (``barrier a b``); none in a replay,
        after the end or while a bot decides."""
        if not self._live_view() or self._game.is_over or self._bot_to_act():
            return {}
        return edge_actions(self._game)

    def _pick(self, place: int, edges: dict[tuple[int, int], Action]) -> bool:
        """Two places one after the other choose their border: the first is marked, the
        second plays (a click on the first again lets it go). False: not part of a choice."""
        first = self._picked
        if first is not None and (min(first, place), max(first, place)) in edges:
            self._picked = None
            self.play(edges[(min(first, place), max(first, place))])
            return True
        partners = self._partners(place, edges)
        if not partners or place == first:
            self._picked = None
            if place == first:
                self._say([f"{label(place, self.lang)} let go: click a lit border, or two "
                           "neighbouring places."], "info")
                self._refresh()
                return True
            return False
        self._picked = place
        names = ", ".join(label(n, self.lang) for n in partners)
        self._say([f"{label(place, self.lang)} chosen: now click the place on the other side "
                   f"({names}), or {label(place, self.lang)} again to let it go."], "info")
        self._refresh()
        return True

    @staticmethod
    def _partners(place: int, edges: Collection[tuple[int, int]]) -> list[int]:
        return sorted({b if a == place else a for a, b in edges if place in (a, b)})

    def step_bot(self) -> bool:
        """Let the bot whose seat is to act make one decision; False when no bot is to act."""
        self._stop_bots()
        self._go_live()
        if not self._bot_to_act():
            who = "nobody" if self._game.is_over else self._who(self._game.to_act)
            self._say([f"No bot is to act: {who} decides now."], "info")
            self._refresh()
            return False
        ok = self._bot_move()
        self._refresh()
        return ok

    def run_bots(self) -> int:
        """The bots make all their decisions now, up to the next human decision (or the end),
        whether or not they play by themselves; a paced run stops first. Returns how many."""
        self._stop_bots()
        self._go_live()
        n = self._play_bots()
        if n == 0 and not self._bot_to_act():
            who = "nobody" if self._game.is_over else self._who(self._game.to_act)
            self._say([f"No bot is to act: {who} decides now."], "info")
        self._refresh()
        return n

    def hint(self) -> tuple[Action, str] | None:
        """A bot's suggestion for the seat to act and its reason; shown and returned."""
        self._go_live()
        g = self._game
        if g.is_over:
            self._say(["The game is over: there is nothing to suggest."], "info")
            self._refresh()
            return None
        bot = self._hint_bot if self._hint_bot is not None else self._default_hint_bot()
        action, reason = bot.explain(g.copy(log=False))
        action = g.parse(str(action))
        if not g.is_legal(action):
            self._say([f"{bot_name(bot)} suggested '{action.text}', which is not a legal "
                       "action now: no hint."], "error")
            self._refresh()
            return None
        self._hinted = action.text
        place = self._hint_place(g, action)
        words = describe(g, action)
        self._hint_mark = (place, words) if place is not None else None
        where = ("; its place is outlined in green on the board"
                 if place is not None and place in g.board.places else "")
        # a learner reads the bot's reason in words (``Hint.words``); its numbers, with the
        # action's notation taken out, are the tooltip
        numbers = str(reason).replace(f" ({action.text})", "")
        why = getattr(reason, "words", None) or numbers
        self._say([f"Hint from {bot_name(bot)} for {g.player(g.to_act).name}: {words}{where}.",
                   f"Why: {why}"], "hint")
        self._note_title = f"The bot's points: {numbers}" if why != numbers else ""
        self._refresh()
        return action, reason

    # -- history ---------------------------------------------------------------------------------
    def undo(self) -> bool:
        """Take back the last decision; with bots at the table, back to the last human one.

        Returns False (with a message, nothing changed) when there is nothing to undo or the
        game's learner mode refuses it.
        """
        self._stop_bots()
        self._go_live()
        taken = self._take_back()
        if taken is None:
            return False
        self._say([f"Took back: {', '.join(reversed(taken))}."], "info")
        self._redo.extend(taken)
        self._refresh()
        return True

    def redo(self) -> bool:
        """Play again what undo took back (as far as the next human decision)."""
        self._stop_bots()
        self._go_live()
        if not self._redo:
            self._say(["There is nothing to redo."], "info")
            self._refresh()
            return False
        done = []
        while self._redo:
            text = self._redo.pop()
            self._apply_text(text)
            done.append(text)
            if not (self._redo and self._bots_follow() and self._game.to_act in self.bots):
                break
        self._say([f"Played again: {', '.join(done)}."], "info")
        self._refresh()
        return True

    def replay(self, k: int) -> None:
        """Show the game after its first ``k`` decisions (the slider); the last step is now."""
        n = len(self._game.history())
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= n:
            raise ValueError(f"step must be 0 to {n}, not {k!r}")
        self._live = k == n
        self._set_slider(k, n)
        if self._live:
            self._answer_bots()
        else:
            self._stop_bots()
        self._refresh()

    def play_from_here(self) -> None:
        """Continue the game from the replayed step; the later decisions wait in redo."""
        n = len(self._game.history())
        k = self.replay_slider.value
        if self._live or k >= n:
            self._say(["Move the replay slider back first, then play from there."], "info")
            self._refresh()
            return
        self._stop_bots()
        later = self._game.history()[k:]
        self._game = self._game.at_step(k)
        self._redo = list(reversed(later))
        self._live = True
        self._say([f"Playing on from step {k}; 'Redo' brings back the {len(later)} later "
                   f"decision{'s' if len(later) != 1 else ''}."], "info")
        self._refresh()

    def set_dice(self, dice) -> None:
        """Script the next dice: ``"3 4"`` or ``[3, 4]``; bad input shows why, changes nothing."""
        self._go_live()
        try:
            values = parse_dice(dice) if isinstance(dice, str) else list(dice)
            self._game.set_dice(values)
        except (ValueError, TypeError) as exc:
            self._say([f"Dice not set: {exc}."], "error")
            self._refresh()
            raise ValueError(str(exc)) from None
        self._after_own_step(self._game.history()[-1])
        self._say([f"The next dice will be {', '.join(str(d) for d in values)}."], "info")
        self.dice_text.value = ""
        self._refresh()

    def load_json(self, text: str | bytes) -> None:
        """Replace the game by a saved one; a bad file raises ValueError, is explained in the
        widget, and the game stays as it was."""
        try:
            game = Game.from_json(text)
            self._check_bots(self.bots, game)
            if game.players != len(self.panels):
                raise ValueError(f"this table has {len(self.panels)} seats and the saved game "
                                 f"{game.players}; make a new Table for it")
        except ValueError as exc:
            self._say([f"Could not load that game: {plain_refusal(str(exc))}.",
                       "The game is unchanged."], "error")
            self._refresh()
            raise
        self._stop_bots()
        self._game = game
        self._redo = []
        self._live = True
        self._say([f"Loaded a saved game at turn {game.turn}."], "info")
        self._answer_bots()
        self._refresh()

    # -- internals -------------------------------------------------------------------------------
    @staticmethod
    def _check_bots(bots: Mapping[int, object], game: Game) -> dict[int, SeatBot]:
        return check_bots(bots, game.players, lambda bot: isinstance(bot, SeatBot))

    def _default_hint_bot(self) -> HintBot:
        from ..bots import GreedyBot

        bot = GreedyBot(seed=0)
        self._hint_bot = bot
        return bot

    def _page_click(self, x: float, y: float) -> None:
        """The canvas's mouse-down (already in board pixels)."""
        self._control(self.click, x, y)

    @staticmethod
    def _hint_place(g: Game, action: Action) -> int | None:
        """The place a hint is about: the action's own place (``move 9``, ``police 4``), the
        family member's after ``police N`` this turn, else the acting merchant's place."""
        if action.place is not None:
            return action.place
        turn = g.last_turns().get(g.current)
        if turn and turn["turn"] == g.turn and any(a.startswith("police ")
                                                   for a in turn["actions"]):
            return g.player(g.current).family
        return g.player(g.current).merchant

    def _say(self, lines: list[str], kind: str = "info") -> None:
        """Set the note under the question; a new note also retires an old hint's colour."""
        self._note = (lines, kind)
        self._note_title = ""
        if kind != "hint":
            self._hinted = None
            self._hint_mark = None

    def _who(self, seat: int) -> str:
        name = self._game.player(seat).name
        return f"{name} ({bot_name(self.bots[seat])})" if seat in self.bots else name

    def _live_view(self) -> bool:
        return self._live or self.replay_slider.value >= len(self._game.history())

    def _go_live(self) -> None:
        if not self._live:
            self._live = True
            n = len(self._game.history())
            self._set_slider(n, n)

    def _after_bot_move(self, seat: int, text: str) -> None:
        self._after_own_step(text)

    def _after_own_step(self, text: str) -> None:
        """A new decision: redo keeps its list only if this was its next step."""
        if self._redo and self._redo[-1] == text:
            self._redo.pop()
        else:
            self._redo = []
        self._hinted = None
        self._hint_mark = None

    def _apply_text(self, text: str) -> None:
        if text.startswith(DICE_COMMAND):
            self._game.set_dice([int(t) for t in text.split()[1:]])
        else:
            self._game.apply(text)

    def _run_bots(self) -> None:
        """At once: the bots' answers, when they play by themselves (the constructor)."""
        if self._bots_follow():
            self._play_bots()

    def _set_slider(self, value: int, maximum: int) -> None:
        # one message with both: a browser given the new value before the new maximum would
        # clamp it and send the clamped value back, which would look like a replay request
        self._quiet = True
        try:
            with self.replay_slider.hold_sync():
                if maximum > self.replay_slider.max:
                    self.replay_slider.max = maximum
                    self.replay_slider.value = value
                else:
                    self.replay_slider.value = value
                    self.replay_slider.max = maximum
        finally:
            self._quiet = False

    def _on_slider(self, change: dict) -> None:
        if self._quiet:
            return
        with self._page():
            self._live = change["new"] >= len(self._game.history())
            if self._live:
                self._answer_bots()
            else:
                self._stop_bots()
            self._refresh()

    def _save_link(self) -> None:
        self._saved_at = len(self._game.history())
        self.save_link.value = download_link(f"istanbul-turn-{self._game.turn}.json",
                                             self.to_json())

    def _place_actions(self) -> dict[int, Action]:
        """Lit place -> the action a click on it plays (``move N``, ``police N``): the same
        places the picture lights (``render.game_scene.click_actions``, by ``action.place``)."""
        return {p: acts[0] for p, acts in click_choices(self._game).items()}

    # -- drawing ---------------------------------------------------------------------------------
    def _headline(self, g: Game) -> tuple[str, str, str]:
        n = len(self._game.history())
        if g.is_over:
            names = ", ".join(g.player(s).name for s in g.winners())
            return (f"Turn {g.turn} · the game is over", f"Winner: {names}", "")
        head = f"Turn {g.turn} · {self._who(g.to_act)} to act · phase: {g.phase_words}"
        note = ""
        if not self._live_view():
            note = f"Replay: step {self.replay_slider.value} of {n}. Buttons wake up at the end."
        elif self.playing:
            note = (f"The bots are playing, one decision every {self.pace:g} s: untick 'bots "
                    "play by themselves' to pause, or press 'Finish bots' turns'.")
        elif self._bot_to_act() and len(self.bots) == g.players:
            note = ("Every seat is a bot: press 'Step bot' to watch one decision at a time, or "
                    "tick 'bots play by themselves'.")
        elif self._bot_to_act():
            note = "A bot decides now: press 'Step bot' (or tick 'bots play by themselves')."
        elif g.phase == MOVE:
            note = "Click a lit place on the board, or press a button."
        elif edge_actions(g):
            note = ("Click a lit border between two places on the board (or the two places, "
                    "one after the other), or choose it from the list under the buttons.")
        else:
            note = self._only_end(g)
        if self._live_view() and not self._bot_to_act():
            note = " ".join([note, *build_panel(g.rules).choice_notes(g)]).strip()
        if self._live_view() and not g.is_over and g.to_act != g.current:
            note = " ".join([self._hand_over(g), note]).strip()
        return head, g.question(), note

    @staticmethod
    def _beside(g: Game) -> bool:
        """Whether the picture puts the seat boxes and notes beside the board: on the 5x5
        board, whose boxes under it (Mocha's and Letters' both) left the board 437 pixels
        wide at 1280x800; beside it, the board takes the window's height (590 pixels)."""
        return len(g.board_now.layout.rows) >= 5

    def _place_panel(self) -> None:
        """The seat's panel goes under a wide picture and beside a tall one (or one with the
        seat boxes beside the board), so that the board keeps the window's height."""
        wide = self._beside(self.game)
        tall = self._bv.view.aspect < TALL or wide
        if wide != ("ist-wide" in self._dom_classes):
            (self.add_class if wide else self.remove_class)("ist-wide")
        below = () if tall else (self.active_panel,)
        act = (*self._act, self.active_panel) if tall else self._act
        if tuple(self._below_box.children) != below:
            self._below_box.children = below
        if tuple(self._act_box.children) != act:
            self._act_box.children = act
        self._bv.reserve = RESERVE_BESIDE if tall else RESERVE_BELOW

    def _hand_over(self, g: Game) -> str:
        """Whose decision it is when another seat decides during the current seat's turn
        (a Kiosk pick, an auction bid): for two humans at one screen, a clear hand-over."""
        decider, owner = g.player(g.to_act).name, g.player(g.current).name
        if g.to_act in self.bots:
            return f"{owner}'s turn: {decider} ({bot_name(self.bots[g.to_act])}) decides now."
        if g.players - len(self.bots) < 2:  # one person at the table: nothing to hand over
            return f"{owner}'s turn, but {decider} (you) decides now."
        return (f"{owner}'s turn, but {decider} decides now: hand the screen to {decider}; "
                f"the turn comes back to {owner} afterwards.")

    def _who_html(self, g: Game) -> tuple[str, str, str] | None:
        """(name, colour, letter) of the deciding seat when it is not the current seat's turn
        (the status leads the question with it), else None."""
        if g.is_over or g.to_act == g.current:
            return None
        v = g.player(g.to_act)
        letters = seat_letters(g.player(s).colour for s in range(g.players))
        return v.name, seat_fill(v.colour, g.to_act, _theme('light')), letters[g.to_act]

    def _short(self, g: Game, a: Action) -> str:
        """A button's label, short (``engine.labels``: the place for a move, the border's two
        places for a barrier, a Kiosk tile's number as on the board, a card's title); the
        game's whole sentence is the tooltip and the "what it does" line."""
        return board_label(g, a, self.lang)

    @staticmethod
    def _only_end(g: Game) -> str:
        """Why the turn can only end, when the end is the one choice left (the question says
        it for an assistant nobody can leave; here for the other moments)."""
        acts = g.legal_actions()
        if not acts or any(a.kind != "end" for a in acts):
            return ""
        here = label(g.player(g.current).merchant)
        if g.phase == PAY:
            try:
                g.copy(log=False).apply("pay")
            except IllegalAction as exc:
                return f"Your turn can only end: {str(exc).split('; now ')[0]}."
        if g.phase == ENCOUNTER:
            return (f"Your turn can only end: the action is done and nobody at {here} is "
                    "left to meet.")
        if g.phase == ASSISTANT:
            return "So 'End your turn' is the only button."
        return "Your turn can only end: nothing else is possible now."

    def _summary_lines(self) -> list[str]:
        g = self.shown
        head, question, note = self._headline(g)
        lines = [f"{head}. {question}"]
        if note:
            lines.append(note)
        lines.extend(state_lines(g, self.lang))
        seats = [f"{g.player(s).name}: {bot_name(b)}" for s, b in sorted(self.bots.items())]
        lines.append("Bots: " + ("; ".join(seats) if seats else "none") + ".")
        if self._live_view() and not g.is_over:
            acts = [a.text for a in g.legal_actions()]
            lines.append(f"Legal actions ({len(acts)}): " + ", ".join(acts) + ".")
        return lines

    def _draw(self, make: Callable[[float], Scene]) -> None:
        """Draw the scene ``make(size)`` as wide as the canvas will be at the least (see
        ``canvas_width``): its texts' least sizes (``TILE_LEAST``, ``PIECE_LEAST``...) are then
        CSS pixels. The board's width is kept from the last picture and changed only when the
        picture's shape asks for it (a few tries: the texts do not shrink with the board)."""
        wide = self._beside(self.shown)
        size = self._size
        for _ in range(6):
            sc = make(size)
            target = SLACK * canvas_width(sc.width / sc.height, wide)
            if 0.97 * target <= sc.width <= target or (size <= LEAST_SIZE
                                                        and sc.width <= target):
                break
            size = max(LEAST_SIZE, size * 0.985 * target / sc.width)
        self._size = size
        self._bv.draw(sc)

    def _refresh(self) -> None:
        """Bring every part in line with the shown game (values only; no new widgets)."""
        g = self.shown
        live = self._live_view()
        n = len(self._game.history())
        if live:
            self._set_slider(n, n)
        else:
            self._set_slider(self.replay_slider.value, n)
        turns = g.last_turns()
        hint = self._hint_mark if live and self._hinted is not None else None
        edges = self._edge_choices()
        if self._picked is not None and not self._partners(self._picked, edges):
            self._picked = None
        # the 5x5 board's seat boxes two a row beside it: drawn as small as its canvas, one a
        # row would make the picture far taller than the board
        beside = 2 if self._beside(g) else False
        if self._picked is not None:  # one place of a border chosen: its partners are lit
            picked = self._picked
            self._draw(lambda size: game_scene(
                g, highlight=self._partners(picked, edges), selected=picked, theme=self.theme,
                lang=self.lang, size=size, trails=turns, hint=hint, beside=beside))
        else:
            self._draw(lambda size: game_scene(
                g, highlight=None if live else (), theme=self.theme, lang=self.lang, size=size,
                trails=turns, hint=hint, beside=beside))
        self._place_panel()
        head, question, note = self._headline(g)
        self.status.value = status_html(head, question, note,
                                        self._who_html(g) if live else None)
        lines, kind = self._note
        self.message.value = message_html(lines, kind, self._note_title)
        names = {s: bot_name(b) for s, b in self.bots.items()}
        self.strip.value = strip_html(g, turns, names, self.lang)

        # the action buttons, grouped by kind, reused from the pool
        acts = [] if (not live or g.is_over) else g.legal_actions()
        bot_turn = self._bot_to_act()
        per_kind: dict[str, list[w.Button]] = {k: [] for k in self._kinds}
        edge_buttons: list[w.Button] = []  # the border buttons, folded away
        self._pressed = {}
        shown = []
        if not any(a.text in self._both for a in acts):
            self._both = []
        for i, a in enumerate(acts):
            b = self._button(i)
            text = describe(g, a)
            # under the "Move your merchant" title the place's name says it all; a border
            # shows its two place numbers (the words are in the tooltip)
            short = self._short(g, a)
            edge = a.verb in EDGE_VERBS and len(a.args) == 2
            b.description = short[:1].upper() + short[1:]
            b.tooltip = f"{a.text}: {text}"
            # moves and borders are clicked on the board as well: their buttons are small
            small = a.kind == "move" or edge
            b.style.font_size = "14px" if small else "15px"
            b.layout.padding = "1px 7px" if small else "4px 10px"
            b.disabled = bot_turn
            b.button_style = ("success" if a.text == self._hinted
                              else "info" if a.text in self._both
                              else "warning" if a.kind == "end" else "")
            self._pressed[id(b)] = a
            if edge:
                edge_buttons.append(b)
            else:
                per_kind[a.kind if a.kind in per_kind else "other"].append(b)
            shown.append(b)
        self._shown_buttons = shown
        if tuple(self._edge_row.children) != tuple(edge_buttons):
            self._edge_row.children = tuple(edge_buttons)
        self.edge_fold.layout.display = "flex" if edge_buttons else "none"
        if not edge_buttons and self.edge_fold.selected_index is not None:
            self.edge_fold.selected_index = None  # the next barrier starts folded again
        elif any(self._pressed[id(b)].text == self._hinted for b in edge_buttons):
            self.edge_fold.selected_index = 0  # a hinted border's green button is seen
        # moves and borders are said by the board and their group's title
        what = what_html([(b.description, describe(g, a)) for b in shown
                          if (a := self._pressed[id(b)]).kind != "move"
                          and a.verb not in EDGE_VERBS])
        if self.what_line.value != what:
            self.what_line.value = what
        # a guild card (Mocha) is played like a bonus card, at the start of the turn
        guild = any(a.kind == "card" and a.verb == "guild" for a in acts)
        title = "Bonus and guild cards" if guild else KIND_TITLES.get("card", "card")
        card_title = f"<b style='font-size:15px'>{title}</b>"
        if self._group_title["card"].value != card_title:
            self._group_title["card"].value = card_title
        # a companion moves too; another seat's decision is titled with its name
        companion = any(a.kind == "move" and a.verb == "companion" for a in acts)
        titles = {"move": "Move your merchant or companion" if companion
                  else KIND_TITLES.get("move", "move"),
                  "place": (f"{g.player(g.to_act).name}'s decision"
                            if acts and g.to_act != g.current
                            else KIND_TITLES.get("place", "place"))}
        for k, t in titles.items():
            html = f"<b style='font-size:15px'>{escape(t)}</b>"
            if self._group_title[k].value != html:
                self._group_title[k].value = html
        for k in self._kinds:
            row = tuple(per_kind[k])
            if self._group_row[k].children != row:
                self._group_row[k].children = row
            self._group[k].layout.display = "flex" if row else "none"

        self.undo_button.disabled = not live or n == 0
        self.redo_button.disabled = not live or not self._redo
        self.hint_button.disabled = not live or g.is_over or bot_turn
        self.step_button.disabled = not live or not bot_turn or self.playing
        self.finish_button.disabled = not live or not bot_turn
        self.bot_controls.layout.display = "flex" if self.bots else "none"

        for seat, panel in enumerate(self.panels):
            bot = self.bots.get(seat)
            panel.value = player_panel(g, seat, bot_name(bot) if bot else None, self.lang)
        seat = g.ranking()[0] if g.is_over else g.to_act
        bot = self.bots.get(seat)
        self.active_panel.value = player_panel(g, seat, bot_name(bot) if bot else None,
                                               self.lang, compact=True)

        self.replay_label.value = (f"<span style='font-size:15px'>step {self.replay_slider.value}"
                                   f" of {n}{' (now)' if live else ''}</span>")
        self.live_button.disabled = live
        self.branch_button.disabled = live
        self.log_box.value = log_html(g.log_text())
        if self._saved_at is not None and self._saved_at != n:
            self.save_link.value = ""
            self._saved_at = None
        self.summary_box.value = summary_html(self._summary_lines())


__all__ = ["Table", "parse_dice", "plain_refusal"]
