"""The player panel built per game (``session.panels``): each expansion's and variant's
rows are plain words found through the game's ruleset, made once per ruleset, and turned into
HTML by code that names no expansion (``table_panels.row_html``)."""

from __future__ import annotations

import dataclasses
import html

import pytest

import istanbul_nb as ist
from istanbul_nb.session.panels import MARK, PanelItem, PanelRow, PanelSlice, build_panel
from istanbul_nb.widgets.table_panels import reconstructed_badge, row_html, stack_note_html

EXP = "istanbul_nb.expansions"


def mocha_game() -> ist.Game:
    """Red (to act) holds guild cards 8 (reconstructed in part) and 16; Blue holds the
    barrier-control tile, a long-move tile and one hidden guild card."""
    return ist.stage(players=3, layout="mocha-first-game", expansions=("mocha",),
                     seats={0: dict(merchant=2, lira=9), 1: dict(merchant=7)},
                     coffee={0: 9, 1: 2}, guild_cards={0: [8, 16], 1: [3]},
                     tavern_tiles={1: ["long_move"]}, barrier=(6, 7), barrier_control=1)


def test_a_games_panel_holds_its_expansions_slices_in_install_order():
    big = ist.new_game(players=4, seed=2, expansions=("mocha", "letters"),
                       variants=("great_bazaar",))
    # the Great Bazaar adds no row of its own to the panel
    assert big.rules.slices["panel"] == (f"{EXP}.mocha.panel", f"{EXP}.letters.panel")
    panel = build_panel(big.rules)
    assert [s.source for s in panel.slices] == ["data/mocha.json", "data/letters.json"]
    both = ist.new_game(players=3, variants=("neutral_assistants", "caravan_leader")).rules
    assert both.slices["panel"] == (f"{EXP}.caravan_leader.panel",        # install order
                                    f"{EXP}.neutral_assistants.panel")
    assert build_panel(big.rules) is panel                      # once per ruleset
    assert build_panel(ist.new_game(players=3).rules).slices == ()
    assert panel.others_decide and not build_panel(mocha_game().rules).others_decide


def test_panels_and_slices_are_frozen():
    panel = build_panel(mocha_game().rules)
    with pytest.raises(dataclasses.FrozenInstanceError):
        panel.slices = ()  # type: ignore[misc]
    letters = build_panel(ist.new_game(players=3, expansions=("letters",)).rules).slices[0]
    with pytest.raises(TypeError):
        letters.looks["letter-delivered"] = "color:red"  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        PanelRow("Coffee").value = "3"  # type: ignore[misc]


def test_mocha_rows_are_words():
    g = mocha_game()
    panel = build_panel(g.rules)
    (coffee, tiles), (hand,) = panel.lines(g, 0)
    assert coffee == PanelRow("Coffee", "9", strong=True)
    assert tiles == PanelRow("Tavern tiles", "none")
    assert [(i.key, i.reconstructed) for i in hand.items] == [("8", True), ("16", False)]
    assert hand.items[0].words.startswith("Do the Black Market's action") and hand.listed
    (compact,) = panel.lines(g, 0, compact=True)
    assert [r.label for r in compact] == ["Coffee", "Guild cards", "Tavern tiles"]
    assert compact[1].reconstructed == MARK and not compact[1].listed
    (coffee, tiles, holds), (hand,) = panel.lines(g, 1)     # Blue: not to act
    assert (tiles.value, holds.value, hand.value, hand.items) == (
        "long move", "holds the barrier-control tile", "1 (hidden)", ())
    assert [line[-1].value for line in panel.lines(g, 2)] == ["none", "none"]


def test_letters_rows_and_variant_notes_are_words():
    g = ist.stage(players=3, layout="letters-first-game", expansions=("letters",),
                  letters={0: [14, (5, True)]}, companion={0: 9})
    (seals, companion), (letters,) = build_panel(g.rules).lines(g, 0)
    assert seals == PanelRow("Seals", str(g.player(0).seals), strong=True)
    assert companion == PanelRow("", "companion at Tea House (9)")
    assert [(i.key, i.words, i.look) for i in letters.items] == [
        ("5", "✉✉ delivered", "letter-delivered"), ("14", "✉", "letter-face-up")]
    assert letters.items[1].tooltip == "letter to Small Mosque (14), face up: 1 seal"
    v = ist.stage(players=3, variants=("neutral_assistants", "caravan_leader"), caravan_leader=1)
    panel = build_panel(v.rules)
    (neutral,) = panel.stack_notes(v, 0)                       # a staged stack holds one
    assert (neutral.label, neutral.value, neutral.strong) == ("neutral", "1", True)
    assert [i.words for i in neutral.items] == ["N"]
    assert panel.lines(v, 0) == ()
    (leader,), = panel.lines(v, 1)
    assert leader.value == "leader: keeps both cards at the Caravansary"


def test_rows_become_html_without_an_expansions_name():
    looks = {"chip": "border:1px solid #222"}
    assert row_html(PanelRow("Tokens", "2", strong=True), looks) == "Tokens <b>2</b>"
    assert row_html(PanelRow("Tiles", "a & b"), looks) == "Tiles: a &amp; b"
    assert row_html(PanelRow("", "holds it", strong=True), looks) == "<b>holds it</b>"
    assert row_html(PanelRow("Hint", "x", tooltip="why"), looks) == \
        "<span title='why'>Hint: x</span>"
    chips = PanelRow("Letters", items=(PanelItem("5", "✉", "to 5", "chip"),
                                       PanelItem(words="N", look="chip")))
    assert row_html(chips, looks) == ("Letters: <span title='to 5' style='border:1px solid "
                                      "#222'><b>5</b>&nbsp;✉</span><span style='border:1px "
                                      "solid #222'>N</span>")
    cards = (PanelItem("8", "Move <far>", reconstructed=True), PanelItem("16", "Pay"))
    inline = row_html(PanelRow("Cards", items=cards, reconstructed=MARK), looks, "x.json")
    assert inline.startswith("Cards: <span title='Move &lt;far&gt;'>8†</span>, "
                             "<span title='Pay'>16</span> († ")
    assert inline.endswith(reconstructed_badge("x.json") + ")")
    assert "corrects it in x.json" in html.unescape(inline)
    listed = row_html(PanelRow("Cards", items=cards, listed=True), looks, "x.json")
    assert "<li><b>8</b>: Move &lt;far&gt; <span title=" in listed
    assert "<li><b>16</b>: Pay</li></ul>" in listed
    note = PanelRow("neutral", "1", strong=True, items=(PanelItem(words="N", look="chip"),))
    assert stack_note_html(note, looks) == \
        " (<b>1</b> neutral <span style='border:1px solid #222'>N</span>)"
    assert stack_note_html(PanelRow("neutral", "none"), looks) == " (none neutral)"


def test_a_slice_with_nothing_adds_nothing():
    empty = PanelSlice()
    g = ist.new_game(players=3)
    assert (empty.lines(g, 0, False), empty.stack_notes(g, 0), tuple(empty.choice_notes(g))) \
        == ((), (), ())


def test_building_a_panel_loads_only_the_games_slices_and_no_widget(heavy_imports):
    code = (
        "import sys\n"
        "import istanbul_nb as ist\n"
        "from istanbul_nb.session.panels import build_panel\n"
        "build_panel(ist.new_game(players=3, variants=('caravan_leader',)).rules)\n"
        f"assert '{EXP}.caravan_leader.panel' in sys.modules\n"
        f"assert '{EXP}.neutral_assistants.panel' not in sys.modules\n"
        f"assert '{EXP}.mocha.panel' not in sys.modules, 'a mocha panel for a base game'\n"
        "g = ist.new_game(players=4, expansions=('mocha', 'letters'), variants=('great_bazaar',))\n"
        "build_panel(g.rules).lines(g, 0)\n"
        f"assert '{EXP}.mocha.panel' in sys.modules\n"
    )
    assert heavy_imports(code) == []
