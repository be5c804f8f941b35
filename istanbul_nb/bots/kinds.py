"""How the kit's bots play each kind of game: one registered ``Strategy`` per ``game.kind``.

The bots and ``simulate`` are written against the game protocol
(``istanbul_nb.core.protocol``); what differs between games (the greedy search and its words,
the Monte-Carlo playout, the phases worth playouts, where rubies came from) is looked up here
by the game's ``kind`` instead of testing which game it is. A game of a third kind gets the
kit's greedy and Monte-Carlo bots by registering its own strategy (``register``); the two
strategies of the kit are registered by ``bots/strategies.py`` when ``istanbul_nb.bots`` is
imported.

Each entry takes the bot first, so a strategy can use the bot's settings (its weights, its
random stream, its horizon) without the bot knowing the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Strategy:
    """What the kit's bots need to play one kind of game.

    - ``scores(greedy, game)``: every legal action with its greedy score, as
      ``greedy.Scored`` values in the engine's order;
    - ``reason(greedy, game, best, scored)``: the words for greedy's choice;
    - ``playout(montecarlo, game, action, seat, seed)``: one playout's value for ``seat``
      after ``action``;
    - ``playout_phases``: where a Monte-Carlo bot spends its playouts by default;
    - ``describe(game, action)``: an action in plain words for a bot's explanation;
    - ``ruby_sources(game, seat)``: where ``seat``'s rubies came from, read off a finished
      game, or None when ``simulate`` must read them off the table after every action;
    - ``search``: what the search bot needs (``search_hooks.SearchHooks``), or None when
      the search bot cannot play this kind.
    """

    kind: str
    scores: Callable[[Any, Any], list[Any]]
    reason: Callable[[Any, Any, Any, list[Any]], str]
    playout: Callable[[Any, Any, Any, int, int], float]
    playout_phases: tuple[str, ...]
    describe: Callable[[Any, Any], str]
    ruby_sources: Callable[[Any, int], dict[str, int]] | None = None
    search: Any = None


_STRATEGIES: dict[str, Strategy] = {}


def register(strategy: Strategy) -> None:
    """Make the kit's bots able to play games whose ``kind`` is ``strategy.kind``."""
    if not isinstance(strategy, Strategy):
        raise TypeError(f"register a bots.kinds.Strategy, not {type(strategy).__name__}")
    _STRATEGIES[strategy.kind] = strategy


def registered() -> list[str]:
    """The game kinds the kit's bots can play, sorted."""
    return sorted(_STRATEGIES)


def strategy_for(game: Any) -> Strategy:
    """The registered strategy of ``game``'s kind; ValueError naming the kinds there are."""
    kind = getattr(game, "kind", None)
    hit = _STRATEGIES.get(kind) if isinstance(kind, str) else None
    if hit is None:
        raise ValueError(f"the kit's bots cannot play a game of kind {kind!r}: register a "
                         f"bots.kinds.Strategy for it (registered: {', '.join(registered())})")
    return hit
