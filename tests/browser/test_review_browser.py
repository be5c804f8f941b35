"""A real browser: a learner finishes a game at the Table in JupyterLab, presses "Review this
game" and sees the graph of the winning chances and the three costliest moments, each with the
board at that moment.

The game is a two-player game of a greedy and a random bot played here up to the learner's
(seat 1's) last turn and saved; the notebook's cell loads it at a Table with a bot at seat 0.
The learner takes that turn with the buttons (the actions the game really ended with), the
"Review this game" button appears once the game is over, and the review runs on the kernel's
loop with its progress bar. Screenshots go to the artifacts folder (printed); the console
stays free of errors.
"""

from __future__ import annotations

import pytest

import istanbul_nb as ist
from istanbul_nb.bots import GreedyBot, RandomBot

from .jupyterlab import KERNEL_IDLE_JS, open_and_run
from .voila import console_problems, one_cell_notebook, screenshots

pytestmark = [pytest.mark.browser, pytest.mark.slow]

WIDTH, HEIGHT = 1280, 800
NOTEBOOK = "review_table.ipynb"
SAVE = "near_the_end.json"
# The strong bot (the search bot, the Table's "strong" level) sits at seat 0: the review's
# default analyser is the search bot too, so "search bot" must be named in the summary.
SOURCE = f"""\
import istanbul_nb as ist
from istanbul_nb.bots import SearchBot
from istanbul_nb.widgets import Table
game = ist.Game.from_json(open({SAVE!r}, encoding="utf-8").read())
table = Table(game, bots={{0: SearchBot(seed=0, think_time=0.25)}}, pace=0.2)
table
"""
REVIEW = ".jp-OutputArea .ist-review"


def last_turn(seed: int = 1) -> tuple[ist.Game, list[str]]:
    """A finished game of a greedy and a random bot, cut where seat 1's last run of decisions
    starts; returns the cut game and the decisions that finish it."""
    g = ist.new_game(players=2, seed=seed)
    bots = [GreedyBot(seed=0), RandomBot(seed=1, eager=True)]   # a learner's slips to find
    while not g.is_over:
        g.apply(bots[g.to_act].choose(g))
    history = g.history()
    k = len(history)
    while k > 0 and g.at_step(k - 1).to_act == 1:
        k -= 1
    return g.at_step(k), history[k:]


def test_finish_a_game_and_review_it(lab, browser, artifacts):
    start, rest = last_turn()
    assert rest and start.to_act == 1
    (lab.root / SAVE).write_text(start.to_json(), encoding="utf-8")
    one_cell_notebook(lab.root / NOTEBOOK, SOURCE)
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
    page = context.new_page()
    problems = console_problems(page)
    shot = screenshots(page, artifacts, "review")
    try:
        open_and_run(page, lab, NOTEBOOK)
        page.wait_for_selector(".jp-OutputArea canvas", state="visible", timeout=30_000)
        page.wait_for_function(KERNEL_IDLE_JS, timeout=30_000)
        review_button = page.locator(REVIEW + " button", has_text="Review this game")
        assert not review_button.is_visible()        # not before the game is over
        for text in rest:
            button = page.locator(f'.jp-OutputArea button[title^="{text}:"]').first
            button.wait_for(state="visible", timeout=20_000)
            button.click()
            page.wait_for_timeout(300)
            page.wait_for_function(KERNEL_IDLE_JS, timeout=30_000)
        shot("over")
        review_button.wait_for(state="visible", timeout=20_000)
        review_button.click()
        # the graph and three moments, each with the board then (the search bot may think a
        # minute in all; the greedy analyser a second)
        page.wait_for_selector(REVIEW + " img[src^='data:image/svg+xml']", timeout=150_000)
        moments = page.locator(REVIEW + " .ist-review-moment")
        moments.nth(2).wait_for(state="visible", timeout=30_000)
        assert moments.count() == 3
        for i in range(3):
            moment = moments.nth(i)
            assert moment.locator("img[src^='data:image/svg+xml']").count() == 1
            words = moment.inner_text()
            assert f"{i + 1}. Turn" in words and "Played:" in words and "Better:" in words
            assert "was better" in words
        status = page.locator(REVIEW).inner_text()
        assert "decisions reviewed by the search bot" in status, status
        graph = page.locator(REVIEW + " img").first.bounding_box()
        assert graph is not None and graph["width"] > 400
        page.locator(REVIEW).scroll_into_view_if_needed()
        page.wait_for_timeout(400)
        shot("graph")
        moments.nth(0).scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        shot("moments")
    finally:
        context.close()
    assert problems == [], "browser console errors:\n" + "\n".join(problems)
