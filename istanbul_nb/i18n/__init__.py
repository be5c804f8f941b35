"""The kit's languages: English (the source), Korean, Traditional Chinese and German.

Every sentence a learner reads is written once, in English, as a catalogue message with named
placeholders, and shown in a language chosen per widget, picture or call:

    from istanbul_nb.i18n import _, N_, tr
    text = _("{who} takes {n} lira at the {place}", who=name, n=3, place=place_term(9))
    str(text)          # English: a Message is a str, so code and tests that read English work
    tr(text, "ko")     # the same sentence from the Korean catalogue, its values translated too

Why a ``Message`` and not a translated string at once: the engine, which knows no widget,
makes its questions, refusals and descriptions without knowing who will read them, and a log
recorded in one language can be shown in another. Values may be messages or terms themselves
(a place name, a good) and are translated with the sentence. The narrated log keeps its
``(msgid, values)`` pairs unformatted until read (``engine.ops.say``), so bots that apply
millions of actions never pay for words.

The standard library's class-based gettext does the lookups (one cached ``GNUTranslations``
per language; never ``gettext.install``, which would change builtins for every package), from
``istanbul_nb/locale/<code>/LC_MESSAGES/istanbul_nb.mo``; Babel extracts and compiles
(``make translations``; the wheel's build hook, ``hatch_build.py``). The session's default
language is ``set_language``'s (``"en"`` until changed); every entry point also takes
``lang=``. Imports nothing of the kit: every layer may use it.
"""

from __future__ import annotations

import gettext
import string
import warnings
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from io import BytesIO
from typing import Any

__all__ = ["C_", "DOMAIN", "FOLDERS", "LANGUAGES", "Message", "N_", "Term", "_",
           "check_language", "english_of", "join", "language", "languages", "set_language",
           "tr", "translation"]

DOMAIN = "istanbul_nb"
#: The languages the kit speaks: English is the catalogues' source language.
LANGUAGES: tuple[str, ...] = ("en", "ko", "zh-Hant", "de")
#: What a user may also write for a language (browser and JupyterLab codes), case-insensitive.
_ALIASES = {"en-us": "en", "en-gb": "en", "ko-kr": "ko", "zh-tw": "zh-Hant", "zh-hk": "zh-Hant",
            "zh_hant": "zh-Hant", "zh-hant-tw": "zh-Hant", "de-de": "de", "de-at": "de",
            "de-ch": "de"}
#: The catalogue folder of each language (gettext's locale names use "_").
FOLDERS = {"ko": "ko", "zh-Hant": "zh_Hant", "de": "de"}

_default = "en"


def check_language(lang: str | None) -> str:
    """The kit's code for ``lang`` (None: the session's default); a clear ValueError, naming
    the languages there are, for anything else."""
    if lang is None:
        return _default
    if isinstance(lang, str):
        if lang in LANGUAGES:
            return lang
        code = _ALIASES.get(lang.strip().lower()) or next(
            (x for x in LANGUAGES if x.lower() == lang.strip().lower()), None)
        if code is not None:
            return code
    raise ValueError(f"unknown language {str(lang)[:40]!r}; choose one of "
                     f"{', '.join(LANGUAGES)}")


def set_language(lang: str) -> None:
    """Make ``lang`` the default of every widget, picture and text made from now on (a widget
    already shown keeps its own). Returns nothing, so a notebook cell that sets it shows
    nothing."""
    global _default
    _default = check_language(lang)


def language() -> str:
    """The session's default language."""
    return _default


def languages() -> tuple[str, ...]:
    """The languages the catalogues hold, English first."""
    return LANGUAGES


# -- catalogues ------------------------------------------------------------------------------
def _locale_dir() -> Any:
    return resources.files("istanbul_nb") / "locale"


def _compile_po(po: Any) -> gettext.GNUTranslations | None:
    """A catalogue straight from its ``.po`` source, when no compiled ``.mo`` is there or the
    source is newer (a checkout after a pull); needs Babel, which the test and lab extras have."""
    try:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
    except ImportError:
        return None
    with po.open("rb") as f:
        catalog = read_po(f)
    buf = BytesIO()
    write_mo(buf, catalog)
    buf.seek(0)
    return gettext.GNUTranslations(buf)


@cache
def translation(lang: str | None = None) -> gettext.NullTranslations:
    """The cached catalogue of ``lang`` (English: the messages as written)."""
    code = check_language(lang)
    if code == "en":
        return gettext.NullTranslations()
    folder = _locale_dir() / FOLDERS[code] / "LC_MESSAGES"
    mo, po = folder / f"{DOMAIN}.mo", folder / f"{DOMAIN}.po"
    stale = False
    try:
        from pathlib import Path

        pm, pp = Path(str(mo)), Path(str(po))
        stale = pp.is_file() and (not pm.is_file() or pp.stat().st_mtime > pm.stat().st_mtime)
    except OSError:
        stale = False
    if not stale and mo.is_file():
        with mo.open("rb") as f:
            return gettext.GNUTranslations(f)
    if po.is_file():
        made = _compile_po(po)
        if made is not None:
            return made
    warnings.warn(f"no {code} catalogue found (run `make translations`); showing English",
                  stacklevel=2)
    return gettext.NullTranslations()


# -- messages --------------------------------------------------------------------------------
def _fields(msgid: str) -> set[str]:
    return {f for _t, f, _s, _c in string.Formatter().parse(msgid) if f is not None}


class Message(str):
    """A catalogue sentence with its named values. As a ``str`` it is the English sentence;
    ``tr(message, lang)`` (or ``message.text(lang)``) is the sentence in ``lang``."""

    __slots__ = ("msgid", "plural", "n", "values", "context")
    msgid: str
    plural: str | None
    n: int | None
    values: Mapping[str, Any]
    context: str | None

    def __new__(cls, msgid: str, plural: str | None = None, n: int | None = None,
                values: Mapping[str, Any] | None = None, context: str | None = None
                ) -> Message:
        vals = dict(values or {})
        if plural is not None:
            vals.setdefault("n", n)
        english = (plural if plural is not None and n != 1 else msgid)
        try:
            text = english.format_map({k: english_of(v) for k, v in vals.items()})
        except (KeyError, IndexError, ValueError) as exc:
            if not vals:  # a sentence made before it reached the catalogue ("{" as a brace)
                text = english
            else:
                raise ValueError(f"message {msgid[:60]!r} needs the value {exc}; it was "
                                 f"given {', '.join(sorted(vals))}") from None
        self = super().__new__(cls, text)
        self.msgid, self.plural, self.n, self.values = msgid, plural, n, vals
        self.context = context
        return self

    def text(self, lang: str | None = None) -> str:
        """This sentence in ``lang`` (None: the session's default)."""
        code = check_language(lang)
        if code == "en" or not self.msgid:
            # (an empty message is empty in every language: gettext("") is the header)
            return str.__str__(self)
        t = translation(code)
        if self.context is not None:
            pattern = t.pgettext(self.context, self.msgid)
        elif self.plural is not None:
            pattern = t.ngettext(self.msgid, self.plural, self.n if self.n is not None else 1)
        else:
            pattern = t.gettext(self.msgid)
        vals = {k: tr(v, code) for k, v in self.values.items()}
        try:
            return pattern.format_map(vals)
        except (KeyError, IndexError, ValueError):
            # a catalogue whose translation names another value: the tests refuse it; a
            # learner still gets the English sentence rather than an error
            return str.__str__(self)

    def __reduce__(self) -> tuple:
        return (Message, (self.msgid, self.plural, self.n, dict(self.values), self.context))

    def __str__(self) -> str:
        # print() and str() say it in the session's language (English until set_language),
        # so a notebook's print(game.question()) reads Korean in a Korean lesson; the value
        # itself (==, json, hashing, a save) stays the English
        return self.text(None)

    def __format__(self, spec: str) -> str:
        return format(self.text(None), spec)

    def __repr__(self) -> str:
        # a list of messages prints as its sentences, in the session's language (a lesson's
        # print(layout_problems) reads as plain text, as it did before messages)
        return repr(self.text(None))


class Term(str):
    """A word with its name in every language (a place, a good, a card's title): a value that a
    message translates from data, not from the catalogue. As a ``str`` it is the English word."""

    __slots__ = ("names",)
    names: Mapping[str, str]

    def __new__(cls, english: str, names: Mapping[str, str] | None = None) -> Term:
        self = super().__new__(cls, english)
        self.names = dict(names or {})
        return self

    def text(self, lang: str | None = None) -> str:
        code = check_language(lang)
        return self.names.get(code) or str.__str__(self)

    def __str__(self) -> str:
        return self.text(None)

    def __format__(self, spec: str) -> str:
        return format(self.text(None), spec)

    def __repr__(self) -> str:
        return repr(self.text(None))

    def __reduce__(self) -> tuple:
        return (Term, (str.__str__(self), dict(self.names)))


def english_of(value: Any) -> str:
    """A value as the English a message's own ``str`` value holds (a message's or a term's
    English, whatever the session's language; anything else as ``str``)."""
    if isinstance(value, str):
        return str.__str__(value)
    return str(value)


def _(msgid: str, /, **values: Any) -> Message:
    """A catalogue sentence (Babel extracts the literal): ``_("{who} pays {n} lira", who=w,
    n=2)``. Always a literal with named placeholders, never an f-string."""
    if not values:
        return Message(msgid)
    return Message(msgid, None, None, values)


def C_(context: str, msgid: str, /, **values: Any) -> Message:  # noqa: N802
    """A sentence whose English serves two meanings that other languages say differently
    (German "rot" for a seat but "rote" before a tile): ``C_("seat colour", "red")``. The
    context reaches the translators and keeps the two catalogue entries apart."""
    return Message(msgid, None, None, values, context)


def N_(singular: str, plural: str, n: int, /, **values: Any) -> Message:  # noqa: N802
    """A sentence that depends on a count: ``N_("{n} lira", "{n} lira", n)``. The count is
    the value ``n``; each language's catalogue holds its plural forms."""
    return Message(singular, plural, n, values)


def tr(text: Any, lang: str | None = None) -> str:
    """Any text in ``lang``: a Message or Term translated, a plain string as it is (names,
    numbers, a player's own words)."""
    if isinstance(text, (Message, Term)):
        return text.text(lang)
    if isinstance(text, str):
        return text
    return str(text)


def join(items: Iterable[Any], sep: str = ", ") -> Message:
    """A list of values as one message (", " between them, the catalogue's separator in other
    languages): the parts stay translatable."""
    vals = {f"i{k}": v for k, v in enumerate(items)}
    if not vals:
        return Message("")
    return _Joined(sep, vals)


class _Joined(Message):
    __slots__ = ("sep",)
    sep: str

    def __new__(cls, sep: str, vals: dict[str, Any]) -> _Joined:
        self = str.__new__(cls, sep.join(english_of(v) for v in vals.values()))
        self.msgid, self.plural, self.n, self.values = "", None, None, vals
        self.sep = sep
        return self

    def text(self, lang: str | None = None) -> str:
        code = check_language(lang)
        sep = self.sep
        if code != "en" and sep == ", ":
            # TRANSLATORS: what separates the items of a list ("fabric, spice, fruit")
            sep = translation(code).gettext(", ")
        return sep.join(tr(v, code) for v in self.values.values())

    def __reduce__(self) -> tuple:
        return (_Joined, (self.sep, dict(self.values)))
