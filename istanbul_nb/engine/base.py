"""The base game as a ruleset entry: every other ruleset starts from this one.

``install(rules)`` adds the base turn's phases, the sixteen places with their sub-decisions, the
bonus cards and the yellow tile, the Governor and the Smuggler, the merchant's moves, the
component data and the ruby target. Expansions and variants install after it and may add to or
replace what it installed.
"""

from __future__ import annotations

from . import cards, encounters, labels, movement, places, turn
from . import data as D
from .ruleset import Ruleset

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["install"]


def install(rules: Ruleset) -> None:
    rules.data["base"] = D.D
    rules.ruby_target_for = D.ruby_target
    turn.install(rules)
    movement.install(rules)
    places.install(rules)
    cards.install(rules)
    encounters.install(rules)
    rules.add_labels(labels.BASE)       # the buttons' short words for the base verbs
