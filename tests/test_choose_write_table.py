"""The ChooseWriteTable, driven headless through the handlers its buttons and canvas call: a turn
played by clicking the sheet and pressing buttons, the followers asked seat by seat, bots in any
seat, undo, the small sheets and the text summary."""

from __future__ import annotations

import asyncio
import html

import pytest
from picture_tools import elements, press

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.bots import RandomBot
from istanbul_nb.choose_write.data import place_name
from istanbul_nb.engine.labels import LIMIT
from istanbul_nb.render.choose_write import RECONSTRUCTED_NOTE, seat_choices
from istanbul_nb.widgets import ChooseWriteTable


def click(table: ChooseWriteTable, region: str) -> None:
    """Click the middle of a region of the big sheet (in the scene's pixels)."""
    table.click(*table.scene.sheet.region_centre(region))


def lit(table: ChooseWriteTable) -> set[str]:
    return {s.id.removeprefix("highlight-") for s in table.scene.layers["highlights"]}


def tooltips(table: ChooseWriteTable) -> list[str]:
    return [b.tooltip.split(":")[0] for b in table.buttons]


def three_people(sheets: dict | None = None) -> ChooseWriteTable:
    """Three people at one screen; seat 0 holds the Tea House 8."""
    return ChooseWriteTable(cw.stage(players=3, hands={0: ["8"]}, sheets=sheets or {}))


def test_a_turn_played_by_buttons_and_clicks_with_bots_following():
    game = cw.stage(players=3, hands={0: ["8"]})
    table = ChooseWriteTable(game, bots={1: RandomBot(seed=1), 2: RandomBot(seed=2)})
    assert table.seat == 0 and lit(table) == set()  # playing a card is a button
    assert tooltips(table) == ["play hand", "play left", "play right"]
    press(table, "play hand")
    assert lit(table) == {"place-4", "place-8", "place-9", "place-13"}
    assert lit(table) == set(seat_choices(table.game, 0))
    small = bytes(table.small[1].value)
    click(table, "place-8")
    assert bytes(table.small[1].value) != small  # the bot's sheet changed: drawn again
    # what the bots did, in the game's words, above the question
    strip = html.unescape(table.strip.value)
    assert strip.startswith("<div") and "Since your last decision" in strip
    followed = table.game.history()[2:]
    assert strip.count("Player 2 (Random): ") + strip.count("Player 3 (Random): ") == len(
        followed)
    assert table.game.describe(followed[0]) in strip
    # the bots followed at once (no event loop), and the turn came back to seat 0 to take a card
    assert table.game.history()[:2] == ["play hand", "at 8"]
    assert len(table.game.history()) > 3  # each bot followed or took a bonus action
    assert table.game.sheet(0).lira == 4
    assert table.game.to_act == 0 and sorted(tooltips(table)) == ["take deck", "take left",
                                                                  "take right"]
    n = len(table.game.history())
    press(table, "take deck")
    # the deck's top card is a Fountain: everyone gains a good, seat 0 first
    assert table.game.question() == "Player 1: choose the Fountain's good"
    assert lit(table) == {"goods-fabric", "goods-spice", "goods-fruit", "goods-jewelry"}
    click(table, "goods-spice")
    assert table.game.history()[n:n + 2] == ["take deck", "good spice"]
    assert table.game.sheet(0).goods["spice"] == 1
    reference = cw.stage(players=3, hands={0: ["8"]})
    for text in table.game.history():
        reference.apply(text)
    assert reference.log_text() == table.log_text
    assert table.game.question() in table.summary


def test_eighty_decisions_by_clicks_and_buttons_for_two_people():
    """Two people at one screen: the big sheet is always the decider's, and a click on a lit
    region with one action plays exactly that action (a table of bots plays to the end
    below)."""
    import random

    table = ChooseWriteTable(cw.new_game(players=2, seed=1))
    r = random.Random(1)
    clicks = 0
    for _ in range(80):
        g = table.game
        assert table.seat == g.to_act
        singles = {k: a[0] for k, a in seat_choices(g, g.to_act).items() if len(a) == 1}
        before = g.history()
        if singles and r.random() < 0.7:
            region = r.choice(sorted(singles))
            click(table, region)
            assert g.history() == before + [singles[region]]
            clicks += 1
        else:
            r.choice(table.buttons).click()
            assert len(g.history()) == len(before) + 1
    assert clicks > 25


def test_followers_are_asked_seat_by_seat_on_their_own_sheet():
    table = three_people()
    press(table, "play hand")
    click(table, "place-8")
    g = table.game
    assert (g.current, g.to_act) == (0, 1)
    assert table.seat == 1  # the big sheet turns to the deciding person
    status = html.unescape(table.status.value)
    assert "hand the screen to Player 2" in status
    # no bonus action filled yet: follow by crossing an icon, or fill a bonus space instead
    assert lit(table) == {"place-4", "place-8", "place-9", "place-13", "bonus"}
    click(table, "place-9")
    assert g.history()[-1] == "follow 9 icon" and g.to_act == 2
    assert table.seat == 2
    assert g.sheet(1).guild_cards and g.sheet(1).icons_crossed["9"] == 1
    click(table, "bonus")
    assert g.history()[-1] == "bonus" and g.sheet(2).bonus_filled == 1
    assert g.to_act == 0 and table.seat == 0
    svg = table.svg()
    assert "place-8-cross-1" not in elements(svg)  # the active player crossed nothing


def test_a_click_on_a_place_with_two_ways_to_follow_lights_both_buttons():
    table = three_people({1: {"bonus": 1}})
    press(table, "play hand")
    click(table, "place-8")
    g = table.game
    before = g.history()
    click(table, "place-8")
    assert g.history() == before  # nothing played yet
    lit_buttons = [b.tooltip.split(":")[0] for b in table.buttons if b.button_style == "info"]
    assert lit_buttons == ["follow 8 bonus", "follow 8 icon"]
    assert "More than one choice at place 8" in html.unescape(table.message.value)
    press(table, "follow 8 bonus")
    assert g.sheet(1).bonus_crossed == 1 and g.sheet(1).icons_crossed["8"] == 0
    assert g.sheet(1).lira == 4


def test_clicks_that_choose_nothing_say_why_and_change_nothing():
    table = three_people()
    press(table, "play hand")
    before = table.game.history()
    click(table, "place-2")  # not next to 8
    assert "is not a choice now; the lit choices are 4, 8, 9, 13" in html.unescape(
        table.message.value)
    table.click(2, 2)  # the margin
    assert "Click a lit place" in table.message.value
    table.show(1)
    click(table, "place-8")
    assert "This is Player 2's sheet; Player 1 decides now" in html.unescape(table.message.value)
    assert table.game.history() == before


def test_bots_answer_a_click_on_the_page_at_their_pace():
    """A click's handler returns at once; the bots play afterwards on the event loop (as in a
    kernel), one decision per pause, and the status says so meanwhile."""

    async def play() -> None:
        table = ChooseWriteTable(cw.stage(players=3, hands={0: ["8"]}),
                                 bots={1: RandomBot(seed=1), 2: RandomBot(seed=2)}, pace=0)
        table.play("play hand")
        table._page_click(*table.scene.sheet.region_centre("place-8"))
        assert table.game.history() == ["play hand", "at 8"]  # nobody followed yet
        assert table.playing and "The bots are playing" in table.status.value
        await table.wait_for_bots()
        assert not table.playing
        assert table.game.to_act == 0 and table.game.phase == "take"
        assert len(table.game.history()) > 3

    asyncio.run(play())


def test_undo_goes_back_to_the_last_human_decision():
    table = ChooseWriteTable(cw.stage(players=3, hands={0: ["8"]}),
                             bots={1: RandomBot(seed=1), 2: RandomBot(seed=2)})
    press(table, "play hand")
    click(table, "place-8")
    assert len(table.game.history()) > 3 and table.game.phase == "take"
    table.undo_button.click()
    assert table.game.history() == ["play hand"]
    assert "Took back:" in table.message.value
    table.undo()
    assert table.game.history() == []
    assert table.undo() is False and "nothing to undo" in table.message.value


def test_learner_mode_refuses_to_undo_a_card_draw_and_changes_nothing():
    g = cw.stage(players=2, hands={0: ["8"]}, mode="learner")
    table = ChooseWriteTable(g)
    for text in ("play hand", "at 8", "bonus", "take deck"):
        table.play(text)
    history = g.history()
    assert table.undo() is False
    assert g.history() == history
    assert "Cannot undo: in learner mode" in html.unescape(table.message.value)


def test_a_table_of_bots_plays_a_whole_game():
    bots = {s: RandomBot(seed=s) for s in range(3)}
    table = ChooseWriteTable(cw.new_game(players=3, seed=7), bots=bots)
    assert table.game.history() == []  # nobody human: the bots wait for a step or a run
    assert table.step_bot() is True and len(table.game.history()) == 1
    table.finish_button.click()
    assert table.game.is_over
    assert table.buttons == []
    assert "the game is over" in html.unescape(table.status.value)
    assert "the game is over" in html.unescape(table.log_box.value)
    assert table.step_bot() is False


def test_the_small_sheets_show_every_other_seat_with_cards_hidden():
    table = ChooseWriteTable(cw.new_game(players=4, seed=3))
    assert [len(table.game.sheet(s).hand) for s in range(4)] == [1, 1, 1, 1]
    shown = [box for box in table.others_box.children]
    assert len(shown) == 3
    others = [s for s in range(4) if s != table.seat]
    for s in others:
        svg = bytes(table.small[s].value).decode("utf-8")
        els = elements(svg)
        n = len(table.game.sheet(s).hand)
        assert "".join(els["cards-hand"].itertext()) == (
            f"Hand: {n} Location card{'' if n == 1 else 's'}")
        assert "".join(els["reconstructed-note"].itertext()) == RECONSTRUCTED_NOTE
    small = bytes(table.small[others[0]].value)
    table._bv.theme_picker.value = "dark"  # the theme picker redraws the big and small sheets
    assert table.scene.theme.name == "dark" and bytes(table.small[others[0]].value) != small
    table.seat_picker.value = others[0]  # pressing a name shows that sheet big
    assert table.seat == others[0]
    assert table.game.names[others[0]] in table.svg()


def test_the_summary_and_the_picture_for_a_notebook_without_a_kernel():
    table = ChooseWriteTable(cw.new_game(players=2, seed=3))
    summary = table.summary
    assert summary.splitlines()[-1] == RECONSTRUCTED_NOTE + "."
    assert "Display: left" in summary and "Sultan's Palace: A asks" in summary
    assert "Legal actions (" in summary
    bundle = table._repr_mimebundle_()
    assert RECONSTRUCTED_NOTE in bundle["image/svg+xml"]
    assert bundle["text/plain"] == repr(table)
    assert "Caravan card" in html.unescape(table.table_box.value)


def test_the_solo_game_shows_its_challenge():
    table = ChooseWriteTable(cw.stage(players=1, challenge=2, hands={0: ["8"]},
                                      sheets={0: {"lira": 33}}))
    assert repr(table).startswith("ChooseWriteTable(solo, turn 1")
    assert table.seat_picker.layout.display == "none" and table.others_box.children == ()
    # 33 lira filled: the first lira section's Bonus Ruby is already on the amulet
    rubies = table.game.challenge_result().rubies
    assert rubies == table.game.sheet(0).rubies
    line = (f"Solo challenge 2: 35 Lira: not met yet; {rubies} rubies, the table's columns "
            "start at 10.")
    assert line in table.summary
    table.play("play hand")
    click(table, "place-8")  # 4 lira: 37 filled
    assert f"Solo challenge 2: 35 Lira: met; {rubies} rubies" in table.summary


def test_the_canvas_repaints_for_a_reconnecting_browser(reconnect):
    reconnect(ChooseWriteTable(cw.new_game(players=2, seed=1)))


def test_buttons_say_which_card_and_which_place_in_short():
    table = three_people({1: {"bonus": 1}})
    left, right = (f"{p} {place_name(p)}" for p in table.game.display)
    assert [b.description for b in table.buttons] == [
        "Your hand: 8 Tea House", f"Display left: {left}", f"Display right: {right}"]
    assert table.buttons[0].tooltip == "play hand: play the Location card in your hand"
    press(table, "play hand")
    assert [b.description for b in table.buttons] == [
        "4 Post Office", "8 Tea House", "9 Guild Hall", "13 Wainwright"]
    press(table, "at 4")
    assert "Player 2's decision" in html.unescape(table._group_title["follow"].value)
    assert [b.description for b in table.buttons][:3] == [
        "Take a bonus action instead", "4 Post Office, crossing a bonus",
        "4 Post Office, crossing an icon"]
    # short on the button, the whole sentence in the tooltip
    assert table.buttons[2].tooltip == ("follow 4 icon: follow with the action of 4 Post "
                                        "Office, crossing out an action icon there")
    assert all(len(b.description) <= LIMIT for b in table.buttons)


class Suggests:
    """A hint bot that always suggests one text, with a reason."""

    name = "Tester"

    def __init__(self, text: str, fail: bool = False) -> None:
        self.text, self.fail = text, fail

    def explain(self, game):
        if self.fail:
            raise NotImplementedError("this bot plays the board game only")
        return self.text, f"the Tea House pays best ({self.text})"


def test_a_hint_names_the_action_colours_its_button_and_says_why():
    table = ChooseWriteTable(cw.stage(players=2, hands={0: ["8"]}), hint_bot=Suggests("at 8"))
    table.play("play hand")
    table.hint_button.click()
    note = html.unescape(table.message.value)
    assert "Hint from Tester for Player 1: perform the action of 8 Tea House" in note
    assert "Why: the Tea House pays best" in note and "(at 8)" not in note
    assert [b.tooltip.split(":")[0] for b in table.buttons if b.button_style == "success"] == [
        "at 8"]
    assert table.game.history() == ["play hand"]  # a hint plays nothing
    press(table, "at 4")
    assert not any(b.button_style == "success" for b in table.buttons)


def test_a_hint_bot_that_cannot_help_says_so_and_changes_nothing():
    for bot, words in ((Suggests("at 99"), "suggested 'at 99', which is not a legal action"),
                       (Suggests("at 8", fail=True), "Tester gives no hint here "
                                                     "(NotImplementedError")):
        table = ChooseWriteTable(cw.stage(players=2, hands={0: ["8"]}), hint_bot=bot)
        table.play("play hand")
        assert table.hint() is None
        assert words in html.unescape(table.message.value)
        assert table.game.history() == ["play hand"]
    with pytest.raises(ValueError, match="explain"):
        ChooseWriteTable(cw.new_game(players=2), hint_bot=object())


def test_save_and_load_through_the_page():
    table = ChooseWriteTable(cw.stage(players=2, hands={0: ["8"]}))
    table.play("play hand")
    table.play("at 8")
    saved = table.to_json()
    table.save_button.click()
    assert 'download="choose-write-turn-1.json"' in table.save_link.value
    table.play("bonus")
    other = ChooseWriteTable(cw.new_game(players=2, seed=9))
    # the upload button's handler, as the browser's file would reach it
    other._on_upload({"new": ({"name": "g.json", "content": memoryview(saved.encode())},)})
    assert other.game.history() == ["play hand", "at 8"]
    assert "Loaded a saved game at turn 1" in other.message.value
    assert other.seat == other.game.to_act == 1
    before = other.game
    for bad, words in (("{", "Could not load that game"),
                       (cw.new_game(players=3).to_json(), "this table has 2 seats")):
        with pytest.raises(ValueError):
            other.load_json(bad)
        assert words in html.unescape(other.message.value)
        assert other.game is before


def test_bad_input_is_refused_in_plain_words():
    with pytest.raises(ValueError, match="needs a Choose & Write game"):
        ChooseWriteTable(ist.new_game(players=2, seed=1))
    with pytest.raises(ValueError, match="bots are keyed by seat 0 to 1"):
        ChooseWriteTable(cw.new_game(players=2), bots={2: RandomBot()})
    with pytest.raises(ValueError, match="needs a choose"):
        ChooseWriteTable(cw.new_game(players=2), bots={1: object()})
    table = ChooseWriteTable(cw.new_game(players=2))
    with pytest.raises(cw.IllegalAction):
        table.play("at 99")
    assert "Not allowed" in table.message.value
    with pytest.raises(ValueError, match="seat must be 0 to 1"):
        table.show(5)


def test_the_stored_picture_fits_the_output_column_at_1280x800():
    """The sheet is drawn wider than JupyterLab's output column; its stored SVG is not."""
    from istanbul_nb.widgets.choose_write_table import STORED_WIDTH
    table = ChooseWriteTable(cw.new_game(players=5, seed=3))
    head = table.svg().split(">", 1)[0]
    assert f'width="{STORED_WIDTH}"' in head and "viewBox" in head


def test_the_small_sheets_say_they_are_thumbnails_and_how_to_read_one_full_size():
    """Issue 20: a small sheet's words are about 4 pixels; each says it is a thumbnail and that
    its name under "Big sheet" shows it full size, and that name is one of the picker's."""
    import re

    table = ChooseWriteTable(cw.new_game(players=3, seed=1))
    labels = {label for label, _ in table.seat_picker.options}
    for s in range(3):
        if s == table.seat:
            continue
        caption = re.sub(r"<[^>]+>", " ", table.small_titles[s].value)
        assert "thumbnail" in caption and "Big sheet" in caption, caption
        assert table._who(s) in labels
        table.seat_picker.value = s
        assert table.seat == s and table.game.names[s] in table.svg()
        table.seat_picker.value = 0


def test_the_sheet_stays_stacked_until_beside_the_controls_it_is_as_wide():
    """Issue 20: the sheet is drawn ``800 - RESERVE`` pixels tall at 1280x800; beside the
    controls (their least width and the gap) it must get at least the width it has stacked,
    or its words fall under 11 px when the file browser is closed. The frame's style sheet
    stacks a frame marked ``ist-sheet`` below the width that needs."""
    import re

    from istanbul_nb.widgets import common
    from istanbul_nb.widgets.choose_write_table import RESERVE

    table = ChooseWriteTable(cw.new_game(players=3, seed=1))
    assert "ist-sheet" in table._dom_classes
    sc = table.scene
    stacked = (800 - RESERVE) * sc.width / sc.height
    widths = [int(m) + 1 for m in re.findall(
        r"@container \(max-width: (\d+)px\) \{[^@]*?\.ist-frame\.ist-sheet > \.ist-top",
        common.FRAME_CSS)]
    assert widths and max(widths) >= stacked + common.SIDE_MIN + common.GAP, widths


def test_the_table_speaks_its_language_and_switches_on_request():
    """``lang=`` draws the sheets, the log and the notes in that language; ``set_language``
    (the language menu) redraws everything; an unknown language is refused, nothing changed."""
    table = three_people()
    table.play("play hand")
    assert table.lang == "en" and "Set-up:" in table.log_box.value
    table.set_language("ko")
    assert table.lang == "ko" and table.session.lang == "ko"
    assert "게임 준비" in table.log_box.value and "Set-up:" not in table.log_box.value
    assert "게임 계획표" in str(table.svg())
    assert "게임 계획표" in bytes(table.small[1].value).decode("utf-8")
    table.set_language("zh-TW")
    assert table.lang == "zh-Hant" and "遊戲準備" in table.log_text
    with pytest.raises(ValueError, match="unknown language"):
        table.set_language("fr")
    assert table.lang == "zh-Hant" and "遊戲準備" in table.log_box.value
    german = ChooseWriteTable(cw.new_game(2, seed=3), lang="de")
    assert german.lang == "de" and "Aufbau:" in german.log_box.value
    with pytest.raises(ValueError, match="unknown language"):
        ChooseWriteTable(lang="xx")
