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

from .data import GOODS, LETTERS, card, components, place_name, place_order
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
)
from .payment import can_pay, choice_costs, distinct_cards, letter_cost, pay, payments, pool
from .state import Sheet

#: effects that never wait for a choice
AUTO = frozenset({"lira", "warehouse", "tea_house", "goods_card", "guild_card", "spend_lira",
                  "ruby", "caravan", "guild_pick"})


def no(why: dict | None, verb: str, reason: str) -> list:
    """Refuse ``verb`` now, recording the reason when asked why; offers nothing."""
    if why is not None and verb not in why:
        why[verb] = reason
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
        return bool(no(why, verb, f"the Gemstone Dealer 2 needs 10 lira to spend; "
                                  f"{ctx.name(seat)} has {sh.lira}"))
    if place == "3" and not _two_alike(sh):
        return bool(no(why, verb, "the Large Market 3 needs 2 identical goods to spend"))
    if place == "11" and not sh.goods_cards:
        return bool(no(why, verb, "the Small Market 11 needs a Goods card to discard"))
    if place in LETTERS and not can_pay(sh, letter_cost(ctx.st.palace, place)):
        cost = " ".join(letter_cost(ctx.st.palace, place))
        return bool(no(why, verb, f"the Sultan's Palace {place} asks {cost}, which "
                                  f"{ctx.name(seat)} cannot pay"))
    return True


def _two_alike(sh: Sheet) -> bool:
    """Whether the sheet (with its Goods cards) could pay 2 identical goods."""
    if not sh.goods_cards:
        return any(sh.goods_filled[g] - sh.goods_crossed[g] >= 2 for g in GOODS)
    return max(pool(sh).values()) >= 2


def guild_problem(ctx: Ctx, seat: int, gid: str) -> str | None:
    """Why ``seat`` cannot play Guild card ``gid`` now, or None when it can."""
    sh = ctx.st.sheets[seat]
    data = card(gid)
    if sh.lira < data["cost"]:
        return f"Guild card {gid} costs {data['cost']} lira; {ctx.name(seat)} has {sh.lira}"
    kinds = [next(iter(e)) for e in data["effects"]]
    if "discard_goods_card" in kinds:
        if not sh.goods_cards:
            return f"Guild card {gid} needs a Goods card to discard"
        if "spend_any" in kinds:
            for c in sh.goods_cards:
                sh.goods_cards.remove(c)
                ok = bool(choice_costs(sh, 1))
                sh.goods_cards.append(c)
                sh.goods_cards.sort()
                if ok:
                    return None
            return f"Guild card {gid} needs a Goods card and one more good to spend"
    elif "spend_any" in kinds:
        n = next(e["spend_any"] for e in data["effects"] if "spend_any" in e)
        if not choice_costs(sh, n):
            return f"Guild card {gid} needs {n} goods to spend"
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
        return out or no(why, "spend", f"{v} identical goods are needed")
    if kind == "spend_any":
        out = []
        for cost in choice_costs(sh, v):
            out += _pay_texts(ctx, seat, "spend " + " ".join(cost), cost)
        return out or no(why, "spend", f"{v} goods are needed")
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
        ctx.say(f"income at {place}: {base} + {per} per improvement ({n}) [reconstructed]")
        gain_goods(ctx, seat, v, base + per * n)
    elif kind == "tea_house":
        base, per = ctx.plan.tea_house_income
        n = sh.improvements.get("8", 0)
        ctx.say(f"income at 8: {base} + {per} per improvement ({n}) [reconstructed]")
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
            ctx.say(f"{ctx.name(seat)} takes a Guild card ({drawn[0]}), the only one left")
        elif drawn:
            ctx.say(f"{ctx.name(seat)} draws Guild cards {' and '.join(drawn)} and keeps one")
            return [{"do": "keep", "seat": seat, "cards": sorted(drawn)}]
    elif kind == "different":       # no choice left: every kind with room not yet taken
        for g in goods_room(ctx, seat):
            if g not in step.get("taken", []):
                gain_goods(ctx, seat, g, 1)
    elif kind == "spend_lira":
        sh.lira_crossed += v
        ctx.say(f"{ctx.name(seat)} crosses off {v} lira")
    elif kind == "ruby":
        for _ in range(v):
            gain_ruby(ctx, seat, step["source"] if step["source"] in
                      ("A", "B", "C", "D", "gemstone", "guild") else "guild")
    elif kind == "caravan":
        top = st.caravan_deck[0]
        st.caravan_used = True
        ctx.say(f"{ctx.name(seat)} performs the Caravan card {top}: {card(top)['seed_text']}")
        return effect_steps(seat, card(top)["effects"], "guild")
    else:
        raise ValueError(f"unknown step {kind!r}")
    return []


def _paid(ctx: Ctx, seat: int, cost: list[str], cards: list[str], what: str) -> None:
    sh = ctx.st.sheets[seat]
    rest, used = pay(sh, cost, tuple(cards))
    ctx.st.goods_discard.extend(used)
    parts = []
    if rest:
        parts.append(", ".join(f"{n} {g}" for g, n in sorted(rest.items(),
                                                             key=lambda x: GOODS.index(x[0]))))
    if used:
        parts.append("Goods card" + ("s " if len(used) > 1 else " ") + " ".join(used))
    ctx.say(f"{ctx.name(seat)} pays {' '.join(cost)} {what} ({' and '.join(parts)})")


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
        ctx.say(f"{ctx.name(seat)} takes no more improvements")
    elif verb == "fill":
        fill_space(ctx, seat, words[1])
        if kind == "fill" and step["v"] > 1:
            again = [dict(step, v=step["v"] - 1)]
    elif verb == "card":
        draw_goods_card(ctx, seat)
    elif verb == "palace":
        letter = words[1]
        _, cards = _split_with(words[2:])
        _paid(ctx, seat, letter_cost(st.palace, letter), cards, f"at the Sultan's Palace {letter}")
        if kind == "palace":
            gain_ruby(ctx, seat, letter)
    elif verb == "skip":
        ctx.say(f"{ctx.name(seat)} skips the Sultan's Palace action")
    elif verb == "spend":
        cost, cards = _split_with(words[1:])
        _paid(ctx, seat, cost, cards, "")
    elif verb == "discard":
        sh.goods_cards.remove(words[1])
        sh.goods_cards_played += 1
        st.goods_discard.append(words[1])
        ctx.say(f"{ctx.name(seat)} discards Goods card {words[1]}")
    elif verb == "at":
        place = words[1]
        ctx.say(f"{ctx.name(seat)} performs the action of {place} {place_name(place)} "
                "through the Catacombs")
        again = place_steps(seat, place)
    elif verb == "keep":
        other = [c for c in step["cards"] if c != words[1]]
        sh.guild_cards.append(words[1])
        sh.guild_cards.sort()
        st.guild_discard.extend(other)
        ctx.say(f"{ctx.name(seat)} keeps Guild card {words[1]} and discards {' '.join(other)}")
    else:
        raise ValueError(f"unknown choice {verb!r}")
    return again
