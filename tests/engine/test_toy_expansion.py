"""The proof of the ruleset design: a toy expansion that lives only under tests/ plugs into the
engine with no edit to any module under ``istanbul_nb/``.

Files this test touches: ``tests/engine/toy_expansion.py`` (the expansion: state part, places,
a sub-decision of another seat, a figure, cards, a moving piece, a turn policy) and this file.
It registers the expansion under the name ``toy`` for the length of each test only.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import toy_expansion as toy  # beside this file (pytest puts its folder on sys.path)

import istanbul_nb as ist
from istanbul_nb.engine import register_expansion, unregister_expansion
from istanbul_nb.engine.invariants import problems

LAYOUT = "mocha-first-game"


@pytest.fixture(autouse=True)
def toy_registered():
    register_expansion("toy", toy.install)
    yield
    unregister_expansion("toy")


def toy_game(**kw):
    kw.setdefault("players", 3)
    return ist.stage(layout=LAYOUT, expansions=("toy",), **kw)


def test_the_expansion_lives_under_tests_only():
    here = Path(__file__).resolve().parent
    assert Path(toy.__file__).resolve().parent == here
    assert "istanbul_nb" not in Path(toy.__file__).resolve().parts[-3:]


def test_a_base_game_and_a_toy_game_live_side_by_side():
    base = ist.new_game(players=3, seed=2)
    g = ist.new_game(players=3, layout=LAYOUT, seed=2, expansions=("toy",))
    assert "peddler" in g.rules.figures and "peddler" not in base.rules.figures
    assert base.place_of("governor") and g.place_of("peddler") == 18
    with pytest.raises(ValueError, match="figure"):
        base.place_of("peddler")
    assert "toy-holiday" not in base.rules.cards
    assert base.rules.next_seat is not g.rules.next_seat
    # the base game still refuses the toy's layout, and its saves have no toy part
    with pytest.raises(ValueError, match="board"):
        ist.new_game(players=3, layout=LAYOUT)
    assert '"toy"' not in base.to_json() and '"toy"' in g.to_json()
    with pytest.raises(AttributeError):
        g.rules.layout_kinds = ("base",)


def test_another_seat_decides_the_deal_and_saves_allow_it():
    g = toy_game(phase="action", seats={0: dict(merchant=17)}, tokens={0: 2})
    g.apply("deal")
    assert g.phase == "toy-deal" and g.current == 0 and g.to_act == 1
    assert g.question().startswith("Blue: accept the token deal")
    assert [a.text for a in g.legal_actions()] == ["accept", "refuse"]
    saved = g.to_json()
    again = ist.Game.from_json(saved)
    assert again.to_act == 1 and again.to_json() == saved
    g.apply("accept")
    assert g.player(1).lira == 3 - 1 + 0 and toy.part(g.state).tokens[:2] == [1, 1]
    assert g.to_act == 0 and g.phase == "encounter"


def test_the_peddler_is_met_and_paid_and_rolled_away():
    g = toy_game(phase="encounter", seats={0: dict(merchant=18, lira=4)}, peddler=18,
                 governor=3, smuggler=4)
    assert "peddler" in [a.text for a in g.legal_actions()]
    g.apply("peddler")
    assert g.phase == "peddler-payment"
    g.apply("peddler pay")
    assert g.player(0).lira == 3 and toy.part(g.state).tokens[0] == 1
    assert "The Peddler is rolled away" in g.log_text()


def test_a_card_replaces_the_whole_turn():
    g = toy_game(seats={0: dict(cards=["toy-holiday"])})
    g.apply("play toy-holiday")
    assert g.current == 1 and g.phase == "move"
    assert toy.part(g.state).tokens[0] == 2


def test_an_extra_turn_for_the_same_seat():
    g = toy_game(phase="action", seats={0: dict(merchant=18)})
    g.apply("hurry")
    g.apply("end")
    assert g.current == 0 and g.turn == 2 and g.phase == "move"
    assert ist.Game.from_json(g.to_json()).current == 0


def test_the_barrier_moves_during_play_and_blocks_moves():
    g = toy_game(phase="action", seats={0: dict(merchant=19)})
    walls = [a for a in g.legal_actions() if a.verb == "wall"]
    target = walls[0].place
    g.apply(walls[0])
    assert g.barrier == tuple(sorted((19, target)))
    g.apply("end")
    for _ in range(2):                               # Blue's and Green's turns: end at once
        g.apply(g.legal_actions()[0])
        while g.current != 0:
            g.apply([a for a in g.legal_actions() if a.kind == "end"][0] if any(
                a.kind == "end" for a in g.legal_actions()) else g.legal_actions()[0])
    assert g.current == 0
    assert f"move {target}" not in [a.text for a in g.legal_actions()]
    assert target not in g.board_now.moves(19)


def test_the_runner_moves_instead_of_the_merchant():
    g = toy_game(seats={0: dict(merchant=7, cards=["toy-run"])})
    g.apply("play toy-run")
    moves = sorted(a.place for a in g.legal_actions() if a.kind == "move")
    assert moves == sorted(g.board.companion_moves(20))
    g.apply(f"move {moves[0]}")
    assert g.player(0).merchant == 7 and toy.part(g.state).runner == moves[0]
    assert g.current == 1
    svg = ist.render.svg(g)
    assert "runner" in svg


def test_staging_checks_the_toy_part_like_a_save():
    with pytest.raises(ValueError, match="tokens"):
        toy_game(tokens={0: 13})
    with pytest.raises(ValueError, match="unknown key"):
        toy_game(gold=3)


def test_a_forged_toy_part_is_refused():
    g = toy_game()
    text = g.to_json().replace('"bank": 12', '"bank": 11')
    with pytest.raises(ValueError, match="toy"):
        ist.Game.from_json(text)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_toy_games_keep_every_invariant(seed):
    g = ist.new_game(players=3, layout=LAYOUT, seed=seed, expansions=("toy",))
    rng = random.Random(seed)
    for step in range(3000):
        if g.is_over:
            break
        acts = g.legal_actions()
        keep = [a for a in acts if a.kind != "end" and a.text != "skip"] or acts
        g.apply(rng.choice(keep))
        if step % 97 == 0:
            assert problems(g) == []
            assert ist.Game.from_json(g.to_json()).to_json() == g.to_json()
    assert problems(g) == []
