"""The kit's RandomBot playing through the game protocol, seat order, determinized copies and
simulate with a make function.

The random playouts for 1-5 players with the invariants checked after every action (an end
reason, returns in [0, 1], winners the seats with return 1, a save that loads with the same log)
moved to the one harness over both games, tests/engine/test_harness.py (``cw_problems``; issue
22).
"""

from __future__ import annotations

import pytest

from istanbul_nb import choose_write as cw


def test_the_kits_random_bot_plays_it_through_the_protocol():
    from istanbul_nb.bots import RandomBot

    for players in (1, 3, 5):
        g = cw.new_game(players=players, seed=11)
        bots = [RandomBot(seed=s, eager=s % 2 == 1) for s in range(players)]
        while not g.is_over:
            action, why = bots[g.to_act].explain(g)
            assert action in g.legal_actions() and why
            g.apply(action)
        assert g.is_over and len(g.returns()) == players


def test_followers_are_asked_seat_by_seat_clockwise_from_the_active_player():
    g = cw.stage(players=5, current=2, location_deck=["10", "11", "13"])
    start = g.current
    g.apply("play left")
    while g.phase != "follow":
        g.apply(g.legal_actions()[0])
    seen = []
    while g.turn == 1 and not g.is_over:
        if g.phase == "follow":
            seen.append(g.to_act)
            assert g.current == start and g.to_act != start
        g.apply(g.legal_actions()[0])
    assert seen == [(start + k) % 5 for k in range(1, 5)]


def test_determinized_copies_keep_what_the_seat_sees():
    g = cw.new_game(players=3, seed=6)
    d = g.determinized(0, 99)
    assert d.state.sheets[0].hand == g.state.sheets[0].hand and d.display == g.display
    assert sorted(d.state.location_deck + d.state.sheets[1].hand + d.state.sheets[2].hand) == \
        sorted(g.state.location_deck + g.state.sheets[1].hand + g.state.sheets[2].hand)
    assert d.legal_actions() == g.legal_actions()
    c = g.copy()
    c.apply(c.legal_actions()[0])
    assert g.history() == [] and c.history() != []


def test_simulate_runs_it_with_a_make_function():
    from istanbul_nb.bots import RandomBot, simulate

    res = simulate([RandomBot(seed=1), RandomBot(seed=2)], 4, progress=False,
                   make=lambda players, seed: cw.new_game(players=players, seed=seed))
    assert res.games == 4 and len(res.rows) == 4 * 2 and res.mean_rounds() > 0
    assert sum(res.win_rate_by_seat().values()) == pytest.approx(1.0)
    assert res.replay(2).is_over and isinstance(res.replay(2), cw.Game)
