"""Versioned JSON save and load, with every field checked on the way in.

A save holds the config, the initial state, the history (action texts) and the current state.
Loading checks types, ranges and the conservation of rubies, assistants, mosque tiles and
bonus cards in both states, then replays the history from the initial state and refuses the file
unless the replay reaches exactly the saved current state. So a tampered save is refused with a
``ValueError`` naming the field; nothing is ever unpickled or evaluated. Keys are sorted and the
layout is fixed, so equal games give byte-identical saves.
"""

from __future__ import annotations

import json

from . import data as D
from .actions import IllegalAction
from .config import GameConfig, make_config
from .encounters import FIGURES
from .movement import MOVE_SOURCES
from .places import RESOLVE, SUBPHASES
from .state import PLAYER_FIELDS, STATE_FIELDS, PlayerState, State

FORMAT = "istanbul_nb.game"
VERSION = 1
MAX_BYTES = 4_000_000
MAX_HISTORY = 100_000
PHASES = frozenset({"move", "assistant", "pay", "action", "encounter", "end-game", "over"}
                   | set(SUBPHASES) | {f"{f}-payment" for f in FIGURES})
MAX_LIRA = 1_000_000


def dumps(game) -> str:
    doc = {
        "format": FORMAT, "version": VERSION,
        "config": game.config.to_dict(),
        "initial": game._initial.to_dict(),
        "history": list(game._history),
        "state": game.state.to_dict(),
    }
    return json.dumps(doc, sort_keys=True, indent=1, ensure_ascii=False) + "\n"


class _Check:
    """Type and range checks that name the field they refuse."""

    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, field: str, why: str):
        raise ValueError(f"{self.where}{field}: {why}")

    def int(self, v, field, lo=None, hi=None) -> int:
        if isinstance(v, bool) or not isinstance(v, int):
            self.fail(field, f"must be a whole number, not {v!r}")
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            self.fail(field, f"must be from {lo} to {hi}, not {v}")
        return v

    def bool(self, v, field) -> bool:
        if not isinstance(v, bool):
            self.fail(field, f"must be true or false, not {v!r}")
        return v

    def str(self, v, field, allowed=None) -> str:
        if not isinstance(v, str):
            self.fail(field, f"must be a text, not {v!r}")
        if allowed is not None and v not in allowed:
            self.fail(field, f"must be one of {', '.join(sorted(map(str, allowed)))}, not {v!r}")
        return v

    def list(self, v, field, max_len=10_000) -> list:
        if not isinstance(v, list):
            self.fail(field, f"must be a list, not {type(v).__name__}")
        if len(v) > max_len:
            self.fail(field, f"has {len(v)} entries; at most {max_len}")
        return v

    def dict(self, v, field, keys=None) -> dict:
        if not isinstance(v, dict):
            self.fail(field, f"must be an object, not {type(v).__name__}")
        if keys is not None and set(v) != set(keys):
            missing = sorted(set(keys) - set(v))
            extra = sorted(set(v) - set(keys))
            self.fail(field, f"missing {missing} / unexpected {extra}")
        return v


def config_from(d, c: _Check | None = None) -> GameConfig:
    c = c or _Check("config.")
    c.dict(d, "", ["players", "layout", "names", "colours", "expansions", "variants", "mode"])
    lay = c.dict(d["layout"], "layout", ["name", "rows"])
    c.str(lay["name"], "layout.name")
    rows = c.list(lay["rows"], "layout.rows", 10)
    for i, r in enumerate(rows):
        for j, x in enumerate(c.list(r, f"layout.rows[{i}]", 10)):
            c.int(x, f"layout.rows[{i}][{j}]", 1, 25)
    c.list(d["expansions"], "expansions", 5)
    c.list(d["variants"], "variants", 5)
    c.list(d["names"], "names", 5)
    c.list(d["colours"], "colours", 5)
    try:
        from ..layouts import from_rows

        layout = from_rows(rows, name=lay["name"])
        cfg = make_config(d["players"], layout, tuple(d["expansions"]), tuple(d["variants"]),
                          d["names"], d["colours"], d["mode"])
    except ValueError as e:
        raise ValueError(f"config: {e}") from None
    return cfg


def state_from(d, cfg: GameConfig, where: str) -> State:
    """A State from its dict, every field checked; ValueError names the first bad field."""
    c = _Check(where)
    n = cfg.players
    places = set(p for row in cfg.layout_rows for p in row)
    c.dict(d, "", STATE_FIELDS)
    st = State()
    players = c.list(d["players"], "players", 5)
    if len(players) != n:
        c.fail("players", f"has {len(players)} seats; the config has {n}")
    for i, pd in enumerate(players):
        f = f"players[{i}]."
        c.dict(pd, f"players[{i}]", PLAYER_FIELDS)
        p = PlayerState()
        p.lira = c.int(pd["lira"], f + "lira", 0, MAX_LIRA)
        p.rubies = c.int(pd["rubies"], f + "rubies", 0, 40)
        p.extensions = c.int(pd["extensions"], f + "extensions", 0, D.MAX_EXTENSIONS)
        goods = c.dict(pd["goods"], f + "goods", D.GOODS)
        p.goods = [c.int(goods[g], f + "goods." + g, 0, p.capacity) for g in D.GOODS]
        p.merchant = c.int(pd["merchant"], f + "merchant", 1, 25)
        p.family = c.int(pd["family"], f + "family", 1, 25)
        for k in ("merchant", "family"):
            if getattr(p, k) not in places:
                c.fail(f + k, f"place {getattr(p, k)} is not on this board")
        p.stack = c.int(pd["stack"], f + "stack", 0, D.ASSISTANTS)
        p.placed = [c.int(x, f + "placed", 1, 25) for x in c.list(pd["placed"], f + "placed",
                                                                      D.ASSISTANTS)]
        if p.placed != sorted(set(p.placed)) or not set(p.placed) <= places - {D.FOUNTAIN}:
            c.fail(f + "placed", "must be distinct places of this board, sorted, never the "
                   "Fountain (one assistant per place)")
        p.fifth = c.bool(pd["fifth"], f + "fifth")
        p.tiles = [c.str(x, f + "tiles", D.TILE_COLOURS) for x in c.list(pd["tiles"],
                                                                          f + "tiles", 4)]
        if p.tiles != sorted(set(p.tiles), key=D.TILE_COLOURS.index):
            c.fail(f + "tiles", "must be distinct colours in the order red, green, yellow, blue")
        if p.fifth != ("blue" in p.tiles):
            c.fail(f + "fifth", "the 5th assistant is in play exactly when the blue tile is held")
        if p.stack + len(p.placed) != D.STACK_START + p.fifth:
            c.fail(f + "stack", f"stack {p.stack} + {len(p.placed)} placed assistants must be "
                   f"{D.STACK_START + p.fifth} (assistants are conserved)")
        p.cards = [c.str(x, f + "cards", D.CARD_IDS) for x in c.list(pd["cards"], f + "cards",
                                                                     26)]
        if p.cards != sorted(p.cards):
            c.fail(f + "cards", "must be sorted")
        p.wain_ruby = c.bool(pd["wain_ruby"], f + "wain_ruby")
        if p.wain_ruby and p.extensions != D.MAX_EXTENSIONS:
            c.fail(f + "wain_ruby", "the Wainwright ruby comes with the third extension")
        mr = [c.int(x, f + "mosque_rubies", 1, 25) for x in c.list(pd["mosque_rubies"],
                                                                     f + "mosque_rubies", 2)]
        for m in mr:
            if m not in D.MOSQUE_TILES or not all(t in p.tiles for t in D.MOSQUE_TILES[m]):
                c.fail(f + "mosque_rubies", f"a ruby from place {m} needs both of its tiles")
        if mr != sorted(set(mr)):
            c.fail(f + "mosque_rubies", "must be distinct and sorted")
        p.mosque_rubies = mr
        if p.rubies < p.wain_ruby + len(mr):
            c.fail(f + "rubies", "fewer rubies than the Wainwright and mosque rubies taken")
        st.players.append(p)
    st.current = c.int(d["current"], "current", 0, n - 1)
    st.to_act = c.int(d["to_act"], "to_act", 0, n - 1)
    st.phase = c.str(d["phase"], "phase", PHASES)
    st.turn = c.int(d["turn"], "turn", 1, 10**7)
    for fig in ("governor", "smuggler"):
        v = c.int(d[fig], fig, 1, 25)
        if v not in places:
            c.fail(fig, f"place {v} is not on this board")
        setattr(st, fig, v)
    st.neutrals = [c.int(x, "neutrals", 1, 25) for x in c.list(d["neutrals"], "neutrals", 3)]
    want = len(D.D["neutral_merchants"]["value"]) if n == D.D["neutral_merchants"]["players"] \
        else 0
    if len(st.neutrals) != want or st.neutrals != sorted(st.neutrals) or \
            not set(st.neutrals) <= places:
        c.fail("neutrals", f"must be {want} sorted places of this board")
    st.wain_rubies = c.int(d["wain_rubies"], "wain_rubies", 0, n)
    if st.wain_rubies != n - sum(p.wain_ruby for p in st.players):
        c.fail("wain_rubies", "must be one per player minus the Wainwright rubies taken")
    mq = c.dict(d["mosque_rubies"], "mosque_rubies", [str(m) for m in D.MOSQUE_TILES])
    for m in D.MOSQUE_TILES:
        v = c.int(mq[str(m)], f"mosque_rubies.{m}", 0, D.mosque_rubies(n))
        taken = sum(m in p.mosque_rubies for p in st.players)
        if v != D.mosque_rubies(n) - taken:
            c.fail(f"mosque_rubies.{m}", f"must be {D.mosque_rubies(n)} minus the {taken} taken")
        st.mosque_rubies[m] = v
    stacks = c.dict(d["stacks"], "stacks", D.TILE_COLOURS)
    full = D.mosque_thresholds(n)
    for colour in D.TILE_COLOURS:
        s = [c.int(x, f"stacks.{colour}", 2, 5) for x in c.list(stacks[colour],
                                                                f"stacks.{colour}", 4)]
        held = sum(colour in p.tiles for p in st.players)
        if s != full[len(full) - len(s):] or len(s) + held != len(full):
            c.fail(f"stacks.{colour}", f"must be the last {len(full) - held} of {full} "
                   f"({held} tile(s) held; tiles are conserved)")
        st.stacks[colour] = s
    st.sultan_left = c.int(d["sultan_left"], "sultan_left", 0, D.sultan_rubies(n))
    st.gem_left = c.int(d["gem_left"], "gem_left", 0, D.gem_rubies(n))
    total = sum(p.rubies for p in st.players) + st.wain_rubies + sum(st.mosque_rubies.values()) \
        + st.sultan_left + st.gem_left
    if total != D.total_rubies(n):
        c.fail("rubies", f"{total} rubies on the table; a {n}-player game has "
               f"{D.total_rubies(n)} (rubies are conserved)")
    st.post = [c.bool(x, "post") for x in c.list(d["post"], "post", 4)]
    if len(st.post) != 4 or st.post != sorted(st.post, reverse=True):
        c.fail("post", "four markers; the ones moved down are always the leftmost")
    for k in ("large", "small"):
        v = [c.int(x, k, 0, 4) for x in c.list(d[k], k, 5)]
        if sorted(v) != [0, 1, 2, 3, 4]:
            c.fail(k, "must be the 5 demand tiles 0-4, each once")
        setattr(st, k, v)
    st.deck = [c.str(x, "deck", D.CARD_IDS) for x in c.list(d["deck"], "deck", 26)]
    st.discard = [c.str(x, "discard", D.CARD_IDS) for x in c.list(d["discard"], "discard", 26)]
    for cid in D.CARD_IDS:
        k = st.deck.count(cid) + st.discard.count(cid) + sum(p.cards.count(cid)
                                                             for p in st.players)
        if k != D.CARD_COUNTS[cid]:
            c.fail("cards", f"{k} {cid} cards in the game; the box has {D.CARD_COUNTS[cid]} "
                   "(cards are conserved)")
    st.rng = c.int(d["rng"], "rng", 0, (1 << 64) - 1)
    st.script = [c.int(x, "script", 1, 6) for x in c.list(d["script"], "script", 1000)]
    st.at = c.int(d["at"], "at", 1, 25)
    if st.at not in places:
        c.fail("at", f"place {st.at} is not on this board")
    st.actor = c.str(d["actor"], "actor", ("merchant", "family"))
    st.source = c.str(d["source"], "source", MOVE_SOURCES)
    st.yellow_used = c.bool(d["yellow_used"], "yellow_used")
    st.acted = c.int(d["acted"], "acted", 0, 25)
    st.again = c.bool(d["again"], "again")
    st.market_any = c.bool(d["market_any"], "market_any")
    st.met = [c.str(x, "met", FIGURES) for x in c.list(d["met"], "met", len(FIGURES))]
    if len(set(st.met)) != len(st.met):
        c.fail("met", "each figure is met once per turn")
    pend = c.dict(d["pending"], "pending")
    if st.phase == "dice":
        keys = {"purpose", "dice"} | ({"named"} if pend.get("purpose") == "tea" else set())
        c.dict(pend, "pending", keys)
        c.str(pend["purpose"], "pending.purpose", RESOLVE)
        dice = [c.int(x, "pending.dice", 1, 6) for x in c.list(pend["dice"], "pending.dice", 2)]
        if len(dice) != 2:
            c.fail("pending.dice", "two dice")
        st.pending = {"purpose": pend["purpose"], "dice": dice}
        if "named" in pend:
            st.pending["named"] = c.int(pend["named"], "pending.named", 3, 12)
    elif st.phase == "caravansary":
        c.dict(pend, "pending", ["taken"])
        st.pending = {"taken": c.int(pend["taken"], "pending.taken", 0, 1)}
    elif pend:
        c.fail("pending", f"must be empty in phase {st.phase!r}")
    st.final = [c.int(x, "final", 0, n - 1) for x in c.list(d["final"], "final", n)]
    if st.final != sorted(set(st.final)):
        c.fail("final", "distinct seats in seat order")
    if st.phase != "end-game" and st.final:
        c.fail("final", "only the end-game has seats still to play")
    if st.phase == "end-game" and (not st.final or st.to_act != st.final[0]):
        c.fail("final", "the end-game needs the seat to act first in the list")
    cur = st.players[st.current]
    if st.actor == "family" and st.at != cur.family:
        c.fail("at", "the family member's action happens where the family member stands")
    if (st.phase in ("move", "assistant", "pay", "encounter")
            or (st.phase == "action" and st.actor == "merchant" and not st.again)) \
            and st.at != cur.merchant:
        c.fail("at", f"in phase {st.phase!r} the place in question is the current merchant's")
    if st.phase in ("assistant", "pay") and st.at == D.FOUNTAIN:
        c.fail("phase", "at the Fountain there is no assistant or payment decision")
    if st.phase not in ("end-game", "over") and (st.turn - 1) % n != st.current:
        c.fail("turn", f"turn {st.turn} is seat {(st.turn - 1) % n}'s, not seat {st.current}'s "
               "(seat 0 starts, one turn per seat per round)")
    if st.phase not in ("end-game", "over") and st.to_act != st.current:
        c.fail("to_act", "in the base game the seat to act is the current seat")
    return st


def loads(text: str | bytes):
    """A Game from a save; ValueError names the first bad field."""
    from .game import Game

    if isinstance(text, bytes):
        if len(text) > MAX_BYTES:
            raise ValueError(f"save: {len(text)} bytes; at most {MAX_BYTES}")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError("save: not UTF-8 text") from None
    if not isinstance(text, str):
        raise ValueError(f"save: expected JSON text, not {type(text).__name__}")
    if len(text) > MAX_BYTES:
        raise ValueError(f"save: {len(text)} characters; at most {MAX_BYTES}")
    try:
        doc = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as e:
        raise ValueError(f"save: not valid JSON ({e})") from None
    c = _Check("save.")
    c.dict(doc, "", ["format", "version", "config", "initial", "history", "state"])
    if doc["format"] != FORMAT:
        c.fail("format", f"must be {FORMAT!r}")
    if doc["version"] != VERSION:
        c.fail("version", f"this engine reads version {VERSION}, not {doc['version']!r}")
    cfg = config_from(doc["config"])
    initial = state_from(doc["initial"], cfg, "initial.")
    final = state_from(doc["state"], cfg, "state.")
    hist = c.list(doc["history"], "history", MAX_HISTORY)
    for i, h in enumerate(hist):
        c.str(h, f"history[{i}]")
    game = Game(cfg, initial)
    try:
        for i, h in enumerate(hist):
            where = f"save.history[{i}]"
            if h.startswith("!dice"):
                words = h.split()
                if words[0] != "!dice" or not all(x.isdigit() and len(x) == 1 for x in words[1:]):
                    raise ValueError("a dice command is '!dice' and dice 1 to 6")
                game.set_dice([int(x) for x in words[1:]])
            else:
                game.apply(h)
    except (IllegalAction, ValueError) as e:
        raise ValueError(f"{where}: {h!r} cannot be replayed ({e})") from None
    if game.state.to_dict() != final.to_dict():
        raise ValueError("save.state: does not match the state the history leads to")
    return game


