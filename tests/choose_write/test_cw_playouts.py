"""Random playouts for 1-5 players with the invariants checked after every action, and the
kit's RandomBot playing through the game protocol."""

from __future__ import annotations

import random

import pytest

from istanbul_nb import choose_write as cw
from istanbul_nb.choose_write.data import GOODS, LETTERS
from istanbul_nb.choose_write.save import _check_cards


def check(g: cw.Game) -> None:
    """What must hold at every moment of any game."""
    st, p = g.state, g.plan
    _check_cards(st)                       # every card in exactly one place
    assert len(st.display) <= 2 and st.caravan_deck
    for s in range(g.players):
        sh = st.sheets[s]
        assert 0 <= sh.lira_crossed <= sh.lira_filled <= p.lira_spaces
        assert 0 <= sh.bonus_crossed <= sh.bonus_filled <= p.bonus_spaces
        for good in GOODS:
            assert 0 <= sh.goods_crossed[good] <= sh.goods_filled[good] <= 12
        for place, n in sh.icons_crossed.items():
            assert 0 <= n <= p.icons[place]
        for place, n in sh.improvements.items():
            assert 0 <= n <= p.improvements[place]
        assert sh.rubies == sum(sh.ruby_sources.values())
        assert len(sh.lira_bonus) == sh.ruby_sources["lira_bonus"]
        assert len(sh.goods_bonus) == sh.ruby_sources["goods_bonus"]
        assert len(sh.hand) <= 1 or (g.phase == "take" and s == g.current)
    for letter in LETTERS:
        assert st.palace[letter]
    if not g.is_over:
        assert g.legal_actions(), g.question()
        assert 0 <= g.to_act < g.players


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playouts_keep_the_invariants(players, seed):
    g = cw.new_game(players=players, seed=seed, challenge=seed if players == 1 else None)
    r = random.Random(seed * 10 + players)
    check(g)
    while not g.is_over:
        acts = g.legal_actions()
        g.apply(acts[r.randrange(len(acts))])
        check(g)
        assert len(g.history()) < 2000
    assert g.state.end_reason
    assert sorted(g.ranking()) == list(range(players))
    ret = g.returns()
    assert len(ret) == players and all(0.0 <= x <= 1.0 for x in ret)
    if players > 1:
        assert max(ret) == 1.0 and set(g.winners()) == {s for s in range(players) if ret[s]}
    # the same seed and choices give the same game
    again = cw.Game.from_json(g.to_json())
    assert again.log_text() == g.log_text()


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
