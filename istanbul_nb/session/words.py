"""Words of a table that are no single game's: a save's refusal in words, the teacher's dice
as typed, the hand-over between two people at one screen, and the table's own words (its
controls, the titles of its folded parts, its fixed notes).

Every sentence here is a catalogue message (``i18n._``): English as a ``str``, shown in the
table's language by ``tr``, so both tables and the command line read one catalogue.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..i18n import N_, Message, _, check_language, join, tr

#: A save's refusal starts with the path of the field at fault ("state.players[0].stack: ...").
_FIELD_PATH = re.compile(r"^((?:save|state|initial|config)(?:\.[A-Za-z_]+|\[\d+\])*):\s*")
#: The path's first part in words.
_PATH_WORDS: Mapping[str, Message] = MappingProxyType({
    "save": _("the file"), "state": _("the saved game"), "initial": _("the game's start"),
    "config": _("the game's settings")})


def _one_of(field: str, n: int) -> Any:
    """The ``n``-th (from 1) of a list field of a save: "player 2", "decision 3"."""
    if field == "players":
        return _("player {n}", n=n)
    if field == "history":
        return _("decision {n}", n=n)
    if field in ("cards", "deck", "discard"):
        return _("card {n}", n=n)
    if field == "stacks":
        return _("stack {n}", n=n)
    if field == "markets":
        return _("market {n}", n=n)
    if field == "post":
        return _("column {n}", n=n)
    return f"{field.replace('_', ' ')} {n}"  # a field's own name (the save's English)


def _path_words(path: str) -> list[Any]:
    """A save's field path in words: "state.players[0].stack" -> the saved game, player 1,
    stack (a field's own name stays the save's English word)."""
    parts = re.findall(r"[A-Za-z_]+|\[\d+\]", path)
    words: list[Any] = [_PATH_WORDS[parts[0]]]
    last = parts[0]
    for part in parts[1:]:
        if part.startswith("["):
            words[-1] = _one_of(last, int(part[1:-1]) + 1)
        else:
            words.append(part.replace("_", " "))
            last = part
    return words


def plain_refusal(text: str) -> str:
    """A save's refusal with its field path in words: "state.players[0].stack: must be from 0
    to 5, not 9" -> "the saved game, player 1, stack: must be from 0 to 5, not 9"."""
    m = _FIELD_PATH.match(text)
    if not m:
        return text
    return str(join(_path_words(m.group(1)))) + ": " + text[m.end():]


def plain_reason(why: Any) -> Any:
    """A refusal as a learner reads it: a save's field path in words (the engine's message
    "{field}: {why}", or an English text), any other message as it is."""
    if isinstance(why, Message):
        field = why.values.get("field") if why.msgid == "{field}: {why}" else None
        if isinstance(field, str) and _FIELD_PATH.match(field + ": "):
            return _("{field}: {why}", field=join(_path_words(field)), why=why.values["why"])
        return why
    return plain_refusal(str(why))


class DiceError(ValueError):
    """Dice typed wrong: a ValueError whose reason is a catalogue message (``args[0]``)."""


def parse_dice(text: str) -> list[int]:
    """``"3 4"`` or ``"3, 4"`` -> [3, 4]; ValueError in plain words otherwise (its reason,
    ``args[0]``, a catalogue message)."""
    words = [t for t in re.split(r"[\s,;]+", text.strip()) if t]
    if not words:
        raise DiceError(_("type the next dice as numbers from 1 to 6, e.g. '3 4'"))
    out = []
    for t in words:
        if not t.isdigit() or not 1 <= int(t) <= 6:
            raise DiceError(_("{typed} is not a die: type numbers from 1 to 6, e.g. '3 4'",
                              typed=repr(t)))
        out.append(int(t))
    return out


#: The marks that end a sentence (a Chinese sentence ends with its own full stop).
_ENDS = (".", "?", "!", "。", "？", "！")


def sentence(text: str, lang: str | None = "en") -> str:
    """``text`` ending as a sentence: a full stop unless it ends with one already (or with a
    question or exclamation mark), so a refusal that quotes a question does not read "?."."""
    if text.rstrip().endswith(_ENDS):
        return text
    return f"{text}。" if check_language(lang) == "zh-Hant" else f"{text}."


class Ended(Message):
    """A text (a message or a plain string) that ends as a sentence in every language: the
    engine's refusal quoted inside a sentence of the table ("Not allowed: {reason}")."""

    __slots__ = ("inner",)
    inner: Any

    def __new__(cls, inner: Any) -> Ended:
        self = str.__new__(cls, sentence(str(inner)))
        self.msgid, self.plural, self.n, self.values = str(inner), None, None, {}
        self.inner = inner
        return self

    def text(self, lang: str | None = None) -> str:
        return sentence(tr(self.inner, lang), lang)

    def __reduce__(self) -> tuple:
        return (Ended, (self.inner,))


def reason(exc: BaseException) -> Any:
    """A refusal's reason as given (``exc.args[0]``: a message, shown in any language), or
    its text when it has none."""
    return exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)


def plural(n: int, word: str) -> str:
    """"3 later decisions" (English only: kept for callers outside the catalogue)."""
    return f"{n} {word}{'s' if n != 1 else ''}"  # i18n: not shown


def hand_over(owner: str, decider: str, bot: str | None, people: int) -> Message:
    """Whose decision it is when another seat decides during the current seat's turn (a Kiosk
    pick, an auction bid): for two humans at one screen, a clear hand-over."""
    if bot is not None:
        return _("{owner}'s turn: {decider} ({bot}) decides now.", owner=owner,
                 decider=decider, bot=bot)
    if people < 2:  # one person at the table: nothing to hand over
        return _("{owner}'s turn, but {decider} (you) decides now.", owner=owner,
                 decider=decider)
    return _("{owner}'s turn, but {decider} decides now: hand the screen to {decider}; "
             "the turn comes back to {owner} afterwards.", owner=owner, decider=decider)


# -- the table's own words: its controls, its folds, its fixed notes ---------------------------
#: What each control says: key -> (caption, tooltip). Both tables read them here (through
#: ``tr`` in their language), so a translation changes the catalogue, not the layout code.
CONTROLS: Mapping[str, tuple[str, str]] = MappingProxyType({
    # TRANSLATORS: the Table's buttons are short noun phrases or verbs (Korean: a noun phrase)
    "undo": (_("Undo"), _("take back the last decision")),
    "redo": (_("Redo"), _("play again what was taken back")),
    "hint": (_("Hint"), _("what would a bot do here, and why?")),
    "step": (_("Step bot"), _("let the bot to act make one decision")),
    "finish": (_("Finish bots' turns"), _("the bots make all their decisions at once, up to "
                                         "the next human decision")),
    "auto": (_("bots play by themselves"), ""),
    "live": (_("Back to now"), ""),
    "branch": (_("Play from here"), _("continue the game from this step (redo brings the "
                                      "rest back)")),
    "dice": (_("Set dice"), ""),
    "next_dice": (_("Next dice"), _("e.g. 3 4")),
    "save": (_("Save game"), _("make a download link of the game as JSON")),
    "load": (_("Load game"), ""),
    "pace": (_("Bots' pace"), ""),
    "replay": (_("Replay"), ""),
    "big_sheet": (_("Big sheet"), ""),
})
#: The titles of the parts folded away.
FOLDS: Mapping[str, str] = MappingProxyType({
    "panels": _("Every player's panel"),
    "log": _("The whole log"),
    "replay": _("Replay the game"),
    "teacher": _("Teacher's tools: dice, save and load, bots' pace, theme, names"),
    "words": _("The table in words"),
    "sheet_tools": _("Save and load, theme, the Game Plan's source"),
    "borders": _("or choose the border from a list"),
})
#: The pace picker's choices (seconds between two bot decisions).
PACES: tuple[tuple[str, float], ...] = ((_("slow (1.5 s)"), 1.5), (_("normal (0.7 s)"), 0.7),
                                        (_("fast (0.25 s)"), 0.25), (_("no pause"), 0.0))
NOTHING_YET = _("Nothing has happened yet.")
WHAT_IN_TOOLTIPS = _("What each button does: hold the pointer over it (its tooltip), or read "
                     "the table in words below.")
DECIDES_NOW = _("decides now")
#: what a screen reader names the "what it does" lines and the game's log
WHAT_THE_BUTTONS_DO = _("What the buttons do")
LOG_NAME = _("What happened")
#: the visible mark of a reconstructed value in a panel (its tooltip: ``reconstructed_tip``)
RECONSTRUCTED = _("reconstructed")
#: the language menu's tooltip (the menu itself shows each language in its own words)
LANGUAGE = _("Language")


def pace_words(pace: float) -> Message:
    """A pace that is none of ``PACES``: "2 s"."""
    # TRANSLATORS: seconds between two bot decisions
    return _("{seconds} s", seconds=f"{pace:g}")


def earlier_turns(n: int) -> Message:
    """What the log's page leaves out: "(12 earlier turns: see table.log_text)"."""
    return N_("({n} earlier turn: see table.log_text)", "({n} earlier turns: see table.log_text)",
              n)


def reconstructed_tip(source: str) -> Message:
    """The tooltip of a reconstructed value: what it means and where a teacher corrects it."""
    if source:
        return _("reconstructed: no printed source was found; a teacher corrects it in "
                 "{source}", source=source)
    return _("reconstructed: no printed source was found")
