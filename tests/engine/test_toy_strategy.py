"""The toy expansion gives the greedy bot a term with no edit under ``istanbul_nb/``: its
strategy slice (``tests/engine/toy_strategy.py``) is declared when the expansion is registered,
shows in ``breakdown`` and ``weights_table``, is changed through ``weights=`` like any term, and
decides the bot's choice where it is the difference."""

from __future__ import annotations

import pytest
import toy_expansion as toy  # beside this file (pytest puts its folder on sys.path)

import istanbul_nb as ist
from istanbul_nb.bots import GreedyBot, breakdown, evaluate, make_weights, weights_table
from istanbul_nb.bots.terms import build_strategy
from istanbul_nb.engine import register_expansion, unregister_expansion

LAYOUT = "mocha-first-game"


@pytest.fixture(scope="module", autouse=True)
def toy_registered():
    register_expansion("toy", toy.install, slices={"strategy": ("toy_strategy",)})
    yield
    unregister_expansion("toy")


def runner_choice(**kw):
    """Seat 0 may move its merchant (the Post Office looks best) or play ``toy-run``."""
    return ist.stage(players=3, layout=LAYOUT, expansions=("toy",), phase="move",
                     seats={0: dict(merchant=7, cards=["toy-run"])}, **kw)


def test_the_toy_term_is_in_the_breakdown_after_the_base_terms():
    g = runner_choice()
    terms = breakdown(g, 0)
    assert list(terms)[-1] == "runner out" and terms["runner out"] == 0.0
    assert "runner out" not in breakdown(ist.new_game(players=3, seed=1), 0)
    g.apply("play toy-run")
    g.apply("move 11")
    assert breakdown(g, 0)["runner out"] == 40.0
    assert breakdown(g, 1, make_weights({"runner out": 7}))["runner out"] == 7.0
    assert [r["term"] for r in weights_table(expansions=("toy",))][-1] == "runner out"


def test_the_toy_term_decides_the_greedy_choice():
    g = runner_choice()
    with_term, _ = GreedyBot(seed=1).explain(g)
    without, _ = GreedyBot(seed=1, weights={"runner out": 0}).explain(g)
    assert with_term.text == "play toy-run"
    assert without.text == "move 5"


def test_the_toy_build_is_made_once_and_a_base_game_has_none():
    g = runner_choice()
    assert build_strategy(g.rules) is build_strategy(g.rules)
    assert build_strategy(g.rules).order == ("runner out",)
    assert build_strategy(ist.new_game(players=3, seed=1).rules).order == ()


def test_a_toy_game_and_a_base_game_evaluated_interleaved_keep_their_numbers():
    toy_game, base = runner_choice(), ist.new_game(players=3, seed=1)
    alone = [evaluate(toy_game, 0), evaluate(base, 0)]
    mixed = []
    for _ in range(3):
        mixed += [evaluate(toy_game, 0), evaluate(base, 0)]
    assert mixed == alone * 3
