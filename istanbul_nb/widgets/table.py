"""Table: a whole game of Istanbul on the projector, played by learners and bots.

The board with every piece on the canvas (click a lit place to move there), the question of the
moment, the legal actions as buttons grouped by kind, a strip of what each seat did last (also
drawn on the board: an arrow from where each merchant came, a tab on the place it acted at),
the panel of the seat to act, undo and redo, bots on any seat, a hint that outlines its place;
folded away below: every player's panel, the narrated log, a replay slider, scripted dice, save
and load, the bots' pace, theme and names, and the table in words.

The board and the controls fit one screen (``common.board_frame``): side by side when there is
room, else the question above the board and the buttons below it.

Every word is in the table's language (``lang``; a menu beside undo and hint, each language in
its own words, switches it and redraws the question, the buttons, the panels, the log and the
board's names).

The widget holds no rules and writes no sentence: ``istanbul_nb.session.Session`` does (the
bots, undo and redo, replay, hints, dice, save and load, what a click means, every word), and
this widget draws its ``view()`` and routes the page's events to it. Bots answering a click on
the page play at a visible pace (``session_loop.SessionLoop``): ``pace`` seconds between two
decisions; a line of code (``table.play("end")``) gets the bots' answers at once.

It updates in place: widgets are made once and then only their values change, and the canvas
repaints only the layers that changed, in one batched message.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from html import escape
from typing import Any

import ipywidgets as w

from ..engine import Action, Game, new_game
from ..i18n import check_language, tr
from ..render.game_scene import game_scene, seat_fill, seat_letters
from ..render.svg import SvgPicture
from ..render.themes import theme as _theme
from ..session import PACE, Session, parse_dice, plain_refusal
from ..session.panels import build_panel
from ..session.words import CONTROLS, FOLDS, PACES, pace_words
from . import table_panels as tp
from .common import (
    BoardView,
    board_frame,
    download_link,
    lang_class,
    picture_bundle,
    relabel_language_menu,
)
from .review_view import ReviewView
from .session_loop import SessionLoop, control, relabel, row, set_changed
from .table_fit import RESERVE_BELOW, TableFit, beside, canvas_width


class Table(SessionLoop, TableFit, w.VBox):
    """A game of Istanbul to play in a notebook; ``bots={seat: bot}`` seats bots.

    ``table.game`` is the live game (replaced by ``load_json`` and "play from here"); the
    programmatic API (``play``, ``click``, ``buttons``, ``undo``, ``redo``, ``replay``,
    ``hint``, ``set_dice``, ``load_json``, ``to_json``, ``summary``, ``run_bots``,
    ``wait_for_bots``) is what the buttons call. ``pace`` is the seconds between two bot
    decisions when the bots answer a click on the page; ``auto_play`` (default: on when a
    human sits at the table) ticks "bots play by themselves". ``table.session`` is the
    headless session behind it. Once the game is over (or a save was loaded), "Review this
    game" (``table.review``, a ``review_view.ReviewView``) scores a seat's decisions with
    ``review_analyser`` (default: the search bot; ``game_review.GreedyAnalyser()`` is instant).
    """

    def __init__(self, game: Game | None = None, bots: Mapping[int, object] | None = None,
                 hint_bot: object | None = None, theme: str = "light", lang: str | None = None,
                 auto_play: bool | None = None, pace: float = PACE,
                 review_analyser: Any = None) -> None:
        game = new_game() if game is None else game
        if not isinstance(game, Game):
            raise ValueError(f"Table needs a Game (istanbul_nb.new_game(...)), not {game!r}")
        self.session = Session(game, bots, hint_bot, auto_play, pace, lang, panel=build_panel)
        lang = self.session.lang  # checked; None: the kit's default language
        self._saved_at: int | None = None
        self._quiet = False
        self._loaded = False
        self.review = ReviewView(lambda: self.session.game, self._person, review_analyser,
                                 lang=self.session.lang)
        self._bv = BoardView(theme, lang, self._page_click, self._refresh, pixel_ratio=2,
                             reserve=RESERVE_BELOW)
        self.status, self.message, self.strip, self.active_panel = (w.HTML() for _ in range(4))
        self._make_controls(self.session.game_kind.kinds)
        self.pace_picker = w.Dropdown(options=self._pace_options(pace, lang), value=pace,
                                      description=tr(CONTROLS["pace"][0], lang),
                                      style={"description_width": "initial"})
        self.pace_picker.observe(lambda c: setattr(self.session, "pace", c["new"]), "value")
        # the full panels fold away; the one of the seat to act sits under the board
        self.panels = [w.HTML(layout=w.Layout(width="345px")) for _ in range(game.players)]
        self.panel_box = w.HBox(self.panels, layout=w.Layout(flex_flow="row wrap"))
        # continuous_update would make the browser send back every value the kernel sets (its
        # slider reports programmatic updates too), which would look like a replay request
        self.replay_slider = w.IntSlider(value=0, min=0, max=0,
                                         description=tr(CONTROLS["replay"][0], lang),
                                         continuous_update=False, layout=w.Layout(width="520px"))
        self.replay_label = w.HTML()
        self.live_button = control("live", "fast-forward", lang)
        self.branch_button = control("branch", "code-fork", lang)
        self.replay_slider.observe(self._on_slider, names="value")
        self.live_button.on_click(
            lambda _: self._control(lambda: self.replay(len(self.game.history()))))
        self.branch_button.on_click(lambda _: self._control(self.play_from_here))
        self.log_box, self.summary_box = w.HTML(), w.HTML()
        self.dice_text = w.Text(placeholder=tr(CONTROLS["next_dice"][1], lang),
                                description=tr(CONTROLS["next_dice"][0], lang),
                                layout=w.Layout(width="220px"))
        self.dice_button = control("dice", "cube", lang)
        self.dice_button.on_click(lambda _: self._control(self.set_dice, self.dice_text.value))
        self._save_load_controls()
        # a border (the Tavern's barrier: up to 31 of them) is chosen by a click on the board;
        # its buttons wait folded away, under the place actions
        self._edge_row = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.edge_fold = w.Accordion(children=[self._edge_row],
                                     titles=(tr(FOLDS["borders"], lang),),
                                     selected_index=None,
                                     layout=w.Layout(display="none", margin="2px 0"))
        self.edge_fold.add_class("ist-edge-list")
        groups = [self._group[k] for k in self._kinds]
        at = self._kinds.index(self.session.game_kind.borders_after) + 1
        self.actions_box = w.VBox([*groups[:at], self.edge_fold, *groups[at:], self.what_line])
        self.actions_box.add_class("ist-actions")
        # the names the frame's style sheet orders them by when it stacks (common.FRAME_CSS)
        for part, name in ((self.status, "ist-status"), (self.message, "ist-message"),
                           (self.strip, "ist-strip"), (self.active_panel, "ist-panel")):
            part.add_class(name)
        # the language menu sits with undo and hint: in view, whatever the learner reads
        self.language_menu = self._bv.lang_picker
        controls = row(self.undo_button, self.redo_button, self.hint_button, self.language_menu)
        controls.add_class("ist-controls")
        replay = row(self.replay_slider, self.replay_label, self.live_button, self.branch_button)
        teacher = w.VBox([row(self.dice_text, self.dice_button),
                          row(self.save_button, self.save_link, self.upload),
                          row(self.pace_picker, self._bv.theme_picker),
                          self._bv.note])
        children, self.folds = board_frame(
            self._bv, ask=[self.strip, self.status, self.message],
            act=[self.actions_box, controls, self.bot_controls], below=[self.active_panel],
            folds=[(tr(FOLDS[k], lang), part) for k, part in self._fold_parts(replay, teacher)])
        self._shown_lang = lang
        # a tall picture (a 5x5 board, holdings under it) moves the seat's panel beside it
        self._below_box: w.Box = self._bv.column.children[1]
        self._act_box: w.Box = children[1].children[1].children[1]
        self._act = (self.actions_box, controls, self.bot_controls)
        # the review sits between the table and the folds: in view once the game is over
        style, top, folds = children
        super().__init__([style, top, self.review, folds])
        for name in ("istanbul-table", "ist-board-table", "ist-frame", lang_class(lang)):
            self.add_class(name)  # ist-board-table: its own stacked order (common)
        self._refresh()

    def __repr__(self) -> str:
        """Short: what a notebook stores as text beside the picture of the table."""
        return f"Table({self.session.short()})"

    def _repr_mimebundle_(self, include: Collection[str] | None = None,
                          exclude: Collection[str] | None = None,
                          **kwargs: Any) -> dict[str, Any]:
        """The live table, and the board with its pieces as SVG for a notebook read without
        a kernel (GitHub, nbviewer, nbconvert)."""
        return picture_bundle(self, repr(self), self.svg, include, exclude)

    # -- what a notebook or a test reads ---------------------------------------------------------
    game = property(lambda self: self.session.game,
                    doc="The live game (a new object after ``load_json`` or "  # i18n: not shown
                        "``play_from_here``).")
    shown = property(lambda self: self.session.shown,
                     doc="The game as the table shows it: the live one, or a "  # i18n: not shown
                         "replayed step.")
    bots = property(lambda self: self.session.bots, doc="The bots, by seat.")  # i18n: not shown
    theme = property(lambda self: self._bv.theme)

    @property
    def lang(self) -> str:
        """The table's language ("en", "ko", "zh-Hant", "de"): its menu's; setting it (an
        alias such as "ko-KR" too) redraws every word; an unknown code is a ValueError and
        changes nothing."""
        return self._bv.lang

    @lang.setter
    def lang(self, value: str) -> None:
        self.language_menu.value = check_language(value)

    @property
    def pace(self) -> float:
        """Seconds between two bot decisions when the bots answer a click on the page."""
        return float(self.pace_picker.value)

    @property
    def buttons(self) -> list[w.Button]:
        """The action buttons now on show, in the engine's order."""
        return list(self._shown_buttons)

    @property
    def summary(self) -> str:
        """The state of the shown game in sentences (also in the page, for screen readers)."""
        return "\n".join(self.session.summary())

    @property
    def log_text(self) -> str:
        """The whole narrated log of the shown game, in the table's language."""
        return tp.log_text(self.shown, self.lang)

    def to_json(self) -> str:
        """The live game as JSON (``Game.from_json`` or ``table.load_json`` reads it back)."""
        return self.session.to_json()

    def svg(self) -> SvgPicture:
        """The shown game as the canvas shows it (pieces, last moves, a hint's outline), as
        static SVG: what a notebook stores and GitHub shows."""
        return self._bv.picture()

    # -- what the page and a notebook do: the session decides, the table repaints ----------------
    def play(self, action: Action | str) -> None:
        """Apply an action (or its text) for the seat to act; bots answer when auto-play is on.
        An illegal action raises ``IllegalAction``, shows why, and changes nothing."""
        self._do(self.session.play, action)

    def click(self, x: float, y: float) -> None:
        """A mouse-down at board pixel (x, y) (the scene's pixels, whatever the canvas's size
        on the page): move to (or send the family to) a lit place; choose a lit border (the
        Tavern's barrier) by clicking it, or its two places one after the other."""
        edges, scene = self.session.borders(), self._bv.view.scene
        edge = (scene.geometry.edge_at(x, y, reach=scene.geometry.cell * 0.1)
                if edges and scene is not None else None)
        if edge in edges:
            self._do(self.session.click_border, *edge)
        else:
            self._do(self.session.click_place, self._bv.view.hit(x, y))

    def step_bot(self) -> bool:
        """Let the bot whose seat is to act make one decision; False when no bot is to act."""
        return self._do(self.session.step_bot, stop=True)

    def run_bots(self) -> int:
        """The bots make all their decisions now, up to the next human decision (or the end),
        whether or not they play by themselves; a paced run stops first. Returns how many."""
        return self._do(self.session.run_bots, stop=True)

    def hint(self) -> tuple[Action, str] | None:
        """A bot's suggestion for the seat to act and its reason; shown and returned."""
        return self._do(self.session.hint, refused=()) or None

    def undo(self) -> bool:
        """Take back the last decision; with bots at the table, back to the last human one.
        False (with a message, nothing changed) when there is nothing to undo or the game's
        learner mode refuses it."""
        return bool(self._do(self.session.undo, stop=True, refused=[]))

    def redo(self) -> bool:
        """Play again what undo took back (as far as the next human decision)."""
        return bool(self._do(self.session.redo, stop=True, refused=[]))

    def replay(self, k: int) -> None:
        """Show the game after its first ``k`` decisions (the slider); the last step is now."""
        if k != len(self.game.history()):
            self._stop_bots()
        self._do(self.session.replay, k)

    def play_from_here(self) -> None:
        """Continue the game from the replayed step; the later decisions wait in redo."""
        self._do(self.session.play_from_here, stop=not self.session.live, refused=True)

    def set_dice(self, dice: str | list[int]) -> None:
        """Script the next dice: ``"3 4"`` or ``[3, 4]``; bad input shows why, changes nothing."""
        self._do(self.session.set_dice, dice)
        self.dice_text.value = ""

    def load_json(self, text: str | bytes) -> None:
        """Replace the game by a saved one; a bad file raises ValueError, is explained in the
        widget, and the game stays as it was."""
        before = self.session.game
        try:
            self._do(self.session.load_json, text)
        finally:
            if self.session.game is not before:
                self._stop_bots()
                self._loaded = True
                self._refresh()

    # -- the page's events -----------------------------------------------------------------------
    def _page_click(self, x: float, y: float) -> None:
        """The canvas's mouse-down (already in board pixels)."""
        self._control(self.click, x, y)

    def _on_slider(self, change: dict) -> None:
        if not self._quiet:
            self._control(self.replay, int(change["new"]))

    def _save_link(self) -> None:
        self._saved_at = len(self.game.history())
        self.save_link.value = download_link(f"istanbul-turn-{self.game.turn}.json",
                                             self.to_json(), self.lang)

    def _set_slider(self, value: int, maximum: int) -> None:
        # one message with both: a browser given the new value before the new maximum would
        # clamp it and send the clamped value back, which would look like a replay request
        self._quiet = True
        try:
            with self.replay_slider.hold_sync():
                if maximum > self.replay_slider.max:
                    self.replay_slider.max, self.replay_slider.value = maximum, value
                else:
                    self.replay_slider.value, self.replay_slider.max = value, maximum
        finally:
            self._quiet = False

    # -- the language --------------------------------------------------------------------------
    def _fold_parts(self, replay: w.Widget, teacher: w.Widget) -> list[tuple[str, w.Widget]]:
        """The folds' keys (their titles in ``FOLDS``) and what each holds, in order."""
        return [("panels", self.panel_box), ("log", self.log_box), ("replay", replay),
                ("teacher", teacher), ("words", self.summary_box)]

    @staticmethod
    def _pace_options(pace: float, lang: str) -> list[tuple[str, float]]:
        options = [(tr(words, lang), value) for words, value in PACES]
        if pace not in [v for _, v in options]:
            options.append((tr(pace_words(pace), lang), float(pace)))
        return options

    def _relabel(self, lang: str) -> None:
        """Every fixed word of the table in ``lang``: its controls, pickers and folds (the
        view's words follow the session's language by themselves)."""
        self._relabel_controls(lang)
        for widget, key in ((self.live_button, "live"), (self.branch_button, "branch"),
                            (self.dice_button, "dice")):
            relabel(widget, key, lang)
        self.replay_slider.description = tr(CONTROLS["replay"][0], lang)
        self.dice_text.description = tr(CONTROLS["next_dice"][0], lang)
        self.dice_text.placeholder = tr(CONTROLS["next_dice"][1], lang)
        self.pace_picker.description = tr(CONTROLS["pace"][0], lang)
        pace = self.pace_picker.value
        self.pace_picker.options = self._pace_options(pace, lang)  # resets the choice: put back
        self.pace_picker.value = pace
        self.edge_fold.titles = (tr(FOLDS["borders"], lang),)
        self.folds.titles = tuple(tr(FOLDS[k], lang) for k in
                                  ("panels", "log", "replay", "teacher", "words"))
        relabel_language_menu(self.language_menu)
        self.review.set_language(lang)
        self.remove_class(lang_class(self._shown_lang))
        self.add_class(lang_class(lang))  # the language's fonts (common.LANGUAGE_CSS)
        if self._saved_at is not None:  # the download link says "Download" in the language
            self._save_link()
        self._shown_lang = lang

    # -- drawing ---------------------------------------------------------------------------------
    def _refresh(self) -> None:
        """Bring every part in line with the session's view (values only; no new widgets)."""
        s = self.session
        s.lang = self.lang
        if s.lang != self._shown_lang:
            self._relabel(s.lang)
        v, g = s.view(), s.shown
        self._sync_auto()
        self._set_slider(v.step, v.steps)
        turns = dict(v.last_turns)
        # the 5x5 board's seat boxes two a row beside it: drawn as small as its canvas, one a
        # row would make the picture far taller than the board
        two = 2 if beside(g) else False
        hint = (v.hint.place, v.hint.words) if v.hint is not None else None
        self._draw(lambda size: game_scene(
            g, highlight=v.lit, selected=v.picked, theme=self.theme, lang=self.lang,
            size=size, trails=turns, hint=hint, beside=two))
        self._place_panel()
        who = None
        if v.decider is not None:
            p = g.player(v.decider)
            marks = seat_letters(g.player(i).colour for i in range(g.players))
            who = (p.name, seat_fill(p.colour, v.decider, _theme("light")), marks[v.decider])
        self.status.value = tp.status_html(v.headline, v.question, v.note, who, self.lang)
        self.message.value = tp.message_html(list(v.message), v.message_kind, v.message_title,
                                             self.lang)
        self.strip.value = tp.turns_html(g, v.turns, self.lang)
        edge_buttons = self._show_buttons(v)  # the border buttons, folded away
        set_changed(self._edge_row, children=tuple(edge_buttons))
        self.edge_fold.layout.display = "flex" if edge_buttons else "none"
        if not edge_buttons and self.edge_fold.selected_index is not None:
            self.edge_fold.selected_index = None  # the next barrier starts folded again
        elif any(bv.style == "success" for bv in v.borders):
            self.edge_fold.selected_index = 0  # a hinted border's green button is seen
        for seat, panel in enumerate(self.panels):
            panel.value = tp.player_panel(g, seat, v.bots.get(seat), self.lang)
        self.active_panel.value = tp.player_panel(g, v.focus, v.bots.get(v.focus), self.lang,
                                               compact=True)
        words = escape(v.replay_words)
        self.replay_label.value = f"<span style='font-size:15px'>{words}</span>"  # i18n: not shown
        self.live_button.disabled = self.branch_button.disabled = v.live
        self.log_box.value = tp.log_html(tp.log_text(g, self.lang), lang=self.lang)
        if self._saved_at is not None and self._saved_at != v.steps:
            self.save_link.value = ""
            self._saved_at = None
        self.summary_box.value = tp.summary_html(list(v.summary), self.lang)
        self.review.offer(self.game.is_over or self._loaded)


__all__ = ["Table", "canvas_width", "parse_dice", "plain_refusal"]
