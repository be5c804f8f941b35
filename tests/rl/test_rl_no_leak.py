"""Observations show the acting seat's point of view only: two games that differ only in what
that seat cannot see (other seats' hands, the draw piles' order, the dice to come) give it the
same observation, byte for byte. The two games are made by the engine's public method,
``game.determinized(seat, seed)`` with two seeds, at many moments of random games."""

from __future__ import annotations

import random
from typing import Any

import pytest
from rl_tools import FAMILIES, new_game  # beside this file

from istanbul_nb import rl

NAMES = ["base4", "mocha_letters", "letters", "mocha", "choose_write3", "choose_write2"]


def _hidden(game: Any, seat: int) -> list:
    """What ``seat`` cannot see of the others (to check the two games really differ)."""
    if game.kind == "choose_write":
        return [(game.sheet(s).hand, game.sheet(s).guild_cards)
                for s in range(game.players) if s != seat]
    return [(game.player(s).bonus_cards, game.player(s).guild_cards)
            for s in range(game.players) if s != seat]


@pytest.mark.parametrize("name", NAMES)
def test_two_games_differing_only_in_hidden_cards_look_the_same(name):
    kw = dict(FAMILIES)[name]
    env = rl.make_env(**kw)
    layout = env.layout
    rng = random.Random(name)
    game = new_game(kw, 3)
    compared = differed = 0
    while not game.is_over and compared < 60:
        if rng.random() < 0.3:
            seat = game.to_act
            a, b = game.determinized(seat, 1), game.determinized(seat, 2)
            obs_a, obs_b = layout.observe(a, seat), layout.observe(b, seat)
            assert obs_a.tobytes() == obs_b.tobytes(), layout.parts
            compared += 1
            if _hidden(a, seat) != _hidden(b, seat):
                differed += 1
        game.apply(rng.choice(game.legal_actions()))
    assert compared >= 20 and differed >= 5


def test_the_observation_shows_my_own_hand():
    """The comparison above can fail: the seat whose cards were dealt afresh sees them."""
    kw = dict(FAMILIES)["base3"]
    layout = rl.make_env(**kw).layout
    game = new_game(kw, 5)
    a, b = game.determinized(0, 1), game.determinized(0, 2)
    assert a.player(1).bonus_cards != b.player(1).bonus_cards or \
        a.player(2).bonus_cards != b.player(2).bonus_cards
    assert layout.observe(a, 0).tobytes() == layout.observe(b, 0).tobytes()
    differs = [s for s in (1, 2) if a.player(s).bonus_cards != b.player(s).bonus_cards]
    assert layout.observe(a, differs[0]).tobytes() != layout.observe(b, differs[0]).tobytes()
