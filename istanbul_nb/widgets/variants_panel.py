"""The variants in the player panel: the neutral assistants in a seat's stack (neutral
assistants) and the seat holding the caravan tile (caravan leader). One slice for the Great
Bazaar, neutral assistants and caravan leader (they share it), so it reads which of them the
game plays from ``game.rules.variants``; the Great Bazaar adds nothing to the panel.
"""

from __future__ import annotations

from typing import Any

from .panel_slices import PANELS, Lines, PanelItem, PanelRow, PanelSlice

LOOKS = {
    "neutral": "display:inline-block;border:1px solid #222;background:#e0e0e0;color:#424242;"
               "font-weight:bold;padding:0 3px;border-radius:2px",
    "caravan": "background:#d7b56d;border:1px solid #222;border-radius:3px;padding:0 4px;"
               "font-weight:bold",
}
NEUTRAL = PanelItem(words="N", tooltip="a neutral assistant: N on the board", look="neutral")
CARAVAN = PanelItem(words="Caravan", look="caravan")


def stack_notes(game: Any, seat: int) -> tuple[PanelRow, ...]:
    """How many assistants of the seat's stack are neutral ("1 neutral N", "none neutral")."""
    if "neutral_assistants" not in getattr(game.rules, "variants", ()):
        return ()
    n = int(game.player(seat).neutral_assistants or 0)
    if not n:
        return (PanelRow("neutral", "none"),)
    return (PanelRow("neutral", str(n), strong=True, items=(NEUTRAL,)),)


def lines(game: Any, seat: int, compact: bool) -> Lines:
    """A line for the seat holding the caravan tile, compact or not."""
    if "caravan_leader" in getattr(game.rules, "variants", ()) and \
            game.player(seat).caravan_leader:
        return ((PanelRow("", "leader: keeps both cards at the Caravansary", items=(CARAVAN,)),),)
    return ()


PANELS.register(__name__, PanelSlice(lines=lines, stack_notes=stack_notes, looks=LOOKS))
