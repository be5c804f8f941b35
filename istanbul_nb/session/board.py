"""The board game at a table: what the session needs that only *Istanbul* has.

The buttons' groups and titles, the places and borders a click on the board chooses, the
place a hint is about, why a turn can only end, and the table in sentences. Everything is
read from the game's public methods, the engine's labels and the picture's choices
(``render.game_scene.click_choices`` / ``edge_actions``: the places the picture lights), so
a click means what the board shows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..engine import Action, Game, IllegalAction, MalformedAction
from ..engine.actions import KINDS
from ..engine.labels import board_label
from ..engine.phases import ASSISTANT, ENCOUNTER, MOVE, PAY
from ..i18n import Message, _, join, tr
from ..places import labelled
from ..render.game_scene import EDGE_VERBS, click_choices, edge_actions, state_lines
from .seat import SeatWords, seat_words
from .turns import TurnLine, turn_lines

#: Learner-facing names of the action kinds (``Action.kind``), in the engine's order.
KIND_TITLES: dict[str, str] = {
    # TRANSLATORS: the titles over the Table's groups of buttons (short noun phrases)
    "move": _("Move your merchant"),
    "assistant": _("Assistant"),
    "pay": _("Other merchants here"),
    "place": _("Place action"),
    "mosque": _("Mosque tile ability"),
    "encounter": _("Encounters"),
    "card": _("Bonus cards"),
    "end": _("End"),
    "other": _("Other choices"),
}


def describe(game: Game, action: Action) -> str:
    """Plain words for an action of ``game`` (``Action.describe``'s; for a verb of the game's
    own rules, which the base notation does not know, the game's ``describe``)."""
    try:
        return action.describe()
    except MalformedAction:
        return game.describe(action)


class BoardKind:
    """The session's view of a game of the board game (``ist.Game``)."""

    kind = "istanbul"
    kinds: tuple[str, ...] = (*KINDS, "other")
    #: where the "or choose the border from a list" buttons sit: after this kind's group
    borders_after = "place"
    #: the widget that shows it (a refused save names it)
    widget = "Table"
    #: the panel shown big is the seat to act's (not a sheet a person chose)
    follows_decider = False
    #: said at the end of the table in words
    footnotes: tuple[str, ...] = ()

    @staticmethod
    def accepts(game: Any) -> bool:
        return isinstance(game, Game)

    @staticmethod
    def load(text: str | bytes) -> Game:
        return Game.from_json(text)

    @staticmethod
    def name(game: Game, seat: int) -> str:
        return game.player(seat).name

    @staticmethod
    def label(game: Game, action: Action, lang: str) -> str:
        short = tr(board_label(game, action, lang), lang)
        return short[:1].upper() + short[1:]

    @staticmethod
    def words(game: Game, action: Action) -> str:
        return describe(game, action)

    def group(self, action: Action) -> str:
        return action.kind if action.kind in self.kinds else "other"

    @staticmethod
    def is_border(action: Action) -> bool:
        return action.verb in EDGE_VERBS and len(action.args) == 2

    def is_small(self, action: Action) -> bool:
        """Moves and borders are clicked on the board as well: their buttons are small."""
        return action.kind == "move" or self.is_border(action)

    def says_it_all(self, action: Action) -> bool:
        """A move's and a border's button need no "what it does" line: the board and the
        group's title say it."""
        return action.kind == "move" or action.verb in EDGE_VERBS

    @staticmethod
    def titles(game: Game, acts: Sequence[Action]) -> dict[str, str]:
        """Each group's title: the kind's, or the one a verb on offer gives its group
        (``Verb.group``: an expansion's card played like a bonus card, a second piece that
        moves); another seat's decision is titled with its name."""
        titles = dict(KIND_TITLES)
        verbs = game.rules.verbs
        for a in acts:
            verb = verbs.get(a.verb)
            if verb is not None and verb.group:
                titles[a.kind] = verb.group
        if acts and game.to_act != game.current:
            titles["place"] = _("{name}'s decision", name=game.player(game.to_act).name)
        return titles

    @staticmethod
    def places(game: Game) -> dict[int, list[Action]]:
        return click_choices(game)

    @staticmethod
    def borders(game: Game) -> dict[tuple[int, int], Action]:
        return edge_actions(game)

    @staticmethod
    def place_name(place: int) -> Message:
        """A place in a sentence of the table: "Tea House (9)" in any language."""
        return labelled(place)

    @staticmethod
    def short_region(region: int) -> str:
        return str(region)

    @staticmethod
    def hint_place(game: Game, action: Action) -> int | None:
        """The place a hint is about: the action's own place (``move 9``, ``police 4``), the
        family member's after ``police N`` this turn, else the acting merchant's place."""
        if action.place is not None:
            return action.place
        turn = game.last_turns().get(game.current)
        if turn and turn["turn"] == game.turn and any(a.startswith("police ")
                                                      for a in turn["actions"]):
            return game.player(game.current).family
        return game.player(game.current).merchant

    @staticmethod
    def parse(game: Game, text: str) -> Action:
        return game.parse(text)

    def move_note(self, game: Game) -> Message | str:
        """How a learner decides now, when nothing else is to be said."""
        if game.phase == MOVE:
            return _("Click a lit place on the board, or press a button.")
        if edge_actions(game):
            return _("Click a lit border between two places on the board (or the two places, "
                     "one after the other), or choose it from the list under the buttons.")
        return self.only_end(game)

    @staticmethod
    def only_end(game: Game) -> Message | str:
        """Why the turn can only end, when the end is the one choice left (the question says
        it for an assistant nobody can leave; here for the other moments)."""
        acts = game.legal_actions()
        if not acts or any(a.kind != "end" for a in acts):
            return ""
        here = labelled(game.player(game.current).merchant)
        if game.phase == PAY:
            try:
                game.copy(log=False).apply("pay")
            except IllegalAction as exc:
                why = exc.args[0] if exc.args else str(exc)
                if not isinstance(why, Message):  # an English reason: without its reminder
                    why = str(why).split("; now ")[0]
                return _("Your turn can only end: {reason}.", reason=why)
        if game.phase == ENCOUNTER:
            return _("Your turn can only end: the action is done and nobody at {place} is "
                     "left to meet.", place=here)
        if game.phase == ASSISTANT:
            return _("So 'End your turn' is the only button.")
        return _("Your turn can only end: nothing else is possible now.")

    @staticmethod
    def headline(game: Game, who: str) -> Message:
        if game.is_over:
            return _("Turn {turn} · the game is over", turn=game.turn)
        return _("Turn {turn} · {who} to act · phase: {phase}", turn=game.turn, who=who,
                 phase=game.phase_words)

    @staticmethod
    def question(game: Game) -> Message | str:
        if game.is_over:
            return _("Winner: {names}", names=join(game.player(s).name
                                                   for s in game.winners()))
        return game.question()

    @staticmethod
    def state_lines(game: Game, lang: str, bots: Mapping[int, str]) -> list[str]:
        return [tr(x, lang) for x in state_lines(game, lang)]

    @staticmethod
    def short(game: Game) -> str:
        """The game in one line (a table's ``repr``)."""
        # a repr: English, as Python's own (docs/i18n.md)
        lay = game.board_now.layout.name
        head = f"{game.players} players, layout {lay!r}, round {game.round}"  # i18n: not shown
        if game.is_over:
            names = " and ".join(game.player(s).name for s in game.winners())  # i18n: not shown
            return f"{head}, game over, {names} won"  # i18n: not shown
        return f"{head}, {game.player(game.to_act).name} to act"  # i18n: not shown

    @staticmethod
    def hint_line(game: Game, place: int | None, bot: str, who: str, words: str) -> Message:
        """A hint in a sentence, with where the board shows it (its place outlined)."""
        if place is None or place not in game.board.places:
            return _("Hint from {bot} for {who}: {words}.", bot=bot, who=who, words=words)
        return _("Hint from {bot} for {who}: {words}; its place is outlined in green on the "
                 "board.", bot=bot, who=who, words=words)

    @staticmethod
    def last_turns(game: Game) -> dict[int, dict]:
        """Each seat's latest turn, as the game records it (the picture's trails)."""
        return game.last_turns()

    @staticmethod
    def turns(game: Game, last: Mapping[int, dict], bots: Mapping[int, str], lang: str,
              others_decide: bool) -> tuple[TurnLine, ...]:
        """What each seat did last (the strip above the question)."""
        return turn_lines(game, last, bots, lang, others_decide)

    @staticmethod
    def seats(game: Game, bots: Mapping[int, str], lang: str) -> tuple[SeatWords, ...]:
        """Each seat's panel in words."""
        return tuple(seat_words(game, s, bots.get(s), lang) for s in range(game.players))

    @staticmethod
    def boxes(game: Game, seat: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
        return ()
