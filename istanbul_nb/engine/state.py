"""The game state as plain slotted objects: cheap to copy, easy to turn into JSON.

Everything the rules need lives here and nothing else does: the board, the config and the
ruleset are fixed per game and live in ``Env``. Lists are kept sorted wherever order carries no
meaning, so two equal states always give the same JSON.

The state is open: an expansion keeps its part under its own key in ``parts`` (``"mocha":
{...}``), declared by a ``StatePart`` of its ruleset, and a sub-decision keeps its data in
``pending``, an instance of the type its phase declares (``Pending`` subclasses), or None.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass, fields
from typing import TYPE_CHECKING, Self, TypeVar

from ..i18n import _
from .data import BASE_CAPACITY, GOODS

if TYPE_CHECKING:
    from .ruleset import Ruleset
    from .save import Check

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = [
    "DiceRoll", "Drawing", "PLAYER_FIELDS", "Pending", "PlayerState", "STATE_FIELDS", "State",
    "pending_as",
]

PLAYER_FIELDS = ("lira", "rubies", "extensions", "goods", "merchant", "family", "stack",
                 "placed", "fifth", "tiles", "cards", "wain_ruby", "mosque_rubies")


class PlayerState:
    """One seat: purse, cart, pieces and hand."""

    __slots__ = PLAYER_FIELDS

    def __init__(self) -> None:
        self.lira = 0
        self.rubies = 0
        self.extensions = 0
        self.goods = [0, 0, 0, 0]        # in GOODS order
        self.merchant = 7
        self.family = 12
        self.stack = 4                   # assistants under the merchant
        self.placed: list[int] = []      # places holding one of this seat's assistants, sorted
        self.fifth = False               # the 5th assistant is in play (blue mosque tile)
        self.tiles: list[str] = []       # mosque tile colours held
        self.cards: list[str] = []       # bonus card ids in hand, sorted
        self.wain_ruby = False           # took the Wainwright ruby
        self.mosque_rubies: list[int] = []  # mosques (14, 15) whose ruby this seat took

    @property
    def capacity(self) -> int:
        return BASE_CAPACITY + self.extensions

    def copy(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.lira, p.rubies, p.extensions = self.lira, self.rubies, self.extensions
        p.goods = self.goods[:]
        p.merchant, p.family, p.stack = self.merchant, self.family, self.stack
        p.placed = self.placed[:]
        p.fifth = self.fifth
        p.tiles = self.tiles[:]
        p.cards = self.cards[:]
        p.wain_ruby = self.wain_ruby
        p.mosque_rubies = self.mosque_rubies[:]
        return p

    def to_dict(self) -> dict:
        d = {k: getattr(self, k) for k in PLAYER_FIELDS}
        d["goods"] = dict(zip(GOODS, self.goods, strict=True))
        for k in ("placed", "tiles", "cards", "mosque_rubies"):
            d[k] = list(d[k])
        return d


#: Fields of State saved to JSON, in this order; each has a type checked on load (save.py).
STATE_FIELDS = (
    "players", "current", "to_act", "phase", "turn",
    "governor", "smuggler", "neutrals",
    "wain_rubies", "mosque_rubies", "stacks", "sultan_left", "gem_left",
    "post", "large", "small", "deck", "discard",
    "rng", "script",
    "at", "actor", "source", "yellow_used", "acted", "again", "market_any", "met",
    "pending", "final", "barrier", "parts",
)


@dataclass
class Pending(ABC):
    """The data of a sub-decision, typed per phase (a phase names its Pending subclass).

    Fields are ints, texts or lists of ints; ``load`` checks each one with the phase's
    ``check_fields`` so a save cannot smuggle in anything else.
    """

    def copy(self) -> Self:
        return type(self)(**{f.name: (v[:] if isinstance(v := getattr(self, f.name), list)
                                      else v) for f in fields(self)})

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    @abstractmethod
    def load(cls, d: dict, c: Check, rules: Ruleset) -> Pending:
        """The data checked field by field from a save (each subclass says how)."""


@dataclass
class DiceRoll(Pending):
    """Two dice waiting for the red mosque tile's decision, and what they are for."""

    purpose: str
    dice: list[int]
    named: int = 0      # the Tea House's number (0 for other purposes)

    @classmethod
    def load(cls, d: dict, c: Check, rules: Ruleset) -> DiceRoll:
        c.dict(d, "pending", ["purpose", "dice", "named"])
        purpose = c.str(d["purpose"], "pending.purpose", sorted(rules.resolve))
        dice = [c.int(x, "pending.dice", 1, 6) for x in c.list(d["dice"], "pending.dice", 2)]
        if len(dice) != 2:
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail("pending.dice", _("two dice"))
        named = c.int(d["named"], "pending.named", 0, 12)
        if (purpose == "tea") != (named >= 3):
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail("pending.named", _("the Tea House's number is 3 to 12; other rolls name "
                                      "none"))
        return cls(purpose, dice, named)


@dataclass
class Drawing(Pending):
    """Cards taken so far at the Caravansary."""

    taken: int = 0

    @classmethod
    def load(cls, d: dict, c: Check, rules: Ruleset) -> Drawing:
        c.dict(d, "pending", ["taken"])
        most = rules.data["base"]["caravansary"]["take"] - 1   # the last take ends the phase
        return cls(c.int(d["taken"], "pending.taken", 0, most))


class State:
    """The whole table plus the turn machine's position."""

    __slots__ = STATE_FIELDS + ("events",)

    def __init__(self) -> None:
        self.players: list[PlayerState] = []
        self.current = 0            # seat whose turn it is
        self.to_act = 0             # seat that decides now
        self.phase = "move"
        self.turn = 1               # turn number, 1-based, counting every seat's turn
        self.governor = 0
        self.smuggler = 0
        self.neutrals: list[int] = []   # 2 players: neutral merchants, sorted
        self.wain_rubies = 0
        self.mosque_rubies: dict[int, int] = {}
        self.stacks: dict[str, list[int]] = {}  # mosque tile colour -> thresholds, top first
        self.sultan_left = 0
        self.gem_left = 0
        self.post = [False, False, False, False]  # True: that column's marker is down
        self.large: list[int] = []      # demand tile indices, top first
        self.small: list[int] = []
        self.deck: list[str] = []       # bonus cards, top = last
        self.discard: list[str] = []    # face up, top = last
        self.rng = 0
        self.script: list[int] = []     # scripted dice, used before the generator
        # the turn in progress
        self.at = 7                 # place whose action / encounters are being resolved
        self.actor = "merchant"     # "merchant" or "family" (Police Station)
        self.source = "merchant"    # movement source of this move phase
        self.yellow_used = False
        self.acted = 0              # place whose action just finished (doubling cards)
        self.again = False          # a doubling card reopened the action
        self.market_any = False     # the Small Market card is in force
        self.met: list[str] = []    # figures met this turn
        self.pending: Pending | None = None   # data of a sub-decision (dice, draws, ...)
        self.final: list[int] = []  # end-game: seats still to play their last cards
        self.barrier: tuple[int, int] | None = None   # a blocked edge (expansions move it)
        self.parts: dict = {}       # expansion key -> that expansion's part of the state
        self.events: list[tuple[str, tuple | dict]] = []

    def copy(self) -> State:
        """An independent copy (each state part copies itself: ``part.copy()``)."""
        s = State.__new__(State)
        s.players = [p.copy() for p in self.players]
        s.current, s.to_act, s.phase, s.turn = self.current, self.to_act, self.phase, self.turn
        s.governor, s.smuggler, s.neutrals = self.governor, self.smuggler, self.neutrals[:]
        s.wain_rubies = self.wain_rubies
        s.mosque_rubies = dict(self.mosque_rubies)
        s.stacks = {k: v[:] for k, v in self.stacks.items()}
        s.sultan_left, s.gem_left = self.sultan_left, self.gem_left
        s.post = self.post[:]
        s.large, s.small = self.large[:], self.small[:]
        s.deck, s.discard = self.deck[:], self.discard[:]
        s.rng, s.script = self.rng, self.script[:]
        s.at, s.actor, s.source = self.at, self.actor, self.source
        s.yellow_used, s.acted, s.again = self.yellow_used, self.acted, self.again
        s.market_any = self.market_any
        s.met = self.met[:]
        s.pending = None if self.pending is None else self.pending.copy()
        s.final = self.final[:]
        s.barrier = self.barrier
        s.parts = {k: v.copy() for k, v in self.parts.items()} if self.parts else {}
        s.events = []
        return s

    def to_dict(self) -> dict:
        """Plain JSON data (each state part gives its own: ``part.to_dict()``)."""
        d = {}
        for k in STATE_FIELDS:
            v = getattr(self, k)
            if k == "players":
                v = [p.to_dict() for p in v]
            elif k == "mosque_rubies":
                v = {str(m): n for m, n in sorted(v.items())}
            elif k == "stacks":
                v = {c: list(t) for c, t in sorted(v.items())}
            elif k == "pending":
                v = {} if v is None else v.to_dict()
            elif k == "barrier":
                v = None if v is None else list(v)
            elif k == "parts":
                v = {key: part.to_dict() for key, part in sorted(v.items())}
            elif isinstance(v, list):
                v = list(v)
            d[k] = v
        return d


_P = TypeVar("_P", bound=Pending)


def pending_as(st: State, kind: type[_P]) -> _P:
    """The sub-decision's data as the type its phase declares (``Phase.pending``), so the rule
    reading it is type-checked; any other data there is an engine bug, told as a TypeError."""
    pend = st.pending
    if not isinstance(pend, kind):
        raise TypeError(f"phase {st.phase!r} holds {type(pend).__name__} data, "
                        f"not {kind.__name__}")
    return pend
