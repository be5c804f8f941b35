"""Encounters (RULES.md section 4, phase 4): family members to catch, and the neutral figures.

A figure (Governor, Smuggler; later the Coffee Trader and the Courier) is data: where it stands,
what it offers, how the player pays for it, and that it is rolled away after a taking. The
encounter phase lists, in any order the player likes: catching each other player's family
member here (compulsory, a reward choice each), meeting each figure here once, and ending the
turn once every family member here is caught. Each figure installs its payment phase
(``governor-payment``) beside itself.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from ..i18n import Message, Term, _
from . import data as D
from .actions import IllegalAction
from .cards import catch_reward
from .ops import (
    Env,
    can_draw,
    card_term,
    discard,
    draw,
    good_term,
    label,
    me,
    move_figure,
    no,
    room,
    tell,
    word,
)
from .ruleset import Figure, Ruleset
from .state import State
from .turn import end_turn

if TYPE_CHECKING:
    from collections.abc import Callable

    from .ruleset import Options, Perform, Why

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["add_figure", "figure_term", "install"]

PRICE = D.FIGURE_PRICE


def figure_term(fig: Figure) -> Term:
    """A figure's name as a message value (the glossary's ``governor``, ``coffee-trader``...)."""
    return word(fig.title.lower().replace(" ", "-"), fig.title)


def _gov_offers(st: State, env: Env, why: Why | None = None) -> list[str]:
    """Only while a card can be drawn (decision 8)."""
    if can_draw(st):
        return ["governor"]
    return no(why, "governor", "no bonus card is left to take")


def _gov_take(st: State, env: Env, w: list[str]) -> None:
    draw(st, env, st.to_act)
    tell(st, "{who} meets the Governor and draws a bonus card", who=env.name(st.to_act))


def _gov_payments(st: State, env: Env, why: Why | None = None) -> list[str]:
    p = me(st)
    if p.lira >= PRICE:
        out = ["governor pay"]  # i18n: not shown (an action's notation)
    else:
        out = no(why, "governor pay", "you have {lira} lira; the Governor wants {price}",
                 lira=p.lira, price=PRICE)
    return out + [f"governor discard {c}"  # i18n: not shown (notation)
                  for c in sorted(set(p.cards))]


def _gov_pay(st: State, env: Env, w: list[str]) -> None:
    if w[1] == "pay":
        me(st).lira -= PRICE
        tell(st, "{who} pays the Governor {n} lira", who=env.name(st.to_act), n=PRICE)
    else:
        discard(st, st.to_act, w[2])
        tell(st, "{who} discards the {card} card for the Governor", who=env.name(st.to_act),
             card=card_term(env.rules, w[2]))


def _smug_offers(st: State, env: Env, why: Why | None = None) -> list[str]:
    """Goods with room in the cart (decision 8); with a full cart every good, taken and
    discarded at once, just to move the Smuggler (ruling: seed 000, line 299)."""
    p = me(st)
    out = [f"smuggler {g}" for g in D.GOODS if room(p, g) > 0]
    return out or [f"smuggler {g}" for g in D.GOODS]


def _smug_take(st: State, env: Env, w: list[str]) -> None:
    p = me(st)
    if room(p, w[1]) > 0:
        p.goods[D.GOOD_INDEX[w[1]]] += 1
        tell(st, "{who} meets the Smuggler and takes 1 {good}", who=env.name(st.to_act),
             good=good_term(w[1]))
    else:
        tell(st, "{who} meets the Smuggler, takes 1 {good} and discards it at once (the cart "
                 "is full)", who=env.name(st.to_act), good=good_term(w[1]))


def _smug_payments(st: State, env: Env, why: Why | None = None) -> list[str]:
    p = me(st)
    if p.lira >= PRICE:
        out = ["smuggler pay"]  # i18n: not shown (an action's notation)
    else:
        out = no(why, "smuggler pay", "you have {lira} lira; the Smuggler wants {price}",
                 lira=p.lira, price=PRICE)
    return out + [f"smuggler give {g}"  # i18n: not shown (notation)
                  for g in D.GOODS if p.goods[D.GOOD_INDEX[g]] > 0]


def _smug_pay(st: State, env: Env, w: list[str]) -> None:
    if w[1] == "pay":
        me(st).lira -= PRICE
        tell(st, "{who} pays the Smuggler {n} lira", who=env.name(st.to_act), n=PRICE)
    else:
        me(st).goods[D.GOOD_INDEX[w[2]]] -= 1
        tell(st, "{who} gives the Smuggler 1 {good}", who=env.name(st.to_act),
             good=good_term(w[2]))


def _attr_place(name: str) -> Callable[[State], int | None]:
    return attrgetter(name)


def _attr_move(name: str) -> Callable[[State, int], None]:
    return lambda st, place: setattr(st, name, place)


def catchable(st: State) -> list[int]:
    """Other seats whose family member stands where the merchant is (not the Police Station)."""
    here = st.at
    if here == D.POLICE:
        return []
    return [i for i, p in enumerate(st.players) if i != st.current and p.family == here]


def encounter_options(st: State, env: Env, why: Why | None = None) -> list[str]:
    out = []
    caught = catchable(st)
    for seat in caught:
        colour = env.config.colours[seat]
        out.append(f"catch {colour} lira")
        if can_draw(st):
            out.append(f"catch {colour} card")
    if not caught and why is not None:
        home = st.at == D.POLICE and any(i != st.current and p.family == st.at
                                         for i, p in enumerate(st.players))
        if home:
            no(why, "catch", "a family member at the Police Station is home and cannot be "
                             "caught")
        else:
            no(why, "catch", "there is no family member to catch at {place}",
               place=label(st.at))
    for name, fig in env.rules.figures.items():
        where = fig.place(st)
        if where == st.at and name not in st.met:
            out.extend(fig.offers(st, env, why))
        elif why is None:
            continue
        elif name in st.met:
            no(why, name, "you already met the {figure} this turn", figure=figure_term(fig))
        elif where:
            no(why, name, "the {figure} is at {place}, not here", figure=figure_term(fig),
               place=label(where))
        else:
            no(why, name, "the {figure} is at no place, not here", figure=figure_term(fig))
    if not caught:
        out.append("end")
    elif why is not None:
        no(why, "end", "you must first catch every other family member here")
    return out


def _encounter_question(st: State, env: Env) -> Message:
    here = label(st.at)
    if catchable(st):
        return _("catch every other family member at {place}, meet who else is here, then end "
                 "the turn", place=here)
    if any(fig.place(st) == st.at and name not in st.met and fig.offers(st, env, None)
           for name, fig in env.rules.figures.items()):
        return _("meet who is at {place} (in any order), then end the turn", place=here)
    return _("nobody at {place} is left to meet: end the turn", place=here)


def _encounter_do(st: State, env: Env, w: list[str]) -> None:
    st.acted = 0          # the moment "right after the action" (doubling cards) has passed
    if w[0] == "catch":
        seat = env.seat_of_colour(w[1])
        if seat is None:      # legal_texts offers only seated colours; a stale text is refused
            raise IllegalAction(_("no player plays {colour} in this game", colour=w[1]))
        st.players[seat].family = D.POLICE
        tell(st, "{who} catches {other}'s family member at {place}; it goes back to the Police "
                 "Station", who=env.name(st.to_act), other=env.name(seat), place=label(st.at))
        catch_reward(st, env, st.to_act, w[2])
    elif w[0] == "end":
        end_turn(st, env)
    else:
        fig = env.rules.figures[w[0]]
        st.met.append(fig.name)
        fig.take(st, env, w)
        st.phase = f"{fig.name}-payment"


def _payment_phase(fig: Figure) -> tuple[Options, Perform]:
    def options(st: State, env: Env, why: Why | None = None) -> list[str]:
        return fig.payments(st, env, why)

    def perform(st: State, env: Env, w: list[str]) -> None:
        fig.pay(st, env, w)
        fig.move(st, move_figure(st, env, figure_term(fig)))
        st.phase = "encounter"

    return options, perform


def add_figure(rules: Ruleset, fig: Figure, question: str) -> None:
    """A figure, its verb and its payment phase (expansions call this for theirs; the
    ``question`` is a message, or an English sentence not yet in the catalogue)."""
    rules.add_figure(fig)
    opts, perform = _payment_phase(fig)
    rules.add_phase(f"{fig.name}-payment", opts, perform, lambda st, env: question,
                    verbs=(fig.name,), words=_("paying the {figure}", figure=figure_term(fig)))


def _describe_governor(rules: Ruleset) -> Callable[[list[str]], Message]:
    def describe(a: list[str]) -> Message:
        if not a:
            return _("take a bonus card from the Governor")
        if a[0] == "pay":
            return _("pay the Governor {n} lira", n=PRICE)
        card = card_term(rules, a[1]) if a[1] in rules.card_titles else a[1]
        return _("discard the {card} card to the Governor", card=card)
    return describe


def _describe_smuggler(a: list[str]) -> Message:
    if a[0] == "pay":
        return _("pay the Smuggler {n} lira", n=PRICE)
    if a[0] == "give":
        return _("give the Smuggler 1 {good}", good=good_term(a[1]))
    return _("take 1 {good} from the Smuggler", good=good_term(a[0]))


def _describe_catch(a: list[str]) -> Message:
    """``who`` is the caught seat's colour word: ``Game.describe`` puts the seat's name there."""
    if a[1] == "lira":
        return _("catch {who}'s family member and take {n} lira", who=a[0], n=D.CATCH_LIRA)
    return _("catch {who}'s family member and take a bonus card", who=a[0])


def install(rules: Ruleset) -> None:
    """The encounter phase, the Governor and the Smuggler."""
    add_figure(rules, Figure("governor", "Governor", _gov_offers, _gov_take, _gov_payments,
                             _gov_pay, _attr_place("governor"), _attr_move("governor")),
               _("pay the Governor {n} lira or discard a bonus card", n=PRICE))
    add_figure(rules, Figure("smuggler", "Smuggler", _smug_offers, _smug_take, _smug_payments,
                             _smug_pay, _attr_place("smuggler"), _attr_move("smuggler")),
               _("pay the Smuggler {n} lira or 1 good", n=PRICE))
    rules.add_phase("encounter", encounter_options, _encounter_do,
                    _encounter_question,
                    window="after", at_merchant=True, words=_("meeting who is here"))
    later = _("encounters come after the place action")
    rules.add_verb("catch", "encounter", "colour", describe=_describe_catch, elsewhere=later)
    rules.add_verb("governor", "encounter", "word", describe=_describe_governor(rules),
                   elsewhere=later)
    rules.add_verb("smuggler", "encounter", "goods", describe=_describe_smuggler,
                   elsewhere=later)
