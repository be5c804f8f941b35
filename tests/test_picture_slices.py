"""The picture is built per game from its ruleset (``render.slices``): ``game_scene`` loops over
the game's picture slices, imports no expansion's picture module, and two games with different
expansions drawn one after the other, or interleaved, in one process give the SVGs each gives
drawn alone in a fresh interpreter."""

from __future__ import annotations

import ast
import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

import istanbul_nb as ist
from istanbul_nb.render.game_scene import game_svg, state_lines
from istanbul_nb.render.slices import (
    PICTURES,
    Picture,
    PictureSlice,
    PlacePainter,
    StackBadge,
    build_picture,
)

ROOT = Path(__file__).resolve().parent.parent
RENDER = ROOT / "istanbul_nb" / "render"
#: the picture slices of the kit's expansions and variants (engine/__init__.py declares them)
SLICE_MODULES = {"mocha", "letters", "variants"}

#: one game of each family: (players, expansions, variants, seed, random actions played)
GAMES = [
    (3, (), (), 2, 20),
    (4, ("mocha",), (), 3, 30),
    (2, ("letters",), ("neutral_assistants",), 4, 25),
    (5, ("mocha", "letters"), ("caravan_leader", "great_bazaar"), 5, 15),
]

PLAY = """
import random
import istanbul_nb as ist

def play(players, expansions, variants, seed, steps):
    g = ist.new_game(players=players, seed=seed, expansions=expansions, variants=variants)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g
"""


def _play(players, expansions, variants, seed, steps):
    space: dict = {}
    exec(PLAY, space)
    return space["play"](players, expansions, variants, seed, steps)


def _alone(spec) -> str:
    """The SVG of one game drawn in a fresh interpreter that draws nothing else."""
    code = (PLAY + f"\nimport sys\nsys.stdout.write(play(*{spec!r}).svg())\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout


def test_games_drawn_in_turn_and_interleaved_draw_as_each_drawn_alone():
    alone = [_alone(spec) for spec in GAMES]
    games = [_play(*spec) for spec in GAMES]
    # one after the other, then interleaved with a copy moving on, then backwards
    assert [game_svg(g) for g in games] == alone
    moved = [g.copy() for g in games]
    for g in moved:
        if not g.is_over:
            g.apply(g.legal_actions()[0])
    mixed = []
    for g, h in zip(games, moved, strict=True):
        mixed.append(game_svg(g))
        game_svg(h)
    assert mixed == alone
    assert [game_svg(g) for g in reversed(games)] == alone[::-1]
    assert len(set(alone)) == len(alone)


def test_a_base_game_loads_no_expansion_picture():
    code = ("import sys, istanbul_nb as ist\n"
            "ist.new_game(players=3).svg()\n"
            "print(sorted(m for m in sys.modules if m.startswith('istanbul_nb.render.')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT)
    assert out.returncode == 0, out.stderr[-2000:]
    loaded = {m.rpartition(".")[2] for m in json.loads(out.stdout.replace("'", '"'))}
    assert "game_scene" in loaded and not loaded & SLICE_MODULES


def test_render_core_imports_no_expansion_picture():
    """Only ``PICTURES.for_rules`` imports a slice module: no module of render's core imports
    one (a slice module may import another slice's helpers, e.g. letters uses Mocha's †)."""
    wrong = []
    for path in sorted(RENDER.glob("*.py")):
        if path.stem in SLICE_MODULES:
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom):
                names = {node.module or ""} | {a.name for a in node.names}
                if {n.rpartition(".")[2] for n in names} & SLICE_MODULES:
                    wrong.append(f"{path.name}:{node.lineno}")
            elif isinstance(node, ast.Import):
                if {a.name.rpartition(".")[2] for a in node.names} & SLICE_MODULES:
                    wrong.append(f"{path.name}:{node.lineno}")
    assert wrong == []


def test_a_games_picture_is_built_once_frozen_and_its_own():
    mocha = ist.new_game(players=3, expansions=("mocha",)).rules
    letters = ist.new_game(players=3, expansions=("letters",)).rules
    base = ist.new_game(players=3).rules
    assert build_picture(mocha) is build_picture(mocha)
    assert build_picture(base) == Picture()
    assert [p.key for p in build_picture(mocha).painters] == ["guild_hall", "tavern",
                                                              "coffee_house"]
    assert [p.key for p in build_picture(letters).painters] == ["kiosk", "auction_house",
                                                                "secret_society"]
    assert "courier" not in build_picture(mocha).figure_looks
    with pytest.raises(dataclasses.FrozenInstanceError):
        build_picture(mocha).strips = ()  # type: ignore[misc]
    with pytest.raises(TypeError):
        build_picture(mocha).figure_looks["x"] = ("X", "#000")  # type: ignore[index]
    both = build_picture(ist.new_game(players=3, expansions=("mocha", "letters"),
                                      variants=("great_bazaar",)).rules)
    assert both.strips == (build_picture(mocha).strips + build_picture(letters).strips
                           + PICTURES.for_rules(ist.new_game(
                               players=3, variants=("neutral_assistants",)).rules)[0].strips)


def test_the_neutral_assistants_badge_comes_from_the_variants_slice():
    g = ist.new_game(players=3, variants=("neutral_assistants",))
    badges = build_picture(g.rules).stack_badges
    assert len(badges) == 1 and build_picture(ist.new_game(players=3).rules).stack_badges == ()
    view = g.player(0)
    view.neutral_assistants = 2
    assert badges[0](view) == StackBadge(2, "neutral", "2 neutral assistants in the stack",
                                         " (2 of them neutral)")
    view.neutral_assistants = 0
    assert badges[0](view) is None
    lines, svg = state_lines(g), game_svg(g)
    counts = [g.player(s).neutral_assistants for s in range(3)]
    assert any(counts)
    for seat, n in enumerate(counts):
        colour = g.player(seat).colour
        assert (f"({n} of them neutral)" in lines[seat]) == bool(n)
        assert (f'id="merchant-{colour}-neutral"' in svg) == bool(n)


def test_a_slice_is_checked_where_it_is_made():
    with pytest.raises(ValueError, match="places"):
        PlacePainter("kind-without-places", lambda mk, n: None)
    with pytest.raises(ValueError, match="kind or number"):
        PlacePainter(True, lambda mk, n: None)
    s = PictureSlice(figure_looks={"x": ("X", "#000")}, drawn_kinds={"y"})  # type: ignore[arg-type]
    assert isinstance(s.drawn_kinds, frozenset)
    with pytest.raises(TypeError):
        s.figure_looks["z"] = ("Z", "#000")  # type: ignore[index]
