"""*Choose & Write* at a table: what the session needs that only the sheet game has.

The buttons' groups and titles, what a click on a region of the Game Plan chooses (the same
mapping the picture lights: ``render.choose_write.seat_choices``), and the table and each
seat in sentences (read through the game's public methods).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..choose_write import Action, Game
from ..choose_write.data import GOODS, card, place_name
from ..engine.labels import cw_label
from ..render.choose_write import RECONSTRUCTED_NOTE, seat_choices

#: The action kinds (``Action.kind``) in the game's order, and their titles over the buttons.
KINDS: tuple[str, ...] = ("play", "place", "follow", "choice", "take", "other")
KIND_TITLES: dict[str, str] = {
    "play": "Play a card", "place": "Choose the action (free for you)",
    "follow": "Follow the card", "choice": "Choose", "take": "Take a Location card",
    "other": "Other",
}


def _and(words: list[str]) -> str:
    if not words:
        return "none"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def cards_lines(game: Game, seat: int) -> list[str]:
    """The cards a seat holds, in words: the Location cards in hand, the Guild cards with
    their cost and text, the Goods cards with their two goods."""
    sh = game.sheet(seat)
    hand = [f"{card(c)['place']} {place_name(card(c)['place'])}" for c in sh.hand]
    guild = [f"{c} (costs {card(c)['cost']} lira: {card(c)['seed_text']})"
             for c in sh.guild_cards]
    goods = [f"{c} ({' + '.join(card(c)['goods'])})" for c in sh.goods_cards]
    return [f"Hand: {_and(hand)}.", f"Guild cards: {_and(guild)}.",
            f"Goods cards (payment only): {_and(goods)}."]


def table_lines(game: Game) -> list[str]:
    """What lies on the table, in words: the display, the palace letters, the Caravan card
    (read through the game's public methods; the decks' sizes are not among them)."""
    shown = [f"{side} {p} {place_name(p)}" for side, p in zip(("left", "right"),
                                                             game.display, strict=False)]
    palace = [f"{letter} asks {' '.join(goods)}" if goods else f"{letter}: no Ruby card left"
              for letter, goods in game.palace().items()]
    lines = [f"Display: {_and(shown)}.", "Sultan's Palace: " + "; ".join(palace) + "."]
    if not game.is_over:
        lines.append(f"Caravan card {game.caravan}: {card(game.caravan)['seed_text']}")
    if game.challenge is not None:
        r = game.challenge_result()
        column = (f"enough for column {r.column}" if r.column is not None
                  else "the table's columns start at 10")
        lines.append(f"Solo challenge {r.number}: {r.text}: "
                     f"{'met' if r.condition else 'not met yet'}; {r.rubies} rubies, {column}.")
    return lines


def seat_line(game: Game, seat: int, bot: str | None = None) -> str:
    """One seat in a sentence: rubies, lira, goods, bonus actions, cards (``bot``: its bot's
    name)."""
    sh = game.sheet(seat)
    goods = ", ".join(f"{sh.goods[g]} {g}" for g in GOODS)
    who = f"{sh.name} ({bot})" if bot is not None else sh.name
    start = ", start player" if sh.start else ""
    return (f"{who}{start}: {sh.rubies} rubies, {sh.lira} lira, {goods}, {sh.bonus} bonus "
            f"action{'s' if sh.bonus != 1 else ''} to use, {len(sh.hand)} Location card(s), "
            f"{len(sh.guild_cards)} Guild card(s), {len(sh.goods_cards)} Goods card(s).")


class SheetKind:
    """The session's view of a game of Choose & Write (``cw.Game``)."""

    kind = "choose_write"
    kinds = KINDS
    borders_after = "other"
    widget = "ChooseWriteTable"
    follows_decider = True
    footnotes: tuple[str, ...] = (RECONSTRUCTED_NOTE + ".",)

    @staticmethod
    def hint_where(game: Game, place: int | None) -> str:
        return " (its button is green)"

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
        return (("On the table", tuple(table_lines(game))),
                (f"{game.names[seat]}'s cards", tuple(cards_lines(game, seat))))

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
        short = cw_label(game, action)
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
            for k in ("follow", "choice"):
                titles[k] = f"{game.names[game.to_act]}'s decision: {KIND_TITLES[k].lower()}"
        return titles

    @staticmethod
    def places(game: Game) -> dict[str, list[str]]:
        """Region of the deciding seat's sheet -> the action texts a click on it could mean."""
        return seat_choices(game, game.to_act)

    @staticmethod
    def borders(game: Game) -> dict[tuple[int, int], Any]:
        return {}

    @staticmethod
    def place_name(region: Any, lang: str) -> str:
        return str(region).replace("place-", "place ").replace("goods-", "the ")

    @staticmethod
    def hint_place(game: Game, action: Action) -> int | None:
        return None

    @staticmethod
    def parse(game: Game, text: str) -> Action:
        return game.parse(text)

    @staticmethod
    def move_note(game: Game) -> str:
        if seat_choices(game, game.to_act):
            return "Click a lit place or section of your sheet, or press a button."
        return "Press a button."

    @staticmethod
    def headline(game: Game, who: str) -> str:
        if game.is_over:
            return f"Turn {game.turn} · the game is over"
        return f"Turn {game.turn} · round {game.round} · {who} to act"

    @staticmethod
    def question(game: Game) -> str:
        return game.question()

    @staticmethod
    def state_lines(game: Game, lang: str, bots: Mapping[int, str]) -> list[str]:
        return [*table_lines(game), *(seat_line(game, s, bots.get(s))
                                      for s in range(game.players))]

    @staticmethod
    def short(game: Game) -> str:
        state = ("game over, " + " and ".join(game.names[s] for s in game.winners()) + " won"
                 if game.is_over else f"{game.names[game.to_act]} to act")
        seats = "solo" if game.players == 1 else f"{game.players} players"
        return f"{seats}, turn {game.turn}, {state}"


#: Under each small sheet: how to read it full size.
THUMB_NOTE = "a thumbnail: press this name under Big sheet to read it full size"
#: Where the Game Plan comes from (a fold of the table).
SOURCE_NOTE = (f"{RECONSTRUCTED_NOTE}: the printed Game Plan is not public; its map and its "
               "box counts are this project's reconstruction, with the seed's two facts (the "
               "neighbours of 8 are 4, 9, 13, B, D; the Catacombs 12 have none).")
