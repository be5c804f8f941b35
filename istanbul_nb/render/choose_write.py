"""Istanbul: Choose & Write on the picture: one player's Game Plan as a scene of plain shapes,
painted as SVG (static) or on the canvas, as the board is (one geometry, two painters).

The sheet, top to bottom:

- a title line: whose sheet, which side (1-3 or 4-5 players), rubies, lira and goods held;
- **the map** (left): each place as one box over the cells it covers (``place-<key>``), with
  its number or letter, its name, the board game's icon for it, what it gives now (a Warehouse's
  and the Tea House's income with the improvements checked, the goods a palace letter asks),
  its **action icons** (small squares, ``place-<key>-icon-<i>``; a crossed one carries an X,
  ``place-<key>-cross-<i>``; the bold icon has a thick border; a bold icon not used with this
  player count is drawn crossed from the set-up, as the seed asks the players to cross it) and
  its **improvement squares** (grey, ``improve-<key>-<i>``, a check mark when taken). The
  Catacombs 12 have a thick wall: they are adjacent to nothing (seed);
- **the goods columns** (right of the map): fabric, spice, fruit, jewelry, 12 spaces each,
  filled from the top (``goods-<good>-<row>``), and the Bonus Ruby of rows 3, 6, 9 and 12
  (``goods-bonus-<row>``, crossed once taken);
- **the lira sections** (bottom left), filled in order, the first section first, each ending
  with its Bonus Ruby (``lira-<n>``, ``lira-bonus-<section>``), and the start-player space;
- **the amulet** (bottom centre): 10 ruby spaces in a ring (``amulet-<n>``) and the two rings
  beside it for rubies after the tenth (``ring-<n>``);
- **the bonus actions** (bottom right): one space each (``bonus-<n>``; the 4-5 side's bold one
  has a thick border and is crossed from the set-up with 4 players);
- a footnote: the map and the counts are reconstructed (CHOOSE_WRITE.md).

A space is drawn empty (paper), filled in (the section's colour) or filled and crossed off
(pale, with a stroke across), as a pencil leaves it; its ``<title>`` says which.

What is printed on every sheet of a table (the places' boxes, names and pictures) is the
canvas layer ``tiles``; what is written on it (and the sheet's name) is ``pieces``, so after a
decision the canvas repaints only the writing.

The places and sections a seat may choose now are lit (layer ``highlights``, ids
``highlight-<region>``), from the game's legal actions only (``sheet_choices``): the picture
and a click on it read the same mapping, so the widget holds no rules.

Decisions where the rules say nothing about the picture (the printed sheet is not public):
- goods columns fill from the top down and the Bonus Ruby mark sits left of its row;
- rubies after the tenth go on the two rings, one each; from the 13th on, the second ring shows
  the number of extra rubies ("+3");
- a place's icon is the board game's icon of the same place (Black Market 14: the board's Black
  Market), and its colour the board's colour for that kind of place; a one-cell place whose
  icons leave no room for its improvement squares shows the squares and its income without
  that picture (with the reconstructed counts, 1 icon per place on the 1-3 side + the bold one
  and 2 on the 4-5 side, no place is that crowded; the rule stays for a truer sheet's data);
- a palace letter shows the goods it asks now only when the picture is made from a game (the
  Ruby cards are on the table, not on the sheet).
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from ..choose_write.data import GOODS, LETTERS, card, components, place_order
from ..choose_write.game import Game, SheetView
from ..choose_write.plan import Plan
from ..choose_write.words import BOARD_PLACE, card_text, good_term, place_label, short_name
from ..i18n import N_, Message, _, check_language, join, tr
from .icons import icon
from .scene import Geometry, Scene, r2, text_width
from .shapes import Circle, Group, Line, Polygon, Rect, Shape, Style, Text
from .svg import SvgPicture, scene_svg
from .themes import Theme, mix, text_on
from .themes import theme as get_theme

#: The footnote every picture of a sheet carries (the map is this project's reconstruction).
RECONSTRUCTED_NOTE = _("Game Plan map: reconstructed (see CHOOSE_WRITE.md)")

#: The board game's place (for its icon and its colour) that shows each place of the sheet.
BOARD_LOOK: dict[str, int] = BOARD_PLACE
#: What a place gives, in a few words (Warehouses, the Tea House and the palace letters are
#: written from the sheet and the table instead).
# TRANSLATORS: the words on a place of the Choose & Write sheet: a few words, they wrap in a
# box about 14 characters wide ("→" reads "gives")
SHORT: dict[str, Message] = {
    "2": _("10 lira → 1 ruby"), "3": _("2 same goods → 3 lira, fill 1"),
    "4": _("Goods card, 1 lira"), "6": _("the Caravan card"), "7": _("2 goods of your choice"),
    "9": _("1 Guild card"), "11": _("Goods card → 5 lira"), "12": _("any place's action"),
    "13": _("≤ 2 improvements"),
}
#: What a palace letter asks, on a plan without a table (the goods are dealt at set-up).
PALACE_WORDS = _("goods at the palace")
#: The colour of the lira spaces (the board's palace gold) and of the bonus actions.
LIRA_KIND, BONUS_KIND, RUBY = "palace", "letters", "#c2185b"

# the sheet's own pixels (the picture scales as a whole: SVG by its viewBox, the canvas by CSS)
WIDTH = 960.0
MARGIN = 14.0
TOP = 40.0                # the map's top (the title line above it)
CELL_W, CELL_H = 108.0, 92.0
#: The font size of every word a player reads on the sheet: 11 CSS pixels when the sheet is
#: drawn at 0.81 of its size: fitted from 960 to the notebook's 800 pixels (lesson 12), or 480
#: pixels tall in the ChooseWriteTable at 1280x800, hence a sheet at most 588 pixels tall.
TEXT = 13.6
LINE = 1.05               # the line height of a place's words (two lines under its band)
BAND = 30.0               # a place's coloured band (its number and a name of two lines)
INSET = 2.5               # half the gap between two places' boxes
GOODS_X = 676.0           # the goods panel's left
GOODS_PITCH = 60.0        # a goods column's width: its name ("jewelry") at TEXT fits
BAND_Y = 392.0            # the lower band's top (lira, amulet, bonus actions)


@dataclass(frozen=True)
class SheetGeometry(Geometry):
    """Where each part of a sheet sits: named regions (``place-8``, ``goods-fabric``, ``lira``,
    ``bonus``...) as rectangles, and the picture's size. The board's grid fields stay empty:
    a sheet's places are not numbered tiles of one size, so ``region_at`` (not ``hit``) says
    what is under a point."""

    rows: tuple[tuple[int, ...], ...] = ()
    size: tuple[float, float] = (WIDTH, 0.0)
    regions: tuple[tuple[str, tuple[tuple[float, float, float, float], ...]], ...] = ()

    @property
    def width(self) -> float:
        return self.size[0]

    @property
    def height(self) -> float:
        return self.size[1]

    def hit(self, x: float, y: float) -> int | None:
        """No numbered place: a sheet's regions are named (``region_at``)."""
        return None

    def rects(self, region: str) -> tuple[tuple[float, float, float, float], ...]:
        for key, rects in self.regions:
            if key == region:
                return rects
        raise ValueError(f"there is no region {region!r} on the sheet")

    def region_at(self, x: float, y: float) -> str | None:
        """The region (``place-8``, ``goods-spice``, ``lira``, ``bonus``...) holding (x, y)."""
        for key, rects in self.regions:
            for rx, ry, rw, rh in rects:
                if rx <= x <= rx + rw and ry <= y <= ry + rh:
                    return key
        return None

    def region_centre(self, region: str) -> tuple[float, float]:
        """The middle of a region's first rectangle (where a test or a hint points)."""
        x, y, w, h = self.rects(region)[0]
        return x + w / 2, y + h / 2


@dataclass
class SheetScene(Scene):
    """A Scene of one sheet: ``region_at`` names the part of the sheet under a point; ``lang``
    is the language its words are in (the SVG's ``xml:lang`` and font stack)."""

    lang: str = "en"

    @property
    def sheet(self) -> SheetGeometry:
        """The geometry as a sheet's (regions by name)."""
        if not isinstance(self.geometry, SheetGeometry):
            raise ValueError("a SheetScene is laid out with a SheetGeometry")
        return self.geometry

    def region_at(self, x: float, y: float) -> str | None:
        return self.sheet.region_at(x, y)


def _place_rects(plan: Plan, place: str) -> tuple[tuple[float, float, float, float], ...]:
    """One box over a place's cells when they form a rectangle, else one box per cell."""
    cells = plan.cells_of(place)
    if not cells:
        raise ValueError(f"place {place!r} has no cell on the Game Plan")
    r0, r1 = min(r for r, _ in cells), max(r for r, _ in cells)
    c0, c1 = min(c for _, c in cells), max(c for _, c in cells)
    boxes = [(r0, c0, r1, c1)] if len(cells) == (r1 - r0 + 1) * (c1 - c0 + 1) else \
        [(r, c, r, c) for r, c in cells]
    return tuple((r2(MARGIN + left * CELL_W + INSET), r2(TOP + top * CELL_H + INSET),
                  r2((right - left + 1) * CELL_W - 2 * INSET),
                  r2((bottom - top + 1) * CELL_H - 2 * INSET))
                 for top, left, bottom, right in boxes)


def sheet_geometry(plan: Plan) -> SheetGeometry:
    """The regions of a sheet of ``plan`` (the map's size follows its grid of cells)."""
    n_rows, n_cols = len(plan.cells), len(plan.cells[0])
    map_right = MARGIN + n_cols * CELL_W
    map_bottom = TOP + n_rows * CELL_H
    goods_x = max(GOODS_X, map_right + 20)
    band_y = max(BAND_Y, map_bottom + 16)
    width = max(WIDTH, goods_x + 12 + 4 * GOODS_PITCH + MARGIN)
    rows = max(plan.goods_columns.values())
    regions: list[tuple[str, tuple[tuple[float, float, float, float], ...]]] = []
    for p in place_order():
        regions.append((f"place-{p}", _place_rects(plan, p)))
    pitch = _goods_pitch(rows, map_bottom)
    for i, g in enumerate(GOODS):
        regions.append((f"goods-{g}", ((r2(goods_x + 12 + i * GOODS_PITCH), TOP - 2,
                                        GOODS_PITCH - 2,
                                        r2(24 + rows * pitch + 4)),)))
    lira_w = 22.0 * max(plan.lira_sections) + 34
    regions.append(("lira", ((MARGIN, r2(band_y - 6), r2(lira_w), 30.0 * len(plan.lira_sections)
                              + 28),)))
    regions.append(("amulet", ((r2(MARGIN + lira_w + 12), r2(band_y - 6), 190.0, 156.0),)))
    bonus_x = r2(width - MARGIN - 250)
    regions.append(("bonus", ((bonus_x, r2(band_y - 6), 250.0, 70.0),)))
    height = band_y + 164  # 588 on every side (see TEXT)
    return SheetGeometry(rows=(), size=(r2(width), r2(height)), regions=tuple(regions))


def _goods_pitch(rows: int, map_bottom: float) -> float:
    return min(26.0, (map_bottom - TOP - 30) / max(rows, 1))


# -- the parts ----------------------------------------------------------------------------------
def _space(sid: str, cx: float, cy: float, r: float, state: str, colour: str, th: Theme,
           title: Message, lang: str, bold: bool = False) -> Group:
    """One round space: ``state`` is "empty", "filled" or "crossed" (filled, then crossed off);
    its ``<title>`` says which in ``lang``."""
    paper = th.tile_base
    width = max(1.0, r * (0.32 if bold else 0.14))
    if state == "empty":
        body = Circle(f"{sid}-space", r2(cx), r2(cy), r2(r),
                      Style(fill=paper, stroke=th.tile_stroke, width=r2(width)))
        # TRANSLATORS: a space of the Choose & Write sheet, not yet written on
        return Group(sid, (body,), title=tr(_("{space}: empty", space=title), lang))
    fill = colour if state == "filled" else mix(colour, paper, 0.6)
    parts: list[Shape] = [Circle(f"{sid}-space", r2(cx), r2(cy), r2(r),
                                 Style(fill=fill, stroke=th.tile_stroke, width=r2(width)))]
    if state == "crossed":
        d = r * 0.95
        parts.append(Line(f"{sid}-cross", r2(cx - d), r2(cy + d), r2(cx + d), r2(cy - d),
                          Style(stroke=th.ink, width=r2(max(1.2, r * 0.22)))))
        return Group(sid, tuple(parts), title=tr(_("{space}: filled in and crossed off",
                                                   space=title), lang))
    return Group(sid, tuple(parts), title=tr(_("{space}: filled in", space=title), lang))


def _state(i: int, filled: int, crossed: int) -> str:
    """The look of the i-th space (1-based) of a section filled ``filled`` times, of which the
    first ``crossed`` are crossed off (a sheet counts, it does not remember which ones)."""
    if i > filled:
        return "empty"
    return "crossed" if i <= crossed else "filled"


def _gem(sid: str, cx: float, cy: float, r: float, taken: bool, th: Theme, title: Message,
         lang: str) -> Group:
    """A Bonus Ruby mark: a ruby-red diamond, crossed once it is taken."""
    pts = ((r2(cx), r2(cy - r)), (r2(cx + r * 0.85), r2(cy)), (r2(cx), r2(cy + r)),
           (r2(cx - r * 0.85), r2(cy)))
    fill = mix(RUBY, th.tile_base, 0.55) if taken else RUBY
    parts: list[Shape] = [Polygon(f"{sid}-gem", pts, Style(fill=fill, stroke=th.ink,
                                                             width=r2(max(1.0, r * 0.12))))]
    if taken:
        parts.append(Line(f"{sid}-cross", r2(cx - r), r2(cy + r), r2(cx + r), r2(cy - r),
                          Style(stroke=th.ink, width=r2(max(1.2, r * 0.2)))))
    if taken:
        return Group(sid, tuple(parts), title=tr(_("{ruby}: taken", ruby=title), lang))
    return Group(sid, tuple(parts), title=tr(_("{ruby}: not yet taken", ruby=title), lang))


def _check(x: float, y: float, s: float, colour: str) -> Polygon:
    return Polygon("", ((r2(x + s * 0.18), r2(y + s * 0.52)), (r2(x + s * 0.42), r2(y + s * 0.78)),
                        (r2(x + s * 0.85), r2(y + s * 0.2))),
                   Style(stroke=colour, width=r2(max(1.5, s * 0.16))), closed=False)


def band_name(place: str, lang: str | None = "en") -> str:
    """The name on a place's band in ``lang``: the Warehouses' good and the palace's letter are
    on the picture already (colour, income, badge), so they are left out there."""
    return short_name(place).text(lang)


#: Where a word too long for its box may break (with a hyphen), so that no text on the sheet
#: shrinks below ``TEXT``: the long words of the places' names and of what they give.
BREAKS: dict[str, tuple[str, ...]] = {
    "Warehouse": ("Ware", "house"), "Caravansary": ("Caravan", "sary"),
    "Wainwright": ("Wain", "wright"), "Gemstone": ("Gem", "stone"),
    "improvements": ("improve", "ments"), "jewelry": ("jewel", "ry"),
}


def lines_of(text: str, size: float, room: float) -> tuple[str, ...]:
    """``text`` in lines no wider than ``room`` at ``size`` (the scene's estimate): words
    wrap, and a long word breaks where ``BREAKS`` allows, so nothing shrinks below the
    sheet's one size of text."""
    words: list[str] = []
    for word in text.split(" "):
        parts = BREAKS.get(word.rstrip(",."))
        if parts and text_width(word, size) > room:
            tail = word[len("".join(parts)):]
            words += [f"{part}-" for part in parts[:-1]] + [parts[-1] + tail]
        elif text_width(word, size) > room:
            words += _chunks(word, size, room)
        else:
            words.append(word)
    lines: list[str] = []
    for word in words:
        if lines and not lines[-1].endswith("-") and \
                text_width(f"{lines[-1]} {word}", size) <= room:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return tuple(lines)


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in "WF"


def _chunks(word: str, size: float, room: float) -> list[str]:
    """A word wider than ``room`` in pieces that fit: Chinese and Japanese text (no spaces)
    breaks between any two wide characters, a long word of other scripts where it must, with
    a hyphen (a German compound, a Korean word run without spaces)."""
    out: list[str] = []
    piece = ""
    for ch in word:
        hyphen = "" if _wide(ch) else "-"
        if piece and text_width(piece + ch + hyphen, size) > room:
            out.append(piece + ("" if _wide(piece[-1]) or _wide(ch) else "-"))
            piece = ch
        else:
            piece += ch
    return out + ([piece] if piece else [])


def _income(plan: Plan, sheet: SheetView, place: str) -> Message | None:
    """What a Warehouse or the Tea House gives now (the checked improvements counted)."""
    info = components()["places"][place]
    checked = sheet.improvements.get(place, 0)
    if "good" in info:
        base, per = plan.warehouse_income
        return _("{n} {good}", n=base + per * checked, good=good_term(info["good"]))
    if place == "8":
        base, per = plan.tea_house_income
        return _("{n} lira", n=base + per * checked)
    return None


def _printed_icons(plan: Plan, place: str) -> tuple[int, bool]:
    """(icons printed at ``place`` on this side, whether the last of them is the bold one)."""
    base = int(components()["plans"][plan.side]["icons"][place])
    bold = place in plan.bold_icons
    return base + (1 if bold else 0), bold


def _place(plan: Plan, sheet: SheetView, place: str, th: Theme,
           palace: Mapping[str, Sequence[str]] | None,
           gives: str | None = None, lang: str = "en") -> tuple[Group, Group]:
    """A place's box (what is printed: the layer ``tiles``) and what is written on it (icons
    crossed, improvements checked, what it gives now: the layer ``pieces``), so a change of
    the writing repaints only that layer on the canvas."""
    rects = _place_rects(plan, place)
    strong = th.kind_colour(BOARD_LOOK[place])
    paper = mix(strong, th.tile_base, th.tint)
    pid = f"place-{place}"
    walled = place in plan.walled
    parts: list[Shape] = []
    marks: list[Shape] = []
    for i, (x, y, w, h) in enumerate(rects):
        parts.append(Rect(f"{pid}-box" if i == 0 else "", x, y, w, h,
                          Style(fill=paper, stroke=th.ink if walled else th.tile_stroke,
                                width=4.0 if walled else 1.2), rx=5.0))
    x, y, w, h = rects[0]
    band = BAND
    parts += [Rect("", x, y, w, band, Style(fill=strong), rx=5.0),
              Rect("", x, r2(y + band / 2), w, r2(band / 2), Style(fill=strong)),
              Circle("", r2(x + 13), r2(y + band / 2), 11.0,
                     Style(fill=paper, stroke=th.tile_stroke, width=1.0)),
              Text(f"{pid}-number", r2(x + 13), r2(y + band / 2 + 0.5), (place,), TEXT, th.ink,
                   weight="bold")]
    lines = lines_of(band_name(place, lang), TEXT, w - 30)
    parts.append(Text(f"{pid}-name", r2(x + 27), r2(y + band / 2 + 0.5), lines, TEXT,
                      text_on(strong), anchor="start", weight="bold", line_height=1.0))
    side = 14.0
    iy = y + h - side - 6  # the action icons' row
    # the board's icon on the left; the improvement squares on the right; between them, what
    # the place gives (a place of two cells high: the icon on top, the words under it)
    tall = h > 1.5 * CELL_H
    mid = (y + band + iy) / 2
    s = min(14.0, (iy - y - band) * 0.42)
    icon_y = y + band + 8 + s if tall else mid
    printed, bold = _printed_icons(plan, place)
    squares = plan.improvements.get(place, 0)
    checked = sheet.improvements.get(place, 0)
    sq_left = x + w - 6 - squares * (side + 3) + 3
    # in the icons' row when there is room, else above it (tall) or beside the words, where
    # the picture's icon gives them its room (the band's colour and name say the place)
    low = x + 7 + printed * (side + 4) + 4 <= sq_left
    sy = iy if low else (iy - side - 5 if tall else mid - side / 2)
    crowded = bool(squares) and not low and not tall
    words = _income(plan, sheet, place)
    text = tr(words if words is not None else (gives or SHORT.get(place, "")), lang)
    palace_words = tr(PALACE_WORDS, lang)
    # the words at their size need the icon's room (or a palace letter's goods, as dots big
    # enough for their initials): the band's colour and name say the place, the icon gives way
    wordy = False
    if not tall and not crowded:
        if place in ("A", "B", "C", "D") and palace is not None:
            wordy = True
        else:
            said = palace_words if place in LETTERS else text
            beside = lines_of(said, TEXT, x + w - 4 - (x + 14 + 2 * s))
            wordy = len(beside) * TEXT * LINE > iy - (y + band) - 1
    if crowded or wordy:
        s = -4.0  # the words start at the box's left edge
    else:
        parts.extend(icon(BOARD_LOOK[place], r2(x + 8 + s), r2(icon_y), r2(s), th.ink, strong,
                          paper))
    for i in range(squares):
        sx = sq_left + i * (side + 3)
        sid = f"improve-{place}-{i + 1}"
        sq: list[Shape] = [Rect(f"{sid}-box", r2(sx), r2(sy), side, side,
                                Style(fill="#c9c9c9", stroke=th.tile_stroke, width=1.0))]
        if i < checked:
            sq.append(_check(sx, sy, side, th.ink))
        if i < checked:
            said_square = _("improvement square {k} at {place}: checked", k=i + 1, place=place)
        else:
            said_square = _("improvement square {k} at {place}: empty", k=i + 1, place=place)
        marks.append(Group(sid, tuple(sq), title=tr(said_square, lang)))
    text_x = x + 14 + 2 * s
    text_w = (sq_left - 4 if crowded else x + w - 4) - text_x
    if place in ("A", "B", "C", "D"):
        marks.extend(_demand(pid, place, palace, text_x, mid, text_w, th, lang))
    elif tall:
        top = icon_y + s + 8
        lines = lines_of(text, TEXT, w - 14)
        marks.append(Text(f"{pid}-gives", r2(x + 7), r2(top + len(lines) * TEXT * LINE / 2),
                          lines, TEXT, th.ink, anchor="start", line_height=LINE))
    else:
        lines = lines_of(text, TEXT, text_w)
        marks.append(Text(f"{pid}-gives", r2(text_x), r2(mid), lines, TEXT, th.ink,
                          anchor="start", line_height=LINE))
    # the action icons along the bottom
    usable = plan.icons[place]
    crossed = sheet.icons_crossed.get(place, 0)
    for i in range(printed):
        ix = x + 7 + i * (side + 4)
        is_bold = bold and i == printed - 1
        unused = i >= usable  # a bold icon this player count does not use: crossed at set-up
        is_crossed = unused or i < crossed
        look = (_("crossed out at set-up (used only with 3 players)") if unused
                else _("crossed out") if is_crossed else _("free"))
        sid = f"{pid}-icon-{i + 1}"
        icon_parts: list[Shape] = [
            Rect(f"{sid}-box", r2(ix), r2(iy), side, side,
                 Style(fill=mix(strong, th.tile_base, 0.35 if not is_crossed else 0.8),
                       stroke=th.ink, width=2.6 if is_bold else 1.0), rx=2.5)]
        if is_crossed:
            icon_parts.append(Group(f"{pid}-cross-{i + 1}", (
                Line("", r2(ix + 2), r2(iy + 2), r2(ix + side - 2), r2(iy + side - 2),
                     Style(stroke=th.ink, width=1.6)),
                Line("", r2(ix + 2), r2(iy + side - 2), r2(ix + side - 2), r2(iy + 2),
                     Style(stroke=th.ink, width=1.6)))))
        if is_bold:
            said_icon = _("action icon {k} of {n} at {place}, bold (3 players): {look}", k=i + 1,
                          n=printed, place=place_label(place), look=look)
        else:
            said_icon = _("action icon {k} of {n} at {place}: {look}", k=i + 1, n=printed,
                          place=place_label(place), look=look)
        marks.append(Group(sid, tuple(icon_parts), title=tr(said_icon, lang)))
    near = plan.neighbours(place)
    if walled:
        title = _("{place}: walled off, adjacent to no other place", place=place_label(place))
    elif near:
        title = _("{place}: next to {places}", place=place_label(place), places=join(near))
    else:
        title = place_label(place)
    return (Group(pid, tuple(parts), title=tr(title, lang)),
            Group(f"{pid}-marks", tuple(marks),
                  title=tr(_("written at {place}", place=place), lang)))


def _demand(pid: str, letter: str, palace: Mapping[str, Sequence[str]] | None, x: float,
            y: float, width: float, th: Theme, lang: str = "en") -> list[Shape]:
    """The goods a palace letter asks now (from the table), as coloured dots with the goods'
    initials in ``lang``."""
    if palace is None:
        return [Text(f"{pid}-gives", r2(x), r2(y), lines_of(tr(PALACE_WORDS, lang), TEXT, width),
                     TEXT, th.ink, anchor="start", line_height=LINE)]
    goods = list(palace.get(letter, ()))
    if not goods:
        return [Text(f"{pid}-gives", r2(x), r2(y), lines_of(tr(_("no Ruby card"), lang), TEXT,
                                                            width), TEXT,
                     th.ink, anchor="start", line_height=LINE)]
    r = min(11.0, width / (2.2 * len(goods)))
    out: list[Shape] = []
    for i, g in enumerate(goods):
        cx = x + r + i * r * 2.2
        fill = th.kinds.get(g, th.faint)
        out.append(Circle("", r2(cx), r2(y), r2(r), Style(fill=fill, stroke=th.ink, width=0.8)))
        out.append(Text("", r2(cx), r2(y + 0.3), (tr(good_term(g), lang)[:1].upper(),), TEXT,
                        text_on(fill),
                        weight="bold"))
    return [Group(f"{pid}-gives", tuple(out),
                  title=tr(_("{letter} asks {goods} for a ruby", letter=letter,
                               goods=join([good_term(g) for g in goods])), lang))]


def _goods(plan: Plan, sheet: SheetView, geo: SheetGeometry, th: Theme,
           lang: str = "en") -> list[Shape]:
    rows = max(plan.goods_columns.values())
    x0 = geo.rects("goods-fabric")[0][0]
    pitch = _goods_pitch(rows, TOP + len(plan.cells) * CELL_H)
    out: list[Shape] = []
    top = TOP + 24
    for row in plan.goods_bonus_rows:
        cy = top + (row - 0.5) * pitch
        out.append(_gem(f"goods-bonus-{row}", x0 - 14, cy, 8.0, row in sheet.goods_bonus, th,
                        _("Bonus Ruby for all four goods columns filled to row {row}", row=row),
                        lang))
    for i, g in enumerate(GOODS):
        cx = x0 + GOODS_PITCH / 2 - 1 + i * GOODS_PITCH
        colour = th.kinds.get(g, th.faint)
        good = good_term(g)
        out.append(Text(f"goods-{g}-name", r2(cx), r2(TOP + 8),
                        (good.text(lang),), TEXT, th.ink,
                        weight="bold"))
        filled, crossed = sheet.goods_filled[g], sheet.goods_crossed[g]
        spaces = [_space(f"goods-{g}-{k}", cx, top + (k - 0.5) * pitch, pitch * 0.36,
                         _state(k, filled, crossed), colour, th,
                         _("{good} space {k}", good=good, k=k), lang)
                  for k in range(1, plan.goods_columns[g] + 1)]
        out.append(Group(f"goods-{g}", tuple(spaces),
                         title=tr(_("{good}: {n} held ({filled} filled in, {crossed} crossed "
                                    "off)", good=good, n=filled - crossed, filled=filled,
                                    crossed=crossed), lang)))
    return out


def _lira(plan: Plan, sheet: SheetView, geo: SheetGeometry, th: Theme,
          lang: str = "en") -> list[Shape]:
    x0, y0, _w, _h = geo.rects("lira")[0]
    colour = th.kinds.get(LIRA_KIND, th.faint)
    out: list[Shape] = [Text("lira-title", r2(x0 + 4), r2(y0 + 12),
                             # TRANSLATORS: the title of the lira spaces on the sheet
                             (tr(_("Lira"), lang),), TEXT, th.ink, anchor="start",
                             weight="bold")]
    n = 0
    spaces: list[Shape] = []
    for s, size in enumerate(plan.lira_sections, 1):
        cy = y0 + 34 + (s - 1) * 30
        for k in range(size):
            n += 1
            spaces.append(_space(f"lira-{n}", x0 + 10 + k * 22, cy, 8.5,
                                 _state(n, sheet.lira_filled, sheet.lira_crossed), colour, th,
                                 _("lira space {n} (section {section})", n=n, section=s), lang))
        spaces.append(_gem(f"lira-bonus-{s}", x0 + 10 + size * 22 + 4, cy, 9.0,
                           s in sheet.lira_bonus, th,
                           _("Bonus Ruby for the last space of lira section {section}",
                             section=s), lang))
    out.append(Group("lira-spaces", tuple(spaces),
                     title=tr(_("lira: {n} held ({filled} filled in, {crossed} crossed off)",
                                n=sheet.lira, filled=sheet.lira_filled,
                                crossed=sheet.lira_crossed), lang)))
    # the start-player space, bottom left
    sy = y0 + 34 + len(plan.lira_sections) * 30 + 2
    out.append(_space("start", x0 + 10, sy, 8.5, "crossed" if sheet.start else "empty",
                      th.ink, th, _("start-player space"), lang))
    out.append(Text("start-label", r2(x0 + 24), r2(sy), (tr(_("start player"), lang),), TEXT,
                    th.faint, anchor="start"))
    return out


def _amulet(plan: Plan, sheet: SheetView, geo: SheetGeometry, th: Theme,
            lang: str = "en") -> list[Shape]:
    x0, y0, w, h = geo.rects("amulet")[0]
    cx, cy, rad = x0 + 66, y0 + 92, 48.0
    out: list[Shape] = [
        Text("amulet-title", r2(cx), r2(y0 + 12),
             (tr(N_("Amulet: {n} ruby", "Amulet: {n} rubies", sheet.rubies), lang),), TEXT,
             th.ink, weight="bold"),
        Circle("amulet-chain", r2(cx), r2(cy), rad, Style(stroke=th.tile_stroke, width=2.0)),
    ]
    for k in range(1, plan.amulet + 1):
        a = math.radians(-90 + 360 * (k - 1) / plan.amulet)
        out.append(_space(f"amulet-{k}", cx + rad * math.cos(a), cy + rad * math.sin(a), 11.0,
                          "filled" if k <= sheet.rubies else "empty", RUBY, th,
                          _("amulet ruby space {k}", k=k), lang))
    rings = int(components()["plans"][plan.side].get("rings", 2))
    extra = max(0, sheet.rubies - plan.amulet)
    for k in range(1, rings + 1):
        rx, ry = cx + rad + 40, cy - 30 + (k - 1) * 58
        taken = extra >= k
        parts: list[Shape] = [Circle(f"ring-{k}-ring", r2(rx), r2(ry), 15.0,
                                     Style(fill=RUBY if taken else th.tile_base,
                                           stroke=th.tile_stroke, width=4.0))]
        if k == rings and extra > rings - 1 and extra > 1:
            parts.append(Text(f"ring-{k}-count", r2(rx), r2(ry), (f"+{extra - rings + 1}",),
                              TEXT, text_on(RUBY), weight="bold"))
        said = (_("ring {k} for rubies after the tenth: used", k=k) if taken
                else _("ring {k} for rubies after the tenth: empty", k=k))
        out.append(Group(f"ring-{k}", tuple(parts), title=tr(said, lang)))
    return out


def _bonus(plan: Plan, sheet: SheetView, geo: SheetGeometry, th: Theme,
           lang: str = "en") -> list[Shape]:
    x0, y0, _w, _h = geo.rects("bonus")[0]
    d = components()["plans"][plan.side]
    printed = int(d["bonus_spaces"]) + int(d["bold_bonus_spaces"])
    colour = th.kinds.get(BONUS_KIND, th.faint)
    out: list[Shape] = [Text("bonus-title", r2(x0 + 4), r2(y0 + 12),
                             (tr(_("Bonus actions"), lang),), TEXT, th.ink, anchor="start",
                             weight="bold")]
    spaces: list[Shape] = []
    for k in range(1, printed + 1):
        bold = k > int(d["bonus_spaces"])
        unused = k > plan.bonus_spaces  # the 5-player space with 4 players: crossed at set-up
        state = "crossed" if unused else _state(k, sheet.bonus_filled, sheet.bonus_crossed)
        if bold and unused:
            what = _("bonus-action space {k} (bold: 5 players), crossed out at set-up", k=k)
        elif bold:
            what = _("bonus-action space {k} (bold: 5 players)", k=k)
        elif unused:
            what = _("bonus-action space {k}, crossed out at set-up", k=k)
        else:
            what = _("bonus-action space {k}", k=k)
        spaces.append(_space(f"bonus-{k}", x0 + 16 + (k - 1) * 30, y0 + 40, 11.0, state,
                             colour, th, what, lang, bold=bold))
    out.append(Group("bonus-spaces", tuple(spaces),
                     title=tr(_("bonus actions: {n} to use ({filled} filled in, {crossed} "
                                "crossed off)", n=sheet.bonus, filled=sheet.bonus_filled,
                                crossed=sheet.bonus_crossed), lang)))
    return out


def _highlight(region: str, geo: SheetGeometry, th: Theme, words: str) -> Group:
    parts: list[Shape] = []
    for x, y, w, h in geo.rects(region):
        lw = 3.2 * th.outline_scale
        parts.append(Rect("", x, y, w, h, Style(fill=th.highlight, opacity=0.1), rx=5.0))
        parts.append(Rect("", r2(x + lw / 2), r2(y + lw / 2), r2(w - lw), r2(h - lw),
                          Style(stroke=th.highlight, width=r2(lw)), rx=5.0))
    x, y, w, h = geo.rects(region)[0]
    # a diamond badge (the cue that does not rely on colour): on a place's band, else low
    cx, cy, dd = x + w - 11, (y + 12 if region.startswith("place-") else y + h - 11), 7.0
    parts.append(Polygon("", ((r2(cx), r2(cy - dd)), (r2(cx + dd), r2(cy)), (r2(cx), r2(cy + dd)),
                              (r2(cx - dd), r2(cy))),
                         Style(fill=th.highlight, stroke=th.background, width=1.2)))
    return Group(f"highlight-{region}", tuple(parts), title=words)


# -- what a click chooses -----------------------------------------------------------------------
def action_region(text: str) -> str | None:
    """The part of a sheet a legal action's text is about, or None (a button only):
    ``at 8`` / ``follow 8 icon`` / ``follow 8 bonus`` / ``improve 8`` / ``palace A ...`` ->
    ``place-8`` (``place-A``), ``good fabric`` / ``fill fabric`` -> ``goods-fabric``,
    ``spend fabric fabric`` (identical goods, with Goods cards or not) -> ``goods-fabric``,
    ``fill lira`` -> ``lira``, ``bonus`` / ``fill bonus`` -> ``bonus``."""
    words = str(text).split()
    if not words:
        return None
    verb, args = words[0], words[1:]
    places = set(place_order())
    if verb in ("at", "follow", "improve", "palace") and args and args[0] in places:
        return f"place-{args[0]}"
    if verb in ("good", "fill") and args and args[0] in GOODS:
        return f"goods-{args[0]}"
    paid = args[:args.index("with")] if "with" in args else args
    if verb == "spend" and paid and paid[0] in GOODS and len(set(paid)) == 1:
        return f"goods-{paid[0]}"  # identical goods (the Large Market): their column
    if verb == "fill" and args == ["lira"]:
        return "lira"
    if (verb == "bonus" and not args) or (verb == "fill" and args == ["bonus"]):
        return "bonus"
    return None


def sheet_choices(actions: Iterable[object]) -> dict[str, list[str]]:
    """Region -> the legal action texts a click there stands for, in the game's order; what
    the picture lights and what the widget plays on a click (one mapping for both)."""
    out: dict[str, list[str]] = {}
    for a in actions:
        region = action_region(str(a))
        if region is not None:
            out.setdefault(region, []).append(str(a))
    return out


def _cards(sheet: SheetView, geo: SheetGeometry, th: Theme, hidden: bool,
           lang: str = "en") -> list[Shape]:
    """What the player holds (not on the sheet, but on the table beside it): the Location
    cards in hand, the Guild cards and the Goods cards; only how many when ``hidden``."""
    x0, y0, w, h = geo.rects("bonus")[0]
    said: list[Message]
    if hidden:
        said = [N_("Hand: {n} Location card", "Hand: {n} Location cards", len(sheet.hand)),
                _("Guild cards: {n}", n=len(sheet.guild_cards)),
                _("Goods cards: {n}", n=len(sheet.goods_cards))]
    else:
        none = _("none")
        hand = join([place_label(card(c)["place"]) for c in sheet.hand])
        guild = join([_("{card} ({n} lira)", card=c, n=card(c)["cost"])
                      for c in sheet.guild_cards])
        goods = join([join([good_term(g) for g in card(c)["goods"]], "+")
                      for c in sheet.goods_cards])
        said = [_("Hand: {cards}", cards=hand if sheet.hand else none),
                _("Guild cards: {cards}", cards=guild if sheet.guild_cards else none),
                _("Goods cards: {cards}", cards=goods if sheet.goods_cards else none)]
    lines = [tr(m, lang) for m in said]
    out: list[Shape] = []
    step = TEXT * 1.1
    y = y0 + h + 6
    room = geo.height - 24 - y  # down to the footnote: a long hand takes more lines
    fitted = [lines_of(line, TEXT, w - 8) for line in lines]
    while sum(map(len, fitted)) * step > room and any(len(f) > 1 for f in fitted):
        longest = max(range(len(fitted)), key=lambda k: len(fitted[k]))
        fitted[longest] = (*fitted[longest][:-2], fitted[longest][-2].rstrip(",") + " …")
    for i, f in enumerate(fitted):
        out.append(Text(f"cards-{('hand', 'guild', 'goods')[i]}", r2(x0 + 4),
                        r2(y + step * (len(f) - 1) / 2 + step / 2), f, TEXT, th.ink,
                        anchor="start", line_height=1.1))
        y += step * len(f) + 3
    return [Group("cards", tuple(out),
                  title=tr(_("cards held: {lines}", lines=join(said, "; ")), lang))]


def blank_sheet(plan: Plan, name: str = "") -> SheetView:
    """An unwritten sheet of ``plan`` (nothing filled, nothing crossed yet)."""
    zeros = {g: 0 for g in GOODS}
    return SheetView(
        seat=0, name=name, rubies=0, amulet=plan.amulet, ruby_sources={}, lira=0,
        lira_filled=0, lira_crossed=0, lira_sections=plan.lira_sections, lira_bonus=(),
        goods=dict(zeros), goods_filled=dict(zeros), goods_crossed=dict(zeros),
        goods_columns=dict(plan.goods_columns), goods_bonus_rows=plan.goods_bonus_rows,
        goods_bonus=(), bonus=0, bonus_filled=0, bonus_crossed=0,
        bonus_spaces=plan.bonus_spaces, icons=dict(plan.icons),
        icons_crossed={p: 0 for p in place_order()},
        improvements={p: 0 for p in plan.improvements},
        improvement_squares=dict(plan.improvements), start=False, hand=(), guild_cards=(),
        goods_cards=(), guild_played=0, goods_cards_played=0, tiebreak=0, players=plan.players)


# -- the scene ----------------------------------------------------------------------------------
def region_words(region: str) -> Message:
    """A region of the sheet as a learner reads it ("place 8", "fabric column", "lira")."""
    if region.startswith("place-"):
        return _("place {place}", place=region.removeprefix("place-"))
    if region.startswith("goods-"):
        return _("{good} column", good=good_term(region.removeprefix("goods-")))
    if region == "lira":
        return _("lira")
    if region == "bonus":
        return _("bonus actions")
    raise ValueError(f"there is no region {region!r} on the sheet")


def plan_scene(plan: Plan, sheet: SheetView | None = None, name: str = "", *,
               highlight: Iterable[str] = (), theme: str | Theme = "light",
               palace: Mapping[str, Sequence[str]] | None = None,
               caravan: str | None = None,
               choices: Mapping[str, Sequence[str]] | None = None,
               hidden: bool = False, lang: str | None = None) -> SheetScene:
    """The scene of a Game Plan: ``sheet`` (an empty one when None) written on ``plan``.

    ``highlight`` lights regions (``place-8``, ``goods-fabric``, ``lira``, ``bonus``);
    ``choices`` (region -> action texts, ``sheet_choices``) words their titles; ``palace``
    (letter -> goods asked) shows what A-D cost now, ``caravan`` the face-up Caravan card's
    words on the Caravansary 6 (a message: shown in ``lang``); ``hidden`` shows how many cards
    the player holds, not which; ``lang`` is the language of every word (None: the session's).
    """
    code = check_language(lang)
    th = get_theme(theme)
    sheet = blank_sheet(plan) if sheet is None else sheet
    geo = sheet_geometry(plan)
    lit = list(dict.fromkeys(highlight))
    for region in lit:
        geo.rects(region)  # an unknown region is refused with its name
    who = _("{name}'s Game Plan", name=name) if name else _("A Game Plan")
    side = plan.side.replace("-", "–")
    title = _("{who}, side {side} players ({players}); map reconstructed", who=who, side=side,
              players=N_("{n} player", "{n} players", plan.players))
    goods = join([_("{n} {good}", n=sheet.goods[g], good=good_term(g)) for g in GOODS])
    summary = N_("{n} ruby, {lira} lira, {goods}, {bonus} bonus actions",
                 "{n} rubies, {lira} lira, {goods}, {bonus} bonus actions", sheet.rubies,
                 lira=sheet.lira, bonus=sheet.bonus, goods=goods)
    desc = summary
    if lit:
        desc = _("{summary}; choices: {choices}", summary=summary, choices=join(
            [r.removeprefix("place-") if r.startswith("place-") else region_words(r)
             for r in lit]))
    sc = SheetScene(geometry=geo, theme=th, title=tr(title, code), description=tr(desc, code),
                    lang=code)
    sc.add(Rect("background", 0, 0, geo.width, geo.height, Style(fill=th.background)))
    sc.add(Text("sheet-title", MARGIN, 18.0,
                (tr(_("{who} · side {side} players", who=who, side=side), code),), 16.0, th.ink,
                anchor="start", weight="bold"),
           layer="pieces")  # the name: every seat's sheet has the same tiles
    sc.add(Text("sheet-summary", r2(geo.width - MARGIN), 18.0, (tr(summary, code),), TEXT,
                th.faint, anchor="end"), layer="pieces")
    # what is printed on the sheet in "tiles", what is written on it in "pieces": the canvas
    # repaints only the writing after a decision
    for p in place_order():
        printed, written = _place(plan, sheet, p, th, palace, caravan if p == "6" else None,
                                  code)
        sc.add(printed)
        sc.add(written, layer="pieces")
    for part in (_goods, _lira, _amulet, _bonus):
        for s in part(plan, sheet, geo, th, code):
            sc.add(s, layer="pieces")
    for s in _cards(sheet, geo, th, hidden, code):
        sc.add(s, layer="pieces")
    sc.add(Text("reconstructed-note", MARGIN, r2(geo.height - 12),
                (tr(RECONSTRUCTED_NOTE, code),), TEXT, th.faint, anchor="start"))
    for region in lit:
        acts = (choices or {}).get(region, [])
        if acts:
            words = _("{region}: a choice now ({actions})", region=region_words(region),
                      actions=join(list(acts)))
        else:
            words = _("{region}: a choice now", region=region_words(region))
        sc.add(_highlight(region, geo, th, tr(words, code)), layer="highlights")
    return sc


def seat_choices(game: Game, seat: int) -> dict[str, list[str]]:
    """What ``seat`` may choose on its own sheet now (region -> action texts): nothing unless
    the seat is to act."""
    if game.is_over or game.to_act != seat:
        return {}
    return sheet_choices(game.legal_actions())


def caravan_words(game: Game) -> Message | None:
    """The face-up Caravan card in words ("C3: Take 2 Lira and 1 Goods card."), or None."""
    try:
        top = game.caravan
    except (IndexError, AttributeError):
        return None
    # TRANSLATORS: a card's id and what it says ("C3: Take 2 Lira and 1 Goods card.")
    return _("{card}: {text}", card=top, text=card_text(top))


def sheet_scene(game: Game, seat: int, highlight: Iterable[str] | None = None,
                theme: str | Theme = "light", hidden: bool = False,
                lang: str | None = None) -> SheetScene:
    """The sheet of ``seat`` in ``game`` (``game.sheet(seat)`` on ``game.plan``, the palace
    letters' goods from the table) in ``lang`` (None: the session's language).
    ``highlight=None`` lights what the seat may choose on it now (``seat_choices``)."""
    if not isinstance(game, Game):
        raise ValueError(f"sheet_scene needs a Choose & Write game (choose_write.new_game), "
                         f"not {type(game).__name__}")
    sheet = game.sheet(seat)  # refuses a seat that is not at the table
    choices = seat_choices(game, seat)
    lit = list(choices) if highlight is None else list(highlight)
    return plan_scene(game.plan, sheet, sheet.name, highlight=lit, theme=theme,
                      palace=game.palace(), caravan=caravan_words(game), choices=choices,
                      hidden=hidden, lang=lang)


def sheet_svg(game: Game, seat: int, highlight: Iterable[str] | None = None,
              theme: str | Theme = "light", hidden: bool = False,
              lang: str | None = None) -> SvgPicture:
    """The sheet of ``seat`` as SVG text that a notebook shows as the picture (an
    ``SvgPicture``): ``ist.render.sheet_svg(g, 0)``; ``lang`` as ``sheet_scene``'s."""
    return scene_svg(sheet_scene(game, seat, highlight=highlight, theme=theme, hidden=hidden,
                                 lang=lang))


def plan_svg(plan: Plan, sheet: SheetView | None = None, name: str = "", **options) -> SvgPicture:
    """``plan_scene`` as SVG text that a notebook shows as the picture (``lang=`` among the
    options)."""
    return scene_svg(plan_scene(plan, sheet, name, **options))


__all__ = ["BOARD_LOOK", "RECONSTRUCTED_NOTE", "SheetGeometry", "SheetScene", "action_region",
           "blank_sheet", "caravan_words", "plan_scene", "plan_svg", "region_words",
           "seat_choices", "sheet_choices", "sheet_geometry", "sheet_scene", "sheet_svg"]
