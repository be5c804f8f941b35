"""The toy expansion's strategy slice: a term of the greedy evaluation that lives only under
tests/ (registered by ``test_toy_strategy.py`` as the "strategy" slice of the "toy" expansion,
with no edit under ``istanbul_nb/``).

"runner out" counts the toy's runner standing away from its start (place 20), read from the
table's public pieces (``Position.part_pieces()``, kind ``runner``). Its 40 points are a toy's
number, set so that the term decides a choice: a seat holding the ``toy-run`` card sends the
runner out (a wasted turn and a card, about 11 points) rather than take a place's action.
"""

from __future__ import annotations

from collections.abc import Mapping

from istanbul_nb.bots.terms import STRATEGIES, StrategySlice

START = 20
WEIGHTS = {"runner out": 40.0}
MEANING = {"runner out": "the toy's runner stands away from its start (place 20)"}


def terms(pos, seat: int, view: dict, w: Mapping[str, float],
          supply: dict[str, int]) -> tuple[float, ...]:
    """The toy's one position term: the runner away from its start."""
    runner = next(p["place"] for p in pos.part_pieces() if p["kind"] == "runner")
    return (w.get("runner out", WEIGHTS["runner out"]) if runner != START else 0.0,)


STRATEGIES.register(__name__, StrategySlice(weights=WEIGHTS, meaning=MEANING,
                                            position_terms=("runner out",), terms=terms))
