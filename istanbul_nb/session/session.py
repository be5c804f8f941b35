"""``Session``: a game at a table, headless: the bots and their pace, undo and redo, replay and
branching, hints, the teacher's dice, save and load, and what a click means.

A widget (``widgets.Table``), the Voilà app or the command line drives the same session and
draws its ``view()``; the session holds every rule of the table and every sentence a learner
reads, so a widget only lays out and routes events. A method that changes the session refuses
bad input with the engine's ``IllegalAction`` (or a ``ValueError``) in plain words, changes
nothing, and leaves the refusal as the session's message.

Bots play at once here (``run_bots``, or after a learner's decision when ``auto_play`` is on).
A widget that paces them on an event loop sets ``paced`` while it handles a click: the session
then leaves the bots' answer to the widget (``wants_pacing``), which calls ``bot_step`` at its
pace and sets ``pacing`` while it does.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..core.errors import IllegalAction
from ..i18n import N_, _, check_language, join, language
from . import clicks, showing
from .board import BoardKind
from .kind import TableKind
from .panels import build_panel
from .showing import bot_name
from .view import HintMark, TableView
from .words import Ended, parse_dice, plain_reason, reason

#: Seconds between two bot decisions when a widget paces the bots.
PACE = 0.7
#: Bot decisions made at once before the table stops and asks for 'Step bot'.
MAX_BOT_ACTIONS = 5000


def check_bots(bots: Mapping[int, object], players: int) -> dict[int, Any]:
    """``bots`` keyed by seat 0 to ``players - 1``, each with a ``choose(game)`` method; a
    clear ValueError otherwise."""
    out: dict[int, Any] = {}
    for seat, bot in sorted(bots.items()):
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError(f"bots are keyed by seat 0 to {players - 1}, not {seat!r}")
        if not callable(getattr(bot, "choose", None)):
            raise ValueError(f"the bot for seat {seat} needs a choose(game) method")
        out[seat] = bot
    return out


def check_pace(pace: object) -> float:
    if isinstance(pace, bool) or not isinstance(pace, (int, float)) or not 0 <= pace <= 10:
        raise ValueError(f"pace is the seconds between two bot decisions (0 to 10), not {pace!r}")
    return float(pace)


def _kind_of(game: Any) -> TableKind:
    """The session's helper for the game's kind (the board game; Choose & Write)."""
    if BoardKind.accepts(game):
        return BoardKind()
    from .sheet import SheetKind

    if SheetKind.accepts(game):
        return SheetKind()
    raise ValueError(f"a table session needs a game (istanbul_nb.new_game(...) or "
                     f"istanbul_nb.choose_write.new_game(...)), not {game!r}")


class Session:
    """One game at a table. ``bots={seat: bot}``; ``hint_bot`` answers ``explain(game)``
    (by default the kit's greedy bot); ``auto_play`` (default: on when a person sits at the
    table) lets the bots answer a learner's decision; ``pace`` is for a widget that paces
    them; ``panel(rules)`` gives the game's panel rows (by default ``panels.build_panel`` for
    a game with rules, the board game: its expansions' rows, choice notes and deeds).
    ``lang``: the language of every text the session gives (None: ``i18n.language()``, the
    kit's default when the session is made); settable later (``session.lang = "ko"``)."""

    def __init__(self, game: Any, bots: Mapping[int, object] | None = None,
                 hint_bot: object | None = None, auto_play: bool | None = None,
                 pace: float = PACE, lang: str | None = None,
                 panel: Callable[[Any], Any] | None = None) -> None:
        #: what this kind of game adds at a table (``kind.TableKind``)
        self.game_kind: TableKind = _kind_of(game)
        self._game = game
        self.seats = game.players
        self.bots: dict[int, Any] = check_bots(dict(bots or {}), game.players)
        if hint_bot is not None and not callable(getattr(hint_bot, "explain", None)):
            raise ValueError("hint_bot needs an explain(game) -> (action, reason) method")
        self._pace = check_pace(pace)
        self.hint_bot: Any = hint_bot
        self.auto_play = len(self.bots) < game.players if auto_play is None else bool(auto_play)
        self._lang = check_language(lang if lang is not None else language())
        self.panel = panel if panel is not None else (
            build_panel if hasattr(game, "rules") else None)
        #: set by a widget: it handles a click and paces the bots' answer itself
        self.paced = False
        #: set by a widget: the bots play at its pace now
        self.pacing = False
        self._redo: list[str] = []
        self._hinted: str | None = None
        self._hint_mark: HintMark | None = None
        self._note: tuple[tuple[str, ...], str, str] = ((), "info", "")
        self._step: int | None = None  # the replayed step; None: the live game
        self._replayed: tuple[tuple, Any] | None = None
        self._picked: int | None = None  # the first of two places chosen for a border
        self._both: list[str] = []  # a clicked place's several choices, lit as buttons
        self._recent: list[str] = []  # the bots' decisions since the learner's last one
        self._seat = showing.first_seat(self)  # the seat shown big (Choose & Write's sheet)
        self._decider: int | None = None
        if self.bots_follow():
            self._play_bots()

    # -- what a widget reads -----------------------------------------------------------------
    @property
    def game(self) -> Any:
        """The live game (a new object after ``load_json`` or ``play_from_here``)."""
        return self._game

    @property
    def live(self) -> bool:
        return self._step is None or self._step >= len(self._game.history())

    @property
    def step(self) -> int:
        """The step shown: the replayed one, or the number of decisions so far."""
        n = len(self._game.history())
        return n if self.live else min(n, self._step or 0)

    @property
    def shown(self) -> Any:
        """The game as the table shows it: the live one, or a replayed step of it."""
        if self.live:
            return self._game
        n, k = len(self._game.history()), self.step
        key = (id(self._game), n, k)
        if self._replayed is None or self._replayed[0] != key:
            self._replayed = (key, self._game.at_step(k))
        return self._replayed[1]

    @property
    def lang(self) -> str:
        """The language of the table's texts ("en", "ko", "zh-Hant", "de"); setting another
        code (or an alias such as "ko-KR") switches every text of the next ``view()``; an
        unknown one is a ValueError and changes nothing."""
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        self._lang = check_language(value)

    @property
    def pace(self) -> float:
        return self._pace

    @pace.setter
    def pace(self, value: float) -> None:
        self._pace = check_pace(value)

    def to_json(self) -> str:
        """The live game as JSON (``load_json`` reads it back)."""
        return self._game.to_json()

    def short(self) -> str:
        """The table in one line (a widget's ``repr``)."""
        n = len(self._game.history())
        replay = "" if self.live else f", showing step {self.step} of {n}"  # i18n: not shown
        return self.game_kind.short(self._game) + replay

    def who(self, seat: int) -> str:
        name = self.game_kind.name(self._game, seat)
        return f"{name} ({bot_name(self.bots[seat])})" if seat in self.bots else name

    # -- the note under the question ---------------------------------------------------------
    def say(self, lines: list[str] | tuple[str, ...], kind: str = "info", title: str = "") -> None:
        """Set the note under the question (messages, shown in the session's language when
        the view is made); a new note also retires an old hint."""
        self._note = (tuple(lines), kind, title)
        if kind != "hint":
            self._hinted = None
            self._hint_mark = None

    def _refuse(self, exc: type[ValueError], lines: list[str], kind: str = "info") -> ValueError:
        """Say ``lines`` and give the refusal to raise (its text: the first line)."""
        self.say(lines, kind)
        return exc(lines[0])

    # -- playing -----------------------------------------------------------------------------
    def play(self, action: Any) -> Any:
        """Apply an action (or its text) for the seat to act; the bots answer when they
        follow. ``IllegalAction`` says why, and nothing changes. Returns the game's lines."""
        self._go_live()
        try:
            lines = self._game.apply(action)
        except IllegalAction as exc:
            self.say([_("Not allowed: {reason}", reason=Ended(reason(exc)))], "error")
            raise
        self._picked = None
        self._both = []
        self._recent = []
        self._after_step(self._game.history()[-1])
        self.say([])
        self._answer()
        return lines

    def hint(self) -> tuple[Any, Any]:
        """A bot's suggestion for the seat to act and its reason, kept as the message (its
        button green, its place outlined); ``IllegalAction`` when there is nothing to
        suggest or the bot's suggestion is not legal."""
        self._go_live()
        g = self._game
        if g.is_over:
            raise self._refuse(IllegalAction,
                               [_("The game is over: there is nothing to suggest.")])
        bot = self.hint_bot
        if bot is None:
            from ..bots import GreedyBot

            bot = self.hint_bot = GreedyBot(seed=0)
        try:
            suggested, reason = bot.explain(g.copy(log=False))
        except Exception as exc:  # a bot that does not know this game: say so, play on
            raise self._refuse(IllegalAction, [_(
                "{bot} gives no hint here ({error}).", bot=bot_name(bot),
                error=f"{type(exc).__name__}: {exc}")], "error") from exc
        text = getattr(suggested, "text", str(suggested))
        if not g.is_legal(text):
            raise self._refuse(IllegalAction, [_(
                "{bot} suggested '{action}', which is not a legal action now: no hint.",
                bot=bot_name(bot), action=text)], "error")
        action = self.game_kind.parse(g, text)
        place = self.game_kind.hint_place(g, action)
        words = self.game_kind.words(g, action)
        # a learner reads the bot's reason in words (``Hint.words``); its numbers, with the
        # action's notation taken out, are the tooltip
        numbers = str(reason).replace(f" ({action.text})", "")
        why = getattr(reason, "words", None) or numbers
        self.say([self.game_kind.hint_line(g, place, bot_name(bot),
                                           self.game_kind.name(g, g.to_act), words),
                  _("Why: {why}", why=why)], "hint",
                 _("The bot's points: {numbers}", numbers=numbers) if why != numbers else "")
        self._hinted = action.text
        self._hint_mark = HintMark(place, words) if place is not None else None
        return action, reason

    def set_dice(self, dice: str | list[int]) -> None:
        """Script the next dice: ``"3 4"`` or ``[3, 4]``; ValueError in words, nothing changed."""
        self._go_live()
        if not hasattr(self._game, "set_dice"):
            raise self._refuse(ValueError, [_("This game has no dice to set.")], "error")
        try:
            values = parse_dice(dice) if isinstance(dice, str) else list(dice)
            self._game.set_dice(values)
        except (ValueError, TypeError) as exc:
            self.say([_("Dice not set: {reason}", reason=Ended(reason(exc)))], "error")
            raise ValueError(reason(exc)) from None
        self._after_step(self._game.history()[-1])
        self.say([_("The next dice will be {dice}.", dice=join(str(d) for d in values))])

    # -- history -----------------------------------------------------------------------------
    def undo(self) -> list[str]:
        """Take back the last decision; while the bots follow, back to the last human one.
        The texts taken back, oldest first; ``IllegalAction`` (said why, nothing changed)
        when there is nothing to undo or the game refuses it."""
        self._go_live()
        g = self._game
        if not g.history():
            raise self._refuse(IllegalAction,
                               [_("There is nothing to undo: this is the start of the game.")])
        taken: list[str] = []
        try:
            while True:
                last = g.history()[-1]
                g.undo()
                taken.append(last)
                if not (g.history() and self.bots_follow() and g.to_act in self.bots
                        and not g.is_over):
                    break
        except IllegalAction as exc:
            for text in reversed(taken):  # put back what this undo took: nothing changes
                g.apply_saved(text)
            raise self._refuse(IllegalAction, [_("Cannot undo: {reason}",
                                                 reason=Ended(reason(exc)))], "error") from None
        self._redo.extend(taken)
        self._recent = []
        self._picked = None
        self.say([_("Took back: {actions}.", actions=join(reversed(taken)))])
        return taken[::-1]

    def redo(self) -> list[str]:
        """Play again what undo took back (as far as the next human decision); the texts;
        ``IllegalAction`` when there is nothing to redo."""
        self._go_live()
        if not self._redo:
            raise self._refuse(IllegalAction, [_("There is nothing to redo.")])
        done = []
        while self._redo:
            text = self._redo.pop()
            self._game.apply_saved(text)
            done.append(text)
            if not (self._redo and self.bots_follow() and self._game.to_act in self.bots):
                break
        self.say([_("Played again: {actions}.", actions=join(done))])
        return done

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def replay(self, k: int) -> None:
        """Show the game after its first ``k`` decisions; the last step is the live game."""
        n = len(self._game.history())
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= n:
            raise ValueError(f"step must be 0 to {n}, not {k!r}")
        self._step = None if k == n else k
        if self.live:
            self._answer()

    def play_from_here(self) -> None:
        """Continue the game from the replayed step; the later decisions wait in redo."""
        if self.live:
            raise self._refuse(IllegalAction,
                               [_("Move the replay slider back first, then play from there.")])
        k = self.step
        later = self._game.history()[k:]
        self._game = self._game.at_step(k)
        self._redo = list(reversed(later))
        self._step = None
        self._recent = []
        self.say([N_("Playing on from step {step}; 'Redo' brings back the {n} later decision.",
                     "Playing on from step {step}; 'Redo' brings back the {n} later decisions.",
                     len(later), step=k)])

    def load_json(self, text: str | bytes) -> None:
        """Replace the game by a saved one; a bad file raises ValueError in words and the
        game stays as it was."""
        try:
            game = self.game_kind.load(text)
            check_bots(self.bots, game.players)
            if game.players != self.seats:
                raise ValueError(_("this table has {seats} seats and the saved game {players}; "
                                   "make a new {widget} for it", seats=self.seats,
                                   players=game.players, widget=self.game_kind.widget))
        except ValueError as exc:
            self.say([_("Could not load that game: {reason}",
                        reason=Ended(plain_reason(reason(exc)))),
                      _("The game is unchanged.")], "error")
            raise
        self._game = game
        self._redo = []
        self._step = None
        self._picked = None
        self._recent = []
        self._decider = None
        self.say([_("Loaded a saved game at turn {turn}.", turn=game.turn)])
        self._answer()

    # -- the bots ----------------------------------------------------------------------------
    def bot_to_act(self) -> bool:
        return not self._game.is_over and self._game.to_act in self.bots

    def bots_follow(self) -> bool:
        """Bots answer on their own: auto-play is on and someone at the table is human (or a
        widget paces them: a table of bots to watch)."""
        return self.auto_play and (len(self.bots) < self._game.players or self.paced)

    @property
    def wants_pacing(self) -> bool:
        """A widget pacing the bots should start now."""
        return self.paced and self.live and self.bots_follow() and self.bot_to_act()

    def bot_step(self) -> bool:
        """The bot to act decides once; False (auto-play off, said why) when it cannot."""
        g = self._game
        seat = g.to_act
        try:
            action = self.bots[seat].choose(g.copy(log=False))
            g.apply(str(action))
        except ValueError as exc:  # IllegalAction is a ValueError
            self.auto_play = False
            self.say([_("{who} could not play: {reason}. Auto-play is off.", who=self.who(seat),
                        reason=reason(exc))], "error")
            return False
        text = g.history()[-1]
        words = self.game_kind.words(g, self.game_kind.parse(g, text))
        # TRANSLATORS: a bot's decision: its seat (and bot) and the game's words for it
        self._recent.append(_("{who}: {words}", who=self.who(seat), words=words))
        self._after_step(text)
        return True

    def bot_failed(self, exc: BaseException) -> None:
        """A bot raised something else than a refusal while paced: said, auto-play off."""
        self.say([_("{who} failed: {error}. Auto-play is off.", who=self.who(self._game.to_act),
                    error=f"{type(exc).__name__}: {exc}")], "error")
        self.auto_play = False

    def _play_bots(self) -> int:
        """Bot decisions now until a human is to act; how many were made."""
        for n in range(MAX_BOT_ACTIONS):
            if not self.bot_to_act() or not self.bot_step():
                return n
        self.say([_("The bots made {n} decisions in a row; press 'Step bot' to go on.",
                    n=MAX_BOT_ACTIONS)])
        return MAX_BOT_ACTIONS

    def _answer(self) -> None:
        """After a decision: the bots answer at once, unless a widget paces them."""
        if self.bots_follow() and self.bot_to_act() and not self.paced:
            self._play_bots()

    def step_bot(self) -> bool:
        """The bot whose seat is to act decides once; False (said why) when no bot is to act."""
        self._go_live()
        if not self.bot_to_act():
            self._nobody()
            return False
        return self.bot_step()

    def run_bots(self) -> int:
        """The bots make all their decisions now, up to the next human decision (or the
        end); how many."""
        self._go_live()
        n = self._play_bots()
        if n == 0 and not self.bot_to_act():
            self._nobody()
        return n

    def _nobody(self) -> None:
        if self._game.is_over:
            self.say([_("No bot is to act: nobody decides now.")])
        else:
            self.say([_("No bot is to act: {who} decides now.", who=self.who(self._game.to_act))])

    # -- internals ---------------------------------------------------------------------------
    def _go_live(self) -> None:
        self._step = None

    def _after_step(self, text: str) -> None:
        """A new decision: redo keeps its list only if this was its next step."""
        if self._redo and self._redo[-1] == text:
            self._redo.pop()
        else:
            self._redo = []
        self._hinted = None
        self._hint_mark = None

    # -- clicks (``clicks``) -----------------------------------------------------------------
    def click_place(self, place: int | None) -> None:
        """A click on place ``place`` of the board (None: between or outside the places)."""
        clicks.click_place(self, place)

    def click_border(self, a: int, b: int) -> None:
        """A click on the border between places ``a`` and ``b`` (ValueError: not lit)."""
        clicks.click_border(self, a, b)

    def click_region(self, region: str | None) -> None:
        """A click on a region of the sheet shown big (Choose & Write)."""
        clicks.click_region(self, region)

    def borders(self) -> dict[tuple[int, int], Any]:
        """Lit border (a, b), smaller first -> the action a click on it plays."""
        return clicks.lit_borders(self)

    # -- what the table shows (``showing``) --------------------------------------------------
    @property
    def seat(self) -> int:
        """The seat whose panel (or sheet) is shown big (``showing.seat_shown``)."""
        return showing.seat_shown(self)

    def show(self, seat: int) -> None:
        """Show ``seat``'s sheet big (ValueError for no seat of the game)."""
        showing.show(self, seat)

    def summary(self) -> list[str]:
        """The shown game in sentences (what a screen reader reads instead of the board)."""
        return showing.summary(self)

    def view(self) -> TableView:
        """The table now, as a plain value."""
        return showing.view(self)
