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
from ..i18n import N_, Message, Term, _, check_language, join, tr
from ..i18n.glossary import term
from ..layouts import Layout
from ..places import labelled
from ..render.svg import SvgPicture
from .common import BoardView, board_frame, html_lines, picture_bundle

RULE_NAMES: dict[str, Message] = {
    # TRANSLATORS: the rule set of the base game's rule book for a random layout
    "base": _("Base game rules"),
    # TRANSLATORS: the rule set of the Big Box rule book for a random layout
    "bigbox": _("Big Box rules")}
#: The board kinds' names (``layouts.KINDS``): the expansions' names from the glossary.
BOARD_NAMES: dict[str, Message | Term] = {
    # TRANSLATORS: the base game's board, in a menu of boards
    "base": _("Base game"),
    "mocha": term("mocha"),
    "letters": term("letters"),
    "great-bazaar": term("great-bazaar")}
#: Learner-facing names of the board kinds with their shapes (the "Board" menu); an unknown
#: kind shows its id.
KIND_NAMES: dict[str, Message] = {
    # TRANSLATORS: a choice of the layout editor's "Board" menu ("Base game, 4 rows of 4")
    k: _("{board}, {rows} rows of {columns}", board=BOARD_NAMES[k], rows=rows, columns=cols)
    for k, (rows, cols) in layouts.KIND_SHAPES.items() if k in BOARD_NAMES}


#: The CSS of the problems' list and of the save link (not words a learner reads).
_LIST_STYLE = "margin:0.2em 0 0.4em 0"  # i18n: not shown
_LINK_STYLE = ("padding:4px 8px;border:1px solid #888;border-radius:4px;"  # i18n: not shown
               "text-decoration:none")


def where(layout: Layout, number: int) -> Message:
    """A place's position as printed on the tiles, counted from 1: "row 2, column 3"."""
    r, c = layout.position(number)
    # TRANSLATORS: a place's position on the board, counted from the top left
    return _("row {row}, column {column}", row=r + 1, column=c + 1)


class LayoutEditor:
    """Edit a layout by swapping pairs of places; the rule checks update live.

    Not itself a widget: a widget's ``layout`` is its CSS box, and here ``editor.layout`` is
    the Istanbul layout. The box is ``editor.widget``; a notebook cell shows the editor as it.
    The board and the verdicts fit one screen (``common.board_frame``); the theme and language
    pickers fold away. Every word is in the editor's language (``lang``; None: the session's,
    ``i18n.set_language``), which its language picker changes.
    """

    def __init__(self, layout: Layout | str = "short-paths", theme: str = "light",
                 lang: str | None = None) -> None:
        self._layout = layouts.load(layout) if isinstance(layout, str) else layout
        if not isinstance(self._layout, Layout):
            raise ValueError(f"LayoutEditor needs a Layout or a layout name, not {layout!r}")
        self._pick: int | None = None
        #: what the message line says now, kept as messages so a new language re-says it
        self._said: list[Message] = []
        self._labelled_in: str | None = None
        self._bv = BoardView(theme, check_language(lang), self.click, self._refresh,
                             pixel_ratio=2, reserve=200)
        self.problems_html = w.HTML()
        self.message = w.HTML()
        self.kind_picker = w.Dropdown(options=[(str(KIND_NAMES.get(k, k)), k)
                                               for k in layouts.KINDS],
                                      value=self._layout.kind)
        self.rules_picker = w.Dropdown(options=[(str(RULE_NAMES[r]), r)
                                                for r in layouts.RULE_SETS], value="bigbox")
        self.seed_box = w.IntText(value=1)
        self.random_button = w.Button(icon="random")
        self.save_link = w.HTML()
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False)
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
            folds=[("", w.VBox([self._bv.theme_picker, self._bv.lang_picker,
                                self._bv.note]))])
        self.widget = w.VBox(children)
        self.widget.add_class("ist-frame")
        self._refresh()

    @property
    def lang(self) -> str:
        """The editor's language (its language picker's)."""
        return self._bv.lang

    @lang.setter
    def lang(self, value: str) -> None:
        self._bv.lang_picker.value = check_language(value)

    def _relabel(self) -> None:
        """Every label, button and menu choice in the editor's language (once per change)."""
        lang = self.lang
        if lang == self._labelled_in:
            return
        self._labelled_in = lang
        for picker, names, keys in ((self.kind_picker, KIND_NAMES, layouts.KINDS),
                                    (self.rules_picker, RULE_NAMES, layouts.RULE_SETS)):
            value = picker.value  # new options select the first: keep the choice
            picker.options = [(tr(names.get(k, k), lang), k) for k in keys]
            picker.value = value
        # TRANSLATORS: the label of the layout editor's menu of board kinds
        self.kind_picker.description = tr(_("Board"), lang)
        # TRANSLATORS: the label of the layout editor's menu of rule sets
        self.rules_picker.description = tr(_("Rules"), lang)
        # TRANSLATORS: the label of the random layout's seed (a number) in the layout editor
        self.seed_box.description = tr(_("Seed"), lang)
        # TRANSLATORS: a button of the layout editor
        self.random_button.description = tr(_("Random legal layout"), lang)
        # TRANSLATORS: the layout editor's button that reads a layout file
        self.upload.description = tr(_("Load JSON"), lang)
        self.folds.set_title(0, tr(_("Picture: theme and names"), lang))

    def _say(self, *lines: Message) -> None:
        """Show ``lines`` on the message line, in the editor's language (and again in a new
        language when it changes)."""
        self._said = list(lines)
        self.message.value = html_lines(tr(m, self.lang) for m in lines)

    def _repr_mimebundle_(self, include: Collection[str] | None = None,
                          exclude: Collection[str] | None = None,
                          **kwargs: Any) -> dict[str, Any]:
        """Show the editor's widget when the editor is a cell's value or is displayed, with
        the edited board as SVG for a notebook read without a kernel."""
        return picture_bundle(self.widget, repr(self), self.svg, include, exclude)

    def __repr__(self) -> str:
        """Short: what a notebook stores as text beside the picture (a developer's view, in
        English like Python's own reprs)."""
        rows, cols = len(self._layout.rows), len(self._layout.rows[0])
        verdicts = []
        for rules, found in self._problems().items():
            n = len(found)
            plural = "s" if n != 1 else ""
            verdicts.append(f"{RULE_NAMES[rules]}: " + (f"{n} problem{plural}" if n else "ok"))
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
                                         source=old.source or f"edited from {old.name}")  # noqa: E501  i18n: not shown
        self._pick = None
        # TRANSLATORS: the layout editor's message after two places swapped their tiles
        self._say(_("Swapped {a} and {b}: {a} is now at {where_a}, {b} at {where_b}.",
                    a=labelled(a), b=labelled(b), where_a=where(self._layout, a),
                    where_b=where(self._layout, b)))
        self._refresh()

    def randomize(self, kind: str = "base", seed: int | None = None) -> None:
        """Replace the layout by a random legal one (seeded, so a class can share it)."""
        self._layout = layouts.random_layout(kind, seed=seed, rules=self.rules_picker.value)
        self._pick = None
        # TRANSLATORS: the layout editor's message after a random layout; {board} is the board
        # kind ("Base game, 4 rows of 4"), {rules} the rule set ("Big Box rules")
        self._say(_("A random layout for the board {board} (seed {seed}), legal under the "
                    "{rules}.", board=KIND_NAMES.get(kind, kind), seed=seed,
                    rules=RULE_NAMES[self.rules_picker.value]))
        self._refresh()

    def load_json(self, text: str | bytes | memoryview) -> None:
        """Load a layout from its JSON text; a bad one raises ValueError, shown in the widget,
        and the layout stays as it was."""
        try:
            lay = layouts.from_json(text)
        except ValueError as exc:
            # TRANSLATORS: the layout editor's message for a file it refuses; {reason} says
            # what is wrong with it
            self._say(_("Could not load that layout: {reason}.",
                        reason=exc.args[0] if exc.args else str(exc)),
                      # TRANSLATORS: said after a refused layout file
                      _("The board is unchanged."))
            raise
        self._layout = lay
        self._pick = None
        # TRANSLATORS: the layout editor's message after a layout file is read; {name} is
        # the layout's name in quotes
        self._say(_("Loaded the layout {name}.", name=repr(lay.name)))
        self._refresh()

    def click(self, x: float, y: float) -> None:
        """What a mouse-down at board pixel (x, y) does: pick, then swap with the next pick."""
        place = self._bv.view.hit(x, y)
        if place is None:
            # TRANSLATORS: the layout editor's message after a click beside the places
            self._say(_("Click on a place to pick it."))
        elif self._pick is None:
            self._pick = place
            # TRANSLATORS: the layout editor's message after the first click on a place
            self._say(_("{place} picked ({where}); click the place to swap it with.",
                        place=labelled(place), where=where(self._layout, place)))
            self._refresh()
        elif self._pick == place:
            self._pick = None
            # TRANSLATORS: the layout editor's message after a second click on the same place
            self._say(_("{place} put back.", place=labelled(place)))
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
        lang, out = self.lang, []
        for rules, found in self._problems().items():
            if found:
                # TRANSLATORS: what a rule set says of a layout; {problems} are its faults,
                # separated by semicolons
                line = _("{rules}: {problems}.", rules=RULE_NAMES[rules],
                         problems=_semicolons(found))
            else:
                # TRANSLATORS: what a rule set says of a layout without faults
                line = _("{rules}: keeps the rules.", rules=RULE_NAMES[rules])
            out.append(tr(line, lang))
        return out

    def _problems_html(self) -> str:
        """One block per rule set; each problem its own bullet, easier to read aloud."""
        lang = self.lang
        out = [f"<b>{escape(tr(self._layout.title, lang))}</b>"]
        for rules, found in self._problems().items():
            name = escape(tr(RULE_NAMES[rules], lang))
            if not found:
                # TRANSLATORS: the layout editor's verdict on a layout without faults
                ok = escape(tr(_("keeps the rules"), lang))
                out.append(f"<div>{name}: <b>{ok}</b> &#10003;</div>")
            else:
                items = "".join(f"<li>{escape(tr(p, lang))}</li>" for p in found)
                # TRANSLATORS: the layout editor's count of a layout's faults
                count = escape(tr(N_("{n} problem", "{n} problems", len(found)), lang))
                out.append(f"<div>{name}: <b>{count}</b>"  # i18n: not shown
                           f"<ul style='{_LIST_STYLE}'>{items}</ul></div>")
        return "".join(out)

    def _save_html(self) -> str:
        data = base64.b64encode(self.to_json().encode("utf-8")).decode("ascii")
        filename = re.sub(r"[^A-Za-z0-9_.-]+", "-", self._layout.name).strip("-") or "layout"
        # TRANSLATORS: the layout editor's link that saves the layout as a file
        words = escape(tr(_("Save layout as JSON"), self.lang))
        return (f'<a download="{escape(filename)}.json" '
                f'href="data:application/json;base64,{data}" style="{_LINK_STYLE}">{words}</a>')

    def _refresh(self) -> None:
        self._relabel()
        if self._said:
            self.message.value = html_lines(tr(m, self.lang) for m in self._said)
        self._bv.paint(Board(self._layout), selected=self._pick)
        self.problems_html.value = self._problems_html()
        self.save_link.value = self._save_html()


def _semicolons(items: list[str]) -> Message:
    """Faults one after the other, as a sentence's value ("a; b"); each stays translatable."""
    return join(items, "; ")
