"""Play many bot games and tabulate them: the simulation lab's one entry point.

``simulate(bots, n_games)`` plays game k with the seed ``derive_seed(seed, k)``; the bot at each
seat is re-seeded from the same game seed (``bot.with_seed``), so any row's ``seed`` replays its
game exactly (``Results.replay(k)``), whatever else was played before it. (A class's own bot
without ``with_seed`` plays as it is; then replaying depends on its own state.)

Seats: with ``seats="rotate"`` (the default) game k puts ``bots[(s - k) % n]`` at seat s, so
every bot sits in every seat equally often and a first-player advantage cannot hide inside a
bot's strength; ``seats="fixed"`` keeps ``bots[s]`` at seat s. Seat 0 starts the game.

Where each ruby came from is read from the table after every action: the supply that lost a
ruby (Wainwright, a mosque, the Sultan's Palace, the Gemstone Dealer; ``game.ruby_supply()``)
names the source of the ruby the acting player gained.

Expansions: ``simulate(..., expansions=("mocha",))`` plays every game with them (on
``default_layout``: the first-game layout of the expansion unless ``layout`` says otherwise).
Rubies an expansion keeps outside ``ruby_supply()`` (the Coffee House's) get a source column of
their own (``from_coffee_house``).

Scaling out: ``simulate(..., executor=ProcessPoolExecutor(4))`` (or a Dask cluster's
``client.get_executor()``) plays the games as tasks on other processes or machines. A task is a
batch of game numbers with the bots, sent by value; each game is played from its derived seed
exactly as in a serial run, and the rows are put back in game order, so the table is identical.

``play_game`` and ``simulate`` need only the small game protocol: ``legal_actions``, ``apply``,
``to_act``, ``is_over``, ``returns()``, ``ranking()`` and ``copy`` (bots may use more). Give
``make=lambda players, seed: ...`` to play another game on that protocol (*Choose & Write*); what
a game offers beyond it fills more columns: ``turn`` the turns and rounds, ``player(seat)`` the
rubies, lira, goods and cards, ``ruby_supply()`` the ruby sources.
"""

from __future__ import annotations

import math
import os
import pickle
import sys
import warnings
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from ..core.protocol import GameProtocol
from ..engine import Game, new_game
from ..i18n import Message, _, join, tr
from ..places import term as place
from . import choose_write as cwb
from .base import Bot
from .kinds import strategy_for

SOURCES: tuple[str, ...] = ("wainwright", "mosque", "sultan", "gemstone")
#: Where a ruby came from, as a summary names it (a place's name in every language)
SOURCE_TITLES: dict[str, str] = {"wainwright": place(1), "mosque": _("mosque"),
                                 "sultan": place(13), "gemstone": place(16),
                                 "coffee_house": place(20)}
SOURCE_TITLES.update(cwb.SOURCE_TITLES)   # Choose & Write's sources (bots/choose_write.py)
MAX_ACTIONS = 200_000
#: ``game.ruby_supply()``'s keys -> the source names of the rows (``from_<source>``)
SUPPLY_SOURCES: dict[str, str] = {"wainwright": "wainwright", "mosques": "mosque",
                                  "sultan": "sultan", "gemstone": "gemstone"}


def _strategy(game: Any) -> Callable[[Any, int], dict[str, int]] | None:
    """The game kind's reading of each seat's ruby sources off a finished game, if it has one
    (a game of no registered kind: None, the sources are read off the table)."""
    try:
        return strategy_for(game).ruby_sources
    except ValueError:
        return None


def derive_seed(seed: int, game: int) -> int:
    """The seed of game ``game`` of a run: distinct, reproducible, independent of the others."""
    return (seed * 1_000_003 + game * 7919 + 17) % (2**31 - 1)


def _supply(game) -> dict[str, int] | None:
    """``game.ruby_supply()`` (rubies left per source), or None for a game without one.

    A variant may put a spare ruby on a place whose last one was taken (the Great Bazaar), so
    the place shows 1 ruby again: its refills (``pieces()["others"]``, kind ``ruby-refills``,
    with the ``source`` they count under and their ``count``) count as rubies gone from that
    source, and a refilled ruby taken is a ruby from there. A refilled place always shows
    exactly 1 ruby, so the pieces are read only when a source shows 1 or none."""
    supply = getattr(game, "ruby_supply", None)
    if not callable(supply):
        return None
    out = dict(supply())
    if any(v <= 1 for v in out.values()):
        pieces = getattr(game, "pieces", None)
        for piece in pieces().get("others", ()) if callable(pieces) else ():
            if isinstance(piece, dict) and piece.get("kind") == "ruby-refills" \
                    and isinstance(piece.get("source"), str):
                key = piece["source"]
                out[key] = out.get(key, 0) - int(piece.get("count", 0))
    return out


def _other_supplies(game) -> dict[str, int]:
    """Rubies an expansion keeps on a place of its own that ``ruby_supply()`` does not list,
    read from the table (``game.pieces()["others"]``: a piece of kind ``<source>-rubies``, such
    as Mocha's ``coffee-house-rubies``, labelled with the rubies left), by source name."""
    pieces = getattr(game, "pieces", None)
    if not callable(pieces):
        return {}
    listed = set(_supply(game) or ())
    out: dict[str, int] = {}
    for piece in pieces().get("others", ()):
        kind = piece.get("kind", "") if isinstance(piece, dict) else ""
        if kind.endswith("-rubies"):
            name = kind.removesuffix("-rubies").replace("-", "_")
            if name not in listed and name not in SUPPLY_SOURCES.values():
                out[name] = out.get(name, 0) + int(piece.get("label", 0))
    return out


def _rubies(game, seat: int) -> int | None:
    player = getattr(game, "player", None)
    return getattr(player(seat), "rubies", None) if callable(player) else None


def _ruby_counts(game, players: int) -> list[int] | None:
    """Every seat's rubies, or None for a game whose players have no ruby count."""
    counts = []
    for seat in range(players):
        n = _rubies(game, seat)
        if n is None:
            return None
        counts.append(n)
    return counts


@dataclass
class Played:
    """A finished game and, per seat, how many rubies came from each source."""

    game: Game
    sources: list[dict[str, int]]
    actions: int


#: make(players, seed) -> a new game on the protocol (see the module doc)
Make = Callable[[int, int], Any]


#: ``layout`` for a run whose every game draws its own random board from its seed: what a
#: ruleset that asks for random boards (the Great Bazaar, RULES.md 2 and 9) plays by default.
RANDOM_BOARDS = "random"


def board_words(layout: str) -> str:
    """The board of a run in words: its layout's name, or that each game drew its own."""
    return _("random boards (one per game's seed)") if layout == RANDOM_BOARDS else layout


def istanbul_maker(layout: str, expansions: tuple[str, ...] = (),
              variants: tuple[str, ...] = ()) -> Make:
    if layout == RANDOM_BOARDS:
        return lambda players, seed: _on_a_random_board(players, seed, expansions, variants)
    if expansions or variants:
        return lambda players, seed: new_game(players=players, layout=layout, seed=seed,
                                              expansions=expansions, variants=variants)
    return lambda players, seed: new_game(players=players, layout=layout, seed=seed)


def _on_a_random_board(players: int, seed: int, expansions: tuple[str, ...],
                       variants: tuple[str, ...]) -> Any:
    """A game on a random legal board drawn from its seed: the game's own where its ruleset
    draws one (the Great Bazaar), else ``layouts.random_layout`` of its kind of board (the
    first its ruleset plays on: ``rules.layout_kinds``)."""
    game = new_game(players=players, seed=seed, expansions=expansions, variants=variants)
    if game.config.layout_name.startswith("random-"):
        return game
    from ..layouts import random_layout

    return new_game(players=players, seed=seed, expansions=expansions, variants=variants,
                    layout=random_layout(game.rules.layout_kinds[0], seed=seed))


def default_layout(expansions: Sequence[str] = (), variants: Sequence[str] = ()) -> str:
    """The layout a run plays on when none is given: the game's own first-game board, as
    ``new_game`` chooses it without a layout (``short-paths`` for the base game,
    ``mocha-first-game`` with Mocha, ``letters-first-game`` with Letters), or
    ``RANDOM_BOARDS`` where the game draws its board at random (the Great Bazaar, which both
    expansions are: each game then plays the board its own seed draws). An unknown expansion
    falls back to ``short-paths`` (and the engine says why when the run starts)."""
    try:
        game = new_game(players=2, seed=0, expansions=tuple(expansions),
                        variants=tuple(variants))
    except ValueError:
        return "short-paths"
    name = game.config.layout_name
    return RANDOM_BOARDS if name.startswith("random-") else name


def play_game(bots: Sequence[Bot], layout: str | None = None, seed: int = 1,
              max_actions: int = MAX_ACTIONS, make: Make | None = None,
              expansions: Sequence[str] = (), variants: Sequence[str] = ()) -> Played:
    """Play one game, bots[s] at seat s, and record the source of every ruby.

    ``make(players, seed)`` makes the game (default: Istanbul on ``layout`` with
    ``expansions``, such as ``("mocha",)``; no layout: ``default_layout(expansions)``); the
    loop uses only the game protocol. ``max_actions`` is a safety net against a bot that never
    ends its game; reaching it raises RuntimeError rather than returning a half game as if it
    were finished.

    Rubies an expansion keeps on a place of its own that ``ruby_supply()`` does not list (the
    Coffee House's) are read from the table at the start and the end (``_other_supplies``):
    a seat's rubies that no listed supply explains came from there, and the two must agree."""
    exps, vars_ = tuple(expansions), tuple(variants)
    if make is None:
        make = istanbul_maker(layout if layout is not None else default_layout(exps, vars_), exps,
                         vars_)
    game = make(len(bots), seed)
    supply = _supply(game)
    # rubies held per seat; None for a game without a ruby supply or ruby counts (not tracked)
    held = _ruby_counts(game, len(bots)) if supply is not None else None
    others = _other_supplies(game) if held is not None else {}
    listed = [SUPPLY_SOURCES.get(k, k) for k in supply or ()]
    keys = list(dict.fromkeys([*SOURCES, *listed, *others]))
    sources: list[dict[str, int]] = [dict.fromkeys(keys, 0) if held is not None else {}
                                     for _bot in bots]
    start = list(held) if held is not None else []
    actions = 0
    while not game.is_over:
        if actions >= max_actions:
            raise RuntimeError(f"game with seed {seed} did not end within {max_actions} actions")
        seat = game.to_act
        game.apply(bots[seat].choose(game))
        actions += 1
        if supply is None or held is None:
            continue
        after: dict[str, int] = _supply(game) or {}
        if after != supply:   # a ruby left the table: the acting seat took it
            now = _rubies(game, seat)
            if now is None:
                raise RuntimeError(f"seat {seat} lost its ruby count in game {seed}")
            for key, n in after.items():
                if n != supply.get(key, 0):
                    name = SUPPLY_SOURCES.get(key, key)
                    sources[seat][name] = sources[seat].get(name, 0) + supply.get(key, 0) - n
            dropped = sum(supply.values()) - sum(after.values())
            # rubies from an unlisted supply (``others``) may have come in since: counted at
            # the end
            if now - held[seat] != dropped and not (others and now - held[seat] > dropped):
                raise RuntimeError(f"a ruby of unknown source in game {seed}")
            held[seat], supply = now, after
    read_off = _strategy(game)
    if held is None and read_off is not None:   # the game records each ruby's source itself
        sources = [read_off(game, s) for s in range(len(bots))]
    if held is not None:  # rubies that came from nowhere, or went to another seat
        end = _ruby_counts(game, len(bots))
        if end is None:
            raise RuntimeError(f"a seat lost its ruby count in game {seed}")
        unexplained = [end[s] - start[s] - sum(sources[s].values()) for s in range(len(held))]
        if any(unexplained):
            after_others = _other_supplies(game)
            taken = {k: n - after_others.get(k, 0) for k, n in others.items()}
            taken = {k: n for k, n in taken.items() if n}
            # one unlisted source: every unexplained ruby came from it
            if (len(taken) != 1 or min(unexplained) < 0
                    or sum(unexplained) != sum(taken.values())):
                raise RuntimeError(f"a ruby of unknown source in game {seed}")
            name = next(iter(taken))
            for s, n in enumerate(unexplained):
                sources[s][name] += n
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
    make: Make | None = field(default=None, repr=False)
    expansions: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()

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
        """Mean game length in rounds (one round = every player's turn once); 0.0 for a game
        without turn numbers."""
        if not self.games or "rounds" not in self.rows[0]:
            return 0.0
        return sum(self.column("rounds", seat=0)) / self.games

    def column(self, key: str, seat: int | None = None, bot: str | None = None) -> list:
        """One column of the table, optionally only one seat's or one bot's rows."""
        return [r[key] for r in self.rows
                if (seat is None or r["seat"] == seat) and (bot is None or r["bot"] == bot)]

    def ruby_sources(self, bot: str | None = None) -> dict[str, int]:
        """Rubies taken from each source over all games (optionally by one bot): the base
        game's ``SOURCES``, then an expansion's own (Mocha: ``coffee_house``)."""
        return {s: sum(self.column(f"from_{s}", bot=bot)) for s in self.sources()}

    def sources(self) -> list[str]:
        """The ruby sources of this run's games (the ``from_<source>`` columns), in order."""
        if not self.rows:
            return list(SOURCES)
        return [k.removeprefix("from_") for k in self.rows[0] if k.startswith("from_")]

    def replay(self, game: int) -> Game:
        """Game number ``game`` played again from its seed: the same game, move for move."""
        seed = derive_seed(self.seed, game)
        return play_game(_seated(self.bots, game, self.seats, seed), self.layout, seed,
                         make=self.make, expansions=self.expansions,
                         variants=self.variants).game

    def to_pandas(self):
        """The rows as a pandas DataFrame (needs pandas; the kit does not require it)."""
        try:
            import pandas as pd
        except ImportError as e:
            raise ImportError("to_pandas needs pandas (pip install pandas); the rows are "
                              "also available as plain dicts in results.rows") from e
        return pd.DataFrame(self.rows)

    def _where(self) -> Message:
        """The run's table: players, board, expansions and variants."""
        values = {"players": self.players, "board": board_words(self.layout),
                  "expansions": ", ".join(self.expansions), "variants": ", ".join(self.variants)}
        if self.expansions and self.variants:
            return _("{players} players on {board} with {expansions} ({variants})", **values)
        if self.expansions:
            return _("{players} players on {board} with {expansions}", **values)
        if self.variants:
            return _("{players} players on {board} ({variants})", **values)
        return _("{players} players on {board}", **values)

    def __repr__(self) -> str:
        return f"<Results: {self.games} games, {str(self._where())}, {len(self.rows)} rows>"

    def text(self, lang: str | None = None) -> str:
        """The summary in ``lang`` (None: the kit's default language): the run, the win rates
        by bot and by seat, where the rubies came from."""
        lines = [_("{n} games, {where} (seats {seats}, seed {seed}); mean length {rounds} "
                   "rounds", n=self.games, where=self._where(), seats=self.seats,
                   seed=self.seed, rounds=f"{self.mean_rounds():.1f}")]
        # TRANSLATORS: the summary's three lines are aligned by their spaces after the colon
        lines.append(_("win rate by bot:  {rates}", rates=join(
            f"{k} {v:.1%}" for k, v in self.win_rate_by_bot().items())))
        seats = [_("seat {seat} {rate}", seat=k, rate=format(v, ".1%"))
                 for k, v in self.win_rate_by_seat().items()]
        lines.append(_("win rate by seat: {rates}", rates=join(seats)))
        if self.rows and any(k.startswith("from_") for k in self.rows[0]):
            src = self.ruby_sources()
            total = sum(src.values()) or 1
            sources = [_("{source} {n} ({share})", source=SOURCE_TITLES.get(k, k), n=v,
                         share=format(v / total, ".0%")) for k, v in src.items()]
            lines.append(_("rubies from:      {sources}", sources=join(sources)))
        return "\n".join(tr(line, lang) for line in lines)

    def __str__(self) -> str:
        return self.text()


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


def progress_wanted() -> bool:
    """False when ``TQDM_DISABLE`` is set (``make notebooks`` sets it, so no bar is stored frozen
    in a lesson). tqdm's notebook bar passes ``disable=False`` itself, which overrides that
    variable, so the kit asks first."""
    return os.environ.get("TQDM_DISABLE", "").strip().lower() in ("", "0", "false", "no")


def _progress(total: int, desc: str):
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return _Counter(total, desc)
    return tqdm(total=total, desc=desc, unit="game")


def progress_bar(total: int, desc: str, wanted: bool = True):
    """A progress bar of ``total`` games (tqdm's, or a plain text counter), or None when not
    ``wanted`` or the environment sets ``TQDM_DISABLE`` (``progress_wanted``); ``simulate`` and
    the arena tick it with ``update(k)`` and ``close()`` it."""
    return _progress(total, desc) if wanted and progress_wanted() else None


def check_executor(executor: Any, error: type[Exception] = TypeError) -> None:
    """Refuse anything but None or a ``concurrent.futures.Executor``, naming the Dask fix (a
    ``Client`` itself is not an executor: its ``get_executor()`` is)."""
    if executor is not None and not isinstance(executor, Executor):
        hint = (" (for a Dask Client, pass client.get_executor())"
                if callable(getattr(executor, "get_executor", None)) else "")
        raise error("executor must be a concurrent.futures.Executor, such as "
                    f"ProcessPoolExecutor(max_workers=4){hint}, not {type(executor).__name__}")


def simulate(bots: Sequence[Bot] | Bot, n_games: int, players: int | None = None,
             layout: str | None = None, seed: int = 0, seats: str = "rotate",
             progress: bool = True, make: Make | None = None,
             executor: Executor | None = None, expansions: Sequence[str] = (),
             variants: Sequence[str] = (),
             game: str = "istanbul") -> Results:
    """Play ``n_games`` bot games and return their table (see the module doc for seeds/seats).

    ``game="choose_write"``: Istanbul: Choose & Write (1 to 5 players, ``istanbul_nb.
    choose_write``); the rows add improvements and the tie-break, and the ruby sources are the
    sheet's (the palace letters, the Gemstone Dealer, Guild cards, the lira and goods Bonus
    Rubies).

    ``bots``: one bot per seat, or a single bot that plays every seat (then give ``players``).
    ``progress``: a tqdm bar when tqdm is installed, else a plain text counter on stderr;
    none when the environment sets ``TQDM_DISABLE``.
    ``layout``: a layout name or file (default: ``default_layout(expansions)``, short-paths
    for the base game, mocha-first-game with Mocha).
    ``expansions``: the expansions every game is played with, such as ``("mocha",)`` (plain
    names, passed to ``new_game``; a worker of a process pool must know them as well: an
    expansion registered only in this process is not there in a ``spawn``-started worker).
    ``variants``: the variants every game is played with, such as ``("caravan_leader",)``
    (plain names, passed to ``new_game``, which refuses a combination the rules forbid).
    ``make(players, seed)``: another game on the protocol (default: Istanbul on ``layout``).
    ``executor``: any ``concurrent.futures.Executor`` to play the games on, for example
    ``ProcessPoolExecutor(max_workers=4)`` on one machine or a Dask cluster's
    ``Client(...).get_executor()``; None (the default) plays them here, one after the other.
    The table is the same either way: every game's seed comes from ``seed`` and the game's
    number, the bots travel to the workers by value (pickled) and are re-seeded there, and the
    rows are put back in game order. Only a bot without ``with_seed`` that changes as it plays
    can make a difference (each worker then plays its own copy).
    """
    check_executor(executor, TypeError)
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
    if game not in ("istanbul", cwb.GAME_NAME):
        raise ValueError(f"game must be 'istanbul' or 'choose_write', not {game!r}")
    if game == cwb.GAME_NAME:
        if make is not None or tuple(expansions) or tuple(variants) or layout is not None:
            raise ValueError("game='choose_write' makes its own games: give no make, layout, "
                             "expansions or variants")
        if not 1 <= players <= 5:
            raise ValueError(f"Choose & Write is for 1 to 5 players, not {players}")
        make, layout = cwb.new_choose_write, cwb.LAYOUT_LABEL
    if make is None and not 2 <= players <= 5:
        raise ValueError(f"Istanbul is for 2 to 5 players, not {players}")
    if seats not in ("rotate", "fixed"):
        raise ValueError(f"seats must be 'rotate' or 'fixed', not {seats!r}")
    if isinstance(n_games, bool) or not isinstance(n_games, int) or n_games < 0:
        raise ValueError(f"n_games must be a whole number >= 0, not {n_games!r}")
    for name, given in (("expansions", expansions), ("variants", variants)):
        if isinstance(given, str):
            raise ValueError(f"{name} is a list of names, such as ({given!r},)")
    exps, vars_ = tuple(expansions), tuple(variants)
    if make is not None and (exps or vars_):
        raise ValueError("expansions and variants are for Istanbul games; a make function "
                         "builds its own game")
    if layout is None:
        layout = default_layout(exps, vars_)
    if make is None:  # refuse an unknown expansion or an unfit layout here, not in a worker
        istanbul_maker(layout, exps, vars_)(players, 0)
    if executor is not None:
        _check_sendable(executor, bots, make)
    rows: list[dict] = []
    bar = progress_bar(n_games, "games", progress)
    try:
        if executor is None:
            for k in range(n_games):
                rows.extend(_game_rows(bots, k, seats, seed, layout, make, exps, vars_))
                if bar is not None:
                    bar.update(1)
        else:
            rows = _run_on(executor, bots, n_games, seats, seed, layout, make, bar, exps,
                           vars_)
    finally:
        if bar is not None:
            bar.close()
    return Results(rows, n_games, players, layout, seed, seats, bots, make, exps, vars_)


def _game_rows(bots: Sequence[Bot], k: int, seats: str, seed: int, layout: str,
               make: Make | None, expansions: tuple[str, ...] = (),
               variants: tuple[str, ...] = ()) -> list[dict]:
    """Game ``k`` of a run with seed ``seed``, played and tabulated: the one unit of work, the
    same here and on a worker."""
    gseed = derive_seed(seed, k)
    seated = _seated(bots, k, seats, gseed)
    return _rows(play_game(seated, layout, gseed, make=make, expansions=expansions,
                           variants=variants), seated, k, gseed)


def _game_batch(bots: Sequence[Bot], games: range, seats: str, seed: int, layout: str,
                make: Make | None, expansions: tuple[str, ...] = (),
                variants: tuple[str, ...] = ()) -> list[list[dict]]:
    """The rows of several games (what one task sends to a worker): plain data (the bots, a
    range, texts, numbers and the expansions' names) in, plain dicts out, in order."""
    return [_game_rows(bots, k, seats, seed, layout, make, expansions, variants)
            for k in games]


#: At most this many tasks per run: a task is a batch of games, so the cost of sending work
#: (about a millisecond per task on Dask) stays small while the progress bar still ticks.
MAX_TASKS = 200


def batches(n_games: int) -> list[range]:
    """Games 0 .. n_games - 1 cut into at most ``MAX_TASKS`` consecutive ranges, one a task."""
    size = max(1, -(-n_games // MAX_TASKS))
    return [range(k, min(k + size, n_games)) for k in range(0, n_games, size)]


_batches = batches   # the name tests/test_simulate_executor.py checks it by


def _check_sendable(executor: Executor, bots: list[Bot], make: Make | None) -> None:
    """Refuse early, in plain words, what a process pool cannot send to its workers. (Dask
    pickles with cloudpickle, which also sends lambdas and a notebook's own classes.)"""
    for b in bots:
        if not callable(getattr(b, "with_seed", None)):
            warnings.warn(f"{bot_name(b)} has no with_seed(seed): each worker plays its own copy "
                          "of it, so the results may differ from a run without an executor",
                          stacklevel=3)
            break
    if not isinstance(executor, ProcessPoolExecutor):
        return
    for what, value in (("the bots", bots), ("make", make)):
        try:
            pickle.dumps(value)
        except Exception as e:
            raise TypeError(
                f"a process pool sends {what} to other processes, but they cannot be pickled "
                f"({str(e)[:120]}); define bot classes and make functions at the top level of "
                "a module (not as a lambda or inside a function), or use a Dask executor, "
                "which can send those") from None


def _run_on(executor: Executor, bots: list[Bot], n_games: int, seats: str, seed: int,
            layout: str, make: Make | None, bar, expansions: tuple[str, ...] = (),
            variants: tuple[str, ...] = ()) -> list[dict]:
    """Play the run's games as tasks on ``executor``; the rows come back in game order."""
    futures: dict[Future, range] = {}
    done: dict[int, list[list[dict]]] = {}
    try:
        for games in batches(n_games):
            f = executor.submit(_game_batch, bots, games, seats, seed, layout, make, expansions,
                                variants)
            futures[f] = games
        for f in as_completed(futures):
            games = futures[f]
            done[games.start] = f.result()
            if bar is not None:
                bar.update(len(games))
    except BaseException:
        for f in futures:
            f.cancel()
        raise
    return [row for start in sorted(done) for game in done[start] for row in game]


def _rank_key(p) -> tuple:
    """RULES.md 6 on a player view: rubies, then lira, goods in the cart, bonus cards (smaller
    is better); seats with equal keys share a rank."""
    return (-p.rubies, -p.lira, -sum(p.goods.values()), -len(p.bonus_cards))


def _views(g) -> list | None:
    player = getattr(g, "player", None)
    if not callable(player):
        return None
    views = [player(s) for s in range(len(g.returns()))]
    needed = ("rubies", "lira", "goods", "bonus_cards")
    return views if all(hasattr(v, k) for v in views for k in needed) else None


def _ranks(g, views: list | None) -> list[int]:
    """Per seat its rank, 1 best, from ``g.ranking()``; seats the rules cannot tell apart
    share a rank (with player views: equal RULES.md 6 keys; without: the winners share 1)."""
    order = g.ranking()
    returns = g.returns()
    if views is not None:
        same = [_rank_key(v) for v in views]
    else:
        top = max(returns)
        same = [("win",) if r == top and top > 0 else ("seat", s) for s, r in enumerate(returns)]
    ranks = [0] * len(order)
    for i, s in enumerate(order):
        ranks[s] = ranks[order[i - 1]] if i and same[s] == same[order[i - 1]] else i + 1
    return ranks


def _rows(played: Played, seated: list[Bot], k: int, seed: int) -> list[dict]:
    g = played.game
    returns = g.returns()
    top = max(returns)
    winners = [s for s, r in enumerate(returns) if r == top and top > 0]
    # a game on the whole protocol ranks and counts itself; a class's own smaller game is
    # ranked from its player views or its returns
    protocol = isinstance(g, GameProtocol)
    views = None if protocol else _views(g)
    ranks = g.ranks() if protocol else _ranks(g, views)
    turn = getattr(g, "turn", None)
    out = []
    for seat, bot in enumerate(seated):
        row = {"game": k, "seed": seed, "seat": seat, "bot": bot_name(bot)}
        if protocol:
            row.update(g.result_row(seat))
        elif views is not None:
            p = views[seat]
            row.update({"rubies": p.rubies, "lira": p.lira, "goods": sum(p.goods.values()),
                        "cards": len(p.bonus_cards)})
        row.update({
            "rank": ranks[seat], "winner": seat in winners,
            "win_share": 1 / len(winners) if seat in winners else 0.0,
        })
        if turn is not None:
            row.update({"turns": turn, "rounds": turn // len(seated)})
        row["actions"] = played.actions
        for s in played.sources[seat]:
            row[f"from_{s}"] = played.sources[seat][s]
        out.append(row)
    return out
