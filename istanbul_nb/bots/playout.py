"""The Monte-Carlo bot's playout policy, worked out on scratch positions instead of games.

The policy (``montecarlo.fast_action``; the module doc there says what it chooses) scores
each option by trying it: at a move, every destination is moved to, the assistant left and the
merchants paid, then each place action is tried and the position evaluated. Done with games,
each try copied a whole ``Game`` (its history and log too), applied actions through the
history (legality check, random-action snapshots, narration records) and evaluated through the
public views: 72% of a playout. Here each try is a ``Scratch`` (``Game.scratch()``,
``engine.position``): a copy of the table only, played on with the turn machine itself (the
same rules, so the same table follows) and evaluated directly (``evaluation.evaluate_position``:
the same formula and the same numbers as ``evaluate``). The options are the game's own legal
list in its order (``Position.legal``), so the policy chooses exactly what it chose on games,
tie-breaks included (``tests/test_playout_policy.py``).
"""

from __future__ import annotations

from typing import NamedTuple

from ..engine import Action
from ..engine.phases import ACTION, ASSISTANT, ENCOUNTER, MOVE, PAY
from ..engine.position import Position, Scratch
from .evaluation import evaluate_position
from .terms import build_strategy

#: the verbs that carry a turn on: leave an assistant, collect one (one's own, or another
#: kind a variant puts on the board: ``collect <kind>``), pay the merchants
KEEP_GOING = ("leave", "collect", "pay")


def _keeps_going(a: Action) -> bool:
    return a.text.split(" ", 1)[0] in KEEP_GOING


def _options(pos: Position, acts: list[Action]) -> list[Action]:
    """``acts`` without the options the game's strategy slices cannot tell apart at this
    phase (``StrategySlice.phase_cover``: the greedy search drops the same)."""
    for cover in build_strategy(pos.rules).phase_covers:
        acts = cover(pos.phase, acts)
    return acts


def _told_apart(pos: Position, options: list[Action]) -> list[Action]:
    """``options`` less those whose positions the evaluation values as an earlier one's, so
    the choice (the first of the best) and its value stay what trying them all gives.

    Sending the family member from the Police Station (``police <place>``) moves it and
    opens that place's action for it, and nothing else; the base game's evaluation sees the
    family member only at the Police Station, so every destination values the same and only
    the first is tried (those trials were 37% of a 4-player playout's copies). A ruleset
    whose strategy adds evaluation terms or whose rules act after every action (the
    expansions, the Great Bazaar's refill) may see where it went: all are tried there."""
    rules = pos.rules
    alike = rules.memo.get(("playout", "police alike"))
    if alike is None:       # once per ruleset: a playout asks at every option list
        alike = rules.memo[("playout", "police alike")] = not (
            rules.after_action_hooks or build_strategy(rules).functions)
    if not alike:
        return options
    out: list[Action] = []
    police = False
    for a in options:
        if a.text.startswith("police "):
            if police:
                continue
            police = True
        out.append(a)
    return out


def place_value(pos: Position, move: Action, seat: int, weights: dict[str, float]) -> float:
    """What the place behind ``move`` offers at once: leave/pay, then its best option."""
    return place_line(pos, move, seat, weights).value


class Line(NamedTuple):
    """A move weighed by ``place_line``: its value, the actions that reach the position
    valued, and that position when the weighing kept it (a playout goes on from it,
    ``Scratch.take``, instead of playing the line again)."""

    value: float
    actions: list[Action]
    reached: Scratch | None


def place_line(pos: Position, move: Action, seat: int, weights: dict[str, float]) -> Line:
    """``place_value`` and the line behind it: ``move``, the leave/pay steps and the best
    option when one beats leaving the place unused. Playing the line from ``pos`` reaches the
    position valued (a scratch copy carries the dice generator along), so a playout that
    plays it need not weigh the place's options a second time, nor play the line again when
    the position is kept (``Line.reached``: all but a place left unused after its options
    were tried). One scratch copy per destination; each option but the last is tried on a
    copy of it, the last on the scratch itself."""
    waste = weights["wasted turn"]
    line = [move]
    c = pos.tried(move)
    for _ in range(3):
        if c.phase not in (ASSISTANT, PAY):
            break
        go = [a for a in c.phase_actions() if _keeps_going(a)]
        if not go:
            return Line(evaluate_position(c, seat, weights) + waste, line, c)
        c.play(go[0])
        line.append(go[0])
    if c.phase != ACTION or c.to_act != seat:
        value = evaluate_position(c, seat, weights) + (0.0 if c.phase == ENCOUNTER else waste)
        return Line(value, line, c)
    best = evaluate_position(c, seat, weights) + waste
    pick: Action | None = None
    options = _told_apart(c, [a for a in _options(c, c.phase_actions())
                              if a.kind == "place" and a.text != "skip"])
    if not options:
        return Line(best, line, c)
    reached: Scratch | None = None      # the unused place's position is played on below
    last = len(options) - 1
    for i, a in enumerate(options):
        if i == last:
            c.play(a)
            d: Scratch = c
        else:
            d = c.tried(a)
        v = evaluate_position(d, seat, weights)
        if v > best:
            best, pick, reached = v, a, d
    return Line(best, line if pick is None else [*line, pick], reached)


def choose(pos: Position, weights: dict[str, float]) -> Action:
    """The policy's choice for the seat to act at ``pos`` (``montecarlo.fast_action``)."""
    acts = pos.legal()
    if len(acts) == 1:
        return acts[0]
    seat = pos.to_act
    ph = pos.phase
    if ph == MOVE:
        moves = [a for a in acts if a.kind == "move"] or acts
        best_move, best_v = moves[0], None
        for a in moves:         # the first of equal values wins, as max over (value, -index)
            v = place_value(pos, a, seat, weights)
            if best_v is None or v > best_v:
                best_move, best_v = a, v
        return best_move
    if ph in (ASSISTANT, PAY):
        go = [a for a in acts if _keeps_going(a)]
        return go[0] if go else acts[-1] if acts[-1].text == "end" else acts[0]
    waste = weights["wasted turn"]
    best, best_v = acts[0], None
    for a in _told_apart(pos, _options(pos, acts)):
        v = evaluate_position(pos.tried(a), seat, weights) + (
            waste if a.text == "skip" else 0.0)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best
