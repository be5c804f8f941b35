"""The engine's public surface is declared: every module of ``istanbul_nb.engine`` has an
``__all__``, and every name another module (of the kit, its tests, lessons, bench or scripts)
imports from an engine module, or reads off it as ``module.name``, is in that ``__all__``. So a
contributor sees at the top of a module what the rest of the kit relies on, and a private name
(``_x``) never crosses a module.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import subprocess
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _files() -> list[Path]:
    out = subprocess.run(["git", "ls-files", "*.py"], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.split()
    return [ROOT / f for f in out]


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _uses() -> dict[str, set[tuple[str, str]]]:
    """module -> {(name, where)} for every ``from module import name`` and ``alias.name``."""
    uses: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for path in _files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        me = _module(path)
        pkg = me if path.name == "__init__.py" else me.rpartition(".")[0]
        where = str(path.relative_to(ROOT))
        alias: dict[str, str] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = pkg.split(".")[: len(pkg.split(".")) - (node.level - 1)]
                    mod = ".".join(base + ([node.module] if node.module else []))
                else:
                    mod = node.module or ""
                for a in node.names:
                    uses[mod].add((a.name, where))
                    alias[a.asname or a.name] = f"{mod}.{a.name}"
            elif isinstance(node, ast.Import):
                for a in node.names:
                    if a.asname:
                        alias[a.asname] = a.name
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                    and node.value.id in alias:
                uses[alias[node.value.id]].add((node.attr, where))
    return uses


def _engine_modules() -> list[str]:
    """The engine's modules and the expansions' rules modules, which rank with it (an
    expansion's picture, panel and strategy rank with render, the widgets and the bots)."""
    rules = [p for p in (ROOT / "istanbul_nb" / "expansions").rglob("*.py")
             if p.stem not in ("picture", "panel", "strategy")]
    return sorted(_module(p) for p in [*(ROOT / "istanbul_nb" / "engine").rglob("*.py"), *rules])


def test_every_engine_module_declares_its_public_names():
    missing = [m for m in _engine_modules() if not hasattr(importlib.import_module(m), "__all__")]
    assert missing == []


def test_what_other_modules_use_of_the_engine_is_in_its_all():
    uses = _uses()
    wrong = []
    for m in _engine_modules():
        module = importlib.import_module(m)
        public = set(module.__all__)
        is_package = Path(module.__file__ or "").name == "__init__.py"
        for name, where in sorted(uses.get(m, ())):
            if _module(ROOT / where) == m or name in public:
                continue
            if name.startswith("_") and where.startswith("tests/"):
                continue                      # a test of a private helper, in its own test
            if name.startswith("_"):
                wrong.append(f"{where} imports the private {m}.{name}: make it public or keep "
                             "it in its module")
                continue
            if is_package and importlib.util.find_spec(f"{m}.{name}") is not None:
                continue                      # a submodule: ``from . import rng``
            if not hasattr(module, name):     # not a name of the module (an attribute of one)
                continue
            wrong.append(f"{where} uses {m}.{name}, which is not in its __all__")
    assert wrong == []


def test_no_private_name_crosses_a_module_of_the_kit():
    """Outside the engine too: a module of ``istanbul_nb`` imports no ``_name`` of another one
    (``from .greedy import _barrier_cover`` was one); a private name is its module's own.
    ``i18n._`` is the one public name with an underscore: gettext's marker for a message."""
    wrong = []
    for mod, names in sorted(_uses().items()):
        if not mod.startswith("istanbul_nb"):
            continue
        for name, where in sorted(names):
            if (name.startswith("_") and not name.startswith("__")
                    and not (mod == "istanbul_nb.i18n" and name == "_")
                    and where.startswith("istanbul_nb/") and _module(ROOT / where) != mod):
                wrong.append(f"{where} imports the private {mod}.{name}")
    assert wrong == []
