"""The quiz in a real browser: JupyterLab at 1280x800, a learner ticks, checks, reads the answer.

Every text of the quiz (question, choices, button, the engine's answer) is at least 11 CSS
pixels. Uses the browser tests' JupyterLab and Chromium (tests/browser/conftest.py); the
screenshot goes to ``$ISTANBUL_NB_ARTIFACTS`` (or a temporary folder, printed).
"""

from __future__ import annotations

import pytest
from browser.conftest import artifacts, browser, chromium, lab  # noqa: F401 - the fixtures
from browser.jupyterlab import open_and_run, write_notebook

pytestmark = [pytest.mark.browser, pytest.mark.slow]

SCRATCH = "quiz_check.ipynb"
CELL = """\
import istanbul_nb as ist
from istanbul_nb.widgets import Quiz
game = ist.stage(players=4, phase="action", governor=12, smuggler=12,
                 seats={0: dict(merchant=9, assistants=[9], lira=3, cards=[])})
Quiz("Red is at the Tea House with 3 lira. Which numbers may Red name?", game,
     [("2", "tea 2"), ("8", "tea 8"), ("12", "tea 12"), ("13", "tea 13")])"""
SMALLEST_TEXT_JS = """() => {
    const quiz = document.querySelector('.ist-quiz');
    let least = 1000, what = '';
    for (const el of quiz.querySelectorAll('*')) {
        const own = Array.from(el.childNodes).some(n => n.nodeType === 3 && n.textContent.trim());
        if (!own || el.offsetParent === null) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < least) { least = size; what = el.textContent.trim().slice(0, 40); }
    }
    return [least, what];
}"""


def test_a_learner_checks_a_quiz_at_1280x800(lab, browser, artifacts):  # noqa: F811
    write_notebook(lab.root / SCRATCH, [CELL])
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        open_and_run(page, lab, SCRATCH)
        quiz = page.locator(".ist-quiz")
        quiz.wait_for(timeout=30_000)
        for label in ("8", "12"):
            quiz.get_by_label(label, exact=True).check()
        quiz.get_by_role("button", name="Check").click()
        page.wait_for_function(
            "() => document.querySelector('.ist-quiz').innerText.includes('Right')",
            timeout=30_000)
        text = quiz.inner_text()
        assert "no: 13 (name a number from 3 to 12)" in text
        least, what = page.evaluate(SMALLEST_TEXT_JS)
        page.screenshot(path=str(artifacts / "quiz_1280.png"))
        print(f"\nsmallest quiz text: {least} px ({what!r}); screenshot in {artifacts}")
        assert least >= 11, f"{what!r} is {least} px"
    finally:
        context.close()
