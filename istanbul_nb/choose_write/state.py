"""The state of a game of Choose & Write as plain data: every sheet, every deck, the queue of
steps still to do. Everything is JSON-friendly (a save is the initial state plus the history).

A sheet counts what a player wrote: spaces *filled* (ever) and filled spaces *crossed off*
(spent, or used to follow); what a player holds is filled minus crossed. Action icons are only
crossed (an icon is there from the start). The two lira sections are filled in order, the first
one first, so "the last space of a section" is the 20th and the 40th lira filled.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .data import GOODS, place_order

RUBY_SOURCES: tuple[str, ...] = ("A", "B", "C", "D", "gemstone", "guild", "lira_bonus",
                                 "goods_bonus")


@dataclass
class Sheet:
    """One player's Game Plan and cards."""

    icons_crossed: dict[str, int] = field(default_factory=lambda: {p: 0 for p in place_order()})
    bonus_filled: int = 0
    bonus_crossed: int = 0
    lira_filled: int = 0
    lira_crossed: int = 0
    goods_filled: dict[str, int] = field(default_factory=lambda: {g: 0 for g in GOODS})
    goods_crossed: dict[str, int] = field(default_factory=lambda: {g: 0 for g in GOODS})
    improvements: dict[str, int] = field(default_factory=dict)
    rubies: int = 0
    ruby_sources: dict[str, int] = field(default_factory=lambda: {s: 0 for s in RUBY_SOURCES})
    lira_bonus: list[int] = field(default_factory=list)     # sections (1, 2) whose ruby is taken
    goods_bonus: list[int] = field(default_factory=list)    # rows (3, 6, 9, 12) taken
    start: bool = False
    hand: list[str] = field(default_factory=list)           # Location cards (ids)
    guild_cards: list[str] = field(default_factory=list)
    goods_cards: list[str] = field(default_factory=list)
    guild_played: int = 0
    goods_cards_played: int = 0

    @property
    def lira(self) -> int:
        return self.lira_filled - self.lira_crossed

    def goods(self, good: str) -> int:
        return self.goods_filled[good] - self.goods_crossed[good]

    def copy(self) -> Sheet:
        """An independent copy (fast: the fields are flat lists and dicts)."""
        new = Sheet.__new__(Sheet)
        d = new.__dict__
        d.update(self.__dict__)
        for k in _SHEET_CONTAINERS:     # named, not found by type: copies are made per search
            d[k] = d[k].copy()
        return new

    @property
    def bonus(self) -> int:
        """Filled bonus-action spaces not yet crossed off (usable to follow)."""
        return self.bonus_filled - self.bonus_crossed


#: the fields of a Sheet and of a State that hold lists or dicts (``copy`` copies them)
_SHEET_CONTAINERS: tuple[str, ...] = (
    "icons_crossed", "goods_filled", "goods_crossed", "improvements", "ruby_sources",
    "lira_bonus", "goods_bonus", "hand", "guild_cards", "goods_cards")
_STATE_CONTAINERS: tuple[str, ...] = (
    "location_deck", "location_discard", "display", "ruby_deck", "guild_deck", "guild_discard",
    "goods_deck", "goods_discard", "caravan_deck", "rubies_at", "played")


@dataclass
class State:
    """The whole table. ``queue`` holds the steps still to do, the first one next; a step is a
    dict with ``do`` (its kind) and ``seat`` (who does it), plus its own fields."""

    players: int
    challenge: int | None
    seed: int
    rng: int
    sheets: list[Sheet]
    location_deck: list[str]
    location_discard: list[str] = field(default_factory=list)
    display: list[str] = field(default_factory=list)
    ruby_deck: list[str] = field(default_factory=list)
    palace: dict[str, list[str]] = field(default_factory=dict)   # letter -> ruby cards, top first
    guild_deck: list[str] = field(default_factory=list)
    guild_discard: list[str] = field(default_factory=list)
    goods_deck: list[str] = field(default_factory=list)
    goods_discard: list[str] = field(default_factory=list)
    caravan_deck: list[str] = field(default_factory=list)        # the face-up card first
    caravan_used: bool = False
    rubies_at: list[str] = field(default_factory=list)           # letters with a ruby this turn
    start: int = 0
    current: int = 0
    turn: int = 1
    final_round: bool = False
    over: bool = False
    end_reason: str = ""
    played: dict = field(default_factory=dict)                   # this turn's card
    queue: list[dict] = field(default_factory=list)
    draws: int = 0                                               # hidden cards revealed so far

    def copy(self) -> State:
        """An independent copy (fast: steps are copied one level deep; their lists are never
        changed in place)."""
        new = State.__new__(State)
        d = new.__dict__
        d.update(self.__dict__)
        for k in _STATE_CONTAINERS:
            d[k] = d[k].copy()
        new.sheets = [sh.copy() for sh in self.sheets]
        new.palace = {x: v[:] for x, v in self.palace.items()}
        new.queue = [dict(step) for step in self.queue]
        return new

    @property
    def to_act(self) -> int:
        return int(self.queue[0]["seat"]) if self.queue else self.current
