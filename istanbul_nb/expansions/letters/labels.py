"""Short button labels for the Letters & Seals verbs (``Verb.label``; ``engine.labels`` says
what a label is and holds the helpers). Each label is a catalogue message (``fit`` picks the
richest one that fits the button in the language asked for); ``board_label`` shows it in that
language."""

from __future__ import annotations

from typing import Any

from ...engine.labels import (
    Label,
    card,
    compact,
    figure,
    fit,
    good,
    letter,
    place,
    play_card,
    short_place,
    thing,
    words,
)
from ...i18n import N_, _, join
from .kiosk import tile_text, tiles_of
from .places import WORD_PLACE

# TRANSLATORS: the labels below are buttons: keep them short (at most 32 columns; a Korean or
# Chinese character takes 2), noun phrases rather than sentences


def _companion(game: Any, a: list[str], lang: str) -> str:
    if a and a[0] == "place":
        return _("companion here (free)")
    return fit(_("companion → {place}", place=place(a[0], lang)),
               _("companion → {place}", place=short_place(a[0], lang)),
               _("companion → {place}", place=a[0]), lang=lang)


def _catacombs(game: Any, a: list[str], lang: str) -> str:
    what, where = (a + ["", ""])[:2]
    thing_ = good(what)
    return fit(_("{what}, then → {place}", what=thing_, place=short_place(where, lang)),
               _("{what} → {place}", what=thing_, place=short_place(where, lang)),
               _("{what} → {place}", what=thing_, place=where), lang=lang)


def _got(word: str) -> str:
    """What a Kiosk swap gives in return: a letter, a bonus card, a good."""
    return _("bonus card") if word == "card" else words(word)


def _kiosk(game: Any, a: list[str], lang: str) -> str:
    if not a:
        return _("1 letter, then Kiosk tiles")
    offer = [str(t) for t in ((game.pending() or {}).get("offer", []) if not game.is_over
                              else [])]
    head = _("tile {number}", number=offer.index(a[0]) + 1) if a[0] in offer else words(a[0])
    tiles = tiles_of(game.rules)
    tile = tiles.get(a[0], {})
    text = tile_text(game.rules, a[0]) if a[0] in tiles else words(a[0])
    rest = a[1:]
    if rest == ["skip"]:
        return fit(_("{tile}: take it without using it", tile=head),
                   _("{tile}: take it, don't use it", tile=head), lang=lang)
    if not rest:
        return fit(_("{tile}: {what}", tile=head, what=text),
                   _("{tile}: {what}", tile=head, what=words(a[0])), lang=lang)
    if rest[0] == "coffee":
        return _("{tile}: 1 coffee", tile=head)
    if rest[0] in ("lira",) or (rest[0].isdigit() and "coffee" in tile):
        return _("{tile}: {n} lira", tile=head, n=tile.get("lira", rest[0]))
    if rest[0] == "buy" and len(rest) > 1:
        return fit(_("{tile}: buy {what}", tile=head, what=thing(game, rest[1], lang)),
                   _("{tile}: buy {what}", tile=head, what=rest[1]), lang=lang)
    if rest[0] == "sell" and len(rest) > 1:
        return fit(_("{tile}: sell {what}", tile=head, what=thing(game, rest[1], lang)),
                   _("{tile}: sell {what}", tile=head, what=rest[1]), lang=lang)
    if len(rest) == 2:
        give, get = rest
        what = thing(game, give, lang)
        gives = [_("{tile}: give {what}", tile=head, what=what),
                 _("{tile}: give {what}", tile=head, what=words(give)),
                 _("{tile}: {what}", tile=head, what=what)] if get in ("letter", "card") else []
        return fit(_("{tile}: {what} → {got}", tile=head, what=what, got=_got(get)), *gives,
                   _("{tile}: {what} → {got}", tile=head, what=give, got=get),
                   _("{tile}: {what} → {got}", tile=head, what=give, got=compact([get])),
                   lang=lang)
    return fit(_("{tile}: {what}", tile=head, what=" ".join(rest)), lang=lang)


def _double(game: Any, a: list[str], lang: str) -> str:
    held = join([letter(x) for x in a])
    return fit(_("another turn: letters {letters}", letters=held),
               _("another turn: give {letters}", letters=held),
               _("another turn: {letters}", letters=", ".join(a)), lang=lang)


def _play(game: Any, a: list[str], lang: str) -> str:
    """``play top-discard <card> <its words>``: the discard pile's top card, played as if it
    were one's own (one at a time); any other card as the base game labels it."""
    rest = a[1:]
    if a[:1] == ["top-discard"] and rest:
        inner, more = card(game, rest[0]), compact(rest[1:])
        played = play_card(game, rest, lang)
        return fit(_("top of pile: {what}", what=played), _("pile: {what}", what=played),
                   _("pile: {card}: {what}", card=inner, what=more),
                   _("pile: {card}: {what}", card=rest[0], what=more),
                   _("top of pile: {what}", what=more), _("pile: {what}", what=more),
                   lang=lang)
    return play_card(game, a, lang)


def _society(game: Any, a: list[str], lang: str) -> str:
    """``society <source> <letters>``: the ruby's place and the letters handed in."""
    where = WORD_PLACE.get(a[0], a[0]) if a else ""
    held = join([letter(x) for x in a[1:]])
    tokens = " ".join(a[1:])
    return fit(_("ruby from {place}: {letters}", place=short_place(where, lang), letters=held),
               _("ruby from {place}: {letters}", place=short_place(where, lang),
                 letters=tokens),
               _("ruby from {place}: {letters}", place=where, letters=tokens), lang=lang)


def _bid(game: Any, a: list[str], lang: str) -> str:
    return fit(_("bid {n} lira for the bonus cards", n=a[0]), _("bid {n} lira", n=a[0]),
               lang=lang)


def _auction(game: Any, a: list[str], lang: str) -> str:
    if a:
        return fit(_("take 1 {good}, then auction", good=good(a[0])), lang=lang)
    return _("auction bonus cards")


def _embassy(game: Any, a: list[str], lang: str) -> str:
    n = int(game.rules.data.get("letters", {}).get("embassy", {}).get("letters", 2))
    return N_("take {n} letter", "take {n} letters", n)


LABELS: dict[str, Label] = {
    "companion": _companion, "catacombs": _catacombs, "kiosk": _kiosk, "double": _double,
    "play": _play,
    "courier": figure("Courier", _("1 letter")),
    "bid": _bid,
    "auction": _auction,
    "pass": lambda g, a, lang: _("pass"),
    "embassy": _embassy,
    "society": _society,
    "leave-companion": lambda g, a, lang: _("leave your companion"),
    "take-companion": lambda g, a, lang: _("companion to your cart"),
    "return-companion": lambda g, a, lang: _("companion off the board"),
}

__all__ = ["LABELS"]
