"""The end of the game: who won, and the tie-break.

Most rubies wins; between tied players the one with the most filled spaces not crossed out wins,
the goods on unplayed Goods cards included (2 per card, as the seed's example counts: 1 Goods
card, 3 lira, 6 goods and 1 bonus action make 12). Still tied: a shared victory.
"""

from __future__ import annotations

from .data import GOODS
from .state import Sheet, State


def tiebreak(sh: Sheet) -> int:
    """Filled spaces not crossed out (lira, goods, bonus actions) plus 2 per Goods card."""
    return sh.lira + sum(sh.goods(g) for g in GOODS) + sh.bonus + 2 * len(sh.goods_cards)


def rank_key(st: State, seat: int) -> tuple[int, int]:
    sh = st.sheets[seat]
    return (-sh.rubies, -tiebreak(sh))


def ranking(st: State) -> list[int]:
    """Seats best first (seats tied on both counts in seat order)."""
    return sorted(range(st.players), key=lambda s: (rank_key(st, s), s))


def winners(st: State) -> list[int]:
    r = ranking(st)
    return [s for s in r if rank_key(st, s) == rank_key(st, r[0])]


def ranks(st: State) -> list[int]:
    keys = [rank_key(st, s) for s in range(st.players)]
    return [1 + sum(k < keys[s] for k in keys) for s in range(st.players)]
