"""One game of Choose & Write on the game protocol of docs/engine.md (``legal_actions``,
``apply``, ``to_act``, ``current``, ``is_over``, ``returns()``, ``ranking()``, ``copy``,
``determinized``, ``to_json``/``from_json``, ``undo``, ``question``), so the bots and
``simulate`` can play it as they play the board game.

A game is its initial state plus the history of action texts, kept by the history both games
share (``istanbul_nb.core.history``: apply, undo, redo, replay, copy, learner mode); a save
stores both. Shuffles come from the seed (``random.Random``), and reshuffles from a number kept
in the state, so a replay is exact.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from functools import cache, lru_cache
from typing import Any

from ..core.errors import IllegalAction  # the board game's own class: one error family
from ..core.history import History
from ..core.saves import check_seed, replay_history
from ..i18n import Message, _, check_language, join, tr
from .data import GOODS, card
from .end import rank_key, ranking, ranks, tiebreak, winners
from .gains import Ctx
from .plan import Plan, game_plan
from .save import STAGED, check_setup, dumps, read
from .solo import ChallengeResult, check_challenge
from .state import State
from .turn import choose, options_for, reason_message, settle
from .words import Lines, card_text, event_text, good_term, place_label, staged_line

MODES = ("teacher", "learner")
KIND_ORDER = {"play": 0, "guild": 1, "at": 2, "follow": 3, "bonus": 3, "pass": 3, "take": 5}


@dataclass(frozen=True, order=False)
class Action:
    """One decision as text (compared and hashed by text); ``kind`` groups buttons:
    "play", "place", "follow", "choice" or "take"."""

    text: str
    kind: str = field(compare=False, default="")

    def __str__(self) -> str:
        return self.text

    @property
    def verb(self) -> str:
        return self.text.split()[0]


def _kind(text: str) -> str:
    verb = text.split()[0]
    if verb in ("play", "guild"):
        return "play"
    if verb in ("follow", "bonus", "pass"):
        return "follow"
    if verb == "take":
        return "take"
    return "place" if verb == "at" else "choice"


WORD_ORDER = {"lira": 0, "fabric": 1, "spice": 2, "fruit": 3, "jewelry": 4, "bonus": 5,
              "hand": 6, "left": 7, "right": 8, "deck": 9}


def _word(w: str) -> tuple:
    if w.isdecimal():
        return (0, int(w), "")
    return (1, WORD_ORDER[w], "") if w in WORD_ORDER else (2, 0, w)


@cache
def _sort_key(text: str) -> tuple:
    words = text.split()
    return (KIND_ORDER.get(words[0], 4), [_word(w) for w in words])


@cache
def _action(text: str) -> Action:
    """Actions are immutable: one object per text."""
    return Action(text, _kind(text))


def sort_texts(texts: list[str]) -> list[str]:
    """Sorted as docs/notation.md says: by verb group (play, place, follow, choices, take),
    then word by word: numbers as numbers, then lira, the goods in the sheet's order, bonus,
    hand, left, right, deck, then other words alphabetically."""
    return sorted(set(texts), key=_sort_key)


class _Choices(tuple):
    """The sorted legal actions of a moment, with their texts as a set (``is_legal`` is asked
    once per ``apply``: a set answers without a walk through the list)."""

    texts: frozenset[str]


@lru_cache(maxsize=8192)
def _choices(texts: tuple[str, ...]) -> _Choices:
    """The sorted actions for one list of option texts; the same lists come back again and
    again (a game's moments repeat), so they are sorted once (bounded cache)."""
    out = _Choices(_action(t) for t in sort_texts(list(texts)))
    out.texts = frozenset(texts)
    return out


@dataclass(frozen=True)
class SheetView:
    """One player's Game Plan as plain data (what a picture of the sheet draws).

    ``lira``, ``goods`` and ``bonus`` are what the player holds (filled, not crossed off);
    ``*_filled`` count every filled space, ``*_crossed`` the filled ones crossed off.
    ``icons`` are the usable action icons per place, ``icons_crossed`` those crossed out;
    ``improvements`` the checked squares per place, ``improvement_squares`` the squares.
    ``players`` says which side of the Game Plan it is written on (``game_plan(players)``), so the
    sheet can draw itself: in a notebook, ``g.sheet(0)`` shows the picture of that sheet
    (``render.choose_write.plan_svg``; no palace goods or choices, those are on the table:
    ``g.svg(0)`` draws them).
    """

    seat: int
    name: str
    rubies: int
    amulet: int
    ruby_sources: dict
    lira: int
    lira_filled: int
    lira_crossed: int
    lira_sections: tuple
    lira_bonus: tuple
    goods: dict
    goods_filled: dict
    goods_crossed: dict
    goods_columns: dict
    goods_bonus_rows: tuple
    goods_bonus: tuple
    bonus: int
    bonus_filled: int
    bonus_crossed: int
    bonus_spaces: int
    icons: dict
    icons_crossed: dict
    improvements: dict
    improvement_squares: dict
    start: bool
    hand: tuple
    guild_cards: tuple
    goods_cards: tuple
    guild_played: int
    goods_cards_played: int
    tiebreak: int
    players: int
    reconstructed: bool = True

    def to_dict(self) -> dict:
        return {k: (list(v) if isinstance(v, tuple) else v) for k, v in self.__dict__.items()}

    def svg(self, **options) -> str:
        """This sheet as SVG text (``render.choose_write.plan_svg`` on ``game_plan(players)``)."""
        from ..render.choose_write import plan_svg

        return plan_svg(game_plan(self.players), self, self.name, **options)

    def _repr_svg_(self) -> str | None:
        """The sheet as SVG in a notebook (the renderer is imported only here, on demand)."""
        try:
            from ..render.choose_write import plan_svg
        except ImportError:
            return None
        return str(plan_svg(game_plan(self.players), self, self.name))


_VIEW_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(SheetView))


def _sheet_view(values: dict[str, Any]) -> SheetView:
    """A SheetView made from its fields' values (every field, in the class's order) without
    the frozen dataclass's ``__init__`` (one ``object.__setattr__`` per field: a third of the
    time of ``g.sheet()``, which the bots' evaluation asks at every position it searches). The
    view is equal, hashes, prints and converts (``to_dict``) as one made by ``SheetView(...)``,
    and stays frozen."""
    if tuple(values) != _VIEW_FIELDS:
        raise ValueError("a sheet view needs every field of SheetView, in its order")
    view = object.__new__(SheetView)
    view.__dict__.update(values)
    return view


class Game(History):
    """One game of Istanbul: Choose & Write; ``new_game`` makes one."""

    #: the bots' registry key (``istanbul_nb.bots.kinds``) and the save's ``game``
    kind = "choose_write"
    #: what a learner cannot take back (``core.history``'s refusal names it)
    # TRANSLATORS: ends "in learner mode you cannot take back an action that ..."
    hidden_words = _("drew a card")

    def __init__(self, players: int, seed: int, challenge: int | None, names: list[str],
                 mode: str, initial: State, history: list[str] | None = None,
                 setup_log: list | None = None) -> None:
        self.players = players
        self.seed = seed
        self.challenge = challenge
        self.names = list(names)
        self._mode = mode
        self.plan: Plan = game_plan(players)
        # the set-up's narration: events (``gains.tell``), or a save's texts (the staged
        # marker read back as its sentence)
        self._setup_log: list = [staged_line() if x == STAGED else x for x in setup_log or []]
        if not initial.over:     # a staged or loaded state may begin with steps that need no
            initial = initial.copy()     # decision: they run first, as part of the set-up
            ctx = Ctx(initial, self.plan, self.names)
            settle(ctx)
            self._setup_log += ctx.lines
        self._legal: _Choices | None = None
        self._begin(initial)     # the log keeps (turn, seat, action text, [lines])
        for text in history or []:
            if text not in {a.text for a in self.legal_actions()}:
                raise ValueError(f"the history does not replay: {text[:60]!r} is not legal "
                                 f"after {len(self._history)} actions ({self.question()})")
            self._step(text)

    # -- the moment --------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        """"teacher" or "learner" (``new_game(mode=...)``)."""
        return self._mode

    @property
    def current(self) -> int:
        """The active player (whose turn it is)."""
        return self.state.current

    @property
    def to_act(self) -> int:
        """The seat that decides now (a follower's seat while others follow)."""
        return self.state.to_act

    @property
    def phase(self) -> str:
        """The kind of the decision in progress ("turn", "choose", "follow", "take", ...)."""
        return "over" if self.state.over else str(self.state.queue[0]["do"])

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def round(self) -> int:
        return (self.state.turn - 1) // self.players + 1

    @property
    def is_over(self) -> bool:
        return self.state.over

    def _ctx(self, state: State | None = None) -> Ctx:
        return Ctx(state or self.state, self.plan, self.names)

    def sheet(self, seat: int) -> SheetView:
        """One player's Game Plan as plain data (``.rubies``, ``.lira``, ``.goods``, ...)."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"seat must be 0 to {self.players - 1}, not {seat!r}")
        sh, p = self.state.sheets[seat], self.plan
        from .data import GOODS
        return _sheet_view({
            "seat": seat, "name": self.names[seat], "rubies": sh.rubies, "amulet": p.amulet,
            "ruby_sources": dict(sh.ruby_sources), "lira": sh.lira, "lira_filled": sh.lira_filled,
            "lira_crossed": sh.lira_crossed, "lira_sections": p.lira_sections,
            "lira_bonus": tuple(sorted(sh.lira_bonus)), "goods": {g: sh.goods(g) for g in GOODS},
            "goods_filled": dict(sh.goods_filled), "goods_crossed": dict(sh.goods_crossed),
            "goods_columns": dict(p.goods_columns), "goods_bonus_rows": p.goods_bonus_rows,
            "goods_bonus": tuple(sorted(sh.goods_bonus)), "bonus": sh.bonus,
            "bonus_filled": sh.bonus_filled, "bonus_crossed": sh.bonus_crossed,
            "bonus_spaces": p.bonus_spaces, "icons": dict(p.icons),
            "icons_crossed": dict(sh.icons_crossed),
            "improvements": {x: sh.improvements.get(x, 0) for x in p.improvements},
            "improvement_squares": dict(p.improvements), "start": sh.start, "hand": tuple(sh.hand),
            "guild_cards": tuple(sh.guild_cards), "goods_cards": tuple(sh.goods_cards),
            "guild_played": sh.guild_played, "goods_cards_played": sh.goods_cards_played,
            "tiebreak": tiebreak(sh), "players": self.players, "reconstructed": True})

    @property
    def display(self) -> list[str]:
        """The face-up Location cards, left to right, as place labels."""
        return [card(c)["place"] for c in self.state.display]

    def palace(self) -> dict[str, list[str]]:
        """The goods each Sultan's Palace letter asks now."""
        from .payment import letter_cost
        return {x: letter_cost(self.state.palace, x) for x in self.state.palace}

    def table(self) -> dict:
        """What lies on the table as plain data (for pictures and widgets, which read no
        state): the display (place labels, left to right), the size of every deck and discard
        pile, per palace letter the goods it asks and its number of Ruby cards, the face-up
        Caravan card, the start player, the letters where a ruby was taken this turn, and
        this turn's played card."""
        st = self.state
        from .payment import letter_cost
        return {
            "display": self.display,
            "location_deck": len(st.location_deck), "location_discard": len(st.location_discard),
            "ruby_deck": len(st.ruby_deck), "guild_deck": len(st.guild_deck),
            "guild_discard": len(st.guild_discard), "goods_deck": len(st.goods_deck),
            "goods_discard": len(st.goods_discard),
            "palace": {x: {"asks": letter_cost(st.palace, x), "cards": len(st.palace[x])}
                       for x in sorted(st.palace)},
            "caravan": st.caravan_deck[0], "caravan_used": st.caravan_used,
            "start": st.start, "rubies_at": list(st.rubies_at), "played": dict(st.played),
            "final_round": st.final_round, "end_reason": st.end_reason,
        }

    @property
    def caravan(self) -> str:
        """The face-up Caravan card's id."""
        return self.state.caravan_deck[0]

    def question(self, lang: str | None = None) -> str:
        """The decision of the moment in plain words (after the end: who won): a ``Message``
        (English as a str), or its text in ``lang``."""
        msg = self._question()
        return msg if lang is None else tr(msg, lang)

    def _question(self) -> Message:
        st = self.state
        if st.over:
            reason = reason_message(st.end_reason, self.names)
            names = [self.names[s] for s in self.winners()]
            if len(names) == 1:
                return _("the game is over ({reason}): {who} wins", reason=reason, who=names[0])
            return _("the game is over ({reason}): {who} share the victory", reason=reason,
                     who=and_list(names))
        step = st.queue[0]
        who = self.names[step["seat"]]
        kind = step["do"]
        if kind == "turn":
            return _("{who}: play a Location card (hand or display) or a Guild card", who=who)
        if kind == "choose":
            return _("{who}: choose the action of {place} or of a neighbour", who=who,
                     place=place_label(step["card"]))
        if kind == "follow":
            return _("{who}: follow the card {place} (crossing an icon or a bonus action) or "
                     "take a bonus action", who=who, place=place_label(step["card"]))
        if kind == "take":
            return _("{who}: take a Location card from the display or the deck", who=who)
        what = _step_words().get(kind) or kind
        if kind in ("goods", "different", "improvement", "fill") and step.get("v", 1) > 1:
            if step.get("up_to"):
                return _("{who}: {what} (up to 2)", who=who, what=what)
            return _("{who}: {what} ({n} to go)", who=who, what=what, n=step["v"])
        return _("{who}: {what}", who=who, what=what)

    # -- actions ---------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now, sorted as docs/notation.md says."""
        if self._legal is None:
            if self.state.over:
                self._legal = _choices(())
            else:
                self._legal = _choices(tuple(options_for(self._ctx(), self.state.queue[0])))
        return list(self._legal)

    def is_legal(self, action: Action | str) -> bool:
        text = action.text if isinstance(action, Action) else action
        if not isinstance(text, str):
            return False
        if self._legal is None:
            self.legal_actions()
        return text in self._legal.texts  # type: ignore[union-attr]

    def why_not(self, action: Action | str, lang: str | None = None) -> str:
        """Why ``action`` may not be taken now, in plain words ("" when it may): a ``Message``,
        or its text in ``lang``."""
        msg = self._why_not(action)
        return msg if lang is None else tr(msg, lang)

    def _why_not(self, action: Action | str) -> str:
        text = action.text if isinstance(action, Action) else str(action)
        if self.is_legal(text):
            return ""
        if self.state.over:
            return _("the game is over: no more actions")
        words = " ".join(text.split())
        if not words:
            return _("an action is a text such as 'play hand'; this one is empty")
        why: dict[str, str] = {}
        step = self.state.queue[0]
        options_for(self._ctx(), step, why)
        parts = words.split()
        if step["do"] in ("choose", "follow") and parts[0] in ("at", "follow") and \
                len(parts) > 1 and parts[1] not in self.plan.usable_with(step["card"]):
            return _("{place} is not the card's place or a neighbour on the Game Plan: the card "
                     "{card} offers {places}", place=parts[1][:10], card=step["card"],
                     places=join(self.plan.usable_with(step["card"])))
        for key in (words, " ".join(parts[:2]), parts[0]):
            if key in why:
                return why[key]
        legal = join([a.text for a in self.legal_actions()[:12]])
        if len(self.legal_actions()) > 12:
            return _("{action} is not a choice now ({question}); the choices are: {choices} ...",
                     action=repr(words[:60]), question=self._question(), choices=legal)
        return _("{action} is not a choice now ({question}); the choices are: {choices}",
                 action=repr(words[:60]), question=self._question(), choices=legal)

    def describe(self, action: Action | str, lang: str | None = None) -> str:
        """Plain words for an action text (a ``Message``, or its text in ``lang``);
        IllegalAction when it is no action of the game."""
        text = action.text if isinstance(action, Action) else str(action)
        try:
            msg = self._describe(text)
        except (IndexError, KeyError, ValueError):
            raise IllegalAction(_("{action} is no action of Choose & Write",
                                  action=repr(text[:40]))) from None
        return msg if lang is None else tr(msg, lang)

    def _describe(self, text: str) -> Message:
        w = text.split()
        if not w:
            raise IllegalAction(_("an action is a text such as 'play hand'; this one is empty"))
        if w[0] not in _WORDS:
            raise IllegalAction(_("{action} is no action of Choose & Write",
                                  action=repr(text[:40])))
        return _WORDS[w[0]](w)

    def parse(self, text: Action | str) -> Action:
        """The canonical action for a text, legal now or not (spaces do not matter);
        IllegalAction when it is no action of Choose & Write at all."""
        if isinstance(text, Action):
            return text
        if not isinstance(text, str):
            raise IllegalAction(_not_a_text(text))
        canon = " ".join(text.split())
        self.describe(canon)
        return _action(canon)

    # ``apply`` (History.apply) returns what happened in plain words; IllegalAction (nothing
    # changed) says why when the action is not legal now.
    def _legal_texts(self) -> frozenset[str]:
        if self._legal is None:
            self.legal_actions()
        return self._legal.texts  # type: ignore[union-attr]

    def _canonical(self, action: Action | str) -> str:
        text = action.text if isinstance(action, Action) else action
        if not isinstance(text, str):
            raise IllegalAction(_not_a_text(text))
        return " ".join(text.split())       # legal texts are canonical

    def _forget_position(self) -> None:
        self._legal = None

    def _fresh(self, history: list[str]) -> Game:
        return Game(self.players, self.seed, self.challenge, self.names, self.mode,
                    self._initial, history, self._setup_log)

    def _play(self, text: str) -> tuple[Lines, bool, tuple[int, int, str, list]]:
        seat, turn, draws = self.state.to_act, self.state.turn, self.state.draws
        ctx = self._ctx()
        nxt = choose(ctx, text)
        self._legal = _choices(tuple(nxt))
        return Lines(ctx.lines), self.state.draws != draws, (turn, seat, text, ctx.lines)

    # -- history (undo, redo, replay, at_step, restart: core.history) -------------------------
    def copy(self, log: bool = True) -> Game:
        """A fast independent copy (bots)."""
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.state = self.state.copy()
        self._copy_history(g, log)
        return g

    def determinized(self, seat: int | None, seed: int) -> Game:
        """A copy for look-ahead in which what ``seat`` cannot see is dealt afresh: the
        Location deck with the other seats' hand cards, the Guild deck with the other seats'
        Guild cards, the Goods and Ruby decks (each pool sorted first, then shuffled from
        ``seed``). A Fountain is never dealt into a hand, since none is ever held. Not for
        saving (its history no longer leads to it)."""
        g = self.copy(log=False)
        st = g.state
        r = random.Random(seed)
        others = [] if seat is None else [sh for i, sh in enumerate(st.sheets) if i != seat]
        for deck, attr in (("location_deck", "hand"), ("guild_deck", "guild_cards")):
            pool = sorted(getattr(st, deck) + [c for sh in others for c in getattr(sh, attr)])
            r.shuffle(pool)
            # a Fountain is resolved when drawn and never held: hands are dealt from the rest
            held = [c for c in pool if "fountain" not in card(c)]
            for sh in others:
                k = len(getattr(sh, attr))
                got, held = held[:k], held[k:]
                setattr(sh, attr, sorted(got) if attr == "guild_cards" else got)
                for c in got:
                    pool.remove(c)
            setattr(st, deck, pool)
        for deck in ("goods_deck", "ruby_deck"):
            pool = sorted(getattr(st, deck))
            r.shuffle(pool)
            setattr(st, deck, pool)
        st.rng = r.getrandbits(62)
        g._legal = None
        return g

    # -- the end -----------------------------------------------------------------------------
    def ranking(self) -> list[int]:
        """Seats best first: rubies, then filled spaces not crossed out (with Goods cards)."""
        return ranking(self.state)

    def ranks(self) -> list[int]:
        return ranks(self.state)

    def winners(self) -> list[int]:
        return winners(self.state)

    def rank_key(self, seat: int) -> tuple[int, int]:
        return rank_key(self.state, seat)

    def result_row(self, seat: int) -> dict[str, int]:
        """``simulate``'s columns for one seat: rubies, lira held, goods held, Goods and Guild
        cards in hand, checked improvements, the tie-break."""
        sh = self.sheet(seat)
        return {"rubies": sh.rubies, "lira": sh.lira, "goods": sum(sh.goods.values()),
                "cards": len(sh.goods_cards) + len(sh.guild_cards),
                "improvements": sum(sh.improvements.values()), "tiebreak": sh.tiebreak}

    def returns(self) -> list[float]:
        """Per seat 1.0 for each winner (shared victories too) once the game is over, else 0.0.
        Solo: the rubies as a share of 13 (the seed's "Are you able to collect 13?"), with a
        challenge half of that plus 0.5 when the challenge is met."""
        if not self.state.over:
            return [0.0] * self.players
        if self.players == 1:
            score = min(self.state.sheets[0].rubies, 13) / 13
            if self.challenge is None:
                return [score]
            return [score / 2 + (0.5 if self.challenge_result().met else 0.0)]
        win = set(self.winners())
        return [1.0 if s in win else 0.0 for s in range(self.players)]

    def challenge_result(self, number: int | None = None) -> ChallengeResult:
        """The solo challenge's outcome now (the game's challenge, or ``number``)."""
        n = self.challenge if number is None else number
        if n is None:
            raise ValueError("this game has no challenge: give a number from 1 to 14")
        from .solo import CHALLENGES
        if isinstance(n, bool) or n not in CHALLENGES:
            raise ValueError(f"challenge must be 1 to 14, not {n!r}")
        return check_challenge(n, self.state.sheets[0], self.plan)

    # -- the log -----------------------------------------------------------------------------
    @property
    def log(self) -> list[tuple[int, int, str, str]]:
        """Every event: (turn, seat that decided, action text, plain words: a ``Message``)."""
        return [(t, s, a, event_text(line)) for t, s, a, lines in self._log for line in lines]

    @property
    def setup_log(self) -> list[str]:
        """The set-up's narration (``Message``s; an old staged save's lines as texts)."""
        return [event_text(line) for line in self._setup_log]

    def log_text(self, turn: int | None = None, lang: str | None = None) -> str:
        """The narrated game in ``lang`` (None: the session's language): the set-up, then one
        block per turn (each decision, then what happened), then who won; or only the block of
        ``turn``. A decision is its action text in English (docs/notation.md, as a save keeps
        it) and its plain words in any other language, so a learner meets no English there."""
        if turn is not None and (isinstance(turn, bool) or not isinstance(turn, int)):
            raise ValueError(f"turn must be a whole number, not {turn!r}")
        code = check_language(lang)
        out = [] if turn is not None else [tr(_("Set-up:"), lang)] + [
            f"  {tr(line, lang)}" for line in self.setup_log]
        last = None
        for t, s, a, lines in self._log:
            if turn is not None and t != turn:
                continue
            if t != last:
                out.append(tr(_("Turn {turn}:", turn=t), lang))
                last = t
            out.append(f"  {self.names[s]}: {a if code == 'en' else tr(self._describe(a), code)}")
            out += [f"    {tr(event_text(line), lang)}" for line in lines]
        if self.state.over and turn is None:
            out.append(tr(self._question(), lang))
        return "\n".join(out)

    def __repr__(self) -> str:
        return (f"<Choose & Write, {self.players} players, "  # i18n: not shown
                f"turn {self.turn}: {self.question()}>")

    # -- the picture -------------------------------------------------------------------------
    def _svg_seat(self, seat: int | None) -> int:
        """The sheet a picture shows when no seat is named: the seat that decides now (a
        follower's while others follow), so what it may choose is lit; once the game is over,
        the (first) winner's."""
        if seat is not None:
            return seat
        return self.winners()[0] if self.is_over else self.to_act

    def svg(self, seat: int | None = None, **options) -> str:
        """One player's sheet as SVG text (``render.choose_write.sheet_svg``): ``seat``'s, or
        the deciding seat's with its choices lit (``_svg_seat``); ``options`` are
        ``sheet_svg``'s (``highlight``, ``theme``, ``hidden``). Part of the game protocol:
        every game view has a static SVG form."""
        from ..render.choose_write import sheet_svg

        return sheet_svg(self, self._svg_seat(seat), **options)

    def _repr_svg_(self) -> str | None:
        """``g`` in a notebook cell: the deciding seat's sheet with its choices lit, as SVG
        (the renderer is imported only here, on demand)."""
        try:
            from ..render.choose_write import sheet_svg
        except ImportError:
            return None
        return str(sheet_svg(self, self._svg_seat(None)))

    # -- save / load -----------------------------------------------------------------------
    def to_json(self) -> str:
        return dumps(self)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """A Game from a save (``save.read`` checks every field); ValueError (nothing made)
        when anything is wrong, naming the first refused step of the history."""
        saved = read(text, check_options)
        if not saved.staged:        # a new game: exactly the set-up its options give
            fresh = new_game(saved.players, saved.seed, saved.challenge, saved.names,
                             saved.mode)
            check_setup(saved, fresh._initial, [str(x) for x in fresh.setup_log])
            setup: list = fresh._setup_log     # the same lines, as sentences in any language
        else:
            setup = saved.setup_log
        game = cls(saved.players, saved.seed, saved.challenge, saved.names, saved.mode,
                   saved.initial, None, setup)
        return replay_history(game, saved.history, "save.history")


def default_names(players: int) -> list[str]:
    return [f"Player {i + 1}" for i in range(players)]


def new_game(players: int = 3, seed: int = 1, challenge: int | None = None,
             names: list[str] | None = None, mode: str = "teacher") -> Game:
    """A new game after the seed's set-up; ``challenge`` (1-14) only in the solo game."""
    from .setup import new_state
    players, seed, challenge, names, mode = check_options(players, seed, challenge, names, mode)
    st, lines = new_state(players, seed, challenge, names)
    return Game(players, seed, challenge, names, mode, st, setup_log=lines)


def check_options(players, seed, challenge, names, mode) -> tuple:
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 5:
        raise ValueError(f"players must be 1 to 5, not {players!r}")
    seed = check_seed(seed)      # a seed whose save would not load again is refused here
    if challenge is not None:
        if players != 1:
            raise ValueError("a challenge is for the solo game: use players=1")
        if isinstance(challenge, bool) or not isinstance(challenge, int) or \
                not 1 <= challenge <= 14:
            raise ValueError(f"challenge must be 1 to 14, not {challenge!r}")
    if names is None:
        names = default_names(players)
    if not isinstance(names, (list, tuple)) or len(names) != players or not all(
            isinstance(n, str) and n.strip() and len(n) <= 40 for n in names):
        raise ValueError(f"names: give {players} non-empty texts of at most 40 characters")
    if mode not in MODES:
        raise ValueError(f"mode must be 'teacher' or 'learner', not {mode!r}")
    return players, seed, challenge, list(names), mode


__all__ = ["Action", "Game", "IllegalAction", "SheetView", "new_game"]


def _not_a_text(value: object) -> Message:
    return _("an action is a text such as 'play hand', not {value}", value=repr(value)[:50])


def and_list(items: list[str]) -> Message:
    """"A, B and C" with its parts translatable."""
    if len(items) == 1:
        return join(items)
    # TRANSLATORS: the last two items of a list ("Red, Blue and Green", "fabric and spice")
    return _("{first} and {second}", first=join(items[:-1]), second=items[-1])


def _good(word: str) -> str:
    """A good's word of an action text as a message value (any other word as it is: words
    for a text that is no legal action)."""
    return good_term(word) if word in GOODS else word


def _spend_words(w: list[str]) -> Message:
    """Paying at the Sultan's Palace or spending goods, with the Goods cards used (``W..``)."""
    cards = [x for x in w if x.startswith("W")]
    used = and_list(cards) if cards else None
    if w[0] == "palace":
        if used is None:
            return _("pay the goods at the Sultan's Palace {letter}", letter=w[1])
        return _("pay the goods at the Sultan's Palace {letter} using Goods card {cards}",
                 letter=w[1], cards=used)
    goods = join([_good(x) for x in w[1:] if x != "with" and x[0] != "W"], " ")
    if used is None:
        return _("spend {goods}", goods=goods)
    return _("spend {goods} using Goods card {cards}", goods=goods, cards=used)


def _fill_words(w: list[str]) -> Message:
    if w[1] == "bonus":
        return _("fill in a bonus-action space")
    if w[1] == "lira":
        return _("fill in a lira space")
    return _("fill in a {good} space", good=_good(w[1]))


@cache
def _step_words() -> dict[str, Message]:
    """What a decision step asks, by its kind (the question's second half)."""
    return {
        "goods": _("choose a good"), "identical": _("choose the kind of the identical goods"),
        "different": _("choose a good (all different)"), "improvement": _("check an improvement"),
        "fill": _("fill in a space"), "card_or_good": _("take a Goods card or a good"),
        "improvement_or_fill": _("take an improvement or fill in a space"),
        "palace": _("perform a Sultan's Palace action (or skip)"),
        "palace_letter": _("pay the goods at the Sultan's Palace"),
        "spend_identical": _("spend 2 identical goods"),
        "spend_any": _("spend goods of your choice"),
        "discard_goods_card": _("discard a Goods card"),
        "catacombs": _("choose any place's action"),
        "keep": _("keep one of the Guild cards"),
        "fountain_good": _("choose the Fountain's good"),
        "fountain_improvement": _("check the Fountain's improvement"),
    }


def _play_words(w: list[str]) -> Message:
    if w[1] == "hand":
        return _("play the Location card in your hand")
    if w[1] == "left":
        return _("play the Location card at the left of the display")
    if w[1] == "right":
        return _("play the Location card at the right of the display")
    return _("play the Location card at the {side} of the display", side=w[1])


def _take_words(w: list[str]) -> Message:
    if w[1] == "deck":
        return _("take a Location card from the deck")
    if w[1] == "left":
        return _("take a Location card from the left of the display")
    if w[1] == "right":
        return _("take a Location card from the right of the display")
    return _("take a Location card from the {side} of the display", side=w[1])


def _follow_words(w: list[str]) -> Message:
    if w[2] == "icon":
        return _("follow with the action of {place}, crossing out an action icon there",
                 place=place_label(w[1]))
    return _("follow with the action of {place}, crossing out a bonus action",
             place=place_label(w[1]))


# An action's plain words by its first word (``w`` is the action text split into words); one
# table rather than a chain of ifs, so a new verb is one line.
_WORDS: dict[str, Callable[[list[str]], Message]] = {
    "play": _play_words,
    "guild": lambda w: _("play Guild card {card}: {text}", card=card(w[1])["id"],
                         text=card_text(w[1])),
    "at": lambda w: _("perform the action of {place}", place=place_label(w[1])),
    "follow": _follow_words,
    "bonus": lambda w: _("take a bonus action (fill in a bonus-action space)"),
    "pass": lambda w: _("pass (no bonus-action space left)"),
    "done": lambda w: _("take no more improvements"),
    "skip": lambda w: _("skip the Sultan's Palace action"),
    "card": lambda w: _("take a Goods card"),
    "take": _take_words,
    "good": lambda w: _("take {good}", good=_good(w[1])),
    "improve": lambda w: _("check an improvement at {place}", place=place_label(w[1])),
    "fill": _fill_words,
    "palace": _spend_words,
    "spend": _spend_words,
    "discard": lambda w: _("discard Goods card {card}", card=w[1]),
    "keep": lambda w: _("keep Guild card {card}", card=w[1]),
}
