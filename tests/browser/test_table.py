"""A real browser: JupyterLab runs notebook 07 and a learner plays one turn at the Table.

The headless tests drive the Table's handlers; here the whole path is checked: the canvas shows
the game, a click on a lit place reaches the kernel and comes back as a new picture (the time
from the click to the repaint is printed), the buttons play the rest of the turn, the bots
answer at their pace, the log grows, after a save and a reload the cell shows the saved picture
and the Table shown again repaints the same board, and the console stays free of errors. The
Table draws two canvas pixels per board pixel (crisp when the page scales it), so board
rectangles are scaled by ``K`` to read the canvas.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from PIL import Image

import istanbul_nb as ist
from istanbul_nb.render.scene import Geometry
from istanbul_nb.render.themes import theme
from istanbul_nb.widgets import Table

from .jupyterlab import KERNEL_IDLE_JS, app_ready, canvas_pixels, open_and_run

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "07_play_against_bots.ipynb"
TABLE_SOURCE = "table = Table(game"
CELL = "[data-test=table]"
CANVAS = f"{CELL} .jp-OutputArea canvas"
# Buttons that finish a turn without spending anything, in the order they are preferred.
TURN_BUTTONS = ("Leave an assistant here", "Skip the place action", "End your turn")
# Canvas pixels per board pixel (the Table's pixel_ratio).
K = 2

MARK_CELL_JS = """(source) => {
    const nb = window.jupyterapp.shell.currentWidget;
    const cell = nb.content.widgets.find(c => c.model.sharedModel.source.includes(source));
    if (!cell) return false;
    cell.node.setAttribute('data-test', 'table');
    cell.node.scrollIntoView();
    return true;
}"""

# Puts a cell with ``table`` under the Table's cell and runs it: the live Table shown again.
SHOW_AGAIN_JS = """(source) => {
    const nb = window.jupyterapp.shell.currentWidget;
    const index = nb.content.widgets.findIndex(c => c.model.sharedModel.source.includes(source));
    if (index < 0) return false;
    nb.content.activeCellIndex = index;
    window.jupyterapp.commands.execute('notebook:insert-cell-below');
    const cell = nb.content.widgets[index + 1];
    if (!cell || cell.model.type !== 'code' || cell.model.sharedModel.source !== '') return false;
    cell.model.sharedModel.setSource('table');
    cell.node.setAttribute('data-test', 'again');
    cell.node.scrollIntoView();
    window.jupyterapp.commands.execute('notebook:run-cell');
    return true;
}"""
AGAIN_CANVAS = "[data-test=again] .jp-OutputArea canvas"

# Records when the next mouse-down happens and when the visible canvas gets its first drawing
# call after it: the kernel's batch has arrived and is being painted. (Polling the pixels with
# toDataURL every frame would itself slow the page down by tens of milliseconds.)
WATCH_JS = """(sel) => {
    const c = document.querySelector(sel);
    window.__click = {clicked: null, drawn: null};
    const ctx = c.getContext('2d');
    for (const name of ['drawImage', 'clearRect', 'putImageData']) {
        const original = ctx[name].bind(ctx);
        ctx[name] = (...args) => {
            if (window.__click.clicked !== null && window.__click.drawn === null) {
                window.__click.drawn = performance.now();
            }
            return original(...args);
        };
    }
    document.addEventListener('mousedown',
        () => { window.__click.clicked = performance.now(); },
        {capture: true, once: true});
}"""

NOT_BLANK_JS = ("(sel) => { const c = document.querySelector(sel);"
                " return !!c && c.width > 600 && c.toDataURL().length > 20000; }")


def _pixels(page) -> Image.Image:
    return canvas_pixels(page, CANVAS)


def _share(img: Image.Image, rect, colour: str, tolerance: int = 30) -> float:
    """The fraction of a rectangle's pixels (board pixels, read at ``K`` canvas pixels each)
    within ``tolerance`` of ``colour``."""
    x, y, w, h = (int(v * K) for v in rect)
    part = np.asarray(img.crop((x, y, x + w, y + h)), dtype=np.int16)
    rgb = np.array([int(colour[i:i + 2], 16) for i in (1, 3, 5)], dtype=np.int16)
    return float((np.abs(part - rgb).sum(axis=2) <= tolerance).mean())


def _lit_places(img: Image.Image, geo: Geometry, colour: str) -> list[int]:
    """Places whose tile shows the highlight's outline (what the learner sees as "lit")."""
    places = [n for row in geo.rows for n in row]
    return sorted(n for n in places if _share(img, geo.place_rect(n), colour) > 0.04)


def _log_text(page) -> str:
    return page.locator(f"{CELL} [role=log]").inner_text()


def test_play_one_turn_at_the_table(lab, browser, artifacts):
    context = browser.new_context(viewport={"width": 1500, "height": 1800})
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    light = theme("light")
    # the picture the notebook's Table draws (as wide as its canvas will be on the screen):
    # the same game as the Table cell's; a base game's picture keeps its size as it is played
    scene = Table(ist.new_game(players=3, layout="short-paths", seed=7),
                  auto_play=False)._bv.view.scene
    geo = scene.geometry
    assert (scene.width, scene.height) == (geo.width, geo.height)  # no side boxes, no footer
    try:
        open_and_run(page, lab, NOTEBOOK)
        assert page.evaluate(MARK_CELL_JS, TABLE_SOURCE), f"no Table cell in {NOTEBOOK}"
        page.wait_for_selector(CANVAS, state="visible", timeout=30_000)
        page.wait_for_function(NOT_BLANK_JS, arg=CANVAS, timeout=30_000)
        # widget updates may land just after the kernel says idle: wait for the last cells' words
        page.wait_for_function(
            "() => { const l = document.querySelector('[data-test=table] [role=log]');"
            " return !!l && l.innerText.includes('Red ends the turn'); }", timeout=30_000)
        page.wait_for_timeout(500)
        before = _pixels(page)
        assert before.size == (math.ceil(K * scene.width), math.ceil(K * scene.height))
        log_before = _log_text(page)

        # 1. click the first lit place: Red's merchant goes there
        lit = _lit_places(before, geo, light.highlight)
        assert lit, "no place is lit: it is Red's move after the notebook's cells"
        target = lit[0]
        box = page.locator(CANVAS).bounding_box()
        assert box is not None
        scale = box["width"] / geo.width  # board pixels to CSS pixels: the page scales it
        cx, cy = geo.centre(target)
        page.evaluate(WATCH_JS, CANVAS)
        page.mouse.click(box["x"] + cx * scale, box["y"] + cy * scale)
        page.wait_for_function("() => window.__click.drawn !== null", timeout=20_000)
        latency = page.evaluate("() => window.__click.drawn - window.__click.clicked")
        print(f"click on place {target} -> canvas repainted: {latency:.0f} ms")
        page.wait_for_function(
            "(old) => document.querySelector('[data-test=table] [role=log]').innerText !== old",
            arg=log_before, timeout=20_000)
        assert "Red moves from" in _log_text(page).split("Turn")[-1]
        moved = _pixels(page)
        assert _lit_places(moved, geo, light.highlight) != lit

        # 2. finish the turn with the buttons; the bots then play theirs, at their pace
        status = page.locator(f"{CELL} [role=status]")
        turn = status.inner_text().split("·")[0].strip()
        assert turn.startswith("Turn ") and "Red to act" in status.inner_text()
        for _ in range(12):
            if status.inner_text().split("·")[0].strip() != turn:
                break
            for text in TURN_BUTTONS:
                button = page.locator(f"{CELL} button:not([disabled])", has_text=text)
                if button.count():
                    button.first.click()
                    break
            else:
                pytest.fail("no button to finish the turn: " + status.inner_text())
            page.wait_for_timeout(400)
        # the bots play after the click's handler has returned: the kernel is idle between
        # their decisions, so wait for the words of Red's next turn instead
        page.wait_for_function(
            "(old) => { const s = document.querySelector('[data-test=table] [role=status]')"
            ".innerText; return s.includes('Red to act') && !s.includes(old); }",
            arg=turn + " ", timeout=60_000)
        page.wait_for_function(KERNEL_IDLE_JS, timeout=60_000)
        page.wait_for_timeout(500)
        log_after = _log_text(page)
        assert log_after != log_before
        assert log_after.count("Red ends the turn") > log_before.count("Red ends the turn")
        after = _pixels(page)
        assert np.asarray(after).tobytes() != np.asarray(before).tobytes()
        # the bots played their turns and it is Red's move again
        assert "Red to act" in status.inner_text() and turn not in status.inner_text()
        summary = page.locator(f"{CELL} [aria-label='The table in words']").inner_text()
        assert "Red (red, letter R)" in summary

        shot = artifacts / "table.png"
        page.locator(f"{CELL} .jp-OutputArea").first.screenshot(path=str(shot))
        print(f"screenshot: {shot}")

        # 3. after a save and a reload the same table comes back. The kit's server extension
        # saves the Table's output as its picture, not its widget view (saved_pictures.py), so
        # the reloaded cell shows that picture, not an error; showing ``table`` again, as a
        # learner would, paints a canvas for the new page from the kernel's Table
        page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
        page.wait_for_function(
            "() => !window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=20_000)
        page.reload(wait_until="domcontentloaded")
        app_ready(page)
        assert page.evaluate(MARK_CELL_JS, TABLE_SOURCE)
        page.wait_for_function(
            "(sel) => { const i = document.querySelector(sel);"
            " return !!i && i.complete && i.naturalWidth > 0; }",
            arg=f"{CELL} .jp-OutputArea-output img", timeout=30_000)
        assert "Error displaying widget" not in page.locator(CELL).inner_text()
        assert page.evaluate(SHOW_AGAIN_JS, TABLE_SOURCE)
        page.wait_for_function(NOT_BLANK_JS, arg=AGAIN_CANVAS, timeout=30_000)
        page.wait_for_timeout(500)
        again = canvas_pixels(page, AGAIN_CANVAS)
        assert again.size == after.size
        page.locator("[data-test=again] .jp-OutputArea").first.screenshot(
            path=str(artifacts / "table_again.png"))
        assert _lit_places(again, geo, light.highlight) == _lit_places(after, geo,
                                                                       light.highlight)
    finally:
        context.close()

    assert problems == [], "browser console errors:\n" + "\n".join(problems)
