"""Game: the state plus its history, with legal actions, apply, undo, log, save and load.

A Game is (config, board, initial state, list of applied action texts, current state). Undo and
the replay slider re-run the history from the initial state: no snapshot per action, so
``apply`` stays cheap for bots and ``copy`` shares the immutable initial state.
"""

from __future__ import annotations

from functools import lru_cache

from ..board import Board
from . import data as D
from .actions import Action, IllegalAction, parse, sorted_actions
from .config import GameConfig, make_config
from .flow import explain, legal_texts, new_state, perform, question
from .log import Event, format_log
from .ops import Env
from .places import gem_price, market_tile, post_yield, sultan_needs
from .state import State

DICE_COMMAND = "!dice"


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
        self.coffee = 0
        self.goods = dict(zip(D.GOODS, p.goods, strict=True))
        self.merchant = p.merchant
        self.family = p.family
        self.bonus_cards = list(p.cards)
        self.stack = p.stack
        self.assistants = list(p.placed)
        self.fifth_assistant = p.fifth
        self.mosque_tiles = list(p.tiles)

    def __repr__(self) -> str:
        goods = ", ".join(f"{g} {n}" for g, n in self.goods.items())
        return (f"<{self.name}: {self.rubies} rubies, {self.lira} lira, {goods} "
                f"(capacity {self.capacity}), merchant at {self.merchant}, "
                f"cards {self.bonus_cards}>")


@lru_cache(maxsize=64)
def _board(name: str, rows: tuple) -> tuple[Board, dict]:
    """One Board (immutable, with its move caches) and one answer cache per layout, shared by
    every game on it: building the graph costs more than a bot's whole turn."""
    from ..layouts import from_rows, load, names

    layout = load(name) if name in names() else None
    if layout is None or layout.rows != rows:          # a custom grid, or one renamed
        layout = from_rows([list(r) for r in rows], name=name)
    return Board(layout), {}


class Game:
    """One game of Istanbul; see docs/engine.md."""

    def __init__(self, config: GameConfig, initial: State,
                 history: list[str] | None = None) -> None:
        self.config = config
        self.board, cache = _board(config.layout_name, config.layout_rows)
        self.env = Env(config, self.board, cache)
        self._initial = initial
        self._history: list[str] = []
        self._random: list[bool] = []
        self._log: list[tuple] = []     # (turn, seat, action text, [event texts])
        self._legal: list[Action] | None = None
        self._legal_set: dict[str, Action] | None = None
        self.state = initial.copy()
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
        """The round, 1-based: every seat has one turn per round, seat 0 first."""
        return (self.state.turn - 1) // self.config.players + 1

    @property
    def is_over(self) -> bool:
        return self.state.phase == "over"

    @property
    def mode(self) -> str:
        return self.config.mode

    @property
    def players(self) -> int:
        return self.config.players

    def player(self, seat: int) -> PlayerView:
        if not isinstance(seat, int) or not 0 <= seat < self.config.players:
            raise ValueError(f"seat must be 0 to {self.config.players - 1}, not {seat!r}")
        return PlayerView(self, seat)

    def question(self) -> str:
        """The decision of the moment in plain words (after the end: who won)."""
        if self.is_over:
            names = [self.config.names[s] for s in self.winners()]
            who = names[0] + " wins" if len(names) == 1 else \
                " and ".join([", ".join(names[:-1]), names[-1]]) + " share the victory"
            return f"the game is over: {who}"
        return question(self.state, self.env)

    def place_of(self, figure: str) -> int | None:
        """Where a neutral figure stands ("governor", "smuggler"); expansion figures that are
        not in this game give None."""
        if figure in ("governor", "smuggler"):
            return getattr(self.state, figure)
        if figure in ("coffee_trader", "courier"):
            return None
        raise ValueError(f"unknown figure {figure!r}; figures: governor, smuggler, "
                         "coffee_trader, courier")

    # -- actions ----------------------------------------------------------------------------
    def _ensure_legal(self) -> None:
        if self._legal is None:
            self._legal, self._legal_set = sorted_actions(legal_texts(self.state, self.env))

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now, in the order of docs/notation.md."""
        if self._legal is None:
            self._ensure_legal()
        return self._legal[:]

    def is_legal(self, action: Action | str) -> bool:
        self._ensure_legal()
        text = action.text if isinstance(action, Action) else parse(action).text
        return text in self._legal_set

    def describe(self, action: Action | str) -> str:
        """Plain words for an action in this game: like ``Action.describe`` with seat names
        ("catch Blue's family member ...") instead of colour words."""
        act = action if isinstance(action, Action) else parse(action)
        text = act.describe()
        if act.verb == "catch" and len(act.words) > 1:
            seat = self.env.seat_of_colour(act.words[1])
            if seat is not None:
                text = text.replace(f"catch {act.words[1]}'s", f"catch {self.config.names[seat]}'s")
        return text

    def parse(self, text: str) -> Action:
        """The canonical action for a text (legal or not); IllegalAction if it is no action."""
        act = parse(text)
        self._ensure_legal()
        return self._legal_set.get(act.text, act)

    def apply(self, action: Action | str) -> tuple[str, ...]:
        """Apply one action and return what happened in plain words (the new log lines);
        IllegalAction (nothing changed) says why when it is not legal. The lines are plain
        texts, not Events, because bots apply millions of actions and never read them."""
        text = action.text if isinstance(action, Action) else parse(action).text
        if self._legal is None:
            self._ensure_legal()
        if text not in self._legal_set:
            raise IllegalAction(explain(self.state, self.env, text.split()))
        try:
            return self._step(text)
        except Exception:
            self._rebuild(self._history)
            raise

    def _step(self, text: str) -> tuple[str, ...]:
        st = self.state
        if text.startswith(DICE_COMMAND):
            st.script = [int(x) for x in text.split()[1:]]
            said = ["the teacher sets the next dice: " + (", ".join(text.split()[1:]) or "none")]
            self._history.append(text)
            self._random.append(False)
            self._log.append((st.turn, st.to_act, text, said))
            return tuple(said)
        seat, turn = st.to_act, st.turn
        rng_before, script_before, deck_before = st.rng, len(st.script), len(st.deck)
        said = st.events = []
        perform(st, self.env, text.split())
        self._legal = None
        self._history.append(text)
        self._random.append(rng_before != st.rng or script_before != len(st.script)
                            or deck_before != len(st.deck))
        self._log.append((turn, seat, text, said))
        st.events = []
        return tuple(said)

    def _rebuild(self, history: list[str]) -> None:
        self.state = self._initial.copy()
        self._history, self._random, self._log = [], [], []
        self._legal = None
        for text in history:
            self._step(text)

    def set_dice(self, dice) -> None:
        """Script the next dice (1-6 each), used before the seeded generator; undoable (it is
        kept in the history as '!dice 3 4')."""
        dice = list(dice)
        if len(dice) > 1000 or not all(isinstance(d, int) and not isinstance(d, bool)
                                       and 1 <= d <= 6 for d in dice):
            raise ValueError("dice: give up to 1000 whole numbers from 1 to 6")
        self._step(" ".join([DICE_COMMAND] + [str(d) for d in dice]))

    # -- history ----------------------------------------------------------------------------
    def undo(self) -> None:
        """Take back the last action (teacher mode: always; learner mode: not a roll or draw)."""
        if not self._history:
            raise IllegalAction("there is nothing to undo: this is the start of the game")
        if self.config.mode == "learner" and self._random[-1]:
            raise IllegalAction("in learner mode you cannot take back an action that rolled "
                                "dice or drew a card")
        self._rebuild(self._history[:-1])

    def history(self) -> list[str]:
        """The applied actions as texts (teacher dice commands start with '!dice')."""
        return list(self._history)

    def at_step(self, k: int) -> Game:
        """A new Game after the first k actions of this one (for a replay slider)."""
        if not isinstance(k, int) or not 0 <= k <= len(self._history):
            raise ValueError(f"step must be 0 to {len(self._history)}, not {k!r}")
        return Game(self.config, self._initial, self._history[:k])

    def restart(self) -> Game:
        """A new Game at this game's initial state."""
        return Game(self.config, self._initial)

    def copy(self, log: bool = True) -> Game:
        """A fast independent copy (bots); ``log=False`` skips copying the narration."""
        g = Game.__new__(Game)
        g.config, g.board, g.env, g._initial = self.config, self.board, self.env, self._initial
        g.state = self.state.copy()
        g._history = self._history[:]
        g._random = self._random[:]
        g._log = self._log[:] if log else []
        g._legal = self._legal
        g._legal_set = self._legal_set
        return g

    # -- the log ----------------------------------------------------------------------------
    @property
    def log(self) -> list[Event]:
        """Every event so far: turn, seat that decided, action text, plain words."""
        return [Event(t, s, a, e) for t, s, a, said in self._log for e in said]

    def log_text(self, turn: int | None = None) -> str:
        """The narrated log, one block per turn, or only ``turn``."""
        return format_log(self.log, self.config.names, turn)

    # -- the end ----------------------------------------------------------------------------
    def _rank_key(self, seat: int) -> tuple:
        p = self.state.players[seat]
        return (-p.rubies, -p.lira, -sum(p.goods), -len(p.cards))

    def ranking(self) -> list[int]:
        """Seats best first: rubies, then lira, goods in the cart, bonus cards (RULES.md 6)."""
        return sorted(range(self.config.players), key=lambda s: (self._rank_key(s), s))

    def winners(self) -> list[int]:
        """The seats sharing first place (a shared victory when more than one)."""
        r = self.ranking()
        return [s for s in r if self._rank_key(s) == self._rank_key(r[0])]

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
        }

    def __repr__(self) -> str:
        return (f"<Game {self.config.players} players on {self.config.layout_name}, turn "
                f"{self.state.turn}, {self.question()}>")

    # -- save / load ------------------------------------------------------------------------
    def to_json(self) -> str:
        from .save import dumps

        return dumps(self)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        from .save import loads

        return loads(text)

    def _repr_svg_(self) -> str | None:
        """The table as SVG in a notebook (the renderer is imported only here, on demand)."""
        try:
            from ..render.game_scene import game_svg
        except ImportError:
            return None
        return game_svg(self)


def new_game(players: int = 4, layout="short-paths", seed: int = 1, expansions=(),
             variants=(), dice=None, names=None, colours=None, mode: str = "teacher") -> Game:
    """A new game after the set-up (RULES.md 3); ``dice`` scripts the first rolls of play."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    cfg = make_config(players, layout, tuple(expansions), tuple(variants), names, colours, mode)
    st = new_state(cfg, seed)
    if dice is not None:
        dice = list(dice)
        if len(dice) > 1000 or not all(isinstance(d, int) and not isinstance(d, bool)
                                       and 1 <= d <= 6 for d in dice):
            raise ValueError("dice: give up to 1000 whole numbers from 1 to 6")
        st.script = dice
    return Game(cfg, st)
