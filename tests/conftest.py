"""What several test files share: staged games, canvas messages, clicks and reconnects, and a
fresh interpreter to see what an import loads.

Helpers are fixtures that return a function ("factories as fixtures"), so a test names what it
uses and no test module imports this file. The browser tests keep their own
``tests/browser/conftest.py`` (JupyterLab and Chromium).

The slow tests (``-m slow``) are the ones plain ``pytest`` and ``make test`` leave out
(pyproject's addopts say ``-m 'not slow'``; a later ``-m`` replaces it) and ``make test-all``
(CI) runs: the full bot tournaments in ``test_bots.py`` (each has a fast smoke version that stays
in the default run), every configuration of the random-game harness
(``tests/engine/test_harness.py``), the wheel build and notebook 08 under nbval. The browser
tests are marked slow too, and ``make test`` runs them in a step of their own (``-m browser``).
A notebook cell cannot carry a marker, so ``pytest_collection_modifyitems`` below marks the
notebook cells (and notebook 08's as slow); that hook runs when this file is loaded, as
``pytest tests notebooks`` (both make targets) does; a bare ``pytest notebooks`` does not load it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

# istanbul_nb and ipycanvas are imported inside the fixtures: when they fail to import, only the
# tests that use them fail, not the whole session (the notebooks and the browser tests included).
if TYPE_CHECKING:
    from istanbul_nb import Game

ROOT = Path(__file__).resolve().parent.parent

# Notebooks too slow for `make test`, with the reason (nbval collects one item per code cell).
SLOW_NOTEBOOKS = {
    "08_simulation_lab.ipynb": "simulates 1,500 random games (600 of them again on a process "
                               "pool) and 16 greedy games: about a minute",
}

# Packages the engine, the board, the bots and the static pictures must not pull in.
HEAVY = ("ipywidgets", "ipycanvas", "IPython", "matplotlib", "jupyter")


BROWSER_DIR = Path(__file__).resolve().parent / "browser"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every nbval cell ``notebook`` and those of a notebook in SLOW_NOTEBOOKS ``slow``
    (all or none of a notebook's cells must run: they share one kernel); mark the browser tests
    and everything in tests/browser ``serial``. The make targets split on these marks: the unit
    tests (``not serial``) on every core, the notebooks and the serial tests each in one process
    (a JupyterLab server or a kernel per worker would cost more than it saves)."""
    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker(pytest.mark.notebook)
            if item.path.name in SLOW_NOTEBOOKS:
                item.add_marker(pytest.mark.slow)
        if item.get_closest_marker("browser") or BROWSER_DIR in item.path.parents:
            item.add_marker(pytest.mark.serial)


def one_process(args: list[str], nbval: bool = False) -> bool:
    """Whether a run is better in one process: it names test files or test ids
    (``tests/x.py``, ``tests/x.py::test_y``), a folder of browser tests, or runs notebooks
    under nbval (a kernel per worker, and a notebook's cells share one kernel)."""
    return nbval or any("::" in a or Path(a).is_file() or
                        Path(a).resolve() == BROWSER_DIR or BROWSER_DIR in Path(a).resolve().parents
                        for a in args)


@pytest.hookimpl(tryfirst=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto`` (pyproject's addopts) runs a whole folder on every core but a run of chosen
    files or tests, the browser tests or the notebooks in one process: starting a worker costs
    about as much as a small file's tests, and a JupyterLab server or a kernel per worker more.
    ``PYTEST_XDIST_AUTO_NUM_WORKERS`` and an explicit ``-n N`` still decide."""
    nbval = bool(config.getoption("nbval", False) or config.getoption("nbval_lax", False))
    if one_process(list(config.args), nbval) and \
            not os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return 0
    return None                             # pytest-xdist's own count (the machine's cores)


@pytest.fixture
def at_action() -> Callable[..., Game]:
    """``at_action(place, players=4, seat=None, **situation)``: a staged game in the action phase
    with Red's merchant at ``place`` and no cards in Red's hand. ``seat`` adds to Red's seat,
    ``seats`` sets the others; the Governor and the Smuggler stand on 2 unless given; any other
    key goes to ``ist.stage``."""
    import istanbul_nb as ist

    def make(place: int, players: int = 4, seat: dict | None = None, **situation) -> Game:
        seats = {0: {"cards": [], "merchant": place, **(seat or {})}}
        seats.update(situation.pop("seats", {}))
        situation.setdefault("governor", 2)
        situation.setdefault("smuggler", 2)
        return ist.stage(players=players, phase="action", seats=seats, **situation)

    return make


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> list:
    """Every message the canvas manager sends to the browser (ipycanvas batches through it)."""
    from ipycanvas.canvas import _CANVAS_MANAGER

    log: list = []
    monkeypatch.setattr(_CANVAS_MANAGER, "send", lambda *a, **k: log.append((a, k)))
    return log


@pytest.fixture
def reconnect(sent: list) -> Callable[[object], None]:
    """``reconnect(widget)``: every canvas layer's front end announces itself, as when a browser
    (re)connects to a board widget; checks that each announcement repaints its layer in one
    message and that every layer is drawn."""

    def announce(widget) -> None:
        view = widget._bv.view
        sent.clear()
        for i, layer in enumerate(view.layers):
            layer._handle_frontend_event(None, {"event": "client_ready"}, [])
            assert len(sent) == i + 1
        assert set(view._drawn) == {"tiles", "pieces", "highlights"}

    return announce


@pytest.fixture
def centre() -> Callable[[object, int], tuple[float, float]]:
    """``centre(widget, place)``: where a learner clicks on a board widget (MoveExplorer,
    LayoutEditor, Table): the place's centre in the drawn scene's pixels."""

    def at(widget, place: int) -> tuple[float, float]:
        return widget._bv.view.scene.geometry.centre(place)

    return at


@pytest.fixture
def heavy_imports() -> Callable[..., list[str]]:
    """``heavy_imports(code, also=())``: run ``code`` in a fresh interpreter (in the repository)
    and return the modules it loaded from the HEAVY packages (and ``also``), sorted; a package
    counts by the start of its top-level name, so ``jupyter_client`` is ``jupyter``."""

    def run(code: str, also: tuple[str, ...] = ()) -> list[str]:
        check = (
            f"{code}\n"
            "import sys as _sys\n"
            f"print('\\n'.join(sorted(m for m in _sys.modules "
            f"if m.split('.')[0].startswith({HEAVY + tuple(also)!r}))))\n"
        )
        out = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True,
                             cwd=ROOT)
        assert out.returncode == 0, f"the code failed:\n{code}\n{out.stderr[-2000:]}"
        return [line for line in out.stdout.splitlines() if line]

    return run
