"""Issue 21, lesson 11 (the Great Bazaar and the variants): each defect the rules expert found,
held by the lesson's own prose and cells (its quizzes ask the engine)."""

from __future__ import annotations

import re
from pathlib import Path

from test_lesson_checks import LABS, _cells, _quizzes

import istanbul_nb as ist

ROOT = Path(__file__).resolve().parent.parent
LESSON = ROOT / "lessons" / "11_great_bazaar_and_variants.py"
WORD = re.compile(r"[A-Za-z0-9'’]+")


def _prose(labs_too: bool = False) -> str:
    """The lesson's markdown; with ``labs_too``, also that of the labs its studies moved to."""
    cells = _cells(LESSON) + ([c for p in LABS for c in _cells(p)] if labs_too else [])
    return "\n".join(c.source for c in cells if c.cell_type == "markdown")


def _section(title: str) -> str:
    """The markdown of one '## ' section (its heading starts with ``title``)."""
    out, inside = [], False
    for cell in _cells(LESSON):
        if cell.cell_type != "markdown":
            continue
        for line in cell.source.splitlines():
            if line.startswith("## "):
                inside = line[3:].startswith(title)
            if inside:
                out.append(line)
    return "\n".join(out)


def _sentences(word: str, labs_too: bool = False) -> list[str]:
    text = re.sub(r"\s*\n\s*", " ", _prose(labs_too))
    return [s for s in re.split(r"(?<=\.)\s", text) if word in s]


def test_r9_both_expansions_are_the_great_bazaar_and_no_third_game():
    text = _prose()
    assert "together play on" not in text and "without the refill" not in text
    assert "Mocha and Letters together are the Great Bazaar" in text and "R9" in text


def test_the_refill_cites_the_rule_book_not_a_kit_ruling():
    refill = _section("2 · The ruby refill")
    assert "ruby-picture space" in refill and "rule book" in refill
    assert "kit's ruling" not in _prose()


def test_the_refill_quiz_asks_the_engine_for_the_next_price():
    found = [q for q in _quizzes_11() if q.kind == "outcome" and "gemstone" in q.question.lower()]
    assert found
    for q in found:
        before = q.game.pieces()["gemstone_dealer"]
        assert before["rubies"] == 1
        assert q.result == f"{before['price']} lira"  # the refilled ruby: the last price again


def test_the_great_bazaars_own_rules_have_one_card():
    card = _section("1 · The Great Bazaar's own rules")
    rows = [line for line in card.splitlines() if line.startswith("| **")]
    for words in ("Courier", "free-encounters", "Secret Society", "Coffee House", "Kiosk",
                  "coffee", "Coffee Trader", "meet-a-figure", "refill", "Catacombs"):
        assert any(words in row for row in rows), words


def test_the_great_bazaar_quizzes_show_its_own_rules():
    quizzes = _quizzes_11()
    society = [q for q in quizzes if "society coffee-house 3d 5d 9d" in q.verdicts]
    assert society and all(q.verdicts["society coffee-house 3d 5d 9d"][0] for q in society)
    meet = [q for q in quizzes if "play meet-figure coffee_trader" in q.verdicts]
    assert meet and all(q.verdicts["play meet-figure coffee_trader"][0] for q in meet)


def test_neutral_assistants_loosening_is_a_simulation_finding():
    said = _sentences("loosen", labs_too=True) + _sentences("forgive", labs_too=True)
    assert not _sentences("loosen") + _sentences("forgive")  # the lesson leaves it to lab 14
    assert said and all("simulation" in s or "model" in s for s in said)


def test_the_courier_met_at_the_fountain_after_a_kiosk_tile_is_explained():
    text = re.sub(r"\s*\n\s*", " ", _section("5 · A Great Bazaar game at the Table"))
    assert "met the Courier at the Fountain" in text and "the kit's reading" in text
    found = [q for q in _quizzes_11() if "kiosk to-fountain" in q.game.history()]
    assert found
    for q in found:
        assert q.game.player(0).merchant == 7 and q.verdicts["courier"][0]


def test_set_up_checklist_with_the_data_files_labels():
    text = _prose()
    assert "### Set-up checklist" in text
    provenance = ist.Board("great-bazaar-first-game").layout.provenance
    row = next(line for line in text.splitlines() if "great-bazaar-first-game" in line)
    assert f"[{provenance}]" in row
    data = ist.new_game(players=3, expansions=("mocha", "letters")).rules.data
    assert data["letters"]["letters"]["provenance"] == "reconstructed"
    assert data["mocha"]["tavern_tile_costs"]["provenance"] == "reconstructed"
    assert data["letters"]["kiosk_tiles"]["count_provenance"] == "reconstructed"
    for words in ("letter tiles", "Tavern tiles", "Kiosk tiles"):
        line = next(x for x in text.splitlines() if x.startswith("|") and words in x)
        assert "**[reconstructed]**" in line, words


def test_rules_prose_is_short_and_the_studies_are_in_the_labs():
    words = len(WORD.findall(_prose()))
    assert words < 2500, words
    heads = [x for x in _prose(labs_too=True).splitlines() if x.startswith("## ")]
    assert not any(h.endswith("(lab)") for h in heads)
    for topic in ("How long is a trip", "The Catacombs", "barrier", "simulation",
                  "Every configuration"):
        assert any(topic in h for h in heads), topic


def _quizzes_11():
    return _quizzes("11")
