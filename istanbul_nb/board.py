"""The board as a graph: places are nodes, orthogonal neighbours are joined by an edge.

Every movement rule of the game is a question to this graph (RULES.md sections 2, 5, 7, 8): the
merchant's 1-2 steps, the companion's single step, the Move 3-4 card, the long-move tile's
straight lines, the corner card and "any place". The Mocha barrier removes one edge for everyone
except the holder of the barrier-control tile, so each question takes ``holder=``.

A Board is immutable: ``with_barrier`` returns a new one. Answers are frozensets (sort them
before showing them) and are cached per board, because bots ask the same questions many times.
"""

from __future__ import annotations

from collections import deque

import networkx as nx

from . import layouts as _layouts
from .i18n import _
from .layouts import Layout
from .places import labelled, name

#: The movement kinds a board answers; see ``Board.reachable``.
MOVE_KINDS: tuple[str, ...] = ("merchant", "companion", "move-3-4", "straight", "corner", "any")


class Board:
    """A layout turned into a ``networkx.Graph`` with optional barrier."""

    def __init__(self, layout: Layout | str = "short-paths",
                 barrier: tuple[int, int] | None = None) -> None:
        self.layout: Layout = _layouts.load(layout) if isinstance(layout, str) else layout
        if not isinstance(self.layout, Layout):
            raise ValueError(f"a Board needs a Layout or a layout name, not {layout!r}")
        lay = self.layout
        near: dict[int, set[int]] = {n: set() for n in lay.places}
        n_rows, n_cols = lay.shape
        for r in range(n_rows):
            for c in range(n_cols):
                here = lay.rows[r][c]
                if c + 1 < n_cols:
                    near[here].add(lay.rows[r][c + 1])
                    near[lay.rows[r][c + 1]].add(here)
                if r + 1 < n_rows:
                    near[here].add(lay.rows[r + 1][c])
                    near[lay.rows[r + 1][c]].add(here)
        self._graph: nx.Graph | None = None
        self._adj_all = {n: tuple(sorted(near[n])) for n in sorted(near)}
        self._set_barrier(barrier)

    def _set_barrier(self, barrier) -> None:
        """Checks and records the barrier; the blocked neighbour lists and an empty answer
        cache."""
        self.barrier: tuple[int, int] | None = None
        if barrier is not None:
            if not (isinstance(barrier, (tuple, list)) and len(barrier) == 2):
                raise ValueError(f"a barrier is a pair of adjacent places, not {barrier!r}")
            self.barrier = self._edge_key(*barrier)
        if self.barrier is None:
            self._adj_blocked = self._adj_all
        else:
            a, b = self.barrier
            blocked = dict(self._adj_all)
            blocked[a] = tuple(x for x in blocked[a] if x != b)
            blocked[b] = tuple(x for x in blocked[b] if x != a)
            self._adj_blocked = blocked
        self._cache: dict[tuple, frozenset[int]] = {}

    @property
    def graph(self) -> nx.Graph:
        """The ``networkx.Graph`` (places with ``pos`` and ``name``, borders with ``barrier``),
        built on first use: the engine asks only the neighbour lists, and a game with the
        Mocha barrier meets a new Board at every barrier position."""
        g = self._graph
        if g is None:
            lay = self.layout
            g = nx.Graph(name=lay.name)
            for n in sorted(lay.places):
                g.add_node(n, pos=lay.position(n), name=name(n))
            n_rows, n_cols = lay.shape
            for r in range(n_rows):
                for c in range(n_cols):
                    here = lay.rows[r][c]
                    if c + 1 < n_cols:
                        g.add_edge(here, lay.rows[r][c + 1], barrier=False)
                    if r + 1 < n_rows:
                        g.add_edge(here, lay.rows[r + 1][c], barrier=False)
            if self.barrier is not None:
                g.edges[self.barrier]["barrier"] = True
            self._graph = g
        return g

    # -- basic geometry ---------------------------------------------------------------------
    def __repr__(self) -> str:
        bar = f", barrier={self.barrier}" if self.barrier else ""
        return f"Board({self.layout.name!r}{bar})"

    @property
    def places(self) -> tuple[int, ...]:
        return self.layout.places

    @property
    def shape(self) -> tuple[int, int]:
        return self.layout.shape

    def position(self, place: int) -> tuple[int, int]:
        """(row, column) of a place, 0-based from the top-left."""
        return self.layout.position(place)

    def place_at(self, row: int, col: int) -> int | None:
        """The place at (row, col), or None outside the grid."""
        n_rows, n_cols = self.shape
        if 0 <= row < n_rows and 0 <= col < n_cols:
            return self.layout.rows[row][col]
        return None

    def _check(self, place: int) -> None:
        if place not in self._adj_all:
            raise ValueError(f"place {place!r} is not on the board {self.layout.name!r}")

    def _edge_key(self, a: int, b: int) -> tuple[int, int]:
        """An edge named in reading order (the upper or left place first)."""
        self._check(a)
        self._check(b)
        if b not in self._adj_all[a]:
            # a learner meets it in the move explorer: a message, shown in the widget's language
            # TRANSLATORS: why the barrier cannot go between two places
            raise ValueError(_("{a} and {b} are not neighbours; the barrier lies on the border "
                               "between two adjacent places", a=labelled(a), b=labelled(b)))
        return (a, b) if self.position(a) < self.position(b) else (b, a)

    def edges(self) -> list[tuple[int, int]]:
        """Every border between two places, each in reading order, sorted by position."""
        keys = {self._edge_key(a, b) for a, b in self.graph.edges}
        return sorted(keys, key=lambda e: (self.position(e[0]), self.position(e[1])))

    def neighbours(self, place: int, holder: bool = False) -> tuple[int, ...]:
        """Places one step away (sorted), not across the barrier unless ``holder``."""
        self._check(place)
        return (self._adj_all if holder else self._adj_blocked)[place]

    def adjacent(self, a: int, b: int) -> bool:
        self._check(a)
        self._check(b)
        return b in self._adj_all[a]

    def corners(self) -> tuple[int, ...]:
        """The places in the four corners, sorted."""
        n_rows, n_cols = self.shape
        return tuple(sorted({self.layout.rows[r][c] for r in (0, n_rows - 1)
                             for c in (0, n_cols - 1)}))

    # -- the barrier ------------------------------------------------------------------------
    def with_barrier(self, a: int, b: int) -> Board:
        """A new Board with the barrier between adjacent places a and b (sharing this one's
        neighbour lists: no graph is built until asked)."""
        new = Board.__new__(Board)
        new.layout, new._graph, new._adj_all = self.layout, None, self._adj_all
        new._set_barrier((a, b))
        return new

    def without_barrier(self) -> Board:
        return Board(self.layout) if self.barrier else self

    # -- movement ---------------------------------------------------------------------------
    def moves(self, start: int, holder: bool = False) -> frozenset[int]:
        """Where a merchant may go: 1 or 2 orthogonal steps, never ending on ``start``."""
        key = ("merchant", start, holder)
        hit = self._cache.get(key)
        if hit is None:
            adj = self._adj_all if holder else self._adj_blocked
            self._check(start)
            out = set(adj[start])
            for n in adj[start]:
                out.update(adj[n])
            out.discard(start)
            hit = self._cache[key] = frozenset(out)
        return hit

    def companion_moves(self, start: int, holder: bool = False) -> frozenset[int]:
        """Where a companion may go: exactly one step (Letters & Seals)."""
        return frozenset(self.neighbours(start, holder))

    def moves_exact(self, start: int, steps: tuple[int, ...] = (3, 4),
                    holder: bool = False) -> frozenset[int]:
        """Places at a shortest distance of exactly one of ``steps`` (the Move 3-4 card).

        The card says "move 3 or 4 places instead of 1-2": we read it as the merchant ending on
        a place 3 or 4 steps away, as the public engines do ("instead of 1-2" would mean
        nothing if the card could reach places 1 or 2 steps away). [inferred]
        """
        key = ("exact", start, tuple(sorted(steps)), holder)
        hit = self._cache.get(key)
        if hit is None:
            want = set(steps)
            hit = self._cache[key] = frozenset(
                p for p, d in self.distances_from(start, holder).items() if d in want)
        return hit

    def straight_moves(self, start: int, holder: bool = False) -> frozenset[int]:
        """Places any distance away in a straight row or column line, stopped by the barrier.

        The long-move tile (Mocha) allows this instead of the 1-2 step move; the normal move
        stays allowed, so the engine offers the union. The tile does not cross the barrier.
        """
        key = ("straight", start, holder)
        hit = self._cache.get(key)
        if hit is None:
            self._check(start)
            r0, c0 = self.position(start)
            out = set()
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                prev, r, c = start, r0 + dr, c0 + dc
                while (here := self.place_at(r, c)) is not None:
                    if here not in self.neighbours(prev, holder):
                        break
                    out.add(here)
                    prev, r, c = here, r + dr, c + dc
            hit = self._cache[key] = frozenset(out)
        return hit

    def corner_moves(self, start: int) -> frozenset[int]:
        """The corner places other than ``start`` (a Mocha bonus card); the barrier is no wall
        for a move that does not walk."""
        self._check(start)
        return frozenset(self.corners()) - {start}

    def any_moves(self, start: int) -> frozenset[int]:
        """Every place except ``start`` (a Letters bonus card: pay 3 lira, go anywhere)."""
        self._check(start)
        return frozenset(self.places) - {start}

    def reachable(self, start: int, kind: str = "merchant", holder: bool = False) -> frozenset[int]:
        """Destinations for one of ``MOVE_KINDS``; the one entry point the widgets use."""
        if kind == "merchant":
            return self.moves(start, holder)
        if kind == "companion":
            return self.companion_moves(start, holder)
        if kind == "move-3-4":
            return self.moves_exact(start, (3, 4), holder)
        if kind == "straight":
            return self.straight_moves(start, holder) | self.moves(start, holder)
        if kind == "corner":
            return self.corner_moves(start)
        if kind == "any":
            return self.any_moves(start)
        raise ValueError(f"unknown movement kind {kind!r}; choose one of {', '.join(MOVE_KINDS)}")

    # -- distances --------------------------------------------------------------------------
    def distances_from(self, start: int, holder: bool = False) -> dict[int, int]:
        """Shortest step counts from ``start`` to every reachable place (breadth-first)."""
        self._check(start)
        adj = self._adj_all if holder else self._adj_blocked
        dist = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for n in adj[here]:
                if n not in dist:
                    dist[n] = dist[here] + 1
                    queue.append(n)
        return dist

    def distance(self, a: int, b: int, holder: bool = False) -> int:
        """Shortest number of steps from a to b, respecting the barrier."""
        self._check(b)
        dist = self.distances_from(a, holder)
        if b not in dist:
            # TRANSLATORS: a distance asked between two places the barrier separates
            raise ValueError(_("{b} cannot be reached from {a} on this board", a=labelled(a),
                               b=labelled(b)))
        return dist[b]

    # -- pictures ---------------------------------------------------------------------------
    def _repr_svg_(self) -> str:
        from .render import svg

        return svg(self)
