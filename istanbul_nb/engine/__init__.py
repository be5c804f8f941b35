"""The rules engine of Istanbul: set-up, turn machine, log, save/load, staging, rulesets.

Plain Python only (no Jupyter, widgets or plotting). See docs/engine.md and docs/notation.md.
"""

from . import base as _base
from .actions import Action, IllegalAction, MalformedAction
from .config import configurations
from .data import CARD_TITLES
from .game import Game, PlayerView, new_game
from .ruleset import (
    Ruleset,
    available,
    declared_slices,
    lazy_function,
    lazy_install,
    register_base,
    register_combination,
    register_expansion,
    register_save_migration,
    register_variant,
    unregister_expansion,
)
from .staging import stage

register_base(_base.install)        # every ruleset starts from the base game

# The package's own expansions and variants (ruleset.KNOWN_EXPANSIONS) that this version plays.
# Each is registered by the name of its module, which is imported only when a game asks for it
# (``ruleset.build``): ``import istanbul_nb`` loads no expansion's modules (issue 22, item 3).
# Each lives in a folder of its own under ``istanbul_nb.expansions`` (its rules, picture, panel
# and strategy), which the engine names here only as data: it never imports one.
_EXP = f"{__name__.rpartition('.')[0]}.expansions"
_install_mocha = lazy_install(f"{_EXP}.mocha", "install")
_install_letters = lazy_install(f"{_EXP}.letters", "install")
_install_mocha_cards_alone = lazy_install(f"{_EXP}.mocha", "install_cards_alone")
_install_letters_cards_alone = lazy_install(f"{_EXP}.letters.cards", "install_cards_alone")
_install_neutral = lazy_install(f"{_EXP}.neutral_assistants", "install")
_install_great_bazaar = lazy_install(f"{_EXP}.great_bazaar", "install")
_install_caravan = lazy_install(f"{_EXP}.caravan_leader", "install")

# What each adds to the outer layers (``Ruleset.slices``): its picture (``render``), its panel
# rows (``widgets``) and its bots' terms (``bots``), imported only for a game that has it. The
# three variants share one picture module (one line under the board for all of them:
# ``expansions.variants_common``); the Great Bazaar adds no panel row, and only the caravan
# leader's tile is a term of the greedy search.
_MOCHA_SLICES = {"picture": (f"{_EXP}.mocha.picture",), "panel": (f"{_EXP}.mocha.panel",),
                 "strategy": (f"{_EXP}.mocha.strategy",)}
_LETTERS_SLICES = {"picture": (f"{_EXP}.letters.picture",), "panel": (f"{_EXP}.letters.panel",),
                   "strategy": (f"{_EXP}.letters.strategy",)}
_VARIANTS_PICTURE = (f"{_EXP}.variants_common.picture",)
_GREAT_BAZAAR_SLICES = {"picture": _VARIANTS_PICTURE}
_NEUTRAL_SLICES = {"picture": _VARIANTS_PICTURE, "panel": (f"{_EXP}.neutral_assistants.panel",)}
_CARAVAN_SLICES = {"picture": _VARIANTS_PICTURE, "panel": (f"{_EXP}.caravan_leader.panel",),
                   "strategy": (f"{_EXP}.caravan_leader.strategy",)}

# The fields each adds to g.player(i), with their values in a game without it (shared/API.md:
# p.coffee is 0 without Mocha).
_MOCHA_VIEW = {"coffee": 0, "guild_cards": [], "tavern_tiles": []}
_LETTERS_VIEW = {"letters": [], "seals": 0, "companion": None, "has_companion": False}

register_expansion("mocha", _install_mocha, slices=_MOCHA_SLICES, view=_MOCHA_VIEW)
register_expansion("letters", _install_letters, slices=_LETTERS_SLICES, view=_LETTERS_VIEW)
register_combination(("mocha", "letters"), lazy_install(f"{_EXP}.letters", "both_expansions"))
register_variant("mocha_cards_alone", _install_mocha_cards_alone, needs=("mocha",))
register_variant("letters_cards_alone", _install_letters_cards_alone, needs=("letters",))
register_variant("neutral_assistants", _install_neutral, needs=(), slices=_NEUTRAL_SLICES,
                 view={"neutral_assistants": 0})
register_variant("great_bazaar", _install_great_bazaar, needs=("mocha", "letters"),
                 slices=_GREAT_BAZAAR_SLICES,
                 conflicts={"mocha_cards_alone": "the Great Bazaar plays with every bonus card "
                                                 "(base, Mocha and Letters)",
                            "letters_cards_alone": "the Great Bazaar plays with every bonus "
                                                   "card (base, Mocha and Letters)"})


def _names_both_expansions(doc: dict) -> bool:
    """Whether a parsed save's config names Mocha and Letters (a Great Bazaar save, or one of
    the pre-R9 third mode); never raises on a malformed document."""
    cfg = doc.get("config")
    exps = cfg.get("expansions") if isinstance(cfg, dict) else None
    return isinstance(exps, list) and {"mocha", "letters"} <= {x for x in exps
                                                               if isinstance(x, str)}


# both expansions are the Great Bazaar (ruling R9): a pre-R9 third-mode save is read as one
register_save_migration(_names_both_expansions,
                        lazy_function(f"{_EXP}.great_bazaar", "migrate_pre_r9"))
register_variant("caravan_leader", _install_caravan, needs=(), slices=_CARAVAN_SLICES,
                 view={"caravan_leader": False, "caravan_taker": False})

__all__ = ["Action", "CARD_TITLES", "Game", "IllegalAction", "MalformedAction", "PlayerView",
           "Ruleset", "available", "configurations", "declared_slices", "new_game",
           "register_expansion",
           "register_variant", "stage",
           "unregister_expansion"]
