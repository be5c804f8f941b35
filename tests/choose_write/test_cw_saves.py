"""Saves (versioned, validated JSON), undo and learner mode, refusals in plain words, and a
golden log of one seeded game."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from istanbul_nb import choose_write as cw

GOLDEN = Path(__file__).parent / "golden"


def played(players: int = 3, seed: int = 7, steps: int | None = None, **kw) -> cw.Game:
    """A game played by a seeded uniform random choice (``steps`` actions, or to the end)."""
    g = cw.new_game(players=players, seed=seed, **kw)
    r = random.Random(seed)
    while not g.is_over and (steps is None or len(g.history()) < steps):
        acts = g.legal_actions()
        g.apply(acts[r.randrange(len(acts))])
    return g


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_a_save_loads_to_the_same_game(players):
    g = played(players, seed=players, steps=60)
    text = g.to_json()
    h = cw.Game.from_json(text)
    assert h.to_json() == text and h.history() == g.history()
    assert h.legal_actions() == g.legal_actions() and h.log_text() == g.log_text()
    assert [h.sheet(s) for s in range(players)] == [g.sheet(s) for s in range(players)]
    done = played(players, seed=players)
    assert cw.Game.from_json(done.to_json()).is_over


def test_a_staged_game_saves_and_loads():
    g = cw.stage(players=2, hands={0: ["8"]}, sheets={0: {"lira": 18, "goods_cards": ["W04"]}})
    g.apply("play hand")
    h = cw.Game.from_json(g.to_json())
    assert h.history() == ["play hand"] and h.sheet(0).goods_cards == ("W04",)


def _broken(mutate) -> str:
    d = json.loads(played(2, seed=1, steps=20).to_json())
    mutate(d)
    return json.dumps(d)


@pytest.mark.parametrize("mutate,match", [
    (lambda d: d.update(version=2), "version"),
    (lambda d: d.update(format="istanbul"), "format"),
    (lambda d: d.pop("history"), "exactly the fields"),
    (lambda d: d.update(players=7), "players must be 1 to 5"),
    (lambda d: d["history"].append("play elsewhere"), r"history\[20\]: 'play elsewhere' cannot be"),
    (lambda d: d["initial"]["sheets"][0].update(lira_crossed=99), "lira_crossed"),
    (lambda d: d["initial"]["location_discard"].append(d["initial"]["sheets"][0]["hand"][0]),
     "exactly one place"),
    (lambda d: d["initial"]["sheets"][0]["hand"].append("L8a"), "at most one Location card"),
    (lambda d: d["initial"]["display"].append("R01"), "display holds at most 2"),
    (lambda d: d["initial"]["queue"][0].update(do="fly"), "known 'do'"),
    (lambda d: d["initial"]["palace"].pop("A"), "palace"),
    (lambda d: d.update(challenge=3), "solo"),
])
def test_a_bad_save_is_refused_in_plain_words(mutate, match):
    with pytest.raises(ValueError, match=match):
        cw.Game.from_json(_broken(mutate))


def test_bad_json_is_a_value_error():
    for text in ("", "{", "[]", "null", b"\xff"):
        with pytest.raises(ValueError, match="not a Choose & Write save"):
            cw.Game.from_json(text)


def test_undo_takes_back_one_action_exactly():
    g = played(3, seed=4, steps=40)
    snapshots = []
    r = random.Random(1)
    for _ in range(15):
        snapshots.append(g.to_json())
        acts = g.legal_actions()
        g.apply(acts[r.randrange(len(acts))])
    for snap in reversed(snapshots):
        g.undo()
        assert g.to_json() == snap
    with pytest.raises(cw.IllegalAction, match="nothing to undo"):
        cw.new_game(players=2).undo()


def test_learner_mode_cannot_undo_a_card_draw():
    g = cw.new_game(players=2, seed=1, mode="learner")
    r = random.Random(2)
    while True:
        acts = g.legal_actions()
        g.apply(acts[r.randrange(len(acts))])
        if g._random[-1]:
            break
    with pytest.raises(cw.IllegalAction, match="drew a card"):
        g.undo()


def test_an_illegal_action_changes_nothing_and_says_why():
    g = cw.stage(players=2, hands={0: ["8"]}, sheets={0: {"lira": 3,
                                                          "guild_cards": ["G14"]}})
    before = g.to_json()
    for text, match in (("guild G14", "costs 7 lira"), ("play hand please", "not a choice"),
                        ("", "empty"), ("at 8", "not a choice")):
        with pytest.raises(cw.IllegalAction, match=match):
            g.apply(text)
    with pytest.raises(cw.IllegalAction, match="text"):
        g.apply(8)
    assert g.to_json() == before
    g.apply("  play   hand ")                 # spaces do not matter
    assert g.history() == ["play hand"]


def test_every_legal_action_has_plain_words():
    g = played(4, seed=9, steps=0)
    r = random.Random(3)
    while not g.is_over:
        acts = g.legal_actions()
        for a in acts:
            assert g.describe(a) and str(a) == a.text and a.kind
        g.apply(acts[r.randrange(len(acts))])
    assert "the game is over" in g.question()


def test_golden_log():
    """A seeded 3-player game's narrated log. Regenerate after an intended change:
    ISTANBUL_UPDATE_GOLDEN=1 (this test only)."""
    g = played(3, seed=7)
    text = g.log_text() + "\n"
    path = GOLDEN / "seed7_3players.txt"
    if os.environ.get("ISTANBUL_UPDATE_GOLDEN"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, "utf-8")
    assert text == path.read_text("utf-8")


def test_parse_restart_and_at_step():
    g = played(2, seed=3, steps=12)
    assert g.parse("  take   deck ").text == "take deck"
    with pytest.raises(cw.IllegalAction, match="no action"):
        g.parse("fly away")
    assert g.restart().history() == [] and g.restart().to_json() == cw.Game.from_json(
        g.to_json()).at_step(0).to_json()
    assert g.at_step(5).history() == g.history()[:5]
    with pytest.raises(ValueError, match="step must be"):
        g.at_step(99)


@pytest.mark.parametrize("kw,match", [
    ({"hands": {5: ["8"]}}, "hands: give a mapping seat"),
    ({"sheets": {0: {"lira": 99}}}, "lira_filled"),
    ({"sheets": {0: {"wings": 2}}}, "unknown field"),
    ({"current": 2}, "current must be a seat"),
    ({"palace": {"E": ["R01"]}}, "palace"),
    ({"display": ["8", "8", "8"]}, "both copies"),
    ({"hands": {0: ["G01"]}}, "hand"),
    ({"caravan": "C9"}, "no card"),
])
def test_an_impossible_stage_is_refused(kw, match):
    with pytest.raises(ValueError, match=match):
        cw.stage(players=2, **kw)
