"""Issue 20: every picture is well-formed XML, whatever text it carries.

XML 1.0 forbids most control characters (U+0000-U+001F but tab, line feed and carriage return),
the surrogates and U+FFFE/U+FFFF even as character references, so escaping ``<`` and ``&`` is
not enough: one such character in a seat name made the SVG unreadable to every XML parser (and
to the browser, which then shows an error instead of the picture). The writer drops them, and
keeps quotes, ``<``, ``&`` and non-ASCII text as text. Every route by which outside text reaches
a picture is tried: seat names, a Game Plan's owner, a hint's words, a heat map's or a badge
picture's title, and shapes written by hand.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.render import scene_svg
from istanbul_nb.render.choose_write import plan_svg, sheet_svg
from istanbul_nb.render.game_scene import game_scene
from istanbul_nb.render.heat import border_heat, place_badges
from istanbul_nb.render.scene import Geometry, Scene
from istanbul_nb.render.shapes import Group, Rect, Style, Text
from istanbul_nb.render.svg import clean_text
from istanbul_nb.render.themes import theme

#: Characters XML 1.0 does not allow anywhere in a document.
FORBIDDEN = "\x00\x01\x08\x0b\x0c\x0e\x1b\x1f\ud800\udfff\ufffe\uffff"
#: Text that must come through as written (escaped on the way, read back the same).
KEPT = "Çağrı \"Q\" 'q' <b>&amp; ]]> 한국어 繁體 🎲 a\tb"
CONFIGS = {"base": ((), ()), "mocha": (("mocha",), ()), "letters": (("letters",), ()),
           "bazaar": (("mocha", "letters"), ("great_bazaar",))}


def texts(svg_text: str) -> str:
    """Every text and title of a picture as one string (what a reader or a screen reader gets)."""
    root = ET.fromstring(svg_text)
    return " ".join("".join(el.itertext()) for el in root.iter()
                    if el.tag.rsplit("}", 1)[-1] in ("text", "title", "desc"))


def well_formed(svg_text: str) -> ET.Element:
    """Parse as XML (a ParseError fails the test) and also as UTF-8 bytes, as a file is read."""
    ET.fromstring(svg_text.encode("utf-8"))
    return ET.fromstring(svg_text)


def test_clean_text_drops_only_what_xml_forbids():
    allowed = "".join(chr(c) for c in (0x9, 0xA, 0xD, 0x20, 0x7E, 0x7F, 0x85, 0xD7FF, 0xE000,
                                       0xFFFD, 0x10000, 0x10FFFF))
    assert clean_text(allowed) == allowed
    assert clean_text(f"a{FORBIDDEN}b") == "ab"
    assert clean_text(KEPT) == KEPT


def test_hand_made_shapes_with_forbidden_characters_still_parse():
    nasty = f"x{FORBIDDEN}y {KEPT}"
    geo = Geometry(((1,),))
    sc = Scene(geo, theme("light"), title=nasty, description=nasty)
    sc.add(Group(f"g-{nasty}", (Rect(nasty, 0, 0, 10, 10, Style(fill="#fff"), title=nasty),),
                 title=nasty))
    sc.add(Text(nasty, 5, 5, (nasty, nasty), 12, "#000", title=nasty))
    svg_text = scene_svg(sc)
    root = well_formed(svg_text)
    assert f"xy {KEPT}" in texts(svg_text)
    assert any(el.get("id") == f"xy {KEPT}" for el in root.iter())


@pytest.mark.parametrize("name", [f"Ann{FORBIDDEN}", KEPT[:40], "<&\"'>", "\x07bell"])
def test_choose_write_sheets_and_plans_with_any_seat_name_parse(name):
    try:
        game = cw.new_game(players=3, seed=2, names=[name, "Bo", "Cy"])
    except (ValueError, ist.IllegalAction):
        game = None  # a game that refuses the name: the plan's owner still reaches the picture
    if game is not None:
        for seat in range(3):
            for hidden in (False, True):
                well_formed(sheet_svg(game, seat, hidden=hidden))
        assert clean_text(name) in texts(sheet_svg(game, 0))
    svg_text = plan_svg(cw.game_plan(3), name=name)
    well_formed(svg_text)
    assert clean_text(name) in texts(svg_text)


@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_board_game_pictures_with_odd_names_and_hint_words_parse(config):
    expansions, variants = CONFIGS[config]
    names = ["Çağrı", "<&\"'>", "한국어 🎲", "]]>"]
    game = ist.new_game(players=4, seed=5, names=names, expansions=expansions,
                        variants=variants)
    words = f"go{FORBIDDEN} <there> & \"now\""
    place = game.player(game.current).merchant
    for beside in (False, True):
        svg_text = scene_svg(game_scene(game, beside=beside, hint=(place, words),
                                        trails=True))
        well_formed(svg_text)
        got = texts(svg_text)
        assert all(n in got for n in names)


def test_heat_and_badge_titles_with_forbidden_characters_parse():
    board = ist.Board("short-paths")
    title = f"cost{FORBIDDEN} <a> & \"b\""
    heat = scene_svg(border_heat(board, {e: 1.0 for e in board.edges()}, lambda s: "#cc0000",
                                 title=title))
    badges = scene_svg(place_badges(board, {p: 1.5 for p in board.places}, title=title,
                                    fmt="{:.1f}\x01"))
    for svg_text in (heat, badges):
        well_formed(svg_text)
        assert clean_text(title) in texts(svg_text)
