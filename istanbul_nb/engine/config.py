"""GameConfig: the fixed choices of one game (seats, layout, expansions, variants, mode).

Expansions and variants are named here so that ``new_game`` can refuse, with a clear reason,
what this version does not play yet, instead of half-playing it.

Ruling R9 (RULES.md 11): Mocha and Letters together ARE the Great Bazaar; there is no third
game with both expansions and without the variant's rules. So ``make_config`` completes the
choice: ``expansions=("mocha", "letters")`` without ``"great_bazaar"`` in ``variants`` is the
same game as with it, and the config (and so the save) names the variant either way. Variants
are kept in one order (alphabetical; the order they are named in changes no rule), so that one
game has one config however its variants were listed. What the Great Bazaar refuses beside it
(``mocha_cards_alone``, ``letters_cards_alone``: it plays with every bonus card) is refused
with both expansions too, saying why.

The board without a given layout is the Great Bazaar's, as the rule book lays it (RULES.md 2:
"random only") and API.md promises: a random legal 5x5 board drawn from the game's seed,
``random-great-bazaar-<seed>``, for both spellings. Before R9 a game with both expansions and
no variant played the fixed ``great-bazaar-first-game`` [reconstructed] by default; that board
is still there for a class that wants one (``layout="great-bazaar-first-game"``). Saves of
the old third mode (both expansions, no variant; before R9) are read as the Great Bazaar by
``expansions.great_bazaar.migrate_pre_r9`` when their moves lead to the same state under its rules,
and refused with that reason otherwise.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from ..i18n import Term
from ..i18n.glossary import term
from ..layouts import Layout
from ..layouts import load as load_layout
from .data import SEAT_COLOURS, SEAT_NAMES
from .ruleset import KNOWN_EXPANSIONS, available, build, check_names, conflicts, playable_variants

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["DEFAULT_LAYOUT", "GameConfig", "LayoutChoice", "configurations", "make_config"]

MODES = ("teacher", "learner")
#: Unicode categories a seat name may not hold: control characters (C0, C1, DEL), which XML
#: 1.0 cannot carry in an SVG picture and which break a log line, and lone surrogate halves,
#: which no UTF-8 save can hold. (The noncharacters U+FFFE, U+FFFF ... are refused as well.)
CONTROL_CATEGORIES = frozenset({"Cc", "Cs"})


def _unwritable(ch: str) -> bool:
    """A character a seat name may not hold (see ``CONTROL_CATEGORIES``)."""
    code = ord(ch)
    return (unicodedata.category(ch) in CONTROL_CATEGORIES or 0xFDD0 <= code <= 0xFDEF
            or code & 0xFFFE == 0xFFFE)
BOTH = ("mocha", "letters")
GREAT_BAZAAR = "great_bazaar"
#: what the Great Bazaar cannot be played beside (``ruleset.conflicts``): said with R9's words
#: when only the two expansions were named
_ALL_CARDS = "the Great Bazaar plays with every bonus card (base, Mocha and Letters)"


def canonical(expansions: tuple[str, ...], variants: tuple[str, ...]
              ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The one spelling of a game's choices (ruling R9): with both Mocha and Letters the
    ``great_bazaar`` variant is added when it is not named, and the variants are sorted by
    name. ValueError when the result is a combination the rules forbid (a cards-alone variant
    beside both expansions), saying that both expansions are the Great Bazaar."""
    if set(BOTH) <= set(expansions) and GREAT_BAZAAR not in variants:
        alone = sorted(v for v in variants if v in ("mocha_cards_alone", "letters_cards_alone"))
        if alone:
            raise ValueError(f"Mocha and Letters together are the Great Bazaar (ruling R9), "
                             f"and {_ALL_CARDS}: {alone[0]!r} cannot be played with both "
                             "expansions")
        variants = (*variants, GREAT_BAZAAR)
    return tuple(expansions), tuple(sorted(variants))


class _FirstGameLayout:
    """The default of ``layout``: the ruleset's ``default_layout`` (``short-paths`` for the
    base game, ``mocha-first-game`` with Mocha). A marker, not None: ``layout=None`` is a
    mistake and is refused like any other malformed layout."""

    def __repr__(self) -> str:
        return "<the first-game layout of the game's rules>"


DEFAULT_LAYOUT = _FirstGameLayout()
#: what ``layout=`` accepts: a layout's name, a Layout, its rows of place numbers, or the default
LayoutChoice = str | Layout | Sequence[Sequence[int]] | _FirstGameLayout


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

    def __post_init__(self) -> None:
        # The default seat names ("Red", "Blue" ...) are the glossary's colour words: a Korean
        # table says 빨강 where an English one says Red, and the save still says "Red" (a name
        # a player typed stays as typed).
        object.__setattr__(self, "names", tuple(seat_name(n) for n in self.names))

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


def seat_name(name: str) -> str:
    """A default seat name as its glossary term (translated where it is shown); any other
    name as it is."""
    if isinstance(name, str) and not isinstance(name, Term) and name in SEAT_NAMES:
        try:
            return term(f"seat-{name.lower()}")
        except ValueError:
            return name
    return name


def make_config(players: int = 4, layout: LayoutChoice = DEFAULT_LAYOUT,
                expansions: Sequence[str] = (), variants: Sequence[str] = (),
                names: Sequence[str] | None = None, colours: Sequence[str] | None = None,
                mode: str = "teacher", seed: int = 1) -> GameConfig:
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
    expansions, variants = canonical(expansions, variants)
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    rules = build(expansions, variants)
    if layout is DEFAULT_LAYOUT and rules.random_layout:
        from ..layouts import random_layout

        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"seed must be a whole number, not {str(seed)[:20]!r}")
        # a layout's name holds its seed, so a longer game seed draws from its last 20 digits
        layout = random_layout(rules.random_layout,
                               seed=seed if -10**20 < seed < 10**20 else seed % 10**20)
    elif isinstance(layout, _FirstGameLayout):     # DEFAULT_LAYOUT, the one instance
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
            raise ValueError(f"a seat name is a text of 1 to 40 characters, not {n!r}"[:120])
        bad = [ch for ch in n if _unwritable(ch)]
        if bad:
            raise ValueError(f"a seat name cannot hold a control character (such as a tab, a "
                             f"line break or U+{ord(bad[0]):04X}); it is shown in pictures and "
                             f"logs, not {n[:40]!r}")
    return GameConfig(players, lay.name, lay.rows, names, colours, expansions, variants, mode)


def configurations() -> list[dict]:
    """Every configuration ``new_game`` accepts, each for 2-5 players, in its one spelling
    (``canonical``): every set of the playable expansions (in the order of
    ``ruleset.KNOWN_EXPANSIONS``, then any other by name), each with every set of the playable
    variants (sorted by name) that the rules allow beside it: a variant's ``needs`` are in
    the set, no two names conflict (``ruleset.conflicts``), and, by ruling R9, Mocha and
    Letters together come only as the Great Bazaar (``("mocha", "letters")`` with
    ``("great_bazaar", ...)``; ``new_game`` adds the variant when it is not named, so the
    two spellings are one game and are listed once).

    With today's two expansions and five variants that is 24 (expansions, variants) pairs:
    the base game, Mocha and Letters each with every set of the variants they allow, and the
    Great Bazaar with every set of the neutral assistants and the caravan leader. Whatever
    ``new_game`` accepts, its config's (expansions, variants) is in this list, and every
    entry is accepted (tests/engine/test_audit_config.py checks both)."""
    from itertools import combinations

    variants = playable_variants()
    names = [n for n in available() if n not in variants]
    names.sort(key=lambda n: (KNOWN_EXPANSIONS.index(n) if n in KNOWN_EXPANSIONS
                              else len(KNOWN_EXPANSIONS), n))
    sets = [c for k in range(len(names) + 1) for c in combinations(names, k)]
    chosen_sets = [c for k in range(len(variants) + 1) for c in combinations(sorted(variants), k)]
    combos: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
    for extra in sets:
        for chosen in chosen_sets:
            if any(not set(variants[v]) <= set(extra) for v in chosen):
                continue
            if conflicts((*extra, *chosen)):
                continue
            try:
                if canonical(extra, chosen) != (extra, chosen):
                    continue
            except ValueError:
                continue
            combos.append((extra, chosen))
    return [{"players": players, "expansions": extra, "variants": chosen}
            for extra, chosen in combos for players in range(2, 6)]
