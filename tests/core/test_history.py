"""The one history under both games (istanbul_nb.core.history): each behaviour is checked on
the board game and on Choose & Write with the same test, so the two cannot drift apart again.
"""

from __future__ import annotations

import random

import pytest

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.core.history import History

GAMES = {
    "istanbul": lambda mode="teacher": ist.new_game(players=3, seed=5, mode=mode),
    "choose_write": lambda mode="teacher": cw.new_game(players=3, seed=5, mode=mode),
}


@pytest.fixture(params=sorted(GAMES))
def make(request):
    return GAMES[request.param]


def _play(g, n: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        acts = [a for a in g.legal_actions() if a.text not in ("end", "skip")] or \
            g.legal_actions()
        g.apply(rng.choice(acts))


def test_both_games_stand_on_the_one_history(make):
    g = make()
    assert isinstance(g, History)
    assert type(g).undo is History.undo and type(g).apply is History.apply


def test_undo_then_redo_gives_back_the_same_game(make):
    g = make()
    _play(g, 12)
    before = g.to_json()
    last = g.history()[-1]
    g.undo()
    assert len(g.history()) == 11 and g.can_redo
    g.redo()
    assert g.history()[-1] == last
    assert g.to_json() == before
    assert not g.can_redo


def test_redo_is_forgotten_after_a_different_action(make):
    g = make()
    _play(g, 6)
    while True:        # a moment with a choice: undo its action, take another
        _play(g, 1, seed=len(g.history()))
        g.undo()
        texts = [a.text for a in g.legal_actions()]
        if len(texts) > 1:
            break
        g.redo()
    other = next(t for t in texts if t != _undone(g))
    g.apply(other)
    assert not g.can_redo
    with pytest.raises(ist.IllegalAction, match="nothing to redo"):
        g.redo()


def _undone(g) -> str:
    """The action redo would apply: undo it and redo it on a copy."""
    c = g.copy()
    c.redo()
    return c.history()[-1]


def test_redo_survives_applying_the_undone_action_by_hand(make):
    g = make()
    _play(g, 8)
    first, second = g.history()[-2:]
    g.undo()
    g.undo()
    g.apply(first)
    assert g.can_redo
    g.redo()
    assert g.history()[-2:] == [first, second]


def test_nothing_to_undo_or_redo_is_a_clear_refusal(make):
    g = make()
    with pytest.raises(ist.IllegalAction, match="nothing to undo"):
        g.undo()
    with pytest.raises(cw.IllegalAction, match="nothing to redo"):
        g.redo()


@pytest.mark.parametrize("k", [True, False, -1, 1.0, "1", None])
def test_at_step_refuses_what_is_no_step_in_both_games(make, k):
    g = make()
    _play(g, 3)
    with pytest.raises(ValueError, match="step must be 0 to 3"):
        g.at_step(k)


def test_at_step_and_restart_replay_the_history(make):
    g = make()
    _play(g, 10)
    h = g.history()
    assert g.at_step(4).history() == h[:4]
    assert g.at_step(10).to_json() == g.to_json()
    assert g.restart().history() == []


def test_replay_is_all_or_nothing(make):
    g = make()
    ref = make()
    _play(ref, 10)
    texts = ref.history()
    before = g.to_json()
    with pytest.raises(ist.IllegalAction, match="step 6 of 6"):
        g.replay(texts[:5] + ["no such action"])
    assert g.to_json() == before
    g.replay(texts)
    assert g.to_json() == ref.to_json()


def test_learner_mode_keeps_what_revealed_something_hidden(make):
    g = make(mode="learner")
    for _ in range(400):
        if g._random and g._random[-1]:
            break
        _play(g, 1, seed=len(g.history()))
    else:
        pytest.fail("no random action in 400 steps")
    assert not g.can_undo
    with pytest.raises(ist.IllegalAction, match="in learner mode"):
        g.undo()


def test_a_copy_has_its_own_history(make):
    g = make()
    _play(g, 5)
    c = g.copy()
    _play(c, 3, seed=1)
    assert len(g.history()) == 5 and len(c.history()) == 8
    c.undo()
    assert len(g.history()) == 5


def test_a_refused_action_changes_nothing_and_says_why(make):
    g = make()
    _play(g, 4)
    before = g.to_json()
    reason = g.why_not("no such action")
    assert reason
    with pytest.raises(ist.IllegalAction) as exc:
        g.apply("no such action")
    assert str(exc.value) == reason
    assert g.to_json() == before
    assert g.why_not(g.legal_actions()[0]) == ""


def test_a_game_that_leaves_out_a_hook_cannot_be_made():
    class Half(History):
        def _legal_texts(self):
            return set()

    with pytest.raises(TypeError, match="abstract"):
        Half()
