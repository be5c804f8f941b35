"""GameConfig: the fixed choices of one game (seats, layout, expansions, variants, mode).

Expansions and variants are named here so that ``new_game`` can refuse, with a clear reason,
what this version does not play yet, instead of half-playing it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..layouts import Layout
from ..layouts import load as load_layout
from .data import SEAT_COLOURS, SEAT_NAMES
from .ruleset import KNOWN_EXPANSIONS, available, build, check_names, conflicts, playable_variants

MODES = ("teacher", "learner")


class _FirstGameLayout:
    """The default of ``layout``: the ruleset's ``default_layout`` (``short-paths`` for the
    base game, ``mocha-first-game`` with Mocha). A marker, not None: ``layout=None`` is a
    mistake and is refused like any other malformed layout."""

    def __repr__(self) -> str:
        return "<the first-game layout of the game's rules>"


DEFAULT_LAYOUT = _FirstGameLayout()


@dataclass(frozen=True)
class GameConfig:
    """Who plays where, and under which rules."""

    players: int = 4
    layout_name: str = "short-paths"
    layout_rows: tuple[tuple[int, ...], ...] = ()
    names: tuple[str, ...] = ()
    colours: tuple[str, ...] = ()
    expansions: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()
    mode: str = "teacher"

    def layout(self) -> Layout:
        from ..layouts import from_rows

        return from_rows([list(r) for r in self.layout_rows], name=self.layout_name)

    def to_dict(self) -> dict:
        return {
            "players": self.players, "layout": {"name": self.layout_name,
                                                "rows": [list(r) for r in self.layout_rows]},
            "names": list(self.names), "colours": list(self.colours),
            "expansions": list(self.expansions), "variants": list(self.variants),
            "mode": self.mode,
        }


def make_config(players=4, layout=DEFAULT_LAYOUT, expansions=(), variants=(), names=None,
                colours=None, mode="teacher", seed: int = 1) -> GameConfig:
    """Check the choices and build a GameConfig; ValueError names what is wrong. Without a
    layout the game's ruleset names one: ``short-paths`` for the base game, an expansion's
    first-game layout (``mocha-first-game``) otherwise, or a random legal layout drawn from
    ``seed`` (the game's seed) when the ruleset asks for one (``rules.random_layout``: the
    Great Bazaar, ``random-great-bazaar-<seed>``; its rows are in the config, so a save
    reproduces the board)."""
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 5:
        raise ValueError(f"players must be a whole number from 2 to 5, not {players!r}")
    for given in (expansions, variants):
        if isinstance(given, str) or not isinstance(given, (list, tuple)) or len(given) > 8:
            raise ValueError("expansions and variants are lists of names, e.g. "
                             "expansions=('mocha',)")
    expansions, variants = tuple(expansions), tuple(variants)
    check_names(expansions, variants)
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    rules = build(expansions, variants)
    if layout is DEFAULT_LAYOUT and rules.random_layout:
        from ..layouts import random_layout

        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"seed must be a whole number, not {str(seed)[:20]!r}")
        layout = random_layout(rules.random_layout, seed=seed)
    elif layout is DEFAULT_LAYOUT:
        layout = rules.default_layout
    if isinstance(layout, Layout):
        lay = layout
    elif isinstance(layout, str):
        lay = load_layout(layout)
    else:
        from ..layouts import from_rows

        lay = from_rows(layout, name="custom")
    if lay.kind not in rules.layout_kinds:
        need = " or ".join(repr(k) for k in rules.layout_kinds)
        raise ValueError(f"layout {lay.name[:40]!r} is a {lay.kind!r} board; this game needs a "
                         f"{need} board" + (" (the 16 base places in 4x4)"
                                            if rules.layout_kinds == ("base",) else "")
                         + (" (the 25 places in 5x5)"
                            if rules.layout_kinds == ("great-bazaar",) else ""))
    names = tuple(names) if names is not None else SEAT_NAMES[:players]
    colours = tuple(colours) if colours is not None else SEAT_COLOURS[:players]
    if len(names) != players or len(colours) != players:
        raise ValueError(f"names and colours need one entry per player ({players})")
    for c in colours:
        if not isinstance(c, str) or not c.isalpha() or c.lower() != c:
            raise ValueError(f"a colour is one lowercase word (it names the seat in actions "
                             f"such as 'catch blue lira'), not {c!r}")
    if len(set(colours)) != players:
        raise ValueError("colours must differ from seat to seat")
    for n in names:
        if not isinstance(n, str) or not n or len(n) > 40:
            raise ValueError(f"a seat name is a text of 1 to 40 characters, not {n!r}")
    return GameConfig(players, lay.name, lay.rows, names, colours, expansions, variants, mode)


def configurations() -> list[dict]:
    """Every configuration the random-simulation harness plays, each for 2-5 players: every
    combination of the playable expansions (none, each alone, Mocha and Letters together);
    then each playable variant with every expansion set that holds what it ``needs`` and that
    the rules allow beside it (``ruleset.conflicts``); then, when two or more variants can be
    played together, all of them at once (with both expansions, the set that lets the most
    variants in, and no variant that conflicts with another: the cards-alone variants give
    way to the Great Bazaar).

    Not every subset of the variants: with five variants and four expansion sets that would
    be over a hundred configurations, times 4 player counts and 3 seeds (minutes of CPU for
    the harness). Each variant alone beside each expansion set, plus all at once, meets every
    rule of each variant and every pair of hooks that a variant shares with an expansion."""
    from itertools import combinations

    variants = playable_variants()
    names = [n for n in available() if n not in variants]
    names.sort(key=lambda n: (KNOWN_EXPANSIONS.index(n) if n in KNOWN_EXPANSIONS
                              else len(KNOWN_EXPANSIONS), n))
    sets = [c for k in range(len(names) + 1) for c in combinations(names, k)]
    combos: list[tuple[tuple[str, ...], tuple[str, ...]]] = [(extra, ()) for extra in sets]
    for name, needs in variants.items():
        for extra in sets:
            if set(needs) <= set(extra) and not conflicts((*extra, name)):
                combos.append((extra, (name,)))
    widest = sets[-1] if sets else ()
    together: list[str] = []
    # the variant that excludes the most others first (the Great Bazaar over the cards alone)
    for name in sorted(variants, key=lambda v: (-sum(1 for o in variants
                                                     if conflicts((v, o))), v)):
        if set(variants[name]) <= set(widest) and not conflicts((*widest, *together, name)):
            together.append(name)
    if len(together) > 1:
        order = [v for v in variants if v in together]
        combos.append((widest, tuple(order)))
    return [{"players": players, "expansions": extra, "variants": chosen}
            for extra, chosen in combos for players in range(2, 6)]
