"""The variants at the Table: the seat's panel counts its neutral assistants and names the
caravan leader, the own-or-neutral assistant choice comes as two buttons in the engine's words,
and a click on one changes the stack, the picture and the words."""

from __future__ import annotations

from picture_tools import elements, press, text  # beside this file

import istanbul_nb as ist
from istanbul_nb.widgets import Table
from istanbul_nb.widgets.common import FRAME_CSS, RESERVE_STACKED, STACK_WIDE
from istanbul_nb.widgets.table_panels import player_panel


def choice_game() -> ist.Game:
    """Red's merchant arrives at the Tea House 9, where its own assistant and a neutral one
    stand: it takes one of them."""
    return ist.stage(players=3, variants=("neutral_assistants",),
                     seats={0: dict(merchant=9, assistants=[9])},
                     neutral={"stacks": {0: "oo", 1: "nooo"}, "placed": [9]}, phase="assistant")


def test_the_own_or_neutral_choice_is_two_buttons_in_the_engines_words():
    table = Table(choice_game(), auto_play=False)
    tips = [b.tooltip for b in table.buttons]
    g = table.game
    own, neutral = (next(a for a in g.legal_actions() if a.text == t)
                    for t in ("collect", "collect neutral"))
    assert f"collect: {g.describe(own)}" in tips
    assert f"collect neutral: {g.describe(neutral)}" in tips
    assert "neutral" in table.status.value
    press(table, "collect neutral")
    assert table.game.player(0).neutral_assistants == 1
    assert table.game.player(0).stack == 3
    els = elements(str(table.svg()))
    assert "neutral-assistant-9" not in els
    assert text(els, "merchant-red-neutral").split()[-1] == "1"
    assert "(<b>1</b> neutral" in player_panel(table.game, 0, None, "en")


def test_the_panel_names_the_caravan_leader_and_counts_neutral_ones():
    g = ist.stage(players=3, variants=("neutral_assistants", "caravan_leader"),
                  caravan_leader=1)
    blue, red = player_panel(g, 1, None, "en"), player_panel(g, 0, None, "en", compact=True)
    assert "Caravan</span> leader: keeps both cards at the Caravansary" in blue
    assert "Caravan</span> leader" not in red
    assert "(<b>1</b> neutral" in blue and "(<b>1</b> neutral" in red
    plain = player_panel(ist.stage(players=3), 0, None, "en")
    assert "neutral" not in plain and "Caravan" not in plain


def test_a_5x5_table_puts_the_seat_boxes_beside_the_board_and_the_panel_beside_too():
    g = ist.new_game(players=4, seed=2, expansions=("mocha", "letters"),
                     variants=("great_bazaar",))
    table = Table(g, auto_play=False)
    sc = table._bv.view.scene
    assert sc is not None and sc.side > 0
    board_w = sc.geometry.width
    # the picture is as tall as the board (a little more at most): the board takes the height
    assert sc.height < sc.geometry.height * 1.05
    els = elements(str(table.svg()))
    for word in ("holdings-red", "letters-red", "variants-note"):
        assert word in els, word
    x = float(els["holdings-red"].find("{http://www.w3.org/2000/svg}rect").get("x"))
    assert x >= board_w - 0.01  # the SVG keeps two decimals
    assert table.active_panel in table._act_box.children
    assert table._bv.reserve == 210
    # narrower than STACK_WIDE, the question goes above the board and the buttons below it
    assert "ist-wide" in table._dom_classes
    assert f"@container (max-width: {STACK_WIDE - 1}px)" in FRAME_CSS
    assert ".ist-frame.ist-wide .ist-col { display: contents !important; }" in FRAME_CSS
    # a click on the boxes beside the board is no place
    assert sc.hit(board_w + 20, 60) is None
    # stacked, the board keeps RESERVE_STACKED of the window's height for the question and
    # the first buttons (issue 20), in the Table's frame only: the ChooseWriteTable, wide too,
    # keeps its own order
    assert "ist-board-table" in table._dom_classes
    assert "var(--ist-reserve, 210px)" in table._bv.box.layout.width
    rule = f".ist-frame.ist-wide.ist-board-table .ist-board {{ --ist-reserve: {RESERVE_STACKED}px"
    assert rule in FRAME_CSS
    from istanbul_nb import choose_write as cw
    from istanbul_nb.widgets import ChooseWriteTable

    assert "ist-board-table" not in ChooseWriteTable(cw.new_game(players=2, seed=1))._dom_classes


def test_a_5x4_table_keeps_the_boxes_under_the_board():
    table = Table(ist.new_game(players=3, seed=1, expansions=("letters",)), auto_play=False)
    sc = table._bv.view.scene
    assert sc is not None and sc.side == 0 and sc.footer > 0
    assert "ist-wide" not in table._dom_classes
