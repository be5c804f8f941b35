"""Istanbul: Choose & Write, the flip-and-write game for 1-5 players, on the game protocol.

Its own package: it imports nothing of the board game's rules (``istanbul_nb.engine``), only
the base layer. ``from istanbul_nb import choose_write as cw``.
"""

from .plan import Plan, plan

__all__ = ["Plan", "plan"]
