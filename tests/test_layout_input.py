"""Bad input to the layout loaders: every fault is a short ValueError in a learner's words, what
is read and what is echoed is capped, and nothing changes. A seeded fuzz of the shipped layout
files checks that nothing but ValueError ever comes out of ``from_json``."""

from __future__ import annotations

import json
import os
import random
import re
import tracemalloc
from pathlib import Path

import pytest

import istanbul_nb as ist
from istanbul_nb import layouts
from istanbul_nb.layouts import (
    KIND_SHAPES,
    MAX_LAYOUT_BYTES,
    Layout,
    from_json,
    from_rows,
    load,
    problems,
    short_repr,
)
from istanbul_nb.widgets.layout_editor import LayoutEditor

LAYOUT_FILES = sorted((Path(__file__).resolve().parent.parent / "layouts").glob("*.json"))
SHORT = [[15, 5, 2, 14], [4, 12, 7, 3], [8, 6, 11, 9], [13, 10, 1, 16]]
MOCHA = [[16, 15, 18, 3, 10], [8, 1, 7, 17, 4], [2, 19, 6, 12, 9], [20, 11, 5, 14, 13]]
MAX_MESSAGE = 300


def refused(call, *args, match: str, **kwargs) -> str:
    """Run ``call``; it must raise ValueError matching ``match`` with a short message."""
    with pytest.raises(ValueError, match=match) as info:
        call(*args, **kwargs)
    message = str(info.value)
    assert len(message) < MAX_MESSAGE, message
    assert not message.endswith("."), "the LayoutEditor adds the full stop"
    return message


def with_cell(value: object, row: int = 0, col: int = 0) -> list[list[object]]:
    """The short-paths grid with one cell replaced."""
    grid: list[list[object]] = [list(r) for r in SHORT]
    grid[row][col] = value
    return grid


def as_json(rows: object, **fields: object) -> str:
    return json.dumps({"name": "mine", **fields, "rows": rows})


# -- grids: shape, cells, sizes -----------------------------------------------------------------

GRID_CASES = [
    ("one row of 16", [list(range(1, 17))],
     "base board, which is 4 rows of 4 places; this grid is 1 row of 16 places"),
    ("two rows of 8", [list(range(1, 9)), list(range(9, 17))],
     "base board.*this grid is 2 rows of 8 places"),
    ("16 rows of 1", [[n] for n in range(1, 17)], "this grid is 16 rows of 1 place$"),
    ("mocha turned a quarter", [list(col) for col in zip(*MOCHA, strict=True)],
     "mocha board, which is 4 rows of 5 places; this grid is 5 rows of 4 places; turn it"),
    ("letters on 2 rows of 10",
     [list(range(1, 11)), [11, 12, 13, 14, 15, 16, 21, 22, 23, 24]], "letters board"),
    ("great bazaar as one column", [[n] for n in range(1, 26)], "great-bazaar board"),
    ("a bool", with_cell(True), "row 1, column 1: True is not a place number"),
    ("a float", with_cell(15.0), "row 1, column 1: 15.0 is not a place number"),
    ("a string", with_cell("15", 2, 3), "row 3, column 4: '15' is not a place number"),
    ("None", with_cell(None), "None is not a place number"),
    ("a nested list", with_cell([15]), "\\[15\\] is not a place number"),
    ("a deep nested list", with_cell([[[[[[15]]]]]]), "is not a place number"),
    ("a dict", with_cell({"place": 15}), "is not a place number"),
    ("zero", with_cell(0), "0 is not a place \\(places are 1 to 25\\)"),
    ("negative", with_cell(-15), "-15 is not a place"),
    ("too big", with_cell(26), "26 is not a place"),
    ("a huge number", with_cell(10**5000), "a very large number is not a place"),
    ("a duplicate", with_cell(16), "place 16 appears twice"),
    ("a missing place", [r[:] for r in SHORT[:3]] + [[13, 10, 1, 17]],
     "fit no board; closest is 'base' \\(missing 16; not part of it: 17\\)"),
    ("ragged", [r[:] for r in SHORT[:3]] + [[13, 10, 1]], "ragged: row 1 has 4 .* row 4 has 3"),
    ("empty grid", [], "at least one row"),
    ("an empty row", [[]], "row 1 is empty"),
    ("a row that is a number", [SHORT[0], 5], "row 2 is not a list of place numbers: it is 5"),
    ("a row that is text", [SHORT[0], "4 12 7 3"], "row 2 is not a list"),
    ("a row that is a dict", [SHORT[0], {"a": 1}], "row 2 is not a list"),
    ("a million rows", [[1]] * 1_000_000, "the grid has 1,000,000 rows; no board has more"),
    ("26 rows", [[n] for n in range(1, 27)], "the grid has 26 rows"),
    ("a row of a million", [[1] * 1_000_000], "row 1 has 1,000,000 places; no board is wider"),
    ("rows as text", "1 2 3 4", "rows must be a list of rows of place numbers, not str"),
    ("rows as None", None, "rows must be a list.*not NoneType"),
    ("rows as a dict", {"rows": SHORT}, "rows must be a list"),
    ("rows as a number", 16, "rows must be a list"),
]


@pytest.mark.parametrize(("rows", "message"), [c[1:] for c in GRID_CASES],
                         ids=[c[0] for c in GRID_CASES])
def test_from_rows_refuses_a_bad_grid(rows, message):
    refused(from_rows, rows, match=message)


# JSON cannot spell the Python-only cells, and a 5000-digit number is refused by the JSON
# reader itself (JSON_CASES below); the big grids are refused by size.
JSON_GRID_CASES = [c for c in GRID_CASES[:20] if c[0] != "a huge number"]


@pytest.mark.parametrize(("rows", "message"), [c[1:] for c in JSON_GRID_CASES],
                         ids=[c[0] for c in JSON_GRID_CASES])
def test_from_json_refuses_the_same_grids(rows, message):
    refused(from_json, as_json(rows), match=message)


def test_the_right_shapes_are_accepted_in_their_printed_orientation():
    assert from_rows(SHORT).shape == KIND_SHAPES["base"]
    assert from_rows(MOCHA).shape == KIND_SHAPES["mocha"] == (4, 5)
    assert from_rows([list(range(r * 5 + 1, r * 5 + 6)) for r in range(5)]).kind == "great-bazaar"


def test_a_layout_built_from_lists_is_stored_as_tuples():
    lay = Layout(name="mine", rows=SHORT)  # type: ignore[arg-type]
    assert lay.rows == tuple(tuple(r) for r in SHORT)
    assert hash(lay) == hash(from_rows(SHORT, name="mine"))


# -- names and the other text fields ------------------------------------------------------------

TEXT_CASES = [
    ("name", 5, "'name' must be text, not int"),
    ("name", None, "'name' must be text, not NoneType"),
    ("name", ["mine"], "'name' must be text, not list"),
    ("name", "n" * 100_000, "'name' is 100,000 characters long; the limit is 60"),
    ("name", "", "'name' must not be empty"),
    ("name", "   ", "'name' must not be empty"),
    ("name", "two\nlines", "'name' must be one line"),
    ("title", 3.5, "'title' must be text"),
    ("title", "t" * 121, "'title' is 121 characters long; the limit is 120"),
    ("title", "bell\x07", "'title' must be one line"),
    ("provenance", b"printed", "'provenance' must be text"),
    ("provenance", "p" * 41, "'provenance' is 41 characters long"),
    ("source", {"book": 1}, "'source' must be text"),
    ("source", "s" * 1001, "'source' is 1,001 characters long"),
]


@pytest.mark.parametrize(("field", "value", "message"), TEXT_CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(TEXT_CASES)])
def test_from_rows_refuses_bad_text_fields(field, value, message):
    refused(from_rows, SHORT, **{field: value}, match=message)


@pytest.mark.parametrize(("field", "value", "message"),
                         [c for c in TEXT_CASES if not isinstance(c[1], bytes)],
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(TEXT_CASES)
                              if not isinstance(c[1], bytes)])
def test_from_json_refuses_bad_text_fields(field, value, message):
    if len(json.dumps(value)) > MAX_LAYOUT_BYTES:
        message = "too large"
    refused(from_json, as_json(SHORT, **{field: value}), match=message)


def test_long_but_allowed_text_is_kept():
    lay = from_rows(SHORT, name="n" * 60, title="t" * 120, source="s" * 1000)
    assert from_json(lay.to_json()) == lay


# -- JSON text ----------------------------------------------------------------------------------

JSON_CASES = [
    ("None", None, "must be text or bytes, not NoneType"),
    ("a number", 12, "must be text or bytes, not int"),
    ("a dict", {"rows": SHORT}, "must be text or bytes, not dict"),
    ("30000 brackets", "[" * 30_000, "nested too deeply|not valid JSON"),
    ("30000 brackets closed", "[" * 30_000 + "]" * 30_000, "nested too deeply"),
    ("deep rows", '{"rows": ' + "[" * 20_000 + "]" * 20_000 + "}", "nested too deeply"),
    ("deep bytes", b"[" * 30_000 + b"]" * 30_000, "nested too deeply"),
    ("too long text", "x" * 70_000, "too large \\(70,000 bytes; the limit is 64,000\\)"),
    ("too many bytes in few characters", "\u00e9" * 40_000, "too large \\(80,000 bytes"),
    ("too long bytes", b" " * 100_000, "too large \\(100,000 bytes"),
    ("too long memoryview", memoryview(b" " * 100_000), "too large \\(100,000 bytes"),
    ("not UTF-8", b'{"rows": "\xff\xfe\xfd"}', "not UTF-8 text"),
    ("a 5000-digit number", '{"rows": [[' + "1" * 5000 + "]]}", "a number in it is too long"),
    ("NaN", as_json(with_cell(float("nan"))), "nan is not a place number"),
    ("Infinity", '{"rows": [[Infinity]]}', "inf is not a place number"),
    ("empty", "", "not valid JSON: Expecting value"),
    ("a list", json.dumps(SHORT), "must hold a JSON object"),
    ("null", "null", "must hold a JSON object"),
    ("no rows", '{"name": "x"}', "no 'rows' field"),
    ("rows null", '{"rows": null}', "rows must be a list"),
    ("unknown kind", as_json(SHORT, kind="huge"), "'kind' is 'huge', which is no board"),
    ("kind not text", as_json(SHORT, kind=["base"] * 1000), "'kind' is \\['base'"),
    ("wrong kind", as_json(SHORT, kind="mocha"), "says kind 'mocha' but its places make it"),
    ("long junk", "{" + "x" * 60_000, "not valid JSON"),
]


@pytest.mark.parametrize(("text", "message"), [c[1:] for c in JSON_CASES],
                         ids=[c[0] for c in JSON_CASES])
def test_from_json_refuses_bad_text(text, message):
    refused(from_json, text, match=message)


def test_from_json_takes_text_bytes_and_memoryview():
    text = load("short-paths").to_json()
    for given in (text, text.encode(), bytearray(text.encode()), memoryview(text.encode())):
        assert from_json(given) == load("short-paths")


# -- load: names and files ----------------------------------------------------------------------

@pytest.mark.parametrize(("name", "message"), [
    (None, "given by its name \\(such as 'short-paths'\\).*not NoneType"),
    (5, "not int"),
    (["short-paths"], "not list"),
    (b"short-paths", "not bytes"),
    ("a" * 5000 + ".json", "no layout named 'a+\\.\\.\\.a+\\.json'; the kit has"),
    ("x" * 100_000, "no layout named 'x+\\.\\.\\.x+'"),
    ("nowhere\0.json", "no layout named"),
    ("a" * 300 + ".json",
     "cannot read the layout file 'a+\\.\\.\\.a+\\.json': file name too long"),
    ("", "no layout named ''"),
], ids=["None", "int", "list", "bytes", "long-json-path", "long-name", "nul", "long-file-name",
        "empty"])
def test_load_refuses_a_bad_name(name, message):
    refused(load, name, match=message)


def test_load_refuses_bad_files(tmp_path):
    cases = {
        "missing.json": (None, "cannot read the layout file .*no such file"),
        "one-row.json": (as_json([list(range(1, 17))]), "4 rows of 4 places; this grid is 1 row"),
        "deep.json": ("[" * 30_000, "nested too deeply|not valid JSON"),
        "junk.json": (b"\x00\xff" * 100, "not valid JSON|not UTF-8"),
        "list.json": (json.dumps(SHORT), "must hold a JSON object"),
    }
    for filename, (content, message) in cases.items():
        path = tmp_path / filename
        if isinstance(content, str):
            path.write_text(content, "utf-8")
        elif content is not None:
            path.write_bytes(content)
        refused(load, str(path), match=message)
    (tmp_path / "folder.json").mkdir()
    refused(load, str(tmp_path / "folder.json"), match="is not a file")


def test_load_reads_a_good_file_by_str_or_path(tmp_path):
    path = tmp_path / "mine.json"
    path.write_text(from_rows(SHORT, name="mine").to_json(), "utf-8")
    assert load(str(path)).rows == load(path).rows == tuple(map(tuple, SHORT))


def test_load_checks_the_size_before_reading(tmp_path):
    big = tmp_path / "big.json"
    with big.open("wb") as f:  # sparse: 50 MB on paper, nothing on the disk
        f.truncate(50 * 2**20)
    tracemalloc.start()
    try:
        refused(load, str(big), match="too large \\(52,428,800 bytes; the limit is 64,000\\)")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 2**20, peak


def test_load_reads_a_bounded_amount_even_when_the_size_lies(tmp_path, monkeypatch):
    # A file that grows after the size check (or a size the file system gets wrong) is still
    # read only up to the limit plus one byte.
    big = tmp_path / "growing.json"
    with big.open("wb") as f:
        f.truncate(50 * 2**20)
    real_stat = Path.stat

    def lying_stat(self: Path, *args, **kwargs) -> os.stat_result:
        st = real_stat(self, *args, **kwargs)
        if self != big:
            return st
        return os.stat_result((st.st_mode, st.st_ino, st.st_dev, st.st_nlink, st.st_uid,
                               st.st_gid, 10, int(st.st_atime), int(st.st_mtime),
                               int(st.st_ctime)))

    monkeypatch.setattr(Path, "stat", lying_stat)
    tracemalloc.start()
    try:
        refused(load, str(big), match=f"too large \\({MAX_LAYOUT_BYTES + 1:,} bytes")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 4 * MAX_LAYOUT_BYTES, peak


# -- problems, the game, the helper -------------------------------------------------------------

@pytest.mark.parametrize(("layout", "rules", "message"), [
    (None, "bigbox", "problems needs a Layout .*not NoneType"),
    ("short-paths", "bigbox", "problems needs a Layout .*not str"),
    (SHORT, "base", "not list"),
    ("lay", "r" * 10_000, "unknown rule set 'r+\\.\\.\\.r+'"),
], ids=["None", "name", "grid", "long-rules"])
def test_problems_refuses_bad_input(layout, rules, message):
    if layout == "lay":
        layout = load("short-paths")
    refused(problems, layout, rules, match=message)


def test_random_layout_does_not_echo_a_long_kind():
    refused(layouts.random_layout, "k" * 10_000, match="unknown layout kind 'k+\\.\\.\\.k+'")
    refused(layouts.random_layout, ["base"], match="unknown layout kind \\['base'\\]")


@pytest.mark.parametrize("number", [True, 1.0, [7], "7", 26, 10**5000],
                         ids=["bool", "float", "list", "str", "26", "huge"])
def test_position_refuses_what_is_not_a_place_on_the_board(number):
    refused(load("short-paths").position, number, match="is not on the layout 'short-paths'")


def test_a_game_on_a_board_of_the_wrong_shape_is_refused():
    refused(ist.new_game, layout=[list(range(1, 17))], match="4 rows of 4 places")
    refused(ist.new_game, layout=None, match="rows must be a list")


@pytest.mark.parametrize("value", [
    "x" * 10_000, ["x" * 1000] * 1000, 10**5000, b"\0" * 10_000, {i: i for i in range(1000)},
    [[[[[[[[1]]]]]]]],
], ids=["long-str", "long-list", "huge-int", "long-bytes", "big-dict", "deep-list"])
def test_short_repr_caps_what_it_echoes(value):
    assert len(short_repr(value)) <= 60


def test_short_repr_survives_a_broken_repr():
    class Broken:
        def __repr__(self) -> str:
            raise RuntimeError("no")

    assert short_repr(Broken()).startswith("<Broken instance")
    refused(from_rows, with_cell(Broken()), match="<Broken instance.*is not a place number")


def test_bad_input_changes_nothing():
    before = {name: load(name) for name in layouts.names()}
    for text in ("[" * 30_000, as_json([list(range(1, 17))]), as_json(SHORT, name=5)):
        with pytest.raises(ValueError):
            from_json(text)
    for name in (None, "a" * 5000 + ".json", "nowhere"):
        with pytest.raises(ValueError):
            load(name)
    assert {name: load(name) for name in layouts.names()} == before


# -- the LayoutEditor upload --------------------------------------------------------------------

@pytest.mark.parametrize("content", [
    b"[" * 30_000,
    b" " * 100_000,
    as_json([list(range(1, 17))]).encode(),
    as_json(SHORT, name="n" * 5000).encode(),
    b"\xff\xfe\x00",
    b"",
    b'{"rows": [[' + b"9" * 5000 + b"]]}",
], ids=["deep", "too-large", "one-row", "long-name", "not-utf8", "empty", "long-number"])
def test_upload_of_bad_content_is_shown_not_raised(content):
    ed = LayoutEditor("short-paths")
    before = ed.layout
    ed._on_upload({"new": ({"name": "x.json", "content": memoryview(content)},)})
    assert ed.layout is before
    assert "Could not load that layout" in ed.message.value
    assert "unchanged" in ed.message.value
    assert len(ed.message.value) < 600
    assert ed.upload.value == ()


# -- fuzz ---------------------------------------------------------------------------------------

_NUMBER = re.compile(r"-?\d+")
_REPLACEMENTS = ["-1", "0", "26", "1e9", "1.5", "true", "null", '"7"', "[7]", "[[7]]", "{}",
                 "99999999999999999999999", "NaN", "1" * 5000, "7, 7", "[]"]
_CHARS = '[]{},:"0123456789-.eE \ntfnul\\x\u00e9'


def _mutate(text: str, rng: random.Random) -> str:
    """One random edit of a layout file's text: the faults a hand-edited file tends to have,
    plus some hostile ones."""
    how = rng.randrange(9)
    i = rng.randrange(len(text) + 1)
    if how == 0:  # delete a character or a run
        return text[:i] + text[i + rng.choice((1, 1, 3, 20)):]
    if how == 1:  # duplicate a slice
        j = min(len(text), i + rng.randrange(1, 40))
        return text[:j] + text[i:j] + text[j:]
    if how == 2:  # replace a character
        return text[:i] + rng.choice(_CHARS) + text[i + 1:]
    if how in (3, 4):  # change a number
        found = list(_NUMBER.finditer(text))
        if not found:
            return text
        m = rng.choice(found)
        new = rng.choice(_REPLACEMENTS + [str(rng.randrange(-3, 30))])
        return text[:m.start()] + new + text[m.end():]
    if how == 5:  # nest: wrap a list or a number in one more list
        j = text.find("[", i)
        return text if j < 0 else text[:j] + "[" + text[j:] + "]"
    if how == 6:  # a deep nesting dropped in
        depth = rng.choice((10, 900, 5000, 30_000))
        return text[:i] + "[" * depth + "]" * rng.choice((0, depth)) + text[i:]
    if how == 7:  # truncate
        return text[:i]
    # swap two numbers (a legal board stays legal; a wrong swap of kinds does not)
    found = list(_NUMBER.finditer(text))
    if len(found) < 2:
        return text
    a, b = sorted(rng.sample(found, 2), key=lambda m: m.start())
    return (text[:a.start()] + b.group() + text[a.end():b.start()] + a.group()
            + text[b.end():])


def _check_one(given: str | bytes) -> Layout | None:
    try:
        lay = from_json(given)
    except ValueError as exc:
        assert len(str(exc)) < MAX_MESSAGE, str(exc)
        return None
    except Exception as exc:  # anything but ValueError is the bug this test hunts
        pytest.fail(f"{type(exc).__name__}: {exc!s:.200} for {given[:200]!r}")
    assert lay.shape == KIND_SHAPES[lay.kind]
    assert from_json(lay.to_json()) == lay
    return lay


@pytest.mark.parametrize("seed", range(4))
def test_fuzzed_layout_files_give_a_layout_or_a_value_error(seed):
    rng = random.Random(seed)
    originals = [p.read_text("utf-8") for p in LAYOUT_FILES]
    assert originals
    accepted = refused_count = 0
    for _ in range(120):
        text = rng.choice(originals)
        for _ in range(rng.choice((1, 1, 2, 3))):
            text = _mutate(text, rng)
        given: str | bytes = text
        if rng.random() < 0.3:
            raw = bytearray(text.encode("utf-8"))
            if raw and rng.random() < 0.5:
                raw[rng.randrange(len(raw))] = rng.randrange(256)
            given = bytes(raw)
        if _check_one(given) is None:
            refused_count += 1
        else:
            accepted += 1
    # the mutations must reach both sides, or the fuzz tests nothing
    assert refused_count > 30 and accepted > 0, (accepted, refused_count)


def test_fuzzed_grids_give_a_layout_or_a_value_error():
    rng = random.Random(7)
    junk = [True, 1.0, "7", None, [7], [], {}, -1, 0, 26, 10**40, b"7", (7,)]
    accepted = 0
    for _ in range(300):
        kind = rng.choice(list(KIND_SHAPES))
        grid = [list(r) for r in layouts.random_layout(kind, seed=rng.randrange(99)).rows]
        for _ in range(rng.randrange(1, 3)):
            r = rng.randrange(len(grid))
            lists = all(isinstance(row, list) and row for row in grid)
            how = rng.randrange(5) if lists else 3
            if how == 0:
                grid[r][rng.randrange(len(grid[r]))] = rng.choice(junk)
            elif how == 1:
                grid[r] = grid[r][:-1]
            elif how == 2 and len({len(row) for row in grid}) == 1:
                grid = [list(col) for col in zip(*grid, strict=True)]
            elif how == 3:
                grid.insert(r, rng.choice([[], 7, "row", [1, 2, 3, 4]]))
            else:
                grid = [[n for row in grid for n in row]]
        try:
            from_rows(grid)
            accepted += 1
        except ValueError as exc:
            assert len(str(exc)) < MAX_MESSAGE
    assert accepted < 300
