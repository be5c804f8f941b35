"""The command line in the learner's language (issue 25): ``--lang`` on every command, the
environment's language by default, every help text, refusal and summary from the catalogue,
and Korean and Chinese help wrapped by terminal width.

argparse's own words ("usage:", "options:", "show this help message and exit") come from the
standard library's ``argparse`` gettext domain and stay as the system gives them.
"""

from __future__ import annotations

import re
import textwrap

import pytest

from istanbul_nb import cli
from istanbul_nb.i18n import catalogues as cats
from istanbul_nb.i18n import tr

ENV = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def english_environment(monkeypatch):
    for var in ENV:
        monkeypatch.delenv(var, raising=False)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def english_of(*modules: str) -> list[str]:
    """The catalogue's English sentences from ``modules`` without placeholders (what must not
    be left in another language's output), longest first."""
    found = []
    for m in cats.read(cats.TEMPLATE):
        if not m.id or not isinstance(m.id, str) or "{" in m.id or " " not in m.id:
            continue
        if any(loc.endswith(modules) for loc, _line in m.locations):
            found.append(m.id)
    return sorted(found, key=len, reverse=True)


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("env, want", [
    ({"LANG": "ko_KR.UTF-8"}, "ko"),
    ({"LANG": "zh_TW.UTF-8"}, "zh-Hant"),
    ({"LC_ALL": "zh_HK"}, "zh-Hant"),
    ({"LANG": "zh_CN.UTF-8"}, "en"),            # Simplified Chinese: the kit has none
    ({"LANG": "de_AT@euro"}, "de"),
    ({"LANGUAGE": "fr:de", "LANG": "ko_KR.UTF-8"}, "de"),   # LANGUAGE's first known one
    ({"LANGUAGE": "fr", "LANG": "ko_KR.UTF-8"}, "ko"),      # none known: the locale's
    ({"LC_ALL": "C", "LANG": "ko_KR.UTF-8"}, "en"),          # LC_ALL wins over LANG
    ({"LC_MESSAGES": "de_DE.UTF-8", "LANG": "ko_KR"}, "de"),
    ({}, "en"),
])
def test_the_default_language_is_the_environments(env, want):
    assert cli.environment_language(env) == want


def test_korean_help_has_no_english_of_the_catalogue(capsys):
    code, out, _err = run(capsys, "--lang", "ko", "--help")
    assert code == 0
    assert "명령줄에서 쓰는 이스탄불 교육 키트" in out
    text = flat(out)
    left = [e for e in english_of("cli.py") if e in text]
    assert left == []
    # every command's help too, each in its own words
    for command in cli.COMMANDS:
        code, out, _err = run(capsys, command, "--help", "--lang", "ko")
        assert code == 0 and re.search("[가-힣]", out)
        assert [e for e in english_of("cli.py") if e in flat(out)] == []


def test_the_environment_chooses_the_language_and_lang_overrides_it(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    code, _out, err = run(capsys, "check", "no-such-file.json")
    assert code == 2 and err.startswith("istanbul-nb check: kann 'no-such-file.json' nicht lesen")
    code, _out, err = run(capsys, "check", "no-such-file.json", "--lang=zh-TW")
    assert code == 2 and err.startswith("istanbul-nb check: 無法讀取 'no-such-file.json'")
    code, out, _err = run(capsys, "--lang", "en", "check", "long-paths")
    assert code == 0 and "keeps the Big Box random-layout rules" in out


def test_a_bad_language_is_refused_in_the_users_language(capsys, monkeypatch):
    code, _out, err = run(capsys, "--lang", "fr", "--help")
    assert code == 2 and "'fr' is no language of the kit; choose one of en, ko, zh-Hant, de" in err
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    code, _out, err = run(capsys, "svg", "x.json", "--lang", "xx")
    assert code == 2 and "'xx'은(는) 키트의 언어가 아닙니다" in err and "오류" in err
    assert len(err.strip().splitlines()) == 1


def test_an_options_refusal_and_the_check_speak_the_language(capsys):
    code, _out, err = run(capsys, "simulate", "--players", "9", "--lang", "de")
    assert code == 2 and "9 Spieler können nicht spielen: Istanbul ist für 2 bis 5" in err
    code, out, _err = run(capsys, "check", "long-paths", "--rules", "base", "--lang", "zh-Hant")
    assert code == 0 and out.startswith("'long-paths'（基本遊戲板）符合基本遊戲隨機排列規則")


def test_the_summary_speaks_korean_in_aligned_columns(capsys):
    code, out, _err = run(capsys, "simulate", "--players", "2", "--bots", "eager",
                          "--games", "4", "--no-progress", "--lang", "ko")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("게임 4번, short-paths에서 2인") and "평균 길이" in lines[1]
    head = next(i for i, line in enumerate(lines) if line.startswith("자리"))
    rate_end = cli._width(lines[head][:lines[head].index("승률") + 2])
    for row in lines[head + 1:head + 3]:          # each seat's rate ends under its heading
        assert cli._width(row[:row.index("%") + 1]) == rate_end
    assert "(선 플레이어)" in out and "공정 몫" in out
    assert [e for e in english_of("cli.py") if e in flat(out)] == []


def test_chinese_help_is_wrapped_to_the_terminal_width():
    text = tr(cli._("Let bots play many games and print how often each seat and each bot "
                    "won. The same options and seed always give the same games, on any "
                    "machine and with any number of --jobs."), "zh-Hant")
    lines = cli._lines(text, 40)
    assert len(lines) > 2 and all(cli._width(line) <= 40 for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")   # nothing lost
    assert not any(line[0] in "，。；：）" for line in lines)     # no line opens with a comma
    english = "Let bots play many games and print how often each seat and each bot won."
    assert cli._lines(english, 30) == textwrap.wrap(english, 30)      # Latin: as before


def test_lessons_in_a_language_copy_its_translated_lessons(capsys, tmp_path):
    """``lessons --lang zh-Hant``: each lesson the kit has in Traditional Chinese is copied in
    it under the English file name, the others in English; the last lines say which."""
    english = {e.name: e for e in cli.lesson_files()}
    chinese = cli.lesson_files("zh-Hant")
    assert [e.name for e in chinese] == list(english)          # the same names, same order
    translated = [e.name for e in chinese if e != english[e.name]]
    if not translated:
        pytest.skip("this installation has no Traditional Chinese lessons")
    code, out, _err = run(capsys, "lessons", str(tmp_path), "--lang", "zh-Hant")
    assert code == 0
    for name in english:
        want = next(e for e in chinese if e.name == name).read_bytes()
        assert (tmp_path / name).read_bytes() == want
    numbers = ", ".join(n[:2] for n in translated)
    assert f"此語言的課程：{numbers}；其他課程為英文。" in out
