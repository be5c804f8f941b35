"""A real browser at a laptop's and a desktop's size: the board widgets fit one screen, and the
bots' turns are seen one decision at a time.

A small notebook written for the test (so nothing depends on the teaching notebooks' text)
makes a Table (Red against three bots), a MoveExplorer and a LayoutEditor. With JupyterLab's
file browser open, at 1280x800 and 1920x1080, each widget is scrolled to the top of the
notebook as a learner would, and the board, the question and the first button (the Table's
player panel too) must lie inside the window without more scrolling. At 1280x800 a learner then
plays a turn with a click on the scaled canvas and the buttons; the three bots answer at their
pace, each step seen in the status line, and the strip lists their turns. At 1024x768 the
widget is too narrow for two columns: the question goes above the board, the buttons below it.

Screenshots go to ``$ISTANBUL_NB_ARTIFACTS`` (or a temporary folder, printed).
"""

from __future__ import annotations

import math
import time

import numpy as np
import pytest

import istanbul_nb as ist
from istanbul_nb.places import label
from istanbul_nb.render.game_scene import destinations
from istanbul_nb.widgets import Table

from .jupyterlab import canvas_pixels, open_and_run, write_notebook

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NOTEBOOK = "table_layout.ipynb"
PACE = 0.3
SETUP = """\
import istanbul_nb as ist
from istanbul_nb.bots import GreedyBot
from istanbul_nb.widgets import LayoutEditor, MoveExplorer, Table"""
TABLE = f"""\
game = ist.new_game(players=4, seed=7)
table = Table(game, bots={{1: GreedyBot(seed=1), 2: GreedyBot(seed=2), 3: GreedyBot(seed=3)}},
              pace={PACE})
table"""
EXPLORER = """\
explorer = MoveExplorer("short-paths")
explorer.select(7)
explorer"""
EDITOR = """\
editor = LayoutEditor("short-paths")
editor"""
#: data-test name -> a line of the cell's source that finds it
CELLS = {"table": "table = Table(", "explorer": "explorer = MoveExplorer(",
         "editor": "editor = LayoutEditor("}
TURN_BUTTONS = ("Leave an assistant here", "Skip the place action", "End your turn")

MARK_CELLS_JS = """(cells) => {
    const nb = window.jupyterapp.shell.currentWidget;
    let found = 0;
    for (const [name, source] of Object.entries(cells)) {
        const cell = nb.content.widgets.find(c => c.model.sharedModel.source.includes(source));
        if (cell) { cell.node.setAttribute('data-test', name); found += 1; }
    }
    return found;
}"""
TO_TOP_JS = """(sel) => { document.querySelector(sel).scrollIntoView({block: 'start'}); }"""
DRAWN_JS = ("(sel) => { const c = document.querySelector(sel);"
            " return !!c && c.width > 600 && c.toDataURL().length > 20000; }")


def _write_notebook(root) -> None:
    write_notebook(root / NOTEBOOK, (SETUP, TABLE, EXPLORER, EDITOR))


def _box(page, selector: str) -> dict:
    loc = page.locator(selector).first
    loc.wait_for(state="visible", timeout=30_000)
    box = loc.bounding_box()
    assert box is not None, selector
    return box


def _outside(box: dict, size: dict) -> str:
    """'' when the box lies inside the window, else what sticks out."""
    out = []
    if box["x"] < -0.5 or box["y"] < -0.5:
        out.append(f"starts at ({box['x']:.0f}, {box['y']:.0f})")
    if box["x"] + box["width"] > size["width"] + 0.5:
        out.append(f"right edge {box['x'] + box['width']:.0f} > {size['width']}")
    if box["y"] + box["height"] > size["height"] + 0.5:
        out.append(f"bottom {box['y'] + box['height']:.0f} > {size['height']}")
    return "; ".join(out)


def _fits(page, cell: str, parts: dict[str, str], shot) -> dict[str, dict]:
    """Scroll the widget of ``cell`` to the top; every part's box must be in the window."""
    root = f"[data-test={cell}] .ist-frame"
    page.evaluate(TO_TOP_JS, root)
    page.wait_for_timeout(400)
    size = page.viewport_size
    boxes = {name: _box(page, f"{root} {sel}") for name, sel in parts.items()}
    page.screenshot(path=str(shot))
    print(f"screenshot: {shot}")
    problems = {name: _outside(b, size) for name, b in boxes.items() if _outside(b, size)}
    assert problems == {}, f"{cell} at {size}: not on the screen: {problems} (see {shot})"
    return boxes


def _file_browser_open(page) -> float:
    box = page.locator(".jp-FileBrowser").first.bounding_box()
    assert box is not None and box["width"] > 150, "JupyterLab's file browser should be open"
    return box["width"]


def _status(page) -> str:
    return page.locator("[data-test=table] [role=status]").inner_text()


TABLE_PARTS = {"board": ".ist-board canvas", "question": ".ist-question",
               "button": ".ist-actions button", "panel": ".ist-below [role=group]"}
EXPLORER_PARTS = {"board": ".ist-board canvas", "answer": ".ist-ask .widget-html-content",
                  "move picker": ".ist-act select"}
EDITOR_PARTS = {"board": ".ist-board canvas", "verdict": ".ist-ask .widget-html-content",
                "random button": ".ist-act button"}


def _open(browser, lab, width: int, height: int):
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    open_and_run(page, lab, NOTEBOOK)
    assert page.evaluate(MARK_CELLS_JS, CELLS) == len(CELLS)
    for cell in CELLS:
        page.wait_for_function(DRAWN_JS, arg=f"[data-test={cell}] canvas", timeout=30_000)
    page.wait_for_timeout(500)
    return context, page, problems


def test_the_widgets_fit_a_laptop_and_bots_play_at_a_visible_pace(lab, browser, artifacts):
    _write_notebook(lab.root)
    context, page, problems = _open(browser, lab, 1280, 800)
    try:
        print(f"file browser: {_file_browser_open(page):.0f} px wide")
        boxes = _fits(page, "table", TABLE_PARTS, artifacts / "table_layout_1280.png")
        # beside each other: the question to the right of the board, not under it
        assert boxes["question"]["x"] >= boxes["board"]["x"] + boxes["board"]["width"] - 1
        _fits(page, "explorer", EXPLORER_PARTS, artifacts / "move_explorer_1280.png")
        _fits(page, "editor", EDITOR_PARTS, artifacts / "layout_editor_1280.png")

        # a learner's turn: a click on a lit place of the scaled canvas, then the buttons
        page.evaluate(TO_TOP_JS, "[data-test=table] .ist-frame")
        page.wait_for_timeout(300)
        canvas = "[data-test=table] .ist-board canvas"
        before = canvas_pixels(page, canvas)
        game = ist.new_game(players=4, seed=7)
        # the scene as the Table draws it: as wide as its canvas at 1280x800 (issue 20)
        geo = Table(game, auto_play=False)._bv.view.scene.geometry
        assert before.size[0] == math.ceil(2 * geo.width)  # two canvas pixels a board pixel
        target = destinations(game)[-1]
        box = _box(page, canvas)
        scale = box["width"] / geo.width
        assert geo.width < 686 and 1.0 <= scale < 1.1, \
            "at 1280x800 the scene is drawn as wide as the canvas, its texts in CSS pixels"
        cx, cy = geo.centre(target)
        page.mouse.click(box["x"] + cx * scale, box["y"] + cy * scale)
        page.wait_for_function(
            "() => document.querySelector('[data-test=table] [role=status]').innerText"
            ".includes('phase: leaving')", timeout=20_000)
        assert label(target) in _status(page)

        for _ in range(8):
            for text in TURN_BUTTONS:
                button = page.locator("[data-test=table] .ist-actions button:not([disabled])",
                                      has_text=text)
                if button.count():
                    button.first.click()
                    break
            else:
                pytest.fail("no button to finish the turn: " + _status(page))
            if text == "End your turn":
                break
            page.wait_for_timeout(400)
        ended = time.perf_counter()

        # the bots answer one decision at a time: each seat is seen deciding
        seen: list[str] = []
        while time.perf_counter() - ended < 90:
            head = _status(page).splitlines()[0]
            if not seen or seen[-1] != head:
                seen.append(head)
            if "Turn 5" in head and "Red to act" in head:
                break
            page.wait_for_timeout(100)
        took = time.perf_counter() - ended
        print(f"the bots' three turns took {took:.1f} s at {PACE} s a decision; status lines "
              f"seen: {len(seen)}")
        assert "Turn 5" in seen[-1] and "Red to act" in seen[-1], seen[-3:]
        for turn, name in ((2, "Blue"), (3, "Green"), (4, "Yellow")):
            assert any(f"Turn {turn} · {name}" in s for s in seen), (name, seen)
        assert len(seen) >= 6, f"the bots' decisions were not seen one by one: {seen}"
        assert took > 4 * PACE

        strip = page.locator("[data-test=table] section[aria-label='What just happened']")
        rows = strip.locator("[data-seat]")
        # the bots' turns of this round; Red's own turn 1 was a round ago
        assert rows.count() == 3
        texts = [rows.nth(i).inner_text() for i in range(3)]
        for text, (name, turn) in zip(texts, (("Blue", 2), ("Green", 3), ("Yellow", 4)),
                                      strict=True):
            assert f"{name} " in text and f"turn {turn}:" in text, text
        print("what just happened:\n  " + "\n  ".join(texts))
        page.wait_for_timeout(300)
        after = canvas_pixels(page, canvas)
        assert np.asarray(after).tobytes() != np.asarray(before).tobytes()
        page.screenshot(path=str(artifacts / "table_layout_1280_after_bots.png"))
        _fits(page, "table", TABLE_PARTS, artifacts / "table_layout_1280_after_bots.png")
    finally:
        context.close()
    assert problems == [], "browser console errors:\n" + "\n".join(problems)


def test_the_widgets_fit_a_desktop_and_stack_when_narrow(lab, browser, artifacts):
    _write_notebook(lab.root)
    context, page, problems = _open(browser, lab, 1920, 1080)
    try:
        _file_browser_open(page)
        boxes = _fits(page, "table", TABLE_PARTS, artifacts / "table_layout_1920.png")
        assert boxes["question"]["x"] >= boxes["board"]["x"] + boxes["board"]["width"] - 1
        assert boxes["board"]["width"] > 686, "a desktop shows the board larger than 686 px"
        _fits(page, "explorer", EXPLORER_PARTS, artifacts / "move_explorer_1920.png")
        _fits(page, "editor", EDITOR_PARTS, artifacts / "layout_editor_1920.png")

        # too narrow for two columns: what to decide above the board, the buttons below it
        page.set_viewport_size({"width": 1024, "height": 768})
        page.wait_for_timeout(600)
        root = "[data-test=table] .ist-frame"
        page.evaluate(TO_TOP_JS, root)
        page.wait_for_timeout(300)
        board, question, button = (_box(page, f"{root} {TABLE_PARTS[k]}")
                                   for k in ("board", "question", "button"))
        page.screenshot(path=str(artifacts / "table_layout_1024.png"))
        assert question["y"] + question["height"] <= board["y"] + 1
        assert button["y"] >= board["y"] + board["height"] - 1
        assert board["x"] + board["width"] <= 1024
    finally:
        context.close()
    assert problems == [], "browser console errors:\n" + "\n".join(problems)
