"""The caravan leader variant (RULES.md 9; seed 000, "카라반 대장", lines 493-501).

The rules [seed]: the caravan tile starts on the Caravansary 6. Whoever performs the
Caravansary action takes the tile at the end of that turn and becomes the caravan leader. The
caravan leader, performing the Caravansary action, keeps both cards (no discard). The leadership
lasts until someone else performs the Caravansary action.

``install(rules)`` adds the state part ``"caravan"`` (``leader``: the seat holding the tile, or
None while it lies on the Caravansary; ``taker``: the seat that performed the Caravansary action
in the turn in progress, or None), an end-of-turn hook that hands the tile over, and wraps the
Caravansary's place rule and its drawing phase so the leader's discard is skipped. The base
rules are not changed: a game without the variant never sees any of this.

Rulings where the rules are silent [inferred]:

- "Performs the Caravansary action" is saying the Caravansary's action (``caravansary``) by any
  piece or from afar: the merchant, the family member (Police Station 12, the Letters family
  errand), the Letters companion, the Mocha guild card 6 and the Mocha Tavern's action beside
  the barrier. Skipping the action is not performing it. The seat that performs it is the seat
  deciding then (``st.to_act``), always the seat whose turn it is.
- "At the end of that turn": the tile moves when the turn closes (``end_turn``'s hooks), however
  it closes (``end``, a Letters double move, a Mocha guild card's turn, the Catacombs, the
  game's last turn). Until then the old leader (or nobody) still leads, so a seat that is not
  yet the leader discards every time it performs the action in that turn.
- The Letters double move ends the turn, so the tile is handed over before the extra turn
  begins: in the extra turn the seat leads the caravan and keeps both cards there.
- "Until someone else performs that action": read together with "at the end of that turn", the
  old leader holds the tile until the end of the other seat's turn (no other seat can act at the
  Caravansary in between). The leader performing the action again keeps the tile.
- Two seats performing it in one round: the tile moves at the end of each of their turns; the
  last one leads.
- The leader keeps whatever the two draws brought; with both piles empty it draws fewer and
  still discards nothing (a seat that is not the leader discards 1 as in the base game).
- The tile is worth nothing at the end of the game.

Public face: ``g.player(i).caravan_leader`` (holds the tile) and ``.caravan_taker`` (performed
the action this turn, so holds the tile at its end); ``g.pieces()["others"]`` has the tile
(``{"kind": "caravan_tile", "place": 6 or None, "seat": leader or None, "label": "C"}``).

Saves: ``{"leader": seat or null, "taker": seat or null}``, every field checked on load (a taker
is the current seat, and only inside a turn: not in the move phase, the end-game or after the
end). Staging key ``caravan_leader=seat`` (or None: the tile on the Caravansary); see
docs/notation.md, "Caravan leader".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine import data as D
from ...engine.ops import Env, finish_action, tell
from ...engine.phases import CARAVANSARY, CARAVANSARY_DISCARD, END_GAME, MOVE, OVER
from ...engine.ruleset import Ruleset, StatePart
from ...engine.state import Drawing, State, pending_as
from ...i18n import _

if TYPE_CHECKING:
    from ...engine.save import Check

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["part"]

KEY = "caravan"
NAME = "caravan_leader"
STAGE_KEYS = ("caravan_leader",)
FIELDS = ("leader", "taker")
#: the Caravansary's place number (data/base_game.json)
PLACE: int = D.D["caravansary"]["place"]


@dataclass
class CaravanPart:
    leader: int | None = None   # the seat holding the caravan tile; None: it lies on 6
    taker: int | None = None    # the seat that performed the Caravansary action this turn

    def copy(self) -> CaravanPart:
        return CaravanPart(self.leader, self.taker)

    def to_dict(self) -> dict:
        return {"leader": self.leader, "taker": self.taker}


def part(st: State) -> CaravanPart:
    return st.parts[KEY]


def new(st: State, env: Env) -> CaravanPart:
    """The set-up: the caravan tile on the Caravansary, nobody leads yet."""
    return CaravanPart()


def load(d: dict[str, Any], c: Check, st: State, env: Env) -> CaravanPart:
    """The part from a save, every field checked (the turn's fields are loaded already)."""
    c.dict(d, "", list(FIELDS))
    seats = {}
    for key in FIELDS:
        v = d[key]
        seats[key] = None if v is None else c.int(v, key, 0, env.n - 1)
    taker = seats["taker"]
    if taker is not None:
        if taker != st.current:
            c.fail("taker", _("only the seat whose turn it is ({seat}) performs the "
                              "Caravansary action in this turn", seat=st.current))
        if st.phase in (MOVE, END_GAME, OVER):
            c.fail("taker", _("the caravan tile is handed over at the end of the turn; no turn "
                              "is in progress after the action in phase {phase}",
                              phase=repr(st.phase)))
    return CaravanPart(seats["leader"], taker)


def view(p: CaravanPart, seat: int) -> dict:
    """``g.player(i).caravan_leader``: that seat holds the caravan tile;
    ``.caravan_taker``: that seat performed the Caravansary action this turn, so it holds the
    tile at the end of the turn (public: everyone saw it; the bots' look-ahead stops before)."""
    return {"caravan_leader": p.leader == seat, "caravan_taker": p.taker == seat}


def pieces(p: CaravanPart) -> list[dict]:
    """The caravan tile: on the Caravansary, or beside its leader (place None)."""
    return [{"kind": "caravan_tile", "place": PLACE if p.leader is None else None,
             "seat": p.leader, "label": "C"}]


def stage(st: State, env: Env, spec: dict) -> None:
    """``caravan_leader=seat`` gives that seat the tile; None puts it on the Caravansary."""
    seat = spec["caravan_leader"]
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < env.n):
        raise ValueError(f"caravan_leader: a seat from 0 to {env.n - 1}, or None (the tile on "
                         f"the Caravansary), not {str(seat)[:20]!r}")
    part(st).leader = seat
    part(st).taker = None


# -- the rules ----------------------------------------------------------------------------------
def _leads(st: State) -> bool:
    return part(st).leader == st.to_act


def _keep(st: State, env: Env, taken: int) -> None:
    """The leader skips the discard the base rule asks for next."""
    name = env.name(st.to_act)
    if taken == 0:
        tell(st, "{who} discards nothing: {who} leads the caravan", who=name)
    elif taken == 1:
        tell(st, "{who} keeps the card: {who} leads the caravan", who=name)
    else:
        tell(st, "{who} keeps both cards: {who} leads the caravan", who=name)
    finish_action(st, env)


def _wrap_place(rules: Ruleset) -> None:
    """Performing the Caravansary action names the taker (whatever piece, or from afar: every
    way calls the place rule's ``perform``); the leader skips the discard."""
    old = rules.places[PLACE]

    def perform(st: State, env: Env, w: list[str]) -> None:
        part(st).taker = st.to_act
        old.perform(st, env, w)
        if st.phase == CARAVANSARY_DISCARD and _leads(st):
            _keep(st, env, 0)       # nothing could be drawn

    rules.add_place(PLACE, old.options, perform, old.verbs)


def _wrap_drawing(rules: Ruleset) -> None:
    """After the last draw the base rule asks for a discard; not of the caravan leader."""
    old = rules.phases[CARAVANSARY]

    def perform(st: State, env: Env, w: list[str]) -> None:
        taken = pending_as(st, Drawing).taken + 1
        old.perform(st, env, w)
        if st.phase == CARAVANSARY_DISCARD and _leads(st):
            _keep(st, env, taken)

    def question(st: State, env: Env) -> str:
        text = old.question(st, env)
        if _leads(st):
            return _("{question} (you lead the caravan: you keep both)", question=text)
        return text

    rules.add_phase(CARAVANSARY, old.options, perform, question, window=old.window,
                    pending=old.pending, others_decide=old.others_decide,
                    at_merchant=old.at_merchant, verbs=old.verbs)


def hand_over(st: State, env: Env) -> None:
    """End of turn: the seat that performed the Caravansary action takes the caravan tile."""
    p = part(st)
    taker = p.taker
    if taker is None:
        return
    p.taker = None
    if p.leader == taker:
        tell(st, "{who} keeps the caravan tile", who=env.name(taker))
        return
    if p.leader is None:
        tell(st, "{who} takes the caravan tile from the Caravansary: {who} leads the caravan",
             who=env.name(taker))
    else:
        tell(st, "{who} takes the caravan tile from {holder}: {who} leads the caravan",
             who=env.name(taker), holder=env.name(p.leader))
    p.leader = taker


def _describe(a: list[str]) -> str:
    return _("take 2 bonus cards, then discard 1 (the caravan leader keeps both)")


def install(rules: Ruleset) -> None:
    """The caravan leader variant on any ruleset that has the Caravansary."""
    rules.add_part(StatePart(KEY, new, load, stage_keys=STAGE_KEYS, stage=stage,
                             pieces=pieces, view=view))
    _wrap_place(rules)
    _wrap_drawing(rules)
    rules.end_of_turn_hooks.append(hand_over)
    old = rules.verbs["caravansary"]
    rules.add_verb(old.name, old.kind, old.args, old.unordered, old.last, _describe,
                   old.elsewhere)
