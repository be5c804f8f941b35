"""The 18 Mocha bonus cards (RULES.md 7, 9 types x 2): one staged test per type with exact
numbers, its windows and its refusals, and the words for each."""

from __future__ import annotations

import pytest
from mocha_tools import coffee, mocha, texts  # beside this file

import istanbul_nb as ist
from istanbul_nb.expansions.mocha import BONUS_CARDS
from istanbul_nb.expansions.mocha.cards import exchange_texts
from istanbul_nb.expansions.mocha.state import part


def test_the_deck_holds_nine_types_two_each_with_provenance():
    g = ist.new_game(players=3, expansions=("mocha",), seed=3)
    counts = {c: g.rules.card_counts[c] for c in BONUS_CARDS}
    assert len(counts) == 9 and set(counts.values()) == {2}
    m = g.rules.data["mocha"]
    assert m["bonus_cards"]["provenance"] == "seed" and m["bonus_cards"]["setup"] == "mixed"
    assert m["roll_reward"]["provenance"] == "reconstructed"
    deck = g.state.deck + [c for i in range(3) for c in g.player(i).bonus_cards]
    assert sorted(c for c in deck if c in BONUS_CARDS) == sorted(BONUS_CARDS * 2)


def test_two_coffee_any_window_of_the_turn():
    g = mocha(seats={0: dict(merchant=9, cards=["two-coffee", "two-coffee"])})
    g.apply("play two-coffee")                                 # move phase
    assert coffee(g) == 2 and g.player(0).bonus_cards == ["two-coffee"]
    g.apply("move 6")
    g.apply("play two-coffee")                                 # assistant decision
    assert coffee(g) == 4 and g.state.discard[-2:] == ["two-coffee", "two-coffee"]
    assert "Red takes 2 coffee (now 4)" in g.log_text()


def test_two_coffee_not_inside_a_sub_decision():
    g = mocha(phase="action", seats={0: dict(merchant=18, cards=["two-coffee"])})
    g.apply("guild-hall")
    assert g.phase == "guild-hall-discard"
    with pytest.raises(ist.IllegalAction, match=r"2 coffee cannot be played now \(timing: any "
                                                r"time in your turn\)"):
        g.apply("play two-coffee")


def test_buy_guild_two_coffee_for_the_top_guild_card():
    g = mocha(seats={0: dict(merchant=9, cards=["buy-guild"])}, coffee={0: 3})
    top = part(g.state).guild_pile[-1]
    g.apply("play buy-guild")
    assert coffee(g) == 1 and g.player(0).guild_cards == [top]
    assert len(part(g.state).guild_pile) == 19
    assert "Red draws a guild card" in g.log_text()


def test_buy_guild_refusals():
    g = mocha(seats={0: dict(merchant=9, cards=["buy-guild"])}, coffee={0: 1})
    with pytest.raises(ist.IllegalAction, match="you have 1 coffee; a guild card costs 2"):
        g.apply("play buy-guild")
    g = mocha(seats={0: dict(merchant=9, cards=["buy-guild"])}, coffee={0: 5},
              guild_discard=list(range(1, 21)))
    with pytest.raises(ist.IllegalAction, match="the guild pile is empty"):
        g.apply("play buy-guild")


def test_eight_lira_for_one_coffee():
    g = mocha(seats={0: dict(merchant=9, lira=3, cards=["eight-lira"])}, coffee={0: 1})
    g.apply("play eight-lira")
    assert coffee(g) == 0 and g.player(0).lira == 11
    g = mocha(seats={0: dict(merchant=9, cards=["eight-lira"])})
    with pytest.raises(ist.IllegalAction, match="you have no coffee; the card asks for 1"):
        g.apply("play eight-lira")


def test_eight_lira_in_the_end_game_tie_break():
    """The end-game lets cards that give lira or goods be played: this one does."""
    g = mocha(players=2, current=1, seats={0: dict(rubies=6, cards=["eight-lira"], lira=2),
                                           1: dict(merchant=9, cards=[])}, coffee={0: 1})
    g.apply("move 6")
    g.apply("end")
    assert g.phase == "end-game" and g.to_act == 0
    assert "play eight-lira" in texts(g)
    g.apply("play eight-lira")
    assert g.player(0).lira == 10
    g.apply("done")
    assert g.is_over


def test_exchange_seed_example_three_fruit_for_two_jewelry_and_a_coffee():
    g = mocha(seats={0: dict(merchant=9, cards=["exchange"], goods=dict(fruit=3),
                             extensions=1)})
    g.apply("play exchange fruit fruit fruit for jewelry jewelry coffee")
    assert g.player(0).goods == {"fabric": 0, "spice": 0, "fruit": 0, "jewelry": 2}
    assert coffee(g) == 1
    assert "Red gives 3 fruit and takes 2 jewelry, 1 coffee" in g.log_text()
    assert g.describe("play exchange fruit for coffee") == \
        "play Exchange: give 1 fruit, take 1 coffee"


def test_exchange_refusals_other_kinds_as_many_within_the_cart():
    g = mocha(seats={0: dict(merchant=9, cards=["exchange"], goods=dict(fruit=3, jewelry=3),
                             extensions=1)}, coffee={0: 4})
    legal = texts(g)
    assert "play exchange coffee coffee coffee for jewelry jewelry jewelry" not in legal
    assert "play exchange fruit for fruit" not in legal         # other kinds only
    assert "play exchange fruit for jewelry jewelry" not in legal   # as many as given
    assert "play exchange fruit fruit fruit fruit for spice spice spice spice" not in legal
    assert "play exchange coffee for jewelry" not in legal      # the cart holds 3 jewelry
    assert "play exchange coffee coffee coffee for fabric fabric spice" in legal
    with pytest.raises(ist.IllegalAction, match="words in the order fabric, spice"):
        g.apply("play exchange jewelry for fruit")
    g = mocha(seats={0: dict(merchant=9, cards=["exchange"], goods={})})
    with pytest.raises(ist.IllegalAction, match="no good or coffee to give"):
        g.apply("play exchange fruit for coffee")


def test_exchange_texts_count():
    # 1 fabric, room for 1 spice: give fabric, take spice / fruit / jewelry / coffee (4 kinds)
    assert exchange_texts((1, 0, 0, 0, 0), (0, 1, 2, 2), 3) == [
        "fabric for spice", "fabric for fruit", "fabric for jewelry", "fabric for coffee"]


@pytest.mark.parametrize("dice,lira,gained", [([1, 1], 2, 1), ([2, 4], 2, 1), ([3, 4], 4, 1),
                                              ([4, 5], 4, 1), ([5, 5], 5, 2), ([6, 6], 5, 2)])
def test_roll_reward_table(dice, lira, gained):
    g = mocha(seats={0: dict(merchant=9, lira=0, cards=["roll-reward"])}, dice=dice)
    g.apply("play roll-reward")
    assert g.player(0).lira == lira and coffee(g) == gained and g.phase == "move"


def test_roll_reward_waits_for_the_die_six_card_and_goes_back():
    g = mocha(phase="action", seats={0: dict(merchant=6, lira=0,
                                             cards=["die-six", "roll-reward"])},
              dice=[1, 3])
    g.apply("play roll-reward")
    assert g.phase == "reward-dice" and texts(g) == ["keep", "play die-six 1",
                                                     "play die-six 2"]
    g.apply("play die-six 1")                                    # 6+3 = 9
    assert g.phase == "action" and g.player(0).lira == 4 and coffee(g) == 1
    assert "Red sets die 1 to 6: 6+3 = 9" in g.log_text()
    g = mocha(seats={0: dict(merchant=9, lira=0, cards=["die-six", "roll-reward"])},
              dice=[1, 3])
    g.apply("play roll-reward")
    g.apply("keep")
    assert g.phase == "move" and g.player(0).lira == 2 and g.player(0).bonus_cards == ["die-six"]


def test_die_six_at_the_black_market():
    g = mocha(phase="action", seats={0: dict(merchant=8, cards=["die-six"], goods={})},
              dice=[2, 3])
    g.apply("black-market")
    assert g.phase == "six-dice" and texts(g) == ["keep", "play die-six 1", "play die-six 2"]
    g.apply("play die-six 2")                                    # 2+6 = 8: 1 jewelry
    assert g.player(0).goods["jewelry"] == 1 and g.phase == "black-market-good"
    g = mocha(phase="action", seats={0: dict(merchant=8, cards=["die-six"], goods={})},
              dice=[2, 3])
    g.apply("black-market")
    g.apply("keep")
    assert g.player(0).goods["jewelry"] == 0 and g.player(0).bonus_cards == ["die-six"]


def test_die_six_at_the_tea_house_and_after_the_red_tile():
    g = mocha(phase="action", seats={0: dict(merchant=9, lira=0, cards=["die-six"])},
              dice=[4, 3])
    g.apply("tea 9")
    g.apply("play die-six 2")                                    # 4+6 = 10 >= 9
    assert g.player(0).lira == 9
    # with the red tile: the card may be played in the red tile's decision, which goes on
    g = mocha(phase="action", seats={0: dict(merchant=9, lira=0, cards=["die-six"],
                                             tiles=["red"], goods=dict(fabric=2))},
              dice=[1, 1])
    g.apply("tea 12")
    assert g.phase == "dice" and "play die-six 1" in texts(g)
    g.apply("play die-six 1")
    assert g.phase == "dice" and g.pending()["dice"] == [6, 1]
    g.apply("set-four 2")                                        # 6+4 = 10 < 12
    assert g.player(0).lira == 2


def test_die_six_with_guild_card_9_and_not_for_figures():
    g = mocha(seats={0: dict(merchant=3, lira=0, cards=["die-six"])}, guild_cards={0: [9]},
              dice=[2, 3])
    g.apply("guild 9")
    g.apply("tea 8")
    assert g.phase == "six-dice"
    g.apply("play die-six 2")                                    # 2+6 = 8
    assert g.player(0).lira == 8 and g.current == 1
    # the Governor is rolled away without waiting for the card
    g = mocha(phase="encounter", governor=9, seats={0: dict(merchant=9, cards=["die-six"])},
              dice=[3, 4])
    g.apply("governor")
    g.apply("governor pay")
    assert g.place_of("governor") == 7 and g.phase == "encounter"


def test_die_six_only_on_a_roll():
    g = mocha(seats={0: dict(merchant=9, cards=["die-six"])})
    with pytest.raises(ist.IllegalAction, match="timing: when you roll two dice"):
        g.apply("play die-six 1")


def test_corner_moves_to_a_corner_across_the_barrier():
    g = mocha(seats={0: dict(merchant=6, cards=["corner"])}, barrier=(6, 19),
              barrier_control=1)
    g.apply("play corner")
    assert texts(g)[:4] == ["move 10", "move 13", "move 16", "move 20"]
    with pytest.raises(ist.IllegalAction, match="goes to a corner of the board"):
        g.apply("move 7")
    g.apply("move 20")
    assert g.player(0).merchant == 20 and g.phase == "assistant"
    g = mocha(seats={0: dict(merchant=16, cards=["corner"])})
    g.apply("play corner")
    assert [t for t in texts(g) if t.startswith("move")] == ["move 10", "move 13", "move 20"]


def test_corner_refusals():
    g = mocha(seats={0: dict(merchant=6, cards=["corner", "move-3-4"])})
    g.apply("play move-3-4")
    with pytest.raises(ist.IllegalAction, match="another card already changed this move"):
        g.apply("play corner")
    g = mocha(phase="assistant", seats={0: dict(merchant=6, cards=["corner"])})
    with pytest.raises(ist.IllegalAction, match="timing: move phase"):
        g.apply("play corner")


def test_wainwright_twice():
    g = mocha(phase="action", seats={0: dict(merchant=1, lira=14,
                                             cards=["wainwright-twice"])})
    with pytest.raises(ist.IllegalAction, match="timing: right after the Wainwright's action"):
        g.apply("play wainwright-twice")
    g.apply("wainwright")
    g.apply("play wainwright-twice")
    g.apply("wainwright")
    assert g.player(0).extensions == 2 and g.player(0).lira == 0
    g = mocha(phase="action", seats={0: dict(merchant=1, lira=10,
                                             cards=["wainwright-twice"])})
    g.apply("wainwright")
    with pytest.raises(ist.IllegalAction, match="cannot do the action of Wainwright"):
        g.apply("play wainwright-twice")


def test_coffee_house_twice():
    g = mocha(phase="action", seats={0: dict(merchant=20, cards=["coffee-house-twice"])},
              coffee={0: 13})
    g.apply("coffee-house")
    g.apply("play coffee-house-twice")
    g.apply("coffee-house")                                      # 6, then 7
    assert coffee(g) == 0 and g.player(0).rubies == 2 and part(g.state).coffee_house == 3
    assert g.ruby_supply()["coffee_house"] == 3
    g = mocha(phase="action", seats={0: dict(merchant=20, cards=["coffee-house-twice"])},
              coffee={0: 12})
    g.apply("coffee-house")
    with pytest.raises(ist.IllegalAction, match="cannot do the action of Coffee House"):
        g.apply("play coffee-house-twice")


def test_not_in_a_guild_turn_after_its_action():
    """A guild turn ends as soon as the card's action is over: no doubling card after it."""
    g = mocha(seats={0: dict(merchant=9, lira=20, cards=["wainwright-twice"])},
              guild_cards={0: [1]})
    g.apply("guild 1")
    g.apply("wainwright")
    assert g.current == 1


@pytest.mark.parametrize("text,words", [
    ("play two-coffee", "take 2 coffee"), ("play buy-guild", "pay 2 coffee for a guild card"),
    ("play eight-lira", "pay 1 coffee for 8 lira"), ("play roll-reward", "roll two dice"),
    ("play die-six 2", "set die 2 to 6"), ("play corner", "corner place"),
    ("play wainwright-twice", "Wainwright (1) again"),
    ("play coffee-house-twice", "Coffee House (20) again"),
    ("play five-lira", "play 5 lira"),
])
def test_every_card_is_described_in_words(text, words):
    g = mocha()
    assert words in g.describe(text)
