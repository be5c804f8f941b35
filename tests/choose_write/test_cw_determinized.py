"""``determinized``: what a seat cannot see is dealt afresh, the same cards in all, and never
a Fountain into a hand (a Fountain is resolved when drawn, so no real hand holds one)."""

from __future__ import annotations

import random

from istanbul_nb import choose_write as cw
from istanbul_nb.choose_write.data import card


def _hidden(g, seat):
    st = g.state
    return sorted(st.location_deck + [c for i, sh in enumerate(st.sheets) if i != seat
                                      for c in sh.hand])


def test_no_hand_is_dealt_a_fountain_and_the_hidden_cards_are_the_same():
    dealt_other = 0
    for seed in range(25):
        g = cw.new_game(players=5, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(5, 60)):
            if g.is_over:
                break
            g.apply(rng.choice(g.legal_actions()))
        seat = g.to_act
        for k in range(4):
            d = g.determinized(seat, k)
            assert _hidden(d, seat) == _hidden(g, seat)
            assert d.state.sheets[seat].hand == g.state.sheets[seat].hand
            assert all("fountain" not in card(c) for sh in d.state.sheets for c in sh.hand)
            dealt_other += any(d.state.sheets[i].hand != g.state.sheets[i].hand
                               for i in range(5) if i != seat)
    assert dealt_other > 50          # the other hands really are dealt afresh
