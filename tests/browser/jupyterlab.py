"""Steps every browser test takes in JupyterLab: open a notebook, run it, read a canvas.

Commands are started, not awaited: ``page.evaluate`` has no timeout, and a command that waits
on a dialog would hang the test, so each step ends in a ``wait_for_function`` that times out.
"""

from __future__ import annotations

import base64
import io
import time

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
