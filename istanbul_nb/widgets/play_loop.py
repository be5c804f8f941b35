"""The bots' side of a table widget, shared by the board ``Table`` and ``ChooseWriteTable``.

Bots answering a click on the page play at a visible pace: an asyncio task on the kernel's
event loop makes one decision, repaints, and sleeps ``pace`` seconds, so the widget stays
responsive and every bot move is seen. A line of code gets the bots' answers at once, as a
notebook expects the state after it; so does anything without a running event loop.

``BotLoop`` is a mixin: it holds no rules and reads the game only through what both games
offer (``to_act``, ``is_over``, ``players``, ``copy``, ``apply``, ``undo``, ``history``). The
widget gives it ``_game``, ``bots``, ``auto_box``, ``pace``, ``_task``, ``_from_page``,
``_refusal``, ``_say``, ``_who`` and ``_refresh``, and may refine ``_after_bot_move``,
``_live_view``, ``_go_live`` and ``_apply_text``. It also makes the page's controls that both
tables have alike: the action buttons (a pool, pressed through ``play``) and save and load.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager, suppress
from typing import TYPE_CHECKING, Any

import ipywidgets as w

#: Bot decisions made at once before the table stops and asks for 'Step bot'.
MAX_BOT_ACTIONS = 5000


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running this code (the kernel's, in a notebook), or None."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def current_task() -> asyncio.Task | None:
    """The task running this code, or None (no loop, or plain code on the loop)."""
    try:
        return asyncio.current_task()
    except RuntimeError:
        return None


def bot_name(bot: object) -> str:
    """A bot's ``name`` when it has one, else its class's name."""
    name = getattr(bot, "name", "")
    return name if isinstance(name, str) and name else type(bot).__name__


def check_bots(bots: Mapping[int, object], players: int,
               is_bot: Callable[[object], bool]) -> dict[int, Any]:
    """``bots`` keyed by seat 0 to ``players - 1``, each with a ``choose(game)`` method (what
    ``is_bot`` checks); a clear ValueError otherwise."""
    out: dict[int, Any] = {}
    for seat, bot in sorted(bots.items()):
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError(f"bots are keyed by seat 0 to {players - 1}, not {seat!r}")
        if not (is_bot(bot) and callable(getattr(bot, "choose", None))):
            raise ValueError(f"the bot for seat {seat} needs a choose(game) method")
        out[seat] = bot
    return out


class BotLoop:
    """Bots at a table widget: at once, or at their pace on the kernel's event loop."""

    if TYPE_CHECKING:
        _game: Any
        bots: dict[int, Any]
        auto_box: w.Checkbox
        _task: asyncio.Task | None
        _from_page: int
        #: The game's refusal (``IllegalAction``): what an undo may meet.
        _refusal: type[ValueError]

        def _say(self, lines: list[str], kind: str = "info") -> None: ...

        def _who(self, seat: int) -> str: ...

        def _refresh(self) -> None: ...

        _pool: list[w.Button]
        _pressed: dict[int, Any]
        save_button: w.Button
        save_link: w.HTML
        upload: w.FileUpload

        def play(self, action: Any) -> None: ...

        def load_json(self, text: str | bytes) -> None: ...

        def _save_link(self) -> None: ...

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

    # -- what the widget may refine --------------------------------------------------------------
    def _after_bot_move(self, seat: int, text: str) -> None:
        """A bot's decision was applied (the widget keeps its own record)."""

    def _live_view(self) -> bool:
        """Whether the table shows the live game (not a replay), so paced bots may go on."""
        return True

    def _go_live(self) -> None:
        """Leave a replay for the live game before bots play."""

    def _apply_text(self, text: str) -> None:
        """Play a decision of the history again (an undo that is refused puts it back)."""
        self._game.apply(text)

    def _take_back(self) -> list[str] | None:
        """Undo the last decision; while bots answer on their own, on back to the last human
        one. The texts taken back, newest first; None (said why, nothing changed) when there
        is nothing to undo or the game refuses it."""
        g = self._game
        if not g.history():
            self._say(["There is nothing to undo: this is the start of the game."], "info")
            self._refresh()
            return None
        taken: list[str] = []
        try:
            while True:
                last = g.history()[-1]
                g.undo()
                taken.append(last)
                if not (g.history() and self._bots_follow() and g.to_act in self.bots
                        and not g.is_over):
                    break
        except self._refusal as exc:
            # put back what this undo already took, so a refusal changes nothing
            for text in reversed(taken):
                self._apply_text(text)
            self._say([f"Cannot undo: {exc}."], "error")
            self._refresh()
            return None
        return taken

    # -- the bots --------------------------------------------------------------------------------
    def _bot_to_act(self) -> bool:
        return not self._game.is_over and self._game.to_act in self.bots

    def _bots_follow(self) -> bool:
        """Bots answer on their own: auto-play is on and someone at the table is human (or a
        control of the page asked, so they play at their pace: a table of bots to watch)."""
        if not self.auto_box.value:
            return False
        return len(self.bots) < self._game.players or self._paced_loop() is not None

    def _paced_loop(self) -> asyncio.AbstractEventLoop | None:
        """The loop to pace the bots on: a control of the page is being handled and an event
        loop runs (the kernel's); None means the bots answer at once."""
        return running_loop() if self._from_page else None

    @contextmanager
    def _page(self) -> Iterator[None]:
        """While a control of the page is handled: bots answer it later, at their pace."""
        self._from_page += 1
        try:
            yield
        finally:
            self._from_page -= 1

    def _control(self, fn, *args) -> None:
        """Run a control's method; its refusal is already shown, so a control swallows it."""
        with self._page(), suppress(ValueError):
            fn(*args)

    def _bot_move(self) -> bool:
        """The bot to act decides once; False (auto-play off, said why) when it cannot."""
        g = self._game
        seat = g.to_act
        bot = self.bots[seat]
        try:
            action = bot.choose(g.copy(log=False))
            g.apply(str(action))
        except ValueError as exc:  # IllegalAction is a ValueError
            self.auto_box.value = False
            self._say([f"{self._who(seat)} could not play: {exc}. Auto-play is off."], "error")
            return False
        self._after_bot_move(seat, str(action))
        return True

    def _play_bots(self) -> int:
        """Bot decisions now until a human is to act; how many were made."""
        for n in range(MAX_BOT_ACTIONS):
            if not self._bot_to_act() or not self._bot_move():
                return n
        self._say([f"The bots made {MAX_BOT_ACTIONS} decisions in a row; press 'Step bot' to "
                   "go on."], "info")
        return MAX_BOT_ACTIONS

    def _answer_bots(self) -> None:
        """After a human decision: the bots answer, at their pace when a control of the page
        asked (a task on the running loop; this handler returns first), else at once."""
        if not (self._bots_follow() and self._bot_to_act()):
            return
        loop = self._paced_loop()
        if loop is None:
            self._play_bots()
        elif not self.playing:
            self._task = loop.create_task(self._paced_bots())

    def _pace(self) -> float:
        return float(self.pace)  # type: ignore[attr-defined]  # the widget's attribute or property

    async def _paced_bots(self) -> None:
        """One bot decision, a repaint, a pause of ``pace`` seconds; until a human decides."""
        try:
            while True:
                await asyncio.sleep(self._pace())
                if not (self._live_view() and self.auto_box.value and self._bot_to_act()):
                    break
                ok = self._bot_move()
                self._refresh()
                if not ok or not self._bot_to_act():
                    break  # a person decides now: the note stops saying the bots play
        except Exception as exc:  # a bot's own bug: a task's error is seen by nobody, so say it
            self._say([f"{self._who(self._game.to_act)} failed: {type(exc).__name__}: {exc}. "
                       "Auto-play is off."], "error")
            self.auto_box.value = False
        finally:
            if self._task is asyncio.current_task():
                self._task = None
                self._refresh()

    def _stop_bots(self) -> None:
        """Stop bots playing at their pace (undo, replay, load, a step by hand...)."""
        task, self._task = self._task, None
        if task is not None and not task.done() and task is not current_task():
            task.cancel()

    def _on_auto(self, change: dict) -> None:
        with self._page():
            if change["new"]:
                self._go_live()
                self._answer_bots()
            else:
                self._stop_bots()
            self._refresh()

    # -- the page's controls ---------------------------------------------------------------------
    def _save_load_controls(self) -> None:
        """``save_button`` (it makes ``save_link``) and ``upload`` (it loads a saved game)."""
        self.save_button = w.Button(description="Save game", icon="download",
                                    tooltip="make a download link of the game as JSON",
                                    layout=w.Layout(width="auto"))
        self.save_button.on_click(lambda _: self._save_link())
        self.save_link = w.HTML()
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False,
                                   description="Load game")
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
        if action is None:
            return
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
