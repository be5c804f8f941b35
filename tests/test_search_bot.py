"""The search bot (``bots/search.py``): reproducible with an iteration budget, legal in every
configuration family and Choose & Write, a complete analysis, blind to what its seat cannot see,
strict about its settings. Its strength is measured by ``bench/ai_bench.py``, not here."""

from __future__ import annotations

import math
import time

import pytest

import istanbul_nb as ist
from istanbul_nb.bots import Analysis, GreedyBot, RandomBot, SearchBot, play_game, search
from istanbul_nb.choose_write import new_game as new_cw
from tests.bot_tools import Checked

#: label -> a maker of a game at its start
CONFIGS = {
    "base 2p": lambda: ist.new_game(players=2, seed=3),
    "base 5p": lambda: ist.new_game(players=5, seed=3),
    "mocha": lambda: ist.new_game(players=3, seed=3, expansions=("mocha",)),
    "letters": lambda: ist.new_game(players=3, seed=3, expansions=("letters",)),
    "mocha+letters": lambda: ist.new_game(players=3, seed=3, expansions=("mocha", "letters")),
    "great bazaar": lambda: ist.new_game(players=3, seed=3, expansions=("mocha", "letters"),
                                         variants=("great_bazaar",)),
    "neutral assistants": lambda: ist.new_game(players=3, seed=3,
                                               variants=("neutral_assistants",)),
    "caravan leader": lambda: ist.new_game(players=3, seed=3, variants=("caravan_leader",)),
    "choose & write 3p": lambda: new_cw(players=3, seed=3),
    "choose & write solo": lambda: new_cw(players=1, seed=3),
}


def _midgame(game, steps: int = 25):
    """``game`` after ``steps`` greedy decisions, then on to a decision with a choice."""
    bot = GreedyBot(seed=2)
    for _ in range(steps):
        game.apply(bot.choose(game))
    while len(game.legal_actions()) < 2:
        game.apply(bot.choose(game))
    return game


@pytest.fixture(scope="module")
def four():
    return _midgame(ist.new_game(players=4, seed=11), 30)


def _same(a: Analysis, b: Analysis) -> bool:
    return (a.best == b.best and a.visits == b.visits and a.iterations == b.iterations
            and a.values == pytest.approx(b.values) and a.chances == pytest.approx(b.chances))


def test_same_seed_and_budget_same_analysis_and_choices(four):
    a = SearchBot(seed=5, iterations=40).analyse(four)
    b = SearchBot(seed=5, iterations=40).analyse(four)
    assert _same(a, b) and a.iterations == 40
    # a whole run of choices repeats too (the bot's stream goes on from one decision to the next)
    g, h = four.copy(), four.copy()
    x, y = SearchBot(seed=9, iterations=6), SearchBot(seed=9, iterations=6)
    for _ in range(6):
        if g.is_over:
            break
        ax, ay = x.choose(g), y.choose(h)
        assert ax == ay
        g.apply(ax)
        h.apply(ay)


def test_analysis_covers_every_legal_action_and_leaves_the_game_alone(four):
    before = four.to_json()
    a = SearchBot(seed=1, iterations=60).analyse(four)
    texts = {x.text for x in four.legal_actions()}
    assert set(a.values) == texts == set(a.visits)
    assert a.best in four.legal_actions() and a.seat == four.to_act
    assert all(0.0 <= v <= 1.0 for v in a.values.values())
    assert sum(a.visits.values()) <= 60
    # the most visited action, or greedy's plan when the playouts do not clearly beat it
    most = max(a.visits.values()) == a.visits[a.best.text]
    assert most or a.best == GreedyBot(seed=1).choose(four)
    assert len(a.chances) == four.players and math.isclose(sum(a.chances), 1.0, abs_tol=1e-6)
    assert four.to_json() == before


@pytest.mark.parametrize("label", sorted(CONFIGS))
def test_a_legal_choice_in_every_configuration_family(label):
    game = _midgame(CONFIGS[label](), 5)
    a = SearchBot(seed=4, iterations=6).analyse(game)
    assert a.best in game.legal_actions()
    assert set(a.values) == {x.text for x in game.legal_actions()}
    assert 0 < a.iterations <= 6 and sum(a.visits.values()) <= 6
    if game.players > 1:
        assert math.isclose(sum(a.chances), 1.0, abs_tol=1e-6)
    else:   # solo: a score share, not a share of the win
        assert 0.0 <= a.chances[0] <= 1.0


def test_a_single_legal_action_costs_nothing():
    game = ist.new_game(players=3, seed=2)
    bot = GreedyBot(seed=1)
    while len(game.legal_actions()) != 1:
        game.apply(bot.choose(game))
    a = SearchBot(seed=1, iterations=50).analyse(game)
    assert a.iterations == 0 and a.best == game.legal_actions()[0]
    assert a.visits == {a.best.text: 0}
    assert "only legal action" in SearchBot(seed=1, iterations=50).explain(game)[1]


def test_it_never_reads_another_seats_hidden_cards():
    """Two games that differ only in which cards another seat holds (swapped with the draw
    pile) get the same analysis at a fixed budget."""
    g = _midgame(ist.new_game(players=3, seed=4), 6)
    h = g.copy()
    me = g.to_act
    other = next(s for s in range(3) if s != me and h.state.players[s].cards)
    hand, deck = h.state.players[other].cards, h.state.deck
    j = next(i for i, c in enumerate(deck) if c not in hand)
    hand[0], deck[j] = deck[j], hand[0]
    hand.sort()
    assert g.state.players[other].cards != h.state.players[other].cards
    assert _same(SearchBot(seed=3, iterations=30).analyse(g),
                 SearchBot(seed=3, iterations=30).analyse(h))


def test_it_never_reads_the_real_dice():
    g = _midgame(ist.new_game(players=3, seed=4), 6)
    h = g.copy()
    h.state.rng ^= 0x5DEECE66D
    assert _same(SearchBot(seed=3, iterations=30).analyse(g),
                 SearchBot(seed=3, iterations=30).analyse(h))


def test_explain_names_the_choice_and_agrees_with_choose(four):
    a, why = SearchBot(seed=7, iterations=20, phases=None).explain(four)
    assert a == SearchBot(seed=7, iterations=20, phases=None).choose(four)
    assert a.text in why and "chance to win" in why
    assert "next best" in why or "keep the plan" in why


def _at(game, phase: str, searched: bool):
    """``game`` played on by greedy to a decision with a choice in (or, ``searched`` False,
    outside) ``phase``."""
    bot = GreedyBot(seed=2)
    while len(game.legal_actions()) < 2 or (game.phase == phase) != searched:
        game.apply(bot.choose(game))
    return game


def test_it_searches_at_the_move_and_follows_greedys_plan_elsewhere():
    """With ``phases=("move",)`` (the default) the think time goes to the move (where the turn
    is shaped); the other decisions of the turn follow greedy's plan at no cost.
    ``phases=None`` searches all."""
    inside = _at(ist.new_game(players=3, seed=5), "move", True)
    outside = _at(ist.new_game(players=3, seed=5), "move", False)
    at_move = SearchBot(seed=7, iterations=20, phases=("move",))
    a, why = at_move.explain(inside)
    assert "chance to win" in why and a in inside.legal_actions()
    a, why = at_move.with_seed(7).explain(outside)
    assert a == GreedyBot(seed=7).choose(outside) and "greedy's plan" in why
    assert SearchBot(seed=7, iterations=20).settings()["phases"] == ("move",)
    assert "chance to win" in SearchBot(seed=7, iterations=20, phases=None,
                                        margin=1000).explain(outside)[1]
    # the review asks analyse about any decision: it searches there whatever the phases
    assert 0 < at_move.analyse(outside).iterations <= 20


def test_a_game_finishes_against_it():
    bots = [Checked(SearchBot(seed=1, iterations=2)), Checked(RandomBot(seed=2, eager=True))]
    played = play_game(bots, seed=5, make=lambda players, seed: new_cw(players=players,
                                                                       seed=seed))
    assert played.game.is_over and bots[0].decisions > 10


@pytest.mark.parametrize("settings", [
    {"iterations": 0}, {"iterations": 2.5}, {"iterations": True}, {"think_time": 0},
    {"think_time": -1}, {"think_time": "fast"}, {"think_time": None},
    {"exploration": -0.1}, {"exploration": float("nan")}, {"widening": 0.5},
    {"widening_power": 1.5}, {"horizon": -1}, {"horizon": 1.5}, {"prior_visits": -1},
    {"confidence": -1},
    {"playout_sample": -1}, {"temperature": 0}, {"phases": "move"}, {"phases": (1,)},
    {"root": "uct"}, {"width": 0}, {"width": 2.5}, {"margin": -1}, {"score": "points"},
    {"clock": "sundial"}, {"seed": "x"}, {"weights": {"no such term": 1}},
])
def test_bad_settings_are_refused(settings):
    with pytest.raises(ValueError):
        SearchBot(**settings)


def test_bad_analysis_requests_are_refused(four):
    bot = SearchBot(seed=1, iterations=3)
    with pytest.raises(ValueError):
        bot.analyse(four, iterations=0)
    with pytest.raises(ValueError):
        bot.analyse(four, think_time=-0.5)
    over = play_game([RandomBot(seed=3, eager=True), RandomBot(seed=4, eager=True)],
                     seed=1).game
    with pytest.raises(ValueError, match="over"):
        bot.analyse(over)


def test_with_seed_keeps_the_settings():
    bot = SearchBot(seed=1, think_time=0.2, exploration=0.2, horizon=2, name="deep")
    twin = bot.with_seed(8)
    assert (twin.seed, twin.name, twin.settings()) == (8, "deep", bot.settings())
    assert "exploration=0.2" in repr(bot)


def test_a_think_time_on_the_cpu_clock_is_kept(four, monkeypatch):
    """``clock="cpu"`` reads the process's processor time (a benchmark on a shared machine)
    instead of the wall clock; the budget is kept on whichever clock was chosen (a clock that
    ticks 10 ms whenever it is read: a 50 ms budget stops after a few playouts)."""
    assert search.CLOCKS == {"wall": time.perf_counter, "cpu": time.process_time}
    ticks = [0.0]

    def clock() -> float:
        ticks[0] += 0.01
        return ticks[0]

    monkeypatch.setitem(search.CLOCKS, "cpu", clock)
    bot = SearchBot(seed=3, think_time=0.05, clock="cpu")
    assert bot.settings()["clock"] == "cpu" and bot.with_seed(4).clock == "cpu"
    a = bot.analyse(four)
    assert 0 < a.iterations <= 12 and a.best in four.legal_actions() and ticks[0] > 0.05
    many = SearchBot(seed=3, iterations=40).analyse(four)
    assert many.iterations > a.iterations


def test_the_default_horizon_depends_on_the_table():
    """Heads-up a playout runs two of the deciding seat's own turns (a round is two short
    turns), at a larger table one; a horizon given is kept at every table."""
    bot = SearchBot(seed=1)
    assert bot.settings()["horizon"] is None
    assert [bot.horizon_for(n) for n in (1, 2, 3, 4, 5)] == [1, 2, 1, 1, 1]
    assert [SearchBot(horizon=3).horizon_for(n) for n in (2, 4)] == [3, 3]
    assert SearchBot(horizon=0).horizon_for(2) == 0


def test_horizon_zero_cuts_playouts_before_its_next_turn(four):
    """``horizon=0`` (the others' answers only, a cheaper cut) is a setting the search runs
    with: a full analysis and a legal choice."""
    a = SearchBot(seed=2, iterations=20, horizon=0).analyse(four)
    assert 0 < a.iterations <= 20 and a.best in four.legal_actions()
    assert sum(a.chances) == pytest.approx(1.0)


def _move(seed: int = 11):
    return _at(ist.new_game(players=4, seed=seed), "move", True)


def test_halving_compares_greedys_best_candidates_and_keeps_the_better_half():
    """The default root: greedy's ``width`` best within ``margin`` points share the first
    round's seeds equally, each round keeps the better half; the budget is never overspent."""
    game = _move()
    bot = SearchBot(seed=3, iterations=64)
    a = bot.analyse(game)
    scored = sorted(GreedyBot(seed=3).scores(game), key=lambda s: -s.value)
    top = [s.action.text for s in scored[:4] if s.value >= scored[0].value - 20] or [
        s.action.text for s in scored[:2]]
    tried = {t for t, n in a.visits.items() if n}
    assert tried <= set(top) and len(tried) == len(top) >= 2
    counts = sorted((a.visits[t] for t in top), reverse=True)
    first = counts[-1]                   # the first round's seeds: every candidate played them
    assert all(n >= first for n in counts) and a.iterations == sum(counts) <= 64
    if len(top) > 2:
        assert counts[0] > first         # the survivors played more seeds than the dropped
    assert a.visits[a.best.text] == counts[0] or a.best.text == top[0]


def test_halving_pairs_the_luck_of_its_candidates():
    """Common random numbers: two candidates that lead to the same position get the same
    playouts, seed by seed (one deal, one dice stream, one policy stream per seed)."""
    game = _move()
    bot = SearchBot(seed=4, iterations=8)
    hooks = bot._hooks(game)
    w = hooks.weights(bot.greedy)
    dealt = hooks.deal(game, game.to_act, 99)
    act = next(x for x in game.legal_actions() if x.kind == "move")
    one = bot._paired(game, hooks, w, 60.0, 0.0, dealt, act, 99)
    two = bot._paired(game, hooks, w, 60.0, 0.0, dealt, act, 99)
    assert one == two
    other = bot._paired(game, hooks, w, 60.0, 0.0, dealt, act, 100)  # another policy stream
    assert len(other[0]) == game.players


def test_a_sure_greedy_plan_is_played_without_a_search():
    """Playing, the halving bot takes greedy's plan at no cost when no other action comes
    within ``margin`` points of it (the Monte-Carlo bot's rule); ``analyse`` still compares."""
    game = _move()
    bot = SearchBot(seed=5, iterations=40, margin=0)
    plan = GreedyBot(seed=5).choose(game)
    a, why = bot.explain(game)
    ties = sorted(s.value for s in GreedyBot(seed=5).scores(game))
    assert ties[-1] > ties[-2]           # this position has a clear best: no playouts
    assert a == plan and "no search" in why and "chance to win" in why
    assert bot.analyse(game).iterations > 0


def test_the_tree_root_is_still_there(four):
    a = SearchBot(seed=6, iterations=30, root="tree").analyse(four)
    assert a.iterations == 30 and a.best in four.legal_actions()


def test_a_think_time_budget_is_kept(four):
    """The halving turns the clock into a playout budget after timing its first seed; it
    stops at the deadline (a round's seed at most late), however the budget splits."""
    import time
    bot = SearchBot(seed=1, think_time=0.3)
    t = time.perf_counter()
    a = bot.analyse(four)
    assert a.iterations > 0 and time.perf_counter() - t < 3.0
