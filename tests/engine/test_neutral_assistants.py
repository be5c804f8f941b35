"""The neutral-assistants variant (RULES.md 9; seed 000 lines 466-479): the set-up, taking a
neutral assistant on arrival, choosing between one's own and a neutral one, leaving the bottom
assistant, several neutral ones in a stack, the Fountain / yellow tile / Return assistant card
bringing back only one's own, saves, staging, conservation, with Mocha and Letters.

The base board (short-paths) is drawn in variant_tools.py.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from variant_tools import lines, staged  # beside this file

import istanbul_nb as ist
from istanbul_nb.engine.invariants import problems, random_playout
from istanbul_nb.expansions.neutral_assistants import part

V = ("neutral_assistants",)


def game(**kw) -> ist.Game:
    """A staged 3-player game with neutral assistants; nobody holds a bonus card unless told."""
    kw.setdefault("governor", 13)
    kw.setdefault("smuggler", 15)
    return staged(V + tuple(kw.pop("more", ())), **kw)


def texts(g) -> list[str]:
    return sorted(a.text for a in g.legal_actions() if not a.text.startswith("play"))


def stacks(g) -> list[str]:
    return list(part(g.state).stacks)


def neutral_at(g) -> list[int]:
    return list(part(g.state).placed)


# -- set-up ----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_replaces_each_bottom_assistant_by_a_neutral_one(players):
    g = ist.new_game(players=players, seed=3, variants=V)
    assert stacks(g) == ["nooo"] * players and neutral_at(g) == []
    for i in range(players):
        p = g.player(i)
        assert (p.stack, p.neutral_assistants, p.assistants) == (4, 1, [])
    assert [x for x in g.pieces()["others"] if x["kind"] == "neutral_assistant"] == []
    assert problems(g) == []


def test_base_game_players_have_no_neutral_assistants():
    g = ist.new_game(players=3, seed=3)
    assert g.player(0).neutral_assistants == 0 and "neutral" not in g.state.parts
    g = ist.stage(players=3, seats={0: dict(merchant=11, cards=[])})
    g.apply("move 9")
    with pytest.raises(ist.IllegalAction, match=r"no neutral assistant stands at Tea House "
                                               r"\(9\)"):
        g.apply("collect neutral")


def test_the_first_assistant_left_is_the_neutral_one_then_own_ones():
    g = game(seats={0: dict(merchant=11)})
    k = len(g.log)
    g.apply("move 9")
    assert texts(g) == ["end", "leave"]
    g.apply("leave")
    assert lines(g, k) == ["Red moves from Small Market (11) to Tea House (9)",
                           "Red leaves a neutral assistant (the bottom one of the stack) at "
                           "Tea House (9)"]
    assert stacks(g)[0] == "ooo" and neutral_at(g) == [9]
    p = g.player(0)
    assert (p.stack, p.neutral_assistants, p.assistants) == (3, 0, [])
    assert {"kind": "neutral_assistant", "place": 9, "seat": None, "label": "N"} \
        in g.pieces()["others"]
    assert g.phase == "action"
    g = game(seats={0: dict(merchant=11)}, neutral={"stacks": {0: "ooo"}, "placed": [5]})
    g.apply("move 9")
    g.apply("leave")
    assert g.log[-1].text == "Red leaves an assistant at Tea House (9)"
    assert stacks(g)[0] == "oo" and g.player(0).assistants == [9] and neutral_at(g) == [5]
    assert problems(g) == []


# -- taking a neutral assistant ----------------------------------------------------------------
def test_arriving_where_a_neutral_assistant_stands_takes_it_into_the_bottom():
    g = game(seats={0: dict(merchant=11, lira=5)},
             neutral={"stacks": {1: "ooo"}, "placed": [9]})
    g.apply("move 9")
    assert texts(g) == ["collect neutral", "end"]
    assert g.question() == ("Red: take the neutral assistant at Tea House (9) into your stack, "
                            "or end the turn?")
    with pytest.raises(ist.IllegalAction, match=r"a neutral assistant is at Tea House \(9\): "
                                               r"take it into your stack \('collect neutral'\)"):
        g.apply("leave")
    with pytest.raises(ist.IllegalAction, match=r"you have no assistant at Tea House \(9\)"):
        g.apply("collect")
    k = len(g.log)
    g.apply("collect neutral")
    assert lines(g, k) == ["Red takes the neutral assistant at Tea House (9) into the stack"]
    assert stacks(g)[0] == "nnooo" and neutral_at(g) == []
    p = g.player(0)
    assert (p.stack, p.neutral_assistants, p.lira) == (5, 2, 5)
    assert g.phase == "action" and "skip" in texts(g)
    assert problems(g) == []


def test_after_taking_a_neutral_one_the_other_merchants_are_paid_as_usual():
    g = game(seats={0: dict(merchant=11, lira=5), 1: dict(merchant=9, lira=0)},
             neutral={"stacks": {1: "ooo"}, "placed": [9]})
    g.apply("move 9")
    g.apply("collect neutral")
    assert g.phase == "pay" and texts(g) == ["end", "pay"]
    g.apply("pay")
    assert (g.player(0).lira, g.player(1).lira) == (3, 2) and g.phase == "action"


def test_own_and_neutral_there_take_your_own():
    g = game(seats={0: dict(merchant=11, assistants=[9])},
             neutral={"stacks": {1: "ooo"}, "placed": [9]})
    assert stacks(g)[0] == "noo"
    g.apply("move 9")
    assert texts(g) == ["collect", "collect neutral", "end"]
    assert g.question() == ("Red: take your own assistant or the neutral one at Tea House (9) "
                            "into your stack (one of them), or end the turn?")
    g.apply("collect")
    assert g.log[-1].text == "Red takes the assistant at Tea House (9) back"
    assert stacks(g)[0] == "onoo" and g.player(0).assistants == [] and neutral_at(g) == [9]
    assert g.phase == "action" and problems(g) == []


def test_own_and_neutral_there_take_the_neutral_one():
    g = game(seats={0: dict(merchant=11, assistants=[9])},
             neutral={"stacks": {1: "ooo"}, "placed": [9]})
    g.apply("move 9")
    g.apply("collect neutral")
    assert stacks(g)[0] == "nnoo" and g.player(0).assistants == [9] and neutral_at(g) == []
    assert g.player(0).neutral_assistants == 2 and g.phase == "action"
    assert problems(g) == []


def test_a_neutral_one_may_be_left_where_another_seats_assistant_stands():
    g = game(seats={0: dict(merchant=11), 1: dict(assistants=[9])})
    g.apply("move 9")
    assert texts(g) == ["end", "leave"]
    g.apply("leave")
    assert neutral_at(g) == [9] and g.player(1).assistants == [9]
    assert problems(g) == []


# -- leaving the bottom one; several neutral ones -------------------------------------------
def test_a_neutral_one_just_taken_is_the_next_one_left():
    g = game(seats={0: dict(merchant=11, lira=9)},
             neutral={"stacks": {0: "ooo", 1: "ooo"}, "placed": [3, 9]})
    g.apply("move 9")
    g.apply("collect neutral")
    assert stacks(g)[0] == "nooo"
    g.apply("skip")
    while g.phase != "move" or g.current != 0:      # the others move and end their turns
        t = texts(g)
        g.apply("end" if "end" in t else "skip" if "skip" in t else t[0])
    g.apply("move 1")
    g.apply("leave")
    assert neutral_at(g) == [1, 3] and stacks(g)[0] == "ooo"


def test_several_neutral_assistants_in_one_stack_are_left_one_by_one():
    g = game(seats={0: dict(merchant=11)}, neutral={"stacks": {0: "nnnooo", 1: "ooo",
                                                               2: "ooo"}})
    p = g.player(0)
    assert (p.stack, p.neutral_assistants) == (6, 3)
    g.apply("move 9")
    g.apply("leave")
    assert stacks(g)[0] == "nnooo" and neutral_at(g) == [9]
    assert g.player(0).neutral_assistants == 2 and problems(g) == []


def test_a_stack_of_only_neutral_assistants():
    g = game(seats={0: dict(merchant=11, assistants=[1, 2, 3])},
             neutral={"stacks": {0: "nnn", 1: "ooo", 2: "ooo"}})
    assert g.player(0).stack == 3 and g.player(0).neutral_assistants == 3
    g.apply("move 9")
    g.apply("leave")
    assert stacks(g)[0] == "nn" and problems(g) == []


# -- bringing assistants back: only your own -------------------------------------------------
def test_the_fountain_brings_back_only_your_own():
    g = game(seats={0: dict(merchant=11, assistants=[9])},
             neutral={"stacks": {0: "oo"}, "placed": [5]})
    g.apply("move 7")
    assert texts(g) == ["fountain 9", "skip"]
    with pytest.raises(ist.IllegalAction, match="name places where one of your assistants "
                                               "stands: 9"):
        g.apply("fountain 5")
    g.apply("fountain 9")
    assert stacks(g)[0] == "ooo" and neutral_at(g) == [5] and g.player(0).assistants == []
    g = game(seats={0: dict(merchant=11)}, neutral={"stacks": {0: "ooo"}, "placed": [5]})
    g.apply("move 7")
    assert texts(g) == ["skip"]


def test_assistants_brought_back_join_the_bottom():
    g = game(seats={0: dict(merchant=11, assistants=[9, 5])},
             neutral={"stacks": {0: "nno", 1: "ooo"}})
    g.apply("move 7")
    g.apply("fountain 5 9")
    assert stacks(g)[0] == "oonno" and g.player(0).stack == 5 and problems(g) == []


def test_the_yellow_tile_and_the_return_card_offer_only_your_own():
    g = game(seats={0: dict(merchant=11, assistants=[9], tiles=["yellow"], lira=5,
                            cards=["return-assistant"])},
             neutral={"stacks": {0: "oo"}, "placed": [5]})
    acts = sorted(a.text for a in g.legal_actions())
    assert [t for t in acts if t.startswith(("mosque", "play return"))] == [
        "mosque yellow 9", "play return-assistant 9"]
    with pytest.raises(ist.IllegalAction):
        g.apply("mosque yellow 5")
    g.apply("mosque yellow 9")
    assert stacks(g)[0] == "ooo" and neutral_at(g) == [5] and g.player(0).lira == 3


def test_the_fifth_assistant_joins_the_bottom():
    g = game(seats={0: dict(merchant=15, goods={"jewelry": 2})}, phase="action")
    k = len(g.log)
    g.apply("tile blue")
    assert "Red adds the 5th assistant to the stack (blue tile)" in lines(g, k)
    assert stacks(g)[0] == "onooo" and g.player(0).stack == 5 and problems(g) == []


def test_stay_where_a_neutral_assistant_stands_with_an_empty_stack():
    g = game(seats={0: dict(merchant=9, assistants=[1, 2, 3], cards=["stay"])},
             neutral={"stacks": {0: ""}, "placed": [9]})
    assert "play stay" in [a.text for a in g.legal_actions()]
    g.apply("play stay")
    assert texts(g) == ["collect neutral"]
    g.apply("collect neutral")
    assert stacks(g)[0] == "n" and problems(g) == []


# -- Mocha and Letters ------------------------------------------------------------------------
def test_the_companion_needs_no_assistant_and_leaves_neutral_ones_alone():
    g = game(expansions=("letters",), layout="letters-first-game", courier=11, companion={0: 22},
             seats={0: dict(merchant=16)}, neutral={"stacks": {1: "ooo"}, "placed": [2]})
    g.apply("companion 2")
    assert g.phase == "action" and neutral_at(g) == [2] and stacks(g)[0] == "nooo"
    assert problems(g) == []


def test_the_companion_at_the_fountain_brings_back_only_own_assistants():
    g = game(expansions=("letters",), layout="letters-first-game", courier=11, companion={0: 24},
             seats={0: dict(merchant=16, assistants=[9])},
             neutral={"stacks": {0: "oo"}, "placed": [5]})
    g.apply("companion 7")
    assert texts(g) == ["fountain 9", "skip"]
    g.apply("fountain 9")
    assert stacks(g)[0] == "ooo" and neutral_at(g) == [5]


def test_mocha_and_letters_with_neutral_assistants():
    g = game(expansions=("mocha", "letters"), seats={0: dict(merchant=1)},
             neutral={"stacks": {1: "ooo"}, "placed": [9]}, layout="great-bazaar-first-game")
    assert g.config.layout_name == "great-bazaar-first-game"
    g.apply("move 9")
    assert texts(g) == ["collect neutral", "end"]
    g.apply("collect neutral")
    assert stacks(g)[0] == "nnooo" and g.phase == "action" and problems(g) == []


def test_mocha_guild_card_7_the_fountain_from_afar_brings_back_only_your_own():
    g = game(expansions=("mocha",), layout="mocha-first-game", guild_cards={0: [7]},
             seats={0: dict(merchant=11, assistants=[9])},
             neutral={"stacks": {0: "oo"}, "placed": [5]})
    g.apply("guild 7")
    assert texts(g) == ["fountain 9"]
    with pytest.raises(ist.IllegalAction, match="name places where one of your assistants "
                                               "stands: 9"):
        g.apply("fountain 5")
    k = len(g.log)
    g.apply("fountain 9")
    assert lines(g, k) == ["Red brings 1 assistant back from Tea House (9)", "Red ends the turn"]
    assert stacks(g)[0] == "ooo" and neutral_at(g) == [5] and g.current == 1
    assert problems(g) == []


def test_a_letters_family_errand_to_the_fountain_brings_back_only_your_own():
    g = game(expansions=("letters",), layout="letters-first-game",
             seats={0: dict(merchant=11, family=13, assistants=[9], cards=["family-errand"])},
             neutral={"stacks": {0: "oo"}, "placed": [5]})
    g.apply("play family-errand 7")                 # 13 is next to the Fountain on this board
    assert texts(g) == ["fountain 9", "skip"]
    g.apply("fountain 9")
    assert stacks(g)[0] == "ooo" and neutral_at(g) == [5] and g.player(0).family == 7
    assert problems(g) == []


def test_the_kiosk_tile_to_the_fountain_brings_no_assistant_back():
    g = game(expansions=("letters",), layout="letters-first-game", players=2, phase="action",
             seats={0: dict(merchant=22, assistants=[9])},
             neutral={"stacks": {0: "oo"}, "placed": [5]},
             kiosk_top=["to-fountain", "fruit", "spice"])
    g.apply("kiosk")
    k = len(g.log)
    g.apply("kiosk to-fountain")
    assert lines(g, k)[-1] == ("Red moves the merchant from Kiosk (22) to Fountain (7) (no "
                               "assistant comes back)")
    assert g.player(0).merchant == 7 and g.player(0).assistants == [9]
    assert stacks(g) == ["oo", "nooo"] and neutral_at(g) == [5] and problems(g) == []


def test_the_catacombs_move_onto_a_neutral_assistant_takes_nothing():
    """Great Bazaar: the merchant moved by the Catacombs does no action and meets nobody, and
    takes no neutral assistant there (it did not arrive by a move)."""
    g = game(expansions=("mocha", "letters"), more=("great_bazaar",), phase="action",
             seats={0: dict(merchant=25)}, neutral={"stacks": {1: "ooo"}, "placed": [14]})
    g.apply("catacombs coffee 14")
    assert (g.phase, texts(g), g.player(0).merchant) == ("catacombs-end", ["end"], 14)
    assert stacks(g) == ["nooo", "ooo", "nooo"] and neutral_at(g) == [14]
    assert problems(g) == []


def test_two_players_a_neutral_merchant_and_a_neutral_assistant_on_one_place():
    """The 2-player neutral MERCHANTS play as in the base game beside a neutral assistant."""
    g = game(players=2, seats={0: dict(merchant=11, lira=5)}, neutrals=[1, 9, 10],
             neutral={"stacks": {1: "ooo"}, "placed": [9]}, dice=[2, 3])
    g.apply("move 9")
    assert texts(g) == ["collect neutral", "end"]
    g.apply("collect neutral")
    assert texts(g) == ["end", "pay"]
    k = len(g.log)
    g.apply("pay")
    assert lines(g, k) == ["Red pays 2 lira to the bank for the neutral merchant",
                           "the neutral merchant is rolled away: 2+3, to Post Office (5)"]
    assert g.state.neutrals == [1, 5, 10] and g.player(0).lira == 3
    assert stacks(g) == ["nnooo", "ooo"] and neutral_at(g) == []
    assert problems(g) == []


def test_combines_with_the_caravan_leader():
    g = ist.new_game(players=4, seed=2, variants=("neutral_assistants", "caravan_leader"))
    assert g.player(3).neutral_assistants == 1 and g.player(3).caravan_leader is False


# -- saves ------------------------------------------------------------------------------------
def _saved():
    g = game(seats={0: dict(merchant=11, assistants=[5])},
             neutral={"stacks": {1: "ooo"}, "placed": [9]})
    g.apply("move 9")
    g.apply("collect neutral")
    return g


def test_save_and_load_round_trip():
    g = _saved()
    h = ist.Game.from_json(g.to_json())
    assert h.state.to_dict() == g.state.to_dict()
    assert json.loads(g.to_json())["state"]["parts"]["neutral"] == {
        "placed": [], "stacks": ["nnoo", "ooo", "nooo"]}
    assert h.player(0).neutral_assistants == 2


@pytest.mark.parametrize("change, message", [
    (lambda n: n.update(stacks=["nxoo", "ooo", "nooo"]), r"stacks\[0\]: the stack bottom-first"),
    (lambda n: n.update(stacks=["nnoo", "ooo"]), r"stacks: one entry per seat \(3\)"),
    (lambda n: n.update(stacks=["nnooo", "oo", "nooo"]),
     r"stacks\[0\]: 5 assistants; players\[0\].stack is 4"),
    (lambda n: n.update(stacks=["nnno", "ooo", "nooo"]),
     r"parts.neutral: seat 0 has 2 own assistants \(1 in the stack, 1 on the board\); it has 3"),
    (lambda n: n.update(placed=[9]), r"4 neutral assistants in the game; a 3-player game has 3"),
    (lambda n: n.update(placed=[7]), r"placed: must be distinct places"),
    (lambda n: n.update(placed=[20]),                  # not a place of the 4x4 board
     r"placed: must be distinct places of this board"),
    (lambda n: n.update(stacks=["nnoo", "ooo", "oooo"]), r"own assistants are conserved"),
    (lambda n: n.pop("placed"), r"parts.neutral: is missing placed"),
    (lambda n: n.update(stacks=[7, "ooo", "nooo"]), r"stacks\[0\]: must be a text"),
])
def test_corrupt_saves_are_refused(change, message):
    doc = json.loads(_saved().to_json())
    change(doc["state"]["parts"]["neutral"])
    with pytest.raises(ValueError, match=message):
        ist.Game.from_json(json.dumps(doc))


def test_a_stack_too_high_is_refused():
    doc = json.loads(_saved().to_json())
    doc["state"]["players"][0]["stack"] = 8
    with pytest.raises(ValueError, match=r"players\[0\].stack: must be from 0 to 7"):
        ist.Game.from_json(json.dumps(doc))


# -- staging ----------------------------------------------------------------------------------
@pytest.mark.parametrize("kw, message", [
    (dict(neutral={"stacks": {0: "nxo"}}), r"neutral.stacks\[0\]: the stack bottom-first"),
    (dict(neutral={"stacks": {0: "nno"}}), r"neutral.stacks\[0\]: 1 own assistants; seat 0 "
                                           r"has 3 in its stack \(3 own, 0 on the board\)"),
    (dict(neutral={"stacks": {0: "nnooo"}}), r"4 neutral assistants in the game; a 3-player "
                                             r"game has 3"),
    (dict(neutral={"stacks": {5: "ooo"}}), r"neutral.stacks: .5. is not a seat \(0 to 2\)"),
    (dict(neutral={"placed": [9]}), r"4 neutral assistants"),
    (dict(neutral={"placed": "9"}), r"neutral.placed: a list of places"),
    (dict(neutral={"where": [9]}), r"neutral: a dict with 'stacks'"),
    (dict(neutral=[9]), r"neutral: a dict with 'stacks'"),
    (dict(neutral={"stacks": {0: "ooo", 1: "ooo"}, "placed": [7, 9]}),
     r"placed: must be distinct places of this board, sorted, never the Fountain"),
    (dict(seats={0: dict(assistants=[1, 2, 3, 4])}),
     r"seats\[0\].assistants: at most 3 own assistants can stand on the board"),
])
def test_staging_errors(kw, message):
    with pytest.raises(ValueError, match=message):
        game(**kw)


def test_staging_with_the_blue_tile_and_placed_assistants():
    g = game(seats={0: dict(tiles=["blue"], assistants=[1, 2])})
    assert stacks(g)[0] == "noo" and g.player(0).stack == 3
    g = game(seats={0: dict(assistants=[1, 2, 3])}, neutral={"stacks": {0: "", 1: "nnooo"}})
    assert g.player(0).stack == 0 and g.player(1).neutral_assistants == 2


# -- conservation in play: the random games (every invariant after every action, one neutral
# assistant per seat) moved to the one harness, tests/engine/test_harness.py
# (NeutralAssistantsWatch, every configuration with the variant).


def test_describe_collect_neutral():
    g = game(seats={0: dict(merchant=11)}, neutral={"stacks": {1: "ooo"}, "placed": [9]})
    g.apply("move 9")
    words = {a.text: a.describe() for a in g.legal_actions()}
    assert words["collect neutral"] == ("take the neutral assistant here into the bottom of "
                                        "your stack")


# -- golden logs ------------------------------------------------------------------------------
GOLDEN = Path(__file__).parent / "golden" / "variants"


def narrate(expansions: tuple[str, ...]) -> str:
    g = ist.new_game(players=3, seed=5, expansions=expansions, variants=V)
    random_playout(g, 5)
    ranking = ", ".join(f"{g.player(s).name} ({g.player(s).rubies} rubies, "
                        f"{g.player(s).lira} lira)" for s in g.ranking())
    return g.log_text() + f"Ranking: {ranking}\n"


@pytest.mark.parametrize("expansions, name", [
    ((), "neutral_assistants-3p-seed5.txt"),
    (("mocha", "letters"), "neutral_assistants-mocha+letters-3p-seed5.txt")])
def test_golden_log(expansions, name):
    """Regenerate after an intended change: ISTANBUL_UPDATE_GOLDEN=1 (this test only)."""
    text = narrate(expansions)
    path = GOLDEN / name
    if os.environ.get("ISTANBUL_UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert "takes the neutral assistant at" in text
    assert "leaves a neutral assistant (the bottom one of the stack) at" in text
    assert text == path.read_text(encoding="utf-8"), "the narrated game changed"
