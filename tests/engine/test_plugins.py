"""The ruleset: what each game consults is built for it, read-only, and covers the base game.

The toy expansion (tests/engine/test_toy_expansion.py) proves the plug points end to end; here
the base ruleset's contents and its isolation are checked.
"""

import pytest

import istanbul_nb as ist
from istanbul_nb.engine import register_expansion, unregister_expansion
from istanbul_nb.engine.data import CARD_IDS
from istanbul_nb.engine.ops import say


def test_the_base_ruleset_covers_every_place_card_and_figure():
    rules = ist.new_game(players=3).rules
    assert sorted(rules.places) == list(range(1, 17))
    assert sorted(rules.cards) == sorted(CARD_IDS)
    assert sorted(rules.figures) == ["governor", "smuggler"]
    assert sorted(rules.move_sources) == ["merchant", "move-3-4"]
    assert {"move", "assistant", "pay", "action", "encounter", "end-game", "over"} <= \
        set(rules.phases)
    assert rules.ruby_target(2) == 6 and rules.ruby_target(4) == 5


def test_a_built_ruleset_is_read_only():
    rules = ist.new_game(players=3).rules
    with pytest.raises(TypeError):
        rules.places[17] = None
    with pytest.raises(AttributeError):
        rules.add_place(17, None, None)
    with pytest.raises(AttributeError):
        rules.next_seat = None


def test_hooks_of_one_game_never_run_in_another():
    seen = []

    def install(rules):
        rules.end_of_turn_hooks.append(
            lambda st, env: say(st, "hook: end of {}'s turn", env.name(st.current)))
        rules.after_action_hooks.append(lambda st, env: seen.append(st.phase))

    register_expansion("hooks", install)
    try:
        hooked = ist.stage(players=2, expansions=("hooks",), seats={0: dict(merchant=11)})
        plain = ist.stage(players=2, seats={0: dict(merchant=11)})
        for g in (plain, hooked):
            g.apply("move 9")
            g.apply("end")
    finally:
        unregister_expansion("hooks")
    assert seen == ["assistant", "move"]          # only the hooked game's two actions
    assert "Hook: end of Red's turn." in hooked.log_text()
    assert "Hook" not in plain.log_text()


def test_known_but_unbuilt_expansions_are_refused_with_a_reason(monkeypatch):
    from istanbul_nb.engine import ruleset

    # a stand-in known name: the test holds whichever of RULES.md 9's variants are built
    monkeypatch.setattr(ruleset, "KNOWN_VARIANTS", (*ruleset.KNOWN_VARIANTS, "flying_carpet"))
    with pytest.raises(ValueError, match="not in this version"):
        ist.new_game(expansions=("mocha", "letters"), variants=("flying_carpet",))
    with pytest.raises(ValueError, match="unknown expansion"):
        ist.new_game(expansions=("pirates",))
    with pytest.raises(ValueError, match="lists of names"):
        ist.new_game(expansions="mocha")
