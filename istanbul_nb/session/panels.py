"""A player panel built per game from its ruleset: what each expansion and variant adds to a
seat's panel, as plain rows of words.

An expansion declares its panel module at registration (``slices={"panel": (module,)}``); that
module registers one frozen ``PanelSlice`` in ``PANELS`` at import. ``build_panel(rules)``
gathers the game's slices in install order, once per ruleset (``rules.memo``), so the panels
loop over what the game's build holds and name no expansion, and two games with different
expansions share nothing.

A slice gives words, not markup: ``PanelRow`` (label, value, tooltip) and the ``PanelItem``
things a row lists are what a learner reads, so a later translation touches the slices' words,
not the layout code that turns rows into HTML (``table_panels``). Pure Python (no widget
package), so a headless session can show the same rows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Protocol

from ..core.slices import SliceRegistry

__all__ = ["MARK", "PANELS", "Lines", "Panel", "PanelItem", "PanelRow", "PanelSlice", "build_panel"]

#: The mark beside a reconstructed value shown by its number alone (its tooltip has the words).
MARK = "†"


@dataclass(frozen=True)
class PanelItem:
    """One thing a row lists: a card in hand, a letter, a tile.

    ``key`` (a card's or a place's number) is shown first and bold; ``words`` say what it is
    (a card's text; on a chip, its words after the key). ``look`` names a chip style in the
    slice's ``looks`` ("" for plain words). ``reconstructed``: its value is this project's own
    choice (no printed source was found), so the panel marks it."""

    key: str = ""
    words: str = ""
    tooltip: str = ""
    look: str = ""
    reconstructed: bool = False


@dataclass(frozen=True)
class PanelRow:
    """One fact of a seat: ``label`` ("Coffee"; "" when the value says it all), ``value`` (a
    number or words: "9", "long move", "none") and ``tooltip``.

    ``items``: the things the row lists (shown instead of an empty value, before a non-empty
    one). ``strong``: the value is the row's number, shown bold after the label ("Coffee 9").
    ``listed``: each item on a line of its own with its words (else only their keys, the words
    in their tooltips, or chips when they have a look). ``reconstructed``: words naming a
    reconstructed value the row rests on ("letter count"), labelled as such after the row."""

    label: str
    value: str = ""
    tooltip: str = ""
    items: tuple[PanelItem, ...] = ()
    strong: bool = False
    listed: bool = False
    reconstructed: str = ""


#: The lines a slice adds to a seat's panel, each a few rows shown on one line.
Lines = tuple[tuple[PanelRow, ...], ...]


def _no_lines(game: Any, seat: int, compact: bool) -> Lines:
    return ()


def _no_stack_notes(game: Any, seat: int) -> tuple[PanelRow, ...]:
    return ()


def _no_choice_notes(game: Any) -> Sequence[str]:
    return ()


@dataclass(frozen=True)
class PanelSlice:
    """What one expansion or variant adds to the panels.

    - ``lines(game, seat, compact)``: the lines it adds at the end of a seat's panel (the
      compact panel under the board puts the same facts on fewer lines);
    - ``stack_notes(game, seat)``: rows said in brackets after the size of the seat's stack of
      assistants, number first ("2 of them spare");
    - ``choice_notes(game)``: sentences on the choices of the moment (the reconstructed values
      they rest on), shown with the question;
    - ``others_decide``: other seats decide during a seat's turn (bids, picks), so "what just
      happened" tells their deeds too;
    - ``looks``: the chip styles its items name (CSS);
    - ``source``: the data file in which a teacher corrects its reconstructed values.

    Each reads the game only through its public methods (``player``, ``pieces``, ``rules``).
    """

    lines: Callable[[Any, int, bool], Lines] = _no_lines
    stack_notes: Callable[[Any, int], tuple[PanelRow, ...]] = _no_stack_notes
    choice_notes: Callable[[Any], Sequence[str]] = _no_choice_notes
    others_decide: bool = False
    looks: Mapping[str, str] = field(default_factory=dict)
    source: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "looks", MappingProxyType(dict(self.looks)))


#: The panel slices, by the module that registered each.
PANELS: SliceRegistry[PanelSlice] = SliceRegistry("panel")


@dataclass(frozen=True)
class Panel:
    """A game's panel: its expansions' and variants' slices, in install order."""

    slices: tuple[PanelSlice, ...] = ()

    def lines(self, game: Any, seat: int, compact: bool = False) -> Lines:
        """Every line the game's slices add to the seat's panel, in install order."""
        return tuple(line for s in self.slices for line in s.lines(game, seat, compact))

    def stack_notes(self, game: Any, seat: int) -> tuple[PanelRow, ...]:
        return tuple(row for s in self.slices for row in s.stack_notes(game, seat))

    def choice_notes(self, game: Any) -> list[str]:
        return [note for s in self.slices for note in s.choice_notes(game)]

    @property
    def others_decide(self) -> bool:
        return any(s.others_decide for s in self.slices)


class _Rules(Protocol):
    """A ruleset, as far as the panel reads it."""

    @property
    def slices(self) -> Mapping[str, Sequence[str]]: ...
    @property
    def memo(self) -> dict: ...


def build_panel(rules: _Rules) -> Panel:
    """The panel of games with these rules, made once per ruleset (kept in ``rules.memo``)."""
    panel = rules.memo.get(("panel",))
    if not isinstance(panel, Panel):
        panel = rules.memo[("panel",)] = Panel(PANELS.for_rules(rules))
    return panel
