"""Bots: legal and deterministic, fair (no peeking at the seeded dice), and as strong as claimed.

The strength tests play fixed seeds, so they measure and never flake; their figures are in the
docstrings (and in ``bench/bots_bench.py``). The three long runs (1,000 random games and the two
tournaments, about 90 s on a two-core machine) are marked ``slow``: ``make test`` leaves them
out and ``make test-all`` (CI) runs them. Each has a smoke version in the default run that plays
the first few of the same games through the same code, so every path still runs in seconds.

Greedy and Monte-Carlo choosing legal actions through whole games (2-5 players) and the same
seeds giving the same game for each bot moved to the one harness over both games,
tests/engine/test_harness.py (``test_the_bots_play_to_the_end_...``; issue 22).
"""

from __future__ import annotations

import re
import sys

import pytest
from bot_tools import Checked  # beside this file

import istanbul_nb as ist
from istanbul_nb.bots import (
    SOURCES,
    WEIGHTS,
    Bot,
    GreedyBot,
    MonteCarloBot,
    RandomBot,
    breakdown,
    evaluate,
    make_weights,
    play_game,
    simulate,
    weights_table,
    wilson,
)


def _random_games_are_legal(games: int) -> None:
    """Games 0 to ``games - 1`` of 2 to 5 uniform random bots: every choice is legal, every game
    ends with a winner and every ruby accounted for, over more than 1,000 decisions a game."""
    decisions = 0
    for k in range(games):
        n = 2 + k % 4
        bots = [Checked(RandomBot(seed=1000 * k + s)) for s in range(n)]
        played = play_game(bots, seed=k)
        g = played.game
        assert g.is_over and g.winners()
        for seat in range(n):
            assert sum(played.sources[seat].values()) == g.player(seat).rubies
        decisions += sum(b.decisions for b in bots)
    assert decisions > 1000 * games


def test_random_bots_never_choose_an_illegal_action_smoke():
    """The first 20 of the 1,000 games below: five of each player count (under a second)."""
    _random_games_are_legal(20)


@pytest.mark.slow
def test_random_bots_never_choose_an_illegal_action_in_1000_games():
    """1,000 games of 2 to 5 uniform random bots (about 35 s)."""
    _random_games_are_legal(1000)


def _history(bots, seed=7, players=None):
    return play_game(bots, seed=seed).game.history()


def test_another_seed_another_game():
    a = _history([RandomBot(seed=1), RandomBot(seed=2)])
    b = _history([RandomBot(seed=5), RandomBot(seed=2)])
    assert a != b


def test_bots_keep_the_protocol_and_reseed():
    for bot in (RandomBot(seed=1), GreedyBot(seed=1), MonteCarloBot(seed=1, playouts=3)):
        assert isinstance(bot, Bot)
        other = bot.with_seed(9)
        assert type(other) is type(bot) and other.seed == 9
        assert other.settings() == bot.settings()
    with pytest.raises(ValueError, match="seed"):
        RandomBot(seed="1")
    with pytest.raises(ValueError, match="at least 1"):
        MonteCarloBot(playouts=0)


def test_a_bot_does_not_see_the_real_dice():
    """Greedy's scores depend on its own seed, never on the game's generator: two games that
    differ only in the state of their dice generator get the same scores."""
    g = ist.new_game(players=3, seed=4)
    h = g.copy()
    h.state.rng ^= 0x5DEECE66D
    a = [(s.action, s.value) for s in GreedyBot(seed=3).scores(g)]
    b = [(s.action, s.value) for s in GreedyBot(seed=3).scores(h)]
    assert a == b


def test_a_bot_does_not_see_hidden_cards():
    """Monte-Carlo playouts play the opponents too, but with hands dealt afresh from what the
    bot cannot see: swapping a card between an opponent's hand and the draw pile changes
    nothing."""
    g = ist.new_game(players=3, seed=4)
    h = g.copy()
    other, deck = h.state.players[1].cards, h.state.deck
    j = next(i for i, c in enumerate(deck) if c != other[0])
    other[0], deck[j] = deck[j], other[0]
    other.sort()
    assert g.state.players[1].cards != h.state.players[1].cards
    bot = MonteCarloBot(seed=3, playouts=3, margin=1000)
    assert bot.scores(g)[1] == MonteCarloBot(seed=3, playouts=3, margin=1000).scores(h)[1]


def test_greedy_takes_the_ruby_it_can_afford(at_action):
    g = at_action(16, seat=dict(lira=30))
    a, why = GreedyBot(seed=1).explain(g)
    assert a.text == "gemstone"
    assert why.startswith("buy a ruby from the Gemstone Dealer (gemstone)")
    assert "ruby +100" in why


def test_greedy_sells_for_lira_and_says_so(at_action):
    g = at_action(10, seat=dict(lira=0, goods={"fabric": 2, "spice": 2, "fruit": 2, "jewelry": 2}))
    a, why = GreedyBot(seed=1).explain(g)
    assert a.verb == "sell" and len(a.words) > 2
    assert str(a) in why and "lira +" in why


def test_greedy_judges_a_move_by_what_the_place_offers():
    """From the Fountain with 30 lira, the Gemstone Dealer two steps away is the move: its
    reason names the whole plan, the ruby included."""
    g = ist.stage(players=4, phase="move", seats={0: {"cards": [], "merchant": 9, "lira": 30}},
                  governor=2, smuggler=2)
    assert 16 in ist.Board("short-paths").moves(9)
    a, why = GreedyBot(seed=1).explain(g)
    assert a.text == "move 16"
    assert "buy a ruby from the Gemstone Dealer" in why and "ruby +100" in why


@pytest.mark.parametrize("bot", [RandomBot(seed=1), RandomBot(seed=1, eager=True),
                                 GreedyBot(seed=1), MonteCarloBot(playouts=2, seed=1)],
                         ids=lambda b: repr(b))
def test_explain_gives_a_reason_that_names_the_action(bot):
    g = ist.new_game(players=3, seed=11)
    rng_bot = RandomBot(seed=5, eager=True)
    for _ in range(60):
        a, why = bot.explain(g)
        assert a in g.legal_actions()
        assert isinstance(why, str) and len(why) > 20
        assert str(a) in why and a.describe() in why
        g.apply(rng_bot.choose(g))


def test_explain_and_choose_agree_for_the_same_seed():
    g = ist.new_game(players=2, seed=3)
    for _ in range(30):
        assert GreedyBot(seed=4).explain(g)[0] == GreedyBot(seed=4).choose(g)
        g.apply(GreedyBot(seed=4).choose(g))


def test_the_evaluation_is_its_documented_table():
    rows = weights_table()
    assert [r["term"] for r in rows] == list(WEIGHTS)
    assert all(r["meaning"] for r in rows)
    g = ist.new_game(players=4, seed=2)
    bot = RandomBot(seed=2, eager=True)
    for _ in range(300):
        g.apply(bot.choose(g))
    for seat in range(4):
        assert evaluate(g, seat) == pytest.approx(sum(breakdown(g, seat).values()))
    p = g.player(0)
    assert breakdown(g, 0)["ruby"] == 100 * p.rubies
    assert breakdown(g, 0)["lira"] == p.lira


def test_a_class_can_change_the_weights_and_name_its_bot():
    assert make_weights({"cart extension": 40})["cart extension"] == 40.0
    assert make_weights() == WEIGHTS
    with pytest.raises(ValueError, match="no term"):
        make_weights({"camels": 3})
    with pytest.raises(ValueError, match="number"):
        GreedyBot(weights={"lira": "many"})
    with pytest.raises(ValueError, match="name"):
        GreedyBot(name="")
    g = ist.new_game(players=2, seed=1)
    rich = GreedyBot(seed=1, weights={"lira": 5.0}, name="Miser")
    assert evaluate(g, 0, rich.weights) > evaluate(g, 0)
    assert rich.with_seed(2).name == "Miser" and rich.with_seed(2).weights == rich.weights
    r = simulate([rich, GreedyBot(seed=2)], 2, progress=False)
    assert {row["bot"] for row in r.rows} == {"Miser", "Greedy"}
    assert [row["points"] for row in weights_table({"lira": 5.0})][5] == 5.0


def test_simulate_rows_and_ruby_sources():
    r = simulate([RandomBot(seed=1, eager=True), RandomBot(seed=2, eager=True),
                  RandomBot(seed=3)], 12, seed=5, progress=False)
    assert len(r.rows) == 12 * 3
    assert sorted({row["game"] for row in r.rows}) == list(range(12))
    for row in r.rows:
        assert sum(row[f"from_{s}"] for s in SOURCES) == row["rubies"]
        assert row["turns"] == 3 * row["rounds"]
    for k in range(12):
        game_rows = [row for row in r.rows if row["game"] == k]
        assert sum(row["win_share"] for row in game_rows) == pytest.approx(1.0)
        assert any(row["winner"] and row["rank"] == 1 for row in game_rows)
    # rotation: each bot sits at each seat equally often over 12 games
    uniform = [row["seat"] for row in r.rows if row["bot"] == "Random"]
    assert sorted(uniform) == [0] * 4 + [1] * 4 + [2] * 4
    assert sum(r.win_rate_by_seat().values()) == pytest.approx(1.0)
    for seat, (rate, low, high) in r.seat_intervals().items():  # notebook 08's error bars
        assert low <= rate == r.win_rate_by_seat()[seat] <= high
    assert r.column("rounds", seat=0) == [row["rounds"] for row in r.rows if row["seat"] == 0]
    assert set(r.win_rate_by_bot()) == {"Random", "Eager random"}
    assert sum(r.ruby_sources().values()) == sum(row["rubies"] for row in r.rows)
    assert r.mean_rounds() > 0
    text = str(r)
    assert "12 games, 3 players on short-paths" in text and "Gemstone Dealer" in text
    # any row's seed replays its game
    again = r.replay(5)
    row = next(row for row in r.rows if row["game"] == 5 and row["seat"] == 0)
    assert again.player(0).rubies == row["rubies"] and again.turn == row["turns"]


def test_simulate_fixed_seats_single_bot_and_bad_input():
    r = simulate(RandomBot(seed=1, eager=True), 4, players=2, seats="fixed", progress=False,
                 layout="long-paths")
    assert len(r.rows) == 8 and r.layout == "long-paths"
    with pytest.raises(ValueError, match="one bot per seat"):
        simulate([RandomBot()], 1, players=3, progress=False)
    with pytest.raises(ValueError, match="players=4"):
        simulate(RandomBot(), 1, progress=False)
    with pytest.raises(ValueError, match="rotate"):
        simulate([RandomBot(), RandomBot()], 1, seats="random", progress=False)
    with pytest.raises(ValueError, match="n_games"):
        simulate([RandomBot(), RandomBot()], -1, progress=False)


def test_simulate_progress_counts_without_tqdm(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "tqdm", None)
    monkeypatch.setitem(sys.modules, "tqdm.auto", None)
    simulate([RandomBot(seed=1, eager=True), RandomBot(seed=2, eager=True)], 3, seed=1)
    assert "games: 3/3 games" in capsys.readouterr().err


class FirstLegal:
    """A learner's minimal bot: no seed, no with_seed, no name."""

    def choose(self, game):
        acts = game.legal_actions()
        keep = [a for a in acts if a.kind != "end" and a.text != "skip"]
        return (keep or acts)[0]

    def explain(self, game):
        a = self.choose(game)
        return a, f"{a}: the first legal action that does something"


def test_a_learners_bot_plays_in_the_lab():
    assert isinstance(FirstLegal(), Bot)
    r = simulate([FirstLegal(), RandomBot(seed=1, eager=True)], 2, progress=False)
    assert {row["bot"] for row in r.rows} == {"FirstLegal", "Eager random"}
    with pytest.raises(ValueError, match="no bot"):
        simulate([FirstLegal(), "greedy"], 1, progress=False)


def test_monte_carlo_time_budget():
    g = ist.new_game(players=2, seed=1)
    bot = MonteCarloBot(seconds=0.05, seed=1, margin=1000)
    a, why = bot.explain(g)
    assert a in g.legal_actions() and "playouts" in why
    with pytest.raises(ValueError, match="seconds"):
        MonteCarloBot(seconds=0)


def test_to_pandas_is_optional():
    r = simulate([RandomBot(seed=1, eager=True), RandomBot(seed=2, eager=True)], 2,
                 progress=False)
    try:
        import pandas  # noqa: F401
    except ImportError:
        with pytest.raises(ImportError, match="pip install pandas"):
            r.to_pandas()
    else:
        assert len(r.to_pandas()) == 4


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def _tournament(bots, games: int, seed: int):
    """``games`` games with the seats rotating, checked for shape; the smoke versions below play
    the first games of the same tournaments (game k's seed depends only on ``seed`` and k)."""
    r = simulate(bots, games, seed=seed, progress=False)
    assert len(r.rows) == games * len(bots)
    assert set(r.win_rate_by_bot()) == {b.name for b in bots}
    for k in range(games):
        assert sum(row["win_share"] for row in r.rows if row["game"] == k) == pytest.approx(1.0)
    return r


def _greedy_and_three_random(games: int):
    bots = [GreedyBot(seed=1), RandomBot(seed=2), RandomBot(seed=3), RandomBot(seed=4)]
    return _tournament(bots, games, seed=2024)


def _monte_carlo_and_greedy(games: int):
    return _tournament([MonteCarloBot(seed=1), GreedyBot(seed=2)], games, seed=100)


def test_tournaments_smoke():
    """One round of seats of each tournament below (about 5 s); their strength claims need the
    full runs and are checked there."""
    _greedy_and_three_random(4)
    _monte_carlo_and_greedy(2)


@pytest.mark.slow
def test_greedy_beats_three_random_bots():
    """1 greedy vs 3 uniform random bots, 50 four-player games, seats rotating (about 20 s).
    Measured: greedy wins 50 of 50."""
    rate = _greedy_and_three_random(50).win_rate_by_bot()["Greedy"]
    assert rate >= 0.8, f"greedy won only {rate:.0%} of 50 games"


@pytest.mark.slow
def test_monte_carlo_beats_greedy_heads_up():
    """Monte Carlo (default budget: 8 playouts per candidate) vs greedy, 20 two-player games,
    seats rotating (about 35 s). Measured: Monte Carlo wins 15 of 20 (75%); with the seeds of
    another run 11 of 20."""
    rate = _monte_carlo_and_greedy(20).win_rate_by_bot()["Monte Carlo"]
    assert rate > 0.5, f"Monte Carlo won only {rate:.0%} of 20 games"


def test_bots_import_no_jupyter_widgets_or_plotting(heavy_imports):
    code = (
        "from istanbul_nb.bots import GreedyBot, RandomBot, simulate\n"
        "simulate([GreedyBot(seed=1), RandomBot(seed=2)], 1, progress=False)\n"
    )
    assert heavy_imports(code, also=("tqdm", "pandas")) == []


def test_a_runs_summary_and_a_hints_words_speak_the_language():
    """``Results.text(lang)``: the run, the win rates and the rubies' sources (places by their
    rule-book names) in Korean; a greedy hint's words in Korean, German and Chinese with none
    of the reasons' English frames."""
    from istanbul_nb.bots import simulate
    from istanbul_nb.i18n import tr

    res = simulate([RandomBot(eager=True), RandomBot(eager=True, name="Other")], 2,
                   players=2, progress=False)
    text = res.text("ko")
    assert text.startswith("게임 2번, short-paths에서 2인(자리 rotate, 시드 0)")
    assert "봇별 승률:" in text and "자리별 승률: 자리 0 " in text and "루비 출처:" in text
    assert "win rate" not in text and "rubies from" not in text
    assert str(res).startswith("2 games, 2 players on short-paths (seats rotate, seed 0)")
    # the sources, in their fixed order, named as the Korean rule book names the places
    assert re.match(r"루비 출처:   수레 제작소 \d+개\(\d+%\), 모스크 \d+개\(\d+%\), 술탄 궁전 "
                    r"\d+개\(\d+%\), 보석상 \d+개", text.splitlines()[3])
    g = ist.new_game(players=2, seed=5)
    _act, reason = GreedyBot(seed=0).explain(g)
    for lang, frame in (("ko", "그리디 봇이 보기에"), ("de", "Für einen gierigen Bot"),
                        ("zh-Hant", "貪婪機器人")):
        words = tr(reason.words, lang)
        assert frame in words and "greedy bot" not in words and "choices" not in words
    assert "The best of" in reason.words and "points" in reason           # English as before
