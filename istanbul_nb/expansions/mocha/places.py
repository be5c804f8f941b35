"""The Roasting Plant 17, the Guild Hall 18 and the Coffee House 20 (RULES.md 7; seed 000, the
place texts of "장소 (<이스탄불: 모카 커피> 확장)").

- **Roasting Plant**: any of three options, each at most once, each for 2 coffee: pay 2 lira;
  pay 1 good; discard 1 bonus card or 1 guild card (up to 6 coffee). The first choice is the
  place action (``roast lira``, ``roast fruit``, ``roast card five-lira``, ``roast guild 7``);
  the others follow in the phase ``roasting`` until ``roast done`` or none is left.
- **Guild Hall**: take 1 coffee and 2 guild cards, then discard 1 guild card from your hand
  face up beside the board, without effect (``guild-hall``, then ``discard-guild 7``).
  Ruling where the seed is silent: the guild pile is not reshuffled (the seed says so for the
  bonus cards and the Kiosk tiles only); with fewer than 2 left you take what is there.
- **Coffee House**: pay as much coffee as the highest uncovered number (6, then 7 ... 10,
  [inferred]) and take the leftmost ruby (``coffee-house``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine import data as D
from ...engine.ops import discard, finish_action, me, no, tell
from ...engine.state import Pending, pending_as
from ...i18n import Message, _
from .rules import M, gain_coffee, labelled, mpart, pay_coffee, word

if TYPE_CHECKING:
    from ...engine.ops import Env
    from ...engine.ruleset import Ruleset, Why
    from ...engine.save import Check
    from ...engine.state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["install", "take_house_ruby"]

GI = D.GOOD_INDEX


def who(st: State, env: Env) -> str:
    return env.name(st.to_act)


# -- 17 Roasting Plant --------------------------------------------------------------------------
@dataclass
class Roasting(Pending):
    """The Roasting Plant's options used so far in this action (0 or 1 each)."""

    lira: int = 0
    good: int = 0
    card: int = 0

    @classmethod
    def load(cls, d: dict[str, Any], c: Check, rules: Ruleset) -> Roasting:
        c.dict(d, "pending", ["lira", "good", "card"])
        out = cls(*(c.int(d[k], f"pending.{k}", 0, 1) for k in ("lira", "good", "card")))
        if not (out.lira or out.good or out.card):
            c.fail("pending", _("the Roasting Plant's sub-decision follows a first option"))
        return out


def roast_choices(st: State, env: Env, used: Roasting, why: Why | None = None) -> list[str]:
    """The options not used yet, each beside the reason it is refused."""
    r = M(env)["roasting_plant"]
    p = me(st)
    mp = mpart(st)
    out = []
    if used.lira:
        no(why, "roast lira", "you already paid lira at the Roasting Plant this time")
    elif p.lira >= r["lira"]:
        out.append("roast lira")  # i18n: not shown
    else:
        no(why, "roast lira", "you have {have} lira; roasting costs {cost}", have=p.lira,
           cost=r["lira"])
    if used.good:
        no(why, "roast", "you already gave a good at the Roasting Plant this time")
    else:
        held = [g for g in D.GOODS if p.goods[GI[g]] > 0]
        out += [f"roast {g}" for g in held]
        if not held:
            no(why, "roast", "you have no good to give (coffee is not a good)")
    if used.card:
        no(why, "roast card", "you already discarded a card at the Roasting Plant this time")
        no(why, "roast guild", "you already discarded a card at the Roasting Plant this time")
    else:
        out += [f"roast card {c}" for c in sorted(set(p.cards))]  # i18n: not shown
        out += [f"roast guild {x}" for x in mp.guild[st.to_act]]  # i18n: not shown
        if not p.cards:
            no(why, "roast card", "you hold no bonus card to discard")
        if not mp.guild[st.to_act]:
            no(why, "roast guild", "you hold no guild card to discard")
    return out


def _roast_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return roast_choices(st, env, Roasting(), why)


def _roast_do(st: State, env: Env, w: list[str]) -> None:
    if st.phase != "roasting":
        st.pending = Roasting()
    used = pending_as(st, Roasting)
    r = M(env)["roasting_plant"]
    p = me(st)
    mp = mpart(st)
    what = w[1]
    if what == "done":
        tell(st, "{who} is done at the Roasting Plant", who=who(st, env))
        finish_action(st, env)
        return
    if what == "lira":
        p.lira -= r["lira"]
        used.lira = 1
        tell(st, "{who} pays {n} lira at the Roasting Plant", who=who(st, env), n=r["lira"])
    elif what in GI:
        p.goods[GI[what]] -= r["goods"]
        used.good = 1
        tell(st, "{who} gives {n} {good} at the Roasting Plant", who=who(st, env),
             n=r["goods"], good=word(what))
    elif what == "card":
        discard(st, st.to_act, w[2])
        used.card = 1
        tell(st, "{who} discards the {card} card at the Roasting Plant", who=who(st, env),
             card=env.rules.card_titles[w[2]])
    else:
        x = int(w[2])
        mp.guild[st.to_act].remove(x)
        mp.guild_discard.append(x)
        used.card = 1
        tell(st, "{who} discards guild card {number} at the Roasting Plant", who=who(st, env),
             number=x)
    gain_coffee(st, env, st.to_act, r["coffee_per_option"])
    if roast_choices(st, env, used):
        st.phase = "roasting"
    else:
        finish_action(st, env)


def _roasting_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    done = "roast done"  # i18n: not shown
    return roast_choices(st, env, pending_as(st, Roasting), why) + [done]


def _roasting_question(st: State, env: Env) -> str:
    return _("roast more (each option once), or be done?")


# -- 18 Guild Hall ------------------------------------------------------------------------------
def _hall_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return ["guild-hall"]


def _hall_do(st: State, env: Env, w: list[str]) -> None:
    g = M(env)["guild_hall"]
    mp = mpart(st)
    gain_coffee(st, env, st.to_act, g["coffee"])
    took = 0
    for _draw in range(g["draw"]):
        if not mp.guild_pile:
            tell(st, "the guild pile is empty")
            break
        mp.guild[st.to_act].append(mp.guild_pile.pop())
        took += 1
    mp.guild[st.to_act].sort()
    if took:
        if took == 1:
            tell(st, "{who} takes 1 guild card", who=who(st, env))
        else:
            tell(st, "{who} takes {n} guild cards", who=who(st, env), n=took)
    if mp.guild[st.to_act]:
        st.phase = "guild-hall-discard"
    else:
        finish_action(st, env)


def _hall_discard_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if why is not None:
        no(why, "discard-guild", "discard one of the guild cards in your hand: "
                                 "'discard-guild {number}'", number=mpart(st).guild[st.to_act][0])
    return [f"discard-guild {x}" for x in mpart(st).guild[st.to_act]]


def _hall_discard(st: State, env: Env, w: list[str]) -> None:
    x = int(w[1])
    mp = mpart(st)
    mp.guild[st.to_act].remove(x)
    mp.guild_discard.append(x)
    tell(st, "{who} discards guild card {number} face up", who=who(st, env), number=x)
    finish_action(st, env)


# -- 20 Coffee House ----------------------------------------------------------------------------
def house_price(st: State, env: Env) -> int:
    """The highest uncovered number: ``highest_price + 1 - rubies left`` (6 first)."""
    return M(env)["coffee_house"]["highest_price"] + 1 - mpart(st).coffee_house


def _house_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    mp = mpart(st)
    if mp.coffee_house <= 0:
        return no(why, "coffee-house", "the Coffee House has no ruby left")
    price = house_price(st, env)
    have = mp.coffee[st.to_act]
    if have < price:
        return no(why, "coffee-house", "you have {have} coffee; the Coffee House's ruby costs "
                                       "{cost}", have=have, cost=price)
    return ["coffee-house"]


def take_house_ruby(st: State, env: Env) -> None:
    mp = mpart(st)
    mp.coffee_house -= 1
    me(st).rubies += 1


def _house_do(st: State, env: Env, w: list[str]) -> None:
    price = house_price(st, env)
    pay_coffee(st, env, st.to_act, price, "coffee-house")
    take_house_ruby(st, env)
    tell(st, "{who} takes a ruby from the {place}", who=who(st, env), place=labelled(20))
    finish_action(st, env)


def install(rules: Ruleset) -> None:
    sub = dict(window=None, at_merchant=False)
    rules.add_place(17, _roast_opts, _roast_do, ("roast",))
    rules.add_phase("roasting", _roasting_opts, _roast_do, _roasting_question,
                    pending=Roasting, verbs=("roast",),
                    words=_("choosing coffee at the Roasting Plant"), **sub)
    rules.add_place(18, _hall_opts, _hall_do, ("guild-hall",))
    rules.add_phase("guild-hall-discard", _hall_discard_opts, _hall_discard,
                    lambda st, env: _("which guild card do you discard?"),
                    verbs=("discard-guild",), words=_("discarding a guild card at the Guild Hall"),
                    **sub)
    rules.add_place(20, _house_opts, _house_do, ("coffee-house",))
    m = rules.data["mocha"]
    r = m["roasting_plant"]
    v = rules.add_verb
    v("roast", "place", "word", describe=lambda a: _describe_roast(a, r, rules),
      elsewhere=_("roasting happens at the Roasting Plant (17)"))
    v("guild-hall", "place", describe=lambda a: _(
        "take {coffee} coffee and {n} guild cards, then discard 1 guild card",
        coffee=m["guild_hall"]["coffee"], n=m["guild_hall"]["draw"]))
    v("discard-guild", "place", "number",
      describe=lambda a: _("discard guild card {number} face up", number=int(a[0])),
      elsewhere=_("guild cards are discarded at the Guild Hall"))
    v("coffee-house", "place",
      describe=lambda a: _("pay coffee for a ruby at the Coffee House"))


def _describe_roast(a: list[str], r: dict, rules: Ruleset) -> Message:
    c = r["coffee_per_option"]
    if a[0] == "done":
        return _("stop roasting")
    if a[0] == "lira":
        return _("pay {lira} lira for {coffee} coffee", lira=r["lira"], coffee=c)
    if a[0] in GI:
        return _("give 1 {good} for {coffee} coffee", good=word(a[0]), coffee=c)
    if a[0] == "card":
        return _("discard the {card} card for {coffee} coffee", card=rules.card_titles[a[1]],
                 coffee=c)
    if a[0] == "guild":
        return _("discard guild card {number} for {coffee} coffee", number=int(a[1]), coffee=c)
    raise ValueError(a[0])
