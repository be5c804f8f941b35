"""Small shared pieces of the Mocha rules: the data (read through the game's ruleset, never a
module-level table), coffee in and out, and who holds which Tavern tile."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from ...engine.ops import Env, tell, word  # word: the glossary's term (re-exported)
from ...places import labelled as _labelled

if TYPE_CHECKING:
    from ...engine.state import State
    from .state import MochaPart

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = [
    "KEY", "M", "gain_coffee", "guild_numbers", "has_tile", "holds_barrier", "load_data", "mpart",
    "catalogued", "labelled", "pay_coffee", "tile_stack", "word",
]

KEY = "mocha"

#: "Tavern (19)" as a message value, cached: the log names places in many lines, and bots
#: apply millions of actions (a message is never changed once made)
labelled = cache(_labelled)


def load_data() -> dict:
    """A fresh copy of ``data/mocha.json`` (each ruleset gets its own)."""
    text = resources.files("istanbul_nb").joinpath("data/mocha.json").read_text("utf-8")
    return json.loads(text)


def M(env: Env) -> dict:
    """The Mocha component data of this game's ruleset."""
    return env.rules.data[KEY]


def guild_numbers(m: dict) -> list[int]:
    lo, hi = m["guild_cards"]["numbers"]
    return list(range(lo, hi + 1))


def tile_stack(m: dict) -> list[int]:
    """A full Tavern tile stack: coffee costs, cheapest on top (first)."""
    return sorted(m["tavern_tile_costs"]["value"])


def mpart(st: State) -> MochaPart:
    return st.parts[KEY]


def coffee_of(st: State, seat: int) -> int:
    return mpart(st).coffee[seat]


def catalogued(text: str, *known: str) -> str:
    """A text of the data file as the catalogue message that says it in English (``known``),
    so it is translated; the text itself when a teacher changed it in the data file (it is
    then shown as written: the catalogue cannot know the new words)."""
    return next((m for m in known if m == text), text)


def gain_coffee(st: State, env: Env, seat: int, n: int) -> None:
    """Coffee is unlimited and so is a player's stock (RULES.md 7, seed)."""
    mpart(st).coffee[seat] += n
    tell(st, "{who} takes {n} coffee (now {total})", who=env.name(seat), n=n,
         total=mpart(st).coffee[seat])


def pay_coffee(st: State, env: Env, seat: int, n: int, at: str = "") -> None:
    """Pay ``n`` coffee; ``at`` ("tavern", "coffee-house", "baksheesh") names what for in the
    log. A sentence each, not a place as a value: German and Korean say "at the Tavern" and
    "for the Baksheesh" in words of their own."""
    mpart(st).coffee[seat] -= n
    who = env.name(seat)
    if at == "tavern":
        tell(st, "{who} pays {n} coffee at the Tavern", who=who, n=n)
    elif at == "coffee-house":
        tell(st, "{who} pays {n} coffee at the Coffee House", who=who, n=n)
    elif at == "baksheesh":
        tell(st, "{who} pays {n} coffee for the Baksheesh", who=who, n=n)
    else:
        tell(st, "{who} pays {n} coffee", who=who, n=n)


def has_tile(st: State, seat: int, tile: str) -> bool:
    return tile in mpart(st).tiles[seat]


def holds_barrier(st: State, env: Env) -> bool:
    """Only the holder of the barrier-control tile crosses the barrier (RULES.md 7, seed 000
    place 19: "장벽 관할 타일이 없는 플레이어는 장벽을 통과할 수 없습니다")."""
    return mpart(st).control == st.current
