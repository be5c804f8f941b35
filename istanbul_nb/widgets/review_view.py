"""ReviewView: "Review this game" at a table, with a progress bar, a Cancel button, the graph of
every seat's winning chance and the three costliest moments, each with the board at that moment.

The review itself is ``istanbul_nb.game_review`` (the analysis, the labels, the reasons and the
graph); this widget only runs its ``Reviewer`` one decision at a time and lays out what it
says. On the kernel's event loop (a click on the page) each decision is a step of an asyncio
task that yields between steps, so the notebook stays responsive and Cancel is heard; a line
of code (``view.start()``) without a running loop reviews at once.

The graph and the boards are inline SVG pictures (``<img>`` with a data URL) in HTML widgets:
sized by the page, with no file and no server behind them. A notebook saved without widget
state keeps what a cell displayed when it ran: the Table's board picture, not a review made
later by a click; ``display(table.review)`` after the review (its HTML holds the summary, the
graph and the moments) or ``ist.review(...)`` in a cell keeps it.
"""

from __future__ import annotations

import asyncio
import base64
import importlib
from collections.abc import Callable, Collection
from contextlib import suppress
from html import escape
from typing import Any

import ipywidgets as w

from ..game_review import GreedyAnalyser, Reviewer, ReviewResult, seat_names
from ..i18n import _, check_language, language, tr
from .session_loop import running_loop

#: The button's words and tooltip.
WORDS = {"review": (_("Review this game"), _("Score every decision of the chosen seat and show "
                                             "where its winning chance rose and fell")),
         "cancel": (_("Cancel"), _("Stop the review; what was scored so far is shown")),
         # TRANSLATORS: the label of the menu of seats whose decisions a review scores
         "seat": _("Review")}


#: Said under a review the greedy analyser made because the search bot is not there.
NO_SEARCH = _("The search bot is not part of this installation: the greedy analyser reviewed "
              "the game instead (it looks one turn ahead).")


def default_analyser(per_decision: float) -> Any:
    """The search bot with ``per_decision`` seconds a decision, or the greedy analyser when
    the search bot is not installed in this kit (the view then says so: ``NO_SEARCH``)."""
    try:
        search = importlib.import_module("istanbul_nb.bots.search")
    except ModuleNotFoundError:
        return GreedyAnalyser()
    return search.SearchBot(seed=0, think_time=per_decision)


def picture(svg: str, width: int, alt: str = "board") -> str:
    """An SVG picture as an ``<img>`` ``width`` pixels wide (at most the column's width)."""
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return (f"<img src='data:image/svg+xml;base64,{data}' "  # i18n: not shown
            f"style='width:{width}px;max-width:100%;height:auto' alt='{escape(alt)}'>")


class ReviewView(w.VBox):
    """The review of a game at a table: ``game()`` gives the game to review, ``seats()`` the
    names of its seats and ``person()`` the seat to offer first (the learner's).
    ``analyser``: an analyser, or a maker of one from the seconds per decision (default:
    ``default_analyser``, the search bot); ``think_time``: seconds per decision (default: an
    even share of ``game_review.BUDGET``); ``lang``: the view's language (None: the kit's
    default; ``set_language`` switches it)."""

    def __init__(self, game: Callable[[], Any], person: Callable[[], int],
                 analyser: Any = None, think_time: float | None = None,
                 lang: str | None = None) -> None:
        self._game, self._person = game, person
        self._make = analyser or default_analyser
        self.think_time = think_time
        self.lang = check_language(lang if lang is not None else language())
        self._note = ""
        self.button = w.Button(icon="line-chart", button_style="info",
                               layout=w.Layout(width="auto"))
        self.seat_picker = w.Dropdown(layout=w.Layout(width="220px"),
                                      style={"description_width": "initial"})
        self.progress = w.IntProgress(value=0, min=0, max=1, description="",
                                      layout=w.Layout(width="260px", display="none"))
        self.cancel_button = w.Button(icon="stop", layout=w.Layout(width="auto", display="none"))
        self._label()
        self.status = w.HTML()
        self.graph = w.HTML()
        self.moments = w.VBox()
        self.button.on_click(lambda _: self.start())
        self.cancel_button.on_click(lambda _: self.cancel())
        self.result: ReviewResult | None = None
        self._task: asyncio.Task | None = None
        self._stop = False
        self._for: tuple[int, int] | None = None
        bar = w.HBox([self.button, self.seat_picker, self.progress, self.cancel_button],
                     layout=w.Layout(flex_flow="row wrap", align_items="center"))
        super().__init__([bar, self.status, self.graph, self.moments],
                         layout=w.Layout(display="none"))
        self.add_class("ist-review")

    def __repr__(self) -> str:
        return (f"ReviewView({self.result.summary()!r})" if self.result is not None
                else "ReviewView(no review yet)")  # i18n: not shown

    def _repr_mimebundle_(self, include: Collection[str] | None = None,
                          exclude: Collection[str] | None = None,
                          **kwargs: Any) -> dict[str, Any]:
        """The live view, and the review done so far as HTML (its graph as SVG inside): a
        notebook saved with pictures keeps that in place of the view (``saved_pictures``)."""
        data: dict[str, Any] = {}
        if self.comm is not None:
            data.update(w.Widget._repr_mimebundle_(self) or {})
        data["text/plain"] = repr(self)
        wanted = (include is None or "text/html" in include) and (
            exclude is None or "text/html" not in exclude)
        if self.result is not None and wanted:
            data["text/html"] = self.result._repr_html_()
        return data

    def _label(self) -> None:
        lang = self.lang
        self.button.description, self.button.tooltip = (tr(x, lang) for x in WORDS["review"])
        self.cancel_button.description, self.cancel_button.tooltip = (
            tr(x, lang) for x in WORDS["cancel"])
        self.seat_picker.description = tr(WORDS["seat"], lang)

    def set_language(self, lang: str) -> None:
        """The view's words in ``lang``, and a review on show drawn again in it."""
        self.lang = check_language(lang)
        self._label()
        if self.result is not None and not self.running:
            self.show(self.result, self._note)

    # -- what a table and a test read --------------------------------------------------------
    @property
    def running(self) -> bool:
        """Whether a review is under way."""
        return self.progress.layout.display != "none"

    def offer(self, shown: bool) -> None:
        """Show the button (a finished game, a loaded save) or hide the whole review; another
        game, or the same game changed since (undo, more moves), clears the last review."""
        game = self._game() if shown else None
        key = None if game is None else (id(game), len(game.history()))
        if key != self._for:
            self.cancel()
            self.clear()
            if game is not None:
                names = seat_names(game)
                self.seat_picker.options = [(name, s) for s, name in enumerate(names)]
                person = self._person()
                self.seat_picker.value = person if 0 <= person < len(names) else 0
            self._for = key
        self.layout.display = "flex" if shown else "none"

    def clear(self) -> None:
        self.result = None
        self.status.value = self.graph.value = ""
        self.moments.children = ()

    # -- running -----------------------------------------------------------------------------
    def start(self) -> ReviewResult | None:
        """Review the table's game for the chosen seat: at once without a running event loop
        (and the result is returned), else as a task on it (``wait()`` awaits it)."""
        if self.running:
            return None
        try:
            reviewer = Reviewer(self._game(), self.seat_picker.value, self._make,
                                think_time=self.think_time)
        except ValueError as exc:
            self.status.value = f"<p>{escape(str(exc))}</p>"
            return None
        searched = self._make is default_analyser
        note = NO_SEARCH if searched and isinstance(reviewer.analyser, GreedyAnalyser) else ""
        self._begin(reviewer, note)
        loop = running_loop()
        if loop is None:
            while not self._stop and reviewer.step():
                self.progress.value = reviewer.done
            return self._finish(reviewer, note)
        self._task = loop.create_task(self._run(reviewer, note))
        return None

    async def _run(self, reviewer: Reviewer, note: str) -> None:
        try:
            while not self._stop and reviewer.step():
                self.progress.value = reviewer.done
                await asyncio.sleep(0)          # let the page's messages (Cancel) in
            self._finish(reviewer, note)
        except Exception as exc:  # an analyser's own bug: a task's error is seen by nobody
            self._end()
            stopped = tr(_("The review stopped:"), self.lang)
            self.status.value = (f"<p><b>{escape(stopped)}</b> {escape(type(exc).__name__)}: "
                                 f"{escape(str(exc))}</p>")
        finally:
            self._task = None

    async def wait(self) -> None:
        """Wait until the review on the event loop is done (at once when none runs)."""
        task = self._task
        if task is not None:
            with suppress(asyncio.CancelledError):
                await task

    def cancel(self) -> None:
        """Stop the review after the decision being scored; what was scored is shown."""
        if self.running:
            self._stop = True

    def _begin(self, reviewer: Reviewer, note: str) -> None:
        self._stop = False
        self.clear()
        self.progress.max, self.progress.value = max(1, reviewer.total), 0
        self.progress.layout.display = self.cancel_button.layout.display = "flex"
        self.button.disabled = self.seat_picker.disabled = True
        said = _("Reviewing {n} decisions of {name}…", n=reviewer.total,
                 name=seat_names(reviewer.game)[reviewer.seat])
        self.status.value = f"<p>{escape(tr(said, self.lang))}</p>"

    def _end(self) -> None:
        self.progress.layout.display = self.cancel_button.layout.display = "none"
        self.button.disabled = self.seat_picker.disabled = False

    def _finish(self, reviewer: Reviewer, note: str) -> ReviewResult:
        result = reviewer.result()
        self._end()
        self.result = result
        self.show(result, note)
        return result

    # -- drawing -----------------------------------------------------------------------------
    def show(self, result: ReviewResult, note: str = "") -> None:
        """Lay out a review in the view's language: its summary, the graph, the three
        costliest moments (the review's own words, ``game_review``, through ``tr``)."""
        lang = self.lang
        self._note = note

        def t(text: Any) -> str:
            return escape(tr(text, lang))

        extra = f"<p style='color:#666'>{t(note)}</p>" if note else ""
        self.status.value = f"<p><b>{t(result.summary())}</b></p>{extra}"
        try:
            self.graph.value = picture(result.svg(), 760, tr(_("graph"), lang))
        except ImportError:     # matplotlib is in the lab extra; the moments still help
            missing = _("(Install matplotlib to see the graph.)")
            self.graph.value = f"<p>{t(missing)}</p>"
        rows = []
        for i, d in enumerate(result.costliest(3), 1):
            board = result.position(d)._repr_svg_() or ""
            head = _("{i}. Turn {turn}", i=i, turn=d.turn)
            lost = _("{slip}, {loss} of a winning chance", slip=d.label or _("a small slip"),
                     loss=f"{d.loss:.0%}")
            played = _("Played: {words}", words=d.played_words)
            better = _("Better: {words}", words=d.best_words)
            words = (f"<p style='font-size:15px;margin:0'><b>{t(head)}</b>: {t(lost)}</p>"
                     f"<p style='margin:0.3em 0'>{t(played)} "
                     f"(<code>{escape(d.played)}</code>)</p>"
                     f"<p style='margin:0.3em 0'>{t(better)} "
                     f"(<code>{escape(d.best)}</code>)</p>"
                     f"<p style='margin:0.3em 0'>{t(d.reason)}</p>")
            row = w.HBox([w.HTML(picture(board, 300, tr(_("board"), lang))),
                          w.HTML(words, layout=w.Layout(max_width="460px"))],
                         layout=w.Layout(flex_flow="row wrap", align_items="flex-start",
                                         margin="6px 0"))
            row.add_class("ist-review-moment")
            rows.append(row)
        if not rows:
            none = _("No decision lost any winning chance by this review's estimate.")
            rows.append(w.HTML(f"<p>{t(none)}</p>"))
        self.moments.children = tuple(rows)


__all__ = ["NO_SEARCH", "ReviewView", "WORDS", "default_analyser", "picture"]
