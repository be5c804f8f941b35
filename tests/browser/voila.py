"""Voilà for the browser tests: serve one notebook on a free local port, as ``make app`` does.

Both Voilà tests (the Table app, a Mocha Table) start it the same way: a private Jupyter
runtime and config folder, the two JupyterLab-only extensions left out (as ``voila.json``
does), the page awaited until Voilà says it serves, and no traceback in its log at the end.
The Table tests (Mocha, Letters, Great Bazaar) also share the one-cell notebook they serve, the
check that a box is in view, the console watch, the screenshots and ``TablePage``: the steps
that open the Table, check its layout, and click it.
"""

from __future__ import annotations

import importlib.util
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from .jupyterlab import canvas_pixels

#: The Table's canvas and its status line in a Voilà page.
CANVAS = ".jp-OutputArea canvas"
STATUS = "[role=status]"
#: Canvas pixels per scene pixel (the Table's pixel_ratio).
K = 2
#: True once the canvas is painted (a blank canvas's data URL is short).
NOT_BLANK_JS = ("(sel) => { const c = document.querySelector(sel);"
                " return !!c && c.width > 600 && c.toDataURL().length > 20000; }")

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


def one_cell_notebook(notebook: Path, source: str) -> Path:
    """Write a notebook with one code cell (``source``) to ``notebook``; the path."""
    notebook.write_text(json.dumps({
        "cells": [{"cell_type": "code", "execution_count": None, "id": "table", "metadata": {},
                   "outputs": [], "source": source}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5}))
    return notebook


def in_view(box, what: str, width: int, height: int) -> None:
    """Assert that ``box`` (a bounding box) lies inside a ``width`` x ``height`` viewport."""
    assert box is not None, what
    assert box["x"] >= 0 and box["x"] + box["width"] <= width, (what, box)
    assert box["y"] >= 0 and box["y"] + box["height"] <= height, (what, box)


def console_problems(page) -> list[str]:
    """The list the page's console errors and page errors are appended to, from now on."""
    problems: list[str] = []

    def console(m) -> None:
        # Voilà's page asks a CDN for Font Awesome; a machine without internet refuses that
        if m.type == "error" and "ERR_NAME_NOT_RESOLVED" not in m.text:
            problems.append(m.text)

    page.on("console", console)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    return problems


def screenshots(page, artifacts: Path, prefix: str) -> Callable[[str], None]:
    """``shot(name)``: a screenshot of ``page`` to ``artifacts/<prefix>_<name>.png``, printed."""
    def shot(name: str) -> None:
        path = artifacts / f"{prefix}_{name}.png"
        page.screenshot(path=str(path))
        print(f"screenshot: {path}")

    return shot


class TablePage:
    """A board Table in a Voilà page, driven as a learner would: the status line, the canvas
    in page pixels, the buttons by their words. ``settle`` is the pause (ms) after the status
    changes, for the canvas to repaint."""

    def __init__(self, page, scene, width: int, height: int, settle: int = 400) -> None:
        self.page, self.scene = page, scene
        self.width, self.height, self.settle = width, height, settle

    def status(self) -> str:
        return self.page.locator(STATUS).inner_text()

    def status_changes(self, old: str) -> str:
        """Wait until the status line is no longer ``old``; the new one."""
        self.page.wait_for_function(
            "([sel, old]) => document.querySelector(sel).innerText !== old",
            arg=[STATUS, old], timeout=20_000)
        self.page.wait_for_timeout(self.settle)
        return self.status()

    def at(self, x: float, y: float) -> tuple[float, float]:
        """Scene pixels to the page's pixels (the page scales the canvas to its box)."""
        box = self.page.locator(CANVAS).bounding_box()
        assert box is not None
        k = box["width"] / self.scene.width
        return box["x"] + x * k, box["y"] + y * k

    def button(self, name: str):
        b = self.page.get_by_role("button", name=name, exact=True)
        b.wait_for(state="visible", timeout=20_000)
        return b

    def pixels(self) -> bytes:
        """The canvas's pixels as the learner sees them."""
        return canvas_pixels(self.page, CANVAS).tobytes()

    def in_view(self, box, what: str) -> None:
        in_view(box, what, self.width, self.height)

    def open(self, url: str) -> None:
        """Load the page; wait until the canvas is painted and Red is to act."""
        page = self.page
        page.goto(url, wait_until="domcontentloaded")
        page.wait_for_selector(CANVAS, state="visible", timeout=120_000)
        page.wait_for_function(NOT_BLANK_JS, arg=CANVAS, timeout=30_000)
        page.wait_for_function(
            "(sel) => document.querySelector(sel) && "
            "document.querySelector(sel).innerText.includes('Red to act')",
            arg=STATUS, timeout=30_000)
        page.wait_for_timeout(800)

    def check_layout(self, question: str, cell: float) -> None:
        """The whole picture is on the canvas; the board, the ``question`` and the buttons are
        in view, nothing scrolls sideways, and a place is at least ``cell`` page pixels wide."""
        page, scene = self.page, self.scene
        img = canvas_pixels(page, CANVAS)
        assert abs(img.size[0] - K * scene.width) <= 1, (img.size, scene.width)
        assert abs(img.size[1] - K * scene.height) <= 1, (img.size, scene.height)
        board = page.locator(CANVAS).bounding_box()
        self.in_view(board, "the board")
        assert board["width"] / scene.width * scene.geometry.cell >= cell, board
        self.in_view(page.get_by_text(question, exact=True).bounding_box(), "the question")
        self.in_view(page.locator(".ist-actions").bounding_box(), "the buttons")
        assert page.evaluate("() => document.documentElement.scrollWidth") <= self.width
