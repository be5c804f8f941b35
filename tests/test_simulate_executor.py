"""``simulate(..., executor=...)``: games played on a process pool or a Dask cluster give the very
table a serial run gives (every game's seed comes from the run's seed and the game's number, the
bots travel by value and the rows come back in game order), the progress bar ticks as games
finish, and what cannot work is refused in plain words."""

from __future__ import annotations

import importlib
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

from istanbul_nb.bots import GreedyBot, RandomBot, simulate

# the module, which the package's ``simulate`` function hides
simulate_module = importlib.import_module("istanbul_nb.bots.simulate")

EAGER = [RandomBot(eager=True), RandomBot(), RandomBot(eager=True, name="Other")]


def serial(bots, n, **kw):
    return simulate(bots, n, progress=False, **kw)


def same(a, b) -> None:
    assert a.rows == b.rows
    assert (a.games, a.players, a.layout, a.seed, a.seats) == (
        b.games, b.players, b.layout, b.seed, b.seats)


def test_a_process_pool_gives_the_serial_table():
    want = serial(EAGER, 12, seed=5)
    with ProcessPoolExecutor(max_workers=2) as pool:
        got = simulate(EAGER, 12, seed=5, progress=False, executor=pool)
    same(got, want)
    assert [r["game"] for r in got.rows] == sorted(r["game"] for r in got.rows)
    assert got.replay(7).to_json() == want.replay(7).to_json()


def test_a_process_pool_with_the_greedy_bot_and_fixed_seats():
    bots = [GreedyBot(seed=3), RandomBot(eager=True)]
    want = serial(bots, 2, seed=2, seats="fixed", layout="long-paths")
    with ProcessPoolExecutor(max_workers=2) as pool:
        got = simulate(bots, 2, seed=2, seats="fixed", layout="long-paths", progress=False,
                       executor=pool)
    same(got, want)


def test_many_games_per_task_keep_their_order(monkeypatch):
    monkeypatch.setattr(simulate_module, "MAX_TASKS", 3)  # 10 games -> tasks of 4, 4 and 2
    assert [len(b) for b in simulate_module._batches(10)] == [4, 4, 2]
    with ThreadPoolExecutor(max_workers=3) as pool:
        got = simulate(EAGER, 10, seed=1, progress=False, executor=pool)
    same(got, serial(EAGER, 10, seed=1))


def test_any_executor_will_do_and_zero_games_are_fine():
    with ThreadPoolExecutor(max_workers=2) as pool:
        same(simulate(EAGER, 4, seed=9, progress=False, executor=pool), serial(EAGER, 4, seed=9))
        assert simulate(EAGER, 0, progress=False, executor=pool).rows == []


class Ticks:
    """A progress bar that remembers its updates."""

    def __init__(self, total: int, desc: str) -> None:
        self.total, self.updates, self.closed = total, [], False

    def update(self, k: int = 1) -> None:
        self.updates.append(k)

    def close(self) -> None:
        self.closed = True


def test_the_progress_bar_ticks_as_games_finish(monkeypatch):
    bars: list[Ticks] = []
    monkeypatch.setattr(simulate_module, "_progress",
                        lambda total, desc: bars.append(Ticks(total, desc)) or bars[-1])
    with ProcessPoolExecutor(max_workers=2) as pool:
        simulate(EAGER, 6, seed=1, executor=pool)
    (bar,) = bars
    assert bar.total == 6 and bar.updates == [1] * 6 and bar.closed


def test_a_bad_executor_is_a_clear_type_error():
    with pytest.raises(TypeError, match="concurrent.futures.Executor.*not str"):
        simulate(EAGER, 2, executor="processes")
    with pytest.raises(TypeError, match="not type"):
        simulate(EAGER, 2, executor=ProcessPoolExecutor)  # the class, not a pool

    class DaskClientLike:
        def get_executor(self):
            return None

    with pytest.raises(TypeError, match=r"client\.get_executor\(\)"):
        simulate(EAGER, 2, executor=DaskClientLike())


def test_a_bot_a_process_pool_cannot_send_is_refused_before_playing():
    class LocalBot(RandomBot):  # a class inside a function cannot be pickled
        pass

    with ProcessPoolExecutor(max_workers=1) as pool, pytest.raises(
            TypeError, match="cannot be pickled.*top level of a module"):
        simulate([LocalBot(), RandomBot()], 2, executor=pool, progress=False)


class Stubborn:
    """A bot without with_seed whose choice depends on what it played before."""

    name = "Stubborn"

    def __init__(self) -> None:
        self.inner = RandomBot(seed=1, eager=True)

    def choose(self, game):
        return self.inner.choose(game)

    def explain(self, game):
        return self.inner.explain(game)


def test_a_bot_without_with_seed_is_warned_about():
    with ThreadPoolExecutor(max_workers=1) as pool, pytest.warns(UserWarning, match="with_seed"):
        simulate([Stubborn(), RandomBot()], 1, executor=pool, progress=False)


class Broken(RandomBot):
    def choose(self, game):
        raise RuntimeError("this bot gives up")


def test_a_failing_game_stops_the_run_with_its_error():
    with ThreadPoolExecutor(max_workers=2) as pool, pytest.raises(RuntimeError,
                                                                    match="gives up"):
        simulate([Broken(), RandomBot()], 4, executor=pool, progress=False)


@pytest.mark.slow
def test_a_dask_cluster_gives_the_serial_table():
    distributed = pytest.importorskip("distributed")
    want = serial(EAGER, 8, seed=11)
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        got = simulate(EAGER, 8, seed=11, progress=False, executor=client.get_executor())
    same(got, want)


def test_tqdm_disable_leaves_no_progress_bar(monkeypatch, capsys):
    """``make notebooks`` sets TQDM_DISABLE so no bar is stored frozen in a lesson; tqdm's own
    notebook bar would ignore it, so simulate() asks first."""
    sim = simulate_module

    def no_bar(total, desc):
        raise AssertionError("a progress bar was made although TQDM_DISABLE is set")

    monkeypatch.setattr(sim, "_progress", no_bar)
    monkeypatch.setenv("TQDM_DISABLE", "1")
    sim.simulate(RandomBot(seed=1, eager=True), 2, players=2, seed=1)
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == ""
