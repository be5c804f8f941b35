"""The double move (RULES.md 8; seed 000, "내 차례에 하는 일" 4): at the end of your turn, once per
turn, discard letters worth at least 3 seals (extra seals are lost) to take another turn at once.

Notation (docs/notation.md, Letters & Seals): ``double 3 5d`` (kind end): end the turn, discard
the letters named (``3`` a face-up letter to place 3, worth 1 seal; ``5d`` a delivered one,
worth 2) and take another turn at once. Offered wherever the seat may say ``end`` (after
arriving instead of an assistant decision, instead of paying, after the encounters, after the
Catacombs), one text per minimal set of letters worth at least 3 seals (``rules.seal_choices``:
no letter of the set could be left out), letters in sorted order; and at the end of a turn a
card closes (phase ``turn-end``: ``end`` or ``double ...``).

Rulings:

- "Once per turn": the double move ends the turn, so a turn has at most one; the extra turn is
  a turn of its own (the companion may be placed again, cards of the move phase may be
  played ...), and it may itself end with another double move while letters pay for it
  [inferred from "once per turn"].
- Ruling R8 (RULES.md 11; seed 000 l.449, "at the end of your turn, once per turn", no
  exception): every turn ends with the double move offered. A turn that a card closes (a
  Mocha guild card's, the Letters family errand) asks ``end`` or ``double ...`` in phase
  ``turn-end`` (``turn.close_turn``) when the seat holds letters for it, and simply ends
  otherwise; the Catacombs end the turn in their own phase ``catacombs-end``, with the double
  move offered there too. After ``play stay`` the assistant must be collected or left (R11), so
  neither ``end`` nor a double move is offered at that moment; they come at the turn's end.
- The extra turn is counted like any other (``st.turn`` + 1); ``part.extra_turns`` keeps the
  turn order check right (``turn_order_problem``).
- The end of the game: when a seat holds 6 rubies, the round is still finished normally; a
  double move of the last seat of the round is played before the game ends (its extra turn
  belongs to its turn, and ``end_turn`` ends the game only when the next turn is another
  seat's) [inferred].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.ops import Env, label, no, tell, tell_message
from ...engine.ruleset import Ruleset
from ...engine.state import State
from ...engine.turn import TURN_END, end_turn
from ...i18n import N_, Message, _, join
from .rules import KEY, L, discard_letter, letters_text, lpart, parse_letter, seal_choices, seals

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...engine.ruleset import Why

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["double_texts", "install"]

#: the phases in which a seat ends its own turn with ``end``
END_PHASES = ("assistant", "pay", "encounter")


def _need(env: Env) -> int:
    return L(env)["double_move"]["seals"]


def double_texts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """The ``double ...`` texts of the seat to act (memoised per hand of letters)."""
    held = st.parts[KEY].letters[st.to_act]
    need = _need(env)
    have = seals(st, st.to_act)
    if have < need:
        if why is None:     # the common answer at an end of turn: no text to build
            return []
        return no(why, "double", N_("you have no letters worth {need} seals (you have {n} "
                                    "seal)", "you have no letters worth {need} seals (you have "
                                    "{n} seals)", have, need=need))
    key = (need, tuple(map(tuple, held)))
    memo = env.rules.memo.setdefault("letters-double", {})
    hit = memo.get(key)
    if hit is None:
        if len(memo) > 20_000:      # bots meet many hands: keep the memo small
            memo.clear()
        hit = memo[key] = [f"double {letters_text(c)}" for c in seal_choices(held, need)]
    if why is not None:
        why["double"] = _refusal(hit, need)
    return hit[:]


def _refusal(legal: list[str], need: int) -> Callable[[list[str]], Message]:
    def reason(args: list[str]) -> Message:
        letters = [x for x in map(parse_letter, args) if x is not None]
        if args and len(letters) == len(args):
            text = f"double {letters_text(letters)}"
            if text in legal:
                return _("name the letters in order: '{example}'", example=text)
        return _("name letters you hold worth at least {need} seals, none to spare (extra "
                 "seals are lost): {examples}", need=need,
                 examples=", ".join(f"'{t}'" for t in legal[:3]))
    return reason


def _double_do(st: State, env: Env, w: list[str]) -> None:
    seat = st.current
    chosen = [parse_letter(x) for x in w[1:]]
    total = sum(2 if x[1] else 1 for x in chosen if x is not None)
    tell(st, "{who} takes a double move, discarding letters worth {n} seals", who=env.name(seat),
         n=total)
    for x in chosen:
        if x is not None:
            discard_letter(st, env, seat, x[0], x[1])
    need = _need(env)
    if total > need:
        tell_message(st, N_("{n} extra seal is lost", "{n} extra seals are lost", total - need))
    lpart(st).extra = True
    end_turn(st, env)
    if st.current == seat and st.phase == "move":
        tell(st, "{who} takes another turn at once (double move)", who=env.name(seat))


def _wrap(rules: Ruleset, name: str) -> None:
    old = rules.phases[name]

    def options(st: State, env: Env, why: Why | None = None) -> list[str]:
        out = old.options(st, env, why)
        if "end" in out:
            more = double_texts(st, env, why)
            return out + more if more else out     # usually no letters worth 3 seals
        no(why, "double", "the double move comes at the end of your turn")
        return out

    def perform(st: State, env: Env, w: list[str]) -> None:
        if w[0] == "double":
            _double_do(st, env, w)
        else:
            old.perform(st, env, w)

    rules.add_phase(name, options, perform, old.question, window=old.window,
                    pending=old.pending, others_decide=old.others_decide,
                    at_merchant=old.at_merchant, verbs=old.verbs + ("double",))


def next_seat(st: State, env: Env) -> int:
    """The same seat again after a double move, else the next seat clockwise."""
    part = lpart(st)
    if part.extra:
        part.extra = False
        part.extra_turns += 1
        return st.current
    return (st.current + 1) % env.n


def turn_order_problem(st: State, env: Env) -> Message | None:
    """Turn numbers count the extra turns of double moves too."""
    k = (st.turn - 1 - lpart(st).extra_turns) % env.n
    if k != st.current:
        return _("turn {turn} is seat {seat}'s, not seat {current}'s (seat 0 starts, one turn "
                 "per seat per round, plus the extra turns of double moves)", turn=st.turn,
                 seat=k, current=st.current)
    return None


def _describe(a: list[str]) -> Message:
    letters = [parse_letter(x) for x in a]
    if not letters or any(x is None for x in letters):
        raise ValueError("name letters: 'double 3 5d'")
    # TRANSLATORS: a delivered letter in a list of letters: its place, "Tea House (9)"
    words = join(_("{place} (delivered)", place=label(x[0])) if x[1] else label(x[0])
                 for x in letters if x)
    return _("end your turn, discard the letters to {letters} and take another turn at once",
             letters=words)


def _turn_end_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return ["end"] + double_texts(st, env, why)


def _turn_end_do(st: State, env: Env, w: list[str]) -> None:
    if w[0] == "double":
        _double_do(st, env, w)
    else:
        end_turn(st, env)


def _turn_end_question(st: State, env: Env) -> Message:
    return _("the card's action is over: end your turn, or discard letters worth {n} seals for "
             "a double move?", n=_need(env))


def install(rules: Ruleset) -> None:
    """The ``double`` texts beside every ``end`` of the seat's own turn and at the end of a
    turn a card closes (``turn-end``), and the turn order."""
    for name in END_PHASES:
        _wrap(rules, name)
    rules.add_phase(TURN_END, _turn_end_opts, _turn_end_do, _turn_end_question, window=None,
                    at_merchant=False, verbs=("end", "double"),
                    words=_("ending the turn (or a double move)"))
    rules.next_seat = next_seat
    rules.turn_order_problem = turn_order_problem
    rules.add_verb("double", "end", "word", describe=_describe,
                   elsewhere=_("the double move comes at the end of your turn"))
