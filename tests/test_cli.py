"""The command line (``istanbul-nb``, ``python -m istanbul_nb``): every command run in-process
through ``main(argv)`` (which returns the exit code), once through a real interpreter, and with
the bad inputs a teacher will give it: each answered in one sentence, exit 2, no traceback."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import istanbul_nb as ist
from istanbul_nb import cli
from istanbul_nb.bots import RandomBot

ROOT = Path(__file__).resolve().parent.parent
LAYOUTS = ROOT / "layouts"
LESSONS = sorted(p.name for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
FAST = ["--players", "2", "--bots", "eager", "--games", "6", "--no-progress"]


@pytest.fixture(autouse=True)
def english_environment(monkeypatch):
    """The command line speaks the environment's language (tests/test_cli_lang.py): these
    tests read its English, whatever the machine's locale."""
    for var in cli.LANG_VARIABLES:
        monkeypatch.delenv(var, raising=False)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_error(err: str, command: str) -> None:
    """What a bad input must give: one line naming the command, no traceback."""
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(f"istanbul-nb {command}: ")


# -- the program as a whole ---------------------------------------------------------------------
def test_python_dash_m_shows_the_commands():
    out = subprocess.run([sys.executable, "-m", "istanbul_nb", "--help"], capture_output=True,
                         text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 0, out.stderr
    for command in ("check", "svg", "simulate", "lessons"):
        assert command in out.stdout
    assert out.stdout.startswith("usage: istanbul-nb")


@pytest.mark.parametrize("command", ["check", "svg", "simulate", "lessons"])
def test_every_command_explains_itself(capsys, command):
    code, out, _ = run(capsys, command, "--help")
    assert code == 0
    assert f"usage: istanbul-nb {command}" in out
    assert "example" in out  # every command shows how a teacher calls it


def test_version(capsys):
    code, out, _ = run(capsys, "--version")
    assert (code, out.strip()) == (0, f"istanbul-nb {ist.__version__}")


def test_no_command_shows_the_help_and_fails(capsys):
    code, _, err = run(capsys)
    assert code == 2 and "COMMAND" in err


def test_an_unknown_command_or_option_is_a_usage_error(capsys):
    assert run(capsys, "fly")[0] == 2
    assert run(capsys, "check", "x.json", "--rulez", "base")[0] == 2


def test_the_command_line_loads_nothing_heavy(heavy_imports):
    assert heavy_imports("import istanbul_nb.cli, istanbul_nb.__main__") == []


# -- check --------------------------------------------------------------------------------------
def test_check_a_layout_that_keeps_the_rules(capsys):
    code, out, err = run(capsys, "check", str(LAYOUTS / "long-paths.json"))
    assert (code, err) == (0, "")
    assert "keeps the Big Box random-layout rules" in out


def test_check_says_one_line_per_broken_rule(capsys, tmp_path):
    # Black Market (8) next to Tea House (9) in one row, the Fountain (7) in a corner
    lay = ist.layouts.from_rows([[7, 1, 2, 3], [4, 5, 6, 10], [11, 12, 13, 14], [15, 16, 8, 9]],
                                name="broken")
    problems = ist.layouts.problems(lay)
    assert len(problems) == 3
    path = tmp_path / "broken.json"
    path.write_text(lay.to_json(), "utf-8")
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    lines = out.splitlines()
    assert "breaks 3 of the Big Box random-layout rules" in lines[0]
    assert lines[1:] == [f"  - {p}" for p in problems]


def test_check_with_the_base_rules(capsys):
    # the printed first game has Black Market and Tea House in one row: Big Box says no
    short = str(LAYOUTS / "short-paths.json")
    assert run(capsys, "check", short)[0] == 1
    code, out, _ = run(capsys, "check", short, "--rules", "base")
    assert code == 0 and "base game random-layout rules" in out


def test_check_reads_a_file_saved_with_a_byte_order_mark(capsys, tmp_path):
    # some Windows editors start a UTF-8 file with one
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + (LAYOUTS / "long-paths.json").read_bytes())
    assert run(capsys, "check", str(path))[0] == 0


def test_check_a_shipped_layout_by_name(capsys):
    code, out, _ = run(capsys, "check", "long-paths")
    assert code == 0 and "'long-paths'" in out


@pytest.mark.parametrize("content, says", [
    (None, "no such file"),
    ("not json at all", "not valid JSON"),
    ("[1, 2, 3]", "holds a JSON list"),
    ('{"name": "x"}', "neither a layout"),
    ('{"rows": [[1, 2], [3]]}', "not a usable layout: the rows are ragged"),
    ('{"rows": [[1, 2, 3, 4]]}', "not a usable layout"),
    (b"\xff\xfe{}", "not a text file"),
])
def test_check_refuses_a_bad_file_in_one_sentence(capsys, tmp_path, content, says):
    path = tmp_path / "layout.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content, "utf-8")
    code, out, err = run(capsys, "check", str(path))
    assert (code, out) == (2, "")
    one_error(err, "check")
    assert says in err


def test_check_refuses_a_folder_and_a_saved_game(capsys, tmp_path):
    code, _, err = run(capsys, "check", str(tmp_path))
    assert code == 2 and "is a folder" in err
    save = tmp_path / "game.json"
    save.write_text(ist.new_game(players=2, seed=1).to_json(), "utf-8")
    code, _, err = run(capsys, "check", str(save))
    assert code == 2 and "is a saved game" in err
    one_error(err, "check")


# -- svg ----------------------------------------------------------------------------------------
def played_game():
    g = ist.new_game(players=3, seed=2)
    bot = RandomBot(seed=1)
    for _ in range(25):
        g.apply(bot.choose(g))
    return g


def test_svg_of_a_layout_file_to_a_file(capsys, tmp_path):
    target = tmp_path / "board.svg"
    code, out, err = run(capsys, "svg", str(LAYOUTS / "long-paths.json"), "-o", str(target))
    assert (code, out) == (0, "")
    assert "wrote" in err
    text = target.read_text("utf-8")
    assert text == ist.render.svg(ist.Board(ist.layouts.load("long-paths")))
    ET.fromstring(text)  # well-formed


def test_svg_of_a_saved_game_to_stdout(capsys, tmp_path):
    g = played_game()
    save = tmp_path / "game.json"
    save.write_text(g.to_json(), "utf-8")
    code, out, _ = run(capsys, "svg", str(save))
    assert code == 0
    assert out == ist.render.svg(ist.Game.from_json(g.to_json()))
    assert out != ist.render.svg(ist.Board("short-paths"))  # the pieces are drawn too
    ET.fromstring(out)


def test_svg_options(capsys, tmp_path):
    code, out, _ = run(capsys, "svg", str(LAYOUTS / "short-paths.json"), "--theme", "dark",
                       "--lang", "de", "--size", "300")
    assert code == 0
    assert out == ist.render.svg(ist.Board("short-paths"), theme="dark", lang="de", size=300)
    assert run(capsys, "svg", str(LAYOUTS / "short-paths.json"), "--theme", "pink")[0] == 2


@pytest.mark.parametrize("content, says", [
    (None, "no such file"),
    ("{", "not valid JSON"),
    ('{"format": "istanbul_nb.game", "version": 2}', "not a usable saved game"),
    ('{"format": "chess"}', "not a saved game of this kit"),
    ('{"rows": "many"}', "not a usable layout"),
    ('"text"', "holds a JSON str"),
])
def test_svg_refuses_a_bad_file_in_one_sentence(capsys, tmp_path, content, says):
    path = tmp_path / "in.json"
    if content is not None:
        path.write_text(content, "utf-8")
    target = tmp_path / "out.svg"
    code, out, err = run(capsys, "svg", str(path), "-o", str(target))
    assert (code, out) == (2, "")
    one_error(err, "svg")
    assert says in err
    assert not target.exists()


def test_svg_refuses_a_tampered_save(capsys, tmp_path):
    doc = json.loads(played_game().to_json())
    doc["history"][3] = "move 99"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc), "utf-8")
    code, _, err = run(capsys, "svg", str(path))
    assert code == 2 and "not a usable saved game" in err
    one_error(err, "svg")


def test_svg_into_a_missing_folder(capsys, tmp_path):
    code, _, err = run(capsys, "svg", str(LAYOUTS / "short-paths.json"), "-o",
                       str(tmp_path / "no" / "board.svg"))
    assert code == 2 and "cannot write" in err
    one_error(err, "svg")


# -- simulate -----------------------------------------------------------------------------------
def read_csv(path: Path) -> list[dict]:
    with path.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def test_simulate_prints_a_summary_and_writes_one_row_per_game(capsys, tmp_path):
    out_csv = tmp_path / "out.csv"
    code, out, _ = run(capsys, "simulate", "--players", "3", "--bots", "eager,random",
                       "--games", "5", "--seed", "1", "--csv", str(out_csv), "--no-progress")
    assert code == 0
    assert out.startswith("5 games, 3 players on short-paths (seats rotate, seed 1)")
    assert "mean length:" in out
    for seat in range(3):
        assert any(line.startswith(f"{seat} ") for line in out.splitlines())
    assert "Eager random       2" in out and "Random             1" in out
    rows = read_csv(out_csv)
    assert len(rows) == 5
    header = list(rows[0])
    assert header[:6] == ["game", "seed", "turns", "rounds", "actions", "winners"]
    for seat in range(3):
        for column in ("bot", "rubies", "lira", "rank", "win_share", "from_mosque"):
            assert f"seat{seat}_{column}" in header
    assert [r["game"] for r in rows] == ["0", "1", "2", "3", "4"]
    # rotating seats: game 1 moves every bot one seat on
    assert [rows[0][f"seat{s}_bot"] for s in range(3)] == ["Eager random", "Random",
                                                          "Eager random"]
    assert [rows[1][f"seat{s}_bot"] for s in range(3)] == ["Eager random", "Eager random",
                                                          "Random"]
    for r in rows:  # the winners are the seats with a share of the win
        shares = [float(r[f"seat{s}_win_share"]) for s in range(3)]
        assert r["winners"].split() == [str(s) for s in range(3) if shares[s] > 0]
        assert sum(shares) == pytest.approx(1)


def test_simulate_csv_is_the_same_for_the_same_seed(capsys, tmp_path):
    paths = [tmp_path / f"{name}.csv" for name in ("a", "b", "c", "jobs")]
    for path, seed, extra in zip(paths, ("3", "3", "4", "3"), ([], [], [], ["--jobs", "2"]),
                                 strict=True):
        assert run(capsys, "simulate", *FAST, "--seed", seed, "--csv", str(path), *extra)[0] == 0
    a, b, c, jobs = (p.read_bytes() for p in paths)
    assert a == b          # same seed, same games
    assert a != c          # another seed, other games
    assert a == jobs       # two processes play the same games


def test_simulate_shows_progress_unless_told_not_to(capsys):
    code, _, err = run(capsys, "simulate", "--players", "2", "--bots", "eager", "--games", "2")
    assert code == 0 and "2/2" in err
    code, _, err = run(capsys, *["simulate", *FAST])
    assert code == 0 and err == ""


def test_simulate_on_a_layout_file(capsys):
    code, out, _ = run(capsys, "simulate", *FAST, "--layout", str(LAYOUTS / "long-paths.json"))
    assert code == 0 and "long-paths.json" in out


def test_the_strong_bot_is_the_search_bot(capsys):
    """``--bots strong`` seats the search bot at its default think time, and the help says so."""
    from istanbul_nb.bots import SearchBot

    bot = cli._make_bot("strong")
    assert isinstance(bot, SearchBot) and bot.think_time == 0.5
    assert "strong" in cli.BOT_HELP and "search" in cli.BOT_HELP["strong"]


@pytest.mark.parametrize("args, says", [
    (["--bots", "clever"], "unknown bot 'clever'"),
    (["--bots", "eager,eager,eager"], "3 bots for 2 players"),
    (["--layout", "nowhere"], "cannot play 2 players on 'nowhere'"),
    (["--layout", "mocha-first-game"], "cannot play 2 players"),
])
def test_simulate_refuses_what_it_cannot_play(capsys, args, says):
    argv = ["simulate", "--players", "2", "--games", "1", "--no-progress", *args]
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    one_error(err, "simulate")
    assert says in err


@pytest.mark.parametrize("args", [["--games", "0"], ["--games", "many"], ["--players", "6"],
                                  ["--jobs", "-1"], ["--seats", "random"]])
def test_simulate_refuses_bad_options(capsys, args):
    code, _, err = run(capsys, "simulate", *args)
    assert code == 2 and "error:" in err and "Traceback" not in err


def test_simulate_csv_into_a_missing_folder_fails_before_playing(capsys, tmp_path):
    code, out, err = run(capsys, "simulate", *FAST, "--csv", str(tmp_path / "no" / "out.csv"))
    assert (code, out) == (2, "")
    one_error(err, "simulate")


# -- lessons ------------------------------------------------------------------------------------
def test_the_lessons_are_found_in_a_source_checkout():
    assert LESSONS and LESSONS[0] == "00_start_here.ipynb"
    assert [e.name for e in cli.lesson_files()] == LESSONS


def test_lessons_are_copied_and_never_overwritten_unless_forced(capsys, tmp_path):
    dest = tmp_path / "class" / "lessons"
    code, out, _ = run(capsys, "lessons", str(dest))
    assert code == 0
    assert sorted(p.name for p in dest.iterdir()) == LESSONS
    for name in LESSONS:
        assert f"copied {name}" in out
        assert (dest / name).read_bytes() == (ROOT / "notebooks" / name).read_bytes()

    mine = dest / LESSONS[1]
    mine.write_text("my own notes", "utf-8")
    code, out, err = run(capsys, "lessons", str(dest))
    assert (code, out) == (1, "")
    assert "--force" in err and LESSONS[1] in err
    assert mine.read_text("utf-8") == "my own notes"

    code, _, _ = run(capsys, "lessons", str(dest), "--force")
    assert code == 0
    assert mine.read_bytes() == (ROOT / "notebooks" / LESSONS[1]).read_bytes()


def test_lessons_refuse_a_file_as_the_folder(capsys, tmp_path):
    dest = tmp_path / "notes.txt"
    dest.write_text("x", "utf-8")
    code, _, err = run(capsys, "lessons", str(dest))
    assert code == 2 and "is a file, not a folder" in err
    one_error(err, "lessons")


@pytest.mark.slow
def test_a_built_wheel_ships_the_lessons_and_the_command_line(tmp_path):
    """Outside the repository, from an installed wheel: the lessons come out of the package
    (hatch's force-include puts notebooks/ at istanbul_nb/data/lessons) and the commands run."""
    wheels, site, dest = tmp_path / "wheels", tmp_path / "site", tmp_path / "class"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels),
                    str(ROOT)], check=True, cwd=tmp_path, capture_output=True)
    (wheel,) = wheels.glob("istanbul_nb-*.whl")
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target",
                    str(site), str(wheel)], check=True, capture_output=True)

    def cli_run(*argv: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "istanbul_nb", *argv], capture_output=True,
                              text=True, cwd=tmp_path, env={"PYTHONPATH": str(site)}, timeout=120)

    out = cli_run("lessons", str(dest))
    assert out.returncode == 0, out.stderr
    assert sorted(p.name for p in dest.iterdir()) == LESSONS
    assert (site / "istanbul_nb" / "data" / "lessons" / LESSONS[0]).is_file()
    assert cli_run("check", "long-paths").returncode == 0
    assert cli_run("svg", str(LAYOUTS / "short-paths.json")).stdout.startswith("<svg")
