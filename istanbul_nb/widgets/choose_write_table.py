"""ChooseWriteTable: a game of Istanbul: Choose & Write in a notebook, played by clicking your
Game Plan (or pressing buttons), with bots in any seat.

Big, on the canvas: the Game Plan of the seat that decides (a person's; a table of bots shows
the current player's), its choices lit; click a lit place to perform its action (or follow
with it), a lit goods column, the lira sections or the bonus actions to fill them in. Beside
it (above and under it when the notebook is narrower than ``common.STACK_WIDE``): the
question of the moment, the legal actions as buttons grouped by kind (a card's button names its
place), undo, a hint, the bots' controls, what the bots decided since the learner's last
decision and the cards of the seat shown. Under the sheet: the table (the display of
Location cards, what each Sultan's Palace letter asks, the face-up Caravan card, a solo
challenge) and every other player's sheet, small, cards hidden (press a name to show that
sheet big). Folded away: the narrated log, the table in words, save and load, the theme and
the Game Plan's source.

While the active player's card is followed, each other seat decides in turn
(``game.to_act != game.current``): the status names that seat, and with two people at one
screen it says to hand the screen over; the big sheet turns to that seat.

The widget holds no rules: the buttons are ``game.legal_actions()`` and their words
``game.describe``, the lit regions and what a click plays come from
``render.choose_write.seat_choices`` (the same mapping the picture lights), the pictures from
``render.choose_write.sheet_scene``. A bot is any object with ``choose(game)`` (the kit's
bots play Choose & Write through the game protocol); it answers for ``game.to_act``, so a bot
seat follows the active player's card on its own sheet.

Bots answering a click on the page play at a visible pace (``pace`` seconds between two
decisions, an asyncio task on the kernel's loop: ``play_loop.BotLoop``, shared with the board
game's Table); a line of code (``table.play("at 8")``) gets the bots' answers at once, as a
notebook expects.
"""

from __future__ import annotations

import asyncio
from collections.abc import Collection, Mapping
from html import escape
from typing import Any, Protocol, runtime_checkable

import ipywidgets as w

from ..choose_write import Action, Game, IllegalAction, new_game
from ..choose_write.data import GOODS, card, place_name
from ..engine.labels import cw_label
from ..render.choose_write import (
    RECONSTRUCTED_NOTE,
    SheetScene,
    seat_choices,
    sheet_scene,
    sheet_svg,
)
from ..render.svg import SvgPicture, fit_width
from .common import BoardView, board_frame, download_link, picture_bundle
from .play_loop import BotLoop, bot_name, check_bots
from .table_panels import log_html, message_html, status_html, summary_html, what_html

#: Seconds between two bot decisions when the bots play by themselves on the page.
PACE = 0.7
#: Window height (px) kept for what is not the big sheet: the notebook's bars, and (when the
#: frame stacks, under ``common.STACK_WIDE`` pixels) the question above the sheet and the first
#: buttons under it. 320 leaves the sheet 480 pixels tall at 1280x800, where its words
#: (``render.choose_write.TEXT``) are 11 CSS pixels; 380 left them 9.7.
RESERVE = 320
#: The action kinds (``Action.kind``) in the game's order, and their titles over the buttons.
KINDS: tuple[str, ...] = ("play", "place", "follow", "choice", "take", "other")
KIND_TITLES: dict[str, str] = {
    "play": "Play a card", "place": "Choose the action (free for you)",
    "follow": "Follow the card", "choice": "Choose", "take": "Take a Location card",
    "other": "Other",
}
#: The stored picture's greatest width in pixels (the output column at 1280x800 with the file
#: browser open is about 845 px).
STORED_WIDTH = 800
#: The small sheets' CSS width: thumbnails (their words are about 4 pixels), each captioned
#: with ``THUMB_NOTE``, the way to read one full size.
SMALL = "300px"
THUMB_NOTE = "a thumbnail: press this name under Big sheet to read it full size"


@runtime_checkable
class SeatBot(Protocol):
    """What sits at a seat: ``choose(game)`` gives one legal action (or its text)."""

    def choose(self, game: Game) -> Action | str: ...


def _and(words: list[str]) -> str:
    if not words:
        return "none"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def cards_lines(game: Game, seat: int) -> list[str]:
    """The cards a seat holds, in words: the Location cards in hand, the Guild cards with
    their cost and text, the Goods cards with their two goods."""
    sh = game.sheet(seat)
    hand = [f"{card(c)['place']} {place_name(card(c)['place'])}" for c in sh.hand]
    guild = [f"{c} (costs {card(c)['cost']} lira: {card(c)['seed_text']})"
             for c in sh.guild_cards]
    goods = [f"{c} ({' + '.join(card(c)['goods'])})" for c in sh.goods_cards]
    return [f"Hand: {_and(hand)}.", f"Guild cards: {_and(guild)}.",
            f"Goods cards (payment only): {_and(goods)}."]


def table_lines(game: Game) -> list[str]:
    """What lies on the table, in words: the display, the palace letters, the Caravan card
    (read through the game's public methods; the decks' sizes are not among them)."""
    shown = [f"{side} {p} {place_name(p)}" for side, p in zip(("left", "right"),
                                                             game.display, strict=False)]
    palace = [f"{letter} asks {' '.join(goods)}" if goods else f"{letter}: no Ruby card left"
              for letter, goods in game.palace().items()]
    lines = [f"Display: {_and(shown)}.", "Sultan's Palace: " + "; ".join(palace) + "."]
    if not game.is_over:
        lines.append(f"Caravan card {game.caravan}: {card(game.caravan)['seed_text']}")
    if game.challenge is not None:
        r = game.challenge_result()
        column = (f"enough for column {r.column}" if r.column is not None
                  else "the table's columns start at 10")
        lines.append(f"Solo challenge {r.number}: {r.text}: "
                     f"{'met' if r.condition else 'not met yet'}; {r.rubies} rubies, {column}.")
    return lines


def seat_line(game: Game, seat: int, bot: object | None = None) -> str:
    """One seat in a sentence: rubies, lira, goods, bonus actions, cards."""
    sh = game.sheet(seat)
    goods = ", ".join(f"{sh.goods[g]} {g}" for g in GOODS)
    who = f"{sh.name} ({bot_name(bot)})" if bot is not None else sh.name
    start = ", start player" if sh.start else ""
    return (f"{who}{start}: {sh.rubies} rubies, {sh.lira} lira, {goods}, {sh.bonus} bonus "
            f"action{'s' if sh.bonus != 1 else ''} to use, {len(sh.hand)} Location card(s), "
            f"{len(sh.guild_cards)} Guild card(s), {len(sh.goods_cards)} Goods card(s).")


class ChooseWriteTable(BotLoop, w.VBox):
    """A game of Choose & Write to play in a notebook; ``bots={seat: bot}`` seats bots.

    ``table.game`` is the live game; ``play``, ``click``, ``buttons``, ``undo``, ``hint``,
    ``show``, ``step_bot``, ``run_bots``, ``summary``, ``svg`` and ``to_json`` are what the page's
    controls call. ``auto_play`` (default: on when a person sits at the table) ticks "bots play
    by themselves". ``hint_bot`` (any object with ``explain(game) -> (action, reason)``; the
    kit's greedy bot when not given) answers the Hint button.
    """

    _refusal = IllegalAction

    def __init__(self, game: Game | None = None, bots: Mapping[int, object] | None = None,
                 theme: str = "light", auto_play: bool | None = None,
                 pace: float = PACE, hint_bot: object | None = None) -> None:
        game = new_game() if game is None else game
        if not isinstance(game, Game):
            raise ValueError("ChooseWriteTable needs a Choose & Write game "
                             f"(choose_write.new_game(...)), not {game!r}"[:160])
        self._game = game
        self.bots: dict[int, SeatBot] = self._check_bots(dict(bots or {}), game)
        if isinstance(pace, bool) or not isinstance(pace, (int, float)) or not 0 <= pace <= 10:
            raise ValueError(f"pace is the seconds between two bot decisions (0 to 10), not "
                             f"{pace!r}")
        if auto_play is None:
            auto_play = len(self.bots) < game.players
        if hint_bot is not None and not callable(getattr(hint_bot, "explain", None)):
            raise ValueError("hint_bot needs an explain(game) -> (action, reason) method")
        self._hint_bot = hint_bot
        self._hinted: str | None = None
        self.pace = float(pace)
        self._note: tuple[list[str], str] = ([], "info")
        self._note_title = ""  # the note's tooltip: a hint's numbers
        self._both: list[str] = []  # the actions of a clicked region with several, to press
        self._from_page = 0
        self._task: asyncio.Task | None = None
        self._seat = self._default_seat()
        self._decider: int | None = None

        self._bv = BoardView(theme, "en", self._page_click, self._refresh, pixel_ratio=2,
                             reserve=RESERVE)
        self.status = w.HTML()
        self.message = w.HTML()
        self.strip = w.HTML()  # what the bots did since the last human decision
        self._recent: list[tuple[int, str]] = []
        self.table_box = w.HTML()
        self.cards_box = w.HTML()
        self._group_title = {k: w.HTML(f"<b style='font-size:15px'>{KIND_TITLES[k]}</b>")
                             for k in KINDS}
        self._group_row = {k: w.HBox(layout=w.Layout(flex_flow="row wrap")) for k in KINDS}
        self._group = {k: w.VBox([self._group_title[k], self._group_row[k]],
                                 layout=w.Layout(display="none", margin="2px 0"))
                       for k in KINDS}
        self._pool: list[w.Button] = []
        self._pressed: dict[int, Action] = {}
        self._shown_buttons: list[w.Button] = []
        # what the shortened buttons do, in the game's words (a touch screen has no tooltip)
        self.what_line = w.HTML()
        self.actions_box = w.VBox([*(self._group[k] for k in KINDS), self.what_line])
        self.actions_box.add_class("ist-actions")

        self.undo_button = w.Button(description="Undo", icon="undo",
                                    tooltip="take back the last decision",
                                    layout=w.Layout(width="auto"))
        self.step_button = w.Button(description="Step bot", icon="step-forward",
                                    tooltip="let the bot to act make one decision",
                                    layout=w.Layout(width="auto"))
        self.finish_button = w.Button(description="Finish bots' turns", icon="fast-forward",
                                      tooltip="the bots make all their decisions at once, up "
                                              "to the next human decision",
                                      layout=w.Layout(width="auto"))
        self.auto_box = w.Checkbox(value=bool(auto_play), description="bots play by themselves",
                                   indent=False, layout=w.Layout(width="auto"))
        self.undo_button.on_click(lambda _: self._control(self.undo))
        self.step_button.on_click(lambda _: self._control(self.step_bot))
        self.finish_button.on_click(lambda _: self._control(self.run_bots))
        self.auto_box.observe(self._on_auto, names="value")
        self.bot_controls = w.HBox([self.step_button, self.finish_button, self.auto_box],
                                   layout=w.Layout(flex_flow="row wrap", align_items="center"))

        # the sheet shown big: a person's while they decide; any seat by pressing its name
        self.seat_picker = w.ToggleButtons(
            options=[(self._who(s), s) for s in range(game.players)], value=self._seat,
            description="Big sheet", style={"description_width": "initial",
                                            "button_width": "auto"})
        self.seat_picker.observe(self._on_pick, names="value")
        if game.players == 1:  # the solo game: one sheet, nothing to pick
            self.seat_picker.layout.display = "none"
        self.small: list[w.Image] = [w.Image(format="svg+xml",
                                             layout=w.Layout(width=SMALL, height="auto"))
                                     for _ in range(game.players)]
        self.small_titles = [w.HTML() for _ in range(game.players)]
        self._small_boxes = [w.VBox([self.small_titles[s], self.small[s]],
                                    layout=w.Layout(margin="0 10px 6px 0"))
                             for s in range(game.players)]
        self.others_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self._small_svg: dict[int, str] = {}

        self.log_box = w.HTML()
        self._save_load_controls()
        self.summary_box = w.HTML()
        note = w.HTML(f"<span style='font-size:14px'>{escape(RECONSTRUCTED_NOTE)}: the "
                      "printed Game Plan is not public; its map and its box counts are this "
                      "project's reconstruction, with the seed's two facts (the neighbours of "
                      "8 are 4, 9, 13, B, D; the Catacombs 12 have none).</span>")
        self.hint_button = w.Button(description="Hint", icon="lightbulb-o",
                                    tooltip="what would a bot do here, and why?",
                                    layout=w.Layout(width="auto"))
        self.hint_button.on_click(lambda _: self._control(self.hint))
        controls = w.HBox([self.undo_button, self.hint_button],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        children, self.folds = board_frame(
            self._bv,
            ask=[self.status, self.message],
            act=[self.actions_box, controls, self.bot_controls, self.strip, self.cards_box],
            below=[self.table_box, self.seat_picker, self.others_box],
            folds=[("The whole log", self.log_box),
                   ("The table in words", self.summary_box),
                   ("Save and load, theme, the Game Plan's source", w.VBox([
                       w.HBox([self.save_button, self.save_link, self.upload],
                              layout=w.Layout(flex_flow="row wrap", align_items="center")),
                       self._bv.theme_picker, note]))])
        super().__init__(children)
        self.add_class("istanbul-table")
        self.add_class("ist-frame")
        # a sheet is 1.7 times as wide as tall: beside the controls it would be squeezed in a
        # notebook with its file browser open, so the frame stacks sooner (common.STACK_WIDE)
        self.add_class("ist-wide")
        self.add_class("ist-sheet")  # and stays stacked until beside is as wide (STACK_SHEET)
        if self._bots_follow():
            self._play_bots()
        self._refresh()

    def __repr__(self) -> str:
        g = self._game
        state = ("game over, " + " and ".join(g.names[s] for s in g.winners()) + " won"
                 if g.is_over else f"{g.names[g.to_act]} to act")
        seats = "solo" if g.players == 1 else f"{g.players} players"
        return f"ChooseWriteTable({seats}, turn {g.turn}, {state})"

    def _repr_mimebundle_(self, include: Collection[str] | None = None,
                          exclude: Collection[str] | None = None,
                          **kwargs: Any) -> dict[str, Any]:
        """The live table, and the big sheet as SVG for a notebook read without a kernel."""
        return picture_bundle(self, repr(self), self.svg, include, exclude)

    # -- what a notebook or a test reads ---------------------------------------------------------
    @property
    def game(self) -> Game:
        return self._game

    @property
    def seat(self) -> int:
        """The seat whose sheet is shown big."""
        return self._seat

    @property
    def buttons(self) -> list[w.Button]:
        """The action buttons on show, in the game's order."""
        return list(self._shown_buttons)

    @property
    def scene(self) -> SheetScene:
        """The big sheet's scene as the canvas shows it (regions by name, for clicks)."""
        sc = self._bv.view.scene
        if not isinstance(sc, SheetScene):  # pragma: no cover - drawn in the constructor
            raise ValueError("nothing is drawn yet")
        return sc

    @property
    def summary(self) -> str:
        """The table in sentences (also in the page, for screen readers)."""
        return "\n".join(self._summary_lines())

    @property
    def log_text(self) -> str:
        return self._game.log_text()

    @property
    def theme(self) -> str:
        return self._bv.theme

    def svg(self) -> SvgPicture:
        """The big sheet as the canvas shows it, as static SVG, at most ``STORED_WIDTH`` pixels
        wide so the picture a notebook stores fits JupyterLab's output column at 1280x800."""
        return fit_width(self._bv.picture(), STORED_WIDTH)

    def to_json(self) -> str:
        """The live game as JSON (``choose_write.Game.from_json`` or ``load_json`` reads it)."""
        return self._game.to_json()

    def load_json(self, text: str | bytes) -> None:
        """Replace the game by a saved one; a bad file raises ValueError, is explained in the
        widget, and the game stays as it was."""
        try:
            game = Game.from_json(text)
            if game.players != self._game.players:
                raise ValueError(f"this table has {self._game.players} seats and the saved "
                                 f"game {game.players}; make a new ChooseWriteTable for it")
        except ValueError as exc:
            self._say([f"Could not load that game: {exc}.", "The game is unchanged."], "error")
            self._refresh()
            raise
        self._stop_bots()
        self._game = game
        self._recent = []
        self._decider = None
        self._small_svg = {}
        self._say([f"Loaded a saved game at turn {game.turn}."], "info")
        self._answer_bots()
        self._refresh()

    # -- playing ---------------------------------------------------------------------------------
    def play(self, action: Action | str) -> None:
        """Apply an action (or its text) for the seat to act; bots answer when auto-play is on.
        An illegal action raises ``IllegalAction``, shows why, and changes nothing."""
        text = action.text if isinstance(action, Action) else str(action)
        try:
            self._game.apply(text)
        except IllegalAction as exc:
            self._say([f"Not allowed: {exc}."], "error")
            self._refresh()
            raise
        self._recent = []
        self._both = []
        self._say([])
        self._answer_bots()
        self._refresh()

    def click(self, x: float, y: float) -> None:
        """A mouse-down at (x, y) in the big sheet's pixels: a lit region plays its action (or,
        with several, lights their buttons)."""
        g = self._game
        region = self.scene.region_at(x, y)
        if g.is_over:
            self._say(["The game is over."], "info")
        elif self._bot_to_act():
            self._say([f"{self._who(g.to_act)} decides now: wait for the bots, or press "
                       "'Step bot'."], "info")
        elif self._seat != g.to_act:
            self._say([f"This is {g.names[self._seat]}'s sheet; {g.names[g.to_act]} decides "
                       f"now (press {g.names[g.to_act]} under the sheet)."], "info")
        elif region is None:
            self._say(["Click a lit place or section of the sheet, or press a button."], "info")
        else:
            choices = seat_choices(g, g.to_act)
            acts = choices.get(region, [])
            if len(acts) == 1:
                self.play(acts[0])
                return
            what = region.replace("place-", "place ").replace("goods-", "the ")
            if acts:
                self._both = list(acts)
                words = " or ".join(g.describe(a) for a in acts)
                self._say([f"More than one choice at {what}: press a lit button ({words})."],
                          "info")
            else:
                lit = ", ".join(r.replace("place-", "") for r in choices)
                self._say([f"{what.capitalize()} is not a choice now; "
                           + (f"the lit choices are {lit}." if lit
                              else "use the buttons.")], "info")
        self._refresh()

    def show(self, seat: int) -> None:
        """Show ``seat``'s sheet big."""
        if isinstance(seat, bool) or not isinstance(seat, int) or \
                not 0 <= seat < self._game.players:
            raise ValueError(f"seat must be 0 to {self._game.players - 1}, not {seat!r}")
        self._seat = seat
        self._refresh()

    def undo(self) -> bool:
        """Take back the last decision; with bots at the table, back to the last human one.
        False (with a message, nothing changed) when there is nothing to undo or learner mode
        refuses it."""
        self._stop_bots()
        taken = self._take_back()
        if taken is None:
            return False
        self._recent = []
        self._say([f"Took back: {', '.join(reversed(taken))}."], "info")
        self._refresh()
        return True

    def hint(self) -> tuple[str, str] | None:
        """A bot's suggestion for the seat to act and its reason (``hint_bot``, by default the
        kit's greedy bot): shown, its button coloured, and returned as (action text, reason);
        None when there is nothing to suggest or the bot cannot play this game."""
        g = self._game
        if g.is_over:
            self._say(["The game is over: there is nothing to suggest."], "info")
            self._refresh()
            return None
        bot = self._hint_bot
        if bot is None:
            from ..bots import GreedyBot

            bot = self._hint_bot = GreedyBot(seed=0)
        try:
            action, reason = bot.explain(g.copy(log=False))  # type: ignore[attr-defined]
        except Exception as exc:  # a bot that does not know this game: say so, play on
            self._say([f"{bot_name(bot)} gives no hint here ({type(exc).__name__}: {exc})."],
                      "error")
            self._refresh()
            return None
        text = str(action)
        if not g.is_legal(text):
            self._say([f"{bot_name(bot)} suggested '{text}', which is not a legal action now: "
                       "no hint."], "error")
            self._refresh()
            return None
        numbers = str(reason).replace(f" ({text})", "")
        why = getattr(reason, "words", None) or numbers  # words; the numbers in the tooltip
        self._say([f"Hint from {bot_name(bot)} for {g.names[g.to_act]}: {g.describe(text)} "
                   "(its button is green).", f"Why: {why}"], "hint")
        self._note_title = f"The bot's points: {numbers}" if why != numbers else ""
        self._hinted = text
        self._refresh()
        return text, str(reason)

    def step_bot(self) -> bool:
        """Let the bot whose seat is to act make one decision; False when no bot is to act."""
        self._stop_bots()
        if not self._bot_to_act():
            self._say(["No bot is to act."], "info")
            self._refresh()
            return False
        ok = self._bot_move()
        self._refresh()
        return ok

    def run_bots(self) -> int:
        """The bots decide now, up to the next human decision (or the end); how many."""
        self._stop_bots()
        n = self._play_bots()
        self._refresh()
        return n

    # -- internals -------------------------------------------------------------------------------
    @staticmethod
    def _check_bots(bots: Mapping[int, object], game: Game) -> dict[int, SeatBot]:
        return check_bots(bots, game.players, lambda bot: isinstance(bot, SeatBot))

    def _default_seat(self) -> int:
        """The big sheet at the start: the seat to act if a person, else the first person's,
        else the seat to act."""
        g = self._game
        if g.to_act not in self.bots:
            return g.to_act
        people = [s for s in range(g.players) if s not in self.bots]
        return people[0] if people else g.to_act

    def _after_bot_move(self, seat: int, text: str) -> None:
        self._recent.append((seat, text))

    def _who(self, seat: int) -> str:
        name = self._game.names[seat]
        return f"{name} ({bot_name(self.bots[seat])})" if seat in self.bots else name

    def _say(self, lines: list[str], kind: str = "info") -> None:
        """Set the note under the question; a new note also retires an old hint's colour."""
        self._note = (lines, kind)
        self._note_title = ""
        if kind != "hint":
            self._hinted = None

    def _page_click(self, x: float, y: float) -> None:
        self._control(self.click, x, y)

    def _save_link(self) -> None:
        self.save_link.value = download_link(f"choose-write-turn-{self._game.turn}.json",
                                             self.to_json())

    def _on_pick(self, change: dict) -> None:
        if change["new"] != self._seat:
            self._seat = int(change["new"])
            self._refresh()

    # -- drawing ---------------------------------------------------------------------------------
    def _headline(self) -> tuple[str, str, str]:
        g = self._game
        if g.is_over:
            return (f"Turn {g.turn} · the game is over", g.question(), "")
        head = f"Turn {g.turn} · round {g.round} · {self._who(g.to_act)} to act"
        if self.playing:
            note = (f"The bots are playing, one decision every {self.pace:g} s: untick 'bots "
                    "play by themselves' to pause.")
        elif self._bot_to_act():
            note = "A bot decides now: press 'Step bot' (or tick 'bots play by themselves')."
        elif seat_choices(g, g.to_act):
            note = "Click a lit place or section of your sheet, or press a button."
        else:
            note = "Press a button."
        if g.to_act != g.current:
            decider, owner = g.names[g.to_act], g.names[g.current]
            if g.to_act in self.bots:
                hand = f"{owner}'s turn: {decider} ({bot_name(self.bots[g.to_act])}) decides now."
            elif g.players - len(self.bots) < 2:
                hand = f"{owner}'s turn, but {decider} (you) decides now."
            else:
                hand = (f"{owner}'s turn, but {decider} decides now: hand the screen to "
                        f"{decider}; the turn comes back to {owner} afterwards.")
            note = f"{hand} {note}"
        return head, g.question(), note

    def _summary_lines(self) -> list[str]:
        g = self._game
        head, question, note = self._headline()
        lines = [f"{head}. {question}."]
        if note:
            lines.append(note)
        lines.extend(table_lines(g))
        lines.extend(seat_line(g, s, self.bots.get(s)) for s in range(g.players))
        seats = [f"{g.names[s]}: {bot_name(b)}" for s, b in sorted(self.bots.items())]
        lines.append("Bots: " + ("; ".join(seats) if seats else "none") + ".")
        if not g.is_over:
            acts = [a.text for a in g.legal_actions()]
            lines.append(f"Legal actions ({len(acts)}): " + ", ".join(acts) + ".")
        lines.append(RECONSTRUCTED_NOTE + ".")
        return lines

    def _follow_decider(self) -> None:
        """A person who must decide now gets the big sheet (once per new decider)."""
        g = self._game
        decider = None if g.is_over else g.to_act
        if decider != self._decider:
            self._decider = decider
            if decider is not None and decider not in self.bots:
                self._seat = decider
            elif decider is not None and len(self.bots) == g.players:
                self._seat = g.current  # a table of bots: the active player's sheet

    def _refresh(self) -> None:
        """Bring every part in line with the game (values only; no new widgets)."""
        g = self._game
        self._follow_decider()
        big = self._seat
        self._bv.draw(sheet_scene(g, big, theme=self.theme))
        if self.seat_picker.value != big:
            self.seat_picker.value = big
        head, question, note = self._headline()
        self.status.value = status_html(head, question, note)
        self.message.value = message_html(*self._note, self._note_title)
        self.strip.value = self._strip_html()

        acts = [] if g.is_over else g.legal_actions()
        bot_turn = self._bot_to_act()
        per_kind: dict[str, list[w.Button]] = {k: [] for k in KINDS}
        self._pressed = {}
        shown = []
        if not any(a.text in self._both for a in acts):
            self._both = []
        for i, a in enumerate(acts):
            b = self._button(i)
            words = g.describe(a)
            label = self._label(g, a, words)
            b.description = label[:1].upper() + label[1:]
            b.tooltip = f"{a.text}: {words}"
            b.disabled = bot_turn
            b.button_style = ("success" if a.text == self._hinted
                              else "info" if a.text in self._both else "")
            self._pressed[id(b)] = a
            per_kind[a.kind if a.kind in per_kind else "other"].append(b)
            shown.append(b)
        self._shown_buttons = shown
        what = what_html([(b.description, g.describe(self._pressed[id(b)])) for b in shown])
        if self.what_line.value != what:
            self.what_line.value = what
        if acts and g.to_act != g.current:
            title = f"{g.names[g.to_act]}'s decision"
            for k in ("follow", "choice"):
                html = f"<b style='font-size:15px'>{escape(title)}: {KIND_TITLES[k].lower()}</b>"
                if self._group_title[k].value != html:
                    self._group_title[k].value = html
        else:
            for k in ("follow", "choice"):
                html = f"<b style='font-size:15px'>{KIND_TITLES[k]}</b>"
                if self._group_title[k].value != html:
                    self._group_title[k].value = html
        for k in KINDS:
            row = tuple(per_kind[k])
            if self._group_row[k].children != row:
                self._group_row[k].children = row
            self._group[k].layout.display = "flex" if row else "none"
        self.undo_button.disabled = not g.history()
        self.hint_button.disabled = g.is_over or bot_turn
        self.step_button.disabled = not bot_turn or self.playing
        self.finish_button.disabled = not bot_turn
        self.bot_controls.layout.display = "flex" if self.bots else "none"

        self.table_box.value = self._box_html("On the table", table_lines(g))
        self.cards_box.value = self._box_html(f"{g.names[big]}'s cards", cards_lines(g, big))
        others = tuple(self._small_boxes[s] for s in range(g.players) if s != big)
        if self.others_box.children != others:
            self.others_box.children = others
        for s in range(g.players):
            if s == big:
                continue
            mark = " · decides now" if (not g.is_over and g.to_act == s) else ""
            self.small_titles[s].value = (f"<b style='font-size:15px'>{escape(self._who(s))}"
                                          f"</b><span style='font-size:14px'>{mark}</span>"
                                          f"<br><span style='font-size:13px'>{THUMB_NOTE}"
                                          "</span>")
            # what the small picture shows: drawn again only when that changes
            key = repr((g.sheet(s), g.palace(), None if g.is_over else g.caravan, self.theme))
            if self._small_svg.get(s) != key:
                self._small_svg[s] = key
                svg = str(sheet_svg(g, s, highlight=(), theme=self.theme, hidden=True))
                self.small[s].value = svg.encode("utf-8")
        self.log_box.value = log_html(g.log_text())
        self.summary_box.value = summary_html(self._summary_lines())

    def _strip_html(self) -> str:
        """The bots' decisions since the last human one, newest last (at most the last 8),
        each in the game's words: what a learner missed while the bots played."""
        if not self._recent or len(self.bots) == self._game.players:
            return ""
        g = self._game
        shown = self._recent[-8:]
        more = len(self._recent) - len(shown)
        lines = [f"{self._who(seat)}: {g.describe(text)}" for seat, text in shown]
        head = "Since your last decision" + (f" ({more} earlier not shown)" if more else "")
        body = "".join(f"<div>{escape(t)}</div>" for t in lines)
        return ("<div style='font-size:14px;line-height:1.35;"
                "color:var(--jp-ui-font-color1, #444);border-left:4px solid #999;"
                f"padding:2px 8px;margin:2px 0'><b>{escape(head)}</b>{body}</div>")

    @staticmethod
    def _label(g: Game, a: Action, words: str) -> str:
        """A button's words, short (``engine.labels.cw_label``: the place of a card in the hand
        or the display, the place of an action, a Guild card's id and what it gives); the
        tooltip has the game's whole words."""
        return cw_label(g, a)

    @staticmethod
    def _box_html(title: str, lines: list[str]) -> str:
        body = "".join(f"<div>{escape(t)}</div>" for t in lines)
        return (f"<div style='font-size:14px;line-height:1.4;border:1px solid #bbb;"
                f"border-radius:6px;padding:4px 8px;margin:6px 0'><b>{escape(title)}</b>"
                f"{body}</div>")


__all__ = ["ChooseWriteTable", "cards_lines", "seat_line", "table_lines"]
