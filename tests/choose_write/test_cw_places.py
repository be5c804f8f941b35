"""Each place action, as the active player (free) and as a follower (crossing an icon or a
bonus action), from staged situations with exact outcomes."""

from __future__ import annotations

import pytest

from istanbul_nb import choose_write as cw

FULL = {"fabric": 4, "spice": 4, "fruit": 4, "jewelry": 4}


def act(place: str, at: str | None = None, players: int = 2, **kw) -> cw.Game:
    """Seat 0 plays the Location card ``place`` from the hand and chooses ``at``."""
    g = cw.stage(players=players, hands={0: [place]}, **kw)
    g.apply("play hand")
    g.apply(f"at {at or place}")
    return g


def texts(g: cw.Game) -> list[str]:
    return [a.text for a in g.legal_actions()]


@pytest.mark.parametrize("place,good", [("1", "fabric"), ("5", "spice"), ("10", "fruit"),
                                        ("14", "jewelry")])
def test_the_warehouses_give_two_goods_plus_one_per_improvement(place, good):
    g = act(place)
    assert g.sheet(0).goods[good] == 2
    g = act(place, sheets={0: {"improvements": {place: 2}}})
    assert g.sheet(0).goods[good] == 4
    assert g.sheet(0).goods_filled == {**{k: 0 for k in FULL}, good: 4}


def test_the_gemstone_dealer_spends_10_lira_for_a_ruby():
    g = act("2", sheets={0: {"lira": 12}})
    s = g.sheet(0)
    assert (s.lira, s.lira_filled, s.lira_crossed, s.rubies) == (2, 12, 10, 1)
    assert s.ruby_sources["gemstone"] == 1
    g = cw.stage(players=2, hands={0: ["2"]}, sheets={0: {"lira": 9}})
    g.apply("play hand")
    assert "at 2" not in texts(g)
    with pytest.raises(cw.IllegalAction, match="needs 10 lira"):
        g.apply("at 2")


def test_the_large_market_spends_two_identical_goods_for_3_lira_and_a_space():
    g = act("3", sheets={0: {"goods": {"spice": 2, "fruit": 1}}})
    assert texts(g) == ["spend spice spice"]
    g.apply("spend spice spice")
    assert g.sheet(0).lira == 3 and g.sheet(0).goods["spice"] == 0
    assert texts(g) == ["fill lira", "fill fabric", "fill spice", "fill fruit", "fill jewelry",
                        "fill bonus"]
    g.apply("fill bonus")
    assert g.sheet(0).bonus == 1


def test_the_post_office_gives_a_goods_card_and_a_lira():
    g = act("4", goods_deck=["W05"])
    assert g.sheet(0).goods_cards == ("W05",) and g.sheet(0).lira == 1


def test_the_caravansary_performs_the_face_up_caravan_card_which_then_cycles():
    g = act("6", caravan="C5")
    assert g.sheet(0).lira == 4
    assert g.caravan == "C5"           # still face up while the turn goes on
    g.apply("bonus")                    # the follower
    g.apply("take left")                # the end of the turn
    assert g.caravan != "C5" and g.state.caravan_deck[-1] == "C5"


def test_the_roasting_plant_gives_two_goods_of_choice():
    g = act("7")
    assert texts(g) == ["good fabric", "good spice", "good fruit", "good jewelry"]
    assert g.question() == "Player 1: choose a good (2 to go)"
    g.apply("good fruit")
    g.apply("good fruit")
    assert g.sheet(0).goods["fruit"] == 2


def test_the_tea_house_gives_4_lira_plus_2_per_improvement():
    assert act("8").sheet(0).lira == 4
    assert act("8", sheets={0: {"improvements": {"8": 1}}}).sheet(0).lira == 6


def test_the_guild_hall_gives_a_guild_card():
    assert act("9", guild_deck=["G14", "G01"]).sheet(0).guild_cards == ("G14",)


def test_the_small_market_discards_a_goods_card_for_5_lira():
    g = act("11", sheets={0: {"goods_cards": ["W01", "W02", "W13"]}})
    assert texts(g) == ["discard W01", "discard W13"]     # W01 and W02 show the same goods
    g.apply("discard W13")
    s = g.sheet(0)
    assert (s.lira, s.goods_cards, s.goods_cards_played) == (5, ("W01", "W02"), 1)
    assert "W13" in g.state.goods_discard


def test_the_catacombs_perform_any_other_place_without_crossing_an_icon():
    g = act("12")
    assert "at 12" not in texts(g) and "at 14" in texts(g) and "at 2" not in texts(g)
    g.apply("at 8")
    assert g.sheet(0).lira == 4 and sum(g.sheet(0).icons_crossed.values()) == 0


def test_the_wainwright_gives_up_to_two_improvements():
    g = act("13")
    assert texts(g) == ["done", "improve 1", "improve 5", "improve 8", "improve 10",
                        "improve 14"]
    g.apply("improve 8")
    g.apply("improve 8")
    assert g.sheet(0).improvements == {"1": 0, "5": 0, "8": 2, "10": 0, "14": 0}
    g = act("13")
    g.apply("improve 1")
    g.apply("done")
    assert sum(g.sheet(0).improvements.values()) == 1


def test_the_sultans_palace_spends_the_letters_goods_for_a_ruby():
    # R01 shows fabric fabric spice fruit; with 2 players a second card is tucked under (R13:
    # its first good, fabric, is visible)
    g = act("A", palace={"A": ["R01", "R13"]},
            sheets={0: {"goods": {"fabric": 3, "spice": 1, "fruit": 1},
                        "goods_cards": ["W01"]}})
    assert g.palace()["A"] == ["fabric", "fabric", "fabric", "spice", "fruit"]
    assert texts(g) == ["palace A", "palace A with W01"]       # W01: fabric + spice
    g.apply("palace A with W01")
    s = g.sheet(0)
    assert s.goods == {"fabric": 1, "spice": 1, "fruit": 0, "jewelry": 0}
    assert (s.rubies, s.ruby_sources["A"], s.goods_cards, s.goods_cards_played) == (1, 1, (), 1)


def test_a_follower_crosses_an_icon_or_a_bonus_action_or_fills_a_bonus_space():
    g = cw.stage(players=3, hands={0: ["8"]}, sheets={1: {"bonus": 1}})
    g.apply("play hand")
    g.apply("at 8")
    assert (g.current, g.to_act) == (0, 1)
    assert "follow 8 bonus" in texts(g) and "pass" not in texts(g)
    g.apply("follow 9 bonus")
    assert g.sheet(1).bonus == 0 and g.sheet(1).bonus_crossed == 1
    assert g.sheet(1).guild_cards != ()
    assert g.to_act == 2 and "follow 8 bonus" not in texts(g)
    g.apply("follow 8 icon")
    assert g.sheet(2).icons_crossed["8"] == 1 and g.sheet(2).lira == 4
    g = cw.stage(players=2, hands={0: ["8"]})
    g.apply("play hand")
    g.apply("at 8")
    g.apply("bonus")
    assert g.sheet(1).bonus_filled == 1 and g.sheet(1).bonus == 1


def test_a_follower_without_icons_needs_a_bonus_action_and_passes_only_when_full():
    crossed = {"8": 1, "4": 1, "9": 1, "13": 1, "B": 1, "D": 1}   # one icon each (1-3 side)
    g = cw.stage(players=2, hands={0: ["8"]}, sheets={1: {"icons_crossed": crossed,
                                                          "bonus": 6, "bonus_crossed": 6}})
    g.apply("play hand")
    g.apply("at 8")
    assert texts(g) == ["pass"]
    with pytest.raises(cw.IllegalAction, match="icon"):
        g.apply("follow 8 icon")
    g.apply("pass")
    assert g.phase == "take"


def test_a_follower_is_told_why_an_icon_or_a_bonus_action_cannot_be_crossed():
    g = cw.stage(players=2, hands={0: ["8"]}, sheets={1: {"icons_crossed": {"8": 1},
                                                          "bonus": 1}})
    g.apply("play hand")
    g.apply("at 8")
    with pytest.raises(cw.IllegalAction, match="every action icon at 8 is crossed out: cross "
                                               r"off a bonus action instead \(follow 8 bonus"):
        g.apply("follow 8 icon")
    g.apply("follow 8 bonus")
    g = cw.stage(players=2, hands={0: ["8"]})
    g.apply("play hand")
    g.apply("at 8")
    with pytest.raises(cw.IllegalAction, match="no filled bonus-action space"):
        g.apply("follow 8 bonus")
    g = cw.stage(players=2, hands={0: ["1"]}, sheets={1: {"lira": 3}})
    g.apply("play hand")
    g.apply("at 1")
    with pytest.raises(cw.IllegalAction, match="Gemstone Dealer 2 needs 10 lira to spend; "
                                               "Player 2 has 3"):
        g.apply("follow 2 icon")


def test_a_follower_may_use_only_a_place_it_can_pay():
    g = cw.stage(players=2, hands={0: ["1"]}, sheets={1: {"lira": 3}})
    g.apply("play hand")
    g.apply("at 1")
    assert texts(g) == ["bonus", "follow 1 icon", "follow 6 icon"]      # 2 needs 10 lira
    with pytest.raises(cw.IllegalAction, match="not the card's place or a neighbour"):
        g.apply("follow 14 icon")


def test_the_catacombs_card_offers_only_the_catacombs():
    g = cw.stage(players=2, hands={0: ["12"]})
    g.apply("play hand")
    assert texts(g) == ["at 12"]
    g.apply("at 12")
    g.apply("at 7")
    g.apply("good spice")
    g.apply("good spice")
    assert texts(g) == ["bonus", "follow 12 icon"]
    g.apply("follow 12 icon")
    assert g.sheet(1).icons_crossed["12"] == 1
    g.apply("at 8")
    assert g.sheet(1).lira == 4 and g.sheet(1).icons_crossed["8"] == 0
