"""An expansion's outer-layer modules are declared at registration and found per game
(``Ruleset.slices``, ``core.slices.SliceRegistry``)."""

from __future__ import annotations

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
    assert rules.slices["picture"][:2] == ("istanbul_nb.render.mocha",
                                           "istanbul_nb.render.letters")
    assert "istanbul_nb.render.variants" in rules.slices["picture"]   # the Great Bazaar
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
