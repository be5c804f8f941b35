"""Saves written by version 1 of the format (the engine before rulesets) still load.

The files in ``v1_saves/`` were written by that code (the commit before the ruleset redesign),
one per phase of the turn and per player count, from seeded random games that never used an
action whose meaning the rulings of issue 7 changed (Move 3-4, Stay, the Post Office, the
Smuggler): a version-1 history that did is refused, because replaying it under today's rules
cannot reach the saved state (the message says which action).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import istanbul_nb as ist

SAVES = sorted((Path(__file__).parent / "v1_saves").glob("*.json"))


def test_there_are_version_1_saves_of_every_phase():
    phases = {json.loads(p.read_text())["state"]["phase"] for p in SAVES}
    assert {"move", "assistant", "pay", "action", "encounter", "dice", "caravansary",
            "caravansary-discard", "black-market-good", "governor-payment", "end-game",
            "over"} <= phases
    assert all(json.loads(p.read_text())["version"] == 1 for p in SAVES)


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_a_version_1_save_loads_as_version_2(path):
    text = path.read_text()
    old = json.loads(text)
    g = ist.Game.from_json(text)
    assert g.history() == old["history"]
    assert g.phase == old["state"]["phase"] and g.to_act == old["state"]["to_act"]
    assert [g.player(i).rubies for i in range(g.players)] == \
        [p["rubies"] for p in old["state"]["players"]]
    new = json.loads(g.to_json())
    assert new["version"] == 2 and new["state"]["barrier"] is None
    assert new["state"]["parts"] == {}
    assert ist.Game.from_json(g.to_json()).to_json() == g.to_json()
    if not g.is_over:
        g.apply(g.legal_actions()[0])          # and it plays on


def test_a_version_1_save_with_a_changed_ruling_is_refused_naming_the_action():
    g = ist.stage(players=3, phase="action", seats={0: dict(merchant=5)},
                  post=[True, True, True, False])
    doc = json.loads(g.to_json())
    doc["version"] = 1
    del doc["initial"]["barrier"], doc["initial"]["parts"]
    del doc["state"]["barrier"], doc["state"]["parts"]
    doc["history"] = ["post"]
    doc["state"]["post"] = [True, True, True, True]          # what version 1 did
    with pytest.raises(ValueError, match="post"):
        ist.Game.from_json(json.dumps(doc))
