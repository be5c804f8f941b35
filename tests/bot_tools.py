"""Helpers shared by the bot tests (base game and Choose & Write): they speak only the game
protocol (``legal_actions``), so one wrapper checks bots of every game."""

from __future__ import annotations


class Checked:
    """Wraps a bot and fails the test the moment it returns an action that is not legal."""

    def __init__(self, bot) -> None:
        self.bot, self.name, self.decisions = bot, bot.name, 0

    def choose(self, game):
        legal = game.legal_actions()
        a = self.bot.choose(game)
        assert a in legal, f"{self.name} chose {a} which is not among {legal}"
        self.decisions += 1
        return a
