"""The Embassy 21, the Secret Society 24 and, when Mocha and Letters are played together on the
5x5 board, the Catacombs 25 (RULES.md 8; seed 000, the place texts "21. 대사관", "24. 비밀결사",
"25. 지하 묘지").

- **Embassy**: take 2 letters (face up, delivered at once where a piece of yours stands).
- **Secret Society**: discard letters worth at least 6 seals (extra seals are lost) and take
  the leftmost ruby of the Sultan's Palace 13 or the Gemstone Dealer 16 (of the Coffee House 20
  too in the Great Bazaar variant); the first three different players to do it also take 3,
  2, 1 lira from its spaces (``part.society``, leftmost first; ``part.society_seats`` who took
  them): a player takes lira once, also with "Secret Society twice" (ruling R7, seed 000
  l.679).
- **Catacombs** (only on the board of all 25 places): take 1 good or 1 coffee, then move the
  piece that acted (the merchant with its stack, the companion, or the family member) to any
  place, where it does no action and meets nobody.

Notation
--------

- ``embassy``: take 2 letters.
- ``society <source> <letters>``: the source is ``sultan`` (13), ``gemstone`` (16) or, in the
  Great Bazaar variant, ``coffee-house`` (20); the letters are written as in every Letters text
  (``9`` a face-up letter to place 9, worth 1 seal; ``9d`` a delivered one, worth 2), sorted:
  ``society sultan 3d 5d 9d``, ``society gemstone 2 4 6d 8d``. Only minimal sets are offered
  (``rules.seal_choices``: no letter of the set could be left out), so a learner never gives a
  letter for nothing.
- ``catacombs <good or coffee> <place>``: ``catacombs fruit 14`` takes 1 fruit and moves the
  piece to the Small Mosque (14); ``catacombs coffee 3``.

Rulings where the seed is silent:

- The Embassy is not offered when every letter is held (pile and discard empty): a visit that
  would gain nothing is not offered (docs/engine.md, decision 7). With one letter left it gives
  that one.
- A ruby source with no ruby left cannot be chosen. The Coffee House is a source only in the
  Great Bazaar variant (``ruby_sources``: the extension point). The seed's refill of an empty
  source from the spare rubies (seed 000 after place 25) belongs to the Great Bazaar
  (``expansions/great_bazaar``, after every action), so there 13, 16 and 20 never run dry.
- The ruby taken counts towards the ruby target as any other: the game ends after the round in
  which a seat reaches 6 (``turn.end_turn``).
- Catacombs: only goods with room in the cart are offered (coffee always: a stock of coffee is
  unlimited). The piece goes to any place other than the Catacombs. When the merchant or the
  companion acted, there is no encounter phase (nobody is met at the Catacombs, which the piece
  has left, nor at the new place): the end of the turn follows (phase ``catacombs-end``:
  ``end``, or a double move ``double 3 5d`` as wherever a seat ends its turn; the "after the
  action" cards may be played there). When the family member acted (sent from the Police
  Station), the turn goes on as after any family action: the merchant's encounters at the
  Police Station. Letters at the new place are delivered (the after-action hook).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import data as D
from ...engine.ops import Env, finish_action, gain, label, me, no, room, tell, word
from ...engine.ruleset import Ruleset
from ...engine.turn import end_turn
from ...i18n import N_, Message, _, join
from ...places import term as place_term
from .rules import L, discard_letter, gain_letter, letters_text, lpart, parse_letter, seal_choices
from .rules import seals as seals_held

if TYPE_CHECKING:
    from ...engine.ruleset import Why
    from ...engine.state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["GREAT_BAZAAR", "WORD_PLACE", "install", "letters_left"]

EMBASSY = 21
SOCIETY = 24
#: seed 000 place 25: only on the board of all 25 places (Mocha and Letters together)
CATACOMBS = 25
GREAT_BAZAAR = "great_bazaar"
#: the end of a turn after the Catacombs moved the merchant or the companion
AFTER = "catacombs-end"


def who(st: State, env: Env) -> str:
    return env.name(st.to_act)


def letters_left(st: State) -> bool:
    p = lpart(st)
    return bool(p.pile or p.discard)


# -- 21 Embassy ---------------------------------------------------------------------------------
def _embassy_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if not letters_left(st):
        return no(why, "embassy", "every letter is held: the Embassy has none to give")
    return ["embassy"]


def _embassy_do(st: State, env: Env, w: list[str]) -> None:
    gain_letter(st, env, st.to_act, L(env)["embassy"]["letters"], "embassy")
    finish_action(st, env)


# -- 24 Secret Society --------------------------------------------------------------------------
def _sultan_left(st: State) -> int:
    return st.sultan_left


def _take_sultan(st: State, env: Env) -> None:
    st.sultan_left -= 1


def _gem_left(st: State) -> int:
    return st.gem_left


def _take_gem(st: State, env: Env) -> None:
    st.gem_left -= 1


def _house_left(st: State) -> int:
    return st.parts["mocha"].coffee_house


def _take_house(st: State, env: Env) -> None:
    st.parts["mocha"].coffee_house -= 1


#: place -> (word, rubies left, take the leftmost ruby); 20 only in the Great Bazaar
SOURCES = {13: ("sultan", _sultan_left, _take_sultan),
           16: ("gemstone", _gem_left, _take_gem),
           20: ("coffee-house", _house_left, _take_house)}
WORD_PLACE = {word: place for place, (word, _left, _take) in SOURCES.items()}


def ruby_sources(env: Env) -> list[int]:
    """The places whose leftmost ruby the Secret Society gives: the data's 13 and 16, and the
    Coffee House 20 when the Great Bazaar variant is played (with Mocha). The extension point
    for that variant."""
    out = list(L(env)["secret_society"]["ruby_places"])
    if GREAT_BAZAAR in env.rules.variants and "mocha" in env.rules.data:
        out.append(20)
    return out


def _no_ruby(why: Why | None, places: list[Message]) -> list[str]:
    """The refusal when no ruby source has a ruby left (two sources, or three in the Great
    Bazaar): whole sentences, so each language orders the names its way."""
    if len(places) == 2:
        return no(why, "society", "{first} and {second} have no ruby left", first=places[0],
                  second=places[1])
    if len(places) == 3:
        return no(why, "society", "{first}, {second} and {third} have no ruby left",
                  first=places[0], second=places[1], third=places[2])
    return no(why, "society", "{places} have no ruby left", places=join(places))


def society_texts(st: State, env: Env, why: Why | None = None) -> list[str]:
    need = L(env)["secret_society"]["seals"]
    have = seals_held(st, st.to_act)
    if have < need:
        return no(why, "society", "you have {have} seals; the {place} asks for letters worth "
                                  "{need}", have=have, place=place_term(SOCIETY), need=need)
    open_ = [p for p in ruby_sources(env) if SOURCES[p][1](st) > 0]
    if not open_:
        return _no_ruby(why, [label(p) for p in ruby_sources(env)])
    sets = seal_choices(lpart(st).letters[st.to_act], need)
    out = [f"society {SOURCES[p][0]} {letters_text(s)}" for p in open_ for s in sets]
    if why is not None:
        no(why, "society", "name a ruby source ({sources}) and letters worth {need} seals: "
                           "'{example}'", sources=", ".join(SOURCES[p][0] for p in open_),
           need=need, example=out[0])
    return out


def society_do(st: State, env: Env, w: list[str]) -> None:
    p = me(st)
    place = WORD_PLACE[w[1]]
    chosen = [x for x in map(parse_letter, w[2:]) if x is not None]
    for place_to, delivered in chosen:
        discard_letter(st, env, st.to_act, place_to, delivered)
    SOURCES[place][2](st, env)
    p.rubies += 1
    tell(st, "{who} hands letters worth {n} seals to the Secret Society and takes the leftmost "
             "ruby of {place}", who=who(st, env), n=sum(2 if d else 1 for _n, d in chosen),
         place=label(place))
    part = lpart(st)
    if part.society and st.to_act in part.society_seats:
        tell(st, "{who} already took lira from the Secret Society's spaces: none this time "
                 "(once per player)", who=who(st, env))
    elif part.society:
        lira = part.society.pop(0)
        part.society_seats.append(st.to_act)
        p.lira += lira
        tell(st, "{who} also takes {n} lira from the Secret Society's spaces", who=who(st, env),
             n=lira)
    finish_action(st, env)


# -- 25 Catacombs -------------------------------------------------------------------------------
def _catacomb_kinds(st: State, env: Env) -> list[str]:
    kinds = [g for g in D.GOODS if room(me(st), g) > 0]
    if "mocha" in env.rules.data:
        kinds.append("coffee")
    return kinds


def _catacomb_places(env: Env) -> list[int]:
    key = ("catacombs",)
    hit = env.cache.get(key)
    if hit is None:
        hit = env.cache[key] = sorted(env.board.any_moves(CATACOMBS))
    return hit


def _catacombs_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    kinds = _catacomb_kinds(st, env)
    if not kinds:
        return no(why, "catacombs", "your cart is full: no good would fit")
    out = [f"catacombs {k} {n}" for k in kinds for n in _catacomb_places(env)]
    if why is not None:
        no(why, "catacombs", "take 1 good or coffee and name the place the piece goes to: "
                             "'{example}'", example=out[0])
    return out


def _catacombs_do(st: State, env: Env, w: list[str]) -> None:
    kind, place = w[1], int(w[2])
    seat = st.to_act
    if kind == "coffee":
        from ..mocha.rules import gain_coffee

        gain_coffee(st, env, seat, 1)
    else:
        gain(st, env, seat, kind)
    actor = st.actor
    if actor == "companion":
        lpart(st).companion[seat] = place
        tell(st, "{who}'s companion goes from the Catacombs to {place}: no action and nobody "
                 "met there", who=who(st, env), place=label(place))
    elif actor == "family":
        st.players[seat].family = place
        tell(st, "{who}'s family member goes from the Catacombs to {place}: no action and "
                 "nobody met there", who=who(st, env), place=label(place))
    else:
        st.players[seat].merchant = place
        tell(st, "{who}'s merchant and its stack go from the Catacombs to {place}: no action "
                 "and nobody met there", who=who(st, env), place=label(place))
    if actor == "family":
        st.at = place
        finish_action(st, env)
        return
    st.at = place
    st.phase = AFTER


def _after_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    """The end of a turn whose piece left the Catacombs: ``end``, or the double move's texts
    (``double.py``; its effect is the one of the phases it wraps)."""
    out = ["end"]
    if "double" in env.rules.verbs:
        from .double import double_texts

        out += double_texts(st, env, why)
    return out


def _after_do(st: State, env: Env, w: list[str]) -> None:
    if w[0] == "double":
        env.rules.phases["encounter"].perform(st, env, w)   # double.py: end and turn again
    else:
        end_turn(st, env)


def _after_question(st: State, env: Env) -> Message:
    return _("the piece meets nobody after the Catacombs: end the turn")


def _describe_society(a: list[str]) -> Message:
    place = WORD_PLACE[a[0]]
    parsed = [parse_letter(x) for x in a[1:]]
    letters = [x for x in parsed if x is not None]
    if not letters or len(letters) != len(parsed):
        raise ValueError("society")
    # TRANSLATORS: a delivered letter in a list of letters: its place number
    words = join(_("{number} (delivered)", number=n) if d else str(n) for n, d in letters)
    seals = sum(2 if d else 1 for _n, d in letters)
    return _("discard the letters to {letters} ({n} seals) for the leftmost ruby of {place}",
             letters=words, n=seals, place=label(place))


def _describe_catacombs(a: list[str]) -> Message:
    what = word(a[0]) if a[0] in D.GOOD_INDEX or a[0] == "coffee" else a[0]
    return _("take 1 {good}, then move the piece that acted to {place}", good=what,
             place=label(int(a[1])))


def install(rules: Ruleset) -> None:
    """The places 21 and 24, and 25 (on a board that has it: Mocha and Letters together, in
    either order of installation, so the coffee is checked when the action is offered)."""
    rules.add_place(EMBASSY, _embassy_opts, _embassy_do, ("embassy",))
    rules.add_place(SOCIETY, society_texts, society_do, ("society",))
    rules.add_place(CATACOMBS, _catacombs_opts, _catacombs_do, ("catacombs",))
    rules.add_phase(AFTER, _after_opts, _after_do, _after_question, window="after",
                    at_merchant=False, verbs=("end", "double"),
                    words=_("ending the turn after the Catacombs"))
    n = rules.data["letters"]["embassy"]["letters"]
    v = rules.add_verb
    v("embassy", "place", describe=lambda a: N_("take {n} letter at the Embassy",
                                                "take {n} letters at the Embassy", n))
    v("society", "place", "word", describe=_describe_society)
    v("catacombs", "place", "word", describe=_describe_catacombs)
