"""Mocha & Baksheesh on the picture: coffee, guild cards, the Tavern and the Coffee House.

A picture slice (``render.slices``): it registers its hooks in ``PICTURES`` when it is imported,
which ``build_picture`` does only for a game with the expansion (``Ruleset.slices``). Read
through the game's public face only: ``game.pieces()`` (the Baksheesh tile's side, the rubies
on the Coffee House, the Guild Hall's pile and face-up discards, the Tavern stacks' costs, who
holds the barrier-control tile, the Coffee Trader among the figures),
``game.player(seat)`` (``coffee``, ``guild_cards``, ``tavern_tiles``) and the component data
with its provenance labels.

- the **Guild Hall** (18): the face-down pile with its size, and the face-up discards: the
  top card's number (marked † when its text is reconstructed) with how many lie face up;
- the **Tavern** (19): the Baksheesh tile with the goods its side shows, and the top tile of
  each Tavern tile stack with its coffee cost;
- the **Coffee House** (20): its track of prices (6 to 10), a ruby on each space still
  covered, the price of the leftmost ruby outlined;
- the **barrier-control tile**: a disc with its holder's letter on the barrier;
- **under the board**, one box per seat: coffee, guild cards (their numbers for the seat to
  act, a count for the others), the Tavern tiles held and the barrier-control tile; then a
  footnote naming each reconstructed value on show (marked † where it is drawn).
"""

from __future__ import annotations

from typing import Any

from ...i18n import N_, Message, _, join, tr
from ...places import labelled, place
from ...render.game_scene import (
    BOX_LEAST,
    PIECE_LEAST,
    RUBY,
    Marks,
    flow,
    good_fill,
    good_letters,
    id_word,
    note_floor,
    r2,
    ruby_chip,
    seat_badge,
    seat_box,
    seat_fill,
    seat_letters,
)
from ...render.scene import TILE_LEAST, text_width, wrap
from ...render.shapes import Circle, Group, Line, Polygon, Rect, Shape, Style, Text
from ...render.slices import PICTURES, PictureSlice, PlacePainter
from ...render.themes import Theme, text_on
from .guild import card_text
from .tavern import goods_words, tile_kind

KEY = "mocha"
COFFEE = "#6d4c41"
#: the fill of the Coffee Trader's tag
COFFEE_TRADER_FILL = "#4e342e"
# TRANSLATORS: the Coffee Trader's short word on its tag on the board (a few letters)
TRADER_WORD = _("Coffee")
CARD = "#f5ecd7"
#: The mark beside a reconstructed value; the footnote under the board says what it means.
DAGGER = "†"
FOOTNOTE = _("reconstructed (no printed source; a teacher corrects it in data/mocha.json)")
# TRANSLATORS: a Tavern tile's kind in a list ("Tavern tiles: long move, free encounters")
TILE_WORDS = {"long_move": _("long move"), "free_encounters": _("free encounters")}
#: where a value comes from, in words (the data file's provenance labels)
PROVENANCE = {"reconstructed": _("reconstructed"), "inferred": _("inferred"),
              "seed": _("from the rule book")}
#: The kinds of ``pieces()["others"]`` drawn here in their own way.
KINDS = ("baksheesh", "coffee-house-rubies", "barrier-control", "guild-pile", "guild-discard",
         "tavern-stack")


# -- reading the public face ---------------------------------------------------------------------
def mocha_data(data) -> dict | None:
    """The expansion's component data in a game's ``rules.data``, or None without it."""
    m = data.get(KEY) if hasattr(data, "get") else None
    return m if m is not None else None


def _drawn_data(data) -> dict:
    """The expansion's data in a game this slice draws: ``build_picture`` calls its hooks only
    for a game with the expansion, so a game without it is a mistake, named here."""
    m = mocha_data(data)
    if m is None:
        raise ValueError("the Mocha picture was asked to draw a game without Mocha's data")
    return m


def is_reconstructed(entry) -> bool:
    """Whether a data entry (or a part of it, by its note) is this project's own choice."""
    if not isinstance(entry, dict):
        return False
    return entry.get("provenance") == "reconstructed" or "[reconstructed]" in str(
        entry.get("note", ""))


def guild_card(data, number: int) -> tuple[str, bool]:
    """A guild card's text (a catalogue message while the data says what the catalogue says)
    and whether it is (in part) reconstructed, from the data file."""
    m = mocha_data(data) or {}
    entry = m.get(f"guild_card_{number}")
    if isinstance(entry, dict) and "text" in entry:
        return card_text(m, number), is_reconstructed(entry)
    texts = m.get("guild_card_texts", {})
    text = texts.get("value", {}).get(str(number)) if isinstance(texts, dict) else None
    if not text:
        return _("Guild card {number}", number=number), is_reconstructed(texts)
    return card_text(m, number), is_reconstructed(texts)


def tile_words(kind: str) -> str:
    """A Tavern tile type in words ("long_move" -> "long move"), translatable."""
    return TILE_WORDS.get(kind) or kind.replace("_", " ").replace("-", " ")


def tile_letters(kind: str) -> str:
    """The short name of a Tavern tile type on a chip ("long_move" -> "LM"): a letter code of
    the notation, the same in every language (the chip's title says it in words)."""
    return "".join(w[:1].upper() for w in kind.replace("-", "_").split("_")) or kind[:2].upper()


def holdings(game, seat: int) -> tuple[int, list[int], list[str]]:
    """(coffee, guild card numbers, Tavern tile types) of a seat, from ``game.player``."""
    v = game.player(seat)
    return (int(getattr(v, "coffee", 0) or 0), list(getattr(v, "guild_cards", None) or []),
            list(getattr(v, "tavern_tiles", None) or []))


def _other(pcs: dict, kind: str) -> dict | None:
    return next((p for p in pcs.get("others", []) if p.get("kind") == kind), None)


def control_seat(pcs: dict) -> int | None:
    """The seat holding the barrier-control tile, or None (it lies beside the board)."""
    piece = _other(pcs, "barrier-control")
    return None if piece is None else piece.get("seat")


def tavern_stacks(pcs: dict, m: dict) -> dict[str, list[int]]:
    """Tile type -> the coffee costs still in its stack, top first (the ``"tavern-stack"``
    pieces), in the data's order of the types."""
    got = {str(p.get("type") or p.get("label")): [int(c) for c in p.get("costs") or []]
           for p in pcs.get("others", []) if p.get("kind") == "tavern-stack"}
    order = list(m["tavern_tiles"]["types"])
    return {t: got[t] for t in sorted(got, key=lambda t: (t not in order,
                                                          order.index(t) if t in order else 0,
                                                          t))}


def guild_hall(pcs: dict) -> tuple[int, list[int], int | None]:
    """(guild cards face down on the Guild Hall, the face-up discards sorted, the top one or
    None), from the ``"guild-pile"`` and ``"guild-discard"`` pieces."""
    pile = _other(pcs, "guild-pile")
    dis = _other(pcs, "guild-discard")
    cards = [int(c) for c in (dis or {}).get("cards") or []]
    top = (dis or {}).get("top")
    return (int(pile["count"]) if pile is not None else 0, cards,
            None if top is None else int(top))


def coffee_house(pcs: dict, m: dict) -> tuple[int, int | None]:
    """(rubies left on the Coffee House, the price of the leftmost one or None): the piece's
    ``"price"`` when it carries one, else the data's rule (``highest_price + 1 - left``; the
    part's ``pieces`` does not see the component data)."""
    piece = _other(pcs, "coffee-house-rubies")
    house = m["coffee_house"]
    left = int(piece["label"]) if piece is not None else house["rubies"]
    if piece is not None and piece.get("price") is not None:
        return left, int(piece["price"])
    # the data's own rule: price = highest_price + 1 - rubies left
    return left, (house["highest_price"] + 1 - left) if left else None


def baksheesh(pcs: dict, m: dict) -> tuple[str, dict[str, int], bool]:
    """(side up, the goods it shows, whether that side is reconstructed)."""
    piece = _other(pcs, "baksheesh")
    side = str(piece["label"]) if piece is not None else str(m["baksheesh"]["first"])
    entry = m.get(f"baksheesh_side_{side}", {})
    return side, dict(entry.get("value", {})), is_reconstructed(entry)


# -- small drawings ------------------------------------------------------------------------------
def bean(cx: float, cy: float, r: float, th: Theme) -> list[Shape]:
    """A coffee bean: a brown oval (a circle here) with its crease."""
    return [Circle("", r2(cx), r2(cy), r2(r), Style(fill=COFFEE, stroke=th.ink,
                                                    width=r2(r * 0.16))),
            Line("", r2(cx - r * 0.35), r2(cy - r * 0.6), r2(cx + r * 0.35), r2(cy + r * 0.6),
                 Style(stroke="#f3e0c7", width=r2(r * 0.22)))]


def card_glyph(x: float, cy: float, h: float, th: Theme) -> list[Shape]:
    """Two stacked cards (a guild card's back)."""
    w = h * 0.72
    return [Rect("", r2(x + h * 0.16), r2(cy - h / 2 - h * 0.08), r2(w), r2(h),
                 Style(fill=CARD, stroke=th.ink, width=r2(h * 0.07)), rx=r2(h * 0.1)),
            Rect("", r2(x), r2(cy - h / 2 + h * 0.06), r2(w), r2(h),
                 Style(fill=CARD, stroke=th.ink, width=r2(h * 0.07)), rx=r2(h * 0.1)),
            Text("", r2(x + w / 2), r2(cy + h * 0.06), ("G",), r2(h * 0.7), "#3e2723",
                 weight="bold")]


def _chip(pid: str, x: float, cy: float, h: float, text: str, fill: str, th: Theme,
          title: str, dashed: bool = False) -> tuple[Group, float]:
    """A rounded label (a tile on a stack, a tile held); returns it and its width."""
    w = h * (0.45 + 0.58 * len(text.replace(DAGGER, "")) + 0.32 * text.count(DAGGER))
    style = (Style(stroke=th.faint, width=r2(h * 0.08), dash=(r2(h * 0.2), r2(h * 0.15)))
             if dashed else Style(fill=fill, stroke=th.ink, width=r2(h * 0.08)))
    ink = th.faint if dashed else text_on(fill)
    return Group(pid, (Rect("", r2(x), r2(cy - h / 2), r2(w), r2(h), style, rx=r2(h * 0.25)),
                       Text(f"{pid}-text", r2(x + w / 2), r2(cy), (text,), r2(h * 0.75), ink,
                            weight="bold")), title=title), w


# -- the places ----------------------------------------------------------------------------------
def _paint_tavern(mk: Marks, number: int) -> None:
    m = _drawn_data(mk.data)
    x0, y1, y2, w = mk.info(number)
    h = mk.chip * 1.15
    side, goods, recon = baksheesh(mk.pcs, m)
    shown = goods_words(goods) if goods else _("nothing")
    parts: list[Shape] = [
        Rect("", r2(x0), r2(y1 - h / 2), r2(h * 1.05), r2(h),
             Style(fill="#37474f", stroke=mk.th.ink, width=r2(h * 0.08)), rx=r2(h * 0.2)),
        Text("baksheesh-side", r2(x0 + h * 0.52), r2(y1), (side.upper(),), r2(h * 0.72),
             "#ffffff", weight="bold"),
    ]
    gx = x0 + h * 1.2
    for g, n in goods.items():
        fill = good_fill(g, mk.th)
        parts.append(Rect("", r2(gx), r2(y1 - h / 2), r2(h * 1.7), r2(h),
                          Style(fill=fill, stroke=mk.th.ink, width=r2(h * 0.08)),
                          rx=r2(h * 0.2)))
        parts.append(Text(f"baksheesh-{g}", r2(gx + h * 0.85), r2(y1),
                          (f"{n}{good_letters(g)}",), r2(h * 0.7), text_on(fill),
                          weight="bold"))
        gx += h * 1.8
    if recon:
        parts.append(Text("baksheesh-reconstructed", r2(gx + h * 0.05), r2(y1 - h * 0.2),
                          (DAGGER,), r2(h * 0.8), mk.th.ink, anchor="start", weight="bold"))
    pay = m["baksheesh"]["coffee"]
    if recon:
        title = _("the Baksheesh tile shows side {side}: pay {n} coffee and {items} for the "
                  "leftmost ruby of the Sultan's Palace, the Gemstone Dealer or the Coffee "
                  "House (side {side} is {footnote})", side=side.upper(), n=pay, items=shown,
                  footnote=FOOTNOTE)
    else:
        title = _("the Baksheesh tile shows side {side}: pay {n} coffee and {items} for the "
                  "leftmost ruby of the Sultan's Palace, the Gemstone Dealer or the Coffee "
                  "House", side=side.upper(), n=pay, items=shown)
    mk.add(Group("baksheesh", tuple(parts), title=tr(title, mk.lang)))
    stacks = tavern_stacks(mk.pcs, m)
    recon_cost = is_reconstructed(m["tavern_tile_costs"])
    x = x0
    h = mk.chip * 1.05
    for kind, costs in stacks.items():
        words = tile_words(kind)
        if costs and recon_cost:
            text = f"{tile_letters(kind)}{costs[0]}{DAGGER}"
            title = _("Tavern tile stack '{tile}': {n} left, the top one costs {cost} coffee "
                      "(the costs are {footnote})", tile=words, n=len(costs), cost=costs[0],
                      footnote=FOOTNOTE)
        elif costs:
            text = f"{tile_letters(kind)}{costs[0]}"
            title = _("Tavern tile stack '{tile}': {n} left, the top one costs {cost} coffee",
                      tile=words, n=len(costs), cost=costs[0])
        else:
            text, title = tile_letters(kind), _("Tavern tile stack '{tile}': none left",
                                                tile=words)
        chip, cw = _chip(f"tavern-stack-{kind}", x, y2, h, text, "#d7ccc8", mk.th,
                         tr(title, mk.lang), dashed=not costs)
        mk.add(chip)
        x += cw + h * 0.2


def _paint_guild_hall(mk: Marks, number: int) -> None:
    """The face-down pile (a card back and its size) and the face-up discards (the top card's
    number, † when its text is reconstructed, and how many lie face up)."""
    x0, y1, y2, w = mk.info(number)
    h = mk.chip * 1.15
    pile, cards, top = guild_hall(mk.pcs)
    count = f"×{pile}"
    mk.add(Group("guild-pile", (*card_glyph(x0, y1, h, mk.th),
                                Text("guild-pile-count", r2(x0 + h * 1.05), r2(y1), (count,),
                                     r2(h * 0.8), mk.th.ink, anchor="start", weight="bold")),
                 title=tr(N_("{n} guild card face down on the {place}",
                             "{n} guild cards face down on the {place}", pile,
                             place=labelled(number)), mk.lang)))
    if top is None:
        return
    text, recon = guild_card(mk.data, top)
    h = mk.chip * 1.05
    top_title = (_("the top face-up guild card: {number}: {text} ({footnote})", number=top,
                   text=text, footnote=FOOTNOTE) if recon else
                 _("the top face-up guild card: {number}: {text}", number=top, text=text))
    chip, cw = _chip("guild-discard-top", x0, y2, h, f"{top}{DAGGER if recon else ''}", CARD,
                     mk.th, tr(top_title, mk.lang))
    n = len(cards)
    mk.add(Group("guild-discard", (chip, Text(
        "guild-discard-count", r2(x0 + cw + h * 0.2), r2(y2), (f"×{n}",), r2(h * 0.75),
        mk.th.ink, anchor="start", weight="bold")),
        title=tr(N_("{n} guild card face up (discarded): {cards}; {top} on top",
                    "{n} guild cards face up (discarded): {cards}; {top} on top", n,
                    cards=join(map(str, cards)), top=top), mk.lang)))


def _paint_coffee_house(mk: Marks, number: int) -> None:
    m = _drawn_data(mk.data)
    house = m["coffee_house"]
    x0, y1, y2, w = mk.info(number)
    top = house["highest_price"]
    prices = list(range(top + 1 - house["rubies"], top + 1))
    left, price = coffee_house(mk.pcs, m)
    s = min(mk.chip * 1.3, (w * 0.64) / len(prices))
    parts: list[Shape] = []
    for i, n in enumerate(prices):
        x = x0 + i * s
        covered = price is not None and n >= price
        parts.append(Rect(f"coffee-house-space-{n}", r2(x + s * 0.02), r2(y1 - s * 0.45),
                          r2(s * 0.96), r2(s * 0.9),
                          Style(fill="#efebe9" if not covered else "#d7ccc8",
                                stroke=mk.th.ink, width=r2(s * 0.06)), rx=r2(s * 0.15)))
        # the price keeps its size when a ruby covers it: the ruby sits on the space's
        # lower right corner
        # on a board drawn small (the Table's) the track has no room for 11-pixel numbers:
        # the price chip under it and the title say the price
        if s * 0.62 >= TILE_LEAST:
            parts.append(Text("", r2(x + s / 2), r2(y1), (str(n),), r2(s * 0.62), "#3e2723",
                              weight="bold"))
        if covered:
            d = s * 0.2
            cx, cy = x + s * 0.82, y1 + s * 0.36
            parts.append(Polygon("", ((r2(cx - d), r2(cy - d * 0.5)),
                                      (r2(cx + d), r2(cy - d * 0.5)),
                                      (r2(cx), r2(cy + d))),
                                 Style(fill=RUBY, stroke=mk.th.ink, width=r2(s * 0.04))))
        if n == price:
            parts.append(Rect("", r2(x), r2(y1 - s * 0.5), r2(s), r2(s),
                              Style(stroke=mk.th.ink, width=r2(s * 0.12)), rx=r2(s * 0.18)))
    covering = _("nothing") if price is None else _("{low} to {high}", low=price, high=top)
    prov = house.get("provenance")
    if prov:
        track = N_("the Coffee House's track (prices {low} to {high} coffee): {n} ruby still "
                   "covering {covering}; the prices are {provenance}",
                   "the Coffee House's track (prices {low} to {high} coffee): {n} rubies still "
                   "covering {covering}; the prices are {provenance}", left, low=prices[0],
                   high=prices[-1], covering=covering,
                   provenance=PROVENANCE.get(str(prov), str(prov)))
    else:
        track = N_("the Coffee House's track (prices {low} to {high} coffee): {n} ruby still "
                   "covering {covering}",
                   "the Coffee House's track (prices {low} to {high} coffee): {n} rubies still "
                   "covering {covering}", left, low=prices[0], high=prices[-1],
                   covering=covering)
    mk.add(Group("coffee-house-track", tuple(parts), title=tr(track, mk.lang)))
    mk.add(ruby_chip(f"rubies-{number}", x0 + w * 0.36, y2, left, mk.chip, mk.th,
                      tr(N_("{n} ruby left at {place}", "{n} rubies left at {place}", left,
                            place=labelled(number)), mk.lang)))
    h = mk.chip
    words = (_("Coffee House: no ruby left") if price is None else
             _("Coffee House: the leftmost ruby costs {price} coffee (the highest uncovered "
               "number)", price=price))
    value = "—" if price is None else str(price)
    mk.add(Group("coffee-house-price", tuple(bean(x0 + h * 0.55, y2, h * 0.5, mk.th)) + (
        Text("coffee-house-price-value", r2(x0 + h * 1.25), r2(y2), (value,), r2(h), mk.th.ink,
             anchor="start", weight="bold"),), title=tr(words, mk.lang)))


# -- who holds what ------------------------------------------------------------------------------
def _paint_control(mk: Marks) -> None:
    """The barrier-control tile's holder: a disc with its letter on the barrier."""
    if not mk.pcs.get("barrier"):
        return
    seat = control_seat(mk.pcs)
    if seat is None:
        return
    a, b = mk.pcs["barrier"]
    x1, y1, x2, y2 = mk.geo.border(a, b)
    g: Any = mk.game
    v = g.player(seat)
    letters = seat_letters(g.player(s).colour for s in range(g.players))
    fill = seat_fill(v.colour, seat, mk.th)
    r = max(mk.geo.gap * 0.95, PIECE_LEAST / 1.15)  # its letter at least PIECE_LEAST
    cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
    mk.add(Group("barrier-control", (
        Circle("", r2(cx), r2(cy), r2(r), Style(fill=fill, stroke=mk.th.ink, width=r2(r * 0.2))),
        Text("barrier-control-letter", r2(cx), r2(cy), (letters[seat],), r2(r * 1.15),
             text_on(fill), weight="bold"),
    ), title=tr(_("{name} holds the barrier-control tile: only {name} crosses the barrier "
                  "between {a} and {b}", name=v.name, a=labelled(a), b=labelled(b)), mk.lang)))


def _strip(mk: Marks, top: float) -> float:
    """One box per seat under the board, then the footnote; returns the height used. A box
    holds its seat's letter, coffee, guild cards, Tavern tiles and the control tile in one
    line when they fit (two otherwise; every box of a game as tall as the tallest)."""
    m = _drawn_data(mk.data)
    g: Any = mk.game
    geo, th = mk.geo, mk.th
    n = g.players
    views = [g.player(s) for s in range(n)]
    letters = seat_letters(v.colour for v in views)
    acting = None if g.is_over else g.to_act
    holder = control_seat(mk.pcs) if mk.pcs.get("barrier") else None
    pad = mk.strip_left
    # the boxes' width is all the layout needs before the rows' height is known
    col_w = mk.box_grid(n, 0.0, 0.0)[1]
    fs = max(geo.cell * 0.125, BOX_LEAST)
    line_h = fs * 1.9
    y0 = top
    recon_cards: list[int] = []
    boxes = []
    for seat, v in enumerate(views):
        coffee, cards, tiles = holdings(g, seat)
        word = id_word(v.colour)
        strong = seat == acting
        if strong and cards:
            shown = []
            for c in cards:
                recon = guild_card(mk.data, c)[1]
                shown.append(f"{c}{DAGGER if recon else ''}")
                if recon:
                    recon_cards.append(c)
            hand_text = " ".join(shown)
        else:
            hand_text = f"×{len(cards)}"
        # (width, draw(x, cy) -> shapes) for each item, laid out left to right
        items: list[tuple[float, Any]] = []
        fill = seat_fill(v.colour, seat, th)
        items.append(seat_badge(fs, fill, letters[seat], th))
        ctext = f"×{coffee}"

        def coffee_item(x, cy, ctext=ctext, word=word):
            return [*bean(x + fs * 0.55, cy, fs * 0.55, th),
                    Text(f"coffee-{word}", r2(x + fs * 1.2), r2(cy), (ctext,), r2(fs), th.ink,
                         anchor="start", weight="bold")]
        items.append((fs * (1.9 + text_width(ctext, fs) / fs), coffee_item))

        # a hand too long for a whole line of the box shrinks to fit it
        room = col_w - fs * 2.5
        hand_fs = max(fs * 0.55, min(fs, fs * room / max(text_width(hand_text, fs), 1.0)))

        def hand_item(x, cy, hand_text=hand_text, word=word, size=hand_fs):
            return [*card_glyph(x, cy, fs * 1.15, th),
                    Text(f"guild-{word}", r2(x + fs * 1.2), r2(cy), (hand_text,), r2(size),
                         th.ink, anchor="start", weight="bold")]
        items.append((fs * 1.9 + text_width(hand_text, hand_fs), hand_item))
        for kind in tiles:
            text = tile_letters(kind)

            def tile_item(x, cy, kind=kind, text=text, v=v, word=word):
                return [_chip(f"tavern-tile-{word}-{kind}", x, cy, fs * 1.25, text, "#d7ccc8",
                              th, tr(_("{name} holds the {kind} Tavern tile", name=v.name,
                                       kind=tile_kind(kind)), mk.lang))[0]]
            items.append((fs * 1.25 * (0.45 + 0.5 * len(text)) + fs * 0.3, tile_item))
        if holder == seat:
            def bar_item(x, cy, v=v, word=word):
                bw, bh = fs * 2.4, fs * 0.9
                return [Group(f"barrier-tile-{word}", (
                    Rect("", r2(x), r2(cy - bh / 2), r2(bw), r2(bh),
                         Style(fill=th.barrier, stroke=th.barrier_stripe, width=r2(bh * 0.1)),
                         rx=r2(bh * 0.3)),
                    *[Line("", r2(x + bw * (i + 0.3) / 4), r2(cy + bh * 0.4),
                           r2(x + bw * (i + 0.7) / 4), r2(cy - bh * 0.4),
                           Style(stroke=th.barrier_stripe, width=r2(bh * 0.2)))
                      for i in range(4)],
                ), title=tr(_("{name} holds the barrier-control tile", name=v.name),
                            mk.lang))]
            items.append((fs * 2.7, bar_item))
        # the items flow left to right and wrap onto the next line when the box is full
        spots = flow(items, fs, col_w)
        boxes.append((seat, v, coffee, cards, tiles, items, spots, strong, fill, word))
    lines_n = max(spots[-1][0] for *_, spots, _s, _f, _w in boxes) + 1
    row_h = line_h * lines_n + fs * 0.4
    box_at = mk.box_grid(n, row_h, fs * 0.3)[2]
    block_h = mk.block_height(n, row_h, fs * 0.3)
    for seat, v, coffee, cards, tiles, items, spots, strong, fill, word in boxes:
        x, yb = box_at(seat, y0)
        parts = seat_box(mk, x, yb, col_w, row_h, fs, line_h, fill, strong, items, spots)
        mk.add(Group(f"holdings-{word}", tuple(parts),
                     title=tr(_seat_words(v.name, coffee, cards, tiles, strong,
                                          holder == seat, None), mk.lang)))
    y = y0 + block_h + fs * 0.85
    notes = []
    stacks = tavern_stacks(mk.pcs, m)
    if is_reconstructed(m["tavern_tile_costs"]) and any(stacks.values()):
        notes.append(_("Tavern tile costs"))
    side, _goods, recon_side = baksheesh(mk.pcs, m)
    if recon_side:
        notes.append(_("Baksheesh side {side}", side=side.upper()))
    shown_top = guild_hall(mk.pcs)[2]
    if (shown_top is not None and guild_card(mk.data, shown_top)[1]
            and shown_top not in recon_cards):
        recon_cards.append(shown_top)
    if recon_cards:
        notes.append(N_("guild card {cards}", "guild cards {cards}", len(recon_cards),
                        cards=join(map(str, sorted(recon_cards)))))
    # short on the picture (one line, so that a 5x5 board with the Letters under it keeps its
    # size), in full in its tooltip
    listed = join(notes, "; ")
    words = [tr(_("{mark} {footnote}: {notes}", mark=DAGGER, footnote=FOOTNOTE,
                  notes=listed), mk.lang)] if notes else []
    shown = [tr(_("{mark} reconstructed (data/mocha.json): {notes}", mark=DAGGER,
                  notes=listed), mk.lang)] if notes else []
    made_up = sorted(k for row in geo.rows for k in row if mk.lang in place(k).reconstructed)
    if made_up:
        names = tr(_("names of places {numbers}: reconstructed translations",
                     numbers=join(map(str, made_up))), mk.lang)
        words.append(names)
        shown.append(names)
    if not words:
        return block_h + fs * 0.6
    text = " · ".join(shown)
    size = fs * 0.85
    room = mk.strip_room
    lines = wrap(text, size, room)
    # under the board: one line (two at most, smaller); beside it, the lines the words take
    most = (1, 2) if mk.cols is None else (6, 6)
    while len(lines) > most[0] and size > fs * 0.72:
        size *= 0.95
        lines = wrap(text, size, room)
    while len(lines) > most[1] and size > fs * 0.6:
        size *= 0.93
        lines = wrap(text, size, room)
    lines, size = note_floor(text, size, room)
    step = size * 1.15
    mk.add(Text("reconstructed-note", r2(pad), r2(y + step * (len(lines) - 1) / 2),
                tuple(lines), r2(size), th.ink, anchor="start", title=" · ".join(words)))
    return block_h + fs * 0.5 + step * len(lines) + fs * 0.3


def _seat_words(name: str, coffee: int, cards: list[int], tiles: list[str], strong: bool,
                holds: bool, data) -> Message:
    """A seat's Mocha holdings in words: the box's tooltip (``data`` None: the hand's
    numbers) or the screen reader's sentence (the hand's numbers with their texts)."""
    if strong and cards and data is not None:
        hand: str = join(_("{number} ({text})", number=c, text=guild_card(data, c)[0])
                         for c in cards)
    elif strong and data is None:
        # (never ``join`` of nothing: an empty message reads as the catalogue's header)
        hand = _("guild cards {cards}", cards=join(map(str, cards)) if cards else "")
    else:
        hand = N_("{n} guild card", "{n} guild cards", len(cards))
    held = join(tile_words(t) for t in tiles) if tiles else _("no Tavern tile")
    if data is None:
        if holds:
            return _("{name}: {coffee} coffee, {hand}, {held}; holds the barrier-control tile",
                     name=name, coffee=coffee, hand=hand, held=held)
        return _("{name}: {coffee} coffee, {hand}, {held}", name=name, coffee=coffee,
                 hand=hand, held=held)
    if holds:
        return _("{name}: {coffee} coffee; {hand}; {held}; holds the barrier-control tile.",
                 name=name, coffee=coffee, hand=hand, held=held)
    return _("{name}: {coffee} coffee; {hand}; {held}.", name=name, coffee=coffee, hand=hand,
             held=held)


def _hall_words(data, pile: int, cards: list[int], top: int | None) -> Message:
    """The Guild Hall in a sentence: the pile's size and the face-up discards."""
    if top is None:
        return N_("Guild Hall: {n} guild card face down; no guild card face up.",
                  "Guild Hall: {n} guild cards face down; no guild card face up.", pile)
    text = guild_card(data, top)[0]
    if len(cards) > 1:
        return N_("Guild Hall: {n} guild card face down; face up {cards}, the top one {top}: "
                  "{text}",
                  "Guild Hall: {n} guild cards face down; face up {cards}, the top one {top}: "
                  "{text}", pile, cards=join(map(str, cards)), top=top, text=text)
    return N_("Guild Hall: {n} guild card face down; face up {top}: {text}",
              "Guild Hall: {n} guild cards face down; face up {top}: {text}", pile, top=top,
              text=text)


def _lines(game, lang: str) -> list[str]:
    """The Mocha table in sentences (for screen readers and the Table's words)."""
    m = _drawn_data(game.rules.data)
    pcs = game.pieces()
    out = []
    holder = control_seat(pcs) if pcs.get("barrier") else None
    acting = None if game.is_over else game.to_act
    for seat in range(game.players):
        v = game.player(seat)
        coffee, cards, tiles = holdings(game, seat)
        out.append(tr(_seat_words(v.name, coffee, cards, tiles, seat == acting,
                                  holder == seat, game.rules.data), lang))
    pile, cards, top = guild_hall(pcs)
    out.append(tr(_hall_words(game.rules.data, pile, cards, top), lang))
    left, price = coffee_house(pcs, m)
    side, goods, recon = baksheesh(pcs, m)
    shown = goods_words(goods) if goods else _("nothing")
    house = (N_("Coffee House: {n} ruby, the next costs nothing (none left).",
                "Coffee House: {n} rubies, the next costs nothing (none left).", left)
             if price is None else
             N_("Coffee House: {n} ruby, the next costs {price} coffee.",
                "Coffee House: {n} rubies, the next costs {price} coffee.", left, price=price))
    bak = (_("Baksheesh tile side {side} [reconstructed]: {items}.", side=side.upper(),
             items=shown) if recon else
           _("Baksheesh tile side {side}: {items}.", side=side.upper(), items=shown))
    stacks = tavern_stacks(pcs, m)
    tops = join([_("{tile} top costs {cost} coffee", tile=tile_words(k), cost=c[0]) if c else
                 _("{tile} none left", tile=tile_words(k)) for k, c in stacks.items()], "; ")
    tavern = (_("Tavern tile stacks: {stacks} [reconstructed].", stacks=tops)
              if is_reconstructed(m["tavern_tile_costs"]) else
              _("Tavern tile stacks: {stacks}.", stacks=tops))
    out.append(" ".join(tr(x, lang) for x in (house, bak, tavern)))
    return out


def choice_notes(game) -> list[str]:
    """For the legal actions of the moment, the reconstructed values they rest on, in words
    (the Tavern tile costs, the Baksheesh tile's side, a guild card's text): messages, shown
    in the panel's language."""
    m = mocha_data(game.rules.data)
    if m is None:
        return []
    verbs: dict[str, list] = {}
    for a in game.legal_actions():
        verbs.setdefault(a.verb, []).append(a)
    out: list[str] = []
    costs = m.get("tavern_tile_costs", {})
    if "tavern-tile" in verbs and is_reconstructed(costs):
        out.append(_("The Tavern tile costs ({costs} coffee, cheapest on top) are "
                     "reconstructed: no printed source was found.",
                     costs=join(map(str, sorted(costs["value"])))))
    side, goods, recon = baksheesh(game.pieces(), m)
    if "baksheesh" in verbs and recon:
        out.append(_("The Baksheesh tile's side {side} ({items}) is reconstructed: no printed "
                     "source was found.", side=side.upper(), items=goods_words(goods)))
    made_up = [a.args[0] for a in verbs.get("guild", []) if a.args and a.args[0].isdigit()
               and guild_card(game.rules.data, int(a.args[0]))[1]]
    if made_up:
        out.append(N_("The text of guild card {cards} is reconstructed (in part): no printed "
                      "source was found.",
                      "The text of guild cards {cards} is reconstructed (in part): no printed "
                      "source was found.", len(made_up), cards=join(made_up)))
    return out


def _tavern_places(data) -> list[int]:
    m = mocha_data(data)
    return [m["tavern"]["place"]] if m and "tavern" in m else []


def _guild_places(data) -> list[int]:
    m = mocha_data(data)
    return [m["guild_hall"]["place"]] if m and "guild_hall" in m else []


def _house_places(data) -> list[int]:
    m = mocha_data(data)
    return [m["coffee_house"]["place"]] if m and "coffee_house" in m else []


PICTURES.register(__name__, PictureSlice(
    painters=(PlacePainter("guild_hall", _paint_guild_hall, _guild_places),
              PlacePainter("tavern", _paint_tavern, _tavern_places),
              PlacePainter("coffee_house", _paint_coffee_house, _house_places)),
    extras=(_paint_control,), strips=(_strip,), lines=(_lines,), drawn_kinds=frozenset(KINDS),
    figure_looks={"coffee_trader": (TRADER_WORD, COFFEE_TRADER_FILL)}))

__all__ = ["COFFEE", "DAGGER", "FOOTNOTE", "baksheesh", "choice_notes", "coffee_house",
           "control_seat", "guild_card", "guild_hall", "holdings", "is_reconstructed", "mocha_data",
           "tavern_stacks", "tile_letters", "tile_words"]
