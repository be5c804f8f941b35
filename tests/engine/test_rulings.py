"""The four rulings of issue 7, each where a learner meets it (RULES.md 4.1 #5, 5, 4)."""

from __future__ import annotations

import pytest

import istanbul_nb as ist
from istanbul_nb.engine import IllegalAction


def plays(g) -> list[str]:
    return [a.text for a in g.legal_actions() if a.kind == "card"]


# -- Stay: you must still leave or collect an assistant (seed 000, line 809) ---------------------
def test_stay_is_not_playable_on_the_fountain():
    g = ist.stage(players=3, seats={0: dict(merchant=7, cards=["stay"])})
    assert "play stay" not in plays(g)
    with pytest.raises(IllegalAction, match="Fountain"):
        g.apply("play stay")


def test_stay_needs_an_assistant_to_leave_or_collect():
    full = dict(merchant=9, assistants=[1, 2, 3, 4], cards=["stay"])
    g = ist.stage(players=3, seats={0: full})
    with pytest.raises(IllegalAction, match="no assistant to leave"):
        g.apply("play stay")
    # with one of its assistants at the Tea House it may stay and collect it
    g = ist.stage(players=3, seats={0: dict(full, assistants=[1, 2, 3, 9])})
    g.apply("play stay")
    assert [a.text for a in g.legal_actions() if a.kind == "assistant"] == ["collect"]


# -- Post Office: the fourth marker down sends all four up at once (seed 002, place 5) ----------
def test_post_office_cycle_has_four_states():
    g = ist.stage(players=3, phase="action", seats={0: dict(merchant=5)},
                  post=[True, True, True, False])
    g.apply("post")
    assert g.pieces()["post_office"]["down"] == [False] * 4


# -- Smuggler with a full cart (seed 000, line 299) ----------------------------------------------
def test_smuggler_can_be_met_with_a_full_cart_and_the_good_is_discarded():
    full = dict(fabric=2, spice=2, fruit=2, jewelry=2)
    g = ist.stage(players=3, phase="encounter", smuggler=9, governor=3,
                  seats={0: dict(merchant=9, goods=full, lira=5, cards=[])})
    offers = [a.text for a in g.legal_actions() if a.verb == "smuggler"]
    assert offers == ["smuggler fabric", "smuggler fruit", "smuggler jewelry", "smuggler spice"]
    g.apply("smuggler fruit")
    assert g.player(0).goods == full
    assert "discards it at once" in g.log_text()
    g.apply("smuggler pay")                      # the payment is still due
    assert g.player(0).lira == 3
    assert g.place_of("smuggler") != 9 or "rolled away" in g.log_text()


def test_smuggler_offers_only_goods_with_room_when_some_fit():
    g = ist.stage(players=3, phase="encounter", smuggler=9, governor=3,
                  seats={0: dict(merchant=9, goods=dict(fabric=2, spice=2, fruit=2),
                                 cards=[])})
    assert [a.text for a in g.legal_actions() if a.verb == "smuggler"] == ["smuggler jewelry"]


# -- Move 3-4: a shortest distance of exactly 3 or 4 [inferred] -----------------------------------
def test_move_3_4_never_reaches_a_neighbour():
    g = ist.stage(players=3, seats={0: dict(merchant=7, cards=["move-3-4"])})
    g.apply("play move-3-4")
    for a in g.legal_actions():
        if a.kind == "move":
            assert g.board.distance(7, a.place) in (3, 4)
