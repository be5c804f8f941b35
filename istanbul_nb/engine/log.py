"""The narrated log: every applied action leaves plain-word events tagged with turn and seat."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..i18n import Message, _, tr

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["Event", "Lines", "event_text", "format_log"]


class Event(NamedTuple):
    """One line of the story: what happened, in which turn, by whose decision."""

    turn: int
    seat: int
    action: str
    text: str

    def __str__(self) -> str:
        return self.text


def first_upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def format_log(events: list[Event], names: tuple[str, ...], turn: int | None = None,
               lang: str | None = None) -> str:
    """The log as text, one block per turn ("Turn 3 (Green)"), or one turn's block, in
    ``lang`` (None: the session's default language): the events are kept as messages, so a
    log played in one language reads in another."""
    lines: list[str] = []
    last = None
    for e in events:
        if turn is not None and e.turn != turn:
            continue
        if e.turn != last:
            # TRANSLATORS: the heading of one turn's block in the log: its number and whose
            lines.append(tr(_("Turn {turn} ({name})", turn=e.turn, name=names[e.seat]), lang))
            last = e.turn
        # TRANSLATORS: one narrated event of the log, as a sentence (English adds the full stop)
        said = tr(e.text, lang)
        # a sentence the catalogue does not translate yet keeps the English full stop
        # (no Chinese "。" after English words)
        end = _("{event}.", event=first_upper(said))
        lines.append("  " + (tr(end, lang) if said != str(e.text) else str(end)))
    return "\n".join(lines) + ("\n" if lines else "")


class Lines(Sequence):
    """What one action narrated, formatted only when read: ``Game.apply`` returns it, and bots
    that apply millions of actions never pay for the words. Behaves as a tuple of texts."""

    __slots__ = ("_raw",)

    def __init__(self, raw: list) -> None:
        self._raw = raw

    def __len__(self) -> int:
        return len(self._raw)

    def __getitem__(self, i: int | slice) -> str | tuple[str, ...]:
        if isinstance(i, slice):
            return tuple(event_text(e) for e in self._raw[i])
        return event_text(self._raw[i])

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (Lines, tuple, list)):
            return tuple(self) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return repr(tuple(self))


def event_text(e: str | tuple[str, tuple | dict]) -> str:
    """The words of one narrated event: a text; a catalogue sentence and its named values (a
    ``Message``: English as a str, any language through ``i18n.tr``); or an English-only
    template and its positional arguments (``ops.say``, being replaced by ``ops.tell``)."""
    if isinstance(e, str):
        return e
    if isinstance(e[1], dict):
        return Message(e[0], None, None, e[1])
    return e[0].format(*e[1]) if e[1] else e[0]
