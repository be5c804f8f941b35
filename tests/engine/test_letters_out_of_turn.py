"""Other seats decide during your turn (issue 11, item 7): in a Kiosk round and an auction
``to_act`` is the deciding seat while ``current`` stays, ``question()`` names it,
``legal_actions()`` are its choices only (no bonus card or mosque tile of its own, nothing of
the current seat's), bots answer for it, copies and determinized copies keep the public round,
and random games that go through these moments keep every invariant and save/load exactly."""

from __future__ import annotations

import random

import pytest

import istanbul_nb as ist
from istanbul_nb.bots import GreedyBot, MonteCarloBot, RandomBot
from istanbul_nb.engine.invariants import playout_policy, problems


def texts(g) -> list[str]:
    return [a.text for a in g.legal_actions()]


def in_kiosk_round() -> ist.Game:
    """Blue picks in Red's Kiosk round; Blue holds cards usable at most times and the yellow
    mosque tile."""
    g = ist.stage(players=3, expansions=("letters",), phase="action",
                  seats={0: dict(merchant=22, lira=6, cards=["one-good"]),
                         1: dict(lira=5, cards=["five-lira", "family"], tiles=["yellow"],
                                 assistants=[3])},
                  kiosk_top=["two-spice", "fruit", "jewelry", "two-lira"])
    g.apply("kiosk")
    g.apply("kiosk fruit")
    return g


def in_auction() -> ist.Game:
    g = ist.stage(players=3, expansions=("letters",), phase="action",
                  seats={0: dict(merchant=23, lira=6, cards=["one-good"]),
                         1: dict(lira=5, cards=["five-lira", "family"], tiles=["yellow"],
                                 assistants=[3]),
                         2: dict(lira=7)})
    g.apply("auction fruit")
    g.apply("bid 2")
    return g


@pytest.mark.parametrize("make,verbs,question", [
    (in_kiosk_round, {"kiosk"}, "Blue: pick one of the Kiosk tiles on offer (1 jewelry; 2 lira; "
                                "2 spice) and use it, or take it without using it?"),
    (in_auction, {"bid", "pass"}, "Blue: bid more than 2 lira for 2 bonus cards (Red leads), or "
                                  "pass?"),
])
def test_the_deciding_seat_is_named_and_has_only_its_own_choices(make, verbs, question):
    g = make()
    assert (g.current, g.to_act) == (0, 1)
    assert g.question() == question
    acts = g.legal_actions()
    assert acts and {a.verb for a in acts} == verbs
    # Blue's bonus cards and mosque tile wait for Blue's own turn; Red's are not Blue's
    with pytest.raises(ist.IllegalAction, match="5 lira cannot be played now"):
        g.apply("play five-lira")
    with pytest.raises(ist.IllegalAction, match="Blue holds no 1 good card"):
        g.apply("play one-good fruit")
    with pytest.raises(ist.IllegalAction, match="yellow tile brings back an assistant in the "
                                                "move phase"):
        g.apply("mosque yellow 3")
    with pytest.raises(ist.IllegalAction, match="now " + question.split(":")[0] + ":"):
        g.apply("end")
    assert problems(g) == []


@pytest.mark.parametrize("make", [in_kiosk_round, in_auction])
def test_control_returns_to_the_current_seat(make):
    g = make()
    seats = []
    while g.to_act != g.current or g.phase in ("kiosk-round", "auction"):
        seats.append(g.to_act)
        g.apply(texts(g)[-1])               # skip a tile, pass, or (last) the highest bid
        assert problems(g) == []
    assert g.phase == "encounter" and (g.current, g.to_act) == (0, 0)
    assert seats[0] == 1 and 2 in seats
    assert g.log[-1].seat == seats[-1]      # each decision is logged with its own seat


@pytest.mark.parametrize("bot", [RandomBot(seed=3), GreedyBot(seed=3),
                                 MonteCarloBot(playouts=4, seed=3)],
                         ids=["random", "greedy", "montecarlo"])
@pytest.mark.parametrize("make", [in_kiosk_round, in_auction])
def test_bots_answer_for_the_deciding_seat(make, bot):
    g = make()
    choice = bot.choose(g)
    assert choice in g.legal_actions()
    g.apply(choice)
    assert problems(g) == []


def test_copies_keep_the_round_apart_and_determinized_copies_keep_what_is_public():
    g = in_kiosk_round()
    c = g.copy()
    c.apply("kiosk two-spice")
    assert g.pending() == {"offer": ["jewelry", "two-lira", "two-spice"], "order": [1, 2, 0]}
    assert c.pending() == {"offer": ["jewelry", "two-lira"], "order": [2, 0]}
    d = g.determinized(1, seed=5)
    assert d.pending() == g.pending() and texts(d) == texts(g)
    a = in_auction()
    e = a.determinized(1, seed=5)
    assert e.pending() == a.pending() and e.question() == a.question()


def test_random_games_through_the_kiosk_and_the_auction_keep_every_invariant():
    """Seeded random 2- and 4-player Letters games: every action checked; at the first few
    Kiosk picks and bids the game is saved and loaded and plays on identically, and every choice
    there has plain words."""
    visits = {"kiosk-round": 0, "auction": 0}
    for players, seed in ((2, 11), (4, 12)):
        g = ist.new_game(players=players, seed=seed, expansions=("letters",))
        rng = random.Random(seed)
        saved = 0
        while not g.is_over and len(g.history()) < 4000:
            if g.phase in visits:
                visits[g.phase] += 1
                assert g.question().startswith(g.config.names[g.to_act] + ":")
                for a in g.legal_actions():         # every choice has plain words
                    assert g.describe(a).startswith(("pick the Kiosk tile", "bid ", "pass"))
                if saved < 3:
                    saved += 1
                    h = ist.Game.from_json(g.to_json())
                    act = playout_policy(random.Random(saved), g.legal_actions())
                    g.apply(act)
                    h.apply(act)
                    assert h.to_json() == g.to_json()
                    continue
            g.apply(playout_policy(rng, g.legal_actions()))
            assert problems(g) == [], g.history()[-3:]
    assert visits["kiosk-round"] > 10 and visits["auction"] > 5
