"""The Tavern 19 and what it hands out: the barrier, the Tavern tiles, the Baksheesh tile
(RULES.md 7; seed 000, place 19 and "여관 타일").

One of three options:

- ``barrier 2 5``: pay 2 coffee, put the barrier on the border between two adjacent places
  (moving it if it is already out), take the barrier-control tile (from whoever held it), then
  do the action of one of those two places: ``act 2`` / ``act 5`` (phase ``tavern-barrier``, or
  ``skip``), and that place's own action texts follow (phase ``tavern-action``). Seed example:
  the barrier between the Post Office and the Fabric Warehouse, then the warehouse's action.
  Rulings where the seed is silent or ambiguous [reconstructed]: the barrier may lie on any
  border of the board, also where it already lies; "no encounters" (이때는 '만나기' 단계를
  진행하지 않습니다) is read like the Police Station's family member: nobody is met *at the
  chosen place*; the merchant's own encounters at the Tavern follow as usual (docs/engine.md,
  decision 9); the Tavern itself cannot be the chosen place (its action would start again);
  the control tile is taken at once rather than after the action (nothing in an action
  depends on it); a doubling bonus card may follow the chosen place's action (as after the
  Police Station's family action, docs/engine.md decision 5).
- ``tavern-tile long_move`` / ``tavern-tile free_encounters``: take the top tile of that stack
  and pay its coffee cost; one tile of each type per player; a lasting effect.
- ``baksheesh 13`` / ``16`` / ``20``: pay 4 coffee and the goods the Baksheesh tile shows, take
  the leftmost ruby of the Sultan's Palace, the Gemstone Dealer or the Coffee House, then turn
  the tile over (its sides alternate).

**The barrier and movement** (RULES.md 2 and 7; seed 000 place 19 and "이동 강화 타일"). Only the
holder of the barrier-control tile crosses the barrier; the long-move tile never crosses it
without the control tile. Ruling on every kind of movement, with its provenance: a merchant's
walk never crosses the barrier (1-2 steps; Move 3-4 measured as the shortest walk around it,
[inferred]: the card moves the merchant "3-4 places instead of 1-2", a walk like the normal
move; the long move's straight line stops at it [seed]). Pieces that are *put* on a place, not
walked, ignore it [inferred: the seed speaks of crossing (통과), which only a walk does]: the
family member sent from the Police Station or put there by a card, assistants brought back
(Fountain, yellow tile, Return assistant card), the Governor, Smuggler, Coffee Trader and
neutral merchants placed by dice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import data as D
from ...engine.ops import finish_action, me, no, tell
from ...engine.ruleset import Ruleset
from ...i18n import Message, Term, _, join
from .places import take_house_ruby
from .rules import M, has_tile, holds_barrier, labelled, mpart, pay_coffee, word

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...engine.ops import Env
    from ...engine.ruleset import Why
    from ...engine.state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["barrier_do", "barrier_texts", "goods_words", "install", "take_tile", "tile_kind",
           "tile_name", "tile_texts"]

GI = D.GOOD_INDEX
TAVERN = 19


# TRANSLATORS: the two kinds of Tavern tiles (Korean rule book: 이동 강화 타일, 만나기 강화 타일)
TILE_NAMES = {"long_move": _("long-move tile"), "free_encounters": _("free-encounters tile")}
# TRANSLATORS: a Tavern tile's kind in "the long-move Tavern tile"
TILE_KINDS = {"long_move": _("long-move"), "free_encounters": _("free-encounters")}


def who(st: State, env: Env) -> str:
    return env.name(st.to_act)


def tile_name(kind: str) -> str:
    """A Tavern tile type as a message value ("long-move tile"); a type the catalogue does not
    know (a teacher's new one in the data file) in its own words."""
    return TILE_NAMES.get(kind) or Term(kind.replace("_", "-") + " tile")


def tile_kind(kind: str) -> str:
    """A Tavern tile type's kind ("long-move", as in "the long-move Tavern tile")."""
    return TILE_KINDS.get(kind) or Term(kind.replace("_", "-"))


def goods_words(goods: dict[str, int]) -> Message:
    """"3 fruit": the goods of a Baksheesh side, each a count and its good, translatable."""
    return join(_("{n} {good}", n=n, good=word(g)) for g, n in goods.items())


def tile_texts(st: State, why: Why | None, extra: int,
               price_words: Callable[[str, int], Message]) -> list[str]:
    """The Tavern tiles the seat to act may take for the top tile's coffee plus ``extra``
    (one of each type per player); ``price_words(type, cost)`` says the price in a refusal.
    The Tavern and guild card 19 (a tile and the barrier together) ask the same."""
    mp = mpart(st)
    have = mp.coffee[st.to_act]
    out = []
    for t, stack in mp.stacks.items():
        text = f"tavern-tile {t}"
        if has_tile(st, st.to_act, t):
            no(why, text, "you already have a {tile} (one of each type per player)",
               tile=tile_name(t))
        elif not stack:
            no(why, text, "no {tile} is left", tile=tile_name(t))
        elif have < stack[0] + extra:
            if why is not None:
                no(why, text, "you have {have} coffee; {price}", have=have,
                   price=price_words(tile_name(t), stack[0] + extra))
        else:
            out.append(text)
    return out


def baksheesh_goods(st: State, env: Env) -> dict[str, int]:
    return M(env)[f"baksheesh_side_{mpart(st).baksheesh}"]["value"]


def baksheesh_words(st: State, env: Env) -> Message:
    """The goods the Baksheesh tile shows now, in words, with the side's label when the side is
    not known from a source ("3 spice [reconstructed]"), so a learner meets the label too."""
    side = M(env)[f"baksheesh_side_{mpart(st).baksheesh}"]
    words = goods_words(side["value"])
    label = side.get("provenance", "")
    if label == "reconstructed":
        return _("{items} [reconstructed]", items=words)
    if label == "inferred":
        return _("{items} [inferred]", items=words)
    return words


def _ruby_left(st: State, place: int) -> int:
    if place == 13:
        return st.sultan_left
    if place == 16:
        return st.gem_left
    return mpart(st).coffee_house


# -- 19 Tavern: options -------------------------------------------------------------------------
def _tavern_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    m = M(env)
    p = me(st)
    mp = mpart(st)
    have = mp.coffee[st.to_act]
    out = []
    # the barrier
    cost = m["barrier"]["coffee"]
    if have >= cost:
        out += barrier_texts(env, why)
    else:
        no(why, "barrier", "you have {have} coffee; the barrier costs {cost}", have=have,
           cost=cost)
    # Tavern tiles
    out += tile_texts(st, why, 0, lambda t, cost: _("the top {tile} costs {cost}", tile=t,
                                                    cost=cost))
    no(why, "tavern-tile", "name a tile type: {types}", types=", ".join(mp.stacks))
    # Baksheesh
    bak = m["baksheesh"]
    goods = baksheesh_goods(st, env)
    short = [g for g, n in goods.items() if p.goods[GI[g]] < n]
    if have < bak["coffee"]:
        no(why, "baksheesh", "you have {have} coffee; the Baksheesh costs {cost} coffee and the "
                             "goods shown", have=have, cost=bak["coffee"])
    elif short:
        if why is not None:
            no(why, "baksheesh", "the Baksheesh tile asks for {items}; you have {n} {good}",
               items=baksheesh_words(st, env), n=p.goods[GI[short[0]]], good=word(short[0]))
    else:
        for place in bak["places"]:
            if _ruby_left(st, place) > 0:
                out.append(f"baksheesh {place}")
            else:
                no(why, f"baksheesh {place}", "{place} has no ruby left", place=labelled(place))
        no(why, "baksheesh", "name where the ruby comes from: {choices}",
           choices=", ".join(f"'baksheesh {x}'" for x in bak["places"]))
    return out


def barrier_texts(env: Env, why: Why | None = None) -> list[str]:
    """``barrier a b`` for every border of the board (the same list for every game on it)."""
    key = ("mocha-barrier-texts",)
    hit = env.cache.get(key)
    if hit is None:
        hit = env.cache[key] = [f"barrier {min(a, b)} {max(a, b)}" for a, b in env.board.edges()]
    if why is not None:
        no(why, "barrier", "name two adjacent places: 'barrier 2 5'")
    return hit


def _tavern_do(st: State, env: Env, w: list[str]) -> None:
    if w[0] == "barrier":
        barrier_do(st, env, int(w[1]), int(w[2]), M(env)["barrier"]["coffee"])
    elif w[0] == "tavern-tile":
        take_tile(st, env, w[1])
        finish_action(st, env)
    else:
        _baksheesh_do(st, env, int(w[1]))


# -- the barrier ----------------------------------------------------------------------------------
def barrier_do(st: State, env: Env, a: int, b: int, cost: int) -> None:
    """Pay ``cost`` coffee, put the barrier, take its control tile; the action beside it
    follows (phase ``tavern-barrier``)."""
    mp = mpart(st)
    pay_coffee(st, env, st.to_act, cost, "tavern")
    st.barrier = (a, b)
    tell(st, "{who} puts the barrier between {a} and {b}", who=who(st, env), a=labelled(a),
         b=labelled(b))
    if mp.control is None:
        tell(st, "{who} takes the barrier-control tile", who=who(st, env))
    elif mp.control != st.to_act:
        tell(st, "{who} takes the barrier-control tile from {holder}", who=who(st, env),
             holder=env.name(mp.control))
    mp.control = st.to_act
    st.phase = "tavern-barrier"


def _can_act(st: State, env: Env, place: int) -> bool:
    saved = st.at
    st.at = place
    try:
        return bool(env.rules.places[place].options(st, env, None))
    finally:
        st.at = saved


def _act_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    out = []
    for place in st.barrier or ():
        if place == TAVERN:
            no(why, f"act {place}", "the Tavern's own action cannot be chosen from the Tavern")
        elif place not in env.rules.places:
            no(why, f"act {place}", "{place} has no action", place=labelled(place))
        elif _can_act(st, env, place):
            out.append(f"act {place}")
        else:
            no(why, f"act {place}", "you cannot do the action of {place} now",
               place=labelled(place))
    if why is not None and st.barrier is not None:
        no(why, "act", "choose {a} or {b}, the places beside the barrier",
           a=labelled(st.barrier[0]), b=labelled(st.barrier[1]))
    return out + ["skip"]


def _act_do(st: State, env: Env, w: list[str]) -> None:
    if w[0] == "skip":
        tell(st, "{who} does no action beside the barrier", who=who(st, env))
        finish_action(st, env)
        st.acted = 0
        return
    place = int(w[1])
    st.at = place
    st.actor = "merchant"
    st.phase = "tavern-action"
    tell(st, "{who} does the action of {place} (beside the barrier; nobody is met there)",
         who=who(st, env), place=labelled(place))


def _remote_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return env.rules.places[st.at].options(st, env, why)


def _remote_do(st: State, env: Env, w: list[str]) -> None:
    env.rules.places[st.at].perform(st, env, w)


def _act_question(st: State, env: Env) -> Message:
    if st.barrier is None:      # the phase comes right after the barrier is put down
        raise TypeError("the question beside the barrier is asked with no barrier on the board")
    a, b = st.barrier
    return _("do the action of {a} or {b} (beside the barrier), or skip it?", a=labelled(a),
             b=labelled(b))


# -- Tavern tiles and the Baksheesh -----------------------------------------------------------
def take_tile(st: State, env: Env, tile: str) -> None:
    """Take the top tile of that stack and pay its coffee (the action goes on)."""
    mp = mpart(st)
    cost = mp.stacks[tile].pop(0)
    pay_coffee(st, env, st.to_act, cost, "tavern")
    types = M(env)["tavern_tiles"]["types"]
    held = mp.tiles[st.to_act]
    held.append(tile)
    held.sort(key=types.index)
    tell(st, "{who} takes the {kind} Tavern tile", who=who(st, env), kind=tile_kind(tile))


def _baksheesh_do(st: State, env: Env, place: int) -> None:
    p = me(st)
    mp = mpart(st)
    goods = baksheesh_goods(st, env)
    pay_coffee(st, env, st.to_act, M(env)["baksheesh"]["coffee"], "baksheesh")
    for g, n in goods.items():
        p.goods[GI[g]] -= n
    tell(st, "{who} gives {items} for the Baksheesh", who=who(st, env),
         items=goods_words(goods))
    if place == 13:
        st.sultan_left -= 1
        p.rubies += 1
    elif place == 16:
        st.gem_left -= 1
        p.rubies += 1
    else:
        take_house_ruby(st, env)
    tell(st, "{who} takes the leftmost ruby of {place}", who=who(st, env),
         place=labelled(place))
    sides = sorted(k[len("baksheesh_side_"):] for k in M(env) if
                   k.startswith("baksheesh_side_"))
    mp.baksheesh = sides[(sides.index(mp.baksheesh) + 1) % len(sides)]
    tell(st, "the Baksheesh tile is turned over: it now asks for {items}",
         items=baksheesh_words(st, env))
    finish_action(st, env)


# -- movement: the long-move tile and the barrier's refusals ----------------------------------
def wrap_move_phase(rules: Ruleset) -> None:
    """The long-move tile adds straight lines to the merchant's normal move (seed: "instead of
    1-2 places, any number in a straight line"; the normal move stays allowed, RULES.md 7);
    a move card (Move 3-4) replaces both. A move refused only because of the barrier says so."""
    old = rules.phases["move"]
    base_opts = old.options

    def options(st: State, env: Env, why: Why | None = None) -> list[str]:
        long = st.source == "merchant" and has_tile(st, st.current, "long_move")
        # the long move replaces the normal move's texts: without a refusal to record, the
        # normal move (a pure, cached answer) need not be asked
        out = base_opts(st, env, why) if why is not None or not long else []
        if long:
            start = st.players[st.current].merchant
            holder = st.barrier is not None and holds_barrier(st, env)
            key = ("mocha-long", start, st.barrier, holder)
            hit = env.cache.get(key)
            if hit is None:
                board = env.board_for(st)
                dest = board.straight_moves(start, holder) | board.moves(start, holder)
                hit = env.cache[key] = [f"move {n}" for n in sorted(dest)]
            # the move phase's other texts stay (an expansion installed before Mocha: the
            # Letters companion's 'companion N')
            rest = out if why is not None else base_opts(st, env, None)
            out = hit + [t for t in rest if not t.startswith("move ")] if rest else hit
        if why is not None:
            why["move"] = _refusal(st, env, why.get("move"), long)
        return out

    rules.add_phase("move", options, old.perform, old.question, window=old.window,
                    pending=old.pending, others_decide=old.others_decide,
                    at_merchant=old.at_merchant, verbs=old.verbs)


def _refusal(st: State, env: Env, base: str | Callable[[list[str]], str] | None,
             long: bool) -> Callable[[list[str]], str]:
    def reason(args: list[str]) -> str:
        start = env.rules.move_sources[st.source].start(st)
        if len(args) == 1 and args[0].isdecimal() and st.barrier is not None:
            dest = int(args[0])
            if dest in env.board.places and dest != start \
                    and not holds_barrier(st, env) and _blocked_only(st, env, start, dest, long):
                a, b = st.barrier
                return _("the barrier between {a} and {b} is in the way: only the holder of the "
                         "barrier-control tile crosses it", a=labelled(a), b=labelled(b))
        if st.source == "corner" and len(args) == 1 and args[0].isdecimal():
            return _("with the corner card the merchant goes to a corner of the board: "
                     "{places}", places=join(labelled(c) for c in env.board.corners()
                                             if c != start))
        if long and len(args) == 1 and args[0].isdecimal() \
                and int(args[0]) in env.board_for(st).places:
            # a number that is no place of this board falls to the base refusal ("there is no
            # place 35 on this board"): ``label`` would raise a plain ValueError
            return _("{place} is neither 1-2 steps away nor in a straight line from {start} "
                     "(long-move tile)", place=labelled(int(args[0])), start=labelled(start))
        if callable(base):
            return base(args)
        return base or _("you cannot move there")
    return reason


def _blocked_only(st: State, env: Env, start: int, dest: int, long: bool) -> bool:
    """Whether ``dest`` would be a legal move without the barrier."""
    src = env.rules.move_sources[st.source]
    open_board = env.board
    reach = src.reach(open_board, start, False)
    if long:
        reach = reach | open_board.straight_moves(start, False)
    return dest in reach


def install(rules: Ruleset) -> None:
    sub = dict(window=None, at_merchant=False)
    rules.add_place(TAVERN, _tavern_opts, _tavern_do, ("barrier", "tavern-tile", "baksheesh"))
    rules.add_phase("tavern-barrier", _act_opts, _act_do, _act_question,
                    verbs=("act", "skip"), words=_("placing the barrier"), **sub)
    rules.add_phase("tavern-action", _remote_opts, _remote_do,
                    lambda st, env: _("do the action of {place} (beside the barrier)",
                                      place=labelled(st.at)),
                    words=_("choosing at the Tavern"), **sub)
    rules.holds_barrier = holds_barrier
    wrap_move_phase(rules)
    m = rules.data["mocha"]
    v = rules.add_verb
    v("barrier", "place", "places", unordered=True,
      describe=lambda a: _("pay {n} coffee, put the barrier between {a} and {b} and take its "
                           "control tile", n=m["barrier"]["coffee"], a=labelled(int(a[0])),
                           b=labelled(int(a[1]))))
    v("act", "place", "place",
      describe=lambda a: _("do the action of {place} (beside the barrier)",
                           place=labelled(int(a[0]))),
      elsewhere=_("a place beside the barrier acts only right after placing it at the Tavern"))
    v("tavern-tile", "place", "word",
      describe=lambda a: _("take the {kind} Tavern tile and pay its coffee",
                           kind=tile_kind(a[0])))
    v("baksheesh", "place", "place",
      describe=lambda a: _("pay {n} coffee and the goods shown for the leftmost ruby of "
                           "{place}", n=m["baksheesh"]["coffee"], place=labelled(int(a[0]))))
