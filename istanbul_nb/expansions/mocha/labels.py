"""Short button labels for the Mocha & Baksheesh verbs (``Verb.label``; ``engine.labels`` says
what a label is and holds the helpers)."""

from __future__ import annotations

from typing import Any

from ...engine.labels import (
    Label,
    card,
    figure,
    fit,
    place,
    short_place,
    words,
)


def _roast(game: Any, a: list[str], lang: str) -> str:
    if a == ["done"]:
        return "stop roasting"
    if a == ["lira"]:
        return "pay lira for coffee"
    if a[:1] == ["guild"] and len(a) > 1:
        return f"roast guild card {a[1]}"
    if a[:1] == ["card"] and len(a) > 1:
        return fit(f"roast {card(game, a[1])}", f"roast card {a[1]}")
    return fit("roast " + " ".join(a))


LABELS: dict[str, Label] = {
    "roast": _roast,
    "coffee_trader": figure("Coffee Trader", "1 coffee"),
    "guild": lambda g, a, lang: f"play guild card {a[0]}",
    "discard-guild": lambda g, a, lang: f"discard guild card {a[0]}",
    "barrier": lambda g, a, lang: f"barrier {a[0]}–{a[1]}" if len(a) == 2 else "barrier",
    "act": lambda g, a, lang: fit(f"action of {place(a[0], lang)}",
                                  f"action of {short_place(a[0], lang)}", f"action of {a[0]}"),
    "tavern-tile": lambda g, a, lang: fit(f"Tavern tile: {words(a[0])}", words(a[0])),
    "guild-hall": lambda g, a, lang: "coffee and guild cards",
    "coffee-house": lambda g, a, lang: "a ruby for coffee",
}

__all__ = ["LABELS"]
