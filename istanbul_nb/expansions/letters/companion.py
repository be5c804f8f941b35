"""The companion (RULES.md 8; seed 000, "동업자" and "내 차례에 하는 일" 1): a second moving piece.

For other modules: the move source is ``SOURCE = "companion"`` (``rules.move_sources
["companion"]``, piece ``"companion"``, reach ``Board.companion_moves``), and its arrival is
``arrive_companion(st, env, place, moved=True)``. A move source whose piece is ``"companion"``
(the Letters card "companion moves 2") is offered as ``companion N`` texts instead of the
merchant's ``move N``, and its ``arrive`` should call ``arrive_companion``. After the arrival
``st.source`` stays ``"companion"`` for the rest of the turn, so ``ops.finish_action`` brings
the encounters to the companion's place (``ops.mover_place``) and ``st.actor`` is
``"companion"`` while it acts.

Notation (docs/notation.md, Letters & Seals):

- ``take-companion`` / ``leave-companion`` (phase ``fountain-companion``, kind place): after a
  seat's first Fountain action, take the companion beside the cart, or not (the chance is then
  gone: only the *first* Fountain action offers it [seed]).
- ``return-companion`` / ``leave-companion`` (same phase): after a later Fountain action, take
  the companion back off the board, or leave it where it stands.
- ``fountain`` (no places): the Fountain action bringing no assistant back, offered only when
  the companion choice follows (so a seat with every assistant in its stack can still take its
  companion).
- ``companion place`` (phase ``move``, kind move): at the start of a turn, put the companion
  that waits beside the cart on the merchant's place, free (nobody is paid, seed); the move
  follows as usual.
- ``companion 9`` (phase ``move``, kind move): move the companion instead of the merchant.

Rulings (the seed's "the companion follows the merchant's rules except A-C"):

- It moves exactly 1 place (orthogonally, A), needs no assistant (B: no assistant decision), and
  stops at the Mocha barrier like the merchant (only the barrier-control tile's holder crosses).
- On arrival it pays 2 lira to each other seat's merchant and companion there (and, with 2
  players, to the bank for a neutral merchant, rolled away as usual) before the action; paying
  is optional as for the merchant (``end`` ends the turn). A merchant arriving also pays every
  other seat's companion there. Own pieces are never paid. Nobody is paid at the Fountain
  (RULES.md 4.1 #7, as for the merchant).
- The place action is the companion's (``st.actor == "companion"``): goods, lira and cards go
  to its owner as usual (the cart stays with the merchant). At the Fountain it does the
  Fountain action like the merchant: the chosen assistants come back to the merchant's stack
  wherever it stands [inferred]. The encounters (catching family members, the Governor, the
  Smuggler, the Courier ...) happen at the companion's place.
- A companion that moved this turn is not taken back at this turn's Fountain action (its
  encounters are still to come where it stands) [inferred]; take it back at a Fountain action
  of the merchant (or of the family member, via the Police Station).
- It may be placed and moved in the same turn [inferred: RULES.md "while it is on the board
  you move either"]; the placement is optional and offered at every turn start (also in an
  extra turn of a double move) while the companion waits beside the cart.
- "Merchant" effects of cards and tiles do not apply to it (C): once a move card is played
  (Move 3-4, Mocha's corner card; st.source is no longer "merchant"), the move is the
  merchant's and no ``companion N`` is offered; the long-move tile is the merchant's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...board import Board
from ...engine import data as D
from ...engine.movement import holds_barrier
from ...engine.ops import Env, finish_action, label, me, no, tell
from ...engine.ruleset import MoveSource, Ruleset
from ...engine.state import State
from ...i18n import Message, _
from ...places import term as place_term
from .rules import deliver, lpart

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...engine.ruleset import Why
    from .state import LettersPart

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["install"]

#: the move source (and piece) of the companion
SOURCE = "companion"
#: the sub-decision after a Fountain action
CHOICE = "fountain-companion"


def who(st: State, env: Env) -> str:
    return env.name(st.current)


def _companion_at(st: State) -> int:
    where = lpart(st).companion[st.current]
    return where if where is not None else st.players[st.current].merchant


# -- paying on arrival ----------------------------------------------------------------------
def payees(st: State, place: int) -> tuple[list[tuple[int, str]], int]:
    """Other seats' pieces on ``place`` that an arriving merchant or companion pays, as (seat,
    "merchant" or "companion") in seat order, and the number of neutral merchants there."""
    comp = lpart(st).companion
    out = []
    for s, p in enumerate(st.players):
        if s == st.current:
            continue
        if p.merchant == place:
            out.append((s, "merchant"))
        if comp[s] == place:
            out.append((s, "companion"))
    return out, st.neutrals.count(place)


# -- arriving ---------------------------------------------------------------------------------
def arrive_companion(st: State, env: Env, place: int, moved: bool = True) -> None:
    """The current seat's companion stands on ``place`` (it moved there, or stays with
    ``moved=False``): its letters there are delivered, then it pays the pieces there (not at
    the Fountain) and does the place action; the encounters follow where it stands."""
    part = lpart(st)
    seat = st.current
    if moved:
        tell(st, "{who}'s companion moves from {start} to {place}", who=who(st, env),
             start=label(_companion_at(st)), place=label(place))
    else:
        tell(st, "{who}'s companion stays at {place}", who=who(st, env), place=label(place))
    part.companion[seat] = place
    st.at = place
    st.actor = "companion"
    st.source = SOURCE
    deliver(st, env, seat)
    if place == D.FOUNTAIN:
        st.phase = "action"
    else:
        seats, neutral = payees(st, place)
        st.phase = "pay" if (seats or neutral) else "action"


# -- the move phase -----------------------------------------------------------------------------
def _companion_texts(st: State, env: Env, src: MoveSource) -> list[str]:
    start = src.start(st)
    holder = st.barrier is not None and holds_barrier(st, env)
    key = ("companion-move", src.name, start, st.barrier, holder)
    hit = env.cache.get(key)
    if hit is None:
        reach = src.reach(env.board_for(st), start, holder)
        hit = env.cache[key] = [f"companion {n}" for n in sorted(reach)]
    return hit


def _refusal(st: State, env: Env, src: MoveSource | None) -> Callable[[list[str]], Message]:
    """Why ``companion ...`` is refused now (a function of its words)."""
    def reason(args: list[str]) -> Message:
        part = lpart(st)
        seat = st.current
        where = part.companion[seat]
        if args == ["place"]:
            if not part.has[seat]:
                return _no_companion(part, seat)
            return _("your companion is already on the board, at {place}", place=label(where))
        if len(args) != 1 or not args[0].isdecimal():
            return _("say where your companion goes: 'companion 9', or 'companion place'")
        if where is None:
            if part.has[seat]:
                return _("your companion waits beside your cart: place it on your merchant's "
                         "place first ('companion place')")
            return _no_companion(part, seat)
        if src is None:
            return _("a card already decided this move, and card effects for the merchant do "
                     "not apply to the companion: move your merchant")
        dest = int(args[0])
        board = env.board_for(st)
        start = src.start(st)
        if dest not in board.places:
            return _("there is no place {number} on this board", number=dest)
        if dest == start:
            return _("your companion must move; it may not end where it started")
        if src.name == SOURCE:
            if dest in env.board.companion_moves(start) and st.barrier is not None:
                a, b = st.barrier
                return _("the barrier between {a} and {b} is in the way: only the holder of "
                         "the barrier-control tile crosses it", a=label(a), b=label(b))
            d = board.distance(start, dest, holds_barrier(st, env))
            return _("your companion moves exactly 1 place; {place} is {n} steps from {start}",
                     place=label(dest), n=d, start=label(start))
        return _("your companion cannot reach {place} from {start} this turn",
                 place=label(dest), start=label(start))
    return reason


def _no_companion(part: LettersPart, seat: int) -> Message:
    if part.fountain[seat]:
        return _("you have no companion: it is taken only at your first {fountain} action, "
                 "and you did not take it", fountain=place_term(D.FOUNTAIN))
    return _("you have no companion yet: take it at your first {fountain} action (7)",
             fountain=place_term(D.FOUNTAIN))


def _wrap_move(rules: Ruleset) -> None:
    old = rules.phases["move"]

    def options(st: State, env: Env, why: Why | None = None) -> list[str]:
        src = env.rules.move_sources[st.source]
        part = lpart(st)
        seat = st.current
        if src.piece == "companion":
            # a card moves the companion this turn: only the companion's texts
            if why is not None:
                why["move"] = _("this turn your companion moves (the card you played): "
                                "'companion N'")
                why["companion"] = _refusal(st, env, src)
            return _companion_texts(st, env, src)
        out = old.options(st, env, why)
        if part.companion[seat] is None:
            if part.has[seat]:
                out = out + ["companion place"]  # i18n: not shown (notation)
        elif st.source == "merchant":
            out = out + _companion_texts(st, env, env.rules.move_sources[SOURCE])
        if why is not None:
            why["companion"] = _refusal(st, env, env.rules.move_sources[SOURCE]
                                        if st.source == "merchant" else None)
        return out

    def perform(st: State, env: Env, w: list[str]) -> None:
        if w[0] != "companion":
            old.perform(st, env, w)
        elif w[1] == "place":
            _place(st, env)
        else:
            src = env.rules.move_sources[st.source]
            if src.piece != "companion":
                src = env.rules.move_sources[SOURCE]
            src.arrive(st, env, int(w[1]))

    def question(st: State, env: Env) -> str:
        src = env.rules.move_sources[st.source]
        part = lpart(st)
        if src.piece == "companion":
            return _("where does your companion go?")
        if part.companion[st.current] is not None and st.source == "merchant":
            return _("move your merchant or your companion?")
        if part.companion[st.current] is None and part.has[st.current]:
            return _("where does your merchant go? (you may first place your companion)")
        return old.question(st, env)

    rules.add_phase("move", options, perform, question, window=old.window,
                    pending=old.pending, others_decide=old.others_decide,
                    at_merchant=old.at_merchant, verbs=old.verbs + ("companion",))


def _place(st: State, env: Env) -> None:
    seat = st.current
    where = st.players[seat].merchant
    lpart(st).companion[seat] = where
    tell(st, "{who} places the companion on the merchant's place, {place} (free)",
         who=who(st, env), place=label(where))
    deliver(st, env, seat)


# -- the Fountain -------------------------------------------------------------------------------
def _choice(st: State) -> list[str]:
    """The companion choice a Fountain action of the current seat offers now."""
    part = lpart(st)
    seat = st.current
    if not part.has[seat] and not part.fountain[seat]:
        return ["leave-companion", "take-companion"]
    if part.companion[seat] is not None and st.source != SOURCE:
        return ["leave-companion", "return-companion"]
    return []


def _wrap_fountain(rules: Ruleset) -> None:
    old = rules.places[D.FOUNTAIN]

    def options(st: State, env: Env, why: Why | None = None) -> list[str]:
        out = old.options(st, env, why)
        if _choice(st) and not me(st).placed:
            out = out + ["fountain"]
        return out

    def perform(st: State, env: Env, w: list[str]) -> None:
        choice = _choice(st)
        if len(w) == 1:
            tell(st, "{who} does the Fountain action and brings no assistant back",
                 who=who(st, env))
            finish_action(st, env)
        else:
            old.perform(st, env, w)
        if choice:
            st.phase = CHOICE
        else:
            lpart(st).fountain[st.current] = True

    rules.add_place(D.FOUNTAIN, options, perform, old.verbs)


def _choice_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    out = _choice(st) or ["leave-companion"]
    if why is not None:
        part = lpart(st)
        seat = st.current
        if part.has[seat]:
            no(why, "take-companion", "you already have your companion")
        if part.companion[seat] is None:
            no(why, "return-companion", "your companion is not on the board")
        elif st.source == SOURCE:
            no(why, "return-companion", "your companion moved this turn; its encounters "
                                        "are still to come where it stands")
        else:
            no(why, "return-companion", "take your companion back at a {fountain} action",
               fountain=place_term(D.FOUNTAIN))
        no(why, "take-companion", "the companion is taken only at your first {fountain} "
                                  "action", fountain=place_term(D.FOUNTAIN))
    return out


def _choice_do(st: State, env: Env, w: list[str]) -> None:
    part = lpart(st)
    seat = st.current
    first = not part.fountain[seat]
    part.fountain[seat] = True
    if w[0] == "take-companion":
        part.has[seat] = True
        tell(st, "{who} takes the companion beside the cart: it may be placed at the start of "
                 "a turn", who=who(st, env))
    elif w[0] == "return-companion":
        tell(st, "{who} takes the companion back off the board from {place}", who=who(st, env),
             place=label(part.companion[seat]))
        part.companion[seat] = None
    elif first and not part.has[seat]:
        tell(st, "{who} does not take the companion", who=who(st, env))
    elif part.companion[seat] is not None:
        tell(st, "{who} leaves the companion at {place}", who=who(st, env),
             place=label(part.companion[seat]))
    st.phase = "encounter"


def _choice_question(st: State, env: Env) -> Message:
    part = lpart(st)
    seat = st.current
    if not part.has[seat]:
        return _("your first Fountain action: take your companion, or leave it?")
    where = part.companion[seat]
    if where is not None:
        return _("take your companion back off the board from {place}, or leave it there?",
                 place=label(where))
    return _("go on to the encounters")


# -- words ----------------------------------------------------------------------------------------
def _describe_companion(a: list[str]) -> Message:
    if a[0] == "place":
        return _("place your companion on your merchant's place (free)")
    return _("move your companion to {place}", place=label(int(a[0])))


def install(rules: Ruleset) -> None:
    """The companion's move source, its placement and moves, its payments and the Fountain
    choice."""
    rules.add_move_source(MoveSource(SOURCE, "companion", Board.companion_moves,
                                     _companion_at, arrive_companion,
                                     acts_at=lambda st: lpart(st).companion[st.current]))
    _wrap_move(rules)
    rules.payees = payees          # the base pay phase then pays companions too
    _wrap_fountain(rules)
    rules.add_phase(CHOICE, _choice_opts, _choice_do, _choice_question, window=None,
                    verbs=("take-companion", "return-companion", "leave-companion"),
                    words=_("taking or returning the companion at the Fountain"))
    v = rules.add_verb
    v("companion", "move", "place", describe=_describe_companion,
      elsewhere=_("the companion is placed or moved in the move phase, at the start of a turn"),
      group=_("Move your merchant or companion"))
    v("take-companion", "place", describe=lambda a: _("take your companion beside your cart"),
      elsewhere=_("the companion is taken right after your first Fountain action"))
    v("return-companion", "place",
      describe=lambda a: _("take your companion back off the board"),
      elsewhere=_("the companion is taken back right after a Fountain action"))
    v("leave-companion", "place", describe=lambda a: _("leave your companion as it is"),
      elsewhere=_("the companion choice comes right after a Fountain action"))
    fountain = rules.verbs["fountain"]
    old_describe = fountain.describe

    def fountain_words(a: list[str]) -> str:
        if not a:
            return _("do the Fountain action, bringing no assistant back")
        return old_describe(a) if old_describe is not None else "fountain " + " ".join(a)

    v("fountain", fountain.kind, fountain.args, fountain.unordered, fountain.last,
      fountain_words, fountain.elsewhere)
