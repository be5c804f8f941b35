"""Issue 20, the audit's rulings (RULES.md 11: R5-R8, R11) and the expansions' bad input, each
from a staged situation with the exact legal actions or outcome."""

from __future__ import annotations

import pytest

import istanbul_nb as ist
from istanbul_nb.engine import IllegalAction


def texts(g) -> list[str]:
    return sorted(a.text for a in g.legal_actions())


# -- R11: after Stay the seat collects or leaves an assistant ------------------------------------
def test_r11_stay_offers_leave_but_not_end():
    g = ist.stage(players=3, governor=2, smuggler=2,
                  seats={0: dict(merchant=11, cards=["stay"]), 1: dict(cards=[]),
                         2: dict(cards=[])})
    g.apply("play stay")
    assert texts(g) == ["leave"]
    g.apply("leave")
    assert g.player(0).assistants == [11]


def test_r11_stay_offers_collect_but_not_end():
    g = ist.stage(players=3, governor=2, smuggler=2,
                  seats={0: dict(merchant=11, cards=["stay"], assistants=[11]),
                         1: dict(cards=[]), 2: dict(cards=[])})
    g.apply("play stay")
    assert texts(g) == ["collect"]
    with pytest.raises(IllegalAction, match="Stay card"):
        g.apply("end")
    assert g.player(0).assistants == [11] and g.turn == 1


def test_r11_an_ordinary_arrival_still_offers_end():
    g = ist.stage(players=3, governor=2, smuggler=2,
                  seats={0: dict(merchant=11, cards=[]), 1: dict(cards=[]), 2: dict(cards=[])})
    g.apply("move 10")
    assert texts(g) == ["end", "leave"]
