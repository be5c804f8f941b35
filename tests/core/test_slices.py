"""An expansion's outer-layer modules are declared at registration and found per game
(``Ruleset.slices``, ``core.slices.SliceRegistry``)."""

from __future__ import annotations

import random
import sys
import types

import pytest

import istanbul_nb as ist
from istanbul_nb.core.slices import SliceRegistry
from istanbul_nb.engine import register_expansion, unregister_expansion
from istanbul_nb.engine.ruleset import build


def _noop(rules) -> None:
    """An expansion with no rules of its own: only its slices matter here."""


def test_a_games_slices_are_its_expansions_in_install_order():
    rules = ist.new_game(players=4, expansions=("mocha", "letters")).rules
    assert rules.slices["picture"][:2] == ("istanbul_nb.expansions.mocha.picture",
                                           "istanbul_nb.expansions.letters.picture")
    # the Great Bazaar's picture, shared by the variants
    assert "istanbul_nb.expansions.variants_common.picture" in rules.slices["picture"]
    assert ist.new_game(players=3).rules.slices == {}
    with pytest.raises(TypeError):
        rules.slices["picture"] = ()                                   # read-only


def test_a_registry_imports_only_the_games_modules_and_keeps_them_apart():
    registry: SliceRegistry[str] = SliceRegistry("picture")
    mod = types.ModuleType("toy_slice_mod")
    sys.modules["toy_slice_mod"] = mod
    try:
        registry.register("toy_slice_mod", "toy picture")
        register_expansion("toyslice", _noop, slices={"picture": ("toy_slice_mod",)})
        with_toy = build(("toyslice",))
        assert registry.for_rules(with_toy) == ("toy picture",)
        assert registry.for_rules(build()) == ()
    finally:
        unregister_expansion("toyslice")
        del sys.modules["toy_slice_mod"]


def test_a_declared_module_that_registers_nothing_is_named():
    registry: SliceRegistry[str] = SliceRegistry("panel")
    register_expansion("toyslice", _noop, slices={"panel": ("json",)})
    try:
        with pytest.raises(ValueError, match="json is declared as a panel slice"):
            registry.for_rules(build(("toyslice",)))
    finally:
        unregister_expansion("toyslice")


@pytest.mark.parametrize("slices, match", [
    ({"sound": ("x",)}, "no layer"), ({"picture": "x"}, "module names"),
    ({"picture": ("",)}, "module names")])
def test_bad_slices_are_refused(slices, match):
    with pytest.raises(ValueError, match=match):
        register_expansion("toyslice", _noop, slices=slices)
    assert "toyslice" not in ist.engine.available()


def test_every_view_has_every_registered_field_with_its_value_without_the_expansion():
    base = ist.new_game(players=3).player(0)
    assert (base.coffee, base.guild_cards, base.seals, base.companion, base.has_companion,
            base.neutral_assistants, base.caravan_leader) == (0, [], 0, None, False, 0, False)
    a, b = ist.new_game(players=3).player(0), ist.new_game(players=3).player(1)
    a.guild_cards.append(3)
    assert b.guild_cards == []                     # each view its own copy of a default
    g = ist.new_game(players=3, expansions=("mocha",), seed=2)
    r = random.Random(2)
    while not any(g.player(s).coffee for s in range(3)):
        g.apply(r.choice(g.legal_actions()))
    for s in range(3):                              # its part's own values
        view = g.player(s)
        assert {k: getattr(view, k) for k in ("coffee", "guild_cards", "tavern_tiles")} == \
            g.position().part_view(s)
    with pytest.raises(AttributeError, match="register_expansion"):
        getattr(base, "no_such_field")  # noqa: B009


def test_an_expansions_view_fields_come_with_its_registration():
    register_expansion("toyslice", _noop, view={"tokens": 0})
    try:
        assert ist.new_game(players=2).player(1).tokens == 0
    finally:
        unregister_expansion("toyslice")
    with pytest.raises(AttributeError):
        getattr(ist.new_game(players=2).player(1), "tokens")  # noqa: B009
    with pytest.raises(ValueError, match="names"):
        register_expansion("toyslice", _noop, view={"not a name": 1})
