"""Set-up per player count (RULES.md section 3), from the data file."""

import json
from importlib import resources

import pytest

import istanbul_nb as ist
from istanbul_nb.engine import data as D


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_numbers(players):
    g = ist.new_game(players=players, seed=11)
    pieces = g.pieces()
    thresholds = {2: [2, 4], 3: [2, 3, 4], 4: [2, 3, 4, 5], 5: [2, 3, 4, 5]}[players]
    for m in (14, 15):
        assert pieces["mosques"][m]["rubies"] == (4 if players == 5 else players)
        for stack in pieces["mosques"][m]["tiles"].values():
            assert stack == thresholds
    assert pieces["wainwright"]["rubies"] == players
    assert pieces["sultan"]["rubies"] == (7 if players >= 4 else 6)
    assert pieces["gemstone_dealer"]["rubies"] == {2: 9, 3: 10, 4: 12, 5: 12}[players]
    assert [g.player(i).lira for i in range(players)] == list(range(2, 2 + players))
    assert all(len(g.player(i).bonus_cards) == 1 for i in range(players))
    assert pieces["draw_pile"] == 26 - players
    assert all(g.player(i).merchant == 7 and g.player(i).family == 12 and
               g.player(i).stack == 4 for i in range(players))
    assert pieces["neutral_merchants"] == ([14, 15, 16] if players == 2 else [])
    assert pieces["post_office"]["down"] == [False] * 4
    assert 2 <= g.place_of("governor") <= 12 and 2 <= g.place_of("smuggler") <= 12


def test_five_players_have_32_rubies():
    assert D.total_rubies(5) == 32


def test_data_file_carries_provenance():
    raw = json.loads(resources.files("istanbul_nb").joinpath("data/base_game.json")
                     .read_text("utf-8"))
    allowed = {"seed", "printed", "printed-1", "inferred", "reconstructed"}
    for key, entry in raw.items():
        if isinstance(entry, dict):
            assert entry.get("provenance") in allowed, key
    assert sum(c["count"] for c in raw["bonus_cards"]["cards"]) == 26


def test_expansions_refused_clearly(monkeypatch):
    # a variant the game knows of but this engine does not play (a stand-in name, so the test
    # does not depend on which of RULES.md 9's variants are built)
    from istanbul_nb.engine import ruleset

    monkeypatch.setattr(ruleset, "KNOWN_VARIANTS", (*ruleset.KNOWN_VARIANTS, "flying_carpet"))
    with pytest.raises(ValueError, match="'flying_carpet' variant is not in this version"):
        ist.new_game(expansions=("mocha", "letters"), variants=("flying_carpet",))
    assert ist.new_game(expansions=("mocha",)).ruby_target == 6      # Mocha is played
    assert ist.new_game(expansions=("letters",)).ruby_target == 6    # and Letters
    with pytest.raises(ValueError, match="unknown expansion"):
        ist.new_game(expansions=("space",))
    with pytest.raises(ValueError, match="players must be"):
        ist.new_game(players=6)


def test_seeds_shuffle_differently_and_repeat_exactly():
    a, b = ist.new_game(seed=1), ist.new_game(seed=2)
    assert a.to_json() != b.to_json()
    assert ist.new_game(seed=1).to_json() == a.to_json()


def test_engine_imports_no_jupyter_or_plotting():
    root = resources.files("istanbul_nb").joinpath("engine")
    banned = ("import ipywidgets", "import ipycanvas", "import matplotlib", "import IPython",
              "import pickle", "eval(", "exec(", "from IPython", "from matplotlib")
    for entry in root.iterdir():
        if entry.name.endswith(".py"):
            text = entry.read_text("utf-8")
            for word in banned:
                assert word not in text, (entry.name, word)
