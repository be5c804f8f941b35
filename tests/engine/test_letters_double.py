"""The double move (RULES.md 8; seed 000, "2단 이동"): at the end of a turn, once per turn,
letters worth at least 3 seals are discarded (extra seals are lost) for another turn at once.

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


def game(mine=(), **kw) -> ist.Game:
    seats = kw.pop("seats", {})
    for s in range(kw.get("players", 3)):
        seats.setdefault(s, {}).setdefault("cards", [])
    seats[0].setdefault("merchant", 7)
    return letters(seats=seats, letters={0: list(mine)}, governor=4, smuggler=14, courier=11,
                   **kw)


def doubles(g) -> list[str]:
    return [t for t in texts(g) if t.startswith("double")]


def to_encounter(g, where=9):
    g.apply(f"move {where}")
    g.apply("leave")
    g.apply("skip")


def test_the_minimal_letter_sets_are_offered_beside_end():
    g = game(mine=[2, (5, True), 9, 13])
    to_encounter(g, 22)
    assert doubles(g) == sorted(["double 2 5d", "double 5d 9", "double 5d 13", "double 2 9 13"])
    assert "end" in texts(g)


def test_a_double_move_gives_the_same_seat_another_turn_at_once():
    g = game(mine=[2, (5, True), 3])
    to_encounter(g, 22)
    turn = g.turn
    g.apply("double 3 5d")
    assert [e.text for e in g.log[-5:]] == [
        "Red takes a double move, discarding letters worth 3 seals",
        "Red discards the letter to Spice Warehouse (3) (1 seal)",
        "Red discards the letter to Post Office (5) (2 seals)",
        "Red ends the turn",
        "Red takes another turn at once (double move)"]
    assert held(g) == [(2, False)] and sorted(part(g.state).discard) == [3, 5]
    assert g.current == 0 and g.phase == "move" and g.turn == turn + 1
    assert part(g.state).extra_turns == 1 and not part(g.state).extra
    assert g.round == 1
    assert problems(g) == []
    back = ist.Game.from_json(g.to_json())
    assert back.state.to_dict() == g.state.to_dict()
    # the extra turn is a normal turn; the next one is Blue's
    g.apply("move 13")
    g.apply("end")
    assert g.current == 1 and g.turn == turn + 2 and g.round == 1
    assert problems(g) == []


def test_extra_seals_are_lost():
    g = game(mine=[(5, True), (9, True)])
    to_encounter(g, 22)
    assert doubles(g) == ["double 5d 9d"]
    g.apply("double 5d 9d")
    assert "1 extra seal is lost" in [e.text for e in g.log]
    assert held(g) == []


def test_an_extra_turn_may_end_with_another_double_move():
    g = game(mine=[2, 3, 4, 5, 6, 8])
    to_encounter(g, 22)
    g.apply("double 2 3 4")
    g.apply("move 16")
    assert doubles(g) == ["double 5 6 8"]
    g.apply("double 5 6 8")
    assert g.current == 0 and part(g.state).extra_turns == 2
    g.apply("move 12")
    assert doubles(g) == []
    g.apply("end")
    assert g.current == 1
    assert problems(g) == []


def test_refused_without_three_seals_and_outside_the_end_of_a_turn():
    g = game(mine=[2, 3])
    to_encounter(g, 22)
    with pytest.raises(ist.IllegalAction, match="you have no letters worth 3 seals "
                                               r"\(you have 2 seals\)"):
        g.apply("double 2 3")
    g = game(mine=[2, 3, 4])
    g.apply("move 22")
    g.apply("leave")
    with pytest.raises(ist.IllegalAction, match="the double move comes at the end of your "
                                               "turn"):
        g.apply("double 2 3 4")


def test_letters_named_out_of_order_or_with_one_to_spare():
    g = game(mine=[(5, True), 13, 2, 9])
    to_encounter(g, 22)
    with pytest.raises(ist.IllegalAction, match="name the letters in order: 'double 5d 13'"):
        g.apply("double 13 5d")
    with pytest.raises(ist.IllegalAction, match="none to spare"):
        g.apply("double 2 5d 9")


def test_double_instead_of_an_assistant_or_a_payment():
    g = game(mine=[2, 3, 4], seats={0: dict(merchant=7, lira=0), 1: dict(merchant=22)})
    g.apply("move 22")
    assert doubles(g) == ["double 2 3 4"]       # the assistant decision: leave, or end
    g.apply("leave")
    assert g.phase == "pay" and doubles(g) == ["double 2 3 4"]
    g.apply("double 2 3 4")
    assert g.current == 0 and g.phase == "move"


def test_the_last_seat_of_the_final_round_plays_its_extra_turn_before_the_end():
    g = letters(players=3, current=2, governor=4, smuggler=14, courier=11,
                letters={2: [2, 3, 4]},
                seats={0: dict(rubies=6, cards=[]), 1: dict(cards=[]),
                       2: dict(merchant=7, cards=[])})
    to_encounter(g, 22)
    g.apply("double 2 3 4")
    assert g.phase == "move" and g.current == 2
    g.apply("move 16")
    g.apply("end")
    assert g.phase in ("end-game", "over")
    assert "Red has 6 rubies and the round is complete: the game ends" in [
        e.text for e in g.log]


def test_words_and_kind():
    g = game()
    assert g.describe("double 5d 13") == ("end your turn, discard the letters to Post Office "
                                          "(5) (delivered), Sultan's Palace (13) and take "
                                          "another turn at once")
    assert g.parse("double 3 5d").kind == "end"
