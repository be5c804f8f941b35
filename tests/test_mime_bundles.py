"""Saved lessons show pictures (issue 9): a board widget's mime bundle carries its board as SVG.

GitHub, nbviewer and ``jupyter nbconvert --to html`` cannot run a widget; they show the next
type of the bundle. Each board widget adds ``image/svg+xml`` of what its canvas shows now and a
short ``text/plain``, beside the widget view ipywidgets gives; ``ist.render.svg(...)`` returns
a string that shows itself as a picture.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest
from IPython.core.formatters import format_display_data

import istanbul_nb as ist
from istanbul_nb.render.game_scene import game_svg
from istanbul_nb.render.svg import SvgPicture
from istanbul_nb.widgets import LayoutEditor, MoveExplorer, Table

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
SVG = "image/svg+xml"
NS = "{http://www.w3.org/2000/svg}"


def picture(bundle: dict) -> ET.Element:
    """The bundle's SVG, parsed (a parse error fails the test)."""
    root = ET.fromstring(bundle[SVG])
    assert root.tag == f"{NS}svg"
    return root


def ids(root: ET.Element) -> set[str]:
    return {e.get("id") for e in root.iter() if e.get("id")}


def shown(widget) -> dict:
    """What IPython stores for a cell whose value is ``widget`` (data, metadata dropped)."""
    data, _ = format_display_data(widget)
    return data


def check_bundle(widget, text: str) -> dict:
    data = shown(widget)
    assert set(data) == {"text/plain", WIDGET_VIEW, SVG}
    assert data[WIDGET_VIEW]["model_id"]
    assert data["text/plain"] == text == repr(widget)
    assert "children=(" not in text and len(text) < 110
    assert type(data[SVG]) is str  # stored as plain JSON text
    json.dumps(data)
    picture(data)
    return data


def test_the_table_bundle_shows_the_game_and_changes_with_a_move():
    table = Table(ist.new_game(players=4, seed=1))
    before = check_bundle(table, "Table(4 players, layout 'short-paths', round 1, Red to act)")
    assert "merchant-red" in ids(picture(before))
    # the picture is the canvas's scene: the places a click may choose are lit
    assert before[SVG] == table._bv.picture() == table.svg()
    table.play("move 9")
    after = shown(table)
    assert after[SVG] != before[SVG]
    assert after["text/plain"] == repr(table) and after["text/plain"].startswith("Table(4 ")
    picture(after)


def test_the_table_picture_has_the_trail_the_canvas_draws():
    table = Table(ist.new_game(players=2, seed=3))
    table.play("move 9")
    svg_text = shown(table)[SVG]
    assert svg_text == ist.render.scene_svg(table._bv.view.scene)
    # a replayed step shows that step, and the text says so
    table.replay(0)
    replayed = shown(table)
    assert replayed[SVG] != svg_text
    assert replayed["text/plain"] == ("Table(2 players, layout 'short-paths', round 1, Red to "
                                      "act, showing step 0 of 1)")


def test_a_finished_game_says_who_won():
    from istanbul_nb.bots import RandomBot

    game = ist.new_game(players=2, seed=5)
    bots = [RandomBot(seed=1), RandomBot(seed=2)]
    while not game.is_over:
        game.apply(bots[game.to_act].choose(game))
    table = Table(game)
    text = repr(table)
    assert text.startswith("Table(2 players, layout 'short-paths', round ")
    assert ", game over, " in text and text.endswith(" won)")
    picture(shown(table))


def test_the_move_explorer_bundle_shows_its_highlights():
    ex = MoveExplorer("short-paths")
    before = check_bundle(ex, "MoveExplorer(layout 'short-paths', merchant, no place chosen)")
    assert not any(i.startswith("highlight-") for i in ids(picture(before)))
    ex.select(7)
    after = check_bundle(ex, "MoveExplorer(layout 'short-paths', merchant from 7 reaches "
                             "10 places)")
    found = ids(picture(after))
    assert "selected-7" in found
    assert {f"highlight-{n}" for n in ex.destinations} <= found
    assert after[SVG] == ex.svg() == ist.render.svg(ex.board, highlight=ex.destinations,
                                                    selected=7)
    ex.set_barrier(7, 11)
    barred = check_bundle(ex, "MoveExplorer(layout 'short-paths', merchant from 7 reaches "
                              "8 places, barrier 7|11)")
    assert "barrier" in ids(picture(barred)) and barred[SVG] != after[SVG]


def test_the_layout_editor_bundle_shows_the_edited_layout():
    ed = LayoutEditor("short-paths")
    before = check_bundle(ed, "LayoutEditor(layout 'short-paths', 4x4, Base game rules: ok, "
                              "Big Box rules: 1 problem)")
    ed.swap(7, 1)
    after = check_bundle(ed, repr(ed))
    assert repr(ed).startswith("LayoutEditor(layout 'short-paths-edited', 4x4, ")
    assert after[SVG] != before[SVG]
    assert after[SVG] == ist.render.svg(ist.Board(ed.layout))
    # the tile of place 7 now sits where place 1 was
    geo_before = ist.render.board_scene(ist.Board("short-paths")).geometry
    geo_after = ist.render.board_scene(ist.Board(ed.layout)).geometry
    assert geo_after.centre(7) == geo_before.centre(1)


def test_include_and_exclude_are_kept():
    ex = MoveExplorer("short-paths")
    assert SVG not in ex._repr_mimebundle_(exclude={SVG})
    data, _ = format_display_data(ex, include={"text/plain"})
    assert set(data) == {"text/plain"}


def test_a_closed_widget_still_shows_its_picture_and_text():
    ed = LayoutEditor("short-paths")
    ed.widget.close()
    data = ed._repr_mimebundle_()
    assert set(data) == {"text/plain", SVG}
    ex = MoveExplorer("short-paths")
    ex.close()
    data = shown(ex)  # ipywidgets hides the widget view of a closed widget
    assert WIDGET_VIEW not in data and data["text/plain"] == repr(ex)


@pytest.mark.parametrize("make", [
    lambda: ist.render.svg(ist.Board("short-paths")),
    lambda: ist.render.svg(ist.new_game(players=3)),
    lambda: ist.new_game(players=3).svg(),
    lambda: ist.render.scene_svg(ist.render.board_scene(ist.Board("long-paths"))),
    lambda: game_svg(ist.new_game()),
], ids=["board", "game", "Game.svg", "scene_svg", "game_svg"])
def test_svg_text_shows_itself_as_a_picture(make):
    text = make()
    assert isinstance(text, str) and isinstance(text, SvgPicture)
    assert text._repr_svg_() == str(text) and type(text._repr_svg_()) is str
    ET.fromstring(text)
    data, _ = format_display_data(text)
    assert data[SVG] == text
    # the text stored beside the picture is one short line, not the SVG source
    assert data["text/plain"].startswith("<SVG picture ") and "\n" not in data["text/plain"]
    assert len(data["text/plain"]) < 140
    # still a str everywhere a str was used
    assert text.startswith("<svg") and "</svg>" in text and text + "" == str(text)
    assert json.loads(json.dumps(text)) == text
    assert type(text.replace("a", "a")) is str


def test_boards_and_games_still_show_svg():
    board = ist.Board("short-paths")
    assert board._repr_svg_() == ist.render.svg(board)
    data, _ = format_display_data(ist.new_game(players=2))
    ET.fromstring(data[SVG])
