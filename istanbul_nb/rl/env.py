"""Istanbul as a PettingZoo AEC environment (``istanbul_v0``): one agent per seat, stable
action ids, a mask, and observations from the acting seat's point of view only.

Why AEC and not parallel: one seat decides at a time, and not always the seat whose turn it
is (Kiosk picks, auction bids, followers in *Choose & Write*): ``agent_selection`` is the
game's ``to_act``.

An action is chosen as a short series of ids of the ruleset's catalogue
(``istanbul_nb.rl.catalogue``): a head (``move 9``, ``sell fabric``), then, while longer legal
actions start with the words chosen so far, tokens (``+fruit``) or ``STOP``. The same agent
keeps the turn until the action is complete, then the game applies it. ``action_mask`` (int8)
marks the ids that lead to a legal action; the observation's last part shows the words chosen
so far. ``env.action_ids(text)`` gives the series for a full action text at this moment.

Rewards come once, at the end of the game: ``reward="win"`` (the default) is the game's win
share, ``returns()`` normalised so that the seats sharing first place split 1 (the solo *Choose
& Write* game keeps its own 0..1 score); ``reward="rank"`` is ``(players - rank) / (players -
1)``, 1 for first and 0 for last, tied seats sharing a rank. ``max_decisions`` truncates the game
after that many ids (sub-decisions count); a truncated game gives no reward.

Bad input changes nothing: an id outside the space or masked out raises ``InvalidAction`` (a
``ValueError``) saying which ids are allowed; a dead agent's step takes ``None`` (PettingZoo's
convention).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from .catalogue import Catalogue, CatalogueError, catalogue_for
from .observe import Layout, layout_for

__all__ = ["InvalidAction", "IstanbulEnv", "candidate_features"]

_MAX_SEED = 2**31 - 1


class InvalidAction(ValueError):
    """An id the environment cannot take now (outside the space, or masked out)."""


class IstanbulEnv(AECEnv):
    """The AEC environment of one ruleset and player count (``rl.make_env`` builds it)."""

    metadata: dict[str, Any] = {"name": "istanbul_v0", "render_modes": ["ansi", "svg"],
                                "is_parallelizable": False}

    def __init__(self, new_game: Callable[[int], Any], render_mode: str | None = None,
                 seed: int | None = None, max_decisions: int | None = None,
                 reward: str = "win", max_candidates: int = 512) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']} or "
                             f"None, not {render_mode!r}")
        if reward not in ("win", "rank"):
            raise ValueError(f"reward must be 'win' or 'rank', not {reward!r}")
        if max_decisions is not None and (isinstance(max_decisions, bool)
                                          or not isinstance(max_decisions, int)
                                          or max_decisions < 1):
            raise ValueError(f"max_decisions must be a whole number of at least 1 or None, "
                             f"not {max_decisions!r}")
        self._new_game = new_game
        self.render_mode = render_mode
        self.reward_kind = reward
        self.max_decisions = max_decisions
        self.max_candidates = max_candidates
        self._seeds = random.Random(None if seed is None else _whole(seed, "seed"))
        probe = new_game(1)
        self.catalogue: Catalogue = catalogue_for(probe)
        self.layout: Layout = layout_for(probe, self.catalogue)
        self.players = probe.players
        self.possible_agents = [f"player_{i}" for i in range(self.players)]
        n = self.catalogue.size
        self._obs_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (self.layout.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (n,), np.int8)})
        self._observation_spaces = {a: self._obs_space for a in self.possible_agents}
        self._action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self.game: Any = None
        self._prefix: tuple[str, ...] = ()
        self._legal_cache: list[tuple[str, ...]] | None = None
        self._mask_cache: tuple[tuple[str, ...], np.ndarray] | None = None

    # -- spaces ---------------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_spaces[agent]

    # -- the catalogue --------------------------------------------------------------------------
    def action_text(self, i: int) -> str:
        """An id's text: a head (``move 9``), a token (``+fruit``) or ``STOP``."""
        return self.catalogue.text(i)

    def action_id(self, text: str) -> int:
        """The id of one entry's text; a full action of several ids raises a ValueError that
        names ``action_ids``."""
        return self.catalogue.id(text)

    def action_ids(self, text: str) -> list[int]:
        """The ids that choose the full action ``text``: its head and tokens, with ``STOP``
        when, now, a longer legal action starts with the same words."""
        ids = self.catalogue.ids(text)
        words = tuple(text.split())
        k = len(words)
        if self.game is not None and not self.game.is_over and k > 1:
            if any(len(w) > k and w[:k] == words for w in self._legal_words()):
                ids.append(self.catalogue.stop)
        return ids

    # -- the episode ----------------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            seed = _whole(seed, "seed")
            self._seeds = random.Random(seed)
            game_seed = seed % (_MAX_SEED + 1)
        else:
            game_seed = self._seeds.randrange(_MAX_SEED)
        self.game = self._new_game(game_seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.decisions = 0
        self._prefix = ()
        self._legal_cache = None
        self._mask_cache = None
        self.agent_selection = self.possible_agents[self.game.to_act]

    def _legal_words(self) -> list[tuple[str, ...]]:
        if self._legal_cache is None:
            self._legal_cache = [tuple(a.text.split()) for a in self.game.legal_actions()]
            self._mask_cache = None
        return self._legal_cache

    def _mask(self) -> np.ndarray:
        """The mask of the moment, worked out once per position and prefix (``observe`` and
        ``step`` both ask); a copy, so a caller may write on it."""
        legal = self._legal_words()
        if self._mask_cache is not None and self._mask_cache[0] == self._prefix:
            return self._mask_cache[1].copy()
        cat = self.catalogue
        mask = np.zeros(cat.size, dtype=np.int8)
        prefix = self._prefix
        k = len(prefix)
        for w in legal:
            if k == 0:
                h = cat.head_of(w)
                if h is not None and all(cat.token_of(x) is not None for x in w[2:]):
                    mask[h] = 1
            elif w[:k] == prefix:
                if len(w) == k:
                    mask[cat.stop] = 1
                else:
                    t = cat.token_of(w[k])
                    if t is not None:
                        mask[t] = 1
        self._mask_cache = (prefix, mask)
        return mask.copy()

    def action_mask(self) -> np.ndarray:
        """The ids the agent to act may choose now (int8, 1 = allowed)."""
        if self.game is None:
            raise RuntimeError("call reset() first")
        if self.game.is_over or self.terminations.get(self.agent_selection) \
                or self.truncations.get(self.agent_selection):
            return np.zeros(self.catalogue.size, dtype=np.int8)
        return self._mask()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        if self.game is None:
            raise RuntimeError("call reset() first")
        seat = self.possible_agents.index(agent)
        acting = agent == self.agent_selection
        obs = self.layout.observe(self.game, seat, self._prefix if acting else ())
        mask = self.action_mask() if acting else np.zeros(self.catalogue.size, dtype=np.int8)
        return {"observation": obs, "action_mask": mask}

    @property
    def prefix(self) -> str:
        """The words of the action being chosen so far ("" at the start of a decision)."""
        return " ".join(self._prefix)

    def step(self, action: Any) -> None:
        if self.game is None:
            raise RuntimeError("call reset() first")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        i = self._checked(action)
        self._cumulative_rewards[agent] = 0.0
        cat = self.catalogue
        if i == cat.stop:
            text = " ".join(self._prefix)
        else:
            words = self._prefix + tuple(cat.words(i))
            legal, n = self._legal_words(), len(words)
            longer = n > 1 and any(len(w) > n and w[:n] == words for w in legal)
            if longer or words not in legal:
                self._prefix = words
                text = ""
            else:
                text = " ".join(words)
        self.decisions += 1
        if text:
            self.game.apply(text)
            self._prefix = ()
            self._legal_cache = None
        self.rewards = {a: 0.0 for a in self.agents}
        if self.game.is_over:
            for a, r in zip(self.possible_agents, self._final_rewards(), strict=True):
                self.rewards[a] = r
                self.terminations[a] = True
        elif self.max_decisions is not None and self.decisions >= self.max_decisions:
            self.truncations = {a: True for a in self.agents}
        if not self.game.is_over:
            self.agent_selection = self.possible_agents[self.game.to_act]
        self._accumulate_rewards()

    def _checked(self, action: Any) -> int:
        if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
            raise InvalidAction(f"an action is an id (a whole number 0..{self.catalogue.size - 1}"
                                f"), not {action!r}")
        i = int(action)
        if not 0 <= i < self.catalogue.size:
            raise InvalidAction(f"id {i} is outside the action space 0..{self.catalogue.size - 1}")
        mask = self._mask()
        if not mask[i]:
            allowed = np.flatnonzero(mask)
            shown = ", ".join(f"{j} ({self.catalogue.text(int(j))})" for j in allowed[:8])
            more = f" and {len(allowed) - 8} more" if len(allowed) > 8 else ""
            where = f" after '{self.prefix}'" if self._prefix else ""
            raise InvalidAction(f"id {i} ({self.catalogue.text(i)}) is not allowed now{where}: "
                                f"the mask allows {shown}{more}")
        return i

    def _final_rewards(self) -> list[float]:
        g = self.game
        if self.reward_kind == "rank" and self.players > 1:
            return [(self.players - r) / (self.players - 1) for r in g.ranks()]
        ret = list(g.returns())
        if self.players == 1:
            return [float(ret[0])]
        total = sum(ret)
        return [r / total if total else 0.0 for r in ret]

    # -- the candidate-list view ----------------------------------------------------------------
    def candidates(self) -> dict[str, Any]:
        """Every legal full action of the seat to act, for agents that score actions: its text,
        its ids (``action_ids``) and a fixed feature vector (the bag of its catalogue ids: the
        head's one-hot plus each token's count), padded to ``max_candidates`` rows with
        ``mask`` marking the real ones."""
        texts = [] if self.game is None or self.game.is_over else \
            [a.text for a in self.game.legal_actions()]
        texts = [t for t in texts if _expressible(self.catalogue, t)]
        feats, mask = candidate_features(self.catalogue, texts, self.max_candidates)
        return {"texts": texts[:self.max_candidates],
                "ids": [self.action_ids(t) for t in texts[:self.max_candidates]],
                "features": feats, "mask": mask}

    # -- showing --------------------------------------------------------------------------------
    def render(self) -> str | None:
        if self.render_mode is None or self.game is None:
            return None
        if self.render_mode == "svg":
            return str(self.game.svg())
        return render_text(self.game, self.prefix)

    def close(self) -> None:
        pass


def _whole(value: Any, what: str) -> int:
    """A whole number (a Python or numpy integer), else a ValueError naming ``what``."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise ValueError(f"{what} must be a whole number, not {value!r}")
    return int(value)


def _expressible(cat: Catalogue, text: str) -> bool:
    try:
        cat.ids(text)
    except CatalogueError:
        return False
    return True


def candidate_features(cat: Catalogue, texts: Sequence[str],
                       rows: int) -> tuple[np.ndarray, np.ndarray]:
    """(features, mask): one row per text (the bag of its ids), padded to ``rows``."""
    feats = np.zeros((rows, cat.size), dtype=np.float32)
    mask = np.zeros(rows, dtype=np.int8)
    for r, text in enumerate(texts[:rows]):
        for i in cat.ids(text):
            feats[r, i] += 1.0
        mask[r] = 1
    return feats, mask


def render_text(game: Any, prefix: str = "") -> str:
    """The position in words: the decision, each seat's counts, and the words chosen so far."""
    lines = [f"turn {game.turn}, phase {game.phase}: {game.question()}"]
    for s in range(game.players):
        row = game.result_row(s)
        lines.append(f"  seat {s}: " + ", ".join(f"{k} {v}" for k, v in row.items()))
    if prefix:
        lines.append(f"  choosing: {prefix} ...")
    if not game.is_over:
        lines.append(f"  {len(game.legal_actions())} legal actions")
    return "\n".join(lines)
