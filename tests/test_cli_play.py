"""``istanbul-nb play``: a game at the terminal on the Table's own session (``cli_play``)."""

from __future__ import annotations

import io

import pytest

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.bots import GreedyBot, RandomBot
from istanbul_nb.cli import LANG_VARIABLES, main
from istanbul_nb.cli_play import play, screen
from istanbul_nb.session import Session


@pytest.fixture(autouse=True)
def english_environment(monkeypatch):
    """``main`` speaks the environment's language: these tests read its English."""
    for var in LANG_VARIABLES:
        monkeypatch.delenv(var, raising=False)


def _run(session: Session, lines: list[str], saves: dict | None = None,
         save_to: str | None = None) -> tuple[int, list[str]]:
    feed = iter(lines)

    def read() -> str:
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    out: list[str] = []
    code = play(session, read, out.append,
                (lambda path, text: saves.__setitem__(path, text)) if saves is not None
                else None, save_to)
    return code, out


def test_a_number_plays_that_button_and_the_bots_answer():
    g = ist.new_game(players=3, seed=2)
    session = Session(g, bots={1: GreedyBot(), 2: GreedyBot()})
    first = session.view().buttons[0]
    code, out = _run(session, ["1", "end"])
    assert code == 0
    assert g.history()[0] == first.action          # "move 1": the first button
    assert "end" in g.history()
    assert g.to_act == 0 and len(g.history()) > 2    # the bots took their turns after it
    assert any(line.startswith("    1. ") for line in out)


def test_bad_input_is_refused_in_the_sessions_words_and_changes_nothing():
    g = ist.new_game(players=2, seed=3)
    session = Session(g, bots={1: RandomBot(seed=1)})
    code, out = _run(session, ["99", "move 99", "sell everything"])
    assert code == 0 and g.history() == []
    text = "\n".join(out)
    assert "There is no button 99: choose 1 to" in text
    assert "Not allowed:" in text and "?." not in text


def test_undo_redo_and_a_hint():
    g = ist.new_game(players=2, seed=4)
    session = Session(g)                              # both seats are people here
    code, out = _run(session, ["1", "undo", "redo", "hint"])
    assert code == 0 and len(g.history()) == 1
    text = "\n".join(out)
    assert "Took back: move" in text and "Hint from Greedy for" in text


def test_a_save_loads_as_the_same_game_and_help_lists_the_words():
    g = ist.new_game(players=2, seed=5, expansions=("mocha",))
    session = Session(g, bots={1: GreedyBot()})
    saves: dict[str, str] = {}
    code, out = _run(session, ["2", "save", "save game.json", "help"], saves, "end.json")
    assert code == 0
    assert "Not saved: save needs a file name" in "\n".join(out)
    assert "hint: ask the hint bot" in "\n".join(out)
    assert set(saves) == {"game.json", "end.json"}
    assert ist.Game.from_json(saves["end.json"]).to_json() == g.to_json()


def test_a_game_of_bots_is_played_to_its_end_and_summed_up():
    g = ist.new_game(players=2, seed=6)
    session = Session(g, bots={0: RandomBot(eager=True, seed=1), 1: RandomBot(eager=True,
                                                                              seed=2)})
    code, out = _run(session, [])
    assert code == 0 and g.is_over
    assert out[-len(session.view().summary):] == list(session.view().summary)


def test_the_screen_leaves_out_the_widgets_click_note():
    view = Session(ist.new_game(players=2)).view()
    assert view.note and view.note not in screen(view)
    assert view.headline in screen(view) and view.question in screen(view)


def test_the_command_plays_both_games(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr("sys.stdin", io.StringIO("1\nquit\n"))
    assert main(["play", "--players", "2", "--bots", "random", "--seed", "3",
                 "--save", str(tmp_path / "g.json")]) == 0
    assert "Turn 1" in capsys.readouterr().out
    saved = ist.Game.from_json((tmp_path / "g.json").read_text("utf-8"))
    assert saved.history()[:1] == ["move 1"] or saved.history()

    monkeypatch.setattr("sys.stdin", io.StringIO("1\n"))
    assert main(["play", "--game", "choose_write", "--players", "2", "--bots", "greedy",
                 "--save", str(tmp_path / "cw.json")]) == 0
    cw_game = cw.Game.from_json((tmp_path / "cw.json").read_text("utf-8"))
    assert len(cw_game.history()) >= 1

    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "--load", str(tmp_path / "g.json"), "--bots", "random"]) == 0


@pytest.mark.parametrize("argv, words", [
    (["play", "--you", "5"], "--you takes different seats from 0 to 2"),
    (["play", "--you", "a"], "--you takes seat numbers"),
    (["play", "--load", "no-such-file.json"], "cannot read"),
    (["play", "--game", "choose_write", "--expansions", "mocha"], "no expansions"),
    (["play", "--players", "9"], "players"),
])
def test_bad_options_are_one_line_and_exit_2(argv, words, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_a_corrupt_save_is_refused(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "istanbul_nb.game"}', "utf-8")
    assert main(["play", "--load", str(bad)]) == 2
    assert "is no saved game of this kind" in capsys.readouterr().err


def test_the_terminal_speaks_the_sessions_language():
    """``--lang ko``: the session is Korean, and so are the terminal's own lines (the typed
    commands stay English: they are commands, like the actions' notation)."""
    g = ist.new_game(players=2, seed=3)
    session = Session(g, bots={1: RandomBot(seed=1)}, lang="ko")
    code, out = _run(session, ["help", "99"])
    text = "\n".join(out)
    assert code == 0
    assert "undo: 내 마지막 행동(과 그 뒤 봇들의 행동)을 되돌립니다" in text
    assert "99번 버튼은 없습니다. 1부터" in text
    for english in ("take back your last action", "There is no button", "this list"):
        assert english not in text
