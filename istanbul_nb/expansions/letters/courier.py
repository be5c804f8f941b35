"""The Courier (RULES.md 8; seed 000, "집배원" and "내 차례에 하는 일" 3): a figure met in the
encounter phase like the Governor and the Smuggler.

Notation (docs/notation.md, Letters & Seals):

- ``courier`` (phase ``encounter``): take 1 letter from the Courier (``gain_letter``: from the
  pile, reshuffling the discards when it runs out). Offered while a letter can be taken.
- ``courier pay`` / ``courier discard 9`` / ``courier discard 9d`` (phase
  ``courier-payment``): pay 2 lira, or discard 1 of your letters (a face-up ``9``, or a
  delivered ``9d``); then the Courier is rolled away by two dice, like the Governor.

Rulings: the letter just taken may be the one discarded (as the new card may pay the Governor,
seed 000 line 299: "take and give back just to move it"), so a payment is always possible.
The Courier's place lives in the Letters part (``part.courier``; ``g.place_of("courier")``).
The Mocha free-encounters Tavern tile does not cover the Courier (it names the Governor, the
Smuggler and the Coffee Trader); the Great Bazaar variant adds the Courier (seed 000, "참고",
``expansions/great_bazaar``).
The encounter is where the piece that moved stands (the merchant's or the companion's place).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.encounters import add_figure
from ...engine.ops import me, no, tell
from ...engine.ruleset import Figure, Ruleset
from ...i18n import Message, _
from .rules import L, discard_letter, gain_letter, letter_token, lpart, parse_letter

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...engine.ops import Env
    from ...engine.ruleset import Why
    from ...engine.state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["install"]


def _price(env: Env) -> int:
    return L(env)["courier"]["price_lira"]


def _offers(st: State, env: Env, why: Why | None = None) -> list[str]:
    part = lpart(st)
    if part.pile or part.discard:
        return ["courier"]
    return no(why, "courier", "no letter is left to take: every letter is held")


def _take(st: State, env: Env, w: list[str]) -> None:
    tell(st, "{who} meets the Courier", who=env.name(st.to_act))
    gain_letter(st, env, st.to_act, L(env)["courier"]["take"], "courier")


def _payments(st: State, env: Env, why: Why | None = None) -> list[str]:
    price = _price(env)
    p = me(st)
    if p.lira >= price:
        out = ["courier pay"]  # i18n: not shown (notation)
    else:
        out = no(why, "courier pay", "you have {have} lira; the Courier wants {price}",
                 have=p.lira, price=price)
    held = lpart(st).letters[st.to_act]
    out = out + [f"courier discard {letter_token(x)}"  # i18n: not shown (notation)
                 for x in sorted({tuple(x) for x in held})]
    if why is not None:
        no(why, "courier discard", "name a letter you hold: {examples}",
           examples=", ".join(f"'courier discard {letter_token(x)}'" for x in held))
    return out


def _pay(st: State, env: Env, w: list[str]) -> None:
    if w[1] == "pay":
        price = _price(env)
        me(st).lira -= price
        tell(st, "{who} pays the Courier {n} lira", who=env.name(st.to_act), n=price)
    else:
        letter = parse_letter(w[2])
        if letter is None:      # the options offer only held letters
            raise ValueError(f"no letter {w[2]!r}")
        tell(st, "{who} gives the Courier a letter", who=env.name(st.to_act))
        discard_letter(st, env, st.to_act, letter[0], letter[1])


def _move(st: State, place: int) -> None:
    lpart(st).courier = place


def _describe(price: int) -> Callable[[list[str]], Message]:
    def words(a: list[str]) -> Message:
        if not a:
            return _("take 1 letter from the Courier")
        if a[0] == "pay":
            return _("pay the Courier {n} lira", n=price)
        if a[0] == "discard":
            letter = parse_letter(a[1])
            if letter is None:
                raise ValueError(a[1])
            if letter[1]:
                return _("give the Courier your delivered letter to place {number}",
                         number=letter[0])
            return _("give the Courier your letter to place {number}", number=letter[0])
        raise ValueError(a[0])
    return words


def install(rules: Ruleset) -> None:
    """The Courier: a figure with its payment phase (``courier-payment``) and its verb."""
    c = rules.data["letters"]["courier"]
    add_figure(rules, Figure("courier", "Courier", _offers, _take, _payments, _pay,
                             lambda st: lpart(st).courier, _move),
               _("pay the Courier {n} lira or discard 1 of your letters", n=c["price_lira"]))
    rules.add_verb("courier", "encounter", "word", describe=_describe(c["price_lira"]),
                   elsewhere=_("encounters come after the place action"))
