"""LayoutEditor: swap places by clicking them and watch both rule sets judge the layout.

The rules live in ``istanbul_nb.layouts`` (``problems``, ``random_layout``, ``from_json``); this
widget only asks and shows the answers in plain words. A bad file is refused with the layouts
module's message and leaves the layout as it was.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Collection
from contextlib import suppress
from html import escape
from typing import Any

import ipywidgets as w

from .. import layouts
from ..board import Board
from ..layouts import Layout
from ..places import label
from ..render.svg import SvgPicture
from .common import BoardView, board_frame, html_lines, picture_bundle

RULE_NAMES: dict[str, str] = {"base": "Base game rules", "bigbox": "Big Box rules"}
#: Learner-facing names of the board kinds (``layouts.KINDS``); an unknown kind shows its id.
KIND_NAMES: dict[str, str] = {"base": "Base game, 4 rows of 4",
                              "mocha": "Mocha & Baksheesh, 4 rows of 5",
                              "letters": "Letters & Seals, 4 rows of 5",
                              "great-bazaar": "Great Bazaar, 5 rows of 5"}


def where(layout: Layout, number: int) -> str:
    """A place's position as printed on the tiles, counted from 1: "row 2, column 3"."""
    r, c = layout.position(number)
    return f"row {r + 1}, column {c + 1}"


class LayoutEditor:
    """Edit a layout by swapping pairs of places; the rule checks update live.

    Not itself a widget: a widget's ``layout`` is its CSS box, and here ``editor.layout`` is
    the Istanbul layout. The box is ``editor.widget``; a notebook cell shows the editor as it.
    The board and the verdicts fit one screen (``common.board_frame``); the theme and language
    pickers fold away.
    """

    def __init__(self, layout: Layout | str = "short-paths", theme: str = "light",
                 lang: str = "en") -> None:
        self._layout = layouts.load(layout) if isinstance(layout, str) else layout
        if not isinstance(self._layout, Layout):
            raise ValueError(f"LayoutEditor needs a Layout or a layout name, not {layout!r}")
        self._pick: int | None = None
        self._bv = BoardView(theme, lang, self.click, self._refresh, pixel_ratio=2,
                             reserve=200)
        self.problems_html = w.HTML()
        self.message = w.HTML()
        self.kind_picker = w.Dropdown(options=[(KIND_NAMES.get(k, k), k) for k in layouts.KINDS],
                                      value=self._layout.kind, description="Board")
        self.rules_picker = w.Dropdown(options=[(RULE_NAMES[r], r) for r in layouts.RULE_SETS],
                                       value="bigbox", description="Rules")
        self.seed_box = w.IntText(value=1, description="Seed")
        self.random_button = w.Button(description="Random legal layout", icon="random")
        self.save_link = w.HTML()
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False,
                                   description="Load JSON")
        self.random_button.on_click(
            lambda _: self.randomize(self.kind_picker.value, self.seed_box.value))
        self.upload.observe(self._on_upload, names="value")
        wrap = w.Layout(flex_flow="row wrap", align_items="center")
        children, self.folds = board_frame(
            self._bv,
            ask=[self.problems_html, self.message],
            act=[w.HBox([self.kind_picker, self.rules_picker], layout=wrap),
                 w.HBox([self.seed_box, self.random_button], layout=wrap),
                 w.HBox([self.save_link, self.upload], layout=wrap)],
            below=[],
            folds=[("Picture: theme and names", w.VBox([self._bv.theme_picker,
                                                         self._bv.lang_picker,
                                                         self._bv.note]))])
        self.widget = w.VBox(children)
        self.widget.add_class("ist-frame")
        self._refresh()

    def _repr_mimebundle_(self, include: Collection[str] | None = None,
                          exclude: Collection[str] | None = None,
                          **kwargs: Any) -> dict[str, Any]:
        """Show the editor's widget when the editor is a cell's value or is displayed, with
        the edited board as SVG for a notebook read without a kernel."""
        return picture_bundle(self.widget, repr(self), self.svg, include, exclude)

    def __repr__(self) -> str:
        """Short: what a notebook stores as text beside the picture."""
        rows, cols = len(self._layout.rows), len(self._layout.rows[0])
        verdicts = []
        for rules, found in self._problems().items():
            n = len(found)
            verdicts.append(f"{RULE_NAMES[rules]}: " + (f"{n} problem{'s' if n != 1 else ''}"
                                                        if n else "ok"))
        return f"LayoutEditor(layout {self._layout.name!r}, {rows}x{cols}, {', '.join(verdicts)})"

    # -- state ------------------------------------------------------------------------------
    @property
    def layout(self) -> Layout:
        return self._layout

    @property
    def board(self) -> Board:
        """A Board of the current layout; ``display(editor.board)`` shows it as SVG."""
        return Board(self._layout)

    @property
    def problems_text(self) -> str:
        """What each rule set says about the layout, in plain words, one line each."""
        return "\n".join(self._problem_lines())

    def to_json(self) -> str:
        """The layout in the JSON form of the files in ``layouts/``."""
        return self._layout.to_json()

    def svg(self) -> SvgPicture:
        """The edited layout as the canvas shows it now, as static SVG."""
        return self._bv.picture()

    # -- actions ----------------------------------------------------------------------------
    def swap(self, a: int, b: int) -> None:
        """Exchange the tiles of places a and b; ValueError when either is not on the board."""
        for n in (a, b):
            if isinstance(n, bool) or not isinstance(n, int) or n not in self._layout.places:
                raise ValueError(f"{n!r} is not a place on the layout {self._layout.name!r}")
        if a == b:
            raise ValueError("pick two different places to swap")
        rows = [[b if n == a else a if n == b else n for n in row] for row in self._layout.rows]
        old = self._layout
        suffix = "-edited"       # a name stays within layouts.MAX_NAME_CHARS
        name = old.name if old.provenance == "user" else \
            old.name[: layouts.MAX_NAME_CHARS - len(suffix)] + suffix
        self._layout = layouts.from_rows(rows, name=name, title=name, provenance="user",
                                         source=old.source or f"edited from {old.name}")
        self._pick = None
        lang = self._bv.lang
        self.message.value = html_lines([
            f"Swapped {label(a, lang)} and {label(b, lang)}: {label(a, lang)} is now at "
            f"{where(self._layout, a)}, {label(b, lang)} at {where(self._layout, b)}."])
        self._refresh()

    def randomize(self, kind: str = "base", seed: int | None = None) -> None:
        """Replace the layout by a random legal one (seeded, so a class can share it)."""
        self._layout = layouts.random_layout(kind, seed=seed, rules=self.rules_picker.value)
        self._pick = None
        board = KIND_NAMES.get(kind, kind)
        self.message.value = html_lines([f"A random layout for the board {board} (seed {seed}), "
                                         f"legal under the {RULE_NAMES[self.rules_picker.value]}."])
        self._refresh()

    def load_json(self, text: str | bytes | memoryview) -> None:
        """Load a layout from its JSON text; a bad one raises ValueError, shown in the widget,
        and the layout stays as it was."""
        try:
            lay = layouts.from_json(text)
        except ValueError as exc:
            self.message.value = html_lines([f"Could not load that layout: {exc}.",
                                             "The board is unchanged."])
            raise
        self._layout = lay
        self._pick = None
        self.message.value = html_lines([f"Loaded the layout {lay.name!r}."])
        self._refresh()

    def click(self, x: float, y: float) -> None:
        """What a mouse-down at board pixel (x, y) does: pick, then swap with the next pick."""
        place = self._bv.view.hit(x, y)
        lang = self._bv.lang
        if place is None:
            self.message.value = html_lines(["Click on a place to pick it."])
        elif self._pick is None:
            self._pick = place
            self.message.value = html_lines(
                [f"{label(place, lang)} picked ({where(self._layout, place)}); click the place "
                 "to swap it with."])
            self._refresh()
        elif self._pick == place:
            self._pick = None
            self.message.value = html_lines([f"{label(place, lang)} put back."])
            self._refresh()
        else:
            self.swap(self._pick, place)

    # -- drawing ----------------------------------------------------------------------------
    def _on_upload(self, change: dict) -> None:
        files = change["new"]
        if not files:
            return
        # The upload's memoryview goes in uncopied, so an oversized file is refused by its size.
        # load_json shows why a file is refused in the widget (a traceback would not help a
        # learner); the layouts loaders answer any bad content with ValueError and nothing else.
        try:
            with suppress(ValueError):
                self.load_json(files[0]["content"])
        finally:
            self.upload.value = ()

    def _problems(self) -> dict[str, list[str]]:
        return {rules: layouts.problems(self._layout, rules) for rules in ("base", "bigbox")}

    def _problem_lines(self) -> list[str]:
        return [f"{RULE_NAMES[rules]}: " + ("; ".join(found) + "." if found else "keeps the rules.")
                for rules, found in self._problems().items()]

    def _problems_html(self) -> str:
        """One block per rule set; each problem its own bullet, easier to read aloud."""
        out = [f"<b>{escape(self._layout.title)}</b>"]
        for rules, found in self._problems().items():
            if not found:
                out.append(f"<div>{RULE_NAMES[rules]}: <b>keeps the rules</b> &#10003;</div>")
            else:
                items = "".join(f"<li>{escape(p)}</li>" for p in found)
                out.append(f"<div>{RULE_NAMES[rules]}: <b>{len(found)} "
                           f"problem{'s' if len(found) != 1 else ''}</b>"
                           f"<ul style='margin:0.2em 0 0.4em 0'>{items}</ul></div>")
        return "".join(out)

    def _save_html(self) -> str:
        data = base64.b64encode(self.to_json().encode("utf-8")).decode("ascii")
        filename = re.sub(r"[^A-Za-z0-9_.-]+", "-", self._layout.name).strip("-") or "layout"
        return (f'<a download="{escape(filename)}.json" '
                f'href="data:application/json;base64,{data}" '
                'style="padding:4px 8px;border:1px solid #888;border-radius:4px;'
                'text-decoration:none">Save layout as JSON</a>')

    def _refresh(self) -> None:
        self._bv.paint(Board(self._layout), selected=self._pick)
        self.problems_html.value = self._problems_html()
        self.save_link.value = self._save_html()
