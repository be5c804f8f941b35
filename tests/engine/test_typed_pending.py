"""The sub-decision's data read as the type its phase declares (issue 22, item 5): a rule that
reads ``st.pending`` through ``pending_as`` is type-checked, and data of another type there is
an engine bug told plainly, not an AttributeError deep inside a rule."""

import pytest

import istanbul_nb as ist
from istanbul_nb.engine.state import DiceRoll, Drawing, pending_as


def test_pending_as_gives_the_phase_data_itself():
    st = ist.new_game(seed=3).state.copy()
    roll = DiceRoll("tea", [3, 4], 7)
    st.pending = roll
    assert pending_as(st, DiceRoll) is roll
    st.pending = Drawing(1)
    assert pending_as(st, Drawing).taken == 1


@pytest.mark.parametrize("data, name", [(None, "NoneType"), (Drawing(0), "Drawing")])
def test_pending_as_refuses_data_of_another_type_naming_the_phase(data, name):
    st = ist.new_game(seed=3).state.copy()
    st.pending = data
    with pytest.raises(TypeError, match=f"phase 'move' holds {name} data, not DiceRoll"):
        pending_as(st, DiceRoll)
    assert st.pending is data
