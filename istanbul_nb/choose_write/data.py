"""The components of Istanbul: Choose & Write, read once from ``data/choose_write.json``.

Every number the rules use comes from that one file (cards, places, both sides of the Game
Plan), so the reconstructed parts can be replaced by the true ones in one edit.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

GOODS: tuple[str, ...] = ("fabric", "spice", "fruit", "jewelry")
LETTERS: tuple[str, ...] = ("A", "B", "C", "D")


@cache
def components() -> dict[str, Any]:
    """The whole data file as plain data (cached; callers must not change it)."""
    text = resources.files("istanbul_nb").joinpath("data/choose_write.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def card_index() -> dict[str, dict]:
    """Every card by id: Location (L, F), Ruby (R), Goods (W), Guild (G), Caravan (C)."""
    c = components()
    out: dict[str, dict] = {}
    for key in ("location_cards", "ruby_cards", "goods_cards", "guild_cards", "caravan_cards"):
        for card in c[key]:
            out[card["id"]] = card
    return out


def card(card_id: str) -> dict:
    """One card's data; ValueError for an unknown id."""
    try:
        return card_index()[card_id]
    except (KeyError, TypeError):
        raise ValueError(f"there is no card {str(card_id)[:20]!r}") from None


def place_order() -> list[str]:
    """The 18 places in the order of the rulebook: 1-14, then A-D."""
    return list(components()["place_order"])


def place_name(place: str) -> str:
    """The English name of a place ("Tea House")."""
    return str(components()["places"][place]["name"])
