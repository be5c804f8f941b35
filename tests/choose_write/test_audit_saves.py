"""Issue 20: a Choose & Write save loads only into a state play could reach. A save of a new
game must hold exactly the set-up its seed, players, challenge and names give; a staged save
(``cw.stage``) must be internally consistent: every count in range and every derived total
equal to what its sources give. One test per forged field, each on a staged save (so the
field's own check speaks) and on a new game's save."""

from __future__ import annotations

import json

import pytest

from istanbul_nb import choose_write as cw


def _staged() -> dict:
    g = cw.stage(players=3, hands={0: ["8"]}, sheets={
        0: {"lira": 22, "lira_crossed": 10, "rubies": 3, "ruby_sources": {"gemstone": 1, "A": 1},
            "guild_played": 1, "goods": {"fabric": 2, "spice": 2},
            "goods_crossed": {"fabric": 2, "spice": 2}},
        1: {"goods": {"fabric": 3, "spice": 3, "fruit": 4, "jewelry": 3}}},
        start=0, current=1)
    g.apply(g.legal_actions()[0])
    return json.loads(g.to_json())


def _new() -> dict:
    g = cw.new_game(players=3, seed=5)
    g.apply(g.legal_actions()[0])
    return json.loads(g.to_json())


def _refused(d: dict, match: str) -> None:
    with pytest.raises(ValueError, match=match):
        cw.Game.from_json(json.dumps(d))


def test_the_unforged_saves_load():
    for d in (_staged(), _new()):
        g = cw.Game.from_json(json.dumps(d))
        assert json.loads(g.to_json()) == d


def _forge_both(forge, match: str) -> None:
    d = _staged()
    forge(d["initial"])
    _refused(d, match)
    d = _new()
    forge(d["initial"])
    _refused(d, "set-up|" + match)


def test_two_start_players_are_refused():
    def forge(st):
        for sh in st["sheets"]:
            sh["start"] = True
    _forge_both(forge, "start")


def test_a_start_player_other_than_the_states_is_refused():
    def forge(st):
        st["sheets"][st["start"]]["start"] = False
        st["sheets"][(st["start"] + 1) % 3]["start"] = True
    _forge_both(forge, "start")


def test_bonus_rubies_claimed_with_no_space_filled_are_refused():
    def forge(st):
        sh = st["sheets"][2]
        sh["lira_bonus"], sh["goods_bonus"] = [1, 2], [3]
        sh["ruby_sources"]["lira_bonus"], sh["ruby_sources"]["goods_bonus"] = 2, 1
        sh["rubies"] = 3
    _forge_both(forge, "lira_bonus|bonus")


def test_a_bonus_reached_but_not_taken_is_refused():
    def forge(st):
        sh = st["sheets"][1]         # all four goods columns reach row 3, yet no ruby taken
        sh["goods_filled"] = {g: max(3, n) for g, n in sh["goods_filled"].items()}
        sh["goods_bonus"], sh["ruby_sources"]["goods_bonus"] = [], 0
        sh["rubies"] = sum(sh["ruby_sources"].values())
    _forge_both(forge, "goods_bonus")


def test_a_guild_played_count_of_99_is_refused():
    def forge(st):
        st["sheets"][0]["guild_played"] = 99
    _forge_both(forge, "guild_played")


def test_rubies_that_differ_from_their_sources_are_refused():
    def forge(st):
        st["sheets"][0]["rubies"] = 9
    _forge_both(forge, "rubies")


def test_a_solo_challenge_cannot_be_claimed_by_forged_sources():
    """Challenge 14 asks 5 rubies at one palace letter and 20 lira: sources forged to say so."""
    g = cw.new_game(players=1, seed=3, challenge=14)
    d = json.loads(g.to_json())
    sh = d["initial"]["sheets"][0]
    sh["ruby_sources"]["A"], sh["rubies"], sh["lira_filled"] = 5, 5, 20
    sh["lira_bonus"], sh["ruby_sources"]["lira_bonus"] = [1], 1
    sh["rubies"] = 6
    _refused(d, "set-up|Palace")
    d["setup_log"] = ["a staged situation"]
    _refused(d, "Palace")


def test_gemstone_rubies_need_the_lira_they_cost():
    def forge(st):
        sh = st["sheets"][0]
        sh["ruby_sources"]["gemstone"] += 2
        sh["rubies"] += 2
    _forge_both(forge, "gemstone")


def test_a_hand_of_two_location_cards_is_refused():
    def forge(st):
        sh = st["sheets"][1]
        sh["hand"].append(st["location_deck"].pop())
    _forge_both(forge, "hand")


def test_the_turn_must_be_the_current_seats():
    def forge(st):
        st["current"] = (st["current"] + 1) % 3
    _forge_both(forge, "current|turn")


def test_the_final_round_needs_a_full_amulet():
    def forge(st):
        st["final_round"] = True
    _forge_both(forge, "final_round")


def test_a_played_card_in_an_initial_state_is_refused():
    def forge(st):
        st["played"] = {"guild": "G01"}
    _forge_both(forge, "played")


def test_the_saves_seed_must_be_its_states():
    d = _new()
    d["seed"] += 1
    _refused(d, "seed")


def test_a_new_games_set_up_must_be_the_seeds():
    d = _new()
    d["initial"]["location_deck"][:2] = d["initial"]["location_deck"][1::-1]
    _refused(d, "set-up")
