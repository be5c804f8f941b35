"""The Mocha barrier in every kind of movement, and the long-move tile (RULES.md 2 and 7; the
rulings are in ``istanbul_nb/expansions/mocha/tavern.py``).

mocha-first-game:   16 15 18  3 10
                     8  1  7 17  4
                     2 19  6 12  9
                    20 11  5 14 13
"""

from __future__ import annotations

import pytest
from mocha_tools import mocha  # beside this file

import istanbul_nb as ist


def moves(g) -> set[int]:
    return {a.place for a in g.legal_actions() if a.kind == "move"}


def test_without_a_barrier_the_moves_are_the_base_moves():
    g = mocha(seats={0: dict(merchant=7)})
    assert moves(g) == set(g.board.moves(7)) and g.barrier is None


@pytest.mark.parametrize("holder,blocked", [(1, True), (0, False)])
def test_one_or_two_steps_only_the_control_holder_crosses(holder, blocked):
    g = mocha(seats={0: dict(merchant=7)}, barrier=(6, 7), barrier_control=holder)
    assert g.barrier == (6, 7)
    assert (6 in moves(g)) is not blocked and (5 in moves(g)) is not blocked
    assert g.board_now.moves(7) == g.board.with_barrier(6, 7).moves(7)
    if blocked:
        with pytest.raises(ist.IllegalAction, match="barrier between Caravansary .6. and "
                                                    "Fountain .7. is in the way"):
            g.apply("move 6")
    else:
        g.apply("move 6")
        assert g.player(0).merchant == 6


@pytest.mark.parametrize("holder", [0, 1])
def test_move_3_4_walks_around_the_barrier(holder):
    g = mocha(seats={0: dict(merchant=7, cards=["move-3-4"])}, barrier=(6, 7),
              barrier_control=holder)
    g.apply("play move-3-4")
    # 6 is 1 step away for the holder, 3 steps around the barrier for everybody else
    assert (6 in moves(g)) is (holder != 0)


@pytest.mark.parametrize("holder", [0, 1])
def test_the_long_move_stops_at_the_barrier_without_the_control_tile(holder):
    g = mocha(seats={0: dict(merchant=16)}, tavern_tiles={0: ["long_move"]},
              barrier=(3, 18), barrier_control=holder)
    straight = {15, 18, 8, 2, 20} | ({3, 10} if holder == 0 else set())
    assert moves(g) == straight | set(g.board.moves(16))
    if holder:
        with pytest.raises(ist.IllegalAction, match="is in the way"):
            g.apply("move 10")
    else:
        g.apply("move 10")
        assert g.player(0).merchant == 10


def test_the_long_move_keeps_the_normal_move_and_reaches_a_straight_line():
    g = mocha(seats={0: dict(merchant=16)}, tavern_tiles={0: ["long_move"]})
    assert moves(g) == {15, 18, 3, 10, 8, 2, 20, 1}
    with pytest.raises(ist.IllegalAction, match="straight line"):
        g.apply("move 6")
    g2 = mocha(seats={0: dict(merchant=16)}, tavern_tiles={1: ["long_move"]})
    assert moves(g2) == set(g2.board.moves(16))          # only the tile's holder


def test_the_long_move_gives_way_to_a_move_card():
    g = mocha(seats={0: dict(merchant=16, cards=["move-3-4"])},
              tavern_tiles={0: ["long_move"]})
    g.apply("play move-3-4")
    assert moves(g) == set(g.board.moves_exact(16, (3, 4)))


def test_the_family_member_is_sent_across_the_barrier():
    g = mocha(phase="action", seats={0: dict(merchant=12)}, barrier=(6, 12),
              barrier_control=1)
    assert "police 6" in [a.text for a in g.legal_actions()]
    g.apply("police 6")
    assert g.player(0).family == 6


def test_figures_rolled_by_dice_are_placed_across_the_barrier():
    g = mocha(phase="encounter", seats={0: dict(merchant=7, lira=5)}, barrier=(6, 7),
              barrier_control=1, coffee_trader=7, governor=3, smuggler=4, dice=[3, 3])
    g.apply("coffee_trader")
    g.apply("coffee_trader pay")
    assert g.place_of("coffee_trader") == 6


def test_a_barrier_placed_in_play_blocks_the_next_player():
    g = mocha(phase="action", current=0, seats={0: dict(merchant=19), 1: dict(merchant=7)},
              coffee={0: 2})
    g.apply("barrier 6 7")
    g.apply("skip")
    g.apply("end")
    assert g.current == 1 and 6 not in moves(g)
