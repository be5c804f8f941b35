"""The page's side of a table session: the bots at their pace, and the controls both tables
have alike (the action buttons' pool, save and load).

Bots answering a click on the page play at a visible pace: an asyncio task on the kernel's
event loop asks the session for one decision (``Session.bot_step``), repaints, and sleeps
``pace`` seconds, so the widget stays responsive and every bot move is seen. The click's
handler only starts that task. A line of code gets the bots' answers at once, as a notebook
expects the state after it; so does anything without a running event loop.

``SessionLoop`` is a mixin: the widget gives it ``session``, ``_refresh`` and ``_save_link``;
it makes the action buttons' groups and the controls both tables have (``_make_controls``)
and shows a view's buttons (``_show_buttons``), and reads nothing of the game itself.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ..core.errors import IllegalAction
from ..i18n import tr
from ..session.words import CONTROLS
from .table_panels import what_html

if TYPE_CHECKING:
    from ..session import Session, TableView


def control(key: str, icon: str, lang: str | None = None) -> w.Button:
    """A control's button (undo, hint, save...), its words from ``session.words.CONTROLS``
    in ``lang``, as wide as them."""
    text, tip = CONTROLS[key]
    return w.Button(description=tr(text, lang), icon=icon, tooltip=tr(tip, lang),
                    layout=w.Layout(width="auto"))


#: The controls both tables have, by attribute: the key of their words in ``CONTROLS``.
CONTROL_KEYS: dict[str, str] = {
    "undo_button": "undo", "redo_button": "redo", "hint_button": "hint",
    "step_button": "step", "finish_button": "finish", "auto_box": "auto",
    "save_button": "save", "upload": "load"}


def relabel(widget: w.Widget, key: str, lang: str) -> None:
    """A control's words (caption and tooltip) in ``lang``."""
    text, tip = CONTROLS[key]
    set_changed(widget, description=tr(text, lang))
    if tip and hasattr(widget, "tooltip"):
        set_changed(widget, tooltip=tr(tip, lang))


def row(*children: w.Widget) -> w.HBox:
    """Controls side by side, wrapping on a narrow page."""
    return w.HBox(list(children), layout=w.Layout(flex_flow="row wrap", align_items="center"))


def set_changed(widget: w.Widget, **values: Any) -> None:
    """Set the traits that changed only (an unchanged value sends no message)."""
    for name, value in values.items():
        if getattr(widget, name) != value:
            setattr(widget, name, value)


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running this code (the kernel's, in a notebook), or None."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class SessionLoop:
    """A table widget's bots at their pace, its page controls, its action buttons."""

    _task: asyncio.Task | None = None
    _from_page = 0
    _quiet_auto = False

    if TYPE_CHECKING:
        session: Session
        auto_box: w.Checkbox
        _pool: list[w.Button]
        _pressed: dict[int, Any]
        _shown_buttons: list[w.Button]

        def _refresh(self) -> None: ...

        def _save_link(self) -> None: ...

        def play(self, action: Any) -> None: ...

        def load_json(self, text: str | bytes) -> None: ...

    def _person(self) -> int:
        """The seat a review offers first: the first without a bot (the learner's), else 0."""
        return next((s for s in range(self.session.game.players)
                     if s not in self.session.bots), 0)

    def _who(self, seat: int) -> str:
        """A seat's name, with its bot's ("Blue (Greedy)")."""
        return self.session.who(seat)

    @property
    def playing(self) -> bool:
        """Whether bots are playing at their pace now (a task on the event loop)."""
        return self._task is not None and not self._task.done()

    async def wait_for_bots(self) -> None:
        """Wait until the bots playing at their pace are done (at once when none are)."""
        task = self._task
        if task is not None and not task.done():
            with suppress(asyncio.CancelledError):
                await task

    @contextmanager
    def _page(self) -> Iterator[None]:
        """While a control of the page is handled (and an event loop runs): the session
        leaves the bots' answer to this widget, which paces it."""
        self._from_page += 1
        was = self.session.paced
        self.session.paced = running_loop() is not None
        try:
            yield
        finally:
            self._from_page -= 1
            self.session.paced = was
            if not self._from_page:
                self._pace_bots()
                self._refresh()

    def _changed(self) -> None:
        """Repaint after a change, unless a control of the page is handled (it repaints once,
        when it is done)."""
        if not self._from_page:
            self._refresh()

    def _do(self, fn: Callable[..., Any], *args: Any, stop: bool = False,
            refused: Any = None) -> Any:
        """``fn(*args)`` of the session and a repaint; ``refused`` is returned when the
        session refuses (``IllegalAction``: its message says why), else the refusal is
        raised; ``stop``: the paced bots stop first."""
        if stop:
            self._stop_bots()
        try:
            return fn(*args)
        except IllegalAction:
            if refused is None:
                raise
            return refused
        finally:
            self._changed()

    def _control(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run a control's method; its refusal is already shown, so a control swallows it."""
        with self._page(), suppress(ValueError):
            return fn(*args)
        return None

    def _pace_bots(self) -> None:
        """Start the paced bots when the session wants them (a click was answered)."""
        loop = running_loop()
        if loop is not None and not self.playing:
            self.session.paced = True
            try:
                wanted = self.session.wants_pacing
            finally:
                self.session.paced = False
            if wanted:
                self._task = loop.create_task(self._paced_bots())
                self.session.pacing = True

    async def _paced_bots(self) -> None:
        """One bot decision, a repaint, a pause of ``pace`` seconds; until a human decides."""
        s = self.session
        try:
            while True:
                await asyncio.sleep(s.pace)
                if not (s.live and s.auto_play and s.bot_to_act()):
                    break
                ok = s.bot_step()
                if not ok or not s.bot_to_act():
                    break  # a person decides now: the note stops saying the bots play
                self._refresh()
        except Exception as exc:  # a bot's own bug: a task's error is seen by nobody, so say it
            s.bot_failed(exc)
        finally:
            if self._task is asyncio.current_task():
                self._task = None
                s.pacing = False
                self._refresh()

    def _stop_bots(self) -> None:
        """Stop bots playing at their pace (undo, replay, load, a step by hand...)."""
        task, self._task = self._task, None
        self.session.pacing = False
        with suppress(RuntimeError):
            if task is not None and not task.done() and task is not asyncio.current_task():
                task.cancel()

    def _on_auto(self, change: dict) -> None:
        if self._quiet_auto:
            return
        with self._page():
            self.session.auto_play = bool(change["new"])
            if change["new"]:
                self.session.replay(len(self.session.game.history()))
            else:
                self._stop_bots()

    def _sync_auto(self) -> None:
        """The checkbox follows the session (a failing bot turns auto-play off)."""
        if self.auto_box.value != self.session.auto_play:
            self._quiet_auto = True
            try:
                self.auto_box.value = self.session.auto_play
            finally:
                self._quiet_auto = False

    # -- the page's controls ---------------------------------------------------------------------
    def _make_controls(self, kinds: Sequence[str]) -> None:
        """One box per kind of action (made once; buttons move between them as the game goes),
        the "what it does" line, and the controls both tables have: undo, redo, hint, the
        bots' step and finish, "bots play by themselves"."""
        self._kinds = list(kinds)
        self._group_title = {k: w.HTML() for k in self._kinds}
        self._group_row = {k: w.HBox(layout=w.Layout(flex_flow="row wrap")) for k in self._kinds}
        self._group = {k: w.VBox([self._group_title[k], self._group_row[k]],
                                 layout=w.Layout(display="none", margin="2px 0"))
                       for k in self._kinds}
        self._pool, self._pressed, self._shown_buttons = [], {}, []
        # what the shortened buttons do, in the game's words (a touch screen has no tooltip)
        self.what_line = w.HTML()
        lang = self.session.lang
        self.undo_button = control("undo", "undo", lang)
        self.redo_button = control("redo", "repeat", lang)
        self.hint_button = control("hint", "lightbulb-o", lang)
        self.step_button = control("step", "step-forward", lang)
        self.finish_button = control("finish", "fast-forward", lang)
        self.auto_box = w.Checkbox(value=self.session.auto_play, indent=False,
                                   description=tr(CONTROLS["auto"][0], lang),
                                   layout=w.Layout(width="auto"))
        for b, name in ((self.undo_button, "undo"), (self.redo_button, "redo"),
                        (self.hint_button, "hint"), (self.step_button, "step_bot"),
                        (self.finish_button, "run_bots")):
            b.on_click(lambda _, name=name: self._control(getattr(self, name)))
        self.auto_box.observe(self._on_auto, names="value")
        self.bot_controls = row(self.step_button, self.finish_button, self.auto_box)
        self.bot_controls.add_class("ist-controls")

    def _show_buttons(self, v: TableView) -> list[w.Button]:
        """The view's action buttons in their groups, reused from the pool, and the controls'
        states; returns the border buttons (the board game lists them apart)."""
        rows: dict[str, list[w.Button]] = {k: [] for k in self._kinds}
        borders: list[w.Button] = []
        self._pressed, self._shown_buttons = {}, []
        for i, bv in enumerate(v.buttons):
            b = self._button(i)
            b.description, b.tooltip, b.button_style = bv.label, bv.tooltip, bv.style
            # moves and borders are clicked on the board as well: their buttons are small
            b.style.font_size = "14px" if bv.small else "15px"
            b.layout.padding = "1px 7px" if bv.small else "4px 10px"
            b.disabled = v.buttons_disabled
            self._pressed[id(b)] = bv.act
            (borders if bv.border else rows[bv.kind]).append(b)
            self._shown_buttons.append(b)
        set_changed(self.what_line, value=what_html(list(v.what), self.session.lang))
        for group in v.groups:
            k = group.kind
            set_changed(self._group_title[k],
                        value=f"<b style='font-size:15px'>{escape(group.title)}</b>")
            set_changed(self._group_row[k], children=tuple(rows[k]))
            self._group[k].layout.display = "flex" if rows[k] else "none"
        self.undo_button.disabled = not v.can_undo
        self.redo_button.disabled = not v.can_redo
        self.hint_button.disabled = not v.can_hint
        self.step_button.disabled = not v.can_step
        self.finish_button.disabled = not v.can_finish
        self.bot_controls.layout.display = "flex" if v.bots else "none"
        return borders

    def _save_load_controls(self) -> None:
        """``save_button`` (it makes ``save_link``) and ``upload`` (it loads a saved game)."""
        self.save_button = control("save", "download", self.session.lang)
        self.save_button.on_click(lambda _: self._save_link())
        self.save_link = w.HTML()
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False,
                                   description=tr(CONTROLS["load"][0], self.session.lang))

    def _relabel_controls(self, lang: str) -> None:
        """The shared controls' words in ``lang`` (a table's language menu changed)."""
        for name, key in CONTROL_KEYS.items():
            widget = getattr(self, name, None)
            if widget is not None:
                relabel(widget, key, lang)
        self.upload.observe(self._on_upload, names="value")

    def _on_upload(self, change: dict) -> None:
        files = change["new"]
        if not files:
            return
        # load_json shows why a file is refused in the widget; a traceback would not help a learner
        self._control(self.load_json, bytes(files[0]["content"]))
        self.upload.value = ()

    def _press(self, button: w.Button) -> None:
        action = self._pressed.get(id(button))
        if action is not None:
            self._control(self.play, action)  # play shows why an action is refused

    def _button(self, i: int) -> w.Button:
        """The ``i``-th action button, made once and then only relabelled."""
        while len(self._pool) <= i:
            b = w.Button(layout=w.Layout(width="auto", height="auto", margin="2px",
                                         padding="4px 10px"))
            b.style.font_size = "15px"  # readable from the back of a classroom
            b.on_click(self._press)
            self._pool.append(b)
        return self._pool[i]
