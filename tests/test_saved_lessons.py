"""Saved lessons show pictures (issue 9): what GitHub, nbviewer and nbconvert make of them.

A stored widget output must carry the board as ``image/svg+xml`` beside the widget view, and
``jupyter nbconvert --to html`` (what nbviewer and Jupyter Book use) must show that picture, not
a ``children=(...`` dump of the widget or a progress bar frozen at 0%. nbconvert skips a widget
view whose state the notebook does not store, so the lessons store none
(``store_widget_state=False``; see ``istanbul_nb.widgets.common.picture_bundle``).

The first tests read the stored notebooks (``make notebooks`` writes them); the slow one
executes two lessons into a temporary folder and checks the fresh copies the same way, so the
rules are proven on what the code makes today.
"""

from __future__ import annotations

import base64
import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "notebooks"
NOTEBOOKS = sorted(LESSONS.glob("[0-9][0-9]_*.ipynb"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
SVG = "image/svg+xml"
#: tqdm's text bar ("games:   0%|          | 0/600 [00:00<?, ?game/s]"), frozen when saved.
PROGRESS = re.compile(r"\d+%\||\|\s*\d+/\d+\s*\[")


def _text(value) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


#: The short text a kit widget gives as text/plain ("Table(4 players, ...)").
WIDGET_TEXT = re.compile(r"^(Table|MoveExplorer|LayoutEditor)\(")


def widget_outputs(nb) -> list[dict]:
    """The data of every output of a widget: one that holds a widget view, or the short text of
    one of the kit's widgets (``make notebooks`` stores those as pictures only; see
    scripts/store_pictures.py)."""
    return [data for cell in nb.cells if cell.cell_type == "code"
            for output in cell.get("outputs", [])
            if WIDGET_VIEW in (data := output.get("data", {}))
            or WIDGET_TEXT.match(_text(data.get("text/plain", "")))]


def stored_problems(nb, stored: bool = True) -> list[str]:
    """What is wrong with the outputs: a widget without its picture, a dump of one, and, in a
    stored lesson (``stored``), a widget view kept beside the picture."""
    problems = []
    if WIDGET_STATE in (nb.metadata.get("widgets") or {}):
        problems.append("the notebook stores widget state: nbconvert would rebuild the widgets "
                        "(a canvas keeps no pixels) instead of showing their pictures")
    for data in widget_outputs(nb):
        text = _text(data.get("text/plain", ""))
        if stored and WIDGET_VIEW in data:
            problems.append(f"a stored widget view: JupyterLab shows 'Loading widget...' there "
                            f"instead of the picture (scripts/store_pictures.py): {text[:60]!r}")
        if SVG not in data:
            problems.append(f"a widget output without {SVG}: {text[:80]!r}")
            continue
        try:
            root = ET.fromstring(_text(data[SVG]))
        except ET.ParseError as exc:
            problems.append(f"the picture of {text[:60]!r} is not XML: {exc}")
            continue
        if root.tag != "{http://www.w3.org/2000/svg}svg":
            problems.append(f"the picture of {text[:60]!r} is not SVG: {root.tag}")
        if "children=(" in text:
            problems.append(f"a widget dump as text: {text[:80]!r}")
    return problems


def html_pictures(html: str) -> list[str]:
    """The SVG texts nbconvert's HTML shows as pictures (its lab template writes each as an
    ``<img>`` with a base64 data URL in a ``jp-RenderedSVG`` box; an inline one counts too)."""
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(html, features="html.parser")
    out = []
    for box in soup.select("div.jp-RenderedSVG"):
        for img in box.select("img"):
            src = str(img.get("src", ""))
            if src.startswith("data:image/svg+xml;base64,"):
                out.append(base64.b64decode(src.split(",", 1)[1]).decode("utf-8"))
        out.extend(str(svg) for svg in box.select("svg"))
    return out


def html_problems(nb) -> list[str]:
    """What nbconvert's HTML of ``nb`` shows that it should not, or misses."""
    from nbconvert import HTMLExporter

    html, _ = HTMLExporter().from_notebook_node(nb)
    problems = []
    if "children=(" in html:
        at = html.index("children=(")
        problems.append(f"a widget dump in the HTML: ...{html[at - 60:at + 40]!r}...")
    frozen = PROGRESS.search(html)
    if frozen:
        problems.append(f"a frozen progress bar in the HTML: "
                        f"{html[frozen.start() - 40:frozen.end() + 20]!r}")
    if f'<script type="{WIDGET_VIEW}">' in html:
        problems.append("the HTML embeds a widget view (it needs stored widget state and "
                        "shows an empty canvas)")
    shown = html_pictures(html)
    for svg_text in shown:
        if not svg_text.lstrip().startswith("<svg"):
            problems.append(f"a picture that is not SVG: {svg_text[:60]!r}")
    # every stored picture, a widget's or not (a lesson may store a widget's picture without
    # its view, which JupyterLab then draws too)
    for data in (output.get("data", {}) for cell in nb.cells if cell.cell_type == "code"
                 for output in cell.get("outputs", [])):
        if SVG in data and _text(data[SVG]) not in shown:
            problems.append(f"the picture of {_text(data.get('text/plain', ''))[:60]!r} is "
                            "not in the HTML")
    return problems


def _store_pictures():
    """scripts/store_pictures.py, the step of ``make notebooks`` that keeps the pictures only."""
    spec = importlib.util.spec_from_file_location("store_pictures",
                                                  ROOT / "scripts" / "store_pictures.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_storing_keeps_the_picture_and_drops_only_the_view():
    nb = nbformat.v4.new_notebook()
    view = {"version_major": 2, "version_minor": 0, "model_id": "abc"}
    nb.cells = [nbformat.v4.new_code_cell("t", outputs=[
        nbformat.v4.new_output("display_data", data={
            "text/plain": "Table(2 players, layout 'short-paths', round 1, Red to act)",
            SVG: "<svg xmlns='http://www.w3.org/2000/svg'/>", WIDGET_VIEW: view}),
        nbformat.v4.new_output("display_data", data={"text/plain": "HBox()", WIDGET_VIEW: view}),
    ])]
    assert _store_pictures().strip(nb) == 1
    first, second = (o["data"] for o in nb.cells[0].outputs)
    assert set(first) == {"text/plain", SVG} and WIDGET_VIEW in second


def test_a_quiz_keeps_its_static_html_and_drops_its_view():
    """A 'Check yourself' quiz has no SVG but a static HTML form (question and folded answer):
    a saved run shows that form, not 'model not found'."""
    nb = nbformat.v4.new_notebook()
    view = {"version_major": 2, "version_minor": 0, "model_id": "q"}
    nb.cells = [nbformat.v4.new_code_cell("q", outputs=[
        nbformat.v4.new_output("display_data", data={
            "text/plain": "Check yourself: ...", "text/html": "<p>Check yourself</p>",
            WIDGET_VIEW: view})])]
    assert _store_pictures().strip(nb) == 1
    assert WIDGET_VIEW not in nb.cells[0].outputs[0]["data"]


def test_the_pre_save_hook_saves_a_run_with_pictures_not_views():
    """Issue 20: JupyterLab's save under the kit's settings (binder/jupyter_config) passes the
    notebook as a plain dict; the hook drops the view beside a picture and nothing else."""
    view = {"version_major": 2, "version_minor": 0, "model_id": "abc"}
    content = {"cells": [
        {"cell_type": "markdown", "source": "x", "metadata": {}},
        {"cell_type": "code", "source": "t", "metadata": {}, "outputs": [
            {"output_type": "display_data", "metadata": {}, "data": {
                "text/plain": "MoveExplorer(...)", SVG: "<svg/>", WIDGET_VIEW: dict(view)}},
            {"output_type": "display_data", "metadata": {}, "data": {
                "text/plain": "HBox()", WIDGET_VIEW: dict(view)}}]}]}
    model = {"type": "notebook", "content": content}
    _store_pictures().pre_save_hook(model=model, path="a.ipynb", contents_manager=None)
    first, second = (o["data"] for o in content["cells"][1]["outputs"])
    assert set(first) == {"text/plain", SVG} and WIDGET_VIEW in second
    text = {"type": "file", "content": "{}"}
    _store_pictures().pre_save_hook(model=text, path="a.txt", contents_manager=None)
    assert text == {"type": "file", "content": "{}"}


@pytest.mark.filterwarnings("ignore:Overriding existing pre_save_hook")  # jupyter_server's own
def test_the_kit_is_a_server_extension_that_saves_pictures(tmp_path: Path):
    """Installing the kit enables its server extension (the config file the wheel puts in
    etc/jupyter), and the extension makes the server's own save keep pictures, not views: a
    teacher's copy in any JupyterLab the kit is installed in reopens with its boards."""
    import json
    import logging
    import types

    from jupyter_server.services.contents.filemanager import FileContentsManager

    import istanbul_nb
    from istanbul_nb import saved_pictures

    shipped = ROOT / "jupyter-config" / "jupyter_server_config.d" / "istanbul_nb.json"
    enabled = json.loads(shipped.read_text(encoding="utf-8"))
    assert enabled == {"ServerApp": {"jpserver_extensions": {"istanbul_nb": True}}}
    installed = Path(sys.prefix) / "etc" / "jupyter" / "jupyter_server_config.d" / shipped.name
    assert installed.is_file(), "pip install the kit again: its server config is missing"
    assert istanbul_nb._jupyter_server_extension_points() == [
        {"module": "istanbul_nb.saved_pictures"}]

    from traitlets.config import Config

    manager = FileContentsManager(root_dir=str(tmp_path))
    app = types.SimpleNamespace(contents_manager=manager, log=logging.getLogger("test"),
                                config=Config())
    saved_pictures._load_jupyter_server_extension(app)
    # the server's manager, and one an extension loaded later builds from the config (jupytext)
    later = FileContentsManager(root_dir=str(tmp_path), config=app.config)
    for i, m in enumerate((manager, later)):
        nb = nbformat.v4.new_notebook()
        view = {"version_major": 2, "version_minor": 0, "model_id": "abc"}
        nb.cells = [nbformat.v4.new_code_cell("t", outputs=[nbformat.v4.new_output(
            "display_data", data={"text/plain": "Table()", SVG: "<svg/>", WIDGET_VIEW: view})])]
        m.save({"type": "notebook", "content": nb}, f"run{i}.ipynb")
        back = nbformat.read(tmp_path / f"run{i}.ipynb", as_version=4)
        assert set(back.cells[0].outputs[0]["data"]) == {"text/plain", SVG}


def test_html_pictures_are_the_stored_svg_as_a_data_url():
    """The form an untrusted notebook draws (the JupyterLite site's copies): an <img> whose
    data URL decodes to the stored SVG, added once, beside the SVG, and only where one is."""
    svg = "<svg xmlns='http://www.w3.org/2000/svg' width='10'><text>é &amp; \"</text></svg>"
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("t", outputs=[
        nbformat.v4.new_output("display_data", data={"text/plain": 'Board("x")', SVG: svg}),
        nbformat.v4.new_output("display_data", data={"text/plain": "3"})])]
    store = _store_pictures()
    assert store.add_html_pictures(nb) == 1
    assert store.add_html_pictures(nb) == 0
    data = nb.cells[0].outputs[0]["data"]
    assert data[SVG] == svg and "text/html" not in nb.cells[0].outputs[1]["data"]
    shown = html_pictures(f'<div class="jp-RenderedSVG">{data["text/html"]}</div>')
    assert shown == [svg]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_stored_widget_output_carries_its_picture(path: Path):
    nb = nbformat.read(path, as_version=4)
    assert stored_problems(nb) == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_nbconvert_html_shows_pictures_not_widget_dumps(path: Path):
    nb = nbformat.read(path, as_version=4)
    assert html_problems(nb) == []


def test_the_checks_catch_what_they_are_for():
    """A notebook as ipywidgets alone would store it: a dump, no picture, a frozen bar."""
    nb = nbformat.v4.new_notebook()
    view = {"version_major": 2, "version_minor": 0, "model_id": "abc"}
    nb.cells = [nbformat.v4.new_code_cell("w", outputs=[
        nbformat.v4.new_output("execute_result", execution_count=1, data={
            "text/plain": "VBox(children=(HTML(value='<style>'),))", WIDGET_VIEW: view}),
        nbformat.v4.new_output("display_data", data={
            "text/plain": "games:   0%|          | 0/600 [00:00<?, ?game/s]",
            WIDGET_VIEW: dict(view, model_id="def")}),
    ])]
    assert len(stored_problems(nb, stored=False)) == 2
    # stored as a lesson, each also keeps a widget view JupyterLab would show instead
    assert sum("stored widget view" in p for p in stored_problems(nb)) == 2
    found = html_problems(nb)
    assert any("widget dump" in p for p in found) and any("progress" in p for p in found)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["01_board_and_layouts", "07_play_against_bots"])
def test_a_freshly_executed_lesson_shows_pictures(name: str, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch):
    """What ``make notebooks`` stores: executed with TQDM_DISABLE=1, no widget state."""
    from nbclient import NotebookClient

    path = LESSONS / f"{name}.ipynb"
    if not path.exists():
        pytest.skip(f"{path.name} is not in notebooks/")
    monkeypatch.setenv("TQDM_DISABLE", "1")
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3", store_widget_state=False,
                   record_timing=False,
                   resources={"metadata": {"path": str(LESSONS)}}).execute()
    nbformat.write(nb, tmp_path / path.name)
    fresh = nbformat.read(tmp_path / path.name, as_version=4)
    assert widget_outputs(fresh), f"{name} shows no widget: pick a lesson that does"
    assert stored_problems(fresh, stored=False) == []
    assert _store_pictures().strip(fresh) == len(widget_outputs(fresh))
    assert stored_problems(fresh) == []
    assert html_problems(fresh) == []
