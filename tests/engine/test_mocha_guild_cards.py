"""Guild cards 1-20 (Mocha part 2; RULES.md 7), one test per card: the card's specification.

For every card: (a) a staged position where it is offered, played with ``guild N`` and its
action carried out from afar, with the exact result (no assistant left, nobody met: the other
merchant on the card's place and the Governor, Smuggler and Coffee Trader there are not met,
and the next seat acts); (b) a staged position where it is not offered because it cannot be
carried out in full, and ``g.apply("guild N")`` is refused naming why. Where the card's place
always has an action (5, 9, 12) there is no such position: the test shows it offered in the
poorest position instead (6, 8 and 18: ruling R6, tests/engine/test_audit_rules.py).

Card N acts on place N [inferred]; the texts of 8, 9, 12, 14, 16 and 19 are [seed], the others
[reconstructed] (``data/mocha.json``: ``guild_card_N`` and ``guild_card_texts``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mocha_tools import LAYOUT, coffee, texts  # beside this file

import istanbul_nb as ist
from istanbul_nb.expansions.mocha.state import part

DATA = json.loads((Path(ist.__file__).parent / "data" / "mocha.json").read_text("utf-8"))
SEED_CARDS = {8, 9, 12, 14, 16, 19}
LABELS = ("seed", "inferred", "reconstructed", "printed", "printed-1")


def card_data(n: int) -> tuple[str, str]:
    """(text, provenance label) of guild card ``n`` as the data gives them."""
    entry = DATA.get(f"guild_card_{n}")
    if entry is not None:
        return entry["text"], entry["provenance"]
    texts = DATA["guild_card_texts"]
    return texts["value"][str(n)], texts["provenance"]


def home(n: int) -> int:
    """Where seat 0's merchant stands: never the card's own place."""
    return 1 if n != 1 else 2


def staged(n: int, seat0: dict | None = None, **kw):
    """Seat 0 to play guild card ``n`` from ``home(n)``; Blue's merchant, the Governor, the
    Smuggler and the Coffee Trader stand on place ``n`` (nobody may be met there), Green's
    merchant beside Red (nobody may be met there either)."""
    s0 = dict(merchant=home(n), cards=[], lira=0, goods={})
    s0.update(seat0 or {})
    kw.setdefault("guild_cards", {0: [n]})
    seats = {0: s0, 1: dict(merchant=n, lira=5), 2: dict(merchant=s0["merchant"], lira=5)}
    figures = {} if n > 16 else dict(governor=n, smuggler=n)
    if 2 <= n <= 12:
        figures["coffee_trader"] = n
    figures.update({k: kw.pop(k) for k in ("governor", "smuggler", "coffee_trader") if k in kw})
    return ist.stage(players=3, layout=LAYOUT, expansions=("mocha",), seats=seats, **figures,
                     **kw)


def play(g, n: int, *actions: str) -> None:
    """Play guild card ``n`` and carry out its action with ``actions``; then check the card
    lies face up, the merchant did not move, no assistant was left, nobody was met and the
    next seat acts."""
    before = g.player(0).merchant, g.state.players[0].stack, list(g.state.players[0].placed)
    others = [g.player(s).lira for s in (1, 2)]
    assert f"guild {n}" in texts(g)
    g.apply(f"guild {n}")
    for a in actions:
        assert a in texts(g), (a, g.phase, texts(g))
        g.apply(a)
    assert g.current == 1 and g.phase == "move", "the turn ends when the card's action is over"
    assert n in part(g.state).guild_discard and n not in part(g.state).guild[0]
    after = g.player(0).merchant, g.state.players[0].stack, list(g.state.players[0].placed)
    if n != 7:                                        # the Fountain brings assistants back
        assert after == before
    assert [g.player(s).lira for s in (1, 2)] == others       # no merchant was paid
    log = g.log_text()
    for who in ("Governor", "Smuggler", "Coffee Trader", "meets"):
        assert who not in log.split("plays guild card")[1], who
    assert f"plays guild card {n} instead of the turn" in log


def refused(g, n: int, why: str) -> None:
    assert f"guild {n}" not in texts(g)
    with pytest.raises(ist.IllegalAction, match=why):
        g.apply(f"guild {n}")


def cannot(n: int) -> str:
    return f"you could not do everything guild card {n} says now"


# -- the data and the cards the engine knows -------------------------------------------------------
def test_every_card_has_a_text_and_a_provenance_label_and_the_engine_offers_exactly_1_to_20():
    assert DATA["guild_cards"]["numbers"] == [1, 20] and DATA["guild_cards"]["count"] == 20
    for n in range(1, 21):
        text, label = card_data(n)
        assert text.strip() and label in LABELS, n
        assert label == ("seed" if n in SEED_CARDS else "reconstructed"), n
    g = ist.new_game(players=3, layout=LAYOUT, seed=4, expansions=("mocha",))
    assert sorted(part(g.state).guild_pile) == list(range(1, 21))
    for n in range(1, 21):
        assert g.describe(f"guild {n}") == f"play guild card {n} instead of the turn: " \
                                           f"{card_data(n)[0]}"
    for bad in (0, 21):
        with pytest.raises(ValueError):
            staged(1, guild_cards={0: [bad]})


# -- 1 Wainwright [reconstructed] ------------------------------------------------------------------
def test_card_1_wainwright_from_afar():
    assert card_data(1) == ("Do the Wainwright's action from afar.", "reconstructed")
    g = staged(1, dict(lira=10))
    play(g, 1, "wainwright")
    assert g.player(0).lira == 3 and g.player(0).extensions == 1     # 7 lira, capacity 3
    refused(staged(1, dict(lira=6)), 1, cannot(1))                   # 6 < 7 lira
    refused(staged(1, dict(lira=20, extensions=3)), 1, cannot(1))    # the cart is complete


# -- 2-4 Warehouses [reconstructed] ----------------------------------------------------------------
@pytest.mark.parametrize("n,good,place", [(2, "fabric", "Fabric Warehouse"),
                                          (3, "spice", "Spice Warehouse"),
                                          (4, "fruit", "Fruit Warehouse")])
def test_cards_2_3_4_warehouses_from_afar(n, good, place):
    assert card_data(n) == (f"Do the {place}'s action from afar.", "reconstructed")
    g = staged(n, dict(goods={good: 1}))                             # capacity 2
    play(g, n, "warehouse")
    assert g.player(0).goods == {**dict.fromkeys(("fabric", "spice", "fruit", "jewelry"), 0),
                                 good: 2}
    refused(staged(n, dict(goods={good: 2})), n, cannot(n))          # already full of it


# -- 5 Post Office [reconstructed] -----------------------------------------------------------------
def test_card_5_post_office_from_afar():
    assert card_data(5) == ("Do the Post Office's action from afar.", "reconstructed")
    g = staged(5, post=[False, False, False, False])
    play(g, 5, "post")                                  # the lower row: spice, 1, fruit, 1
    assert g.player(0).goods == dict(fabric=0, spice=1, fruit=1, jewelry=0)
    assert g.player(0).lira == 2 and g.state.post == [True, False, False, False]
    # no position refuses it: the Post Office always gives something (poorest seat, full cart)
    g = staged(5, dict(goods=dict(fabric=2, spice=2, fruit=2, jewelry=2)))
    assert "guild 5" in texts(g)


# -- 6 Caravansary [reconstructed] -----------------------------------------------------------------
def test_card_6_caravansary_from_afar():
    assert card_data(6) == ("Do the Caravansary's action from afar.", "reconstructed")
    g = staged(6, discard=["five-lira", "stay"])
    play(g, 6, "caravansary", "draw discard", "draw discard", "discard stay")
    assert g.state.players[0].cards == ["five-lira"] and g.state.discard == ["stay"]
    # refused with fewer than 2 cards to take: ruling R6 (test_audit_rules)
    assert "guild 6" in texts(staged(6))


# -- 7 Fountain [reconstructed] --------------------------------------------------------------------
def test_card_7_fountain_from_afar():
    assert card_data(7) == ("Do the Fountain's action from afar.", "reconstructed")
    g = staged(7, dict(assistants=[3, 5]))
    assert g.state.players[0].stack == 2
    play(g, 7, "fountain 3 5")
    assert g.state.players[0].stack == 4 and g.state.players[0].placed == []
    assert g.player(0).merchant == home(7)                           # the merchant stays
    refused(staged(7), 7, cannot(7))                                 # no assistant out


# -- 8 Black Market [seed] -------------------------------------------------------------------------
def test_card_8_black_market_from_afar_without_the_red_tile():
    assert card_data(8) == ("Do the Black Market's action from afar; the red mosque tile does "
                            "not help.", "seed")
    g = staged(8, dict(tiles=["red"], goods=dict(fabric=2)), dice=[4, 5])
    play(g, 8, "black-market", "take spice")            # 9 -> 2 jewelry; no red-tile question
    assert g.player(0).goods == dict(fabric=2, spice=1, fruit=0, jewelry=2)
    # ruling R6: with no room for fabric, spice or fruit it cannot be carried out in full
    g = staged(8, dict(goods=dict(fabric=2, spice=2, fruit=2, jewelry=2)), dice=[1, 1])
    assert "guild 8" not in texts(g)


# -- 9 Tea House [seed] ----------------------------------------------------------------------------
def test_card_9_tea_house_from_afar_a_failed_roll_pays_4():
    assert card_data(9)[1] == "seed" and "4 lira instead of 2" in card_data(9)[0]
    g = staged(9, dict(tiles=["red"], goods=dict(fabric=2)), dice=[2, 3])
    play(g, 9, "tea 7")                                 # seed: named 7, rolled 5 -> 4 lira
    assert g.player(0).lira == 4
    g = staged(9, dice=[4, 4])
    play(g, 9, "tea 8")                                 # 8 reaches 8 -> 8 lira
    assert g.player(0).lira == 8
    # no position refuses it: a number can always be named
    assert "guild 9" in texts(staged(9))


# -- 10 Large Market, 11 Small Market [reconstructed] ----------------------------------------------
def test_card_10_large_market_from_afar():
    assert card_data(10) == ("Do the Large Market's action from afar.", "reconstructed")
    g = staged(10, dict(goods=dict(fabric=1, spice=1)), large=[0, 1, 2, 3, 4])
    play(g, 10, "sell fabric spice")                    # demand 1 1 1 2: 2 goods -> 7 lira
    assert g.player(0).lira == 7 and g.player(0).goods == dict(fabric=0, spice=0, fruit=0,
                                                               jewelry=0)
    assert g.state.large == [1, 2, 3, 4, 0]
    # demand tile 1 1 0 3: fruit is not asked for
    refused(staged(10, dict(goods=dict(fruit=2)), large=[1, 2, 3, 4, 0]), 10, cannot(10))


def test_card_11_small_market_from_afar():
    assert card_data(11) == ("Do the Small Market's action from afar.", "reconstructed")
    g = staged(11, dict(goods=dict(spice=2)), small=[0, 1, 2, 3, 4])
    play(g, 11, "sell spice spice")                     # demand 1 2 1 1: 2 goods -> 5 lira
    assert g.player(0).lira == 5 and g.player(0).goods["spice"] == 0
    assert g.state.small == [1, 2, 3, 4, 0]
    # demand tile 1 2 2 0: jewelry is not asked for
    refused(staged(11, dict(goods=dict(jewelry=2)), small=[1, 2, 3, 4, 0]), 11, cannot(11))


# -- 12 Police Station [seed] ----------------------------------------------------------------------
@pytest.mark.parametrize("family", [5, 12])
def test_card_12_family_to_the_police_station_without_reward_then_its_action(family):
    assert card_data(12)[1] == "seed" and "without reward" in card_data(12)[0]
    g = staged(12, dict(family=family))
    g.apply("guild 12")
    assert g.player(0).family == 12 and g.player(0).lira == 0         # no reward
    g.undo()
    play(g, 12, "police 3", "warehouse")
    assert g.player(0).family == 3 and g.player(0).goods["spice"] == 2
    assert g.player(0).lira == 0
    # no position refuses it: usable when the family member is at the Police Station already,
    # and the place it goes to may always be named


# -- 13 Sultan's Palace [reconstructed] ------------------------------------------------------------
def test_card_13_sultans_palace_from_afar():
    assert card_data(13) == ("Do the Sultan's Palace's action from afar.", "reconstructed")
    g = staged(13, dict(goods=dict(fabric=1, spice=1, fruit=1, jewelry=2)))
    left = g.state.sultan_left
    play(g, 13, "sultan jewelry")                        # 1 of each + 1 of choice (3 players)
    assert g.player(0).rubies == 1 and g.state.sultan_left == left - 1
    assert g.player(0).goods == dict(fabric=0, spice=0, fruit=0, jewelry=0)
    refused(staged(13, dict(goods=dict(fabric=2, spice=2, fruit=2))), 13, cannot(13))


# -- 14 Small Mosque [seed], 15 Great Mosque [reconstructed] ------------------------------------
def test_card_14_small_mosque_tile_for_one_good():
    assert card_data(14) == ("Take a Small Mosque tile paying only 1 good of its colour, "
                             "whatever its threshold.", "seed")
    g = staged(14, dict(goods=dict(fabric=1, spice=1)))
    assert "guild 14" in texts(g)
    g.apply("guild 14")
    assert texts(g) == ["tile green", "tile red"]
    g.undo()
    play(g, 14, "tile red")                             # seed: the red tile for 1 fabric
    assert g.player(0).mosque_tiles == ["red"]
    assert g.player(0).goods == dict(fabric=0, spice=1, fruit=0, jewelry=0)
    refused(staged(14, dict(goods=dict(fruit=2, jewelry=2))), 14, cannot(14))
    refused(staged(14, dict(goods=dict(fabric=2), tiles=["red"])), 14, cannot(14))


def test_card_15_great_mosque_tile_for_one_good():
    assert card_data(15) == ("Take a Great Mosque tile paying only 1 good of its colour, "
                             "whatever its threshold.", "reconstructed")
    g = staged(15, dict(goods=dict(fruit=1)))
    play(g, 15, "tile yellow")                          # the yellow tile for 1 fruit
    assert g.player(0).mosque_tiles == ["yellow"] and g.player(0).goods["fruit"] == 0
    refused(staged(15, dict(goods=dict(fabric=2, spice=2))), 15, cannot(15))


# -- 16 Gemstone Dealer [seed] ---------------------------------------------------------------------
def test_card_16_15_lira_for_a_ruby_and_3_coffee():
    assert card_data(16) == ("Pay 15 lira, take the leftmost Gemstone Dealer ruby and 3 coffee.",
                             "seed")
    g = staged(16, dict(lira=20))
    gem = g.state.gem_left
    play(g, 16)                                         # no further text
    assert g.player(0).lira == 5 and g.player(0).rubies == 1 and coffee(g) == 3
    assert g.state.gem_left == gem - 1
    refused(staged(16, dict(lira=14)), 16, "you have 14 lira; guild card 16 costs 15")
    # the Gemstone Dealer's 10 rubies are all held (4 + 3 + 3)
    g = ist.stage(players=3, layout=LAYOUT, expansions=("mocha",), guild_cards={0: [16]},
                  seats={0: dict(merchant=1, lira=20, rubies=4), 1: dict(rubies=3),
                         2: dict(rubies=3)}, gem_left=0)
    refused(g, 16, "the Gemstone Dealer has no ruby left")


# -- 17 Roasting Plant [reconstructed] -------------------------------------------------------------
def test_card_17_roasting_plant_from_afar():
    assert card_data(17) == ("Do the Roasting Plant's action from afar.", "reconstructed")
    g = staged(17, dict(lira=5, goods=dict(fruit=1), cards=["stay"]),
               guild_cards={0: [17, 7]})
    play(g, 17, "roast lira", "roast fruit", "roast card stay")
    assert coffee(g) == 6 and g.player(0).lira == 3 and g.player(0).goods["fruit"] == 0
    assert g.state.players[0].cards == [] and part(g.state).guild[0] == [7]
    # 1 lira, no good, no bonus card, and card 17 cannot pay for itself
    refused(staged(17, dict(lira=1)), 17, cannot(17))


# -- 18 Guild Hall [reconstructed] -----------------------------------------------------------------
def test_card_18_guild_hall_from_afar():
    assert card_data(18) == ("Do the Guild Hall's action from afar.", "reconstructed")
    g = staged(18)
    pile = list(part(g.state).guild_pile)
    play_to = pile[-2:]                                 # the top two cards of the pile
    g.apply("guild 18")
    g.apply("guild-hall")
    assert coffee(g) == 1 and part(g.state).guild[0] == sorted(play_to)
    assert g.phase == "guild-hall-discard"
    g.undo()
    g.undo()
    play(g, 18, "guild-hall", f"discard-guild {max(play_to)}")
    assert part(g.state).guild[0] == [min(play_to)] and coffee(g) == 1
    assert part(g.state).guild_discard == [18, max(play_to)]
    # refused with fewer than 2 guild cards in the pile: ruling R6 (test_audit_rules)
    assert "guild 18" in texts(staged(18))


# -- 19 Tavern [seed] ------------------------------------------------------------------------------
def test_card_19_a_tavern_tile_and_the_barrier_for_1_coffee_less():
    assert card_data(19)[1] == "seed" and "1 coffee less" in card_data(19)[0]
    g = staged(19, coffee={0: 3}, tavern_tiles={1: ["long_move"]})
    play(g, 19, "tavern-tile long_move", "barrier 2 8", "act 2", "warehouse")
    assert coffee(g) == 0 and part(g.state).tiles[0] == ["long_move"]    # 2 + 2 - 1 = 3
    assert g.barrier == (2, 8) and part(g.state).control == 0
    assert g.player(0).goods["fabric"] == 2
    # a 2-coffee tile and the barrier need 3 coffee; 2 are not enough
    refused(staged(19, coffee={0: 2}, tavern_tiles={1: ["long_move", "free_encounters"]}), 19,
            cannot(19))


# -- 20 Coffee House [reconstructed] ---------------------------------------------------------------
def test_card_20_coffee_house_from_afar():
    assert card_data(20) == ("Do the Coffee House's action from afar.", "reconstructed")
    g = staged(20, coffee={0: 6})
    left = part(g.state).coffee_house
    play(g, 20, "coffee-house")                         # the highest uncovered number: 6
    assert coffee(g) == 0 and g.player(0).rubies == 1
    assert part(g.state).coffee_house == left - 1
    refused(staged(20, coffee={0: 5}), 20, cannot(20))


def test_a_refused_guild_card_says_which_part_cannot_be_done():
    """The refusal names the place's own reason, not only that the card cannot be done."""
    g = ist.stage(players=3, expansions=("mocha",), seats={0: dict(merchant=9, lira=6)},
                  guild_cards={0: [1]})
    with pytest.raises(ist.IllegalAction, match=r"guild card 1 says now \(the action of "
                                                r"Wainwright \(1\)\): you have 6 lira; the "
                                                r"Wainwright costs 7"):
        g.apply("guild 1")
