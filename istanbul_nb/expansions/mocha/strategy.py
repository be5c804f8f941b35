"""The Mocha & Baksheesh terms of the greedy evaluation (a ``StrategySlice``, counted in Mocha
games only, so the base game's numbers and speed are untouched; ``weights_table(expansions=
("mocha",))`` shows them). What a coffee is worth comes from what it buys and what it costs:

- it buys rubies at the Coffee House for 6, 7, 8, 9, then 10 coffee (and a Baksheesh ruby for
  4 coffee and 3 goods); the Gemstone Dealer sells his first ruby for 12 lira and then dearer.
  A ruby costs about half as many coffee as lira, so on the way to a ruby a coffee does about
  what 2 lira do. As for lira, the value sits mostly in a *progress* term: "coffee house
  progress" (25 points, like "gemstone progress") is the share of the Coffee House's price
  already in hand, about 4 points a coffee at the price of 6 (2 a lira at the Dealer's 12);
- it costs 1 lira at the Roasting Plant (2 coffee for 2 lira, 1 good or 1 card) and 2 lira
  at the Coffee Trader; so a coffee on its own is worth 1.5 points, like a good: roasting
  pays (a lira of 1 point becomes 1.5 + progress), the Coffee Trader only on the way to a ruby.

A guild card in hand (4 points) is a place action from afar, a little more than a bonus card
(3); a Tavern tile (6) a lasting advantage; holding the barrier-control tile (3) lets you, and
nobody else, cross the barrier. These were set by reasoning, not tuned: modest, so that rubies
and the base game's progress still lead. Measured, heads-up on mocha-first-game (24 games
each, seed 11): against a greedy bot blind to these terms the default won 13 (54%, within the
luck of 24 games), taking 37 Coffee House rubies to the blind bot's none; "coffee house
progress" 40 also won 13, "coffee" 2.5 won 10. Change them through
``GreedyBot(weights={"coffee": 2})`` as for every term.

The greedy search counts a guild card's play as the turn's place action (``TURN_CARDS``: it
does a place's action from afar instead of the turn, so it is no wasted turn), and both it and
the Monte-Carlo playout policy search fewer of the Tavern's barrier options (``barrier_cover``).
"""

from __future__ import annotations

from collections.abc import Mapping

from ...bots.terms import STRATEGIES, StrategySlice
from ...engine import Action
from ...engine.phases import ACTION
from ...engine.position import Position
from ...i18n import _

#: The terms' names: the keys of their weights (``GreedyBot(weights={"guild card": 6})``).
COFFEE, HOUSE = "coffee", "coffee house progress"  # i18n: not shown
GUILD, TAVERN, CONTROL = "guild card", "tavern tile", "barrier control"  # i18n: not shown

#: Points per unit of each Mocha term, in the order they are summed.
WEIGHTS: dict[str, float] = {COFFEE: 1.5, HOUSE: 25.0, GUILD: 4.0, TAVERN: 6.0, CONTROL: 3.0}

MEANING: dict[str, str] = {
    COFFEE: _("each coffee (about what a good is worth; it buys rubies through the next term)"),
    HOUSE: _("share of the Coffee House's price (6 to 10 coffee) already in hand (0 to 1)"),
    GUILD: _("each guild card in hand (a place action from afar)"),
    TAVERN: _("each Tavern tile held (long move, free encounters: a lasting advantage)"),
    CONTROL: _("holding the barrier-control tile (you alone cross the barrier)"),
}

#: A change of each term in a learner's words: (when it grows, when it shrinks).
PLAIN: dict[str, tuple[str, str]] = {
    COFFEE: (_("gets you coffee"), _("spends coffee")),
    HOUSE: (_("brings you closer to a ruby at the Coffee House"),
            _("takes you further from a ruby at the Coffee House")),
    GUILD: (_("gets you a guild card"), _("uses a guild card")),
    TAVERN: (_("gets you a Tavern tile"), _("gives up a Tavern tile")),
    CONTROL: (_("gets you the barrier-control tile"), _("gives up the barrier-control tile")),
}


def _table(pos: Position, supply: dict[str, int]) -> tuple[int, int, int | None]:
    """What the table shows of Mocha: the Coffee House's rubies left, its price (the highest
    uncovered number: ``highest_price + 1 - left``) and the holder of the barrier-control tile
    (None), read from the parts' pieces only once the barrier is out (before that nobody
    holds the tile)."""
    house = pos.rules.data["mocha"]["coffee_house"]
    left = supply.get("coffee_house")
    control = None
    if left is None or pos.barrier_out:
        for piece in pos.part_pieces():
            kind = piece["kind"]
            if kind == "coffee-house-rubies" and left is None:
                left = int(piece["label"])
            elif kind == "barrier-control" and control is None:
                control = piece["seat"]
    left = left or 0
    return left, house["highest_price"] + 1 - left, control


def terms(pos: Position, seat: int, view: dict, w: Mapping[str, float],
          supply: dict[str, int]) -> tuple[float, ...]:
    """The Mocha terms (``WEIGHTS``' order), read from the seat's public view and the table."""
    coffee = view.get("coffee", 0)
    left, price, control = _table(pos, supply)
    return (
        w.get(COFFEE, WEIGHTS[COFFEE]) * coffee,
        w.get(HOUSE, WEIGHTS[HOUSE]) * min(coffee, price)
        / price if left > 0 and price > 0 else 0.0,
        w.get(GUILD, WEIGHTS[GUILD]) * len(view.get("guild_cards", ())),
        w.get(TAVERN, WEIGHTS[TAVERN]) * len(view.get("tavern_tiles", ())),
        w.get(CONTROL, WEIGHTS[CONTROL]) if control == seat else 0.0,
    )


#: Cards whose play *is* the turn's action (the guild cards: a place's action from afar
#: instead of the whole turn), so such a turn is no wasted turn.
TURN_CARDS: tuple[str, ...] = ("guild",)


#: Where the Tavern's barrier options are offered: its place action, and guild card 19's.
BARRIER_PHASES = (ACTION, "guild-action")


def barrier_cover(acts: list[Action]) -> list[Action]:
    """The Tavern's barrier options, fewer: ``barrier a b`` is kept only when it reaches a place
    (``a`` or ``b``, whose action follows) that no barrier option before it reaches. The
    evaluation does not look at where the barrier lies, so every place's action is still
    searched once and no value is lost; the search under the Tavern shrinks from every border
    of the board (31 on a 5x4 board) to about 10. Other actions are kept as they are."""
    seen: set[str] = set()
    out = []
    for a in acts:
        if a.text.startswith("barrier "):
            ends = a.text.split()[1:]
            if seen.issuperset(ends):
                continue
            seen.update(ends)
        out.append(a)
    return out


def phase_cover(phase: str, acts: list[Action]) -> list[Action]:
    """``barrier_cover`` where the barrier options are offered (``BARRIER_PHASES``)."""
    return barrier_cover(acts) if phase in BARRIER_PHASES else acts


STRATEGIES.register(__name__, StrategySlice(
    weights=WEIGHTS, meaning=MEANING, plain=PLAIN, position_terms=tuple(WEIGHTS), terms=terms,
    phase_cover=phase_cover, turn_cards=TURN_CARDS, rank=10))
