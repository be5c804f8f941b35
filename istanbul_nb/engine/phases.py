"""Named phases of the base game, for bots, widgets and tests (instead of bare strings).

A game's ruleset may add phases (an expansion's sub-decisions); ``Game.phase`` is always one of
``game.rules.phases``. ``plain_phase`` gives the words a learner reads for each (each phase
carries them: ``Phase.words``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .ruleset import Ruleset

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = [
    "ACTION", "ASSISTANT", "AUCTION", "CARAVANSARY", "CARAVANSARY_DISCARD", "ENCOUNTER",
    "END_GAME", "KIOSK_ROUND", "MOVE", "OVER", "PAY", "plain_phase",
]

MOVE = "move"
ASSISTANT = "assistant"
PAY = "pay"
ACTION = "action"
ENCOUNTER = "encounter"
END_GAME = "end-game"
OVER = "over"
CARAVANSARY = "caravansary"
CARAVANSARY_DISCARD = "caravansary-discard"
DICE = "dice"
BLACK_MARKET_GOOD = "black-market-good"
GOVERNOR_PAYMENT = "governor-payment"
SMUGGLER_PAYMENT = "smuggler-payment"
#: Letters & Seals: phases in which other seats decide during a turn
KIOSK_ROUND = "kiosk-round"
AUCTION = "auction"

#: The four phases of a turn, in order (RULES.md 4).
TURN = (MOVE, ASSISTANT, PAY, ACTION, ENCOUNTER)

def plain_phase(phase: str, rules: Ruleset) -> str:
    """The phase in a learner's words, as the game's ``rules`` give them (``Phase.words``, set
    where the phase is added: an expansion's phases carry their own; ``game.phase_words`` is
    the current one's); a phase without words reads as its name without dashes."""
    found = rules.phases.get(phase)
    if found is not None and found.words:
        return found.words
    return phase.replace("-", " ").replace("_", " ")
