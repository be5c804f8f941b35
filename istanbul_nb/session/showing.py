"""What a table shows: the seat shown big, the bots' decisions since the learner's last one,
the status and its notes, the table in words, the buttons, and all of it as one ``TableView``.
``Session`` calls these."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .clicks import lit_borders, partners
from .view import ButtonGroup, ButtonView, TableView
from .words import hand_over

if TYPE_CHECKING:
    from .session import Session


def bot_name(bot: object) -> str:
    """A bot's ``name`` when it has one, else its class's name."""
    name = getattr(bot, "name", "")
    return name if isinstance(name, str) and name else type(bot).__name__


# -- the seat shown big, and what happened since the learner's last decision -------------


def first_seat(ses: Session) -> int:
    """The seat shown big at the start: the seat to act if a person, else the first
    person's, else the seat to act."""
    g = ses._game
    if g.to_act not in ses.bots:
        return g.to_act
    people = [s for s in range(g.players) if s not in ses.bots]
    return people[0] if people else g.to_act


def seat_shown(ses: Session) -> int:
    """The seat whose panel (or sheet) is shown big: on the board, the seat to act (the
    winner at the end); in Choose & Write the sheet a person chose, turned to a person who
    must decide now (once per new decider; a table of bots shows the active player's)."""
    g = ses._game
    if not ses.game_kind.follows_decider:
        return g.ranking()[0] if g.is_over else g.to_act
    decider = None if g.is_over else g.to_act
    if decider != ses._decider:
        ses._decider = decider
        if decider is not None and decider not in ses.bots:
            ses._seat = decider
        elif decider is not None and len(ses.bots) == g.players:
            ses._seat = g.current
    return ses._seat


def show(ses: Session, seat: int) -> None:
    """Show ``seat``'s sheet big (ValueError for no seat of the game)."""
    if isinstance(seat, bool) or not isinstance(seat, int) or \
            not 0 <= seat < ses._game.players:
        raise ValueError(f"seat must be 0 to {ses._game.players - 1}, not {seat!r}")
    _ = ses.seat  # a new decider turns the sheet first; the learner's choice then stands
    ses._seat = seat


#: the most of the bots' decisions the view lists
RECENT = 8


def recent_lines(ses: Session) -> tuple[tuple[str, ...], str]:
    """The bots' decisions since the learner's last one (the last ``RECENT``), and their
    title; none at a table of bots (nobody missed them)."""
    if not ses._recent or len(ses.bots) == ses._game.players:
        return (), ""
    shown = ses._recent[-RECENT:]
    more = len(ses._recent) - len(shown)
    return tuple(shown), ("Since your last decision"
                          + (f" ({more} earlier not shown)" if more else ""))

# -- the view ----------------------------------------------------------------------------


def status(ses: Session, g: Any) -> tuple[str, str, str]:
    """(headline, question, note) of the shown game."""
    head = ses.game_kind.headline(g, ses.who(g.to_act) if not g.is_over else "")
    question = ses.game_kind.question(g)
    if g.is_over:
        return head, question, ""
    live, n = ses.live, len(ses._game.history())
    if not live:
        note = f"Replay: step {ses.step} of {n}. Buttons wake up at the end."
    elif ses.pacing:
        note = (f"The bots are playing, one decision every {ses.pace:g} s: untick 'bots "
                "play by themselves' to pause, or press 'Finish bots' turns'.")
    elif ses.bot_to_act() and len(ses.bots) == g.players:
        note = ("Every seat is a bot: press 'Step bot' to watch one decision at a time, or "
                "tick 'bots play by themselves'.")
    elif ses.bot_to_act():
        note = "A bot decides now: press 'Step bot' (or tick 'bots play by themselves')."
    else:
        note = ses.game_kind.move_note(g)
    if live and not ses.bot_to_act() and ses.panel is not None:
        note = " ".join([note, *ses.panel(g.rules).choice_notes(g)]).strip()
    if live and g.to_act != g.current:
        bot = ses.bots.get(g.to_act)
        note = " ".join([hand_over(ses.game_kind.name(g, g.current),
                                   ses.game_kind.name(g, g.to_act),
                                   bot_name(bot) if bot is not None else None,
                                   g.players - len(ses.bots)), note]).strip()
    return head, question, note


def summary(ses: Session) -> list[str]:
    """The shown game in sentences (what a screen reader reads instead of the board)."""
    g = ses.shown
    head, question, note = status(ses, g)
    lines = [f"{head}. {question}"]
    if note:
        lines.append(note)
    lines.extend(ses.game_kind.state_lines(
        g, ses.lang, {s: bot_name(b) for s, b in ses.bots.items()}))
    seats = [f"{ses.game_kind.name(g, s)}: {bot_name(b)}" for s, b in sorted(ses.bots.items())]
    lines.append("Bots: " + ("; ".join(seats) if seats else "none") + ".")
    if ses.live and not g.is_over:
        acts = [a.text for a in g.legal_actions()]
        lines.append(f"Legal actions ({len(acts)}): " + ", ".join(acts) + ".")
    return lines + list(ses.game_kind.footnotes)


def make_buttons(ses: Session, g: Any, acts: list[Any]) -> list[ButtonView]:
    if not any(a.text in ses._both for a in acts):
        ses._both = []
    out = []
    for a in acts:
        style = ("success" if a.text == ses._hinted else "info" if a.text in ses._both
                 else "warning" if a.kind == "end" else "")
        words = ses.game_kind.words(g, a)
        out.append(ButtonView(a.text, ses.game_kind.label(g, a, ses.lang), f"{a.text}: {words}",
                              words, ses.game_kind.group(a), ses.game_kind.is_small(a), style,
                              ses.game_kind.is_border(a), a))
    return out


def view(ses: Session) -> TableView:
    """The table now, as a plain value."""
    g, live, n = ses.shown, ses.live, len(ses._game.history())
    edges = lit_borders(ses)
    if ses._picked is not None and not partners(ses._picked, edges):
        ses._picked = None
    head, question, note = status(ses, g)
    acts = [] if (not live or g.is_over) else g.legal_actions()
    buttons = make_buttons(ses, g, acts)
    titles = ses.game_kind.titles(g, acts)
    groups = tuple(ButtonGroup(k, titles.get(k, k),
                               tuple(b for b in buttons if b.kind == k and not b.border))
                   for k in ses.game_kind.kinds)
    what = tuple((b.label, b.words) for b, a in zip(buttons, acts, strict=True)
                 if not ses.game_kind.says_it_all(a))
    bot_turn = ses.bot_to_act()
    places = ({} if not live or g.is_over or bot_turn
              else {p: tuple(getattr(a, "text", a) for a in texts)
                    for p, texts in ses.game_kind.places(g).items()})
    lit = (tuple(partners(ses._picked, edges)) if ses._picked is not None
           else None if live else ())
    lines, kind, title = ses._note
    recent, recent_title = recent_lines(ses)
    bots = {s: bot_name(b) for s, b in ses.bots.items()}
    others = ses.panel(g.rules).others_decide if ses.panel is not None else False
    last = ses.game_kind.last_turns(g)
    rows = (tuple(ses.panel(g.rules).lines(g, s) for s in range(g.players))
            if ses.panel is not None and hasattr(g, "rules") else ())
    return TableView(
        kind=ses.game_kind.kind, live=live, step=ses.step, steps=n, headline=head,
        question=question, note=note,
        decider=g.to_act if live and not g.is_over and g.to_act != g.current else None,
        message=lines, message_kind=kind, message_title=title, buttons=tuple(buttons),
        groups=groups, borders=tuple(b for b in buttons if b.border), what=what,
        buttons_disabled=bot_turn, places=places,
        border_targets={e: a.text for e, a in edges.items()}, picked=ses._picked, lit=lit,
        hint=ses._hint_mark if live and ses._hinted is not None else None,
        can_undo=live and n > 0, can_redo=live and bool(ses._redo),
        can_hint=live and not g.is_over and not bot_turn,
        can_step=live and bot_turn and not ses.pacing, can_finish=live and bot_turn,
        bots=bots, seats=ses.game_kind.seats(g, bots, ses.lang), auto_play=ses.auto_play,
        last_turns=last, turns=ses.game_kind.turns(g, last, bots, ses.lang, others),
        replay_words=f"step {ses.step} of {n}{' (now)' if live else ''}",
        pace=ses.pace, panel_rows=rows,
        focus=ses.seat, recent=recent, recent_title=recent_title,
        boxes=ses.game_kind.boxes(g, ses.seat), summary=tuple(summary(ses)))
