"""One ``Board`` per layout, shared by every game, save and staging on it.

Kept apart from ``game`` so that the save and the staging, which ``Game`` itself uses, need not
import ``game`` to find a board (no import loop between them).
"""

from __future__ import annotations

from functools import lru_cache

from ..board import Board

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["board_for_layout"]


@lru_cache(maxsize=64)
def board_for_layout(name: str, rows: tuple) -> Board:
    """One Board (immutable, with its move caches) per layout, shared by every game on it:
    building the graph costs more than a bot's whole turn."""
    from ..layouts import from_rows, load, names

    layout = load(name) if name in names() else None
    if layout is None or layout.rows != rows:          # a custom grid, or one renamed
        layout = from_rows([list(r) for r in rows], name=name)
    return Board(layout)
