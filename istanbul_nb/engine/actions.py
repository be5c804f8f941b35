"""Actions: every decision is a small frozen value with a canonical text form.

``str(action)`` is the notation of docs/notation.md (``move 9``, ``sell fabric fruit fruit``,
``play five-lira``); ``parse`` turns any spelling of it (case, spaces, goods in any order) back
into the canonical action. Legality is not decided here: the turn machine lists the legal
actions and ``Game.apply`` compares against that list.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .data import CARD_TITLES, GOOD_INDEX, GOODS
from .ops import label

#: Kinds in the stable order legal actions are listed in (then by verb, then by arguments,
#: numbers numerically).
KINDS: tuple[str, ...] = ("move", "assistant", "pay", "place", "mosque", "encounter", "card",
                          "end")

VERB_KIND: dict[str, str] = {
    "move": "move",
    "leave": "assistant", "collect": "assistant",
    "pay": "pay",
    "skip": "place", "wainwright": "place", "warehouse": "place", "post": "place",
    "caravansary": "place", "draw": "place", "discard": "place", "fountain": "place",
    "black-market": "place", "keep": "place", "reroll": "place", "set-four": "place",
    "take": "place", "tea": "place", "sell": "place", "police": "place", "sultan": "place",
    "tile": "place", "gemstone": "place",
    "mosque": "mosque",
    "catch": "encounter", "governor": "encounter", "smuggler": "encounter",
    "play": "card",
    "end": "end", "done": "end",
}

#: Verbs listed after the other actions of their kind ("skip" after every place choice).
_LAST = {"skip"}

#: Verbs whose arguments are an unordered list (goods or places): parse sorts them.
_LIST_VERBS = {"sell", "sultan", "fountain"}


class IllegalAction(ValueError):
    """An action that may not be taken now; the message says why in a learner's words."""


def _word_key(w: str) -> tuple:
    return (0, int(w), "") if w.isdigit() else (1, 0, w)


@dataclass(frozen=True)
class Action:
    """One decision. Compare and hash by text; ``kind`` groups buttons in a widget."""

    text: str
    kind: str = field(compare=False, default="")

    def __post_init__(self) -> None:
        if not self.kind:
            verb = self.text.split(" ", 1)[0]
            object.__setattr__(self, "kind", VERB_KIND.get(verb, "place"))

    def __str__(self) -> str:
        return self.text

    @property
    def words(self) -> list[str]:
        return self.text.split()

    @property
    def verb(self) -> str:
        return self.text.split(" ", 1)[0]

    def sort_key(self) -> tuple:
        words = self.text.split()
        return (KINDS.index(self.kind), words[0] in _LAST, tuple(_word_key(w) for w in words))

    def describe(self) -> str:
        """The action in plain words, for a button's tooltip or a log line."""
        return describe(self.text)


def sort_actions(actions) -> list[Action]:
    """The documented stable order: by kind (``KINDS``), then word by word."""
    return sorted(actions, key=Action.sort_key)


_INTERN: dict[str, tuple[tuple, Action]] = {}
_SORTED: dict[tuple[str, ...], tuple[list[Action], dict[str, Action]]] = {}
_SORTED_MAX = 100_000


def sorted_actions(texts) -> tuple[list[Action], dict[str, Action]]:
    """Actions for canonical texts, in the stable order; each text's Action and sort key are
    made once per process (there are a few thousand texts at most), and whole sorted lists are
    remembered by their unsorted texts, which keeps bots fast. Returns the sorted list and a
    text -> Action dict; callers must not mutate either."""
    key = tuple(texts)
    hit = _SORTED.get(key)
    if hit is not None:
        return hit
    if len(_SORTED) >= _SORTED_MAX:
        _SORTED.clear()
    items = []
    for t in texts:
        hit = _INTERN.get(t)
        if hit is None:
            a = Action(t)
            hit = _INTERN[t] = (a.sort_key(), a)
        items.append(hit)
    items.sort(key=_first)
    acts = [a for _, a in items]
    out = _SORTED[key] = (acts, {a.text: a for a in acts})
    return out


def _first(pair):
    return pair[0]



def parse(text: str) -> Action:
    """The canonical Action for a text; IllegalAction when it is no action at all."""
    if not isinstance(text, str):
        raise IllegalAction(f"an action is a text such as 'move 9', not {text!r}")
    if len(text) > 200:
        raise IllegalAction("that text is too long to be an action")
    words = text.strip().lower().split()
    if not words:
        raise IllegalAction("an empty text is no action; try one of the legal actions")
    verb = words[0]
    if verb not in VERB_KIND:
        raise IllegalAction(f"{verb!r} is not an action word; action words are: "
                            f"{', '.join(sorted(VERB_KIND))}")
    args = words[1:]
    if verb in _LIST_VERBS:
        goods = [a for a in args if a in GOOD_INDEX]
        nums = [a for a in args if a.isdigit()]
        others = [a for a in args if a not in GOOD_INDEX and not a.isdigit()]
        if others:
            raise IllegalAction(f"{others[0]!r} is neither a good ({', '.join(GOODS)}) "
                                "nor a place number")
        args = sorted(goods, key=GOOD_INDEX.__getitem__) + sorted(nums, key=int)
    return Action(" ".join([verb] + args))


def _goods_words(ws: list[str]) -> str:
    counts: dict[str, int] = {}
    for w in ws:
        counts[w] = counts.get(w, 0) + 1
    return ", ".join(f"{n} {g}" for g, n in counts.items()) or "nothing"


def describe(text: str) -> str:
    """Plain words for an action text (no game needed)."""
    w = text.split()
    v, a = w[0], w[1:]
    card = CARD_TITLES.get(a[0], a[0]) if a else ""
    simple = {
        "leave": "leave an assistant here",
        "collect": "take your assistant here back into your stack",
        "pay": "pay 2 lira to each other merchant here",
        "end": "end your turn",
        "done": "finish: play no more cards",
        "skip": "skip the place action",
        "wainwright": "pay 7 lira for a cart extension",
        "post": "take what the Post Office shows",
        "caravansary": "take 2 bonus cards, then discard 1",
        "black-market": "take a good and roll for jewelry",
        "keep": "keep the dice as rolled",
        "reroll": "roll both dice again (red mosque tile)",
        "gemstone": "buy a ruby from the Gemstone Dealer",
        "governor": "take a bonus card from the Governor",
    }
    if v in simple and not a:
        return simple[v]
    if v == "move":
        return f"move your merchant to {label(int(a[0]))}"
    if v == "warehouse":
        return f"fill the warehouse's good, and pay 2 lira for 1 {a[1]}" if a else \
            "fill up the warehouse's good"
    if v == "draw":
        return "take the top card of the draw pile" if a[0] == "deck" else \
            "take the top card of the discard pile"
    if v == "discard":
        return f"discard the {CARD_TITLES.get(a[0], a[0])} card"
    if v == "fountain":
        return "bring back your assistants from " + ", ".join(label(int(x)) for x in a)
    if v == "set-four":
        return f"set die {a[0]} to 4 (red mosque tile)"
    if v == "take":
        return "take nothing" if a[0] == "nothing" else f"take 1 {a[0]}"
    if v == "tea":
        return f"name {a[0]} and roll two dice"
    if v == "sell":
        return f"sell {_goods_words(a)}"
    if v == "police":
        return f"send your family member to {label(int(a[0]))} and do its action"
    if v == "sultan":
        extra = f" (any goods: {_goods_words(a)})" if a else ""
        return f"deliver goods to the Sultan for a ruby{extra}"
    if v == "tile":
        return f"take the {a[0]} mosque tile"
    if v == "mosque":
        return f"pay 2 lira to bring your assistant back from {label(int(a[1]))} (yellow tile)"
    if v == "catch":
        reward = "3 lira" if a[1] == "lira" else "a bonus card"
        return f"catch {a[0]}'s family member and take {reward}"
    if v == "governor":
        return "pay the Governor 2 lira" if a[0] == "pay" else \
            f"discard the {CARD_TITLES.get(a[1], a[1])} card to the Governor"
    if v == "smuggler":
        if a[0] == "pay":
            return "pay the Smuggler 2 lira"
        if a[0] == "give":
            return f"give the Smuggler 1 {a[1]}"
        return f"take 1 {a[0]} from the Smuggler"
    if v == "play":
        rest = a[1:]
        if a[0] == "one-good":
            return f"play {card}: take 1 {rest[0]}"
        if a[0] == "return-assistant":
            return f"play {card}: bring your assistant back from {label(int(rest[0]))}"
        if a[0] == "family":
            reward = "3 lira" if rest and rest[0] == "lira" else "a bonus card"
            return f"play {card}: family member to the Police Station, take {reward}"
        return f"play {card}"
    return text
