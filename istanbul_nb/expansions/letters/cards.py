"""The 12 Letters bonus card types (RULES.md 8; seed 000, the Letters card texts after the Mocha
ones: "편지 타일 1장을 받습니다" ... "3리라를 내고 ... 원하는 장소로 곧장 이동합니다"), 2 of each
[reconstructed], mixed into the base deck (and the Mocha cards, when both expansions are
played); alone with the variant ``letters_cards_alone`` (``install_cards_alone``).

Each card is added with ``rules.add_card`` like the base and Mocha cards, with its windows
(``engine/cards.py``: ``move``, ``assistant``, ``pay``, ``before``, ``during``, ``after``,
``final``; Mocha's ``dice``).

Notation and rulings
--------------------

- ``play take-letter``: take 1 letter. Any window of the turn. Not offered when every letter
  is held.
- ``play letter-roll``: roll two dice and take the reward of ``roll_reward`` in
  ``data/letters.json`` ([reconstructed]: the printed table was not found; the log and the
  words say so). Any window of the turn. With Mocha, a seat holding the die-six card is asked
  before the reward is taken (phase ``letter-reward-dice``: ``keep``, or ``play die-six 1``,
  after which the reward is taken at once), then play goes back to where it was; the red
  mosque tile does not apply (it is for the Tea House and the Black Market).
- ``play good-for-seven fruit``: pay 1 good, take 7 lira; coffee (``play good-for-seven
  coffee``) only in the Great Bazaar variant (seed: the coffee icons of Letters count only
  there). Any window of the turn and the end-game (the card's timing).
- ``play goods-and-lira``: take the goods of ``goods_and_lira`` (1 fabric and 1 spice,
  [reconstructed]: the picture was not found) and 3 lira; goods that do not fit are lost
  (decision 18). Any window of the turn.
- ``play top-discard <card> <its words>``: use the top card of the bonus card discard pile as
  if it were yours: ``play top-discard one-good fruit``, ``play top-discard five-lira``.
  Rulings [inferred]: the used card must be playable now, under its own windows and options;
  it stays where it lies in the discard pile, and the played Top-discard card goes on top of it;
  a Top-discard card cannot use another Top-discard card.
- ``play family-errand 14``: move phase, before moving; the family member moves 1 place
  (orthogonally, not across the barrier) to 14 and performs its action there (``skip`` is
  allowed, as for any family action); it meets nobody; it must not stand on or go to the Police
  Station. This is the whole turn: when the action is over the turn ends (no encounters, no
  "after" window), as Mocha's guild cards replace the turn. While it lasts the move source is
  ``family-errand`` (so a save knows the turn is an errand).
- ``play visit-merchant blue``: move phase; the merchant goes straight to the place of Blue's
  merchant (not where it stands already) and arrives as usual: the assistant decision, the
  action, the encounters. Blue's merchant is not paid; every other merchant there is paid as
  usual (seed: "해당 상인에게 2리라를 주지 않습니다 (다른 게임말과는 만납니다)"). While it
  lasts the move source is ``visit-<seat>``.
- ``play companion-two``: move phase; the companion moves 1 or 2 places this turn instead of
  exactly 1 (the merchant's reach from the companion's place) [inferred: "2 places" read as the
  merchant's "up to 2"]. Needs the companion on the board.
- ``play meet-figure governor`` / ``play meet-figure smuggler fruit`` / ``play meet-figure
  courier ...``: meet that figure now wherever it stands (its own offer texts follow the card
  id), pay it normally (phase ``meet-figure``: the figure's own payment texts), then it is
  rolled away and play goes back to where it was. The Coffee Trader only in the Great Bazaar
  variant. Any window of the turn outside sub-decisions. Ruling [inferred]: a figure is met
  once per turn (decision 8), so a figure already met this turn cannot be met with the card,
  and one met with the card is not met again in the encounter phase.
- ``play mosque-twice``: right after the action of a Mosque (14 or 15), do it again.
- ``play society-twice``: right after the action of the Secret Society (24), do it again.
- ``play go-anywhere``: move phase; pay 3 lira, then ``move N`` to any place but the one the
  merchant stands on (no walk: the barrier does not stop it, like Mocha's corner card).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from ...engine import data as D
from ...engine.actions import IllegalAction
from ...engine.cards import ALL_TURN, expansion_card, timing_words, twice_card
from ...engine.encounters import figure_term
from ...engine.movement import after_assistant, holds_barrier, merchant_place
from ...engine.ops import (
    Env,
    card_term,
    gain,
    goods_text,
    label,
    me,
    no,
    roll,
    tell,
    word,
)
from ...engine.ruleset import MoveSource, Ruleset
from ...engine.state import Pending, pending_as
from ...engine.turn import close_turn
from ...i18n import Message, _
from ...places import term as place_term
from .places import GREAT_BAZAAR, letters_left
from .rules import KEY, L, gain_letter, semicolons

if TYPE_CHECKING:
    from ...board import Board
    from ...engine.ruleset import Options, Perform, Phase, Why
    from ...engine.save import Check
    from ...engine.state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["install"]

GI = D.GOOD_INDEX
SEVEN = 7             # seed: "상품/커피 중 1개를 내고 7리라를 받습니다"
ANYWHERE_PRICE = 3    # seed: "3리라를 내고 ... 원하는 장소로 곧장 이동합니다"
ERRAND = "family-errand"
ANYWHERE = "go-anywhere"
COMPANION_TWO = "companion-two"
MEET = "meet-figure"
#: Mocha's die-six card may change the Dice reward card's roll (phase ``ROLL_PHASE``)
DIE_SIX = "die-six"
ROLL_PHASE = "letter-reward-dice"
#: windows in which Top-discard may be played, if the card it uses may be played there too
TOP_WINDOWS = ALL_TURN | {"during", "dice"}
#: figures met with the card only in the Great Bazaar variant
GREAT_BAZAAR_FIGURES = ("coffee_trader",)
#: phases a meet-figure card may be played in, and play goes back to afterwards
_BACK = ("move", "assistant", "pay", "action", "encounter")


def who(st: State, env: Env) -> str:
    return env.name(st.to_act)


def card(env_or_rules: Env | Ruleset, cid: str) -> dict:
    """The data of a Letters bonus card, read through the game's rules."""
    return expansion_card(env_or_rules, KEY, cid)


def _great_bazaar(env: Env) -> bool:
    return GREAT_BAZAAR in env.rules.variants and "mocha" in env.rules.data


def _moved_already(st: State, why: Why | None, cid: str) -> bool:
    if st.source != "merchant":
        no(why, cid, "another card already changed this move")
        return True
    return False


# -- take-letter / letter-roll --------------------------------------------------------------------
def _letter_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if not letters_left(st):
        return no(why, "take-letter", "every letter is held: there is none to take")
    return [""]


def _letter_do(st: State, env: Env, w: list[str]) -> None:
    gain_letter(st, env, st.to_act, 1, "card")


def _roll_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return [""]


def roll_reward(env: Env, total: int) -> dict:
    for row in L(env)["roll_reward"]["table"]:
        if row["from"] <= total <= row["to"]:
            return row
    raise ValueError(f"the reward table has no row for {total}")


@dataclass
class LetterRoll(Pending):
    """The Dice reward card's two dice, waiting for Mocha's die-six card, and the phase to go
    back to afterwards."""

    dice: list[int]
    back: str = "move"

    @classmethod
    def load(cls, d: dict[str, Any], c: Check, rules: Ruleset) -> LetterRoll:
        c.dict(d, "pending", ["dice", "back"])
        dice = [c.int(x, "pending.dice", 1, 6) for x in c.list(d["dice"], "pending.dice", 2)]
        if len(dice) != 2:
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail("pending.dice", _("two dice"))
        return cls(dice, c.str(d["back"], "pending.back", _BACK))


def _roll_do(st: State, env: Env, w: list[str]) -> None:
    dice = roll(st)
    tell(st, "{who} rolls {a}+{b} = {total} for a reward (reward table [reconstructed])",
         who=who(st, env), a=dice[0], b=dice[1], total=sum(dice))
    if DIE_SIX in me(st).cards and st.pending is None and st.phase in _BACK:
        st.pending = LetterRoll(dice, st.phase)
        st.phase = ROLL_PHASE
    else:
        _reward(st, env, dice)


def _keep_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return ["keep"]


def _keep_do(st: State, env: Env, w: list[str]) -> None:
    tell(st, "{who} keeps the dice", who=who(st, env))
    pend = pending_as(st, LetterRoll)
    st.phase = pend.back
    st.pending = None
    _reward(st, env, pend.dice)


def _six_played(st: State, env: Env) -> None:
    """After every action: once the die-six card is played on the reward roll and the seat holds
    no other, nothing is left to decide: the reward is taken."""
    if st.phase == ROLL_PHASE and DIE_SIX not in me(st).cards:
        pend = pending_as(st, LetterRoll)
        st.phase = pend.back
        st.pending = None
        _reward(st, env, pend.dice)


def _reward(st: State, env: Env, dice: list[int]) -> None:
    total = sum(dice)
    row = roll_reward(env, total)
    if row.get("lira"):
        me(st).lira += row["lira"]
        tell(st, "{who} takes {n} lira", who=who(st, env), n=row["lira"])
    if row.get("letters"):
        gain_letter(st, env, st.to_act, row["letters"], "reward")


# -- good-for-seven / goods-and-lira --------------------------------------------------------------
def _seven_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    out = [g for g in D.GOODS if me(st).goods[GI[g]] > 0]
    if _great_bazaar(env) and st.parts["mocha"].coffee[st.to_act] > 0:
        out.append("coffee")
    if not out and _great_bazaar(env):
        no(why, "good-for-seven", "you have no good and no coffee to pay")
    elif not out:
        no(why, "good-for-seven", "you have no good to pay")
    return out


def _seven_do(st: State, env: Env, w: list[str]) -> None:
    kind = w[0]
    if kind == "coffee":
        st.parts["mocha"].coffee[st.to_act] -= 1
    else:
        me(st).goods[GI[kind]] -= 1
    me(st).lira += SEVEN
    tell(st, "{who} pays 1 {good} and takes {n} lira", who=who(st, env), good=word(kind), n=SEVEN)


def _goods_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return [""]


def _goods_do(st: State, env: Env, w: list[str]) -> None:
    spec = L(env)["goods_and_lira"]
    for good, n in spec["goods"].items():
        gain(st, env, st.to_act, good, n)
    me(st).lira += spec["lira"]
    tell(st, "{who} takes {n} lira", who=who(st, env), n=spec["lira"])


# -- top-discard ----------------------------------------------------------------------------------
def _window(st: State, env: Env) -> str | None:
    w = env.rules.phases[st.phase].window
    return w(st) if callable(w) else w


def _top_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if not st.discard:
        return no(why, "top-discard", "the bonus card discard pile is empty")
    top = st.discard[-1]
    rules = env.rules
    title = card_term(rules, top)
    if top == "top-discard":
        return no(why, "top-discard", "the top card of the discard pile is another {card} "
                                      "card, which cannot be used this way", card=title)
    rule = rules.cards[top]
    if _window(st, env) not in rule.windows:
        return no(why, "top-discard", "the top card of the discard pile, {card}, cannot be "
                                      "played now (timing: {timing})", card=title,
                  timing=timing_words(rule.timing))
    inner: dict | None = {} if why is not None else None
    args = rule.options(st, env, inner)
    if not args:
        first = next((r for r in (inner or {}).values() if isinstance(r, str)), None)
        if first:
            return no(why, "top-discard", "the top card of the discard pile, {card}, cannot be "
                                          "used now: {problem}", card=title, problem=first)
        return no(why, "top-discard", "the top card of the discard pile, {card}, cannot be "
                                      "used now", card=title)
    return [f"{top} {a}" if a else top for a in args]


def _top_do(st: State, env: Env, w: list[str]) -> None:
    cid = w[0]
    tell(st, "{who} uses the {card} card on the discard pile", who=who(st, env),
         card=card_term(env.rules, cid))
    env.rules.cards[cid].perform(st, env, w[1:])


# -- family-errand --------------------------------------------------------------------------------
def _errand_reach(board: Board, start: int, holder: bool) -> frozenset[int]:
    return board.companion_moves(start, holder) - {D.POLICE}


def _errand_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if _moved_already(st, why, ERRAND):
        return []
    home = me(st).family
    if home == D.POLICE:
        return no(why, ERRAND, "your family member is at the {police}; the errand needs it "
                               "elsewhere", police=place_term(D.POLICE))
    out = sorted(_errand_reach(env.board_for(st), home, holds_barrier(st, env)))
    if not out:
        return no(why, ERRAND, "your family member at {place} has no place to go but the "
                               "{police}", place=label(home), police=place_term(D.POLICE))
    if why is not None:
        no(why, ERRAND, "name a place next to {place} (not the {police}): '{example}'",
           place=label(home), police=place_term(D.POLICE), example=f"play {ERRAND} {out[0]}")
    return [str(n) for n in out]


def _errand_do(st: State, env: Env, w: list[str]) -> None:
    place = int(w[0])
    p = me(st)
    tell(st, "{who} sends the family member from {start} to {place} instead of moving; it meets "
             "nobody and this is the whole turn", who=who(st, env), start=label(p.family),
         place=label(place))
    p.family = place
    st.source = ERRAND
    st.at = place
    st.actor = "family"
    st.phase = "action"


def _errand_over(st: State, env: Env) -> None:
    """After every action: the errand's action is over (the game reached the encounters) ->
    the turn ends, after the double move's question when the seat could take one (R8)."""
    if st.source == ERRAND and st.phase == "encounter":
        close_turn(st, env)


def _family_at(st: State) -> int:
    return st.players[st.current].family


def _errand_arrives(st: State, env: Env, place: int, moved: bool = True) -> None:
    _errand_do(st, env, [str(place)])


# -- visit-merchant -------------------------------------------------------------------------------
def visit_source(seat: int) -> str:
    return f"visit-{seat}"


def visited(st: State) -> int | None:
    """The seat whose merchant a Visit-a-merchant card went to this turn (not paid)."""
    s = st.source
    if s.startswith("visit-"):
        return int(s[6:])
    return None


def _visit_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if _moved_already(st, why, "visit-merchant"):
        return []
    mine = st.players[st.current].merchant
    out = [env.config.colours[s] for s, p in enumerate(st.players)
           if s != st.current and p.merchant != mine]
    if not out:
        return no(why, "visit-merchant", "every other merchant stands on your place already")
    if why is not None:
        no(why, "visit-merchant", "name the colour of another player's merchant: "
                                  "'{example}'", example=f"play visit-merchant {out[0]}")
    return out


def _visit_do(st: State, env: Env, w: list[str]) -> None:
    seat = env.seat_of_colour(w[0])
    if seat is None:      # the options offer only seated colours; a stale text is refused
        raise IllegalAction(_("no player plays {colour} in this game", colour=w[0]))
    place = st.players[seat].merchant
    tell(st, "{who} goes straight to {other}'s merchant at {place} (who is not paid)",
         who=who(st, env), other=env.name(seat), place=label(place))
    env.rules.move_sources["merchant"].arrive(st, env, place)
    st.source = visit_source(seat)


_T = TypeVar("_T")


def _hiding(st: State, fn: Callable[..., _T], *args: object) -> _T:
    """``fn(st, *args)`` as if the visited seat's merchant were not on the board (it is not
    paid); only for functions that change no piece (options, questions, a payment)."""
    seat = visited(st)
    if seat is None:
        return fn(st, *args)
    p = st.players[seat]
    saved = p.merchant
    p.merchant = 0
    try:
        return fn(st, *args)
    finally:
        p.merchant = saved


def _wrap_payments(rules: Ruleset) -> None:
    """After a visit, the visited merchant is not paid: the payment's options, question and
    effect do not see it, and after the assistant decision the payment is asked only if
    somebody else is to be paid (``movement.after_assistant`` decides, without it). Only the
    payment itself is made without it: ending the turn (``end``, a double move) sees every
    merchant (the next seat's place in question is its merchant's)."""
    assistant = rules.phases["assistant"]
    pay = rules.phases["pay"]

    def assistant_do(st: State, env: Env, w: list[str]) -> None:
        assistant.perform(st, env, w)
        if st.phase == "pay" and visited(st) is not None:
            _hiding(st, after_assistant, env)

    def pay_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
        return _hiding(st, pay.options, env, why)

    def pay_do(st: State, env: Env, w: list[str]) -> None:
        if w[0] == "pay":
            _hiding(st, pay.perform, env, w)
        else:       # "end", a double move ...: the turn ends, every merchant in its place
            pay.perform(st, env, w)

    def pay_question(st: State, env: Env) -> str:
        return _hiding(st, pay.question, env)

    for old, opts, do, ask in ((assistant, assistant.options, assistant_do, assistant.question),
                               (pay, pay_opts, pay_do, pay_question)):
        rules.add_phase(old.name, opts, do, ask, window=old.window, pending=old.pending,
                        others_decide=old.others_decide, at_merchant=old.at_merchant,
                        verbs=old.verbs)


def _no_reach(board: Board, start: int, holder: bool) -> frozenset[int]:
    return frozenset()


def _merchant_arrives(st: State, env: Env, place: int, moved: bool = True) -> None:
    env.rules.move_sources["merchant"].arrive(st, env, place, moved)


# -- companion-two --------------------------------------------------------------------------------
def _companion_at(st: State) -> int:
    c = st.parts[KEY].companion[st.current]
    return c if c is not None else st.players[st.current].merchant


def _companion_two_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if _moved_already(st, why, COMPANION_TWO):
        return []
    if "companion" not in env.rules.move_sources:
        return no(why, COMPANION_TWO, "the companion cannot move in this version yet")
    if st.parts[KEY].companion[st.current] is None:
        return no(why, COMPANION_TWO, "your companion is not on the board")
    return [""]


def _companion_two_do(st: State, env: Env, w: list[str]) -> None:
    st.source = COMPANION_TWO
    tell(st, "{who}'s companion may move 1 or 2 places this turn", who=who(st, env))


def _companion_arrives(st: State, env: Env, place: int, moved: bool = True) -> None:
    env.rules.move_sources["companion"].arrive(st, env, place, moved)


# -- meet-figure ----------------------------------------------------------------------------------
@dataclass
class MeetFigure(Pending):
    """A figure met with the Meet-a-figure card, waiting for its payment, and the phase to go
    back to afterwards."""

    figure: str = "governor"
    back: str = "move"

    @classmethod
    def load(cls, d: dict[str, Any], c: Check, rules: Ruleset) -> MeetFigure:
        c.dict(d, "pending", ["figure", "back"])
        return cls(c.str(d["figure"], "pending.figure", sorted(rules.figures)),
                   c.str(d["back"], "pending.back", _BACK))


def _meetable(env: Env) -> list[str]:
    return [n for n in sorted(env.rules.figures)
            if n not in GREAT_BAZAAR_FIGURES or _great_bazaar(env)]


def _meet_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if st.pending is not None or st.phase not in _BACK:
        return no(why, MEET, "not in the middle of a decision")
    out: list[str] = []
    reasons: list[Message] = []
    for name in _meetable(env):
        fig = env.rules.figures[name]
        title = figure_term(fig)
        if name in st.met:
            reasons.append(_("you already met the {figure} this turn", figure=title))
        elif fig.place(st) is None:
            reasons.append(_("the {figure} is not on the board", figure=title))
        else:
            offers = fig.offers(st, env, None)
            out += offers
            if not offers:
                reasons.append(_("the {figure} has nothing for you now", figure=title))
    if why is not None:
        no(why, MEET, semicolons(reasons) if reasons else
           _("name a figure and what you take: {examples}",
             examples=", ".join(f"'play {MEET} {x}'" for x in out)))
    return out


def _meet_do(st: State, env: Env, w: list[str]) -> None:
    name = w[0]
    fig = env.rules.figures[name]
    st.met.append(name)
    tell(st, "{who} meets the {figure} at {place} (bonus card)", who=who(st, env),
         figure=figure_term(fig), place=label(fig.place(st)))
    fig.take(st, env, w)
    st.pending = MeetFigure(name, st.phase)
    st.phase = MEET


def _payment(st: State, env: Env) -> Phase:
    return env.rules.phases[f"{pending_as(st, MeetFigure).figure}-payment"]


def _meet_pay_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return _payment(st, env).options(st, env, why)


def _meet_pay_do(st: State, env: Env, w: list[str]) -> None:
    back = pending_as(st, MeetFigure).back
    _payment(st, env).perform(st, env, w)   # pays and rolls the figure away
    st.pending = None
    st.phase = back


def _meet_question(st: State, env: Env) -> str:
    return _payment(st, env).question(st, env)


# -- mosque-twice ---------------------------------------------------------------------------------
def _mosque_twice() -> tuple[Options, Perform]:
    mosques = tuple(sorted(D.MOSQUE_TILES))
    each = {m: twice_card("mosque-twice", m) for m in mosques}

    def opts(st: State, env: Env, why: Why | None = None) -> list[str]:
        if st.acted not in each:
            return no(why, "mosque-twice", "only right after the action of {first} or {second}",
                      first=label(mosques[0]), second=label(mosques[-1]))
        return each[st.acted][0](st, env, why)

    def do(st: State, env: Env, w: list[str]) -> None:
        each[st.acted][1](st, env, w)

    return opts, do


# -- words ----------------------------------------------------------------------------------------
def _describe(rules: Ruleset,
              old: Callable[[list[str]], str] | None) -> Callable[[list[str]], str]:
    ids = {c["id"] for c in rules.data[KEY]["bonus_cards"]["cards"]}
    data = rules.data[KEY]

    def words(a: list[str]) -> str:
        if not a or a[0] not in ids:
            return old(a) if old is not None else "play " + " ".join(a)
        cid, rest = a[0], a[1:]
        title = card_term(rules, cid)
        if cid == "take-letter":
            return _("play {card}: take 1 letter", card=title)
        if cid == "letter-roll":
            return _("play {card}: roll two dice for a reward (table [reconstructed])",
                     card=title)
        if cid == "good-for-seven":
            return _("play {card}: pay 1 {good} for {n} lira", card=title, good=word(rest[0]),
                     n=SEVEN)
        if cid == "goods-and-lira":
            g = data["goods_and_lira"]
            goods = goods_text([g["goods"].get(x, 0) for x in D.GOODS])
            return _("play {card}: take {goods} [reconstructed] and {n} lira", card=title,
                     goods=goods, n=g["lira"])
        if cid == "top-discard":
            full = rules.verbs["play"].describe
            inner = full(rest) if full is not None else "play " + " ".join(rest)
            return _("play {card}: use the card on the discard pile ({inner})", card=title,
                     inner=inner)
        if cid == ERRAND:
            return _("play {card}: your family member goes to {place} and does its action; "
                     "that is the whole turn", card=title, place=label(int(rest[0])))
        if cid == "visit-merchant":
            return _("play {card}: go straight to {colour}'s merchant without paying it",
                     card=title, colour=rest[0])
        if cid == COMPANION_TWO:
            return _("play {card}: your companion moves 1 or 2 places this turn", card=title)
        if cid == MEET:
            fig = rules.figures[rest[0]]
            say_what = rules.verbs[rest[0]].describe
            what = say_what(rest[1:]) if say_what is not None else " ".join(rest)
            return _("play {card}: meet the {figure} now, wherever it is: {what}", card=title,
                     figure=figure_term(fig), what=what)
        if cid == "mosque-twice":
            return _("play {card}: do the Mosque's action again", card=title)
        if cid == "society-twice":
            return _("play {card}: do the action of {place} again", card=title,
                     place=label(24))
        if cid == ANYWHERE:
            return _("play {card}: pay {n} lira and move to any place", card=title,
                     n=ANYWHERE_PRICE)
        raise ValueError(cid)
    return words


def _anywhere_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if _moved_already(st, why, ANYWHERE):
        return []
    p = me(st)
    if p.lira < ANYWHERE_PRICE:
        return no(why, ANYWHERE, "you have {have} lira; the card costs {price}", have=p.lira,
                  price=ANYWHERE_PRICE)
    return [""]


def _anywhere_do(st: State, env: Env, w: list[str]) -> None:
    me(st).lira -= ANYWHERE_PRICE
    st.source = ANYWHERE
    tell(st, "{who} pays {n} lira and may move the merchant to any place", who=who(st, env),
         n=ANYWHERE_PRICE)


def _any_reach(board: Board, start: int, holder: bool) -> frozenset[int]:
    return board.any_moves(start)


def install(rules: Ruleset) -> None:
    specs = {c["id"]: c for c in rules.data[KEY]["bonus_cards"]["cards"]}
    perform = {
        "take-letter": (ALL_TURN, _letter_opts, _letter_do),
        "letter-roll": (ALL_TURN, _roll_opts, _roll_do),
        "good-for-seven": (ALL_TURN | {"final"}, _seven_opts, _seven_do),
        "goods-and-lira": (ALL_TURN, _goods_opts, _goods_do),
        "top-discard": (TOP_WINDOWS, _top_opts, _top_do),
        ERRAND: ({"move"}, _errand_opts, _errand_do),
        "visit-merchant": ({"move"}, _visit_opts, _visit_do),
        COMPANION_TWO: ({"move"}, _companion_two_opts, _companion_two_do),
        MEET: (ALL_TURN, _meet_opts, _meet_do),
        "mosque-twice": ({"after"}, *_mosque_twice()),
        "society-twice": ({"after"}, *twice_card("society-twice", 24)),
        ANYWHERE: ({"move"}, _anywhere_opts, _anywhere_do),
    }
    if set(perform) != set(specs):
        raise ValueError("data/letters.json and letters/cards.py name different bonus cards")
    for cid, (windows, options, do) in perform.items():
        c = specs[cid]
        rules.add_card(cid, windows, options, do, count=c["count"], title=c["title"],
                       timing=c["timing"])
    rules.add_move_source(MoveSource(ERRAND, "family", _errand_reach, _family_at,
                                     _errand_arrives))
    rules.add_move_source(MoveSource(ANYWHERE, "merchant", _any_reach, merchant_place,
                                     _merchant_arrives))
    rules.add_move_source(MoveSource(COMPANION_TWO, "companion", _companion_reach,
                                     _companion_at, _companion_arrives))
    for seat in range(5):
        rules.add_move_source(MoveSource(visit_source(seat), "merchant", _no_reach,
                                         merchant_place, _merchant_arrives))
    _wrap_payments(rules)
    rules.after_action_hooks.append(_errand_over)
    rules.after_action_hooks.append(_six_played)
    rules.add_phase(ROLL_PHASE, _keep_opts, _keep_do,
                    lambda st, env: _("keep the dice, or play the {card} card on one of them?",
                                      card=card_term(env.rules, DIE_SIX)),
                    window="dice", pending=LetterRoll, at_merchant=False, verbs=("keep",),
                    words=_("rolling for a dice reward (Letters card)"))
    figure_verbs = tuple(sorted({v for n in rules.figures
                                 for v in rules.phases[f"{n}-payment"].verbs}))
    rules.add_phase(MEET, _meet_pay_opts, _meet_pay_do, _meet_question, window=None,
                    pending=MeetFigure, at_merchant=False, verbs=figure_verbs,
                    words=_("meeting a figure (Letters card)"))
    old = rules.verbs["play"]
    rules.add_verb("play", old.kind, old.args, old.unordered, old.last,
                   _describe(rules, old.describe), old.elsewhere)


def _companion_reach(board: Board, start: int, holder: bool) -> frozenset[int]:
    return board.moves(start, holder)


def install_cards_alone(rules: Ruleset) -> None:
    """The set-up choice "the Letters bonus cards alone" [seed: "이 확장판의 보너스 카드만
    사용할지 아니면 기본판의 보너스 카드와 합쳐서 사용할지"], as the variant
    ``letters_cards_alone``: the deck holds only the 24 Letters cards (the others stay known to
    the rules, with none in the box); with ``mocha_cards_alone`` too, the Letters and the Mocha
    cards."""
    if KEY not in rules.data:
        raise ValueError("the 'letters_cards_alone' variant needs the 'letters' expansion")
    keep = {c["id"]: c["count"] for c in rules.data[KEY]["bonus_cards"]["cards"]}
    if "mocha_cards_alone" in rules.variants and "mocha" in rules.data:
        keep.update({c["id"]: c["count"] for c in rules.data["mocha"]["bonus_cards"]["cards"]})
    for cid in rules.card_ids:
        rules.card_counts[cid] = keep.get(cid, 0)
