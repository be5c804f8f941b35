"""The base game's rules speak every language (issue 25): what the turn machine says while a
game is played (questions, refusals, action descriptions, the narrated log, IllegalAction) is
catalogue messages, each translated in every language, and a log told in English reads in
another language afterwards.
"""

from __future__ import annotations

import pickle
import random

import pytest

import istanbul_nb as ist
from istanbul_nb import i18n
from istanbul_nb.engine import data as D
from istanbul_nb.engine.actions import describe
from istanbul_nb.engine.cards import TIMINGS, timing_words
from istanbul_nb.engine.ops import no
from istanbul_nb.i18n import Message, Term, tr
from istanbul_nb.i18n import catalogues as cats
from istanbul_nb.i18n.glossary import term

LANGS = i18n.LANGUAGES[1:]
#: the modules of the rules (this test's subject; other modules' messages have their tests)
RULES = ("engine/places.py", "engine/cards.py", "engine/encounters.py", "engine/flow.py",
         "engine/movement.py", "engine/ops.py", "engine/turn.py", "core/history.py")
#: actions asked about at every step: most are refused somewhere, each for its own reason
PROBES = ("sell fabric", "sell fabric spice", "move 99", "move 7", "move 9", "play stay",
          "play one-good fabric", "play five-lira", "play move-3-4", "play sultan-twice",
          "tile red", "tile blue", "wainwright", "gemstone", "sultan", "fountain 3", "post",
          "catch blue lira", "governor", "governor pay", "smuggler fabric", "smuggler pay",
          "collect", "collect neutral", "leave", "pay", "end", "skip", "police 3", "tea 7",
          "set-four 1", "draw discard", "take fabric", "mosque yellow 3", "done", "keep",
          "caravansary", "black-market", "warehouse")


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def _msgids(text: object, out: set) -> None:
    """The catalogue sentences inside a text (a message and the messages among its values)."""
    if isinstance(text, Message):
        if text.msgid:
            out.add((text.msgid, text.plural))
        for v in text.values.values():
            _msgids(v, out)


def _played(seed: int, players: int, steps: int = 250) -> tuple[set, list[str]]:
    """Every message one random game says (its msgids) and the English texts said as plain
    strings by the rules (none is expected)."""
    g = ist.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    said: set = set()
    plain: list[str] = []

    def keep(text: object, where: str) -> None:
        if isinstance(text, Message):
            _msgids(text, said)
        elif text:
            plain.append(f"{where}: {text}")

    for _k in range(steps):
        if g.is_over:
            break
        keep(g.question(), "question")
        legal = g.legal_actions()
        for a in legal:
            keep(describe(a.text, g.rules), "describe")
        texts = {a.text for a in legal}
        for probe in PROBES:
            if probe not in texts:
                why = g.why_not(probe)
                if isinstance(why, Message):
                    _msgids(why, said)
        for line in g.apply(rng.choice(legal)):
            keep(line, "log")
    return said, plain


@pytest.fixture(scope="module")
def spoken() -> tuple[set, list[str]]:
    said: set = set()
    plain: list[str] = []
    for seed, players in ((1, 2), (2, 3), (3, 4), (4, 5), (5, 4)):
        s, p = _played(seed, players)
        said |= s
        plain += p
    return said, plain


def test_the_rules_speak_only_in_messages(spoken):
    assert spoken[1] == []


@pytest.fixture(scope="module")
def rules_msgids() -> set[str]:
    """The template's messages that the rules' modules say."""
    return {m.id if isinstance(m.id, str) else m.id[0] for m in cats.read(cats.TEMPLATE)
            if m.id and any(f.endswith(RULES) for f, _line in m.locations)}


def test_the_games_say_the_rules_sentences(spoken, rules_msgids):
    said = {msgid for msgid, _plural in spoken[0]}
    assert len(said & rules_msgids) > 120     # most of them: every phase, refusal and place


@pytest.mark.parametrize("lang", LANGS)
def test_every_sentence_the_rules_say_is_translated(spoken, rules_msgids, lang):
    t = i18n.translation(lang)
    missing = sorted(msgid for msgid, plural in spoken[0] if msgid in rules_msgids and (
        t.ngettext(msgid, plural, 2) == plural if plural else t.gettext(msgid) == msgid))
    # German reads these as English does
    same = {"{who}: {question}", "{n} {good}"} if lang == "de" else set()
    assert [m for m in missing if m not in same] == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_log_told_in_english_reads_in_another_language(lang):
    g = ist.new_game(players=3, seed=7)
    rng = random.Random(7)
    lines = []
    for _k in range(40):
        lines += list(g.apply(rng.choice(g.legal_actions())))
    assert lines and all(isinstance(x, Message) for x in lines)
    moved = [x for x in lines if x.msgid == "{who} moves from {start} to {place}"]
    assert moved
    text = tr(moved[0], lang)
    assert text != str(moved[0]) and "{" not in text
    for seat_name in ("Red", "Blue", "Green"):
        if seat_name in str(moved[0]):
            # the default seat names are the glossary's colour words, said in the language
            assert tr(term(f"seat-{seat_name.lower()}"), lang) in text


def test_an_illegal_action_reads_in_the_session_language():
    g = ist.new_game(players=2, seed=1)
    with pytest.raises(ist.IllegalAction) as caught:
        g.apply("sell fabric")
    exc = caught.value
    assert isinstance(exc.reason, Message) and str(exc) == str(exc.reason)
    i18n.set_language("ko")
    assert str(exc) == tr(exc.reason, "ko") != str.__str__(exc.reason)
    twin = pickle.loads(pickle.dumps(exc))
    assert tr(twin.reason, "de") == tr(exc.reason, "de")


def test_undo_and_replay_refusals_are_messages():
    g = ist.new_game(players=2, seed=1)
    with pytest.raises(ist.IllegalAction) as caught:
        g.undo()
    assert isinstance(caught.value.reason, Message)
    with pytest.raises(ist.IllegalAction) as caught:
        g.replay([g.legal_actions()[0], "sell fabric"])
    reason = caught.value.reason
    assert reason.msgid.startswith("step {k} of {total}")
    assert isinstance(reason.values["reason"], Message)     # the inner reason stays translatable
    assert g.history() == []


def test_every_card_timing_of_the_data_is_a_message():
    timings = {c["timing"] for c in D.D["bonus_cards"]["cards"]}
    for key in ("mocha", "letters"):
        data = ist.engine.ruleset.build((key,), ()).data[key]
        timings |= {c["timing"] for c in data["bonus_cards"]["cards"]}
    assert timings <= set(TIMINGS)
    assert all(isinstance(timing_words(t), Message) for t in timings)
    assert timing_words("some new timing") == "some new timing"


def test_a_refusal_is_made_only_when_asked_why():
    assert no(None, "sell", "{place} buys no {good}", place="x", good="y") == []
    why: dict = {}
    no(why, "sell", "{place} buys no {good}", place="x", good=Term("fabric", {"ko": "옷감"}))
    no(why, "sell", "a second reason is not kept")
    assert isinstance(why["sell"], Message) and why["sell"] == "x buys no fabric"
    assert tr(why["sell"], "ko") == "x buys no 옷감"     # a sentence no catalogue holds yet
