"""Letters & Seals in the player panel: a seat's seals, its companion and its letters (face
up with their place and 1 seal, delivered with 2). Letters lie face up in front of their
player, so every seat's panel shows them. Other seats bid and pick during a turn, so "what
just happened" tells their deeds too.

Registered as the expansion's panel slice (``engine/__init__.py``); read only through the
game's public face (``player``, ``rules.data``).
"""

from __future__ import annotations

from typing import Any

from ...i18n import _
from ...places import labelled
from ...session.panels import PANELS, Lines, PanelItem, PanelRow, PanelSlice
from .picture import holdings, letters_data, letters_reconstructed

#: The chips of a letter: delivered (2 seals) and face up (1 seal).
LOOKS = {
    "letter-delivered": (  # i18n: not shown (CSS)
        "display:inline-block;border:2px solid #5d4037;"  # i18n: not shown (CSS)
        "background:#d7ccc8;border-radius:3px;padding:0 4px;margin-right:3px"),
    "letter-face-up": (  # i18n: not shown (CSS)
        "display:inline-block;border:1px dashed #5d4037;"  # i18n: not shown (CSS)
        "background:#fffaf0;border-radius:3px;padding:0 4px;margin-right:3px"),
}


def _letter(place: int, delivered: bool) -> PanelItem:
    where = labelled(place)
    if delivered:
        # TRANSLATORS: a delivered letter's chip in the player panel (✉✉ stays)
        return PanelItem(key=str(place), words=_("✉✉ delivered"), look="letter-delivered",
                         tooltip=_("letter to {place}, delivered: 2 seals", place=where))
    return PanelItem(key=str(place), words="✉", look="letter-face-up",
                     tooltip=_("letter to {place}, face up: 1 seal", place=where))


def lines(game: Any, seat: int, compact: bool) -> Lines:
    """Seals and the companion on one line, the letters on the next; one line when compact
    (without the note that the letter count is reconstructed)."""
    m = letters_data(game.rules.data)
    if m is None:
        return ()
    held, seals, comp, has = holdings(game, seat)
    if not has:
        companion = _("no companion")
    elif comp is None:
        companion = _("companion beside the board")
    else:
        companion = _("companion at {place}", place=labelled(comp))
    chips = tuple(_letter(place, delivered) for place, delivered in held)
    recon = _("letter count") if held and letters_reconstructed(m) and not compact else ""
    head = (PanelRow(_("Seals"), str(seals), strong=True), PanelRow("", companion))
    letters = PanelRow(_("Letters"), "" if chips else _("none"), items=chips,
                       reconstructed=recon)
    if compact:
        return ((*head, letters),)
    return (head, (letters,))


PANELS.register(__name__, PanelSlice(lines=lines, others_decide=True, looks=LOOKS,
                                     source="data/letters.json"))
