"""A small icon for each of the 25 places, drawn from primitive shapes.

Icons are drawn in a box of half-size ``s`` around (cx, cy) with three colours: ``ink`` for
outlines, ``accent`` (the place kind's colour) and ``paper`` (the tile). Primitives only, so the
SVG and the canvas painter draw them identically and no image files ship.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ..i18n import Message, _
from .shapes import Circle, Line, Polygon, Rect, Shape, Style

Pt = tuple[float, float]


class _Pen:
    """Collects shapes in icon units (-1..1) and maps them to pixels."""

    def __init__(self, cx: float, cy: float, s: float, ink: str, accent: str, paper: str) -> None:
        self.cx, self.cy, self.s = cx, cy, s
        self.ink, self.accent, self.paper = ink, accent, paper
        self.lw = max(1.0, round(s * 0.07, 2))
        self.out: list[Shape] = []

    def p(self, x: float, y: float) -> Pt:
        return (round(self.cx + x * self.s, 2), round(self.cy + y * self.s, 2))

    def _style(self, fill: str | None, stroke: bool, width: float | None) -> Style:
        return Style(fill=fill, stroke=self.ink if stroke else None,
                     width=self.lw if width is None else width * self.s)

    def rect(self, x: float, y: float, w: float, h: float, fill: str | None = None,
             stroke: bool = True, width: float | None = None, rx: float = 0.0) -> None:
        x0, y0 = self.p(x, y)
        self.out.append(Rect("", x0, y0, round(w * self.s, 2), round(h * self.s, 2),
                             self._style(fill, stroke, width), rx=round(rx * self.s, 2)))

    def circle(self, x: float, y: float, r: float, fill: str | None = None,
               stroke: bool = True, width: float | None = None) -> None:
        px, py = self.p(x, y)
        self.out.append(Circle("", px, py, round(r * self.s, 2), self._style(fill, stroke, width)))

    def poly(self, pts: list[Pt], fill: str | None = None, stroke: bool = True,
             width: float | None = None, closed: bool = True) -> None:
        self.out.append(Polygon("", tuple(self.p(x, y) for x, y in pts),
                                self._style(fill, stroke, width), closed=closed))

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float | None = None,
             colour: str | None = None) -> None:
        a, b = self.p(x1, y1), self.p(x2, y2)
        w = self.lw if width is None else width * self.s
        self.out.append(Line("", a[0], a[1], b[0], b[1], Style(stroke=colour or self.ink, width=w)))


def _ellipse(x: float, y: float, rx: float, ry: float, a0: float = 0.0, a1: float = 360.0,
             n: int = 20, rot: float = 0.0) -> list[Pt]:
    """Points on an ellipse arc (degrees), rotated by ``rot`` degrees about its centre."""
    out = []
    cr, sr = math.cos(math.radians(rot)), math.sin(math.radians(rot))
    for i in range(n + 1):
        t = math.radians(a0 + (a1 - a0) * i / n)
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        out.append((x + ex * cr - ey * sr, y + ex * sr + ey * cr))
    return out


def _bean(pen: _Pen, x: float, y: float, k: float, rot: float = -30.0) -> None:
    """A coffee bean: an oval with its crease."""
    pen.poly(_ellipse(x, y, 0.32 * k, 0.46 * k, n=24, rot=rot), fill="#6d4c33")
    crease = _ellipse(x + 0.1 * k * math.cos(math.radians(rot)),
                      y + 0.1 * k * math.sin(math.radians(rot)),
                      0.14 * k, 0.36 * k, 100, 260, n=8, rot=rot)
    pen.poly(crease, fill=None, closed=False, width=0.06)


def _seal(pen: _Pen, x: float, y: float, r: float) -> None:
    """A wax seal: a scalloped red disc with a ring."""
    pts = []
    for i in range(24):
        a = math.radians(i * 15)
        rr = r if i % 2 == 0 else r * 0.85
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    pen.poly(pts, fill="#b3261e")
    pen.circle(x, y, r * 0.5, fill=None, width=0.05)


def _envelope(pen: _Pen, x: float, y: float, w: float, h: float) -> None:
    pen.rect(x - w / 2, y - h / 2, w, h, fill=pen.paper)
    pen.poly([(x - w / 2, y - h / 2), (x, y + h * 0.1), (x + w / 2, y - h / 2)], closed=False)


def _die(pen: _Pen, x: float, y: float, k: float, pips: int, fill: str, pip: str) -> None:
    pen.rect(x - k, y - k, 2 * k, 2 * k, fill=fill, rx=0.3 * k)
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
             4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
             5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
             6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[pips]
    for dx, dy in spots:
        pen.circle(x + dx * 0.5 * k, y + dy * 0.5 * k, 0.16 * k, fill=pip, stroke=False)


def _dome(pen: _Pen, x: float, base: float, r: float) -> None:
    pen.poly(_ellipse(x, base, r, r * 0.95, 180, 360, n=16), fill=pen.accent)
    pen.line(x, base - r * 0.95, x, base - r * 0.95 - 0.18)
    pen.circle(x, base - r * 0.95 - 0.22, 0.05, fill=pen.ink, stroke=False)


def _minaret(pen: _Pen, x: float, top: float, bottom: float) -> None:
    pen.rect(x - 0.07, top, 0.14, bottom - top, fill=pen.paper)
    pen.poly([(x - 0.09, top), (x, top - 0.22), (x + 0.09, top)], fill=pen.accent)


def _wainwright(p: _Pen) -> None:
    p.circle(0, 0, 0.85, fill=None, width=0.12)
    for i in range(8):
        a = math.radians(i * 22.5 * 2)
        p.line(0.15 * math.cos(a), 0.15 * math.sin(a), 0.8 * math.cos(a), 0.8 * math.sin(a),
               width=0.08)
    p.circle(0, 0, 0.2, fill=p.accent)


def _bale(p: _Pen, colour: str) -> None:
    p.rect(-0.85, -0.6, 1.7, 1.2, fill=colour, rx=0.25)
    for x in (-0.45, 0.45):
        p.line(x, -0.6, x, 0.6, width=0.1)
    p.line(-0.85, 0, 0.85, 0, width=0.06)


def _spice(p: _Pen) -> None:
    p.poly([(-0.7, 0.75), (-0.55, -0.25), (-0.3, -0.55), (0.3, -0.55), (0.55, -0.25),
            (0.7, 0.75)], fill="#c8a165")
    p.poly([(-0.45, -0.35), (-0.25, -0.75), (0.0, -0.85), (0.25, -0.75), (0.45, -0.35)],
           fill=p.accent)
    p.line(-0.35, -0.55, 0.35, -0.55, width=0.1)


def _fruit(p: _Pen) -> None:
    p.circle(-0.35, 0.2, 0.5, fill=p.accent)
    p.circle(0.4, 0.3, 0.42, fill="#e67e22")
    p.line(-0.35, -0.3, -0.2, -0.65, width=0.08)
    p.poly(_ellipse(0.05, -0.62, 0.28, 0.12, rot=-20), fill="#2e7d32")


def _post(p: _Pen) -> None:
    _envelope(p, 0, 0.05, 1.7, 1.15)
    p.rect(0.45, -0.45, 0.3, 0.3, fill=p.accent, width=0.04)


def _caravansary(p: _Pen) -> None:
    for rot, dx in ((-14, -0.25), (0, 0.0), (14, 0.25)):
        c, s = math.cos(math.radians(rot)), math.sin(math.radians(rot))
        pts = [(-0.38, -0.6), (0.38, -0.6), (0.38, 0.6), (-0.38, 0.6)]
        p.poly([(dx + x * c - y * s, 0.1 + x * s + y * c) for x, y in pts], fill=p.paper)
    p.circle(0.25, 0.15, 0.16, fill=p.accent, width=0.04)


def _fountain(p: _Pen) -> None:
    drop = [(0.0, -0.95)] + _ellipse(0, 0.25, 0.6, 0.6, -30, 210, n=20) + [(0.0, -0.95)]
    p.poly(drop, fill=p.accent)
    p.poly(_ellipse(-0.2, 0.2, 0.12, 0.25, rot=20), fill="#ffffff", stroke=False)


def _black_market(p: _Pen) -> None:
    _die(p, -0.4, 0.25, 0.42, 5, "#222222", "#ffffff")
    _die(p, 0.42, -0.3, 0.42, 3, "#222222", "#ffffff")


def _tea_house(p: _Pen) -> None:
    p.poly([(-0.85, -0.15), (0.25, -0.15), (0.1, 0.65), (-0.7, 0.65)], fill=p.paper)
    p.circle(0.3, 0.15, 0.2, fill=None, width=0.08)
    for x in (-0.5, -0.2):
        p.poly([(x, -0.3), (x + 0.08, -0.5), (x - 0.04, -0.7)], fill=None, closed=False)
    _die(p, 0.6, -0.45, 0.3, 4, "#ffffff", "#222222")


def _market(p: _Pen, large: bool) -> None:
    w = 0.9 if large else 0.65
    p.rect(-w, -0.25, 2 * w, 1.0, fill=p.paper)
    n = 5 if large else 3
    step = 2 * w / n
    for i in range(n):
        x0 = -w + i * step
        p.poly([(x0, -0.7), (x0 + step, -0.7), (x0 + step, -0.25), (x0 + step / 2, -0.05),
                (x0, -0.25)], fill=p.accent if i % 2 == 0 else p.paper)
    p.rect(-0.25, 0.2, 0.5, 0.55, fill=p.accent)


def _police(p: _Pen) -> None:
    p.rect(-0.75, -0.75, 1.5, 1.5, fill=p.paper, width=0.1)
    for x in (-0.4, -0.05, 0.3):
        p.line(x + 0.05, -0.75, x + 0.05, 0.75, width=0.12)
    p.line(-0.75, -0.1, 0.75, -0.1, width=0.08)


def _palace(p: _Pen) -> None:
    p.poly([(-0.85, 0.55), (-0.85, -0.45), (-0.45, 0.0), (0.0, -0.75), (0.45, 0.0),
            (0.85, -0.45), (0.85, 0.55)], fill=p.accent)
    for x, y in ((-0.85, -0.55), (0.0, -0.85), (0.85, -0.55)):
        p.circle(x, y, 0.12, fill="#c62828")
    p.rect(-0.85, 0.55, 1.7, 0.25, fill=p.accent)


def _small_mosque(p: _Pen) -> None:
    p.rect(-0.55, 0.2, 1.1, 0.6, fill=p.paper)
    _dome(p, 0, 0.2, 0.5)
    _minaret(p, 0.75, -0.45, 0.8)


def _great_mosque(p: _Pen) -> None:
    p.rect(-0.6, 0.15, 1.2, 0.65, fill=p.paper)
    _dome(p, 0, 0.15, 0.6)
    _minaret(p, -0.82, -0.55, 0.8)
    _minaret(p, 0.82, -0.55, 0.8)


def _gem(p: _Pen) -> None:
    p.poly([(-0.8, -0.25), (-0.4, -0.7), (0.4, -0.7), (0.8, -0.25), (0.0, 0.85)], fill=p.accent)
    p.poly([(-0.8, -0.25), (0.8, -0.25)], closed=False)
    p.poly([(-0.4, -0.7), (-0.25, -0.25), (0.0, 0.85), (0.25, -0.25), (0.4, -0.7)], closed=False)
    p.poly(_ellipse(-0.35, -0.45, 0.1, 0.06), fill="#ffffff", stroke=False)


def _roasting(p: _Pen) -> None:
    p.poly([(-0.55, 0.85), (-0.75, 0.2), (-0.45, -0.35), (-0.35, 0.15), (-0.15, -0.7),
            (0.1, 0.1), (0.2, -0.25), (0.35, 0.85)], fill="#f57c00")
    _bean(p, 0.5, 0.15, 1.1)


def _guild_hall(p: _Pen) -> None:
    p.poly([(-0.9, -0.3), (0.0, -0.85), (0.9, -0.3)], fill=p.paper)
    for x in (-0.65, -0.2, 0.25, 0.65):
        p.rect(x - 0.09, -0.25, 0.18, 0.85, fill=p.paper)
    p.rect(-0.9, 0.6, 1.8, 0.2, fill=p.paper)
    _bean(p, 0, -0.5, 0.55, rot=0)


def _tavern(p: _Pen) -> None:
    p.rect(-0.7, -0.45, 0.9, 1.25, fill="#e8b04a", rx=0.08)
    p.circle(0.3, 0.15, 0.28, fill=None, width=0.1)
    p.poly(_ellipse(-0.25, -0.5, 0.5, 0.2), fill="#ffffff")
    _bean(p, 0.6, -0.55, 0.7)


def _coffee_house(p: _Pen) -> None:
    p.poly([(-0.75, -0.1), (0.35, -0.1), (0.2, 0.6), (-0.6, 0.6)], fill=p.paper)
    p.circle(0.45, 0.15, 0.2, fill=None, width=0.08)
    p.poly(_ellipse(-0.2, 0.7, 0.75, 0.12), fill=p.paper)
    _bean(p, -0.2, -0.55, 0.75, rot=-60)


def _embassy(p: _Pen) -> None:
    p.line(-0.6, -0.85, -0.6, 0.85, width=0.1)
    p.poly([(-0.6, -0.85), (0.55, -0.65), (-0.6, -0.2)], fill=p.accent)
    _seal(p, 0.35, 0.4, 0.42)


def _kiosk(p: _Pen) -> None:
    p.poly([(-0.9, -0.35), (0.0, -0.85), (0.9, -0.35)], fill=p.accent)
    p.rect(-0.7, -0.35, 1.4, 1.15, fill=p.paper)
    _envelope(p, 0, 0.25, 0.9, 0.6)


def _auction(p: _Pen) -> None:
    c, s = math.cos(math.radians(-35)), math.sin(math.radians(-35))
    head = [(-0.45, -0.2), (0.45, -0.2), (0.45, 0.2), (-0.45, 0.2)]
    p.poly([(-0.15 + x * c - y * s, -0.35 + x * s + y * c) for x, y in head], fill="#8d6748")
    p.line(-0.15, -0.35, 0.55, 0.6, width=0.14)
    p.rect(-0.85, 0.55, 0.9, 0.25, fill="#8d6748")
    _seal(p, 0.55, -0.5, 0.3)


def _secret_society(p: _Pen) -> None:
    p.poly(_ellipse(0, 0, 0.9, 0.5, n=28), fill=p.paper)
    p.circle(0, 0, 0.38, fill=p.accent)
    p.circle(0, 0, 0.15, fill="#111111", stroke=False)
    _seal(p, 0.6, 0.6, 0.28)


def _catacombs(p: _Pen) -> None:
    p.rect(-0.85, -0.6, 1.7, 1.4, fill=p.accent)
    arch = _ellipse(0, -0.05, 0.45, 0.45, 180, 360, n=12) + [(0.45, 0.8), (-0.45, 0.8)]
    p.poly(arch, fill="#111111")
    for i, y in enumerate((0.35, 0.55)):
        p.line(-0.45 + 0.12 * (i + 1), y, 0.45 - 0.12 * (i + 1), y, width=0.06, colour="#aaaaaa")


_ICONS: dict[int, Callable[[_Pen], None]] = {
    1: _wainwright, 2: lambda p: _bale(p, p.accent), 3: _spice, 4: _fruit, 5: _post,
    6: _caravansary, 7: _fountain, 8: _black_market, 9: _tea_house,
    10: lambda p: _market(p, True), 11: lambda p: _market(p, False), 12: _police,
    13: _palace, 14: _small_mosque, 15: _great_mosque, 16: _gem, 17: _roasting,
    18: _guild_hall, 19: _tavern, 20: _coffee_house, 21: _embassy, 22: _kiosk, 23: _auction,
    24: _secret_society, 25: _catacombs,
}

#: What each place's icon shows, for the tile's tooltip (a catalogue message each).
ICON_WORDS: dict[int, Message] = {
    # TRANSLATORS: what a place's small picture shows, in its tooltip
    1: _("cart wheel"),
    2: _("bale of fabric"),
    3: _("sack of spice"),
    4: _("fruit"),
    5: _("envelope"),
    6: _("bonus cards"),
    7: _("water droplet"),
    8: _("two dice"),
    9: _("tea cup and die"),
    10: _("large market stall"),
    11: _("small market stall"),
    12: _("prison bars"),
    13: _("crown"),
    14: _("small dome"),
    15: _("great dome with two minarets"),
    16: _("gem"),
    17: _("flame and coffee bean"),
    18: _("hall and coffee bean"),
    19: _("mug and coffee bean"),
    20: _("coffee cup and bean"),
    21: _("flag and seal"),
    22: _("kiosk and letter"),
    23: _("gavel and seal"),
    24: _("eye and seal"),
    25: _("dark archway"),
}


def icon(place: int, cx: float, cy: float, s: float, ink: str, accent: str,
         paper: str) -> tuple[Shape, ...]:
    """The icon of ``place`` centred on (cx, cy) in a box of half-size ``s``."""
    if place not in _ICONS:
        raise ValueError(f"no icon for place {place!r} (places are 1 to 25)")
    pen = _Pen(cx, cy, s, ink, accent, paper)
    _ICONS[place](pen)
    return tuple(pen.out)
