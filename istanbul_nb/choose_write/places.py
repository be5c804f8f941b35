"""Every place action, Guild card, Caravan card and Fountain as steps: what a step offers
(the texts of docs/notation.md) and what a chosen text does.

The data file writes each action as a list of effects (``{"goods": 2}``, ``{"palace": ["A",
"B"]}``...); each effect becomes a step in the queue. A step with a choice waits for its seat;
one without (lira, cards drawn, the Warehouse's goods) runs at once. A step whose choice has no
option left (no room for goods, no free improvement square) is skipped with a line in the log.

Rulings where the seed is silent (also in docs/notation.md):
- "Spend ..., then ..." (places 2, 3, 11, A-D; the Guild cards that spend goods or discard a
  Goods card): the action may only be chosen when the spending is possible.
- "Perform Sultan Palace action X. Then ..." (Caravan and Guild cards): the palace part may be
  skipped (``skip``), and must be when it cannot be paid; the rest is taken anyway.
- The Catacombs perform any place's action except the Catacombs themselves.
- "Take 3 different Goods": the player picks them one by one; a full column cannot be picked.
- Wainwright "up to 2 improvements": ``done`` stops early.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..i18n import N_, Message, _, join
from .data import GOODS, LETTERS, card, components, place_order
from .gains import (
    Ctx,
    draw_goods_card,
    draw_guild_card,
    fill_space,
    gain_goods,
    gain_lira,
    gain_ruby,
    goods_room,
    improve,
    improvement_room,
    space_room,
    tell,
)
from .payment import can_pay, choice_costs, distinct_cards, letter_cost, pay, payments, pool
from .state import Sheet
from .words import card_text, good_term, place_label

#: effects that never wait for a choice
AUTO = frozenset({"lira", "warehouse", "tea_house", "goods_card", "guild_card", "spend_lira",
                  "ruby", "caravan", "guild_pick"})


def no(why: dict | None, verb: str, reason: str, **values: Any) -> list:
    """Refuse ``verb`` now, recording the reason when asked why; offers nothing. ``reason``
    is a catalogue sentence with named placeholders, made into a message only when someone
    asks why (the options run at every decision of every bot)."""
    if why is not None and verb not in why:
        why[verb] = Message(reason, None, None, values)
    return []


def effect_steps(seat: int, effects: list[dict], source: str) -> list[dict]:
    """The steps of one action for ``seat``; ``source`` names where its rubies come from."""
    steps = []
    ruby_source = source
    for eff in effects:
        kind = next(k for k in eff if k != "up_to")
        if kind == "palace_letter":
            ruby_source = eff[kind]
        step = {"do": kind, "seat": seat, "v": eff[kind], "source": ruby_source}
        if eff.get("up_to"):
            step["up_to"] = True
        steps.append(step)
    return steps


def place_steps(seat: int, place: str) -> list[dict]:
    out = []
    for template in _place_template(place):
        step = dict(template)
        step["seat"] = seat
        out.append(step)
    return out


@cache
def _place_template(place: str) -> tuple[dict, ...]:
    """A place's steps for seat 0, worked out once (``place_steps`` copies them for a seat:
    every action, and every follower's, asks for them)."""
    source = "gemstone" if place == "2" else "place"
    return tuple(effect_steps(0, components()["places"][place]["effects"], source))


#: the places whose action spends something first (``can_do`` checks only these)
_SPENDING = frozenset({"2", "3", "11", *LETTERS})


def can_do(ctx: Ctx, seat: int, place: str, why: dict | None = None, verb: str = "at") -> bool:
    """Whether ``seat`` can perform the action of ``place`` (its spending is possible)."""
    if place not in _SPENDING:       # most places spend nothing (asked at every decision)
        return True
    sh = ctx.st.sheets[seat]
    if place == "2" and sh.lira < 10:
        return bool(no(why, verb, "the Gemstone Dealer 2 needs 10 lira to spend; {who} has {n}",
                       who=ctx.name(seat), n=sh.lira))
    if place == "3" and not _two_alike(sh):
        return bool(no(why, verb, "the Large Market 3 needs 2 identical goods to spend"))
    if place == "11" and not sh.goods_cards:
        return bool(no(why, verb, "the Small Market 11 needs a Goods card to discard"))
    if place in LETTERS and not can_pay(sh, letter_cost(ctx.st.palace, place)):
        cost = goods_words(letter_cost(ctx.st.palace, place))
        return bool(no(why, verb, "the Sultan's Palace {letter} asks {goods}, which {who} "
                                  "cannot pay", letter=place, goods=cost, who=ctx.name(seat)))
    return True


def _two_alike(sh: Sheet) -> bool:
    """Whether the sheet (with its Goods cards) could pay 2 identical goods."""
    if not sh.goods_cards:
        return any(sh.goods_filled[g] - sh.goods_crossed[g] >= 2 for g in GOODS)
    return max(pool(sh).values()) >= 2


def goods_words(goods: list[str]) -> Message:
    """Goods as the rules list them ("fabric fabric spice"), each word translatable."""
    return join([good_term(g) for g in goods], " ")


def guild_problem(ctx: Ctx, seat: int, gid: str) -> Message | None:
    """Why ``seat`` cannot play Guild card ``gid`` now, or None when it can."""
    sh = ctx.st.sheets[seat]
    data = card(gid)
    if sh.lira < data["cost"]:
        return _("Guild card {card} costs {cost} lira; {who} has {n}", card=gid,
                 cost=data["cost"], who=ctx.name(seat), n=sh.lira)
    kinds = [next(iter(e)) for e in data["effects"]]
    if "discard_goods_card" in kinds:
        if not sh.goods_cards:
            return _("Guild card {card} needs a Goods card to discard", card=gid)
        if "spend_any" in kinds:
            for c in sh.goods_cards:
                sh.goods_cards.remove(c)
                ok = bool(choice_costs(sh, 1))
                sh.goods_cards.append(c)
                sh.goods_cards.sort()
                if ok:
                    return None
            return _("Guild card {card} needs a Goods card and one more good to spend", card=gid)
    elif "spend_any" in kinds:
        n = next(e["spend_any"] for e in data["effects"] if "spend_any" in e)
        if not choice_costs(sh, n):
            return _("Guild card {card} needs {n} goods to spend", card=gid, n=n)
    return None


def _with(cards: tuple[str, ...]) -> str:
    return (" with " + " ".join(cards)) if cards else ""


def _pay_texts(ctx: Ctx, seat: int, head: str, cost: list[str]) -> list[str]:
    return [head + _with(c) for c in payments(ctx.st.sheets[seat], cost)]


def _improve_or_fill(ctx: Ctx, seat: int) -> list[str]:
    return ([f"improve {p}" for p in improvement_room(ctx, seat)]
            + [f"fill {k}" for k in space_room(ctx, seat)])


# -- options ---------------------------------------------------------------------------------
def options(ctx: Ctx, step: dict, why: dict | None = None) -> list[str]:
    """The texts a decision step offers its seat now (unsorted)."""
    seat, kind = step["seat"], step["do"]
    v: Any = step.get("v", 0)
    st = ctx.st
    sh = st.sheets[seat]
    if kind == "goods" or kind == "identical":
        return [f"good {g}" for g in goods_room(ctx, seat)] or no(
            why, "good", "every goods column is full")
    if kind == "different":
        taken = step.get("taken", [])
        return [f"good {g}" for g in goods_room(ctx, seat) if g not in taken] or no(
            why, "good", "no other kind of good has room")
    if kind == "improvement":
        out = [f"improve {p}" for p in improvement_room(ctx, seat)]
        if not out:
            return no(why, "improve", "every improvement square is checked")
        return out + (["done"] if step.get("up_to") else [])
    if kind == "fill":
        return [f"fill {k}" for k in space_room(ctx, seat)] or no(
            why, "fill", "every section is full")
    if kind == "card_or_good":
        return ["card"] + [f"good {g}" for g in goods_room(ctx, seat)]
    if kind == "improvement_or_fill":
        return _improve_or_fill(ctx, seat)
    if kind == "palace":
        out = []
        for letter in v:
            if st.palace[letter]:
                out += _pay_texts(ctx, seat, f"palace {letter}", letter_cost(st.palace, letter))
        return out + ["skip"]
    if kind == "palace_letter":
        return _pay_texts(ctx, seat, f"palace {v}", letter_cost(st.palace, v))
    if kind == "spend_identical":
        out = []
        for g in GOODS:
            out += _pay_texts(ctx, seat, "spend " + " ".join([g] * v), [g] * v)
        return out or no(why, "spend", "{n} identical goods are needed", n=v)
    if kind == "spend_any":
        out = []
        for cost in choice_costs(sh, v):
            out += _pay_texts(ctx, seat, "spend " + " ".join(cost), cost)
        return out or no(why, "spend", "{n} goods are needed", n=v)
    if kind == "discard_goods_card":
        return [f"discard {c}" for c in distinct_cards(sh.goods_cards)] or no(
            why, "discard", "there is no Goods card to discard")
    if kind == "catacombs":
        return [f"at {p}" for p in place_order()
                if p != "12" and can_do(ctx, seat, p, why, verb=f"at {p}")]
    if kind == "keep":
        return [f"keep {c}" for c in step["cards"]]
    raise ValueError(f"unknown step {kind!r}")


# -- doing -----------------------------------------------------------------------------------
def run_auto(ctx: Ctx, step: dict) -> list[dict]:
    """Do an automatic step; returns the steps it adds in front of the queue."""
    seat, kind = step["seat"], step["do"]
    v: Any = step.get("v", 0)
    st = ctx.st
    sh = st.sheets[seat]
    if kind == "lira":
        gain_lira(ctx, seat, v)
    elif kind == "warehouse":
        place = next(p for p, d in components()["places"].items() if d.get("good") == v)
        base, per = ctx.plan.warehouse_income
        n = sh.improvements.get(place, 0)
        tell(ctx, "income at {place}: {base} + {per} per improvement ({n}) [reconstructed]",
             place=place, base=base, per=per, n=n)
        gain_goods(ctx, seat, v, base + per * n)
    elif kind == "tea_house":
        base, per = ctx.plan.tea_house_income
        n = sh.improvements.get("8", 0)
        tell(ctx, "income at {place}: {base} + {per} per improvement ({n}) [reconstructed]",
             place="8", base=base, per=per, n=n)
        gain_lira(ctx, seat, base + per * n)
    elif kind == "goods_card":
        for _ in range(v):
            draw_goods_card(ctx, seat)
    elif kind == "guild_card":
        for _ in range(v):
            draw_guild_card(ctx, seat)
    elif kind == "guild_pick":
        drawn = [c for c in (draw_guild_card(ctx, seat, keep=False) for _ in range(v)) if c]
        if len(drawn) == 1:
            sh.guild_cards.append(drawn[0])
            sh.guild_cards.sort()
            tell(ctx, "{who} takes a Guild card ({card}), the only one left", who=ctx.name(seat),
                 card=drawn[0])
        elif drawn:
            tell(ctx, "{who} draws Guild cards {first} and {second} and keeps one",
                 who=ctx.name(seat), first=drawn[0], second=drawn[1])
            return [{"do": "keep", "seat": seat, "cards": sorted(drawn)}]
    elif kind == "different":       # no choice left: every kind with room not yet taken
        for g in goods_room(ctx, seat):
            if g not in step.get("taken", []):
                gain_goods(ctx, seat, g, 1)
    elif kind == "spend_lira":
        sh.lira_crossed += v
        tell(ctx, "{who} crosses off {n} lira", who=ctx.name(seat), n=v)
    elif kind == "ruby":
        for _ in range(v):
            gain_ruby(ctx, seat, step["source"] if step["source"] in
                      ("A", "B", "C", "D", "gemstone", "guild") else "guild")
    elif kind == "caravan":
        top = st.caravan_deck[0]
        st.caravan_used = True
        tell(ctx, "{who} performs the Caravan card {card}: {text}", who=ctx.name(seat),
             card=top, text=card_text(top))
        return effect_steps(seat, card(top)["effects"], "guild")
    else:
        raise ValueError(f"unknown step {kind!r}")
    return []


def _paid(ctx: Ctx, seat: int, cost: list[str], cards: list[str], letter: str | None) -> None:
    """Pay ``cost`` (at the Sultan's Palace ``letter``, or spent) and narrate how: the sheet's
    goods crossed off and the Goods cards used."""
    sh = ctx.st.sheets[seat]
    rest, used = pay(sh, cost, tuple(cards))
    ctx.st.goods_discard.extend(used)
    parts: list[Message] = []
    if rest:
        parts.append(join([_("{n} {good}", n=n, good=good_term(g))
                           for g, n in sorted(rest.items(), key=lambda x: GOODS.index(x[0]))]))
    if used:
        parts.append(N_("Goods card {cards}", "Goods cards {cards}", len(used),
                        cards=" ".join(used)))
    how = parts[0] if len(parts) == 1 else _("{first} and {second}", first=parts[0],
                                             second=parts[1])
    if letter is None:
        tell(ctx, "{who} pays {goods} ({how})", who=ctx.name(seat), goods=goods_words(cost),
             how=how)
    else:
        tell(ctx, "{who} pays {goods} at the Sultan's Palace {letter} ({how})",
             who=ctx.name(seat), goods=goods_words(cost), letter=letter, how=how)


def _split_with(words: list[str]) -> tuple[list[str], list[str]]:
    if "with" in words:
        i = words.index("with")
        return words[:i], words[i + 1:]
    return words, []


def run_choice(ctx: Ctx, step: dict, words: list[str]) -> list[dict]:
    """Do the chosen text of a decision step (already checked legal); returns the steps it
    adds in front of the queue. The step itself is taken off by the caller unless it is
    put back (a count still to go)."""
    seat, kind = step["seat"], step["do"]
    st = ctx.st
    sh = st.sheets[seat]
    verb = words[0]
    again: list[dict] = []
    if verb == "good":
        g = words[1]
        if kind == "identical":
            gain_goods(ctx, seat, g, step["v"])
        else:
            gain_goods(ctx, seat, g, 1)
            if kind in ("goods", "different") and step["v"] > 1:
                nxt = dict(step, v=step["v"] - 1)
                if kind == "different":
                    nxt["taken"] = step.get("taken", []) + [g]
                again = [nxt]
    elif verb == "improve":
        improve(ctx, seat, words[1])
        if kind == "improvement" and step["v"] > 1:
            again = [dict(step, v=step["v"] - 1)]
    elif verb == "done":
        tell(ctx, "{who} takes no more improvements", who=ctx.name(seat))
    elif verb == "fill":
        fill_space(ctx, seat, words[1])
        if kind == "fill" and step["v"] > 1:
            again = [dict(step, v=step["v"] - 1)]
    elif verb == "card":
        draw_goods_card(ctx, seat)
    elif verb == "palace":
        letter = words[1]
        _, cards = _split_with(words[2:])
        _paid(ctx, seat, letter_cost(st.palace, letter), cards, letter)
        if kind == "palace":
            gain_ruby(ctx, seat, letter)
    elif verb == "skip":
        tell(ctx, "{who} skips the Sultan's Palace action", who=ctx.name(seat))
    elif verb == "spend":
        cost, cards = _split_with(words[1:])
        _paid(ctx, seat, cost, cards, None)
    elif verb == "discard":
        sh.goods_cards.remove(words[1])
        sh.goods_cards_played += 1
        st.goods_discard.append(words[1])
        tell(ctx, "{who} discards Goods card {card}", who=ctx.name(seat), card=words[1])
    elif verb == "at":
        place = words[1]
        tell(ctx, "{who} performs the action of {place} through the Catacombs",
             who=ctx.name(seat), place=place_label(place))
        again = place_steps(seat, place)
    elif verb == "keep":
        other = [c for c in step["cards"] if c != words[1]]
        sh.guild_cards.append(words[1])
        sh.guild_cards.sort()
        st.guild_discard.extend(other)
        tell(ctx, "{who} keeps Guild card {card} and discards {other}", who=ctx.name(seat),
             card=words[1], other=" ".join(other))
    else:
        raise ValueError(f"unknown choice {verb!r}")
    return again
