"""The one error family of both games: ``except IllegalAction`` catches a refusal of either."""

from __future__ import annotations

from typing import Any

from ..i18n import tr


class IllegalAction(ValueError):
    """An action that may not be taken now; the message says why in a learner's words.

    A ``ValueError``, so code that checks input in general catches it too; the board game
    (``ist.IllegalAction``) and Choose & Write (``cw.IllegalAction``) raise this one class.
    The reason (``args[0]``, also ``reason``) is a catalogue message: ``str(exc)`` reads it
    in the session's language (``ist.set_language``), ``tr(exc.reason, lang)`` in any."""

    @property
    def reason(self) -> Any:
        """Why, as the message itself (English as a ``str``; ``i18n.tr`` for a language)."""
        return self.args[0] if self.args else ""

    def __str__(self) -> str:
        if len(self.args) == 1:
            return tr(self.args[0])
        return super().__str__()
