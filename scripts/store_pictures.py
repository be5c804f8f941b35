"""Keep a stored widget output as its picture only: drop the live widget's view from the saved
outputs of the lessons (``make notebooks`` runs this after executing them).

A widget's mime bundle holds the widget view, a short text and an SVG of the board
(``istanbul_nb.widgets.common.picture_bundle``). JupyterLab ranks the widget view above every
other type and never falls back: a saved lesson opened before it is run would show "Loading
widget..." and then "Error displaying widget: model not found" where the board should be. With
the view dropped, JupyterLab (in a trusted notebook), GitHub, nbviewer and nbconvert all draw
the stored board, and running the cell brings the live widget back.

The same step runs whenever JupyterLab saves a notebook in an environment the kit is installed
in: the kit is a Jupyter server extension that registers ``pre_save_hook``
(``istanbul_nb/saved_pictures.py``, where ``strip`` lives). A
teacher's own run of a lesson, saved and reopened the next day with a fresh kernel, then shows
its boards instead of "model not found" (the open page keeps its live widgets; running a cell
again brings them back after a reload).

The JupyterLite site trusts no notebook, so JupyterLab there draws no stored SVG before a
cell runs. ``add_html_pictures`` gives each stored picture a second form that an untrusted
notebook draws, an HTML ``<img>`` with the SVG as a data URL; ``scripts/build_lite.py`` applies
it to the site's copies of the lessons only (see the README, "Where a class meets the kit").

Usage: ``python scripts/store_pictures.py notebooks/*.ipynb``
"""

from __future__ import annotations

import base64
import html
import sys
from pathlib import Path
from typing import Any

import nbformat

from istanbul_nb.saved_pictures import HTML, SVG, WIDGET_VIEW, outputs_data, pre_save_hook, strip

__all__ = ["WIDGET_VIEW", "add_html_pictures", "html_picture", "pre_save_hook", "strip"]


def _text(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def html_picture(svg: str, alt: str) -> str:
    """An ``<img>`` showing ``svg`` from a data URL: JupyterLab's HTML sanitizer keeps it, so
    an untrusted notebook draws it (an inline ``<svg>`` would be stripped)."""
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return (f'<img src="data:image/svg+xml;base64,{data}" alt="{html.escape(alt[:200])}" '
            'style="max-width: 100%; height: auto;"/>')


def add_html_pictures(nb) -> int:
    """Give every stored SVG without an HTML form an ``<img>`` twin (``html_picture``);
    returns how many were added. For copies that nothing trusts (the JupyterLite site)."""
    added = 0
    for data in outputs_data(nb):
        if SVG in data and HTML not in data:
            data[HTML] = html_picture(_text(data[SVG]), _text(data.get("text/plain", "a board")))
            added += 1
    return added


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
