"""Analysis: why one layout is "short" and another "long", and what the barrier costs."""

from __future__ import annotations

from fractions import Fraction

import pytest

import istanbul_nb as ist
from istanbul_nb import Board, analysis


def test_every_4x4_layout_has_the_same_all_pairs_mean_distance():
    # Over all ordered pairs of distinct cells of a 4x4 grid the Manhattan distances sum to
    # 640, over 16 * 15 pairs: 8/3. Only the names move between layouts, never the grid.
    boards = [Board(n) for n in ist.layouts.names() if ist.layouts.load(n).kind == "base"]
    boards += [Board(ist.layouts.random_layout("base", seed=s)) for s in range(20)]
    for board in boards:
        assert Fraction(analysis.mean_distance(board)).limit_denominator(1000) == Fraction(8, 3)


def test_distance_matrix_is_symmetric_with_a_zero_diagonal():
    places, matrix = analysis.distance_matrix(Board("long-paths"))
    assert places == tuple(range(1, 17))
    for i in range(16):
        assert matrix[i][i] == 0
        for j in range(16):
            assert matrix[i][j] == matrix[j][i] >= 0
    # Wainwright 1 at (2, 3) and Gemstone Dealer 16 at (0, 0) on long-paths: 5 steps.
    assert matrix[0][15] == 5


def test_mean_turns_counts_moves_of_up_to_two_steps():
    board = Board("short-paths")
    places, matrix = analysis.distance_matrix(board)
    expected = sum((d + 1) // 2 for row in matrix for d in row) / (16 * 15)
    assert analysis.mean_turns(board) == pytest.approx(expected)
    assert 1 < analysis.mean_turns(board) < analysis.mean_distance(board)


def test_typical_trips_are_reconstructed_data():
    trips = analysis.typical_trips()
    assert len(trips) >= 10
    assert all(1 <= t.start <= 16 and 1 <= t.end <= 16 and t.why for t in trips)


def test_short_paths_is_shorter_than_long_paths_for_the_typical_trips():
    short = analysis.trip_length(Board("short-paths"))
    long = analysis.trip_length(Board("long-paths"))
    assert short < long
    assert short == pytest.approx(53 / 24)
    assert long == pytest.approx(73 / 24)


def test_trip_length_with_given_trips_and_no_usable_trip():
    board = Board("short-paths")
    trips = [analysis.Trip(8, 9, "across"), analysis.Trip(7, 2, "next door")]
    assert analysis.trip_length(board, trips) == 2.0
    with pytest.raises(ValueError, match="none of the trips"):
        analysis.trip_length(board, [analysis.Trip(17, 18, "mocha only")])


@pytest.fixture(scope="module")
def impact() -> list[analysis.BarrierImpact]:
    return analysis.barrier_impact(Board("short-paths"))


def test_barrier_impact_has_one_entry_per_border(impact):
    board = Board("short-paths")
    assert len(impact) == board.graph.number_of_edges() == 24
    assert sorted(i.edge for i in impact) == sorted(board.edges())


def test_barrier_impact_is_sorted_worst_first_and_never_negative(impact):
    increases = [i.increase for i in impact]
    assert increases == sorted(increases, reverse=True)
    assert all(i.increase >= 0 for i in impact)
    assert all(i.longest_detour >= 2 for i in impact)  # the blocked neighbours go round a square
    assert impact[0].increase > impact[-1].increase


def test_barrier_impact_matches_the_barred_board(impact):
    plain = Board("short-paths")
    for entry in impact:
        barred = plain.with_barrier(*entry.edge)
        assert entry.mean_distance == pytest.approx(analysis.mean_distance(barred))
        assert entry.increase == pytest.approx(
            analysis.mean_distance(barred) - analysis.mean_distance(plain))
        longer = sum(1 for a in plain.places for b in plain.places
                     if barred.distance(a, b) > plain.distance(a, b))
        assert entry.longer_trips == longer


def test_a_border_of_a_corner_costs_least_and_a_central_border_most(impact):
    # Blocking a corner's border only detours trips through that corner; blocking one in the
    # middle of the grid cuts many shortest paths.
    board = Board("short-paths")
    corners = set(board.corners())
    assert set(impact[-1].edge) & corners
    worst = impact[0].edge
    assert not set(worst) & corners


def test_barrier_impact_ignores_an_existing_barrier():
    board = Board("short-paths")
    assert analysis.barrier_impact(board.with_barrier(7, 2)) == analysis.barrier_impact(board)
