"""The narrated log: every applied action leaves plain-word events tagged with turn and seat."""

from __future__ import annotations

from typing import NamedTuple


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


def format_log(events: list[Event], names: tuple[str, ...], turn: int | None = None) -> str:
    """The log as text, one block per turn ("Turn 3 (Green)"), or one turn's block."""
    lines: list[str] = []
    last = None
    for e in events:
        if turn is not None and e.turn != turn:
            continue
        if e.turn != last:
            lines.append(f"Turn {e.turn} ({names[e.seat]})")
            last = e.turn
        lines.append(f"  {first_upper(e.text)}.")
    return "\n".join(lines) + ("\n" if lines else "")
