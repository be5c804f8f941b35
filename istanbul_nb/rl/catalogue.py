"""The action catalogue: one fixed numbering of the actions of a ruleset, so "id 17" means the
same thing in every game of that ruleset and a policy can learn what it means.

Why not the index into ``game.legal_actions()``: that list changes from one moment to the next
(one state offers up to 300 actions with both expansions, and random games show over ten
thousand distinct action texts), so a policy could never learn what an index means. The
catalogue numbers *words* instead, as OpenSpiel's gin rummy and PettingZoo's chess and Hanabi
keep their spaces fixed:

- **heads** (ids ``0 .. H-1``): each verb that may stand alone (``pay``, ``end``) and each
  ``verb first-argument`` pair (``move 9``, ``play five-lira``, ``bid 17``), verbs sorted by
  name, each verb's first arguments in the word order below;
- **tokens** (ids ``H .. H+T-1``): every word that can follow the first argument (goods of a
  sale, places of a Fountain action, letters of a double move ...), written ``+word`` so that a
  token's text never equals a head's (``skip`` is a verb and also the last word of
  ``kiosk two-spice skip``);
- **STOP** (the last id, text ``STOP``): "the words chosen so far are the action". Its text is
  not ``done``, because ``done`` is a verb of both games.

A full action is its head, then one token per further word: ``sell fabric fruit fruit`` is
``sell fabric``, ``+fruit``, ``+fruit``. A decision with several parts (Fountain subsets, goods
multisets, a card with its argument) is therefore a short series of sub-decisions of the same
seat (``istanbul_nb.rl.env``), and STOP is needed only when the words so far are an action that
a longer legal action extends.

The word order (heads within a verb, and the tokens): numbers numerically, then letter spots
(``9d``, a delivered letter) by number, then other words alphabetically (upper case first).

The words come from a declared **grammar** per verb (``ISTANBUL``, ``CHOOSE_WRITE``): whether
the verb may stand alone, which domains its first argument is drawn from and which its later
words; the domains are read off the ruleset (its places, its bonus cards, the guild card
numbers, the Kiosk and Tavern tiles of its data ...). A verb with no grammar (a new expansion)
makes ``catalogue_for`` raise ``CatalogueError`` naming it: the catalogue must be extended, never
guessed. The ruleset (not the player count or the layout) fixes the catalogue: the game, its
sorted expansions and its sorted variants.

Bids run from 1 to ``MAX_BID`` (150 lira): the one gap between the engine's legal actions and
the catalogue, since lira have no upper bound. The environment's mask leaves higher bids out
(a seat can still bid 150, or pass); random play, which hoards lira, offers them now and then,
a sensible player never (over 150 lira for two bonus cards). The round-trip tests check that
nothing else is left out.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

__all__ = ["CHOOSE_WRITE", "CatalogueError", "Catalogue", "Entry", "Grammar", "ISTANBUL",
           "MAX_BID", "STOP_TEXT", "catalogue_for", "catalogue_of", "ruleset_key", "word_key"]

#: the highest bid the catalogue names (Letters' Auction House)
MAX_BID = 150
#: the text of the STOP id
STOP_TEXT = "STOP"


class CatalogueError(ValueError):
    """A ruleset the catalogue cannot number (a verb without a grammar), or a text or id that
    is no entry of the catalogue."""


@dataclass(frozen=True)
class Grammar:
    """What a verb's words may be: ``bare`` says the verb alone is an action; ``first`` and
    ``later`` name the domains of its first argument and of every word after it (a domain is a
    name in ``DOMAINS`` or a literal word written ``=word``)."""

    bare: bool = False
    first: tuple[str, ...] = ()
    later: tuple[str, ...] = ()


def _g(bare: bool = False, first: str = "", later: str = "") -> Grammar:
    return Grammar(bare, tuple(first.split()), tuple(later.split()))


#: the board game's verbs (base game, Mocha, Letters, the Great Bazaar, the variants)
ISTANBUL: dict[str, Grammar] = {
    "act": _g(first="places"),
    "auction": _g(first="goods"),
    "baksheesh": _g(first="places"),
    "barrier": _g(first="places", later="places"),
    "bid": _g(first="bids"),
    "black-market": _g(bare=True),
    "caravansary": _g(bare=True),
    "catacombs": _g(first="goods =coffee", later="places"),
    "catch": _g(first="colours", later="=card =lira"),
    "coffee-house": _g(bare=True),
    "coffee_trader": _g(bare=True, first="=free =give =pay", later="goods"),
    "collect": _g(bare=True, first="=neutral"),
    "companion": _g(first="places =place"),
    "courier": _g(bare=True, first="=discard =free =pay", later="letters"),
    "discard": _g(first="cards"),
    "discard-guild": _g(first="guild"),
    "done": _g(bare=True),
    "double": _g(first="letters", later="letters"),
    "draw": _g(first="=deck =discard"),
    "embassy": _g(bare=True),
    "end": _g(bare=True),
    "fountain": _g(bare=True, first="places", later="places"),
    "gemstone": _g(bare=True),
    "governor": _g(bare=True, first="=discard =free =pay", later="cards"),
    "guild": _g(first="guild"),
    "guild-hall": _g(bare=True),
    "keep": _g(bare=True),
    "kiosk": _g(bare=True, first="kiosk",
                later="letters goods =coffee cards =buy =card =letter =lira =sell =skip"),
    "leave": _g(bare=True),
    "leave-companion": _g(bare=True),
    "mosque": _g(first="tiles", later="places"),
    "move": _g(first="places"),
    "pass": _g(bare=True),
    "pay": _g(bare=True),
    "play": _g(first="cards",
               later="places colours goods =coffee cards figures =card =for =lira"),
    "police": _g(first="places"),
    "post": _g(bare=True),
    "reroll": _g(bare=True),
    "return-companion": _g(bare=True),
    "roast": _g(first="=card =done =guild =lira goods", later="cards guild"),
    "sell": _g(first="goods", later="goods"),
    "set-four": _g(first="dice"),
    "skip": _g(bare=True),
    "smuggler": _g(first="goods =free =give =pay", later="goods"),
    "society": _g(first="=coffee-house =gemstone =sultan", later="letters"),
    "sultan": _g(bare=True, first="goods", later="goods"),
    "take": _g(first="goods =nothing"),
    "take-companion": _g(bare=True),
    "tavern-tile": _g(first="tavern"),
    "tea": _g(first="tea"),
    "tile": _g(first="tiles"),
    "wainwright": _g(bare=True),
    "warehouse": _g(bare=True, first="=extra", later="goods"),
}

#: Istanbul: Choose & Write's verbs (docs/notation.md, its section)
CHOOSE_WRITE: dict[str, Grammar] = {
    "at": _g(first="cw_places"),
    "bonus": _g(bare=True),
    "card": _g(bare=True),
    "discard": _g(first="cw_goods_cards"),
    "done": _g(bare=True),
    "fill": _g(first="=lira goods =bonus"),
    "follow": _g(first="cw_places", later="=bonus =icon"),
    "good": _g(first="goods"),
    "guild": _g(first="cw_guild_cards"),
    "improve": _g(first="cw_places"),
    "keep": _g(first="cw_guild_cards"),
    "palace": _g(first="cw_letters", later="cw_goods_cards =with"),
    "pass": _g(bare=True),
    "play": _g(first="=hand =left =right"),
    "skip": _g(bare=True),
    "spend": _g(first="goods", later="goods cw_goods_cards =with"),
    "take": _g(first="=deck =left =right"),
}


def word_key(w: str) -> tuple[int, int, str]:
    """The catalogue's word order: numbers numerically, letter spots (``9d``) by number, then
    other words as strings."""
    if w.isdecimal():
        return (0, int(w), "")
    if len(w) > 1 and w[-1] == "d" and w[:-1].isdecimal():
        return (1, int(w[:-1]), "")
    return (2, 0, w)


# -- the domains, read off a ruleset -------------------------------------------------------------
def _istanbul_domains(rules: Any) -> dict[str, Sequence[str]]:
    """Each domain's words for one board-game ruleset (``game.rules``)."""
    from ..engine.data import GOODS, SEAT_COLOURS

    data = rules.data
    places = [str(p) for p in sorted(rules.places)]
    base = data["base"]
    tea = base["tea_house"]
    letters: list[str] = []
    if "letters" in data:
        lo, hi = data["letters"]["letters"]["places"]
        letters = [w for p in range(lo, hi + 1) for w in (str(p), f"{p}d")]
    guild: list[str] = []
    tavern: list[str] = []
    if "mocha" in data:
        lo, hi = data["mocha"]["guild_cards"]["numbers"]
        guild = [str(n) for n in range(lo, hi + 1)]
        tavern = list(data["mocha"]["tavern_tiles"]["types"])
    kiosk = [t["id"] for t in data["letters"]["kiosk_tiles"]["tiles"]] if "letters" in data \
        else []
    return {
        "places": places,
        "letters": letters,
        "goods": list(GOODS),
        "cards": list(rules.card_ids),
        "guild": guild,
        "colours": list(SEAT_COLOURS),
        "figures": sorted(rules.figures),
        "kiosk": kiosk,
        "tavern": tavern,
        "tiles": list(base["mosques"]["tile_order"]),
        "tea": [str(n) for n in range(tea["lowest"], tea["highest"] + 1)],
        "dice": ["1", "2"],
        "bids": [str(n) for n in range(1, MAX_BID + 1)],
    }


def _choose_write_domains() -> dict[str, Sequence[str]]:
    from ..choose_write.data import GOODS, LETTERS, card_index, place_order

    ids = sorted(card_index())
    return {
        "cw_places": place_order(),
        "cw_letters": list(LETTERS),
        "cw_goods_cards": [c for c in ids if c.startswith("W")],
        "cw_guild_cards": [c for c in ids if c.startswith("G")],
        "goods": list(GOODS),
    }


def _words(domains: dict[str, Sequence[str]], names: Iterable[str]) -> list[str]:
    out: set[str] = set()
    for name in names:
        if name.startswith("="):
            out.add(name[1:])
        else:
            out.update(domains[name])
    return sorted(out, key=word_key)


# -- the catalogue -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Entry:
    """One id of the catalogue: its number, its text and its kind ("head", "token", "stop")."""

    id: int
    text: str
    kind: str


class Catalogue:
    """The id space of one ruleset: heads, then tokens, then STOP (module docstring)."""

    def __init__(self, key: tuple[str, tuple[str, ...], tuple[str, ...]],
                 grammar: dict[str, Grammar], domains: dict[str, Sequence[str]]) -> None:
        self.key = key
        heads: list[str] = []
        tokens: set[str] = set()
        for verb in sorted(grammar):
            gr = grammar[verb]
            if gr.bare:
                heads.append(verb)
            heads.extend(f"{verb} {w}" for w in _words(domains, gr.first))
            tokens.update(_words(domains, gr.later))
        self.heads: tuple[str, ...] = tuple(heads)
        self.tokens: tuple[str, ...] = tuple(sorted(tokens, key=word_key))
        self.size = len(self.heads) + len(self.tokens) + 1
        self.stop = self.size - 1
        self._head_id = {h: i for i, h in enumerate(self.heads)}
        self._token_id = {t: len(self.heads) + i for i, t in enumerate(self.tokens)}
        self.verbs = frozenset(grammar)

    # -- one id ---------------------------------------------------------------------------------
    def text(self, i: int) -> str:
        """A head's text, ``+word`` for a token, ``STOP`` for the last id."""
        i = self._index(i)
        if i < len(self.heads):
            return self.heads[i]
        if i == self.stop:
            return STOP_TEXT
        return "+" + self.tokens[i - len(self.heads)]

    def kind(self, i: int) -> str:
        i = self._index(i)
        return "head" if i < len(self.heads) else "stop" if i == self.stop else "token"

    def id(self, text: str) -> int:
        """The id of a head's text (``move 9``), a token's (``+fruit``) or ``STOP``. A full
        action of several ids is refused: ``ids`` gives its sequence."""
        if not isinstance(text, str):
            raise CatalogueError(f"an entry's text is a string, not {type(text).__name__}")
        t = " ".join(text.split())
        if t == STOP_TEXT:
            return self.stop
        if t.startswith("+") and t[1:] in self._token_id:
            return self._token_id[t[1:]]
        if t in self._head_id:
            return self._head_id[t]
        words = t.split()
        if len(words) > 2 and " ".join(words[:2]) in self._head_id:
            raise CatalogueError(f"{text[:80]!r} is an action of {len(words) - 1} ids, not one "
                                 "entry: use action_ids(text) for its sequence")
        raise CatalogueError(f"{text[:80]!r} is no entry of this catalogue (a head such as "
                             f"'{self.heads[0]}', a token such as '+{self.tokens[0]}' or "
                             f"'{STOP_TEXT}')" if self.tokens else
                             f"{text[:80]!r} is no entry of this catalogue")

    def _index(self, i: Any) -> int:
        try:
            n = int(i)
        except (TypeError, ValueError):
            raise CatalogueError(f"an id is a whole number, not {i!r}") from None
        if n != i or isinstance(i, bool) or not 0 <= n < self.size:
            raise CatalogueError(f"id {i!r} is outside the catalogue's 0..{self.size - 1}")
        return n

    # -- a whole action -------------------------------------------------------------------------
    def ids(self, text: str) -> list[int]:
        """The ids of a full action text, head first, one token per further word (no STOP:
        the environment asks for it only when a longer legal action extends the words)."""
        words = text.split() if isinstance(text, str) else []
        if not words:
            raise CatalogueError(f"an action text is words, not {text!r}")
        if len(words) == 1:
            head = self._head_id.get(words[0])
            if head is None:
                raise CatalogueError(f"{words[0]!r} is no verb that stands alone here")
            return [head]
        head = self._head_id.get(f"{words[0]} {words[1]}")
        if head is None:
            raise CatalogueError(f"{' '.join(words[:2])!r} is no head of this catalogue "
                                 f"(verb {words[0]!r} with first word {words[1]!r})")
        out = [head]
        for w in words[2:]:
            tok = self._token_id.get(w)
            if tok is None:
                raise CatalogueError(f"{w!r} (in {text[:80]!r}) is no token of this catalogue")
            out.append(tok)
        return out

    def words(self, i: int) -> list[str]:
        """The words an id adds (a head: one or two; a token: one; STOP: none)."""
        i = self._index(i)
        if i < len(self.heads):
            return self.heads[i].split()
        if i == self.stop:
            return []
        return [self.tokens[i - len(self.heads)]]

    def head_of(self, words: Sequence[str]) -> int | None:
        """The head id that starts an action of these words (None when there is none)."""
        return self._head_id.get(words[0] if len(words) == 1 else f"{words[0]} {words[1]}")

    def token_of(self, word: str) -> int | None:
        return self._token_id.get(word)

    def table(self) -> list[Entry]:
        """Every entry: id, text, kind."""
        return [Entry(i, self.text(i), self.kind(i)) for i in range(self.size)]

    def __len__(self) -> int:
        return self.size

    def __repr__(self) -> str:
        game, exps, vars_ = self.key
        what = "+".join((game, *exps, *vars_))
        return (f"<Catalogue {what}: {len(self.heads)} heads, {len(self.tokens)} tokens, "
                f"STOP = {self.stop}>")


def ruleset_key(game: Any) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """The ruleset a game plays by: the game's kind, its sorted expansions and variants."""
    if game.kind == "choose_write":
        return ("choose_write", (), ())
    cfg = game.config
    return ("istanbul", tuple(sorted(cfg.expansions)), tuple(sorted(cfg.variants)))


_CACHE: dict[tuple, Catalogue] = {}


def catalogue_for(game: Any) -> Catalogue:
    """The catalogue of a game's ruleset (made once per ruleset). A verb of the ruleset with no
    grammar here raises ``CatalogueError`` naming it."""
    key = ruleset_key(game)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    if key[0] == "choose_write":
        hit = Catalogue(key, CHOOSE_WRITE, _choose_write_domains())
    else:
        rules = game.rules
        missing = sorted(set(rules.verbs) - set(ISTANBUL))
        if missing:
            raise CatalogueError(
                "the action catalogue has no grammar for the verb(s) " + ", ".join(missing)
                + ": add them to istanbul_nb.rl.catalogue.ISTANBUL (what their first argument "
                  "and later words may be)")
        grammar = {v: ISTANBUL[v] for v in rules.verbs}
        hit = Catalogue(key, grammar, _istanbul_domains(rules))
    _CACHE[key] = hit
    return hit


@lru_cache(maxsize=64)
def _probe(kind: str, expansions: tuple[str, ...], variants: tuple[str, ...]) -> Any:
    if kind == "choose_write":
        from ..choose_write import new_game as cw_new_game

        return cw_new_game(players=1, seed=1)
    from ..engine import new_game

    return new_game(players=3, seed=1, expansions=expansions, variants=variants)


def catalogue_of(game: Any = None, *, kind: str = "istanbul", expansions: Sequence[str] = (),
                 variants: Sequence[str] = ()) -> Catalogue:
    """The catalogue of a game, or of a ruleset named by its parts."""
    if game is not None:
        return catalogue_for(game)
    return catalogue_for(_probe(kind, tuple(expansions), tuple(variants)))

