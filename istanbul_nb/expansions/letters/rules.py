"""Small shared pieces of the Letters & Seals rules: the data (read through the game's
ruleset, never a module-level table), letters in and out, and seals.

Every way a letter is gained goes through ``gain_letter`` and every way one is paid through
``pay_seals``/``discard_letter``, so the pile, the discard and delivery stay consistent: a
letter gained while one of its owner's pieces stands on its place is delivered at once
(``delivery.deliver``, run after every action, turns it; ``gain_letter`` calls it too).
"""

from __future__ import annotations

import json
import re
from importlib import resources
from operator import itemgetter
from typing import TYPE_CHECKING

from ...engine import rng
from ...engine.ops import Env, label, tell
from ...i18n import Message, _

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from ...engine.ruleset import Ruleset
    from ...engine.state import State
    from .state import LettersPart

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = [
    "KEY", "L", "coffee_counts", "deliver", "deliver_all", "discard_letter", "full_pile",
    "gain_letter", "game_words", "letter_token", "letters_text", "load_data", "lpart",
    "parse_letter", "pieces_at", "seal_choices", "seals", "seals_of", "semicolons",
]

KEY = "letters"


def load_data() -> dict:
    """A fresh copy of ``data/letters.json`` (each ruleset gets its own)."""
    text = resources.files("istanbul_nb").joinpath("data/letters.json").read_text("utf-8")
    return json.loads(text)


def L(env: Env) -> dict:
    """The Letters component data of this game's ruleset."""
    return env.rules.data[KEY]


def coffee_counts(rules: Ruleset) -> bool:
    """Whether the coffee of Letters' texts (Kiosk tiles, cards) counts in this game: only in
    the Great Bazaar, Mocha's coffee with Letters (seed: "the coffee icons apply only with the
    Great Bazaar")."""
    return "great_bazaar" in rules.variants and "mocha" in rules.data


#: the data's notes about coffee -> (words with coffee, words without): a learner reads only
#: what the game has (issue 20). These edit the data file's English texts (the Kiosk tiles'
#: words a learner reads are ``kiosk.tile_message``'s, from the catalogue).
_COFFEE_WORDS = ((" (or coffee in the Great Bazaar)", " or coffee", ""),  # i18n: not shown
                 (" (or coffee)", " or coffee", ""),  # i18n: not shown
                 (" (the Coffee Trader too in the Great Bazaar)",  # i18n: not shown
                  " (or the Coffee Trader)", ""))  # i18n: not shown
_COFFEE_OR_LIRA = re.compile(
    r"1 coffee or (\d+ lira) \(coffee only in the Great Bazaar\)")  # i18n: not shown


def game_words(rules: Ruleset, text: str) -> str:
    """A Letters data text (a Kiosk tile's, a card's) as this game has it: coffee named only
    where it counts (``coffee_counts``), no note about the Great Bazaar. ``rules``: a Ruleset
    (``game.rules``, ``env.rules``)."""
    coffee = coffee_counts(rules)
    for note, with_coffee, without in _COFFEE_WORDS:
        text = text.replace(note, with_coffee if coffee else without)
    return _COFFEE_OR_LIRA.sub(r"1 coffee or \1" if coffee else r"\1", text)  # i18n: not shown


def full_pile(data: dict) -> list[int]:
    """Every letter tile of the box, as place numbers, sorted."""
    lo, hi = data["letters"]["places"]
    return sorted(n for n in range(lo, hi + 1) for _k in range(data["letters"]["per_place"]))


def lpart(st: State) -> LettersPart:
    return st.parts[KEY]


def seals_of(letter: list | tuple, data: dict | None = None) -> int:
    """A letter shows 1 seal face up and 2 once delivered (RULES.md 8, seed)."""
    front, back = (1, 2) if data is None else (data["seals"]["front"], data["seals"]["back"])
    return back if letter[1] else front


def seals(st: State, seat: int) -> int:
    """The seals on ``seat``'s letters: 1 per face-up letter, 2 per delivered one (``seals_of``
    counted without a call per letter: the double move asks at every end of a turn)."""
    held = st.parts[KEY].letters[seat]
    return len(held) + sum(map(_delivered, held))      # a delivered letter's flag is True


#: a letter's delivered flag (a bool)
_delivered = itemgetter(1)


def pieces_at(st: State, seat: int) -> set[int]:
    """The places where ``seat``'s merchant, family member and companion stand."""
    p = st.players[seat]
    out = {p.merchant, p.family}
    c = lpart(st).companion[seat]
    if c is not None:
        out.add(c)
    return out


def deliver(st: State, env: Env, seat: int) -> None:
    """Turn every letter of ``seat`` whose place holds one of its pieces (RULES.md 8: "moved
    there or not ... delivered at once")."""
    part = lpart(st)
    where = pieces_at(st, seat)
    held = part.letters[seat]
    if not any(not d and n in where for n, d in held):
        return
    turned = sorted(n for n, d in held if not d and n in where)
    part.letters[seat] = sorted([n, d or n in where] for n, d in held)
    for n in turned:
        tell(st, "{who}'s letter to {place} is delivered: it turns to its 2-seal side",
             who=env.name(seat), place=label(n))


def deliver_all(st: State, env: Env) -> None:
    """After every action: any seat may have a piece on a letter's place (the Police Station
    sends a family member, a caught family member goes home, a letter is gained).

    It runs after every action of every game, so it first looks, without building anything,
    whether a seat has a face-up letter where one of its pieces stands (``deliver``'s own
    test, one pass over the seat's few letters, ``[place, delivered]`` lists with a bool);
    only such a seat is handed to ``deliver``."""
    part = st.parts[KEY]
    companion = part.companion
    players = st.players
    for seat, held in enumerate(part.letters):
        if held:
            p = players[seat]
            m, f, c = p.merchant, p.family, companion[seat]     # c: None off the board
            for n, d in held:
                if (n == m or n == f or n == c) and not d:
                    deliver(st, env, seat)
                    break


#: where a letter comes from (``gain_letter``'s ``source``), named in its log line
SOURCES = ("", "embassy", "courier", "card", "reward", "kiosk")


def _took(st: State, who: str, place: object, source: str) -> None:
    """The log line of a letter taken, naming where it came from: one whole sentence each, so
    every language words the place its own way."""
    if source == "embassy":
        tell(st, "{who} takes a letter to {place} at the Embassy", who=who, place=place)
    elif source == "courier":
        tell(st, "{who} takes a letter to {place} from the Courier", who=who, place=place)
    elif source == "card":
        tell(st, "{who} takes a letter to {place} (bonus card)", who=who, place=place)
    elif source == "reward":
        tell(st, "{who} takes a letter to {place} (dice reward)", who=who, place=place)
    elif source == "kiosk":
        tell(st, "{who} takes a letter to {place} at the Kiosk", who=who, place=place)
    else:
        tell(st, "{who} takes a letter to {place}", who=who, place=place)


def gain_letter(st: State, env: Env, seat: int, n: int = 1, source: str = "") -> int:
    """``seat`` takes ``n`` letters from the pile (reshuffling the discard when it runs out,
    seed). Returns how many it got (fewer only when every letter is held). ``source`` (one of
    ``SOURCES``) names where they come from in the log."""
    if source not in SOURCES:
        raise ValueError(f"unknown letter source {source!r}; one of {SOURCES}")
    part = lpart(st)
    got = 0
    for _k in range(n):
        if not part.pile:
            if not part.discard:
                tell(st, "no letter is left to take: every letter is held")
                break
            part.pile, part.discard = sorted(part.discard), []
            st.rng = rng.shuffle(st.rng, part.pile)
            tell(st, "the letter discards are shuffled into a new pile")
        place = part.pile.pop()
        part.drawn += 1
        part.letters[seat] = sorted(part.letters[seat] + [[place, False]])
        got += 1
        _took(st, env.name(seat), label(place), source)
    deliver(st, env, seat)
    return got


def discard_letter(st: State, env: Env, seat: int, place: int, delivered: bool) -> None:
    """Discard one letter of ``seat`` (the caller checked that it is held)."""
    part = lpart(st)
    part.letters[seat].remove([place, delivered])
    part.discard.append(place)
    if delivered:
        tell(st, "{who} discards the letter to {place} (2 seals)", who=env.name(seat),
             place=label(place))
    else:
        tell(st, "{who} discards the letter to {place} (1 seal)", who=env.name(seat),
             place=label(place))


def seal_choices(letters: list, need: int) -> list[tuple[tuple[int, bool], ...]]:
    """The sets of letters worth at least ``need`` seals from which no letter can be left out
    (extra seals are lost, so a set with a spare letter is never better), sorted and without
    duplicates. Letters are (place, delivered)."""
    items = sorted(tuple(x) for x in letters)
    out: set[tuple] = set()

    def walk(i: int, chosen: tuple, total: int) -> None:
        if total >= need:
            if all(total - seals_of(x) < need for x in chosen):
                out.add(chosen)
            return
        for j in range(i, len(items)):
            walk(j + 1, chosen + (items[j],), total + seals_of(items[j]))

    walk(0, (), 0)
    return sorted(out)


def letter_token(letter: list | tuple) -> str:
    """A letter in action texts (docs/notation.md, Letters): ``9`` is a face-up letter to
    Tea House (9), worth 1 seal; ``9d`` a delivered one, worth 2."""
    return f"{letter[0]}d" if letter[1] else str(letter[0])


def parse_letter(token: str) -> tuple[int, bool] | None:
    """The letter a token names, or None when it names none."""
    delivered = token.endswith("d")
    digits = token[:-1] if delivered else token
    if not digits.isdecimal() or len(digits) > 2:
        return None
    return int(digits), delivered


def semicolons(items: Sequence[object]) -> Message:
    """Items that hold commas of their own (Kiosk tiles' words, notes) as one list with "; "
    between them: each separator is a message of its own, so a language writes its own ("；"
    in Chinese). The items stay translatable; an empty list is an empty message."""
    if not items:
        return Message("")
    out = items[0] if isinstance(items[0], Message) else Message(str(items[0]))
    for item in items[1:]:
        # TRANSLATORS: a list whose items hold commas: the list so far, "; ", the next item
        out = _("{items}; {item}", items=out, item=item)
    return out


def letters_text(chosen: Iterable[list | tuple]) -> str:
    return " ".join(letter_token(x) for x in sorted(chosen))
