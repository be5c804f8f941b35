"""Issue 20: mutated Choose & Write saves either load into a state play can reach or raise
ValueError, never another error. A new game's save that loads must be exactly the game its
options and history give (replayed here from ``cw.new_game``); a staged save that loads must
keep what play keeps (checked here independently of the loader). Seeded, fixed counts."""

from __future__ import annotations

import json
import random

from save_paths import paths as _paths

from istanbul_nb import choose_write as cw
from istanbul_nb.choose_write.state import RUBY_SOURCES

MUTATIONS = 1500
VALUES = [None, True, False, -1, 0, 1, 2, 3, 9, 10, 99, 2 ** 64, 1.0, "", "x", "A", "L8a",
          "G01", "W01", "R01", [], [1], [1, 2], ["A"], {}, {"fabric": 3}]


def _get(obj, path):
    for key in path:
        obj = obj[key]
    return obj


def _mutate(d: dict, r: random.Random) -> None:
    """One or two changes: a value replaced, a number nudged, a flag flipped."""
    for _ in range(r.choice((1, 1, 2))):
        path = r.choice([p for p in _paths(d) if p])
        parent, key = _get(d, path[:-1]), path[-1]
        old = parent[key]
        if isinstance(old, bool):
            parent[key] = not old
        elif isinstance(old, int) and r.random() < 0.6:
            parent[key] = old + r.choice((-1, 1, 2, 10))
        else:
            parent[key] = r.choice(VALUES)


def _played(g: cw.Game, seed: int, steps: int) -> cw.Game:
    r = random.Random(seed)
    while not g.is_over and len(g.history()) < steps:
        acts = g.legal_actions()
        g.apply(acts[r.randrange(len(acts))])
    return g


def _saves() -> list[dict]:
    games = [_played(cw.new_game(players=p, seed=p), p, 12 * p) for p in (1, 2, 3, 4, 5)]
    games.append(_played(cw.new_game(players=1, seed=8, challenge=14), 8, 40))
    staged = cw.stage(players=3, start=2, current=0, hands={0: ["8"]}, sheets={
        0: {"lira": 24, "lira_crossed": 10, "rubies": 5, "guild_played": 1,
            "ruby_sources": {"gemstone": 1, "guild": 1, "B": 1},
            "goods": {"fabric": 4, "spice": 3, "fruit": 3, "jewelry": 3},
            "goods_crossed": {"fabric": 2, "spice": 2}},
        1: {"bonus": 2, "rubies": 9}})
    games.append(_played(staged, 3, 6))
    return [json.loads(g.to_json()) for g in games]


def _reachable_sheet_problems(g: cw.Game) -> list[str]:
    """What play keeps on every sheet, written out again here (not the loader's code)."""
    out = []
    p, st = g.plan, g.state
    if [s for s, sh in enumerate(st.sheets) if sh.start] != [st.start]:
        out.append("start")
    for s, sh in enumerate(st.sheets):
        reached = [k for k, total in ((1, p.lira_sections[0]), (2, sum(p.lira_sections)))
                   if sh.lira_filled >= total]
        rows = [row for row in p.goods_bonus_rows if min(sh.goods_filled.values()) >= row]
        if sorted(sh.lira_bonus) != reached or sorted(sh.goods_bonus) != rows:
            out.append(f"{s}: bonus spaces")
        if sh.ruby_sources["lira_bonus"] != len(reached) or \
                sh.ruby_sources["goods_bonus"] != len(rows):
            out.append(f"{s}: bonus rubies")
        if sh.rubies != sum(sh.ruby_sources[k] for k in RUBY_SOURCES):
            out.append(f"{s}: rubies")
        if not 0 <= sh.bonus_crossed <= sh.bonus_filled <= p.bonus_spaces:
            out.append(f"{s}: bonus")
        if not 0 <= sh.lira_crossed <= sh.lira_filled <= p.lira_spaces:
            out.append(f"{s}: lira")
        if any(not 0 <= sh.icons_crossed[x] <= p.icons[x] for x in p.places):
            out.append(f"{s}: icons")
        if sh.ruby_sources["gemstone"] * 10 > sh.lira_crossed:
            out.append(f"{s}: gemstone")
        if sh.guild_played > st.turn:
            out.append(f"{s}: guild_played")
    full = g.players > 1 and any(sh.rubies >= p.amulet for sh in st.sheets)
    if st.final_round != full:
        out.append("final_round")
    return out


def test_mutated_saves_load_into_a_reachable_state_or_raise_value_error():
    r = random.Random(20)
    saves = _saves()
    loaded = refused = 0
    for _ in range(MUTATIONS):
        original = r.choice(saves)
        d = json.loads(json.dumps(original))
        _mutate(d, r)
        try:
            g = cw.Game.from_json(json.dumps(d))
        except ValueError as e:             # anything else fails the test
            assert len(str(e)) < 500
            refused += 1
            continue
        loaded += 1
        if d["setup_log"][:1] != ["a staged situation"]:
            fresh = cw.new_game(g.players, g.seed, g.challenge, g.names, g.mode)
            for text in g.history():
                fresh.apply(text)
            assert fresh.to_json() == g.to_json()
        else:
            assert _reachable_sheet_problems(g.restart()) == []
        assert _reachable_sheet_problems(g) == []
        for _ in range(3):                  # and it plays on
            if g.is_over:
                break
            g.apply(g.legal_actions()[0])
        assert cw.Game.from_json(g.to_json()).to_json() == g.to_json()
    assert loaded + refused == MUTATIONS and refused > MUTATIONS * 0.8 and loaded > 0
