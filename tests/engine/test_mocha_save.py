"""Mocha parts in saves (format 2), undo, replay and staging; forged parts are refused; seeded
random games for 2-5 players keep every invariant (the harness of test_harness.py, run here on
Mocha configurations without editing it)."""

from __future__ import annotations

import json
import random

import pytest
import test_harness as harness  # beside this file (pytest puts its folder on sys.path)
from mocha_tools import LAYOUT  # beside this file

import istanbul_nb as ist
from istanbul_nb.engine.invariants import problems
from istanbul_nb.expansions.mocha.state import part


def played(players=3, seed=1, steps=400) -> ist.Game:
    g = ist.new_game(players=players, layout=LAYOUT, seed=seed, expansions=("mocha",))
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(harness.policy(rng, g.legal_actions()))
    return g


def forged(g: ist.Game, change) -> str:
    doc = json.loads(g.to_json())
    change(doc["state"]["parts"]["mocha"], doc["state"])
    return json.dumps(doc)


def test_save_load_round_trip_with_mocha_parts():
    g = played(steps=600)
    text = g.to_json()
    again = ist.Game.from_json(text)
    assert again.to_json() == text
    assert [a.text for a in again.legal_actions()] == [a.text for a in g.legal_actions()]
    assert '"mocha"' in text and '"coffee"' in text


def test_undo_back_to_the_start_and_replay():
    g = played(steps=300)
    start = g.restart().to_json()
    mid = g.at_step(150)
    assert ist.Game.from_json(mid.to_json()).to_json() == mid.to_json()
    for _ in range(len(g.history())):
        g.undo()
    assert g.to_json() == start


@pytest.mark.parametrize("change,match", [
    (lambda m, s: m["guild_pile"].__setitem__(0, m["guild_pile"][1]),
     "guild cards are conserved"),
    (lambda m, s: m.update(coffee_house=4), "rubies are conserved"),
    (lambda m, s: m.update(control=0), "barrier-control tile"),
    (lambda m, s: m["stacks"]["long_move"].pop(0), "Tavern tiles are conserved"),
    (lambda m, s: m.update(coffee=[-1, 0, 0]), "coffee"),
    (lambda m, s: m.update(baksheesh="c"), "baksheesh"),
    (lambda m, s: m.update(trader=24), "trader"),
    (lambda m, s: m["tiles"][0].append("jetpack"), "tiles"),
    (lambda m, s: m.update(playing=3), "playing"),
])
def test_a_forged_mocha_part_is_refused(change, match):
    g = ist.new_game(players=3, layout=LAYOUT, seed=3, expansions=("mocha",))
    with pytest.raises(ValueError, match=match):
        ist.Game.from_json(forged(g, change))


def test_staging_every_key():
    g = ist.stage(players=3, layout=LAYOUT, expansions=("mocha",),
                  seats={0: dict(rubies=2)},
                  coffee={0: 7, 2: 1}, guild_cards={1: [3, 9]}, guild_discard=[20],
                  tavern_tiles={0: ["long_move", "free_encounters"], 2: ["long_move"]},
                  barrier=(7, 1), barrier_control=2, baksheesh="b", coffee_house_left=3,
                  coffee_trader=11)
    mp = part(g.state)
    assert mp.coffee == [7, 0, 1] and mp.guild[1] == [3, 9] and mp.guild_discard == [20]
    assert mp.tiles == [["long_move", "free_encounters"], [], ["long_move"]]
    assert mp.stacks == {"long_move": [3, 4], "free_encounters": [2, 3, 4]}
    assert g.barrier == (1, 7) and mp.control == 2 and mp.baksheesh == "b"
    assert mp.coffee_house == 3 and g.place_of("coffee_trader") == 11
    assert g.player(0).rubies == 2 and problems(g) == []
    assert ist.Game.from_json(g.to_json()).to_json() == g.to_json()


@pytest.mark.parametrize("kw,match", [
    (dict(coffee={0: -2}), "coffee"),
    (dict(coffee={7: 2}), "not a seat"),
    (dict(guild_cards={0: [21]}), "no guild card"),
    (dict(guild_cards={0: [4], 1: [4]}), "no guild card"),
    (dict(tavern_tiles={0: ["rocket"]}), "Tavern tile"),
    (dict(barrier=(16, 13), barrier_control=0), "adjacent"),
    (dict(barrier=(7, 1)), "barrier_control"),
    (dict(baksheesh="z"), "baksheesh"),
    (dict(coffee_house_left=2), "held by no seat"),
    (dict(coffee_trader=25), "trader"),
])
def test_staging_refuses_impossible_mocha_situations(kw, match):
    with pytest.raises(ValueError, match=match):
        ist.stage(players=3, layout=LAYOUT, expansions=("mocha",), **kw)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_mocha_games_keep_every_invariant(players):
    """Slow (the full run) since issue 22: the harness checks ``problems`` after every action of
    its Mocha configurations (on this same first-game board), 4-player Mocha in the fast run."""
    g = ist.new_game(players=players, layout=LAYOUT, seed=10 + players, expansions=("mocha",))
    rng = random.Random(players)
    steps = 0
    while not g.is_over:
        g.apply(harness.policy(rng, g.legal_actions()))
        steps += 1
        assert steps < harness.MAX_ACTIONS
        if steps % 11 == 0:
            assert problems(g) == [], (steps, g.phase)
    assert problems(g) == [] and g.legal_actions() == []
    assert max(p.rubies for p in g.state.players) >= 6


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_mocha_games_keep_the_api_contract(players):
    """The harness on Mocha with the board named (the default one, so 2 and 3 players repeat
    the harness's own seeds 2 and 3): slow since issue 22, as the harness's other seeds are."""
    cfg = {"players": players, "expansions": ("mocha",), "layout": LAYOUT}
    harness.test_random_game_keeps_the_api_contract(cfg, players)


def test_a_random_5x4_layout_plays_to_the_end():
    lay = ist.layouts.random_layout("mocha", seed=8)
    g = ist.new_game(players=4, layout=lay, seed=8, expansions=("mocha",))
    rng = random.Random(8)
    while not g.is_over:
        g.apply(harness.policy(rng, g.legal_actions()))
    assert problems(g) == []


def _nodes(x, out: list) -> list:
    if isinstance(x, dict):
        for k, v in x.items():
            out.append((x, k))
            _nodes(v, out)
    elif isinstance(x, list):
        for i, v in enumerate(x):
            out.append((x, i))
            _nodes(v, out)
    return out


def test_mutated_mocha_parts_are_refused_with_a_value_error_only():
    """Mutations inside the Mocha part of real saves: each load either succeeds (a harmless
    change) or raises ValueError naming the field; never another exception."""
    import test_fuzz as fuzz

    rng = random.Random(20261203)
    saves = [played(players=p, seed=p, steps=k).to_json() for p in (2, 5) for k in (0, 250)]
    refused = 0
    for i in range(400):
        doc = json.loads(saves[i % len(saves)])
        where = doc[rng.choice(("state", "initial"))]["parts"]["mocha"]
        parent, key = rng.choice(_nodes(where, []))
        op = rng.randrange(4)
        if op == 0 and isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] += rng.choice((-1, 1, 5, -100))
        elif op == 1:
            del parent[key]
        elif op == 2 and isinstance(parent[key], list):
            parent[key].append(rng.choice(parent[key] or [1]))
        else:
            parent[key] = fuzz._other_value(rng)
        text = json.dumps(doc).replace(json.dumps(fuzz.NEST), "0")
        try:
            ist.Game.from_json(text)
        except ValueError as e:
            refused += 1
            assert len(str(e)) < fuzz.MAX_MESSAGE
    assert refused > 300
