"""The text form of actions: parse/str round trip, canonical order, kinds, plain words."""

import istanbul_nb as ist
from istanbul_nb.engine import IllegalAction
from istanbul_nb.engine.actions import KINDS, parse
from istanbul_nb.engine.invariants import random_playout

KNOWN_KINDS = {"move", "assistant", "pay", "place", "mosque", "encounter", "card", "end"}


def test_every_action_of_a_game_round_trips_and_is_described():
    g = ist.new_game(players=3, seed=5)
    seen = set()
    random_playout(g, 5, max_actions=1500)
    replay = ist.new_game(players=3, seed=5)
    for text in g.history():
        for a in replay.legal_actions():
            assert replay.parse(str(a)) == a and str(replay.parse(str(a))) == a.text
            assert a.kind in KNOWN_KINDS
            d = a.describe()
            assert d and isinstance(d, str)
            seen.add(a.kind)
        replay.apply(text)
    assert seen >= {"move", "assistant", "place", "encounter", "end"}
    assert set(KINDS) == KNOWN_KINDS


def test_parse_is_forgiving_about_case_spacing_and_order():
    assert str(parse("  SELL fruit   fabric fruit ")) == "sell fabric fruit fruit"
    assert str(parse("Fountain 9 3")) == "fountain 3 9"
    assert parse("move 9").kind == "move"
    assert parse("play five-lira").kind == "card"
    assert parse("mosque yellow 3").kind == "mosque"
    assert parse("catch blue lira").kind == "encounter"


def test_parse_refuses_non_actions():
    for bad in ("", "fly 3", "sell gold", 7):
        try:
            parse(bad)
        except IllegalAction as e:
            assert str(e)
        else:
            raise AssertionError(bad)


def test_describe_examples():
    assert parse("move 9").describe() == "move your merchant to Tea House (9)"
    assert parse("tea 7").describe() == "name 7 and roll two dice"
    assert parse("sell fabric fruit fruit").describe() == "sell 1 fabric, 2 fruit"
    assert parse("catch blue card").describe() == "catch blue's family member and take a " \
        "bonus card"


def test_sorted_order_is_by_kind_then_words_with_numbers_numeric():
    g = ist.stage(players=3, seats={0: dict(merchant=7, cards=["five-lira"])})
    texts = [a.text for a in g.legal_actions()]
    moves = [t for t in texts if t.startswith("move")]
    assert moves == sorted(moves, key=lambda t: int(t.split()[1]))
    assert texts[-1] == "play five-lira"


def test_notation_doc_example_runs():
    g = ist.new_game(players=3, seed=1)
    for text in ("move 9", "leave", "tea 7", "end"):
        g.apply(text)
    assert g.current == 1 and g.player(0).lira in (2 + 2, 2 + 7)
    assert g.describe("catch blue lira") == "catch Blue's family member and take 3 lira"
