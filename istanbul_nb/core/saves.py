"""The envelope of a saved game, shared by both games: the size cap, the nesting depth, the
version's type and the seed's range. Each game checks its own fields after this; here is what
no save of either game may get past, so a hostile file is a ``ValueError`` and never a
``RecursionError``, a ``MemoryError`` or a version read from ``true`` or ``1.0``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

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
        text = "<a value too large to show>"
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
            raise ValueError(f"{where}{len(text)} bytes; at most {MAX_BYTES}")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError(f"{where}not UTF-8 text") from None
    if not isinstance(text, str):
        raise ValueError(f"{where}expected JSON text, not {type(text).__name__}")
    if len(text) > MAX_BYTES:
        raise ValueError(f"{where}{len(text)} characters; at most {MAX_BYTES}")
    try:
        doc = json.loads(text)
    except RecursionError:
        raise ValueError(f"{where}not valid JSON (lists or objects nested too deeply; at most "
                         f"{MAX_DEPTH})") from None
    except ValueError as e:       # JSONDecodeError, or a number too long to read
        raise ValueError(f"{where}not valid JSON ({str(e)[:80]})") from None
    if depth(doc) > MAX_DEPTH:
        raise ValueError(f"{where}lists or objects nested too deeply (at most {MAX_DEPTH})")
    return doc


def check_version(value: Any, reads: tuple[int, ...], where: str = "save.version") -> int:
    """The save's format version: a whole number (not ``true``, not ``1.0``) this kit reads."""
    if type(value) is not int or value not in reads:
        raise ValueError(f"{where}: this kit reads versions {', '.join(map(str, reads))}, not "
                         f"{short(value)}")
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
    parts = []
    if missing:
        parts.append("is missing " + ", ".join(missing))
    if extra:
        parts.append("has unknown " + ", ".join(short(x, 30) for x in extra[:5]))
    return " and ".join(parts)


def envelope(doc: Any, fmt: str, keys: tuple[str, ...], reads: tuple[int, ...],
             where: str, foreign: str) -> dict:
    """The top level of a parsed save (``parse``): a JSON object of format ``fmt`` with
    exactly ``keys`` and a version this kit ``reads``. ``where`` names the save in messages
    ("save"), ``foreign`` is the whole message for a document of another format."""
    if not isinstance(doc, dict) or doc.get("format") != fmt:
        raise ValueError(foreign)
    if set(doc) != set(keys):
        raise ValueError(f"{where}: {key_problems(doc, keys)} (a save has exactly the fields "
                         f"{', '.join(sorted(keys))})")
    check_version(doc["version"], reads, f"{where}.version")
    return doc


def history_texts(value: Any, where: str, longest: int) -> list[str]:
    """A save's history: a list of at most ``MAX_HISTORY`` texts of at most ``longest``
    characters each (longer is no action of either game)."""
    if not isinstance(value, list):
        raise ValueError(f"{where}: must be a list of action texts, not {type(value).__name__}")
    if len(value) > MAX_HISTORY:
        raise ValueError(f"{where}: has {len(value)} entries; at most {MAX_HISTORY}")
    for i, text in enumerate(value):
        if not isinstance(text, str):
            raise ValueError(f"{where}[{i}]: must be a text, not {short(text)}")
        if len(text) > longest:
            raise ValueError(f"{where}[{i}]: {len(text)} characters is too long to be an action")
    return value


def replay_history(game: Any, texts: list[str], where: str) -> Any:
    """Apply a save's history to ``game`` (a ``History``), one legal action after another:
    the first that is refused is named by its step, and the save is refused."""
    for step, text in enumerate(texts):
        try:
            game.apply_saved(text)
        except ValueError as e:          # IllegalAction is one too
            raise ValueError(f"{where}[{step}]: {short(text)} cannot be replayed "
                             f"({str(e)[:200]})") from None
    return game
