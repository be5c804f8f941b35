"""The stored notebooks: paired with their lesson sources, executed, and showing their boards.

Each lesson is a pair (``jupytext.toml``): ``notebooks/NN_*.ipynb`` with its stored outputs and
``lessons/NN_*.py``, the same cells in jupytext's percent format. nbval (``pytest --nbval-lax
notebooks``) runs the notebooks; these checks cover what running does not: that each committed
notebook has the cells of its source, that its stored outputs are there (so GitHub and nbviewer
show the boards as pictures) and that 00's map and the "Next:" links follow the lessons present.
"""

from __future__ import annotations

import re
from pathlib import Path

import jupytext
import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted(p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
LESSONS = sorted(p.stem for p in (ROOT / "lessons").glob("[0-9][0-9]_*.py"))
#: The same in every lesson. Offline, JupyterLite cannot load numpy and Pillow (ipycanvas needs
#: them for a live board) nor matplotlib: a cell that imports one then says so in one sentence
#: and the run goes on (issue 20; tests/browser/test_lite.py runs it).
FIRST_CELL = """\
# In a browser-only JupyterLite site, first install the kit into the browser's Python.
import sys
if sys.platform == "emscripten":
    %pip install -q istanbul_nb
    from istanbul_nb.widgets.offline import explain_missing_live_boards

    explain_missing_live_boards()  # offline, a live board says why in one sentence"""


def _stored(name: str):
    return nbformat.read(ROOT / "notebooks" / f"{name}.ipynb", as_version=4)


def _source(name: str):
    return jupytext.read(ROOT / "lessons" / f"{name}.py", fmt="py:percent")


def _title(nb) -> str:
    first = next(c for c in nb.cells if c.cell_type == "markdown")
    return next(line[2:].strip() for line in first.source.splitlines() if line.startswith("# "))


def _cells(nb) -> list[tuple]:
    return [(c.cell_type, c.source, c.metadata.get("tags", [])) for c in nb.cells]


def test_every_notebook_has_a_lesson_source():
    assert NOTEBOOKS == LESSONS, "run `make notebooks` (or `jupytext --sync`) to pair them"


@pytest.mark.parametrize("name", LESSONS)
def test_the_stored_notebook_matches_its_source(name):
    """Same cells, same order, same text and tags: an edit on either side was synced."""
    assert _cells(_stored(name)) == _cells(_source(name)), (
        f"notebooks/{name}.ipynb and lessons/{name}.py differ: run `make notebooks`")


@pytest.mark.parametrize("name", LESSONS)
def test_the_first_code_cell_installs_the_kit_in_a_browser_only_site(name):
    """JupyterLite's kernel starts without the kit; a normal kernel skips the install."""
    first = next(c for c in _source(name).cells if c.cell_type == "code")
    assert first.source == FIRST_CELL


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_every_code_cell_ran_in_order_without_errors(name):
    """A stale or half-run notebook would show learners old or missing pictures."""
    nb = _stored(name)
    counts = [c.execution_count for c in nb.cells if c.cell_type == "code"]
    assert counts == list(range(1, len(counts) + 1))
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert all(o.output_type != "error" for o in cell.outputs), cell.source


@pytest.mark.parametrize(("name", "boards"), [("00_start_here", 1),
                                              ("01_board_and_layouts", 12)])
def test_boards_are_stored_as_svg(name, boards):
    nb = _stored(name)
    svgs = [o.data["image/svg+xml"] for c in nb.cells if c.cell_type == "code"
            for o in c.outputs if "image/svg+xml" in o.get("data", {})]
    assert len(svgs) >= boards
    assert all('id="place-7"' in s for s in svgs)


def test_reconstructed_facts_are_labelled_where_shown():
    nb = _stored("01_board_and_layouts")
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    assert text.count("**reconstructed**") >= 3  # Chinese names, Letters layout, typical trips


def _map(nb) -> str:
    return next(c.source for c in nb.cells
                if c.cell_type == "markdown" and c.source.startswith("## The notebooks"))


def test_the_map_in_00_lists_every_lesson_in_order_with_its_title():
    """A lesson added to the kit must show in 00's map (run `make notebooks`)."""
    wanted = [f"[{_title(_source(name))}]({name}.ipynb)" for name in LESSONS
              if name != "00_start_here"]
    for nb in (_source("00_start_here"), _stored("00_start_here")):
        listed = re.findall(r"^\| (\[[^\]]*\]\([^)]*\)) \|", _map(nb), re.M)
        assert listed == wanted, "00's map is stale: run `make notebooks`"


def test_every_row_of_the_map_says_what_its_lesson_teaches():
    rows = re.findall(r"^\| \[.*\|(.*)\|$", _map(_source("00_start_here")), re.M)
    assert rows and all(what.strip() for what in rows), (
        "write what the lesson teaches in its row of the map in lessons/00_start_here.py")


@pytest.mark.parametrize("name", LESSONS)
def test_next_links_point_to_the_following_lesson(name):
    position = LESSONS.index(name)
    lines = [line for c in _source(name).cells if c.cell_type == "markdown"
             for line in c.source.splitlines() if line.startswith("Next:")]
    if position + 1 == len(LESSONS):
        return
    following = LESSONS[position + 1]
    for line in lines:
        assert f"[{_title(_source(following))}]({following}.ipynb)" in line, (
            f"{line!r} should link {following}: run `make notebooks`")
