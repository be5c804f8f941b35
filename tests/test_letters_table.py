"""Letters & Seals at the Table, without a browser: the panels, the buttons of the new verbs,
and above all whose decision it is when another seat decides during a turn (an auction bid, a
Kiosk pick): the question leads with the deciding seat in its colour, its panel says it decides,
bots answer for bot seats (by ``to_act``, not ``current``), and two humans see a hand-over.
"""

from __future__ import annotations

import html
import re

from picture_tools import press  # beside this file

import istanbul_nb as ist
from istanbul_nb.bots import RandomBot
from istanbul_nb.render.game_scene import SEAT_FILLS
from istanbul_nb.widgets import Table
from istanbul_nb.widgets.app_forms import TableApp
from istanbul_nb.widgets.table_panels import player_panel, strip_html

LAYOUT = "letters-first-game"


def letters(**kw) -> ist.Game:
    kw.setdefault("players", 3)
    kw.setdefault("layout", LAYOUT)
    return ist.stage(expansions=("letters",), **kw)


def at_the_auction_house() -> ist.Game:
    return letters(phase="action", seats={0: dict(merchant=23, lira=9), 1: dict(lira=6),
                                          2: dict(lira=5)})


def plain(value: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", value))


def test_the_panels_show_letters_seals_and_the_companion(sent):
    g = letters(seats={0: dict(merchant=2)}, letters={0: [9, 14, (5, True)]},
                companion={0: 9, 1: "beside"})
    red = html.unescape(player_panel(g, 0, None, "en"))
    assert "Seals <b>5</b> · companion at Tea House (9)" in red
    assert "<b>5</b>\xa0✉✉ delivered" in red and "<b>14</b>\xa0✉<" in red
    assert "letter to Small Mosque (14), face up: 1 seal" in red
    assert "letter to Tea House (9), delivered: 2 seals" in red
    assert "reconstructed" in red  # the letter count, labelled
    blue = html.unescape(player_panel(g, 1, None, "en"))
    assert "Seals <b>0</b> · companion beside the board" in blue and "Letters: none" in blue
    green = html.unescape(player_panel(g, 2, None, "en", compact=True))
    assert "no companion" in green and "Letters: none" in green
    assert "Seals" not in player_panel(ist.new_game(players=3), 0, None, "en")
    # the table in words has them too
    assert "Red: letters 5 (delivered), 9 (delivered), 14 (face up); 5 seals" in \
        Table(g).summary


def test_two_humans_see_whose_decision_it_is_in_an_auction(sent):
    table = Table(at_the_auction_house())
    labels = {b.tooltip.split(":")[0]: b.description for b in table.buttons}
    tips = {b.tooltip.split(":")[0]: b.tooltip for b in table.buttons}
    assert labels["auction fruit"] == "Take 1 fruit, then auction"
    assert "take 1 fruit, then auction 2 bonus cards" in tips["auction fruit"]
    press(table, "auction fruit")
    assert table.game.to_act == 0
    assert "Red: open the auction of 2 bonus cards" in plain(table.status.value)
    press(table, "bid 3")
    g = table.game
    assert (g.current, g.to_act) == (0, 1)
    status = table.status.value
    # the question leads with Blue's badge and name in Blue's colour
    blue = SEAT_FILLS["light"]["blue"]
    assert f"class='ist-decider' style='background:{blue}" in status
    assert ">Blue</span>: bid more than 3 lira for 2 bonus cards (Red leads), or pass?" in \
        html.unescape(status)
    words = plain(status)
    assert "Blue to act" in words
    assert "Red's turn, but Blue decides now: hand the screen to Blue" in words
    # Blue's panel is the one shown, and says it decides during Red's turn
    active = html.unescape(table.active_panel.value)
    assert "aria-label='Blue, to act'" in active and "decides now (Red's turn)" in active
    assert "its turn; waits" in html.unescape(table.panels[0].value)
    assert "decides now" in html.unescape(table.panels[1].value)
    # the buttons are Blue's choices, titled as Blue's decision
    assert [b.tooltip.split(":")[0] for b in table.buttons] == [
        "bid 4", "bid 5", "bid 6", "pass"]
    assert "Blue's decision" in html.unescape(table._group_title["place"].value)
    press(table, "pass")
    assert table.game.to_act == 2 and "Green" in table.status.value
    assert "hand the screen to Green" in plain(table.status.value)


def test_bots_bid_for_their_seats_and_the_turn_comes_back(sent):
    table = Table(at_the_auction_house(), bots={1: RandomBot(seed=3), 2: RandomBot(seed=4)})
    press(table, "auction fruit")
    press(table, "bid 3")
    g = table.game
    history = g.history()
    i = history.index("bid 3")
    # each other seat answered once, Blue then Green, by itself
    answers = history[i + 1:i + 3]
    assert len(answers) == 2 and all(a == "pass" or a.startswith("bid ") for a in answers)
    assert g.current == 0 and g.to_act == 0  # back to Red (its last bid, or the encounters)
    assert "Red" in plain(table.status.value)
    assert "hand the screen" not in plain(table.status.value)


def test_a_bot_seat_deciding_shows_who_decides(sent):
    """Without auto-play the bot waits: the note names the bot that decides, and a click on
    the board says who decides now."""
    table = Table(at_the_auction_house(), bots={1: RandomBot(seed=3)}, auto_play=False)
    press(table, "auction fruit")
    press(table, "bid 3")
    words = plain(table.status.value)
    assert "Red's turn: Blue (Random) decides now." in words
    assert all(b.disabled for b in table.buttons)
    assert table.step_bot() and table.game.history()[-2] == "bid 3"
    assert table.game.to_act == 2  # the human Green answers next


def test_the_kiosk_round_buttons_name_the_tiles_as_the_board_numbers_them(sent):
    g = letters(players=3, phase="action", seats={0: dict(merchant=22, lira=9)},
                kiosk_top=["two-fruit", "spice-lira", "fruit-lira", "two-spice"])
    table = Table(g)
    labels = {b.tooltip.split(":")[0]: b.description for b in table.buttons}
    assert labels["kiosk"] == "1 letter, then Kiosk tiles"
    tip = next(b.tooltip for b in table.buttons if b.tooltip.startswith("kiosk:"))
    assert ("take 1 letter, then turn up one Kiosk tile more than there are players"
            in tip)
    press(table, "kiosk")
    offer = table.game.pending()["offer"]
    labels = {b.tooltip.split(":")[0]: b.description for b in table.buttons}
    n = offer.index("two-fruit") + 1
    assert labels["kiosk two-fruit"] == f"Tile {n}: 2 fruit"
    assert labels["kiosk two-fruit skip"] == f"Tile {n}: take it without using it"
    assert all(d.startswith("Tile ") for d in labels.values())
    # the picture numbers the same tile the same way
    assert f"Kiosk tile {n} on offer: 2 fruit" in table.svg()
    press(table, "kiosk two-fruit")
    assert table.game.to_act == 1 and "hand the screen to Blue" in plain(table.status.value)


def test_the_form_ticks_letters_and_switches_the_board():
    app = TableApp()
    assert "letters" in app.expansion_boxes
    app.expansion_boxes["letters"].value = True
    assert app.layout_picker.value == "letters-first-game" and app.problem() is None
    app.expansion_boxes["mocha"].value = True
    # both expansions are the Great Bazaar (R9): its board is drawn at random from the seed
    assert app.layout_picker.value == "random:great-bazaar" and app.problem() is None


def companion_game() -> ist.Game:
    """Red's merchant on the Tea House 9, its companion on the Sultan's Palace 13: the
    companion reaches 4, 7 and 9; the merchant 4 and 7 too, and 23 alone."""
    return letters(seats={0: dict(merchant=9, lira=9)}, letters={0: [16, (5, True)]},
                   companion={0: 13}, governor=3, smuggler=4)


def test_a_click_moves_the_piece_that_can_go_there_or_asks_which(sent):
    table = Table(companion_game())
    geo = table._bv.view.scene.geometry
    labels = {b.tooltip.split(":")[0]: b.description for b in table.buttons}
    assert labels["companion 4"] == "Companion → Fruit Warehouse (4)"
    assert labels["move 4"] == "Fruit Warehouse (4)"
    assert "Move your merchant or companion" in table._group_title["move"].value
    # both can reach the Fruit Warehouse 4: nothing is played, both buttons are lit
    table.click(*geo.centre(4))
    assert table.game.history() == []
    assert "More than one of your pieces can go to Fruit Warehouse (4)" in html.unescape(
        table.message.value)
    lit = sorted(b.tooltip.split(":")[0] for b in table.buttons if b.button_style == "info")
    assert lit == ["companion 4", "move 4"]
    press(table, "companion 4")
    assert table.game.history() == ["companion 4"]
    assert not [b for b in table.buttons if b.button_style == "info"]
    # only the companion reaches the Tea House 9 (the merchant stands there), only the
    # merchant the Auction House 23: a click plays that piece's move
    table = Table(companion_game())
    table.click(*geo.centre(9))
    assert table.game.history() == ["companion 9"]
    table = Table(companion_game())
    table.click(*geo.centre(23))
    assert table.game.history() == ["move 23"]
    # the double move's button (ending the turn here) lists its letters in words
    labels = {b.tooltip.split(":")[0]: b.description for b in table.buttons}
    assert labels["double 5d 16"] == "Another turn: give 5 (sent), 16"


def test_one_person_at_the_table_is_told_it_decides_in_anothers_turn(sent):
    """A bot's turn at the Auction House, the person (Blue) bids: no hand-over to speak of."""
    g = letters(phase="action", seats={0: dict(merchant=23, lira=9), 1: dict(lira=6)})
    g.apply("auction fruit")
    g.apply("bid 3")
    table = Table(g, bots={0: RandomBot(seed=1), 2: RandomBot(seed=2)})
    assert table.game.to_act == 1
    words = plain(table.status.value)
    assert "Red's turn, but Blue (you) decides now." in words and "hand the screen" not in words


def test_the_strip_tells_what_other_seats_decided_during_the_turn():
    g = at_the_auction_house()
    for a in ("auction fruit", "bid 3", "bid 4", "pass", "pass"):
        g.apply(a)
    words = plain(strip_html(g, g.last_turns(), {}, "en"))
    assert ("takes 1 fruit; auctions 2 bonus cards; bids 3 lira; Blue bids 4 lira; Green "
            "passes; Red passes; Blue wins the auction with 4 lira;") in words
