"""The Auction House 23 (RULES.md 8; seed 000, place 23 "경매소" and its worked example): take
1 good of your choice, then auction "2 bonus cards": you open with at least 1 lira; clockwise
each other player bids higher once or passes; then you bid once more or pass. The winner draws
the 2 cards; if you win, your bid goes to the bank, otherwise the winner pays it to you.

The auction is the phase ``auction`` with its data ``Auction``: ``stage`` (``open``: your
opening bid; ``round``: the others, clockwise; ``final``: your last bid), ``bid`` (the highest
bid, 0 before the opening), ``leader`` (who made it) and ``order`` (the seats still to answer
in the round). ``to_act`` is the seat answering now, so each bid is that seat's own decision;
``g.pending()`` shows ``{"stage": "round", "bid": 3, "leader": 1, "order": [2]}``. No bonus card
or mosque tile can be played during the auction (``window=None``).

Notation
--------

- ``auction <good>``: the place action: take 1 fabric, spice, fruit or jewelry, then open the
  auction (``auction fruit``).
- ``bid <lira>``: bid that many lira (``bid 3``); legal from the highest bid + 1 (1 to open)
  up to the lira the seat has; listed in numerical order.
- ``pass``: bid no more (not at the opening: the seed says you open with at least 1 lira).

Rulings where the seed is silent:

- The opening bid is compulsory when you have at least 1 lira ("경매를 개시한 플레이어는 최소
  1리라를 입찰해야 합니다"); with no lira nobody can open, so there is no auction and the cards
  stay in the pile (narrated). With no bonus card left to draw there is nothing to sell and no
  auction either; with only 1 card left the auction sells that one.
- A seat with exactly one possible answer is not asked: a seat that cannot bid more than the
  highest bid passes at once, and an opener with exactly 1 lira opens with 1 (narrated). So a
  seat is only asked when it has a real choice.
- If nobody outbids your opening bid, you win at that bid (your last bid could only raise your
  own price, so you are not asked again) and pay it to the bank.
- Your last bid, when someone outbid you, must beat the highest bid; if you bid, you win and pay
  the bank; if you pass, the highest bidder wins and pays you.
- The good: only goods with room in the cart are offered; when none has room, each of the four
  is offered and is lost (narrated), as at the Smuggler (docs/engine.md, decisions 18 and 21).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...engine import data as D
from ...engine.ops import (
    Env,
    can_draw,
    draw,
    finish_action,
    gain,
    good_term,
    label,
    no,
    room,
    tell,
)
from ...engine.phases import AUCTION
from ...engine.ruleset import Ruleset
from ...engine.state import Pending, pending_as
from ...i18n import N_, Message, Term, _
from .rules import L

if TYPE_CHECKING:
    from ...engine.ruleset import Why
    from ...engine.save import Check
    from ...engine.state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["install"]

PLACE = 23
PHASE = AUCTION
STAGES = ("open", "round", "final")


@dataclass
class Auction(Pending):
    """An auction in progress at the Auction House (see the module docstring)."""

    stage: str = "open"
    bid: int = 0
    leader: int = 0
    order: list[int] = field(default_factory=list)

    @classmethod
    def load(cls, d: dict[str, Any], c: Check, rules: Ruleset) -> Auction:
        c.dict(d, "pending", ["stage", "bid", "leader", "order"])
        stage = c.str(d["stage"], "pending.stage", STAGES)
        bid = c.int(d["bid"], "pending.bid", 0, 10**6)
        leader = c.int(d["leader"], "pending.leader", 0, 4)
        order = [c.int(x, "pending.order", 0, 4) for x in c.list(d["order"], "pending.order", 4)]
        if (stage == "open") != (bid == 0):
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail("pending.bid", _("the highest bid is 0 only before the opening bid"))
        if (stage == "round") != bool(order):
            # TRANSLATORS: what is wrong with a field of a refused save file
            c.fail("pending.order", _("seats still to answer exist only in the round of bids"))
        return cls(stage, bid, leader, order)

    def check(self, st: State, env: Env) -> Message | None:
        """What the data must agree with in the state (called by the part's ``conserve``)."""
        n, cur = env.n, st.current
        # TRANSLATORS: the messages of this function say what is wrong with a refused save
        # file; "pending" and the words after a dot are the file's own field names
        if self.leader >= n or any(s >= n for s in self.order):
            return _("pending: seats of a {n}-player game are 0 to {last}", n=n, last=n - 1)
        if st.at != PLACE:
            return _("pending: an auction happens at {place}", place=label(PLACE))
        others = [(cur + i) % n for i in range(1, n)]
        lira = [p.lira for p in st.players]
        if self.stage == "open":
            if self.leader != cur:
                return _("pending.leader: before the opening bid the current seat leads")
        elif self.bid > lira[self.leader]:
            return _("pending.bid: {bid} lira is more than seat {seat} has ({have}); a bid "
                     "needs that many lira", bid=self.bid, seat=self.leader,
                     have=lira[self.leader])
        if self.stage == "round":
            if self.order != others[len(others) - len(self.order):]:
                return _("pending.order: the seats still to answer are the end of {seats} "
                         "(clockwise after the current seat), not {order}", seats=str(others),
                         order=str(self.order))
            if self.leader in self.order:
                return _("pending.leader: the highest bidder has already answered")
        asked = cur if self.stage != "round" else self.order[0]
        if st.to_act != asked:
            return _("pending: seat {seat} answers now, not seat {other}", seat=asked,
                     other=st.to_act)
        if self.stage == "final" and self.leader == cur:
            return _("pending.leader: the current seat bids last only when someone outbid it")
        if lira[asked] <= self.bid or (self.stage == "open" and lira[asked] < 2):
            return _("pending: seat {seat} has {n} lira and no choice, so it is not asked (it "
                     "passes, or opens with its only lira, at once)", seat=asked, n=lira[asked])
        return None


def cards_for_sale(st: State, env: Env) -> int:
    """The cards the winner will draw: 2, fewer when the pile and the discards run out."""
    return min(L(env)["auction_house"]["cards"], len(st.deck) + len(st.discard))


def _cards_text(k: int) -> Message:
    """The cards an auction sells, as a message value."""
    if k == 1:
        return _("the last bonus card")
    return N_("{n} bonus card", "{n} bonus cards", k)


# -- the place action -------------------------------------------------------------------------
def _house_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    p = st.players[st.to_act]
    fit = [g for g in D.GOODS if room(p, g) > 0]
    return [f"auction {g}" for g in (fit or D.GOODS)]


def _house_do(st: State, env: Env, w: list[str]) -> None:
    cur = st.current
    gain(st, env, cur, w[1], L(env)["auction_house"]["good"])
    if not can_draw(st):
        tell(st, "no bonus card is left to draw: there is nothing to auction")
        finish_action(st, env)
        return
    k = cards_for_sale(st, env)
    lira = st.players[cur].lira
    if lira < L(env)["auction_house"]["opening_min"]:
        tell(st, "{who} has no lira to open the auction of {cards}: there is no auction",
             who=env.name(cur), cards=_cards_text(k))
        finish_action(st, env)
        return
    tell(st, "{who} auctions {cards}", who=env.name(cur), cards=_cards_text(k))
    st.pending = Auction("open", 0, cur, [])
    st.phase = PHASE
    st.to_act = cur
    if lira == L(env)["auction_house"]["opening_min"]:
        tell(st, "{who} has {n} lira and opens with it", who=env.name(cur), n=lira)
        _bid(st, env, cur, lira)


# -- bids -------------------------------------------------------------------------------------
def _least(a: Auction, env: Env) -> int:
    return a.bid + 1 if a.stage != "open" else L(env)["auction_house"]["opening_min"]


def _bid_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    a = pending_as(st, Auction)
    seat = st.to_act
    lira = st.players[seat].lira
    least = _least(a, env)
    out = [f"bid {x}" for x in range(least, lira + 1)]
    if a.stage == "open":
        no(why, "pass", "you open the auction with a bid of at least {least} lira; you "
                        "cannot pass now", least=least)
    else:
        out.append("pass")
    if why is not None:
        why["bid"] = lambda args: _bid_refusal(args, least, lira, a)
    return out


def _bid_refusal(args: list[str], least: int, lira: int, a: Auction) -> Message:
    if not args or not args[0].isdecimal():
        return _("say how many lira you bid: '{example}'", example=f"bid {least}")
    x = int(args[0])
    if x < least:
        if a.stage == "open":
            return _("the opening bid is at least {least} lira", least=least)
        return _("a bid must be more than the highest bid, {bid} lira", bid=a.bid)
    return _("you have {have} lira; you cannot bid {bid}", have=lira, bid=x)


def _bid_do(st: State, env: Env, w: list[str]) -> None:
    seat = st.to_act
    if w[0] == "pass":
        tell(st, "{who} passes", who=env.name(seat))
        _next(st, env)
    else:
        _bid(st, env, seat, int(w[1]))


def _bid(st: State, env: Env, seat: int, x: int) -> None:
    a = pending_as(st, Auction)
    a.bid, a.leader = x, seat
    tell(st, "{who} bids {n} lira", who=env.name(seat), n=x)
    _next(st, env)


def _next(st: State, env: Env) -> None:
    """The next seat with a choice answers; seats without one pass at once (narrated)."""
    a = pending_as(st, Auction)
    cur = st.current
    if a.stage == "final":
        _resolve(st, env)
        return
    if a.stage == "open":
        a.stage = "round"
        a.order = [(cur + i) % env.n for i in range(1, env.n)]
    else:
        a.order.pop(0)
    while a.order:
        s = a.order[0]
        if st.players[s].lira > a.bid:
            st.to_act = s
            return
        tell(st, "{who} has {n} lira and cannot bid more than {bid}: {who} passes",
             who=env.name(s), n=st.players[s].lira, bid=a.bid)
        a.order.pop(0)
    if a.leader == cur:
        _resolve(st, env)
        return
    a.stage = "final"
    if st.players[cur].lira > a.bid:
        st.to_act = cur
        return
    tell(st, "{who} has {n} lira and cannot bid more than {bid}: {who} passes",
         who=env.name(cur), n=st.players[cur].lira, bid=a.bid)
    _resolve(st, env)


def _resolve(st: State, env: Env) -> None:
    """The highest bid wins: the cards, and the bid to the bank or to the current seat."""
    a = pending_as(st, Auction)
    cur, win = st.current, a.leader
    k = cards_for_sale(st, env)
    tell(st, "{who} wins the auction with {n} lira", who=env.name(win), n=a.bid)
    st.players[win].lira -= a.bid
    if win == cur:
        tell(st, "{who} pays {n} lira to the bank", who=env.name(win), n=a.bid)
    else:
        st.players[cur].lira += a.bid
        tell(st, "{who} pays {n} lira to {other}", who=env.name(win), n=a.bid,
             other=env.name(cur))
    for _k in range(k):
        draw(st, env, win)
    tell(st, "{who} draws {cards}", who=env.name(win), cards=_cards_text(k))
    st.to_act = cur
    finish_action(st, env)


def _question(st: State, env: Env) -> Message:
    a = pending_as(st, Auction)
    k = _cards_text(cards_for_sale(st, env))
    lira = st.players[st.to_act].lira
    if a.stage == "open":
        return _("open the auction of {cards}: bid 1 to {n} lira?", cards=k, n=lira)
    lead = env.name(a.leader)
    if a.stage == "final":
        return _("bid more than {bid} lira for {cards} (your last bid), or pass ({leader} wins "
                 "and pays you {bid})?", bid=a.bid, cards=k, leader=lead)
    return _("bid more than {bid} lira for {cards} ({leader} leads), or pass?", bid=a.bid,
             cards=k, leader=lead)


def install(rules: Ruleset) -> None:
    rules.add_place(PLACE, _house_opts, _house_do, ("auction",))
    rules.add_phase(PHASE, _bid_opts, _bid_do, _question, window=None, pending=Auction,
                    others_decide=True, at_merchant=False, verbs=("bid", "pass"),
                    words=_("bidding at the Auction House"))
    cards = rules.data["letters"]["auction_house"]["cards"]
    v = rules.add_verb
    v("auction", "place", "word",
      describe=lambda a: _("take 1 {good}, then auction {n} bonus cards (you open with at "
                           "least 1 lira)", good=_good(a[0]), n=cards),
      elsewhere=_("taking a good and opening an auction is the action of the Auction House "
                  "(23)"))
    v("bid", "place", "number",
      describe=lambda a: _("bid {n} lira for the bonus cards", n=int(a[0])),
      elsewhere=_("bids are made in an auction at the Auction House (23)"))
    v("pass", "place", last=True, describe=lambda a: _("pass: bid no more in this auction"),
      elsewhere=_("passing is for an auction at the Auction House (23)"))


def _good(word: str) -> Term:
    if word not in D.GOOD_INDEX:
        raise ValueError(word)
    return good_term(word)
