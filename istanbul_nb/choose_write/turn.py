"""A turn: play a card, perform an action, the others follow seat by seat, then the end of the
action (take a card, refill the display, Fountains, tuck Ruby cards, the Caravan card, pass).

The queue of steps drives everything: ``settle`` runs the steps that need no decision and
stops at the first one that does (its seat is ``to_act``). A turn pushes, in order: the active
player's ``turn`` step (play a card), the place choice and its effects, one ``follow`` step per
other seat in clockwise order (each follower's effects right after its choice), ``take`` when
the card came from the hand, then ``refill``, ``tuck``, ``caravan_cycle``, (solo:
``solo_discard``, ``refill``, ``tuck``, ``caravan_cycle``) and ``pass``.

Solo: the seed discards the leftmost display card "After each of your turns", so it comes
after the turn's own end (a Ruby card tucked, the used Caravan card cycled); following it is a
follower's action of its own, with its own tuck and Caravan cycle.

Rulings where the seed is silent (also in docs/notation.md):
- Followers decide and act one after the other in clockwise order from the active player (the
  seed's "in case of doubt"), so the decks change between them.
- A follower who can use the card chooses ``bonus`` (fill a bonus-action space) or, with no
  empty bonus-action space left, ``pass``; ``pass`` is offered only then.
- Fountains drawn during set-up or play: everyone gains the item; choices (a good, an
  improvement) are made seat by seat from the active (at set-up: the start) player.
- The display is refilled at the left in the solo game when the card's mark says so, else at
  the right; with 2-5 players new cards go to the right.
"""

from __future__ import annotations

from ..i18n import Message, _
from .data import card
from .gains import Ctx, draw_goods_card, gain_lira, goods_room, improvement_room, tell
from .places import (
    AUTO,
    can_do,
    effect_steps,
    guild_problem,
    no,
    options,
    place_steps,
    run_auto,
    run_choice,
)
from .words import card_text, place_label

FLOW_AUTO = frozenset({"refill", "draw_hand", "solo_discard", "tuck", "caravan_cycle", "pass",
                       "fountain"})


def seats_from(ctx: Ctx, first: int) -> list[int]:
    n = ctx.st.players
    return [(first + k) % n for k in range(n)]


def end_now(ctx: Ctx, reason: Message) -> None:
    """The game is over at once; ``reason`` (a sentence) is kept in the state as its English
    text (a save is the same in every language) and told in the reader's."""
    st = ctx.st
    st.over = True
    st.end_reason = reason
    st.queue.clear()
    tell(ctx, "the game ends: {reason}", reason=reason)


def end_reasons(names: list[str]) -> list[Message]:
    """Every sentence that ends a game early, for these seat names: a loaded game's reason
    (its English text) is read back as the sentence it was (``reason_message``)."""
    return ([_("{who} cannot draw a Location card", who=n) for n in names]
            + [_("the Location card display cannot be refilled"),
               _("the round in which someone took a tenth ruby is complete")])


def reason_message(reason: str, names: list[str]) -> str:
    """The sentence of an end reason kept as text (a message as it is; an English text as its
    message when it is one of the rules' reasons, else the text as it is)."""
    if isinstance(reason, Message):
        return reason
    return next((m for m in end_reasons(names) if m == reason), reason)


# -- the turn's decisions --------------------------------------------------------------------
def turn_options(ctx: Ctx, seat: int, why: dict | None = None) -> list[str]:
    st = ctx.st
    sh = st.sheets[seat]
    out = []
    if sh.hand:
        out.append("play hand")  # i18n: not shown
    else:
        no(why, "play", "your hand is empty")
    out += ["play left", "play right"][:len(st.display)]  # i18n: not shown
    for gid in sorted(set(sh.guild_cards)):
        problem = guild_problem(ctx, seat, gid)
        if problem is None:
            out.append(f"guild {gid}")
        else:
            no(why, f"guild {gid}", problem)
    if not sh.guild_cards:
        no(why, "guild", "you have no Guild card")
    return out


def place_options(ctx: Ctx, step: dict, why: dict | None = None) -> list[str]:
    """The active player's choice: the played place or a neighbour, free of charge."""
    seat = step["seat"]
    usable = ctx.plan.usable.get(step["card"]) or ctx.plan.usable_with(step["card"])
    return [f"at {p}" for p in usable if can_do(ctx, seat, p, why, verb=f"at {p}")]


def follow_options(ctx: Ctx, step: dict, why: dict | None = None) -> list[str]:
    """A follower's choice: use the card crossing an icon (of the place used) or a filled
    bonus action, or fill a bonus-action space instead (or pass, when none is left)."""
    seat = step["seat"]
    sh = ctx.st.sheets[seat]
    out = []
    icons, crossed, bonus = ctx.plan.icons, sh.icons_crossed, sh.bonus
    # the refusals' words are only written when asked why (this runs at every follow step)
    for p in ctx.plan.usable.get(step["card"]) or ctx.plan.usable_with(step["card"]):
        if not can_do(ctx, seat, p, why, verb=f"follow {p}"):
            continue
        free = crossed[p] < icons[p]
        if free:
            out.append(f"follow {p} icon")
        elif why is not None:
            if bonus:
                no(why, f"follow {p} icon", "every action icon at {place} is crossed out: cross "
                   "off a bonus action instead (follow {place} bonus)", place=p)
            else:
                no(why, f"follow {p} icon", "every action icon at {place} is crossed out",
                   place=p)
        if bonus > 0:
            out.append(f"follow {p} bonus")
        elif why is not None:
            no(why, f"follow {p} bonus", "you have no filled bonus-action space to cross off")
            if not free:
                no(why, "follow", "every action icon at {place} is crossed out and no bonus "
                                  "action is filled in", place=p)
    if sh.bonus_filled < ctx.plan.bonus_spaces:
        out.append("bonus")
    else:
        no(why, "bonus", "every bonus-action space is filled in")
        out.append("pass")
    if "pass" not in out:
        no(why, "pass", "you may only pass when no bonus-action space is left: take a bonus "
                        "action instead (bonus)")
    return out


def take_options(ctx: Ctx, step: dict, why: dict | None = None) -> list[str]:
    st = ctx.st
    out = ["take left", "take right"][:len(st.display)]  # i18n: not shown
    if st.location_deck:
        out.append("take deck")  # i18n: not shown
    else:
        no(why, "take", "the Location deck is empty")
    return out


def options_for(ctx: Ctx, step: dict, why: dict | None = None) -> list[str]:
    kind = step["do"]
    if kind == "turn":
        return turn_options(ctx, step["seat"], why)
    if kind == "choose":
        return place_options(ctx, step, why)
    if kind == "follow":
        return follow_options(ctx, step, why)
    if kind == "take":
        return take_options(ctx, step, why)
    if kind == "fountain_good":
        return [f"good {g}" for g in goods_room(ctx, step["seat"])]
    if kind == "fountain_improvement":
        return [f"improve {p}" for p in improvement_room(ctx, step["seat"])]
    return options(ctx, step, why)


# -- running the queue -----------------------------------------------------------------------
def settle(ctx: Ctx) -> list[str]:
    """Run steps without a decision until one needs a seat's choice or the game is over;
    returns that choice's options (unsorted; [] when the game is over)."""
    st = ctx.st
    while st.queue and not st.over:
        step = st.queue[0]
        kind = step["do"]
        if kind in FLOW_AUTO:
            st.queue.pop(0)
            st.queue[0:0] = run_flow(ctx, step)
        elif kind in AUTO or (kind == "different" and len(options(ctx, step)) <= step["v"]):
            st.queue.pop(0)
            st.queue[0:0] = run_auto(ctx, step)
        else:
            opts = options_for(ctx, step)
            if opts:
                return opts
            st.queue.pop(0)
            tell(ctx, "{who} has nothing to choose ({why})", who=ctx.name(step["seat"]),
                 why=_skip_words(step))
    return []


def _skip_words(step: dict) -> Message:
    kind = step["do"]
    if kind in ("goods", "identical", "different", "fountain_good"):
        return _("no goods column has room")
    if kind in ("improvement", "fountain_improvement"):
        return _("every improvement square is checked")
    if kind == "fill":
        return _("every section is full")
    # TRANSLATORS: {step} is a step's kind as the rules name it ("spend identical")
    return _("nothing possible for {step}", step=kind.replace("_", " "))


def choose(ctx: Ctx, text: str) -> list[str]:
    """Do the chosen (legal) text of the first step, then settle; returns the next choice's
    options."""
    st = ctx.st
    step = st.queue.pop(0)
    words = text.split()
    kind, seat = step["do"], step["seat"]
    if kind == "turn":
        add = play(ctx, seat, words)
    elif kind == "choose":
        place = words[1]
        tell(ctx, "{who} performs the action of {place}", who=ctx.name(seat),
             place=place_label(place))
        add = place_steps(seat, place)
    elif kind == "follow":
        add = follow(ctx, step, words)
    elif kind == "take":
        add = take(ctx, seat, words[1])
    elif kind in ("fountain_good", "fountain_improvement"):
        add = run_choice(ctx, dict(step, do="goods" if kind == "fountain_good" else "improvement",
                                   v=1), words)
    else:
        add = run_choice(ctx, step, words)
    st.queue[0:0] = add
    return settle(ctx)


def play(ctx: Ctx, seat: int, words: list[str]) -> list[dict]:
    st = ctx.st
    sh = st.sheets[seat]
    if words[0] == "guild":
        gid = words[1]
        data = card(gid)
        sh.guild_cards.remove(gid)
        sh.lira_crossed += data["cost"]
        sh.guild_played += 1
        st.guild_discard.append(gid)
        st.played = {"guild": gid}
        tell(ctx, "{who} plays Guild card {card}, crossing off {n} lira: {text}",
             who=ctx.name(seat), card=gid, n=data["cost"], text=card_text(gid))
        return effect_steps(seat, data["effects"], "guild") + end_steps(ctx, from_hand=False)
    where = words[1]
    if where == "hand":
        cid = sh.hand.pop(0)
    else:
        cid = st.display.pop(0 if where == "left" else 1)
    st.location_discard.append(cid)
    place = card(cid)["place"]
    st.played = {"card": cid, "place": place, "from": where}
    if where == "hand":
        tell(ctx, "{who} plays the Location card {place} from the hand", who=ctx.name(seat),
             place=place_label(place))
    elif where == "left":
        tell(ctx, "{who} plays the Location card {place} from the display (left)",
             who=ctx.name(seat), place=place_label(place))
    else:
        tell(ctx, "{who} plays the Location card {place} from the display (right)",
             who=ctx.name(seat), place=place_label(place))
    steps = [{"do": "choose", "seat": seat, "card": place}]
    if st.players > 1:
        steps += [{"do": "follow", "seat": s, "card": place}
                  for s in seats_from(ctx, seat)[1:]]
    return steps + end_steps(ctx, from_hand=(where == "hand"))


def end_steps(ctx: Ctx, from_hand: bool) -> list[dict]:
    seat = ctx.st.current
    steps = [{"do": "take", "seat": seat}] if from_hand else []
    steps += [{"do": "refill", "seat": seat}, {"do": "tuck", "seat": seat},
              {"do": "caravan_cycle", "seat": seat}]
    if ctx.st.players == 1:     # seed: "After each of your turns" (its end steps done)
        steps += [{"do": "solo_discard", "seat": seat}, {"do": "refill", "seat": seat},
                  {"do": "tuck", "seat": seat}, {"do": "caravan_cycle", "seat": seat}]
    return steps + [{"do": "pass", "seat": seat}]


def follow(ctx: Ctx, step: dict, words: list[str]) -> list[dict]:
    st = ctx.st
    seat = step["seat"]
    sh = st.sheets[seat]
    if words[0] == "bonus":
        sh.bonus_filled += 1
        tell(ctx, "{who} takes a bonus action instead (fills in a bonus-action space)",
             who=ctx.name(seat))
        return []
    if words[0] == "pass":
        tell(ctx, "{who} passes (no bonus-action space left)", who=ctx.name(seat))
        return []
    place, how = words[1], words[2]
    if how == "icon":
        sh.icons_crossed[place] += 1
        tell(ctx, "{who} follows with the action of {place}, crossing out an action icon at "
             "{number}", who=ctx.name(seat), place=place_label(place), number=place)
    else:
        sh.bonus_crossed += 1
        tell(ctx, "{who} follows with the action of {place}, crossing off a bonus action",
             who=ctx.name(seat), place=place_label(place))
    return place_steps(seat, place)


def take(ctx: Ctx, seat: int, where: str) -> list[dict]:
    st = ctx.st
    if where == "deck":
        return [{"do": "draw_hand", "seat": seat}]
    cid = st.display.pop(0 if where == "left" else 1)
    st.sheets[seat].hand.append(cid)
    place = card(cid)["place"]
    tell(ctx, "{who} takes the Location card {place} from the display", who=ctx.name(seat),
         place=place_label(place))
    return []


# -- automatic flow steps --------------------------------------------------------------------
def _reveal(ctx: Ctx) -> str | None:
    st = ctx.st
    if not st.location_deck:
        return None
    st.draws += 1
    return st.location_deck.pop(0)


def fountain_steps(ctx: Ctx, cid: str) -> list[dict]:
    """A Fountain: discarded at once; everyone gains its item, choices seat by seat."""
    st = ctx.st
    st.location_discard.append(cid)
    item = card(cid)["fountain"]
    tell(ctx, "a Fountain is drawn ({text}): everyone gains it", text=card_text(cid))
    seats = seats_from(ctx, st.current)
    if item == "lira":
        for s in seats:
            gain_lira(ctx, s, 1)
        return []
    if item == "goods_card":
        for s in seats:
            draw_goods_card(ctx, s)
        return []
    kind = "fountain_good" if item == "good" else "fountain_improvement"
    return [{"do": kind, "seat": s} for s in seats]


def run_flow(ctx: Ctx, step: dict) -> list[dict]:
    st = ctx.st
    kind, seat = step["do"], step["seat"]
    if kind == "draw_hand":
        cid = _reveal(ctx)
        if cid is None:
            end_now(ctx, _("{who} cannot draw a Location card", who=ctx.name(seat)))
            return []
        if "fountain" in card(cid):
            return fountain_steps(ctx, cid) + [step]
        st.sheets[seat].hand.append(cid)
        tell(ctx, "{who} draws a Location card into the hand", who=ctx.name(seat))
        return []
    if kind == "refill":
        while len(st.display) < 2:
            cid = _reveal(ctx)
            if cid is None:
                end_now(ctx, _("the Location card display cannot be refilled"))
                return []
            if "fountain" in card(cid):
                return fountain_steps(ctx, cid) + [step]
            left = st.players == 1 and card(cid)["solo_side"] == "left"
            st.display.insert(0 if left else len(st.display), cid)
            place = place_label(card(cid)["place"])
            if st.players != 1:
                tell(ctx, "the Location card {place} joins the display", place=place)
            elif left:
                tell(ctx, "the Location card {place} joins the display at the left (its mark "
                     "[reconstructed])", place=place)
            else:
                tell(ctx, "the Location card {place} joins the display at the right (its mark "
                     "[reconstructed])", place=place)
        return []
    if kind == "solo_discard":
        cid = st.display.pop(0)
        st.location_discard.append(cid)
        place = card(cid)["place"]
        tell(ctx, "the leftmost display card {place} is discarded; {who} may use it as a "
             "follower", place=place_label(place), who=ctx.name(seat))
        return [{"do": "follow", "seat": seat, "card": place}]
    if kind == "tuck":
        for letter in st.rubies_at:
            if st.ruby_deck:
                st.palace[letter].append(st.ruby_deck.pop(0))
                tell(ctx, "a Ruby card is tucked under {letter}: it now asks {n} goods",
                     letter=letter, n=len(st.palace[letter]) + 3)
            else:
                tell(ctx, "no Ruby card is left to tuck under {letter}", letter=letter)
        st.rubies_at = []
        return []
    if kind == "caravan_cycle":
        if st.caravan_used:
            top = st.caravan_deck.pop(0)
            st.caravan_deck.append(top)
            st.caravan_used = False
            tell(ctx, "the Caravan card {card} goes under its deck; {next} is revealed: {text}",
                 card=top, next=st.caravan_deck[0], text=card_text(st.caravan_deck[0]))
        return []
    if kind == "pass":
        nxt = (st.current + 1) % st.players
        if st.final_round and nxt == st.start:
            end_now(ctx, _("the round in which someone took a tenth ruby is complete"))
            return []
        st.current = nxt
        st.turn += 1
        st.played = {}
        return [{"do": "turn", "seat": nxt}]
    raise ValueError(f"unknown step {kind!r}")


__all__ = ["choose", "end_now", "end_reasons", "fountain_steps", "options_for",
           "reason_message", "settle"]
