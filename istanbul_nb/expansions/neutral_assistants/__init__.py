"""The neutral-assistants variant (RULES.md 9; seed 000 lines 466-479): ``variants=
("neutral_assistants",)``, with the base game or any expansion and the other variants.

The rules:

- At set-up each seat's BOTTOM assistant is replaced by a neutral one (one neutral assistant per
  player in the game).
- A merchant arriving where a neutral assistant stands takes it into the bottom of its stack as
  if it were its own (``collect neutral``); with one of its own and a neutral one there, it takes
  exactly one of them, the player's choice (``collect`` or ``collect neutral``), then goes on as
  usual (pay, action).
- A stack may hold several neutral assistants.
- The Fountain brings back only the seat's own assistants; so do the other "bring your assistant
  back" effects (the yellow mosque tile, the Return assistant card, the Letters companion's
  Fountain action, the Mocha guild card 7: the Fountain's action from afar): they name places
  of ``PlayerState.placed``, which holds own ones only. (The Letters Kiosk tile that moves the
  merchant to the Fountain brings no assistant back at all.)

Decided where the rules are silent (also in docs/notation.md):

- Leaving an assistant leaves the BOTTOM one of the stack (RULES.md 4, seed line 251), which may
  be a neutral one; an assistant taken into the stack (own or neutral, by arriving, the
  Fountain, the yellow tile, the Return assistant card) and the 5th assistant of the blue mosque
  tile join the bottom. So a neutral assistant just taken is the next one left.
- A neutral assistant counts as "an assistant here": where one stands the merchant cannot leave
  another (it may take it or end the turn), so at most one neutral assistant stands on a place.
  A neutral one may stand where another seat's own assistant stands (left there by a seat that
  has no assistant of its own there); the seat whose assistant it is then chooses between them.
- The Stay card counts as arriving: staying where a neutral assistant stands may take it, and
  Stay is playable with an empty stack when one stands there (``rules.assistants_at``).
- Pieces that need no assistant (the Letters companion, a Mocha guild card's action from afar,
  the Catacombs move) neither take nor leave neutral assistants.
- The 2-player neutral MERCHANTS are unrelated and play as in the base game.

State part ``"neutral"``: ``stacks`` (per seat, the stack bottom-first as a text of ``o`` (own)
and ``n`` (neutral), whose length is ``PlayerState.stack``) and ``placed`` (sorted places holding
a neutral assistant). ``PlayerState.stack`` stays the physical height (own + neutral) and
``PlayerState.placed`` the seat's OWN assistants on the board. Conserved: each seat has 3 own
assistants (4 with the blue tile), and the neutral ones number the players.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine import data as D
from ...engine.ruleset import Ruleset, StatePart, own_assistants_at
from ...engine.staging import seat_dict
from ...i18n import _, tr

if TYPE_CHECKING:
    from ...engine.ops import Env
    from ...engine.save import Check
    from ...engine.state import PlayerState, State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["part"]

KEY = "neutral"
STAGE_KEYS = ("neutral",)
FIELDS = ("stacks", "placed")
OWN, NEUTRAL = "o", "n"
#: own assistants a seat starts with: the stack's bottom one was replaced by a neutral one
OWN_START = D.STACK_START - 1


@dataclass
class NeutralPart:
    stacks: list[str]       # per seat: the stack bottom-first, "o" own, "n" neutral
    placed: list[int]       # places holding a neutral assistant, sorted

    def copy(self) -> NeutralPart:
        return NeutralPart(self.stacks[:], self.placed[:])

    def to_dict(self) -> dict:
        return {"stacks": list(self.stacks), "placed": list(self.placed)}


def part(st: State) -> NeutralPart:
    return st.parts[KEY]


def own_total(p: PlayerState) -> int:
    """A seat's own assistants: 3, and the 5th of the blue mosque tile."""
    return OWN_START + p.fifth


def new(st: State, env: Env) -> NeutralPart:
    """The set-up: each seat's bottom assistant is neutral."""
    return NeutralPart([NEUTRAL + OWN * (p.stack - 1) for p in st.players], [])


# -- the ruleset's assistant hooks -------------------------------------------------------------
def assistants_at(st: State, seat: int, place: int) -> tuple[str, ...]:
    """The seat's own assistant there, and a neutral one there."""
    own = own_assistants_at(st, seat, place)
    return own + ("neutral",) if place in part(st).placed else own


def join_stack(st: State, seat: int, place: int | None, kind: str) -> None:
    """An assistant joins the BOTTOM of the seat's stack: its own from ``place`` (or the 5th from
    the box), or the neutral one at ``place``."""
    p = st.players[seat]
    q = part(st)
    if place is not None:
        (q.placed if kind == "neutral" else p.placed).remove(place)
    p.stack += 1
    q.stacks[seat] = (NEUTRAL if kind == "neutral" else OWN) + q.stacks[seat]


def leave_bottom(st: State, seat: int, place: int) -> str:
    """The BOTTOM assistant of the stack stays at ``place``: "own" or "neutral"."""
    p = st.players[seat]
    q = part(st)
    bottom, q.stacks[seat] = q.stacks[seat][0], q.stacks[seat][1:]
    p.stack -= 1
    where = p.placed if bottom == OWN else q.placed
    where.append(place)
    where.sort()
    return "own" if bottom == OWN else "neutral"


def assistants_problem(p: PlayerState, players: int) -> str | None:
    """The seat's own assistants on the board; the rest is counted by ``conserve`` (the part
    knows which assistants of the stack are own)."""
    if len(p.placed) > own_total(p):
        return _("{n} own assistants on the board; a seat has {total} (one was replaced by a "
                 "neutral assistant)", n=len(p.placed), total=own_total(p))
    return None


def stack_max(players: int) -> int:
    """A stack may hold every own assistant and every neutral one."""
    return D.ASSISTANTS - 1 + players


def stage_stack(st: State, seat: int) -> str | None:
    """A staged seat: its own assistants not on the board in its stack, above its neutral one
    (as at the set-up); the ``neutral`` stage key may name another stack."""
    p = st.players[seat]
    own = own_total(p) - len(p.placed)
    if own < 0:
        return _("at most {total} own assistants can stand on the board (with neutral "
                 "assistants, one of a seat's assistants is neutral)", total=own_total(p))
    part(st).stacks[seat] = NEUTRAL + OWN * own
    p.stack = own + 1
    return None


# -- load, conserve, stage ---------------------------------------------------------------------
def load(d: dict[str, Any], c: Check, st: State, env: Env) -> NeutralPart:
    n = env.n
    c.dict(d, "", list(FIELDS))
    stacks = c.list(d["stacks"], "stacks", 5)
    if len(stacks) != n:
        c.fail("stacks", _("one entry per seat ({n})", n=n))
    for i, s in enumerate(stacks):
        c.str(s, f"stacks[{i}]")
        if set(s) - {OWN, NEUTRAL}:
            c.fail(f"stacks[{i}]", _("the stack bottom-first as 'o' (own) and 'n' (neutral), "
                                     "not {text}", text=repr(s[:20])))
        if len(s) != st.players[i].stack:
            c.fail(f"stacks[{i}]", _("{n} assistants; players[{i}].stack is {stack}", n=len(s),
                                     i=i, stack=st.players[i].stack))
    places = set(env.board.places) - {D.FOUNTAIN}
    placed = [c.int(x, "placed", 1, 25) for x in c.list(d["placed"], "placed", n)]
    if placed != sorted(set(placed)) or not set(placed) <= places:
        c.fail("placed", _("must be distinct places of this board, sorted, never the "
                           "Fountain (one neutral assistant per place)"))
    return NeutralPart(list(stacks), placed)


def conserve(st: State, env: Env) -> str | None:
    """Each seat's own assistants (in its stack and on the board) are 3, 4 with the blue tile;
    the neutral ones (in stacks and on the board) are one per player."""
    q = part(st)
    for i, p in enumerate(st.players):
        own = q.stacks[i].count(OWN) + len(p.placed)
        if own != own_total(p):
            return _("seat {i} has {n} own assistants ({stack} in the stack, {board} on the "
                     "board); it has {total} (own assistants are conserved)", i=i, n=own,
                     stack=q.stacks[i].count(OWN), board=len(p.placed), total=own_total(p))
    total = sum(s.count(NEUTRAL) for s in q.stacks) + len(q.placed)
    if total != env.n:
        return _("{n} neutral assistants in the game; a {players}-player game has {players} "
                 "(neutral assistants are conserved)", n=total, players=env.n)
    return None


def stage(st: State, env: Env, spec: dict) -> None:
    """Stage key (docs/notation.md): ``neutral={"stacks": {seat: "noo"}, "placed": [5, 9]}``:
    a seat's stack bottom-first (``o`` own, ``n`` neutral; its own ones are those not staged on
    the board with ``seats={i: {"assistants": [...]}}``) and the places holding a neutral
    assistant. Unnamed seats keep their neutral assistant at the bottom. The result is checked
    like a save (one neutral assistant per player)."""
    spec = spec["neutral"]
    if not isinstance(spec, dict) or not set(spec) <= set(FIELDS):
        raise ValueError("neutral: a dict with 'stacks' ({seat: 'noo'}) and/or 'placed' "
                         "([places])")
    q = part(st)
    for s, text in seat_dict(spec.get("stacks", {}), "neutral.stacks", env.n).items():
        p = st.players[s]
        if not isinstance(text, str) or set(text) - {OWN, NEUTRAL}:
            raise ValueError(f"neutral.stacks[{s}]: the stack bottom-first in letters 'o' "
                             f"(own) and 'n' (neutral), not {str(text)[:20]!r}")
        own = own_total(p) - len(p.placed)
        if text.count(OWN) != own:
            raise ValueError(f"neutral.stacks[{s}]: {text.count(OWN)} own assistants; seat {s} "
                             f"has {own} in its stack ({own_total(p)} own, {len(p.placed)} on "
                             "the board)")
        q.stacks[s] = text
        p.stack = len(text)
    if "placed" in spec:
        placed = spec["placed"]
        if not isinstance(placed, (list, tuple)) or not all(
                isinstance(x, int) and not isinstance(x, bool) for x in placed):
            raise ValueError("neutral.placed: a list of places")
        q.placed = sorted(placed)


# -- what players see --------------------------------------------------------------------------
def view(q: NeutralPart, seat: int) -> dict:
    """``g.player(i).neutral_assistants``: the neutral assistants in the seat's stack."""
    return {"neutral_assistants": q.stacks[seat].count(NEUTRAL)}


def pieces(q: NeutralPart) -> list[dict]:
    """One piece per neutral assistant on the board."""
    return [{"kind": "neutral_assistant", "place": x, "seat": None, "label": "N"}
            for x in q.placed]


def _collect_words(a: list[str]) -> str:
    if a:
        return _("take the neutral assistant here into the bottom of your stack")
    return _("take your assistant here back into your stack")


def _collect_label(game: Any, a: list[str], lang: str) -> str:
    """The button: one's own assistant or the neutral one."""
    if a == ["neutral"]:
        return tr(_("take the neutral assistant"), lang)
    return tr(_("take your assistant back"), lang)


def install(rules: Ruleset) -> None:
    rules.add_part(StatePart(KEY, new, load, conserve=conserve, stage_keys=STAGE_KEYS,
                             stage=stage, pieces=pieces, view=view))
    rules.assistants_at = assistants_at
    rules.join_stack = join_stack
    rules.leave_bottom = leave_bottom
    rules.assistants_problem = assistants_problem
    rules.stage_stack = stage_stack
    rules.stack_max = stack_max
    rules.add_verb("collect", "assistant", describe=_collect_words, label=_collect_label,
                   elsewhere=_("assistants are collected right after moving"))

