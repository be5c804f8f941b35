"""From a Game to a picture: the board scene plus every piece and marker on the table.

The board scene (``board_scene``) draws the places (and the barrier, from ``game.board_now``);
this module makes room on each tile (the place's picture shrinks into the top-left corner, the
name moves down) and adds on the ``pieces`` layer what a player sees on the real table:
merchants with their stacks, assistants, family members, the neutral figures (the Governor, the
Smuggler, an expansion's), the 2-player neutral merchants, an expansion's other pieces, the
rubies left on the Wainwright, the mosques, the Sultan's Palace and the Gemstone Dealer, the
Post Office markers, the top demand tiles of the markets, the Sultan's next wish and the
Gemstone price.

Everything is read through the game's public face: ``game.pieces()`` (where every piece and
marker is), ``game.player(seat)``, ``game.rules`` (component data and card titles) and
``game.board_now``; nothing here copies a rule or a component number. The markers of a place
are drawn by a painter per place kind (``BASE_PAINTERS``). What an expansion or a variant adds
(its places' painters, its pieces, what lies beside the board, its sentences) comes from the
game's picture slices (``render.slices.build_picture(game.rules)``): this module names none.

Every seat's piece carries the seat's letter and every piece kind has its own shape (merchant:
disc, assistant: square, family member: house, neutral figures: labelled tags, other pieces:
hexagons), so nothing is told by colour alone. The text of the picture (``state_lines``) is what
screen readers get.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING

from ..i18n import N_, Message, _, check_language, join, tr
from ..places import labelled
from ..places import term as place_term
from .scene import TILE_LEAST, Geometry, Scene, board_scene, is_wide, r2, text_width, wrap
from .shapes import Circle, Group, Line, Polygon, Rect, Shape, Style, Text
from .slices import Picture, PlacePainter, StackBadge, build_picture
from .svg import SvgPicture, scene_svg
from .themes import Theme, text_on
from .themes import theme as get_theme
from .words import and_list, card_word, colour_word, figure_word, good_word

if TYPE_CHECKING:
    from ..engine.actions import Action

#: Seat colours by theme. The colour-blind set is Okabe & Ito's; every piece also shows the
#: seat's letter, so colour is never the only cue.
SEAT_FILLS: dict[str, dict[str, str]] = {
    "light": {"red": "#d32f2f", "blue": "#1565c0", "green": "#2e7d32", "yellow": "#fbc02d",
              "white": "#fafafa"},
    "dark": {"red": "#ef5350", "blue": "#42a5f5", "green": "#66bb6a", "yellow": "#ffee58",
             "white": "#ffffff"},
    "colorblind": {"red": "#d55e00", "blue": "#0072b2", "green": "#009e73", "yellow": "#f0e442",
                   "white": "#ffffff"},
}
#: Seats whose colour word is not known above get these, by seat number.
FALLBACK_FILLS: tuple[str, ...] = ("#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf")
RUBY = "#c62828"
GOVERNOR_FILL, SMUGGLER_FILL, NEUTRAL_FILL = "#263238", "#5d4037", "#9e9e9e"
#: A neutral figure this module has no look for (an expansion's), and an expansion's piece.
FIGURE_FILL, OTHER_FILL = "#37474f", "#6a1b9a"
#: How the base game's figures look: the word on the tag and its fill. A picture slice gives
#: its own figures' looks (``PictureSlice.figure_looks``); any other figure of
#: ``pieces()["figures"]`` gets a tag with its title's initial and the id ``figure-<name>``.
FIGURE_LOOKS: MappingProxyType[str, tuple[str, str]] = MappingProxyType({
    # TRANSLATORS: the Governor's short word on his tag on the board (a few letters)
    "governor": (_("Gov"), GOVERNOR_FILL),
    # TRANSLATORS: the Smuggler's short word on his tag on the board (a few letters)
    "smuggler": (_("Smug"), SMUGGLER_FILL)})
#: The short names of the goods drawn in slots (a good not listed shows its first two
#: characters), catalogue messages: one or two letters, or one CJK character.
GOOD_LETTERS: dict[str, str] = {
    # TRANSLATORS: fabric's short name in a slot on the board (2 letters, or 1 CJK character)
    "fabric": _("Fa"),
    # TRANSLATORS: spice's short name in a slot on the board (2 letters, or 1 CJK character)
    "spice": _("Sp"),
    # TRANSLATORS: fruit's short name in a slot on the board (2 letters, or 1 CJK character)
    "fruit": _("Fr"),
    # TRANSLATORS: jewelry's short name in a slot on the board (2 letters, or 1 CJK character)
    "jewelry": _("Je")}
#: The least font size of a note under or beside the board (an expansion's footnote, the
#: variants' line), in picture pixels: a long note takes more lines instead of shrinking below
#: it, so it reads at 11 CSS pixels even when a 5x5 picture is fitted from 850 to 800 pixels.
NOTE_LEAST = 12.5


#: The least font size of a piece's letter or word, in picture pixels: a crowded place packs
#: its pieces smaller, but their words stay 11 CSS pixels in a 5x5 picture fitted to 800.
PIECE_LEAST = 11.8
#: The least size of a marker chip (``Marks.chip``, a tenth of a cell) and of a seat box's
#: font (an eighth of a cell), in picture pixels: their smallest words are 0.78 of a chip and
#: 0.8 of a box's font, so 11 pixels when a board is drawn small (the Table draws its scene
#: as wide as its canvas). A default picture (150-pixel cells) is above both.
CHIP_LEAST, BOX_LEAST = 14.2, 14.0


def legible(size: float) -> float:
    """A piece's font size, never under ``PIECE_LEAST`` (its shape keeps room for it)."""
    return max(size, PIECE_LEAST)


def note_floor(text: str, size: float, room: float) -> tuple[list[str], float]:
    """The lines and size of a note that shrank to fit its lines: at least ``NOTE_LEAST``."""
    size = max(size, NOTE_LEAST)
    return wrap(text, size, room), size


def good_letters(good: str, lang: str | None = None) -> str:
    """The short name of a good on a slot or a tile in ``lang`` ("Fa", "직"; an unknown good's
    first two characters)."""
    short = GOOD_LETTERS.get(good)
    return tr(short, lang) if short else good[:2].capitalize()


# -- seats ---------------------------------------------------------------------------------------
def seat_letters(colours: Iterable[str]) -> tuple[str, ...]:
    """One letter per seat (the colour's initial; the seat number when two initials clash)."""
    out: list[str] = []
    for i, c in enumerate(colours):
        letter = c[:1].upper() or str(i + 1)
        out.append(letter if letter not in out else str(i + 1))
    return tuple(out)


def seat_fill(colour: str, seat: int, th: Theme) -> str:
    """The fill of a seat's pieces in a theme."""
    fills = SEAT_FILLS.get(th.name, SEAT_FILLS["light"])
    return fills.get(colour, FALLBACK_FILLS[seat % len(FALLBACK_FILLS)])


def good_fill(good: str, th: Theme) -> str:
    return th.kinds.get(good, th.faint)


# -- making room on the tiles --------------------------------------------------------------------
def _scaled(s: Shape, k: float, ox: float, oy: float, tx: float, ty: float) -> Shape:
    """``s`` scaled by ``k`` about (ox, oy) and moved so that point lands on (tx, ty)."""
    def px(x: float) -> float:
        return r2(tx + (x - ox) * k)

    def py(y: float) -> float:
        return r2(ty + (y - oy) * k)

    def ps(st: Style) -> Style:
        return replace(st, width=r2(st.width * k))

    if isinstance(s, Group):
        return replace(s, shapes=tuple(_scaled(c, k, ox, oy, tx, ty) for c in s.shapes))
    if isinstance(s, Rect):
        return replace(s, x=px(s.x), y=py(s.y), w=r2(s.w * k), h=r2(s.h * k), rx=r2(s.rx * k),
                       style=ps(s.style))
    if isinstance(s, Circle):
        return replace(s, cx=px(s.cx), cy=py(s.cy), r=r2(s.r * k), style=ps(s.style))
    if isinstance(s, Polygon):
        return replace(s, points=tuple((px(x), py(y)) for x, y in s.points), style=ps(s.style))
    if isinstance(s, Line):
        return replace(s, x1=px(s.x1), y1=py(s.y1), x2=px(s.x2), y2=py(s.y2), style=ps(s.style))
    if isinstance(s, Text):
        return replace(s, x=px(s.x), y=py(s.y), size=r2(s.size * k))
    raise ValueError(f"cannot scale {type(s).__name__}")  # pragma: no cover


ICON_SCALE = 0.52


def small_board(geo: Geometry) -> bool:
    """Whether a board is drawn so small that its marker chips keep ``CHIP_LEAST`` (the
    Table's canvas): their rows then start at the tile's left edge, where its icon was."""
    return geo.cell * 0.1 < CHIP_LEAST


def _roomy_tile(tile: Group, geo: Geometry, number: int) -> Group:
    """The tile with its picture small in the top-left corner and its name lower down.

    The icon is everything between the tile's coordinates text and its name; a tile drawn in
    another way is returned unchanged (the pieces are still drawn, only tighter).
    """
    ids = [s.id for s in tile.shapes]
    coords, name = f"place-{number}-coords", f"place-{number}-name"
    if coords not in ids or name not in ids or ids.index(name) != len(ids) - 1:
        return tile
    x, y, w, h = geo.place_rect(number)
    start = ids.index(coords) + 1
    # on a board drawn small the markers' rows need the tile's whole width (``Marks.info``):
    # the picture goes, the number and the name say the place
    icon = [] if small_board(geo) else [
        _scaled(s, ICON_SCALE, x + w / 2, y + h * 0.46, x + w * 0.17, y + h * 0.355)
        for s in tile.shapes[start:-1]]
    label_text = tile.shapes[-1]
    assert isinstance(label_text, Text)
    lines = len(label_text.lines)
    size = max(min(label_text.size, w * 0.105), TILE_LEAST)
    moved = replace(label_text, y=r2(y + h * (0.875 if lines == 1 else 0.85)), size=r2(size))
    return replace(tile, shapes=tile.shapes[:start] + tuple(icon) + (moved,))


@lru_cache(maxsize=32)
def _tiles(rows: tuple, barrier: tuple | None, theme: str, lang: str,
           size: float | None) -> tuple[Shape, ...]:
    """The tiles layer of a game picture; the same for every state of one game, so cached."""
    from ..board import Board
    from ..layouts import from_rows

    board = Board(from_rows([list(r) for r in rows], name="cached"))
    if barrier:
        board = board.with_barrier(*barrier)
    sc = board_scene(board, theme=theme, lang=lang, size=size)
    geo = sc.geometry
    out: list[Shape] = []
    for s in sc.layers["tiles"]:
        if isinstance(s, Group) and s.id.startswith("place-") and s.id[6:].isdigit():
            out.append(_roomy_tile(s, geo, int(s.id[6:])))
        else:
            out.append(s)
    return tuple(out)


# -- small drawings ------------------------------------------------------------------------------
def ruby_chip(pid: str, x: float, y: float, n: int, size: float, th: Theme,
               title: str) -> Group:
    """A ruby (a diamond) and how many are left, starting at x, centred on y."""
    d = size * 0.55
    cx = x + d
    # a cut gem (flat top, pointed bottom): not the diamond badge that marks a destination
    top, mid, bot = y - d * 0.8, y - d * 0.25, y + d
    parts: list[Shape] = [
        Polygon("", ((r2(cx - d * 0.5), r2(top)), (r2(cx + d * 0.5), r2(top)),
                     (r2(cx + d), r2(mid)), (r2(cx), r2(bot)), (r2(cx - d), r2(mid))),
                Style(fill=RUBY, stroke=th.ink, width=r2(size * 0.08))),
        Line("", r2(cx - d), r2(mid), r2(cx + d), r2(mid),
             Style(stroke="#ffffff", width=r2(size * 0.06), opacity=0.7)),
        Text(f"{pid}-count", r2(cx + d * 1.2), r2(y), (f"×{n}",), r2(size * 0.95), th.ink,
             anchor="start", weight="bold"),
    ]
    return Group(pid, tuple(parts), title=title)


def _goods_slots(pid: str, x: float, y: float, counts: dict[str, int], extra: int,
                 slot: float, th: Theme, title: str, goods: tuple[str, ...],
                 lang: str = "en") -> Group:
    """One fixed slot per good (the rules' order: fabric, spice, fruit, jewelry) with counts,
    plus "+n any".

    The slot order never changes and each slot has the good's letter when empty, so the row
    reads without colour.
    """
    parts: list[Shape] = []
    gap = slot * 0.18
    for i, g in enumerate(goods):
        sx = x + i * (slot + gap)
        n = counts.get(g, 0)
        if n:
            fill = good_fill(g, th)
            parts.append(Rect("", r2(sx), r2(y - slot / 2), r2(slot), r2(slot),
                              Style(fill=fill, stroke=th.ink, width=r2(slot * 0.07)),
                              rx=r2(slot * 0.18)))
            parts.append(Text(f"{pid}-{g}", r2(sx + slot / 2), r2(y), (str(n),),
                              r2(slot * 0.72), text_on(fill), weight="bold"))
        else:
            parts.append(Rect("", r2(sx), r2(y - slot / 2), r2(slot), r2(slot),
                              Style(stroke=th.faint, width=r2(slot * 0.06),
                                    dash=(r2(slot * 0.15), r2(slot * 0.12))),
                              rx=r2(slot * 0.18)))
            short = good_letters(g, lang)
            parts.append(Text("", r2(sx + slot / 2), r2(y), (short,),
                              r2(slot * (0.68 if text_width(short, 1.0) <= 1.4 else 0.5)),
                              th.faint))
    if extra:
        sx = x + len(goods) * (slot + gap)
        parts.append(Text(f"{pid}-any", r2(sx), r2(y), (f"+{extra}",), r2(slot * 0.78), th.ink,
                          anchor="start", weight="bold"))
    return Group(pid, tuple(parts), title=title)


def _goods_words(counts: dict[str, int], extra: int = 0) -> Message:
    """Goods as a sentence's value ("2 fabric, 1 of any good"; "nothing")."""
    # TRANSLATORS: a number of one good ("2 fabric")
    words = [_("{n} {good}", n=n, good=good_word(g)) for g, n in counts.items() if n]
    if extra:
        # TRANSLATORS: goods of the player's choice ("1 of any good")
        words.append(N_("{n} of any good", "{n} of any good", extra))
    # TRANSLATORS: no goods at all
    return join(words) if words else _("nothing")


def _post_office(x: float, y: float, w: float, h: float, spaces: tuple[list, list],
                 down: list[bool], th: Theme, title: str, lang: str = "en") -> Group:
    """The Post Office spaces (``spaces``: the top and bottom rows of the rules' data, each
    space ["good", name] or ["lira", amount]); a dark marker covers one space in every
    column."""
    parts: list[Shape] = []
    cols = len(spaces[0])
    cw, ch = w / cols, h / 2
    # on a board drawn small (the Table's) the text would be under 11 pixels: the spaces
    # keep their colours (goods, yellow lira) and the title says what each column gives
    words = ch * 0.64 >= TILE_LEAST
    for col in range(cols):
        for row in range(2):
            sx, sy = x + col * cw, y + row * ch
            kind, what = spaces[row][col]
            covered = (row == 0) != down[col]
            if kind == "good":
                fill = good_fill(what, th)
                parts.append(Rect("", r2(sx + 1), r2(sy + 1), r2(cw - 2), r2(ch - 2),
                                  Style(fill=fill, stroke=th.ink, width=0.8), rx=2))
                if words:
                    parts.append(Text("", r2(sx + cw / 2), r2(sy + ch / 2),
                                      (good_letters(what, lang),), r2(ch * 0.64),
                                      text_on(fill), weight="bold"))
            else:
                parts.append(Rect("", r2(sx + 1), r2(sy + 1), r2(cw - 2), r2(ch - 2),
                                  Style(fill="#f7d774", stroke=th.ink, width=0.8), rx=2))
                if words:
                    # TRANSLATORS: an amount of lira on a Post Office space ("2L": 2 lira)
                    said = _("{n}L", n=what)
                    amount, fs = tr(said, lang), ch * 0.64
                    # a longer word ("2리라") shrinks to the room the English takes
                    room = max(cw - 2, text_width(str(said), fs))
                    if text_width(amount, fs) > room:
                        fs = room / text_width(amount, 1.0)
                    parts.append(Text("", r2(sx + cw / 2), r2(sy + ch / 2), (amount,),
                                      r2(fs), "#111111", weight="bold"))
            if covered:
                parts.append(Rect(f"post-marker-{col + 1}", r2(sx + cw * 0.12),
                                  r2(sy + ch * 0.12), r2(cw * 0.76), r2(ch * 0.76),
                                  Style(fill="#3e2723", stroke="#ffffff", width=1.0),
                                  rx=r2(ch * 0.2)))
    return Group("post-office-markers", tuple(parts), title=title)


def _price_chip(pid: str, x: float, y: float, text: str, size: float, th: Theme,
                title: str, lang: str = "en") -> Group:
    """A lira coin and a number (the Gemstone Dealer's price)."""
    r = size * 0.55
    # TRANSLATORS: the sign on a lira coin (one letter or one character)
    coin = tr(_("L"), lang)
    parts: list[Shape] = [
        Circle("", r2(x + r), r2(y), r2(r), Style(fill="#f7d774", stroke=th.ink,
                                                   width=r2(size * 0.08))),
        Text("", r2(x + r), r2(y), (coin,), r2(size * (0.8 if len(coin) == 1 else 0.6)),
             "#111111", weight="bold"),
        Text(f"{pid}-value", r2(x + 2 * r + size * 0.2), r2(y), (text,), r2(size), th.ink,
             anchor="start", weight="bold"),
    ]
    return Group(pid, tuple(parts), title=title)


def _tile_chip(colour: str, good: str, x: float, y: float, size: float, top: int | None,
               th: Theme, lang: str, mosque: int) -> Group:
    """A mosque stack: its colour, its good's letter and the threshold on top (or an empty
    dashed square when the stack is used up)."""
    fill = good_fill(good, th)
    if top is None:
        parts: list[Shape] = [Rect("", r2(x), r2(y - size / 2), r2(size * 1.9), r2(size),
                                   Style(stroke=th.faint, width=1.0, dash=(3.0, 2.0)),
                                   rx=r2(size * 0.2))]
        # TRANSLATORS: a mosque's tooltip; {colour} is the tile's colour ("red")
        title = tr(_("{mosque}: no {colour} mosque tile left", mosque=labelled(mosque),
                     colour=colour_word(colour)), lang)
    else:
        parts = [Rect("", r2(x), r2(y - size / 2), r2(size * 1.9), r2(size),
                      Style(fill=fill, stroke=th.ink, width=r2(size * 0.08)), rx=r2(size * 0.2)),
                 Text(f"mosque-tile-{colour}-top", r2(x + size * 0.95), r2(y),
                      (f"{good_letters(good, lang)}{top}",), r2(size * 0.72), text_on(fill),
                      weight="bold")]
        # TRANSLATORS: a mosque's tooltip: the tile on top of a stack and what it asks for
        title = tr(_("{mosque}: the {colour} ({good}) mosque tile on top needs {n} {good}",
                     mosque=labelled(mosque), colour=colour_word(colour),
                     good=good_word(good), n=top), lang)
    return Group(f"mosque-tile-{colour}", tuple(parts), title=title)


# -- pieces --------------------------------------------------------------------------------------
def _merchant(pid: str, cx: float, cy: float, r: float, fill: str, letter: str,
              stack: int | None, th: Theme, title: str, badge: StackBadge | None = None
              ) -> Group:
    """A merchant: a disc with its seat's letter, its stack's size on a small disc at its
    lower right and, when a picture slice counts some of the stack apart (``badge``), that
    count on a small grey square at its upper right."""
    # the badges sit on the disc's right edge, the letter left of them, so none hides another
    lx = cx - r * 0.22 if stack is not None or badge else cx
    parts: list[Shape] = [
        Circle("", r2(cx), r2(cy), r2(r), Style(fill=fill, stroke=th.ink, width=r2(r * 0.16))),
        Text("", r2(lx), r2(cy), (letter,), r2(legible(r * 1.15)), text_on(fill),
             weight="bold"),
    ]
    if stack is not None:
        br = r * 0.6
        bx, by = cx + r * 0.86, cy + r * 0.7
        parts.append(Circle("", r2(bx), r2(by), r2(br),
                            Style(fill=th.tile_base, stroke=th.ink, width=r2(r * 0.1))))
        parts.append(Text(f"{pid}-stack", r2(bx), r2(by), (str(stack),), r2(legible(br * 1.85)),
                          th.ink, weight="bold"))
    if badge:
        s = r * 1.15
        nx, ny = cx + r * 0.86, cy - r * 0.7
        parts.append(Group(f"{pid}-{badge.key}", (
            Rect("", r2(nx - s / 2), r2(ny - s / 2), r2(s), r2(s),
                 Style(fill="#e0e0e0", stroke=th.ink, width=r2(r * 0.1)), rx=r2(s * 0.15)),
            Text("", r2(nx), r2(ny), (str(badge.count),), r2(legible(s * 0.95)), "#424242",
                 weight="bold"),
        ), title=badge.title))
    return Group(pid, tuple(parts), title=title)


def _assistant(pid: str, cx: float, cy: float, r: float, fill: str, letter: str, th: Theme,
               title: str) -> Group:
    s = r * 1.7
    return Group(pid, (
        Rect("", r2(cx - s / 2), r2(cy - s / 2), r2(s), r2(s),
             Style(fill=fill, stroke=th.ink, width=r2(r * 0.14)), rx=r2(s * 0.15)),
        Text("", r2(cx), r2(cy), (letter,), r2(legible(r * 1.05)), text_on(fill),
             weight="bold"),
    ), title=title)


def _family(pid: str, cx: float, cy: float, r: float, fill: str, letter: str, th: Theme,
            title: str) -> Group:
    """A little house (pointed roof): the family member."""
    pts = ((cx, cy - r * 1.05), (cx + r * 0.95, cy - r * 0.25), (cx + r * 0.95, cy + r * 0.9),
           (cx - r * 0.95, cy + r * 0.9), (cx - r * 0.95, cy - r * 0.25))
    return Group(pid, (
        Polygon("", tuple((r2(a), r2(b)) for a, b in pts),
                Style(fill=fill, stroke=th.ink, width=r2(r * 0.14))),
        Text("", r2(cx), r2(cy + r * 0.2), (letter,), r2(legible(r * 1.0)), text_on(fill),
             weight="bold"),
    ), title=title)


def _figure(pid: str, cx: float, cy: float, r: float, fill: str, word: str, th: Theme,
            title: str) -> Group:
    """A neutral figure: a dark tag with a short word (no seat colour, no seat letter); the
    tag grows with its word, measured as drawn (a Korean or Chinese word is wider)."""
    fs = legible(r * 1.0)
    w, h = max(r * _figure_width(word), text_width(word, fs) + r * 0.7), max(r * 1.7, fs * 1.3)
    return Group(pid, (
        Rect("", r2(cx - w / 2), r2(cy - h / 2), r2(w), r2(h),
             Style(fill=fill, stroke=th.tile_base, width=r2(r * 0.14)), rx=r2(h * 0.4)),
        Text("", r2(cx), r2(cy), (word,), r2(fs), "#ffffff", weight="bold"),
    ), title=title)


def _figure_width(word: str) -> float:
    """A figure tag's width in radii: 3, or wider for a longer word (its drawn width: a wide
    CJK character counts about twice a Latin letter)."""
    return max(3.0, sum(2 if is_wide(ch) else 1 for ch in word) * 0.62 + 0.5)


def _token(pid: str, cx: float, cy: float, r: float, fill: str, word: str, th: Theme,
           title: str) -> Group:
    """An expansion's piece (``pieces()["others"]``): a hexagon with its label."""
    pts = tuple((r2(cx + r * 0.98 * math.cos(math.radians(60 * k))),
                 r2(cy + r * 0.98 * math.sin(math.radians(60 * k)))) for k in range(6))
    return Group(pid, (
        Polygon("", pts, Style(fill=fill, stroke=th.ink, width=r2(r * 0.14))),
        Text("", r2(cx), r2(cy), (word,), r2(legible(r * 0.95)), text_on(fill), weight="bold"),
    ), title=title)


def _place_pieces(number: int, big: list, small: list, geo: Geometry,
                  room: tuple[float, float, bool] | None = None) -> list[Shape]:
    """Lay out the pieces of one place in rows across the tile's middle band.

    ``big`` (merchants) and ``small`` (everything else) are lists of ``Piece``; merchants come
    first. Up to six share one row; more are split evenly over two (or more) rows. Each row is
    spread with ``Geometry.anchors`` and the radius keeps the widest piece within its slot, so
    nothing hides anything.

    A crowded place (more than six pieces, or pieces that would be drawn smaller than
    ``Geometry.piece_radius``) is packed instead (``_packed``) in ``room``, the free band
    (top, bottom, badge: whether a destination's or the start's badge is drawn on the place)
    between the place's markers and its name: on the 5x5 board at the Table's
    size the even slots made every piece of a busy place too small to read.
    """
    items = big + small
    if not items:
        return []
    if room is not None and _crowded(items, geo):
        return _packed(number, items, geo, *room)
    n_rows = 1 if len(items) <= 6 else max(2, math.ceil(len(items) / 6))
    per_row = math.ceil(len(items) / n_rows)
    rows = [items[i:i + per_row] for i in range(0, len(items), per_row)]
    x, y, w, h = geo.place_rect(number)
    top, bottom = y + h * 0.47, y + h * 0.77
    band = (bottom - top) / len(rows)
    base = geo.piece_radius
    out: list[Shape] = []
    for i, row in enumerate(rows):
        anchors = geo.anchors(number, len(row))
        cy = anchors[0][1] if len(rows) == 1 else top + band * (i + 0.5)
        step = w * 0.8 / len(row)
        widest = max(piece.width for piece in row)
        r = min(base * (1.25 if len(rows) == 1 else 1.0), step * 0.92 / widest, band * 0.47)
        for piece, (ax, _ay) in zip(row, anchors, strict=True):
            out.append(piece(ax, cy, r))
    return out


#: Between two packed pieces of a row, in radii; above this fraction of a tile's height its
#: right edge holds a destination's diamond or the start's star (``scene._highlight``).
PACK_GAP, BADGE_LOW = 0.3, 0.56


def _packed(number: int, items: list, geo: Geometry, top: float, bottom: float,
            badge: bool = False) -> list[Shape]:
    """A crowded place's pieces in one to three rows between ``top`` and ``bottom``: each piece
    takes its own width (a family member is narrower than a merchant with its stack, a figure's
    tag wider), rows are centred, and the row count that gives the largest radius wins (at most
    the radius of a lone row of pieces). With a ``badge``, a row reaching above ``BADGE_LOW``
    of the tile keeps clear of its right edge, where a destination's diamond or the start's
    star is drawn."""
    x, y, w, h = geo.place_rect(number)
    best: tuple[float, list, list] | None = None
    for k in range(1, 4):
        per = math.ceil(len(items) / k)
        rows = [items[i:i + per] for i in range(0, len(items), per)]
        band = (bottom - top) / len(rows)
        r = min(geo.piece_radius * 1.25, band / 2.4)
        spans = []
        for i, row in enumerate(rows):
            need = sum(p.width for p in row) + PACK_GAP * (len(row) - 1)
            high = badge and top + band * (i + 0.5) - r * 1.15 < y + h * BADGE_LOW
            span = (x + w * 0.03, x + w * (0.76 if high else 0.97))
            spans.append(span)
            r = min(r, (span[1] - span[0]) / need)
        if best is None or r > best[0] * 1.02:
            best = (r, rows, spans)
    assert best is not None
    r, rows, spans = best
    band = (bottom - top) / len(rows)
    out: list[Shape] = []
    for i, (row, (x0, x1)) in enumerate(zip(rows, spans, strict=True)):
        total = (sum(p.width for p in row) + PACK_GAP * (len(row) - 1)) * r
        cx, cy = (x0 + x1) / 2 - total / 2, top + band * (i + 0.5)
        for piece in row:
            out.append(piece(r2(cx + piece.width * r / 2), r2(cy), r2(r)))
            cx += (piece.width + PACK_GAP) * r
    return out


def _crowded(items: list, geo: Geometry) -> bool:
    """Whether a place's pieces are too many for one row of even slots at the usual size."""
    if not items:
        return False
    even = geo.cell * 0.8 / min(len(items), 6) * 0.92 / max(p.width for p in items)
    return len(items) > 6 or even < geo.piece_radius


def _one_line_name(sc: Scene, number: int) -> None:
    """A crowded place writes a two-line name on one line (a little smaller, at least 0.08 of
    the tile) to leave its pieces more height; a name too long for that keeps two lines."""
    geo = sc.geometry
    x, y, w, h = geo.place_rect(number)
    tiles = sc.layers["tiles"]
    for i, tile in enumerate(tiles):
        if not (isinstance(tile, Group) and tile.id == f"place-{number}"):
            continue
        name = tile.shapes[-1]
        if not isinstance(name, Text) or len(name.lines) != 2:
            return
        text = " ".join(name.lines)
        size = min(name.size, w * 0.92 / max(text_width(text, 1.0), 1.0))
        if size < max(w * 0.08, TILE_LEAST):  # on a board drawn small: never under 11 px
            return
        one = replace(name, lines=(text,), size=r2(size), y=r2(y + h * 0.875))
        tiles[i] = replace(tile, shapes=tile.shapes[:-1] + (one,))
        return


def _bottom(s: Shape) -> float:
    """The lowest y a shape reaches (a text's glyphs taken as one size tall per line)."""
    if isinstance(s, Group):
        return max((_bottom(c) for c in s.shapes), default=-math.inf)
    if isinstance(s, Rect):
        return s.y + s.h
    if isinstance(s, Circle):
        return s.cy + s.r
    if isinstance(s, Polygon):
        return max(y for _x, y in s.points)
    if isinstance(s, Line):
        return max(s.y1, s.y2)
    if isinstance(s, Text):
        return s.y + s.size * (s.line_height * (len(s.lines) - 1) / 2 + 0.5)
    return -math.inf  # pragma: no cover - Shape is a closed union


def _x_of(s: Shape) -> float:
    """A point's x inside a shape, to tell which tile a marker lies on."""
    if isinstance(s, Group):
        return next((_x_of(c) for c in s.shapes), -math.inf)
    if isinstance(s, (Rect, Text)):
        return s.x
    if isinstance(s, Circle):
        return s.cx
    if isinstance(s, Polygon):
        return s.points[0][0]
    if isinstance(s, Line):
        return s.x1
    return -math.inf  # pragma: no cover - Shape is a closed union


def _free_band(sc: Scene, number: int, marks: list[tuple[float, float]]
               ) -> tuple[float, float, bool]:
    """(top, bottom, badge) of a tile's free band for pieces: under the markers drawn on it
    (``marks``: (x, lowest y) of each; rubies, a Kiosk round's tiles...) and above its name,
    whatever the language makes of the name; ``badge``: the place is lit as a destination or
    marked as the start."""
    geo = sc.geometry
    x, y, w, h = geo.place_rect(number)
    top, bottom = y + h * 0.47, y + h * 0.8
    for s in sc.layers["tiles"]:
        if isinstance(s, Group) and s.id == f"place-{number}":
            name = s.shapes[-1]
            if isinstance(name, Text):
                step = name.size * name.line_height
                bottom = min(bottom, name.y - step * (len(name.lines) - 1) / 2
                             - name.size * 0.5 - h * 0.015)
    for mx, b in marks:  # (x, lowest y) of each marker
        if x <= mx <= x + w and y < b < y + h * 0.6:
            top = max(top, b + h * 0.015)
    badge = any(s.id in (f"highlight-{number}", f"selected-{number}")
                for s in sc.layers["highlights"])
    return top, max(bottom, top + h * 0.2), badge


@dataclass(frozen=True)
class Piece:
    """A piece waiting for its spot: ``draw(cx, cy, r, *args)`` and its width in radii."""

    draw: Callable[..., Group]
    args: tuple
    width: float

    def __call__(self, cx: float, cy: float, r: float) -> Group:
        return self.draw(cx, cy, r, *self.args)


def _merchant_at(cx, cy, r, pid, fill, letter, stack, th, title, badge=None) -> Group:
    return _merchant(pid, cx, cy, r, fill, letter, stack, th, title, badge)


def _small_at(cx, cy, r, kind, pid, fill, letter, th, title) -> Group:
    return kind(pid, cx, cy, r, fill, letter, th, title)


def stack_badge(picture: Picture, view) -> StackBadge | None:
    """The first count a picture slice draws on a seat's merchant (one fits), or None."""
    for badge in picture.stack_badges:
        got = badge(view)
        if got is not None and got.count:
            return got
    return None


def _seat_pieces(game, pcs: dict, th: Theme, lang: str, big: dict, small: dict) -> None:
    """Each seat's merchant (with its stack), family member and assistants."""
    views = [game.player(seat) for seat in range(game.players)]
    initials = seat_letters(v.colour for v in views)
    picture = build_picture(game.rules)
    for seat, v in enumerate(views):
        colour, name, letter = v.colour, v.name, initials[seat]
        fill = seat_fill(colour, seat, th)
        at, stack = pcs["merchants"][seat], pcs["stacks"][seat]
        badge = stack_badge(picture, v)
        if badge is not None:  # its tooltip in the picture's language too
            badge = replace(badge, title=tr(badge.title, lang))
        # TRANSLATORS: a merchant's tooltip; {more} is empty or what an expansion adds
        # about the stack (" (2 of them ...)")
        title = tr(N_("{name}'s merchant at {place} with {n} assistant in its stack{more}",
                      "{name}'s merchant at {place} with {n} assistants in its stack{more}",
                      stack, name=name, place=labelled(at),
                      more=badge.words if badge else ""), lang)
        big.setdefault(at, []).append(Piece(
            _merchant_at, (f"merchant-{colour}", fill, letter, stack, th, title, badge), 2.5))
        fam = pcs["families"][seat]
        small.setdefault(fam, []).append(Piece(
            _small_at, (_family, f"family-{colour}", fill, letter, th,
                        # TRANSLATORS: a family member's tooltip
                        tr(_("{name}'s family member at {place}", name=name,
                             place=labelled(fam)), lang)), 2.0))
        for p in sorted(pcs["assistants"][seat]):
            small.setdefault(p, []).append(Piece(
                _small_at, (_assistant, f"assistant-{colour}-{p}", fill, letter, th,
                            # TRANSLATORS: an assistant's tooltip
                            tr(_("{name}'s assistant at {place}", name=name,
                                 place=labelled(p)), lang)), 1.8))


def _neutral_pieces(game, pcs: dict, th: Theme, lang: str, big: dict, small: dict) -> None:
    """The 2-player neutral merchants and every neutral figure of the game's rules (a
    figure's look from this module's ``FIGURE_LOOKS`` or the game's picture slices)."""
    looks = {**build_picture(game.rules).figure_looks, **FIGURE_LOOKS}
    fee = game.rules.data["base"]["pay_other_merchant"]["value"]
    # TRANSLATORS: the letter on a neutral merchant's disc (2-player game; one letter or
    # character)
    neutral = tr(_("N"), lang)
    for i, p in enumerate(pcs["neutral_merchants"]):
        big.setdefault(p, []).append(Piece(
            _merchant_at, (f"neutral-{i + 1}", NEUTRAL_FILL, neutral, None, th,
                           # TRANSLATORS: a neutral merchant's tooltip (2-player game)
                           tr(_("a neutral merchant at {place}: pay {n} lira to the bank to "
                                "share the place", place=labelled(p), n=fee), lang)), 2.0))
    for name, fig in pcs["figures"].items():
        p = fig["place"]
        if p is None:
            continue
        title = figure_word(name, fig["title"] or name.replace("_", " ").title())
        word, fill = looks.get(name, (tr(title, lang)[:1].upper(), FIGURE_FILL))
        word = tr(word, lang)
        pid = name if name in looks else f"figure-{id_word(name)}"
        # TRANSLATORS: a neutral figure's tooltip ("the Governor at Fountain (7)")
        words = tr(_("the {figure} at {place}", figure=title, place=labelled(p)), lang)
        small.setdefault(p, []).append(Piece(
            _figure_at, (pid, fill, word, th, words), _figure_width(word) + 0.1))


def id_word(text: str) -> str:
    """``text`` as a part of an SVG id (A-Z, a-z, digits, '-' and '_')."""
    return re.sub(r"[^A-Za-z0-9_-]+", "-", str(text)).strip("-") or "x"


def _other_pieces(game, pcs: dict, th: Theme, lang: str, big: dict, small: dict) -> None:
    """An expansion's own pieces (``pieces()["others"]``): a hexagon with the piece's label,
    in its seat's colour (or a neutral one), with the id ``piece-<kind>`` (``-<colour>`` for a
    seat's piece, ``-2``, ``-3``... for more of one kind)."""
    seen: dict[str, int] = {}
    drawn = build_picture(game.rules).drawn_kinds
    for piece in pcs["others"]:
        p = piece.get("place")
        kind = str(piece.get("kind") or "piece")
        if p is None or kind in drawn:
            continue
        seat = piece.get("seat")
        pid = f"piece-{id_word(kind)}"
        owner: str | None = None
        fill = OTHER_FILL
        if seat is not None:
            v = game.player(seat)
            pid += f"-{id_word(v.colour)}"
            owner, fill = v.name, seat_fill(v.colour, seat, th)
        seen[pid] = seen.get(pid, 0) + 1
        if seen[pid] > 1:
            pid += f"-{seen[pid]}"
        word = tr(piece.get("label") or kind[:1].upper(), lang)
        title = tr(_other_words(kind, word, owner, p), lang)
        small.setdefault(p, []).append(Piece(_token_at, (pid, fill, word, th, title), 2.0))


def _other_words(kind: str, word: str, owner: str | None, place: int) -> Message:
    """An expansion's piece in words ("Ann's courier (C) at Kiosk (22)"); ``kind`` is the
    engine's id of the piece, shown with spaces (an expansion without a word for it)."""
    what = kind.replace("_", " ").replace("-", " ")
    if owner is None:
        # TRANSLATORS: a piece of an expansion that belongs to no seat, with its letter
        return _("the {piece} ({letter}) at {place}", piece=what, letter=word,
                 place=labelled(place))
    # TRANSLATORS: a seat's piece of an expansion, with its letter
    return _("{name}'s {piece} ({letter}) at {place}", name=owner, piece=what, letter=word,
             place=labelled(place))


def _token_at(cx, cy, r, pid, fill, word, th, title) -> Group:
    return _token(pid, cx, cy, r, fill, word, th, title)


#: What is drawn on the places, in this order (merchants first on each place, then the rest);
#: a picture slice's ``pieces`` come after (``pieces(game, pcs, theme, lang, big, small)``).
BASE_PIECES: tuple[Callable[..., None], ...] = (_seat_pieces, _neutral_pieces, _other_pieces)


def _add_pieces(sc: Scene, game, th: Theme, lang: str, pcs: dict, picture: Picture) -> None:
    geo = sc.geometry
    big: dict[int, list[Piece]] = {}
    small: dict[int, list[Piece]] = {}
    for paint in (*BASE_PIECES, *picture.pieces):
        paint(game, pcs, th, lang, big, small)
    rooms: dict[int, tuple[float, float, bool]] = {}
    busy = [p for p in sorted(set(big) | set(small)) if any(p in row for row in geo.rows)
            and _crowded(big.get(p, []) + small.get(p, []), geo)]
    if busy:  # where the markers drawn so far reach (read once: a scene has many)
        marks = [(_x_of(s), _bottom(s)) for s in sc.layers["pieces"]
                 if not s.id.startswith(("trail-", "barrier"))]  # across tiles, not on one
        for p in busy:
            _one_line_name(sc, p)
            rooms[p] = _free_band(sc, p, marks)
    for place in sorted(set(big) | set(small)):
        for s in _place_pieces(place, big.get(place, []), small.get(place, []), geo,
                               rooms.get(place)):
            sc.add(s, layer="pieces")


def _figure_at(cx, cy, r, pid, fill, word, th, title) -> Group:
    return _figure(pid, cx, cy, r, fill, word, th, title)


# -- markers: one painter per kind of place ------------------------------------------------------
@dataclass
class Marks:
    """What a marker painter draws with: the scene, the table (``game.pieces()``), the rules'
    component data (``game.rules.data``), the goods in the rules' order, theme and language."""

    scene: Scene
    game: object
    pcs: dict
    data: dict
    goods: tuple[str, ...]
    th: Theme
    lang: str
    #: Where the strips go (``PictureSlice.strips``): from ``left``, ``width`` pixels wide,
    #: with ``cols`` seat boxes a row; None: under the board, as wide as it, one box per seat
    #: in one row.
    #: ``game_scene(beside=True)`` sets them to a column right of the board.
    left: float | None = None
    width: float | None = None
    cols: int | None = None

    @property
    def geo(self) -> Geometry:
        return self.scene.geometry

    @property
    def strip_left(self) -> float:
        """The left edge of the strips' seat boxes and notes."""
        return self.geo.margin if self.left is None else self.left

    @property
    def strip_room(self) -> float:
        """The width of the strips' seat boxes (all of a row) and notes."""
        return self.geo.width - 2 * self.geo.margin if self.width is None else self.width

    def box_grid(self, n: int, row_h: float, gap_v: float
                 ) -> tuple[int, float, Callable[[int, float], tuple[float, float]]]:
        """(columns, box width, where(seat, y0) -> (x, y)) for ``n`` seat boxes ``row_h``
        tall: one row under the board, or ``cols`` a row beside it (``gap_v`` between rows).
        """
        cols = min(self.cols or n, n)
        col_w = (self.strip_room - (cols - 1) * self.geo.gap) / cols
        left, gap = self.strip_left, self.geo.gap

        def where(seat: int, y0: float) -> tuple[float, float]:
            return left + (seat % cols) * (col_w + gap), y0 + (seat // cols) * (row_h + gap_v)
        return cols, col_w, where

    def block_height(self, n: int, row_h: float, gap_v: float) -> float:
        """The height of ``n`` seat boxes laid out by ``box_grid``."""
        rows = -(-n // min(self.cols or n, n))
        return row_h * rows + gap_v * (rows - 1)

    @property
    def chip(self) -> float:
        """The size of a marker chip (a tenth of a cell, at least ``CHIP_LEAST``)."""
        return max(self.geo.cell * 0.1, CHIP_LEAST)

    def info(self, number: int) -> tuple[float, float, float, float]:
        """(left of the info area, line 1 y, line 2 y, width of the tile) of a place."""
        x, y, w, h = self.geo.place_rect(number)
        return x + w * (0.06 if small_board(self.geo) else 0.33), y + h * 0.3, y + h * 0.44, w

    def add(self, shape: Shape) -> None:
        self.scene.add(shape, layer="pieces")

    def ruby_line(self, number: int, n: int) -> None:
        """How many rubies are left at a place, on the info area's second line."""
        x0, _y1, y2, _w = self.info(number)
        # TRANSLATORS: the tooltip of the rubies left on a place
        title = N_("{n} ruby left at {place}", "{n} rubies left at {place}", n,
                   place=labelled(number))
        self.add(ruby_chip(f"rubies-{number}", x0, y2, n, self.chip, self.th,
                           tr(title, self.lang)))




def _paint_wainwright(m: Marks, number: int) -> None:
    m.ruby_line(number, m.pcs["wainwright"]["rubies"])


def _paint_mosque(m: Marks, number: int) -> None:
    mq = m.pcs["mosques"].get(number)
    if mq is None:
        return
    m.ruby_line(number, mq["rubies"])
    goods = m.data["base"]["mosques"][str(number)]["tiles"]
    x0, y1, _y2, _w = m.info(number)
    for i, (colour, stack) in enumerate(mq["tiles"].items()):
        m.add(_tile_chip(colour, goods[colour], x0 + i * m.chip * 2.4, y1, m.chip * 1.15,
                         stack[0] if stack else None, m.th, m.lang, number))


def _paint_sultan(m: Marks, number: int) -> None:
    sultan = m.pcs["sultan"]
    m.ruby_line(number, sultan["rubies"])
    nxt = sultan["next"]
    x0, y1, _y2, _w = m.info(number)
    if nxt is not None:
        wish = _goods_words(nxt["goods"], nxt["any"])
        # TRANSLATORS: the tooltip of the Sultan's next wish at the Sultan's Palace
        title = tr(_("the Sultan wants next: {goods}", goods=wish), m.lang)
        m.add(_goods_slots("sultan-need", x0, y1, nxt["goods"], nxt["any"], m.chip * 1.15,
                           m.th, title, m.goods, m.lang))


def _paint_gemstone(m: Marks, number: int) -> None:
    gem = m.pcs["gemstone_dealer"]
    m.ruby_line(number, gem["rubies"])
    x0, y1, _y2, _w = m.info(number)
    price = gem["price"]
    # TRANSLATORS: the Gemstone Dealer's tooltip when its rubies are gone
    title = (_("no ruby left at the {place}", place=place_term(number)) if price is None
             # TRANSLATORS: the Gemstone Dealer's tooltip: the price of its next ruby
             else _("a ruby at the {place} costs {n} lira", place=place_term(number), n=price))
    m.add(_price_chip("gemstone-price", x0, y1, "—" if price is None else str(price), m.chip,
                      m.th, tr(title, m.lang), m.lang))


def _paint_post_office(m: Marks, number: int) -> None:
    post = m.pcs["post_office"]
    spaces = (m.data["base"]["post_office"]["top"], m.data["base"]["post_office"]["bottom"])
    x, y, w, h = m.geo.place_rect(number)
    goods = dict(zip(m.goods, post["yields"]["goods"], strict=True))
    # TRANSLATORS: the Post Office's tooltip: what its open spaces give now
    title = _("the {place} gives now: {goods} and {n} lira", place=place_term(number),
              goods=_goods_words(goods), n=post["yields"]["lira"])
    m.add(_post_office(x + w * 0.32, y + h * 0.235, w * 0.6, h * 0.25, spaces, post["down"],
                       m.th, tr(title, m.lang), m.lang))


def _paint_market(m: Marks, number: int) -> None:
    tiles = m.pcs["markets"].get(number)
    if tiles is None:
        return
    tile = dict(zip(m.goods, tiles, strict=True))
    x0, y1, _y2, _w = m.info(number)
    # TRANSLATORS: a market's tooltip: the goods its top demand tile asks for
    title = _("{place}: the top demand tile asks for {goods}", place=labelled(number),
              goods=_goods_words(tile))
    m.add(_goods_slots(f"market-{number}-demand", x0, y1, tile, 0, m.chip * 1.15, m.th,
                       tr(title, m.lang), m.goods, m.lang))


def _base_place(key: str) -> Callable[[dict], list[int]]:
    """Where the base data puts the place of ``key`` ({"place": n}), as a list."""
    def find(data: dict) -> list[int]:
        entry = data.get("base", {}).get(key)
        return [entry["place"]] if isinstance(entry, dict) and "place" in entry else []
    return find


def _mosque_places(data: dict) -> list[int]:
    return sorted(int(k) for k in data.get("base", {}).get("mosques", {}) if k.isdigit())


def _market_places(data: dict) -> list[int]:
    markets = data.get("base", {}).get("markets", {})
    return sorted(m["place"] for m in markets.values() if isinstance(m, dict) and "place" in m)


#: The base game's places with markers, each kind's painter with where the rules' data puts
#: its places (``game.rules.data``); painted in this order, then a picture slice's painters.
BASE_PAINTERS: tuple[PlacePainter, ...] = (
    PlacePainter("wainwright", _paint_wainwright, _base_place("wainwright")),
    PlacePainter("mosque", _paint_mosque, _mosque_places),
    PlacePainter("sultan", _paint_sultan, _base_place("sultan")),
    PlacePainter("gemstone_dealer", _paint_gemstone, _base_place("gemstone_dealer")),
    PlacePainter("post_office", _paint_post_office, _base_place("post_office")),
    PlacePainter("market", _paint_market, _market_places),
)


# -- the seat boxes of the strips (an expansion's holdings per seat) ------------------------------
#: An item of a seat box: ``(width, draw(x, cy) -> shapes)``.
BoxItem = tuple[float, Callable[[float, float], list[Shape]]]


def seat_badge(fs: float, fill: str, letter: str, th: Theme) -> BoxItem:
    """The first item of a seat box: the seat's letter on a disc of its colour."""
    def badge(x, cy):
        return [Circle("", r2(x + fs * 0.75), r2(cy), r2(fs * 0.72),
                       Style(fill=fill, stroke=th.ink, width=r2(fs * 0.1))),
                Text("", r2(x + fs * 0.75), r2(cy), (letter,), r2(fs * 0.85),
                     text_on(fill), weight="bold")]
    return (fs * 1.7, badge)


def flow(items: list, fs: float, col_w: float) -> list[tuple[int, float]]:
    """Where each item of a seat box goes, as (line, x in the box): left to right, wrapping
    onto the next line when the box (``col_w`` wide) is full."""
    spots: list[tuple[int, float]] = []
    cx, line = fs * 0.3, 0
    for w, _draw in items:
        if cx > fs * 0.3 and cx + w > col_w - fs * 0.2:
            cx, line = fs * 0.3, line + 1
        spots.append((line, cx))
        cx += w
    return spots


def seat_box(mk: Marks, x: float, y0: float, col_w: float, row_h: float, fs: float,
              line_h: float, fill: str, strong: bool, items: list,
              spots: list[tuple[int, float]]) -> list[Shape]:
    """A seat box's frame (drawn strong for the seat to act) and its items at their spots."""
    th = mk.th
    parts: list[Shape] = [
        Rect("", r2(x), r2(y0), r2(col_w), r2(row_h),
             Style(fill=th.tile_base, stroke=th.ink if strong else fill,
                   width=r2(mk.geo.cell * (0.03 if strong else 0.02))), rx=r2(fs * 0.6))]
    for (_w, draw), (line, cx) in zip(items, spots, strict=True):
        parts.extend(draw(x + cx, y0 + fs * 0.2 + line_h * (line + 0.5)))
    return parts


#: The width of the strips' column beside the board (``game_scene(beside=True)``), in cells.
SIDE_CELLS = 2.1


def _add_markers(sc: Scene, game, th: Theme, lang: str, pcs: dict, picture: Picture,
                 beside: bool | int = False) -> None:
    """Rubies, prices, tiles and wishes printed on or lying on the places; then the strips,
    under the board or (``beside``) in a column right of it, one seat box a row."""
    geo = sc.geometry
    on_board = set(geo.rows[0]).union(*geo.rows)
    data = game.rules.data
    goods = tuple(data["base"]["goods"]["value"])
    marks = Marks(sc, game, pcs, data, goods, th, lang)
    for painter in (*BASE_PAINTERS, *picture.painters):
        for number in painter.numbers(data):
            if number in on_board:
                painter.paint(marks, number)
    for extra in picture.extras:
        extra(marks)
    if beside:
        # ``beside=2``: two seat boxes a row (a board drawn small, whose boxes keep their
        # least font, would otherwise be far shorter than its column of boxes)
        cols = int(beside)
        marks.left, marks.cols = geo.width, cols
        marks.width = geo.cell * SIDE_CELLS * cols + geo.gap * (cols - 1)
        top = geo.margin
        for strip in picture.strips:
            top += strip(marks, top)
        if top > geo.margin:
            sc.side = r2(marks.width + geo.margin)
            sc.footer = r2(max(0.0, top + geo.margin * 0.5 - geo.height))
    else:
        top = sc.geometry.height
        for strip in picture.strips:
            top += strip(marks, top)
        if top > sc.geometry.height:
            sc.footer = top - sc.geometry.height
    if sc.footer or sc.side:
        tiles = sc.layers["tiles"]
        if tiles and isinstance(tiles[0], Rect) and tiles[0].id == "background":
            tiles[0] = replace(tiles[0], w=r2(sc.width), h=r2(sc.height))


# -- the text of the picture ---------------------------------------------------------------------
def _rubies(n: int) -> Message:
    # TRANSLATORS: a number of rubies, a value in a sentence
    return N_("{n} ruby", "{n} rubies", n)


def _seat_line(p, letter: str, lang: str, titles: dict, badge: StackBadge | None) -> str:
    """One seat's holdings as one sentence."""
    goods = join(_("{n} {good}", n=n, good=good_word(g)) for g, n in p.goods.items())
    # TRANSLATORS: a screen reader's sentence about one seat; {rubies} is "2 rubies",
    # {stack} "3 assistants", {more} empty or what an expansion adds about the stack
    line = _("{name} ({colour}, letter {letter}): {rubies}, {lira} lira; cart of capacity "
             "{capacity}: {goods}; merchant at {merchant} with {stack}{more}; assistants on "
             "the board: {placed}; family member at {family}; bonus cards: {cards}; mosque "
             "tiles: {tiles}.",
             name=p.name, colour=colour_word(p.colour), letter=letter,
             rubies=_rubies(p.rubies), lira=p.lira, capacity=p.capacity, goods=goods,
             merchant=labelled(p.merchant),
             # TRANSLATORS: a number of assistants, a value in a sentence
             stack=N_("{n} assistant", "{n} assistants", p.stack),
             more=badge.words if badge else "",
             placed=and_list([labelled(n) for n in sorted(p.assistants)]),
             family=labelled(p.family),
             cards=and_list([card_word(c, titles.get(c, c))
                             for c in sorted(p.bonus_cards, key=lambda c: titles.get(c, c))]),
             tiles=and_list([colour_word(t) for t in sorted(p.mosque_tiles)]))
    return tr(line, lang)


def _mosque_words(m: int, mosque: dict) -> Message:
    """A mosque's rubies and the tile on top of each stack, as a sentence's value."""
    tiles = []
    for c, t in sorted(mosque["tiles"].items()):
        if t:
            # TRANSLATORS: a mosque tile stack and what its top tile asks for ("red needs 3")
            tiles.append(_("{colour} needs {n}", colour=colour_word(c), n=t[0]))
        else:
            # TRANSLATORS: a mosque tile stack that is used up ("red gone")
            tiles.append(_("{colour} gone", colour=colour_word(c)))
    # TRANSLATORS: a mosque in the screen reader's line of rubies ("Small Mosque (14) 2
    # rubies, tiles red needs 3, green gone")
    return _("{place} {n} rubies, tiles {tiles}", place=labelled(m), n=mosque["rubies"],
             tiles=join(tiles))


def _where(data: dict, key: str, fallback: int) -> int:
    """The place of a base-game component in the rules' data ({"place": n})."""
    entry = data.get("base", {}).get(key)
    return entry["place"] if isinstance(entry, dict) and "place" in entry else fallback


def state_lines(game, lang: str | None = None) -> list[str]:
    """The table in sentences, one per line, in ``lang`` (None: the session's language):
    what a screen reader reads instead of the board."""
    lang = check_language(lang)
    pcs = game.pieces()
    data = game.rules.data
    goods_order = tuple(data["base"]["goods"]["value"])
    titles = game.rules.card_titles
    views = [game.player(seat) for seat in range(game.players)]
    initials = seat_letters(v.colour for v in views)
    picture = build_picture(game.rules)
    lines = [_seat_line(p, initials[seat], lang, titles, stack_badge(picture, p))
             for seat, p in enumerate(views)]
    figures: list[Message] = [
        _("the {figure} at {place}", figure=figure_word(name, fig["title"]),
          place=labelled(fig["place"]))
        for name, fig in pcs["figures"].items() if fig["place"] is not None]
    # TRANSLATORS: a neutral merchant (2-player game) in the list of neutral figures
    figures += [_("a neutral merchant at {place}", place=labelled(n))
                for n in pcs["neutral_merchants"]]
    # TRANSLATORS: a screen reader's sentence: where the neutral figures stand
    lines.append(tr(_("Neutral figures: {figures}.", figures=and_list(figures)), lang))
    others = []
    for piece in pcs["others"]:
        if piece.get("place") is None or piece.get("kind") in picture.drawn_kinds:
            continue
        kind = str(piece.get("kind") or "piece")
        letter = piece.get("label") or kind.replace("_", " ").replace("-", " ")[:1].upper()
        owner = None if piece.get("seat") is None else views[piece["seat"]].name
        others.append(_other_words(kind, letter, owner, piece["place"]))
    if others:
        # TRANSLATORS: a screen reader's sentence: an expansion's other pieces on the board
        lines.append(tr(_("Other pieces: {pieces}.", pieces=and_list(others)), lang))
    if pcs["barrier"]:
        a, b = pcs["barrier"]
        # TRANSLATORS: a screen reader's sentence about the barrier (Mocha & Baksheesh)
        lines.append(tr(_("A barrier blocks the way between {a} and {b}.", a=labelled(a),
                          b=labelled(b)), lang))
    for more in picture.lines:
        lines.extend(tr(line, lang) for line in more(game, lang))
    sultan, gem = pcs["sultan"], pcs["gemstone_dealer"]
    # TRANSLATORS: said of the Sultan's Palace or the Gemstone Dealer when its rubies are gone
    gone = _("no ruby left")
    wish = gone if sultan["next"] is None else _(
        # TRANSLATORS: the Sultan's next wish ("next delivery 1 fabric, 1 spice")
        "next delivery {goods}", goods=_goods_words(sultan["next"]["goods"],
                                                    sultan["next"]["any"]))
    # TRANSLATORS: the Gemstone Dealer's price for its next ruby
    price = gone if gem["price"] is None else _("price {n} lira", n=gem["price"])
    mosques = join((_mosque_words(m, pcs["mosques"][m]) for m in sorted(pcs["mosques"])),
                   "; ")
    # TRANSLATORS: a screen reader's sentence: the rubies left on the board
    lines.append(tr(_("Rubies: {wainwright} {w}; {palace} {s} ({wish}); {dealer} {g} ({price}); "
                      "{mosques}.",
                      wainwright=place_term(_where(data, "wainwright", 1)),
                      w=pcs["wainwright"]["rubies"],
                      palace=place_term(_where(data, "sultan", 13)), s=sultan["rubies"],
                      wish=wish, dealer=place_term(_where(data, "gemstone_dealer", 16)),
                      g=gem["rubies"], price=price, mosques=mosques), lang))
    post = pcs["post_office"]["yields"]
    post_goods = _goods_words(dict(zip(goods_order, post["goods"], strict=True)))
    # TRANSLATORS: a market and what its top demand tile asks for ("Small Market (11) buys
    # 1 fabric, 2 spice")
    demand = join((_("{place} buys {goods}", place=labelled(m), goods=_goods_words(
        dict(zip(goods_order, pcs["markets"][m], strict=True)))) for m in sorted(pcs["markets"])),
        "; ")
    # TRANSLATORS: a screen reader's sentence: what the Post Office gives now, then what the
    # markets ask for
    lines.append(tr(_("{post} gives {goods} and {n} lira; {demand}.",
                      post=place_term(_where(data, "post_office", 5)), goods=post_goods,
                      n=post["lira"], demand=demand), lang))
    return lines


# -- what just happened, and a hint ---------------------------------------------------------------
#: The colour of the hint's outline and tag per theme (the Table's hinted button is green too).
HINT_FILLS: dict[str, str] = {"light": "#1b7f3b", "dark": "#7bd88f", "colorblind": "#009e73"}


def _arrow(pid: str, x1: float, y1: float, x2: float, y2: float, width: float, fill: str,
           th: Theme, title: str) -> Group:
    """A line with a head at (x2, y2), on a light casing so it reads on any tile."""
    dx, dy = x2 - x1, y2 - y1
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    head, half = width * 3.4, width * 2.3
    bx, by = x2 - ux * head, y2 - uy * head
    casing = th.tile_base if th.name != "dark" else th.background
    return Group(pid, (
        Line("", r2(x1), r2(y1), r2(bx), r2(by), Style(stroke=casing, width=r2(width * 2.2),
                                                      opacity=0.85)),
        Line("", r2(x1), r2(y1), r2(bx), r2(by), Style(stroke=fill, width=r2(width))),
        Circle("", r2(x1), r2(y1), r2(width * 1.3), Style(fill=fill, stroke=casing,
                                                          width=r2(width * 0.5))),
        Polygon("", ((r2(x2), r2(y2)), (r2(bx - uy * half), r2(by + ux * half)),
                     (r2(bx + uy * half), r2(by - ux * half))),
                Style(fill=fill, stroke=casing, width=r2(width * 0.45))),
    ), title=title)


def _acted_tab(pid: str, cx: float, cy: float, w: float, h: float, fill: str, letter: str,
               th: Theme, title: str) -> Group:
    """A seat's tab on a tile's bottom edge: its letter and a drawn tick ("acted here")."""
    ink = text_on(fill)
    tick = h * 0.28
    tx = cx + w * 0.16
    return Group(pid, (
        Rect("", r2(cx - w / 2), r2(cy - h / 2), r2(w), r2(h),
             Style(fill=fill, stroke=th.ink, width=r2(h * 0.09)), rx=r2(h * 0.45)),
        Text("", r2(cx - w * 0.17), r2(cy), (letter,), r2(h * 0.72), ink, weight="bold"),
        Polygon("", ((r2(tx - tick), r2(cy)), (r2(tx - tick * 0.25), r2(cy + tick * 0.8)),
                     (r2(tx + tick * 1.2), r2(cy - tick * 0.9))),
                Style(stroke=ink, width=r2(h * 0.13)), closed=False),
    ), title=title)


def _trail_marks(sc: Scene, game, turns: dict, th: Theme, lang: str) -> tuple[list, list]:
    """(arrows, tabs) for each seat's latest turn: an arrow from where its merchant started
    to where it stands (id ``trail-<colour>``) and a tab on the place it acted at (id
    ``acted-<colour>``). Arrows of seats that made the same move are set side by side."""
    geo = sc.geometry
    on_board = set(geo.rows[0]).union(*geo.rows)
    views = {s: game.player(s) for s in range(game.players)}
    initials = seat_letters(v.colour for v in views.values())
    arrows: list[Shape] = []
    acted: dict[int, list[int]] = {}
    width = geo.cell * 0.03
    for seat, t in turns.items():
        v = views[seat]
        fill = seat_fill(v.colour, seat, th)
        start, end = t.get("start"), t.get("end")
        if start in on_board and end in on_board and start != end:
            (x1, y1), (x2, y2) = geo.centre(start), geo.centre(end)
            d = math.hypot(x2 - x1, y2 - y1)
            ux, uy = (x2 - x1) / d, (y2 - y1) / d
            off = (seat - (game.players - 1) / 2) * width * 2.6
            cut = geo.cell * 0.3
            arrows.append(_arrow(
                f"trail-{id_word(v.colour)}", x1 + ux * cut - uy * off, y1 + uy * cut + ux * off,
                x2 - ux * cut - uy * off, y2 - uy * cut + ux * off, width, fill, th,
                # TRANSLATORS: the tooltip of the arrow of a seat's latest move
                tr(_("{name}'s last move (turn {turn}): from {start} to {end}", name=v.name,
                     turn=t.get("turn"), start=labelled(start), end=labelled(end)), lang)))
        at = t.get("acted_at")
        if at in on_board:
            acted.setdefault(at, []).append(seat)
    tabs: list[Shape] = []
    for place, seats in sorted(acted.items()):
        x, y, w, h = geo.place_rect(place)
        # its letter (0.72 of the tab's height) never under PIECE_LEAST on a small board
        th_ = max(h * 0.11, PIECE_LEAST / 0.72)
        tw, gap = max(w * 0.2, th_ * 1.8), w * 0.03
        left = x + w / 2 - (len(seats) * tw + (len(seats) - 1) * gap) / 2
        for i, seat in enumerate(seats):
            v = views[seat]
            tabs.append(_acted_tab(
                f"acted-{id_word(v.colour)}", left + i * (tw + gap) + tw / 2, y + h, tw, th_,
                seat_fill(v.colour, seat, th), initials[seat], th,
                # TRANSLATORS: the tooltip of a seat's tab on the place it acted at
                tr(_("{name} did the action of {place} (turn {turn})", name=v.name,
                     place=labelled(place), turn=turns[seat]["turn"]), lang)))
    return arrows, tabs


def _hint_mark(place: int, words: str, sc: Scene, th: Theme, lang: str) -> Group:
    """The hinted place: a dashed outline and a "Hint" tag on its band (id ``hint-<n>``); the
    tag grows when the word in ``lang`` needs it."""
    geo = sc.geometry
    x, y, w, h = geo.place_rect(place)
    fill = HINT_FILLS.get(th.name, HINT_FILLS["light"])
    lw = geo.cell * 0.05
    # TRANSLATORS: the tag on the place a hint suggests (one short word)
    tag = tr(_("Hint"), lang)
    tag_h = h * 0.15
    tw = max(w * 0.36, text_width(tag, tag_h * 0.66) + tag_h * 0.6)
    tx, ty = x + w - tw - w * 0.03, y - tag_h * 0.35
    return Group(f"hint-{place}", (
        Rect("", r2(x - lw * 0.2), r2(y - lw * 0.2), r2(w + lw * 0.4), r2(h + lw * 0.4),
             Style(stroke=fill, width=r2(lw), dash=(r2(w * 0.07), r2(w * 0.04))),
             rx=r2(w * 0.07)),
        Rect("", r2(tx), r2(ty), r2(tw), r2(tag_h),
             Style(fill=fill, stroke=th.tile_base, width=r2(lw * 0.25)), rx=r2(tag_h * 0.4)),
        Text("", r2(tx + tw / 2), r2(ty + tag_h / 2), (tag,), r2(tag_h * 0.66),
             text_on(fill), weight="bold"),
    # TRANSLATORS: the tooltip of the hinted place; {hint} is the suggested action or place
    ), title=tr(_("Hint: {hint}", hint=words if words else labelled(place)), lang))


# -- the scene -----------------------------------------------------------------------------------
#: Verbs whose one place argument a click on that place chooses (``move 9``, ``police 4``);
#: any other action of the kind "move" with one place argument (an expansion's second moving
#: piece, read from its verb's kind) is clicked the same way.
CLICK_VERBS: tuple[str, ...] = ("move", "police")


def _clickable(a: Action) -> bool:
    return ((a.verb in CLICK_VERBS or a.kind == "move") and a.place is not None
            and len(a.args) == 1)


def click_choices(game) -> dict[int, list[Action]]:
    """Place -> every legal action a click on it could mean, in the engine's order (the
    merchant's ``move 9`` and a second moving piece's when both can go there)."""
    out: dict[int, list[Action]] = {}
    for a in game.legal_actions():
        if _clickable(a):
            out.setdefault(a.place, []).append(a)
    return out


def click_actions(game) -> dict[int, Action]:
    """Place -> the legal action a click on it plays (``move N``, ``police N``; the first of
    ``click_choices`` when more than one piece can go there), read from the actions' fields
    (``action.verb``, ``action.place``)."""
    return {p: acts[0] for p, acts in click_choices(game).items()}


#: Verbs whose two place arguments name a border a click on it chooses (``barrier 2 5``).
EDGE_VERBS: tuple[str, ...] = ("barrier",)


def edge_actions(game) -> dict[tuple[int, int], Action]:
    """(a, b), smaller first -> the legal action a click on their border plays (``barrier a
    b``), read from the actions' fields (``action.verb``, ``action.args``)."""
    out: dict[tuple[int, int], Action] = {}
    for a in game.legal_actions():
        if a.verb in EDGE_VERBS and len(a.args) == 2 and all(x.isdigit() for x in a.args):
            x, y = sorted(int(v) for v in a.args)
            out.setdefault((x, y), a)
    return out


def _edge_choice(a: int, b: int, geo: Geometry, th: Theme, lang: str, words: str,
                 barrier: bool = False) -> Group:
    """A border a click can choose: a lit bar with a diamond in its middle (the destination
    cue of the places, so it reads without colour), id ``edge-choice-a-b``; on the border the
    barrier holds now, the bar alone (its middle shows who holds the control tile)."""
    x1, y1, x2, y2 = geo.border(a, b)
    thick = geo.gap * 0.6
    inset = geo.cell * 0.25
    if x1 == x2:
        bx, by, bw, bh = x1 - thick / 2, y1 + inset, thick, (y2 - y1) - 2 * inset
    else:
        bx, by, bw, bh = x1 + inset, y1 - thick / 2, (x2 - x1) - 2 * inset, thick
    cx, cy, d = (x1 + x2) / 2, (y1 + y2) / 2, geo.gap * 0.6
    style = Style(fill=th.highlight, stroke=th.background, width=r2(thick * 0.15), opacity=0.7)
    if barrier:  # two halves, the middle left free for the control tile's holder
        hole = geo.gap * 1.2
        if x1 == x2:
            halves = ((bx, by, bw, bh / 2 - hole), (bx, cy + hole, bw, bh / 2 - hole))
        else:
            halves = ((bx, by, bw / 2 - hole, bh), (cx + hole, by, bw / 2 - hole, bh))
        parts: list[Shape] = [Rect("", r2(x), r2(y), r2(w), r2(h), style, rx=r2(thick * 0.4))
                              for x, y, w, h in halves]
    else:
        parts = [Rect("", r2(bx), r2(by), r2(bw), r2(bh), style, rx=r2(thick * 0.4))]
    if not barrier:
        parts.append(Polygon("", ((r2(cx), r2(cy - d)), (r2(cx + d), r2(cy)), (r2(cx), r2(cy + d)),
                                  (r2(cx - d), r2(cy))),
                             Style(fill=th.highlight, stroke=th.background, width=r2(d * 0.2))))
    # TRANSLATORS: the tooltip of a border a click chooses; {action} says what it does
    title = tr(_("click to choose: {action}", action=words), lang)
    return Group(f"edge-choice-{a}-{b}", tuple(parts), title=title)


def destinations(game) -> list[int]:
    """Places a click can choose now: the legal ``move N`` and ``police N`` targets, sorted."""
    return sorted(click_actions(game))


def game_scene(game, highlight: Iterable[int] | None = None, theme: str | Theme = "light",
               lang: str | None = None, selected: int | None = None,
               size: float | None = None, trails: bool | dict = False,
               hint: tuple[int, str] | None = None, beside: bool | int = False) -> Scene:
    """The scene of a game: the board, every piece and marker, and the places to click.

    ``highlight=None`` lights the places the legal actions lead to (``move N``, ``police N``)
    and marks the acting piece's place as the start; pass ``()`` for a plain picture.
    ``trails=True`` marks each seat's latest turn (``game.last_turns()``, or pass its result):
    an arrow from where the merchant came (``trail-<colour>``, under the pieces) and a tab on
    the place it acted at (``acted-<colour>``). ``hint=(place, words)`` outlines a place with a
    "Hint" tag (``hint-<place>``, on top). Both are off by default: stored pictures stay plain.
    ``beside=True`` draws what lies beside the board (an expansion's seat boxes, the notes)
    in a column right of it instead of under it: the Table's 5x5 board then fills the
    screen's height (at 1280x800 the strips under it left the board 437 pixels wide);
    ``beside=2`` puts two seat boxes in each row of that column.
    Every word (titles, tags, the text for screen readers) is in ``lang``; None: the session's
    language (``i18n.set_language``).
    """
    from ..engine.game import Game

    if not isinstance(game, Game):
        raise ValueError(f"game_scene needs a Game, not {type(game).__name__}")
    th = get_theme(theme)
    lang = check_language(lang)
    board = game.board_now
    live = highlight is None
    if highlight is None:
        highlight = destinations(game)
        if highlight and selected is None:
            selected = game.player(game.current).merchant
    sc = board_scene(board, highlight=highlight, theme=th, lang=lang, selected=selected,
                     size=size)
    if isinstance(theme, str):
        tiles = _tiles(board.layout.rows, board.barrier, theme, lang, size)
    else:  # a custom Theme object is not hashable for the cache: build its tiles directly
        tiles = tuple(_roomy_tile(s, sc.geometry, int(s.id[6:]))
                      if isinstance(s, Group) and s.id.startswith("place-") else s
                      for s in sc.layers["tiles"])
    sc.layers["tiles"] = list(tiles)
    if game.is_over:
        win = and_list([game.player(s).name for s in game.winners()])
        # TRANSLATORS: a game picture's status once the game is over
        status = _("the game is over; winner: {winners}", winners=win)
    else:
        who = game.player(game.to_act).name
        # TRANSLATORS: a game picture's status; {phase} is the phase in words
        status = _("turn {turn}, {who} to act ({phase})", turn=game.turn, who=who,
                   phase=game.phase_words)
    # TRANSLATORS: a game picture's title; {layout} is the layout's own title
    sc.title = tr(N_("Istanbul, {n} player on {layout}: {status}",
                     "Istanbul, {n} players on {layout}: {status}", game.players,
                     layout=board.layout.title, status=status), lang)
    sc.description = " ".join(state_lines(game, lang))
    pcs = game.pieces()
    tabs: list[Shape] = []
    if trails is not False and trails is not None:
        turns = game.last_turns() if trails is True else trails
        arrows, tabs = _trail_marks(sc, game, turns, th, lang)
        for a in arrows:
            sc.add(a, layer="pieces")
    picture = build_picture(game.rules)
    _add_markers(sc, game, th, lang, pcs, picture, beside)
    _add_pieces(sc, game, th, lang, pcs, picture)
    if live:
        for (a, b), act in sorted(edge_actions(game).items()):
            sc.add(_edge_choice(a, b, sc.geometry, th, lang, game.describe(act),
                                barrier=tuple(pcs["barrier"] or ()) == (a, b)),
                   layer="highlights")
    for t in tabs:
        sc.add(t, layer="pieces")
    if hint is not None and any(hint[0] in row for row in sc.geometry.rows):
        sc.add(_hint_mark(hint[0], hint[1], sc, th, lang), layer="highlights")
    return sc


def game_svg(game, highlight: Iterable[int] | None = None, theme: str | Theme = "light",
             lang: str | None = None, selected: int | None = None, size: float | None = None,
             beside: bool = False) -> SvgPicture:
    """The game as SVG text (an ``SvgPicture``: a ``str`` a notebook shows as the picture;
    what notebooks store and GitHub shows); ``beside=True`` puts the seat boxes right of the
    board (as the Table does on the 5x5 board)."""
    return scene_svg(game_scene(game, highlight=highlight, theme=theme, lang=lang,
                                selected=selected, size=size, beside=beside))


__all__ = ["BASE_PAINTERS", "BASE_PIECES", "BOX_LEAST", "CHIP_LEAST", "CLICK_VERBS",
           "EDGE_VERBS", "FIGURE_LOOKS", "GOOD_LETTERS", "HINT_FILLS", "Marks", "NOTE_LEAST",
           "SEAT_FILLS", "click_actions", "click_choices", "destinations", "edge_actions",
           "game_scene", "game_svg", "good_letters", "legible", "note_floor", "seat_fill",
           "seat_letters", "stack_badge", "state_lines"]
