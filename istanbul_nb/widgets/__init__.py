"""Interactive board widgets for JupyterLab (ipywidgets + ipycanvas).

Imported only on request (``from istanbul_nb.widgets import MoveExplorer, LayoutEditor``), so
``import istanbul_nb`` stays light for bots and plain Python. Each name loads its own module on
first use, so ``Quiz`` (ipywidgets only) works where ipycanvas cannot load (an offline
JupyterLite site has no numpy or Pillow).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .choose_write_table import ChooseWriteTable
    from .layout_editor import LayoutEditor
    from .move_explorer import KIND_LABELS, MoveExplorer
    from .quiz import Quiz
    from .table import Table

_WHERE = {"ChooseWriteTable": "choose_write_table", "KIND_LABELS": "move_explorer",
          "LayoutEditor": "layout_editor", "MoveExplorer": "move_explorer", "Quiz": "quiz",
          "Table": "table"}
__all__ = ["KIND_LABELS", "ChooseWriteTable", "LayoutEditor", "MoveExplorer", "Quiz", "Table"]


def __getattr__(name: str) -> Any:
    """Load the module of ``name`` when it is first asked for."""
    if name in _WHERE:
        value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *_WHERE])
