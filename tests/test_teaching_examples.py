"""The staged examples that notebooks 02-06 teach give the numbers the rule texts state.

Each test rebuilds a notebook's situation the same way (``ist.stage`` + scripted dice) and
asserts the numbers of RULES.md and the seed rule texts, so a rule regression fails here with a
clear message, not only as a changed notebook output.
"""

from collections import Counter

import pytest

import istanbul_nb as ist


@pytest.fixture
def at(at_action):
    """``at(place, seat=None, players=4, **situation)``: the shared ``at_action`` (conftest.py)
    with Red's assistant left at ``place`` and the Governor and the Smuggler out of the way."""

    def make(place, seat=None, players=4, **situation):
        red = {"assistants": [] if place == 7 else [place], **(seat or {})}
        return at_action(place, players, red, **{"governor": 12, "smuggler": 12, **situation})

    return make


def texts(game):
    return [a.text for a in game.legal_actions()]


def goods(game, seat=0):
    return game.player(seat).goods


# -- 02: a turn --------------------------------------------------------------------------------
def test_notebook_02_turn_at_the_tea_house():
    game = ist.stage(players=4, governor=9, smuggler=2, dice=[4, 5, 3, 3],
                     seats={0: dict(merchant=11, lira=3, cards=[]), 1: dict(family=9),
                            3: dict(merchant=9)})
    for action in ("move 9", "leave", "pay", "tea 7"):
        game.apply(action)
    assert "end" not in texts(game)            # Blue's family member must be caught first
    for action in ("catch blue lira", "governor", "governor pay", "end"):
        game.apply(action)
    # 3 - 2 (Yellow) + 7 (named 7, rolled 9) + 3 (catch) - 2 (Governor)
    assert game.player(0).lira == 9
    assert game.player(3).lira == 5 + 2
    assert game.player(1).family == 12
    assert game.place_of("governor") == 6      # rolled 3 + 3
    assert game.current == 1


# -- 03: the places ----------------------------------------------------------------------------
def test_post_office_seed_example(at):
    # Korean seed: uncovered fabric, 2 lira, fruit, 1 lira; then the jewelry marker moves down
    game = at(5, post=[True, True, False, False])
    game.apply("post")
    assert goods(game) == dict(fabric=1, spice=0, fruit=1, jewelry=0)
    assert game.player(0).lira == 2 + 3
    assert game.pieces()["post_office"]["down"] == [True, True, True, False]


def test_post_office_cycle(at):
    game = at(5)
    seen = []
    for _ in range(6):
        shown = game.pieces()["post_office"]["yields"]
        seen.append((tuple(shown["goods"]), shown["lira"]))
        game.apply("post")
        game = at(5, post=game.pieces()["post_office"]["down"])
    # Ruling: the fourth marker sends all four up at once, so four states repeat:
    # spice+fruit+2 -> fabric+fruit+2 -> fabric+fruit+3 -> fabric+jewelry+3 -> again
    assert seen == [((0, 1, 1, 0), 2), ((1, 0, 1, 0), 2), ((1, 0, 1, 0), 3),
                    ((1, 0, 0, 1), 3), ((0, 1, 1, 0), 2), ((1, 0, 1, 0), 2)]


@pytest.mark.parametrize("small,sold,lira", [
    ([3, 0, 1, 2, 4], "sell fabric spice fruit fruit", 14),   # Korean seed: 4 goods, 14 lira
    ([1, 0, 2, 3, 4], "sell fabric fruit fruit", 9),          # Chinese seed: 3 goods, 9 lira
])
def test_small_market_seed_examples(small, sold, lira, at):
    game = at(11, seat=dict(lira=0, capacity=3, goods=dict(fabric=1, spice=1, fruit=2)),
              small=small)
    game.apply(sold)
    assert game.player(0).lira == lira


@pytest.mark.parametrize("place,payouts", [(11, [2, 5, 9, 14, 20]), (10, [3, 7, 12, 18, 25])])
def test_market_payouts(place, payouts, at):
    for k, pay in enumerate(payouts, start=1):
        # tile 0 of each market: small 1/2/1/1, large 1/1/1/2; sell the first k goods shown
        game = at(place, seat=dict(lira=0, capacity=5, goods=dict(fabric=2, spice=2, fruit=2,
                                                                  jewelry=2)),
                  **{"small" if place == 11 else "large": [0, 1, 2, 3, 4]})
        tile = game.pieces()["markets"][place]
        shown = [g for g, n in zip(("fabric", "spice", "fruit", "jewelry"), tile, strict=True)
                 for _ in range(n)]
        game.apply("sell " + " ".join(shown[:k]))
        assert game.player(0).lira == pay, (place, k)


def test_police_station_seed_example_family_meets_nobody(at):
    game = at(12, seat=dict(lira=5), seats={1: dict(merchant=3)}, governor=3, smuggler=2)
    game.apply("police 3")
    game.apply("warehouse")
    assert goods(game)["spice"] == 2
    assert game.player(0).lira == 5 and game.player(1).lira == 3   # Blue is not paid
    assert game.place_of("governor") == 3                          # nor the Governor met
    assert texts(game) == ["end"]


def test_sultan_seed_example_seven_goods(at):
    game = at(13, seat=dict(capacity=3, goods=dict(jewelry=2, fabric=2, spice=1, fruit=3)),
              sultan_left=4, seats={1: dict(rubies=3)})
    need = game.pieces()["sultan"]["next"]
    assert need == {"goods": dict(fabric=2, spice=1, fruit=1, jewelry=2), "any": 1}
    game.apply("sultan fruit")
    assert game.player(0).rubies == 1 and sum(goods(game).values()) == 1


def test_gemstone_dealer_seed_example_price_15(at):
    game = at(16, seat=dict(lira=15), gem_left=9, seats={1: dict(rubies=3)})
    game.apply("gemstone")
    assert game.player(0).lira == 0 and game.player(0).rubies == 1
    assert game.pieces()["gemstone_dealer"]["price"] == 16


def test_blue_tile_seed_example_fifth_assistant(at):
    game = at(15, seat=dict(capacity=3, goods=dict(jewelry=3)), seats={1: dict(tiles=["blue"])})
    stack = game.player(0).stack
    game.apply("tile blue")
    assert goods(game)["jewelry"] == 2 and game.player(0).stack == stack + 1


def test_wainwright_third_extension_gives_a_ruby(at):
    game = at(1, seat=dict(lira=9, extensions=2))
    game.apply("wainwright")
    p = game.player(0)
    assert (p.lira, p.capacity, p.rubies) == (2, 5, 1)


# -- 04: cards and tiles -----------------------------------------------------------------------
def test_red_tile_seed_example_die_change_to_4(at):
    # 2 and 5 rolled; the 2 becomes a 4: sum 9 gives 2 jewelry, plus the free good
    game = at(8, seat=dict(tiles=["red"]), dice=[2, 5])
    game.apply("black-market")
    assert "set-four 1" in texts(game)
    game.apply("set-four 1")
    game.apply("take fruit")
    assert goods(game) == dict(fabric=0, spice=0, fruit=1, jewelry=2)


def test_post_office_twice_only_right_after_the_action():
    game = ist.stage(players=4, governor=5, smuggler=16, dice=[6, 6],
                     seats={0: dict(merchant=2, cards=["post-twice", "move-3-4"])})
    playable = []
    for action in ("move 5", "leave", "post", "governor", "governor pay"):
        playable.append({a.words[1] for a in game.legal_actions() if a.kind == "card"})
        game.apply(action)
    playable.append({a.words[1] for a in game.legal_actions() if a.kind == "card"})
    assert ["move-3-4" in p for p in playable] == [True, False, False, False, False, False]
    assert ["post-twice" in p for p in playable] == [False, False, False, True, False, False]


# -- 05: encounters ----------------------------------------------------------------------------
def test_pay_two_lira_to_each_other_merchant():
    game = ist.stage(players=4, seats={0: dict(merchant=11, lira=6, cards=[]),
                                       2: dict(merchant=9), 3: dict(merchant=9)})
    for action in ("move 9", "leave", "pay"):
        game.apply(action)
    assert [game.player(s).lira for s in (0, 2, 3)] == [2, 4 + 2, 5 + 2]


def test_catch_every_family_member_with_a_reward_each():
    game = ist.stage(players=4, governor=2, smuggler=2,
                     seats={0: dict(merchant=11, lira=0, cards=[]), 1: dict(family=10),
                            2: dict(family=10)})
    for action in ("move 10", "leave", "skip", "catch green lira", "catch blue card"):
        game.apply(action)
    assert game.player(0).lira == 3 and len(game.player(0).bonus_cards) == 1
    assert game.player(1).family == game.player(2).family == 12


def test_governor_take_and_discard_moves_it_and_not_taking_does_not():
    game = ist.stage(players=4, governor=9, smuggler=2, dice=[2, 3],
                     seats={0: dict(merchant=11, lira=0, cards=[])})
    for action in ("move 9", "leave", "skip", "governor"):
        game.apply(action)
    game.apply("governor discard " + game.player(0).bonus_cards[0])
    assert game.place_of("governor") == 5 and game.player(0).bonus_cards == []
    game = ist.stage(players=4, governor=9, smuggler=9, seats={0: dict(merchant=11, cards=[])})
    for action in ("move 9", "leave", "skip", "end"):
        game.apply(action)
    assert (game.place_of("governor"), game.place_of("smuggler")) == (9, 9)


def test_governor_and_smuggler_roll_separately():
    game = ist.stage(players=4, governor=9, smuggler=9, dice=[2, 3, 6, 6],
                     seats={0: dict(merchant=11, lira=4, cards=[])})
    for action in ("move 9", "leave", "skip", "governor", "governor pay", "smuggler spice",
                   "smuggler pay"):
        game.apply(action)
    assert (game.place_of("governor"), game.place_of("smuggler")) == (5, 12)
    assert game.player(0).lira == 0


def test_figures_start_on_two_dice_sums_only():
    starts = Counter(ist.new_game(players=4, seed=seed).place_of("governor")
                     for seed in range(3000))
    assert sorted(starts) == list(range(2, 13))       # never 1, never 13-16
    assert starts.most_common(1)[0][0] == 7           # 6/36, the most likely sum


# -- 06: the end and two players ---------------------------------------------------------------
def test_last_round_is_finished_after_five_rubies():
    game = ist.stage(players=4, current=1, phase="action", governor=2, smuggler=2, gem_left=8,
                     seats={0: dict(rubies=2, lira=10, cards=["five-lira"]),
                            1: dict(merchant=16, assistants=[16], rubies=4, lira=20, cards=[]),
                            2: dict(rubies=1, cards=[]),
                            3: dict(rubies=2, lira=3, cards=["one-good"])})
    game.apply("gemstone")
    game.apply("end")
    players = []
    while game.phase != "end-game":
        players.append(game.current)
        for action in ("move 3" if game.current == 2 else "move 4", "leave", "warehouse",
                       "end"):
            game.apply(action)
    assert players == [2, 3]                          # Green and Yellow, not Red again
    assert game.to_act == 0 and texts(game) == ["play five-lira", "done"]
    for action in ("play five-lira", "done", "play one-good fabric", "done"):
        game.apply(action)
    assert game.is_over and game.winners() == [1]


def last_turn(red, green):
    game = ist.stage(players=3, current=2, phase="encounter", governor=2, smuggler=2,
                     seats={0: dict(rubies=5, **red), 1: dict(rubies=2, cards=[]),
                            2: dict(rubies=5, **green)})
    game.apply("end")
    while not game.is_over:
        game.apply(game.legal_actions()[0].text)
    return game.winners()


@pytest.mark.parametrize("red,green,winners", [
    (dict(lira=10, cards=[]), dict(lira=8, cards=[]), [0]),
    (dict(lira=8, cards=[], goods=dict(fabric=2, spice=1)),
     dict(lira=8, cards=[], goods=dict(fruit=2, jewelry=2)), [2]),
    (dict(lira=8, cards=["stay", "move-3-4"], goods=dict(fabric=1)),
     dict(lira=8, cards=["stay"], goods=dict(fruit=1)), [0]),
    (dict(lira=8, cards=["stay"], goods=dict(fabric=1)),
     dict(lira=8, cards=["stay"], goods=dict(fruit=1)), [0, 2]),
    (dict(lira=10, cards=[]), dict(lira=8, cards=["five-lira"]), [2]),
])
def test_ties_lira_goods_cards_shared(red, green, winners):
    assert last_turn(red, green) == winners


def test_two_player_set_up():
    pieces = ist.new_game(players=2, seed=1).pieces()
    assert pieces["neutral_merchants"] == [14, 15, 16]
    assert all(t == [2, 4] for m in (14, 15) for t in pieces["mosques"][m]["tiles"].values())
    assert pieces["mosques"][14]["rubies"] == pieces["mosques"][15]["rubies"] == 2
    assert (pieces["gemstone_dealer"]["rubies"], pieces["gemstone_dealer"]["price"]) == (9, 15)
    need = pieces["sultan"]["next"]
    assert pieces["sultan"]["rubies"] == 6 and sum(need["goods"].values()) + need["any"] == 5


@pytest.mark.parametrize("rubies,over", [(5, False), (6, True)])
def test_two_players_need_six_rubies(rubies, over):
    game = ist.stage(players=2, current=1, phase="encounter", governor=2, smuggler=2,
                     seats={0: dict(cards=[]), 1: dict(rubies=rubies, cards=[])})
    game.apply("end")
    assert game.is_over is over


def test_neutral_merchant_two_lira_to_the_bank_then_rolled():
    game = ist.stage(players=2, seats={0: dict(merchant=3, lira=4, cards=[])}, dice=[3, 6])
    for action in ("move 14", "leave", "pay"):
        game.apply(action)
    assert game.player(0).lira == 2 and game.player(1).lira == 3
    assert game.pieces()["neutral_merchants"] == [9, 15, 16]
