"""istanbul_nb: a Jupyter teaching kit for the board game Istanbul (Ruediger Dorn).

The rules core (``engine``), the board graph (``board``, ``layouts``) and the static pictures
(``render``) import no Jupyter or plotting package; the widgets live in ``istanbul_nb.widgets``
and are imported only when asked for.
"""

from . import analysis, layouts, places
from .board import MOVE_KINDS, Board
from .engine import Action, Game, IllegalAction, new_game, stage
from .i18n import languages, set_language

__all__ = ["Board", "MOVE_KINDS", "analysis", "layouts", "places"]
__all__ += ["Action", "Game", "IllegalAction", "new_game", "stage"]
__all__ += ["languages", "set_language"]
__version__ = "0.1.0"


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    """The kit as a Jupyter server extension: it saves notebooks with pictures, not widget
    views (``istanbul_nb.saved_pictures``; enabled by the config file the wheel installs)."""
    return [{"module": "istanbul_nb.saved_pictures"}]


def __getattr__(name: str):
    """``ist.render`` and ``ist.bots`` load on first use (bots and scripts never need the
    pictures; a lesson about places never needs the bots); ``ist.review`` (the post-game
    review, ``game_review.review``) too: it loads the bots."""
    if name in ("render", "bots"):
        import importlib

        return importlib.import_module(f"{__name__}.{name}")
    if name == "review":
        import importlib

        return importlib.import_module(f"{__name__}.game_review").review
    raise AttributeError(f"module 'istanbul_nb' has no attribute {name!r}")
