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
_install_mocha = lazy_install(f"{__name__}.mocha", "install")
_install_letters = lazy_install(f"{__name__}.letters", "install")
_install_mocha_cards_alone = lazy_install(f"{__name__}.mocha", "install_cards_alone")
_install_letters_cards_alone = lazy_install(f"{__name__}.letters.cards", "install_cards_alone")
_install_neutral = lazy_install(f"{__name__}.variants.neutral", "install")
_install_great_bazaar = lazy_install(f"{__name__}.variants.great_bazaar", "install")
_install_caravan = lazy_install(f"{__name__}.variants.caravan", "install")

# What each adds to the outer layers (``Ruleset.slices``): its picture (``render``), its panel
# rows (``widgets``) and its bots' terms (``bots``), imported only for a game that has it.
_KIT = __name__.rpartition(".")[0]
_MOCHA_SLICES = {"picture": (f"{_KIT}.render.mocha",), "panel": (f"{_KIT}.widgets.mocha_panel",),
                 "strategy": (f"{_KIT}.bots.mocha_terms",)}
_LETTERS_SLICES = {"picture": (f"{_KIT}.render.letters",),
                   "panel": (f"{_KIT}.widgets.letters_panel",),
                   "strategy": (f"{_KIT}.bots.letters_terms",)}
_VARIANT_SLICES = {"picture": (f"{_KIT}.render.variants",),
                   "panel": (f"{_KIT}.widgets.variants_panel",)}
# the caravan leader's tile is a term of the greedy search (the other variants add none)
_CARAVAN_SLICES = {**_VARIANT_SLICES, "strategy": (f"{_KIT}.bots.caravan_terms",)}

# The fields each adds to g.player(i), with their values in a game without it (shared/API.md:
# p.coffee is 0 without Mocha).
_MOCHA_VIEW = {"coffee": 0, "guild_cards": [], "tavern_tiles": []}
_LETTERS_VIEW = {"letters": [], "seals": 0, "companion": None, "has_companion": False}

register_expansion("mocha", _install_mocha, slices=_MOCHA_SLICES, view=_MOCHA_VIEW)
register_expansion("letters", _install_letters, slices=_LETTERS_SLICES, view=_LETTERS_VIEW)
register_combination(("mocha", "letters"), lazy_install(f"{__name__}.letters", "both_expansions"))
register_variant("mocha_cards_alone", _install_mocha_cards_alone, needs=("mocha",))
register_variant("letters_cards_alone", _install_letters_cards_alone, needs=("letters",))
register_variant("neutral_assistants", _install_neutral, needs=(), slices=_VARIANT_SLICES,
                 view={"neutral_assistants": 0})
register_variant("great_bazaar", _install_great_bazaar, needs=("mocha", "letters"),
                 slices=_VARIANT_SLICES,
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
                        lazy_function(f"{__name__}.variants.great_bazaar", "migrate_pre_r9"))
register_variant("caravan_leader", _install_caravan, needs=(), slices=_CARAVAN_SLICES,
                 view={"caravan_leader": False, "caravan_taker": False})

__all__ = ["Action", "CARD_TITLES", "Game", "IllegalAction", "MalformedAction", "PlayerView",
           "Ruleset", "available", "configurations", "declared_slices", "new_game",
           "register_expansion",
           "register_variant", "stage",
           "unregister_expansion"]
