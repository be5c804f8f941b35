"""Encounters (RULES.md section 4, phase 4): family members to catch, and the figure registry.

A figure (Governor, Smuggler; later the Coffee Trader and the Courier) is data: where it stands
on the state, what it offers, how the player pays for it, and that it is re-rolled after a
taking. The encounter phase lists, in any order the player likes: catching each other player's
family member here (compulsory, a reward choice each), meeting each figure here once, and ending
the turn once every family member here is caught.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import data as D
from .cards import catch_reward
from .ops import Env, can_draw, discard, draw, label, me, move_figure, room, say
from .state import State

FIGURE_PRICE = 2


@dataclass(frozen=True)
class Figure:
    """A neutral figure met in the encounter phase."""

    name: str                                  # also the state attribute holding its place
    offers: Callable[[State, Env], list[str]]  # action texts of taking something
    take: Callable[[State, Env, list[str]], None]
    payments: Callable[[State, Env], list[str]]
    pay: Callable[[State, Env, list[str]], None]


FIGURES: dict[str, Figure] = {}


def _gov_offers(st, env):
    """Only while a card can be drawn (decision 8)."""
    return ["governor"] if can_draw(st) else []


def _gov_take(st, env, w):
    draw(st, env, st.to_act)
    say(st, f"{env.name(st.to_act)} meets the Governor and draws a bonus card")


def _gov_payments(st, env):
    p = me(st)
    out = ["governor pay"] if p.lira >= FIGURE_PRICE else []
    return out + [f"governor discard {c}" for c in sorted(set(p.cards))]


def _gov_pay(st, env, w):
    if w[1] == "pay":
        me(st).lira -= FIGURE_PRICE
        say(st, f"{env.name(st.to_act)} pays the Governor {FIGURE_PRICE} lira")
    else:
        discard(st, st.to_act, w[2])
        say(st, f"{env.name(st.to_act)} discards the {D.CARD_TITLES[w[2]]} card for the "
                "Governor")


FIGURES["governor"] = Figure("governor", _gov_offers, _gov_take, _gov_payments, _gov_pay)


def _smug_offers(st, env):
    """Only goods with room in the cart (docs/engine.md, decision 8)."""
    return [f"smuggler {g}" for g in D.GOODS if room(me(st), g) > 0]


def _smug_take(st, env, w):
    me(st).goods[D.GOOD_INDEX[w[1]]] += 1
    say(st, f"{env.name(st.to_act)} meets the Smuggler and takes 1 {w[1]}")


def _smug_payments(st, env):
    p = me(st)
    out = ["smuggler pay"] if p.lira >= FIGURE_PRICE else []
    return out + [f"smuggler give {g}" for g in D.GOODS if p.goods[D.GOOD_INDEX[g]] > 0]


def _smug_pay(st, env, w):
    if w[1] == "pay":
        me(st).lira -= FIGURE_PRICE
        say(st, f"{env.name(st.to_act)} pays the Smuggler {FIGURE_PRICE} lira")
    else:
        me(st).goods[D.GOOD_INDEX[w[2]]] -= 1
        say(st, f"{env.name(st.to_act)} gives the Smuggler 1 {w[2]}")


FIGURES["smuggler"] = Figure("smuggler", _smug_offers, _smug_take, _smug_payments, _smug_pay)


def catchable(st: State) -> list[int]:
    """Other seats whose family member stands where the merchant is (not the Police Station)."""
    here = st.at
    if here == D.POLICE:
        return []
    return [i for i, p in enumerate(st.players) if i != st.current and p.family == here]


def encounter_options(st: State, env: Env) -> list[str]:
    out = []
    caught = catchable(st)
    for seat in caught:
        colour = env.config.colours[seat]
        out.append(f"catch {colour} lira")
        if can_draw(st):
            out.append(f"catch {colour} card")
    for name, fig in FIGURES.items():
        if name not in st.met and getattr(st, name) == st.at:
            out.extend(fig.offers(st, env))
    if not caught:
        out.append("end")
    return out


def catch(st: State, env: Env, w: list[str]) -> None:
    seat = env.seat_of_colour(w[1])
    st.players[seat].family = D.POLICE
    say(st, f"{env.name(st.to_act)} catches {env.name(seat)}'s family member at "
            f"{label(st.at)}; it goes back to the Police Station")
    catch_reward(st, env, st.to_act, w[2])


def meet(st: State, env: Env, w: list[str]) -> None:
    fig = FIGURES[w[0]]
    st.met.append(fig.name)
    fig.take(st, env, w)
    st.phase = f"{fig.name}-payment"


def pay_figure(st: State, env: Env, w: list[str]) -> None:
    fig = FIGURES[w[0]]
    fig.pay(st, env, w)
    setattr(st, fig.name, move_figure(st, env, fig.name.capitalize()))
    st.phase = "encounter"


