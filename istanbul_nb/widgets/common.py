"""Pieces the board widgets share: the canvas view, the pickers and the frame that fits a screen.

The frame (``board_frame``) puts the board and the controls side by side when the notebook is
wide enough and stacks them (what to decide above the board, the buttons below it) when it is
not; the board's CSS width follows both the column's width and the window's height, so the
whole board and the question fit on one screen (at 1280x800 with JupyterLab's file browser
open, too). The rest folds away in an Accordion, closed until asked for. The rules for the two
arrangements are one small style sheet (a CSS container query), sent once in the widget.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Callable, Collection, Iterable
from html import escape
from importlib import resources
from typing import Any

import ipywidgets as w

from ..board import Board
from ..i18n import LANGUAGES, _, check_language, language, tr
from ..i18n.fonts import CJK_FONTS, css_family
from ..places import place
from ..render.canvas import CanvasBoard
from ..render.scene import Scene, board_scene
from ..render.svg import SvgPicture, scene_svg
from ..render.themes import THEMES


def _language_names() -> dict[str, str]:
    """Each language in its own words, from ``data/places.json`` ("languages"), where a
    teacher corrects the names of the places too."""
    text = resources.files("istanbul_nb").joinpath("data/places.json").read_text("utf-8")
    names = json.loads(text).get("languages", {})
    return {code: names.get(code, code) for code in LANGUAGES}


#: Each language in its own words: what the language menus offer, so a learner who reads no
#: English finds their own ("한국어", "繁體中文").
LANGUAGE_LABELS: dict[str, str] = _language_names()
#: The board themes' names for people.
THEME_TITLES: dict[str, str] = {"light": _("Light"), "dark": _("Dark"),
                                "colorblind": _("Colorblind")}


def language_menu(lang: str) -> w.Dropdown:
    """A small language menu: each language in its own words, the word "Language" in the
    menu's language before it and as its tooltip (``relabel_language_menu``). (Not a globe
    emoji: a machine without an emoji font, as many school machines, shows it as a box.)"""
    menu = w.Dropdown(options=[(LANGUAGE_LABELS.get(k, k), k) for k in LANGUAGES],
                      value=check_language(lang), description="",
                      style={"description_width": "initial"}, layout=w.Layout(width="auto"))
    menu.add_class("ist-language")
    relabel_language_menu(menu)
    return menu


def relabel_language_menu(menu: w.Dropdown) -> None:
    """The menu's tooltip in the language it shows."""
    from ..session.words import LANGUAGE

    menu.tooltip = menu.description = tr(LANGUAGE, menu.value)


def lang_class(lang: str) -> str:
    """The class a widget in ``lang`` carries (``ist-lang-ko``), so ``LANGUAGE_CSS`` draws its
    words with that language's fonts."""
    return f"ist-lang-{check_language(lang)}"


def _language_rules() -> str:
    """Each CJK language's font stack for the widgets of that language, their buttons, menus
    and text boxes too: one Han character has a Korean and a Chinese shape, and the page's
    own fonts would draw Chinese words in Korean shapes (or the other way round). An icon
    keeps its own font (its rule names its element)."""
    rules = []
    for code in CJK_FONTS:
        scope = f".{lang_class(code)}"
        parts = ", ".join(f"{scope}{inner}" for inner in
                          ("", " .jupyter-widgets", " button", " select", " input", " label"))
        rules.append(f"{parts} {{ font-family: {css_family(code)}; }}")  # i18n: not shown
    return "\n".join(rules) + "\n"


#: The fonts of the widgets by language (a table, an app form); sent with their style sheet.
LANGUAGE_CSS = _language_rules()


def language_style() -> w.HTML:
    """``LANGUAGE_CSS`` in a box that takes no room (a form without a board's frame)."""
    style = w.HTML(f"<style>{LANGUAGE_CSS}</style>", layout=w.Layout(display="none"))
    style.add_class("ist-style")
    return style


def theme_options(lang: str) -> list[tuple[str, str]]:
    return [(tr(THEME_TITLES.get(t, t.capitalize()), lang), t) for t in THEMES]


def html_lines(lines: Iterable[str]) -> str:
    """Plain text lines as escaped HTML paragraphs (place names are data, so escape them)."""
    return "".join(f"<p style='margin:0 0 0.4em 0'>{escape(line)}</p>" for line in lines)


class BoardView:
    """A canvas showing a board, with theme and language pickers; a widget owns one.

    ``on_change`` is the owner's redraw, called when the theme or the language changes (the
    pickers' own words follow the language first). ``lang`` None: ``i18n.language()``.
    """

    def __init__(self, theme: str, lang: str | None, on_click: Callable[[float, float], None],
                 on_change: Callable[[], None], pixel_ratio: int = 1,
                 reserve: int = 210) -> None:
        if theme not in THEMES:
            raise ValueError(f"unknown theme {theme!r}; choose one of {', '.join(THEMES)}")
        lang = check_language(lang if lang is not None else language())
        self.view = CanvasBoard(pixel_ratio=pixel_ratio)
        self.view.on_click(on_click)
        # the canvas keeps its pixels; the page scales it to its box, keeping its proportions
        self.view.canvas.layout = w.Layout(width="100%", height="auto")
        self.box = w.Box([self.view.canvas])
        self.box.add_class("ist-board")
        self.column = w.VBox([self.box])  # the board column of the frame (board_frame fills it)
        self.column.add_class("ist-col")
        self.column.add_class("ist-left")
        self._reserve = reserve
        self._aspect: float | None = None
        self.theme_picker = w.Dropdown(options=theme_options(lang), value=theme,
                                       description=tr(_("Theme"), lang))
        self.lang_picker = language_menu(lang)
        self.note = w.HTML()
        self.theme_picker.observe(lambda _: on_change(), names="value")
        self.lang_picker.observe(lambda _: self._switch(on_change), names="value")

    def _switch(self, on_change: Callable[[], None]) -> None:
        """Another language chosen: the pickers' words, then the owner's redraw."""
        self._relabel()
        on_change()

    def _relabel(self) -> None:
        """The pickers' words in the language chosen now."""
        lang = self.lang
        relabel_language_menu(self.lang_picker)
        theme = self.theme_picker.value
        self.theme_picker.options = theme_options(lang)  # resets the choice: put it back
        self.theme_picker.value = theme
        self.theme_picker.description = tr(_("Theme"), lang)

    @property
    def theme(self) -> str:
        return self.theme_picker.value

    def fit(self) -> None:
        """Size the board's box for the scene on show: as wide as the column allows, and no
        taller than the window less ``reserve`` pixels (the notebook's bars and what sits
        under the board), in the scene's proportions. Only a new shape sends anything."""
        aspect = round(self.view.aspect, 4)
        if aspect == self._aspect:
            return
        self._aspect = aspect
        # a frame's style sheet may keep more of the window's height (``--ist-reserve``)
        tall = f"calc((100vh - var(--ist-reserve, {self._reserve}px)) * {aspect})"
        self.box.layout.width = (f"max({MIN_BOARD}px, min(100%, {tall}, "  # i18n: not shown
                                 f"{MAX_BOARD}px))")
        self.column.layout.width = (f"max({MIN_BOARD}px, min(calc(100% - "  # i18n: not shown
                                    f"{SIDE_MIN + GAP}px), "
                                    f"{tall}, {MAX_BOARD}px))")

    @property
    def reserve(self) -> int:
        """Pixels of the window's height kept for what is not the board (see ``fit``)."""
        return self._reserve

    @reserve.setter
    def reserve(self, pixels: int) -> None:
        if pixels != self._reserve:
            self._reserve = pixels
            self._aspect = None  # the next fit sends the new size
            if self.view.scene is not None:
                self.fit()

    @property
    def lang(self) -> str:
        return self.lang_picker.value

    def paint(self, board: Board, highlight: Iterable[int] = (),
              selected: int | None = None) -> None:
        """Repaint the canvas in place: only layers whose shapes changed are sent."""
        self.draw(board_scene(board, highlight=highlight, theme=self.theme, lang=self.lang,
                              selected=selected))
        note = reconstructed_note(board.places, self.lang)
        self.note.value = html_lines([note]) if note else ""


    def draw(self, scene: Scene) -> list[str]:
        """Show a scene (only changed layers are sent) and fit the board's box to its shape."""
        done = self.view.draw(scene)
        self.fit()
        return done

    def picture(self) -> SvgPicture:
        """The scene the canvas shows now, as SVG: the same shapes, painted by ``render.svg``."""
        if self.view.scene is None:  # pragma: no cover - every widget draws in its constructor
            raise ValueError("nothing is drawn yet")
        return scene_svg(self.view.scene)


#: The board's CSS width in pixels: never less (a phone scrolls), never more (a wall screen).
MIN_BOARD, MAX_BOARD = 300, 1000
#: The controls' column: its least width beside the board, and the gap between the two.
SIDE_MIN, GAP = 320, 14
#: Below this width of the widget the controls leave the board's side: what to decide goes
#: above the board, the buttons below it.
STACK_BELOW = MIN_BOARD + SIDE_MIN + GAP + 120
#: The same for a frame marked ``ist-wide`` (the Table's 5x5 board with the seat boxes beside
#: it, a picture 1.4 times as wide as tall): beside its controls the board would be squeezed
#: under this width (JupyterLab with its file browser open: 368 pixels), above them it takes
#: the window's height (590 pixels at 1280x800).
STACK_WIDE = 1100
#: The same for a frame marked ``ist-sheet`` (the ChooseWriteTable's sheet, 1.63 times as wide
#: as tall, 480 pixels tall at 1280x800: 784 wide): beside controls of ``SIDE_MIN`` it would
#: be narrower than stacked until the widget is this wide (JupyterLab at 1280x800 without its
#: file browser gives 1100 pixels, where beside them it was 766 wide, its words under 11 px).
STACK_SHEET = 1180


def _stacked(frame: str) -> str:
    """The rules that put what to decide above the board and the buttons below it."""
    return (f"  {frame} > .ist-top "  # i18n: not shown
            f"{{ flex-direction: column; align-items: stretch; }}\n"
            f"  {frame} .ist-col {{ display: contents !important; }}\n"
            f"  {frame} .ist-ask {{ order: 1; }}\n"
            f"  {frame} .ist-board {{ order: 2; align-self: center; }}\n"
            f"  {frame} .ist-act {{ order: 3; }}\n"
            f"  {frame} .ist-below {{ order: 4; }}\n")


#: The Table's stacked 5x5 frame keeps this much of the window's height for what is not the
#: board: JupyterLab's bars (about 120 pixels), the status with the question (about 100) and the
#: first row of buttons with its title (about 70), so all three are in view together.
RESERVE_STACKED = 320


def _table_stacked(frame: str) -> str:
    """The (board game's) Table's stacked order on a tall board, for a frame marked
    ``ist-board-table``: the question, the board, the buttons, then
    a note (a refusal, a hint), undo and the bots' controls, the seat's panel and what just
    happened, which would otherwise push the board and the buttons out of the window."""
    return (f"  {frame} .ist-ask, {frame} .ist-act "  # i18n: not shown
            f"{{ display: contents !important; }}\n"
            f"  {frame} .ist-status {{ order: 1; }}\n"
            f"  {frame} .ist-board {{ --ist-reserve: {RESERVE_STACKED}px; }}\n"
            f"  {frame} .ist-actions {{ order: 3; }}\n"
            f"  {frame} .ist-message {{ order: 4; }}\n"
            f"  {frame} .ist-controls {{ order: 5; }}\n"
            f"  {frame} .ist-panel {{ order: 6; }}\n"
            f"  {frame} .ist-strip {{ order: 7; }}\n")


#: (a style sheet, never shown: joined so the catalogue scan reads it as such)
FRAME_CSS = "".join((f"""
.ist-frame {{ container-type: inline-size; width: 100%; }}
.ist-frame > .ist-top {{ display: flex; flex-flow: row nowrap; align-items: flex-start;
  gap: 6px {GAP}px; width: 100%; }}
.ist-frame .ist-left {{ flex: 0 0 auto; min-width: 0; }}
.ist-frame .ist-right {{ flex: 1 1 {SIDE_MIN}px; min-width: {SIDE_MIN - 20}px; max-width: 640px; }}
.ist-frame .ist-board {{ flex: 0 0 auto; margin: 0; }}
.ist-frame .ist-board canvas {{ display: block; width: 100%; height: auto; }}
.ist-frame .ist-folds {{ margin-top: 8px; }}
@container (max-width: {STACK_BELOW - 1}px) {{
{_stacked(".ist-frame")}}}
@container (max-width: {STACK_WIDE - 1}px) {{
{_stacked(".ist-frame.ist-wide")}{_table_stacked(".ist-frame.ist-wide.ist-board-table")}}}
@container (max-width: {STACK_SHEET - 1}px) {{
{_stacked(".ist-frame.ist-sheet")}}}
""",))


def frame_style() -> w.HTML:
    """The frame's style sheet, in a box that takes no room (a style applies hidden too)."""
    style = w.HTML(f"<style>{FRAME_CSS}{LANGUAGE_CSS}</style>", layout=w.Layout(display="none"))
    style.add_class("ist-style")
    return style


def board_frame(bv: BoardView, ask: list, act: list, below: list,
                folds: list[tuple[str, w.Widget]]) -> tuple[list[w.Widget], w.Accordion]:
    """The children of a board widget's root box: the style, the board with the controls, the
    folds. ``ask`` (what to decide) and ``act`` (the controls) stack in the column beside the
    board; ``below`` goes under the board. ``folds`` are (title, widget) in a closed
    Accordion. Narrow, the order becomes ask, board, act, below."""
    ask_box, act_box, below_box = w.VBox(ask), w.VBox(act), w.VBox(below)
    for box, name in ((ask_box, "ist-ask"), (act_box, "ist-act"), (below_box, "ist-below")):
        box.add_class(name)
    bv.column.children = (bv.box, below_box)
    right = w.VBox([ask_box, act_box])
    right.add_class("ist-col")
    right.add_class("ist-right")
    top = w.Box([bv.column, right])
    top.add_class("ist-top")
    accordion = w.Accordion(children=[f for _, f in folds], titles=tuple(t for t, _ in folds),
                            selected_index=None)
    accordion.add_class("ist-folds")
    return [frame_style(), top, accordion], accordion


def reconstructed_note(places: Iterable[int], lang: str) -> str:
    """Which shown names are this project's own translations (RULES.md asks the UI to say so)."""
    made_up = sorted(n for n in places if lang in place(n).reconstructed)
    if not made_up:
        return ""
    numbers = ", ".join(map(str, made_up))
    return tr(_("The {language} names of places {numbers} are reconstructed translations (no "
                "source found); a teacher can correct them in data/places.json.",
                language=LANGUAGE_LABELS[lang], numbers=numbers), lang)


def download_link(name: str, text: str, lang: str | None = None) -> str:
    """A link that downloads ``text`` (a saved game's JSON) as the file ``name``: the data is
    in the link itself, so saving works without a server (Voilà, JupyterLite, a kernel)."""
    data = base64.b64encode(text.encode("utf-8")).decode("ascii")
    words = escape(tr(_("Download {file}", file=name), lang))
    look = "font-size:15px;padding:4px 8px;border:1px solid #888"  # i18n: not shown
    return (f'<a download="{escape(name)}" href="data:application/json;base64,{data}" '
            f'style="{look};border-radius:4px;text-decoration:none">{words}</a>')


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
SVG = "image/svg+xml"


def picture_bundle(widget: w.Widget, text: str, picture: Callable[[], str],
                   include: Collection[str] | None = None,
                   exclude: Collection[str] | None = None) -> dict[str, Any]:
    """A board widget's mime bundle: ipywidgets' view of ``widget``, ``text`` as text/plain
    and ``picture()``, the board as the canvas shows it now, as ``image/svg+xml``.

    A saved notebook keeps all three; each front end picks one. Checked with nbconvert 7.17,
    ipywidgets 8.1.9 / jupyterlab_widgets 3.0.17 and JupyterLab 4.6 (in Chromium):

    - **nbconvert to HTML** (``jupyter nbconvert --to html``; nbviewer and Jupyter Book's
      notebook pages convert with it): its ``WidgetsDataTypeFilter`` skips the widget view
      unless the notebook stores that model's state (``metadata.widgets``, written only with
      ``--ExecutePreprocessor.store_widget_state=True`` or JupyterLab's "Save Widget State");
      the next type of ``display_data_priority`` is taken, and with no JavaScript, HTML or
      Markdown in the bundle that is the SVG (the lab template writes it as an ``<img>`` with
      a base64 data URL). With stored state the widget would be rebuilt from that state
      instead, and a canvas stores no pixels: an empty board. So lessons store no state.
    - **GitHub** renders notebooks with its own code (not nbconvert, not open source, so not
      checked here); it draws no widget views (a widget output used to show its text/plain
      there) and draws stored SVG, so the picture is expected. It refuses a whole notebook
      whose ``metadata.widgets`` lacks ``state``: one more reason to store none.
    - **JupyterLab, a saved notebook opened without running it**: the widget renderer is
      registered at rank -10, ahead of every other type, and never hands an output on when its
      model is missing (``WidgetRenderer.renderModel``). In a *trusted* notebook the output
      reads "Loading widget..." until a kernel is connected (with none, ``restoreWidgets``
      fails on "Kernel not set" and the manager never counts as restored), then "Error
      displaying widget: model not found": a fresh kernel has no such model. The stored SVG is
      not shown. JupyterLab picks the type from the data keys alone
      (``preferredMimeType``), by a ranking global to the page: no output metadata and no
      bundle content changes that choice. In an *untrusted* notebook only "safe" renderers
      count, and neither the widget nor the SVG one is safe, so it shows ``text``: hence a
      short, readable one. The one way to show the picture there is to store the output
      without its widget view (the SVG then draws in a trusted notebook, and running the cell
      brings the live widget back): a step for the tool that saves the lessons, since a live
      cell must keep the view.

    The picture is the state when the bundle was made (the cell ran, or ``display`` was
    called); clicks afterwards change the canvas, not the stored output.
    """
    data: dict[str, Any] = {}
    if widget.comm is not None:  # a closed widget has no view left to show
        data.update(w.Widget._repr_mimebundle_(widget) or {})
    data["text/plain"] = text

    def wanted(mime: str) -> bool:
        return (include is None or mime in include) and (exclude is None or mime not in exclude)

    if wanted(SVG):
        data[SVG] = str(picture())
    return data
