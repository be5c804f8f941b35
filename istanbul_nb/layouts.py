"""Board layouts: the printed ones, checks of the random-layout rules, and a seeded generator.

A layout is a grid of place numbers, top row first (RULES.md section 2). The printed layouts live
as JSON files in ``layouts/`` at the repository's top and ship inside the wheel. Every function
that takes user input refuses a malformed grid with a ``ValueError`` that names the fault.

Two rule sets check a random layout: ``"base"`` (the Chinese base-game text: the Fountain on an
inner place, Black Market and Tea House at least 3 steps apart) and ``"bigbox"`` (the Korean Big
Box text, the default: additionally Black Market and Tea House not in one row or column, and on
the 5x5 Great Bazaar board the Fountain exactly in the centre).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path

from .places import BLACK_MARKET, FOUNTAIN, KIND_PLACES, TEA_HOUSE, label

RULE_SETS: tuple[str, ...] = ("bigbox", "base")
KINDS: tuple[str, ...] = ("base", "mocha", "letters", "great-bazaar")
#: Grid shape (rows, columns) of each kind's board.
KIND_SHAPES: dict[str, tuple[int, int]] = {
    "base": (4, 4),
    "mocha": (4, 5),
    "letters": (4, 5),
    "great-bazaar": (5, 5),
}
MAX_LAYOUT_BYTES = 64_000


@dataclass(frozen=True)
class Layout:
    """A grid of place numbers with its name and where it comes from."""

    name: str
    rows: tuple[tuple[int, ...], ...]
    title: str = ""
    kind: str = ""
    provenance: str = "user"
    source: str = ""
    _pos: dict[int, tuple[int, int]] = field(default=None, repr=False, compare=False)  # type: ignore[assignment]

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", _check_grid(self.rows))
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
        if number not in self._pos:
            raise ValueError(f"place {number} is not on the layout {self.name!r}")
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
    if not isinstance(rows, (list, tuple)) or not rows:
        raise ValueError("a layout needs at least one row of place numbers")
    width = None
    seen: dict[int, tuple[int, int]] = {}
    for r, row in enumerate(rows):
        if not isinstance(row, (list, tuple)) or not row:
            raise ValueError(f"row {r + 1} is not a list of place numbers")
        if width is None:
            width = len(row)
        elif len(row) != width:
            raise ValueError(
                f"the rows are ragged: row 1 has {width} places but row {r + 1} has {len(row)}"
            )
        for c, n in enumerate(row):
            if isinstance(n, bool) or not isinstance(n, int):
                raise ValueError(f"row {r + 1}, column {c + 1}: {n!r} is not a place number")
            if not 1 <= n <= 25:
                raise ValueError(
                    f"row {r + 1}, column {c + 1}: {n} is not a place (places are 1 to 25)"
                )
            if n in seen:
                (r0, c0) = seen[n]
                raise ValueError(f"place {n} appears twice (row {r0 + 1}, column {c0 + 1} and "
                                 f"row {r + 1}, column {c + 1})")
            seen[n] = (r, c)
    got = frozenset(seen)
    for kind, want in KIND_PLACES.items():
        if got == want:
            return kind
    best = min(KIND_PLACES, key=lambda k: len(got ^ KIND_PLACES[k]))
    missing = sorted(KIND_PLACES[best] - got)
    extra = sorted(got - KIND_PLACES[best])
    detail = []
    if missing:
        detail.append("missing " + ", ".join(map(str, missing)))
    if extra:
        detail.append("not part of it: " + ", ".join(map(str, extra)))
    raise ValueError(
        f"these {len(got)} places fit no board; closest is {best!r} ({'; '.join(detail)}). "
        "Boards use places 1-16 (base), 1-20 (mocha), 1-16 and 21-24 (letters) or 1-25 "
        "(great-bazaar)"
    )


def from_rows(rows, name: str = "custom", title: str = "", provenance: str = "user",
              source: str = "") -> Layout:
    """A Layout from a grid (list of rows, top first); ValueError when malformed."""
    if not isinstance(rows, (list, tuple)):
        raise ValueError("rows must be a list of rows of place numbers")
    tup = tuple(tuple(r) if isinstance(r, (list, tuple)) else r for r in rows)
    return Layout(name=str(name), rows=tup, title=title, provenance=provenance, source=source)


def from_json(text: str | bytes) -> Layout:
    """A Layout from its JSON form; ValueError naming the fault for bad input."""
    if len(text) > MAX_LAYOUT_BYTES:
        raise ValueError(
            f"layout file too large ({len(text)} bytes; the limit is {MAX_LAYOUT_BYTES})")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ValueError(f"the layout is not valid JSON: {exc}") from None
    if not isinstance(data, dict):
        raise ValueError("a layout file must hold a JSON object with a 'rows' field")
    if "rows" not in data:
        raise ValueError("the layout has no 'rows' field")
    for key in ("name", "title", "provenance", "source"):
        if key in data and not isinstance(data[key], str):
            raise ValueError(f"the layout's {key!r} must be text")
    lay = from_rows(
        data["rows"],
        name=data.get("name", "custom"),
        title=data.get("title", ""),
        provenance=data.get("provenance", "user"),
        source=data.get("source", ""),
    )
    if "kind" in data and data["kind"] != lay.kind:
        raise ValueError(
            f"the layout says kind {data['kind']!r} but its places make it {lay.kind!r}")
    return lay


def _layout_dir():
    shipped = resources.files("istanbul_nb").joinpath("data/layouts")
    if shipped.is_dir():
        return shipped
    return Path(__file__).resolve().parent.parent / "layouts"


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


def load(name: str) -> Layout:
    """A shipped layout by name, or a layout JSON file by path."""
    if isinstance(name, Layout):
        return name
    shipped = _shipped()
    if name in shipped:
        return shipped[name]
    path = Path(name)
    if path.suffix == ".json" and path.is_file():
        return from_json(path.read_bytes())
    raise ValueError(f"no layout named {name!r}; the kit has: {', '.join(names())}")


def _manhattan(a: tuple[int, int], b: tuple[int, int]) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def problems(layout: Layout, rules: str = "bigbox") -> list[str]:
    """Why ``layout`` breaks the random-layout rules of ``rules``; [] when it keeps them."""
    if rules not in RULE_SETS:
        raise ValueError(f"unknown rule set {rules!r}; choose 'bigbox' or 'base'")
    found: list[str] = []
    fountain = layout.position(FOUNTAIN)
    n_rows, n_cols = layout.shape
    if rules == "bigbox" and layout.kind == "great-bazaar":
        centre = (n_rows // 2, n_cols // 2)
        if fountain != centre:
            found.append(
                f"{label(FOUNTAIN)} must stand in the centre of the Great Bazaar "
                f"(row {centre[0] + 1}, column {centre[1] + 1}); it is at row {fountain[0] + 1}, "
                f"column {fountain[1] + 1}"
            )
    elif FOUNTAIN not in layout.inner_places():
        found.append(
            f"{label(FOUNTAIN)} stands on the edge (row {fountain[0] + 1}, column "
            f"{fountain[1] + 1}); the rule asks for an inner place, one surrounded by other places"
        )
    bm, th = layout.position(BLACK_MARKET), layout.position(TEA_HOUSE)
    steps = _manhattan(bm, th)
    if steps < 3:
        found.append(
            f"{label(BLACK_MARKET)} and {label(TEA_HOUSE)} are only {steps} "
            f"step{'s' if steps != 1 else ''} apart; the rule asks for at least 3"
        )
    if rules == "bigbox":
        if bm[0] == th[0]:
            found.append(
                f"{label(BLACK_MARKET)} and {label(TEA_HOUSE)} are in the same row "
                f"(row {bm[0] + 1}); the Big Box rule forbids that"
            )
        if bm[1] == th[1]:
            found.append(
                f"{label(BLACK_MARKET)} and {label(TEA_HOUSE)} are in the same column "
                f"(column {bm[1] + 1}); the Big Box rule forbids that"
            )
    return found


def random_layout(kind: str = "base", seed: int | None = None, rules: str = "bigbox") -> Layout:
    """A random legal layout of ``kind``, uniform over the layouts ``rules`` allows.

    The Fountain is first put on a uniformly chosen allowed square and the other places are
    shuffled; the result is rejected and redrawn until Black Market and Tea House keep their
    rule. Conditioning a uniform shuffle this way keeps the result uniform over legal layouts.
    The same kind, seed and rules always give the same layout.
    """
    if kind not in KIND_SHAPES:
        raise ValueError(f"unknown layout kind {kind!r}; choose one of {', '.join(KINDS)}")
    if rules not in RULE_SETS:
        raise ValueError(f"unknown rule set {rules!r}; choose 'bigbox' or 'base'")
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
                        title=f"Random {kind} layout (seed {seed})", provenance="generated",
                        source=f"random_layout({kind!r}, seed={seed}, rules={rules!r})")
        if not problems(lay, rules):
            return lay
