"""Picture helpers that lessons 11 and 12 use instead of code of their own: a number on each
place of the board (render.heat.place_badges) and a wide SVG fitted to the notebook's column
(render.svg.fit_width, used by both lessons for the Table and the Game Plan sheets)."""

from __future__ import annotations

import istanbul_nb as ist
from istanbul_nb.render.heat import place_badges
from istanbul_nb.render.svg import fit_width


def test_each_place_gets_a_badge_with_its_value_and_the_non_zero_ones_are_lit():
    board = ist.Board("short-paths")
    sc = place_badges(board, {7: 0.0, 11: 1.25, 3: -0.5}, "saved turns", size=300)
    assert sc.title == "saved turns"
    badges = {s.id: s for s in sc.layers["highlights"] if s.id.startswith("badge")}
    assert sorted(badges) == sorted(f"badge{k}-{p}" for k in ("", "-box") for p in (3, 7, 11))
    assert [badges[f"badge-{p}"].lines for p in (7, 11, 3)] == [("0.00",), ("1.25",), ("-0.50",)]
    x, y, w, h = sc.geometry.place_rect(11)
    box = badges["badge-box-11"]
    assert x < box.x < box.x + box.w < x + w and y < box.y < box.y + box.h < y + h
    lit = ist.render.board_scene(board, highlight=[3, 11], size=300).layers["highlights"]
    assert [s for s in sc.layers["highlights"] if not s.id.startswith("badge")] == lit


def test_the_format_is_the_callers():
    sc = place_badges(ist.Board("short-paths"), {5: 2}, fmt="+{:d}", size=300)
    assert [s.lines for s in sc.layers["highlights"] if s.id == "badge-5"] == [("+2",)]


def test_a_wide_picture_is_narrowed_to_the_column_and_keeps_its_proportions():
    wide = ist.render.scene_svg(place_badges(ist.Board("short-paths"), {}, size=1000))
    narrow = fit_width(wide, 800)
    assert 'width="800" height="800"' in narrow and 'viewBox="0 0 1000 1000"' in narrow
    assert fit_width(narrow, 900) == narrow
