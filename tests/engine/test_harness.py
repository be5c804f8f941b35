"""The one random-simulation harness over both games, *Istanbul* in every configuration the
engine accepts and *Choose & Write* for 1-5 players (in the style of OpenSpiel's
``games_sim_test.py``), written against the public game protocol of docs/engine.md only.

For each configuration and a few seeds a seeded random game is played to its end (uniform among
the legal actions that neither end the turn nor skip the action, when there are any: a uniformly
random player ends most turns at once and a game would last thousands of turns). At sampled
steps (the first steps, the first time each phase is seen, and about one step in
``1 / SAMPLE_RATE`` at random; not every step, to keep the file fast) it checks:

- the legal actions: non-empty, unique, in the order of docs/notation.md, each one
  ``is_legal``, described in words and parsed back to itself (also upper case, extra spaces);
- ``copy()``: the same save, and independent both ways once one side applies an action;
- ``Game.from_json(to_json())``: a byte-identical save, the same legal actions, seat and
  question;
- ``undo()`` after ``apply``: a byte-identical save and the same log;
- illegal texts (a legal action of another moment, a garbled legal action, an unknown verb) are
  refused with a ``ValueError`` (normally ``ist.IllegalAction``) and leave the game unchanged;

after every action: the game's own invariants (``step_problems``: the engine's
``invariants.problems`` for *Istanbul*, ``cw_problems`` below for *Choose & Write*);

and at the end: the game ends within ``MAX_ACTIONS`` actions, has no legal action, refuses every
action text seen during the game, still round-trips through a save and through undo, ranks
every seat once (``ranking``, ``ranks``, ``returns`` and ``winners`` agree), and is
deterministic: a new game of the same seed given the same actions has a byte-identical save.
An *Istanbul* game ends only after a seat reached the ruby target (and, in the base game, at the
end of that round).

Moved here (issue 22), each keeping its meaning: tests/engine/test_playouts.py's
``test_random_playout_keeps_every_invariant`` (2-5 players, seeds 1 and 2: ``problems`` after
every action, the ruby target reached, the round finished, the winner ranked first) and
tests/choose_write/test_cw_playouts.py's ``test_random_playouts_keep_the_invariants`` (1-5
players, seeds 1-3, the solo game with a challenge: the sheet and card invariants after every
action, an end reason, returns in [0, 1], winners the seats with return 1, a save that loads with
the same log). *Choose & Write* games are played uniformly at random, as there.

Each configuration also keeps a golden narrated log, ``golden/harness/<config-id>.txt``: the
first ``GOLDEN_TURNS`` turns of a seeded random game and the final ranking of the same game
played out. The fast run (plain ``pytest``, ``make test``) plays only the ``representative``
configurations with the first seed (and their golden logs); the rest is marked ``slow``
(``make test-all``). Regenerate after an intended change of rules or wording (every
configuration: the -m replaces the addopts' ``-m 'not slow'``), then read the diff:

    ISTANBUL_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/engine/test_harness.py \
        -m "slow or not slow"
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Sequence
from pathlib import Path

import pytest

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.engine.invariants import problems

try:
    from istanbul_nb.engine import configurations
except ImportError:
    # FALLBACK for an engine without ``istanbul_nb.engine.configurations()`` (the function that
    # lists every configuration ``new_game`` accepts, as dicts like {"players": 3,
    # "expansions": (), "variants": ()}): cover the base game for 2-5 players. Remove this
    # fallback once every branch has configurations().
    def configurations():
        return [{"players": p, "expansions": (), "variants": ()} for p in range(2, 6)]

try:  # the engine's own sort, when it is importable (docs/notation.md is checked either way)
    from istanbul_nb.engine.actions import sort_actions
except ImportError:
    sort_actions = None

CONFIGS: list[dict] = list(configurations() if callable(configurations) else configurations)
#: Choose & Write: 1-5 players, and the solo game with a challenge (the key ``game`` tells).
CW = "choose_write"
CW_CONFIGS: list[dict] = [{"game": CW, "players": p} for p in range(1, 6)] + \
    [{"game": CW, "players": 1, "challenge": "seed"}]

#: Seeds of the simulated games per configuration.
SEEDS = (1, 2, 3)
#: A game must end within this many actions. Random games with the playout policy below take
#: 800-2,100 actions (2-5 players, base game); the cap is about three times the longest seen.
MAX_ACTIONS = 6_000
#: Besides the first steps and each phase's first appearance, check about one step in 90.
SAMPLE_RATE = 1 / 90
FIRST_STEPS = 3
#: The golden log: this seed, this many turns, then the final ranking.
GOLDEN_SEED = 7
GOLDEN_TURNS = 25
GOLDEN_DIR = Path(__file__).parent / "golden" / "harness"

#: docs/notation.md, "Order of legal_actions()".
KIND_ORDER = ("move", "assistant", "pay", "place", "mosque", "encounter", "card", "end")
#: Choose & Write's kinds (its Action's docstring).
CW_KINDS = ("play", "place", "follow", "choice", "take")
UNKNOWN_VERBS = ("frobnicate 3", "teleport 9", "buy ruby", "win", "move-to 9", "cheat lira")


def config_id(cfg: dict) -> str:
    """A file-name-safe id: '3p-base', '4p-mocha', '2p-letters-v-great_bazaar' ...; for
    Choose & Write 'cw-3p', 'cw-1p-challenge'."""
    if cfg.get("game") == CW:
        return f"cw-{cfg['players']}p" + ("-challenge" if "challenge" in cfg else "")
    expansions = tuple(cfg.get("expansions", ()))
    variants = tuple(cfg.get("variants", ()))
    text = f"{cfg['players']}p-" + ("+".join(expansions) if expansions else "base")
    if variants:
        text += "-v-" + "+".join(variants)
    for key in sorted(set(cfg) - {"players", "expansions", "variants"}):
        text += f"-{key}={cfg[key]}"
    return re.sub(r"[^A-Za-z0-9_+=.-]", "_", text)


def new_game(cfg: dict, seed: int):
    """A new game of either kind; a Choose & Write solo ``challenge`` of "seed" is the seed's."""
    if cfg.get("game") == CW:
        challenge = cfg.get("challenge")
        return cw.new_game(players=cfg["players"], seed=seed,
                           challenge=seed if challenge == "seed" else challenge)
    return ist.new_game(**cfg, seed=seed)


def cw_problems(g: cw.Game) -> list[str]:
    """What must hold at every moment of any Choose & Write game (from test_cw_playouts.py)."""
    from istanbul_nb.choose_write.data import GOODS, LETTERS
    from istanbul_nb.choose_write.save import _check_cards

    out = []
    st, p = g.state, g.plan
    try:
        _check_cards(st)                       # every card in exactly one place
    except ValueError as e:
        out.append(f"cards: {e}")
    if not (len(st.display) <= 2 and st.caravan_deck):
        out.append("display or caravan deck")
    for s in range(g.players):
        sh = st.sheets[s]
        if not 0 <= sh.lira_crossed <= sh.lira_filled <= p.lira_spaces:
            out.append(f"{s}: lira")
        if not 0 <= sh.bonus_crossed <= sh.bonus_filled <= p.bonus_spaces:
            out.append(f"{s}: bonus")
        if any(not 0 <= sh.goods_crossed[x] <= sh.goods_filled[x] <= 12 for x in GOODS):
            out.append(f"{s}: goods")
        if any(not 0 <= n <= p.icons[place] for place, n in sh.icons_crossed.items()):
            out.append(f"{s}: icons")
        if any(not 0 <= n <= p.improvements[place] for place, n in sh.improvements.items()):
            out.append(f"{s}: improvements")
        if sh.rubies != sum(sh.ruby_sources.values()):
            out.append(f"{s}: rubies")
        if len(sh.lira_bonus) != sh.ruby_sources["lira_bonus"] or \
                len(sh.goods_bonus) != sh.ruby_sources["goods_bonus"]:
            out.append(f"{s}: bonus rubies")
        if not (len(sh.hand) <= 1 or (g.phase == "take" and s == g.current)):
            out.append(f"{s}: hand")
    out += [f"palace {x} empty" for x in LETTERS if not st.palace[x]]
    if not g.is_over and not (g.legal_actions() and 0 <= g.to_act < g.players):
        out.append("no legal action or no seat to act")
    return out


def step_problems(g) -> list[str]:
    """The game's own invariants, checked after every action."""
    return cw_problems(g) if isinstance(g, cw.Game) else problems(g)


# What an expansion or a variant keeps in play, beyond ``problems``: each watch sees the game
# after every action (with the seat that acted) and at the end. Moved here (issue 22) from the
# random-game loops of test_caravan_leader.py, test_neutral_assistants.py and test_mocha_game.py
# (and test_great_bazaar.py's, which checked ``problems`` every 25 actions and a save at the end:
# the harness does both at every configuration).

class CaravanLeaderWatch:
    """The caravan leader (test_caravan_leader.py's random games): at each move phase the tile
    is with the last seat that performed the Caravansary action and nobody is taking it; by
    the end somebody performed the action."""

    def __init__(self) -> None:
        self.last: int | None = None

    def step(self, g, seat: int) -> None:
        from istanbul_nb.expansions.caravan_leader import part

        if part(g.state).taker is not None:
            self.last = seat
        if g.phase == "move":
            assert part(g.state).taker is None, where(g)
            assert part(g.state).leader == self.last, (self.last, where(g))

    def end(self, g) -> None:
        assert self.last is not None, "nobody performed the Caravansary action in a whole game"


class NeutralAssistantsWatch:
    """One neutral assistant per seat, in the stacks or on the board, all game long
    (test_neutral_assistants.py's conservation in play)."""

    def step(self, g, seat: int) -> None:
        from istanbul_nb.expansions.neutral_assistants import part

        n = sum(g.player(i).neutral_assistants for i in range(g.players))
        assert n + len(part(g.state).placed) == g.players, where(g)

    def end(self, g) -> None:
        self.step(g, g.current)


class MochaWatch:
    """Mocha alone (test_mocha_game.py's random games with the bonus cards): coffee never
    negative, the 20 guild cards each in one place, 44 bonus cards in the deck, the discard and
    the hands, and a seat reaches 6 rubies."""

    def step(self, g, seat: int) -> None:
        from istanbul_nb.expansions.mocha.state import part

        mp = part(g.state)
        assert min(mp.coffee) >= 0, where(g)
        held = mp.guild_pile + mp.guild_discard + [x for h in mp.guild for x in h]
        assert sorted(held) == list(range(1, 21)), where(g)
        cards = g.state.deck + g.state.discard + [c for p in g.state.players for c in p.cards]
        assert len(cards) == 44, where(g)

    def end(self, g) -> None:
        assert max(g.player(i).rubies for i in range(g.players)) >= 6


def watches(cfg: dict) -> list:
    """The watches for ``cfg``'s expansions and variants."""
    if cfg.get("game") == CW:
        return []
    variants, expansions = set(cfg.get("variants", ())), tuple(cfg.get("expansions", ()))
    out: list = []
    if "caravan_leader" in variants:
        out.append(CaravanLeaderWatch())
    if "neutral_assistants" in variants:
        out.append(NeutralAssistantsWatch())
    if expansions == ("mocha",) and not variants:
        out.append(MochaWatch())
    return out


def policy(rng: random.Random, actions):
    """Uniform among the actions that neither end the turn nor skip, when there are any (a
    Choose & Write action is never either: uniform there)."""
    keep = [a for a in actions if a.kind != "end" and a.text != "skip"]
    return rng.choice(keep or actions)


def documented_key(action) -> tuple:
    """The order of docs/notation.md: by kind, ``skip`` last within its kind, then word by word
    with numbers numerically (before words) and words alphabetically."""
    words = action.text.split()
    return (KIND_ORDER.index(action.kind), words[0] == "skip",
            tuple((0, int(w), "") if w.isascii() and w.isdigit() else (1, 0, w)
                  for w in words))


def texts(actions) -> list[str]:
    return [a.text for a in actions]


def where(g: ist.Game) -> str:
    return f"turn {g.turn}, phase {g.phase!r}, last actions {g.history()[-4:]}"


# --- checks at a sampled step ------------------------------------------------------------------

def check_legal_actions(g: ist.Game) -> list:
    acts = g.legal_actions()
    got = texts(acts)
    assert got, f"no legal action before the end ({where(g)})"
    assert len(set(got)) == len(got), f"repeated legal actions {got} ({where(g)})"
    board = not isinstance(g, cw.Game)
    if board:
        assert got == texts(sorted(acts, key=documented_key)), \
            f"legal actions not in the documented order: {got} ({where(g)})"
        if sort_actions is not None:
            assert got == texts(sort_actions(acts)), f"not sorted by sort_actions: {got}"
    assert texts(g.legal_actions()) == got, "legal_actions() changed between two calls"
    for a in acts:
        assert a.kind in (KIND_ORDER if board else CW_KINDS), (a.text, a.kind)
        assert g.is_legal(a) and g.is_legal(a.text), (a.text, where(g))
        assert g.parse(a.text).text == a.text, (a.text, where(g))
        assert g.parse("  " + a.text.replace(" ", "   ") + " ").text == a.text, a.text
        if board:   # Choose & Write reads lower case only (a difference the core may remove)
            assert g.parse(a.text.upper()).text == a.text, a.text
        words = g.describe(a)
        assert isinstance(words, str) and words.strip(), (a.text, words)
    q = g.question()
    assert isinstance(q, str) and q.strip(), where(g)
    assert 0 <= g.current < g.players and 0 <= g.to_act < g.players, where(g)
    return acts


def check_copy(g: ist.Game, action) -> None:
    """Both directions: the copy's apply leaves ``g`` alone, ``g``'s apply leaves a copy alone.
    The caller applies ``action`` to ``g`` afterwards and compares with ``twin``."""
    before = g.to_json()
    twin = g.copy()
    assert twin.to_json() == before, f"copy differs ({where(g)})"
    assert twin.log_text() == g.log_text()
    assert g.copy(log=False).to_json() == before
    twin.apply(action)
    assert g.to_json() == before, f"applying to a copy changed the original ({where(g)})"
    assert twin.to_json() != before
    return twin


def check_save_round_trip(g: ist.Game) -> None:
    text = g.to_json()
    back = type(g).from_json(text)
    assert back.to_json() == text, f"save does not load back byte-identical ({where(g)})"
    assert texts(back.legal_actions()) == texts(g.legal_actions()), where(g)
    assert (back.current, back.to_act, back.phase, back.turn, back.is_over) == \
        (g.current, g.to_act, g.phase, g.turn, g.is_over), where(g)
    assert back.question() == g.question()
    assert back.history() == g.history()


def check_undo(g: ist.Game, action) -> None:
    before, log = g.to_json(), g.log_text()
    lines = g.apply(action)
    assert isinstance(lines, Sequence) and all(isinstance(t, str) for t in lines), \
        f"apply returned {lines!r}, not a sequence of log lines"
    assert g.history()[-1] == action.text
    g.undo()
    assert g.to_json() == before, f"undo after {action.text!r} differs ({where(g)})"
    assert g.log_text() == log, f"undo after {action.text!r} left a different log"


def illegal_texts(g: ist.Game, rng: random.Random, seen: list[str], legal: set[str]) -> list:
    out = [t for t in rng.sample(seen, min(3, len(seen))) if t not in legal]
    t = rng.choice(sorted(legal))
    chars = list(t)
    i = rng.randrange(len(chars))
    op = rng.randrange(3)
    if op == 0:
        chars[i] = rng.choice("xq#²٣!?-0")
    elif op == 1:
        del chars[i]
    else:
        rng.shuffle(chars)
    out.append("".join(chars))
    out.append(t + " " + rng.choice(["9", "fabric", "red", "extra"]))
    out.append(rng.choice(UNKNOWN_VERBS))
    return out


def check_illegal_refused(g: ist.Game, rng: random.Random, seen: list[str]) -> None:
    legal = set(texts(g.legal_actions()))
    before, history = g.to_json(), g.history()
    for text in illegal_texts(g, rng, seen, legal):
        try:
            if g.parse(text).text in legal:       # a garble that still spells a legal action
                continue
        except ValueError:
            pass
        with pytest.raises(ValueError) as err:
            g.apply(text)
        assert str(err.value), f"empty refusal message for {text!r}"
        assert g.history() == history, f"a refused {text!r} was recorded ({where(g)})"
        try:
            assert g.is_legal(text) is False, text
        except ValueError:
            pass
    # one save for all of them (a save costs more than everything else here)
    assert g.to_json() == before, f"a refused illegal text changed the game ({where(g)})"


def check_over(g, seen: list[str], cfg: dict, seed: int) -> None:
    """The finished game (see the module docstring); ``cfg`` and ``seed`` made it."""
    assert g.is_over and g.phase == "over", where(g)
    assert g.legal_actions() == []
    before = g.to_json()
    for text in sorted(set(seen)) + ["end", "done", "skip"]:
        with pytest.raises(ValueError):
            g.apply(text)
        assert not g.is_legal(text)
    assert g.to_json() == before, "a refused action changed a finished game"
    back = type(g).from_json(before)
    assert back.to_json() == before and back.is_over and back.legal_actions() == []
    assert back.log_text() == g.log_text(), "a finished game's save loads with another log"
    ranking = g.ranking()
    assert sorted(ranking) == list(range(g.players)), ranking
    winners = g.winners()
    assert winners and winners[0] == ranking[0]
    ranks, returns = g.ranks(), g.returns()
    assert len(ranks) == len(returns) == g.players, (ranks, returns)
    assert [ranks[s] for s in ranking] == sorted(ranks), (ranking, ranks)
    assert all(0.0 <= x <= 1.0 for x in returns), returns
    if g.players > 1:                      # a winner's return is 1, any other seat's 0
        assert set(winners) == {s for s in range(g.players) if returns[s]}, (winners, returns)
        assert {returns[s] for s in winners} == {1.0}, returns
    history = g.history()
    again = new_game(cfg, seed)
    for text in history:
        again.apply(text)
    assert again.to_json() == before, "the same seed and actions gave another save"
    last = g.history()[-1]
    h = g.copy()
    h.undo()
    assert not h.is_over and last in texts(h.legal_actions())
    h.apply(last)
    assert h.to_json() == before


# --- the tests -----------------------------------------------------------------------------

#: Choose & Write in the fast run: the solo game with a challenge, 3 and 5 players.
CW_FAST = ("cw-1p-challenge", "cw-3p", "cw-5p")


def representative(cfg: dict) -> bool:
    """Whether ``cfg`` is in the fast run (plain ``pytest``, ``make test``): for each set of
    expansions of ``configurations()`` (base, Mocha, Letters, the Great Bazaar) its pair with
    no variant and its pair with the most variants, at one player count each, 2, 3, 4, 5 in
    turn down that list (8 configurations, each count twice); and ``CW_FAST``. Every other
    configuration and seed runs only in the full run (``slow``, ``make test-all``): 96
    configurations and 3 seeds would be most of the fast run, and each expansion's and
    variant's own tests already cover its rules."""
    if cfg.get("game") == CW:
        return config_id(cfg) in CW_FAST
    by_set: dict[tuple, list[tuple]] = {}
    for c in CONFIGS:
        key = (tuple(c.get("expansions", ())), tuple(c.get("variants", ())))
        if key not in by_set.setdefault(key[0], []):
            by_set[key[0]].append(key)
    chosen = [pair for pairs in by_set.values()
              for pair in (min(pairs, key=lambda k: len(k[1])),
                           max(pairs, key=lambda k: len(k[1])))]
    key = (tuple(cfg.get("expansions", ())), tuple(cfg.get("variants", ())))
    return key in chosen and cfg["players"] == 2 + chosen.index(key) % 4


def _games() -> list:
    """(configuration, seed) pairs: the representative configurations with SEEDS[0] in the
    fast run, everything else marked ``slow``."""
    out = []
    for cfg in CONFIGS + CW_CONFIGS:
        for seed in SEEDS:
            slow = not (representative(cfg) and seed == SEEDS[0])
            out.append(pytest.param(cfg, seed, id=f"{seed}-{config_id(cfg)}",
                                    marks=(pytest.mark.slow,) if slow else ()))
    return out


@pytest.mark.parametrize(("cfg", "seed"), _games())
def test_random_game_keeps_the_api_contract(cfg, seed):
    g = new_game(cfg, seed)
    board = not isinstance(g, cw.Game)
    target = g.ruby_target if board else None
    reached: tuple | None = None              # (turn, seat) when a seat first had the target
    assert step_problems(g) == [], where(g)
    watching = watches(cfg)
    play = random.Random(seed)
    sample = random.Random(10_000 + seed)       # its own stream: sampling does not alter play
    seen: list[str] = []
    phases: set[str] = set()
    steps = 0
    while not g.is_over:
        assert steps < MAX_ACTIONS, f"no end after {MAX_ACTIONS} actions ({where(g)})"
        new_phase = g.phase not in phases
        phases.add(g.phase)
        acts = g.legal_actions()
        action = policy(play, acts)
        seat = g.current
        if steps < FIRST_STEPS or new_phase or sample.random() < SAMPLE_RATE:
            acts = check_legal_actions(g)
            check_save_round_trip(g)
            check_illegal_refused(g, sample, seen)
            check_undo(g, action)
            twin = check_copy(g, action)
            untouched = g.copy()
            g.apply(action)
            assert g.to_json() == twin.to_json() and g.log_text() == twin.log_text()
            assert untouched.history() == g.history()[:-1], "apply changed an earlier copy"
        else:
            assert acts, f"no legal action before the end ({where(g)})"
            g.apply(action)
        found = step_problems(g)
        assert not found, (g.history()[-5:], found)
        for watch in watching:
            watch.step(g, seat)
        if board and reached is None and \
                max(g.player(s).rubies for s in range(g.players)) >= target:
            reached = (g.turn, g.current)
        seen.append(action.text)
        steps += 1
    assert len(g.history()) == steps
    check_over(g, seen, cfg, seed)
    for watch in watching:
        watch.end(g)
    if board:
        assert reached, "the game ended although nobody reached the ruby target"
        assert g.player(g.ranking()[0]).rubies >= target
        if not cfg.get("expansions") and not cfg.get("variants"):
            turn, seat = reached              # the round is finished: the last seat's turn
            assert g.turn == turn + (g.players - 1 - seat), (reached, g.turn)
    else:
        assert g.state.end_reason


def narrate(cfg: dict) -> str:
    g = new_game(cfg, GOLDEN_SEED)
    rng = random.Random(GOLDEN_SEED)
    steps = 0
    while not g.is_over and steps < MAX_ACTIONS:
        g.apply(policy(rng, g.legal_actions()))
        steps += 1

    def seat(s: int) -> str:
        p = g.player(s)
        return f"{p.name} ({p.rubies} {'ruby' if p.rubies == 1 else 'rubies'}, {p.lira} lira)"

    head = (f"Configuration {config_id(cfg)}: {cfg}; seed {GOLDEN_SEED}, random playout; "
            f"the first {GOLDEN_TURNS} turns\n\n")
    body = "".join(g.log_text(turn=t) for t in range(1, GOLDEN_TURNS + 1))
    tail = (f"...\nThe game ends on turn {g.turn} after {steps} actions "
            f"(over: {g.is_over}).\nRanking: {', '.join(seat(s) for s in g.ranking())}\n")
    return head + body + tail


@pytest.mark.parametrize("cfg", [pytest.param(c, id=config_id(c), marks=() if representative(c)
                                              else (pytest.mark.slow,)) for c in CONFIGS])
def test_golden_log(cfg):
    text = narrate(cfg)
    path = GOLDEN_DIR / f"{config_id(cfg)}.txt"
    if os.environ.get("ISTANBUL_UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden log {path.name}; regenerate (see the module docstring)"
    expected = path.read_text(encoding="utf-8")
    assert text == expected, f"the narrated game {path.name} changed; see the module docstring"


# --- the kit's bots play both games through the same protocol ------------------------------

#: (configuration, which bot sits in seat 0) pairs; seat 1 has the other of Greedy and
#: Monte-Carlo, the other seats uniform and eager random bots in turn.
BOT_GAMES = [({"players": p, "expansions": (), "variants": ()}, first)
             for p in range(2, 6) for first in ("greedy", "montecarlo")] + \
            [({"game": CW, "players": p}, first)
             for p in range(1, 6) for first in ("greedy", "montecarlo")]
BOTS_FAST = {("3p-base", "greedy"), ("cw-1p", "montecarlo"), ("cw-3p", "greedy")}


def lineup(cfg: dict, first: str) -> list:
    """Fresh bots for a game of ``cfg`` (the same seeds every time)."""
    from bot_tools import Checked

    from istanbul_nb.bots import GreedyBot, MonteCarloBot, RandomBot

    width = {"width": 2} if cfg.get("game") == CW else {}
    pair = [GreedyBot(seed=1), MonteCarloBot(playouts=2, seed=2, **width)]
    if first == "montecarlo":
        pair.reverse()
    others = [RandomBot(seed=s, eager=s % 2 == 0) for s in range(2, cfg["players"])]
    return [Checked(b) for b in (pair + others)[:cfg["players"]]]


@pytest.mark.parametrize(("cfg", "first"), [
    pytest.param(cfg, first, id=f"{config_id(cfg)}-{first}",
                 marks=() if (config_id(cfg), first) in BOTS_FAST else (pytest.mark.slow,))
    for cfg, first in BOT_GAMES])
def test_the_bots_play_to_the_end_with_legal_actions_and_the_same_seeds_give_the_same_game(
        cfg, first):
    """Greedy, Monte-Carlo and random bots (uniform and eager) play a whole game of either kind
    choosing only legal actions (``Checked``), the game ends with a winner, and the same seeds
    give the same game. Moved here (issue 22) from tests/test_bots.py
    (``test_greedy_and_monte_carlo_choose_legal_actions`` 2-5 players and
    ``test_same_seed_same_game`` for each bot) and tests/test_choose_write_bots.py
    (``test_greedy_and_random_play_to_the_end_with_legal_actions`` 1-5 players,
    ``test_monte_carlo_plays_to_the_end_with_legal_actions`` and
    ``test_the_same_seed_gives_the_same_game``)."""

    def play() -> tuple:
        g = new_game(cfg, cfg["players"])
        bots = lineup(cfg, first)
        while not g.is_over:
            assert len(g.history()) < MAX_ACTIONS, where(g)
            g.apply(bots[g.to_act].choose(g))
        return g, bots

    g, bots = play()
    assert g.is_over and g.winners() and g.legal_actions() == []
    assert all(b.decisions > 10 for b in bots), [b.decisions for b in bots]
    again, _ = play()
    assert again.history() == g.history() and again.to_json() == g.to_json()
