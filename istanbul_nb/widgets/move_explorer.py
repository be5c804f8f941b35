"""MoveExplorer: click a place and see where a merchant (or a card, or a tile) can take it.

The widget holds no rules. Every answer comes from ``Board.reachable`` so what a learner sees is
exactly what the engine and the bots use.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

import ipywidgets as w

from ..board import MOVE_KINDS, Board
from ..places import label
from ..render.svg import SvgPicture
from .common import BoardView, board_frame, html_lines, picture_bundle

#: Learner-facing names for ``MOVE_KINDS``, in the same order.
KIND_LABELS: dict[str, str] = {
    "merchant": "Merchant: 1 or 2 steps",
    "companion": "Companion: 1 step",
    "move-3-4": "Move 3-4 card: exactly 3 or 4 steps",
    "straight": "Long-move tile: any distance in a straight line",
    "corner": "Corner card: any corner",
    "any": "Anywhere (3 lira card)",
}

#: The subject of the summary sentence for each kind.
_WHO: dict[str, str] = {
    "merchant": "a merchant reaches",
    "companion": "a companion reaches",
    "move-3-4": "the Move 3-4 card reaches",
    "straight": "a merchant with the long-move tile reaches",
    "corner": "the corner card reaches",
    "any": "the anywhere card reaches",
}


def _and(numbers: list[int], lang: str) -> str:
    """Labels joined as in a sentence: "A (1), B (2) and C (3)"."""
    labels = [label(n, lang) for n in numbers]
    return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]


def _the(number: int, lang: str) -> str:
    """A place in a sentence: "the Fountain (7)" in English, the bare label otherwise."""
    return ("the " if lang == "en" else "") + label(number, lang)


class MoveExplorer(w.VBox):
    """Pick a start and a kind of move; the destinations light up and are listed beside.

    The board and the answer fit one screen (``common.board_frame``): side by side when there
    is room, else the answer above the board and the choices below it; the theme and language
    pickers fold away.
    """

    def __init__(self, board: Board | str = "short-paths", kind: str = "merchant",
                 theme: str = "light", lang: str = "en") -> None:
        self._board = Board(board) if isinstance(board, str) else board
        if not isinstance(self._board, Board):
            raise ValueError(f"MoveExplorer needs a Board or a layout name, not {board!r}")
        if kind not in MOVE_KINDS:
            raise ValueError(f"unknown movement kind {kind!r}; "
                             f"choose one of {', '.join(MOVE_KINDS)}")
        self._start: int | None = None
        self._pick: int | None = None
        # one canvas pixel per board pixel: tests/browser/test_lab.py reads the canvas at the
        # board's own size (the Table and the LayoutEditor draw at twice that, for crispness)
        self._bv = BoardView(theme, lang, self.click, self._refresh, pixel_ratio=1,
                             reserve=200)
        self.kind_picker = w.Dropdown(options=[(KIND_LABELS[k], k) for k in MOVE_KINDS],
                                      value=kind, description="Move",
                                      layout=w.Layout(width="auto", max_width="420px"))
        self.holder_box = w.Checkbox(value=False, description="holds the barrier-control tile",
                                     indent=False)
        self.barrier_toggle = w.ToggleButton(value=False, description="Place barrier",
                                             icon="minus", tooltip="then click two adjacent places")
        self.remove_button = w.Button(description="Remove barrier", icon="times")
        self.message = w.HTML()
        self.summary_html = w.HTML()
        self.kind_picker.observe(lambda _: self._refresh(), names="value")
        self.holder_box.observe(lambda _: self._refresh(), names="value")
        self.barrier_toggle.observe(self._on_toggle, names="value")
        self.remove_button.on_click(lambda _: self.remove_barrier())
        children, self.folds = board_frame(
            self._bv,
            ask=[self.summary_html, self.message],
            act=[self.kind_picker, self.holder_box,
                 w.HBox([self.barrier_toggle, self.remove_button],
                        layout=w.Layout(flex_flow="row wrap"))],
            below=[],
            folds=[("Picture: theme and names", w.VBox([self._bv.theme_picker,
                                                         self._bv.lang_picker,
                                                         self._bv.note]))])
        super().__init__(children)
        self.add_class("ist-frame")
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
        """Short: what a notebook stores as text beside the picture."""
        layout = f"layout {self._board.layout.name!r}, {self.kind}"
        if self._start is None:
            where = ", no place chosen"
        else:
            n = len(self.destinations)
            where = f" from {self._start} reaches {n} place{'s' if n != 1 else ''}"
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
        self.message.value = html_lines(
            [f"The barrier now lies between {label(a, self._bv.lang)} and "
             f"{label(b, self._bv.lang)}."])
        self._refresh()

    def remove_barrier(self) -> None:
        self._board = self._board.without_barrier()
        self._pick = None
        self.message.value = html_lines(["No barrier on the board."])
        self._refresh()

    def click(self, x: float, y: float) -> None:
        """What a mouse-down at board pixel (x, y) does; the canvas calls exactly this."""
        place = self._bv.view.hit(x, y)
        if place is None:
            self.message.value = html_lines(["That is between or outside the places; "
                                             "click on a place."])
            return
        if not self.barrier_toggle.value:
            self.message.value = ""
            self.select(place)
            return
        lang = self._bv.lang
        if self._pick is None:
            self._pick = place
            self.message.value = html_lines(
                [f"Barrier: {label(place, lang)} picked; now click a place next to it."])
            return
        first, self._pick = self._pick, None
        try:
            self.set_barrier(first, place)
        except ValueError as exc:
            self.message.value = html_lines([f"No barrier placed: {exc}. Click two places "
                                             "that share a border."])
            return
        self.barrier_toggle.value = False

    # -- drawing ----------------------------------------------------------------------------
    def _on_toggle(self, change: dict) -> None:
        self._pick = None
        if change["new"]:
            self.message.value = html_lines(["Click two adjacent places: the barrier goes on "
                                             "the border between them."])
        self._refresh()

    def _summary_lines(self) -> list[str]:
        lang = self._bv.lang
        if self._start is None:
            return ["Click a place to see where a merchant may go from there."]
        dest = self.destinations
        names = ", ".join(label(n, lang) for n in dest)
        count = f"{len(dest)} place{'s' if len(dest) != 1 else ''}"
        lines = [f"From {_the(self._start, lang)} {_WHO[self.kind]} {count}"
                 + (f": {names}." if dest else ".")]
        bar = self._board.barrier
        if bar is None or self.kind in ("corner", "any"):
            if bar is not None:
                lines.append("The barrier does not matter for this move: it does not walk.")
            return lines
        where = f"between {label(bar[0], lang)} and {label(bar[1], lang)}"
        free = self._board.reachable(self._start, self.kind, True)
        walled = self._board.reachable(self._start, self.kind, False)
        lost = sorted(free - walled)
        if not lost:
            lines.append(f"The barrier {where} blocks nothing from here.")
        elif self.holder:
            lines.append(f"The barrier {where} does not stop the holder of the barrier-control "
                         f"tile; without the tile the way to {_and(lost, lang)} is blocked.")
        else:
            lines.append(f"The barrier {where} blocks the way to {_and(lost, lang)}; "
                         "the holder of the barrier-control tile could go there.")
        return lines

    def _refresh(self) -> None:
        pick = self._pick if self.barrier_toggle.value else None
        self._bv.paint(self._board, highlight=self.destinations,
                       selected=pick if pick is not None else self._start)
        self.summary_html.value = html_lines(self._summary_lines())
