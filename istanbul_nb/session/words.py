"""Sentences of a table that are no single game's: a save's refusal in words, the teacher's
dice as typed, the hand-over between two people at one screen."""

from __future__ import annotations

import re

#: A save's refusal starts with the path of the field at fault ("state.players[0].stack: ...").
_FIELD_PATH = re.compile(r"^((?:save|state|initial|config)(?:\.[A-Za-z_]+|\[\d+\])*):\s*")
_PATH_WORDS = {"save": "the file", "state": "the saved game", "initial": "the game's start",
               "config": "the game's settings"}
_ONE_OF = {"players": "player", "history": "decision", "cards": "card", "deck": "card",
           "discard": "card", "stacks": "stack", "markets": "market", "post": "column"}


def plain_refusal(text: str) -> str:
    """A save's refusal with its field path in words: "state.players[0].stack: must be from 0
    to 5, not 9" -> "the saved game, player 1, stack: must be from 0 to 5, not 9"."""
    m = _FIELD_PATH.match(text)
    if not m:
        return text
    parts = re.findall(r"[A-Za-z_]+|\[\d+\]", m.group(1))
    words = [_PATH_WORDS[parts[0]]]
    for part in parts[1:]:
        if part.startswith("["):
            words[-1] = f"{_ONE_OF.get(words[-1], words[-1])} {int(part[1:-1]) + 1}"
        else:
            words.append(part.replace("_", " "))
    return ", ".join(words) + ": " + text[m.end():]


def parse_dice(text: str) -> list[int]:
    """``"3 4"`` or ``"3, 4"`` -> [3, 4]; ValueError in plain words otherwise."""
    words = [t for t in re.split(r"[\s,;]+", text.strip()) if t]
    if not words:
        raise ValueError("type the next dice as numbers from 1 to 6, e.g. '3 4'")
    out = []
    for t in words:
        if not t.isdigit() or not 1 <= int(t) <= 6:
            raise ValueError(f"{t!r} is not a die: type numbers from 1 to 6, e.g. '3 4'")
        out.append(int(t))
    return out


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def hand_over(owner: str, decider: str, bot: str | None, people: int) -> str:
    """Whose decision it is when another seat decides during the current seat's turn (a Kiosk
    pick, an auction bid): for two humans at one screen, a clear hand-over."""
    if bot is not None:
        return f"{owner}'s turn: {decider} ({bot}) decides now."
    if people < 2:  # one person at the table: nothing to hand over
        return f"{owner}'s turn, but {decider} (you) decides now."
    return (f"{owner}'s turn, but {decider} decides now: hand the screen to {decider}; "
            f"the turn comes back to {owner} afterwards.")
