"""Versioned JSON save and load (format version 2), every field checked on the way in.

A save holds the config, the initial state, the history (action texts) and the current state.
Loading checks each part of both states with its own small check (the seats, the figures, the
rubies, the mosque tiles, the post and the markets, the cards, the turn, the sub-decision's
typed data, and each expansion's part through its ruleset's ``StatePart.load``), then accepts
only an ``initial`` state that ``new_game`` or ``stage`` could have made, replays the history
from it and refuses the file unless the replay reaches exactly the saved current state. So a
tampered or forged save is refused with a ``ValueError`` naming the field (its reason a catalogue
message: a learner loading a corrupt file at the Table reads it in the Table's language; the
fields keep the file's own names); nothing is ever
unpickled or evaluated, and no message repeats more than a few dozen characters of the input.
The envelope (size cap, nesting depth, the version's type) is ``istanbul_nb.core.saves``, shared
with Choose & Write.
Keys are sorted and the layout is fixed, so equal games give byte-identical saves.

Version 1 (before rulesets) still loads: ``migrate_v1`` adds what version 2 added (the barrier,
the state parts, the typed sub-decision data) and the result is checked like any save.
"""

from __future__ import annotations

import builtins
import json
from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, Any, NoReturn

from ..core.saves import envelope, history_texts, key_problems, parse, replay_history, short
from ..i18n import N_, Message, _
from . import data as D
from .actions import MAX_TEXT
from .boards import board_for_layout
from .config import GameConfig, make_config
from .ops import Env, mover_at
from .ruleset import Ruleset, save_migrations
from .state import PLAYER_FIELDS, STATE_FIELDS, PlayerState, State

if TYPE_CHECKING:
    from .game import Game

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["STAGE_PHASES", "Check", "dumps", "loads", "state_from"]

FORMAT = "istanbul_nb.game"
VERSION = 2
READS = (1, 2)
MAX_LIRA = 1_000_000
#: phases an initial state may be in: the ones ``stage`` offers (a new game is in "move")
STAGE_PHASES = ("move", "assistant", "pay", "action", "encounter")


def dumps(game: Game) -> str:
    doc = {
        "format": FORMAT, "version": VERSION,
        "config": game.config.to_dict(),
        "initial": game._initial.to_dict(),
        "history": list(game._history),
        "state": game.state.to_dict(),
    }
    return json.dumps(doc, sort_keys=True, indent=1, ensure_ascii=False) + "\n"


class Check:
    """Type and range checks that name the field they refuse."""

    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, field: str, why: str) -> NoReturn:
        name = f"{self.where}{field}" if field else self.where.rstrip(".") or _("the data")
        # TRANSLATORS: a refused save file: {field} names the field (the file's own word),
        # {why} says what is wrong with it
        raise ValueError(_("{field}: {why}", field=name, why=why))

    def int(self, v: object, field: str, lo: int | None = None, hi: int | None = None) -> int:
        if type(v) is not int:
            # TRANSLATORS: what is wrong with a field of a refused save file
            self.fail(field, _("must be a whole number, not {given}", given=short(v)))
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            # TRANSLATORS: what is wrong with a field of a refused save file
            self.fail(field, _("must be from {lo} to {hi}, not {given}", lo=lo, hi=hi,
                               given=short(v)))
        return v

    def bool(self, v: object, field: str) -> bool:
        if not isinstance(v, bool):
            # TRANSLATORS: what is wrong with a field of a refused save file
            self.fail(field, _("must be true or false, not {given}", given=short(v)))
        return v

    def str(self, v: object, field: str, allowed: Collection[object] | None = None) -> str:
        if not isinstance(v, str):
            # TRANSLATORS: what is wrong with a field of a refused save file
            self.fail(field, _("must be a text, not {given}", given=short(v)))
        if allowed is not None and v not in allowed:
            # TRANSLATORS: what is wrong with a field of a refused save file; {allowed} are
            # the file's own words
            self.fail(field, _("must be one of {allowed}, not {given}",
                               allowed=", ".join(sorted(map(builtins.str, allowed))),
                               given=short(v)))
        return v

    def list(self, v: object, field: builtins.str, max_len: builtins.int = 10_000) -> list:
        if not isinstance(v, list):
            # TRANSLATORS: what is wrong with a field of a refused save file ({kind}: a JSON
            # type's name)
            self.fail(field, _("must be a list, not {kind}", kind=type(v).__name__))
        if len(v) > max_len:
            # TRANSLATORS: what is wrong with a field of a refused save file
            self.fail(field, _("has {n} entries; at most {most}", n=len(v), most=max_len))
        return v

    def dict(self, v: object, field: builtins.str,
             keys: Collection[builtins.str] | None = None) -> dict:
        if not isinstance(v, dict):
            # TRANSLATORS: what is wrong with a field of a refused save file ({kind}: a JSON
            # type's name)
            self.fail(field, _("must be an object, not {kind}", kind=type(v).__name__))
        if keys is not None and set(v) != set(keys):
            self.fail(field, key_problems(v, keys))
        return v


def config_from(d: dict[str, Any], c: Check | None = None) -> GameConfig:
    c = c or Check("config.")
    c.dict(d, "", ["players", "layout", "names", "colours", "expansions", "variants", "mode"])
    lay = c.dict(d["layout"], "layout", ["name", "rows"])
    c.str(lay["name"], "layout.name")
    rows = c.list(lay["rows"], "layout.rows", 10)
    for i, r in enumerate(rows):
        for j, x in enumerate(c.list(r, f"layout.rows[{i}]", 10)):
            c.int(x, f"layout.rows[{i}][{j}]", 1, 25)
    for k in ("expansions", "variants", "names", "colours"):
        for x in c.list(d[k], k, 5):
            c.str(x, k)
    c.str(d["mode"], "mode")
    try:
        from ..layouts import from_rows

        layout = from_rows(rows, name=lay["name"][:80])
        cfg = make_config(d["players"], layout, tuple(d["expansions"]), tuple(d["variants"]),
                          d["names"], d["colours"], d["mode"])
    except ValueError as e:
        why = e.args[0] if e.args and isinstance(e.args[0], Message) else str(e)[:300]
        # TRANSLATORS: a refused save file: what is wrong with its game's settings
        raise ValueError(_("config: {why}", why=why)) from None
    return cfg


# -- the parts of a state, each checked on its own -----------------------------------------------
def _seat(c: Check, pd: dict[str, Any], i: int, places: set, rules: Ruleset,
          n: int) -> PlayerState:
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
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail(f + k, _("place {place} is not on this board", place=getattr(p, k)))
    p.stack = c.int(pd["stack"], f + "stack", 0, rules.stack_max(n))
    p.placed = [c.int(x, f + "placed", 1, 25)
                for x in c.list(pd["placed"], f + "placed", D.ASSISTANTS)]
    if p.placed != sorted(set(p.placed)) or not set(p.placed) <= places - {D.FOUNTAIN}:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail(f + "placed", _("must be distinct places of this board, sorted, never the "
                               "Fountain (one assistant per place)"))
    p.fifth = c.bool(pd["fifth"], f + "fifth")
    p.tiles = [c.str(x, f + "tiles", D.TILE_COLOURS) for x in c.list(pd["tiles"], f + "tiles",
                                                                      len(D.TILE_COLOURS))]
    if p.tiles != sorted(set(p.tiles), key=D.TILE_COLOURS.index):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail(f + "tiles", _("must be distinct colours in the order {colours}",
                              colours=", ".join(D.TILE_COLOURS)))
    if p.fifth != ("blue" in p.tiles):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail(f + "fifth", _("the 5th assistant is in play exactly when the blue tile is "
                              "held"))
    why = rules.assistants_problem(p, n)   # the neutral ones are counted by their part
    if why:
        c.fail(f + "stack", why)
    p.cards = [c.str(x, f + "cards", rules.card_ids)
               for x in c.list(pd["cards"], f + "cards", 200)]
    if p.cards != sorted(p.cards):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail(f + "cards", _("must be sorted"))
    p.wain_ruby = c.bool(pd["wain_ruby"], f + "wain_ruby")
    if p.wain_ruby and p.extensions != D.MAX_EXTENSIONS:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail(f + "wain_ruby", _("the Wainwright ruby comes with the third extension"))
    mr = [c.int(x, f + "mosque_rubies", 1, 25)
          for x in c.list(pd["mosque_rubies"], f + "mosque_rubies", 2)]
    for m in mr:
        if m not in D.MOSQUE_TILES or not all(t in p.tiles for t in D.MOSQUE_TILES[m]):
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail(f + "mosque_rubies", _("a ruby from place {place} needs both of its tiles",
                                          place=m))
    if mr != sorted(set(mr)):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail(f + "mosque_rubies", _("must be distinct and sorted"))
    p.mosque_rubies = mr
    if p.rubies < p.wain_ruby + len(mr):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail(f + "rubies", _("fewer rubies than the Wainwright and mosque rubies taken"))
    return p


def _figures(c: Check, d: dict[str, Any], st: State, n: int, places: set) -> None:
    for fig in ("governor", "smuggler"):
        v = c.int(d[fig], fig, 1, 25)
        if v not in places:
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail(fig, _("place {place} is not on this board", place=v))
        setattr(st, fig, v)
    st.neutrals = [c.int(x, "neutrals", 1, 25) for x in c.list(d["neutrals"], "neutrals", 3)]
    nm = D.D["neutral_merchants"]
    want = len(nm["value"]) if n == nm["players"] else 0
    if len(st.neutrals) != want or st.neutrals != sorted(st.neutrals) or \
            not set(st.neutrals) <= places:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("neutrals", _("must be {n} sorted places of this board", n=want))


def _rubies(c: Check, d: dict[str, Any], st: State, n: int) -> None:
    st.wain_rubies = c.int(d["wain_rubies"], "wain_rubies", 0, n)
    if st.wain_rubies != n - sum(p.wain_ruby for p in st.players):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("wain_rubies", _("must be one per player minus the Wainwright rubies taken"))
    mq = c.dict(d["mosque_rubies"], "mosque_rubies", [str(m) for m in D.MOSQUE_TILES])
    for m in D.MOSQUE_TILES:
        v = c.int(mq[str(m)], f"mosque_rubies.{m}", 0, D.mosque_rubies(n))
        taken = sum(m in p.mosque_rubies for p in st.players)
        if v != D.mosque_rubies(n) - taken:
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail(f"mosque_rubies.{m}", _("must be {n} minus the {taken} taken",
                                           n=D.mosque_rubies(n), taken=taken))
        st.mosque_rubies[m] = v
    st.sultan_left = c.int(d["sultan_left"], "sultan_left", 0, D.sultan_rubies(n))
    st.gem_left = c.int(d["gem_left"], "gem_left", 0, D.gem_rubies(n))


def _ruby_total(c: Check, st: State, env: Env) -> None:
    """Rubies are conserved: the seats', the base places' and those on an expansion's places
    (checked once the state parts are loaded)."""
    n = env.n
    total = sum(p.rubies for p in st.players) + st.wain_rubies + sum(st.mosque_rubies.values()) \
        + st.sultan_left + st.gem_left
    box = D.total_rubies(n)
    for key, part in env.rules.parts.items():
        if part.rubies is not None:
            total += part.rubies(st.parts[key])
        if part.box_rubies is not None:
            box += part.box_rubies(n)
        if part.supply_rubies is not None:     # spare rubies brought in (Great Bazaar)
            box += part.supply_rubies(st.parts[key])
    if total != box:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("rubies", _("{total} rubies on the table; a {n}-player game has {box} "
                           "(rubies are conserved)", total=total, n=n, box=box))


def _tiles(c: Check, d: dict[str, Any], st: State, n: int) -> None:
    stacks = c.dict(d["stacks"], "stacks", D.TILE_COLOURS)
    full = D.mosque_thresholds(n)
    for colour in D.TILE_COLOURS:
        s = [c.int(x, f"stacks.{colour}", 2, 5) for x in c.list(stacks[colour],
                                                                f"stacks.{colour}", 4)]
        held = sum(colour in p.tiles for p in st.players)
        if s != full[len(full) - len(s):] or len(s) + held != len(full):
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail(f"stacks.{colour}", N_("must be the last {left} of {full} ({n} tile "
                                          "held; tiles are conserved)",
                                          "must be the last {left} of {full} ({n} tiles "
                                          "held; tiles are conserved)", held,
                                          left=len(full) - held, full=str(full)))
        st.stacks[colour] = s


def _post_and_markets(c: Check, d: dict[str, Any], st: State) -> None:
    st.post = [c.bool(x, "post") for x in c.list(d["post"], "post", D.POST_COLUMNS)]
    if len(st.post) != D.POST_COLUMNS or st.post != sorted(st.post, reverse=True) \
            or all(st.post):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("post", _("{n} markers; the ones moved down are always the leftmost, and "
                         "never all of them (they go back up at once)", n=D.POST_COLUMNS))
    for k in ("large", "small"):
        tiles = len(D.D["markets"][k]["tiles"])
        v = [c.int(x, k, 0, tiles - 1) for x in c.list(d[k], k, tiles)]
        if sorted(v) != list(range(tiles)):
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail(k, _("must be the {n} demand tiles 0-{last}, each once", n=tiles,
                        last=tiles - 1))
        setattr(st, k, v)


def _cards(c: Check, d: dict[str, Any], st: State, rules: Ruleset) -> None:
    ids = rules.card_ids
    st.deck = [c.str(x, "deck", ids) for x in c.list(d["deck"], "deck", 200)]
    st.discard = [c.str(x, "discard", ids) for x in c.list(d["discard"], "discard", 200)]
    for cid in ids:
        k = st.deck.count(cid) + st.discard.count(cid) + sum(p.cards.count(cid)
                                                             for p in st.players)
        if k != rules.card_counts[cid]:
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail("cards", _("{n} {card} cards in the game; the box has {box} (cards are "
                              "conserved)", n=k, card=cid, box=rules.card_counts[cid]))


def _turn(c: Check, d: dict[str, Any], st: State, env: Env, places: set) -> None:
    rules, n = env.rules, env.n
    st.current = c.int(d["current"], "current", 0, n - 1)
    st.to_act = c.int(d["to_act"], "to_act", 0, n - 1)
    st.phase = c.str(d["phase"], "phase", rules.phases)
    st.turn = c.int(d["turn"], "turn", 1, 10**7)
    st.rng = c.int(d["rng"], "rng", 0, (1 << 64) - 1)
    st.script = [c.int(x, "script", 1, 6) for x in c.list(d["script"], "script", 1000)]
    st.at = c.int(d["at"], "at", 1, 25)
    if st.at not in places:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("at", _("place {place} is not on this board", place=st.at))
    st.actor = c.str(d["actor"], "actor", ("merchant", "family")
                     + tuple(sorted({s.piece for s in rules.move_sources.values()}
                                    - {"merchant", "family"})))
    st.source = c.str(d["source"], "source", rules.move_sources)
    st.yellow_used = c.bool(d["yellow_used"], "yellow_used")
    st.acted = c.int(d["acted"], "acted", 0, 25)
    st.again = c.bool(d["again"], "again")
    st.market_any = c.bool(d["market_any"], "market_any")
    st.met = [c.str(x, "met", rules.figures) for x in c.list(d["met"], "met", len(rules.figures))]
    if len(set(st.met)) != len(st.met):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("met", _("each figure is met once per turn"))
    barrier = d["barrier"]
    if barrier is not None:
        pair = [c.int(x, "barrier", 1, 25) for x in c.list(barrier, "barrier", 2)]
        if len(pair) != 2 or not set(pair) <= places or not env.board.adjacent(*pair):
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail("barrier", _("a barrier is a pair of adjacent places of this board"))
        st.barrier = (min(pair), max(pair))
    st.final = [c.int(x, "final", 0, n - 1) for x in c.list(d["final"], "final", n)]
    if st.final != sorted(set(st.final)):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("final", _("distinct seats in seat order"))


def _pending(c: Check, d: dict[str, Any], st: State, rules: Ruleset) -> None:
    pend = c.dict(d["pending"], "pending")
    kind = rules.phases[st.phase].pending
    if kind is None:
        if pend:
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail("pending", _("must be empty in phase {phase}", phase=repr(st.phase)))
        st.pending = None
    else:
        st.pending = kind.load(pend, c, rules)


def _parts(c: Check, d: dict[str, Any], st: State, env: Env) -> None:
    parts = c.dict(d["parts"], "parts", list(env.rules.parts))
    for key, part in env.rules.parts.items():
        st.parts[key] = part.load(parts[key], Check(f"{c.where}parts.{key}."), st, env)
    for key, part in env.rules.parts.items():
        if part.conserve is not None:
            why = part.conserve(st, env)
            if why:
                c.fail(f"parts.{key}", why)


def _consistent(c: Check, st: State, env: Env) -> None:
    """What every reachable state satisfies beyond each part's own checks."""
    rules, n = env.rules, env.n
    phase = rules.phases[st.phase]
    if st.phase != "end-game" and st.final:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("final", _("only the end-game has seats still to play"))
    if st.phase == "end-game" and (not st.final or st.to_act != st.final[0]):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("final", _("the end-game needs the seat to act first in the list"))
    if st.phase == "over":
        target = rules.ruby_target(n)
        if not any(p.rubies >= target for p in st.players):
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail("phase", _("a game is over only once a seat holds {n} rubies", n=target))
    cur = st.players[st.current]
    if st.actor == "family" and st.at != cur.family:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("at", _("the family member's action happens where the family member stands"))
    piece, where = mover_at(st, env)  # the merchant, or the companion once it moved
    source = rules.move_sources.get(st.source)
    if st.actor not in ("merchant", "family") and (
            source is None or source.acts_at is None or source.piece != st.actor):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("actor", _("a {piece} acts only in the turn it moved", piece=st.actor))
    if (phase.at_merchant or (st.phase == "action" and st.actor == piece and not st.again)) \
            and st.at != where:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("at", _("in phase {phase} the place in question is the current {piece}'s",
                       phase=repr(st.phase), piece=piece))
    if st.phase in ("assistant", "pay") and st.at == D.FOUNTAIN:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("phase", _("at the Fountain there is no assistant or payment decision"))
    if st.phase not in ("end-game", "over"):
        why = rules.turn_order_problem(st, env)
        if why:
            c.fail("turn", why)
    if not phase.others_decide and st.to_act != st.current:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("to_act", _("in phase {phase} the seat to act is the current seat",
                           phase=repr(st.phase)))
    if st.again and (st.phase != "action" or st.acted != st.at):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("again", _("an action is done again only in the action phase of its place"))
    if st.again and not rules.places[st.at].options(st, env, None):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("again", _("the action to do again must be possible"))


def _initial(c: Check, st: State) -> None:
    """An initial state is one that ``new_game`` or ``stage`` could have made."""
    if st.phase not in STAGE_PHASES:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("phase", _("a game starts (or is staged) in one of {phases}, not {phase}",
                          phases=", ".join(STAGE_PHASES), phase=repr(st.phase)))
    fresh = {"pending": st.pending is None, "final": not st.final, "acted": st.acted == 0,
             "again": not st.again, "market_any": not st.market_any,
             "yellow_used": not st.yellow_used, "met": not st.met,
             "source": st.source == "merchant", "actor": st.actor == "merchant"}
    for field, ok in fresh.items():
        if not ok:
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail(field, _("a game starts (or is staged) with no turn in progress; this field "
                            "is set only by play"))


def state_from(d: dict[str, Any], cfg: GameConfig, where: str, initial: bool = False,
               rules: Ruleset | None = None) -> State:
    """A State from its dict, every part checked; ValueError names the first bad field.
    ``initial=True`` also requires a state that ``new_game`` or ``stage`` could make."""
    from .ruleset import build

    rules = rules or build(cfg.expansions, cfg.variants)
    env = Env(cfg, board_for_layout(cfg.layout_name, cfg.layout_rows), rules)
    c = Check(where)
    n = cfg.players
    places = set(p for row in cfg.layout_rows for p in row)
    c.dict(d, "", STATE_FIELDS)
    st = State()
    players = c.list(d["players"], "players", 5)
    if len(players) != n:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("players", _("has {seats} seats; the config has {n}", seats=len(players), n=n))
    st.players = [_seat(c, pd, i, places, rules, n) for i, pd in enumerate(players)]
    _figures(c, d, st, n, places)
    _rubies(c, d, st, n)
    _tiles(c, d, st, n)
    _post_and_markets(c, d, st)
    _cards(c, d, st, rules)
    _turn(c, d, st, env, places)
    _pending(c, d, st, rules)
    _parts(c, d, st, env)
    _ruby_total(c, st, env)
    _consistent(c, st, env)
    if initial:
        _initial(c, st)
    return st


def migrate_v1(doc: dict) -> dict:
    """A version-1 save as version 2: the barrier (none) and the state parts (none) are added,
    and the sub-decision data gets its typed form (a roll names 0 unless at the Tea House)."""
    for key in ("initial", "state"):
        st = doc.get(key)
        if isinstance(st, dict):
            st.setdefault("barrier", None)
            st.setdefault("parts", {})
            pend = st.get("pending")
            if isinstance(pend, dict) and "dice" in pend:
                pend.setdefault("named", 0)
    doc["version"] = 2
    return doc


def loads(text: str | bytes, make: Callable[[GameConfig, State], Game]) -> Game:
    """A Game from a save (``make(config, initial state)`` is the Game class: ``Game.from_json``
    passes itself, so this module needs no import of ``game``); ValueError names the first bad
    field."""
    doc = parse(text, "save: ")        # size, UTF-8, JSON, nesting: shared with Choose & Write
    envelope(doc, FORMAT, ("format", "version", "config", "initial", "history", "state"),
             READS, "save",
             # TRANSLATORS: a file loaded as a saved game that is none; {format} is the
             # format's name, as the file writes it
             _("this file is not a saved game of istanbul_nb (a save is a JSON object with "
               "\"format\": \"{format}\")", format=FORMAT))
    if doc["version"] == 1:
        doc = migrate_v1(doc)
    note = ""
    for applies, migrate in save_migrations():   # an expansion's changes to older saves
        if applies(doc):
            doc, said = migrate(doc)
            note = note or said
    try:
        return _load(doc, make)
    except ValueError as e:
        if note:
            why = e.args[0] if e.args and isinstance(e.args[0], Message) else str(e)
            # TRANSLATORS: an older save was read as a newer kind ({note} says which) and is
            # still refused: {why}
            raise ValueError(_("{note}, but it does not load as one: {why}", note=note,
                               why=why)) from None
        raise


def _load(doc: dict, make: Callable[[GameConfig, State], Game]) -> Game:
    """The checked, replayed Game of a parsed save in the current version's form."""
    cfg = config_from(doc["config"])
    initial = state_from(doc["initial"], cfg, "initial.", initial=True)
    final = state_from(doc["state"], cfg, "state.")
    hist = history_texts(doc["history"], "save.history", MAX_TEXT)
    game = replay_history(make(cfg, initial), hist, "save.history")
    if game.state.to_dict() != final.to_dict():
        # TRANSLATORS: a refused save file: its saved table is not where its history leads
        raise ValueError(_("save.state: does not match the state the history leads to"))
    return game
