"""The bot arena (``istanbul_nb.bots.arena``): a round robin whose table is the same for the same
call, serially, on a process pool or on Dask; a bot that raises, runs out of time, plays an
illegal action or no action at all loses that game with the reason recorded and the arena goes
on; bad arguments are refused before a game is played.

The games are small on purpose: eager random bots play an Istanbul game in about 0.04 s and
Choose & Write in about 0.01 s; the greedy bot plays Choose & Write (0.2 s a game)."""

from __future__ import annotations

import math
import os
import signal
import subprocess
import sys
import textwrap
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from pathlib import Path

import pytest

from istanbul_nb.bots import ArenaResult, GreedyBot, RandomBot, arena
from istanbul_nb.bots.arena import _bradley_terry, tables_for

EAGER = [RandomBot(seed=1, eager=True), RandomBot(seed=2, eager=True, name="Eager two"),
         RandomBot(seed=3, eager=True, name="Eager three")]


def run(bots, **kw) -> ArenaResult:
    return arena(bots, progress=False, **kw)


def test_a_round_robin_of_three_bots_heads_up():
    r = run(EAGER, games=4, seed=3)
    names = ["Eager random", "Eager two", "Eager three"]
    assert r.tables == [("Eager random", "Eager two"), ("Eager random", "Eager three"),
                        ("Eager two", "Eager three")]
    assert [row["game"] for row in r.rows] == list(range(12))
    # seats rotate inside a table: games 0 and 2 one way round, 1 and 3 the other
    assert [row["seats"] for row in r.rows[:4]] == [names[:2], names[1::-1]] * 2
    assert len({row["seed"] for row in r.rows}) == 12
    for row in r.rows:
        assert not row["failure"] and not row["void"] and row["decisions"] > 100
        assert sum(row["win_shares"]) == pytest.approx(1.0)
        assert sorted(row["ranks"])[0] == 1
        assert row["win_shares"][row["ranks"].index(1)] > 0
    by_bot = {s["bot"]: s for s in r.standings}
    assert set(by_bot) == set(names)
    assert sum(s["wins"] for s in r.standings) == pytest.approx(12)
    for name, s in by_bot.items():
        won = sum(row["win_shares"][row["seats"].index(name)] for row in r.rows
                  if name in row["seats"])
        assert s["games"] == 8 and s["wins"] == pytest.approx(won)
        assert s["win_rate"] == pytest.approx(won / 8)
        assert s["low"] <= s["win_rate"] <= s["high"]
        assert s["rating_low"] < s["rating"] < s["rating_high"]
        assert s["failures"] == 0 and s["rubies"] is not None
    # best rating first, and the ratings' mean is 1500
    assert [s["rating"] for s in r.standings] == sorted((s["rating"] for s in r.standings),
                                                        reverse=True)
    assert sum(s["rating"] for s in r.standings) / 3 == pytest.approx(1500)
    # head to head: a's score against b and b's against a add up to 1 (heads-up: no ties)
    for a in names:
        assert r.head_to_head[a][a] is None
        for b in names:
            if a != b:
                assert r.head_to_head[a][b] + r.head_to_head[b][a] == pytest.approx(1.0)


def test_the_table_reads_as_text_and_html():
    r = run(EAGER, games=2, seed=1)
    text = str(r)
    assert text.splitlines()[0] == ("Arena: Istanbul, 2 players, 3 tables x 2 games, seed 1")
    assert "rating 95%" in text.splitlines()[1]
    assert [line.split("  ")[0] for line in text.splitlines()[2:5]] == [
        s["bot"] for s in r.standings]
    assert text.splitlines()[5] == "head to head (row's score against column):"
    first, second, third = (s["bot"] for s in r.standings)
    row = text.splitlines()[7]   # the best bot's row: "-" against itself, then its scores
    assert row.startswith(first) and row.split()[-3:] == [
        "-", f"{r.head_to_head[first][second]:.0%}", f"{r.head_to_head[first][third]:.0%}"]
    page = r._repr_html_()
    # the standings' header and bots, the head-to-head's header and bots
    assert page.count("<tr>") == 1 + 3 + 1 + 3
    assert "Eager three" in page and "Head to head" in page
    assert repr(r).startswith("<ArenaResult: 3 bots, 6 games")


def test_a_game_of_the_table_replays_from_its_seed():
    r = run([Raiser(name="Raiser"), *EAGER[:2]], games=2, seed=5)
    for number in (0, 5):   # Raiser's first game (it fails), the last (it does not play)
        row, game = r.rows[number], r.replay(number)
        assert len(game.history()) == row["decisions"]
        assert game.is_over == (not row["failure"])
        if not row["failure"]:
            assert list(game.ranks()) == row["ranks"]
    with pytest.raises(ValueError, match="from 0 to 5"):
        r.replay(6)


def test_the_same_call_gives_the_same_table():
    a = run(EAGER, games=2, seed=8, players=3)
    b = run(EAGER, games=2, seed=8, players=3)
    assert a.rows == b.rows and a.standings == b.standings and str(a) == str(b)
    c = run(EAGER, games=2, seed=9, players=3)
    assert [row["seed"] for row in c.rows] != [row["seed"] for row in a.rows]


def test_tables_of_three_from_four_bots():
    bots = [*EAGER, RandomBot(seed=4, eager=True, name="Eager four")]
    r = run(bots, games=3, players=3, seed=2)
    assert len(r.tables) == 4 and len(r.rows) == 12
    assert all(len(row["seats"]) == 3 for row in r.rows)
    # three games a table: every bot of the table sits in every seat once
    for t in range(4):
        rows = [row for row in r.rows if row["table"] == t]
        for seat in range(3):
            assert sorted(row["seats"][seat] for row in rows) == sorted(r.tables[t])
    assert all(s["games"] == 9 for s in r.standings)
    assert sum(s["wins"] for s in r.standings) == pytest.approx(12)


def test_the_greedy_bot_tops_a_choose_write_arena():
    bots = [GreedyBot(seed=1), RandomBot(seed=1, eager=True), RandomBot(seed=2, name="Plain")]
    r = run(bots, games=2, players=3, game="choose_write", seed=4)
    assert r.layout == "the Choose & Write Game Plan" and len(r.rows) == 2
    assert r.standings[0]["bot"] == "Greedy" and r.standings[0]["win_rate"] == 1.0
    assert "Choose & Write, 3 players" in str(r)


# -- failures ----------------------------------------------------------------------------------
class Raiser(RandomBot):
    def choose(self, game):
        if game.turn >= 2:
            raise RuntimeError("my bot has a bug")
        return super().choose(game)


class Sleeper(RandomBot):
    def choose(self, game):
        time.sleep(1.0)
        return super().choose(game)


class Dawdler(RandomBot):
    def choose(self, game):
        time.sleep(0.12)
        return super().choose(game)


class Illegal(RandomBot):
    def choose(self, game):
        return "move 99"


class Nothing(RandomBot):
    def choose(self, game):
        return None


class Meddler(RandomBot):
    def choose(self, game):
        game.apply(super().choose(game))
        return super().choose(game)


def _lost(r: ArenaResult, name: str, first: str = "") -> list[dict]:
    """The rows of ``name``'s games, each lost by its failing (save where the bot ``first``
    failed before it)."""
    rows = [row for row in r.rows if name in row["seats"]
            and not (first and row["seats"][row["failed_seat"]] == first)]
    for row in rows:
        seat = row["seats"].index(name)
        assert row["failed_seat"] == seat and row["failure"].startswith(name)
        assert row["ranks"][seat] == len(row["seats"]) and row["win_shares"][seat] == 0
        assert not row["void"]
    if not first:
        assert {s["bot"]: s["failures"] for s in r.standings}[name] == len(rows)
    return rows


def test_a_bot_that_raises_loses_with_the_reason():
    r = run([Raiser(name="Raiser"), *EAGER[:2]], games=2, players=3)
    rows = _lost(r, "Raiser")
    assert len(rows) == 2
    assert rows[0]["failure"] == "Raiser raised RuntimeError: my bot has a bug"
    # the others share first place; the game is counted as it stood
    assert rows[0]["win_shares"].count(0.5) == 2 and rows[0]["ranks"].count(1) == 2
    assert rows[0]["decisions"] > 0 and all(n is not None for n in rows[0]["rubies"])
    assert r.standings[-1]["bot"] == "Raiser"
    assert r.failures() == rows
    assert "2 games stopped early; first: game 0: Raiser raised" in str(r)


def test_a_slow_bot_is_stopped_at_its_time_limit():
    start = time.perf_counter()
    r = run([Sleeper(name="Sleeper"), EAGER[0]], games=2, time_limit=0.05,
            game="choose_write")
    assert time.perf_counter() - start < 1.0   # interrupted, not waited for
    rows = _lost(r, "Sleeper")
    assert rows[0]["failure"] == "Sleeper was stopped after 0.05 s on one decision"
    # the alarm is put back as it was
    assert signal.getsignal(signal.SIGALRM) == signal.SIG_DFL
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_where_a_decision_cannot_be_interrupted_it_is_measured():
    """In another thread (a Dask worker's, here a thread pool's) no alarm can cut a decision
    short: it is timed when it returns."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        r = arena([Dawdler(name="Dawdler"), EAGER[0]], games=1, time_limit=0.05,
                  game="choose_write", executor=pool, progress=False)
    (row,) = _lost(r, "Dawdler")
    assert row["failure"].startswith("Dawdler took 0.1") and row["failure"].endswith(
        "s on one decision (time limit 0.05 s)")


def test_an_illegal_action_or_no_action_loses():
    r = run([Illegal(name="Illegal"), Nothing(name="Nothing"), EAGER[0]], games=2)
    illegal = _lost(r, "Illegal", first="Nothing")
    nothing = _lost(r, "Nothing", first="Illegal")
    assert illegal[0]["failure"].startswith("Illegal returned an illegal action 'move 99' (")
    assert nothing[0]["failure"] == ("Nothing returned 'None' (NoneType), which is not an "
                                     "action: return one of game.legal_actions()")
    # two failing bots: the first to decide loses, the other wins that game
    both = [row for row in r.rows if set(row["seats"]) == {"Illegal", "Nothing"}]
    assert [row["seats"][row["failed_seat"]] for row in both] == ["Illegal", "Nothing"]


def test_a_bot_that_plays_on_the_real_game_loses():
    r = run([Meddler(name="Meddler"), EAGER[0]], games=1, game="choose_write")
    (row,) = _lost(r, "Meddler")
    assert "changed the game it was shown" in row["failure"]


def test_a_bot_whose_with_seed_fails_loses_before_the_game():
    class NoSeed(RandomBot):
        def with_seed(self, seed):
            raise ValueError("cannot")

    r = run([NoSeed(name="NoSeed"), EAGER[0]], games=1)
    (row,) = _lost(r, "NoSeed")
    assert row["failure"] == "NoSeed with_seed raised ValueError: cannot"
    assert row["decisions"] == 0 and row["rubies"] == [None, None]


# -- executors ---------------------------------------------------------------------------------
def test_a_process_pool_gives_the_serial_table_with_a_notebook_class():
    """A class defined where no worker can import it (a notebook cell; here inside the test)
    reaches a process pool whole, by cloudpickle, as it would in a notebook."""

    class Cell(RandomBot):
        def choose(self, game):
            acts = game.legal_actions()
            return acts[-1] if game.turn % 3 == 0 else super().choose(game)

    bots = [Cell(seed=5, eager=True, name="Cell"), Raiser(name="Raiser"), *EAGER[:2]]
    want = run(bots, games=2, seed=6)
    with ProcessPoolExecutor(max_workers=2) as pool:
        got = arena(bots, games=2, seed=6, executor=pool, progress=False)
    assert got.rows == want.rows and got.standings == want.standings
    assert len(got.failures()) == 6


NOTEBOOK_CELL = textwrap.dedent("""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from istanbul_nb.bots import RandomBot, arena

    class CellBot(RandomBot):   # module __main__, as a notebook cell's class
        def choose(self, game):
            acts = game.legal_actions()
            return acts[0] if len(acts) > 5 else super().choose(game)

    if __name__ == "__main__":
        bots = [CellBot(eager=True, name="Cell"), RandomBot(eager=True)]
        want = arena(bots, games=2, progress=False)
        spawn = multiprocessing.get_context("spawn")   # as macOS and Windows start workers
        with ProcessPoolExecutor(max_workers=1, mp_context=spawn) as pool:
            got = arena(bots, games=2, executor=pool, progress=False)
        print(got.rows == want.rows, [r["failure"] for r in got.rows])
""")


@pytest.mark.slow
def test_a_class_of_main_reaches_freshly_started_workers(tmp_path):
    """A class of ``__main__`` (a notebook's or a script's) which a spawned worker could not
    import by name: it travels whole."""
    script = tmp_path / "cell.py"
    script.write_text(NOTEBOOK_CELL, encoding="utf-8")
    root = str(Path(__file__).resolve().parent.parent)
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         cwd=root, env={**os.environ, "PYTHONPATH": root}, timeout=120)
    assert out.stdout.strip() == "True ['', '']", out.stderr


class Quitter(RandomBot):
    """Ends the process it runs in: the worst a student's bot can do to a worker."""

    def choose(self, game):
        os._exit(3)


def test_a_worker_that_dies_leaves_its_games_void_and_the_arena_answers():
    with ProcessPoolExecutor(max_workers=1) as pool:
        r = arena([Quitter(name="Quitter"), EAGER[0]], games=2, executor=pool,
                  progress=False)
    assert [row["void"] for row in r.rows] == [True, True]
    assert r.rows[0]["failure"].startswith("its task failed on the worker (BrokenProcessPool")
    assert r.rows[1]["seats"] == ["Eager random", "Quitter"]
    assert all(s["games"] == 0 for s in r.standings)
    assert "2 games stopped early" in str(r)


@pytest.mark.slow
def test_a_dask_cluster_gives_the_serial_table():
    distributed = pytest.importorskip("distributed")
    want = run(EAGER, games=2, seed=4)
    with distributed.LocalCluster(n_workers=1, processes=False, threads_per_worker=2,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        got = arena(EAGER, games=2, seed=4, executor=client.get_executor(), progress=False)
    assert got.rows == want.rows and got.standings == want.standings


class Unseeded:
    """A student's bot written from scratch: no name attribute, no with_seed."""

    def choose(self, game):
        return game.legal_actions()[-1]

    def explain(self, game):
        return self.choose(game), "the last one"


def test_a_bot_without_with_seed_plays_and_is_warned_about_on_an_executor():
    r = run([Unseeded(), EAGER[0]], games=2, game="choose_write")
    assert r.names == ["Unseeded", "Eager random"] and r.failures() == []
    with ThreadPoolExecutor(max_workers=1) as pool, pytest.warns(UserWarning, match="with_seed"):
        got = arena([Unseeded(), EAGER[0]], games=2, game="choose_write", executor=pool,
                    progress=False)
    assert got.rows == r.rows


# -- arguments ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("kw", "words"), [
    ({"bots": "greedy"}, "a list of at least two bots"),
    ({"bots": [RandomBot(), object()]}, "is no bot"),
    ({"bots": [RandomBot(), RandomBot()]}, "two bots are named 'Random'"),
    ({"games": 0}, "at least 1"),
    ({"games": 2.5}, "games must be a whole number"),
    ({"players": 6}, "2 to 5 players"),
    ({"players": 4}, "4 players need at least 4 bots"),
    ({"seed": "x"}, "seed must be a whole number"),
    ({"game": "chess"}, "game must be 'istanbul' or 'choose_write'"),
    ({"expansions": "mocha"}, "a list of names"),
    ({"expansions": ("pizza",)}, "these games cannot be made"),
    ({"game": "choose_write", "expansions": ("mocha",)}, "no layout, expansions"),
    ({"time_limit": 0}, "time_limit must be a number of seconds"),
    ({"time_limit": "1"}, "time_limit must be a number of seconds"),
    ({"executor": "processes"}, "concurrent.futures.Executor"),
])
def test_bad_arguments_are_refused_in_plain_words(kw, words):
    args = {"bots": EAGER, "games": 1, **kw}
    with pytest.raises(ValueError, match=words):
        arena(**args, progress=False)


def test_a_bot_a_process_cannot_receive_is_refused_before_playing():
    class Holder(RandomBot):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            self.lock = __import__("threading").Lock()

    with ThreadPoolExecutor(max_workers=1) as pool, pytest.raises(TypeError,
                                                                    match="cannot be sent"):
        arena([Holder(name="Holder"), EAGER[0]], games=1, executor=pool, progress=False)


# -- the rating and the tables -----------------------------------------------------------------
def test_bradley_terry_on_a_known_case():
    # a beat b 3 times of 4: with the drawn game each pair gets, the odds are 3.5 : 1.5
    (ra, *_), (rb, *_) = _bradley_terry([[0, 3], [1, 0]], [[0, 4], [4, 0]])
    assert ra - rb == pytest.approx(400 * math.log10(3.5 / 1.5))
    assert (ra + rb) / 2 == pytest.approx(1500)
    # equal results: equal ratings; a bot that met no one stays at 1500
    even = _bradley_terry([[0, 2, 0], [2, 0, 0], [0, 0, 0]], [[0, 4, 0], [4, 0, 0], [0, 0, 0]])
    assert [round(x[0], 6) for x in even] == [1500, 1500, 1500]
    assert even[2][1] == even[2][2] == 1500
    # more games, a narrower interval
    wide = _bradley_terry([[0, 3], [1, 0]], [[0, 4], [4, 0]])[0]
    narrow = _bradley_terry([[0, 30], [10, 0]], [[0, 40], [40, 0]])[0]
    assert narrow[2] - narrow[1] < (wide[2] - wide[1]) / 2


def test_many_bots_play_the_neighbour_scheme():
    assert tables_for(4, 2) == [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
    tables = tables_for(12, 4, limit=30)
    # strides 1 and 2 (12 tables each); stride 3 would give only 3 different tables
    assert math.comb(12, 4) > 30 and len(tables) == 24 and len(set(tables)) == 24
    assert [sum(i in t for t in tables) for i in range(12)] == [8] * 12
    assert tables[:2] == [(0, 1, 2, 3), (1, 2, 3, 4)] and tables[12] == (0, 2, 4, 6)
    assert tables_for(12, 4, limit=5) == tables[:12]   # stride 1 at least


def test_the_plot_shows_every_bot_with_its_interval():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    r = run(EAGER, games=2, seed=1)
    ax = r.plot()
    assert [t.get_text() for t in ax.get_yticklabels()] == [s["bot"] for s in r.standings][::-1]
    assert "rating" in ax.get_xlabel()
    plt.close(ax.figure)


def test_the_table_and_the_plot_speak_the_language():
    """``text(lang)``, ``_repr_html_(lang)`` and ``plot(lang=)``: the headings, the title and
    the axis in Korean, the columns still aligned (a Korean heading is two columns a
    character); the English is as before."""
    import re

    from istanbul_nb.bots.arena import HEADER_WORDS, _width

    r = run(EAGER, games=2, seed=1)
    text = r.text("ko")
    lines = text.splitlines()
    assert lines[0] == "아레나: 이스탄불, 2인, 테이블 3개 x 2게임, 시드 1"
    assert lines[1].startswith("봇") and "레이팅 95%" in lines[1]
    assert lines[5] == "맞대결(행의 봇이 열의 봇을 상대로 얻은 점수):"
    ends = [_width(line) for line in lines[1:5]]
    assert len(set(ends)) == 1                        # every row ends where the headings end
    english = [str(w) for w in HEADER_WORDS.values()] + ["Arena", "head to head"]
    assert not [e for e in english if re.search(rf"\b{re.escape(e)}\b", text)]
    assert "<th>승률</th>" in r._repr_html_("ko")
    ax = r.plot(lang="ko")
    assert ax.get_title().startswith("아레나: 이스탄불") and "레이팅" in ax.get_xlabel()
    assert str(r).splitlines()[0] == "Arena: Istanbul, 2 players, 3 tables x 2 games, seed 1"
