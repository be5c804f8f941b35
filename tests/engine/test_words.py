"""The words a learner sees: questions, refusals, the log, seat names."""

import pytest

import istanbul_nb as ist
from istanbul_nb.engine import IllegalAction


def test_questions_follow_the_turn():
    g = ist.stage(players=3, governor=2, smuggler=2,
                  seats={0: dict(merchant=11, cards=[], lira=4), 1: dict(merchant=9)})
    assert g.question() == "Red: where does your merchant go?"
    g.apply("move 9")
    assert g.question() == "Red: leave an assistant at Tea House (9), or end the turn?"
    g.apply("leave")
    assert g.question() == "Red: pay 2 lira to each other merchant at Tea House (9), or end " \
        "the turn?"
    g.apply("pay")
    assert g.question() == "Red: do the action of Tea House (9), or skip it?"
    g.apply("skip")
    # the Governor and the Smuggler are at 2: nobody here is left to meet
    assert g.question() == "Red: nobody at Tea House (9) is left to meet: end the turn"
    g.apply("end")
    assert g.question() == "Blue: where does your merchant go?"


def test_refusals_explain_and_change_nothing():
    g = ist.stage(players=3, phase="action", seats={0: dict(merchant=16, lira=3, cards=[])})
    before = g.to_json()
    cases = {
        "gemstone": "you have 3 lira; the Gemstone Dealer's ruby costs 14",
        "wainwright": "you are at Gemstone Dealer (16), not at Wainwright (1)",
        "move 3": "the move phase is over",
        "play stay": "Red holds no Stay card",
        "leave": "assistants are left right after moving",
        "governor": "encounters come after the place action",
    }
    for text, why in cases.items():
        with pytest.raises(IllegalAction, match=why.replace("(", "\\(").replace(")", "\\)")):
            g.apply(text)
        assert g.to_json() == before
    with pytest.raises(IllegalAction, match="not an action word"):
        g.apply("dance")


def test_log_per_turn_and_custom_names():
    g = ist.new_game(players=2, seed=4, names=["Ada", "Bo"], colours=["purple", "orange"])
    g.apply("move 9")
    g.apply("end")
    g.apply("move 5")
    assert g.log_text(turn=1) == ("Turn 1 (Ada)\n  Ada moves from Fountain (7) to Tea House "
                                  "(9).\n  Ada ends the turn.\n")
    assert g.log_text(turn=2).startswith("Turn 2 (Bo)\n  Bo moves from Fountain (7)")
    assert g.player(1).name == "Bo" and g.player(1).colour == "orange"
    with pytest.raises(ValueError, match="colour"):
        ist.new_game(players=2, colours=["Red Wine", "blue"])


def test_apply_returns_the_new_log_lines():
    g = ist.stage(players=3, seats={0: dict(merchant=11, cards=[])})
    assert g.apply("move 9") == ("Red moves from Small Market (11) to Tea House (9)",)
    assert g.log[-1].text == "Red moves from Small Market (11) to Tea House (9)"
    assert (g.log[-1].turn, g.log[-1].seat, g.log[-1].action) == (1, 0, "move 9")


def test_the_encounter_question_names_who_is_here():
    g = ist.stage(players=3, phase="encounter", governor=9, smuggler=2,
                  seats={0: dict(merchant=9, cards=[]), 1: dict(family=9)})
    assert g.question().startswith("Red: catch every other family member at Tea House (9)")
    g.apply("catch blue lira")
    assert g.question() == "Red: meet who is at Tea House (9) (in any order), then end the turn"


def test_every_phase_of_every_configuration_has_a_learners_name():
    """A learner never reads a phase identifier with its dashes replaced ("kiosk round")."""
    from istanbul_nb.engine.phases import plain_phase

    for cfg in ist.engine.configurations():
        g = ist.new_game(players=cfg["players"], expansions=cfg["expansions"],
                         variants=cfg["variants"])
        for phase in g.rules.phases:
            words = plain_phase(phase, g.rules)
            assert words != phase.replace("-", " ").replace("_", " "), phase
