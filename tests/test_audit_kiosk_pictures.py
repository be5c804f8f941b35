"""Issue 20: a Letters-only game's texts mention only what the game has. The pictures (the
offered Kiosk tiles' tooltips, the footnote) and the buttons say the Kiosk tiles as the game
has them: no coffee outside the Great Bazaar; the Great Bazaar names its coffee."""

import sys
from pathlib import Path

import istanbul_nb as ist
from istanbul_nb.engine.labels import labels

sys.path.insert(0, str(Path(__file__).parent / "engine"))
from letters_tools import letters  # noqa: E402

COFFEE_TILES = ["good-trade", "good-for-letter", "coffee-or-two-lira", "coffee-or-three-lira"]


def _kiosk_round(**kw) -> ist.Game:
    g = letters(phase="action", seats={0: dict(merchant=22, goods={"fruit": 1}, lira=5)},
                letters={0: [3]}, kiosk_top=COFFEE_TILES, **kw)
    g.apply("kiosk")
    return g


def test_a_letters_only_kiosk_picture_and_buttons_say_nothing_of_coffee():
    g = _kiosk_round()
    words = ist.render.svg(g) + "\n".join(labels(g, g.legal_actions()))
    assert "Kiosk tile 1 on offer" in words
    assert "coffee" not in words.lower()


def test_two_cards_of_one_title_get_two_labels():
    g = ist.stage(players=2, expansions=("mocha", "letters"), layout="great-bazaar-first-game",
                  phase="action", seats={0: dict(merchant=7, cards=["roll-reward", "letter-roll"])})
    said = [labels(g, [a])[0] for a in g.legal_actions() if a.text.startswith("play ")]
    assert len(said) == len(set(said)) and any("Dice reward" in x for x in said)


def test_the_great_bazaar_kiosk_picture_names_its_coffee():
    g = ist.stage(players=3, expansions=("mocha", "letters"), layout="great-bazaar-first-game",
                  phase="action", seats={0: dict(merchant=22, goods={"fruit": 1}, lira=5)},
                  letters={0: [3]}, kiosk_top=COFFEE_TILES)
    g.apply("kiosk")
    assert "coffee" in ist.render.svg(g).lower()


def test_no_card_text_names_an_engine_table():
    """A card's text is what a learner reads in its description: plain words, no data key."""
    for exps in (("mocha",), ("letters",), ("mocha", "letters")):
        g = ist.new_game(players=3, expansions=exps)
        for part in exps:
            for card in g.rules.data[part]["bonus_cards"]["cards"]:
                assert "_" not in card["text"] and "table:" not in card["text"], card
