"""What the variant engine tests (neutral assistants, caravan leader) share: a staged game
in which nobody holds a bonus card unless told, and the log lines a step wrote.

The base board (short-paths)::

    15  5  2 14
     4 12  7  3
     8  6 11  9
    13 10  1 16
"""

from __future__ import annotations

import istanbul_nb as ist


def staged(variants: tuple[str, ...], **kw) -> ist.Game:
    """``ist.stage`` for a 3-player game (unless ``players`` says otherwise) with
    ``variants``; every seat holds no bonus card unless its ``seats`` entry names ``cards``
    (any other staging key passes through)."""
    seats = kw.pop("seats", {})
    players = kw.pop("players", 3)
    for s in range(players):
        seats.setdefault(s, {}).setdefault("cards", [])
    return ist.stage(players=players, seats=seats, variants=variants, **kw)


def lines(g, k: int) -> list[str]:
    """The texts of the log entries written after the first ``k``."""
    return [e.text for e in g.log[k:]]
