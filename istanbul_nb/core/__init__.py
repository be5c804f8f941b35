"""What both games share, below both: the error a refused action raises and the envelope of a
save (size, nesting, version, seed). It imports neither game (tests/test_architecture.py), so
the board game (``istanbul_nb.engine``) and Choose & Write (``istanbul_nb.choose_write``) can
both stand on it without importing each other.
"""

from .errors import IllegalAction

__all__ = ["IllegalAction"]
