"""Playing guild cards (RULES.md 7; seed 000, "내 차례에 하는 일" 1 and the guild card notes).

Instead of the whole four-phase turn, at its start (the move phase, before moving), a seat may
play one guild card from its hand: ``guild 8``. The card goes face up beside the board; the
merchant does not move and meets nobody; the card's action is done from afar (phase
``guild-action``, with the place's own action texts and sub-decisions), and when it is over the
turn ends. A card that cannot be carried out in full is not offered ("you must be able to do
everything the card says"). Bonus cards that need the merchant at a place (doubling cards,
the Small Market card, Stay ...) cannot be played in a guild turn: the turn ends as soon as the
card's action is over; the others (1 good, 5 lira) can be played in the move phase before it.

Card N acts on place N [inferred]. The seed fixes 8, 9, 12, 14, 16 and 19; the others are
[reconstructed] in ``data/mocha.json`` ("place N's action from afar": no assistant, no payment,
no encounter). Texts and numbers are read from the data:

- 8: the Black Market from afar; the red mosque tile does not help [seed].
- 9: the Tea House from afar; a failed roll pays 4 lira instead of 2; no red tile [seed].
- 12: the family member goes to the Police Station without reward, also when it is already
  there [seed]; then the Police Station's action [reconstructed].
- 14 (15): a Small (Great) Mosque tile for 1 good of its colour, whatever its threshold [seed;
  15 reconstructed].
- 16: pay 15 lira, take the leftmost Gemstone Dealer ruby and 3 coffee [seed].
- 19: two of the Tavern's things in one visit, 1 coffee less in total [seed: the card-19
  note, "took a Tavern tile costing 2 coffee and also moved the barrier and did the action of
  a place beside it: 4 coffee in total, this card makes it 3"]. Played as ``guild 19``, then
  ``tavern-tile long_move`` (the top tile, its full price), then ``barrier 2 5`` (phase
  ``guild-barrier``, 1 coffee less) and ``act 2`` / ``skip`` as at the Tavern. Rulings
  [reconstructed]: the order tile-then-barrier; the card is playable only when both can be done
  (a tile you may still take and coffee for it and the barrier together, less 1); the
  Baksheesh is not part of it.

Ruling R5 (RULES.md 11; seed 000 l.371, l.771): in a guild-card turn no mosque tile tied to a
place helps, by any route: not the green tile's extra good (card 2, or card 12's or 19's route
to a warehouse), not the red tile's dice (8, 9, card 12's Police Station errand to the Black
Market or the Tea House, card 19's action beside the barrier). ``ops.place_tiles_help`` asks
``part.playing``, which stays set until the card's action is over.

Ruling R6 (RULES.md 11; seed 000 l.373): a card that cannot be carried out in full is not
offered, whatever its route (``playable`` asks the card's options as they will be once it is
played). Beyond the place's own options, in full means: card 6 has 2 bonus cards to take (draw
pile and discard pile together), card 8 room for the Black Market's fabric, spice or fruit,
card 18 2 guild cards in the guild pile (a visit of the Guild Hall itself takes what is there).

Dice of cards 8 and 9 are the current seat's rolls: a die-six bonus card may change one (the
seed bars only the red mosque tile there; ``cards.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from ...engine import data as D
from ...engine.ops import finish_action, me, no, roll, room, tell
from ...engine.ruleset import Ruleset
from ...engine.state import DiceRoll, pending_as
from ...engine.turn import close_turn
from ...i18n import Message, _, join
from ...places import term as place_term
from . import tavern
from .rules import KEY, M, catalogued, gain_coffee, labelled, mpart, word

if TYPE_CHECKING:
    from ...engine.ops import Env
    from ...engine.ruleset import Why
    from ...engine.state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["card_text", "install"]

GI = D.GOOD_INDEX
PHASE = "guild-action"


def who(st: State, env: Env) -> str:
    return env.name(st.to_act)


_T = TypeVar("_T")


def _at(st: State, env: Env, place: int, fn: Callable[[], _T]) -> _T:
    """``fn()`` as if the place in question were ``place`` (the card's place)."""
    saved = st.at, st.actor
    st.at, st.actor = place, "merchant"
    try:
        return fn()
    finally:
        st.at, st.actor = saved


# -- what each card offers once played -----------------------------------------------------------
def _mosque_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """14/15: a tile of this mosque for 1 good of its colour, whatever the threshold."""
    p = me(st)
    out = []
    for colour, good in D.MOSQUE_TILES[st.at].items():
        if colour in p.tiles:
            if why is not None:
                no(why, f"tile {colour}", "you already have the {tile}",
                   tile=word(f"{colour}-mosque-tile", f"{colour} tile"))
        elif not st.stacks.get(colour):
            if why is not None:
                no(why, f"tile {colour}", "no {tile} is left",
                   tile=word(f"{colour}-mosque-tile", f"{colour} tile"))
        elif p.goods[GI[good]] < 1:
            if why is not None:
                no(why, f"tile {colour}", "the guild card asks for 1 {good}; you have none",
                   good=word(good))
        else:
            out.append(f"tile {colour}")
    return out


def _bm_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """8 in full: the Black Market's good (fabric, spice or fruit) must fit (R6)."""
    if not any(room(me(st), g) > 0 for g in D.BLACK_MARKET["goods"]):
        return no(why, "black-market", "there is no room in your cart for the Black Market's "
                                       "{items}",
                  items=join(word(g) for g in D.BLACK_MARKET["goods"]) if why is not None
                  else "")
    return ["black-market"]


def _cara_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """6 in full: take 2 bonus cards (the draw pile and the discard pile together) (R6)."""
    take = D.D["caravansary"]["take"]
    have = len(st.deck) + len(st.discard)
    if have < take:
        if have == 1:
            return no(why, "caravansary", "there is 1 bonus card to take; the Caravansary "
                                          "gives {take}", take=take)
        return no(why, "caravansary", "there are {n} bonus cards to take; the Caravansary "
                                      "gives {take}", n=have, take=take)
    return env.rules.places[6].options(st, env, why)


def _hall_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """18 in full: 1 coffee and 2 guild cards from the guild pile (R6)."""
    take = M(env)["guild_hall"]["draw"]
    left = len(mpart(st).guild_pile)
    if left < take:
        if left == 1:
            return no(why, "guild-hall", "the guild pile has 1 card; the Guild Hall gives "
                                         "{take}", take=take)
        return no(why, "guild-hall", "the guild pile has {n} cards; the Guild Hall gives "
                                     "{take}", n=left, take=take)
    return env.rules.places[18].options(st, env, why)


def _bm_do(st: State, env: Env, w: list[str]) -> None:
    """8: roll for jewelry without the red tile's help."""
    dice = roll(st)
    tell(st, "{who} rolls {a}+{b} (guild card: the red tile does not help)", who=who(st, env),
         a=dice[0], b=dice[1])
    st.pending = DiceRoll("black-market", dice)
    env.rules.resolve["black-market"](st, env)


def _tea_do(st: State, env: Env, w: list[str]) -> None:
    """9: name a number and roll; a failure pays 4 lira; no red tile."""
    named = int(w[1])
    dice = roll(st)
    tell(st, "{who} names {named} and rolls {a}+{b} (guild card: the red tile does not help)",
         who=who(st, env), named=named, a=dice[0], b=dice[1])
    st.pending = DiceRoll("tea", dice, named)
    env.rules.resolve["tea"](st, env)


def _wrap_tea(original: Callable[[State, Env], None]) -> Callable[[State, Env], None]:
    """The Tea House's roll resolved with card 9's consolation while card 9 is played."""
    def resolve(st: State, env: Env) -> None:
        if mpart(st).playing != 9:
            original(st, env)
            return
        rolled = pending_as(st, DiceRoll)
        total, named = sum(rolled.dice), rolled.named
        win = named if total >= named else M(env)["guild_card_9"]["consolation"]
        me(st).lira += win
        if total >= named:
            tell(st, "{who} takes {n} lira ({total} reaches {named}; guild card 9)",
                 who=who(st, env), n=win, total=total, named=named)
        else:
            tell(st, "{who} takes {n} lira ({total} is below {named}; guild card 9)",
                 who=who(st, env), n=win, total=total, named=named)
        finish_action(st, env)
    return resolve


def _g19_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """19: a Tavern tile you may take, with coffee for it and the barrier together, less 1."""
    m = M(env)
    extra = m["barrier"]["coffee"] - m["guild_card_19"]["discount"]
    out = tavern.tile_texts(st, why, extra, lambda t, cost: _(
        "with guild card 19 the top {tile} and the barrier cost {cost} together", tile=t,
        cost=cost))
    no(why, "tavern-tile", "guild card 19: first take a Tavern tile ('tavern-tile "
                          "long_move'), then put the barrier")
    return out


def _g19_do(st: State, env: Env, w: list[str]) -> None:
    tavern.take_tile(st, env, w[1])
    st.phase = "guild-barrier"


def _g19_barrier_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return tavern.barrier_texts(env, why)


def _g19_barrier_do(st: State, env: Env, w: list[str]) -> None:
    m = M(env)
    cost = m["barrier"]["coffee"] - m["guild_card_19"]["discount"]
    tell(st, "{who} pays 1 coffee less in total (guild card 19)", who=who(st, env))
    tavern.barrier_do(st, env, int(w[1]), int(w[2]), cost)


#: card -> (options, perform) used instead of the place's own while that card is played
def _special(rules: Ruleset) -> dict:
    return {6: (_cara_opts, rules.places[6].perform), 8: (_bm_opts, _bm_do),
            9: (rules.places[9].options, _tea_do),
            14: (_mosque_opts, rules.places[14].perform),
            15: (_mosque_opts, rules.places[15].perform),
            18: (_hall_opts, rules.places[18].perform), 19: (_g19_opts, _g19_do)}


def _specials(env: Env) -> dict:
    special = env.rules.memo.get("mocha-guild-special")
    if special is None:
        special = env.rules.memo["mocha-guild-special"] = _special(env.rules)
    return special


def _card_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    n = mpart(st).playing
    special = _specials(env)
    opts = special[n][0] if n in special else env.rules.places[st.at].options
    return opts(st, env, why)


def _card_do(st: State, env: Env, w: list[str]) -> None:
    n = mpart(st).playing
    special = _specials(env)
    perform = special[n][1] if n in special else env.rules.places[st.at].perform
    perform(st, env, w)


# -- playing a card in the move phase --------------------------------------------------------------
def playable(st: State, env: Env, n: int, why: Why | None = None) -> bool:
    """Whether card ``n`` can be carried out in full now (with the reason when not)."""
    p = me(st)
    if n == 16:
        c = M(env)["guild_card_16"]
        if st.gem_left <= 0:
            no(why, f"guild {n}", "the Gemstone Dealer has no ruby left")
            return False
        if p.lira < c["lira"]:
            no(why, f"guild {n}", "you have {have} lira; guild card 16 costs {cost}",
               have=p.lira, cost=c["lira"])
            return False
        return True
    if n == 12:
        return True       # the family member is then at the Police Station: its action follows
    mp = mpart(st)
    if n not in env.rules.places or n not in env.board.places:
        no(why, f"guild {n}", "there is no {place} in this game", place=labelled(n))
        return False
    # asked as it will be once played: the card has left the hand (so it cannot pay for its
    # own action, e.g. be the card the Roasting Plant's guild card 17 discards)
    saved, hand = mp.playing, mp.guild[st.to_act]
    mp.playing = n
    mp.guild[st.to_act] = list(hand)
    if n in hand:
        mp.guild[st.to_act].remove(n)
    # reasons are collected only when a learner asks why (explain), so play stays fast
    inner: dict | None = {} if why is not None else None
    try:
        ok = bool(_at(st, env, n, lambda: _card_opts(st, env, inner)))
    finally:
        mp.playing = saved
        mp.guild[st.to_act] = hand
    if not ok:
        first = next((r for r in (inner or {}).values() if isinstance(r, str)), None)
        if first:
            no(why, f"guild {n}", "you could not do everything guild card {number} says now "
                                  "(the action of {place}): {detail}", number=n,
               place=labelled(n), detail=first)
        else:
            no(why, f"guild {n}", "you could not do everything guild card {number} says now "
                                  "(the action of {place})", number=n, place=labelled(n))
    return ok


def wrap_move_phase(rules: Ruleset) -> None:
    old = rules.phases["move"]
    base_opts = old.options
    base_do = old.perform

    def options(st: State, env: Env, why: Why | None = None) -> list[str]:
        out = base_opts(st, env, why)
        hand = mpart(st).guild[st.to_act]
        if hand and st.source == "merchant":
            out = out + [f"guild {n}" for n in hand if playable(st, env, n, why)]
            if why is not None:
                no(why, "guild", "play a guild card you hold: {cards}",
                   cards=", ".join(f"'guild {n}'" for n in hand))
        elif hand:
            no(why, "guild", "a move card is already played this turn")
        else:
            no(why, "guild", "you hold no guild card")
        return out

    def perform(st: State, env: Env, w: list[str]) -> None:
        if w[0] == "guild":
            play(st, env, int(w[1]))
        else:
            base_do(st, env, w)

    rules.add_phase("move", options, perform, old.question, window=old.window,
                    pending=old.pending, others_decide=old.others_decide,
                    at_merchant=old.at_merchant, verbs=old.verbs + ("guild",))


def play(st: State, env: Env, n: int) -> None:
    mp = mpart(st)
    mp.guild[st.to_act].remove(n)
    mp.guild_discard.append(n)
    tell(st, "{who} plays guild card {number} instead of the turn", who=who(st, env), number=n)
    if n == 16:
        c = M(env)["guild_card_16"]
        me(st).lira -= c["lira"]
        st.gem_left -= 1
        me(st).rubies += 1
        tell(st, "{who} pays {n} lira and takes the leftmost ruby of {place}", who=who(st, env),
             n=c["lira"], place=labelled(16))
        gain_coffee(st, env, st.to_act, c["coffee"])
        close_turn(st, env)       # a double move may end it (Letters, R8)
        return
    mp.playing = n
    if n == 12:
        me(st).family = D.POLICE
        tell(st, "{who} puts the family member on the Police Station (no reward)",
             who=who(st, env))
    st.at = n
    st.actor = "merchant"
    st.phase = PHASE


def _turn_over(st: State, env: Env) -> None:
    """After every action: a guild card's action is over -> the turn ends (after a double
    move's question when Letters offers one: ruling R8)."""
    mp = st.parts[KEY]
    if mp.playing and st.phase == "encounter":
        mp.playing = 0
        close_turn(st, env)


def _card_done(st: State, env: Env) -> None:
    """At every end of turn no guild card is in play any more: a guild card's action may end
    the turn another way than through the encounter phase (the Catacombs of Mocha + Letters
    move the piece and close the turn)."""
    mpart(st).playing = 0


def _question(st: State, env: Env) -> Message:
    return _("do what guild card {number} says at {place}", number=mpart(st).playing,
             place=labelled(st.at))


def card_text(m: dict, n: int) -> str:
    """Guild card ``n``'s text from the data file, as a catalogue message while the data says
    what the catalogue says (``catalogued``): the seed's cards with their numbers, the
    reconstructed ones as "the place's action from afar"."""
    entry = m.get(f"guild_card_{n}")
    text = entry["text"] if entry else m["guild_card_texts"]["value"][str(n)]
    if n in (14, 15):
        return catalogued(text, _("Take a {place} tile paying only 1 good of its colour, "
                                  "whatever its threshold.", place=place_term(n)))
    if entry is None:
        return catalogued(text, _("Do the {place}'s action from afar.", place=place_term(n)))
    if n == 8:
        known = _("Do the Black Market's action from afar; the red mosque tile does not help.")
    elif n == 9:
        known = _("Do the Tea House's action from afar; a failed roll pays {consolation} lira "
                  "instead of 2; the red mosque tile does not help.",
                  consolation=entry.get("consolation", 4))
    elif n == 12:
        known = _("Put your family member on the Police Station without reward (also when it "
                  "is there already), then do the Police Station's action.")
    elif n == 16:
        known = _("Pay {lira} lira, take the leftmost Gemstone Dealer ruby and {coffee} "
                  "coffee.", lira=entry.get("lira", 15), coffee=entry.get("coffee", 3))
    elif n == 19:
        known = _("Do two of the Tavern's things in one visit from afar: take a Tavern tile, "
                  "then put the barrier (and do the action beside it), paying {discount} "
                  "coffee less in total.", discount=entry.get("discount", 1))
    else:
        return text
    return catalogued(text, known)


def _describe(rules: Ruleset) -> Callable[[list[str]], str]:
    m = rules.data["mocha"]

    def words(a: list[str]) -> Message:
        n = int(a[0])
        return _("play guild card {number} instead of the turn: {text}", number=n,
                 text=card_text(m, n))
    return words


def install(rules: Ruleset) -> None:
    wrap_move_phase(rules)
    rules.add_phase(PHASE, _card_opts, _card_do, _question, window=None, at_merchant=False,
                    words=_("doing what the guild card says"))
    rules.add_phase("guild-barrier", _g19_barrier_opts, _g19_barrier_do,
                    lambda st, env: _("guild card 19: where does the barrier go (1 coffee "
                                      "less)?"),
                    window=None, at_merchant=False, verbs=("barrier",),
                    words=_("placing the barrier (guild card)"))
    rules.resolve["tea"] = _wrap_tea(rules.resolve["tea"])
    rules.after_action_hooks.append(_turn_over)
    rules.end_of_turn_hooks.append(_card_done)
    rules.add_verb("guild", "card", "number", describe=_describe(rules),
                   group=_("Bonus and guild cards"),
                   elsewhere=_("a guild card replaces the whole turn: play it at the start of "
                               "your turn, before moving"))
