"""The layering promise of DESIGN.md, and that the package ships what it needs.

The rules core and the board must run in plain Python (bots, scripts, JupyterLite), so importing
them may not pull in Jupyter, widgets or plotting. Imports only point down the layers (read from
the source with ``ast``, so a module that is never imported in a test is checked too). The
layouts live at the repository's top and reach the wheel only through hatch's force-include, so
a wheel is built and used outside the repo (marked ``slow``: ``make test-all`` and CI run it).
"""

from __future__ import annotations

import ast
import importlib.util
import json
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from import_scan import imported, package_modules  # beside this file, on sys.path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "istanbul_nb"

CORE = ["istanbul_nb", "istanbul_nb.places", "istanbul_nb.layouts", "istanbul_nb.board",
        "istanbul_nb.analysis", "istanbul_nb.core"]


def _present(module: str) -> bool:
    """True when ``module`` exists in this checkout (the engine is being written alongside)."""
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def test_core_imports_no_jupyter_widgets_or_plotting(heavy_imports):
    # The engine and the bots are written alongside; check each as soon as it exists.
    modules = CORE + [m for m in ("istanbul_nb.engine", "istanbul_nb.bots") if _present(m)]
    assert heavy_imports("".join(f"import {m}\n" for m in modules)) == []


def test_answering_board_questions_imports_nothing_heavy(heavy_imports):
    code = (
        "import istanbul_nb as ist\n"
        "b = ist.Board('short-paths').with_barrier(7, 2)\n"
        "b.moves(7); b.reachable(7, 'move-3-4'); ist.analysis.barrier_impact(b)\n"
        "ist.layouts.random_layout('great-bazaar', seed=1)\n"
    )
    assert heavy_imports(code) == []


@pytest.mark.skipif(not _present("istanbul_nb.render.svg"),
                    reason="istanbul_nb.render.svg is not written yet")
def test_static_svg_imports_no_jupyter_widgets_or_plotting(heavy_imports):
    # A Board shows itself as SVG in nbviewer and on GitHub; drawing it must stay light.
    code = (
        "import istanbul_nb as ist\n"
        "ist.Board('short-paths')._repr_svg_()\n"
    )
    assert heavy_imports(code) == []


def test_the_widgets_are_only_imported_when_asked_for():
    code = "import sys, istanbul_nb; print('istanbul_nb.widgets' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert out.stdout.strip() == "False"


def test_the_wheel_is_configured_to_ship_the_layouts():
    """The fast half of the wheel test below: hatch is told to put layouts/ where
    ``istanbul_nb.layouts`` looks for them (``istanbul_nb/data/layouts``)."""
    wheel = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    wheel = wheel["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert wheel["packages"] == ["istanbul_nb"]
    assert wheel["force-include"]["layouts"] == "istanbul_nb/data/layouts"
    assert wheel["force-include"]["notebooks"] == "istanbul_nb/data/lessons"
    assert any((ROOT / "layouts").glob("*.json"))


def test_the_package_requires_only_what_it_imports():
    """``pip install istanbul_nb`` brings no plotting or notebook stack: the runtime dependencies
    are exactly the third-party packages the package's modules import (the optional ones,
    imported inside a function and guarded, such as tqdm and pandas, are extras)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    names = {re.split(r"[<>=!~\[; ]", dep, maxsplit=1)[0].lower()
             for dep in project["dependencies"]}
    assert names == {"networkx", "ipywidgets", "ipycanvas"}
    assert all("<" not in dep for dep in project["dependencies"]), "no caps without a reason"
    assert {"jupyterlab", "matplotlib", "tqdm", "voila"} <= {
        re.split(r"[<>=!~\[; ]", dep, maxsplit=1)[0].lower()
        for dep in project["optional-dependencies"]["lab"]}
    assert project["license"] == "MIT" and (ROOT / "LICENSE").is_file()
    assert (ROOT / "istanbul_nb" / "py.typed").is_file()


@pytest.mark.slow
def test_a_built_wheel_ships_the_layouts_and_works_outside_the_repo(tmp_path):
    """Build the wheel, install it into a plain folder, and load every layout from there."""
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(ROOT)],
        check=True, cwd=tmp_path, capture_output=True,
    )
    (wheel,) = wheels.glob("istanbul_nb-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for path in sorted((ROOT / "layouts").glob("*.json")):
        assert f"istanbul_nb/data/layouts/{path.name}" in names
    for path in sorted((ROOT / "istanbul_nb").rglob("*.json")):
        assert path.relative_to(ROOT).as_posix() in names
    for path in sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")):
        assert f"istanbul_nb/data/lessons/{path.name}" in names
    assert "istanbul_nb/py.typed" in names
    meta = zipfile.ZipFile(wheel).read(
        next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert "License-Expression: MIT" in meta
    required = sorted(line.split()[1].split(">")[0] for line in meta.splitlines()
                      if line.startswith("Requires-Dist:") and "extra ==" not in line)
    assert required == ["ipycanvas", "ipywidgets", "networkx"]

    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target),
         str(wheel)],
        check=True, capture_output=True,
    )
    code = (
        "import json, istanbul_nb as ist\n"
        "print(json.dumps({'file': ist.__file__, 'names': ist.layouts.names(),\n"
        "                  'moves': sorted(ist.Board('short-paths').moves(7))}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=tmp_path, env={"PYTHONPATH": str(target)})
    got = json.loads(out.stdout)
    assert got["file"].startswith(str(target))
    assert got["names"] == sorted(p.stem for p in (ROOT / "layouts").glob("*.json"))
    assert got["moves"] == [1, 2, 3, 4, 5, 6, 9, 11, 12, 14]


# -- the import direction between layers ---------------------------------------------------------
# DESIGN.md "Layers (imports only point down)", as the packages of istanbul_nb. The first matching
# prefix names a module's layer; the package's __init__ (``import istanbul_nb as ist``) is the
# facade: it re-exports the base and the engine (``ist.render`` loads through importlib in its
# __getattr__, which is no import statement), so it ranks with the engine and no layer below
# may import it.
LAYER_OF = {
    "istanbul_nb.core": "core",
    # the languages lie below everything that speaks (i18n imports nothing of the kit)
    "istanbul_nb.i18n": "core",
    # the save hook of the kit's Jupyter server extension works on plain notebook dicts
    "istanbul_nb.saved_pictures": "core",
    "istanbul_nb.data": "base",
    "istanbul_nb.places": "base",
    "istanbul_nb.layouts": "base",
    "istanbul_nb.board": "base",
    "istanbul_nb.analysis": "base",
    "istanbul_nb.choose_write": "choose_write",
    "istanbul_nb.engine": "engine",
    "istanbul_nb.bots": "bots",
    # the post-game review: the bots' analysis of a played game (matplotlib only in plot())
    "istanbul_nb.game_review": "bots",
    # the AI lab's environments rank with the bots (DESIGN.md: "rl (the [rl] extra)")
    "istanbul_nb.rl": "bots",
    "istanbul_nb.render": "render",
    "istanbul_nb.session": "session",
    "istanbul_nb.widgets": "widgets",
    "istanbul_nb.cli": "cli",
    "istanbul_nb.cli_play": "cli",
    "istanbul_nb.__main__": "cli",
}
FACADE = "istanbul_nb"

# An expansion's or variant's folder (istanbul_nb/expansions/<name>/) holds a module for each
# layer it adds to: by the module's name within the folder, ``picture`` ranks with render,
# ``panel`` with the session (its rows are data of the table session, which the widgets draw),
# ``strategy`` with the bots, and every other module (its rules,
# state, places, cards, labels, ``__init__``) with the engine. So a folder's rules may not
# import its picture, nor its picture its panel: the layers' order holds inside it.
EXPANSIONS = "istanbul_nb.expansions"
EXPANSION_LAYER = {"picture": "render", "panel": "session", "strategy": "bots"}

# What each layer may import besides itself. bots and render both stand on the engine and do not
# import each other (a bot draws nothing; a picture needs no bot); the widgets use both.
# choose_write is its own game on the same protocol: it shares with the engine only what lies
# below both (the base), so it imports nothing of the engine, whose package __init__ alone would
# load every rules module.
# core (istanbul_nb/core) lies below both games: what they share (the one IllegalAction, the
# save envelope), so it imports neither of them, nor anything else of the kit.
MAY_IMPORT = {
    "core": set(),
    "base": {"core"},
    "choose_write": {"core", "base"},
    "engine": {"core", "base"},
    "bots": {"core", "base", "engine", "choose_write"},
    "render": {"core", "base", "engine", "choose_write"},
    # a game at a table, headless (undo, replay, hints, what a click means, every sentence):
    # the widgets draw it, the app and the command line may drive it; no widget, no Jupyter
    "session": {"core", "base", "engine", "choose_write", "bots", "render"},
    "widgets": {"core", "base", "engine", "choose_write", "bots", "render", "session"},
    # the command line draws and simulates from a terminal: no widget, no Jupyter
    "cli": {"core", "base", "engine", "choose_write", "bots", "render", "session"},
}

# Imports inside a function count like any other (deferring one hides a dependency, it does not
# remove it). The known exceptions, by (module, function, imported module or package), each with
# its reason; an upward import anywhere else fails.
SVG_HOOK = ("a Board or a Game shows itself as SVG in a notebook, on GitHub and in nbviewer "
            "(DESIGN.md); the renderer is imported on that call only, so importing the board "
            "or the engine never loads it")
UPWARD_EXCEPTIONS = {
    ("istanbul_nb.board", "Board._repr_svg_", "istanbul_nb.render"): SVG_HOOK,
    ("istanbul_nb.engine.game", "Game._repr_svg_", "istanbul_nb.render"): SVG_HOOK,
    ("istanbul_nb.engine.game", "Game.svg", "istanbul_nb.render"): SVG_HOOK
    + "; ``svg`` is part of the game protocol (DESIGN.md, Engine model)",
    ("istanbul_nb.choose_write.game", "Game._repr_svg_", "istanbul_nb.render"): SVG_HOOK,
    ("istanbul_nb.choose_write.game", "Game.svg", "istanbul_nb.render"): SVG_HOOK
    + "; ``svg`` is part of the game protocol (DESIGN.md, Engine model)",
    ("istanbul_nb.choose_write.game", "SheetView._repr_svg_", "istanbul_nb.render"): SVG_HOOK
    + "; a Choose & Write sheet (``g.sheet(i)``) shows itself as its Game Plan",
    ("istanbul_nb.choose_write.game", "SheetView.svg", "istanbul_nb.render"): SVG_HOOK
    + "; a Choose & Write sheet (``g.sheet(i)``) shows itself as its Game Plan",
}


def _modules() -> dict[str, Path]:
    return package_modules(ROOT)


def _layer(module: str) -> str | None:
    if module == FACADE:
        return "engine"
    if module == EXPANSIONS or module.startswith(EXPANSIONS + "."):
        inside = module.split(".")[3:4]             # istanbul_nb.expansions.<name>.<module>
        return EXPANSION_LAYER.get(inside[0], "engine") if inside else "engine"
    for prefix, layer in LAYER_OF.items():
        if module == prefix or module.startswith(prefix + "."):
            return layer
    return None


class _Imports(ast.NodeVisitor):
    """(line, enclosing function's qualified name or "", imported module) of every import of
    istanbul_nb in one module, relative imports resolved; ``from pkg import name`` counts as
    ``pkg.name`` when that is a module."""

    def __init__(self, module: str, is_package: bool, known: set[str]) -> None:
        self.package = module if is_package else module.rpartition(".")[0]
        self.known, self.scope, self.found = known, [], []

    def _in_scope(self, node) -> None:
        self.scope.append(node.name)
        self.generic_visit(node)
        self.scope.pop()

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _in_scope

    def _add(self, node, target: str) -> None:
        if target == FACADE or target.startswith(FACADE + "."):
            self.found.append((node.lineno, ".".join(self.scope), target))

    def visit_Import(self, node: ast.Import) -> None:
        for target in imported(node, self.package, self.known):
            self._add(node, target)

    visit_ImportFrom = visit_Import


def _imports() -> list[tuple[str, int, str, str]]:
    """(module, line, function, imported module) for every import of istanbul_nb in it."""
    modules = _modules()
    found = []
    for module, path in modules.items():
        visitor = _Imports(module, path.name == "__init__.py", set(modules))
        visitor.visit(ast.parse(path.read_text("utf-8"), str(path)))
        found += [(module, line, scope, target) for line, scope, target in visitor.found]
    return found


def _excepted(module: str, scope: str, target: str) -> bool:
    return any(module == m and scope == f and (target == t or target.startswith(t + "."))
               for m, f, t in UPWARD_EXCEPTIONS)


def test_every_module_belongs_to_a_layer():
    loose = [m for m in _modules() if m != FACADE and _layer(m) is None]
    assert loose == [], (f"{loose}: add the new package to LAYER_OF in this file (and to "
                         "DESIGN.md's layers), so its imports are checked")


def test_imports_only_point_down_the_layers():
    wrong = []
    for module, line, scope, target in _imports():
        if module == FACADE:
            continue  # the facade re-exports; what it may load eagerly is tested above
        mine, theirs = _layer(module), _layer(target)
        if theirs is None or theirs == mine or theirs in MAY_IMPORT[mine]:
            continue
        if not _excepted(module, scope, target):
            where = f"{module}:{line}" + (f" in {scope}" if scope else "")
            what = "the package facade, which loads the engine" if target == FACADE else theirs
            wrong.append(f"{where} ({mine}) imports {target} ({what})")
    assert wrong == [], "imports that point up or across the layers:\n" + "\n".join(wrong)


# The rest of the kit reaches an expansion only by name (``lazy_install`` and ``slices=`` in
# engine/__init__.py, ``Ruleset.slices`` in each layer), never by an import: so ``import
# istanbul_nb`` loads none, a game loads only its own, and a new expansion needs no edit of a
# layer. Known exceptions, by (module, function, imported module), each with its reason: none
# (the Great Bazaar's reading of pre-R9 saves is a registered save migration, loaded by name).
EXPANSION_IMPORT_EXCEPTIONS: dict[tuple[str, str, str], str] = {}


def _expansion_imports(found) -> list[str]:
    """The imports of an expansion's module by a module outside istanbul_nb.expansions that
    are not known exceptions, as "module:line imports target"."""
    wrong = []
    for module, line, scope, target in found:
        if module == EXPANSIONS or module.startswith(EXPANSIONS + "."):
            continue
        if not (target == EXPANSIONS or target.startswith(EXPANSIONS + ".")):
            continue
        if any(module == m and scope == f and (target == t or target.startswith(t + "."))
               for m, f, t in EXPANSION_IMPORT_EXCEPTIONS):
            continue
        where = f"{module}:{line}" + (f" in {scope}" if scope else "")
        wrong.append(f"{where} imports {target}")
    return wrong


def test_an_expansions_modules_rank_with_the_layer_they_add_to():
    modules = _modules()
    folders = sorted({m.split(".")[2] for m in modules if m.startswith(EXPANSIONS + ".")})
    assert {"mocha", "letters", "great_bazaar", "neutral_assistants",
            "caravan_leader"} <= set(folders)
    assert _layer(f"{EXPANSIONS}.mocha.picture") == "render"
    assert _layer(f"{EXPANSIONS}.mocha.panel") == "session"
    assert _layer(f"{EXPANSIONS}.mocha.strategy") == "bots"
    assert _layer(f"{EXPANSIONS}.mocha") == _layer(f"{EXPANSIONS}.mocha.tavern") == "engine"
    assert _layer(EXPANSIONS) == "engine"
    # every slice module the kit declares lives in an expansion's folder, in its layer's file
    from istanbul_nb.engine import available, declared_slices
    for name in available():
        for layer, declared in declared_slices(name).items():
            for module in declared:
                assert module in modules and module.startswith(EXPANSIONS + "."), module
                assert _layer(module) == {"picture": "render", "panel": "session",
                                          "strategy": "bots"}[layer], module


def test_no_layer_imports_an_expansion():
    wrong = _expansion_imports(_imports())
    assert wrong == [], ("modules outside istanbul_nb.expansions that import an expansion "
                         "(reach it by name through Ruleset.slices or lazy_install):\n"
                         + "\n".join(wrong))


def test_the_expansion_checks_fail_on_a_violation():
    """Both checks above, fed made-up imports: a widget importing Mocha's panel, an engine
    module importing Letters' rules, and Mocha's rules importing its own picture."""
    found = [("istanbul_nb.widgets.table", 3, "", f"{EXPANSIONS}.mocha.panel"),
             ("istanbul_nb.engine.game", 9, "Game.f", f"{EXPANSIONS}.letters.rules"),
             ("istanbul_nb.engine.save", 1, "loads", f"{EXPANSIONS}.great_bazaar"),
             (f"{EXPANSIONS}.letters.picture", 2, "", f"{EXPANSIONS}.mocha.picture")]
    assert _expansion_imports(found) == [
        f"istanbul_nb.widgets.table:3 imports {EXPANSIONS}.mocha.panel",
        f"istanbul_nb.engine.game:9 in Game.f imports {EXPANSIONS}.letters.rules",
        f"istanbul_nb.engine.save:1 in loads imports {EXPANSIONS}.great_bazaar"]
    rules, picture = _layer(f"{EXPANSIONS}.mocha.rules"), _layer(f"{EXPANSIONS}.mocha.picture")
    assert picture not in MAY_IMPORT[rules]          # the rules may not import the picture
    assert _layer(f"{EXPANSIONS}.mocha.panel") not in MAY_IMPORT[picture]


def test_choose_write_never_imports_the_engine():
    """Choose & Write plays on the same protocol with its own rules: none of its modules may
    import ``istanbul_nb.engine`` or anything in it, at any level, without exception (importing
    any engine module runs the engine's __init__, which loads every rules module). Put what
    both games share below both. Checked as soon as ``istanbul_nb/choose_write`` exists."""
    if not any(m == "istanbul_nb.choose_write" or m.startswith("istanbul_nb.choose_write.")
               for m in _modules()):
        pytest.skip("istanbul_nb.choose_write is not written yet; the rule applies once it is")
    wrong = [f"{module}:{line} imports {target}"
             for module, line, _, target in _imports()
             if module.split(".")[:2] == ["istanbul_nb", "choose_write"]
             and (target == FACADE or target.split(".")[:2] == ["istanbul_nb", "engine"])]
    assert wrong == [], "Choose & Write imports the engine (or the facade, which loads it):\n" + (
        "\n".join(wrong))


def test_the_shared_core_imports_neither_game():
    """``istanbul_nb.core`` holds what both games share (the one ``IllegalAction``, the save
    envelope): it imports neither game nor any other part of the kit, at any level, so both
    games can stand on it and it never loads a rules module."""
    modules = [m for m in _modules() if _layer(m) == "core"]
    assert "istanbul_nb.core.errors" in modules and "istanbul_nb.core.saves" in modules
    wrong = [f"{module}:{line} imports {target}" for module, line, _, target in _imports()
             if module in modules and _layer(target) != "core"]
    assert wrong == [], "the shared core imports the kit above it:\n" + "\n".join(wrong)


def test_both_games_raise_the_one_illegal_action_of_the_core():
    from istanbul_nb import choose_write as cw
    from istanbul_nb.core.errors import IllegalAction
    from istanbul_nb.engine.actions import IllegalAction as engine_illegal

    assert engine_illegal is IllegalAction and cw.IllegalAction is IllegalAction


def test_the_import_check_sees_relative_function_level_and_facade_imports(tmp_path):
    """The checker itself, on a made-up package: every form of import is resolved."""
    pkg = tmp_path / "istanbul_nb"
    (pkg / "engine").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "board.py").write_text("")
    (pkg / "engine" / "__init__.py").write_text("from . import game\n")
    (pkg / "engine" / "game.py").write_text(
        "from ..board import Board\n"
        "from .. import board\n"
        "import istanbul_nb.render.svg\n"
        "class Game:\n"
        "    def _repr_svg_(self):\n"
        "        from ..render import svg\n"
    )
    found = []
    for module, is_package, path in [("istanbul_nb.engine", True, pkg / "engine/__init__.py"),
                                     ("istanbul_nb.engine.game", False, pkg / "engine/game.py")]:
        visitor = _Imports(module, is_package, {"istanbul_nb.board", "istanbul_nb.engine.game"})
        visitor.visit(ast.parse(path.read_text()))
        found += [(module, *row) for row in visitor.found]
    assert found == [
        ("istanbul_nb.engine", 1, "", "istanbul_nb.engine.game"),
        ("istanbul_nb.engine.game", 1, "", "istanbul_nb.board"),
        ("istanbul_nb.engine.game", 2, "", "istanbul_nb.board"),
        ("istanbul_nb.engine.game", 3, "", "istanbul_nb.render.svg"),
        ("istanbul_nb.engine.game", 6, "Game._repr_svg_", "istanbul_nb.render"),
    ]
    assert _excepted("istanbul_nb.engine.game", "Game._repr_svg_", "istanbul_nb.render")
    assert not _excepted("istanbul_nb.engine.game", "", "istanbul_nb.render.svg")
    assert _layer("istanbul_nb") == "engine" and _layer("istanbul_nb.engine.game") == "engine"


@pytest.mark.slow
def test_the_distributions_pass_twine_check(tmp_path):
    """What ``make dist`` makes is what PyPI accepts: metadata, licence file, readme rendering."""
    out = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
                   check=True, capture_output=True, cwd=tmp_path)
    files = sorted(str(p) for p in out.iterdir())
    assert sorted(Path(f).suffix for f in files) == [".gz", ".whl"]
    check = subprocess.run([sys.executable, "-m", "twine", "check", "--strict", *files],
                           capture_output=True, text=True, cwd=tmp_path)
    assert check.returncode == 0, check.stdout + check.stderr
