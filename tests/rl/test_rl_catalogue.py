"""The action catalogue: stable ids per ruleset, both ways, on every legal action of random
games of every configuration family (a few games here; thousands under ``-m slow``)."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from rl_tools import FAMILIES, new_game, round_trip_game  # beside this file

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb import rl
from istanbul_nb.engine import configurations


def test_every_id_reads_back_both_ways_in_every_ruleset():
    rulesets = {(c["expansions"], c["variants"]) for c in configurations()}
    for exps, vars_ in sorted(rulesets):
        cat = rl.catalogue_for(ist.new_game(players=3, expansions=exps, variants=vars_))
        table = rl.catalogue(expansions=exps, variants=vars_)
        assert [row.id for row in table] == list(range(cat.size))
        for row in table:
            assert cat.id(row.text) == row.id and cat.text(row.id) == row.text
        assert table[-1].text == "STOP" and table[-1].kind == "stop"
        assert len({row.text for row in table}) == cat.size


def test_sizes_and_a_few_pinned_ids_stay_put():
    """The ids are a promise to trained policies: a change here is a new environment
    version (``istanbul_v1``), not a silent renumbering."""
    base = rl.catalogue_for(ist.new_game(players=4))
    assert (len(base.heads), len(base.tokens), base.size) == (137, 41, 179)
    assert base.id("black-market") == 0
    assert base.text(base.id("move 9")) == "move 9"
    assert [base.text(i) for i in base.ids("sell fabric fruit fruit")] == [
        "sell fabric", "+fruit", "+fruit"]
    gb = rl.catalogue_for(ist.new_game(players=3, expansions=("mocha", "letters")))
    assert (len(gb.heads), len(gb.tokens), gb.size) == (591, 93, 685)
    cwc = rl.catalogue_for(cw.new_game(players=2))
    assert (len(cwc.heads), len(cwc.tokens), cwc.size) == (131, 23, 155)
    # the player count and the layout do not change a ruleset's catalogue
    assert rl.catalogue_for(ist.new_game(players=2, layout="long-paths")) is base


def test_the_table_from_a_game_its_config_an_env_or_the_parts():
    game = ist.new_game(players=3, expansions=("mocha",))
    env = rl.make_env(players=5, expansions=("mocha",))
    tables = [rl.catalogue(game), rl.catalogue(game.config), rl.catalogue(env),
              rl.catalogue(expansions=("mocha",))]
    assert all(t == tables[0] for t in tables) and len(tables[0]) == 339
    assert rl.catalogue(game="choose_write")[0].text == "at 1"
    with pytest.raises(TypeError):
        rl.catalogue(42)


def test_the_same_id_means_the_same_action_in_two_games():
    env1 = rl.make_env(players=2)
    env2 = rl.make_env(players=5, layout="in-order")
    assert env1.catalogue is env2.catalogue
    assert env1.action_id("play five-lira") == env2.action_id("play five-lira")


def test_a_full_action_of_several_ids_points_to_action_ids():
    env = rl.make_env(players=3)
    with pytest.raises(ValueError, match="action_ids"):
        env.action_id("sell fabric fruit")
    assert len(env.action_ids("sell fabric fruit")) == 2
    for bad in ("juggle 3", "", "+nothing-here", 3):
        with pytest.raises(ValueError):
            env.action_id(bad)   # type: ignore[arg-type]
    for bad in (-1, 179, 2.5, "7", None, True):
        with pytest.raises(ValueError):
            env.action_text(bad)   # type: ignore[arg-type]


def test_a_verb_without_a_grammar_is_named():
    real = ist.new_game(players=3).rules
    rules = SimpleNamespace(verbs={**real.verbs, "juggle": None}, data=real.data,
                            places=real.places, card_ids=real.card_ids, figures=real.figures)
    game = SimpleNamespace(kind="istanbul", rules=rules,
                           config=SimpleNamespace(expansions=("juggling",), variants=()))
    with pytest.raises(rl.CatalogueError, match="juggle"):
        rl.catalogue_for(game)


@pytest.mark.parametrize("name,kw", FAMILIES, ids=[f[0] for f in FAMILIES])
def test_round_trip_on_every_legal_action_of_random_games(name, kw):
    rng = random.Random(name)
    checked = round_trip_game(new_game(kw, 1), rng)
    assert checked > 200


@pytest.mark.slow
@pytest.mark.parametrize("name,kw", FAMILIES, ids=[f[0] for f in FAMILIES])
def test_round_trip_on_many_whole_random_games(name, kw):
    """About 2,000 whole games over all families (several CPU minutes)."""
    rng = random.Random(name)
    games = 200 if kw.get("game") == "choose_write" else 100
    for seed in range(games):
        round_trip_game(new_game(kw, 1000 + seed), rng)


@pytest.mark.slow
def test_round_trip_on_every_configuration_the_engine_accepts():
    rng = random.Random(5)
    for k, cfg in enumerate(configurations()):
        round_trip_game(ist.new_game(seed=k, **cfg), rng)
