"""The board widgets, driven headless through the same handlers the canvas calls."""

from __future__ import annotations

import html
import json

import pytest

import istanbul_nb as ist
from istanbul_nb.widgets import KIND_LABELS, LayoutEditor, MoveExplorer

FOUNTAIN_SUMMARY = (
    "From the Fountain (7) a merchant reaches 10 places: Wainwright (1), Fabric Warehouse (2), "
    "Spice Warehouse (3), Fruit Warehouse (4), Post Office (5), Caravansary (6), Tea House (9), "
    "Small Market (11), Police Station (12), Small Mosque (14)."
)


def test_click_on_the_fountain_lists_its_destinations(sent, centre):
    ex = MoveExplorer(ist.Board("short-paths"))
    assert ex.summary.startswith("Click a place")
    sent.clear()
    ex.click(*centre(ex, 7))
    assert ex.summary == FOUNTAIN_SUMMARY
    assert ex.destinations == (1, 2, 3, 4, 5, 6, 9, 11, 12, 14)
    assert ex.start == 7
    assert len(sent) == 1, "one redraw must reach the browser as one batched message"
    # the HTML beside the canvas shows the same words
    assert "Police Station (12)" in ex.summary_html.value


def test_a_redraw_of_every_layer_is_one_message(sent):
    ex = MoveExplorer("short-paths")
    ex.select(7)
    sent.clear()
    assert ex._bv.view.redraw() == ["tiles", "pieces", "highlights"]
    assert len(sent) == 1
    sent.clear()
    ex.select(7)  # nothing changed: nothing is sent
    assert sent == []


def test_reconnecting_browser_gets_a_full_repaint(reconnect):
    ex = MoveExplorer("short-paths")
    ex.select(7)
    reconnect(ex)  # each layer's front end announces itself when a browser (re)connects


def test_clicks_outside_do_nothing_but_say_so(sent):
    ex = MoveExplorer("short-paths")
    ex.select(7)
    sent.clear()
    ex.click(-10, -10)
    assert ex.start == 7 and sent == []
    assert "click on a place" in ex.message.value


def test_barrier_changes_the_summary():
    ex = MoveExplorer("short-paths")
    ex.select(7)
    ex.set_barrier(7, 11)
    assert ex.board.barrier == (7, 11)
    assert ex.destinations == (2, 3, 4, 5, 6, 9, 12, 14)
    assert ex.summary.splitlines()[1] == (
        "The barrier between Fountain (7) and Small Market (11) blocks the way to Wainwright (1) "
        "and Small Market (11); the holder of the barrier-control tile could go there.")
    ex.holder = True
    assert ex.destinations == (1, 2, 3, 4, 5, 6, 9, 11, 12, 14)
    assert "does not stop the holder" in ex.summary
    ex.remove_barrier()
    assert ex.board.barrier is None and ex.summary == FOUNTAIN_SUMMARY


def test_barrier_by_two_clicks_and_a_clear_refusal(centre):
    ex = MoveExplorer("short-paths")
    ex.barrier_toggle.value = True
    ex.click(*centre(ex, 7))
    ex.click(*centre(ex, 16))
    assert ex.board.barrier is None
    assert "not neighbours" in ex.message.value and "share a border" in ex.message.value
    assert ex.barrier_toggle.value  # still placing: try again
    ex.click(*centre(ex, 5))
    ex.click(*centre(ex, 2))
    assert ex.board.barrier == (5, 2)
    assert not ex.barrier_toggle.value
    with pytest.raises(ValueError, match="not neighbours"):
        ex.set_barrier(1, 15)
    assert ex.board.barrier == (5, 2)


def test_kinds_have_learner_labels_and_change_the_answer():
    ex = MoveExplorer("short-paths")
    assert set(KIND_LABELS) == set(ist.MOVE_KINDS)
    assert [v for _, v in ex.kind_picker.options] == list(ist.MOVE_KINDS)
    ex.select(7)
    ex.kind = "companion"
    assert ex.destinations == (2, 3, 11, 12)
    assert ex.summary.startswith("From the Fountain (7) a companion reaches 4 places:")
    ex.kind = "corner"
    assert ex.destinations == (13, 14, 15, 16)
    with pytest.raises(ValueError, match="unknown movement kind"):
        ex.kind = "fly"


def test_language_and_theme_pickers_repaint():
    ex = MoveExplorer("short-paths")
    ex.select(7)
    ex._bv.lang_picker.value = "de"
    assert ex.summary.startswith("Von Brunnen (7) aus erreicht ein Händler 10 Orte: Wagnerei (1)")
    ex._bv.theme_picker.value = "dark"
    assert ex._bv.view.scene.theme.name == "dark"
    assert "selected-7" in ex.svg() and "highlight-14" in ex.svg()


def test_editor_swap_updates_the_problems():
    ed = LayoutEditor("short-paths")
    assert ed.problems_text.splitlines() == [
        "Base game rules: keeps the rules.",
        "Big Box rules: Black Market (8) and Tea House (9) are in the same row (row 3); "
        "the Big Box rule forbids that.",
    ]
    ed.swap(9, 16)  # Tea House to the corner: 4 steps from the Black Market, other row/column
    assert ed.layout.rows[3][3] == 9 and ed.layout.rows[2][3] == 16
    assert ed.problems_text == "Base game rules: keeps the rules.\nBig Box rules: keeps the rules."
    ed.swap(7, 15)  # the Fountain onto the edge breaks both rule sets
    assert ed.problems_text.count("Fountain (7) stands on the edge") == 2
    shown = ed.problems_html.value
    assert shown.count("<li>") == 2 and shown.count("<b>1 problem</b>") == 2


def test_editor_swaps_by_two_clicks(sent, centre):
    ed = LayoutEditor("short-paths")
    sent.clear()
    ed.click(*centre(ed, 8))
    assert len(sent) == 1  # the pick lights up: one message
    ed.click(*centre(ed, 13))
    assert ed.layout.rows[2][0] == 13 and ed.layout.rows[3][0] == 8
    assert "Swapped Black Market (8) and Sultan's Palace (13)" in html.unescape(ed.message.value)


def test_editor_randomize_and_json_round_trip():
    ed = LayoutEditor("short-paths")
    ed.randomize("great-bazaar", seed=7)
    assert ed.layout == ist.layouts.random_layout("great-bazaar", seed=7)
    assert ed._bv.view.canvas.width > 800  # the canvas grew to 5x5
    assert ed.problems_text.endswith("Big Box rules: keeps the rules.")
    text = ed.to_json()
    assert json.loads(text)["rows"] == [list(r) for r in ed.layout.rows]
    other = LayoutEditor("in-order")
    other.load_json(text)
    assert other.layout.rows == ed.layout.rows
    assert "data:application/json;base64," in ed.save_link.value


def test_editor_refuses_bad_json_and_changes_nothing():
    ed = LayoutEditor("short-paths")
    before = ed.layout
    with pytest.raises(ValueError, match="not valid JSON"):
        ed.load_json("{not json")
    assert ed.layout is before
    assert "Could not load that layout: the layout is not valid JSON" in ed.message.value
    assert "unchanged" in ed.message.value
    bad = json.dumps({"rows": [[1, 2], [3]]})
    with pytest.raises(ValueError, match="ragged"):
        ed.load_json(bad)
    assert ed.layout is before and "ragged" in ed.message.value


def test_upload_of_a_bad_file_shows_the_message_without_raising():
    ed = LayoutEditor("short-paths")
    before = ed.layout
    ed._on_upload({"new": ({"name": "x.json", "content": memoryview(b'{"rows": 5}')},)})
    assert ed.layout is before
    assert "Could not load" in ed.message.value
    good = ist.layouts.load("long-paths").to_json().encode()
    ed._on_upload({"new": ({"name": "y.json", "content": memoryview(good)},)})
    assert ed.layout.rows == ist.layouts.load("long-paths").rows


def test_widgets_keep_their_css_layout_and_display():
    ex = MoveExplorer("short-paths")
    assert "layout" in ex.get_state()  # the widget's own CSS box is not shadowed
    ed = LayoutEditor("short-paths")
    assert isinstance(ed.layout, ist.layouts.Layout)
    assert "layout" in ed.widget.get_state()
    bundle = ed._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == ed.widget.model_id


def test_reconstructed_names_are_flagged_beside_the_board():
    ed = LayoutEditor(ist.layouts.random_layout("mocha", seed=1))
    assert ed._bv.note.value == ""
    ed._bv.lang_picker.value = "zh-Hant"
    note = html.unescape(ed._bv.note.value)
    # the note is in the language chosen (the Chinese catalogue's words)
    assert "17, 18, 19, 20" in note and "重建" in note and "data/places.json" in note
    assert "reconstructed" not in note
    ed._bv.lang_picker.value = "ko"
    assert ed._bv.note.value == ""


def test_editor_swap_of_a_long_named_printed_layout_keeps_a_legal_name():
    from istanbul_nb import layouts

    rows = [list(r) for r in layouts.load("short-paths").rows]
    lay = layouts.from_rows(rows, name="x" * layouts.MAX_NAME_CHARS, provenance="printed")
    editor = LayoutEditor(lay)
    editor.swap(15, 5)
    assert editor.layout.name.endswith("-edited")
    assert len(editor.layout.name) == layouts.MAX_NAME_CHARS
