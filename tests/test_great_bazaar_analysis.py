"""Great Bazaar analysis (lesson 11): the Catacombs' teleport as a directed edge of the move
graph, mean turns per place, and the small model of the assistant puzzle (with and without
neutral assistants), on the great-bazaar-first-game board:

    12 22  5 23 25
     6 24 15 18 11
    13 19  7  1  9
     2  8 14 21 16
    17  4 10  3 20
"""

from __future__ import annotations

from fractions import Fraction

import networkx as nx
import pytest

import istanbul_nb as ist
from istanbul_nb import Board, analysis


@pytest.fixture(scope="module")
def board() -> Board:
    return Board("great-bazaar-first-game")


def _frac(x: float) -> Fraction:
    return Fraction(x).limit_denominator(1000)


def test_the_catacombs_join_the_catacombs_to_every_other_place_one_way(board):
    moves = analysis.move_graph(board, "merchant")
    tele = analysis.with_catacombs(moves)
    assert isinstance(tele, nx.DiGraph)
    # the Catacombs in the top right corner already reach 5 places in one move
    assert sorted(moves.adj[25]) == [5, 9, 11, 18, 23]
    assert sorted(tele.successors(25)) == [p for p in range(1, 25)]
    jumps = sorted(b for a, b, t in tele.edges(data="teleport") if t)
    assert jumps == [p for p in range(1, 25) if p not in (5, 9, 11, 18, 23)]
    assert all(a == 25 for a, _, t in tele.edges(data="teleport") if t)
    # one way only: nobody is moved *to* the Catacombs
    assert sorted(tele.predecessors(25)) == [5, 9, 11, 18, 23]
    assert tele.number_of_edges() == 2 * moves.number_of_edges() + 19
    # the move graph given is not changed
    assert not isinstance(moves, nx.DiGraph) and moves.number_of_edges() == 102


def test_the_catacombs_shorten_trips_by_a_turn_to_the_corner_and_back(board):
    moves = analysis.move_graph(board, "merchant")
    tele = analysis.with_catacombs(moves)
    before, after = analysis.mean_turns_from(moves), analysis.mean_turns_from(tele)
    assert list(before) == list(range(1, 26))
    assert _frac(before[25]) == Fraction(7, 3) and after[25] == 1.0
    # the Fabric Warehouse (2) is as far as it was; the Small Market (11) gains a third of a turn
    assert after[2] == before[2]
    assert _frac(before[11] - after[11]) == Fraction(1, 3)
    assert _frac(nx.average_shortest_path_length(moves)) == Fraction(289, 150)
    assert _frac(nx.average_shortest_path_length(tele)) == Fraction(217, 120)
    # the lesson's trip: the Roasting Plant (17) to the Police Station (12), 2 turns either way,
    # and from the Catacombs one turn to anywhere
    assert nx.shortest_path_length(tele, 25, 17) == 1
    assert nx.shortest_path_length(moves, 25, 17) == 4


def test_the_companion_also_jumps_from_the_catacombs(board):
    steps = analysis.move_graph(board, "companion")
    tele = analysis.with_catacombs(steps)
    assert _frac(nx.average_shortest_path_length(steps)) == Fraction(10, 3)
    assert sorted(tele.successors(25)) == list(range(1, 25))


def test_no_jump_to_a_place_only_the_catacombs_reach():
    # a toy move graph: place 3 is reached from the Catacombs only, so a piece put anywhere
    # else cannot arrive there the next turn
    graph = nx.Graph([(25, 1), (1, 2), (25, 3)])
    tele = analysis.with_catacombs(graph)
    assert sorted(tele.successors(25)) == [1, 2, 3]
    assert [b for _, b, t in tele.edges(data="teleport") if t] == [2]


def test_catacombs_and_mean_turns_refuse_what_they_cannot_answer():
    letters = analysis.move_graph(Board("letters-first-game"))
    with pytest.raises(ValueError, match="Catacombs"):
        analysis.with_catacombs(letters)
    with pytest.raises(ValueError, match=r"from 1 the graph does not reach \[3, 4\]"):
        analysis.mean_turns_from(nx.Graph([(1, 2), (3, 4)]))


def test_the_barrier_beside_the_catacombs_costs_most_with_them(board):
    # without the Catacombs, 20 borders tie; with them the two borders of the Catacombs' corner
    # cut the way to the teleport and cost most (lesson 11)
    def cost(edge, catacombs):
        plain, walled = (analysis.move_graph(b) for b in (board, board.with_barrier(*edge)))
        if catacombs:
            plain, walled = analysis.with_catacombs(plain), analysis.with_catacombs(walled)
        return (nx.average_shortest_path_length(walled)
                - nx.average_shortest_path_length(plain))

    with_ = {e: round(cost(e, True), 9) for e in board.edges()}
    worst = max(with_.values())
    assert sorted(e for e, v in with_.items() if v == worst) == [(23, 25), (25, 11)]
    assert _frac(worst) == Fraction(7, 200)
    assert _frac(cost((23, 25), False)) == Fraction(1, 75)


def test_every_5x5_layout_has_the_same_all_pairs_mean_distance():
    # 10/3 steps over all pairs of a 5x5 grid, and the Fountain in the centre: 2.5 steps to
    # every other place
    for seed in range(10):
        b = Board(ist.layouts.random_layout("great-bazaar", seed=seed))
        assert _frac(analysis.mean_distance(b)) == Fraction(10, 3)
        dist = b.distances_from(7)
        assert _frac(sum(dist.values()) / 24) == Fraction(5, 2)


def test_assistant_walk_is_seeded_and_counts_what_it_says(board):
    one = analysis.assistant_walk(board, players=4, rounds=30, seed=3)
    assert one == analysis.assistant_walk(board, players=4, rounds=30, seed=3)
    assert one.turns == 120 and one.neutral_taken == 0 and not one.neutral
    assert one.stuck <= one.tied <= one.turns
    assert one.stuck_rate == one.stuck / 120 and one.tied_rate == one.tied / 120


def test_assistant_walk_first_round_leaves_the_neutral_assistants(board):
    # from the Fountain nobody can return to it, so in the first round every merchant leaves
    # its bottom assistant (the neutral one) or takes a neutral one left before it
    for seed in range(20):
        walk = analysis.assistant_walk(board, players=5, rounds=1, seed=seed, neutral=True)
        assert walk.turns == 5 and walk.tied == walk.stuck == walk.fountain == 0
        assert walk.neutral_taken <= 4


def test_a_careless_walk_gets_stuck_less_with_neutral_assistants(board):
    # the lesson's measurement, pinned: 5 merchants walking at random on the 5x5 board
    def rate(neutral):
        walks = [analysis.assistant_walk(board, 5, 30, seed, neutral, careful=False)
                 for seed in range(30)]
        return sum(w.stuck for w in walks) / sum(w.turns for w in walks)

    without, with_ = rate(False), rate(True)
    assert with_ < without - 0.05


def test_assistant_walk_refuses_nonsense(board):
    with pytest.raises(ValueError, match="players is 2 to 5"):
        analysis.assistant_walk(board, players=6)
    with pytest.raises(ValueError, match="at least 1"):
        analysis.assistant_walk(board, rounds=0)


# -- simulate and the Great Bazaar's ruby refill (lesson 11's comparison table) -------------------
class _Refilled:
    """A game on the simulation protocol whose Gemstone Dealer was refilled twice: it shows 1
    ruby, and 2 spare rubies were taken from it before."""

    def ruby_supply(self) -> dict[str, int]:
        return {"wainwright": 2, "mosques": 4, "sultan": 3, "gemstone": 1, "coffee_house": 5}

    def pieces(self) -> dict:
        return {"others": [{"kind": "ruby-refills", "place": 16, "seat": None, "label": "+2",
                            "count": 2, "source": "gemstone"}]}


def test_simulate_counts_refilled_rubies_as_gone_from_their_place():
    from istanbul_nb.bots.simulate import _supply

    assert _supply(_Refilled()) == {"wainwright": 2, "mosques": 4, "sultan": 3, "gemstone": -1,
                                    "coffee_house": 5}
    # no place down to its last ruby: the pieces are not read, the supply is as it is
    game = ist.new_game(players=3, seed=1)
    assert _supply(game) == game.ruby_supply()


def test_simulate_plays_great_bazaar_games_and_explains_every_ruby():
    from istanbul_nb.bots import RandomBot, simulate

    def make(players, seed):
        return ist.new_game(players=players, seed=seed, expansions=("mocha", "letters"),
                            variants=("great_bazaar",))

    bots = [RandomBot(seed=seat, eager=True, name=f"random {seat}") for seat in range(3)]
    results = simulate(bots, 3, seed=11, make=make, progress=False)
    for row in results.rows:
        assert row["rubies"] == sum(v for k, v in row.items() if k.startswith("from_"))
    assert "coffee_house" in results.sources()
    # these games took more rubies from the Coffee House than its 5: it was refilled
    assert results.ruby_sources()["coffee_house"] > 5
