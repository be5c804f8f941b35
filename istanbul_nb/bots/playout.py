"""The Monte-Carlo bot's playout policy, worked out on scratch states instead of games.

The policy (``montecarlo.fast_action``; the module doc there says what it chooses) scores
each option by trying it: at a move, every destination is moved to, the assistant left and the
merchants paid, then each place action is tried and the position evaluated. Done with games,
each try copied a whole ``Game`` (its history and log too), applied actions through the
history (legality check, random-action snapshots, narration records) and evaluated through the
public views: 72% of a playout. Here each try copies only the ``State`` (``State.copy``),
carries the action out with the turn machine itself (``flow.perform``: the same rules, so the
same state follows) and evaluates the state directly (``evaluation.evaluate_state``: the same
formula and the same numbers as ``evaluate``). The options are the game's own legal list in
its order (``flow.legal_texts`` sorted by ``actions.sorted_actions``), so the policy chooses
exactly what it chose on games, tie-breaks included (``tests/test_playout_policy.py``).
"""

from __future__ import annotations

from ..engine import Action
from ..engine.actions import sorted_actions
from ..engine.flow import legal_texts, perform
from ..engine.ops import Env
from ..engine.phases import ACTION, ASSISTANT, ENCOUNTER, MOVE, PAY
from ..engine.state import State
from .evaluation import evaluate_state
from .greedy import BARRIER_PHASES, _barrier_cover

#: texts that carry a turn on (``collect neutral``: the neutral-assistants variant)
KEEP_GOING = ("leave", "collect", "collect neutral", "pay")


def legal(st: State, env: Env) -> list[Action]:
    """The legal actions of a state in the game's order (shared: do not change the list)."""
    return sorted_actions(legal_texts(st, env), env.rules)[0]


def tried(st: State, env: Env, action: Action) -> State:
    """A scratch copy of ``st`` after the legal ``action`` (its narration is thrown away)."""
    c = st.copy()
    perform(c, env, action.text.split())
    return c


def _phase_actions(st: State, env: Env) -> list[Action]:
    """The actions the phase itself offers now (no bonus card, no tile ability), in the game's
    order: where the policy looks only at those (leave, pay, a place's options), the same
    actions in the same order as in the whole legal list, without asking the cards."""
    return sorted_actions(env.rules.phases[st.phase].options(st, env, None), env.rules)[0]


def place_value(st: State, env: Env, move: Action, seat: int,
                weights: dict[str, float]) -> float:
    """What the place behind ``move`` offers at once: leave/pay, then its best option. One
    scratch copy per destination; each option but the last is tried on a copy of it, the last
    on the scratch itself (it is not needed after)."""
    waste = weights["wasted turn"]
    c = tried(st, env, move)
    for _ in range(3):
        if c.phase not in (ASSISTANT, PAY):
            break
        go = [a for a in _phase_actions(c, env) if a.text in KEEP_GOING]
        if not go:
            return evaluate_state(c, env, seat, weights) + waste
        perform(c, env, go[0].text.split())
    if c.phase != ACTION or c.to_act != seat:
        return evaluate_state(c, env, seat, weights) + (0.0 if c.phase == ENCOUNTER else waste)
    best = evaluate_state(c, env, seat, weights) + waste
    options = [a for a in _barrier_cover(_phase_actions(c, env))
               if a.kind == "place" and a.text != "skip"]
    last = len(options) - 1
    for i, a in enumerate(options):
        if i == last:
            perform(c, env, a.text.split())
            d = c
        else:
            d = tried(c, env, a)
        best = max(best, evaluate_state(d, env, seat, weights))
    return best


def choose(st: State, env: Env, weights: dict[str, float]) -> Action:
    """The policy's choice for the seat to act in ``st`` (``montecarlo.fast_action``)."""
    acts = legal(st, env)
    if len(acts) == 1:
        return acts[0]
    seat = st.to_act
    ph = st.phase
    if ph == MOVE:
        moves = [a for a in acts if a.kind == "move"] or acts
        best_move, best_v = moves[0], None
        for a in moves:         # the first of equal values wins, as max over (value, -index)
            v = place_value(st, env, a, seat, weights)
            if best_v is None or v > best_v:
                best_move, best_v = a, v
        return best_move
    if ph in (ASSISTANT, PAY):
        go = [a for a in acts if a.text in KEEP_GOING]
        return go[0] if go else acts[-1] if acts[-1].text == "end" else acts[0]
    waste = weights["wasted turn"]
    best, best_v = acts[0], None
    for a in _barrier_cover(acts) if ph in BARRIER_PHASES else acts:
        v = evaluate_state(tried(st, env, a), env, seat, weights) + (
            waste if a.text == "skip" else 0.0)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best
