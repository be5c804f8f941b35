"""The message core (istanbul_nb.i18n): a Message is its English sentence as a str and any
language through ``tr``; the session's default language; terms, lists, plurals; pickling."""

from __future__ import annotations

import copy
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from istanbul_nb import i18n
from istanbul_nb.i18n import N_, Message, Term, _, join, tr
from istanbul_nb.i18n.glossary import entries, term

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def _translated(lang: str) -> tuple[str, dict, str]:
    """A message of the catalogue, values for its placeholders, and its text in ``lang``."""
    t = i18n.translation(lang)
    from istanbul_nb.i18n import catalogues as cats

    for m in cats.read(cats.TEMPLATE):
        if m.id and isinstance(m.id, str) and m.id != ", ":
            got = t.gettext(m.id)
            if got != m.id:
                values = {f: "7" for f in cats.fields(m.id)}
                return m.id, values, got.format_map(values)
    pytest.fail(f"the {lang} catalogue translates no message")


def test_print_and_format_follow_the_session_language_but_the_value_stays_english():
    import json

    m = _("{good}", good=term("fabric"))
    i18n.set_language("ko")
    assert str(m) == f"{m}" == entries()["fabric"].names["ko"]
    assert m == "fabric" and json.dumps(m) == '"fabric"' and hash(m) == hash("fabric")
    assert _("{x} and {y}", x=m, y="Ann") == "fabric and Ann"    # values keep their English


def test_a_message_is_its_english_sentence():
    m = _("{who} pays {n} lira", who="Red", n=2)
    assert m == "Red pays 2 lira" and isinstance(m, str)
    assert m.msgid == "{who} pays {n} lira" and m.values == {"who": "Red", "n": 2}
    assert tr(m, "en") == "Red pays 2 lira"


@pytest.mark.parametrize("lang", ["ko", "zh-Hant", "de"])
def test_a_message_is_read_from_the_language_catalogue(lang):
    msgid, values, want = _translated(lang)
    assert tr(_(msgid, **values), lang) == want
    assert _(msgid, **values).text(lang) == want
    i18n.set_language(lang)
    assert tr(_(msgid, **values)) == want                       # the session's default
    assert str(_(msgid, **values)) == want                      # print() says it so too
    assert _(msgid, **values) == msgid.format_map(values)       # its value stays English


def test_values_are_translated_with_the_sentence():
    fabric = term("fabric")
    assert str(fabric) == "fabric"
    entry = entries()["fabric"]
    m = _("{good}", good=fabric)
    for lang in i18n.LANGUAGES:
        assert tr(m, lang) == entry.names[lang]
    place = term("place-9")
    assert tr(place, "ko") == entries()["place-9"].names["ko"] and place == "Tea House"


def test_a_missing_value_is_a_clear_error():
    with pytest.raises(ValueError, match="needs the value"):
        _("{who} pays {n} lira", who="Red")


def test_a_message_without_values_may_hold_braces():
    assert _("a {brace} of text") == "a {brace} of text"


def test_plurals_follow_the_count():
    one, more = N_("{n} seal", "{n} seals", 1), N_("{n} seal", "{n} seals", 3)
    assert (one, more) == ("1 seal", "3 seals")
    assert more.values["n"] == 3


def test_a_list_keeps_its_parts_translatable():
    goods = join([term("fabric"), "Red"])
    assert goods == "fabric, Red"
    assert tr(goods, "ko").startswith(entries()["fabric"].names["ko"])
    assert join([]) == ""
    assert all(tr(join([]), lang) == "" for lang in i18n.LANGUAGES)   # not the .po header


@pytest.mark.parametrize("value", [
    _("{who} pays {n} lira", who="Red", n=2), N_("{n} seal", "{n} seals", 3),
    Term("fabric", {"ko": "x"}), join([Term("fabric", {"ko": "x"}), "b"]),
    _("{what}", what=_("{who} pays", who="Red")),
])
def test_messages_survive_pickle_and_copy(value):
    for twin in (pickle.loads(pickle.dumps(value)), copy.deepcopy(value)):
        assert twin == value and type(twin) is type(value)
        assert tr(twin, "ko") == tr(value, "ko")


@pytest.mark.parametrize("given, code", [
    ("ko", "ko"), ("ko-KR", "ko"), ("zh-TW", "zh-Hant"), ("zh_Hant", "zh-Hant"),
    ("ZH-HANT", "zh-Hant"), ("de-DE", "de"), ("en", "en"), (None, "en")])
def test_language_codes(given, code):
    assert i18n.check_language(given) == code


@pytest.mark.parametrize("bad", ["fr", "", 3, "x" * 100])
def test_an_unknown_language_is_refused_and_changes_nothing(bad):
    i18n.set_language("de")
    with pytest.raises(ValueError, match="unknown language"):
        i18n.set_language(bad)
    assert i18n.language() == "de"


def test_languages():
    assert i18n.languages() == ("en", "ko", "zh-Hant", "de")


def test_the_catalogue_is_cached_per_language():
    assert i18n.translation("ko") is i18n.translation("ko")
    assert i18n.translation("ko") is not i18n.translation("de")


def test_nothing_installs_gettext_into_builtins():
    """Class-based gettext only: ``gettext.install`` would change ``_`` for every package."""
    import ast

    hits = []
    for p in (ROOT / "istanbul_nb").rglob("*.py"):
        for node in ast.walk(ast.parse(p.read_text("utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "install" and \
                    isinstance(node.value, ast.Name) and node.value.id == "gettext":
                hits.append(p)
            if isinstance(node, ast.ImportFrom) and node.module == "gettext" and \
                    any(a.name == "install" for a in node.names):
                hits.append(p)
    assert hits == []
    code = "import builtins, istanbul_nb.i18n; print(hasattr(builtins, '_'))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert out.stdout.strip() == "False"


def test_an_english_only_message_is_english_in_every_language():
    """A sentence the catalogue does not hold yet stays readable (English), never a KeyError."""
    m = Message("a sentence no catalogue holds {x}", None, None, {"x": 1})
    assert tr(m, "ko") == "a sentence no catalogue holds 1"
