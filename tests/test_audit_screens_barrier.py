"""The Mocha barrier (issue 20): chosen by a click on a border of the board, its up to 31
"Barrier a-b" buttons folded away in a closed list under the place actions."""

from __future__ import annotations

import html

from test_mocha_pictures import staged  # beside this file: the staged Mocha decisions

from istanbul_nb.render.game_scene import edge_actions
from istanbul_nb.widgets import Table


def _visible_rows(table: Table) -> list:
    """The buttons in the action groups on show (not in the folded list)."""
    return [b for k in table._kinds if table._group[k].layout.display != "none"
            for b in table._group_row[k].children]


def test_the_barrier_buttons_are_folded_away_and_a_border_click_places_it(sent):
    table = Table(staged("tavern"))
    g = table.game
    edges = edge_actions(g)
    assert len(edges) > 10
    shown = _visible_rows(table)
    assert not [b for b in shown if b.tooltip.startswith("barrier ")]
    assert shown, "the other choices of the Tavern stay in view"
    # every border still has its button, in the closed list
    assert table.edge_fold.layout.display == "flex" and table.edge_fold.selected_index is None
    folded = [b.tooltip.split(":")[0] for b in table._edge_row.children]
    assert sorted(folded) == sorted(a.text for a in edges.values())
    assert "choose it from the list under the buttons" in html.unescape(table.status.value)
    # a click on the border between two lit places plays that barrier
    (a, b), action = sorted(edges.items())[0]
    geo = table._bv.view.scene.geometry
    (ax, ay), (bx, by) = geo.centre(a), geo.centre(b)
    table.click((ax + bx) / 2, (ay + by) / 2)
    assert table.game.history()[-1] == action.text
    assert table.edge_fold.layout.display == "none"


class _Suggests:
    """A hint bot that suggests one border."""

    def __init__(self, text: str) -> None:
        self.text = text

    def explain(self, game):
        return self.text, "a test's border"


def test_a_hinted_border_opens_the_list_to_show_its_green_button(sent):
    g = staged("tavern")
    border = sorted(edge_actions(g).values(), key=lambda a: a.text)[0].text
    table = Table(g, hint_bot=_Suggests(border))
    assert table.edge_fold.selected_index is None
    table.hint()
    assert table.edge_fold.selected_index == 0
    green = [b for b in table._edge_row.children if b.button_style == "success"]
    assert [b.tooltip.split(":")[0] for b in green] == [border]
