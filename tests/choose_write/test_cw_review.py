"""An independent rules review of Choose & Write against the seed (seed 004, line by line):
the rules the other test files do not pin down with an exact outcome. Each test names the
seed's words it checks."""

from __future__ import annotations

import pytest

from istanbul_nb import choose_write as cw

PALACE = {"A": ["R01"], "B": ["R02"], "C": ["R03"], "D": ["R04"]}
RICH = {"goods": {"fabric": 8, "spice": 8, "fruit": 8, "jewelry": 8}, "lira": 12,
        "goods_cards": ["W01"]}


def texts(g: cw.Game) -> list[str]:
    return [a.text for a in g.legal_actions()]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_the_set_up_of_the_seed(players):
    """Set-up steps 4, 5, 7, 9-11: a Ruby card above each letter (with 1-2 players a second
    one tucked under it), a display of 2 Location cards, the face-up Caravan card, the bold
    icons and bonus box by player count, 1 Location card each, one start player."""
    g = cw.new_game(players=players, seed=3)
    st = g.state
    assert {x: len(v) for x, v in st.palace.items()} == dict.fromkeys("ABCD", 2 if players <= 2
                                                                       else 1)
    assert len(st.ruby_deck) == (12 if players <= 2 else 16)
    assert len(st.display) == 2 and all(c.startswith("L") for c in st.display)
    assert all(len(g.sheet(i).hand) == 1 and g.sheet(i).hand[0].startswith("L")
               for i in range(players))
    assert g.caravan == st.caravan_deck[0] and len(st.caravan_deck) == 8
    assert [g.sheet(i).start for i in range(players)] == [i == st.start for i in range(players)]
    assert (g.current, g.to_act, g.phase) == (st.start, st.start, "turn")
    bold = 2 if players == 3 else (1 if players <= 2 else 2)
    assert [g.plan.icons[p] for p in ("3", "7", "8", "12", "1")] == [bold] * 4 + [
        1 if players <= 3 else 2]
    assert g.plan.bonus_spaces == (7 if players == 5 else 6)


def test_a_fountain_drawn_at_set_up_is_gained_by_everyone_and_another_card_drawn():
    """Set-up step 10: "If you draw a Fountain: perform its action immediately"; Location
    Cards: "All players take the depicted item" (seed 1 draws F2, a good of choice, for the
    third player's hand; the choices go seat by seat from the start player)."""
    g = cw.new_game(players=3, seed=1)
    assert (g.phase, g.state.start) == ("fountain_good", 2)
    seats = []
    for good in ("fabric", "spice", "jewelry"):
        seats.append(g.to_act)
        g.apply(f"good {good}")
    assert seats == [2, 0, 1]
    assert [g.sheet(i).goods_filled for i in range(3)] == [
        {"fabric": 0, "spice": 1, "fruit": 0, "jewelry": 0},
        {"fabric": 0, "spice": 0, "fruit": 0, "jewelry": 1},
        {"fabric": 1, "spice": 0, "fruit": 0, "jewelry": 0}]
    assert g.state.location_discard == ["F2"]
    assert [len(g.sheet(i).hand) for i in range(3)] == [1, 1, 1]
    assert g.phase == "turn" and g.to_act == 2


@pytest.mark.parametrize("played,usable", [("11", ["7", "10", "11"]),
                                           ("13", ["8", "13", "14"]),
                                           ("C", ["7", "A", "C", "D"]),
                                           ("D", ["8", "B", "C", "D"])])
def test_the_cards_drawn_beside_the_catacombs_never_offer_them(played, usable):
    """Catacombs: "not adjacent to any other space so it can't be used when playing cards 11,
    13, C, or D" - for the active player and for a follower."""
    g = cw.stage(players=2, hands={0: [played]}, palace=PALACE,
                 sheets={0: RICH, 1: {**RICH, "goods_cards": ["W02"], "bonus": 1}})
    g.apply("play hand")
    assert texts(g) == [f"at {p}" for p in usable]
    g.apply(f"at {played}")
    while g.to_act == 0:
        g.apply(texts(g)[0])
    follow = [t for t in texts(g) if t.startswith("follow")]
    assert sorted(follow) == sorted(f"follow {p} {how}" for p in usable
                                    for how in ("icon", "bonus"))
    with pytest.raises(cw.IllegalAction):
        g.apply("follow 12 icon")


def test_with_three_players_the_bold_icons_give_a_second_follow_at_3_7_8_12():
    """Set-up step 9: the bold icons at 3, 7, 8 and 12 are only used with 3 players, so a
    follower may cross two icons at 8 there, one with 2 players."""
    for players, crossed_before in ((3, 1), (2, 0)):
        g = cw.stage(players=players, hands={0: ["8"]}, sheets={1: {"icons_crossed":
                                                                    {"8": crossed_before}}})
        g.apply("play hand")
        g.apply("at 8")
        assert "follow 8 icon" in texts(g)
        g.apply("follow 8 icon")
        assert (g.sheet(1).icons_crossed["8"], g.sheet(1).icons["8"]) == (
            crossed_before + 1, 2 if players == 3 else 1)


def test_a_follower_who_can_use_no_place_takes_a_bonus_action():
    """"If someone can't or doesn't want to use the played card, they take a Bonus Action
    instead": card 2 played, the follower has every icon of 2 and its neighbours 1, 3, 7
    crossed out and no filled bonus action to cross off, so only ``bonus`` is offered."""
    crossed = {"1": 1, "2": 1, "3": 1, "7": 1}
    g = cw.stage(players=2, hands={0: ["2"]}, sheets={0: {"lira": 10},
                                                      1: {"icons_crossed": crossed}})
    g.apply("play hand")
    g.apply("at 2")
    assert texts(g) == ["bonus"]
    g.apply("bonus")
    assert (g.sheet(1).bonus_filled, g.sheet(1).bonus, g.phase) == (1, 1, "take")


def test_a_followers_tenth_ruby_finishes_the_round():
    """End of Game: "Once anyone has taken their tenth Ruby ... finish the current Round" - a
    follower's tenth ruby too; the round ends with the seat before the start player."""
    goods = {"fabric": 4, "spice": 2, "fruit": 2}
    g = cw.stage(players=3, hands={0: ["A"], 1: ["8"], 2: ["8"]}, palace=PALACE,
                 location_deck=["10", "11", "13", "14"], start=0,
                 sheets={0: {"goods": goods}, 1: {"goods": goods, "rubies": 9}})
    g.apply("play hand")
    g.apply("at A")
    g.apply("palace A")
    g.apply("follow A icon")
    g.apply("palace A")
    assert (g.sheet(1).rubies, g.state.final_round) == (10, True)
    g.apply("bonus")
    g.apply("take left")
    assert not g.state.over and g.current == 1
    for _ in range(2):          # seats 1 and 2 play their turns; the others take bonuses
        g.apply("play hand")
        g.apply("at 8")
        g.apply("bonus")
        g.apply("bonus")
        g.apply("take deck")
    assert g.state.over and g.state.end_reason.startswith("the round")
    assert g.state.turn == 3


def test_the_caravan_card_used_by_two_players_in_a_turn_is_the_same_and_cycles_once():
    """Ending your Action: "If anyone used the Caravan card this turn, return it face down to
    the bottom of the deck and then reveal the next card" - once, after everyone used it."""
    g = cw.stage(players=3, hands={0: ["6"]}, caravan="C5", location_deck=["10", "11"])
    deck = list(g.state.caravan_deck)
    g.apply("play hand")
    g.apply("at 6")
    g.apply("follow 6 icon")
    g.apply("follow 6 icon")
    assert [g.sheet(i).lira for i in range(3)] == [4, 4, 4]
    g.apply("take left")
    assert g.state.caravan_deck == deck[1:] + deck[:1]


def test_solo_the_discarded_card_is_followed_after_the_turn_has_ended_tuck_included():
    """Solo Turns: "After each of your turns, discard the leftmost Location card in the
    display. You can then use this card in the same way as when an opponent plays it": the
    turn's end (a Ruby card tucked under a letter where a ruby was taken) comes first, so
    following with the same letter asks one more good, and that ruby tucks another card."""
    goods = {"fabric": 8, "spice": 8, "fruit": 8, "jewelry": 8}
    g = cw.stage(players=1, hands={0: ["A"]}, display=["A", "1"], palace={
        "A": ["R01", "R05"], "B": ["R02", "R06"], "C": ["R03", "R07"], "D": ["R04", "R08"]},
        location_deck=["L10b", "11", "13"], sheets={0: {"goods": goods}})
    ruby = list(g.state.ruby_deck)
    g.apply("play hand")
    g.apply("at A")
    g.apply(texts(g)[0])
    assert len(g.palace()["A"]) == 5
    g.apply("take right")            # the Warehouse 1; 10 (marked right) joins the display
    assert g.phase == "follow" and g.state.location_discard[-1] == "LAb"
    assert g.state.palace["A"] == ["R01", "R05", ruby[0]] and len(g.palace()["A"]) == 6
    g.apply("follow A icon")
    g.apply(texts(g)[0])
    assert g.sheet(0).ruby_sources["A"] == 2
    assert g.state.palace["A"] == ["R01", "R05", ruby[0], ruby[1]]
    assert g.state.palace["B"] == ["R02", "R06"] and g.phase == "turn"


def test_solo_the_discarded_caravansary_uses_the_caravan_card_revealed_after_the_turn():
    """Solo Turns and Ending your Action: the Caravan card used this turn goes under its deck
    before the leftmost display card is discarded; following with the Caravansary performs the
    next card, which then cycles too."""
    g = cw.stage(players=1, hands={0: ["6"]}, display=["6", "1"], caravan="C5",
                 location_deck=["L10b", "11", "13"])
    deck = list(g.state.caravan_deck)
    g.apply("play hand")
    g.apply("at 6")
    assert g.sheet(0).lira == 4
    g.apply("take right")
    assert g.phase == "follow" and g.caravan == deck[1]
    g.apply("follow 6 icon")
    assert f"performs the Caravan card {deck[1]}" in g.log_text()
    while g.phase != "turn":
        g.apply(texts(g)[0])
    assert g.state.caravan_deck == deck[2:] + deck[:2]
