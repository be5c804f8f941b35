"""The variants on the picture (RULES.md 9): neutral assistants, the caravan tile and the Great
Bazaar's ruby refills.

A picture slice (``render.slices``) shared by the three variants: it registers its hooks in
``PICTURES`` when it is imported, which ``build_picture`` does only for a game with one of them
(``Ruleset.slices``); each drawing does nothing in a game without its own variant (no such
pieces in ``game.pieces()["others"]``, no such field in ``game.player(seat)``;
``game.rules.variants`` names the game's variants). Read through the game's public face only:

- a **neutral assistant** on the board (``"neutral_assistant"`` pieces): a light grey square
  marked "N" (a seat's assistants are squares in its colour with its letter), id
  ``neutral-assistant-<place>``; in a stack (``player(i).neutral_assistants``): a small grey
  square with the count on the merchant, beside its stack's size (id
  ``merchant-<colour>-neutral``), a ``StackBadge`` that ``game_scene`` draws on the merchant;
- the **caravan tile** (``"caravan_tile"``): on the Caravansary 6 a sand-coloured tile marked
  "Caravan" (id ``caravan-tile``); held by a leader, a small tile in the leader's colour on its
  merchant's place is not drawn (it is not on the board): the line under the board says who
  leads, beside a chip of the tile (id ``caravan-tile-held``);
- the **Great Bazaar's refills** (``"ruby-refills"``): a small ruby on the band of 13, 16 and
  20 (id ``ruby-refills-<place>``: refilled from the supply when empty), with "+n" once a
  supply ruby was put there n times;
- **under the board**, one line for the variants of the game: who leads the caravan, how many
  neutral assistants each stack holds, and what "N" and the refills mean.

Decisions where the rules say nothing about the picture: the caravan tile held by a seat lies
beside the board, so it is drawn under the board (as Letters draws its letter pile); the
neutral assistants in a stack are counted on the merchant, since a stack is drawn as a number.
"""

from __future__ import annotations

from typing import Any

from ...i18n import N_, _, join, tr
from ...places import labelled
from ...render.game_scene import (
    BOX_LEAST,
    RUBY,
    Marks,
    Piece,
    legible,
    note_floor,
    r2,
    seat_fill,
    seat_letters,
)
from ...render.scene import text_width, wrap
from ...render.shapes import Group, Polygon, Rect, Style, Text
from ...render.slices import PICTURES, PictureSlice, StackBadge
from ...render.themes import Theme, text_on

#: A neutral assistant's paper and ink (light, so it reads apart from every seat colour; the
#: "N" tells it without colour), and the caravan tile's sand.
NEUTRAL_PAPER, NEUTRAL_INK, SAND = "#e0e0e0", "#424242", "#d7b56d"
KINDS = ("neutral_assistant", "caravan_tile", "ruby-refills")
#: The Caravansary (the caravan tile's place at the start), for the words only.
CARAVANSARY = 6
# TRANSLATORS: the word on the caravan tile (a small tile: one short word)
CARAVAN = _("Caravan")


def _others(pcs: dict, kind: str) -> list[dict]:
    return [p for p in pcs.get("others", []) if p.get("kind") == kind]


def caravan(pcs: dict) -> tuple[bool, int | None, int | None]:
    """(the game has the caravan tile, its leader's seat or None, its place or None)."""
    tiles = _others(pcs, "caravan_tile")
    if not tiles:
        return False, None, None
    t = tiles[0]
    return True, t.get("seat"), t.get("place")


def neutral_counts(game) -> list[int] | None:
    """The neutral assistants in each seat's stack, or None without the variant (every
    seat's view has the field, 0 without the variant: the game's rules tell)."""
    if "neutral_assistants" not in getattr(game.rules, "variants", ()):
        return None
    return [int(game.player(s).neutral_assistants or 0) for s in range(game.players)]


def refills(pcs: dict) -> dict[int, int]:
    """Place -> how many supply rubies the Great Bazaar put there so far."""
    return {int(p["place"]): int(p.get("count") or 0) for p in _others(pcs, "ruby-refills")
            if p.get("place") is not None}


# -- small drawings ------------------------------------------------------------------------------
def neutral_square(pid: str, cx: float, cy: float, r: float, th: Theme, title: str) -> Group:
    """A neutral assistant: a light grey square with "N" (a dashed inner frame: no seat's)."""
    s = r * 1.7
    return Group(pid, (
        Rect("", r2(cx - s / 2), r2(cy - s / 2), r2(s), r2(s),
             Style(fill=NEUTRAL_PAPER, stroke=th.ink, width=r2(r * 0.14)), rx=r2(s * 0.15)),
        Text("", r2(cx), r2(cy), ("N",), r2(legible(r * 1.05)), NEUTRAL_INK, weight="bold"),
    ), title=title)


def caravan_chip(pid: str, x: float, cy: float, h: float, fill: str, th: Theme,
                 title: str, word: str = "Caravan") -> tuple[Group, float]:
    """The caravan tile: a rounded tile with its word; returns it and its width."""
    fs = legible(h * 0.62)
    w = text_width(word, fs) + h * 0.7
    return Group(pid, (
        Rect("", r2(x), r2(cy - h / 2), r2(w), r2(h),
             Style(fill=fill, stroke=th.ink, width=r2(h * 0.08)), rx=r2(h * 0.2)),
        Text(f"{pid}-text", r2(x + w / 2), r2(cy), (word,), r2(fs), text_on(fill),
             weight="bold"),
    ), title=title), w


# -- pieces --------------------------------------------------------------------------------------
def _neutral_at(cx, cy, r, pid, th, title) -> Group:
    return neutral_square(pid, cx, cy, r, th, title)


def _caravan_at(cx, cy, r, pid, th, title, word) -> Group:
    h = r * 1.7
    w = text_width(word, h * 0.62) + h * 0.7
    return caravan_chip(pid, cx - w / 2, cy, h, SAND, th, title, word)[0]


def _pieces(game, pcs: dict, th: Theme, lang: str, big: dict, small: dict) -> None:
    """Neutral assistants on their places and the caravan tile on the Caravansary."""
    for piece in _others(pcs, "neutral_assistant"):
        p = piece.get("place")
        if p is None:
            continue
        small.setdefault(p, []).append(Piece(_neutral_at, (
            f"neutral-assistant-{p}", th,
            tr(_("a neutral assistant at {place}: a merchant arriving here may take it into its "
                 "stack as its own", place=labelled(p)), lang)), 1.8))
    has, leader, place = caravan(pcs)
    if has and leader is None and place is not None:
        h = 1.7
        word = tr(CARAVAN, lang)
        width = (text_width(word, h * 0.62) + h * 0.7)
        small.setdefault(place, []).append(Piece(_caravan_at, (
            "caravan-tile", th,
            tr(_("the caravan tile on {place}: whoever performs the Caravansary action takes it "
                 "at the end of the turn and keeps both cards there from then on",
                 place=labelled(place)), lang), word),
            width + 0.1))


def _paint_refills(mk: Marks) -> None:
    """A ruby on the band of each place the part's pieces name (which places a spare ruby
    refills is the variant's rule: read from the pieces, not copied here), with "+n" once it
    was refilled n times."""
    on_board = {p for row in mk.geo.rows for p in row}
    for number, n in sorted(refills(mk.pcs).items()):
        if number in on_board:
            _refill_mark(mk, number, n)


def _refill_mark(mk: Marks, number: int, n: int) -> None:
    x, y, w, h = mk.geo.place_rect(number)
    band = h * 0.2
    cx, cy, d = x + w * 0.42, y + band * 0.52, band * 0.3
    gem = Polygon("", ((r2(cx - d * 0.5), r2(cy - d * 0.8)), (r2(cx + d * 0.5), r2(cy - d * 0.8)),
                       (r2(cx + d), r2(cy - d * 0.25)), (r2(cx), r2(cy + d)),
                       (r2(cx - d), r2(cy - d * 0.25))),
                  Style(fill=RUBY, stroke="#ffffff", width=r2(d * 0.15)))
    if not n:
        mk.add(Group(f"ruby-refills-{number}", (gem,), title=tr(_(
            "{place}: refilled from the supply when empty (Great Bazaar: a supply ruby goes on "
            "its ruby space when its last ruby is taken)", place=labelled(number)), mk.lang)))
        return
    mk.add(Group(f"ruby-refills-{number}", (
        gem,
        Text(f"ruby-refills-{number}-count", r2(cx + d * 1.3), r2(cy), (f"+{n}",),
             r2(band * 0.5), "#ffffff", anchor="start", weight="bold"),
    ), title=tr(N_("{place}: refilled from the supply when empty; a supply ruby was put on its "
                   "ruby space {n} time (Great Bazaar: this place never runs dry)",
                   "{place}: refilled from the supply when empty; a supply ruby was put on its "
                   "ruby space {n} times (Great Bazaar: this place never runs dry)", n,
                   place=labelled(number)), mk.lang)))


# -- under the board -----------------------------------------------------------------------------
def _words(game, pcs: dict, lang: str) -> list[str]:
    """The variants' line(s), in words (the picture's line and the screen reader's)."""
    out = []
    has, leader, place = caravan(pcs)
    if has:
        if leader is None:
            out.append(_("Caravan tile on {place}: no caravan leader yet",
                         place=labelled(place or CARAVANSARY)))
        else:
            out.append(_("Caravan leader: {name} (keeps both cards at the {place})",
                         name=game.player(leader).name, place=labelled(CARAVANSARY)))
    counts = neutral_counts(game)
    if counts is not None:
        held = join(f"{game.player(s).name} {n}" for s, n in enumerate(counts) if n)
        out.append(_("N: a neutral assistant (any merchant arriving takes it as its own); in "
                     "stacks: {held}", held=held or _("none")))
    marked = refills(pcs)
    got = {p: n for p, n in marked.items() if n}
    if got or "great_bazaar" in getattr(game.rules, "variants", ()):
        # TRANSLATORS: a place and how often a supply ruby was put on it ("Coffee House (20) 2")
        done = join(_("{place} {n}", place=labelled(p), n=n) for p, n in sorted(got.items()))
        if marked:      # the legend of the rubies drawn on those places' bands
            *first, last = [str(p) for p in sorted(marked)]
            places = (_("{first} and {last}", first=join(first), last=last) if first
                      else last)
            out.append(_("Great Bazaar: a ruby on the band of {places}: refilled from the "
                         "supply when empty; supply rubies put on a place so far: {done}",
                         places=places, done=done) if got else
                       _("Great Bazaar: a ruby on the band of {places}: refilled from the "
                         "supply when empty; no place has been refilled with a supply ruby "
                         "yet", places=places))
        else:
            out.append(_("Great Bazaar: supply rubies put on a place so far: {done}", done=done)
                       if got else
                       _("Great Bazaar: no place has been refilled with a supply ruby yet"))
    return [tr(w, lang) for w in out]


def _strip(mk: Marks, top: float) -> float:
    """One line under the board for the variants; the caravan tile held beside it."""
    g: Any = mk.game
    words = _words(g, mk.pcs, mk.lang)
    if not words:
        return 0.0
    geo, th = mk.geo, mk.th
    fs = max(geo.cell * 0.125, BOX_LEAST)
    size = fs * 0.85
    pad = mk.strip_left
    x = pad
    y = top + fs * 0.2 + size * 0.6
    has, leader, _place = caravan(mk.pcs)
    if has and leader is not None:
        v = g.player(leader)
        letters = seat_letters(g.player(s).colour for s in range(g.players))
        chip, cw = caravan_chip("caravan-tile-held", x, y, size * 1.3,
                                seat_fill(v.colour, leader, th), th,
                                tr(_("{name} ({letter}) holds the caravan tile: the caravan "
                                     "leader", name=v.name, letter=letters[leader]), mk.lang),
                                tr(CARAVAN, mk.lang))
        mk.add(chip)
        x += cw + fs * 0.4
    room = mk.strip_room - (x - pad)
    text = " · ".join(words)
    lines = wrap(text, size, room)
    # under the board two lines at most (smaller if need be); in the column beside it, as
    # many as the words take, at a size still read from the back of a classroom
    most, least = (2, fs * 0.6) if mk.cols is None else (8, fs * 0.75)
    while len(lines) > most and size > least:
        size *= 0.93
        lines = wrap(text, size, room)
    lines, size = note_floor(text, size, room)
    step = size * 1.15
    mk.add(Text("variants-note", r2(x), r2(y + step * (len(lines) - 1) / 2), tuple(lines),
                r2(size), th.ink, anchor="start", title=" · ".join(words)))
    return fs * 0.2 + step * len(lines) + fs * 0.5


def _lines(game, lang: str) -> list[str]:
    """The variants in sentences (for screen readers and the Table's words)."""
    words = _words(game, game.pieces(), lang)
    # TRANSLATORS: a line of the variants' words as a sentence (its full stop)
    return [tr(_("{words}.", words=w), lang) for w in words]


def stack_badge(view) -> StackBadge | None:
    """The neutral assistants in a seat's stack, counted on its merchant (None: none)."""
    n = int(getattr(view, "neutral_assistants", 0) or 0)
    if not n:
        return None
    return StackBadge(n, "neutral", N_("{n} neutral assistant in the stack",
                                       "{n} neutral assistants in the stack", n),
                      # TRANSLATORS: added after a merchant's stack size ("3 assistants")
                      N_(" ({n} of them neutral)", " ({n} of them neutral)", n))


PICTURES.register(__name__, PictureSlice(
    extras=(_paint_refills,), pieces=(_pieces,), strips=(_strip,), lines=(_lines,),
    drawn_kinds=frozenset(KINDS), stack_badges=(stack_badge,)))

__all__ = ["caravan", "caravan_chip", "neutral_counts", "neutral_square", "refills",
           "stack_badge"]
