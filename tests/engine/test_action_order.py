"""The fast paths of the legal-action order give exactly the documented order.

``sorted_actions`` sorts a cache miss by one flat text per action (``_flat_key``) instead of
the nested ``sort_key`` tuples; these tests check that the two orders, and their ties, agree on
every text of seeded games of each ruleset and on texts made to sit at the edges (numbers of
different lengths, a word and its extension, numbers beside words, unknown verbs).
"""

from __future__ import annotations

import itertools
import random

import pytest

import istanbul_nb as ist
from istanbul_nb.engine.actions import Action, _flat_key, sort_actions, sorted_actions
from istanbul_nb.engine.invariants import playout_policy
from istanbul_nb.engine.ruleset import build

EDGE = ["move 9", "move 10", "move 100", "move 0", "move 07", "move 7", "companion 9",
        "companion place", "double 3 5d", "double 3", "double 3 5", "double 10", "double 3d",
        "play one-good fabric", "play one-good", "play one-goods", "play five-lira",
        "sell fabric fruit", "sell fabric", "sell", "catch red lira", "catch red card",
        "skip", "end", "done", "guild 8", "guild 12", "barrier 3 4", "barrier 3 14",
        "mosque yellow 3", "mosque yellow 12", "leave", "collect", "pay", "wibble 3",
        "wibble", "kiosk 1 2", "kiosk 1 10", "bid 10", "bid 9", "take 2", "take a"]


def _seen_texts(expansions: tuple[str, ...], games: int = 3) -> set[str]:
    out: set[str] = set()
    for seed in range(games):
        g = ist.new_game(players=4, seed=seed, expansions=expansions)
        rng = random.Random(seed)
        while not g.is_over:
            acts = g.legal_actions()
            out.update(a.text for a in acts)
            g.apply(playout_policy(rng, acts))
    return out


@pytest.mark.parametrize("expansions", [(), ("mocha",), ("letters",), ("mocha", "letters")])
def test_flat_keys_sort_and_tie_exactly_like_sort_keys(expansions):
    rules = build(expansions)
    texts = sorted(_seen_texts(expansions) | set(EDGE))
    acts = [Action._make(t, rules) for t in texts]
    keys = {a.text: a.sort_key(rules) for a in acts}
    flat = {t: _flat_key(k) for t, k in keys.items()}
    assert [a.text for a in sorted(acts, key=lambda a: flat[a.text])] == \
        [a.text for a in sort_actions(acts, rules)]
    for a, b in itertools.combinations(texts, 2):
        assert (keys[a] < keys[b]) == (flat[a] < flat[b]), (a, b)
        assert (keys[a] == keys[b]) == (flat[a] == flat[b]), (a, b)


def test_sorted_actions_matches_sort_actions_on_shuffled_lists_and_remembers_them():
    rules = build(("mocha", "letters"))
    rng = random.Random(5)
    for _ in range(200):
        texts = rng.sample(EDGE, rng.randint(1, 12))
        acts, index = sorted_actions(texts, rules)
        want = [a.text for a in sort_actions([Action._make(t, rules) for t in texts], rules)]
        assert [a.text for a in acts] == want
        assert list(index) == want and all(index[t].text == t for t in want)
        again, same = sorted_actions(list(texts), rules)        # remembered by its texts
        assert same is index and again == acts and again is not acts


def test_sorted_actions_keeps_a_repeated_text_like_the_documented_sort():
    """A repeated text is never legal, but the order is still the documented one."""
    rules = build()
    texts = ["move 9", "end", "move 3", "move 9"]
    for _ in range(2):      # made, then remembered
        acts, index = sorted_actions(texts, rules)
        assert [a.text for a in acts] == ["move 3", "move 9", "move 9", "end"]
        assert list(index) == ["move 3", "move 9", "end"]
