"""Moving pieces as rules, and what happens on arrival (RULES.md section 4, phase 1).

A ``MoveSource`` names the moving piece and where it may go: the merchant's 1-2 steps, the
Move 3-4 card's distance of exactly 3 or 4 (ruling, [inferred]); expansions add theirs (the
companion that moves instead of the merchant, the long-move tile's straight lines) with
``rules.add_move_source``. The move phase asks the state's active source (``st.source``). The
board consulted is the board as it stands (``env.board_for(st)``: with the state's barrier), and
the move texts are cached per source, start and barrier.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..board import Board
from ..i18n import Message, _
from . import data as D
from .ops import Env, label, tell, word
from .ruleset import MoveSource, Ruleset
from .state import State

if TYPE_CHECKING:
    from .ruleset import Why

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["after_assistant", "arrive", "holds_barrier", "install", "merchant_place", "move_texts"]


def merchant_place(st: State) -> int:
    return st.players[st.current].merchant


def _exactly(board: Board, start: int, holder: bool) -> frozenset[int]:
    """Places at a shortest distance of exactly 3 or 4 (ruling: "instead of 1-2" would mean
    nothing if the card reached adjacent places; [inferred])."""
    return board.moves_exact(start, D.MOVE_34, holder)


def holds_barrier(st: State, env: Env) -> bool:
    """Whether the seat moving now may cross the barrier: the ruleset's ``holds_barrier``
    decides (an expansion's tile; the base game has no barrier holder)."""
    return env.rules.holds_barrier(st, env)


def destinations(st: State, env: Env) -> list[int]:
    """Sorted places the active moving piece may move to now."""
    src = env.rules.move_sources[st.source]
    return sorted(src.reach(env.board_for(st), src.start(st), holds_barrier(st, env)))


def move_texts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """The ``move N`` texts of the move phase (cached per source, start, barrier and whether
    the mover may cross it)."""
    src = env.rules.move_sources[st.source]
    start = src.start(st)
    key = ("move", st.source, start, st.barrier, st.barrier is not None
           and holds_barrier(st, env))
    hit = env.cache.get(key)
    if hit is None:
        hit = env.cache[key] = [f"move {n}" for n in destinations(st, env)]
    if why is not None:
        why["move"] = lambda args: _refusal(st, env, start, args)
    return hit


def _refusal(st: State, env: Env, start: int, args: list[str]) -> Message:
    if len(args) != 1 or not args[0].isdecimal():
        return _("say where to: 'move 9'")
    dest = int(args[0])
    board = env.board_for(st)
    if dest not in board.places:
        return _("there is no place {n} on this board", n=dest)
    if dest == start:
        return _("a merchant must move; it may not end where it started")
    if st.source == "move-3-4":
        return _("with the Move 3-4 card the merchant ends exactly 3 or 4 steps away; {place} "
                 "is {d} from {start}", place=label(dest), d=board.distance(start, dest),
                 start=label(start))
    src = env.rules.move_sources[st.source]
    d = board.distance(start, dest, holds_barrier(st, env))
    return _("{place} is {d} steps from {start}; a {piece} moves 1 or 2 places",
             place=label(dest), d=d, start=label(start), piece=word(src.piece))


def arrive(st: State, env: Env, place: int, moved: bool = True) -> None:
    """The merchant stands on ``place``: ask about the assistant, or at the Fountain act."""
    p = st.players[st.current]
    if moved:
        tell(st, "{who} moves from {start} to {place}", who=env.name(st.current),
             start=label(p.merchant), place=label(place))
    else:
        tell(st, "{who} stays at {place}", who=env.name(st.current), place=label(place))
    p.merchant = place
    st.at = place
    st.actor = "merchant"
    st.source = "merchant"
    if place == D.FOUNTAIN:
        # The Fountain needs no assistant and no one is paid there (RULES.md 4, 4.1 #7).
        st.phase = "action"
    else:
        st.phase = "assistant"


def after_assistant(st: State, env: Env) -> None:
    """Go on to paying the other pieces here (``rules.payees``), or straight to the action if
    nobody is here."""
    seats, neutral = env.rules.payees(st, st.at)
    st.phase = "pay" if (seats or neutral) else "action"


def install(rules: Ruleset) -> None:
    rules.add_move_source(MoveSource("merchant", "merchant", Board.moves, merchant_place, arrive))
    rules.add_move_source(MoveSource("move-3-4", "merchant", _exactly, merchant_place, arrive))
