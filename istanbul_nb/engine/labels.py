"""Short button labels for actions, of the board game and of *Choose & Write*.

A button shows a few words ("family → Small Market (11)", "G07: palace C, 1 good, fill 1");
its tooltip and the "what it does" line keep the game's whole sentence (``game.describe``).
The labels are built from an action's verb and arguments and from the games' public data
(place names, card titles, Kiosk tiles, guild cards), never by cutting the engine's sentences,
so a change of wording in a description cannot break a label. Each label has at most
``LIMIT`` characters and names what tells the actions of one decision apart (the place, the
card, the good, the amount).

Pure Python: no widget imports, so the apps, the command line and the tests can all use it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from functools import lru_cache
from importlib import resources
from typing import Any

from ..places import label as place_label
from ..places import name as place_name

GOODS = ("fabric", "spice", "fruit", "jewelry")
#: The longest label (characters): about 265 CSS pixels at the buttons' 15 px, which the
#: Table's controls column (300 px at its narrowest) holds on one line.
LIMIT = 32


def fit(*candidates: str) -> str:
    """The first candidate that fits ``LIMIT`` (richest first), else the last one."""
    for text in candidates:
        if len(text) <= LIMIT:
            return text
    return candidates[-1]


def short_place(n: str | int, lang: str) -> str:
    """A place's name without its number ("Small Market")."""
    try:
        return place_name(int(n), lang)
    except (ValueError, KeyError, TypeError):
        return str(n)


def place(n: str | int, lang: str) -> str:
    """A place's name with its number ("Small Market (11)")."""
    try:
        return place_label(int(n), lang)
    except (ValueError, KeyError, TypeError):
        return str(n)


def letter(word: str) -> str:
    """A letter in a double move or a trade: "2" -> "2", "16d" -> "16 (sent)"."""
    return f"{word[:-1]} (sent)" if word.endswith("d") else word


def compact(items: list[str]) -> str:
    """Goods and coffee as the board's two letters ("Fa", "Co"), "for" as an arrow."""
    out: list[list] = []  # [word, times] runs: "coffee coffee" -> "2 Co"
    for x in items:
        word = x[:2].capitalize() if x in GOODS or x == "coffee" else \
            "→" if x == "for" else words(x)
        if out and out[-1][0] == word and word != "→":
            out[-1][1] += 1
        else:
            out.append([word, 1])
    return " ".join(f"{n} {w}" if n > 1 else w for w, n in out)


def words(word: str) -> str:
    """An identifier in words: "guild-hall" -> "guild hall"."""
    return word.replace("_", " ").replace("-", " ")


def card(game: Any, cid: str) -> str:
    """A card's title; where two cards of the game share one (Mocha's and Letters' 'Dice
    reward' in the Great Bazaar) the id's words follow, so their buttons differ."""
    titles = getattr(game.rules, "card_titles", {})
    title = str(titles.get(cid, words(cid)))
    if sum(1 for t in titles.values() if t == title) > 1:
        return f"{title} · {words(cid)}"
    return title


def seat(game: Any, colour: str) -> str:
    """A seat by its name when short, else by its colour word."""
    for s in range(game.players):
        view = game.player(s)
        if view.colour == colour and len(view.name) <= 10:
            return str(view.name)
    return colour


# -- the board game ------------------------------------------------------------------------------
#: (game, the action's arguments, language) -> the label (``ruleset.Label``)
Label = Callable[[Any, list[str], str], str]


def _move(game: Any, a: list[str], lang: str) -> str:
    return place(a[0], lang)




def _police(game: Any, a: list[str], lang: str) -> str:
    return fit(f"family → {place(a[0], lang)}", f"family → {short_place(a[0], lang)}",
               f"family → {a[0]}")


def _fountain(game: Any, a: list[str], lang: str) -> str:
    if len(a) == 1:
        return fit(f"back from {place(a[0], lang)}", f"back from {short_place(a[0], lang)}")
    return fit("back from " + ", ".join(a), "back: " + " ".join(a))




def play_card(game: Any, a: list[str], lang: str) -> str:
    """``play <card> <its words>``: the card's title and what it is played for."""
    title = card(game, a[0])
    rest = a[1:]
    if not rest:
        return fit(f"play {title}", title, a[0])
    if a[0] == "return-assistant":
        return fit(f"{title}: {short_place(rest[0], lang)}",
                   f"assistant ← {short_place(rest[0], lang)}", f"assistant ← {rest[0]}")
    if a[0] == "family":
        reward = "3 lira" if rest[0] == "lira" else "bonus card"
        return fit(f"{title}: {reward}", f"family card: {reward}")
    return fit(f"{title}: {' '.join(words(x) for x in rest)}",
               f"{title}: {compact(rest)}", f"{a[0]}: {compact(rest)}")


def _mosque(game: Any, a: list[str], lang: str) -> str:
    where = a[1] if len(a) > 1 else ""
    return fit(f"{a[0]} tile: back from {short_place(where, lang)}",
               f"back from {place(where, lang)}", f"back from {short_place(where, lang)}",
               f"{a[0]} tile: back from {where}")




def thing(game: Any, word: str, lang: str) -> str:
    """A good, a card or a letter given in a Kiosk trade, in a word or two."""
    titles = getattr(game.rules, "card_titles", {})
    if word in titles:
        return str(titles[word])
    if word.rstrip("d").isdigit():
        return f"letter {letter(word)}"
    return word




def _catch(game: Any, a: list[str], lang: str) -> str:
    reward = "3 lira" if a[1:] == ["lira"] else "bonus card"
    return fit(f"catch {seat(game, a[0])}: {reward}", f"catch {a[0]}: {reward}")


def _governor(game: Any, a: list[str], lang: str) -> str:
    if not a:
        return "Governor: bonus card"
    if a[0] == "pay":
        return "Governor: pay lira"
    if a[0] == "discard" and len(a) > 1:
        return fit(f"Governor: give {card(game, a[1])}", f"give {card(game, a[1])}",
                   f"Governor: give {a[1]}")
    return fit(f"Governor: {' '.join(a)}")


def figure(name: str, gift: str) -> Label:
    """A Courier or a Coffee Trader: take, pay, or give something instead."""
    def make(game: Any, a: list[str], lang: str) -> str:
        if not a:
            return f"{name}: {gift}"
        if a[0] == "pay":
            return f"{name}: pay lira"
        if a[0] in GOODS and len(a) == 1:
            return f"{name}: 1 {a[0]}"
        if a[0] in ("give", "discard") and len(a) > 1:
            what = thing(game, a[1], lang)
            return fit(f"{name}: give {what}", f"give {what}", f"{name}: give {a[1]}")
        return fit(f"{name}: {' '.join(a)}")
    return make




def goods(prefix: str) -> Label:
    def make(game: Any, a: list[str], lang: str) -> str:
        return fit(prefix + ", ".join(a), prefix + " ".join(x[:3] for x in a))
    return make


def const(text: str) -> Label:
    return lambda game, a, lang: text


#: The base game's verbs' labels (``base.install`` gives them to its verbs; an expansion gives
#: its own verbs theirs: ``Ruleset.add_labels``).
BASE: dict[str, Label] = {
    "move": _move, "police": _police, "fountain": _fountain, "play": play_card,
    "mosque": _mosque, "catch": _catch, "governor": _governor,
    "smuggler": figure("Smuggler", "1 good"),
    "sell": goods("sell "),
    "sultan": goods("ruby for "),
    "discard": lambda g, a, lang: fit(f"discard {card(g, a[0])}", f"discard {a[0]}"),
    "tile": lambda g, a, lang: f"{a[0]} mosque tile",
    "take": lambda g, a, lang: "take nothing" if a == ["nothing"] else f"take 1 {a[0]}",
    "tea": lambda g, a, lang: f"name {a[0]} and roll",
    "draw": lambda g, a, lang: ("top of the discard pile" if a == ["discard"]
                                else "top of the draw pile"),
    "set-four": lambda g, a, lang: f"set die {a[0]} to 4",
    "warehouse": lambda g, a, lang: (f"fill up, buy 1 {a[1]}" if a[:1] == ["extra"]
                                     and len(a) > 1 else "fill up the warehouse"),
    "collect": const("take your assistant back"),
    "leave": const("leave an assistant here"),
    "pay": const("pay the merchants here"),
    "end": const("end your turn"),
    "skip": const("skip the place action"),
    "keep": const("keep the dice"),
    "reroll": const("roll again"),
    "post": const("take what the Post Office shows"),
    "black-market": const("a good, roll for jewelry"),
    "caravansary": const("2 bonus cards, discard 1"),
    "gemstone": const("buy a ruby"),
    "wainwright": const("cart extension"),
}

def board_label(game: Any, action: Any, lang: str = "en") -> str:
    """A short label for an action of the board game (``game.legal_actions()`` entries):
    its verb's ``label`` (``Verb.label``, given by the rules that add the verb), else the
    action's own words (verb and arguments)."""
    args = [str(x) for x in action.args]
    verb = game.rules.verbs.get(action.verb)
    make = None if verb is None else verb.label
    if make is not None:
        try:
            return make(game, args, lang)
        except (IndexError, ValueError, KeyError):
            pass
    return fit(" ".join([words(action.verb), *args]),
               " ".join([words(action.verb), compact(args)]), action.text)


# -- Choose & Write ------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def _cw_data() -> dict[str, Any]:
    """The *Choose & Write* components (the package's data file, read here: the engine layer
    imports nothing of ``choose_write``)."""
    text = resources.files("istanbul_nb").joinpath("data/choose_write.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def _cw_card_place(card_id: str) -> str:
    """The place a Location card shows."""
    for c in _cw_data()["location_cards"]:
        if c["id"] == card_id:
            return str(c["place"])
    return card_id


def _cw_place(n: str) -> str:
    found = _cw_data()["places"].get(n)
    return fit(f"{n} {found['name']}", n) if found else n


_EFFECT: dict[str, Callable[[Any], str]] = {
    "goods": lambda v: f"{v} good{'s' if v != 1 else ''}",
    "improvement": lambda v: "improvement",
    "fill": lambda v: f"fill {v}",
    "different": lambda v: f"{v} different goods",
    "lira": lambda v: f"{v} lira",
    "palace": lambda v: f"palace {v[0]}" if len(v) == 1 else "a palace action",
    "guild_card": lambda v: "Guild card",
    "goods_card": lambda v: f"{v} Goods card{'s' if v != 1 else ''}",
    "spend_any": lambda v: f"spend {v} goods",
    "ruby": lambda v: "ruby",
    "discard_goods_card": lambda v: "discard a card",
}


def _guild_card(cid: str) -> str:
    """A Guild card by its id and what it gives, as far as the label holds."""
    cards = {c["id"]: c for c in _cw_data()["guild_cards"]}
    parts = []
    for effect in cards.get(cid, {}).get("effects", []):
        for key, value in sorted(effect.items()):
            parts.append(_EFFECT[key](value) if key in _EFFECT else words(key))
    text = f"{cid}: "
    for i, part in enumerate(parts):
        more = f" +{len(parts) - i - 1}" if i < len(parts) - 1 else ""
        step = (", " if i else "") + part
        if len(text + step + more) > LIMIT:
            return text + f" +{len(parts) - i}" if i else cid
        text += step
    return text


def _cw_cards(a: list[str]) -> str:
    """Goods cards used in a payment: "with W04 W16"."""
    return " with " + "+".join(a[a.index("with") + 1:]) if "with" in a else ""


def cw_label(game: Any, action: Any) -> str:
    """A short label for an action of *Choose & Write* (``game.legal_actions()`` entries)."""
    verb, *a = str(action.text).split()
    if verb in ("play", "take") and a:
        if a[0] == "deck":
            return "from the deck"
        if a[0] == "hand":
            hand = game.sheet(game.to_act).hand
            return fit(f"your hand: {_cw_place(_cw_card_place(hand[0]))}",
                       f"hand: {_cw_card_place(hand[0])}") if hand else "your hand"
        shown, i = game.display, 0 if a[0] == "left" else 1
        if i < len(shown):
            return fit(f"display {a[0]}: {_cw_place(shown[i])}",
                       f"{a[0]}: {_cw_place(shown[i])}", f"display {a[0]}: {shown[i]}")
    if verb == "at" and a:
        return _cw_place(a[0])
    if verb == "follow" and len(a) == 2:
        full, mid, cost = (("an action icon", "an icon", "icon") if a[1] == "icon"
                           else ("a bonus action", "a bonus", "bonus"))
        where = _cw_place(a[0])
        return fit(f"{where}, crossing {full}", f"{where}, crossing {mid}",
                   f"{where} ({cost})", f"{a[0]} ({cost})")
    if verb == "bonus":
        return "take a bonus action instead"
    if verb == "guild" and a:
        return _guild_card(a[0])
    if verb == "keep" and a:
        return f"keep {_guild_card(a[0])}" if len(_guild_card(a[0])) <= LIMIT - 5 \
            else f"keep {a[0]}"
    if verb == "discard" and a:
        return f"discard {a[0]}"
    if verb == "improve" and a:
        return fit(f"improve {_cw_place(a[0])}", f"improve {a[0]}")
    if verb == "fill" and a:
        return f"fill a {a[0]} space"
    if verb == "good" and a:
        return f"take {a[0]}"
    if verb == "palace" and a:
        return fit(f"palace {a[0]}{_cw_cards(a)}", f"palace {a[0]} +cards")
    if verb == "spend" and a:
        spent = a[:a.index("with")] if "with" in a else a
        short = " ".join(g[:2].capitalize() for g in spent)
        return fit(f"spend {' '.join(spent)}{_cw_cards(a)}", f"spend {short}{_cw_cards(a)}",
                   f"spend {short} +{'+'.join(a[len(spent) + 1:])}")
    fixed = {"pass": "pass", "skip": "skip the palace", "done": "no more improvements",
             "card": "take a Goods card"}
    if verb in fixed and not a:
        return fixed[verb]
    return fit(" ".join([verb, *a]))


def labels(game: Any, actions: Sequence[Any], lang: str = "en") -> list[str]:
    """The labels of ``actions`` of either game, in order."""
    if hasattr(game, "rules"):
        return [board_label(game, a, lang) for a in actions]
    return [cw_label(game, a) for a in actions]


__all__ = ["BASE", "GOODS", "LIMIT", "Label", "board_label", "card", "compact", "const",
           "cw_label", "figure", "fit", "goods", "labels", "letter", "place", "play_card",
           "seat", "short_place", "thing", "words"]
