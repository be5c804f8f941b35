"""Versioned JSON saves: the options, the initial state (after the set-up, or a staged one) and
the history of action texts. Loading checks every field, that every card is in exactly one
place, and that the history replays; any fault is a ValueError and nothing is made.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from ..core.saves import check_seed, envelope, history_texts, parse
from .data import GOODS, LETTERS, card_index, components, place_order
from .plan import Plan, game_plan
from .state import RUBY_SOURCES, Sheet, State

FORMAT = "istanbul-choose-write"
#: the first line of a staged game's set-up log (``staging.stage``); any other save is a new
#: game's, whose initial state must be exactly the set-up of its seed
STAGED = "a staged situation"
VERSION = 1
#: the longest text an action of the game can have (its longest is about 40 characters)
MAX_TEXT = 200
STEP_KINDS = frozenset({
    "turn", "choose", "follow", "take", "refill", "draw_hand", "solo_discard", "tuck",
    "caravan_cycle", "pass", "fountain_good", "fountain_improvement", "keep", "lira",
    "warehouse", "tea_house", "goods_card", "guild_card", "spend_lira", "ruby", "caravan",
    "guild_pick", "goods", "identical", "different", "improvement", "fill", "card_or_good",
    "improvement_or_fill", "palace", "palace_letter", "spend_identical", "spend_any",
    "discard_goods_card", "catacombs"})
DECKS = {"location": "location_cards", "ruby": "ruby_cards", "guild": "guild_cards",
         "goods": "goods_cards", "caravan": "caravan_cards"}


def state_to_dict(st: State) -> dict:
    out: dict[str, Any] = {}
    for f in fields(State):
        v = getattr(st, f.name)
        out[f.name] = [sheet_to_dict(s) for s in v] if f.name == "sheets" else v
    return json.loads(json.dumps(out))


def sheet_to_dict(sh: Sheet) -> dict:
    return {f.name: getattr(sh, f.name) for f in fields(Sheet)}


def dumps(game) -> str:
    """The game as JSON text."""
    return json.dumps({"format": FORMAT, "version": VERSION, "players": game.players,
                       "seed": game.seed, "challenge": game.challenge, "names": game.names,
                       "mode": game.mode, "initial": state_to_dict(game._initial),
                       "setup_log": [str(line) for line in game.setup_log],
                       "history": game.history()},
                      indent=1)


def _fail(msg: str) -> None:
    raise ValueError(f"not a Choose & Write save: {msg}")


def _int(v: Any, name: str, lo: int = 0, hi: int = 10 ** 9) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        _fail(f"{name} must be a whole number from {lo} to {hi}, not {str(v)[:30]!r}")
    return int(v)


def _ids(v: Any, name: str, prefix: str) -> list[str]:
    if not isinstance(v, list) or not all(isinstance(c, str) and c in card_index()
                                          and c.startswith(prefix) for c in v):
        _fail(f"{name} must be a list of card ids")
    return list(v)


def _counts(v: Any, name: str, keys: list[str] | tuple[str, ...], hi: int) -> dict[str, int]:
    if not isinstance(v, dict) or set(v) - set(keys):
        _fail(f"{name} must map {', '.join(keys)} to numbers")
    return {k: _int(v.get(k, 0), f"{name}[{k}]", 0, hi) for k in keys if k in v}


def sheet_from_dict(d: Any, players: int, i: int) -> Sheet:
    if not isinstance(d, dict) or set(d) != {f.name for f in fields(Sheet)}:
        _fail(f"sheet {i} must have exactly the fields " + ", ".join(f.name for f in
                                                                      fields(Sheet)))
    p = game_plan(players)
    sh = Sheet()
    sh.icons_crossed = {x: 0 for x in place_order()}
    sh.icons_crossed.update(_counts(d["icons_crossed"], "icons_crossed", place_order(), 4))
    for x, n in sh.icons_crossed.items():
        if n > p.icons[x]:
            _fail(f"sheet {i} crosses {n} icons at {x}, which has {p.icons[x]}")
    sh.bonus_filled = _int(d["bonus_filled"], "bonus_filled", 0, p.bonus_spaces)
    sh.bonus_crossed = _int(d["bonus_crossed"], "bonus_crossed", 0, sh.bonus_filled)
    sh.lira_filled = _int(d["lira_filled"], "lira_filled", 0, p.lira_spaces)
    sh.lira_crossed = _int(d["lira_crossed"], "lira_crossed", 0, sh.lira_filled)
    sh.goods_filled = {g: 0 for g in GOODS}
    sh.goods_filled.update(_counts(d["goods_filled"], "goods_filled", GOODS, 12))
    for g in GOODS:
        if sh.goods_filled[g] > p.goods_columns[g]:
            _fail(f"sheet {i} fills {sh.goods_filled[g]} {g}; its column has "
                  f"{p.goods_columns[g]} spaces")
    sh.goods_crossed = {g: 0 for g in GOODS}
    sh.goods_crossed.update(_counts(d["goods_crossed"], "goods_crossed", GOODS, 12))
    for g in GOODS:
        if sh.goods_crossed[g] > sh.goods_filled[g]:
            _fail(f"sheet {i} crosses more {g} than it filled")
    sh.improvements = _counts(d["improvements"], "improvements", list(p.improvements), 2)
    for x, n in sh.improvements.items():
        if n > p.improvements[x]:
            _fail(f"sheet {i} has {n} improvements at {x}")
    sh.rubies = _int(d["rubies"], "rubies", 0, 100)
    sh.ruby_sources = {s: 0 for s in RUBY_SOURCES}
    sh.ruby_sources.update(_counts(d["ruby_sources"], "ruby_sources", RUBY_SOURCES, 100))
    if not isinstance(d["lira_bonus"], list) or not set(d["lira_bonus"]) <= {1, 2}:
        _fail("lira_bonus must list the sections 1 and/or 2")
    if not isinstance(d["goods_bonus"], list) or not set(d["goods_bonus"]) <= set(
            p.goods_bonus_rows):
        _fail("goods_bonus must list rows 3, 6, 9, 12")
    sh.lira_bonus, sh.goods_bonus = list(d["lira_bonus"]), list(d["goods_bonus"])
    if not isinstance(d["start"], bool):
        _fail("start must be true or false")
    sh.start = d["start"]
    sh.hand = _ids(d["hand"], "hand", "L")
    sh.guild_cards = _ids(d["guild_cards"], "guild_cards", "G")
    sh.goods_cards = _ids(d["goods_cards"], "goods_cards", "W")
    sh.guild_played = _int(d["guild_played"], "guild_played", 0, 100)
    sh.goods_cards_played = _int(d["goods_cards_played"], "goods_cards_played", 0, 100)
    _sheet_totals(sh, game_plan(players), i)
    return sh


def bonus_reached(sh: Sheet, p: Plan) -> tuple[list[int], list[int]]:
    """The lira sections and goods rows whose Bonus Ruby the sheet's filled spaces have reached
    (play takes each one the moment it is reached: ``gains.check_bonus``)."""
    sections, total = [], 0
    for k, size in enumerate(p.lira_sections, 1):
        total += size
        if sh.lira_filled >= total:
            sections.append(k)
    low = min(sh.goods_filled.values())
    return sections, [r for r in p.goods_bonus_rows if low >= r]


def _sheet_totals(sh: Sheet, p: Plan, i: int) -> None:
    """What play keeps equal on a sheet: each derived total is what its sources give."""
    sections, rows = bonus_reached(sh, p)
    if sh.lira_bonus != sections:
        _fail(f"sheet {i}: lira_bonus must be the sections its {sh.lira_filled} filled lira "
              f"reach, {sections} (a Bonus Ruby is taken the moment its section is full)")
    if sh.goods_bonus != rows:
        _fail(f"sheet {i}: goods_bonus must be the rows all four goods columns reach, {rows} "
              "(a Bonus Ruby is taken the moment its row is full)")
    src = sh.ruby_sources
    for key, got in (("lira_bonus", sections), ("goods_bonus", rows)):
        if src[key] != len(got):
            _fail(f"sheet {i}: ruby_sources[{key}] must be {len(got)}, one per {key} taken")
    if src["gemstone"] * 10 > sh.lira_crossed:
        _fail(f"sheet {i}: {src['gemstone']} gemstone rubies cost {src['gemstone'] * 10} lira; "
              f"only {sh.lira_crossed} are crossed off")
    palace = sum(src[x] for x in LETTERS)
    paid = sum(sh.goods_crossed.values()) + 2 * sh.goods_cards_played
    if palace * 4 > paid:
        _fail(f"sheet {i}: {palace} rubies from the Sultan's Palace (letters A-D) cost at least "
              f"{palace * 4} goods; only {paid} were paid (crossed off or on Goods cards)")
    if sh.rubies != sum(src.values()):
        _fail(f"sheet {i}: rubies must be {sum(src.values())}, the sum of its ruby_sources, "
              f"not {sh.rubies}")
    if sh.hand != sh.hand[:1] or any("fountain" in card_index()[c] for c in sh.hand):
        _fail(f"sheet {i}: a hand holds at most one Location card, never a Fountain")
    for key in ("guild_cards", "goods_cards"):
        if getattr(sh, key) != sorted(getattr(sh, key)):
            _fail(f"sheet {i}: {key} must be sorted")


def _own_turns(st: State, seat: int) -> int:
    """How many turns ``seat`` has begun by turn ``st.turn`` (the start player's first is 1)."""
    first = (seat - st.start) % st.players + 1
    return 0 if st.turn < first else (st.turn - first) // st.players + 1


def _state_totals(st: State, p: Plan) -> None:
    """What play keeps equal across the table (an initial state: new or staged)."""
    n = st.players
    starts = [s for s, sh in enumerate(st.sheets) if sh.start]
    if starts != [st.start]:
        _fail(f"exactly one sheet is the start player's, seat {st.start} (start); the sheets "
              f"say {starts}")
    if st.current != (st.start + st.turn - 1) % n:
        _fail(f"turn {st.turn} from start player {st.start} is seat "
              f"{(st.start + st.turn - 1) % n}'s, not current {st.current}'s")
    for s, sh in enumerate(st.sheets):
        if sh.guild_played > _own_turns(st, s):
            _fail(f"sheet {s}: guild_played {sh.guild_played} is more than the "
                  f"{_own_turns(st, s)} turns it has begun (one card per turn)")
    full = n > 1 and any(sh.rubies >= p.amulet for sh in st.sheets)
    if st.final_round != full:
        _fail("final_round is true exactly when a player's amulet is full "
              f"({p.amulet} rubies; never in the solo game)")
    if st.played:
        _fail("played must be empty: a game starts (or is staged) before a card is played")
    if st.over != bool(st.end_reason) or len(st.end_reason) > 200:
        _fail("end_reason says why a game is over, and only once it is")
    if st.rubies_at != sorted(set(st.rubies_at)) or any(
            not any(sh.ruby_sources[x] for sh in st.sheets) for x in st.rubies_at):
        _fail("rubies_at lists sorted letters at which a ruby has been taken")
    base = 2 if n <= 2 else 1     # a staged palace may show one card at any table
    for x in LETTERS:
        taken = sum(sh.ruby_sources[x] for sh in st.sheets)
        if not 1 <= len(st.palace[x]) <= base + taken:
            _fail(f"palace[{x}] holds 1 to {base} Ruby cards plus at most one tucked per ruby "
                  f"taken there ({taken}), not {len(st.palace[x])}")
    if any("fountain" in card_index()[c] for c in st.display):
        _fail("a Fountain never stays in the display")


def state_from_dict(d: Any, players: int) -> State:
    """A checked State; ValueError naming the first fault."""
    names = {f.name for f in fields(State)}
    if not isinstance(d, dict) or set(d) != names:
        _fail("the state must have exactly the fields " + ", ".join(sorted(names)))
    if d["players"] != players:
        _fail("the state's player count differs from the save's")
    sheets = d["sheets"]
    if not isinstance(sheets, list) or len(sheets) != players:
        _fail(f"sheets must be a list of {players}")
    ch = d["challenge"]
    if ch is not None:
        _int(ch, "challenge", 1, 14)
    seed = check_seed(d["seed"], "not a Choose & Write save: seed")
    st = State(players=players, challenge=ch, seed=seed,
               rng=_int(d["rng"], "rng", 0, 2 ** 62 - 1),
               sheets=[sheet_from_dict(s, players, i) for i, s in enumerate(sheets)],
               location_deck=_ids(d["location_deck"], "location_deck", ""))
    for key in ("location_discard", "display", "ruby_deck", "guild_deck", "guild_discard",
                "goods_deck", "goods_discard", "caravan_deck"):
        setattr(st, key, _ids(d[key], key, ""))
    if not isinstance(d["palace"], dict) or sorted(d["palace"]) != list(LETTERS):
        _fail("palace must map A, B, C, D to lists of Ruby cards")
    st.palace = {x: _ids(d["palace"][x], f"palace[{x}]", "R") for x in LETTERS}
    if len(st.display) > 2 or not st.caravan_deck:
        _fail("the display holds at most 2 cards and the Caravan deck is never empty")
    if not isinstance(d["rubies_at"], list) or not set(d["rubies_at"]) <= set(LETTERS):
        _fail("rubies_at must list palace letters")
    st.rubies_at = list(d["rubies_at"])
    for key in ("caravan_used", "final_round", "over"):
        if not isinstance(d[key], bool):
            _fail(f"{key} must be true or false")
        setattr(st, key, d[key])
    st.start = _int(d["start"], "start", 0, players - 1)
    st.current = _int(d["current"], "current", 0, players - 1)
    st.turn = _int(d["turn"], "turn", 1, 10 ** 6)
    st.draws = _int(d["draws"], "draws", 0, 10 ** 6)
    if not isinstance(d["end_reason"], str) or not isinstance(d["played"], dict):
        _fail("end_reason must be a text and played a mapping")
    st.end_reason, st.played = d["end_reason"], dict(d["played"])
    if not isinstance(d["queue"], list) or not all(
            isinstance(s, dict) and isinstance(s.get("do"), str) and s["do"] in STEP_KINDS
            and not isinstance(s.get("seat"), bool) and isinstance(s.get("seat"), int)
            and 0 <= s["seat"] < players for s in d["queue"]):
        _fail("queue must be a list of steps, each with a known 'do' and a seat")
    for i, step in enumerate(d["queue"]):
        problem = _step_problem(step, players)
        if problem:
            _fail(f"queue step {i} ({step['do']}): {problem}")
    st.queue = [dict(s) for s in d["queue"]]
    if not st.over and (not st.queue or st.queue[-1]["do"] not in ("turn", "pass")):
        _fail("a game that is not over needs steps that end with a turn or a pass")
    if st.over and st.queue:
        _fail("a game that is over has no steps to do")
    _check_cards(st)
    _state_totals(st, game_plan(players))
    return st


PLAIN_STEPS = frozenset({"turn", "take", "refill", "draw_hand", "solo_discard", "tuck",
                         "caravan_cycle", "pass", "fountain_good", "fountain_improvement"})
COUNT_STEPS = frozenset({"lira", "goods_card", "guild_card", "spend_lira", "ruby", "goods",
                         "identical", "different", "improvement", "fill", "spend_identical",
                         "spend_any", "discard_goods_card", "guild_pick", "card_or_good",
                         "improvement_or_fill", "caravan", "catacombs", "tea_house"})
SOURCES = frozenset({"place", "gemstone", "guild", *LETTERS})


def _step_problem(step: dict, players: int) -> str:
    """What is wrong with one queued step ("" when nothing): its fields by kind."""
    kind = step["do"]
    fields_ = set(step) - {"do", "seat"}
    if kind in PLAIN_STEPS:
        if kind == "solo_discard" and players != 1:
            return "only in the solo game"
        return f"unexpected fields {sorted(fields_)}" if fields_ else ""
    if kind in ("choose", "follow"):
        if fields_ != {"card"} or not isinstance(step["card"], str) or \
                step["card"] not in place_order():
            return "needs exactly a 'card': a place label"
        return ""
    if kind == "keep":
        cards = step.get("cards")
        if fields_ != {"cards"} or not isinstance(cards, list) or len(cards) != 2 or not all(
                isinstance(c, str) and c.startswith("G") and c in card_index() for c in cards):
            return "needs exactly 'cards': two Guild cards"
        return ""
    if not {"v", "source"} <= fields_ <= {"v", "source", "up_to", "taken"}:
        return "needs 'v' and 'source' (and maybe 'up_to', 'taken')"
    if not isinstance(step["source"], str) or step["source"] not in SOURCES:
        return "an unknown ruby source"
    v = step["v"]
    if kind in COUNT_STEPS:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 10:
            return "'v' must be a count from 1 to 10"
    elif kind == "warehouse":
        if not isinstance(v, str) or v not in GOODS:
            return "'v' must be a good"
    elif kind == "palace_letter":
        if not isinstance(v, str) or v not in LETTERS:
            return "'v' must be a palace letter"
    elif kind == "palace":
        if not isinstance(v, list) or not v or not all(isinstance(x, str) and x in LETTERS
                                                        for x in v):
            return "'v' must list palace letters"
    if "up_to" in step and not isinstance(step["up_to"], bool):
        return "'up_to' must be true or false"
    if "taken" in step and (not isinstance(step["taken"], list) or not all(
            isinstance(g, str) and g in GOODS for g in step["taken"])):
        return "'taken' must list goods"
    return ""


def _check_cards(st: State) -> None:
    """Every card of the game in exactly one place."""
    held: list[str] = (st.location_deck + st.location_discard + st.display + st.ruby_deck
                       + st.guild_deck + st.guild_discard + st.goods_deck + st.goods_discard
                       + st.caravan_deck + [c for x in LETTERS for c in st.palace[x]])
    for sh in st.sheets:
        held += sh.hand + sh.guild_cards + sh.goods_cards
    for step in st.queue:
        held += [c for c in step.get("cards", []) if isinstance(c, str)]
    want = sorted(c["id"] for key in DECKS.values() for c in components()[key])
    if sorted(held) != want:
        dup = sorted({c for c in held if held.count(c) > 1})
        missing = sorted(set(want) - set(held))
        _fail(f"every card must be in exactly one place (twice: {dup[:5]}, missing: "
              f"{missing[:5]})")


@dataclass(frozen=True)
class Saved:
    """A save's contents, each field checked (``read``); ``Game.from_json`` builds the game
    (this module imports no ``game``: the two would import each other)."""

    players: int
    seed: int
    challenge: int | None
    names: list[str]
    mode: str
    initial: State
    setup_log: list[str]
    history: list[str]

    @property
    def staged(self) -> bool:
        """A staged situation (its log starts ``STAGED``), not the set-up of its seed."""
        return self.setup_log[:1] == [STAGED]


def read(text: str | bytes, check_options: Callable[..., tuple]) -> Saved:
    """A save's contents from JSON text (``check_options`` is the game's own check of the
    options); ValueError (nothing made) when anything is wrong."""
    d = parse(text, "not a Choose & Write save: ")     # size, UTF-8, JSON, nesting: shared
    keys = ("format", "version", "players", "seed", "challenge", "names", "mode", "initial",
            "setup_log", "history")
    envelope(d, FORMAT, keys, (VERSION,), "not a Choose & Write save: save",
             "not a Choose & Write save: a save is a JSON object with \"format\": "
             f"\"{FORMAT}\" and exactly the fields {', '.join(sorted(keys))}")
    players, seed, challenge, names, mode = check_options(
        d["players"], d["seed"], d["challenge"], d["names"], d["mode"])
    st = state_from_dict(d["initial"], players)
    if st.challenge != challenge:
        _fail("the state's challenge differs from the save's")
    if st.seed != seed:
        _fail("the state's seed differs from the save's")
    if not isinstance(d["setup_log"], list) or not all(isinstance(x, str) and len(x) < 300
                                                       for x in d["setup_log"]):
        _fail("setup_log must be a list of texts")
    history = history_texts(d["history"], "save.history", MAX_TEXT)
    return Saved(players, seed, challenge, names, mode, st, list(d["setup_log"]), history)


def check_setup(saved: Saved, initial: State, setup_log: list[str]) -> None:
    """A new game's save holds exactly the set-up its options give (``initial`` and
    ``setup_log``: those of a new game of the same options)."""
    if state_to_dict(initial) != state_to_dict(saved.initial) or setup_log != saved.setup_log:
        _fail(f"the initial state and set-up log must be the set-up of seed {saved.seed} for "
              f"{saved.players} players (a staged situation's log starts {STAGED!r})")
