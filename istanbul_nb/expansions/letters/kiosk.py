"""The Kiosk 22 (RULES.md 8; seed 000, place 22 "간이 매점" and the Kiosk tile texts): take 1
letter, turn up one Kiosk tile more than there are players; from you clockwise each player picks
one of the remaining tiles and may use it; you also use the last one; then all are discarded.

The round is the phase ``kiosk-round`` with its data ``KioskRound``: ``offer`` (the tiles still
face up, sorted) and ``order`` (the seats still to pick: you, the others clockwise, then you
again for the last tile; ``to_act`` is always ``order[0]``, so each pick is that seat's own
decision). When the order is used up, the turn goes back to you and on to the encounters.
``g.pending()`` shows the round as ``{"offer": ["fruit", "two-lira", ...], "order": [1, 2, 0]}``
(the tiles on offer are public; the pile's order is dealt afresh in ``g.determinized``). No bonus
card or mosque tile can be played in the round (``window=None``): a seat deciding out of its turn
only picks.

Notation
--------

- ``kiosk``: the place action: take 1 letter and turn up the tiles.
- ``kiosk <tile>``: pick that tile and use it, for a tile with one use (``kiosk two-spice``,
  ``kiosk die-lira``, ``kiosk to-fountain``, ``kiosk buy-extension-lira``).
- ``kiosk <tile> skip``: pick the tile without using it (always possible, even when its use is
  impossible: no lira to pay, no room in the cart).
- Tiles with a choice name it after the tile:

  - ``kiosk coffee-or-two-lira lira`` / ``... coffee`` (coffee only in the Great Bazaar);
  - trades for lira, ``buy`` (pay 2 lira) or ``sell`` (give one for 3 lira):
    ``kiosk letter-trade buy``, ``kiosk letter-trade sell 9d`` (a letter as in every Letters
    action: ``9`` face up, ``9d`` delivered), ``kiosk good-trade buy fruit``,
    ``kiosk good-trade sell fruit``, ``kiosk card-trade buy``,
    ``kiosk card-trade sell five-lira``;
  - swaps with a letter name what you give, then what you get:
    ``kiosk good-for-letter fruit letter`` (1 fruit for a letter),
    ``kiosk good-for-letter 9d fruit`` (letter 9d for 1 fruit),
    ``kiosk card-for-letter five-lira letter``, ``kiosk card-for-letter 9d card``.

Rulings where the seed is silent (docstrings below say where they apply):

- A picked tile goes to the discard at once (the seed turns it over and discards all at the
  end; nothing is drawn in between, so nobody can tell the difference).
- A use that would change nothing is not offered (two fruit with a full fruit cart; a bonus
  card when no card is left; the companion when it is not on the board; the Fountain for a
  merchant already there; a letter when every letter is held), like a warehouse that would
  give nothing (docs/engine.md, decision 7); the tile can still be picked (``skip``). A use
  that gives only part (1 of 2 fruit fits) is offered and the rest is lost, narrated.
- The extension tiles follow the Wainwright: at most 3 extensions; the third takes the
  Wainwright ruby (RULES.md 4.1 #1).
- ``to-fountain`` moves the merchant stack only (not the companion, no assistant comes back,
  nobody is paid or met there); when the current seat's merchant did the Kiosk action and uses
  it, the encounters happen where the merchant then stands (the Fountain), as every encounter
  phase follows the piece that moved (``ops.mover_place``).
- ``companion-back`` may take back the companion that is doing this very Kiosk action; the
  round goes on, and the encounters then follow the merchant (``ops.mover_place``: the
  companion is off the board).
- Coffee (the two coffee-or-lira tiles, coffee as a good in the swaps and trades) is offered
  only in the Great Bazaar variant (seed: "the coffee icons apply only with the Great Bazaar").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...engine import data as D
from ...engine import rng
from ...engine.ops import (
    Env,
    can_draw,
    card_term,
    discard,
    draw,
    finish_action,
    gain,
    good_term,
    goods_text,
    label,
    no,
    roll,
    room,
    tell,
)
from ...engine.ops import word as good_word
from ...engine.phases import KIOSK_ROUND
from ...engine.ruleset import Ruleset
from ...engine.state import Pending, pending_as
from ...i18n import N_, Message, _, join
from ...places import term as place_term
from .rules import (
    L,
    coffee_counts,
    discard_letter,
    gain_letter,
    letter_token,
    lpart,
    parse_letter,
    semicolons,
)
from .state import kiosk_ids

if TYPE_CHECKING:
    from collections.abc import Iterable

    from ...engine.ruleset import Why
    from ...engine.save import Check
    from ...engine.state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["install", "tile_message", "tile_text", "tiles_of"]

PLACE = 22
PHASE = KIOSK_ROUND
GI = D.GOOD_INDEX


@dataclass
class KioskRound(Pending):
    """A Kiosk round in progress: the tiles still on offer (sorted) and the seats still to pick
    (the current seat first and again last, for the last tile); ``order[0]`` decides now."""

    offer: list[str] = field(default_factory=list)
    order: list[int] = field(default_factory=list)

    @classmethod
    def load(cls, d: dict[str, Any], c: Check, rules: Ruleset) -> KioskRound:
        c.dict(d, "pending", ["offer", "order"])
        ids = set(kiosk_ids(rules.data["letters"]))
        offer = [c.str(x, "pending.offer", ids) for x in c.list(d["offer"], "pending.offer", 6)]
        order = [c.int(x, "pending.order", 0, 4) for x in c.list(d["order"], "pending.order", 6)]
        # TRANSLATORS: the messages of this function say what is wrong with a field of a
        # refused save file
        if not offer:
            c.fail("pending.offer", _("a Kiosk round in progress has tiles on offer"))
        if offer != sorted(set(offer)):
            c.fail("pending.offer", _("the tiles on offer are distinct and sorted"))
        if len(order) != len(offer):
            c.fail("pending.order", _("one seat still to pick per tile on offer ({n})",
                                      n=len(offer)))
        return cls(offer, order)

    def check(self, st: State, env: Env) -> Message | None:
        """What the data must agree with in the state (called by the part's ``conserve``)."""
        n, cur = env.n, st.current
        full = [(cur + i) % n for i in range(n)] + [cur]
        # TRANSLATORS: the messages of this function say what is wrong with a refused save
        # file; "pending" and the words after a dot are the file's own field names
        if len(self.order) > len(full) or self.order != full[len(full) - len(self.order):]:
            return _("pending.order: the seats still to pick are the end of {seats} (clockwise "
                     "from the current seat, which also takes the last tile), not {order}",
                     seats=str(full), order=str(self.order))
        if st.to_act != self.order[0]:
            return _("pending.order: seat {seat} picks now, not seat {other}",
                     seat=self.order[0], other=st.to_act)
        part = lpart(st)
        for tile in self.offer:
            if tile in part.kiosk_pile:
                return _("pending.offer: the Kiosk tile {tile} on offer is also in the Kiosk "
                         "pile", tile=repr(tile))
            if tile in part.kiosk_discard:
                return _("pending.offer: the Kiosk tile {tile} on offer is also in the Kiosk "
                         "discard", tile=repr(tile))
        return None


def tiles(env: Env) -> dict[str, dict]:
    """The Kiosk tiles of the data file by id."""
    return tiles_of(env.rules)


def tiles_of(rules: Ruleset) -> dict[str, dict]:
    """``tiles`` from a Ruleset."""
    memo = rules.memo
    hit = memo.get("letters-kiosk-tiles")
    if hit is None:
        hit = memo["letters-kiosk-tiles"] = {t["id"]: t for t in
                                              rules.data["letters"]["kiosk_tiles"]["tiles"]}
    return hit


def bazaar(env: Env) -> bool:
    """Coffee on the Kiosk tiles counts only in the Great Bazaar (seed)."""
    return coffee_counts(env.rules)


def tile_text(rules: Ruleset, tile: str) -> Message:
    """A Kiosk tile's text as this game has it (no coffee outside the Great Bazaar), a message
    made from the tile's data (what it gives, costs and swaps), so it reads in every language;
    in English it is the data's ``text`` as ``rules.game_words`` words it (a test keeps them
    the same)."""
    return tile_message(tiles_of(rules)[tile], coffee_counts(rules))


def _one(what: str) -> Message:
    """"1 letter", "1 bonus card", "1 good": what a trade moves."""
    if what == "letter":
        return _("1 letter")
    if what == "card":
        return _("1 bonus card")
    return _("1 good")


def tile_message(t: dict, coffee: bool) -> Message:
    """A Kiosk tile's words from its data ``t``; ``coffee``: whether coffee counts (the Great
    Bazaar), so a tile names coffee only where the game has it. Each kind of tile is a whole
    sentence of its own (a ValueError for a tile this kit does not know)."""
    if "coffee" in t:
        if coffee:
            return _("1 coffee or {n} lira", n=t["lira"])
        return _("{n} lira", n=t["lira"])
    if "swap" in t:
        give = t["swap"][0]
        if give == "good" and coffee:
            return _("swap 1 good or coffee for 1 letter, either way")
        if give == "good":
            return _("swap 1 good for 1 letter, either way")
        if give == "card":
            return _("swap 1 bonus card for 1 letter, either way")
        raise ValueError(f"the Kiosk tile {t.get('id')!r} swaps {give!r}, which this kit "
                         "does not know")
    if "buy" in t:
        price, sell = t["price"], t["sell_for"]
        if t["buy"] == "good" and coffee:
            return _("pay {price} lira for 1 good or coffee, or give 1 good or coffee for {sell} "
                     "lira", price=price, sell=sell)
        if t["buy"] == "good":
            return _("pay {price} lira for 1 good, or give 1 good for {sell} lira", price=price,
                     sell=sell)
        if t["buy"] == "letter":
            return _("pay {price} lira for 1 letter, or give 1 letter for {sell} lira",
                     price=price, sell=sell)
        if t["buy"] == "card":
            return _("pay {price} lira for 1 bonus card, or give 1 bonus card for {sell} lira",
                     price=price, sell=sell)
        raise ValueError(f"the Kiosk tile {t.get('id')!r} trades {t['buy']!r}, which this "
                         "kit does not know")
    if "gain" in t:
        goods = goods_text([t["gain"].get(g, 0) for g in D.GOODS])
        if t.get("lira"):
            return _("{goods} and {n} lira", goods=goods, n=t["lira"])
        return goods
    if t.get("cards"):
        return N_("{n} bonus card", "{n} bonus cards", t["cards"])
    if t.get("companion_back"):
        return _("take your companion back off the board")
    if t.get("die_lira"):
        return _("roll 1 die and take that many lira")
    if t.get("to_fountain"):
        return _("move your merchant stack to the {place} (no assistants come back)",
                 place=place_term(D.FOUNTAIN))
    if t.get("extension") and t.get("pay_lira"):
        return _("pay {n} lira for 1 wheelbarrow extension", n=t["pay_lira"])
    if t.get("extension"):
        return _("pay one of each good for 1 wheelbarrow extension")
    if "lira" in t:
        return _("{n} lira", n=t["lira"])
    raise ValueError(f"the Kiosk tile {t.get('id')!r} has no effect this kit knows")


def _coffee(st: State) -> list:
    return st.parts["mocha"].coffee


def _give_coffee(st: State, env: Env, seat: int) -> None:
    from ..mocha.rules import gain_coffee

    gain_coffee(st, env, seat, 1)


def _letters_left(st: State) -> bool:
    part = lpart(st)
    return bool(part.pile or part.discard)


def _held_letters(st: State, seat: int) -> list[str]:
    return sorted({letter_token(x) for x in lpart(st).letters[seat]},
                  key=lambda t: (int(t.rstrip("d")), t))


# -- what a tile may do for a seat ------------------------------------------------------------
def uses(st: State, env: Env, seat: int, tile: str, why: Why | None = None) -> list[str]:
    """The ways ``seat`` may use ``tile`` now: the words after ``kiosk <tile>`` ("" for a
    tile with one use). With ``why``, the reason each refused use is refused, keyed by its
    words ("use" for a one-use tile, "buy", "sell fruit", ...)."""
    t = tiles(env)[tile]
    p = st.players[seat]
    gb = bazaar(env)
    if "coffee" in t:
        if gb:
            return ["coffee", "lira"]
        no(why, "coffee", "coffee counts only in the Great Bazaar variant: take the lira "
                          "('{example}')", example=f"kiosk {tile} lira")
        return ["lira"]
    if "swap" in t:
        return _swap_uses(st, env, seat, t["swap"][0], why)
    if "buy" in t:
        return _trade_uses(st, env, seat, t, why)
    refused: Message | None = None
    if "gain" in t:
        if not t.get("lira") and all(room(p, g) <= 0 for g in t["gain"]):
            refused = _("your cart has no room for {goods}",
                        goods=join([good_term(g) for g in t["gain"]]))
    elif t.get("cards"):
        if not can_draw(st):
            refused = _("no bonus card is left to draw")
    elif t.get("companion_back"):
        if lpart(st).companion[seat] is None:
            refused = _("your companion is not on the board")
    elif t.get("to_fountain"):
        if p.merchant == D.FOUNTAIN:
            refused = _("your merchant already stands on the {place}",
                        place=place_term(D.FOUNTAIN))
    elif t.get("extension"):
        if p.extensions >= D.MAX_EXTENSIONS:
            refused = _("your cart already has all {n} extensions", n=D.MAX_EXTENSIONS)
        elif t.get("pay_lira") and p.lira < t["pay_lira"]:
            refused = _("you have {have} lira; the extension costs {price}", have=p.lira,
                        price=t["pay_lira"])
        elif t.get("pay_each_good") and min(p.goods) < t["pay_each_good"]:
            missing = [good_term(g) for g in D.GOODS if p.goods[GI[g]] < 1]
            refused = _("the extension costs one of each good; you are missing {goods}",
                        goods=join(missing))
    if refused:
        return no(why, "use", "{problem}; you may still pick it: '{example}'", problem=refused,
                  example=f"kiosk {tile} skip")
    return [""]


def _goods_or_coffee(env: Env) -> list[str]:
    return list(D.GOODS) + (["coffee"] if bazaar(env) else [])


def _have(st: State, seat: int, good: str) -> int:
    if good == "coffee":
        return _coffee(st)[seat]
    return st.players[seat].goods[GI[good]]


def _fits(st: State, seat: int, good: str) -> bool:
    return good == "coffee" or room(st.players[seat], good) > 0


def _swap_uses(st: State, env: Env, seat: int, what: str, why: Why | None) -> list[str]:
    """``<good or card> letter`` (give it, take a letter) and ``<letter> <good>`` /
    ``<letter> card`` (give the letter, take one)."""
    out = []
    held = _held_letters(st, seat)
    if what == "good":
        mine = [g for g in _goods_or_coffee(env) if _have(st, seat, g) > 0]
        if not _letters_left(st):
            no(why, "letter", "no letter is left to take: every letter is held")
        else:
            out += [f"{g} letter" for g in mine]
            if not mine:
                no(why, "letter", "you have no good to give for a letter")
        room_for = [g for g in _goods_or_coffee(env) if _fits(st, seat, g)]
        out += [f"{x} {g}" for x in held for g in room_for]
        if not held:
            no(why, "give-letter", "you hold no letter to give")
        elif not room_for:
            no(why, "give-letter", "your cart has no room for any good")
    else:
        cards = sorted(set(st.players[seat].cards))
        if not _letters_left(st):
            no(why, "letter", "no letter is left to take: every letter is held")
        else:
            out += [f"{c} letter" for c in cards]
            if not cards:
                no(why, "letter", "you hold no bonus card to give for a letter")
        if can_draw(st):
            out += [f"{x} card" for x in held]
            if not held:
                no(why, "give-letter", "you hold no letter to give")
        else:
            no(why, "give-letter", "no bonus card is left to draw")
    return out


def _trade_uses(st: State, env: Env, seat: int, t: dict, why: Why | None) -> list[str]:
    """``buy`` (pay the price for one) and ``sell <one>`` (give one for ``sell_for`` lira)."""
    p = st.players[seat]
    what, price = t["buy"], t["price"]
    out = []
    if p.lira < price:
        no(why, "buy", "you have {have} lira; buying costs {price}", have=p.lira, price=price)
    elif what == "letter":
        if _letters_left(st):
            out.append("buy")
        else:
            no(why, "buy", "no letter is left to take: every letter is held")
    elif what == "card":
        if can_draw(st):
            out.append("buy")
        else:
            no(why, "buy", "no bonus card is left to draw")
    else:
        fit = [g for g in _goods_or_coffee(env) if _fits(st, seat, g)]
        out += [f"buy {g}" for g in fit]
        if not fit:
            no(why, "buy", "your cart has no room for any good")
    if what == "letter":
        mine = _held_letters(st, seat)
    elif what == "card":
        mine = sorted(set(p.cards))
    else:
        mine = [g for g in _goods_or_coffee(env) if _have(st, seat, g) > 0]
    out += [f"sell {x}" for x in mine]
    if not mine and what == "card":
        no(why, "sell", "you have no bonus card to sell")
    elif not mine and what == "letter":
        no(why, "sell", "you have no letter to sell")
    elif not mine:
        no(why, "sell", "you have no good to sell")
    return out


def reason(sub: dict, tile: str, rest: list[str], legal: list[str]) -> Message:
    """Why ``kiosk <tile> <rest>`` is refused, from the reasons ``uses`` recorded."""
    key = " ".join(rest)
    if not rest:
        key = "use"
    elif len(rest) == 2 and rest[1] == "letter":
        key = "letter"
    elif rest[0] not in ("buy", "sell", "coffee", "lira") and parse_letter(rest[0]):
        key = "give-letter"
    found = sub.get(key) or sub.get(rest[0] if rest else "use")
    if found:
        return found
    choices = ", ".join(f"'kiosk {tile} {x}'" if x else f"'kiosk {tile}'" for x in legal)
    return _("that is no way to use the tile {tile}; its choices: {choices}", tile=repr(tile),
             choices=choices)


# -- the round --------------------------------------------------------------------------------
def _draw_tile(st: State, env: Env) -> str:
    part = lpart(st)
    if not part.kiosk_pile:
        part.kiosk_pile, part.kiosk_discard = sorted(part.kiosk_discard), []
        st.rng = rng.shuffle(st.rng, part.kiosk_pile)
        tell(st, "the used Kiosk tiles are shuffled into a new pile")
    part.drawn += 1
    return part.kiosk_pile.pop()


def offer_text(env: Env, offer: Iterable[str]) -> Message:
    return semicolons([tile_text(env.rules, x) for x in offer])


def _kiosk_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return ["kiosk"]


def _kiosk_do(st: State, env: Env, w: list[str]) -> None:
    """The place action: a letter, then the tiles (players + 1) and the first pick."""
    cur = st.current
    data = L(env)["kiosk"]
    gain_letter(st, env, cur, data["letters"], "kiosk")
    k = env.n + data["reveal_extra"]
    offer = sorted(_draw_tile(st, env) for _k in range(k))
    st.pending = KioskRound(offer, [(cur + i) % env.n for i in range(env.n)] + [cur])
    st.phase = PHASE
    st.to_act = cur
    tell(st, "the Kiosk shows: {tiles}", tiles=offer_text(env, offer))


def _pick_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    r = pending_as(st, KioskRound)
    seat = st.to_act
    out = []
    for tile in r.offer:
        sub: dict | None = {} if why is not None else None
        legal = uses(st, env, seat, tile, sub)
        out += [f"kiosk {tile} {x}" if x else f"kiosk {tile}" for x in legal]
        out.append(f"kiosk {tile} skip")
        if why is not None:
            why[f"kiosk {tile}"] = (lambda a, sub=sub, tile=tile, legal=legal + ["skip"]:
                                    reason(sub, tile, a[1:], legal))
    if why is not None:
        why["kiosk"] = lambda a: _not_on_offer(env, r, a)
        no(why, "skip", "the Kiosk round has begun; to take a tile without using it say "
                        "'{example}'", example=f"kiosk {r.offer[0]} skip")
    return out


def _not_on_offer(env: Env, r: KioskRound, a: list[str]) -> Message:
    offer = ", ".join(r.offer)
    if not a:
        return _("say which tile you pick: '{example}'; on offer: {offer}",
                 example=f"kiosk {r.offer[0]}", offer=offer)
    if a[0] in tiles(env):
        return _("the Kiosk tile {tile} is not on offer; on offer: {offer}", tile=repr(a[0]),
                 offer=offer)
    return _("{tile} is no Kiosk tile; on offer: {offer}", tile=repr(a[0][:30]), offer=offer)


def _pick_do(st: State, env: Env, w: list[str]) -> None:
    r = pending_as(st, KioskRound)
    seat = st.to_act
    tile, rest = w[1], w[2:]
    text = tile_text(env.rules, tile)
    last = len(r.order) == 1
    r.offer.remove(tile)
    r.order.pop(0)
    lpart(st).kiosk_discard.append(tile)
    if rest == ["skip"]:
        if last:
            tell(st, "{who} leaves the last Kiosk tile, '{tile}', unused", who=env.name(seat),
                 tile=text)
        else:
            tell(st, "{who} picks the Kiosk tile '{tile}' and does not use it",
                 who=env.name(seat), tile=text)
    else:
        if last:
            tell(st, "{who} uses the last Kiosk tile, '{tile}'", who=env.name(seat), tile=text)
        else:
            tell(st, "{who} picks and uses the Kiosk tile '{tile}'", who=env.name(seat),
                 tile=text)
        use(st, env, seat, tile, rest)
    if r.order:
        st.to_act = r.order[0]
        return
    tell(st, "the Kiosk tiles are discarded")
    st.to_act = st.current
    finish_action(st, env)


def use(st: State, env: Env, seat: int, tile: str, rest: list[str]) -> None:
    """The effect of ``tile`` for ``seat`` (a legal use, checked by the caller)."""
    t = tiles(env)[tile]
    p = st.players[seat]
    name = env.name(seat)
    if "coffee" in t:
        if rest == ["coffee"]:
            _give_coffee(st, env, seat)
        else:
            _lira(st, env, seat, t["lira"])
    elif "swap" in t:
        _swap(st, env, seat, rest)
    elif "buy" in t:
        _trade(st, env, seat, t, rest)
    elif "gain" in t:
        for good, n in t["gain"].items():
            gain(st, env, seat, good, n)
        if t.get("lira"):
            _lira(st, env, seat, t["lira"])
    elif t.get("cards"):
        draw(st, env, seat)
        tell(st, "{who} draws a bonus card", who=name)
    elif "lira" in t:
        _lira(st, env, seat, t["lira"])
    elif t.get("companion_back"):
        where = lpart(st).companion[seat]
        lpart(st).companion[seat] = None
        tell(st, "{who} takes the companion back from {place} to the cart", who=name,
             place=label(where))
    elif t.get("die_lira"):
        (d,) = roll(st, 1)
        tell(st, "{who} rolls {n}", who=name, n=d)
        _lira(st, env, seat, d)
    elif t.get("to_fountain"):
        tell(st, "{who} moves the merchant from {start} to {place} (no assistant comes back)",
             who=name, start=label(p.merchant), place=label(D.FOUNTAIN))
        p.merchant = D.FOUNTAIN
    elif t.get("extension"):
        if t.get("pay_lira"):
            p.lira -= t["pay_lira"]
            tell(st, "{who} pays {n} lira", who=name, n=t["pay_lira"])
        else:
            for g in D.GOODS:
                p.goods[GI[g]] -= 1
            tell(st, "{who} pays {goods}", who=name, goods=goods_text([1] * len(D.GOODS)))
        extend(st, env, seat)


def _lira(st: State, env: Env, seat: int, n: int) -> None:
    st.players[seat].lira += n
    tell(st, "{who} takes {n} lira", who=env.name(seat), n=n)


def extend(st: State, env: Env, seat: int) -> None:
    """One cart extension; the third takes the Wainwright ruby, as at the Wainwright."""
    p = st.players[seat]
    p.extensions += 1
    tell(st, "{who} takes a cart extension (capacity {n})", who=env.name(seat), n=p.capacity)
    if p.extensions == D.MAX_EXTENSIONS and not p.wain_ruby and st.wain_rubies > 0:
        p.wain_ruby = True
        st.wain_rubies -= 1
        p.rubies += 1
        tell(st, "{who} completes the cart and takes a ruby from the Wainwright",
             who=env.name(seat))


def _give_good(st: State, env: Env, seat: int, good: str) -> None:
    if good == "coffee":
        _coffee(st)[seat] -= 1
    else:
        st.players[seat].goods[GI[good]] -= 1
    tell(st, "{who} gives 1 {good}", who=env.name(seat), good=good_word(good))


def _get_good(st: State, env: Env, seat: int, good: str) -> None:
    if good == "coffee":
        _give_coffee(st, env, seat)
    else:
        gain(st, env, seat, good, 1)


def _give_letter(st: State, env: Env, seat: int, token: str) -> None:
    place, done = parse_letter(token) or (0, False)
    discard_letter(st, env, seat, place, done)


def _swap(st: State, env: Env, seat: int, rest: list[str]) -> None:
    give, get = rest
    if get == "letter":
        if give in GI or give == "coffee":
            _give_good(st, env, seat, give)
        else:
            discard(st, seat, give)
            tell(st, "{who} gives the {card} card", who=env.name(seat),
                 card=card_term(env.rules, give))
        gain_letter(st, env, seat, 1, "kiosk")
        return
    _give_letter(st, env, seat, give)
    if get == "card":
        draw(st, env, seat)
        tell(st, "{who} draws a bonus card", who=env.name(seat))
    else:
        _get_good(st, env, seat, get)


def _trade(st: State, env: Env, seat: int, t: dict, rest: list[str]) -> None:
    p = st.players[seat]
    what = t["buy"]
    if rest[0] == "buy":
        p.lira -= t["price"]
        tell(st, "{who} pays {n} lira", who=env.name(seat), n=t["price"])
        if what == "letter":
            gain_letter(st, env, seat, 1, "kiosk")
        elif what == "card":
            draw(st, env, seat)
            tell(st, "{who} draws a bonus card", who=env.name(seat))
        else:
            _get_good(st, env, seat, rest[1])
        return
    x = rest[1]
    if what == "letter":
        _give_letter(st, env, seat, x)
    elif what == "card":
        discard(st, seat, x)
        tell(st, "{who} gives the {card} card", who=env.name(seat),
             card=card_term(env.rules, x))
    else:
        _give_good(st, env, seat, x)
    _lira(st, env, seat, t["sell_for"])


def _question(st: State, env: Env) -> Message:
    r = pending_as(st, KioskRound)
    if len(r.order) == 1:
        return _("use the last Kiosk tile ({tiles}), or leave it?",
                 tiles=offer_text(env, r.offer))
    return _("pick one of the Kiosk tiles on offer ({tiles}) and use it, or take it without "
             "using it?", tiles=offer_text(env, r.offer))


# -- words ------------------------------------------------------------------------------------
def _describe(rules: Ruleset, a: list[str]) -> Message:
    data = rules.data["letters"]
    if not a:
        return _("take 1 letter, then turn up one Kiosk tile more than there are players: from "
                 "you clockwise each player picks one and may use it; you also use the last")
    t = {x["id"]: x for x in data["kiosk_tiles"]["tiles"]}[a[0]]
    rest = a[1:]
    tile = tile_text(rules, a[0])
    if rest == ["skip"]:
        return _("pick the Kiosk tile '{tile}' without using it", tile=tile)
    if not rest:
        if "swap" in t or "buy" in t or "coffee" in t:
            raise ValueError("say how the tile is used")
        return _("pick the Kiosk tile '{tile}' and use it", tile=tile)
    if "coffee" in t:
        got = _("1 coffee") if rest[0] == "coffee" else _("{n} lira", n=t["lira"])
        return _("pick the Kiosk tile '{tile}': take {what}", tile=tile, what=got)
    if "buy" in t:
        if rest[0] == "buy":
            thing = _one(t["buy"]) if t["buy"] in ("letter", "card") else _thing(rules, rest[1])
            return _("pick the Kiosk tile '{tile}': pay {n} lira for {what}", tile=tile,
                     n=t["price"], what=thing)
        if rest[0] == "sell":
            return _("pick the Kiosk tile '{tile}': give {what} for {n} lira", tile=tile,
                     what=_thing(rules, rest[1]), n=t["sell_for"])
        raise ValueError(rest[0])
    if "swap" in t:
        give, get = rest
        got = _one(get) if get in ("letter", "card") else _thing(rules, get)
        return _("pick the Kiosk tile '{tile}': give {what} for {got}", tile=tile,
                 what=_thing(rules, give), got=got)
    raise ValueError(rest[0])


def _thing(rules: Ruleset, word: str) -> Message:
    """One good, a bonus card or a letter, named in a tile's description."""
    if word in GI or word == "coffee":
        return _("1 {good}", good=good_word(word))
    if word in rules.card_titles:
        return _("the {card} card", card=card_term(rules, word))
    letter = parse_letter(word)
    if letter is None:
        raise ValueError(word)
    if letter[1]:
        return _("the letter to {place} (delivered)", place=label(letter[0]))
    return _("the letter to {place}", place=label(letter[0]))


def install(rules: Ruleset) -> None:
    rules.add_place(PLACE, _kiosk_opts, _kiosk_do, ("kiosk",))
    rules.add_phase(PHASE, _pick_opts, _pick_do, _question, window=None, pending=KioskRound,
                    others_decide=True, at_merchant=False, verbs=("kiosk",),
                    words=_("picking Kiosk tiles"))
    rules.add_verb("kiosk", "place", "word", describe=lambda a: _describe(rules, a),
                   elsewhere=_("Kiosk tiles are picked at the Kiosk (22)"))
