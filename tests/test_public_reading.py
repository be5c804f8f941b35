"""Pictures, widgets, the table session and bots read a game only through its public face.

``istanbul_nb.render``, ``istanbul_nb.widgets``, ``istanbul_nb.session`` and
``istanbul_nb.bots`` may read what a Game offers (``pieces()``, ``player(seat)``, ``rules``,
``legal_actions()``, ``copy(dice=...)``, ``determinized(...)``...), never its state
(``game.state``), its fixed part (``game.env``) or the engine's internal modules: the engine can
then change how it keeps the table, and an expansion's figures and pieces appear in the picture
without an edit here. The first tests read the source with ``ast`` (so a module no test imports
is checked too); the others draw games with a figure and a piece the renderer was never told
about, and play the simulation lab on a game that offers nothing but the small game protocol.
"""

from __future__ import annotations

import ast
import copy
import json
import random
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from import_scan import imported, package_modules  # beside this file, on sys.path

import istanbul_nb as ist
from istanbul_nb.engine import register_expansion, unregister_expansion
from istanbul_nb.engine.ruleset import Figure, StatePart
from istanbul_nb.render.game_scene import game_scene, game_svg, state_lines

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "istanbul_nb"
CHECKED = ("render", "widgets", "bots", "session")

#: The engine modules these layers may import, and why.
PUBLIC_ENGINE = {
    "istanbul_nb.engine": "the package's public names (Game, Action, new_game, ...)",
    "istanbul_nb.engine.phases": "the phase names and plain_phase",
    "istanbul_nb.engine.actions": "Action, its kinds (KINDS) and IllegalAction",
    "istanbul_nb.engine.game": "the Game class, for type checks and hints",
    "istanbul_nb.expansions.letters.rules": "game_words: a Letters data text as this game has it "
                                        "(coffee only in the Great Bazaar)",
    "istanbul_nb.engine.position": "a position to read and think on (Game.position(), "
                                   "Game.scratch()): a bot's look-ahead without game copies",
    "istanbul_nb.engine.labels": "short button labels from an action's verb, arguments and the "
                                 "games' data",
}
#: Names that may be imported from ``istanbul_nb.engine`` itself (the package also re-exports
#: a data table, CARD_TITLES, which is the base game's and not a given game's).
PUBLIC_NAMES = {"Action", "Game", "IllegalAction", "MalformedAction", "PlayerView", "Ruleset",
                "new_game", "stage", "configurations", "available", "declared_slices"}
#: Attributes of a game that hold its internals.
PRIVATE_ATTRIBUTES = {"state", "env"}


class _Reads(ast.NodeVisitor):
    """(line, what) for every forbidden read in one module: ``x.state``, ``x.env``,
    ``getattr(x, "state")``, an import of an engine module outside ``PUBLIC_ENGINE`` (relative
    imports resolved, ``from pkg import mod`` counted as ``pkg.mod``) and an import of a
    non-public name from ``istanbul_nb.engine``."""

    def __init__(self, module: str, is_package: bool, modules: set[str]) -> None:
        self.package = module if is_package else module.rpartition(".")[0]
        self.modules = modules
        self.found: list[tuple[int, str]] = []

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if node.attr in PRIVATE_ATTRIBUTES:
            self.found.append((node.lineno, f"reads .{node.attr}"))
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if (isinstance(node.func, ast.Name) and node.func.id in ("getattr", "setattr")
                and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)
                and node.args[1].value in PRIVATE_ATTRIBUTES):
            self.found.append((node.lineno, f"{node.func.id}(..., {node.args[1].value!r})"))
        self.generic_visit(node)

    def _engine(self, node, target: str) -> None:
        if target.split(".")[:2] == ["istanbul_nb", "engine"] and target not in PUBLIC_ENGINE:
            self.found.append((node.lineno, f"imports {target}"))

    def visit_Import(self, node: ast.Import) -> None:
        for target in imported(node, self.package, self.modules):
            self._engine(node, target)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        targets = imported(node, self.package, self.modules)
        for alias, target in zip(node.names, targets, strict=True):
            self._engine(node, target)
            if target == "istanbul_nb.engine" and alias.name not in PUBLIC_NAMES:
                self.found.append((node.lineno, f"imports {alias.name} from the engine"))


def _modules() -> dict[str, Path]:
    return package_modules(ROOT)


def _reads(module: str, path: Path, source: str, modules: set[str]) -> list[tuple[int, str]]:
    visitor = _Reads(module, path.name == "__init__.py", modules)
    visitor.visit(ast.parse(source, str(path)))
    return visitor.found


def test_pictures_widgets_and_bots_read_only_the_public_game():
    modules = _modules()
    checked = [m for m in modules if m.split(".")[1:2] and m.split(".")[1] in CHECKED]
    assert len(checked) >= 15, checked  # the scan sees the three packages
    wrong = [f"{m}:{line} {what}"
             for m in checked
             for line, what in _reads(m, modules[m], modules[m].read_text("utf-8"),
                                      set(modules))]
    assert wrong == [], ("read the game through its public methods (pieces(), player(), "
                         "rules, copy(dice=...), determinized(), ...):\n" + "\n".join(wrong))


def test_the_checker_sees_every_kind_of_private_read():
    source = (
        "from ..engine import Game, CARD_TITLES\n"
        "from ..engine import rng\n"
        "from ..engine.data import GOODS\n"
        "import istanbul_nb.engine.places\n"
        "from ..engine.phases import MOVE\n"
        "def f(game):\n"
        "    game.state.script = [3, 4]\n"
        "    board = game.env.board\n"
        "    return getattr(game, 'state')\n"
    )
    modules = {"istanbul_nb.engine", "istanbul_nb.engine.rng", "istanbul_nb.engine.data",
               "istanbul_nb.engine.places", "istanbul_nb.engine.phases"}
    found = _reads("istanbul_nb.bots.x", Path("x.py"), source, modules)
    assert found == [
        (1, "imports CARD_TITLES from the engine"),
        (2, "imports istanbul_nb.engine.rng"),
        (3, "imports istanbul_nb.engine.data"),
        (4, "imports istanbul_nb.engine.places"),
        (7, "reads .state"),
        (8, "reads .env"),
        (9, "getattr(..., 'state')"),
    ]


# -- an expansion the renderer has never heard of ------------------------------------------------
@dataclass
class _Lamps:
    """A test expansion's state part: where its lamps stand (one neutral, one Blue's)."""

    places: list = field(default_factory=lambda: [9, 4])

    def copy(self) -> _Lamps:
        return _Lamps(self.places[:])

    def to_dict(self) -> dict:
        return {"places": list(self.places)}


def _nothing(st, env, why=None):
    return []


def _install_lamps(rules) -> None:
    rules.add_figure(Figure("lamplighter", "Lamplighter", _nothing, None, _nothing, None,
                            lambda st: 3, lambda st, place: None))
    rules.add_part(StatePart(
        "lamps", lambda st, env: _Lamps(), lambda d, c, st, env: _Lamps(list(d["places"])),
        pieces=lambda part: [{"kind": "lamp", "place": part.places[0], "seat": None,
                              "label": "L"},
                             {"kind": "lamp", "place": part.places[1], "seat": 1,
                              "label": "L"}]))


@pytest.fixture
def lamps():
    register_expansion("lamps", _install_lamps)
    yield
    unregister_expansion("lamps")


def ids_in(svg_text: str) -> dict[str, ET.Element]:
    return {el.get("id"): el for el in ET.fromstring(svg_text).iter() if el.get("id")}


def _title(el: ET.Element) -> str:
    t = el.find("{http://www.w3.org/2000/svg}title")
    return "" if t is None else t.text


def _words(el: ET.Element) -> list[str]:
    return ["".join(t.itertext()).strip() for t in el.iter("{http://www.w3.org/2000/svg}text")]


def test_an_unknown_figure_and_unknown_pieces_are_drawn(lamps):
    g = ist.new_game(players=3, seed=2, expansions=("lamps",))
    pcs = g.pieces()
    assert pcs["figures"]["lamplighter"] == {"place": 3, "title": "Lamplighter"}
    assert [p["kind"] for p in pcs["others"]] == ["lamp", "lamp"]
    ids = ids_in(game_svg(g))
    # the renderer's own figures keep their ids and words; the new one gets a neutral tag
    assert {"governor", "smuggler"} <= set(ids)
    fig = ids["figure-lamplighter"]
    assert _words(fig) == ["L"]  # the title's initial
    assert _title(fig) == "the Lamplighter at Spice Warehouse (3)"
    neutral, blues = ids["piece-lamp"], ids["piece-lamp-blue"]
    assert _title(neutral) == "the lamp (L) at Tea House (9)" and _words(neutral) == ["L"]
    assert _title(blues) == "Blue's lamp (L) at Fruit Warehouse (4)"
    text = "\n".join(state_lines(g))
    assert "the Lamplighter at Spice Warehouse (3)" in text
    assert ("Other pieces: Blue's lamp (L) at Fruit Warehouse (4) and the lamp (L) at Tea "
            "House (9).") in text
    # the pieces layer has them as groups, so they are laid out with the rest of the place
    groups = {s.id for s in game_scene(g).layers["pieces"]}
    assert {"figure-lamplighter", "piece-lamp", "piece-lamp-blue"} <= groups


def test_a_base_game_draws_no_extra_piece():
    ids = ids_in(game_svg(ist.new_game(players=3, seed=2)))
    assert not any(i.startswith(("figure-", "piece-")) for i in ids)
    assert "barrier" not in ids


def _with_barrier(g, a: int, b: int):
    """The same game with a barrier between a and b, through its save (no engine internals)."""
    d = json.loads(g.to_json())
    d["initial"]["barrier"] = [a, b]
    d["state"]["barrier"] = [a, b]
    return ist.Game.from_json(json.dumps(d))


def test_the_barrier_is_drawn_when_the_game_has_one():
    g = ist.new_game(players=3, seed=2)
    a, b = sorted((7, sorted(g.board.neighbours(7))[0]))
    h = _with_barrier(g, a, b)
    assert h.pieces()["barrier"] == [a, b] and h.barrier == (a, b)
    barrier = ids_in(game_svg(h))["barrier"]
    assert _title(barrier).startswith("barrier between Fabric Warehouse (2) and Fountain (7)")
    assert any(line.startswith("A barrier blocks the way between") for line in state_lines(h))


def test_an_expansion_painter_draws_a_place_s_markers():
    """A painter of a picture slice (``render.slices``) draws its places' markers, only in a
    game whose ruleset declares the slice, and only on places of the board being drawn."""
    import sys
    import types

    from istanbul_nb.render.game_scene import ruby_chip
    from istanbul_nb.render.slices import PICTURES, PictureSlice, PlacePainter

    def lantern(marks, number):
        marks.add(ruby_chip(f"lantern-{number}", *marks.info(number)[:2], 1, marks.chip,
                            marks.th, "a lantern"))

    name = "lantern_picture_for_public_reading"
    sys.modules[name] = types.ModuleType(name)
    PICTURES.register(name, PictureSlice(painters=(
        PlacePainter(9, lantern), PlacePainter("dark-corner", lantern, lambda data: [2, 99]))))
    register_expansion("lantern", lambda rules: None, slices={"picture": (name,)})
    try:
        ids = ids_in(game_svg(ist.new_game(players=3, seed=2, expansions=("lantern",))))
        assert {"lantern-9", "lantern-2"} <= set(ids) and "lantern-99" not in ids
        assert not any(i.startswith("lantern-") for i in ids_in(game_svg(
            ist.new_game(players=3, seed=2))))
    finally:
        unregister_expansion("lantern")
        PICTURES.unregister(name)
        del sys.modules[name]
    with pytest.raises(ValueError, match="places"):
        PlacePainter("nowhere", lantern)


def _toy():
    """The toy expansion of tests/engine (a place with its own verb, the Peddler, the runner)."""
    import importlib.util
    import sys

    name = "toy_for_public_reading"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            name, ROOT / "tests" / "engine" / "toy_expansion.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # its dataclasses look themselves up there
        spec.loader.exec_module(module)
    return sys.modules[name]


@pytest.fixture
def toy():
    module = _toy()
    register_expansion("toy", module.install)
    yield module
    unregister_expansion("toy")


def test_the_table_and_the_bots_play_an_expansion_s_own_verbs(toy):
    from istanbul_nb.bots import GreedyBot, MonteCarloBot, RandomBot, play_game
    from istanbul_nb.widgets import Table

    g = ist.stage(layout="mocha-first-game", expansions=("toy",), players=3,
                  seats={0: {"merchant": 17}}, phase="action", tokens={0: 2})
    assert [a.text for a in g.legal_actions()] == ["deal", "skip"]
    assert [b.description for b in Table(g).buttons] == ["Deal", "Skip the place action"]
    for bot in (GreedyBot(seed=1), MonteCarloBot(seed=1, playouts=2, phases=None),
                RandomBot(seed=1)):
        a, why = bot.explain(g)
        assert a in g.legal_actions() and why.startswith(f"{g.describe(a)} ({a})")
    ids = ids_in(game_svg(g))
    assert {"figure-peddler", "piece-runner"} <= set(ids)
    played = play_game([GreedyBot(seed=1), RandomBot(seed=2, eager=True)], seed=2,
                       make=lambda n, seed: ist.new_game(players=n, seed=seed,
                                                         layout="mocha-first-game",
                                                         expansions=("toy",)))
    assert played.game.is_over
    assert [sum(s.values()) for s in played.sources] == \
        [played.game.player(s).rubies for s in range(2)]


# -- bots: look-ahead copies through the public face -------------------------------------------
def test_hidden_copy_is_the_games_determinized_copy():
    from istanbul_nb.bots import hidden_copy

    g = ist.new_game(players=3, seed=4)
    h = hidden_copy(g, random.Random(5), 1)
    d = g.determinized(1, random.Random(5).getrandbits(64))
    assert h.to_json() == d.to_json()
    assert h.player(1).bonus_cards == g.player(1).bonus_cards


def test_outcomes_leave_no_probe_dice_behind():
    from istanbul_nb.bots.greedy import outcomes

    g = ist.new_game(players=3, seed=4)
    for a in g.legal_actions():
        for _, child in outcomes(g, a):
            assert child.scripted_dice == []
    tea = ist.stage(players=3, phase="action", seats={0: {"merchant": 9, "cards": []}},
                    governor=2, smuggler=2)
    rolls = [child for a in tea.legal_actions() if a.verb == "tea"
             for _, child in outcomes(tea, a)]
    assert len(rolls) > 11 and all(c.scripted_dice == [] for c in rolls)
    scripted = tea.copy(dice=[6, 6])
    (w, child), = outcomes(scripted, next(a for a in tea.legal_actions() if a.verb == "tea"))
    assert w == 1.0 and child.scripted_dice == []


# -- the simulation lab on another game ---------------------------------------------------------
class Race:
    """A game with nothing but the small protocol: take 1 or 2 from a pile; who takes the last
    wins."""

    def __init__(self, players: int, seed: int) -> None:
        self.players, self.pile, self.to_act = players, 5 + seed % 4, 0
        self.winner: int | None = None

    @property
    def is_over(self) -> bool:
        return self.pile == 0

    def legal_actions(self) -> list[str]:
        return [f"take {k}" for k in (1, 2) if k <= self.pile]

    def apply(self, action: str) -> None:
        if action not in self.legal_actions():
            raise ValueError(action)
        self.pile -= int(action.split()[1])
        if self.pile == 0:
            self.winner = self.to_act
        self.to_act = (self.to_act + 1) % self.players

    def returns(self) -> list[float]:
        return [1.0 if s == self.winner else 0.0 for s in range(self.players)]

    def ranking(self) -> list[int]:
        return sorted(range(self.players), key=lambda s: (s != self.winner, s))

    def copy(self) -> Race:
        return copy.deepcopy(self)


class Greedy:
    """Takes 2 whenever it can."""

    def choose(self, game):
        return game.legal_actions()[-1]

    def explain(self, game):
        return self.choose(game), "the most"


def test_the_simulation_lab_plays_any_game_on_the_protocol():
    from istanbul_nb.bots import RandomBot, play_game, simulate

    played = play_game([Greedy(), Greedy()], seed=3, make=Race)
    assert played.game.is_over and played.sources == [{}, {}] and played.actions >= 3
    r = simulate([Greedy(), RandomBot(seed=1)], 8, seed=2, progress=False, make=Race)
    assert len(r.rows) == 16
    for k in range(8):
        rows = [row for row in r.rows if row["game"] == k]
        assert sum(row["win_share"] for row in rows) == pytest.approx(1.0)
        assert sorted(row["rank"] for row in rows) == [1, 2]
    assert set(r.win_rate_by_bot()) == {"Greedy", "Random"}
    assert "rubies" not in r.rows[0] and r.mean_rounds() == 0.0
    assert "8 games" in str(r) and "rubies from" not in str(r)
    assert r.replay(3).returns() == [row["win_share"] > 0 for row in r.rows
                                     if row["game"] == 3]
