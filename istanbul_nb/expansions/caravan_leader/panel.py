"""The caravan leader in the player panel: a line for the seat holding the caravan tile (a
panel slice, ``session.panels``; read only for a game with the variant)."""

from __future__ import annotations

from typing import Any

from ...i18n import _
from ...session.panels import PANELS, Lines, PanelItem, PanelRow, PanelSlice

LOOKS = {
    "caravan": (  # a CSS rule
        "background:#d7b56d;border:1px solid #222;border-radius:3px;"  # i18n: not shown
        "padding:0 4px;font-weight:bold"),
}
# TRANSLATORS: the word on the caravan tile (one short word)
CARAVAN = PanelItem(words=_("Caravan"), look="caravan")


def lines(game: Any, seat: int, compact: bool) -> Lines:
    """A line for the seat holding the caravan tile, compact or not."""
    if game.player(seat).caravan_leader:
        return ((PanelRow("", _("leader: keeps both cards at the Caravansary"),
                          items=(CARAVAN,)),),)
    return ()


PANELS.register(__name__, PanelSlice(lines=lines, looks=LOOKS))
