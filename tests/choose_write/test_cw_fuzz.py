"""Hostile input at the public entry points: ``Game.from_json`` and ``apply`` raise only
ValueError (``cw.IllegalAction`` is one), and a refused action leaves the game unchanged.
Seeded, fixed counts, so a failure reproduces."""

from __future__ import annotations

import json
import random

import pytest
from save_paths import paths as _paths

from istanbul_nb import choose_write as cw

MUTATIONS = 1000
VALUES = [None, True, -1, 0, 1, 7, 10 ** 12, 2.5, "", "x", "L8a", "W01", [], [1], ["R01"], {},
          {"a": 1}, {"fabric": 99}]


def _set(obj, path, value):
    for key in path[:-1]:
        obj = obj[key]
    obj[path[-1]] = value


def _game(seed: int, steps: int) -> cw.Game:
    g = cw.new_game(players=seed % 5 + 1, seed=seed)
    r = random.Random(seed)
    while not g.is_over and len(g.history()) < steps:
        acts = g.legal_actions()
        g.apply(acts[r.randrange(len(acts))])
    return g


def test_mutated_saves_load_or_raise_value_error():
    r = random.Random(1)
    loaded = refused = 0
    saves = [json.loads(_game(s, 25 * s).to_json()) for s in range(1, 6)]
    for _ in range(MUTATIONS):
        d = json.loads(json.dumps(r.choice(saves)))
        paths = [p for p in _paths(d) if p]
        _set(d, r.choice(paths), r.choice(VALUES))
        try:
            g = cw.Game.from_json(json.dumps(d))
        except ValueError as e:
            assert len(str(e)) < 400
            refused += 1
        else:
            loaded += 1
            for _ in range(3):           # the loaded game plays on
                if g.is_over:
                    break
                g.apply(g.legal_actions()[0])
            g.to_json()
    assert refused > MUTATIONS // 2 and loaded + refused == MUTATIONS


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hostile_actions_raise_illegal_action_and_change_nothing(seed):
    g = _game(seed, 30)
    before = g.to_json()
    seen = [a.text for a in _game(seed + 10, 60).legal_actions()]
    hostile = ["", " ", "play", "play middle", "at", "at 99", "follow 8", "follow 8 maybe",
               "palace E", "palace A with W99", "spend", "spend gold", "good", "good ruby",
               "improve 2", "fill rubies", "keep", "take", "x" * 10_000, "\x00", "at 8 8",
               "guild G99", "discard R01"] + seen
    for text in hostile:
        if g.is_legal(text):
            continue
        with pytest.raises(cw.IllegalAction) as err:
            g.apply(text)
        assert len(str(err.value)) < 700
    for text in hostile[:23]:
        try:
            g.describe(text)
        except cw.IllegalAction:
            pass
    for bad in (None, 3, ["play hand"], b"play hand"):
        with pytest.raises(cw.IllegalAction):
            g.apply(bad)
    assert g.to_json() == before


def test_mutated_queued_steps_load_and_play_or_raise_value_error():
    """The steps still to do are checked field by field on load (a loaded game must play on)."""
    r = random.Random(5)
    saves = [json.loads(_game(s, 0).to_json()) for s in range(1, 6)]
    keep = [{"do": "caravan", "seat": 0, "v": 1, "source": "place"},
            {"do": "keep", "seat": 0, "cards": ["G01", "G02"]},
            {"do": "palace", "seat": 1, "v": ["A", "B"], "source": "place"},
            {"do": "different", "seat": 1, "v": 3, "source": "guild", "taken": ["fabric"]},
            {"do": "turn", "seat": 1}]
    saves.append(json.loads(cw.stage(players=2, caravan="C4", queue=keep).to_json()))
    kinds = ["draw_hand", "fountain_good", "turn", "follow", "choose", "take", "solo_discard"]
    refused = 0
    for _ in range(MUTATIONS):
        d = json.loads(json.dumps(r.choice(saves)))
        paths = [p for p in _paths(d) if len(p) > 2 and p[1] == "queue"]
        _set(d, r.choice(paths), r.choice(VALUES + kinds))
        try:
            g = cw.Game.from_json(json.dumps(d))
        except ValueError:
            refused += 1
            continue
        for _ in range(5):
            if g.is_over:
                break
            g.apply(g.legal_actions()[0])
    assert refused > MUTATIONS // 3
