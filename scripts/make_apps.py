"""Write the Voilà apps, apps/*.ipynb: the app's form, in the language the page asks for.

Each app is two code cells and stores no outputs (Voilà runs it): an import, and the form made
in the language of the page's address (``?lang=ko``: Voilà gives the kernel the query string,
``app_forms.query_language`` reads it). The form shows its own title and help line from the
catalogue, so a page in Korean has no English heading. The forms live in
``istanbul_nb/widgets/app_forms.py``, so the notebooks only import and show one. Run
``python scripts/make_apps.py`` after editing the cells below; ``--check`` only compares and
exits 1 when a stored app differs from what this script writes (tests/test_app_forms.py runs it).

Serve one with ``make app`` (the Table) or ``voila apps/move_explorer.ipynb``; add
``?lang=ko`` (``zh-Hant``, ``de``) to the page's address for another language.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_notebook

APPS = Path(__file__).resolve().parent.parent / "apps"

METADATA = {
    "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                   "name": "python3"},
    "language_info": {"name": "python"},
}

#: name -> the form's class (its title and help line are the form's own, in its language)
SPECS: dict[str, str] = {
    "table": "TableApp",
    "move_explorer": "MoveExplorerApp",
    "layout_editor": "LayoutEditorApp",
}


def notebook(name: str) -> nbformat.NotebookNode:
    form = SPECS[name]
    cells = [
        new_code_cell(f"from istanbul_nb.widgets.app_forms import {form}, query_language"),
        new_code_cell(f"{form}(lang=query_language())"),
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
