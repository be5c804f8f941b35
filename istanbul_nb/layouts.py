"""Board layouts: the printed ones, checks of the random-layout rules, and a seeded generator.

A layout is a grid of place numbers, top row first (RULES.md section 2). The printed layouts live
as JSON files in ``layouts/`` at the repository's top and ship inside the wheel. Every function
that takes user input refuses a malformed grid with a ``ValueError`` that names the fault.

Two rule sets check a random layout: ``"base"`` (the Chinese base-game text: the Fountain on an
inner place, Black Market and Tea House at least 3 steps apart) and ``"bigbox"`` (the Korean Big
Box text, the default: additionally Black Market and Tea House not in one row or column, and on
the 5x5 Great Bazaar board the Fountain exactly in the centre).

Board shapes. A grid's places decide its kind, and the grid must then have that kind's shape as
``KIND_SHAPES`` gives it, rows top first: base 4 rows of 4, Mocha and Letters 4 rows of 5, Great
Bazaar 5 rows of 5. RULES.md section 2 writes the Mocha board as "5 wide x 4 high" and every
layout as rows top to bottom, so only that orientation is accepted. A grid of 5 rows of 4 is the
same board turned a quarter (movement would not notice), but it is refused with a hint to turn
it, so that one board has one spelling and saves, pictures and comparisons with the printed
layouts agree. Any other shape (say 1 row of 16) is not a board the rules know.

Bad input. Every loader (``from_rows``, ``from_json``, ``load``) answers bad input with a
``ValueError`` only, in a learner's words, and changes nothing. What is read is capped (JSON text
and files at ``MAX_LAYOUT_BYTES``, checked before reading; at most ``MAX_GRID_SIDE`` rows and
columns; names, titles and sources by length), and what is echoed back goes through
``short_repr``, so a hostile value is never repeated in full.
"""

from __future__ import annotations

import json
import os
import random
import reprlib
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path

from .i18n import N_, Message, Term, _, join
from .places import BLACK_MARKET, FOUNTAIN, KIND_PLACES, TEA_HOUSE, labelled

RULE_SETS: tuple[str, ...] = ("bigbox", "base")
KINDS: tuple[str, ...] = ("base", "mocha", "letters", "great-bazaar")
#: Grid shape (rows, columns) of each kind's board.
KIND_SHAPES: dict[str, tuple[int, int]] = {
    "base": (4, 4),
    "mocha": (4, 5),
    "letters": (4, 5),
    "great-bazaar": (5, 5),
}
#: The largest layout JSON, text or file, that is read at all.
MAX_LAYOUT_BYTES = 64_000
#: No board has more than 25 places, so a longer row or column cannot be one; refusing it early
#: keeps the work bounded while shorter wrong shapes still get the message naming the right shape.
MAX_GRID_SIDE = 25
MAX_NAME_CHARS = 60
MAX_TITLE_CHARS = 120
MAX_PROVENANCE_CHARS = 40
MAX_SOURCE_CHARS = 1_000
#: Longer than any path a file system takes; a longer "name" is refused without touching the disk.
MAX_PATH_CHARS = 4_096
#: A random layout's seed has at most this many digits, so that its name
#: (``random-<kind>-<seed>``) stays within ``MAX_NAME_CHARS``.
MAX_SEED_DIGITS = 20
#: How much of a user's value an error message repeats.
ECHO_CHARS = 60

_ECHO = reprlib.Repr()
_ECHO.maxlevel = 2
_ECHO.maxlist = _ECHO.maxtuple = _ECHO.maxset = _ECHO.maxfrozenset = _ECHO.maxdeque = 6
_ECHO.maxdict = 4
_ECHO.maxstring = _ECHO.maxother = _ECHO.maxlong = ECHO_CHARS


def short_repr(value: object, limit: int = ECHO_CHARS) -> str:
    """``repr(value)`` cut to about ``limit`` characters with an ellipsis.

    Error messages quote the user's value so the learner sees what was wrong, but a pasted file
    or a 5000-character path must not come back in full (nor a deeply nested list be walked).
    """
    text: str
    try:
        if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
            # repr() of a huge int is slow, or refused outright
            # TRANSLATORS: said instead of a huge number in a refused layout's message
            text = _("a very large number")
        else:
            text = _ECHO.repr(value)
    except Exception:  # a broken __repr__ must not replace the message being built
        text = f"a {_type_name(value)}"
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def _type_name(value: object) -> str:
    """The name of ``value``'s type, for messages such as 'not NoneType'."""
    name = type(value).__name__
    return name if len(name) <= 40 else name[:39] + "\u2026"


def _check_text(value: object, field_name: str, limit: int, required: bool = False,
                one_line: bool = False) -> None:
    """Refuse a name, title, provenance or source that is not text, too long, or (for names
    and titles, shown on one line) broken by control characters."""
    field = repr(field_name)
    if not isinstance(value, str):
        # TRANSLATORS: a refused layout file; {field} is a field's name in quotes ('title'),
        # {kind} a Python type's name
        raise ValueError(_("the layout's {field} must be text, not {kind}", field=field,
                           kind=_type_name(value)))
    if len(value) > limit:
        # TRANSLATORS: a refused layout file; {count} is a number with thousands separators
        raise ValueError(_("the layout's {field} is {count} characters long; the limit is "
                           "{limit}", field=field, count=f"{len(value):,}", limit=limit))
    if required and not value.strip():
        # TRANSLATORS: a refused layout file
        raise ValueError(_("the layout's {field} must not be empty", field=field))
    if one_line and any(ord(ch) < 32 or 127 <= ord(ch) < 160 for ch in value):
        # TRANSLATORS: a refused layout file
        raise ValueError(_("the layout's {field} must be one line of text, without line "
                           "breaks or control characters", field=field))


@dataclass(frozen=True)
class Layout:
    """A grid of place numbers with its name and where it comes from."""

    name: str
    rows: tuple[tuple[int, ...], ...]
    title: str = ""
    kind: str = ""
    provenance: str = "user"
    source: str = ""
    _pos: dict[int, tuple[int, int]] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        _check_text(self.name, "name", MAX_NAME_CHARS, required=True, one_line=True)
        _check_text(self.title, "title", MAX_TITLE_CHARS, one_line=True)
        _check_text(self.provenance, "provenance", MAX_PROVENANCE_CHARS)
        _check_text(self.source, "source", MAX_SOURCE_CHARS)
        object.__setattr__(self, "kind", _check_grid(self.rows))
        # tuples, so a Layout built from lists is still immutable and hashable
        object.__setattr__(self, "rows", tuple(tuple(row) for row in self.rows))
        pos = {n: (r, c) for r, row in enumerate(self.rows) for c, n in enumerate(row)}
        object.__setattr__(self, "_pos", pos)
        if not self.title:
            object.__setattr__(self, "title", self.name)

    @property
    def shape(self) -> tuple[int, int]:
        """(number of rows, number of columns)."""
        return len(self.rows), len(self.rows[0])

    @property
    def places(self) -> tuple[int, ...]:
        """The place numbers on this board, sorted."""
        return tuple(sorted(self._pos))

    def position(self, number: int) -> tuple[int, int]:
        """(row, column) of a place, 0-based from the top-left."""
        if isinstance(number, bool) or not isinstance(number, int) or number not in self._pos:
            raise ValueError(f"place {short_repr(number)} is not on the layout {self.name!r}")
        return self._pos[number]

    def inner_places(self) -> tuple[int, ...]:
        """Places surrounded by other places on all four sides, sorted."""
        n_rows, n_cols = self.shape
        return tuple(
            sorted(
                n
                for n, (r, c) in self._pos.items()
                if 0 < r < n_rows - 1 and 0 < c < n_cols - 1
            )
        )

    def to_dict(self) -> dict:
        """The JSON form used by the files in ``layouts/``."""
        return {
            "name": self.name,
            "title": self.title,
            "kind": self.kind,
            "rows": [list(r) for r in self.rows],
            "provenance": self.provenance,
            "source": self.source,
        }

    def to_json(self) -> str:
        """JSON with one grid row per line, so a layout file reads like the board."""
        d = self.to_dict()
        rows = ",\n".join("    " + json.dumps(r) for r in d.pop("rows"))
        head = json.dumps(d, ensure_ascii=False, indent=2)[:-2]
        return head + ',\n  "rows": [\n' + rows + "\n  ]\n}\n"

    def __str__(self) -> str:
        return " / ".join(" ".join(str(n) for n in row) for row in self.rows)


def _check_grid(rows: object) -> str:
    """Return the kind of a grid, or raise ValueError naming what is wrong with it."""
    if not isinstance(rows, (list, tuple)):
        # TRANSLATORS: a refused layout; {kind} is a Python type's name
        raise ValueError(_("a layout grid is a list of rows of place numbers, not {kind}",
                           kind=_type_name(rows)))
    if not rows:
        # TRANSLATORS: a refused layout
        raise ValueError(_("a layout needs at least one row of place numbers"))
    if len(rows) > MAX_GRID_SIDE:
        # TRANSLATORS: a refused layout; {count} is a number with thousands separators,
        # {shapes} the boards' shapes
        raise ValueError(_("the grid has {count} rows; no board has more than 5 ({shapes})",
                           count=f"{len(rows):,}", shapes=_shapes()))
    width = 0
    seen: dict[int, tuple[int, int]] = {}
    for r, row in enumerate(rows):
        if not isinstance(row, (list, tuple)):
            # TRANSLATORS: a refused layout; {value} is what the row holds, in Python's words
            raise ValueError(_("row {row} is not a list of place numbers: it is {value}",
                               row=r + 1, value=short_repr(row)))
        if not row:
            # TRANSLATORS: a refused layout
            raise ValueError(_("row {row} is empty; each row is a list of place numbers",
                               row=r + 1))
        if len(row) > MAX_GRID_SIDE:
            # TRANSLATORS: a refused layout
            raise ValueError(_("row {row} has {count} places; no board is wider than 5 "
                               "({shapes})", row=r + 1, count=f"{len(row):,}",
                               shapes=_shapes()))
        if r == 0:
            width = len(row)
        elif len(row) != width:
            # TRANSLATORS: a refused layout whose rows have different lengths
            raise ValueError(_("the rows are ragged: row 1 has {width} places but row {row} "
                               "has {count}", width=width, row=r + 1, count=len(row)))
        for c, n in enumerate(row):
            if isinstance(n, bool) or not isinstance(n, int):
                # TRANSLATORS: a refused layout; {value} is the wrong value, in Python's words
                raise ValueError(_("row {row}, column {column}: {value} is not a place number "
                                   "(a whole number from 1 to 25)", row=r + 1, column=c + 1,
                                   value=short_repr(n)))
            if not 1 <= n <= 25:
                # TRANSLATORS: a refused layout
                raise ValueError(_("row {row}, column {column}: {value} is not a place (places "
                                   "are 1 to 25)", row=r + 1, column=c + 1,
                                   value=short_repr(n)))
            if n in seen:
                (r0, c0) = seen[n]
                # TRANSLATORS: a refused layout that names a place twice
                raise ValueError(_("place {n} appears twice (row {row0}, column {column0} and "
                                   "row {row}, column {column})", n=n, row0=r0 + 1,
                                   column0=c0 + 1, row=r + 1, column=c + 1))
            seen[n] = (r, c)
    kind = _kind_of_places(frozenset(seen))
    want, got = KIND_SHAPES[kind], (len(rows), width)
    if got != want:
        if got == want[::-1]:
            # TRANSLATORS: a refused layout that is the right board turned a quarter; {kind}
            # is the board kind's id (base, mocha, letters, great-bazaar)
            raise ValueError(_("these places make a {kind} board, which is {want}; this grid "
                               "is {got}; turn it a quarter turn, so that each row has {n} "
                               "places", kind=kind, want=_rows_of(want), got=_rows_of(got),
                               n=want[1]))
        # TRANSLATORS: a refused layout of the wrong shape
        raise ValueError(_("these places make a {kind} board, which is {want}; this grid is "
                           "{got}", kind=kind, want=_rows_of(want), got=_rows_of(got)))
    return kind


def _shapes() -> Message:
    # TRANSLATORS: the boards' shapes; base, mocha, letters and great-bazaar are the board
    # kinds' ids
    return _("base 4 rows of 4, mocha and letters 4 rows of 5, great-bazaar 5 rows of 5")


def _rows_of(shape: tuple[int, int]) -> Message:
    """'4 rows of 5 places', '1 row of 16 places'."""
    n_rows, n_cols = shape
    # TRANSLATORS: a grid's shape; {places} is "5 places"
    return N_("{n} row of {places}", "{n} rows of {places}", n_rows,
              # TRANSLATORS: the width of a grid's rows
              places=N_("{n} place", "{n} places", n_cols))


def _kind_of_places(got: frozenset[int]) -> str:
    """The kind whose place set is exactly ``got``, or ValueError naming the closest one."""
    for kind, want in KIND_PLACES.items():
        if got == want:
            return kind
    best = min(KIND_PLACES, key=lambda k: len(got ^ KIND_PLACES[k]))
    missing = ", ".join(map(str, sorted(KIND_PLACES[best] - got)))
    extra = ", ".join(map(str, sorted(got - KIND_PLACES[best])))
    detail = []
    if missing:
        # TRANSLATORS: the place numbers a layout lacks ("missing 3, 4")
        detail.append(_("missing {places}", places=missing))
    if extra:
        # TRANSLATORS: the place numbers a layout has but its board lacks
        detail.append(_("not part of it: {places}", places=extra))
    # TRANSLATORS: a refused layout; {best} is the closest board kind's id in quotes, {detail}
    # what differs
    raise ValueError(_("these {n} places fit no board; closest is {best} ({detail}). Boards "
                       "use places 1-16 (base), 1-20 (mocha), 1-16 and 21-24 (letters) or 1-25 "
                       "(great-bazaar)", n=len(got), best=repr(best), detail=join(detail, "; ")))


def from_rows(rows: Sequence[Sequence[int]], name: str = "custom", title: str = "",
              provenance: str = "user", source: str = "") -> Layout:
    """A Layout from a grid (list of rows, top first); ValueError when malformed."""
    if not isinstance(rows, (list, tuple)):
        raise ValueError(f"rows must be a list of rows of place numbers, not {_type_name(rows)}")
    return Layout(name=name, rows=rows, title=title, provenance=provenance,  # type: ignore[arg-type]
                  source=source)


def _json_size(text: object) -> int:
    """Size in bytes of JSON text given as str, bytes, bytearray or memoryview, found without
    copying it, so an oversized upload is refused before it is decoded."""
    if isinstance(text, memoryview):
        return text.nbytes
    if isinstance(text, (bytes, bytearray)):
        return len(text)
    if isinstance(text, str):
        if len(text) > MAX_LAYOUT_BYTES:  # characters: at least as many bytes
            return len(text)
        return len(text.encode("utf-8", "surrogatepass"))
    # TRANSLATORS: a refused layout; {kind} is a Python type's name
    raise ValueError(_("a layout's JSON must be text or bytes, not {kind}",
                       kind=_type_name(text)))


def from_json(text: str | bytes | bytearray | memoryview) -> Layout:
    """A Layout from its JSON form; ValueError naming the fault for bad input."""
    size = _json_size(text)
    if size > MAX_LAYOUT_BYTES:
        # TRANSLATORS: a refused layout file; the numbers have thousands separators
        raise ValueError(_("the layout is too large ({size} bytes; the limit is {limit})",
                           size=f"{size:,}", limit=f"{MAX_LAYOUT_BYTES:,}"))
    if isinstance(text, memoryview):
        text = text.tobytes()
    try:
        data = json.loads(text)
    except RecursionError:
        # TRANSLATORS: a refused layout file
        raise ValueError(_("the layout's lists are nested too deeply to read (a layout is a "
                           "list of rows of place numbers)")) from None
    except UnicodeDecodeError:
        # TRANSLATORS: a refused layout file
        raise ValueError(_("the layout is not valid JSON: it is not UTF-8 text")) from None
    except json.JSONDecodeError as exc:
        # TRANSLATORS: a refused layout file; {reason} is the JSON reader's own English words
        raise ValueError(_("the layout is not valid JSON: {reason} (line {line}, column "
                           "{column})", reason=exc.msg, line=exc.lineno,
                           column=exc.colno)) from None
    except ValueError:  # an integer too long for int(), the only other ValueError json raises
        # TRANSLATORS: a refused layout file
        raise ValueError(_("the layout is not valid JSON: a number in it is too long")) from None
    if not isinstance(data, dict):
        # TRANSLATORS: a refused layout file; 'rows' is the field's name, not translated
        raise ValueError(_("a layout file must hold a JSON object with a 'rows' field"))
    if "rows" not in data:
        # TRANSLATORS: a refused layout file; 'rows' is the field's name, not translated
        raise ValueError(_("the layout has no 'rows' field"))
    for key, limit in (("name", MAX_NAME_CHARS), ("title", MAX_TITLE_CHARS),
                       ("provenance", MAX_PROVENANCE_CHARS), ("source", MAX_SOURCE_CHARS)):
        if key in data:
            _check_text(data[key], key, limit)
    kind = data.get("kind")
    if "kind" in data and kind not in KINDS:
        # TRANSLATORS: a refused layout file; 'kind' is the field's name, {kinds} the ids
        raise ValueError(_("the layout's 'kind' is {value}, which is no board; the kinds are "
                           "{kinds}", value=short_repr(kind), kinds=", ".join(KINDS)))
    title = data.get("title", "")
    lay = from_rows(
        data["rows"],
        name=data.get("name", "custom"),
        # a shipped layout's title (in its file, or a copy of it) reads in every language
        title=SHIPPED_TITLES.get(title, title) if isinstance(title, str) else title,
        provenance=data.get("provenance", "user"),
        source=data.get("source", ""),
    )
    if kind is not None and kind != lay.kind:
        # TRANSLATORS: a refused layout file; both kinds are ids in quotes
        raise ValueError(_("the layout says kind {said} but its places make it {made}",
                           said=repr(kind), made=repr(lay.kind)))
    return lay


def _layout_dir():
    shipped = resources.files("istanbul_nb").joinpath("data/layouts")
    if shipped.is_dir():
        return shipped
    return Path(__file__).resolve().parent.parent / "layouts"


#: The shipped layouts' titles as catalogue messages (a ``Message`` is its English ``str``), so
#: a picture's title reads in the picture's language; a title that is not one of these (a
#: teacher's own file) stays as written.
SHIPPED_TITLES: dict[str, Message] = {str(m): m for m in (
    # TRANSLATORS: a shipped layout's title
    _("Short paths (first game)"),
    # TRANSLATORS: a shipped layout's title
    _("Long paths"),
    # TRANSLATORS: a shipped layout's title
    _("In order (places 1 to 16)"),
    # TRANSLATORS: a shipped layout's title; "reconstructed": this project's own layout
    _("Letters & Seals first game (reconstructed)"),
    # TRANSLATORS: a shipped layout's title
    _("Mocha & Baksheesh first game"),
    # TRANSLATORS: a shipped layout's title; "reconstructed": this project's own layout
    _("Mocha & Letters together, 5x5 (reconstructed)"),
)}


@cache
def _shipped() -> dict[str, Layout]:
    out = {}
    for entry in _layout_dir().iterdir():
        if entry.name.endswith(".json"):
            lay = from_json(entry.read_text("utf-8"))
            out[lay.name] = lay
    return out


def names() -> list[str]:
    """Names of the layouts that ship with the kit, sorted."""
    return sorted(_shipped())


def load(name: str | os.PathLike[str] | Layout) -> Layout:
    """A shipped layout by name, or a layout JSON file by path."""
    if isinstance(name, Layout):
        return name
    if isinstance(name, os.PathLike):
        name = os.fspath(name)
    if not isinstance(name, str):
        raise ValueError("a layout is given by its name (such as 'short-paths') or the path of "
                         f"a .json layout file, not {_type_name(name)}")
    shipped = _shipped()
    if name in shipped:
        return shipped[name]
    # A path too long for any file system, or with a NUL, is no file: refuse it without asking.
    if len(name) <= MAX_PATH_CHARS and "\0" not in name and Path(name).suffix == ".json":
        return _load_file(Path(name))
    raise ValueError(f"no layout named {short_repr(name)}; the kit has: {', '.join(names())} "
                     "(or give the path of a .json layout file)")


def _load_file(path: Path) -> Layout:
    """Read a layout file, checking its size before reading and reading at most one byte more
    than the limit, so a huge (or growing) file costs no memory."""
    shown = short_repr(str(path))
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise ValueError(f"the layout path {shown} is not a file")
        if info.st_size > MAX_LAYOUT_BYTES:
            raise ValueError(f"the layout file {shown} is too large ({info.st_size:,} bytes; "
                             f"the limit is {MAX_LAYOUT_BYTES:,})")
        with path.open("rb") as f:
            data = f.read(MAX_LAYOUT_BYTES + 1)
    except OSError as exc:  # missing, no permission, a name the file system refuses
        reason = (exc.strerror or type(exc).__name__).lower()
        raise ValueError(f"cannot read the layout file {shown}: {reason}") from None
    return from_json(data)


def _manhattan(a: tuple[int, int], b: tuple[int, int]) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def problems(layout: Layout, rules: str = "bigbox") -> list[str]:
    """Why ``layout`` breaks the random-layout rules of ``rules``; [] when it keeps them.
    Each reason is a catalogue message (English as a str; ``i18n.tr`` in any language)."""
    if not isinstance(layout, Layout):
        raise ValueError("problems needs a Layout (from layouts.load, from_rows or from_json), "
                         f"not {_type_name(layout)}")
    if rules not in RULE_SETS:
        raise ValueError(f"unknown rule set {short_repr(rules)}; choose 'bigbox' or 'base'")
    found: list[str] = []
    fountain = layout.position(FOUNTAIN)
    n_rows, n_cols = layout.shape
    fr, fc = fountain[0] + 1, fountain[1] + 1
    if rules == "bigbox" and layout.kind == "great-bazaar":
        centre = (n_rows // 2, n_cols // 2)
        if fountain != centre:
            # TRANSLATORS: a layout editor's problem (the Big Box rule for the Great Bazaar)
            found.append(_("{fountain} must stand in the centre of the Great Bazaar (row "
                           "{row}, column {column}); it is at row {at_row}, column "
                           "{at_column}", fountain=labelled(FOUNTAIN), row=centre[0] + 1,
                           column=centre[1] + 1, at_row=fr, at_column=fc))
    elif FOUNTAIN not in layout.inner_places():
        # TRANSLATORS: a layout editor's problem (the random layout rule for the Fountain)
        found.append(_("{fountain} stands on the edge (row {row}, column {column}); the rule "
                       "asks for an inner place, one surrounded by other places",
                       fountain=labelled(FOUNTAIN), row=fr, column=fc))
    bm, th = layout.position(BLACK_MARKET), layout.position(TEA_HOUSE)
    steps = _manhattan(bm, th)
    black, tea = labelled(BLACK_MARKET), labelled(TEA_HOUSE)
    if steps < 3:
        # TRANSLATORS: a layout editor's problem (the random layout rule for the Black Market
        # and the Tea House)
        found.append(N_("{black} and {tea} are only {n} step apart; the rule asks for at "
                        "least 3",
                        "{black} and {tea} are only {n} steps apart; the rule asks for at "
                        "least 3", steps, black=black, tea=tea))
    if rules == "bigbox":
        if bm[0] == th[0]:
            # TRANSLATORS: a layout editor's problem (a rule of the Big Box rule book)
            found.append(_("{black} and {tea} are in the same row (row {row}); the Big Box "
                           "rule forbids that", black=black, tea=tea, row=bm[0] + 1))
        if bm[1] == th[1]:
            # TRANSLATORS: a layout editor's problem (a rule of the Big Box rule book)
            found.append(_("{black} and {tea} are in the same column (column {column}); the "
                           "Big Box rule forbids that", black=black, tea=tea,
                           column=bm[1] + 1))
    return found


def random_layout(kind: str = "base", seed: int | None = None, rules: str = "bigbox") -> Layout:
    """A random legal layout of ``kind``, uniform over the layouts ``rules`` allows.

    The Fountain is first put on a uniformly chosen allowed square and the other places are
    shuffled; the result is rejected and redrawn until Black Market and Tea House keep their
    rule. Conditioning a uniform shuffle this way keeps the result uniform over legal layouts.
    The same kind, seed and rules always give the same layout. ``seed`` is None (a fresh
    board each call) or a whole number of at most ``MAX_SEED_DIGITS`` digits; anything else is
    refused with a ValueError, like every other bad input of this module.
    """
    if not isinstance(kind, str) or kind not in KIND_SHAPES:
        raise ValueError(f"unknown layout kind {short_repr(kind)}; choose one of "
                         f"{', '.join(KINDS)}")
    if rules not in RULE_SETS:
        raise ValueError(f"unknown rule set {short_repr(rules)}; choose 'bigbox' or 'base'")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)
                             or abs(seed) >= 10 ** MAX_SEED_DIGITS):
        raise ValueError(f"the seed of a random layout is a whole number of at most "
                         f"{MAX_SEED_DIGITS} digits (or None for a fresh one), not "
                         f"{short_repr(seed)}")
    n_rows, n_cols = KIND_SHAPES[kind]
    cells = [(r, c) for r in range(n_rows) for c in range(n_cols)]
    if rules == "bigbox" and kind == "great-bazaar":
        fountain_cells = [(n_rows // 2, n_cols // 2)]
    else:
        fountain_cells = [(r, c) for r, c in cells if 0 < r < n_rows - 1 and 0 < c < n_cols - 1]
    others = sorted(KIND_PLACES[kind] - {FOUNTAIN})
    rng = random.Random(seed)
    while True:
        fcell = rng.choice(fountain_cells)
        rest = others[:]
        rng.shuffle(rest)
        grid = [[0] * n_cols for _ in range(n_rows)]
        it = iter(rest)
        for r, c in cells:
            grid[r][c] = FOUNTAIN if (r, c) == fcell else next(it)
        lay = from_rows(grid, name=f"random-{kind}-{seed}",
                        title=_random_title(kind, seed), provenance="generated",
                        source=f"random_layout({kind!r}, seed={seed}, rules={rules!r})")
        if not problems(lay, rules):
            return lay


def _random_title(kind: str, seed: int | None) -> Message:
    """A random layout's title ("Random mocha layout (seed 3)"): the kind's id in English (the
    title a saved layout keeps), the board's name in the rule books' words in the others."""
    return _("Random {kind} layout (seed {seed})", kind=_board_word(kind), seed=seed)


def _board_word(kind: str) -> Term:
    """A board kind as a value: its id in English, the expansion's glossary name (or the base
    game's word) in every other language."""
    from .i18n import LANGUAGES, tr
    from .i18n.glossary import entries

    entry = entries().get(kind)
    if entry is not None:
        return Term(kind, {lang: entry.names[lang] for lang in LANGUAGES[1:]})
    # TRANSLATORS: the base game's board in "Random {kind} layout" (a random layout's title)
    base = _("base game")
    return Term(kind, {lang: tr(base, lang) for lang in LANGUAGES[1:]})
