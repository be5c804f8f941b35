"""A heat map of the borders between places: each border drawn in the colour of a cost and
labelled with it (the barrier studies of notebooks 09 and 11: how many extra steps a trip
takes when a wall stands on that border). ``place_badges`` does the same for places: a
number on each place (notebook 11: the turns the Catacombs save, per starting place).

The colour ramp is the caller's (``colour(share)``, share 0 to 1 of the largest cost), so the
renderer needs no plotting package; the notebooks pass a matplotlib colour map.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..board import Board
from ..i18n import check_language, tr
from .scene import Scene, board_scene
from .shapes import Line, Rect, Style, Text


def border_heat(board: Board, cost: Mapping[tuple[int, int], float],
                colour: Callable[[float], str], title: str = "", size: int = 640,
                lang: str | None = None) -> Scene:
    """The board with every border ``(a, b)`` in ``cost`` drawn as wide as the gap in
    ``colour(cost / largest cost)`` and labelled ``+0.27`` (``0`` for no cost), on the
    ``highlights`` layer; ids ``heat-a-b``, ``heat-box-a-b``, ``heat-text-a-b``. The place
    names and the ``title`` (a catalogue message, or the caller's own words) in ``lang``."""
    lang = check_language(lang)
    scene = board_scene(board, size=size, lang=lang)
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
    scene.title = tr(title, lang)
    return scene


def place_badges(board: Board, values: Mapping[int, float], title: str = "",
                 fmt: str = "{:.2f}", size: int = 640, lang: str | None = None) -> Scene:
    """The board with a white badge on every place in ``values`` showing its value through
    ``fmt`` (what a place gains or loses, as in notebook 11's Catacombs study); the places
    whose value is not 0 are lit, so the eye finds them before reading the numbers. Badges
    go on the ``highlights`` layer, ids ``badge-box-N`` and ``badge-N``; words in ``lang``."""
    lang = check_language(lang)
    scene = board_scene(board, highlight=sorted(p for p, v in values.items() if v), size=size,
                        lang=lang)
    geo = scene.geometry
    for place, value in values.items():
        x, y, w, h = geo.place_rect(place)
        scene.add(Rect(f"badge-box-{place}", x + w * 0.2, y + h * 0.36, w * 0.6, h * 0.26,
                       Style(fill="white", stroke="#444", width=1.5), rx=5), layer="highlights")
        scene.add(Text(f"badge-{place}", x + w / 2, y + h * 0.49, (fmt.format(value),),
                       w * 0.16, "#222", weight="bold"), layer="highlights")
    scene.title = tr(title, lang)
    return scene
