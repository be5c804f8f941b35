"""A real browser (issue 20): every Table fits a laptop's screen, whatever the board's size.

At 1280x800 in JupyterLab with its file browser open, a learner scrolls the Table to the top of
the notebook and must see the board, the question and the first action button together, with no
more scrolling: for lesson 11's Great Bazaar Table (the lesson run as a learner runs it), and in
a scratch notebook for a Table of each board size (4x4 base game, 5x4 Mocha with 2 players,
5x4 Letters with 5, 5x5 Great Bazaar with 4 and with 5). In the same Tables (and a Choose &
Write Table), with each fold opened in turn, no text of the widgets' HTML is under 11 CSS
pixels. Screenshots go to
``$ISTANBUL_NB_ARTIFACTS`` (or a temporary folder, printed).
"""

from __future__ import annotations

import time

import pytest

from .jupyterlab import ALL_CELLS_RAN_JS, ERROR_OUTPUT, app_ready, command, write_notebook
from .test_table_layout import DRAWN_JS, MARK_CELLS_JS, _file_browser_open, _fits

pytestmark = [pytest.mark.browser, pytest.mark.slow]

WIDTH, HEIGHT = 1280, 800
LESSON = "11_great_bazaar_and_variants.ipynb"
PARTS = {"board": ".ist-board canvas", "question": ".ist-question",
         "button": ".ist-actions button"}
SCRATCH = "audit_screens_sizes.ipynb"
#: data-test name -> (players, expansions, variants) of a Table in the scratch notebook
SIZES = {"base": (4, (), ()), "mocha": (2, ("mocha",), ()), "letters": (5, ("letters",), ()),
         "bazaar": (4, ("mocha", "letters"), ("great_bazaar", "neutral_assistants")),
         "bazaar5": (5, ("mocha", "letters"), ("great_bazaar", "caravan_leader"))}


def _run_all(page, lab, notebook: str, seconds: float) -> None:
    """Open ``notebook``, clear its stored outputs and run every cell (a learner's run)."""
    page.goto(f"{lab.url}/lab/tree/{notebook}", wait_until="domcontentloaded")
    app_ready(page)
    command(page, "notebook:clear-all-cell-outputs")
    page.wait_for_timeout(500)
    start = time.perf_counter()
    command(page, "notebook:run-all-cells")
    page.wait_for_function(ALL_CELLS_RAN_JS, timeout=seconds * 1000, polling=500)
    print(f"\n{notebook}: ran in {time.perf_counter() - start:.0f} s")
    errors = page.locator(ERROR_OUTPUT)
    assert errors.count() == 0, errors.first.inner_text()


def _page(browser):
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    return context, page, problems


def test_lesson_11_great_bazaar_table_fits_a_laptop(lab, browser, artifacts):
    context, page, problems = _page(browser)
    try:
        _run_all(page, lab, LESSON, 600)
        assert page.evaluate(MARK_CELLS_JS, {"table": "table = Table(game"}) == 1
        page.wait_for_function(DRAWN_JS, arg="[data-test=table] canvas", timeout=30_000)
        page.wait_for_timeout(500)
        _file_browser_open(page)
        _fits(page, "table", PARTS, artifacts / "audit_lesson11_table_1280.png")
    finally:
        context.close()
    assert problems == []


#: Every visible piece of text in the frames (not the pictures: canvas, SVG, images), with its
#: computed font size: [size, text, class of its element] of those under ``least`` pixels.
SMALL_TEXT_JS = """([sel, least]) => {
    const out = [];
    for (const root of document.querySelectorAll(sel)) {
        const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        let n;
        while ((n = walk.nextNode())) {
            const text = n.textContent.trim();
            const el = n.parentElement;
            if (!text || !el || el.closest('svg, style, script')) continue;
            const r = el.getBoundingClientRect();
            const st = getComputedStyle(el);
            if (r.width === 0 || r.height === 0 || st.visibility === 'hidden') continue;
            const size = parseFloat(st.fontSize);
            if (size < least) out.push([size, text.slice(0, 50), String(el.className)]);
        }
    }
    return out;
}"""
#: The Tables' folds, opened one after the other (an Accordion shows one at a time).
FOLD_HEADERS = ".ist-frame .ist-folds .jupyter-widget-Collapse-header, " \
               ".ist-frame .ist-folds .p-Collapse-header, .ist-frame .ist-edge-list " \
               ".jupyter-widget-Collapse-header"
LEAST_PX = 11


def _small_text(page) -> list:
    """Text under LEAST_PX CSS pixels in the Tables, with every fold opened in turn."""
    found = page.evaluate(SMALL_TEXT_JS, [".ist-frame", LEAST_PX])
    headers = page.locator(FOLD_HEADERS)
    for i in range(headers.count()):
        if not headers.nth(i).is_visible():  # the barrier's list when no border is asked
            continue
        headers.nth(i).scroll_into_view_if_needed()
        headers.nth(i).click()
        page.wait_for_timeout(300)
        found += page.evaluate(SMALL_TEXT_JS, [".ist-frame", LEAST_PX])
    print(f"{headers.count()} folds opened")
    return sorted({tuple(x) for x in found})


def _scratch(root) -> None:
    cells = ["import istanbul_nb as ist\nfrom istanbul_nb import choose_write as cw\n"
             "from istanbul_nb.bots import RandomBot\n"
             "from istanbul_nb.widgets import ChooseWriteTable, Table"]
    for name, (players, expansions, variants) in SIZES.items():
        cells.append(f"# {name}\n"
                     f"game = ist.new_game(players={players}, seed=3, "
                     f"expansions={expansions!r}, variants={variants!r})\n"
                     f"Table(game, bots={{s: RandomBot(seed=s) for s in range(1, {players})}})")
    cells.append("# choose & write\nChooseWriteTable(cw.new_game(players=3, seed=2), "
                 "bots={1: RandomBot(seed=1), 2: RandomBot(seed=2)})")
    write_notebook(root / SCRATCH, cells)


def test_every_board_size_fits_a_laptop(lab, browser, artifacts):
    _scratch(lab.root)
    context, page, problems = _page(browser)
    try:
        _run_all(page, lab, SCRATCH, 300)
        marks = {name: f"# {name}\n" for name in SIZES}
        assert page.evaluate(MARK_CELLS_JS, marks) == len(SIZES)
        for name in SIZES:
            page.wait_for_function(DRAWN_JS, arg=f"[data-test={name}] canvas", timeout=30_000)
        page.wait_for_timeout(500)
        _file_browser_open(page)
        failures = []
        for name in SIZES:
            try:
                _fits(page, name, PARTS, artifacts / f"audit_table_{name}_1280.png")
            except AssertionError as exc:
                failures.append(str(exc))
        assert failures == []
        # no text a learner must read under 11 CSS pixels in the Tables' HTML (the pictures
        # are measured by their own tests)
        small = _small_text(page)
        page.screenshot(path=str(artifacts / "audit_tables_folds_open.png"))
        assert small == [], f"text under {LEAST_PX} px: {small[:12]}"
    finally:
        context.close()
    assert problems == []
