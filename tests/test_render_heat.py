"""The border heat map of notebooks 09 and 11 (render/heat.py): each border in the caller's
colour for its share of the largest cost, labelled with the cost."""

from __future__ import annotations

import istanbul_nb as ist
from istanbul_nb.render.heat import border_heat


def test_each_border_is_coloured_by_its_share_and_labelled():
    board = ist.Board("short-paths")
    shares = []

    def colour(share: float) -> str:
        shares.append(share)
        return f"#00{round(255 * share):02x}00"

    sc = border_heat(board, {(7, 11): 0.5, (12, 7): 0.0, (6, 11): 0.25}, colour, "walls", 300)
    assert sc.title == "walls" and shares == [1.0, 0.0, 0.5]
    heat = {s.id: s for s in sc.layers["highlights"]}
    assert sorted(heat) == sorted(f"heat{k}-{a}-{b}" for k in ("", "-box", "-text")
                                  for a, b in [(7, 11), (12, 7), (6, 11)])
    line = heat["heat-7-11"]
    assert (line.x1, line.y1, line.x2, line.y2) == sc.geometry.border(7, 11)
    assert line.style.stroke == "#00ff00" and line.style.width == sc.geometry.gap
    assert heat["heat-box-6-11"].style.stroke == "#008000"
    assert [heat[f"heat-text-{e}"].lines for e in ("7-11", "12-7", "6-11")] == \
        [("+0.50",), ("0",), ("+0.25",)]
    assert sc.layers["tiles"] == board_tiles(board)


def test_no_cost_anywhere_draws_the_borders_in_the_lightest_colour():
    sc = border_heat(ist.Board("short-paths"), {(7, 11): 0}, lambda share: f"{share}", size=300)
    strokes = {s.id: s.style.stroke for s in sc.layers["highlights"] if hasattr(s, "style")}
    assert strokes == {"heat-7-11": "0.0", "heat-box-7-11": "0.0"}


def board_tiles(board):
    return ist.render.board_scene(board, size=300).layers["tiles"]
