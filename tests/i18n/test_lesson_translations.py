"""The translated lessons (issue 25, item 4): each is paired with its notebook, runs the English
lesson's code cells in the same order plus one cell that sets its language, and says which
English cell each of its markdown cells translates (so ``make translations`` can list drift)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("lesson_translations",
                                               ROOT / "scripts" / "lesson_translations.py")
tool = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("lesson_translations", tool)   # its dataclass looks itself up there
_spec.loader.exec_module(tool)
TRANSLATED = [p for lang in tool.LANGS for p in tool.translated_lessons(lang)]


def test_there_are_translated_lessons():
    langs = {p.parent.name for p in TRANSLATED}
    assert {"ko", "zh-Hant"} <= langs


@pytest.mark.parametrize("path", TRANSLATED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_translated_lesson_runs_the_english_code(path):
    serious = [str(f) for f in tool.check(path) if f.serious]
    assert serious == []


@pytest.mark.parametrize("path", TRANSLATED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_translated_lesson_has_its_notebook_with_stored_outputs(path):
    nb = ROOT / "notebooks" / path.parent.name / f"{path.stem}.ipynb"
    assert nb.is_file(), "run make notebooks"
    cells = json.loads(nb.read_text("utf-8"))["cells"]
    ran = [c for c in cells if c["cell_type"] == "code" and c.get("outputs")]
    assert ran, f"{nb.name} has no stored outputs: run make notebooks"
    setup = [c for c in cells if c.get("metadata", {}).get("i18n") == "setup"]
    lang = path.parent.name
    assert setup and f'set_language("{lang}")' in "".join(setup[0]["source"])


def test_the_english_start_page_links_every_translation():
    start = (ROOT / "lessons" / "00_start_here.py").read_text("utf-8")
    for lang in sorted({p.parent.name for p in TRANSLATED if p.stem == "00_start_here"}):
        assert f"({lang}/00_start_here.ipynb)" in start


def test_drift_and_wrong_code_are_found(tmp_path, monkeypatch):
    """A cell whose English changed since it was translated is listed (drift, not a failure);
    a code cell that differs from the English lesson's is a failure."""
    h = tool.en_hash
    (tmp_path / "lessons" / "ko").mkdir(parents=True)
    (tmp_path / "lessons" / "01_x.py").write_text(
        "# %% [markdown]\n# Hello\n\n# %%\nx = 1  # one\n\n# %% [markdown]\n# Bye now\n")
    mine = (f'# %% [markdown] en="{h("Hello")}"\n# 안녕\n\n'
            f'# %% i18n="setup"\nimport istanbul_nb as ist\nist.set_language("ko")\n\n'
            f'# %%\nx = 1  # 하나\n\n# %% [markdown] en="{h("Bye")}"\n# 잘 가\n')
    path = tmp_path / "lessons" / "ko" / "01_x.py"
    path.write_text(mine)
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    monkeypatch.setattr(tool, "LESSONS", tmp_path / "lessons")
    found = tool.check(path)
    assert [f.serious for f in found] == [False, False]
    assert "English changed" in str(found[0]) and "has no translation" in str(found[1])
    path.write_text(mine.replace("x = 1", "x = 2"))
    assert any(f.serious and "code cell 1" in str(f) for f in tool.check(path))


def test_prose_may_be_translated_but_not_the_checks():
    """A quiz's question and its choices' labels are prose; its actions and answers are the
    lesson's checks and must stay the English lesson's."""
    english = 'Quiz("Where may Red go?", g, [("the Tea House (9)", "move 9")], answer=7)'
    same = tool.code_without_comments
    assert same(english) == same('Quiz("빨강은 어디로 갈 수 있나요?", g, [("찻집 (9)", "move 9")], '
                                 'answer=7)')
    assert same(english) != same('Quiz("?", g, [("찻집 (9)", "move 7")], answer=7)')
    assert same(english) != same('Quiz("?", g, [("찻집 (9)", "move 9")], answer=8)')
    assert same('print("phase:", game.phase)  # the phase') == same('print("단계:", game.phase)')
    assert same('do(game, "move 9")') != same('do(game, "move 7")')
    answer = 'Quiz("?", g, ["yes", "no"], answer=lambda g: "yes" if g.is_over else "no")'
    assert same(answer) == same(answer.replace('"yes"', '"예"').replace('"no"', '"아니요"'))
    assert same(answer) != same(answer.replace("g.is_over", "not g.is_over"))
    keyed = 'Quiz("?", g, ["1"], answer=lambda g: g.pieces()["sultan"]["rubies"])'
    assert same(keyed) != same(keyed.replace("sultan", "gemstone_dealer"))
