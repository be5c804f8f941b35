"""The companion (RULES.md 8; seed 000, "동업자"): taken at the first Fountain action, placed at
a turn start, moved 1 place instead of the merchant, paying and paid, acting and meeting where
it stands, taken back at a Fountain action; refusals and save/load with it on the board.

The board (letters-first-game)::

    14 10 15 11  3
     6 24  2  8  1
     5  7 22 16 12
     4 13  9 23 21
"""

from __future__ import annotations

import json

import pytest
from letters_tools import held, letters, lira, texts

import istanbul_nb as ist
from istanbul_nb.engine.invariants import problems
from istanbul_nb.expansions.letters.state import part

FAR = dict(governor=4, smuggler=14, courier=11)


def game(**kw) -> ist.Game:
    """Seat 0 to move; nobody holds a bonus card; the figures far away (unless told)."""
    seats = kw.pop("seats", {})
    for s in range(kw.get("players", 3)):
        seats.setdefault(s, {}).setdefault("cards", [])
    for k, v in FAR.items():
        kw.setdefault(k, v)
    return letters(seats=seats, **kw)


def new_lines(g, k):
    return [e.text for e in g.log[k:]]


def comp(g, seat=0):
    return part(g.state).companion[seat]


# -- taking it at the first Fountain action ----------------------------------------------------
def test_first_fountain_action_without_assistants_out_offers_the_bare_fountain_and_the_choice():
    g = game(seats={0: dict(merchant=7)}, phase="action")
    assert texts(g) == ["fountain", "skip"]
    g.apply("fountain")
    assert g.phase == "fountain-companion"
    assert g.question() == "Red: your first Fountain action: take your companion, or leave it?"
    assert texts(g) == ["leave-companion", "take-companion"]
    g.apply("take-companion")
    assert [e.text for e in g.log] == [
        "Red does the Fountain action and brings no assistant back",
        "Red takes the companion beside the cart: it may be placed at the start of a turn"]
    assert g.phase == "encounter" and g.state.at == 7
    assert g.player(0).has_companion and g.player(0).companion is None
    assert problems(g) == []


def test_first_fountain_action_with_assistants_then_leaving_the_companion_loses_the_chance():
    g = game(seats={0: dict(merchant=7, assistants=[9, 22])}, phase="action")
    assert texts(g) == sorted(["fountain 9", "fountain 9 22", "fountain 22", "skip"])
    g.apply("fountain 9 22")
    assert g.player(0).stack == 4
    g.apply("leave-companion")
    assert g.log[-1].text == "Red does not take the companion"
    assert not g.player(0).has_companion and part(g.state).fountain[0]
    g.apply("end")
    for t in ("move 16", "end", "move 13", "end"):
        g.apply(t)
    # the next Fountain action is not the first one: no choice, straight to the encounters
    with pytest.raises(ist.IllegalAction, match="you have no companion: it is taken only at "
                                               "your first Fountain action"):
        g.apply("companion place")
    for t in ("move 24", "leave", "skip", "end"):
        g.apply(t)
    for t in ("move 23", "end", "move 4", "end"):
        g.apply(t)
    g.apply("move 7")
    assert texts(g) == ["fountain 24"] + ["skip"]
    g.apply("fountain 24")
    assert g.phase == "encounter"


def test_skipping_the_fountain_action_keeps_the_first_time_for_later():
    g = game(seats={0: dict(merchant=7)}, phase="action")
    g.apply("skip")
    assert not part(g.state).fountain[0]


def test_the_choice_is_no_place_action_elsewhere():
    g = game(seats={0: dict(merchant=7)}, phase="action")
    with pytest.raises(ist.IllegalAction, match="the companion is taken right after your "
                                               "first Fountain action"):
        g.apply("take-companion")


# -- placing and moving ------------------------------------------------------------------------
def test_placing_is_free_and_optional_then_either_piece_moves():
    g = game(companion={0: "beside"}, seats={0: dict(merchant=7, lira=5),
                                             1: dict(merchant=7)})
    assert g.question() == ("Red: where does your merchant go? (you may first place your "
                            "companion)")
    assert "companion place" in texts(g)
    assert not any(t.startswith("companion ") and t != "companion place" for t in texts(g))
    g.apply("companion place")
    assert g.log[-1].text == "Red places the companion on the merchant's place, Fountain (7) " \
                             "(free)"
    assert lira(g)[:2] == [5, 3]
    assert comp(g) == 7
    assert g.question() == "Red: move your merchant or your companion?"
    assert sorted(t for t in texts(g) if t.startswith("companion")) == sorted([
        "companion 5", "companion 13", "companion 22", "companion 24"])
    assert "move 9" in texts(g)


def test_the_companion_moves_exactly_one_place():
    g = game(companion={0: 7}, seats={0: dict(merchant=16)})
    with pytest.raises(ist.IllegalAction, match=r"your companion moves exactly 1 place; Tea "
                                               r"House \(9\) is 2 steps from Fountain \(7\)"):
        g.apply("companion 9")
    with pytest.raises(ist.IllegalAction, match="your companion must move"):
        g.apply("companion 7")
    with pytest.raises(ist.IllegalAction, match="already on the board, at Fountain"):
        g.apply("companion place")


def test_no_companion_yet():
    g = game()
    with pytest.raises(ist.IllegalAction, match=r"you have no companion yet: take it at your "
                                               r"first Fountain action \(7\)"):
        g.apply("companion 5")
    g = game(companion={0: "beside"})
    with pytest.raises(ist.IllegalAction, match="your companion waits beside your cart: place "
                                               "it on your merchant's place first"):
        g.apply("companion 5")


def test_a_move_card_is_for_the_merchant():
    g = game(companion={0: 7}, seats={0: dict(merchant=16, cards=["move-3-4"])})
    assert "companion 22" in texts(g)
    g.apply("play move-3-4")
    assert not [t for t in texts(g) if t.startswith("companion")]
    with pytest.raises(ist.IllegalAction, match="card effects for the merchant do not apply "
                                               "to the companion"):
        g.apply("companion 22")


def test_the_companion_needs_no_assistant_and_acts_where_it_stands():
    g = game(companion={0: 22}, seats={0: dict(merchant=16, lira=3)})
    g.apply("companion 2")
    assert g.log[-1].text == "Red's companion moves from Kiosk (22) to Fabric Warehouse (2)"
    assert g.phase == "action" and g.state.actor == "companion" and g.state.at == 2
    assert g.question() == ("Red: your companion is at Fabric Warehouse (2): do the action, "
                            "or skip it?")
    assert texts(g) == ["skip", "warehouse"]
    g.apply("warehouse")
    assert g.player(0).goods["fabric"] == g.player(0).capacity
    assert g.player(0).stack == 4 and g.player(0).merchant == 16
    assert g.phase == "encounter" and g.state.at == 2 and g.state.actor == "companion"
    g.apply("end")
    assert g.current == 1 and g.state.source == "merchant" and comp(g) == 2


# -- paying ------------------------------------------------------------------------------------
def test_a_companion_pays_other_merchants_and_companions_but_not_its_own_merchant():
    g = game(companion={0: 7, 2: 22}, seats={0: dict(merchant=22, lira=6),
                                             1: dict(merchant=22, lira=0),
                                             2: dict(merchant=9, lira=0)})
    g.apply("companion 22")
    assert g.phase == "pay"
    assert g.question() == ("Red: pay 2 lira each to Blue's merchant, Green's companion at "
                            "Kiosk (22), or end the turn?")
    assert texts(g) == ["end", "pay"]
    g.apply("pay")
    assert new_lines(g, -2) == ["Red pays 2 lira to Blue", "Red pays 2 lira to Green's companion"]
    assert lira(g) == [2, 2, 2]
    assert g.phase == "action"


def test_a_merchant_pays_another_seats_companion():
    g = game(companion={1: 9}, seats={0: dict(merchant=7, lira=5)})
    g.apply("move 9")
    g.apply("leave")
    assert g.phase == "pay"
    g.apply("pay")
    assert g.log[-1].text == "Red pays 2 lira to Blue's companion"
    assert lira(g)[:2] == [3, 5]


def test_paying_is_refused_without_the_lira():
    g = game(companion={0: 7, 1: 22}, seats={0: dict(merchant=16, lira=3),
                                             2: dict(merchant=22)})
    g.apply("companion 22")
    assert texts(g) == ["end"]
    with pytest.raises(ist.IllegalAction, match="you have 3 lira; paying the merchants and "
                                               r"companions at Kiosk \(22\) costs 4"):
        g.apply("pay")
    g.apply("end")
    assert g.current == 1


def test_nobody_is_paid_at_the_fountain():
    g = game(companion={0: 24, 1: 7}, seats={0: dict(merchant=16, lira=5),
                                             2: dict(merchant=7)})
    g.apply("companion 7")
    assert g.phase == "action" and lira(g)[0] == 5


def test_two_players_a_companion_pays_the_bank_for_a_neutral_merchant():
    g = game(players=2, companion={0: 7}, neutrals=[12, 16, 22],
             seats={0: dict(merchant=7, lira=5)})
    g.set_dice([3, 3])
    g.apply("companion 22")
    g.apply("pay")
    assert new_lines(g, -2) == ["Red pays 2 lira to the bank for the neutral merchant",
                                "the neutral merchant is rolled away: 3+3, to Caravansary (6)"]
    assert g.state.neutrals == [6, 12, 16]


# -- encounters where the companion stands -----------------------------------------------------
def test_encounters_happen_at_the_companions_place():
    g = game(companion={0: 22}, governor=2, seats={0: dict(merchant=16, lira=5),
                                                   1: dict(family=2)})
    g.apply("companion 2")
    g.apply("skip")
    assert g.question() == ("Red: catch every other family member at Fabric Warehouse (2), "
                            "meet who else is here, then end the turn")
    assert texts(g) == ["catch blue card", "catch blue lira", "governor"]
    g.apply("catch blue lira")
    assert g.player(1).family == 12 and g.player(0).lira == 8


def test_the_companion_at_the_police_station_sends_the_family_member():
    g = game(companion={0: 16}, seats={0: dict(merchant=22)})
    g.apply("companion 12")
    assert "police 9" in texts(g)
    g.apply("police 9")
    assert g.state.actor == "family" and g.state.at == 9
    g.apply("skip")
    assert g.state.at == 12 and g.state.actor == "companion" and g.phase == "encounter"


def test_the_companion_does_the_fountain_action_and_is_not_taken_back_then():
    g = game(companion={0: 24}, seats={0: dict(merchant=16, assistants=[9])})
    g.apply("companion 7")
    g.apply("fountain 9")
    assert g.player(0).stack == 4
    assert g.phase == "encounter" and comp(g) == 7


def test_a_later_fountain_action_of_the_merchant_may_take_it_back():
    g = game(companion={0: 9}, seats={0: dict(merchant=24, assistants=[3])})
    g.apply("move 7")
    assert texts(g) == ["fountain 3", "skip"]
    g.apply("fountain 3")
    assert g.question() == ("Red: take your companion back off the board from Tea House (9), "
                            "or leave it there?")
    assert texts(g) == ["leave-companion", "return-companion"]
    g.apply("return-companion")
    assert g.log[-1].text == "Red takes the companion back off the board from Tea House (9)"
    assert comp(g) is None and g.player(0).has_companion
    g.apply("end")
    for t in ("move 16", "end", "move 13", "end"):
        g.apply(t)
    assert "companion place" in texts(g)


def test_leaving_the_companion_on_the_board():
    g = game(companion={0: 9}, seats={0: dict(merchant=24)})
    g.apply("move 7")
    g.apply("fountain")
    g.apply("leave-companion")
    assert g.log[-1].text == "Red leaves the companion at Tea House (9)"
    assert comp(g) == 9


# -- the barrier (Mocha and Letters together) --------------------------------------------------
def test_the_barrier_stops_the_companion():
    # great-bazaar-first-game: 7 has the neighbours 15 (up), 19, 1 and 14
    g = ist.stage(players=3, expansions=("mocha", "letters"), companion={0: 7},
                  barrier=(7, 14), barrier_control=1,
                  seats={0: dict(merchant=12, cards=[])})
    moves = [t for t in texts(g) if t.startswith("companion")]
    assert moves == sorted(["companion 1", "companion 15", "companion 19"])
    with pytest.raises(ist.IllegalAction, match=r"the barrier between Fountain \(7\) and "
                                               r".* \(14\) is in the way"):
        g.apply("companion 14")
    holder = ist.stage(players=3, expansions=("mocha", "letters"), companion={0: 7},
                       barrier=(7, 14), barrier_control=0,
                       seats={0: dict(merchant=12, cards=[])})
    assert "companion 14" in texts(holder)


# -- save and load -----------------------------------------------------------------------------
@pytest.mark.parametrize("steps", [("companion 2",), ("companion 2", "warehouse"),
                                   ("companion place", "companion 24")])
def test_save_and_load_mid_turn_with_the_companion(steps):
    g = game(companion={0: 22} if steps[0] != "companion place" else {0: "beside"},
             seats={0: dict(merchant=7)})
    for t in steps:
        g.apply(t)
    back = ist.Game.from_json(g.to_json())
    assert back.state.to_dict() == g.state.to_dict()
    assert texts(back) == texts(g) and back.question() == g.question()
    assert problems(back) == []


def test_a_forged_save_with_the_companion_acting_elsewhere_is_refused():
    g = game(companion={0: 22}, seats={0: dict(merchant=7)})
    g.apply("companion 2")
    doc = json.loads(g.to_json())
    doc["state"]["parts"]["letters"]["companion"][0] = 24
    with pytest.raises(ValueError, match="the current companion's"):
        ist.Game.from_json(json.dumps(doc))


def test_words():
    g = game()
    assert g.describe("companion 9") == "move your companion to Tea House (9)"
    assert g.describe("companion place") == "place your companion on your merchant's place " \
                                            "(free)"
    assert g.describe("take-companion") == "take your companion beside your cart"
    assert g.describe("return-companion") == "take your companion back off the board"
    assert g.describe("fountain") == "do the Fountain action, bringing no assistant back"
    assert g.parse("companion 9").kind == "move" and g.parse("companion 9").place == 9
    assert held(g) == []


@pytest.mark.parametrize("expansions", [("mocha", "letters"), ("letters", "mocha")])
def test_the_long_move_tile_is_the_merchants_and_keeps_the_companions_moves(expansions):
    g = ist.stage(players=3, expansions=expansions, companion={0: 7},
                  tavern_tiles={0: ["long_move"]}, seats={0: dict(merchant=12, cards=[])})
    assert [t for t in texts(g) if t.startswith("companion")] == [
        "companion 1", "companion 14", "companion 15", "companion 19"]
    g.apply("companion 1")
    assert g.state.at == 1 and g.player(0).merchant == 12


def test_own_pieces_are_never_paid():
    g = game(companion={0: 9}, seats={0: dict(merchant=7, lira=5)})
    g.apply("move 9")
    g.apply("leave")
    assert g.phase == "action" and lira(g)[0] == 5
    g = game(companion={0: 22}, seats={0: dict(merchant=2, lira=5)})
    g.apply("companion 2")
    assert g.phase == "action" and lira(g)[0] == 5


def test_the_family_members_fountain_action_offers_the_choice_too():
    g = game(seats={0: dict(merchant=16)})
    g.apply("move 12")
    g.apply("leave")
    g.apply("police 7")
    g.apply("fountain 12")
    assert g.phase == "fountain-companion"
    back = ist.Game.from_json(g.to_json())
    assert texts(back) == ["leave-companion", "take-companion"]
    back.apply("take-companion")
    assert back.phase == "encounter" and back.state.at == 12
    assert back.player(0).has_companion
