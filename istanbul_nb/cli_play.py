"""``istanbul-nb play``: a game at the terminal, driven by the same session as the Table.

The session (``istanbul_nb.session.Session``) holds the game, the bots, undo and redo, hints
and saves, and its ``TableView`` holds every word a learner reads; this module only prints a
view and reads a line. So a class without Jupyter (or a test with piped input) plays exactly
what the Table plays, in the same words.

A line is a button's number, an action in the notation of docs/notation.md, or one of the
``COMMANDS`` words. End of input ends the game (saved first when ``--save`` was given).

Every line is shown in the play's language (``lang``: the session's, which ``--lang`` sets): the
session's words are catalogue messages or already in its language, and ``tr`` leaves a plain
string (a player's name) as it is. The typed words (undo, hint, ...) stay English: they are
commands, like the actions' notation.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .core.errors import IllegalAction
from .i18n import Message, _, tr
from .session import Session, TableView

__all__ = ["COMMANDS", "play", "screen"]

#: what a player may type besides a number or an action, and what each does
COMMANDS: dict[str, Message] = {
    "undo": _("take back your last action (and the bots' after it)"),
    "redo": _("play again what was taken back"),
    "hint": _("ask the hint bot what it would do, and why"),
    "table": _("the table in words"),
    "save FILE": _(  # i18n: not shown (the command as typed)
        "write the game to FILE (a save the Table and Game.from_json load)"),
    "help": _("this list"),
    "quit": _("stop here (saved first with --save)"),
}


def screen(view: TableView, lang: str | None = None) -> list[str]:
    """The lines the terminal shows for ``view`` in ``lang`` (None: the kit's default): what
    just happened, the status, any message, then the numbered buttons (a button's sentence
    follows when its label says less). The view's ``note`` is left out: it tells a widget's
    user where to click."""
    def t(text: object) -> str:
        return tr(text, lang)

    out: list[str] = []
    if view.recent:
        out += [t(view.recent_title or _("What just happened:"))]
        out += [f"  {t(line)}" for line in view.recent]
    out += ["", t(view.headline)]
    if view.question:
        out.append(t(view.question))
    out += [f"  {t(line)}" for line in view.message]
    for number, button in enumerate(view.buttons, 1):
        label, words = t(button.label), t(button.words) if button.words else ""
        more = f" ({words})" if words and words.lower() != label.lower() else ""
        out.append(f"  {number:>3}. {label}{more}")
    return out


def _pick(view: TableView, line: str) -> Any:
    """The action a typed line names: a button's number (1 to the number of buttons), else the
    line itself (an action text the game parses, refusing what is not legal)."""
    if line.isdecimal():
        return view.buttons[int(line) - 1].act
    return line


def play(session: Session, read: Callable[[], str], write: Callable[[str], None],
         save: Callable[[str, str], None] | None = None, save_to: str | None = None,
         lang: str | None = None) -> int:
    """Play ``session`` until the game ends or input does: ``read()`` gives one line
    (``EOFError`` at the end), ``write(line)`` shows one, ``save(path, text)`` writes a
    save; every line in ``lang`` (None: the session's). Returns the exit code (0)."""
    lang = lang if lang is not None else getattr(session, "lang", None)

    def saved(path: str | None) -> None:
        if path and save is not None:
            save(path, session.to_json())
            write(tr(_("saved to {file}", file=path), lang))

    while True:
        if session.bot_to_act():
            session.run_bots()
        view = session.view()
        for line in screen(view, lang):
            write(line)
        if not view.buttons:             # the game is over: the summary says how it ended
            for line in view.summary:
                write(tr(line, lang))
            saved(save_to)
            return 0
        try:
            line = read().strip()
        except EOFError:
            saved(save_to)
            return 0
        word, _sep, rest = line.partition(" ")
        if word in ("quit", "exit"):
            saved(save_to)
            return 0
        try:
            if word == "help" or not line:
                # said as plain lines: a command is typed as written ("undo", not "Undo")
                lines: list[str] = [tr(_("{command}: {what}", command=name, what=what),
                                       session.lang) for name, what in COMMANDS.items()]
                session.say(lines + [_("or a button's number, or an action such as '{action}' "
                                       "(docs/notation.md)", action="move 9")])
            elif word == "table":
                session.say(list(view.summary))
            elif word == "save":
                try:
                    if not rest.strip():
                        session.say([_("Not saved: save needs a file name: {command}.",
                                       command="save FILE.json")], "error")
                    else:
                        saved(rest.strip())
                except (ValueError, OSError) as exc:
                    session.say([_("Not saved: {error}.", error=str(exc))], "error")
            elif word == "undo":
                session.undo()
            elif word == "redo":
                session.redo()
            elif word == "hint":
                session.hint()
            elif line.isdecimal() and not 1 <= int(line) <= len(view.buttons):
                session.say([_("There is no button {number}: choose 1 to {last}.",
                               number=line, last=len(view.buttons))], "error")
            else:
                session.play(_pick(view, line))
        except (IllegalAction, ValueError):
            pass                          # the session said why (its view's message)
