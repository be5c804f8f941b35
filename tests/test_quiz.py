"""The "check yourself" quiz: its answer is the engine's, asked when the quiz is made."""

from __future__ import annotations

import pytest

import istanbul_nb as ist
from istanbul_nb.widgets import Quiz
from istanbul_nb.widgets.common import WIDGET_VIEW


def tea_house(lira: int = 3, **seat) -> ist.Game:
    """Red at the Tea House, assistant left, ready for the action."""
    return ist.stage(players=4, phase="action", governor=12, smuggler=12,
                     seats={0: dict(merchant=9, assistants=[9], lira=lira, cards=[], **seat)})


def test_may_quiz_marks_each_choice_as_the_engine_does():
    quiz = Quiz("Which may Red do?", tea_house(), ["tea 8", "tea 2", "skip", "end"])
    legal = {a.text for a in quiz.game.legal_actions()}
    assert {t for t, (ok, _) in quiz.verdicts.items() if ok} == {"tea 8", "skip",
                                                                 "end"} & legal
    ok, words = quiz.verdicts["tea 2"]
    assert not ok and "3 to 12" in words
    assert quiz.check(["tea 8", "skip"])[0]
    assert not quiz.check(["tea 8", "tea 2", "skip"])[0]
    assert not quiz.check(["tea 8"])[0]


def test_the_answer_follows_the_staged_situation_not_a_stored_text():
    """The same question on two situations: two answers, each the engine's."""
    def quiz(lira: int) -> Quiz:
        game = ist.stage(players=4, seats={0: dict(merchant=11, lira=lira, cards=[]),
                                           3: dict(merchant=9)})
        game.apply("move 9")
        game.apply("leave")
        return Quiz("May Red pay Yellow?", game, ["pay"])

    assert quiz(3).verdicts["pay"][0] is True
    assert quiz(1).verdicts["pay"][0] is False


def test_the_answer_is_asked_from_the_engine(monkeypatch):
    """Were the answer stored, a changed rule would not change it: here it does."""
    game = tea_house()
    assert Quiz("?", game, ["tea 8"]).verdicts["tea 8"][0] is True
    monkeypatch.setattr(ist.Game, "is_legal", lambda self, action: False)
    monkeypatch.setattr(ist.Game, "apply", lambda self, action: (_ for _ in ()).throw(
        ist.IllegalAction("a changed rule; now what")))
    assert Quiz("?", game, ["tea 8"]).verdicts["tea 8"] == (False, "a changed rule")


def test_outcome_quiz_plays_a_copy_and_grades_the_pick():
    game = tea_house(lira=3)
    game.set_dice([4, 4])
    quiz = Quiz("Red names 8; the dice show 4 and 4. How many lira?", game,
                ["5 lira", "11 lira", "13 lira"], then=["tea 8"],
                answer=lambda g: f"{g.player(0).lira} lira")
    assert quiz.result == "11 lira"
    assert game.player(0).lira == 3 and game.phase == "action"  # the staged game is untouched
    assert quiz.check("11 lira")[0] and not quiz.check("5 lira")[0]
    assert quiz.check(" 11  Lira. ")[0]  # a typed answer: case and spaces do not matter


def test_outcome_quiz_follows_the_dice_it_is_given():
    def lira(dice: list[int]) -> str:
        game = tea_house(lira=3)
        game.set_dice(dice)
        return Quiz("?", game, then=["tea 8"], answer=lambda g: g.player(0).lira).result

    assert (lira([4, 4]), lira([1, 2])) == ("11", "5")


def test_free_answer_may_quiz_says_whether_a_typed_action_is_allowed():
    quiz = Quiz("Type one thing Red may do.", tea_house())
    assert quiz.answer_lines() == ["The engine allows: " + ", ".join(
        a.text for a in quiz.game.legal_actions())]
    assert quiz.check("tea 12")[0]
    ok, lines = quiz.check("tea 13")
    assert not ok and "3 to 12" in lines[0]
    assert not quiz.check("fly")[0]  # no action at all: the engine's words, no traceback
    assert not quiz.check("  ")[0]


@pytest.mark.parametrize("args, kwargs, message", [
    (("?", "not a game"), {}, "Game"),
    (("  ", None), {}, "question"),
    (("?", None, ["tea 8", "tea 8"]), {}, "each choice once"),
    (("?", None, ["fly"]), {}, "action word"),
    (("?", None, [("label",)]), {}, "pairs"),
    (("?", None), {"then": ["tea 8"]}, "answer="),
])
def test_bad_input_gets_a_clear_error(args, kwargs, message):
    args = tuple(tea_house() if a is None else a for a in args)
    with pytest.raises((ValueError, TypeError), match=message):
        Quiz(*args, **kwargs)


def test_labels_and_check_button():
    quiz = Quiz("Which may Red do?", tea_house(),
                [("name 8 and roll", "tea 8"), ("name 2 and roll", "tea 2")])
    quiz.picks[0].value = True
    quiz.button.click()
    assert "Right" in quiz.feedback.value and "name 2 and roll" in quiz.feedback.value
    quiz.picks[1].value = True
    quiz.button.click()
    assert "Not quite" in quiz.feedback.value


def test_radio_check_button():
    game = tea_house()
    game.set_dice([4, 4])
    quiz = Quiz("How many lira?", game, ["5 lira", "11 lira"], then=["tea 8"],
                answer=lambda g: f"{g.player(0).lira} lira")
    quiz.button.click()
    assert "Pick one" in quiz.feedback.value
    quiz.radio.value = "11 lira"
    quiz.button.click()
    assert "Right" in quiz.feedback.value


def test_saved_notebook_keeps_the_question_and_the_folded_answer():
    quiz = Quiz("Which may Red do?", tea_house(), ["tea 8", "tea 2"])
    data = quiz._repr_mimebundle_()
    assert WIDGET_VIEW in data
    assert "Check yourself: Which may Red do?" in data["text/plain"]
    assert "no: tea 2" in data["text/plain"] and "yes: tea 8" in data["text/plain"]
    html = data["text/html"]
    assert "<details>" in html and "yes: tea 8" in html.split("<details>")[1]
    assert "<script" not in html
    assert set(quiz._repr_mimebundle_(include=["text/html"])) == {"text/html"}


def test_question_text_is_escaped_in_html():
    quiz = Quiz("<b>Bold</b> & more?", tea_house(), ["skip"])
    assert "&lt;b&gt;Bold" in quiz.html()


def test_the_quiz_needs_no_canvas():
    """An offline JupyterLite site cannot load ipycanvas (numpy, Pillow): the quiz module
    itself imports only ipywidgets, the two games and the kit's catalogues (standard library
    gettext), so it can work there."""
    import ast
    from pathlib import Path

    import istanbul_nb.widgets.quiz as module

    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {("." * n.level) + (n.module or "") for n in ast.walk(tree)
              if isinstance(n, ast.ImportFrom)}
    assert names <= {"__future__", "collections.abc", "html", "re", "typing", "ipywidgets",
                     "..engine", "..choose_write.game", "..i18n"}, names


def test_a_quiz_asks_a_choose_and_write_game():
    """Lesson 12's checks: the same quiz on the other game of the kit (one protocol)."""
    from istanbul_nb import choose_write as cw

    g = cw.new_game(players=2, seed=1)
    legal = g.legal_actions()[0].text
    q = Quiz("Which of these may Blue or Red do now?", g, [legal, "at Z"])
    lines = q.answer_lines()
    assert lines[0].startswith(f"yes: {legal}") and lines[1].startswith("no: at Z")
    assert q.check([legal])[0] and not q.check([legal, "at Z"])[0]


def test_a_quiz_speaks_its_language():
    """A Korean lesson's quiz: its heading, button, verdicts and grading in Korean (the kit's
    default language, or ``lang=``); the lesson's question stays as the lesson wrote it."""
    from istanbul_nb import i18n

    g = ist.new_game(players=2, seed=1)
    legal = g.legal_actions()[0].text
    q = Quiz("무엇을 할 수 있을까요?", g, [legal, "tea 13"], lang="ko")
    assert q.button.description == "확인" and "스스로 확인하기" in q.html()
    lines = q.answer_lines()
    assert lines[0].startswith(f"예: {legal}") and lines[1].startswith("아니요: tea 13")
    ok, said = q.check([legal])
    assert ok and said[0] == "맞습니다. 엔진의 답:"
    i18n.set_language("de")
    try:
        assert Quiz("Was geht?", g, [legal]).button.description == "Prüfen"
    finally:
        i18n.set_language("en")
    with pytest.raises(ValueError, match="unknown language"):
        Quiz("?", g, [legal], lang="xx")


def test_an_answer_that_is_not_among_the_choices_is_the_lessons_mistake():
    """A translated lesson whose choices no longer read as the engine's answer fails when the
    cell runs (nbval), not silently when a learner clicks."""
    game = ist.new_game(players=3, seed=1)
    with pytest.raises(ValueError, match="not among the choices"):
        Quiz("How many rubies?", game, ["1", "2"],
             answer=lambda g: g.pieces()["gemstone_dealer"]["rubies"])
    Quiz("How many rubies?", game, ["9", "10"],
         answer=lambda g: g.pieces()["gemstone_dealer"]["rubies"])
