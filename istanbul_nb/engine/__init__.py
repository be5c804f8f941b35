"""The rules engine of Istanbul (base game): set-up, turn machine, log, save/load, staging.

Plain Python only (no Jupyter, widgets or plotting). See docs/engine.md and docs/notation.md.
"""

from .actions import Action, IllegalAction
from .data import CARD_TITLES
from .game import Game, PlayerView, new_game
from .staging import stage

__all__ = ["Action", "CARD_TITLES", "Game", "IllegalAction", "PlayerView", "new_game", "stage"]
