"""Letters & Seals: companion (being written; see istanbul_nb/engine/letters/__init__.py)."""

from __future__ import annotations

from ..ruleset import Ruleset


def install(rules: Ruleset) -> None:
    """Adds this module's rules to rules (filled in by its author)."""
