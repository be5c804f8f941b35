"""Interactive board widgets for JupyterLab (ipywidgets + ipycanvas).

Imported only on request (``from istanbul_nb.widgets import MoveExplorer, LayoutEditor``), so
``import istanbul_nb`` stays light for bots and plain Python.
"""

from .choose_write_table import ChooseWriteTable
from .layout_editor import LayoutEditor
from .move_explorer import KIND_LABELS, MoveExplorer
from .quiz import Quiz
from .table import Table

__all__ = ["ChooseWriteTable", "KIND_LABELS", "LayoutEditor", "MoveExplorer", "Quiz", "Table"]
