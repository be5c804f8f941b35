"""Issue 20, configurations: ruling R9 (Mocha and Letters together are the Great Bazaar, with
every rule of it and one config), ``configurations()`` listing exactly what ``new_game``
accepts, a clear ValueError for a bad ``random_layout`` seed (and the other layout functions),
and control characters refused in seat names."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from itertools import combinations, permutations

import pytest

import istanbul_nb as ist
from istanbul_nb import layouts
from istanbul_nb.engine import configurations
from istanbul_nb.engine.ruleset import KNOWN_EXPANSIONS, available, playable_variants
from istanbul_nb.expansions.great_bazaar import PRE_R9_NOTE, migrate_pre_r9, part

BOTH = ("mocha", "letters")
GB = ("great_bazaar",)


# -- R9: both expansions are the Great Bazaar ----------------------------------------------------
@pytest.mark.parametrize("players, seed", [(2, 1), (3, 7), (5, 2)])
def test_both_expansions_and_the_named_variant_are_one_game_with_one_save(players, seed):
    implied = ist.new_game(players=players, seed=seed, expansions=BOTH)
    named = ist.new_game(players=players, seed=seed, expansions=BOTH, variants=GB)
    assert implied.config.variants == GB and implied.rules.variants == GB
    assert implied.to_json() == named.to_json()
    assert json.loads(implied.to_json())["config"]["variants"] == ["great_bazaar"]
    # the Great Bazaar's board is random (RULES.md 2 and 9; API.md), drawn from the seed
    assert implied.config.layout_name == f"random-great-bazaar-{seed}"
    assert ist.Game.from_json(implied.to_json()).config == named.config


@pytest.mark.parametrize("given", [("neutral_assistants", "caravan_leader"),
                                   ("caravan_leader", "great_bazaar", "neutral_assistants"),
                                   ("neutral_assistants", "great_bazaar", "caravan_leader")])
def test_any_spelling_of_the_same_choices_gives_the_same_config(given):
    g = ist.new_game(players=3, seed=4, expansions=BOTH, variants=given)
    assert g.config.variants == ("caravan_leader", "great_bazaar", "neutral_assistants")
    reference = ist.new_game(players=3, seed=4, expansions=BOTH,
                             variants=("caravan_leader", "great_bazaar", "neutral_assistants"))
    assert g.to_json() == reference.to_json()


def test_the_refill_and_the_coffee_rules_apply_without_naming_the_variant():
    """The rules the third mode lacked: the ruby refill, the Coffee House at the Secret Society
    and the Kiosk's coffee (read from the ruleset; each has its own test in
    test_great_bazaar.py, staged with the variant named)."""
    g = ist.stage(players=2, expansions=BOTH, phase="action", gem_left=1,
                  layout="great-bazaar-first-game",
                  seats={0: dict(merchant=16, lira=50, rubies=3, cards=[]),
                         1: dict(rubies=5, cards=[])})
    g.apply("gemstone")
    assert part(g.state).refills[16] == 1 and g.state.gem_left == 1
    assert "great_bazaar" in g.rules.parts
    assert g.config.variants == GB and g.rules.variants == GB
    cover = ist.new_game(players=2, seed=1, expansions=BOTH).rules
    assert cover is ist.new_game(players=2, seed=1, expansions=BOTH, variants=GB).rules


@pytest.mark.parametrize("alone", [("mocha_cards_alone",), ("letters_cards_alone",),
                                   ("letters_cards_alone", "mocha_cards_alone")])
def test_a_cards_alone_variant_with_both_expansions_is_refused_saying_r9(alone):
    for exps in (BOTH, BOTH[::-1]):
        with pytest.raises(ValueError, match=r"Mocha and Letters together are the Great Bazaar "
                                             r"\(ruling R9\).*every bonus card"):
            ist.new_game(players=3, expansions=exps, variants=alone)
        with pytest.raises(ValueError, match="ruling R9"):
            ist.stage(players=3, expansions=exps, variants=alone)


# -- old saves of the third mode ------------------------------------------------------------------
def _third_mode_save(game: ist.Game) -> dict:
    """What a save of the same game looked like before R9: no variant, no Great Bazaar part."""
    doc = json.loads(game.to_json())
    doc["config"]["variants"] = [v for v in doc["config"]["variants"] if v != "great_bazaar"]
    for key in ("initial", "state"):
        del doc[key]["parts"]["great_bazaar"]
    return doc


def _played(seed: int, steps: int) -> ist.Game:
    g = ist.new_game(players=3, seed=seed, expansions=BOTH)
    rng = random.Random(seed)
    for _ in range(steps):
        acts = [a for a in g.legal_actions() if a.kind != "end"] or g.legal_actions()
        g.apply(rng.choice(acts))
    return g


def test_an_old_save_is_read_as_the_great_bazaar():
    g = _played(3, 60)
    assert all(k == 0 for k in part(g.state).refills.values())
    old = _third_mode_save(g)
    doc, note = migrate_pre_r9(old)
    assert note == PRE_R9_NOTE and "Great Bazaar" in note
    back = ist.Game.from_json(json.dumps(doc))
    assert back.to_json() == g.to_json() and back.config.variants == GB
    # a save of today is left as it is, and so is anything that is not a third-mode save
    today = json.loads(g.to_json())
    assert migrate_pre_r9(json.loads(g.to_json())) == (today, "")
    for junk in ([], {"config": 3}, {"config": {"expansions": "mocha", "variants": []}}):
        assert migrate_pre_r9(junk) == (junk, "")


def test_an_old_save_given_to_from_json_loads_as_the_great_bazaar():
    """``save.loads`` reads a pre-R9 third-mode save as the Great Bazaar by itself."""
    g = _played(3, 10)
    old = _third_mode_save(g)
    back = ist.Game.from_json(json.dumps(old))
    assert back.to_json() == g.to_json() and back.config.variants == GB


def _ran_dry_save() -> dict:
    """A save of the third mode where the Gemstone Dealer ran dry (no refill there)."""
    g = ist.stage(players=2, expansions=BOTH, phase="action", gem_left=1,
                  layout="great-bazaar-first-game",
                  seats={0: dict(merchant=16, lira=50, rubies=3, cards=[]),
                         1: dict(rubies=5, cards=[])})
    g.apply("gemstone")
    old = _third_mode_save(g)
    old["state"]["gem_left"] = 0        # the third mode: the Gemstone Dealer ran dry
    return old


def test_an_old_save_that_does_not_replay_says_it_was_read_as_the_great_bazaar():
    old = _ran_dry_save()
    with pytest.raises(ValueError, match=r"before ruling R9 is read as the Great Bazaar .*, but it "
                                         "does not load as one"):
        ist.Game.from_json(json.dumps(old))


def test_an_old_save_where_a_place_ran_dry_is_refused_naming_the_refill():
    doc, _ = migrate_pre_r9(_ran_dry_save())
    with pytest.raises(ValueError, match="Gemstone Dealer.*has no ruby; in the Great Bazaar a "
                                         "spare ruby refills it"):
        ist.Game.from_json(json.dumps(doc))


# -- configurations() lists exactly what new_game accepts ----------------------------------------
def _canonical_key(cfg) -> tuple:
    return (cfg.expansions, cfg.variants)


def test_every_accepted_combination_is_listed_and_every_listed_one_is_accepted():
    listed = {(c["expansions"], c["variants"]) for c in configurations()}
    assert len(listed) * 4 == len(configurations())
    assert {c["players"] for c in configurations()} == {2, 3, 4, 5}
    expansion_names = [n for n in available() if n not in playable_variants()]
    variant_names = sorted(playable_variants())
    accepted = set()
    tried = 0
    for k in range(len(expansion_names) + 1):
        for exps in permutations(expansion_names, k):
            for j in range(len(variant_names) + 1):
                for chosen in combinations(variant_names, j):
                    for order in {chosen, chosen[::-1]}:
                        tried += 1
                        try:
                            g = ist.new_game(players=2, seed=1, expansions=exps,
                                             variants=order)
                        except ValueError:
                            continue
                        cfg = g.config
                        assert cfg.variants == tuple(sorted(cfg.variants))
                        known = tuple(sorted(cfg.expansions, key=KNOWN_EXPANSIONS.index))
                        accepted.add((known, cfg.variants))
                        assert (known, cfg.variants) in listed, (exps, order)
    assert tried > 100
    assert accepted == listed
    for c in configurations():
        g = ist.new_game(players=c["players"], seed=1, expansions=c["expansions"],
                         variants=c["variants"])
        assert (g.config.expansions, g.config.variants) == (c["expansions"], c["variants"])


def test_r9_leaves_24_pairs_and_no_third_mode():
    pairs = {(c["expansions"], c["variants"]) for c in configurations()}
    assert len(pairs) == 24
    assert all("great_bazaar" in v for e, v in pairs if set(BOTH) <= set(e))
    assert all("great_bazaar" not in v for e, v in pairs if not set(BOTH) <= set(e))


# -- random_layout and the other layout functions ------------------------------------------------
@pytest.mark.parametrize("seed", [[1], {}, (1,), 1.5, "7", b"7", True, 10 ** 20, -(10 ** 20),
                                  2 ** 200, object()])
def test_random_layout_refuses_a_bad_seed_with_a_value_error(seed):
    with pytest.raises(ValueError, match="the seed of a random layout is a whole number"):
        layouts.random_layout("base", seed=seed)


@pytest.mark.parametrize("seed", [None, 0, 7, -7, 10 ** 20 - 1, 2 ** 64])
def test_random_layout_takes_every_whole_seed_that_names_a_board(seed):
    lay = layouts.random_layout("great-bazaar", seed=seed)
    assert layouts.problems(lay) == [] and lay.name == f"random-great-bazaar-{seed}"


ODD = [None, [1], {}, {"a": 1}, 1.5, float("nan"), True, -1, 2 ** 200, "x" * 100, "",
       b"ab", bytearray(b"x"), object(), ("base",), 7]


@pytest.mark.parametrize("call", [
    lambda v: layouts.random_layout(v),
    lambda v: layouts.random_layout("base", seed=v),
    lambda v: layouts.random_layout("base", seed=1, rules=v),
    lambda v: layouts.problems(v),
    lambda v: layouts.problems(layouts.load("short-paths"), rules=v),
    lambda v: layouts.load(v),
    lambda v: layouts.from_rows(v),
    lambda v: layouts.from_rows([list(r) for r in layouts.load("short-paths").rows], name=v),
    lambda v: layouts.from_rows([list(r) for r in layouts.load("short-paths").rows], title=v),
    lambda v: layouts.from_json(v),
    lambda v: layouts.load("short-paths").position(v),
])
def test_the_public_layout_functions_answer_odd_values_with_value_error_only(call):
    for value in ODD:
        try:
            call(value)
        except ValueError:
            pass


# -- seat names ----------------------------------------------------------------------------------
@pytest.mark.parametrize("bad", ["Ann\x00", "\x1b[31mRed", "tab\there", "line\nbreak", "\x7f",
                                 "C1\u0085", "\ud800", "\uffff", "\ufdd0"])
def test_a_seat_name_with_a_control_character_is_refused(bad):
    with pytest.raises(ValueError, match="a seat name cannot hold a control character"):
        ist.new_game(players=2, names=("Ann", bad))
    with pytest.raises(ValueError, match="a seat name cannot hold a control character"):
        ist.stage(players=2, names=(bad, "Bo"))


@pytest.mark.parametrize("name", ["Zo\u00eb", "\u674e\u96f7", "\u0639\u0644\u064a",
                                  "\U0001f3b2 dice", "A\u200dB", "O'Hara & <Co>"])
def test_every_printable_name_is_kept_and_draws_a_well_formed_svg(name):
    g = ist.new_game(players=2, names=(name, "Bo"))
    assert g.player(0).name == name
    ET.fromstring(ist.render.svg(g))
    assert ist.Game.from_json(g.to_json()).player(0).name == name


def test_a_long_seed_plays_saves_and_loads_and_a_too_long_one_is_refused():
    """Both games take the same seeds (core.saves.check_seed): a Great Bazaar game from a
    seed beyond 64 bits draws its board from the seed's last 20 digits and loads again."""
    g = ist.new_game(players=2, expansions=BOTH, seed=2**100)
    assert g.config.layout_name == f"random-great-bazaar-{2**100 % 10**20}"
    assert ist.Game.from_json(g.to_json()).to_json() == g.to_json()
    with pytest.raises(ValueError, match="seed must have at most 4096 bits"):
        ist.new_game(players=2, seed=2**5000)
