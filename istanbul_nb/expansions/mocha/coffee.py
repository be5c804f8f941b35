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
from ...engine.ops import me, no, tell
from ...engine.ruleset import Figure, Ruleset
from ...i18n import Message, Term, _
from .rules import M, gain_coffee, has_tile, mpart, word

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
    return no(why, "coffee_trader", "you have {have} lira and no good; the Coffee Trader wants "
                                    "{price} lira or 1 good for its coffee", have=p.lira,
              price=price)


def _trader_take(st: State, env: Env, w: list[str]) -> None:
    tell(st, "{who} meets the Coffee Trader", who=env.name(st.to_act))
    gain_coffee(st, env, st.to_act, M(env)["coffee_trader"]["take"])


def _trader_payments(st: State, env: Env, why: Why | None = None) -> list[str]:
    price = M(env)["coffee_trader"]["price_lira"]
    p = me(st)
    if p.lira >= price:
        out = ["coffee_trader pay"]  # i18n: not shown
    else:
        out = no(why, "coffee_trader pay", "you have {have} lira; the Coffee Trader wants "
                                           "{price}", have=p.lira, price=price)
    give = "coffee_trader give"  # i18n: not shown
    out = out + [f"{give} {g}" for g in D.GOODS if p.goods[GI[g]] > 0]
    if why is not None:
        no(why, "coffee_trader give", "give a good you have (coffee is not a good)")
    return out


def _trader_pay(st: State, env: Env, w: list[str]) -> None:
    if w[1] == "pay":
        price = M(env)["coffee_trader"]["price_lira"]
        me(st).lira -= price
        tell(st, "{who} pays the Coffee Trader {n} lira", who=env.name(st.to_act), n=price)
    else:
        me(st).goods[GI[w[2]]] -= 1
        tell(st, "{who} gives the Coffee Trader 1 {good}", who=env.name(st.to_act),
             good=word(w[2]))


def _trader_move(st: State, place: int) -> None:
    mpart(st).trader = place


def _with_free(fig: Figure) -> Figure:
    """The figure's payments and payment with the free-encounters tile."""
    def payments(st: State, env: Env, why: Why | None = None) -> list[str]:
        if _free(st):
            if why is not None:
                no(why, fig.name, "with the free-encounters tile you give the {figure} "
                                  "nothing: '{name} free'", figure=figure_word(fig),
                   name=fig.name)
            return [f"{fig.name} free"]
        return fig.payments(st, env, why)

    def pay(st: State, env: Env, w: list[str]) -> None:
        if w[1] == "free":
            tell(st, "{who} gives the {figure} nothing (free-encounters tile)",
                 who=env.name(st.to_act), figure=figure_word(fig))
        else:
            fig.pay(st, env, w)

    return Figure(fig.name, fig.title, fig.offers, fig.take, payments, pay, fig.place,
                  fig.move)


def figure_word(fig: Figure) -> str:
    """A figure's title as a message value: the glossary's term for it (``governor``,
    ``coffee-trader`` ...), the title itself when it is one already."""
    if isinstance(fig.title, (Term, Message)):
        return fig.title
    return word(fig.name.replace("_", "-"), fig.title)


def _describe_trader(a: list[str], price: int) -> Message:
    if not a:
        return _("take 1 coffee from the Coffee Trader")
    if a[0] == "pay":
        return _("pay the Coffee Trader {n} lira", n=price)
    if a[0] == "give":
        return _("give the Coffee Trader 1 {good}", good=word(a[1]))
    if a[0] == "free":
        return _("give the Coffee Trader nothing (free-encounters tile)")
    raise ValueError(a[0])


def install(rules: Ruleset) -> None:
    ct = rules.data["mocha"]["coffee_trader"]
    add_figure(rules, Figure("coffee_trader", word("coffee-trader", _("Coffee Trader")),
                             _trader_offers, _trader_take, _trader_payments, _trader_pay,
                             lambda st: mpart(st).trader, _trader_move),
               _("pay the Coffee Trader {n} lira or 1 good", n=ct["price_lira"]))
    rules.add_verb("coffee_trader", "encounter", "word",
                   describe=lambda a: _describe_trader(a, ct["price_lira"]),
                   elsewhere=_("encounters come after the place action"))
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
                    _free_question(question, figure_word(fig)), verbs=old_phase.verbs)
    verb = rules.verbs[name]
    rules.add_verb(name, verb.kind, verb.args, verb.unordered, verb.last,
                   _free_describe(verb.describe, figure_word(fig)), verb.elsewhere)


def _free_question(question: Question, title: str) -> Question:
    def ask(st: State, env: Env) -> str:
        if _free(st):
            return _("you give the {figure} nothing (free-encounters tile)", figure=title)
        return question(st, env)
    return ask


def _free_describe(describe: Callable[[list[str]], str] | None,
                   title: str) -> Callable[[list[str]], str]:
    def words(a: list[str]) -> str:
        if a and a[0] == "free":
            return _("give the {figure} nothing (free-encounters tile)", figure=title)
        return describe(a) if describe is not None else " ".join(a)
    return words
