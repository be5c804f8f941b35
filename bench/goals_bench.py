"""The six speed goals of issue 22, measured in one run beside python-chess, as ratios.

    .venv/bin/python bench/goals_bench.py [--quick] [--no-tests]

1. microseconds per decision of a uniformly random 4-player base game (``legal_actions`` and
   ``apply`` of a uniform choice) divided by python-chess's microseconds per move of a
   uniformly random chess game (``list(board.legal_moves)`` and ``board.push``), both timed
   here in this process on CPU time: the ratio does not depend on the machine's speed;
2. eager random 4-player base games per CPU second (``invariants.playout_policy``);
3. the same for Mocha, Letters and the Great Bazaar (4 players, boards as ``new_game`` picks);
4. Monte-Carlo playouts per CPU second inside the bot (``MonteCarloBot``'s own playouts,
   timed around each one, in whole 4-player base games of one Monte-Carlo bot against three
   greedy bots; the Great Bazaar beside it);
5. ``import istanbul_nb`` divided by ``import networkx`` (each in a fresh interpreter, best of
   seven, the interpreter's own start subtracted);
6. the default test loop: plain ``pytest`` (the unit tests without ``slow``) in wall seconds,
   as a contributor runs it before a commit.

Each figure is the best of a few rounds (this machine's speed varies from minute to minute: the
best is what a free core gives). python-chess is an optional bench dependency (the ``test``
extra); without it the first ratio is left out and the bench says so.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

GOALS = {
    "decision_vs_chess": 0.08,
    "eager_base": 175.0,
    "eager_mocha": 80.0,
    "eager_letters": 80.0,
    "eager_bazaar": 50.0,
    "mc_playouts": 1000.0,
    "import_ratio": 1.5,
    "test_loop_s": 90.0,
}


def chess_us_per_move(moves: int) -> float:
    """CPU microseconds per move of uniformly random chess games (python-chess)."""
    import chess

    rng = random.Random(1)
    done = 0
    cpu = time.process_time()
    while done < moves:
        board = chess.Board()
        while not board.is_game_over(claim_draw=False) and done < moves:
            board.push(rng.choice(list(board.legal_moves)))
            done += 1
    return (time.process_time() - cpu) / done * 1e6


def istanbul_us_per_decision(decisions: int) -> float:
    """CPU microseconds per decision of uniformly random 4-player base games."""
    import istanbul_nb as ist

    rng = random.Random(1)
    done = seed = 0
    cpu = time.process_time()
    while done < decisions:
        g = ist.new_game(players=4, seed=seed)
        seed += 1
        while not g.is_over and done < decisions:
            g.apply(rng.choice(g.legal_actions()))
            done += 1
    return (time.process_time() - cpu) / done * 1e6


def eager_games_per_cpu_s(games: int, expansions=(), variants=()) -> float:
    import istanbul_nb as ist
    from istanbul_nb.engine.invariants import playout_policy

    cpu = time.process_time()
    for seed in range(games):
        g = ist.new_game(players=4, seed=seed, expansions=expansions, variants=variants)
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(playout_policy(rng, g.legal_actions()))
    return games / (time.process_time() - cpu)


def mc_playouts_per_cpu_s(decisions: int, expansions=(), variants=()) -> tuple[float, int]:
    """(playouts per CPU second, playouts timed): a Monte-Carlo bot at seat 0 against three
    greedy bots, its playouts timed one by one until ``decisions`` of its decisions ran
    playouts."""
    import istanbul_nb as ist
    from istanbul_nb.bots import GreedyBot, MonteCarloBot

    spent: list[float] = [0.0, 0.0]

    class Timed(MonteCarloBot):
        def _playout(self, game, action, seat, seed):
            t = time.process_time()
            try:
                return super()._playout(game, action, seat, seed)
            finally:
                spent[0] += time.process_time() - t
                spent[1] += 1

    bots = [Timed(seed=1), GreedyBot(seed=2), GreedyBot(seed=3), GreedyBot(seed=4)]
    seed = 0
    with_playouts = 0
    while with_playouts < decisions:
        g = ist.new_game(players=4, seed=seed, expansions=expansions, variants=variants)
        seed += 1
        while not g.is_over and with_playouts < decisions:
            before = spent[1]
            g.apply(bots[g.to_act].choose(g))
            with_playouts += spent[1] > before
    return spent[1] / spent[0], int(spent[1])


def import_seconds(module: str, runs: int = 7) -> float:
    """Best of ``runs`` fresh interpreters: the import's wall time, the empty start
    subtracted (``-X importtime`` would miss nothing but adds its own cost per module)."""
    def best(code: str) -> float:
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
            times.append(time.perf_counter() - t)
        return min(times)

    return best(f"import {module}") - best("pass")


def test_loop_seconds() -> tuple[float, str]:
    """Wall seconds of plain ``pytest`` (the configured default run), and its summary line."""
    t = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
                         cwd=ROOT, capture_output=True, text=True)
    dt = time.perf_counter() - t
    tail = [line for line in out.stdout.splitlines() if line.strip()][-1:] or ["(no output)"]
    return dt, tail[0].strip("= ")


def _row(name: str, value: float, goal: float, better: str, unit: str = "") -> None:
    met = value <= goal if better == "lower" else value >= goal
    sign = "<=" if better == "lower" else ">="
    print(f"   {name:<58}{value:10.3f}{unit}   goal {sign} {goal:g}   "
          f"{'met' if met else 'NOT MET'}", flush=True)


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer games (a rough look)")
    ap.add_argument("--no-tests", action="store_true", help="skip timing the test loop")
    args = ap.parse_args(argv)
    q = args.quick
    out: dict[str, float] = {}
    print("issue 22's goals (CPU time, best of rounds; python-chess measured in this process)")
    ist_us = min(istanbul_us_per_decision(4000 if q else 20000) for _ in range(1 if q else 3))
    try:
        chess_us = min(chess_us_per_move(4000 if q else 20000) for _ in range(1 if q else 3))
    except ImportError:
        chess_us = None
        print("   (python-chess is not installed: pip install chess; the ratio is left out)")
    print(f"   Istanbul: {ist_us:.1f} us per uniform random decision (4p base)"
          + ("" if chess_us is None else f"; python-chess: {chess_us:.1f} us per random move"))
    if chess_us is not None:
        out["decision_vs_chess"] = ist_us / chess_us
        _row("us per decision / python-chess us per move", out["decision_vs_chess"],
             GOALS["decision_vs_chess"], "lower")
    n = 10 if q else 40
    rounds = 1 if q else 3
    for key, exps, variants, label in (
            ("eager_base", (), (), "eager random 4p base games per CPU second"),
            ("eager_mocha", ("mocha",), (), "eager random 4p Mocha games per CPU second"),
            ("eager_letters", ("letters",), (), "eager random 4p Letters games per CPU second"),
            ("eager_bazaar", ("mocha", "letters"), (),
             "eager random 4p Great Bazaar games per CPU second")):
        out[key] = max(eager_games_per_cpu_s(n, exps, variants) for _ in range(rounds))
        _row(label, out[key], GOALS[key], "higher")
    mc, k = mc_playouts_per_cpu_s(10 if q else 40)
    out["mc_playouts"] = mc
    _row(f"Monte-Carlo playouts per CPU second, 4p base ({k} timed)", mc,
         GOALS["mc_playouts"], "higher")
    mc_gb, k = mc_playouts_per_cpu_s(5 if q else 15, ("mocha", "letters"))
    out["mc_playouts_bazaar"] = mc_gb
    print(f"   {'  the same in the Great Bazaar (no goal; ' + str(k) + ' timed)':<58}"
          f"{mc_gb:10.3f}", flush=True)
    ours, nx = import_seconds("istanbul_nb"), import_seconds("networkx")
    out["import_ratio"] = ours / nx
    _row(f"import istanbul_nb / import networkx ({ours * 1e3:.0f} / {nx * 1e3:.0f} ms)",
         out["import_ratio"], GOALS["import_ratio"], "lower")
    if not args.no_tests:
        secs, summary = test_loop_seconds()
        out["test_loop_s"] = secs
        _row(f"plain pytest, wall seconds ({summary})", secs, GOALS["test_loop_s"], "lower",
             " s")
    return out


if __name__ == "__main__":
    main(sys.argv[1:])
