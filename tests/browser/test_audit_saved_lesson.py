"""Issue 20: a lesson a teacher runs and saves in JupyterLab still shows its boards when reopened.

A live widget's output holds ipywidgets' view beside the board's SVG. JupyterLab ranks the view
first and never falls back: reopened with a fresh kernel, the saved copy said "Error displaying
widget: model not found" where each board was. The kit, installed, is a Jupyter server
extension (``istanbul_nb/saved_pictures.py``, enabled by the config its wheel puts in the
environment's etc/jupyter) whose pre-save hook saves such an output as its picture only; the
server here also reads the kit's JupyterLab settings (``binder/jupyter_config``), as under
``make lab``.

The test does what the teacher does: runs lesson 00 in JupyterLab, saves it, stops the kernel
(the next day), reloads the page, reopens the notebook and looks for its boards. The server has
a Jupyter data folder of its own: saving signs the notebook with the key kept there.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from .jupyterlab import KERNEL_IDLE_JS, command, open_and_run, open_lab, open_without_running
from .test_stored_pictures import BOARDS_JS

REPO = Path(__file__).resolve().parents[2]
KIT_CONFIG = REPO / "binder" / "jupyter_config"
LESSON = "00_start_here.ipynb"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
SVG = "image/svg+xml"

SAVED_JS = """(path) => {
    const nb = window.jupyterapp.shell.currentWidget;
    return !!nb && nb.context.path === path && !nb.context.model.dirty;
}"""

LIVE_WIDGETS_JS = """() => window.jupyterapp.shell.currentWidget.content.node
    .querySelectorAll('.jp-OutputArea-output canvas').length"""


@pytest.fixture(autouse=True)
def kit_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The server reads the kit's Jupyter settings (as under ``make lab``) and signs with a
    key of its own. Autouse, so both are in the environment before ``lab`` starts it."""
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(KIT_CONFIG))
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter-data"))


def _outputs(path: Path) -> list[dict]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return [o.get("data", {}) for c in nb["cells"] for o in c.get("outputs", [])]


@pytest.mark.browser
@pytest.mark.slow
def test_a_run_and_saved_lesson_shows_its_boards_when_reopened(lab, browser, artifacts):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        open_and_run(page, lab, LESSON)
        page.wait_for_function(f"() => ({LIVE_WIDGETS_JS})() > 0", timeout=30_000)
        command(page, "docmanager:save")
        page.wait_for_function(SAVED_JS, arg=LESSON, timeout=30_000)

        saved = _outputs(lab.root / LESSON)
        pictures = sum(SVG in data for data in saved)
        assert pictures > 0, "the run stored no picture at all"
        views = [data.get("text/plain", "") for data in saved
                 if WIDGET_VIEW in data and SVG in data]
        assert views == [], f"saved with widget views beside their pictures: {views}"

        # The next day: the kernel is gone, the page is new, the notebook is opened again.
        page.evaluate("async () => { await window.jupyterapp.serviceManager.sessions"
                      ".shutdownAll(); }")
        open_lab(page, lab)
        open_without_running(page, LESSON)
        page.wait_for_function(KERNEL_IDLE_JS, timeout=60_000)
        # The widget manager gives up on a missing model after about two seconds.
        deadline = time.monotonic() + 10
        while True:
            seen = page.evaluate(BOARDS_JS)
            if seen["boards"] >= pictures or time.monotonic() > deadline:
                break
            page.wait_for_timeout(500)
        page.screenshot(path=str(artifacts / "saved_lesson_reopened.png"), full_page=True)
        errors = sorted({t for t in seen["texts"]
                         if "model not found" in t or "Loading widget" in t})
        assert errors == [], errors
        assert seen["trusted"], "the saved run is not trusted: JupyterLab hides its SVG"
        assert seen["boards"] == pictures, (seen["boards"], pictures)
    finally:
        context.close()


@pytest.mark.browser
@pytest.mark.slow
def test_the_kit_settings_switch_off_the_news_toast(lab):
    """JupyterLab's "get notified about Jupyter news?" toast covered the Table's buttons under
    ``make lab``: the kit's settings make "never fetch news" the default (the tests' own user
    settings, ``conftest.LAB_SETTINGS``, say it too, so the schema default is what is read)."""
    import urllib.request

    plugin = "@jupyterlab/apputils-extension:notification"
    with urllib.request.urlopen(f"{lab.url}/lab/api/settings/{plugin}", timeout=30) as resp:
        schema = json.load(resp)["schema"]["properties"]
    assert schema["fetchNews"]["default"] == "false", schema["fetchNews"]
    assert schema["checkForUpdates"]["default"] is False, schema["checkForUpdates"]
