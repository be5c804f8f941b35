"""What a table shows at one moment, as plain frozen values: ``TableView`` and its parts.

A widget draws a ``TableView`` (``Session.view()``) and a test reads one; neither works out a
rule or a sentence of its own. Every string in it is what a learner reads (the game's words,
the session's notes, the engine's button labels), so a translation touches the session and
the engine, not the layout code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any


@dataclass(frozen=True)
class ButtonView:
    """One legal action as a button: ``action`` (its text, what a press plays), ``label`` (the
    engine's short label), ``tooltip`` (notation and the game's sentence), ``words`` (the
    game's sentence), its group ``kind``, whether it is ``small`` (also clicked on the board),
    its ``style`` ("success": the hint; "info": one of a clicked place's choices; "warning":
    the end; "") and whether it chooses a ``border`` (listed apart)."""

    action: str
    label: str
    tooltip: str
    words: str
    kind: str
    small: bool = False
    style: str = ""
    border: bool = False
    #: the game's action itself (what a widget hands back to ``Session.play``)
    act: Any = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class ButtonGroup:
    """The buttons of one kind of action under their title (empty when none is legal)."""

    kind: str
    title: str
    buttons: tuple[ButtonView, ...] = ()


@dataclass(frozen=True)
class HintMark:
    """A hint's place on the board and the hinted action in words (the picture's outline)."""

    place: int
    words: str


def _frozen(mapping: Mapping) -> Mapping:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class TableView:
    """The table at one moment, everything a widget draws, as words and numbers.

    - ``kind``: the game's kind ("istanbul", "choose_write"); ``live``: the live game is shown
      (not a replayed step); ``step`` of ``steps``: the replay's position;
    - ``headline``, ``question``, ``note``: the status; ``decider``: the seat deciding in
      another seat's turn (the status leads with it), else None;
    - ``message`` (lines), ``message_kind`` ("info", "error", "hint"), ``message_title`` (its
      tooltip: a hint's numbers): the note under the status;
    - ``buttons``: every action button in the game's order; ``groups``: every kind's buttons
      under its title; ``borders``: the border buttons (the
      Tavern's barrier), listed apart; ``what``: (label, sentence) of the buttons whose label
      says less than the sentence; ``buttons_disabled``: a bot decides;
    - ``places``: place -> the action texts a click on it could mean; ``border_targets``:
      (a, b) -> the action text a click on that border plays; ``picked``: the first place of a
      border chosen by two clicks; ``lit``: the places the picture lights (None: the game's
      own choices; () in a replay);
    - ``hint``: the hinted place, or None; ``can_*``: which controls work now;
    - ``bots``: seat -> bot name; ``auto_play``, ``pace``; ``seats``: each seat's panel in
      words (``seat.SeatWords``, the board game); ``panel_rows``: per seat, the lines
      the game's expansions add to its panel; ``focus``: the seat whose panel is shown big;
    - ``last_turns``: each seat's latest turn as the game records it (the picture's trails);
      ``turns``: what each seat did last in words (``turns.TurnLine``: the board's strip);
      ``replay_words``: "step 3 of 9 (now)";
    - ``recent``: the bots' decisions since the learner's last one ("Blue (Greedy): ..."), in
      the game's words, under ``recent_title``; ``boxes``: (title, sentences) of what lies
      on the table and the shown seat's cards (Choose & Write);
      ``summary``: the table in sentences (what a screen reader reads).
    """

    kind: str
    live: bool
    step: int
    steps: int
    headline: str
    question: str
    note: str = ""
    decider: int | None = None
    message: tuple[str, ...] = ()
    message_kind: str = "info"
    message_title: str = ""
    buttons: tuple[ButtonView, ...] = ()
    groups: tuple[ButtonGroup, ...] = ()
    borders: tuple[ButtonView, ...] = ()
    what: tuple[tuple[str, str], ...] = ()
    buttons_disabled: bool = False
    places: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    border_targets: Mapping[tuple[int, int], str] = field(default_factory=dict)
    picked: int | None = None
    lit: tuple[int, ...] | None = None
    hint: HintMark | None = None
    can_undo: bool = False
    can_redo: bool = False
    can_hint: bool = False
    can_step: bool = False
    can_finish: bool = False
    bots: Mapping[int, str] = field(default_factory=dict)
    auto_play: bool = False
    pace: float = 0.7
    seats: tuple[Any, ...] = ()
    panel_rows: tuple[Any, ...] = ()
    focus: int = 0
    last_turns: Mapping[int, Any] = field(default_factory=dict)
    turns: tuple[Any, ...] = ()
    replay_words: str = ""
    recent: tuple[str, ...] = ()
    recent_title: str = ""
    boxes: tuple[tuple[str, tuple[str, ...]], ...] = ()
    summary: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name in ("places", "border_targets", "bots", "last_turns"):
            object.__setattr__(self, name, _frozen(getattr(self, name)))

    def button(self, action: str) -> ButtonView:
        """The button that plays ``action`` (KeyError when none does)."""
        for b in self.buttons:
            if b.action == action:
                return b
        raise KeyError(action)
