"""Mocha & Baksheesh part 1 (RULES.md 7): set-up, coffee, the Coffee Trader and places 17-20,
each option with staged positions and exact numbers, and the seed's worked examples.

The expansion is not registered publicly yet; each test registers it for its own length.
"""

from __future__ import annotations

import pytest
from mocha_tools import LAYOUT, coffee, mocha, texts  # beside this file

import istanbul_nb as ist
from istanbul_nb.engine import unregister_expansion
from istanbul_nb.engine.ruleset import registration, restore
from istanbul_nb.expansions.mocha import BONUS_CARDS
from istanbul_nb.expansions.mocha.state import part

#: A 5x4 board on which the Post Office 5 and the Fabric Warehouse 2 are neighbours (the seed's
#: Tavern example) and the Tavern 19 borders the warehouse.
SEED_EXAMPLE = [[16, 15, 18, 3, 10], [8, 1, 7, 17, 4], [11, 19, 6, 12, 9], [20, 2, 5, 14, 13]]


# -- set-up -------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup(players):
    g = ist.new_game(players=players, layout=LAYOUT, seed=4, expansions=("mocha",))
    mp = part(g.state)
    assert g.ruby_target == 6
    assert mp.coffee == [0] * players and mp.control is None and g.barrier is None
    assert sorted(mp.guild_pile) == list(range(1, 21)) and mp.guild_discard == []
    assert mp.stacks == {"long_move": [1, 2, 3, 4], "free_encounters": [1, 2, 3, 4]}
    assert mp.baksheesh == "a" and mp.coffee_house == 5
    assert 2 <= g.place_of("coffee_trader") <= 12
    assert g.pieces()["figures"]["coffee_trader"]["title"] == "Coffee Trader"
    # the Mocha bonus cards (9 types x 2) are mixed into the base deck (26 + 18)
    base = ist.new_game(players=3).rules.card_counts
    assert sum(g.rules.card_counts.values()) == sum(base.values()) + 18
    assert set(g.rules.card_counts) - set(base) == set(BONUS_CARDS)
    assert len(g.state.deck) + players == 44
    assert g.ruby_supply() is not None


def test_setup_is_seeded():
    a = ist.new_game(players=3, layout=LAYOUT, seed=5, expansions=("mocha",))
    b = ist.new_game(players=3, layout=LAYOUT, seed=5, expansions=("mocha",))
    c = ist.new_game(players=3, layout=LAYOUT, seed=6, expansions=("mocha",))
    assert a.to_json() == b.to_json()
    assert part(a.state).guild_pile != part(c.state).guild_pile


def test_a_base_layout_is_refused_and_a_random_5x4_one_is_played():
    with pytest.raises(ValueError, match="needs a 'mocha' board"):
        ist.new_game(players=3, layout="short-paths", expansions=("mocha",))
    lay = ist.layouts.random_layout("mocha", seed=3)
    g = ist.new_game(players=3, layout=lay, seed=1, expansions=("mocha",))
    assert set(g.board.places) == set(range(1, 21))


def test_the_base_game_is_unchanged_beside_a_mocha_game():
    base = ist.new_game(players=3, seed=2)
    g = ist.new_game(players=3, layout=LAYOUT, seed=2, expansions=("mocha",))
    assert 17 not in base.rules.places and 17 in g.rules.places
    assert base.ruby_target == 5 and g.ruby_target == 6
    assert '"mocha"' not in base.to_json() and '"mocha"' in g.to_json()
    assert base.place_of("coffee_trader") is None
    assert "coffee_trader" not in base.rules.figures


def test_mocha_is_public():
    assert "mocha" in ist.engine.available()
    for players in range(2, 6):
        assert {"players": players, "expansions": ("mocha",), "variants": ()} in \
            ist.engine.configurations()
    assert ist.new_game(players=3, expansions=("mocha",)).config.layout_name == LAYOUT
    kept = registration("mocha")
    unregister_expansion("mocha")           # an unregistered expansion is refused, saying so
    try:
        with pytest.raises(ValueError, match="not in this version"):
            ist.new_game(players=3, layout=LAYOUT, expansions=("mocha",))
    finally:
        restore(kept)                       # with its slices and view fields
    assert registration("mocha") == kept


def test_the_data_carries_provenance_labels():
    m = ist.new_game(players=3, layout=LAYOUT, expansions=("mocha",)).rules.data["mocha"]
    labels = {k: v["provenance"] for k, v in m.items() if isinstance(v, dict)}
    assert labels["ruby_target"] == "seed"
    assert labels["coffee_house"] == "inferred"
    assert labels["tavern_tile_costs"] == "reconstructed"
    assert labels["baksheesh_side_a"] == "seed" and labels["baksheesh_side_b"] == "reconstructed"
    assert set(labels.values()) <= {"seed", "printed", "printed-1", "inferred", "reconstructed"}


# -- coffee is not a good ---------------------------------------------------------------------
def test_coffee_never_pays_the_smuggler():
    g = mocha(phase="encounter", seats={0: dict(merchant=3, lira=0, goods={})},
              smuggler=3, governor=9, coffee_trader=10, coffee={0: 5})
    g.apply("smuggler fruit")
    assert texts(g) == ["smuggler give fruit"]


def test_coffee_never_pays_the_sultans_any_good():
    # 4-5 players: the first delivery needs 1 of each; with 2-3 players 5 goods, one "any"
    g = mocha(phase="action", seats={0: dict(merchant=13, goods=dict(fabric=1, spice=1,
                                                                     fruit=1, jewelry=1))},
              coffee={0: 9})
    assert not [t for t in texts(g) if t.startswith("sultan")]
    g.apply("skip")


# -- the Coffee Trader ----------------------------------------------------------------------------
def test_coffee_trader_gives_coffee_for_two_lira_and_is_rolled_away():
    g = mocha(phase="encounter", seats={0: dict(merchant=10, lira=5, goods=dict(fruit=1))},
              coffee_trader=10, governor=3, smuggler=4, dice=[3, 4])
    assert "coffee_trader" in texts(g)
    g.apply("coffee_trader")
    assert coffee(g) == 1 and g.phase == "coffee_trader-payment"
    assert texts(g) == ["coffee_trader give fruit", "coffee_trader pay"]
    g.apply("coffee_trader pay")
    assert g.player(0).lira == 3 and g.place_of("coffee_trader") == 7
    assert "The Coffee Trader is rolled away: 3+4" in g.log_text()
    assert "coffee_trader" not in texts(g)          # met once per turn


def test_coffee_trader_takes_a_good_instead():
    g = mocha(phase="encounter", seats={0: dict(merchant=10, lira=0, goods=dict(spice=1))},
              coffee_trader=10, governor=3, smuggler=4, dice=[1, 1])
    g.apply("coffee_trader")
    g.apply("coffee_trader give spice")
    assert g.player(0).goods["spice"] == 0 and coffee(g) == 1 and g.place_of("coffee_trader") == 2


def test_coffee_trader_needs_a_payment():
    g = mocha(phase="encounter", seats={0: dict(merchant=10, lira=1, goods={})},
              coffee_trader=10, governor=3, smuggler=4)
    assert "coffee_trader" not in texts(g)
    with pytest.raises(ist.IllegalAction, match="2 lira or 1 good"):
        g.apply("coffee_trader")


@pytest.mark.parametrize("figure,take", [("coffee_trader", "coffee_trader"),
                                         ("governor", "governor"),
                                         ("smuggler", "smuggler fruit")])
def test_free_encounters_give_nothing(figure, take):
    g = mocha(phase="encounter", seats={0: dict(merchant=10, lira=0, goods={}, cards=[])},
              coffee_trader=10, governor=10, smuggler=10, tavern_tiles={0: ["free_encounters"]},
              dice=[6, 6])
    g.apply(take)
    assert texts(g) == [f"{figure} free"]
    g.apply(f"{figure} free")
    assert g.player(0).lira == 0 and g.place_of(figure) == 12
    assert "nothing (free-encounters tile)" in g.log_text()
    assert g.describe(f"{figure} free").endswith("nothing (free-encounters tile)")


# -- 17 Roasting Plant ----------------------------------------------------------------------------
def test_roasting_seed_example_two_lira_and_a_bonus_card_give_4_coffee():
    g = mocha(phase="action", seats={0: dict(merchant=17, lira=5, goods={},
                                             cards=["sultan-twice"])})
    assert texts(g) == ["roast card sultan-twice", "roast lira", "skip"]
    g.apply("roast lira")
    assert g.phase == "roasting" and texts(g) == ["roast card sultan-twice", "roast done"]
    g.apply("roast card sultan-twice")
    assert coffee(g) == 4 and g.player(0).lira == 3 and g.phase == "encounter"
    assert g.state.discard[-1] == "sultan-twice"


def test_roasting_each_option_once_up_to_6_coffee():
    g = mocha(phase="action", seats={0: dict(merchant=17, lira=2, goods=dict(fabric=1),
                                             cards=["stay"])}, guild_cards={0: [4]})
    g.apply("roast fabric")
    assert "roast spice" not in texts(g) and "roast lira" in texts(g)
    with pytest.raises(ist.IllegalAction, match="already gave a good"):
        g.apply("roast fabric")
    g.apply("roast lira")
    with pytest.raises(ist.IllegalAction, match="already paid lira"):
        g.apply("roast lira")
    assert texts(g) == ["roast card stay", "roast done", "roast guild 4"]
    g.apply("roast guild 4")
    assert coffee(g) == 6 and g.phase == "encounter"
    assert part(g.state).guild_discard == [4] and part(g.state).guild[0] == []


def test_roasting_can_stop_early_and_refuses_with_reasons():
    g = mocha(phase="action", seats={0: dict(merchant=17, lira=1, goods=dict(fruit=2),
                                             cards=[])})
    with pytest.raises(ist.IllegalAction, match="you have 1 lira; roasting costs 2"):
        g.apply("roast lira")
    with pytest.raises(ist.IllegalAction, match="no bonus card"):
        g.apply("roast card stay")
    g.apply("roast fruit")               # nothing else is possible: the action is over
    assert coffee(g) == 2 and g.player(0).goods["fruit"] == 1 and g.phase == "encounter"
    # the merchant still stands at the Roasting Plant: the refusal says the action is done,
    # not that roasting happens at the Roasting Plant
    with pytest.raises(ist.IllegalAction, match=r"the action at Roasting Plant \(17\) is done"):
        g.apply("roast done")
    g = mocha(phase="action", seats={0: dict(merchant=17, lira=2, goods=dict(fruit=2),
                                             cards=[])})
    g.apply("roast fruit")
    g.apply("roast done")                # stop before paying lira
    assert coffee(g) == 2 and g.player(0).lira == 2 and g.phase == "encounter"


# -- 18 Guild Hall --------------------------------------------------------------------------------
def test_guild_hall_one_coffee_two_cards_then_discard_one():
    g = mocha(phase="action", seats={0: dict(merchant=18)})
    top2 = sorted(part(g.state).guild_pile[-2:])
    g.apply("guild-hall")
    assert coffee(g) == 1 and part(g.state).guild[0] == top2
    assert g.phase == "guild-hall-discard"
    assert texts(g) == [f"discard-guild {x}" for x in top2]
    g.apply(f"discard-guild {top2[0]}")
    assert part(g.state).guild[0] == [top2[1]] and part(g.state).guild_discard == [top2[0]]
    assert g.phase == "encounter" and len(part(g.state).guild_pile) == 18
    assert g.player(0).guild_cards == [top2[1]] if hasattr(g.player(0), "guild_cards") else True


def test_guild_hall_with_an_empty_pile():
    g = mocha(phase="action", seats={0: dict(merchant=18)}, guild_cards={0: [20]},
              guild_discard=list(range(1, 20)))
    g.apply("guild-hall")
    assert coffee(g) == 1 and "the guild pile is empty" in g.log_text().lower()
    g.apply("discard-guild 20")
    assert part(g.state).guild[0] == [] and g.phase == "encounter"


# -- 20 Coffee House ------------------------------------------------------------------------------
def test_coffee_house_price_rises_6_to_10():
    g = mocha(phase="action", seats={0: dict(merchant=20)}, coffee={0: 6})
    assert "coffee-house" in texts(g)
    g.apply("coffee-house")
    assert coffee(g) == 0 and g.player(0).rubies == 1 and part(g.state).coffee_house == 4
    g2 = mocha(phase="action", seats={0: dict(merchant=20, rubies=2)}, coffee={0: 8},
               coffee_house_left=3)
    g2.apply("coffee-house")                 # 2 taken: the highest uncovered number is 8
    assert coffee(g2) == 0 and part(g2.state).coffee_house == 2


def test_coffee_house_refusals():
    g = mocha(phase="action", seats={0: dict(merchant=20)}, coffee={0: 5})
    with pytest.raises(ist.IllegalAction, match="you have 5 coffee; the Coffee House's ruby "
                                                "costs 6"):
        g.apply("coffee-house")
    g = mocha(phase="action", seats={0: dict(merchant=20, rubies=5)}, coffee={0: 50},
              coffee_house_left=0)
    with pytest.raises(ist.IllegalAction, match="no ruby left"):
        g.apply("coffee-house")


# -- 19 Tavern ------------------------------------------------------------------------------------
def test_tavern_barrier_seed_example_post_office_and_fabric_warehouse():
    g = mocha(layout=SEED_EXAMPLE, phase="action",
              seats={0: dict(merchant=19, goods={})}, coffee={0: 3})
    assert "barrier 2 5" in texts(g)
    g.apply("barrier 2 5")
    assert coffee(g) == 1 and g.barrier == (2, 5) and part(g.state).control == 0
    assert g.phase == "tavern-barrier"
    assert texts(g) == ["act 2", "act 5", "skip"]
    g.apply("act 2")
    assert g.phase == "tavern-action" and texts(g) == ["warehouse"]
    g.apply("warehouse")
    assert g.player(0).goods["fabric"] == 2
    assert g.phase == "encounter" and g.state.at == 19          # encounters at the Tavern
    assert "puts the barrier between Fabric Warehouse (2) and Post Office (5)" in g.log_text()


def test_tavern_barrier_moves_and_the_control_tile_changes_hands():
    g = mocha(layout=SEED_EXAMPLE, phase="action", current=1,
              seats={1: dict(merchant=19)}, coffee={1: 2}, barrier=(2, 5), barrier_control=0)
    g.apply("barrier 6 12")
    assert g.barrier == (6, 12) and part(g.state).control == 1
    assert "takes the barrier-control tile from Red" in g.log_text()


def test_tavern_barrier_cannot_act_at_the_tavern_itself():
    g = mocha(layout=SEED_EXAMPLE, phase="action", seats={0: dict(merchant=19)},
              coffee={0: 2})
    g.apply("barrier 2 19")
    assert "act 19" not in texts(g)
    with pytest.raises(ist.IllegalAction, match="Tavern's own action"):
        g.apply("act 19")


def test_tavern_barrier_needs_two_coffee():
    g = mocha(phase="action", seats={0: dict(merchant=19)}, coffee={0: 1})
    with pytest.raises(ist.IllegalAction, match="you have 1 coffee; the barrier costs 2"):
        g.apply("barrier 2 19")


def test_tavern_barrier_action_at_the_police_station_sends_the_family():
    g = mocha(layout=SEED_EXAMPLE, phase="action", seats={0: dict(merchant=19)},
              coffee={0: 2})
    g.apply("barrier 6 12")
    g.apply("act 12")
    g.apply("police 2")
    assert g.player(0).family == 2 and g.phase == "action"
    g.apply("warehouse")
    assert g.phase == "encounter" and g.state.at == 19


def test_tavern_tiles_cheapest_first_one_of_each_type():
    g = mocha(phase="action", seats={0: dict(merchant=19)}, coffee={0: 1})
    g.apply("tavern-tile long_move")
    assert coffee(g) == 0 and part(g.state).tiles[0] == ["long_move"]
    assert part(g.state).stacks["long_move"] == [2, 3, 4]
    g2 = mocha(phase="action", seats={0: dict(merchant=19)}, coffee={0: 9},
               tavern_tiles={0: ["long_move"], 1: ["free_encounters"]})
    with pytest.raises(ist.IllegalAction, match="already have a long-move tile"):
        g2.apply("tavern-tile long_move")
    g2.apply("tavern-tile free_encounters")          # the second tile of that stack costs 2
    assert coffee(g2) == 7 and part(g2.state).stacks["free_encounters"] == [3, 4]
    g3 = mocha(phase="action", seats={0: dict(merchant=19)}, coffee={0: 1},
               tavern_tiles={1: ["long_move"]})
    with pytest.raises(ist.IllegalAction, match="top long-move tile costs 2"):
        g3.apply("tavern-tile long_move")


@pytest.mark.parametrize("place", [13, 16, 20])
def test_baksheesh_four_coffee_and_three_fruit_for_a_leftmost_ruby(place):
    g = mocha(phase="action", seats={0: dict(merchant=19, goods=dict(fruit=3), capacity=3)},
              coffee={0: 5})
    before = (g.state.sultan_left, g.state.gem_left, part(g.state).coffee_house)
    g.apply(f"baksheesh {place}")
    after = (g.state.sultan_left, g.state.gem_left, part(g.state).coffee_house)
    assert coffee(g) == 1 and g.player(0).goods["fruit"] == 0 and g.player(0).rubies == 1
    assert [b - a for a, b in zip(after, before, strict=True)] == \
        [place == 13, place == 16, place == 20]
    assert part(g.state).baksheesh == "b" and "3 spice [reconstructed]" in g.log_text()


def test_baksheesh_refusals_and_the_other_side():
    g = mocha(phase="action", seats={0: dict(merchant=19, goods=dict(fruit=3), capacity=3)},
              coffee={0: 3})
    with pytest.raises(ist.IllegalAction, match="you have 3 coffee; the Baksheesh costs 4"):
        g.apply("baksheesh 16")
    g = mocha(phase="action", seats={0: dict(merchant=19, goods=dict(fruit=3), capacity=3)},
              coffee={0: 4}, baksheesh="b")
    with pytest.raises(ist.IllegalAction, match=r"3 spice \[reconstructed\]; you have 0 spice"):
        g.apply("baksheesh 16")
    g = mocha(phase="action", seats={0: dict(merchant=19, goods=dict(fruit=3), capacity=3,
                                             rubies=5)},
              coffee={0: 4}, coffee_house_left=0)
    with pytest.raises(ist.IllegalAction, match="Coffee House .20. has no ruby left"):
        g.apply("baksheesh 20")


def test_every_new_verb_is_described_in_words():
    g = mocha(phase="action", seats={0: dict(merchant=17)})
    for text in ("roast lira", "roast fruit", "roast card stay", "roast guild 3", "roast done",
                 "guild-hall", "discard-guild 4", "coffee-house", "barrier 2 5", "act 5",
                 "tavern-tile long_move", "baksheesh 16", "coffee_trader",
                 "coffee_trader pay", "coffee_trader give fruit", "coffee_trader free",
                 "governor free", "smuggler free"):
        words = g.describe(text)
        assert words and words != text, text


def test_a_doubling_card_may_follow_the_action_beside_the_barrier():
    g = mocha(layout=SEED_EXAMPLE, phase="action",
              seats={0: dict(merchant=19, cards=["post-twice"])}, coffee={0: 2})
    g.apply("barrier 2 5")
    g.apply("act 5")
    g.apply("post")
    assert texts(g) == ["play post-twice", "end"]
    g.apply("play post-twice")
    g.apply("post")
    assert g.phase == "encounter" and g.state.at == 19
    assert g.state.post == [True, True, False, False]
