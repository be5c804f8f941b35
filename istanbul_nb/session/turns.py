"""What just happened on the board: each seat's latest turn in a short line, from the game's
own record (``game.last_turns()``), for the strip above the question."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..i18n import _, check_language, english_of, join, tr
from ..places import label, labelled

#: The strip's title (its heading and its name for screen readers).
WHAT_HAPPENED = _("What just happened")


@dataclass(frozen=True)
class TurnLine:
    """One seat's latest turn, in the strip's language: its ``seat`` and ``name``, ``who``
    (with its bot's name), ``when`` ("turn 3", "turn 4, now") and ``words`` (what it did)."""

    seat: int
    name: str
    who: str
    when: str
    words: str


def turn_words(name: str, turn: dict, lang: str, others: tuple[str, ...] = ()) -> str:
    """One seat's latest turn in a short line: "Fountain (7) → Tea House (9): names 7 and
    rolls 4+5; takes 7 lira." The move is the arrow and the place is not named again; only
    the seat's own deeds are told (what follows from them, such as a mail marker moving down,
    stays in the log), and not the routine ones (the move, leaving an assistant, the end).
    ``others``: names of seats whose deeds in this turn are told too, with their name (when
    other seats decide during the turn: "Blue bids 4 lira").

    Which deed is whose is read from the English sentence (a log message is its English as a
    ``str``); in another language each deed is the log's whole sentence, translated, since
    its word order does not let the name or the place be cut off."""
    english = check_language(lang) == "en"
    start, end = turn.get("start"), turn.get("end")
    move = None
    if start is not None and end is not None and start != end:  # the seat moved
        move = _("{start} → {end}", start=labelled(start), end=labelled(end))
    here = label(end, "en") if end is not None else None   # the English log's name of it
    deeds: list[object] = []
    named = False  # after another seat's deed, the seat's own deeds name it again
    for event in turn.get("events", []):
        said = english_of(event)  # its English, whatever the kit's default language
        other = next((o for o in others if said.startswith(o + " ")), None)
        if other is not None:  # another seat decided during this turn (a bid, a pick)
            deeds.append(event)
            named = True
            continue
        if not said.startswith(name + " "):
            continue
        text = said[len(name) + 1:]
        # the English log's routine deeds (the arrow, the assistant's square and the next turn
        # say these): read, not shown
        routine = ("moves from ", "leaves an assistant")  # i18n: not shown
        if text.startswith(routine) or text == "ends the turn":  # i18n: not shown
            continue  # the arrow, the assistant's square and the next turn say these
        if not english:
            deeds.append(event)
            continue
        if here:
            text = text.replace(f" at {here}", "").replace(f" of {here}", "")
        deeds.append(f"{english_of(name)} {text}" if named else text)
    body = join(deeds, "; ") if deeds else None
    if move is not None and body is not None:
        # TRANSLATORS: a seat's latest turn: its move (an arrow between two places), its deeds
        return tr(_("{move}: {deeds}.", move=move, deeds=body), lang)
    if move is not None:
        return tr(_("{move}.", move=move), lang)
    if body is not None:
        return tr(_("{deeds}.", deeds=body), lang)
    return tr(_("no decision yet."), lang)


def turn_lines(game: Any, turns: Mapping[int, dict], bots: Mapping[int, str], lang: str,
               others_decide: bool = False) -> tuple[TurnLine, ...]:
    """The latest turn of each seat within the last round, oldest first (the turn going on
    says "now"); ``bots`` maps a seat to its bot's name; ``others_decide``: other seats decide
    during a turn, so their deeds are told too."""
    out = []
    for seat, t in turns.items():
        if t["turn"] <= game.turn - game.players:
            continue  # a round ago: the seat is about to play again
        p = game.player(seat)
        now = not game.is_over and seat == game.current and t["turn"] == game.turn
        others = tuple(game.player(s).name for s in range(game.players) if s != seat) \
            if others_decide else ()
        when = (_("turn {turn}, now", turn=t["turn"]) if now
                else _("turn {turn}", turn=t["turn"]))
        shown = tr(p.name, lang)
        out.append(TurnLine(seat, shown, f"{shown} ({bots[seat]})" if seat in bots
                            else shown, tr(when, lang), turn_words(p.name, t, lang, others)))
    return tuple(out)
