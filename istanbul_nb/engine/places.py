"""The sixteen places of the base game (RULES.md 4.1): each one's choices, refusals and effect.

Each place installs a ``PlaceRule`` into the ruleset: ``options(st, env, why)`` lists the action
texts the actor may choose now and, when ``why`` is a dict, records why a verb of the place is
refused (``no(...)``, right beside the condition), and ``perform(st, env, words)`` does it. A
place whose action needs more decisions (Caravansary, Black Market, Tea House) moves the game to
a sub-decision phase it installs beside itself; every path ends in ``finish_action``.
The actor is ``st.to_act``; the place is ``st.at`` (the merchant's place, or the family member's
after the Police Station).
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement, product
from typing import TYPE_CHECKING

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
    no,
    place_tiles_help,
    roll,
    room,
    say,
    take_assistant_back,
)
from .ruleset import Ruleset
from .state import DiceRoll, Drawing, State, pending_as

if TYPE_CHECKING:
    from .ruleset import Why

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["gem_price", "install", "market_tile", "post_yield", "sultan_needs"]

GOODS = D.GOODS
GI = D.GOOD_INDEX


def who(st: State, env: Env) -> str:
    return env.name(st.to_act)


# -- 1 Wainwright -------------------------------------------------------------------------------
def _wain_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    p = me(st)
    price = D.WAINWRIGHT["price"]
    if p.extensions >= D.MAX_EXTENSIONS:
        return no(why, "wainwright", f"your cart already has all {D.MAX_EXTENSIONS} extensions")
    if p.lira < price:
        return no(why, "wainwright", f"you have {p.lira} lira; the Wainwright costs {price}")
    return ["wainwright"]


def _wain_do(st: State, env: Env, w: list[str]) -> None:
    p = me(st)
    p.lira -= D.WAINWRIGHT["price"]
    p.extensions += 1
    say(st, "{} pays {} lira for a cart extension (capacity {})", who(st, env),
        D.WAINWRIGHT["price"], p.capacity)
    if p.extensions == D.MAX_EXTENSIONS and not p.wain_ruby and st.wain_rubies > 0:
        p.wain_ruby = True
        st.wain_rubies -= 1
        p.rubies += 1
        say(st, "{} completes the cart and takes a ruby from the Wainwright", who(st, env))
    finish_action(st, env)


# -- 2-4 Warehouses -----------------------------------------------------------------------------
def _ware_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """Fill first; the green tile's extra good must fit after that (decision 7)."""
    p = me(st)
    good = D.WAREHOUSES[st.at]
    fill = room(p, good)
    out = ["warehouse"] if fill > 0 else []
    price = D.D["green_tile_price"]["value"]
    if "green" in p.tiles and p.lira >= price and place_tiles_help(st):
        for g in GOODS:
            left = room(p, g) - (fill if g == good else 0)
            if left > 0:
                out.append(f"warehouse extra {g}")
    if not out and why is not None:
        no(why, "warehouse", f"your cart is already full of {good} (the extra good needs the "
                             f"green mosque tile, {price} lira and room)")
    elif "green" in p.tiles and not place_tiles_help(st):
        no(why, "warehouse", "in a guild-card turn no mosque tile helps: the green tile's extra "
                             "good is not offered (ruling R5)")
    return out


def _ware_do(st: State, env: Env, w: list[str]) -> None:
    p = me(st)
    good = D.WAREHOUSES[st.at]
    n = room(p, good)
    p.goods[GI[good]] += n
    say(st, "{} fills up {}: +{} (now {})", who(st, env), good, n, p.goods[GI[good]])
    if len(w) == 3:
        price = D.D["green_tile_price"]["value"]
        p.lira -= price
        say(st, "{} pays {} lira (green mosque tile)", who(st, env), price)
        gain(st, env, st.to_act, w[2])
    finish_action(st, env)


# -- 5 Post Office ------------------------------------------------------------------------------
def post_yield(post: list[bool]) -> tuple[list[int], int]:
    """(goods in GOODS order, lira) shown by the uncovered spaces."""
    goods, lira = [0, 0, 0, 0], 0
    for col in range(D.POST_COLUMNS):
        kind, what = (D.POST_TOP if post[col] else D.POST_BOTTOM)[col]
        if kind == "good":
            goods[GI[what]] += 1
        else:
            lira += what
    return goods, lira


def _post_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return ["post"]


def _post_do(st: State, env: Env, w: list[str]) -> None:
    """Take what shows, then move the next marker down; the moment the last one would go
    down, all go back up at once (ruling: seed 002, place 5, step 3), so the all-down row is
    never collected and the cycle has four states."""
    p = me(st)
    goods, lira = post_yield(st.post)
    say(st, "{} takes {} and {} lira at the Post Office", who(st, env), goods_text(goods), lira)
    for g, n in zip(GOODS, goods, strict=True):
        if n:
            gain(st, env, st.to_act, g, n, quiet=True)
    p.lira += lira
    col = st.post.index(False)
    if col == D.POST_COLUMNS - 1:
        st.post = [False] * D.POST_COLUMNS
        say(st, "the last mail marker moves down and all four go back up at once")
    else:
        st.post[col] = True
        say(st, "the mail marker of column {} moves down", "I II III IV".split()[col])
    finish_action(st, env)


# -- 6 Caravansary ------------------------------------------------------------------------------
def _cara_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if can_draw(st) or me(st).cards:
        return ["caravansary"]
    return no(why, "caravansary", "there is no card to take and none in your hand")


def _cara_do(st: State, env: Env, w: list[str]) -> None:
    st.phase = "caravansary"
    st.pending = Drawing(0)
    _cara_next(st, env)


def _cara_next(st: State, env: Env) -> None:
    if pending_as(st, Drawing).taken >= D.D["caravansary"]["take"] or not can_draw(st):
        st.pending = None
        if me(st).cards:
            st.phase = "caravansary-discard"
        else:
            finish_action(st, env)


def _cara_take_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    out = []
    if can_draw(st):
        out.append("draw deck")
    if st.discard:
        out.append("draw discard")
    else:
        no(why, "draw", "the discard pile is empty")
    return out


def _cara_take(st: State, env: Env, w: list[str]) -> None:
    if w[1] == "discard":
        card = st.discard.pop()
        add_card(me(st), card)
        say(st, "{} takes the {} card from the discard pile", who(st, env),
            env.rules.card_titles[card])
    else:
        draw(st, env, st.to_act)
        say(st, "{} draws a bonus card", who(st, env))
    pending_as(st, Drawing).taken += 1
    _cara_next(st, env)


def _cara_discard_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    no(why, "discard", "discard one of the cards in your hand")
    return [f"discard {c}" for c in sorted(set(me(st).cards))]


def _cara_discard(st: State, env: Env, w: list[str]) -> None:
    discard(st, st.to_act, w[1])
    say(st, "{} discards the {} card", who(st, env), env.rules.card_titles[w[1]])
    finish_action(st, env)


# -- 7 Fountain ---------------------------------------------------------------------------------
def _fountain_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    placed = me(st).placed
    if not placed:
        return no(why, "fountain", "none of your assistants is on the board")
    memo = env.rules.memo
    key = ("fountain", *placed)
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = [
            "fountain " + " ".join(str(x) for x in combo)
            for k in range(1, len(placed) + 1) for combo in combinations(placed, k)]
    if why is not None:
        no(why, "fountain", "name places where one of your assistants stands: "
                            + ", ".join(str(x) for x in placed))
    return hit[:]


def _fountain_do(st: State, env: Env, w: list[str]) -> None:
    # only the seat's own assistants (``placed``) come back: never neutral ones (RULES.md 9)
    back = [int(x) for x in w[1:]]
    for place in back:
        take_assistant_back(st, env, st.to_act, place)
    noun = "assistant" if len(back) == 1 else "assistants"
    say(st, "{} brings {} {} back from {}", who(st, env), len(back), noun,
        ", ".join(label(x) for x in back))
    finish_action(st, env)


# -- dice with the red mosque tile (8 and 9) -----------------------------------------------------
def start_roll(st: State, env: Env, purpose: str, named: int = 0,
               intro: str = "rolls") -> None:
    """Roll two dice for a place; with the red tile, ask keep / re-roll / set a die to 4."""
    dice = roll(st)
    say(st, "{} {} {}+{}", who(st, env), intro, dice[0], dice[1])
    st.pending = DiceRoll(purpose, dice, named)
    if "red" in me(st).tiles and place_tiles_help(st):
        st.phase = "dice"
    else:
        env.rules.resolve[purpose](st, env)


def _dice_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    out = ["keep", "reroll"]
    for i, d in enumerate(pending_as(st, DiceRoll).dice, start=1):
        if d != D.RED_DIE:
            out.append(f"set-four {i}")
        elif why is not None:
            no(why, "set-four", f"die {i} already shows {D.RED_DIE}")
    return out


def _dice_do(st: State, env: Env, w: list[str]) -> None:
    dice = pending_as(st, DiceRoll).dice
    if w[0] == "reroll":
        dice[:] = roll(st)
        say(st, "{} re-rolls (red mosque tile): {}+{} = {}", who(st, env), dice[0], dice[1],
            sum(dice))
    elif w[0] == "set-four":
        i = int(w[1]) - 1
        dice[i] = D.RED_DIE
        say(st, "{} sets die {} to {} (red mosque tile): {}+{} = {}", who(st, env), i + 1,
            D.RED_DIE, dice[0], dice[1], sum(dice))
    env.rules.resolve[pending_as(st, DiceRoll).purpose](st, env)


# -- 8 Black Market -----------------------------------------------------------------------------
def _bm_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return ["black-market"]


def _bm_do(st: State, env: Env, w: list[str]) -> None:
    start_roll(st, env, "black-market")


def _bm_resolve(st: State, env: Env) -> None:
    total = sum(pending_as(st, DiceRoll).dice)
    n = D.JEWELRY_BY_SUM.get(total, 0)
    if n:
        gain(st, env, st.to_act, "jewelry", n)
    else:
        say(st, "{} brings no jewelry", total)
    st.phase = "black-market-good"
    st.pending = None


def _bm_good_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """Rolled first, chosen after ("either order", RULES.md 4.1 #8); only goods with room are
    offered (docs/engine.md, decision 6)."""
    out = [f"take {g}" for g in D.BLACK_MARKET["goods"] if room(me(st), g) > 0]
    if out and why is not None:
        no(why, "take", "take one of " + ", ".join(D.BLACK_MARKET["goods"])
                        + " that still fits in your cart")
    return out or ["take nothing"]


def _bm_good(st: State, env: Env, w: list[str]) -> None:
    if w[1] != "nothing":
        gain(st, env, st.to_act, w[1])
    finish_action(st, env)


# -- 9 Tea House --------------------------------------------------------------------------------
_TEA_TEXTS = [f"tea {n}" for n in range(D.TEA["lowest"], D.TEA["highest"] + 1)]


def _tea_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if why is not None:
        no(why, "tea", f"name a number from {D.TEA['lowest']} to {D.TEA['highest']}: 'tea 7'")
    return _TEA_TEXTS[:]


def _tea_do(st: State, env: Env, w: list[str]) -> None:
    n = int(w[1])
    start_roll(st, env, "tea", n, intro=f"names {n} and rolls")


def _tea_resolve(st: State, env: Env) -> None:
    rolled = pending_as(st, DiceRoll)
    total, named = sum(rolled.dice), rolled.named
    win = named if total >= named else D.TEA["consolation"]
    me(st).lira += win
    how = f"{total} reaches {named}" if total >= named else f"{total} is below {named}"
    say(st, "{} takes {} lira ({})", who(st, env), win, how)
    finish_action(st, env)


# -- 10/11 Markets ------------------------------------------------------------------------------
def market_tile(st: State, place: int) -> list[int]:
    kind, info = D.MARKETS[place]
    return info["tiles"][(st.large if kind == "large" else st.small)[0]]


def _sell_texts(memo: dict, limits: list[int], most: int) -> list[str]:
    key = ("sell", most, *limits)
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = [
            "sell " + " ".join(g for g, k in zip(GOODS, v, strict=True) for _ in range(k))
            for v in product(*(range(x + 1) for x in limits)) if 1 <= sum(v) <= most]
    return hit[:]


def _market_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    p = me(st)
    if st.market_any and st.at == 11:
        limits = [min(x, D.MAX_SELL) for x in p.goods]
    else:
        limits = [min(a, b) for a, b in zip(market_tile(st, st.at), p.goods, strict=True)]
    out = _sell_texts(env.rules.memo, limits, D.MAX_SELL)
    if why is not None:
        no(why, "sell", f"the demand tile asks for {goods_text(market_tile(st, st.at))}; you "
                        f"have {goods_text(p.goods)}")
    return out


def _market_do(st: State, env: Env, w: list[str]) -> None:
    p = me(st)
    kind, info = D.MARKETS[st.at]
    sold = w[1:]
    for g in sold:
        lose(st, st.to_act, g)
    pay = info["payout"][len(sold) - 1]
    p.lira += pay
    counts = [sold.count(g) for g in GOODS]
    say(st, "{} sells {} at the {} for {} lira", who(st, env), goods_text(counts), label(st.at),
        pay)
    stack = st.large if kind == "large" else st.small
    stack.append(stack.pop(0))
    finish_action(st, env)


# -- 12 Police Station --------------------------------------------------------------------------
def _police_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """Any other place; its action may then be skipped (decision 9)."""
    if st.actor == "family" or me(st).family != D.POLICE:
        return no(why, "police", "your family member is not at the Police Station")
    key = ("police",)
    hit = env.cache.get(key)
    if hit is None:
        hit = env.cache[key] = [f"police {n}" for n in sorted(env.board.places) if n != D.POLICE]
    if why is not None:
        no(why, "police", "send the family member to another place: 'police 3'")
    return hit[:]


def _police_do(st: State, env: Env, w: list[str]) -> None:
    target = int(w[1])
    me(st).family = target
    say(st, "{} sends the family member from the Police Station to {}", who(st, env),
        label(target))
    st.at = target
    st.actor = "family"
    st.phase = "action"


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


def _sultan_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    need = sultan_needs(st, env)
    if need is None:
        return no(why, "sultan", "the Sultan's Palace has no ruby left")
    fixed, anys = need
    p = me(st)
    rest = [h - f for h, f in zip(p.goods, fixed, strict=True)]
    out = []
    if min(rest) >= 0:
        for combo in combinations_with_replacement(GOODS, anys):
            if all(combo.count(g) <= rest[GI[g]] for g in GOODS):
                out.append(" ".join(("sultan",) + combo))
    if why is not None:
        no(why, "sultan", f"the Sultan wants {goods_text(fixed)}"
                          + (f" and {anys} goods of your choice" if anys else "")
                          + f"; you have {goods_text(p.goods)}")
    return out


def _sultan_do(st: State, env: Env, w: list[str]) -> None:
    p = me(st)
    needs = sultan_needs(st, env)
    if needs is None:           # the options offer nothing then
        raise TypeError("the Sultan's Palace is done with no ruby left")
    given = needs[0][:]
    for g in w[1:]:
        given[GI[g]] += 1
    for i in range(len(GOODS)):
        p.goods[i] -= given[i]
    st.sultan_left -= 1
    p.rubies += 1
    say(st, "{} delivers {} to the Sultan and takes a ruby", who(st, env), goods_text(given))
    finish_action(st, env)


# -- 14/15 Mosques ------------------------------------------------------------------------------
def _mosque_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    p = me(st)
    out = []
    for colour, good in D.MOSQUE_TILES[st.at].items():
        stack = st.stacks.get(colour, [])
        if colour not in p.tiles and stack and p.goods[GI[good]] >= stack[0]:
            out.append(f"tile {colour}")
        elif why is None:
            continue
        elif colour in p.tiles:
            no(why, f"tile {colour}", f"you already have the {colour} tile")
        elif not stack:
            no(why, f"tile {colour}", f"no {colour} tile is left")
        elif p.goods[GI[good]] < stack[0]:
            no(why, f"tile {colour}", f"the {colour} tile needs {stack[0]} {good}; you have "
                                      f"{p.goods[GI[good]]}")
    if why is not None:
        no(why, "tile", "name a tile of this mosque: " + ", ".join(
        f"'tile {c}'" for c in D.MOSQUE_TILES[st.at]))
    return out


def _mosque_do(st: State, env: Env, w: list[str]) -> None:
    p = me(st)
    colour = w[1]
    good = D.TILE_GOOD[colour]
    n = st.stacks[colour].pop(0)
    lose(st, st.to_act, good)
    p.tiles.append(colour)
    p.tiles.sort(key=D.TILE_COLOURS.index)
    say(st, "{} has {}+ {}, pays 1 {} and takes the {} mosque tile ({})", who(st, env), n, good,
        good, colour, n)
    if colour == "blue" and not p.fifth:
        p.fifth = True
        env.rules.join_stack(st, st.to_act, None, "own")
        say(st, "{} adds the 5th assistant to the stack (blue tile)", who(st, env))
    mosque = st.at
    both = all(c in p.tiles for c in D.MOSQUE_TILES[mosque])
    if both and mosque not in p.mosque_rubies and st.mosque_rubies.get(mosque, 0) > 0:
        st.mosque_rubies[mosque] -= 1
        p.mosque_rubies.append(mosque)
        p.mosque_rubies.sort()
        p.rubies += 1
        say(st, "{} holds both tiles of the {} and takes a ruby", who(st, env), label(mosque))
    finish_action(st, env)


# -- 16 Gemstone Dealer -------------------------------------------------------------------------
def gem_price(st: State) -> int:
    return D.GEM_TOP + 1 - st.gem_left


def _gem_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if st.gem_left <= 0:
        return no(why, "gemstone", "the Gemstone Dealer has no ruby left")
    p = me(st)
    if p.lira < gem_price(st):
        return no(why, "gemstone", f"you have {p.lira} lira; the Gemstone Dealer's ruby costs "
                                   f"{gem_price(st)}")
    return ["gemstone"]


def _gem_do(st: State, env: Env, w: list[str]) -> None:
    p = me(st)
    price = gem_price(st)
    p.lira -= price
    st.gem_left -= 1
    p.rubies += 1
    say(st, "{} pays {} lira to the Gemstone Dealer for a ruby", who(st, env), price)
    finish_action(st, env)


# -- plain words for the verbs ------------------------------------------------------------------
def _describe_warehouse(a: list[str]) -> str:
    price = D.D["green_tile_price"]["value"]
    return (f"fill the warehouse's good, and pay {price} lira for 1 {a[1]}" if a
            else "fill up the warehouse's good")


def install(rules: Ruleset) -> None:
    """The sixteen base places, their sub-decisions and their verbs."""
    sub = dict(window=None, at_merchant=False)
    rules.add_place(1, _wain_opts, _wain_do, ("wainwright",))
    for n in D.WAREHOUSES:
        rules.add_place(n, _ware_opts, _ware_do, ("warehouse",))
    rules.add_place(5, _post_opts, _post_do, ("post",))
    rules.add_place(6, _cara_opts, _cara_do, ("caravansary",))
    rules.add_phase("caravansary", _cara_take_opts, _cara_take,
                    lambda st, env: "take a card from the draw pile or the discard pile",
                    pending=Drawing, verbs=("draw",), words="taking cards at the Caravansary",
                    **sub)
    rules.add_phase("caravansary-discard", _cara_discard_opts, _cara_discard,
                    lambda st, env: "which card do you discard?", verbs=("discard",),
                    words="discarding a card at the Caravansary", **sub)
    rules.add_place(D.FOUNTAIN, _fountain_opts, _fountain_do, ("fountain",))
    rules.add_phase("dice", _dice_opts, _dice_do,
                    lambda st, env: "keep the dice, re-roll both, or set one die to 4 (red "
                                    "mosque tile)?",
                    pending=DiceRoll, verbs=("keep", "reroll", "set-four"),
                    words="deciding about the dice (red mosque tile)", **sub)
    rules.add_place(8, _bm_opts, _bm_do, ("black-market",))
    rules.resolve["black-market"] = _bm_resolve
    rules.add_phase("black-market-good", _bm_good_opts, _bm_good,
                    lambda st, env: "take 1 fabric, spice or fruit", verbs=("take",),
                    words="choosing a good at the Black Market", **sub)
    rules.add_place(9, _tea_opts, _tea_do, ("tea",))
    rules.resolve["tea"] = _tea_resolve
    for n in D.MARKETS:
        rules.add_place(n, _market_opts, _market_do, ("sell",))
    rules.add_place(D.POLICE, _police_opts, _police_do, ("police",))
    rules.add_place(13, _sultan_opts, _sultan_do, ("sultan",))
    for n in D.MOSQUE_TILES:
        rules.add_place(n, _mosque_opts, _mosque_do, ("tile",))
    rules.add_place(16, _gem_opts, _gem_do, ("gemstone",))

    v = rules.add_verb
    v("wainwright", "place", describe=lambda a: f"pay {D.WAINWRIGHT['price']} lira for a cart "
                                                "extension")
    v("warehouse", "place", "goods", describe=_describe_warehouse)
    v("post", "place", describe=lambda a: "take what the Post Office shows")
    v("caravansary", "place", describe=lambda a: "take 2 bonus cards, then discard 1")
    v("draw", "place", "word", describe=lambda a: "take the top card of the draw pile"
      if a[0] == "deck" else "take the top card of the discard pile")
    v("discard", "place", "card", describe=lambda a: f"discard the {rules.card_titles[a[0]]} card")
    v("fountain", "place", "places", unordered=True,
      describe=lambda a: "bring back your assistants from " + ", ".join(label(int(x))
                                                                           for x in a))
    v("black-market", "place", describe=lambda a: "take a good and roll for jewelry")
    v("keep", "place", describe=lambda a: "keep the dice as rolled")
    v("reroll", "place", describe=lambda a: "roll both dice again (red mosque tile)")
    v("set-four", "place", "number",
      describe=lambda a: f"set die {a[0]} to {D.RED_DIE} (red mosque tile)")
    v("take", "place", "goods",
      describe=lambda a: "take nothing" if a[0] == "nothing" else f"take 1 {a[0]}")
    v("tea", "place", "number", describe=lambda a: f"name {a[0]} and roll two dice")
    v("sell", "place", "goods", unordered=True, describe=lambda a: f"sell {_goods_words(a)}")
    v("police", "place", "place",
      describe=lambda a: f"send your family member to {label(int(a[0]))} and do its action")
    v("sultan", "place", "goods", unordered=True,
      describe=lambda a: "deliver goods to the Sultan for a ruby"
      + (f" (any goods: {_goods_words(a)})" if a else ""))
    v("tile", "place", "word", describe=lambda a: f"take the {a[0]} mosque tile")
    v("gemstone", "place", describe=lambda a: "buy a ruby from the Gemstone Dealer")


def _goods_words(ws: list[str]) -> str:
    counts: dict[str, int] = {}
    for w in ws:
        counts[w] = counts.get(w, 0) + 1
    return ", ".join(f"{n} {g}" for g, n in counts.items()) or "nothing"
