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
"""

from __future__ import annotations

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


def weights_table(weights: dict[str, float] | None = None) -> list[dict]:
    """The evaluation as rows (term, points, meaning), for a notebook table."""
    w = make_weights(weights)
    return [{"term": k, "points": v, "meaning": MEANING[k]} for k, v in w.items()]


def make_weights(changes: dict[str, float] | None = None) -> dict[str, float]:
    """``WEIGHTS`` with some terms changed (``{"cart extension": 25}``), checked, so a class can
    build its own greedy bot: ``GreedyBot(weights={...})``."""
    w = dict(WEIGHTS)
    for k, v in (changes or {}).items():
        if k not in WEIGHTS:
            raise ValueError(f"{k!r} is no term of the evaluation; terms: {', '.join(WEIGHTS)}")
        if isinstance(v, bool) or not isinstance(v, int | float):
            raise ValueError(f"the points for {k!r} must be a number, not {v!r}")
        w[k] = float(v)
    return w


def _sultan_share(goods: list[int], need: tuple[list[int], int] | None) -> float:
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


#: (ruleset, players, Sultan's rubies left, Gemstone Dealer's rubies left) -> (the Sultan's next
#: demand, the Gemstone Dealer's price, the Police Station's place): they depend only on those,
#: so ``pieces()`` (which builds the whole table) is read once per key, not once per position.
_TABLE: dict[tuple, tuple] = {}


def _table(game, key: tuple) -> tuple:
    """The Sultan's next demand (fixed goods in the rules' goods order, "any" goods) or None,
    the Gemstone Dealer's price or None, as the table shows them, and the Police Station;
    ``key`` is (ruleset, players, Sultan's rubies left, Gemstone Dealer's rubies left)."""
    if len(_TABLE) > 4096:
        _TABLE.clear()
    pcs = game.pieces()
    nxt = pcs["sultan"]["next"]
    need = None if nxt is None else (list(nxt["goods"].values()), nxt["any"])
    hit = _TABLE[key] = (need, pcs["gemstone_dealer"]["price"],
                         game.rules.data["base"]["police_station"]["value"])
    return hit


#: The terms in the order ``evaluate`` adds them up (kept so that its sums stay bit for bit
#: what they were: the bots' tie-breaks depend on them).
_SUM_ORDER: tuple[str, ...] = ("ruby", "lira", "good", "jewelry", "bonus card",
                               "assistant in stack", "mosque tile", "cart extension",
                               "family at the Police Station", "gemstone progress",
                               "sultan progress")


def _terms(game, seat: int, w: dict[str, float]) -> tuple[float, ...]:
    """The one formula of the evaluation: each term's points, in ``_SUM_ORDER``.

    It reads what every player sees: the seat's pieces (``game.player``), the rubies left
    (``game.ruby_supply``) and the table (``game.pieces``: the Sultan's next demand, the
    Gemstone Dealer's price)."""
    p = game.player(seat)
    supply = game.ruby_supply()
    sultan_left, gem_left = supply["sultan"], supply["gemstone"]
    key = (id(game.rules), game.players, sultan_left, gem_left)
    need, price, police = _TABLE.get(key) or _table(game, key)
    goods = list(p.goods.values())
    jewelry = p.goods.get("jewelry", 0)
    lira = p.lira
    return (
        w["ruby"] * p.rubies,
        w["lira"] * lira,
        w["good"] * (sum(goods) - jewelry),
        w["jewelry"] * jewelry,
        w["bonus card"] * len(p.bonus_cards),
        w["assistant in stack"] * p.stack,
        w["mosque tile"] * len(p.mosque_tiles),
        w["cart extension"] * p.extensions,
        w["family at the Police Station"] if p.family == police else 0.0,
        w["gemstone progress"] * min(lira, price) / price if gem_left > 0 and price else 0.0,
        w["sultan progress"] * _sultan_share(goods, need) if sultan_left > 0 else 0.0,
    )


def breakdown(game, seat: int, weights: dict[str, float] = WEIGHTS) -> dict[str, float]:
    """Each term's points for ``seat`` now (the terms of ``WEIGHTS`` but the wasted turn)."""
    terms = dict(zip(_SUM_ORDER, _terms(game, seat, weights), strict=True))
    return {k: terms[k] for k in WEIGHTS if k in terms}


def evaluate(game, seat: int, weights: dict[str, float] = WEIGHTS) -> float:
    """The sum of ``breakdown``'s terms: the number the greedy bot maximises."""
    v = 0.0
    for t in _terms(game, seat, weights):
        v += t
    return v
