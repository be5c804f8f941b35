"""The neutral assistants in the player panel: how many assistants of a seat's stack are
neutral, noted beside its stack (a panel slice, ``session.panels``; read only for a game
with the variant, so it does not ask whether the game plays it)."""

from __future__ import annotations

from typing import Any

from ...i18n import _
from ...session.panels import PANELS, PanelItem, PanelRow, PanelSlice

LOOKS = {
    "neutral": (  # a CSS rule
        "display:inline-block;border:1px solid #222;background:#e0e0e0;"  # i18n: not shown
        "color:#424242;font-weight:bold;padding:0 3px;border-radius:2px"),
}
NEUTRAL = PanelItem(words="N", tooltip=_("a neutral assistant: N on the board"), look="neutral")


def stack_notes(game: Any, seat: int) -> tuple[PanelRow, ...]:
    """How many assistants of the seat's stack are neutral ("1 neutral N", "none neutral")."""
    n = int(game.player(seat).neutral_assistants or 0)
    if not n:
        return (PanelRow(_("neutral"), _("none")),)
    return (PanelRow(_("neutral"), str(n), strong=True, items=(NEUTRAL,)),)


PANELS.register(__name__, PanelSlice(stack_notes=stack_notes, looks=LOOKS))
