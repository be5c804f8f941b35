"""Letters & Seals as a learner sees it on the picture (SVG and canvas, one scene).

The SVG of staged Letters games is parsed: each companion (a triangle in its seat's colour with
the seat's letter) on its place, the Courier's tag, each seat's letters under the board (the
place number, 1 seal face up, 2 delivered) and seals, the Kiosk pile and, during a Kiosk round,
the tiles on offer, the auction's highest bid and leader, the Secret Society's lira, the letter
pile, and the visible label (†, the footnote) of every reconstructed value on show.
"""

from __future__ import annotations

import math

import pytest
from picture_tools import SVG, elements, inside, rect, text, title  # beside this file

import istanbul_nb as ist
from istanbul_nb.i18n import _, tr
from istanbul_nb.places import LANGUAGES, place
from istanbul_nb.render import scene_svg
from istanbul_nb.render.game_scene import SEAT_FILLS, game_scene, game_svg, state_lines
from istanbul_nb.widgets import Table

LAYOUT = "letters-first-game"
# rows of letters-first-game: (14 10 15 11 3) (6 24 2 8 1) (5 7 22 16 12) (4 13 9 23 21)


def letters(**kw) -> ist.Game:
    kw.setdefault("players", 3)
    kw.setdefault("layout", LAYOUT)
    return ist.stage(expansions=("letters",), **kw)


def table_game() -> ist.Game:
    """Red holds letters 9 (delivered at once: its companion stands on the Tea House 9) and 14
    (face up) and a delivered 5; Green's companion waits beside the board; Blue has none."""
    return letters(seats={0: dict(merchant=2, lira=9), 1: dict(merchant=22)},
                   letters={0: [9, 14, (5, True)], 1: [3]}, companion={0: 9, 2: "beside"})


def auction_game() -> ist.Game:
    """Red opened an auction at the Auction House 23 with 3 lira; Blue answers."""
    g = letters(phase="action", seats={0: dict(merchant=23, lira=9), 1: dict(lira=6),
                                       2: dict(lira=5)})
    g.apply("auction fruit")
    g.apply("bid 3")
    return g


def kiosk_game(players: int = 4) -> ist.Game:
    g = letters(players=players, phase="action", seats={0: dict(merchant=22, lira=9)},
                kiosk_top=["two-fruit", "spice-lira", "fruit-lira", "two-spice",
                           "fabric-lira", "two-fabric"][:players + 1])
    g.apply("kiosk")
    return g


# -- the picture -----------------------------------------------------------------------------
def test_the_companion_is_a_triangle_in_its_seats_colour_with_its_letter():
    g = table_game()
    assert g.player(0).letters == [(5, True), (9, True), (14, False)]  # 9 delivered at once
    els = elements(game_svg(g, highlight=()))
    comp = els["companion-red"]
    poly = comp.find(f"{SVG}polygon")
    assert poly is not None and len(poly.get("points").split()) == 3
    assert poly.get("fill") == SEAT_FILLS["light"]["red"]
    assert "".join(comp.itertext()).strip().startswith("R")
    assert title(els, "companion-red") == "Red's companion at Tea House (9)"
    xs = [float(p.split(",")[0]) for p in poly.get("points").split()]
    ys = [float(p.split(",")[1]) for p in poly.get("points").split()]
    assert inside(sum(xs) / 3, sum(ys) / 3, rect(els["place-9-tile"]))
    # Green's companion lies beside the board: not on a place, but in Green's box
    assert "companion-green" not in els and "companion-held-green" in els
    assert "beside the board" in title(els, "companion-held-green")
    assert "companion-blue" not in els and "companion-held-blue" not in els
    # no plain hexagon for the Letters pieces
    assert not [k for k in els if k.startswith("piece-")]


def test_the_colourblind_theme_gives_the_companion_its_seat_colour():
    els = elements(game_svg(table_game(), highlight=(), theme="colorblind"))
    poly = els["companion-red"].find(f"{SVG}polygon")
    assert poly.get("fill") == SEAT_FILLS["colorblind"]["red"]


def test_each_seats_letters_and_seals_are_drawn_under_the_board():
    g = table_game()
    sc = game_scene(g, highlight=())
    assert sc.footer > 0
    els = elements(scene_svg(sc))
    # Red: letters 5 and 9 delivered (2 seals each), 12 face up (1 seal): 5 seals
    assert [text(els, f"letter-red-{i}-text") for i in (1, 2, 3)] == ["5", "9", "14"]
    seals = [len(els[f"letter-red-{i}"].findall(f"{SVG}circle")) for i in (1, 2, 3)]
    assert seals == [2, 2, 1]
    assert "delivered: 2 seals" in title(els, "letter-red-1")
    assert "face up: 1 seal" in title(els, "letter-red-3")
    assert text(els, "seals-red") == "5 seals" and text(els, "seals-blue") == "1 seal"
    assert text(els, "seals-green") == "0 seals"
    assert "letter-green-1" not in els
    # the boxes lie under the board
    board_h = sc.geometry.height
    assert all(float(r.get("y")) >= board_h for r in els["letters-red"].iter(f"{SVG}rect"))
    assert title(els, "letters-red").startswith(
        "Red: letters 5 (delivered), 9 (delivered), 14 (face up); 5 seals; companion at")


def test_the_reconstructed_counts_are_labelled():
    g = table_game()
    els = elements(game_svg(g, highlight=()))
    # 32 letters (2 per place, reconstructed): 4 staged, 28 in the pile
    shown = "".join(t for t in els["letters-note"].itertext()
                    if t != title(els, "letters-note"))
    assert shown.startswith("Letter pile ×28†")
    assert "† reconstructed (data/letters.json): 2 letter tiles per place; 1 of each Kiosk " \
        "tile" in shown
    # in full on hover
    assert ("† reconstructed (no printed source; a teacher corrects it in data/letters.json): "
            "the number of letter tiles (2 per place); how many of each Kiosk tile"
            in title(els, "letters-note"))
    # the Kiosk pile on the Kiosk 22, its size marked
    assert text(els, "kiosk-pile-count") == "×24†"
    assert "24 Kiosk tiles face down on the Kiosk (22)" in title(els, "kiosk-pile")
    tag = rect(els["kiosk-pile"].find(f"{SVG}rect"))
    assert inside(tag[0], tag[1] + tag[3] / 2, rect(els["place-22-tile"]))


def test_the_secret_society_shows_its_lira_spaces():
    els = elements(game_svg(table_game(), highlight=()))
    coins = els["society-lira"].findall(f"{SVG}circle")
    assert len(coins) == 3 and all(c.get("fill") != "none" for c in coins)
    assert "lira left 3, 2, 1; the next player to hand in 6 seals also takes 3 lira" in title(
        els, "society-lira")
    els = elements(game_svg(letters(society_lira=1), highlight=()))
    coins = els["society-lira"].findall(f"{SVG}circle")
    assert [c.get("stroke-dasharray") is not None for c in coins] == [True, True, False]
    assert "lira left 1; the next player to hand in 6 seals also takes 1 lira" in title(
        els, "society-lira")
    tag = coins[0]
    assert inside(float(tag.get("cx")), float(tag.get("cy")), rect(els["place-24-tile"]))


def test_the_auction_shows_the_highest_bid_and_its_leader():
    g = auction_game()
    assert (g.to_act, g.current) == (1, 0)
    els = elements(game_svg(g, highlight=()))
    assert text(els, "auction-bid-value") == "3" and text(els, "auction-leader") == "R"
    assert text(els, "auction-stage") == "others bid"
    assert ("the highest bid is 3 lira for 2 bonus cards, by Red; Blue decides now"
            in title(els, "auction"))
    coin = els["auction"].find(f"{SVG}circle")
    assert inside(float(coin.get("cx")), float(coin.get("cy")), rect(els["place-23-tile"]))
    lines = " ".join(state_lines(g))
    assert "Auction: the highest bid is 3 lira, by Red; Blue decides." in lines
    # Blue outbids: the picture follows
    g.apply("bid 5")
    els = elements(game_svg(g, highlight=()))
    assert text(els, "auction-bid-value") == "5" and text(els, "auction-leader") == "B"
    # no auction, no bid drawn
    assert "auction" not in elements(game_svg(table_game(), highlight=()))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_kiosk_round_shows_the_tiles_on_offer(players):
    g = kiosk_game(players)
    offer = g.pending()["offer"]
    assert len(offer) == players + 1
    els = elements(game_svg(g, highlight=()))
    chips = [k for k in els if k.startswith("kiosk-offer-") and not k.endswith("-text")]
    assert len(chips) == players + 1
    texts = {t["id"]: t["text"] for t in g.rules.data["letters"]["kiosk_tiles"]["tiles"]}
    for i, tile in enumerate(offer, 1):
        assert text(els, f"kiosk-offer-{i}-text") == str(i)
        assert title(els, f"kiosk-offer-{i}") == \
            f"Kiosk tile {i} on offer: {texts[tile]} (Red picks now)"
        assert inside(*rect(els[f"kiosk-offer-{i}"].find(f"{SVG}rect"))[:2],
                      rect(els["place-22-tile"]))
    note = "".join(t for t in els["letters-note"].itertext()
                   if t != title(els, "letters-note")).replace("\n", " ")
    assert "Kiosk tiles on offer (Red picks): 1: " + texts[offer[0]] in note.replace("  ", " ")
    assert "Kiosk tiles on offer (Red picks): " in " ".join(state_lines(g))
    # the next seat picks: the chips say so
    g.apply(next(a.text for a in g.legal_actions() if a.text.endswith(" skip")))
    els = elements(game_svg(g, highlight=()))
    assert title(els, "kiosk-offer-1").endswith("(Blue picks now)")
    assert len([k for k in els if k.startswith("kiosk-offer-") and not k.endswith("-text")]) \
        == players


def test_the_courier_gets_a_tag_of_its_own():
    """The Courier is a figure of ``pieces()["figures"]``: a tag with its name, id ``courier``,
    on its place, said in words with the other neutral figures."""
    g = letters(courier=12)
    assert g.place_of("courier") == 12
    els = elements(game_svg(g, highlight=()))
    assert els["courier"].find(f"{SVG}text").text == "Courier"
    assert title(els, "courier") == "the Courier at Police Station (12)"
    tag = rect(els["courier"].find(f"{SVG}rect"))
    assert inside(tag[0] + tag[2] / 2, tag[1] + tag[3] / 2, rect(els["place-12-tile"]))
    assert "the Courier at Police Station (12)" in " ".join(state_lines(g))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_places_21_to_24_are_named_in_every_language(lang):
    els = elements(game_svg(table_game(), lang=lang, highlight=()))
    for n in (21, 22, 23, 24):
        assert text(els, f"place-{n}-name").replace("\n", " ") in (
            place(n).name(lang), place(n).name(lang).replace(" ", ""))
    note = text(els, "letters-note")
    said = tr(_("names of places {numbers}: reconstructed translations",
                numbers="21, 22, 23, 24"), lang)
    if lang == "zh-Hant":  # the Chinese names of 21-24 are this project's translations
        assert said in note and "names of places" not in note      # said in Chinese
    else:
        assert said not in note


def test_the_table_in_words_has_the_letters():
    lines = state_lines(table_game())
    words = " ".join(lines)
    assert ("Red: letters 5 (delivered), 9 (delivered), 14 (face up); 5 seals; companion at "
            "Tea House (9).") in words
    assert "Blue: letters 3 (face up); 1 seal; no companion." in words
    assert "Green: letters none; 0 seals; companion beside the board." in words
    assert ("Letter pile: 28 [reconstructed count]; Kiosk pile: 24 [reconstructed counts]; "
            "Secret Society lira left: 3, 2, 1.") in words


def test_mocha_and_letters_together_draw_both_on_the_5x5_board():
    g = ist.stage(players=5, expansions=("mocha", "letters"),
                  seats={s: dict(merchant=m) for s, m in enumerate([21, 22, 23, 24, 25])},
                  letters={s: [1 + s, (5 + s, True)] for s in range(5)},
                  companion={s: [9, 22, 23, 24, 25][s] for s in range(5)}, coffee={0: 3})
    sc = game_scene(g, highlight=())
    els = elements(scene_svg(sc))
    assert len(sc.geometry.rows) == 5 and all(len(r) == 5 for r in sc.geometry.rows)
    for colour in ("red", "blue", "green", "yellow", "white"):
        assert f"companion-{colour}" in els and f"letters-{colour}" in els
        assert f"coffee-{colour}" in els
    assert "reconstructed-note" in els and "letters-note" in els
    # the Letters boxes come under the Mocha ones, both under the board
    mocha_y = float(els["holdings-red"].find(f"{SVG}rect").get("y"))
    letters_y = float(els["letters-red"].find(f"{SVG}rect").get("y"))
    assert sc.geometry.height <= mocha_y < letters_y < sc.height


def test_the_canvas_scene_is_the_svg_scene(sent):
    g = auction_game()
    table = Table(g)
    scene = table._bv.view.scene
    assert table.svg() == scene_svg(scene)
    # the Table draws the game's scene at the width its canvas gets on the screen
    size = table._bv.view.scene.geometry.width
    assert table.svg() == scene_svg(game_scene(g, trails=g.last_turns(), size=size))
    assert "auction-bid-value" in table.svg() and "letters-red" in table.svg()
    assert table._bv.view.canvas.height == math.ceil(scene.height * 2)


def test_a_base_game_picture_has_no_letters_drawing():
    sc = game_scene(ist.new_game(players=3, seed=1))
    els = elements(scene_svg(sc))
    assert not [k for k in els if k.startswith(("companion", "letter", "kiosk", "auction",
                                                "society", "seals-"))]
