"""The bots play Letters & Seals (issue 11, item 9): random, greedy and Monte Carlo finish seeded
Letters and Mocha + Letters games for 2-5 players, answer the decisions taken out of turn (Kiosk
picks, auction bids) for the seat that decides, never choose an illegal action, count seals, the
companion and an auction in progress, and never see another seat's hidden cards or the order of
the letter and Kiosk piles."""

from __future__ import annotations

from collections import Counter

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
from istanbul_nb.bots.evaluation import LETTERS_WEIGHTS, MOCHA_WEIGHTS, WEIGHTS
from istanbul_nb.bots.simulate import RANDOM_BOARDS

LETTERS = ("letters",)
BOTH = ("mocha", "letters")
LAYOUT = "letters-first-game"


def letters(**kw) -> ist.Game:
    kw.setdefault("players", 3)
    kw.setdefault("layout", LAYOUT)
    return ist.stage(expansions=LETTERS, **kw)


class Watched:
    """A bot that plays for one seat through another bot and checks every call: it is asked
    only when its seat is ``to_act``, and its choice is one of the legal actions. It counts
    the decisions it took in another seat's turn (``to_act != current``), by phase."""

    def __init__(self, seat: int, bot) -> None:
        self.seat, self.bot = seat, bot
        self.name = getattr(bot, "name", "bot")
        self.out_of_turn: Counter = Counter()
        self.decisions = 0

    def choose(self, game):
        assert game.to_act == self.seat, (game.to_act, self.seat, game.phase)
        a = self.bot.choose(game)
        assert a in game.legal_actions(), (a, game.phase)
        if game.current != self.seat:
            self.out_of_turn[game.phase] += 1
        self.decisions += 1
        return a

    def explain(self, game):
        return self.bot.explain(game)


def finished(played, players: int) -> None:
    """The game ended by the rules: a winner with at least 6 rubies (the Letters target for
    every player count), no action left, every ruby with a source."""
    g = played.game
    assert g.is_over and g.legal_actions() == []
    assert g.ruby_target == 6
    assert max(g.player(s).rubies for s in range(players)) >= 6
    most = max(g.player(s).rubies for s in range(players))
    assert g.winners() and all(g.player(s).rubies == most for s in g.winners())
    for s in range(players):
        assert sum(played.sources[s].values()) == g.player(s).rubies
        assert set(SOURCES) <= set(played.sources[s])


def watched(bots) -> list[Watched]:
    return [Watched(s, b) for s, b in enumerate(bots)]


# -- random -----------------------------------------------------------------------------------
@pytest.mark.parametrize("expansions", [LETTERS, BOTH], ids=["letters", "mocha+letters"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_bots_finish_letters_games_answering_for_the_deciding_seat(players, expansions):
    bots = watched([RandomBot(seed=10 + s, eager=True) for s in range(players)])
    played = play_game(bots, seed=players, expansions=expansions)
    finished(played, players)
    board = default_layout(expansions)
    if board == RANDOM_BOARDS:      # the Great Bazaar: each game's board is drawn from its seed
        board = f"random-great-bazaar-{players}"
    assert played.game.config.layout_name == board
    # other seats decided during someone's turn (Kiosk picks, bids), each through its own bot
    # (Watched checks to_act); with 2 players too: the one other seat picks and bids
    assert sum(sum(b.out_of_turn.values()) for b in bots) > 0


def test_uniform_random_bots_finish_letters_games():
    """Not eager: turns ended early and actions skipped, the auction passed."""
    for seed, exps in ((1, LETTERS), (2, BOTH)):
        bots = watched([RandomBot(seed=seed * 10 + s) for s in range(3)])
        finished(play_game(bots, seed=seed, expansions=exps), 3)


def test_eager_random_bots_reach_the_kiosk_and_the_auction_out_of_turn():
    phases: Counter = Counter()
    for seed in range(3):
        bots = watched([RandomBot(seed=seed * 10 + s, eager=True) for s in range(4)])
        play_game(bots, seed=seed, expansions=LETTERS)
        for b in bots:
            phases.update(b.out_of_turn)
    assert {"kiosk-round", "auction"} <= set(phases)


# -- the evaluation's Letters terms -----------------------------------------------------------
def test_the_letters_terms_count_in_letters_games_only():
    assert set(breakdown(ist.new_game(players=3, seed=1), 0)) == set(WEIGHTS) - {"wasted turn"}
    g = letters(seats={0: dict(merchant=7, lira=5)}, letters={0: [9, (5, True), 3]},
                companion={0: 7, 1: "beside"})
    assert g.player(0).seals == 4
    t0, t1 = breakdown(g, 0), breakdown(g, 1)
    assert set(t0) == set(WEIGHTS) - {"wasted turn"} | set(LETTERS_WEIGHTS) - {"extra turn"}
    assert t0["seal"] == 4 * 1.5
    assert t0["society progress"] == pytest.approx(30 * 4 / 6)
    assert t0["companion"] == 5 and t0["companion on the board"] == 2
    assert t1["companion"] == 5 and t1["companion on the board"] == 0      # beside the board
    assert t1["seal"] == t1["society progress"] == 0 and breakdown(g, 2)["companion"] == 0
    assert evaluate(g, 0) == pytest.approx(sum(t0.values()))
    # progress stops at the Society's 6 seals; a seal still counts
    rich = letters(letters={0: [(1, True), (2, True), (3, True), (4, True)]})
    assert breakdown(rich, 0)["society progress"] == 30 and breakdown(rich, 0)["seal"] == 12
    # no progress once the Sultan's Palace and the Gemstone Dealer have no ruby left
    empty = letters(letters={0: [(1, True)]})
    empty.state.sultan_left = empty.state.gem_left = 0    # (staging would need 16 held rubies)
    assert breakdown(empty.copy(), 0)["society progress"] == 0
    empty = letters(letters={0: [(1, True)]})
    empty.state.sultan_left = 0                           # the Gemstone Dealer still pays
    assert breakdown(empty, 0)["society progress"] == 10
    empty.state.gem_left = 0
    assert breakdown(empty, 0)["society progress"] == 0 and breakdown(empty, 0)["seal"] == 3
    # the tables: the Letters terms follow the base game's (and Mocha's)
    assert [r["term"] for r in weights_table(expansions=LETTERS)] == [*WEIGHTS, *LETTERS_WEIGHTS]
    assert [r["term"] for r in weights_table(expansions=BOTH)] == [*WEIGHTS, *MOCHA_WEIGHTS,
                                                                   *LETTERS_WEIGHTS]
    both = ist.stage(players=3, expansions=BOTH, letters={0: [9]}, coffee={0: 2})
    terms = breakdown(both, 0)
    assert terms["seal"] == 1.5 and terms["coffee"] == 3.0
    assert GreedyBot(weights={"seal": 2}).weights["seal"] == 2.0


def auction(lira=(20, 20, 30), **kw) -> ist.Game:
    """Seat 0 at the Auction House in its action phase, with the given lira per seat."""
    seats = {s: dict(lira=n) for s, n in enumerate(lira)}
    seats[0]["merchant"] = 23
    return letters(phase="action", seats=seats, **kw)


def test_the_auction_term_is_the_auction_as_if_it_ended_now():
    g = auction()
    g.apply("auction fruit")
    assert breakdown(g, 0)["auction"] == 0                     # nobody has bid yet
    g.apply("bid 2")
    assert breakdown(g, 0)["auction"] == 2 * 3 - 2            # 2 cards at 3 points, minus 2
    g.apply("bid 4")                                           # Blue outbids
    assert breakdown(g, 1)["auction"] == 6 - 4
    assert breakdown(g, 0)["auction"] == 4                     # the winner would pay Red 4
    assert breakdown(g, 2)["auction"] == 0


def test_greedy_bids_the_least_while_the_cards_are_worth_it_and_passes_above():
    g = auction()
    bot = GreedyBot(seed=1)
    g.apply("auction fruit")
    assert bot.choose(g).text == "bid 1"          # the opening bid: the least
    g.apply("bid 1")
    assert (g.to_act, g.current) == (1, 0)
    a, why = bot.explain(g)
    assert a.text == "bid 2" and "auction" in why     # Blue answers, one above the highest
    g.apply("bid 6")
    assert g.to_act == 2
    assert bot.choose(g).text == "pass"           # 7 lira for 6 points of cards: no
    g.apply("pass")
    # Red's last word: outbidding 6 costs 7 or more for 6 points of cards; passing brings 6
    assert (g.to_act, g.pending()["stage"]) == (0, "final")
    assert bot.choose(g).text == "pass"
    g = auction()
    g.apply("auction fruit")
    g.apply("bid 7")
    assert bot.choose(g).text == "pass"           # 2 cards are not worth 8 lira to Blue


def test_greedy_picks_the_kiosk_tile_worth_most_to_the_seat_that_picks():
    g = letters(phase="action", seats={0: dict(merchant=22, lira=5), 1: dict(lira=5, goods={})},
                kiosk_top=["two-spice", "fruit", "two-lira", "jewelry"])
    g.apply("kiosk")
    g.apply("kiosk two-lira")
    assert (g.to_act, g.current, g.phase) == (1, 0, "kiosk-round")
    a, why = GreedyBot(seed=1).explain(g)
    assert a.text == "kiosk two-spice" and "sultan progress" in why
    for bot in (RandomBot(seed=3), MonteCarloBot(seed=3, playouts=2)):
        assert bot.choose(g) in g.legal_actions()


def _end_of_turn(held) -> ist.Game:
    """Seat 0's encounter phase on the Spice Warehouse (10) with nobody to meet, no cards."""
    return letters(phase="encounter", seats={0: dict(merchant=10, lira=5, cards=[])},
                   letters={0: held}, governor=3, smuggler=4, courier=5)


def test_greedy_double_moves_only_with_seals_to_spare_beyond_the_society():
    """The "extra turn" is worth 5 points (the evaluation's module doc says why): 3 face-up
    letters beyond the Society's 6 seals are worth less, 2 delivered ones (4 seals) more, and
    seals up to 6 far more (they are the way to a Society ruby). A class may value the extra
    turn otherwise: at 20 points the bot spends delivered letters too."""
    six = _end_of_turn([(1, True), (2, True), (3, True)])
    assert "double 1d 2d" in [a.text for a in six.legal_actions()]
    assert GreedyBot(seed=1).choose(six).text == "end"
    assert GreedyBot(seed=1, weights={"extra turn": 20}).choose(six).text == "end"
    spare = _end_of_turn([(1, True), (2, True), (3, True), 4, 5, 6])
    a, why = GreedyBot(seed=1).explain(spare)
    assert a.text == "double 4 5 6" and "another turn" in why
    rich = _end_of_turn([(1, True), (2, True), (3, True), (4, True), (5, True)])
    assert GreedyBot(seed=1).choose(rich).text == "end"
    assert GreedyBot(seed=1, weights={"extra turn": 20}).choose(rich).text == "double 1d 2d"


def test_greedy_takes_the_secret_society_ruby():
    g = letters(phase="action", seats={0: dict(merchant=24, lira=5, cards=[])},
                letters={0: [(1, True), (2, True), (3, True), 9]})
    a, why = GreedyBot(seed=1).explain(g)
    assert a.text == "society sultan 1d 2d 3d" and "ruby +100" in why
    g.apply(a)
    assert g.player(0).rubies == 1 and g.player(0).letters == [(9, False)]


# -- hidden information -----------------------------------------------------------------------
def _hidden_pair() -> tuple[ist.Game, ist.Game]:
    """Two games that differ only in what seat 0 cannot see: the order of the letter pile and
    of the Kiosk pile, and which bonus card Blue holds (the same cards in the pile and the
    hands together). Seat 0 stands next to the Embassy (21), two steps from the Kiosk (22)."""
    pool = sorted(set(letters().state.deck))
    out = []
    for k, top, tiles in ((0, [1, 2, 3], ["two-spice", "jewelry"]),
                          (-1, [16, 15, 14], ["to-fountain", "two-lira"])):
        out.append(letters(seats={0: dict(merchant=12, lira=9, cards=[]),
                                  1: dict(merchant=9, cards=[pool[k]])},
                           letters={0: [4, (6, True)]}, letter_pile_top=top, kiosk_top=tiles))
    return out[0], out[1]


def test_the_hidden_pair_really_differs():
    g, h = _hidden_pair()
    assert g.player(1).bonus_cards != h.player(1).bonus_cards
    assert sorted(g.state.deck + g.state.players[1].cards) == \
        sorted(h.state.deck + h.state.players[1].cards)
    # the next letters drawn differ: the hidden order matters to the real game
    for x in (g, h):
        for a in ("move 22", "leave", "kiosk"):
            x.apply(a)
    assert g.player(0).letters != h.player(0).letters
    assert g.pending()["offer"] != h.pending()["offer"]


def test_greedy_and_monte_carlo_do_not_see_hidden_letters_tiles_or_cards():
    g, h = _hidden_pair()
    assert g.phase == "move" and g.to_act == 0
    sg = [(s.action.text, s.value) for s in GreedyBot(seed=5).scores(g)]
    sh = [(s.action.text, s.value) for s in GreedyBot(seed=5).scores(h)]
    assert sg == sh
    vg = MonteCarloBot(seed=5, playouts=2, margin=1000).scores(g)[1]
    vh = MonteCarloBot(seed=5, playouts=2, margin=1000).scores(h)[1]
    assert vg and all(len(v) == 2 for v in vg.values()) and vg == vh


def test_an_out_of_turn_pick_does_not_depend_on_the_hidden_piles():
    """Blue picks a Kiosk tile in Red's turn; one tile buys a letter from the pile. The tiles
    face up are public, the piles are not: in one game the letter Blue would buy goes to the
    place where Blue's merchant stands (delivered at once, 2 seals), in the other elsewhere,
    and the kiosk pile below the offer differs too; Blue's scores are the same."""
    out, bought = [], []
    for pile, rest in (([1, 9], "to-fountain"), ([1, 3], "die-lira")):
        g = letters(phase="action", seats={0: dict(merchant=22), 1: dict(merchant=9, lira=5)},
                    letter_pile_top=pile,
                    kiosk_top=["two-lira", "letter-trade", "fruit", "jewelry", rest])
        g.apply("kiosk")
        g.apply("kiosk two-lira")
        assert g.to_act == 1 and "kiosk letter-trade buy" in [a.text for a in
                                                               g.legal_actions()]
        out.append([(s.action.text, s.value) for s in GreedyBot(seed=2).scores(g)])
        g.apply("kiosk letter-trade buy")
        bought.append(g.player(1).seals)
    assert bought == [2, 1]            # the real game: the hidden order made a difference
    assert out[0] == out[1]


# -- greedy and Monte Carlo finish games ------------------------------------------------------
def _greedy_wins(players: int, expansions) -> None:
    """Greedy in seat 0 against eager random bots finishes a game by the rules and wins it."""
    bots = watched([GreedyBot(seed=1)] + [RandomBot(seed=s, eager=True)
                                          for s in range(1, players)])
    played = play_game(bots, seed=players, expansions=expansions)
    finished(played, players)
    assert played.game.winners() == [0]


@pytest.mark.parametrize("players", [2, pytest.param(3, marks=pytest.mark.slow),
                                     pytest.param(4, marks=pytest.mark.slow),
                                     pytest.param(5, marks=pytest.mark.slow)])
def test_greedy_finishes_letters_games(players):
    _greedy_wins(players, LETTERS)


@pytest.mark.parametrize("players", [3, pytest.param(2, marks=pytest.mark.slow),
                                     pytest.param(4, marks=pytest.mark.slow),
                                     pytest.param(5, marks=pytest.mark.slow)])
def test_greedy_finishes_mocha_and_letters_games(players):
    _greedy_wins(players, BOTH)


@pytest.mark.parametrize("expansions", [LETTERS, pytest.param(BOTH, marks=pytest.mark.slow)],
                         ids=["letters", "mocha+letters"])
@pytest.mark.parametrize("players", [2, pytest.param(3, marks=pytest.mark.slow),
                                     pytest.param(4, marks=pytest.mark.slow),
                                     pytest.param(5, marks=pytest.mark.slow)])
def test_monte_carlo_finishes_letters_games(players, expansions):
    bots = watched([MonteCarloBot(playouts=1, width=2, seed=1)]
                   + [RandomBot(seed=s, eager=True) for s in range(1, players)])
    finished(play_game(bots, seed=players, expansions=expansions), players)


@pytest.mark.slow
def test_greedy_beats_random_in_letters():
    r = simulate([GreedyBot(seed=1), RandomBot(seed=2, eager=True)], 6, seed=10,
                 progress=False, expansions=LETTERS)
    assert r.win_rate_by_bot()["Greedy"] >= 5 / 6


# -- the simulation lab -----------------------------------------------------------------------
def test_simulate_runs_letters_and_mocha_letters_games():
    assert default_layout(LETTERS) == LAYOUT
    assert default_layout(BOTH) == default_layout(("letters", "mocha")) == RANDOM_BOARDS
    r = simulate(RandomBot(seed=1, eager=True), 4, players=3, seed=4, progress=False,
                 expansions=LETTERS)
    assert r.layout == LAYOUT and "3 players on letters-first-game with letters" in str(r)
    assert all(row["seals"] >= 0 for row in r.rows) and "coffee" not in r.rows[0]
    again = r.replay(1)
    row = next(row for row in r.rows if row["game"] == 1 and row["seat"] == 2)
    assert again.player(2).rubies == row["rubies"] and again.player(2).seals == row["seals"]
    r = simulate(RandomBot(seed=1, eager=True), 2, players=2, seed=4, progress=False,
                 expansions=BOTH)
    assert r.layout == RANDOM_BOARDS
    boards = {r.replay(k).config.layout_name for k in range(2)}
    assert len(boards) == 2 and all(b.startswith("random-great-bazaar-") for b in boards)
    assert {"coffee", "seals"} <= set(r.rows[0])


def test_cli_simulate_with_mocha_and_letters_writes_seals_and_coffee(capsys, tmp_path):
    from istanbul_nb.cli import main

    out = tmp_path / "letters.csv"
    code = main(["simulate", "--expansions", "mocha,letters", "--players", "2", "--bots",
                 "eager", "--games", "2", "--seed", "2", "--no-progress", "--csv", str(out)])
    text = capsys.readouterr().out
    assert code == 0, text
    assert ("2 games, 2 players on random boards (one per game's seed) with mocha, letters"
            in text)
    head = out.read_text(encoding="utf-8").splitlines()[0].split(",")
    assert {"seat0_seals", "seat1_coffee", "seat0_from_coffee_house"} <= set(head)


def test_the_search_covers_double_moves_and_catacombs_places_without_changing_a_score(
        monkeypatch):
    """Greedy searches one double move per number of seals and, at the Catacombs, only the
    places the evaluation can tell apart: every score is what the full search gives."""
    import istanbul_nb.bots.greedy as greedy
    from istanbul_nb.expansions.letters import strategy as letters_terms

    cases = [
        ist.stage(players=2, expansions=BOTH, seats={0: dict(merchant=23, lira=5, cards=[])},
                  letters={0: [(1, True), (2, True), (3, True), 4, 5, 6, 9, 12]}),
        letters(phase="assistant", seats={0: dict(merchant=10, lira=5, cards=[])},
                letters={0: [(1, True), (2, True), (3, True), (4, True), 5, 6, 7]}),
    ]
    g = cases[0].copy()
    for a in ("move 25", "leave"):
        g.apply(a)
    full = [a.text for a in g.legal_actions()]
    kept = [a.text for a in letters_terms.cover(g, g.legal_actions(), 0)]
    # 5 goods x 24 places (and skip) -> 5 x (the first place; 4, 5, 6, 9, 12: the face-up
    # letters, 12 being the Police Station too) and skip
    assert len(full) == 121 and len(kept) == 31 and kept[0] == full[0]
    assert "catacombs fruit 9" in kept and "catacombs fruit 10" not in kept
    covered = [[(s.action.text, s.value) for s in GreedyBot(seed=4).scores(c)] for c in cases]
    monkeypatch.setattr(greedy.GreedyBot, "_cover", lambda self, g, acts, seat: acts)
    assert covered == [[(s.action.text, s.value) for s in GreedyBot(seed=4).scores(c)]
                       for c in cases]
