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

Part 2: guild cards (``guild.py``): playing one at the start of a turn replaces the whole
turn; the seed's cards 8, 9, 12, 14, 16 and 19 and the reconstructed ones ("place N's action
from afar") are in ``data/mocha.json`` with their labels. The 18 Mocha bonus cards
(``cards.py``, 9 types x 2) are added with ``rules.add_card``, so the deck built from
``rules.card_counts`` holds them, mixed into the base deck (alone with the variant
``mocha_cards_alone``: ``install_cards_alone`` below). ``new_game(expansions=("mocha",))``
without a layout plays ``mocha-first-game`` (``rules.default_layout``). The state part gives
the seats' public fields (``g.player(i).coffee``, ``.guild_cards``, ``.tavern_tiles``), the
Coffee House's rubies in ``g.ruby_supply()["coffee_house"]``, counts guild draws as random for
learner-mode undo and deals hidden guild cards afresh in ``g.determinized``.
"""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType

from ...engine.ruleset import Ruleset, StatePart
from . import cards, coffee, guild, places, state, tavern
from .labels import LABELS
from .rules import KEY, load_data

#: The Mocha bonus card ids (RULES.md 7: 18 = 9 types x 2 [inferred]), from the data file.
BONUS_CARDS: tuple[str, ...] = tuple(c["id"] for c in load_data()["bonus_cards"]["cards"])


def _ruby_target(data: dict) -> Callable[[int], int]:
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
                             view=state.view, ruby_source="coffee_house",
                             draws=state.draws, determinize=state.determinize,
                             results=("coffee",)))
    rules.default_layout = data["first_game_layout"]["value"]  # with Letters: both_expansions
    places.install(rules)
    tavern.install(rules)
    coffee.install(rules)
    guild.install(rules)
    cards.install(rules)
    rules.add_labels(LABELS)     # the buttons' short words for the Mocha verbs


def install_cards_alone(rules: Ruleset) -> None:
    """The set-up choice "the Mocha bonus cards alone" [seed: "mixed into the base deck, or
    alone"], as the variant ``mocha_cards_alone``: the deck holds only the 18 Mocha bonus cards
    (the base cards stay known to the rules, with none in the box); with ``letters_cards_alone``
    too, the Mocha and the Letters cards, whichever variant is named first."""
    if KEY not in rules.data:
        raise ValueError("the 'mocha_cards_alone' variant needs the 'mocha' expansion")
    keep = set(BONUS_CARDS)
    if "letters_cards_alone" in rules.variants and "letters" in rules.data:
        # with the Letters cards alone too: the Mocha and the Letters cards (either order)
        keep |= {c["id"] for c in rules.data["letters"]["bonus_cards"]["cards"]}
    for cid in rules.card_ids:
        if cid not in keep:
            rules.card_counts[cid] = 0


__all__ = ["BONUS_CARDS", "install", "install_cards_alone"]
