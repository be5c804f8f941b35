"""Reading imports with ast, shared by the architecture and the public-reading tests."""

from __future__ import annotations

import ast
from pathlib import Path


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


def package_modules(root: Path) -> dict[str, Path]:
    """Every module of the package ``istanbul_nb`` under the checkout ``root``, by dotted name."""
    out = {}
    for path in sorted((root / "istanbul_nb").rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out
