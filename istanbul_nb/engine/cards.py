"""The bonus-card registry: card id -> timing windows, legal uses and effect (RULES.md 5).

Windows name the moments of a turn a card may be played in:

- ``move``: the move phase, before moving; ``assistant``: after arriving, before the assistant
  decision; ``pay``: before paying other merchants;
- ``before``: in the action phase before the merchant's place action starts;
- ``during``: inside a place action that allows it (the Small Market card);
- ``after``: after the place action (the encounter phase); doubling cards check that their
  place's action just finished;
- ``final``: the end-game, when lira and goods cards only break ties.

"Before or after an action, never during one" (1 good) is every window but ``during``. Mosque
tile abilities that are used at will (the yellow tile) live in ``ABILITIES`` beside the cards.
Expansion cards register here with their windows and nothing else changes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import data as D
from .movement import arrive
from .ops import Env, can_draw, discard, draw, label, me, room, say, take_assistant_back
from .places import PLACES
from .state import State

ALL_TURN = frozenset({"move", "assistant", "pay", "before", "after"})


@dataclass(frozen=True)
class CardRule:
    """A bonus card: when it may be played, what it may do, and its effect."""

    id: str
    windows: frozenset[str]
    options: Callable[[State, Env], list[str]]   # argument texts ("" for none)
    perform: Callable[[State, Env, list[str]], None]


CARDS: dict[str, CardRule] = {}


def register(card_id: str, windows, options, perform) -> None:
    CARDS[card_id] = CardRule(card_id, frozenset(windows), options, perform)


def window(st: State) -> str | None:
    """The card window the game is in now, or None inside a sub-decision."""
    ph = st.phase
    if ph in ("move", "assistant", "pay"):
        return ph
    if ph == "action":
        return "before" if (st.actor == "merchant" and not st.again) else "during"
    if ph == "encounter":
        return "after"
    if ph == "end-game":
        return "final"
    return None


def who(st, env):
    return env.name(st.to_act)


def _no_args(st, env):
    return [""]


# -- 1 good / 5 lira ----------------------------------------------------------------------------
def _good_opts(st, env):
    return [g for g in D.GOODS if room(me(st), g) > 0]


def _good_do(st, env, w):
    me(st).goods[D.GOOD_INDEX[w[0]]] += 1
    say(st, f"{who(st, env)} takes 1 {w[0]}")


register("one-good", ALL_TURN | {"final"}, _good_opts, _good_do)


def _lira_do(st, env, w):
    me(st).lira += 5
    say(st, f"{who(st, env)} takes 5 lira")


register("five-lira", ALL_TURN | {"final"}, _no_args, _lira_do)


# -- move-phase cards ---------------------------------------------------------------------------
def _fresh_move(st, env):
    return [""] if st.source == "merchant" else []


def _move34_do(st, env, w):
    st.source = "move-3-4"
    say(st, f"{who(st, env)} will move 3 or 4 places this turn")


register("move-3-4", {"move"}, _fresh_move, _move34_do)


def _stay_do(st, env, w):
    arrive(st, env, st.players[st.current].merchant, moved=False)


register("stay", {"move"}, _fresh_move, _stay_do)


def _return_opts(st, env):
    return [str(x) for x in me(st).placed]


def _return_do(st, env, w):
    place = int(w[0])
    take_assistant_back(st, st.to_act, place)
    say(st, f"{who(st, env)} brings an assistant back from {label(place)}")


register("return-assistant", {"move", "assistant"}, _return_opts, _return_do)


# -- family member ------------------------------------------------------------------------------
def _family_opts(st, env):
    if me(st).family == D.POLICE:
        return []
    return ["lira", "card"] if can_draw(st) else ["lira"]


def catch_reward(st: State, env: Env, seat: int, reward: str) -> None:
    if reward == "lira":
        st.players[seat].lira += D.CATCH_LIRA
        say(st, f"{env.name(seat)} takes {D.CATCH_LIRA} lira")
    else:
        draw(st, env, seat)
        say(st, f"{env.name(seat)} draws a bonus card")


def _family_do(st, env, w):
    p = me(st)
    say(st, f"{who(st, env)} puts the family member from {label(p.family)} on the Police "
            "Station")
    p.family = D.POLICE
    catch_reward(st, env, st.to_act, w[0])


register("family", ALL_TURN, _family_opts, _family_do)


# -- doubling cards -----------------------------------------------------------------------------
def _twice(place: int):
    def opts(st, env):
        if st.acted != place:
            return []
        saved = st.at
        st.at = place
        ok = bool(PLACES[place].options(st, env))
        st.at = saved
        return [""] if ok else []

    def do(st, env, w):
        st.at = place
        st.again = True
        st.phase = "action"
        say(st, f"{who(st, env)} does the {label(place)} action again")

    return opts, do


for _cid, _place in (("sultan-twice", 13), ("post-twice", 5), ("gemstone-twice", 16)):
    register(_cid, {"after"}, *_twice(_place))


# -- Small Market: any goods --------------------------------------------------------------------
def _market_opts(st, env):
    return [""] if st.phase == "action" and st.at == 11 and not st.market_any else []


def _market_do(st, env, w):
    st.market_any = True
    say(st, f"{who(st, env)} may sell any goods at the Small Market")


register("small-market", {"before", "during"}, _market_opts, _market_do)


def card_options(st: State, env: Env) -> list[str]:
    """Every legal ``play ...`` text now."""
    cards = me(st).cards
    if not cards:
        return []
    win = window(st)
    if win is None:
        return []
    out = []
    for cid in sorted(set(cards)):
        rule = CARDS[cid]
        if win in rule.windows:
            for arg in rule.options(st, env):
                out.append(f"play {cid} {arg}".rstrip())
    return out


def play(st: State, env: Env, words: list[str]) -> None:
    cid = words[1]
    discard(st, st.to_act, cid)
    say(st, f"{who(st, env)} plays the {D.CARD_TITLES[cid]} card")
    CARDS[cid].perform(st, env, words[2:])


# -- mosque tile abilities used at will ---------------------------------------------------------
def _yellow_opts(st, env):
    p = me(st)
    if ("yellow" not in p.tiles or st.yellow_used or window(st) not in ("move", "assistant")
            or p.lira < D.D["yellow_tile_price"]["value"]):
        return []
    return [f"mosque yellow {x}" for x in p.placed]


def _yellow_do(st, env, w):
    place = int(w[2])
    price = D.D["yellow_tile_price"]["value"]
    me(st).lira -= price
    take_assistant_back(st, st.to_act, place)
    st.yellow_used = True
    say(st, f"{who(st, env)} pays {price} lira and brings an assistant back from {label(place)} "
            "(yellow tile)")


ABILITIES: dict[str, tuple[Callable, Callable]] = {"yellow": (_yellow_opts, _yellow_do)}
