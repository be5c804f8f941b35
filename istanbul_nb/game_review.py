"""The post-game review: where did a seat gain or lose its chance of winning?

``review(game, seat)`` (``ist.review``) replays a finished (or saved, or unfinished: what was
played so far) game of either kind from its start and, at every decision of ``seat`` that
offered more than one legal action, asks an *analyser* for every legal action's value: the
seat's estimated winning chance (0..1, the scale of ``game.returns()``) after it. A decision's
*loss* is the value of the best action minus the value of the one played.

Labels, as chess servers give them: a loss of 0.1 is an inaccuracy, 0.2 a mistake, 0.3 a
blunder, in a two-player game. A fair share of the win is 1/players, so with more players the
same slip costs less of the chance: the thresholds are multiplied by ``2 / players`` (four
players: 0.05, 0.10, 0.15; solo games keep the two-player thresholds on the solo score).

Two analysers fit the one small ``Analyser`` protocol (``analyse(game) -> Analysis``):

- ``GreedyAnalyser`` (here): the greedy bot's look-ahead of the rest of the turn for every
  legal action, turned into winning chances by a softmax of the seats' evaluations (module
  doc of ``bots.evaluation``); a lead of a ruby decides more late in the game than early,
  so the softmax's temperature falls as the leader nears the ruby target (``temperature``).
  No playouts: a four-player game is reviewed in seconds, which suits a lesson.
- the search bot (``bots.search.SearchBot``, the default): its information-set search gives
  values that see beyond the turn; the review gives each decision an even share of a budget
  (``budget`` seconds, 60 by default), so a four-player game takes about a minute.

Each costly decision gets a reason in plain words, built from what differs at the end of the
greedy look-ahead of the played and the better action (``bots.evaluation.breakdown``'s terms:
"a ruby", "a cart extension" ...), never a canned sentence. The graph (``ReviewResult.plot``,
matplotlib, imported only then) draws every seat's estimated winning chance over the game with
the reviewed seat's labelled decisions marked.

A review runs step by step (``Reviewer``: one decision per ``step()``), so a widget can run it
on the kernel's event loop with a progress bar and a Cancel button; ``review`` runs it at once
with an optional progress callback or tqdm bar, and ``cancel`` (a ``threading.Event`` or a
callable) stops it early: the result holds what was done and says it is incomplete.

The module is ``game_review``, not ``review``: importing a submodule sets it as an attribute
of its package, which would replace the function ``ist.review`` with the module.
"""

from __future__ import annotations

import importlib
import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any, Protocol, runtime_checkable

from .bots import choose_write as cwb
from .bots.evaluation import breakdown as board_breakdown
from .bots.evaluation import evaluate as board_evaluate
from .bots.greedy import GreedyBot, Scored
from .bots.kinds import strategy_for
from .bots.search_hooks import chances
from .bots.terms import build_strategy
from .core.saves import parse
from .i18n import N_, Message, _, join, tr

#: The labels and their losses of winning chance in a two-player game (``thresholds``).
LABELS: tuple[tuple[str, float], ...] = (("blunder", 0.3), ("mistake", 0.2),
                                         ("inaccuracy", 0.1))
#: Each label as a learner reads it (a message equal to the label's English: ``d.label ==
#: "mistake"`` holds, and ``tr(d.label, "ko")`` says it in Korean).
LABEL_WORDS: dict[str, Message] = {
    # TRANSLATORS: the review's labels, as a chess program grades a move (worst first)
    "blunder": _("blunder"),
    "mistake": _("mistake"),
    "inaccuracy": _("inaccuracy"),
}
#: The analysers' names a summary says ("reviewed by the greedy analyser")
ANALYSER_WORDS: dict[str, Message] = {
    "greedy analyser": _("greedy analyser"),  # i18n: not shown (the key: the analyser's name)
    "search bot": _("search bot"),  # i18n: not shown (the key: the analyser's name)
}
#: Seconds a review by the search bot may take in all (a four-player game, issue 24).
BUDGET = 60.0
#: The least and most thinking time per decision the default search analyser gets.
THINK_RANGE = (0.05, 1.0)
#: The share of ``BUDGET`` the search may think; the rest is the replay, the reasons and the
#: graph. Measured with the search bot of issue 24: a four-player game's seat of 68 decisions
#: (0.79 s each at a share of 0.9) took 55.0 s in all on a shared two-core machine.
SEARCH_SHARE = 0.85
#: The greedy analyser's softmax temperature in evaluation points at the start of a game and
#: when the leader is one ruby short of the target (``GreedyAnalyser.temperature``). Fitted:
#: 16 four-player games of greedy bots (seeds 100-115), 838 positions (every 8th action); the
#: winner's mean log-chance was -1.119 with (100, 50), the best of a grid of 56 pairs (start
#: 20-200, end 10-80), against -1.386 for an even 1/4 (and -1.125 with (150, 50), -1.235
#: with (60, 20)): so a lead of one ruby early is worth far less than one late.
TEMPERATURE = (100.0, 50.0)
#: The rubies that end a game of each kind, when the game does not say (``ruby_target``).
RUBIES_TO_END = {"choose_write": 10}


# -- the analysers ---------------------------------------------------------------------------
@runtime_checkable
class AnalysisLike(Protocol):
    """What an analyser says about one decision (``bots.search.Analysis`` has these fields)."""

    @property
    def seat(self) -> int: ...

    @property
    def best(self) -> Any: ...

    @property
    def values(self) -> Mapping[str, float]: ...

    @property
    def visits(self) -> Mapping[str, int]: ...

    @property
    def chances(self) -> Sequence[float]: ...

    @property
    def iterations(self) -> int: ...


@runtime_checkable
class Analyser(Protocol):
    """Anything that scores every legal action of the seat to act: the search bot, the greedy
    analyser, a class's own."""

    def analyse(self, game: Any) -> AnalysisLike: ...


@dataclass(frozen=True)
class Analysis:
    """One decision analysed (the fields of the search bot's ``Analysis``): the deciding seat,
    the action it would take, each legal action's text -> the seat's estimated winning chance
    after it, the search visits per action (0 for the greedy analyser), every seat's winning
    chance now (after the best action) and the work spent (iterations)."""

    seat: int
    best: Any
    values: dict[str, float]
    visits: dict[str, int]
    chances: tuple[float, ...]
    iterations: int


@dataclass(frozen=True)
class _Kind:
    """How the review reads a kind of game: its evaluation, the words of its terms, the
    rubies that end it and a seat's rubies now."""

    evaluate: Callable[[Any, int], float]
    breakdown: Callable[[Any, int], dict[str, float]]
    plain: Callable[[Any], Mapping[str, tuple[str, str]]]
    rubies: Callable[[Any, int], int]


_KINDS: dict[str, _Kind] = {
    "istanbul": _Kind(board_evaluate, board_breakdown,
                      lambda g: {**cwb.PLAIN, **build_strategy(g.rules).plain},
                      lambda g, s: g.player(s).rubies),
    "choose_write": _Kind(cwb.evaluate, cwb.breakdown, lambda g: cwb.PLAIN,
                          lambda g, s: g.sheet(s).rubies),
}


def _kind(game: Any) -> _Kind:
    hit = _KINDS.get(getattr(game, "kind", None))  # type: ignore[arg-type]
    if hit is None:
        raise ValueError(f"the review reads games of kind {', '.join(sorted(_KINDS))}, not "
                         f"{getattr(game, 'kind', type(game).__name__)!r}")
    return hit


class GreedyAnalyser:
    """Winning chances from the greedy bot's look-ahead, without playouts (module doc).

    For each legal action the greedy bot's score (the seat's evaluation where the rest of the
    turn's best plan ends) stands for the seat, the other seats' evaluations are read at that
    plan's end, and a softmax of the seats' points gives the chances. Solo games (one seat):
    the evaluation's rubies out of 13, the solo score's scale."""

    name = "greedy analyser"  # i18n: not shown (a name; ANALYSER_WORDS says it)

    def __init__(self, seed: int = 0, temperature: tuple[float, float] = TEMPERATURE) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"seed must be a whole number, not {seed!r}")
        if (not isinstance(temperature, tuple) or len(temperature) != 2
                or not all(isinstance(t, (int, float)) and not isinstance(t, bool) and t > 0
                           for t in temperature)):
            raise ValueError("temperature is (points at the start, points near the end), two "
                             f"positive numbers, not {temperature!r}")
        self.seed = seed
        self.start, self.end = float(temperature[0]), float(temperature[1])

    def __repr__(self) -> str:
        return f"GreedyAnalyser(seed={self.seed}, temperature={(self.start, self.end)!r})"

    def temperature(self, game: Any) -> float:
        """Softmax points for ``game``: from ``start`` down to ``end`` as the leader's rubies
        near the ruby target (a lead of 100 points, a ruby, gives one of two players a 73%
        chance at the start and 88% near the end with the defaults)."""
        kind = _kind(game)
        target = getattr(game, "ruby_target", None) or RUBIES_TO_END.get(game.kind, 5)
        lead = max(kind.rubies(game, s) for s in range(game.players))
        progress = min(1.0, lead / max(1, target - 1))
        return self.start + (self.end - self.start) * progress

    def chances(self, game: Any, points: Sequence[float]) -> tuple[float, ...]:
        """Every seat's winning chance from the seats' evaluation points; a finished game's
        result itself (``returns()``, shared wins split)."""
        if game.is_over:
            got = game.returns()
            total = sum(got)
            if game.players == 1 or total <= 0:
                return tuple(float(x) for x in got)
            return tuple(x / total for x in got)
        if game.players == 1:
            return (min(1.0, max(0.0, points[0] / 1300.0)),)
        return tuple(chances(points, self.temperature(game)))   # the search bot's softmax

    def analyse(self, game: Any) -> Analysis:
        """Every legal action of ``game.to_act`` valued; the bot's seed is this analyser's
        plus the step, so a review is the same on every run."""
        if game.is_over:
            raise ValueError("the game is over: there is no decision to analyse")
        kind = _kind(game)
        seat = game.to_act
        bot = GreedyBot(seed=self.seed + len(game.history()))
        scored: list[Scored] = bot.scores(game)
        values: dict[str, float] = {}
        vectors: dict[str, tuple[float, ...]] = {}
        for s in scored:
            end = s.end
            points = [s.value if i == seat else kind.evaluate(end, i)
                      for i in range(game.players)]
            v = self.chances(end, points)
            vectors[str(s.action)] = v
            values[str(s.action)] = v[seat]
        best = max(scored, key=lambda s: (values[str(s.action)], -scored.index(s))).action
        return Analysis(seat, best, values, {t: 0 for t in values}, vectors[str(best)],
                        len(scored))


# -- one reviewed decision -------------------------------------------------------------------
def thresholds(players: int) -> tuple[tuple[str, float], ...]:
    """The labels' losses for a game of ``players`` seats: the two-player ones times
    ``2 / players`` (a fair share of the win is 1/players), worst first."""
    factor = 2 / max(players, 2)
    return tuple((name, round(limit * factor, 6)) for name, limit in LABELS)


def label(loss: float, players: int) -> str:
    """"blunder", "mistake", "inaccuracy" (a message: ``LABEL_WORDS``) or "" for a loss of
    winning chance."""
    for name, limit in thresholds(players):
        if loss >= limit - 1e-9:
            return LABEL_WORDS[name]
    return ""


@dataclass(frozen=True)
class Decision:
    """One scored decision: ``step`` (the game before it is ``game.at_step(step)``), the
    turn, the seat, the action played and the best one (texts and plain words), their
    values and the loss, the label, the number of choices, every seat's winning chance
    before it, and ``reason`` (filled for the costliest decisions)."""

    step: int
    turn: int
    seat: int
    played: str
    best: str
    played_words: str
    best_words: str
    value_played: float
    value_best: float
    loss: float
    label: str
    choices: int
    chances: tuple[float, ...]
    reason: str = ""

    def row(self) -> dict[str, Any]:
        """The decision as a table row (a notebook's ``pandas.DataFrame(result.rows())``)."""
        return {"step": self.step, "turn": self.turn, "played": self.played,
                "best": self.best, "loss": round(self.loss, 4), "label": self.label,
                "choices": self.choices, "reason": self.reason}


def _words_of(changes: list[tuple[float, str]], plain: Mapping[str, tuple[str, str]],
              up: bool) -> list[Any]:
    out = []
    for d, k in changes:
        if (d > 0) == up:
            grows, shrinks = plain.get(k) or (_("improves your {term}", term=k),
                                              _("lowers your {term}", term=k))
            out.append(grows if up else shrinks)
    return out


class _Opening(Message):
    """A sentence's opening value (an action's description): its first letter capitalised and
    its full stop dropped, in whatever language it is read."""

    __slots__ = ("inner",)
    inner: Any

    def __new__(cls, inner: Any) -> _Opening:
        self = str.__new__(cls, _capital(str(inner).rstrip(".")))
        self.msgid, self.plural, self.n, self.values = str(inner), None, None, {}
        self.inner = inner
        return self

    def text(self, lang: str | None = None) -> str:
        return _capital(tr(self.inner, lang).rstrip(".\u3002"))

    def __reduce__(self) -> tuple:
        return (_Opening, (self.inner,))


def reason_for(game: Any, played: str, best: str, loss: float, seed: int = 0) -> str:
    """One sentence on why ``best`` was better than ``played`` at ``game`` (the position before
    the decision): the greedy look-ahead plays the rest of the turn after each, and the
    evaluation terms that differ most where the two plans end say what the better choice
    would have given (or saved). A message (``tr(reason, lang)``)."""
    kind = _kind(game)
    seat = game.to_act
    scored = {str(s.action): s for s in GreedyBot(seed=seed).scores(game)}
    better = _Opening(strategy_for(game).describe(game, best))
    chance = f"{loss:.0%}"
    if best not in scored or played not in scored:
        return _("{better} was better by {loss} of a winning chance.", better=better,
                 loss=chance)
    after_best = kind.breakdown(scored[best].end, seat)
    after_played = kind.breakdown(scored[played].end, seat)
    changes = [(after_best[k] - after_played.get(k, 0.0), k) for k in after_best
               if abs(after_best[k] - after_played.get(k, 0.0)) > 0.05]
    changes.sort(key=lambda t: (-abs(t[0]), t[1]))
    plain = kind.plain(game)
    gains, costs = _words_of(changes, plain, True)[:2], _words_of(changes, plain, False)[:1]
    values: dict[str, Any] = {"better": better, "loss": chance}
    if len(gains) == 2 and costs:
        return _("{better} was better: it {gain} and {more}, though it {cost} ({loss} more of "
                 "a winning chance by this review's estimate).", gain=gains[0], more=gains[1],
                 cost=costs[0], **values)
    if len(gains) == 2:
        return _("{better} was better: it {gain} and {more} ({loss} more of a winning chance "
                 "by this review's estimate).", gain=gains[0], more=gains[1], **values)
    if gains and costs:
        return _("{better} was better: it {gain}, though it {cost} ({loss} more of a winning "
                 "chance by this review's estimate).", gain=gains[0], cost=costs[0], **values)
    if gains:
        return _("{better} was better: it {gain} ({loss} more of a winning chance by this "
                 "review's estimate).", gain=gains[0], **values)
    if costs:
        return _("{better} was better although it {cost}: what it leads to later counts for "
                 "more ({loss} more of a winning chance by this review's estimate).",
                 cost=costs[0], **values)
    return _("{better} was better: the turn ends alike either way, but what follows differs "
             "({loss} more of a winning chance by this review's estimate).", **values)


# -- the review --------------------------------------------------------------------------------
def load(game: Any) -> Any:
    """A game of either kind from a game or a save's text (bytes or str); ValueError for
    anything else, saying what a review reads."""
    if isinstance(game, bytearray):
        game = bytes(game)
    if isinstance(game, (str, bytes)):
        # TRANSLATORS: starts a refusal of a save given to the review; ends with ": "
        doc = parse(game, _("a review reads a game or a save: "))
        if isinstance(doc, dict) and doc.get("format") == "istanbul-choose-write":
            from .choose_write import Game as ChooseWriteGame
            return ChooseWriteGame.from_json(game)
        from .engine import Game
        return Game.from_json(game)
    if getattr(game, "kind", None) not in _KINDS or not callable(getattr(game, "at_step", None)):
        raise ValueError("a review reads a game (istanbul_nb.new_game(...), a Choose & Write "
                         f"game) or a save's text, not {type(game).__name__}")
    return game


def seat_names(game: Any) -> list[str]:
    """The seats' names of either kind of game (the board game's players, the sheets')."""
    names = getattr(game, "names", None)
    if isinstance(names, (list, tuple)) and len(names) == game.players:
        return [str(n) for n in names]
    return [game.player(s).name for s in range(game.players)]


def default_analyser(per_decision: float) -> Analyser:
    """The search bot with ``per_decision`` seconds of thought (imported here: the review of
    a lesson with ``GreedyAnalyser`` never loads the search)."""
    search = importlib.import_module("istanbul_nb.bots.search")  # written alongside (issue 24)
    return search.SearchBot(seed=0, think_time=per_decision)


class Reviewer:
    """A review in steps: ``step()`` scores the next decision (False when none is left),
    ``result()`` is the review so far. ``review`` and the Table's review view drive it.

    ``analyser``: an ``Analyser``, or a function that makes one from the seconds each decision
    may take (``per_decision``: ``think_time``, or an even share of ``budget``), or None for
    the search bot."""

    def __init__(self, game: Any, seat: int | None = None,
                 analyser: Analyser | Callable[[float], Analyser] | None = None,
                 think_time: float | None = None, budget: float = BUDGET) -> None:
        game = load(game)
        players = game.players
        if seat is None:
            seat = 0
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError(f"seat must be 0 to {players - 1} for this {players}-player game, "
                             f"not {seat!r}")
        if think_time is not None and (isinstance(think_time, bool)
                                       or not isinstance(think_time, (int, float))
                                       or not 0 < think_time <= 60):
            raise ValueError(f"think_time is seconds per decision (above 0, at most 60), "
                             f"not {think_time!r}")
        if isinstance(budget, bool) or not isinstance(budget, (int, float)) or budget <= 0:
            raise ValueError(f"budget is the review's seconds in all (above 0), not {budget!r}")
        if not (analyser is None or callable(getattr(analyser, "analyse", None))
                or callable(analyser)):
            raise ValueError("an analyser needs an analyse(game) method (GreedyAnalyser(), "
                             f"bots.search.SearchBot(...)), not {type(analyser).__name__}")
        # a copy: the table's live game may change (undo, a load) while a review runs
        self.game, self.seat = game.copy(), seat
        self.history = game.history()
        # the decisions to score: the seat decides and has a choice (one cheap replay); a
        # teacher's dice command in the history ('!dice 3 4') is no decision of anyone's
        self.todo: list[int] = []
        g = game.restart()
        for k, text in enumerate(self.history):
            if not g.is_over and g.to_act == seat:
                acts = [str(a) for a in g.legal_actions()]
                if len(acts) > 1 and text in acts:
                    self.todo.append(k)
            g.apply_saved(text)
        share = SEARCH_SHARE * budget / max(1, len(self.todo))
        self.per_decision = (float(think_time) if think_time is not None
                             else min(THINK_RANGE[1], max(THINK_RANGE[0], share)))
        made: Any = analyser
        if made is None:
            made = default_analyser(self.per_decision)
        elif not callable(getattr(made, "analyse", None)):
            made = made(self.per_decision)     # a maker of one, given the seconds
            if not callable(getattr(made, "analyse", None)):
                raise ValueError("the analyser's maker must return an object with an "
                                 f"analyse(game) method, not {type(made).__name__}")
        self.analyser: Analyser = made
        self.decisions: list[Decision] = []
        self.seconds = 0.0
        self._g = game.restart()
        self._at = 0

    @property
    def total(self) -> int:
        """The decisions to score."""
        return len(self.todo)

    @property
    def done(self) -> int:
        return len(self.decisions)

    def step(self) -> bool:
        """Score the next decision; False when every one is scored."""
        if self.done >= self.total:
            return False
        t0 = time.perf_counter()
        k = self.todo[self.done]
        g = self._g
        while self._at < k:
            g.apply_saved(self.history[self._at])
            self._at += 1
        a = self.analyser.analyse(g.copy())
        values = {str(t): float(v) for t, v in a.values.items()}
        played = self.history[k]
        if played not in values:
            raise ValueError(f"the analyser gave no value for the action played at step {k} "
                             f"({played!r}); it must value every legal action")
        top = max(values.values())
        best = str(a.best) if values.get(str(a.best)) == top else next(
            t for t, v in values.items() if v == top)
        loss = max(0.0, top - values[played])
        words = strategy_for(g).describe
        self.decisions.append(Decision(
            k, g.turn, self.seat, played, best, words(g, played), words(g, best),
            values[played], top, loss, label(loss, g.players), len(values),
            tuple(float(c) for c in a.chances)))
        self.seconds += time.perf_counter() - t0
        return True

    def result(self) -> ReviewResult:
        """The review so far, with the reasons of its three costliest decisions."""
        decisions = list(self.decisions)
        for i, d in enumerate(decisions):
            if d in _costliest(decisions, 3):
                decisions[i] = _with_reason(self.game, d)
        end = GreedyAnalyser().chances(self.game, [0.0] * self.game.players) \
            if self.game.is_over else None
        return ReviewResult(self.game, self.seat, decisions, self.done >= self.total,
                            self.total, analyser_name(self.analyser), round(self.seconds, 3),
                            end)


def analyser_name(analyser: Any) -> str:
    """What a summary calls an analyser: its ``name`` ("greedy analyser"; the search bot's
    "search" becomes "search bot"), else its class's name."""
    name = getattr(analyser, "name", None)
    if not isinstance(name, str) or not name.strip():
        return type(analyser).__name__
    return name if name.endswith(("analyser", "bot")) else f"{name} bot"


def _costliest(decisions: Sequence[Decision], n: int) -> list[Decision]:
    hit = [d for d in decisions if d.loss > 1e-9]
    return sorted(hit, key=lambda d: (-d.loss, d.step))[:n]


def _with_reason(game: Any, d: Decision) -> Decision:
    from dataclasses import replace
    before = game.at_step(d.step)
    return replace(d, reason=reason_for(before, d.played, d.best, d.loss, seed=d.step))


def _cancelled(cancel: Any) -> bool:
    if cancel is None:
        return False
    is_set = getattr(cancel, "is_set", None)
    return bool(is_set() if callable(is_set) else cancel())


def _bar(progress: Any, total: int) -> tuple[Callable[[int, int], None], Callable[[], None]]:
    """The progress report and what ends it: a callable ``(done, total)`` as given; True: a
    tqdm bar when tqdm is installed (the lab extra), else nothing."""
    def nothing(*_: Any) -> None:
        return None
    if callable(progress):
        return progress, nothing
    # TQDM_DISABLE: ``make notebooks`` stores no frozen bar in a lesson (as ``simulate``)
    if progress is not True or os.environ.get("TQDM_DISABLE", "").strip().lower() not in (
            "", "0", "false", "no"):
        return nothing, nothing
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return nothing, nothing
    bar = tqdm(total=total, desc="review", unit="decision")
    return (lambda done, _total: bar.update(done - bar.n)), bar.close


def review(game: Any, seat: int | None = None, analyser: Analyser | None = None,
           think_time: float | None = None, progress: Any = True, cancel: Any = None,
           budget: float = BUDGET) -> ReviewResult:
    """Review ``seat``'s decisions (seat 0 when not given) of a game or a save's text.

    ``analyser``: anything with ``analyse(game)`` (``GreedyAnalyser()`` for an instant
    review); by default the search bot, with ``think_time`` seconds per decision or an even
    share of ``budget`` seconds. ``progress``: True for a tqdm bar (when tqdm is installed),
    a callable ``(done, total)``, or False. ``cancel``: a ``threading.Event`` or a callable
    returning True to stop; the result then holds the decisions scored so far and
    ``complete`` is False. An unfinished game is reviewed as far as it was played."""
    r = Reviewer(game, seat, analyser, think_time, budget)
    tick, close = _bar(progress, r.total)
    try:
        tick(0, r.total)
        while not _cancelled(cancel) and r.step():
            tick(r.done, r.total)
    finally:
        close()             # a cancelled review's bar ends where it stopped
    return r.result()


# -- the result ------------------------------------------------------------------------------
@dataclass
class ReviewResult:
    """A review: the game, the seat, its scored ``decisions`` in order, whether it is
    ``complete`` (False: cancelled), how many decisions it meant to score, the analyser's
    name, the seconds spent and, for a finished game, every seat's share of the result."""

    game: Any
    seat: int
    decisions: list[Decision]
    complete: bool
    planned: int
    analyser: str
    seconds: float
    final: tuple[float, ...] | None = None
    names: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.names:
            self.names = seat_names(self.game)

    def costliest(self, n: int = 3) -> list[Decision]:
        """The ``n`` decisions that lost the most winning chance (losses above 0), worst
        first."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"n must be a whole number 0 or more, not {n!r}")
        return _costliest(self.decisions, n)

    def labelled(self) -> list[Decision]:
        """The decisions with a label (the turning points), in game order."""
        return [d for d in self.decisions if d.label]

    def counts(self) -> dict[str, int]:
        """How many inaccuracies, mistakes and blunders."""
        return {name: sum(d.label == name for d in self.decisions) for name, _ in LABELS}

    def rows(self) -> list[dict[str, Any]]:
        return [d.row() for d in self.decisions]

    def position(self, step: int | Decision) -> Any:
        """The game as it was before a decision (a ``Decision`` or a step number): its
        ``_repr_svg_()`` shows the board at that moment."""
        k = step.step if isinstance(step, Decision) else step
        return self.game.at_step(k)

    def curve(self) -> list[tuple[int, tuple[float, ...]]]:
        """(turn, every seat's winning chance) at each scored decision, then the result."""
        out = [(d.turn, d.chances) for d in self.decisions]
        if self.final is not None and self.complete:
            out.append((self.game.turn, self.final))
        return out

    def summary(self, lang: str | None = None) -> str:
        """One line: what was reviewed and what was found (a message; in ``lang`` when
        given)."""
        c = self.counts()
        found = join([N_("{n} inaccuracy", "{n} inaccuracies", c["inaccuracy"]),
                      N_("{n} mistake", "{n} mistakes", c["mistake"]),
                      N_("{n} blunder", "{n} blunders", c["blunder"])])
        values = {"name": self.names[self.seat], "seconds": f"{self.seconds:.1f}",
                  "analyser": ANALYSER_WORDS.get(self.analyser, self.analyser),
                  "found": found, "planned": self.planned}
        n = len(self.decisions)
        if self.complete:
            said = N_("{name}: {n} decision reviewed by the {analyser} in {seconds} s: {found}.",
                      "{name}: {n} decisions reviewed by the {analyser} in {seconds} s: "
                      "{found}.", n, **values)
        else:
            said = N_("{name}: {n} decision reviewed by the {analyser} in {seconds} s "
                      "(cancelled: {n} of {planned} decisions): {found}.",
                      "{name}: {n} decisions reviewed by the {analyser} in {seconds} s "
                      "(cancelled: {n} of {planned} decisions): {found}.", n, **values)
        return said if lang is None else tr(said, lang)

    def plot(self, ax: Any = None, lang: str | None = None) -> Any:
        """Every seat's estimated winning chance over the game (x: the turn), the reviewed
        seat's labelled decisions marked and the three costliest numbered, its words in
        ``lang`` (None: the kit's default); returns the matplotlib Figure."""
        import matplotlib.pyplot as plt
        from matplotlib.figure import Figure

        from .i18n.fonts import fit_figure

        if ax is None:
            fig = Figure(figsize=(8, 3.6))
            ax = fig.add_subplot()
        else:
            fig = ax.figure
        points = self.curve()
        xs = [t for t, _ in points]
        colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
        for s in range(self.game.players):
            ys = [c[s] if s < len(c) else float("nan") for _, c in points]
            name = (tr(_("{name} (reviewed)", name=self.names[s]), lang) if s == self.seat
                    else self.names[s])
            ax.plot(xs, ys, color=colours[s % len(colours)], lw=2.4 if s == self.seat else 1.2,
                    label=name)
        marks = {"inaccuracy": ("#e0a800", "o"), "mistake": ("#e06000", "s"),
                 "blunder": ("#c00000", "X")}
        for name, (colour, marker) in marks.items():
            hit = [d for d in self.decisions if d.label == name]
            if hit:
                ax.scatter([d.turn for d in hit], [d.chances[self.seat] for d in hit], s=46,
                           color=colour, marker=marker, zorder=3,
                           label=tr(LABEL_WORDS[name], lang))
        for i, d in enumerate(self.costliest(3), 1):
            ax.annotate(str(i), (d.turn, d.chances[self.seat]),
                        textcoords="offset points",  # i18n: not shown
                        xytext=(0, 9), ha="center", fontsize=10, weight="bold")
        ax.set_ylim(0, 1)
        ax.set_xlabel(tr(_("turn"), lang))
        ax.set_ylabel(tr(_("estimated winning chance"), lang))
        name = self.names[self.seat]
        ax.set_title(tr(_("Review of {name}'s decisions", name=name) if self.complete else
                        _("Review of {name}'s decisions (incomplete)", name=name), lang))
        ax.legend(fontsize=8, loc="upper left", ncol=2)  # i18n: not shown
        ax.grid(alpha=0.3)
        fit_figure(fig)  # Korean/Chinese words get a CJK font, not tofu boxes
        fig.tight_layout()
        return fig

    def svg(self, lang: str | None = None) -> str:
        """The graph as SVG text (what the Table shows and a saved notebook keeps), its words
        in ``lang``."""
        import io

        buf = io.StringIO()
        self.plot(lang=lang).savefig(buf, format="svg")
        text = buf.getvalue()
        return text[text.find("<svg"):]

    def moments_html(self, lang: str | None = None) -> str:
        """The three costliest decisions as an HTML list (no pictures), in ``lang``."""
        def t(text: Any) -> str:
            return escape(tr(text, lang))

        items = []
        for i, d in enumerate(self.costliest(3), 1):
            head = _("{i}. Turn {turn}", i=i, turn=d.turn)
            lost = _("{slip}, {loss} of a winning chance", slip=d.label or _("a small slip"),
                     loss=f"{d.loss:.0%}")
            played = _("played {words}", words=d.played_words)
            better = _("better: {words}", words=d.best_words)
            items.append(
                f"<li><b>{t(head)}</b> ({t(lost)}): {t(played)} "
                f"(<code>{escape(d.played)}</code>); {t(better)} "
                f"(<code>{escape(d.best)}</code>). {t(d.reason)}</li>")
        if not items:
            none = _("No decision lost any winning chance by this review's estimate.")
            return f"<p>{t(none)}</p>"
        return "<ol style='padding-left:1.2em'>" + "".join(items) + "</ol>"  # i18n: not shown

    def _repr_html_(self, lang: str | None = None) -> str:
        try:
            graph = self.svg(lang)
        except ImportError:     # matplotlib is in the lab extra: the words still help
            graph = ""
        summary = escape(self.summary(lang))
        return (f"<div class='ist-review'><p>{summary}</p>{graph}"  # i18n: not shown
                f"{self.moments_html(lang)}</div>")

    def __repr__(self) -> str:
        return f"ReviewResult({self.summary()!r})"


__all__ = ["Analyser", "Analysis", "AnalysisLike", "BUDGET", "Decision", "GreedyAnalyser",
           "LABELS", "ReviewResult", "Reviewer", "label", "load", "reason_for", "review",
           "seat_names", "thresholds"]


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
