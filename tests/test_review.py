"""The post-game review (``istanbul_nb.game_review``, ``ist.review``) and the Table's "Review this
game" (``widgets.review_view``), headless.

The analysers here are the greedy analyser (real, playout-free) and a scripted one whose values
are set by the test, so the losses, labels, the graph's marks and cancellation are checked
against numbers the test knows. The search bot plugs in through the same protocol: a stand-in
module checks that the default analyser is made as ``bots.search.SearchBot(seed=0,
think_time=...)`` with a per-decision share of the budget.
"""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
import threading
import types
from pathlib import Path

import pytest

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.bots import GreedyBot, RandomBot
from istanbul_nb.game_review import (
    BUDGET,
    SEARCH_SHARE,
    Analysis,
    GreedyAnalyser,
    ReviewResult,
    label,
    review,
    thresholds,
)

ROOT = Path(__file__).resolve().parent.parent


def played(players: int, seed: int, weak: int = 1, game=None):
    """A finished game: greedy bots, and a random one at seat ``weak``."""
    g = ist.new_game(players=players, seed=seed) if game is None else game
    bots = [RandomBot(seed=s, eager=True) if s == weak else GreedyBot(seed=s)
            for s in range(g.players)]
    while not g.is_over:
        g.apply(bots[g.to_act].choose(g))
    return g


@pytest.fixture(scope="module")
def game3():
    return played(3, 4)


def decisions_of(game, seat: int) -> list[int]:
    """The steps at which ``seat`` decided with a choice, found by replaying the history."""
    g, out = game.restart(), []
    for k, text in enumerate(game.history()):
        if g.to_act == seat and len(g.legal_actions()) > 1:
            out.append(k)
        g.apply(text)
    return out


class Scripted:
    """An analyser whose values the test sets: the played action is worth ``played[step]``
    (default 0.5) and every other legal action 0.5; every seat's chance is even."""

    def __init__(self, played: dict[int, float] | None = None, hook=None) -> None:
        self.played, self.hook, self.calls = played or {}, hook, 0

    def analyse(self, game):
        self.calls += 1
        if self.hook is not None:
            self.hook(self.calls)
        texts = [str(a) for a in game.legal_actions()]
        values = dict.fromkeys(texts, 0.5)
        return Analysis(game.to_act, game.legal_actions()[0], values, dict.fromkeys(texts, 3),
                        tuple([1 / game.players] * game.players), 7 * len(texts))


class PlayedIs(Scripted):
    """The scripted analyser, knowing the history: the played action gets its set value."""

    def __init__(self, history: list[str], played: dict[int, float]) -> None:
        super().__init__(played)
        self.history = history

    def analyse(self, game):
        a = super().analyse(game)
        step = len(game.history())
        if step in self.played:
            a.values[self.history[step]] = self.played[step]
        return a


# -- the labels ------------------------------------------------------------------------------
def test_the_labels_scale_with_the_player_count():
    assert thresholds(2) == (("blunder", 0.3), ("mistake", 0.2), ("inaccuracy", 0.1))
    assert thresholds(4) == (("blunder", 0.15), ("mistake", 0.1), ("inaccuracy", 0.05))
    assert thresholds(1) == thresholds(2)
    assert [label(x, 2) for x in (0.0, 0.099, 0.1, 0.2, 0.29, 0.3, 0.9)] == [
        "", "", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]
    assert [label(x, 4) for x in (0.049, 0.05, 0.1, 0.15)] == [
        "", "inaccuracy", "mistake", "blunder"]


# -- the review with a scripted analyser: numbers the test knows ------------------------------
def test_losses_labels_and_the_costliest_follow_the_analysers_values(game3):
    history = game3.history()
    steps = decisions_of(game3, 0)
    # three slips of known size at three of seat 0's decisions (3 players: x 2/3)
    slips = {steps[3]: 0.35, steps[10]: 0.1, steps[20]: 0.45}
    r = review(game3, 0, PlayedIs(history, slips), progress=False)
    assert [d.step for d in r.decisions] == steps
    by_step = {d.step: d for d in r.decisions}
    assert by_step[steps[3]].loss == pytest.approx(0.15)
    assert by_step[steps[3]].label == "mistake"          # 0.2 x 2/3 <= 0.15 < 0.3 x 2/3
    assert by_step[steps[10]].label == "blunder"
    assert by_step[steps[20]].label == ""                # 0.05 < 0.1 x 2/3
    assert by_step[steps[10]].loss == pytest.approx(0.4) and by_step[steps[10]].best != (
        history[steps[10]])
    assert [d.step for d in r.costliest(3)] == [steps[10], steps[3], steps[20]]
    assert r.counts() == {"blunder": 1, "mistake": 1, "inaccuracy": 0}
    assert [d.step for d in r.labelled()] == [steps[3], steps[10]]
    for d in r.decisions:
        assert d.played == history[d.step] and d.seat == 0 and d.choices > 1
        assert d.loss == pytest.approx(d.value_best - d.value_played)
    # the costliest carry a reason; the others do not need one
    assert all(d.reason for d in r.costliest(3))
    share = [x / sum(game3.returns()) for x in game3.returns()]
    assert r.complete and r.planned == len(steps) and list(r.final) == share
    assert r.curve()[-1] == (game3.turn, r.final)


def test_every_decision_is_scored_and_the_game_is_left_as_it_was(game3):
    before = game3.history()
    analyser = Scripted()
    r = review(game3, 2, analyser, progress=False)
    assert analyser.calls == len(decisions_of(game3, 2)) == len(r.decisions)
    assert game3.history() == before
    assert r.costliest(3) == []                          # nothing lost anything
    assert "No decision lost" in r.moments_html()


def test_an_analyser_that_leaves_out_the_played_action_is_refused(game3):
    class Forgetful(Scripted):
        def analyse(self, game):
            a = super().analyse(game)
            return Analysis(a.seat, a.best, {"nothing": 0.5}, {}, a.chances, 1)
    with pytest.raises(ValueError, match="no value for the action played"):
        review(game3, 0, Forgetful(), progress=False)


# -- the greedy analyser -----------------------------------------------------------------------
def test_the_greedy_analyser_values_every_legal_action_as_a_chance(game3):
    g = game3.at_step(30)
    a = GreedyAnalyser().analyse(g)
    texts = [str(x) for x in g.legal_actions()]
    assert sorted(a.values) == sorted(texts) and a.seat == g.to_act
    assert all(0.0 < v < 1.0 for v in a.values.values())
    assert sum(a.chances) == pytest.approx(1.0) and len(a.chances) == 3
    assert a.values[str(a.best)] == max(a.values.values()) == a.chances[a.seat]
    # the same position, the same values (the bot's seed follows the step)
    assert GreedyAnalyser().analyse(g).values == a.values
    with pytest.raises(ValueError, match="game is over"):
        GreedyAnalyser().analyse(game3)


def test_a_ruby_lead_counts_for_more_near_the_end():
    ga = GreedyAnalyser()
    start = ist.new_game(players=2, seed=1)
    assert ga.temperature(start) == 100.0
    early = ga.chances(start, [100.0, 0.0])[0]
    late = ist.stage(players=2, seed=1, seats={0: {"rubies": 5}})     # 6 end a 2p game
    assert ga.temperature(late) == 50.0
    assert ga.chances(late, [100.0, 0.0])[0] > early > 0.5
    with pytest.raises(ValueError, match="temperature"):
        GreedyAnalyser(temperature=(0, 5))


def test_a_real_review_by_the_greedy_analyser(game3):
    r = review(game3, 1, GreedyAnalyser(), progress=False)
    assert len(r.decisions) == len(decisions_of(game3, 1))
    assert r.seconds < 30 and r.analyser == "greedy analyser"
    worst = r.costliest(3)
    assert len(worst) == 3 and worst[0].loss >= worst[1].loss >= worst[2].loss > 0
    for d in worst:
        # the reason names the better choice and says what it would have given
        assert d.reason.startswith(d.best_words[:1].upper() + d.best_words[1:].rstrip("."))
        assert "was better" in d.reason and f"{d.loss:.0%}" in d.reason
        assert r.position(d).history() == game3.history()[:d.step]
    assert len({d.reason for d in worst}) == 3           # built from the game, not canned
    assert all(len(d.chances) == 3 for d in r.decisions)


def test_a_save_text_reviews_like_the_game(game3):
    part = game3.at_step(70)
    a = review(part, 1, GreedyAnalyser(), progress=False)
    b = review(part.to_json().encode(), 1, GreedyAnalyser(), progress=False)
    assert len(a.decisions) > 10
    assert [(d.step, d.loss, d.best) for d in a.decisions] == [
        (d.step, d.loss, d.best) for d in b.decisions]


def test_choose_and_write_is_reviewed_too():
    g = cw.new_game(players=3, seed=2)
    bots = [RandomBot(seed=5), GreedyBot(seed=1), GreedyBot(seed=2)]
    while not g.is_over:
        g.apply(bots[g.to_act].choose(g))
    r = review(g.to_json(), 0, Scripted(), progress=False)
    assert len(r.decisions) == len(decisions_of(g, 0)) > 10
    assert r.names == g.names and r.final is not None and sum(r.final) == pytest.approx(1)
    r = review(g.at_step(90), 0, GreedyAnalyser(), progress=False)      # the first rounds
    assert r.decisions and all(d.reason for d in r.costliest(3)) and r.costliest(3)


def test_an_unfinished_game_is_reviewed_as_far_as_it_was_played(game3):
    part = game3.at_step(60)
    r = review(part, 0, GreedyAnalyser(), progress=False)
    assert r.complete and r.final is None
    assert [d.step for d in r.decisions] == [k for k in decisions_of(game3, 0) if k < 60]
    assert len(r.curve()) == len(r.decisions)


def test_a_teachers_scripted_dice_are_no_decision():
    g = ist.new_game(players=2, seed=3)
    bots = [GreedyBot(seed=0), GreedyBot(seed=1)]
    for _ in range(40):
        if g.to_act == 0 and g.phase == "move":
            g.set_dice([6, 6])                 # kept in the history as '!dice 6 6'
        g.apply(bots[g.to_act].choose(g))
    dice = [k for k, t in enumerate(g.history()) if t.startswith("!dice")]
    assert dice
    r = review(g.to_json(), 0, Scripted(), progress=False)
    assert r.decisions and not {d.step for d in r.decisions} & set(dice)
    assert all(not d.played.startswith("!") for d in r.decisions)


# -- progress, cancel, bad input ---------------------------------------------------------------
def test_progress_is_reported_and_a_cancelled_review_keeps_what_was_done(game3):
    seen: list[tuple[int, int]] = []
    stop = threading.Event()

    def tick(done: int, total: int) -> None:
        seen.append((done, total))
        if done == 4:
            stop.set()
    r = review(game3, 0, Scripted(), progress=tick, cancel=stop)
    total = len(decisions_of(game3, 0))
    assert seen == [(k, total) for k in range(5)]
    assert not r.complete and len(r.decisions) == 4 and r.planned == total
    assert f"cancelled: 4 of {total}" in r.summary()
    assert len(r.curve()) == 4                           # no result point for a part
    # a callable works as well
    r = review(game3, 0, Scripted(), progress=False, cancel=lambda: True)
    assert r.decisions == [] and not r.complete


def test_the_default_progress_is_a_tqdm_bar_that_ends_when_cancelled(game3, monkeypatch, capsys):
    pytest.importorskip("tqdm")
    monkeypatch.delenv("TQDM_DISABLE", raising=False)
    calls = iter(range(10_000))
    r = review(game3, 0, Scripted(), cancel=lambda: next(calls) >= 3)
    assert len(r.decisions) == 3
    err = capsys.readouterr().err
    assert "review" in err and f"3/{r.planned}" in err


def test_bad_input_is_refused_clearly(game3):
    before = game3.history()
    for seat in (3, -1, True, "0"):
        with pytest.raises(ValueError, match="seat must be 0 to 2"):
            review(game3, seat, Scripted(), progress=False)
    for bad in (None, 42, object(), [1, 2]):
        with pytest.raises(ValueError, match="a review reads a game"):
            review(bad, 0, Scripted(), progress=False)
    with pytest.raises(ValueError, match="not valid JSON"):
        review("{not json", 0, Scripted(), progress=False)
    with pytest.raises(ValueError, match="analyse"):
        review(game3, 0, analyser=42, progress=False)
    with pytest.raises(ValueError, match="think_time"):
        review(game3, 0, Scripted(), think_time=0, progress=False)
    with pytest.raises(ValueError, match="budget"):
        review(game3, 0, Scripted(), budget=-1, progress=False)
    with pytest.raises(ValueError, match="n must be"):
        review(game3, 0, Scripted(), progress=False).costliest(-1)
    assert game3.history() == before


def test_the_search_bot_is_the_default_with_a_share_of_the_budget(game3, monkeypatch):
    made = []

    class SearchBot(Scripted):
        name = "search"

        def __init__(self, seed=0, think_time=0.5):
            super().__init__()
            made.append((seed, think_time))
    fake = types.ModuleType("istanbul_nb.bots.search")
    fake.SearchBot = SearchBot                  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "istanbul_nb.bots.search", fake)
    n = len(decisions_of(game3, 1))
    r = review(game3, 1, progress=False)
    assert made == [(0, pytest.approx(min(1.0, max(0.05, SEARCH_SHARE * BUDGET / n))))]
    assert r.analyser == "search bot" and len(r.decisions) == n
    review(game3, 1, think_time=0.2, progress=False)
    assert made[-1] == (0, 0.2)


# -- the graph and the page ----------------------------------------------------------------------
def test_the_graph_draws_every_seat_and_marks_the_turning_points(game3):
    steps = decisions_of(game3, 0)
    r = review(game3, 0, PlayedIs(game3.history(), {steps[2]: 0.1, steps[5]: 0.35}),
               progress=False)
    fig = r.plot()
    ax = fig.axes[0]
    assert len(ax.lines) == 3                                    # one line per seat
    assert [line.get_label() for line in ax.lines][0] == f"{r.names[0]} (reviewed)"
    marked = {c.get_label(): len(c.get_offsets()) for c in ax.collections}
    assert marked == {"blunder": 1, "mistake": 1}
    assert [t.get_text() for t in ax.texts] == ["1", "2"]        # the costliest, numbered
    assert ax.get_ylim() == (0.0, 1.0)
    svg = r.svg()
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    page = r._repr_html_()
    assert "<svg" in page and "blunder" in page and r.names[0] in page
    assert isinstance(r, ReviewResult) and "ReviewResult(" in repr(r)


def test_importing_the_kit_loads_neither_the_review_nor_matplotlib():
    code = ("import sys, istanbul_nb as ist\n"
            "print(sorted(m for m in ('istanbul_nb.game_review', 'matplotlib', "
            "'istanbul_nb.bots.search', 'istanbul_nb.bots') if m in sys.modules))\n"
            "f = ist.review\n"
            "print(f.__name__, 'matplotlib' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT).stdout.split("\n")
    assert out[0] == "[]"
    assert out[1] == "review False"        # the graph's matplotlib waits for plot()


# -- the Table's review ------------------------------------------------------------------------
def table_near_the_end(game, **options):
    """A table one decision before the end of ``game``, people at every seat."""
    from istanbul_nb.widgets import Table
    return Table(game.at_step(len(game.history()) - 1), **options)


def test_the_table_offers_the_review_once_the_game_is_over(game3):
    table = table_near_the_end(game3, review_analyser=GreedyAnalyser())
    view = table.review
    assert view in table.children and view.layout.display == "none"
    table.play(game3.history()[-1])
    assert table.game.is_over and view.layout.display == "flex"
    assert view.seat_picker.options == (("Red", 0), ("Blue", 1), ("Green", 2))
    view.seat_picker.value = 1
    view.button.click()
    assert not view.running and view.result is not None and view.result.complete
    assert "greedy analyser" in view.status.value
    assert view.graph.value.startswith("<img src='data:image/svg+xml;base64,")
    moments = view.moments.children
    assert len(moments) == 3
    for box, d in zip(moments, view.result.costliest(3), strict=True):
        board, words = box.children
        assert "data:image/svg+xml;base64," in board.value
        assert f"Turn {d.turn}" in words.value and d.best in words.value
        assert d.played in words.value
    # displayed in a cell of its own, the review keeps its HTML for a saved notebook
    bundle = view._repr_mimebundle_()
    assert "<svg" in bundle["text/html"] and view.result.summary() in bundle["text/plain"]
    # taking the last decision back hides the review and clears it
    table.undo()
    assert view.layout.display == "none" and view.result is None and view.graph.value == ""


def test_the_review_offers_the_learners_seat_first(game3):
    from istanbul_nb.widgets import Table
    table = Table(game3, bots={0: GreedyBot(seed=0), 2: GreedyBot(seed=2)})
    assert table.review.layout.display == "flex" and table.review.seat_picker.value == 1


def test_a_loaded_save_can_be_reviewed_and_the_search_bot_is_the_default(game3):
    from istanbul_nb.widgets import Table
    from istanbul_nb.widgets.review_view import NO_SEARCH
    table = Table(ist.new_game(players=3, seed=8))
    assert table.review.layout.display == "none"
    table.load_json(game3.at_step(90).to_json())           # unfinished: reviewed so far
    assert table.review.layout.display == "flex"
    table.review.think_time = 0.02                         # a quick search, when there is one
    result = table.review.start()
    assert result is not None and result.complete and result.decisions
    if _search_exists():
        assert result.analyser == "search bot" and NO_SEARCH not in table.review.status.value
    else:
        assert result.analyser == "greedy analyser" and NO_SEARCH in table.review.status.value


def _search_exists() -> bool:
    import importlib.util
    return importlib.util.find_spec("istanbul_nb.bots.search") is not None


def test_the_review_runs_on_the_event_loop_and_cancel_stops_it(game3):
    table = table_near_the_end(game3)
    table.play(game3.history()[-1])
    view = table.review

    async def main() -> None:
        view._make = Scripted(hook=lambda calls: calls == 5 and view.cancel_button.click())
        view.button.click()                               # a click on the page: a task
        assert view.running and view.progress.layout.display == "flex"
        await view.wait()
    asyncio.run(main())
    assert not view.running and view.result is not None and not view.result.complete
    assert len(view.result.decisions) == 5
    assert "cancelled: 5 of" in view.status.value


def test_the_choose_and_write_table_offers_the_review_too():
    from istanbul_nb import choose_write as cw
    from istanbul_nb.widgets import ChooseWriteTable
    g = cw.new_game(players=2, seed=3)
    bots = [GreedyBot(seed=0), GreedyBot(seed=1)]
    while not g.is_over:
        g.apply(bots[g.to_act].choose(g))
    table = ChooseWriteTable(g.at_step(len(g.history()) - 1), bots={0: GreedyBot(seed=0)},
                             review_analyser=GreedyAnalyser(), auto_play=False)
    view = table.review
    assert view in table.children and view.layout.display == "none"
    table.play(g.history()[-1])
    assert table.game.is_over and view.layout.display == "flex"
    assert view.seat_picker.value == 1                       # the seat without a bot first
    view.button.click()
    assert view.result is not None and view.result.complete and view.result.decisions
    assert view.graph.value.startswith("<img src='data:image/svg+xml;base64,")
    table.undo()
    assert view.layout.display == "none" and view.result is None


def _english_of_the_review() -> list[str]:
    """The catalogue's English of the review and the bots' reasons, without placeholders."""
    from istanbul_nb.i18n import catalogues as cats

    out = []
    for m in cats.read(cats.TEMPLATE):
        text = m.id if isinstance(m.id, str) else ""
        locs = [loc for loc, _line in m.locations]
        if text and "{" not in text and any(
                loc.endswith(("game_review.py", "bots/choose_write.py")) for loc in locs):
            out.append(text)
    return out


def test_a_review_reads_in_korean_without_the_catalogues_english(game3):
    """The summary, the three moments (labels and reasons), the graph's title, axes and legend
    in Korean: none of the review's English is left, and the English is as before."""
    from istanbul_nb.i18n import tr

    steps = decisions_of(game3, 0)
    r = review(game3, 0, PlayedIs(game3.history(), {steps[2]: 0.1, steps[5]: 0.35,
                                                    steps[7]: 0.7}), progress=False)
    assert {d.label for d in r.labelled()} == {"blunder", "mistake"}     # equal to English
    fig = r.plot(lang="ko")
    ax = fig.axes[0]
    words = [ax.get_title(), ax.get_xlabel(), ax.get_ylabel()]
    words += [t.get_text() for t in ax.get_legend().get_texts()]
    name = tr(r.names[0], "ko")      # a default seat name is said in the language (빨강)
    assert ax.get_title() == f"{name}의 결정 검토" and ax.get_xlabel() == "차례"
    assert {"큰 실수", "실수", f"{name} (검토 대상)"} <= set(words)
    page = r._repr_html_("ko")
    reasons = [tr(d.reason, "ko") for d in r.costliest(3)]
    assert all(reason.startswith("더 나은 선택: ") for reason in reasons)
    english = _english_of_the_review()
    assert {"blunder", "estimated winning chance", "a small slip"} <= set(english)
    said = " ".join(words + reasons + [page, r.summary("ko")])
    left = [e for e in english if re.search(rf"(?<![\w-]){re.escape(e)}(?![\w-])", said)]
    assert left == []
    assert "실수 1개" in r.summary("ko") and "큰 실수 1개" in r.summary("ko")
    assert "was better" in r.costliest(3)[0].reason                      # English unchanged
