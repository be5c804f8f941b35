"""Pieces both board widgets share: the canvas view, the theme and language pickers."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from html import escape

import ipywidgets as w

from ..board import Board
from ..places import LANGUAGES, place
from ..render.canvas import CanvasBoard
from ..render.scene import board_scene
from ..render.themes import THEMES

LANGUAGE_LABELS: dict[str, str] = {"en": "English", "ko": "한국어", "zh-Hant": "繁體中文",
                                   "de": "Deutsch"}


def html_lines(lines: Iterable[str]) -> str:
    """Plain text lines as escaped HTML paragraphs (place names are data, so escape them)."""
    return "".join(f"<p style='margin:0 0 0.4em 0'>{escape(line)}</p>" for line in lines)


class BoardView:
    """A canvas showing a board, with theme and language pickers; a widget owns one.

    ``on_change`` is the owner's redraw, called when the theme or the language changes.
    """

    def __init__(self, theme: str, lang: str, on_click: Callable[[float, float], None],
                 on_change: Callable[[], None]) -> None:
        if theme not in THEMES:
            raise ValueError(f"unknown theme {theme!r}; choose one of {', '.join(THEMES)}")
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
        self.view = CanvasBoard()
        self.view.on_click(on_click)
        self.theme_picker = w.Dropdown(options=[(t.capitalize(), t) for t in THEMES],
                                       value=theme, description="Theme")
        self.lang_picker = w.Dropdown(options=[(LANGUAGE_LABELS[k], k) for k in LANGUAGES],
                                      value=lang, description="Names")
        self.note = w.HTML()
        self.theme_picker.observe(lambda _: on_change(), names="value")
        self.lang_picker.observe(lambda _: on_change(), names="value")

    @property
    def theme(self) -> str:
        return self.theme_picker.value

    @property
    def lang(self) -> str:
        return self.lang_picker.value

    def paint(self, board: Board, highlight: Iterable[int] = (),
              selected: int | None = None) -> None:
        """Repaint the canvas in place: only layers whose shapes changed are sent."""
        self.view.draw(board_scene(board, highlight=highlight, theme=self.theme,
                                   lang=self.lang, selected=selected))
        note = reconstructed_note(board.places, self.lang)
        self.note.value = html_lines([note]) if note else ""


def reconstructed_note(places: Iterable[int], lang: str) -> str:
    """Which shown names are this project's own translations (RULES.md asks the UI to say so)."""
    made_up = sorted(n for n in places if lang in place(n).reconstructed)
    if not made_up:
        return ""
    numbers = ", ".join(map(str, made_up))
    return (f"The {LANGUAGE_LABELS[lang]} names of places {numbers} are reconstructed "
            "translations (no source found); a teacher can correct them in data/places.json.")
