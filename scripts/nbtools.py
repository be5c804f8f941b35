"""What every notebook-writing script shares: cell makers, the metadata, and the writer.

The teaching notebooks are written from Python (``make_notebooks.py`` for 00 and 01,
``nb_02_to_06.py``, ``nb_07_play_against_bots.py``, ``nb_08_simulation_lab.py``) so their text
is reviewable, then executed in place (``make notebooks``) so GitHub shows the stored boards.
Cells whose printed text is deterministic carry ``# NBVAL_CHECK_OUTPUT``; under
``pytest --nbval-lax`` nbval compares them with the stored output.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
CHECK = "# NBVAL_CHECK_OUTPUT\n"

METADATA = {
    "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                   "name": "python3"},
    "language_info": {"name": "python"},
}


def md(text: str):
    """A markdown cell."""
    return new_markdown_cell(text.strip())


def code(text: str):
    """A code cell that only has to run."""
    return new_code_cell(text.strip())


def check(text: str):
    """A cell whose printed text is compared by nbval."""
    return new_code_cell(CHECK + text.strip())


def write(name: str, cells: list) -> Path:
    """Write ``notebooks/<name>.ipynb`` with stable cell ids (small diffs on regeneration)."""
    for i, cell in enumerate(cells):
        cell.id = f"cell-{i:02d}"
    nb = new_notebook(cells=cells, metadata=METADATA)
    nbformat.validate(nb)
    path = NOTEBOOKS / f"{name}.ipynb"
    nbformat.write(nb, path)
    return path
