"""The AI lab's environments (the ``[rl]`` extra: ``pip install istanbul_nb[rl]``).

``make_env`` gives a PettingZoo AEC environment (``istanbul_v0``) for every configuration the
engine accepts and for *Istanbul: Choose & Write*; ``make_gym_env`` a Gymnasium environment in
which one seat learns against kit bots; ``catalogue`` the table of stable action ids of a
ruleset. ``import istanbul_nb`` never loads this package (nor pettingzoo, gymnasium or numpy):
``from istanbul_nb import rl`` does. docs/ai_lab.md, "The environment", shows them at work.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .catalogue import MAX_BID, STOP_TEXT, Catalogue, CatalogueError, catalogue_for, catalogue_of
from .env import InvalidAction, IstanbulEnv
from .gym import SingleAgentEnv

__all__ = ["Catalogue", "CatalogueError", "InvalidAction", "IstanbulEnv", "MAX_BID",
           "STOP_TEXT", "SingleAgentEnv", "catalogue", "catalogue_for", "make_env",
           "make_gym_env"]


def _factory(game: str, players: int, expansions: Sequence[str], variants: Sequence[str],
             layout: Any, challenge: int | None) -> Callable[[int], Any]:
    """A function seed -> a new game of the chosen kind (checked once, here)."""
    if game == "choose_write":
        if expansions or variants or layout is not None:
            raise ValueError("Choose & Write has no expansions, variants or layouts")
        from ..choose_write import new_game as cw_new_game

        def new_cw(seed: int) -> Any:
            return cw_new_game(players=players, seed=seed, challenge=challenge)

        new_cw(1)
        return new_cw
    if game != "istanbul":
        raise ValueError(f"game must be 'istanbul' or 'choose_write', not {game!r}")
    if challenge is not None:
        raise ValueError("challenge is for the solo Choose & Write game")
    from ..engine import new_game

    kw: dict[str, Any] = {"players": players, "expansions": tuple(expansions),
                          "variants": tuple(variants)}
    if layout is not None:
        kw["layout"] = layout

    def new_board_game(seed: int) -> Any:
        return new_game(seed=seed, **kw)

    new_board_game(1)
    return new_board_game


def make_env(players: int = 4, expansions: Sequence[str] = (), variants: Sequence[str] = (),
             layout: Any = None, render_mode: str | None = None, seed: int | None = None,
             max_decisions: int | None = None, game: str = "istanbul", reward: str = "win",
             challenge: int | None = None) -> IstanbulEnv:
    """A PettingZoo AEC environment of one configuration; ``game="choose_write"`` for *Istanbul:
    Choose & Write* (1-5 players; ``challenge`` for the solo game). ``seed`` seeds the games of
    resets without a seed; ``max_decisions`` truncates after that many ids; ``reward`` is
    ``"win"`` (the win share) or ``"rank"``. Impossible configurations raise ValueError."""
    return IstanbulEnv(_factory(game, players, expansions, variants, layout, challenge),
                       render_mode=render_mode, seed=seed, max_decisions=max_decisions,
                       reward=reward)


def make_gym_env(seat: int = 0, bots: Mapping[int, Any] | None = None, illegal: str = "raise",
                 illegal_reward: float = -1.0, **kw: Any) -> SingleAgentEnv:
    """A Gymnasium environment: ``seat`` learns, the other seats are ``bots`` (seat -> bot;
    GreedyBots by default, in both games); ``illegal`` says what a masked-out id does
    (``SingleAgentEnv``). The other keywords are ``make_env``'s."""
    env = make_env(**kw)
    if bots is None:
        from ..bots import GreedyBot

        bots = {s: GreedyBot(seed=s) for s in range(env.players) if s != seat}
    return SingleAgentEnv(env, seat, bots, illegal=illegal, illegal_reward=illegal_reward)


def catalogue(game_or_config: Any = None, *, game: str = "istanbul",
              expansions: Sequence[str] = (), variants: Sequence[str] = ()) -> list[Any]:
    """The id table of a ruleset: rows with ``id``, ``text`` and ``kind`` ("head", "token",
    "stop"). Give a game, an environment, a game's config (``game.config``), or the
    ruleset's parts (``game="choose_write"``; ``expansions=``, ``variants=``)."""
    x = game_or_config
    if isinstance(x, IstanbulEnv):
        return x.catalogue.table()
    if isinstance(x, Catalogue):
        return x.table()
    if x is not None and not hasattr(x, "kind"):
        if not (hasattr(x, "expansions") and hasattr(x, "variants")):
            raise TypeError(f"give a game, an environment or a game's config, not "
                            f"{type(x).__name__}")
        return catalogue_of(expansions=tuple(x.expansions), variants=tuple(x.variants)).table()
    return catalogue_of(x, kind=game, expansions=expansions, variants=variants).table()
