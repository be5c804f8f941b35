"""Mocha & Baksheesh in Korean and Chinese (issue 25): the questions of the Mocha decisions,
the description and the button label of every Mocha action, the narrated log and refusals, the
panel rows and the picture's Mocha texts leave no English word of the Mocha catalogue.

What is checked is the catalogue's own words: a message's English (its msgid, without its
placeholders and without notation in quotes) must not show through its translation. Values
that are not the catalogue's (a player's name, a number, a word the glossary does not hold yet)
may stay as they are.
"""

from __future__ import annotations

import re

import pytest
from picture_tools import elements  # beside this file
from test_mocha_pictures import staged  # beside this file: the staged Mocha decisions

from istanbul_nb.engine.labels import board_label
from istanbul_nb.expansions.mocha.panel import lines
from istanbul_nb.i18n import Message, tr
from istanbul_nb.i18n import catalogues as cats
from istanbul_nb.i18n.glossary import entries
from istanbul_nb.render.game_scene import game_svg

AREA = ("expansions/mocha/", "expansions/great_bazaar/", "expansions/caravan_leader/",
        "expansions/neutral_assistants/", "expansions/variants_common/")
#: the Mocha verbs and phases (the base game's are another area's)
VERBS = {"roast", "coffee_trader", "guild", "discard-guild", "barrier", "act", "tavern-tile",
         "guild-hall", "coffee-house", "baksheesh", "keep"}
PHASES = {"roasting", "guild-hall-discard", "tavern-barrier", "tavern-action", "guild-action",
          "guild-barrier", "six-dice", "reward-dice"}
#: the picture's Mocha drawings (their ids' beginnings)
DRAWN = ("baksheesh", "tavern-stack-", "guild-pile", "guild-discard", "coffee-house-",
         "rubies-20", "barrier-control", "holdings-", "tavern-tile-", "barrier-tile-",
         "reconstructed-note")
#: every Mocha decision staged for the Table's tests, and a guild card played from afar
CASES = ["tavern", "tavern-barrier", "roasting-plant", "roasting-more", "guild-hall-discard",
         "coffee-house", "coffee-trader", "coffee-trader-pay", "free-encounter", "guild-card"]


@pytest.fixture(scope="module")
def ours() -> set[str]:
    """The msgids of this area's messages."""
    out = set()
    for m in cats.read(cats.TEMPLATE):
        if m.id and any(any(a in loc for a in AREA) for loc, _n in m.locations):
            out.update([m.id] if isinstance(m.id, str) else m.id)
    return out


#: goods the glossary does not hold yet: their English word is a value's, not ours
PENDING = {g for g in ("fabric", "spice", "fruit", "jewelry", "coffee") if g not in entries()}


def _words(msgid: str) -> set[str]:
    """The English words of a msgid: not its placeholders, not notation in quotes."""
    text = re.sub(r"\{\w+\}|'[^']*'|data/mocha\.json", " ", msgid)
    return {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text)} - PENDING


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


@pytest.mark.parametrize("lang", ["ko", "zh-Hant"])
@pytest.mark.parametrize("name", CASES)
def test_a_mocha_decision_speaks_the_language(name, lang, ours):
    g = staged(name)
    said = []
    if g.phase in PHASES:
        # the Game's question adds the seat's name around the phase's (another area's words)
        said.append(g.rules.phases[g.phase].question(g.state, g.env))
    mine = [a for a in g.legal_actions() if a.verb in VERBS or a.verb == "play"]
    assert mine, f"{name}: no Mocha action to read"
    for a in mine:
        said.append(g.describe(a))
        label = board_label(g, a, lang)
        assert label != board_label(g, a, "en"), (name, a.text, label)
    texts = [s for s in said if isinstance(s, Message) and s.msgid in ours]
    assert texts, f"{name}: nothing of the Mocha catalogue was said"
    bad = {tr(s, lang): leftover(s, lang, ours) for s in texts}
    assert {k: v for k, v in bad.items() if v} == {}


@pytest.mark.parametrize("lang", ["ko", "zh-Hant"])
def test_the_mocha_log_and_refusals_speak_the_language(lang, ours):
    g = staged("roasting-more")
    g.apply("roast fruit")
    g2 = staged("tavern")
    g2.apply("barrier 2 19")
    g2.apply("skip")
    events = [e.text for game in (g, g2) for e in game.log]
    texts = [t for t in events if isinstance(t, Message) and t.msgid in ours]
    assert len(texts) >= 4
    refusals = [g2.why_not("tavern-tile long_move"), staged("coffee-house").why_not("guild 3")]
    texts += [r for r in refusals if isinstance(r, Message) and r.msgid in ours]
    bad = {tr(s, lang): leftover(s, lang, ours) for s in texts}
    assert {k: v for k, v in bad.items() if v} == {}
    assert all(tr(t, lang) != str(t) for t in texts)


@pytest.mark.parametrize("lang", ["ko", "zh-Hant"])
def test_the_mocha_picture_and_panel_speak_the_language(lang, ours):
    g = staged("guild-card")
    g.apply("guild 16")          # a guild card face up, coffee taken
    svg = game_svg(g, lang=lang)
    english = game_svg(g, lang="en")
    els, en = elements(svg), elements(english)
    drawn = [k for k in els if k.startswith(DRAWN)]
    assert len(drawn) >= 8
    words = {w for m in ours for w in _words(m)}
    names = "|".join(re.escape(g.player(s).name) for s in range(g.players))   # a value
    for k in drawn:
        said = re.sub(names, " ", " ".join(els[k].itertext()).replace("data/mocha.json", ""))
        left = [w for w in re.findall(r"[A-Za-z]{3,}", said) if w.lower() in words]
        assert left == [], (k, said[:200])
        assert said != " ".join(en[k].itertext()) or not re.search(r"[A-Za-z]{3,}", said), k
    rows = [r for group in lines(g, 0, False) for r in group]
    shown = [x for r in rows for x in (r.label, r.value) if isinstance(x, Message)]
    assert shown and all(leftover(x, lang, ours) == [] for x in shown)
