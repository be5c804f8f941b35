"""How big the board game's Table draws its board, and where the seat's panel goes, so the
board and its controls fit one screen of JupyterLab at 1280x800 (issue 20: nothing a learner
reads under 11 CSS pixels). A mixin of ``table.Table``: it reads the widget's ``_bv``,
``shown``, ``game``, ``active_panel``, ``_act``, ``_act_box`` and ``_below_box``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..render.scene import Scene
from .common import GAP, MAX_BOARD, RESERVE_STACKED, SIDE_MIN

if TYPE_CHECKING:
    import ipywidgets as w

    from .common import BoardView

#: Window height (px) kept for what is not the board: with the seat's panel under the board,
#: and with it beside the board (a tall picture: ``TALL`` is its width over its height).
RESERVE_BELOW, RESERVE_BESIDE, TALL = 300, 210, 1.0
#: The screen the board's text is sized for: JupyterLab at 1280x800, whose output column is
#: 848 pixels wide with the file browser open and 1100 without it (measured by the browser
#: tests).
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


def beside(game: Any) -> bool:
    """Whether the picture puts the seat boxes and notes beside the board: on the 5x5 board,
    whose boxes under it (two expansions' at once) left the board 437 pixels wide at
    1280x800; beside it, the board takes the window's height (590 pixels)."""
    return len(game.board_now.layout.rows) >= 5


class TableFit:
    """The board's size in the scene, kept from picture to picture, and the panel's place."""

    _size = 500.0  # the board's width in the scene (``_draw`` keeps it fitting)
    if TYPE_CHECKING:
        _bv: BoardView
        shown: Any
        game: Any
        active_panel: w.HTML
        _act: tuple[w.Widget, ...]
        _act_box: w.Box
        _below_box: w.Box
        _dom_classes: tuple[str, ...]

        def add_class(self, name: str) -> Any: ...

        def remove_class(self, name: str) -> Any: ...

    def _place_panel(self) -> None:
        """The seat's panel goes under a wide picture and beside a tall one (or one with the
        seat boxes beside the board), so that the board keeps the window's height."""
        wide = beside(self.game)
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

    def _draw(self, make: Callable[[float], Scene]) -> None:
        """Draw the scene ``make(size)`` as wide as the canvas will be at the least (see
        ``canvas_width``): its texts' least sizes (``TILE_LEAST``, ``PIECE_LEAST``...) are then
        CSS pixels. The board's width is kept from the last picture and changed only when the
        picture's shape asks for it (a few tries: the texts do not shrink with the board)."""
        wide = beside(self.shown)
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
