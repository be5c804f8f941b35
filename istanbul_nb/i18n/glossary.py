"""The glossary: the game's terms (goods, figures, cards, tiles, phases, every expansion's
parts) in every language, each Korean and Chinese term with the rule book it comes from.

``locale/glossary.csv`` holds one row a term (``key,en,ko,zh-Hant,de,source,check``); a row
whose key starts with ``#`` is a heading for the reader.

- ``key``: the English word in kebab-case (``family-member``); a bonus card's key is
  ``card-`` + its id in the data files (``card-move-3-4``), so code finds it without a table.
- ``en``: the word exactly as the kit's English sentences write it (case included), because the
  catalogue test looks for it there.
- ``source``: where each translation comes from, one ``lang: origin`` part a language, joined by
  ``; ``: ``seed 000 (section)`` (the Korean Big Box rule book in shared/seeds), ``seed 002
  (section)`` (the Chinese base rule book), ``printed`` (a published component or box), or
  ``ours`` (this project's own wording, with a note in brackets). ``de?`` in place of ``de``
  marks a German name we are not sure of. tests/i18n/test_glossary.py checks that every word
  claimed from a seed occurs in that seed.
- ``check``: how the catalogue test enforces the term (``found_in``/``used_in`` below).
  Empty: wherever a message's English contains ``en`` as a whole word (as written, or its
  plural: ``ruby``/``rubies``), every translation must contain the language's word. ``no``: the
  term is listed for translators but not enforced, for English words too common to mean only
  the term ("move", "action", "place") and for card titles, which reach sentences as values.
  Anything else is a regular expression for the English forms that name the term (``lira``
  only after a number, so the Chinese may say 錢幣 for money in general and 元 for an amount).

A translation "uses" a term by containing its word: Korean and Chinese ignoring spaces (Korean
spacing varies: 확장 부품 / 확장부품), German ignoring case and umlauts, with the ending of the
words before the noun free (``neutraler Gehilfe`` is used by "einen neutralen Gehilfen",
``Großer Basar`` by "des Großen Basars"). Placeholders are values, not words: ``{goods}``
names no term.

The places' names live in ``data/places.json`` with their provenance and join the glossary here
as ``place-<number>`` rows, so a name is written in one file only. Messages take a term as a
value (``term("fabric")``).
"""

from __future__ import annotations

import csv
import json
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from . import LANGUAGES, Term

__all__ = ["Entry", "entries", "term"]

_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
_UMLAUTS = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "ß": "ss"})
_ADJECTIVE_ENDING = re.compile(r"(?:e|em|en|er|es)$")


@dataclass(frozen=True)
class Entry:
    """One term: its key, its word in each language, where each comes from and how the
    catalogue test enforces it."""

    key: str
    names: dict[str, str]
    source: str
    check: str = ""

    def as_term(self) -> Term:
        return Term(self.names["en"], self.names)

    def pattern(self) -> re.Pattern[str] | None:
        """The English forms that name this term in a sentence (None: not enforced)."""
        return _english_pattern(self.names["en"], self.check)

    def found_in(self, english: str) -> bool:
        """Whether an English sentence names this term (by the ``check`` rule). A placeholder
        is a value, not a word: ``{goods}`` names no term (and reads as a number, so
        ``{n} lira`` is an amount of lira)."""
        pat = self.pattern()
        return bool(pat and pat.search(_PLACEHOLDER.sub("0", english)))

    def used_in(self, text: str, lang: str) -> bool:
        """Whether a translation in ``lang`` uses this term's word for it."""
        word = self.names[lang]
        text = _PLACEHOLDER.sub(" ", text)
        if lang == "de":
            return _german_uses(text, word)
        if lang in ("ko", "zh-Hant"):
            return re.sub(r"\s+", "", word) in re.sub(r"\s+", "", text)
        return word in text

    def sources(self) -> dict[str, str]:
        """``source`` as language -> origin (``de?`` read as ``de``, its doubt kept in the
        origin as a leading ``?``)."""
        out: dict[str, str] = {}
        for part in self.source.split("; "):
            lang, sep, origin = part.partition(": ")
            if not sep:
                continue
            lang = lang.strip()
            if lang.endswith("?"):
                lang, origin = lang[:-1], "?" + origin
            out[lang] = origin.strip()
        return out


@cache
def _english_pattern(english: str, check: str) -> re.Pattern[str] | None:
    if check == "no" or len(english) <= 2:
        return None
    if check:
        return re.compile(check)
    last = english.rsplit(" ", 1)[-1]
    if re.search(r"[^aeiou]y$", last):
        body = re.escape(english[:-1]) + "(?:y|ies)"
    elif last[-1:].isalpha():
        body = re.escape(english) + "(?:s|es)?"
    else:
        body = re.escape(english)
    return re.compile(rf"(?<![\w-]){body}(?![\w-])")


def _german_uses(text: str, word: str) -> bool:
    """Each word of the German term in the text: the last (the noun) as written, since its
    inflected forms contain it (Gehilfe/Gehilfen), the ones before it (adjectives, also
    capitalised in a name: Großer Basar / des Großen Basars) by their stem; case and umlauts
    ignored."""
    hay = text.casefold().translate(_UMLAUTS)
    parts = [p.casefold().translate(_UMLAUTS) for p in word.split()]
    for k, part in enumerate(parts):
        if k < len(parts) - 1 and len(part) > 4:
            part = _ADJECTIVE_ENDING.sub("", part)
        if part not in hay:
            return False
    return True


@cache
def entries() -> dict[str, Entry]:
    """Every term by key: the CSV's rows, then the places (``place-1`` ... ``place-25``)."""
    out: dict[str, Entry] = {}
    text = (resources.files("istanbul_nb") / "locale" / "glossary.csv").read_text("utf-8")
    for row in csv.DictReader(text.splitlines()):
        key = (row.get("key") or "").strip()
        if not key or key.startswith("#"):
            continue
        names = {lang: (row.get(lang) or "").strip() for lang in LANGUAGES}
        missing = [lang for lang, word in names.items() if not word]
        if missing:
            raise ValueError(f"glossary.csv: term {key!r} has no {', '.join(missing)} word")
        if key in out:
            raise ValueError(f"glossary.csv: term {key!r} twice")
        if key.startswith("place-"):
            raise ValueError(f"glossary.csv: {key!r}: place-... keys are the places of "
                             f"data/places.json")
        check = (row.get("check") or "").strip()
        if check and check != "no":
            try:
                re.compile(check)
            except re.error as exc:
                raise ValueError(f"glossary.csv: term {key!r} has a bad check pattern: "
                                 f"{exc}") from None
        out[key] = Entry(key, names, (row.get("source") or "").strip(), check)
    places = json.loads((resources.files("istanbul_nb") / "data" / "places.json")
                        .read_text("utf-8"))
    for p in places["places"]:
        prov = p.get("provenance", {})
        out[f"place-{p['number']}"] = Entry(
            f"place-{p['number']}", {lang: p["names"][lang] for lang in LANGUAGES},
            "; ".join(f"{lang}: {prov.get(lang, '?')}" for lang in LANGUAGES[1:]))
    return out


def term(key: str) -> Term:
    """The term ``key`` as a message value (a ``Term``: English as a str, translated by
    ``tr``); a clear error for a key the glossary lacks."""
    try:
        return entries()[key].as_term()
    except KeyError:
        raise ValueError(f"no term {key[:40]!r} in the glossary (istanbul_nb/locale/"
                         f"glossary.csv)") from None
