"""The rules engine of Istanbul: set-up, turn machine, log, save/load, staging, rulesets.

Plain Python only (no Jupyter, widgets or plotting). See docs/engine.md and docs/notation.md.
"""

from .actions import Action, IllegalAction, MalformedAction
from .config import configurations
from .data import CARD_TITLES
from .game import Game, PlayerView, new_game

# The package's own expansions (ruleset.KNOWN_EXPANSIONS) that this version plays.
from .letters import install as _install_letters  # noqa: E402
from .letters.cards import install_cards_alone as _install_letters_cards_alone
from .mocha import install as _install_mocha  # noqa: E402
from .mocha import install_cards_alone as _install_mocha_cards_alone
from .ruleset import Ruleset, available, register_expansion, register_variant, unregister_expansion
from .staging import stage
from .variants.caravan import install as _install_caravan
from .variants.great_bazaar import install as _install_great_bazaar
from .variants.neutral import install as _install_neutral

register_expansion("mocha", _install_mocha)
register_expansion("letters", _install_letters)
register_variant("mocha_cards_alone", _install_mocha_cards_alone, needs=("mocha",))
register_variant("letters_cards_alone", _install_letters_cards_alone, needs=("letters",))
register_variant("neutral_assistants", _install_neutral, needs=())
register_variant("great_bazaar", _install_great_bazaar, needs=("mocha", "letters"),
                 conflicts={"mocha_cards_alone": "the Great Bazaar plays with every bonus card "
                                                 "(base, Mocha and Letters)",
                            "letters_cards_alone": "the Great Bazaar plays with every bonus "
                                                   "card (base, Mocha and Letters)"})
register_variant("caravan_leader", _install_caravan, needs=())

__all__ = ["Action", "CARD_TITLES", "Game", "IllegalAction", "MalformedAction", "PlayerView",
           "Ruleset", "available", "configurations", "new_game", "register_expansion",
           "register_variant", "stage",
           "unregister_expansion"]
