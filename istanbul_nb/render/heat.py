"""A heat map of the borders between places: each border drawn in the colour of a cost and
labelled with it (the barrier studies of notebooks 09 and 11: how many extra steps a trip
takes when a wall stands on that border).

The colour ramp is the caller's (``colour(share)``, share 0 to 1 of the largest cost), so the
renderer needs no plotting package; the notebooks pass a matplotlib colour map.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..board import Board
from .scene import Scene, board_scene
from .shapes import Line, Rect, Style, Text


def border_heat(board: Board, cost: Mapping[tuple[int, int], float],
                colour: Callable[[float], str], title: str = "", size: int = 640) -> Scene:
    """The board with every border ``(a, b)`` in ``cost`` drawn as wide as the gap in
    ``colour(cost / largest cost)`` and labelled ``+0.27`` (``0`` for no cost), on the
    ``highlights`` layer; ids ``heat-a-b``, ``heat-box-a-b``, ``heat-text-a-b``."""
    scene = board_scene(board, size=size)
    geo = scene.geometry
    top = max(cost.values(), default=0) or 1
    for (a, b), v in cost.items():
        x1, y1, x2, y2 = geo.border(a, b)
        ink = colour(v / top)
        scene.add(Line(f"heat-{a}-{b}", x1, y1, x2, y2, Style(stroke=ink, width=geo.gap)),
                  layer="highlights")
        cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
        scene.add(Rect(f"heat-box-{a}-{b}", cx - 21, cy - 9, 42, 18,
                       Style(fill="white", stroke=ink, width=2), rx=4), layer="highlights")
        scene.add(Text(f"heat-text-{a}-{b}", cx, cy, (f"+{v:.2f}" if v else "0",), 11, "#222"),
                  layer="highlights")
    scene.title = title
    return scene
