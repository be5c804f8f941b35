"""The toy expansion's panel slice: a row with each seat's tokens, and "what just happened"
tells the deals other seats answer in a turn. Lives under tests/ only; the toy expansion is
registered with ``slices={"panel": ("toy_panel",)}`` (tests/engine/test_toy_panel.py), with no
edit under ``istanbul_nb/``.

The row reads each seat's tokens from its public view (``game.player(seat).tokens``).
"""

from __future__ import annotations

from typing import Any

from istanbul_nb.session.panels import PANELS, Lines, PanelRow, PanelSlice

TOOLTIP = "toy tokens: offered in a deal at 17, taken at 20 and from the Peddler"


def tokens(game: Any, seat: int) -> int:
    return int(game.player(seat).tokens)


def lines(game: Any, seat: int, compact: bool) -> Lines:
    return ((PanelRow("Tokens", str(tokens(game, seat)), tooltip=TOOLTIP, strong=True),),)


PANELS.register(__name__, PanelSlice(lines=lines, others_decide=True))
