"""What the Mocha engine tests share: a staged Mocha game and two readings of it."""

from __future__ import annotations

import istanbul_nb as ist
from istanbul_nb.expansions.mocha.state import part

LAYOUT = "mocha-first-game"     # 16 15 18 3 10 / 8 1 7 17 4 / 2 19 6 12 9 / 20 11 5 14 13


def mocha(**kw) -> ist.Game:
    """``ist.stage`` for a 3-player Mocha game on the first-game board unless told otherwise."""
    kw.setdefault("players", 3)
    kw.setdefault("layout", LAYOUT)
    return ist.stage(expansions=("mocha",), **kw)


def texts(g) -> list[str]:
    return [a.text for a in g.legal_actions()]


def coffee(g, seat=0) -> int:
    return part(g.state).coffee[seat]
