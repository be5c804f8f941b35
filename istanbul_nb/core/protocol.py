"""The game protocol: what every game of the kit offers, declared once.

The board game (``ist.Game``) and *Choose & Write* (``cw.Game``) both implement it; the bots,
``simulate``, the random-game tests and the arena to come are written against it, never against
one game's class. A game of a third kind plugs into all of them by offering these members and
registering its bots' strategy (``istanbul_nb.bots.kinds``) under its ``kind``.

``isinstance(game, GameProtocol)`` checks that the members are there (not their types: that is
mypy's job, and ``tests/core/test_protocol.py`` checks both games against this class).
"""

from __future__ import annotations

from typing import Any, Protocol, Self, runtime_checkable


@runtime_checkable
class ActionLike(Protocol):
    """An action of either game: a small value whose ``text`` is its canonical notation."""

    @property
    def text(self) -> str: ...


@runtime_checkable
class GameProtocol(Protocol):
    """One game in progress: the moment, the choices, the history, the result, the picture."""

    #: which game this is ("istanbul", "choose_write"): the bots' strategy registry key
    kind: str

    # -- the moment --------------------------------------------------------------------------
    @property
    def players(self) -> int: ...

    @property
    def to_act(self) -> int:
        """The seat that decides now (not always the seat whose turn it is)."""
        ...

    @property
    def current(self) -> int:
        """The seat whose turn it is."""
        ...

    @property
    def phase(self) -> str: ...

    @property
    def turn(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def mode(self) -> str:
        """"teacher" or "learner": whether what revealed something hidden may be undone."""
        ...

    def question(self, lang: str | None = None) -> str:
        """The decision of the moment in plain words (a message; in ``lang`` when given)."""
        ...

    # -- the choices -------------------------------------------------------------------------
    def legal_actions(self) -> list[Any]:
        """Every action ``to_act`` may take now, in the game's documented order."""
        ...

    def is_legal(self, action: Any) -> bool: ...

    def why_not(self, action: Any, lang: str | None = None) -> str:
        """Why an action may not be taken now ("" when it may; in ``lang`` when given)."""
        ...

    def describe(self, action: Any, lang: str | None = None) -> str: ...

    def apply(self, action: Any) -> Any:
        """Take a legal action (``IllegalAction``, nothing changed, when it is not)."""
        ...

    # -- the history (core.history.History) ---------------------------------------------------
    def undo(self) -> None: ...

    def redo(self) -> Any: ...

    def replay(self, actions: Any) -> list[Any]: ...

    def history(self) -> list[str]: ...

    def at_step(self, k: int) -> Self: ...

    def copy(self, log: bool = True) -> Self: ...

    def determinized(self, seat: int | None, seed: int) -> Self:
        """A look-ahead copy in which what ``seat`` cannot see is dealt afresh from ``seed``."""
        ...

    # -- the result --------------------------------------------------------------------------
    def returns(self) -> list[float]:
        """Per seat its reward once the game is over (0.0 for every seat before)."""
        ...

    def ranking(self) -> list[int]:
        """Seats best first."""
        ...

    def ranks(self) -> list[int]:
        """Per seat its place, 1 for first; tied seats share a place."""
        ...

    def winners(self) -> list[int]: ...

    def result_row(self, seat: int) -> dict[str, int]:
        """``simulate``'s columns of the game's own counts for one seat (rubies, lira, ...)."""
        ...

    # -- saving and showing ------------------------------------------------------------------
    def to_json(self) -> str: ...

    def _repr_svg_(self) -> str | None: ...
