"""The envelope of a saved game, shared by both games: the size cap, the nesting depth, the
version's type and the seed's range. Each game checks its own fields after this; here is what
no save of either game may get past, so a hostile file is a ``ValueError`` and never a
``RecursionError``, a ``MemoryError`` or a version read from ``true`` or ``1.0``.

What a learner meets when a corrupt or foreign file is loaded at the Table is a catalogue
message (``i18n``): ``where`` names the file or the field ("save: ", "save.history") and stays
as given (a field's name is the file's own word); a seed given to ``new_game`` is a developer's
argument, refused in English.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ..i18n import Message, _

#: the longest save read, in bytes or characters (a finished 5-player game is about 60 kB)
MAX_BYTES = 4_000_000
#: the deepest nesting of lists and objects read (a save of either game nests fewer than 10)
MAX_DEPTH = 40
#: the largest seed (in bits, sign aside) a game starts from: its save writes the seed as a
#: JSON number, and such a number must load again (Python reads at most 4300 digits)
MAX_SEED_BITS = 4096


def short(value: Any, n: int = 60) -> str:
    """``repr(value)`` cut to ``n`` characters: messages never repeat hostile input in full."""
    try:
        text = repr(value)
    except (RecursionError, ValueError):     # too deep, or an int too long to print
        # TRANSLATORS: stands for a value of a refused save file that is too large to show
        text = _("<a value too large to show>")
    return text if len(text) <= n else text[: n - 1] + "…"


def depth(doc: Any, limit: int = MAX_DEPTH) -> int:
    """How deep lists and objects nest in ``doc`` (a scalar is 0), counted without recursion
    and only up to ``limit + 1`` (deeper is refused, so counting further is no use)."""
    deepest, todo = 0, [(doc, 1)]
    while todo:
        obj, d = todo.pop()
        if not isinstance(obj, (dict, list)):
            continue
        items = obj.values() if isinstance(obj, dict) else obj
        deepest = max(deepest, d)
        if d > limit:
            return d
        todo.extend((x, d + 1) for x in items if isinstance(x, (dict, list)))
    return deepest


def parse(text: Any, where: str = "save: ") -> Any:
    """The JSON document of a save, or ValueError (``where`` starts the message): UTF-8 text
    of at most ``MAX_BYTES``, valid JSON, nested at most ``MAX_DEPTH`` deep."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_BYTES:
            # TRANSLATORS: a refused save file; {where} names it and ends with ": " ("save: ")
            raise ValueError(_("{where}{n} bytes; at most {most}", where=where, n=len(text),
                               most=MAX_BYTES))
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            # TRANSLATORS: a refused save file; {where} names it and ends with ": " ("save: ")
            raise ValueError(_("{where}not UTF-8 text", where=where)) from None
    if not isinstance(text, str):
        # TRANSLATORS: a refused save file; {where} names it and ends with ": "; {kind} is a
        # Python type's name
        raise ValueError(_("{where}expected JSON text, not {kind}", where=where,
                           kind=type(text).__name__))
    if len(text) > MAX_BYTES:
        # TRANSLATORS: a refused save file; {where} names it and ends with ": " ("save: ")
        raise ValueError(_("{where}{n} characters; at most {most}", where=where, n=len(text),
                           most=MAX_BYTES))
    try:
        doc = json.loads(text)
    except RecursionError:
        # TRANSLATORS: a refused save file; {where} names it and ends with ": " ("save: ")
        raise ValueError(_("{where}not valid JSON (lists or objects nested too deeply; at most "
                           "{most})", where=where, most=MAX_DEPTH)) from None
    except ValueError as e:       # JSONDecodeError, or a number too long to read
        # TRANSLATORS: a refused save file; {where} names it and ends with ": "; {error} is
        # the JSON reader's own (English) words
        raise ValueError(_("{where}not valid JSON ({error})", where=where,
                           error=str(e)[:80])) from None
    if depth(doc) > MAX_DEPTH:
        # TRANSLATORS: a refused save file; {where} names it and ends with ": " ("save: ")
        raise ValueError(_("{where}lists or objects nested too deeply (at most {most})",
                           where=where, most=MAX_DEPTH))
    return doc


def check_version(value: Any, reads: tuple[int, ...], where: str = "save.version") -> int:
    """The save's format version: a whole number (not ``true``, not ``1.0``) this kit reads."""
    if type(value) is not int or value not in reads:
        # TRANSLATORS: a refused save file; {where} names the field ("save.version")
        raise ValueError(_("{where}: this kit reads versions {versions}, not {given}",
                           where=where, versions=", ".join(map(str, reads)),
                           given=short(value)))
    return value


def check_seed(value: Any, where: str = "seed") -> int:
    """A game's seed: any whole number of at most ``MAX_SEED_BITS`` bits (sign aside), so every
    game a seed starts saves and loads again."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{where} must be a whole number, not {short(value, 30)}")
    value = int(value)
    if abs(value).bit_length() > MAX_SEED_BITS:
        raise ValueError(f"{where} must have at most {MAX_SEED_BITS} bits, not "
                         f"{abs(value).bit_length()}")
    return value


#: the most actions a save's history may hold (a 5-player game with every expansion takes
#: about 3,000)
MAX_HISTORY = 100_000


def key_problems(have: Iterable[object], keys: Iterable[str]) -> str:
    """What is wrong with an object's keys against the exact ``keys`` it must have: "is
    missing a, b and has unknown c" (the first five unknown ones, each shortened)."""
    have, want = set(have), set(keys)
    missing = sorted(want - have)
    extra = sorted(map(str, have - want))
    lacks = ", ".join(missing)
    unknown = ", ".join(short(x, 30) for x in extra[:5])
    if missing and extra:
        # TRANSLATORS: what is wrong with the fields of a saved object ({missing} and
        # {unknown} are the file's field names)
        return _("is missing {missing} and has unknown {unknown}", missing=lacks,
                 unknown=unknown)
    if missing:
        # TRANSLATORS: what is wrong with the fields of a saved object
        return _("is missing {missing}", missing=lacks)
    if extra:
        # TRANSLATORS: what is wrong with the fields of a saved object
        return _("has unknown {unknown}", unknown=unknown)
    return ""


def envelope(doc: Any, fmt: str, keys: tuple[str, ...], reads: tuple[int, ...],
             where: str, foreign: str) -> dict:
    """The top level of a parsed save (``parse``): a JSON object of format ``fmt`` with
    exactly ``keys`` and a version this kit ``reads``. ``where`` names the save in messages
    ("save"), ``foreign`` is the whole message for a document of another format."""
    if not isinstance(doc, dict) or doc.get("format") != fmt:
        raise ValueError(foreign)
    if set(doc) != set(keys):
        # TRANSLATORS: a refused save file: {where} names it, {problem} says what is wrong
        # with its fields, {fields} are the field names
        raise ValueError(_("{where}: {problem} (a save has exactly the fields {fields})",
                           where=where, problem=key_problems(doc, keys),
                           fields=", ".join(sorted(keys))))
    check_version(doc["version"], reads, f"{where}.version")
    return doc


def history_texts(value: Any, where: str, longest: int) -> list[str]:
    """A save's history: a list of at most ``MAX_HISTORY`` texts of at most ``longest``
    characters each (longer is no action of either game)."""
    if not isinstance(value, list):
        # TRANSLATORS: a refused save file: {where} names the field; {kind} a JSON type's name
        raise ValueError(_("{where}: must be a list of action texts, not {kind}", where=where,
                           kind=type(value).__name__))
    if len(value) > MAX_HISTORY:
        # TRANSLATORS: a refused save file: {where} names the field
        raise ValueError(_("{where}: has {n} entries; at most {most}", where=where,
                           n=len(value), most=MAX_HISTORY))
    for i, text in enumerate(value):
        if not isinstance(text, str):
            # TRANSLATORS: a refused save file: {where} and {step} name the entry
            raise ValueError(_("{where}[{step}]: must be a text, not {given}", where=where,
                               step=i, given=short(text)))
        if len(text) > longest:
            # TRANSLATORS: a refused save file: {where} and {step} name the entry
            raise ValueError(_("{where}[{step}]: {n} characters is too long to be an action",
                               where=where, step=i, n=len(text)))
    return value


def replay_history(game: Any, texts: list[str], where: str) -> Any:
    """Apply a save's history to ``game`` (a ``History``), one legal action after another:
    the first that is refused is named by its step, and the save is refused."""
    for step, text in enumerate(texts):
        try:
            game.apply_saved(text)
        except ValueError as e:          # IllegalAction is one too
            # a refusal's reason stays a message (read in the reader's language); any other
            # error's words are cut, as hostile input may have made them long
            reason = e.args[0] if e.args and isinstance(e.args[0], Message) else str(e)[:200]
            # TRANSLATORS: a refused save file: the action of entry {step} of its history is
            # refused; {reason} says why
            raise ValueError(_("{where}[{step}]: {action} cannot be replayed ({reason})",
                               where=where, step=step, action=short(text),
                               reason=reason)) from None
    return game
