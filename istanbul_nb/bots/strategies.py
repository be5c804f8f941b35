"""The kit's two game kinds in the bots' registry (``kinds.register``): the board game and
*Istanbul: Choose & Write*. Imported by ``istanbul_nb.bots``, so the registry is filled before
any bot plays; a third game registers its own ``Strategy`` the same way.
"""

from __future__ import annotations

from typing import Any

from ..engine.phases import MOVE
from . import choose_write as cwb
from .base import describe
from .greedy import Scored
from .kinds import Strategy, register
from .search_hooks import BOARD, CHOOSE_WRITE


def _board_scores(bot: Any, game: Any) -> list[Scored]:
    return bot.board_scores(game)


def _board_reason(bot: Any, game: Any, best: Scored, scored: list[Scored]) -> str:
    return bot.reason(game, best, scored)


def _board_playout(bot: Any, game: Any, action: Any, seat: int, seed: int) -> float:
    return bot.board_playout(game, action, seat, seed)


def _cw_scores(bot: Any, game: Any) -> list[Scored]:
    return [Scored(a, v, plan, end) for a, v, plan, end
            in cwb.scores(game, bot.rng, bot.cw_weights)]


def _cw_reason(bot: Any, game: Any, best: Scored, scored: list[Scored]) -> str:
    rows = [(s.action, s.value, s.plan, s.end) for s in scored]
    return cwb.reason(game, rows[scored.index(best)], rows, bot.cw_weights)


def _cw_playout(bot: Any, game: Any, action: Any, seat: int, seed: int) -> float:
    return cwb.playout(game, action, seat, seed, bot.horizon, bot.greedy.cw_weights)


def _cw_describe(game: Any, action: Any) -> str:
    return game.describe(str(action))


register(Strategy(kind="istanbul", scores=_board_scores, reason=_board_reason,
                  playout=_board_playout, playout_phases=(MOVE,), describe=describe, search=BOARD))
register(Strategy(kind="choose_write", scores=_cw_scores, reason=_cw_reason,
                  playout=_cw_playout, playout_phases=cwb.PLAYOUT_PHASES,
                  describe=_cw_describe, ruby_sources=cwb.ruby_sources, search=CHOOSE_WRITE))
