"""Paying goods: from the sheet's filled goods and from Goods cards.

A Goods card shows two goods usable as payment only; when only one of them is needed the other
is lost (seed). A payment names the goods to pay and the Goods cards used; the cards' goods are
used first and the sheet pays the rest. Only card sets in which every card helps are offered
(a card that would pay nothing is not "used"), and cards with the same two goods are
interchangeable, so each distinct choice appears once (the lowest card ids).
"""

from __future__ import annotations

from collections import Counter
from functools import cache, lru_cache
from itertools import combinations, combinations_with_replacement

from .data import GOODS, card
from .state import Sheet


def letter_cost(palace: dict[str, list[str]], letter: str) -> list[str]:
    """The goods a letter asks now: all goods of its top Ruby card and the first (visible) good
    of each card tucked under it."""
    return list(_cost(tuple(palace[letter])))


@cache
def _cost(cards: tuple[str, ...]) -> tuple[str, ...]:
    if not cards:
        return ()
    cost = list(card(cards[0])["goods"])
    cost += [card(c)["goods"][0] for c in cards[1:]]
    return tuple(sorted(cost, key=GOODS.index))


def _covered(cost: Counter, cards: tuple[str, ...]) -> Counter:
    have: Counter = Counter()
    for c in cards:
        have.update(card(c)["goods"])
    return cost & have


def payments(sheet: Sheet, cost: list[str]) -> list[tuple[str, ...]]:
    """Every distinct set of Goods cards (ids, sorted) with which ``sheet`` can pay ``cost``."""
    if not can_pay(sheet, cost):
        return []
    if not sheet.goods_cards:                # the common case: the sheet alone
        return [()]
    # Left out of the work and of the cache's key, since no offered payment can use them: a
    # card with none of the cost's goods, and beyond the first (lowest) m cards showing the
    # same goods, where m is the most the cost asks of either good (with more such cards one
    # of them would pay nothing). The sheet's goods matter only up to what the cost asks.
    hand: list[str] = []
    kept: dict[tuple[str, ...], int] = {}
    for c in sorted(sheet.goods_cards):
        pair = tuple(card(c)["goods"])
        most = max(cost.count(g) for g in pair)
        if kept.get(pair, 0) < most:
            kept[pair] = kept.get(pair, 0) + 1
            hand.append(c)
    return list(_payments(tuple(hand), tuple(cost),
                          tuple(min(sheet.goods(g), cost.count(g)) for g in GOODS)))


@lru_cache(maxsize=4096)
def _payments(hand: tuple[str, ...], cost: tuple[str, ...],
              goods: tuple[int, ...]) -> tuple[tuple[str, ...], ...]:
    """``payments`` for a hand of Goods cards (sorted ids), a cost and the sheet's goods (in
    ``GOODS`` order): the answer depends on nothing else, and the same hands meet the same
    costs again and again, so it is worked out once (bounded cache)."""
    # goods as counts in GOODS order: what a set of cards covers is the smaller of the cost's
    # and the cards' count of each good (the multiset intersection)
    need = tuple(cost.count(g) for g in GOODS)
    of = {c: tuple(card(c)["goods"]) for c in hand}
    vec = {c: tuple(of[c].count(g) for g in GOODS) for c in hand}

    def covered(cards: tuple[str, ...]) -> tuple[int, ...]:
        return tuple(min(n, sum(vec[c][i] for c in cards)) for i, n in enumerate(need))

    out: list[tuple[str, ...]] = []
    seen: set[tuple] = set()
    for k in range(0, min(len(hand), len(cost)) + 1):
        for combo in combinations(hand, k):
            key = tuple(sorted(of[c] for c in combo))
            if key in seen:
                continue
            seen.add(key)
            got = covered(combo)
            if any(covered(combo[:i] + combo[i + 1:]) == got for i in range(k)):
                continue
            if all(n - c <= h for n, c, h in zip(need, got, goods, strict=True)):
                out.append(combo)
    return tuple(out)


def can_pay(sheet: Sheet, cost: list[str]) -> bool:
    """Whether ``cost`` can be paid: it fits in the sheet's goods and all its cards' goods
    (using every card pays the most; a payment without the useless cards then exists)."""
    filled, crossed = sheet.goods_filled, sheet.goods_crossed
    if not sheet.goods_cards:                # the common case: the sheet alone
        return all(cost.count(g) <= filled[g] - crossed[g] for g in set(cost))
    have = {g: filled[g] - crossed[g] for g in GOODS}
    for c in sheet.goods_cards:
        for g in card(c)["goods"]:
            have[g] += 1
    for g in cost:
        have[g] -= 1
        if have[g] < 0:
            return False
    return True


def pay(sheet: Sheet, cost: list[str], cards: tuple[str, ...] | list[str]) -> tuple[Counter, list]:
    """Pay ``cost`` with ``cards`` and the sheet; returns (sheet goods crossed, cards used)."""
    need = Counter(cost)
    rest = need - _covered(need, tuple(cards))
    for g, n in rest.items():
        sheet.goods_crossed[g] += n
    for c in cards:
        sheet.goods_cards.remove(c)
    sheet.goods_cards_played += len(cards)
    return rest, list(cards)


def pool(sheet: Sheet) -> Counter:
    """Every good the sheet could pay with: its goods and the goods on its Goods cards."""
    have: Counter = Counter({g: sheet.goods(g) for g in GOODS})
    for c in sheet.goods_cards:
        have.update(card(c)["goods"])
    return have


def choice_costs(sheet: Sheet, n: int) -> list[list[str]]:
    """The goods multisets of size ``n`` that the sheet (with its cards) could pay."""
    have = pool(sheet)
    out = []
    for combo in combinations_with_replacement(GOODS, n):
        if not Counter(combo) - have:
            out.append(list(combo))
    return out


def distinct_cards(cards: list[str]) -> list[str]:
    """One card of each pair of goods (the lowest id), sorted."""
    seen: dict[tuple, str] = {}
    for c in sorted(cards):
        seen.setdefault(tuple(card(c)["goods"]), c)
    return sorted(seen.values())
