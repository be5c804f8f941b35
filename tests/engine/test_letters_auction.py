"""The Auction House 23 (RULES.md 8; seed 000, place 23 and its worked example): a good of your
choice, then an auction of 2 bonus cards in every branch, the refusals, and save/load in the
middle of an auction."""

from __future__ import annotations

import json

import pytest
from letters_tools import (  # beside this file
    forge_pending,
    lira,
    play,
    reloaded_plays_on_identically,
)

import istanbul_nb as ist


def auction(players=3, lira=(5, 4, 7), **kw) -> ist.Game:
    """A Letters game staged in the action phase of the Auction House for seat 0 (or
    ``current``), with the given lira per seat."""
    cur = kw.pop("current", 0)
    seats = kw.pop("seats", {})
    for s in range(players):
        seats.setdefault(s, {}).setdefault("lira", lira[s])
    seats[cur].setdefault("merchant", 23)
    return ist.stage(players=players, expansions=("letters",), phase="action", current=cur,
                     seats=seats, **kw)


def texts(g) -> list[str]:
    return [a.text for a in g.legal_actions()]


def cards(g) -> list[int]:
    return [len(g.player(s).bonus_cards) for s in range(g.players)]


# -- the place action: a good, then the opening -------------------------------------------------
def test_the_good_and_the_opening_bid():
    g = auction()
    assert texts(g)[:4] == ["auction fabric", "auction fruit", "auction jewelry",
                            "auction spice"]
    assert g.describe("auction fruit") == ("take 1 fruit, then auction 2 bonus cards (you open "
                                           "with at least 1 lira)")
    lines = play(g, "auction fruit")
    assert lines == ["Red takes 1 fruit", "Red auctions 2 bonus cards"]
    assert g.player(0).goods["fruit"] == 1
    assert (g.phase, g.to_act, g.current) == ("auction", 0, 0)
    assert g.question() == "Red: open the auction of 2 bonus cards: bid 1 to 5 lira?"
    # the opening bid is compulsory: no pass; every amount from 1 to Red's lira, in order
    assert texts(g) == ["bid 1", "bid 2", "bid 3", "bid 4", "bid 5"]
    assert g.pending() == {"stage": "open", "bid": 0, "leader": 0, "order": []}


def test_only_goods_with_room_are_offered_and_a_full_cart_loses_the_good():
    g = auction(seats={0: dict(goods=dict(fruit=2, spice=2))})
    assert [t for t in texts(g) if t.startswith("auction")] == ["auction fabric",
                                                                "auction jewelry"]
    g = auction(seats={0: dict(goods=dict(fruit=2, spice=2, fabric=2, jewelry=2))})
    assert [t for t in texts(g) if t.startswith("auction")] == [
        "auction fabric", "auction fruit", "auction jewelry", "auction spice"]
    assert play(g, "auction fruit")[0] == "1 fruit did not fit in Red's cart"
    assert g.phase == "auction"


# -- every branch ---------------------------------------------------------------------------------
def test_all_pass_the_opener_wins_at_its_opening_bid_and_pays_the_bank():
    g = auction(lira=(5, 4, 7))
    top, hand = g.state.deck[-2:], list(g.player(0).bonus_cards)
    play(g, "auction fabric", "bid 2")
    assert (g.to_act, g.current) == (1, 0)
    assert g.question() == "Blue: bid more than 2 lira for 2 bonus cards (Red leads), or pass?"
    play(g, "pass")
    assert g.question() == "Green: bid more than 2 lira for 2 bonus cards (Red leads), or pass?"
    lines = play(g, "pass")
    # nobody outbid Red: Red wins at its opening bid without a last bid
    assert lines == ["Green passes", "Red wins the auction with 2 lira",
                     "Red pays 2 lira to the bank", "Red draws 2 bonus cards"]
    assert lira(g) == [3, 4, 7]
    assert sorted(g.player(0).bonus_cards) == sorted(hand + top)    # the top 2 of the pile
    assert cards(g) == [3, 1, 1]
    assert (g.phase, g.to_act) == ("encounter", 0)
    assert g.pending() == {}


def test_outbid_then_the_opener_outbids_again_and_pays_the_bank():
    g = auction(lira=(6, 4, 7))
    play(g, "auction spice", "bid 1", "bid 3")
    assert g.question() == "Green: bid more than 3 lira for 2 bonus cards (Blue leads), or pass?"
    play(g, "pass")
    assert (g.to_act, g.pending()["stage"]) == (0, "final")
    assert g.question() == ("Red: bid more than 3 lira for 2 bonus cards (your last bid), or "
                            "pass (Blue wins and pays you 3)?")
    assert texts(g) == ["bid 4", "bid 5", "bid 6", "pass"]
    lines = play(g, "bid 4")
    assert lines == ["Red bids 4 lira", "Red wins the auction with 4 lira",
                     "Red pays 4 lira to the bank", "Red draws 2 bonus cards"]
    assert lira(g) == [2, 4, 7] and cards(g) == [3, 1, 1]


def test_another_wins_and_pays_the_opener_who_passes_at_the_end():
    g = auction(lira=(6, 4, 7))
    play(g, "auction spice", "bid 1", "bid 3", "bid 5")
    assert g.to_act == 0
    lines = play(g, "pass")
    assert lines == ["Red passes", "Green wins the auction with 5 lira",
                     "Green pays 5 lira to Red", "Green draws 2 bonus cards"]
    assert lira(g) == [11, 4, 2] and cards(g) == [1, 1, 3]
    assert (g.phase, g.to_act) == ("encounter", 0)


def test_the_seed_example_a_three_player_auction_for_the_lesson():
    """Seed 000, place 23: Oseop takes a blue good and opens with 1 lira; Yeongeun passes;
    Mingyu bids 5; Oseop passes at his last bid; Mingyu takes the 2 bonus cards and pays Oseop
    5 lira. (The lesson of notebook 10 copies this staging.)"""
    g = ist.stage(players=3, expansions=("letters",), phase="action", current=0,
                  names=("Oseop", "Yeongeun", "Mingyu"),
                  seats={0: dict(merchant=23, lira=6), 1: dict(lira=3), 2: dict(lira=8)})
    assert g.question() == "Oseop: do the action of Auction House (23), or skip it?"
    play(g, "auction jewelry")          # the blue good is jewelry
    play(g, "bid 1")
    assert g.question() == ("Yeongeun: bid more than 1 lira for 2 bonus cards (Oseop leads), "
                            "or pass?")
    play(g, "pass")
    play(g, "bid 5")
    assert g.question() == ("Oseop: bid more than 5 lira for 2 bonus cards (your last bid), or "
                            "pass (Mingyu wins and pays you 5)?")
    play(g, "pass")
    assert lira(g) == [11, 3, 3]
    assert cards(g) == [1, 1, 3]
    assert g.player(0).goods["jewelry"] == 1
    assert "Mingyu pays 5 lira to Oseop" in g.log_text()


def test_a_seat_that_cannot_outbid_passes_at_once():
    # Blue has 1 lira and Red opened with 2: Blue is not asked
    g = auction(lira=(5, 1, 7))
    lines = play(g, "auction fruit", "bid 2")
    assert lines[-1] == "Blue has 1 lira and cannot bid more than 2: Blue passes"
    assert g.to_act == 2
    # the opener cannot beat Green's 5 with 5 lira: it passes at once and Green wins
    lines = play(g, "bid 5")
    assert lines == ["Green bids 5 lira",
                     "Red has 5 lira and cannot bid more than 5: Red passes",
                     "Green wins the auction with 5 lira", "Green pays 5 lira to Red",
                     "Green draws 2 bonus cards"]
    assert lira(g) == [10, 1, 2]


def test_an_opener_with_one_lira_opens_with_it_and_with_no_lira_there_is_no_auction():
    g = auction(lira=(1, 0, 0))
    lines = play(g, "auction fruit")
    assert lines == ["Red takes 1 fruit", "Red auctions 2 bonus cards",
                     "Red has 1 lira and opens with it", "Red bids 1 lira",
                     "Blue has 0 lira and cannot bid more than 1: Blue passes",
                     "Green has 0 lira and cannot bid more than 1: Green passes",
                     "Red wins the auction with 1 lira", "Red pays 1 lira to the bank",
                     "Red draws 2 bonus cards"]
    assert lira(g) == [0, 0, 0] and cards(g) == [3, 1, 1]
    g = auction(lira=(0, 5, 5))
    lines = play(g, "auction fruit")
    assert lines == ["Red takes 1 fruit",
                     "Red has no lira to open the auction of 2 bonus cards: there is no "
                     "auction"]
    assert (g.phase, lira(g), cards(g)) == ("encounter", [0, 5, 5], [1, 1, 1])


def test_the_last_card_is_auctioned_and_with_no_card_there_is_no_auction():
    g = auction(lira=(5, 4, 7))
    spare = g.state.deck[:-1]
    # every card but one goes to Blue's hand, so 1 card is left to draw
    g = auction(lira=(5, 4, 7), seats={1: dict(cards=spare + g.player(1).bonus_cards)})
    assert len(g.state.deck) + len(g.state.discard) == 1
    play(g, "auction fruit")
    assert g.question() == "Red: open the auction of the last bonus card: bid 1 to 5 lira?"
    lines = play(g, "bid 3", "pass", "pass")
    assert lines[-1] == "Red draws the last bonus card"
    assert len(g.state.deck) + len(g.state.discard) == 0
    everything = g.state.deck + [c for p in g.state.players for c in p.cards]
    h = auction(lira=(5, 4, 7), seats={0: dict(cards=[]), 1: dict(cards=everything),
                                       2: dict(cards=[])})
    assert play(h, "auction fruit")[-1] == ("no bonus card is left to draw: there is nothing "
                                            "to auction")
    assert h.phase == "encounter"


def test_four_and_five_players_answer_clockwise_from_the_current_seat():
    g = auction(players=5, lira=(5, 5, 5, 5, 5), current=3,
                seats={3: dict(merchant=23)})
    play(g, "auction fruit", "bid 1")
    order = []
    while g.phase == "auction" and g.to_act != 3:
        order.append(g.to_act)
        play(g, "pass")
    assert order == [4, 0, 1, 2]
    assert g.phase == "encounter" and g.player(3).lira == 4
    g = auction(players=4, lira=(5, 5, 5, 5), current=1, seats={1: dict(merchant=23)})
    play(g, "auction fruit", "bid 1", "bid 2", "bid 3", "bid 4")
    assert (g.to_act, g.pending()["stage"], g.pending()["leader"]) == (1, "final", 0)
    play(g, "bid 5")
    assert lira(g) == [5, 0, 5, 5]


# -- refusals -------------------------------------------------------------------------------------
def test_refusals_say_why():
    g = auction(lira=(6, 4, 7), seats={1: dict(cards=["five-lira"])})
    play(g, "auction fruit")
    with pytest.raises(ist.IllegalAction, match="you open the auction with a bid of at least "
                                                "1 lira; you cannot pass now"):
        g.apply("pass")
    with pytest.raises(ist.IllegalAction, match="the opening bid is at least 1 lira"):
        g.apply("bid 0")
    play(g, "bid 2")
    with pytest.raises(ist.IllegalAction, match="a bid must be more than the highest bid, 2 "
                                                "lira; now Blue: bid more than 2"):
        g.apply("bid 2")
    with pytest.raises(ist.IllegalAction, match="you have 4 lira; you cannot bid 5"):
        g.apply("bid 5")
    with pytest.raises(ist.IllegalAction, match="say how many lira you bid: 'bid 3'"):
        g.apply("bid")
    # Blue decides out of turn: no bonus card of Blue's may be played now, nor Red's turn ended
    assert not [t for t in texts(g) if t.startswith("play")]
    with pytest.raises(ist.IllegalAction, match="5 lira cannot be played now"):
        g.apply("play five-lira")
    with pytest.raises(ist.IllegalAction, match="now Blue: bid more than 2 lira"):
        g.apply("end")
    with pytest.raises(ist.IllegalAction, match="Auction House"):
        g.apply("auction fruit")
    # outside an auction the words say where they belong
    h = auction()
    with pytest.raises(ist.IllegalAction, match="bids are made in an auction at the Auction "
                                                "House"):
        h.apply("bid 3")


def test_words():
    g = auction()
    assert g.describe("bid 3") == "bid 3 lira for the bonus cards"
    assert g.describe("pass") == "pass: bid no more in this auction"
    with pytest.raises(ist.engine.MalformedAction):
        g.describe("auction rubies")
    play(g, "auction fruit", "bid 1")
    acts = g.legal_actions()
    assert [a.number for a in acts if a.verb == "bid"] == [2, 3, 4]
    assert acts[-1].text == "pass" and all(a.kind == "place" for a in acts)
    rich = auction(lira=(12, 4, 7))
    play(rich, "auction fruit")
    assert [a.number for a in rich.legal_actions()] == list(range(1, 13))   # 9, 10, 11, 12


def test_two_players():
    g = auction(players=2, lira=(5, 6))
    play(g, "auction fruit", "bid 2", "bid 4")
    assert (g.to_act, g.pending()) == (0, {"stage": "final", "bid": 4, "leader": 1, "order": []})
    play(g, "bid 5")
    assert lira(g) == [0, 6] and cards(g) == [3, 1]


# -- save and load in the middle of an auction ----------------------------------------------------
@pytest.mark.parametrize("steps", [["auction fruit"], ["auction fruit", "bid 1"],
                                   ["auction fruit", "bid 1", "bid 3", "pass"]])
def test_save_and_load_mid_auction_play_on_identically(steps):
    g = auction(lira=(6, 4, 7))
    play(g, *steps)
    reloaded_plays_on_identically(g, "auction")


def test_a_forged_auction_is_refused():
    g = auction(lira=(6, 4, 7))
    play(g, "auction fruit", "bid 1", "bid 3")
    assert g.pending() == {"stage": "round", "bid": 3, "leader": 1, "order": [2]}
    with pytest.raises(ValueError, match=r"pending.bid: 5 lira is more than seat 1 has \(4\)"):
        ist.Game.from_json(forge_pending(g, bid=5))
    with pytest.raises(ValueError, match="pending.leader: must be from 0 to 4, not 7"):
        ist.Game.from_json(forge_pending(g, leader=7))
    with pytest.raises(ValueError, match="seats of a 3-player game are 0 to 2"):
        ist.Game.from_json(forge_pending(g, order=[3]))
    with pytest.raises(ValueError, match="the seats still to answer are the end of"):
        ist.Game.from_json(forge_pending(g, order=[2, 1]))
    with pytest.raises(ValueError, match="pending.stage: must be one of final, open, round"):
        ist.Game.from_json(forge_pending(g, stage="sold"))
    with pytest.raises(ValueError, match="pending: seat 2 answers now, not seat 1"):
        doc = json.loads(g.to_json())
        doc["state"]["to_act"] = 1
        ist.Game.from_json(json.dumps(doc))


def test_the_family_member_sent_by_the_police_station_holds_the_auction():
    g = auction(lira=(6, 3, 0), seats={0: dict(merchant=12)})
    play(g, "police 23")
    play(g, "auction fruit", "bid 2", "bid 3")
    assert g.question() == ("Red: bid more than 3 lira for 2 bonus cards (your last bid), or "
                            "pass (Blue wins and pays you 3)?")
    play(g, "pass")
    assert (g.phase, g.state.at, lira(g)) == ("encounter", 12, [9, 0, 0])
