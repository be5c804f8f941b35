"""MonteCarloBot: the greedy bot's candidates, tested by playing the next turns out many times.

The greedy look-ahead sees one turn. A Monte-Carlo bot asks "and then?": for each candidate it
plays the game on from there, many times, with private dice and card draws, and keeps the
candidate whose playouts end best on average.

How (``MonteCarloBot.scores``):

1. The greedy look-ahead scores every legal action (``GreedyBot.scores``). Candidates are the
   ``width`` best of them, and only those within ``margin`` points of the best: where greedy is
   sure (a clear best, or a single legal action) the bot takes greedy's choice and plays no
   playouts.
2. Each playout starts from a private copy (``hidden_copy``: fresh dice, privately shuffled
   draw pile), applies the candidate and plays every seat with a fast policy (``fast_action``:
   at a move, the destination whose place action is worth most right away; leave an assistant
   and pay when possible; otherwise the option that looks best right away) until this seat has
   played ``horizon`` more whole turns of its own.
3. The playout is scored with the greedy evaluation as *own score minus the best other
   seat's score*: a ruby an opponent is about to take counts against us.
4. ``playouts`` playouts per candidate (same count for each, so means are comparable), or, with
   ``seconds``, round-robin over the candidates until the time is up (then the choice depends
   on the machine's speed: not reproducible). Best mean wins; ties go to greedy's order.
"""

from __future__ import annotations

import time

from ..engine import Action, Game
from .base import SeededBot, check_turn, hidden_copy
from .evaluation import WEIGHTS, evaluate
from .greedy import GreedyBot, Scored

WASTE = WEIGHTS["wasted turn"]
_KEEP_GOING = ("leave", "collect", "pay")


def _place_value(game: Game, move: Action, seat: int) -> float:
    """What the place behind ``move`` offers at once: leave/pay, then its best option."""
    c = game.copy(log=False)
    c.apply(move)
    for _ in range(3):
        if c.phase not in ("assistant", "pay"):
            break
        go = [a for a in c.legal_actions() if a.text in _KEEP_GOING]
        if not go:
            return evaluate(c, seat) + WASTE
        c.apply(go[0])
    if c.phase != "action" or c.to_act != seat:
        return evaluate(c, seat) + (0.0 if c.phase == "encounter" else WASTE)
    best = evaluate(c, seat) + WASTE
    for a in c.legal_actions():
        if a.kind == "place" and a.text != "skip":
            d = c.copy(log=False)
            d.apply(a)
            best = max(best, evaluate(d, seat))
    return best


def fast_action(game: Game) -> Action:
    """The playout policy: cheap, eager and a little greedy (see the module doc, step 2)."""
    acts = game.legal_actions()
    if len(acts) == 1:
        return acts[0]
    seat = game.to_act
    ph = game.phase
    if ph == "move":
        moves = [a for a in acts if a.kind == "move"]
        return max(moves, key=lambda a: (_place_value(game, a, seat), -moves.index(a)))
    if ph in ("assistant", "pay"):
        go = [a for a in acts if a.text in _KEEP_GOING]
        return go[0] if go else acts[-1] if acts[-1].text == "end" else acts[0]
    best, best_v = acts[0], None
    for a in acts:
        c = game.copy(log=False)
        c.apply(a)
        v = evaluate(c, seat) + (WASTE if a.text == "skip" else 0.0)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


def relative_value(game: Game, seat: int) -> float:
    """Own evaluation minus the best other seat's: the playout's score."""
    own = evaluate(game, seat)
    others = [evaluate(game, s) for s in range(game.players) if s != seat]
    return own - max(others)


class MonteCarloBot(SeededBot):
    """Playouts after the greedy bot's best candidates (module doc: budget, policy, score)."""

    name = "Monte Carlo"

    def __init__(self, playouts: int = 12, seconds: float | None = None, seed: int = 0,
                 width: int = 4, margin: float = 20.0, horizon: int = 1) -> None:
        super().__init__(seed)
        if playouts < 1 or width < 1 or horizon < 1:
            raise ValueError("playouts, width and horizon must be at least 1")
        if seconds is not None and seconds <= 0:
            raise ValueError("seconds must be positive (or None for a playout budget)")
        self.playouts, self.seconds = int(playouts), seconds
        self.width, self.margin, self.horizon = int(width), float(margin), int(horizon)
        self.greedy = GreedyBot(seed=seed)
        self.greedy.rng = self.rng

    def settings(self) -> dict:
        return {"playouts": self.playouts, "seconds": self.seconds, "width": self.width,
                "margin": self.margin, "horizon": self.horizon}

    def _playout(self, game: Game, action: Action, seat: int) -> float:
        g = hidden_copy(game, self.rng)
        g.apply(action)
        stop = game.turn + self.horizon * game.players + 1
        while not g.is_over and g.turn < stop and g.phase != "end-game":
            g.apply(fast_action(g))
        return relative_value(g, seat)

    def scores(self, game: Game) -> tuple[list[Scored], dict[str, list[float]]]:
        """The greedy scores of every legal action and the playout values of the candidates."""
        check_turn(game)
        scored = self.greedy.scores(game)
        if len(scored) == 1:
            return scored, {}
        ranked = sorted(scored, key=lambda s: -s.value)
        top = ranked[0].value
        cands = [s for s in ranked[: self.width] if s.value >= top - self.margin]
        if len(cands) == 1:
            return scored, {}
        seat = game.to_act
        values: dict[str, list[float]] = {s.action.text: [] for s in cands}
        if self.seconds is None:
            for _ in range(self.playouts):
                for s in cands:
                    values[s.action.text].append(self._playout(game, s.action, seat))
        else:
            deadline = time.perf_counter() + self.seconds
            while True:
                for s in cands:
                    values[s.action.text].append(self._playout(game, s.action, seat))
                if time.perf_counter() >= deadline:
                    break
        return scored, values

    def explain(self, game: Game) -> tuple[Action, str]:
        scored, values = self.scores(game)
        if not values:
            best = max(scored, key=lambda s: (s.value, -scored.index(s)))
            a, why = best.action, self.greedy._reason(game, best, scored)
            return a, f"{why} [no playouts: the greedy look-ahead is sure here]"
        ranked = sorted(scored, key=lambda s: -s.value)
        order = [s.action.text for s in ranked if s.action.text in values]
        means = {t: sum(v) / len(v) for t, v in values.items()}
        best = max(order, key=lambda t: (means[t], -order.index(t)))
        a = next(s.action for s in scored if s.action.text == best)
        n = len(values[best])
        alts = ", ".join(f"{Action(t).describe()} {means[t]:+.1f}" for t in order if t != best)
        return a, (f"{a.describe()} ({a}): after {n} playouts of the next "
                   f"{self.horizon} turn(s) of mine its mean score against the best opponent "
                   f"is {means[best]:+.1f} (greedy ranked it {order.index(best) + 1} of "
                   f"{len(order)}; others: {alts})")
