"""Issue 21, lesson 12 (Choose & Write): each defect the rules expert found, held by the lesson's
own cells (its quizzes ask the engine) and its prose, checked against the rule book (seed 004)."""

from __future__ import annotations

import re
from pathlib import Path

from test_lesson_checks import LABS, _cells, _quizzes

from istanbul_nb import choose_write as cw
from istanbul_nb.widgets import Quiz

ROOT = Path(__file__).resolve().parent.parent
LESSON = ROOT / "lessons" / "12_choose_and_write.py"


def _prose(rules_only: bool = True) -> str:
    """The lesson's markdown (the rules only, or with the labs its studies moved to), one line."""
    cells = _cells(LESSON) + ([] if rules_only else [c for p in LABS for c in _cells(p)])
    text = "\n".join(c.source for c in cells if c.cell_type == "markdown")
    return re.sub(r"\s*\n#?\s*", " ", text)


def _sentences(word: str, rules_only: bool = False) -> list[str]:
    return [s for s in re.split(r"(?<=\.)\s", _prose(rules_only)) if word in s]


def _with(*choices: str) -> list[Quiz]:
    return [q for q in _quizzes("12") if all(c in q.verdicts for c in choices)]


def test_quiz_accepts_a_choose_and_write_game():
    """Lesson 12's checks are Quizzes on staged Choose & Write games."""
    game = cw.stage(players=2, seed=1)
    quiz = Quiz("What may Player 1 do?", game, ["play hand", "guild G14"])
    assert quiz.verdicts["play hand"][0] and not quiz.verdicts["guild G14"][0]


def test_guild_cards_are_explained_and_their_cost_asked_from_the_engine():
    text = _prose()
    assert "instead of a Location card" in text and "Nobody follows" in text
    assert "1 to 10 lira" in text
    found = _with("guild G14", "guild G03")
    assert found
    for q in found:
        lira = q.game.sheet(q.game.to_act).lira
        assert q.verdicts["guild G03"][0] == (lira >= 3)
        assert q.verdicts["guild G14"][0] == (lira >= 7)
        assert not q.verdicts["guild G14"][0] and "7 lira" in q.verdicts["guild G14"][1]


def test_nobody_follows_a_guild_card():
    """The staged Guild-card turn: after it the next player's turn begins, no follower asked."""
    game = cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["8"]},
                    display=["1", "12"], sheets={0: {"lira": 5, "guild_cards": ["G03"]}})
    game.apply("guild G03")
    assert game.current == game.to_act == 1
    assert 'do(guild, "guild G03")' in LESSON.read_text()  # the lesson shows that turn


def test_goods_cards_only_pay_and_an_unused_good_is_lost():
    text = _prose()
    assert "only to pay" in text and "the other is lost" in text
    assert "never fill in spaces" in text
    found = [q for q in _quizzes("12") if q.kind == "outcome"
             and q.question.startswith("Palace letter D")]
    assert found
    for q in found:
        after = q.game.copy()
        for action in ("play hand", "at D", "palace D with W13"):
            after.apply(action)
        s = after.sheet(0)
        assert q.result == f"{len(s.goods_cards)} Goods cards, {s.goods['fabric']} fabric"
        assert q.result in q.choices
        # the card paid one fabric; its second fabric filled in nothing
        assert s.goods["fabric"] == q.game.sheet(0).goods["fabric"] == 0


def test_the_solo_game_has_its_own_set_up_and_end():
    text = _prose()
    assert "the two-player rules with one change" not in text
    solo = text[text.index("7 · The solo game"):]
    for said in ("**tucked**", "**bold** action icons at 3, 7, 8 and 12", "small mark",
                 "cannot draw a Location card", "leftmost display card is discarded"):
        assert said in solo, said
    game = cw.new_game(players=1, seed=3)
    trio = cw.new_game(players=3, seed=3)
    assert {len(g) for g in game.palace().values()} == {5}
    assert game.sheet(0).icons["8"] == trio.sheet(0).icons["8"] - 1
    found = [q for q in _quizzes("12") if q.kind == "outcome" and q.game.players == 1]
    assert found and all(q.result == str(len(q.game.palace()["A"])) for q in found)


def test_the_tie_break_is_taught_and_asked_from_the_engine():
    text = _prose()
    assert "filled spaces not crossed out" in text and "shared" in text
    found = [q for q in _quizzes("12") if q.kind == "outcome" and "Who wins" in q.question]
    assert found
    for q in found:
        rubies = {q.game.sheet(s).rubies for s in range(q.game.players)}
        assert len(rubies) == 1  # a true tie on rubies: the tie-break decides
        assert q.result == " and ".join(q.game.names[s] for s in q.game.winners())
        assert q.result in q.choices


def test_followers_act_at_once_clockwise_only_in_doubt():
    text = _prose()
    assert "one after another clockwise" not in _prose(rules_only=False)
    assert "at the same time" in text and "in case of doubt" in text


def test_the_hubs_are_facts_of_the_reconstructed_map():
    hubs = _sentences("hub")
    assert hubs and all("reconstructed" in s for s in hubs)
    assert "hub" not in _prose()  # the hubs are a lab finding, not a rule


def test_bot_findings_say_they_come_from_bots():
    for word in ("ten rounds", "Bonus Rubies that filling", "half of the challenge"):
        found = _sentences(word)
        assert found, word
        assert all("bot" in s.lower() for s in found), found


def test_set_up_checklist_per_player_count_with_labels():
    intro = _cells(LESSON)[0].source
    checklist = intro[intro.index("### Set-up checklist"):]
    rows = [r for r in checklist.splitlines() if r.startswith("| ") and "---" not in r]
    assert rows[0] == "| what | 1 player | 2 players | 3 players | 4 players | 5 players | label |"
    assert len(rows) >= 10 and all(r.count("|") == 8 for r in rows)
    assert "**[reconstructed]**" in checklist


def test_rules_prose_is_short():
    assert len(_prose().split()) < 2500
