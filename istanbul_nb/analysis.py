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
from .i18n import Message, _


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


#: The reasons of ``data/trips.json`` as catalogue messages (a ``Message`` is its English
#: ``str``), so a lesson shows ``tr(trip.why, lang)``; a reason edited in the data file and
#: not listed here stays as written.
TRIP_REASONS: dict[str, Message] = {str(m): m for m in (
    # TRANSLATORS: why a merchant often makes a trip (a typical trip of the base game)
    _("Post Office goods to the Large Market"),
    _("Post Office goods to the Small Market"),
    _("fabric for a red mosque tile"),
    _("fabric to the Large Market"),
    _("fabric to the Small Market"),
    _("from the Fountain to a warehouse"),
    _("from the Fountain, with assistants back, to a warehouse"),
    _("fruit for a yellow mosque tile"),
    _("fruit to the Large Market"),
    _("fruit to the Small Market"),
    _("goods to the Sultan's Palace"),
    _("jewelry for a blue mosque tile"),
    _("jewelry to the Sultan's Palace"),
    _("lira from the Large Market to the Gemstone Dealer"),
    _("lira from the Large Market to the Wainwright"),
    _("lira from the Small Market to the Gemstone Dealer"),
    _("lira from the Small Market to the Wainwright"),
    _("lira from the Tea House to the Gemstone Dealer"),
    _("spice for a green mosque tile"),
    _("spice to the Large Market"),
    _("spice to the Small Market"),
)}


def typical_trips() -> list[Trip]:
    """The base-game trips of ``data/trips.json`` [reconstructed: this project's own choice];
    each reason a catalogue message when it is one of ``TRIP_REASONS``."""
    import json
    from importlib import resources

    data = json.loads(resources.files("istanbul_nb").joinpath("data/trips.json").read_text("utf-8"))
    return [Trip(t["from"], t["to"], TRIP_REASONS.get(t["why"], t["why"]))
            for t in data["trips"]]


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


# -- The Great Bazaar: the 5x5 board, the Catacombs and the assistants ---------------------------
#: The Catacombs (place 25), only on the board of all 25 places.
CATACOMBS = 25


def with_catacombs(graph: nx.Graph, catacombs: int = CATACOMBS) -> nx.DiGraph:
    """A piece's move graph (``move_graph``: one edge = one turn, ending with an action where
    the piece stops) with the Catacombs' teleport added, as a directed graph.

    At the Catacombs the piece that acted takes a good or a coffee and is then moved to any
    other place, with no action there (RULES.md §8, #25). So the turn *after* an action at the
    Catacombs can end on any place that some place other than the Catacombs reaches in one
    move: the piece was put beside it. That is one turn from the Catacombs to (nearly) every
    place, an edge ``catacombs -> place`` with ``teleport=True``. The edges go one way only
    (nobody is moved *to* the Catacombs), so the graph is a ``DiGraph``; the plain moves keep
    both directions. Only turns are counted: the assistants the merchant needs on the way are
    not (``assistant_walk`` asks about those).
    """
    if catacombs not in graph:
        raise ValueError(f"place {catacombs} (the Catacombs) is not on this board; it lies "
                         "only on the 5x5 board of all 25 places")
    out = nx.DiGraph(graph)
    nx.set_edge_attributes(out, False, "teleport")
    for place in sorted(graph.nodes):
        if place == catacombs or out.has_edge(catacombs, place):
            continue
        if any(start != catacombs for start in graph.adj[place]):
            out.add_edge(catacombs, place, teleport=True)
    return out


def mean_turns_from(graph: nx.Graph) -> dict[int, float]:
    """{place: the mean number of edges (turns, in a move graph) from it to every other place},
    in place order. Works on a ``DiGraph`` such as ``with_catacombs``'s; an unreachable place
    is an error rather than a silent infinity."""
    out: dict[int, float] = {}
    nodes = sorted(graph.nodes)
    for start in nodes:
        lengths = nx.single_source_shortest_path_length(graph, start)
        if len(lengths) < len(nodes):
            missing = sorted(set(nodes) - set(lengths))
            raise ValueError(f"from {start} the graph does not reach {missing}")
        out[start] = sum(lengths.values()) / (len(nodes) - 1)
    return out


@dataclass(frozen=True)
class AssistantWalk:
    """How often merchants found no assistant to leave, in ``assistant_walk``'s model."""

    players: int
    neutral: bool
    turns: int               # merchant turns played, all seats together
    tied: int                # turns begun with an empty stack: only some places will do
    stuck: int               # turns that ended on arrival: no assistant to leave or take
    neutral_taken: int       # neutral assistants taken into a stack from the board
    fountain: int            # turns that ended at the Fountain

    @property
    def stuck_rate(self) -> float:
        return self.stuck / self.turns if self.turns else 0.0

    @property
    def tied_rate(self) -> float:
        return self.tied / self.turns if self.turns else 0.0


def assistant_walk(board: Board, players: int = 4, rounds: int = 40, seed: int = 0,
                   neutral: bool = False, assistants: int = 4,
                   careful: bool = True) -> AssistantWalk:
    """A small model of the assistant puzzle: ``players`` merchants start on the Fountain with
    ``assistants`` assistants each and walk the board for ``rounds`` rounds. How often does a
    merchant arrive where it can do nothing, with no assistant to leave?

    Each turn a merchant moves 1-2 steps (``Board.moves``) to a place chosen at random; a
    merchant with an empty stack is *tied*: when ``careful`` it picks, if it can, a place where
    it can act (its own assistant is there, a neutral one is there with the variant, or the
    Fountain). On arrival (RULES.md §4 phase 1 and §9): its own assistant there joins the
    bottom of the stack; else, with ``neutral``, a neutral assistant there joins the bottom;
    else it leaves the bottom assistant of its stack (own or neutral); else the turn is
    *stuck*. At the Fountain no assistant is needed
    and every own assistant on the board comes back, never a neutral one. With own and neutral
    both there, the model takes the own one (the rules let the player choose).

    With ``neutral=True`` each merchant's bottom assistant is neutral at the start (§9). What
    the model leaves out, on purpose: lira, goods and every action (the Wainwright, the 5th
    assistant, the yellow mosque tile, bonus cards); merchants do not plan ahead. It is a
    question about the board and the stacks only, seeded and deterministic.
    """
    import random

    if not 2 <= players <= 5:
        raise ValueError(f"players is 2 to 5, not {players!r}")
    if rounds < 1 or assistants < 1:
        raise ValueError("rounds and assistants are at least 1")
    fountain = 7
    if fountain not in board.places:
        raise ValueError("the board has no Fountain (7)")
    rng = random.Random(seed)
    here = [fountain] * players
    # each stack bottom-first: a seat number for an own assistant, -1 for a neutral one
    stacks = [([-1] if neutral else [seat]) + [seat] * (assistants - 1)
              for seat in range(players)]
    own: list[set[int]] = [set() for _ in range(players)]   # places holding a seat's assistant
    neutrals: dict[int, int] = {}                            # place -> neutral assistants there
    turns = tied = stuck = taken = at_fountain = 0
    for _round in range(rounds):
        for seat in range(players):
            options = sorted(board.moves(here[seat]))
            if not stacks[seat]:
                tied += 1
            if not stacks[seat] and careful:
                can = [p for p in options if p == fountain or p in own[seat]
                       or (neutral and neutrals.get(p, 0))]
                options = can or options
            place = options[rng.randrange(len(options))]
            here[seat] = place
            turns += 1
            if place == fountain:
                at_fountain += 1
                stacks[seat][:0] = [seat] * len(own[seat])
                own[seat].clear()
            elif place in own[seat]:
                own[seat].discard(place)
                stacks[seat].insert(0, seat)
            elif neutral and neutrals.get(place, 0):
                neutrals[place] -= 1
                stacks[seat].insert(0, -1)
                taken += 1
            elif stacks[seat]:
                left = stacks[seat].pop(0)
                if left == -1:
                    neutrals[place] = neutrals.get(place, 0) + 1
                else:
                    own[seat].add(place)
            else:
                stuck += 1
    return AssistantWalk(players, neutral, turns, tied, stuck, taken, at_fountain)
