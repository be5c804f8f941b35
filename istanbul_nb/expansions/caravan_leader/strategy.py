"""The caravan leader variant's term of the greedy search (a ``StrategySlice`` with one plan
term, counted in games with the variant only).

Holding the caravan tile at the end of the turn adds ``CARAVAN_TILE`` points ("caravan tile":
3, one bonus card: the leader keeps both cards at its next Caravansary action, one more than
others). The search stops before the turn ends and the tile moves only then, so a seat that
performed the Caravansary action this turn (``player(i).caravan_taker``, public) counts as
holding it, and the leader as keeping it unless the seat whose turn it is took it. Measured
greedy against greedy (seats rotated, base game, 2 players, 24 games each): with 3, 6 or 10
points the bot won 12, 13 and 13 of 24 (no measurable edge either way) and took the tile 17, 57
and 56 times to the other's 3, 0 and 0; with 3 points, 3 players: 5 of 18 (fair share 6),
Mocha + Letters heads-up: 6 of 12. Without the term greedy bots almost never use the
Caravansary (3 tiles taken in 18 games of 2-4 players). 3 keeps the term at what the tile is
worth: a card. Change it as any term: ``GreedyBot(weights={"caravan tile": 6})``.
"""

from __future__ import annotations

from typing import Any

from ...bots.terms import STRATEGIES, PlanTerm, StrategySlice
from ...i18n import _

#: The term's name: the key of its weight (``GreedyBot(weights={"caravan tile": 6})``).
TERM = "caravan tile"  # i18n: not shown
#: The caravan tile held at the end of the turn, in points.
CARAVAN_TILE = 3.0


def holds_tile(g: Any, seat: int, turn: int, mine: bool) -> bool:
    """``seat`` holds the caravan tile at the end of the turn in progress."""
    p = g.player(seat)
    if p.caravan_taker:
        return True
    return p.caravan_leader and (g.current == seat or not g.player(g.current).caravan_taker)


STRATEGIES.register(__name__, StrategySlice(
    weights={TERM: CARAVAN_TILE},
    meaning={TERM: _("holding the caravan tile at the end of the turn (the leader "
                               "keeps both cards at its next Caravansary action)")},
    plain={TERM: (_("keeps the caravan tile for you"),
                            _("gives up the caravan tile"))},
    plan_terms=(PlanTerm(TERM, holds_tile),), rank=30))
