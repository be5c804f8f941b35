"""Issue 21, lessons 09 (Mocha) and 10 (Letters): each defect the rules expert found, held by
the lesson's own cells (its quizzes ask the engine; its tables are built from the data)."""

from __future__ import annotations

import re
from pathlib import Path

from test_lesson_checks import _cells, _quizzes, _run, _setup

ROOT = Path(__file__).resolve().parent.parent
MOCHA = ROOT / "lessons" / "09_mocha_and_baksheesh.py"
LETTERS = ROOT / "lessons" / "10_letters_and_seals.py"
#: The lab that the double-move study of lesson 10 moved to (issue 21).
GAMES_LAB = ROOT / "lessons" / "14_lab_expansion_games.py"


def _prose(path: Path) -> str:
    return "\n".join(c.source for c in _cells(path) if c.cell_type == "markdown")


def _sentences(path: Path, word: str) -> list[str]:
    text = re.sub(r"\s*\n#?\s*", " ", _prose(path))
    return [s for s in re.split(r"(?<=\.)\s", text) if word in s]


def _table(path: Path, key: str) -> str:
    """The Markdown a table cell shows, run after the lesson's import cell."""
    ns = _setup(path)
    cell = next(c for c in _cells(path) if c.cell_type == "code" and key in c.source)
    return _run(cell.source, ns, path).data


def _with(quizzes, *choices):
    return [q for q in quizzes if all(c in q.verdicts for c in choices)]


def test_09_coffee_house_caption_keeps_the_space_marked_6_empty():
    text = _prose(MOCHA)
    assert "a ruby on each space but the one marked 6, which stays empty" in text
    assert "with a ruby on each space" not in text
    assert "lie **beside the board**" in text


def test_bot_figures_say_they_come_from_bots():
    rounds = _sentences(MOCHA, "30 rounds")
    assert rounds and all("bot" in s for s in rounds)
    assert not _sentences(LETTERS, "as soon as possible")  # a bot finding: in lab 14 only
    early = _sentences(GAMES_LAB, "as soon as possible")
    assert early and all("bots" in s and "not a rule" in s for s in early)


def test_card_tables_show_no_engine_name_and_coffee_only_in_the_great_bazaar():
    for path in (MOCHA, LETTERS):
        shown = _table(path, 'cards = DATA["bonus_cards"]')
        assert "roll_reward" not in shown and not re.search(r"\b[a-z]+_[a-z]+\b", shown)
    kiosk = _table(LETTERS, 'tiles = DATA["kiosk_tiles"]')
    assert "(or coffee)" not in kiosk and "(or coffee in the Great Bazaar)" in kiosk


def test_09_shows_r5_and_r6_by_asking_the_engine():
    quizzes = _quizzes("09")
    r5 = _with(quizzes, "warehouse", "warehouse extra fruit")
    assert r5 and all(q.verdicts["warehouse"][0] and not q.verdicts["warehouse extra fruit"][0]
                      and "R5" in q.verdicts["warehouse extra fruit"][1] for q in r5)
    r6 = _with(quizzes, "guild 16")
    assert r6 and all(not q.verdicts["guild 16"][0] for q in r6)
    assert "R6" in _prose(MOCHA) and 'is_legal("guild 18")' in MOCHA.read_text()


def test_09_end_of_game_lets_the_lira_card_but_not_the_coffee_card_be_played():
    found = [q for q in _quizzes("09") if q.game.phase == "end-game"]
    assert found
    for q in found:
        assert q.verdicts["play eight-lira"][0] and not q.verdicts["play two-coffee"][0]


def test_10_r7_the_society_lira_once_per_player():
    found = [q for q in _quizzes("10") if q.kind == "outcome"
             and q.game.state.parts["letters"].society_seats == [0]]
    assert found and all(q.result == str(q.game.player(0).lira) for q in found)


def test_10_r8_double_move_after_a_family_errand_and_again_after_the_extra_turn():
    found = [q for q in _quizzes("10")
             if any(h.startswith("play family-errand") for h in q.game.history())]
    assert found and all(q.verdicts["double 3d 13"][0] for q in found)
    game = found[0].game.copy()
    for action in ("double 3d 13", "move 13", "leave", "skip"):
        game.apply(action)
    assert game.is_legal("double 4d 10")


def test_10_companion_and_visit_a_merchant_still_meet_the_governor():
    quizzes = _with(_quizzes("10"), "governor")
    how = {h for q in quizzes for h in q.game.history()}
    assert {"companion 5", "play visit-merchant blue"} <= how
    assert all(q.verdicts["governor"][0] for q in quizzes)


def test_10_the_last_kiosk_tile_may_be_used_or_left():
    found = _with(_quizzes("10"), "kiosk fruit", "kiosk fruit skip")
    assert found and all(q.verdicts["kiosk fruit"][0] and q.verdicts["kiosk fruit skip"][0]
                         for q in found)
    assert "**may** use it too" in _prose(LETTERS)


def test_set_up_checklists_and_the_bonus_cards_alone_or_mixed():
    for path in (MOCHA, LETTERS):
        text = _prose(path)
        assert "### Set-up checklist" in text and "**[reconstructed]**" in text
    assert "alone, or mixed" in _prose(LETTERS)
