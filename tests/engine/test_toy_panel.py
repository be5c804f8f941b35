"""The toy expansion adds a panel row with no edit under ``istanbul_nb/``: its panel module
(``toy_panel``, beside this file) is declared when the toy is registered, and the Table's
panels show its row.
"""

from __future__ import annotations

import html

import pytest
import toy_expansion as toy  # beside this file (pytest puts its folder on sys.path)
import toy_panel

import istanbul_nb as ist
from istanbul_nb.engine import register_expansion, unregister_expansion
from istanbul_nb.session.panels import PanelRow, build_panel
from istanbul_nb.widgets.table_panels import player_panel, strip_html

LAYOUT = "mocha-first-game"


@pytest.fixture(scope="module", autouse=True)
def toy_with_a_panel():
    register_expansion("toy", toy.install, slices={"panel": ("toy_panel",)})
    yield
    unregister_expansion("toy")


def toy_game(**kw) -> ist.Game:
    kw.setdefault("players", 3)
    return ist.stage(layout=LAYOUT, expansions=("toy",), **kw)


def test_the_toy_panel_has_a_row_of_tokens():
    g = toy_game(tokens={0: 2, 2: 1})
    panel = build_panel(g.rules)
    row = PanelRow("Tokens", "2", tooltip=toy_panel.TOOLTIP, strong=True)
    assert panel.lines(g, 0) == ((row,),)
    assert panel.lines(g, 2, compact=True)[0][0].value == "1"
    assert panel.lines(g, 1)[0][0].value == "0"
    assert build_panel(g.rules) is panel                     # made once per ruleset
    assert build_panel(ist.new_game(players=3).rules).slices == ()


def test_the_tables_panels_show_the_toy_row():
    from istanbul_nb.widgets import Table

    g = toy_game(tokens={0: 2})
    table = Table(g, auto_play=False)
    shown = f"<span title='{html.escape(toy_panel.TOOLTIP)}'>Tokens <b>2</b></span>"
    assert shown in table.panels[0].value                    # every seat's panel
    assert shown in table.active_panel.value                 # the seat to act, under the board
    assert "Tokens <b>0</b>" in table.panels[1].value
    # the base game's panel beside it, in the same process, has no such row
    assert "Tokens" not in player_panel(ist.new_game(players=3), 0, None, "en")


def test_what_just_happened_tells_the_deal_another_seat_answers():
    g = toy_game(seats={0: {"merchant": 17}}, phase="action", tokens={0: 2})
    g.apply("deal")
    g.apply("accept")                                         # Blue answers in Red's turn
    strip = html.unescape(strip_html(g, g.last_turns(), {}, "en"))
    assert "Blue buys a token from Red for 1 lira" in strip
