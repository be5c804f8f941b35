"""The Game Plan as a picture (render/choose_write.py): well-formed SVG labelled as a
reconstruction, every place and section drawn from the data, marks that follow the sheet (icons
crossed, spaces filled and crossed off, improvements, rubies), and lit regions that are exactly
the seat's legal choices, with the click regions the widget uses."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from picture_tools import elements, title

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.choose_write.data import card
from istanbul_nb.render.choose_write import (
    RECONSTRUCTED_NOTE,
    action_region,
    plan_svg,
    seat_choices,
    sheet_choices,
    sheet_scene,
    sheet_svg,
)

PLACES = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14",
          "A", "B", "C", "D"]


def lit(svg_text: str) -> set[str]:
    """The regions the picture lights (``highlight-<region>`` ids)."""
    return {k.removeprefix("highlight-") for k in elements(svg_text)
            if k.startswith("highlight-")}


def crosses(svg_text: str, place: str) -> list[str]:
    return sorted(k for k in elements(svg_text) if k.startswith(f"place-{place}-cross-"))


def looks(svg_text: str, prefix: str) -> list[str]:
    """The state word of each space ``<prefix>-1``, ``<prefix>-2``... (from its title)."""
    els = elements(svg_text)
    out, k = [], 1
    while f"{prefix}-{k}" in els:
        out.append(title(els, f"{prefix}-{k}").rsplit(": ", 1)[1])
        k += 1
    return out


def played_8(players: int = 3, **kw) -> cw.Game:
    """Seat 0 played the Tea House 8 from the hand; seat 0 chooses the place now."""
    g = cw.stage(players=players, hands={0: ["8"]}, **kw)
    g.apply("play hand")
    return g


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_the_svg_is_well_formed_and_labelled_a_reconstruction(players):
    g = cw.new_game(players=players, seed=2)
    svg = sheet_svg(g, 0)
    root = ET.fromstring(svg)  # well-formed XML
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    els = elements(svg)
    assert "".join(els["reconstructed-note"].itertext()) == RECONSTRUCTED_NOTE
    assert "map reconstructed" in root.find("{http://www.w3.org/2000/svg}title").text
    assert [p for p in PLACES if f"place-{p}" in els] == PLACES
    assert svg._repr_svg_() == str(svg)


@pytest.mark.parametrize("players,bold_crossed", [(1, True), (2, True), (3, False), (4, False),
                                                 (5, False)])
def test_bold_icons_are_drawn_and_crossed_at_set_up_with_one_or_two_players(
        players, bold_crossed):
    """1-3 side: 1 icon, a bold 2nd at 3, 7, 8 and 12, crossed from the set-up with 1-2
    players; 4-5 side: 2 icons everywhere, none bold [reconstructed]."""
    svg = sheet_svg(cw.new_game(players=players, seed=1), 0)
    els = elements(svg)
    for place in PLACES:
        n = 2 if players >= 4 or place in ("3", "7", "8", "12") else 1
        assert f"place-{place}-icon-{n}" in els and f"place-{place}-icon-{n + 1}" not in els
    assert ("place-8-cross-2" in els) is bold_crossed
    if players <= 3:
        assert title(els, "place-8-icon-2").startswith("action icon 2 of 2 at 8 Tea House, "
                                                       "bold (3 players)")
    else:
        assert "bold" not in title(els, "place-8-icon-2")
    if bold_crossed:
        assert title(els, "place-8-icon-2").endswith("crossed out at set-up (used only with 3 "
                                                     "players)")
    assert crosses(svg, "9") == []


@pytest.mark.parametrize("players,spaces,crossed", [(3, 6, False), (4, 7, True),
                                                    (5, 7, False)])
def test_the_bold_bonus_space_of_the_4_5_side(players, spaces, crossed):
    svg = sheet_svg(cw.new_game(players=players, seed=1), 0)
    assert len(looks(svg, "bonus")) == spaces
    if spaces == 7:
        assert looks(svg, "bonus")[-1] == ("filled in and crossed off" if crossed else "empty")


def test_a_follower_crossing_an_icon_and_a_bonus_action_is_marked_on_their_sheet():
    g = played_8(sheets={1: {"bonus": 1}, 2: {"bonus": 1}})
    g.apply("at 8")  # seat 0: the Tea House gives 4 lira, free
    assert looks(sheet_svg(g, 0), "lira")[:6] == ["filled in"] * 4 + ["empty"] * 2
    assert crosses(sheet_svg(g, 0), "8") == []  # the active player crosses nothing
    assert crosses(sheet_svg(g, 1), "9") == []
    g.apply("follow 9 icon")
    assert crosses(sheet_svg(g, 1), "9") == ["place-9-cross-1"]
    assert title(elements(sheet_svg(g, 1)), "place-9-icon-1") == ("action icon 1 of 1 at 9 "
                                                                  "Guild Hall: crossed out")
    assert title(elements(sheet_svg(g, 2)), "place-9-icon-1").endswith(": free")
    assert looks(sheet_svg(g, 2), "bonus")[0] == "filled in"
    g.apply("follow 4 bonus")
    assert looks(sheet_svg(g, 2), "bonus")[0] == "filled in and crossed off"
    assert crosses(sheet_svg(g, 2), "4") == []


def test_spaces_improvements_rubies_and_rings_follow_the_sheet():
    g = cw.stage(players=2, final_round=True, sheets={0: {        # 12 rubies: the last round
        "lira_filled": 22, "lira_crossed": 3, "lira_bonus": [1],
        "goods_filled": {"fabric": 4, "spice": 3, "fruit": 3, "jewelry": 3},
        "goods_crossed": {"fabric": 1, "spice": 0, "fruit": 0, "jewelry": 0},
        "goods_bonus": [3], "improvements": {"8": 1}, "rubies": 12}})
    svg = sheet_svg(g, 0)
    els = elements(svg)
    lira = looks(svg, "lira")
    assert len(lira) == 40
    assert lira.count("filled in and crossed off") == 3 and lira.count("filled in") == 19
    assert lira[:3] == ["filled in and crossed off"] * 3 and lira[22] == "empty"
    assert title(els, "lira-bonus-1").endswith("taken")
    assert title(els, "lira-bonus-2").endswith("not yet taken")
    assert looks(svg, "goods-fabric")[:5] == ["filled in and crossed off", "filled in",
                                              "filled in", "filled in", "empty"]
    assert len(looks(svg, "goods-jewelry")) == 12
    assert title(els, "goods-bonus-3").endswith(": taken")
    assert title(els, "goods-bonus-6").endswith(": not yet taken")
    assert title(els, "improve-8-1").endswith("checked")
    assert title(els, "improve-8-2").endswith("empty")
    assert " ".join(els["place-8-gives"].itertext()) == "6 lira"  # 4 + 2 per improvement
    assert looks(svg, "amulet") == ["filled in"] * 10
    assert title(els, "ring-1").endswith("used") and title(els, "ring-2").endswith("used")


def test_the_palace_letters_show_the_goods_they_ask_now():
    g = cw.new_game(players=3, seed=5)
    els = elements(sheet_svg(g, 0))
    for letter, goods in g.palace().items():
        assert title(els, f"place-{letter}-gives") == (f"{letter} asks {', '.join(goods)} "
                                                       "for a ruby")


def test_the_caravansary_shows_the_face_up_caravan_card():
    g = cw.new_game(players=3, seed=5)
    words = " ".join(elements(sheet_svg(g, 0))["place-6-gives"].itertext())
    assert words == f"{g.caravan}: {card(g.caravan)['seed_text']}"
    blank = " ".join(elements(plan_svg(cw.game_plan(3)))["place-6-gives"].itertext())
    assert blank == "the Caravan card"


def test_the_lit_places_are_the_legal_choices_of_the_seat_to_act():
    g = played_8()
    assert [a.text for a in g.legal_actions()] == ["at 4", "at 8", "at 9", "at 13"]
    assert lit(sheet_svg(g, 0)) == {"place-4", "place-8", "place-9", "place-13"}
    assert lit(sheet_svg(g, 1)) == set()  # not seat 1's decision
    g.apply("at 8")
    assert g.to_act == 1
    choices = seat_choices(g, 1)
    assert choices == sheet_choices(g.legal_actions())
    # seat 1 has no bonus action to cross: icons only, or fill a bonus space instead
    assert choices == {"place-4": ["follow 4 icon"], "place-8": ["follow 8 icon"],
                       "place-9": ["follow 9 icon"], "place-13": ["follow 13 icon"],
                       "bonus": ["bonus"]}
    assert lit(sheet_svg(g, 1)) == set(choices)
    assert lit(sheet_svg(g, 0)) == set()
    assert lit(sheet_svg(g, 1, highlight=())) == set()


def test_every_action_text_names_its_region():
    assert action_region("at 12") == "place-12"
    assert action_region("follow B icon") == "place-B"
    assert action_region("improve 14") == "place-14"
    assert action_region("palace A with W03") == "place-A"
    assert action_region("good spice") == action_region("fill spice") == "goods-spice"
    assert action_region("spend fabric fabric") == "goods-fabric"
    assert action_region("spend spice spice with W05") == "goods-spice"
    assert action_region("fill lira") == "lira"
    assert action_region("bonus") == action_region("fill bonus") == "bonus"
    for text in ("play hand", "take deck", "guild G07", "pass", "skip", "done", "card",
                 "keep G03", "discard W01", "spend fabric spice fruit", "at 99", ""):
        assert action_region(text) is None, text


def test_click_regions_cover_each_place_and_section_once():
    g = cw.new_game(players=4, seed=3)
    sc = sheet_scene(g, 0)
    geo = sc.sheet
    for place in PLACES:
        x, y = geo.region_centre(f"place-{place}")
        assert sc.region_at(x, y) == f"place-{place}"
    for region in ("goods-fabric", "goods-jewelry", "lira", "bonus"):
        assert sc.region_at(*geo.region_centre(region)) == region
    assert sc.region_at(3, 3) is None  # the margin
    assert sc.region_at(*geo.region_centre("place-6")) == "place-6"  # a place of two cells
    assert sc.hit(*geo.region_centre("place-6")) is None  # no numbered board place here
    x, y, w, h = geo.rects("place-12")[0]
    assert w > 2 * h  # the Catacombs cover two cells side by side


def test_the_canvas_paints_the_same_scene(sent):
    from istanbul_nb.render.canvas import CanvasBoard

    g = played_8()
    sc = sheet_scene(g, 0)
    view = CanvasBoard(sc, pixel_ratio=2)
    assert set(view._drawn) == {"tiles", "pieces", "highlights"}
    assert (view.canvas.width, view.canvas.height) == (2 * sc.width, 2 * sc.height)
    assert sent  # the drawing went out
    g.apply("at 8")
    sent.clear()
    # seat 0's sheet after its action: only what is written and the lights are repainted
    assert view.draw(sheet_scene(g, 0)) == ["pieces", "highlights"]


def test_a_blank_plan_draws_from_the_data_alone():
    svg = plan_svg(cw.game_plan(5))
    els = elements(svg)
    assert "".join(els["reconstructed-note"].itertext()) == RECONSTRUCTED_NOTE
    assert looks(svg, "lira") == ["empty"] * 40
    assert len(looks(svg, "bonus")) == 7 and lit(svg) == set()


def test_bad_input_is_refused_in_plain_words():
    g = cw.new_game(players=2, seed=1)
    with pytest.raises(ValueError, match="seat must be 0 to 1"):
        sheet_svg(g, 2)
    with pytest.raises(ValueError, match="Choose & Write game"):
        sheet_svg(ist.new_game(players=2, seed=1), 0)
    with pytest.raises(ValueError, match="no region 'place-99'"):
        sheet_svg(g, 0, highlight=["place-99"])


def test_the_render_package_offers_sheet_svg():
    g = cw.new_game(players=2, seed=1)
    assert ist.render.sheet_svg(g, 1) == sheet_svg(g, 1)


def test_the_static_sheet_imports_nothing_heavy(heavy_imports):
    code = ("from istanbul_nb import choose_write as cw\n"
            "import istanbul_nb.render as r\n"
            "r.sheet_svg(cw.new_game(players=3, seed=1), 0)\n")
    assert heavy_imports(code) == []
