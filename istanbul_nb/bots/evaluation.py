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

from ..engine import data as D
from ..engine.places import gem_price, sultan_needs

_J = D.GOOD_INDEX["jewelry"]

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


_NEEDS: dict[tuple[int, int], tuple[list[int], int] | None] = {}


def _need(game) -> tuple[list[int], int] | None:
    """The Sultan's next demand; it depends only on the player count and the rubies left."""
    key = (game.config.players, game.state.sultan_left)
    if key not in _NEEDS:
        _NEEDS[key] = sultan_needs(game.state, game.env)
    return _NEEDS[key]


def breakdown(game, seat: int, weights: dict[str, float] = WEIGHTS) -> dict[str, float]:
    """Each term's points for ``seat`` now (the terms of ``WEIGHTS`` but the wasted turn)."""
    st = game.state
    p = st.players[seat]
    gem = 0.0
    if st.gem_left > 0:
        price = gem_price(st)
        gem = min(p.lira, price) / price
    jewelry = p.goods[D.GOOD_INDEX["jewelry"]]
    units = {
        "ruby": p.rubies,
        "sultan progress": _sultan_share(p.goods, _need(game)),
        "gemstone progress": gem,
        "mosque tile": len(p.tiles),
        "cart extension": p.extensions,
        "lira": p.lira,
        "good": sum(p.goods) - jewelry,
        "jewelry": jewelry,
        "bonus card": len(p.cards),
        "assistant in stack": p.stack,
        "family at the Police Station": 1 if p.family == D.POLICE else 0,
    }
    return {k: weights[k] * v for k, v in units.items()}


def evaluate(game, seat: int, weights: dict[str, float] = WEIGHTS) -> float:
    """The sum of ``breakdown``: the number the greedy bot maximises."""
    st = game.state
    p = st.players[seat]
    w = weights
    jewelry = p.goods[_J]
    v = (w["ruby"] * p.rubies + w["lira"] * p.lira
         + w["good"] * (sum(p.goods) - jewelry) + w["jewelry"] * jewelry
         + w["bonus card"] * len(p.cards) + w["assistant in stack"] * p.stack
         + w["mosque tile"] * len(p.tiles) + w["cart extension"] * p.extensions)
    if p.family == D.POLICE:
        v += w["family at the Police Station"]
    if st.gem_left > 0:
        price = gem_price(st)
        v += w["gemstone progress"] * min(p.lira, price) / price
    if st.sultan_left > 0:
        v += w["sultan progress"] * _sultan_share(p.goods, _need(game))
    return v
