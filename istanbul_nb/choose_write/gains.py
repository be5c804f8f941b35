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

from .data import GOODS, place_name
from .plan import Plan
from .state import State


@dataclass
class Ctx:
    """What a rule needs: the state, the plan in use, the seat names, and the narration."""

    st: State
    plan: Plan
    names: list[str]
    lines: list[str] = field(default_factory=list)

    def say(self, text: str) -> None:
        self.lines.append(text)

    def name(self, seat: int) -> str:
        return self.names[seat]


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
    lost = f" ({n - got} lost: the lira sections are full)" if got < n else ""
    ctx.say(f"{ctx.name(seat)} fills in {got} lira{lost}")
    check_bonus(ctx, seat)


def gain_goods(ctx: Ctx, seat: int, good: str, n: int) -> None:
    sh = ctx.st.sheets[seat]
    room = ctx.plan.goods_columns[good] - sh.goods_filled[good]
    got = min(n, room)
    sh.goods_filled[good] += got
    lost = f" ({n - got} lost: the {good} column is full)" if got < n else ""
    ctx.say(f"{ctx.name(seat)} fills in {got} {good}{lost}")
    check_bonus(ctx, seat)


def fill_bonus(ctx: Ctx, seat: int) -> None:
    sh = ctx.st.sheets[seat]
    if sh.bonus_filled >= ctx.plan.bonus_spaces:
        ctx.say(f"{ctx.name(seat)} has no empty bonus-action space left")
        return
    sh.bonus_filled += 1
    ctx.say(f"{ctx.name(seat)} fills in a bonus-action space")


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
    ctx.say(f"{ctx.name(seat)} checks an improvement at {place} {place_name(place)}")


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
    ctx.say(f"{ctx.name(seat)} takes a ruby ({sh.rubies} in all)")
    if sh.rubies >= ctx.plan.amulet and st.players > 1 and not st.final_round:
        st.final_round = True
        ctx.say(f"{ctx.name(seat)} has completed the amulet: this round is the last")


def check_bonus(ctx: Ctx, seat: int) -> None:
    sh = ctx.st.sheets[seat]
    total = 0
    for i, size in enumerate(ctx.plan.lira_sections, 1):
        total += size
        if sh.lira_filled >= total and i not in sh.lira_bonus:
            sh.lira_bonus.append(i)
            ctx.say(f"{ctx.name(seat)} has filled lira section {i}: Bonus Ruby")
            gain_ruby(ctx, seat, "lira_bonus")
    low = min(sh.goods_filled.values())
    for row in ctx.plan.goods_bonus_rows:
        if low >= row and row not in sh.goods_bonus:
            sh.goods_bonus.append(row)
            ctx.say(f"{ctx.name(seat)} has filled all four goods columns to row {row}: "
                    "Bonus Ruby")
            gain_ruby(ctx, seat, "goods_bonus")


def _draw(ctx: Ctx, deck: list[str], discard: list[str], what: str) -> str | None:
    if not deck and discard:
        deck.extend(discard)
        discard.clear()
        shuffle(ctx.st, deck)
        ctx.say(f"the {what} discard pile is shuffled into a new deck")
    if not deck:
        return None
    ctx.st.draws += 1
    return deck.pop(0)


def draw_goods_card(ctx: Ctx, seat: int) -> None:
    st = ctx.st
    c = _draw(ctx, st.goods_deck, st.goods_discard, "Goods card")
    if c is None:
        ctx.say(f"no Goods card left for {ctx.name(seat)}")
        return
    st.sheets[seat].goods_cards.append(c)
    st.sheets[seat].goods_cards.sort()
    ctx.say(f"{ctx.name(seat)} takes a Goods card ({c})")


def draw_guild_card(ctx: Ctx, seat: int, keep: bool = True) -> str | None:
    st = ctx.st
    c = _draw(ctx, st.guild_deck, st.guild_discard, "Guild card")
    if c is None:
        ctx.say(f"no Guild card left for {ctx.name(seat)}")
        return None
    if keep:
        st.sheets[seat].guild_cards.append(c)
        st.sheets[seat].guild_cards.sort()
        ctx.say(f"{ctx.name(seat)} takes a Guild card ({c})")
    return c
