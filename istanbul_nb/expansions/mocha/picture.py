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

from ...places import label, place
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

KEY = "mocha"
COFFEE = "#6d4c41"
#: the fill of the Coffee Trader's tag
COFFEE_TRADER_FILL = "#4e342e"
CARD = "#f5ecd7"
#: The mark beside a reconstructed value; the footnote under the board says what it means.
DAGGER = "†"
FOOTNOTE = "reconstructed (no printed source; a teacher corrects it in data/mocha.json)"
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
    """A guild card's text and whether it is (in part) reconstructed, from the data file."""
    m = mocha_data(data) or {}
    entry = m.get(f"guild_card_{number}")
    if isinstance(entry, dict) and "text" in entry:
        return str(entry["text"]), is_reconstructed(entry)
    texts = m.get("guild_card_texts", {})
    text = texts.get("value", {}).get(str(number)) if isinstance(texts, dict) else None
    return (str(text) if text else f"Guild card {number}"), is_reconstructed(texts)


def tile_words(kind: str) -> str:
    """A Tavern tile type in words ("long_move" -> "long move")."""
    return kind.replace("_", " ").replace("-", " ")


def tile_letters(kind: str) -> str:
    """The short name of a Tavern tile type on a chip ("long_move" -> "LM")."""
    return "".join(w[:1].upper() for w in tile_words(kind).split()) or kind[:2].upper()


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
    shown = ", ".join(f"{n} {g}" for g, n in goods.items()) or "nothing"
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
    title = (f"the Baksheesh tile shows side {side.upper()}: pay 4 coffee and {shown} for the "
             "leftmost ruby of the Sultan's Palace, the Gemstone Dealer or the Coffee House"
             + (f" (side {side.upper()} is {FOOTNOTE})" if recon else ""))
    mk.add(Group("baksheesh", tuple(parts), title=title))
    stacks = tavern_stacks(mk.pcs, m)
    recon_cost = is_reconstructed(m["tavern_tile_costs"])
    x = x0
    h = mk.chip * 1.05
    for kind, costs in stacks.items():
        words = tile_words(kind)
        if costs:
            text = f"{tile_letters(kind)}{costs[0]}" + (DAGGER if recon_cost else "")
            title = (f"Tavern tile stack '{words}': {len(costs)} left, the top one costs "
                     f"{costs[0]} coffee" + (f" (the costs are {FOOTNOTE})" if recon_cost
                                             else ""))
        else:
            text, title = tile_letters(kind), f"Tavern tile stack '{words}': none left"
        chip, cw = _chip(f"tavern-stack-{kind}", x, y2, h, text, "#d7ccc8", mk.th, title,
                         dashed=not costs)
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
                 title=f"{pile} guild card{'s' if pile != 1 else ''} face down on the "
                       f"{label(number, mk.lang)}"))
    if top is None:
        return
    text, recon = guild_card(mk.data, top)
    h = mk.chip * 1.05
    chip, cw = _chip("guild-discard-top", x0, y2, h, f"{top}{DAGGER if recon else ''}", CARD,
                     mk.th, f"the top face-up guild card: {top}: {text}"
                     + (f" ({FOOTNOTE})" if recon else ""))
    n = len(cards)
    mk.add(Group("guild-discard", (chip, Text(
        "guild-discard-count", r2(x0 + cw + h * 0.2), r2(y2), (f"×{n}",), r2(h * 0.75),
        mk.th.ink, anchor="start", weight="bold")),
        title=f"{n} guild card{'s' if n != 1 else ''} face up (discarded): "
              f"{', '.join(map(str, cards))}; {top} on top"))


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
    note = f"; the prices are {house.get('provenance')}" if house.get("provenance") else ""
    mk.add(Group("coffee-house-track", tuple(parts),
                 title=f"the Coffee House's track (prices {prices[0]} to {prices[-1]} coffee)"
                       f": {left} rub{'y' if left == 1 else 'ies'} still covering "
                       f"{'nothing' if price is None else f'{price} to {top}'}{note}"))
    mk.add(ruby_chip(f"rubies-{number}", x0 + w * 0.36, y2, left, mk.chip, mk.th,
                      f"{left} rub{'y' if left == 1 else 'ies'} left at "
                      f"{label(number, mk.lang)}"))
    h = mk.chip
    words = ("no ruby left" if price is None else
             f"the leftmost ruby costs {price} coffee (the highest uncovered number)")
    value = "—" if price is None else str(price)
    mk.add(Group("coffee-house-price", tuple(bean(x0 + h * 0.55, y2, h * 0.5, mk.th)) + (
        Text("coffee-house-price-value", r2(x0 + h * 1.25), r2(y2), (value,), r2(h), mk.th.ink,
             anchor="start", weight="bold"),), title=f"Coffee House: {words}"))


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
    ), title=f"{v.name} holds the barrier-control tile: only {v.name} crosses the barrier "
             f"between {label(a, mk.lang)} and {label(b, mk.lang)}"))


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
                              th, f"{v.name} holds the {tile_words(kind)} Tavern tile")[0]]
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
                ), title=f"{v.name} holds the barrier-control tile")]
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
        hand = ("guild cards " + ", ".join(map(str, cards))) if strong else \
            f"{len(cards)} guild card{'s' if len(cards) != 1 else ''}"
        held = ", ".join(tile_words(t) for t in tiles) or "no Tavern tile"
        ctl = "; holds the barrier-control tile" if holder == seat else ""
        mk.add(Group(f"holdings-{word}", tuple(parts),
                     title=f"{v.name}: {coffee} coffee, {hand}, {held}{ctl}"))
    y = y0 + block_h + fs * 0.85
    notes = []
    stacks = tavern_stacks(mk.pcs, m)
    if is_reconstructed(m["tavern_tile_costs"]) and any(stacks.values()):
        notes.append("Tavern tile costs")
    side, _, recon_side = baksheesh(mk.pcs, m)
    if recon_side:
        notes.append(f"Baksheesh side {side.upper()}")
    shown_top = guild_hall(mk.pcs)[2]
    if (shown_top is not None and guild_card(mk.data, shown_top)[1]
            and shown_top not in recon_cards):
        recon_cards.append(shown_top)
    if recon_cards:
        notes.append("guild card" + ("s " if len(recon_cards) > 1 else " ")
                     + ", ".join(map(str, sorted(recon_cards))))
    # short on the picture (one line, so that a 5x5 board with the Letters under it keeps its
    # size), in full in its tooltip
    words = [f"{DAGGER} {FOOTNOTE}: " + "; ".join(notes)] if notes else []
    shown = [f"{DAGGER} reconstructed (data/mocha.json): " + "; ".join(notes)] if notes else []
    made_up = sorted(k for row in geo.rows for k in row if mk.lang in place(k).reconstructed)
    if made_up:
        names = (f"names of places {', '.join(map(str, made_up))}: reconstructed "
                 "translations")
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
        hand = (", ".join(f"{c} ({guild_card(game.rules.data, c)[0]})" for c in cards)
                if seat == acting and cards else
                f"{len(cards)} guild card{'s' if len(cards) != 1 else ''}")
        held = ", ".join(tile_words(t) for t in tiles) or "no Tavern tile"
        ctl = "; holds the barrier-control tile" if holder == seat else ""
        out.append(f"{v.name}: {coffee} coffee; {hand}; {held}{ctl}.")
    pile, cards, top = guild_hall(pcs)
    faceup = "no guild card face up"
    if top is not None:
        faceup = (f"face up {', '.join(map(str, cards))}, the top one {top}" if len(cards) > 1
                  else f"face up {top}") + f": {guild_card(game.rules.data, top)[0].rstrip('.')}"
    out.append(f"Guild Hall: {pile} guild card{'s' if pile != 1 else ''} face down; "
               f"{faceup}.")
    left, price = coffee_house(pcs, m)
    side, goods, recon = baksheesh(pcs, m)
    shown = ", ".join(f"{n} {g}" for g, n in goods.items()) or "nothing"
    stacks = tavern_stacks(pcs, m)
    tops = "; ".join(f"{tile_words(k)} " + (f"top costs {c[0]} coffee" if c else "none left")
                     for k, c in stacks.items())
    cost_note = " [reconstructed]" if is_reconstructed(m["tavern_tile_costs"]) else ""
    out.append(f"Coffee House: {left} rubies, the next costs "
               f"{'nothing (none left)' if price is None else f'{price} coffee'}. "
               f"Baksheesh tile side {side.upper()}{' [reconstructed]' if recon else ''}: "
               f"{shown}. Tavern tile stacks: {tops}{cost_note}.")
    return out


def choice_notes(game) -> list[str]:
    """For the legal actions of the moment, the reconstructed values they rest on, in words
    (the Tavern tile costs, the Baksheesh tile's side, a guild card's text)."""
    m = mocha_data(game.rules.data)
    if m is None:
        return []
    verbs: dict[str, list] = {}
    for a in game.legal_actions():
        verbs.setdefault(a.verb, []).append(a)
    out = []
    costs = m.get("tavern_tile_costs", {})
    if "tavern-tile" in verbs and is_reconstructed(costs):
        out.append("The Tavern tile costs (" + ", ".join(map(str, sorted(costs["value"])))
                   + " coffee, cheapest on top) are reconstructed: no printed source was found.")
    side, goods, recon = baksheesh(game.pieces(), m)
    if "baksheesh" in verbs and recon:
        shown = ", ".join(f"{n} {g}" for g, n in goods.items())
        out.append(f"The Baksheesh tile's side {side.upper()} ({shown}) is reconstructed: no "
                   "printed source was found.")
    made_up = [a.args[0] for a in verbs.get("guild", []) if a.args and a.args[0].isdigit()
               and guild_card(game.rules.data, int(a.args[0]))[1]]
    if made_up:
        out.append(f"The text of guild card{'s' if len(made_up) > 1 else ''} "
                   f"{', '.join(made_up)} is reconstructed (in part): no printed source was "
                   "found.")
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
    figure_looks={"coffee_trader": ("Coffee", COFFEE_TRADER_FILL)}))

__all__ = ["COFFEE", "DAGGER", "FOOTNOTE", "baksheesh", "choice_notes", "coffee_house",
           "control_seat", "guild_card", "guild_hall", "holdings", "is_reconstructed", "mocha_data",
           "tavern_stacks", "tile_letters", "tile_words"]
