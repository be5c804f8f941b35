"""The Table, driven headless through the same handlers its buttons and canvas call."""

from __future__ import annotations

import html
import json

import pytest

import istanbul_nb as ist
from istanbul_nb.bots import GreedyBot, RandomBot
from istanbul_nb.widgets import Table


def lit(table: Table) -> list[int]:
    """The places the canvas shows as destinations (from the drawn scene's highlight ids)."""
    return sorted(int(s.id.split("-")[1]) for s in table._bv.view.scene.layers["highlights"]
                  if s.id.startswith("highlight-"))


def press(table: Table, action_text: str) -> None:
    """Press the button of an action, as a mouse click on it would."""
    for b in table.buttons:
        if b.tooltip.split(":")[0] == action_text:
            b.click()
            return
    raise AssertionError(f"no button for {action_text!r}: "
                         f"{[b.tooltip for b in table.buttons]}")


def do(table: Table, action_text: str, centre) -> None:
    """A learner's way to take an action: click a lit place for moves (where ``centre``, the
    conftest fixture, says), else the button."""
    verb, *args = action_text.split()
    if verb in ("move", "police"):
        place = int(args[0])
        assert place in lit(table), (place, lit(table))
        table.click(*centre(table, place))
    else:
        press(table, action_text)


def test_a_whole_game_through_the_handlers(centre):
    game = ist.new_game(players=2, seed=5)
    reference = ist.new_game(players=2, seed=5)
    table = Table(game)
    deciders = [GreedyBot(seed=1), GreedyBot(seed=2)]
    clicks = 0
    while not table.game.is_over:
        choice = deciders[table.game.to_act].choose(table.game).text
        assert table.game.question() in table.summary
        before = len(table.game.history())
        clicks += choice.split()[0] in ("move", "police")
        do(table, choice, centre)
        reference.apply(choice)
        assert len(table.game.history()) == before + 1
    assert table.game.history() == reference.history()
    assert clicks > 20
    assert table.buttons == []
    assert "Winner:" in table.summary
    assert "The game is over." in table.log_text
    assert table.game.log_text() == reference.log_text()
    # the status, the log and the summary are in the page too
    assert "Winner" in table.status.value
    assert "The game is over" in html.unescape(table.log_box.value)


def test_buttons_are_grouped_by_kind_and_reused(sent):
    table = Table(ist.new_game(players=3, seed=1))
    kinds = [table._pressed[id(b)].kind for b in table.buttons]
    assert kinds == sorted(kinds, key=["move", "card"].index)  # moves first, then the card
    move_row = table._group_row["move"].children
    assert [b.description for b in move_row][:2] == ["Wainwright (1)", "Fabric Warehouse (2)"]
    assert table._group["move"].layout.display == "flex"
    assert table._group["pay"].layout.display == "none"
    pool = list(table._pool)
    table.play("move 9")
    assert table._pool[:len(pool)] == pool  # the same widgets, new words
    assert [b.description for b in table.buttons] == ["Leave an assistant here", "Play 5 lira",
                                                      "End your turn"]
    assert table.buttons[-1].button_style == "warning"


def test_a_click_on_a_lit_place_moves_there_in_one_canvas_message(sent, centre):
    table = Table(ist.new_game(players=3, seed=1))
    assert 9 in lit(table)
    sent.clear()
    table.click(*centre(table, 9))
    assert table.game.history() == ["move 9"]
    assert len(sent) == 1, "one redraw must reach the browser as one batched message"
    assert lit(table) == []  # the move phase is over: nothing to click on the board


def test_clicks_that_are_not_moves_change_nothing_and_say_why(sent, centre):
    table = Table(ist.new_game(players=3, seed=1))
    sent.clear()
    table.click(-5, -5)
    assert table.game.history() == [] and sent == []
    assert "click on a lit place" in table.message.value
    table.click(*centre(table, 16))  # the Gemstone Dealer is 3 steps from the Fountain
    assert table.game.history() == []
    assert "Gemstone Dealer (16) is not a choice now" in html.unescape(table.message.value)


def test_an_illegal_action_is_refused_with_the_engines_reason():
    table = Table(ist.new_game(players=3, seed=1))
    with pytest.raises(ist.IllegalAction):
        table.play("move 16")
    assert table.game.history() == []
    assert "Not allowed" in table.message.value
    assert "a merchant moves 1 or 2 places" in html.unescape(table.message.value)


def test_bots_answer_a_human_turn_at_once(sent):
    table = Table(ist.new_game(players=3, seed=7),
                  bots={1: GreedyBot(seed=1), 2: GreedyBot(seed=2)})
    for a in ("move 9", "leave", "skip"):
        table.play(a)
    sent.clear()
    table.play("end")
    assert len(sent) == 1, "the bots' whole answer reaches the canvas as one batched redraw"
    g = table.game
    assert g.to_act == 0 and g.turn == 4
    assert "Turn 2 (Blue)" in table.log_text and "Turn 3 (Green)" in table.log_text
    assert "Blue: Greedy; Green: Greedy" in table.summary
    panel = html.unescape(table.panels[1].value)
    assert "bot: Greedy" in panel


def test_step_bot_lets_a_teacher_follow_one_decision_at_a_time(centre):
    table = Table(ist.new_game(players=3, seed=7), bots={1: GreedyBot(seed=1)},
                  auto_play=False)
    for a in ("move 9", "leave", "skip", "end"):
        table.play(a)
    assert table.game.to_act == 1
    assert all(b.disabled for b in table.buttons)
    assert not table.step_button.disabled
    table.click(*centre(table, 5))
    assert table.game.to_act == 1 and "Step bot" in table.message.value
    n = len(table.game.history())
    assert table.step_bot() is True
    assert len(table.game.history()) == n + 1
    # ticking auto-play lets the bot finish its turn; Green is human
    table.auto_box.value = True
    assert table.game.to_act == 2
    assert table.step_bot() is False and "No bot is to act" in table.message.value


def test_a_table_of_bots_waits_for_the_teacher():
    table = Table(ist.new_game(players=2, seed=3),
                  bots={0: GreedyBot(seed=1), 1: GreedyBot(seed=2)})
    assert table.game.history() == []  # nobody human to answer: nothing runs by itself
    assert "Every seat is a bot" in table.summary
    for _ in range(5):
        assert table.step_bot() is True
    assert len(table.game.history()) == 5


class ChooseOnly:
    """Any object with choose(game) can sit at the table."""

    name = "first choice"

    def choose(self, game):
        return game.legal_actions()[0]


class Cheater:
    name = "cheater"

    def choose(self, game):
        return "move 99"


def test_any_object_with_choose_is_a_bot_and_a_bad_one_stops_auto_play():
    table = Table(ist.new_game(players=2, seed=3), bots={1: ChooseOnly()})
    table.play("move 9")
    table.play("end")
    assert table.game.to_act == 0 and "Turn 2 (Blue)" in table.log_text
    bad = Table(ist.new_game(players=2, seed=3), bots={1: Cheater()})
    bad.play("move 9")
    n = len(bad.game.history())
    bad.play("end")
    assert len(bad.game.history()) == n + 1  # Red's "end"; the cheater's move was refused
    assert bad.game.to_act == 1 and not bad.auto_box.value
    assert "could not play" in bad.message.value


def test_bad_bots_and_games_are_refused():
    with pytest.raises(ValueError, match="bots are keyed by seat 0 to 2"):
        Table(ist.new_game(players=3), bots={3: GreedyBot()})
    with pytest.raises(ValueError, match="choose"):
        Table(ist.new_game(players=3), bots={1: "greedy"})
    with pytest.raises(ValueError, match="Table needs a Game"):
        Table("short-paths")


def test_hint_shows_a_suggestion_and_its_reason():
    table = Table(ist.new_game(players=3, seed=7))
    action, reason = table.hint()
    assert table.game.is_legal(action) and reason
    text = html.unescape(table.message.value)
    assert "Hint from Greedy for Red" in text and "Why:" in text
    hinted = [b for b in table.buttons if b.button_style == "success"]
    assert [table._pressed[id(b)] for b in hinted] == [action]
    own = Table(ist.new_game(players=3, seed=7), hint_bot=RandomBot(seed=3))
    assert own.game.is_legal(own.hint()[0])
    assert "hint from random" in html.unescape(own.message.value).lower()


def test_undo_and_redo_step_over_the_bots():
    table = Table(ist.new_game(players=3, seed=7),
                  bots={1: GreedyBot(seed=1), 2: GreedyBot(seed=2)})
    assert table.undo() is False and "nothing to undo" in table.message.value
    for a in ("move 9", "leave", "skip", "end"):
        table.play(a)
    after = table.game.history()
    assert table.game.to_act == 0
    assert table.undo() is True  # back over both bots' turns to Red's "end"
    assert table.game.history() == after[:3]
    assert table.game.to_act == 0 and table.game.phase == "encounter"
    assert table.redo() is True
    assert table.game.history() == after
    assert table.redo() is False and "nothing to redo" in table.message.value
    table.undo()
    table.play("end")  # the same decision again keeps the rest of redo...
    assert table.game.history() == after
    table.undo()
    table.undo()
    table.play("tea 3")  # ...another one forgets it
    assert table.redo_button.disabled


def test_undo_without_bots_takes_back_one_action():
    table = Table(ist.new_game(players=3, seed=1))
    table.play("move 9")
    table.play("leave")
    table.undo_button.click()
    assert table.game.history() == ["move 9"]
    table.redo_button.click()
    assert table.game.history() == ["move 9", "leave"]


def test_learner_mode_refuses_to_undo_a_roll_and_changes_nothing():
    table = Table(ist.new_game(players=3, seed=1, mode="learner"))
    for a in ("move 9", "leave", "tea 5"):
        table.play(a)
    before = table.game.history()
    assert table.undo() is False
    assert table.game.history() == before
    assert "Cannot undo" in table.message.value


def test_learner_mode_undo_over_bots_puts_back_what_it_took():
    # Blue meets the Governor and draws a card (seed 5): undoing over that is refused, and
    # Red's "end" stays played
    table = Table(ist.new_game(players=2, seed=5, mode="learner"), bots={1: GreedyBot(seed=1)})
    for a in ("move 9", "leave", "skip", "end"):
        table.play(a)
    before = table.game.history()
    assert "governor" in before[4:]
    assert table.undo() is False
    assert table.game.history() == before and table.redo_button.disabled


def test_replay_steps_through_the_game_and_play_from_here_branches(centre):
    table = Table(ist.new_game(players=3, seed=7),
                  bots={1: GreedyBot(seed=1), 2: GreedyBot(seed=2)})
    for a in ("move 9", "leave", "skip", "end"):
        table.play(a)
    n = len(table.game.history())
    assert table.replay_slider.max == n and table.replay_slider.value == n
    table.replay(0)
    assert table.summary.startswith("Turn 1 · Red to act · phase: moving the merchant")
    assert table.buttons == [] and lit(table) == []
    assert "Replay: step 0 of" in table.status.value
    table.click(*centre(table, 9))
    assert len(table.game.history()) == n and "replay" in table.message.value
    table.replay_slider.value = 2  # what dragging the slider does
    assert table.shown.history() == ["move 9", "leave"]
    table.play_from_here()
    assert table.game.history() == ["move 9", "leave"]
    assert table.redo() is True  # one human decision ("skip")...
    assert table.game.history() == ["move 9", "leave", "skip"]
    assert table.redo() is True  # ...then "end" and the bots' answers to it
    assert len(table.game.history()) == n
    with pytest.raises(ValueError, match="step must be 0 to"):
        table.replay(n + 1)
    table.replay(1)
    assert table.buttons == [] and table.undo_button.disabled and table.hint_button.disabled
    table.live_button.click()
    assert table.shown is table.game and table.buttons


def test_scripted_dice_and_bad_dice():
    table = Table(ist.new_game(players=3, seed=1))
    table.play("move 9")
    table.play("leave")
    table.dice_text.value = "6, 6"
    table.dice_button.click()
    assert table.game.history()[-1] == "!dice 6 6"
    table.play("tea 12")
    assert "rolls 6+6" in table.log_text
    before = table.game.history()
    with pytest.raises(ValueError, match="not a die"):
        table.set_dice("3 7")
    table.dice_text.value = "three"
    table.dice_button.click()  # the button shows the refusal instead of raising
    assert table.game.history() == before
    assert "Dice not set" in table.message.value


def test_save_and_load_and_a_bad_file_changes_nothing():
    table = Table(ist.new_game(players=3, seed=1))
    table.play("move 9")
    saved = table.to_json()
    assert json.loads(saved)["history"] == ["move 9"]
    table.save_button.click()
    assert "data:application/json;base64," in table.save_link.value
    table.play("leave")
    assert table.save_link.value == ""  # a stale link is taken away
    game = table.game
    with pytest.raises(ValueError):
        table.load_json("{not json")
    assert table.game is game and table.game.history() == ["move 9", "leave"]
    assert "Could not load that game" in table.message.value
    assert "unchanged" in table.message.value
    # the upload button goes through the same door and never raises
    table._on_upload({"new": ({"name": "x.json", "content": memoryview(b"[1]")},)})
    assert table.game is game and "Could not load" in table.message.value
    other = ist.new_game(players=2, seed=1).to_json()
    with pytest.raises(ValueError, match="this table has 3 seats"):
        table.load_json(other)
    table.load_json(saved)
    assert table.game.history() == ["move 9"] and table.game is not game


def test_pickers_repaint_and_translate():
    table = Table(ist.new_game(players=3, seed=1))
    before = table._bv.view.scene
    table._bv.theme_picker.value = "colorblind"
    assert table._bv.view.scene is not before and table.theme == "colorblind"
    table._bv.lang_picker.value = "de"
    assert "Brunnen (7)" in html.unescape(table.panels[0].value)
    assert any(b.description == "Wagnerei (1)" for b in table.buttons)
    assert "Brunnen" in table.svg()


def test_a_reconnecting_browser_gets_a_full_repaint(reconnect):
    reconnect(Table(ist.new_game(players=3, seed=1)))


def test_the_summary_is_in_an_accessible_element():
    table = Table(ist.new_game(players=3, seed=1))
    assert "aria-label='The table in words'" in table.summary_box.value
    assert "role='status'" in table.status.value and "aria-live" in table.status.value
    for line in table.summary.splitlines():
        assert html.escape(line, quote=False) in table.summary_box.value.replace("&#x27;", "'")
    assert "Legal actions (11): move 1, move 2" in table.summary


def test_a_saved_notebook_shows_a_short_text_where_the_live_table_was():
    table = Table(ist.new_game(players=3, seed=1))
    text = table._repr_mimebundle_()["text/plain"]
    assert text == repr(table) == "Table(3 players, layout 'short-paths', round 1, Red to act)"
