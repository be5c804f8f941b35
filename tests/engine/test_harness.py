"""Random-simulation harness over every configuration the engine accepts (in the style of
OpenSpiel's ``games_sim_test.py``), written against the public API of docs/engine.md only.

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

and at the end: the game ends within ``MAX_ACTIONS`` actions, has no legal action, refuses every
action text seen during the game, still round-trips through a save and through undo, and ranks
every seat once.

Each configuration also keeps a golden narrated log, ``golden/harness/<config-id>.txt``: the
first ``GOLDEN_TURNS`` turns of a seeded random game and the final ranking of the same game
played out. The fast run (``make test``) plays only the ``representative`` configurations, one
per (expansions, variants) pair, with the first seed and their golden logs; the rest is marked
``slow`` (``make test-all``). Regenerate after an intended change of rules or wording, then
read the diff:

    ISTANBUL_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/engine/test_harness.py
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Sequence
from pathlib import Path

import pytest

import istanbul_nb as ist

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
UNKNOWN_VERBS = ("frobnicate 3", "teleport 9", "buy ruby", "win", "move-to 9", "cheat lira")


def config_id(cfg: dict) -> str:
    """A file-name-safe id: '3p-base', '4p-mocha', '2p-letters-v-great_bazaar' ..."""
    expansions = tuple(cfg.get("expansions", ()))
    variants = tuple(cfg.get("variants", ()))
    text = f"{cfg['players']}p-" + ("+".join(expansions) if expansions else "base")
    if variants:
        text += "-v-" + "+".join(variants)
    for key in sorted(set(cfg) - {"players", "expansions", "variants"}):
        text += f"-{key}={cfg[key]}"
    return re.sub(r"[^A-Za-z0-9_+=.-]", "_", text)


def new_game(cfg: dict, seed: int) -> ist.Game:
    return ist.new_game(**cfg, seed=seed)


def policy(rng: random.Random, actions):
    """Uniform among the actions that neither end the turn nor skip, when there are any."""
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
    assert got == texts(sorted(acts, key=documented_key)), \
        f"legal actions not in the documented order: {got} ({where(g)})"
    if sort_actions is not None:
        assert got == texts(sort_actions(acts)), f"not sorted by sort_actions: {got}"
    assert texts(g.legal_actions()) == got, "legal_actions() changed between two calls"
    for a in acts:
        assert a.kind in KIND_ORDER, (a.text, a.kind)
        assert g.is_legal(a) and g.is_legal(a.text), (a.text, where(g))
        assert g.parse(a.text).text == a.text, (a.text, where(g))
        assert g.parse("  " + a.text.upper().replace(" ", "   ") + " ").text == a.text, a.text
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
    back = ist.Game.from_json(text)
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


def check_over(g: ist.Game, seen: list[str]) -> None:
    assert g.is_over and g.phase == "over", where(g)
    assert g.legal_actions() == []
    before = g.to_json()
    for text in sorted(set(seen)) + ["end", "done", "skip"]:
        with pytest.raises(ValueError):
            g.apply(text)
        assert not g.is_legal(text)
    assert g.to_json() == before, "a refused action changed a finished game"
    back = ist.Game.from_json(before)
    assert back.to_json() == before and back.is_over and back.legal_actions() == []
    ranking = g.ranking()
    assert sorted(ranking) == list(range(g.players)), ranking
    winners = g.winners()
    assert winners and winners[0] == ranking[0]
    last = g.history()[-1]
    h = g.copy()
    h.undo()
    assert not h.is_over and last in texts(h.legal_actions())
    h.apply(last)
    assert h.to_json() == before


# --- the tests -----------------------------------------------------------------------------

def representative(cfg: dict) -> bool:
    """Whether ``cfg`` is in the fast run (``make test``): each (expansions, variants) pair of
    ``configurations()`` once, at one player count, 2, 3, 4, 5 in turn down the list (24 pairs
    after ruling R9, so each count six times). Every other player count, and every other seed,
    runs only in the full run (``slow``): with 96 configurations and 3 seeds the harness would
    otherwise be most of ``make test``, and each expansion's and variant's own tests already
    cover its rules."""
    pairs: list[tuple] = []
    for c in CONFIGS:
        key = (tuple(c.get("expansions", ())), tuple(c.get("variants", ())))
        if key not in pairs:
            pairs.append(key)
    key = (tuple(cfg.get("expansions", ())), tuple(cfg.get("variants", ())))
    return cfg["players"] == 2 + pairs.index(key) % 4


def _games() -> list:
    """(configuration, seed) pairs: the representative configurations with SEEDS[0] in the
    fast run, everything else marked ``slow``."""
    out = []
    for cfg in CONFIGS:
        for seed in SEEDS:
            slow = not (representative(cfg) and seed == SEEDS[0])
            out.append(pytest.param(cfg, seed, id=f"{seed}-{config_id(cfg)}",
                                    marks=(pytest.mark.slow,) if slow else ()))
    return out


@pytest.mark.parametrize(("cfg", "seed"), _games())
def test_random_game_keeps_the_api_contract(cfg, seed):
    g = new_game(cfg, seed)
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
        seen.append(action.text)
        steps += 1
    assert len(g.history()) == steps
    check_over(g, seen)


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
