"""A toy expansion that lives only under tests/: the proof that an expansion is "new modules +
a ruleset entry", with no edit to any module under ``istanbul_nb/``.

It adds, on a 4x5 board (the places 1-20 of a Mocha layout):

- a resource: **tokens**, per seat, in its own state part ``"toy"`` (saved, loaded, staged and
  conserved: 12 tokens in all, in the bank or with the seats);
- a place with a sub-decision in which **another seat** decides: at 17 the current seat offers
  a token deal and the next seat answers ``accept`` or ``refuse`` (``to_act != current``);
- places 18-20: 18 gives an **extra turn** (the end-of-turn policy gives the same seat another
  turn), 19 **moves the barrier** next to the merchant, 20 gives a token;
- a **neutral figure**, the Peddler, met in the encounter phase (a token, paid with 1 lira);
- a card that **replaces the whole turn** (``toy-holiday``: take 2 tokens and end the turn);
- a **second moving piece**, the runner: the ``toy-run`` card moves it 1 step instead of the
  merchant, and its arrival takes a token and ends the turn;
- pieces to draw (the runner), which the SVG shows, and each seat's tokens in its public view
  (``g.player(i).tokens``), which the toy's picture and panel read.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from istanbul_nb.board import Board
from istanbul_nb.engine.encounters import add_figure
from istanbul_nb.engine.ops import label, me, no, say
from istanbul_nb.engine.ruleset import Figure, MoveSource, Ruleset, StatePart
from istanbul_nb.engine.state import Pending
from istanbul_nb.engine.turn import end_turn

NAME = "toy"
TOKENS = 12


@dataclass
class ToyPart:
    tokens: list = field(default_factory=list)    # per seat
    bank: int = TOKENS
    peddler: int = 18
    runner: int = 20
    extra: bool = False        # the current seat takes another turn after this one
    extra_turns: int = 0       # extra turns so far (turn numbers count them)

    def copy(self) -> ToyPart:
        return ToyPart(self.tokens[:], self.bank, self.peddler, self.runner, self.extra,
                       self.extra_turns)

    def to_dict(self) -> dict:
        return {"tokens": list(self.tokens), "bank": self.bank, "peddler": self.peddler,
                "runner": self.runner, "extra": self.extra, "extra_turns": self.extra_turns}


@dataclass
class Deal(Pending):
    """The deal offered at place 17: who offered it."""

    offerer: int = 0

    @classmethod
    def load(cls, d, c, rules):
        c.dict(d, "pending", ["offerer"])
        return cls(c.int(d["offerer"], "pending.offerer", 0, 4))


def part(st) -> ToyPart:
    return st.parts[NAME]


def _give(st, env, seat: int, n: int) -> None:
    t = part(st)
    n = min(n, t.bank)
    t.bank -= n
    t.tokens[seat] += n
    say(st, "{} takes {} token(s)", env.name(seat), n)


# -- the state part ------------------------------------------------------------------------------
def _new(st, env) -> ToyPart:
    return ToyPart(tokens=[0] * env.n)


def _load(d, c, st, env) -> ToyPart:
    c.dict(d, "", ["tokens", "bank", "peddler", "runner", "extra", "extra_turns"])
    tokens = [c.int(x, "tokens", 0, TOKENS) for x in c.list(d["tokens"], "tokens", 5)]
    if len(tokens) != env.n:
        c.fail("tokens", "one count per seat")
    places = set(env.board.places)
    out = ToyPart(tokens, c.int(d["bank"], "bank", 0, TOKENS),
                  c.int(d["peddler"], "peddler", 1, 25), c.int(d["runner"], "runner", 1, 25),
                  c.bool(d["extra"], "extra"), c.int(d["extra_turns"], "extra_turns", 0, 10**7))
    for k in ("peddler", "runner"):
        if getattr(out, k) not in places:
            c.fail(k, "not a place of this board")
    return out


def _conserve(st, env) -> str | None:
    t = part(st)
    if t.bank + sum(t.tokens) != TOKENS:
        return f"{t.bank + sum(t.tokens)} tokens; the toy box has {TOKENS}"
    return None


def _stage(st, env, spec: dict) -> None:
    t = part(st)
    if "tokens" in spec:
        for seat, n in dict(spec["tokens"]).items():
            t.tokens[seat] = n
        t.bank = TOKENS - sum(t.tokens)
    if "peddler" in spec:
        t.peddler = spec["peddler"]


def _pieces(t: ToyPart) -> list[dict]:
    return [{"kind": "runner", "place": t.runner, "seat": None, "label": "R"}]


# -- place 17: a deal that the next seat answers -----------------------------------------------
def _deal_opts(st, env, why=None):
    if part(st).tokens[st.current] < 1:
        return no(why, "deal", "you need a token to offer a deal")
    return ["deal"]


def _deal_do(st, env, w):
    st.pending = Deal(st.current)
    st.to_act = (st.current + 1) % env.n
    st.phase = "toy-deal"
    say(st, "{} offers a token deal to {}", env.name(st.current), env.name(st.to_act))


def _answer_opts(st, env, why=None):
    out = ["refuse"]
    if st.players[st.to_act].lira >= 1:
        out.append("accept")
    else:
        no(why, "accept", "accepting costs 1 lira")
    return out


def _answer_do(st, env, w):
    me_seat, offerer = st.to_act, st.pending.offerer
    if w[0] == "accept":
        t = part(st)
        t.tokens[offerer] -= 1
        t.tokens[me_seat] += 1
        st.players[me_seat].lira -= 1
        st.players[offerer].lira += 1
        say(st, "{} buys a token from {} for 1 lira", env.name(me_seat), env.name(offerer))
    else:
        say(st, "{} refuses the deal", env.name(me_seat))
    st.to_act = st.current
    st.pending = None
    from istanbul_nb.engine.ops import finish_action

    finish_action(st, env)


# -- places 18-20 -----------------------------------------------------------------------------
def _hurry_do(st, env, w):
    part(st).extra = True
    say(st, "{} will take another turn", env.name(st.current))
    from istanbul_nb.engine.ops import finish_action

    finish_action(st, env)


def _wall_opts(st, env, why=None):
    board = env.board
    return [f"wall {n}" for n in board.neighbours(st.at, True)]


def _wall_do(st, env, w):
    a, b = sorted((st.at, int(w[1])))
    st.barrier = (a, b)
    say(st, "{} moves the barrier between {} and {}", env.name(st.current), label(a), label(b))
    from istanbul_nb.engine.ops import finish_action

    finish_action(st, env)


def _token_do(st, env, w):
    _give(st, env, st.current, 1)
    from istanbul_nb.engine.ops import finish_action

    finish_action(st, env)


def _one(verb):
    return lambda st, env, why=None: [verb]


# -- the Peddler -----------------------------------------------------------------------------
def _ped_offers(st, env, why=None):
    if part(st).bank < 1:
        return no(why, "peddler", "the Peddler has no token left")
    return ["peddler"]


def _ped_take(st, env, w):
    _give(st, env, st.to_act, 1)


def _ped_payments(st, env, why=None):
    if me(st).lira >= 1:
        return ["peddler pay"]
    return ["peddler owe"]


def _ped_pay(st, env, w):
    if w[1] == "pay":
        me(st).lira -= 1
        say(st, "{} pays the Peddler 1 lira", env.name(st.to_act))
    else:
        say(st, "{} has no lira for the Peddler", env.name(st.to_act))


def _ped_move(st, place):
    part(st).peddler = place


# -- cards ------------------------------------------------------------------------------------
def _holiday_do(st, env, w):
    _give(st, env, st.current, 2)
    end_turn(st, env)


def _run_opts(st, env, why=None):
    return [""] if st.source == "merchant" else no(why, "toy-run", "the move is already chosen")


def _run_do(st, env, w):
    st.source = "runner"
    say(st, "{} moves the runner instead of the merchant", env.name(st.current))


def _runner_arrives(st, env, place, moved=True):
    t = part(st)
    say(st, "the runner moves from {} to {}", label(t.runner), label(place))
    t.runner = place
    st.source = "merchant"
    _give(st, env, st.current, 1)
    end_turn(st, env)


# -- turn order ------------------------------------------------------------------------------
def _next_seat(st, env):
    t = part(st)
    if t.extra:
        t.extra = False
        t.extra_turns += 1
        return st.current
    return (st.current + 1) % env.n


def _turn_problem(st, env):
    k = (st.turn - 1 - part(st).extra_turns) % env.n
    return None if k == st.current else f"turn {st.turn} belongs to seat {k}"


def _view(part: ToyPart, seat: int) -> dict:
    """A seat's tokens in its public view (``g.player(i).tokens``)."""
    return {"tokens": part.tokens[seat]}


def install(rules: Ruleset) -> None:
    rules.layout_kinds = ("mocha",)
    rules.add_part(StatePart(NAME, _new, _load, conserve=_conserve,
                             stage_keys=("tokens", "peddler"), stage=_stage, pieces=_pieces,
                             view=_view))
    rules.add_place(17, _deal_opts, _deal_do, ("deal",))
    rules.add_phase("toy-deal", _answer_opts, _answer_do,
                    lambda st, env: "accept the token deal for 1 lira, or refuse it?",
                    pending=Deal, others_decide=True, verbs=("accept", "refuse"))
    rules.add_place(18, _one("hurry"), _hurry_do, ("hurry",))
    rules.add_place(19, _wall_opts, _wall_do, ("wall",))
    rules.add_place(20, _one("token"), _token_do, ("token",))
    add_figure(rules, Figure("peddler", "Peddler", _ped_offers, _ped_take, _ped_payments,
                             _ped_pay, lambda st: part(st).peddler, _ped_move),
               "pay the Peddler 1 lira")
    rules.add_card("toy-holiday", {"move"}, lambda st, env, why=None: [""], _holiday_do,
                   count=2, title="Holiday", timing="move phase")
    rules.add_card("toy-run", {"move"}, _run_opts, _run_do, count=2, title="Run",
                   timing="move phase")
    rules.add_move_source(MoveSource("runner", "runner", Board.companion_moves,
                                     lambda st: part(st).runner, _runner_arrives))
    rules.next_seat = _next_seat
    rules.turn_order_problem = _turn_problem
    for verb, kind in (("deal", "place"), ("accept", "place"), ("refuse", "place"),
                       ("hurry", "place"), ("wall", "place"), ("token", "place"),
                       ("peddler", "encounter")):
        rules.add_verb(verb, kind, "place" if verb == "wall" else "word")
