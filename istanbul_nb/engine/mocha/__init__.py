"""Mocha & Baksheesh, part 1: the rules engine of the first expansion (RULES.md 7).

``install(rules)`` adds to a ruleset built on the base game:

- the component data ``data/mocha.json`` on ``rules.data["mocha"]`` (each number with its
  provenance), the ruby target 6 for every player count [seed], boards of places 1-20 in 5x4
  (``rules.layout_kinds = ("mocha",)``: a base 4x4 layout is refused, saying so);
- the state part ``"mocha"`` (``state.py``): coffee per seat, guild cards (hands, pile, face-up
  discards), Tavern tiles (held and stacks), the barrier-control tile, the Baksheesh tile, the
  Coffee House track and the Coffee Trader's place; saved, loaded, staged and conserved;
- the places 17-20 (``places.py``: Roasting Plant, Guild Hall, Coffee House; ``tavern.py``:
  the Tavern's barrier, tiles and Baksheesh);
- the Coffee Trader and the free-encounters tile (``coffee.py``);
- the barrier for every walk and the long-move tile (``tavern.py``).

Not in part 1 (seams left for part 2): playing guild cards (they are held as numbers and can
be discarded at the Roasting Plant and the Guild Hall; a card that replaces the whole turn is
a ``rules.add_card``-like entry that calls ``turn.end_turn``), and the 18 Mocha bonus cards
(``BONUS_CARDS`` below is the hook: part 2 adds them with ``rules.add_card`` so the deck, built
from ``rules.card_counts``, holds them). The expansion is not registered publicly yet: tests
register it with ``register_expansion("mocha", install)``.
"""

from __future__ import annotations

from types import MappingProxyType

from ..ruleset import Ruleset, StatePart
from . import coffee, places, state, tavern
from .rules import KEY, load_data

#: The Mocha bonus cards (RULES.md 7: 18 = 9 types x 2 [inferred]) come with part 2; until
#: then the deck is the base deck.
BONUS_CARDS: tuple[str, ...] = ()


def _ruby_target(data: dict):
    target = data["ruby_target"]["value"]
    return lambda players: target


def install(rules: Ruleset) -> None:
    data = load_data()
    rules.data[KEY] = MappingProxyType(data)
    rules.ruby_target_for = _ruby_target(data)
    rules.layout_kinds = ("mocha",)
    rules.add_part(StatePart(KEY, state.new, state.load, conserve=state.conserve,
                             stage_keys=state.STAGE_KEYS, stage=state.stage,
                             pieces=state.pieces, rubies=state.rubies,
                             box_rubies=lambda players: data["coffee_house"]["rubies"],
                             view=state.view))
    places.install(rules)
    tavern.install(rules)
    coffee.install(rules)


__all__ = ["BONUS_CARDS", "install"]
