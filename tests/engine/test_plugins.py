"""The plug points expansions will use fire where docs/engine.md says they do."""

import istanbul_nb as ist
from istanbul_nb.engine import flow
from istanbul_nb.engine.ops import say


def test_end_of_turn_and_after_action_hooks_fire():
    seen = []

    def at_end(st, env):
        say(st, f"hook: end of {env.name(st.current)}'s turn")

    def after(st, env):
        seen.append(st.phase)

    flow.END_OF_TURN_HOOKS.append(at_end)
    flow.AFTER_ACTION_HOOKS.append(after)
    try:
        g = ist.stage(players=2, seats={0: dict(merchant=11, cards=[])})
        g.apply("move 9")
        g.apply("end")
    finally:
        flow.END_OF_TURN_HOOKS.remove(at_end)
        flow.AFTER_ACTION_HOOKS.remove(after)
    assert seen == ["assistant", "move"]
    assert "Hook: end of Red's turn." in g.log_text()


def test_registries_cover_every_base_place_card_and_figure():
    from istanbul_nb.engine.cards import CARDS
    from istanbul_nb.engine.data import CARD_IDS
    from istanbul_nb.engine.encounters import FIGURES
    from istanbul_nb.engine.places import PLACES

    assert sorted(PLACES) == list(range(1, 17))
    assert sorted(CARDS) == sorted(CARD_IDS)
    assert sorted(FIGURES) == ["governor", "smuggler"]
