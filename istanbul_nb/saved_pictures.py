"""A notebook saved with its pictures, not its live widgets' views.

A widget's output holds the widget view, a short text and an SVG of what it shows (or, for a
"Check yourself" quiz, a static HTML form). JupyterLab ranks the widget view above every other
type and never falls back: a saved run reopened with a fresh kernel shows "Error displaying
widget: model not found" where the board was. ``strip`` drops each view that has a picture or
static form beside it, so JupyterLab, GitHub, nbviewer and nbconvert draw that instead, and
running the cell brings the live widget back.

Two places use it: ``make notebooks`` (``scripts/store_pictures.py``) for the shipped lessons,
and the Jupyter server whenever a notebook is saved (``pre_save_hook``). The kit is a Jupyter
server extension for that: installing it puts
``etc/jupyter/jupyter_server_config.d/istanbul_nb.json`` into the environment, which enables
the extension, and the extension registers the hook. So a teacher's own saved copy keeps its
pictures in any JupyterLab the kit is installed into (``make lab``, Binder, a school
JupyterHub), not only under the kit's own settings. Pure Python on plain dicts: no Jupyter
import here.
"""

from __future__ import annotations

from typing import Any

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
SVG = "image/svg+xml"
HTML = "text/html"


def outputs_data(nb: Any) -> list[dict]:
    """The data of every output of every code cell (a notebook node or a plain dict)."""
    return [output.get("data", {}) for cell in nb.get("cells", [])
            if cell.get("cell_type") == "code" for output in cell.get("outputs", [])]


def strip(nb: Any) -> int:
    """Drop every widget view that has a picture (SVG) or a static HTML form (a quiz) beside
    it; returns how many were dropped. A view with neither is left alone, so the test that
    checks pictures still sees it."""
    dropped = 0
    for data in outputs_data(nb):
        if WIDGET_VIEW in data and (SVG in data or HTML in data):
            del data[WIDGET_VIEW]
            dropped += 1
    return dropped


def pre_save_hook(model: dict[str, Any], **_: Any) -> None:
    """A Jupyter ``ContentsManager`` pre-save hook: a notebook is saved with its widgets'
    pictures and without their views (``strip``). Other files are saved as they are."""
    if model.get("type") == "notebook" and isinstance(model.get("content"), dict):
        strip(model["content"])


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """Register ``pre_save_hook`` with the server's contents manager, and put it in the
    server's config too: an extension loaded after this one may replace the contents manager
    with a new one built from that config (jupytext's does). A hook the user configured is
    kept; the kit's then runs through the registration only."""
    manager = serverapp.contents_manager
    register = getattr(manager, "register_pre_save_hook", None)
    if register is not None:
        register(pre_save_hook)
    section = serverapp.config.ContentsManager
    if "pre_save_hook" not in section:
        section.pre_save_hook = pre_save_hook
    serverapp.log.info("istanbul_nb: notebooks are saved with pictures, not widget views")


__all__ = ["HTML", "SVG", "WIDGET_VIEW", "pre_save_hook", "strip"]
