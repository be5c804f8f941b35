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

from ..i18n import N_, Message, _, join
from . import data as D
from .ops import (
    Env,
    add_card,
    can_draw,
    card_term,
    discard,
    draw,
    finish_action,
    gain,
    good_term,
    goods_text,
    label,
    lose,
    me,
    no,
    place_tiles_help,
    roll,
    room,
    take_assistant_back,
    tell,
    tell_message,
)
from .ruleset import Ruleset
from .state import DiceRoll, Drawing, State, pending_as

if TYPE_CHECKING:
    from .ruleset import Why

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["TILE_COLOURS", "gem_price", "install", "market_tile", "post_yield", "sultan_needs"]

GOODS = D.GOODS
GI = D.GOOD_INDEX

#: the mosque tiles' colours as message values ("the {colour} tile")
TILE_COLOURS: dict[str, Message] = {
    # TRANSLATORS: a mosque tile's colour, as in "the red tile" (German: after "das")
    "red": _("red"),
    # TRANSLATORS: a mosque tile's colour, as in "the green tile" (German: after "das")
    "green": _("green"),
    # TRANSLATORS: a mosque tile's colour, as in "the blue tile" (German: after "das")
    "blue": _("blue"),
    # TRANSLATORS: a mosque tile's colour, as in "the yellow tile" (German: after "das")
    "yellow": _("yellow"),
}


def who(st: State, env: Env) -> str:
    return env.name(st.to_act)


# -- 1 Wainwright -------------------------------------------------------------------------------
def _wain_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    p = me(st)
    price = D.WAINWRIGHT["price"]
    if p.extensions >= D.MAX_EXTENSIONS:
        return no(why, "wainwright", "your cart already has all {n} extensions",
                  n=D.MAX_EXTENSIONS)
    if p.lira < price:
        return no(why, "wainwright", "you have {lira} lira; the Wainwright costs {price}",
                  lira=p.lira, price=price)
    return ["wainwright"]


def _wain_do(st: State, env: Env, w: list[str]) -> None:
    p = me(st)
    p.lira -= D.WAINWRIGHT["price"]
    p.extensions += 1
    tell(st, "{who} pays {n} lira for a cart extension (capacity {capacity})",
         who=who(st, env), n=D.WAINWRIGHT["price"], capacity=p.capacity)
    if p.extensions == D.MAX_EXTENSIONS and not p.wain_ruby and st.wain_rubies > 0:
        p.wain_ruby = True
        st.wain_rubies -= 1
        p.rubies += 1
        tell(st, "{who} completes the cart and takes a ruby from the Wainwright",
             who=who(st, env))
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
                out.append(f"warehouse extra {g}")  # i18n: not shown (notation)
    if not out and why is not None:
        no(why, "warehouse", "your cart is already full of {good} (the extra good needs the "
                             "green mosque tile, {price} lira and room)", good=good_term(good),
           price=price)
    elif "green" in p.tiles and not place_tiles_help(st):
        no(why, "warehouse", "in a guild-card turn no mosque tile helps: the green tile's extra "
                             "good is not offered (ruling R5)")
    return out


def _ware_do(st: State, env: Env, w: list[str]) -> None:
    p = me(st)
    good = D.WAREHOUSES[st.at]
    n = room(p, good)
    p.goods[GI[good]] += n
    tell(st, "{who} fills up {good}: +{n} (now {total})", who=who(st, env),
         good=good_term(good), n=n, total=p.goods[GI[good]])
    if len(w) == 3:
        price = D.D["green_tile_price"]["value"]
        p.lira -= price
        tell(st, "{who} pays {n} lira (green mosque tile)", who=who(st, env), n=price)
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
    tell(st, "{who} takes {goods} and {lira} lira at the Post Office", who=who(st, env),
         goods=goods_text(goods), lira=lira)
    for g, n in zip(GOODS, goods, strict=True):
        if n:
            gain(st, env, st.to_act, g, n, quiet=True)
    p.lira += lira
    col = st.post.index(False)
    if col == D.POST_COLUMNS - 1:
        st.post = [False] * D.POST_COLUMNS
        tell(st, "the last mail marker moves down and all four go back up at once")
    else:
        st.post[col] = True
        tell(st, "the mail marker of column {column} moves down",
             column="I II III IV".split()[col])
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
        out.append("draw deck")         # i18n: not shown (an action's notation)
    if st.discard:
        out.append("draw discard")      # i18n: not shown (an action's notation)
    else:
        no(why, "draw", "the discard pile is empty")
    return out


def _cara_take(st: State, env: Env, w: list[str]) -> None:
    if w[1] == "discard":
        card = st.discard.pop()
        add_card(me(st), card)
        tell(st, "{who} takes the {card} card from the discard pile", who=who(st, env),
             card=card_term(env.rules, card))
    else:
        draw(st, env, st.to_act)
        tell(st, "{who} draws a bonus card", who=who(st, env))
    pending_as(st, Drawing).taken += 1
    _cara_next(st, env)


def _cara_discard_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    no(why, "discard", "discard one of the cards in your hand")
    return [f"discard {c}" for c in sorted(set(me(st).cards))]


def _cara_discard(st: State, env: Env, w: list[str]) -> None:
    discard(st, st.to_act, w[1])
    tell(st, "{who} discards the {card} card", who=who(st, env),
         card=card_term(env.rules, w[1]))
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
        no(why, "fountain", "name places where one of your assistants stands: {places}",
           places=", ".join(str(x) for x in placed))
    return hit[:]


def _fountain_do(st: State, env: Env, w: list[str]) -> None:
    # only the seat's own assistants (``placed``) come back: never neutral ones (RULES.md 9)
    back = [int(x) for x in w[1:]]
    for place in back:
        take_assistant_back(st, env, st.to_act, place)
    tell_message(st, N_("{who} brings {n} assistant back from {places}",
                        "{who} brings {n} assistants back from {places}", len(back),
                        who=who(st, env), places=join([label(x) for x in back])))
    finish_action(st, env)


# -- dice with the red mosque tile (8 and 9) -----------------------------------------------------
def start_roll(st: State, env: Env, purpose: str, named: int = 0) -> None:
    """Roll two dice for a place (the Tea House's ``named`` number said first); with the red
    tile, ask keep / re-roll / set a die to 4."""
    dice = roll(st)
    if named:
        tell(st, "{who} names {named} and rolls {a}+{b}", who=who(st, env), named=named,
             a=dice[0], b=dice[1])
    else:
        tell(st, "{who} rolls {a}+{b}", who=who(st, env), a=dice[0], b=dice[1])
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
            no(why, "set-four", "die {i} already shows {four}", i=i, four=D.RED_DIE)
    return out


def _dice_do(st: State, env: Env, w: list[str]) -> None:
    dice = pending_as(st, DiceRoll).dice
    if w[0] == "reroll":
        dice[:] = roll(st)
        tell(st, "{who} re-rolls (red mosque tile): {a}+{b} = {total}", who=who(st, env),
             a=dice[0], b=dice[1], total=sum(dice))
    elif w[0] == "set-four":
        i = int(w[1]) - 1
        dice[i] = D.RED_DIE
        tell(st, "{who} sets die {i} to {four} (red mosque tile): {a}+{b} = {total}",
             who=who(st, env), i=i + 1, four=D.RED_DIE, a=dice[0], b=dice[1], total=sum(dice))
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
        tell(st, "{total} brings no jewelry", total=total)
    st.phase = "black-market-good"
    st.pending = None


def _bm_good_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """Rolled first, chosen after ("either order", RULES.md 4.1 #8); only goods with room are
    offered (docs/engine.md, decision 6)."""
    out = [f"take {g}" for g in D.BLACK_MARKET["goods"] if room(me(st), g) > 0]
    if out and why is not None:
        no(why, "take", "take one of {goods} that still fits in your cart",
           goods=join([good_term(g) for g in D.BLACK_MARKET["goods"]]))
    return out or ["take nothing"]      # i18n: not shown (an action's notation)


def _bm_good(st: State, env: Env, w: list[str]) -> None:
    if w[1] != "nothing":
        gain(st, env, st.to_act, w[1])
    finish_action(st, env)


# -- 9 Tea House --------------------------------------------------------------------------------
_TEA_TEXTS = [f"tea {n}" for n in range(D.TEA["lowest"], D.TEA["highest"] + 1)]


def _tea_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if why is not None:
        no(why, "tea", "name a number from {low} to {high}: 'tea 7'", low=D.TEA["lowest"],
           high=D.TEA["highest"])
    return _TEA_TEXTS[:]


def _tea_do(st: State, env: Env, w: list[str]) -> None:
    n = int(w[1])
    start_roll(st, env, "tea", n)


def _tea_resolve(st: State, env: Env) -> None:
    rolled = pending_as(st, DiceRoll)
    total, named = sum(rolled.dice), rolled.named
    win = named if total >= named else D.TEA["consolation"]
    me(st).lira += win
    if total >= named:
        tell(st, "{who} takes {n} lira ({total} reaches {named})", who=who(st, env), n=win,
             total=total, named=named)
    else:
        tell(st, "{who} takes {n} lira ({total} is below {named})", who=who(st, env), n=win,
             total=total, named=named)
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
        no(why, "sell", "the demand tile asks for {wanted}; you have {have}",
           wanted=goods_text(market_tile(st, st.at)), have=goods_text(p.goods))
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
    tell(st, "{who} sells {goods} at the {place} for {n} lira", who=who(st, env),
         goods=goods_text(counts), place=label(st.at), n=pay)
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
    tell(st, "{who} sends the family member from the Police Station to {place}",
         who=who(st, env), place=label(target))
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
    if why is not None and anys:
        no(why, "sultan", N_("the Sultan wants {wanted} and {n} good of your choice; you have "
                             "{have}", "the Sultan wants {wanted} and {n} goods of your "
                             "choice; you have {have}", anys, wanted=goods_text(fixed),
                             have=goods_text(p.goods)))
    elif why is not None:
        no(why, "sultan", "the Sultan wants {wanted}; you have {have}",
           wanted=goods_text(fixed), have=goods_text(p.goods))
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
    tell(st, "{who} delivers {goods} to the Sultan and takes a ruby", who=who(st, env),
         goods=goods_text(given))
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
            no(why, f"tile {colour}", "you already have the {colour} tile",
               colour=TILE_COLOURS[colour])
        elif not stack:
            no(why, f"tile {colour}", "no {colour} tile is left", colour=TILE_COLOURS[colour])
        elif p.goods[GI[good]] < stack[0]:
            no(why, f"tile {colour}", "the {colour} tile needs {n} {good}; you have {have}",
               colour=TILE_COLOURS[colour], n=stack[0], good=good_term(good),
               have=p.goods[GI[good]])
    if why is not None:
        no(why, "tile", "name a tile of this mosque: {tiles}",
           tiles=", ".join(f"'tile {c}'" for c in D.MOSQUE_TILES[st.at]))
    return out


def _mosque_do(st: State, env: Env, w: list[str]) -> None:
    p = me(st)
    colour = w[1]
    good = D.TILE_GOOD[colour]
    n = st.stacks[colour].pop(0)
    lose(st, st.to_act, good)
    p.tiles.append(colour)
    p.tiles.sort(key=D.TILE_COLOURS.index)
    tell(st, "{who} has {n}+ {good}, pays 1 {good} and takes the {colour} mosque tile ({n})",
         who=who(st, env), n=n, good=good_term(good), colour=TILE_COLOURS[colour])
    if colour == "blue" and not p.fifth:
        p.fifth = True
        env.rules.join_stack(st, st.to_act, None, "own")
        tell(st, "{who} adds the 5th assistant to the stack (blue tile)", who=who(st, env))
    mosque = st.at
    both = all(c in p.tiles for c in D.MOSQUE_TILES[mosque])
    if both and mosque not in p.mosque_rubies and st.mosque_rubies.get(mosque, 0) > 0:
        st.mosque_rubies[mosque] -= 1
        p.mosque_rubies.append(mosque)
        p.mosque_rubies.sort()
        p.rubies += 1
        tell(st, "{who} holds both tiles of the {place} and takes a ruby", who=who(st, env),
             place=label(mosque))
    finish_action(st, env)


# -- 16 Gemstone Dealer -------------------------------------------------------------------------
def gem_price(st: State) -> int:
    return D.GEM_TOP + 1 - st.gem_left


def _gem_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if st.gem_left <= 0:
        return no(why, "gemstone", "the Gemstone Dealer has no ruby left")
    p = me(st)
    if p.lira < gem_price(st):
        return no(why, "gemstone", "you have {lira} lira; the Gemstone Dealer's ruby costs "
                                   "{price}", lira=p.lira, price=gem_price(st))
    return ["gemstone"]


def _gem_do(st: State, env: Env, w: list[str]) -> None:
    p = me(st)
    price = gem_price(st)
    p.lira -= price
    st.gem_left -= 1
    p.rubies += 1
    tell(st, "{who} pays {n} lira to the Gemstone Dealer for a ruby", who=who(st, env), n=price)
    finish_action(st, env)


# -- plain words for the verbs ------------------------------------------------------------------
def _describe_warehouse(a: list[str]) -> Message:
    price = D.D["green_tile_price"]["value"]
    return (_("fill the warehouse's good, and pay {price} lira for 1 {good}", price=price,
              good=good_term(a[1])) if a
            else _("fill up the warehouse's good"))


def install(rules: Ruleset) -> None:
    """The sixteen base places, their sub-decisions and their verbs."""
    sub = dict(window=None, at_merchant=False)
    rules.add_place(1, _wain_opts, _wain_do, ("wainwright",))
    for n in D.WAREHOUSES:
        rules.add_place(n, _ware_opts, _ware_do, ("warehouse",))
    rules.add_place(5, _post_opts, _post_do, ("post",))
    rules.add_place(6, _cara_opts, _cara_do, ("caravansary",))
    rules.add_phase("caravansary", _cara_take_opts, _cara_take,
                    lambda st, env: _("take a card from the draw pile or the discard pile"),
                    pending=Drawing, verbs=("draw",),
                    words=_("taking cards at the Caravansary"), **sub)
    rules.add_phase("caravansary-discard", _cara_discard_opts, _cara_discard,
                    lambda st, env: _("which card do you discard?"), verbs=("discard",),
                    words=_("discarding a card at the Caravansary"), **sub)
    rules.add_place(D.FOUNTAIN, _fountain_opts, _fountain_do, ("fountain",))
    rules.add_phase("dice", _dice_opts, _dice_do,
                    lambda st, env: _("keep the dice, re-roll both, or set one die to 4 (red "
                                      "mosque tile)?"),
                    pending=DiceRoll, verbs=("keep", "reroll", "set-four"),
                    words=_("deciding about the dice (red mosque tile)"), **sub)
    rules.add_place(8, _bm_opts, _bm_do, ("black-market",))
    rules.resolve["black-market"] = _bm_resolve
    rules.add_phase("black-market-good", _bm_good_opts, _bm_good,
                    lambda st, env: _("take 1 fabric, spice or fruit"), verbs=("take",),
                    words=_("choosing a good at the Black Market"), **sub)
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
    v("wainwright", "place", describe=lambda a: _("pay {price} lira for a cart extension",
                                                  price=D.WAINWRIGHT["price"]))
    v("warehouse", "place", "goods", describe=_describe_warehouse)
    v("post", "place", describe=lambda a: _("take what the Post Office shows"))
    v("caravansary", "place", describe=lambda a: _("take 2 bonus cards, then discard 1"))
    v("draw", "place", "word", describe=lambda a: _("take the top card of the draw pile")
      if a[0] == "deck" else _("take the top card of the discard pile"))
    v("discard", "place", "card",
      describe=lambda a: _("discard the {card} card", card=card_term(rules, a[0])))
    v("fountain", "place", "places", unordered=True,
      describe=lambda a: _("bring back your assistants from {places}",
                           places=join([label(int(x)) for x in a])))
    v("black-market", "place", describe=lambda a: _("take a good and roll for jewelry"))
    v("keep", "place", describe=lambda a: _("keep the dice as rolled"))
    v("reroll", "place", describe=lambda a: _("roll both dice again (red mosque tile)"))
    v("set-four", "place", "number",
      describe=lambda a: _("set die {i} to {four} (red mosque tile)", i=a[0], four=D.RED_DIE))
    v("take", "place", "goods",
      describe=lambda a: _("take nothing") if a[0] == "nothing"
      else _("take 1 {good}", good=good_term(a[0])))
    v("tea", "place", "number", describe=lambda a: _("name {n} and roll two dice", n=a[0]))
    v("sell", "place", "goods", unordered=True,
      describe=lambda a: _("sell {goods}", goods=_goods_words(a)))
    v("police", "place", "place",
      describe=lambda a: _("send your family member to {place} and do its action",
                           place=label(int(a[0]))))
    v("sultan", "place", "goods", unordered=True,
      describe=lambda a: _("deliver goods to the Sultan for a ruby (any goods: {goods})",
                           goods=_goods_words(a)) if a
      else _("deliver goods to the Sultan for a ruby"))
    v("tile", "place", "word",
      describe=lambda a: _("take the {colour} mosque tile", colour=TILE_COLOURS[a[0]]))
    v("gemstone", "place", describe=lambda a: _("buy a ruby from the Gemstone Dealer"))


def _goods_words(ws: list[str]) -> Message:
    """"2 fabric, 1 spice" for the goods an action names, in the order it names them."""
    counts: dict[str, int] = {}
    for w in ws:
        counts[w] = counts.get(w, 0) + 1
    # TRANSLATORS: a count of one good in a list of goods ("2 fabric, 1 fruit")
    return (join([_("{n} {good}", n=n, good=good_term(g)) for g, n in counts.items()])
            if counts else _("nothing"))
