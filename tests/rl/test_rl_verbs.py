"""Every verb of every ruleset goes through the environment: steered random games (which
mostly take a verb not played yet) and, for the verbs random play almost never reaches, staged
situations. Each action is chosen id by id through the masks (``rl_tools.drive``), so a verb the
catalogue cannot express, or a mask that hides it, fails here."""

from __future__ import annotations

import random
from typing import Any

import pytest
from rl_tools import drive, steer  # beside this file

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb import rl

#: verbs a ruleset declares that no board of its own can reach, with the reason
UNREACHABLE = {
    ("letters",): {"catacombs": "the Catacombs (25) lie only on the Great Bazaar's 5x5 board"},
}


def _env(make: Any) -> rl.IstanbulEnv:
    env = rl.IstanbulEnv(make)
    env.reset(seed=0)
    return env


def _staged_situations(exps: tuple[str, ...], variants: tuple[str, ...]) -> list[Any]:
    """Games staged where the rare verbs are legal: the end-game's ``done`` (the last round
    over, a card left to play), and Letters' Secret Society."""
    kw: dict[str, Any] = {"expansions": exps, "variants": variants}
    probe = ist.new_game(players=2, **kw)
    out = []
    for card in ("five-lira", "good-for-seven", "eight-lira"):   # one the deck holds
        extra = {"coffee": {0: 2}} if card == "eight-lira" else {}
        try:
            out.append(ist.stage(players=2, current=1, **kw, **extra,
                                 seats={0: dict(rubies=probe.ruby_target, cards=[card],
                                                goods=dict(fruit=1)),
                                        1: dict(merchant=9, cards=[])}))
        except ValueError:
            continue
        break
    if "letters" in exps:
        layout = {} if "mocha" in exps else {"layout": "letters-first-game"}
        out.append(ist.stage(players=3, phase="action", seats={0: dict(merchant=24)},
                             letters={0: [9, (5, True), (3, True), (2, True), 4]}, **kw,
                             **layout))
    return out


def _play_staged(game: Any, seen: set[str], rng: random.Random) -> None:
    env = _env(lambda seed: game.copy())
    drive(env, steer(rng, seen))


RULESETS = [((), ()), (("mocha",), ()), (("letters",), ()), (("mocha", "letters"), ()),
            ((), ("neutral_assistants",)), ((), ("caravan_leader",)),
            (("mocha",), ("mocha_cards_alone",)), (("letters",), ("letters_cards_alone",))]


@pytest.mark.parametrize("exps,variants", RULESETS,
                         ids=["+".join(e + v) or "base" for e, v in RULESETS])
def test_every_verb_of_the_ruleset_is_played_through_the_env(exps, variants):
    rng = random.Random(7)
    verbs = set(ist.new_game(players=3, expansions=exps, variants=variants).rules.verbs)
    verbs -= set(UNREACHABLE.get(exps, {}))
    seen: set[str] = set()
    for game in _staged_situations(exps, variants):
        _play_staged(game, seen, rng)
    for k in range(40):
        if seen >= verbs:
            break
        env = _env(lambda seed, k=k: ist.new_game(players=2 + k % 4, expansions=exps,
                                                  variants=variants, seed=k))
        drive(env, steer(rng, seen))
    assert verbs - seen == set(), f"verbs never played: {sorted(verbs - seen)}"


def test_every_verb_of_choose_write_is_played_through_the_env():
    rng = random.Random(7)
    verbs = set(rl.catalogue_for(cw.new_game(players=2)).verbs)
    seen: set[str] = set()
    for k in range(30):
        if seen >= verbs:
            break
        env = _env(lambda seed, k=k: cw.new_game(players=1 + k % 5, seed=k))
        drive(env, steer(rng, seen))
    assert verbs - seen == set(), f"verbs never played: {sorted(verbs - seen)}"
