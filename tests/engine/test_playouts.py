"""A fully uniform random walk for 2-5 players: copies and saves agree with the game.

The seeded random playouts with every invariant checked after every action (2-5 players, the
ruby target reached, the round finished, the winner first) moved to the one harness over both
games, tests/engine/test_harness.py (issue 22).
"""

import pytest

import istanbul_nb as ist
from istanbul_nb.engine.invariants import problems


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_uniform_random_walk_copies_and_saves_agree(players):
    """Fully uniform choices (no bias), capped: at every step a copy given the same action must
    stay equal to the game; at steps 1, 2, 4, 8, ... a save must load back identical."""
    import random

    g = ist.new_game(players=players, seed=100 + players, layout="long-paths")
    rng = random.Random(players)
    next_save = 1
    for step in range(1, 1501):
        if g.is_over:
            break
        if step >= next_save:
            text = g.to_json()
            assert ist.Game.from_json(text).to_json() == text
            next_save *= 2
        action = rng.choice(g.legal_actions())
        twin = g.copy()
        g.apply(action)
        twin.apply(action)
        assert twin.state.to_dict() == g.state.to_dict()
        assert twin.history() == g.history()
    assert twin.log_text() == g.log_text()
    assert not problems(g)
