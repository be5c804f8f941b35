"""The end of an action and of a turn: Bonus Rubies, taking a card, refilling the display,
tucking Ruby cards; the end conditions and the tie-break; the seed's examples."""

from __future__ import annotations

import pytest

from istanbul_nb import choose_write as cw
from istanbul_nb.choose_write.end import tiebreak
from istanbul_nb.choose_write.state import Sheet

PALACE = {"A": ["R01"], "B": ["R02"], "C": ["R03"], "D": ["R04"]}


def texts(g: cw.Game) -> list[str]:
    return [a.text for a in g.legal_actions()]


def test_filling_the_last_space_of_a_lira_section_gives_a_bonus_ruby():
    g = cw.stage(players=2, hands={0: ["8"]}, sheets={0: {"lira": 18}})
    g.apply("play hand")
    g.apply("at 8")
    s = g.sheet(0)
    assert (s.lira, s.rubies, s.lira_bonus, s.ruby_sources["lira_bonus"]) == (22, 1, (1,), 1)
    g = cw.stage(players=2, hands={0: ["8"]}, sheets={0: {"lira": 38, "lira_crossed": 5}})
    g.apply("play hand")
    g.apply("at 8")
    s = g.sheet(0)      # 2 of the 4 lira fit; the second section's ruby (the first section's
    assert (s.lira_filled, s.lira, s.rubies, s.lira_bonus) == (40, 35, 2, (1, 2))   # staged)
    assert s.ruby_sources["lira_bonus"] == 2
    assert "2 lost" in g.log_text()


def test_all_four_goods_columns_to_a_bonus_row_give_a_bonus_ruby_once():
    goods = {"fabric": 2, "spice": 3, "fruit": 3, "jewelry": 3}
    g = cw.stage(players=2, hands={0: ["1"]}, sheets={0: {"goods": goods,
                                                          "goods_crossed": {"spice": 3}}})
    g.apply("play hand")
    g.apply("at 1")
    s = g.sheet(0)       # crossed-off goods stay filled in: the row counts them
    assert (s.goods_filled["fabric"], s.rubies, s.goods_bonus) == (4, 1, (3,))
    assert s.ruby_sources["goods_bonus"] == 1


def test_a_ruby_taken_at_a_letter_tucks_one_ruby_card_under_it_at_the_end_of_the_turn():
    goods = {"fabric": 4, "spice": 2, "fruit": 2}
    g = cw.stage(players=3, hands={0: ["A"]}, palace=PALACE, location_deck=["10", "11"],
                 sheets={0: {"goods": goods}, 1: {"goods": goods}})
    deck = list(g.state.ruby_deck)
    g.apply("play hand")
    g.apply("at A")
    g.apply("palace A")
    g.apply("follow A icon")
    g.apply("palace A")            # the same cost for the follower this turn
    assert g.sheet(1).rubies == 1 and g.sheet(1).goods["fabric"] == 2
    g.apply("bonus")
    g.apply("take left")
    assert g.current == 1
    assert g.state.palace["A"] == ["R01", deck[0]]     # one card for the letter, not two
    assert g.state.palace["B"] == ["R02"]
    assert len(g.palace()["A"]) == 5
    assert "a Ruby card is tucked under A: it now asks 5 goods" in g.log_text()


def test_without_ruby_cards_left_nothing_is_tucked():
    g = cw.stage(players=3, hands={0: ["A"]}, palace=PALACE, location_deck=["10", "11"],
                 sheets={0: {"goods": {"fabric": 4, "spice": 2, "fruit": 2}}})
    g.state.ruby_deck.clear()
    g._initial = g.state.copy()
    for a in ("play hand", "at A", "palace A", "bonus", "bonus", "take left"):
        g.apply(a)
    assert g.state.palace["A"] == ["R01"]
    assert "no Ruby card is left to tuck under A" in g.log_text()


def test_the_hand_card_is_replaced_from_the_display_or_the_deck_and_the_display_refilled():
    g = cw.stage(players=2, hands={0: ["7"]}, display=["8", "9"],
                 location_deck=["10", "11", "13"])
    for a in ("play hand", "at 7", "good fruit", "good fruit", "bonus"):
        g.apply(a)
    assert texts(g) == ["take left", "take right", "take deck"]
    g.apply("take right")
    assert g.state.sheets[0].hand == ["L9a"] and g.display == ["8", "10"]
    g = cw.stage(players=2, hands={0: ["8"]}, display=["7", "9"], location_deck=["10", "11"])
    for a in ("play left", "at 7", "good fruit", "good fruit", "bonus"):
        g.apply(a)
    assert g.phase == "turn" and g.display == ["9", "10"]       # no card taken: hand kept
    assert g.state.sheets[0].hand == ["L8a"]


def test_the_tenth_ruby_finishes_the_round_which_ends_with_the_seat_before_the_start():
    g = cw.stage(players=3, start=0, current=1,
                 sheets={1: {"rubies": 9, "lira": 10, "guild_cards": ["G14"]}})
    g.apply("guild G14")
    assert g.sheet(1).rubies == 10 and g.state.final_round and not g.is_over
    assert g.current == 2
    g.apply("guild G02" if "guild G02" in texts(g) else "play left")
    while not g.is_over:
        assert g.current == 2
        g.apply(g.legal_actions()[0])
    # seat 1's turn after start player 0 is turn 2; seat 2's, the round's last, is turn 3
    assert g.turn == 3 and g.winners() == [1] and g.returns() == [0.0, 1.0, 0.0]
    assert "the round in which someone took a tenth ruby is complete" in g.state.end_reason


def test_the_game_ends_at_once_when_the_display_cannot_be_refilled():
    g = cw.stage(players=2, location_deck=[])
    for a in ("play left", "at " + g.display[0]):
        g.apply(a)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    assert g.state.end_reason == "the Location card display cannot be refilled"
    assert g.turn == 1 and g.legal_actions() == []


def test_the_game_ends_at_once_when_a_player_cannot_draw_a_location_card():
    g = cw.stage(players=2, hands={0: ["8"]}, location_deck=["F1"])
    for a in ("play hand", "at 8", "bonus", "take deck"):
        g.apply(a)
    assert g.is_over and g.state.end_reason == "Player 1 cannot draw a Location card"
    assert (g.sheet(0).lira, g.sheet(1).lira) == (5, 1)          # the Fountain still counts


def test_the_tie_break_is_the_filled_spaces_not_crossed_out_then_a_shared_victory():
    # the seed's example: 1 Goods card, 3 lira, 6 goods, 1 bonus action = 12
    sh = Sheet(lira_filled=5, lira_crossed=2, goods_cards=["W01"], bonus_filled=2,
               bonus_crossed=1)
    sh.goods_filled.update({"fabric": 4, "spice": 2})
    assert tiebreak(sh) == 12

    def final(seat0: dict, seat1: dict) -> cw.Game:
        g = cw.stage(players=2, start=0, current=1, final_round=True,     # full amulets
                     sheets={0: seat0, 1: {**seat1, "guild_cards": ["G02"], "lira": 1}})
        g.apply("guild G02")          # costs 1 lira, fills 2 spaces
        g.apply("fill fabric")
        g.apply("fill fabric")
        assert g.is_over
        return g

    g = final({"rubies": 10, "lira": 1}, {"rubies": 10})
    assert g.ranking() == [1, 0] and g.winners() == [1]         # 2 goods against 1 lira
    g = final({"rubies": 10, "lira": 3}, {"rubies": 10})
    assert g.ranking() == [0, 1] and g.winners() == [0]
    g = final({"rubies": 11}, {"rubies": 10})
    assert g.winners() == [0]                                     # rubies first
    g = final({"rubies": 10, "lira": 2}, {"rubies": 10})
    assert g.sheet(0).tiebreak == 2 and g.sheet(1).tiebreak == 2
    assert g.winners() == [0, 1] and g.returns() == [1.0, 1.0] and g.ranks() == [1, 1]
    assert "share the victory" in g.question()


def test_seed_example_the_tea_house_offers_itself_and_its_neighbours_to_everyone():
    rich = {"goods": {"fabric": 4, "spice": 4, "fruit": 4, "jewelry": 4}, "lira": 10}
    g = cw.stage(players=2, hands={0: ["8"]}, palace=PALACE, sheets={0: rich, 1: rich})
    g.apply("play hand")
    assert texts(g) == ["at 4", "at 8", "at 9", "at 13", "at B", "at D"]
    g.apply("at 13")
    g.apply("done")
    follow = sorted({t.split()[1] for t in texts(g) if t.startswith("follow")},
                    key=["4", "8", "9", "13", "B", "D"].index)
    assert follow == ["4", "8", "9", "13", "B", "D"]


def test_the_start_player_crosses_the_start_space_and_the_set_up_is_the_seeds():
    for players, tucked in ((1, 2), (2, 2), (3, 1), (4, 1), (5, 1)):
        g = cw.new_game(players=players, seed=3)
        assert [g.sheet(s).start for s in range(players)].count(True) == 1
        assert g.sheet(g.state.start).start and g.current == g.state.start
        assert all(len(v) == tucked for v in g.state.palace.values())
        assert len(g.display) == 2 and all(len(g.state.sheets[s].hand) == 1
                                           for s in range(players))
        assert len(g.state.caravan_deck) == 8
    with pytest.raises(ValueError, match="players must be 1 to 5"):
        cw.new_game(players=6)


def test_the_table_as_plain_data():
    g = cw.stage(players=2, hands={0: ["8"]}, display=["1", "2"], palace=PALACE,
                 location_deck=["10", "11"], caravan="C3")
    g.apply("play hand")
    t = g.table()
    assert t["display"] == ["1", "2"] and t["location_deck"] == 2
    assert t["location_discard"] == 40 - 2 - 2 - 2 + 1    # staging discards the rest; + played
    assert t["palace"]["A"] == {"asks": ["fabric", "fabric", "spice", "fruit"], "cards": 1}
    assert t["caravan"] == "C3" and t["played"] == {"card": "L8a", "place": "8", "from": "hand"}
    assert t["ruby_deck"] == 16 and not t["final_round"]
