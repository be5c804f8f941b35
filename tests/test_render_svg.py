"""The static SVG picture: valid, complete, deterministic, escaped, in every theme and language."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import istanbul_nb as ist
from istanbul_nb import places
from istanbul_nb.i18n import tr
from istanbul_nb.render import THEMES, board_scene, scene_svg, svg
from istanbul_nb.render.scene import RECONSTRUCTED_NOTE
from istanbul_nb.render.shapes import Group, Text

NS = "{http://www.w3.org/2000/svg}"


def ids(text: str) -> set[str]:
    root = ET.fromstring(text)
    found = [el.get("id") for el in root.iter() if el.get("id")]
    assert len(found) == len(set(found)), "SVG ids must be unique"
    return set(found)


def titles(text: str) -> dict[str, str]:
    """id -> <title> text of every element that has both."""
    out = {}
    for el in ET.fromstring(text).iter():
        t = el.find(f"{NS}title")
        if el.get("id") and t is not None:
            out[el.get("id")] = t.text
    return out


@pytest.fixture(scope="module")
def board() -> ist.Board:
    return ist.Board("short-paths")


def test_every_place_and_edge_has_an_id(board):
    got = ids(svg(board))
    assert {f"place-{n}" for n in range(1, 17)} <= got
    assert {f"edge-{a}-{b}" for a, b in board.edges()} <= got
    assert len(board.edges()) == 24  # a 4x4 grid has 2 * 4 * 3 borders
    assert "edge-15-5" in got and "edge-5-15" not in got  # reading order of Board.edges()
    assert not any(i.startswith(("highlight-", "selected-")) for i in got)
    assert "barrier" not in got


def test_highlights_are_exactly_the_destinations(board):
    dest = board.moves(7)
    got = ids(svg(board, highlight=dest, selected=7))
    lit = {int(i.split("-")[1]) for i in got if i.startswith("highlight-")}
    assert lit == set(dest) == {1, 2, 3, 4, 5, 6, 9, 11, 12, 14}
    assert "selected-7" in got
    assert [i for i in got if i.startswith("selected-")] == ["selected-7"]


def test_barrier_is_drawn_on_its_border(board):
    b2 = board.with_barrier(5, 2)
    text = svg(b2)
    assert "barrier" in ids(text)
    assert "barrier" in titles(text) and "Post Office (5)" in titles(text)["barrier"]
    bar = ET.fromstring(text).find(".//*[@id='barrier-bar']")
    # 5 is at row 1 col 2 and 2 at row 1 col 3: the bar is upright in the gap between them
    x5, _, w5, _ = board_scene(b2).geometry.place_rect(5)
    x2 = board_scene(b2).geometry.place_rect(2)[0]
    bx, bw = float(bar.get("x")), float(bar.get("width"))
    assert bx < x5 + w5 + 1 and bx + bw > x2 - 1
    assert float(bar.get("height")) > 3 * bw


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("lang", places.LANGUAGES)
def test_each_theme_and_language_renders(board, theme, lang):
    text = svg(board, highlight=[1, 2], selected=7, theme=theme, lang=lang)
    root = ET.fromstring(text)
    assert root.tag == f"{NS}svg"
    shown = "".join(root.itertext())
    for n in board.places:
        for word in places.name(n, lang).split(" "):
            assert word in shown
    assert THEMES[theme].background in text


def test_themes_differ_and_colourblind_adds_pattern(board):
    pics = {t: svg(board, highlight=[1], theme=t) for t in THEMES}
    assert len(set(pics.values())) == 3
    # not by colour alone: the colour-blind highlight carries hatching lines
    def lines_in_highlight(text):
        g = ET.fromstring(text).find(".//*[@id='highlight-1']")
        return len(g.findall(f"{NS}line"))
    assert lines_in_highlight(pics["light"]) == 0
    assert lines_in_highlight(pics["colorblind"]) >= 10


def test_reconstructed_names_say_so():
    board = ist.Board(ist.layouts.random_layout("great-bazaar", seed=2))
    t = titles(svg(board, lang="zh-Hant"))
    note = tr(RECONSTRUCTED_NOTE, "zh-Hant")  # said in the picture's language
    assert note != str(RECONSTRUCTED_NOTE)
    assert note in t["place-25"] and "地下墓穴" in t["place-25"]
    assert "Catacombs" in t["place-25"]  # the English our name translates, beside it
    assert note in t["place-17"]
    assert note not in t["place-7"] and "Fountain" not in t["place-7"]
    assert RECONSTRUCTED_NOTE not in titles(svg(board, lang="en"))["place-25"]


def test_output_is_deterministic(board):
    a = svg(board.with_barrier(7, 11), highlight={14, 3, 9}, selected=7, theme="dark", lang="ko")
    b = svg(board.with_barrier(11, 7), highlight=[9, 3, 14], selected=7, theme="dark", lang="ko")
    assert a == b
    assert not re.search(r"\d\.\d{3,}", a)  # numbers are rounded, so float noise cannot leak


def test_text_is_escaped(board):
    sc = board_scene(board)
    sc.title = 'A <b>"bold"</b> & odd title'
    sc.add(Group("note", (Text("note-text", 10, 10, ("x < y & z",), 12, "#000"),),
                 title="<script>"), layer="pieces")
    text = scene_svg(sc)
    root = ET.fromstring(text)  # would fail on a raw "<" or "&"
    assert root.find(f"{NS}title").text == sc.title
    assert root.find(".//*[@id='note-text']").text == "x < y & z"
    assert "<script>" not in text and "&lt;script&gt;" in text


def test_font_family_has_cjk_and_generic_fallback(board):
    family = ET.fromstring(svg(board)).get("font-family")
    assert "Noto Sans CJK KR" in family and "Noto Sans CJK TC" in family
    assert family.rstrip().endswith("sans-serif")


def test_size_sets_the_width(board):
    root = ET.fromstring(svg(board, size=400))
    assert float(root.get("width")) == pytest.approx(400, abs=0.05)
    with pytest.raises(ValueError, match="width in pixels"):
        svg(board, size=10)


def test_bad_input_is_refused_clearly(board):
    with pytest.raises(ValueError, match="unknown theme"):
        svg(board, theme="neon")
    with pytest.raises(ValueError, match="unknown language"):
        svg(board, lang="fr")
    with pytest.raises(ValueError, match="not a place on the board"):
        svg(board, highlight=[20])
    with pytest.raises(ValueError, match="not a place on the board"):
        svg(board, selected=0)


def test_repr_svg_is_the_picture(board):
    assert board._repr_svg_() == svg(board)


def test_every_place_has_an_icon_with_shapes():
    board = ist.Board(ist.layouts.random_layout("great-bazaar", seed=5))
    sc = board_scene(board)
    for g in sc.layers["tiles"]:
        if isinstance(g, Group) and g.id.startswith("place-"):
            unnamed = [s for s in g.shapes if not s.id]
            assert len(unnamed) >= 5, g.id  # band (2 shapes), badge, and at least 2 icon shapes
    assert sum(isinstance(g, Group) for g in sc.layers["tiles"]) == 25


def test_fit_width_narrows_a_wide_picture_and_keeps_its_view_box():
    from istanbul_nb.render.svg import fit_width
    wide = ('<svg xmlns="http://www.w3.org/2000/svg" width="960" height="480" '
            'viewBox="0 0 960 480"></svg>')
    got = fit_width(wide, 800)
    assert 'width="800" height="400"' in got and 'viewBox="0 0 960 480"' in got
    assert fit_width(got, 900) == got                      # narrow enough: unchanged
    with pytest.raises(ValueError, match="width and a height"):
        fit_width("<p>not a picture</p>", 800)
