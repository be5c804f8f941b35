"""The search bot's goals (issue 24), measured: one line per goal with the figure, its Wilson 95%
interval, the goal and whether it is met.

    python bench/ai_bench.py                      # every goal, 200 games each, 0.5 s a decision
    python bench/ai_bench.py --games 20 --think 0.1 --only greedy4 --workers 2

Goals (``--only``): ``greedy4`` (4 players, base game, the search bot against three greedy bots,
seats rotated: >= 35% wins, the interval's low end above 25%), ``curve`` (the same at 0.1,
0.25, 0.5 and 1 s a decision), ``montecarlo`` (heads-up against the Monte-Carlo bot: >= 60%),
``throughput`` (the search's own playouts to the cut-off per second on one core: >= 1,000),
``families`` (its win rate against greedy in each configuration family and Choose & Write;
no goal, the fair share is shown). A shared first place counts as a share of a win (1/k).

Each game's seed is fixed (``--seed``), the search bot sits at seat ``game % players`` and the
bots are seeded per game, so a run repeats its games; the time budget makes the search bot's
choices depend on the machine's speed. ``--workers K`` plays the games on K processes.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from istanbul_nb import new_game  # noqa: E402
from istanbul_nb.bots import GreedyBot, MonteCarloBot, SearchBot, play_game, wilson  # noqa: E402

GOALS = ("greedy4", "curve", "montecarlo", "throughput", "families")
CURVE = (0.1, 0.25, 0.5, 1.0)
#: family -> (players, expansions, variants, game): the configurations the bot must play
FAMILIES: dict[str, tuple[int, tuple[str, ...], tuple[str, ...], str]] = {
    "base 2p": (2, (), (), "istanbul"),
    "base 3p": (3, (), (), "istanbul"),
    "base 5p": (5, (), (), "istanbul"),
    "mocha 3p": (3, ("mocha",), (), "istanbul"),
    "letters 3p": (3, ("letters",), (), "istanbul"),
    "mocha+letters 3p": (3, ("mocha", "letters"), (), "istanbul"),
    "great bazaar 3p": (3, ("mocha", "letters"), ("great_bazaar",), "istanbul"),
    "neutral assistants 3p": (3, (), ("neutral_assistants",), "istanbul"),
    "caravan leader 3p": (3, (), ("caravan_leader",), "istanbul"),
    "choose & write 3p": (3, (), (), "choose_write"),
}


@dataclass(frozen=True)
class Match:
    """One game to play: the seats' bot kinds, the configuration, the seed."""

    seats: tuple[str, ...]          # "search", "greedy" or "montecarlo" per seat
    seed: int
    think: float
    expansions: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()
    game: str = "istanbul"
    options: tuple[tuple[str, Any], ...] = ()   # the search bot's settings (``--set``)
    player: str = "search"          # who plays the measured seat ("greedy": the baseline)


def _bot(kind: str, seed: int, think: float, options: tuple[tuple[str, Any], ...]) -> Any:
    if kind == "search":
        settings: dict[str, Any] = dict(options)
        return SearchBot(seed=seed, think_time=think, **settings)
    if kind == "montecarlo":
        return MonteCarloBot(seed=seed)
    return GreedyBot(seed=seed)


def _make(m: Match) -> Callable[[int, int], Any] | None:
    if m.game == "choose_write":
        from istanbul_nb.choose_write import new_game as new_cw

        return lambda players, seed: new_cw(players=players, seed=seed)
    return None


def play(m: Match) -> tuple[float, float, int]:
    """The search bot's share of the win, the seconds it thought and its decisions."""
    bots = [_bot(m.player if k == "search" else k, m.seed * 10 + i, m.think, m.options)
            for i, k in enumerate(m.seats)]
    seat = m.seats.index("search")
    thinker = bots[seat]
    spent = [0.0, 0]
    plain = thinker.choose

    def timed(game: Any) -> Any:
        t = time.process_time()     # CPU seconds: the bot's own, whatever else the machine runs
        a = plain(game)
        spent[0] += time.process_time() - t
        spent[1] += 1
        return a

    thinker.choose = timed
    played = play_game(bots, seed=m.seed, make=_make(m), expansions=m.expansions,
                       variants=m.variants)
    r = played.game.returns()
    share = r[seat] / sum(r) if sum(r) else 0.0
    return share, float(spent[0]), int(spent[1])


def matches(players: int, against: str, games: int, think: float, seed: int,
            expansions: tuple[str, ...] = (), variants: tuple[str, ...] = (),
            game: str = "istanbul", options: tuple[tuple[str, Any], ...] = (),
            player: str = "search") -> list[Match]:
    """``games`` games, the search bot (or ``player``) at seat ``k % players`` of game k."""
    out = []
    for k in range(games):
        seats = [against] * players
        seats[k % players] = "search"
        out.append(Match(tuple(seats), seed + k, think, expansions, variants, game, options,
                         player))
    return out


def run(ms: Sequence[Match], workers: int) -> tuple[float, int, float]:
    """Wins (shares), games and the search bot's mean seconds per decision."""
    if workers > 1:
        with ProcessPoolExecutor(workers) as ex:
            rows = list(ex.map(play, ms))
    else:
        rows = []
        for k, m in enumerate(ms, 1):     # a running tally on stderr: a cut run still tells
            rows.append(play(m))
            w = sum(r[0] for r in rows)
            print(f"  {k}/{len(ms)}: {w:g} wins, {sum(r[1] for r in rows):.0f} s thought",
                  file=sys.stderr, flush=True)
    wins = sum(r[0] for r in rows)
    secs, n = sum(r[1] for r in rows), sum(r[2] for r in rows)
    return wins, len(rows), secs / max(n, 1)


def line(label: str, wins: float, n: int, per: float, goal: float | None,
         low: float | None = None) -> str:
    lo, hi = wilson(wins, n)
    rate = wins / n
    if goal is None:
        verdict = "(no goal)"
    else:
        ok = rate >= goal and (low is None or lo > low)
        verdict = ("met" if ok else "NOT met") + f" (goal >= {goal:.0%}"
        verdict += f", interval low end > {low:.0%})" if low is not None else ")"
    return (f"{label}: {rate:.1%} of {n} games ({wins:g} wins) [95% {lo:.1%}-{hi:.1%}], "
            f"{per:.3f} CPU s a decision; {verdict}")


def throughput(seconds: float = 5.0, seed: int = 7,
               options: tuple[tuple[str, Any], ...] = ()) -> tuple[float, float, float]:
    """Playouts to the cut-off per second of the search (one core), on mid-game decisions of
    a 4-player base game: (playouts/s of the whole decision, playouts/s of the playouts alone
    (greedy's root prior taken off), mean iterations per decision). Each search iteration is
    one playout to the cut-off (after a determinisation; with ``root="tree"`` a walk down the
    tree first). The seconds are the process's CPU time, so a machine shared with other work
    measures the same rate."""
    g = new_game(players=4, seed=seed)
    greedy = GreedyBot(seed=seed)
    rng = random.Random(seed)
    positions: list[Any] = []
    while not g.is_over and len(positions) < 12:
        if len(g.legal_actions()) > 1 and rng.random() < 0.15:
            positions.append(g.copy(log=False))
        g.apply(greedy.choose(g))
    settings: dict[str, Any] = dict(options)
    bot = SearchBot(seed=seed, think_time=seconds / len(positions), **settings)
    done, spent, prior = 0, 0.0, 0.0
    for p in positions:
        t = time.process_time()
        bot.greedy.scores(p)
        prior += time.process_time() - t
        t = time.process_time()
        a = bot.analyse(p)
        spent += time.process_time() - t
        done += a.iterations
    return done / spent, done / max(spent - prior, 1e-9), done / len(positions)


def _chess_speed(rate: float) -> str:
    """python-chess's CPU microseconds a random move in this run (``goals_bench``), the
    measure of the core's speed, and a playout at ``rate`` a second in such moves: the ratio
    does not depend on the machine's speed. Empty without python-chess."""
    here = str(Path(__file__).resolve().parent)
    if here not in sys.path:      # loaded by path (bench/run.py, a test): goals_bench beside it
        sys.path.append(here)
    try:
        from goals_bench import chess_us_per_move
        us = min(chess_us_per_move(20000) for _ in range(3))
    except ImportError:
        return ""
    return (f"; python-chess here: {us:.1f} us a random move, so a playout costs "
            f"{1e6 / rate / us:.1f} random chess moves")


def _setting(name: str, text: str) -> Any:
    """A ``--set`` value: whole numbers, ``phases`` as names joined by ``+`` (``all``: every
    decision), the rest as numbers."""
    if name == "phases":
        return None if text == "all" else tuple(text.split("+"))
    if name in ("root", "score", "clock"):
        return text
    return int(text) if name in ("horizon", "playout_sample", "iterations", "width") else float(
        text)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--think", type=float, default=0.5, help="seconds a decision")
    ap.add_argument("--only", choices=GOALS, action="append", help="a goal (repeatable)")
    ap.add_argument("--workers", type=int, default=1, help="processes playing games")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                    help="a search bot setting to try (exploration=0.2; clock=cpu: think time "
                         "in CPU seconds; repeatable)")
    ap.add_argument("--family", choices=list(FAMILIES), action="append",
                    help="with the families goal: only this family (repeatable)")
    ap.add_argument("--baseline", action="store_true",
                    help="the greedy bot plays the search bot's seat (the same seeds): what "
                         "that seat wins without the search")
    a = ap.parse_args(argv)
    try:
        opts = tuple((k, _setting(k, v)) for k, v in (x.split("=", 1) for x in a.set))
        checked: dict[str, Any] = dict(opts)
        SearchBot(**checked)
    except (TypeError, ValueError) as e:
        ap.error(f"--set: {e}")
    if a.games < 1 or a.think <= 0 or a.workers < 1:
        ap.error("--games and --workers must be at least 1, --think positive")
    goals = a.only or list(GOALS)
    iters = checked.get("iterations")
    budget = f"{iters} iterations" if iters else f"{a.think:g} s"
    print(f"search bot goals: {a.games} games a line, {budget} a decision, "
          f"{a.workers} worker(s), settings {dict(opts) or 'default'}; "
          f"{time.strftime('%Y-%m-%d %H:%M')}", flush=True)
    who = "greedy" if a.baseline else "search"
    tag = "baseline, greedy in the search bot's seat: " if a.baseline else ""
    at = "" if a.baseline else f" at {budget}"      # greedy has no think time

    def goal(x: float | None) -> float | None:
        return None if a.baseline else x

    if "greedy4" in goals:
        w, n, per = run(matches(4, "greedy", a.games, a.think, a.seed, options=opts,
                                player=who), a.workers)
        print(line(f"{tag}4p base vs 3 greedy{at}", w, n, per, goal(0.35),
                   goal(0.25)), flush=True)
    if "curve" in goals:
        # the think time is what the curve varies: a fixed budget given with --set is dropped
        timed = tuple((k, v) for k, v in opts if k != "iterations")
        for t in CURVE:
            w, n, per = run(matches(4, "greedy", a.games, t, a.seed, options=timed,
                                    player=who), a.workers)
            print(line(f"{tag}curve: 4p base vs 3 greedy at {t:g} s", w, n, per, None),
                  flush=True)
    if "montecarlo" in goals:
        w, n, per = run(matches(2, "montecarlo", a.games, a.think, a.seed, options=opts,
                                player=who), a.workers)
        print(line(f"{tag}2p base vs Monte Carlo{at}", w, n, per, goal(0.60)),
              flush=True)
    if "throughput" in goals:
        # the best of three runs, as goals_bench: this machine's speed varies from minute to
        # minute (twice over in a day), and the best is what a free core gives; python-chess's
        # random moves timed in the same run say how fast the core was
        runs = sorted((throughput(options=opts) for _ in range(3)), key=lambda r: -r[0])
        rate, alone, per_decision = runs[0]
        verdict = "met" if rate >= 1000 else "NOT met"
        print(f"throughput: {rate:.0f} playouts to the cut-off a CPU second on one core "
              f"(best of {', '.join(f'{r[0]:.0f}' for r in runs)}), greedy's root prior "
              f"included ({alone:.0f} without it; {per_decision:.0f} a decision); {verdict} "
              f"(goal >= 1000){_chess_speed(rate)}", flush=True)
    if "families" in goals:
        for label, (players, exps, vars_, game) in FAMILIES.items():
            if a.family and label not in a.family:
                continue
            w, n, per = run(matches(players, "greedy", a.games, a.think, a.seed, exps, vars_,
                                    game, opts, who), a.workers)
            print(line(f"{tag}family {label} vs greedy (fair share {1 / players:.0%})", w, n, per,
                       None), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
