"""The Letters part of the state (key ``"letters"``): letters and seals, the companions, the
Courier, the Kiosk tiles, the Secret Society's lira and the double move.

Set-up (RULES.md 8, seed 000 "게임 준비"): the Courier is placed by two dice like the Governor;
the Kiosk tiles are shuffled face down (the box's two piles are one pile here: the split only
helps hands reach); the Secret Society's three lira spaces hold 3, 2, 1; the letters are
shuffled 2-seal side up beside the board (their place numbers hidden until drawn); companions
wait beside the board.

Everything is checked on load (``load``), conserved (``conserve``: letters and Kiosk tiles) and
can be staged (``stage``, keys in ``STAGE_KEYS``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...engine import rng
from ...engine.ops import roll
from ...engine.staging import seat_dict
from ...i18n import Message, _
from .rules import KEY, L, full_pile, pieces_at, seals_of

if TYPE_CHECKING:
    from ...engine.ops import Env
    from ...engine.save import Check
    from ...engine.state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = [
    "STAGE_KEYS", "LettersPart", "conserve", "determinize", "draws", "kiosk_ids", "load", "new",
    "part", "pieces", "stage", "view",
]

STAGE_KEYS = ("letters", "companion", "courier", "letter_pile_top", "kiosk_top",
              "society_lira", "society_seats", "fountain_done")
FIELDS = ("letters", "pile", "discard", "has", "fountain", "companion", "courier",
          "kiosk_pile", "kiosk_discard", "society", "extra", "extra_turns", "drawn",
          "society_seats")


@dataclass
class LettersPart:
    letters: list[list[list]]       # per seat: [place, delivered] pairs, sorted
    pile: list[int]                 # letter tiles face down (place numbers), top = last
    discard: list[int]              # discarded letters (place numbers)
    has: list[bool]                 # per seat: owns its companion (taken at a Fountain action)
    fountain: list[bool]            # per seat: has done a Fountain action (the "first time" rule)
    companion: list[int | None]     # per seat: the companion's place, None when off the board
    courier: int                    # the Courier's place
    kiosk_pile: list[str]           # Kiosk tile ids face down, top = last
    kiosk_discard: list[str]        # used Kiosk tiles
    society: list[int]              # lira still on the Secret Society's spaces, leftmost first
    extra: bool = False     # the current seat takes another turn next (a double move)
    extra_turns: int = 0    # double moves taken so far (turn numbers count them)
    drawn: int = 0          # letters and Kiosk tiles drawn from hidden piles so far
    #: the seats that took the Secret Society's lira, in order (ruling R7: once per player)
    society_seats: list[int] = field(default_factory=list)

    def copy(self) -> LettersPart:
        return LettersPart([[x[:] for x in h] for h in self.letters], self.pile[:],
                           self.discard[:], self.has[:], self.fountain[:], self.companion[:],
                           self.courier, self.kiosk_pile[:], self.kiosk_discard[:],
                           self.society[:], self.extra, self.extra_turns, self.drawn,
                           self.society_seats[:])

    def to_dict(self) -> dict:
        return {"letters": [[list(x) for x in h] for h in self.letters],
                "pile": list(self.pile), "discard": list(self.discard),
                "has": list(self.has), "fountain": list(self.fountain),
                "companion": list(self.companion), "courier": self.courier,
                "kiosk_pile": list(self.kiosk_pile),
                "kiosk_discard": list(self.kiosk_discard), "society": list(self.society),
                "extra": self.extra, "extra_turns": self.extra_turns, "drawn": self.drawn,
                "society_seats": list(self.society_seats)}


def part(st: State) -> LettersPart:
    return st.parts[KEY]


def kiosk_ids(data: dict) -> list[str]:
    return sorted(t["id"] for t in data["kiosk_tiles"]["tiles"] for _k in range(t["count"]))


def new(st: State, env: Env) -> LettersPart:
    """The set-up: the Courier by two dice, then the Kiosk tiles and the letters shuffled."""
    d = L(env)
    a, b = roll(st)
    kiosk = kiosk_ids(d)
    st.rng = rng.shuffle(st.rng, kiosk)
    pile = full_pile(d)
    st.rng = rng.shuffle(st.rng, pile)
    n = env.n
    return LettersPart(letters=[[] for _s in range(n)], pile=pile, discard=[],
                       has=[False] * n, fountain=[False] * n, companion=[None] * n,
                       courier=a + b, kiosk_pile=kiosk, kiosk_discard=[],
                       society=list(d["secret_society"]["lira"]))


def on_offer(st: State) -> list[str]:
    """Kiosk tiles turned up in a Kiosk round in progress (the round's pending data names
    them ``offer``), so conservation counts them."""
    return list(getattr(st.pending, "offer", ()) or ())


# -- load: every field checked ---------------------------------------------------------------
def load(d: dict[str, Any], c: Check, st: State, env: Env) -> LettersPart:
    data = L(env)
    n = env.n
    if isinstance(d, dict) and "society_seats" not in d and "society" in d:
        if d["society"] != data["secret_society"]["lira"]:
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail("society_seats", _("missing: this save was made before ruling R7 (the "
                                      "Secret Society's lira once per player) and does not "
                                      "say who took its lira"))
        d = {**d, "society_seats": []}    # a save made before R7: nobody took lira yet
    c.dict(d, "", list(FIELDS))
    lo, hi = data["letters"]["places"]
    places = set(env.board.places)

    def seat_list(key: str) -> list:
        out = c.list(d[key], key, 5)
        if len(out) != n:
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail(key, _("one entry per seat ({n})", n=n))
        return out

    letters = []
    for i, held in enumerate(seat_list("letters")):
        row = []
        for x in c.list(held, f"letters[{i}]", 64):
            pair = c.list(x, f"letters[{i}]", 2)
            if len(pair) != 2:
                # TRANSLATORS: what is wrong with a field of a refused save file
                c.fail(f"letters[{i}]", _("each letter is [place, delivered]"))
            row.append([c.int(pair[0], f"letters[{i}]", lo, hi),
                        c.bool(pair[1], f"letters[{i}]")])
        if row != sorted(row):
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail(f"letters[{i}]", _("a seat's letters are kept sorted"))
        letters.append(row)
    pile = [c.int(x, "pile", lo, hi) for x in c.list(d["pile"], "pile", 64)]
    discard = [c.int(x, "discard", lo, hi) for x in c.list(d["discard"], "discard", 64)]
    has = [c.bool(x, "has") for x in seat_list("has")]
    fountain = [c.bool(x, "fountain") for x in seat_list("fountain")]
    companion = []
    for i, x in enumerate(seat_list("companion")):
        if x is not None:
            x = c.int(x, f"companion[{i}]", 1, 25)
            if x not in places:
                # TRANSLATORS: what is wrong with a field of a refused save file
                c.fail(f"companion[{i}]", _("place {number} is not on this board", number=x))
            if not has[i]:
                # TRANSLATORS: what is wrong with a field of a refused save file
                c.fail(f"companion[{i}]", _("a companion on the board is owned (has)"))
        companion.append(x)
    for i in range(n):
        if has[i] and not fountain[i]:
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail(f"has[{i}]", _("a companion is taken at a Fountain action (fountain)"))
    courier = c.int(d["courier"], "courier", 1, 25)
    if courier not in places:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("courier", _("place {number} is not on this board", number=courier))
    ids = set(kiosk_ids(data))
    kp = [c.str(x, "kiosk_pile", ids) for x in c.list(d["kiosk_pile"], "kiosk_pile", 64)]
    kd = [c.str(x, "kiosk_discard", ids)
          for x in c.list(d["kiosk_discard"], "kiosk_discard", 64)]
    full = data["secret_society"]["lira"]
    society = [c.int(x, "society", 0, 100) for x in c.list(d["society"], "society", len(full))]
    if society != full[len(full) - len(society):]:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("society", _("the lira left are the last ones of {full}, taken from the left",
                            full=str(full)))
    if len(full) - len(society) > n:
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("society", _("with {n} players at most {n} of the Secret Society's lira are "
                            "ever taken (once per player, R7)", n=n))
    takers = [c.int(x, "society_seats", 0, n - 1)
              for x in c.list(d["society_seats"], "society_seats", len(full))]
    if len(takers) != len(full) - len(society):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("society_seats", _("one seat per lira taken from the Secret Society ({n})",
                                  n=len(full) - len(society)))
    if len(set(takers)) != len(takers):
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("society_seats", _("the Secret Society's lira go to different players (R7)"))
    if c.bool(d["extra"], "extra"):
        # set by a double move and used up by the same ``end_turn`` (``double.next_seat``):
        # play never stops with it set, so a save that has it was forged (a free turn)
        # TRANSLATORS: what is wrong with a field of a refused save file
        c.fail("extra", _("a double move's extra turn starts at once: no save is made between "
                          "the double move and that turn, so this flag is always false"))
    out = LettersPart(letters, pile, discard, has, fountain, companion, courier, kp, kd,
                      society, False,
                      c.int(d["extra_turns"], "extra_turns", 0, 10**7),
                      c.int(d["drawn"], "drawn", 0, 10**9), takers)
    st.parts[KEY] = out
    for i in range(n):
        where = pieces_at(st, i)
        late = [x for x, done in letters[i] if not done and x in where]
        if late:
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail(f"letters[{i}]", _("the letter to place {number} stands where a piece of "
                                      "that seat stands, so it is delivered (turned) at once",
                                      number=late[0]))
    return out


def conserve(st: State, env: Env) -> Message | None:
    """Letters: the box's tiles, each in the pile, the discard or a hand. Kiosk tiles: each in
    its pile, its discard or on offer in a Kiosk round. The data of a Kiosk round or an auction
    in progress checks itself against the state here (its ``check(st, env)``: ``Pending.load``
    sees no state): seats, the order of play, bids within the bidders' lira."""
    p = part(st)
    data = L(env)
    every = sorted(p.pile + p.discard + [x for h in p.letters for x, _d in h])
    if every != full_pile(data):
        # TRANSLATORS: why a save file is refused: pieces of the game are missing or extra
        return _("{n} letters; the box has {total} (letters are conserved)", n=len(every),
                 total=len(full_pile(data)))
    check = getattr(st.pending, "check", None)   # a Kiosk round or an auction in progress
    if check is not None:
        why = check(st, env)
        if why:
            return why
    tiles = sorted(p.kiosk_pile + p.kiosk_discard + on_offer(st))
    if tiles != kiosk_ids(data):
        # TRANSLATORS: why a save file is refused: pieces of the game are missing or extra
        return _("{n} Kiosk tiles; the box has {total}, each once", n=len(tiles),
                 total=len(kiosk_ids(data)))
    return None


def draws(p: LettersPart) -> int:
    """Changes whenever a letter or a Kiosk tile is drawn (learner-mode undo: a draw is not
    taken back)."""
    return p.drawn


def determinize(p: LettersPart, seat: int | None, state: int) -> int:
    """Deal afresh what nobody can see: the order of the letter pile (face down, 2-seal side
    up) and of the Kiosk pile. Held letters lie face up, so they stay."""
    p.pile.sort()
    state = rng.shuffle(state, p.pile)
    p.kiosk_pile.sort()
    return rng.shuffle(state, p.kiosk_pile)


def view(p: LettersPart, seat: int) -> dict:
    """The public fields of a seat's view (``g.player(i).letters`` ...)."""
    return {"letters": [(x, bool(done)) for x, done in p.letters[seat]],
            "seals": sum(seals_of(x) for x in p.letters[seat]),
            "companion": p.companion[seat], "has_companion": p.has[seat]}


def pieces(p: LettersPart) -> list[dict]:
    """What the pictures draw, as public data: companions on the board, the Kiosk pile, the
    letter pile and the Secret Society's lira."""
    out = [{"kind": "companion", "place": c, "seat": s, "label": "C"}
           for s, c in enumerate(p.companion) if c is not None]
    out += [{"kind": "kiosk-pile", "place": 22, "seat": None, "label": str(len(p.kiosk_pile)),
             "count": len(p.kiosk_pile)},
            {"kind": "letter-pile", "place": None, "seat": None, "label": str(len(p.pile)),
             "count": len(p.pile)},
            {"kind": "society-lira", "place": 24, "seat": None,
             "label": " ".join(map(str, p.society)) or "-", "lira": list(p.society)}]
    return out


# -- staging ------------------------------------------------------------------------------------
def _take(pool: list, x: object, key: str) -> None:
    if x not in pool:
        raise ValueError(f"{key}: no {str(x)[:20]!r} is left to give")
    pool.remove(x)


def stage(st: State, env: Env, spec: dict) -> None:
    """Stage keys (docs/notation.md, Letters): ``letters={seat: [9, (5, True), ...]}`` (a
    number is a face-up letter, ``(place, True)`` a delivered one; taken from the pile),
    ``companion={seat: place}`` (``"beside"``: owned, off the board; None: not taken),
    ``courier=place``, ``letter_pile_top=[places]`` and ``kiosk_top=[tile ids]`` (drawn first,
    in that order), ``society_lira=k`` (how many of the 3, 2, 1 are left),
    ``society_seats=[seats]`` (who took those lira, in order; by default the seats after the
    current one), ``fountain_done={seat: bool}``. A letter staged where a piece of its seat
    stands is delivered at once. The result is checked like a save."""
    p = part(st)
    n = env.n
    for s, held in seat_dict(spec.get("letters", {}), "letters", n).items():
        for x, _d in p.letters[s]:
            p.pile.append(x)
        row = []
        for x in held:
            place, done = (x, False) if isinstance(x, int) else tuple(x)
            _take(p.pile, place, "letters")
            row.append([place, bool(done)])
        p.letters[s] = sorted(row)
    for s, where in seat_dict(spec.get("companion", {}), "companion", n).items():
        if where is None:
            p.has[s], p.companion[s] = False, None
        else:
            p.has[s] = p.fountain[s] = True
            p.companion[s] = None if where == "beside" else where
    for s, done in seat_dict(spec.get("fountain_done", {}), "fountain_done", n).items():
        p.fountain[s] = bool(done)
    if "courier" in spec:
        p.courier = spec["courier"]
    for x in reversed(list(spec.get("letter_pile_top", ()))):
        _take(p.pile, x, "letter_pile_top")
        p.pile.append(x)
    for x in reversed(list(spec.get("kiosk_top", ()))):
        _take(p.kiosk_pile, x, "kiosk_top")
        p.kiosk_pile.append(x)
    if "society_lira" in spec:
        k = spec["society_lira"]
        full = L(env)["secret_society"]["lira"]
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= len(full):
            raise ValueError(f"society_lira: how many lira spaces are still full, 0 to "
                             f"{len(full)}")
        p.society = full[len(full) - k:]
        after = [(st.current + i) % n for i in range(1, n + 1)]   # the current seat last
        p.society_seats = after[:len(full) - k]
    if "society_seats" in spec:
        seats = spec["society_seats"]
        if not isinstance(seats, (list, tuple)):
            raise ValueError("society_seats: a list of the seats that took the Secret "
                             "Society's lira, in order")
        p.society_seats = list(seats)
    for s in range(n):
        where = pieces_at(st, s)
        p.letters[s] = sorted([x, d or x in where] for x, d in p.letters[s])
