"""Issue 20, the Choose & Write contract: ``cw.plan`` is the networkx graph API.md promises, one
error family for both games, and the save envelope (size, nesting, version, seed) shared with
the board game (``istanbul_nb.core.saves``)."""

from __future__ import annotations

import json

import networkx as nx
import pytest

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.core import saves as core_saves


# -- cw.plan is a networkx graph -----------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_plan_is_a_networkx_graph_of_the_places(players):
    g = cw.plan(players)
    assert type(g) is nx.Graph
    rich = cw.game_plan(players)
    # numbered places are whole numbers (as on the board game's graph), letters are texts;
    # the nodes come in rulebook order, 1-14 then A-D
    node = {p: int(p) if p.isdecimal() else p for p in rich.places}
    assert list(g.nodes) == [node[p] for p in rich.places]
    assert {frozenset(map(str, e)) for e in g.edges} == {frozenset(e) for e in rich.graph.edges}
    for p in rich.places:
        attrs = g.nodes[node[p]]
        assert attrs["label"] == p and attrs["name"] == rich.name(p)
        assert attrs["icons"] == rich.icons[p]
        assert attrs["cells"] == rich.cells_of(p)
        assert attrs["walled"] == (p in rich.walled)
    assert g.graph["players"] == players and g.graph["side"] == rich.side


def test_shortest_path_works_on_the_plan_as_api_md_promises():
    path = nx.shortest_path(cw.plan(3), 1, "B")
    assert path[0] == 1 and path[-1] == "B"
    assert len(path) - 1 == cw.game_plan(3).distances()["1"]["B"]


def test_the_plan_graph_is_a_fresh_copy_a_learner_may_change():
    g = cw.plan(3)
    g.remove_node(8)
    assert 8 in cw.plan(3) and "8" in cw.game_plan(3).graph


# -- one error family ----------------------------------------------------------------------------
def test_ist_illegal_action_catches_a_refused_choose_and_write_action():
    g = cw.new_game(players=2, seed=1)
    assert issubclass(cw.IllegalAction, ist.IllegalAction)
    assert issubclass(ist.IllegalAction, ValueError)
    with pytest.raises(ist.IllegalAction):
        g.apply("at 99")
    from istanbul_nb.core.errors import IllegalAction
    from istanbul_nb.engine.actions import IllegalAction as engine_illegal
    assert engine_illegal is IllegalAction and ist.IllegalAction is IllegalAction


# -- the shared save envelope --------------------------------------------------------------------
def _save(**kw) -> dict:
    return json.loads(cw.new_game(players=2, seed=3, **kw).to_json())


@pytest.mark.parametrize("depth", [50, 900, 5_000, 200_000])
def test_deeply_nested_json_is_a_value_error_in_both_games(depth):
    for load in (cw.Game.from_json, ist.Game.from_json):
        d = _save()
        d["names"] = "@"
        text = json.dumps(d).replace('"@"', "[" * depth + "]" * depth)
        with pytest.raises(ValueError, match="nest|JSON|names"):
            load(text)


def test_a_save_over_the_size_cap_is_refused_before_parsing():
    text = " " * (core_saves.MAX_BYTES + 1) + json.dumps(_save())
    for load in (cw.Game.from_json, ist.Game.from_json):
        with pytest.raises(ValueError, match="at most"):
            load(text)
        with pytest.raises(ValueError, match="at most"):
            load(text.encode())


@pytest.mark.parametrize("version", [True, 1.0, "1", None, [1]])
def test_the_version_must_be_a_whole_number(version):
    d = _save()
    d["version"] = version
    with pytest.raises(ValueError, match="version"):
        cw.Game.from_json(json.dumps(d))


@pytest.mark.parametrize("seed", [2 ** 64, 2 ** 64 + 5, -(2 ** 70), 10 ** 30])
def test_a_game_started_with_a_big_seed_saves_and_loads(seed):
    g = cw.new_game(players=2, seed=seed)
    g.apply(g.legal_actions()[0])
    h = cw.Game.from_json(g.to_json())
    assert h.seed == g.seed and h.to_json() == g.to_json()
    e = ist.new_game(players=2, seed=seed)
    assert ist.Game.from_json(e.to_json()).to_json() == e.to_json()


def test_a_seed_too_big_for_a_save_is_refused_at_new_game_and_on_load():
    with pytest.raises(ValueError, match="seed"):
        cw.new_game(players=2, seed=1 << (core_saves.MAX_SEED_BITS + 1))
    d = _save()
    d["seed"] = d["initial"]["seed"] = 1 << (core_saves.MAX_SEED_BITS + 1)
    with pytest.raises(ValueError, match="seed"):
        cw.Game.from_json(json.dumps(d))


def test_bytes_that_are_not_utf8_are_a_value_error():
    with pytest.raises(ValueError, match="UTF-8"):
        cw.Game.from_json(b"\xff\xfe{")
