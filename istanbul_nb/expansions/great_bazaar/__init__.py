"""The Great Bazaar (RULES.md 9; seed 000, "초거대 시장", and the refill after place 25).

``new_game(expansions=("mocha", "letters"))``: by ruling R9 (RULES.md 11) the two expansions
together ARE the Great Bazaar, so ``config.make_config`` adds ``variants=("great_bazaar",)``
when it is not named: both spellings are one game with one config and one save. Both
expansions (``needs``) with every rule of each, and on top:

- **Board**: places 1-25 in 5x5 (``rules.layout_kinds``, set by the two expansions together).
  Without a given layout the game draws a random legal one from its seed, as the rule book
  does (``rules.random_layout``: ``layouts.random_layout("great-bazaar", seed=...)``: the
  Fountain exactly in the centre, Black Market and Tea House at least 3 apart and in no common
  row or column), named ``random-great-bazaar-<seed>``; the config keeps its rows, so a save
  reproduces the board. ``great-bazaar-first-game`` [reconstructed] is one fixed such board
  for a class that wants every learner on the same places. A given layout of another kind is
  refused, saying so; a given 5x5 layout is played as it is (a teacher may try another
  board, as in the base game).
- **Every bonus card**: the base, Mocha and Letters cards together, which is already the deck
  of the two expansions; ``mocha_cards_alone`` and ``letters_cards_alone`` are refused beside
  the variant (``conflicts``, registered in ``engine/__init__.py``).
- **The free-encounters Tavern tile covers the Courier** too (seed: "참고: ... 집배원에게도
  적용"): ``courier free`` is then the Courier's only payment, as for the three Mocha figures
  (``mocha.coffee.cover_with_tile``).
- Rules of the expansions that exist only in the Great Bazaar and read ``rules.variants``: the
  Kiosk's coffee options (``letters/kiosk.py``), the Coffee House 20 as a Secret Society
  source (``letters/places.ruby_sources``), the Coffee Trader on the meet-a-figure card
  (``letters/cards.py``) and coffee on the 7-lira card; the Catacombs 25 (take 1 good or
  coffee, then the piece that acted goes to any place: no action, nobody met, its letters
  delivered) is on the board of all 25 places (``letters/places.py``).
- **Ruby refill** (seed 000, after place 25: "if someone took the last ruby of the Sultan's
  Palace 13, the Gemstone Dealer 16 or the Coffee House 20, take 1 ruby from beside the board
  and put it on that place's ruby space"): after every action (``after_action_hooks``), each
  of those places that has no ruby left gets one spare ruby, and the state part counts it
  (``refills``).

Where the refilled ruby lies is the seed's (000 l.685): on that place's ruby-picture space,
the one the last ruby was taken from, since rubies are taken from the other end. Its price
follows from that space and is read from the tracks, not said by the seed: the last price
(the Sultan's last delivery, the Gemstone Dealer's highest number, the Coffee House's highest
number): the place's "rubies left" is 1 again, and its price formula gives exactly that. The
places never run dry.

Rulings where the seed is silent:
- The spare rubies beside the board are not counted out (the seed sets none aside): the
  supply never runs out. The conservation law counts the refills with the box
  (``StatePart.supply_rubies``): rubies on the table = the box's + those refilled.
- The refill happens once the action that took the last ruby is over (a "do it again" card
  is played as a later action, so it finds the refilled ruby and pays the last price again).
- In ``Game.ruby_supply()`` a refilled place shows its 1 ruby; the refills per place are in
  ``Game.pieces()["others"]`` (kind ``ruby-refills``, ``count``, and ``source``: the place's
  key in ``ruby_supply()``; all three places, 0 before the first refill).

Saves from before R9: a game with both expansions and without the variant was a third mode
(the Catacombs, but no Courier's or Kiosk's coffee, no Coffee House at the Secret Society, no
refill). ``migrate_pre_r9`` reads such a save as the Great Bazaar: the config names the
variant, both states get the part with no refill yet, and the save is then checked and
replayed like any other, so it loads when its moves are legal and lead to the same state under
the Great Bazaar's rules (most early games), and is refused, naming the first move or field
that differs, when the third mode's rules made a difference (a place ran dry, say).

State part ``"great_bazaar"``: ``refills`` = {13: k, 16: k, 20: k}, saved as {"13": k, ...}.
Stage key ``ruby_refills={13: k}``: the place was refilled k times and its refilled rubies
were taken by seats, so those k rubies go back onto the Gemstone Dealer, then the Sultan's
Palace, from which staging gave the seats' ``rubies`` (as Mocha's ``coffee_house_left``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...engine.ops import Env, tell
from ...engine.ruleset import Ruleset, StatePart
from ...engine.staging import restore_supply
from ...i18n import _
from ...places import labelled

if TYPE_CHECKING:
    from ...engine.save import Check
    from ...engine.state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["PRE_R9_NOTE", "migrate_pre_r9", "part"]

KEY = "great_bazaar"
SULTAN, GEMSTONE, COFFEE_HOUSE = 13, 16, 20
#: the places a spare ruby refills
PLACES = (SULTAN, GEMSTONE, COFFEE_HOUSE)
#: each refilled place's key in ``Game.ruby_supply()`` (a refill piece names it: ``source``)
SUPPLY_KEY = {SULTAN: "sultan", GEMSTONE: "gemstone", COFFEE_HOUSE: "coffee_house"}
STAGE_KEYS = ("ruby_refills",)
MAX_REFILLS = 10_000


def _left(st: State, place: int) -> int:
    if place == SULTAN:
        return st.sultan_left
    if place == GEMSTONE:
        return st.gem_left
    return st.parts["mocha"].coffee_house


def _put(st: State, place: int, k: int) -> None:
    """``k`` more rubies on ``place``'s ruby space(s)."""
    if place == SULTAN:
        st.sultan_left += k
    elif place == GEMSTONE:
        st.gem_left += k
    else:
        st.parts["mocha"].coffee_house += k


@dataclass
class GreatBazaarPart:
    refills: dict[int, int] = field(default_factory=lambda: dict.fromkeys(PLACES, 0))

    def copy(self) -> GreatBazaarPart:
        return GreatBazaarPart(dict(self.refills))

    def to_dict(self) -> dict:
        return {"refills": {str(p): self.refills[p] for p in PLACES}}


def part(st: State) -> GreatBazaarPart:
    return st.parts[KEY]


def new(st: State, env: Env) -> GreatBazaarPart:
    return GreatBazaarPart()


def load(d: dict[str, Any], c: Check, st: State, env: Env) -> GreatBazaarPart:
    """Every field checked; a ruby place is never empty between two actions."""
    c.dict(d, "", ["refills"])
    raw = c.dict(d["refills"], "refills", [str(p) for p in PLACES])
    out = GreatBazaarPart({p: c.int(raw[str(p)], f"refills.{p}", 0, MAX_REFILLS)
                           for p in PLACES})
    for p in PLACES:
        if _left(st, p) <= 0:
            c.fail("refills", _("{place} has no ruby; in the Great Bazaar a spare ruby "
                                "refills it as soon as its last ruby is taken",
                                place=labelled(p)))
    return out


def supply_rubies(p: GreatBazaarPart) -> int:
    return sum(p.refills.values())


def pieces(p: GreatBazaarPart) -> list[dict]:
    """Each place a spare ruby refills (13, 16, 20), with how often so far (label ``+k``, or
    "" before its first refill), so a picture can mark all three from the start."""
    return [{"kind": "ruby-refills", "place": n, "seat": None,
             "label": f"+{p.refills[n]}" if p.refills[n] else "", "count": p.refills[n],
             "source": SUPPLY_KEY[n]}
            for n in PLACES]


def refill(st: State, env: Env) -> None:
    """After every action: a place of ``PLACES`` whose last ruby was taken gets a spare ruby
    on its ruby space (the last price again)."""
    if st.sultan_left and st.gem_left and st.parts["mocha"].coffee_house:
        return
    gb = part(st)
    for n in PLACES:
        if _left(st, n) <= 0:
            _put(st, n, 1)
            gb.refills[n] += 1
            tell(st, "the last ruby of {place} is gone: a spare ruby from beside the board goes "
                     "on its ruby space (the same price as the last)", place=labelled(n))


def stage(st: State, env: Env, spec: dict) -> None:
    """``ruby_refills={13: k, 16: k, 20: k}``: see the module docstring."""
    given = spec["ruby_refills"]
    if not isinstance(given, dict):
        raise ValueError("ruby_refills: a dict place -> refills, places 13, 16 and 20")
    n = env.n
    gb = part(st)
    back = 0
    for place, k in given.items():
        if place not in PLACES:
            raise ValueError(f"ruby_refills: {str(place)[:20]!r} is not 13, 16 or 20 (the "
                             "places a spare ruby refills)")
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= MAX_REFILLS:
            raise ValueError(f"ruby_refills: a whole number of refills, not {str(k)[:20]!r}")
        gb.refills[place] = k
        back += k
    # a staging error (ist.stage, a developer's call) stays English
    restore_supply(st, n, back, "ruby_refills", "refilled ruby(ies) are")  # i18n: not shown


def install(rules: Ruleset) -> None:
    """The Great Bazaar on a ruleset that holds both expansions (``needs``)."""
    from ..mocha.coffee import cover_with_tile

    if "mocha" not in rules.data or "letters" not in rules.data:
        raise ValueError("the 'great_bazaar' variant needs the 'mocha' and 'letters' "
                         "expansions")
    rules.random_layout = "great-bazaar"
    rules.add_part(StatePart(KEY, new, load, stage_keys=STAGE_KEYS, stage=stage,
                             pieces=pieces, supply_rubies=supply_rubies))
    rules.after_action_hooks.append(refill)
    cover_with_tile(rules, "courier")


#: what ``migrate_pre_r9`` says about a save it changed (for the loader to pass on)
PRE_R9_NOTE = _("a save of Mocha and Letters from before ruling R9 is read as the Great "
                "Bazaar (the two expansions together are the Great Bazaar)")


def migrate_pre_r9(doc: dict) -> tuple[dict, str]:
    """A parsed save ``doc`` of the pre-R9 third mode (both expansions, ``great_bazaar`` not
    among the variants) as a Great Bazaar save, with ``PRE_R9_NOTE``; any other document is
    returned as it is, with "". Only adds what the Great Bazaar has and the old mode had not
    (the variant's name, the part with no refill yet); every field is then checked by the
    loader as in any save, and the replay decides whether the moves still lead to the saved
    state. Never raises on a malformed document (the loader says what is wrong with it)."""
    cfg = doc.get("config") if isinstance(doc, dict) else None
    if not isinstance(cfg, dict):
        return doc, ""
    exps, variants = cfg.get("expansions"), cfg.get("variants")
    if not (isinstance(exps, list) and isinstance(variants, list)
            and all(isinstance(x, str) for x in (*exps, *variants))
            and {"mocha", "letters"} <= set(exps) and KEY not in variants):
        return doc, ""
    cfg["variants"] = sorted([*variants, KEY])
    for key in ("initial", "state"):
        st = doc.get(key)
        parts = st.get("parts") if isinstance(st, dict) else None
        if isinstance(parts, dict) and KEY not in parts:
            parts[KEY] = GreatBazaarPart().to_dict()
    return doc, PRE_R9_NOTE
