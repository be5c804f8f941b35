"""The set-up choice "the Mocha bonus cards alone" (RULES.md 7 / the seed: mixed into the base
deck, or alone), played as the variant ``mocha_cards_alone``."""

from __future__ import annotations

import pytest

import istanbul_nb as ist
from istanbul_nb.bots import RandomBot
from istanbul_nb.expansions.mocha import BONUS_CARDS


def _cards(g) -> list[str]:
    st = g.state
    return sorted(st.deck + st.discard + [c for p in st.players for c in p.cards])


def test_alone_the_deck_holds_only_the_18_mocha_cards():
    g = ist.new_game(players=3, seed=1, expansions=("mocha",), variants=("mocha_cards_alone",))
    assert len(_cards(g)) == 18 and set(_cards(g)) == set(BONUS_CARDS)
    mixed = ist.new_game(players=3, seed=1, expansions=("mocha",))
    assert len(_cards(mixed)) == 18 + len(_cards(ist.new_game(players=3, seed=1)))


@pytest.mark.parametrize("kw, words", [
    (dict(variants=("mocha_cards_alone",)), "needs the 'mocha' expansion"),
    (dict(expansions=("mocha_cards_alone",)), "is not an expansion: name it in variants="),
    (dict(expansions=("mocha",), variants=("mocha",)), "is not a variant: name it in "
                                                       "expansions="),
])
def test_the_variant_is_refused_without_mocha_or_in_the_wrong_list(kw, words):
    with pytest.raises(ValueError, match=words):
        ist.new_game(players=3, **kw)


def test_the_harness_plays_it_and_a_save_keeps_it():
    cfg = {"players": 4, "expansions": ("mocha",), "variants": ("mocha_cards_alone",)}
    assert cfg in ist.engine.configurations()
    g = ist.new_game(players=4, seed=3, expansions=("mocha",), variants=("mocha_cards_alone",))
    bot = RandomBot(seed=3, eager=True)
    for _ in range(400):
        if g.is_over:
            break
        g.apply(bot.choose(g))
    again = ist.Game.from_json(g.to_json())
    assert again.config.variants == ("mocha_cards_alone",)
    assert again.to_json() == g.to_json() and set(_cards(again)) <= set(BONUS_CARDS)


@pytest.mark.parametrize("order", [("mocha_cards_alone", "letters_cards_alone"),
                                   ("letters_cards_alone", "mocha_cards_alone")])
def test_both_cards_alone_variants_are_refused_with_both_expansions_in_either_order(order):
    """R9: Mocha and Letters together are the Great Bazaar, which plays every bonus card."""
    with pytest.raises(ValueError, match=r"the Great Bazaar \(ruling R9\).*every bonus card"):
        ist.new_game(players=3, expansions=("mocha", "letters"), variants=order)
