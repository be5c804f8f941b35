"""The words of Choose & Write in every language: its places and cards as message values, and
the narrated log kept as catalogue sentences until somebody reads it.

Why here and not in the data file: a card's text is a sentence a learner reads, so it is a
catalogue message (``_``) that the translators see with the others; ``data/choose_write.json``
keeps the seed's English (``seed_text``) and ``tests/choose_write/test_cw_words.py`` checks
that both say the same. The places' names in other languages are the board game's names of the
same places (``data/places.json``), so a name is translated once for both games.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from ..i18n import Message, Term, _
from ..i18n.glossary import term
from ..places import place as board_place
from .data import GOODS, LETTERS, card, place_name

__all__ = ["BOARD_PLACE", "Lines", "card_text", "event_text", "good_term", "place_label",
           "place_term", "short_name", "staged_line"]

#: The board game's place that shows each place of the sheet: its name in other languages,
#: its icon and its colour (Black Market 14: the board's Black Market; A-D: the Sultan's Palace).
BOARD_PLACE: dict[str, int] = {
    "1": 2, "2": 16, "3": 10, "4": 5, "5": 3, "6": 6, "7": 17, "8": 9, "9": 18, "10": 4,
    "11": 11, "12": 25, "13": 1, "14": 8, "A": 13, "B": 13, "C": 13, "D": 13,
}
#: The languages whose brackets are full width (a name's good: "黑市（珠寶）").
_WIDE_BRACKETS = frozenset({"zh-Hant"})


@cache
def good_term(good: str) -> Term:
    """A good as a message value (the glossary's word; a good the glossary lacks shows its
    English word rather than failing)."""
    if good not in GOODS:
        raise ValueError(f"{good[:20]!r} is no good; goods: {', '.join(GOODS)}")
    try:
        return term(good)
    except ValueError:
        return Term(good)


@cache
def place_term(place: str) -> Term:
    """A place of the sheet by its label ("8"), as a message value: the sheet's English name
    ("Tea House", "Warehouse (fabric)", "Sultan's Palace A") and the board game's name of the
    same place in the other languages (the Black Market 14 with its good, A-D with the
    letter)."""
    english = place_name(place)
    board = board_place(BOARD_PLACE[place]).names
    names = dict(board)
    if place in LETTERS:
        names = {lang: f"{word} {place}" for lang, word in board.items()}
    elif place == "14":
        jewelry = good_term("jewelry")
        names = {lang: (f"{word}（{jewelry.text(lang)}）" if lang in _WIDE_BRACKETS
                        else f"{word} ({jewelry.text(lang)})") for lang, word in board.items()}
    names["en"] = english
    return Term(english, names)


@cache
def short_name(place: str) -> Term:
    """The name on a place's band of the sheet: without the Warehouses' good and the palace's
    letter, which the picture shows already (colour, income, badge)."""
    english = place_name(place)
    english = english.split(" (")[0] if "(" in english else english.removesuffix(f" {place}")
    names = dict(board_place(BOARD_PLACE[place]).names)
    if "good" in _place_data(place) and place != "14":
        # TRANSLATORS: the band of a Warehouse on the Choose & Write sheet (its good is its colour)
        warehouse = _("Warehouse")
        names = {lang: warehouse.text(lang) for lang in names}
    names["en"] = english
    return Term(english, names)


def _place_data(place: str) -> dict:
    from .data import components

    return dict(components()["places"][place])


@cache
def place_label(place: str) -> Message:
    """A place with its number or letter, as the rules name it ("8 Tea House"); one message
    per place, made once (the narration names a place at almost every step)."""
    # TRANSLATORS: a place of the Choose & Write sheet: its number (or letter) and its name
    return _("{number} {place}", number=place, place=place_term(place))


def card_text(card_id: str) -> Message:
    """What a Guild, Caravan or Fountain card or a place says, in the seed's words
    (``CARD_TEXTS``; ValueError for a card without words)."""
    try:
        return _card_texts()[card_id]
    except KeyError:
        card(card_id)      # an unknown card: says so
        raise ValueError(f"card {card_id!r} has no words") from None


@cache
def _card_texts() -> dict[str, Message]:
    """The seed's words of every card with words, by id (the places' by label)."""
    return {
        "G01": _("Take 2 Goods of your choice and take 1 Improvement."),
        "G02": _("Fill in 2 spaces."),
        "G03": _("Take 4 different Goods and 1 Lira."),
        "G04": _("Take 4 Goods of your choice."),
        "G05": _("Perform Sultan Palace Action A. Then take 5 Lira."),
        "G06": _("Perform Sultan Palace Action B. Then take 1 Guild card."),
        "G07": _("Perform Sultan Palace Action C. Then take 1 Good of your choice and fill in "
                 "1 space."),
        "G08": _("Perform Sultan Palace Action D. Then take 1 Goods card and 1 Improvement."),
        "G09": _("Take 2 Goods cards, 1 Good of your choice, and fill in 1 space."),
        "G10": _("Spend 3 Goods of your choice. Then take 1 Ruby."),
        "G11": _("Discard 1 Goods card and 1 Good of your choice. Then take 1 Ruby."),
        "G12": _("Perform 1 Sultan's Palace action of your choice. Then take 1 Goods card and "
                 "1 Guild card."),
        "G13": _("Discard 1 Goods card. Then take 1 Ruby and fill in 1 space."),
        "G14": _("Take 1 Ruby."),
        "G15": _("Take 1 Ruby and 1 Good of your choice."),
        "G16": _("Take 1 Ruby, 1 Goods card, and 1 Guild card."),
        "C1": _("Take 3 identical Goods."),
        "C2": _("Take 3 different Goods."),
        "C3": _("Take 2 Lira and 1 Goods card."),
        "C4": _("Take 2 Guild cards, take 1 and discard the other."),
        "C5": _("Take 4 Lira."),
        "C6": _("Perform either Sultan Palace Action A or B. Then take 1 Goods card."),
        "C7": _("Perform either Sultan Palace Action C or D. Then take 1 Good of your choice."),
        "C8": _("Take either 1 Goods card or 1 Good of your choice. Take 1 Improvement or fill "
                "in 1 space. Take 1 Lira."),
        "F1": _("1 Lira"),
        "F2": _("1 Good of your choice"),
        "F3": _("1 Goods card"),
        "F4": _("1 Improvement"),
    }


def card_ids_with_words() -> list[str]:
    """The cards whose words ``card_text`` gives (a test compares them with the data file)."""
    return list(_card_texts())


def staged_line() -> Message:
    """The first line of a staged game's set-up log (``save.STAGED`` in English)."""
    return _("a staged situation")


# -- the narrated log ---------------------------------------------------------------------------
def event_text(event: str | tuple[str, dict[str, Any]]) -> str:
    """The words of one narrated event: a text as it is (an old save's set-up line), or a
    catalogue sentence and its values as a ``Message`` (English as a str; ``tr`` translates)."""
    if isinstance(event, str):
        return event
    return Message(event[0], None, None, event[1])


class Lines(Sequence):
    """What one action narrated, formatted only when read (``Game.apply`` returns it): bots
    that apply millions of actions never pay for the words. Behaves as a tuple of texts."""

    __slots__ = ("_raw",)

    def __init__(self, raw: list) -> None:
        self._raw = raw

    def __len__(self) -> int:
        return len(self._raw)

    def __getitem__(self, i: int | slice) -> Any:
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
