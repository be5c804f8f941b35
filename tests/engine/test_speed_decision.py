"""One legal list per decision: the list a caller chooses from is the one ``apply`` checks
against (``flow.legal_texts`` runs once per position), and it is dropped with every change of
the state, so it is never stale (issue 22, item 2)."""

from __future__ import annotations

import random

import istanbul_nb as ist
from istanbul_nb.engine import flow, game
from istanbul_nb.engine.invariants import playout_policy


def _counting(monkeypatch) -> list[int]:
    calls = [0]
    real = flow.legal_texts

    def counted(st, env):
        calls[0] += 1
        return real(st, env)

    monkeypatch.setattr(game, "legal_texts", counted)
    return calls


def test_a_decision_computes_its_legal_list_once(monkeypatch):
    g = ist.new_game(players=4, seed=3)
    calls = _counting(monkeypatch)
    rng = random.Random(3)
    for k in range(1, 200):
        acts = g.legal_actions()
        assert g.is_legal(acts[0]) and g.parse(acts[0].text) is acts[0]
        g.apply(playout_policy(rng, acts))       # checked against the same list
        assert calls[0] == k


def test_the_list_is_never_stale_after_undo_copy_or_determinized():
    g = ist.new_game(players=3, seed=5)
    rng = random.Random(5)
    for _ in range(120):
        g.apply(playout_policy(rng, g.legal_actions()))
    before = g.legal_actions()
    g.apply(before[0])
    g.undo()
    assert g.legal_actions() == before
    c = g.copy(log=False)
    assert c.legal_actions() == before
    for seed in range(5):
        d = g.determinized(0, seed)
        fresh = ist.Game(d.config, d.state.copy())
        assert d.legal_actions() == fresh.legal_actions()


def test_random_actions_are_still_told_apart_in_learner_mode():
    """A roll or a draw cannot be undone in learner mode; a plain action can."""
    g = ist.new_game(players=2, seed=1, mode="learner")
    rng = random.Random(1)
    seen = {True: 0, False: 0}
    for _ in range(400):
        rolls = (g.state.rng, len(g.state.script), len(g.state.deck))
        g.apply(playout_policy(rng, g.legal_actions()))
        random_now = rolls != (g.state.rng, len(g.state.script), len(g.state.deck))
        assert g.can_undo == (not random_now)
        seen[random_now] += 1
    assert seen[True] > 10 and seen[False] > 10


def test_cards_are_asked_only_when_the_window_allows_a_held_one(monkeypatch):
    """``legal_texts`` skips ``card_options`` when no held card may be played in the phase's
    window, and lists exactly what asking every time lists (every expansion's cards too)."""
    from istanbul_nb.engine import cards

    asked = [0]
    real = cards.card_options

    def counted(st, env, why=None):
        asked[0] += 1
        return real(st, env, why)

    monkeypatch.setattr(flow, "card_options", counted)
    decisions = 0
    for expansions in ((), ("mocha",), ("letters",)):
        g = ist.new_game(players=3, seed=4, expansions=expansions)
        rng = random.Random(4)
        for _ in range(300):
            if g.is_over:
                break
            st, env = g.state, g.env
            everything = env.rules.phases[st.phase].options(st, env, None)
            if st.phase != "over":
                everything = everything + real(st, env)
            if st.players[st.to_act].tiles:
                everything = everything + cards.ability_options(st, env)
            assert sorted(flow.legal_texts(st, env)) == sorted(everything)
            decisions += 1
            g.apply(playout_policy(rng, g.legal_actions()))
    assert 0 < asked[0] < decisions / 2
