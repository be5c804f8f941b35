"""The history both games keep, written once: apply, undo, redo, replay, copy, learner mode.

A game is an initial state plus the action texts applied to it. Undo re-runs the history from
the initial state (no snapshot per action, so ``apply`` stays cheap for bots and a copy shares
the immutable initial state); what was undone waits in a redo list until a different action is
applied, as in any editor. In learner mode an action that revealed something hidden (a roll of
the dice, a drawn card) cannot be taken back, so a learner cannot "re-roll" by undoing.

Each game supplies the game-specific part through small abstract hooks (``_legal_texts``,
``_canonical``, ``why_not``, ``_play``, ``_fresh``, ``_forget_position``, ``mode``); everything
that follows from them lives here, so the board game and Choose & Write cannot drift apart
(``at_step(True)`` is refused by both, a refusal is one ``IllegalAction`` in both).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Container, Iterable
from typing import Any, Self

from ..i18n import _
from .errors import IllegalAction


class History(ABC):
    """The bookkeeping of a played game; ``ist.Game`` and ``cw.Game`` stand on it (an abstract
    base: a game that leaves out a hook cannot be made at all).

    A subclass sets ``state`` and calls ``_begin(initial)`` in its constructor, and provides:

    - ``_legal_texts()``: the canonical texts legal now (a dict or set: looked up once per
      ``apply``);
    - ``_canonical(action)``: the canonical text of an action or text (legal or not);
      ``IllegalAction`` when it is no action of the game at all;
    - ``why_not(action)``: why an action may not be taken now, in plain words;
    - ``_play(text)``: carry out a legal text on ``state`` and return ``(lines, revealed,
      record)``: what happened in plain words, whether it revealed something hidden, and the
      log record the game keeps for it; it must leave ``state`` as it was on an exception
      only up to what ``_rebuild`` repairs;
    - ``_fresh(history)``: a new game of the same settings after ``history`` from the initial
      state;
    - ``_forget_position()``: drop what it worked out for the position (its legal list);
    - ``mode``: "teacher" or "learner".
    """

    #: what a learner cannot take back, in the refusal's words (completes "an action that
    #: ..."; a game names its own: a message)
    # TRANSLATORS: completes "in learner mode you cannot take back an action that ..."
    hidden_words: str = _("revealed something hidden")
    state: Any
    _initial: Any
    _history: list[str]
    _random: list[bool]
    _log: list[Any]
    _undone: list[str]

    # -- what the game supplies --------------------------------------------------------------
    @abstractmethod
    def _legal_texts(self) -> Container[str]:
        """(see the class doc)"""

    @abstractmethod
    def _canonical(self, action: Any) -> str:
        """(see the class doc)"""

    @abstractmethod
    def why_not(self, action: Any) -> str:
        """(see the class doc)"""

    @abstractmethod
    def _play(self, text: str) -> tuple[Any, bool, Any]:
        """(see the class doc)"""

    @abstractmethod
    def _fresh(self, history: list[str]) -> Self:
        """(see the class doc)"""

    @property
    @abstractmethod
    def mode(self) -> str:
        """"teacher" (undo anything) or "learner" (what revealed something stays)."""

    @abstractmethod
    def _forget_position(self) -> None:
        """Drop what was worked out for the position (the legal list) after a rebuild."""

    # -- the history -------------------------------------------------------------------------
    def _begin(self, initial: Any) -> None:
        self._initial = initial
        self.state = initial.copy()
        self._history, self._random, self._log, self._undone = [], [], [], []

    def _step(self, text: str) -> Any:
        """Carry out a legal text and record it (the history, whether it was random, the log)."""
        lines, revealed, record = self._play(text)
        self._history.append(text)
        self._random.append(revealed)
        self._log.append(record)
        return lines

    def _rebuild(self, history: list[str]) -> None:
        self.state = self._initial.copy()
        self._history, self._random, self._log = [], [], []
        self._forget_position()
        for text in history:
            self._step(text)

    def apply(self, action: Any) -> Any:
        """Apply one action and return what happened in plain words; ``IllegalAction`` (and
        nothing changed) says why when it may not be taken now."""
        legal = self._legal_texts()
        text = getattr(action, "text", action)
        if type(text) is not str or text not in legal:
            text = self._canonical(action)
            if text not in legal:
                raise IllegalAction(self.why_not(text))
        lines = self._commit(text)
        undone = self._undone
        if undone:      # redo keeps its list only if this was its next step
            if undone[-1] == text:
                undone.pop()
            else:
                undone.clear()
        return lines

    def _commit(self, text: str) -> Any:
        """``_step``, or nothing changed: a rule that fails half-way is rolled back."""
        try:
            return self._step(text)
        except Exception:
            self._rebuild(self._history)
            raise

    def apply_saved(self, text: str) -> Any:
        """One action of a save's history (``core.saves.replay_history``): ``apply``, or a
        game's own history entries (the board game's teacher dice commands)."""
        return self.apply(text)

    def replay(self, actions: Iterable[Any]) -> list[Any]:
        """Apply several actions in order, all or none: the first that is refused leaves the
        game as it was and says which step it was. Returns each action's lines."""
        actions = list(actions)
        start = len(self._history)
        undone = self._undone[:]
        out = []
        for k, action in enumerate(actions):
            try:
                out.append(self.apply(action))
            except IllegalAction as exc:
                self._rebuild(self._history[:start])
                self._undone = undone
                raise IllegalAction(_("step {k} of {total} ({action}) was refused, so none "
                                      "was applied: {reason}", k=k + 1, total=len(actions),
                                      action=repr(str(action)[:40]),
                                      reason=exc.reason)) from None
        return out

    def undo(self) -> None:
        """Take back the last action (teacher mode: always; learner mode: not one that revealed
        something hidden); it waits for ``redo``."""
        if not self._history:
            raise IllegalAction(_("there is nothing to undo: this is the start of the game"))
        if self.mode == "learner" and self._random[-1]:
            # TRANSLATORS: {what} is what the action did ("rolled dice or drew a card")
            raise IllegalAction(_("in learner mode you cannot take back an action that "
                                  "{what}", what=self.hidden_words))
        last = self._history[-1]
        self._rebuild(self._history[:-1])
        self._undone.append(last)

    def redo(self) -> Any:
        """Apply again the action undone last; ``IllegalAction`` when nothing was undone (or a
        different action has been applied since)."""
        if not self._undone:
            raise IllegalAction(_("there is nothing to redo: no action was taken back since "
                                  "the last new one"))
        return self.apply(self._undone[-1])

    @property
    def can_undo(self) -> bool:
        """Whether ``undo`` would take an action back now."""
        return bool(self._history) and not (self.mode == "learner" and self._random[-1])

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    def history(self) -> list[str]:
        """The applied actions as texts, oldest first."""
        return list(self._history)

    def at_step(self, k: int) -> Self:
        """A new game after the first ``k`` actions of this one (a replay slider)."""
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= len(self._history):
            raise ValueError(f"step must be 0 to {len(self._history)}, not {k!r}")
        return self._fresh(self._history[:k])

    def restart(self) -> Self:
        """A new game at this game's initial state."""
        return self._fresh([])

    def _copy_history(self, other: History, log: bool) -> None:
        """Give the copy ``other`` this game's history (and log, unless ``log`` is False)."""
        other._initial = self._initial
        other._history = self._history[:]
        other._random = self._random[:]
        other._log = self._log[:] if log else []
        other._undone = self._undone[:]
