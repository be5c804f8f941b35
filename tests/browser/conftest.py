"""JupyterLab and Debian's Chromium for the browser tests.

The server runs on a free localhost port with no token, with its own runtime, config, settings
and workspace folders in a temporary directory, and serves a temporary copy of the notebooks, so
a test run leaves nothing behind in the repository or the user's Jupyter set-up. Playwright's
own browser download is not used: the tests drive ``/usr/bin/chromium``.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from .jupyterlab import wait_for_server

# Debian's Chromium; ISTANBUL_NB_CHROMIUM points elsewhere (another distribution's binary).
CHROMIUM = Path(os.environ.get("ISTANBUL_NB_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync",
                 "--disable-quic"]
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

# JupyterLab user settings for a quiet, predictable page: no news or update toasts covering the
# notebook, and every cell kept in the DOM (the default windowing may detach off-screen cells).
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings":
        {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings":
        {"windowingMode": "none"},
}


def _in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("true", "1", "yes")


@pytest.fixture(scope="session")
def chromium() -> Path:
    """Debian's Chromium; skip without it, except in CI where the browser test must run."""
    if not os.access(CHROMIUM, os.X_OK):
        message = (f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium; "
                   "`make test` does it when run as root)")
        if _in_ci():
            pytest.fail(message + " -- CI=true, so the browser test may not be skipped")
        pytest.skip(message)
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        if _in_ci():
            pytest.fail("playwright is not installed (pip install -e '.[test]')")
        pytest.skip("playwright is not installed (pip install -e '.[test]')")
    return CHROMIUM


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Lab:
    url: str
    root: Path
    log: Path


@pytest.fixture
def lab(tmp_path_factory: pytest.TempPathFactory, chromium: Path) -> Iterator[Lab]:
    """A JupyterLab server over a temporary copy of the notebooks, fresh for each test.

    A server shared between tests would restore the previous test's workspace (its open
    notebooks and kernels) into the next one; a new server costs about two seconds.
    """
    base = tmp_path_factory.mktemp("lab")
    root = base / "notebooks"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    settings = base / "settings"
    for name, values in LAB_SETTINGS.items():
        path = settings / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))
    env = dict(os.environ)
    env.update({
        "JUPYTER_RUNTIME_DIR": str(base / "runtime"),
        "JUPYTER_CONFIG_DIR": str(base / "config"),
        "JUPYTERLAB_SETTINGS_DIR": str(settings),
        "JUPYTERLAB_WORKSPACES_DIR": str(base / "workspaces"),
        "JUPYTER_PLATFORM_DIRS": "1",
        "MPLBACKEND": "module://matplotlib_inline.backend_inline",
    })
    port = _free_port()
    log = base / "server.log"
    cmd = [
        sys.executable, "-m", "jupyterlab",
        "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
        "--ServerApp.open_browser=False", "--IdentityProvider.token=", "--allow-root",
        f"--ServerApp.root_dir={root}",
        # Let the test ask the running app which cells ran (window.jupyterapp).
        "--LabApp.expose_app_in_browser=True",
    ]
    with log.open("w") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env, cwd=base)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for_server(proc, url, log, 60, "JupyterLab")
        yield Lab(url=url, root=root, log=log)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


@pytest.fixture(scope="module")
def browser(chromium: Path):
    """One headless Chromium per test module. Not per session: Playwright's sync API keeps an
    asyncio loop running in the main thread while it lives, and the Table's headless tests
    that run later (they use asyncio.run, as a kernel would) must not find one."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(chromium), args=CHROMIUM_ARGS, headless=True)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture(scope="session")
def artifacts(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where screenshots go; printed so a person can look at them."""
    path = Path(os.environ.get("ISTANBUL_NB_ARTIFACTS") or tmp_path_factory.mktemp("browser"))
    path.mkdir(parents=True, exist_ok=True)
    return path
