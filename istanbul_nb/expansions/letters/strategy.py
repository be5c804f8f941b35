"""The Letters & Seals terms of the greedy evaluation (a ``StrategySlice``, counted in Letters
games only; ``weights_table(expansions=("letters",))``), read from public data only
(``player(i).seals``, ``.has_companion``, ``.companion``, ``pending()`` of an auction, the
rubies left):

- a seal is worth 1.5 points, like a good: a letter costs about what a good costs (the Embassy
  gives 2 letters for one action, a warehouse 2 to 5 goods), and most of its value sits in a
  progress term, as for lira and coffee. "society progress" (30, like "sultan progress") is the
  share of the Secret Society's 6 seals in hand while the Sultan's Palace or the Gemstone
  Dealer still has a ruby for it: 6 seals buy a ruby there as 12 lira do at the Gemstone
  Dealer. So a face-up letter is worth 1.5 + 5 = 6.5 points and delivering it (standing on its
  place with any piece) another 6.5: the bot walks its pieces to its letters;
- "extra turn" (5) is what the greedy search adds to a plan that ends in a double move (letters
  worth 3 seals discarded for another turn at once; the search stops where the turn ends, so
  without it the bot would only see the letters it loses). A turn is worth about 20 points
  (greedy bots take a ruby, 100 points, about every 5 turns of their own), but the seals pay
  more at the Secret Society: 6 of them are a ruby, while the evaluation counts them at only
  39 points on the way. Measured heads-up (greedy against greedy, Letters, 8 or 12 games,
  seats rotated): 20 lost 7 of 8 games to 15 and 7 of 8 to 10; 15 lost 9 of 12 to 10; 10 lost
  9 of 12 to 5; 5 and 0 (never a double move) won 6 each. At 5 the bot takes a double move
  only with letters to spare beyond the Society's 6 seals (3 face-up letters cost 4.5
  points there), and keeps the seals for a Society ruby otherwise;
- the companion (5) is a second piece that takes place actions without assistants and
  delivers letters, a little more than an assistant in the stack (3); on the board (+2) it can
  move this very turn (placing it is free, at the start of a turn);
- "auction" (1 per point) values an auction in progress as if it ended now: the highest bidder
  gets 2 bonus cards at the bonus-card points (3 each) and loses its bid; the seat holding the
  auction, outbid, gets the bid. So a bot bids the least it may while the bid is below 6 lira,
  less when lira are worth more to it (on the way to the Gemstone Dealer), and passes above.
  Kiosk tiles need no term of their own: a pick is the tile's use, and the search scores what
  it brings (goods, lira, letters, an extension) with the terms above.

The greedy search also searches fewer Letters options where the evaluation cannot tell them
apart (``cover``): one double move per number of seals, and at the Catacombs only the places
that matter to it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...bots.terms import STRATEGIES, PlanTerm, StrategySlice
from ...engine import Action
from ...engine.phases import AUCTION
from ...engine.position import Position
from ...i18n import _

#: The terms' names: the keys of their weights (``GreedyBot(weights={"seal": 2})``).
SEAL, SOCIETY, COMPANION = "seal", "society progress", "companion"  # i18n: not shown
ON_BOARD, AUCTION_TERM, EXTRA = "companion on the board", "auction", "extra turn"  # i18n: not shown

#: Points per unit of each Letters term: the position's terms in the order they are summed,
#: then "extra turn", which is no term of a position: the greedy search adds it to a plan that
#: ends in a double move (``greedy.GreedyBot``).
WEIGHTS: dict[str, float] = {
    SEAL: 1.5,
    SOCIETY: 30.0,
    COMPANION: 5.0,
    ON_BOARD: 2.0,
    AUCTION_TERM: 1.0,
    EXTRA: 5.0,
}

MEANING: dict[str, str] = {
    SEAL: _("each seal on the letters held (a face-up letter 1, a delivered one 2)"),
    SOCIETY: _("share of the Secret Society's 6 seals already in hand (0 to 1), while the "
               "Sultan's Palace or the Gemstone Dealer still has a ruby for it"),
    COMPANION: _("owning the companion (a second piece that acts without assistants)"),
    ON_BOARD: _("the companion stands on the board (it can move this turn)"),
    AUCTION_TERM: _("the auction in progress, as if it ended now: the highest bidder's 2 bonus "
                    "cards (at the bonus-card points) minus the bid; the bid for the seat "
                    "holding the auction when another leads (the winner pays it)"),
    EXTRA: _("a double move: the plan ends with another turn of one's own"),
}

#: A change of each term in a learner's words: (when it grows, when it shrinks).
PLAIN: dict[str, tuple[str, str]] = {
    SEAL: (_("gets you seals"), _("gives up seals")),
    SOCIETY: (_("brings you closer to a ruby at the Secret Society"),
              _("takes you further from a ruby at the Secret Society")),
    COMPANION: (_("gets you a companion"), _("gives up your companion")),
    ON_BOARD: (_("puts your companion to work on the board"),
               _("takes your companion off the board")),
    AUCTION_TERM: (_("keeps you in the auction"), _("leaves the auction")),
    EXTRA: (_("gives you another turn at once"), _("gives up another turn")),
}

#: The terms of a position ("extra turn" is the greedy search's, not a position's).
POSITION_TERMS: tuple[str, ...] = tuple(k for k in WEIGHTS if k != EXTRA)
#: The phase of an auction at the Auction House, and its data's keys (``game.pending()``:
#: ``bid``, the highest bid, 0 before the opening; ``leader``, who made it).
AUCTION_PHASE = AUCTION


def terms(pos: Position, seat: int, view: dict, w: Mapping[str, float],
          supply: dict[str, int]) -> tuple[float, ...]:
    """The Letters terms (``POSITION_TERMS``), from the seat's public view (``seals``,
    ``has_companion``, ``companion``), the rubies left and the auction's public data."""
    data = pos.rules.data["letters"]
    need = data["secret_society"]["seals"]
    seals = view["seals"]
    # the Secret Society pays the leftmost ruby of the Sultan's Palace or the Gemstone Dealer
    # (the Coffee House in the Great Bazaar, where the supply lists it)
    open_ = supply["sultan"] > 0 or supply["gemstone"] > 0 or supply.get("coffee_house", 0) > 0
    auction = 0.0
    if pos.phase == AUCTION_PHASE:
        d = pos.pending_data()
        bid, leader = d.get("bid", 0), d.get("leader")
        if bid:
            if leader == seat:
                cards = data["auction_house"]["cards"]
                auction = w["bonus card"] * cards - bid
            elif seat == pos.current:
                auction = float(bid)
    return (
        w.get(SEAL, WEIGHTS[SEAL]) * seals,
        w.get(SOCIETY, WEIGHTS[SOCIETY]) * min(seals, need) / need
        if open_ and need else 0.0,
        w.get(COMPANION, WEIGHTS[COMPANION]) if view["has_companion"] else 0.0,
        w.get(ON_BOARD, WEIGHTS[ON_BOARD])
        if view["companion"] is not None else 0.0,
        w.get(AUCTION_TERM, WEIGHTS[AUCTION_TERM]) * auction,
    )


def double_move(g: Any, seat: int, turn: int, mine: bool) -> bool:
    """The plan ends in another turn of the seat's own (a double move): the turn passed and
    it is the seat's again, the search having started in its own turn."""
    return mine and g.turn != turn and g.current == seat and not g.is_over


def _seals_named(words: list[str]) -> int:
    """The seals of the letters an action names (``9`` a face-up letter: 1, ``9d``: 2)."""
    return sum(2 if w.endswith("d") else 1 for w in words)


def cover(g: Any, acts: list[Action], seat: int) -> list[Action]:
    """Letters options, fewer, where the evaluation cannot tell them apart (so no value is
    lost and the choice, the first of the best, is the same):

    - ``double ...`` (a double move: the turn ends, the search stops there): the evaluation
      sees the letters only as their seals, so of the double moves discarding the same number
      of seals only the first is kept (one per total, 3 or 4 seals);
    - ``catacombs <good> <place>`` (the piece goes to any place): the evaluation sees where a
      piece stands only through the letters it delivers there and the family member at the
      Police Station, so for each good only the first place, the places of the seat's face-up
      letters and the Police Station are kept (from 24 places to a handful).

    Other actions are kept as they are."""
    if not any(a.text.startswith(("double ", "catacombs ")) for a in acts):
        return acts
    p = g.player(seat)
    useful = {x for x, done in p.letters if not done}
    useful.add(g.rules.data["base"]["police_station"]["value"])
    totals: set[int] = set()
    goods: set[str] = set()
    out = []
    for a in acts:
        words = a.text.split()
        if words[0] == "double":
            n = _seals_named(words[1:])
            if n in totals:
                continue
            totals.add(n)
        elif words[0] == "catacombs" and len(words) == 3 and words[2].isdecimal():
            if words[1] in goods and int(words[2]) not in useful:
                continue
            goods.add(words[1])
        out.append(a)
    return out


STRATEGIES.register(__name__, StrategySlice(
    weights=WEIGHTS, meaning=MEANING, plain=PLAIN, position_terms=POSITION_TERMS, terms=terms,
    plan_terms=(PlanTerm(EXTRA, double_move),), cover=cover, rank=20))
