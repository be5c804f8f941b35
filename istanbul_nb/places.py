"""The 25 places of Istanbul, their sets and their names in four languages.

The numbers and names come from ``data/places.json`` (RULES.md section 1), so a teacher can fix a
translation in one data file. Everything else in the kit looks places up here by number.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

from .i18n import LANGUAGES as _LANGUAGES
from .i18n import Message, Term, _, check_language

LANGUAGES: tuple[str, ...] = _LANGUAGES

#: The place sets of each board kind (RULES.md section 2).
KIND_PLACES: dict[str, frozenset[int]] = {
    "base": frozenset(range(1, 17)),
    "mocha": frozenset(range(1, 21)),
    "letters": frozenset(range(1, 17)) | frozenset(range(21, 25)),
    "great-bazaar": frozenset(range(1, 26)),
}

FOUNTAIN, BLACK_MARKET, TEA_HOUSE, POLICE_STATION = 7, 8, 9, 12


@dataclass(frozen=True)
class Place:
    """One place tile: its number, the set it belongs to, and its names."""

    number: int
    set: str
    names: dict[str, str]
    provenance: dict[str, str]

    def name(self, lang: str | None = None) -> str:
        """The name in ``lang`` ("en", "ko", "zh-Hant" or "de"; None: the session's)."""
        return self.names[check_language(lang)]

    @property
    def reconstructed(self) -> tuple[str, ...]:
        """Languages whose name is this project's own translation, not a source's."""
        return tuple(k for k, v in self.provenance.items() if v == "reconstructed")


@cache
def _load() -> dict[int, Place]:
    text = resources.files("istanbul_nb").joinpath("data/places.json").read_text("utf-8")
    data = json.loads(text)
    return {
        p["number"]: Place(p["number"], p["set"], dict(p["names"]), dict(p["provenance"]))
        for p in data["places"]
    }


def place(number: int) -> Place:
    """The place with this number; ValueError for a number that is no place."""
    places = _load()
    if number not in places:
        raise ValueError(f"{number!r} is not a place number (places are numbered 1 to 25)")
    return places[number]


def all_places() -> list[Place]:
    """Every place, in number order."""
    return [p for _, p in sorted(_load().items())]


def name(number: int, lang: str | None = None) -> str:
    """The name of place ``number`` in ``lang`` (None: the session's language)."""
    return place(number).name(lang)


def label(number: int, lang: str | None = None) -> str:
    """A learner's label such as "Tea House (9)" (in the session's language unless ``lang``
    says another)."""
    return labelled(number).text(lang)


def term(number: int) -> Term:
    """The place's name as a message value: English as a str, translated with its sentence
    (``_("{who} moves to {place}", place=term(9))``)."""
    return Term(place(number).names["en"], place(number).names)


def labelled(number: int) -> Message:
    """The place's name and number as a message value ("Tea House (9)", "찻집 (9)")."""
    # TRANSLATORS: a place's name and its number on the board
    return _("{place} ({number})", place=term(number), number=number)
