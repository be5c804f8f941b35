"""The catalogues are complete and honest (issue 25, item 6): the template says what the source
says, every language translates every message with the same placeholders and the glossary's
words, messages are literals with named placeholders, and the modules that speak to a learner
have no sentence outside the catalogue.

When one fails: ``make translations`` re-extracts and lists what is left to translate.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from istanbul_nb.i18n import LANGUAGES
from istanbul_nb.i18n import catalogues as cats
from istanbul_nb.i18n.glossary import entries

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "istanbul_nb"

#: The modules whose every sentence goes through the catalogue (the scan below checks them).
#: A module joins when it is translated; docs/i18n.md lists those still to come.
SPEAKING: tuple[str, ...] = (
    "i18n/__init__.py",
    "session/__init__.py",
    "session/board.py",
    "session/clicks.py",
    "session/kind.py",
    "session/panels.py",
    "session/seat.py",
    "session/session.py",
    "session/sheet.py",
    "session/showing.py",
    "session/turns.py",
    "session/view.py",
    "session/words.py",
    "widgets/__init__.py",
    "widgets/app_forms.py",
    "widgets/common.py",
    "widgets/offline.py",
    "widgets/quiz.py",
    "widgets/review_view.py",
    "widgets/session_loop.py",
    "widgets/table.py",
    "widgets/table_fit.py",
    "widgets/table_panels.py",
    "engine/places.py",
    "engine/cards.py",
    "engine/encounters.py",
    "engine/flow.py",
    "engine/movement.py",
    "engine/ops.py",
    "engine/phases.py",
    "engine/turn.py",
    "engine/position.py",
    "engine/staging.py",
    "core/errors.py",
    "core/history.py",
    "engine/actions.py",
    "engine/labels.py",
    "engine/game.py",
    "engine/log.py",
    "engine/state.py",
    "engine/save.py",
    "engine/ruleset.py",
    "core/saves.py",
    "choose_write/end.py",
    "choose_write/gains.py",
    "choose_write/game.py",
    "choose_write/payment.py",
    "choose_write/places.py",
    "choose_write/setup.py",
    "choose_write/solo.py",
    "choose_write/turn.py",
    "choose_write/words.py",
    "render/choose_write.py",
    "widgets/choose_write_table.py",
    "render/__init__.py",
    "render/canvas.py",
    "render/game_scene.py",
    "render/heat.py",
    "render/icons.py",
    "render/reach.py",
    "render/scene.py",
    "render/shapes.py",
    "render/slices.py",
    "render/words.py",
    "widgets/layout_editor.py",
    "widgets/move_explorer.py",
    "board.py",
    "analysis.py",
    "layouts.py",
    "expansions/__init__.py",
    "expansions/mocha/__init__.py",
    "expansions/mocha/rules.py",
    "expansions/mocha/places.py",
    "expansions/mocha/cards.py",
    "expansions/mocha/coffee.py",
    "expansions/mocha/guild.py",
    "expansions/mocha/tavern.py",
    "expansions/mocha/labels.py",
    "expansions/mocha/panel.py",
    "expansions/mocha/picture.py",
    "expansions/mocha/strategy.py",
    "expansions/mocha/state.py",
    "expansions/caravan_leader/__init__.py",
    "expansions/neutral_assistants/__init__.py",
    "expansions/great_bazaar/__init__.py",
    "expansions/caravan_leader/panel.py",
    "expansions/caravan_leader/strategy.py",
    "expansions/neutral_assistants/panel.py",
    "expansions/variants_common/__init__.py",
    "expansions/variants_common/picture.py",
    "cli.py",
    "cli_play.py",
    "__main__.py",
    "game_review.py",
    "bots/base.py",
    "bots/greedy.py",
    "bots/random_bot.py",
    "expansions/letters/auction.py",
    "expansions/letters/cards.py",
    "expansions/letters/companion.py",
    "expansions/letters/courier.py",
    "expansions/letters/double.py",
    "expansions/letters/kiosk.py",
    "expansions/letters/labels.py",
    "expansions/letters/panel.py",
    "expansions/letters/picture.py",
    "expansions/letters/places.py",
    "expansions/letters/rules.py",
    "expansions/letters/state.py",
    "expansions/letters/strategy.py",
    "expansions/letters/__init__.py",
)

#: Calls whose message argument is read by the extractor: name -> argument indexes (0-based).
MESSAGE_ARGS = {"_": (0,), "N_": (0, 1), "C_": (1,), "tell": (1,), "no": (2,), "gettext": (0,),
                "ngettext": (0, 1)}
#: Calls whose string arguments are not shown to a learner (a developer's error, an id).
NOT_SHOWN = {"ValueError", "TypeError", "KeyError", "IndexError", "RuntimeError",
             "NotImplementedError", "AttributeError", "warn", "getLogger", "debug",
             "startswith", "endswith", "split", "replace", "join", "get", "pop", "setdefault",
             "format", "strip", "rstrip", "lstrip", "index", "count", "find", "partition",
             "rpartition", "removeprefix", "removesuffix", "add_class", "remove_class",
             "observe", "unobserve", "on_msg", "send", "Layout", "HTML", "isinstance"}


@pytest.fixture(scope="module")
def template():
    return cats.read(cats.TEMPLATE)


def test_the_template_says_what_the_source_says(template):
    fresh = {m.id for m in cats.extract() if m.id}
    stored = {m.id for m in template if m.id}
    assert sorted(map(str, fresh - stored)) == [], "new messages: run make translations"
    assert sorted(map(str, stored - fresh)) == [], "gone messages: run make translations"


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_language_translates_every_message(lang):
    problems = [str(p) for p in cats.problems(lang)]
    assert problems == [], f"{len(problems)} problem(s); run make translations"


def _calls(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(
                f, ast.Attribute) else None
            if name:
                yield name, node


def test_messages_are_literals_with_named_placeholders():
    """An f-string or a concatenation inside ``_()`` cannot be translated; ``{}`` or ``{0}`` has
    no name a translator can move; a format spec would break when the value is translated."""
    bad = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        rel = path.relative_to(PACKAGE).as_posix()
        for name, call in _calls(tree):
            if name not in MESSAGE_ARGS:
                continue
            for i in MESSAGE_ARGS[name]:
                if i >= len(call.args):
                    continue
                arg = call.args[i]
                if name == "no" and not (isinstance(arg, ast.Constant)):
                    if isinstance(arg, ast.JoinedStr):
                        continue  # not yet translated: the SPEAKING scan catches it there
                    continue
                if name in ("gettext", "ngettext") and not isinstance(arg, ast.Constant):
                    continue
                if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
                    bad.append(f"{rel}:{call.lineno}: {name}() needs a string literal")
                    continue
                for _t, field, spec, conv in __import__("string").Formatter().parse(arg.value):
                    if field is None:
                        continue
                    if not re.fullmatch(r"[a-z_][a-z0-9_]*", field) or spec or conv:
                        bad.append(f"{rel}:{call.lineno}: placeholder {{{field}}} must be a "
                                   f"plain name")
    assert bad == []


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _sentences_outside_the_catalogue(path: Path) -> list[str]:
    """String literals that read as words (a letter and a space) and reach no catalogue call."""
    text = path.read_text("utf-8")
    tree = ast.parse(text)
    lines = text.splitlines()
    skip = _docstrings(tree)
    for name, call in _calls(tree):
        if name in MESSAGE_ARGS or name in NOT_SHOWN:
            for sub in ast.walk(call):
                skip.add(id(sub))
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and node.exc is not None:
            exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            name = exc.id if isinstance(exc, ast.Name) else getattr(exc, "attr", "")
            if name in NOT_SHOWN:
                for sub in ast.walk(node):
                    skip.add(id(sub))
        if isinstance(node, ast.Subscript):          # dict["some key"]
            for sub in ast.walk(node.slice):
                skip.add(id(sub))
    out = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        if id(node) in skip or not re.search(r"[A-Za-z]{2,}[,:;.!?]? +[A-Za-z]", node.value):
            continue
        line = lines[node.lineno - 1]
        if "i18n: not shown" in line:
            continue
        out.append(f"{path.relative_to(PACKAGE).as_posix()}:{node.lineno}: {node.value[:60]!r}")
    return out


@pytest.mark.parametrize("module", SPEAKING)
def test_a_speaking_module_says_nothing_outside_the_catalogue(module):
    """In a module that speaks to a learner every sentence is a catalogue message; a string
    that is not shown (an id, a CSS rule) says so with a ``# i18n: not shown`` comment."""
    assert _sentences_outside_the_catalogue(PACKAGE / module) == []


def test_translations_use_the_glossary_words(template):
    """Wherever an English message names a glossary term, each translation uses that
    language's word for it (the rule books' terms, not a translator's synonym). How a term is
    found in the English and in a translation: ``glossary.Entry.found_in``/``used_in`` (the
    glossary's ``check`` column)."""
    terms = [e for e in entries().values() if e.pattern() is not None]
    bad = []
    for lang in LANGUAGES[1:]:
        cat = cats.read(cats.po_path(lang))
        for m in template:
            if not m.id:
                continue
            ids = [m.id] if isinstance(m.id, str) else list(m.id)
            t = cat.get(m.id if isinstance(m.id, str) else m.id[0])
            if t is None or not t.string:
                continue
            texts = [t.string] if isinstance(t.string, str) else [s for s in t.string if s]
            for e in terms:
                if any(e.found_in(i) for i in ids) and not all(
                        e.used_in(x, lang) for x in texts):
                    bad.append(f"{lang}: {ids[0][:50]!r} names {e.names['en']!r}: "
                               f"expected {e.names[lang]!r}")
    assert bad == []


def test_every_korean_and_chinese_term_names_its_source():
    missing = [e.key for e in entries().values() if not e.source]
    assert missing == []
