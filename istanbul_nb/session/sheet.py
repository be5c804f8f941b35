"""*Choose & Write* at a table: what the session needs that only the sheet game has.

The buttons' groups and titles, what a click on a region of the Game Plan chooses (the same
mapping the picture lights: ``render.choose_write.seat_choices``), and the table and each
seat in sentences (read through the game's public methods).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..choose_write import Action, Game
from ..choose_write.data import GOODS, card
from ..choose_write.words import card_text, place_term
from ..engine.labels import cw_label
from ..i18n import N_, Message, _, join, tr
from ..render.choose_write import RECONSTRUCTED_NOTE, seat_choices
from .seat import word

#: The action kinds (``Action.kind``) in the game's order, and their titles over the buttons.
KINDS: tuple[str, ...] = ("play", "place", "follow", "choice", "take", "other")
KIND_TITLES: dict[str, str] = {
    # TRANSLATORS: the titles over the Choose & Write table's groups of buttons
    "play": _("Play a card"), "place": _("Choose the action (free for you)"),
    "follow": _("Follow the card"), "choice": _("Choose"), "take": _("Take a Location card"),
    "other": _("Other"),
}


def _and(words: list[object]) -> object:
    """Words as a list in a sentence: "a, b and c" (each language's own "and")."""
    if not words:
        return _("none")
    if len(words) == 1:
        return words[0]
    return _("{items} and {last}", items=join(words[:-1]), last=words[-1])


def cards_lines(game: Game, seat: int) -> list[str]:
    """The cards a seat holds, in words (messages): the Location cards in hand, the Guild
    cards with their cost and text, the Goods cards with their two goods."""
    sh = game.sheet(seat)
    hand = [_("{number} {name}", number=card(c)["place"], name=place_term(card(c)["place"]))
            for c in sh.hand]
    guild = [_("{card} (costs {cost} lira: {text})", card=c, cost=card(c)["cost"],
               text=card_text(c)) for c in sh.guild_cards]
    goods = [_("{card} ({goods})", card=c, goods=join((word(g) for g in card(c)["goods"]),
                                                      " + ")) for c in sh.goods_cards]
    return [_("Hand: {cards}.", cards=_and(list(hand))),
            _("Guild cards: {cards}.", cards=_and(list(guild))),
            _("Goods cards (payment only): {cards}.", cards=_and(list(goods)))]


def table_lines(game: Game) -> list[str]:
    """What lies on the table, in words (messages): the display, the palace letters, the
    Caravan card (read through the game's public methods; the decks' sizes are not among
    them)."""
    shown = [_("left {number} {name}", number=p, name=place_term(p)) if i == 0
             else _("right {number} {name}", number=p, name=place_term(p))
             for i, p in enumerate(game.display[:2])]
    palace = [_("{letter} asks {goods}", letter=letter, goods=join((word(g) for g in goods),
                                                                   " "))
              if goods else _("{letter}: no Ruby card left", letter=letter)
              for letter, goods in game.palace().items()]
    lines: list[str] = [_("Display: {cards}.", cards=_and(list(shown))),
             _("Sultan's Palace: {letters}.", letters=join(palace, "; "))]
    if not game.is_over:
        lines.append(_("Caravan card {card}: {text}", card=game.caravan,
                       text=card_text(game.caravan)))
    if game.challenge is not None:
        r = game.challenge_result()
        column = (_("enough for column {column}", column=r.column) if r.column is not None
                  else _("the table's columns start at 10"))
        values = {"number": r.number, "text": r.text, "rubies": r.rubies, "column": column}
        lines.append(_("Solo challenge {number}: {text}: met; {rubies} rubies, {column}.",
                       **values) if r.condition else
                     _("Solo challenge {number}: {text}: not met yet; {rubies} rubies, "
                       "{column}.", **values))
    return lines


def seat_line(game: Game, seat: int, bot: str | None = None) -> str:
    """One seat in a sentence (a message): rubies, lira, goods, bonus actions, cards
    (``bot``: its bot's name)."""
    sh = game.sheet(seat)
    goods = join(_("{n} {good}", n=sh.goods[g], good=word(g)) for g in GOODS)
    who = f"{sh.name} ({bot})" if bot is not None else sh.name
    values = {"who": who, "rubies": sh.rubies, "lira": sh.lira, "goods": goods,
              "hand": len(sh.hand), "guild": len(sh.guild_cards),
              "goods_cards": len(sh.goods_cards)}
    if sh.start:
        return N_("{who}, start player: {rubies} rubies, {lira} lira, {goods}, {n} bonus action "
                  "to use, {hand} Location card(s), {guild} Guild card(s), {goods_cards} Goods "
                  "card(s).",
                  "{who}, start player: {rubies} rubies, {lira} lira, {goods}, {n} bonus "
                  "actions to use, {hand} Location card(s), {guild} Guild card(s), "
                  "{goods_cards} Goods card(s).", sh.bonus, **values)
    return N_("{who}: {rubies} rubies, {lira} lira, {goods}, {n} bonus action to use, {hand} "
              "Location card(s), {guild} Guild card(s), {goods_cards} Goods card(s).",
              "{who}: {rubies} rubies, {lira} lira, {goods}, {n} bonus actions to use, {hand} "
              "Location card(s), {guild} Guild card(s), {goods_cards} Goods card(s).",
              sh.bonus, **values)


class SheetKind:
    """The session's view of a game of Choose & Write (``cw.Game``)."""

    kind = "choose_write"
    kinds = KINDS
    borders_after = "other"
    widget = "ChooseWriteTable"
    follows_decider = True
    footnotes: tuple[str, ...] = (_("{note}.", note=RECONSTRUCTED_NOTE),)

    @staticmethod
    def hint_line(game: Game, place: int | None, bot: str, who: str, words: str) -> Message:
        return _("Hint from {bot} for {who}: {words} (its button is green).", bot=bot, who=who,
                 words=words)

    @staticmethod
    def short_region(region: str) -> str:
        """A lit region in a list of them ("8", "goods-spice", "bonus")."""
        return region.replace("place-", "")

    @staticmethod
    def last_turns(game: Game) -> dict[int, dict]:
        return {}

    @staticmethod
    def turns(game: Game, last: Mapping[int, dict], bots: Mapping[int, str], lang: str,
              others_decide: bool) -> tuple:
        """The sheet game tells the bots' decisions instead (``TableView.recent``)."""
        return ()

    @staticmethod
    def seats(game: Game, bots: Mapping[int, str], lang: str) -> tuple:
        """A seat is its sheet (drawn), its cards and its line in words (``boxes``)."""
        return ()

    @staticmethod
    def boxes(game: Game, seat: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """What lies on the table, and the shown seat's cards, each under its title."""
        return ((_("On the table"), tuple(table_lines(game))),
                (_("{name}'s cards", name=game.names[seat]), tuple(cards_lines(game, seat))))

    @staticmethod
    def accepts(game: Any) -> bool:
        return isinstance(game, Game)

    @staticmethod
    def load(text: str | bytes) -> Game:
        return Game.from_json(text)

    @staticmethod
    def name(game: Game, seat: int) -> str:
        return game.names[seat]

    @staticmethod
    def label(game: Game, action: Action, lang: str) -> str:
        short = tr(cw_label(game, action), lang)
        return short[:1].upper() + short[1:]

    @staticmethod
    def words(game: Game, action: Action) -> str:
        return game.describe(action)

    def group(self, action: Action) -> str:
        return action.kind if action.kind in self.kinds else "other"

    @staticmethod
    def is_border(action: Action) -> bool:
        return False

    @staticmethod
    def is_small(action: Action) -> bool:
        return False

    @staticmethod
    def says_it_all(action: Action) -> bool:
        return False

    @staticmethod
    def titles(game: Game, acts: Sequence[Action]) -> dict[str, str]:
        """Each group's title; another seat's following decision is titled with its name."""
        titles = dict(KIND_TITLES)
        if acts and game.to_act != game.current:
            name = game.names[game.to_act]
            titles["follow"] = _("{name}'s decision: follow the card", name=name)
            titles["choice"] = _("{name}'s decision: choose", name=name)
        return titles

    @staticmethod
    def places(game: Game) -> dict[str, list[str]]:
        """Region of the deciding seat's sheet -> the action texts a click on it could mean."""
        return seat_choices(game, game.to_act)

    @staticmethod
    def borders(game: Game) -> dict[tuple[int, int], Any]:
        return {}

    @staticmethod
    def place_name(region: Any) -> Any:
        """A region of the sheet in a sentence: "place 8", "the spice", "lira"."""
        text = str(region)
        if text.startswith("place-"):
            return _("place {number}", number=text[len("place-"):])
        if text.startswith("goods-"):
            return _("the {good}", good=word(text[len("goods-"):]))
        return {"lira": _("lira"), "amulet": _("amulet"), "bonus": _("bonus")}.get(text, text)

    @staticmethod
    def hint_place(game: Game, action: Action) -> int | None:
        return None

    @staticmethod
    def parse(game: Game, text: str) -> Action:
        return game.parse(text)

    @staticmethod
    def move_note(game: Game) -> Message:
        if seat_choices(game, game.to_act):
            return _("Click a lit place or section of your sheet, or press a button.")
        return _("Press a button.")

    @staticmethod
    def headline(game: Game, who: str) -> Message:
        if game.is_over:
            return _("Turn {turn} · the game is over", turn=game.turn)
        return _("Turn {turn} · round {round} · {who} to act", turn=game.turn, round=game.round,
                 who=who)

    @staticmethod
    def question(game: Game) -> str:
        return game.question()

    @staticmethod
    def state_lines(game: Game, lang: str, bots: Mapping[int, str]) -> list[str]:
        return [*table_lines(game), *(seat_line(game, s, bots.get(s))
                                      for s in range(game.players))]

    @staticmethod
    def short(game: Game) -> str:
        # a repr: English, as Python's own (docs/i18n.md)
        won = " and ".join(game.names[s] for s in game.winners())  # i18n: not shown
        state = (f"game over, {won} won" if game.is_over  # i18n: not shown
                 else f"{game.names[game.to_act]} to act")  # i18n: not shown
        seats = "solo" if game.players == 1 else f"{game.players} players"
        return f"{seats}, turn {game.turn}, {state}"


#: Under each small sheet: how to read it full size.
THUMB_NOTE = _("a thumbnail: press this name under Big sheet to read it full size")
#: Where the Game Plan comes from (a fold of the table).
SOURCE_NOTE = _("{note}: the printed Game Plan is not public; its map and its box counts are "
                "this project's reconstruction, with the seed's two facts (the neighbours of 8 "
                "are 4, 9, 13, B, D; the Catacombs 12 have none).", note=RECONSTRUCTED_NOTE)
