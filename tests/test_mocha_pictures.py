"""Mocha & Baksheesh as a learner sees it: the picture (SVG and canvas, one scene) and the Table.

The SVG of staged Mocha games is parsed: the barrier on its border with its control tile's
holder, coffee per seat, the Coffee Trader, the Coffee House's track and price, the Tavern's
stacks and Baksheesh side, guild cards, and a visible label on every reconstructed value. The
Table offers one button per legal action at every new decision and plays a Mocha turn through
its click and button API, the barrier chosen by a click on a border or on its two places.

Mocha is public (``istanbul_nb.engine`` registers it); the fixture registers it again, as the
engine tests do (a test elsewhere that unregistered it gets it back), and never unregisters it.
"""

from __future__ import annotations

import html
import math

import pytest
from picture_tools import elements, inside, press, rect, text, title  # beside this file

import istanbul_nb as ist
from istanbul_nb.i18n import _, join, tr
from istanbul_nb.places import LANGUAGES, place
from istanbul_nb.render import scene_svg
from istanbul_nb.render.game_scene import edge_actions, game_scene, game_svg, state_lines
from istanbul_nb.render.scene import Geometry
from istanbul_nb.widgets import Table
from istanbul_nb.widgets.table_panels import player_panel

LAYOUT = "mocha-first-game"
# rows of the first-game layout: (16 15 18 3 10) (8 1 7 17 4) (2 19 6 12 9) (20 11 5 14 13)


def mocha(**kw) -> ist.Game:
    kw.setdefault("players", 3)
    kw.setdefault("layout", LAYOUT)
    return ist.stage(expansions=("mocha",), **kw)


def table_game() -> ist.Game:
    """Blue holds the barrier (Caravansary 6 | Fountain 7) and the long-move tile; the Coffee
    Trader stands on the Large Market 10; 3 rubies are left on the Coffee House."""
    return mocha(seats={0: dict(merchant=2, lira=9), 1: dict(merchant=7), 2: dict(rubies=2)},
                 coffee={0: 9, 1: 2}, guild_cards={0: [8, 16], 1: [3]},
                 tavern_tiles={1: ["long_move"]}, barrier=(6, 7), barrier_control=1,
                 coffee_trader=10, coffee_house_left=3, governor=3, smuggler=4)


# -- the picture -----------------------------------------------------------------------------
def test_the_svg_shows_every_new_piece():
    g = table_game()
    els = elements(game_svg(g, highlight=()))
    # the barrier: a bar across the border between the Caravansary 6 (below) and the Fountain 7
    bar = rect(els["barrier-bar"])
    six, seven = rect(els["place-6-tile"]), rect(els["place-7-tile"])
    assert six[0] == seven[0] and seven[1] + seven[3] < six[1]  # 7 above 6
    cx, cy = bar[0] + bar[2] / 2, bar[1] + bar[3] / 2
    assert seven[1] + seven[3] <= cy <= six[1] and six[0] < cx < six[0] + six[2]
    assert bar[2] > 3 * bar[3]  # lying along the border
    assert "Fountain (7) and Caravansary (6)" in title(els, "barrier")
    # who holds the control tile: Blue's letter on the barrier and Blue's box under the board
    assert text(els, "barrier-control-letter") == "B"
    assert "Blue holds the barrier-control tile" in title(els, "barrier-control")
    assert "barrier-tile-blue" in els and "barrier-tile-red" not in els
    # coffee per seat
    assert [text(els, f"coffee-{c}") for c in ("red", "blue", "green")] == ["×9", "×2", "×0"]
    # the Coffee Trader on the Large Market 10
    trader = els["coffee_trader"]
    assert "Coffee" in "".join(trader.itertext())
    tag = rect(trader.find("{http://www.w3.org/2000/svg}rect"))
    assert inside(tag[0] + tag[2] / 2, tag[1] + tag[3] / 2, rect(els["place-10-tile"]))
    assert title(els, "coffee_trader") == "the Coffee Trader at Large Market (10)"
    # the Coffee House: 3 rubies cover 8, 9 and 10; the leftmost costs 8 coffee
    assert text(els, "coffee-house-price-value") == "8"
    assert "3 rubies still covering 8 to 10" in title(els, "coffee-house-track")
    assert text(els, "rubies-20-count") == "×3"
    house = rect(els["place-20-tile"])
    for n in range(6, 11):
        assert inside(*rect(els[f"coffee-house-space-{n}"])[:2], house)
    # the Tavern: the Baksheesh tile on side A (3 fruit), the stacks' top costs (Blue took the
    # 1-coffee long-move tile), marked as reconstructed
    assert text(els, "baksheesh-side") == "A" and text(els, "baksheesh-fruit") == "3Fr"
    assert "baksheesh-reconstructed" not in els  # side A is the seed's
    assert text(els, "tavern-stack-long_move-text") == "LM2†"
    assert text(els, "tavern-stack-free_encounters-text") == "FE1†"
    assert "the top one costs 2 coffee" in title(els, "tavern-stack-long_move")
    # guild cards: the numbers for the seat to act (Red), a count for the others
    assert text(els, "guild-red") == "8† 16"
    assert text(els, "guild-blue") == "×1" and text(els, "guild-green") == "×0"
    assert "tavern-tile-blue-long_move" in els and "tavern-tile-red-long_move" not in els
    # the reconstructed values on show, named in the footnote
    note = text(els, "reconstructed-note")
    assert note.startswith("† reconstructed") and "Tavern tile costs" in note
    assert "guild card 8" in note
    # the special pieces are not drawn twice as plain hexagons
    assert not [k for k in els if k.startswith("piece-")]


def test_the_picture_changes_with_the_state():
    g = mocha(phase="action", seats={0: dict(merchant=20)}, coffee={0: 7})
    before = elements(game_svg(g, highlight=()))
    assert text(before, "coffee-house-price-value") == "6"
    assert text(before, "coffee-red") == "×7"
    g.apply("coffee-house")
    after = elements(game_svg(g, highlight=()))
    assert text(after, "coffee-house-price-value") == "7"
    assert text(after, "coffee-red") == "×1" and text(after, "rubies-20-count") == "×4"
    # the Baksheesh tile turns over to its reconstructed side B, and says so
    g = mocha(phase="action", seats={0: dict(merchant=19, extensions=1, goods=dict(fruit=3))},
              coffee={0: 4})
    g.apply("baksheesh 13")
    els = elements(game_svg(g, highlight=()))
    assert text(els, "baksheesh-side") == "B" and text(els, "baksheesh-spice") == "3Sp"
    assert text(els, "baksheesh-reconstructed") == "†"
    assert "Baksheesh side B" in text(els, "reconstructed-note")
    # the barrier moves, and with it its control tile
    g = mocha(phase="action", seats={0: dict(merchant=19)}, coffee={0: 2}, barrier=(6, 7),
              barrier_control=1)
    g.apply("barrier 2 19")
    els = elements(game_svg(g, highlight=()))
    assert "Fabric Warehouse (2) and Tavern (19)" in title(els, "barrier")
    assert text(els, "barrier-control-letter") == "R"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_places_17_to_20_are_named_in_every_language(lang):
    els = elements(game_svg(table_game(), lang=lang, highlight=()))
    for n in (17, 18, 19, 20):
        assert text(els, f"place-{n}-name").replace("\n", " ") in (
            place(n).name(lang), place(n).name(lang).replace(" ", ""))
    note = text(els, "reconstructed-note")
    # the Chinese names of 17-20 are this project's translations, said in the note's language
    said = tr(_("names of places {numbers}: reconstructed translations",
                numbers=join(["17", "18", "19", "20"])), lang)
    assert (said in note) == (lang == "zh-Hant"), note


def test_the_barrier_choices_are_lit_borders_and_clicks_find_them():
    g = mocha(phase="action", seats={0: dict(merchant=19)}, coffee={0: 2})
    sc = game_scene(g)
    lit = {s.id for s in sc.layers["highlights"] if s.id.startswith("edge-choice-")}
    assert lit == {f"edge-choice-{a}-{b}" for a, b in edge_actions(g)}
    assert "edge-choice-2-19" in lit
    geo: Geometry = sc.geometry
    x1, y1, x2, y2 = geo.border(2, 19)
    assert geo.edge_at((x1 + x2) / 2, (y1 + y2) / 2) == (2, 19)
    # a little way into either tile still counts with some reach; a tile's middle never does
    cx, cy = geo.centre(19)
    assert geo.edge_at((x1 + x2) / 2 + geo.cell * 0.08, cy, reach=geo.cell * 0.1) == (2, 19)
    assert geo.edge_at(cx, cy, reach=geo.cell * 0.1) is None
    assert geo.edge_at(-5, -5) is None


def test_the_table_in_words_has_the_mocha_table():
    lines = " ".join(state_lines(table_game()))
    assert "Red: 9 coffee; 8 (Do the Black Market's action" in lines
    assert "Blue: 2 coffee; 1 guild card; long move; holds the barrier-control tile." in lines
    assert "Coffee House: 3 rubies, the next costs 8 coffee" in lines
    assert "Tavern tile stacks: long move top costs 2 coffee" in lines
    assert "[reconstructed]" in lines


def test_the_canvas_scene_is_the_svg_scene(sent):
    g = table_game()
    table = Table(g)
    scene = table._bv.view.scene
    assert table.svg() == scene_svg(scene)
    # the Table draws the game's scene at the width its canvas gets on the screen
    size = table._bv.view.scene.geometry.width
    assert table.svg() == scene_svg(game_scene(g, trails=g.last_turns(), size=size))
    # the canvas is as tall as the scene with the holdings under the board
    assert scene.footer > 0 and scene.height == scene.geometry.height + scene.footer
    assert table._bv.view.canvas.height == math.ceil(scene.height * 2)
    assert abs(table._bv.view.aspect - scene.width / scene.height) < 1e-9


def test_a_base_game_picture_has_no_mocha_drawing():
    g = ist.new_game(players=3, seed=1)
    sc = game_scene(g)
    assert sc.footer == 0
    els = elements(scene_svg(sc))
    assert not [k for k in els if k.startswith(("coffee", "guild-", "reconstructed-note"))]


# -- the Table -------------------------------------------------------------------------------
DECISIONS = {
    "tavern": dict(phase="action", seats={0: dict(merchant=19, extensions=1,
                                                   goods=dict(fruit=3))}, coffee={0: 9}),
    "tavern-barrier": dict(phase="action", seats={0: dict(merchant=19)}, coffee={0: 2},
                           then=["barrier 2 19"]),
    "roasting-plant": dict(phase="action", seats={0: dict(merchant=17, lira=5,
                                                           goods=dict(fruit=1))},
                           guild_cards={0: [7]}),
    "roasting-more": dict(phase="action", seats={0: dict(merchant=17, lira=5,
                                                          goods=dict(fruit=1))},
                          then=["roast lira"]),
    "guild-hall-discard": dict(phase="action", seats={0: dict(merchant=18)},
                               then=["guild-hall"]),
    "coffee-house": dict(phase="action", seats={0: dict(merchant=20)}, coffee={0: 7}),
    "coffee-trader": dict(phase="encounter", seats={0: dict(merchant=10, lira=5,
                                                             goods=dict(fruit=1))},
                          coffee_trader=10, governor=3, smuggler=4),
    "coffee-trader-pay": dict(phase="encounter", seats={0: dict(merchant=10, lira=5,
                                                                 goods=dict(fruit=1))},
                              coffee_trader=10, governor=3, smuggler=4,
                              then=["coffee_trader"]),
    "free-encounter": dict(phase="encounter", seats={0: dict(merchant=10, lira=0)},
                           coffee_trader=10, governor=10, smuggler=4,
                           tavern_tiles={0: ["free_encounters"]}, then=["coffee_trader"]),
    "guild-card": dict(seats={0: dict(merchant=9, lira=20)}, guild_cards={0: [16, 2]}),
}


def staged(name: str) -> ist.Game:
    spec = dict(DECISIONS[name])
    then = spec.pop("then", [])
    g = mocha(**spec)
    for a in then:
        g.apply(a)
    return g


@pytest.mark.parametrize("name", sorted(DECISIONS))
def test_the_table_offers_a_button_for_each_legal_action(name, sent):
    g = staged(name)
    legal = [a.text for a in g.legal_actions()]
    assert len(legal) > 1 or name == "free-encounter"
    table = Table(g)
    assert [b.tooltip.split(":")[0] for b in table.buttons] == legal
    for b, a in zip(table.buttons, g.legal_actions(), strict=True):
        assert b.description and not b.disabled
        assert b.tooltip == f"{a.text}: {g.describe(a)}"  # the engine's words
    assert g.question() in html.unescape(table.status.value)
    if name == "guild-card":  # played instead of the turn, beside the bonus cards
        assert "Bonus and guild cards" in table._group_title["card"].value
        assert any(b.description.startswith("Play guild card 16") for b in table.buttons)
    # a button plays its action
    first = legal[0]
    press(table, first)
    assert table.game.history()[-1] == first


def test_the_tavern_tells_its_reconstructed_costs_beside_the_choice(sent):
    table = Table(staged("tavern"))
    status = html.unescape(table.status.value)
    assert "The Tavern tile costs (1, 2, 3, 4 coffee, cheapest on top) are reconstructed" in status
    assert "Click a lit border between two places" in status
    # the barrier's buttons are short (the border's places), the words in the tooltip
    b = next(b for b in table.buttons if b.tooltip.startswith("barrier 2 19:"))
    assert b.description == "Barrier 2–19"
    assert "Fabric Warehouse (2) and Tavern (19)" in b.tooltip


def test_the_panels_show_coffee_guild_cards_and_tiles(sent):
    g = table_game()
    red = html.unescape(player_panel(g, 0, None, "en"))
    assert "Coffee <b>9</b>" in red
    assert "<b>8</b>: Do the Black Market's action" in red and "reconstructed" in red
    assert "<b>16</b>: Pay 15 lira" in red
    blue = html.unescape(player_panel(g, 1, None, "en"))
    assert "Coffee <b>2</b>" in blue and "1 (hidden)" in blue and "Black Market" not in blue
    assert "long move" in blue and "holds the barrier-control tile" in blue
    compact = html.unescape(player_panel(g, 0, None, "en", compact=True))
    assert "Guild cards: " in compact and "8†" in compact and "reconstructed" in compact
    # a base game's panel has none of it
    assert "Coffee" not in player_panel(ist.new_game(players=3), 0, None, "en")


def test_a_mocha_turn_played_by_clicks_and_buttons(sent):
    g = mocha(seats={0: dict(merchant=2, lira=9)}, coffee={0: 9}, guild_cards={0: [8]},
              coffee_trader=10, governor=3, smuggler=4)
    table = Table(g)
    geo = table._bv.view.scene.geometry
    table.click(*geo.centre(19))  # the Tavern is lit: the merchant walks there
    assert table.game.history() == ["move 19"]
    press(table, "leave")
    # the Tavern: a click on the border between the Fabric Warehouse 2 and the Tavern 19
    x1, y1, x2, y2 = geo.border(2, 19)
    table.click((x1 + x2) / 2, (y1 + y2) / 2)
    assert table.game.history()[-1] == "barrier 2 19"
    assert table.game.barrier == (2, 19)
    press(table, "act 2")
    press(table, "warehouse")
    press(table, "end")
    assert table.game.current == 1
    log = table.log_text
    assert "Red puts the barrier between Fabric Warehouse (2) and Tavern (19)." in log
    assert "Red takes the barrier-control tile." in log
    els = elements(table.svg())
    assert text(els, "coffee-red") == "×7" and text(els, "barrier-control-letter") == "R"


def test_the_barrier_chosen_by_its_two_places(sent):
    table = Table(staged("tavern-barrier").restart())  # the Tavern's action, not yet chosen
    g = table.game
    assert g.phase == "action"
    geo = table._bv.view.scene.geometry
    table.click(*geo.centre(12))  # the Police Station: its borders are choices
    assert "Police Station (12) chosen" in html.unescape(table.message.value)
    assert table.game.history() == []
    lit = sorted(int(s.id.split("-")[1]) for s in table._bv.view.scene.layers["highlights"]
                 if s.id.startswith("highlight-"))
    assert lit == [6, 9, 14, 17]
    table.click(*geo.centre(12))  # let go
    assert "let go" in table.message.value
    table.click(*geo.centre(6))
    table.click(*geo.centre(12))
    assert table.game.history() == ["barrier 6 12"]
    # a click on a place with no border to choose says what to do
    table2 = Table(staged("coffee-house"))
    table2.click(*table2._bv.view.scene.geometry.centre(12))
    assert table2.game.history() == []
    assert "not a choice now" in html.unescape(table2.message.value)


# -- the Guild Hall, the Tavern stacks and the Coffee House from pieces() ----------------------
def guild_hall_visited() -> ist.Game:
    """Red (on the Guild Hall 18, holding card 8) visits it: pays 1 coffee, draws 2 and
    discards card 3 face up; 4 and 12 were already discarded (staged), 12 on top."""
    g = mocha(phase="action", seats={0: dict(merchant=18)}, guild_cards={0: [8]},
              guild_discard=[4, 12], coffee={0: 3}, seed=5)
    g.apply("guild-hall")
    assert "discard-guild 3" in [str(a) for a in g.legal_actions()]
    g.apply("discard-guild 3")
    return g


def test_pieces_list_the_guild_hall_the_tavern_stacks_and_the_coffee_house():
    g = guild_hall_visited()
    others = {p["kind"]: p for p in g.pieces()["others"] if p["kind"] != "tavern-stack"}
    assert others["guild-pile"] == {"kind": "guild-pile", "place": 18, "seat": None,
                                    "label": "15", "count": 15}
    assert others["guild-discard"] == {"kind": "guild-discard", "place": 18, "seat": None,
                                       "label": "3", "count": 3, "top": 3,
                                       "cards": [3, 4, 12]}
    assert others["coffee-house-rubies"]["label"] == "5"
    stacks = [p for p in table_game().pieces()["others"] if p["kind"] == "tavern-stack"]
    assert stacks == [
        {"kind": "tavern-stack", "place": 19, "seat": None, "label": "free_encounters",
         "type": "free_encounters", "costs": [1, 2, 3, 4]},
        {"kind": "tavern-stack", "place": 19, "seat": None, "label": "long_move",
         "type": "long_move", "costs": [2, 3, 4]}]
    # a fresh game: nothing face up, the whole pile face down
    fresh = {p["kind"]: p for p in mocha().pieces()["others"]}
    assert fresh["guild-discard"]["cards"] == [] and fresh["guild-discard"]["top"] is None
    assert fresh["guild-pile"]["count"] == 20


def test_the_svg_shows_the_guild_hall_pile_and_its_face_up_discards():
    g = guild_hall_visited()
    els = elements(game_svg(g, highlight=()))
    hall = rect(els["place-18-tile"])
    assert text(els, "guild-pile-count") == "×15"
    assert "15 guild cards face down on the Guild Hall (18)" in title(els, "guild-pile")
    # the top face-up card, 3, its text reconstructed (†), with the count of face-up cards
    assert text(els, "guild-discard-top-text") == "3†"
    assert text(els, "guild-discard-count") == "×3"
    assert "3 guild cards face up (discarded): 3, 4, 12; 3 on top" in title(els, "guild-discard")
    assert inside(*rect(els["guild-discard-top"].find("{http://www.w3.org/2000/svg}rect"))[:2],
                  hall)
    assert "guild card" in text(els, "reconstructed-note") and "3" in text(
        els, "reconstructed-note").split("guild card")[-1]
    # not drawn twice as plain hexagons, and said in words
    assert not [k for k in els if k.startswith("piece-")]
    lines = " ".join(state_lines(g))
    assert "Guild Hall: 15 guild cards face down; face up 3, 4, 12, the top one 3: " in lines
    # a game with no discard yet draws the pile only
    els = elements(game_svg(table_game(), highlight=()))
    assert text(els, "guild-pile-count") == "×17" and "guild-discard" not in els


def test_the_pictures_read_the_stack_tops_and_price_from_the_pieces():
    """The Tavern chips and the Coffee House price follow ``pieces()``, not the set-up rules:
    a piece says the long-move stack's top costs 3 and the price is 9."""
    g = table_game()
    real = g.pieces

    def pieces():
        pcs = real()
        for p in pcs["others"]:
            if p["kind"] == "tavern-stack" and p["type"] == "long_move":
                p["costs"] = [3, 4]
            if p["kind"] == "coffee-house-rubies":
                p["price"] = 9
        return pcs
    g.pieces = pieces
    els = elements(game_svg(g, highlight=()))
    assert text(els, "tavern-stack-long_move-text") == "LM3†"
    assert text(els, "coffee-house-price-value") == "9"


def test_the_canvas_scene_is_the_svg_scene_with_guild_discards(sent):
    g = guild_hall_visited()
    table = Table(g)
    assert table.svg() == scene_svg(table._bv.view.scene)
    # the Table draws the game's scene at the width its canvas gets on the screen
    size = table._bv.view.scene.geometry.width
    assert table.svg() == scene_svg(game_scene(g, trails=g.last_turns(), size=size))
    assert "guild-discard-top" in table.svg()
