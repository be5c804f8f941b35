"""Property tests: a legal action always applies; an illegal one changes nothing."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import istanbul_nb as ist
from istanbul_nb.engine import IllegalAction
from istanbul_nb.engine.invariants import problems, random_playout

WORDS = ["move 1", "move 16", "leave", "collect", "pay", "end", "skip", "wainwright",
         "warehouse", "post", "caravansary", "draw deck", "draw discard", "fountain 3",
         "black-market", "keep", "reroll", "set-four 1", "take fabric", "tea 7", "sell fruit",
         "police 3", "sultan", "tile red", "gemstone", "catch blue lira", "governor",
         "governor pay", "smuggler fruit", "smuggler pay", "play five-lira", "play stay",
         "play one-good fabric", "mosque yellow 2", "done", "discard stay"]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6), steps=st.integers(0, 400),
       pick=st.integers(0, 10**6), word=st.sampled_from(WORDS))
def test_legal_applies_and_illegal_changes_nothing(players, seed, steps, pick, word):
    g = ist.new_game(players=players, seed=seed)
    random_playout(g, seed, max_actions=steps)
    if g.is_over:
        return
    before = g.to_json()
    legal = g.legal_actions()
    if word not in {a.text for a in legal}:
        try:
            g.apply(word)
        except IllegalAction as e:
            assert str(e)
        assert g.to_json() == before
    action = legal[pick % len(legal)]
    g.apply(action)
    assert not problems(g)
