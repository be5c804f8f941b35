"""Bot figures: random games per second, greedy and Monte-Carlo decisions per second, and the
win rates that say the stronger bots really are stronger (with the number of games behind each).

A class waits for the simulation lab's 1,000 games and for a bot's move on the projector, so
these are the numbers worth watching. Figures only; the tests assert the win rates.

Mocha & Baksheesh figures (random games, greedy decisions) stand beside the base game's; the
bench registers the expansion for its run while it is not registered publicly (and says so).
Letters & Seals and Mocha + Letters games too (random games; greedy and Monte-Carlo decisions,
out-of-turn Kiosk picks and bids included), on the boards ``new_game`` chooses for them.
"""

from __future__ import annotations

import time

from istanbul_nb import new_game
from istanbul_nb.bots import (
    GreedyBot,
    MonteCarloBot,
    RandomBot,
    default_layout,
    play_game,
    simulate,
    wilson,
)


def ensure_mocha() -> str:
    """"" when the engine offers Mocha, else register it for this run and say so."""
    from istanbul_nb.engine import available, register_expansion

    if "mocha" in available():
        return ""
    from istanbul_nb.expansions.mocha import install

    register_expansion("mocha", install)
    return "(mocha is not registered publicly yet: registered by the bench for this run)"


def random_games_per_second(players: int, games: int = 60,
                            expansions: tuple[str, ...] = ()) -> None:
    """Random games per wall-clock second (and per CPU second: the machine may be shared). A
    game in which the engine leaves a bot without a legal action (a bug) is left out of the
    figure and named below it."""
    start = time.perf_counter()
    cpu = time.process_time()
    rounds = done = 0
    stuck: list[str] = []
    for k in range(games):
        bots = [RandomBot(seed=100 * k + s) for s in range(players)]
        try:
            rounds += play_game(bots, seed=k, expansions=expansions).game.turn // players
            done += 1
        except RuntimeError as exc:
            stuck.append(f"seed {k}: {exc}")
    dt = time.perf_counter() - start
    cpu = time.process_time() - cpu
    what = "".join(f", {e}" for e in expansions)
    print(f"   random bots, {players} players{what}: {done / dt:8.1f} games/s, "
          f"{done / cpu:.1f} per CPU second ({rounds / max(done, 1):.0f} rounds a game)")
    if stuck:
        print(f"      {len(stuck)} of {games} games stuck (left out): {stuck[0]}")


def decisions_per_second(bot, label: str, players: int = 4, budget: float = 8.0,
                         expansions: tuple[str, ...] = ()) -> None:
    """Time only the bot's own decisions (seat 0) in games against eager random bots; the
    move decisions (where the turn is planned) are also timed apart."""
    spent, decisions, k = 0.0, 0, 0
    move_spent, moves = 0.0, 0
    layout = default_layout(expansions)
    while spent < budget:
        g = new_game(players=players, seed=k, layout=layout, expansions=expansions)
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


def _figure(fn, *args, **kw) -> None:
    """One figure; a failure (an engine bug met by a bot) is printed, the others still run."""
    try:
        fn(*args, **kw)
    except Exception as exc:
        print(f"   FAILED ({fn.__name__}{''.join(f', {v}' for v in kw.values())}): "
              f"{type(exc).__name__}: {exc}", flush=True)


def main() -> None:
    note = ensure_mocha()
    if note:
        print(f"   {note}")
    random_games_per_second(2)
    random_games_per_second(4)
    _figure(random_games_per_second, 4, expansions=("mocha",))
    _figure(random_games_per_second, 4, expansions=("letters",))
    _figure(random_games_per_second, 4, expansions=("mocha", "letters"))
    decisions_per_second(GreedyBot(seed=1), "greedy")
    _figure(decisions_per_second, GreedyBot(seed=1), "greedy, mocha", expansions=("mocha",))
    _figure(decisions_per_second, GreedyBot(seed=1), "greedy, letters",
            expansions=("letters",))
    _figure(decisions_per_second, GreedyBot(seed=1), "greedy, mocha + letters",
            expansions=("mocha", "letters"))
    decisions_per_second(MonteCarloBot(seed=1), "Monte Carlo (default: 8 playouts)")
    _figure(decisions_per_second, MonteCarloBot(seed=1), "Monte Carlo, letters",
            expansions=("letters",))
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
