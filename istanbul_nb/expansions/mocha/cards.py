"""The 18 Mocha bonus cards (RULES.md 7: 9 types [seed, the card texts of seed 000 "보너스
카드"] x 2 [inferred]), shuffled into the base deck (seed 000, Mocha set-up 1: "이 확장판의
보너스 카드들을 기본판 보너스 카드 더미와 섞습니다").

Each card is added with ``rules.add_card`` like the base cards (``cards.py``), so the deck built
from ``rules.card_counts`` holds them, and each names its timing window:

- ``play two-coffee``: take 2 coffee. Any window of the turn ([reconstructed], as 5 lira).
- ``play buy-guild``: pay 2 coffee, draw the top guild card of the pile. Any window of the
  turn ([reconstructed]); not when the pile is empty (the pile is never reshuffled, see
  ``places.py``).
- ``play eight-lira``: pay 1 coffee, take 8 lira. Any window of the turn and the end-game
  ([inferred]: the seed lets the end-game play "cards that give goods or lira").
- ``play exchange fruit fruit fruit for jewelry jewelry coffee``: give 1 to 3 goods/coffee,
  take as many goods/coffee of other kinds (seed example: 3 yellow -> 2 blue and 1 coffee).
  Rulings [reconstructed]: nothing is taken of a kind that is given (the seed: "for *other*
  goods/coffee"); as many are taken as are given; what is taken must fit in the cart; the
  words are written in the order fabric, spice, fruit, jewelry, coffee. Any window of the turn
  and the end-game (it can give goods, [inferred] as eight-lira).
- ``play roll-reward``: roll two dice and take the reward of the table in ``data/mocha.json``
  (``roll_reward``, [reconstructed]: no printed table was found). Any window of the turn but
  the end-game ([reconstructed]). With a die-six card in hand the roll waits (phase
  ``reward-dice``: ``keep`` or ``play die-six 1``), then play goes back to where it was.
- ``play die-six 2``: when you roll two dice (not for a neutral figure), set one die to 6.
  Window ``dice``: whenever two dice of yours wait for a decision: the Black Market and the
  Tea House (also after the red tile's decision, and with guild cards 8 and 9: the seed bars
  only the red tile there) and the reward card. A seat holding the card is asked after every
  such roll (phase ``six-dice``: ``keep`` or play the card; the roll is resolved as soon as
  the card is played). Rolls for figures never wait, so they are never changed.
- ``play corner``: move phase; the merchant goes to a corner place of the board instead of
  1-2 places (not the one it stands on). Ruling [inferred]: the card names a destination, not a
  number of steps, so no walk is counted and the barrier does not stop it (like the pieces that
  are put, ``tavern.py``).
- ``play wainwright-twice`` / ``play coffee-house-twice``: right after that place's action, do
  it again (as the base doubling cards).

The seed lets the players choose "Mocha cards alone or mixed with the base deck" (in the
Letters set-up, seed 000 line 411: the Mocha set-up mixes them). Mixed is the default; the
variant ``mocha_cards_alone`` (``mocha.install_cards_alone``) plays them alone.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any

from ...engine import data as D
from ...engine.cards import ALL_TURN, expansion_card, twice_card
from ...engine.movement import arrive, merchant_place
from ...engine.ops import me, no, roll, tell
from ...engine.ruleset import MoveSource, Ruleset
from ...engine.state import DiceRoll, Pending, pending_as
from ...i18n import Message, _, join
from .rules import KEY, M, catalogued, gain_coffee, labelled, mpart, pay_coffee, word

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...board import Board
    from ...engine.ops import Env
    from ...engine.ruleset import Why
    from ...engine.save import Check
    from ...engine.state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["exchange_texts", "install"]

GI = D.GOOD_INDEX
KINDS: tuple[str, ...] = (*D.GOODS, "coffee")
DICE_CARD = "die-six"
#: phases a card may be played in whose decision is then taken up again after the reward roll
_BACK = ("move", "assistant", "pay", "action", "encounter")


# The cards' titles and timings as the data file writes them (``catalogued``): the catalogue
# translates them while the data says the same.
# TRANSLATORS: the titles of the Mocha bonus cards: short, as printed on a card
TITLES = (_("2 coffee"), _("Guild card for 2 coffee"), _("8 lira for 1 coffee"), _("Exchange"),
          _("Dice reward"), _("Die to 6"), _("To a corner"), _("Wainwright twice"),
          _("Coffee House twice"))
# TRANSLATORS: when a Mocha bonus card may be played
TIMINGS = (_("any time in your turn"), _("any time in your turn, and at the end of the game"),
           _("when you roll two dice (not for a neutral figure)"), _("move phase"),
           _("right after the Wainwright's action"), _("right after the Coffee House's action"))


def who(st: State, env: Env) -> str:
    return env.name(st.to_act)


def card(env_or_rules: Env | Ruleset, cid: str) -> dict:
    """The data of a Mocha bonus card (``data/mocha.json``), read through the game's rules."""
    return expansion_card(env_or_rules, KEY, cid)


def _coffee(st: State) -> int:
    return mpart(st).coffee[st.to_act]


# -- take 2 coffee / 2 coffee -> guild card / 1 coffee -> 8 lira ---------------------------------
def _two_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return [""]


def _two_do(st: State, env: Env, w: list[str]) -> None:
    gain_coffee(st, env, st.to_act, card(env, "two-coffee")["coffee"])


def _guild_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    cost = card(env, "buy-guild")["coffee"]
    if not mpart(st).guild_pile:
        return no(why, "buy-guild", "the guild pile is empty")
    if _coffee(st) < cost:
        return no(why, "buy-guild", "you have {have} coffee; a guild card costs {cost}",
                  have=_coffee(st), cost=cost)
    return [""]


def _guild_do(st: State, env: Env, w: list[str]) -> None:
    mp = mpart(st)
    pay_coffee(st, env, st.to_act, card(env, "buy-guild")["coffee"])
    mp.guild[st.to_act].append(mp.guild_pile.pop())
    mp.guild[st.to_act].sort()
    tell(st, "{who} draws a guild card", who=who(st, env))


def _lira_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    c = card(env, "eight-lira")
    if _coffee(st) < c["coffee"]:
        return no(why, "eight-lira", "you have no coffee; the card asks for {cost}",
                  cost=c["coffee"])
    return [""]


def _lira_do(st: State, env: Env, w: list[str]) -> None:
    c = card(env, "eight-lira")
    pay_coffee(st, env, st.to_act, c["coffee"])
    me(st).lira += c["lira"]
    tell(st, "{who} takes {n} lira", who=who(st, env), n=c["lira"])


# -- exchange -------------------------------------------------------------------------------------
def _exchange_table(most: int) -> list[tuple[tuple, tuple, str]]:
    """Every exchange of 1 to ``most`` goods/coffee whatever the seat holds, in the order of
    ``exchange_texts``: (given counts, taken counts, text); counts are (kind, n) pairs."""
    out = []
    for k in range(1, most + 1):
        for give in combinations_with_replacement(range(len(KINDS)), k):
            given = tuple(Counter(give).items())
            kinds = {i for i, _ in given}
            others = [i for i in range(len(KINDS)) if i not in kinds]
            for take in combinations_with_replacement(others, k):
                taken = tuple(Counter(take).items())
                out.append((given, taken, " ".join(KINDS[i] for i in give) + " for "
                            + " ".join(KINDS[i] for i in take)))
    return out


def exchange_texts(have: tuple[int, ...], room: tuple[int, ...], most: int,
                   table: list | None = None) -> list[str]:
    """Every ``<give> for <take>`` text: 1 to ``most`` goods/coffee given (``have`` per kind,
    GOODS then coffee), as many taken of kinds not given, goods within ``room``. ``table`` is
    ``_exchange_table(most)``, when the caller keeps one."""
    if table is None:
        table = _exchange_table(most)
    nroom = len(room)
    return [text for given, taken, text in table
            if not any(n > have[i] for i, n in given)
            and not any(i < nroom and n > room[i] for i, n in taken)]


def _exchange_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    most = card(env, "exchange")["most"]
    p = me(st)
    have = tuple(min(n, most) for n in (*p.goods, _coffee(st)))
    room = tuple(min(p.capacity - n, most) for n in p.goods)
    key = ("mocha-exchange", have, room, most)
    hit = env.rules.memo.get(key)
    if hit is None:
        table = env.rules.memo.get(("mocha-exchange-table", most))
        if table is None:
            table = env.rules.memo[("mocha-exchange-table", most)] = _exchange_table(most)
        hit = env.rules.memo[key] = exchange_texts(have, room, most, table)
    if not hit:
        no(why, "exchange", "you have no good or coffee to give, or nothing else would fit")
    elif why is not None:
        no(why, "exchange", "give up to {most} goods/coffee and take as many of other kinds, "
                            "words in the order fabric, spice, fruit, jewelry, coffee: "
                            "'play exchange {example}'", most=most, example=hit[0])
    return hit


def _split(w: list[str]) -> tuple[list[str], list[str]]:
    i = w.index("for")
    return w[:i], w[i + 1:]


def _exchange_do(st: State, env: Env, w: list[str]) -> None:
    give, take = _split(w)
    p = me(st)
    for kind in give:
        if kind == "coffee":
            mpart(st).coffee[st.to_act] -= 1
        else:
            p.goods[GI[kind]] -= 1
    for kind in take:
        if kind == "coffee":
            mpart(st).coffee[st.to_act] += 1
        else:
            p.goods[GI[kind]] += 1
    tell(st, "{who} gives {given} and takes {taken}", who=who(st, env),
         given=_count_words(give), taken=_count_words(take))


def _count_words(kinds: list[str]) -> Message:
    """"2 jewelry, 1 coffee": each count and its good (or coffee), the parts translatable."""
    c = Counter(kinds)
    # TRANSLATORS: a count of a good or of coffee ("2 jewelry"), in a list
    return join(_("{n} {good}", n=c[k], good=word(k)) for k in KINDS if c[k])


# -- dice: the reward roll and the die-six card ---------------------------------------------------
@dataclass
class RewardRoll(Pending):
    """The reward card's two dice, waiting for the die-six decision, and the phase to go back
    to afterwards."""

    dice: list[int]
    back: str = "move"

    @classmethod
    def load(cls, d: dict[str, Any], c: Check, rules: Ruleset) -> RewardRoll:
        c.dict(d, "pending", ["dice", "back"])
        dice = [c.int(x, "pending.dice", 1, 6) for x in c.list(d["dice"], "pending.dice", 2)]
        if len(dice) != 2:
            c.fail("pending.dice", _("two dice"))
        return cls(dice, c.str(d["back"], "pending.back", _BACK))


def reward_for(m: dict, total: int) -> dict:
    for row in m["roll_reward"]["value"]:
        if row["from"] <= total <= row["to"]:
            return row
    raise ValueError(f"the reward table has no row for {total}")


def _holds_six(st: State) -> bool:
    return DICE_CARD in me(st).cards


def _reward_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return [""]


def _reward_do(st: State, env: Env, w: list[str]) -> None:
    dice = roll(st)
    tell(st, "{who} rolls {a}+{b} for a reward", who=who(st, env), a=dice[0], b=dice[1])
    if _holds_six(st) and st.pending is None and st.phase in _BACK:
        st.pending = RewardRoll(dice, st.phase)
        st.phase = "reward-dice"
    else:
        _reward(st, env, dice)


def _reward(st: State, env: Env, dice: list[int]) -> None:
    row = reward_for(M(env), sum(dice))
    if row["lira"]:
        me(st).lira += row["lira"]
        tell(st, "{who} takes {n} lira ({total} rolled)", who=who(st, env), n=row["lira"],
             total=sum(dice))
    if row["coffee"]:
        gain_coffee(st, env, st.to_act, row["coffee"])


def _reward_resolve(st: State, env: Env) -> None:
    pend = pending_as(st, RewardRoll)
    st.phase = pend.back
    st.pending = None
    _reward(st, env, pend.dice)


def _rolled(st: State) -> list[int]:
    """The two dice the die-six card changes: every dice phase's data (the base roll, the
    reward roll, the Letters reward roll in a Great Bazaar game) holds them as ``dice``."""
    dice = getattr(st.pending, "dice", None)
    if not isinstance(dice, list):
        raise TypeError(f"phase {st.phase!r} holds no dice for the die-six card")
    return dice


def _six_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    out = [str(i) for i, d in enumerate(_rolled(st), start=1) if d != 6]
    if not out:
        no(why, DICE_CARD, "both dice already show 6")
    return out


def _six_do(st: State, env: Env, w: list[str],
            resolve: Callable[[State, Env], None] | None) -> None:
    i = int(w[0]) - 1
    dice = _rolled(st)
    dice[i] = 6
    tell(st, "{who} sets die {i} to 6: {a}+{b} = {total}", who=who(st, env), i=i + 1,
         a=dice[0], b=dice[1], total=sum(dice))
    if resolve is not None:     # given exactly in the six-dice phase (``six_do``)
        resolve(st, env)
    elif st.phase == "reward-dice":
        _reward_resolve(st, env)


def _keep_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return ["keep"]


def _wrap_resolve(original: Callable[[State, Env], None]) -> Callable[[State, Env], None]:
    """A roll of the current seat's waits for the die-six card when the seat holds one."""
    def resolve(st: State, env: Env) -> None:
        if st.phase != "six-dice" and _holds_six(st):
            st.phase = "six-dice"
            return
        original(st, env)
    return resolve


# -- corner ---------------------------------------------------------------------------------------
def _corners(board: Board, start: int, holder: bool) -> frozenset[int]:
    return frozenset(c for c in board.corners() if c != start)


def _corner_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if st.source != "merchant":
        return no(why, "corner", "another card already changed this move")
    return [""]


def _corner_do(st: State, env: Env, w: list[str]) -> None:
    st.source = "corner"
    tell(st, "{who} will move to a corner place this turn", who=who(st, env))


# -- words ----------------------------------------------------------------------------------------
def _describe(rules: Ruleset,
              old: Callable[[list[str]], str] | None) -> Callable[[list[str]], str]:
    m = rules.data[KEY]
    ids = {c["id"] for c in m["bonus_cards"]["cards"]}

    def words(a: list[str]) -> str:
        if not a or a[0] not in ids:
            if old is not None:
                return old(a)
            return _("play {card}", card=" ".join(a))
        cid, rest = a[0], a[1:]
        title = rules.card_titles[cid]
        c = card(rules, cid)
        if cid == "two-coffee":
            return _("play {card}: take {n} coffee", card=title, n=c["coffee"])
        if cid == "buy-guild":
            return _("play {card}: pay {n} coffee for a guild card", card=title, n=c["coffee"])
        if cid == "eight-lira":
            return _("play {card}: pay {n} coffee for {lira} lira", card=title, n=c["coffee"],
                     lira=c["lira"])
        if cid == "exchange":
            give, take = _split(rest)
            if not give or not take or not set(give + take) <= set(KINDS):
                raise ValueError("exchange")
            return _("play {card}: give {given}, take {taken}", card=title,
                     given=_count_words(give), taken=_count_words(take))
        if cid == "roll-reward":
            return _("play {card}: roll two dice for a reward", card=title)
        if cid == DICE_CARD:
            return _("play {card}: set die {i} to 6", card=title, i=int(rest[0]))
        if cid == "corner":
            return _("play {card}: move to a corner place this turn", card=title)
        return _("play {card}: do the action of {place} again", card=title,
                 place=labelled(c["place"]))
    return words


def install(rules: Ruleset) -> None:
    m = rules.data[KEY]
    specs = {c["id"]: c for c in m["bonus_cards"]["cards"]}
    perform = {
        "two-coffee": (ALL_TURN, _two_opts, _two_do),
        "buy-guild": (ALL_TURN, _guild_opts, _guild_do),
        "eight-lira": (ALL_TURN | {"final"}, _lira_opts, _lira_do),
        "exchange": (ALL_TURN | {"final"}, _exchange_opts, _exchange_do),
        "roll-reward": (ALL_TURN, _reward_opts, _reward_do),
        "corner": ({"move"}, _corner_opts, _corner_do),
        "wainwright-twice": ({"after"}, *twice_card("wainwright-twice", 1)),
        "coffee-house-twice": ({"after"}, *twice_card("coffee-house-twice", 20)),
    }
    originals = {p: rules.resolve[p] for p in ("black-market", "tea")}

    def six_do(st: State, env: Env, w: list[str]) -> None:
        _six_do(st, env, w, originals[pending_as(st, DiceRoll).purpose]
                if st.phase == "six-dice" else None)

    perform[DICE_CARD] = ({"dice"}, _six_opts, six_do)
    if set(perform) != set(specs):
        raise ValueError("data/mocha.json and mocha/cards.py name different bonus cards")
    for cid, (windows, options, do) in perform.items():
        c = specs[cid]
        rules.add_card(cid, windows, options, do, count=c["count"],
                       title=catalogued(c["title"], *TITLES), timing=catalogued(c["timing"],
                                                                                *TIMINGS))
    rules.add_move_source(MoveSource("corner", "merchant", _corners, merchant_place, arrive))
    # two dice of the current seat wait for the die-six card
    for purpose, original in originals.items():
        rules.resolve[purpose] = _wrap_resolve(original)
    sub = dict(at_merchant=False)
    dice = rules.phases["dice"]
    rules.add_phase("dice", dice.options, dice.perform, dice.question, window="dice",
                    pending=dice.pending, verbs=dice.verbs, **sub)

    def keep_six(st: State, env: Env, w: list[str]) -> None:
        tell(st, "{who} keeps the dice", who=who(st, env))
        originals[pending_as(st, DiceRoll).purpose](st, env)

    def keep_reward(st: State, env: Env, w: list[str]) -> None:
        tell(st, "{who} keeps the dice", who=who(st, env))
        _reward_resolve(st, env)

    rules.add_phase("six-dice", _keep_opts, keep_six,
                    lambda st, env: _("keep the dice, or play the die-six card on one of them?"),
                    window="dice", pending=DiceRoll, verbs=("keep",),
                    words=_("setting a die to 6"), **sub)
    rules.add_phase("reward-dice", _keep_opts, keep_reward,
                    lambda st, env: _("keep the dice, or play the die-six card on one of them?"),
                    window="dice", pending=RewardRoll, verbs=("keep",),
                    words=_("rolling for a dice reward"), **sub)
    old = rules.verbs["play"]
    rules.add_verb("play", old.kind, old.args, old.unordered, old.last,
                   _describe(rules, old.describe), old.elsewhere)
