"""The plain shapes a scene is made of; both painters understand exactly these.

Shapes are frozen dataclasses so a painter can compare a layer with what it drew last time and
skip layers that did not change. ``id`` is the semantic name (``place-9``, ``edge-5-2``,
``highlight-9``, ``barrier``); an empty id marks a part of a group (an icon's stroke, say).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Style:
    """Fill and stroke; ``None`` means "do not fill" / "do not stroke"."""

    fill: str | None = None
    stroke: str | None = None
    width: float = 0.0
    dash: tuple[float, ...] = ()
    opacity: float = 1.0


@dataclass(frozen=True, slots=True)
class Rect:
    id: str
    x: float
    y: float
    w: float
    h: float
    style: Style
    rx: float = 0.0
    title: str = ""


@dataclass(frozen=True, slots=True)
class Circle:
    id: str
    cx: float
    cy: float
    r: float
    style: Style
    title: str = ""


@dataclass(frozen=True, slots=True)
class Polygon:
    id: str
    points: tuple[tuple[float, float], ...]
    style: Style
    closed: bool = True
    title: str = ""


@dataclass(frozen=True, slots=True)
class Line:
    id: str
    x1: float
    y1: float
    x2: float
    y2: float
    style: Style
    title: str = ""


@dataclass(frozen=True, slots=True)
class Text:
    """One or more lines centred on (x, y) vertically; ``anchor`` is start/middle/end."""

    id: str
    x: float
    y: float
    lines: tuple[str, ...]
    size: float
    fill: str
    anchor: str = "middle"
    weight: str = "normal"
    opacity: float = 1.0
    line_height: float = 1.15
    title: str = ""


@dataclass(frozen=True, slots=True)
class Group:
    """Shapes that belong to one thing (a place tile, a piece); painted in order."""

    id: str
    shapes: tuple[Shape, ...]
    title: str = ""


Shape = Rect | Circle | Polygon | Line | Text | Group


def walk(shapes: tuple[Shape, ...] | list[Shape]):
    """Every shape, groups opened depth-first, in paint order."""
    for s in shapes:
        if isinstance(s, Group):
            yield s
            yield from walk(s.shapes)
        else:
            yield s
