"""A real browser: JupyterLab runs a one-cell notebook with a ChooseWriteTable (a person in seat
0, a random bot in seat 1) and the learner plays a turn on the Game Plan.

At 1280x800 the big sheet, the question and the buttons must be in view and the canvas painted.
The learner presses "Your hand: 8 Tea House" (play the Location card in the hand), the neighbours of
8 light up on the sheet, and a click on the Tea House on the canvas performs its action: the
sheet gets 4 lira, the bot follows at its pace, and the question comes back to the learner
("take a Location card"). Screenshots of each step go to the artifacts folder (printed) for a
person to look at; the console stays free of errors.
"""

from __future__ import annotations

import pytest

from istanbul_nb import choose_write as cw
from istanbul_nb.render.choose_write import sheet_scene

from .jupyterlab import KERNEL_IDLE_JS, canvas_pixels, open_and_run
from .voila import console_problems, in_view, one_cell_notebook, screenshots

pytestmark = [pytest.mark.browser, pytest.mark.slow]

WIDTH, HEIGHT = 1280, 800
NOTEBOOK = "choose_write_table.ipynb"
CANVAS = ".jp-OutputArea canvas"
STATUS = ".jp-OutputArea [role=status]"
K = 2  # canvas pixels per scene pixel (the widget's pixel_ratio)
STAGE = dict(players=2, hands={0: ["8"]})
SOURCE = f"""\
from istanbul_nb import choose_write as cw
from istanbul_nb.bots import RandomBot
from istanbul_nb.widgets import ChooseWriteTable
table = ChooseWriteTable(cw.stage(**{STAGE!r}), bots={{1: RandomBot(seed=1)}}, pace=0.25)
table
"""
NOT_BLANK_JS = ("(sel) => { const c = document.querySelector(sel);"
                " return !!c && c.width > 1000 && c.toDataURL().length > 20000; }")
STATUS_HAS_JS = ("([sel, words]) => { const s = document.querySelector(sel);"
                 " return !!s && s.innerText.includes(words); }")


def test_play_a_turn_by_clicking_the_sheet(lab, browser, artifacts):
    one_cell_notebook(lab.root / NOTEBOOK, SOURCE)
    game = cw.stage(**STAGE)
    game.apply("play hand")
    scene = sheet_scene(game, 0)  # the picture after "play hand", as the kernel draws it
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
    page = context.new_page()
    problems = console_problems(page)
    shot = screenshots(page, artifacts, "choose_write")
    try:
        open_and_run(page, lab, NOTEBOOK)
        page.wait_for_selector(CANVAS, state="visible", timeout=30_000)
        page.wait_for_function(NOT_BLANK_JS, arg=CANVAS, timeout=30_000)
        page.locator(".jp-OutputArea").first.scroll_into_view_if_needed()
        page.wait_for_timeout(500)
        shot("start")
        canvas = page.locator(CANVAS)
        button = page.locator(".jp-OutputArea button", has_text="Your hand: 8 Tea House")
        in_view(page.locator(STATUS).bounding_box(), "the question", WIDTH, HEIGHT)
        in_view(button.bounding_box(), "the first button", WIDTH, HEIGHT)
        box = canvas.bounding_box()
        # the whole sheet is on the screen: with the file browser open the question goes above
        # it and the buttons under it (the frame stacks under common.STACK_WIDE pixels)
        assert box is not None and box["width"] >= 650, box
        in_view(box, "the big sheet", WIDTH, HEIGHT)

        button.click()
        page.wait_for_function(STATUS_HAS_JS, arg=[STATUS, "choose the action of 8"],
                               timeout=20_000)
        page.wait_for_timeout(400)
        shot("lit")
        # the lit places, read from the canvas: the highlight's outline on their boxes
        img = canvas_pixels(page, CANVAS)
        assert img.size == (round(K * scene.width), round(K * scene.height))
        box = canvas.bounding_box()
        assert box is not None
        scale = box["width"] / scene.width  # scene pixels to CSS pixels
        x, y = scene.sheet.region_centre("place-8")
        page.mouse.click(box["x"] + x * scale, box["y"] + y * scale)
        # the bot follows at its pace; then the learner takes a Location card
        page.wait_for_function(STATUS_HAS_JS, arg=[STATUS, "take a Location card"],
                               timeout=30_000)
        page.wait_for_function(KERNEL_IDLE_JS, timeout=30_000)
        page.wait_for_timeout(400)
        shot("after")
        buttons = page.locator(".jp-OutputArea button", has_text="from the deck")
        in_view(buttons.bounding_box(), "the deck's button", WIDTH, HEIGHT)
        # without the file browser the controls go beside the sheet, which keeps its size
        page.evaluate("() => window.jupyterapp.commands.execute('application:toggle-left-area')")
        page.wait_for_timeout(800)
        wide = canvas.bounding_box()
        assert wide is not None and wide["width"] >= box["width"] - 1, (wide, box)
        in_view(wide, "the big sheet, file browser closed", WIDTH, HEIGHT)
        in_view(buttons.bounding_box(), "the deck's button, file browser closed", WIDTH,
                HEIGHT)
        shot("wide")
        summary = page.locator(".jp-OutputArea [aria-label='The table in words']")
        text = summary.inner_text()
        assert "Player 1, start player: 0 rubies, 4 lira" in text
        log = page.locator(".jp-OutputArea [role=log]").inner_text()
        assert "Player 1: at 8" in log and "Player 2:" in log
        after = canvas_pixels(page, CANVAS)
        assert after.tobytes() != img.tobytes()
    finally:
        context.close()
    assert problems == [], "browser console errors:\n" + "\n".join(problems)
