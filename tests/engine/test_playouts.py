"""Seeded random playouts for 2-5 players with every invariant checked after every action."""

import pytest

import istanbul_nb as ist
from istanbul_nb.engine import data as D
from istanbul_nb.engine.invariants import problems, random_playout


def check(game):
    found = problems(game)
    assert not found, (game.history()[-5:], found)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_playout_keeps_every_invariant(players, seed):
    g = ist.new_game(players=players, seed=seed)
    target = D.ruby_target(players)
    turns_when_reached = []
    rubies_seen = 0

    def every(game):
        nonlocal rubies_seen
        check(game)
        top = max(game.player(i).rubies for i in range(players))
        if top >= target and not turns_when_reached:
            turns_when_reached.append((game.turn, game.current))
        rubies_seen = max(rubies_seen, top)

    random_playout(g, seed, check=every)
    assert g.is_over and g.legal_actions() == []
    assert turns_when_reached, "the game ended although nobody reached the ruby target"
    turn, seat = turns_when_reached[0]
    # the round is finished: the last turn is the last seat's, in the same round
    assert g.turn == turn + (players - 1 - seat)
    assert g.winners()[0] == g.ranking()[0]
    assert g.player(g.ranking()[0]).rubies >= target


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
