"""Questions a designer asks of a layout: how far apart are the places, what does the barrier
cost, and where can a merchant and its companion (Letters & Seals) act in one or two turns? The
answers come from ``Board`` distances and networkx graphs of the moves, so a notebook can show
*why* a layout is short or long. Results are plain lists and dicts in a fixed order, ready for a
table or a heat map.
"""

from __future__ import annotations

from dataclasses import dataclass

import networkx as nx

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


# -- Letters & Seals: the merchant and its companion ---------------------------------------------
def move_graph(board: Board, kind: str = "merchant", holder: bool = False) -> nx.Graph:
    """One piece's moves as a graph: an edge joins two places one move apart.

    ``kind`` is ``"merchant"`` (1-2 steps: the board graph's square, ``nx.power``) or
    ``"companion"`` (exactly 1 step: the board graph itself). The barrier's edge is left out
    unless ``holder``. Moves go both ways, so the graph is undirected.
    """
    if kind not in ("merchant", "companion"):
        raise ValueError(f"kind is 'merchant' or 'companion', not {kind!r}")
    steps = nx.Graph()
    steps.add_nodes_from(board.places)
    steps.add_edges_from((a, b) for a in board.places for b in board.neighbours(a, holder))
    return nx.power(steps, 2) if kind == "merchant" else steps


def pair_graph(board: Board, holder: bool = False) -> nx.Graph:
    """Where a merchant and its companion stand, as one graph: a node is a pair (merchant's
    place, companion's place), an edge is one turn, which moves exactly one of the two.

    That is networkx's Cartesian product of the merchant's move graph and the companion's
    (``nx.cartesian_product``): 20 places make 400 pairs. A turn always moves a piece (RULES.md
    §8: "you move either the merchant or the companion"), so no pair is joined to itself.
    """
    return nx.cartesian_product(move_graph(board, "merchant", holder),
                                move_graph(board, "companion", holder))


@dataclass(frozen=True)
class PairReach:
    """Where a merchant and its companion can act within ``turns`` turns (Letters & Seals)."""

    turns: int
    places: tuple[int, ...]          # a piece can arrive (and act) there on one of these turns
    new: tuple[int, ...]             # of those, the places no earlier turn reaches
    merchant_alone: tuple[int, ...]  # where the merchant alone arrives within ``turns`` turns
    positions: int                   # (merchant, companion) pairs possible after exactly ``turns``


def pair_reach(board: Board, merchant: int, companion: int | None = None, turns: int = 2,
               holder: bool = False) -> list[PairReach]:
    """The places the two pieces reach together in 1, 2, ... ``turns`` turns, one row per turn.

    Each turn moves one piece and that piece arrives (and acts) where it stops; the other one
    stays. ``companion=None`` means the companion is not on the board yet: it is placed, free,
    on the merchant's place at the start of the turn (RULES.md §8), so both start there. The
    rows count arrivals only: a piece that stays is not "reached" (its place's letters are
    delivered all the same, but nothing is done there). ``merchant_alone`` is the same question
    for a merchant without a companion, the comparison a learner wants.
    """
    if turns < 1:
        raise ValueError(f"turns is at least 1, not {turns!r}")
    companion = merchant if companion is None else companion
    graph = pair_graph(board, holder)
    if (merchant, companion) not in graph:
        raise ValueError(f"({merchant}, {companion}) are not two places of {board.layout.name!r}")
    alone = move_graph(board, "merchant", holder)
    layer = {(merchant, companion)}
    solo = {merchant}
    reached: set[int] = set()
    reached_alone: set[int] = set()
    out = []
    for turn in range(1, turns + 1):
        arrivals, following = set(), set()
        for here in layer:
            for there in graph.adj[here]:
                following.add(there)
                arrivals.add(there[0] if there[0] != here[0] else there[1])
        solo = {b for a in solo for b in alone.adj[a]}
        reached_alone |= solo
        new = arrivals - reached
        reached |= arrivals
        layer = following
        out.append(PairReach(turn, tuple(sorted(reached)), tuple(sorted(new)),
                             tuple(sorted(reached_alone)), len(layer)))
    return out


def first_arrival(board: Board, merchant: int, companion: int | None = None, turns: int = 2,
                  holder: bool = False) -> dict[int, int]:
    """{place: the first turn on which one of the two pieces can arrive there}, for the places
    reached within ``turns`` turns, in place order (``pair_reach`` turned into one number per
    place, for a picture)."""
    first: dict[int, int] = {}
    for row in pair_reach(board, merchant, companion, turns, holder):
        for place in row.new:
            first[place] = row.turns
    return dict(sorted(first.items()))
