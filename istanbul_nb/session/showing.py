"""What a table shows: the seat shown big, the bots' decisions since the learner's last one,
the status and its notes, the table in words, the buttons, and all of it as one ``TableView``.
``Session`` calls these."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import N_, Message, _, join, tr
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
    title, in the session's language; none at a table of bots (nobody missed them)."""
    if not ses._recent or len(ses.bots) == ses._game.players:
        return (), ""
    shown = ses._recent[-RECENT:]
    more = len(ses._recent) - len(shown)
    title = (N_("Since your last decision ({n} earlier not shown)",
                "Since your last decision ({n} earlier not shown)", more) if more
             else _("Since your last decision"))
    return tuple(tr(x, ses.lang) for x in shown), tr(title, ses.lang)


def first_upper(text: str) -> str:
    """A note's first letter as a sentence's (a message may start with a lower-case value)."""
    return text[:1].upper() + text[1:]

# -- the view ----------------------------------------------------------------------------


def status(ses: Session, g: Any) -> tuple[str, str, str]:
    """(headline, question, note) of the shown game, in the session's language."""
    lang = ses.lang
    head = tr(ses.game_kind.headline(g, ses.who(g.to_act) if not g.is_over else ""), lang)
    question = tr(ses.game_kind.question(g), lang)
    if g.is_over:
        return head, question, ""
    live, n = ses.live, len(ses._game.history())
    note: str
    if not live:
        note = _("Replay: step {step} of {steps}. Buttons wake up at the end.", step=ses.step,
                 steps=n)
    elif ses.pacing:
        note = _("The bots are playing, one decision every {seconds} s: untick 'bots play by "
                 "themselves' to pause, or press 'Finish bots' turns'.",
                 seconds=f"{ses.pace:g}")
    elif ses.bot_to_act() and len(ses.bots) == g.players:
        note = _("Every seat is a bot: press 'Step bot' to watch one decision at a time, or "
                 "tick 'bots play by themselves'.")
    elif ses.bot_to_act():
        note = _("A bot decides now: press 'Step bot' (or tick 'bots play by themselves').")
    else:
        note = ses.game_kind.move_note(g)
    notes = [tr(note, lang)]
    if live and not ses.bot_to_act() and ses.panel is not None:
        notes += [tr(x, lang) for x in ses.panel(g.rules).choice_notes(g)]
    if live and g.to_act != g.current:
        bot = ses.bots.get(g.to_act)
        notes.insert(0, tr(hand_over(ses.game_kind.name(g, g.current),
                                     ses.game_kind.name(g, g.to_act),
                                     bot_name(bot) if bot is not None else None,
                                     g.players - len(ses.bots)), lang))
    return head, question, " ".join(x for x in notes if x).strip()


def summary(ses: Session) -> list[str]:
    """The shown game in sentences, in the session's language (what a screen reader reads
    instead of the board)."""
    g, lang = ses.shown, ses.lang
    head, question, note = status(ses, g)
    # TRANSLATORS: the status line and the question, as the first line of the table in words
    lines = [tr(_("{headline}. {question}", headline=head, question=question), lang)]
    if note:
        lines.append(note)
    lines.extend(tr(x, lang) for x in ses.game_kind.state_lines(
        g, lang, {s: bot_name(b) for s, b in ses.bots.items()}))
    seats = [_("{name}: {bot}", name=ses.game_kind.name(g, s), bot=bot_name(b))
             for s, b in sorted(ses.bots.items())]
    lines.append(tr(_("Bots: {bots}.", bots=join(seats, "; ")) if seats else _("Bots: none."),
                    lang))
    if ses.live and not g.is_over:
        acts = [a.text for a in g.legal_actions()]
        lines.append(tr(_("Legal actions ({n}): {actions}.", n=len(acts), actions=", ".join(acts)),
                        lang))
    return lines + [tr(x, lang) for x in ses.game_kind.footnotes]


def make_buttons(ses: Session, g: Any, acts: list[Any]) -> list[ButtonView]:
    if not any(a.text in ses._both for a in acts):
        ses._both = []
    out = []
    for a in acts:
        style = ("success" if a.text == ses._hinted else "info" if a.text in ses._both
                 else "warning" if a.kind == "end" else "")
        words = tr(ses.game_kind.words(g, a), ses.lang)
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
    groups = tuple(ButtonGroup(k, tr(titles.get(k, k), ses.lang),
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
    # a catalogue sentence may start with a value ("{region} is not a choice now"); a plain
    # line (the command line's own) is shown as it was given
    lines = tuple(first_upper(tr(x, ses.lang)) if isinstance(x, Message) else x for x in lines)
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
        message=lines, message_kind=kind, message_title=tr(title, ses.lang),
        buttons=tuple(buttons),
        groups=groups, borders=tuple(b for b in buttons if b.border), what=what,
        buttons_disabled=bot_turn, places=places,
        border_targets={e: a.text for e, a in edges.items()}, picked=ses._picked, lit=lit,
        hint=ses._hint_mark if live and ses._hinted is not None else None,
        can_undo=live and n > 0, can_redo=live and bool(ses._redo),
        can_hint=live and not g.is_over and not bot_turn,
        can_step=live and bot_turn and not ses.pacing, can_finish=live and bot_turn,
        bots=bots, seats=ses.game_kind.seats(g, bots, ses.lang), auto_play=ses.auto_play,
        last_turns=last, turns=ses.game_kind.turns(g, last, bots, ses.lang, others),
        replay_words=tr(_("step {step} of {steps} (now)", step=ses.step, steps=n) if live
                        else _("step {step} of {steps}", step=ses.step, steps=n), ses.lang),
        pace=ses.pace, panel_rows=rows,
        focus=ses.seat, recent=recent, recent_title=recent_title,
        boxes=tuple((tr(t, ses.lang), tuple(tr(x, ses.lang) for x in xs))
                    for t, xs in ses.game_kind.boxes(g, ses.seat)),
        summary=tuple(summary(ses)))
