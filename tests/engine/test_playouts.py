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
