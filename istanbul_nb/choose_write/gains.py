"""Writing on a sheet and drawing cards, each change narrated: lira, goods, bonus-action spaces,
improvements, rubies (with the Bonus Rubies they trigger), Goods and Guild cards.

A space beyond the last one of a section is lost (the sheet has no room for it); the narration
says so. Bonus Rubies are checked as soon as a space is filled: the 20th and 40th lira (the last
space of each lira section) and each goods row 3, 6, 9, 12 once all four columns reach it; each is
taken once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .data import GOODS
from .plan import Plan
from .state import State
from .words import good_term, place_label


@dataclass
class Ctx:
    """What a rule needs: the state, the plan in use, the seat names, and the narration."""

    st: State
    plan: Plan
    names: list[str]
    #: the narration as (catalogue sentence, values), formatted only when read (``tell``)
    lines: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    def name(self, seat: int) -> str:
        return self.names[seat]


def tell(ctx: Ctx, msgid: str, **values: Any) -> None:
    """Narrate: ``msgid`` is a catalogue sentence with named placeholders, kept with its values
    and formatted only when the log is read, in the reader's language (``words.event_text``)."""
    ctx.lines.append((msgid, values))


def shuffle(st: State, cards: list[str]) -> None:
    """Shuffle in place from the state's own seed, which then moves on (saved with the state)."""
    r = random.Random(st.rng)
    r.shuffle(cards)
    st.rng = r.getrandbits(62)


def gain_lira(ctx: Ctx, seat: int, n: int) -> None:
    sh = ctx.st.sheets[seat]
    room = ctx.plan.lira_spaces - sh.lira_filled
    got = min(n, room)
    sh.lira_filled += got
    if got < n:
        tell(ctx, "{who} fills in {n} lira ({lost} lost: the lira sections are full)",
             who=ctx.name(seat), n=got, lost=n - got)
    else:
        tell(ctx, "{who} fills in {n} lira", who=ctx.name(seat), n=got)
    check_bonus(ctx, seat)


def gain_goods(ctx: Ctx, seat: int, good: str, n: int) -> None:
    sh = ctx.st.sheets[seat]
    room = ctx.plan.goods_columns[good] - sh.goods_filled[good]
    got = min(n, room)
    sh.goods_filled[good] += got
    if got < n:
        tell(ctx, "{who} fills in {n} {good} ({lost} lost: the {good} column is full)",
             who=ctx.name(seat), n=got, good=good_term(good), lost=n - got)
    else:
        tell(ctx, "{who} fills in {n} {good}", who=ctx.name(seat), n=got, good=good_term(good))
    check_bonus(ctx, seat)


def fill_bonus(ctx: Ctx, seat: int) -> None:
    sh = ctx.st.sheets[seat]
    if sh.bonus_filled >= ctx.plan.bonus_spaces:
        tell(ctx, "{who} has no empty bonus-action space left", who=ctx.name(seat))
        return
    sh.bonus_filled += 1
    tell(ctx, "{who} fills in a bonus-action space", who=ctx.name(seat))


def fill_space(ctx: Ctx, seat: int, what: str) -> None:
    """"Fill in a space": a lira, goods or bonus-action space of the player's choice."""
    if what == "lira":
        gain_lira(ctx, seat, 1)
    elif what == "bonus":
        fill_bonus(ctx, seat)
    else:
        gain_goods(ctx, seat, what, 1)


def space_room(ctx: Ctx, seat: int) -> list[str]:
    """The sections with an empty space: "lira", the goods, "bonus"."""
    sh = ctx.st.sheets[seat]
    out = []
    if sh.lira_filled < ctx.plan.lira_spaces:
        out.append("lira")
    out += [g for g in GOODS if sh.goods_filled[g] < ctx.plan.goods_columns[g]]
    if sh.bonus_filled < ctx.plan.bonus_spaces:
        out.append("bonus")
    return out


def goods_room(ctx: Ctx, seat: int) -> list[str]:
    sh = ctx.st.sheets[seat]
    return [g for g in GOODS if sh.goods_filled[g] < ctx.plan.goods_columns[g]]


def improvement_room(ctx: Ctx, seat: int) -> list[str]:
    sh = ctx.st.sheets[seat]
    return [p for p, n in ctx.plan.improvements.items() if sh.improvements.get(p, 0) < n]


def improve(ctx: Ctx, seat: int, place: str) -> None:
    sh = ctx.st.sheets[seat]
    sh.improvements[place] = sh.improvements.get(place, 0) + 1
    tell(ctx, "{who} checks an improvement at {place}", who=ctx.name(seat),
         place=place_label(place))


def gain_ruby(ctx: Ctx, seat: int, source: str) -> None:
    """One ruby on the amulet (or a ring after the tenth); ``source`` is a palace letter,
    "gemstone", "guild", "lira_bonus" or "goods_bonus". The tenth ruby starts the last round
    (not in the solo game, which ends only when the Location cards run out)."""
    st = ctx.st
    sh = st.sheets[seat]
    sh.rubies += 1
    sh.ruby_sources[source] += 1
    if source in ("A", "B", "C", "D") and source not in st.rubies_at:
        st.rubies_at.append(source)
        st.rubies_at.sort()
    tell(ctx, "{who} takes a ruby ({n} in all)", who=ctx.name(seat), n=sh.rubies)
    if sh.rubies >= ctx.plan.amulet and st.players > 1 and not st.final_round:
        st.final_round = True
        tell(ctx, "{who} has completed the amulet: this round is the last", who=ctx.name(seat))


def check_bonus(ctx: Ctx, seat: int) -> None:
    sh = ctx.st.sheets[seat]
    total = 0
    for i, size in enumerate(ctx.plan.lira_sections, 1):
        total += size
        if sh.lira_filled >= total and i not in sh.lira_bonus:
            sh.lira_bonus.append(i)
            tell(ctx, "{who} has filled lira section {section}: Bonus Ruby", who=ctx.name(seat),
                 section=i)
            gain_ruby(ctx, seat, "lira_bonus")
    low = min(sh.goods_filled.values())
    for row in ctx.plan.goods_bonus_rows:
        if low >= row and row not in sh.goods_bonus:
            sh.goods_bonus.append(row)
            tell(ctx, "{who} has filled all four goods columns to row {row}: Bonus Ruby",
                 who=ctx.name(seat), row=row)
            gain_ruby(ctx, seat, "goods_bonus")


def _draw(ctx: Ctx, deck: list[str], discard: list[str], what: str) -> str | None:
    """The top card of a deck (its discards shuffled into a new deck when it is empty);
    ``what`` is "goods" or "guild"."""
    if not deck and discard:
        deck.extend(discard)
        discard.clear()
        shuffle(ctx.st, deck)
        if what == "goods":
            tell(ctx, "the Goods card discard pile is shuffled into a new deck")
        else:
            tell(ctx, "the Guild card discard pile is shuffled into a new deck")
    if not deck:
        return None
    ctx.st.draws += 1
    return deck.pop(0)


def draw_goods_card(ctx: Ctx, seat: int) -> None:
    st = ctx.st
    c = _draw(ctx, st.goods_deck, st.goods_discard, "goods")
    if c is None:
        tell(ctx, "no Goods card left for {who}", who=ctx.name(seat))
        return
    st.sheets[seat].goods_cards.append(c)
    st.sheets[seat].goods_cards.sort()
    tell(ctx, "{who} takes a Goods card ({card})", who=ctx.name(seat), card=c)


def draw_guild_card(ctx: Ctx, seat: int, keep: bool = True) -> str | None:
    st = ctx.st
    c = _draw(ctx, st.guild_deck, st.guild_discard, "guild")
    if c is None:
        tell(ctx, "no Guild card left for {who}", who=ctx.name(seat))
        return None
    if keep:
        st.sheets[seat].guild_cards.append(c)
        st.sheets[seat].guild_cards.sort()
        tell(ctx, "{who} takes a Guild card ({card})", who=ctx.name(seat), card=c)
    return c
