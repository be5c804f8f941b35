"""The Game's seams for Mocha (API.md "Expansions and variants"): the seats' public fields,
the Coffee House in ``ruby_supply``, learner-mode undo of guild draws and reward rolls,
``determinized`` hiding guild hands, the default layout; seeded random games for 2-5 players
that play the Mocha bonus cards, with every invariant after every action."""

from __future__ import annotations

import random

import pytest
from mocha_tools import mocha  # beside this file

import istanbul_nb as ist
from istanbul_nb.engine.invariants import playout_policy, problems
from istanbul_nb.expansions.mocha import BONUS_CARDS
from istanbul_nb.expansions.mocha.state import part


def test_the_default_layout_is_the_expansions_first_game():
    g = ist.new_game(players=3, expansions=("mocha",), seed=2)
    assert g.config.layout_name == "mocha-first-game"
    assert ist.new_game(players=3, seed=2).config.layout_name == "short-paths"
    lay = ist.layouts.random_layout("mocha", seed=4)
    assert ist.new_game(players=3, expansions=("mocha",), layout=lay).config.layout_rows == \
        lay.rows


def test_player_view_fields():
    g = mocha(coffee={1: 4}, guild_cards={1: [3, 17]}, tavern_tiles={1: ["free_encounters"]})
    p = g.player(1)
    assert p.coffee == 4 and p.guild_cards == [3, 17] and p.tavern_tiles == ["free_encounters"]
    assert g.player(0).coffee == 0 and g.player(0).guild_cards == []
    p.guild_cards.append(9)                                      # a copy, not the state
    assert part(g.state).guild[1] == [3, 17]
    base = ist.new_game(players=3)
    b = base.player(0)
    assert b.coffee == 0 and b.guild_cards == [] and b.tavern_tiles == []


def test_ruby_supply_has_the_coffee_house_in_mocha_games_only():
    g = mocha(phase="action", seats={0: dict(merchant=20)}, coffee={0: 6})
    assert g.ruby_supply()["coffee_house"] == 5
    g.apply("coffee-house")
    assert g.ruby_supply()["coffee_house"] == 4
    assert "coffee_house" not in ist.new_game(players=3).ruby_supply()


def test_learner_undo_refuses_guild_draws_and_reward_rolls():
    g = mocha(mode="learner", phase="action", seats={0: dict(merchant=18)})
    g.apply("guild-hall")
    with pytest.raises(ist.IllegalAction, match="rolled dice or drew a card"):
        g.undo()
    g = mocha(mode="learner", seats={0: dict(merchant=9, cards=["buy-guild", "roll-reward",
                                                                 "two-coffee"])},
              coffee={0: 2})
    g.apply("play two-coffee")
    g.undo()                                                     # nothing hidden: allowed
    g.apply("play buy-guild")
    with pytest.raises(ist.IllegalAction, match="rolled dice or drew a card"):
        g.undo()
    g.apply("play roll-reward")
    with pytest.raises(ist.IllegalAction, match="rolled dice or drew a card"):
        g.undo()
    g = mocha(mode="learner", phase="action", seats={0: dict(merchant=17, lira=5)})
    g.apply("roast lira")
    g.undo()                                                     # roasting hides nothing
    assert g.phase == "action"


def test_determinized_deals_the_hidden_guild_cards_afresh():
    g = mocha(guild_cards={0: [1, 2], 1: [3, 4, 5], 2: [6]}, guild_discard=[7])
    seen = set()
    for seed in range(6):
        d = g.determinized(0, seed)
        mp = part(d.state)
        assert mp.guild[0] == [1, 2] and mp.guild_discard == [7]
        assert [len(h) for h in mp.guild] == [2, 3, 1] and len(mp.guild_pile) == 13
        assert sorted(mp.guild_pile + mp.guild[1] + mp.guild[2]) == \
            sorted(set(range(1, 21)) - {1, 2, 7})
        assert problems(d) == []
        seen.add((tuple(mp.guild[1]), tuple(mp.guild[2])))
    assert len(seen) > 1                                         # the opponents' hands differ
    assert part(g.state).guild[1] == [3, 4, 5]                   # the game itself is untouched
    # it depends only on what seat 0 knows, not on the hidden order
    h = mocha(guild_cards={0: [1, 2], 1: [8, 9, 10], 2: [11]}, guild_discard=[7])
    assert part(g.determinized(0, 3).state).guild == part(h.determinized(0, 3).state).guild


def test_a_seeded_game_plays_every_mocha_bonus_card():
    played = set()
    for players in (2, 3, 4, 5):
        for seed in range(3):
            g = ist.new_game(players=players, expansions=("mocha",), seed=seed)
            rng = random.Random(seed)
            while not g.is_over:
                g.apply(playout_policy(rng, g.legal_actions()))
            played |= {t.split()[1] for t in g.history() if t.startswith("play ")}
    assert set(BONUS_CARDS) <= played


# The random games with the bonus cards (every invariant after every action, coffee never
# negative, the guild and bonus cards conserved, a save at the end) moved to the one harness,
# tests/engine/test_harness.py (MochaWatch, the Mocha configurations).
