"""Staging a situation (for tests, lessons and puzzles): any sheets, hands, display, palace
and decks, checked like a save.

Cards are named by id ("L8a", "G07", "W03", "R05", "C4") or, for Location cards, by place
("8": the first copy of 8 not already placed). Named cards are taken out of the shuffled decks;
everything not named stays in its deck in the seeded order. A staged game starts at the
``turn`` step of ``current`` unless ``queue`` gives other steps.

Sheet keys: the fields of ``state.Sheet``, plus the short forms ``lira`` (filled lira),
``goods`` (filled goods by kind) and ``bonus`` (filled bonus-action spaces). A staged situation
must be one play could reach, and is checked as strictly as a save: the Bonus Rubies the staged
spaces reach count as taken (``lira_bonus`` / ``goods_bonus`` and their ``ruby_sources``), and
``rubies`` is the sum of ``ruby_sources``. Given ``rubies`` without ``ruby_sources``, the rubies
beyond the Bonus Rubies count as won by Guild and Caravan cards (``"guild"``, the one source
with no cost a sheet shows). ``turn`` defaults to the one ``start`` and ``current`` give.
"""

from __future__ import annotations

import random
from typing import Any

from .data import GOODS, LETTERS, card_index, components
from .plan import game_plan
from .save import DECKS, STAGED, bonus_reached, sheet_to_dict, state_from_dict, state_to_dict
from .state import Sheet, State

ALIASES = {"lira": "lira_filled", "goods": "goods_filled", "bonus": "bonus_filled"}


def _resolve(names: Any, used: set[str], what: str) -> list[str]:
    if not isinstance(names, (list, tuple)):
        raise ValueError(f"{what}: give a list of cards")
    out = []
    for n in names:
        n = str(n)
        if n in card_index():
            cid = n
        else:
            free = [c["id"] for c in components()["location_cards"]
                    if c.get("place") == n and c["id"] not in used]
            if not free:
                raise ValueError(f"{what}: no card {n[:20]!r} (or both copies are used)")
            cid = free[0]
        if cid in used:
            raise ValueError(f"{what}: card {cid} is named twice")
        used.add(cid)
        out.append(cid)
    return out


def stage(players: int = 3, seed: int = 1, challenge: int | None = None,
          names: list[str] | None = None, mode: str = "teacher", current: int = 0,
          start: int | None = None, turn: int | None = None, sheets: dict | None = None,
          hands: dict | None = None, display: list | None = None,
          palace: dict | None = None, caravan: str | None = None,
          location_deck: list | None = None, guild_deck: list | None = None,
          goods_deck: list | None = None, final_round: bool = False,
          queue: list[dict] | None = None):
    """A Game in a given situation; ValueError (naming the fault) for an impossible one."""
    from .game import Game, check_options
    players, seed, challenge, names, mode = check_options(players, seed, challenge, names, mode)
    for what, seats in (("hands", hands), ("sheets", sheets)):
        if seats is not None and (not isinstance(seats, dict) or not all(
                isinstance(k, int) and not isinstance(k, bool) and 0 <= k < players
                for k in seats)):
            raise ValueError(f"{what}: give a mapping seat -> value, seats 0 to {players - 1}")
    for what, seat in (("current", current), ("start", start)):
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < players):
            raise ValueError(f"{what} must be a seat from 0 to {players - 1}, not {seat!r}")
    if palace is not None and (not isinstance(palace, dict) or not set(palace) <= set(LETTERS)):
        raise ValueError("palace: give a mapping letter (A-D) -> Ruby cards, top first")
    if start is None:
        start = current
    if turn is None:       # the turn at which ``current`` plays after ``start``
        turn = (current - start) % players + 1
    r = random.Random(seed)
    decks = {}
    for key, comp in DECKS.items():
        ids = [c["id"] for c in components()[comp]]
        r.shuffle(ids)
        decks[key] = ids
    used: set[str] = set()
    hand_of = {s: _resolve(h, used, f"hands[{s}]") for s, h in (hands or {}).items()}
    shown = _resolve(display if display is not None else [], used, "display")
    pal = {x: _resolve(v, used, f"palace[{x}]") for x, v in (palace or {}).items()}
    sheet_cards: dict[int, dict[str, list[str]]] = {}
    for s, d in (sheets or {}).items():
        if not isinstance(d, dict):
            raise ValueError(f"sheets[{s}] must be a mapping of sheet fields")
        sheet_cards[s] = {k: _resolve(d.get(k, []), used, f"sheets[{s}].{k}")
                          for k in ("guild_cards", "goods_cards")}
    top = _resolve([caravan], used, "caravan") if caravan else []
    if queue is not None:
        if not isinstance(queue, list) or not all(isinstance(q, dict) for q in queue):
            raise ValueError("queue: give a list of steps (dicts)")
        for q in queue:       # cards held by a step (Guild cards to keep one of)
            if isinstance(q.get("cards"), list):
                _resolve(q["cards"], used, "queue")
    fixed = {"location": _resolve(location_deck, used, "location_deck")
             if location_deck is not None else None,
             "guild": _resolve(guild_deck, used, "guild_deck") if guild_deck is not None
             else None,
             "goods": _resolve(goods_deck, used, "goods_deck") if goods_deck is not None
             else None}
    rest = {k: [c for c in v if c not in used] for k, v in decks.items()}
    for x in LETTERS:
        if x not in pal:
            pal[x] = [rest["ruby"].pop(0)] + ([rest["ruby"].pop(0)] if players <= 2 else [])
    while len(shown) < 2 and display is None:
        c = rest["location"].pop(0)
        if "fountain" in card_index()[c]:
            rest["location"].append(c)
            continue
        shown.append(c)
    hands_all = {}
    for s in range(players):
        if s in hand_of:
            hands_all[s] = hand_of[s]
        else:
            c = next(c for c in rest["location"] if "fountain" not in card_index()[c])
            rest["location"].remove(c)
            hands_all[s] = [c]
    st = State(players=players, challenge=challenge, seed=seed, rng=r.getrandbits(62),
               sheets=[Sheet() for _ in range(players)], location_deck=[])
    st.location_deck = fixed["location"] if fixed["location"] is not None else rest["location"]
    st.location_discard = rest["location"] if fixed["location"] is not None else []
    st.guild_deck = fixed["guild"] if fixed["guild"] is not None else rest["guild"]
    st.guild_discard = rest["guild"] if fixed["guild"] is not None else []
    st.goods_deck = fixed["goods"] if fixed["goods"] is not None else rest["goods"]
    st.goods_discard = rest["goods"] if fixed["goods"] is not None else []
    st.ruby_deck = rest["ruby"]
    st.caravan_deck = top + rest["caravan"]
    st.palace = {x: pal[x] for x in LETTERS}
    st.display = shown
    st.start, st.current, st.turn, st.final_round = start, current, turn, final_round
    st.queue = queue if queue is not None else [{"do": "turn", "seat": current}]
    data = state_to_dict(st)
    for s in range(players):
        sd = sheet_to_dict(Sheet())
        sd["hand"] = hands_all[s]
        sd["start"] = s == start
        given = dict((sheets or {}).get(s, {}))
        for k, v in given.items():
            k = ALIASES.get(k, k)
            if k not in sd:
                raise ValueError(f"sheets[{s}]: unknown field {str(k)[:30]!r}")
            if k in ("goods_filled", "goods_crossed", "icons_crossed", "ruby_sources") and \
                    isinstance(v, dict):
                sd[k] = {**sd[k], **v}
            elif k in ("guild_cards", "goods_cards"):
                sd[k] = sorted(sheet_cards[s][k])
            else:
                sd[k] = v
        for g in GOODS:
            sd["goods_filled"].setdefault(g, 0)
        _bonus_rubies(sd, given, players)
        data["sheets"][s] = sd
    st = state_from_dict(data, players)
    return Game(players, seed, challenge, names, mode, st, setup_log=[STAGED])


def _bonus_rubies(sd: dict, given: dict, players: int) -> None:
    """The Bonus Rubies the staged spaces reach, taken as play takes them, and ``rubies`` as
    the sum of the sources (the rest of a given ``rubies`` from Guild and Caravan cards). Bad
    values are left for the save check to name."""
    sheet = Sheet()
    try:
        sheet.lira_filled = int(sd["lira_filled"])
        sheet.goods_filled = {g: int(sd["goods_filled"].get(g, 0)) for g in GOODS}
    except (TypeError, ValueError, AttributeError):
        return
    sections, rows = bonus_reached(sheet, game_plan(players))
    if "lira_bonus" not in given:
        sd["lira_bonus"] = sections
    if "goods_bonus" not in given:
        sd["goods_bonus"] = rows
    src = sd["ruby_sources"]
    if not isinstance(src, dict):
        return
    raw = given.get("ruby_sources")
    given_src: dict = raw if isinstance(raw, dict) else {}
    for key in ("lira_bonus", "goods_bonus"):
        if key not in given_src and isinstance(sd[key], list):
            src[key] = len(sd[key])
    if not all(isinstance(v, int) for v in src.values()):
        return
    if "rubies" in given and "ruby_sources" not in given and isinstance(sd["rubies"], int):
        src["guild"] = max(0, sd["rubies"] - sum(v for k, v in src.items() if k != "guild"))
    elif "rubies" not in given:
        sd["rubies"] = sum(src.values())
