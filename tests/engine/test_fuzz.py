"""Fuzz tests of the engine's public entry points: ``Game.from_json``, ``apply``, ``is_legal``,
``parse`` and ``describe`` (docs/engine.md, docs/notation.md; public API only).

The contract checked: every call either succeeds or raises ``ValueError`` (``ist.IllegalAction``
is one), never ``IndexError``, ``TypeError``, ``KeyError``, ``RecursionError``,
``AttributeError`` or anything else; a refused call leaves the game unchanged (its save and
history); ``is_legal``, ``parse`` and ``describe`` never change the game; error messages stay
short (under ``MAX_MESSAGE`` characters, even for a 3.9 MB hostile input); ``is_legal`` says
True exactly when ``apply`` accepts.

Everything is seeded (``random.Random``) with fixed counts (``SAVE_MUTATIONS`` mutated saves of
real games at various steps, ``ACTION_TEXTS`` hostile action inputs tried at 24 moments of real
games), so a failure reproduces; the assertion message shows the input. Each fuzz pass runs once
per session (``functools.cache``) and several tests read its findings, so that every property is
enforced by a test of its own.
"""

from __future__ import annotations

import collections
import functools
import json
import random

import pytest

import istanbul_nb as ist

SEED = 20240607
SAVE_MUTATIONS = 1_500
ACTION_TEXTS = 3_000
MAX_MESSAGE = 500
#: The allowed outcome of a refused call.
ALLOWED = (ValueError,)

GOODS = ("fabric", "spice", "fruit", "jewelry")
COLOURS = ("red", "blue", "green", "yellow", "white")
VERBS = ("move", "leave", "collect", "pay", "skip", "wainwright", "warehouse", "post",
         "caravansary", "draw", "discard", "fountain", "black-market", "keep", "reroll",
         "set-four", "take", "tea", "sell", "police", "sultan", "tile", "gemstone", "mosque",
         "catch", "governor", "smuggler", "play", "end", "done")
CARDS = ("five-lira", "one-good", "move-3-4", "stay", "return-assistant", "family",
         "sultan-twice", "post-twice", "gemstone-twice", "small-market")
WORDS = GOODS + COLOURS + VERBS + CARDS + (
    "deck", "discard", "lira", "card", "extra", "nothing", "pay", "give", "any", "over")
#: Digits that str.isdigit() accepts but int() may not, or that are not ASCII.
ODD_DIGITS = ("²", "³", "¹", "٣", "３", "߃", "𝟗", "Ⅸ", "½", "⁹", "٠", "₉")
ODD_SPACES = ("\t", "\n", "\r", "\u00a0", "\u3000", "\u200b", "\x00", "\x0b", "\u2028")
PHASES = ("move", "assistant", "pay", "action", "encounter", "caravansary",
          "caravansary-discard", "dice", "black-market-good", "governor-payment",
          "smuggler-payment", "end-game", "over", "done", "")


def policy(rng: random.Random, actions):
    """Uniform among the actions that neither end the turn nor skip, when there are any."""
    keep = [a for a in actions if a.kind != "end" and a.text != "skip"]
    return rng.choice(keep or actions)


def played(players: int, seed: int, steps: int | None = None, **kw) -> ist.Game:
    g = ist.new_game(players=players, seed=seed, **kw)
    rng = random.Random(seed)
    k = 0
    while not g.is_over and (steps is None or k < steps):
        g.apply(policy(rng, g.legal_actions()))
        k += 1
    return g


def check_refusal(err: BaseException, what: str) -> None:
    assert isinstance(err, ALLOWED), \
        f"{what}: {type(err).__name__} instead of ValueError: {str(err)[:300]}"
    assert len(str(err)) < MAX_MESSAGE, \
        f"{what}: a {len(str(err))}-character message: {str(err)[:200]}..."


def short(x) -> str:
    r = repr(x)
    return r if len(r) < 120 else r[:100] + f"... ({len(r)} characters)"


# --- the saves that get mutated ------------------------------------------------------------

def _saves() -> list[str]:
    out = []
    g = ist.new_game(players=3, seed=11)
    rng = random.Random(11)
    for step in range(260):
        if step in (0, 1, 3, 10, 30, 80, 160, 259):
            out.append(g.to_json())
        g.apply(policy(rng, g.legal_actions()))
    for players, steps in ((2, 40), (4, 120), (5, 15)):
        out.append(played(players, 30 + players, steps).to_json())
    out.append(played(2, 5).to_json())                      # a finished game (~800 actions)
    g = ist.new_game(players=3, seed=12, mode="learner")
    g.set_dice([4, 5])                                      # a "!dice" entry in the history
    g.apply("move 9")
    out.append(g.to_json())
    g = ist.stage(players=4, seed=2, phase="action",
                  seats={0: dict(merchant=13, lira=7, rubies=1, goods=dict(fabric=2, spice=2),
                                 cards=["five-lira", "sultan-twice"], tiles=["red"]),
                         1: dict(merchant=13, family=13, assistants=[1, 5])},
                  governor=13, smuggler=13)
    out.append(g.to_json())
    return out


SAVES = _saves()


def _strings(x, out: set) -> set:
    if isinstance(x, str):
        out.add(x)
    elif isinstance(x, dict):
        for k, v in x.items():
            out.add(k)
            _strings(v, out)
    elif isinstance(x, list):
        for v in x:
            _strings(v, out)
    return out


STRING_POOL = sorted(_strings([json.loads(s) for s in SAVES], set()) | set(WORDS) | set(PHASES))
NEST = "\u0000NEST\u0000"          # placeholder replaced in the JSON text by deep nesting


def _nodes(x, out: list) -> list:
    """Every (container, key) pair of the tree."""
    if isinstance(x, dict):
        for k in list(x):
            out.append((x, k))
            _nodes(x[k], out)
    elif isinstance(x, list):
        for i in range(len(x)):
            out.append((x, i))
            _nodes(x[i], out)
    return out


def _other_value(rng: random.Random):
    return rng.choice([
        None, True, False, 0, -1, 1, 2, 7, 16, 99, 1.5, -0.0, 2.0, float("nan"), float("inf"),
        "", "x", "²", rng.choice(STRING_POOL), [], {}, [1], [None], {"a": 1}, [[[]]],
        10**18, 2**64, -(2**63), 10**300, 1e308, NEST,
    ])


def mutate_tree(rng: random.Random, tree) -> str:
    """One to three value mutations of the parsed save, returned as JSON text."""
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        nodes = _nodes(tree, [])
        # favour the states and the history, where the checks are
        inner = [n for n in nodes if not isinstance(n[0], dict) or n[1] not in
                 ("config", "format", "version")]
        parent, key = rng.choice(inner)
        v = parent[key]
        op = rng.randrange(10)
        if op == 0 and isinstance(v, int) and not isinstance(v, bool):
            parent[key] = v + rng.choice((-1, 1, -2, 2, -v - 1, 5))
        elif op == 1 and isinstance(v, int) and not isinstance(v, bool):
            parent[key] = rng.choice((0, -1, 1, 2, 3, 4, 5, 6, 12, 16, 17, 25, 100))
        elif op == 2 and isinstance(v, bool):
            parent[key] = not v
        elif op == 3 and isinstance(v, str):
            parent[key] = rng.choice(STRING_POOL)
        elif op == 4:
            del parent[key]
        elif op == 5:
            target = v if isinstance(v, (dict, list)) else parent
            extra = rng.choice([rng.choice(STRING_POOL), _other_value(rng)])
            if isinstance(target, dict):
                target[rng.choice(STRING_POOL + ["zz", ""])] = extra
            else:
                target.insert(rng.randint(0, len(target)), extra)
        elif op == 6 and isinstance(v, list) and len(v) >= 2:
            i, j = rng.sample(range(len(v)), 2)
            v[i], v[j] = v[j], v[i]
        elif op == 7 and isinstance(v, list) and v:
            v.insert(rng.randrange(len(v)), rng.choice(v))       # duplicate an element
        elif op == 8:
            parent[key] = rng.choice((10**18, 2**63, 2**64, -(10**30), 10**300, 1e308, -1e308))
        else:
            parent[key] = _other_value(rng)
    text = json.dumps(tree, sort_keys=True, indent=1)
    if NEST in text:
        depth = rng.choice((30_000, 5_000, 900, 200))
        nest = "[" * depth + ("]" * depth if rng.random() < 0.5 else "")
        text = text.replace(json.dumps(NEST), nest, 1).replace(json.dumps(NEST), "0")
    return text


def mutate_text(rng: random.Random, text: str) -> str:
    """A mutation of the JSON text itself."""
    op = rng.randrange(6)
    i = rng.randrange(len(text))
    if op == 0:
        return text[:i]                                          # truncated
    if op == 1:
        return text[:i] + rng.choice('{}[]",:0-9eE.\\ x\u00e9\ud800') + text[i + 1:]
    if op == 2:
        return text[:i] + "[" * 30_000 + text[i:]                # deep nesting
    if op == 3:
        j = min(len(text), i + rng.randrange(1, 400))
        return text[:j] + text[i:]                               # a duplicated chunk
    if op == 4:
        return text[:i] + "9" * rng.choice((20, 400, 5_000)) + text[i:]
    return text.replace('"history": [', '"history": [' + json.dumps(
        rng.choice(["!dice 7 7", "!dice", "!dice 0 1", "!dice 1 x", "move ²", "", "end",
                    "x" * 300, "move 9", "play five-lira", "\x00"])) + ", ", 1)


def hostile_saves(n: int):
    rng = random.Random(SEED)
    for k in range(n):
        base = rng.choice(SAVES)
        if k % 4 == 3:
            yield mutate_text(rng, base)
        else:
            yield mutate_tree(rng, json.loads(base))


@functools.cache
def save_outcomes() -> tuple[list[str], list[tuple[int, str]]]:
    """Load every mutated save once. Returns the contract failures (other exceptions, loaded
    games that do not work) and the (mutation, message) of every refusal."""
    failures, refusals = [], []
    accepted = 0
    for k, text in enumerate(hostile_saves(SAVE_MUTATIONS)):
        what = f"mutation {k}"
        try:
            g = ist.Game.from_json(text)
        except BaseException as e:  # noqa: B036 - the point is to see every kind of failure
            if isinstance(e, ALLOWED):
                refusals.append((k, str(e)))
            else:
                failures.append(f"{what}: {type(e).__name__}: {str(e)[:200]}")
            continue
        accepted += 1
        try:
            again = g.to_json()
            if ist.Game.from_json(again).to_json() != again:
                failures.append(f"{what}: loaded, but its save does not load back identical")
            acts = g.legal_actions()
            g.question()
            if not g.is_over and not acts:
                failures.append(f"{what}: loaded a game that is not over with no legal action")
            if acts:
                g.apply(acts[0])
                g.undo()
                if g.to_json() != again:
                    failures.append(f"{what}: loaded, but apply + undo changes its save")
        except BaseException as e:  # noqa: B036
            failures.append(f"{what}: the loaded game fails: {type(e).__name__}: {e}"[:300])
    # most mutations must be refused; a few are harmless (a seat name, a scripted die ...)
    if accepted >= SAVE_MUTATIONS // 10:
        failures.append(f"{accepted} of {SAVE_MUTATIONS} mutated saves were accepted")
    return failures, refusals


def test_mutated_saves_load_or_raise_value_error():
    """1,500 mutated saves: a ValueError, or a loaded game that works: it saves back
    identically, has a legal action unless it is over, and applies and undoes one."""
    failures, _ = save_outcomes()
    assert not failures, f"{len(failures)} failures:\n" + "\n".join(failures[:20])


def test_mutated_saves_give_short_messages():
    _, refusals = save_outcomes()
    long = [(k, len(m), m[:100]) for k, m in refusals if len(m) >= MAX_MESSAGE]
    assert not long, f"{len(long)} long messages, e.g. {long[:3]}"


@pytest.mark.parametrize("text", [
    "", " ", "null", "1", "[]", '"x"', "{}", "[" * 30_000, '{"a":' * 30_000,
    "[" * 5_000 + "]" * 5_000, "{" + " " * 4_100_000 + "}", "\ud800", "\x00",
    '{"format": "istanbul_nb.game"}', "9" * 5_000,
], ids=lambda t: short(t)[:40])
def test_hostile_json_texts(text):
    with pytest.raises(ValueError) as err:
        ist.Game.from_json(text)
    check_refusal(err.value, short(text))


@pytest.mark.parametrize("value", [None, 7, 1.5, b"\xff\xfe", [], {}, object()],
                         ids=lambda v: type(v).__name__)
def test_from_json_refuses_what_is_not_text(value):
    with pytest.raises(ValueError) as err:
        ist.Game.from_json(value)
    check_refusal(err.value, short(value))


# --- forged saves (issue 7) ------------------------------------------------------------------

def forge(g: ist.Game, key: str, value) -> str:
    """Set ``key`` to ``value`` wherever it occurs in both the initial and the current state
    (the keys ``initial``, ``state`` and ``history`` stay in version 2 of the save format;
    where inside them a field lives may not)."""
    d = json.loads(g.to_json())
    count = 0

    def visit(x):
        nonlocal count
        if isinstance(x, dict):
            for k in x:
                if k == key:
                    x[k] = value
                    count += 1
                else:
                    visit(x[k])
        elif isinstance(x, list):
            for v in x:
                visit(v)

    visit(d["initial"])
    visit(d["state"])
    if not count:
        pytest.skip(f"the save format no longer has a {key!r} field; forge it another way")
    return json.dumps(d, sort_keys=True, indent=1)


def test_forged_again_is_refused():
    g = ist.stage(players=3, seed=1, phase="action",
                  seats={0: dict(merchant=16, lira=0, cards=[])})
    text = forge(g, "again", True)
    with pytest.raises(ValueError) as err:
        ist.Game.from_json(text)
    check_refusal(err.value, "again")


def test_forged_over_is_refused():
    text = forge(ist.new_game(players=3, seed=1), "phase", "over")
    with pytest.raises(ValueError) as err:
        ist.Game.from_json(text)
    check_refusal(err.value, "over")


@pytest.mark.parametrize("entry", ["x" * 3_900_000, "move " + "9" * 3_900_000],
                         ids=["letters", "digits"])
def test_huge_history_entry_gives_a_short_message(entry):
    d = json.loads(ist.new_game(players=3, seed=1).to_json())
    d["history"] = [entry]
    text = json.dumps(d)
    assert len(text) < 4_000_000                     # under the size limit: the entry is read
    with pytest.raises(ValueError) as err:
        ist.Game.from_json(text)
    check_refusal(err.value, "history entry of 3.9 MB")


def _version_params():
    current = json.loads(ist.new_game().to_json())["version"]
    params = [pytest.param(True, id="true"), pytest.param(1.0, id="1.0")]
    if isinstance(current, int) and current != 1:
        params.append(pytest.param(float(current), id=f"{current}.0"))
    return params


@pytest.mark.parametrize("version", _version_params())
def test_forged_version_is_refused(version):
    d = json.loads(ist.new_game(players=3, seed=1).to_json())
    d["version"] = version
    with pytest.raises(ValueError) as err:
        ist.Game.from_json(json.dumps(d))
    check_refusal(err.value, f"version {version!r}")


# --- action texts ----------------------------------------------------------------------------

def _moments() -> list[ist.Game]:
    """Games at many different moments: the first time each phase is seen in two random
    games, a staged Small Market, and a finished game."""
    out, seen = [], set()
    for players, seed in ((3, 21), (5, 22)):
        g = ist.new_game(players=players, seed=seed)
        rng = random.Random(seed)
        for _ in range(700):
            if g.is_over:
                break
            if (players, g.phase) not in seen:
                seen.add((players, g.phase))
                out.append(g.copy())
            g.apply(policy(rng, g.legal_actions()))
    out.append(ist.stage(players=2, seed=4, phase="action",
                         seats={0: dict(merchant=11, goods=dict(fruit=2, spice=1),
                                        cards=["small-market", "one-good"])}))
    out.append(played(2, 6))
    return out


MOMENTS = _moments()
TEXT_POOL = sorted({t for g in MOMENTS for t in g.history()}
                   | {a.text for g in MOMENTS for a in g.legal_actions()})


def _garble(rng: random.Random, text: str) -> str:
    words = text.split()
    op = rng.randrange(12)
    if op == 0 and words:
        del words[rng.randrange(len(words))]
    elif op == 1:
        words.insert(rng.randint(0, len(words)), rng.choice(WORDS + ("9", "0", "-1", "17")))
    elif op == 2 and len(words) >= 2:
        i, j = rng.sample(range(len(words)), 2)
        words[i], words[j] = words[j], words[i]
    elif op == 3 and words:
        words.append(words[-1])
    elif op == 4:                                   # odd digits
        return "".join(rng.choice(ODD_DIGITS) if c.isdigit() else c for c in text) \
            if any(c.isdigit() for c in text) else text + " " + rng.choice(ODD_DIGITS)
    elif op == 5:
        return rng.choice(ODD_SPACES).join(words)
    elif op == 6 and words:
        words[rng.randrange(len(words))] = rng.choice(
            ("-9", "+9", "09", "9.0", "1e1", "0x9", "9_0", "٣", "²", "99999999999999999999",
             "", "None", "{}", "%s", "\\"))
    elif op == 7:
        return text + rng.choice((" ", "x" * 5_000, " 9" * 300, "\x00", "é", "😀"))
    elif op == 8:
        return text.upper() if rng.random() < 0.5 else text.swapcase()
    elif op == 9 and text:
        i = rng.randrange(len(text))
        return text[:i]
    elif op == 10:
        return rng.choice(VERBS)                     # a verb alone
    else:
        return " ".join([rng.choice(VERBS)] + rng.sample(WORDS, rng.randrange(1, 4)))
    return " ".join(words)


HOSTILE = [
    "", " ", "\n", "\t", "\x00", "²", "³", "٣", "３", "½", "\ud800", "😀", "x" * 5_000,
    "move " + "9" * 5_000, "move 9" * 1_000, "move 99999999999999999999999", "move -1",
    "move 0", "move 17", "move 9.0", "move 1e1", "move 0x9", "move ９", "sell ²", "tea ²",
    "police ²", "fountain ² ³", "return-assistant", "play", "play ²", "play nothing",
    "catch ² lira", "catch red", "catch white lira", "governor discard", "smuggler give",
    "smuggler give ²", "take", "set-four", "set-four ²", "mosque", "mosque yellow",
    "mosque yellow ²", "sultan ²", "warehouse extra", "draw", "discard", "tile", "police",
    "!dice 4 5", "!dice", None, 0, 9, -1, 9.0, True, False, b"move 9", bytearray(b"end"),
    ["move", "9"], ("move 9",), {"text": "move 9"}, object(), ist.Action(""),
    ist.Action("move"), ist.Action("²"), ist.Action("move ²"), ist.Action("MOVE 9"),
    ist.Action(" move 9 "), ist.Action("move 9", kind="end"), ist.Action("x" * 5_000),
    ist.Action("catch"), ist.Action("play one-good"),
]


#: Stands for a legal action of the moment the input is tried at (in any spelling).
LEGAL_NOW = object()


def _legal_now(rng: random.Random, g: ist.Game):
    acts = g.legal_actions()
    if not acts:
        return "end"
    a = rng.choice(acts)
    return rng.choice((a, a.text, a.text.upper(), "  " + a.text.replace(" ", "  ") + "\t"))


def action_inputs(n: int):
    rng = random.Random(SEED + 1)
    for k in range(n):
        if k < len(HOSTILE):
            yield HOSTILE[k]
        elif k % 7 == 0:
            yield rng.choice(TEXT_POOL)                           # legal at some moment
        elif k % 10 == 0:
            yield LEGAL_NOW                                       # legal at this moment
        elif k % 11 == 0:
            yield ist.Action(_garble(rng, rng.choice(TEXT_POOL)))
        else:
            yield _garble(rng, rng.choice(TEXT_POOL))


def _call(f, *args):
    try:
        return True, f(*args)
    except BaseException as e:  # noqa: B036 - the point is to see every kind of failure
        return False, e


#: Called in this order on each input; ``apply`` last, since it may change the game.
METHODS = ("is_legal", "parse", "describe", "apply")


@functools.cache
def action_failures() -> dict[str, list[str]]:
    """Feed the 3,000 inputs to every method of a game at rotating moments, once. Returns the
    failures by kind: ``type:<method>`` (not a ValueError), ``message:<method>`` (too long),
    ``state`` (a call changed the game when it must not), ``agreement`` (``is_legal``,
    ``parse`` and ``apply`` disagree)."""
    games = [g.copy() for g in MOMENTS]
    saves = [g.to_json() for g in games]
    failures: dict[str, list[str]] = collections.defaultdict(list)
    rng = random.Random(SEED + 2)
    for k, x in enumerate(action_inputs(ACTION_TEXTS)):
        i = k % len(games)
        g, before = games[i], saves[i]
        if x is LEGAL_NOW:
            x = _legal_now(rng, g)
        legal = {a.text for a in g.legal_actions()}
        results = {}
        for name in METHODS:
            ok, out = _call(getattr(g, name), x)
            results[name] = ok, out
            what = f"{name}({short(x)}) in phase {g.phase!r}"
            if not ok:
                if not isinstance(out, ALLOWED):
                    failures[f"type:{name}"].append(
                        f"{what}: {type(out).__name__}: {str(out)[:150]}")
                elif len(str(out)) >= MAX_MESSAGE:
                    failures[f"message:{name}"].append(
                        f"{what}: a {len(str(out))}-character message")
            if name == "describe" and g.to_json() != before:   # one save for all three
                failures["state"].append(f"is_legal, parse or describe of {short(x)} "
                                         f"changed the game in phase {g.phase!r}")
                games[i] = g = MOMENTS[i].copy()
            elif name == "apply" and ok:
                if g.history()[-1] not in legal:
                    failures["agreement"].append(f"{what}: applied {g.history()[-1]!r}, "
                                                 "not a legal action")
                games[i] = MOMENTS[i].copy()         # back to the moment for the next input
            elif name == "apply" and g.to_json() != before:
                failures["state"].append(f"{what}: a refused apply changed the game")
                games[i] = MOMENTS[i].copy()
        ok, verdict = results["is_legal"]
        if ok and not isinstance(verdict, bool):
            failures["agreement"].append(f"is_legal({short(x)}) returned {verdict!r}")
        verdict = ok and verdict is True
        if verdict != results["apply"][0]:
            failures["agreement"].append(
                f"is_legal({short(x)}) says {verdict} but apply "
                f"{'accepts' if results['apply'][0] else 'refuses'} it")
        ok, parsed = results["parse"]
        if isinstance(x, str) and ok and (parsed.text in legal) != verdict:
            failures["agreement"].append(
                f"parse({short(x)}) gives {parsed.text!r} but is_legal says {verdict}")
    return failures


def _no(kinds: tuple[str, ...]) -> None:
    found = [f for kind in kinds for f in action_failures().get(kind, [])]
    assert not found, f"{len(found)} failures:\n" + "\n".join(found[:20])


def test_hostile_action_inputs_leave_the_game_unchanged_and_methods_agree():
    """3,000 inputs: a refused apply and every is_legal / parse / describe leave the game's
    save unchanged; is_legal is a bool, True exactly when apply accepts; an accepted apply
    applied a legal action; a parsed text is legal exactly when is_legal says so."""
    _no(("state", "agreement"))


def test_is_legal_raises_only_short_value_errors():
    _no(("type:is_legal", "message:is_legal"))


def test_parse_raises_only_short_value_errors():
    _no(("type:parse", "message:parse"))


def test_describe_raises_only_short_value_errors():
    _no(("type:describe", "message:describe"))


def test_apply_raises_only_short_value_errors():
    _no(("type:apply", "message:apply"))


# --- explicit cases from issue 7 -------------------------------------------------------------

@pytest.fixture
def game():
    return ist.new_game(players=3, seed=1)


@pytest.mark.parametrize("text", [
    "move", "catch", "draw", "tile", "smuggler give", "play one-good",
])
def test_describe_of_an_incomplete_action_is_a_value_error(game, text):
    before = game.to_json()
    with pytest.raises(ValueError) as err:
        game.describe(text)
    check_refusal(err.value, text)
    assert game.to_json() == before


def test_apply_of_an_empty_action_is_a_value_error(game):
    before = game.to_json()
    with pytest.raises(ValueError):
        game.apply(ist.Action(""))
    assert game.to_json() == before


@pytest.mark.parametrize("call,text", [("apply", "move ²"), ("is_legal", "sell ²")])
def test_superscript_digits_are_illegal_actions(game, call, text):
    before = game.to_json()
    with pytest.raises(ist.IllegalAction):
        getattr(game, call)(text)
    assert game.to_json() == before


@pytest.mark.parametrize("value", [
    "", "²", None, 9, b"move 9", "x" * 5_000, "frobnicate 3", "move 9" * 1_000,
], ids=lambda v: short(v)[:30])
@pytest.mark.parametrize("call", ["apply", "parse"])
def test_hostile_inputs_are_illegal_actions(game, call, value):
    before = game.to_json()
    with pytest.raises(ist.IllegalAction) as err:
        getattr(game, call)(value)
    check_refusal(err.value, short(value))
    assert game.to_json() == before and game.history() == []
