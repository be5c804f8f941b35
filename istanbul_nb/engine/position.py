"""A position to read and think on: the table of a game without its history, log or checks.

A bot's look-ahead reads tens of thousands of positions per decision and tries each option on
a scratch copy; a ``Game`` for each of those would copy the history and the narration, check
every action against the legal list, snapshot the dice and build ``PlayerView``s. A
``Position`` is the public face for that work (``Game.position()`` and ``Game.scratch()``):
it reads what every player sees (a seat's purse, cart and pieces, the rubies left, the
Sultan's next demand, the Gemstone Dealer's price, the state parts' public view and pieces,
an auction's public data) straight from the table, and a ``Scratch`` carries actions out with
the turn machine itself (``flow.perform``: the same rules, so the same table follows as in a
game). Bots read positions, never ``game.state`` (tests/test_public_reading.py), so the engine
can change how it keeps the table.

A ``Position`` shares the game's table: read it before the game changes. A ``Scratch`` owns
a copy and may be played on; what it narrates is thrown away with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from . import data as D
from .actions import Action, sorted_actions
from .flow import legal_texts, perform
from .ops import Env
from .places import gem_price, sultan_needs
from .ruleset import Ruleset
from .state import State

__all__ = ["GOODS", "Position", "Scratch", "SeatNumbers"]

#: the goods in the order of ``SeatNumbers.goods``
GOODS: tuple[str, ...] = tuple(D.GOODS)


class SeatNumbers(Protocol):
    """One seat's numbers as every player sees them (read-only: a bot must not write them)."""

    @property
    def lira(self) -> int: ...
    @property
    def rubies(self) -> int: ...
    @property
    def extensions(self) -> int: ...
    @property
    def goods(self) -> Sequence[int]: ...    # in the rules' goods order
    @property
    def stack(self) -> int: ...              # assistants still under the merchant
    @property
    def family(self) -> int: ...             # the family member's place
    @property
    def tiles(self) -> Sequence[str]: ...    # mosque tile colours held
    @property
    def cards(self) -> Sequence[str]: ...    # bonus cards in hand (their count is public)


class Position:
    """A game's table, read-only (``Game.position()``)."""

    __slots__ = ("_st", "_env")

    def __init__(self, st: State, env: Env) -> None:
        self._st, self._env = st, env

    # -- the turn ---------------------------------------------------------------------------
    @property
    def rules(self) -> Ruleset:
        return self._env.rules

    @property
    def players(self) -> int:
        return self._env.config.players

    @property
    def phase(self) -> str:
        return self._st.phase

    @property
    def is_over(self) -> bool:
        return self._st.phase == "over"

    @property
    def turn(self) -> int:
        """The turn number, 1-based, counting every seat's turn (``Game.turn``)."""
        return self._st.turn

    @property
    def to_act(self) -> int:
        """The seat that decides now."""
        return self._st.to_act

    @property
    def current(self) -> int:
        """The seat whose turn it is."""
        return self._st.current

    def pending_data(self) -> dict[str, Any]:
        """The public data of the question in progress (``Game.pending()``'s: an auction's
        ``bid`` and ``leader`` ...), or ``{}``."""
        pending = self._st.pending
        return {} if pending is None else pending.to_dict()

    # -- the table --------------------------------------------------------------------------
    def seat(self, seat: int) -> SeatNumbers:
        """The numbers of ``seat`` (the live record: read it, never write it)."""
        return self._st.players[seat]

    @property
    def sultan_left(self) -> int:
        return self._st.sultan_left

    @property
    def gem_left(self) -> int:
        return self._st.gem_left

    @property
    def barrier_out(self) -> bool:
        """Whether a barrier lies on the board (Mocha's Tavern)."""
        return self._st.barrier is not None

    def demands(self) -> tuple[tuple[list[int], int] | None, int | None, int]:
        """The Sultan's next demand (fixed goods in the rules' goods order, the number of
        "any" goods) or None, the Gemstone Dealer's price or None, and the Police Station's
        place, as the table shows them (``Game.pieces``). They depend only on the rubies left,
        so they are worked out once per game family (kept in ``Env.cache``)."""
        st, env = self._st, self._env
        key = ("demands", st.sultan_left, st.gem_left)
        hit = env.cache.get(key)
        if hit is None:
            need = sultan_needs(st, env)
            hit = env.cache[key] = (
                None if need is None else (list(need[0]), need[1]),
                gem_price(st) if st.gem_left else None,
                env.rules.data["base"]["police_station"]["value"])
        return hit

    def ruby_supply(self) -> dict[str, int]:
        """The rubies left per source, as ``Game.ruby_supply`` gives them."""
        st = self._st
        out = {"wainwright": st.wain_rubies, "mosques": sum(st.mosque_rubies.values()),
               "sultan": st.sultan_left, "gemstone": st.gem_left}
        for key, part in self._env.rules.parts.items():
            if part.rubies is not None and part.ruby_source:
                out[part.ruby_source] = part.rubies(st.parts[key])
        return out

    def part_view(self, seat: int) -> dict[str, Any]:
        """The fields the state parts add to a seat's public view (``Game.player``: coffee,
        guild cards, seals, the companion ...)."""
        out: dict[str, Any] = {}
        parts = self._st.parts
        for key, part in self._env.rules.parts.items():
            if part.view is not None:
                out.update(part.view(parts[key], seat))
        return out

    def part_pieces(self) -> list[dict[str, Any]]:
        """The state parts' pieces on the table (``Game.pieces``' part entries), part by part in
        the order of their keys."""
        out: list[dict[str, Any]] = []
        parts = self._st.parts
        for key, part in sorted(self._env.rules.parts.items()):
            if part.pieces is not None:
                out.extend(part.pieces(parts[key]))
        return out

    # -- what may be done -------------------------------------------------------------------
    def legal(self) -> list[Action]:
        """Every legal action in the game's order (``Game.legal_actions``' list)."""
        return sorted_actions(legal_texts(self._st, self._env), self._env.rules)[0]

    def phase_actions(self) -> list[Action]:
        """The actions the phase itself offers now (no bonus card, no tile ability), in the
        game's order: the same actions in the same order as in ``legal()``, without asking the
        cards."""
        env = self._env
        return sorted_actions(env.rules.phases[self._st.phase].options(self._st, env, None),
                              env.rules)[0]

    def scratch(self) -> Scratch:
        """A copy to play on."""
        return Scratch(self._st.copy(), self._env)

    def tried(self, action: Action) -> Scratch:
        """A copy of this position after ``action``, one of its ``legal()`` or
        ``phase_actions()`` (this one is left as it is)."""
        c = Scratch(self._st.copy(), self._env)
        perform(c._st, c._env, action.text.split())
        return c


class Scratch(Position):
    """A position of its own to play on (``Game.scratch()``, ``Position.scratch()``)."""

    __slots__ = ()

    def play(self, action: Action) -> None:
        """Carry out ``action``, one of this position's ``legal()`` or ``phase_actions()``
        (it is not checked again: that is what makes a look-ahead cheap; a ``Game`` checks).
        What it narrates is dropped."""
        st = self._st
        perform(st, self._env, action.text.split())
        st.events.clear()

    def take(self, other: Scratch) -> None:
        """Go on from ``other``'s table: a look-ahead that already played the line this
        position is to play (``other`` is a scratch of this one's game; it must not be played
        on after). The same table as playing the line again, without playing it again."""
        if other._env is not self._env:
            raise ValueError("a scratch can only take the table of a scratch of its own game")
        other._st.events.clear()
        self._st = other._st
