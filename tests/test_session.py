"""The headless table session (``istanbul_nb.session``): every rule and sentence of a table,
read as a plain ``TableView`` without a widget, for the base game, Mocha, Letters and
Choose & Write. Each test runs in milliseconds to a second: no canvas, no browser."""

from __future__ import annotations

import dataclasses
import json

import pytest
from test_mocha_pictures import staged  # beside this file

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.bots import GreedyBot, RandomBot
from istanbul_nb.core.errors import IllegalAction
from istanbul_nb.render.game_scene import click_choices, edge_actions
from istanbul_nb.session import Session, TableView, parse_dice, plain_refusal
from istanbul_nb.session.panels import build_panel


def letters(**kw) -> ist.Game:
    kw.setdefault("players", 3)
    kw.setdefault("layout", "letters-first-game")
    return ist.stage(expansions=("letters",), **kw)


def test_a_turn_of_the_base_game_through_the_session():
    s = Session(ist.new_game(players=3, seed=1))
    v = s.view()
    assert isinstance(v, TableView) and v.kind == "istanbul" and v.live
    assert v.headline == "Turn 1 · Red to act · phase: moving the merchant"
    assert v.question == "Red: where does your merchant go?"
    assert v.note == "Click a lit place on the board, or press a button."
    # every legal action has a button, in the engine's order, with the engine's label
    assert [b.action for b in v.buttons] == [a.text for a in s.game.legal_actions()]
    move = v.button("move 9")
    assert move.label == "Tea House (9)" and move.small and move.kind == "move"
    assert move.tooltip == f"move 9: {move.words}"
    assert [g.kind for g in v.groups][:2] == ["move", "assistant"]
    assert v.groups[0].title == "Move your merchant" and v.groups[0].buttons
    for a in ("move 9", "leave", "tea 5"):
        s.play(a)
    v = s.view()
    assert v.steps == 3 and v.step == 3 and v.can_undo and not v.can_redo
    assert v.recent == () and v.recent_title == ""  # no bot decided since the learner
    assert any(line.startswith("Legal actions (") for line in v.summary)
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.live = False  # type: ignore[misc]


def test_mocha_and_letters_turns_and_their_words():
    g = ist.new_game(players=3, seed=1, expansions=("mocha",))
    s = Session(g, panel=build_panel)
    first = s.game.legal_actions()[0]
    s.play(first)
    assert s.game.history() == [first.text]
    assert s.view().panel_rows and len(s.view().panel_rows) == 3  # Mocha's rows per seat
    # Letters: an auction bid is another seat's decision, told as a hand-over to two humans
    def auction() -> ist.Game:
        return letters(phase="action", seats={0: dict(merchant=23, lira=9), 1: dict(lira=6),
                                              2: dict(lira=5)})

    s = Session(auction())
    s.play("auction fruit")
    assert s.view().button("bid 3").label  # Red opens the bids
    s.play("bid 3")
    v = s.view()
    assert (s.game.current, s.game.to_act, v.decider) == (0, 1, 1)
    assert v.headline.startswith("Turn 1 · Blue to act")
    assert v.question.startswith("Blue: bid more than 3 lira")
    assert v.note.startswith("Red's turn, but Blue decides now: hand the screen to Blue")
    assert [b.action for b in v.buttons] == ["bid 4", "bid 5", "bid 6", "pass"]
    titles = {x.kind: x.title for x in v.groups}
    assert titles["place"] == "Blue's decision"
    # with a bot in Blue's seat, the note says the bot decides, and the bot answers
    s = Session(auction(), bots={1: RandomBot(seed=1), 2: RandomBot(seed=2)})
    s.play("auction fruit")
    s.play("bid 3")
    v = s.view()
    assert s.game.to_act == 0 and v.recent_title == "Since your last decision"
    assert v.recent[0].startswith("Blue (Random): ") and len(v.recent) > 1


def test_choose_and_write_through_the_same_session():
    s = Session(cw.new_game(players=2, seed=1), bots={1: RandomBot(seed=1)})
    v = s.view()
    assert v.kind == "choose_write" and v.headline.startswith("Turn 1 · round 1 ·")
    assert [b.action for b in v.buttons] == [a.text for a in s.game.legal_actions()]
    assert all(b.label and b.tooltip.startswith(b.action + ": ") for b in v.buttons)
    assert v.places  # the regions of the sheet a click chooses
    while not s.game.is_over and s.game.to_act == 0:
        s.play(s.game.legal_actions()[0])
    assert s.game.is_over or s.game.to_act == 0  # the bot answered at once
    assert s.undo()
    assert s.view().message[0].startswith("Took back: ")
    saved = s.to_json()
    s.load_json(saved)
    assert s.to_json() == saved
    action, _ = s.hint()
    assert s.view().button(action.text).style == "success"


def test_undo_and_redo_step_over_the_bots_and_refuse_without_change():
    s = Session(ist.new_game(players=3, seed=7), bots={1: GreedyBot(seed=1),
                                                      2: GreedyBot(seed=2)})
    with pytest.raises(IllegalAction, match="nothing to undo"):
        s.undo()
    assert s.view().message == ("There is nothing to undo: this is the start of the game.",)
    for a in ("move 9", "leave", "skip", "end"):
        s.play(a)
    after = s.game.history()
    assert len(after) > 4  # the bots answered at once
    assert s.undo() == after[3:]  # back over both bots' turns to Red's "end"
    assert s.game.history() == after[:3] and s.view().can_redo
    assert s.redo() == after[3:]
    assert s.game.history() == after
    with pytest.raises(IllegalAction, match="nothing to redo"):
        s.redo()
    # learner mode: a roll cannot be taken back; nothing changes
    s = Session(ist.new_game(players=3, seed=1, mode="learner"))
    for a in ("move 9", "leave", "tea 5"):
        s.play(a)
    before = s.game.history()
    with pytest.raises(IllegalAction, match="Cannot undo"):
        s.undo()
    assert s.game.history() == before and s.view().message_kind == "error"


def test_replay_and_play_on_from_a_replayed_step():
    s = Session(ist.new_game(players=3, seed=7), bots={1: GreedyBot(seed=1),
                                                      2: GreedyBot(seed=2)})
    for a in ("move 9", "leave", "skip", "end"):
        s.play(a)
    n = len(s.game.history())
    s.replay(0)
    v = s.view()
    assert not v.live and v.step == 0 and v.steps == n and v.buttons == () and v.lit == ()
    assert v.note.startswith("Replay: step 0 of") and not v.can_undo and not v.can_hint
    s.click_place(9)
    assert len(s.game.history()) == n and "replay" in s.view().message[0]
    s.replay(2)
    assert s.shown.history() == ["move 9", "leave"]
    s.play_from_here()
    assert s.game.history() == ["move 9", "leave"] and s.view().live
    assert "'Redo' brings back the" in s.view().message[0]
    s.redo()
    assert s.game.history() == ["move 9", "leave", "skip"]
    s.redo()
    assert len(s.game.history()) == n
    with pytest.raises(ValueError, match="step must be 0 to"):
        s.replay(n + 1)
    with pytest.raises(IllegalAction, match="replay slider back"):
        s.play_from_here()


def test_a_hint_names_its_place_and_keeps_its_reasons_apart():
    s = Session(ist.new_game(players=3, seed=7))
    action, reason = s.hint()
    v = s.view()
    assert s.game.is_legal(action) and v.message_kind == "hint"
    assert v.message[0].startswith("Hint from Greedy for Red: ") and v.message[1].startswith("Why:")
    assert v.button(action.text).style == "success"
    assert v.hint is not None and v.hint.words == v.button(action.text).words

    class Wrong:
        def explain(self, game):
            return "move 99", "no reason"

    s = Session(ist.new_game(players=3, seed=7), hint_bot=Wrong())
    with pytest.raises(IllegalAction):
        s.hint()
    assert s.view().hint is None and s.view().message_kind == "error"


def test_teacher_dice_and_bad_dice():
    s = Session(ist.new_game(players=3, seed=1))
    s.play("move 9")
    s.play("leave")
    s.set_dice("6, 6")
    assert s.game.history()[-1] == "!dice 6 6"
    assert s.view().message == ("The next dice will be 6, 6.",)
    s.play("tea 12")
    assert "rolls 6+6" in s.game.log_text()
    before = s.game.history()
    for bad in ("3 7", "three", ""):
        with pytest.raises(ValueError):
            s.set_dice(bad)
        assert s.game.history() == before and s.view().message[0].startswith("Dice not set")
    assert parse_dice("3, 4") == [3, 4]
    s = Session(cw.new_game(players=2, seed=1))
    with pytest.raises(ValueError, match="no dice"):
        s.set_dice("3 4")


def test_load_and_save_round_trip_and_a_corrupt_save_changes_nothing():
    s = Session(ist.new_game(players=3, seed=1))
    s.play("move 9")
    saved = s.to_json()
    assert json.loads(saved)["history"] == ["move 9"]
    s.play("leave")
    game = s.game
    for bad in ("{not json", "[1]", ist.new_game(players=2, seed=1).to_json()):
        with pytest.raises(ValueError):
            s.load_json(bad)
        assert s.game is game and s.game.history() == ["move 9", "leave"]
        assert s.view().message[0].startswith("Could not load that game")
        assert s.view().message[1] == "The game is unchanged."
    corrupt = json.loads(saved)
    corrupt["state"]["players"][0]["stack"] = 9
    with pytest.raises(ValueError):
        s.load_json(json.dumps(corrupt))
    assert s.game is game
    s.load_json(saved)
    assert s.game.history() == ["move 9"] and s.view().message == (
        "Loaded a saved game at turn 1.",)
    assert plain_refusal("state.players[0].stack: must be from 0 to 5, not 9") == \
        "the saved game, player 1, stack: must be from 0 to 5, not 9"


def test_bots_take_their_turns_and_a_table_of_bots_waits_for_the_teacher():
    s = Session(ist.new_game(players=2, seed=3), bots={0: RandomBot(seed=0),
                                                      1: RandomBot(seed=1)})
    v = s.view()
    assert not s.game.history() and v.buttons_disabled and v.can_step and v.can_finish
    assert v.note.startswith("Every seat is a bot")
    assert s.step_bot() and len(s.game.history()) == 1
    s.paced = True  # a widget paces them: it asks for them now
    s.auto_play = True
    assert s.wants_pacing
    s.paced = False
    assert s.run_bots() > 0 and s.game.is_over
    assert not s.step_bot() and s.view().message == ("No bot is to act: nobody decides now.",)

    class Broken:
        def choose(self, game):
            return "move 99"

    s = Session(ist.new_game(players=2, seed=3), bots={1: Broken()})
    s.play("move 9")
    s.play("leave")
    s.play("skip")
    s.play("end")
    assert not s.auto_play and "could not play" in s.view().message[0]
    assert s.game.to_act == 1 and s.view().message_kind == "error"
    assert s.step_bot() is False and s.game.to_act == 1  # refused again, said why
    with pytest.raises(ValueError, match="keyed by seat"):
        Session(ist.new_game(players=2), bots={5: GreedyBot()})
    with pytest.raises(ValueError, match="choose"):
        Session(ist.new_game(players=2), bots={1: object()})
    with pytest.raises(ValueError, match="pace"):
        Session(ist.new_game(players=2), pace=-1)


def test_click_targets_per_place_and_per_border():
    s = Session(ist.new_game(players=3, seed=1))
    v = s.view()
    assert dict(v.places) == {p: tuple(a.text for a in acts)
                              for p, acts in click_choices(s.game).items()}
    assert 7 not in v.places  # where the merchant stands
    s.click_place(7)
    assert "is not a choice now; the lit places are" in s.view().message[0]
    s.click_place(None)
    assert s.view().message[0].startswith("That is between or outside the places")
    assert s.game.history() == []
    s.click_place(9)
    assert s.game.history() == ["move 9"]
    # the Tavern's barrier: a border by a click on it, or its two places one after the other
    s = Session(staged("tavern"))
    edges = edge_actions(s.game)
    v = s.view()
    assert dict(v.border_targets) == {e: a.text for e, a in edges.items()}
    assert {b.action for b in v.borders} == {a.text for a in edges.values()}
    assert all(b.border and b.small for b in v.borders)
    (a, b), action = sorted(edges.items())[0]
    s.click_place(a)
    v = s.view()
    assert v.picked == a and b in (v.lit or ()) and "chosen: now click" in v.message[0]
    s.click_place(a)
    assert s.view().picked is None and "let go" in s.view().message[0]
    with pytest.raises(ValueError, match="not a choice"):
        s.click_border(0, 99)
    s.click_border(b, a)
    assert s.game.history()[-1] == action.text


def test_a_place_two_pieces_can_reach_lights_both_buttons():
    g = letters(seats={0: dict(merchant=9, lira=9)}, letters={0: [16, (5, True)]},
                companion={0: 13}, governor=3, smuggler=4)
    s = Session(g)
    assert len(s.view().places[4]) == 2
    s.click_place(4)
    v = s.view()
    assert s.game.history() == [] and "More than one of your pieces" in v.message[0]
    assert {b.action for b in v.buttons if b.style == "info"} == set(v.places[4])
    assert v.groups[0].title == "Move your merchant or companion"


def test_panel_rows_come_from_the_games_panel():
    g = letters(seats={0: dict(merchant=2)}, letters={0: [9, 14, (5, True)]},
                companion={0: 9, 1: "beside"})
    v = Session(g).view()                        # the board game's panel by default
    assert v.panel_rows == tuple(build_panel(g.rules).lines(g, s) for s in range(3))
    words = [row.label for line in v.panel_rows[0] for row in line]
    assert words
    assert Session(ist.new_game(players=3)).view().panel_rows == ((), (), ())   # no expansion
    assert Session(g, panel=lambda rules: build_panel(rules)).view() == v


def test_bad_input_is_refused_and_changes_nothing():
    s = Session(ist.new_game(players=3, seed=1))
    with pytest.raises(IllegalAction):
        s.play("move 99")
    v = s.view()
    assert s.game.history() == [] and v.message[0].startswith("Not allowed:")
    assert v.message_kind == "error"
    with pytest.raises(ValueError, match="needs a game"):
        Session("chess")
    with pytest.raises(ValueError, match="explain"):
        Session(ist.new_game(), hint_bot=object())
    s.play("move 9")  # a good decision clears the refusal
    assert s.view().message == ()


def test_choose_and_write_clicks_on_regions_and_the_sheet_shown_big():
    s = Session(cw.stage(players=3, hands={0: ["8"]}))
    assert s.seat == 0 and s.view().places == {}  # playing a card is a button
    s.play("play hand")
    v = s.view()
    assert set(v.places) == {"place-4", "place-8", "place-9", "place-13"}
    s.click_region("place-7")
    assert s.view().message[0].startswith("Place 7 is not a choice now; the lit choices are")
    s.click_region(None)
    assert s.view().message == ("Click a lit place or section of the sheet, or press a button.",)
    s.click_region("place-8")
    assert s.game.history() == ["play hand", "at 8"]
    assert (s.game.current, s.game.to_act) == (0, 1) and s.seat == 1  # the follower's sheet
    assert "hand the screen to Player 2" in s.view().note
    s.show(0)
    s.click_region("place-9")
    assert s.view().message[0].startswith("This is Player 1's sheet; Player 2 decides now")
    assert s.game.history() == ["play hand", "at 8"]
    with pytest.raises(ValueError, match="seat must be 0 to 2"):
        s.show(5)
    assert s.view().boxes[1][0] == "Player 1's cards"
    assert s.summary()[-1] == "Game Plan map: reconstructed (see CHOOSE_WRITE.md)."


def test_what_just_happened_on_the_board_per_seat():
    s = Session(ist.new_game(players=3, seed=1), bots={1: GreedyBot(seed=1)})
    assert s.view().turns == ()
    for a in ("move 9", "leave", "tea 5", "end"):
        s.play(a)
    v = s.view()
    red, blue = v.turns[0], v.turns[1]
    assert (red.seat, red.when) == (0, "turn 1") and red.words.startswith(
        "Fountain (7) → Tea House (9): names 5 and rolls")
    assert blue.who == "Blue (Greedy)" and blue.when == "turn 2"
    assert v.replay_words == f"step {v.steps} of {v.steps} (now)"
    # another seat's bid in a Letters turn is told when the game's panel says others decide
    g = letters(phase="action", seats={0: dict(merchant=23, lira=9), 1: dict(lira=6),
                                       2: dict(lira=5)})
    for a in ("auction fruit", "bid 3", "bid 4", "pass", "pass"):
        g.apply(a)
    words = Session(g, panel=build_panel).view().turns[0].words
    assert "bids 3 lira; Blue bids 4 lira; Green passes; Red passes" in words


def test_each_seat_in_words_and_whose_decision_it_is():
    g = letters(phase="action", seats={0: dict(merchant=23, lira=9), 1: dict(lira=6),
                                       2: dict(lira=5)})
    s = Session(g, bots={2: RandomBot(seed=2)})
    red = s.view().seats[0]
    assert (red.name, red.who, red.mark, red.acting) == ("Red", "human", "▶ to act", True)
    assert red.lines[0] == (("text", "Lira "), ("bold", "9"), ("text", " · Rubies "),
                            ("bold", "0"), ("text", " of 6"))
    assert s.view().seats[2].who == "bot: Random"
    s.play("auction fruit")
    s.play("bid 3")
    red, blue = s.view().seats[:2]
    assert (red.mark, red.waits) == ("its turn; waits", True)
    assert blue.mark == "▶ decides now (Red's turn)" and blue.acting
    assert Session(cw.new_game(players=2)).view().seats == ()


def test_the_view_is_a_frozen_value_with_the_engines_words():
    s = Session(ist.new_game(players=3, seed=1))
    for a in ("move 9", "leave"):
        s.play(a)
    v = s.view()
    with pytest.raises(TypeError):
        v.places[1] = ("move 1",)  # type: ignore[index]
    # what a shortened button does, in the game's sentence; moves and borders say it already
    assert v.what and all(label != words for label, words in v.what)
    assert {label for label, _ in v.what} <= {b.label for b in v.buttons if not b.small}
    assert v.button("skip").style == "" and v.button("tea 5").kind == "place"
    assert v.summary[0] == f"{v.headline}. {v.question}"
    assert v.summary[-2] == "Bots: none." and v.summary[-1].startswith("Legal actions (")
    assert s.short() == "3 players, layout 'short-paths', round 1, Red to act"
    s.replay(1)
    assert s.short().endswith(", showing step 1 of 2")
    s.pace = 2
    assert s.view().pace == 2.0
    with pytest.raises(ValueError, match="pace"):
        s.pace = 11
    assert s.pace == 2.0
