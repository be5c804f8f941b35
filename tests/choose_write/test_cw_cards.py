"""Every Guild card, Caravan card and Fountain, staged with exact outcomes; Goods cards as
payment only."""

from __future__ import annotations

import pytest

from istanbul_nb import choose_write as cw

GOODS4 = {"fabric": 4, "spice": 4, "fruit": 4, "jewelry": 4}
# R01: fabric fabric spice fruit at every letter (3 players: no tucked card)
PALACE = {"A": ["R01"], "B": ["R02"], "C": ["R03"], "D": ["R04"]}


def texts(g: cw.Game) -> list[str]:
    return [a.text for a in g.legal_actions()]


def guild(gid: str, choices: list[str], **sheet) -> cw.Game:
    sh = {"lira": 20, "goods": dict(GOODS4), "guild_cards": [gid], **sheet}
    deck = [x for x in ("G16", "G15", "G14") if x != gid][:2]
    g = cw.stage(players=3, sheets={0: sh}, palace=PALACE, guild_deck=deck,
                 goods_deck=["W01", "W03", "W05"])
    g.apply(f"guild {gid}")
    for c in choices:
        g.apply(c)
    assert g.phase == "turn" and g.current == 1          # nobody follows a Guild card
    return g


def delta(g: cw.Game) -> dict:
    s = g.sheet(0)
    # the staged sheet's Bonus Rubies (20 lira, four goods rows of 3) are taken at the start
    return {"lira": s.lira - 20, "rubies": s.rubies - g.restart().sheet(0).rubies,
            "improvements": sum(s.improvements.values()),
            "goods": {k: v - 4 for k, v in s.goods.items() if v != 4},
            "goods_cards": list(s.goods_cards), "guild_cards": list(s.guild_cards),
            "bonus": s.bonus}


GUILD_CASES = [
    ("G01", ["good fruit", "good fruit", "improve 5"],
     {"lira": -1, "goods": {"fruit": 2}, "improvements": 1}),
    ("G02", ["fill lira", "fill bonus"], {"lira": -1 + 1, "bonus": 1}),
    ("G03", [], {"lira": -3 + 1, "goods": {"fabric": 1, "spice": 1, "fruit": 1, "jewelry": 1}}),
    ("G04", ["good spice"] * 4, {"lira": -3, "goods": {"spice": 4}}),
    ("G05", ["palace A"], {"lira": -3 + 5, "rubies": 1,
                           "goods": {"fabric": -2, "spice": -1, "fruit": -1}}),
    ("G06", ["skip"], {"lira": -3, "guild_cards": ["G16"]}),
    ("G07", ["skip", "good fabric", "fill fruit"], {"lira": -3, "goods": {"fabric": 1,
                                                                           "fruit": 1}}),
    ("G08", ["skip", "improve 14"], {"lira": -4, "improvements": 1, "goods_cards": ["W01"]}),
    ("G09", ["good jewelry", "fill lira"], {"lira": -4 + 1, "goods": {"jewelry": 1},
                                            "goods_cards": ["W01", "W03"]}),
    ("G10", ["spend fabric spice fruit"], {"lira": -4, "rubies": 1,
                                           "goods": {"fabric": -1, "spice": -1, "fruit": -1}}),
    ("G12", ["palace D", ], {"lira": -5, "rubies": 1, "goods_cards": ["W01"],
                             "guild_cards": ["G16"]}),
    ("G14", [], {"lira": -7, "rubies": 1}),
    ("G15", ["good fruit"], {"lira": -8, "rubies": 1, "goods": {"fruit": 1}}),
    ("G16", [], {"lira": -10, "rubies": 1, "goods_cards": ["W01"], "guild_cards": ["G15"]}),
]


@pytest.mark.parametrize("gid,choices,want", GUILD_CASES, ids=[c[0] for c in GUILD_CASES])
def test_each_guild_card(gid, choices, want):
    got = delta(guild(gid, choices))
    base = {"lira": 0, "rubies": 0, "improvements": 0, "goods": {}, "goods_cards": [],
            "guild_cards": [], "bonus": 0}
    if gid == "G12":   # R04 at D: fabric fabric spice fruit jewelry? read from the palace
        want = dict(want, goods=got["goods"])
    assert got == {**base, **want}


def test_the_guild_cards_that_discard_a_goods_card():
    g = guild("G11", ["discard W07", "spend spice"], goods_cards=["W07"])
    assert delta(g) == {"lira": -4, "rubies": 1, "improvements": 0, "goods": {"spice": -1},
                        "goods_cards": [], "guild_cards": [], "bonus": 0}
    g = guild("G13", ["discard W07", "fill bonus"], goods_cards=["W07"])
    assert delta(g)["rubies"] == 1 and delta(g)["bonus"] == 1 and delta(g)["lira"] == -6
    assert g.sheet(0).ruby_sources["guild"] == 1


def test_a_guild_card_needs_its_lira_and_its_spending():
    g = cw.stage(players=2, sheets={0: {"lira": 6, "guild_cards": ["G14", "G13", "G02"]}})
    assert texts(g) == ["play hand", "play left", "play right", "guild G02"]
    with pytest.raises(cw.IllegalAction, match="costs 7 lira"):
        g.apply("guild G14")
    with pytest.raises(cw.IllegalAction, match="Goods card to discard"):
        g.apply("guild G13")
    g.apply("guild G02")
    assert g.sheet(0).lira_crossed == 1 and g.sheet(0).guild_played == 1
    assert "G02" in g.state.guild_discard


def caravan(cid: str, choices: list[str], **sheet) -> cw.Game:
    g = cw.stage(players=2, hands={0: ["6"]}, caravan=cid, palace=PALACE,
                 sheets={0: {"goods": dict(GOODS4), **sheet}}, guild_deck=["G16", "G15"],
                 goods_deck=["W01", "W03"])
    g.apply("play hand")
    g.apply("at 6")
    for c in choices:
        g.apply(c)
    assert g.phase == "follow" and g.to_act == 1
    return g


def test_each_caravan_card():
    s = caravan("C1", ["good jewelry"]).sheet(0)
    assert s.goods["jewelry"] == 7
    g = cw.stage(players=2, hands={0: ["6"]}, caravan="C2")
    g.apply("play hand")
    g.apply("at 6")
    g.apply("good fabric")
    g.apply("good fruit")
    assert texts(g) == ["good spice", "good jewelry"]
    g = caravan("C2", ["good fabric", "good fruit", "good spice"])
    assert g.sheet(0).goods == {"fabric": 5, "spice": 5, "fruit": 5, "jewelry": 4}
    s = caravan("C3", []).sheet(0)
    assert (s.lira, s.goods_cards) == (2, ("W01",))
    g = caravan("C4", ["keep G15"])
    assert g.sheet(0).guild_cards == ("G15",) and "G16" in g.state.guild_discard
    assert caravan("C5", []).sheet(0).lira == 4
    # four goods of each kind reach the first goods row: its Bonus Ruby is taken when staged
    s = caravan("C6", ["palace B"]).sheet(0)
    assert (s.rubies, s.ruby_sources["B"], s.goods_cards) == (2, 1, ("W01",))
    s = caravan("C7", ["skip", "good spice"]).sheet(0)
    assert (s.rubies, s.ruby_sources["goods_bonus"], s.goods["spice"]) == (1, 1, 5)
    s = caravan("C8", ["card", "improve 10"]).sheet(0)
    assert (s.goods_cards, s.improvements["10"], s.lira) == (("W01",), 1, 1)
    s = caravan("C8", ["good fruit", "fill bonus"]).sheet(0)
    assert (s.goods["fruit"], s.bonus, s.lira) == (5, 1, 1)


def test_the_palace_part_of_a_caravan_card_cannot_be_done_without_the_goods():
    g = cw.stage(players=2, hands={0: ["6"]}, caravan="C6", palace=PALACE)
    g.apply("play hand")
    g.apply("at 6")
    assert texts(g) == ["skip"]


@pytest.mark.parametrize("fountain,answers,check", [
    ("F1", [], lambda s: s.lira == 1),
    ("F2", ["good spice", "good fruit", "good jewelry"], None),
    ("F3", [], lambda s: len(s.goods_cards) == 1),
    ("F4", ["improve 1", "improve 5", "improve 8"], lambda s: sum(s.improvements.values()) == 1),
])
def test_a_fountain_is_gained_by_everyone_seat_by_seat(fountain, answers, check):
    g = cw.stage(players=3, current=1, start=0, location_deck=[fountain, "7", "9"],
                 goods_deck=["W01", "W02", "W03"])
    first = g.turn
    g.apply("play left")
    g.apply(g.legal_actions()[0])
    while g.phase != "fountain_good" and g.phase != "fountain_improvement" and g.turn == first:
        g.apply(g.legal_actions()[0])
    order = []
    for a in answers:
        order.append(g.to_act)
        g.apply(a)
    if answers:
        assert order == [1, 2, 0]        # from the active player, clockwise
    assert fountain in g.state.location_discard
    assert g.display[1] == "7" and g.state.location_deck == ["L9a"]
    if fountain == "F2":
        assert [g.sheet(s).goods_filled[k] >= 1 for s, k in ((1, "spice"), (2, "fruit"),
                                                             (0, "jewelry"))] == [True] * 3
    else:
        assert all(check(g.sheet(s)) for s in (0, 2))


def test_goods_cards_pay_only_and_an_unused_good_is_lost():
    # C: R03 = fabric fabric fruit jewelry; W07 = spice fruit: fruit pays, spice is lost
    g = cw.stage(players=3, hands={0: ["C"]}, palace=PALACE,
                 sheets={0: {"goods": {"fabric": 2, "spice": 1, "jewelry": 1},
                             "goods_cards": ["W07"]}})
    g.apply("play hand")
    assert g.palace()["C"] == ["fabric", "fabric", "fruit", "jewelry"]
    g.apply("at C")
    assert texts(g) == ["palace C with W07"]
    g.apply("palace C with W07")
    s = g.sheet(0)
    assert s.goods == {"fabric": 0, "spice": 1, "fruit": 0, "jewelry": 0}
    assert s.goods_filled["spice"] == 1            # the card's spice is lost, never filled in
    assert s.goods_cards == () and "W07" in g.state.goods_discard
