"""Words of a table that are no single game's: a save's refusal in words, the teacher's dice
as typed, the hand-over between two people at one screen, and the table's own words (its
controls, the titles of its folded parts, its fixed notes)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType

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


def sentence(text: str) -> str:
    """``text`` ending as a sentence: a full stop unless it ends with one already (or with a
    question or exclamation mark), so a refusal that quotes a question does not read "?."."""
    return text if text.rstrip().endswith((".", "?", "!")) else f"{text}."


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


# -- the table's own words: its controls, its folds, its fixed notes ---------------------------
#: What each control says: key -> (caption, tooltip). Both tables read them here, so a
#: translation changes this catalogue, not the layout code.
CONTROLS: Mapping[str, tuple[str, str]] = MappingProxyType({
    "undo": ("Undo", "take back the last decision"),
    "redo": ("Redo", "play again what was taken back"),
    "hint": ("Hint", "what would a bot do here, and why?"),
    "step": ("Step bot", "let the bot to act make one decision"),
    "finish": ("Finish bots' turns", "the bots make all their decisions at once, up to the "
                                     "next human decision"),
    "auto": ("bots play by themselves", ""),
    "live": ("Back to now", ""),
    "branch": ("Play from here", "continue the game from this step (redo brings the rest "
                                 "back)"),
    "dice": ("Set dice", ""),
    "next_dice": ("Next dice", "e.g. 3 4"),
    "save": ("Save game", "make a download link of the game as JSON"),
    "load": ("Load game", ""),
    "pace": ("Bots' pace", ""),
    "replay": ("Replay", ""),
    "big_sheet": ("Big sheet", ""),
})
#: The titles of the parts folded away.
FOLDS: Mapping[str, str] = MappingProxyType({
    "panels": "Every player's panel",
    "log": "The whole log",
    "replay": "Replay the game",
    "teacher": "Teacher's tools: dice, save and load, bots' pace, theme, names",
    "words": "The table in words",
    "sheet_tools": "Save and load, theme, the Game Plan's source",
    "borders": "or choose the border from a list",
})
#: The pace picker's choices (seconds between two bot decisions).
PACES: tuple[tuple[str, float], ...] = (("slow (1.5 s)", 1.5), ("normal (0.7 s)", 0.7),
                                        ("fast (0.25 s)", 0.25), ("no pause", 0.0))
NOTHING_YET = "Nothing has happened yet."
WHAT_IN_TOOLTIPS = ("What each button does: hold the pointer over it (its tooltip), or read the "
                    "table in words below.")
DECIDES_NOW = "decides now"
#: what a screen reader names the "what it does" lines and the game's log
WHAT_THE_BUTTONS_DO = "What the buttons do"
LOG_NAME = "What happened"
#: the visible mark of a reconstructed value in a panel (its tooltip: ``reconstructed_tip``)
RECONSTRUCTED = "reconstructed"


def pace_words(pace: float) -> str:
    """A pace that is none of ``PACES``: "2 s"."""
    return f"{pace:g} s"


def earlier_turns(n: int) -> str:
    """What the log's page leaves out: "(12 earlier turns: see table.log_text)"."""
    return f"({n} earlier turns: see table.log_text)"


def reconstructed_tip(source: str) -> str:
    """The tooltip of a reconstructed value: what it means and where a teacher corrects it."""
    where = f"; a teacher corrects it in {source}" if source else ""
    return f"reconstructed: no printed source was found{where}"
