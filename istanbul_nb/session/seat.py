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

from ..places import label

#: A run of a line: ("text", words), ("bold", a number), ("goods", "") where the cart's boxes
#: go, ("notes", "") where the expansions' notes on the stack go.
Run = tuple[str, str]
GOODS: Run = ("goods", "")
NOTES: Run = ("notes", "")


@dataclass(frozen=True)
class SeatWords:
    """One seat's panel: ``name``, ``who`` ("bot: Greedy", "human"), ``mark`` ("▶ to act",
    "▶ decides now (Red's turn)", "its turn; waits" or ""), ``waits`` (the mark is the
    waiting one), ``acting``, ``head`` (runs after the name on the first line: the compact
    panel's purse) and ``lines`` (each a tuple of runs)."""

    name: str
    who: str
    mark: str
    waits: bool
    acting: bool
    head: tuple[Run, ...]
    lines: tuple[tuple[Run, ...], ...]


def _listed(words: list[str]) -> str:
    return ", ".join(words) or "none"


def seat_words(game: Any, seat: int, bot: str | None, lang: str,
               compact: bool = False) -> SeatWords:
    """The panel of ``seat`` (``bot``: its bot's name, None for a person); ``compact`` puts
    the same facts on fewer lines (the panel under the board)."""
    p = game.player(seat)
    acting = not game.is_over and game.to_act == seat
    # another seat decides during the current seat's turn (a Kiosk pick, an auction bid)
    out_of_turn = not game.is_over and game.to_act != game.current
    waits = out_of_turn and seat == game.current
    mark = ("its turn; waits" if waits
            else f"▶ decides now ({game.player(game.current).name}'s turn)"
            if acting and out_of_turn else "▶ to act" if acting else "")
    placed = _listed([label(n, lang) for n in sorted(p.assistants)])
    titles = game.rules.card_titles
    cards = _listed([titles.get(c, c) for c in sorted(p.bonus_cards)])
    tiles = _listed(sorted(p.mosque_tiles))
    fifth = "; 5th assistant in play" if p.fifth_assistant else ""
    many = "s" if p.stack != 1 else ""
    purse: tuple[Run, ...] = (("text", "Lira "), ("bold", str(p.lira)), ("text", " · Rubies "),
                              ("bold", str(p.rubies)), ("text", f" of {game.ruby_target}"))
    cart: tuple[Run, ...] = (("text", f"Cart, capacity {p.capacity}: "), GOODS)
    merchant, family = label(p.merchant, lang), label(p.family, lang)
    if compact:
        return SeatWords(p.name, f"bot: {bot}" if bot else "human", mark, waits, acting,
                         (("text", " \xa0"), *purse), (
            cart,
            (("text", f"Merchant at {merchant}, {p.stack} assistant{many} in the stack"),
             NOTES, ("text", f"{fifth} · family member at {family}")),
            (("text", f"Assistants on the board: {placed} · Bonus cards: {cards} · Mosque "
                      f"tiles: {tiles}"),)))
    return SeatWords(p.name, f"bot: {bot}" if bot else "human", mark, waits, acting, (), (
        purse, cart,
        (("text", f"Merchant at {merchant} with "), ("bold", str(p.stack)),
         ("text", f" assistant{many}"), NOTES, ("text", fifth)),
        (("text", f"Assistants on the board: {placed}"),),
        (("text", f"Family member at {family}"),),
        (("text", f"Bonus cards: {cards}"),),
        (("text", f"Mosque tiles: {tiles}"),)))
