"""The toy expansion paints its own picture (``tests/engine/toy_picture.py``) with no edit under
``istanbul_nb/``: it is declared at registration (``slices={"picture": ("toy_picture",)}``)
and ``game_scene`` draws it through ``render.slices.build_picture(game.rules)``.

Files this test touches: ``toy_picture.py`` and this file (``toy_expansion.py`` is read only).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import toy_expansion as toy  # beside this file (pytest puts its folder on sys.path)

import istanbul_nb as ist
from istanbul_nb.engine import register_expansion, unregister_expansion
from istanbul_nb.render.game_scene import game_svg, state_lines
from istanbul_nb.render.slices import build_picture

LAYOUT = "mocha-first-game"


@pytest.fixture(scope="module", autouse=True)
def toy_registered():
    register_expansion("toy", toy.install, slices={"picture": ("toy_picture",)})
    yield
    unregister_expansion("toy")


def ids(svg: str) -> set[str]:
    return set(re.findall(r' id="([^"]+)"', svg))


def title_of(svg: str, pid: str) -> str:
    m = re.search(rf'<g id="{re.escape(pid)}"[^>]*>\s*<title>([^<]*)</title>', svg)
    assert m, pid
    return m.group(1)


def toy_game(**kw):
    kw.setdefault("players", 3)
    return ist.stage(layout=LAYOUT, expansions=("toy",), **kw)


def test_the_picture_lives_under_tests_only():
    import toy_picture

    here = Path(__file__).resolve().parent
    assert Path(toy_picture.__file__).resolve().parent == here
    rules = toy_game().rules
    assert rules.slices == {"picture": ("toy_picture",)}
    assert build_picture(rules).figure_looks == {"peddler": ("Ped", toy_picture.PEDDLER_FILL)}


def test_the_toy_paints_a_strip_a_place_its_runner_and_the_peddler():
    g = toy_game(tokens={0: 2, 2: 1})
    svg = game_svg(g)
    colours = [g.player(s).colour for s in range(3)]
    assert {f"toy-tokens-{c}" for c in colours} | {"toy-note", "toy-deal-price",
                                                    "toy-runner", "peddler"} <= ids(svg)
    assert title_of(svg, f"toy-tokens-{colours[0]}").endswith("has 2 tokens")
    assert title_of(svg, f"toy-tokens-{colours[1]}").endswith("has 0 tokens")
    assert ">Token bank: 9<" in svg
    assert title_of(svg, "toy-runner") == "the runner at Coffee House (20)"
    # the runner is drawn its own way: no plain hexagon for it; the Peddler has its look
    assert "piece-runner" not in ids(svg) and "figure-peddler" not in ids(svg)
    assert ">Ped<" in svg
    assert any(line.startswith("Tokens: ") and line.endswith("the bank holds 9.")
               for line in state_lines(g))


def test_the_strip_takes_room_under_or_beside_the_board():
    g = toy_game()
    plain = ist.new_game(players=3, seed=1)
    height = re.compile(r'viewBox="0 0 ([\d.]+) ([\d.]+)"')
    (w0, h0), = height.findall(game_svg(plain))
    (w1, h1), = height.findall(game_svg(g))
    assert float(h1) > float(h0)                   # under the board
    (w2, h2), = height.findall(game_svg(g, beside=True))
    assert float(w2) > float(w1)                   # a column right of the board


def test_a_base_game_drawn_between_two_toy_pictures_shares_nothing():
    g = toy_game(tokens={1: 3})
    before = game_svg(g)
    base = game_svg(ist.new_game(players=3, seed=2))
    assert not any(i.startswith("toy-") for i in ids(base)) and "peddler" not in base
    assert game_svg(g) == before
    assert build_picture(ist.new_game(players=3).rules).strips == ()
