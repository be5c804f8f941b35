"""The bonus cards (RULES.md 5) and the mosque tile used at will (the yellow tile).

Windows name the moments of a turn a card may be played in:

- ``move``: the move phase, before moving; ``assistant``: after arriving, before the assistant
  decision; ``pay``: before paying other merchants;
- ``before``: in the action phase before the merchant's place action starts;
- ``during``: inside a place action that allows it (the Small Market card);
- ``after``: after the place action (the encounter phase); doubling cards check that their
  place's action just finished;
- ``final``: the end-game, when lira and goods cards only break ties.

Each phase names its window (``Phase.window``); "before or after an action, never during one"
(1 good) is every window but ``during``. Each card's options say, beside their condition, why it
cannot be played now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import Message, _
from . import data as D
from .ops import (
    Env,
    can_draw,
    card_term,
    discard,
    draw,
    good_term,
    label,
    me,
    no,
    room,
    take_assistant_back,
    tell,
)
from .ruleset import Ruleset
from .state import State

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from .ruleset import Options, Perform, Why

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = [
    "ALL_TURN", "TIMINGS", "ability_options", "by_window", "card_options", "catch_reward",
    "expansion_card", "install", "play", "timing_words", "twice_card",
]

ALL_TURN = frozenset({"move", "assistant", "pay", "before", "after"})

#: the cards' timings as the data files word them (every game's cards: a refusal names the
#: timing of the card refused), as catalogue messages
TIMINGS: dict[str, Message] = {
    # TRANSLATORS: when a bonus card may be played (its "timing", printed on the card)
    "any time in your turn": _("any time in your turn"),  # i18n: not shown (the key)
    # TRANSLATORS: when a bonus card may be played
    "any time in your turn, and at the end of the game":  # i18n: not shown (the key)
        _("any time in your turn, and at the end of the game"),
    # TRANSLATORS: when a bonus card may be played
    "before or after an action, never during one":  # i18n: not shown (the key)
        _("before or after an action, never during one"),
    # TRANSLATORS: when a bonus card may be played
    "move phase": _("move phase"),  # i18n: not shown (the key)
    # TRANSLATORS: when a bonus card may be played
    "your turn": _("your turn"),  # i18n: not shown (the key)
    # TRANSLATORS: when a bonus card may be played ("that action": the place the card names)
    "right after that action": _("right after that action"),  # i18n: not shown (the key)
    # TRANSLATORS: when a bonus card may be played ("that action": the place the card names)
    "during that action": _("during that action"),  # i18n: not shown (the key)
    # TRANSLATORS: when a bonus card may be played
    "action phase at a Mosque": _("action phase at a Mosque"),  # i18n: not shown (the key)
    # TRANSLATORS: when a bonus card may be played
    "action phase at the Secret Society":  # i18n: not shown (the key)
        _("action phase at the Secret Society"),
    # TRANSLATORS: when a bonus card may be played
    "right after the Coffee House's action":  # i18n: not shown (the key)
        _("right after the Coffee House's action"),
    # TRANSLATORS: when a bonus card may be played
    "right after the Wainwright's action":  # i18n: not shown (the key)
        _("right after the Wainwright's action"),
    # TRANSLATORS: when a bonus card may be played ("a neutral figure": the Governor, the
    # Smuggler, a neutral merchant... moved by a roll)
    "when you roll two dice (not for a neutral figure)":  # i18n: not shown (the key)
        _("when you roll two dice (not for a neutral figure)"),
}


def timing_words(timing: str) -> str:
    """A card's timing in the catalogue's words (a timing no data file has: as it is)."""
    return TIMINGS.get(timing, timing)


def expansion_card(env_or_rules: Env | Ruleset, key: str, cid: str) -> dict:
    """The data of bonus card ``cid`` of the expansion ``key`` (its ``bonus_cards`` in
    ``rules.data[key]``), read through the game's rules (an ``Env`` or the ``Ruleset``) and
    looked up once per ruleset."""
    rules = env_or_rules.rules if isinstance(env_or_rules, Env) else env_or_rules
    specs = rules.memo.get(f"{key}-cards")
    if specs is None:
        specs = rules.memo[f"{key}-cards"] = {c["id"]: c for c in
                                              rules.data[key]["bonus_cards"]["cards"]}
    return specs[cid]


def window(st: State, env: Env) -> str | None:
    """The card window the game is in now, or None inside a sub-decision."""
    w = env.rules.phases[st.phase].window
    return w(st) if callable(w) else w


def who(st: State, env: Env) -> str:
    return env.name(st.to_act)


def _no_args(st: State, env: Env, why: Why | None = None) -> list[str]:
    return [""]


# -- 1 good / 5 lira ----------------------------------------------------------------------------
def _good_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    out = [g for g in D.GOODS if room(me(st), g) > 0]
    if not out:
        no(why, "one-good", "your cart is full; no good would fit")
    return out


def _good_do(st: State, env: Env, w: list[str]) -> None:
    me(st).goods[D.GOOD_INDEX[w[0]]] += 1
    tell(st, "{who} takes 1 {good}", who=who(st, env), good=good_term(w[0]))


def _lira_do(st: State, env: Env, w: list[str]) -> None:
    me(st).lira += D.FIVE_LIRA
    tell(st, "{who} takes {n} lira", who=who(st, env), n=D.FIVE_LIRA)


# -- move-phase cards ---------------------------------------------------------------------------
def _move34_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if st.source != "merchant":
        return no(why, "move-3-4", "another card already changed this move")
    return [""]


def _move34_do(st: State, env: Env, w: list[str]) -> None:
    st.source = "move-3-4"
    tell(st, "{who} will move 3 or 4 places this turn", who=who(st, env))


def _stay_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """Ruling (RULES.md 5; seed 000, line 809): you must still leave or collect an assistant,
    so not on the Fountain and not where you can neither leave nor collect one."""
    if st.source != "merchant":
        return no(why, "stay", "another card already changed this move")
    p = st.players[st.current]
    here = p.merchant
    if here == D.FOUNTAIN:
        return no(why, "stay", "Stay cannot be played on the Fountain: you must leave or "
                               "collect an assistant where you stay")
    if not env.rules.assistants_at(st, st.current, here) and p.stack == 0:
        return no(why, "stay", "you have no assistant to leave and none of yours is at "
                               "{place}, so you cannot stay", place=label(here))
    return [""]


#: the assistant decision after ``play stay``: collect or leave, no ``end`` (ruling R11)
STAY_PHASE = "stay-assistant"


def _stay_do(st: State, env: Env, w: list[str]) -> None:
    src = env.rules.move_sources["merchant"]
    src.arrive(st, env, st.players[st.current].merchant, moved=False)
    if st.phase == "assistant":
        st.phase = STAY_PHASE


def _stay_assistant_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """Ruling R11 (RULES.md 11; seed 000 l.809, the card: "you must bring back or leave an
    assistant"): the card's text overrides the arrival rule that lets a seat end its turn."""
    out = [t for t in env.rules.phases["assistant"].options(st, env, why)
           if t.split()[0] in ("leave", "collect")]      # not ``end``, nor a double move
    if not out:       # cannot happen after a legal Stay; never leave a seat without a move
        return ["end"]
    no(why, "end", "you played the Stay card: you must take back or leave an assistant here")
    return out


def _stay_assistant_do(st: State, env: Env, w: list[str]) -> None:
    env.rules.phases["assistant"].perform(st, env, w)


def _stay_question(st: State, env: Env) -> Message:
    here = label(st.at)
    if env.rules.assistants_at(st, st.current, st.at):
        return _("you stayed (Stay card): take an assistant at {place} into your stack",
                 place=here)
    return _("you stayed (Stay card): leave an assistant at {place}", place=here)


def _return_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    out = [str(x) for x in me(st).placed]
    if not out:
        no(why, "return-assistant", "none of your assistants is on the board")
    return out


def _return_do(st: State, env: Env, w: list[str]) -> None:
    place = int(w[0])
    take_assistant_back(st, env, st.to_act, place)
    tell(st, "{who} brings an assistant back from {place}", who=who(st, env),
         place=label(place))


# -- family member ------------------------------------------------------------------------------
def _family_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if me(st).family == D.POLICE:
        return no(why, "family", "your family member is already at the Police Station")
    return ["lira", "card"] if can_draw(st) else ["lira"]


def catch_reward(st: State, env: Env, seat: int, reward: str) -> None:
    if reward == "lira":
        st.players[seat].lira += D.CATCH_LIRA
        tell(st, "{who} takes {n} lira", who=env.name(seat), n=D.CATCH_LIRA)
    else:
        draw(st, env, seat)
        tell(st, "{who} draws a bonus card", who=env.name(seat))


def _family_do(st: State, env: Env, w: list[str]) -> None:
    p = me(st)
    tell(st, "{who} puts the family member from {place} on the Police Station",
         who=who(st, env), place=label(p.family))
    p.family = D.POLICE
    catch_reward(st, env, st.to_act, w[0])


# -- doubling cards -----------------------------------------------------------------------------
def twice_card(card: str, place: int) -> tuple[Options, Perform]:
    def opts(st: State, env: Env, why: Why | None = None) -> list[str]:
        if st.acted != place:
            return [] if why is None else \
                no(why, card, "only right after the action of {place}", place=label(place))
        saved = st.at
        st.at = place
        ok = bool(env.rules.places[place].options(st, env, None))
        st.at = saved
        if not ok:
            return no(why, card, "you cannot do the action of {place} again now",
                      place=label(place))
        return [""]

    def do(st: State, env: Env, w: list[str]) -> None:
        st.at = place
        st.again = True
        st.phase = "action"
        tell(st, "{who} does the {place} action again", who=who(st, env), place=label(place))

    return opts, do


# -- Small Market: any goods --------------------------------------------------------------------
def _market_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if st.phase == "action" and st.at == 11 and not st.market_any:
        return [""]
    return no(why, "small-market", "only at the Small Market, before or during its action")


def _market_do(st: State, env: Env, w: list[str]) -> None:
    st.market_any = True
    tell(st, "{who} may sell any goods at the Small Market", who=who(st, env))


def card_options(st: State, env: Env, why: Why | None = None) -> list[str]:
    """Every legal ``play ...`` text now (and, with ``why``, why each held card is not)."""
    cards = me(st).cards
    if not cards:
        return no(why, "play", "{who} holds no bonus card", who=env.name(st.to_act))
    rules = env.rules
    win = rules.phases[st.phase].window
    if callable(win):
        win = win(st)
    if why is None:
        # only the held cards this window allows are asked (a sub-decision allows none)
        allowed = by_window(rules).get(win)
        if not allowed or allowed.isdisjoint(cards):
            return []
    out = []
    for cid in sorted(set(cards)):
        rule = rules.cards[cid]
        if win in rule.windows:
            for arg in rule.options(st, env, why):
                out.append(f"play {cid} {arg}" if arg else "play " + cid)
        elif why is not None:
            no(why, cid, "{card} cannot be played now (timing: {timing})",
               card=card_term(rules, cid), timing=timing_words(rule.timing))
    return out


def by_window(rules: Ruleset) -> dict:
    """Window -> the ids of the cards that may be played in it, made once per ruleset."""
    hit = rules.memo.get("cards-by-window")
    if hit is None:
        wins: dict = {}
        for cid, rule in rules.cards.items():
            for w in rule.windows:
                wins.setdefault(w, set()).add(cid)
        hit = rules.memo["cards-by-window"] = {w: frozenset(c) for w, c in wins.items()}
    return hit


def play(st: State, env: Env, words: list[str]) -> None:
    cid = words[1]
    discard(st, st.to_act, cid)
    tell(st, "{who} plays the {card} card", who=who(st, env), card=card_term(env.rules, cid))
    env.rules.cards[cid].perform(st, env, words[2:])


# -- mosque tile abilities used at will ---------------------------------------------------------
def _yellow_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    p = st.players[st.to_act]
    if "yellow" not in p.tiles:
        return [] if why is None else \
            no(why, "mosque", "{who} has no yellow mosque tile", who=env.name(st.to_act))
    price = D.D["yellow_tile_price"]["value"]
    if st.yellow_used:
        return no(why, "mosque", "the yellow mosque tile is used once per turn")
    if window(st, env) not in ("move", "assistant"):
        return no(why, "mosque", "the yellow tile brings back an assistant in the move phase")
    if p.lira < price:
        return no(why, "mosque", "you have {lira} lira; the yellow tile costs {price}",
                  lira=p.lira, price=price)
    if not p.placed:
        return no(why, "mosque", "none of your assistants is on the board")
    return [f"mosque yellow {x}" for x in p.placed]  # i18n: not shown (notation)


def _yellow_do(st: State, env: Env, w: list[str]) -> None:
    place = int(w[2])
    price = D.D["yellow_tile_price"]["value"]
    me(st).lira -= price
    take_assistant_back(st, env, st.to_act, place)
    st.yellow_used = True
    tell(st, "{who} pays {n} lira and brings an assistant back from {place} (yellow tile)",
         who=who(st, env), n=price, place=label(place))


def ability_options(st: State, env: Env, why: Why | None = None) -> list[str]:
    out = []
    for ab in env.rules.abilities.values():
        out.extend(ab.options(st, env, why))
    return out


def _describe_play(rules: Ruleset) -> Callable[[list[str]], Message]:
    def describe(a: list[str]) -> Message:
        card = card_term(rules, a[0]) if a[0] in rules.card_titles else a[0]
        rest = a[1:]
        if a[0] in ("one-good", "return-assistant", "family") and not rest:
            raise ValueError(f"say what the {card} card does: see docs/notation.md")
        if a[0] == "one-good" and rest:
            return _("play {card}: take 1 {good}", card=card, good=good_term(rest[0]))
        if a[0] == "return-assistant" and rest:
            return _("play {card}: bring your assistant back from {place}", card=card,
                     place=label(int(rest[0])))
        if a[0] == "family" and rest[0] == "lira":
            return _("play {card}: family member to the Police Station, take {n} lira",
                     card=card, n=D.CATCH_LIRA)
        if a[0] == "family":
            return _("play {card}: family member to the Police Station, take a bonus card",
                     card=card)
        return _("play {card}", card=card)
    return describe


def install(rules: Ruleset) -> None:
    """The ten bonus cards of the base game and the yellow mosque tile."""
    def add(cid: str, windows: Iterable[str], options: Options, perform: Perform) -> None:
        c = D.CARD_DATA[cid]
        rules.add_card(cid, windows, options, perform, count=c["count"], title=c["title"],
                       timing=c["timing"])

    add("one-good", ALL_TURN | {"final"}, _good_opts, _good_do)
    add("five-lira", ALL_TURN | {"final"}, _no_args, _lira_do)
    add("move-3-4", {"move"}, _move34_opts, _move34_do)
    add("stay", {"move"}, _stay_opts, _stay_do)
    rules.add_phase(STAY_PHASE, _stay_assistant_opts, _stay_assistant_do, _stay_question,
                    window="assistant", at_merchant=True, verbs=("leave", "collect"),
                    words=_("leaving or collecting an assistant (Stay card)"))
    add("return-assistant", {"move", "assistant"}, _return_opts, _return_do)
    add("family", ALL_TURN, _family_opts, _family_do)
    for cid, place in (("sultan-twice", 13), ("post-twice", 5), ("gemstone-twice", 16)):
        add(cid, {"after"}, *twice_card(cid, place))
    add("small-market", {"before", "during"}, _market_opts, _market_do)
    rules.add_ability("yellow", _yellow_opts, _yellow_do)
    rules.add_verb("play", "card", "card", describe=_describe_play(rules))
    rules.add_verb("mosque", "mosque", "word",
                   describe=lambda a: _("pay {n} lira to bring your assistant back from "
                                        "{place} (yellow tile)",
                                        n=D.D["yellow_tile_price"]["value"],
                                        place=label(int(a[1]))))
