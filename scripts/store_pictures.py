"""Keep a stored widget output as its picture only: drop the live widget's view from the saved
outputs of the lessons (``make notebooks`` runs this after executing them).

A widget's mime bundle holds the widget view, a short text and an SVG of the board
(``istanbul_nb.widgets.common.picture_bundle``). JupyterLab ranks the widget view above every
other type and never falls back: a saved lesson opened before it is run would show "Loading
widget..." and then "Error displaying widget: model not found" where the board should be. With
the view dropped, JupyterLab (in a trusted notebook), GitHub, nbviewer and nbconvert all draw
the stored board, and running the cell brings the live widget back.

The same step runs whenever JupyterLab saves a notebook under ``make lab`` or on Binder:
``pre_save_hook`` below, which the kit's Jupyter settings (``binder/jupyter_config``) hand to
the server. A teacher's own run of a lesson, saved and reopened the next day with a fresh
kernel, then shows its boards instead of "model not found" (the open page keeps its live
widgets; running a cell again brings them back after a reload).

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

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
SVG = "image/svg+xml"
HTML = "text/html"


def _outputs_data(nb) -> list[dict]:
    """The data of every output of every code cell (a notebook node or a plain dict)."""
    return [output.get("data", {}) for cell in nb.get("cells", [])
            if cell.get("cell_type") == "code" for output in cell.get("outputs", [])]


def strip(nb) -> int:
    """Drop every widget view that has a picture (SVG) or a static HTML form (a quiz) beside
    it; returns how many were dropped. A view with neither is left alone, so the test that
    checks pictures still sees it."""
    dropped = 0
    for data in _outputs_data(nb):
        if WIDGET_VIEW in data and (SVG in data or HTML in data):
            del data[WIDGET_VIEW]
            dropped += 1
    return dropped


def pre_save_hook(model: dict[str, Any], **_: Any) -> None:
    """Jupyter server's ``ContentsManager.pre_save_hook``: a notebook is saved with its
    widgets' pictures and without their views (``strip``), so a saved run shows its boards
    when it is reopened with a fresh kernel. Other files are saved as they are."""
    if model.get("type") == "notebook" and isinstance(model.get("content"), dict):
        strip(model["content"])


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
    for data in _outputs_data(nb):
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
