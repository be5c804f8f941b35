"""GreedyBot: the best-looking complete turn, judged by one documented evaluation.

How a choice is made (``GreedyBot.scores``):

1. Every legal action is tried on a private copy of the game (``base.hidden_copy``: the bot
   cannot see the real future dice, the order of the draw pile or the others' hands).
2. After it, the rest of the turn is searched: every way to finish the move (assistant, paying
   the merchants, every option of the place action and its sub-choices, a bonus card played
   before the action, the Police Station's second place) up to the moment the place action is
   done or the turn passes to someone else. A "move" is thus judged by the best thing the place
   offers, and "leave an assistant" by the action it pays for.
3. Dice are an average, not a guess: an action that rolls (Tea House, Black Market, a red-tile
   re-roll) is tried once for every sum 2..12 and weighted by its chance (1/36 .. 6/36); a
   second roll on the same path (a red-tile re-roll after a Tea House roll) counts as a 7, the
   most likely sum, to keep the search small. A card draw is one private sample.
4. The end of that search is scored with ``evaluation.evaluate`` (rubies x100, progress to the
   Sultan and the Gemstone Dealer, mosque tiles, extensions, lira, goods, cards, assistants),
   minus 8 points when the turn ends without any place action (a wasted turn; playing a card
   whose play is the turn's action, such as a Mocha guild card, which does a place's action
   from afar, is none: ``StrategySlice.turn_cards``).
   An expansion's terms count in its games (its ``StrategySlice``, ``bots/terms.py``: Mocha's
   coffee, the way to a Coffee House ruby, guild cards, Tavern tiles and the barrier control,
   ``evaluation.MOCHA_WEIGHTS``; Letters' seals, the way to a Secret Society ruby, the
   companion and an auction in progress, ``evaluation.LETTERS_WEIGHTS``). A slice's plan
   terms are added where a plan ends when they hold: Letters' "extra turn" for a plan that
   ends in a double move (the turn passes and the next turn is this seat's again), since the
   search stops where the turn ends and would otherwise see only the letters it discards.
   A slice's covers drop options its terms cannot tell apart (``StrategySlice.cover`` and
   ``phase_cover``: Letters' double moves and Catacombs places, the Tavern's barrier options).
5. Encounters (catching, Governor, Smuggler) and doubling cards are judged when they come: each
   option, then greedily its payment, scored by the evaluation.
6. Decisions in another seat's turn (Letters: a Kiosk pick, a bid at the Auction House) are
   the seat's ``game.to_act``'s: the search starts for that seat and stops as soon as another
   seat must answer, so a pick is judged by what the tile gives and a bid by the auction's
   value if it ended now (the evaluation's "auction" term: 2 bonus cards at their points,
   minus the bid; a bid worth more lira than that scores below passing).

7. A variant may add plan terms too: the caravan leader's "caravan tile" (3 points) for
   holding the caravan tile at the end of the turn (its module doc says why and how measured).

8. Istanbul: Choose & Write (a game of ``istanbul_nb.choose_write``) is searched by
   ``bots/choose_write.py`` (its module doc: the evaluation of a Game Plan and a search of the
   seat's own decisions until another seat decides or the turn ends); ``weights`` may change
   its terms too (``{"palace": 30}``); a term both evaluations have ("ruby") changes both.

The highest score wins; ties go to the first action in the engine's stable order, so the bot is
deterministic for a given seed (the seed only feeds the private dealing of hidden cards and the
dice nobody averages, such as a figure's re-roll).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.protocol import GameProtocol
from ..engine import Action, Game
from ..engine.phases import ACTION, ASSISTANT, ENCOUNTER, END_GAME, MOVE, PAY
from . import choose_write as cwb
from .base import SeededBot, check_turn, describe, hidden_copy
from .evaluation import WEIGHTS, breakdown, evaluate, make_weights
from .kinds import strategy_for
from .terms import all_terms, build_strategy


def board_terms() -> frozenset[str]:
    """The board game's evaluation terms, every registered expansion's included (a change of
    one of them is the board's; of a term only Choose & Write has, Choose & Write's)."""
    return frozenset(WEIGHTS) | frozenset(all_terms())


#: One representative pair of dice per sum, and the sum's chance out of 36.
DICE_SUMS: tuple[tuple[tuple[int, int], int], ...] = tuple(
    ((s // 2, s - s // 2), 6 - abs(s - 7)) for s in range(2, 13)
)
#: Phases where the turn's search stops (the place action is done) unless it started there.
AFTER_ACTION = ENCOUNTER
#: Phases the search walks through only with their own, non-card choices.
STEPS_WITHOUT_CARDS = (MOVE, ASSISTANT, PAY)


def is_payment(phase: str) -> bool:
    """A figure's payment phase (the Governor's, the Smuggler's, an expansion figure's): each
    figure's payment phase is named ``<figure>-payment``."""
    return phase.endswith("-payment")


@dataclass(frozen=True)
class Scored:
    """One legal action with its look-ahead score, the plan behind it and where the plan ends."""

    action: Action
    value: float
    plan: tuple[str, ...]
    end: Any        # the game where the plan ends: a board ``Game``, or another kind's game


@dataclass(frozen=True)
class _Ctx:
    seat: int
    turn: int
    acted: bool          # a place action happened on this path
    carded: bool         # a bonus card was played below the root on this path
    to_end: bool         # search through the encounters to the end of the turn
    rolled: bool = False  # a roll was averaged on this path: later rolls count as a 7
    spare: bool = False  # the game's scripted dice are unused probe dice (see ``_outcomes``)
    mine: bool = False   # the search started in this seat's own turn (not a Kiosk pick or bid)


def _rolled(game: Game, action: Action, dice: list[int]) -> Game:
    """A look-ahead copy of ``game`` after ``action`` with ``dice`` as its next dice."""
    c = game.copy(log=False, dice=dice)
    c.apply(action)
    return c


def _outcomes(game: Game, action: Action, average: bool, weights: dict[str, float],
              spare: bool = False) -> list[tuple[float, Game, bool]]:
    """``outcomes``, each game with a flag: True when its scripted dice are the 3+4 that were
    only a probe (the action rolled nothing). Such dice stand for "no dice scripted": the
    search passes the flag on instead of copying the game once more to drop them, since only
    a roll reads scripted dice and every roll of the search is tried here, with dice of its
    own. ``spare`` is that flag for ``game``."""
    if game.scripted_dice and not spare:
        c = game.copy(log=False)
        c.apply(action)
        return [(1.0, c, False)]
    c = _rolled(game, action, [3, 4])
    if c.scripted_dice or not average:
        # no roll (or no averaging): later rolls on this path come from the copy's generator
        return [(1.0, c, bool(c.scripted_dice))]
    probes = [_rolled(game, action, list(pair)) for pair in ((1, 1), (6, 6))]
    seat = game.to_act
    key = (evaluate(c, seat, weights), c.phase, c.pending())
    if all((evaluate(p, seat, weights), p.phase, p.pending()) == key for p in probes):
        return [(1.0, c, False)]
    out = []
    for pair, weight in DICE_SUMS:
        if pair == (3, 4):
            child = c
        elif pair == (1, 1):
            child = probes[0]
        elif pair == (6, 6):
            child = probes[1]
        else:
            child = _rolled(game, action, list(pair))
        out.append((weight / 36, child, False))
    return out


def _clean(game: Game, spare: bool) -> Game:
    """``game`` without its spare probe dice (a copy whose next dice are not scripted)."""
    return game.copy(log=False, dice=[]) if spare else game


def outcomes(game: Game, action: Action, average: bool = True,
             weights: dict[str, float] = WEIGHTS) -> list[tuple[float, Game]]:
    """(weight, game after ``action``) for each dice sum the action may roll; one entry when
    it rolls no dice or the roll does not change the position (e.g. a figure re-rolled), and
    with ``average=False`` (one entry: the dice show 3+4, the most likely sum).

    Whether an action rolls is seen from the outside: it is tried on a look-ahead copy whose
    next dice are scripted to 3+4 (``game.copy(dice=...)``); the dice it rolled are gone from
    ``scripted_dice``. A game whose next dice are already scripted (a teacher's) rolls those."""
    return [(w, _clean(c, spare)) for w, c, spare in _outcomes(game, action, average, weights)]


def _is_place_action(a: Action, turn_cards: frozenset[str]) -> bool:
    if a.kind == "card":
        return a.text.split(" ", 1)[0] in turn_cards
    return a.kind == "place" and a.text != "skip"


class GreedyBot(SeededBot):
    """One-turn look-ahead with the evaluation of ``istanbul_nb.bots.evaluation`` (module doc:
    how a move is judged by what its place offers, how dice are averaged).

    ``weights`` changes some terms of the evaluation (``{"cart extension": 25}``), so a class
    can make its own greedy bot and let it play the default one."""

    name = "Greedy"

    def __init__(self, seed: int = 0, weights: dict[str, float] | None = None,
                 name: str | None = None) -> None:
        super().__init__(seed, name)
        self.changes = dict(sorted((weights or {}).items()))
        # a term of the Choose & Write evaluation (bots/choose_write.py) changes that one;
        # a term both evaluations have ("ruby") changes both
        board = board_terms() if self.changes else frozenset()
        self.weights = make_weights({k: v for k, v in self.changes.items()
                                     if k not in cwb.WEIGHTS or k in board})
        self.cw_weights = cwb.make_weights({k: v for k, v in self.changes.items()
                                            if k in cwb.WEIGHTS})
        self.waste = self.weights["wasted turn"]
        # the searched game's plan terms (PlanTerm, points) and covers (set by ``scores``)
        self._plan: tuple[tuple[Any, float], ...] = ()
        self._covers: tuple[Any, ...] = ()
        self._phase_covers: tuple[Any, ...] = ()
        self._turn_cards: frozenset[str] = frozenset()

    def settings(self) -> dict:
        return {"weights": self.changes} if self.changes else {}

    # -- the search --------------------------------------------------------------------------
    def _leaf(self, g: Game, ctx: _Ctx) -> float:
        v = evaluate(g, ctx.seat, self.weights) + (0.0 if ctx.acted else self.waste)
        for term, pts in self._plan:
            if term.holds(g, ctx.seat, ctx.turn, ctx.mine):
                v += pts
        return v

    def _done(self, g: Game, ctx: _Ctx) -> bool:
        return (g.is_over or g.turn != ctx.turn or g.to_act != ctx.seat
                or g.phase == END_GAME or (g.phase == AFTER_ACTION and not ctx.to_end))

    def _expect(self, g: Game, a: Action,
                ctx: _Ctx) -> tuple[float, tuple[str, ...], Game, bool]:
        """The value of ``a`` averaged over its dice, its plan, where the plan ends and whether
        that game's scripted dice are spare (``_outcomes``)."""
        outs = _outcomes(g, a, not ctx.rolled, self.weights, ctx.spare)
        acted = ctx.acted or _is_place_action(a, self._turn_cards)
        rolled = ctx.rolled or len(outs) > 1
        plan: tuple[str, ...] = ()
        total, end, spare_end = 0.0, g, ctx.spare
        heaviest = -1.0
        for w, child, spare in outs:
            sub = _Ctx(ctx.seat, ctx.turn, acted, ctx.carded, ctx.to_end, rolled, spare,
                       ctx.mine)
            v, p, e, se = self._best(child, sub)
            total += w * v
            if w > heaviest:
                heaviest, plan, end, spare_end = w, p, e, se
        return total, (a.text,) + plan, end, spare_end

    def _best(self, g: Game, ctx: _Ctx) -> tuple[float, tuple[str, ...], Game, bool]:
        """The best value reachable from ``g`` before the search stops, with its plan."""
        if self._done(g, ctx):
            return self._leaf(g, ctx), (), g, ctx.spare
        acts = self._cover(g, g.legal_actions(), ctx.seat)
        if g.phase == AFTER_ACTION or is_payment(g.phase) or len(acts) == 1:
            return self._greedy_step(g, acts, ctx)
        if g.phase in STEPS_WITHOUT_CARDS:
            acts = [a for a in acts if a.kind not in ("card", "mosque")] or acts
        elif ctx.carded:
            acts = [a for a in acts if a.kind != "card"] or acts
        best: tuple[float, tuple[str, ...], Game, bool] | None = None
        for a in acts:
            sub = ctx if a.kind != "card" else _Ctx(ctx.seat, ctx.turn, ctx.acted, True,
                                                    ctx.to_end, ctx.rolled, ctx.spare,
                                                    ctx.mine)
            r = self._expect(g, a, sub)
            if best is None or r[0] > best[0]:
                best = r
        if best is None:  # the engine offers at least one action while the game goes on
            raise RuntimeError(f"no legal action to search in phase {g.phase!r}")
        return best

    def _cover(self, g: Game, acts: list[Action], seat: int) -> list[Action]:
        """The options worth searching: each of the game's covers in turn (``_best``)."""
        for cover in self._covers:
            acts = cover(g, acts, seat)
        for phase_cover in self._phase_covers:
            acts = phase_cover(g.phase, acts)
        return acts

    def _quick(self, g: Game, a: Action, seat: int, depth: int = 1,
               spare: bool = False) -> float:
        """The value right after ``a`` (averaged over dice), looking one more step when ``a``
        opens a follow-up decision (a payment, a doubled action)."""
        total = 0.0
        for w, child, left in _outcomes(g, a, True, self.weights, spare):
            if (depth > 0 and not child.is_over and child.to_act == seat
                    and child.phase not in (AFTER_ACTION, MOVE, END_GAME)):
                total += w * max(self._quick(child, b, seat, depth - 1, left)
                                 for b in child.legal_actions())
            else:
                total += w * evaluate(child, seat, self.weights)
        return total

    def _greedy_step(self, g: Game, acts: list[Action],
                     ctx: _Ctx) -> tuple[float, tuple[str, ...], Game, bool]:
        """Encounters and payments: take the option that looks best right away, go on."""
        if len(acts) == 1:
            a = acts[0]
        else:
            a = max(acts, key=lambda b: (self._quick(g, b, ctx.seat, 1, ctx.spare),
                                         -acts.index(b)))
        return self._expect(g, a, ctx)

    # -- the public face ---------------------------------------------------------------------
    def scores(self, game: GameProtocol) -> list[Scored]:
        """Every legal action with its score, in the engine's order (the choice is the first
        of the highest). The search is the game kind's (``kinds.strategy_for``): the board
        game's is ``board_scores``, Choose & Write's ``choose_write.scores``."""
        check_turn(game)
        return strategy_for(game).scores(self, game)

    def board_scores(self, game: Game) -> list[Scored]:
        """The board game's one-turn look-ahead over every legal action."""
        acts = check_turn(game)
        strategy = build_strategy(game.rules)
        self._plan = tuple((term, self.weights.get(term.name, default))
                           for term, default in strategy.plan_terms)
        self._covers = strategy.covers
        self._phase_covers = strategy.phase_covers
        self._turn_cards = strategy.turn_cards
        root = hidden_copy(game, self.rng, game.to_act)
        ph = game.phase
        after = ph == AFTER_ACTION or is_payment(ph)
        ctx = _Ctx(game.to_act, game.turn, ph not in (MOVE, ASSISTANT, PAY, ACTION),
                   False, after, mine=game.current == game.to_act)
        if len(acts) == 1:
            return [Scored(acts[0], self._leaf(root, ctx), (acts[0].text,), root)]
        out = []
        for a in acts:
            v, plan, end, spare = self._expect(root, a, ctx)
            out.append(Scored(a, v, plan, _clean(end, spare)))
        return out

    def explain(self, game: GameProtocol) -> tuple[Any, str]:
        scored = self.scores(game)
        best = max(scored, key=lambda s: (s.value, -scored.index(s)))
        return best.action, strategy_for(game).reason(self, game, best, scored)

    def reason(self, game: Game, best: Scored, scored: list[Scored]) -> Any:
        """Words for a choice: the plan, the points it gains and from what, the runner-up (a
        ``choose_write.Hint``: catalogue messages, its ``words`` what a learner reads)."""
        seat = game.to_act
        if len(scored) == 1:
            return cwb.only_action(describe(game, best.action), best.action)
        then = [describe(game, t) for t in best.plan[1:] if t not in ("end", "skip")]
        before = breakdown(game, seat, self.weights)
        after = breakdown(best.end, seat, self.weights)
        changes = [(after[k] - before[k], k) for k in before if abs(after[k] - before[k]) > 0.05]
        changes.sort(key=lambda t: (-abs(t[0]), t[1]))
        gains = "; ".join(f"{k} {d:+.0f}" for d, k in changes[:3])
        others = sorted((s for s in scored if s is not best), key=lambda s: -s.value)
        alt = others[0]
        now = evaluate(game, seat, self.weights)
        alt_words = describe(game, alt.action)
        return cwb.Hint(cwb.numbers(describe(game, best.action), best.action, then,
                                    best.value - now, gains, len(scored), alt_words,
                                    alt.value - now),
                        cwb.plain_reason(changes, then, len(scored), alt_words,
                                         build_strategy(game.rules).plain))
