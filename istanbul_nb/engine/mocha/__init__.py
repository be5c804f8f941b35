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
- the barrier for every walk and the long-move tile (``tavern.py``);
- playing guild cards (``guild.py``).

Guild cards (part 2, started here; ``guild.py``): playing one at the start of a turn
replaces the whole turn; the seed's cards 8, 9, 12, 14, 16 and 19 and the reconstructed ones
("place N's action from afar") are in ``data/mocha.json`` with their labels.

Not yet (seams left for part 2): the 18 Mocha bonus cards (``BONUS_CARDS`` below is the hook:
part 2 adds them with ``rules.add_card`` so that the deck, built from ``rules.card_counts``,
holds them); until then the deck is the base deck. The expansion is not registered publicly:
tests register it with ``register_expansion("mocha", install)``.
"""

from __future__ import annotations

from types import MappingProxyType

from ..ruleset import Ruleset, StatePart
from . import coffee, guild, places, state, tavern
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
    guild.install(rules)


__all__ = ["BONUS_CARDS", "install"]
