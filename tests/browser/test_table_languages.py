"""A real browser: a learner plays a turn at the Table in Korean, Traditional Chinese and German
(issue 25), and meets no English of the kit's catalogue on the way.

Voilà serves a one-cell notebook with a Table (two bots). Each scenario starts the page, picks
the language in the Table's own menu (the learner's way; Korean also through ``lang=``), plays a
whole turn by pressing the buttons by their words in that language, and checks, at every step,
that the page shows no English sentence of the catalogue (its messages without placeholders, and
the fixed words between the placeholders of the others) and that no button or label cuts its
text (an element narrower than its words). The base game is played in Korean and Chinese, a
Mocha turn in German, a Choose & Write turn in Korean. Screenshots of each step go to the
artifacts folder. Under CI=true a missing Voilà or Chromium fails the test instead of skipping.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from istanbul_nb.i18n import catalogues as cats

from .voila import console_problems, one_cell_notebook, screenshots, serve

pytestmark = [pytest.mark.browser, pytest.mark.slow]

WIDTH, HEIGHT = 1280, 800
STATUS = ".jp-OutputArea [role=status]"
LANG_NAMES = {"ko": "한국어", "zh-Hant": "繁體中文", "de": "Deutsch", "en": "English"}

BASE = dict(players=3, seats={0: dict(merchant=11, lira=5, cards=[])}, governor=2, smuggler=2)
MOCHA = dict(players=3, layout="mocha-first-game", expansions=("mocha",),
             seats={0: dict(merchant=2, lira=9, cards=[])}, coffee={0: 3},
             coffee_trader=12, governor=12, smuggler=12)
CW = dict(players=2, hands={0: ["8"]})

#: scenario -> (the notebook's source, the turn: action texts pressed one by one)
SCENARIOS = {
    "base-ko": ("board", BASE, "ko", ("move 9", "leave", "skip", "end")),
    "base-zh-Hant": ("board", BASE, "zh-Hant", ("move 9", "leave", "skip", "end")),
    "mocha-de": ("board", MOCHA, "de", ("move 20", "leave", "skip", "end")),
    "cw-ko": ("cw", CW, "ko", ("play hand", "at 8")),
}


def _source(kind: str, stage: dict, lang: str) -> str:
    """The page's cell: the Table in English (the learner switches it with the menu), except
    the Korean Choose & Write table, which starts in Korean through ``lang=``."""
    if kind == "cw":
        return (
            "from istanbul_nb import choose_write as cw\n"
            "from istanbul_nb.bots import RandomBot\n"
            "from istanbul_nb.widgets import ChooseWriteTable\n"
            f"ChooseWriteTable(cw.stage(**{stage!r}), bots={{1: RandomBot(seed=1)}}, "
            f"pace=0.25, lang={lang!r})\n")
    return ("import istanbul_nb as ist\n"
            "from istanbul_nb.bots import RandomBot\n"
            "from istanbul_nb.widgets import Table\n"
            f"Table(ist.stage(**{stage!r}), bots={{1: RandomBot(seed=1), 2: RandomBot(seed=2)}},"
            " pace=0.25)\n")


def _labels(kind: str, stage: dict, lang: str, actions: tuple[str, ...]) -> list[str]:
    """Each action's button words in ``lang``, read from the same table run headless."""
    if kind == "cw":
        from istanbul_nb import choose_write as cw
        from istanbul_nb.widgets import ChooseWriteTable

        table = ChooseWriteTable(cw.stage(**stage), lang=lang, auto_play=False)
    else:
        import istanbul_nb as ist
        from istanbul_nb.widgets import Table

        table = Table(ist.stage(**stage), lang=lang, auto_play=False)
    out = []
    for action in actions:
        out.append(table.session.view().button(action).label)
        table.session.play(action)
    return out


def _english() -> list[str]:
    """The English a learner must not meet: every message without placeholders of two words
    or more, and the fixed words (three words or more) between the placeholders of the rest."""
    out: set[str] = set()
    for m in cats.read(cats.TEMPLATE):
        ids = [m.id] if isinstance(m.id, str) else list(m.id)
        for text in ids:
            for part in re.split(r"\{[a-z_0-9]+\}", text):
                part = part.strip(" .,:;()'\"")
                if len(part.split()) >= (2 if "{" not in text else 3) and part.isascii():
                    out.add(part)
    return sorted(out, key=len, reverse=True)


CUT_JS = """() => [...document.querySelectorAll(
    '.jp-OutputArea button, .jp-OutputArea .widget-label, .jp-OutputArea label,'
    + ' .jp-OutputArea .widget-html-content')]
  .filter(e => e.offsetParent !== null && e.innerText.trim()
          && e.scrollWidth > e.clientWidth + 2 && getComputedStyle(e).overflowX !== 'visible')
  .map(e => e.innerText.trim().slice(0, 60))"""


@pytest.fixture(scope="module")
def english() -> list[str]:
    return _english()


@pytest.fixture(params=sorted(SCENARIOS))
def scenario(request, tmp_path: Path, chromium: Path) -> Iterator[tuple[str, str, tuple]]:
    kind, stage, lang, actions = SCENARIOS[request.param]
    notebook = one_cell_notebook(tmp_path / f"{request.param}.ipynb", _source(kind, stage, lang))
    with serve(notebook, tmp_path) as url:
        yield request.param, url, (kind, stage, lang, actions)


def _visible_english(page, english: list[str]) -> list[str]:
    text = page.locator(".jp-OutputArea").first.inner_text()
    return [e for e in english if e in text][:10]


def test_a_turn_in_the_learners_language(scenario, browser, artifacts, english):
    name, url, (kind, stage, lang, actions) = scenario
    labels = _labels(kind, stage, lang, actions)
    page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
    problems = console_problems(page)
    shot = screenshots(page, artifacts, f"language_{name}")
    try:
        page.goto(url, wait_until="domcontentloaded")
        page.wait_for_selector(STATUS, state="visible", timeout=120_000)
        page.wait_for_timeout(1500)
        if kind == "board":
            # the learner's way: the Table's own menu, each language named in its own words
            english_status = page.locator(STATUS).inner_text()
            menu = page.locator("select", has=page.locator(
                f"option:text-is('{LANG_NAMES[lang]}')"))
            menu.first.select_option(label=LANG_NAMES[lang])
            page.wait_for_function(
                "([sel, old]) => document.querySelector(sel).innerText !== old",
                arg=[STATUS, english_status], timeout=20_000)
            page.wait_for_timeout(1500)
        shot("0_start")
        assert _visible_english(page, english) == [], "English on the page at the start"
        for k, (action, label) in enumerate(zip(actions, labels, strict=True), 1):
            status = page.locator(STATUS).inner_text()
            button = page.get_by_role("button", name=label, exact=True)
            button.first.wait_for(state="visible", timeout=30_000)
            button.first.click()
            page.wait_for_function(
                "([sel, old]) => document.querySelector(sel).innerText !== old",
                arg=[STATUS, status], timeout=30_000)
            page.wait_for_timeout(800)
            shot(f"{k}_{action.replace(' ', '_')}")
            assert _visible_english(page, english) == [], f"English after {action!r}"
            assert page.evaluate(CUT_JS) == [], f"cut text after {action!r}"
    finally:
        page.close()
    assert problems == [], "browser console errors:\n" + "\n".join(problems)
