"""Extract, update, compile and check the message catalogues (Babel): what ``make
translations``, the wheel's build hook and the catalogue tests share.

The template ``locale/istanbul_nb.pot`` is what the package's source says (every ``_``,
``N_``, ``tell``, ``no`` and ``gettext`` literal); each language's
``locale/<code>/LC_MESSAGES/istanbul_nb.po`` holds its translations. Locations are kept
without line numbers and entries sorted, so an edit elsewhere in a file does not touch the
catalogues. Needs Babel (the test and lab extras).
"""

from __future__ import annotations

import datetime as dt
import string
from dataclasses import dataclass
from pathlib import Path

from . import DOMAIN, LANGUAGES
from . import FOLDERS as FOLDER

#: the functions whose literal arguments are messages, and which of their arguments
#: (``tell`` narrates lazily and ``no`` refuses lazily in the engine: engine/ops.py)
KEYWORDS: dict[str, tuple | None] = {
    "_": None, "N_": (1, 2), "C_": ((1, "c"), 2), "gettext": None, "ngettext": (1, 2),
    "tell": (2,), "no": (3,),
}
PACKAGE = Path(__file__).resolve().parents[1]
LOCALE = PACKAGE / "locale"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
#: a fixed date, so the template is the same bytes whenever it is made from the same source
_EPOCH = dt.datetime(2026, 12, 5, tzinfo=dt.UTC)


def po_path(lang: str) -> Path:
    return LOCALE / FOLDER[lang] / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract(root: Path = PACKAGE):  # -> babel Catalog
    """The template as the source says it now."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    cat = Catalog(domain=DOMAIN, project="istanbul_nb", creation_date=_EPOCH,
                  revision_date=_EPOCH, charset="utf-8", fuzzy=False)
    found = extract_from_dir(
        str(root), method_map=[("**/locale/**", "ignore"), ("**.py", "python")],
        keywords=KEYWORDS, comment_tags=("TRANSLATORS:",), strip_comment_tags=True)
    for filename, _lineno, message, comments, context in found:
        if not message or (isinstance(message, tuple) and not message[0]):
            continue
        cat.add(message, None, [(f"istanbul_nb/{filename}", None)],  # type: ignore[list-item]
                auto_comments=comments, context=context)
    return cat


def _write(catalog, path: Path) -> None:  # noqa: ANN001
    from babel.messages.pofile import write_po

    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_po(f, catalog, width=100, sort_output=True, include_lineno=False,
                 ignore_obsolete=True)


def read(path: Path):  # -> babel Catalog  # noqa: ANN201
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f)


def update() -> dict[str, int]:
    """Write the template from the source and bring each language's catalogue up to date
    (new messages empty, gone ones dropped); returns the untranslated count per language."""
    from babel.messages.catalog import Catalog

    template = extract()
    _write(template, TEMPLATE)
    left = {}
    for lang in LANGUAGES[1:]:
        path = po_path(lang)
        if path.is_file():
            cat = read(path)
        else:
            cat = Catalog(locale=FOLDER[lang], domain=DOMAIN, project="istanbul_nb",
                          creation_date=_EPOCH, revision_date=_EPOCH, fuzzy=False)
        cat.update(template, no_fuzzy_matching=True, update_creation_date=False)
        cat.revision_date = _EPOCH
        cat.creation_date = _EPOCH
        _write(cat, path)
        left[lang] = sum(1 for m in cat if m.id and not _done(m))
    return left


def compile_all(locale: Path = LOCALE) -> list[Path]:
    """Each ``.po`` beside its ``.mo`` (what gettext reads)."""
    from babel.messages.mofile import write_mo

    out = []
    for po in sorted(locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        cat = read(po)
        mo = po.with_suffix(".mo")
        with mo.open("wb") as f:
            write_mo(f, cat)
        out.append(mo)
    return out


def _done(m) -> bool:  # noqa: ANN001
    if isinstance(m.string, (tuple, list)):
        return all(m.string)
    return bool(m.string)


def fields(text: str) -> set[str]:
    """The named placeholders of a message ("{who} pays {n}" -> {"who", "n"})."""
    return {f for _t, f, _s, _c in string.Formatter().parse(text) if f is not None}


@dataclass(frozen=True)
class Problem:
    lang: str
    msgid: str
    what: str

    def __str__(self) -> str:
        return f"{self.lang}: {self.msgid[:70]!r}: {self.what}"


def problems(lang: str) -> list[Problem]:
    """What is wrong with a language's catalogue against the template: a message missing or
    untranslated or fuzzy, a placeholder dropped, renamed or added, a wrong plural count."""
    template = read(TEMPLATE)
    cat = read(po_path(lang))
    out: list[Problem] = []
    for m in template:
        if not m.id:
            continue
        t = cat.get(m.id, context=m.context)
        key = m.id if isinstance(m.id, str) else m.id[0]
        if t is None or not _done(t):
            out.append(Problem(lang, key, "not translated"))
            continue
        if t.fuzzy:
            out.append(Problem(lang, key, "marked fuzzy (check it, then remove the mark)"))
        ids = (m.id,) if isinstance(m.id, str) else tuple(m.id)
        want = set().union(*(fields(i) for i in ids))
        strings = (t.string,) if isinstance(t.string, str) else tuple(t.string)
        if not isinstance(m.id, str) and len(strings) != cat.num_plurals:
            out.append(Problem(lang, key, f"{len(strings)} plural forms, the language has "
                                          f"{cat.num_plurals}"))
        for s in strings:
            got = fields(s)
            if got - want:
                out.append(Problem(lang, key, f"placeholder(s) not in the English: "
                                              f"{', '.join(sorted(got - want))}"))
            # a plural form may leave out {n} (Korean and Chinese say the number once)
            missing = want - got - ({"n"} if not isinstance(m.id, str) else set())
            if missing:
                out.append(Problem(lang, key, f"placeholder(s) dropped: "
                                              f"{', '.join(sorted(missing))}"))
    return out
