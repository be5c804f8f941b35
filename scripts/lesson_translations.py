"""The translated lessons against their English originals: what ``make translations`` lists and
``tests/i18n/test_lesson_translations.py`` checks.

A translated lesson is ``lessons/<lang>/NN_name.py`` (jupytext percent, paired with
``notebooks/<lang>/NN_name.ipynb``) beside the English ``lessons/NN_name.py``:

- its code cells are the English lesson's, in the same order: the same code, seeds, actions and
  checks; only comments, docstrings and prose may be translated (a quiz's question and its
  choices' labels, what is printed or displayed, a plot's words: ``PROSE_CALLS`` and
  ``PROSE_KEYWORDS``); plus one cell marked
  ``i18n="setup"`` that sets the language (``ist.set_language("ko")``);
- each markdown cell records which English cell it translates, as the first ten hex digits of
  the SHA-256 of that cell's text: ``# %% [markdown] en="3f2a9c1e07"``.

So when the English of a cell changes, its hash no longer matches and the translated cell is
listed as *to update*; a new English cell that no translation names is listed as *to
translate*. Drift is what sinks translated course material: this keeps it visible.

    .venv/bin/python scripts/lesson_translations.py          # list what is out of date
"""

from __future__ import annotations

import ast
import hashlib
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
#: the languages with translated lessons (a folder of lessons/ each)
LANGS = ("ko", "zh-Hant", "de")


def en_hash(text: str) -> str:
    """The hash a translated cell records of the English cell it translates."""
    return hashlib.sha256(text.strip().encode("utf-8")).hexdigest()[:10]


def _cells(path: Path) -> list:
    import jupytext

    return jupytext.read(str(path)).cells


#: calls whose string arguments are prose a translation may translate (a quiz's question and
#: its choices' labels, what is printed or displayed); anything else, an action's notation
#: or a seed, must stay as the English lesson has it
PROSE_CALLS = {"Quiz", "print", "Markdown", "display", "set_title", "set_xlabel", "set_ylabel",
               "suptitle", "title", "xlabel", "ylabel", "text", "annotate"}
#: keyword arguments that are prose in any call (a plot's legend entry, a widget's title)
PROSE_KEYWORDS = {"label", "title", "xlabel", "ylabel", "description"}


class _Prose(ast.NodeTransformer):
    """Masks the strings a translation may change: docstrings, the arguments of PROSE_CALLS
    (a choice's label: the first item of a pair; its action, the second, stays)."""

    def _mask(self, node: ast.AST) -> None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            node.value = "<text>"
        elif isinstance(node, ast.JoinedStr):
            # the values it shows, in order, stay; the words around them are free
            node.values = [v for v in node.values if not isinstance(v, ast.Constant)]
        elif isinstance(node, ast.BinOp):
            self._mask(node.left)
            self._mask(node.right)
        elif isinstance(node, ast.IfExp):
            self._mask(node.body)
            self._mask(node.orelse)
        elif isinstance(node, (ast.List, ast.Tuple)):
            items = node.elts
            if isinstance(node, ast.Tuple) and len(items) == 2:
                self._mask(items[0])             # (label, action): the label only
            else:
                for item in items:
                    self._mask(item)

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        if name in PROSE_CALLS:
            for arg in node.args:
                self._mask(arg)
        for kw in node.keywords:
            if kw.arg in PROSE_KEYWORDS:
                self._mask(kw.value)
            elif name == "Quiz" and kw.arg == "answer" and isinstance(kw.value, ast.Lambda):
                self._mask_result(kw.value.body)
        return node

    def _mask_result(self, node: ast.AST) -> None:
        """The words a quiz's answer function returns (what the learner picks among the
        choices: "yes", "nobody: the game is over"), not the keys and calls that compute it;
        the Quiz refuses an answer that is not among its choices, so a run finds a mismatch."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            node.value = "<text>"
        elif isinstance(node, ast.JoinedStr):
            node.values = [v for v in node.values if not isinstance(v, ast.Constant)]
        elif isinstance(node, ast.IfExp):
            self._mask_result(node.body)
            self._mask_result(node.orelse)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr == "join":
            self._mask_result(node.func.value)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        self.generic_visit(node)
        if node.body and isinstance(node.body[0], ast.Expr):
            self._mask(node.body[0].value)
        return node


def code_without_comments(source: str) -> str:
    """A code cell as it behaves: comments, docstrings and prose (PROSE_CALLS) left out, which
    a translation translates; magics (``%pip``) and nbval's markers kept."""
    lines = []
    for line in source.splitlines():
        stripped = line.strip()
        if stripped.startswith(("%", "!")) or stripped.startswith("# NBVAL"):
            indent = line[: len(line) - len(line.lstrip())]
            line = f"{indent}{stripped!r}"
        lines.append(line)
    text = "\n".join(lines)
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return text.strip()
    return ast.dump(_Prose().visit(tree), include_attributes=False)


@dataclass(frozen=True)
class Finding:
    path: str
    what: str
    serious: bool      # True: the lesson is wrong (a test fails); False: drift to translate

    def __str__(self) -> str:
        return f"{self.path}: {self.what}"


def translated_lessons(lang: str) -> list[Path]:
    return sorted((LESSONS / lang).glob("[0-9][0-9]_*.py"))


def unrendered_emphasis(markdown: str) -> bool:
    """Whether ``**`` is left as text once the cell is rendered: CommonMark (and JupyterLab's
    renderer) does not close bold that ends in punctuation right before a letter, which
    Korean particles and Chinese text meet often ("**찻집(9)**에": write "**찻집**(9)에")."""
    import re

    from markdown_it import MarkdownIt

    html = MarkdownIt("commonmark").render(markdown)
    html = re.sub(r"<code>.*?</code>", "", html, flags=re.S)
    return "**" in html


def check(path: Path) -> list[Finding]:
    """What is wrong with one translated lesson, and what has drifted."""
    rel = path.relative_to(ROOT).as_posix()
    english = LESSONS / path.name
    if not english.is_file():
        return [Finding(rel, f"no English lesson {english.name}", True)]
    mine, theirs = _cells(path), _cells(english)
    out: list[Finding] = []
    code = [code_without_comments(c.source) for c in mine
            if c.cell_type == "code" and c.metadata.get("i18n") != "setup"]
    want = [code_without_comments(c.source) for c in theirs if c.cell_type == "code"]
    setups = [c for c in mine if c.cell_type == "code" and c.metadata.get("i18n") == "setup"]
    if len(setups) != 1:
        out.append(Finding(rel, f"{len(setups)} cells marked i18n=\"setup\" (want exactly one, "
                                f"setting the language)", True))
    for k, (a, b) in enumerate(zip(code, want, strict=False), 1):
        if a != b:
            out.append(Finding(rel, f"code cell {k} differs from the English lesson's", True))
    if len(code) != len(want):
        out.append(Finding(rel, f"{len(code)} code cells, the English lesson has {len(want)}",
                           True))
    hashes = {en_hash(c.source): k for k, c in enumerate(theirs, 1) if c.cell_type == "markdown"}
    named = set()
    for k, c in enumerate(mine, 1):
        if c.cell_type != "markdown":
            continue
        if unrendered_emphasis(c.source):
            out.append(Finding(rel, f"markdown cell {k} has bold that does not render (it ends "
                                    f"in punctuation right before a letter)", True))
        h = str(c.metadata.get("en", ""))
        if not h:
            out.append(Finding(rel, f"markdown cell {k} does not say which English cell it "
                                    f"translates (en=\"...\")", True))
        elif h not in hashes:
            first = c.source.strip().splitlines()[0][:50] if c.source.strip() else ""
            out.append(Finding(rel, f"cell {k} ({first!r}): its English changed since it was "
                                    f"translated: update it", False))
        named.add(h)
    for h, k in sorted(hashes.items(), key=lambda x: x[1]):
        if h not in named:
            first = theirs[k - 1].source.strip().splitlines()[0][:50]
            out.append(Finding(rel, f"English cell {k} ({first!r}) has no translation", False))
    return out


def report() -> int:
    """Print every finding of every translated lesson; the count of findings."""
    n = 0
    for lang in LANGS:
        for path in translated_lessons(lang):
            for f in check(path):
                print(f)
                n += 1
    return n


if __name__ == "__main__":
    sys.exit(1 if report() else 0)
