"""A seat's panel in words: its purse, rubies, cart, assistants, family, cards and mosque
tiles, and whether it decides now. The widget lays the words out (``table_panels``); the
expansions' rows come from the game's panel slices, which the widget places where a line
says (``NOTES`` after the stack, the slices' lines at the end).

Card titles and the ruby target are the game's own (``game.rules.card_titles``,
``game.ruby_target``), so an expansion's cards and target show as they should.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..i18n import N_, Message, Term, _, join, tr
from ..i18n.glossary import entries
from ..places import labelled

#: A run of a line: ("text", words), ("bold", a number), ("goods", "") where the cart's boxes
#: go, ("notes", "") where the expansions' notes on the stack go.
Run = tuple[str, str]
GOODS: Run = ("goods", "")
NOTES: Run = ("notes", "")
#: Where a run sits inside a translated sentence: the value becomes a marker the sentence is
#: cut at, so each language puts the bold number, the cart's boxes and the notes where its
#: word order wants them.
_CUT = "\x00"


def _bold(value: object) -> str:
    return f"{_CUT}bold:{value}{_CUT}"


_GOODS_AT, _NOTES_AT = f"{_CUT}goods:{_CUT}", f"{_CUT}notes:{_CUT}"


def runs(message: Message, lang: str) -> tuple[Run, ...]:
    """A sentence in ``lang`` as runs: its text, and its marked values (``_bold``, the goods
    and the notes) where the translation puts them."""
    out: list[Run] = []
    for i, part in enumerate(tr(message, lang).split(_CUT)):
        if i % 2 == 0:
            if part:
                out.append(("text", part))
        else:
            kind, _sep, value = part.partition(":")
            out.append((kind, value))
    return tuple(out)


def word(key: str) -> Any:
    """A glossary word (a ``Term``) when the glossary has ``key``, else the key itself."""
    entry = entries().get(key)
    return entry.as_term() if entry is not None else key


def card_title(card: str, title: Any) -> Any:
    """A bonus card's title: the rules' own in English, the glossary's (``card-<id>``) in
    the other languages; the rules' title alone when the glossary has no such card."""
    entry = entries().get(f"card-{card}")
    if entry is None or isinstance(title, (Message, Term)):
        return title
    return Term(str(title), {**entry.names, "en": str(title)})


def tile_name(colour: str) -> Any:
    """A mosque tile in a seat's list: its colour in English (as the panels always said), the
    glossary's whole name in the other languages ("빨간 모스크 타일")."""
    entry = entries().get(f"{colour}-mosque-tile")
    return colour if entry is None else Term(colour, {**entry.names, "en": colour})


@dataclass(frozen=True)
class SeatWords:
    """One seat's panel, in the panel's language: ``name``, ``who`` ("bot: Greedy",
    "human"), ``mark`` ("▶ to act", "▶ decides now (Red's turn)", "its turn; waits" or ""),
    ``waits`` (the mark is the waiting one), ``acting``, ``head`` (runs after the name on the
    first line: the compact panel's purse) and ``lines`` (each a tuple of runs)."""

    name: str
    who: str
    mark: str
    waits: bool
    acting: bool
    head: tuple[Run, ...]
    lines: tuple[tuple[Run, ...], ...]


def _listed(words: list[Any]) -> Message:
    return join(words) if words else _("none")


def seat_words(game: Any, seat: int, bot: str | None, lang: str,
               compact: bool = False) -> SeatWords:
    """The panel of ``seat`` in ``lang`` (``bot``: its bot's name, None for a person);
    ``compact`` puts the same facts on fewer lines (the panel under the board)."""
    p = game.player(seat)
    acting = not game.is_over and game.to_act == seat
    # another seat decides during the current seat's turn (a Kiosk pick, an auction bid)
    out_of_turn = not game.is_over and game.to_act != game.current
    waits = out_of_turn and seat == game.current
    mark = (_("its turn; waits") if waits
            else _("▶ decides now ({name}'s turn)", name=game.player(game.current).name)
            if acting and out_of_turn else _("▶ to act") if acting else "")
    placed = _listed([labelled(n) for n in sorted(p.assistants)])
    titles = game.rules.card_titles
    cards = _listed([card_title(c, titles.get(c, c)) for c in sorted(p.bonus_cards)])
    tiles = _listed([tile_name(t) for t in sorted(p.mosque_tiles)])
    purse = runs(_("Lira {lira} · Rubies {rubies} of {target}", lira=_bold(p.lira),
                   rubies=_bold(p.rubies), target=game.ruby_target), lang)
    cart = runs(_("Cart, capacity {capacity}: {goods}", capacity=p.capacity, goods=_GOODS_AT),
                lang)
    merchant, family = labelled(p.merchant), labelled(p.family)
    who = tr(_("bot: {bot}", bot=bot) if bot else _("human"), lang)
    if compact:
        stack = (N_("Merchant at {place}, {n} assistant in the stack{notes}; 5th assistant in "
                    "play · family member at {family}",
                    "Merchant at {place}, {n} assistants in the stack{notes}; 5th assistant in "
                    "play · family member at {family}", p.stack, place=merchant,
                    notes=_NOTES_AT, family=family)
                 if p.fifth_assistant else
                 N_("Merchant at {place}, {n} assistant in the stack{notes} · family member at "
                    "{family}",
                    "Merchant at {place}, {n} assistants in the stack{notes} · family member "
                    "at {family}", p.stack, place=merchant, notes=_NOTES_AT, family=family))
        return SeatWords(tr(p.name, lang), who, tr(mark, lang), waits, acting,
                         (("text", " \xa0"), *purse), (
            cart, runs(stack, lang),
            runs(_("Assistants on the board: {places} · Bonus cards: {cards} · Mosque tiles: "
                   "{tiles}", places=placed, cards=cards, tiles=tiles), lang)))
    # the count picks the plural form; its value is the bold run
    stack = (N_("Merchant at {place} with {n} assistant{notes}; 5th assistant in play",
                "Merchant at {place} with {n} assistants{notes}; 5th assistant in play",
                p.stack, n=_bold(p.stack), place=merchant, notes=_NOTES_AT)
             if p.fifth_assistant else
             N_("Merchant at {place} with {n} assistant{notes}",
                "Merchant at {place} with {n} assistants{notes}", p.stack, n=_bold(p.stack),
                place=merchant, notes=_NOTES_AT))
    return SeatWords(tr(p.name, lang), who, tr(mark, lang), waits, acting, (), (
        purse, cart, runs(stack, lang),
        runs(_("Assistants on the board: {places}", places=placed), lang),
        runs(_("Family member at {place}", place=family), lang),
        runs(_("Bonus cards: {cards}", cards=cards), lang),
        runs(_("Mosque tiles: {tiles}", tiles=tiles), lang)))

