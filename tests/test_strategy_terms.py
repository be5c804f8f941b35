"""The bots' terms are built per game from its ruleset (``bots/terms.py``): each expansion's
strategy slice is found through what the engine declares for it, the evaluation and the greedy
search loop over the game's build, and their core names no expansion."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import istanbul_nb as ist
from istanbul_nb.bots import (
    GreedyBot,
    breakdown,
    evaluate,
    evaluation,
    make_weights,
    weights_table,
)
from istanbul_nb.bots.terms import (
    STRATEGIES,
    PlanTerm,
    Strategy,
    StrategySlice,
    build_strategy,
    declared,
)
from istanbul_nb.engine import available
from istanbul_nb.expansions.letters import strategy as letters_terms
from istanbul_nb.expansions.mocha import strategy as mocha_terms

CORE = ("base", "evaluation", "greedy", "kinds", "montecarlo", "playout", "simulate",
        "strategies", "terms")
BOTS = Path(evaluation.__file__).resolve().parent


def _code_words(source: str) -> list[tuple[int, str]]:
    """(line, word) for every name and every string of a module's code (docstrings and
    comments are words to a reader, not code)."""
    tree = ast.parse(source)
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and n.body and isinstance(n.body[0], ast.Expr)
            and isinstance(n.body[0].value, ast.Constant)}
    out = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs:
            out.append((n.lineno, n.value))
        elif isinstance(n, ast.Name):
            out.append((n.lineno, n.id))
        elif isinstance(n, ast.Attribute):
            out.append((n.lineno, n.attr))
        elif isinstance(n, ast.FunctionDef | ast.ClassDef):
            out.append((n.lineno, n.name))
        elif isinstance(n, ast.alias):
            out.append((n.lineno, n.name))
    return out


def test_the_bots_core_names_no_expansion_in_its_code():
    names = {w for n in available() for w in (n, n.split("_")[0])}
    pattern = re.compile("|".join(sorted(map(re.escape, names))))
    found = [f"{m}.py:{line} {word!r}" for m in CORE
             for line, word in _code_words((BOTS / f"{m}.py").read_text("utf-8"))
             if pattern.search(word.lower())]
    assert found == []


def test_two_games_evaluated_interleaved_give_their_numbers_alone():
    games = [ist.new_game(players=3, seed=5, expansions=("mocha",)),
             ist.new_game(players=3, seed=5, expansions=("letters",)),
             ist.new_game(players=4, seed=5, expansions=("mocha", "letters")),
             ist.new_game(players=3, seed=5)]
    alone = [(evaluate(g, 1), breakdown(g, 1)) for g in games]
    for _ in range(2):
        mixed = [(evaluate(g, 1), breakdown(g, 1)) for g in games[::-1]][::-1]
        assert mixed == alone
    assert "coffee" in alone[0][1] and "seal" not in alone[0][1]
    assert "seal" in alone[1][1] and "coffee" not in alone[1][1]
    assert set(alone[3][1]) == set(evaluation.WEIGHTS) - {"wasted turn"}


def test_a_games_build_is_made_once_and_ranked_whatever_order_the_expansions_are_named_in():
    one = ist.new_game(players=3, seed=2, expansions=("mocha", "letters")).rules
    other = ist.new_game(players=3, seed=2, expansions=("letters", "mocha")).rules
    assert build_strategy(one) is build_strategy(one) is one.memo[("strategy",)]
    assert build_strategy(one).order == build_strategy(other).order == (
        *mocha_terms.WEIGHTS, *letters_terms.POSITION_TERMS)
    assert [t.name for t, _ in build_strategy(other).plan_terms] == ["extra turn"]
    assert build_strategy(ist.new_game(players=3, seed=2).rules).order == ()


def test_the_public_tables_are_read_from_the_registry_afresh():
    assert evaluation.MOCHA_WEIGHTS == mocha_terms.WEIGHTS
    assert evaluation.LETTERS_WEIGHTS == letters_terms.WEIGHTS
    assert set(evaluation.EXPANSION_WEIGHTS) == {"caravan_leader", "letters", "mocha"}
    evaluation.MOCHA_WEIGHTS["coffee"] = 99.0          # a copy: no other game sees it
    assert evaluation.MOCHA_WEIGHTS["coffee"] == 1.5
    assert evaluation.MEANING["coffee"] == mocha_terms.MEANING["coffee"]
    with pytest.raises(AttributeError):
        evaluation.NOTHING_WEIGHTS  # noqa: B018
    assert make_weights({"coffee": 2, "extra turn": 0})["coffee"] == 2.0
    with pytest.raises(ValueError, match="no term of the evaluation"):
        make_weights({"coffe": 2})
    rows = weights_table({"seal": 4}, expansions=("letters", "nothing"))
    assert [r["term"] for r in rows][-6:] == list(letters_terms.WEIGHTS)
    assert {r["term"]: r["points"] for r in rows}["seal"] == 4.0
    assert declared(("nothing",)) == ()


def test_a_slice_is_checked_when_made():
    def none(*a):
        return ()

    with pytest.raises(ValueError, match="position terms, then its plan terms"):
        StrategySlice(weights={"a": 1.0, "b": 2.0}, meaning={"a": "", "b": ""},
                      position_terms=("b", "a"), terms=none)
    with pytest.raises(ValueError, match="each with a meaning"):
        StrategySlice(weights={"a": 1.0}, meaning={}, position_terms=("a",), terms=none)
    with pytest.raises(ValueError, match="measures them"):
        StrategySlice(weights={"a": 1.0}, meaning={"a": ""}, position_terms=("a",))
    made = StrategySlice(weights={"p": 1.0}, meaning={"p": "x"},
                         plan_terms=(PlanTerm("p", lambda g, s, t, m: True),))
    with pytest.raises(TypeError):
        made.weights["p"] = 2.0                          # read-only
    with pytest.raises(ValueError, match="two strategy slices of one game name the term 'p'"):
        Strategy((made, made))


def test_the_kit_registers_its_slices_by_module():
    rules = ist.new_game(players=3, seed=1, expansions=("letters",)).rules
    assert STRATEGIES.for_rules(rules)[0].cover is letters_terms.cover


def test_a_changed_plan_term_changes_the_greedy_score_by_its_points():
    g = ist.stage(players=3, expansions=("letters",), layout="letters-first-game",
                  phase="encounter", seats={0: dict(merchant=10, lira=5, cards=[])},
                  letters={0: [(1, True), (2, True), (3, True), 4, 5, 6]}, governor=3,
                  smuggler=4, courier=5)
    doubles = {s.action.text: s.value for s in GreedyBot(seed=2).scores(g)
               if s.action.text.startswith("double")}
    more = {s.action.text: s.value
            for s in GreedyBot(seed=2, weights={"extra turn": 25}).scores(g)
            if s.action.text.startswith("double")}
    assert doubles and all(more[k] - v == pytest.approx(20.0) for k, v in doubles.items())


def test_a_hint_says_an_expansions_term_in_its_slices_words():
    from istanbul_nb.bots.choose_write import plain_reason

    rules = ist.new_game(players=3, seed=1, expansions=("mocha",)).rules
    words = build_strategy(rules).plain
    assert "gets you coffee" in plain_reason([(5.0, "coffee")], [], 3, "x", words)
    assert "improves your coffee" in plain_reason([(5.0, "coffee")], [], 3, "x")
    with pytest.raises(ValueError, match="plain words for no term"):
        StrategySlice(weights={}, meaning={}, plain={"coffee": ("a", "b")})
