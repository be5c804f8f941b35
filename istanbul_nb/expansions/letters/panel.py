"""Letters & Seals in the player panel: a seat's seals, its companion and its letters (face
up with their place and 1 seal, delivered with 2). Letters lie face up in front of their
player, so every seat's panel shows them. Other seats bid and pick during a turn, so "what
just happened" tells their deeds too.

Registered as the expansion's panel slice (``engine/__init__.py``); read only through the
game's public face (``player``, ``rules.data``).
"""

from __future__ import annotations

from typing import Any

from ...places import label
from ...session.panels import PANELS, Lines, PanelItem, PanelRow, PanelSlice
from .picture import holdings, letters_data, letters_reconstructed

#: The chips of a letter: delivered (2 seals) and face up (1 seal).
LOOKS = {
    "letter-delivered": "display:inline-block;border:2px solid #5d4037;background:#d7ccc8;"
                        "border-radius:3px;padding:0 4px;margin-right:3px",
    "letter-face-up": "display:inline-block;border:1px dashed #5d4037;background:#fffaf0;"
                      "border-radius:3px;padding:0 4px;margin-right:3px",
}


def _letter(place: int, delivered: bool) -> PanelItem:
    where = label(place, "en")
    if delivered:
        return PanelItem(key=str(place), words="✉✉ delivered", look="letter-delivered",
                         tooltip=f"letter to {where}, delivered: 2 seals")
    return PanelItem(key=str(place), words="✉", look="letter-face-up",
                     tooltip=f"letter to {where}, face up: 1 seal")


def lines(game: Any, seat: int, compact: bool) -> Lines:
    """Seals and the companion on one line, the letters on the next; one line when compact
    (without the note that the letter count is reconstructed)."""
    m = letters_data(game.rules.data)
    if m is None:
        return ()
    held, seals, comp, has = holdings(game, seat)
    if not has:
        companion = "no companion"
    elif comp is None:
        companion = "companion beside the board"
    else:
        companion = f"companion at {label(comp, 'en')}"
    chips = tuple(_letter(place, delivered) for place, delivered in held)
    recon = "letter count" if held and letters_reconstructed(m) and not compact else ""
    head = (PanelRow("Seals", str(seals), strong=True), PanelRow("", companion))
    letters = PanelRow("Letters", "" if chips else "none", items=chips, reconstructed=recon)
    if compact:
        return ((*head, letters),)
    return (head, (letters,))


PANELS.register(__name__, PanelSlice(lines=lines, others_decide=True, looks=LOOKS,
                                     source="data/letters.json"))
