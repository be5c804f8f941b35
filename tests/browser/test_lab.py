"""A real browser: JupyterLab runs notebook 01 and a learner clicks the MoveExplorer's board.

What a headless widget test cannot see is checked here: the widget's front end loads, the canvas
shows the board (not a blank rectangle), a click on the Fountain reaches the kernel and comes
back as new highlights, and the browser console stays free of errors.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from PIL import Image
from playwright.sync_api import expect

import istanbul_nb as ist
from istanbul_nb.render.scene import Geometry
from istanbul_nb.render.themes import theme

from .jupyterlab import canvas_pixels, open_and_run

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "01_board_and_layouts.ipynb"
EXPLORER_SOURCE = 'explorer = MoveExplorer("short-paths")'

# Console messages that are not errors of the kit, each with the reason it is harmless.
HARMLESS: list[str] = []


def _rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def _count(img: Image.Image, colour: str, tolerance: int = 30) -> int:
    """Pixels within ``tolerance`` (sum of channel differences) of ``colour``."""
    diff = np.abs(np.asarray(img, dtype=np.int16) - np.array(_rgb(colour), dtype=np.int16))
    return int((diff.sum(axis=2) <= tolerance).sum())


def test_move_explorer_click_in_jupyterlab(lab, browser, artifacts):
    context = browser.new_context(viewport={"width": 1500, "height": 1100})
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    try:
        open_and_run(page, lab, NOTEBOOK)

        # Mark the explorer's cell so the canvas can be found however the notebook is edited.
        found = page.evaluate("""(source) => {
            const nb = window.jupyterapp.shell.currentWidget;
            const cell = nb.content.widgets.find(c => c.model.sharedModel.source.includes(source));
            if (!cell) return false;
            cell.node.setAttribute('data-test', 'move-explorer');
            cell.node.scrollIntoView();
            return true;
        }""", EXPLORER_SOURCE)
        assert found, f"no cell with {EXPLORER_SOURCE!r} in {NOTEBOOK}"
        canvas = "[data-test=move-explorer] .jp-OutputArea canvas"
        page.wait_for_selector(canvas, state="visible", timeout=30_000)
        assert page.locator(canvas).count() == 1

        board = ist.Board("short-paths")
        geo = Geometry.for_board(board)
        light = theme("light")
        # The board is drawn by the kernel's first messages; wait until it is not blank.
        page.wait_for_function(
            "(sel) => { const c = document.querySelector(sel);"
            " return c.width > 600 && c.toDataURL().length > 20000; }",
            arg=canvas, timeout=30_000)
        before = canvas_pixels(page, canvas)
        width, height = before.size
        assert (width, height) == (math.ceil(geo.width), math.ceil(geo.height))
        background = _count(before, light.background, tolerance=6)
        assert background < 0.5 * width * height, "the canvas is mostly background: blank?"
        lit_before = _count(before, light.highlight)
        assert lit_before > 0  # the notebook selected the Great Mosque (15): 5 places lit

        box = page.locator(canvas).bounding_box()
        assert box is not None
        scale = box["width"] / width

        def click(place: int) -> float:
            """Click a place's centre (scene pixels scaled to the CSS box); ms until repainted.

            The start's star is drawn where a destination's diamond sits, so one pixel there
            changes when the click has come back as a new picture. Reading that one pixel each
            frame is cheap; encoding the whole canvas each frame would slow what it measures.
            """
            x, y, w, h = geo.place_rect(place)
            page.evaluate("""([sel, px, py]) => {
                const c = document.querySelector(sel);
                const ctx = c.getContext('2d');
                const read = () => Array.from(ctx.getImageData(px, py, 1, 1).data).join(',');
                const before = read();
                window.__click = {changed: null, clicked: null};
                document.addEventListener('mousedown',
                    () => { window.__click.clicked = performance.now(); },
                    {capture: true, once: true});
                const poll = () => {
                    if (read() !== before) { window.__click.changed = performance.now(); }
                    else { requestAnimationFrame(poll); }
                };
                requestAnimationFrame(poll);
            }""", [canvas, int(x + w * 0.86), int(y + h * 0.46)])
            cx, cy = geo.centre(place)
            page.mouse.click(box["x"] + cx * scale, box["y"] + cy * scale)
            page.wait_for_function("() => window.__click.changed !== null", timeout=20_000)
            return page.evaluate("() => window.__click.changed - window.__click.clicked")

        latency = click(7)
        print(f"click on the Fountain -> canvas repainted: {latency:.0f} ms")

        # The kernel answers after painting; let the last messages land before reading pixels.
        page.wait_for_timeout(300)
        after = canvas_pixels(page, canvas)
        lit_after = _count(after, light.highlight)
        # From the Fountain 10 places light up instead of 5 from the Great Mosque.
        assert lit_after > lit_before * 1.5, (lit_before, lit_after)
        # The Fountain is now the start: its tile carries the "selected" colour.
        x, y, w, h = geo.place_rect(7)
        fountain = after.crop((int(x), int(y), int(x + w), int(y + h)))
        assert _count(fountain, light.selected) > 100
        assert _count(before.crop((int(x), int(y), int(x + w), int(y + h))), light.selected) < 100

        summary = page.locator("[data-test=move-explorer] .widget-html-content")
        expect(summary.filter(has_text="From the Fountain (7)")).to_contain_text(
            "From the Fountain (7) a merchant reaches 10 places")

        # A few more clicks, for a steadier click-to-repaint figure.
        more = [click(p) for p in (16, 12, 15, 7)]
        expect(summary.filter(has_text="From the Fountain (7)")).to_have_count(1)
        times = sorted([latency, *more])
        print(f"click -> repaint over {len(times)} clicks: median {times[len(times) // 2]:.0f} ms,"
              f" max {times[-1]:.0f} ms")

        shot = artifacts / "move_explorer.png"
        page.locator("[data-test=move-explorer] .jp-OutputArea").first.screenshot(path=str(shot))
        page.screenshot(path=str(artifacts / "jupyterlab.png"))
        print(f"screenshots: {shot} and {artifacts / 'jupyterlab.png'}")
    finally:
        context.close()

    real = [p for p in problems if not any(h in p for h in HARMLESS)]
    assert real == [], "browser console errors:\n" + "\n".join(real)
