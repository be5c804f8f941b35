"""The picture of a game: every piece with its id, nothing hidden, readable without colour."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import istanbul_nb as ist
from istanbul_nb.places import LANGUAGES
from istanbul_nb.render import THEMES
from istanbul_nb.render.game_scene import (
    destinations,
    game_scene,
    game_svg,
    seat_letters,
    state_lines,
)
from istanbul_nb.render.shapes import Circle, Group, Polygon, Rect, Text, walk

SVG_NS = "{http://www.w3.org/2000/svg}"


def ids_in(svg_text: str) -> set[str]:
    root = ET.fromstring(svg_text)
    return {el.get("id") for el in root.iter() if el.get("id")}


def text_of(svg_text: str, element_id: str) -> str:
    root = ET.fromstring(svg_text)
    for el in root.iter():
        if el.get("id") == element_id:
            return "".join(el.itertext()).strip()
    raise AssertionError(f"no element {element_id!r}")


def box(shape) -> tuple[float, float, float, float] | None:
    """(x0, y0, x1, y1) of a piece's drawn parts (texts sit inside them)."""
    xs: list[float] = []
    ys: list[float] = []
    for s in walk([shape]):
        if isinstance(s, Circle):
            xs += [s.cx - s.r, s.cx + s.r]
            ys += [s.cy - s.r, s.cy + s.r]
        elif isinstance(s, Rect):
            xs += [s.x, s.x + s.w]
            ys += [s.y, s.y + s.h]
        elif isinstance(s, Polygon):
            xs += [p[0] for p in s.points]
            ys += [p[1] for p in s.points]
    return (min(xs), min(ys), max(xs), max(ys)) if xs else None


def overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def piece_groups(sc) -> list[Group]:
    prefixes = ("merchant-", "assistant-", "family-", "neutral-", "governor", "smuggler")
    return [s for s in sc.layers["pieces"] if isinstance(s, Group) and s.id.startswith(prefixes)]


def played(players: int = 3, steps: tuple[str, ...] = (), seed: int = 1, **kw):
    g = ist.new_game(players=players, seed=seed, **kw)
    for a in steps:
        g.apply(a)
    return g


def test_the_svg_is_valid_xml_with_every_piece_and_marker():
    g = played(4)
    svg = game_svg(g)
    ids = ids_in(svg)
    for colour in ("red", "blue", "green", "yellow"):
        assert f"merchant-{colour}" in ids and f"family-{colour}" in ids
        assert f"merchant-{colour}-stack" in ids
    for marker in ("governor", "smuggler", "rubies-1", "rubies-13", "rubies-14", "rubies-15",
                   "rubies-16", "post-office-markers", "market-10-demand", "market-11-demand",
                   "sultan-need", "gemstone-price", "mosque-tile-red", "mosque-tile-green",
                   "mosque-tile-yellow", "mosque-tile-blue"):
        assert marker in ids, marker
    assert sum(1 for i in ids if i.startswith("post-marker-")) == 4
    assert not any(i.startswith("neutral-") for i in ids)  # only 2-player games have them
    # every place keeps its tile, number and name
    assert {f"place-{n}-name" for n in range(1, 17)} <= ids


def test_counts_follow_the_game():
    g = played(3)
    svg = game_svg(g)
    pcs = g.pieces()
    assert text_of(svg, "merchant-red-stack") == "4"
    assert text_of(svg, "rubies-1-count") == f"×{pcs['wainwright']['rubies']}"
    assert text_of(svg, "rubies-16-count") == f"×{pcs['gemstone_dealer']['rubies']}"
    assert text_of(svg, "gemstone-price-value") == str(pcs["gemstone_dealer"]["price"])
    assert text_of(svg, "mosque-tile-red-top") == f"Fa{pcs['mosques'][14]['tiles']['red'][0]}"
    g.apply("move 9")
    g.apply("leave")
    svg = game_svg(g)
    assert text_of(svg, "merchant-red-stack") == "3"
    assert "assistant-red-9" in ids_in(svg)


def test_two_players_show_the_neutral_merchants():
    g = played(2)
    ids = ids_in(game_svg(g))
    n = len(g.pieces()["neutral_merchants"])
    assert n == 3
    assert {f"neutral-{i}" for i in range(1, n + 1)} <= ids


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_pieces_on_one_place_never_cover_each_other(players):
    # At the start every merchant stands on the Fountain and every family member on the
    # Police Station; later turns spread assistants about.
    g = played(players)
    states = [g.copy()]
    for a in ("move 9", "leave", "skip", "end", "move 11", "leave", "skip", "end"):
        if not g.is_legal(a):
            break
        g.apply(a)
        states.append(g.copy())
    for state in states:
        groups = piece_groups(game_scene(state))
        boxes = [(s.id, box(s)) for s in groups]
        for i, (ida, a) in enumerate(boxes):
            for idb, b in boxes[i + 1:]:
                assert not overlap(a, b), (ida, idb)


def test_seats_are_told_apart_without_colour():
    g = played(5)
    sc = game_scene(g, theme="colorblind")
    letters = seat_letters(g.config.colours)
    assert letters == ("R", "B", "G", "Y", "W")
    for seat, colour in enumerate(g.config.colours):
        for prefix in ("merchant", "family"):
            group = next(s for s in sc.layers["pieces"] if s.id == f"{prefix}-{colour}")
            texts = [t.lines[0] for t in walk([group]) if isinstance(t, Text)]
            assert letters[seat] in texts
    # each kind of piece has its own shape: a disc, a square, a house
    red = {s.id: s for s in sc.layers["pieces"]}
    assert isinstance(red["merchant-red"].shapes[0], Circle)
    assert isinstance(red["family-red"].shapes[0], Polygon)


def test_letters_stay_unique_when_colours_share_an_initial():
    assert seat_letters(("red", "rose", "blue")) == ("R", "2", "B")


def test_default_highlight_is_the_legal_destinations():
    g = played(3)
    ids = ids_in(game_svg(g))
    dest = destinations(g)
    assert dest == sorted(int(a.text.split()[1]) for a in g.legal_actions() if a.verb == "move")
    assert {f"highlight-{n}" for n in dest} <= ids
    assert "selected-7" in ids  # Red's merchant starts on the Fountain
    plain = ids_in(game_svg(g, highlight=()))
    assert not any(i.startswith(("highlight-", "selected-")) for i in plain)


def test_every_theme_and_language_draws_and_output_is_deterministic():
    g = played(3, ("move 9", "leave"))
    for th in THEMES:
        for lang in LANGUAGES:
            svg = game_svg(g, theme=th, lang=lang)
            ET.fromstring(svg)
            assert svg == game_svg(g, theme=th, lang=lang)


def test_the_tiles_layer_is_the_same_for_every_state_of_a_game():
    # a click repaints the pieces and the highlights, never the 16 tiles
    g = played(3)
    before = game_scene(g).layers["tiles"]
    g.apply("move 9")
    assert game_scene(g).layers["tiles"] == before


def test_title_and_description_say_the_state_in_words():
    g = played(3)
    svg = game_svg(g)
    root = ET.fromstring(svg)
    title = root.find(f"{SVG_NS}title").text
    assert "turn 1, Red to act (moving the merchant)" in title
    desc = root.find(f"{SVG_NS}desc").text
    assert "Red (red, letter R): 0 rubies, 2 lira" in desc
    lines = state_lines(g)
    assert lines[0].startswith("Red (red, letter R)")
    assert any(line.startswith("Neutral figures: the Governor at") for line in lines)


def test_a_finished_game_names_the_winner():
    from istanbul_nb.bots import RandomBot

    g = played(2, seed=4)
    bots = [RandomBot(seed=1, eager=True), RandomBot(seed=2, eager=True)]
    while not g.is_over:
        g.apply(bots[g.to_act].choose(g))
    sc = game_scene(g)
    assert "the game is over; winner:" in sc.title
    assert not sc.layers["highlights"]


def test_bad_input_is_refused_clearly():
    with pytest.raises(ValueError, match="game_scene needs a Game"):
        game_scene(ist.Board("short-paths"))
    with pytest.raises(ValueError, match="unknown theme"):
        game_scene(played(2), theme="neon")
    with pytest.raises(ValueError, match="unknown language"):
        game_scene(played(2), lang="xx")


def test_render_svg_draws_a_game_as_well_as_a_board():
    g = played(3, ("move 9",))
    assert ist.render.svg(g) == game_svg(g, highlight=())
    assert ist.render.svg(g, highlight=None, size=400) == game_svg(g, size=400)
    assert "merchant-red" in ist.render.svg(g, theme="dark", lang="de")
    board = ist.Board("short-paths")
    assert "merchant-red" not in ist.render.svg(board)
    assert ist.render.game_scene is game_scene
    with pytest.raises(ValueError, match="needs a Board"):
        ist.render.svg("short-paths")
