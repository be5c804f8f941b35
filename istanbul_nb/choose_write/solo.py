"""The solo game's 14 challenges (seed), each a condition on the finished sheet, and the column
(10, 11 or 12 total rubies) a met challenge is checked off in.

All values are minimums except No. 1 (at most 3 improvements); "0 Guild cards" (No. 5) and
"0 Goods cards" (No. 12) mean none at all. Crossed-off lira and goods count (seed), so the
conditions read the spaces *filled*. Rulings where the seed is silent: "Goods cards played"
counts every Goods card used to pay or discarded; No. 14 "5 Rubies gained using only 1 Sultan's
Palace letter" means at least 5 rubies taken at one and the same letter; "a type of Goods
column completely filled in" means all 12 spaces of that column filled.

Why the reconstructed sheet has one action icon per place on the 1-3 side (a lead's decision,
``data/choose_write.json``, ``plans.*.provenance.icons``): a solo game lasts 17-20 turns (200
random games) and the solo player crosses at most one action icon per turn (following the
discarded card), so with CHOOSE_WRITE.md's 3 icons per place (54 on the 1-3 side) challenges 9
and 10 ("All Location Actions crossed out") could never be met. With one icon per place (the
bold second icons at 3, 7, 8 and 12 crossed at set-up, seed step 9) a solo player must cross
18 icons, one per place: hard, as the seed's difficulty key suggests, but possible
(tests/choose_write/test_cw_solo.py plays one such game).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..i18n import _
from .data import GOODS, LETTERS
from .plan import Plan
from .state import Sheet

COLUMNS: tuple[int, ...] = (10, 11, 12)


def _full_columns(sh: Sheet, p: Plan) -> int:
    return sum(sh.goods_filled[g] >= p.goods_columns[g] for g in GOODS)


def _all_icons(sh: Sheet, p: Plan) -> bool:
    return all(sh.icons_crossed[x] >= p.icons[x] for x in p.places)


def _palace(sh: Sheet) -> int:
    return sum(sh.ruby_sources[x] for x in LETTERS)


Check = Callable[[Sheet, Plan], bool]

CHALLENGES: dict[int, tuple[str, Check]] = {
    1: (_("3 Improvement check marks at most"),
        lambda s, p: sum(s.improvements.values()) <= 3),
    2: (_("35 Lira"), lambda s, p: s.lira_filled >= 35),
    3: (_("35 Lira + 1 type of Goods column completely filled in"),
        lambda s, p: s.lira_filled >= 35 and _full_columns(s, p) >= 1),
    4: (_("35 Lira + 2 Bonus Rubies for the 4 Goods columns"),
        lambda s, p: s.lira_filled >= 35 and len(s.goods_bonus) >= 2),
    5: (_("35 Lira + 0 Guild cards played"),
        lambda s, p: s.lira_filled >= 35 and s.guild_played == 0),
    6: (_("2 types of Goods columns completely filled in"), lambda s, p: _full_columns(s, p) >= 2),
    7: (_("3 Bonus Rubies for the 4 Goods columns"), lambda s, p: len(s.goods_bonus) >= 3),
    8: (_("3 Bonus Rubies for the 4 Goods columns + 1 type of Goods column completely filled in"),
        lambda s, p: len(s.goods_bonus) >= 3 and _full_columns(s, p) >= 1),
    9: (_("All Location Actions crossed out"), lambda s, p: _all_icons(s, p)),
    10: (_("All Location Actions crossed out + 1 type of Goods column completely filled in"),
         lambda s, p: _all_icons(s, p) and _full_columns(s, p) >= 1),
    11: (_("4 Guild cards played + 1 Bonus Ruby for the 4 Goods columns"),
         lambda s, p: s.guild_played >= 4 and len(s.goods_bonus) >= 1),
    12: (_("0 Goods cards played"), lambda s, p: s.goods_cards_played == 0),
    13: (_("8 Rubies gained from any Sultan's Palace A, B, C, and/or D"),
         lambda s, p: _palace(s) >= 8),
    14: (_("5 Rubies gained using only 1 Sultan's Palace letter + 20 Lira"),
         lambda s, p: max(s.ruby_sources[x] for x in LETTERS) >= 5 and s.lira_filled >= 20),
}


@dataclass(frozen=True)
class ChallengeResult:
    """A challenge's outcome: whether its condition holds and the column it is checked off in
    (the highest of 10, 11, 12 that the total rubies reach; None below 10)."""

    number: int
    text: str
    condition: bool
    rubies: int
    column: int | None

    @property
    def met(self) -> bool:
        return self.condition and self.column is not None


def check_challenge(number: int, sh: Sheet, p: Plan) -> ChallengeResult:
    text, test = CHALLENGES[number]
    column = max((c for c in COLUMNS if sh.rubies >= c), default=None)
    return ChallengeResult(number, text, bool(test(sh, p)), sh.rubies, column)


def met_rows(sh: Sheet, p: Plan) -> list[int]:
    """Every challenge whose condition the sheet meets (the seed's example: rows 7 and 9)."""
    return [n for n, (_, test) in CHALLENGES.items() if test(sh, p)]
