"""Questions a designer asks of a layout: how far apart are the places, and what does the barrier
cost? All answers come from ``Board`` distances, so a notebook can show *why* a layout is short
or long. Results are plain lists and dicts in a fixed order, ready for a table or a heat map.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Board


def distance_matrix(board: Board, holder: bool = False) -> tuple[tuple[int, ...], list[list[int]]]:
    """(places in number order, matrix[i][j] = steps from places[i] to places[j])."""
    places = board.places
    rows = []
    for a in places:
        dist = board.distances_from(a, holder)
        rows.append([dist.get(b, -1) for b in places])
    return places, rows


def mean_distance(board: Board, holder: bool = False) -> float:
    """Mean number of steps between two different places: the layout's "length"."""
    places, matrix = distance_matrix(board, holder)
    n = len(places)
    total = sum(sum(row) for row in matrix)
    return total / (n * (n - 1))


def mean_turns(board: Board, holder: bool = False) -> float:
    """Mean number of moves (of 1-2 steps) a merchant needs between two different places."""
    places, matrix = distance_matrix(board, holder)
    n = len(places)
    return sum((d + 1) // 2 for row in matrix for d in row) / (n * (n - 1))


@dataclass(frozen=True)
class BarrierImpact:
    """What one barrier position does to the trips on a board (for players without the tile)."""

    edge: tuple[int, int]
    mean_distance: float
    increase: float          # mean_distance minus the board's without a barrier
    longer_trips: int        # ordered pairs of places whose shortest trip got longer
    longest_detour: int      # the most extra steps any one trip needs


def barrier_impact(board: Board) -> list[BarrierImpact]:
    """For every border where the barrier could lie, how much longer trips get; worst first."""
    plain = board.without_barrier()
    places, base = distance_matrix(plain)
    base_mean = mean_distance(plain)
    out = []
    for edge in plain.edges():
        blocked = plain.with_barrier(*edge)
        _, mat = distance_matrix(blocked)
        diffs = [mat[i][j] - base[i][j] for i in range(len(places)) for j in range(len(places))]
        out.append(BarrierImpact(
            edge=edge,
            mean_distance=mean_distance(blocked),
            increase=mean_distance(blocked) - base_mean,
            longer_trips=sum(1 for d in diffs if d > 0),
            longest_detour=max(diffs),
        ))
    out.sort(key=lambda b: (-b.increase, -b.longest_detour, plain.position(b.edge[0]),
                            plain.position(b.edge[1])))
    return out


@dataclass(frozen=True)
class Trip:
    """A trip a merchant often makes, with the reason a learner reads."""

    start: int
    end: int
    why: str


def typical_trips() -> list[Trip]:
    """The base-game trips of ``data/trips.json`` [reconstructed: this project's own choice]."""
    import json
    from importlib import resources

    data = json.loads(resources.files("istanbul_nb").joinpath("data/trips.json").read_text("utf-8"))
    return [Trip(t["from"], t["to"], t["why"]) for t in data["trips"]]


def trip_length(board: Board, trips: list[Trip] | None = None, holder: bool = False) -> float:
    """Mean steps over the typical trips: what makes a layout "short" or "long".

    Every 4x4 layout has the same mean distance over all pairs of places (the grid is the same,
    only the names move), so a layout is short or long only for the trips players make.
    """
    trips = typical_trips() if trips is None else trips
    usable = [t for t in trips if t.start in board.places and t.end in board.places]
    if not usable:
        raise ValueError("none of the trips has both ends on this board")
    return sum(board.distance(t.start, t.end, holder) for t in usable) / len(usable)
