"""The bot arena: a class's bots meet in a round robin and get a leaderboard with honest intervals.

``arena(bots, games=10, players=2)`` seats every pair of bots (``players=2``) or every table of
``players`` bots from the list at a table of its own and plays ``games`` games there, seats
rotated (game k of a table puts its bot ``(s - k) % players`` at seat s, so a multiple of
``players`` gives every bot every seat equally often). With more than ``MAX_TABLES`` possible
tables the arena plays a documented subset instead (``tables_for``). Every game's seed comes
from the run's ``seed`` and the game's number (``simulate.derive_seed``) and every bot is
re-seeded from it (``with_seed``), so the same call gives the same table, serially or on any
executor.

A bot loses the game, and the arena goes on, when on one decision it

- raises (any exception; the reason records its type and message),
- takes longer than ``time_limit`` seconds (wall-clock time of that one ``choose`` call),
- returns something that is not an action, or an action that is not legal now,
- changes the game it was shown (applies or undoes an action itself).

The failing seat then ranks last and the other seats share first place (each gets ``1 / (n -
1)`` of a win): the game stopped before its end, and its position at that moment says little
about who would have won (an early crash would otherwise hand the win to the seat that starts
with the most lira). Their rubies are counted as the game stood. A game the rules engine itself
could not finish (an engine error, or no end within ``simulate.MAX_ACTIONS`` decisions), and a
game whose executor task failed as a whole (its worker process died: a bot that ended it, or ran
out of memory), is void: listed with its reason, counted for nobody.

A bot that never returns: where the arena runs in a process's main thread on a system with
``SIGALRM`` (Linux, macOS: a notebook, a script, a ``ProcessPoolExecutor``'s workers) the
decision is interrupted when its time is up, between two steps of Python code (a long call into
C, such as one big numpy operation, ends first). In a Dask worker's thread and on Windows a
decision cannot be interrupted: it is measured when it returns, so a bot stuck for good holds
its worker (interrupt the kernel; the games of the other workers are lost with it).

The standings count a shared first place as a fraction of a win for each sharer (``win_share``,
as ``simulate`` does), so a table's win rates add up to 1. The rating is Bradley–Terry, fitted
from every pair of seats of every game (the better rank beats the worse, equal ranks are half a
win each) by the deterministic MM iteration of Hunter (2004), shown on the Elo scale (400 points
= 10 times the odds) with 1500 as the mean. Bradley–Terry rather than Elo, because it depends on
all the games at once and not on the order they were played in (an executor finishes them in
any order), and it uses the multi-player games' pairwise comparisons directly. Each pair that
met also counts one drawn game (half a win each way): a bot that won or lost every comparison
gets a finite rating, pulled a little towards the mean. The rating's 95% interval comes from the
fit's curvature (1.96 standard errors); the comparisons of one multi-player game are not
independent, so read it as a guide, not a guarantee.
"""

from __future__ import annotations

import html
import itertools
import math
import pickle
import signal
import threading
import time
import unicodedata
import warnings
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, Future, as_completed
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from ..i18n import N_, Message, _, tr
from . import choose_write as cwb
from .simulate import (
    MAX_ACTIONS,
    Make,
    batches,
    bot_name,
    check_executor,
    default_layout,
    derive_seed,
    istanbul_maker,
    progress_bar,
    wilson,
)

#: At most this many tables: beyond, ``tables_for`` plays neighbours of the list (see there).
MAX_TABLES = 120
#: Seconds one decision may take by default: generous for the kit's bots, short enough that a
#: stuck bot is noticed in a lesson.
TIME_LIMIT = 10.0
#: The Elo scale: a rating gap of 400 is odds of 10 to 1.
ELO = 400 / math.log(10)


class _Overtime(BaseException):
    """Raised inside a bot's decision when its time is up (a BaseException, so a bot's own
    ``except Exception`` does not swallow it)."""


def _time_up(signum: int, frame: Any) -> None:
    raise _Overtime


def _can_interrupt() -> bool:
    """Whether a decision can be cut off here: SIGALRM exists, this is the main thread (the
    only one Python delivers signals to) and nobody else uses the alarm now."""
    return (hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
            and signal.getsignal(signal.SIGALRM) in (signal.SIG_DFL, None)
            and signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0))


@contextmanager
def _alarm(seconds: float | None) -> Iterator[bool]:
    """For one game: whether its decisions can be cut off (``_deadline``), with the handler
    installed for the game's length; the previous handler is restored whatever happens."""
    if seconds is None or not _can_interrupt():
        yield False
        return
    previous = signal.signal(signal.SIGALRM, _time_up)
    try:
        yield True
    finally:
        signal.signal(signal.SIGALRM, previous)


@contextmanager
def _deadline(seconds: float | None, armed: bool) -> Iterator[None]:
    """Raise ``_Overtime`` in the block after ``seconds`` when ``armed`` (inside ``_alarm``):
    two system calls per decision, so even a random bot's arena pays little for it."""
    if not armed or seconds is None:
        yield
        return
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def _text(action: Any) -> str | None:
    """An action's text (an action of either game, or a text), None for anything else."""
    if isinstance(action, str):
        return action
    text = getattr(action, "text", None)
    return text if isinstance(text, str) else None


def _decide(bot: Any, game: Any, limit: float | None, armed: bool = False) -> tuple[Any, str]:
    """The bot's choice, or None and why it loses the game (see the module doc); ``armed``:
    the decision is cut off at ``limit`` (``_alarm``)."""
    steps = game.history()
    start = time.perf_counter()
    try:
        with _deadline(limit, armed):
            action = bot.choose(game)
    except _Overtime:
        return None, f"was stopped after {limit:g} s on one decision"
    except KeyboardInterrupt:
        raise
    except BaseException as e:  # noqa: BLE001 (a student's bot may raise anything)
        return None, f"raised {type(e).__name__}: {str(e)[:200]}"
    took = time.perf_counter() - start
    if limit is not None and took > limit:
        return None, f"took {took:.2f} s on one decision (time limit {limit:g} s)"
    if game.history() != steps:
        return None, "changed the game it was shown (it applied or undid an action itself)"
    text = _text(action)
    if text is None:
        return None, (f"returned {str(action)[:60]!r} ({type(action).__name__}), which is not "
                      "an action: return one of game.legal_actions()")
    try:
        legal = bool(game.is_legal(action))
    except Exception:  # noqa: BLE001 (no action of this game at all)
        legal = False
    if not legal:
        try:
            why = game.why_not(action)
        except Exception as e:  # noqa: BLE001
            why = str(e)
        return None, f"returned an illegal action {text[:60]!r}" + (f" ({why})" if why else "")
    return action, ""


@dataclass(frozen=True)
class _Setup:
    """What every game of a run shares, as plain data a worker can receive."""

    game: str
    players: int
    layout: str
    expansions: tuple[str, ...]
    variants: tuple[str, ...]
    time_limit: float | None
    seed: int
    games: int

    def make(self) -> Make:
        if self.game == cwb.GAME_NAME:
            return cwb.new_choose_write
        return istanbul_maker(self.layout, self.expansions, self.variants)


def _seat(bots: Sequence[Any], table: tuple[int, ...], k: int,
          gseed: int) -> tuple[list[int], list[Any], int | None, str]:
    """Game k of a table: the bots' numbers by seat and the bots re-seeded for the game; a
    bot whose ``with_seed`` fails is named with the reason."""
    order = [table[(s - k) % len(table)] for s in range(len(table))]
    seated = []
    for s, i in enumerate(order):
        reseed = getattr(bots[i], "with_seed", None)
        if not callable(reseed):
            seated.append(bots[i])
            continue
        try:
            seated.append(reseed(derive_seed(gseed, s)))
        except Exception as e:  # noqa: BLE001
            return order, seated, s, f"with_seed raised {type(e).__name__}: {str(e)[:200]}"
    return order, seated, None, ""


def _rubies(game: Any, seat: int) -> int | None:
    row = game.result_row(seat) if callable(getattr(game, "result_row", None)) else {}
    n = row.get("rubies")
    return n if isinstance(n, int) else None


def _forfeit(row: dict, who: str, seat: int, reason: str, game: Any) -> dict:
    """The row of a game a bot lost by failing: it ranks last, the others share first place
    (the module doc says why); the rubies as the game stood (None before it was made)."""
    n = len(row["seats"])
    row.update(failed_seat=seat, failure=f"{who} {reason}",
               ranks=[n if s == seat else 1 for s in range(n)],
               win_shares=[0.0 if s == seat else 1 / (n - 1) for s in range(n)],
               rubies=[None if game is None else _rubies(game, s) for s in range(n)])
    return row


def _play(bots: Sequence[Any], number: int, tables: Sequence[tuple[int, ...]],
          setup: _Setup) -> tuple[dict, Any]:
    """Game ``number`` of the run (the ``k``-th of its table), played under the arena's rules:
    its row of plain data (see ``ArenaResult.rows``) and the game as it ended or stopped (None
    when it was never made)."""
    table_no = number // setup.games
    k = number - table_no * setup.games
    gseed = derive_seed(setup.seed, number)
    order, seated, failed, reason = _seat(bots, tables[table_no], k, gseed)
    row: dict[str, Any] = {"game": number, "table": table_no, "seed": gseed,
                           "seats": [bot_name(bots[i]) for i in order], "ranks": [],
                           "win_shares": [], "rubies": [], "failed_seat": None, "failure": "",
                           "void": False, "decisions": 0}
    if failed is not None:
        return _forfeit(row, row["seats"][failed], failed, reason, None), None
    n = len(order)
    try:
        game = setup.make()(n, gseed)
    except Exception as e:  # noqa: BLE001
        return {**row, "void": True, "failure": f"the game could not be made: {e}"}, None
    decisions = 0
    try:
        with _alarm(setup.time_limit) as armed:
            while not game.is_over:
                if decisions >= MAX_ACTIONS:
                    return {**row, "void": True, "decisions": decisions,
                            "failure": f"the game did not end within {MAX_ACTIONS} decisions"
                            }, game
                seat = game.to_act
                action, reason = _decide(seated[seat], game, setup.time_limit, armed)
                if reason:
                    row["decisions"] = decisions
                    return _forfeit(row, row["seats"][seat], seat, reason, game), game
                game.apply(action)
                decisions += 1
    except _Overtime:   # the alarm rang just as the decision ended: it took its whole time
        row["decisions"] = decisions
        return _forfeit(row, row["seats"][seat], seat,
                        f"was stopped after {setup.time_limit:g} s on one decision", game), game
    except Exception as e:  # noqa: BLE001 (the rules engine itself failed)
        return {**row, "void": True, "decisions": decisions,
                "failure": f"the game stopped with an engine error {type(e).__name__}: {e}"
                }, game
    returns = game.returns()
    top = max(returns)
    winners = [s for s, r in enumerate(returns) if r == top and top > 0]
    row.update(decisions=decisions, ranks=list(game.ranks()),
               win_shares=[1 / len(winners) if s in winners else 0.0 for s in range(n)],
               rubies=[_rubies(game, s) for s in range(n)])
    return row, game


def _batch(payload: bytes, numbers: Sequence[int], tables: Sequence[tuple[int, ...]],
           setup: _Setup) -> list[dict]:
    """The rows of several games, as one task plays them on a worker: the bots arrive as bytes
    (``_pack``), so a class written in a notebook cell travels whole."""
    bots = pickle.loads(payload)
    return [_play(bots, g, tables, setup)[0] for g in numbers]


def _pack(bots: Sequence[Any]) -> bytes:
    """The bots as bytes for the workers: with cloudpickle (installed with Dask), a class
    defined in a notebook cell or inside a function is sent by value, its code included; a
    class of an importable module is sent by name and must be importable on the workers.
    Without cloudpickle, plain pickle (which sends every class by name)."""
    try:
        import cloudpickle  # type: ignore[import-untyped]
    except ImportError:
        dumps: Callable[[Any], bytes] = pickle.dumps
    else:
        dumps = cloudpickle.dumps
    try:
        return dumps(list(bots))
    except Exception as e:
        raise TypeError(
            f"the bots cannot be sent to other processes ({type(e).__name__}: {str(e)[:120]}): "
            "a bot that holds an open file, a lock, a generator or a widget cannot be pickled; "
            "keep such things out of the bot, or run the arena without an executor") from None


def tables_for(bots: int, players: int, limit: int = MAX_TABLES) -> list[tuple[int, ...]]:
    """The tables of a round robin, as tuples of bot numbers (places in the list).

    Every combination of ``players`` bots (every pair heads-up), in order, when there are at
    most ``limit``. Beyond that, the neighbour scheme: for stride d = 1, 2, ... the ``bots``
    tables (i, i + d, i + 2d, ...) (mod ``bots``) for i = 0 .. bots - 1, taking only a stride
    whose ``bots`` tables are all new and all of ``players`` different bots, until the next
    would pass ``limit`` tables (stride 1 always: then there may be more than ``limit``). Each
    bot sits at ``players`` tables per stride, as many as any other, and meets its neighbours
    in the list at the first.
    """
    combos = math.comb(bots, players)
    if combos <= limit:
        return list(itertools.combinations(range(bots), players))
    out: list[tuple[int, ...]] = []
    seen: set[tuple[int, ...]] = set()
    for d in range(1, bots):
        new = {tuple(sorted((i + j * d) % bots for j in range(players))) for i in range(bots)}
        if len(new) < bots or new & seen or any(len(set(t)) < players for t in new):
            continue
        if out and len(out) + bots > limit:
            break
        seen |= new
        out.extend(tuple(sorted((i + j * d) % bots for j in range(players)))
                   for i in range(bots))
    return out


@dataclass
class ArenaResult:
    """A round robin's games and what they say.

    - ``rows``: one dict per game, in game order: ``game`` (its number), ``table``, ``seed``,
      ``seats`` (bot names by seat, seat 0 starts), ``ranks`` (per seat, 1 best), ``win_shares``
      (per seat), ``rubies`` (per seat, as the game ended or stopped), ``failed_seat`` and
      ``failure`` (None and "" when the game was played out), ``void``, ``decisions``;
    - ``standings``: one dict per bot, best rating first: ``bot``, ``games``, ``wins`` (shared
      first places as fractions), ``win_rate`` with its Wilson 95% interval ``low``..``high``,
      ``rating`` with ``rating_low``..``rating_high``, ``rubies`` (mean per game), ``rank``
      (mean place), ``failures`` (games it lost by failing);
    - ``head_to_head``: ``[a][b]``, a's score against b over the games they met in (a
      better rank 1, the same 0.5), None where they never met.

    ``print(result)`` and a notebook's table show both; ``plot()`` draws the ratings,
    ``failures()`` lists the games that stopped early and ``replay(g)`` plays game g again.
    """

    names: list[str]
    rows: list[dict] = field(repr=False)
    players: int
    games: int
    seed: int
    game: str
    layout: str
    expansions: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()
    time_limit: float | None = TIME_LIMIT
    tables: list[tuple[str, ...]] = field(default_factory=list, repr=False)
    bots: list[Any] = field(default_factory=list, repr=False, compare=False)
    standings: list[dict] = field(init=False, repr=False)
    head_to_head: dict[str, dict[str, float | None]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.standings, self.head_to_head = _tabulate(self.names, self.rows)

    def failures(self) -> list[dict]:
        """The rows of the games a bot lost by failing, or that were void."""
        return [r for r in self.rows if r["failure"]]

    def replay(self, game: int) -> Any:
        """Game number ``game`` played again from its seed by the same bots: the game as it
        ended, or as it stood when a bot failed (to look at it: ``result.replay(5)`` shows the
        board). The same game as in the table for the kit's bots and any bot with
        ``with_seed``; a time-limit failure depends on the machine."""
        if isinstance(game, bool) or not isinstance(game, int) or not 0 <= game < len(self.rows):
            raise ValueError(f"game must be a number from 0 to {len(self.rows) - 1}, not {game!r}")
        if not self.bots:
            raise ValueError("this result keeps no bots to replay with")
        setup = _Setup(self.game, self.players, self.layout, self.expansions, self.variants,
                       self.time_limit, self.seed, self.games)
        index = {name: i for i, name in enumerate(self.names)}
        tables = [tuple(index[b] for b in t) for t in self.tables]
        return _play(self.bots, game, tables, setup)[1]

    def ratings(self) -> dict[str, float]:
        """Each bot's rating, best first."""
        return {s["bot"]: s["rating"] for s in self.standings}

    def _where(self) -> Message:
        """What was played, as the table's first line and the plot's title say it."""
        values: dict[str, Any] = {
            "game": _("Choose & Write") if self.game == cwb.GAME_NAME else _("Istanbul"),
            "expansions": ", ".join(self.expansions), "variants": ", ".join(self.variants),
            "players": self.players, "games": self.games, "seed": self.seed,
            "tables": N_("{n} table", "{n} tables", len(self.tables))}
        if self.expansions and self.variants:
            return _("{game} with {expansions} ({variants}), {players} players, {tables} x "
                     "{games} games, seed {seed}", **values)
        if self.expansions:
            return _("{game} with {expansions}, {players} players, {tables} x {games} games, "
                     "seed {seed}", **values)
        if self.variants:
            return _("{game} ({variants}), {players} players, {tables} x {games} games, seed "
                     "{seed}", **values)
        return _("{game}, {players} players, {tables} x {games} games, seed {seed}", **values)

    def _cells(self) -> list[list[str]]:
        return [[s["bot"], str(s["games"]), _num(s["wins"]), f"{s['win_rate']:.1%}",
                 f"{s['low']:.1%}-{s['high']:.1%}", f"{s['rating']:.0f}",
                 f"{s['rating_low']:.0f}-{s['rating_high']:.0f}",
                 "-" if s["rubies"] is None else f"{s['rubies']:.2f}", f"{s['rank']:.2f}",
                 str(s["failures"])] for s in self.standings]

    def __repr__(self) -> str:
        return (f"<ArenaResult: {len(self.names)} bots, {len(self.rows)} games, "
                f"{str(self._where())}>")

    def _stopped(self, lang: str | None) -> str:
        """The line on the games that stopped early ("" when none did)."""
        fails = self.failures()
        if not fails:
            return ""
        return tr(N_("{n} game stopped early; first: game {game}: {failure}",
                     "{n} games stopped early; first: game {game}: {failure}", len(fails),
                     game=fails[0]["game"], failure=fails[0]["failure"]), lang)

    def text(self, lang: str | None = None) -> str:
        """The standings and the head-to-head table as text, in ``lang`` (None: the kit's
        default language); columns padded by terminal width (Korean and Chinese take two)."""
        lines = [tr(_("Arena: {where}", where=self._where()), lang)]
        cells = [[tr(HEADER_WORDS[h], lang) for h in HEADERS], *self._cells()]
        widths = [max(_width(c[i]) for c in cells) for i in range(len(HEADERS))]
        for c in cells:
            lines.append("  ".join(_pad(x, w, right=i > 0)
                                   for i, (x, w) in enumerate(zip(c, widths, strict=True))))
        order = [s["bot"] for s in self.standings]
        lines.append(tr(_("head to head (row's score against column):"), lang))
        grid = [["", *order]] + [[a, *("-" if a == b or (v := self.head_to_head[a][b]) is None
                                      else f"{v:.0%}" for b in order)] for a in order]
        widths = [max(_width(r[i]) for r in grid) for i in range(len(grid[0]))]
        lines.extend("  ".join(_pad(x, w, right=i > 0)
                               for i, (x, w) in enumerate(zip(r, widths, strict=True)))
                     for r in grid)
        stopped = self._stopped(lang)
        if stopped:
            lines.append(stopped)
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()

    def _repr_html_(self, lang: str | None = None) -> str:
        esc = html.escape

        def t(text: Any) -> str:
            return esc(tr(text, lang))

        head = "".join(f"<th>{t(HEADER_WORDS[h])}</th>" for h in HEADERS)
        body = "".join("<tr>" + "".join(f"<td>{esc(x)}</td>" for x in c) + "</tr>"
                       for c in self._cells())
        order = [s["bot"] for s in self.standings]
        h2h = "".join(
            f"<tr><th>{esc(a)}</th>" + "".join(
                "<td>-</td>" if (v := self.head_to_head[a][b]) is None or a == b
                else f"<td>{v:.0%}</td>" for b in order) + "</tr>" for a in order)
        fails = self.failures()
        note = ""
        if fails:
            more = t(_("(see {call})", call=".failures()"))
            note = f"<p>{esc(self._stopped(lang))} {more}</p>"
        where, arena = t(self._where()), t(_("Arena"))
        h2h_title = t(_("Head to head (row's score against column):"))
        return (f"<p><b>{arena}</b>: {where}</p>"
                f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
                f"<p>{h2h_title}</p><table><thead><tr><th></th>"
                + "".join(f"<th>{esc(b)}</th>" for b in order)
                + f"</tr></thead><tbody>{h2h}</tbody></table>{note}")

    def plot(self, ax: Any = None, lang: str | None = None) -> Any:
        """The ratings with their 95% intervals, best at the top, its words in ``lang``
        (matplotlib; returns the Axes)."""
        import matplotlib.pyplot as plt

        from ..i18n.fonts import fit_figure

        if ax is None:
            _fig, ax = plt.subplots(figsize=(6, 0.5 + 0.45 * max(1, len(self.standings))))
        rows = self.standings[::-1]
        ys = range(len(rows))
        ax.errorbar([s["rating"] for s in rows], ys,
                    xerr=[[s["rating"] - s["rating_low"] for s in rows],
                          [s["rating_high"] - s["rating"] for s in rows]],
                    fmt="o", capsize=4, color="#264653")
        ax.axvline(1500, color="#999", linewidth=1, linestyle="--")
        ax.set_yticks(list(ys), [s["bot"] for s in rows])
        ax.set_xlabel(tr(_("rating (Bradley-Terry on the Elo scale, mean 1500; 95% interval)"),
                         lang))
        ax.set_title(tr(_("Arena: {where}", where=self._where()), lang), fontsize=9)
        fit_figure(ax.figure)  # Korean/Chinese words get a CJK font, not tofu boxes
        return ax

    def to_pandas(self) -> Any:
        """The standings as a pandas DataFrame (needs pandas; the kit does not require it)."""
        try:
            import pandas as pd
        except ImportError as e:
            raise ImportError("to_pandas needs pandas (pip install pandas); the standings are "
                              "also plain dicts in result.standings") from e
        return pd.DataFrame(self.standings)


HEADERS = ("bot", "games", "wins", "win rate", "95% interval", "rating", "rating 95%",
           "rubies", "rank", "failures")
#: The standings' column headings as a learner reads them (``HEADERS`` are their keys)
HEADER_WORDS: dict[str, Message] = {
    # TRANSLATORS: the arena's column headings (short: a table's columns)
    "bot": _("bot"), "games": _("games"), "wins": _("wins"), "win rate": _("win rate"),
    "95% interval": _("95% interval"), "rating": _("rating"), "rating 95%": _("rating 95%"),
    "rubies": _("rubies"), "rank": _("rank"), "failures": _("failures"),
}


def _width(text: str) -> int:
    """Columns a text takes at a terminal: East Asian wide characters take two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _pad(text: str, width: int, right: bool = False) -> str:
    pad = " " * max(0, width - _width(text))
    return pad + text if right else text + pad


def _num(x: float) -> str:
    return f"{x:g}" if float(x).is_integer() else f"{x:.2f}"


def _tabulate(names: list[str], rows: list[dict]) -> tuple[list[dict], dict]:
    """The standings and the head-to-head matrix of a run's rows (void games left out)."""
    n = len(names)
    index = {name: i for i, name in enumerate(names)}
    games = [0] * n
    wins = [0.0] * n
    rubies: list[list[int]] = [[] for _k in range(n)]
    places: list[list[int]] = [[] for _k in range(n)]
    fails = [0] * n
    score = [[0.0] * n for _k in range(n)]   # score[a][b]: a's points against b
    met = [[0] * n for _k in range(n)]
    for r in rows:
        if r["void"]:
            continue
        seats = [index[b] for b in r["seats"]]
        for s, a in enumerate(seats):
            games[a] += 1
            wins[a] += r["win_shares"][s]
            places[a].append(r["ranks"][s])
            if r["rubies"][s] is not None:
                rubies[a].append(r["rubies"][s])
            if r["failed_seat"] == s:
                fails[a] += 1
            for t, b in enumerate(seats):
                if t != s:
                    met[a][b] += 1
                    ra, rb = r["ranks"][s], r["ranks"][t]
                    score[a][b] += 1.0 if ra < rb else 0.5 if ra == rb else 0.0
    ratings = _bradley_terry(score, met)
    standings: list[dict[str, Any]] = []
    for i, name in enumerate(names):
        rate = wins[i] / games[i] if games[i] else 0.0
        low, high = wilson(wins[i], games[i])
        rating, r_low, r_high = ratings[i]
        standings.append({
            "bot": name, "games": games[i], "wins": wins[i], "win_rate": rate, "low": low,
            "high": high, "rating": rating, "rating_low": r_low, "rating_high": r_high,
            "rubies": sum(rubies[i]) / len(rubies[i]) if rubies[i] else None,
            "rank": sum(places[i]) / len(places[i]) if places[i] else 0.0,
            "failures": fails[i]})
    standings.sort(key=lambda s: (-s["rating"], -s["win_rate"], s["bot"]))
    h2h = {a: {b: (score[i][j] / met[i][j] if met[i][j] else None) for j, b in enumerate(names)}
           for i, a in enumerate(names)}
    return standings, h2h


def _bradley_terry(score: list[list[float]], met: list[list[int]],
                   tol: float = 1e-10, rounds: int = 10_000) -> list[tuple[float, float, float]]:
    """Per bot (rating, low, high) on the Elo scale, mean 1500 (see the module doc): the MM
    iteration p_a <- W_a / sum_b N_ab / (p_a + p_b) with one drawn game added per pair that
    met, then 1.96 standard errors from the inverse of the fit's information matrix (its
    pseudo-inverse: the ratings are fixed only up to their mean). A bot that played no one
    stays at 1500 with an interval of 0 width."""
    n = len(score)
    w = [[score[a][b] + (0.5 if met[a][b] else 0.0) for b in range(n)] for a in range(n)]
    m = [[met[a][b] + (1 if met[a][b] else 0) for b in range(n)] for a in range(n)]
    played = [a for a in range(n) if any(m[a])]
    p = [1.0] * n
    for _round in range(rounds):
        new = p[:]
        for a in played:
            den = sum(m[a][b] / (p[a] + p[b]) for b in range(n) if m[a][b])
            new[a] = sum(w[a]) / den
        logs = [math.log(new[a]) for a in played]
        centre = sum(logs) / len(logs) if logs else 0.0
        new = [x / math.exp(centre) if a in played else 1.0 for a, x in enumerate(new)]
        change = max((abs(math.log(new[a] / p[a])) for a in played), default=0.0)
        p = new
        if change < tol:
            break
    theta = [math.log(x) for x in p]
    info = [[0.0] * n for _k in range(n)]
    for a in range(n):
        for b in range(n):
            if a != b and m[a][b]:
                v = m[a][b] * p[a] * p[b] / (p[a] + p[b]) ** 2
                info[a][b] -= v
                info[a][a] += v
    cov = _pseudo_inverse(info, played)
    out = []
    for a in range(n):
        r = 1500 + ELO * theta[a]
        half = 1.96 * ELO * math.sqrt(max(cov[a][a], 0.0)) if cov is not None else 0.0
        out.append((r, r - half, r + half))
    return out


def _pseudo_inverse(lap: list[list[float]], keep: list[int]) -> list[list[float]] | None:
    """The pseudo-inverse of a connected graph Laplacian over the nodes ``keep``
    ((L + J/k)^-1 - J/k), by Gauss-Jordan elimination; None when it is singular (the bots fall
    into groups that never met)."""
    n, k = len(lap), len(keep)
    if not k:
        return None
    a = [[lap[i][j] + 1 / k for j in keep] + [1.0 if j == i else 0.0 for j in keep]
         for i in keep]
    for c in range(k):
        pivot = max(range(c, k), key=lambda r: abs(a[r][c]))
        if abs(a[pivot][c]) < 1e-12:
            return None
        a[c], a[pivot] = a[pivot], a[c]
        f = a[c][c]
        a[c] = [x / f for x in a[c]]
        for r in range(k):
            if r != c and a[r][c]:
                g = a[r][c]
                a[r] = [x - g * y for x, y in zip(a[r], a[c], strict=True)]
    out = [[0.0] * n for _k in range(n)]
    for x, i in enumerate(keep):
        for y, j in enumerate(keep):
            out[i][j] = a[x][k + y] - 1 / k
    return out


def _check(bots: Any, games: Any, players: Any, seed: Any, game: str, expansions: Any,
           variants: Any, layout: str | None, time_limit: Any, executor: Any) -> list[str]:
    """Refuse bad arguments before a game is played; the bots' names."""
    check_executor(executor, ValueError)
    if isinstance(bots, (str, bytes)) or not isinstance(bots, Sequence):
        raise ValueError("bots: a list of at least two bots, such as [GreedyBot(), "
                         "RandomBot()]")
    for b in bots:
        if not callable(getattr(b, "choose", None)):
            raise ValueError(f"{b!r} is no bot: a bot needs a choose(game) method")
    names = [bot_name(b) for b in bots]
    twice = sorted({x for x in names if names.count(x) > 1})
    if twice:
        raise ValueError(f"two bots are named {twice[0]!r}: the table tells bots apart by name, "
                         "so give one another name (name=... for the kit's bots)")
    for what, value in (("games", games), ("players", players), ("seed", seed)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{what} must be a whole number, not {value!r}")
    if games < 1:
        raise ValueError(f"games (per table) must be at least 1, not {games}")
    if game not in ("istanbul", cwb.GAME_NAME):
        raise ValueError(f"game must be 'istanbul' or 'choose_write', not {game!r}")
    if not 2 <= players <= 5:
        raise ValueError(f"an arena table seats 2 to 5 players, not {players}")
    if len(bots) < players:
        raise ValueError(f"{players} players need at least {players} bots, not {len(bots)}")
    for what, given in (("expansions", expansions), ("variants", variants)):
        if isinstance(given, str) or not all(isinstance(x, str) for x in given):
            raise ValueError(f"{what} is a list of names, such as ('mocha',), not {given!r}")
    if game == cwb.GAME_NAME and (tuple(expansions) or tuple(variants) or layout is not None):
        raise ValueError("game='choose_write' has no layout, expansions or variants")
    if time_limit is not None and (isinstance(time_limit, bool)
                                   or not isinstance(time_limit, (int, float))
                                   or not 0 < time_limit < math.inf):
        raise ValueError(f"time_limit must be a number of seconds above 0 (or None for no "
                         f"limit), not {time_limit!r}")
    return names


def arena(bots: Sequence[Any], games: int = 10, players: int = 2,
          executor: Executor | None = None, seed: int = 0, expansions: Sequence[str] = (),
          variants: Sequence[str] = (), game: str = "istanbul",
          time_limit: float | None = TIME_LIMIT, progress: bool = True,
          layout: str | None = None) -> ArenaResult:
    """A round robin of ``bots``: ``games`` games at every table of ``players`` of them.

    See the module doc for the tables, seats, seeds, failures and the rating. ``game``:
    ``"istanbul"`` (with ``expansions``, ``variants`` and ``layout`` as ``simulate`` takes them)
    or ``"choose_write"``. ``time_limit``: seconds per decision (None: no limit). ``executor``:
    any ``concurrent.futures.Executor`` (a ``ProcessPoolExecutor``, a Dask cluster's
    ``client.get_executor()``), which plays the games as tasks and gives the same table; the
    bots travel as cloudpickle bytes (``_pack``), so a bot class written in a notebook cell
    works there too. ``progress``: a bar while the games are played (none when the environment
    sets ``TQDM_DISABLE``). Bad arguments raise ValueError before any game is played.
    """
    names = _check(bots, games, players, seed, game, expansions, variants, layout, time_limit,
                   executor)
    bots = list(bots)
    exps, vars_ = tuple(expansions), tuple(variants)
    if game == cwb.GAME_NAME:
        layout = cwb.LAYOUT_LABEL
    else:
        if layout is None:
            layout = default_layout(exps, vars_)
        try:  # an unknown expansion or an impossible combination, said here, not per game
            istanbul_maker(layout, exps, vars_)(players, 0)
        except ValueError as e:
            raise ValueError(f"these games cannot be made: {e}") from None
    limit = None if time_limit is None else float(time_limit)
    setup = _Setup(game, players, layout, exps, vars_, limit, seed, games)
    tables = tables_for(len(bots), players)
    total = len(tables) * games
    bar = progress_bar(total, "arena games", progress)
    rows: list[dict] = []
    try:
        if executor is None:
            for g in range(total):
                rows.append(_play(bots, g, tables, setup)[0])
                if bar is not None:
                    bar.update(1)
        else:
            _warn_unseeded(bots)
            rows = _run_on(executor, _pack(bots), total, tables, setup, bar, names)
    finally:
        if bar is not None:
            bar.close()
    return ArenaResult(names, rows, players, games, seed, game, layout, exps, vars_, limit,
                       [tuple(names[i] for i in t) for t in tables], bots)


def _warn_unseeded(bots: list[Any]) -> None:
    """A bot without ``with_seed`` plays every game of a serial run as one object (its memory
    and random stream carry over), but each task of an executor gets a copy: say so."""
    for b in bots:
        if not callable(getattr(b, "with_seed", None)):
            warnings.warn(f"{bot_name(b)} has no with_seed(seed): each task of the executor "
                          "plays its own copy of it, so the table may differ from a run "
                          "without an executor", stacklevel=3)
            return


def _run_on(executor: Executor, payload: bytes, total: int, tables: list[tuple[int, ...]],
            setup: _Setup, bar: Any, names: list[str]) -> list[dict]:
    """Play the games as tasks (batches, as ``simulate`` cuts them) and put the rows back in
    game order. A task that fails as a whole (its worker died: a bot that ended its process,
    ran out of memory...) leaves its games void with the reason, and the others go on."""
    futures: dict[Future, range] = {}
    done: dict[int, list[dict]] = {}
    try:
        for numbers in batches(total):
            futures[executor.submit(_batch, payload, numbers, tables, setup)] = numbers
        for f in as_completed(futures):
            numbers = futures[f]
            try:
                done[numbers.start] = f.result()
            except Exception as e:  # noqa: BLE001
                why = f"its task failed on the worker ({type(e).__name__}: {str(e)[:160]})"
                done[numbers.start] = [_void(names, g, tables, setup, why) for g in numbers]
            if bar is not None:
                bar.update(len(numbers))
    except BaseException:
        for f in futures:
            f.cancel()
        raise
    return [row for start in sorted(done) for row in done[start]]


def _void(names: list[str], number: int, tables: Sequence[tuple[int, ...]], setup: _Setup,
          why: str) -> dict:
    """The row of a game that has no result, with the reason."""
    table_no = number // setup.games
    table = tables[table_no]
    k = number - table_no * setup.games
    return {"game": number, "table": table_no, "seed": derive_seed(setup.seed, number),
            "seats": [names[table[(s - k) % len(table)]] for s in range(len(table))],
            "ranks": [], "win_shares": [], "rubies": [], "failed_seat": None, "failure": why,
            "void": True, "decisions": 0}
