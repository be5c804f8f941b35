"""Issue 8: a notebook shows its stored boards when opened, and `make lab` opens 00_start_here.

JupyterLab draws an ``image/svg+xml`` output only in a trusted notebook. In an untrusted one it
shows the output's text instead: ``<IPython.core.display.SVG object>``, or ``Board('short-paths')``
in 00. A notebook is trusted once this machine has signed it, so ``make lab`` (and Binder's
``binder/postBuild``) sign the shipped notebooks first, with ``make trust``.

The browser test does the same to the server's copy of the notebooks, then opens every notebook
without running it and compares the boards drawn with the SVG outputs stored in its file (read
now, since the notebooks are regenerated). The signing key and the list of trusted notebooks go to
a Jupyter data folder of the test's own: a signature depends only on a notebook's content, so
signing the copies in the user's folder would also trust the repository's notebooks there.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .jupyterlab import close_current, open_lab, open_without_running, wait_for_server

REPO = Path(__file__).resolve().parents[2]
START_HERE = "notebooks/00_start_here.ipynb"
# `make -o STAMP`: never install from inside a test, even when pyproject.toml is newer.
STAMP = ".venv/.installed-stamp"
PLACEHOLDER = "<IPython.core.display.SVG object>"

# Per output: does it show an SVG picture? JupyterLab draws image/svg+xml as an <img> with a data
# URL (.jp-RenderedSVG); an inline <svg> (an HTML output) counts too. Marks the first one so the
# test can photograph it.
BOARDS_JS = """() => {
    const nb = window.jupyterapp.shell.currentWidget;
    const outputs = Array.from(nb.content.node.querySelectorAll('.jp-OutputArea-output'));
    const drawn = o => Array.from(o.querySelectorAll('img')).some(i =>
            i.src.startsWith('data:image/svg+xml') && i.complete && i.naturalWidth > 0
            && i.getBoundingClientRect().width > 50)
        || Array.from(o.querySelectorAll('svg')).some(s => s.getBoundingClientRect().width > 50);
    const boards = outputs.filter(drawn);
    if (boards.length) boards[0].setAttribute('data-test', 'stored-board');
    return {
        boards: boards.length,
        texts: outputs.map(o => o.innerText.trim()),
        trusted: nb.content.widgets.filter(c => c.model.type === 'code')
            .every(c => c.model.trusted),
    };
}"""

SETTLED_JS = f"""([want, placeholder, standIns]) => {{
    const seen = ({BOARDS_JS})();
    return seen.boards >= want
        || seen.texts.some(t => t.includes(placeholder) || standIns.includes(t));
}}"""


def stored_boards(path: Path) -> tuple[int, set[str]]:
    """The outputs stored in a notebook that hold an SVG picture, and the texts stored beside
    them (what JupyterLab shows instead of a picture it will not draw). An ``image/svg+xml``
    output counts, and so does an HTML output with SVG pictures inside (a review's graph and
    boards, lesson 15): JupyterLab draws both, once per output."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    count, texts = 0, set()
    for cell in nb["cells"]:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            html = data.get("text/html", "")
            html = "".join(html) if isinstance(html, list) else html
            if "image/svg+xml" in data or "data:image/svg+xml" in html or "<svg" in html:
                count += 1
                plain = data.get("text/plain", "")
                texts.add(("".join(plain) if isinstance(plain, list) else plain).strip())
    texts.discard("")
    return count, texts


def make(*args: str, **popen) -> subprocess.Popen:
    """Start ``make`` in the repository with this interpreter's bin folder as the Makefile's BIN.

    The environment of a surrounding ``make test`` (MAKEFLAGS and the like) is left out.
    """
    if shutil.which("make") is None:
        pytest.fail("make is missing: the kit's commands need it (see the README, 'Start')")
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    env.update(popen.pop("env", {}))
    cmd = ["make", "--no-print-directory", "-o", STAMP, f"BIN={Path(sys.executable).parent}",
           *args]
    return subprocess.Popen(cmd, cwd=REPO, env=env, text=True, **popen)


@pytest.fixture(autouse=True)
def jupyter_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A Jupyter data folder of the test's own, for the signing key and the trusted list.

    Autouse, so it is in the environment before the ``lab`` fixture starts its server.
    """
    path = tmp_path / "jupyter-data"
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(path))
    return path


@pytest.mark.browser
@pytest.mark.slow
def test_stored_boards_show_without_running(lab, browser, artifacts):
    notebooks = sorted(p.name for p in lab.root.glob("[0-9][0-9]_*.ipynb"))
    assert Path(START_HERE).name in notebooks, notebooks
    stored = {name: stored_boards(lab.root / name) for name in notebooks}
    assert sum(count for count, _ in stored.values()) > 0, "no stored SVG output at all"

    # What `make lab` runs first, on the server's copies (the Makefile's own glob).
    trust = make("trust", f"SHIPPED_NOTEBOOKS={lab.root}/[0-9][0-9]_*.ipynb",
                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out, _ = trust.communicate(timeout=120)
    assert trust.returncode == 0, out
    # A fresh data folder: every notebook is signed now, none was trusted before.
    assert out.count("Signing notebook") == len(notebooks), out

    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    problems: list[str] = []
    try:
        start = time.perf_counter()
        open_lab(page, lab)
        print(f"\nJupyterLab loaded: {time.perf_counter() - start:.1f} s")
        for name in notebooks:
            want, stand_ins = stored[name]
            start = time.perf_counter()
            open_without_running(page, name)
            try:  # the last pictures may still be decoding; a stand-in text ends the wait
                page.wait_for_function(SETTLED_JS, arg=[want, PLACEHOLDER, sorted(stand_ins)],
                                       timeout=10_000)
            except PlaywrightTimeout:
                pass
            seen = page.evaluate(BOARDS_JS)
            print(f"{name}: {want} SVG outputs stored, {seen['boards']} boards shown"
                  f" ({time.perf_counter() - start:.1f} s)")
            if seen["boards"] != want:
                problems.append(f"{name}: {want} SVG outputs stored but {seen['boards']} boards"
                                f" shown (notebook trusted: {seen['trusted']})")
            shown_instead = sorted({t for t in seen["texts"] if PLACEHOLDER in t or t in stand_ins})
            if shown_instead:
                problems.append(f"{name}: text shown instead of a picture: {shown_instead}")
            shot = artifacts / f"stored_{Path(name).stem}.png"
            board = page.locator("[data-test=stored-board]")
            if board.count():
                board.first.scroll_into_view_if_needed()
                board.first.screenshot(path=str(shot))
            else:
                page.screenshot(path=str(shot))
            close_current(page)
        print(f"screenshots: {artifacts}/stored_*.png")
    finally:
        context.close()
    assert problems == [], "\n".join(problems)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.slow
def test_make_lab_opens_start_here_with_the_repository_as_root(tmp_path):
    """`make lab` as a remote user meets it: no browser, every link goes to 00_start_here."""
    port = _free_port()
    log = tmp_path / "make-lab.log"
    args = (f"--no-browser --ServerApp.ip=127.0.0.1 --ServerApp.port={port}"
            " --ServerApp.port_retries=0 --IdentityProvider.token=")
    env = {"JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"),
           "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
           "JUPYTERLAB_SETTINGS_DIR": str(tmp_path / "settings"),
           "JUPYTERLAB_WORKSPACES_DIR": str(tmp_path / "workspaces")}
    url = f"http://127.0.0.1:{port}"
    with log.open("w") as out:
        # Its own process group, so make, its shell and JupyterLab stop together.
        proc = make("lab", f"LAB_ARGS={args}", env=env, stdout=out, stderr=subprocess.STDOUT,
                    start_new_session=True)
    no_redirect = urllib.request.build_opener(NoRedirect)
    try:
        wait_for_server(proc, url, log, 90, "make lab")
        with pytest.raises(urllib.error.HTTPError) as redirect:
            no_redirect.open(f"{url}/", timeout=10)
        assert redirect.value.code == 302
        location = urllib.parse.urlsplit(redirect.value.headers["Location"])
        assert location.path.endswith(f"/lab/tree/{START_HERE}"), location
        with urllib.request.urlopen(f"{url}/api/contents/", timeout=10) as resp:
            top = {item["name"] for item in json.load(resp)["content"]}
        assert {"layouts", "notebooks", "istanbul_nb", "README.md"} <= top, top
        text = log.read_text()
        assert "Signing notebook" in text or "Notebook already signed" in text, text[-3000:]
        assert f"/lab/tree/{START_HERE}" in text  # the printed links, for a remote browser
        # The kit's settings (issue 20): no "Jupyter news" toast over the Table's buttons.
        plugin = "@jupyterlab/apputils-extension:notification"
        with urllib.request.urlopen(f"{url}/lab/api/settings/{plugin}", timeout=30) as resp:
            news = json.load(resp)["schema"]["properties"]["fetchNews"]
        assert news["default"] == "false", news
    finally:
        # make stops at once; JupyterLab takes a moment to shut down: wait for the whole group.
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=20)
        deadline = time.monotonic() + 20
        try:
            while time.monotonic() < deadline:
                os.killpg(proc.pid, 0)
                time.sleep(0.2)
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


class NoRedirect(urllib.request.HTTPRedirectHandler):
    """Report a redirect as an HTTPError instead of following it."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None
