"""The rules lessons 02-06 and 09-12: every section ends with "Check yourself" questions that ask
the engine, and the prose speaks a learner's words (engine names stay in code).

Each check cell is run here on its own, after the lesson's import cell: it must end in a
``Quiz`` built on a staged game, and the engine must have been asked while it ran (a quiz
cannot hold a stored answer: its answer is computed from the game it is given).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import jupytext
import pytest

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.widgets import Quiz

ROOT = Path(__file__).resolve().parent.parent
LESSONS = sorted(p for n in (2, 3, 4, 5, 6, 9, 10, 11, 12)
                 for p in (ROOT / "lessons").glob(f"{n:02d}_*.py"))
#: The lab notebooks (graph, barrier and simulation studies moved out of 09-12): not rules, so
#: not in LESSONS; a rules lesson keeps no lab section (heading ending in LAB) of its own.
LABS = [ROOT / "lessons" / "13_lab_expansion_boards.py",
        ROOT / "lessons" / "14_lab_expansion_games.py"]
#: The games a check may ask: the board game and Choose & Write (lesson 12).
GAMES = (ist.Game, cw.Game)
CHECK = "Check yourself"
#: The heading end that marked a lab section inside a rules lesson, before the labs moved out.
LAB = "(lab)"
#: Words of the markdown, for the length of a rules lesson's prose.
WORD = re.compile(r"[A-Za-z0-9'’]+")
#: Words of the engine's code that a learner should not meet in the prose.
ENGINE_WORDS = re.compile(r"`|\b\w+_\w+\b|\b\w+\(|\bgame\.\w|\blegal_actions\b|\bto_act\b|"
                          r"Cartesian product", re.IGNORECASE)


def _cells(path: Path) -> list:
    return jupytext.read(path, fmt="py:percent").cells


def _sections(path: Path) -> list[tuple[str, list]]:
    """(heading, cells) for each '## ' section but the closing summary."""
    out: list[tuple[str, list]] = []
    for cell in _cells(path):
        head = next((line for line in cell.source.splitlines() if line.startswith("## ")),
                    None) if cell.cell_type == "markdown" else None
        if head is not None:
            out.append((head[3:].strip(), []))
        if out:
            out[-1][1].append(cell)
    return [(h, cells) for h, cells in out if not h.startswith("What you learned")]


def _headings(path: Path) -> list[str]:
    return [line for c in _cells(path) if c.cell_type == "markdown"
            for line in c.source.splitlines() if line.startswith("#")]


def _check_cells(cells: list) -> list[str]:
    """The code cells that follow a 'Check yourself' markdown cell, up to the next markdown."""
    found, inside = [], False
    for cell in cells:
        if cell.cell_type == "markdown":
            inside = CHECK in cell.source
        elif inside:
            found.append(cell.source)
    return found


def _setup(path: Path) -> dict:
    """The lesson's namespace after its import cell (the one that imports the kit)."""
    ns: dict = {}
    cell = next(c for c in _cells(path) if c.cell_type == "code"
                and "import istanbul_nb as ist" in c.source)
    exec(compile(cell.source, str(path), "exec"), ns)  # the project's own lesson source
    return ns


def _run(source: str, ns: dict, path: Path) -> object:
    """Run a cell; the value of its last expression, as Jupyter would show it."""
    tree = ast.parse(source)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, str(path), "exec"), ns)
    if last is None:
        return None
    return eval(compile(ast.Expression(last.value), str(path), "eval"), ns)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_section_ends_with_a_check_that_asks_the_engine(path, monkeypatch):
    sections = _sections(path)
    assert sections, f"{path.name}: no sections"
    asked: list[str] = []
    for cls in GAMES:
        for name in ("is_legal", "copy", "legal_actions"):
            real = getattr(cls, name)

            def spy(self, *a, _real=real, _name=name, **k):
                asked.append(_name)
                return _real(self, *a, **k)

            monkeypatch.setattr(cls, name, spy)
    ns = _setup(path)
    for heading, cells in sections:
        checks = _check_cells(cells)
        assert 1 <= len(checks) <= 2, f"{path.name} § {heading}: one or two check cells"
        last_md = max(i for i, c in enumerate(cells) if c.cell_type == "markdown")
        assert CHECK in cells[last_md].source, f"{path.name} § {heading}: checks end it"
        for source in checks:
            asked.clear()
            quiz = _run(source, ns, path)
            assert isinstance(quiz, Quiz), f"{path.name} § {heading}: not a Quiz:\n{source}"
            assert isinstance(quiz.game, GAMES)
            assert asked, f"{path.name} § {heading}: the engine was not asked"
            assert quiz.answer_lines()
            if quiz.read is not None:  # the answer is read from the game, not a constant
                probe = _Probe(quiz.game.copy())
                quiz.read(probe)
                assert probe.touched, f"{path.name} § {heading}: the answer ignores the game"


class _Probe:
    """A game that notes what is read from it."""

    def __init__(self, game: ist.Game) -> None:
        self.touched: list[str] = []
        self._game = game

    def __getattr__(self, name: str):
        self.touched.append(name)
        return getattr(self._game, name)


def _quizzes(stem_start: str) -> list[Quiz]:
    path = next(p for p in LESSONS if p.stem.startswith(stem_start))
    ns = _setup(path)
    return [q for _, cells in _sections(path) for s in _check_cells(cells)
            if isinstance(q := _run(s, ns, path), Quiz)]


def test_lesson_03_asks_whether_the_family_member_may_go_to_the_fountain():
    """The Police Station sends the family member to any other place, the Fountain too."""
    found = [q.verdicts["police 7"] for q in _quizzes("03") if "police 7" in q.verdicts]
    assert found and all(ok for ok, _ in found)


def test_lesson_04_asks_what_stay_leaves_open():
    """R11: after Stay, the engine's list (collect or leave; end only if it offers it)."""
    found = [q for q in _quizzes("04") if q.game.history()[-1:] == ["play stay"]]
    assert found
    for q in found:
        assert "end" in q.choices
        assert q.verdicts["end"][0] == q.game.is_legal("end")


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_prose_names_no_engine_identifier(path):
    for cell in _cells(path):
        if cell.cell_type != "markdown":
            continue
        prose = re.sub(r"\]\([^)]*\)", "]", cell.source)  # link targets are file names
        hit = ENGINE_WORDS.search(prose)
        assert hit is None, f"{path.name}: engine word {hit.group(0)!r} in:\n{cell.source}"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_base_rules_are_not_cited_to_an_english_rule_text(path):
    """The seeds give the base rules in Korean (000) and Chinese (002); the English seed is
    Choose & Write's."""
    text = "\n".join(c.source for c in _cells(path) if c.cell_type == "markdown")
    assert not re.search(r"English rule", text), path.name


def test_the_empty_draw_pile_and_the_hand_size_are_said():
    text = "\n".join(c.source for p in LESSONS for c in _cells(p) if c.cell_type == "markdown")
    assert re.search(r"draw pile is empty", text)
    assert re.search(r"no limit", text)


def test_the_probe_tells_a_read_answer_from_a_constant():
    game = ist.stage(players=4)
    read, constant = _Probe(game.copy()), _Probe(game.copy())
    (lambda g: g.player(0).lira)(read)
    (lambda g: "5")(constant)
    assert read.touched == ["player"] and constant.touched == []


EXPANSIONS = [p for p in LESSONS if p.name[:2] in ("09", "10", "11", "12")]


@pytest.mark.parametrize("path", EXPANSIONS, ids=lambda p: p.stem)
def test_a_rules_lesson_has_no_lab_section_and_reads_in_one_sitting(path):
    """Issue 21: the graph, barrier and simulation studies live in the labs (13, 14); a rules
    lesson points to them in a sentence and its prose stays under 2,500 words."""
    assert not any(h.rstrip().endswith(LAB) for h in _headings(path)), path.name
    prose = "\n".join(c.source for c in _cells(path) if c.cell_type == "markdown")
    assert len(WORD.findall(prose)) < 2500, path.name
    assert "_lab_expansion_" in prose, path.name


@pytest.mark.parametrize("path", LABS, ids=lambda p: p.stem)
def test_a_lab_says_what_each_study_is_and_ends_each_with_a_try(path):
    """Each lab section says it studies bots or the board, and ends with a "Try:"."""
    sections = _sections(path)
    assert sections, path.name
    for head, cells in sections:
        text = "\n".join(c.source for c in cells if c.cell_type == "markdown")
        assert "study of bots" in text or "study of the" in text, head
        assert "**Try:**" in cells[-1].source, head
