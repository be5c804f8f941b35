"""Short button labels (issue 20): every action of many random games, of every configuration
the engine lists and of *Choose & Write* with 1-5 players, gets a label of at most
``labels.LIMIT`` characters, distinct among the actions offered at one decision; the Tables put
that label on the button and the game's whole sentence in the tooltip."""

from __future__ import annotations

import random

import pytest

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.engine import labels as L
from istanbul_nb.engine.config import configurations

STEPS = 500


def _check(game, acts, got: list[str], where: str) -> None:
    too_long = [(a.text, t) for a, t in zip(acts, got, strict=True) if L.width(t) > L.LIMIT]
    assert too_long == [], f"{where}: labels longer than {L.LIMIT}: {too_long[:5]}"
    assert all(t.strip() for t in got), where
    seen: dict[str, str] = {}
    for a, t in zip(acts, got, strict=True):
        key = t.lower()
        assert key not in seen, f"{where}: {a.text!r} and {seen[key]!r} both read {t!r}"
        seen[key] = a.text


def _board_games():
    for i, c in enumerate(configurations()):
        for seed in (i, 1000 + i):
            try:
                yield seed, c, ist.new_game(seed=seed, **c)
            except ValueError:  # a configuration another ruling retired meanwhile
                break


@pytest.mark.parametrize("lang", ["en"])
def test_every_board_action_of_random_games_has_a_short_distinct_label(lang):
    decisions = 0
    for i, c, g in _board_games():
        r = random.Random(i)
        for step in range(STEPS):
            if g.is_over:
                break
            acts = g.legal_actions()
            _check(g, acts, L.labels(g, acts, lang), f"{c} seed {i} step {step}")
            decisions += 1
            g.apply(r.choice(acts))
    assert decisions > 5000


def test_every_choose_write_action_of_random_games_has_a_short_distinct_label():
    decisions = 0
    for players in range(1, 6):
        for seed in range(3):
            g = cw.new_game(players=players, seed=seed)
            r = random.Random(seed)
            while not g.is_over:
                acts = g.legal_actions()
                _check(g, acts, L.labels(g, acts), f"{players} players seed {seed}")
                decisions += 1
                g.apply(r.choice(acts))
    assert decisions > 1000


def test_labels_come_from_data_not_from_the_sentence():
    g = ist.new_game(players=3, seed=1, expansions=("mocha",))
    assert L.board_label(g, g.parse("guild 11")) == "play guild card 11"
    assert L.board_label(g, g.parse("police 11")) == "family → Small Market (11)"
    assert L.board_label(g, g.parse("barrier 1 15")) == "barrier 1–15"
    h = cw.new_game(players=2, seed=0)
    assert L.cw_label(h, h.parse("guild G07")).startswith("G07: palace C")


def _long_ones(table, game) -> int:
    """Check the shown buttons: short label, the whole sentence in the tooltip; how many
    actions had a sentence longer than a label may be."""
    acts = game.legal_actions()
    assert len(table.buttons) == len(acts)
    longer = 0
    for b, a in zip(table.buttons, acts, strict=True):
        words = game.describe(a)
        assert len(b.description) <= L.LIMIT, (a.text, b.description)
        assert b.tooltip == f"{a.text}: {words}"
        longer += len(words) > L.LIMIT
    return longer


def test_the_tables_show_short_labels_and_the_whole_sentence_in_the_tooltip():
    from istanbul_nb.widgets import ChooseWriteTable, Table

    g = ist.new_game(players=3, seed=5, expansions=("mocha", "letters"),
                     variants=("great_bazaar",))
    table, r, longer = Table(g), random.Random(5), 0
    for _ in range(120):
        if table.game.is_over:
            break
        longer += _long_ones(table, table.game)
        table.play(r.choice(table.game.legal_actions()))
    h = cw.new_game(players=2, seed=4)
    cw_table, guild = ChooseWriteTable(h), 0
    for _ in range(400):
        if cw_table.game.is_over:
            break
        longer += _long_ones(cw_table, cw_table.game)
        guild += sum(a.text.startswith("guild ") for a in cw_table.game.legal_actions())
        cw_table.play(r.choice(cw_table.game.legal_actions()).text)
    assert longer > 50 and guild > 0  # the games met long sentences and Guild cards


def test_the_what_it_does_line_has_the_whole_sentences():
    from html import unescape

    from istanbul_nb.widgets import ChooseWriteTable, Table

    g = ist.new_game(players=3, seed=1, expansions=("mocha",))
    table = Table(g)
    table.play("move 18" if g.is_legal("move 18") else g.legal_actions()[0])
    while table.game.phase != "action" and not table.game.is_over:
        table.play(table.game.legal_actions()[0])
    text = unescape(table.what_line.value)
    assert len(table.buttons) <= 5, [b.description for b in table.buttons]
    told = 0
    for b in table.buttons:
        words = table.game.describe(table._pressed[id(b)])
        if b.description.lower() != words.lower():
            assert f"{b.description}</b>: {words}" in text
            told += 1
    assert told > 0
    h = cw.new_game(players=2, seed=4)
    cw_table = ChooseWriteTable(h)
    acts = cw_table.game.legal_actions()
    assert 1 < len(acts) <= 5  # the first decision: which improvement
    text = unescape(cw_table.what_line.value)
    for a in acts:
        assert cw_table.game.describe(a) in text
