"""The one error family of both games: ``except IllegalAction`` catches a refusal of either."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that may not be taken now; the message says why in a learner's words.

    A ``ValueError``, so code that checks input in general catches it too; the board game
    (``ist.IllegalAction``) and Choose & Write (``cw.IllegalAction``) raise this one class."""
