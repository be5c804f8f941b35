"""Bot figures: random games per second, greedy and Monte-Carlo decisions per second, and the
win rates that say the stronger bots really are stronger (with the number of games behind each).

A class waits for the simulation lab's 1,000 games and for a bot's move on the projector, so
these are the numbers worth watching. Figures only; the tests assert the win rates.
"""

from __future__ import annotations

import time

from istanbul_nb import new_game
from istanbul_nb.bots import GreedyBot, MonteCarloBot, RandomBot, play_game, simulate, wilson


def random_games_per_second(players: int, games: int = 60) -> None:
    start = time.perf_counter()
    rounds = 0
    for k in range(games):
        bots = [RandomBot(seed=100 * k + s) for s in range(players)]
        rounds += play_game(bots, seed=k).game.turn // players
    dt = time.perf_counter() - start
    print(f"   random bots, {players} players: {games / dt:8.1f} games/s "
          f"({rounds / games:.0f} rounds a game)")


def decisions_per_second(bot, label: str, players: int = 4, budget: float = 8.0) -> None:
    """Time only the bot's own decisions (seat 0) in games against eager random bots; the
    move decisions (where the turn is planned) are also timed apart."""
    spent, decisions, k = 0.0, 0, 0
    move_spent, moves = 0.0, 0
    while spent < budget:
        g = new_game(players=players, seed=k)
        others = [RandomBot(seed=100 * k + s, eager=True) for s in range(players)]
        while not g.is_over and spent < budget:
            if g.to_act == 0:
                t = time.perf_counter()
                a = bot.choose(g)
                dt = time.perf_counter() - t
                spent += dt
                decisions += 1
                if g.phase == "move":
                    move_spent += dt
                    moves += 1
            else:
                a = others[g.to_act].choose(g)
            g.apply(a)
        k += 1
    print(f"   {label}: {decisions / spent:8.1f} decisions/s ({decisions} decisions, "
          f"{players} players; {moves / move_spent:.1f}/s on the {moves} moves)")


def main() -> None:
    random_games_per_second(2)
    random_games_per_second(4)
    decisions_per_second(GreedyBot(seed=1), "greedy")
    decisions_per_second(MonteCarloBot(seed=1), "Monte Carlo (default: 8 playouts)")
    for label, bots, n, seed in (
        ("greedy vs 3 random", [GreedyBot(seed=1), RandomBot(seed=2), RandomBot(seed=3),
                                RandomBot(seed=4)], 50, 2024),
        ("Monte Carlo vs greedy, heads-up", [MonteCarloBot(seed=1), GreedyBot(seed=2)], 40,
         100),
        ("1 Monte Carlo vs 3 greedy (fair share 25%)",
         [MonteCarloBot(seed=1), GreedyBot(seed=2), GreedyBot(seed=3), GreedyBot(seed=4)], 24,
         100),
    ):
        start = time.perf_counter()
        r = simulate(bots, n, seed=seed, progress=False)
        name = bots[0].name
        rate = r.win_rate_by_bot()[name]
        lo, hi = wilson(rate * n, n)
        print(f"   {label}: {name} wins {rate:.0%} of {n} games (95% CI {lo:.0%}-{hi:.0%}), "
              f"{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
