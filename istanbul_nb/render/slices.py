"""What an expansion or a variant adds to the picture of a game, found through the game's
ruleset (``Ruleset.slices["picture"]``) instead of by the expansion's name.

A picture slice module builds one frozen ``PictureSlice`` and registers it at import
(``PICTURES.register(__name__, PictureSlice(...))``); ``build_picture(rules)`` imports the
game's slice modules (``PICTURES.for_rules``) and merges their hooks, in install order, into one
frozen ``Picture``, made once per ruleset (``rules.memo``). ``game_scene`` draws the base game's
table and then loops over the game's ``Picture``: a game draws only its own expansions' hooks,
and no game can change what another draws (nothing here is a module-level list to append to).

The hooks (what ``game_scene`` calls, and when):

- ``painters``: the markers of a place (``PlacePainter``), after the base game's painters;
- ``extras``: drawings that belong to no one place, with the ``Marks``, after the painters;
- ``strips``: what lies beside the board, ``strip(marks, top) -> height`` (0: nothing drawn);
- ``pieces``: pieces to place on the tiles, ``pieces(game, pcs, theme, lang, big, small)``
  after the base game's merchants, figures and other pieces;
- ``lines``: more sentences for the text of the picture, ``lines(game, lang) -> [str]`` (a
  catalogue ``Message`` or text already in ``lang``: ``state_lines`` shows ``tr(line, lang)``);
- ``drawn_kinds``: kinds of ``pieces()["others"]`` a hook draws in its own way (no hexagon);
- ``figure_looks``: a figure's word and fill on its tag (``{name: (word, fill)}``);
- ``stack_badges``: a count drawn on a seat's merchant, ``badge(view) -> StackBadge | None``.

This module imports only the shared core: every picture slice may import it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Protocol

from ..core.slices import HasSlices, SliceRegistry

__all__ = ["PICTURES", "Picture", "PictureSlice", "PlacePainter", "StackBadge", "build_picture"]

# ``marks`` is ``game_scene.Marks`` (what a hook draws with); typed loosely here so that this
# module imports nothing of game_scene, which imports it.
#: ``painter(marks, place_number)``: draws one place's markers with ``marks.add``.
Painter = Callable[[Any, int], None]
#: ``extra(marks)``: draws what belongs to no one place.
Extra = Callable[[Any], None]
#: ``strip(marks, top) -> height``: draws beside the board from ``top``.
Strip = Callable[[Any, float], float]
#: ``pieces(game, pcs, theme, lang, big, small)``: adds ``Piece``s to ``big``/``small`` by place.
Pieces = Callable[..., None]
#: ``lines(game, lang) -> list[str]``: more sentences for ``state_lines``.
Lines = Callable[[Any, str], list[str]]


@dataclass(frozen=True)
class PlacePainter:
    """The painter of the markers of a place: ``key`` is a place number, or a place kind whose
    numbers ``places(game.rules.data)`` finds (one painter serves all places of a kind). It is
    called only for places of the board being drawn."""

    key: str | int
    paint: Painter
    places: Callable[[dict], list[int]] | None = None

    def __post_init__(self) -> None:
        if isinstance(self.key, bool) or not isinstance(self.key, str | int):
            raise ValueError(f"a painter is keyed by a place kind or number, not {self.key!r}")
        if isinstance(self.key, str) and self.places is None:
            raise ValueError(f"a painter for the kind {self.key!r} needs places(data) -> numbers")

    def numbers(self, data: dict) -> list[int]:
        """The places this painter draws, found in the rules' component data."""
        if isinstance(self.key, int):
            return [self.key]
        assert self.places is not None
        return list(self.places(data))


@dataclass(frozen=True)
class StackBadge:
    """How many of a merchant's stack are of a kind, drawn as a count on a small grey square
    at the merchant's upper right (id ``<merchant id>-<key>``)."""

    count: int
    #: the last part of the badge's id
    key: str
    #: the badge's tooltip (a catalogue ``Message``, or text: shown as ``tr(title, lang)``)
    title: str
    #: what the merchant's tooltip and the seat's sentence add after the stack's size (a
    #: ``Message`` or text, a value of their sentence)
    words: str


@dataclass(frozen=True)
class PictureSlice:
    """What one expansion or variant adds to the picture (every hook is optional)."""

    painters: tuple[PlacePainter, ...] = ()
    extras: tuple[Extra, ...] = ()
    strips: tuple[Strip, ...] = ()
    pieces: tuple[Pieces, ...] = ()
    lines: tuple[Lines, ...] = ()
    drawn_kinds: frozenset[str] = frozenset()
    figure_looks: Mapping[str, tuple[str, str]] = field(
        default_factory=lambda: MappingProxyType({}))
    stack_badges: tuple[Callable[[Any], StackBadge | None], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "figure_looks", MappingProxyType(dict(self.figure_looks)))
        object.__setattr__(self, "drawn_kinds", frozenset(self.drawn_kinds))

    @classmethod
    def merged(cls, slices: tuple[PictureSlice, ...]) -> PictureSlice:
        """The hooks of ``slices`` in their order, as one slice (a game's ``Picture``)."""
        looks: dict[str, tuple[str, str]] = {}
        for s in slices:
            for name, look in s.figure_looks.items():
                looks.setdefault(name, look)
        return cls(painters=tuple(p for s in slices for p in s.painters),
                   extras=tuple(x for s in slices for x in s.extras),
                   strips=tuple(x for s in slices for x in s.strips),
                   pieces=tuple(x for s in slices for x in s.pieces),
                   lines=tuple(x for s in slices for x in s.lines),
                   drawn_kinds=frozenset().union(*(s.drawn_kinds for s in slices)),
                   figure_looks=MappingProxyType(looks),
                   stack_badges=tuple(x for s in slices for x in s.stack_badges))


#: A game's picture: its slices' hooks merged in install order, itself a slice (a figure's
#: look is the first slice's that names it).
Picture = PictureSlice

#: The picture slices, by the module that registered each.
PICTURES: SliceRegistry[PictureSlice] = SliceRegistry("picture")


class HasMemo(HasSlices, Protocol):
    """A ruleset, as far as ``build_picture`` reads it."""

    @property
    def memo(self) -> dict: ...


def build_picture(rules: HasMemo) -> Picture:
    """The picture hooks of a game's ruleset, built once per ruleset (``rules.memo``). Built
    again only if a slice module registered a new entry since (a test re-registering a toy)."""
    entries = PICTURES.for_rules(rules)
    hit = rules.memo.get(("picture",))
    if hit is None or len(hit[0]) != len(entries) or any(
            a is not b for a, b in zip(hit[0], entries, strict=True)):
        hit = rules.memo[("picture",)] = (entries, Picture.merged(entries))
    return hit[1]
