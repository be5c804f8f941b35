"""The Monte-Carlo playout policy works on scratch positions (``bots.playout``,
``Game.scratch``) and chooses exactly what the same policy chooses trying its options on copies
of the game, and the position's evaluation gives the same numbers as one read from the public
views."""

from __future__ import annotations

import random

import pytest

import istanbul_nb as ist
from istanbul_nb.bots import playout
from istanbul_nb.bots.evaluation import WEIGHTS, evaluate, evaluate_position, make_weights
from istanbul_nb.bots.montecarlo import _place_value, fast_action, relative_value
from istanbul_nb.engine.invariants import playout_policy
from istanbul_nb.engine.phases import ACTION, ASSISTANT, ENCOUNTER, MOVE, PAY
from istanbul_nb.expansions.mocha.strategy import BARRIER_PHASES, barrier_cover

KEEP = ("leave", "collect", "collect neutral", "pay")


def _game_place_value(game, move, seat, w) -> float:
    """The policy's place value, trying each option on a copy of the game (the reference)."""
    c = game.copy(log=False)
    c.apply(move)
    for _ in range(3):
        if c.phase not in (ASSISTANT, PAY):
            break
        go = [a for a in c.legal_actions() if a.text in KEEP]
        if not go:
            return evaluate(c, seat, w) + w["wasted turn"]
        c.apply(go[0])
    if c.phase != ACTION or c.to_act != seat:
        return evaluate(c, seat, w) + (0.0 if c.phase == ENCOUNTER else w["wasted turn"])
    best = evaluate(c, seat, w) + w["wasted turn"]
    for a in barrier_cover(c.legal_actions()):
        if a.kind == "place" and a.text != "skip":
            d = c.copy(log=False)
            d.apply(a)
            best = max(best, evaluate(d, seat, w))
    return best


def _game_choice(game, w):
    """The policy's choice, trying each option on a copy of the game (the reference)."""
    acts = game.legal_actions()
    if len(acts) == 1:
        return acts[0]
    seat = game.to_act
    if game.phase == MOVE:
        moves = [a for a in acts if a.kind == "move"] or acts
        return max(moves, key=lambda a: (_game_place_value(game, a, seat, w), -moves.index(a)))
    if game.phase in (ASSISTANT, PAY):
        go = [a for a in acts if a.text in KEEP]
        return go[0] if go else acts[-1] if acts[-1].text == "end" else acts[0]
    best, best_v = acts[0], None
    for a in barrier_cover(acts) if game.phase in BARRIER_PHASES else acts:
        c = game.copy(log=False)
        c.apply(a)
        v = evaluate(c, seat, w) + (w["wasted turn"] if a.text == "skip" else 0.0)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


def _view_evaluation(game, seat, w) -> float:
    """The base game's terms read from the public view (``g.player``, ``g.pieces``)."""
    p = game.player(seat)
    pcs = game.pieces()
    nxt = pcs["sultan"]["next"]
    goods = list(p.goods.values())
    price = pcs["gemstone_dealer"]["price"]
    share = 0.0
    if nxt is not None:
        fixed, anys = list(nxt["goods"].values()), nxt["any"]
        covered = sum(min(h, f) for h, f in zip(goods, fixed, strict=True))
        spare = sum(max(0, h - f) for h, f in zip(goods, fixed, strict=True))
        share = (covered + min(anys, spare)) / (sum(fixed) + anys)
    terms = [w["ruby"] * p.rubies, w["lira"] * p.lira,
             w["good"] * (sum(goods) - p.goods["jewelry"]), w["jewelry"] * p.goods["jewelry"],
             w["bonus card"] * len(p.bonus_cards), w["assistant in stack"] * p.stack,
             w["mosque tile"] * len(p.mosque_tiles), w["cart extension"] * p.extensions,
             w["family at the Police Station"] if p.family == 12 else 0.0,
             w["gemstone progress"] * min(p.lira, price) / price if price else 0.0,
             w["sultan progress"] * share]
    return sum(terms)


def _positions(expansions=(), variants=(), players=4, seeds=(1, 2), every=5):
    for seed in seeds:
        g = ist.new_game(players=players, seed=seed, expansions=expansions, variants=variants)
        rng = random.Random(seed)
        k = 0
        while not g.is_over:
            if k % every == 0:
                yield g
            g.apply(playout_policy(rng, g.legal_actions()))
            k += 1


CONFIGS = [((), (), 4), ((), (), 2), ((), ("neutral_assistants", "caravan_leader"), 3),
           (("mocha",), (), 4), (("letters",), (), 3), (("mocha", "letters"), (), 4)]


@pytest.mark.parametrize("expansions, variants, players", CONFIGS)
def test_the_policy_on_scratch_positions_chooses_as_on_game_copies(expansions, variants, players):
    w = make_weights({"lira": 1.5})      # not the defaults: the weights reach every term
    moves = choices = 0
    for g in _positions(expansions, variants, players, seeds=(1,), every=9):
        before = g.to_json()
        assert fast_action(g, w) == _game_choice(g, w)
        choices += 1
        if g.phase == MOVE:
            for a in g.legal_actions():
                if a.kind == "move":
                    assert _place_value(g, a, g.to_act, w) == _game_place_value(
                        g, a, g.to_act, w)
                    moves += 1
        assert g.to_json() == before            # the scratch positions never touch the game
    assert choices > 50 and moves > 20


@pytest.mark.parametrize("expansions, variants, players", CONFIGS)
def test_the_position_evaluation_is_the_games(expansions, variants, players):
    for g in _positions(expansions, variants, players, seeds=(2,), every=7):
        for seat in range(g.players):
            v = evaluate(g, seat)
            assert v == evaluate_position(g.scratch(), seat, WEIGHTS)
            if not expansions:
                assert v == pytest.approx(_view_evaluation(g, seat, WEIGHTS), abs=1e-9)
        others = [evaluate(g, s) for s in range(g.players) if s != 0]
        assert relative_value(g, 0) == evaluate(g, 0) - sum(others) / len(others)


def test_the_evaluation_refuses_a_seat_that_does_not_play():
    g = ist.new_game(players=3)
    for seat in (3, -1):
        with pytest.raises(ValueError, match="seat"):
            evaluate(g, seat)


def test_a_positions_legal_list_is_the_games():
    for g in _positions(("mocha",), (), 4, seeds=(3,), every=11):
        assert g.position().legal() == g.legal_actions()


def _table(pos) -> tuple:
    """What a look-ahead reads of a position (its public reading), to compare two tables."""
    return (pos.phase, pos.turn, pos.to_act, pos.current, pos.pending_data(),
            [(s.lira, s.rubies, s.extensions, list(s.goods), s.merchant, s.family, s.stack,
              list(s.placed), list(s.tiles), list(s.cards)) for s in map(pos.seat,
                                                                         range(pos.players))],
            pos.demands(), pos.ruby_supply(), [a.text for a in pos.legal()])


@pytest.mark.parametrize("expansions, variants, players", CONFIGS)
def test_a_weighed_line_reaches_the_position_kept(expansions, variants, players):
    """``place_line``'s kept position is the table its actions reach from the position (so a
    playout may go on from it, ``Scratch.take``, instead of playing the line again), and it is
    worth the value given."""
    w = make_weights({"lira": 1.5})
    kept = 0
    for g in _positions(expansions, variants, players, seeds=(4,), every=6):
        if g.phase != MOVE:
            continue
        pos = g.scratch()
        for a in pos.legal():
            if a.kind != "move":
                continue
            line = playout.place_line(pos, a, g.to_act, w)
            replayed = pos.scratch()
            for step in line.actions:
                replayed.play(step)
            if line.reached is not None:
                assert _table(line.reached) == _table(replayed)
                kept += 1
                on = pos.scratch()
                on.take(line.reached)
                assert _table(on) == _table(replayed)
    assert kept > 20


def test_a_scratch_takes_only_a_table_of_its_own_game():
    a, b = ist.new_game(players=3, seed=1).scratch(), ist.new_game(players=3, seed=1).scratch()
    before = _table(a)
    with pytest.raises(ValueError, match="own game"):
        a.take(b)
    assert _table(a) == before


@pytest.mark.parametrize("expansions, variants, players", CONFIGS)
def test_the_police_destinations_the_playout_skips_value_alike(expansions, variants, players):
    """``playout._told_apart`` tries one destination of the family member where the evaluation
    cannot tell them apart: there, every destination gives every seat the same value; where
    it tries them all (the expansions), the test only counts them."""
    w = make_weights({"lira": 1.5})
    seen = 0
    for g in _positions(expansions, variants, players, seeds=(1, 2, 3), every=1):
        pos = g.scratch()
        police = [a for a in pos.legal() if a.text.startswith("police ")]
        if len(police) < 2:
            continue
        kept = playout._told_apart(pos, police)
        if len(kept) == len(police):
            continue
        assert kept == police[:1]
        for seat in range(g.players):
            assert len({evaluate_position(pos.tried(a), seat, w) for a in police}) == 1
        seen += 1
    assert seen > 0 or expansions or variants
