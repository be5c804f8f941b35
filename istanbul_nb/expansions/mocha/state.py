"""The Mocha part of the state (key ``"mocha"``): coffee, guild cards, Tavern tiles, the
barrier-control tile, the Baksheesh tile, the Coffee House track and the Coffee Trader.

Set-up (RULES.md 7, seed 000 "게임 준비"): the Coffee Trader is placed by two dice like the
Governor; the guild cards are shuffled face down on the Guild Hall; the two Tavern tile stacks
lie face up by type, cheapest on top; the Baksheesh tile shows its first side; the Coffee House
holds its rubies; nobody has coffee; the barrier and its control tile lie beside the board (the
barrier itself is the base state's ``barrier`` field, None until someone places it).

Everything is checked on load (``load``), conserved (``conserve``: guild cards and Tavern tiles;
the Coffee House's rubies count in the base ruby law through ``rubies``/``box_rubies``) and can
be staged (``stage``, keys in ``STAGE_KEYS``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine import rng
from ...engine.ops import roll
from ...engine.staging import restore_supply, seat_dict
from ...i18n import _
from .rules import KEY, M, guild_numbers, tile_stack

if TYPE_CHECKING:
    from ...engine.ops import Env
    from ...engine.save import Check
    from ...engine.state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = [
    "STAGE_KEYS", "MochaPart", "conserve", "determinize", "draws", "load", "new", "part",
    "pieces", "rubies", "stage", "view",
]

STAGE_KEYS = ("coffee", "guild_cards", "guild_discard", "tavern_tiles", "barrier",
              "barrier_control", "baksheesh", "coffee_house_left", "coffee_trader")
FIELDS = ("coffee", "guild", "guild_pile", "guild_discard", "tiles", "stacks", "control",
          "baksheesh", "coffee_house", "trader", "playing")


@dataclass
class MochaPart:
    coffee: list[int]               # per seat (unlimited)
    guild: list[list[int]]          # per seat: guild card numbers in hand, sorted
    guild_pile: list[int]           # face down on the Guild Hall, top = last
    guild_discard: list[int]        # face up beside the board, top = last
    tiles: list[list[str]]          # per seat: Tavern tile types held, in the data file's order
    stacks: dict[str, list[int]]    # tile type -> coffee costs still in the stack, top first
    control: int | None     # seat holding the barrier-control tile; None: beside the board
    baksheesh: str          # the side of the Baksheesh tile that is up
    coffee_house: int       # rubies still on the Coffee House track
    trader: int             # the Coffee Trader's place
    playing: int = 0        # the guild card whose turn is in progress (0: none)

    def copy(self) -> MochaPart:
        return MochaPart(self.coffee[:], [h[:] for h in self.guild], self.guild_pile[:],
                         self.guild_discard[:], [t[:] for t in self.tiles],
                         {k: v[:] for k, v in self.stacks.items()}, self.control,
                         self.baksheesh, self.coffee_house, self.trader, self.playing)

    def to_dict(self) -> dict:
        return {"coffee": list(self.coffee), "guild": [list(h) for h in self.guild],
                "guild_pile": list(self.guild_pile),
                "guild_discard": list(self.guild_discard),
                "tiles": [list(t) for t in self.tiles],
                "stacks": {k: list(v) for k, v in sorted(self.stacks.items())},
                "control": self.control, "baksheesh": self.baksheesh,
                "coffee_house": self.coffee_house, "trader": self.trader,
                "playing": self.playing}


def part(st: State) -> MochaPart:
    return st.parts[KEY]


def new(st: State, env: Env) -> MochaPart:
    """The set-up: the Coffee Trader by two dice, then the guild cards shuffled (seeded)."""
    m = M(env)
    a, b = roll(st)
    pile = guild_numbers(m)
    st.rng = rng.shuffle(st.rng, pile)
    return MochaPart(coffee=[0] * env.n, guild=[[] for _ in range(env.n)], guild_pile=pile,
                     guild_discard=[], tiles=[[] for _ in range(env.n)],
                     stacks={t: tile_stack(m) for t in m["tavern_tiles"]["types"]},
                     control=None, baksheesh=m["baksheesh"]["first"],
                     coffee_house=m["coffee_house"]["rubies"], trader=a + b)


# -- load: every field checked ---------------------------------------------------------------
def load(d: dict[str, Any], c: Check, st: State, env: Env) -> MochaPart:
    m = M(env)
    n = env.n
    c.dict(d, "", list(FIELDS))
    lo, hi = guild_numbers(m)[0], guild_numbers(m)[-1]
    coffee = [c.int(x, "coffee", 0, 10**6) for x in c.list(d["coffee"], "coffee", 5)]
    if len(coffee) != n:
        c.fail("coffee", _("one count per seat ({n})", n=n))
    hands = c.list(d["guild"], "guild", 5)
    if len(hands) != n:
        c.fail("guild", _("one hand per seat ({n})", n=n))
    guild = [[c.int(x, f"guild[{i}]", lo, hi) for x in c.list(h, f"guild[{i}]", hi)]
             for i, h in enumerate(hands)]
    for i, h in enumerate(guild):
        if h != sorted(h):
            c.fail(f"guild[{i}]", _("a hand is kept sorted"))
    pile = [c.int(x, "guild_pile", lo, hi) for x in c.list(d["guild_pile"], "guild_pile", hi)]
    dis = [c.int(x, "guild_discard", lo, hi)
           for x in c.list(d["guild_discard"], "guild_discard", hi)]
    types = tuple(m["tavern_tiles"]["types"])
    held = c.list(d["tiles"], "tiles", 5)
    if len(held) != n:
        c.fail("tiles", _("one list per seat ({n})", n=n))
    tiles = [[c.str(x, f"tiles[{i}]", types) for x in c.list(t, f"tiles[{i}]", len(types))]
             for i, t in enumerate(held)]
    for i, t in enumerate(tiles):
        if t != sorted(set(t), key=types.index):
            c.fail(f"tiles[{i}]", _("one tile of each type per player, in the order {types}",
                                    types=", ".join(types)))
    raw = c.dict(d["stacks"], "stacks", list(types))
    full = tile_stack(m)
    stacks = {}
    for t in types:
        s = [c.int(x, f"stacks.{t}", 0, 100) for x in c.list(raw[t], f"stacks.{t}", len(full))]
        k = sum(t in h for h in tiles)
        if s != full[len(full) - len(s):] or len(s) + k != len(full):
            c.fail(f"stacks.{t}", _("must be the last {n} of {full} ({k} held; Tavern tiles are "
                                    "conserved)", n=len(full) - k, full=full, k=k))
        stacks[t] = s
    control = d["control"]
    if control is not None:
        control = c.int(control, "control", 0, n - 1)
    if (control is None) != (st.barrier is None):
        c.fail("control", _("the barrier-control tile is held exactly when the barrier is on "
                            "the board"))
    side = c.str(d["baksheesh"], "baksheesh", sides(m))
    house = c.int(d["coffee_house"], "coffee_house", 0, m["coffee_house"]["rubies"])
    trader = c.int(d["trader"], "trader", 1, 25)
    if trader not in env.board.places:
        c.fail("trader", _("place {number} is not on this board", number=trader))
    playing = c.int(d["playing"], "playing", 0, hi)
    if playing and (playing not in dis or st.phase in ("move", "end-game", "over")):
        c.fail("playing", _("a guild card is played only in a turn in progress, and lies face "
                             "up"))
    return MochaPart(coffee, guild, pile, dis, tiles, stacks, control, side, house, trader,
                     playing)


def sides(m: dict) -> tuple[str, ...]:
    return tuple(k[len("baksheesh_side_"):] for k in sorted(m) if
                 k.startswith("baksheesh_side_"))


def conserve(st: State, env: Env) -> str | None:
    """Guild cards: each number once, on the pile, face up or in a hand."""
    p = part(st)
    every = sorted(p.guild_pile + p.guild_discard + [x for h in p.guild for x in h])
    want = guild_numbers(M(env))
    if every != want:
        return _("{n} guild cards ({cards}...); the box has cards {low}-{high}, each once (guild "
                 "cards are conserved)", n=len(every), cards=", ".join(map(str, every[:8])),
                 low=want[0], high=want[-1])
    return None


def draws(p: MochaPart) -> int:
    """Changes whenever a guild card is drawn (learner-mode undo: a draw is not taken back)."""
    return len(p.guild_pile)


def determinize(p: MochaPart, seat: int | None, state: int) -> int:
    """Deal afresh what ``seat`` cannot see: the guild pile and the other seats' guild hands
    (sorted first, so the result depends only on what the seat knows). The face-up discards,
    the Tavern stacks (face up, RULES.md 7) and ``seat``'s own hand stay."""
    others = [i for i in range(len(p.guild)) if i != seat] if seat is not None else []
    pool = sorted(p.guild_pile + [x for i in others for x in p.guild[i]])
    state = rng.shuffle(state, pool)
    for i in others:
        k = len(p.guild[i])
        p.guild[i], pool = sorted(pool[:k]), pool[k:]
    p.guild_pile = pool
    return state


def rubies(p: MochaPart) -> int:
    return p.coffee_house


def view(p: MochaPart, seat: int) -> dict:
    """The public fields of a seat's view (``g.player(i).coffee`` ...)."""
    return {"coffee": p.coffee[seat], "guild_cards": list(p.guild[seat]),
            "tavern_tiles": list(p.tiles[seat])}


def pieces(p: MochaPart) -> list[dict]:
    """What the pictures draw, as public data: the Baksheesh side, the Coffee House's rubies,
    the Guild Hall's face-down pile (its size) and face-up discards (sorted, the top one apart),
    the Tavern stacks' costs (top first) and who holds the barrier control. The Coffee House's
    price needs the component data (``highest_price``), which the part does not hold."""
    out = [{"kind": "baksheesh", "place": 19, "seat": None, "label": p.baksheesh},
           {"kind": "coffee-house-rubies", "place": 20, "seat": None,
            "label": str(p.coffee_house)},
           {"kind": "guild-pile", "place": 18, "seat": None, "label": str(len(p.guild_pile)),
            "count": len(p.guild_pile)},
           {"kind": "guild-discard", "place": 18, "seat": None,
            "label": str(len(p.guild_discard)), "count": len(p.guild_discard),
            "top": p.guild_discard[-1] if p.guild_discard else None,
            "cards": sorted(p.guild_discard)}]
    out += [{"kind": "tavern-stack", "place": 19, "seat": None, "label": t, "type": t,
             "costs": sorted(costs)} for t, costs in sorted(p.stacks.items())]
    if p.control is not None:
        out.append({"kind": "barrier-control", "place": None, "seat": p.control,
                    "label": "barrier"})
    return out


# -- staging ------------------------------------------------------------------------------------
def stage(st: State, env: Env, spec: dict) -> None:
    """Stage keys (docs/notation.md, Mocha): ``coffee={seat: n}``, ``guild_cards={seat:
    [numbers]}`` and ``guild_discard=[numbers]`` (taken out of the pile), ``tavern_tiles={seat:
    [types]}`` (from the top of their stacks), ``barrier=(a, b)`` with ``barrier_control=seat``,
    ``baksheesh="a"/"b"``, ``coffee_house_left=k`` (the rubies taken from the Coffee House go
    back to the Gemstone Dealer, then the Sultan's Palace, so the seats' ``rubies`` count them),
    ``coffee_trader=place``. The result is checked like a save."""
    m = M(env)
    p = part(st)
    n = env.n
    if "coffee" in spec:
        for s, k in seat_dict(spec["coffee"], "coffee", n).items():
            p.coffee[s] = k
    for s, cards in seat_dict(spec.get("guild_cards", {}), "guild_cards", n).items():
        for x in cards:
            if x not in p.guild_pile:
                raise ValueError(f"guild_cards: no guild card {str(x)[:20]!r} is left to give")
            p.guild_pile.remove(x)
        p.guild[s] = sorted(cards)
    for x in spec.get("guild_discard", ()):
        if x not in p.guild_pile:
            raise ValueError(f"guild_discard: no guild card {str(x)[:20]!r} is left")
        p.guild_pile.remove(x)
        p.guild_discard.append(x)
    types = m["tavern_tiles"]["types"]
    for s, held in seat_dict(spec.get("tavern_tiles", {}), "tavern_tiles", n).items():
        for t in held:
            if t not in p.stacks or not p.stacks[t]:
                raise ValueError(f"tavern_tiles: no {str(t)[:30]!r} Tavern tile is left to give")
            p.stacks[t].pop(0)
        p.tiles[s] = sorted(set(held), key=types.index)
    if ("barrier" in spec) != ("barrier_control" in spec):
        raise ValueError("barrier: give the barrier and who holds its control tile "
                         "(barrier_control) together")
    if "barrier" in spec:
        pair = spec["barrier"]
        if not isinstance(pair, (list, tuple)) or len(pair) != 2:
            raise ValueError("barrier: a pair of adjacent places")
        st.barrier = (min(pair), max(pair))
        p.control = spec["barrier_control"]
    if "baksheesh" in spec:
        p.baksheesh = spec["baksheesh"]
    if "coffee_trader" in spec:
        p.trader = spec["coffee_trader"]
    if "coffee_house_left" in spec:
        left = spec["coffee_house_left"]
        full = m["coffee_house"]["rubies"]
        if isinstance(left, bool) or not isinstance(left, int) or not 0 <= left <= full:
            raise ValueError(f"coffee_house_left: a whole number from 0 to {full}")
        back = full - left
        p.coffee_house = left
        # a staging error (ist.stage, a developer's call) stays English
        restore_supply(st, n, back, "coffee_house_left",
                       "ruby(ies) taken from the Coffee House are")  # i18n: not shown
