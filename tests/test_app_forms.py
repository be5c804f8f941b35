"""The Voilà apps' forms (istanbul_nb/widgets/app_forms.py) and the stored apps (apps/*.ipynb).

The forms offer what the engine and the layouts module say (a registered expansion appears by
itself), Start builds the widget with exactly the chosen settings, and a combination the engine
cannot play is refused with a message in plain words and a disabled Start. The apps are
written by scripts/make_apps.py and stored without outputs.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from istanbul_nb import layouts
from istanbul_nb.bots import GreedyBot, MonteCarloBot, RandomBot, SearchBot
from istanbul_nb.engine import configurations, register_expansion, unregister_expansion
from istanbul_nb.widgets import LayoutEditor, MoveExplorer, Table
from istanbul_nb.widgets.app_forms import (
    RANDOM,
    LayoutEditorApp,
    MoveExplorerApp,
    TableApp,
    TableSettings,
    expansion_names,
    layout_choices,
    make_layout,
    player_counts,
    table_kinds,
)
from istanbul_nb.widgets.layout_editor import KIND_NAMES

ROOT = Path(__file__).resolve().parent.parent
APPS = ("table", "move_explorer", "layout_editor")


def _mocha_board(rules) -> None:
    """A test-only expansion whose games are played on the Mocha board."""
    rules.layout_kinds = ("mocha",)


@pytest.fixture
def toy_mocha():
    register_expansion("toy_mocha", _mocha_board)
    yield "toy_mocha"
    unregister_expansion("toy_mocha")


@pytest.fixture
def two_toys(toy_mocha):
    register_expansion("toy_other", _mocha_board)
    yield (toy_mocha, "toy_other")
    unregister_expansion("toy_other")


def _values(dropdown) -> list:
    return [value for _, value in dropdown.options]


# -- the choices ----------------------------------------------------------------------------------
def test_the_table_form_offers_what_the_engine_plays():
    app = TableApp()
    assert _values(app.players_picker) == sorted({c["players"] for c in configurations()})
    assert app.players_picker.value == 4
    # the engine plays the base game, Mocha and Letters, alone or together (istanbul_nb.engine
    # registers them): their boards and a random layout of each kind
    kinds = ["base", "mocha", "letters", "great-bazaar"]
    assert table_kinds() == kinds
    base = sorted(n for n in layouts.names() if layouts.load(n).kind == "base")
    assert sorted(_values(app.layout_picker)) == sorted([
        *base, "mocha-first-game", "letters-first-game", "great-bazaar-first-game",
        *(RANDOM + k for k in kinds)])
    assert app.layout_picker.value == "short-paths"
    assert list(app.expansion_boxes) == ["mocha", "letters"]
    assert expansion_names() == ["mocha", "letters"]
    assert app.expansion_boxes["mocha"].description == "Mocha & Baksheesh"
    assert app.expansion_boxes["letters"].description == "Letters & Seals"
    # one seat picker per seat of the largest game; those beyond the player count hidden
    assert [p.description for p in app.seat_pickers] == ["Red", "Blue", "Green", "Yellow",
                                                         "White"]
    shown = [p.layout.display != "none" for p in app.seat_pickers]
    assert shown == [True, True, True, True, False]
    app.players_picker.value = 2
    assert [p.layout.display != "none" for p in app.seat_pickers] == [True, True] + [False] * 3
    assert _values(app.seat_pickers[0]) == ["person", "greedy", "random", "montecarlo",
                                            "strong"]
    assert app.problem() is None and not app.start_button.disabled and app.message.value == ""


def test_a_registered_expansion_appears_with_its_board(toy_mocha):
    app = TableApp()
    assert list(app.expansion_boxes) == ["mocha", "letters", toy_mocha]
    assert app.expansion_boxes[toy_mocha].description == "Toy mocha"
    assert table_kinds() == ["base", "mocha", "letters", "great-bazaar"]
    values = _values(app.layout_picker)
    assert "mocha-first-game" in values and RANDOM + "mocha" in values


def test_the_board_apps_offer_every_shipped_layout_and_a_random_one_of_each_kind():
    choices = [value for _, value in layout_choices()]
    assert choices == [*[n for k in layouts.KINDS for n in layouts.names()
                         if layouts.load(n).kind == k], *[RANDOM + k for k in layouts.KINDS]]
    for app in (MoveExplorerApp(), LayoutEditorApp()):
        assert _values(app.layout_picker) == choices
        assert app.seed_box.layout.display == "none"  # a seed only matters for a random one
        app.layout_picker.value = RANDOM + "mocha"
        assert app.seed_box.layout.display == "flex"
    assert player_counts() == [2, 3, 4, 5]


# -- Start ----------------------------------------------------------------------------------------
def test_start_builds_the_table_with_the_chosen_settings():
    app = TableApp()
    app.players_picker.value = 3
    app.layout_picker.value = "long-paths"
    app.seed_box.value = 7
    for picker, kind in zip(app.seat_pickers, ["random", "person", "montecarlo", "greedy"],
                            strict=False):
        picker.value = kind
    assert app.settings == TableSettings(players=3, layout="long-paths", seed=7,
                                         seats=("random", "person", "montecarlo", "greedy",
                                                "greedy"))
    app.start_button.click()
    table = app.widget
    assert isinstance(table, Table) and app.table is table
    assert app.area.children == (table,)
    game = table.game
    assert game.players == 3 and game.config.layout_name == "long-paths"
    assert game.config.expansions == ()
    assert game.config.to_dict() == TableSettings(players=3, layout="long-paths", seed=7).game()\
        .config.to_dict()
    assert sorted(table.bots) == [0, 2]
    assert isinstance(table.bots[0], RandomBot) and isinstance(table.bots[2], MonteCarloBot)
    assert table.bots[0].seed != table.bots[2].seed
    # the form folds into one line of what was chosen; "Change settings" opens it again
    assert app.form.layout.display == "none" and app.bar.layout.display == "flex"
    assert "3 players" in app.chosen.value and "Long paths" in app.chosen.value
    assert "Red: random bot" in app.chosen.value and "Blue: a person" in app.chosen.value
    app.change_button.click()
    assert app.form.layout.display == "flex" and app.bar.layout.display == "none"
    assert app.area.children == (table,)  # kept until Start replaces it
    app.players_picker.value = 2
    app.start_button.click()
    assert app.widget is not table and app.widget.game.players == 2
    assert table.auto_box.value is False  # the replaced table's bots stop


def test_the_same_settings_set_up_the_same_game():
    one = TableSettings(layout=RANDOM + "base", seed=42)
    two = TableSettings(layout=RANDOM + "base", seed=42)
    assert one.game().to_json() == two.game().to_json()
    assert one.game().config.layout_rows == layouts.random_layout("base", seed=42).rows
    assert TableSettings(seed=43).game().to_json() != TableSettings(seed=42).game().to_json()
    bots = TableSettings().bots()
    assert sorted(bots) == [1, 2, 3] and all(isinstance(b, GreedyBot) for b in bots.values())


def test_the_strong_bot_sits_with_the_think_time_the_form_sets():
    app = TableApp()
    assert app.think_picker.layout.display == "none"   # shown only with a strong bot seated
    app.seat_pickers[1].value = "strong"
    assert app.think_picker.layout.display == "flex"
    assert _values(app.think_picker) == [0.25, 0.5, 1.0, 2.0, 5.0]
    app.think_picker.value = 0.5
    settings = app.settings
    assert settings.think == 0.5 and settings.seats[1] == "strong"
    bot = settings.bots()[1]
    assert isinstance(bot, SearchBot) and bot.think_time == 0.5
    assert bot.seed == settings.bots()[1].seed != settings.bots()[2].seed
    assert "Blue: strong bot (thinks 0.5 s)" in app._summary()
    assert "thinks 0.25, 0.5, 1, 2, 5 seconds" in TableSettings(think=3.0).problem()


def test_start_with_a_registered_expansion_and_its_board(toy_mocha):
    app = TableApp(TableSettings(layout="mocha-first-game", expansions=(toy_mocha,)))
    assert app.expansion_boxes[toy_mocha].value is True
    assert app.problem() is None
    table = app.start()
    assert isinstance(table, Table)
    assert table.game.config.expansions == (toy_mocha,)
    assert table.game.config.layout_name == "mocha-first-game"


def test_the_board_apps_build_their_widgets():
    explorer = MoveExplorerApp(layout=RANDOM + "great-bazaar", seed=5)
    made = explorer.start()
    assert isinstance(made, MoveExplorer) and explorer.area.children == (made,)
    assert "Random" in explorer.chosen.value
    editor = LayoutEditorApp(layout="long-paths")
    made = editor.start()
    assert isinstance(made, LayoutEditor) and made.layout == layouts.load("long-paths")
    assert editor.area.children == (made.widget,)
    assert "Long paths" in editor.chosen.value


# -- what cannot be played ------------------------------------------------------------------------
@pytest.mark.parametrize(("settings", "words"), [
    (TableSettings(players=6), "played by 2 to 5 players in this version, not 6"),
    (TableSettings(players=1), "not 1"),
    (TableSettings(expansions=("letters",)),
     "Layout 'short-paths' is a 'base' board; this game needs a 'letters' board"),
    (TableSettings(expansions=("mocha",)),
     "Layout 'short-paths' is a 'base' board; this game needs a 'mocha' board"),
    (TableSettings(layout="mocha-first-game"),
     "Layout 'mocha-first-game' is a 'mocha' board; this game needs a 'base' board"),
    (TableSettings(layout="no-such-layout"), "No layout named 'no-such-layout'"),
    (TableSettings(seats=("person", "robot")), "Say who sits at each of the 4 seats"),
    (TableSettings(seats=("person", "robot", "greedy", "greedy")), "Unknown kind of player"),
    (TableSettings(seed=-1), "The seed is a whole number from 0 to 999,999"),
])
def test_settings_the_engine_cannot_play_are_named(settings, words):
    problem = settings.problem()
    assert problem is not None and words in problem
    assert problem[0].isupper() and problem.endswith(".")
    with pytest.raises(ValueError, match="."):
        settings.table()


def test_the_form_shows_why_and_waits(toy_mocha):
    app = TableApp()
    app.layout_picker.value = "mocha-first-game"  # offered: the toy expansion plays on it
    assert app.start_button.disabled
    assert "is a 'mocha' board; this game needs a 'base' board" in app.message.value
    assert "role='alert'" in app.message.value
    assert app.start() is None and app.widget is None and app.area.children == ()
    app.expansion_boxes[toy_mocha].value = True  # the board now fits the rules
    assert not app.start_button.disabled and app.message.value == ""
    app.layout_picker.value = "short-paths"  # and a base board no longer does
    assert "is a 'base' board; this game needs a 'mocha' board" in app.message.value


def test_mocha_and_letters_are_played_together_on_the_great_bazaar_board():
    app = TableApp()
    for box in app.expansion_boxes.values():
        box.value = True
    # the Great Bazaar's own board: random from the seed, as new_game draws it (R9)
    assert app.layout_picker.value == "random:great-bazaar"
    assert not app.start_button.disabled and app.message.value == ""
    table = app.start()
    assert isinstance(table, Table)
    assert set(table.game.config.expansions) == {"mocha", "letters"}


def test_expansions_that_are_not_played_together_are_refused(two_toys, monkeypatch):
    """The engine plays every combination of its expansions now; a combination it did not
    list is refused in words."""
    import istanbul_nb.widgets.app_forms as forms

    real = forms.playable
    monkeypatch.setattr(forms, "playable", lambda: {k: v for k, v in real().items()
                                                    if set(two_toys) - set(k)})
    app = TableApp()
    app.layout_picker.value = "mocha-first-game"  # the toys' board
    for name in two_toys:
        app.expansion_boxes[name].value = True
    assert app.start_button.disabled
    assert "Toy mocha and Toy other cannot be played together in this version" in \
        app.message.value
    assert app.start() is None


def test_a_message_is_escaped():
    problem = TableSettings(layout="<b>x</b>.json").problem()
    assert problem is not None
    app = TableApp()
    app._say(problem, error=True)
    assert "<b>x" not in app.message.value and "&lt;b&gt;" in app.message.value


# -- the stored apps ------------------------------------------------------------------------------
def test_the_apps_are_as_the_script_writes_them():
    out = subprocess.run([sys.executable, "scripts/make_apps.py", "--check"], cwd=ROOT,
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


@pytest.mark.parametrize("name", APPS)
def test_an_app_is_its_form_in_the_page_language_without_outputs(name):
    """Two code cells: the import and the form made in the page's language (``?lang=``); the
    title and the help line are the form's own, so no English markdown heads a Korean page."""
    nb = json.loads((ROOT / "apps" / f"{name}.ipynb").read_text("utf-8"))
    cells = nb["cells"]
    assert len(cells) == 2
    for cell in cells:
        assert cell["cell_type"] == "code"
        assert cell["outputs"] == [] and cell["execution_count"] is None
    assert "app_forms import" in "".join(cells[0]["source"])
    assert "lang=query_language()" in "".join(cells[1]["source"])
    assert nb["metadata"]["kernelspec"]["name"] == "python3"


def test_ticking_mocha_switches_to_a_board_that_fits():
    """A learner ticks Mocha with the base board chosen: the form picks Mocha's first-game board
    (as new_game would) instead of refusing; unticking goes back to the base game's."""
    app = TableApp()
    assert app.layout_picker.value == "short-paths"
    app.expansion_boxes["mocha"].value = True
    assert app.layout_picker.value == "mocha-first-game"
    assert not app.start_button.disabled and app.message.value == ""
    app.expansion_boxes["mocha"].value = False
    assert app.layout_picker.value == "short-paths" and not app.start_button.disabled


# -- the variants (issue 12) ---------------------------------------------------------------------
def test_the_variants_are_offered_with_their_titles():
    app = TableApp()
    titles = {n: b.description for n, b in app.variant_boxes.items()}
    assert titles["great_bazaar"] == "Great Bazaar"
    assert titles["neutral_assistants"] == "Neutral assistants"
    assert titles["caravan_leader"] == "Caravan leader"


def test_a_refused_variant_combination_shows_the_engines_message():
    app = TableApp(TableSettings(players=4))
    app.variant_boxes["great_bazaar"].value = True
    problem = app.problem()
    assert problem is not None and "needs the 'mocha' and 'letters' expansions" in problem
    assert app.start_button.disabled and "mocha" in app.message.value


def test_a_great_bazaar_table_with_the_variants_starts_on_a_seeded_random_5x5_board():
    app = TableApp(TableSettings(players=4, seed=7))
    for n in ("mocha", "letters"):
        app.expansion_boxes[n].value = True
    for n in ("great_bazaar", "neutral_assistants", "caravan_leader"):
        app.variant_boxes[n].value = True
    assert app.layout_picker.value == "random:great-bazaar"  # fitted to the 5x5 rules
    assert app.problem() is None
    table = app.start()
    assert isinstance(table, Table)
    g = table.game
    assert set(g.config.variants) == {"great_bazaar", "neutral_assistants", "caravan_leader"}
    assert len(g.board_now.layout.rows) == 5 and g.board_now.layout.rows[2][2] == 7
    again = TableSettings(players=4, seed=7, layout="random:great-bazaar",
                          expansions=("mocha", "letters"), variants=("great_bazaar",)).game()
    assert again.board_now.layout.rows == g.board_now.layout.rows
    assert "Great Bazaar" in app.chosen.value and "Neutral assistants" in app.chosen.value
    table.auto_box.value = False


@pytest.mark.parametrize("kind", ["base", "mocha", "letters", "great-bazaar"])
def test_a_random_layout_of_every_kind_is_offered_and_seeded(kind):
    assert (f"Random layout ({KIND_NAMES.get(kind, kind).split(',')[0]})", RANDOM + kind) in \
        layout_choices(table_kinds())
    a, b, c = (make_layout(RANDOM + kind, seed) for seed in (3, 3, 4))
    assert a.rows == b.rows and a.rows != c.rows
