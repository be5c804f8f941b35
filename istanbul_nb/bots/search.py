"""SearchBot: the kit's strongest bot ("strong"): paired playouts with sequential halving over
greedy's candidates, or an information-set Monte-Carlo tree search.

Greedy looks one turn ahead and Monte Carlo tries a few candidates one round on, each with 8
playouts that share their luck (common random numbers). The search bot's default root
(``root="halving"``, ``SearchBot._halving``) spends a larger budget the same way but where it
tells most: greedy's ``width`` best candidates within ``margin`` points play the same seeds
(one deal, one dice stream and one playout-policy stream per seed, so candidates are compared
under the same luck), and each round of sequential halving (Karnin, Koren and Somekh 2013)
keeps the better half, so most playouts go to the two best. Greedy's plan stays unless beaten
by ``confidence`` standard errors of the paired differences; when greedy is sure (no other
action within ``margin`` points) playing costs no playout. Measured stronger heads-up against
the Monte-Carlo bot than the tree at a budget (``docs/search_bot.md``).

The tree (``root="tree"``) grows a tree of whole lines of play (its own decisions and the other
seats' answers) and spends its time where the lines look best, as the tabletop-games research
frameworks (TAG) do by default: single-observer ISMCTS (Cowling, Powley and Whitehouse 2012).
Each of its iterations (``SearchBot._iterate``); steps 1, 4 and 5 are the halving's too:

1. **Determinise**: a private copy of the game dealt from what the deciding seat knows only
   (the game's public ``determinized(seat, seed)``: fresh dice, the draw piles and the other
   seats' hands dealt afresh; the real game is never edited or read behind its back).
2. **Select** down one tree shared by all determinisations: a node is the sequence of action
   texts from the root (what the seat sees happen: an information-set key). A child is
   weighed by UCB with *availability counts* (how often it was legal when its parent was
   visited: an action legal in few deals is not starved), each seat choosing for itself
   (every node stores the reward of the seat that moves there). Forced steps (one legal
   action) are played through and cost nothing.
3. **Progressive widening**: a node opens its children one by one, best first by a prior
   (at the root, the greedy bot's full one-turn scores; deeper, what each action brings at
   once), ``widening * visits ** widening_power`` of them: with 100 legal moves the search
   looks deep at the few that matter instead of once at each.
   At the root, each child also starts with ``prior_visits`` virtual visits worth the winning
   chance at the end of greedy's plan for it, so a few noisy playouts do not overrule a good
   plan.
4. **Playout**: from the new leaf every seat plays the Monte-Carlo bot's fast policy
   (``bots.playout`` on the engine's ``Scratch`` positions; at a move it weighs
   ``playout_sample`` destinations drawn at random, not all) until the deciding seat has
   played ``horizon`` more whole turns (0: until its next turn starts; by default 2
   heads-up, 1 at a larger table: ``horizon_for``); the end is scored
   by the greedy evaluation of every seat turned into winning chances (a softmax,
   ``search_hooks.chances``, with the game kind's temperature), or by the real result
   when the game ends inside the search.
5. **Back up** the chances along the path.

The tree's choice is the most visited child (ties: the better estimate, then greedy's order)
when its playouts beat greedy's own choice by ``confidence`` standard errors, else greedy's
choice. With ``phases=("move",)`` (the default) playing searches only the move, as the
Monte-Carlo bot does, and follows greedy's plan for the rest of the turn; ``phases=None``
searches every decision.
``analyse`` gives every legal action's estimated winning chance and visits, each seat's
winning chance now and the iterations spent (``Analysis``: the post-game review reads it).

What differs between game kinds (the state to search on, the policy, the evaluation) is the
kind's ``kinds.Strategy.search`` (``search_hooks``); Choose & Write is searched the same way.
The measured strength and the tuning are in ``docs/search_bot.md``.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any

from ..core.protocol import GameProtocol
from ..engine.phases import MOVE
from .base import SeededBot, check_turn
from .greedy import GreedyBot
from .kinds import strategy_for
from .search_hooks import SearchHooks, chances

#: ``phases=MOVE_ONLY`` (the default): the move in the board game, the kind's own phases in
#: another game (``kinds.Strategy.playout_phases``), as the Monte-Carlo bot: the whole think
#: time goes to the decision that shapes the turn
MOVE_ONLY: tuple[str, ...] = (MOVE,)

#: what ``think_time`` counts: ``"wall"`` the clock on the wall (a learner waiting at the
#: Table), ``"cpu"`` this process's processor time (a benchmark on a machine shared with other
#: work: the same budget whatever the load)
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}

#: the root policies: ``"halving"`` (sequential halving over greedy's best candidates with
#: paired playouts, the default) or ``"tree"`` (the ISMCTS tree from the root)
ROOTS = ("halving", "tree")

#: what the halving compares: the seat's winning chance at the cut-off (``"chance"``) or its
#: evaluation minus the other seats' mean (``"margin"``, the Monte-Carlo bot's score)
SCORES = ("chance", "margin")

#: a playout ends after this many decisions even if the cut-off is not reached (a safety net)
PLAYOUT_CAP = 600


@dataclass(frozen=True)
class Analysis:
    """One decision searched (``SearchBot.analyse``)."""

    seat: int                       # the seat that decides (game.to_act)
    best: Any                       # the action the bot would take (an action of the game)
    values: dict[str, float]        # each legal action's text -> estimated reward of ``seat``
    visits: dict[str, int]          # search visits per legal action text (0 if unsearched)
    chances: tuple[float, ...]      # estimated winning chance of every seat now (sum ~1)
    iterations: int                 # search iterations spent


class _Edge:
    """A child of a node: real visits, reward sum of the seat that chose it, availability,
    and the prior's virtual visits and reward."""

    __slots__ = ("n", "w", "w2", "avail", "pn", "pw", "prior", "node")

    def __init__(self, pn: float = 0.0, prior: float = 0.0) -> None:
        self.n, self.w, self.w2, self.avail = 0, 0.0, 0.0, 0
        self.pn, self.pw, self.prior = pn, pn * prior, prior
        self.node: _Node | None = None

    def mean(self) -> float:
        """The estimate: real and virtual visits together (the prior alone before any)."""
        if self.n + self.pn == 0:
            return self.prior
        return (self.w + self.pw) / (self.n + self.pn)

    def spread(self) -> float:
        """The squared standard error of the real visits' mean (inf with fewer than two)."""
        if self.n < 2:
            return math.inf
        m = self.w / self.n
        return max(0.0, self.w2 / self.n - m * m) / (self.n - 1)


class _Node:
    """An information set: its children by action text and their widening order."""

    __slots__ = ("edges", "order", "visits", "score", "plan")

    def __init__(self) -> None:
        self.edges: dict[str, _Edge] = {}
        self.order: list[str] | None = None
        self.visits = 0
        self.score: dict[str, float] = {}           # the root's greedy scores (points)
        self.plan: tuple[float, ...] = ()           # every seat's chance at greedy's plan end


def _positive(x: Any, what: str, allow_zero: bool = False) -> float:
    if isinstance(x, bool) or not isinstance(x, int | float) or math.isnan(x):
        raise ValueError(f"{what} must be a number, not {x!r}")
    if x < 0 or (x == 0 and not allow_zero):
        raise ValueError(f"{what} must be {'0 or more' if allow_zero else 'positive'}, "
                         f"not {x!r}")
    return float(x)


def _whole(x: Any, what: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or x < 1:
        raise ValueError(f"{what} must be a whole number of at least 1, not {x!r}")
    return x


class SearchBot(SeededBot):
    """Information-set MCTS with a greedy prior (module doc: the method, the settings).

    ``think_time`` seconds per decision, or a fixed ``iterations`` budget (reproducible on any
    machine; it wins over the time when both are given)."""

    name = "search"

    def __init__(self, seed: int = 0, think_time: float | None = 0.5,
                 iterations: int | None = None, name: str | None = None, *,
                 exploration: float = 0.35, widening: float = 2.0,
                 widening_power: float = 0.5, horizon: int | None = None, prior_visits: float = 4.0,
                 confidence: float = 1.0, playout_sample: int = 3,
                 phases: tuple[str, ...] | None = MOVE_ONLY, root: str = "halving",
                 width: int = 4, margin: float = 20.0, score: str = "chance",
                 temperature: float | None = None, clock: str = "wall",
                 weights: dict[str, float] | None = None) -> None:
        super().__init__(seed, name)
        if think_time is None and iterations is None:
            raise ValueError("give a think_time (seconds) or an iterations budget")
        self.think_time = None if think_time is None else _positive(think_time, "think_time")
        self.iterations = None if iterations is None else _whole(iterations, "iterations")
        self.exploration = _positive(exploration, "exploration", allow_zero=True)
        self.widening = _positive(widening, "widening")
        if self.widening < 1:
            raise ValueError(f"widening must be at least 1 (children open), not {widening!r}")
        self.widening_power = _positive(widening_power, "widening_power", allow_zero=True)
        if self.widening_power > 1:
            raise ValueError(f"widening_power must be between 0 and 1, not {widening_power!r}")
        if horizon is not None and (isinstance(horizon, bool) or not isinstance(horizon, int)
                                    or horizon < 0):
            raise ValueError(f"horizon must be a whole number, 0 or more (0: the other seats' "
                             f"answers only; None: by the number of players), not {horizon!r}")
        self.horizon = horizon
        self.prior_visits = _positive(prior_visits, "prior_visits", allow_zero=True)
        self.confidence = _positive(confidence, "confidence", allow_zero=True)
        if (isinstance(playout_sample, bool) or not isinstance(playout_sample, int)
                or playout_sample < 0):
            raise ValueError(f"playout_sample must be a whole number, 0 or more (0: weigh every "
                             f"move), not {playout_sample!r}")
        self.playout_sample = playout_sample
        if phases is not None and (isinstance(phases, str) or not all(
                isinstance(p, str) and p for p in phases)):
            raise ValueError(f"phases must be a tuple of phase names (None: every decision), "
                             f"not {phases!r}")
        self.phases = None if phases is None else tuple(phases)
        if root not in ROOTS:
            raise ValueError(f"root must be one of {', '.join(ROOTS)}, not {root!r}")
        self.root = root
        self.width = _whole(width, "width")
        self.margin = _positive(margin, "margin", allow_zero=True)
        if score not in SCORES:
            raise ValueError(f"score must be one of {', '.join(SCORES)}, not {score!r}")
        self.score = score
        self.temperature = (None if temperature is None
                            else _positive(temperature, "temperature"))
        if clock not in CLOCKS:
            raise ValueError(f"clock must be one of {', '.join(CLOCKS)}, not {clock!r}")
        self.clock = clock
        self._now = CLOCKS[clock]
        self.greedy = GreedyBot(seed=seed, weights=weights)
        self.greedy.rng = self.rng

    def settings(self) -> dict:
        return {"think_time": self.think_time, "iterations": self.iterations,
                "exploration": self.exploration, "widening": self.widening,
                "widening_power": self.widening_power, "horizon": self.horizon,
                "prior_visits": self.prior_visits, "confidence": self.confidence,
                "playout_sample": self.playout_sample, "phases": self.phases,
                "root": self.root, "width": self.width, "margin": self.margin,
                "score": self.score,
                "temperature": self.temperature, "clock": self.clock,
                **self.greedy.settings()}

    # -- the search ----------------------------------------------------------------------------
    def _hooks(self, game: GameProtocol) -> SearchHooks:
        hooks = strategy_for(game).search
        if hooks is None:
            raise ValueError(f"the search bot cannot play a game of kind {game.kind!r}: its "
                             "bots.kinds.Strategy has no search hooks")
        return hooks

    def analyse(self, game: GameProtocol, think_time: float | None = None,
                iterations: int | None = None) -> Analysis:
        """Search the decision of ``game.to_act`` (module doc) for ``think_time`` seconds or
        ``iterations`` iterations (default: the bot's own budget)."""
        return self._analyse(game, think_time, iterations)

    def _analyse(self, game: GameProtocol, think_time: float | None = None,
                 iterations: int | None = None, playing: bool = False) -> Analysis:
        """``analyse``; ``playing``: a halving search takes greedy's choice without playouts
        when no other action is within ``margin`` points of it (greedy is sure)."""
        if think_time is not None:
            think_time = _positive(think_time, "think_time")
        if iterations is not None:
            iterations = _whole(iterations, "iterations")
        if think_time is None and iterations is None:
            think_time, iterations = self.think_time, self.iterations
        acts = check_turn(game)
        hooks = self._hooks(game)
        seat = game.to_act
        w = hooks.weights(self.greedy)
        temp = self.temperature or hooks.temperature
        base = hooks.points(hooks.read(game), w)[0] if game.players == 1 else 0.0
        if len(acts) == 1:
            now = tuple(chances(hooks.points(hooks.read(game), w), temp, base))
            return Analysis(seat, acts[0], {acts[0].text: now[seat]}, {acts[0].text: 0}, now, 0)
        # the clock starts before greedy's prior: the think time is the whole decision's
        deadline = None if iterations is not None or think_time is None else (
            self._now() + think_time)
        real = {a.text: a for a in acts}
        root = self._root(game, hooks, w, temp, base)
        if self.root == "halving":
            if playing and len(self._candidates(root, real, sure=True)) < 2:
                plan = root.order[0] if root.order else next(iter(real))
                values = {t: root.edges[t].mean() for t in real}
                return Analysis(seat, real[plan], values, {t: 0 for t in real}, root.plan, 0)
            return self._halving(game, hooks, w, temp, base, root, real, deadline, iterations)
        for t in real:        # greedy scores every legal action; an edge for each regardless
            root.edges.setdefault(t, _Edge())
        total = [0.0] * game.players
        done = 0
        while (done < iterations if iterations is not None
               else (done == 0 or self._now() < deadline)):  # type: ignore[operator]
            reward = self._iterate(game, hooks, w, temp, base, root, real)
            for s, r in enumerate(reward):
                total[s] += r
            done += 1
        values = {t: root.edges[t].mean() for t in real}
        visits = {t: root.edges[t].n for t in real}
        best = self._choice(root, real, values, visits)
        return Analysis(seat, real[best], values, visits,
                        tuple(x / done for x in total), done)

    def _candidates(self, root: _Node, real: dict[str, Any], sure: bool = False) -> list[str]:
        """Greedy's ``width`` best actions within ``margin`` points of its best (at least two
        when there are two, unless ``sure``: an analysis always compares)."""
        order = [t for t in (root.order or []) if t in real] or list(real)
        top = root.score.get(order[0], 0.0)
        cands = [t for t in order[:self.width] if root.score.get(t, 0.0) >= top - self.margin]
        return cands if len(cands) > 1 or sure else order[:2]

    def _halving(self, game: GameProtocol, hooks: SearchHooks, w: dict[str, float],
                 temp: float, base: float, root: _Node, real: dict[str, Any],
                 deadline: float | None, iterations: int | None) -> Analysis:
        """Sequential halving over greedy's candidates (``_candidates``) with paired playouts:
        the k-th playout of every candidate is dealt, rolled and played with the same seed
        (common random numbers), so candidates are compared under the same luck; each round
        gives the survivors the same number of seeds and keeps the better half."""
        seat = game.to_act
        alive = self._candidates(root, real)
        if iterations is not None and iterations < len(alive):
            alive = alive[:max(1, iterations)]
        stats: dict[str, list[float]] = {t: [] for t in alive}
        total = [0.0] * game.players

        def one_seed() -> None:
            seed = self.rng.getrandbits(64)
            dealt = hooks.deal(game, seat, seed)
            for t in alive:
                reward, score = self._paired(game, hooks, w, temp, base, dealt, real[t], seed)
                stats[t].append(score)
                e = root.edges[t]
                e.n += 1
                e.w += reward[seat]
                e.w2 += reward[seat] ** 2
                for k, x in enumerate(reward):
                    total[k] += x

        def late() -> bool:
            return deadline is not None and self._now() > deadline

        t0 = self._now()
        if iterations is None:      # a first seed times the playouts
            one_seed()
        done = sum(len(v) for v in stats.values())

        def left() -> int:
            """Playouts the budget still allows; with a clock, its rest at the rate measured
            so far (re-measured every round: the machine's load changes)."""
            if iterations is not None:
                return iterations - done
            per = (self._now() - t0) / max(1, done)
            return int(max(0.0, deadline - self._now())  # type: ignore[operator]
                       / max(per, 1e-6))

        rounds = max(1, math.ceil(math.log2(len(alive))))
        r = 0
        while True:
            spare = left()
            share = spare // (rounds - r) if r < rounds - 1 else spare
            # a round compares on at least one seed while the budget allows one
            seeds = share // len(alive) or (1 if spare >= len(alive) else 0)
            for _ in range(seeds):
                if late():
                    break
                one_seed()
                done += len(alive)
            if len(alive) == 1 or left() < len(alive) // 2 + 1 or late():
                break
            rank = {t: i for i, t in enumerate(alive)}
            alive = sorted(alive, key=lambda t: (-sum(stats[t]) / max(1, len(stats[t])),
                                                 rank[t]))[:(len(alive) + 1) // 2]
            if len(alive) == 1:     # the winner alone: more playouts would compare nothing
                break
            r += 1
        values = {t: root.edges[t].mean() for t in real}
        visits = {t: root.edges[t].n for t in real}
        best = self._paired_choice(root, real, stats)
        now = tuple(x / done for x in total) if done else root.plan
        return Analysis(seat, real[best], values, visits, now, done)

    def _paired(self, game: GameProtocol, hooks: SearchHooks, w: dict[str, float],
                temp: float, base: float, dealt: Any, action: Any,
                seed: int) -> tuple[list[float], float]:
        """One playout after ``action`` on ``dealt`` (the deal and dice of ``seed``, left as
        it is for the next candidate) with the policy's draws of ``seed``: every seat's reward
        and the statistic the halving compares (the seat's winning chance)."""
        seat = game.to_act
        st = hooks.branch(dealt, action)
        rng = random.Random(seed)
        stop = self._stop(game)
        self._playout(st, hooks, w, rng, stop)
        if self.score == "chance" or game.players == 1:
            reward = hooks.result(st) if st.is_over else chances(hooks.points(st, w), temp,
                                                                 base)
            return reward, reward[seat]
        points = hooks.points(st, w)    # the evaluation reads a finished game as well
        reward = hooks.result(st) if st.is_over else chances(points, temp, base)
        return reward, points[seat] - (sum(points) - points[seat]) / (len(points) - 1)

    def horizon_for(self, players: int) -> int:
        """The whole turns of its own a playout runs at a table of ``players``: the setting,
        or by default 2 heads-up (a round is two short turns: the first round after the
        decision says little; measured stronger against the Monte-Carlo bot,
        ``docs/search_bot.md``) and 1 at a larger table (the others' turns make it long)."""
        if self.horizon is not None:
            return self.horizon
        return 2 if players == 2 else 1

    def _stop(self, game: GameProtocol) -> int:
        """The turn where a playout from ``game`` stops (horizon 0: when the deciding seat's
        next turn starts, the others' answers only, a cheaper cut)."""
        h = self.horizon_for(game.players)
        return game.turn + (h * game.players + 1 if h else game.players)

    def _playout(self, st: Any, hooks: SearchHooks, w: dict[str, float], rng: random.Random,
                 stop: int) -> None:
        """Play the fast policy on ``st`` up to turn ``stop`` (or the end; ``PLAYOUT_CAP``
        decisions at most). A step may play a line of actions it already weighed."""
        steps = 0
        while not st.is_over and st.turn < stop and steps < PLAYOUT_CAP:
            steps += hooks.step(st, w, rng, self.playout_sample)

    def _paired_choice(self, root: _Node, real: dict[str, Any],
                       stats: dict[str, list[float]]) -> str:
        """The best mean of the candidates with the most playouts; greedy's plan unless it is
        beaten by ``confidence`` standard errors of the paired differences (on the seeds both
        played: the plan's are the first of the other's)."""
        order = [t for t in (root.order or []) if t in real] or list(real)
        plan = order[0]
        tried = [t for t in order if stats.get(t)]
        if not tried:
            return plan
        most = max(len(stats[t]) for t in tried)
        best = max((t for t in tried if len(stats[t]) == most),
                   key=lambda t: (sum(stats[t]) / most, -order.index(t)))
        if best == plan or self.confidence == 0:
            return best
        a, b = stats[best], stats.get(plan, [])
        n = min(len(a), len(b))
        if n < 2:
            return best if not b else plan
        d = [x - y for x, y in zip(a[:n], b[:n], strict=True)]
        m = sum(d) / n
        var = sum((x - m) ** 2 for x in d) / (n - 1)
        return best if m > self.confidence * math.sqrt(var / n) else plan

    def _choice(self, root: _Node, real: dict[str, Any], values: dict[str, float],
                visits: dict[str, int]) -> str:
        """The most visited action (ties: the better estimate, then greedy's order), but
        greedy's own choice unless the other's playouts beat it by ``confidence`` standard
        errors: a few noisy playouts should not overrule a good plan."""
        order = [t for t in (root.order or []) if t in real] or list(real)
        rank = {t: i for i, t in enumerate(order)}
        best = max(real, key=lambda t: (visits[t], values[t], -rank.get(t, len(rank))))
        plan = order[0]
        if best == plan or self.confidence == 0:
            return best
        b, p = root.edges[best], root.edges[plan]
        gap = b.w / b.n - (p.w / p.n if p.n else p.prior)
        return best if gap > self.confidence * math.sqrt(b.spread() + p.spread()) else plan

    def _root(self, game: GameProtocol, hooks: SearchHooks, w: dict[str, float], temp: float,
              base: float) -> _Node:
        """The root with greedy's order and, per action, the winning chance at the end of
        greedy's plan for it as ``prior_visits`` virtual visits."""
        seat = game.to_act
        scored = self.greedy.scores(game)
        root = _Node()
        index = {s.action.text: i for i, s in enumerate(scored)}
        ranked = sorted(scored, key=lambda s: (-s.value, index[s.action.text]))
        root.order = [s.action.text for s in ranked]
        root.score = {s.action.text: s.value for s in scored}
        for s in scored:
            every = chances(hooks.points(hooks.read(s.end), w), temp, base)
            if s is ranked[0]:
                root.plan = tuple(every)
            root.edges[s.action.text] = _Edge(self.prior_visits, every[seat])
        return root

    def _iterate(self, game: GameProtocol, hooks: SearchHooks, w: dict[str, float],
                 temp: float, base: float, root: _Node, real: dict[str, Any]) -> list[float]:
        """One iteration (module doc, steps 1-5); the reward of every seat."""
        st = hooks.deal(game, game.to_act, self.rng.getrandbits(64))
        stop = self._stop(game)
        node: _Node | None = root
        path: list[tuple[_Edge, int]] = []
        while node is not None and not st.is_over and st.turn < stop:
            legal = hooks.legal(st)
            if len(legal) == 1:
                hooks.play(st, legal[0])
                continue
            texts = {a.text: a for a in legal}
            if node is root:
                texts = {t: a for t, a in texts.items() if t in real} or texts
            node = self._step(node, texts, hooks, st, w, path)
        self._playout(st, hooks, w, self.rng, stop)
        reward = hooks.result(st) if st.is_over else chances(hooks.points(st, w), temp, base)
        for edge, mover in path:
            r = reward[mover]
            edge.n += 1
            edge.w += r
            edge.w2 += r * r
        return reward

    def _step(self, node: _Node, texts: dict[str, Any], hooks: SearchHooks, st: Any,
              w: dict[str, float], path: list[tuple[_Edge, int]]) -> _Node | None:
        """Choose and play one action at ``node``; the next node, or None after an expansion
        (the playout follows)."""
        if node.order is None:
            node.order = [a.text for a in hooks.ranked(st, w)]
        else:
            known = set(node.order)
            node.order.extend(t for t in texts if t not in known)
        node.visits += 1
        k = max(1, math.ceil(self.widening * node.visits ** self.widening_power))
        allowed: list[str] = []
        for t in node.order:
            if t in texts:
                allowed.append(t)
                if len(allowed) == k:
                    break
        edges = node.edges
        pick = None
        for t in allowed:
            e = edges.get(t)
            if e is None:
                e = edges[t] = _Edge()
            e.avail += 1
            if pick is None and e.n == 0 and e.pn == 0:
                pick = t
        mover = st.to_act
        if pick is not None:
            edge = edges[pick]
            path.append((edge, mover))
            hooks.play(st, texts[pick])
            edge.node = _Node()
            return None
        c = self.exploration
        best_t, best_u = allowed[0], -math.inf
        for t in allowed:
            e = edges[t]
            u = e.mean() + c * math.sqrt(math.log(e.avail) / (e.n + e.pn))
            if u > best_u:
                best_t, best_u = t, u
        edge = edges[best_t]
        path.append((edge, mover))
        hooks.play(st, texts[best_t])
        if edge.node is None:
            edge.node = _Node()
        return edge.node

    # -- the public face -----------------------------------------------------------------------
    def _phases(self, game: GameProtocol) -> tuple[str, ...] | None:
        """The phases where playing spends its think time (None, the default: all);
        ``MOVE_ONLY`` is the game kind's own (Choose & Write has no move phase)."""
        if self.phases == MOVE_ONLY:
            return strategy_for(game).playout_phases
        return self.phases

    def explain(self, game: GameProtocol) -> tuple[Any, str]:
        """The choice and its reason. Outside ``phases`` (when given) the bot follows
        greedy's plan for the turn at no cost, so the budget goes to the decisions that shape
        the turn (``analyse`` searches any decision it is asked about, for the review)."""
        phases = self._phases(game)
        if phases is not None and game.phase not in phases:
            check_turn(game)
            a0, why = self.greedy.explain(game)
            return a0, (f"{why} [greedy's plan: the search spends its time in the "
                        f"{', '.join(phases)} phase]")
        a = self._analyse(game, playing=True)
        words = strategy_for(game).describe
        head = f"{words(game, a.best)} ({a.best})"
        if a.iterations == 0 and len(a.values) == 1:
            return a.best, f"{head}: the only legal action"
        if a.iterations == 0:
            return a.best, (f"{head}: greedy's plan, no other action within {self.margin:g} "
                            f"points of it, so no search (about a {a.values[a.best.text]:.0%} "
                            "chance to win at the plan's end)")
        t = a.best.text
        others = sorted((u for u in a.values if u != t),
                        key=lambda u: (-a.visits[u], -a.values[u], u))
        top = others[0] if others else None
        if top is not None and a.visits[top] > a.visits[t]:
            alt = (f"; {words(game, self._action(game, top))} was searched more "
                   f"({a.visits[top]} visits, {a.values[top]:.0%}) but did not clearly beat "
                   "the greedy plan, so I keep the plan")
        elif top is not None:
            alt = (f"; next best: {words(game, self._action(game, top))} "
                   f"({a.values[top]:.0%}, {a.visits[top]} visits)")
        else:
            alt = ""
        return a.best, (f"{head}: in {a.iterations} searches over the dice and cards I cannot "
                        f"see, lines through it gave me about a {a.values[t]:.0%} chance to win "
                        f"({a.visits[t]} visits; my chance now {a.chances[a.seat]:.0%}){alt}")

    @staticmethod
    def _action(game: GameProtocol, text: str) -> Any:
        return next(x for x in game.legal_actions() if x.text == text)
