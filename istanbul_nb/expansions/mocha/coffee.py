"""The Coffee Trader and the free-encounters Tavern tile (RULES.md 7; seed 000, "커피 상인" and
"만나기 강화 타일").

**Coffee Trader**: met in the encounter phase like the Governor and the Smuggler: you may take
1 coffee (``coffee_trader``); if you do, pay 2 lira or 1 good (``coffee_trader pay`` /
``coffee_trader give fruit``; coffee is not a good, so never coffee); then it is rolled away by
two dice. It is offered only when you can pay (or hold the free-encounters tile), so a payment
is always possible. "Take and discard just to move it" (seed 000, line 299, for the Governor
and the Smuggler) needs nothing more here: coffee is unlimited, so the coffee can always be
taken, whether it is wanted or not, and the Trader then moves.

**Free encounters** (seed: "when you meet the Governor, Smuggler or Coffee Trader and take
something, you need give nothing"): the holder's payment to those three is ``<figure> free``
(e.g. ``governor free``), the only payment offered: paying anyway would only lose something.
The figure is rolled away as usual. In the Great Bazaar the tile covers the Courier too
(``cover_with_tile``, called by ``expansions/great_bazaar``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import data as D
from ...engine.encounters import add_figure
from ...engine.ops import me, no, say
from ...engine.ruleset import Figure, Ruleset
from .rules import M, gain_coffee, has_tile, mpart

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...engine.ops import Env
    from ...engine.ruleset import Question, Why
    from ...engine.state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["cover_with_tile", "install"]

GI = D.GOOD_INDEX
FREE_FIGURES = ("governor", "smuggler", "coffee_trader")


def _free(st: State) -> bool:
    return has_tile(st, st.to_act, "free_encounters")


def _trader_offers(st: State, env: Env, why: Why | None = None) -> list[str]:
    price = M(env)["coffee_trader"]["price_lira"]
    p = me(st)
    if _free(st) or p.lira >= price or any(p.goods):
        return ["coffee_trader"]
    return no(why, "coffee_trader", f"you have {p.lira} lira and no good; the Coffee Trader "
                                    f"wants {price} lira or 1 good for its coffee")


def _trader_take(st: State, env: Env, w: list[str]) -> None:
    say(st, "{} meets the Coffee Trader", env.name(st.to_act))
    gain_coffee(st, env, st.to_act, M(env)["coffee_trader"]["take"])


def _trader_payments(st: State, env: Env, why: Why | None = None) -> list[str]:
    price = M(env)["coffee_trader"]["price_lira"]
    p = me(st)
    if p.lira >= price:
        out = ["coffee_trader pay"]
    else:
        out = no(why, "coffee_trader pay", f"you have {p.lira} lira; the Coffee Trader wants "
                                           f"{price}")
    out = out + [f"coffee_trader give {g}" for g in D.GOODS if p.goods[GI[g]] > 0]
    if why is not None:
        no(why, "coffee_trader give", "give a good you have (coffee is not a good)")
    return out


def _trader_pay(st: State, env: Env, w: list[str]) -> None:
    if w[1] == "pay":
        price = M(env)["coffee_trader"]["price_lira"]
        me(st).lira -= price
        say(st, "{} pays the Coffee Trader {} lira", env.name(st.to_act), price)
    else:
        me(st).goods[GI[w[2]]] -= 1
        say(st, "{} gives the Coffee Trader 1 {}", env.name(st.to_act), w[2])


def _trader_move(st: State, place: int) -> None:
    mpart(st).trader = place


def _with_free(fig: Figure) -> Figure:
    """The figure's payments and payment with the free-encounters tile."""
    def payments(st: State, env: Env, why: Why | None = None) -> list[str]:
        if _free(st):
            if why is not None:
                no(why, fig.name, f"with the free-encounters tile you give the {fig.title} "
                                  f"nothing: '{fig.name} free'")
            return [f"{fig.name} free"]
        return fig.payments(st, env, why)

    def pay(st: State, env: Env, w: list[str]) -> None:
        if w[1] == "free":
            say(st, "{} gives the {} nothing (free-encounters tile)", env.name(st.to_act),
                fig.title)
        else:
            fig.pay(st, env, w)

    return Figure(fig.name, fig.title, fig.offers, fig.take, payments, pay, fig.place,
                  fig.move)


def _describe_trader(a: list[str]) -> str:
    if not a:
        return "take 1 coffee from the Coffee Trader"
    if a[0] == "pay":
        return "pay the Coffee Trader 2 lira"
    if a[0] == "give":
        return f"give the Coffee Trader 1 {a[1]}"
    if a[0] == "free":
        return "give the Coffee Trader nothing (free-encounters tile)"
    raise ValueError(a[0])


def install(rules: Ruleset) -> None:
    ct = rules.data["mocha"]["coffee_trader"]
    add_figure(rules, Figure("coffee_trader", "Coffee Trader", _trader_offers, _trader_take,
                             _trader_payments, _trader_pay, lambda st: mpart(st).trader,
                             _trader_move),
               f"pay the Coffee Trader {ct['price_lira']} lira or 1 good")
    rules.add_verb("coffee_trader", "encounter", "word", describe=_describe_trader,
                   elsewhere="encounters come after the place action")
    for name in FREE_FIGURES:
        cover_with_tile(rules, name)


def cover_with_tile(rules: Ruleset, name: str) -> None:
    """Let the free-encounters tile cover the figure ``name`` (its payment ``<name> free``):
    the three figures of Mocha here, the Courier in the Great Bazaar
    (``expansions/great_bazaar``)."""
    fig = rules.figures[name]
    question = rules.phases[f"{name}-payment"].question
    free = _with_free(fig)
    add_figure(rules, free, "")
    old_phase = rules.phases[f"{name}-payment"]
    rules.add_phase(old_phase.name, old_phase.options, old_phase.perform,
                    _free_question(question, fig.title), verbs=old_phase.verbs)
    verb = rules.verbs[name]
    rules.add_verb(name, verb.kind, verb.args, verb.unordered, verb.last,
                   _free_describe(verb.describe, fig.title), verb.elsewhere)


def _free_question(question: Question, title: str) -> Question:
    def ask(st: State, env: Env) -> str:
        if _free(st):
            return f"you give the {title} nothing (free-encounters tile)"
        return question(st, env)
    return ask


def _free_describe(describe: Callable[[list[str]], str] | None,
                   title: str) -> Callable[[list[str]], str]:
    def words(a: list[str]) -> str:
        if a and a[0] == "free":
            return f"give the {title} nothing (free-encounters tile)"
        return describe(a) if describe is not None else " ".join(a)
    return words
