"""What a seat sees, as a fixed-length vector: the environment's observation.

Why a hand-built vector and not the state: a policy needs the same number at the same index in
every game of a ruleset, and it must see only what its seat may see. Everything here is read
through the games' public methods (``pieces()``, ``position()``, ``player(i)``, ``sheet(i)``,
``table()``), never ``game.state``, and the seats are rotated so that the observing seat ("me")
always comes first, then the seats after it in turn order.

Hidden information is left out by construction: of the other seats only the *number* of bonus
cards, guild cards, Location cards and Guild cards in hand; of the piles only their sizes (never
their order); no dice to come. ``tests/rl/test_no_leak.py`` checks it with two games that differ
only in what the observing seat cannot see (``game.determinized(seat, seed)``).

The layout of a vector is fixed by the ruleset and the player count (``Layout``); its parts, in
order, are named in ``Layout.parts`` (a reader can slice a vector by name). The pending
sub-decision's words (the prefix of the action being chosen) come last: the head chosen as a
one-hot over the catalogue's heads, then the count of each token chosen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from .catalogue import Catalogue

__all__ = ["Layout", "layout_for"]

#: the kinds of the state parts' pieces (``game.pieces()["others"]``) the vector counts;
#: a kind not listed (a new expansion's) is left out until it is listed here
OTHER_KINDS: tuple[str, ...] = (
    "baksheesh", "barrier-control", "caravan_tile", "coffee-house-rubies", "companion",
    "guild-discard", "guild-pile", "kiosk-pile", "letter-pile", "neutral_assistant",
    "ruby-refills", "society-lira", "tavern-stack")

#: the numbers of a pending question (``game.pending()``) the vector shows, in this order
PENDING_NUMBERS: tuple[str, ...] = ("bid", "named", "taken", "lira", "good", "card")

#: Choose & Write's decision kinds (``cw.Game.phase``)
CW_PHASES: tuple[str, ...] = (
    "card_or_good", "catacombs", "choose", "different", "discard_goods_card", "fill", "follow",
    "fountain_good", "fountain_improvement", "goods", "identical", "improvement",
    "improvement_or_fill", "keep", "palace", "palace_letter", "spend_any", "spend_identical",
    "take", "turn")


class _Vec:
    """A vector being filled part by part (each part's name and slice are recorded)."""

    def __init__(self) -> None:
        self.chunks: list[np.ndarray] = []
        self.parts: list[tuple[str, int, int]] = []
        self.length = 0

    def add(self, name: str, values: Sequence[float] | np.ndarray) -> None:
        arr = np.asarray(values, dtype=np.float32)
        self.chunks.append(arr)
        self.parts.append((name, self.length, self.length + arr.size))
        self.length += arr.size

    def array(self) -> np.ndarray:
        return np.concatenate(self.chunks) if self.chunks else np.zeros(0, np.float32)


def _onehot(n: int, index: int | None) -> list[float]:
    out = [0.0] * n
    if index is not None and 0 <= index < n:
        out[index] = 1.0
    return out


def _counts(vocab: dict[Any, int], items: Sequence[Any]) -> list[float]:
    out = [0.0] * len(vocab)
    for x in items:
        i = vocab.get(x)
        if i is not None:
            out[i] += 1.0
    return out


class Layout:
    """The observation of one ruleset and player count: its length, its named parts, and the
    function that fills it for a game, a seat and the pending words."""

    def __init__(self, fill: Callable[[Any, int, _Vec], None], catalogue: Catalogue,
                 probe: Any) -> None:
        self._fill = fill
        self.catalogue = catalogue
        vec = self._vector(probe, 0, ())
        self.size = vec.length
        self.parts = tuple(vec.parts)

    def _vector(self, game: Any, seat: int, prefix: Sequence[str]) -> _Vec:
        vec = _Vec()
        self._fill(game, seat, vec)
        cat = self.catalogue
        head = np.zeros(len(cat.heads), np.float32)
        tokens = np.zeros(len(cat.tokens), np.float32)
        if prefix:
            h = cat.head_of(prefix)
            if h is not None:
                head[h] = 1.0
            for w in prefix[2:]:
                t = cat.token_of(w)
                if t is not None:
                    tokens[t - len(cat.heads)] += 1.0
        vec.add("prefix_head", head)
        vec.add("prefix_tokens", tokens)
        return vec

    def observe(self, game: Any, seat: int, prefix: Sequence[str] = ()) -> np.ndarray:
        """The vector of ``seat`` (float32); ``prefix`` the words of the action being chosen."""
        vec = self._vector(game, seat, prefix)
        if vec.length != self.size:
            raise RuntimeError(f"the observation changed length ({vec.length}, not "
                               f"{self.size}): a part of it depends on the moment")
        return vec.array()


# -- the board game ------------------------------------------------------------------------------
def _moment(g: Any, me: int, players: int, phases: dict[str, int],
            vec: _Vec) -> tuple[list[int], dict[int, int]]:
    """The seats from ``me`` on (``order``; ``rot``: a seat's place in it) and the first parts
    of every observation, in both games: the phase, the turn, who acts, whose turn it is."""
    order = [(me + k) % players for k in range(players)]
    rot = {s: k for k, s in enumerate(order)}
    vec.add("phase", _onehot(len(phases), phases.get(g.phase)))
    vec.add("turn", [g.turn / 100.0, float(g.to_act == me), float(g.current == me)]
            + _onehot(players, rot[g.current]))
    return order, rot


def _istanbul_fill(game: Any) -> Callable[[Any, int, _Vec], None]:
    rules = game.rules
    players = game.players
    places = sorted(rules.places)
    P = len(places)
    place_ix = {p: i for i, p in enumerate(places)}
    phases = {p: i for i, p in enumerate(sorted(rules.phases))}
    cards = {c: i for i, c in enumerate(rules.card_ids)}
    figures = sorted(rules.figures)
    goods = ("fabric", "spice", "fruit", "jewelry")
    tile_order = tuple(rules.data["base"]["mosques"]["tile_order"])
    view_keys = sorted(game.position().part_view(0))
    guild_vocab: dict[Any, int] = {}
    tavern_vocab: dict[Any, int] = {}
    if "mocha" in rules.data:
        lo, hi = rules.data["mocha"]["guild_cards"]["numbers"]
        guild_vocab = {n: i for i, n in enumerate(range(lo, hi + 1))}
        tavern_vocab = {t: i for i, t in enumerate(rules.data["mocha"]["tavern_tiles"]["types"])}
    letter_vocab: dict[Any, int] = {}
    if "letters" in rules.data:
        lo, hi = rules.data["letters"]["letters"]["places"]
        letter_vocab = {(p, d): i for i, (p, d) in
                        enumerate((p, d) for p in range(lo, hi + 1) for d in (False, True))}
    kinds = {k: i for i, k in enumerate(OTHER_KINDS)}
    kiosk_vocab = {t["id"]: i for i, t in enumerate(rules.data["letters"]["kiosk_tiles"]["tiles"])
                   } if "letters" in rules.data else {}

    def at(place: Any) -> list[float]:
        return _onehot(P, place_ix.get(place))

    def fill(g: Any, me: int, vec: _Vec) -> None:
        order, rot = _moment(g, me, players, phases, vec)
        # the board itself (a Great Bazaar game draws its own): each place's row and column,
        # -1 when the layout leaves it out
        vec.add("board", _board(g, places))
        pc = g.pieces()
        for k, s in enumerate(order):
            pv = g.player(s)
            vec.add(f"seat{k}_merchant", at(pc["merchants"][s]))
            vec.add(f"seat{k}_family", at(pc["families"][s]))
            vec.add(f"seat{k}_assistants", _counts(place_ix, pc["assistants"][s]))
            row = [pv.lira, pv.rubies, pv.capacity, pv.extensions, pv.stack,
                   len(pv.bonus_cards), float(pv.fifth_assistant)]
            row += [pv.goods[x] for x in goods]
            row += [float(c in pv.mosque_tiles) for c in tile_order]
            for key in view_keys:
                v = getattr(pv, key)
                row.append(-1.0 if v is None else len(v) if isinstance(v, (list, tuple))
                           else float(v))
            vec.add(f"seat{k}_numbers", row)
            if letter_vocab:
                vec.add(f"seat{k}_letters", _counts(letter_vocab, [(p, bool(d)) for p, d in
                                                                   pv.letters]))
            if guild_vocab:
                vec.add(f"seat{k}_tavern_tiles", _counts(tavern_vocab, pv.tavern_tiles))
        me_view = g.player(me)
        vec.add("my_bonus_cards", _counts(cards, me_view.bonus_cards))
        if guild_vocab:
            vec.add("my_guild_cards", _counts(guild_vocab, me_view.guild_cards))
        vec.add("neutral_merchants", _counts(place_ix, pc["neutral_merchants"]))
        for name in figures:
            vec.add(f"figure_{name}", at(pc["figures"][name]["place"]))
        barrier = pc["barrier"] or []
        vec.add("barrier", _counts(place_ix, barrier))
        mosques = []
        for m in sorted(pc["mosques"]):
            mosques.append(pc["mosques"][m]["rubies"])
            for colour in tile_order:
                stack = pc["mosques"][m]["tiles"].get(colour)
                if stack is not None:
                    mosques += [len(stack), stack[0] if stack else 0]
        vec.add("mosques", mosques)
        sultan = pc["sultan"]
        nxt = sultan["next"] or {"goods": {}, "any": 0}
        gem = pc["gemstone_dealer"]
        post = pc["post_office"]
        vec.add("rubies_and_prices",
                [pc["wainwright"]["rubies"], sultan["rubies"]]
                + [nxt["goods"].get(x, 0) for x in goods] + [nxt["any"], gem["rubies"],
                                                             gem["price"] or 0]
                + [float(d) for d in post["down"]] + list(post["yields"]["goods"])
                + [post["yields"]["lira"], pc["draw_pile"]])
        vec.add("markets", [v for m in sorted(pc["markets"]) for v in pc["markets"][m]])
        vec.add("discard_top", _onehot(len(cards), cards.get(pc["discard_top"])))
        seat_slots = players + 1           # the rotated seats, then "no seat"
        kind_rows = [0.0] * (len(kinds) * (seat_slots + 1))
        kind_places = [0.0] * (len(kinds) * P)
        for piece in pc["others"]:
            ki = kinds.get(piece["kind"])
            if ki is None:
                continue
            seat = piece.get("seat")
            slot = players if seat is None else rot[seat]
            kind_rows[ki * (seat_slots + 1) + slot] += 1.0
            count = piece.get("count")
            if isinstance(count, int):
                kind_rows[ki * (seat_slots + 1) + seat_slots] += count
            pi = place_ix.get(piece.get("place"))
            if pi is not None:
                kind_places[ki * P + pi] += 1.0
        vec.add("other_pieces", kind_rows)
        vec.add("other_pieces_places", kind_places)
        # the public data of the question in progress: dice shown, a bid and its leader, the
        # Kiosk's face-up tiles, what the Roasting Plant or the Caravansary has used up
        pending = g.pending()
        dice = list(pending.get("dice") or [])[:2]
        leader = pending.get("leader")
        vec.add("pending", [float(pending.get(k) or 0) for k in PENDING_NUMBERS]
                + dice + [0.0] * (2 - len(dice))
                + _onehot(players + 1, players if leader is None else rot.get(leader)))
        if kiosk_vocab:
            vec.add("kiosk_offer", _counts(kiosk_vocab, pending.get("offer") or []))

    return fill


def _board(game: Any, places: Sequence[int]) -> list[float]:
    """Row and column of each place on the game's layout (``-1, -1`` when it is not on it); the
    same for every moment of a game, so it is worked out once per board."""
    board = game.board
    hit = _BOARDS.get(id(board))
    if hit is None or hit[0] is not board:
        rows = {p: (r, c) for r, row in enumerate(board.layout.rows) for c, p in enumerate(row)}
        cells = [float(x) for p in places for x in rows.get(p, (-1, -1))]
        if len(_BOARDS) > 64:
            _BOARDS.clear()
        hit = _BOARDS[id(board)] = (board, cells)
    return hit[1]


_BOARDS: dict[int, tuple[Any, list[float]]] = {}


# -- Choose & Write ------------------------------------------------------------------------------
def _choose_write_fill(game: Any) -> Callable[[Any, int, _Vec], None]:
    from ..choose_write.data import GOODS, LETTERS, card_index, place_order

    players = game.players
    places = {p: i for i, p in enumerate(place_order())}
    ids = sorted(card_index())
    goods_cards = {c: i for i, c in enumerate(c for c in ids if c.startswith("W"))}
    guild_cards = {c: i for i, c in enumerate(c for c in ids if c.startswith("G"))}
    caravans = {c: i for i, c in enumerate(c for c in ids if c.startswith("C"))}
    phases = {p: i for i, p in enumerate(CW_PHASES)}
    improve = sorted(game.sheet(0).improvements, key=lambda p: places[p])
    sources = sorted(game.sheet(0).ruby_sources)

    def location_place(card_id: str) -> str:
        return card_id[1:-1]          # "L11a" -> "11"

    def fill(g: Any, me: int, vec: _Vec) -> None:
        order, rot = _moment(g, me, players, phases, vec)
        for k, s in enumerate(order):
            sh = g.sheet(s)
            row = [sh.rubies, sh.lira, sh.lira_filled, sh.lira_crossed, sh.bonus,
                   sh.bonus_filled, sh.bonus_crossed, float(sh.start), sh.tiebreak,
                   sh.guild_played, sh.goods_cards_played, len(sh.lira_bonus),
                   len(sh.goods_bonus), len(sh.hand), len(sh.guild_cards)]
            row += [sh.goods[x] for x in GOODS] + [sh.goods_filled[x] for x in GOODS]
            row += [sh.goods_crossed[x] for x in GOODS]
            row += [sh.icons[p] for p in places] + [sh.icons_crossed[p] for p in places]
            row += [sh.improvements[p] for p in improve]
            row += [sh.ruby_sources[x] for x in sources]
            vec.add(f"seat{k}_sheet", row)
            vec.add(f"seat{k}_goods_cards", _counts(goods_cards, sh.goods_cards))
        mine = g.sheet(me)
        vec.add("my_hand", _counts(places, [location_place(c) for c in mine.hand]))
        vec.add("my_guild_cards", _counts(guild_cards, mine.guild_cards))
        t = g.table()
        vec.add("display", _counts(places, t["display"]))
        vec.add("piles", [t["goods_deck"], t["goods_discard"], t["guild_deck"],
                          t["guild_discard"], t["location_deck"], t["location_discard"],
                          t["ruby_deck"], float(t["final_round"]), float(t["caravan_used"])])
        vec.add("start", _onehot(players, rot.get(t["start"])))
        vec.add("caravan", _onehot(len(caravans), caravans.get(t["caravan"])))
        palace = []
        for letter in LETTERS:
            asks = t["palace"][letter]["asks"]
            palace += [asks.count(x) for x in GOODS] + [t["palace"][letter]["cards"]]
        vec.add("palace", palace)
        played = t["played"] or {}
        vec.add("played", _onehot(len(places), places.get(str(played.get("place"))))
                + [float(played.get("from") == w) for w in ("hand", "left", "right")])

    return fill


def layout_for(game: Any, catalogue: Catalogue) -> Layout:
    """The observation layout of a game's ruleset and player count."""
    fill = _choose_write_fill(game) if game.kind == "choose_write" else _istanbul_fill(game)
    return Layout(fill, catalogue, game)
