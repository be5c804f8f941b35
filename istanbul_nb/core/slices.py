"""What an expansion adds to an outer layer (its picture, its panel rows, its bots' terms),
found per game through the game's ruleset instead of by the expansion's name.

An expansion declares its modules per layer when it is registered
(``register_expansion(name, install, slices={"picture": ("pkg.picture",), ...})``); a game's
``Ruleset.slices`` lists those of its expansions and variants in install order. A layer keeps
one ``SliceRegistry``: each slice module registers its frozen entry at import
(``PICTURES.register(__name__, MochaPicture(...))``), and the layer's ``build_*(rules)`` asks
``registry.for_rules(rules)``, which imports the game's modules for that layer (so a game
without the expansion never loads them) and returns their entries in install order. Two games
with different expansions read different entries; no game can change another's.

This module imports nothing of the kit: every layer may use it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib import import_module
from typing import Generic, Protocol, TypeVar

__all__ = ["HasSlices", "SliceRegistry"]

T = TypeVar("T")


class HasSlices(Protocol):
    """A ruleset, as far as the registries read it."""

    @property
    def slices(self) -> Mapping[str, Sequence[str]]: ...


class SliceRegistry(Generic[T]):
    """One layer's entries, by the module that registered each."""

    def __init__(self, layer: str) -> None:
        self.layer = layer
        self._entries: dict[str, T] = {}

    def register(self, module: str, entry: T) -> None:
        """Called once by a slice module at import, with its ``__name__``."""
        self._entries[module] = entry

    def unregister(self, module: str) -> None:
        self._entries.pop(module, None)

    def for_rules(self, rules: HasSlices) -> tuple[T, ...]:
        """The entries of the game's modules for this layer, in install order (each module is
        imported on first use). A declared module that registers nothing here is a mistake in
        the expansion and is refused, naming it."""
        out = []
        for module in rules.slices.get(self.layer, ()):
            entry = self._entries.get(module)
            if entry is None:
                import_module(module)
                entry = self._entries.get(module)
            if entry is None:
                raise ValueError(f"{module} is declared as a {self.layer} slice but registers "
                                 f"no {self.layer} entry when imported")
            out.append(entry)
        return tuple(out)
