"""What the search bot (``bots/search.py``) needs of one kind of game, registered with the kind's
``kinds.Strategy`` (its ``search`` field) so the search itself never asks which game it plays.

The search plays on *states*: a private, determinised copy of the game made only from what the
deciding seat knows (``game.determinized(seat, seed)``, never an edit of the real game), in the
cheapest form the game offers: the board game's ``Scratch`` position (no history, log or
legality check), Choose & Write's look-ahead copy. Every state answers ``is_over``, ``turn``,
``to_act`` and ``players``; the hooks do the rest.

Leaf values: each seat's greedy evaluation (points; a ruby is 100) turned into winning chances
by a softmax with ``temperature`` points per factor e of the odds (``chances``). The
temperatures were fitted on finished greedy games (``docs/search_bot.md``: the fit).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Action
from ..engine.phases import MOVE
from ..engine.position import Position, Scratch
from . import choose_write as cwb
from . import playout
from .evaluation import evaluate_position


@dataclass(frozen=True)
class SearchHooks:
    """One game kind's pieces for the search.

    - ``deal(game, seat, seed)``: a determinised copy to play on (what ``seat`` knows only);
    - ``read(game)``: a finished look-ahead game (greedy's plan end) as a state to evaluate;
    - ``legal(state)`` / ``play(state, action)``: the state's legal actions, and one carried out;
    - ``branch(state, action)``: a new state, ``state`` after ``action`` (``state`` is left
      as it is: one deal serves every candidate of a paired round);
    - ``step(state, weights, rng, sample)``: the playout's fast choice carried out on
      ``state`` (``sample``: how many of the moves it weighs, drawn with ``rng``; 0: all of
      them); the number of actions it played (a line it already weighed counts each);
    - ``ranked(state, weights)``: the legal actions, most promising first for the seat to act
      (progressive widening opens them in this order);
    - ``points(state, weights)``: every seat's evaluation;
    - ``result(state)``: every seat's share of the win once the game is over (sums to 1);
    - ``weights(greedy)``: the greedy bot's weights this kind evaluates with;
    - ``temperature``: softmax temperature (points) of the leaf chances.
    """

    deal: Callable[[Any, int, int], Any]
    read: Callable[[Any], Any]
    legal: Callable[[Any], list[Any]]
    play: Callable[[Any, Any], None]
    branch: Callable[[Any, Any], Any]
    step: Callable[[Any, dict[str, float], random.Random, int], int]
    ranked: Callable[[Any, dict[str, float]], list[Any]]
    points: Callable[[Any, dict[str, float]], list[float]]
    result: Callable[[Any], list[float]]
    weights: Callable[[Any], dict[str, float]]
    temperature: float


def chances(points: Sequence[float], temperature: float, base: float = 0.0) -> list[float]:
    """Winning chances from evaluations: a softmax over the seats (sums to 1). Alone at the
    table (solo Choose & Write) there is nobody to beat: a logistic of the points gained over
    ``base`` (the root's), so doing better still reads as a higher number."""
    if len(points) == 1:
        x = (points[0] - base) / temperature
        return [1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x))))]
    top = max(points)
    ex = [math.exp((p - top) / temperature) for p in points]
    total = sum(ex)
    return [e / total for e in ex]


def _share(winners: Sequence[bool]) -> list[float]:
    k = sum(winners)
    return [(1.0 / k if w else 0.0) for w in winners]


# -- the board game --------------------------------------------------------------------------
def _board_deal(game: Any, seat: int, seed: int) -> Any:
    return game.determinized(seat, seed).scratch()


def _board_points(pos: Position, w: dict[str, float]) -> list[float]:
    return [evaluate_position(pos, s, w) for s in range(pos.players)]


def _rank_key(pos: Position, s: int) -> tuple[int, int, int, int]:
    """``Game.ranking``'s key (rubies, lira, goods, cards), read off a position."""
    p = pos.seat(s)
    return (p.rubies, p.lira, sum(p.goods), len(p.cards))


def _board_result(pos: Position) -> list[float]:
    keys = [_rank_key(pos, s) for s in range(pos.players)]
    top = max(keys)
    return _share([k == top for k in keys])


def _board_play(pos: Any, action: Action) -> None:
    pos.play(action)


def _board_step(pos: Scratch, w: dict[str, float], rng: random.Random, sample: int) -> int:
    """The Monte-Carlo bot's policy (``playout.choose``), but at a move it weighs only
    ``sample`` destinations drawn at random (weighing every destination was 85% of a search's
    time, and a little randomness keeps the playouts from playing one fixed line), and it
    goes on from the position the chosen line reached (``playout.place_line``: the move,
    leave/pay, the place's best option), so the option is neither weighed nor played a second
    time."""
    if sample and pos.phase == MOVE:
        moves = [a for a in pos.legal() if a.kind == "move"]
        if len(moves) > sample:
            seat = pos.to_act
            first, *others = rng.sample(moves, sample)
            best = playout.place_line(pos, first, seat, w)
            for a in others:
                found = playout.place_line(pos, a, seat, w)
                if found.value > best.value:
                    best = found
            if best.reached is not None:
                pos.take(best.reached)
            else:
                for a in best.actions:
                    pos.play(a)
            return len(best.actions)
    pos.play(playout.choose(pos, w))
    return 1


def _board_ranked(pos: Position, w: dict[str, float]) -> list[Action]:
    """The legal actions by what they bring at once (the playout policy's own measure: a move
    by what its place offers, anything else by the position right after it); actions the
    measure cannot tell apart keep the game's order, and the ones it does not weigh (bonus
    cards at a move) come last."""
    acts = pos.legal()
    if len(acts) == 1:
        return acts
    seat = pos.to_act
    vals: dict[str, float] = {}
    if pos.phase == MOVE:
        for a in acts:
            if a.kind == "move":
                vals[a.text] = playout.place_value(pos, a, seat, w)
    else:
        for a in acts:
            vals[a.text] = evaluate_position(pos.tried(a), seat, w)
    low = min(vals.values(), default=0.0) - 1.0
    order = {a.text: i for i, a in enumerate(acts)}
    return sorted(acts, key=lambda a: (-vals.get(a.text, low), order[a.text]))


BOARD = SearchHooks(
    deal=_board_deal, read=lambda g: g.position(), legal=lambda pos: pos.legal(),
    play=_board_play, branch=lambda pos, a: pos.tried(a), step=_board_step,
    ranked=_board_ranked, points=_board_points,
    result=_board_result, weights=lambda greedy: greedy.weights, temperature=60.0)


# -- Istanbul: Choose & Write ------------------------------------------------------------------
def _cw_deal(game: Any, seat: int, seed: int) -> Any:
    return cwb.private_copy(game, seat, seed)


def _cw_play(g: Any, action: Any) -> None:
    g.apply(action.text if hasattr(action, "text") else str(action))


def _cw_branch(g: Any, action: Any) -> Any:
    c = g.copy(log=False)
    _cw_play(c, action)
    return c


def _cw_step(g: Any, w: dict[str, float], rng: random.Random, sample: int) -> int:
    """``choose_write.fast_action`` played: its options are few (no sampling)."""
    _cw_play(g, cwb.fast_action(g, w))
    return 1


def _cw_points(g: Any, w: dict[str, float]) -> list[float]:
    return [cwb.evaluate(g, s, w) for s in range(g.players)]


def _cw_result(g: Any) -> list[float]:
    r = g.returns()
    if len(r) == 1:
        return [float(r[0])]
    return _share([x > 0 for x in r])


def _cw_ranked(g: Any, w: dict[str, float]) -> list[Any]:
    acts = g.legal_actions()
    if len(acts) == 1:
        return acts
    seat = g.to_act
    vals = []
    for a in acts:
        c = g.copy(log=False)
        c.apply(a.text)
        vals.append(cwb.evaluate(c, seat, w))
    order = sorted(range(len(acts)), key=lambda i: (-vals[i], i))
    return [acts[i] for i in order]


CHOOSE_WRITE = SearchHooks(
    deal=_cw_deal, read=lambda g: g, legal=lambda g: g.legal_actions(), play=_cw_play,
    branch=_cw_branch,
    step=_cw_step, ranked=_cw_ranked, points=_cw_points, result=_cw_result,
    weights=lambda greedy: greedy.cw_weights, temperature=50.0)
