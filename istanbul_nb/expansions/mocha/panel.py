"""Mocha & Baksheesh in the player panel: coffee, guild cards, Tavern tiles and the
barrier-control tile; with the question, the reconstructed values a choice rests on.

Registered as the expansion's panel slice (``engine/__init__.py``); read only through the
game's public face (``player``, ``pieces``, ``rules.data``).
"""

from __future__ import annotations

from typing import Any

from ...i18n import _, join
from ...session.panels import MARK, PANELS, Lines, PanelItem, PanelRow, PanelSlice
from .picture import choice_notes, control_seat, guild_card, holdings, mocha_data, tile_words


def lines(game: Any, seat: int, compact: bool) -> Lines:
    """Coffee, Tavern tiles and the barrier-control tile on one line, the guild cards on the
    next (their texts for the seat to act, a count for the others); one line when compact."""
    data = game.rules.data
    if mocha_data(data) is None:
        return ()
    coffee, cards, tiles = holdings(game, seat)
    pcs = game.pieces()
    control = bool(pcs.get("barrier")) and control_seat(pcs) == seat
    acting = not game.is_over and game.to_act == seat
    coffee_row = PanelRow(_("Coffee"), str(coffee), strong=True)
    tiles_row = PanelRow(_("Tavern tiles"),
                         join(tile_words(t) for t in tiles) if tiles else _("none"))
    holds = ((PanelRow("", _("holds the barrier-control tile"), strong=True),) if control
             else ())
    if not acting:
        hand = PanelRow(_("Guild cards"), _("{n} (hidden)", n=len(cards)) if cards
                        else _("none"))
    else:
        items = tuple(PanelItem(key=str(c), words=text, reconstructed=recon)
                      for c in cards for text, recon in [guild_card(data, c)])
        made_up = compact and any(i.reconstructed for i in items)
        hand = PanelRow(_("Guild cards"), "" if items else _("none"), items=items,
                        listed=not compact,
                        reconstructed=MARK if made_up else "")
    if compact:
        return ((coffee_row, hand, tiles_row, *holds),)
    return ((coffee_row, tiles_row, *holds), (hand,))


PANELS.register(__name__, PanelSlice(lines=lines, choice_notes=choice_notes,
                                     source="data/mocha.json"))
