"""The Kiosk 22 (RULES.md 8; seed 000, place 22 and the Kiosk tile texts): a letter, players + 1
tiles, picks clockwise from the current seat, who also uses the last tile; each of the 24 tiles;
coffee only in the Great Bazaar; the reshuffle; refusals; save/load in the middle of a round."""

from __future__ import annotations

import json

import pytest
from letters_tools import forge_pending, play, reloaded_plays_on_identically  # beside this file

import istanbul_nb as ist
from istanbul_nb.expansions.letters.rules import lpart
from istanbul_nb.expansions.letters.state import kiosk_ids


def kiosk(players=3, top=(), current=0, **kw) -> ist.Game:
    """A Letters game staged in the action phase of the Kiosk for ``current``, with the Kiosk
    tiles ``top`` turned up first."""
    seats = kw.pop("seats", {})
    seats.setdefault(current, {}).setdefault("merchant", 22)
    return ist.stage(players=players, expansions=("letters",), phase="action", current=current,
                     seats=seats, kiosk_top=list(top), **kw)


def texts(g) -> list[str]:
    return [a.text for a in g.legal_actions()]


FILL = ["two-lira", "jewelry", "fruit", "spice", "fabric", "two-fruit"]


# -- the round ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_players_plus_one_tiles_picked_clockwise_and_the_last_one_is_yours(players):
    cur = players - 1                           # the last seat: the order wraps round
    top = FILL[:players + 1]
    g = kiosk(players=players, top=top, current=cur, letter_pile_top=[3])
    part = lpart(g.state)
    pile, drawn = len(part.kiosk_pile), part.drawn
    lines = play(g, "kiosk")
    assert lines[0] == f"{g.config.names[cur]} takes a letter to Spice Warehouse (3) at the Kiosk"
    assert g.player(cur).letters == [(3, False)]
    offer = sorted(top)
    assert g.pending() == {"offer": offer,
                           "order": [(cur + i) % players for i in range(players)] + [cur]}
    assert len(lpart(g.state).kiosk_pile) == pile - players - 1
    assert lpart(g.state).drawn == drawn + 1 + players + 1      # the letter and the tiles
    assert lines[1] == "the Kiosk shows: " + "; ".join(
        {"two-lira": "2 lira", "jewelry": "1 jewelry", "fruit": "1 fruit", "spice": "1 spice",
         "fabric": "1 fabric", "two-fruit": "2 fruit"}[t] for t in offer)
    seen = []
    while g.phase == "kiosk-round":
        seen.append(g.to_act)
        assert g.current == cur
        assert g.question().startswith(g.config.names[g.to_act] + ": ")
        first = g.pending()["offer"][0]
        play(g, f"kiosk {first} skip")
    assert seen == [(cur + i) % players for i in range(players)] + [cur]
    assert (g.phase, g.to_act, g.pending()) == ("encounter", cur, {})
    assert sorted(lpart(g.state).kiosk_discard) == offer
    assert sorted(lpart(g.state).kiosk_pile + offer) == kiosk_ids(g.rules.data["letters"])


def test_the_last_tile_and_the_narration_a_three_player_round_for_the_lesson():
    """Red visits the Kiosk with 0 lira: the tiles 2 spice, 1 jewelry, 2 lira and 1 fruit turn
    up; Red takes the lira, Blue the spice, Green picks the jewelry without using it, and Red
    uses the last tile, the fruit. (The lesson of notebook 10 copies this staging.)"""
    g = kiosk(top=["two-spice", "jewelry", "two-lira", "fruit"],
              seats={0: dict(lira=0), 1: dict(lira=1), 2: dict(lira=2)})
    play(g, "kiosk")
    assert g.question() == ("Red: pick one of the Kiosk tiles on offer (1 fruit; 1 jewelry; 2 "
                            "lira; 2 spice) and use it, or take it without using it?")
    assert play(g, "kiosk two-lira") == ["Red picks and uses the Kiosk tile '2 lira'",
                                         "Red takes 2 lira"]
    assert (g.to_act, g.current) == (1, 0)
    assert g.question().startswith("Blue: pick one of the Kiosk tiles on offer (1 fruit; 1 "
                                   "jewelry; 2 spice)")
    assert play(g, "kiosk two-spice") == ["Blue picks and uses the Kiosk tile '2 spice'",
                                          "Blue takes 2 spice"]
    assert play(g, "kiosk jewelry skip") == ["Green picks the Kiosk tile '1 jewelry' and "
                                             "does not use it"]
    assert g.question() == "Red: use the last Kiosk tile (1 fruit), or leave it?"
    assert texts(g)[:2] == ["kiosk fruit", "kiosk fruit skip"]
    assert play(g, "kiosk fruit") == ["Red uses the last Kiosk tile, '1 fruit'",
                                      "Red takes 1 fruit", "the Kiosk tiles are discarded"]
    assert [g.player(s).lira for s in range(3)] == [2, 1, 2]
    assert g.player(1).goods["spice"] == 2 and g.player(2).goods["jewelry"] == 0
    assert g.player(0).goods["fruit"] == 1


# -- each of the 24 tiles -------------------------------------------------------------------------
#: Red holds: 12 lira, 1 of each good (capacity 3), the 5 lira card, a delivered letter to 9, the
#: companion on 9; the Kiosk gives Red a letter to 3 and the next letter drawn is to 5; the next
#: die shows 4. Each row: tile, the words after the tile, what changes for Red.
TOP_CARD = "top"
TILES = [
    ("fruit-lira", "", dict(fruit=2, lira=13)),
    ("spice-lira", "", dict(spice=2, lira=13)),
    ("fabric-lira", "", dict(fabric=2, lira=13)),
    ("two-fruit", "", dict(fruit=3)),
    ("two-spice", "", dict(spice=3)),
    ("two-fabric", "", dict(fabric=3)),
    ("fruit", "", dict(fruit=2)),
    ("spice", "", dict(spice=2)),
    ("fabric", "", dict(fabric=2)),
    ("jewelry", "", dict(jewelry=2)),
    ("bonus-card", "", dict(cards=["five-lira", TOP_CARD])),
    ("two-lira", "", dict(lira=14)),
    ("coffee-or-two-lira", "lira", dict(lira=14)),
    ("coffee-or-three-lira", "lira", dict(lira=15)),
    ("companion-back", "", dict(companion=None)),
    ("die-lira", "", dict(lira=16)),
    ("buy-extension-lira", "", dict(lira=2, extensions=2)),
    ("buy-extension-goods", "", dict(fruit=0, spice=0, fabric=0, jewelry=0, extensions=2)),
    ("to-fountain", "", dict(merchant=7)),
    ("good-for-letter", "fruit letter", dict(fruit=0, letters=[(3, False), (5, False),
                                                                (9, True)])),
    ("good-for-letter", "9d fabric", dict(fabric=2, letters=[(3, False)])),
    ("card-for-letter", "five-lira letter", dict(cards=[], letters=[(3, False), (5, False),
                                                                     (9, True)])),
    ("card-for-letter", "9d card", dict(cards=["five-lira", TOP_CARD], letters=[(3, False)])),
    ("letter-trade", "buy", dict(lira=10, letters=[(3, False), (5, False), (9, True)])),
    ("letter-trade", "sell 9d", dict(lira=15, letters=[(3, False)])),
    ("good-trade", "buy jewelry", dict(lira=10, jewelry=2)),
    ("good-trade", "sell spice", dict(lira=15, spice=0)),
    ("card-trade", "buy", dict(lira=10, cards=["five-lira", TOP_CARD])),
    ("card-trade", "sell five-lira", dict(lira=15, cards=[])),
]


def _red(g) -> dict:
    p = g.player(0)
    return dict(lira=p.lira, **p.goods, cards=sorted(p.bonus_cards), letters=p.letters,
                extensions=p.extensions, merchant=p.merchant, companion=p.companion,
                rubies=p.rubies)


def test_the_table_names_every_tile():
    assert sorted({t for t, _, _ in TILES}) == sorted(kiosk_ids(ist.new_game(
        players=3, expansions=("letters",)).rules.data["letters"]))


@pytest.mark.parametrize("tile,use,change", TILES, ids=[f"{t} {u}".strip() for t, u, _ in TILES])
def test_each_tile(tile, use, change):
    others = [t for t in FILL if t != tile][:3]
    g = kiosk(top=[tile] + others, letter_pile_top=[3, 5], dice=[4], companion={0: 9},
              letters={0: [(9, True)]},
              seats={0: dict(lira=12, extensions=1, cards=["five-lira"],
                             goods=dict(fruit=1, spice=1, fabric=1, jewelry=1))})
    play(g, "kiosk")
    before = _red(g)
    assert before["letters"] == [(3, False), (9, True)] and before["companion"] == 9
    text = f"kiosk {tile} {use}".strip()
    assert text in texts(g)
    top = g.state.deck[-1]
    play(g, text)
    want = dict(before)
    want.update(change)
    want["cards"] = sorted(top if c == TOP_CARD else c for c in want["cards"])
    assert _red(g) == want
    assert g.to_act == 1 and f"kiosk {tile}" not in " ".join(texts(g))


def test_a_third_extension_takes_the_wainwright_ruby():
    g = kiosk(top=["buy-extension-lira", "fruit", "spice", "fabric"],
              seats={0: dict(lira=10, extensions=2)})
    play(g, "kiosk")
    lines = play(g, "kiosk buy-extension-lira")
    assert lines[-1] == "Red completes the cart and takes a ruby from the Wainwright"
    assert (g.player(0).extensions, g.player(0).rubies, g.player(0).lira) == (3, 1, 0)


def test_to_the_fountain_then_the_encounters_happen_there():
    g = kiosk(players=2, top=["to-fountain", "fruit", "spice"])
    play(g, "kiosk", "kiosk to-fountain")
    assert g.player(0).merchant == 7
    play(g, "kiosk fruit skip", "kiosk spice skip")
    assert (g.phase, g.state.at) == ("encounter", 7)


def test_a_tile_that_cannot_be_used_can_still_be_picked():
    g = kiosk(top=["buy-extension-lira", "two-fruit", "companion-back", "bonus-card"],
              seats={0: dict(lira=3, goods=dict(fruit=2))})
    play(g, "kiosk")
    t = texts(g)
    assert "kiosk buy-extension-lira" not in t and "kiosk buy-extension-lira skip" in t
    assert "kiosk two-fruit" not in t and "kiosk two-fruit skip" in t
    assert "kiosk companion-back" not in t and "kiosk companion-back skip" in t
    with pytest.raises(ist.IllegalAction, match="you have 3 lira; the extension costs 10; you "
                                                "may still pick it: 'kiosk buy-extension-lira "
                                                "skip'"):
        g.apply("kiosk buy-extension-lira")
    with pytest.raises(ist.IllegalAction, match="your cart has no room for fruit"):
        g.apply("kiosk two-fruit")
    with pytest.raises(ist.IllegalAction, match="your companion is not on the board"):
        g.apply("kiosk companion-back")
    play(g, "kiosk buy-extension-lira skip")
    assert g.player(0).lira == 3 and g.player(0).extensions == 0


def test_a_good_that_only_partly_fits_is_lost():
    g = kiosk(top=["two-fruit", "fruit", "spice", "fabric"], seats={0: dict(goods=dict(fruit=1))})
    play(g, "kiosk")
    assert play(g, "kiosk two-fruit")[1:] == ["1 fruit did not fit in Red's cart",
                                              "Red takes 1 fruit"]


def test_words():
    g = kiosk()
    assert g.describe("kiosk").startswith("take 1 letter, then turn up one Kiosk tile more "
                                          "than there are players")
    assert g.describe("kiosk two-spice") == "pick the Kiosk tile '2 spice' and use it"
    assert g.describe("kiosk two-spice skip") == "pick the Kiosk tile '2 spice' without using it"
    assert g.describe("kiosk letter-trade sell 9d") == (
        "pick the Kiosk tile 'pay 2 lira for 1 letter, or give 1 letter for 3 lira': give the "
        "letter to Tea House (9) (delivered) for 3 lira")
    assert g.describe("kiosk good-trade buy fruit") == (
        "pick the Kiosk tile 'pay 2 lira for 1 good, or give 1 good for 3 lira': pay 2 lira "
        "for 1 fruit")      # a Letters-only game: no coffee in its texts
    assert g.describe("kiosk good-for-letter 9 fruit").endswith(
        "give the letter to Tea House (9) for 1 fruit")
    assert g.describe("kiosk card-for-letter five-lira letter").endswith(
        "give the 5 lira card for 1 letter")
    assert g.describe("kiosk coffee-or-three-lira lira").endswith(": take 3 lira")
    for bad in ("kiosk nothing", "kiosk letter-trade", "kiosk letter-trade swap"):
        with pytest.raises(ist.engine.MalformedAction):
            g.describe(bad)


# -- coffee only in the Great Bazaar --------------------------------------------------------------
def test_coffee_options_are_absent_without_the_great_bazaar():
    g = kiosk(top=["coffee-or-two-lira", "good-trade", "good-for-letter", "fruit"],
              seats={0: dict(lira=5, goods=dict(fruit=1))}, letters={0: [4]})
    play(g, "kiosk")
    t = texts(g)
    assert [x for x in t if x.startswith("kiosk coffee-or-two-lira")] == [
        "kiosk coffee-or-two-lira lira", "kiosk coffee-or-two-lira skip"]
    assert not [x for x in t if "coffee" in x.split()[2:]]
    with pytest.raises(ist.IllegalAction, match="coffee counts only in the Great Bazaar"):
        g.apply("kiosk coffee-or-two-lira coffee")
    # R9: Mocha and Letters together are the Great Bazaar, variant named or not: coffee
    h = ist.stage(players=3, expansions=("mocha", "letters"), phase="action",
                  seats={0: dict(merchant=22)}, kiosk_top=["coffee-or-three-lira"])
    play(h, "kiosk")
    assert "kiosk coffee-or-three-lira coffee" in texts(h)


def test_coffee_options_in_the_great_bazaar():
    g = ist.stage(players=3, expansions=("mocha", "letters"), variants=("great_bazaar",),
                  phase="action", seats={0: dict(merchant=22, lira=5)},
                  kiosk_top=["coffee-or-two-lira", "good-trade", "fruit", "spice"],
                  coffee={1: 2})
    play(g, "kiosk")
    assert play(g, "kiosk coffee-or-two-lira coffee")[1] == "Red takes 1 coffee (now 1)"
    assert "kiosk good-trade sell coffee" in texts(g) and "kiosk good-trade buy coffee" \
        in texts(g)
    lira = g.player(1).lira
    play(g, "kiosk good-trade sell coffee")
    assert (g.player(1).coffee, g.player(1).lira) == (1, lira + 3)


# -- the reshuffle --------------------------------------------------------------------------------
def _small_pile(g, keep: int) -> ist.Game:
    """The same game saved with all but ``keep`` Kiosk tiles used (in the discard)."""
    doc = json.loads(g.to_json())
    for key in ("initial", "state"):
        part = doc[key]["parts"]["letters"]
        pile = part["kiosk_pile"]
        part["kiosk_discard"] = sorted(pile[:-keep])
        part["kiosk_pile"] = pile[-keep:]
    return ist.Game.from_json(json.dumps(doc))


def test_the_used_tiles_are_reshuffled_when_the_pile_runs_out():
    g = _small_pile(kiosk(top=["two-lira", "jewelry"]), keep=2)
    part = lpart(g.state)
    assert part.kiosk_pile == ["jewelry", "two-lira"] and len(part.kiosk_discard) == 22
    lines = play(g, "kiosk")
    assert "the used Kiosk tiles are shuffled into a new pile" in lines
    offer = g.pending()["offer"]
    assert len(offer) == 4 and {"two-lira", "jewelry"} <= set(offer)
    part = lpart(g.state)
    assert part.kiosk_discard == [] and len(part.kiosk_pile) == 20
    assert g.history() == ["kiosk"]
    # seeded: the same game reshuffles the same way
    h = _small_pile(kiosk(top=["two-lira", "jewelry"]), keep=2)
    play(h, "kiosk")
    assert h.to_json() == g.to_json()


def test_learner_mode_cannot_take_back_the_tiles_turned_up():
    g = kiosk(mode="learner")
    play(g, "kiosk")
    with pytest.raises(ist.IllegalAction, match="cannot take back"):
        g.undo()


# -- refusals -------------------------------------------------------------------------------------
def test_refusals_say_why():
    g = kiosk(top=["two-lira", "jewelry", "good-trade", "letter-trade"],
              seats={0: dict(lira=1)}, letter_pile_top=[4])
    play(g, "kiosk")
    with pytest.raises(ist.IllegalAction, match="the Kiosk tile 'fruit' is not on offer; on "
                                                "offer: good-trade, jewelry, letter-trade, "
                                                "two-lira; now Red: pick"):
        g.apply("kiosk fruit")
    with pytest.raises(ist.IllegalAction, match="'rubies' is no Kiosk tile"):
        g.apply("kiosk rubies")
    with pytest.raises(ist.IllegalAction, match="say which tile you pick"):
        g.apply("kiosk")
    with pytest.raises(ist.IllegalAction, match="you have 1 lira; buying costs 2"):
        g.apply("kiosk good-trade buy fruit")
    with pytest.raises(ist.IllegalAction, match="you have no good to sell"):
        g.apply("kiosk good-trade sell fruit")
    with pytest.raises(ist.IllegalAction, match="that is no way to use the tile "
                                                "'letter-trade'; its choices: 'kiosk "
                                                "letter-trade sell 4', 'kiosk letter-trade "
                                                "skip'"):
        g.apply("kiosk letter-trade sell 9")
    with pytest.raises(ist.IllegalAction, match="that is no way to use the tile 'two-lira'; "
                                                "its choices: 'kiosk two-lira', 'kiosk "
                                                "two-lira skip'"):
        g.apply("kiosk two-lira twice")
    with pytest.raises(ist.IllegalAction, match="the Kiosk round has begun; to take a tile "
                                                "without using it say 'kiosk good-trade skip'; "
                                                "now Red: pick one of the Kiosk tiles"):
        g.apply("skip")


# -- save and load in the middle of a round -------------------------------------------------------
@pytest.mark.parametrize("steps", [["kiosk"], ["kiosk", "kiosk two-lira"],
                                   ["kiosk", "kiosk two-lira", "kiosk jewelry skip",
                                    "kiosk fruit"]])
def test_save_and_load_mid_kiosk_play_on_identically(steps):
    g = kiosk(top=["two-lira", "jewelry", "fruit", "die-lira"])
    play(g, *steps)
    reloaded_plays_on_identically(g, "kiosk-round")


def test_a_forged_round_is_refused():
    g = kiosk(top=["two-lira", "jewelry", "fruit", "die-lira"])
    play(g, "kiosk", "kiosk two-lira")
    assert g.pending() == {"offer": ["die-lira", "fruit", "jewelry"], "order": [1, 2, 0]}
    in_pile = lpart(g.state).kiosk_pile[0]
    forged = sorted(["die-lira", "fruit", in_pile])
    with pytest.raises(ValueError, match=f"the Kiosk tile '{in_pile}' on offer is also in the "
                                         "Kiosk pile"):
        ist.Game.from_json(forge_pending(g, offer=forged))
    with pytest.raises(ValueError, match="the Kiosk tile 'two-lira' on offer is also in the "
                                         "Kiosk discard"):
        ist.Game.from_json(forge_pending(g, offer=["die-lira", "fruit", "two-lira"]))
    with pytest.raises(ValueError, match="pending.order: must be from 0 to 4, not 7"):
        ist.Game.from_json(forge_pending(g, order=[7, 2, 0]))
    with pytest.raises(ValueError, match=r"the seats still to pick are the end of \[0, 1, 2, 0\]"):
        ist.Game.from_json(forge_pending(g, order=[2, 1, 0]))
    with pytest.raises(ValueError, match="one seat still to pick per tile on offer"):
        ist.Game.from_json(forge_pending(g, order=[2, 0]))
    with pytest.raises(ValueError, match="distinct and sorted"):
        ist.Game.from_json(forge_pending(g, offer=["jewelry", "fruit", "die-lira"]))
    with pytest.raises(ValueError, match="must be one of"):
        ist.Game.from_json(forge_pending(g, offer=["die-lira", "fruit", "ruby"]))


def test_the_family_member_sent_by_the_police_station_does_the_kiosk_action():
    g = kiosk(seats={0: dict(merchant=12, lira=6)}, top=["two-spice", "fruit", "jewelry",
                                                          "two-lira"])
    play(g, "police 22")
    assert g.question() == "Red: your family member is at Kiosk (22): do its action, or skip it?"
    play(g, "kiosk", "kiosk two-lira", "kiosk fruit", "kiosk jewelry", "kiosk two-spice")
    assert (g.phase, g.state.at, g.player(0).lira) == ("encounter", 12, 8)


def test_the_companion_does_the_kiosk_action_and_may_take_itself_back():
    g = ist.stage(players=3, expansions=("letters",), seats={0: dict(merchant=7, lira=6)},
                  companion={0: 2}, kiosk_top=["companion-back", "fruit", "jewelry",
                                               "to-fountain"])
    play(g, "companion 22")
    assert g.question() == "Red: your companion is at Kiosk (22): do the action, or skip it?"
    play(g, "kiosk")
    assert play(g, "kiosk companion-back")[1] == ("Red takes the companion back from Kiosk (22) "
                                                  "to the cart")
    assert g.player(0).companion is None and g.phase == "kiosk-round"
    play(g, "kiosk fruit skip", "kiosk jewelry skip")
    # the merchant already stands on the Fountain: the last tile can only be left
    assert texts(g) == ["kiosk to-fountain skip"]
    assert play(g, "kiosk to-fountain skip") == [
        "Red leaves the last Kiosk tile, 'move your merchant stack to the Fountain (no "
        "assistants come back)', unused", "the Kiosk tiles are discarded"]
    assert (g.phase, g.state.at) == ("encounter", 7)
