"""Reading imports with ast, shared by the architecture and the public-reading tests."""

from __future__ import annotations

import ast


def imported(node: ast.Import | ast.ImportFrom, package: str, known) -> list[str]:
    """The absolute module names an import statement in ``package`` brings in: ``from .x import
    y`` counts as ``package.x.y`` when that is a module in ``known``, else as ``package.x``."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        parts = package.split(".")
        base = ".".join(parts[: len(parts) - node.level + 1])
        source = f"{base}.{node.module}" if node.module else base
    else:
        source = node.module or ""
    out = []
    for alias in node.names:
        sub = f"{source}.{alias.name}"
        out.append(sub if sub in known else source)
    return out
