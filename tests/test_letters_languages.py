"""Letters & Seals in Korean and Chinese (issue 25): the questions of the Letters decisions,
the description and the button label of every Letters action, the narrated log and refusals,
the panel rows and the picture's Letters texts leave no English word of the Letters catalogue.

What is checked is the catalogue's own words: a message's English (its msgid, without its
placeholders and without notation in quotes) must not show through its translation. Values
that are not the catalogue's (a player's name, a number, an action's notation) may stay as
they are.
"""

from __future__ import annotations

import re

import pytest
from picture_tools import elements  # beside this file

import istanbul_nb as ist
from istanbul_nb.engine.labels import board_label
from istanbul_nb.expansions.letters.kiosk import tile_message
from istanbul_nb.expansions.letters.panel import lines
from istanbul_nb.expansions.letters.rules import game_words
from istanbul_nb.i18n import Message, tr
from istanbul_nb.i18n import catalogues as cats
from istanbul_nb.render.game_scene import game_svg

AREA = "expansions/letters/"
#: the Letters verbs (the base game's are another area's; ``play`` only for a Letters card)
VERBS = {"companion", "catacombs", "kiosk", "double", "courier", "bid", "auction", "pass",
         "embassy", "society", "leave-companion", "take-companion", "return-companion",
         "keep"}
#: the phases whose question is the Letters catalogue's
PHASES = {"kiosk-round", "auction", "fountain-companion", "catacombs-end", "turn-end",
          "letter-reward-dice", "courier-payment", "move"}
#: the picture's Letters drawings (their ids' beginnings)
DRAWN = ("companion-", "kiosk-pile", "kiosk-offer-", "auction", "society-lira", "letters-",
         "seals-", "letter-")
LETTERS_CARDS = {"take-letter", "letter-roll", "good-for-seven", "goods-and-lira",
                 "top-discard", "family-errand", "visit-merchant", "companion-two",
                 "meet-figure", "mosque-twice", "society-twice", "go-anywhere"}


def letters(**kw) -> ist.Game:
    kw.setdefault("players", 3)
    kw.setdefault("layout", "letters-first-game")
    return ist.stage(expansions=("letters",), **kw)


def _staged(name: str) -> ist.Game:
    """A Letters decision of each kind."""
    if name == "kiosk":
        g = letters(phase="action", seats={0: dict(merchant=22, lira=9)},
                    kiosk_top=["two-fruit", "letter-trade", "good-for-letter",
                               "buy-extension-lira"])
        g.apply("kiosk")
        return g
    if name == "auction":
        g = letters(phase="action", seats={0: dict(merchant=23, lira=9), 1: dict(lira=6),
                                           2: dict(lira=5)})
        g.apply("auction fruit")
        g.apply("bid 3")
        return g
    if name == "society":
        return letters(phase="action", seats={0: dict(merchant=24)},
                       letters={0: [(3, True), (5, True), (9, True), 14]})
    if name == "embassy":
        return letters(phase="action", seats={0: dict(merchant=21)})
    if name == "double":
        return letters(phase="encounter", seats={0: dict(merchant=9)},
                       letters={0: [(3, True), 5, 14]})
    if name == "companion":
        return letters(seats={0: dict(merchant=9)}, companion={0: 10})
    if name == "fountain":
        g = letters(phase="action", seats={0: dict(merchant=7)})
        g.apply(next(a for a in g.legal_actions() if a.verb == "fountain"))
        return g
    if name == "cards":
        return letters(seats={0: dict(merchant=9, lira=9, goods=dict(fruit=1),
                                      cards=["take-letter", "go-anywhere", "good-for-seven",
                                             "family-errand"])})
    raise ValueError(name)


CASES = ["kiosk", "auction", "society", "embassy", "double", "companion", "fountain", "cards"]


@pytest.fixture(scope="module")
def ours() -> set[str]:
    """The msgids of this area's messages."""
    out = set()
    for m in cats.read(cats.TEMPLATE):
        if m.id and any(AREA in loc for loc, _n in m.locations):
            out.update([m.id] if isinstance(m.id, str) else m.id)
    return out


def _words(msgid: str) -> set[str]:
    """The English words of a msgid: not its placeholders, not notation in quotes."""
    text = re.sub(r"\{\w+\}|'[^']*'|data/letters\.json", " ", msgid)
    return {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text)}


def leftover(msg: object, lang: str, ours: set[str]) -> list[str]:
    """English words of our catalogue that show through ``msg`` in ``lang``."""
    if not isinstance(msg, Message):
        return []
    shown = tr(msg, lang)
    bad: list[str] = []
    if msg.msgid in ours:
        bad += sorted(w for w in _words(msg.msgid)
                      if re.search(rf"(?<![A-Za-z]){w}(?![A-Za-z])", shown, re.I))
    for v in msg.values.values():
        bad += leftover(v, lang, ours)
    return bad


def _mine(g: ist.Game) -> list:
    return [a for a in g.legal_actions()
            if a.verb in VERBS or (a.verb == "play" and str(a.args[0]) in LETTERS_CARDS)]


@pytest.mark.parametrize("lang", ["ko", "zh-Hant"])
@pytest.mark.parametrize("name", CASES)
def test_a_letters_decision_speaks_the_language(name, lang, ours):
    g = _staged(name)
    said = []
    if g.phase in PHASES:
        # the Game's question adds the seat's name around the phase's (another area's words)
        said.append(g.rules.phases[g.phase].question(g.state, g.env))
    mine = _mine(g)
    assert mine, f"{name}: no Letters action to read"
    for a in mine:
        said.append(g.describe(a))
        label = board_label(g, a, lang)
        assert label != board_label(g, a, "en"), (name, a.text, label)
    texts = [s for s in said if isinstance(s, Message) and s.msgid in ours]
    assert texts, f"{name}: nothing of the Letters catalogue was said"
    bad = {tr(s, lang): leftover(s, lang, ours) for s in texts}
    assert {k: v for k, v in bad.items() if v} == {}


@pytest.mark.parametrize("lang", ["ko", "zh-Hant"])
def test_the_letters_log_and_refusals_speak_the_language(lang, ours):
    kiosk = _staged("kiosk")
    kiosk.apply("kiosk two-fruit")
    auction = _staged("auction")
    auction.apply("pass")
    society = _staged("society")
    society.apply(next(a for a in society.legal_actions() if a.verb == "society"))
    double = _staged("double")
    double.apply(next(a for a in double.legal_actions() if a.verb == "double"))
    games = (kiosk, auction, society, double)
    events = [e.text for game in games for e in game.log]
    texts = [t for t in events if isinstance(t, Message) and t.msgid in ours]
    assert len(texts) >= 8
    poor = letters(phase="action", seats={0: dict(merchant=24)}, letters={0: [3]})
    refusals = [poor.why_not("society sultan 3"),
                _staged("companion").why_not("companion 3"),
                auction.why_not("bid 1") if auction.phase == "auction" else
                _staged("auction").why_not("bid 1"),
                _staged("double").why_not("double 14")]
    mine = [r for r in refusals if isinstance(r, Message)]
    # a refusal is "{reason}; now {question}" (the base game's words): its reason is ours
    reasons = [v for r in mine for v in r.values.values()
               if isinstance(v, Message) and v.msgid in ours]
    assert len(reasons) >= 3, [str(r) for r in mine]
    texts += reasons
    bad = {tr(s, lang): leftover(s, lang, ours) for s in texts}
    assert {k: v for k, v in bad.items() if v} == {}
    assert all(tr(t, lang) != str(t) for t in texts)


@pytest.mark.parametrize("lang", ["ko", "zh-Hant"])
@pytest.mark.parametrize("name", ["kiosk", "auction", "companion"])
def test_the_letters_picture_and_panel_speak_the_language(name, lang, ours):
    g = _staged(name)
    els = elements(game_svg(g, lang=lang))
    drawn = [k for k in els if k.startswith(DRAWN)]
    assert len(drawn) >= 4, sorted(els)[:40]
    words = {w for m in ours for w in _words(m)}
    names = "|".join(re.escape(g.player(s).name) for s in range(g.players))   # a value
    for k in drawn:
        said = re.sub(names, " ", " ".join(els[k].itertext()).replace("data/letters.json", ""))
        left = [w for w in re.findall(r"[A-Za-z]{3,}", said) if w.lower() in words]
        assert left == [], (k, said[:200])
    rows = [r for group in lines(g, 0, False) for r in group]
    shown = [x for r in rows for x in (r.label, r.value) if isinstance(x, Message)]
    shown += [x for r in rows for i in r.items for x in (i.words, i.tooltip)
              if isinstance(x, Message)]
    assert shown and all(leftover(x, lang, ours) == [] for x in shown)
    assert all(tr(x, lang) != str(x) for x in shown)


@pytest.mark.parametrize("coffee", [False, True])
def test_a_kiosk_tiles_words_in_english_are_the_datas(coffee):
    """``tile_message`` builds a tile's words from its data so they translate; in English
    they are the data file's text as the game words it (with or without coffee)."""
    g = ist.new_game(players=3, expansions=("mocha", "letters") if coffee else ("letters",),
                     variants=("great_bazaar",) if coffee else ())
    for t in g.rules.data["letters"]["kiosk_tiles"]["tiles"]:
        assert str(tile_message(t, coffee)) == game_words(g.rules, t["text"]), t["id"]
        assert tr(tile_message(t, coffee), "ko") != str(tile_message(t, coffee))
