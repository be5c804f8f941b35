"""Letters & Seals on the picture: companions, letters and seals, the Kiosk, the Auction House
and the Secret Society.

A picture slice (``render.slices``): it registers its hooks in ``PICTURES`` when it is imported,
which ``build_picture`` does only for a game with the expansion (``Ruleset.slices``). Read
through the game's public face only: ``game.pieces()`` (``"others"``: the ``"companion"`` of a
seat on its place, the ``"kiosk-pile"``, the ``"letter-pile"``, the ``"society-lira"`` still on
the Secret Society), ``game.player(seat)`` (``letters`` as (place, delivered) pairs, ``seals``,
``companion``, ``has_companion``), ``game.pending()`` and ``game.phase`` (a Kiosk round's
tiles on offer and who picks; an auction's highest bid and its leader), ``game.to_act`` and the
component data with its provenance labels.

- a **companion**: a triangle in its seat's colour with the seat's letter (merchants are
  discs, assistants squares, family members houses), id ``companion-<colour>``;
- the **Courier**: a neutral figure tag "Courier" (``pieces()["figures"]["courier"]``);
- the **Kiosk** (22): the face-down pile and its size (the tile counts are reconstructed: †);
  during a Kiosk round, one numbered chip per tile on offer (the texts under the board);
- the **Auction House** (23): during an auction, the highest bid on a lira coin and the
  leader's letter;
- the **Secret Society** (24): its three lira spaces (3, 2, 1), those already taken dashed;
- **under the board**, one box per seat: its letters (face up: the place number with 1 seal;
  delivered: the place number with 2 seals, on a darker paper), its seals in total and its
  companion; then the letter pile, the Kiosk tiles on offer in full, and a footnote naming each
  reconstructed value on show (marked † where it is drawn).

Decisions where the rules say nothing about the picture: the letter pile has no place on the
board, so its size is drawn under the board; a Kiosk tile's text is too long for a place, so
the place shows numbered chips and the strip under the board the texts with the same numbers.
"""

from __future__ import annotations

from typing import Any

from ...engine.ops import word
from ...i18n import N_, Message, _, join, tr
from ...places import label
from ...places import place as place_info
from ...render.game_scene import (
    BOX_LEAST,
    Marks,
    Piece,
    flow,
    id_word,
    legible,
    note_floor,
    r2,
    seat_badge,
    seat_box,
    seat_fill,
    seat_letters,
)
from ...render.scene import text_width, wrap
from ...render.shapes import Circle, Group, Polygon, Rect, Shape, Style, Text
from ...render.slices import PICTURES, PictureSlice, PlacePainter
from ...render.themes import Theme, text_on
from ..mocha.picture import DAGGER, is_reconstructed, mocha_data
from .rules import semicolons

KEY = "letters"
#: The paper of a face-up letter and of a delivered one, and the wax of a seal.
PAPER, DELIVERED, SEAL = "#fffaf0", "#d7ccc8", "#b71c1c"
COIN = "#f7d774"
COURIER_FILL = "#283593"
#: the data file where a teacher corrects the reconstructed values (a value of the messages)
SOURCE = "data/letters.json"
FOOTNOTE = _("reconstructed (no printed source; a teacher corrects it in {file})", file=SOURCE)
#: The kinds of ``pieces()["others"]`` drawn here in their own way.
KINDS = ("companion", "kiosk-pile", "letter-pile", "society-lira")
KIOSK_PHASE, AUCTION_PHASE = "kiosk-round", "auction"
#: an auction's stage under the bid (``pending()["stage"]``)
STAGES = {"open": _("opening bid"), "round": _("others bid"), "final": _("last bid")}


# -- reading the public face ---------------------------------------------------------------------
def letters_data(data) -> dict | None:
    """The expansion's component data in a game's ``rules.data``, or None without it."""
    m = data.get(KEY) if hasattr(data, "get") else None
    return m if m is not None else None


def _drawn_data(data) -> dict:
    """The expansion's data in a game this slice draws: ``build_picture`` calls its hooks only
    for a game with the expansion, so a game without it is a mistake, named here."""
    m = letters_data(data)
    if m is None:
        raise ValueError("the Letters picture was asked to draw a game without its data")
    return m


def _other(pcs: dict, kind: str) -> dict | None:
    return next((p for p in pcs.get("others", []) if p.get("kind") == kind), None)


def holdings(game, seat: int) -> tuple[list[tuple[int, bool]], int, int | None, bool]:
    """(letters as (place, delivered), seals, the companion's place or None, owns it)."""
    v = game.player(seat)
    letters = [(int(p), bool(d)) for p, d in (getattr(v, "letters", None) or [])]
    return (letters, int(getattr(v, "seals", 0) or 0), getattr(v, "companion", None),
            bool(getattr(v, "has_companion", False)))


def pile_count(pcs: dict, kind: str) -> int:
    """The size of a pile (``"letter-pile"``, ``"kiosk-pile"``) from ``pieces()``."""
    piece = _other(pcs, kind)
    return int(piece.get("count") or 0) if piece is not None else 0


def letters_reconstructed(m: dict) -> bool:
    """Whether the number of letter tiles is this project's own choice."""
    return is_reconstructed(m.get("letters", {}))


def kiosk_counts_reconstructed(m: dict) -> bool:
    """Whether the number of each Kiosk tile is this project's own choice."""
    tiles = m.get("kiosk_tiles", {})
    return tiles.get("count_provenance") == "reconstructed" or is_reconstructed(tiles)


def kiosk_text(m: dict, tile: str, game: Any = None) -> str:
    """A Kiosk tile's text from the data ("1 fruit and 1 lira"), or its id; with ``game``, as
    that game has it (a message, coffee only where coffee counts: the Great Bazaar)."""
    for t in m.get("kiosk_tiles", {}).get("tiles", []):
        if t.get("id") == tile:
            if game is None:
                return str(t.get("text") or tile)
            from .kiosk import tile_message
            from .rules import coffee_counts

            return tile_message(t, coffee_counts(game.rules))
    return tile.replace("-", " ")


def kiosk_offer(game) -> tuple[list[str], list[int]]:
    """(the Kiosk tiles on offer, the seats still to pick in order) during a Kiosk round,
    from ``game.pending()``; ([], []) otherwise."""
    if game.is_over or game.phase != KIOSK_PHASE:
        return [], []
    p = game.pending() or {}
    return [str(t) for t in p.get("offer", [])], [int(s) for s in p.get("order", [])]


def auction(game) -> dict | None:
    """The auction in progress (``stage``, ``bid``, ``leader``, ``order``), or None."""
    if game.is_over or game.phase != AUCTION_PHASE:
        return None
    p = game.pending()
    return dict(p) if p else None


def society(pcs: dict, m: dict) -> tuple[list[int], list[int]]:
    """(the lira spaces of the Secret Society, the lira still on them, leftmost first)."""
    spaces = [int(x) for x in m.get("secret_society", {}).get("lira", [])]
    piece = _other(pcs, "society-lira")
    left = [int(x) for x in (piece or {}).get("lira", spaces)]
    return spaces, left


def letter_words(letters: list[tuple[int, bool]]) -> Message:
    """Letters in words: "5 (delivered), 9 (face up)" (a message)."""
    if not letters:
        return _("none")
    # TRANSLATORS: a letter in a list of letters: its place number and its side
    return join(_("{number} (delivered)", number=p) if d else
                _("{number} (face up)", number=p) for p, d in letters)


# -- small drawings ------------------------------------------------------------------------------
def triangle(pid: str, cx: float, cy: float, r: float, fill: str, letter: str, th: Theme,
             title: str) -> Group:
    """A companion: a triangle pointing up with its seat's letter."""
    pts = ((cx, cy - r * 1.1), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8))
    return Group(pid, (
        Polygon("", tuple((r2(a), r2(b)) for a, b in pts),
                Style(fill=fill, stroke=th.ink, width=r2(r * 0.14))),
        Text("", r2(cx), r2(cy + r * 0.25), (letter,), r2(legible(r * 0.95)), text_on(fill),
             weight="bold"),
    ), title=title)


def seal_dot(cx: float, cy: float, r: float, th: Theme) -> Circle:
    return Circle("", r2(cx), r2(cy), r2(r), Style(fill=SEAL, stroke=th.ink, width=r2(r * 0.3)))


def letter_chip(pid: str, x: float, cy: float, h: float, place: int, delivered: bool,
                th: Theme, title: str) -> tuple[Group, float]:
    """A letter tile: its place number and its seals (1 face up, 2 delivered); its width."""
    digits = len(str(place))
    w = h * (0.5 + 0.5 * digits + 0.45)
    fill = DELIVERED if delivered else PAPER
    parts: list[Shape] = [
        Rect("", r2(x), r2(cy - h / 2), r2(w), r2(h),
             Style(fill=fill, stroke=th.ink, width=r2(h * (0.1 if delivered else 0.07))),
             rx=r2(h * 0.18)),
        Text(f"{pid}-text", r2(x + h * (0.25 + 0.25 * digits)), r2(cy), (str(place),),
             r2(h * 0.7), "#3e2723", weight="bold"),
    ]
    sx = x + w - h * 0.32
    if delivered:
        parts += [seal_dot(sx, cy - h * 0.2, h * 0.14, th),
                  seal_dot(sx, cy + h * 0.2, h * 0.14, th)]
    else:
        parts.append(seal_dot(sx, cy, h * 0.14, th))
    return Group(pid, tuple(parts), title=title), w


def _coin(x: float, cy: float, r: float, text: str, th: Theme, dashed: bool = False
          ) -> list[Shape]:
    style = (Style(stroke=th.faint, width=r2(r * 0.12), dash=(r2(r * 0.3), r2(r * 0.2)))
             if dashed else Style(fill=COIN, stroke=th.ink, width=r2(r * 0.12)))
    return [Circle("", r2(x + r), r2(cy), r2(r), style),
            Text("", r2(x + r), r2(cy), (text,), r2(r * 1.15), th.faint if dashed else "#111111",
                 weight="bold")]


# -- pieces --------------------------------------------------------------------------------------
def _triangle_at(cx, cy, r, pid, fill, letter, th, title) -> Group:
    return triangle(pid, cx, cy, r, fill, letter, th, title)


def _companions(game, pcs: dict, th: Theme, lang: str, big: dict, small: dict) -> None:
    """Each seat's companion on its place (the ``"companion"`` pieces)."""
    letters = seat_letters(game.player(s).colour for s in range(game.players))
    for piece in pcs.get("others", []):
        if piece.get("kind") != "companion" or piece.get("place") is None:
            continue
        seat, p = int(piece["seat"]), int(piece["place"])
        v = game.player(seat)
        small.setdefault(p, []).append(Piece(_triangle_at, (
            f"companion-{id_word(v.colour)}", seat_fill(v.colour, seat, th), letters[seat], th,
            tr(_("{who}'s companion at {place}", who=v.name, place=label(p, lang)), lang)),
            2.2))


# -- the places ----------------------------------------------------------------------------------
def _paint_kiosk(mk: Marks, number: int) -> None:
    m = _drawn_data(mk.data)
    x0, y1, y2, w = mk.info(number)
    h = mk.chip * 1.15
    n = pile_count(mk.pcs, "kiosk-pile")
    recon = kiosk_counts_reconstructed(m)
    tw = h * 0.8
    parts: list[Shape] = [
        Rect("", r2(x0 + h * 0.12), r2(y1 - h / 2 - h * 0.1), r2(tw), r2(tw),
             Style(fill="#3949ab", stroke=mk.th.ink, width=r2(h * 0.07)), rx=r2(h * 0.12)),
        Rect("", r2(x0), r2(y1 - h / 2 + h * 0.08), r2(tw), r2(tw),
             Style(fill="#3949ab", stroke=mk.th.ink, width=r2(h * 0.07)), rx=r2(h * 0.12)),
        Text("", r2(x0 + tw / 2), r2(y1 - h * 0.1 + tw / 2 - h * 0.35), ("K",), r2(h * 0.7),
             "#ffffff", weight="bold"),
        Text("kiosk-pile-count", r2(x0 + h * 1.1), r2(y1), (f"×{n}{DAGGER if recon else ''}",),
             r2(h * 0.8), mk.th.ink, anchor="start", weight="bold"),
    ]
    where = label(number, mk.lang)
    if recon:
        title = N_("{n} Kiosk tile face down on the {place} (how many of each tile is "
                   "{footnote})", "{n} Kiosk tiles face down on the {place} (how many of each "
                   "tile is {footnote})", n, place=where, footnote=FOOTNOTE)
    else:
        title = N_("{n} Kiosk tile face down on the {place}",
                   "{n} Kiosk tiles face down on the {place}", n, place=where)
    mk.add(Group("kiosk-pile", tuple(parts), title=tr(title, mk.lang)))
    offer, order = kiosk_offer(mk.game)
    if not offer:
        return
    room = w * 0.64
    s = min(mk.chip * 1.1, room / (len(offer) * 1.15))
    g: Any = mk.game
    picker = g.player(order[0]).name if order else ""
    for i, tile in enumerate(offer):
        x = x0 + i * s * 1.15
        fill = "#c5cae9"
        mk.add(Group(f"kiosk-offer-{i + 1}", (
            Rect("", r2(x), r2(y2 - s / 2), r2(s), r2(s),
                 Style(fill=fill, stroke=mk.th.ink, width=r2(s * 0.08)), rx=r2(s * 0.2)),
            Text(f"kiosk-offer-{i + 1}-text", r2(x + s / 2), r2(y2), (str(i + 1),),
                 r2(s * 0.8), text_on(fill), weight="bold"),
        ), title=tr(_("Kiosk tile {number} on offer: {tile} ({who} picks now)", number=i + 1,
                      tile=kiosk_text(m, tile, g), who=picker) if picker else
                    _("Kiosk tile {number} on offer: {tile}", number=i + 1,
                      tile=kiosk_text(m, tile, g)), mk.lang)))


def _paint_auction(mk: Marks, number: int) -> None:
    m = _drawn_data(mk.data)
    a = auction(mk.game)
    if a is None:
        return
    g: Any = mk.game
    x0, y1, y2, w = mk.info(number)
    h = mk.chip * 1.15
    bid = int(a.get("bid") or 0)
    cards = m.get("auction_house", {}).get("cards", 2)
    decider = g.player(g.to_act)
    if bid == 0:
        value = "—"
        words = N_("{who} opens the auction of {n} bonus card (at least 1 lira)",
                   "{who} opens the auction of {n} bonus cards (at least 1 lira)", cards,
                   who=decider.name)
        parts: list[Shape] = _coin(x0, y1, h * 0.6, "L", mk.th)
        parts.append(Text("auction-bid-value", r2(x0 + h * 1.3), r2(y1), (value,), r2(h * 0.9),
                          mk.th.ink, anchor="start", weight="bold"))
    else:
        leader = int(a.get("leader") or 0)
        lv = g.player(leader)
        letters = seat_letters(g.player(s).colour for s in range(g.players))
        fill = seat_fill(lv.colour, leader, mk.th)
        value = str(bid)
        words = N_("the highest bid is {bid} lira for {n} bonus card, by {leader}; {who} "
                   "decides now", "the highest bid is {bid} lira for {n} bonus cards, by "
                   "{leader}; {who} decides now", cards, bid=bid, leader=lv.name,
                   who=decider.name)
        parts = _coin(x0, y1, h * 0.6, "L", mk.th)
        vx = x0 + h * 1.3
        parts.append(Text("auction-bid-value", r2(vx), r2(y1), (value,), r2(h * 0.9), mk.th.ink,
                          anchor="start", weight="bold"))
        bx = vx + text_width(value, h * 0.9) + h * 0.65
        parts += [Circle("", r2(bx), r2(y1), r2(h * 0.5),
                         Style(fill=fill, stroke=mk.th.ink, width=r2(h * 0.08))),
                  Text("auction-leader", r2(bx), r2(y1), (letters[leader],), r2(h * 0.7),
                       text_on(fill), weight="bold")]
    stage = STAGES.get(str(a.get("stage")), str(a.get("stage")))
    parts.append(Text("auction-stage", r2(x0), r2(y2), (tr(stage, mk.lang),), r2(h * 0.72),
                      mk.th.ink, anchor="start"))
    mk.add(Group("auction", tuple(parts),
                 title=tr(_("Auction at the {place}: {words}", place=label(number, mk.lang),
                            words=words), mk.lang)))


def _paint_society(mk: Marks, number: int) -> None:
    m = _drawn_data(mk.data)
    spaces, left = society(mk.pcs, m)
    if not spaces:
        return
    x0, y1, y2, w = mk.info(number)
    r = mk.chip * 0.7
    taken = len(spaces) - len(left)
    parts: list[Shape] = []
    for i, n in enumerate(spaces):
        parts += _coin(x0 + i * r * 2.5, y1, r, str(n), mk.th, dashed=i < taken)
    nxt = (_("the next player to hand in {n} seals also takes {lira} lira",
             n=m["secret_society"].get("seals", 6), lira=left[0]) if left
           else _("no lira left on its spaces"))
    mk.add(Group("society-lira", tuple(parts),
                 title=tr(_("{place}: lira left {lira}; {next}", place=label(number, mk.lang),
                            lira=", ".join(map(str, left)) or _("none"), next=nxt),
                          mk.lang)))


def _places(key: str):
    def find(data) -> list[int]:
        m = letters_data(data)
        entry = (m or {}).get(key)
        return [int(entry["place"])] if isinstance(entry, dict) and "place" in entry else []
    return find


# -- under the board -----------------------------------------------------------------------------
def _strip(mk: Marks, top: float) -> float:
    """One box per seat under the board (letters, seals, companion), then the letter pile,
    the Kiosk offer's texts and the footnote; returns the height used."""
    m = _drawn_data(mk.data)
    g: Any = mk.game
    geo, th = mk.geo, mk.th
    n = g.players
    views = [g.player(s) for s in range(n)]
    letters_of = seat_letters(v.colour for v in views)
    acting = None if g.is_over else g.to_act
    pad = mk.strip_left
    col_w = mk.box_grid(n, 0.0, 0.0)[1]
    fs = max(geo.cell * 0.125, BOX_LEAST)
    line_h = fs * 1.9
    boxes = []
    for seat, v in enumerate(views):
        held, seals, comp, has = holdings(g, seat)
        word = id_word(v.colour)
        fill = seat_fill(v.colour, seat, th)
        items: list[tuple[float, Any]] = []
        items.append(seat_badge(fs, fill, letters_of[seat], th))
        stext = tr(N_("{n} seal", "{n} seals", seals), mk.lang)

        def seals_item(x, cy, stext=stext, word=word):
            return [seal_dot(x + fs * 0.45, cy, fs * 0.4, th),
                    Text(f"seals-{word}", r2(x + fs * 1.0), r2(cy), (stext,), r2(fs * 0.9),
                         th.ink, anchor="start", weight="bold")]
        items.append((fs * 1.3 + text_width(stext, fs * 0.9), seals_item))
        if has:
            owns = tr(_("{who} owns the companion (at {place})", who=v.name,
                        place=label(comp, mk.lang)) if comp is not None else
                      _("{who} owns the companion (beside the board)", who=v.name), mk.lang)

            def comp_item(x, cy, fill=fill, letter=letters_of[seat], owns=owns, word=word):
                return [triangle(f"companion-held-{word}", x + fs * 0.7, cy, fs * 0.62, fill,
                                 letter, th, owns)]
            items.append((fs * 1.6, comp_item))
        for i, (place, delivered) in enumerate(held):
            h = fs * 1.2
            cw = h * (0.95 + 0.45 * len(str(place)))

            def letter_item(x, cy, place=place, delivered=delivered, i=i, word=word, v=v, h=h):
                where = label(place, mk.lang)
                said = (_("{who}'s letter to {place}, delivered: 2 seals", who=v.name,
                          place=where) if delivered else
                        _("{who}'s letter to {place}, face up: 1 seal; delivered when a piece "
                          "of {who}'s stands on {place}", who=v.name, place=where))
                return [letter_chip(f"letter-{word}-{i + 1}", x, cy, h, place, delivered, th,
                                    tr(said, mk.lang))[0]]
            items.append((cw + fs * 0.2, letter_item))
        spots = flow(items, fs, col_w)
        boxes.append((seat, v, held, seals, comp, has, items, spots, fill, word))
    lines_n = max(b[7][-1][0] for b in boxes) + 1
    row_h = line_h * lines_n + fs * 0.4
    y0 = top + fs * 0.1
    box_at = mk.box_grid(n, row_h, fs * 0.3)[2]
    block_h = mk.block_height(n, row_h, fs * 0.3)
    for seat, v, held, seals, comp, has, items, spots, fill, word in boxes:
        strong = seat == acting
        x, yb = box_at(seat, y0)
        parts = seat_box(mk, x, yb, col_w, row_h, fs, line_h, fill, strong, items, spots)
        mk.add(Group(f"letters-{word}", tuple(parts),
                     title=tr(_seat_words(v.name, held, seals, comp, has, mk.lang), mk.lang)))
    y = y0 + block_h + fs * 0.15
    size = fs * 0.85
    room = mk.strip_room
    words = []
    recon_letters = letters_reconstructed(m)
    pile = pile_count(mk.pcs, "letter-pile")
    lang = mk.lang
    words.append(tr(_("Letter pile ×{n}{mark}", n=pile, mark=DAGGER if recon_letters else ""),
                    lang))
    offer, order = kiosk_offer(g)
    if offer:
        picker = g.player(order[0]).name if order else ""
        tiles = semicolons([_("{number}: {tile}", number=i + 1, tile=kiosk_text(m, t, g))
                            for i, t in enumerate(offer)])
        words.append(tr(_("Kiosk tiles on offer ({who} picks): {tiles}", who=picker,
                          tiles=tiles), lang))
    # the footnote: short on the picture (one line fits beside the pile at 1280x800), in full
    # in its tooltip and in the table in words
    notes: list[Message] = []
    full: list[Message] = []
    if recon_letters:
        per = m["letters"].get("per_place")
        notes.append(_("{n} letter tiles per place", n=per) if per
                     else _("the number of letter tiles"))
        full.append(_("the number of letter tiles ({n} per place)", n=per) if per
                    else _("the number of letter tiles"))
    if kiosk_counts_reconstructed(m) and (offer or _places("kiosk")(mk.data)):
        counts = {int(t.get("count", 1)) for t in m.get("kiosk_tiles", {}).get("tiles", [])}
        notes.append(_("{n} of each Kiosk tile", n=counts.pop()) if len(counts) == 1
                     else _("how many of each Kiosk tile"))
        full.append(_("how many of each Kiosk tile"))
    if notes:
        words.append(tr(_("{mark} reconstructed ({file}): {notes}", mark=DAGGER, file=SOURCE,
                          notes=semicolons(notes)), lang))
    # names of places in this language that are this project's translations (Mocha's footnote
    # says it when Mocha is played too)
    made_up = sorted(k for row in geo.rows for k in row if lang in place_info(k).reconstructed)
    if made_up and mocha_data(mk.data) is None:
        words.append(tr(_("names of places {numbers}: reconstructed translations",
                          numbers=", ".join(map(str, made_up))), lang))
    footnote = ([tr(_("{mark} {footnote}: {items}", mark=DAGGER, footnote=FOOTNOTE,
                      items=semicolons(full)), lang)] if full else [])
    title = " · ".join(words[:1 + bool(offer)] + footnote
                       + words[1 + bool(offer) + bool(notes):])
    text = " · ".join(words)
    lines = wrap(text, size, room)
    most = (1 if len(words) < 3 else 3) if mk.cols is None else 8  # beside: as they come
    while len(lines) > most and size > fs * 0.72:
        size *= 0.95
        lines = wrap(text, size, room)
    lines, size = note_floor(text, size, room)
    step = size * 1.15
    y += step / 2
    mk.add(Text("letters-note", r2(pad), r2(y + step * (len(lines) - 1) / 2), tuple(lines),
                r2(size), th.ink, anchor="start", title=title))
    return (y - top) + step * len(lines) + fs * 0.15


# -- in words ------------------------------------------------------------------------------------
def _seat_words(name: str, held: list[tuple[int, bool]], seals: int, comp: int | None,
                has: bool, lang: str) -> Message:
    """A seat's letters, seals and companion in one sentence (a box's tooltip)."""
    letters = letter_words(held)
    if not has:
        return _("{who}: letters {letters}; {n} seals; no companion", who=name,
                 letters=letters, n=seals)
    if comp is not None:
        return _("{who}: letters {letters}; {n} seals; companion at {place}", who=name,
                 letters=letters, n=seals, place=label(comp, lang))
    return _("{who}: letters {letters}; {n} seals; companion beside the board", who=name,
             letters=letters, n=seals)


def _seat_line(name: str, held: list[tuple[int, bool]], seals: int, comp: int | None,
               has: bool, lang: str) -> Message:
    """A seat's letters, seals and companion as a line of the Table's words."""
    letters = letter_words(held)
    if not has:
        return N_("{who}: letters {letters}; {n} seal; no companion.",
                  "{who}: letters {letters}; {n} seals; no companion.", seals, who=name,
                  letters=letters)
    if comp is not None:
        return N_("{who}: letters {letters}; {n} seal; companion at {place}.",
                  "{who}: letters {letters}; {n} seals; companion at {place}.", seals,
                  who=name, letters=letters, place=label(comp, lang))
    return N_("{who}: letters {letters}; {n} seal; companion beside the board.",
              "{who}: letters {letters}; {n} seals; companion beside the board.", seals,
              who=name, letters=letters)


def _lines(game, lang: str) -> list[str]:
    """The Letters table in sentences (for screen readers and the Table's words)."""
    m = _drawn_data(game.rules.data)
    pcs = game.pieces()
    out = []
    for seat in range(game.players):
        v = game.player(seat)
        held, seals, comp, has = holdings(game, seat)
        out.append(tr(_seat_line(v.name, held, seals, comp, has, lang), lang))
    spaces, left = society(pcs, m)
    piles = {"letters": pile_count(pcs, "letter-pile"), "kiosk": pile_count(pcs, "kiosk-pile"),
             "lira": ", ".join(map(str, left)) or _("none")}
    if letters_reconstructed(m) and kiosk_counts_reconstructed(m):
        line = _("Letter pile: {letters} [reconstructed count]; Kiosk pile: {kiosk} "
                 "[reconstructed counts]; Secret Society lira left: {lira}.", **piles)
    elif letters_reconstructed(m):
        line = _("Letter pile: {letters} [reconstructed count]; Kiosk pile: {kiosk}; Secret "
                 "Society lira left: {lira}.", **piles)
    elif kiosk_counts_reconstructed(m):
        line = _("Letter pile: {letters}; Kiosk pile: {kiosk} [reconstructed counts]; Secret "
                 "Society lira left: {lira}.", **piles)
    else:
        line = _("Letter pile: {letters}; Kiosk pile: {kiosk}; Secret Society lira left: "
                 "{lira}.", **piles)
    out.append(tr(line, lang))
    offer, order = kiosk_offer(game)
    if offer:
        who = game.player(order[0]).name if order else ""
        out.append(tr(_("Kiosk tiles on offer ({who} picks): {tiles}.", who=who,
                        tiles=semicolons([kiosk_text(m, t, game) for t in offer])), lang))
    a = auction(game)
    if a is not None:
        bid = int(a.get("bid") or 0)
        decider = game.player(game.to_act).name
        if bid:
            out.append(tr(_("Auction: the highest bid is {bid} lira, by {leader}; {who} "
                            "decides.", bid=bid,
                            leader=game.player(int(a.get("leader") or 0)).name, who=decider),
                          lang))
        else:
            out.append(tr(_("Auction: {who} opens the bidding.", who=decider), lang))
    return out


PICTURES.register(__name__, PictureSlice(
    painters=(PlacePainter("kiosk", _paint_kiosk, _places("kiosk")),
              PlacePainter("auction_house", _paint_auction, _places("auction_house")),
              PlacePainter("secret_society", _paint_society, _places("secret_society"))),
    pieces=(_companions,), strips=(_strip,), lines=(_lines,), drawn_kinds=frozenset(KINDS),
    figure_looks={"courier": (word("courier", "Courier"), COURIER_FILL)}))

__all__ = ["FOOTNOTE", "auction", "holdings", "kiosk_offer", "kiosk_text", "letter_words",
           "letters_data", "pile_count", "society"]
