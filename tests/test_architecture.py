"""The layering promise of DESIGN.md, and that the package ships what it needs.

The rules core and the board must run in plain Python (bots, scripts, JupyterLite), so importing
them may not pull in Jupyter, widgets or plotting. The layouts live at the repository's top and
reach the wheel only through hatch's force-include, so a wheel is built and used outside the repo.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = ("ipywidgets", "ipycanvas", "IPython", "matplotlib", "jupyter")

CORE = ["istanbul_nb", "istanbul_nb.places", "istanbul_nb.layouts", "istanbul_nb.board",
        "istanbul_nb.analysis"]


def _present(module: str) -> bool:
    """True when ``module`` exists in this checkout (the engine is being written alongside)."""
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def _heavy_modules_after_importing(modules: list[str], extra: str = "") -> list[str]:
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}:\n"
        "    importlib.import_module(m)\n"
        f"{extra}\n"
        f"bad = sorted(m for m in sys.modules if m.split('.')[0].startswith({FORBIDDEN!r}))\n"
        "print('\\n'.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, f"importing {modules} failed:\n{out.stderr[-2000:]}"
    return [line for line in out.stdout.splitlines() if line]


def test_core_imports_no_jupyter_widgets_or_plotting():
    # The engine and the bots are written alongside; check each as soon as it exists.
    modules = CORE + [m for m in ("istanbul_nb.engine", "istanbul_nb.bots") if _present(m)]
    assert _heavy_modules_after_importing(modules) == []


def test_answering_board_questions_imports_nothing_heavy():
    extra = (
        "import istanbul_nb as ist\n"
        "b = ist.Board('short-paths').with_barrier(7, 2)\n"
        "b.moves(7); b.reachable(7, 'move-3-4'); ist.analysis.barrier_impact(b)\n"
        "ist.layouts.random_layout('great-bazaar', seed=1)\n"
    )
    assert _heavy_modules_after_importing(["istanbul_nb"], extra) == []


@pytest.mark.skipif(not _present("istanbul_nb.render.svg"),
                    reason="istanbul_nb.render.svg is not written yet")
def test_static_svg_imports_no_jupyter_widgets_or_plotting():
    # A Board shows itself as SVG in nbviewer and on GitHub; drawing it must stay light.
    extra = (
        "import istanbul_nb as ist\n"
        "ist.Board('short-paths')._repr_svg_()\n"
    )
    assert _heavy_modules_after_importing(["istanbul_nb"], extra) == []


def test_the_widgets_are_only_imported_when_asked_for():
    code = "import sys, istanbul_nb; print('istanbul_nb.widgets' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert out.stdout.strip() == "False"


@pytest.mark.slow
def test_a_built_wheel_ships_the_layouts_and_works_outside_the_repo(tmp_path):
    """Build the wheel, install it into a plain folder, and load every layout from there."""
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(ROOT)],
        check=True, cwd=tmp_path, capture_output=True,
    )
    (wheel,) = wheels.glob("istanbul_nb-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for path in sorted((ROOT / "layouts").glob("*.json")):
        assert f"istanbul_nb/data/layouts/{path.name}" in names
    for path in sorted((ROOT / "istanbul_nb").rglob("*.json")):
        assert path.relative_to(ROOT).as_posix() in names

    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target),
         str(wheel)],
        check=True, capture_output=True,
    )
    code = (
        "import json, istanbul_nb as ist\n"
        "print(json.dumps({'file': ist.__file__, 'names': ist.layouts.names(),\n"
        "                  'moves': sorted(ist.Board('short-paths').moves(7))}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=tmp_path, env={"PYTHONPATH": str(target)})
    got = json.loads(out.stdout)
    assert got["file"].startswith(str(target))
    assert got["names"] == sorted(p.stem for p in (ROOT / "layouts").glob("*.json"))
    assert got["moves"] == [1, 2, 3, 4, 5, 6, 9, 11, 12, 14]
