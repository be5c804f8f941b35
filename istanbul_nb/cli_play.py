"""``istanbul-nb play``: a game at the terminal, driven by the same session as the Table.

The session (``istanbul_nb.session.Session``) holds the game, the bots, undo and redo, hints
and saves, and its ``TableView`` holds every word a learner reads; this module only prints a
view and reads a line. So a class without Jupyter (or a test with piped input) plays exactly
what the Table plays, in the same words.

A line is a button's number, an action in the notation of docs/notation.md, or one of the
``COMMANDS`` words. End of input ends the game (saved first when ``--save`` was given).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .core.errors import IllegalAction
from .session import Session, TableView

__all__ = ["COMMANDS", "play", "screen"]

#: what a player may type besides a number or an action, and what each does
COMMANDS = {
    "undo": "take back your last action (and the bots' after it)",
    "redo": "play again what was taken back",
    "hint": "ask the hint bot what it would do, and why",
    "table": "the table in words",
    "save FILE": "write the game to FILE (a save the Table and Game.from_json load)",
    "help": "this list",
    "quit": "stop here (saved first with --save)",
}


def screen(view: TableView) -> list[str]:
    """The lines the terminal shows for ``view``: what just happened, the status, any
    message, then the numbered buttons (a button's sentence follows when its label says
    less). The view's ``note`` is left out: it tells a widget's user where to click."""
    out: list[str] = []
    if view.recent:
        out += [view.recent_title or "What just happened:"]
        out += [f"  {line}" for line in view.recent]
    out += ["", view.headline]
    if view.question:
        out.append(view.question)
    out += [f"  {line}" for line in view.message]
    for number, button in enumerate(view.buttons, 1):
        said = button.words and button.words.lower() != button.label.lower()
        more = f" ({button.words})" if said else ""
        out.append(f"  {number:>3}. {button.label}{more}")
    return out


def _pick(view: TableView, line: str) -> Any:
    """The action a typed line names: a button's number (1 to the number of buttons), else the
    line itself (an action text the game parses, refusing what is not legal)."""
    if line.isdecimal():
        return view.buttons[int(line) - 1].act
    return line


def play(session: Session, read: Callable[[], str], write: Callable[[str], None],
         save: Callable[[str, str], None] | None = None, save_to: str | None = None) -> int:
    """Play ``session`` until the game ends or input does: ``read()`` gives one line
    (``EOFError`` at the end), ``write(line)`` shows one, ``save(path, text)`` writes a
    save. Returns the exit code (0)."""
    def saved(path: str | None) -> None:
        if path and save is not None:
            save(path, session.to_json())
            write(f"saved to {path}")

    while True:
        if session.bot_to_act():
            session.run_bots()
        view = session.view()
        for line in screen(view):
            write(line)
        if not view.buttons:             # the game is over: the summary says how it ended
            for line in view.summary:
                write(line)
            saved(save_to)
            return 0
        try:
            line = read().strip()
        except EOFError:
            saved(save_to)
            return 0
        word, _, rest = line.partition(" ")
        if word in ("quit", "exit"):
            saved(save_to)
            return 0
        try:
            if word == "help" or not line:
                session.say([f"{name}: {what}" for name, what in COMMANDS.items()]
                            + ["or a button's number, or an action such as 'move 9' "
                               "(docs/notation.md)"])
            elif word == "table":
                session.say(list(view.summary))
            elif word == "save":
                try:
                    if not rest.strip():
                        raise ValueError("save needs a file name: save FILE.json")
                    saved(rest.strip())
                except (ValueError, OSError) as exc:
                    session.say([f"Not saved: {exc}."], "error")
            elif word == "undo":
                session.undo()
            elif word == "redo":
                session.redo()
            elif word == "hint":
                session.hint()
            elif line.isdecimal() and not 1 <= int(line) <= len(view.buttons):
                session.say([f"There is no button {line}: choose 1 to {len(view.buttons)}."],
                            "error")
            else:
                session.play(_pick(view, line))
        except (IllegalAction, ValueError):
            pass                          # the session said why (its view's message)
