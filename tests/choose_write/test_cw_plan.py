"""The Game Plan as a graph: the seed's two facts hold on both sides, and the data file's
counts are what the rules read (the map itself is reconstructed)."""

from __future__ import annotations

import networkx as nx
import pytest

from istanbul_nb import choose_write as cw
from istanbul_nb.choose_write.data import components


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_the_neighbours_of_the_tea_house_are_exactly_the_seeds(players):
    assert set(cw.game_plan(players).neighbours("8")) == {"4", "9", "13", "B", "D"}


@pytest.mark.parametrize("players", [1, 3, 4, 5])
def test_the_catacombs_are_adjacent_to_nothing(players):
    p = cw.game_plan(players)
    assert p.neighbours("12") == []
    assert p.usable_with("12") == ["12"]
    for other in ("11", "13", "C", "D"):       # drawn beside 12, yet not its neighbours
        assert "12" not in p.neighbours(other)
    assert p.cells_of("12") == [(3, 2), (3, 3)]


def test_the_graph_has_the_18_places_and_one_isolated_node():
    g = cw.game_plan(3).graph
    assert sorted(g.nodes) == sorted([str(i) for i in range(1, 15)] + list("ABCD"))
    assert list(nx.isolates(g)) == ["12"]
    assert nx.number_connected_components(g) == 2


def test_a_place_may_cover_several_cells_and_neighbours_share_an_edge():
    p = cw.game_plan(2)
    assert p.cells_of("3") == [(0, 2), (0, 3)]
    assert p.neighbours("3") == ["2", "4", "A", "B"]
    assert p.neighbours("1") == ["2", "6"]
    assert p.usable_with("6") == ["1", "6", "7", "10"]


def test_reach_and_distances_come_from_networkx():
    p = cw.game_plan(3)
    assert p.reach("1", 1) == ["1", "2", "6"]
    assert p.distances()["1"]["14"] == 6   # 1-2-3-4-5-9-14
    assert "12" not in p.distances()["1"]


def test_the_sides_follow_the_player_count():
    assert [cw.game_plan(n).side for n in (1, 2, 3, 4, 5)] == ["1-3", "1-3", "1-3", "4-5", "4-5"]
    # one icon per place on the 1-3 side; the bold second icon on 3, 7, 8, 12 counts only with
    # three players (seed set-up step 9); two per place on the 4-5 side [reconstructed]
    assert cw.game_plan(2).icons["8"] == 1 and cw.game_plan(3).icons["8"] == 2
    assert cw.game_plan(3).icons["9"] == 1 and cw.game_plan(4).icons["9"] == 2
    assert cw.game_plan(5).icons["8"] == 2 and cw.game_plan(1).icons["12"] == 1
    assert sum(cw.game_plan(1).icons.values()) == 18 and sum(cw.game_plan(3).icons.values()) == 22
    assert sum(cw.game_plan(4).icons.values()) == 36
    # the bold bonus-action box counts only with five players
    assert cw.game_plan(4).bonus_spaces == 6 and cw.game_plan(5).bonus_spaces == 7
    with pytest.raises(ValueError, match="1 to 5"):
        cw.game_plan(6)
    with pytest.raises(ValueError, match="no place"):
        cw.game_plan(3).neighbours("15")


def test_the_component_counts_are_the_seeds():
    c = components()
    assert len(c["location_cards"]) == 40
    assert sum("fountain" in card for card in c["location_cards"]) == 4
    assert len(c["ruby_cards"]) == 20 and len(c["guild_cards"]) == 16
    assert len(c["caravan_cards"]) == 8 and len(c["goods_cards"]) == 16
    assert [p["letters"] for p in c["palace_cards"]] == [["A", "B"], ["C", "D"]]
    assert sorted(g["cost"] for g in c["guild_cards"]) == [1, 1, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5,
                                                          6, 7, 8, 10]
    assert c["plans"]["1-3"]["provenance"]["cells"] == "reconstructed"
    assert "reconstruct" in c["provenance"]["about"]
