"""The bots play Mocha & Baksheesh (issue 10, item 10): random, greedy and Monte Carlo finish
seeded Mocha games for 2-5 players; greedy counts coffee, guild cards and Tavern tiles; the
simulation lab and the command line run Mocha games, the same on a process pool as here.

Until the expansion is registered publicly, the fixture registers it for these tests (and
leaves the registry as it found it).
"""

from __future__ import annotations

import csv
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

import pytest

import istanbul_nb as ist
from istanbul_nb.bots import (
    SOURCES,
    GreedyBot,
    MonteCarloBot,
    RandomBot,
    breakdown,
    default_layout,
    evaluate,
    play_game,
    simulate,
    weights_table,
)
from istanbul_nb.bots.evaluation import MOCHA_WEIGHTS, WEIGHTS
from istanbul_nb.cli import main

MOCHA = ("mocha",)
LAYOUT = "mocha-first-game"
#: Greedy weights without any value for coffee: the control group of the coffee tests.
NO_COFFEE = {"coffee": 0.0, "coffee house progress": 0.0}


def mocha(**kw):
    kw.setdefault("players", 3)
    kw.setdefault("layout", LAYOUT)
    return ist.stage(expansions=MOCHA, **kw)


def finished(played, players: int) -> None:
    g = played.game
    assert g.is_over and g.legal_actions() == []
    assert max(g.player(s).rubies for s in range(players)) >= g.ruby_target == 6
    for s in range(players):  # every ruby has a source, the Coffee House's included
        assert sum(played.sources[s].values()) == g.player(s).rubies
        assert set(played.sources[s]) == {*SOURCES, "coffee_house"}


# -- random ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("eager", [False, True])
def test_random_bots_finish_mocha_games(players, eager):
    for seed in (1, 2):
        bots = [RandomBot(seed=10 * seed + s, eager=eager) for s in range(players)]
        finished(play_game(bots, seed=seed, expansions=MOCHA), players)


def test_eager_random_bots_play_every_new_decision():
    """The eager bot never ends a turn early, and that reaches every Mocha decision: guild card
    turns, the Roasting Plant's follow-ups, the Guild Hall's discard, the Tavern's barrier and
    its remote action, the Coffee Trader and its payment, the Coffee House."""
    phases: Counter = Counter()
    verbs: Counter = Counter()
    for seed in range(6):
        g = ist.new_game(players=4, layout=LAYOUT, seed=seed, expansions=MOCHA)
        bots = [RandomBot(seed=seed * 10 + s, eager=True) for s in range(4)]
        while not g.is_over:
            a = bots[g.to_act].choose(g)
            phases[g.phase] += 1
            verbs[a.text.split()[0]] += 1
            g.apply(a)
    assert {"roasting", "guild-hall-discard", "tavern-barrier", "tavern-action",
            "guild-action", "coffee_trader-payment"} <= set(phases)
    assert {"guild", "roast", "guild-hall", "barrier", "tavern-tile", "coffee-house",
            "coffee_trader"} <= set(verbs)


# -- greedy ---------------------------------------------------------------------------------------
def test_the_mocha_terms_count_in_mocha_games_only():
    base = ist.new_game(players=3, seed=1)
    assert set(breakdown(base, 0)) == set(WEIGHTS) - {"wasted turn"}
    g = mocha(seats={0: dict(merchant=7)}, coffee={0: 3}, guild_cards={0: [8, 16]},
              tavern_tiles={0: ["long_move"]}, barrier=(7, 17), barrier_control=0)
    terms = breakdown(g, 0)
    assert terms["coffee"] == 3 * 1.5
    assert terms["coffee house progress"] == pytest.approx(25 * 3 / 6)   # first price: 6
    assert terms["guild card"] == 2 * 4 and terms["tavern tile"] == 6
    assert terms["barrier control"] == 3 and breakdown(g, 1)["barrier control"] == 0
    assert evaluate(g, 0) == pytest.approx(sum(terms.values()))
    # the price rises as the Coffee House empties; no progress once it is empty
    dear = mocha(coffee={0: 3}, coffee_house_left=1,
                 seats={0: dict(rubies=2), 1: dict(rubies=2)})
    assert breakdown(dear, 0)["coffee house progress"] == pytest.approx(25 * 3 / 10)
    empty = mocha(coffee={0: 3}, coffee_house_left=0,
                  seats={0: dict(rubies=3), 1: dict(rubies=2)})
    assert breakdown(empty, 0)["coffee house progress"] == 0
    # a class may change a Mocha term like any other
    rows = weights_table({"coffee": 2}, expansions=MOCHA)
    assert [r["term"] for r in rows] == list(WEIGHTS) + list(MOCHA_WEIGHTS)
    assert rows[len(WEIGHTS)]["points"] == 2.0
    assert [r["term"] for r in weights_table()] == list(WEIGHTS)
    with pytest.raises(ValueError, match="no term"):
        GreedyBot(weights={"tea": 1})


def test_greedy_takes_the_coffee_that_opens_the_coffee_house():
    """5 coffee and the Coffee House's ruby at 6: the Coffee Trader's coffee for 2 lira (the
    Gemstone Dealer's price is in the purse either way) is worth taking; a greedy bot that
    gives coffee no value ends its turn instead."""
    g = mocha(phase="encounter", seats={0: dict(merchant=10, lira=20, goods={})},
              coffee_trader=10, governor=3, smuggler=4, coffee={0: 5})
    assert [a.text for a in g.legal_actions()] == ["coffee_trader", "end"]
    a, why = GreedyBot(seed=1).explain(g)
    assert a.text == "coffee_trader" and "coffee house progress" in why
    assert GreedyBot(seed=1, weights=NO_COFFEE).choose(g).text == "end"
    # and with 6 coffee at the Coffee House, the ruby
    g = mocha(phase="action", seats={0: dict(merchant=20, lira=3)}, coffee={0: 6})
    assert GreedyBot(seed=1).choose(g).text == "coffee-house"


def test_greedy_roasts_on_the_way_to_the_coffee_house():
    """4 coffee, 20 lira and a fruit, next to the Roasting Plant: roasting brings the Coffee
    House's ruby within reach; the plan says so."""
    g = mocha(phase="action", seats={0: dict(merchant=17, lira=20, goods=dict(fruit=1))},
              coffee={0: 4})
    bot = GreedyBot(seed=1)
    best = max(bot.scores(g), key=lambda s: s.value)
    assert best.action.text.startswith("roast") and best.end.player(0).coffee >= 6


def test_greedy_plays_a_guild_card_and_it_is_no_wasted_turn():
    """Guild card 16 (15 lira: a Gemstone Dealer ruby and 3 coffee) replaces the turn: the
    greedy bot plays it when it has the lira, and the turn is scored without the wasted-turn
    penalty."""
    g = mocha(seats={0: dict(merchant=7, lira=16)}, guild_cards={0: [16]})
    scored = {s.action.text: s for s in GreedyBot(seed=1).scores(g)}
    assert "guild 16" in scored
    best = max(scored.values(), key=lambda s: s.value)
    assert best.action.text == "guild 16"
    assert best.end.player(0).rubies == 1 and best.end.player(0).coffee == 3
    assert best.value == pytest.approx(evaluate(best.end, 0))


@pytest.mark.parametrize("players", [2, pytest.param(3, marks=pytest.mark.slow),
                                     pytest.param(4, marks=pytest.mark.slow),
                                     pytest.param(5, marks=pytest.mark.slow)])
def test_greedy_finishes_mocha_games(players):
    bots = [GreedyBot(seed=1)] + [RandomBot(seed=s, eager=True) for s in range(1, players)]
    played = play_game(bots, seed=players, expansions=MOCHA)
    finished(played, players)
    assert played.game.winners() == [0]


@pytest.mark.slow
def test_greedy_beats_random_in_mocha():
    r = simulate([GreedyBot(seed=1), RandomBot(seed=2, eager=True)], 6, seed=10,
                 progress=False, expansions=MOCHA)
    assert r.win_rate_by_bot()["Greedy"] >= 5 / 6


# -- Monte Carlo ----------------------------------------------------------------------------------
def test_monte_carlo_decides_in_mocha_through_the_game_protocol():
    """A move with guild cards in hand: the playouts run on determinized copies, which deal the
    other seats' guild hands afresh, so the choice does not depend on what the bot cannot
    see."""
    kw = dict(seats={0: dict(merchant=7, lira=16)}, coffee={0: 2})
    g = mocha(guild_cards={0: [16], 1: [3]}, **kw)
    h = mocha(guild_cards={0: [16], 1: [5]}, **kw)
    bot = MonteCarloBot(seed=3, playouts=2, margin=1000)
    scored, values = bot.scores(g)
    assert values and all(len(v) == 2 for v in values.values())
    assert MonteCarloBot(seed=3, playouts=2, margin=1000).scores(h)[1] == values
    a, why = MonteCarloBot(seed=3, playouts=2).explain(g)
    assert a in g.legal_actions() and why


@pytest.mark.parametrize("players", [2, pytest.param(3, marks=pytest.mark.slow),
                                     pytest.param(4, marks=pytest.mark.slow),
                                     pytest.param(5, marks=pytest.mark.slow)])
def test_monte_carlo_finishes_mocha_games(players):
    bots = ([MonteCarloBot(playouts=1, width=2, seed=1)]
            + [RandomBot(seed=s, eager=True) for s in range(1, players)])
    finished(play_game(bots, seed=players, expansions=MOCHA), players)


# -- the simulation lab and the command line ------------------------------------------------------
def test_simulate_runs_mocha_games():
    assert default_layout() == "short-paths" and default_layout(MOCHA) == LAYOUT
    r = simulate(RandomBot(seed=1, eager=True), 6, players=3, seed=4, progress=False,
                 expansions=MOCHA)
    assert r.layout == LAYOUT and r.expansions == MOCHA
    assert "3 players on mocha-first-game with mocha" in str(r)
    assert r.sources() == [*SOURCES, "coffee_house"]
    assert sum(r.ruby_sources().values()) == sum(row["rubies"] for row in r.rows)
    again = r.replay(2)                               # a row's seed replays its Mocha game
    row = next(row for row in r.rows if row["game"] == 2 and row["seat"] == 1)
    assert again.player(1).rubies == row["rubies"] and again.turn == row["turns"]
    with pytest.raises(ValueError, match="mocha"):
        simulate(RandomBot(), 1, players=2, layout="short-paths", progress=False,
                 expansions=MOCHA)
    with pytest.raises(ValueError, match="list of names"):
        simulate(RandomBot(), 1, players=2, progress=False, expansions="mocha")


def test_simulate_mocha_on_a_process_pool_gives_the_serial_table():
    bots = [RandomBot(eager=True), RandomBot(), RandomBot(eager=True, name="Other")]
    want = simulate(bots, 8, seed=7, progress=False, expansions=MOCHA)
    with ProcessPoolExecutor(max_workers=2) as pool:
        got = simulate(bots, 8, seed=7, progress=False, expansions=MOCHA, executor=pool)
    assert got.rows == want.rows and got.expansions == MOCHA
    assert sum(row["from_coffee_house"] for row in got.rows) > 0


@pytest.mark.slow
def test_simulate_mocha_with_greedy_on_a_process_pool_gives_the_serial_table():
    bots = [GreedyBot(seed=2), RandomBot(eager=True)]
    want = simulate(bots, 2, seed=7, progress=False, expansions=MOCHA)
    with ProcessPoolExecutor(max_workers=2) as pool:
        got = simulate(bots, 2, seed=7, progress=False, expansions=MOCHA, executor=pool)
    assert got.rows == want.rows


def test_cli_simulate_with_mocha_writes_the_csv(capsys, tmp_path):
    out = tmp_path / "mocha.csv"
    code = main(["simulate", "--expansions", "mocha", "--players", "3", "--bots", "eager",
                 "--games", "4", "--seed", "2", "--no-progress", "--csv", str(out)])
    text = capsys.readouterr().out
    assert code == 0, text
    assert "4 games, 3 players on mocha-first-game with mocha" in text
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert len(rows) == 4 and "seat0_from_coffee_house" in rows[0] and "seat2_coffee" in rows[0]
    assert all(max(int(r[f"seat{s}_rubies"]) for s in range(3)) >= 6 for r in rows)


def test_cli_refuses_an_unknown_expansion(capsys):
    assert main(["simulate", "--expansions", "tea", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "unknown expansion 'tea'" in err and len(err.strip().splitlines()) == 1


def test_no_dead_end_after_guild_card_17():
    """A random bot once met a guild card 17 whose only card to roast was itself (4 players,
    seed 34): a card is offered only when it can be carried out once it has left the hand."""
    g = mocha(seats={0: dict(merchant=12, lira=1, goods={}, cards=[])}, guild_cards={0: [17]})
    assert "guild 17" not in [a.text for a in g.legal_actions()]
    g = mocha(seats={0: dict(merchant=12, lira=2, goods={}, cards=[])}, guild_cards={0: [17]})
    assert "guild 17" in [a.text for a in g.legal_actions()]     # 2 lira can be roasted
    g.apply("guild 17")
    assert g.legal_actions(), "guild card 17 was playable but its action offers nothing"
