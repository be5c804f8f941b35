"""docs/engine.md's walk-through ("How to add an expansion") lists every file of an expansion's
folder by role, beside the toy expansion's module for the same role: this reads that table and
checks it against Mocha's folder and the toy under tests/engine/, so the doc cannot drift from
either (a file added to the folder, a role the toy no longer has, a slice moved elsewhere)."""

from __future__ import annotations

import re
from pathlib import Path

from istanbul_nb.engine import declared_slices

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "engine.md"
MOCHA = ROOT / "istanbul_nb" / "expansions" / "mocha"
TOYS = ROOT / "tests" / "engine"
#: the roles an expansion plays in the outer layers: (its slice layer, the registry its module
#: registers in, the layer it ranks with)
SLICE_ROLES = {"picture": ("PICTURES", "render"), "panel": ("PANELS", "session"),
               "strategy": ("STRATEGIES", "bots")}


def _table() -> dict[str, tuple[list[str], str, list[str]]]:
    """role -> (Mocha's files, the layer they rank with, the toy's files), from the table in
    the walk-through (the file names are the code spans ending in ``.py``)."""
    text = DOC.read_text("utf-8")
    start = text.index("### How to add an expansion")
    section = text[start:text.index("\n## ", start)]
    rows = [line.strip() for line in section.splitlines() if line.strip().startswith("|")]
    header, rule, *body = rows
    assert [c.strip() for c in header.strip("|").split("|")][0] == "role" and "---" in rule
    out = {}
    for row in body:
        role, kit, rank, toy = (c.strip() for c in row.strip("|").split("|"))
        out[role] = (re.findall(r"`([\w/]+\.py)`", kit), rank, re.findall(r"`([\w/]+\.py)`", toy))
    return out


def test_the_walkthrough_names_every_role():
    assert list(_table()) == ["rules", "labels", "picture", "panel", "strategy", "registration"]


def test_the_walkthrough_lists_every_file_of_mochas_folder_and_no_other():
    table = _table()
    listed = [f for role, (files, _, _) in table.items() if role != "registration" for f in files]
    assert sorted(listed) == sorted(p.name for p in MOCHA.glob("*.py"))
    assert len(listed) == len(set(listed)), "a file listed under two roles"
    for role, (files, rank, _) in table.items():
        if role != "registration":
            assert rank == SLICE_ROLES.get(role, ("", "engine"))[1], role
            assert all(Path(f).stem in SLICE_ROLES or role in ("rules", "labels")
                       for f in files), (role, files)


def test_each_role_has_a_kit_module_for_mocha_and_a_toy_module():
    table = _table()
    for role in ("rules", *SLICE_ROLES):
        files, _, toys = table[role]
        assert files and all((MOCHA / f).is_file() for f in files), role
        assert toys and all((TOYS / t).is_file() for t in toys), role
    # rules: both install the expansion
    assert "def install(" in (MOCHA / "__init__.py").read_text("utf-8")
    assert all("def install(" in (TOYS / t).read_text("utf-8") for t in table["rules"][2])


def test_each_slice_role_is_what_the_kit_declares_and_the_toy_registers():
    table = _table()
    mocha = declared_slices("mocha")
    assert set(mocha) == set(SLICE_ROLES)
    for role, (registry, _) in SLICE_ROLES.items():
        (kit,), _, (toy,) = table[role]
        assert mocha[role] == (f"istanbul_nb.expansions.mocha.{Path(kit).stem}",)
        assert f"{registry}.register(__name__" in (MOCHA / kit).read_text("utf-8")
        assert f"{registry}.register(__name__" in (TOYS / toy).read_text("utf-8")
        # the toy's own test declares it for that layer at registration
        fixture = (TOYS / f"test_{Path(toy).stem}.py").read_text("utf-8")
        assert f'slices={{"{role}": ("{Path(toy).stem}",)}}' in fixture, role


def test_the_registration_line_is_where_the_walkthrough_says():
    files, _, _ = _table()["registration"]
    assert files == ["istanbul_nb/engine/__init__.py"]
    assert 'register_expansion("mocha", ' in (ROOT / files[0]).read_text("utf-8")
