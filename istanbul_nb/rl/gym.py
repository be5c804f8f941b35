"""A Gymnasium single-agent view of the environment: the learner is one seat, the other seats
are kit bots.

Why: most learning libraries (Stable-Baselines3 and its MaskablePPO, tabular methods) drive one
agent through ``gymnasium.Env``. The learner sees what the AEC environment shows its seat
(``observation`` and ``action_mask``) and chooses ids one by one; whenever another seat is to
act, its bot chooses a full action and the environment plays that action's ids for it. The
reward is the learner's end-of-game reward (``IstanbulEnv``'s ``reward``); a truncated game
ends with ``truncated=True`` and no reward.

A masked-out id raises ``InvalidAction`` as in the AEC environment (``illegal="raise"``).
Learners and checkers that sample without the mask (Gymnasium's ``check_env`` does) may choose
``illegal="end"``: the episode then ends at once (``terminated=True``) with ``illegal_reward``
and the reason in ``info["illegal"]``, the game unchanged. ``action_masks()`` gives the mask
the way sb3-contrib's MaskablePPO asks for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import gymnasium
import numpy as np

from .env import InvalidAction, IstanbulEnv

__all__ = ["SingleAgentEnv"]


class SingleAgentEnv(gymnasium.Env):
    """One seat of an ``IstanbulEnv`` against bots (``rl.make_gym_env`` builds it).

    ``bots`` maps each other seat to a bot (an object with ``choose(game)``; ``with_seed`` is
    used when it has one, so a reset with a seed replays the same bots' choices)."""

    metadata = {"render_modes": ["ansi", "svg"]}

    def __init__(self, env: IstanbulEnv, seat: int, bots: Mapping[int, Any],
                 illegal: str = "raise", illegal_reward: float = -1.0) -> None:
        if illegal not in ("raise", "end"):
            raise ValueError(f"illegal must be 'raise' or 'end', not {illegal!r}")
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
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        self._ended = False

    def reset(self, *, seed: int | None = None,
              options: dict | None = None) -> tuple[dict[str, np.ndarray], dict]:
        super().reset(seed=seed)
        self.env.reset(seed=seed)
        self._ended = False
        if seed is not None:
            self.bots = {s: b.with_seed(seed * 7 + s) if hasattr(b, "with_seed") else b
                         for s, b in self._seeded.items()}
        self._play_bots()
        return self.env.observe(self.agent), {}

    def _done(self) -> bool:
        return self._ended or self.env.terminations[self.agent] \
            or self.env.truncations[self.agent]

    def action_masks(self) -> np.ndarray:
        """The learner's mask now (MaskablePPO's hook)."""
        return self.env.observe(self.agent)["action_mask"]

    def _play_bots(self) -> None:
        env = self.env
        while not self._done() and env.agent_selection != self.agent:
            seat = env.possible_agents.index(env.agent_selection)
            action = self.bots[seat].choose(env.game)
            for i in env.action_ids(str(action)):
                if self._done():   # truncated in the middle of the bot's action
                    return
                env.step(i)

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict]:
        if self.env.game is None:
            raise RuntimeError("call reset() first")
        if self._done():
            raise RuntimeError("the game is over: call reset()")
        try:
            self.env.step(action)
        except InvalidAction as exc:
            if self.illegal == "raise":
                raise
            self._ended = True
            return (self.env.observe(self.agent), self.illegal_reward, True, False,
                    {"illegal": str(exc)})
        self._play_bots()
        reward = float(self.env._cumulative_rewards[self.agent]) if self._done() else 0.0
        obs = self.env.observe(self.agent)
        return (obs, reward, bool(self.env.terminations[self.agent]),
                bool(self.env.truncations[self.agent]), {})

    def render(self) -> str | None:
        return self.env.render()

    def close(self) -> None:
        self.env.close()
