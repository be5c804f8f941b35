"""The Game Plan: places, their cells and sections, and the place graph.

The Game Plan is a double-sided sheet (one side for 1-3 players, one for 4-5). Its map is
**reconstructed** (the printed sheet could not be found): a 4 x 6 grid of cells in which a place
may cover several cells; two places are neighbours when their cells share an edge. The map keeps
the two facts the seed states: the neighbours of the Tea House 8 are exactly 4, 9, 13, B and D,
and the Catacombs 12 are adjacent to nothing (they are drawn beside 11, 13, C and D, but walled
off: the data lists them as ``walled``). The counts of the sections (icons per place, bonus-action
spaces, lira spaces, goods spaces, improvement squares) and the incomes are reconstructed too;
which places have a bold icon (3, 7, 8, 12 on the 1-3 side), the bold bonus space of the 4-5
side, the goods bonus rows and the amulet's 10 spaces are the seed's. Everything comes from
``data/choose_write.json``.

Two public forms: ``plan(players)`` is the ``networkx.Graph`` of the places (API.md), and
``game_plan(players)`` the richer ``Plan`` the rules, the pictures and lesson 12 read.

Action icons [reconstructed, a lead's decision that departs from CHOOSE_WRITE.md]: the 1-3 side
has ONE icon per place, plus a bold second icon at 3, 7, 8 and 12 used only with 3 players
(crossed at set-up with 1-2 players, seed set-up step 9); the 4-5 side has TWO per place. The
seed calls the Locations "the 16 spaces on the Game Plan, each holding an Action Icon", and the
solo challenges 9 and 10 ("All Location Actions crossed out") must be possible: a solo game
lasts 17-20 turns and the solo player crosses at most one icon per turn, so 18 places can hold
about one icon each. Two icons on the 4-5 side leave followers in a 5-player game icons to use.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

import networkx as nx

from .data import GOODS, components, place_name, place_order

PROVENANCE = "reconstructed"


@dataclass(frozen=True)
class Plan:
    """One side of the Game Plan as it is used by ``players`` players.

    ``icons`` are the usable action icons per place at the start (the bold icons already
    counted or left out by the player count); ``bonus_spaces`` the usable bonus-action spaces.
    """

    players: int
    side: str
    cells: tuple[tuple[str, ...], ...]
    walled: frozenset[str]
    icons: dict[str, int]
    bold_icons: tuple[str, ...]
    bonus_spaces: int
    lira_sections: tuple[int, ...]
    goods_columns: dict[str, int]
    goods_bonus_rows: tuple[int, ...]
    amulet: int
    improvements: dict[str, int]
    warehouse_income: tuple[int, int]
    tea_house_income: tuple[int, int]
    graph: nx.Graph
    provenance: str = PROVENANCE
    usable: dict[str, tuple[str, ...]] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        order = place_order()
        for p in order:     # computed once: the rules ask it at every follow decision
            near = set(self.graph.neighbors(p)) | {p}
            self.usable[p] = tuple(x for x in order if x in near)

    @property
    def places(self) -> list[str]:
        """Every place in rulebook order (1-14, A-D)."""
        return place_order()

    def neighbours(self, place: str) -> list[str]:
        """The places orthogonally adjacent to ``place``, in rulebook order."""
        place = str(place)
        if place not in self.graph:
            raise ValueError(f"there is no place {place[:10]!r} on the Game Plan; places: "
                             + ", ".join(self.places))
        near = set(self.graph.neighbors(place))
        return [p for p in self.places if p in near]

    def usable_with(self, place: str) -> list[str]:
        """The places whose action a played card of ``place`` offers: itself and its
        neighbours, in rulebook order."""
        got = self.usable.get(str(place))
        if got is None:
            self.neighbours(place)          # says which places there are
        return list(got or ())

    def cells_of(self, place: str) -> list[tuple[int, int]]:
        """The (row, column) cells a place covers."""
        return [(r, c) for r, row in enumerate(self.cells) for c, p in enumerate(row)
                if p == str(place)]

    @property
    def lira_spaces(self) -> int:
        return sum(self.lira_sections)

    def name(self, place: str) -> str:
        return place_name(str(place))

    def distances(self) -> dict[str, dict[str, int]]:
        """Shortest numbers of steps between places (networkx), unreachable pairs left out."""
        return {a: dict(d) for a, d in nx.all_pairs_shortest_path_length(self.graph)}

    def reach(self, place: str, steps: int = 1) -> list[str]:
        """The places at most ``steps`` steps from ``place`` (itself included), rulebook order."""
        got = nx.single_source_shortest_path_length(self.graph, str(place), cutoff=steps)
        return [p for p in self.places if p in got]

    def __repr__(self) -> str:
        return f"Plan(players={self.players}, side={self.side!r}, [{self.provenance}])"


def side_for(players: int) -> str:
    """The side of the sheet for a player count: "1-3" or "4-5"."""
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 5:
        raise ValueError(f"players must be 1 to 5, not {players!r}")
    return "1-3" if players <= 3 else "4-5"


def _graph(cells: list[list[str]], walled: set[str]) -> nx.Graph:
    g = nx.Graph()
    g.add_nodes_from(place_order())
    rows, cols = len(cells), len(cells[0])
    for r in range(rows):
        for c in range(cols):
            a = cells[r][c]
            for b in ([cells[r + 1][c]] if r + 1 < rows else []) + \
                     ([cells[r][c + 1]] if c + 1 < cols else []):
                if a != b and a not in walled and b not in walled:
                    g.add_edge(a, b)
    return g


@cache
def game_plan(players: int = 3) -> Plan:
    """The Game Plan for ``players`` (1-5) as data (cells, icons, sections, incomes) with its
    place graph (``.graph``, labels as texts: the rules and the pictures read this one)."""
    key = side_for(players)
    d = components()["plans"][key]
    icons = {p: int(d["icons"][p]) for p in place_order()}
    for p in d["bold_icons"]:
        if players in d["bold_icons_used_with"]:
            icons[p] += 1
    bonus = int(d["bonus_spaces"]) + (int(d["bold_bonus_spaces"])
                                      if players in d["bold_bonus_used_with"] else 0)
    inc = d["income"]
    cells = [list(map(str, row)) for row in d["cells"]]
    walled = set(d["walled"])
    return Plan(
        players=players, side=key, cells=tuple(tuple(r) for r in cells),
        walled=frozenset(walled), icons=icons, bold_icons=tuple(d["bold_icons"]),
        bonus_spaces=bonus, lira_sections=tuple(d["lira_sections"]),
        goods_columns={g: int(d["goods_columns"][g]) for g in GOODS},
        goods_bonus_rows=tuple(d["goods_bonus_rows"]), amulet=int(d["amulet"]),
        improvements={str(k): int(v) for k, v in d["improvements"].items()},
        warehouse_income=(int(inc["warehouse"]["base"]), int(inc["warehouse"]["per_improvement"])),
        tea_house_income=(int(inc["tea_house"]["base"]), int(inc["tea_house"]["per_improvement"])),
        graph=_graph(cells, walled))


def node(label: str) -> int | str:
    """A place's node in ``plan()``'s graph: numbered places are whole numbers (as on the board
    game's graph), the palace letters texts."""
    return int(label) if label.isdecimal() else label


def plan(players: int = 3) -> nx.Graph:
    """The Game Plan for ``players`` (1-5) as a ``networkx.Graph`` of its places, as API.md
    promises: ``nx.shortest_path(cw.plan(3), 1, "B")``. Nodes are the places in rulebook order
    (1-14 as numbers, then "A"-"D"), with what a learner asks of a place as attributes:
    ``label`` (as in action texts: "8"), ``name``, ``icons`` (usable action icons),
    ``improvements`` (squares), ``cells`` ((row, column) it covers) and ``walled``; the
    graph's own attributes say ``players``, ``side`` and ``provenance``. A fresh graph each
    call, so a learner may change it; ``game_plan`` is the richer object the rules read."""
    p = game_plan(players)
    g = nx.Graph(players=p.players, side=p.side, provenance=p.provenance,
                 name=f"Choose & Write Game Plan, {p.side} side [{p.provenance}]")
    for label in p.places:
        g.add_node(node(label), label=label, name=p.name(label), icons=p.icons[label],
                   improvements=p.improvements.get(label, 0), cells=p.cells_of(label),
                   walled=label in p.walled)
    order = {label: i for i, label in enumerate(p.places)}
    edges = sorted((tuple(sorted(e, key=order.__getitem__)) for e in p.graph.edges),
                   key=lambda e: (order[e[0]], order[e[1]]))
    g.add_edges_from((node(a), node(b)) for a, b in edges)
    return g
