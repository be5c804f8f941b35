"""The test loop itself: plain ``pytest`` is the fast unit run, a run of chosen files stays in
one process, and ``make test-all``'s three pytest runs (unit tests on every core, notebooks,
serial browser tests) select every test exactly once, so splitting the run loses nothing."""

from __future__ import annotations

import importlib.util
import itertools
import re
import shlex
import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest
from _pytest.mark.expression import Expression

ROOT = Path(__file__).resolve().parent.parent


def _conftest():
    """tests/conftest.py under a name of its own (no test module imports it as ``conftest``)."""
    spec = importlib.util.spec_from_file_location("_loop_conftest", ROOT / "tests" / "conftest.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _recipe(target: str) -> list[str]:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    block = re.search(rf"^{re.escape(target)}:.*\n((?:\t.*\n)+)", text, re.M)
    assert block, f"no {target} target"
    return block.group(1).splitlines()


def _marks(line: str) -> str:
    """The -m expression of a recipe line (the last one wins, as on pytest's command line)."""
    words = shlex.split(line.replace("$(", "").replace(")", " "))
    found = [words[i + 1] for i, w in enumerate(words[:-1]) if w == "-m"]
    assert found, line
    return found[-1]


def test_chosen_files_browser_tests_and_notebooks_run_in_one_process_folders_on_every_core():
    conftest = _conftest()
    tests = ROOT / "tests"
    assert conftest.one_process([str(tests / "conftest.py")])
    assert conftest.one_process([str(tests), str(tests / "test_quiz.py") + "::test_x"])
    assert conftest.one_process([str(tests / "browser")])
    assert conftest.one_process([str(tests), str(ROOT / "notebooks")], nbval=True)
    assert not conftest.one_process([str(tests), str(ROOT / "notebooks")])
    assert not conftest.one_process([str(tests / "engine")])


def test_notebook_cells_and_browser_tests_get_the_marks_the_make_targets_split_on():
    conftest = _conftest()

    def item(path: Path, *marks: str):
        got: list[str] = []
        return SimpleNamespace(path=path, got=got, add_marker=lambda m: got.append(m.name),
                               get_closest_marker=lambda name: name if name in marks else None)

    nb = item(ROOT / "notebooks" / "08_simulation_lab.ipynb")
    other_nb = item(ROOT / "notebooks" / "01_board_and_layouts.ipynb")
    lite = item(ROOT / "tests" / "browser" / "test_lite.py", "slow")
    quiz = item(ROOT / "tests" / "test_quiz_browser.py", "browser", "slow")
    unit = item(ROOT / "tests" / "test_quiz.py")
    conftest.pytest_collection_modifyitems(None, [nb, other_nb, lite, quiz, unit])
    assert nb.got == ["notebook", "slow"] and other_nb.got == ["notebook"]
    assert lite.got == ["serial"] and quiz.got == ["serial"] and unit.got == []


def test_make_test_all_runs_every_test_once():
    """The unit run collects no notebook (no --nbval), the notebook run only notebooks' cells
    matter to it, and every mark set a test can have is selected by exactly one run."""
    lines = [line for line in _recipe("test-all") if "$(PYTEST)" in line]
    assert len(lines) == 3, lines
    unit, notebooks, serial = (Expression.compile(_marks(line)) for line in lines)
    assert "$(NBVAL)" in lines[1] and "-n 0" in lines[1] and "-n 0" in lines[2]
    names = ("slow", "browser", "serial", "notebook")
    for bits in itertools.product((False, True), repeat=len(names)):
        marks = {n for n, b in zip(names, bits, strict=True) if b}
        if "notebook" in marks and ({"serial", "browser"} & marks):
            continue                              # a notebook cell is never a browser test

        def has(name: str, **_kw: object) -> bool:
            return name in marks                  # noqa: B023 (evaluated at once, below)

        if "notebook" in marks:
            chosen = [notebooks.evaluate(has)]
        else:
            chosen = [unit.evaluate(has), serial.evaluate(has)]
        assert chosen.count(True) == 1, (marks, chosen)


def test_plain_pytest_leaves_the_slow_tests_out_on_every_core():
    opts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    words = shlex.split(opts["tool"]["pytest"]["ini_options"]["addopts"])
    assert _marks(" ".join(shlex.quote(w) for w in words)) == "not slow"
    assert words[words.index("-n") + 1] == "auto"
    # a notebook's cells must share one kernel: with --dist load, `pytest notebooks/06_...ipynb
    # --nbval-lax` (which does not load tests/conftest.py) ran them on two workers and 21 of
    # its 25 cells failed
    assert words[words.index("--dist") + 1] == "loadfile"
    make_test = [line for line in _recipe("test") if "$(PYTEST)" in line]
    assert "-m" not in shlex.split(make_test[0].replace("$(", "").replace(")", " "))


@pytest.mark.parametrize("target", ["test", "test-all"])
def test_each_part_of_a_make_run_says_how_long_it_took(target):
    steps = _recipe(target)
    assert steps and all(step.lstrip("\t@").startswith("$(call timed,") for step in steps)
    assert any("lint" in step for step in steps)


def test_mypy_checks_the_bench_and_the_scripts_too():
    """`make lint` runs a bare ``mypy``: what it checks is pyproject's ``files``."""
    files = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert {"istanbul_nb", "bench", "scripts"} <= set(files["files"])
