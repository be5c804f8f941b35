"""Layouts: the shipped grids match RULES.md section 2, the random-layout rules say exactly what is
wrong, malformed input is refused with a reason, and the generator is seeded and uniform."""

from __future__ import annotations

import json
from collections import Counter
from itertools import permutations

import pytest

import istanbul_nb as ist
from istanbul_nb.layouts import KIND_SHAPES, KINDS, RULE_SETS, from_json, from_rows, problems
from istanbul_nb.places import KIND_PLACES

# RULES.md section 2, copied by hand so that a changed data file fails here.
PRINTED = {
    "short-paths": ("15 5 2 14 / 4 12 7 3 / 8 6 11 9 / 13 10 1 16", "printed", "base"),
    "long-paths": ("16 2 8 11 / 15 7 6 4 / 3 5 12 1 / 10 9 14 13", "printed", "base"),
    "in-order": ("1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 16", "seed", "base"),
    "mocha-first-game": (
        "16 15 18 3 10 / 8 1 7 17 4 / 2 19 6 12 9 / 20 11 5 14 13", "printed-1", "mocha"),
}

BM_TH_2 = "Black Market (8) and Tea House (9) are only 2 steps apart; the rule asks for at least 3"


def grid(kind: str, fixed: dict[tuple[int, int], int]) -> list[list[int]]:
    """A grid of ``kind`` with some places pinned to cells and the rest filled in number order."""
    n_rows, n_cols = KIND_SHAPES[kind]
    rest = iter(sorted(KIND_PLACES[kind] - set(fixed.values())))
    return [[fixed.get((r, c)) or next(rest) for c in range(n_cols)] for r in range(n_rows)]


def lay(kind: str, fixed: dict[tuple[int, int], int]) -> ist.layouts.Layout:
    return from_rows(grid(kind, fixed), name="test")


# -- the shipped layouts ---------------------------------------------------------------------

def test_names_include_the_printed_layouts_and_the_letters_one():
    names = ist.layouts.names()
    for name in ("short-paths", "long-paths", "in-order", "mocha-first-game",
                 "letters-first-game"):
        assert name in names
    assert names == sorted(names)


@pytest.mark.parametrize("name", sorted(PRINTED))
def test_shipped_rows_match_the_rules_reference(name):
    text, provenance, kind = PRINTED[name]
    layout = ist.layouts.load(name)
    assert str(layout) == text
    assert layout.rows == tuple(tuple(int(n) for n in row.split()) for row in text.split(" / "))
    assert layout.provenance == provenance
    assert layout.kind == kind
    assert layout.name == name


def test_every_shipped_layout_loads_with_a_kind_and_a_provenance():
    for name in ist.layouts.names():
        layout = ist.layouts.load(name)
        assert layout.kind in KINDS
        assert layout.shape == KIND_SHAPES[layout.kind]
        assert set(layout.places) == KIND_PLACES[layout.kind]
        assert layout.provenance in {"seed", "printed", "printed-1", "reconstructed"}
        assert layout.source


def test_letters_first_game_is_marked_reconstructed_and_legal():
    layout = ist.layouts.load("letters-first-game")
    assert layout.provenance == "reconstructed"
    assert layout.kind == "letters"
    assert "reconstructed" in layout.title.lower()
    assert problems(layout, "bigbox") == []


def test_layout_json_round_trips():
    for name in ist.layouts.names():
        layout = ist.layouts.load(name)
        assert from_json(layout.to_json()) == layout


def test_unknown_layout_name_lists_the_known_ones():
    with pytest.raises(ValueError, match="no layout named 'nowhere'.*short-paths"):
        ist.layouts.load("nowhere")


# -- the rule checks, with their exact messages ---------------------------------------------

def test_black_market_and_tea_house_exactly_three_apart_is_fine():
    # (0, 0) and (1, 2): 3 steps, different row and column; Fountain inner at (1, 1).
    layout = lay("base", {(0, 0): 8, (1, 2): 9, (1, 1): 7})
    assert problems(layout, "base") == []
    assert problems(layout, "bigbox") == []


def test_black_market_and_tea_house_two_apart_is_refused():
    layout = lay("base", {(0, 0): 8, (1, 1): 9, (2, 2): 7})
    assert problems(layout, "base") == [BM_TH_2]
    assert problems(layout, "bigbox") == [BM_TH_2]


def test_one_step_apart_says_step_not_steps():
    layout = lay("base", {(0, 0): 8, (0, 1): 9, (2, 2): 7})
    assert problems(layout, "base") == [
        "Black Market (8) and Tea House (9) are only 1 step apart; the rule asks for at least 3"
    ]


def test_same_row_or_column_is_refused_only_under_bigbox():
    row = lay("base", {(0, 0): 8, (0, 3): 9, (1, 1): 7})
    assert problems(row, "base") == []
    assert problems(row, "bigbox") == [
        "Black Market (8) and Tea House (9) are in the same row (row 1); "
        "the Big Box rule forbids that"
    ]
    col = lay("base", {(0, 2): 8, (3, 2): 9, (1, 1): 7})
    assert problems(col, "base") == []
    assert problems(col, "bigbox") == [
        "Black Market (8) and Tea House (9) are in the same column (column 3); "
        "the Big Box rule forbids that"
    ]


EDGE_4X4 = ("Fountain (7) stands on the edge (row 1, column 1); the rule asks for an inner place, "
            "one surrounded by other places")


@pytest.mark.parametrize(("kind", "inner"), [
    ("base", {(1, 1), (1, 2), (2, 1), (2, 2)}),
    ("mocha", {(1, c) for c in (1, 2, 3)} | {(2, c) for c in (1, 2, 3)}),
    ("letters", {(1, c) for c in (1, 2, 3)} | {(2, c) for c in (1, 2, 3)}),
])
def test_fountain_must_be_inner_on_4x4_and_5x4(kind, inner):
    n_rows, n_cols = KIND_SHAPES[kind]
    # Black Market and Tea House on opposite corners keep their rule everywhere.
    far = {(0, 0): 8, (n_rows - 1, n_cols - 1): 9}
    for cell in [(r, c) for r in range(n_rows) for c in range(n_cols)]:
        if cell in far:
            continue
        layout = lay(kind, {**far, cell: 7})
        for rules in RULE_SETS:
            found = problems(layout, rules)
            if cell in inner:
                assert found == [], (cell, rules)
            else:
                assert found == [
                    f"Fountain (7) stands on the edge (row {cell[0] + 1}, column {cell[1] + 1}); "
                    "the rule asks for an inner place, one surrounded by other places"
                ], (cell, rules)
    assert len(inner) == len(lay(kind, {**far, (1, 1): 7}).inner_places())


def test_fountain_on_every_cell_of_the_great_bazaar():
    far = {(0, 0): 8, (4, 4): 9}
    for cell in [(r, c) for r in range(5) for c in range(5)]:
        if cell in far:
            continue
        layout = lay("great-bazaar", {**far, cell: 7})
        inner = 1 <= cell[0] <= 3 and 1 <= cell[1] <= 3
        assert (problems(layout, "base") == []) == inner, cell
        assert (problems(layout, "bigbox") == []) == (cell == (2, 2)), cell


def test_fountain_on_the_edge_message():
    layout = lay("base", {(0, 0): 7, (0, 1): 8, (3, 3): 9})
    assert problems(layout, "base") == [EDGE_4X4]


def test_great_bazaar_fountain_centre_under_bigbox_inner_under_base():
    far = {(0, 0): 8, (4, 4): 9}
    centre = lay("great-bazaar", {**far, (2, 2): 7})
    assert problems(centre, "bigbox") == []
    assert problems(centre, "base") == []
    inner_not_centre = lay("great-bazaar", {**far, (1, 1): 7})
    assert problems(inner_not_centre, "base") == []
    assert problems(inner_not_centre, "bigbox") == [
        "Fountain (7) must stand in the centre of the Great Bazaar (row 3, column 3); "
        "it is at row 2, column 2"
    ]
    edge = lay("great-bazaar", {**far, (0, 2): 7})
    assert problems(edge, "base") == [
        "Fountain (7) stands on the edge (row 1, column 3); the rule asks for an inner place, "
        "one surrounded by other places"
    ]
    assert len(problems(edge, "bigbox")) == 1


def test_every_fault_is_reported_together():
    layout = lay("base", {(0, 0): 7, (0, 1): 8, (0, 3): 9})
    assert problems(layout, "bigbox") == [
        EDGE_4X4,
        BM_TH_2,
        "Black Market (8) and Tea House (9) are in the same row (row 1); "
        "the Big Box rule forbids that",
    ]


def test_printed_layouts_against_the_rules():
    # The printed layouts are designed, not drawn at random: the first-game board puts Black
    # Market and Tea House in one row, which only the Big Box rule forbids.
    for name in ("long-paths", "in-order", "mocha-first-game", "letters-first-game"):
        for rules in RULE_SETS:
            assert problems(ist.layouts.load(name), rules) == [], (name, rules)
    short = ist.layouts.load("short-paths")
    assert problems(short, "base") == []
    assert problems(short, "bigbox") == [
        "Black Market (8) and Tea House (9) are in the same row (row 3); "
        "the Big Box rule forbids that"
    ]


def test_unknown_rule_set_is_refused():
    with pytest.raises(ValueError, match="unknown rule set 'house'"):
        problems(ist.layouts.load("short-paths"), "house")


# -- malformed input ----------------------------------------------------------------------------

@pytest.mark.parametrize(("rows", "message"), [
    ([[1, 2, 3, 4], [5, 6, 7]], "ragged: row 1 has 4 places but row 2 has 3"),
    ([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 1]],
     "place 1 appears twice \\(row 1, column 1 and row 4, column 4\\)"),
    ([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 26]],
     "row 4, column 4: 26 is not a place"),
    ([[0, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]],
     "row 1, column 1: 0 is not a place"),
    ([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, "x"], [13, 14, 15, 16]],
     "row 3, column 4: 'x' is not a place number"),
    ([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, True]],
     "True is not a place number"),
    ([[1, 2, 3], [5, 6, 7], [9, 10, 11], [13, 14, 15], [4, 8, 12]],
     "these 15 places fit no board; closest is 'base' \\(missing 16\\)"),
    ([[1, 2, 3, 4, 17], [5, 6, 7, 8, 18], [9, 10, 11, 12, 19], [13, 14, 15, 16, 21]],
     "fit no board.*not part of it: 21"),
    ([], "at least one row"),
    ([[1, 2], 3], "row 2 is not a list"),
    ("1 2 3", "rows must be a list"),
])
def test_malformed_rows_name_the_fault(rows, message):
    with pytest.raises(ValueError, match=message):
        from_rows(rows)


@pytest.mark.parametrize(("text", "message"), [
    ("{not json", "not valid JSON"),
    ("[[1, 2], [3, 4]]", "must hold a JSON object"),
    ('"short-paths"', "must hold a JSON object"),
    ('{"name": "x"}', "no 'rows' field"),
    ('{"name": 3, "rows": [[1]]}', "'name' must be text"),
    (json.dumps({"kind": "mocha", "rows": [[15, 5, 2, 14], [4, 12, 7, 3], [8, 6, 11, 9],
                                           [13, 10, 1, 16]]}),
     "says kind 'mocha' but its places make it 'base'"),
    ("x" * 70_000, "too large"),
])
def test_malformed_json_names_the_fault(text, message):
    with pytest.raises(ValueError, match=message):
        from_json(text)


def test_json_without_kind_is_accepted():
    text = json.dumps({"name": "mine", "rows": [[15, 5, 2, 14], [4, 12, 7, 3], [8, 6, 11, 9],
                                                [13, 10, 1, 16]]})
    layout = from_json(text)
    assert layout.kind == "base"
    assert layout.rows == ist.layouts.load("short-paths").rows


# -- the random generator ---------------------------------------------------------------------

def _fountain_cells(kind: str, rules: str) -> set[tuple[int, int]]:
    n_rows, n_cols = KIND_SHAPES[kind]
    if kind == "great-bazaar" and rules == "bigbox":
        return {(2, 2)}
    return {(r, c) for r in range(1, n_rows - 1) for c in range(1, n_cols - 1)}


@pytest.mark.parametrize("rules", RULE_SETS)
@pytest.mark.parametrize("kind", KINDS)
def test_500_random_layouts_are_legal_and_use_every_inner_fountain_cell(kind, rules):
    seen = Counter()
    for seed in range(500):
        layout = ist.layouts.random_layout(kind, seed=seed, rules=rules)
        assert layout.kind == kind
        assert layout.shape == KIND_SHAPES[kind]
        assert problems(layout, rules) == []
        if rules == "bigbox":
            # The Big Box rules are the stricter set: their layouts keep the base rules too.
            assert problems(layout, "base") == []
        seen[layout.position(7)] += 1
    assert set(seen) == _fountain_cells(kind, rules)


def test_same_seed_same_layout_different_seeds_differ():
    for kind in KINDS:
        for rules in RULE_SETS:
            a = ist.layouts.random_layout(kind, seed=3, rules=rules)
            assert a.rows == ist.layouts.random_layout(kind, seed=3, rules=rules).rows
            others = {ist.layouts.random_layout(kind, seed=s, rules=rules).rows
                      for s in range(4, 24)}
            assert len(others) == 20
            assert a.rows not in others


def test_random_layout_is_labelled_generated():
    layout = ist.layouts.random_layout("mocha", seed=5)
    assert layout.provenance == "generated"
    assert "seed=5" in layout.source


def test_bad_kind_is_refused():
    with pytest.raises(ValueError, match="unknown layout kind 'huge'"):
        ist.layouts.random_layout("huge", seed=1)
    with pytest.raises(ValueError, match="unknown rule set"):
        ist.layouts.random_layout("base", seed=1, rules="nope")


def _legal_count(kind: str, rules: str, fountain: tuple[int, int]) -> int:
    """How many (Black Market, Tea House) cell pairs keep the rules with this Fountain cell.

    Every such pair comes with the same number of ways to place the other tiles, so a generator
    that is uniform over legal layouts puts the Fountain on a cell in proportion to this count.
    """
    n_rows, n_cols = KIND_SHAPES[kind]
    cells = [(r, c) for r in range(n_rows) for c in range(n_cols) if (r, c) != fountain]
    count = 0
    for bm, th in permutations(cells, 2):
        far = abs(bm[0] - th[0]) + abs(bm[1] - th[1]) >= 3
        apart = bm[0] != th[0] and bm[1] != th[1]
        count += far and (apart or rules == "base")
    return count


@pytest.mark.parametrize(("kind", "rules"), [
    ("base", "bigbox"), ("base", "base"), ("mocha", "bigbox"), ("great-bazaar", "base"),
])
def test_fountain_position_follows_the_uniform_distribution(kind, rules):
    """Chi-square test of the Fountain's cell against uniform-over-legal-layouts.

    On 4x4 every inner cell is alike, so this is a uniform Fountain; on 5x4 the middle column
    leaves fewer legal Black Market/Tea House pairs, so it must come up a little less often.
    Seeds are fixed, so the test is deterministic; the threshold is the 0.1 % critical value.
    """
    n = 4000
    cells = sorted(_fountain_cells(kind, rules))
    weights = {c: _legal_count(kind, rules, c) for c in cells}
    total = sum(weights.values())
    seen = Counter(ist.layouts.random_layout(kind, seed=s, rules=rules).position(7)
                   for s in range(n))
    chi2 = sum((seen[c] - n * weights[c] / total) ** 2 / (n * weights[c] / total) for c in cells)
    critical = {1: 10.83, 3: 16.27, 5: 20.52, 8: 26.12}[len(cells) - 1]
    assert chi2 < critical, (seen, weights)


def test_the_generator_is_not_biased_towards_the_first_cell():
    # A sanity check the chi-square cannot miss: a generator that always used the first allowed
    # cell (or repaired by swapping) would give one cell far more than its share.
    seen = Counter(ist.layouts.random_layout("base", seed=s).position(7) for s in range(400))
    assert max(seen.values()) < 400 * 0.35
