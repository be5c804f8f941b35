"""MonteCarloBot: the greedy bot's candidates, tested by playing the next turns out many times.

The greedy look-ahead sees one turn. A Monte-Carlo bot asks "and then?": for each candidate it
plays the game on from there, many times, with private dice and card draws, and keeps the
candidate whose playouts end best on average.

How (``MonteCarloBot.scores``):

1. The greedy look-ahead scores every legal action (``GreedyBot.scores``). Candidates are the
   ``width`` best of them, and only those within ``margin`` points of the best: where greedy is
   sure (a clear best, or a single legal action) the bot takes greedy's choice and plays no
   playouts. Playouts are spent only in the ``phases`` given (default: the move, where the
   shape of the turn is decided; ``phases=None``: every decision). Inside the turn the greedy
   plan is already good: playouts there doubled the time and won no more games (20 + 20
   heads-up games, 65% either way).
2. Each playout starts from a private copy (``hidden_copy``: fresh dice; the draw pile and
   the other players' hands, which the bot cannot see, dealt afresh), applies the candidate
   and plays every seat with a fast policy (``fast_action``: at a move, the destination whose
   place action is worth most right away; leave an assistant and pay when possible; otherwise
   the option that looks best right away) until this seat has played ``horizon`` more whole
   turns of its own.
3. The playout is scored with the greedy evaluation as *own score minus the mean of the other
   seats' scores*: a ruby an opponent is about to take counts against us. (Minus the best
   other seat's score did no better in 36 four-player games: 25% wins against 31%.)
4. ``playouts`` playouts per candidate (same count for each, so means are comparable), or, with
   ``seconds``, round-robin over the candidates until the time is up (then the choice depends
   on the machine's speed: not reproducible). Playout k of every candidate uses the same
   private dice and draws (common random numbers), so candidates are compared under the same
   luck and a few playouts already separate them.
   The policy never plays a Mocha guild card (a move is always there to take); the bot
   itself weighs them through greedy's candidates. The same protocol serves Mocha: the
   private copy (``game.determinized``) deals the guild pile and the other seats' guild hands
   afresh too, and the playout's score counts coffee, guild cards and Tavern tiles through the
   evaluation's Mocha terms.
5. The best mean wins, but it replaces greedy's first choice only when it is ahead of it by
   ``confidence`` standard errors of their paired differences (default 1; 0: always the best
   mean). Few noisy playouts then rarely overrule a good plan: in 48 four-player games (1 Monte
   Carlo against 3 greedy, fair share 12) this won 17 instead of 12; heads-up it changed
   nothing (15 of 20 either way).
6. Istanbul: Choose & Write: the same steps with ``bots/choose_write.py``'s pieces: greedy's
   candidates, playouts on a private deal (``private_copy``: the Location deck with the other
   hands, the Guild, Goods and Ruby decks) with ``fast_action`` (each seat the option that
   looks best right away), scored as own evaluation minus the others' mean (solo: own). The
   game has no move phase: by default the playouts are spent at its choice of a card, of a
   place and a follower's choice (``choose_write.PLAYOUT_PHASES``). Measured, 3 players, one
   Monte Carlo against two greedy bots, seats rotating, 9 seeded games (fair share 3): with 8
   playouts it won 1 (about 46 ms a decision), with a 3-round horizon and ``confidence=2``
   2.5 (about 115 ms): no edge over greedy yet. Choose & Write's turns are short and its luck
   is in the draws, so a myopic playout policy tells candidates apart no better than greedy's
   own look-ahead does; a stronger policy is the open question.
"""

from __future__ import annotations

import random
import time
from typing import Any

from ..core.protocol import GameProtocol
from ..engine import Action, Game
from ..engine.phases import END_GAME, MOVE
from ..engine.position import Position
from . import playout
from .base import SeededBot, check_turn, hidden_copy
from .evaluation import WEIGHTS, evaluate_position
from .greedy import GreedyBot, Scored
from .kinds import strategy_for


def _place_value(game: Game, move: Action, seat: int, weights: dict[str, float]) -> float:
    """What the place behind ``move`` offers at once: leave/pay, then its best option (worked
    out on scratch positions: ``playout.place_value``)."""
    return playout.place_value(game.position(), move, seat, weights)


def fast_action(game: Game, weights: dict[str, float] = WEIGHTS) -> Action:
    """The playout policy: cheap, eager and a little greedy (see the module doc, step 2). It
    tries its options on scratch positions, not on copies of the game (``bots.playout``)."""
    return playout.choose(game.position(), weights)


def relative_value(game: Game, seat: int, weights: dict[str, float] = WEIGHTS) -> float:
    """Own evaluation minus the mean of the other seats': the playout's score."""
    return position_value(game.position(), seat, weights)


def position_value(pos: Position, seat: int, weights: dict[str, float] = WEIGHTS) -> float:
    """``relative_value`` of a position (a playout's scratch)."""
    others = [evaluate_position(pos, s, weights) for s in range(pos.players) if s != seat]
    return evaluate_position(pos, seat, weights) - sum(others) / len(others)


#: ``phases``' default: the move in the board game, the game kind's own phases in another game
#: (``kinds.Strategy.playout_phases``)
DEFAULT_PHASES: tuple[str, ...] = (MOVE,)


class MonteCarloBot(SeededBot):
    """Playouts after the greedy bot's best candidates (module doc: budget, policy, score)."""

    name = "Monte Carlo"

    def __init__(self, playouts: int = 8, seconds: float | None = None, seed: int = 0,
                 width: int = 4, margin: float = 20.0, horizon: int = 1,
                 phases: tuple[str, ...] | None = (MOVE,),  # DEFAULT_PHASES
                 weights: dict[str, float] | None = None, name: str | None = None,
                 confidence: float = 1.0) -> None:
        super().__init__(seed, name)
        if confidence < 0:
            raise ValueError("confidence must be 0 or more (standard errors)")
        self.confidence = float(confidence)
        if playouts < 1 or width < 1 or horizon < 1:
            raise ValueError("playouts, width and horizon must be at least 1")
        if seconds is not None and seconds <= 0:
            raise ValueError("seconds must be positive (or None for a playout budget)")
        self.playouts, self.seconds = int(playouts), seconds
        self.width, self.margin, self.horizon = int(width), float(margin), int(horizon)
        self.phases = None if phases is None else tuple(phases)
        self.greedy = GreedyBot(seed=seed, weights=weights)
        self.weights = self.greedy.weights
        self.greedy.rng = self.rng

    def settings(self) -> dict:
        return {"playouts": self.playouts, "seconds": self.seconds, "width": self.width,
                "margin": self.margin, "horizon": self.horizon, "phases": self.phases,
                "confidence": self.confidence, **self.greedy.settings()}

    def _words(self, game: GameProtocol, action: Action | str) -> str:
        return strategy_for(game).describe(game, action)

    def _phases(self, game: GameProtocol) -> tuple[str, ...] | None:
        """The phases given, or by default the game kind's (Choose & Write has no move phase:
        its playouts go to the shape of its turn)."""
        if self.phases == DEFAULT_PHASES:
            return strategy_for(game).playout_phases
        return self.phases

    def _playout(self, game: GameProtocol, action: Action, seat: int, seed: int) -> float:
        return strategy_for(game).playout(self, game, action, seat, seed)

    def board_playout(self, game: Game, action: Action, seat: int, seed: int) -> float:
        """One playout of the board game (module doc, step 2)."""
        g = hidden_copy(game, random.Random(seed), seat)
        g.apply(action)
        # the rest is played on a scratch position: the policy chooses from its legal list, so
        # no history, log or legality check is needed (the same table follows as in a game)
        pos, w = g.scratch(), self.weights
        stop = game.turn + self.horizon * game.players + 1
        while not pos.is_over and pos.turn < stop and pos.phase != END_GAME:
            pos.play(playout.choose(pos, w))
        return position_value(pos, seat, w)

    def scores(self, game: GameProtocol) -> tuple[list[Scored], dict[str, list[float]]]:
        """The greedy scores of every legal action and the playout values of the candidates."""
        check_turn(game)
        scored = self.greedy.scores(game)
        phases = self._phases(game)
        if len(scored) == 1 or (phases is not None and game.phase not in phases):
            return scored, {}
        ranked = sorted(scored, key=lambda s: -s.value)
        top = ranked[0].value
        cands = [s for s in ranked[: self.width] if s.value >= top - self.margin]
        if len(cands) == 1:
            return scored, {}
        seat = game.to_act
        values: dict[str, list[float]] = {s.action.text: [] for s in cands}
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        k = 0
        while k < self.playouts if deadline is None else (k == 0 or
                                                           time.perf_counter() < deadline):
            seed = self.rng.getrandbits(64)
            for s in cands:
                values[s.action.text].append(self._playout(game, s.action, seat, seed))
            k += 1
        return scored, values

    def _sure(self, better: list[float], greedy: list[float]) -> bool:
        """Is ``better`` ahead of greedy's choice by ``confidence`` standard errors? The k-th
        playouts of both saw the same dice, so their differences are compared pairwise."""
        if self.confidence == 0:
            return True
        d = [a - b for a, b in zip(better, greedy, strict=True)]
        n = len(d)
        if n < 2:
            return False
        m = sum(d) / n
        var = sum((x - m) ** 2 for x in d) / (n - 1)
        return m > self.confidence * (var / n) ** 0.5

    def explain(self, game: GameProtocol) -> tuple[Any, str]:
        scored, values = self.scores(game)
        if not values:
            greedy_best = max(scored, key=lambda s: (s.value, -scored.index(s)))
            a = greedy_best.action
            why = strategy_for(game).reason(self.greedy, game, greedy_best, scored)
            phases = self._phases(game)
            if phases is not None and game.phase not in phases:
                note = f"greedy plan: playouts are spent in the {', '.join(phases)} phase"
            else:
                note = "no playouts: the greedy look-ahead is sure here"
            return a, f"{why} [{note}]"
        ranked = sorted(scored, key=lambda s: -s.value)
        order = [s.action.text for s in ranked if s.action.text in values]
        means = {t: sum(v) / len(v) for t, v in values.items()}
        top = best = max(order, key=lambda t: (means[t], -order.index(t)))
        if best != order[0] and not self._sure(values[best], values[order[0]]):
            best = order[0]
        a = next(s.action for s in scored if s.action.text == best)
        n = len(values[best])
        alts = ", ".join(f"{self._words(game, t)} {means[t]:+.1f}" for t in order if t != best)
        span = "my next turn" if self.horizon == 1 else f"my next {self.horizon} turns"
        verdict = "the best mean" if best == top else (
            f"greedy's choice, kept: {self._words(game, top)} did better "
            f"({means[top]:+.1f}) but not clearly, given the luck in {n} playouts")
        return a, (f"{self._words(game, a)} ({a}): in {n} playouts up to the end of {span} it ends "
                   f"{means[best]:+.1f} points ahead of the average opponent, {verdict} "
                   f"(greedy ranked it {order.index(best) + 1} of {len(order)}; others: "
                   f"{alts})")
