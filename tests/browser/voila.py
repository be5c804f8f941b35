"""Voilà for the browser tests: serve one notebook on a free local port, as ``make app`` does.

Both Voilà tests (the Table app, a Mocha Table) start it the same way: a private Jupyter
runtime and config folder, the two JupyterLab-only extensions left out (as ``voila.json``
does), the page awaited until Voilà says it serves, and no traceback in its log at the end.
"""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

#: JupyterLab-only front ends that fail on a Voilà page (voila.json names the same).
DENYLIST = ("jupyterlab-jupytext", "@jupyterlite/pyodide-kernel-extension")


def _in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("true", "1", "yes")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _accepts(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(1)
        return s.connect_ex(("127.0.0.1", port)) == 0


@contextmanager
def serve(notebook: Path, tmp_path: Path) -> Iterator[str]:
    """Voilà serving ``notebook``; its URL. Skips without voila, except under CI=true."""
    if importlib.util.find_spec("voila") is None:
        message = "voila is not installed (pip install -e '.[test]')"
        if _in_ci():
            pytest.fail(message + " -- CI=true, so the Voilà test may not be skipped")
        pytest.skip(message)
    env = dict(os.environ)
    env.update({"JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"),
                "JUPYTER_CONFIG_DIR": str(tmp_path / "config"), "JUPYTER_PLATFORM_DIRS": "1"})
    port = _free_port()
    log = tmp_path / "voila.log"
    cmd = [sys.executable, "-m", "voila", str(notebook), "--no-browser", f"--port={port}",
           "--Voila.ip=127.0.0.1", "--Voila.port_retries=0",
           *[f"--VoilaConfiguration.extension_denylist={name}" for name in DENYLIST]]
    with log.open("w") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env,
                                cwd=tmp_path)
    try:
        # Voilà answers /api/status with a redirect, and "/" would start a kernel: wait for
        # its own line saying it serves, then for the port to take connections.
        deadline = time.monotonic() + 60
        while "is running at" not in log.read_text() or not _accepts(port):
            if proc.poll() is not None:
                pytest.fail(f"voila exited ({proc.returncode}):\n{log.read_text()[-3000:]}")
            if time.monotonic() > deadline:
                pytest.fail(f"voila did not start in 60 s:\n{log.read_text()[-3000:]}")
            time.sleep(0.3)
        yield f"http://127.0.0.1:{port}"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
    text = log.read_text()
    assert "Traceback" not in text, text[-3000:]
