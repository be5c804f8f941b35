"""Scene geometry: one set of numbers for drawing, hit-testing and placing pieces."""

from __future__ import annotations

import subprocess
import sys

import pytest

import istanbul_nb as ist
from istanbul_nb.render import LAYERS, board_scene
from istanbul_nb.render.scene import Geometry, fit_name
from istanbul_nb.render.shapes import Circle, Style


@pytest.mark.parametrize("name", ["short-paths", "mocha-first-game"])
def test_every_centre_hits_its_place(name):
    board = ist.Board(name)
    sc = board_scene(board)
    for n in board.places:
        cx, cy = sc.geometry.centre(n)
        assert sc.hit(cx, cy) == n
        x, y, w, h = sc.geometry.place_rect(n)
        assert sc.hit(x + 1, y + 1) == n and sc.hit(x + w - 1, y + h - 1) == n


def test_centres_on_great_bazaar_at_a_size():
    board = ist.Board(ist.layouts.random_layout("great-bazaar", seed=4))
    geo = Geometry.for_board(board, size=500)
    assert geo.width == pytest.approx(500, abs=0.01)
    for n in board.places:
        assert geo.hit(*geo.centre(n)) == n
        assert geo.position(n) == board.position(n)


def test_outside_and_gaps_are_none():
    sc = board_scene(ist.Board("short-paths"))
    geo = sc.geometry
    assert sc.hit(-5, -5) is None
    assert sc.hit(geo.margin / 2, geo.height / 2) is None
    assert sc.hit(geo.width + 10, 50) is None
    assert sc.hit(geo.width / 2, geo.height + 1) is None
    # the gap between columns 0 and 1
    x, y, w, h = geo.cell_rect(0, 0)
    assert sc.hit(x + w + geo.gap / 2, y + h / 2) is None


def test_layers_and_adding_pieces():
    board = ist.Board("short-paths")
    sc = board_scene(board)
    assert tuple(sc.layers) == LAYERS == ("tiles", "pieces", "highlights")
    spots = sc.geometry.anchors(7, 5)
    assert len(spots) == 5 and all(sc.hit(x, y) == 7 for x, y in spots)
    assert len({x for x, _ in spots}) == 5
    sc.add(Circle("merchant-red", *spots[0], sc.geometry.piece_radius, Style(fill="#c00")),
           layer="pieces")
    assert "merchant-red" in sc.ids()
    with pytest.raises(ValueError, match="unknown layer"):
        sc.add(Circle("x", 0, 0, 1, Style()), layer="table")


def test_border_lies_between_neighbours():
    geo = board_scene(ist.Board("short-paths")).geometry
    x1, y1, x2, y2 = geo.border(7, 11)  # 7 above 11: a horizontal segment
    assert y1 == y2 and x2 - x1 == geo.cell
    assert geo.place_rect(7)[1] + geo.cell < y1 < geo.place_rect(11)[1]
    with pytest.raises(ValueError, match="not neighbours"):
        geo.border(7, 16)


def test_long_names_wrap_and_fit():
    lines, size = fit_name("Gemstone Dealer", 135, 16.5)
    assert lines == ("Gemstone", "Dealer")
    lines, _ = fit_name("Fountain", 135, 16.5)
    assert lines == ("Fountain",)
    lines, size = fit_name("Edelsteinhändler", 135, 16.5)
    assert len(lines) == 1 and size < 16.5


def test_render_imports_no_jupyter_package():
    code = ("import sys, istanbul_nb.render as r; r.svg(__import__('istanbul_nb').Board());"
            "bad = [m for m in ('ipywidgets', 'ipycanvas', 'matplotlib', 'IPython') "
            "if m in sys.modules]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_ist_render_loads_on_first_use():
    code = ("import sys, istanbul_nb as ist; before = 'istanbul_nb.render' in sys.modules;"
            "text = ist.render.svg(ist.Board('short-paths'));"
            "print(before, text.startswith('<svg'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "True"]
