"""Staging: build a situation for a lesson or a test, checked like a loaded save.

Start from the normal set-up for the seed, then change what the teacher names. Pieces and
components the teacher does not name keep their set-up values, and the pools adjust so that
everything stays conserved: bonus cards given to a seat leave the draw pile, mosque tiles leave
the top of their stack, rubies given to a seat come from the Wainwright (third extension), the
mosque (both tiles), then the Gemstone Dealer, then the Sultan's Palace. Each part is staged by
its own small function; an expansion's part stages the keys its ``StatePart`` declares. The
result goes through the same checks as the initial state of ``Game.from_json``: an impossible
situation is refused with a ValueError that names the field.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..core.saves import short
from . import data as D
from .config import DEFAULT_LAYOUT, GameConfig, LayoutChoice, make_config
from .ops import Env
from .save import STAGE_PHASES, state_from
from .state import State

if TYPE_CHECKING:
    from .game import Game
    from .ruleset import Ruleset

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["restore_supply", "seat_dict", "stage"]

SEAT_KEYS = {"lira", "rubies", "goods", "extensions", "capacity", "merchant", "family",
             "assistants", "tiles", "cards"}


def _whole(value: object, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{field}: a whole number, not {str(value)[:40]!r}")
    return value


def seat_dict(value: object, key: str, n: int) -> dict:
    """``value`` checked as a dict seat -> value of an ``n``-player game (an expansion's stage
    key such as ``coffee={0: 9}``); a ValueError names ``key`` otherwise."""
    if not isinstance(value, dict):
        raise ValueError(f"{key}: a dict seat -> value")
    for s in value:
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < n:
            raise ValueError(f"{key}: {str(s)[:20]!r} is not a seat (0 to {n - 1})")
    return value



def restore_supply(st: State, n: int, back: int, key: str, what: str) -> None:
    """Put ``back`` rubies that a staging key says were taken elsewhere (the Coffee House, a
    refill) back on the Gemstone Dealer and the Sultan's Palace, whose supplies staging counts
    from the seats' rubies; what fits on neither is held by no seat: a ValueError for ``key``."""
    for supply, most in (("gem_left", D.gem_rubies(n)), ("sultan_left", D.sultan_rubies(n))):
        k = min(back, most - getattr(st, supply))
        setattr(st, supply, getattr(st, supply) + k)
        back -= k
    if back:
        raise ValueError(f"{key}: {back} {what} held by no seat; give them to seats ('rubies')")

def _check_seats(seats: dict[int, dict[str, Any]] | None, n: int) -> dict:
    seats = seats or {}
    if not isinstance(seats, dict):
        raise ValueError("seats: a dict seat -> dict of fields")
    for seat, spec in seats.items():
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ValueError(f"seats: {short(seat, 20)} is not a seat (0 to {n - 1})")
        if not isinstance(spec, dict):
            raise ValueError(f"seats[{seat}]: a dict of fields")
        bad = set(map(str, spec)) - SEAT_KEYS
        if bad:
            raise ValueError(f"seats[{seat}]: unknown field(s) "
                             f"{', '.join(sorted(b[:20] for b in bad))}; "
                             f"fields: {', '.join(sorted(SEAT_KEYS))}")
    return seats


def _stage_seat(st: State, seat: int, spec: dict, f: str, rules: Ruleset) -> None:
    """Purse, cart, pieces, tiles and assistants of one seat (cards and rubies come later);
    the ruleset's ``stage_stack`` puts the seat's other assistants in its stack."""
    p = st.players[seat]
    if "capacity" in spec and "extensions" in spec:
        raise ValueError(f + "capacity: give capacity or extensions, not both")
    if "capacity" in spec:
        p.extensions = _whole(spec["capacity"], f + "capacity") - D.BASE_CAPACITY
    if "extensions" in spec:
        p.extensions = spec["extensions"]
    for k in ("lira", "merchant", "family"):
        if k in spec:
            setattr(p, k, spec[k])
    if "goods" in spec:
        g = spec["goods"]
        if not isinstance(g, dict) or not set(g) <= set(D.GOODS):
            raise ValueError(f + f"goods: a dict with keys among {', '.join(D.GOODS)}")
        p.goods = [g.get(x, 0) for x in D.GOODS]
    if "tiles" in spec:
        tiles = spec["tiles"]
        if not isinstance(tiles, (list, tuple)):
            raise ValueError(f + "tiles: a list of mosque tile colours")
        for t in tiles:
            if t not in D.TILE_COLOURS or not st.stacks[t]:
                raise ValueError(f + f"tiles: no {str(t)[:20]!r} mosque tile is left to give")
            st.stacks[t].pop(0)
        p.tiles = sorted(set(tiles), key=D.TILE_COLOURS.index)
        p.fifth = "blue" in p.tiles
    if "assistants" in spec:
        placed = spec["assistants"]
        if not isinstance(placed, (list, tuple)) or not all(
                isinstance(x, int) and not isinstance(x, bool) for x in placed):
            raise ValueError(f + "assistants: a list of places")
        p.placed = sorted(placed)
    why = rules.stage_stack(st, seat)
    if why:
        raise ValueError(f + "assistants: " + why)


def _stage_cards(st: State, seats: dict, discard: Sequence[str] | None, rules: Ruleset) -> None:
    """Hands named by the teacher come out of one pool (deck and dealt hands); unnamed hands
    keep their dealt cards where possible; the deck keeps its seeded order."""
    hands = {}
    for i, p in enumerate(st.players):
        hands[i] = p.cards
        p.cards = []
    pool = st.deck + [c for i in sorted(hands) for c in hands[i]]
    for i, p in enumerate(st.players):
        spec = seats.get(i, {})
        if "cards" in spec:
            if not isinstance(spec["cards"], (list, tuple)):
                raise ValueError(f"seats[{i}].cards: a list of bonus card ids")
            for cid in spec["cards"]:
                if cid not in pool:
                    raise ValueError(f"seats[{i}].cards: no {str(cid)[:30]!r} card is left to "
                                     f"give (the box has {rules.card_counts.get(cid, 0)})")
                pool.remove(cid)
                p.cards.append(cid)
            p.cards.sort()
    for i, p in enumerate(st.players):
        if "cards" not in seats.get(i, {}):
            for cid in hands[i]:
                if cid in pool:
                    pool.remove(cid)
                    p.cards.append(cid)
            p.cards.sort()
    if discard is not None:
        if not isinstance(discard, (list, tuple)):
            raise ValueError("discard: a list of bonus card ids")
        for cid in discard:
            if cid not in pool:
                raise ValueError(f"discard: no {str(cid)[:30]!r} card is left for the "
                                 "discard pile")
            pool.remove(cid)
        st.discard = list(discard)
    deck = []
    for cid in st.deck:
        if cid in pool:
            pool.remove(cid)
            deck.append(cid)
    st.deck = pool + deck


def _stage_rubies(st: State, seats: dict, sultan_left: int | None, gem_left: int | None) -> None:
    """Derived rubies first, then those a fixed pool gave up, then the Gemstone Dealer, then
    the Sultan's Palace."""
    budget = 0
    fixed = set()
    for key, value in (("sultan_left", sultan_left), ("gem_left", gem_left)):
        if value is None:
            continue
        full = getattr(st, key)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= full:
            raise ValueError(f"{key}: a whole number from 0 to {full}, not {str(value)[:20]!r}")
        budget += full - value
        setattr(st, key, value)
        fixed.add(key)
    for i, p in enumerate(st.players):
        spec = seats.get(i, {})
        if p.extensions == D.MAX_EXTENSIONS:
            p.wain_ruby = True
            st.wain_rubies -= 1
        for m, tiles in D.MOSQUE_TILES.items():
            if all(t in p.tiles for t in tiles) and st.mosque_rubies[m] > 0:
                p.mosque_rubies.append(m)
                st.mosque_rubies[m] -= 1
        base = p.wain_ruby + len(p.mosque_rubies)
        want = spec.get("rubies", base)
        if isinstance(want, bool) or not isinstance(want, int) or want < base:
            raise ValueError(f"seats[{i}].rubies: at least {base} (the Wainwright and mosque "
                             f"rubies this seat has earned), not {str(want)[:20]!r}")
        extra = want - base
        take = min(extra, budget)
        budget -= take
        extra -= take
        for key in ("gem_left", "sultan_left"):
            if key not in fixed:
                take = min(extra, getattr(st, key))
                setattr(st, key, getattr(st, key) - take)
                extra -= take
        if extra:
            raise ValueError(f"seats[{i}].rubies: not enough rubies left on the board")
        p.rubies = want
    if budget:
        raise ValueError(f"rubies: {budget} ruby(ies) taken from the Sultan's Palace or the "
                         "Gemstone Dealer are held by no seat; give them to seats ('rubies')")


def _stage_table(st: State, governor: int | None, smuggler: int | None,
                 neutrals: Sequence[int] | None, post: Sequence[bool] | None,
                 large: Sequence[int] | None, small: Sequence[int] | None,
                 dice: Sequence[int] | None) -> None:
    for name, value in (("governor", governor), ("smuggler", smuggler)):
        if value is not None:
            setattr(st, name, value)
    for name, given in (("neutrals", neutrals), ("post", post), ("large", large),
                        ("small", small), ("dice", dice)):
        if given is not None and not isinstance(given, (list, tuple)):
            raise ValueError(f"{name}: a list")
    if neutrals is not None:
        st.neutrals = sorted(neutrals)
    if post is not None:
        st.post = list(post)
    if large is not None:
        st.large = list(large)
    if small is not None:
        st.small = list(small)
    if dice is not None:
        st.script = list(dice)


def _stage_parts(st: State, cfg: GameConfig, rules: Ruleset, extra: dict) -> None:
    """Keys that belong to an expansion's part go to that part's ``stage``."""
    from .game import board_for_layout

    env = Env(cfg, board_for_layout(cfg.layout_name, cfg.layout_rows), rules)
    known = {k: part for part in rules.parts.values() for k in part.stage_keys}
    unknown = sorted(set(extra) - set(known))
    if unknown:
        raise ValueError(f"stage: unknown key(s) {', '.join(u[:30] for u in unknown)}")
    for part in rules.parts.values():
        given = {k: extra[k] for k in part.stage_keys if k in extra}
        if given and part.stage is not None:
            part.stage(st, env, given)


def stage(players: int = 4, layout: LayoutChoice = DEFAULT_LAYOUT, seed: int = 1,
          current: int = 0, phase: str = "move", seats: dict[int, dict[str, Any]] | None = None,
          governor: int | None = None, smuggler: int | None = None,
          neutrals: Sequence[int] | None = None, post: Sequence[bool] | None = None,
          large: Sequence[int] | None = None, small: Sequence[int] | None = None,
          discard: Sequence[str] | None = None, dice: Sequence[int] | None = None,
          turn: int | None = None, names: Sequence[str] | None = None,
          colours: Sequence[str] | None = None, sultan_left: int | None = None,
          gem_left: int | None = None, mode: str = "teacher", expansions: Sequence[str] = (),
          variants: Sequence[str] = (), **extra: Any) -> Game:
    """A Game in a chosen situation; see docs/engine.md "Staging" for every key (an
    expansion's keys are passed by name too). Without a layout, the first-game layout of the
    game's rules, as ``new_game`` (``short-paths``; ``mocha-first-game`` with Mocha)."""
    from .game import Game, setup

    cfg = make_config(players, layout, expansions, variants, names, colours, mode, seed)
    st = setup(cfg, _whole(seed, "seed"))
    n = cfg.players
    if isinstance(current, bool) or not isinstance(current, int) or not 0 <= current < n:
        raise ValueError(f"current: a seat from 0 to {n - 1}, not {str(current)[:20]!r}")
    if phase not in STAGE_PHASES:
        raise ValueError(f"phase: one of {', '.join(STAGE_PHASES)}, not {str(phase)[:30]!r}")
    seats = _check_seats(seats, n)
    from .ruleset import build

    rules = build(cfg.expansions, cfg.variants)
    for i in range(n):
        _stage_seat(st, i, seats.get(i, {}), f"seats[{i}].", rules)
    _stage_cards(st, seats, discard, rules)
    _stage_rubies(st, seats, sultan_left, gem_left)
    _stage_table(st, governor, smuggler, neutrals, post, large, small, dice)
    _stage_parts(st, cfg, rules, extra)
    st.current = st.to_act = current
    st.turn = current + 1 if turn is None else _whole(turn, "turn")
    st.phase = phase
    st.at = st.players[current].merchant
    if phase in ("assistant", "pay") and st.at == D.FOUNTAIN:
        raise ValueError("phase: at the Fountain there is no assistant or payment decision")
    try:
        checked = state_from(st.to_dict(), cfg, "", initial=True, rules=rules)
    except ValueError as e:
        raise ValueError("stage: " + str(e).replace("players[", "seats[")) from None
    return Game(cfg, checked)
