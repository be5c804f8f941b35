"""Small rule operations shared by places, cards and encounters: pay, gain, roll, draw, say.

``Env`` holds what is fixed for a game (config, board, ruleset); ``State`` holds what changes.
Every operation that changes the table also says so in plain words (``say``), so the log
narrates exactly what the rules did. ``say`` keeps a template and its arguments and the text is
formatted only when somebody reads the log: bots apply millions of actions and read none.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache

from ..board import Board
from ..i18n import LANGUAGES, Message, Term, _, join
from ..i18n.glossary import entries
from ..places import labelled
from . import rng
from .config import GameConfig
from .data import GOOD_INDEX, GOODS
from .ruleset import Ruleset, Why
from .state import PlayerState, State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = [
    "Env", "add_card", "can_draw", "card_term", "discard", "draw", "finish_action", "gain",
    "good_term", "goods_text", "label", "lose", "me", "move_figure", "mover", "mover_at",
    "mover_place", "no", "place_tiles_help", "roll", "room", "say", "take_assistant_back",
    "tell", "tell_message", "word",
]

#: "Tea House (9)" as a message value (``places.labelled``): cached, because the log names
#: places in almost every line.
label = cache(labelled)


@cache
def word(key: str, english: str = "") -> Term:
    """The glossary's term ``key`` as a message value (cached: narration names goods and
    figures all the time). A word the glossary lacks yet (an expansion's new card) is
    ``english``: a catalogue message keeps its translations, a plain text (else the key's
    words) is English in every language, as a sentence the catalogue lacks is."""
    e = entries().get(key)
    if e is not None:
        return e.as_term()
    if isinstance(english, Message):
        return Term(str.__str__(english), {code: english.text(code) for code in LANGUAGES})
    return Term(english or key.replace("-", " "))


def good_term(good: str) -> Term:
    """A good ("fabric") as a message value."""
    return word(good)


def card_term(rules: Ruleset, cid: str) -> Term:
    """A bonus card's title as a message value: the glossary's ``card-<id>`` term, else the
    title the ruleset gives it (English)."""
    return word(f"card-{cid}", rules.card_titles.get(cid, cid))


@dataclass
class Env:
    """The fixed part of a game: its config, its board (without barrier) and its ruleset."""

    config: GameConfig
    board: Board
    rules: Ruleset
    #: answers that depend only on the board, the barrier and the rules (move texts per
    #: source, start and barrier); shared by the games on one layout with one ruleset
    cache: dict = field(default_factory=dict, repr=False, compare=False)

    @property
    def n(self) -> int:
        return self.config.players

    def board_for(self, st: State) -> Board:
        """The board as it stands now: with the state's barrier, if any."""
        if st.barrier is None:
            return self.board
        key = ("board", st.barrier)
        hit = self.cache.get(key)
        if hit is None:
            hit = self.cache[key] = self.board.with_barrier(*st.barrier)
        return hit

    def name(self, seat: int) -> str:
        return self.config.names[seat]

    def seat_of_colour(self, colour: str) -> int | None:
        try:
            return self.config.colours.index(colour)
        except ValueError:
            return None


def say(st: State, text: str, *args: object) -> None:
    """Narrate in English only (positional ``str.format`` arguments, formatted when the log is
    read). Being replaced by ``tell``, whose sentences the catalogues translate."""
    st.events.append((text, args))


def tell(st: State, msgid: str, **values: object) -> None:
    """Narrate: ``msgid`` is a catalogue sentence with named placeholders (``"{who} takes {n}
    lira"``), kept with its values and formatted only when the log is read, in the reader's
    language (``i18n``); bots that apply millions of actions never pay for the words."""
    st.events.append((msgid, values))


def tell_message(st: State, message: Message) -> None:
    """Narrate a sentence made already: one whose words depend on a count (``N_``), which
    ``tell``'s unformatted pairs cannot carry. Kept as it is (the log reads it as its text)."""
    st.events.append((message, ()))


def me(st: State) -> PlayerState:
    return st.players[st.to_act]


def room(p: PlayerState, good: str) -> int:
    return p.capacity - p.goods[GOOD_INDEX[good]]


def gain(st: State, env: Env, seat: int, good: str, n: int = 1, quiet: bool = False) -> int:
    """Give up to n of a good, limited by the cart; returns how many fit."""
    p = st.players[seat]
    i = GOOD_INDEX[good]
    got = max(0, min(n, p.capacity - p.goods[i]))
    p.goods[i] += got
    if got < n:
        tell(st, "{n} {good} did not fit in {who}'s cart", n=n - got, good=good_term(good),
             who=env.name(seat))
    if got and not quiet:
        tell(st, "{who} takes {n} {good}", who=env.name(seat), n=got, good=good_term(good))
    return got


def lose(st: State, seat: int, good: str, n: int = 1) -> None:
    st.players[seat].goods[GOOD_INDEX[good]] -= n


def goods_text(counts: Sequence[int]) -> Message:
    """'2 fabric, 1 fruit' from a sequence of 4 counts in GOODS order (a message value).
    Made once per counts (the last few thousand kept): a playout narrates a sale thousands
    of times a second, and a message is never changed once made."""
    return _goods_text(tuple(counts))


@lru_cache(maxsize=4096)
def _goods_text(counts: tuple[int, ...]) -> Message:
    # TRANSLATORS: a count of one good in a list of goods ("2 fabric, 1 fruit")
    parts = [_("{n} {good}", n=n, good=good_term(g)) for g, n in zip(GOODS, counts, strict=True)
             if n]
    # TRANSLATORS: a list of goods that is empty ("the Sultan wants nothing")
    return join(parts) if parts else _("nothing")


def place_tiles_help(st: State) -> bool:
    """Whether the mosque tiles that work at a place (the green tile's extra good at a
    warehouse, the red tile's dice at the Black Market and the Tea House) help now: not in a
    turn spent on a card that replaces the turn (a part's ``playing``: Mocha's guild cards),
    whatever route the card takes (ruling R5; seed 000 l.371, l.771)."""
    return not any(getattr(part, "playing", 0) for part in st.parts.values())


def roll(st: State, k: int = 2) -> list[int]:
    """k dice: scripted ones first, then the seeded generator."""
    out = []
    for _k in range(k):
        if st.script:
            out.append(st.script.pop(0))
        else:
            st.rng, d = rng.die(st.rng)
            out.append(d)
    return out


def can_draw(st: State) -> bool:
    return bool(st.deck or st.discard)


def draw(st: State, env: Env, seat: int) -> str:
    """The top card of the draw pile into a hand (reshuffling the discards when empty)."""
    if not st.deck:
        st.deck = st.discard
        st.discard = []
        st.rng = rng.shuffle(st.rng, st.deck)
        tell(st, "the discard pile is shuffled into a new draw pile")
    card = st.deck.pop()
    add_card(st.players[seat], card)
    return card


def add_card(p: PlayerState, card: str) -> None:
    p.cards.append(card)
    p.cards.sort()


def discard(st: State, seat: int, card: str) -> None:
    st.players[seat].cards.remove(card)
    st.discard.append(card)


def take_assistant_back(st: State, env: Env, seat: int, place: int) -> None:
    """The seat's own assistant at ``place`` joins its stack (the ruleset's ``join_stack``: at
    the bottom, with neutral assistants; RULES.md 9)."""
    env.rules.join_stack(st, seat, place, "own")


def move_figure(st: State, env: Env, figure: str | Term) -> int:
    """Roll two dice and move the Governor, the Smuggler or a neutral merchant there (the sum
    names a place of the base game, 2-12); ``figure`` is its name as a term (``word``), or its
    English name (an expansion's figure not in the glossary)."""
    a, b = roll(st)
    where = a + b
    fig = figure if isinstance(figure, Term) else word(figure.lower().replace(" ", "-"),
                                                       figure)
    tell(st, "the {figure} is rolled away: {a}+{b}, to {place}", figure=fig, a=a, b=b,
         place=label(where))
    return where


def mover_at(st: State, env: Env) -> tuple[str, int]:
    """The piece that moved this turn and where it stands: the move source's (``st.source``)
    piece while its ``acts_at`` says where it stands (the Letters companion once it arrived,
    kept until the turn ends, while it stays on the board: a Kiosk tile may take it back
    mid-turn), else the merchant. The place action and the encounters happen there."""
    src = env.rules.move_sources.get(st.source)
    if src is not None and src.acts_at is not None:
        where = src.acts_at(st)
        if where is not None:
            return src.piece, where
    return "merchant", st.players[st.current].merchant


def mover(st: State, env: Env) -> str:
    """The piece that moved this turn (``mover_at``)."""
    return mover_at(st, env)[0]


def mover_place(st: State, env: Env) -> int:
    """Where the piece that moved this turn stands (``mover_at``)."""
    return mover_at(st, env)[1]


def finish_action(st: State, env: Env) -> None:
    """The place action is over: go on to the encounters at the place of the piece that moved
    (the merchant's, or the companion's)."""
    st.acted = st.at
    st.actor, st.at = mover_at(st, env)
    st.again = False
    st.market_any = False
    st.pending = None
    st.phase = "encounter"


def no(why: Why | None, verb: str, reason: str | Message, **values: object) -> list[str]:
    """Refuse ``verb`` now: record the reason when asked why (``why`` is a dict), and offer
    nothing. Options functions call it right where their condition fails, so a rule's
    condition and its refusal text are written once, side by side. ``reason`` is a catalogue
    sentence with named placeholders filled from ``values``, made into a message only when
    someone asks why (``no(why, "sell", "{place} buys no {good}", place=..., good=...)``); a
    message made already (a plural, ``N_``) is kept as it is."""
    if why is not None and verb not in why:
        why[verb] = reason if isinstance(reason, Message) else Message(reason, None, None,
                                                                        values)
    return []
