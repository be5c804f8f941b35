"""The glossary: the game's terms (goods, figures, cards, tiles, phases, every expansion's
parts) in every language, each Korean and Chinese term with the rule book it comes from.

``locale/glossary.csv`` holds one row a term (``key,en,ko,zh-Hant,de,source``): ``source`` names
where each translation comes from (a seed rule book's section in shared/seeds, a printed
component, or "ours" for this project's own wording; "de?" marks a German name we are not sure
of). The places' names live in ``data/places.json`` with their provenance and join the glossary
here as ``place-<number>`` rows, so a name is written in one file only. Messages take a term as
a value (``term("fabric")``) and the catalogue tests check that every translation uses the
glossary's word wherever the English names a term.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from importlib import resources

from . import LANGUAGES, Term

__all__ = ["Entry", "entries", "term"]


@dataclass(frozen=True)
class Entry:
    """One term: its key, its word in each language and where each comes from."""

    key: str
    names: dict[str, str]
    source: str

    def as_term(self) -> Term:
        return Term(self.names["en"], self.names)


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
        out[key] = Entry(key, names, (row.get("source") or "").strip())
    import json

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
