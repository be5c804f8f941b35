"""One test per bonus card and mosque tile ability, from staged states (RULES.md 4.2, 5)."""

import pytest

import istanbul_nb as ist
from istanbul_nb.engine import IllegalAction


def texts(g):
    return [a.text for a in g.legal_actions()]


def staged(cards, phase="move", merchant=11, dice=None, **seat):
    return ist.stage(players=3, phase=phase, governor=2, smuggler=2, dice=dice,
                     seats={0: dict(merchant=merchant, cards=cards, **seat), 1: dict(cards=[]),
                            2: dict(cards=[])})


def test_one_good_before_and_after_but_not_during():
    g = staged(["one-good"])
    assert "play one-good jewelry" in texts(g)
    g.apply("play one-good jewelry")
    assert g.player(0).goods["jewelry"] == 1 and g.pieces()["discard_top"] == "one-good"
    g = staged(["one-good"], merchant=9, phase="action", dice=[1, 1], tiles=["red"])
    g.apply("tea 5")
    assert g.phase == "dice"
    with pytest.raises(IllegalAction, match="1 good cannot be played now"):
        g.apply("play one-good fabric")


def test_five_lira_any_time_including_end_game():
    g = staged(["five-lira"], lira=0)
    g.apply("play five-lira")
    assert g.player(0).lira == 5


def test_move_3_4_ends_exactly_3_or_4_steps_away():
    # Ruling: the merchant ends on a place at a shortest distance of exactly 3 or 4 [inferred].
    g = staged(["move-3-4"], merchant=15)
    g.apply("play move-3-4")
    dests = sorted(a.place for a in g.legal_actions() if a.kind == "move")
    assert dests == [3, 6, 7, 10, 11, 13, 14]
    assert all(g.board.distance(15, d) in (3, 4) for d in dests)
    with pytest.raises(IllegalAction, match="exactly 3 or 4 steps away; Pickpocket|exactly 3"):
        g.apply("move 5")             # a neighbour: nearer than the card allows
    with pytest.raises(IllegalAction, match="exactly 3 or 4"):
        g.apply("move 1")             # 5 steps from the corner


def test_stay_keeps_the_merchant_and_asks_for_the_assistant():
    g = staged(["stay"], merchant=11)
    g.apply("play stay")
    assert g.phase == "stay-assistant" and g.player(0).merchant == 11
    g.apply("leave")
    assert g.player(0).assistants == [11]


def test_return_assistant_in_move_and_assistant_phase():
    g = staged(["return-assistant"], merchant=11, assistants=[1, 2, 3, 4])
    g.apply("move 9")
    assert "leave" not in texts(g)
    g.apply("play return-assistant 2")
    assert g.player(0).stack == 1
    g.apply("leave")
    assert g.player(0).assistants == [1, 3, 4, 9]


def test_family_card_takes_the_catch_reward():
    g = ist.stage(players=3, seats={0: dict(merchant=11, cards=["family"], family=3, lira=0)})
    assert texts(g)[-2:] == ["play family card", "play family lira"]
    g.apply("play family lira")
    assert g.player(0).family == 12 and g.player(0).lira == 3
    g = ist.stage(players=3, seats={0: dict(cards=["family"])})
    assert not any(t.startswith("play family") for t in texts(g))


@pytest.mark.parametrize("card,place,seat", [
    ("gemstone-twice", 16, dict(lira=14 + 15)),
    ("post-twice", 5, {}),
    ("sultan-twice", 13, dict(capacity=4, goods=dict(jewelry=4, fabric=3, spice=3, fruit=3))),
])
def test_doubling_cards_right_after_their_action(card, place, seat):
    g = staged([card], merchant=place, phase="action", **seat)
    assert f"play {card}" not in texts(g)
    verb = {16: "gemstone", 5: "post", 13: "sultan"}[place]
    first = [t for t in texts(g) if t.startswith(verb)][0]
    g.apply(first)
    assert f"play {card}" in texts(g)
    g.apply(f"play {card}")
    assert g.phase == "action" and "skip" not in texts(g)
    g.apply([t for t in texts(g) if t.startswith(verb)][0])
    assert g.phase == "encounter"
    if place == 16:
        assert g.player(0).rubies == 2 and g.player(0).lira == 0
    if place == 5:
        assert g.pieces()["post_office"]["down"] == [True, True, False, False]
    if place == 13:
        assert g.player(0).rubies == 2


def test_doubling_card_not_after_another_encounter():
    g = ist.stage(players=3, phase="action", governor=16, smuggler=2,
                  seats={0: dict(merchant=16, lira=40, cards=["gemstone-twice"])})
    g.apply("gemstone")
    g.apply("governor")
    g.apply("governor pay")
    assert "play gemstone-twice" not in texts(g)


def test_small_market_card_sells_any_goods():
    g = staged(["small-market"], merchant=11, phase="action", lira=0,
               goods=dict(jewelry=2, fabric=2, fruit=1))
    g2 = ist.Game.from_json(g.to_json())
    g.apply("play small-market")
    g.apply("sell fabric fabric fruit jewelry jewelry")
    assert g.player(0).lira == 20
    with pytest.raises(IllegalAction):
        g2.apply("sell fabric fabric fruit jewelry jewelry")


def test_red_tile_only_with_the_tile():
    g = staged([], merchant=9, phase="action", dice=[1, 2])
    g.apply("tea 3")
    assert g.phase == "encounter" and g.player(0).lira == 2 + 3


def test_yellow_tile_once_per_turn_for_2_lira():
    g = staged([], merchant=11, tiles=["yellow"], lira=5, assistants=[1, 2])
    assert texts(g)[-2:] == ["mosque yellow 1", "mosque yellow 2"]
    g.apply("mosque yellow 1")
    assert g.player(0).lira == 3 and g.player(0).assistants == [2]
    assert not any(t.startswith("mosque") for t in texts(g))
    with pytest.raises(IllegalAction, match="once per turn"):
        g.apply("mosque yellow 2")


def test_card_not_in_hand():
    g = staged([])
    with pytest.raises(IllegalAction, match="holds no Stay card"):
        g.apply("play stay")
