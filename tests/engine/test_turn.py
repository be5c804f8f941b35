"""The turn's phases, paying, neutral merchants, encounters, the end of the game."""

import pytest

import istanbul_nb as ist
from istanbul_nb.engine import IllegalAction


def texts(g):
    return [a.text for a in g.legal_actions()]


def plain(g):
    return [t for t in texts(g) if not t.startswith("play")]


def test_move_offers_one_or_two_steps_not_back():
    g = ist.new_game(players=3, seed=1)
    moves = sorted(int(a.words[1]) for a in g.legal_actions() if a.kind == "move")
    assert moves == sorted(g.board.moves(7))
    with pytest.raises(IllegalAction, match="Gemstone Dealer \\(16\\) is 3 steps from "
                       "Fountain \\(7\\); a merchant moves 1 or 2 places"):
        g.apply("move 16")
    assert g.phase == "move"


def test_leave_then_collect_and_turn_end_without_assistant():
    g = ist.stage(players=3, seats={0: dict(merchant=11, assistants=[1, 2, 3, 4], cards=[])})
    g.apply("move 9")
    assert plain(g) == ["end"]
    assert g.question() == ("Red: you have no assistant to leave and none of yours is at Tea "
                            "House (9), so your turn ends here")
    g.apply("end")
    assert g.current == 1 and g.phase == "move" and g.turn == 2 and g.round == 1
    g = ist.stage(players=3, seats={0: dict(merchant=11, assistants=[9], cards=[])})
    g.apply("move 9")
    assert plain(g) == ["collect", "end"]
    g.apply("collect")
    assert g.player(0).stack == 4


def test_pay_each_other_merchant_seed_example():
    # Red arrives where Yellow and Green stand: 2 lira to each, or the turn ends
    g = ist.stage(players=4, seats={0: dict(merchant=11, lira=5, cards=[]),
                                    2: dict(merchant=9, lira=0), 3: dict(merchant=9, lira=0)})
    g.apply("move 9")
    g.apply("leave")
    assert g.phase == "pay" and plain(g) == ["pay", "end"]
    g.apply("pay")
    assert [g.player(i).lira for i in (0, 2, 3)] == [1, 2, 2]
    assert g.phase == "action"


def test_cannot_pay():
    g = ist.stage(players=3, seats={0: dict(merchant=11, lira=1, cards=[]), 1: dict(merchant=9)})
    g.apply("move 9")
    g.apply("leave")
    assert plain(g) == ["end"]
    with pytest.raises(IllegalAction, match="you have 1 lira; paying the merchants at Tea House "
                       "\\(9\\) costs 2"):
        g.apply("pay")


def test_nobody_is_paid_at_the_fountain():
    g = ist.stage(players=3, seats={0: dict(merchant=11, cards=[]), 1: dict(merchant=7)})
    g.apply("move 7")
    assert g.phase == "action"


def test_two_players_neutral_merchant_paid_to_the_bank_and_rolled_away():
    g = ist.stage(players=2, seats={0: dict(merchant=5, lira=4, cards=[])}, dice=[3, 6])
    assert g.pieces()["neutral_merchants"] == [14, 15, 16]
    g.apply("move 14")
    g.apply("leave")
    assert g.phase == "pay"
    g.apply("pay")
    assert g.player(0).lira == 2 and g.player(1).lira == 3
    assert g.pieces()["neutral_merchants"] == [9, 15, 16]


def test_catch_family_members_with_a_reward_each():
    g = ist.stage(players=4, governor=2, smuggler=2,
                  seats={0: dict(merchant=11, lira=0, cards=[]), 1: dict(family=9),
                         2: dict(family=9)})
    g.apply("move 9")
    g.apply("leave")
    g.apply("skip")
    assert plain(g) == ["catch blue card", "catch blue lira", "catch green card",
                        "catch green lira"]
    with pytest.raises(IllegalAction, match="must first catch"):
        g.apply("end")
    g.apply("catch green lira")
    g.apply("catch blue card")
    assert g.player(0).lira == 3 and len(g.player(0).bonus_cards) == 1
    assert g.player(1).family == 12 and g.player(2).family == 12
    assert plain(g) == ["end"]


def test_governor_take_then_pay_or_discard_then_rerolled():
    g = ist.stage(players=3, governor=9, smuggler=2, dice=[5, 6],
                  seats={0: dict(merchant=11, lira=2, cards=[])})
    g.apply("move 9")
    g.apply("leave")
    g.apply("skip")
    assert "governor" in texts(g)
    g.apply("governor")
    new = g.player(0).bonus_cards[0]
    assert plain(g) == ["governor discard " + new, "governor pay"]
    g.apply("governor discard " + new)          # the new card may be the one discarded
    assert g.place_of("governor") == 11 and g.player(0).bonus_cards == []
    assert "governor" not in texts(g)


def test_smuggler_take_then_pay_a_good_then_rerolled():
    g = ist.stage(players=3, governor=2, smuggler=9, dice=[1, 2],
                  seats={0: dict(merchant=11, lira=0, cards=[], goods=dict(fruit=1))})
    g.apply("move 9")
    g.apply("leave")
    g.apply("skip")
    g.apply("smuggler jewelry")
    assert plain(g) == ["smuggler give fruit", "smuggler give jewelry"]
    g.apply("smuggler give fruit")
    assert g.player(0).goods == dict(fabric=0, spice=0, fruit=0, jewelry=1)
    assert g.place_of("smuggler") == 3


def test_met_without_taking_stays():
    g = ist.stage(players=3, governor=9, smuggler=9, seats={0: dict(merchant=11, cards=[])})
    g.apply("move 9")
    g.apply("leave")
    g.apply("skip")
    g.apply("end")
    assert g.place_of("governor") == 9 and g.place_of("smuggler") == 9


def test_game_ends_after_the_round_with_end_game_cards_and_ranking():
    g = ist.stage(players=3, current=1, phase="encounter", gem_left=1,
                  seats={0: dict(rubies=3, lira=10, cards=["five-lira"]),
                         1: dict(merchant=16, rubies=5, lira=0, cards=[]),
                         2: dict(rubies=3, lira=12, cards=[])})
    g.apply("end")
    assert not g.is_over and g.current == 2        # the round is finished
    g.apply("move 1")
    g.apply("end")
    assert g.phase == "end-game" and g.to_act == 0
    assert texts(g) == ["play five-lira", "done"]
    g.apply("play five-lira")                       # 15 lira beats Green's 12 for second place
    g.apply("done")
    assert g.is_over and g.legal_actions() == []
    assert g.ranking() == [1, 0, 2] and g.winners() == [1]
    assert g.question() == "the game is over: Blue wins"
    with pytest.raises(IllegalAction, match="game is over"):
        g.apply("end")


def test_two_players_need_six_rubies():
    g = ist.stage(players=2, current=1, phase="encounter", gem_left=4,
                  seats={1: dict(rubies=5, cards=[]), 0: dict(cards=[])})
    g.apply("end")
    assert g.phase == "move" and g.current == 0


def test_shared_victory():
    g = ist.stage(players=3, current=2, phase="encounter", gem_left=0,
                  seats={0: dict(rubies=5, lira=4, cards=[]), 1: dict(rubies=2, cards=[]),
                         2: dict(rubies=5, lira=4, cards=[])})
    g.apply("end")
    assert g.is_over and g.winners() == [0, 2]
    assert g.question() == "the game is over: Red and Green share the victory"


def test_question_and_positions():
    g = ist.new_game(players=2, seed=3)
    assert g.question() == "Red: where does your merchant go?"
    pieces = g.pieces()
    assert pieces["merchants"] == {0: 7, 1: 7} and pieces["families"] == {0: 12, 1: 12}
    assert 2 <= g.place_of("governor") <= 12 and 2 <= g.place_of("smuggler") <= 12
    assert g.place_of("courier") is None
