"""Istanbul: Choose & Write, the flip-and-write game for 1-5 players, on the game protocol.

Its own package: it imports nothing of the board game's rules (``istanbul_nb.engine``), only
the base layer. ``from istanbul_nb import choose_write as cw``::

    g = cw.new_game(players=3, seed=1)        # solo: cw.new_game(players=1, challenge=N)
    g.legal_actions(); g.apply("play hand"); g.undo(); g.sheet(0).rubies
    cw.Game.from_json(g.to_json()); cw.game_plan(3).neighbours("8")
    nx.shortest_path(cw.plan(3), 1, "B")     # cw.plan: the networkx graph of the places

A refused action raises ``IllegalAction``, the board game's own class (``istanbul_nb.core``),
and a bad save ``ValueError``, as in the board game.

The Game Plan's map and box counts are reconstructed (see ``plan``); the rules are the seed's
(shared/seeds/004_*), with the rulings written in the docstrings of ``turn``, ``places``,
``solo`` and ``setup``.

Languages (docs/i18n.md): ``g.question()``, ``g.describe(a)``, ``g.why_not(a)`` and the log's
lines are messages (English as a str), and ``g.question(lang="ko")``, ``g.log_text(lang="de")``
give them in a language; the narration is kept as catalogue sentences and values
(``gains.tell``) and worded only when read, so a saved game reads in any language; the cards'
words and the places' names are ``words.card_text`` and ``words.place_label``.
"""

from .game import Action, Game, IllegalAction, SheetView, new_game
from .plan import Plan, game_plan, plan
from .solo import CHALLENGES, ChallengeResult
from .staging import stage

__all__ = ["Action", "CHALLENGES", "ChallengeResult", "Game", "IllegalAction", "Plan",
           "SheetView", "game_plan", "new_game", "plan", "stage"]
