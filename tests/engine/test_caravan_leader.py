"""The caravan leader variant (RULES.md 9; seed 000 lines 493-501; expansions/caravan_leader/):
the caravan tile starts on the Caravansary 6, whoever performs the Caravansary action takes it at
the end of that turn, and the leader keeps both cards there (no discard) until someone else
performs that action.

The base board (short-paths) is drawn in variant_tools.py.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from variant_tools import lines, staged  # beside this file

import istanbul_nb as ist
from istanbul_nb.engine import available, configurations
from istanbul_nb.engine.invariants import problems, random_playout
from istanbul_nb.expansions.caravan_leader import part

V = ("caravan_leader",)
GOLDEN = Path(__file__).parent / "golden" / "variants" / "caravan_leader-3p-seed5.txt"


def game(leader=None, **kw) -> ist.Game:
    """A staged 3-player caravan-leader game; nobody holds a card unless told; the Governor
    and the Smuggler stand out of the way (10 and 11)."""
    kw.setdefault("governor", 10)
    kw.setdefault("smuggler", 11)
    return staged(kw.pop("variants", V), caravan_leader=leader, **kw)


def texts(g) -> list[str]:
    return sorted(a.text for a in g.legal_actions())


def play(g, *actions) -> None:
    for a in actions:
        g.apply(a)
        assert problems(g) == [], a


def leaders(g) -> list[bool]:
    return [g.player(s).caravan_leader for s in range(g.players)]


def tile(g) -> dict:
    [piece] = [x for x in g.pieces()["others"] if x["kind"] == "caravan_tile"]
    return piece


# -- set-up ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("cfg", [dict(), dict(expansions=("mocha", "letters"))])
def test_the_tile_starts_on_the_caravansary(cfg):
    g = ist.new_game(players=4, seed=3, variants=V, **cfg)
    assert tile(g) == {"kind": "caravan_tile", "place": 6, "seat": None, "label": "C"}
    assert leaders(g) == [False] * 4
    assert part(g.state).to_dict() == {"leader": None, "taker": None}
    assert problems(g) == []


def test_without_the_variant_there_is_no_tile_and_nobody_leads():
    g = ist.new_game(players=3, seed=3)
    assert "caravan" not in g.state.parts
    assert [x for x in g.pieces()["others"] if x["kind"] == "caravan_tile"] == []
    assert leaders(g) == [False] * 3


def test_the_variant_is_registered_and_needs_no_expansion():
    assert "caravan_leader" in available()
    ids = {(c["players"], c["expansions"], c["variants"]) for c in configurations()}
    assert {(p, (), V) for p in range(2, 6)} <= ids
    for combo in [dict(expansions=("mocha",)), dict(expansions=("letters",)),
                  dict(expansions=("mocha", "letters")),
                  dict(expansions=("mocha",), variants=("mocha_cards_alone", *V))]:
        # variants are kept sorted by name (R9: one config per game)
        assert "caravan_leader" in ist.new_game(players=2, seed=1,
                                                **{"variants": V, **combo}).rules.variants


# -- a seat that does not lead --------------------------------------------------------------------
def test_a_seat_not_leading_draws_two_discards_one_and_takes_the_tile_at_the_end():
    g = game(seats={0: dict(merchant=7, cards=["five-lira"])})
    top = g.state.deck[-2:]
    play(g, "move 6", "leave", "caravansary")
    assert part(g.state).to_dict() == {"leader": None, "taker": 0}
    assert [g.player(s).caravan_taker for s in range(3)] == [True, False, False]
    play(g, "draw deck", "draw deck")
    assert g.phase == "caravansary-discard"
    assert texts(g) == sorted(f"discard {c}" for c in {"five-lira", *top})
    k = len(g.log)
    play(g, f"discard {top[0]}")
    assert sorted(g.player(0).bonus_cards) == sorted(["five-lira", top[1]])
    # the encounter phase of the same turn: not the leader yet, the tile still on 6
    assert g.phase == "encounter" and leaders(g) == [False] * 3 and tile(g)["place"] == 6
    play(g, "end")
    assert lines(g, k)[-2:] == [
        "Red ends the turn",
        "Red takes the caravan tile from the Caravansary: Red leads the caravan"]
    assert leaders(g) == [True, False, False]
    assert tile(g) == {"kind": "caravan_tile", "place": None, "seat": 0, "label": "C"}
    assert part(g.state).to_dict() == {"leader": 0, "taker": None}
    assert [g.player(s).caravan_taker for s in range(3)] == [False] * 3


def test_skipping_the_action_is_not_performing_it():
    g = game(seats={0: dict(merchant=7)})
    play(g, "move 6", "leave", "skip", "end")
    assert part(g.state).to_dict() == {"leader": None, "taker": None}
    assert "caravan" not in g.log_text()


def test_the_verb_says_what_the_leader_keeps():
    g = game(phase="action", seats={0: dict(merchant=6)})
    [a] = [a for a in g.legal_actions() if a.text == "caravansary"]
    assert a.describe() == "take 2 bonus cards, then discard 1 (the caravan leader keeps both)"


# -- the leader -----------------------------------------------------------------------------------
def test_the_leader_keeps_both_cards_and_is_offered_no_discard():
    g = game(leader=0, phase="action", seats={0: dict(merchant=6, cards=["stay"])})
    assert leaders(g) == [True, False, False] and tile(g)["seat"] == 0
    top = g.state.deck[-2:]
    play(g, "caravansary")
    assert "you lead the caravan" in g.question()
    play(g, "draw deck")
    k = len(g.log)
    play(g, "draw deck")
    assert lines(g, k) == ["Red draws a bonus card",
                           "Red keeps both cards: Red leads the caravan"]
    assert g.phase == "encounter"
    assert sorted(g.player(0).bonus_cards) == sorted(["stay", *top])     # +2, none discarded
    play(g, "end")
    assert lines(g, k)[-1] == "Red keeps the caravan tile"
    assert leaders(g) == [True, False, False]


def test_the_leader_keeps_a_card_from_the_discard_pile_too():
    g = game(leader=0, phase="action", seats={0: dict(merchant=6)}, discard=["family"])
    play(g, "caravansary", "draw discard", "draw deck")
    assert g.phase == "encounter" and "family" in g.player(0).bonus_cards
    assert len(g.player(0).bonus_cards) == 2


def test_the_leader_with_both_piles_empty_discards_nothing():
    rules = ist.new_game(players=3, seed=1).rules
    every = [c for c in rules.card_ids for _ in range(rules.card_counts[c])]
    every.remove("stay")
    g = game(leader=0, phase="action", seats={0: dict(merchant=6, cards=["stay"]),
                                              1: dict(cards=every)})   # Blue holds the rest
    assert g.state.deck == [] and g.state.discard == []
    k = len(g.log)
    play(g, "caravansary")
    assert lines(g, k)[-1] == "Red discards nothing: Red leads the caravan"
    assert g.phase == "encounter" and g.player(0).bonus_cards == ["stay"]


def test_the_leader_loses_the_tile_when_another_seat_performs_the_action():
    g = game(leader=0, current=1, seats={1: dict(merchant=7)})
    play(g, "move 6", "leave", "caravansary", "draw deck", "draw deck")
    assert g.phase == "caravansary-discard"              # Blue does not lead: Blue discards
    play(g, f"discard {g.player(1).bonus_cards[0]}")
    assert leaders(g) == [True, False, False]            # until the end of Blue's turn
    k = len(g.log)
    play(g, "end")
    assert lines(g, k) == ["Blue ends the turn",
                           "Blue takes the caravan tile from Red: Blue leads the caravan"]
    assert leaders(g) == [False, True, False] and tile(g)["seat"] == 1


def test_two_seats_in_one_round_the_last_one_leads():
    g = game(seats={0: dict(merchant=7), 1: dict(merchant=7), 2: dict(merchant=9)})
    for seat in (0, 1):
        play(g, "move 6", "leave", *(["pay"] if seat == 1 else []), "caravansary",
             "draw deck", "draw deck")                   # Blue pays Red's merchant on 6
        play(g, f"discard {g.player(seat).bonus_cards[0]}", "end")
        assert part(g.state).leader == seat
    play(g, "move 16", "leave", "skip", "end")
    assert leaders(g) == [False, True, False]


# -- other ways to perform the Caravansary action -------------------------------------------------
def test_the_family_member_at_the_caravansary_performs_it():
    g = game(phase="action", seats={0: dict(merchant=12, family=12)})
    play(g, "police 6", "caravansary", "draw deck", "draw deck")
    play(g, f"discard {g.player(0).bonus_cards[0]}")
    assert part(g.state).taker == 0 and leaders(g) == [False] * 3
    play(g, "end")
    assert leaders(g) == [True, False, False]


def test_the_leader_keeps_both_at_the_caravansary_through_the_police_station():
    g = game(leader=0, phase="action", seats={0: dict(merchant=12, family=12)})
    play(g, "police 6", "caravansary", "draw deck", "draw deck")
    assert g.phase == "encounter" and len(g.player(0).bonus_cards) == 2


def test_a_mocha_guild_card_6_performs_it_and_the_turn_end_hands_the_tile_over():
    g = game(expansions=("mocha",), seats={0: dict(merchant=7)}, guild_cards={0: [6]})
    play(g, "guild 6", "caravansary", "draw deck", "draw deck")
    k = len(g.log)
    play(g, f"discard {g.player(0).bonus_cards[0]}")     # the card's action ends the turn
    assert g.current == 1
    assert "Red takes the caravan tile from the Caravansary: Red leads the caravan" \
        in lines(g, k)
    assert leaders(g) == [True, False, False]


def test_the_leader_playing_guild_card_6_keeps_both_and_the_turn_ends():
    g = game(expansions=("mocha",), leader=0, seats={0: dict(merchant=7)},
             guild_cards={0: [6]})
    k = len(g.log)
    play(g, "guild 6", "caravansary", "draw deck", "draw deck")
    assert lines(g, k)[-4:] == ["Red draws a bonus card", "Red keeps both cards: Red leads the "
                                "caravan", "Red ends the turn", "Red keeps the caravan tile"]
    assert (g.current, g.phase, len(g.player(0).bonus_cards)) == (1, "move", 2)
    assert leaders(g) == [True, False, False] and problems(g) == []


def test_the_leader_on_a_letters_family_errand_keeps_both_and_the_turn_ends():
    g = game(expansions=("letters",), layout="letters-first-game", leader=0,
             seats={0: dict(merchant=7, family=5, cards=["family-errand"])})
    play(g, "play family-errand 6", "caravansary", "draw deck", "draw deck")
    assert (g.current, g.phase, len(g.player(0).bonus_cards)) == (1, "move", 2)
    assert leaders(g) == [True, False, False] and problems(g) == []


def test_the_mocha_tavern_s_action_beside_the_barrier_performs_it():
    g = game(expansions=("mocha",), phase="action", seats={0: dict(merchant=19)}, coffee={0: 2})
    play(g, "barrier 6 12", "act 6", "caravansary", "draw deck", "draw deck")
    play(g, f"discard {g.player(0).bonus_cards[0]}", "end")
    assert leaders(g) == [True, False, False]


def test_a_letters_family_errand_performs_it():
    g = game(expansions=("letters",), layout="letters-first-game", leader=1,
             seats={0: dict(merchant=7, family=5, cards=["family-errand"])})
    play(g, "play family-errand 6", "caravansary", "draw deck", "draw deck")
    play(g, f"discard {g.player(0).bonus_cards[0]}")   # Red does not lead: a discard
    assert g.current == 1 and leaders(g) == [True, False, False]


def test_the_letters_companion_at_the_caravansary_performs_it():
    g = game(expansions=("letters",), layout="letters-first-game", leader=2,
             seats={0: dict(merchant=7)}, companion={0: 5}, courier=11)
    play(g, "companion 6", "caravansary", "draw deck", "draw deck")
    assert g.phase == "caravansary-discard"               # Red does not lead yet
    play(g, f"discard {g.player(0).bonus_cards[0]}", "end")
    assert leaders(g) == [True, False, False]


# -- an extra turn --------------------------------------------------------------------------------
def test_with_a_double_move_the_tile_moves_before_the_extra_turn():
    """Letters (letters-first-game): Red performs the Caravansary action, ends the turn with a
    double move, and already leads in the extra turn: it stays (Stay card) and keeps both."""
    g = game(expansions=("letters",), layout="letters-first-game",
             seats={0: dict(merchant=7, cards=["stay"])}, letters={0: [2, (5, True)]},
             courier=11)
    play(g, "move 6", "leave", "caravansary", "draw deck", "draw deck")
    play(g, f"discard {sorted(set(g.player(0).bonus_cards) - {'stay'})[0]}")
    assert g.phase == "encounter" and leaders(g) == [False] * 3
    k = len(g.log)
    play(g, "double 2 5d")
    assert lines(g, k)[-3:] == [
        "Red ends the turn",
        "Red takes the caravan tile from the Caravansary: Red leads the caravan",
        "Red takes another turn at once (double move)"]
    assert g.current == 0 and g.phase == "move" and leaders(g) == [True, False, False]
    hand = len(g.player(0).bonus_cards)
    play(g, "play stay", "collect", "caravansary", "draw deck", "draw deck")
    assert g.phase == "encounter"
    assert len(g.player(0).bonus_cards) == hand - 1 + 2    # Stay played, both kept


# -- saves ----------------------------------------------------------------------------------------
def mid_turn() -> ist.Game:
    g = game(leader=2, seats={0: dict(merchant=7)})
    play(g, "move 6", "leave", "caravansary", "draw deck")
    return g


def test_a_save_mid_turn_keeps_the_taker_and_plays_on_identically():
    g = mid_turn()
    h = ist.Game.from_json(g.to_json())
    assert part(h.state).to_dict() == {"leader": 2, "taker": 0}
    assert h.state.to_dict() == g.state.to_dict() and h.question() == g.question()
    for a in ["draw deck", f"discard {g.state.deck[-1]}", "end"]:
        g.apply(a)
        h.apply(a)
    assert g.to_json() == h.to_json()
    assert part(h.state).to_dict() == {"leader": 0, "taker": None}


def forged(g, **changes) -> str:
    doc = json.loads(g.to_json())
    doc["state"]["parts"]["caravan"].update(changes)
    return json.dumps(doc)


@pytest.mark.parametrize("changes, message", [
    (dict(leader=3), "parts.caravan.leader: must be from 0 to 2"),
    (dict(leader=True), "parts.caravan.leader: must be a whole number"),
    (dict(leader="0"), "parts.caravan.leader: must be a whole number"),
    (dict(taker=1), "parts.caravan.taker: only the seat whose turn it is"),
    (dict(taker=-1), "parts.caravan.taker: must be from 0 to 2"),
    (dict(extra=1), "parts.caravan: has unknown 'extra'"),
])
def test_corrupt_saves_are_refused(changes, message):
    with pytest.raises(ValueError, match=message):
        ist.Game.from_json(forged(mid_turn(), **changes))


def test_a_taker_outside_a_turn_in_progress_is_refused():
    g = game()
    with pytest.raises(ValueError, match="parts.caravan.taker: the caravan tile is handed over"):
        ist.Game.from_json(forged(g, taker=0))


def test_a_save_without_the_part_is_refused():
    doc = json.loads(mid_turn().to_json())
    del doc["state"]["parts"]["caravan"]
    with pytest.raises(ValueError, match="parts: is missing caravan"):
        ist.Game.from_json(json.dumps(doc))


# -- staging --------------------------------------------------------------------------------------
def test_staging_a_leader():
    g = game(leader=2)
    assert leaders(g) == [False, False, True] and tile(g)["place"] is None
    assert game(leader=None).pieces()["others"][0]["place"] == 6


@pytest.mark.parametrize("value", [3, -1, True, "red", 1.0])
def test_staging_errors_name_the_key(value):
    with pytest.raises(ValueError, match="caravan_leader: a seat from 0 to 2, or None"):
        game(leader=value)


def test_the_stage_key_needs_the_variant():
    with pytest.raises(ValueError, match="unknown key.*caravan_leader"):
        ist.stage(players=3, caravan_leader=0)


# -- golden log and random games ------------------------------------------------------------------
def narrate() -> str:
    g = ist.new_game(players=3, layout="short-paths", seed=5, variants=V)
    random_playout(g, 5)
    ranking = ", ".join(f"{g.player(s).name} ({g.player(s).rubies} rubies, "
                        f"{g.player(s).lira} lira)" for s in g.ranking())
    return g.log_text() + f"Ranking: {ranking}\n"


def test_golden_log():
    """Regenerate after an intended change: ISTANBUL_UPDATE_GOLDEN=1 (this test only)."""
    text = narrate()
    if os.environ.get("ISTANBUL_UPDATE_GOLDEN"):
        GOLDEN.parent.mkdir(parents=True, exist_ok=True)
        GOLDEN.write_text(text, encoding="utf-8")
    assert "takes the caravan tile from" in text and "keeps both cards" in text
    assert text == GOLDEN.read_text(encoding="utf-8"), "the narrated game changed"


# The random games (every invariant after every action, a save at the end, the tile with the
# last seat that performed the Caravansary action) moved to the one harness,
# tests/engine/test_harness.py (CaravanLeaderWatch, every configuration with the variant).


# -- the greedy bot -------------------------------------------------------------------------------
def test_the_greedy_bot_counts_the_tile_it_will_hold_at_the_end_of_the_turn():
    """expansions/caravan_leader/strategy.py, CARAVAN_TILE: a plan that performs the Caravansary
    action scores the tile's points on top (the search stops before the tile moves); other plans
    do not."""
    from istanbul_nb.bots import GreedyBot
    from istanbul_nb.expansions.caravan_leader.strategy import CARAVAN_TILE

    def values(tile: float) -> dict[str, tuple[float, tuple[str, ...]]]:
        bot = GreedyBot(seed=1, weights={"caravan tile": tile})
        return {s.action.text: (s.value, s.plan) for s in bot.scores(g)}

    g = game(seats={0: dict(merchant=7)})
    with_tile, without = values(CARAVAN_TILE), values(0.0)
    assert CARAVAN_TILE == 3.0
    assert "caravansary" in with_tile["move 6"][1]
    assert with_tile["move 6"][0] - without["move 6"][0] == pytest.approx(CARAVAN_TILE)
    assert with_tile["move 3"][0] == pytest.approx(without["move 3"][0])
    # the leader keeps the tile whatever it does in its own turn
    g = game(leader=0, seats={0: dict(merchant=7)})
    with_tile, without = values(CARAVAN_TILE), values(0.0)
    assert with_tile["move 3"][0] - without["move 3"][0] == pytest.approx(CARAVAN_TILE)
