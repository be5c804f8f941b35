"""Play many bot games and tabulate them: the simulation lab's one entry point.

``simulate(bots, n_games)`` plays game k with the seed ``derive_seed(seed, k)``; the bot at each
seat is re-seeded from the same game seed (``bot.with_seed``), so any row's ``seed`` replays its
game exactly (``Results.replay(k)``), whatever else was played before it. (A class's own bot
without ``with_seed`` plays as it is; then replaying depends on its own state.)

Seats: with ``seats="rotate"`` (the default) game k puts ``bots[(s - k) % n]`` at seat s, so
every bot sits in every seat equally often and a first-player advantage cannot hide inside a
bot's strength; ``seats="fixed"`` keeps ``bots[s]`` at seat s. Seat 0 starts the game.

Where each ruby came from is read from the table after every action: the supply that lost a
ruby (Wainwright, a mosque, the Sultan's Palace, the Gemstone Dealer) names the source of the
ruby the acting player gained.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine import Game, new_game
from .base import Bot

SOURCES: tuple[str, ...] = ("wainwright", "mosque", "sultan", "gemstone")
SOURCE_TITLES: dict[str, str] = {"wainwright": "Wainwright", "mosque": "mosque",
                                 "sultan": "Sultan's Palace", "gemstone": "Gemstone Dealer"}
MAX_ACTIONS = 200_000


def derive_seed(seed: int, game: int) -> int:
    """The seed of game ``game`` of a run: distinct, reproducible, independent of the others."""
    return (seed * 1_000_003 + game * 7919 + 17) % (2**31 - 1)


def _supplies(game: Game) -> tuple[int, int, int, int]:
    st = game.state
    return (st.wain_rubies, sum(st.mosque_rubies.values()), st.sultan_left, st.gem_left)


@dataclass
class Played:
    """A finished game and, per seat, how many rubies came from each source."""

    game: Game
    sources: list[dict[str, int]]
    actions: int


def play_game(bots: Sequence[Bot], layout: str = "short-paths", seed: int = 1,
              max_actions: int = MAX_ACTIONS) -> Played:
    """Play one game, bots[s] at seat s, and record the source of every ruby.

    ``max_actions`` is a safety net against a bot that never ends its game; reaching it raises
    RuntimeError rather than returning a half game as if it were finished."""
    game = new_game(players=len(bots), layout=layout, seed=seed)
    sources = [dict.fromkeys(SOURCES, 0) for _ in bots]
    actions = 0
    while not game.is_over:
        if actions >= max_actions:
            raise RuntimeError(f"game with seed {seed} did not end within {max_actions} actions")
        seat = game.to_act
        before = _supplies(game)
        rubies = game.state.players[seat].rubies
        game.apply(bots[seat].choose(game))
        actions += 1
        gained = game.state.players[seat].rubies - rubies
        if gained:
            after = _supplies(game)
            for name, b, a in zip(SOURCES, before, after, strict=True):
                sources[seat][name] += b - a
            if sum(b - a for b, a in zip(before, after, strict=True)) != gained:
                raise RuntimeError(f"a ruby of unknown source in game {seed}")
    return Played(game, sources, actions)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson 95% interval of a rate: honest for small n and for rates near 0 or 1."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


@dataclass
class Results:
    """The rows of a simulation (one per seat per game) and summaries of them.

    A shared victory counts as a fraction of a win for each sharer (``win_share``), so the win
    rates of the seats add up to 1."""

    rows: list[dict] = field(repr=False)
    games: int
    players: int
    layout: str
    seed: int
    seats: str
    bots: list[Bot] = field(repr=False)

    def _rate(self, key: str) -> dict:
        wins: dict = {}
        count: dict = {}
        for r in self.rows:
            wins[r[key]] = wins.get(r[key], 0.0) + r["win_share"]
            count[r[key]] = count.get(r[key], 0) + 1
        return {k: wins[k] / count[k] for k in sorted(wins)}

    def win_rate_by_bot(self) -> dict[str, float]:
        """Share of games won by each bot name (all its seats together)."""
        return self._rate("bot")

    def win_rate_by_seat(self) -> dict[int, float]:
        """Share of games won from each seat (seat 0 starts)."""
        return self._rate("seat")

    def seat_intervals(self) -> dict[int, tuple[float, float, float]]:
        """Per seat: (win rate, low, high) with the Wilson 95% interval."""
        out = {}
        for seat, rate in self.win_rate_by_seat().items():
            n = sum(1 for r in self.rows if r["seat"] == seat)
            out[seat] = (rate, *wilson(rate * n, n))
        return out

    def mean_rounds(self) -> float:
        """Mean game length in rounds (one round = every player's turn once)."""
        return sum(self.column("rounds", seat=0)) / self.games if self.games else 0.0

    def column(self, key: str, seat: int | None = None, bot: str | None = None) -> list:
        """One column of the table, optionally only one seat's or one bot's rows."""
        return [r[key] for r in self.rows
                if (seat is None or r["seat"] == seat) and (bot is None or r["bot"] == bot)]

    def ruby_sources(self, bot: str | None = None) -> dict[str, int]:
        """Rubies taken from each source over all games (optionally by one bot)."""
        return {s: sum(self.column(f"from_{s}", bot=bot)) for s in SOURCES}

    def replay(self, game: int) -> Game:
        """Game number ``game`` played again from its seed: the same game, move for move."""
        seed = derive_seed(self.seed, game)
        return play_game(_seated(self.bots, game, self.seats, seed), self.layout, seed).game

    def to_pandas(self):
        """The rows as a pandas DataFrame (needs pandas; the kit does not require it)."""
        try:
            import pandas as pd
        except ImportError as e:
            raise ImportError("to_pandas needs pandas (pip install pandas); the rows are "
                              "also available as plain dicts in results.rows") from e
        return pd.DataFrame(self.rows)

    def __repr__(self) -> str:
        return (f"<Results: {self.games} games, {self.players} players on {self.layout}, "
                f"{len(self.rows)} rows>")

    def __str__(self) -> str:
        lines = [f"{self.games} games, {self.players} players on {self.layout} "
                 f"(seats {self.seats}, seed {self.seed}); mean length "
                 f"{self.mean_rounds():.1f} rounds"]
        lines.append("win rate by bot:  " + ", ".join(
            f"{k} {v:.1%}" for k, v in self.win_rate_by_bot().items()))
        lines.append("win rate by seat: " + ", ".join(
            f"seat {k} {v:.1%}" for k, v in self.win_rate_by_seat().items()))
        src = self.ruby_sources()
        total = sum(src.values()) or 1
        lines.append("rubies from:      " + ", ".join(
            f"{SOURCE_TITLES[k]} {v} ({v / total:.0%})" for k, v in src.items()))
        return "\n".join(lines)


def _seated(bots: Sequence[Bot], k: int, seats: str, seed: int) -> list[Bot]:
    """The bots of game k by seat, each re-seeded from the game's seed when it can be."""
    n = len(bots)
    order = [bots[(s - k) % n] for s in range(n)] if seats == "rotate" else list(bots)
    out = []
    for s, b in enumerate(order):
        reseed = getattr(b, "with_seed", None)
        out.append(reseed(derive_seed(seed, s)) if callable(reseed) else b)
    return out


def bot_name(bot) -> str:
    """The bot's ``name``, or its class name for a bot without one."""
    name = getattr(bot, "name", "")
    return name if isinstance(name, str) and name else type(bot).__name__


class _Counter:
    """A plain-text progress counter for when tqdm is not installed."""

    def __init__(self, total: int, desc: str) -> None:
        self.total, self.desc, self.n = total, desc, 0
        self.step = max(1, total // 20)

    def update(self, k: int = 1) -> None:
        self.n += k
        if self.n % self.step == 0 or self.n == self.total:
            print(f"\r{self.desc}: {self.n}/{self.total} games", end="", file=sys.stderr,
                  flush=True)

    def close(self) -> None:
        print(file=sys.stderr, flush=True)


def _progress(total: int, desc: str):
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return _Counter(total, desc)
    return tqdm(total=total, desc=desc, unit="game")


def simulate(bots: Sequence[Bot] | Bot, n_games: int, players: int | None = None,
             layout: str = "short-paths", seed: int = 0, seats: str = "rotate",
             progress: bool = True) -> Results:
    """Play ``n_games`` bot games and return their table (see the module doc for seeds/seats).

    ``bots``: one bot per seat, or a single bot that plays every seat (then give ``players``).
    ``progress``: a tqdm bar when tqdm is installed, else a plain text counter on stderr.
    """
    if not isinstance(bots, Sequence):
        if not callable(getattr(bots, "choose", None)):
            raise ValueError("bots: a list of bots (one per seat) or one bot with choose(game)")
        if players is None:
            raise ValueError("with a single bot, say how many players: players=4")
        bots = [bots] * players
    bots = list(bots)
    if players is None:
        players = len(bots)
    if len(bots) != players:
        raise ValueError(f"give one bot per seat: {len(bots)} bots for {players} players")
    for b in bots:
        if not callable(getattr(b, "choose", None)):
            raise ValueError(f"{b!r} is no bot: a bot needs a choose(game) method")
    if not 2 <= players <= 5:
        raise ValueError(f"Istanbul is for 2 to 5 players, not {players}")
    if seats not in ("rotate", "fixed"):
        raise ValueError(f"seats must be 'rotate' or 'fixed', not {seats!r}")
    if isinstance(n_games, bool) or not isinstance(n_games, int) or n_games < 0:
        raise ValueError(f"n_games must be a whole number >= 0, not {n_games!r}")
    rows: list[dict] = []
    bar = _progress(n_games, "games") if progress else None
    try:
        for k in range(n_games):
            gseed = derive_seed(seed, k)
            seated = _seated(bots, k, seats, gseed)
            played = play_game(seated, layout, gseed)
            rows.extend(_rows(played, seated, k, gseed))
            if bar is not None:
                bar.update(1)
    finally:
        if bar is not None:
            bar.close()
    return Results(rows, n_games, players, layout, seed, seats, bots)


def _rank_key(p) -> tuple:
    """RULES.md 6: rubies, then lira, goods in the cart, bonus cards (smaller is better)."""
    return (-p.rubies, -p.lira, -sum(p.goods), -len(p.cards))


def _rows(played: Played, seated: list[Bot], k: int, seed: int) -> list[dict]:
    g = played.game
    keys = [_rank_key(p) for p in g.state.players]
    winners = g.winners()
    out = []
    for seat, bot in enumerate(seated):
        p = g.state.players[seat]
        row = {
            "game": k, "seed": seed, "seat": seat, "bot": bot_name(bot),
            "rubies": p.rubies, "lira": p.lira, "goods": sum(p.goods), "cards": len(p.cards),
            "rank": 1 + sum(k < keys[seat] for k in keys), "winner": seat in winners,
            "win_share": 1 / len(winners) if seat in winners else 0.0,
            "turns": g.turn, "rounds": g.turn // len(seated), "actions": played.actions,
        }
        for s in SOURCES:
            row[f"from_{s}"] = played.sources[seat][s]
        out.append(row)
    return out
