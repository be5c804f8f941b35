"""Movement sources as data, and what happens on arrival (RULES.md section 4, phase 1).

A movement source maps (board, start, holder) to the places a piece may reach; the move phase
asks the active source. The Move 3-4 card switches the source for one move; later expansions add
sources here ("straight" for the long-move tile, "corner", "any") without touching the turn
machine. ``holder`` is the Mocha barrier-control tile (always False in the base game).
"""

from __future__ import annotations

from collections.abc import Callable

from ..board import Board
from . import data as D
from .ops import Env, label, say
from .state import State

MOVE_SOURCES: dict[str, Callable[[Board, int, bool], frozenset[int]]] = {
    "merchant": lambda b, start, holder: b.moves(start, holder),
    "move-3-4": lambda b, start, holder: b.moves_exact(start, (3, 4), holder),
}


def destinations(st: State, env: Env) -> list[int]:
    """Sorted places the merchant of the current seat may move to now."""
    start = st.players[st.current].merchant
    return sorted(MOVE_SOURCES[st.source](env.board, start, False))


def move_texts(st: State, env: Env) -> list[str]:
    """The ``move N`` texts of the move phase (cached per board, source and start)."""
    key = ("move", st.source, st.players[st.current].merchant)
    hit = env.cache.get(key)
    if hit is None:
        hit = env.cache[key] = [f"move {n}" for n in destinations(st, env)]
    return hit


def others_here(st: State, place: int) -> tuple[list[int], int]:
    """(other seats' merchants on ``place``, number of neutral merchants there)."""
    seats = [i for i, p in enumerate(st.players) if i != st.current and p.merchant == place]
    return seats, st.neutrals.count(place)


def arrive(st: State, env: Env, place: int, moved: bool = True) -> None:
    """The merchant stands on ``place``: ask about the assistant, or at the Fountain act."""
    p = st.players[st.current]
    if moved:
        say(st, f"{env.name(st.current)} moves from {label(p.merchant)} to {label(place)}")
    else:
        say(st, f"{env.name(st.current)} stays at {label(place)}")
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
    """Go on to paying other merchants, or straight to the action if nobody is here."""
    seats, neutral = others_here(st, st.at)
    st.phase = "pay" if (seats or neutral) else "action"
