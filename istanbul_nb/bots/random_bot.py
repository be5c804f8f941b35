"""RandomBot: the baseline every other bot must beat, and the fastest way to fill a table."""

from __future__ import annotations

from typing import Any

from ..core.protocol import GameProtocol
from ..i18n import _
from .base import SeededBot, check_turn, describe


class RandomBot(SeededBot):
    """Chooses uniformly among the legal actions, from its own seeded generator.

    ``eager=True`` chooses uniformly among the actions that neither end the turn nor skip the
    place action, when there are any: a uniformly random player ends most turns at once (a game
    then lasts about a thousand turns), an eager one plays games of a few hundred turns, closer
    to real ones. Both are equally "random" about *what* to do.
    """

    def __init__(self, seed: int = 0, eager: bool = False, name: str | None = None) -> None:
        super().__init__(seed, name)
        self.eager = bool(eager)
        if name is None:
            # a bot's name is a name, like a player's: the same in every language
            self.name = "Eager random" if self.eager else "Random"  # i18n: not shown

    def settings(self) -> dict:
        return {"eager": self.eager} if self.eager else {}

    def choose(self, game: GameProtocol) -> Any:
        acts = check_turn(game)
        if self.eager:
            keep = [a for a in acts if a.kind != "end" and a.text != "skip"]
            acts = keep or acts
        return acts[int(self.rng.random() * len(acts))]

    def explain(self, game: GameProtocol) -> tuple[Any, str]:
        n = len(game.legal_actions())
        a = self.choose(game)
        values = {"action": describe(game, a), "notation": str(a), "n": n}
        if self.eager:
            return a, _("{action} ({notation}): an eager pick (never ending the turn early) "
                        "among {n} legal actions, no plan at all", **values)
        return a, _("{action} ({notation}): a uniform pick among {n} legal actions, no plan "
                    "at all", **values)
