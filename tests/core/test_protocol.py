"""The declared game protocol (istanbul_nb.core.protocol) and the bots' registry of game kinds
(istanbul_nb.bots.kinds): both games implement the one protocol, and the bots pick what differs
by the game's ``kind``, never by testing which class a game is.
"""

from __future__ import annotations

import inspect
import random
from pathlib import Path

import pytest

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.bots import GreedyBot, MonteCarloBot, kinds, simulate
from istanbul_nb.bots.greedy import Scored
from istanbul_nb.core.protocol import GameProtocol

ROOT = Path(__file__).resolve().parents[2]


def _members() -> list[str]:
    """The protocol's members: its methods and properties, and its annotated attributes."""
    internal = {"_is_protocol", "_is_runtime_protocol"}
    names = {n for n in vars(GameProtocol)
             if not n.startswith(("__", "_abc")) and n not in internal}
    return sorted(names | set(GameProtocol.__annotations__))


def test_the_protocol_declares_what_the_issue_names():
    for name in ("legal_actions", "apply", "why_not", "copy", "determinized", "returns",
                 "ranks", "to_json", "result_row", "_repr_svg_", "undo", "redo", "kind"):
        assert name in _members()


@pytest.mark.parametrize("game", [ist.new_game(players=3, seed=2), cw.new_game(players=2, seed=2)],
                         ids=["istanbul", "choose_write"])
def test_both_games_offer_every_member_of_the_protocol(game):
    assert isinstance(game, GameProtocol)
    for name in _members():
        declared = inspect.getattr_static(GameProtocol, name, None)
        if declared is None:      # an annotation only (``kind``)
            assert isinstance(getattr(game, name), str)
            continue
        mine = inspect.getattr_static(type(game), name, None)
        if mine is None:
            mine = inspect.getattr_static(game, name)
        if isinstance(declared, property):
            # a property in the protocol: a property or a plain attribute in the game
            assert not callable(getattr(game, name)) or isinstance(mine, property), name
        else:
            assert callable(getattr(game, name)), name


def test_no_module_of_the_kit_tests_which_game_it_is_playing():
    hits = [str(p.relative_to(ROOT)) for p in (ROOT / "istanbul_nb").rglob("*.py")
            if "is_choose_write" in p.read_text(encoding="utf-8")]
    assert hits == []


def test_each_game_has_its_registered_strategy():
    assert kinds.registered() == ["choose_write", "istanbul"]
    assert kinds.strategy_for(ist.new_game(players=2)).kind == "istanbul"
    assert kinds.strategy_for(cw.new_game(players=2)).kind == "choose_write"


def test_a_game_of_no_registered_kind_is_refused_by_name():
    class Other:
        kind = "backgammon"

    with pytest.raises(ValueError, match="kind 'backgammon'.*registered: choose_write, istanbul"):
        kinds.strategy_for(Other())
    with pytest.raises(TypeError):
        kinds.register("not a strategy")  # type: ignore[arg-type]


def test_a_third_game_kind_plugs_into_the_greedy_bot_through_the_registry(monkeypatch):
    """A toy kind whose strategy scores the last legal action best: greedy takes it."""
    g = cw.new_game(players=2, seed=3)
    seen = []

    def scores(bot, game):
        seen.append(game.kind)
        acts = game.legal_actions()
        return [Scored(a, float(i), (a.text,), game) for i, a in enumerate(acts)]

    toy = kinds.Strategy(kind="toy", scores=scores, reason=lambda *a: "the toy's reason",
                         playout=lambda *a: 0.0, playout_phases=("turn",),
                         describe=lambda game, action: str(action))
    monkeypatch.setitem(kinds._STRATEGIES, "toy", toy)
    monkeypatch.setattr(type(g), "kind", "toy")
    action, why = GreedyBot(seed=1).explain(g)
    assert action == g.legal_actions()[-1] and why == "the toy's reason" and seen == ["toy"]


def test_monte_carlo_default_phases_are_the_game_kinds():
    mc = MonteCarloBot(seed=1)
    assert mc._phases(ist.new_game(players=2)) == ("move",)
    assert mc._phases(cw.new_game(players=2)) == kinds.strategy_for(cw.new_game()).playout_phases
    assert MonteCarloBot(seed=1, phases=("turn",))._phases(ist.new_game(players=2)) == ("turn",)


@pytest.mark.parametrize("make", [lambda: ist.new_game(players=3, seed=4),
                                  lambda: cw.new_game(players=3, seed=4)],
                         ids=["istanbul", "choose_write"])
def test_the_result_row_is_the_games_own_count(make):
    g = make()
    rng = random.Random(0)
    while not g.is_over:
        acts = [a for a in g.legal_actions() if a.text not in ("end", "skip")] or \
            g.legal_actions()
        g.apply(rng.choice(acts))
    for seat in range(g.players):
        row = g.result_row(seat)
        assert row["rubies"] == (g.player(seat).rubies if hasattr(g, "player")
                                 else g.sheet(seat).rubies)
        assert all(isinstance(v, int) for v in row.values())


def test_simulate_fills_its_columns_from_the_result_row():
    res = simulate([GreedyBot(seed=1), GreedyBot(seed=2)], 1, game="choose_write",
                   progress=False)
    rows = res.rows
    g = res.replay(0)
    for row in rows:
        for key, value in g.result_row(row["seat"]).items():
            assert row[key] == value
