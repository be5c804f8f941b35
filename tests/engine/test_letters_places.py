"""The Embassy 21, the Secret Society 24 and the Catacombs 25 (RULES.md 8): staged situations
with exact outcomes, refusals with their reasons, the Secret Society's 3/2/1 lira, an exhausted
ruby source and the game end a Secret Society ruby triggers."""

from __future__ import annotations

import pytest
from letters_tools import held, letters, texts  # beside this file

import istanbul_nb as ist
from istanbul_nb.expansions.letters.state import part

GB = "great-bazaar-first-game"  # 12 22 5 23 25 / 6 24 15 18 11 / 13 19 7 1 9 / 2 8 14 21 16 / ...


def both(**kw) -> ist.Game:
    """A staged Mocha + Letters game on the 5x5 board (the only one with the Catacombs)."""
    kw.setdefault("players", 3)
    kw.setdefault("layout", GB)
    return ist.stage(expansions=("mocha", "letters"), **kw)


# -- 21 Embassy -----------------------------------------------------------------------------------
def test_embassy_gives_two_letters_one_delivered_at_once():
    g = letters(phase="action", seats={0: dict(merchant=21, family=12)},
                letter_pile_top=[9, 12])
    pile = len(part(g.state).pile)
    g.apply("embassy")
    assert held(g) == [(9, False), (12, True)]      # the family member is at the Police Station
    assert len(part(g.state).pile) == pile - 2 and g.phase == "encounter"
    log = g.log_text()
    assert "Red takes a letter to Tea House (9) at the Embassy" in log
    assert "Red's letter to Police Station (12) is delivered: it turns to its 2-seal side" in log
    assert g.describe("embassy") == "take 2 letters at the Embassy"


def test_embassy_refused_when_every_letter_is_held():
    every = [n for n in range(1, 17) for _ in range(2)]
    g = letters(phase="action", seats={0: dict(merchant=21, cards=[])}, letters={1: every})
    assert texts(g) == ["skip"]
    with pytest.raises(ist.IllegalAction, match="every letter is held: the Embassy has none"):
        g.apply("embassy")


# -- 24 Secret Society ----------------------------------------------------------------------------
def test_society_offers_minimal_letter_sets_for_each_source():
    g = letters(phase="action", seats={0: dict(merchant=24)},
                letters={0: [9, (5, True), (3, True), (2, True), 4]})
    assert [t for t in texts(g) if t.startswith("society")] == [
        "society gemstone 2d 3d 4 9", "society gemstone 2d 3d 5d", "society gemstone 2d 4 5d 9",
        "society gemstone 3d 4 5d 9", "society sultan 2d 3d 4 9", "society sultan 2d 3d 5d",
        "society sultan 2d 4 5d 9", "society sultan 3d 4 5d 9"]
    assert g.describe("society sultan 2d 3d 4 9") == (
        "discard the letters to 2 (delivered), 3 (delivered), 4, 9 (6 seals) for the leftmost "
        "ruby of Sultan's Palace (13)")


@pytest.mark.parametrize("left, lira", [(3, 3), (2, 2), (1, 1), (0, 0)])
def test_society_sultan_ruby_and_the_first_three_take_3_2_1_lira(left, lira):
    g = letters(phase="action", seats={0: dict(merchant=24, lira=4)}, society_lira=left,
                letters={0: [(3, True), (5, True), (9, True), 10]})
    sultan, gem = g.state.sultan_left, g.state.gem_left
    g.apply("society sultan 3d 5d 9d")
    assert held(g) == [(10, False)]
    assert g.player(0).rubies == 1 and g.player(0).lira == 4 + lira
    assert (g.state.sultan_left, g.state.gem_left) == (sultan - 1, gem)
    assert part(g.state).society == ([3, 2, 1][4 - left:] if left else [])
    assert sorted(part(g.state).discard)[-3:] == [3, 5, 9]
    log = g.log_text()
    assert ("Red hands letters worth 6 seals to the Secret Society and takes the leftmost ruby "
            "of Sultan's Palace (13)") in log
    assert ("also takes" in log) == bool(lira)
    assert g.phase == "encounter"


def test_society_gemstone_ruby_raises_the_gemstone_price():
    g = letters(phase="action", seats={0: dict(merchant=24)},
                letters={0: [1, 2, 3, 4, 5, 6]})
    gem = g.state.gem_left
    g.apply("society gemstone 1 2 3 4 5 6")
    assert g.state.gem_left == gem - 1 and g.player(0).rubies == 1
    assert held(g) == [] and part(g.state).society == [2, 1]


def test_society_refusals_seals_and_exhausted_sources():
    g = letters(phase="action", seats={0: dict(merchant=24)}, letters={0: [(3, True), 5, 9, 10]})
    with pytest.raises(ist.IllegalAction, match="you have 5 seals; the Secret Society asks for "
                                                "letters worth 6"):
        g.apply("society sultan 3d 5 9 10")
    mine = [(3, True), (5, True), (9, True)]
    g = letters(phase="action", sultan_left=0, letters={0: mine},
                seats={0: dict(merchant=24), 1: dict(rubies=3), 2: dict(rubies=3)})
    assert [t for t in texts(g) if t.startswith("society")] == ["society gemstone 3d 5d 9d"]
    with pytest.raises(ist.IllegalAction):
        g.apply("society sultan 3d 5d 9d")
    g = letters(players=2, phase="action", sultan_left=0, gem_left=0, letters={0: mine},
                seats={0: dict(merchant=24, rubies=5, cards=[]), 1: dict(rubies=10)})
    assert texts(g) == ["skip"]
    with pytest.raises(ist.IllegalAction, match=r"Sultan's Palace \(13\) and Gemstone Dealer "
                                                r"\(16\) have no ruby left"):
        g.apply("society sultan 3d 5d 9d")


def test_a_society_ruby_ends_the_game_after_the_round():
    g = letters(phase="action", current=2,
                seats={2: dict(merchant=24, rubies=5)}, letters={2: [(3, True), (5, True),
                                                                     (9, True)]})
    g.apply("society sultan 3d 5d 9d")
    assert g.player(2).rubies == 6
    while not g.is_over and g.phase != "end-game":
        assert g.current == 2
        g.apply("end" if "end" in texts(g) else "done")
    assert "the round is complete: the game ends" in g.log_text()


def test_society_twice_is_offered_only_with_letters_for_it():
    seven = [(1, True), (2, True), (3, True), (4, True), (5, True), (6, True)]
    g = letters(phase="action", seats={0: dict(merchant=24, lira=0, cards=["society-twice"])},
                letters={0: seven})
    g.apply("society sultan 1d 2d 3d")
    assert "play society-twice" in texts(g)
    g.apply("play society-twice")
    assert g.phase == "action" and "skip" not in texts(g)
    g.apply("society sultan 4d 5d 6d")
    assert g.player(0).rubies == 2 and g.player(0).lira == 3     # lira once per player (R7)
    assert part(g.state).society == [2, 1]
    g = letters(phase="action", seats={0: dict(merchant=24, cards=["society-twice"])},
                letters={0: seven[:4]})
    g.apply("society sultan 1d 2d 3d")
    with pytest.raises(ist.IllegalAction, match="you cannot do the action of Secret Society "
                                                r"\(24\) again now"):
        g.apply("play society-twice")


# -- 25 Catacombs ---------------------------------------------------------------------------------
def test_catacombs_exists_only_with_mocha_and_letters():
    assert 25 not in ist.new_game(players=3, seed=1, expansions=("letters",)).board.places
    assert 25 in ist.new_game(players=3, seed=1, expansions=("letters", "mocha")).board.places


def test_catacombs_a_good_then_the_merchant_goes_anywhere_and_the_turn_ends():
    g = both(phase="action", seats={0: dict(merchant=25, goods=dict(fruit=1), cards=[])},
             letters={0: [14]})
    options = [t for t in texts(g) if t.startswith("catacombs")]
    assert len(options) == 5 * 24 and "catacombs fruit 25" not in options
    assert {"catacombs coffee 1", "catacombs jewelry 24", "catacombs fruit 7"} <= set(options)
    stack = g.player(0).stack
    g.apply("catacombs fruit 14")
    p = g.player(0)
    assert p.goods["fruit"] == 2 and p.merchant == 14 and p.stack == stack
    assert held(g) == [(14, True)]                          # delivered at the new place
    assert g.phase == "catacombs-end" and texts(g) == ["end"]   # no encounter there
    assert ist.Game.from_json(g.to_json()).phase == "catacombs-end"
    g.apply("end")
    assert g.current == 1 and g.phase == "move"
    log = g.log_text()
    assert ("Red's merchant and its stack go from the Catacombs to Small Mosque (14): no action "
            "and nobody met there") in log
    assert g.describe("catacombs fruit 14") == ("take 1 fruit, then move the piece that acted "
                                                "to Small Mosque (14)")


def test_catacombs_the_turn_may_end_with_a_double_move():
    g = both(phase="action", seats={0: dict(merchant=25, cards=["five-lira"])},
             letters={0: [(3, True), (5, True)]})
    g.apply("catacombs spice 9")
    assert texts(g) == ["double 3d 5d", "end", "play five-lira"]
    g.apply("double 3d 5d")
    assert g.current == 0 and g.phase == "move" and held(g) == []


def test_catacombs_coffee_and_a_full_cart():
    full = dict(fabric=2, spice=2, fruit=2, jewelry=2)
    g = both(phase="action", seats={0: dict(merchant=25, goods=full)})
    assert {t.split()[1] for t in texts(g) if t.startswith("catacombs")} == {"coffee"}
    g.apply("catacombs coffee 3")
    assert g.state.parts["mocha"].coffee[0] == 1 and g.player(0).merchant == 3


def test_catacombs_with_the_family_member_from_the_police_station():
    g = both(phase="action", seats={0: dict(merchant=12, family=12)})
    g.apply("police 25")
    g.apply("catacombs spice 9")
    p = g.player(0)
    assert p.family == 9 and p.merchant == 12 and p.goods["spice"] == 1
    assert g.phase == "encounter" and g.current == 0     # the merchant's encounters follow
    assert "Red's family member goes from the Catacombs to Tea House (9)" in g.log_text()


def test_catacombs_with_the_companion_moves_the_companion():
    g = both(seats={0: dict(merchant=7)}, companion={0: 11})
    g.apply("companion 25")
    assert g.phase == "action" and g.state.actor == "companion"
    g.apply("catacombs jewelry 9")
    assert part(g.state).companion[0] == 9 and g.player(0).merchant == 7
    assert g.player(0).goods["jewelry"] == 1 and g.phase == "catacombs-end"
    assert ist.Game.from_json(g.to_json()).to_json() == g.to_json()
    g.apply("end")
    assert g.current == 1
    assert "Red's companion goes from the Catacombs to Tea House (9)" in g.log_text()


def test_catacombs_refusal_names_the_form():
    g = both(phase="action", seats={0: dict(merchant=25)})
    with pytest.raises(ist.IllegalAction, match="take 1 good or coffee and name the place"):
        g.apply("catacombs fruit 25")
