"""Keep a stored widget output as its picture only: drop the live widget's view from the saved
outputs of the lessons (``make notebooks`` runs this after executing them).

A widget's mime bundle holds the widget view, a short text and an SVG of the board
(``istanbul_nb.widgets.common.picture_bundle``). JupyterLab ranks the widget view above every
other type and never falls back: a saved lesson opened before it is run would show "Loading
widget..." and then "Error displaying widget: model not found" where the board should be. With
the view dropped, JupyterLab (in a trusted notebook), GitHub, nbviewer and nbconvert all draw
the stored board, and running the cell brings the live widget back.

Usage: ``python scripts/store_pictures.py notebooks/*.ipynb``
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def strip(nb) -> int:
    """Drop every widget view that has a picture beside it; returns how many were dropped.
    A view without a picture is left alone, so the test that checks pictures still sees it."""
    dropped = 0
    for cell in nb.cells:
        for output in cell.get("outputs", []) if cell.cell_type == "code" else []:
            data = output.get("data", {})
            if WIDGET_VIEW in data and "image/svg+xml" in data:
                del data[WIDGET_VIEW]
                dropped += 1
    return dropped


def main(paths: list[str]) -> int:
    for name in paths:
        path = Path(name)
        nb = nbformat.read(path, as_version=4)
        dropped = strip(nb)
        if dropped:
            nbformat.write(nb, path)
            print(f"{path.name}: {dropped} widget output(s) stored as pictures")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
