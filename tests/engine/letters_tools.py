"""What the Letters & Seals engine tests share: a staged Letters game and readings of it."""

from __future__ import annotations

import json

import istanbul_nb as ist
from istanbul_nb.engine.invariants import problems
from istanbul_nb.expansions.letters.state import part

LAYOUT = "letters-first-game"


def letters(**kw) -> ist.Game:
    """``ist.stage`` for a 3-player Letters game on the first-game board unless told
    otherwise (any staging key passes through: ``letters={0: [9, (5, True)]}``,
    ``companion={0: 9}``, ``courier=8``, ...)."""
    kw.setdefault("players", 3)
    kw.setdefault("layout", LAYOUT)
    return ist.stage(expansions=("letters",), **kw)


def texts(g) -> list[str]:
    """The legal action texts, sorted."""
    return sorted(a.text for a in g.legal_actions())


def held(g, seat=0) -> list[tuple[int, bool]]:
    """The letters ``seat`` holds, as (place, delivered) pairs."""
    return [(x, bool(d)) for x, d in part(g.state).letters[seat]]


def lira(g) -> list[int]:
    return [g.player(s).lira for s in range(g.players)]


def log_since(g, k: int) -> list[str]:
    """The log lines written after the first ``k``."""
    return list(g.log)[k:]


def play(g, *actions) -> list[str]:
    """Apply ``actions`` in turn, checking the invariants after each; the lines they wrote."""
    out = []
    for a in actions:
        out += list(g.apply(a))
        assert problems(g) == [], a
    return out


def forge_pending(g, **changes) -> str:
    """``g`` saved as JSON with ``changes`` made to its pending decision (a forged save)."""
    doc = json.loads(g.to_json())
    doc["state"]["pending"].update(changes)
    return json.dumps(doc)


def reloaded_plays_on_identically(g, phase: str) -> None:
    """A save/load of ``g`` asks the same question, and both play on identically (the first
    legal action each time) while in ``phase``."""
    h = ist.Game.from_json(g.to_json())
    assert (h.phase, h.to_act, h.pending(), h.question()) == \
        (g.phase, g.to_act, g.pending(), g.question())
    while g.phase == phase:
        a = g.legal_actions()[0].text
        g.apply(a)
        h.apply(a)
    assert g.to_json() == h.to_json()
