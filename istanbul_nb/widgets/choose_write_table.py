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

The widget holds no rules and writes no sentence: ``istanbul_nb.session.Session`` does (the
same session as the board game's ``Table``: bots, undo, hints, save and load, which sheet is
big, what a click on a region means, every word), and this widget draws its ``view()`` with
``render.choose_write.sheet_scene`` and routes the page's events to it. Bots answering a click
on the page play at a visible pace (``session_loop.SessionLoop``); a line of code
(``table.play("at 8")``) gets the bots' answers at once, as a notebook expects.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from html import escape
from typing import Any

import ipywidgets as w

from ..choose_write import Action, Game, new_game
from ..i18n import check_language, tr
from ..render.choose_write import SheetScene, sheet_scene, sheet_svg
from ..render.svg import SvgPicture, fit_width
from ..session import PACE, Session
from ..session.sheet import (
    KIND_TITLES,
    KINDS,
    SOURCE_NOTE,
    THUMB_NOTE,
    cards_lines,
    seat_line,
    table_lines,
)
from ..session.words import CONTROLS, DECIDES_NOW, FOLDS
from .common import BoardView, board_frame, download_link, picture_bundle
from .review_view import ReviewView
from .session_loop import SessionLoop, row, set_changed
from .table_panels import log_html, message_html, status_html, summary_html

#: Window height (px) kept for what is not the big sheet: the notebook's bars, and (when the
#: frame stacks, under ``common.STACK_WIDE`` pixels) the question above the sheet and the first
#: buttons under it. 320 leaves the sheet 480 pixels tall at 1280x800, where its words
#: (``render.choose_write.TEXT``) are 11 CSS pixels; 380 left them 9.7.
RESERVE = 320
#: The stored picture's greatest width in pixels (the output column at 1280x800 with the file
#: browser open is about 845 px).
STORED_WIDTH = 800
#: The folds under the table, in order (``session.words.FOLDS``' keys).
FOLD_KEYS = ("log", "words", "sheet_tools")
#: The small sheets' CSS width: thumbnails (their words are about 4 pixels), each captioned
#: with ``THUMB_NOTE``, the way to read one full size.
SMALL = "300px"


def _span(size: int, text: str, escaped: bool = False) -> str:
    """``text`` (escaped here unless it is already) in a span of ``size`` CSS pixels."""
    body = text if escaped else escape(text)
    return f"<span style='font-size:{size}px'>{body}</span>"  # i18n: not shown


def _box_html(title: str, lines: tuple[str, ...]) -> str:
    body = "".join(f"<div>{escape(t)}</div>" for t in lines)
    return (f"<div style='font-size:14px;line-height:1.4;border:1px solid #bbb;"  # i18n: not shown
            f"border-radius:6px;padding:4px 8px;margin:6px 0'><b>{escape(title)}</b>"
            f"{body}</div>")


def _strip_html(title: str, lines: tuple[str, ...]) -> str:
    """The bots' decisions since the learner's last one (``TableView.recent``)."""
    if not lines:
        return ""
    body = "".join(f"<div>{escape(t)}</div>" for t in lines)
    return ("<div style='font-size:14px;line-height:1.35;"  # i18n: not shown
            "color:var(--jp-ui-font-color1, #444);border-left:4px solid #999;"
            f"padding:2px 8px;margin:2px 0'><b>{escape(title)}</b>{body}</div>")


class ChooseWriteTable(SessionLoop, w.VBox):
    """A game of Choose & Write to play in a notebook; ``bots={seat: bot}`` seats bots.

    ``table.game`` is the live game; ``play``, ``click``, ``buttons``, ``undo``, ``hint``,
    ``show``, ``step_bot``, ``run_bots``, ``summary``, ``svg`` and ``to_json`` are what the page's
    controls call. ``auto_play`` (default: on when a person sits at the table) ticks "bots play
    by themselves". ``hint_bot`` (any object with ``explain(game) -> (action, reason)``; the
    kit's greedy bot when not given) answers the Hint button. ``table.session`` is the
    headless session behind it. ``lang`` is the table's language (None: the session's,
    ``ist.set_language``); the language menu or ``set_language`` changes it.
    """

    def __init__(self, game: Game | None = None, bots: Mapping[int, object] | None = None,
                 theme: str = "light", auto_play: bool | None = None,
                 pace: float = PACE, hint_bot: object | None = None,
                 review_analyser: Any = None, lang: str | None = None) -> None:
        game = new_game() if game is None else game
        if not isinstance(game, Game):
            raise ValueError("ChooseWriteTable needs a Choose & Write game "
                             f"(choose_write.new_game(...)), not {game!r}"[:160])
        code = check_language(lang)
        self.session = Session(game, bots, hint_bot, auto_play, pace, lang=code)
        self._loaded = False
        # "Review this game" once it is over or a save was loaded (as at the board game's Table)
        self.review = ReviewView(lambda: self.session.game, self._person, review_analyser)
        self._bv = BoardView(theme, code, self._page_click, self._refresh, pixel_ratio=2,
                             reserve=RESERVE)
        self.status, self.message, self.strip = w.HTML(), w.HTML(), w.HTML()
        self.table_box, self.cards_box = w.HTML(), w.HTML()
        self._make_controls(KINDS)
        self.actions_box = w.VBox([*(self._group[k] for k in KINDS), self.what_line])
        self.actions_box.add_class("ist-actions")
        # the sheet shown big: a person's while they decide; any seat by pressing its name
        self.seat_picker = w.ToggleButtons(
            options=[(self.session.who(s), s) for s in range(game.players)],
            value=self.session.seat, description=tr(CONTROLS["big_sheet"][0], code),
            style={"description_width": "initial", "button_width": "auto"})
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
        self.log_box, self.summary_box = w.HTML(), w.HTML()
        self._save_load_controls()
        self._source_note = note = w.HTML()
        children, self.folds = board_frame(
            self._bv, ask=[self.status, self.message],
            act=[self.actions_box, row(self.undo_button, self.hint_button), self.bot_controls,
                 self.strip, self.cards_box],
            below=[self.table_box, self.seat_picker, self.others_box],
            folds=[(FOLDS[FOLD_KEYS[0]], self.log_box), (FOLDS[FOLD_KEYS[1]], self.summary_box),
                   (FOLDS[FOLD_KEYS[2]],
                    w.VBox([row(self.save_button, self.save_link, self.upload),
                            row(self._bv.theme_picker, self._bv.lang_picker), note]))])
        style, top, folds = children   # the review between the table and the folds
        super().__init__([style, top, self.review, folds])
        # a sheet is 1.7 times as wide as tall: beside the controls it would be squeezed in a
        # notebook with its file browser open, so the frame stacks sooner (common.STACK_WIDE),
        # and stays stacked until beside is as wide (STACK_SHEET)
        for name in ("istanbul-table", "ist-frame", "ist-wide", "ist-sheet"):
            self.add_class(name)
        self._refresh()

    def __repr__(self) -> str:
        return f"ChooseWriteTable({self.session.short()})"

    def _repr_mimebundle_(self, include: Collection[str] | None = None,
                          exclude: Collection[str] | None = None,
                          **kwargs: Any) -> dict[str, Any]:
        """The live table, and the big sheet as SVG for a notebook read without a kernel."""
        return picture_bundle(self, repr(self), self.svg, include, exclude)

    # -- what a notebook or a test reads ---------------------------------------------------------
    game = property(lambda self: self.session.game, doc="The live game.")  # i18n: not shown
    seat = property(lambda self: self.session.seat,
                    doc="The seat whose sheet is shown big.")  # i18n: not shown
    bots = property(lambda self: self.session.bots, doc="The bots, by seat.")  # i18n: not shown
    theme = property(lambda self: self._bv.theme)
    lang = property(lambda self: self._bv.lang,
                    doc="The table's language ('en', 'ko', ...).")  # i18n: not shown
    log_text = property(lambda self: self.session.game.log_text(lang=self.lang))

    def set_language(self, lang: str) -> None:
        """Show the table in ``lang`` ("en", "ko", "zh-Hant", "de"; "ko-KR" and the like too):
        every word, the sheets and the log are drawn again. A clear ValueError (nothing
        changed) for a language the kit does not speak."""
        code = check_language(lang)
        if code != self._bv.lang_picker.value:
            self._bv.lang_picker.value = code      # the menu's observer redraws
        else:
            self._refresh()

    @property
    def pace(self) -> float:
        """Seconds between two bot decisions when the bots answer a click on the page."""
        return self.session.pace

    @pace.setter
    def pace(self, value: float) -> None:
        self.session.pace = value

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
        return "\n".join(self.session.summary())

    def svg(self) -> SvgPicture:
        """The big sheet as the canvas shows it, as static SVG, at most ``STORED_WIDTH`` pixels
        wide so the picture a notebook stores fits JupyterLab's output column at 1280x800."""
        return fit_width(self._bv.picture(), STORED_WIDTH)

    def to_json(self) -> str:
        """The live game as JSON (``choose_write.Game.from_json`` or ``load_json`` reads it)."""
        return self.session.to_json()

    # -- what the page and a notebook do: the session decides, the table repaints ----------------
    def load_json(self, text: str | bytes) -> None:
        """Replace the game by a saved one; a bad file raises ValueError, is explained in the
        widget, and the game stays as it was."""
        before = self.session.game
        try:
            self._do(self.session.load_json, text)
        finally:
            if self.session.game is not before:
                self._stop_bots()
                self._small_svg = {}
                self._loaded = True
                self._changed()

    def play(self, action: Action | str) -> None:
        """Apply an action (or its text) for the seat to act; bots answer when auto-play is on.
        An illegal action raises ``IllegalAction``, shows why, and changes nothing."""
        self._do(self.session.play, action)

    def click(self, x: float, y: float) -> None:
        """A mouse-down at (x, y) in the big sheet's pixels: a lit region plays its action (or,
        with several, lights their buttons)."""
        self._do(self.session.click_region, self.scene.region_at(x, y))

    def show(self, seat: int) -> None:
        """Show ``seat``'s sheet big."""
        self._do(self.session.show, seat)

    def undo(self) -> bool:
        """Take back the last decision; with bots at the table, back to the last human one.
        False (with a message, nothing changed) when there is nothing to undo or learner mode
        refuses it."""
        return bool(self._do(self.session.undo, stop=True, refused=[]))

    def redo(self) -> bool:
        """Play again what undo took back (as far as the next human decision)."""
        return bool(self._do(self.session.redo, stop=True, refused=[]))

    def hint(self) -> tuple[str, str] | None:
        """A bot's suggestion for the seat to act and its reason (``hint_bot``, by default the
        kit's greedy bot): shown, its button coloured, and returned as (action text, reason);
        None when there is nothing to suggest or the bot cannot play this game."""
        got = self._do(self.session.hint, refused=())
        return (got[0].text, str(got[1])) if got else None

    def step_bot(self) -> bool:
        """Let the bot whose seat is to act make one decision; False when no bot is to act."""
        return self._do(self.session.step_bot, stop=True)

    def run_bots(self) -> int:
        """The bots decide now, up to the next human decision (or the end); how many."""
        return self._do(self.session.run_bots, stop=True)

    # -- the page's events -----------------------------------------------------------------------
    def _page_click(self, x: float, y: float) -> None:
        self._control(self.click, x, y)

    def _save_link(self) -> None:
        self.save_link.value = download_link(f"choose-write-turn-{self.game.turn}.json",
                                             self.to_json())

    def _on_pick(self, change: dict) -> None:
        if change["new"] != self.session.seat:
            self.show(int(change["new"]))

    # -- drawing ---------------------------------------------------------------------------------
    def _refresh(self) -> None:
        """Bring every part in line with the session's view (values only; no new widgets)."""
        lang = self.lang
        self.session.lang = lang
        v, g = self.session.view(), self.session.game
        self._sync_auto()
        big = v.focus
        self._bv.draw(sheet_scene(g, big, theme=self.theme, lang=lang))
        self.seat_picker.description = tr(CONTROLS["big_sheet"][0], lang)
        self._source_note.value = _span(14, tr(SOURCE_NOTE, lang))
        set_changed(self.seat_picker, value=big)
        # the session words its view in its language; ``tr`` shows any message still left
        # as one (a game's question, a refusal) in the table's
        self.status.value = status_html(tr(v.headline, lang), tr(v.question, lang),
                                        tr(v.note, lang))
        self.message.value = message_html([tr(t, lang) for t in v.message], v.message_kind,
                                          tr(v.message_title, lang))
        self.strip.value = _strip_html(tr(v.recent_title, lang),
                                       tuple(tr(t, lang) for t in v.recent))
        self._show_buttons(v)
        (table_title, table), (cards_title, cards) = v.boxes
        self.table_box.value = _box_html(tr(table_title, lang), tuple(tr(t, lang) for t in table))
        self.cards_box.value = _box_html(tr(cards_title, lang), tuple(tr(t, lang) for t in cards))
        set_changed(self.folds, titles=tuple(tr(FOLDS[k], lang) for k in FOLD_KEYS))
        set_changed(self.others_box, children=tuple(self._small_boxes[s]
                                                    for s in range(g.players) if s != big))
        for s in range(g.players):
            if s == big:
                continue
            mark = (f" · {escape(tr(DECIDES_NOW, lang))}" if (not g.is_over and g.to_act == s)
                    else "")
            self.small_titles[s].value = (
                f"<b style='font-size:15px'>{escape(self.session.who(s))}</b>"  # i18n: not shown
                + _span(14, mark, escaped=True) + "<br>" + _span(13, tr(THUMB_NOTE, lang)))
            # what the small picture shows: drawn again only when that changes
            key = repr((g.sheet(s), g.palace(), None if g.is_over else g.caravan, self.theme,
                        lang))
            if self._small_svg.get(s) != key:
                self._small_svg[s] = key
                svg = str(sheet_svg(g, s, highlight=(), theme=self.theme, hidden=True,
                                    lang=lang))
                self.small[s].value = svg.encode("utf-8")
        self.log_box.value = log_html(g.log_text(lang=lang))
        self.summary_box.value = summary_html([tr(t, lang) for t in v.summary])
        self.review.offer(g.is_over or self._loaded)


__all__ = ["KINDS", "KIND_TITLES", "ChooseWriteTable", "cards_lines", "seat_line",
           "table_lines"]
