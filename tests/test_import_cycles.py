"""No two modules of the kit import each other, not even through an import inside a function,
except through a picture hook (``_repr_svg_``, ``svg``: a game or a board draws itself on
demand, so the engine needs no picture module to load).

An import inside a function hides a loop from Python but not from a reader: the engine's save
and game, the SVG writer and the game picture, the ruleset and the base rules used to import
each other that way. The test reads every import with ``ast`` (``TYPE_CHECKING`` blocks
excepted) and looks for a loop in the graph without the picture hooks' imports.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx
from import_scan import imported, package_modules  # beside this file, on sys.path

ROOT = Path(__file__).resolve().parent.parent
#: functions whose imports may close a loop: a notebook asks an object for its picture
PICTURE_HOOKS = {"_repr_svg_", "_repr_mimebundle_", "_repr_html_", "svg"}


def _edges(source: str, module: str, is_package: bool, known: set[str]
           ) -> list[tuple[str, str, str | None]]:
    """(module, imported module, enclosing function or None) for each import of ``source``."""
    tree = ast.parse(source)
    package = module if is_package else module.rpartition(".")[0]
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Import | ast.ImportFrom):
            continue
        function, up, typing_only = None, node, False
        while up in parents:
            up = parents[up]
            if isinstance(up, ast.FunctionDef | ast.AsyncFunctionDef) and function is None:
                function = up.name
            if isinstance(up, ast.If) and "TYPE_CHECKING" in ast.unparse(up.test):
                typing_only = True
        if typing_only:
            continue
        for target in imported(node, package, known):
            while target not in known and "." in target:
                target = target.rpartition(".")[0]
            if target in known and target != module and not module.startswith(target + "."):
                out.append((module, target, function))
    return out


def _graph(modules: dict[str, Path]) -> nx.DiGraph:
    graph = nx.DiGraph()
    known = set(modules)
    for module, path in modules.items():
        for a, b, function in _edges(path.read_text("utf-8"), module,
                                     path.name == "__init__.py", known):
            if function not in PICTURE_HOOKS:
                graph.add_edge(a, b, function=function)
    return graph


def _loops(graph: nx.DiGraph) -> list[list[str]]:
    return sorted(sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1)


def test_no_two_modules_import_each_other_but_through_a_picture_hook():
    graph = _graph(package_modules(ROOT))
    assert graph.number_of_edges() > 300          # the scan sees the package
    loops = _loops(graph)
    said = ["; ".join(f"{a} -> {b}" + (f" (in {graph.edges[a, b]['function']})"
                                        if graph.edges[a, b]["function"] else "")
                      for a, b in graph.subgraph(loop).edges) for loop in loops]
    assert said == [], "modules that import each other:\n" + "\n".join(said)


def test_the_scan_sees_a_loop_through_a_function_but_not_through_a_picture_hook():
    known = {"pkg", "pkg.a", "pkg.b", "pkg.c"}
    sources = {
        "pkg.a": "from . import b\n",
        "pkg.b": "def later():\n    from .a import x\n",                 # closes a loop
        "pkg.c": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import y\n"
                 "def _repr_svg_(self):\n    from .a import z\n",
    }
    graph = nx.DiGraph()
    for module, source in sources.items():
        for a, b, function in _edges(source, module, False, known):
            if function not in PICTURE_HOOKS:
                graph.add_edge(a, b, function=function)
    assert _loops(graph) == [["pkg.a", "pkg.b"]]
    assert not graph.has_edge("pkg.c", "pkg.a")
