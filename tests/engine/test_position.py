"""``Game.position()`` reads what the public views show, and ``Game.scratch()`` plays the same
rules as the game without touching it (``engine.position``: a bot's look-ahead)."""

from __future__ import annotations

import random

import pytest

import istanbul_nb as ist
from istanbul_nb.engine.position import GOODS, Position, Scratch

CONFIGS = [((), (), 4), (("mocha",), (), 3), (("letters",), (), 4),
           (("mocha", "letters"), ("great_bazaar",), 5)]


def _positions(expansions, variants, players, seed=1, every=5):
    g = ist.new_game(players=players, expansions=expansions, variants=variants, seed=seed)
    r = random.Random(seed)
    step = 0
    while not g.is_over and step < 400:
        if step % every == 0:
            yield g
        g.apply(r.choice(g.legal_actions()))
        step += 1


@pytest.mark.parametrize("expansions, variants, players", CONFIGS)
def test_a_position_reads_what_the_public_views_show(expansions, variants, players):
    for g in _positions(expansions, variants, players):
        pos = g.position()
        assert isinstance(pos, Position) and not isinstance(pos, Scratch)
        assert (pos.phase, pos.to_act, pos.current, pos.players) == (
            g.phase, g.to_act, g.current, g.players)
        assert pos.legal() == g.legal_actions()
        assert pos.ruby_supply() == g.ruby_supply()
        assert pos.pending_data() == (g.pending() or {})
        for seat in range(g.players):
            view, mine = g.player(seat), pos.seat(seat)
            assert (mine.lira, mine.rubies, mine.extensions, mine.stack) == (
                view.lira, view.rubies, view.extensions, view.stack)
            assert dict(zip(GOODS, mine.goods, strict=True)) == view.goods
            assert (list(mine.cards), list(mine.tiles), mine.family) == (
                view.bonus_cards, view.mosque_tiles, view.family)
            for name, value in pos.part_view(seat).items():
                assert getattr(view, name) == value


def test_the_demands_are_the_tables():
    for g in _positions((), (), 3, every=3):
        need, price, police = g.position().demands()
        pieces = g.pieces()
        assert price == (pieces["gemstone_dealer"]["price"] if g.ruby_supply()["gemstone"]
                         else None)
        assert (need is None) == (g.ruby_supply()["sultan"] == 0)
        assert police == g.rules.data["base"]["police_station"]["value"]


@pytest.mark.parametrize("expansions, variants, players", CONFIGS)
def test_a_scratch_plays_as_the_game_and_leaves_it_alone(expansions, variants, players):
    for g in _positions(expansions, variants, players, seed=2, every=3):
        before = g.to_json()
        scratch = g.scratch()
        a = scratch.legal()[-1]
        tried = g.position().tried(a)
        copy = g.copy(log=False)
        copy.apply(a)
        scratch.play(a)
        for pos in (scratch, tried):
            assert (pos.phase, pos.to_act) == (copy.phase, copy.to_act)
            assert pos.legal() == copy.legal_actions()
            assert pos.ruby_supply() == copy.ruby_supply()
            assert [pos.seat(s).lira for s in range(g.players)] == [
                copy.player(s).lira for s in range(g.players)]
        assert g.to_json() == before


def test_a_read_only_position_cannot_be_played():
    g = ist.new_game(players=2)
    assert not hasattr(g.position(), "play")
    assert isinstance(g.position().scratch(), Scratch)
