"""Guild cards (Mocha part 2, started): playing one replaces the whole turn; the seed's cards 8,
9, 12, 14, 16 and 19 with its examples, and the reconstructed "place N from afar" cards."""

from __future__ import annotations

import pytest
from mocha_tools import mocha, texts  # beside this file

import istanbul_nb as ist
from istanbul_nb.expansions.mocha.state import part


def ended(g, seat=0) -> bool:
    return g.current == (seat + 1) % g.players and g.phase == "move"


def test_a_guild_card_replaces_the_whole_turn():
    g = mocha(seats={0: dict(merchant=9, goods={})}, guild_cards={0: [2]})
    assert "guild 2" in texts(g)
    g.apply("guild 2")
    assert g.phase == "guild-action" and texts(g) == ["warehouse"]
    g.apply("warehouse")
    assert g.player(0).goods["fabric"] == 2 and g.player(0).merchant == 9
    assert part(g.state).guild[0] == [] and part(g.state).guild_discard == [2]
    assert ended(g)
    assert "plays guild card 2 instead of the turn" in g.log_text()


def test_a_guild_card_only_at_the_start_of_the_turn():
    g = mocha(phase="action", seats={0: dict(merchant=9)}, guild_cards={0: [2]})
    with pytest.raises(ist.IllegalAction, match="replaces the whole turn"):
        g.apply("guild 2")
    g = mocha(seats={0: dict(merchant=9, cards=["move-3-4"])}, guild_cards={0: [2]})
    g.apply("play move-3-4")
    assert "guild 2" not in texts(g)


def test_a_guild_card_must_be_carried_out_in_full():
    g = mocha(seats={0: dict(merchant=9, lira=14)}, guild_cards={0: [16, 7]})
    assert "guild 16" not in texts(g) and "guild 7" not in texts(g)
    with pytest.raises(ist.IllegalAction, match="you have 14 lira; guild card 16 costs 15"):
        g.apply("guild 16")
    with pytest.raises(ist.IllegalAction, match="could not do everything guild card 7"):
        g.apply("guild 7")


def test_card_16_seed_example_15_lira_for_a_ruby_and_3_coffee():
    g = mocha(seats={0: dict(merchant=9, lira=20)}, guild_cards={0: [16]})
    gem = g.state.gem_left
    g.apply("guild 16")
    assert g.player(0).lira == 5 and g.player(0).rubies == 1
    assert g.state.gem_left == gem - 1 and part(g.state).coffee[0] == 3
    assert ended(g)


def test_card_9_seed_example_named_7_rolled_5_takes_4_lira_red_tile_no_help():
    g = mocha(seats={0: dict(merchant=3, lira=0, tiles=["red"], goods=dict(fabric=2),
                             cards=[])},
              guild_cards={0: [9]}, dice=[2, 3])
    g.apply("guild 9")
    g.apply("tea 7")
    assert g.player(0).lira == 4 and ended(g)          # no red-tile question was asked


def test_card_8_black_market_without_the_red_tile():
    g = mocha(seats={0: dict(merchant=3, tiles=["red"], goods=dict(fabric=2), cards=[])},
              guild_cards={0: [8]}, dice=[4, 5])
    g.apply("guild 8")
    g.apply("black-market")
    assert g.phase == "black-market-good" and g.player(0).goods["jewelry"] == 2
    g.apply("take spice")
    assert g.player(0).goods["spice"] == 1 and ended(g)


@pytest.mark.parametrize("family", [12, 5])
def test_card_12_family_to_the_police_station_without_reward(family):
    g = mocha(seats={0: dict(merchant=9, family=family, lira=0)}, guild_cards={0: [12]})
    g.apply("guild 12")
    assert g.player(0).family == 12 and g.player(0).lira == 0
    assert "police 3" in texts(g)
    g.apply("police 3")
    g.apply("warehouse")
    assert g.player(0).family == 3 and g.player(0).goods["spice"] == 2 and ended(g)


def test_card_14_seed_example_red_tile_for_one_red_good():
    g = mocha(seats={0: dict(merchant=9, goods=dict(fabric=1))}, guild_cards={0: [14]})
    g.apply("guild 14")
    assert texts(g) == ["tile red"]                 # threshold 2, yet 1 fabric is enough
    g.apply("tile red")
    assert g.player(0).mosque_tiles == ["red"] and g.player(0).goods["fabric"] == 0
    assert ended(g)


def test_card_19_seed_example_a_tile_and_the_barrier_for_1_coffee_less():
    """Seed 000, the card-19 note: a Tavern tile costing 2 coffee and the barrier moved with
    the action beside it: 4 coffee in total, paid 3."""
    g = mocha(seats={0: dict(merchant=9, goods={})}, guild_cards={0: [19]}, coffee={0: 3},
              tavern_tiles={1: ["long_move"]})
    g.apply("guild 19")
    assert g.phase == "guild-action"
    assert texts(g) == ["tavern-tile free_encounters", "tavern-tile long_move"]
    g.apply("tavern-tile long_move")                  # the top long-move tile costs 2
    assert part(g.state).coffee[0] == 1 and part(g.state).tiles[0] == ["long_move"]
    assert g.phase == "guild-barrier" and "barrier 2 8" in texts(g)
    g.apply("barrier 2 8")                            # 2 coffee, 1 less with the card
    assert part(g.state).coffee[0] == 0 and g.barrier == (2, 8)
    assert part(g.state).control == 0 and g.phase == "tavern-barrier"
    g.apply("act 2")
    g.apply("warehouse")
    assert g.player(0).goods["fabric"] == 2 and g.player(0).merchant == 9 and ended(g)
    log = g.log_text()
    assert "pays 2 coffee at the Tavern" in log and "pays 1 coffee at the Tavern" in log
    assert "1 coffee less in total (guild card 19)" in log


def test_card_19_needs_a_tile_and_the_barrier_together():
    # a 1-coffee tile and the barrier: 3 - 1 = 2 coffee; 1 is not enough
    g = mocha(seats={0: dict(merchant=9)}, guild_cards={0: [19]}, coffee={0: 1})
    assert "guild 19" not in texts(g)
    with pytest.raises(ist.IllegalAction, match="could not do everything guild card 19"):
        g.apply("guild 19")
    g = mocha(seats={0: dict(merchant=9)}, guild_cards={0: [19]}, coffee={0: 2})
    g.apply("guild 19")
    g.apply("tavern-tile free_encounters")
    g.apply("barrier 6 19")
    assert part(g.state).coffee[0] == 0
    g.apply("skip")
    assert ended(g)
    # both tiles held: the card cannot be carried out in full
    g = mocha(seats={0: dict(merchant=9)}, guild_cards={0: [19]}, coffee={0: 9},
              tavern_tiles={0: ["long_move", "free_encounters"]})
    assert "guild 19" not in texts(g)
    # a 2-coffee tile and the barrier need 3
    g = mocha(seats={0: dict(merchant=9)}, guild_cards={0: [19]}, coffee={0: 2},
              tavern_tiles={1: ["long_move", "free_encounters"]})
    assert "guild 19" not in texts(g)


@pytest.mark.parametrize("card,action,check", [
    (1, "wainwright", lambda g: g.player(0).extensions == 1),
    (5, "post", lambda g: g.player(0).lira > 10),
    (13, None, lambda g: True),
    (17, "roast lira", lambda g: part(g.state).coffee[0] == 2),
    (18, "guild-hall", lambda g: g.phase == "guild-hall-discard"),
    (20, None, lambda g: True),
])
def test_reconstructed_cards_do_place_n_from_afar(card, action, check):
    g = mocha(seats={0: dict(merchant=9, lira=10)}, guild_cards={0: [card]})
    if action is None:
        assert f"guild {card}" not in texts(g)          # nothing it could do in full
        return
    g.apply(f"guild {card}")
    g.apply(action)
    assert check(g)


def test_a_guild_turn_saves_loads_and_undoes():
    g = mocha(seats={0: dict(merchant=9)}, guild_cards={0: [6]})
    before = g.to_json()
    g.apply("guild 6")
    assert part(g.state).playing == 6
    again = ist.Game.from_json(g.to_json())
    assert again.to_json() == g.to_json() and again.phase == "guild-action"
    g.apply("caravansary")
    g.apply("draw deck")
    g.apply("draw deck")
    g.apply(g.legal_actions()[0])                     # discard a card
    assert ended(g) and part(g.state).playing == 0
    for _ in range(5):
        g.undo()
    assert g.to_json() == before


def test_guild_cards_are_described():
    g = mocha()
    assert "Pay 15 lira" in g.describe("guild 16")
    assert "from afar" in g.describe("guild 2")
