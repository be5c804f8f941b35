"""One table test per place, from staged states, including the worked examples of the seeds."""

import pytest

import istanbul_nb as ist
from istanbul_nb.engine import IllegalAction

# the short-paths layout: 15 5 2 14 / 4 12 7 3 / 8 6 11 9 / 13 10 1 16


def at_action(place, players=4, seat=None, **kw):
    """A game with Red's merchant at ``place`` in the action phase."""
    seats = {0: {"cards": [], "merchant": place, **(seat or {})}}
    seats.update(kw.pop("seats", {}))
    return ist.stage(players=players, phase="action", seats=seats, governor=kw.pop("governor", 2),
                     smuggler=kw.pop("smuggler", 2), **kw)


def texts(g):
    return [a.text for a in g.legal_actions()]


def test_wainwright_pays_7_and_third_extension_gives_a_ruby():
    g = at_action(1, seat=dict(lira=9, extensions=2))
    assert "wainwright" in texts(g)
    g.apply("wainwright")
    p = g.player(0)
    assert (p.lira, p.capacity, p.rubies) == (2, 5, 1)
    assert g.pieces()["wainwright"]["rubies"] == 3
    assert g.phase == "encounter"


def test_wainwright_refuses_with_the_price():
    g = at_action(1, seat=dict(lira=3))
    with pytest.raises(IllegalAction, match="you have 3 lira; the Wainwright costs 7"):
        g.apply("wainwright")
    assert g.player(0).lira == 3


@pytest.mark.parametrize("place,good", [(2, "fabric"), (3, "spice"), (4, "fruit")])
def test_warehouse_fills_up(place, good):
    g = at_action(place, seat=dict(goods={good: 1}, capacity=4))
    g.apply("warehouse")
    assert g.player(0).goods[good] == 4


def test_green_tile_buys_one_more_good_within_capacity():
    g = at_action(3, seat=dict(tiles=["green"], lira=5, goods=dict(jewelry=2)))
    opts = texts(g)
    assert "warehouse extra fabric" in opts and "warehouse extra jewelry" not in opts
    assert "warehouse extra spice" not in opts   # spice is filled to capacity first
    g.apply("warehouse extra fruit")
    p = g.player(0)
    assert (p.goods["spice"], p.goods["fruit"], p.lira) == (2, 1, 3)


def test_post_office_cycle_from_setup():
    g = at_action(5)
    seen = []
    for _ in range(6):
        before = g.player(0)
        y = g.pieces()["post_office"]["yields"]
        g.apply("post")
        after = g.player(0)
        seen.append((tuple(y["goods"]), y["lira"], after.lira - before.lira))
        g = ist.stage(players=4, phase="action", seats={0: dict(merchant=5)},
                      post=g.pieces()["post_office"]["down"])
    # Ruling (seed 002, place 5, step 3: "at once"): the moment the fourth marker would go
    # down, all four go back up, so the cycle has four states and the all-down row (fabric,
    # jewelry, 4 lira) is never collected:
    # spice+fruit+2 -> fabric+fruit+2 -> fabric+fruit+3 -> fabric+jewelry+3 -> again
    assert [s[:2] for s in seen] == [
        ((0, 1, 1, 0), 2), ((1, 0, 1, 0), 2), ((1, 0, 1, 0), 3), ((1, 0, 0, 1), 3),
        ((0, 1, 1, 0), 2), ((1, 0, 1, 0), 2)]
    assert all(s[1] == s[2] for s in seen)


def test_post_office_never_shows_all_markers_down():
    g = at_action(5, post=[True, True, True, False])
    g.apply("post")
    assert g.pieces()["post_office"]["down"] == [False, False, False, False]
    assert "all four go back up at once" in g.log_text()
    with pytest.raises(ValueError, match="post"):
        at_action(5, post=[True, True, True, True])


def test_post_office_seed_example():
    # Korean seed: fabric, 2 lira, fruit, 1 lira; then the marker over jewelry (column III) down
    g = at_action(5, post=[True, True, False, False])
    g.apply("post")
    p = g.player(0)
    assert p.goods == dict(fabric=1, spice=0, fruit=1, jewelry=0)
    assert p.lira == 2 + 3
    assert g.pieces()["post_office"]["down"] == [True, True, True, False]


def test_caravansary_two_cards_then_discard_one():
    g = at_action(6, seat=dict(cards=["stay"]), discard=["five-lira"])
    g.apply("caravansary")
    assert g.phase == "caravansary"
    assert texts(g) == ["draw deck", "draw discard"]
    g.apply("draw discard")
    assert "five-lira" in g.player(0).bonus_cards
    g.apply("draw deck")
    assert g.phase == "caravansary-discard"
    assert len(g.player(0).bonus_cards) == 3
    g.apply("discard stay")
    assert len(g.player(0).bonus_cards) == 2
    assert g.pieces()["discard_top"] == "stay"


def test_fountain_brings_back_any_assistants_and_needs_none():
    g = ist.stage(players=3, seats={0: dict(merchant=11, assistants=[1, 2, 3, 4])})
    assert g.player(0).stack == 0
    g.apply("move 7")
    assert g.phase == "action"          # no assistant decision, no payment at the Fountain
    assert "fountain 1 2 3 4" in texts(g) and "fountain 2" in texts(g)
    g.apply("fountain 1 3")
    assert g.player(0).assistants == [2, 4] and g.player(0).stack == 2


def test_black_market_seed_example_red_tile_sets_a_die_to_4():
    g = at_action(8, seat=dict(tiles=["red"]), dice=[2, 5])
    g.apply("black-market")
    assert g.phase == "dice"
    assert texts(g) == ["keep", "reroll", "set-four 1", "set-four 2"]
    g.apply("set-four 1")               # 2+5 -> 4+5 = 9: 2 jewelry
    assert g.player(0).goods["jewelry"] == 2
    g.apply("take spice")
    assert g.player(0).goods["spice"] == 1 and g.phase == "encounter"


@pytest.mark.parametrize("dice,jewelry", [([3, 3], 0), ([3, 4], 1), ([4, 4], 1), ([4, 5], 2),
                                          ([5, 5], 2), ([5, 6], 2), ([6, 6], 2)])
def test_black_market_table(dice, jewelry):
    # capacity 2: 11-12 would give 3 jewelry, only 2 fit
    g = at_action(8, dice=dice)
    g.apply("black-market")
    assert g.player(0).goods["jewelry"] == jewelry


def test_tea_house_win_and_consolation():
    g = at_action(9, seat=dict(lira=0), dice=[4, 5])
    assert texts(g)[:10] == [f"tea {n}" for n in range(3, 13)]
    g.apply("tea 7")
    assert g.player(0).lira == 7
    assert "Red names 7 and rolls 4+5.\n  Red takes 7 lira (9 reaches 7)." in g.log_text()
    g = at_action(9, seat=dict(lira=0), dice=[1, 2])
    g.apply("tea 12")
    assert g.player(0).lira == 2


def test_tea_house_red_tile_reroll_once():
    g = at_action(9, seat=dict(lira=0, tiles=["red"]), dice=[1, 1, 6, 6])
    g.apply("tea 12")
    g.apply("reroll")
    assert g.player(0).lira == 12 and g.phase == "encounter"


def test_small_market_seed_example_four_goods_for_14():
    # Korean seed: 1 fabric, 1 spice, 2 fruit sold at the Small Market for 14 lira
    g = at_action(11, seat=dict(lira=0, capacity=3, goods=dict(fabric=1, spice=1, fruit=2)),
                  small=[3, 0, 1, 2, 4])
    assert g.pieces()["markets"][11] == [1, 1, 2, 1]
    g.apply("sell fruit fabric fruit spice")          # any order parses
    assert g.player(0).lira == 14
    assert g.player(0).goods == dict(fabric=0, spice=0, fruit=0, jewelry=0)
    assert g.pieces()["markets"][11] == [1, 2, 1, 1]   # next tile; the sold one went under


def test_chinese_seed_market_example_three_goods_for_9():
    g = at_action(11, seat=dict(lira=0, goods=dict(fabric=1, fruit=2)), small=[1, 0, 2, 3, 4])
    g.apply("sell fabric fruit fruit")
    assert g.player(0).lira == 9


def test_large_market_payout_and_limits():
    g = at_action(10, seat=dict(lira=0, capacity=3, goods=dict(jewelry=3, fabric=2)),
                  large=[1, 0, 2, 3, 4])                 # 1/1/0/3
    assert "sell fabric fabric" not in texts(g)
    g.apply("sell fabric jewelry jewelry jewelry")
    assert g.player(0).lira == 18
    with pytest.raises(IllegalAction, match="demand tile"):
        g2 = at_action(10, large=[1, 0, 2, 3, 4])
        g2.apply("sell fruit")


def test_police_station_seed_example_family_meets_nobody():
    # Korean seed: the family member goes to the Spice Warehouse, fills spice, pays nobody and
    # does not meet the Governor there.
    g = ist.stage(players=3, seats={0: dict(merchant=7, lira=5, cards=[]), 1: dict(merchant=3)},
                  governor=3, smuggler=3)
    g.apply("move 12")
    g.apply("leave")
    g.apply("police 3")
    assert g.player(0).family == 3 and g.phase == "action"
    g.apply("warehouse")
    p = g.player(0)
    assert p.goods["spice"] == 2 and p.lira == 5
    assert g.phase == "encounter"
    assert texts(g) == ["end"]          # at the Police Station: no Governor, nobody to catch


def test_sultan_seed_example_seven_goods():
    # 3 rubies gone: the 4th needs 2 jewelry, 2 fabric, 1 spice, 1 fruit and 1 good of choice
    g = at_action(13, seat=dict(capacity=3, goods=dict(jewelry=2, fabric=2, spice=1, fruit=3)),
                  sultan_left=4, seats={1: dict(rubies=3)})
    assert texts(g) == ["sultan fruit", "skip"]
    g.apply("sultan fruit")
    p = g.player(0)
    assert p.rubies == 1 and p.goods == dict(fabric=0, spice=0, fruit=1, jewelry=0)
    assert g.pieces()["sultan"]["rubies"] == 3


def test_sultan_first_ruby_by_player_count():
    for players, count in ((2, 5), (3, 5), (4, 4), (5, 4)):
        g = at_action(13, players=players, seat=dict(goods=dict(jewelry=2, fabric=2, spice=2,
                                                                fruit=2)))
        need = g.pieces()["sultan"]["next"]
        assert sum(need["goods"].values()) + need["any"] == count


def test_mosque_seed_example_blue_tile_gives_the_fifth_assistant():
    g = at_action(15, seat=dict(capacity=3, goods=dict(jewelry=3)), seats={1: dict(tiles=["blue"])})
    assert g.pieces()["mosques"][15]["tiles"]["blue"] == [3, 4, 5]
    g.apply("tile blue")
    p = g.player(0)
    assert p.goods["jewelry"] == 2 and p.stack == 5 and p.mosque_tiles == ["blue"]


def test_mosque_both_tiles_give_one_ruby():
    g = at_action(14, seat=dict(tiles=["red"], goods=dict(spice=2)))
    g.apply("tile green")
    assert g.player(0).rubies == 1
    assert g.pieces()["mosques"][14]["rubies"] == 3


def test_mosque_threshold_refusal():
    g = at_action(14, seat=dict(goods=dict(fabric=1)))
    with pytest.raises(IllegalAction, match="the red tile needs 2 fabric; you have 1"):
        g.apply("tile red")


def test_gemstone_dealer_seed_example_price_15():
    g = at_action(16, seat=dict(lira=15), gem_left=9, seats={1: dict(rubies=3)})
    assert g.pieces()["gemstone_dealer"]["price"] == 15
    g.apply("gemstone")
    assert g.player(0).lira == 0 and g.player(0).rubies == 1
    assert g.pieces()["gemstone_dealer"]["price"] == 16


@pytest.mark.parametrize("players,price", [(2, 15), (3, 14), (4, 12), (5, 12)])
def test_gemstone_start_price(players, price):
    assert ist.new_game(players=players).pieces()["gemstone_dealer"]["price"] == price
