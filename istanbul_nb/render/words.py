"""The small words the pictures share: the goods and the seat colours as values of a sentence,
and a list read as a sentence ("A, B and C").

Why here and not in each picture: the board, the game's pieces, the reach and heat pictures
and the widgets name the same goods, colours and lists, and one wording keeps every picture
of a language consistent. Every value is a ``Term`` or a ``Message``, so it is translated with
the sentence that holds it (``tr(sentence, lang)``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import C_, Message, Term, _, join
from ..i18n.glossary import entries

__all__ = ["and_list", "card_word", "colour_word", "figure_word", "good_word", "none_word"]

#: The seat colours' words (``GameConfig.colours``), each a catalogue message.
_COLOURS: dict[str, Message] = {
    # TRANSLATORS: a seat's colour, as a word in a sentence ("Ann (red, letter R)")
    "red": C_("seat colour", "red"),
    # TRANSLATORS: a seat's colour
    "blue": C_("seat colour", "blue"),
    # TRANSLATORS: a seat's colour
    "green": C_("seat colour", "green"),
    # TRANSLATORS: a seat's colour
    "yellow": C_("seat colour", "yellow"),
    # TRANSLATORS: a seat's colour
    "white": C_("seat colour", "white"),
}


def good_word(good: str) -> Term | str:
    """A good ("fabric", an expansion's "coffee") as the glossary's term, so a sentence names
    it in the rule book's word; a good the glossary does not know yet stays its key."""
    entry = entries().get(str(good))
    return entry.as_term() if entry is not None else str(good)


def figure_word(name: str, title: object) -> object:
    """A neutral figure ("governor") as the glossary's term when it names the figure as the
    rules do ("Governor"), else the title the rules give it (a ``Term``, a ``Message`` or a
    plain word)."""
    entry = entries().get(str(name).replace("_", "-"))
    if entry is not None and entry.names["en"] == str(title):
        return entry.as_term()
    return title


def card_word(card: str, title: object) -> object:
    """A bonus card (its id, "move-3-4") as the glossary's term for its title (``card-<id>``)
    when the glossary names it as the rules do, else the rules' title."""
    entry = entries().get(f"card-{card}")
    if entry is not None and entry.names["en"] == str(title):
        return entry.as_term()
    return title


def colour_word(colour: str) -> Message | str:
    """A seat's colour in a sentence; a colour the kit has no word for stays as written."""
    return _COLOURS.get(colour, colour)


def none_word() -> Message:
    """What an empty list says ("bonus cards: none")."""
    # TRANSLATORS: an empty list in a sentence ("bonus cards: none")
    return _("none")


def and_list(parts: Sequence[Any]) -> Message:
    """Items as a sentence reads them: "A", "A and B", "A, B and C"; "none" for no item.
    The items stay values, so each is translated with the list."""
    items = list(parts)
    if not items:
        return none_word()
    if len(items) == 1:
        return join(items)
    # TRANSLATORS: the end of a list ("fabric, spice and fruit"); {items} holds the first ones
    return _("{items} and {last}", items=join(items[:-1]), last=items[-1])
