"""The greedy evaluation: how good a position is for one seat, as one number of points.

Rubies decide the game, so a ruby is worth far more than anything else; everything below a ruby
is *progress towards the next one*, so a bot that cannot take a ruby this turn still walks
towards one. The weights are a small, readable table (``WEIGHTS``, ``weights_table()``) that a
notebook can show and a learner can argue with; they were tuned by playing bots against each
other, not derived. Example: with 10 points per cart extension the greedy bot never built its
cart (buying one cost more in lira and Gemstone progress than it gained); at 25 points it won
34 of 40 heads-up games and 19 of 60 four-player games (fair share 15) against the 10-point bot.
``make_weights`` / ``GreedyBot(weights=...)`` let a class run such experiments itself.

The evaluation reads only what every player can see on the table (no hidden cards of others, no
future dice), so it is fair to use inside a look-ahead.

**Mocha & Baksheesh** adds terms of its own (``MOCHA_WEIGHTS``; in a Mocha game only, so the
base game's numbers and speed are untouched; ``weights_table(expansions=("mocha",))`` shows
them). What a coffee is worth comes from what it buys and what it costs:

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

**Letters & Seals** adds ``LETTERS_WEIGHTS`` (in Letters games only; ``weights_table(
expansions=("letters",))``), read from public data only (``player(i).seals``,
``.has_companion``, ``.companion``, ``pending()`` of an auction, the rubies left):

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
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.phases import AUCTION
from ..engine.position import GOODS, Position

_JEWELRY = GOODS.index("jewelry")

#: Points per unit of each term (see ``breakdown`` for how each term is measured).
WEIGHTS: dict[str, float] = {
    "ruby": 100.0,
    "sultan progress": 30.0,
    "gemstone progress": 25.0,
    "mosque tile": 18.0,
    "cart extension": 25.0,
    "lira": 1.0,
    "good": 1.5,
    "jewelry": 2.5,
    "bonus card": 3.0,
    "assistant in stack": 3.0,
    "family at the Police Station": 2.0,
    "wasted turn": -8.0,
}

#: What each term measures, in a learner's words (for ``weights_table``).
MEANING: dict[str, str] = {
    "ruby": "each ruby held: the goal of the game",
    "sultan progress": "share of the Sultan's next demand already in the cart (0 to 1)",
    "gemstone progress": "share of the Gemstone Dealer's price already in the purse (0 to 1)",
    "mosque tile": "each mosque tile held (its ability, and half of a mosque ruby)",
    "cart extension": "each Wainwright extension (room for goods; the third brings a ruby)",
    "lira": "each lira",
    "good": "each fabric, spice or fruit in the cart",
    "jewelry": "each jewelry in the cart (the scarce good)",
    "bonus card": "each bonus card in hand",
    "assistant in stack": "each assistant still under the merchant (a future action)",
    "family at the Police Station": "the family member is ready for a Police Station action",
    "wasted turn": "the turn ended without any place action",
}


#: The Mocha & Baksheesh terms (module doc: why a coffee is worth what it is), counted in Mocha
#: games only.
MOCHA_WEIGHTS: dict[str, float] = {
    "coffee": 1.5,
    "coffee house progress": 25.0,
    "guild card": 4.0,
    "tavern tile": 6.0,
    "barrier control": 3.0,
}

MEANING.update({
    "coffee": "each coffee (about what a good is worth; it buys rubies through the next term)",
    "coffee house progress": "share of the Coffee House's price (6 to 10 coffee) already in "
                             "hand (0 to 1)",
    "guild card": "each guild card in hand (a place action from afar)",
    "tavern tile": "each Tavern tile held (long move, free encounters: a lasting advantage)",
    "barrier control": "holding the barrier-control tile (you alone cross the barrier)",
})

#: The Letters & Seals terms (module doc: why a seal, the companion and an extra turn are
#: worth what they are), counted in Letters games only. "extra turn" is no term of a position:
#: the greedy search adds it to a plan that ends in a double move (``greedy.GreedyBot``).
LETTERS_WEIGHTS: dict[str, float] = {
    "seal": 1.5,
    "society progress": 30.0,
    "companion": 5.0,
    "companion on the board": 2.0,
    "auction": 1.0,
    "extra turn": 5.0,
}

MEANING.update({
    "seal": "each seal on the letters held (a face-up letter 1, a delivered one 2)",
    "society progress": "share of the Secret Society's 6 seals already in hand (0 to 1), while "
                        "the Sultan's Palace or the Gemstone Dealer still has a ruby for it",
    "companion": "owning the companion (a second piece that acts without assistants)",
    "companion on the board": "the companion stands on the board (it can move this turn)",
    "auction": "the auction in progress, as if it ended now: the highest bidder's 2 bonus "
               "cards (at the bonus-card points) minus the bid; the bid for the seat holding "
               "the auction when another leads (the winner pays it)",
    "extra turn": "a double move: the plan ends with another turn of one's own",
})

#: Each expansion's own terms (counted only in games with that expansion).
EXPANSION_WEIGHTS: dict[str, dict[str, float]] = {"mocha": MOCHA_WEIGHTS,
                                                  "letters": LETTERS_WEIGHTS}


def weights_table(weights: dict[str, float] | None = None,
                  expansions: tuple[str, ...] = ()) -> list[dict]:
    """The evaluation as rows (term, points, meaning), for a notebook table; with
    ``expansions`` (``("mocha",)``) their terms follow."""
    w = make_weights(weights)
    terms = list(WEIGHTS) + [k for e in expansions for k in EXPANSION_WEIGHTS.get(e, {})]
    return [{"term": k, "points": points(w, k), "meaning": MEANING[k]} for k in terms]


def points(w: dict[str, float], term: str) -> float:
    """A term's points: from ``w`` when it has the term, else an expansion's default."""
    hit = w.get(term)
    if hit is not None:
        return hit
    for table in EXPANSION_WEIGHTS.values():
        if term in table:
            return table[term]
    raise KeyError(term)


def make_weights(changes: dict[str, float] | None = None) -> dict[str, float]:
    """``WEIGHTS`` with some terms changed (``{"cart extension": 25}``), checked, so a class can
    build its own greedy bot: ``GreedyBot(weights={...})``. An expansion's term may be changed
    too (``{"coffee": 2}``); the others keep their defaults (``MOCHA_WEIGHTS``)."""
    w = dict(WEIGHTS)
    known = list(WEIGHTS) + [k for t in EXPANSION_WEIGHTS.values() for k in t]
    for k, v in (changes or {}).items():
        if k not in known:
            raise ValueError(f"{k!r} is no term of the evaluation; terms: {', '.join(known)}")
        if isinstance(v, bool) or not isinstance(v, int | float):
            raise ValueError(f"the points for {k!r} must be a number, not {v!r}")
        w[k] = float(v)
    return w


def _sultan_share(goods: Sequence[int], need: tuple[list[int], int] | None) -> float:
    if need is None:
        return 0.0
    fixed, anys = need
    covered = spare = 0
    for h, f in zip(goods, fixed, strict=True):
        if h > f:
            covered += f
            spare += h - f
        else:
            covered += h
    return (covered + min(anys, spare)) / (sum(fixed) + anys)


#: The terms in the order ``evaluate`` adds them up (kept so that its sums stay bit for bit
#: what they were: the bots' tie-breaks depend on them).
_SUM_ORDER: tuple[str, ...] = ("ruby", "lira", "good", "jewelry", "bonus card",
                               "assistant in stack", "mosque tile", "cart extension",
                               "family at the Police Station", "gemstone progress",
                               "sultan progress")


#: The Mocha terms, added after ``_SUM_ORDER``'s in a Mocha game.
_MOCHA_ORDER: tuple[str, ...] = tuple(MOCHA_WEIGHTS)


def _mocha_table(pos: Position, supply: dict[str, int]) -> tuple[int, int, int | None]:
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


def _mocha_terms(pos: Position, seat: int, view: dict, w: dict[str, float],
                 supply: dict[str, int]) -> tuple[float, ...]:
    """The Mocha terms (``_MOCHA_ORDER``), read from the seat's public view and the table."""
    coffee = view.get("coffee", 0)
    left, price, control = _mocha_table(pos, supply)
    return (
        points(w, "coffee") * coffee,
        points(w, "coffee house progress") * min(coffee, price) / price
        if left > 0 and price > 0 else 0.0,
        points(w, "guild card") * len(view.get("guild_cards", ())),
        points(w, "tavern tile") * len(view.get("tavern_tiles", ())),
        points(w, "barrier control") if control == seat else 0.0,
    )


#: The Letters terms of a position, added after the others in a Letters game ("extra turn" is
#: the greedy search's, not a position's).
_LETTERS_ORDER: tuple[str, ...] = tuple(k for k in LETTERS_WEIGHTS if k != "extra turn")
#: The phase of an auction at the Auction House, and its data's keys (``game.pending()``:
#: ``bid``, the highest bid, 0 before the opening; ``leader``, who made it).
AUCTION_PHASE = AUCTION


def _letters_terms(pos: Position, seat: int, view: dict, w: dict[str, float],
                   supply: dict[str, int]) -> tuple[float, ...]:
    """The Letters terms (``_LETTERS_ORDER``), from the seat's public view (``seals``,
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
                auction = points(w, "bonus card") * cards - bid
            elif seat == pos.current:
                auction = float(bid)
    return (
        points(w, "seal") * seals,
        points(w, "society progress") * min(seals, need) / need if open_ and need else 0.0,
        points(w, "companion") if view["has_companion"] else 0.0,
        points(w, "companion on the board") if view["companion"] is not None else 0.0,
        points(w, "auction") * auction,
    )


def _order(game) -> tuple[str, ...]:
    exps = game.rules.expansions
    out = _SUM_ORDER + _MOCHA_ORDER if "mocha" in exps else _SUM_ORDER
    return out + _LETTERS_ORDER if "letters" in exps else out


def position_terms(pos: Position, seat: int, w: dict[str, float]) -> tuple[float, ...]:
    """The one formula of the evaluation: each term's points, in ``_order`` (the base game's
    ``_SUM_ORDER``, then in a Mocha game ``_MOCHA_ORDER``, in a Letters game
    ``_LETTERS_ORDER``), for a position (``Game.position()``, a look-ahead's ``Scratch``).

    It reads only what every player sees (the seat's pieces and purse, the rubies left, the
    Sultan's next demand, the Gemstone Dealer's price, the parts' public view), straight from
    the position: a playout evaluates tens of thousands of positions and builds no
    ``PlayerView`` or table picture for them (``Game.player``, ``Game.pieces`` read the same
    fields)."""
    p = pos.seat(seat)
    rules = pos.rules
    sultan_left, gem_left = pos.sultan_left, pos.gem_left
    need, price, police = pos.demands()
    goods = p.goods
    jewelry = goods[_JEWELRY]
    lira = p.lira
    base: tuple[float, ...] = (
        w["ruby"] * p.rubies,
        w["lira"] * lira,
        w["good"] * (sum(goods) - jewelry),
        w["jewelry"] * jewelry,
        w["bonus card"] * len(p.cards),
        w["assistant in stack"] * p.stack,
        w["mosque tile"] * len(p.tiles),
        w["cart extension"] * p.extensions,
        w["family at the Police Station"] if p.family == police else 0.0,
        w["gemstone progress"] * min(lira, price) / price if gem_left > 0 and price else 0.0,
        w["sultan progress"] * _sultan_share(goods, need) if sultan_left > 0 else 0.0,
    )
    exps = rules.expansions
    if exps:
        view = pos.part_view(seat)
        supply = pos.ruby_supply()
        if "mocha" in exps:
            base += _mocha_terms(pos, seat, view, w, supply)
        if "letters" in exps:
            base += _letters_terms(pos, seat, view, w, supply)
    return base


def _terms(game, seat: int, w: dict[str, float]) -> tuple[float, ...]:
    """``position_terms`` of a game's position."""
    if not isinstance(seat, int) or not 0 <= seat < game.players:
        game.player(seat)           # the public view's refusal of a seat that does not play
    return position_terms(game.position(), seat, w)


def breakdown(game, seat: int, weights: dict[str, float] = WEIGHTS) -> dict[str, float]:
    """Each term's points for ``seat`` now (the terms of ``WEIGHTS`` but the wasted turn, then
    an expansion's: Mocha's ``MOCHA_WEIGHTS``, Letters' ``LETTERS_WEIGHTS`` but the extra
    turn)."""
    terms = dict(zip(_order(game), _terms(game, seat, weights), strict=True))
    return {k: terms[k] for k in (*WEIGHTS, *_MOCHA_ORDER, *_LETTERS_ORDER) if k in terms}


def evaluate(game, seat: int, weights: dict[str, float] = WEIGHTS) -> float:
    """The sum of ``breakdown``'s terms: the number the greedy bot maximises."""
    if type(seat) is not int or not 0 <= seat < game.players:
        game.player(seat)           # the public view's refusal of a seat that does not play
    return evaluate_position(game.position(), seat, weights)


def evaluate_position(pos: Position, seat: int, weights: dict[str, float] = WEIGHTS) -> float:
    """``evaluate`` for a position: what a playout asks about a scratch position
    (``bots.playout``) without a ``Game`` around it."""
    v = 0.0
    for t in position_terms(pos, seat, weights):
        v += t
    return v
