"""Issue 20, the command line: the bad arguments the audit found (``svg --size 50``, a huge or
non-ASCII-digit size, ``lessons`` with a too-long folder name, no command at all), ``svg`` with
a shipped layout's name (as ``check`` takes it), ``simulate --variants``, and a fuzz test: any
mix of arguments ends with exit 0, 1 or 2, and an exit 2 is one line on stderr, never a
traceback."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import istanbul_nb as ist
from istanbul_nb import cli, layouts

ROOT = Path(__file__).resolve().parent.parent
LAYOUT = str(ROOT / "layouts" / "short-paths.json")
FAST = ["--players", "2", "--bots", "eager", "--games", "1", "--no-progress"]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str) -> str:
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


# -- no command ----------------------------------------------------------------------------------
def test_no_command_is_one_usage_line_and_a_hint(capsys):
    code, out, err = run(capsys)
    line = one_line(err)
    assert code == 2 and out == ""
    assert line.startswith("usage: istanbul-nb") and "istanbul-nb --help" in line
    for command in cli.COMMANDS:
        assert command in line


# -- svg --size ----------------------------------------------------------------------------------
@pytest.mark.parametrize("size", ["50", "0", "119", "20001", "99999999999999999999",
                                  "9" * 5000, "\u0665\u0660\u0660", "\uff15\uff10\uff10",
                                  "1_000", "-200", "2e3", ""])
def test_svg_refuses_a_bad_size_in_one_line(capsys, tmp_path, size):
    out_file = tmp_path / "b.svg"
    code, _, err = run(capsys, "svg", LAYOUT, "--size", size, "-o", str(out_file))
    line = one_line(err)
    assert code == 2 and line.startswith("istanbul-nb svg: error: argument --size")
    assert len(line) < 300 and not out_file.exists()


@pytest.mark.parametrize("size", ["120", "640", " 800 ", "20000"])
def test_svg_draws_every_size_in_range(capsys, size):
    code, out, err = run(capsys, "svg", LAYOUT, "--size", size)
    assert code == 0, err
    root = ET.fromstring(out)
    assert float(root.get("width", "0").removesuffix("px")) == pytest.approx(int(size), abs=1)


# -- svg with a shipped layout's name ------------------------------------------------------------
@pytest.mark.parametrize("name", layouts.names())
def test_svg_draws_every_layout_that_check_accepts(capsys, tmp_path, monkeypatch, name):
    monkeypatch.chdir(tmp_path)      # no file of that name here: the shipped layout is meant
    code, _, _ = run(capsys, "check", name)
    assert code in (0, 1)            # check reads it (1: it breaks a random-layout rule)
    code, out, err = run(capsys, "svg", name)
    assert code == 0, err
    ET.fromstring(out)
    assert out == ist.render.svg(ist.Board(layouts.load(name)))


def test_a_file_of_that_name_still_wins(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("long-paths").write_text("not json", encoding="utf-8")
    code, _, err = run(capsys, "svg", "long-paths")
    assert code == 2 and "is not valid JSON" in one_line(err)


# -- lessons -------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["a" * 300, "a" * 5000, "x\0y"])
def test_lessons_refuses_an_unusable_folder_name_in_one_line(capsys, tmp_path, name):
    code, out, err = run(capsys, "lessons", str(tmp_path / name))
    line = one_line(err)
    assert code == 2 and line.startswith("istanbul-nb lessons: ") and len(line) < 300
    assert "copied" not in out


# -- simulate --variants -------------------------------------------------------------------------
def test_simulate_plays_the_variants(capsys):
    code, out, err = run(capsys, "simulate", *FAST, "--variants", "caravan_leader,"
                         "neutral_assistants")
    assert code == 0, err
    assert "caravan_leader, neutral_assistants" in out.splitlines()[0]


def test_simulate_plays_mocha_and_letters_as_the_great_bazaar(capsys):
    code, out, err = run(capsys, "simulate", *FAST, "--expansions", "mocha,letters")
    assert code == 0, err
    assert ("random boards (one per game's seed) with mocha, letters (variants: great_bazaar)"
            in out.splitlines()[0])


@pytest.mark.parametrize("expansions, variants", [
    ("", "great_bazaar"), ("mocha", "letters_cards_alone"), ("", "flying_carpet"),
    ("mocha,letters", "mocha_cards_alone"), ("letters", "mocha"), ("", "caravan_leader,"
                                                                       "caravan_leader")])
def test_simulate_refuses_a_bad_combination_with_the_engine_reason(capsys, expansions,
                                                                   variants):
    code, out, err = run(capsys, "simulate", *FAST, "--expansions", expansions,
                         "--variants", variants)
    line = one_line(err)
    assert code == 2 and out == "" and line.startswith("istanbul-nb simulate: ")
    exps = tuple(x for x in expansions.split(",") if x)
    vs = tuple(x for x in variants.split(",") if x)
    if len(set(vs)) == len(vs):
        with pytest.raises(ValueError) as engine:
            ist.new_game(players=2, expansions=exps, variants=vs)
        assert line.endswith(str(engine.value))
    else:
        assert "each variant is named once" in line


# -- fuzzing every command's arguments -----------------------------------------------------------
class _Reached(Exception):
    """The run would start playing: every argument passed the checks."""


TOKENS = ["check", "svg", "simulate", "lessons", "--help", "--version", "--size", "--theme",
          "--lang", "--rules", "--players", "--bots", "--games", "--seed", "--layout",
          "--expansions", "--variants", "--seats", "--csv", "--jobs", "--force", "-o", "-",
          "--no-progress", LAYOUT, "long-paths", "great-bazaar-first-game", "nope.json",
          "0", "1", "2", "5", "50", "640", "-3", "9" * 40, "\u0663", "\uff14", "1e3", "",
          " ", "base", "bigbox", "dark", "en", "random", "eager,greedy", "mocha",
          "mocha,letters", "letters", "great_bazaar", "neutral_assistants,caravan_leader",
          "mocha_cards_alone", "rotate", "x\0y", "a" * 400, "\u00e9\u00e8", "\x1b[31m"]


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(argv=st.lists(st.sampled_from(TOKENS), max_size=7))
def test_fuzzed_arguments_never_end_in_a_traceback(capsys, monkeypatch, tmp_path, argv):
    def reached(*args, **kwargs):
        raise _Reached

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("istanbul_nb.bots.simulate", reached)
    monkeypatch.setattr(cli, "_lessons", lambda args: 0)   # no copying of the real lessons
    try:
        code = cli.main(argv)
    except _Reached:
        capsys.readouterr()
        return
    except SystemExit as e:   # never: main returns the code
        raise AssertionError(f"main({argv!r}) exited with {e.code!r}") from None
    out, err = capsys.readouterr()
    assert code in (0, 1, 2), (argv, code)
    if code == 2:
        line = one_line(err)
        assert line.startswith(("istanbul-nb", "usage: istanbul-nb")), (argv, line)
        assert len(line) < 600, (argv, line)
