"""What an expansion adds to the bots' evaluation, found per game through its ruleset.

An expansion declares its strategy module at registration (``register_expansion(name,
install, slices={"strategy": ("pkg.my_terms",)})``); that module registers one
``StrategySlice`` here at import: its terms in the order they are summed, their default points
and meanings, the function that measures them on a position, and what the greedy search needs
beyond a position (a plan's terms, such as a double move's extra turn; a cover that drops
options the evaluation cannot tell apart). ``build_strategy(rules)`` gathers a game's slices
once per ruleset (``rules.memo``), so ``evaluation`` and ``greedy`` loop over what the game
holds and never test which expansion it has; two games with different expansions share nothing.

``declared(names)`` finds the slices of registered names without a game (the weights a bot may
be given, a table of an expansion's terms), from what the engine declares for each name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType, SimpleNamespace
from typing import Any

from ..core.slices import HasSlices, SliceRegistry
from ..engine import available, declared_slices

__all__ = ["PlanTerm", "STRATEGIES", "Strategy", "StrategySlice", "TermsOf", "all_terms",
           "build_strategy", "declared"]

#: (position, seat, the seat's public part view, weights, ruby supply) -> the slice's position
#: terms' points, in ``StrategySlice.position_terms`` order
TermsOf = Callable[[Any, int, dict, Mapping[str, float], dict[str, int]], tuple[float, ...]]


@dataclass(frozen=True)
class PlanTerm:
    """A term of a plan rather than of a position: the greedy search adds its points where a
    plan ends when ``holds(game, seat, turn, mine)`` (the game where the plan ends, the seat
    searched, the turn the search started in, whether that turn is the seat's own) is true.
    Such a term says what the search cannot see because it stops where the turn ends."""

    name: str
    holds: Callable[[Any, int, int, bool], bool]


@dataclass(frozen=True)
class StrategySlice:
    """One expansion's (or variant's) part of the greedy evaluation.

    - ``weights``: default points of every term, the position terms first in the order
      ``terms`` gives them, then the plan terms (``make_weights`` accepts each);
    - ``meaning``: each term in a learner's words (``weights_table``);
    - ``plain``: what a change of a term does for the learner, ``(when it grows, when it
      shrinks)`` ("gets you coffee", "spends coffee"), for a hint's words
      (``choose_write.plain_reason``; a term without them is said generically);
    - ``position_terms`` / ``terms``: the terms measured on a position, and the function
      measuring them (``TermsOf``; it reads only what every player sees);
    - ``plan_terms``: terms the greedy search adds to a plan (``PlanTerm``);
    - ``cover``: ``(game, actions, seat) -> actions`` without options the evaluation cannot
      tell apart (keeping the first of each kind, so the choice stays the same), or None;
      ``phase_cover``: the same from the phase alone, ``(phase, actions) -> actions``, which
      the Monte-Carlo playout policy applies too (it reads positions, not games);
    - ``turn_cards``: card verbs whose play *is* the turn's place action (no wasted turn);
    - ``rank``: where the slice's terms go in the sum among a game's slices (lower first,
      install order next), so a game's numbers do not depend on the order its expansions were
      named in.
    """

    weights: Mapping[str, float]
    meaning: Mapping[str, str]
    plain: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    position_terms: tuple[str, ...] = ()
    terms: TermsOf | None = None
    plan_terms: tuple[PlanTerm, ...] = ()
    cover: Callable[[Any, list, int], list] | None = None
    phase_cover: Callable[[str, list], list] | None = None
    turn_cards: tuple[str, ...] = ()
    rank: int = 100

    def __post_init__(self) -> None:
        object.__setattr__(self, "weights", MappingProxyType(dict(self.weights)))
        object.__setattr__(self, "meaning", MappingProxyType(dict(self.meaning)))
        object.__setattr__(self, "plain", MappingProxyType(dict(self.plain)))
        if not set(self.plain) <= set(self.weights):
            raise ValueError(f"plain words for no term of the slice: "
                             f"{sorted(set(self.plain) - set(self.weights))}")
        named = (*self.position_terms, *(t.name for t in self.plan_terms))
        if list(named) != list(self.weights) or set(self.meaning) != set(self.weights):
            raise ValueError("a strategy slice's weights list its position terms, then its plan "
                             f"terms, each with a meaning; got terms {list(named)}, weights "
                             f"{list(self.weights)}, meanings {sorted(self.meaning)}")
        if bool(self.position_terms) != (self.terms is not None):
            raise ValueError("a strategy slice with position terms measures them (terms=...)")


#: the bots' strategy slices, by the module that registered each
STRATEGIES: SliceRegistry[StrategySlice] = SliceRegistry("strategy")


@dataclass(frozen=True)
class Strategy:
    """A game's strategy slices put together (``build_strategy``): what the evaluation sums
    after the base game's terms, and what the greedy search adds."""

    slices: tuple[StrategySlice, ...]
    #: the position terms after the base game's, in the order they are summed
    order: tuple[str, ...] = field(init=False)
    #: the functions measuring them, slice by slice, in that order
    functions: tuple[TermsOf, ...] = field(init=False)
    plan_terms: tuple[tuple[PlanTerm, float], ...] = field(init=False)
    covers: tuple[Callable[[Any, list, int], list], ...] = field(init=False)
    phase_covers: tuple[Callable[[str, list], list], ...] = field(init=False)
    turn_cards: frozenset[str] = field(init=False)
    #: the slices' words for a change of each term (``StrategySlice.plain``)
    plain: Mapping[str, tuple[str, str]] = field(init=False)

    def __post_init__(self) -> None:
        s = self.slices
        names = [k for x in s for k in x.weights]
        twice = sorted({k for k in names if names.count(k) > 1})
        if twice:
            raise ValueError(f"two strategy slices of one game name the term {twice[0]!r}: "
                             "each term is one expansion's")
        object.__setattr__(self, "order", tuple(k for x in s for k in x.position_terms))
        object.__setattr__(self, "functions", tuple(x.terms for x in s if x.terms is not None))
        object.__setattr__(self, "plan_terms",
                           tuple((t, x.weights[t.name]) for x in s for t in x.plan_terms))
        object.__setattr__(self, "covers", tuple(x.cover for x in s if x.cover is not None))
        object.__setattr__(self, "phase_covers",
                           tuple(x.phase_cover for x in s if x.phase_cover is not None))
        object.__setattr__(self, "turn_cards", frozenset(c for x in s for c in x.turn_cards))
        object.__setattr__(self, "plain",
                           MappingProxyType({k: v for x in s for k, v in x.plain.items()}))

    def default(self, term: str) -> float:
        """A term's default points (KeyError for no term of these slices)."""
        for x in self.slices:
            if term in x.weights:
                return x.weights[term]
        raise KeyError(term)


def _ranked(slices: Iterable[StrategySlice]) -> tuple[StrategySlice, ...]:
    ranked = sorted(enumerate(slices), key=lambda ix: (ix[1].rank, ix[0]))
    return tuple(x for _, x in ranked)


def build_strategy(rules: HasSlices) -> Strategy:
    """The game's strategy (its expansions' and variants' slices, ranked), made once per
    ruleset and kept in ``rules.memo``."""
    memo: dict | None = getattr(rules, "memo", None)
    if memo is not None:
        hit = memo.get(("strategy",))
        if hit is not None:
            return hit
    made = Strategy(_ranked(STRATEGIES.for_rules(rules)))
    if memo is not None:
        memo[("strategy",)] = made
    return made


def declared(names: Iterable[str]) -> tuple[StrategySlice, ...]:
    """The strategy slices the engine declares for each registered name, in the order given
    (not ranked: a table lists what it is asked for). Unknown names add nothing."""
    out: list[StrategySlice] = []
    for name in names:
        found = STRATEGIES.for_rules(SimpleNamespace(slices=declared_slices(name)))
        out.extend(x for x in found if all(x is not y for y in out))
    return tuple(out)


def all_terms() -> dict[str, float]:
    """Every registered expansion's and variant's terms with their default points (the first
    slice declaring a term gives its default)."""
    out: dict[str, float] = {}
    for x in declared(available()):
        for k, v in x.weights.items():
            out.setdefault(k, v)
    return out
