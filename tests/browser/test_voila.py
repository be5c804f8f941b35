"""A real browser: Voilà serves the Table app (apps/table.ipynb) and a learner plays a move.

The page shows the form and no code, no error and no stream output; Start with the form's
defaults paints the board at 1280x800 with the board and the question in view; a click on a
lit place moves Red's merchant (the status line and the picture change). Voilà runs on a free
localhost port with the same options as ``make app``; its runtime files go to a temporary
folder. Screenshots of the form and of the table go to the artifacts folder (printed).
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from istanbul_nb.render.scene import Geometry
from istanbul_nb.render.themes import theme
from istanbul_nb.widgets import Table
from istanbul_nb.widgets.app_forms import TableSettings

from .jupyterlab import canvas_pixels
from .voila import serve

pytestmark = [pytest.mark.browser, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "apps" / "table.ipynb"
# As in the Makefile's `app` target: two JupyterLab-only extensions fail on a Voilà page.
WIDTH, HEIGHT = 1280, 800
CANVAS = ".jp-OutputArea canvas"
STATUS = "[role=status]"
# Canvas pixels per board pixel (the Table's pixel_ratio).
K = 2
NOT_BLANK_JS = ("(sel) => { const c = document.querySelector(sel);"
                " return !!c && c.width > 600 && c.toDataURL().length > 20000; }")


@pytest.fixture
def voila(tmp_path: Path, chromium: Path) -> Iterator[str]:
    """Voilà serving the Table app on a free port; its URL."""
    with serve(APP, tmp_path) as url:
        yield url


def _share(img: Image.Image, rect, colour: str, tolerance: int = 30) -> float:
    """The fraction of a rectangle's pixels (board pixels, read at ``K`` canvas pixels each)
    within ``tolerance`` of ``colour``."""
    x, y, w, h = (int(v * K) for v in rect)
    part = np.asarray(img.crop((x, y, x + w, y + h)), dtype=np.int16)
    rgb = np.array([int(colour[i:i + 2], 16) for i in (1, 3, 5)], dtype=np.int16)
    return float((np.abs(part - rgb).sum(axis=2) <= tolerance).mean())


def _lit_places(img: Image.Image, geo: Geometry, colour: str) -> list[int]:
    places = [n for row in geo.rows for n in row]
    return sorted(n for n in places if _share(img, geo.place_rect(n), colour) > 0.04)


def _painted(img: Image.Image) -> float:
    """The share of pixels that are not the picture's most common colour (its background)."""
    a = np.asarray(img).reshape(-1, 3)
    colours, counts = np.unique(a, axis=0, return_counts=True)
    background = colours[counts.argmax()]
    return float((np.abs(a.astype(np.int16) - background).sum(axis=1) > 30).mean())


def test_the_table_app_in_voila(voila, browser, artifacts):
    page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
    problems: list[str] = []

    def console(m) -> None:
        # Voilà's page asks a CDN for Font Awesome; a machine without internet refuses that,
        # which is no fault of the app. Anything else logged as an error is.
        if m.type == "error" and m.location.get("url", "").startswith(voila):
            problems.append(m.text)
        elif m.type == "error" and "ERR_NAME_NOT_RESOLVED" not in m.text:
            problems.append(m.text)

    page.on("console", console)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    settings = TableSettings()  # the form's defaults
    game = settings.game()  # the game Start sets up, for its question and Red's moves
    # the picture Start's Table draws (as wide as its canvas will be on the screen), for its
    # size and the places' rectangles
    scene = Table(settings.game(), auto_play=False)._bv.view.scene
    geo = scene.geometry
    assert (scene.width, scene.height) == (geo.width, geo.height)  # no side boxes, no footer
    light = theme("light")
    try:
        started = time.perf_counter()
        page.goto(voila, wait_until="domcontentloaded")
        start = page.get_by_role("button", name="Start")
        start.wait_for(state="visible", timeout=90_000)
        print(f"\nVoilà: the form is shown {time.perf_counter() - started:.1f} s after the "
              "request")
        page.wait_for_timeout(500)
        # the app shows no code, no traceback and no stream output (warnings, prints)
        text = page.locator("body").inner_text()
        assert "import" not in text and "TableApp" not in text, text[:500]
        assert "Traceback" not in text and "Error" not in text
        assert "app_forms import" not in page.content()  # the sources are stripped, not hidden
        for selector in (".jp-CodeCell .jp-InputArea", ".jp-CodeMirrorEditor", ".cm-editor"):
            visible = [e for e in page.locator(selector).all() if e.is_visible()]
            assert visible == [], f"{selector} is shown"
        for mime in ("application/vnd.jupyter.stderr", "application/vnd.jupyter.stdout",
                     "application/vnd.jupyter.error"):
            assert page.locator(f"[data-mime-type='{mime}']").count() == 0, mime
        assert page.get_by_text("Istanbul: play at the Table").is_visible()
        assert page.get_by_text("Seats").is_visible()
        form_shot = artifacts / "voila_form.png"
        page.screenshot(path=str(form_shot))
        print(f"screenshot: {form_shot}")

        # Start with the defaults: the board is painted and in view with the question
        clicked = time.perf_counter()
        start.click()
        page.wait_for_selector(CANVAS, state="visible", timeout=30_000)
        page.wait_for_function(NOT_BLANK_JS, arg=CANVAS, timeout=30_000)
        status = page.locator(STATUS)
        status.wait_for(state="visible", timeout=30_000)
        page.wait_for_function(
            "(sel) => document.querySelector(sel).innerText.includes('Red to act')",
            arg=STATUS, timeout=30_000)
        page.wait_for_timeout(700)
        print(f"Start -> board painted: {time.perf_counter() - clicked:.1f} s")
        before = canvas_pixels(page, CANVAS)
        assert before.size == (math.ceil(K * scene.width), math.ceil(K * scene.height))
        assert _painted(before) > 0.3, "the board canvas is (nearly) blank"
        board = page.locator(CANVAS).bounding_box()
        assert board is not None
        assert board["y"] >= 0 and board["y"] + board["height"] <= HEIGHT, board
        assert board["x"] >= 0 and board["x"] + board["width"] <= WIDTH, board
        question = page.get_by_text(game.question(), exact=True)
        assert question.is_visible() and question.bounding_box()["y"] < HEIGHT
        assert page.evaluate("() => document.documentElement.scrollWidth") <= WIDTH
        assert not start.is_visible()  # the form folded into its summary line
        assert page.get_by_role("button", name="Change settings").is_visible()

        # the lit places are where the engine says Red's merchant may go
        moves = sorted(a.place for a in game.legal_actions() if a.kind == "move" and a.place)
        assert moves, game.legal_actions()
        assert _lit_places(before, geo, light.highlight) == moves
        status_before = status.inner_text()
        assert "Turn 1" in status_before and "Red to act" in status_before

        # click a lit place as a learner would: the merchant moves, the turn goes on
        target = moves[0]
        scale = board["width"] / geo.width  # board pixels to CSS pixels: the page scales it
        cx, cy = geo.centre(target)
        clicked = time.perf_counter()
        page.mouse.click(board["x"] + cx * scale, board["y"] + cy * scale)
        page.wait_for_function("([sel, old]) => document.querySelector(sel).innerText !== old",
                               arg=[STATUS, status_before], timeout=20_000)
        print(f"click on place {target} -> status changed: "
              f"{time.perf_counter() - clicked:.1f} s")
        page.wait_for_timeout(700)
        status_after = status.inner_text()
        assert "moving the merchant" not in status_after, status_after
        assert "Red to act" in status_after  # Red's turn goes on: the assistant, the place
        after = canvas_pixels(page, CANVAS)
        assert np.asarray(after).tobytes() != np.asarray(before).tobytes()
        assert _lit_places(after, geo, light.highlight) != moves
        assert "Red" in page.locator("body").inner_text()

        table_shot = artifacts / "voila_table.png"
        page.screenshot(path=str(table_shot))
        print(f"screenshot: {table_shot}")
    finally:
        page.close()

    assert problems == [], "browser console errors:\n" + "\n".join(problems)


def test_the_table_app_starts_in_the_page_language(voila, browser, artifacts):
    """``?lang=ko`` in the page's address (Voilà hands the kernel its query string): the form
    and the Table it starts speak Korean; no English word of the form's catalogue is seen."""
    from istanbul_nb.i18n import tr
    from istanbul_nb.widgets.app_forms import TableApp

    page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
    try:
        page.goto(f"{voila}/?lang=ko", wait_until="domcontentloaded")
        start = page.get_by_role("button", name=tr(TableApp.start_label, "ko"))
        start.wait_for(state="visible", timeout=90_000)
        assert page.get_by_text(tr(TableApp.title, "ko")).is_visible()
        text = page.locator("body").inner_text()
        for english in ("Players", "Expansions", "Seats", "Istanbul: play at the Table"):
            assert english not in text, english
        shot = artifacts / "voila_form_ko.png"
        page.screenshot(path=str(shot))
        print(f"screenshot: {shot}")
        start.click()
        page.wait_for_selector(CANVAS, state="visible", timeout=30_000)
        status = page.locator(STATUS)
        status.wait_for(state="visible", timeout=30_000)
        assert "차례" in status.inner_text()
        assert page.get_by_role("button", name="되돌리기").count() == 1
        shot = artifacts / "voila_table_ko.png"
        page.screenshot(path=str(shot))
        print(f"screenshot: {shot}")
    finally:
        page.close()
