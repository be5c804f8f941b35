"""Letters & Seals: the rules engine of the second expansion (RULES.md 8).

``install(rules)`` adds to a ruleset built on the base game (and Mocha, when both are played):

- the component data ``data/letters.json`` on ``rules.data["letters"]`` (each number with its
  provenance), the ruby target 6 for every player count [seed], boards of places 1-16 and
  21-24 in 5x4 (``rules.layout_kinds = ("letters",)``; with Mocha too, the Great Bazaar's 5x5);
- the state part ``"letters"`` (``state.py``): letters per seat, the letter pile and discard,
  companions, the Courier, the Kiosk tiles, the Secret Society's lira and the double move;
- delivery after every action (``rules.deliver_all``).
"""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType

from ...engine.ruleset import Ruleset, StatePart
from . import auction, cards, companion, courier, double, kiosk, places, state
from .labels import LABELS
from .rules import KEY, deliver_all, load_data

#: The Letters bonus card ids (RULES.md 8: 12 types), from the data file.
BONUS_CARDS: tuple[str, ...] = tuple(c["id"] for c in load_data()["bonus_cards"]["cards"])


def _ruby_target(data: dict) -> Callable[[int], int]:
    target = data["ruby_target"]["value"]
    return lambda players: target


def both_expansions(rules: Ruleset) -> None:
    """Mocha and Letters together are played on the 5x5 board of all 25 places (seed 000:
    the two expansions meet in the Great Bazaar); the Great Bazaar variant adds its own rules
    on top. The default board is ``great-bazaar-first-game`` [reconstructed]. Registered once
    as the combination of the two (``ruleset.register_combination``, engine/__init__.py)."""
    rules.layout_kinds = ("great-bazaar",)
    rules.default_layout = "great-bazaar-first-game"


def install(rules: Ruleset) -> None:
    data = load_data()
    rules.data[KEY] = MappingProxyType(data)
    rules.ruby_target_for = _ruby_target(data)
    rules.layout_kinds = ("letters",)       # with Mocha: both_expansions
    rules.default_layout = data["first_game_layout"]["value"]
    rules.add_part(StatePart(KEY, state.new, state.load, conserve=state.conserve,
                             stage_keys=state.STAGE_KEYS, stage=state.stage,
                             pieces=state.pieces, view=state.view, draws=state.draws,
                             determinize=state.determinize, results=("seals",)))
    rules.after_action_hooks.append(deliver_all)   # (st, env) after every action, no wrapper
    companion.install(rules)     # the companion: taken at the Fountain, a second moving piece
    courier.install(rules)       # the Courier, met like the Governor
    double.install(rules)        # the double move at the end of a turn
    places.install(rules)        # Embassy 21, Secret Society 24 (and Catacombs 25 with Mocha)
    kiosk.install(rules)         # Kiosk 22: a round in which every seat picks a tile
    auction.install(rules)       # Auction House 23: a good, then an auction of 2 bonus cards
    cards.install(rules)         # the 12 Letters bonus card types
    rules.add_labels(LABELS)     # the buttons' short words for the Letters verbs


__all__ = ["BONUS_CARDS", "both_expansions", "install"]
