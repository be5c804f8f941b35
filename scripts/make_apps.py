"""Write the Voilà apps, apps/*.ipynb: a one-line title and help, then the app's form.

Each app is three cells and stores no outputs (Voilà runs it). The forms live in
``istanbul_nb/widgets/app_forms.py``, so the notebooks only import and show one. Run
``python scripts/make_apps.py`` after editing the cells below; ``--check`` only compares and
exits 1 when a stored app differs from what this script writes (tests/test_app_forms.py runs it).

Serve one with ``make app`` (the Table) or ``voila apps/move_explorer.ipynb``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

APPS = Path(__file__).resolve().parent.parent / "apps"

METADATA = {
    "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                   "name": "python3"},
    "language_info": {"name": "python"},
}

#: name -> (title and help line, the form's class, its arguments)
SPECS: dict[str, tuple[str, str, str]] = {
    "table": (
        "# Istanbul: play at the Table\n"
        "Choose the players and press **Start**; then click a lit place to move your merchant.",
        "TableApp", ""),
    "move_explorer": (
        "# Istanbul: where can a merchant go?\n"
        "Choose a board and press **Start**; then click a place to see where it leads.",
        "MoveExplorerApp", ""),
    "layout_editor": (
        "# Istanbul: design a layout\n"
        "Choose where to start and press **Start**; then click two places to swap them.",
        "LayoutEditorApp", ""),
}


def notebook(name: str) -> nbformat.NotebookNode:
    title, form, args = SPECS[name]
    cells = [
        new_markdown_cell(title),
        new_code_cell(f"from istanbul_nb.widgets.app_forms import {form}"),
        new_code_cell(f"{form}({args})"),
    ]
    for i, cell in enumerate(cells):
        cell.id = f"cell-{i:02d}"  # stable ids: a rewrite changes nothing
    nb = new_notebook(cells=cells, metadata=METADATA)
    nbformat.validate(nb)
    return nb


def text(name: str) -> str:
    return nbformat.writes(notebook(name)) + "\n"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    APPS.mkdir(exist_ok=True)
    for name in SPECS:
        path = APPS / f"{name}.ipynb"
        want = text(name)
        if path.exists() and path.read_text("utf-8") == want:
            continue
        if check:
            stale.append(path.name)
        else:
            path.write_text(want, "utf-8")
            print(f"wrote {path.relative_to(APPS.parent)}")
    if stale:
        print("out of date (run python scripts/make_apps.py): " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
