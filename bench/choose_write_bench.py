"""Choose & Write bot figures: random games per CPU second (issue 13 aims at 200 on one core),
greedy and Monte-Carlo decisions per second, and greedy's win rate against random bots.

CPU seconds (``time.process_time``) of this process, so a busy machine slows the figure less
than wall time would; one core, since the games run one after the other. ``bench/run.py`` finds
this file by its name (``*_bench.py``), as it finds every benchmark.
"""

from __future__ import annotations

import time

from istanbul_nb import choose_write as cw
from istanbul_nb.bots import GreedyBot, MonteCarloBot, RandomBot, simulate, wilson

AIM = 200   # random 3-player games per CPU second (issue 13)


def random_games_per_second(players: int, games: int) -> tuple[float, float]:
    """(games per CPU second, actions per game) of uniform random bots, seeds 0..games-1."""
    actions = 0
    start = time.process_time()
    for k in range(games):
        g = cw.new_game(players=players, seed=k)
        bots = [RandomBot(seed=100 * k + s) for s in range(players)]
        while not g.is_over:
            g.apply(bots[g.to_act].choose(g))
            actions += 1
    spent = time.process_time() - start
    return games / spent, actions / games


def decisions_per_second(bot, players: int, decisions: int) -> float:
    """Decisions per CPU second of ``bot`` in seat 0 against random bots (seeded games)."""
    made, spent, k = 0, 0.0, 0
    while made < decisions:
        g = cw.new_game(players=players, seed=1000 + k)
        others = [RandomBot(seed=s) for s in range(players)]
        while not g.is_over and made < decisions:
            if g.to_act == 0:
                start = time.process_time()
                a = bot.choose(g)
                spent += time.process_time() - start
                made += 1
            else:
                a = others[g.to_act].choose(g)
            g.apply(a)
        k += 1
    return made / spent


def main() -> None:
    for players, games in ((1, 100), (3, 100), (4, 60), (5, 60)):
        rate, acts = random_games_per_second(players, games)
        aim = f" (aim: {AIM})" if players == 3 else ""
        print(f"random games, {players} player{'s' * (players > 1)}: {rate:7.1f} per CPU "
              f"second{aim}, {acts:.0f} actions a game, {games} games", flush=True)
    print(f"greedy decisions, 3 players: {decisions_per_second(GreedyBot(seed=1), 3, 300):.0f}"
          " per CPU second", flush=True)
    print(f"greedy decisions, solo: {decisions_per_second(GreedyBot(seed=1), 1, 200):.0f}"
          " per CPU second", flush=True)
    mc = MonteCarloBot(seed=1, playouts=8)
    print(f"Monte Carlo decisions (8 playouts), 3 players: {decisions_per_second(mc, 3, 60):.1f}"
          " per CPU second", flush=True)
    n = 30
    res = simulate([GreedyBot(seed=1), RandomBot(seed=2), RandomBot(seed=3)], n,
                   game="choose_write", seed=1, progress=False)
    rate = res.win_rate_by_bot()["Greedy"]
    low, high = wilson(rate * n, n)
    print(f"greedy against 2 random bots, {n} games (seats rotate): wins {rate:.0%} "
          f"(95% {low:.0%}-{high:.0%}; fair share 33%), mean length {res.mean_rounds():.1f} "
          "rounds", flush=True)


if __name__ == "__main__":
    main()
