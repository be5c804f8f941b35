"""Pictures of the board: one scene of plain shapes, painted as SVG (static) or on a canvas.

Importing this package loads no Jupyter, widget or plotting library; only
``istanbul_nb.render.canvas`` needs ipycanvas, and it is imported when a widget asks for it.
"""

from . import scene
from .choose_write import sheet_svg
from .game_scene import game_scene
from .reach import reach_scene
from .scene import LAYERS, Geometry, Scene, board_scene
from .svg import scene_svg, svg
from .themes import FONT_FAMILY, THEMES, Theme, theme

__all__ = ["FONT_FAMILY", "Geometry", "LAYERS", "Scene", "THEMES", "Theme", "board_scene",
           "game_scene", "reach_scene", "scene", "scene_svg", "sheet_svg", "svg", "theme"]
