"""Staging builds the situation a teacher names and refuses impossible ones, naming the field."""

import pytest

import istanbul_nb as ist


def test_brief_example_red_at_the_tea_house_with_3_lira():
    g = ist.stage(players=3, layout="short-paths", current=0, phase="action",
                  seats={0: dict(merchant=9, lira=3, goods=dict(fabric=2), cards=[])},
                  governor=9, dice=[6, 6])
    assert g.question() == "Red: do the action of Tea House (9), or skip it?"
    g.apply("tea 12")
    assert g.player(0).lira == 15
    assert "governor" in [a.text for a in g.legal_actions()]


def test_pools_adjust_and_stay_conserved():
    g = ist.stage(players=4, seats={0: dict(capacity=5, tiles=["red", "green"], rubies=4,
                                            cards=["stay", "stay"])})
    p = g.player(0)
    assert p.rubies == 4 and p.capacity == 5
    pieces = g.pieces()
    assert pieces["wainwright"]["rubies"] == 3
    assert pieces["mosques"][14]["rubies"] == 3
    assert pieces["mosques"][14]["tiles"]["red"] == [3, 4, 5]
    assert pieces["gemstone_dealer"]["rubies"] == 10       # 2 extra rubies came from there
    assert ist.Game.from_json(g.to_json()).to_json() == g.to_json()


@pytest.mark.parametrize("kwargs,field", [
    (dict(seats={0: dict(assistants=[1, 2, 3, 4, 5])}), "seats[0].assistants"),
    (dict(seats={0: dict(hat=1)}), "seats[0]: unknown field"),
    (dict(seats={0: dict(cards=["stay", "stay", "stay"])}), "seats[0].cards"),
    (dict(seats={0: dict(rubies=40)}), "seats[0].rubies"),
    (dict(seats={0: dict(lira=-2)}), "seats[0].lira"),
    (dict(seats={0: dict(merchant=30)}), "seats[0].merchant"),
    (dict(seats={5: dict(lira=1)}), "seats: 5"),
    (dict(phase="assistant"), "phase"),                 # everyone starts at the Fountain
    (dict(phase="lunch"), "phase"),
    (dict(governor=40), "governor"),
    (dict(post=[False, True, False, False]), "post"),
    (dict(small=[0, 0, 1, 2, 3]), "small"),
    (dict(sultan_left=3), "rubies"),
    (dict(dice=[7]), "script"),
    (dict(players=3, neutrals=[1, 2, 3]), "neutrals"),
    (dict(colour="red"), "unknown key"),
])
def test_impossible_situations_are_refused_naming_the_field(kwargs, field):
    with pytest.raises(ValueError) as err:
        ist.stage(**kwargs)
    assert field in str(err.value), str(err.value)


def test_staging_without_a_layout_takes_the_first_game_layout_of_the_rules():
    """As new_game: short-paths for the base game, the expansion's first-game board otherwise."""
    assert ist.stage(players=3).config.layout_name == "short-paths"
    assert ist.stage(players=3, expansions=("mocha",)).config.layout_name == "mocha-first-game"
