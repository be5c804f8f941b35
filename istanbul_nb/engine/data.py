"""Component numbers read from ``data/base_game.json`` (RULES.md sections 3-6).

The engine never writes a component number in code: a teacher with the box corrects the data
file and every rule follows. ``provenance(key)`` tells a notebook where a number comes from.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = [
    "ASSISTANTS", "BASE_CAPACITY", "BLACK_MARKET", "CARD_DATA", "CARD_IDS", "CARD_TITLES",
    "CATCH_LIRA", "D", "FIGURE_PRICE", "FIVE_LIRA", "FOUNTAIN", "GEM_TOP", "GOODS", "GOOD_INDEX",
    "JEWELRY_BY_SUM", "MARKETS", "MAX_EXTENSIONS", "MAX_SELL", "MOSQUE_TILES", "MOVE_34",
    "PAY_MERCHANT", "POLICE", "POST_BOTTOM", "POST_COLUMNS", "POST_TOP", "RED_DIE", "SEAT_COLOURS",
    "SEAT_NAMES", "STACK_START", "SULTAN_SPACES", "TEA", "TILE_COLOURS", "TILE_GOOD", "WAINWRIGHT",
    "WAREHOUSES", "gem_rubies", "mosque_rubies", "mosque_thresholds", "ruby_target",
    "sultan_rubies", "total_rubies",
]


@cache
def base() -> dict:
    """The parsed base-game data file."""
    text = resources.files("istanbul_nb").joinpath("data/base_game.json").read_text("utf-8")
    return json.loads(text)


def provenance(key: str) -> str:
    """Where the entry ``key`` of the base-game data comes from ("seed", "printed", ...)."""
    entry = base().get(key)
    if not isinstance(entry, dict) or "provenance" not in entry:
        raise ValueError(f"no data entry {key!r} with a provenance")
    return entry["provenance"]


D = base()
GOODS: tuple[str, ...] = tuple(D["goods"]["value"])
GOOD_INDEX = {g: i for i, g in enumerate(GOODS)}
BASE_CAPACITY: int = D["capacity"]["base"]
MAX_EXTENSIONS: int = D["capacity"]["max_extensions"]
ASSISTANTS: int = D["assistants"]["total"]
STACK_START: int = D["assistants"]["in_stack"]
FOUNTAIN: int = D["fountain"]["value"]
POLICE: int = D["police_station"]["value"]
PAY_MERCHANT: int = D["pay_other_merchant"]["value"]
CATCH_LIRA: int = D["catch_reward"]["lira"]
FIGURE_PRICE: int = D["figure_payment"]["lira"]
POST_COLUMNS: int = len(D["post_office"]["top"])
WAINWRIGHT = D["wainwright"]
WAREHOUSES: dict[int, str] = {int(k): v for k, v in D["warehouses"]["value"].items()}
POST_TOP = [tuple(x) for x in D["post_office"]["top"]]
POST_BOTTOM = [tuple(x) for x in D["post_office"]["bottom"]]
BLACK_MARKET = D["black_market"]
JEWELRY_BY_SUM = {int(k): v for k, v in BLACK_MARKET["jewelry_by_sum"].items()}
TEA = D["tea_house"]
RED_DIE: int = D["red_tile_die"]["value"]
MARKETS = {
    D["markets"]["large"]["place"]: ("large", D["markets"]["large"]),
    D["markets"]["small"]["place"]: ("small", D["markets"]["small"]),
}
SULTAN_SPACES: tuple[str, ...] = tuple(D["sultan"]["spaces"])
MOSQUE_TILES: dict[int, dict[str, str]] = {
    int(k): v["tiles"] for k, v in D["mosques"].items() if k.isdigit()
}
TILE_GOOD: dict[str, str] = {c: g for tiles in MOSQUE_TILES.values() for c, g in tiles.items()}
TILE_MOSQUE: dict[str, int] = {c: m for m, tiles in MOSQUE_TILES.items() for c in tiles}
TILE_COLOURS: tuple[str, ...] = tuple(D["mosques"]["tile_order"])
GEM_TOP: int = D["gemstone_dealer"]["highest_price"]
CARD_COUNTS: dict[str, int] = {c["id"]: c["count"] for c in D["bonus_cards"]["cards"]}
CARD_TITLES: dict[str, str] = {c["id"]: c["title"] for c in D["bonus_cards"]["cards"]}
CARD_IDS: tuple[str, ...] = tuple(sorted(CARD_COUNTS))
CARD_DATA: dict[str, dict] = {c["id"]: c for c in D["bonus_cards"]["cards"]}
FIVE_LIRA: int = CARD_DATA["five-lira"]["lira"]
MOVE_34: tuple[int, ...] = tuple(CARD_DATA["move-3-4"]["distances"])
MAX_SELL: int = len(D["markets"]["large"]["payout"])
SEAT_NAMES: tuple[str, ...] = tuple(D["seats"]["names"])
SEAT_COLOURS: tuple[str, ...] = tuple(D["seats"]["colours"])


def ruby_target(players: int) -> int:
    """Rubies that trigger the end (RULES.md section 6)."""
    rt = D["ruby_target"]
    return rt["two_players"] if players == 2 else rt["value"]


def per_players(entry: dict, players: int) -> Any:
    """An entry keyed by player count ("2".."5"): a number or a list, as the data file says."""
    return entry[str(players)]


def sultan_rubies(players: int) -> int:
    return int(per_players(D["sultan"]["rubies"], players))


def gem_rubies(players: int) -> int:
    return int(per_players(D["gemstone_dealer"]["rubies"], players))


def mosque_thresholds(players: int) -> list[int]:
    return [int(x) for x in per_players(D["mosques"]["thresholds"], players)]


def mosque_rubies(players: int) -> int:
    return int(per_players(D["mosques"]["rubies"], players))


def total_rubies(players: int) -> int:
    """Every ruby in a game of this size (the conservation law the tests check)."""
    return (players * WAINWRIGHT["rubies_per_player"] + 2 * mosque_rubies(players)
            + sultan_rubies(players) + gem_rubies(players))
