"""The board widgets on one screen, the bots' turns seen, and plain words; all headless.

What the browser test (tests/browser/test_table_layout.py) measures in Chromium rests on what is
checked here without one: the widget tree (board and controls in one row, the rest folded),
the canvas drawn at twice the board's pixels with clicks mapped back, the strip and the marks
of each seat's last turn, the hint's outline, bots that answer a click on the page in a task
on the event loop (never inside the click's handler) and words a learner reads.
"""

from __future__ import annotations

import asyncio
import html
import json
import math

import ipywidgets as w
import pytest

import istanbul_nb as ist
from istanbul_nb.bots import GreedyBot
from istanbul_nb.places import label
from istanbul_nb.render.game_scene import game_scene
from istanbul_nb.widgets import LayoutEditor, MoveExplorer, Table
from istanbul_nb.widgets.common import FRAME_CSS
from istanbul_nb.widgets.table import plain_refusal


def classes(widget) -> set[str]:
    return set(widget._dom_classes)


def find(root, cls: str):
    """The first widget under ``root`` (itself included) carrying the CSS class ``cls``."""
    if cls in classes(root):
        return root
    for child in getattr(root, "children", ()):
        hit = find(child, cls)
        if hit is not None:
            return hit
    return None


def press(table: Table, action_text: str) -> None:
    """Click the button of an action (its on_click handler, as the browser would)."""
    for b in table.buttons:
        if b.tooltip.split(":")[0] == action_text:
            b.click()
            return
    raise AssertionError(f"no button for {action_text!r}")


def bots_table(**kw) -> Table:
    """Red against three GreedyBots; Red has moved to the Tea House and is at its action."""
    table = Table(ist.new_game(players=4, seed=7),
                  bots={1: GreedyBot(seed=1), 2: GreedyBot(seed=2), 3: GreedyBot(seed=3)}, **kw)
    for a in ("move 9", "leave", "skip"):
        table.play(a)
    return table


# -- A: one screen ---------------------------------------------------------------------------
def test_the_table_puts_board_and_controls_side_by_side_and_folds_the_rest():
    table = Table(ist.new_game(players=3, seed=1), bots={1: GreedyBot(seed=1)})
    assert {"istanbul-table", "ist-frame"} <= classes(table)
    style, top, review, folds = table.children
    assert review is table.review and review.layout.display == "none"  # until the game ends
    assert "<style>" in style.value and style.layout.display == "none"
    assert "ist-top" in classes(top)
    left, right = top.children
    assert {"ist-col", "ist-left"} <= classes(left) and {"ist-col", "ist-right"} <= classes(right)
    board, below = left.children
    assert board.children == (table._bv.view.canvas,)
    assert table.active_panel in below.children
    ask, act = right.children
    assert ask.children == (table.strip, table.status, table.message)
    assert table.actions_box in act.children
    assert table.undo_button in act.children[1].children
    assert table.step_button in act.children[2].children
    # everything else is folded, closed until asked for
    assert isinstance(folds, w.Accordion) and folds.selected_index is None
    assert folds.children[0] is table.panel_box and folds.children[1] is table.log_box
    assert folds.children[-1] is table.summary_box
    assert len(folds.titles) == 5 and all(t for t in folds.titles)


def test_the_style_stacks_the_controls_above_and_below_a_narrow_board():
    assert "container-type: inline-size" in FRAME_CSS
    assert "@container (max-width:" in FRAME_CSS
    narrow = FRAME_CSS.split("@container", 1)[1]
    assert "display: contents" in narrow  # the columns dissolve ...
    order = {k: narrow.index(f".ist-{k} {{ order:") for k in ("ask", "board", "act", "below")}
    assert sorted(order, key=order.get) == ["ask", "board", "act", "below"]  # ... in this order


def test_the_board_scales_with_the_width_and_the_window_height():
    table = Table(ist.new_game(players=3, seed=1))
    canvas = table._bv.view.canvas
    assert (canvas.layout.width, canvas.layout.height) == ("100%", "auto")
    width = table._bv.box.layout.width
    assert "100vh" in width and "100%" in width and "* 1.0)" in width
    assert "calc(100% - 334px)" in table._bv.column.layout.width
    # a board of 5 columns by 4 rows is wider than tall: its box follows its proportions
    ed = LayoutEditor("short-paths")
    ed.randomize("mocha", seed=1)
    ratio = ed._bv.view.scene.width / ed._bv.view.scene.height
    assert f"* {round(ratio, 4)})" in ed._bv.box.layout.width and ratio > 1.2


def test_explorer_and_editor_use_the_same_frame():
    ex = MoveExplorer("short-paths")
    ed = LayoutEditor("short-paths")
    for root, bv, side in ((ex, ex._bv, ex.kind_picker), (ed.widget, ed._bv, ed.rules_picker)):
        assert "ist-frame" in classes(root)
        assert find(root, "ist-board") is bv.box
        assert find(find(root, "ist-act"), "ist-act") is not None
        folds = root.children[-1]
        assert isinstance(folds, w.Accordion) and folds.selected_index is None
        assert bv.theme_picker in folds.children[0].children
        assert find(root, "ist-right") is not None and side is not None
    assert ex.summary_html in find(ex, "ist-ask").children
    assert ed.problems_html in find(ed.widget, "ist-ask").children


def test_the_table_draws_twice_the_pixels_and_a_click_maps_back(sent, centre):
    table = Table(ist.new_game(players=3, seed=1))
    view = table._bv.view
    scene = view.scene
    assert view.pixel_ratio == 2
    # the scene is drawn as wide as the canvas will be at 1280x800 (issue 20: its text is
    # then CSS pixels), the canvas holds twice its pixels, and clicks speak scene pixels
    assert scene.width < 686
    assert (view.canvas.width, view.canvas.height) == (math.ceil(2 * scene.width),
                                                       math.ceil(2 * scene.height))
    x, y = centre(table, 9)
    sent.clear()
    view._on_mouse_down(2 * x, 2 * y)  # ipycanvas reports canvas pixels
    assert table.game.history() == ["move 9"]
    assert len(sent) == 1
    # the explorer keeps one canvas pixel per board pixel (the JupyterLab test reads it so)
    ex = MoveExplorer("short-paths")
    assert ex._bv.view.canvas.width == 686
    ex._bv.view._on_mouse_down(*centre(ex, 7))
    assert ex.start == 7


# -- B: the bots' turns are seen -------------------------------------------------------------
def test_bots_answer_a_click_on_the_page_outside_its_handler(sent):
    async def main() -> None:
        table = bots_table(pace=0)
        n = len(table.game.history())
        sent.clear()
        press(table, "end")  # the button's handler returns at once ...
        assert table.game.history()[n:] == ["end"] and table.game.to_act == 1
        assert table.playing and table.step_button.disabled
        assert "The bots are playing" in table.status.value
        await table.wait_for_bots()  # ... the bots play in a task on the loop
        assert not table.playing
        g = table.game
        assert g.to_act == 0 and g.turn == 5
        decisions = len(g.history()) - n - 1
        assert decisions >= 9
        # a decision that changes the picture is a repaint of its own (not one batch at the end)
        assert len(sent) >= decisions // 2 and len(sent) > 6, (len(sent), decisions)

    asyncio.run(main())


def test_a_line_of_code_gets_the_bots_answers_at_once_even_on_a_loop(sent):
    async def main() -> None:
        table = bots_table(pace=5)
        sent.clear()
        table.play("end")  # a notebook reads the state on the next line
        assert table.game.to_act == 0 and not table.playing
        assert len(sent) == 1

    asyncio.run(main())


def test_the_strip_lists_each_bots_turn_after_auto_play():
    async def main() -> Table:
        table = bots_table(pace=0)
        press(table, "end")
        await table.wait_for_bots()
        return table

    table = asyncio.run(main())
    strip = html.unescape(table.strip.value)
    assert "aria-label='What just happened'" in strip
    turns = table.game.last_turns()
    assert list(turns) == [0, 1, 2, 3] and [t["turn"] for t in turns.values()] == [1, 2, 3, 4]
    for seat, name in ((1, "Blue"), (2, "Green"), (3, "Yellow")):
        row = strip.split(f"data-seat='{seat}'")[1].split("</div>")[0]
        assert f"<b>{name}</b>" in row and f"turn {seat + 1}:" in row
        assert f"→ {label(turns[seat]['end'])}" in row
        # the seat's own deeds are listed (not "ends the turn", not the move)
        assert "ends the turn" not in row and "moves from" not in row
    # Red's own turn 1 was a round ago: the strip keeps the last round only
    assert "data-seat='0'" not in strip


def test_step_by_step_and_finish_bots_turns():
    table = bots_table(auto_play=False)
    table.play("end")
    assert table.game.to_act == 1
    n = len(table.game.history())
    assert table.step_bot() is True and len(table.game.history()) == n + 1
    made = table.run_bots()
    assert made >= 8 and table.game.to_act == 0
    assert table.run_bots() == 0 and "No bot is to act" in table.message.value


def test_pausing_and_undo_stop_paced_bots():
    async def main() -> None:
        table = bots_table(pace=0)
        press(table, "end")
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        table.auto_box.value = False  # the checkbox: pause
        assert not table.playing
        paused = len(table.game.history())
        await asyncio.sleep(0.01)
        assert len(table.game.history()) == paused and table.game.to_act != 0
        table.auto_box.value = True  # on the page, ticking it again plays on at the pace
        assert table.playing
        table.undo_button.click()  # undo stops them and goes back to Red's decision
        assert not table.playing and table.game.to_act == 0
        assert table.game.history()[-1] == "skip"

    asyncio.run(main())


def test_a_table_of_bots_plays_by_itself_only_when_asked_on_the_page():
    async def main() -> None:
        table = Table(ist.new_game(players=2, seed=3),
                      bots={0: GreedyBot(seed=1), 1: GreedyBot(seed=2)}, pace=0)
        assert table.game.history() == [] and not table.auto_box.value
        table.auto_box.value = True  # a teacher ticks the box to watch
        assert table.playing and table.game.history() == []
        for _ in range(20):
            await asyncio.sleep(0)
        table.auto_box.value = False
        assert 5 <= len(table.game.history()) <= 20

    asyncio.run(main())


def test_the_board_marks_each_seats_last_turn_with_stable_ids():
    table = bots_table(auto_play=False)
    table.play("end")
    table.run_bots()
    ids = table._bv.view.scene.ids()
    turns = table.game.last_turns()
    for seat, colour in enumerate(("red", "blue", "green", "yellow")):
        t = turns[seat]
        assert (f"trail-{colour}" in ids) == (t["start"] != t["end"])
        assert (f"acted-{colour}" in ids) == (t["acted_at"] is not None)
    assert "trail-red" in ids and "acted-red" not in ids  # Red skipped the Tea House
    pieces = [s.id for s in table._bv.view.scene.layers["pieces"]]
    assert pieces.index("trail-blue") < pieces.index("merchant-blue")  # arrows under pieces
    # the plain picture (what notebooks store) has none of these
    plain = game_scene(table.game).ids()
    assert not any(i.startswith(("trail-", "acted-", "hint-")) for i in plain)
    trail = next(s for s in table._bv.view.scene.layers["pieces"] if s.id == "trail-blue")
    assert "Blue's last move" in trail.title


def test_the_hint_outlines_its_place_and_says_why_in_words():
    table = Table(ist.new_game(players=3, seed=7))
    action, reason = table.hint()
    assert action.text == "move 5"
    highlights = [s.id for s in table._bv.view.scene.layers["highlights"]]
    assert "hint-5" in highlights
    text = html.unescape(table.message.value)
    assert "move your merchant to Post Office (5); its place is outlined in green" in text
    assert "Why: " in text and "(move 5)" not in text and "'move 5'" not in text
    table.play("move 9")  # a decision retires the hint and its outline
    assert not any(s.id.startswith("hint-") for s in table._bv.view.scene.layers["highlights"])
    action, _ = table.hint()  # an action without a place: the merchant's place is outlined
    assert action.place is None
    assert "hint-9" in [s.id for s in table._bv.view.scene.layers["highlights"]]


def test_last_turns_reads_start_end_and_the_place_acted_at():
    g = ist.new_game(players=3, seed=1)
    assert g.last_turns() == {}
    for a in ("move 9", "leave"):
        g.apply(a)
    g.set_dice([5, 4])
    g.apply("tea 8")
    t = g.last_turns()[0]
    assert (t["turn"], t["start"], t["end"], t["acted_at"]) == (1, 7, 9, 9)
    assert t["actions"] == ["move 9", "leave", "tea 8"]  # the teacher's dice are nobody's turn
    assert t["events"][0] == "Red moves from Fountain (7) to Tea House (9)"
    g.apply("end")
    g.apply("move 12")
    assert list(g.last_turns()) == [0, 1]
    assert g.last_turns()[1]["acted_at"] is None


# -- C: plain words --------------------------------------------------------------------------
def test_when_the_turn_can_only_end_the_table_says_why():
    staged = {
        "assistant": dict(seats={0: dict(merchant=9, assistants=[1, 2, 3, 4], cards=[])}),
        "pay": dict(seats={0: dict(merchant=9, lira=1, cards=[]), 1: dict(merchant=9)}),
        "encounter": dict(seats={0: dict(merchant=9, cards=[])}),
    }
    for phase, kw in staged.items():
        g = ist.stage(players=3, seed=1, current=0, phase=phase, governor=2, smuggler=2, **kw)
        assert [a.text for a in g.legal_actions()] == ["end"]
        table = Table(g)
        status = html.unescape(table.status.value)
        assert f"phase: {g.phase_words}" in status
        assert "phase: " + phase + "<" not in status
        words = {"assistant": "you have no assistant to leave and none of yours is at Tea House",
                 "pay": "you have 1 lira; paying the merchants at Tea House (9) costs 2",
                 "encounter": "nobody at Tea House (9) is left to meet"}[phase]
        assert words in status, status


def test_a_refused_save_is_explained_without_field_paths():
    table = Table(ist.new_game(players=3, seed=1))
    save = json.loads(table.to_json())
    save["state"]["players"][0]["stack"] = 9
    with pytest.raises(ValueError, match=r"state\.players\[0\]\.stack"):
        table.load_json(json.dumps(save))  # code still gets the engine's exact words
    shown = html.unescape(table.message.value)
    assert "player 1, stack: must be from 0 to 5, not 9" in shown
    assert "state." not in shown and "[0]" not in shown
    assert plain_refusal("save.history[2]: 'x' cannot be replayed") == \
        "the file, decision 3: 'x' cannot be replayed"
    assert plain_refusal("this file is not a saved game") == "this file is not a saved game"


def test_the_editor_counts_rows_and_columns_as_the_tiles_do(centre):
    ed = LayoutEditor("short-paths")
    ed.click(*centre(ed, 7))
    assert "Fountain (7) picked (row 2, column 3)" in html.unescape(ed.message.value)
    ed.click(*centre(ed, 15))
    assert "Fountain (7) is now at row 1, column 1" in html.unescape(ed.message.value)
    # the board kinds are named, not given as identifiers
    labels = [label for label, _ in ed.kind_picker.options]
    assert "Great Bazaar, 5 rows of 5" in labels and "great-bazaar" not in labels
    tile = next(s for s in ed._bv.view.scene.layers["tiles"] if s.id == "place-7")
    assert "row 1, column 1" in tile.title
