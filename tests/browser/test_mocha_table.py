"""A real browser: a Mocha game at the Table, in a minimal Voilà page, played by clicks.

Voilà serves a one-cell notebook (written to a temporary folder) that stages a Mocha game and
shows the Table with two bots. At 1280x800 the
5x4 board, the question and the buttons must be in view; a learner clicks the Tavern 19 (a lit
place), presses "Leave an assistant here", clicks the border between the Fabric Warehouse 2 and
the Tavern 19 (the barrier; its 31 buttons wait in a closed list), presses the buttons for the
action beside the barrier and ends the
turn; the picture shows the barrier and Red's letter on it. Screenshots of each step go to the
artifacts folder (printed) for a person to look at. Under CI=true a missing Voilà or Chromium
fails the test instead of skipping it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import istanbul_nb as ist
from istanbul_nb.widgets import Table

from .voila import (
    STATUS,
    TablePage,
    console_problems,
    one_cell_notebook,
    screenshots,
    serve,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

WIDTH, HEIGHT = 1280, 800

STAGE = dict(players=3, layout="mocha-first-game", expansions=("mocha",),
             seats={0: dict(merchant=2, lira=9), 1: dict(merchant=7), 2: dict(merchant=12)},
             coffee={0: 9, 1: 3}, guild_cards={0: [8, 16], 1: [3]},
             tavern_tiles={1: ["long_move"]}, coffee_trader=10, governor=3, smuggler=4)

SOURCE = f"""\
import istanbul_nb as ist
from istanbul_nb.bots import RandomBot
from istanbul_nb.widgets import Table
game = ist.stage(**{STAGE!r})
Table(game, bots={{1: RandomBot(seed=1), 2: RandomBot(seed=2)}}, pace=0.25)
"""


@pytest.fixture
def voila(tmp_path: Path, chromium: Path) -> Iterator[str]:
    """Voilà serving a one-cell notebook with the Mocha Table; its URL."""
    notebook = one_cell_notebook(tmp_path / "mocha_table.ipynb", SOURCE)
    with serve(notebook, tmp_path) as url:
        yield url


def test_a_mocha_turn_at_the_table_in_voila(voila, browser, artifacts):
    game = ist.stage(**STAGE)
    # what the Table draws (as wide as its canvas will be on the screen)
    scene = Table(ist.stage(**STAGE), auto_play=False)._bv.view.scene
    geo = scene.geometry
    page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
    problems = console_problems(page)
    shot = screenshots(page, artifacts, "mocha_table")

    table = TablePage(page, scene, WIDTH, HEIGHT, settle=500)
    status, status_changes, at, button = (table.status, table.status_changes, table.at,
                                          table.button)

    try:
        table.open(voila)
        # the whole picture (board and the holdings under it) is on the canvas; legible: a
        # place is at least 95 CSS pixels wide at 1280x800
        table.check_layout(game.question(), cell=95)
        shot("1_start")

        # 1. click the Tavern 19 (lit): Red's merchant walks there
        before = status()
        page.mouse.click(*at(*geo.centre(19)))
        after = status_changes(before)
        assert "Red to act" in after and "assistant" in after.lower(), after
        # 2. leave an assistant: the Tavern's choices, the borders lit on the board
        button("Leave an assistant here").click()
        after = status_changes(after)
        assert "Tavern (19)" in after, after
        assert "Click a lit border" in after and "reconstructed" in after
        # the 31 barrier buttons wait folded away: the list's title is in view, not them
        fold = page.locator(".ist-edge-list").first
        table.in_view(fold.bounding_box(), "the folded list of borders")
        assert "or choose the border from a list" in fold.inner_text()
        assert not page.get_by_role("button", name="Barrier 2–19").is_visible()
        shot("2_tavern_choices")
        # 3. click the border between the Fabric Warehouse 2 and the Tavern 19
        x1, y1, x2, y2 = geo.border(2, 19)
        pixels_before = table.pixels()
        page.mouse.click(*at((x1 + x2) / 2, (y1 + y2) / 2))
        after = status_changes(after)
        assert "beside the barrier" in after, after
        assert table.pixels() != pixels_before
        shot("3_barrier_placed")
        # 4. the action beside the barrier, then the end of the turn
        button("Action of Fabric Warehouse (2)").click()
        after = status_changes(after)
        button("Fill up the warehouse").click()
        after = status_changes(after)
        button("End your turn").click()
        status_changes(after)
        # the bots play their turns at their pace; Red is to act again
        page.wait_for_function(
            "(sel) => document.querySelector(sel).innerText.includes('Red to act')",
            arg=STATUS, timeout=60_000)
        page.wait_for_timeout(800)
        # Red's panel says it holds the barrier-control tile; the board still shows it
        assert "holds the barrier-control tile" in page.locator("body").inner_text()
        shot("4_after_the_bots")
    finally:
        page.close()
    assert problems == [], "browser console errors:\n" + "\n".join(problems)
