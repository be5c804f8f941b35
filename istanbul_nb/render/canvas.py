"""The live picture: a scene painted on an ipycanvas ``MultiCanvas``.

The only module of the kit that imports ipycanvas. One ``MultiCanvas`` layer per scene layer
(tiles / pieces / highlights), so a click that only changes the highlights repaints only that
layer. Every redraw runs inside ``hold_canvas`` and therefore reaches the browser as one batched
message. A canvas keeps no pixels for a browser that connects later (a reload, a second tab), so
each layer repaints itself when its front end says it is ready.

The canvas may hold more pixels than the scene (``pixel_ratio=2``: a 686-pixel board is drawn
on 1372 canvas pixels), so a board that the page scales up, or a high-DPI screen, still shows
it crisp; the widgets set the canvas's CSS width, not its pixels. ipycanvas reports a mouse
event in canvas pixels (it scales the CSS offset by ``canvas.width / box width``), so a click
is divided by the ratio once, here, and everything after speaks scene pixels.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ipycanvas import Canvas, MultiCanvas, hold_canvas

from .scene import LAYERS, Scene
from .shapes import Circle, Group, Line, Polygon, Rect, Shape, Style, Text
from .themes import FONT_FAMILY, font_family


def _path_rect(c: Canvas, x: float, y: float, w: float, h: float, rx: float) -> None:
    """A rounded rectangle path (the canvas has no rounded-rect call in ipycanvas 0.14)."""
    rx = min(rx, w / 2, h / 2)
    c.begin_path()
    if rx <= 0:
        c.rect(x, y, w, h)
        return
    c.move_to(x + rx, y)
    c.line_to(x + w - rx, y)
    c.arc_to(x + w, y, x + w, y + rx, rx)
    c.line_to(x + w, y + h - rx)
    c.arc_to(x + w, y + h, x + w - rx, y + h, rx)
    c.line_to(x + rx, y + h)
    c.arc_to(x, y + h, x, y + h - rx, rx)
    c.line_to(x, y + rx)
    c.arc_to(x, y, x + rx, y, rx)
    c.close_path()


def _finish(c: Canvas, st: Style) -> None:
    """Fill and stroke the current path with a style.

    Every attribute set is one more command in the batch, so opacity and dashes are set only
    when a shape needs them and put back right after.
    """
    if st.opacity != 1:
        c.global_alpha = st.opacity
    if st.fill:
        c.fill_style = st.fill
        c.fill()
    if st.stroke and st.width > 0:
        c.stroke_style = st.stroke
        c.line_width = st.width
        if st.dash:
            c.set_line_dash(list(st.dash))
        c.stroke()
        if st.dash:
            c.set_line_dash([])
    if st.opacity != 1:
        c.global_alpha = 1.0


def paint_shape(c: Canvas, s: Shape, family: str = FONT_FAMILY) -> None:
    """Draw one shape (groups opened) with canvas calls; text in the font stack ``family``."""
    if isinstance(s, Group):
        for child in s.shapes:
            paint_shape(c, child, family)
    elif isinstance(s, Rect):
        _path_rect(c, s.x, s.y, s.w, s.h, s.rx)
        _finish(c, s.style)
    elif isinstance(s, Circle):
        c.begin_path()
        c.arc(s.cx, s.cy, s.r, 0, 2 * math.pi)
        _finish(c, s.style)
    elif isinstance(s, Polygon):
        c.begin_path()
        (x0, y0), rest = s.points[0], s.points[1:]
        c.move_to(x0, y0)
        for x, y in rest:
            c.line_to(x, y)
        if s.closed:
            c.close_path()
        _finish(c, s.style)
    elif isinstance(s, Line):
        c.begin_path()
        c.move_to(s.x1, s.y1)
        c.line_to(s.x2, s.y2)
        c.line_cap = "round"
        _finish(c, Style(stroke=s.style.stroke, width=s.style.width, opacity=s.style.opacity))
        c.line_cap = "butt"
    elif isinstance(s, Text):
        if s.opacity != 1:
            c.global_alpha = s.opacity
        c.fill_style = s.fill
        c.font = f"{s.weight} {s.size:.1f}px {family}"
        c.text_align = {"start": "left", "middle": "center", "end": "right"}[s.anchor]
        c.text_baseline = "middle"
        step = s.size * s.line_height
        first = s.y - step * (len(s.lines) - 1) / 2
        for i, line in enumerate(s.lines):
            c.fill_text(line, s.x, first + i * step)
        if s.opacity != 1:
            c.global_alpha = 1.0
    else:  # pragma: no cover - Shape is a closed union
        raise ValueError(f"cannot draw {type(s).__name__}")


class CanvasBoard:
    """A ``MultiCanvas`` that shows scenes; ``draw`` repaints only the layers that changed."""

    def __init__(self, scene: Scene | None = None, pixel_ratio: int = 1) -> None:
        if pixel_ratio not in (1, 2, 3):
            raise ValueError(f"pixel_ratio is 1, 2 or 3 canvas pixels per scene pixel, not "
                             f"{pixel_ratio!r}")
        self.pixel_ratio = pixel_ratio
        self.canvas = MultiCanvas(len(LAYERS), width=700 * pixel_ratio,
                                  height=700 * pixel_ratio)
        self.scene: Scene | None = None
        self._drawn: dict[str, tuple[Shape, ...]] = {}
        self._click: Callable[[float, float], None] | None = None
        # the layers by the MultiCanvas's public index (ipycanvas 0.13 and 0.14 alike); its own
        # on_client_ready watches the top layer only, and every layer repaints itself
        self.layers: tuple[Canvas, ...] = tuple(self.canvas[i] for i in range(len(LAYERS)))
        for i, layer in enumerate(self.layers):
            layer.on_client_ready(self._ready_callback(i))
        self.canvas.on_mouse_down(self._on_mouse_down)
        if scene is not None:
            self.draw(scene)

    def _ready_callback(self, index: int) -> Callable[[], None]:
        def ready() -> None:
            # a new browser view has a blank canvas: forget what this layer showed and repaint
            self._drawn.pop(LAYERS[index], None)
            if self.scene is not None:
                self.draw(self.scene)
        return ready

    def draw(self, scene: Scene, force: bool = False) -> list[str]:
        """Show ``scene``; returns the layers repainted (all of them when ``force``)."""
        if tuple(scene.layers) != LAYERS:
            raise ValueError(f"a scene for the canvas has the layers {', '.join(LAYERS)}")
        k = self.pixel_ratio
        w, h = math.ceil(scene.width * k), math.ceil(scene.height * k)
        resized = (self.canvas.width, self.canvas.height) != (w, h)
        if resized:
            self.canvas.width, self.canvas.height = w, h
        self.scene = scene
        todo = [name for name in LAYERS
                if force or resized or self._drawn.get(name) != tuple(scene.layers[name])]
        if not todo:
            return []
        # the picture's language picks the font stack (Korean or Chinese glyph shapes first),
        # as the SVG painter does
        family = font_family(scene.lang)
        with hold_canvas():
            for i, name in enumerate(LAYERS):
                if name not in todo:
                    continue
                layer = self.layers[i]
                layer.clear()
                if k != 1:
                    layer.save()
                    layer.scale(k)
                for s in scene.layers[name]:
                    paint_shape(layer, s, family)
                if k != 1:
                    layer.restore()
                self._drawn[name] = tuple(scene.layers[name])
        return todo

    def redraw(self) -> list[str]:
        """Repaint every layer of the current scene (what a reconnecting browser needs)."""
        if self.scene is None:
            return []
        return self.draw(self.scene, force=True)

    @property
    def aspect(self) -> float:
        """Width over height of the scene shown (1.0 before the first scene)."""
        if self.scene is None or not self.scene.height:
            return 1.0
        return self.scene.width / self.scene.height

    def hit(self, x: float, y: float) -> int | None:
        """The place under scene pixel (x, y), or None."""
        return None if self.scene is None else self.scene.hit(x, y)

    def on_click(self, callback: Callable[[float, float], None]) -> None:
        """Call ``callback(x, y)`` in scene pixels on a mouse-down on the canvas."""
        self._click = callback

    def _on_mouse_down(self, x: float, y: float) -> None:
        """ipycanvas's mouse-down, in canvas pixels (whatever the CSS size of the canvas)."""
        if self._click is not None:
            self._click(x / self.pixel_ratio, y / self.pixel_ratio)
