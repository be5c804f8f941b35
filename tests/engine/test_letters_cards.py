"""The 12 Letters bonus card types (RULES.md 8, 2 each [reconstructed]): one staged test per
type with exact outcomes, refusals with their reasons, the words, and the deck (mixed into the
base deck; alone with the variant ``letters_cards_alone``)."""

from __future__ import annotations

import pytest
from letters_tools import held, letters, lira, texts  # beside this file

import istanbul_nb as ist
from istanbul_nb.expansions.letters import BONUS_CARDS
from istanbul_nb.expansions.letters.state import part
from istanbul_nb.expansions.mocha import BONUS_CARDS as MOCHA_CARDS

# letters-first-game:  14 10 15 11 3 / 6 24 2 8 1 / 5 7 22 16 12 / 4 13 9 23 21


def _cards(g) -> list[str]:
    st = g.state
    return sorted(st.deck + st.discard + [c for p in st.players for c in p.cards])


def plays(g) -> list[str]:
    return [t for t in texts(g) if t.startswith("play")]


# -- the deck -------------------------------------------------------------------------------------
def test_the_deck_mixes_twelve_types_two_each_into_the_base_deck():
    g = ist.new_game(players=3, seed=3, expansions=("letters",))
    assert len(BONUS_CARDS) == 12 and {g.rules.card_counts[c] for c in BONUS_CARDS} == {2}
    base = _cards(ist.new_game(players=3, seed=3))
    assert sorted(c for c in _cards(g) if c in BONUS_CARDS) == sorted(BONUS_CARDS * 2)
    assert len(_cards(g)) == len(base) + 24
    both = ist.new_game(players=3, seed=3, expansions=("mocha", "letters"))
    assert len(_cards(both)) == len(base) + 24 + 18
    assert set(MOCHA_CARDS) | set(BONUS_CARDS) <= set(_cards(both))


def test_letters_cards_alone_holds_only_the_24_letters_cards():
    g = ist.new_game(players=3, seed=1, expansions=("letters",), variants=("letters_cards_alone",))
    assert _cards(g) == sorted(BONUS_CARDS * 2)
    with pytest.raises(ValueError, match="ruling R9"):   # both expansions: the Great Bazaar
        ist.new_game(players=3, seed=1, expansions=("mocha", "letters"),
                     variants=("letters_cards_alone",))
    assert {"players": 2, "expansions": ("letters",), "variants": ("letters_cards_alone",)} \
        in ist.engine.configurations()
    with pytest.raises(ValueError, match="needs the 'letters' expansion"):
        ist.new_game(players=3, variants=("letters_cards_alone",))
    again = ist.Game.from_json(g.to_json())
    assert again.config.variants == ("letters_cards_alone",)


# -- take-letter / letter-roll --------------------------------------------------------------------
def test_take_letter():
    g = letters(seats={0: dict(merchant=3, cards=["take-letter"])}, letter_pile_top=[9])
    assert g.describe("play take-letter") == "play 1 letter: take 1 letter"
    g.apply("play take-letter")
    assert held(g) == [(9, False)] and g.player(0).bonus_cards == []
    assert "Red takes a letter to Tea House (9) (bonus card)" in g.log_text()
    every = [n for n in range(1, 17) for _ in range(2)]
    g = letters(seats={0: dict(merchant=3, cards=["take-letter"])}, letters={1: every})
    with pytest.raises(ist.IllegalAction, match="every letter is held: there is none to take"):
        g.apply("play take-letter")


@pytest.mark.parametrize("dice, got_lira, got_letters", [
    ([1, 1], 2, 0), ([2, 2], 2, 0), ([2, 3], 0, 1), ([3, 4], 0, 1), ([4, 4], 2, 1),
    ([5, 5], 2, 1), ([5, 6], 0, 2), ([6, 6], 0, 2)])
def test_letter_roll_reward_table_reconstructed(dice, got_lira, got_letters):
    g = letters(seats={0: dict(merchant=3, lira=5, cards=["letter-roll"])}, dice=dice)
    g.apply("play letter-roll")
    assert g.player(0).lira == 5 + got_lira and len(held(g)) == got_letters
    assert (f"Red rolls {dice[0]}+{dice[1]} = {sum(dice)} for a reward (reward table "
            "[reconstructed])") in g.log_text()
    assert "[reconstructed]" in g.describe("play letter-roll")


# -- good-for-seven / goods-and-lira --------------------------------------------------------------
def test_good_for_seven():
    g = letters(seats={0: dict(merchant=3, lira=1, goods=dict(fruit=1, jewelry=2),
                               cards=["good-for-seven"])})
    assert plays(g) == ["play good-for-seven fruit", "play good-for-seven jewelry"]
    g.apply("play good-for-seven jewelry")
    assert g.player(0).lira == 8 and g.player(0).goods["jewelry"] == 1
    assert "Red pays 1 jewelry and takes 7 lira" in g.log_text()
    g = letters(seats={0: dict(merchant=3, cards=["good-for-seven"])})
    with pytest.raises(ist.IllegalAction, match="you have no good to pay"):
        g.apply("play good-for-seven fruit")


def test_good_for_seven_takes_coffee_with_both_expansions():
    """R9: Mocha and Letters together are the Great Bazaar (before R9: spice only)."""
    g = ist.stage(players=3, expansions=("mocha", "letters"), coffee={0: 3},
                  seats={0: dict(merchant=3, goods=dict(spice=1), cards=["good-for-seven"])})
    assert [t for t in texts(g) if t.startswith("play")] == ["play good-for-seven coffee",
                                                            "play good-for-seven spice"]


def test_good_for_seven_in_the_end_game():
    g = letters(players=2, current=1, seats={0: dict(rubies=6, goods=dict(fruit=1),
                                                     cards=["good-for-seven"]),
                                             1: dict(merchant=9, cards=[])})
    g.apply("move 22")
    while g.phase != "end-game":
        g.apply("end")
    assert g.to_act == 0 and "play good-for-seven fruit" in texts(g)


def test_goods_and_lira_goods_reconstructed_and_full_cart():
    g = letters(seats={0: dict(merchant=3, lira=0, goods=dict(fabric=2), cards=["goods-and-lira"])})
    g.apply("play goods-and-lira")
    p = g.player(0)
    assert p.lira == 3 and p.goods["fabric"] == 2 and p.goods["spice"] == 1
    assert "1 fabric did not fit in Red's cart" in g.log_text()
    assert g.describe("play goods-and-lira") == ("play Goods and 3 lira: take 1 fabric, 1 spice "
                                                "[reconstructed] and 3 lira")


# -- top-discard ----------------------------------------------------------------------------------
def test_top_discard_uses_the_top_card_which_stays_under_it():
    g = letters(seats={0: dict(merchant=3, goods=dict(fruit=2), cards=["top-discard"])},
                discard=["five-lira", "one-good"])
    assert plays(g) == ["play top-discard one-good fabric", "play top-discard one-good jewelry",
                        "play top-discard one-good spice"]
    assert g.describe("play top-discard one-good spice") == (
        "play Top of the discard pile: use the card on the discard pile (play 1 good: take 1 "
        "spice)")
    g.apply("play top-discard one-good spice")
    assert g.player(0).goods["spice"] == 1 and g.player(0).bonus_cards == []
    assert g.state.discard == ["five-lira", "one-good", "top-discard"]
    assert "Red uses the 1 good card on the discard pile" in g.log_text()


def test_top_discard_refusals():
    g = letters(seats={0: dict(merchant=3, cards=["top-discard"])}, discard=[])
    with pytest.raises(ist.IllegalAction, match="the bonus card discard pile is empty"):
        g.apply("play top-discard five-lira")
    g = letters(seats={0: dict(merchant=3, cards=["top-discard"])}, discard=["sultan-twice"])
    with pytest.raises(ist.IllegalAction, match=r"the top card of the discard pile, Sultan's "
                                                r"Palace twice, cannot be played now"):
        g.apply("play top-discard sultan-twice")
    g = letters(seats={0: dict(merchant=3, cards=["top-discard"])}, discard=["top-discard"])
    with pytest.raises(ist.IllegalAction, match="another Top of the discard pile card"):
        g.apply("play top-discard top-discard")


# -- family-errand --------------------------------------------------------------------------------
def test_family_errand_is_the_whole_turn():
    g = letters(seats={0: dict(merchant=9, family=4, lira=2, cards=["family-errand"])},
                letters={0: [5]}, post=[False, False, False, False])
    assert plays(g) == ["play family-errand 13", "play family-errand 5"]
    stack = g.player(0).stack
    g.apply("play family-errand 5")
    assert g.phase == "action" and g.state.actor == "family" and g.player(0).family == 5
    assert held(g) == [(5, True)]                     # the family member delivers it
    g.apply("post")
    p = g.player(0)
    assert g.current == 1 and g.phase == "move"       # no encounter, the turn is over
    assert p.merchant == 9 and p.stack == stack and p.lira > 2
    assert ("Red sends the family member from Fruit Warehouse (4) to Post Office (5) instead "
            "of moving; it meets nobody and this is the whole turn") in g.log_text()


def test_family_errand_skip_also_ends_the_turn_and_police_is_excluded():
    g = letters(seats={0: dict(merchant=9, family=16, cards=["family-errand"])})
    assert plays(g) == ["play family-errand 22", "play family-errand 23", "play family-errand 8"]
    g.apply("play family-errand 22")
    g.apply("skip")
    assert g.current == 1 and g.player(0).family == 22
    g = letters(seats={0: dict(merchant=9, family=12, cards=["family-errand"])})
    with pytest.raises(ist.IllegalAction, match="your family member is at the Police Station"):
        g.apply("play family-errand 1")


# -- visit-merchant -------------------------------------------------------------------------------
def test_visit_merchant_pays_only_the_other_merchants_there():
    g = letters(seats={0: dict(merchant=9, lira=5, cards=["visit-merchant"]),
                       1: dict(merchant=22), 2: dict(merchant=22)})
    before = lira(g)
    assert plays(g) == ["play visit-merchant blue", "play visit-merchant green"]
    g.apply("play visit-merchant blue")
    assert g.player(0).merchant == 22 and g.phase == "assistant"
    g.apply("leave")
    assert g.phase == "pay"
    assert "pay" in g.question()
    g.apply("pay")
    assert lira(g) == [before[0] - 2, before[1], before[2] + 2]
    assert g.phase == "action"
    assert "Red goes straight to Blue's merchant at Kiosk (22) (who is not paid)" in g.log_text()


def test_visit_merchant_still_pays_the_visited_seats_companion():
    """The visited merchant is not paid; its own companion standing there is (the ruling in
    cards.py), through the one pay phase that pays companions."""
    g = letters(seats={0: dict(merchant=9, lira=5, cards=["visit-merchant"]),
                       1: dict(merchant=22)}, companion={1: 22})
    before = lira(g)
    g.apply("play visit-merchant blue")
    g.apply("leave")
    assert g.phase == "pay"
    assert g.question() == ("Red: pay 2 lira each to Blue's companion at Kiosk (22), or end "
                            "the turn?")
    g.apply("pay")
    assert lira(g)[:2] == [before[0] - 2, before[1] + 2]
    assert "Red pays 2 lira to Blue's companion." in g.log_text()


def test_visit_merchant_alone_there_asks_no_payment():
    g = letters(seats={0: dict(merchant=9, lira=0, cards=["visit-merchant"]),
                       1: dict(merchant=22), 2: dict(merchant=9)})
    assert plays(g) == ["play visit-merchant blue"]      # Green already stands here
    g.apply("play visit-merchant blue")
    g.apply("leave")
    assert g.phase == "action" and g.player(0).lira == 0
    g = letters(seats={0: dict(merchant=9, cards=["visit-merchant"]),
                       1: dict(merchant=9), 2: dict(merchant=9)})
    with pytest.raises(ist.IllegalAction, match="every other merchant stands on your place"):
        g.apply("play visit-merchant blue")


# -- companion-two --------------------------------------------------------------------------------
def test_companion_two_moves_the_companion_one_or_two_places():
    g = letters(seats={0: dict(merchant=3, cards=["companion-two"])}, companion={0: 9})
    g.apply("play companion-two")
    moves = [t for t in texts(g) if t.startswith("companion")]
    assert moves == [f"companion {n}" for n in sorted((2, 4, 7, 13, 16, 21, 22, 23), key=str)]
    assert not any(t.startswith("move") for t in texts(g))
    g.apply("companion 2")
    assert part(g.state).companion[0] == 2 and g.player(0).merchant == 3
    assert g.describe("play companion-two") == ("play Companion moves 2: your companion moves 1 "
                                                "or 2 places this turn")


def test_companion_two_needs_the_companion_on_the_board():
    g = letters(seats={0: dict(merchant=3, cards=["companion-two"])}, companion={0: "beside"})
    with pytest.raises(ist.IllegalAction, match="your companion is not on the board"):
        g.apply("play companion-two")
    g = letters(seats={0: dict(merchant=3, cards=["companion-two", "move-3-4"])},
                companion={0: 9})
    g.apply("play move-3-4")
    with pytest.raises(ist.IllegalAction, match="another card already changed this move"):
        g.apply("play companion-two")


# -- meet-figure ----------------------------------------------------------------------------------
def test_meet_figure_governor_anywhere_then_back_to_the_move():
    g = letters(seats={0: dict(merchant=3, lira=5, cards=["meet-figure"])}, governor=5,
                smuggler=6, courier=8, dice=[3, 4])
    offered = plays(g)
    assert "play meet-figure governor" in offered and "play meet-figure smuggler fruit" in offered
    if "courier" in g.rules.figures:      # the Courier figure (courier.py), met like the others
        assert any(t.startswith("play meet-figure courier") for t in offered)
    g.apply("play meet-figure governor")
    assert g.phase == "meet-figure" and len(g.player(0).bonus_cards) == 1
    assert g.question().startswith("Red: pay the Governor")
    g.apply("governor pay")
    assert g.player(0).lira == 3 and g.place_of("governor") == 7 and g.phase == "move"
    assert "Red meets the Governor at Post Office (5) (bonus card)" in g.log_text()
    assert g.describe("play meet-figure smuggler fruit") == (
        "play Meet a figure: meet the Smuggler now, wherever it is: take 1 fruit from the "
        "Smuggler")


def test_meet_figure_once_per_turn_and_no_coffee_trader_outside_the_great_bazaar():
    g = letters(seats={0: dict(merchant=3, lira=5, cards=["meet-figure", "meet-figure"])},
                governor=5, smuggler=6, dice=[3, 4])
    g.apply("play meet-figure governor")
    g.apply("governor pay")
    assert not any(t.startswith("play meet-figure governor") for t in texts(g))
    g = ist.stage(players=3, expansions=("mocha", "letters"),
                  seats={0: dict(merchant=3, lira=5, cards=["meet-figure"])})
    assert any("coffee_trader" in t for t in texts(g))   # R9: both expansions: Great Bazaar


# -- mosque-twice ---------------------------------------------------------------------------------
def test_mosque_twice_both_tiles_and_the_ruby():
    g = letters(phase="action", seats={0: dict(merchant=14, goods=dict(fabric=2, spice=2),
                                               cards=["mosque-twice"])})
    g.apply("tile red")
    assert "play mosque-twice" in texts(g)
    g.apply("play mosque-twice")
    assert texts(g) == ["tile green"]
    g.apply("tile green")
    p = g.player(0)
    assert p.mosque_tiles == ["red", "green"] and p.rubies == 1
    g = letters(seats={0: dict(merchant=3, cards=["mosque-twice"])})
    with pytest.raises(ist.IllegalAction, match=r"Mosque twice cannot be played now"):
        g.apply("play mosque-twice")


# -- go-anywhere ----------------------------------------------------------------------------------
def test_go_anywhere_for_three_lira():
    g = letters(seats={0: dict(merchant=9, lira=5, cards=["go-anywhere"])})
    g.apply("play go-anywhere")
    assert g.player(0).lira == 2
    assert sorted(int(t.split()[1]) for t in texts(g) if t.startswith("move")) == \
        sorted(set(g.board.places) - {9})
    g.apply("move 3")
    assert g.player(0).merchant == 3 and g.phase == "assistant"
    g = letters(seats={0: dict(merchant=9, lira=2, cards=["go-anywhere"])})
    with pytest.raises(ist.IllegalAction, match="you have 2 lira; the card costs 3"):
        g.apply("play go-anywhere")


def test_letter_roll_waits_for_mochas_die_six_card():
    g = ist.stage(players=3, expansions=("mocha", "letters"), dice=[2, 3],
                  seats={0: dict(merchant=3, lira=0, cards=["letter-roll", "die-six"])})
    g.apply("play letter-roll")
    assert g.phase == "letter-reward-dice" and texts(g) == ["keep", "play die-six 1",
                                                             "play die-six 2"]
    again = ist.Game.from_json(g.to_json())
    assert again.phase == "letter-reward-dice"
    g.apply("play die-six 1")                  # 6+3 = 9: 1 letter and 2 lira
    assert g.phase == "move" and g.player(0).lira == 2 and len(held(g)) == 1
    g = ist.stage(players=3, expansions=("mocha", "letters"), dice=[2, 3],
                  seats={0: dict(merchant=3, lira=0, cards=["letter-roll", "die-six"])})
    g.apply("play letter-roll")
    g.apply("keep")                            # 5: 1 letter
    assert g.phase == "move" and g.player(0).lira == 0 and len(held(g)) == 1
    assert g.player(0).bonus_cards == ["die-six"]


def test_visit_merchant_then_a_double_move_instead_of_paying():
    g = letters(seats={0: dict(merchant=9, lira=5, cards=["visit-merchant"]),
                       1: dict(merchant=22), 2: dict(merchant=22)},
                letters={0: [(3, True), (5, True)]})
    g.apply("play visit-merchant blue")
    g.apply("leave")
    assert "double 3d 5d" in texts(g)
    g.apply("double 3d 5d")
    assert g.current == 0 and g.phase == "move" and g.state.at == 22
    assert ist.Game.from_json(g.to_json()).to_json() == g.to_json()


def test_visit_merchant_ending_instead_of_paying_hands_the_turn_to_the_visited_seat():
    g = letters(seats={0: dict(merchant=9, lira=5, cards=["visit-merchant"]),
                       1: dict(merchant=22), 2: dict(merchant=22)})
    g.apply("play visit-merchant blue")
    g.apply("leave")
    g.apply("end")
    assert g.current == 1 and g.state.at == 22 and g.player(1).merchant == 22
    assert ist.Game.from_json(g.to_json()).to_json() == g.to_json()
