"""The base game's words at the table in Korean and Traditional Chinese (issue 25): the question,
every legal action's description and button label, the log, the winner's sentence and the save
refusals of a few positions read with no English left, except player names, numbers and the
notation (place numbers, card ids).

Every word is translated: the labels, the question, the descriptions and the log's lines.
"""

from __future__ import annotations

import random
import re

import pytest

import istanbul_nb as ist
from istanbul_nb import i18n
from istanbul_nb.engine import labels as L
from istanbul_nb.i18n import Message, Term, tr

LANGS = ("ko", "zh-Hant")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*(?:-[A-Za-z]+)*")


def _english(text: str) -> set[str]:
    return set(_WORD.findall(str(text)))


def data_words(value: object) -> set[str]:
    """The words of a message's plain values: data, not the kit's sentences (Python's own
    reason for bad JSON, the file's own field names), which stay as they are."""
    if isinstance(value, Message):
        out: set[str] = set()
        for v in value.values.values():
            out |= data_words(v)
        return out
    if isinstance(value, str) and not isinstance(value, Term):
        return _english(value)
    return set()


def left(text: str, lang: str, allowed: set[str], strict: bool = False) -> set[str]:
    """English words of ``text`` in ``lang`` that should have been translated (``strict`` is
    kept for the callers: every text is checked strictly now that every area has landed)."""
    return _english(tr(text, lang)) - allowed


def _positions(seed: int, steps: int):
    """A base game's positions along a seeded random play, to the end."""
    g = ist.new_game(players=3, seed=seed, names=("Ana", "Bo", "Cy"))
    r = random.Random(seed)
    for _ in range(steps):
        yield g
        if g.is_over:
            return
        g.apply(r.choice(g.legal_actions()))


def _notation(action) -> set[str]:
    return _english(action.text)


@pytest.fixture
def session_language():
    """Set the session's default language for one test (labels are fitted for it)."""
    yield i18n.set_language
    i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_a_base_game_reads_without_english(lang, session_language):
    session_language(lang)
    names = {"Ana", "Bo", "Cy"}
    bad: list[str] = []
    checked = 0
    for g in _positions(7, 120):
        q = g.question()
        bad += [f"question {q!r}: {w}" for w in left(q, lang, names)]
        assert g.question(lang) == tr(q, lang)
        for a in g.legal_actions():
            label, words = L.board_label(g, a), g.describe(a)
            allowed = names | _notation(a)
            bad += [f"label {a.text!r} {tr(label, lang)!r}: {w}"
                    for w in left(label, lang, allowed, strict=True)]
            bad += [f"describe {a.text!r}: {w}" for w in left(words, lang, allowed)]
            assert L.board_label(g, a, lang) == tr(label, lang)
            assert g.describe(a, lang) == tr(words, lang)
            checked += 1
    for e in g.log[-30:]:
        bad += [f"log {e.text!r}: {w}" for w in left(e.text, lang, names)]
    heading = g.log_text(g.turn, lang).splitlines()[0]
    assert not _english(heading) - names, heading
    assert checked > 500
    assert sorted(set(bad)) == []


@pytest.mark.parametrize("lang", LANGS + ("de",))
def test_labels_fit_the_button_and_differ_in_every_language(lang):
    """Each label is at most ``LIMIT`` columns in the language shown (a CJK character takes
    two) and tells the actions of one decision apart there too."""
    configs = [dict(players=3), dict(players=2), dict(players=4, expansions=("mocha",))]
    for i, c in enumerate(configs):
        g, r = ist.new_game(seed=i, **c), random.Random(i)
        for _ in range(150):
            if g.is_over:
                break
            acts = g.legal_actions()
            shown = L.labels(g, acts, lang)
            wide = [(a.text, t) for a, t in zip(acts, shown, strict=True) if L.width(t) > L.LIMIT]
            assert wide == [], f"{c}: wider than {L.LIMIT} columns in {lang}"
            assert len({t.lower() for t in shown}) == len(shown), (c, shown)
            g.apply(r.choice(acts))


def test_width_counts_east_asian_characters_twice():
    assert L.width("Tea House") == 9
    assert L.width("찻집") == 4 and L.width("茶館（9）") == 9
    assert L.fit("찻집 찻집 찻집 찻집 찻집 찻집 찻집", "short", lang="ko") == "short"


def test_the_dice_line_and_the_winners_sentence_are_translated():
    g = ist.new_game(players=2, seed=3, names=("Ana", "Bo"))
    g.set_dice([3, 4])
    line = g.log_text(lang="ko")
    assert "Ana" in line and not _english(line) - {"Ana"}, line
    r = random.Random(3)
    while not g.is_over:
        g.apply(r.choice(g.legal_actions()))
    assert str(g.question()).startswith("the game is over: ")
    shared = i18n.N_("the game is over: {who} wins",
                     "the game is over: {who} share the victory", 2,
                     who=i18n._("{first} and {last}", first=i18n.join(["Ana"]), last="Bo"))
    assert shared == "the game is over: Ana and Bo share the victory"
    for lang in LANGS:
        for text in (g.question(), shared):
            assert not _english(tr(text, lang)) - {"Ana", "Bo"}, tr(text, lang)
        assert g.question(lang) == tr(g.question(), lang)


@pytest.mark.parametrize("text", ["{", '{"format": "other"}', b"\xff\xfe", "[" * 100])
def test_a_corrupt_or_foreign_save_is_refused_in_the_table_language(text):
    with pytest.raises(ValueError) as exc:
        ist.Game.from_json(text)
    reason = exc.value.args[0]
    assert isinstance(reason, Message)
    for lang in LANGS:
        # the file's own words and Python's JSON error (the values: "save", the format's
        # name) stay as they are; no word of the sentence around them
        shown = tr(reason, lang)
        assert shown != str(reason), shown
        assert not _english(shown) - data_words(reason) - {"JSON", "UTF", "format"}, shown


def test_a_catch_names_the_seat_not_its_colour_in_every_language():
    """``describe`` puts the caught seat's name where the rules' sentence has its colour."""
    for seed in range(40):
        g, r = ist.new_game(players=4, seed=seed, names=("Ana", "Bo", "Cy", "Di")), \
            random.Random(seed)
        for _ in range(400):
            if g.is_over:
                break
            catches = [a for a in g.legal_actions() if a.verb == "catch"]
            if catches:
                a = catches[0]
                name = g.player(g.config.colours.index(a.colour)).name
                for lang in ("en", *LANGS, "de"):
                    words = g.describe(a, lang)
                    assert name in words and a.colour not in words, (lang, words)
                return
            g.apply(r.choice(g.legal_actions()))
    pytest.fail("no random game met a family member to catch")
