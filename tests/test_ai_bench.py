"""``bench/ai_bench.py`` (``make bench-ai``) answers its options: a goal's line with the figure,
the interval and the verdict, the greedy baseline in the same seat, a bad setting refused.
A smoke test of the script at a tiny budget: the figures themselves are the benchmark's."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench" / "ai_bench.py"


@pytest.fixture(scope="module")
def ai_bench():
    spec = importlib.util.spec_from_file_location("ai_bench_under_test", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module     # its dataclasses look their module up while made
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop(spec.name, None)


def test_a_goal_line_names_the_budget_figure_interval_and_verdict(ai_bench, capsys):
    assert ai_bench.main(["--only", "montecarlo", "--games", "1", "--set", "iterations=2"]) == 0
    out = capsys.readouterr().out
    assert "2 iterations a decision" in out.splitlines()[0]
    line = out.splitlines()[1]
    assert line.startswith("2p base vs Monte Carlo at 2 iterations: ")
    assert "of 1 games" in line and "[95% " in line and line.endswith("met (goal >= 60%)")


def test_the_baseline_plays_greedy_in_the_search_bots_seat(ai_bench, capsys):
    assert ai_bench.main(["--only", "montecarlo", "--games", "1", "--baseline"]) == 0
    line = capsys.readouterr().out.splitlines()[1]
    assert line.startswith("baseline, greedy in the search bot's seat: 2p base vs Monte Carlo:")
    assert line.endswith("(no goal)")


def test_one_family_is_played_alone(ai_bench, capsys):
    assert ai_bench.main(["--only", "families", "--family", "caravan leader 3p", "--games", "1",
                          "--set", "iterations=2"]) == 0
    lines = capsys.readouterr().out.splitlines()[1:]
    assert len(lines) == 1 and lines[0].startswith("family caravan leader 3p vs greedy")


@pytest.mark.parametrize("bad", [["--set", "clock=sundial"], ["--set", "width=0"],
                                 ["--games", "0"], ["--set", "nonsense=1"],
                                 ["--family", "chess"]])
def test_bad_options_are_refused(ai_bench, bad, capsys):
    with pytest.raises(SystemExit) as e:
        ai_bench.main(["--only", "greedy4", *bad])
    assert e.value.code == 2 and "error" in capsys.readouterr().err
