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

An expansion (or variant) adds terms of its own, counted only in games that have it, so the
base game's numbers and speed are untouched: its strategy module registers a ``StrategySlice``
(``bots/terms.py``: the terms, their default points and meanings, the function measuring them,
and what the greedy search adds to a plan) and the engine declares that module for the
expansion (``register_expansion(..., slices={"strategy": (...)})``). ``build_strategy(rules)``
puts a game's slices together once per ruleset, and this module sums what the game holds; it
tests no expansion's name. The kit's expansions' terms, and why each is worth what it is, are
in their modules' docs (Mocha & Baksheesh's coffee, guild cards, Tavern tiles, barrier
control; Letters & Seals' seals, companion, auction and extra turn). ``MOCHA_WEIGHTS``,
``LETTERS_WEIGHTS`` (``<NAME>_WEIGHTS`` for any registered name with terms) and
``EXPANSION_WEIGHTS`` read their defaults from there; ``weights_table(expansions=...)`` shows
them, and ``make_weights`` / ``GreedyBot(weights=...)`` change them as any term.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..engine import available
from ..engine.position import GOODS, Position
from .terms import StrategySlice, all_terms, build_strategy, declared

_JEWELRY = GOODS.index("jewelry")

#: Points per unit of each term of the base game (see ``breakdown`` for how each term is
#: measured; an expansion's terms are its ``StrategySlice``'s).
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

#: What each base term measures, in a learner's words (``MEANING`` adds every registered
#: expansion's).
_BASE_MEANING: dict[str, str] = {
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


def __getattr__(name: str) -> dict:
    """The names read from the registered expansions' strategy slices, made afresh at each
    read (so nothing module-level is there for one game to change for another):
    ``EXPANSION_WEIGHTS`` (each registered name with terms -> its default points),
    ``<NAME>_WEIGHTS`` (``MOCHA_WEIGHTS``: that name's terms) and ``MEANING`` (every term's
    meaning, the base game's first)."""
    if name == "EXPANSION_WEIGHTS":
        out = {e: expansion_weights(e) for e in available()}
        return {e: w for e, w in out.items() if w}
    if name == "MEANING":
        meaning = dict(_BASE_MEANING)
        for x in declared(available()):
            for k, v in x.meaning.items():
                meaning.setdefault(k, v)
        return meaning
    if name.endswith("_WEIGHTS") and name.isupper() and name != "_WEIGHTS":
        found = expansion_weights(name.removesuffix("_WEIGHTS").lower())
        if found:
            return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def expansion_weights(name: str) -> dict[str, float]:
    """The default points of the terms a registered expansion or variant adds (empty when it
    adds none), in their order."""
    return {k: v for x in declared((name,)) for k, v in x.weights.items()}


def weights_table(weights: dict[str, float] | None = None,
                  expansions: tuple[str, ...] = ()) -> list[dict]:
    """The evaluation as rows (term, points, meaning), for a notebook table; with
    ``expansions`` (expansion or variant names) their terms follow."""
    w = make_weights(weights)
    slices = declared(expansions)
    meaning = dict(_BASE_MEANING)
    for x in slices:
        for k, v in x.meaning.items():
            meaning.setdefault(k, v)
    terms = list(WEIGHTS) + [k for x in slices for k in x.weights if k not in WEIGHTS]
    return [{"term": k, "points": _points(w, k, slices), "meaning": meaning[k]} for k in terms]


def _points(w: Mapping[str, float], term: str, slices: Sequence[StrategySlice]) -> float:
    hit = w.get(term)
    if hit is not None:
        return hit
    for x in slices:
        if term in x.weights:
            return x.weights[term]
    raise KeyError(term)


def points(w: Mapping[str, float], term: str) -> float:
    """A term's points: from ``w`` when it has the term, else a registered expansion's
    default (KeyError for no term of any)."""
    hit = w.get(term)
    if hit is not None:
        return hit
    return all_terms()[term]


def make_weights(changes: dict[str, float] | None = None) -> dict[str, float]:
    """``WEIGHTS`` with some terms changed (``{"cart extension": 25}``), checked, so a class can
    build its own greedy bot: ``GreedyBot(weights={...})``. A registered expansion's term may be
    changed too (``{"coffee": 2}``); the others keep their defaults (its ``StrategySlice``)."""
    w = dict(WEIGHTS)
    if not changes:
        return w
    known = list(WEIGHTS) + [k for k in all_terms() if k not in WEIGHTS]
    for k, v in changes.items():
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


def _order(game) -> tuple[str, ...]:
    """The names of ``position_terms``' numbers, in their order."""
    return _SUM_ORDER + build_strategy(game.rules).order


def position_terms(pos: Position, seat: int, w: dict[str, float]) -> tuple[float, ...]:
    """The one formula of the evaluation: each term's points, in ``_order`` (the base game's
    ``_SUM_ORDER``, then the position terms of the game's strategy slices, ranked:
    ``build_strategy``), for a position (``Game.position()``, a look-ahead's ``Scratch``).

    It reads only what every player sees (the seat's pieces and purse, the rubies left, the
    Sultan's next demand, the Gemstone Dealer's price, the parts' public view), straight from
    the position: a playout evaluates tens of thousands of positions and builds no
    ``PlayerView`` or table picture for them (``Game.player``, ``Game.pieces`` read the same
    fields)."""
    p = pos.seat(seat)
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
    functions = build_strategy(pos.rules).functions
    if functions:
        view = pos.part_view(seat)
        supply = pos.ruby_supply()
        for terms in functions:
            base += terms(pos, seat, view, w, supply)
    return base


def _terms(game, seat: int, w: dict[str, float]) -> tuple[float, ...]:
    """``position_terms`` of a game's position."""
    if not isinstance(seat, int) or not 0 <= seat < game.players:
        game.player(seat)           # the public view's refusal of a seat that does not play
    return position_terms(game.position(), seat, w)


def breakdown(game, seat: int, weights: dict[str, float] = WEIGHTS) -> dict[str, float]:
    """Each term's points for ``seat`` now (the terms of ``WEIGHTS`` but the wasted turn, then
    the position terms of the game's expansions, in the order they are summed; a plan's terms,
    such as an extra turn, are the search's, not a position's)."""
    terms = dict(zip(_order(game), _terms(game, seat, weights), strict=True))
    return {k: terms[k] for k in (*WEIGHTS, *build_strategy(game.rules).order) if k in terms}


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
