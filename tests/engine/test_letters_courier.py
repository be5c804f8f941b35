"""The Courier (RULES.md 8; seed 000, "집배원"): met in the encounter phase like the Governor,
gives 1 letter, paid with 2 lira or 1 letter, then rolled away by two dice.

The board (letters-first-game)::

    14 10 15 11  3
     6 24  2  8  1
     5  7 22 16 12
     4 13  9 23 21
"""

from __future__ import annotations

import pytest
from letters_tools import held, letters, texts

import istanbul_nb as ist
from istanbul_nb.engine.invariants import problems
from istanbul_nb.expansions.letters.state import part


def at_courier(lira=5, mine=(), **kw) -> ist.Game:
    """Seat 0 in the encounter phase at the Tea House (9), where the Courier stands."""
    kw.setdefault("courier", 9)
    g = letters(seats={0: dict(merchant=7, lira=lira, cards=[])}, governor=4, smuggler=14,
                letters={0: list(mine)}, **kw)
    g.apply("move 9")
    g.apply("leave")
    g.apply("skip")
    return g


def test_the_courier_is_placed_by_two_dice_and_named_by_place_of():
    g = ist.new_game(players=3, seed=5, expansions=("letters",))
    where = g.place_of("courier")
    assert where == part(g.state).courier and 2 <= where <= 12
    assert letters(courier=21).place_of("courier") == 21
    assert ist.new_game(players=3).place_of("courier") is None


def test_taking_a_letter_and_paying_two_lira():
    g = at_courier(letter_pile_top=[13])
    assert texts(g) == ["courier", "end"]
    g.apply("courier")
    assert [e.text for e in g.log[-2:]] == [
        "Red meets the Courier", "Red takes a letter to Sultan's Palace (13) from the Courier"]
    assert g.phase == "courier-payment"
    assert g.question() == "Red: pay the Courier 2 lira or discard 1 of your letters"
    assert texts(g) == ["courier discard 13", "courier pay"]
    g.set_dice([5, 6])
    g.apply("courier pay")
    assert [e.text for e in g.log[-2:]] == [
        "Red pays the Courier 2 lira",
        "the Courier is rolled away: 5+6, to Small Market (11)"]
    assert g.player(0).lira == 3 and held(g) == [(13, False)]
    assert g.place_of("courier") == 11 and g.phase == "encounter"
    assert texts(g) == ["end"]
    assert problems(g) == []


def test_paying_with_a_letter():
    g = at_courier(lira=0, mine=[(5, True)], letter_pile_top=[13])
    g.apply("courier")
    assert texts(g) == ["courier discard 13", "courier discard 5d"]
    with pytest.raises(ist.IllegalAction, match="you have 0 lira; the Courier wants 2"):
        g.apply("courier pay")
    g.set_dice([1, 1])
    g.apply("courier discard 5d")
    assert [e.text for e in g.log[-3:-1]] == [
        "Red gives the Courier a letter", "Red discards the letter to Post Office (5) (2 seals)"]
    assert held(g) == [(13, False)] and part(g.state).discard == [5]
    assert g.place_of("courier") == 2


def test_the_new_letter_may_pay_for_itself_just_to_move_the_courier():
    g = at_courier(lira=0, letter_pile_top=[13])
    g.apply("courier")
    assert texts(g) == ["courier discard 13"]
    g.set_dice([2, 2])
    g.apply("courier discard 13")
    assert held(g) == [] and g.place_of("courier") == 4


def test_the_courier_is_met_once_and_only_where_it_stands():
    g = at_courier(letter_pile_top=[13])
    g.apply("courier")
    g.set_dice([1, 2])
    g.apply("courier pay")
    with pytest.raises(ist.IllegalAction, match="you already met the Courier this turn"):
        g.apply("courier")
    g = at_courier(courier=3)
    with pytest.raises(ist.IllegalAction, match=r"the Courier is at Spice Warehouse \(3\)"):
        g.apply("courier")


def test_no_letter_left():
    g = at_courier()
    p = part(g.state)
    p.letters[1] = sorted([x, False] for x in p.pile + p.discard)
    p.pile, p.discard = [], []
    g._legal = None
    assert texts(g) == ["end"]
    with pytest.raises(ist.IllegalAction, match="no letter is left to take"):
        g.apply("courier")


def test_the_companion_meets_the_courier_where_it_stands():
    g = letters(companion={0: 22}, courier=2, governor=4, smuggler=14, letter_pile_top=[16],
                seats={0: dict(merchant=16, lira=4, cards=[])})
    g.apply("companion 2")
    g.apply("skip")
    assert texts(g) == ["courier", "end"]
    g.apply("courier")
    assert held(g) == [(16, True)]        # the merchant stands on the Gemstone Dealer
    assert g.log[-1].text == ("Red's letter to Gemstone Dealer (16) is delivered: it turns to "
                              "its 2-seal side")


def test_the_free_encounters_tile_covers_the_courier_with_both_expansions():
    """R9: Mocha and Letters together are the Great Bazaar, whose tile covers the Courier."""
    g = ist.stage(players=3, expansions=("mocha", "letters"), courier=9, governor=4,
                  smuggler=6, coffee_trader=20, tavern_tiles={0: ["free_encounters"]},
                  seats={0: dict(merchant=1, lira=5, cards=[])}, letter_pile_top=[3])
    assert g.board.adjacent(1, 9)     # great-bazaar-first-game
    g.apply("move 9")
    g.apply("leave")
    g.apply("skip")
    g.apply("courier")
    assert texts(g) == ["courier free"]


def test_words_and_kind():
    g = letters()
    assert g.describe("courier") == "take 1 letter from the Courier"
    assert g.describe("courier pay") == "pay the Courier 2 lira"
    assert g.describe("courier discard 9d") == "give the Courier your delivered letter to " \
                                               "place 9"
    assert g.describe("courier discard 9") == "give the Courier your letter to place 9"
    assert g.parse("courier").kind == "encounter"


def test_save_and_load_while_paying_the_courier():
    g = at_courier(letter_pile_top=[13])
    g.apply("courier")
    back = ist.Game.from_json(g.to_json())
    assert back.state.to_dict() == g.state.to_dict() and texts(back) == texts(g)
