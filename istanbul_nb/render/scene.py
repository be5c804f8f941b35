"""From a Board to plain shapes: all the picture's geometry lives here.

A ``Scene`` has named layers painted bottom to top: ``tiles`` (the places, their borders),
``pieces`` (the barrier now; merchants, assistants, family members, Governor, Smuggler and rubies
later) and ``highlights`` (the start and the destinations). Painters only walk the layers, so a
later issue adds pieces with ``scene.add(shape, layer="pieces")`` placed with
``scene.geometry.anchors(place, n)`` without touching the painters.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..board import Board
from ..i18n import Message, _, check_language, join, tr
from ..places import labelled, place
from .icons import ICON_WORDS, icon
from .shapes import Circle, Group, Line, Polygon, Rect, Shape, Style, Text, walk
from .themes import FONT_FAMILY, Theme, mix, text_on
from .themes import theme as get_theme

LAYERS: tuple[str, ...] = ("tiles", "pieces", "highlights")
DEFAULT_CELL = 150.0
# TRANSLATORS: said after a place name that is this project's own translation, not a rule book's
RECONSTRUCTED_NOTE: Message = _("(reconstructed translation)")
#: The least font size of a tile's "r1 c1" in picture pixels, where the band has room.
COORDS_SIZE = 12.0
#: The least font size of a tile's number and name in picture pixels (11 CSS pixels as a
#: notebook draws a picture made with a ``size``): on a small board a long name takes two
#: lines rather than shrink.
TILE_LEAST = 11.0


@dataclass(frozen=True)
class Geometry:
    """Where each place sits in pixels; hit-testing and piece anchors use the same numbers."""

    rows: tuple[tuple[int, ...], ...]
    cell: float = DEFAULT_CELL
    gap: float = 14.0
    margin: float = 22.0

    @classmethod
    def for_board(cls, board: Board, size: float | None = None) -> Geometry:
        """Geometry of ``board``; ``size`` is the picture's width in pixels."""
        rows = board.layout.rows
        if size is None:
            return cls(rows)
        if isinstance(size, bool) or not isinstance(size, (int, float)) or size < 120:
            raise ValueError(f"size is the picture's width in pixels (at least 120), not {size!r}")
        n_cols = len(rows[0])
        # width = 2 margin + n cell + (n - 1) gap with gap and margin fixed fractions of a cell
        cell = size / (n_cols + (n_cols - 1) * 0.0933 + 2 * 0.1467)
        return cls(rows, cell=cell, gap=cell * 0.0933, margin=cell * 0.1467)

    @property
    def shape(self) -> tuple[int, int]:
        return len(self.rows), len(self.rows[0])

    @property
    def pitch(self) -> float:
        return self.cell + self.gap

    @property
    def width(self) -> float:
        return 2 * self.margin + self.shape[1] * self.pitch - self.gap

    @property
    def height(self) -> float:
        return 2 * self.margin + self.shape[0] * self.pitch - self.gap

    def cell_rect(self, row: int, col: int) -> tuple[float, float, float, float]:
        """(x, y, w, h) of the tile at (row, col)."""
        return (self.margin + col * self.pitch, self.margin + row * self.pitch,
                self.cell, self.cell)

    def position(self, number: int) -> tuple[int, int]:
        for r, row in enumerate(self.rows):
            if number in row:
                return r, row.index(number)
        raise ValueError(f"place {number!r} is not on this board")

    def place_rect(self, number: int) -> tuple[float, float, float, float]:
        """(x, y, w, h) of a place's tile."""
        return self.cell_rect(*self.position(number))

    def centre(self, number: int) -> tuple[float, float]:
        x, y, w, h = self.place_rect(number)
        return x + w / 2, y + h / 2

    def hit(self, x: float, y: float) -> int | None:
        """The place whose tile contains (x, y) in picture pixels, or None (gaps, outside)."""
        col = math.floor((x - self.margin) / self.pitch)
        row = math.floor((y - self.margin) / self.pitch)
        n_rows, n_cols = self.shape
        if not (0 <= row < n_rows and 0 <= col < n_cols):
            return None
        x0, y0, w, h = self.cell_rect(row, col)
        if x0 <= x <= x0 + w and y0 <= y <= y0 + h:
            return self.rows[row][col]
        return None

    def edge_at(self, x: float, y: float, reach: float = 0.0) -> tuple[int, int] | None:
        """The pair of neighbouring places (smaller first) whose border holds (x, y): in the
        gap between their tiles, or up to ``reach`` pixels into either tile, beside their
        common side; None elsewhere (a tile's middle, a corner, outside)."""
        n_rows, n_cols = self.shape
        half = self.gap / 2 + reach
        best: tuple[float, tuple[int, int]] | None = None

        def span(v: float, n: int) -> int | None:
            """The row (or column) whose tiles' side covers ``v``, or None."""
            k = math.floor((v - self.margin) / self.pitch)
            if 0 <= k < n and (v - self.margin) - k * self.pitch <= self.cell:
                return k
            return None

        row, col = span(y, n_rows), span(x, n_cols)
        if row is not None:  # the vertical borders of this row
            for c in range(1, n_cols):
                d = abs(x - (self.margin + c * self.pitch - self.gap / 2))
                if d <= half and (best is None or d < best[0]):
                    best = (d, (self.rows[row][c - 1], self.rows[row][c]))
        if col is not None:  # the horizontal borders of this column
            for r in range(1, n_rows):
                d = abs(y - (self.margin + r * self.pitch - self.gap / 2))
                if d <= half and (best is None or d < best[0]):
                    best = (d, (self.rows[r - 1][col], self.rows[r][col]))
        if best is None:
            return None
        a, b = best[1]
        return (min(a, b), max(a, b))

    def border(self, a: int, b: int) -> tuple[float, float, float, float]:
        """The segment (x1, y1, x2, y2) down the middle of the gap between adjacent a and b."""
        (ra, ca), (rb, cb) = self.position(a), self.position(b)
        if abs(ra - rb) + abs(ca - cb) != 1:
            raise ValueError(f"{labelled(a)} and {labelled(b)} are not neighbours")
        xa, ya, w, h = self.place_rect(a)
        if ra == rb:
            x = (max(xa, self.place_rect(b)[0]) - self.gap / 2)
            return x, ya, x, ya + h
        y = max(ya, self.place_rect(b)[1]) - self.gap / 2
        return xa, y, xa + w, y

    def anchors(self, number: int, n: int) -> tuple[tuple[float, float], ...]:
        """``n`` evenly spaced points across the middle band of a tile, for pieces."""
        if n < 1:
            raise ValueError("ask for at least one anchor")
        x, y, w, h = self.place_rect(number)
        step = w * 0.8 / n
        return tuple((round(x + w * 0.1 + step * (i + 0.5), 2), round(y + h * 0.62, 2))
                     for i in range(n))

    @property
    def piece_radius(self) -> float:
        """A radius for round pieces that fits five side by side on a tile."""
        return round(self.cell * 0.07, 2)


@dataclass
class Scene:
    """Shapes in named layers plus the geometry they were laid out with."""

    geometry: Geometry
    theme: Theme
    title: str = ""
    description: str = ""
    layers: dict[str, list[Shape]] = field(default_factory=lambda: {k: [] for k in LAYERS})
    #: Pixels under the board for what lies beside it on the table (an expansion's holdings
    #: per seat): the picture is this much taller than the board; clicks there hit no place.
    footer: float = 0.0
    #: Pixels right of the board for the same (``game_scene(beside=True)``): the picture is
    #: this much wider than the board; clicks there hit no place either.
    side: float = 0.0
    #: The language of the picture's words (a code of ``i18n.LANGUAGES``): the SVG's
    #: ``xml:lang`` and the font stack follow it.
    lang: str = "en"

    @property
    def width(self) -> float:
        return self.geometry.width + self.side

    @property
    def height(self) -> float:
        return self.geometry.height + self.footer

    def add(self, shape: Shape, layer: str = "tiles") -> Shape:
        """Append a shape to a layer (painted above what the layer holds already)."""
        if layer not in self.layers:
            raise ValueError(f"unknown layer {layer!r}; layers are {', '.join(self.layers)}")
        self.layers[layer].append(shape)
        return shape

    def shapes(self) -> list[Shape]:
        """Every top-level shape, in paint order."""
        return [s for k in self.layers for s in self.layers[k]]

    def ids(self) -> list[str]:
        """Every non-empty id, groups opened, in paint order."""
        return [s.id for s in walk(self.shapes()) if s.id]

    def hit(self, x: float, y: float) -> int | None:
        return self.geometry.hit(x, y)


def r2(v: float) -> float:
    """A coordinate rounded to 2 decimals: short SVG text, and the same bytes on every run."""
    return round(v, 2)


def is_wide(ch: str) -> bool:
    """Whether a character is drawn about one em wide: East Asian wide or full-width (Hangul,
    Han, kana, full-width punctuation), about twice a Latin letter."""
    return unicodedata.east_asian_width(ch) in "WF"


def text_width(text: str, size: float) -> float:
    """A font-free estimate: wide (CJK) glyphs 1 em, narrow Latin ones about 0.55 em, so a
    Korean or Chinese caption is measured about twice as wide per character as an English one
    and wraps or shrinks before it overflows its box."""
    total = 0.0
    for ch in text:
        if is_wide(ch):
            total += 1.0
        elif ch in "il.,'I| ":
            total += 0.32
        elif ch.isupper() or ch in "mw":
            total += 0.78
        else:
            total += 0.62
    return total * size


def _hangul(ch: str) -> bool:
    return "\uac00" <= ch <= "\ud7a3" or "\u1100" <= ch <= "\u11ff" or "\u3130" <= ch <= "\u318f"


#: Characters a line may not start with, and may not end with (CJK line breaking, simplified).
_NO_START = frozenset("，。、：；！？）」』》〉・ー,.:;!?)]}%")
_NO_END = frozenset("（「『《〈([{")


def _pieces(word: str, keep_all: bool) -> list[str]:
    """``word`` cut where a line may break inside it: between two wide characters (Chinese
    writes no spaces), never before a closing or after an opening mark; between two Hangul
    syllables only when not ``keep_all`` (Korean breaks at its spaces when it can)."""
    out = [""]
    prev = ""
    for ch in word:
        if (prev and is_wide(prev) and is_wide(ch) and ch not in _NO_START
                and prev not in _NO_END and not (keep_all and _hangul(prev) and _hangul(ch))):
            out.append(ch)
        else:
            out[-1] += ch
        prev = ch
    return out


def _units(text: str, room: float | None = None, size: float = 1.0) -> list[tuple[str, str]]:
    """The pieces a line may break between, each with what joins it to the one before on a
    line (a space between words, nothing inside a CJK word). A Korean word wider than
    ``room`` by itself is cut between its syllables too."""
    out: list[tuple[str, str]] = []
    for k, word in enumerate(text.split(" ")):
        parts = _pieces(word, keep_all=True)
        if room is not None and any(text_width(p, size) > room for p in parts):
            parts = _pieces(word, keep_all=False)
        for i, piece in enumerate(parts):
            out.append((piece, " " if i == 0 and k > 0 else ""))
    return out


def _joined(units: list[tuple[str, str]]) -> str:
    return "".join(piece if i == 0 else sep + piece for i, (piece, sep) in enumerate(units))


def wrap(text: str, size: float, room: float) -> list[str]:
    """Words in lines no wider than ``room`` (the scene's font-free width estimate); Chinese
    and Japanese text breaks between characters, Korean at its spaces."""
    lines: list[str] = []
    for piece, sep in _units(text, room, size):
        if lines and text_width(f"{lines[-1]}{sep}{piece}", size) <= room:
            lines[-1] = f"{lines[-1]}{sep}{piece}"
        else:
            lines.append(piece)
    return lines


def fit_name(text: str, width: float, size: float,
             min_size: float = 9.0) -> tuple[tuple[str, ...], float]:
    """Split a name into at most two lines and shrink it until it fits ``width`` (a Chinese
    name, which has no spaces, splits between its characters)."""
    units = _units(text)
    while True:
        if text_width(text, size) <= width:
            return (text,), size
        best = None
        for i in range(1, len(units)):
            a, b = _joined(units[:i]), _joined(units[i:])
            widest = max(text_width(a, size), text_width(b, size))
            if best is None or widest < best[0]:
                best = (widest, (a, b))
        if best is not None and best[0] <= width:
            return best[1], size
        if size <= min_size:
            return (best[1] if best else (text,)), size
        size = max(min_size, size - 1)


def place_title(number: int, lang: str | None, row: int, col: int) -> str:
    """The accessible description of a tile in ``lang``; a reconstructed translation (this
    project's own name, not a rule book's) gives the English name it translates and says so."""
    code = check_language(lang)
    p = place(number)
    # TRANSLATORS: a tile's tooltip: "Tea House (9), row 2, column 3: tea cup and die"
    words: Message = _("{place}, row {row}, column {column}: {picture}",
                       place=labelled(number), row=row + 1, column=col + 1,
                       picture=ICON_WORDS[number])
    if code in p.reconstructed:
        # the name is ours: the English it translates is given beside it
        # TRANSLATORS: a tile's tooltip followed by the place's English name in brackets
        words = _("{title} ({english})", title=words, english=p.name("en"))
        # TRANSLATORS: a tooltip followed by the note that its place name is our translation
        words = _("{title} {note}", title=words, note=RECONSTRUCTED_NOTE)
    return tr(words, code)


def _tile(number: int, geo: Geometry, th: Theme, lang: str) -> Group:
    row, col = geo.position(number)
    x, y, w, h = geo.cell_rect(row, col)
    strong = th.kind_colour(number)
    paper = mix(strong, th.tile_base, th.tint)
    band_h = h * 0.2
    band_text = text_on(strong)
    rx = w * 0.06
    pid = f"place-{number}"
    # a board drawn small (a lesson's ``size=340``) keeps its number and name at TILE_LEAST
    number_size = max(band_h * 0.52, TILE_LEAST)
    parts: list[Shape] = [
        Rect(f"{pid}-tile", r2(x), r2(y), r2(w), r2(h),
             Style(fill=paper, stroke=th.tile_stroke, width=r2(max(1.0, w * 0.012))), rx=r2(rx)),
        # the coloured band: a rounded rect clipped visually by a square rect below its middle
        Rect("", r2(x), r2(y), r2(w), r2(band_h), Style(fill=strong), rx=r2(rx)),
        Rect("", r2(x), r2(y + band_h / 2), r2(w), r2(band_h / 2), Style(fill=strong)),
        Circle("", r2(x + w * 0.13), r2(y + band_h * 0.55),
               r2(max(band_h * 0.42, number_size * 0.75)),
               Style(fill=paper, stroke=th.tile_stroke, width=r2(max(1.0, w * 0.008)))),
        Text(f"{pid}-number", r2(x + w * 0.13), r2(y + band_h * 0.57), (str(number),),
             r2(number_size), th.ink, weight="bold"),
        # the row and column stay readable (12 pixels) on a board drawn 560 pixels wide, or
        # fitted from 850 to 800, as long as the band has room for them
        Text(f"{pid}-coords", r2(x + w * 0.95), r2(y + band_h * 0.55),
             # TRANSLATORS: a tile's row and column, short, on its coloured band ("r2 c3")
             (tr(_("r{row} c{column}", row=row + 1, column=col + 1), lang),),
             r2(max(band_h * 0.42, min(COORDS_SIZE, band_h * 0.8))),
             band_text, anchor="end", opacity=0.85),
    ]
    parts.extend(icon(number, r2(x + w / 2), r2(y + h * 0.46), r2(w * 0.2), th.ink, strong,
                      paper))
    lines, size = fit_name(place(number).name(lang), w * 0.92, max(w * 0.11, TILE_LEAST),
                           min_size=TILE_LEAST)
    name_y = y + h * (0.83 if len(lines) == 1 else 0.78)
    parts.append(Text(f"{pid}-name", r2(x + w / 2), r2(name_y), lines, r2(size), th.ink,
                      weight="bold"))
    return Group(pid, tuple(parts), title=place_title(number, lang, row, col))


def _edge(a: int, b: int, geo: Geometry, th: Theme, lang: str) -> Line:
    x1, y1, x2, y2 = geo.border(a, b)
    # a short "door" across the gap, centred on the border
    cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
    if x1 == x2:
        seg = (cx - geo.gap / 2, cy, cx + geo.gap / 2, cy)
    else:
        seg = (cx, cy - geo.gap / 2, cx, cy + geo.gap / 2)
    sx1, sy1, sx2, sy2 = (r2(v) for v in seg)
    # TRANSLATORS: the tooltip of the door between two neighbouring places
    title = _("path between {a} and {b}", a=labelled(a), b=labelled(b))
    return Line(f"edge-{a}-{b}", sx1, sy1, sx2, sy2,
                Style(stroke=th.edge, width=r2(geo.gap * 0.55)), title=tr(title, lang))


def _barrier(a: int, b: int, geo: Geometry, th: Theme, lang: str) -> Group:
    x1, y1, x2, y2 = geo.border(a, b)
    thick = geo.gap * 1.5
    inset = geo.cell * 0.08
    if x1 == x2:
        bx, by, bw, bh = x1 - thick / 2, y1 + inset, thick, (y2 - y1) - 2 * inset
    else:
        bx, by, bw, bh = x1 + inset, y1 - thick / 2, (x2 - x1) - 2 * inset, thick
    parts: list[Shape] = [Rect("barrier-bar", r2(bx), r2(by), r2(bw), r2(bh),
                               Style(fill=th.barrier, stroke=th.barrier_stripe,
                                     width=r2(thick * 0.12)), rx=r2(thick * 0.3))]
    n = 5
    for i in range(n):
        if x1 == x2:
            yy = by + bh * (i + 0.5) / n
            parts.append(Line("", r2(bx), r2(yy - thick * 0.4), r2(bx + bw), r2(yy + thick * 0.4),
                              Style(stroke=th.barrier_stripe, width=r2(thick * 0.22))))
        else:
            xx = bx + bw * (i + 0.5) / n
            parts.append(Line("", r2(xx - thick * 0.4), r2(by), r2(xx + thick * 0.4), r2(by + bh),
                              Style(stroke=th.barrier_stripe, width=r2(thick * 0.22))))
    # TRANSLATORS: the tooltip of the barrier (Mocha & Baksheesh) on the board
    title = _("barrier between {a} and {b}: nobody crosses it except the holder of the "
              "barrier-control tile", a=labelled(a), b=labelled(b))
    return Group("barrier", tuple(parts), title=tr(title, lang))


def _hatch(x: float, y: float, w: float, h: float, step: float, style: Style) -> list[Line]:
    """Diagonal lines (slope 1) clipped to a rectangle: a pattern that needs no colour."""
    out = []
    k = step
    while k < w + h:
        # the line x' + y' = k in tile coordinates, clipped to [0, w] x [0, h]
        xa, ya = (k, 0.0) if k <= w else (w, k - w)
        xb, yb = (0.0, k) if k <= h else (k - h, h)
        out.append(Line("", r2(x + xa), r2(y + ya), r2(x + xb), r2(y + yb), style))
        k += step
    return out


def _highlight(number: int, geo: Geometry, th: Theme, lang: str) -> Group:
    x, y, w, h = geo.place_rect(number)
    lw = geo.cell * 0.045 * th.outline_scale
    parts: list[Shape] = [
        Rect("", r2(x), r2(y), r2(w), r2(h), Style(fill=th.highlight, opacity=0.1),
             rx=r2(w * 0.06)),
    ]
    if th.hatch:
        parts.extend(_hatch(x, y, w, h, w * 0.12,
                            Style(stroke=th.highlight, width=r2(w * 0.01), opacity=0.3)))
    parts.append(Rect("", r2(x + lw / 2), r2(y + lw / 2), r2(w - lw), r2(h - lw),
                      Style(stroke=th.highlight, width=r2(lw)), rx=r2(w * 0.05)))
    # a diamond badge in the lower right corner: the cue that does not rely on colour
    cx, cy, d = x + w * 0.86, y + h * 0.46, w * 0.075
    parts.append(Polygon("", ((r2(cx), r2(cy - d)), (r2(cx + d), r2(cy)), (r2(cx), r2(cy + d)),
                              (r2(cx - d), r2(cy))),
                         Style(fill=th.highlight, stroke=th.background, width=r2(w * 0.012))))
    # TRANSLATORS: the tooltip of a place lit as a destination of the move
    title = _("{place}: a destination", place=labelled(number))
    return Group(f"highlight-{number}", tuple(parts), title=tr(title, lang))


def _selected(number: int, geo: Geometry, th: Theme, lang: str) -> Group:
    x, y, w, h = geo.place_rect(number)
    lw = geo.cell * 0.05 * th.outline_scale
    out = lw * 0.9
    parts: list[Shape] = [
        Rect("", r2(x - out / 2), r2(y - out / 2), r2(w + out), r2(h + out),
             Style(stroke=th.selected, width=r2(lw)), rx=r2(w * 0.07)),
        Rect("", r2(x + lw * 0.6), r2(y + lw * 0.6), r2(w - 1.2 * lw), r2(h - 1.2 * lw),
             Style(stroke=th.selected, width=r2(lw * 0.35), dash=(r2(w * 0.05), r2(w * 0.035))),
             rx=r2(w * 0.045)),
    ]
    # a five-pointed star in the lower right corner marks the start without colour
    cx, cy, ro = x + w * 0.86, y + h * 0.46, w * 0.09
    pts = []
    for i in range(10):
        a = math.radians(-90 + 36 * i)
        rr = ro if i % 2 == 0 else ro * 0.45
        pts.append((r2(cx + rr * math.cos(a)), r2(cy + rr * math.sin(a))))
    parts.append(Polygon("", tuple(pts), Style(fill=th.selected, stroke=th.background,
                                                width=r2(w * 0.01))))
    # TRANSLATORS: the tooltip of the place a move starts from
    title = _("{place}: the start", place=labelled(number))
    return Group(f"selected-{number}", tuple(parts), title=tr(title, lang))


def board_scene(board: Board, highlight: Iterable[int] = (), theme: str | Theme = "light",
                lang: str | None = None, selected: int | None = None,
                size: float | None = None) -> Scene:
    """The scene of ``board``: tiles, borders, the barrier, the start and its destinations,
    every word in ``lang`` (None: the session's language, ``i18n.set_language``)."""
    if not isinstance(board, Board):
        raise ValueError(f"board_scene needs a Board, not {type(board).__name__}")
    th = get_theme(theme)
    lang = check_language(lang)  # refuses an unknown language, naming the kit's languages
    lit = sorted(set(highlight))
    for n in lit + ([selected] if selected is not None else []):
        if isinstance(n, bool) or not isinstance(n, int) or n not in board.places:
            raise ValueError(f"{n!r} is not a place on the board {board.layout.name!r}")
    geo = Geometry.for_board(board, size)
    if board.barrier:
        # TRANSLATORS: a board picture's title; {layout} is the layout's own title, {a} and
        # {b} place numbers
        title = _("Istanbul board: {layout}, barrier between {a} and {b}",
                  layout=board.layout.title, a=board.barrier[0], b=board.barrier[1])
    else:
        # TRANSLATORS: a board picture's title; {layout} is the layout's own title
        title = _("Istanbul board: {layout}", layout=board.layout.title)
    desc_bits = []
    if selected is not None:
        # TRANSLATORS: part of a board picture's description: the place a move starts from
        desc_bits.append(tr(_("start: {place}", place=labelled(selected)), lang))
    if lit:
        # TRANSLATORS: part of a board picture's description: the places a move reaches
        desc_bits.append(tr(_("destinations: {places}", places=join(labelled(n) for n in lit)),
                            lang))
    sc = Scene(geo, th, title=tr(title, lang), description="; ".join(desc_bits), lang=lang)
    sc.add(Rect("background", 0, 0, r2(geo.width), r2(geo.height), Style(fill=th.background)))
    for a, b in board.edges():
        sc.add(_edge(a, b, geo, th, lang))
    for r, row in enumerate(geo.rows):
        for c in range(len(row)):
            sc.add(_tile(geo.rows[r][c], geo, th, lang))
    if board.barrier:
        sc.add(_barrier(*board.barrier, geo, th, lang), layer="pieces")
    for n in lit:
        sc.add(_highlight(n, geo, th, lang), layer="highlights")
    if selected is not None:
        sc.add(_selected(selected, geo, th, lang), layer="highlights")
    return sc


__all__ = ["DEFAULT_CELL", "FONT_FAMILY", "Geometry", "LAYERS", "RECONSTRUCTED_NOTE", "Scene",
           "board_scene", "fit_name", "is_wide", "place_title", "text_width", "wrap"]
