"""Steps every browser test takes in JupyterLab: open a notebook, run it, read a canvas.

Commands are started, not awaited: ``page.evaluate`` has no timeout, and a command that waits
on a dialog would hang the test, so each step ends in a ``wait_for_function`` that times out.
"""

from __future__ import annotations

import base64
import io
import time
from collections.abc import Iterable
from pathlib import Path

from PIL import Image

KERNEL_IDLE_JS = """() => {
    const nb = window.jupyterapp.shell.currentWidget;
    if (!nb || !nb.sessionContext) return false;
    const k = nb.sessionContext.session && nb.sessionContext.session.kernel;
    return !!k && k.status === 'idle' && k.connectionStatus === 'connected';
}"""

ALL_CELLS_RAN_JS = """() => {
    const nb = window.jupyterapp.shell.currentWidget;
    const k = nb.sessionContext.session && nb.sessionContext.session.kernel;
    if (!k || k.status !== 'idle') return false;
    const cells = nb.content.widgets.filter(c => c.model.type === 'code');
    return cells.length > 0 && cells.every(c => c.model.executionCount !== null);
}"""

OUTPUTS_CLEARED_JS = """() => window.jupyterapp.shell.currentWidget.content.widgets
    .every(c => c.model.type !== 'code' || c.model.executionCount === null)"""

ERROR_OUTPUT = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.error']"


def command(page, name: str) -> None:
    """Start a JupyterLab command without waiting for its promise."""
    page.evaluate(f"() => {{ window.jupyterapp.commands.execute('{name}'); }}")


def app_ready(page) -> None:
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=60_000)
    page.wait_for_function(KERNEL_IDLE_JS, timeout=60_000)


def open_and_run(page, lab, notebook: str) -> float:
    """Open ``notebook``, forget its stored outputs, run every cell; the seconds it took.

    Clearing first makes "every cell has a count" mean that it ran now. Fails on any error
    output.
    """
    page.goto(f"{lab.url}/lab/tree/{notebook}", wait_until="domcontentloaded")
    app_ready(page)
    command(page, "notebook:clear-all-cell-outputs")
    page.wait_for_function(OUTPUTS_CLEARED_JS, timeout=30_000)
    start = time.perf_counter()
    command(page, "notebook:run-all-cells")
    page.wait_for_function(ALL_CELLS_RAN_JS, timeout=90_000, polling=250)
    seconds = time.perf_counter() - start
    print(f"\n{notebook}, run all cells: {seconds:.1f} s")
    errors = page.locator(ERROR_OUTPUT)
    assert errors.count() == 0, errors.first.inner_text()
    return seconds


def canvas_pixels(page, selector: str) -> Image.Image:
    """The canvas as the learner sees it, read back with ``toDataURL``.

    ipycanvas 0.14 composites the MultiCanvas layers into this one visible canvas.
    """
    url = page.eval_on_selector(selector, "c => c.toDataURL('image/png')")
    return Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1]))).convert("RGB")


MARK_RESTORED_JS = """() => {
    window.jupyterapp.restored.then(() => { window.__labRestored = true; });
}"""

OUTPUTS_RENDERED_JS = """(path) => {
    const nb = window.jupyterapp.shell.currentWidget;
    if (!nb || !nb.context || nb.context.path !== path || !nb.context.isReady) return false;
    const cells = nb.content.widgets;
    if (cells.length === 0 || cells.length !== nb.content.model.cells.length) return false;
    const code = cells.filter(c => c.model.type === 'code');
    if (!code.every(c => c.outputArea.widgets.length === c.model.outputs.length)) return false;
    const node = nb.content.node;
    const svgs = Array.from(node.querySelectorAll('.jp-RenderedSVG'));
    const imgs = Array.from(node.querySelectorAll('.jp-OutputArea-output img'));
    return svgs.every(s => s.querySelector('img, svg')) && imgs.every(i => i.complete);
}"""


def open_lab(page, lab) -> None:
    """Load JupyterLab with an empty workspace (no notebook open); wait until it is restored."""
    page.goto(f"{lab.url}/lab?reset", wait_until="domcontentloaded")
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=60_000)
    page.evaluate(MARK_RESTORED_JS)
    page.wait_for_function("() => window.__labRestored === true", timeout=60_000)


def open_without_running(page, notebook: str) -> None:
    """Open ``notebook`` (a path under the server's root) in the loaded JupyterLab, run nothing.

    Returns once every cell and every stored output has its widget and every image in the
    outputs has loaded, so the page shows what a reader sees on opening the file.
    """
    page.evaluate("(path) => { window.jupyterapp.commands.execute('docmanager:open', {path}); }",
                  notebook)
    page.wait_for_function(OUTPUTS_RENDERED_JS, arg=notebook, timeout=60_000, polling=100)


def close_current(page) -> None:
    """Close the current document's tab (an opened, unchanged notebook closes without asking)."""
    page.evaluate("() => { window.jupyterapp.shell.currentWidget.close(); }")
    page.wait_for_function(
        "() => { const w = window.jupyterapp.shell.currentWidget; return !w || !w.context; }",
        timeout=10_000)


def wait_for_server(proc, url: str, log, seconds: float, what: str) -> None:
    """Wait until the Jupyter server at ``url`` answers ``/api/status``; fail with the end of
    its log if the process exits or does not answer within ``seconds``."""
    import urllib.error
    import urllib.request

    import pytest

    deadline = time.monotonic() + seconds
    while True:
        if proc.poll() is not None:
            pytest.fail(f"{what} exited ({proc.returncode}):\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(f"{url}/api/status", timeout=2) as resp:
                if resp.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        if time.monotonic() > deadline:
            pytest.fail(f"{what} did not start in {seconds:.0f} s:\n{log.read_text()[-3000:]}")
        time.sleep(0.3)


def write_notebook(path: Path, sources: Iterable[str]) -> None:
    """A scratch notebook of code cells (not run), on the Python 3 kernel, for a test to open."""
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(src) for src in sources]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nbformat.write(nb, path)
