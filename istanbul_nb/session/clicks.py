"""What a click on the table means: a place or a border of the board (the Tavern's barrier,
by a click on it or on its two places one after the other), a region of a Choose & Write
sheet. The lit places and borders are the game's own choices (the same the picture lights);
a click that is no choice says why in the session's message. ``Session`` calls these."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING, Any

from ..i18n import _, join

if TYPE_CHECKING:
    from .session import Session


def click_place(ses: Session, place: int | None) -> None:
    """A click on place ``place`` (None: between or outside the places): move to (or send
    the family to) a lit place; the two places of a lit border one after the other choose
    it; else a note says what a click can do now."""
    g, edges = ses._game, lit_borders(ses)
    name = ses.game_kind.place_name
    if not ses.live:
        ses.say([_("This is a replay: press 'Back to now' to play on.")])
    elif g.is_over:
        ses.say([_("The game is over: replay it with the slider, or start a new one.")])
    elif place is None:
        ses.say([_("That is between or outside the places; click on a lit border.") if edges
                 else _("That is between or outside the places; click on a lit place.")])
    elif ses.bot_to_act():
        who = ses.who(g.to_act)
        ses.say([_("{who} decides now: wait for the bots, or press 'Finish bots' turns'.",
                   who=who) if ses.pacing else
                 _("{who} decides now: press 'Step bot' or tick 'bots play by themselves'.",
                   who=who)])
    else:
        choices = ses.game_kind.places(g)
        if len(choices.get(place, [])) > 1:
            # the merchant and the companion can both go there: the learner says which
            ses._both = [a.text for a in choices[place]]
            pieces = join((ses.game_kind.label(g, a, ses.lang) for a in choices[place]),
                          " / ")
            ses.say([_("More than one of your pieces can go to {place}: press a lit button "
                       "({pieces}).", place=name(place), pieces=pieces)])
            return
        if place in choices:
            ses.play(choices[place][0])
            return
        if edges and pick(ses, place, edges):
            return
        if choices:
            ses.say([_("{place} is not a choice now; the lit places are {places}.",
                       place=name(place), places=join(name(n) for n in sorted(choices)))])
        else:
            ses.say([_("{place} is not a choice now; no place is lit now: use the buttons.",
                       place=name(place))])


def click_border(ses: Session, a: int, b: int) -> None:
    """A click on the border between places ``a`` and ``b``: plays it when it is lit (the
    Tavern's barrier); ValueError, nothing changed, when it is not."""
    edges = lit_borders(ses)
    key = (min(a, b), max(a, b))
    if key not in edges:
        raise ses._refuse(ValueError, [_("The border {a}-{b} is not a choice now: click a lit "
                                         "border.", a=key[0], b=key[1])])
    ses._picked = None
    ses.play(edges[key])


def lit_borders(ses: Session) -> dict[tuple[int, int], Any]:
    """Lit border -> the action a click on it plays; none in a replay, after the end or
    while a bot decides."""
    if not ses.live or ses._game.is_over or ses.bot_to_act():
        return {}
    return dict(ses.game_kind.borders(ses._game))


def pick(ses: Session, place: int, edges: Mapping[tuple[int, int], Any]) -> bool:
    """Two places one after the other choose their border: the first is marked, the
    second plays (a click on the first again lets it go). False: not part of a choice."""
    first, name = ses._picked, ses.game_kind.place_name
    if first is not None and (min(first, place), max(first, place)) in edges:
        ses._picked = None
        ses.play(edges[(min(first, place), max(first, place))])
        return True
    across = partners(place, edges)
    if not across or place == first:
        ses._picked = None
        if place == first:
            ses.say([_("{place} let go: click a lit border, or two neighbouring places.",
                       place=name(place))])
            return True
        return False
    ses._picked = place
    ses.say([_("{place} chosen: now click the place on the other side ({places}), or {place} "
               "again to let it go.", place=name(place), places=join(name(n) for n in across))])
    return True


def click_region(ses: Session, region: str | None) -> None:
    """A click on a region of the sheet shown big (Choose & Write): a lit region with one
    action plays it; with several, their buttons light; else a note says why not."""
    g, seat = ses._game, ses.seat
    if g.is_over:
        ses.say([_("The game is over.")])
    elif ses.bot_to_act():
        ses.say([_("{who} decides now: wait for the bots, or press 'Step bot'.",
                   who=ses.who(g.to_act))])
    elif seat != g.to_act:
        name, decider = ses.game_kind.name(g, seat), ses.game_kind.name(g, g.to_act)
        ses.say([_("This is {name}'s sheet; {decider} decides now (press {decider} under the "
                   "sheet).", name=name, decider=decider)])
    elif region is None:
        ses.say([_("Click a lit place or section of the sheet, or press a button.")])
    else:
        choices = ses.game_kind.places(g)
        acts = choices.get(region, [])
        if len(acts) == 1:
            ses.play(acts[0])
            return
        what = ses.game_kind.place_name(region)
        if acts:
            ses._both = list(acts)
            words = join((ses.game_kind.words(g, ses.game_kind.parse(g, a)) for a in acts),
                         " / ")
            ses.say([_("More than one choice at {region}: press a lit button ({choices}).",
                       region=what, choices=words)])
        elif choices:
            ses.say([_("{region} is not a choice now; the lit choices are {choices}.",
                       region=what, choices=join(ses.game_kind.short_region(r)
                                                 for r in choices))])
        else:
            ses.say([_("{region} is not a choice now; use the buttons.", region=what)])


def partners(place: int, edges: Collection[tuple[int, int]]) -> list[int]:
    """The places across a lit border from ``place``."""
    return sorted({b if a == place else a for a, b in edges if place in (a, b)})
