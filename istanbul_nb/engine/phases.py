"""Named phases of the base game, for bots, widgets and tests (instead of bare strings).

A game's ruleset may add phases (an expansion's sub-decisions); ``Game.phase`` is always one of
``game.rules.phases``. ``plain_phase`` gives the words a learner reads for each.
"""

from __future__ import annotations

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

_PLAIN = {
    MOVE: "moving the merchant",
    ASSISTANT: "leaving or collecting an assistant",
    PAY: "paying the other merchants",
    ACTION: "the place's action",
    ENCOUNTER: "meeting who is here",
    END_GAME: "the last cards of the game",
    OVER: "the game is over",
    CARAVANSARY: "taking cards at the Caravansary",
    CARAVANSARY_DISCARD: "discarding a card at the Caravansary",
    DICE: "deciding about the dice (red mosque tile)",
    BLACK_MARKET_GOOD: "choosing a good at the Black Market",
    GOVERNOR_PAYMENT: "paying the Governor",
    SMUGGLER_PAYMENT: "paying the Smuggler",
    "stay-assistant": "leaving or collecting an assistant (Stay card)",
    # Mocha & Baksheesh
    "roasting": "choosing coffee at the Roasting Plant",
    "guild-hall-discard": "discarding a guild card at the Guild Hall",
    "tavern-action": "choosing at the Tavern",
    "tavern-barrier": "placing the barrier",
    "guild-action": "doing what the guild card says",
    "guild-barrier": "placing the barrier (guild card)",
    "reward-dice": "rolling for a dice reward",
    "six-dice": "setting a die to 6",
    # Letters & Seals
    "fountain-companion": "taking or returning the companion at the Fountain",
    KIOSK_ROUND: "picking Kiosk tiles",
    AUCTION: "bidding at the Auction House",
    "catacombs-end": "ending the turn after the Catacombs",
    "turn-end": "ending the turn (or a double move)",
    "letter-reward-dice": "rolling for a dice reward (Letters card)",
    "meet-figure": "meeting a figure (Letters card)",
}


def plain_phase(phase: str) -> str:
    """The phase in a learner's words (an unknown expansion phase: its name without dashes)."""
    if phase in _PLAIN:
        return _PLAIN[phase]
    if phase.endswith("-payment"):
        return "paying the " + phase[: -len("-payment")].replace("_", " ").title()
    return phase.replace("-", " ").replace("_", " ")
