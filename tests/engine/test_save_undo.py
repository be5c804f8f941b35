"""Save/load and undo round trips along whole games; learner mode; tampered saves refused."""

import json
import subprocess
import sys

import pytest

import istanbul_nb as ist
from istanbul_nb.engine import IllegalAction
from istanbul_nb.engine.invariants import random_playout


def test_save_load_round_trip_along_a_whole_game():
    g = ist.new_game(players=3, seed=4)
    random_playout(g, 4, check=None)
    hist = g.history()
    replay = ist.new_game(players=3, seed=4)
    for i, text in enumerate(hist):
        if i % 97 == 0:
            s = replay.to_json()
            back = ist.Game.from_json(s)
            assert back.to_json() == s
            assert [a.text for a in back.legal_actions()] == \
                [a.text for a in replay.legal_actions()]
        replay.apply(text)
    assert replay.to_json() == g.to_json()


def test_undo_back_to_the_start_gives_the_same_states():
    g = ist.new_game(players=4, seed=6)
    saves = [g.to_json()]
    for _ in range(120):
        g.apply(g.legal_actions()[-1 if g.phase == "move" else 0])
        saves.append(g.to_json())
    for k in range(len(saves) - 1, 0, -7):
        h = g.at_step(k)
        assert h.to_json() == saves[k]
    for k in range(len(saves) - 2, len(saves) - 12, -1):
        g.undo()
        assert g.to_json() == saves[k]
    with pytest.raises(IllegalAction, match="nothing to undo"):
        ist.new_game().undo()


def test_learner_mode_refuses_to_undo_a_roll():
    g = ist.stage(players=3, mode="learner", phase="action", seats={0: dict(merchant=9)})
    g.apply("tea 5")
    with pytest.raises(IllegalAction, match="learner mode"):
        g.undo()
    g.apply("end")
    g.undo()                                  # ending the turn draws nothing: undoable
    assert g.phase == "encounter"


def test_teacher_dice_then_seeded():
    g = ist.new_game(players=3, seed=2, dice=[6, 6])
    g.set_dice([1, 1, 3, 4])
    assert g.history() == ["!dice 1 1 3 4"]
    g.undo()
    assert g.state.script == [6, 6]


def test_same_seed_same_actions_identical_in_another_process():
    g = ist.new_game(players=4, seed=9)
    random_playout(g, 9, max_actions=300)
    code = (
        "import istanbul_nb as ist\n"
        "from istanbul_nb.engine.invariants import random_playout\n"
        "g = ist.new_game(players=4, seed=9)\n"
        "random_playout(g, 9, max_actions=300)\n"
        "import sys; sys.stdout.write(g.to_json())\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env={"PYTHONHASHSEED": "123"}).stdout
    assert out == g.to_json()


@pytest.mark.parametrize("path,value,field", [
    (("state", "players", 0, "lira"), -1, "state.players[0].lira"),
    (("state", "players", 0, "stack"), 5, "state.players[0].stack"),
    (("state", "gem_left"), 3, "state.rubies"),
    (("state", "deck"), [], "state.cards"),
    (("state", "phase"), "dance", "state.phase"),
    (("initial", "governor"), 30, "initial.governor"),
    (("version",), 99, "save.version"),
    (("config", "players"), 7, "config"),
])
def test_tampered_saves_are_refused_naming_the_field(path, value, field):
    g = ist.new_game(players=3, seed=1)
    doc = json.loads(g.to_json())
    node = doc
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    with pytest.raises(ValueError) as err:
        ist.Game.from_json(json.dumps(doc))
    assert str(err.value).startswith(field), str(err.value)


def test_bad_inputs():
    for bad in ("", "[]", "{", "null", b"\xff", "x" * 5_000_000):
        with pytest.raises(ValueError):
            ist.Game.from_json(bad)
    g = ist.new_game(players=3, seed=1)
    doc = json.loads(g.to_json())
    doc["history"] = ["move 16"]
    with pytest.raises(ValueError, match="history\\[0\\]"):
        ist.Game.from_json(json.dumps(doc))


def test_copy_is_independent():
    g = ist.new_game(players=2, seed=3)
    c = g.copy()
    c.apply(c.legal_actions()[0])
    assert g.history() == [] and len(c.history()) == 1


def test_undo_all_the_way_back_to_the_start():
    g = ist.new_game(players=2, seed=12)
    start = g.to_json()
    random_playout(g, 12, max_actions=60)
    while g.history():
        g.undo()
    assert g.to_json() == start and g.log_text() == ""
