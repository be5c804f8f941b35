"""Short button labels for the Letters & Seals verbs (``Verb.label``; ``engine.labels`` says
what a label is and holds the helpers)."""

from __future__ import annotations

from typing import Any

from ...engine.labels import (
    Label,
    card,
    compact,
    figure,
    fit,
    letter,
    place,
    play_card,
    short_place,
    thing,
    words,
)
from .rules import game_words


def _companion(game: Any, a: list[str], lang: str) -> str:
    if a and a[0] == "place":
        return "companion here (free)"
    return fit(f"companion → {place(a[0], lang)}", f"companion → {short_place(a[0], lang)}",
               f"companion → {a[0]}")


def _catacombs(game: Any, a: list[str], lang: str) -> str:
    what, where = (a + ["", ""])[:2]
    return fit(f"{what}, then → {short_place(where, lang)}", f"{what} → {short_place(where, lang)}",
               f"{what} → {where}")


def _kiosk(game: Any, a: list[str], lang: str) -> str:
    if not a:
        return "1 letter, then Kiosk tiles"
    offer = [str(t) for t in ((game.pending() or {}).get("offer", []) if not game.is_over
                              else [])]
    head = f"tile {offer.index(a[0]) + 1}" if a[0] in offer else words(a[0])
    tiles = {t.get("id"): t for t in game.rules.data.get("letters", {})
             .get("kiosk_tiles", {}).get("tiles", [])}
    tile = tiles.get(a[0], {})
    text = game_words(game.rules, str(tile.get("text") or words(a[0])))
    rest = a[1:]
    if rest == ["skip"]:
        return fit(f"{head}: take it without using it", f"{head}: take it, don't use it")
    if not rest:
        return fit(f"{head}: {text}", f"{head}: {words(a[0])}")
    if rest[0] == "coffee":
        return f"{head}: 1 coffee"
    if rest[0] in ("lira",) or (rest[0].isdigit() and "coffee" in tile):
        return f"{head}: {tile.get('lira', rest[0])} lira"
    if rest[0] in ("buy", "sell") and len(rest) > 1:
        return fit(f"{head}: {rest[0]} {thing(game, rest[1], lang)}",
                   f"{head}: {rest[0]} {rest[1]}")
    if len(rest) == 2:
        give, get = rest
        what = thing(game, give, lang)
        gives = [f"{head}: give {what}", f"{head}: give {words(give)}", f"{head}: {what}"] \
            if get in ("letter", "card") else []
        return fit(f"{head}: {what} → {get}", *gives, f"{head}: {give} → {get}",
                   f"{head}: {give} → {compact([get])}")
    return fit(f"{head}: {' '.join(rest)}")


def _double(game: Any, a: list[str], lang: str) -> str:
    return fit("another turn: letters " + ", ".join(letter(x) for x in a),
               "another turn: give " + ", ".join(letter(x) for x in a),
               "another turn: " + ", ".join(a))


def _play(game: Any, a: list[str], lang: str) -> str:
    """``play top-discard <card> <its words>``: the discard pile's top card, played as if it
    were one's own (one at a time); any other card as the base game labels it."""
    rest = a[1:]
    if a[:1] == ["top-discard"] and rest:
        inner, more = card(game, rest[0]), compact(rest[1:])
        return fit(f"top of pile: {play_card(game, rest, lang)}",
                   f"pile: {play_card(game, rest, lang)}", f"pile: {inner}: {more}",
                   f"pile: {rest[0]} {more}", f"top of pile: {more}", f"pile: {more}")
    return play_card(game, a, lang)


LABELS: dict[str, Label] = {
    "companion": _companion, "catacombs": _catacombs, "kiosk": _kiosk, "double": _double,
    "play": _play,
    "courier": figure("Courier", "1 letter"),
    "bid": lambda g, a, lang: fit(f"bid {a[0]} lira for the bonus cards", f"bid {a[0]} lira"),
    "auction": lambda g, a, lang: (f"take 1 {a[0]}, then auction" if a
                                   else "auction bonus cards"),
    "pass": lambda g, a, lang: "pass",
    "embassy": lambda g, a, lang: "take 2 letters",
    "leave-companion": lambda g, a, lang: "leave your companion",
    "take-companion": lambda g, a, lang: "companion to your cart",
    "return-companion": lambda g, a, lang: "companion off the board",
}

__all__ = ["LABELS"]
