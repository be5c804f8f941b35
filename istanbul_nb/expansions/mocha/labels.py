"""Short button labels for the Mocha & Baksheesh verbs (``Verb.label``; ``engine.labels`` says
what a label is and holds the helpers). Each label is a catalogue message shown in the button's
language (``lang``); ``fit`` picks the richest one that fits the button."""

from __future__ import annotations

from typing import Any

from ...engine.labels import Label, card, fit
from ...i18n import _, tr
from ...places import labelled
from ...places import term as place_term
from .rules import word
from .tavern import tile_kind, tile_name

# Every label below is a button: short (``fit`` picks the richest that fits), a noun phrase.


def _roast(game: Any, a: list[str], lang: str) -> str:
    if a == ["done"]:
        return tr(_("stop roasting"), lang)
    if a == ["lira"]:
        return tr(_("pay lira for coffee"), lang)
    if a[:1] == ["guild"] and len(a) > 1:
        return tr(_("roast guild card {number}", number=a[1]), lang)
    if a[:1] == ["card"] and len(a) > 1:
        return fit(tr(_("roast {card}", card=card(game, a[1])), lang),
                   tr(_("roast card {card}", card=a[1]), lang))
    if len(a) == 1:
        return fit(tr(_("roast {good}", good=word(a[0])), lang))
    return fit(tr(_("roast {card}", card=" ".join(a)), lang))


def _trader(game: Any, a: list[str], lang: str) -> str:
    """The Coffee Trader: take its coffee, pay lira, give a good, or give nothing."""
    if not a:
        return tr(_("Coffee Trader: 1 coffee"), lang)
    if a[0] == "pay":
        return tr(_("Coffee Trader: pay lira"), lang)
    if a[0] == "give" and len(a) > 1:
        return fit(tr(_("Coffee Trader: give {good}", good=word(a[1])), lang),
                   tr(_("give {good}", good=word(a[1])), lang))
    if a[0] == "free":
        return tr(_("Coffee Trader: free"), lang)
    return fit(tr(_("Coffee Trader: {words}", words=" ".join(a)), lang))


def _barrier(game: Any, a: list[str], lang: str) -> str:
    if len(a) == 2:
        return tr(_("barrier {a}–{b}", a=a[0], b=a[1]), lang)
    return tr(_("barrier"), lang)


def _act(game: Any, a: list[str], lang: str) -> str:
    n = int(a[0])
    return fit(tr(_("action of {place}", place=labelled(n)), lang),
               tr(_("action of {place}", place=place_term(n)), lang),
               tr(_("action of {place}", place=n), lang))


def _tile(game: Any, a: list[str], lang: str) -> str:
    return fit(tr(_("Tavern tile: {kind}", kind=tile_kind(a[0])), lang),
               tr(tile_name(a[0]), lang))


def _baksheesh(game: Any, a: list[str], lang: str) -> str:
    n = int(a[0])
    return fit(tr(_("Baksheesh: a ruby from {place}", place=labelled(n)), lang),
               tr(_("Baksheesh: {place}", place=place_term(n)), lang),
               tr(_("Baksheesh: {place}", place=n), lang))


LABELS: dict[str, Label] = {
    "roast": _roast,
    "coffee_trader": _trader,
    "guild": lambda g, a, lang: tr(_("play guild card {number}", number=a[0]), lang),
    "discard-guild": lambda g, a, lang: tr(_("discard guild card {number}", number=a[0]), lang),
    "barrier": _barrier,
    "act": _act,
    "tavern-tile": _tile,
    "guild-hall": lambda g, a, lang: tr(_("coffee and guild cards"), lang),
    "coffee-house": lambda g, a, lang: tr(_("a ruby for coffee"), lang),
    "baksheesh": _baksheesh,
}

__all__ = ["LABELS"]
