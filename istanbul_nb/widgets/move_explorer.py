"""MoveExplorer: click a place and see where a merchant (or a card, or a tile) can take it.

The widget holds no rules. Every answer comes from ``Board.reachable`` so what a learner sees is
exactly what the engine and the bots use.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

import ipywidgets as w

from ..board import MOVE_KINDS, Board
from ..i18n import N_, Message, _, check_language, join, tr
from ..places import labelled
from ..render.svg import SvgPicture
from ..render.words import and_list
from .common import BoardView, board_frame, html_lines, picture_bundle

#: Learner-facing names for ``MOVE_KINDS``, in the same order (catalogue messages).
KIND_LABELS: dict[str, Message] = {
    # TRANSLATORS: a choice of the move explorer's "Move" menu
    "merchant": _("Merchant: 1 or 2 steps"),
    # TRANSLATORS: a choice of the move explorer's "Move" menu (Letters & Seals)
    "companion": _("Companion: 1 step"),
    # TRANSLATORS: a choice of the move explorer's "Move" menu (a Mocha bonus card)
    "move-3-4": _("Move 3-4 card: exactly 3 or 4 steps"),
    # TRANSLATORS: a choice of the move explorer's "Move" menu (a Mocha tile)
    "straight": _("Long-move tile: any distance in a straight line"),
    # TRANSLATORS: a choice of the move explorer's "Move" menu (a Mocha bonus card)
    "corner": _("Corner card: any corner"),
    # TRANSLATORS: a choice of the move explorer's "Move" menu (a Letters bonus card)
    "any": _("Anywhere (3 lira card)"),
}


def _reach(kind: str, start: int, dest: list[int]) -> Message:
    """The summary's first sentence: from where, which move, how many places and which."""
    n, places, at = len(dest), join(labelled(p) for p in dest), labelled(start)
    # one whole sentence per move kind and per "with a list or not": word order differs
    if kind == "merchant":
        return (N_("From the {start} a merchant reaches {n} place: {places}.",
                   "From the {start} a merchant reaches {n} places: {places}.", n,
                   start=at, places=places) if dest else
                N_("From the {start} a merchant reaches {n} place.",
                   "From the {start} a merchant reaches {n} places.", n, start=at))
    if kind == "companion":
        return (N_("From the {start} a companion reaches {n} place: {places}.",
                   "From the {start} a companion reaches {n} places: {places}.", n,
                   start=at, places=places) if dest else
                N_("From the {start} a companion reaches {n} place.",
                   "From the {start} a companion reaches {n} places.", n, start=at))
    if kind == "move-3-4":
        return (N_("From the {start} the Move 3-4 card reaches {n} place: {places}.",
                   "From the {start} the Move 3-4 card reaches {n} places: {places}.", n,
                   start=at, places=places) if dest else
                N_("From the {start} the Move 3-4 card reaches {n} place.",
                   "From the {start} the Move 3-4 card reaches {n} places.", n, start=at))
    if kind == "straight":
        return (N_("From the {start} a merchant with the long-move tile reaches {n} place: "
                   "{places}.",
                   "From the {start} a merchant with the long-move tile reaches {n} places: "
                   "{places}.", n, start=at, places=places) if dest else
                N_("From the {start} a merchant with the long-move tile reaches {n} place.",
                   "From the {start} a merchant with the long-move tile reaches {n} places.",
                   n, start=at))
    if kind == "corner":
        return (N_("From the {start} the corner card reaches {n} place: {places}.",
                   "From the {start} the corner card reaches {n} places: {places}.", n,
                   start=at, places=places) if dest else
                N_("From the {start} the corner card reaches {n} place.",
                   "From the {start} the corner card reaches {n} places.", n, start=at))
    return (N_("From the {start} the anywhere card reaches {n} place: {places}.",
               "From the {start} the anywhere card reaches {n} places: {places}.", n,
               start=at, places=places) if dest else
            N_("From the {start} the anywhere card reaches {n} place.",
               "From the {start} the anywhere card reaches {n} places.", n, start=at))


class MoveExplorer(w.VBox):
    """Pick a start and a kind of move; the destinations light up and are listed beside.

    The board and the answer fit one screen (``common.board_frame``): side by side when there
    is room, else the answer above the board and the choices below it; the theme and language
    pickers fold away. Every word is in the widget's language (``lang``; None: the session's,
    ``i18n.set_language``), which its language picker changes.
    """

    def __init__(self, board: Board | str = "short-paths", kind: str = "merchant",
                 theme: str = "light", lang: str | None = None) -> None:
        self._board = Board(board) if isinstance(board, str) else board
        if not isinstance(self._board, Board):
            raise ValueError(f"MoveExplorer needs a Board or a layout name, not {board!r}")
        if kind not in MOVE_KINDS:
            raise ValueError(f"unknown movement kind {kind!r}; "
                             f"choose one of {', '.join(MOVE_KINDS)}")
        self._start: int | None = None
        self._pick: int | None = None
        #: what the message line says now, kept as messages so a new language re-says it
        self._said: list[Message] = []
        self._labelled_in: str | None = None
        # one canvas pixel per board pixel: tests/browser/test_lab.py reads the canvas at the
        # board's own size (the Table and the LayoutEditor draw at twice that, for crispness)
        self._bv = BoardView(theme, check_language(lang), self.click, self._refresh,
                             pixel_ratio=1, reserve=200)
        self.kind_picker = w.Dropdown(options=[(str(KIND_LABELS[k]), k) for k in MOVE_KINDS],
                                      value=kind, layout=w.Layout(width="auto",
                                                                  max_width="420px"))
        self.holder_box = w.Checkbox(value=False, indent=False)
        self.barrier_toggle = w.ToggleButton(value=False, icon="minus")
        self.remove_button = w.Button(icon="times")
        self.message = w.HTML()
        self.summary_html = w.HTML()
        self.kind_picker.observe(self._on_kind, names="value")
        self.holder_box.observe(lambda _c: self._refresh(), names="value")
        self.barrier_toggle.observe(self._on_toggle, names="value")
        self.remove_button.on_click(lambda _b: self.remove_barrier())
        children, self.folds = board_frame(
            self._bv,
            ask=[self.summary_html, self.message],
            act=[self.kind_picker, self.holder_box,
                 w.HBox([self.barrier_toggle, self.remove_button],
                        layout=w.Layout(flex_flow="row wrap"))],
            below=[],
            folds=[("", w.VBox([self._bv.theme_picker, self._bv.lang_picker,
                                self._bv.note]))])
        super().__init__(children)
        self.add_class("ist-frame")
        self._refresh()

    @property
    def lang(self) -> str:
        """The widget's language (its language picker's)."""
        return self._bv.lang

    @lang.setter
    def lang(self, value: str) -> None:
        self._bv.lang_picker.value = check_language(value)

    def _relabel(self) -> None:
        """Every label, button and menu choice in the widget's language (once per change)."""
        lang = self.lang
        if lang == self._labelled_in:
            return
        self._labelled_in = lang
        kind = self.kind_picker.value
        self._relabelling = True
        try:
            self.kind_picker.options = [(tr(KIND_LABELS[k], lang), k) for k in MOVE_KINDS]
            self.kind_picker.value = kind
        finally:
            self._relabelling = False
        # TRANSLATORS: the label of the move explorer's menu of moves
        self.kind_picker.description = tr(_("Move"), lang)
        # TRANSLATORS: a checkbox of the move explorer (Mocha & Baksheesh's barrier)
        self.holder_box.description = tr(_("holds the barrier-control tile"), lang)
        # TRANSLATORS: a toggle button of the move explorer
        self.barrier_toggle.description = tr(_("Place barrier"), lang)
        # TRANSLATORS: the tooltip of the "Place barrier" button
        self.barrier_toggle.tooltip = tr(_("then click two adjacent places"), lang)
        # TRANSLATORS: a button of the move explorer
        self.remove_button.description = tr(_("Remove barrier"), lang)
        # TRANSLATORS: the title of the folded part with the picture's theme and language
        self.folds.set_title(0, tr(_("Picture: theme and names"), lang))

    def _say(self, *lines: Message) -> None:
        """Show ``lines`` on the message line, in the widget's language (and again in a new
        language when it changes)."""
        self._said = list(lines)
        self.message.value = html_lines(tr(m, self.lang) for m in lines)

    def _on_kind(self, _change: dict) -> None:
        if not getattr(self, "_relabelling", False):
            self._refresh()

    # -- state a notebook or a test reads --------------------------------------------------
    @property
    def board(self) -> Board:
        """The board as now shown (with its barrier); ``display(explorer.board)`` shows it."""
        return self._board

    @property
    def kind(self) -> str:
        return self.kind_picker.value

    @kind.setter
    def kind(self, value: str) -> None:
        if value not in MOVE_KINDS:
            raise ValueError(f"unknown movement kind {value!r}; "
                             f"choose one of {', '.join(MOVE_KINDS)}")
        self.kind_picker.value = value

    @property
    def holder(self) -> bool:
        """Whether the mover holds the barrier-control tile (then the barrier is no wall)."""
        return self.holder_box.value

    @holder.setter
    def holder(self, value: bool) -> None:
        self.holder_box.value = bool(value)

    @property
    def start(self) -> int | None:
        return self._start

    @property
    def destinations(self) -> tuple[int, ...]:
        """The places the chosen move reaches from the start, sorted; () with no start."""
        if self._start is None:
            return ()
        return tuple(sorted(self._board.reachable(self._start, self.kind, self.holder)))

    @property
    def summary(self) -> str:
        """The summary shown beside the board, as plain text (one sentence per line)."""
        return "\n".join(self._summary_lines())

    def svg(self) -> SvgPicture:
        """The picture the canvas shows now, as static SVG (for saving or for nbviewer)."""
        return self._bv.picture()

    def __repr__(self) -> str:
        """Short: what a notebook stores as text beside the picture (a developer's view, in
        English like Python's own reprs)."""
        layout = f"layout {self._board.layout.name!r}, {self.kind}"
        if self._start is None:
            where = ", no place chosen"  # i18n: not shown
        else:
            n = len(self.destinations)
            plural = "s" if n != 1 else ""
            where = f" from {self._start} reaches {n} place{plural}"
        bar = self._board.barrier
        barrier = f", barrier {bar[0]}|{bar[1]}" if bar is not None else ""
        return f"MoveExplorer({layout}{where}{barrier})"

    def _repr_mimebundle_(self, include: Collection[str] | None = None,
                          exclude: Collection[str] | None = None,
                          **kwargs: Any) -> dict[str, Any]:
        """The live widget, and the board as SVG for a notebook read without a kernel."""
        return picture_bundle(self, repr(self), self.svg, include, exclude)

    # -- actions ----------------------------------------------------------------------------
    def select(self, place: int) -> None:
        """Make ``place`` the start; ValueError when it is not on this board."""
        if isinstance(place, bool) or not isinstance(place, int) or place not in self._board.places:
            raise ValueError(f"{place!r} is not a place on the board {self._board.layout.name!r}")
        self._start = place
        self._refresh()

    def set_barrier(self, a: int, b: int) -> None:
        """Put the barrier between adjacent a and b; ValueError (and no change) otherwise."""
        self._board = self._board.with_barrier(a, b)
        self._pick = None
        # TRANSLATORS: the move explorer's message after the barrier is placed
        self._say(_("The barrier now lies between {a} and {b}.", a=labelled(a), b=labelled(b)))
        self._refresh()

    def remove_barrier(self) -> None:
        self._board = self._board.without_barrier()
        self._pick = None
        # TRANSLATORS: the move explorer's message after the barrier is removed
        self._say(_("No barrier on the board."))
        self._refresh()

    def click(self, x: float, y: float) -> None:
        """What a mouse-down at board pixel (x, y) does; the canvas calls exactly this."""
        place = self._bv.view.hit(x, y)
        if place is None:
            # TRANSLATORS: the move explorer's message after a click beside the places
            self._say(_("That is between or outside the places; click on a place."))
            return
        if not self.barrier_toggle.value:
            self._say()
            self.select(place)
            return
        if self._pick is None:
            self._pick = place
            # TRANSLATORS: the move explorer's message after the first click on a place
            self._say(_("Barrier: {place} picked; now click a place next to it.",
                        place=labelled(place)))
            return
        first, self._pick = self._pick, None
        try:
            self.set_barrier(first, place)
        except ValueError as exc:
            # TRANSLATORS: the move explorer's message when two clicked places are not
            # neighbours; {reason} says why
            self._say(_("No barrier placed: {reason}. Click two places that share a border.",
                        reason=exc.args[0] if exc.args else str(exc)))
            return
        self.barrier_toggle.value = False

    # -- drawing ----------------------------------------------------------------------------
    def _on_toggle(self, change: dict) -> None:
        self._pick = None
        if change["new"]:
            # TRANSLATORS: the move explorer's message when "Place barrier" is pressed
            self._say(_("Click two adjacent places: the barrier goes on the border between "
                        "them."))
        self._refresh()

    def _summary_lines(self) -> list[str]:
        lang = self.lang
        return [tr(m, lang) for m in self._summary_messages()]

    def _summary_messages(self) -> list[Message]:
        if self._start is None:
            # TRANSLATORS: the move explorer's summary before a place is chosen
            return [_("Click a place to see where a merchant may go from there.")]
        lines = [_reach(self.kind, self._start, list(self.destinations))]
        bar = self._board.barrier
        if bar is None or self.kind in ("corner", "any"):
            if bar is not None:
                # TRANSLATORS: the move explorer's summary for a card that moves without
                # walking (the corner card, the anywhere card)
                lines.append(_("The barrier does not matter for this move: it does not walk."))
            return lines
        a, b = labelled(bar[0]), labelled(bar[1])
        free = self._board.reachable(self._start, self.kind, True)
        walled = self._board.reachable(self._start, self.kind, False)
        lost = and_list([labelled(p) for p in sorted(free - walled)])
        if not free - walled:
            # TRANSLATORS: the move explorer's summary of what the barrier does from a place
            lines.append(_("The barrier between {a} and {b} blocks nothing from here.",
                           a=a, b=b))
        elif self.holder:
            # TRANSLATORS: the move explorer's summary for a mover holding the barrier tile
            lines.append(_("The barrier between {a} and {b} does not stop the holder of the "
                           "barrier-control tile; without the tile the way to {places} is "
                           "blocked.", a=a, b=b, places=lost))
        else:
            # TRANSLATORS: the move explorer's summary for a mover without the barrier tile
            lines.append(_("The barrier between {a} and {b} blocks the way to {places}; the "
                           "holder of the barrier-control tile could go there.", a=a, b=b,
                           places=lost))
        return lines

    def _refresh(self) -> None:
        self._relabel()
        if self._said:
            self.message.value = html_lines(tr(m, self.lang) for m in self._said)
        pick = self._pick if self.barrier_toggle.value else None
        self._bv.paint(self._board, highlight=self.destinations,
                       selected=pick if pick is not None else self._start)
        self.summary_html.value = html_lines(self._summary_lines())
