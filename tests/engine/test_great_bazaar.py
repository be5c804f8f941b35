"""The Great Bazaar variant (RULES.md 9; expansions/great_bazaar/__init__.py): its random 5x5
board, every bonus card, the ruby refill at 13, 16 and 20, the free-encounters tile covering
the Courier, the Great-Bazaar-only rules of the expansions, the Catacombs, the refused
combinations and a golden log. Staged situations with exact outcomes."""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path

import pytest
from letters_tools import held, texts  # beside this file

import istanbul_nb as ist
from istanbul_nb import layouts
from istanbul_nb.engine.invariants import problems, random_playout
from istanbul_nb.expansions.great_bazaar import part
from istanbul_nb.expansions.letters.state import part as lpart

EXP = ("mocha", "letters")
V = ("great_bazaar",)
GOLDEN = Path(__file__).parent / "golden" / "variants" / "great_bazaar-4p-seed2.txt"


def gb(**kw) -> ist.Game:
    """A staged Great Bazaar game (3 players unless told), on the random board of seed 1."""
    kw.setdefault("players", 3)
    kw.setdefault("layout", layouts.random_layout("great-bazaar", seed=1))   # R9: no default
    return ist.stage(expansions=EXP, variants=V, **kw)


def refills(g) -> dict[int, int]:
    return dict(part(g.state).refills)


# -- set-up ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3, 40])
def test_a_random_legal_5x5_board_from_the_seed(seed):
    # R9: the random board is asked for (the default is great-bazaar-first-game)
    board = layouts.random_layout("great-bazaar", seed=seed)
    g = ist.new_game(players=4, seed=seed, expansions=EXP, variants=V, layout=board)
    lay = g.config.layout()
    assert lay.kind == "great-bazaar" and lay.shape == (5, 5)
    assert layouts.problems(lay) == [] and lay.position(7) == (2, 2)   # the Fountain: centre
    assert g.config.layout_name == f"random-great-bazaar-{seed}"
    assert lay.rows == layouts.random_layout("great-bazaar", seed=seed).rows
    again = ist.new_game(players=4, seed=seed, expansions=EXP, variants=V, layout=board)
    assert again.config.layout_rows == g.config.layout_rows
    back = ist.Game.from_json(g.to_json())
    assert back.config.layout_rows == g.config.layout_rows and back.to_json() == g.to_json()


def test_the_5x5_layout_rule_checked_on_the_positions_themselves():
    """Fountain exactly in the centre; Black Market and Tea House at least 3 apart AND in no
    common row or column (seed 000 "무작위 배치" and "초거대 시장"), over 200 seeds, read from
    the grid itself rather than from ``layouts.problems``."""
    for seed in range(200):
        lay = layouts.random_layout("great-bazaar", seed=seed)
        (br, bc), (tr, tc) = lay.position(8), lay.position(9)
        assert lay.position(7) == (2, 2)
        assert abs(br - tr) + abs(bc - tc) >= 3 and br != tr and bc != tc, seed
    # and ``problems`` refuses a 5x5 board breaking each part of the rule
    rows = [list(r) for r in layouts.load("great-bazaar-first-game").rows]

    def swapped(a: int, b: int) -> layouts.Layout:
        grid = [[b if x == a else a if x == b else x for x in r] for r in rows]
        return layouts.from_rows(grid, name="test")

    assert layouts.problems(swapped(1, 2)) == []
    # Black Market at row 4, column 2; the Tea House swapped with 16 (row 4, column 5): 3 apart
    assert layouts.problems(swapped(9, 16)) == [
        "Black Market (8) and Tea House (9) are in the same row (row 4); the Big Box rule "
        "forbids that"]
    assert layouts.problems(swapped(7, 24)) == [
        "Fountain (7) must stand in the centre of the Great Bazaar (row 3, column 3); it is at "
        "row 2, column 2"]


def test_different_seeds_give_different_boards_and_a_given_board_is_kept():
    rows = {ist.new_game(seed=s, expansions=EXP, variants=V,
                         layout=layouts.random_layout("great-bazaar", seed=s)).config.layout_rows
            for s in range(1, 6)}
    assert len(rows) == 5
    g = ist.new_game(seed=3, expansions=EXP, variants=V, layout="great-bazaar-first-game")
    assert g.config.layout_name == "great-bazaar-first-game"
    assert ist.stage(expansions=EXP, variants=V, seed=4).config.layout_rows == \
        ist.new_game(expansions=EXP, variants=V, seed=4).config.layout_rows
    # R9: with or without the variant named, no layout is a random board from the seed
    assert ist.new_game(seed=3, expansions=EXP).config.layout_name == "random-great-bazaar-3"
    assert ist.new_game(seed=3, expansions=EXP, variants=V).config.layout_name == \
        "random-great-bazaar-3"


def test_a_board_of_another_kind_is_refused():
    with pytest.raises(ValueError, match=r"'mocha-first-game' is a 'mocha' board; this game "
                                         r"needs a 'great-bazaar' board \(the 25 places"):
        ist.new_game(expansions=EXP, variants=V, layout="mocha-first-game")
    with pytest.raises(ValueError, match="seed must be a whole number"):
        ist.new_game(expansions=EXP, variants=V, seed="7")


@pytest.mark.parametrize("kind, expansions", [
    ("base", ()), ("mocha", ("mocha",)), ("letters", ("letters",)), ("great-bazaar", EXP)])
def test_a_seeded_random_board_of_every_kind_is_played_and_saved(kind, expansions):
    lay = layouts.random_layout(kind, seed=9)
    g = ist.new_game(players=3, seed=9, layout=lay, expansions=expansions)
    assert g.config.layout_name == f"random-{kind}-9" and layouts.problems(lay) == []
    assert ist.Game.from_json(g.to_json()).config.layout_rows == lay.rows


@pytest.mark.parametrize("players", [2, 5])
def test_every_bonus_card_is_in_the_box(players):
    g = ist.new_game(players=players, seed=2, expansions=EXP, variants=V)
    rules = g.rules
    data = rules.data
    every = Counter({c["id"]: c["count"] for c in json.loads(
        (Path(ist.__file__).parent / "data" / "base_game.json").read_text("utf-8"))
        ["bonus_cards"]["cards"]})
    for key in EXP:
        every.update({c["id"]: c["count"] for c in data[key]["bonus_cards"]["cards"]})
    assert dict(rules.card_counts) == dict(every) and sum(every.values()) == 26 + 18 + 24
    dealt = Counter(g.state.deck + [c for p in g.state.players for c in p.cards])
    assert dealt == every


# -- the ruby refill ------------------------------------------------------------------------------
def test_the_sultans_last_ruby_is_refilled_at_the_last_price():
    goods = dict(fabric=5, spice=5, fruit=5, jewelry=5)
    g = gb(players=2, phase="action", sultan_left=1, seats={
        0: dict(merchant=13, extensions=3, goods=goods, cards=["sultan-twice"]),
        1: dict(rubies=5, cards=[])})
    last = g.pieces()["sultan"]["next"]
    assert last == {"goods": dict(fabric=2, spice=2, fruit=2, jewelry=2), "any": 2}
    rubies = g.player(0).rubies       # the Wainwright's ruby (third extension)
    lines = g.apply("sultan fabric spice")
    assert list(lines) == [
        "Red delivers 3 fabric, 3 spice, 2 fruit, 2 jewelry to the Sultan and takes a ruby",
        "the last ruby of Sultan's Palace (13) is gone: a spare ruby from beside the board "
        "goes on its ruby space (the same price as the last)"]
    assert g.pieces()["sultan"] == {"rubies": 1, "next": last}
    assert g.ruby_supply()["sultan"] == 1 and refills(g) == {13: 1, 16: 0, 20: 0}
    assert g.player(0).rubies == rubies + 1 and problems(g) == []
    g.apply("play sultan-twice")            # the next taker pays the last price again
    g.apply("sultan fruit jewelry")
    assert g.player(0).goods == dict(fabric=0, spice=0, fruit=0, jewelry=0)
    assert g.player(0).rubies == rubies + 2 and refills(g) == {13: 2, 16: 0, 20: 0}
    assert g.pieces()["sultan"]["next"] == last and problems(g) == []
    assert [x for x in g.pieces()["others"] if x["kind"] == "ruby-refills"] == [
        {"kind": "ruby-refills", "place": 13, "seat": None, "label": "+2", "count": 2,
         "source": "sultan"},
        {"kind": "ruby-refills", "place": 16, "seat": None, "label": "", "count": 0,
         "source": "gemstone"},
        {"kind": "ruby-refills", "place": 20, "seat": None, "label": "", "count": 0,
         "source": "coffee_house"}]
    back = ist.Game.from_json(g.to_json())
    assert refills(back) == {13: 2, 16: 0, 20: 0} and back.to_json() == g.to_json()


def test_the_gemstone_dealers_last_ruby_is_refilled_at_23():
    g = gb(players=2, phase="action", gem_left=1, seats={
        0: dict(merchant=16, lira=50, rubies=3, cards=["gemstone-twice"]),
        1: dict(rubies=5, cards=[])})
    assert g.pieces()["gemstone_dealer"] == {"rubies": 1, "price": 23}
    g.apply("gemstone")
    assert g.pieces()["gemstone_dealer"] == {"rubies": 1, "price": 23}
    assert (g.player(0).lira, g.player(0).rubies, refills(g)) == (27, 4, {13: 0, 16: 1, 20: 0})
    g.apply("play gemstone-twice")
    g.apply("gemstone")
    assert (g.player(0).lira, g.player(0).rubies, refills(g)) == (4, 5, {13: 0, 16: 2, 20: 0})
    assert g.pieces()["gemstone_dealer"] == {"rubies": 1, "price": 23} and problems(g) == []


def test_the_coffee_houses_last_ruby_is_refilled_at_10():
    g = gb(players=2, phase="action", coffee_house_left=1, coffee={0: 25}, seats={
        0: dict(merchant=20, cards=["coffee-house-twice"]), 1: dict(rubies=4, cards=[])})
    assert g.ruby_supply()["coffee_house"] == 1
    g.apply("coffee-house")
    assert (g.player(0).coffee, g.player(0).rubies) == (15, 1)       # the last price: 10
    assert g.ruby_supply()["coffee_house"] == 1 and refills(g) == {13: 0, 16: 0, 20: 1}
    g.apply("play coffee-house-twice")
    g.apply("coffee-house")
    assert (g.player(0).coffee, g.player(0).rubies) == (5, 2)
    assert refills(g) == {13: 0, 16: 0, 20: 2} and problems(g) == []


def test_a_secret_society_ruby_from_the_coffee_house_is_refilled_too():
    g = gb(phase="action", coffee_house_left=1, seats={
        0: dict(merchant=24, cards=[]), 1: dict(rubies=4)},
        letters={0: [(2, True), (3, True), (5, True)]})
    society = [t for t in texts(g) if t.startswith("society")]
    assert society == ["society coffee-house 2d 3d 5d", "society gemstone 2d 3d 5d",
                       "society sultan 2d 3d 5d"]
    g.apply("society coffee-house 2d 3d 5d")
    assert g.player(0).rubies == 1 and g.ruby_supply()["coffee_house"] == 1
    assert refills(g) == {13: 0, 16: 0, 20: 1} and held(g) == [] and problems(g) == []


def test_the_secret_society_twice_finds_the_refilled_ruby():
    """The second Secret Society action (the card, a later action) may take the supply ruby
    put on the Coffee House after the first."""
    g = gb(phase="action", coffee_house_left=1, seats={
        0: dict(merchant=24, cards=["society-twice"]), 1: dict(rubies=4)},
        letters={0: [(2, True), (3, True), (5, True), (6, True), (8, True), (9, True)]})
    g.apply("society coffee-house 2d 3d 5d")
    assert refills(g) == {13: 0, 16: 0, 20: 1} and g.ruby_supply()["coffee_house"] == 1
    g.apply("play society-twice")
    assert [t for t in texts(g) if t.startswith("society")] == [
        "society coffee-house 6d 8d 9d", "society gemstone 6d 8d 9d", "society sultan 6d 8d 9d"]
    g.apply("society coffee-house 6d 8d 9d")
    assert (g.player(0).rubies, g.player(0).lira) == (2, 2 + 3)    # lira once (R7)
    assert refills(g) == {13: 0, 16: 0, 20: 2} and g.ruby_supply()["coffee_house"] == 1
    assert held(g) == [] and problems(g) == []


def test_without_naming_the_variant_a_place_is_refilled_too():
    """R9: Mocha and Letters together are the Great Bazaar (before R9 the place ran dry)."""
    g = ist.stage(players=2, expansions=EXP, phase="action", gem_left=1, seats={
        0: dict(merchant=16, lira=50, rubies=3, cards=[]), 1: dict(rubies=5, cards=[])})
    g.apply("gemstone")
    assert g.pieces()["gemstone_dealer"]["rubies"] == 1
    assert refills(g) == {13: 0, 16: 1, 20: 0}


def test_refills_are_staged_saved_and_checked():
    g = gb(players=2, seats={0: dict(rubies=3), 1: dict(rubies=2)}, ruby_refills={16: 2})
    assert refills(g) == {13: 0, 16: 2, 20: 0} and problems(g) == []
    assert g.pieces()["gemstone_dealer"]["rubies"] == 9 - 3       # 5 from the box, 2 refills
    with pytest.raises(ValueError, match="held by no seat"):
        gb(players=2, ruby_refills={13: 1})
    with pytest.raises(ValueError, match="is not 13, 16 or 20"):
        gb(players=2, ruby_refills={14: 1})
    with pytest.raises(ValueError, match=r"Sultan's Palace \(13\) has no ruby; in the Great "
                                         "Bazaar a spare ruby refills it"):
        gb(players=2, sultan_left=0, seats={0: dict(rubies=5), 1: dict(rubies=1)})
    doc = json.loads(g.to_json())
    doc["state"]["parts"]["great_bazaar"]["refills"]["16"] = 3      # a ruby from nowhere
    with pytest.raises(ValueError, match="rubies are conserved"):
        ist.Game.from_json(json.dumps(doc))
    doc["state"]["parts"]["great_bazaar"]["refills"] = {"16": 2}
    with pytest.raises(ValueError, match="refills"):
        ist.Game.from_json(json.dumps(doc))


# -- the free-encounters tile and the Courier -----------------------------------------------------
def test_the_free_encounters_tile_covers_the_courier():
    g = gb(phase="encounter", courier=5, governor=9, smuggler=9,
           seats={0: dict(merchant=5, lira=4, cards=[])}, tavern_tiles={0: ["free_encounters"]})
    g.apply("courier")
    assert texts(g) == ["courier free"]
    assert g.question() == "Red: you give the Courier nothing (free-encounters tile)"
    assert g.describe("courier free") == "give the Courier nothing (free-encounters tile)"
    g.apply("courier free")
    assert g.player(0).lira == 4 and len(held(g)) == 1
    assert "Red gives the Courier nothing (free-encounters tile)" in g.log_text()
    # R9: Mocha and Letters without naming the variant are the Great Bazaar: the same
    h = ist.stage(players=3, expansions=EXP, phase="encounter", courier=5, governor=9,
                  smuggler=9, seats={0: dict(merchant=5, lira=4, cards=[])},
                  tavern_tiles={0: ["free_encounters"]})
    h.apply("courier")
    assert texts(h) == ["courier free"]


# -- the expansions' Great-Bazaar-only rules ------------------------------------------------------
def test_kiosk_coffee_options_are_on():
    g = gb(phase="action", seats={0: dict(merchant=22, lira=5)},
           kiosk_top=["coffee-or-two-lira", "fruit", "spice", "fabric"])
    g.apply("kiosk")
    assert [t for t in texts(g) if t.startswith("kiosk coffee-or-two-lira")] == [
        "kiosk coffee-or-two-lira coffee", "kiosk coffee-or-two-lira lira",
        "kiosk coffee-or-two-lira skip"]


def test_coffee_pays_the_seven_lira_card():
    g = gb(coffee={0: 3}, seats={0: dict(merchant=3, lira=0, cards=["good-for-seven"])})
    assert [t for t in texts(g) if t.startswith("play")] == ["play good-for-seven coffee"]
    g.apply("play good-for-seven coffee")
    assert (g.player(0).coffee, g.player(0).lira) == (2, 7)


def test_the_coffee_trader_on_the_meet_a_figure_card():
    g = gb(seats={0: dict(merchant=3, lira=5, cards=["meet-figure"])}, coffee_trader=6)
    assert "play meet-figure coffee_trader" in texts(g)
    g.apply("play meet-figure coffee_trader")
    assert g.player(0).coffee == 1


# -- the Catacombs 25 -----------------------------------------------------------------------------
def test_catacombs_merchant_takes_coffee_moves_anywhere_and_meets_nobody():
    g = gb(phase="action", governor=14, smuggler=14, courier=14,
           seats={0: dict(merchant=25, cards=[]), 1: dict(merchant=14)}, letters={0: [14]})
    options = [t for t in texts(g) if t.startswith("catacombs")]
    assert len(options) == 5 * 24 and "catacombs coffee 25" not in options
    stack, lira = g.player(0).stack, [g.player(i).lira for i in range(3)]
    g.apply("catacombs coffee 14")
    p = g.player(0)
    assert (p.coffee, p.merchant, p.stack) == (1, 14, stack)
    assert held(g) == [(14, True)]                          # the letter is delivered there
    assert g.phase == "catacombs-end" and texts(g) == ["end"]   # no action, nobody met or paid
    assert [g.player(i).lira for i in range(3)] == lira
    g.apply("end")
    assert g.current == 1 and g.phase == "move" and g.player(0).merchant == 14


def test_catacombs_companion_takes_a_good_and_moves_anywhere():
    g = gb(seats={0: dict(merchant=7, cards=[])}, companion={0: 25}, letters={0: [9]})
    # the companion steps from 25 to a neighbour and back would take two turns: stage it there
    g = gb(phase="move", seats={0: dict(merchant=7, cards=[])}, companion={0: _next_to(g, 25)},
           letters={0: [9]})
    g.apply("companion 25")
    assert g.phase == "action" and g.state.actor == "companion"
    g.apply("catacombs jewelry 9")
    assert lpart(g.state).companion[0] == 9 and g.player(0).merchant == 7
    assert g.player(0).goods["jewelry"] == 1 and held(g) == [(9, True)]
    assert g.phase == "catacombs-end" and texts(g) == ["end"]


def _next_to(g, place: int) -> int:
    return min(n for n in g.board.places if g.board.adjacent(place, n))


# -- refused combinations -------------------------------------------------------------------------
@pytest.mark.parametrize("expansions, variants, message", [
    ((), V, r"the 'great_bazaar' variant needs the 'mocha' and 'letters' expansions: "
            r"expansions=\('mocha', 'letters'\)"),
    (("mocha",), V, r"needs the 'letters' expansion: expansions=\('mocha', 'letters'\)"),
    (("letters",), V, r"needs the 'mocha' expansion: expansions=\('mocha', 'letters'\)"),
    (EXP, ("great_bazaar", "mocha_cards_alone"),
     "the 'great_bazaar' variant cannot be played with 'mocha_cards_alone': the Great Bazaar "
     r"plays with every bonus card \(base, Mocha and Letters\)"),
    (EXP, ("letters_cards_alone", "great_bazaar"),
     "the 'great_bazaar' variant cannot be played with 'letters_cards_alone': the Great "
     "Bazaar plays with every bonus card"),
    (("mocha", "letters", "great_bazaar"), (), "is not an expansion: name it in variants="),
])
def test_refused_combinations_say_why(expansions, variants, message):
    with pytest.raises(ValueError, match=message):
        ist.new_game(expansions=expansions, variants=variants)
    with pytest.raises(ValueError, match=message):
        ist.stage(expansions=expansions, variants=variants)


def test_configurations_list_the_great_bazaar_and_no_refused_combination():
    configs = ist.engine.configurations()
    for players in range(2, 6):
        assert {"players": players, "expansions": EXP, "variants": V} in configs
    for cfg in configs:
        v = set(cfg["variants"])
        assert not ("great_bazaar" in v and v & {"mocha_cards_alone", "letters_cards_alone"})
        ist.engine.ruleset.check_names(cfg["expansions"], cfg["variants"])
    assert len({(c["expansions"], c["variants"]) for c in configs}) * 4 == len(configs)


# -- whole games ----------------------------------------------------------------------------------
# The random games for 2-5 players (every invariant, a save that loads back) moved to the one
# harness, tests/engine/test_harness.py (every Great Bazaar configuration).


def narrate() -> str:
    g = ist.new_game(players=4, seed=2, expansions=EXP, variants=V,
                     layout=layouts.random_layout("great-bazaar", seed=2))   # R9: asked for
    random_playout(g, 2)
    ranking = ", ".join(f"{g.player(s).name} ({g.player(s).rubies} rubies, "
                        f"{g.player(s).lira} lira)" for s in g.ranking())
    return (f"Board {g.config.layout_name}: "
            + " / ".join(" ".join(map(str, r)) for r in g.config.layout_rows) + "\n"
            + g.log_text() + f"Refills: {refills(g)}\nRanking: {ranking}\n")


def test_golden_log():
    """Regenerate after an intended change: ISTANBUL_UPDATE_GOLDEN=1 (this test only)."""
    text = narrate()
    if os.environ.get("ISTANBUL_UPDATE_GOLDEN"):
        GOLDEN.parent.mkdir(parents=True, exist_ok=True)
        GOLDEN.write_text(text, encoding="utf-8")
    assert "a spare ruby from beside the board goes on its ruby space" in text
    assert text == GOLDEN.read_text(encoding="utf-8"), "the narrated game changed"
