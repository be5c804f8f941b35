"""A real browser: a Letters game at the Table, in a minimal Voilà page, with an auction.

Voilà serves a one-cell notebook (written to a temporary folder) that stages a Letters game and
shows the Table with two bots (Blue and Green). At 1280x800 the 5x4 board, the question and the
buttons must be in view and the canvas painted; a learner clicks the Auction House 23 (a lit
place), leaves an assistant, takes a fruit and opens the auction with 3 lira; the bots bid (or
pass) at their pace, the question naming the deciding seat ("Blue: bid more than 3 lira...");
then the turn comes back to Red. Screenshots of each step go to the artifacts folder (printed)
for a person to look at. Under CI=true a missing Voilà or Chromium fails the test instead of
skipping it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import istanbul_nb as ist
from istanbul_nb.widgets import Table

from .voila import (
    CANVAS,
    NOT_BLANK_JS,
    STATUS,
    TablePage,
    console_problems,
    one_cell_notebook,
    screenshots,
    serve,
)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

WIDTH, HEIGHT = 1280, 800

# letters-first-game: (14 10 15 11 3) (6 24 2 8 1) (5 7 22 16 12) (4 13 9 23 21)
STAGE = dict(players=3, layout="letters-first-game", expansions=("letters",),
             seats={0: dict(merchant=9, lira=9), 1: dict(merchant=7, lira=8),
                    2: dict(merchant=12, lira=8)},
             letters={0: [16, (5, True)], 1: [3]}, companion={0: 13}, governor=3, smuggler=4)

SOURCE = f"""\
import istanbul_nb as ist
from istanbul_nb.bots import RandomBot
from istanbul_nb.widgets import Table
game = ist.stage(**{STAGE!r})
Table(game, bots={{1: RandomBot(seed=1), 2: RandomBot(seed=2)}}, pace=1.5)
"""


@pytest.fixture
def voila(tmp_path: Path, chromium: Path) -> Iterator[str]:
    """Voilà serving a one-cell notebook with the Letters Table; its URL."""
    notebook = one_cell_notebook(tmp_path / "letters_table.ipynb", SOURCE)
    with serve(notebook, tmp_path) as url:
        yield url


def test_an_auction_at_the_letters_table_in_voila(voila, browser, artifacts):
    game = ist.stage(**STAGE)
    # what the Table draws (as wide as its canvas will be on the screen)
    scene = Table(ist.stage(**STAGE), auto_play=False)._bv.view.scene
    geo = scene.geometry
    page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
    problems = console_problems(page)
    shot = screenshots(page, artifacts, "letters_table")

    table = TablePage(page, scene, WIDTH, HEIGHT)
    status, status_changes, at, button = (table.status, table.status_changes, table.at,
                                          table.button)

    try:
        table.open(voila)
        shot("1_start")
        # the whole picture (the board and the letters under it) is on the canvas
        table.check_layout(game.question(), cell=95)
        # Red's panel shows its letters and seals
        body = page.locator("body").inner_text()
        assert "Seals 3" in body and "companion at Sultan's Palace (13)" in body

        # 1. click the Auction House 23 (lit, only the merchant reaches it)
        before = status()
        page.mouse.click(*at(*geo.centre(23)))
        after = status_changes(before)
        assert "Red to act" in after and "assistant" in after.lower(), after
        button("Leave an assistant here").click()
        after = status_changes(after)
        assert "Auction House (23)" in after, after
        button("Take 1 fruit, then auction").click()
        after = status_changes(after)
        assert "open the auction of 2 bonus cards" in after, after
        shot("2_open_the_auction")
        pixels_before = table.pixels()
        button("Bid 3 lira for the bonus cards").click()
        # 2. Blue (a bot) decides now: the question names Blue, and says it is Red's turn
        after = status_changes(after)
        assert "Blue: bid more than 3 lira for 2 bonus cards (Red leads), or pass?" in after, \
            after
        assert "Blue (Random) to act" in after and "Red's turn: Blue (Random) decides now" \
            in after, after
        active = page.locator("[role=group][aria-label='Blue, to act']")
        assert "decides now (Red's turn)" in active.inner_text()
        # the canvas shows the bid on the Auction House
        page.wait_for_timeout(300)
        assert table.pixels() != pixels_before
        shot("3_blue_decides")
        # 3. the bots answer at their pace; the turn comes back to Red (its last bid, or on)
        page.wait_for_function(
            "(sel) => document.querySelector(sel).innerText.includes('Red to act')",
            arg=STATUS, timeout=60_000)
        page.wait_for_timeout(800)
        assert "hand the screen" not in status() and "The bots are playing" not in status()
        log = page.locator("body").inner_text()
        assert "Blue (Random) decides now" not in status()
        shot("4_back_to_red")
        page.wait_for_function(NOT_BLANK_JS, arg=CANVAS, timeout=10_000)
        assert "Red" in log
    finally:
        page.close()
    assert problems == [], "browser console errors:\n" + "\n".join(problems)
