"""What the Letters & Seals engine tests share: a staged Letters game and readings of it."""

from __future__ import annotations

import istanbul_nb as ist
from istanbul_nb.engine.letters.state import part

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
