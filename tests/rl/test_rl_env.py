"""The PettingZoo environment: PettingZoo's own tests per configuration family, the masks and
the sub-decisions, bad input, rewards, truncation, rendering, the candidate view and the
Gymnasium wrapper."""

from __future__ import annotations

import random
import time

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test
from rl_tools import FAMILIES, drive  # beside this file

from istanbul_nb import rl
from istanbul_nb.bots import RandomBot

FAST = {"base2", "mocha_letters", "choose_write1", "choose_write3"}


def _family(name: str) -> dict:
    return dict(FAMILIES)[name]


@pytest.mark.parametrize("name", sorted(FAST))
def test_pettingzoo_api_and_seed_tests(name):
    kw = _family(name)
    api_test(rl.make_env(**kw, max_decisions=150), num_cycles=60)
    seed_test(lambda: rl.make_env(**kw, max_decisions=150), num_cycles=40)


@pytest.mark.slow
@pytest.mark.parametrize("name", [n for n, _ in FAMILIES if n not in FAST])
def test_pettingzoo_api_and_seed_tests_every_family(name):
    """``max_cycles_test`` does not apply: it needs a parallel environment and samples
    without the mask, and Istanbul is turn-based (``is_parallelizable`` False)."""
    kw = _family(name)
    api_test(rl.make_env(**kw, max_decisions=400), num_cycles=200)
    seed_test(lambda: rl.make_env(**kw, max_decisions=400), num_cycles=100)


def test_metadata_spaces_and_agents():
    env = rl.make_env(players=4)
    assert env.metadata["name"] == "istanbul_v0"
    assert env.metadata["is_parallelizable"] is False
    env.reset(seed=3)
    assert env.agents == ["player_0", "player_1", "player_2", "player_3"]
    obs = env.observe(env.agent_selection)
    assert obs["observation"].dtype == np.float32
    assert obs["action_mask"].dtype == np.int8
    assert env.observation_space("player_1")["observation"].shape == obs["observation"].shape
    assert env.action_space("player_0").n == env.catalogue.size
    allowed = sorted(env.action_text(int(i)) for i in np.flatnonzero(obs["action_mask"]))
    heads = {" ".join(a.text.split()[:2]) for a in env.game.legal_actions()}
    assert allowed == sorted(heads) and "play one-good" in heads


def test_a_great_bazaar_observation_shows_its_own_board():
    env = rl.make_env(players=3, expansions=("mocha", "letters"))
    start, end = next((a, b) for name, a, b in env.layout.parts if name == "board")
    boards = []
    for seed in (1, 2):
        env.reset(seed=seed)
        obs = env.observe(env.agent_selection)["observation"]
        rows = env.game.board.layout.rows
        assert obs[start + 2 * (rows[0][0] - 1):start + 2 * rows[0][0]].tolist() == [0, 0]
        boards.append(obs[start:end].tolist())
    assert boards[0] != boards[1] and len(boards[0]) == 2 * 25


def test_sub_decisions_choose_a_sale_word_by_word():
    import istanbul_nb as ist

    staged = ist.stage(players=3, phase="action",
                       seats={0: dict(merchant=11, goods=dict(fabric=1, fruit=2, spice=1))})
    env = rl.IstanbulEnv(lambda seed: staged.copy())
    env.reset()
    assert "sell fabric fruit" in [a.text for a in env.game.legal_actions()]

    def allowed() -> list[str]:
        mask = env.observe(env.agent_selection)["action_mask"]
        return sorted(env.action_text(int(i)) for i in np.flatnonzero(mask))

    env.step(env.action_id("sell fabric"))
    assert env.prefix == "sell fabric" and env.agent_selection == "player_0"
    assert env.game.history() == []
    assert allowed() == ["+fruit", "+spice", "STOP"]
    before = env.observe("player_0")["observation"]
    env.step(env.action_id("+spice"))
    assert env.prefix == "sell fabric spice" and env.game.history() == []
    assert allowed() == ["+fruit", "STOP"]
    assert not np.array_equal(before, env.observe("player_0")["observation"])
    env.step(env.action_id("STOP"))
    assert env.game.history() == ["sell fabric spice"] and env.prefix == ""
    assert env.action_ids("sell fabric spice fruit") == [
        env.action_id("sell fabric"), env.action_id("+spice"), env.action_id("+fruit")]


def test_bad_ids_raise_a_clear_error_and_change_nothing():
    env = rl.make_env(players=3)
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    env.reset(seed=4)
    agent = env.agent_selection
    obs = env.observe(agent)["observation"].copy()
    masked_out = int(np.flatnonzero(env.observe(agent)["action_mask"] == 0)[0])
    for bad, words in ((-1, "outside"), (env.catalogue.size, "outside"),
                       (masked_out, "not allowed now"), (2.0, "whole number"),
                       (True, "whole number"), ("3", "whole number")):
        with pytest.raises(rl.InvalidAction, match=words):
            env.step(bad)
        assert env.agent_selection == agent and env.game.history() == []
        assert np.array_equal(env.observe(agent)["observation"], obs)
    assert issubclass(rl.InvalidAction, ValueError) and not issubclass(rl.InvalidAction,
                                                                        IndexError)


def test_numpy_integers_are_accepted():
    env = rl.make_env(players=2, seed=np.int64(3))
    env.reset(seed=np.int32(1))
    first = env.observe(env.agent_selection)["observation"]
    env.reset(seed=1)
    assert np.array_equal(first, env.observe(env.agent_selection)["observation"])
    with pytest.raises(ValueError, match="seed"):
        env.reset(seed=1.5)
    legal = np.flatnonzero(env.observe(env.agent_selection)["action_mask"])
    env.step(np.int64(legal[0]))
    env.step(np.int32(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert len(env.game.history()) >= 1


@pytest.mark.parametrize("reward", ["win", "rank"])
def test_a_whole_game_ends_with_the_documented_rewards(reward):
    env = rl.make_env(players=3, reward=reward)
    env.reset(seed=11)
    rng = np.random.default_rng(0)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, r, term, trunc, _ = env.last()
        totals[agent] += r
        if term or trunc:
            env.step(None)
            continue
        env.step(rng.choice(np.flatnonzero(obs["action_mask"])))
    g = env.game
    assert g.is_over and env.agents == []
    got = [totals[a] for a in env.possible_agents]
    if reward == "win":
        ret = g.returns()
        assert got == [r / sum(ret) for r in ret] and sum(got) == pytest.approx(1.0)
    else:
        assert got == [(3 - r) / 2 for r in g.ranks()]


def test_truncation_after_max_decisions():
    env = rl.make_env(players=4, max_decisions=25)
    env.reset(seed=2)
    rng = random.Random(1)
    steps = 0
    for _agent in env.agent_iter():
        obs, _r, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        env.step(rng.choice(list(np.flatnonzero(obs["action_mask"]))))
        steps += 1
    assert steps == 25 and not env.game.is_over and env.agents == []


def test_a_steered_game_drives_every_id_through_the_masks():
    env = rl.make_env(players=3, expansions=("mocha",))
    env.reset(seed=8)
    rng = random.Random(3)
    played = drive(env, lambda texts: rng.choice(texts))
    assert env.game.is_over and len(played) > 100


def test_render_ansi_and_svg():
    env = rl.make_env(players=2, render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str) and "turn 1" in text and "legal actions" in text
    svg = rl.make_env(players=2, render_mode="svg")
    svg.reset(seed=1)
    assert str(svg.render()).lstrip().startswith("<svg")
    with pytest.raises(ValueError, match="render_mode"):
        rl.make_env(render_mode="human")


def test_candidates_list_every_legal_action_with_its_ids():
    env = rl.make_env(players=3, expansions=("letters",))
    env.reset(seed=6)
    rng = random.Random(2)
    for _ in range(60):
        cand = env.candidates()
        texts = [a.text for a in env.game.legal_actions()]
        assert cand["texts"] == texts
        assert cand["mask"].sum() == len(texts)
        assert cand["features"].shape == (env.max_candidates, env.catalogue.size)
        k = rng.randrange(len(texts))
        assert cand["features"][k].sum() == len(cand["ids"][k]) - (
            cand["ids"][k][-1] == env.catalogue.stop)
        for i in cand["ids"][k]:
            env.step(i)
        assert env.game.history()[-1] == texts[k]


def test_the_gymnasium_wrapper_passes_check_env_and_plays_against_bots():
    genv = rl.make_gym_env(seat=1, players=3, max_decisions=300, illegal="end")
    check_env(genv, skip_render_check=True)
    genv.reset(seed=2)
    bad = int(np.flatnonzero(genv.action_masks() == 0)[0])
    _obs, reward, term, _trunc, info = genv.step(bad)
    assert term and reward == -1.0 and "not allowed now" in info["illegal"]
    strict = rl.make_gym_env(seat=1, players=3)
    strict.reset(seed=2)
    with pytest.raises(rl.InvalidAction):
        strict.step(bad)
    genv = rl.make_gym_env(seat=0, bots={1: RandomBot(seed=1)}, players=2)
    obs, _ = genv.reset(seed=5)
    rng = np.random.default_rng(1)
    done, reward = False, 0.0
    while not done:
        obs, reward, term, trunc, _ = genv.step(rng.choice(np.flatnonzero(obs["action_mask"])))
        done = term or trunc
    assert genv.env.game.is_over and reward in (0.0, 0.5, 1.0)
    with pytest.raises(ValueError, match="bot for each other seat"):
        rl.make_gym_env(seat=0, bots={}, players=2)
    cw_env = rl.make_gym_env(seat=0, game="choose_write", players=2)
    cw_env.reset(seed=1)


def test_import_istanbul_nb_loads_no_rl_package(heavy_imports):
    """The core (and the bots) keep importing neither pettingzoo, gymnasium nor numpy: only
    ``from istanbul_nb import rl`` loads them."""
    loaded = heavy_imports("import istanbul_nb; import istanbul_nb.bots",
                           also=("pettingzoo", "gymnasium", "numpy", "istanbul_nb.rl"))
    assert [m for m in loaded if m.split(".")[0] in ("pettingzoo", "gymnasium", "numpy")
            or m.startswith("istanbul_nb.rl")] == []


def test_speed_of_env_steps():
    """The figure is reported, not asserted tightly (the machine is shared): a random game's
    steps per second through ``step`` and ``observe``."""
    env = rl.make_env(players=4)
    env.reset(seed=9)
    rng = np.random.default_rng(0)
    t, n = time.perf_counter(), 0
    for _agent in env.agent_iter(max_iter=800):
        obs, _r, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        env.step(rng.choice(np.flatnonzero(obs["action_mask"])))
        n += 1
    rate = n / (time.perf_counter() - t)
    print(f"{rate:.0f} env steps per second")
    assert rate > 100


def test_the_gymnasium_wrapper_stops_when_truncation_falls_inside_a_bots_action():
    """A bot's action of several ids (a sale, a Fountain) may be cut by ``max_decisions``
    half-way: the wrapper then reports the truncation instead of stepping a finished game."""
    seen_truncation = False
    for limit in range(2, 60):
        genv = rl.make_gym_env(seat=0, bots={1: RandomBot(seed=limit, eager=True)}, players=2,
                               max_decisions=limit)
        obs, _ = genv.reset(seed=limit)
        rng = np.random.default_rng(limit)
        done = False
        while not done:
            if genv.env.truncations[genv.agent]:
                break
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            obs, _reward, terminated, truncated, _ = genv.step(action)
            done = terminated or truncated
        seen_truncation = seen_truncation or bool(genv.env.truncations[genv.agent])
    assert seen_truncation
