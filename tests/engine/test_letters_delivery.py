"""Delivery in every situation (RULES.md 8: "whenever your merchant, family member or
companion is on that place, moved there or not ... delivered at once"; issue 11, item 2): each
with the exact log line.

The board (letters-first-game)::

    14 10 15 11  3
     6 24  2  8  1
     5  7 22 16 12
     4 13  9 23 21
"""

from __future__ import annotations

from letters_tools import held, letters

import istanbul_nb as ist
from istanbul_nb.engine.ops import label
from istanbul_nb.expansions.letters.state import part


def game(**kw) -> ist.Game:
    seats = kw.pop("seats", {})
    for s in range(kw.get("players", 3)):
        seats.setdefault(s, {}).setdefault("cards", [])
    for k, v in dict(governor=4, smuggler=14, courier=11).items():
        kw.setdefault(k, v)
    return letters(seats=seats, **kw)


def delivered(seat_name: str, place_label: str) -> str:
    return f"{seat_name}'s letter to {place_label} is delivered: it turns to its 2-seal side"


def lines(g) -> list[str]:
    return [e.text for e in g.log]


def test_staging_delivers_a_letter_where_a_piece_stands():
    g = game(letters={0: [9, 12, 13]}, seats={0: dict(merchant=9)})
    assert held(g) == [(9, True), (12, True), (13, False)]    # family at the Police Station


def test_the_merchant_moving_there():
    g = game(letters={0: [9]}, seats={0: dict(merchant=7)})
    g.apply("move 9")
    assert lines(g) == ["Red moves from Fountain (7) to Tea House (9)",
                        delivered("Red", "Tea House (9)")]
    assert held(g) == [(9, True)]


def test_the_companion_moving_there():
    g = game(letters={0: [5]}, companion={0: 7}, seats={0: dict(merchant=16)})
    g.apply("companion 5")
    assert lines(g) == ["Red's companion moves from Fountain (7) to Post Office (5)",
                        delivered("Red", "Post Office (5)")]
    assert held(g) == [(5, True)]


def test_the_companion_placed_beside_the_merchant_delivers_what_it_gains_later():
    # placing puts the companion where the merchant already delivered; it delivers letters
    # gained later where it stands, after the merchant has left
    g = game(letters={0: []}, companion={0: "beside"}, courier=22, letter_pile_top=[7],
             seats={0: dict(merchant=7, lira=5)})
    g.apply("companion place")
    g.apply("move 22")
    g.apply("leave")
    g.apply("skip")
    g.apply("courier")
    assert lines(g)[-2:] == ["Red takes a letter to Fountain (7) from the Courier",
                             delivered("Red", "Fountain (7)")]
    assert held(g) == [(7, True)]


def test_the_police_station_sends_the_family_member_there():
    g = game(letters={0: [3]}, seats={0: dict(merchant=16)})
    g.apply("move 12")
    g.apply("leave")
    g.apply("police 3")
    assert lines(g)[-2:] == ["Red sends the family member from the Police Station to Spice "
                             "Warehouse (3)", delivered("Red", "Spice Warehouse (3)")]


def test_a_caught_family_member_sent_home_delivers_at_the_police_station():
    g = game(letters={1: [12]}, seats={0: dict(merchant=7, lira=0), 1: dict(family=9)})
    assert held(g, 1) == [(12, False)]
    g.apply("move 9")
    g.apply("leave")
    g.apply("skip")
    g.apply("catch blue lira")
    assert lines(g)[-3:] == [
        "Red catches Blue's family member at Tea House (9); it goes back to the Police Station",
        "Red takes 3 lira", delivered("Blue", "Police Station (12)")]
    assert held(g, 1) == [(12, True)]


def test_the_family_card_sends_the_family_member_home():
    g = game(letters={0: [12]}, seats={0: dict(family=9, cards=["family"])})
    assert held(g) == [(12, False)]
    g.apply("play family lira")
    assert lines(g)[-1] == delivered("Red", "Police Station (12)")


def test_a_letter_gained_while_the_family_member_stands_there():
    # the Courier gives Red a letter to the place where Red's family member stands
    g = game(courier=9, letter_pile_top=[14],
             seats={0: dict(merchant=7, lira=5, family=14)})
    g.apply("move 9")
    g.apply("leave")
    g.apply("skip")
    g.apply("courier")
    assert lines(g)[-2:] == [f"Red takes a letter to {label(14)} from the Courier",
                             delivered("Red", label(14))]


def test_a_letter_to_where_the_merchant_stayed_while_the_companion_moved():
    # moved there or not: the merchant did not move this turn
    g = game(companion={0: 22}, courier=2, letter_pile_top=[16],
             seats={0: dict(merchant=16, lira=5)})
    g.apply("companion 2")
    g.apply("skip")
    g.apply("courier")
    assert lines(g)[-1] == delivered("Red", "Gemstone Dealer (16)")


def test_a_delivered_letter_is_never_turned_twice():
    g = game(letters={0: [(9, True)]}, seats={0: dict(merchant=7)})
    g.apply("move 9")
    assert lines(g) == ["Red moves from Fountain (7) to Tea House (9)"]
    assert part(g.state).letters[0] == [[9, True]]
