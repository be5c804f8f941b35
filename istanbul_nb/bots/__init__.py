"""Bots that play Istanbul, and the simulation lab that lets them play thousands of games.

Plain Python only (no Jupyter, widgets or plotting), like the engine they play on.

- ``RandomBot(seed=1)``: uniform among the legal actions (``eager=True``: never ends early).
- ``GreedyBot(seed=1)``: the best complete turn under a documented evaluation
  (``evaluation.WEIGHTS``, ``weights_table()``).
- ``MonteCarloBot(playouts=..., seconds=None, seed=1)``: playouts after each candidate.
- ``SearchBot(seed=1, think_time=0.5)``: sequential halving over greedy's best candidates
  with paired playouts on determinised deals (``root="tree"``: information-set Monte-Carlo
  tree search with a greedy prior; ``bots/search.py``); ``analyse(game)`` scores every legal
  action.
- ``simulate(bots, n_games, ...) -> Results``: many games, a table, win rates, ruby sources;
  ``executor=`` any ``concurrent.futures.Executor`` (a process pool, a Dask cluster's
  ``client.get_executor()``) plays them elsewhere with the identical table;
  ``expansions=("mocha",)`` plays Mocha & Baksheesh games (on ``default_layout``).
- ``arena(bots, games=..., players=2, executor=...) -> ArenaResult``: a round robin with seats
  rotated and fixed seeds; a leaderboard with Wilson intervals and a Bradley-Terry rating, in
  which a bot that raises, runs out of time or plays an illegal action loses that game.

All of them play Mocha & Baksheesh through the same protocol: random bots by its legal
actions, greedy with the evaluation's Mocha terms (``evaluation.MOCHA_WEIGHTS``: coffee, the
way to a Coffee House ruby, guild cards, Tavern tiles, the barrier control), Monte Carlo on
``determinized`` copies that deal the hidden guild cards afresh.

And Letters & Seals (``expansions=("letters",)``, with Mocha too on the Great Bazaar board):
every bot answers for ``game.to_act``, so Kiosk picks and auction bids in another seat's turn
are that seat's bot's; greedy counts seals, the way to a Secret Society ruby, the companion and
an auction in progress (``evaluation.LETTERS_WEIGHTS``) and takes a double move only with seals
to spare; look-ahead copies deal the letter pile, the Kiosk pile and the other seats' cards
afresh, so no bot sees them.

And Istanbul: Choose & Write (``istanbul_nb.choose_write``), a game of its own on the same
protocol: random bots by its legal actions; greedy and Monte Carlo with the evaluation of a Game
Plan in ``bots/choose_write.py`` (rubies first, then the lira sections' and goods rows' Bonus
Ruby progress, the palace letters' goods, improvements, cards; ``choose_write.WEIGHTS``), each
on a private deal of the hidden cards; ``simulate(bots, n, game="choose_write")`` tabulates
the games with their length and the sheet's ruby sources.
"""

from . import strategies  # noqa: F401  (fills the bots' registry of game kinds: bots/kinds.py)
from .arena import ArenaResult, arena
from .base import Bot, SeededBot, hidden_copy
from .evaluation import WEIGHTS, breakdown, evaluate, make_weights, weights_table
from .greedy import GreedyBot
from .montecarlo import MonteCarloBot
from .random_bot import RandomBot
from .search import Analysis, SearchBot
from .simulate import (
    SOURCES,
    Played,
    Results,
    default_layout,
    derive_seed,
    play_game,
    simulate,
    wilson,
)

__all__ = [
    "Analysis", "ArenaResult", "Bot", "GreedyBot", "MonteCarloBot", "Played", "RandomBot",
    "Results", "SOURCES", "SearchBot", "SeededBot", "WEIGHTS", "arena", "breakdown",
    "default_layout", "derive_seed", "evaluate", "hidden_copy", "make_weights", "play_game",
    "simulate", "weights_table", "wilson",
]
