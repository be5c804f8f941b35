"""Board figures: move queries per second (fresh and cached), random layouts per second, and the
import cost of the kit beside networkx alone.

Bots ask "where may I go?" thousands of times a game, and a class on Binder waits for the first
import, so these are the numbers worth watching. Figures only; no test asserts on time.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

import istanbul_nb as ist
from istanbul_nb.layouts import KINDS


def _rate(count: int, seconds: float) -> str:
    return f"{count / seconds:>12,.0f} /s"


def moves_per_second() -> None:
    """Uncached: a fresh Board answers each place once; cached: the same questions again."""
    layout = ist.layouts.load("short-paths")
    places = layout.places
    boards = 300
    start = time.perf_counter()
    for _ in range(boards):
        board = ist.Board(layout)
        for p in places:
            board.moves(p)
    fresh = time.perf_counter() - start

    board = ist.Board(layout)
    build = time.perf_counter()
    for _ in range(boards):
        ist.Board(layout)
    build = time.perf_counter() - build
    for p in places:
        board.moves(p)
    rounds = 20_000
    start = time.perf_counter()
    for _ in range(rounds):
        for p in places:
            board.moves(p)
    cached = time.perf_counter() - start

    start = time.perf_counter()
    for _ in range(boards):
        fresh_barred = ist.Board(layout, barrier=(7, 2))
        for p in places:
            fresh_barred.reachable(p, "move-3-4")
    move34 = time.perf_counter() - start

    n = boards * len(places)
    each_us = build / boards * 1e6
    uncached = max(fresh - build, 1e-9)
    print(f"  Board() construction       {_rate(boards, build)}  ({each_us:.0f} us each)")
    print(f"  moves, fresh board         {_rate(n, fresh)}  (includes building the board)")
    print(f"  moves, uncached queries    {_rate(n, uncached)}  (board build subtracted)")
    print(f"  moves, cached              {_rate(rounds * len(places), cached)}")
    print(f"  move-3-4, fresh + barrier  {_rate(n, move34)}")


def layouts_per_second() -> None:
    for kind in KINDS:
        for rules in ("bigbox", "base"):
            count = 1000
            start = time.perf_counter()
            for seed in range(count):
                ist.layouts.random_layout(kind, seed=seed, rules=rules)
            took = time.perf_counter() - start
            print(f"  random_layout {kind:<13} {rules:<7}{_rate(count, took)}")


def _import_seconds(module: str, repeats: int = 7) -> float:
    """Median wall time of ``python -c 'import module'`` minus that of a bare interpreter."""
    def run(code: str) -> float:
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)
        return time.perf_counter() - start

    run(f"import {module}")  # warm the file cache and .pyc files
    bare = statistics.median(run("pass") for _ in range(repeats))
    full = statistics.median(run(f"import {module}") for _ in range(repeats))
    return full - bare


def import_times() -> None:
    nx_s = _import_seconds("networkx")
    kit_s = _import_seconds("istanbul_nb")
    print(f"  import networkx            {nx_s * 1000:8.0f} ms  (median of 7, fresh interpreter)")
    print(f"  import istanbul_nb         {kit_s * 1000:8.0f} ms  (networkx included)")
    print(f"  the kit's own share        {(kit_s - nx_s) * 1000:8.0f} ms")


def main() -> None:
    print("board: move queries")
    moves_per_second()
    print("board: random legal layouts")
    layouts_per_second()
    print("board: import time")
    import_times()


if __name__ == "__main__":
    main()
