"""What a session asks of a kind of game beyond the game protocol: ``TableKind``.

The board game's answers are ``board.BoardKind``, Choose & Write's ``sheet.SheetKind``; a game
of a third kind gets a table by offering these (and a widget that draws its picture). Each
answer is read from the game's public methods and its engine's words, never built by cutting
sentences apart. Texts are catalogue messages (``i18n``): the session shows them in its
language (``tr``); ``label`` is given the language, as the engine's short labels are.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol


class TableKind(Protocol):
    """A kind of game at a table: its button groups, its clicks, its words."""

    #: the game's kind ("istanbul", "choose_write"); the groups' kinds in order; the group
    #: the border buttons follow; the widget that shows it (a refused save names it); whether
    #: the seat shown big follows a person who must decide (a sheet) or is the seat to act
    kind: str
    kinds: tuple[str, ...]
    borders_after: str
    widget: str
    follows_decider: bool
    #: said at the end of the table in words
    footnotes: tuple[str, ...]

    def load(self, text: str | bytes) -> Any: ...

    def name(self, game: Any, seat: int) -> str: ...

    def parse(self, game: Any, text: str) -> Any: ...

    # -- the buttons -------------------------------------------------------------------------
    def label(self, game: Any, action: Any, lang: str) -> str:
        """The engine's short label of an action (``engine.labels``), in ``lang``."""
        ...

    def words(self, game: Any, action: Any) -> str:
        """The game's whole sentence for an action (a message)."""
        ...

    def group(self, action: Any) -> str: ...

    def is_border(self, action: Any) -> bool: ...

    def is_small(self, action: Any) -> bool: ...

    def says_it_all(self, action: Any) -> bool:
        """Whether the action's label and its group's title say all (no "what it does")."""
        ...

    def titles(self, game: Any, acts: Sequence[Any]) -> dict[str, str]: ...

    # -- the clicks --------------------------------------------------------------------------
    def places(self, game: Any) -> Mapping[Any, Sequence[Any]]:
        """Place (or region) -> the actions a click on it could mean."""
        ...

    def borders(self, game: Any) -> Mapping[tuple[int, int], Any]: ...

    def place_name(self, place: Any) -> str:
        """A place (or region) as a value of a sentence: a message, translated with it."""
        ...

    def short_region(self, region: Any) -> str: ...

    def hint_place(self, game: Any, action: Any) -> int | None: ...

    def hint_line(self, game: Any, place: int | None, bot: str, who: str, words: str) -> str:
        """A hint in a sentence, with where the table shows it."""
        ...

    # -- the words ---------------------------------------------------------------------------
    def headline(self, game: Any, who: str) -> str: ...

    def question(self, game: Any) -> str: ...

    def move_note(self, game: Any) -> str:
        """How a learner decides now, when nothing else is to be said."""
        ...

    def state_lines(self, game: Any, lang: str, bots: Mapping[int, str]) -> list[str]: ...

    def short(self, game: Any) -> str: ...

    def last_turns(self, game: Any) -> dict[int, dict]: ...

    def turns(self, game: Any, last: Mapping[int, dict], bots: Mapping[int, str], lang: str,
              others_decide: bool) -> tuple[Any, ...]: ...

    def seats(self, game: Any, bots: Mapping[int, str], lang: str) -> tuple[Any, ...]: ...

    def boxes(self, game: Any, seat: int) -> tuple[tuple[str, tuple[str, ...]], ...]: ...
