"""Actions: every decision is a small frozen value with fields and a canonical text form.

``str(action)`` is the notation of docs/notation.md (``move 9``, ``sell fabric fruit fruit``,
``play five-lira``); ``parse`` turns any spelling of it (case, spaces, goods in any order) back
into the canonical action, using the verbs of a ruleset. An Action also carries its parts as
fields (``verb``, ``place``, ``places``, ``goods``, ``card``, ``colour``, ``number``), so a
widget maps a click on a place to ``action.place`` instead of splitting strings. Legality is
not decided here: the turn machine lists the legal actions and ``Game.apply`` compares.

Two errors, both ``ValueError``: ``MalformedAction`` (the text is no action at all) is a kind of
``IllegalAction`` (the action may not be taken now), so ``except IllegalAction`` catches both
and a caller that cares can tell them apart. ``IllegalAction`` itself lives below both games
(``istanbul_nb.core.errors``): Choose & Write raises the same class.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING

from ..core.errors import IllegalAction
from ..i18n import _, tr
from .data import GOOD_INDEX, GOODS

if TYPE_CHECKING:
    from .ruleset import Ruleset

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = [
    "Action", "IllegalAction", "KINDS", "MAX_TEXT", "MalformedAction", "describe", "parse",
    "sort_actions", "sorted_actions",
]

#: Kinds in the stable order legal actions are listed in (then by verb, then by arguments,
#: numbers numerically). A verb of a kind not listed here sorts just before ``end``.
KINDS: tuple[str, ...] = ("move", "assistant", "pay", "place", "mosque", "encounter", "card",
                          "end")
_RANK = {k: float(i) for i, k in enumerate(KINDS)}
MAX_TEXT = 200


class MalformedAction(IllegalAction):
    """A text that is no action at all (empty, an unknown verb, a stray character)."""


def _word_key(w: str) -> tuple:
    return (0, int(w), "") if w.isdecimal() else (1, 0, w)


def _rules(rules: Ruleset | None = None) -> Ruleset:
    if rules is not None:
        return rules
    from .ruleset import build

    return build()


@dataclass(frozen=True)
class Action:
    """One decision. Compare and hash by text; ``kind`` groups buttons in a widget.

    ``Action("move 9")`` or ``Action.of("move", 9)``; the fields are filled from the text.
    """

    text: str
    kind: str = field(compare=False, default="")
    verb: str = field(init=False, compare=False, repr=False, default="")
    args: tuple[str, ...] = field(init=False, compare=False, repr=False, default=())
    place: int | None = field(init=False, compare=False, repr=False, default=None)
    places: tuple[int, ...] = field(init=False, compare=False, repr=False, default=())
    goods: tuple[str, ...] = field(init=False, compare=False, repr=False, default=())
    card: str | None = field(init=False, compare=False, repr=False, default=None)
    colour: str | None = field(init=False, compare=False, repr=False, default=None)
    number: int | None = field(init=False, compare=False, repr=False, default=None)
    #: the ruleset whose verbs read this action (its describe() uses them)
    rules: Ruleset | None = field(init=False, compare=False, repr=False, default=None)

    def __post_init__(self) -> None:
        if not isinstance(self.text, str):
            raise MalformedAction(_("an action is a text such as 'move 9', not {given}",
                                    given=_short(repr(self.text))))
        self._fill(_rules())

    @classmethod
    def _make(cls, text: str, rules: Ruleset) -> Action:
        """An action whose kind and fields follow ``rules``' verbs (an expansion's game)."""
        a = cls.__new__(cls)
        object.__setattr__(a, "text", text)
        object.__setattr__(a, "kind", "")
        a._fill(rules)
        return a

    def _fill(self, rules: Ruleset) -> None:
        object.__setattr__(self, "rules", rules)
        words = self.text.split()
        verb = words[0] if words else ""
        args = tuple(words[1:])
        s = object.__setattr__
        s(self, "verb", verb)
        s(self, "args", args)
        spec = rules.verbs.get(verb)
        if not self.kind:
            s(self, "kind", spec.kind if spec else "place")
        nums = tuple(int(a) for a in args if a.isdecimal() and a.isascii())
        if spec is not None and spec.args == "number":
            s(self, "number", nums[0] if nums else None)
        else:
            s(self, "places", nums)
            s(self, "place", nums[0] if nums else None)
        s(self, "goods", tuple(a for a in args if a in GOOD_INDEX))
        if verb == "play" or (spec is not None and spec.args == "card"):
            s(self, "card", args[0] if args else None)
        if spec is not None and spec.args == "colour":
            s(self, "colour", args[0] if args else None)

    @classmethod
    def of(cls, verb: str, *args: object) -> Action:
        """An action from its parts: ``Action.of("sell", "fabric", "fruit")``."""
        return parse(" ".join([verb, *map(str, args)]))

    def __str__(self) -> str:
        return self.text

    @property
    def words(self) -> list[str]:
        return self.text.split()

    def sort_key(self, rules: Ruleset | None = None) -> tuple:
        words = self.text.split() or [""]
        spec = _rules(rules).verbs.get(words[0])
        rank = _RANK.get(self.kind, _RANK["end"] - 0.5)
        return (rank, bool(spec and spec.last), tuple(_word_key(w) for w in words))

    def describe(self, lang: str | None = None) -> str:
        """The action in plain words, for a button's tooltip or a log line (with the verbs of
        the ruleset it was made with): a message, or its text in ``lang``."""
        text = describe(self.text, self.rules)
        return text if lang is None else tr(text, lang)


def _short(text: str, n: int = 40) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def sort_actions(actions: Iterable[Action], rules: Ruleset | None = None) -> list[Action]:
    """The documented stable order: by kind (``KINDS``), then word by word."""
    return sorted(actions, key=lambda a: a.sort_key(rules))


_SORTED_MAX = 100_000

#: every rank ``sort_key`` can give (the kinds' and the one just before ``end``), as one
#: character each, in the same order
_RANK_CHAR = {r: chr(0x30 + i) for i, r in
              enumerate(sorted(set(_RANK.values()) | {_RANK["end"] - 0.5}))}


def _flat_key(key: tuple) -> str:
    """``sort_key`` as one text that sorts exactly like it, so that a cache miss of
    ``sorted_actions`` compares plain texts in C instead of nested tuples: the rank as one
    character, ``last`` as "0" or "1", then each word self-delimited: a number as chr(1), its
    digit count (as one character) and its digits, which sorts numerically; any other word as
    chr(2), the word and chr(0), so a word sorts before its own extensions and every number
    before every word (tests/engine/test_action_order.py checks the equivalence)."""
    rank, last, words = key
    out = [_RANK_CHAR[rank], "1" if last else "0"]
    for kind, num, word in words:
        if kind == 0:
            digits = str(num)
            out.append(f"\x01{chr(0x20 + len(digits))}{digits}")
        else:
            out.append(f"\x02{word}\x00")
    return "".join(out)


def sorted_actions(texts: Iterable[str],
                   rules: Ruleset | None = None) -> tuple[list[Action], dict[str, Action]]:
    """Actions for canonical texts, in the stable order; each text's Action and sort key are
    made once per ruleset (there are a few thousand texts at most), and whole sorted lists are
    remembered by their unsorted texts, which keeps bots fast. Returns the sorted list and a
    text -> Action dict; callers must not mutate either.

    A remembered list is kept as its text -> Action dict alone (in the sorted order; the list
    is made again from it on a hit): one container per entry instead of three, because a long
    simulation remembers tens of thousands of lists and every full garbage collection walks
    them. A list with a repeated text (never legal) is kept as the pair."""
    if rules is None:
        rules = _rules()
    memo = rules.memo
    cache = memo.get("sorted")
    if cache is None:
        cache = memo["sorted"] = {}
    key = tuple(texts)
    hit = cache.get(key)
    if hit is not None:
        if type(hit) is dict:
            return list(hit.values()), hit
        return hit
    if len(cache) >= _SORTED_MAX:
        cache.clear()
    intern = memo.get("intern")
    if intern is None:
        intern = memo["intern"] = {}
    items = list(map(intern.get, key))
    if None in items:       # a text met for the first time (a few thousand per ruleset)
        for i, t in enumerate(key):
            if items[i] is None:
                hit = intern.get(t)         # the same new text twice: made once
                if hit is None:
                    a = Action._make(t, rules)
                    hit = intern[t] = (_flat_key(a.sort_key(rules)), a)
                items[i] = hit
    # one text per key (``_flat_key``), compared in C: no Python call per comparison
    items.sort(key=_first)
    acts = list(map(_second, items))
    index = dict(zip(map(_text, acts), acts, strict=True))
    cache[key] = index if len(index) == len(acts) else (acts, index)
    return acts, index


#: the sort key, the Action of a (sort key, Action) pair; an Action's text
_first = itemgetter(0)
_second = itemgetter(1)
_text = attrgetter("text")


def parse(text: str | Action, rules: Ruleset | None = None) -> Action:
    """The canonical Action for a text; MalformedAction when it is no action at all."""
    if isinstance(text, Action):
        text = text.text
    if not isinstance(text, str):
        raise MalformedAction(_("an action is a text such as 'move 9', not {given}",
                                given=_short(repr(text))))
    if len(text) > MAX_TEXT:
        raise MalformedAction(_("that text is too long to be an action"))
    words = text.strip().lower().split()
    if not words:
        raise MalformedAction(_("an empty text is no action; try one of the legal actions"))
    verbs = _rules(rules).verbs
    verb = words[0]
    if verb not in verbs:
        # TRANSLATORS: {verbs} lists the notation's action words, which stay in English
        raise MalformedAction(_("{word} is not an action word; action words are: {verbs}",
                                word=repr(_short(verb)), verbs=", ".join(sorted(verbs))))
    args = words[1:]
    for a in args:
        if not (a.isascii() and a.isprintable()) or len(a) > 40:
            raise MalformedAction(_("{word} is no part of any action: use place numbers 0-9 "
                                    "and the words of docs/notation.md", word=repr(_short(a))))
    if verbs[verb].unordered:
        goods = [a for a in args if a in GOOD_INDEX]
        nums = [a for a in args if a.isdecimal()]
        others = [a for a in args if a not in GOOD_INDEX and not a.isdecimal()]
        if others:
            # TRANSLATORS: {goods} are the notation's words for the goods, kept in English
            raise MalformedAction(_("{word} is neither a good ({goods}) nor a place number",
                                    word=repr(_short(others[0])), goods=", ".join(GOODS)))
        args = sorted(goods, key=GOOD_INDEX.__getitem__) + sorted(nums, key=int)
    return Action._make(" ".join([verb] + args), _rules(rules))


def describe(text: str, rules: Ruleset | None = None) -> str:
    """Plain words for an action text (no game needed), as the verb's ``describe`` gives them
    (a message: English as a str, any language through ``i18n.tr``); MalformedAction for no
    action."""
    act = parse(text, rules)
    w = act.words
    spec = _rules(rules).verbs[w[0]]
    if spec.describe is None:
        return act.text
    try:
        return spec.describe(w[1:])
    except (IndexError, KeyError, ValueError):
        raise MalformedAction(_("{text} is incomplete or garbled; see docs/notation.md for the "
                                "form of {verb}", text=repr(act.text), verb=repr(w[0]))) from None
