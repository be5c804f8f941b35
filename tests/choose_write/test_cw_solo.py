"""The solo game (the two-player rules with the seed's exceptions) and its 14 challenges."""

from __future__ import annotations

import random

import pytest

from istanbul_nb import choose_write as cw
from istanbul_nb.choose_write.solo import CHALLENGES, check_challenge, met_rows
from istanbul_nb.choose_write.state import Sheet

P1 = cw.game_plan(1)


def texts(g: cw.Game) -> list[str]:
    return [a.text for a in g.legal_actions()]


def test_solo_uses_the_two_player_set_up():
    g = cw.new_game(players=1, seed=5)
    assert all(len(v) == 2 for v in g.state.palace.values())        # a tucked card each
    assert g.plan.icons["8"] == 1 and g.plan.bonus_spaces == 6       # bold icons crossed off
    assert g.sheet(0).start


def test_after_each_turn_the_leftmost_display_card_is_discarded_and_may_be_followed():
    # L5a and L9a carry the "left" mark, L7b the "right" mark [reconstructed marks]
    g = cw.stage(players=1, hands={0: ["8"]}, display=["1", "2"],
                 location_deck=["L5a", "L7b", "L9a", "L10a"])
    for a in ("play hand", "at 8", "take deck"):
        g.apply(a)
    assert g.display == ["2"] and g.phase == "follow" and g.to_act == 0
    assert texts(g) == ["bonus", "follow 1 icon", "follow 6 icon"]
    g.apply("follow 1 icon")
    s = g.sheet(0)
    assert (s.goods["fabric"], s.icons_crossed["1"], s.lira) == (2, 1, 4)
    assert g.display == ["2", "7"]            # L7b: to the right
    assert g.phase == "turn" and g.turn == 2
    g.apply("play right")
    g.apply("at 7")
    g.apply("good spice")
    g.apply("good spice")
    # L9a joined at the left, so it is the card discarded after the turn
    assert g.display == ["2"] and "L9a" in g.state.location_discard
    assert "follow 9 icon" in texts(g)
    g.apply("bonus")                          # follows the discarded 9 with a bonus action
    assert g.sheet(0).bonus == 1 and g.display == ["10", "2"]       # L10a: left


def test_the_solo_game_ends_only_when_the_display_cannot_be_refilled():
    g = cw.stage(players=1, sheets={0: {"rubies": 9, "lira": 7, "guild_cards": ["G14"]}},
                 display=["1", "2"], location_deck=[])
    g.apply("guild G14")
    assert g.sheet(0).rubies == 10 and not g.state.final_round
    assert g.display == ["2"] and g.phase == "follow"
    g.apply("bonus")                           # the discarded card; the refill then fails
    assert g.is_over and g.state.end_reason == "the Location card display cannot be refilled"
    assert g.returns() == [10 / 13]


def test_a_challenge_is_chosen_for_the_solo_game_only():
    g = cw.new_game(players=1, seed=2, challenge=9)
    assert g.challenge == 9 and g.challenge_result().text == "All Location Actions crossed out"
    with pytest.raises(ValueError, match="solo"):
        cw.new_game(players=2, challenge=3)
    with pytest.raises(ValueError, match="1 to 14"):
        cw.new_game(players=1, challenge=15)
    assert sorted(cw.CHALLENGES) == list(range(1, 15))


def sheet(**kw) -> Sheet:
    sh = Sheet()
    for k, v in kw.items():
        if isinstance(getattr(sh, k), dict):
            getattr(sh, k).update(v)
        else:
            setattr(sh, k, v)
    return sh


FULL = {"fabric": 12}
ALL_ICONS = dict(P1.icons)
CASES = {   # challenge: (a sheet that meets it, one that just misses it)
    1: (sheet(improvements={"1": 2, "5": 1}), sheet(improvements={"1": 2, "5": 2})),
    2: (sheet(lira_filled=35, lira_crossed=30), sheet(lira_filled=34)),
    3: (sheet(lira_filled=35, goods_filled=FULL), sheet(lira_filled=35,
                                                        goods_filled={"fabric": 11})),
    4: (sheet(lira_filled=36, goods_bonus=[3, 6]), sheet(lira_filled=36, goods_bonus=[3])),
    5: (sheet(lira_filled=35), sheet(lira_filled=35, guild_played=1)),
    6: (sheet(goods_filled={"fabric": 12, "fruit": 12}), sheet(goods_filled=FULL)),
    7: (sheet(goods_bonus=[3, 6, 9]), sheet(goods_bonus=[3, 6])),
    8: (sheet(goods_bonus=[3, 6, 9], goods_filled=FULL), sheet(goods_bonus=[3, 6, 9])),
    9: (sheet(icons_crossed=ALL_ICONS), sheet(icons_crossed={**ALL_ICONS, "12": 0})),
    10: (sheet(icons_crossed=ALL_ICONS, goods_filled=FULL), sheet(icons_crossed=ALL_ICONS)),
    11: (sheet(guild_played=4, goods_bonus=[3]), sheet(guild_played=3, goods_bonus=[3])),
    12: (sheet(), sheet(goods_cards_played=1)),
    13: (sheet(ruby_sources={"A": 3, "B": 2, "D": 3}), sheet(ruby_sources={"A": 7,
                                                                          "gemstone": 3})),
    14: (sheet(ruby_sources={"C": 5}, lira_filled=20),
         sheet(ruby_sources={"C": 4, "D": 4}, lira_filled=40)),
}


@pytest.mark.parametrize("number", range(1, 15))
def test_each_challenges_condition(number):
    good, bad = CASES[number]
    assert CHALLENGES[number][0]
    assert check_challenge(number, good, P1).condition is True
    assert check_challenge(number, bad, P1).condition is False


def test_a_met_challenge_is_checked_off_in_the_column_of_the_total_rubies():
    sh = sheet(rubies=9, goods_bonus=[3, 6, 9])
    assert check_challenge(7, sh, P1).column is None and not check_challenge(7, sh, P1).met
    for rubies, column in ((10, 10), (11, 11), (12, 12), (15, 12)):
        sh.rubies = rubies
        assert check_challenge(7, sh, P1).column == column and check_challenge(7, sh, P1).met


def test_seed_example_11_rubies_3_goods_bonus_rubies_and_all_actions_crossed():
    sh = sheet(rubies=11, goods_bonus=[3, 6, 9], icons_crossed=ALL_ICONS, lira_filled=12,
               goods_cards_played=2, guild_played=1, improvements={"8": 2, "13": 0,
                                                                   "1": 2})
    assert met_rows(sh, P1) == [7, 9]
    assert {check_challenge(n, sh, P1).column for n in (7, 9)} == {11}


def test_the_solo_returns_reward_the_challenge():
    g = cw.stage(players=1, challenge=12, sheets={0: {"rubies": 9, "lira": 7,
                                                      "guild_cards": ["G14"]}},
                 display=["1", "2"], location_deck=[])
    g.apply("guild G14")
    g.apply("bonus")
    assert g.is_over and g.challenge_result().met
    assert g.returns() == [10 / 13 / 2 + 0.5]


def test_challenge_9_can_be_met_with_the_last_icon_on_the_last_turn():
    """One icon per place on the 1-3 side [reconstructed] (the bold second icons at 3, 7, 8, 12
    crossed at set-up): every icon crossed but the Guild Hall's, and the last turn's
    discarded card is a 9."""
    assert sum(P1.icons.values()) == 18
    crossed = {p: P1.icons[p] for p in P1.places} | {"9": 0}
    g = cw.stage(players=1, challenge=9, hands={0: ["8"]}, display=["9", "2"],
                 location_deck=["L5a"], sheets={0: {"icons_crossed": crossed, "rubies": 10}})
    for a in ("play hand", "at 8", "take deck"):
        g.apply(a)
    assert texts(g) == ["bonus", "follow 9 icon"] and not g.challenge_result().condition
    g.apply("follow 9 icon")
    assert g.is_over and g.state.end_reason == "the Location card display cannot be refilled"
    assert g.challenge_result() == cw.ChallengeResult(9, "All Location Actions crossed out",
                                                      True, 10, 10)


def test_challenge_9_is_reachable_in_a_whole_solo_game():
    """A seeded solo game in which the player always crosses an icon when following can,
    and otherwise plays at random (random.Random(18050), game seed 50), crosses out every
    Location's action: 18 icons in at most 20 turns. With CHOOSE_WRITE.md's 3 icons per place
    (54) this could never happen: the solo player crosses at most one icon per turn."""
    g = cw.new_game(players=1, seed=50, challenge=9)
    rng = random.Random(18050)
    crossings = 0
    while not g.is_over:
        acts = texts(g)
        icons = [a for a in acts if a.startswith("follow") and a.endswith(" icon")]
        a = rng.choice(icons) if icons else rng.choice(acts)
        crossings += a in icons
        g.apply(a)
    assert crossings == 18 and g.turn <= 20
    s = g.sheet(0)
    assert all(s.icons_crossed[p] == s.icons[p] == 1 for p in P1.places)
    assert g.challenge_result().condition
