"""A Gymnasium single-agent view of the environment: the learner is one seat, the other seats
are kit bots.

Why: most learning libraries (Stable-Baselines3 and its MaskablePPO, tabular methods) drive one
agent through ``gymnasium.Env``. The learner sees what the AEC environment shows its seat
(``observation`` and ``action_mask``) and chooses ids one by one; whenever another seat is to
act, its bot chooses a full action and the environment plays that action's ids for it. The
reward is the learner's end-of-game reward (``IstanbulEnv``'s ``reward``); a truncated game
ends with ``truncated=True`` and no reward.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import gymnasium
import numpy as np

from .env import IstanbulEnv

__all__ = ["SingleAgentEnv"]


class SingleAgentEnv(gymnasium.Env):
    """One seat of an ``IstanbulEnv`` against bots (``rl.make_gym_env`` builds it).

    ``bots`` maps each other seat to a bot (an object with ``choose(game)``; ``with_seed`` is
    used when it has one, so a reset with a seed replays the same bots' choices)."""

    metadata = {"render_modes": ["ansi", "svg"]}

    def __init__(self, env: IstanbulEnv, seat: int, bots: Mapping[int, Any]) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or \
                not 0 <= seat < env.players:
            raise ValueError(f"seat must be 0 to {env.players - 1}, not {seat!r}")
        others = set(range(env.players)) - {seat}
        if set(bots) != others:
            raise ValueError(f"give a bot for each other seat {sorted(others)}, not "
                             f"{sorted(bots)}")
        self.env = env
        self.seat = seat
        self.agent = env.possible_agents[seat]
        self.bots = dict(bots)
        self._seeded = dict(bots)
        self.observation_space = env.observation_space(self.agent)
        self.action_space = env.action_space(self.agent)
        self.render_mode = env.render_mode

    def reset(self, *, seed: int | None = None,
              options: dict | None = None) -> tuple[dict[str, np.ndarray], dict]:
        super().reset(seed=seed)
        self.env.reset(seed=seed)
        if seed is not None:
            self.bots = {s: b.with_seed(seed * 7 + s) if hasattr(b, "with_seed") else b
                         for s, b in self._seeded.items()}
        self._play_bots()
        return self.env.observe(self.agent), {}

    def _done(self) -> bool:
        return self.env.terminations[self.agent] or self.env.truncations[self.agent]

    def _play_bots(self) -> None:
        env = self.env
        while not self._done() and env.agent_selection != self.agent:
            seat = env.possible_agents.index(env.agent_selection)
            action = self.bots[seat].choose(env.game)
            for i in env.action_ids(str(action)):
                env.step(i)

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict]:
        if self.env.game is None:
            raise RuntimeError("call reset() first")
        if self._done():
            raise RuntimeError("the game is over: call reset()")
        self.env.step(action)
        self._play_bots()
        reward = float(self.env._cumulative_rewards[self.agent]) if self._done() else 0.0
        obs = self.env.observe(self.agent)
        return (obs, reward, bool(self.env.terminations[self.agent]),
                bool(self.env.truncations[self.agent]), {})

    def render(self) -> str | None:
        return self.env.render()

    def close(self) -> None:
        self.env.close()
