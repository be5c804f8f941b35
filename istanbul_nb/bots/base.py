"""What every bot shares: the ``Bot`` protocol, seeding, and a look-ahead copy that cannot cheat.

A bot is a player: ``choose(game)`` returns one of ``game.legal_actions()`` for the seat to act,
and ``explain(game)`` returns the same choice with a reason a learner can read. Bots are seeded
and deterministic (same seed and same game, same choices); their randomness is their own,
never the game's.

The engine's dice and card draws come from a seeded generator inside the state, so a plain
``game.copy()`` "knows" the next dice, the order of the draw pile and the other players' hands.
``hidden_copy`` gives a look-ahead a copy whose dice generator is re-seeded from the bot's own
stream and whose hidden cards are dealt afresh, so a bot plans with what a player at the table
may know.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any, Protocol, runtime_checkable

from ..core.protocol import GameProtocol
from ..engine import Action, Game, MalformedAction
from ..i18n import tr


@runtime_checkable
class Bot(Protocol):
    """A player: a choice, and the choice with its reason.

    A class's own bot needs only these two. The kit's bots also have a ``name`` (tables show
    the class name of a bot without one) and ``with_seed(seed)`` (a fresh bot with the same
    settings), which ``simulate`` uses to give every game its own reproducible bots; a bot
    without it is used as it is, game after game.
    """

    def choose(self, game: GameProtocol) -> Any:
        """One legal action for ``game.to_act`` (an action of that game)."""
        ...

    def explain(self, game: GameProtocol) -> tuple[Any, str]:
        """The same choice as ``choose`` and a reason in plain words."""
        ...


class SeededBot(ABC):
    """Base class: a name, a seed and a private ``random.Random`` stream.

    ``name`` replaces the class's name in tables (two greedy bots with different weights)."""

    name = "bot"

    def __init__(self, seed: int = 0, name: str | None = None) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"seed must be a whole number, not {seed!r}")
        if name is not None and (not isinstance(name, str) or not name.strip()):
            raise ValueError(f"name must be a non-empty text, not {name!r}")
        self.seed = seed
        self.rng = random.Random(seed)
        self.custom_name = name
        if name is not None:
            self.name = name

    def settings(self) -> dict:
        """Keyword arguments (besides the seed) that rebuild this bot."""
        return {}

    def with_seed(self, seed: int) -> SeededBot:
        """A fresh bot with the same settings and another seed (``simulate``: one per game)."""
        return type(self)(seed=seed, name=self.custom_name, **self.settings())

    def choose(self, game: GameProtocol) -> Any:
        return self.explain(game)[0]

    @abstractmethod
    def explain(self, game: GameProtocol) -> tuple[Any, str]:
        """The chosen action and its reason in a learner's words; each bot defines it."""

    def __repr__(self) -> str:
        named = {"name": self.custom_name} if self.custom_name is not None else {}
        args = ", ".join(f"{k}={v!r}" for k, v in {**self.settings(), **named}.items())
        return f"{type(self).__name__}(seed={self.seed}{', ' + args if args else ''})"


def check_turn(game: GameProtocol) -> list[Any]:
    """The legal actions, or a clear error when there is no decision to make."""
    if game.is_over:
        raise ValueError("the game is over: there is nothing to choose")
    acts = game.legal_actions()
    if not acts:  # the engine promises an action while the game goes on: say where it broke
        raise RuntimeError(f"the game offers no legal action in phase {game.phase!r} "
                           f"(turn {game.turn}, after {' / '.join(game.history()[-3:])}) "
                           "although it is not over")
    return acts


def describe(game: GameProtocol, action: Action | str, lang: str | None = None) -> str:
    """Plain words for an action of ``game``: ``Action.describe``'s, and for a verb of the
    game's own rules (an expansion's, which the base notation does not know) the game's
    ``describe``. Without ``lang`` the words stay a message (a bot's reason translates them
    with itself); with it, they are in that language."""
    try:
        words = (action if isinstance(action, Action) else Action(action)).describe()
    except MalformedAction:
        words = game.describe(action)
    return words if lang is None else tr(words, lang)


def hidden_copy(game: Game, rng: random.Random, seat: int | None = None) -> Game:
    """A fast copy for look-ahead in which what ``seat`` cannot see is dealt afresh: the dice
    generator is re-seeded from ``rng``, and the draw pile together with the other seats'
    hands (when ``seat`` is given) is shuffled and dealt again in the same sizes. The pool is
    sorted first, so the copy depends only on what the seat knows, never on the hidden order.

    The game deals the copy itself (``game.determinized(seat, seed)``); the bot only gives the
    seed, from its own stream."""
    return game.determinized(seat, rng.getrandbits(64))
