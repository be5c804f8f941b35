"""The place registry: place number -> its legal choices and its effect (RULES.md 4.1).

Each place is a ``PlaceRule`` with ``options(st, env)`` (action texts the actor may choose now)
and ``perform(st, env, words)``. A place whose action needs more decisions (Caravansary, Black
Market, Tea House) sets ``st.phase`` to a sub-decision registered in ``SUBPHASES``; every path
ends in ``finish_action``. Expansion places register here by number, nothing else changes.
The actor is ``st.to_act``; the place is ``st.at`` (the merchant's place, or the family member's
after the Police Station).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement, product

from . import data as D
from .ops import (
    Env,
    add_card,
    can_draw,
    discard,
    draw,
    finish_action,
    gain,
    goods_text,
    label,
    lose,
    me,
    roll,
    room,
    say,
)
from .state import State

GOODS = D.GOODS
GI = D.GOOD_INDEX


@dataclass(frozen=True)
class PlaceRule:
    """A place's action: what may be chosen, and what it does."""

    number: int
    options: Callable[[State, Env], list[str]]
    perform: Callable[[State, Env, list[str]], None]


PLACES: dict[int, PlaceRule] = {}
#: sub-decisions inside a place action: phase name -> (options, perform)
SUBPHASES: dict[str, tuple[Callable, Callable]] = {}


def register(number: int, options, perform) -> None:
    PLACES[number] = PlaceRule(number, options, perform)


def who(st: State, env: Env) -> str:
    return env.name(st.to_act)


# -- 1 Wainwright -------------------------------------------------------------------------------
def _wain_opts(st, env):
    p = me(st)
    if p.extensions < D.MAX_EXTENSIONS and p.lira >= D.WAINWRIGHT["price"]:
        return ["wainwright"]
    return []


def _wain_do(st, env, w):
    p = me(st)
    p.lira -= D.WAINWRIGHT["price"]
    p.extensions += 1
    say(st, f"{who(st, env)} pays {D.WAINWRIGHT['price']} lira for a cart extension "
            f"(capacity {p.capacity})")
    if p.extensions == D.MAX_EXTENSIONS and not p.wain_ruby and st.wain_rubies > 0:
        p.wain_ruby = True
        st.wain_rubies -= 1
        p.rubies += 1
        say(st, f"{who(st, env)} completes the cart and takes a ruby from the Wainwright")
    finish_action(st)


register(1, _wain_opts, _wain_do)


# -- 2-4 Warehouses -----------------------------------------------------------------------------
def _ware_opts(st, env):
    """Fill first; the green tile's extra good must fit after that (decision 7)."""
    p = me(st)
    good = D.WAREHOUSES[st.at]
    fill = room(p, good)
    out = ["warehouse"] if fill > 0 else []
    if "green" in p.tiles and p.lira >= D.D["green_tile_price"]["value"]:
        for g in GOODS:
            left = room(p, g) - (fill if g == good else 0)
            if left > 0:
                out.append(f"warehouse extra {g}")
    return out


def _ware_do(st, env, w):
    p = me(st)
    good = D.WAREHOUSES[st.at]
    n = room(p, good)
    p.goods[GI[good]] += n
    say(st, f"{who(st, env)} fills up {good}: +{n} (now {p.goods[GI[good]]})")
    if len(w) == 3:
        price = D.D["green_tile_price"]["value"]
        p.lira -= price
        say(st, f"{who(st, env)} pays {price} lira (green mosque tile)")
        gain(st, env, st.to_act, w[2])
    finish_action(st)


for _n in D.WAREHOUSES:
    register(_n, _ware_opts, _ware_do)


# -- 5 Post Office ------------------------------------------------------------------------------
def post_yield(post: list[bool]) -> tuple[list[int], int]:
    """(goods in GOODS order, lira) shown by the uncovered spaces."""
    goods, lira = [0, 0, 0, 0], 0
    for col in range(4):
        kind, what = (D.POST_TOP if post[col] else D.POST_BOTTOM)[col]
        if kind == "good":
            goods[GI[what]] += 1
        else:
            lira += what
    return goods, lira


def _post_opts(st, env):
    return ["post"]


def _post_do(st, env, w):
    p = me(st)
    goods, lira = post_yield(st.post)
    say(st, f"{who(st, env)} takes {goods_text(goods)} and {lira} lira at the Post Office")
    for g, n in zip(GOODS, goods, strict=True):
        if n:
            gain(st, env, st.to_act, g, n, quiet=True)
    p.lira += lira
    if all(st.post):
        st.post = [False, False, False, False]
        say(st, "all four mail markers go back up")
    else:
        col = st.post.index(False)
        st.post[col] = True
        say(st, f"the mail marker of column {'I II III IV'.split()[col]} moves down")
    finish_action(st)


register(5, _post_opts, _post_do)


# -- 6 Caravansary ------------------------------------------------------------------------------
def _cara_opts(st, env):
    return ["caravansary"] if (can_draw(st) or me(st).cards) else []


def _cara_do(st, env, w):
    st.phase = "caravansary"
    st.pending = {"taken": 0}
    _cara_next(st, env)


def _cara_next(st, env):
    if st.pending["taken"] >= D.D["caravansary"]["take"] or not can_draw(st):
        st.pending = {}
        if me(st).cards:
            st.phase = "caravansary-discard"
        else:
            finish_action(st)


def _cara_take_opts(st, env):
    out = []
    if can_draw(st):
        out.append("draw deck")
    if st.discard:
        out.append("draw discard")
    return out


def _cara_take(st, env, w):
    if w[1] == "discard":
        card = st.discard.pop()
        add_card(me(st), card)
        say(st, f"{who(st, env)} takes the {D.CARD_TITLES[card]} card from the discard pile")
    else:
        draw(st, env, st.to_act)
        say(st, f"{who(st, env)} draws a bonus card")
    st.pending["taken"] += 1
    _cara_next(st, env)


def _cara_discard_opts(st, env):
    return [f"discard {c}" for c in sorted(set(me(st).cards))]


def _cara_discard(st, env, w):
    discard(st, st.to_act, w[1])
    say(st, f"{who(st, env)} discards the {D.CARD_TITLES[w[1]]} card")
    finish_action(st)


register(6, _cara_opts, _cara_do)
SUBPHASES["caravansary"] = (_cara_take_opts, _cara_take)
SUBPHASES["caravansary-discard"] = (_cara_discard_opts, _cara_discard)


# -- 7 Fountain ---------------------------------------------------------------------------------
#: option lists that depend only on small keys (place rules are pure functions of them)
_MEMO: dict[tuple, list[str]] = {}


def _fountain_opts(st, env):
    placed = me(st).placed
    key = ("fountain", *placed)
    hit = _MEMO.get(key)
    if hit is None:
        hit = _MEMO[key] = [
            "fountain " + " ".join(str(x) for x in combo)
            for k in range(1, len(placed) + 1) for combo in combinations(placed, k)]
    return hit[:]


def _fountain_do(st, env, w):
    p = me(st)
    back = [int(x) for x in w[1:]]
    for place in back:
        p.placed.remove(place)
    p.stack += len(back)
    noun = "assistant" if len(back) == 1 else "assistants"
    say(st, f"{who(st, env)} brings {len(back)} {noun} back from "
            + ", ".join(label(x) for x in back))
    finish_action(st)


register(D.FOUNTAIN, _fountain_opts, _fountain_do)


# -- dice with the red mosque tile (8 and 9) -----------------------------------------------------
def start_roll(st: State, env: Env, purpose: str, resolve_data: dict,
               intro: str = "rolls") -> None:
    """Roll two dice for a place; with the red tile, ask keep / re-roll / set a die to 4."""
    dice = roll(st)
    say(st, f"{who(st, env)} {intro} {dice[0]}+{dice[1]}")
    st.pending = dict(resolve_data, purpose=purpose, dice=dice)
    if "red" in me(st).tiles:
        st.phase = "dice"
    else:
        RESOLVE[purpose](st, env)


def _dice_opts(st, env):
    out = ["keep", "reroll"]
    for i, d in enumerate(st.pending["dice"], start=1):
        if d != D.RED_DIE:
            out.append(f"set-four {i}")
    return out


def _dice_do(st, env, w):
    dice = st.pending["dice"]
    if w[0] == "reroll":
        dice[:] = roll(st)
        say(st, f"{who(st, env)} re-rolls (red mosque tile): {dice[0]}+{dice[1]} = {sum(dice)}")
    elif w[0] == "set-four":
        i = int(w[1]) - 1
        dice[i] = D.RED_DIE
        say(st, f"{who(st, env)} sets die {i + 1} to {D.RED_DIE} (red mosque tile): "
                f"{dice[0]}+{dice[1]} = {sum(dice)}")
    RESOLVE[st.pending["purpose"]](st, env)


SUBPHASES["dice"] = (_dice_opts, _dice_do)
#: what a finished roll does, by purpose
RESOLVE: dict[str, Callable[[State, Env], None]] = {}


# -- 8 Black Market -----------------------------------------------------------------------------
def _bm_opts(st, env):
    return ["black-market"]


def _bm_do(st, env, w):
    start_roll(st, env, "black-market", {})


def _bm_resolve(st, env):
    total = sum(st.pending["dice"])
    n = D.JEWELRY_BY_SUM.get(total, 0)
    if n:
        gain(st, env, st.to_act, "jewelry", n)
    else:
        say(st, f"{total} brings no jewelry")
    st.phase = "black-market-good"
    st.pending = {}


def _bm_good_opts(st, env):
    """Rolled first, chosen after ("either order", RULES.md 4.1 #8); only goods with room are
    offered (docs/engine.md, decision 6)."""
    out = [f"take {g}" for g in D.BLACK_MARKET["goods"] if room(me(st), g) > 0]
    return out or ["take nothing"]


def _bm_good(st, env, w):
    if w[1] != "nothing":
        gain(st, env, st.to_act, w[1])
    finish_action(st)


register(8, _bm_opts, _bm_do)
RESOLVE["black-market"] = _bm_resolve
SUBPHASES["black-market-good"] = (_bm_good_opts, _bm_good)


# -- 9 Tea House --------------------------------------------------------------------------------
_TEA_TEXTS = [f"tea {n}" for n in range(D.TEA["lowest"], D.TEA["highest"] + 1)]


def _tea_opts(st, env):
    return _TEA_TEXTS[:]


def _tea_do(st, env, w):
    n = int(w[1])
    start_roll(st, env, "tea", {"named": n}, intro=f"names {n} and rolls")


def _tea_resolve(st, env):
    total, named = sum(st.pending["dice"]), st.pending["named"]
    win = named if total >= named else D.TEA["consolation"]
    me(st).lira += win
    how = f"{total} reaches {named}" if total >= named else f"{total} is below {named}"
    say(st, f"{who(st, env)} takes {win} lira ({how})")
    finish_action(st)


register(9, _tea_opts, _tea_do)
RESOLVE["tea"] = _tea_resolve


# -- 10/11 Markets ------------------------------------------------------------------------------
def market_tile(st: State, place: int) -> list[int]:
    kind, info = D.MARKETS[place]
    return info["tiles"][(st.large if kind == "large" else st.small)[0]]


def _sell_texts(limits: list[int], most: int) -> list[str]:
    key = ("sell", most, *limits)
    hit = _MEMO.get(key)
    if hit is None:
        hit = _MEMO[key] = _sell_enumerate(limits, most)
    return hit[:]


def _sell_enumerate(limits: list[int], most: int) -> list[str]:
    out = []
    for v in product(*(range(x + 1) for x in limits)):
        if 1 <= sum(v) <= most:
            out.append("sell " + " ".join(g for g, k in zip(GOODS, v, strict=True)
                                          for _ in range(k)))
    return out


def _market_opts(st, env):
    p = me(st)
    if st.market_any and st.at == 11:
        return _sell_texts([min(x, 5) for x in p.goods], 5)
    tile = market_tile(st, st.at)
    return _sell_texts([min(a, b) for a, b in zip(tile, p.goods, strict=True)], 5)


def _market_do(st, env, w):
    p = me(st)
    kind, info = D.MARKETS[st.at]
    sold = w[1:]
    for g in sold:
        lose(st, st.to_act, g)
    pay = info["payout"][len(sold) - 1]
    p.lira += pay
    counts = [sold.count(g) for g in GOODS]
    say(st, f"{who(st, env)} sells {goods_text(counts)} at the {label(st.at)} for {pay} lira")
    stack = st.large if kind == "large" else st.small
    stack.append(stack.pop(0))
    finish_action(st)


for _n in D.MARKETS:
    register(_n, _market_opts, _market_do)


# -- 12 Police Station --------------------------------------------------------------------------
def _police_opts(st, env):
    """Any other place; its action may then be skipped (decision 9)."""
    if st.actor != "merchant" or me(st).family != D.POLICE:
        return []
    key = ("police",)
    hit = env.cache.get(key)
    if hit is None:
        hit = env.cache[key] = [f"police {n}" for n in sorted(env.board.places) if n != D.POLICE]
    return hit[:]


def _police_do(st, env, w):
    target = int(w[1])
    me(st).family = target
    say(st, f"{who(st, env)} sends the family member from the Police Station to {label(target)}")
    st.at = target
    st.actor = "family"
    st.phase = "action"


register(D.POLICE, _police_opts, _police_do)


# -- 13 Sultan's Palace -------------------------------------------------------------------------
def sultan_needs(st: State, env: Env) -> tuple[list[int], int] | None:
    """(fixed goods in GOODS order, number of "any" goods) for the next ruby; None if none left."""
    if st.sultan_left <= 0:
        return None
    total = D.sultan_rubies(env.n)
    k = len(D.SULTAN_SPACES) - total + (total - st.sultan_left) + 1
    fixed = [0, 0, 0, 0]
    anys = 0
    for s in D.SULTAN_SPACES[:k]:
        if s == "any":
            anys += 1
        else:
            fixed[GI[s]] += 1
    return fixed, anys


def _sultan_opts(st, env):
    need = sultan_needs(st, env)
    if need is None:
        return []
    fixed, anys = need
    rest = [h - f for h, f in zip(me(st).goods, fixed, strict=True)]
    if min(rest) < 0:
        return []
    out = []
    for combo in combinations_with_replacement(GOODS, anys):
        if all(combo.count(g) <= rest[GI[g]] for g in GOODS):
            out.append(" ".join(("sultan",) + combo))
    return out


def _sultan_do(st, env, w):
    p = me(st)
    fixed, _ = sultan_needs(st, env)
    given = fixed[:]
    for g in w[1:]:
        given[GI[g]] += 1
    for i in range(4):
        p.goods[i] -= given[i]
    st.sultan_left -= 1
    p.rubies += 1
    say(st, f"{who(st, env)} delivers {goods_text(given)} to the Sultan and takes a ruby")
    finish_action(st)


register(13, _sultan_opts, _sultan_do)


# -- 14/15 Mosques ------------------------------------------------------------------------------
def _mosque_opts(st, env):
    p = me(st)
    out = []
    for colour, good in D.MOSQUE_TILES[st.at].items():
        stack = st.stacks.get(colour, [])
        if stack and colour not in p.tiles and p.goods[GI[good]] >= stack[0]:
            out.append(f"tile {colour}")
    return out


def _mosque_do(st, env, w):
    p = me(st)
    colour = w[1]
    good = D.TILE_GOOD[colour]
    n = st.stacks[colour].pop(0)
    lose(st, st.to_act, good)
    p.tiles.append(colour)
    p.tiles.sort(key=D.TILE_COLOURS.index)
    say(st, f"{who(st, env)} has {n}+ {good}, pays 1 {good} and takes the {colour} mosque "
            f"tile ({n})")
    if colour == "blue" and not p.fifth:
        p.fifth = True
        p.stack += 1
        say(st, f"{who(st, env)} adds the 5th assistant to the stack (blue tile)")
    mosque = st.at
    both = all(c in p.tiles for c in D.MOSQUE_TILES[mosque])
    if both and mosque not in p.mosque_rubies and st.mosque_rubies.get(mosque, 0) > 0:
        st.mosque_rubies[mosque] -= 1
        p.mosque_rubies.append(mosque)
        p.mosque_rubies.sort()
        p.rubies += 1
        say(st, f"{who(st, env)} holds both tiles of the {label(mosque)} and takes a ruby")
    finish_action(st)


for _n in D.MOSQUE_TILES:
    register(_n, _mosque_opts, _mosque_do)


# -- 16 Gemstone Dealer -------------------------------------------------------------------------
def gem_price(st: State) -> int:
    return D.GEM_TOP + 1 - st.gem_left


def _gem_opts(st, env):
    return ["gemstone"] if st.gem_left > 0 and me(st).lira >= gem_price(st) else []


def _gem_do(st, env, w):
    p = me(st)
    price = gem_price(st)
    p.lira -= price
    st.gem_left -= 1
    p.rubies += 1
    say(st, f"{who(st, env)} pays {price} lira to the Gemstone Dealer for a ruby")
    finish_action(st)


register(16, _gem_opts, _gem_do)


def place_options(st: State, env: Env) -> list[str]:
    """The action texts of the place being resolved."""
    rule = PLACES.get(st.at)
    return rule.options(st, env) if rule else []


def verb_place(verb: str) -> bool:
    return verb in {"wainwright", "warehouse", "post", "caravansary", "fountain", "black-market",
                    "tea", "sell", "police", "sultan", "tile", "gemstone"}

