"""The board graph and every movement kind, checked against sets worked out by hand.

The short-paths board (RULES.md section 2), row by row from the top:

    15   5   2  14
     4  12   7   3
     8   6  11   9
    13  10   1  16
"""

from __future__ import annotations

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import istanbul_nb as ist
from istanbul_nb import MOVE_KINDS, Board

ALL_BASE = frozenset(range(1, 17))


@pytest.fixture(scope="module")
def short() -> Board:
    return Board("short-paths")


# -- the graph ----------------------------------------------------------------------------------

def test_graph_nodes_edges_and_positions(short):
    g = short.graph
    assert isinstance(g, nx.Graph)
    assert set(g.nodes) == ALL_BASE
    # A 4x4 grid has 2 * 4 * 3 = 24 borders.
    assert g.number_of_edges() == 24
    assert g.nodes[15]["pos"] == (0, 0)
    assert g.nodes[16]["pos"] == (3, 3)
    assert g.nodes[7]["pos"] == (1, 2)
    assert g.nodes[7]["name"] == "Fountain"
    for a, b in [(15, 5), (5, 2), (2, 14), (15, 4), (12, 6), (11, 1), (9, 16)]:
        assert g.has_edge(a, b)
    for a, b in [(15, 12), (14, 4), (7, 6), (8, 9)]:  # diagonal or far: no edge
        assert not g.has_edge(a, b)
    degrees = dict(g.degree)
    assert degrees[15] == degrees[14] == degrees[13] == degrees[16] == 2  # corners
    assert degrees[12] == degrees[7] == degrees[6] == degrees[11] == 4  # inner


def test_mocha_board_is_a_5_by_4_grid():
    board = Board("mocha-first-game")
    assert board.shape == (4, 5)
    assert board.graph.number_of_nodes() == 20
    assert board.graph.number_of_edges() == 4 * 4 + 3 * 5


def test_position_and_place_at(short):
    assert short.position(9) == (2, 3)
    assert short.position(15) == (0, 0)
    assert short.place_at(2, 3) == 9
    assert short.place_at(4, 0) is None
    assert short.place_at(-1, 0) is None
    with pytest.raises(ValueError, match="place 20 is not on the layout 'short-paths'"):
        short.position(20)


def test_board_from_a_layout_object_or_a_name():
    lay = ist.layouts.load("long-paths")
    assert Board(lay).layout is lay
    assert Board("long-paths").layout == lay
    with pytest.raises(ValueError, match="no layout named"):
        Board("nowhere")


def test_corners_and_edges(short):
    assert short.corners() == (13, 14, 15, 16)
    edges = short.edges()
    assert len(edges) == 24
    assert edges[0] == (15, 5)
    assert all(short.position(a) < short.position(b) for a, b in edges)


# -- the merchant's move ----------------------------------------------------------------------

@pytest.mark.parametrize(("start", "expected"), [
    (7, {2, 11, 12, 3, 5, 14, 6, 9, 1, 4}),   # inner: 4 neighbours and 6 places 2 steps away
    (15, {5, 4, 2, 12, 8}),                   # corner
    (16, {9, 1, 3, 11, 10}),                  # the other corner
    (12, {5, 4, 7, 6, 15, 2, 8, 3, 11, 10}),  # inner, next to the Fountain
    (5, {15, 2, 12, 14, 4, 7, 6}),            # edge
])
def test_merchant_moves_on_short_paths(short, start, expected):
    assert short.moves(start) == frozenset(expected)


def test_never_back_to_the_start(short):
    for place in short.places:
        assert place not in short.moves(place)
        # 2 steps out and back would end on the start; that is not a move.
        for n in short.neighbours(place):
            assert n in short.moves(place)


def test_moves_are_frozensets_and_deterministic(short):
    first = short.moves(7)
    assert isinstance(first, frozenset)
    assert short.moves(7) is first  # cached
    assert Board("short-paths").moves(7) == first
    for kind in MOVE_KINDS:
        assert isinstance(short.reachable(7, kind), frozenset)
        assert short.reachable(7, kind) == Board("short-paths").reachable(7, kind)


def test_unknown_place_and_kind(short):
    with pytest.raises(ValueError, match="place 20 is not on the board"):
        short.moves(20)
    with pytest.raises(ValueError, match="unknown movement kind 'fly'"):
        short.reachable(7, "fly")


# -- every movement kind, with and without the barrier ----------------------------------------

@pytest.fixture(scope="module")
def barred(short) -> Board:
    """The barrier on the border between the Fountain 7 and the Fabric Warehouse 2."""
    return short.with_barrier(7, 2)


def test_barrier_is_stored_in_reading_order(short, barred):
    assert barred.barrier == (2, 7)
    assert short.with_barrier(2, 7).barrier == (2, 7)
    assert barred.graph.edges[2, 7]["barrier"] is True
    assert barred.graph.edges[7, 11]["barrier"] is False
    assert short.barrier is None
    assert barred.without_barrier().barrier is None
    assert short.without_barrier() is short


def test_barrier_on_non_adjacent_places_is_refused(short):
    with pytest.raises(ValueError, match="Fountain \\(7\\) and Black Market \\(8\\) are not "
                                         "neighbours"):
        short.with_barrier(7, 8)
    with pytest.raises(ValueError, match="not neighbours"):
        short.with_barrier(15, 12)  # diagonal
    with pytest.raises(ValueError, match="not on the board"):
        short.with_barrier(7, 21)


MERCHANT_7_BARRED = {11, 12, 3, 6, 9, 1, 5, 4, 14}  # 2 is 3 steps away round the barrier


@pytest.mark.parametrize(("kind", "start", "plain", "barred_set"), [
    ("merchant", 7, {2, 11, 12, 3, 5, 14, 6, 9, 1, 4}, MERCHANT_7_BARRED),
    ("merchant", 2, {5, 14, 7, 15, 12, 3, 11}, {5, 14, 15, 12, 3}),
    ("companion", 7, {2, 11, 12, 3}, {11, 12, 3}),
    ("companion", 2, {5, 14, 7}, {5, 14}),
    # Move 3-4 from 2 (ruling: a shortest distance of exactly 3 or 4): 4, 6, 1, 9 are 3 steps
    # away and 8, 10, 16 are 4. Behind the barrier 2 leaves by 5 or 14 only: 7 is then 3 steps
    # away (2-5-12-7) and 11 four, while 1 moves out to 5 steps.
    ("move-3-4", 2, {1, 4, 6, 8, 9, 10, 16}, {4, 6, 7, 8, 9, 10, 11, 16}),
    ("straight", 2, {5, 15, 14, 7, 11, 1, 12, 3}, {5, 15, 14, 12, 3}),
    ("corner", 7, {13, 14, 15, 16}, {13, 14, 15, 16}),
    ("any", 7, ALL_BASE - {7}, ALL_BASE - {7}),
])
def test_every_movement_kind_with_and_without_the_barrier(short, barred, kind, start, plain,
                                                          barred_set):
    assert short.reachable(start, kind) == frozenset(plain)
    assert short.reachable(start, kind, holder=True) == frozenset(plain)
    assert barred.reachable(start, kind) == frozenset(barred_set)
    # The holder of the barrier-control tile moves as if there were no barrier.
    assert barred.reachable(start, kind, holder=True) == frozenset(plain)


def test_move_3_4_from_a_corner(short):
    # From the corner 15: 14, 7, 6, 13 are 3 steps away, 3, 11, 10 four; nearer places and
    # 1, 9 (5 steps) and 16 (6 steps) are out of reach.
    assert short.moves_exact(15) == frozenset({14, 7, 6, 13, 3, 11, 10})
    walled = short.with_barrier(15, 5)
    # With only 4 as a way out, 5 is now 3 steps away (15-4-12-5) and 2 four, while 14 (5
    # steps) is lost.
    assert walled.moves_exact(15) == frozenset({2, 3, 5, 6, 7, 10, 11, 13})
    assert walled.moves_exact(15, holder=True) == short.moves_exact(15)


def test_move_3_only(short):
    # Exactly 3 steps from a corner: the 4 places at a distance of 3, never a neighbour.
    assert short.moves_exact(15, steps=(3,)) == frozenset({14, 7, 6, 13})


def test_straight_line_from_a_corner(short):
    assert short.straight_moves(15) == frozenset({5, 2, 14, 4, 8, 13})
    walled = short.with_barrier(5, 2)
    assert walled.straight_moves(15) == frozenset({5, 4, 8, 13})
    assert walled.reachable(15, "straight") == frozenset({4, 5, 8, 12, 13})
    assert walled.reachable(15, "straight", holder=True) == frozenset({2, 4, 5, 8, 12, 13, 14})


def test_corner_move_from_a_corner_leaves_the_start_out(short):
    assert short.reachable(15, "corner") == frozenset({13, 14, 16})


# -- distances -----------------------------------------------------------------------------------

def test_distances(short, barred):
    assert short.distance(8, 9) == 3
    assert short.distance(15, 16) == 6
    assert short.distance(7, 7) == 0
    assert short.distance(7, 2) == 1
    assert barred.distance(7, 2) == 3
    assert barred.distance(2, 7) == 3
    assert barred.distance(7, 2, holder=True) == 1
    assert barred.distance(14, 11) == short.distance(14, 11) == 3
    assert short.distances_from(15) == {
        15: 0, 5: 1, 4: 1, 2: 2, 12: 2, 8: 2, 14: 3, 7: 3, 6: 3, 13: 3,
        3: 4, 11: 4, 10: 4, 9: 5, 1: 5, 16: 6,
    }


def test_distance_agrees_with_networkx(short, barred):
    for board in (short, barred):
        g = board.graph.copy()
        if board.barrier:
            g.remove_edge(*board.barrier)
        lengths = dict(nx.all_pairs_shortest_path_length(g))
        for a in board.places:
            for b in board.places:
                assert board.distance(a, b) == lengths[a][b]


def test_moves_agree_with_distance(short, barred):
    for board in (short, barred):
        for a in board.places:
            within_two = {b for b in board.places if 0 < board.distance(a, b) <= 2}
            assert board.moves(a) == within_two


# -- properties on random layouts -----------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(kind=st.sampled_from(ist.layouts.KINDS), seed=st.integers(0, 10_000),
       data=st.data())
def test_moves_are_the_places_one_or_two_steps_away_on_any_layout(kind, seed, data):
    """On every layout, with any barrier, the move rule is exactly "distance 1 or 2"."""
    board = Board(ist.layouts.random_layout(kind, seed=seed))
    edge = data.draw(st.sampled_from(board.edges()))
    barred = board.with_barrier(*edge)
    for b in (board, barred):
        for start in b.places:
            dist = b.distances_from(start)
            assert b.moves(start) == {p for p, d in dist.items() if d in (1, 2)}
            assert b.companion_moves(start) == {p for p, d in dist.items() if d == 1}
            assert b.moves(start, holder=True) == board.moves(start)
            assert start not in b.reachable(start, "move-3-4")
