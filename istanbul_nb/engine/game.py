"""Game: the state plus its history, with legal actions, apply, undo, log, save and load.

A Game is (config, ruleset, board, initial state, list of applied action texts, current state).
The history (apply, undo, redo, replay, copy, learner mode) is the one both games share
(``istanbul_nb.core.history``): undo and the replay slider re-run the history from the initial
state, so ``apply`` stays cheap for bots and ``copy`` shares the immutable initial state.

The game protocol that the Table, the bots, ``simulate`` and the random-simulation tests rely
on (and that *Istanbul: Choose & Write* implements too) is declared once,
``istanbul_nb.core.protocol.GameProtocol``. Pictures, widgets and bots read only public
methods and data.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Sequence
from typing import Any

from ..board import Board
from ..core.history import History
from ..i18n import N_, Message, _, join, tr
from . import data as D
from . import rng as _rng
from .actions import Action, IllegalAction, describe, parse, sorted_actions
from .boards import board_for_layout
from .config import DEFAULT_LAYOUT, GameConfig, LayoutChoice, make_config
from .flow import explain, legal_texts, perform, question
from .log import Event, Lines, event_text, format_log
from .ops import Env
from .phases import plain_phase
from .places import gem_price, market_tile, post_yield, sultan_needs
from .position import Position, Scratch
from .ruleset import Ruleset, build, view_fields
from .save import dumps, loads
from .state import State
from .turn import new_state

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["Game", "PlayerView", "board_for_layout", "new_game", "setup"]

DICE_COMMAND = "!dice"


_KNOWN_FIGURES = ("governor", "smuggler", "coffee_trader", "courier")


class PlayerView:
    """A read-only look at one seat (``g.player(i)``), copied at the moment of asking."""

    def __init__(self, game: Game, seat: int) -> None:
        p = game.state.players[seat]
        self.seat = seat
        self.name = game.config.names[seat]
        self.colour = game.config.colours[seat]
        self.lira = p.lira
        self.rubies = p.rubies
        self.capacity = p.capacity
        self.extensions = p.extensions
        self.goods = dict(zip(D.GOODS, p.goods, strict=True))
        self.merchant = p.merchant
        self.family = p.family
        self.bonus_cards = list(p.cards)
        self.stack = p.stack
        self.assistants = list(p.placed)
        self.fifth_assistant = p.fifth
        self.mosque_tiles = list(p.tiles)
        # the fields every expansion and variant adds (their values in a game without them),
        # then this game's parts' own (``register_expansion(..., view=...)``, ``part.view``)
        for name, value in view_fields().items():
            setattr(self, name, copy.copy(value))
        for key, part in game.rules.parts.items():
            if part.view is not None:
                for name, value in part.view(game.state.parts[key], seat).items():
                    setattr(self, name, value)

    def __getattr__(self, name: str) -> Any:
        """Only for a field no expansion declares (the others are set in ``__init__``)."""
        raise AttributeError(f"a player's view has no field {name!r}; an expansion adds its "
                             "fields with register_expansion(..., view=...)")

    def __repr__(self) -> str:
        """A developer's summary (English, as Python's own reprs)."""
        goods = ", ".join(f"{g} {n}" for g, n in self.goods.items())
        return (f"<{self.name}: {self.rubies} rubies, {self.lira} lira, {goods} "  # i18n: not shown
                f"(capacity {self.capacity}), merchant at {self.merchant}, "  # i18n: not shown
                f"cards {self.bonus_cards}>")


_CACHES: dict[tuple, dict] = {}
#: layouts whose answers are kept: a Great Bazaar game draws a new board from its seed, so a
#: long simulation would otherwise keep hundreds of boards' answers (and their barrier boards)
#: alive, and every full garbage collection walks them all
_CACHED_LAYOUTS = 16


def _answers(name: str, rows: tuple, rules: Ruleset) -> dict:
    """One answer cache per layout and ruleset (move texts per source, start and barrier).
    Built rulesets live as long as the process, so their id is a stable key."""
    key = (name, rows, id(rules))
    hit = _CACHES.get(key)
    if hit is None:
        if len(_CACHES) >= _CACHED_LAYOUTS:
            _CACHES.clear()
        hit = _CACHES[key] = {}
    return hit


class Game(History):
    """One game of Istanbul; see docs/engine.md."""

    #: the bots' registry key (``istanbul_nb.bots.kinds``) and the save's ``game``
    kind = "istanbul"
    # TRANSLATORS: completes "in learner mode you cannot take back an action that ..."
    hidden_words = _("rolled dice or drew a card")

    def __init__(self, config: GameConfig, initial: State,
                 history: list[str] | None = None) -> None:
        self.config = config
        self.rules: Ruleset = build(config.expansions, config.variants)
        self.board = board_for_layout(config.layout_name, config.layout_rows)
        self.env = Env(config, self.board, self.rules,
                       _answers(config.layout_name, config.layout_rows, self.rules))
        self._legal: list[Action] | None = None
        self._legal_set: dict[str, Action] | None = None
        self._begin(initial)    # the log keeps (turn, seat, action text, (events,))
        for text in history or []:
            self._step(text)

    # -- the moment -------------------------------------------------------------------------
    @property
    def current(self) -> int:
        return self.state.current

    @property
    def to_act(self) -> int:
        return self.state.to_act

    @property
    def phase(self) -> str:
        return self.state.phase

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def round(self) -> int:
        """The round, 1-based: every seat has one turn per round, seat 0 first; extra turns
        (a state part's ``extra_turns``: the Letters double move) belong to the round of the
        turn they follow."""
        extra = sum(getattr(part, "extra_turns", 0) for part in self.state.parts.values())
        return (self.state.turn - 1 - extra) // self.config.players + 1

    @property
    def is_over(self) -> bool:
        return self.state.phase == "over"

    @property
    def mode(self) -> str:
        return self.config.mode

    @property
    def phase_words(self) -> str:
        """The phase in a learner's words ("choosing coffee at the Roasting Plant"): a
        message, English as a str (``phase_text`` gives it in a language)."""
        return plain_phase(self.state.phase, self.rules)

    def phase_text(self, lang: str | None = None) -> str:
        """``phase_words`` in ``lang`` (None: the session's default language)."""
        return tr(self.phase_words, lang)

    @property
    def players(self) -> int:
        return self.config.players

    def player(self, seat: int) -> PlayerView:
        if not isinstance(seat, int) or not 0 <= seat < self.config.players:
            raise ValueError(f"seat must be 0 to {self.config.players - 1}, not {seat!r}")
        return PlayerView(self, seat)

    def question(self, lang: str | None = None) -> str:
        """The decision of the moment in plain words (after the end: who won); a message
        (English as a str) without ``lang``, the text in ``lang`` with it."""
        text: str
        if self.is_over:
            text = self.result_words()
        else:
            text = question(self.state, self.env)
        return text if lang is None else tr(text, lang)

    def result_words(self) -> Message:
        """Who won, as a sentence ("the game is over: Red wins", "... Red and Blue share the
        victory"): the number of winners chooses the catalogue's plural form."""
        names = [self.config.names[s] for s in self.winners()]
        who = names[0] if len(names) == 1 else \
            _("{first} and {last}", first=join(names[:-1]), last=names[-1])
        return N_("the game is over: {who} wins", "the game is over: {who} share the victory",
                  len(names), who=who)

    def place_of(self, figure: str) -> int | None:
        """Where a neutral figure stands ("governor", "smuggler"); expansion figures that are
        not in this game give None."""
        fig = self.rules.figures.get(figure) if isinstance(figure, str) else None
        if fig is not None:
            return fig.place(self.state)
        if figure in _KNOWN_FIGURES:
            return None
        raise ValueError(f"unknown figure {str(figure)[:40]!r}; figures: "
                         + ", ".join(sorted(set(_KNOWN_FIGURES) | set(self.rules.figures))))

    # -- actions ----------------------------------------------------------------------------
    def _ensure_legal(self) -> tuple[list[Action], dict[str, Action]]:
        """The legal actions and their index by text, computed once per position: the list a
        caller chooses from is the one ``apply`` checks against (both are dropped together
        whenever the state changes, so neither is ever stale)."""
        legal, index = self._legal, self._legal_set
        if legal is None or index is None:
            legal, index = self._legal, self._legal_set = sorted_actions(
                legal_texts(self.state, self.env), self.rules)
        return legal, index

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now, in the order of docs/notation.md."""
        legal = self._legal
        if legal is None or self._legal_set is None:
            legal = self._ensure_legal()[0]
        return legal[:]

    def is_legal(self, action: Action | str) -> bool:
        """Whether ``action`` may be taken now; MalformedAction when it is no action at all."""
        return parse(action, self.rules).text in self._ensure_legal()[1]

    def describe(self, action: Action | str, lang: str | None = None) -> str:
        """Plain words for an action in this game, with seat names ("catch Blue's family
        member ...") instead of colour words; MalformedAction when it is no action at all.
        A message (English as a str) without ``lang``, the text in ``lang`` with it."""
        act = parse(action, self.rules)
        text = describe(act.text, self.rules)
        if act.colour is not None:
            seat = self.env.seat_of_colour(act.colour)
            if seat is not None:
                text = _named(text, act.colour, self.config.names[seat])
        return text if lang is None else tr(text, lang)

    def parse(self, text: str) -> Action:
        """The canonical action for a text (legal or not); MalformedAction (an IllegalAction)
        if it is no action at all."""
        act = parse(text, self.rules)
        return self._ensure_legal()[1].get(act.text, act)

    # ``apply`` (History.apply) returns what happened in plain words: the new log lines, a
    # sequence of texts formatted only when read; IllegalAction (nothing changed) says why when
    # the action is not legal, MalformedAction (an IllegalAction) when it is no action.
    def _legal_texts(self) -> dict[str, Action]:
        index = self._legal_set
        if index is None or self._legal is None:
            index = self._ensure_legal()[1]
        return index

    def _canonical(self, action: Action | str) -> str:
        return parse(action, self.rules).text

    def why_not(self, action: Action | str, lang: str | None = None) -> str:
        """Why ``action`` may not be taken now, in a learner's words ("" when it may); the
        reason of a MalformedAction when it is no action at all. A message (English as a str)
        without ``lang``, the text in ``lang`` with it."""
        try:
            text = self._canonical(action)
        except IllegalAction as exc:
            reason = exc.args[0] if exc.args else str(exc)
            return reason if lang is None else tr(reason, lang)
        if text in self._legal_texts():
            return ""
        why = explain(self.state, self.env, text.split())
        return why if lang is None else tr(why, lang)

    def _forget_position(self) -> None:
        self._legal = self._legal_set = None

    def _fresh(self, history: list[str]) -> Game:
        return Game(self.config, self._initial, history)

    def _play(self, text: str) -> tuple[Lines, bool, tuple]:
        st = self.state
        if text.startswith(DICE_COMMAND):
            st.script = [int(x) for x in text.split()[1:]]
            dice = text.split()[1:]
            words = [_("the teacher sets the next dice: {dice}", dice=join(dice))
                     if dice else _("the teacher sets the next dice: none")]
            return Lines(words), False, (st.turn, st.to_act, text, tuple(words))
        seat, turn = st.to_act, st.turn
        # the action is random when the dice generator, the scripted dice, the draw pile or
        # what the parts have drawn (``_drawn``; only games whose parts draw ask) changed
        rng, script, deck = st.rng, len(st.script), len(st.deck)
        draws = self._draw_hooks()
        drawn = []
        if draws:
            parts = st.parts
            for k, d in draws:
                drawn.append(d(parts[k]))
        said: list[tuple[str, tuple | dict]] = []
        st.events = said
        perform(st, self.env, text.split())
        self._legal = self._legal_set = None
        st.events = []
        revealed = st.rng != rng or len(st.script) != script or len(st.deck) != deck
        if draws and not revealed:
            parts = st.parts
            revealed = drawn != [d(parts[k]) for k, d in draws]
        # the log keeps a tuple of (template, arguments) tuples: plain data that the garbage
        # collector stops tracking, so a long game's log is not walked at every collection
        return Lines(said), revealed, (turn, seat, text, tuple(said))

    def _draw_hooks(self) -> tuple:
        """(part key, its ``draws``) for each state part that draws from a hidden pile, made
        once per ruleset (in its memo): ``_step`` asks twice per action."""
        memo = self.rules.memo
        hooks = memo.get("game-draw-hooks")
        if hooks is None:
            hooks = memo["game-draw-hooks"] = tuple(
                (key, part.draws) for key, part in self.rules.parts.items()
                if part.draws is not None)
        return hooks

    def _drawn(self, hooks: tuple | None = None) -> tuple:
        """What the state parts have drawn from their hidden piles (the guild cards): a change
        makes an action random, like a roll or a bonus card draw."""
        parts = self.state.parts
        return tuple([draws(parts[key])
                      for key, draws in (self._draw_hooks() if hooks is None else hooks)])

    def set_dice(self, dice: Iterable[int]) -> None:
        """Script the next dice (1-6 each), used before the seeded generator; undoable (it is
        kept in the history as '!dice 3 4')."""
        dice = _checked_dice(dice)
        self._commit(" ".join([DICE_COMMAND] + [str(d) for d in dice]))
        self._undone.clear()     # a new decision: what was undone no longer follows

    def apply_saved(self, text: str) -> Lines:
        """One entry of a save's history: an action, or a teacher's dice command
        ('!dice 3 4')."""
        if text.startswith(DICE_COMMAND):
            words = text.split()
            if words[0] != DICE_COMMAND or not all(x in "123456" and len(x) == 1
                                                   for x in words[1:]):
                # TRANSLATORS: a saved game's history holds a teacher's dice command that is
                # wrong ("!dice 3 4" is right)
                raise ValueError(_("a dice command is '!dice' and dice 1 to 6"))
            self.set_dice([int(x) for x in words[1:]])
            return Lines(self._log[-1][3])
        return self.apply(text)

    @property
    def scripted_dice(self) -> list[int]:
        """The scripted dice still to come (used before the seeded generator)."""
        return list(self.state.script)

    # -- history (undo, redo, replay, at_step, restart: core.history; teacher dice commands
    # are in it, starting with '!dice') ----------------------------------------------------
    def copy(self, log: bool = True, dice: Iterable[int] | None = None) -> Game:
        """A fast independent copy (bots); ``log=False`` skips copying the narration;
        ``dice`` replaces the scripted dice of the copy (a bot's "what if the dice show 3+4"),
        without a history entry, so such a copy is for looking ahead, not for saving."""
        g = Game.__new__(Game)
        g.config, g.board, g.env = self.config, self.board, self.env
        g.rules = self.rules
        g.state = self.state.copy()
        if dice is not None:
            g.state.script = _checked_dice(dice)
        self._copy_history(g, log)
        g._legal = self._legal
        g._legal_set = self._legal_set
        return g

    def position(self) -> Position:
        """The table as it stands, to read fast (a bot's evaluation): it shares this game's
        table, so read it before the game changes (``engine.position``)."""
        return Position(self.state, self.env)

    def scratch(self) -> Scratch:
        """A copy of the table to think on: play the legal actions on it without a history,
        a log or a legality check (a bot's look-ahead; ``engine.position``)."""
        return Scratch(self.state.copy(), self.env)

    def determinized(self, seat: int | None, seed: int) -> Game:
        """A copy for look-ahead in which what ``seat`` cannot see is dealt afresh: the dice
        generator is re-seeded from ``seed``, and the draw pile together with the other seats'
        hands (when ``seat`` is given) is shuffled and dealt again in the same sizes. The pool
        is sorted first, so the copy depends only on what the seat knows, never on the hidden
        order. Each state part deals its own hidden cards afresh the same way (its
        ``determinize`` hook: the Mocha guild pile and the other seats' guild hands). Without a
        narration; not for saving (its history no longer leads to it)."""
        g = self.copy(log=False)
        st = g.state
        st.rng = _rng.seed_state(seed)
        others = [] if seat is None else [p for i, p in enumerate(st.players) if i != seat]
        pool = sorted(st.deck + [c for p in others for c in p.cards])
        st.rng = _rng.shuffle(st.rng, pool)
        for p in others:
            k = len(p.cards)
            p.cards, pool = sorted(pool[:k]), pool[k:]
        st.deck = pool
        for key, part in g.rules.parts.items():
            if part.determinize is not None:
                st.rng = part.determinize(st.parts[key], seat, st.rng)
        g._legal = g._legal_set = None     # other hands: other cards to play
        return g

    def pending(self) -> dict:
        """The data of the sub-decision in progress (the dice shown, cards taken so far), as
        plain data; {} when there is none."""
        return {} if self.state.pending is None else self.state.pending.to_dict()

    def ruby_supply(self) -> dict[str, int]:
        """Rubies still on the board, by source (what a seat can still win from each); an
        expansion's own source too (Mocha: "coffee_house")."""
        return self.position().ruby_supply()

    @property
    def ruby_target(self) -> int:
        """Rubies that end the game (5, or 6 with two players in the base game)."""
        return self.rules.ruby_target(self.config.players)

    @property
    def barrier(self) -> tuple[int, int] | None:
        """The blocked edge as a pair of places, or None."""
        return self.state.barrier

    @property
    def board_now(self) -> Board:
        """The board as it stands now (with the barrier, if any)."""
        return self.env.board_for(self.state)

    def returns(self) -> list[float]:
        """Per seat: 1.0 for each seat sharing first place once the game is over, else 0.0
        (and all 0.0 before the end), as a random-simulation harness or a bot reads it."""
        if not self.is_over:
            return [0.0] * self.config.players
        win = set(self.winners())
        return [1.0 if s in win else 0.0 for s in range(self.config.players)]

    def svg(self, **kw: Any) -> str:
        """The table as SVG text (``ist.render.svg(game, **kw)``)."""
        from ..render.game_scene import game_svg

        return game_svg(self, **kw)

    # -- the log ----------------------------------------------------------------------------
    @property
    def log(self) -> list[Event]:
        """Every event so far: turn, seat that decided, action text, plain words."""
        return [Event(t, s, a, event_text(e)) for t, s, a, said in self._log for e in said]

    def log_text(self, turn: int | None = None, lang: str | None = None) -> str:
        """The narrated log, one block per turn, or only ``turn``, in ``lang`` (None: the
        session's default language; a log played in one language reads in any other)."""
        return format_log(self.log, self.config.names, turn, lang)

    def last_turns(self) -> dict[int, dict]:
        """Each seat's latest turn (the one in progress too), as plain data for a picture or a
        strip of who did what: ``{seat: {"seat", "turn", "start", "end", "acted_at",
        "actions", "events"}}``, seats in the order their turns were played.

        ``start`` is where the seat's merchant stood when the turn began; ``end`` where it
        stands after the turn's last action so far (``start`` until it moves, or with the Stay
        card); ``acted_at`` the last place whose action the seat did in that turn (the
        merchant's place, or the family member's after the Police Station), None when the
        action was skipped or is still to come; ``actions`` the turn's action texts and
        ``events`` its narrated lines. A turn belongs to the seat whose turn it is
        (``current``), whoever decided; a seat that has decided nothing yet is missing; the
        teacher's dice commands belong to no turn. Worked out by replaying the history from the
        initial state (about a millisecond for a whole game), so ``apply`` pays nothing for it.
        """
        g = Game(self.config, self._initial)
        turns: dict[int, dict] = {}
        for text in self._history:
            st = g.state
            if text.startswith(DICE_COMMAND):
                g._step(text)
                continue
            seat, at = st.current, st.at
            rec = turns.get(seat)
            if rec is None or rec["turn"] != st.turn:
                turns.pop(seat, None)   # re-inserted last: the dict keeps the order of play
                rec = turns[seat] = {"seat": seat, "turn": st.turn,
                                     "start": st.players[seat].merchant, "end": None,
                                     "acted_at": None, "actions": [], "events": []}
            act = parse(text, self.rules)
            lines = g._step(text)
            rec["actions"].append(text)
            rec["events"].extend(lines)
            if act.kind == "place" and act.verb != "skip":
                rec["acted_at"] = at
            rec["end"] = g.state.players[seat].merchant
        return turns

    # -- the end ----------------------------------------------------------------------------
    def _rank_key(self, seat: int) -> tuple:
        p = self.state.players[seat]
        return (-p.rubies, -p.lira, -sum(p.goods), -len(p.cards))

    def ranking(self) -> list[int]:
        """Seats best first: rubies, then lira, goods in the cart, bonus cards (RULES.md 6)."""
        return sorted(range(self.config.players), key=lambda s: (self._rank_key(s), s))

    def ranks(self) -> list[int]:
        """Per seat its place, 1 for first; seats tied on every count of RULES.md 6 (rubies,
        lira, goods, cards) share a place."""
        keys = [self._rank_key(s) for s in range(self.config.players)]
        return [1 + sum(k < keys[s] for k in keys) for s in range(self.config.players)]

    def winners(self) -> list[int]:
        """The seats sharing first place (a shared victory when more than one)."""
        r = self.ranking()
        return [s for s in r if self._rank_key(s) == self._rank_key(r[0])]

    def result_row(self, seat: int) -> dict[str, int]:
        """``simulate``'s columns for one seat: rubies, lira, goods in the cart, bonus cards,
        then what each state part reports (``StatePart.results``: Mocha's coffee, no good but a
        column of its own; Letters' seals)."""
        p = self.player(seat)
        row = {"rubies": p.rubies, "lira": p.lira, "goods": sum(p.goods.values()),
               "cards": len(p.bonus_cards)}
        for part in self.rules.parts.values():
            for name in part.results:
                row[name] = getattr(p, name)
        return row

    # -- the table, for pictures ------------------------------------------------------------
    def pieces(self) -> dict:
        """Every piece and marker on the table, as plain data (for the renderer)."""
        st = self.state
        mosque = {}
        for m, tiles in D.MOSQUE_TILES.items():
            mosque[m] = {"rubies": st.mosque_rubies[m],
                         "tiles": {c: list(st.stacks[c]) for c in tiles}}
        need = sultan_needs(st, self.env)
        return {
            "merchants": {s: p.merchant for s, p in enumerate(st.players)},
            "stacks": {s: p.stack for s, p in enumerate(st.players)},
            "assistants": {s: list(p.placed) for s, p in enumerate(st.players)},
            "families": {s: p.family for s, p in enumerate(st.players)},
            "neutral_merchants": list(st.neutrals),
            "governor": st.governor,
            "smuggler": st.smuggler,
            "wainwright": {"rubies": st.wain_rubies},
            "mosques": mosque,
            "sultan": {"rubies": st.sultan_left,
                       "next": None if need is None else
                       {"goods": dict(zip(D.GOODS, need[0], strict=True)), "any": need[1]}},
            "gemstone_dealer": {"rubies": st.gem_left,
                                "price": gem_price(st) if st.gem_left else None},
            "post_office": {"down": list(st.post),
                            "yields": dict(zip(("goods", "lira"), post_yield(st.post),
                                               strict=True))},
            "markets": {10: market_tile(st, 10), 11: market_tile(st, 11)},
            "draw_pile": len(st.deck),
            "discard_top": st.discard[-1] if st.discard else None,
            "figures": {name: {"place": fig.place(st), "title": fig.title}
                        for name, fig in sorted(self.rules.figures.items())},
            "barrier": None if st.barrier is None else list(st.barrier),
            "others": sorted((dict(p) for key, part in sorted(self.rules.parts.items())
                              if part.pieces is not None
                              for p in part.pieces(st.parts[key])),
                             key=lambda p: (p["kind"], str(p.get("seat")), p["place"] or 0)),
        }

    def __repr__(self) -> str:
        """A developer's summary (English, as Python's own reprs)."""
        where = f"{self.config.players} players on {self.config.layout_name}"  # i18n: not shown
        return f"<Game {where}, turn {self.state.turn}, {self.question()}>"

    # -- save / load ------------------------------------------------------------------------
    def to_json(self) -> str:
        return dumps(self)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        return loads(text, cls)

    def _repr_svg_(self) -> str | None:
        """The table as SVG in a notebook (the renderer is imported only here, on demand)."""
        try:
            from ..render.game_scene import game_svg
        except ImportError:
            return None
        return game_svg(self)


def _named(text: str, colour: str, name: str) -> str:
    """A description with the seat's name where its verb names a colour ("catch red's family
    member" -> "catch Ana's ..."): in a message the value that is the colour word is replaced,
    so the sentence stays translatable; a plain text is patched."""
    if isinstance(text, Message) and type(text) is Message:
        if colour in text.values.values():
            values = {k: (name if v == colour and not isinstance(v, Message) else v)
                      for k, v in text.values.items()}
            return Message(text.msgid, text.plural, text.n, values)
        return text
    return text.replace(f"{colour}'s", f"{name}'s")


def _checked_dice(dice: Iterable[int]) -> list[int]:
    try:
        dice = list(dice)
    except TypeError:
        raise ValueError("dice: give a list of whole numbers from 1 to 6") from None
    if len(dice) > 1000 or not all(isinstance(d, int) and not isinstance(d, bool)
                                   and 1 <= d <= 6 for d in dice):
        raise ValueError("dice: give up to 1000 whole numbers from 1 to 6")
    return dice


def new_game(players: int = 4, layout: LayoutChoice = DEFAULT_LAYOUT, seed: int = 1,
             expansions: Sequence[str] = (), variants: Sequence[str] = (),
             dice: Iterable[int] | None = None,
             names: Sequence[str] | None = None,
             colours: Sequence[str] | None = None, mode: str = "teacher") -> Game:
    """A new game after the set-up (RULES.md 3); ``dice`` scripts the first rolls of play.
    Without a layout: ``short-paths`` for the base game, the expansion's first-game layout
    otherwise (``mocha-first-game``); in the Great Bazaar a random legal 5x5 layout drawn
    from ``seed`` (``random-great-bazaar-<seed>``)."""
    from ..core.saves import check_seed

    seed = check_seed(seed)      # the same range as Choose & Write: every game saves and loads
    cfg = make_config(players, layout, expansions, variants, names, colours, mode, seed)
    st = setup(cfg, seed)
    if dice is not None:
        st.script = _checked_dice(dice)
    return Game(cfg, st)


def setup(cfg: GameConfig, seed: int) -> State:
    """The state after the set-up for ``cfg``: the base set-up, then each state part's and each
    set-up hook of the game's ruleset (in install order)."""
    rules = build(cfg.expansions, cfg.variants)
    st = new_state(cfg, seed, rules)
    env = Env(cfg, board_for_layout(cfg.layout_name, cfg.layout_rows), rules)
    for key, part in rules.parts.items():
        st.parts[key] = part.new(st, env)
    for hook in rules.setup_hooks:
        hook(st, env)
    return st
