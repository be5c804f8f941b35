"""Short button labels for actions, of the board game and of *Choose & Write*.

A button shows a few words ("family → Small Market (11)", "G07: palace C, 1 good, fill 1");
its tooltip and the "what it does" line keep the game's whole sentence (``game.describe``).
The labels are built from an action's verb and arguments and from the games' public data
(place names, card titles, Kiosk tiles, guild cards), never by cutting the engine's sentences,
so a change of wording in a description cannot break a label. Each label is at most ``LIMIT``
columns wide in the language it is shown in (a Korean or Chinese character takes two: ``width``)
and names what tells the actions of one decision apart (the place, the card, the good, the
amount).

Every word is a catalogue message (``i18n``) and every word of the game a glossary term, so a
label reads in any language: the helpers return messages and terms (English as a ``str``),
``fit`` chooses the richest candidate that fits in the language asked for, and ``board_label``
/ ``cw_label`` give the text in that language (or, without one, the message).

Pure Python: no widget imports, so the apps, the command line and the tests can all use it.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from ..i18n import N_, Term, _, check_language, join, tr
from ..i18n.glossary import entries
from ..places import labelled as place_labelled
from ..places import term as place_term

GOODS = ("fabric", "spice", "fruit", "jewelry")
#: The widest label (columns; a Korean or Chinese character is two): about 265 CSS pixels at
#: the buttons' 15 px, which the Table's controls column (300 px at its narrowest) holds on one
#: line.
LIMIT = 32


def width(text: str) -> int:
    """The columns ``text`` takes: East Asian wide and fullwidth characters (Hangul, Han) take
    two, as a browser draws them about twice as wide as a Latin letter."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in str(text))


def fit(*candidates: str, lang: str | None = None) -> str:
    """The first candidate whose text in ``lang`` (None: the session's default) is at most
    ``LIMIT`` columns wide (richest first), else the last one; the candidate itself is
    returned, a message still translatable."""
    for text in candidates:
        if width(tr(text, lang)) <= LIMIT:
            return text
    return candidates[-1]


@cache
def _terms() -> dict[str, Term]:
    """The glossary's terms by their English word (lower case)."""
    return {e.names["en"].lower(): e.as_term() for e in entries().values()}


def game_word(word: str) -> str:
    """A word of the game (a good, a figure, a card's title) as the glossary's term, which a
    message translates; a word the glossary does not hold stays as it is."""
    found = _terms().get(str(word).lower())
    if found is None:
        return word
    return Term(str(word), found.names)


def short_place(n: str | int, lang: str | None = None) -> str:
    """A place's name without its number ("Small Market"), as a term."""
    try:
        return place_term(int(n))
    except (ValueError, KeyError, TypeError):
        return str(n)


def place(n: str | int, lang: str | None = None) -> str:
    """A place's name with its number ("Small Market (11)"), as a message."""
    try:
        return place_labelled(int(n))
    except (ValueError, KeyError, TypeError):
        return str(n)


def letter(word: str) -> str:
    """A letter in a double move or a trade: "2" -> "2", "16d" -> "16 (sent)"."""
    if word.endswith("d"):
        # TRANSLATORS: a letter tile on a button: its number, and that it was sent
        return _("{number} (sent)", number=word[:-1])
    return word


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
    """An identifier in words: "guild-hall" -> "guild hall" (the glossary's term when it has
    one)."""
    return game_word(word.replace("_", " ").replace("-", " "))


def card(game: Any, cid: str) -> str:
    """A card's title (a term); where two cards of the game share one (Mocha's and Letters'
    'Dice reward' in the Great Bazaar) the id's words follow, so their buttons differ."""
    titles = getattr(game.rules, "card_titles", {})
    title = str(titles.get(cid, cid.replace("_", " ").replace("-", " ")))
    if sum(1 for t in titles.values() if t == title) > 1:
        # TRANSLATORS: a card's title and its id's words, when two cards share the title
        return _("{title} · {id}", title=game_word(title), id=cid.replace("-", " "))
    return game_word(title)


def seat(game: Any, colour: str) -> str:
    """A seat by its name when short, else by its colour word."""
    for s in range(game.players):
        view = game.player(s)
        if view.colour == colour and len(view.name) <= 10:
            return str(view.name)
    return colour


def good(word: str) -> str:
    """A good (or coffee) as the glossary's term."""
    return game_word(word)


def _text(label: str, lang: str | None) -> str:
    """What a label function gives, in ``lang`` when one is asked for (else the message)."""
    return label if lang is None else tr(label, lang)


# -- the board game ------------------------------------------------------------------------------
# Every message below is a button's label: TRANSLATORS get the note "a button, at most 32
# columns (a Korean or Chinese character takes 2)"; Korean labels are short noun phrases.

#: (game, the action's arguments, language) -> the label (``ruleset.Label``)
Label = Callable[[Any, list[str], str], str]


def _move(game: Any, a: list[str], lang: str) -> str:
    return place(a[0], lang)


def _police(game: Any, a: list[str], lang: str) -> str:
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): send the family
    # member to {place}
    return fit(_("family → {place}", place=place(a[0], lang)),
               _("family → {place}", place=short_place(a[0], lang)),
               _("family → {place}", place=a[0]), lang=lang)


def _fountain(game: Any, a: list[str], lang: str) -> str:
    if len(a) == 1:
        # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): bring the
        # assistant back from {place}
        return fit(_("back from {place}", place=place(a[0], lang)),
                   _("back from {place}", place=short_place(a[0], lang)), lang=lang)
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): bring the assistants
    # back from the places numbered {places}
    return fit(_("back from {places}", places=join(a)),
               # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): as "back
               # from {places}", shorter
               _("back: {places}", places=" ".join(a)), lang=lang)


def play_card(game: Any, a: list[str], lang: str) -> str:
    """``play <card> <its words>``: the card's title and what it is played for."""
    title = card(game, a[0])
    rest = a[1:]
    if not rest:
        # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): play the bonus
        # card {card}
        return fit(_("play {card}", card=title), title, a[0], lang=lang)
    if a[0] == "return-assistant":
        # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): a card and the
        # place it is played for
        return fit(_("{card}: {place}", card=title, place=short_place(rest[0], lang)),
                   # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): an
                   # assistant comes back from {place}
                   _("assistant ← {place}", place=short_place(rest[0], lang)),
                   _("assistant ← {place}", place=rest[0]), lang=lang)
    if a[0] == "family":
        # TRANSLATORS: a button's reward (a few columns): 3 lira
        reward = _("3 lira") if rest[0] == "lira" else _("bonus card")
        # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): a card and what
        # it brings
        return fit(_("{card}: {reward}", card=title, reward=reward),
                   # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): the
                   # family card and what it brings
                   _("family card: {reward}", reward=reward), lang=lang)
    return fit(_("{card}: {what}", card=title, what=join([words(x) for x in rest], " ")),
               _("{card}: {what}", card=title, what=compact(rest)),
               _("{card}: {what}", card=a[0], what=compact(rest)), lang=lang)


#: the mosque tiles by colour, on a button: the whole tile, and in a button's first words
_TILES = {
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): take this mosque tile
    "red": _("red mosque tile"), "green": _("green mosque tile"),
    "blue": _("blue mosque tile"), "yellow": _("yellow mosque tile"),
}
_TILE_HEADS = {
    # TRANSLATORS: a button's first words (a few columns): the mosque tile of that colour
    "red": _("red tile"), "green": _("green tile"), "blue": _("blue tile"),
    "yellow": _("yellow tile"),
}


def _mosque(game: Any, a: list[str], lang: str) -> str:
    where = a[1] if len(a) > 1 else ""
    tile = _TILE_HEADS.get(a[0], a[0])
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): the yellow mosque
    # tile brings an assistant back from {place}
    return fit(_("{tile}: back from {place}", tile=tile, place=short_place(where, lang)),
               _("back from {place}", place=place(where, lang)),
               _("back from {place}", place=short_place(where, lang)),
               _("{tile}: back from {place}", tile=tile, place=where), lang=lang)


def thing(game: Any, word: str, lang: str) -> str:
    """A good, a card or a letter given in a Kiosk trade, in a word or two."""
    titles = getattr(game.rules, "card_titles", {})
    if word in titles:
        return game_word(str(titles[word]))
    if word.rstrip("d").isdigit():
        # TRANSLATORS: a button's part (a few columns): the letter tile numbered {number}
        return _("letter {number}", number=letter(word))
    return good(word)


def _catch(game: Any, a: list[str], lang: str) -> str:
    reward = _("3 lira") if a[1:] == ["lira"] else _("bonus card")
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): catch {who}'s family
    # member and take {reward}
    return fit(_("catch {who}: {reward}", who=seat(game, a[0]), reward=reward),
               _("catch {who}: {reward}", who=a[0], reward=reward), lang=lang)


def _governor(game: Any, a: list[str], lang: str) -> str:
    gov = game_word("Governor")
    if not a:
        # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): take a bonus
        # card from {figure} (the Governor)
        return fit(_("{figure}: bonus card", figure=gov), lang=lang)
    if a[0] == "pay":
        # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): pay {figure}
        # lira (for the card)
        return fit(_("{figure}: pay lira", figure=gov), lang=lang)
    if a[0] == "discard" and len(a) > 1:
        # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): give {figure}
        # the card {card}
        return fit(_("{figure}: give {card}", figure=gov, card=card(game, a[1])),
                   # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): give
                   # the card {card}
                   _("give {card}", card=card(game, a[1])),
                   _("{figure}: give {card}", figure=gov, card=a[1]),
                   _("give {card}", card=a[1]), lang=lang)
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): a figure and the
    # words of the action (notation)
    return fit(_("{figure}: {what}", figure=gov, what=" ".join(a)), lang=lang)


def figure(name: str, gift: str) -> Label:
    """A Courier or a Coffee Trader: take, pay, or give something instead (``name`` and
    ``gift`` are words of the game or messages: "Smuggler", "1 good")."""
    def make(game: Any, a: list[str], lang: str) -> str:
        who = game_word(name)
        if not a:
            # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): what
            # {figure} gives ("Smuggler: 1 good")
            return fit(_("{figure}: {gift}", figure=who, gift=gift), lang=lang)
        if a[0] == "pay":
            return fit(_("{figure}: pay lira", figure=who), lang=lang)
        if a[0] in GOODS and len(a) == 1:
            # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): take 1 of
            # {good} from {figure}
            return fit(_("{figure}: 1 {good}", figure=who, good=good(a[0])), lang=lang)
        if a[0] in ("give", "discard") and len(a) > 1:
            what = thing(game, a[1], lang)
            # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): give
            # {figure} {what} (a good, a card or a letter)
            return fit(_("{figure}: give {what}", figure=who, what=what),
                       # TRANSLATORS: a button (at most 32 columns; CJK characters take 2)
                       _("give {what}", what=what),
                       _("{figure}: give {what}", figure=who, what=a[1]),
                       _("give {what}", what=a[1]), lang=lang)
        return fit(_("{figure}: {what}", figure=who, what=" ".join(a)), lang=lang)
    return make


def goods(prefix: str) -> Label:
    """Goods to sell or to deliver: ``prefix`` names the verb ("sell", "ruby for")."""
    def make(game: Any, a: list[str], lang: str) -> str:
        many = join([good(x) for x in a])
        short = " ".join(x[:3] for x in a)
        if prefix.strip() == "sell":
            # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): sell the
            # goods {what} at a market
            return fit(_("sell {what}", what=many), _("sell {what}", what=short),
                       lang=lang)
        if prefix.strip() == "ruby for":  # i18n: not shown (the verb's key)
            # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): a ruby at
            # the Sultan's Palace for the goods {what}
            return fit(_("ruby for {what}", what=many), _("ruby for {what}", what=short),
                       lang=lang)
        # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): an action word
        # and the goods it names
        return fit(_("{verb} {what}", verb=words(prefix.strip()), what=many),
                   _("{verb} {what}", verb=words(prefix.strip()), what=short), lang=lang)
    return make


def const(text: str) -> Label:
    """A label that is always the same message."""
    return lambda game, a, lang: text


def _tile(game: Any, a: list[str], lang: str) -> str:
    return _TILES[a[0]] if a[0] in _TILES else fit(_("{verb} {what}", verb=words("tile"),
                                                      what=a[0]), lang=lang)


def _take(game: Any, a: list[str], lang: str) -> str:
    if a == ["nothing"]:
        # TRANSLATORS: a button (at most 32 columns; CJK characters take 2)
        return _("take nothing")
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): take 1 of {good}
    return fit(_("take 1 {good}", good=good(a[0])), lang=lang)


def _warehouse(game: Any, a: list[str], lang: str) -> str:
    if a[:1] == ["extra"] and len(a) > 1:
        # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): fill up at the
        # warehouse and buy 1 more {good} (the green mosque tile)
        return fit(_("fill up, buy 1 {good}", good=good(a[1])), lang=lang)
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2)
    return _("fill up the warehouse")


def _draw(game: Any, a: list[str], lang: str) -> str:
    if a == ["discard"]:
        # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): take the top card
        # of the discard pile
        return _("top of the discard pile")
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): take the top card of
    # the draw pile
    return _("top of the draw pile")


#: The base game's verbs' labels (``base.install`` gives them to its verbs; an expansion gives
#: its own verbs theirs: ``Ruleset.add_labels``).
BASE: dict[str, Label] = {
    "move": _move, "police": _police, "fountain": _fountain, "play": play_card,
    "mosque": _mosque, "catch": _catch, "governor": _governor,
    # TRANSLATORS: a button's part (a few columns): what the Smuggler gives
    "smuggler": figure("Smuggler", _("1 good")),
    "sell": goods("sell "),
    "sultan": goods("ruby for "),  # i18n: not shown (the key of the message below)
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): discard the card
    # {card}
    "discard": lambda g, a, lang: fit(_("discard {card}", card=card(g, a[0])),
                                      _("discard {card}", card=a[0]), lang=lang),
    "tile": _tile,
    "take": _take,
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): name the number {n}
    # at the Tea House and roll the dice
    "tea": lambda g, a, lang: _("name {n} and roll", n=a[0]),
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): turn die {die} to 4
    # (the red mosque tile)
    "set-four": lambda g, a, lang: _("set die {die} to 4", die=a[0]),
    "draw": _draw,
    "warehouse": _warehouse,
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2)
    "collect": const(_("take your assistant back")),
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2)
    "leave": const(_("leave an assistant here")),
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2)
    "pay": const(_("pay the merchants here")),
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2)
    "end": const(_("end your turn")),
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2)
    "skip": const(_("skip the place action")),
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): keep the dice as rolled
    "keep": const(_("keep the dice")),
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): roll both dice again
    "reroll": const(_("roll again")),
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2)
    "post": const(_("take what the Post Office shows")),
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): the Black Market's
    # action: take a good and roll for jewelry
    "black-market": const(_("a good, roll for jewelry")),
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): the Caravansary's
    # action: take 2 bonus cards and discard 1
    "caravansary": const(_("2 bonus cards, discard 1")),
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2)
    "gemstone": const(_("buy a ruby")),
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): buy a cart extension
    "wainwright": const(_("cart extension")),
}


def board_label(game: Any, action: Any, lang: str | None = None) -> str:
    """A short label for an action of the board game (``game.legal_actions()`` entries):
    its verb's ``label`` (``Verb.label``, given by the rules that add the verb), else the
    action's own words (verb and arguments). In ``lang`` when given (the text, at most
    ``LIMIT`` columns); without it the message, fitted for the session's language."""
    code = check_language(lang)
    args = [str(x) for x in action.args]
    verb = game.rules.verbs.get(action.verb)
    make = None if verb is None else verb.label
    if make is not None:
        try:
            return _text(make(game, args, code), lang)
        except (IndexError, ValueError, KeyError):
            pass
    if not args:
        return _text(fit(words(action.verb), action.text, lang=code), lang)
    # TRANSLATORS: a button (at most 32 columns; CJK characters take 2): an action's word and
    # its arguments (notation)
    return _text(fit(_("{verb} {what}", verb=words(action.verb), what=" ".join(args)),
                     _("{verb} {what}", verb=words(action.verb), what=compact(args)),
                     action.text, lang=code), lang)


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


def _cw_place(n: str, lang: str | None = None) -> str:
    """A place of the Game Plan by its number and name ("8 Tea House"), or its number."""
    found = _cw_data()["places"].get(n)
    if not found:
        return n
    # TRANSLATORS: a button's part: a place of the Choose & Write Game Plan, its number first
    return fit(_("{number} {place}", number=n, place=game_word(found["name"])), n, lang=lang)


def _n_goods(v: Any) -> str:
    # TRANSLATORS: a Guild card's effect on a button (a few columns)
    return N_("{n} good", "{n} goods", v) if isinstance(v, int) else _("{n} goods", n=v)


_EFFECT: dict[str, Callable[[Any], str]] = {
    "goods": _n_goods,
    # TRANSLATORS: a Guild card's effect on a button (a few columns): take an improvement
    "improvement": lambda v: _("improvement"),
    # TRANSLATORS: a Guild card's effect on a button (a few columns): fill in {n} spaces
    "fill": lambda v: _("fill {n}", n=v),
    # TRANSLATORS: a Guild card's effect on a button (a few columns)
    "different": lambda v: _("{n} different goods", n=v),
    # TRANSLATORS: a Guild card's effect on a button (a few columns)
    "lira": lambda v: _("{n} lira", n=v),
    # TRANSLATORS: a Guild card's effect on a button (a few columns): the palace {palace}'s
    # action, or any palace's
    "palace": lambda v: _("palace {palace}", palace=v[0]) if len(v) == 1
    else _("a palace action"),
    # TRANSLATORS: a Guild card's effect on a button (a few columns)
    "guild_card": lambda v: _("Guild card"),
    # TRANSLATORS: a Guild card's effect on a button (a few columns)
    "goods_card": lambda v: N_("{n} Goods card", "{n} Goods cards", v),
    # TRANSLATORS: a Guild card's effect on a button (a few columns)
    "spend_any": lambda v: _("spend {n} goods", n=v),
    # TRANSLATORS: a Guild card's effect on a button (a few columns)
    "ruby": lambda v: _("ruby"),
    # TRANSLATORS: a Guild card's effect on a button (a few columns): discard a Goods card
    "discard_goods_card": lambda v: _("discard a card"),
}


def _guild_card(cid: str, lang: str | None = None) -> str:
    """A Guild card by its id and what it gives, as far as the label holds ("G07: palace C, 1
    good, fill 1", "G07: palace C +2")."""
    cards = {c["id"]: c for c in _cw_data()["guild_cards"]}
    parts = []
    for effect in cards.get(cid, {}).get("effects", []):
        for key, value in sorted(effect.items()):
            parts.append(_EFFECT[key](value) if key in _EFFECT else words(key))
    best = cid
    for i in range(len(parts), 0, -1):
        shown = join(parts[:i])
        if i < len(parts):
            # TRANSLATORS: a button: a Guild card's id, its first effects and how many more
            # it has ("G07: palace C +2")
            text = _("{card}: {effects} +{more}", card=cid, effects=shown, more=len(parts) - i)
        else:
            # TRANSLATORS: a button: a Guild card's id and its effects ("G01: 2 goods,
            # improvement")
            text = _("{card}: {effects}", card=cid, effects=shown)
        if width(tr(text, lang)) <= LIMIT:
            return text
    return best


def _cw_cards(a: list[str]) -> list[str]:
    """Goods cards used in a payment (after "with")."""
    return a[a.index("with") + 1:] if "with" in a else []


def _with(text: str, cards: list[str]) -> str:
    """A payment's label and the Goods cards it uses: "palace A with W04+W16"."""
    if not cards:
        return text
    # TRANSLATORS: a button: a payment and the Goods cards it uses ("palace A with W04+W16")
    return _("{what} with {cards}", what=text, cards="+".join(cards))


def cw_label(game: Any, action: Any, lang: str | None = None) -> str:
    """A short label for an action of *Choose & Write* (``game.legal_actions()`` entries): in
    ``lang`` when given (the text, at most ``LIMIT`` columns); without it the message, fitted
    for the session's language."""
    code = check_language(lang)
    return _text(_cw_label(game, action, code), lang)


def _cw_label(game: Any, action: Any, lang: str) -> str:
    verb, *a = str(action.text).split()
    if verb in ("play", "take") and a:
        if a[0] == "deck":
            # TRANSLATORS: a Choose & Write button: take the Location card from the deck
            return _("from the deck")
        if a[0] == "hand":
            hand = game.sheet(game.to_act).hand
            if not hand:
                # TRANSLATORS: a Choose & Write button: the Location card in your hand
                return _("your hand")
            # TRANSLATORS: a Choose & Write button: the Location card in your hand and its place
            return fit(_("your hand: {place}", place=_cw_place(_cw_card_place(hand[0]), lang)),
                       # TRANSLATORS: a Choose & Write button (shorter): the card in your hand
                       _("hand: {place}", place=_cw_card_place(hand[0])), lang=lang)
        shown, i = game.display, 0 if a[0] == "left" else 1
        if i < len(shown):
            side = _("left") if a[0] == "left" else _("right")
            # TRANSLATORS: a Choose & Write button: the face-up card on the {side} ("left" or
            # "right") of the display and its place
            return fit(_("display {side}: {place}", side=side, place=_cw_place(shown[i], lang)),
                       # TRANSLATORS: a Choose & Write button (shorter): as "display {side}:
                       # {place}"
                       _("{side}: {place}", side=side, place=_cw_place(shown[i], lang)),
                       _("display {side}: {place}", side=side, place=shown[i]), lang=lang)
    if verb == "at" and a:
        return _cw_place(a[0], lang)
    if verb == "follow" and len(a) == 2:
        where = _cw_place(a[0], lang)
        if a[1] == "icon":
            # TRANSLATORS: a Choose & Write button: go to {place}, crossing an action icon
            return fit(_("{place}, crossing an action icon", place=where),
                       # TRANSLATORS: a Choose & Write button (shorter)
                       _("{place}, crossing an icon", place=where),
                       # TRANSLATORS: a Choose & Write button (shortest): the cost is an icon
                       _("{place} (icon)", place=where), _("{place} (icon)", place=a[0]),
                       lang=lang)
        # TRANSLATORS: a Choose & Write button: go to {place}, crossing a bonus action
        return fit(_("{place}, crossing a bonus action", place=where),
                   # TRANSLATORS: a Choose & Write button (shorter)
                   _("{place}, crossing a bonus", place=where),
                   # TRANSLATORS: a Choose & Write button (shortest): the cost is a bonus action
                   _("{place} (bonus)", place=where), _("{place} (bonus)", place=a[0]),
                   lang=lang)
    if verb == "bonus":
        # TRANSLATORS: a Choose & Write button
        return _("take a bonus action instead")
    if verb == "guild" and a:
        return _guild_card(a[0], lang)
    if verb == "keep" and a:
        # TRANSLATORS: a Choose & Write button: keep the Guild card {card}
        return fit(_("keep {card}", card=_guild_card(a[0], lang)), _("keep {card}", card=a[0]),
                   lang=lang)
    if verb == "discard" and a:
        # TRANSLATORS: a Choose & Write button: discard the card {card}
        return _("discard {card}", card=a[0])
    if verb == "improve" and a:
        # TRANSLATORS: a Choose & Write button: improve the place {place}
        return fit(_("improve {place}", place=_cw_place(a[0], lang)),
                   _("improve {place}", place=a[0]), lang=lang)
    if verb == "fill" and a:
        # TRANSLATORS: a Choose & Write button: fill in a space of the kind {kind}
        return _("fill a {kind} space", kind=words(a[0]))
    if verb == "good" and a:
        # TRANSLATORS: a Choose & Write button: take {good}
        return _("take {good}", good=good(a[0]))
    if verb == "palace" and a:
        cards = _cw_cards(a)
        # TRANSLATORS: a Choose & Write button: the action of the palace {palace}
        return fit(_with(_("palace {palace}", palace=a[0]), cards),
                   # TRANSLATORS: a Choose & Write button: the palace's action, paid with cards
                   _("palace {palace} +cards", palace=a[0]), lang=lang)
    if verb == "spend" and a:
        spent = a[:a.index("with")] if "with" in a else a
        cards = _cw_cards(a)
        short = " ".join(g[:2].capitalize() for g in spent)
        # TRANSLATORS: a Choose & Write button: spend the goods {what}
        return fit(_with(_("spend {what}", what=join([good(g) for g in spent], " ")), cards),
                   _with(_("spend {what}", what=short), cards),
                   # TRANSLATORS: a Choose & Write button: spend the goods, paid with the Goods
                   # cards {cards}
                   _("spend {what} +{cards}", what=short, cards="+".join(cards)), lang=lang)
    fixed = {
        # TRANSLATORS: a Choose & Write button
        "pass": _("pass"),
        # TRANSLATORS: a Choose & Write button: do no palace action
        "skip": _("skip the palace"),
        # TRANSLATORS: a Choose & Write button
        "done": _("no more improvements"),
        # TRANSLATORS: a Choose & Write button
        "card": _("take a Goods card"),
    }
    if verb in fixed and not a:
        return fixed[verb]
    return fit(" ".join([verb, *a]), lang=lang)


def labels(game: Any, actions: Sequence[Any], lang: str | None = None) -> list[str]:
    """The labels of ``actions`` of either game, in order (in ``lang`` when given)."""
    if hasattr(game, "rules"):
        return [board_label(game, a, lang) for a in actions]
    return [cw_label(game, a, lang) for a in actions]


__all__ = ["BASE", "GOODS", "LIMIT", "Label", "board_label", "card", "compact", "const",
           "cw_label", "figure", "fit", "game_word", "good", "goods", "labels", "letter", "place",
           "play_card", "seat", "short_place", "thing", "width", "words"]
