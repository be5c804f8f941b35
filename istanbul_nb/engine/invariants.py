"""Checks that must hold after every action, and a seeded random playout (tests, bench, bots).

``problems(game)`` lists broken invariants in words (empty when all hold): rubies, assistants,
mosque tiles and bonus cards conserved, goods within capacity, lira never negative, legal actions
sorted, unique and non-empty until the end, none after it. It reuses the save checks, so a
state that could not be saved cannot pass either.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .actions import sort_actions
from .save import state_from

if TYPE_CHECKING:
    from .actions import Action
    from .game import Game

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["playout_policy", "problems", "random_playout"]


def problems(game: Game) -> list[str]:
    out = []
    try:
        state_from(game.state.to_dict(), game.config, "")
    except ValueError as e:
        out.append(str(e))
    acts = game.legal_actions()
    texts = [a.text for a in acts]
    if game.is_over:
        if acts:
            out.append("legal actions after the end")
    else:
        if not acts:
            out.append(f"no legal action in phase {game.phase!r}")
        if [a.text for a in sort_actions(acts, game.rules)] != texts:
            out.append("legal actions not sorted")
        if len(set(texts)) != len(texts):
            out.append("legal actions repeated")
    for p in game.state.players:
        if p.lira < 0:
            out.append("negative lira")
    return out


def playout_policy(rng: random.Random, actions: Sequence[Action]) -> Action:
    """Uniform among the actions that do not end the turn or skip the action, when there are
    any: a uniformly random player ends most turns at once and a game would last thousands of
    turns."""
    keep = [a for a in actions if a.kind != "end" and a.text != "skip"]
    return rng.choice(keep or actions)


def random_playout(game: Game, seed: int = 0, max_actions: int = 50_000,
                   check: Callable[[Game], object] | None = None) -> Game:
    """Play ``game`` to its end with ``playout_policy``; ``check(game)`` after every action."""
    rng = random.Random(seed)
    k = 0
    while not game.is_over and k < max_actions:
        game.apply(playout_policy(rng, game.legal_actions()))
        k += 1
        if check is not None:
            check(game)
    return game
