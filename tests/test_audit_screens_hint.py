"""The hint in a learner's words (issue 20): "+68.8 points (ruby +100; gemstone progress -16
...)" is the bots' evaluation; the Tables say what the suggestion gets and costs in words, from
the same terms, and keep the numbers in the note's tooltip."""

from __future__ import annotations

import html
import re

from istanbul_nb import choose_write as cw
from istanbul_nb.bots import GreedyBot
from istanbul_nb.bots.choose_write import PLAIN
from istanbul_nb.widgets import ChooseWriteTable, Table

JARGON = re.compile(r"[+-]\d+(\.\d)? points|\w+ progress [+-]\d|ruby [+-]\d")


def _note(table) -> tuple[str, str]:
    """(the note's text, its tooltip)."""
    value = html.unescape(table.message.value)
    title = re.search(r"title='([^']*)'", table.message.value)
    return re.sub(r"<[^>]+>", " ", value), html.unescape(title.group(1)) if title else ""


def test_the_board_games_hint_says_it_in_words_with_the_numbers_in_the_tooltip(at_action):
    g = at_action(16, seat=dict(lira=30))
    action, reason = GreedyBot(seed=1).explain(g)
    assert action.text == "gemstone" and "ruby +100" in reason  # the bot's own reason
    table = Table(g, hint_bot=GreedyBot(seed=1))
    table.hint()
    text, tip = _note(table)
    assert "Why: it gets you a ruby" in text, text
    assert not JARGON.search(text), text
    assert "ruby +100" in tip and "points" in tip


def test_every_term_a_greedy_bot_weighs_has_words():
    from istanbul_nb.bots.choose_write import WEIGHTS as CW_WEIGHTS
    from istanbul_nb.bots.evaluation import EXPANSION_WEIGHTS, WEIGHTS
    from istanbul_nb.bots.terms import declared
    from istanbul_nb.engine import available

    terms = set(WEIGHTS) | set(CW_WEIGHTS)
    words = set(PLAIN)
    for extra in EXPANSION_WEIGHTS.values():
        terms |= set(extra)
    for piece in declared(available()):   # an expansion's words are its slice's
        words |= set(piece.plain)
    assert sorted(terms - words) == []


def test_the_choose_write_hint_says_it_in_words_with_the_numbers_in_the_tooltip():
    table = ChooseWriteTable(cw.new_game(players=2, seed=3), hint_bot=GreedyBot(seed=1))
    for _ in range(6):
        table.hint()
        text, tip = _note(table)
        assert "Why: " in text and not JARGON.search(text), text
        assert "points" in tip
        table.play(table.game.legal_actions()[0].text)
