"""Letters & Seals analysis: where a merchant and its companion can act in one or two turns,
as a question to networkx graphs of the moves (lesson 10), on the letters-first-game board:

    14 10 15 11  3
     6 24  2  8  1
     5  7 22 16 12
     4 13  9 23 21
"""

from __future__ import annotations

import networkx as nx
import pytest

import istanbul_nb as ist
from istanbul_nb import Board, analysis

ALL = tuple(sorted(ist.layouts.load("letters-first-game").places))


@pytest.fixture(scope="module")
def board() -> Board:
    return Board("letters-first-game")


def test_move_graphs_are_the_board_graph_and_its_square(board):
    merchant = analysis.move_graph(board, "merchant")
    companion = analysis.move_graph(board, "companion")
    assert sorted(companion.adj[14]) == [6, 10]
    assert sorted(merchant.adj[14]) == [5, 6, 10, 15, 24]
    for place in board.places:
        assert set(merchant.adj[place]) == board.moves(place)
        assert set(companion.adj[place]) == board.companion_moves(place)
    with pytest.raises(ValueError, match="merchant' or 'companion"):
        analysis.move_graph(board, "courier")


def test_the_pair_graph_joins_positions_one_move_of_one_piece_apart(board):
    pairs = analysis.pair_graph(board)
    assert pairs.number_of_nodes() == 400
    assert sorted(pairs.adj[(14, 21)]) == [(5, 21), (6, 21), (10, 21), (14, 12), (14, 23),
                                           (15, 21), (24, 21)]
    # each edge moves exactly one piece, and never leaves both where they were
    for (m1, c1), (m2, c2) in pairs.edges:
        assert (m1 == m2) != (c1 == c2)


def test_apart_the_two_pieces_reach_every_place_in_two_turns(board):
    one, two = analysis.pair_reach(board, 14, 21)
    assert one == analysis.PairReach(1, (5, 6, 10, 12, 15, 23, 24), (5, 6, 10, 12, 15, 23, 24),
                                     (5, 6, 10, 15, 24), 7)
    assert two.places == ALL
    assert two.new == (1, 2, 3, 4, 7, 8, 9, 11, 13, 14, 16, 21, 22)
    assert two.merchant_alone == (2, 3, 4, 5, 6, 7, 8, 10, 11, 13, 14, 15, 22, 24)
    assert two.positions == 27


def test_a_companion_placed_with_the_merchant_adds_no_place_in_two_turns(board):
    # it moves 1 step where the merchant moves 1-2, so starting together it reaches nothing new
    for place in board.places:
        for row in analysis.pair_reach(board, place, turns=2):
            assert row.places == row.merchant_alone
        assert analysis.pair_reach(board, place) == analysis.pair_reach(board, place, place)
    one, two = analysis.pair_reach(board, 14)
    assert one.places == (5, 6, 10, 15, 24) and one.positions == 7
    assert two.places == (2, 3, 4, 5, 6, 7, 8, 10, 11, 13, 14, 15, 22, 24)
    assert two.positions == 27


def test_first_arrival_numbers_each_place_by_its_first_turn(board):
    first = analysis.first_arrival(board, 14, 21)
    assert list(first) == list(ALL)
    assert sorted(p for p, t in first.items() if t == 1) == [5, 6, 10, 12, 15, 23, 24]
    assert analysis.first_arrival(board, 21, turns=1) == {1: 1, 9: 1, 12: 1, 16: 1, 23: 1}


def test_the_barrier_stops_both_pieces_but_not_its_holder(board):
    walled = board.with_barrier(14, 10)
    (one,) = analysis.pair_reach(walled, 14, 10, turns=1)
    # the merchant goes round through 6 (6, 5, 24), the companion on 10 steps to 15 or 24
    assert one.places == (5, 6, 15, 24)
    assert analysis.pair_reach(walled, 14, 10, turns=1, holder=True)[0].places == (
        5, 6, 10, 14, 15, 24)


def test_pair_reach_refuses_nonsense(board):
    with pytest.raises(ValueError, match="turns is at least 1"):
        analysis.pair_reach(board, 14, turns=0)
    with pytest.raises(ValueError, match="two places"):
        analysis.pair_reach(board, 17, 14)


def test_the_reach_picture_lights_and_numbers_the_places(board):
    scene = ist.render.reach_scene(board, 14, 21, size=600)
    ids = scene.ids()
    for place in ALL:
        assert f"highlight-{place}" in ids and f"reach-{place}" in ids
    assert "selected-14" in ids and "reach-piece-M" in ids and "reach-piece-C" in ids
    svg = ist.render.scene_svg(scene)
    assert svg.startswith("<svg") and "reached on turn 2" in svg
    only_one = ist.render.reach_scene(board, 14, turns=1).ids()
    assert [i for i in only_one if i.startswith("reach-") and i[6:].isdigit()] == [
        "reach-5", "reach-6", "reach-10", "reach-15", "reach-24"]


def test_the_lessons_two_letters_question_one_turn_saved(board):
    # lesson 10: letters to 13 and 16, both pieces on the Fountain (7); the companion steps to
    # 13 next door while the merchant goes to 16 (2 steps): 2 turns, the merchant alone 3
    pairs = analysis.pair_graph(board)
    lengths = nx.single_source_shortest_path_length(pairs, (7, 7))
    assert min(lengths[(13, 16)], lengths[(16, 13)]) == lengths[(16, 13)] == 2
    alone = analysis.move_graph(board, "merchant")
    walk = min(nx.shortest_path_length(alone, 7, a) + nx.shortest_path_length(alone, a, b)
               for a, b in [(13, 16), (16, 13)])
    assert walk == 3
