"""A Ruleset: everything one game consults, built for that game and for no other.

``new_game(expansions=..., variants=...)`` builds a Ruleset from the base rules plus each
chosen expansion's or variant's ``install(rules)``. Places, phases (with their sub-decisions),
cards, abilities, figures, moving pieces, turn hooks, state parts, verbs, component data and the
ruby target all live on the Ruleset, never in a module-level table that another game could
change: a base game and a game with a test-only expansion run side by side in one process and
never see each other's rules.

An expansion is "new modules + a ruleset entry": a module with ``install(rules)`` that adds its
entries with the ``add_*`` methods below, and one ``register_expansion(name, install)`` call
(the package's own expansions are listed in ``KNOWN``). See docs/engine.md, "How to add an
expansion".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol

from ..i18n import _

if TYPE_CHECKING:
    from ..board import Board
    from .ops import Env
    from .save import Check
    from .state import Pending, PlayerState, State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = [
    "Figure", "KNOWN_EXPANSIONS", "KNOWN_VARIANTS", "Label", "MoveSource", "Options", "PartState",
    "Perform", "Phase", "Question", "Registration", "Ruleset", "SLICE_LAYERS", "StatePart", "Why",
    "available", "build", "check_names", "conflicts", "declared_slices", "lazy_function",
    "lazy_install", "own_assistants_at", "playable_variants", "register_base",
    "register_combination", "register_expansion", "register_save_migration", "register_variant",
    "registration", "restore", "save_migrations", "unregister_expansion", "view_fields",
]

#: refusal reasons by verb or action text: a text, or a function of the action's words that
#: gives one (``flow.explain`` reads them)
Why = dict[str, Any]


class Options(Protocol):
    """A rule's options: ``(state, env, why)`` -> the legal action texts (or argument texts) of
    the moment. ``why`` is None (just list them) or a dict to fill with verb -> the reason a
    verb is refused now, so that a rule's condition and its refusal text are written once, side
    by side."""

    def __call__(self, st: State, env: Env, why: Why | None, /) -> list[str]: ...


class Perform(Protocol):
    """A rule's effect: ``(state, env, words)`` carries out a legal action (its words) and
    narrates it into ``state.events``."""

    def __call__(self, st: State, env: Env, words: list[str], /) -> None: ...


class PartState(Protocol):
    """What the state asks of an expansion's part: a copy with the state, a JSON object in the
    save (``StatePart.new`` and ``load`` make one)."""

    def copy(self) -> PartState: ...

    def to_dict(self) -> dict: ...


class Question(Protocol):
    """A phase's question: ``(state, env)`` -> the decision of the moment in plain words."""

    def __call__(self, st: State, env: Env, /) -> str: ...


class Label(Protocol):
    """A button's short words for an action of the verb: (game, its arguments, language) ->
    at most ``labels.LIMIT`` characters (``engine.labels``' helpers fit them)."""

    def __call__(self, game: Any, args: list[str], lang: str, /) -> str: ...


@dataclass(frozen=True)
class Verb:
    """An action word: the button group it belongs to (``kind``), what its arguments are, and
    whether they form an unordered list that parsing sorts (goods to sell, places to empty).
    ``label`` gives a button's short words (``engine.labels.board_label``), so no widget cuts
    the engine's sentences apart; it lives with the rules that add the verb."""

    name: str
    kind: str
    args: str = ""          # "place", "places", "goods", "card", "colour", "number", "word"
    unordered: bool = False
    last: bool = False      # listed after the other actions of its kind ("skip")
    describe: Callable[[list[str]], str] | None = None
    #: what to say when the verb is tried at a moment that has no use for it
    elsewhere: str = ""
    label: Label | None = None
    #: the title of its button group while one of its actions is offered, when the kind's
    #: own title does not cover it (a guild card among the bonus cards); "" keeps the kind's
    group: str = ""


@dataclass(frozen=True)
class PlaceRule:
    """A place's action: its verbs, what may be chosen now (with reasons), and its effect."""

    number: int
    options: Options
    perform: Perform
    verbs: tuple[str, ...] = ()


@dataclass(frozen=True)
class Phase:
    """One moment of the turn machine: it owns its verbs, options, effect and question.

    ``window`` names the bonus-card window of the moment (a string, a function of the state, or
    None for no cards); ``pending`` is the type of the phase's data (or None); ``others_decide``
    says the decision may belong to another seat than the current one (``to_act != current``);
    ``at_merchant`` says the place in question is the current merchant's place. ``words`` is
    the moment in a learner's words ("choosing coffee at the Roasting Plant": the status
    line, the picture's caption; ``phases.plain_phase``), kept with the phase's rules.
    """

    name: str
    options: Options
    perform: Perform
    question: Question
    window: str | Callable[[State], str] | None = None
    pending: type[Pending] | None = None
    others_decide: bool = False
    at_merchant: bool = False
    verbs: tuple[str, ...] = ()
    words: str = ""


@dataclass(frozen=True)
class CardRule:
    """A bonus card: the windows it may be played in, what it may do, its effect."""

    id: str
    windows: frozenset[str]
    options: Options            # argument texts ("" for none)
    perform: Perform
    timing: str = ""


@dataclass(frozen=True)
class Ability:
    """Something a held tile lets its owner do at will (the yellow mosque tile)."""

    name: str
    options: Options
    perform: Perform


@dataclass(frozen=True)
class Figure:
    """A neutral figure met in the encounter phase: what it offers, how it is paid, and where
    it stands (``place(st)`` and ``move(st, place)``, so a figure may live in a state part)."""

    name: str
    title: str
    offers: Options
    take: Perform
    payments: Options
    pay: Perform
    place: Callable[[State], int | None]
    move: Callable[[State, int], None]


@dataclass(frozen=True)
class MoveSource:
    """What moves in the move phase and where it may go: ``piece`` names the moving piece
    ("merchant", "companion", "family"), ``reach(board, start, holder)`` its destinations,
    ``start(st)`` where it stands and ``arrive(st, env, place)`` what happens on arrival.
    ``acts_at(st)``, for a piece other than the merchant that acts where it arrives (the
    Letters companion), says where it stands once it has moved this turn (None: off the board,
    so the merchant acts): the place action and encounters happen there (``ops.mover_at``)."""

    name: str
    piece: str
    reach: Callable[[Board, int, bool], frozenset[int]]
    start: Callable[[State], int]
    arrive: Callable[..., None]
    acts_at: Callable[[State], int | None] | None = None


@dataclass(frozen=True)
class StatePart:
    """An expansion's part of the state, under its own key in the state and the save.

    ``new(st, env)`` -> the part after the set-up (an object with ``copy()`` and ``to_dict()``);
    ``load(data, check, st, env)`` -> the part from a save, every field checked (``check.fail``
    names the field); ``conserve(st, env)`` -> a reason when a conservation law is broken, else
    None; ``stage(st, env, spec)`` applies the staging keys named in ``stage_keys`` (``spec`` is
    a dict of those given to ``stage``).
    """

    key: str
    new: Callable[[State, Env], PartState]
    load: Callable[[dict[str, Any], Check, State, Env], PartState]
    conserve: Callable[[State, Env], str | None] | None = None
    stage_keys: tuple[str, ...] = ()
    stage: Callable[[State, Env, dict], None] | None = None
    #: part -> pieces to draw: dicts with "kind", "place", "seat" (or None) and "label"
    pieces: Callable[[Any], list[dict]] | None = None
    #: part -> rubies still on the part's own places (the Coffee House's track), and
    #: players -> rubies the expansion adds to the box: both count in the ruby conservation law
    rubies: Callable[[Any], int] | None = None
    box_rubies: Callable[[int], int] | None = None
    #: (part, seat) -> extra fields of that seat's public view (coffee, guild cards, ...)
    view: Callable[[Any, int], dict] | None = None
    #: the key of ``rubies`` in ``Game.ruby_supply()`` ("coffee_house")
    ruby_source: str = ""
    #: part -> a number that changes whenever a card is drawn from a hidden pile of the part
    #: (learner-mode undo refuses to take such a draw back, like a roll)
    draws: Callable[[Any], int] | None = None
    #: (part, seat or None, rng state) -> rng state: deal afresh what ``seat`` cannot see
    #: (other hands, hidden piles), in place, for ``Game.determinized``
    determinize: Callable[[Any, int | None, int], int] | None = None
    #: part -> rubies the part brought into play from the spare rubies beside the board (the
    #: Great Bazaar's refills of 13, 16 and 20): they join the box in the conservation law
    supply_rubies: Callable[[Any], int] | None = None
    #: fields of ``view`` that a game's result reports per seat (``Game.result_row``, the
    #: columns of ``simulate``: Mocha's coffee, Letters' seals)
    results: tuple[str, ...] = ()


def _no_holder(st: State, env: Env) -> bool:
    return False


def _merchant_payees(st: State, place: int) -> tuple[list[tuple[int, str]], int]:
    """The base game: an arriving merchant pays each other seat's merchant on ``place``."""
    seats = [(i, "merchant") for i, p in enumerate(st.players)
             if i != st.current and p.merchant == place]
    return seats, st.neutrals.count(place)


def own_assistants_at(st: State, seat: int, place: int) -> tuple[str, ...]:
    """The base game: a merchant may take back only its own assistant."""
    return ("own",) if place in st.players[seat].placed else ()


def _join_stack(st: State, seat: int, place: int | None, kind: str) -> None:
    """The base game: the seat's own assistant at ``place`` (or the 5th assistant from the box
    when ``place`` is None) joins its stack, whose order does not matter."""
    p = st.players[seat]
    if place is not None:
        p.placed.remove(place)
    p.stack += 1


def _leave_bottom(st: State, seat: int, place: int) -> str:
    """The base game: one of the seat's own assistants stays at ``place``."""
    p = st.players[seat]
    p.stack -= 1
    p.placed.append(place)
    p.placed.sort()
    return "own"


def _assistants_problem(p: PlayerState, players: int) -> str | None:
    """The base game: a seat's assistants are its stack and those it placed, 4 (5 with the blue
    mosque tile)."""
    from .data import STACK_START

    if p.stack + len(p.placed) != STACK_START + p.fifth:
        # TRANSLATORS: what is wrong with a field of a refused save file
        return _("stack {stack} + {placed} placed assistants must be {n} (assistants are "
                 "conserved)", stack=p.stack, placed=len(p.placed), n=STACK_START + p.fifth)
    return None


def _stage_stack(st: State, seat: int) -> str | None:
    """The base game: after staging where a seat's assistants stand, the others are in its
    stack; a reason when too many stand on the board."""
    from .data import STACK_START

    p = st.players[seat]
    p.stack = STACK_START + p.fifth - len(p.placed)
    if p.stack < 0:
        # TRANSLATORS: a staged or saved table has too many assistants on the board
        return _("at most {n} assistants can stand on the board", n=STACK_START + p.fifth)
    return None


def _stack_max(players: int) -> int:
    """The base game: a stack holds at most a seat's 5 assistants."""
    from .data import ASSISTANTS

    return ASSISTANTS


def _next_seat(st: State, env: Env) -> int:
    return (st.current + 1) % env.n


def _turn_order_problem(st: State, env: Env) -> str | None:
    if (st.turn - 1) % env.n != st.current:
        # TRANSLATORS: what is wrong with a field of a refused save file
        return _("turn {turn} is seat {seat}'s, not seat {current}'s (seat 0 starts, one "
                 "turn per seat per round)", turn=st.turn, seat=(st.turn - 1) % env.n,
                 current=st.current)
    return None


@dataclass
class Ruleset:
    """Every rule a game consults. Built by ``build``; frozen (read-only) once built."""

    expansions: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()
    data: dict = field(default_factory=dict)
    places: dict[int, PlaceRule] = field(default_factory=dict)
    phases: dict[str, Phase] = field(default_factory=dict)
    cards: dict[str, CardRule] = field(default_factory=dict)
    card_counts: dict[str, int] = field(default_factory=dict)
    card_titles: dict[str, str] = field(default_factory=dict)
    abilities: dict[str, Ability] = field(default_factory=dict)
    figures: dict[str, Figure] = field(default_factory=dict)
    move_sources: dict[str, MoveSource] = field(default_factory=dict)
    resolve: dict[str, Callable[[State, Env], None]] = field(default_factory=dict)
    verbs: dict[str, Verb] = field(default_factory=dict)
    parts: dict[str, StatePart] = field(default_factory=dict)
    end_of_turn_hooks: list[Callable[[State, Env], None]] = field(default_factory=list)
    after_action_hooks: list[Callable[[State, Env], None]] = field(default_factory=list)
    setup_hooks: list[Callable[[State, Env], None]] = field(default_factory=list)
    #: (st, env) -> the seat whose turn comes next; an expansion may give the same seat
    #: another turn. ``turn_order_problem`` says why a saved (turn, current) pair is wrong.
    next_seat: Callable[[State, Env], int] = _next_seat
    #: (st, place) -> (the other seats' pieces an arriving piece pays on ``place``, as (seat,
    #: piece) in seat order, and the number of neutral merchants there): the pay phase asks it,
    #: so an expansion's piece (the Letters companion) is paid without a second pay phase
    payees: Callable[[State, int], tuple[list[tuple[int, str]], int]] = _merchant_payees
    #: The assistants (RULES.md 4), so a variant may tell the seats' own from neutral ones
    #: (RULES.md 9): ``assistants_at(st, seat, place)`` -> the kinds ("own", "neutral") the
    #: seat's merchant may take into its stack there; ``join_stack(st, seat, place, kind)``
    #: moves one there (``place`` None: the 5th assistant from the box); ``leave_bottom(st,
    #: seat, place)`` leaves the stack's bottom assistant there and returns its kind;
    #: ``assistants_problem(player, players)`` says why a seat's assistants are not conserved;
    #: ``stage_stack(st, seat)`` fills a staged seat's stack; ``stack_max(players)`` bounds it.
    assistants_at: Callable[[State, int, int], tuple[str, ...]] = own_assistants_at
    join_stack: Callable[[State, int, int | None, str], None] = _join_stack
    leave_bottom: Callable[[State, int, int], str] = _leave_bottom
    assistants_problem: Callable[[PlayerState, int], str | None] = _assistants_problem
    stage_stack: Callable[[State, int], str | None] = _stage_stack
    stack_max: Callable[[int], int] = _stack_max
    turn_order_problem: Callable[[State, Env], str | None] = _turn_order_problem
    #: players -> rubies that end the game
    ruby_target_for: Callable[[int], int] = lambda players: 5
    #: kinds of layout (``layouts.KINDS``) this game can be played on
    layout_kinds: tuple[str, ...] = ("base",)
    #: the layout ``new_game`` uses when none is given (an expansion's first-game layout)
    default_layout: str = "short-paths"
    #: a layout kind (``layouts.KINDS``): when set, ``new_game`` without a layout draws a
    #: random legal layout of that kind from the game's seed instead (the Great Bazaar)
    random_layout: str = ""
    #: (st, env) -> whether the seat moving now may cross the barrier (the Mocha
    #: barrier-control tile); nobody may in the base game
    holds_barrier: Callable[[State, Env], bool] = _no_holder
    #: the outer layers' modules for this game's expansions and variants, by layer ("picture",
    #: "panel", "strategy"), in install order: what ``register_expansion(..., slices=...)``
    #: declared. Each layer imports its modules when it builds a game's picture, panel or bot
    #: terms (``core.slices.SliceRegistry``), so neither the engine nor a layer's core names an
    #: expansion.
    slices: dict[str, tuple[str, ...]] = field(default_factory=dict)
    memo: dict = field(default_factory=dict, repr=False, compare=False)
    _frozen: bool = field(default=False, repr=False)

    def __setattr__(self, name: str, value: object) -> None:
        if getattr(self, "_frozen", False) and name != "_frozen":
            raise AttributeError(f"a built Ruleset is read-only (tried to set {name!r})")
        object.__setattr__(self, name, value)

    def _open(self) -> None:
        if self._frozen:
            raise AttributeError("a built Ruleset is read-only; add rules in install(rules)")

    # -- adding rules (only inside install) ---------------------------------------------------
    def add_verb(self, name: str, kind: str, args: str = "", unordered: bool = False,
                 last: bool = False, describe: Callable[[list[str]], str] | None = None,
                 elsewhere: str = "", label: Label | None = None, group: str = "") -> None:
        """Add (or replace) a verb; a replaced verb keeps its label unless one is given."""
        self._open()
        old = self.verbs.get(name)
        if label is None and old is not None:
            label = old.label
        self.verbs[name] = Verb(name, kind, args, unordered, last, describe, elsewhere, label,
                                group)

    def add_labels(self, labels: Mapping[str, Label]) -> None:
        """Give verbs already added their button labels (``{"roast": roast_label}``)."""
        self._open()
        for name, label in labels.items():
            verb = self.verbs.get(name)
            if verb is None:
                raise ValueError(f"no verb {name!r} to label; add it first")
            self.verbs[name] = replace(verb, label=label)

    def add_place(self, number: int, options: Options, perform: Perform,
                  verbs: tuple[str, ...] = ()) -> None:
        self._open()
        self.places[number] = PlaceRule(number, options, perform, tuple(verbs))

    def add_phase(self, name: str, options: Options, perform: Perform, question: Question,
                  **kw: Any) -> None:
        self._open()
        old = self.phases.get(name)
        if old is not None and "words" not in kw:   # a wrapped phase keeps its words
            kw["words"] = old.words
        self.phases[name] = Phase(name, options, perform, question, **kw)

    def add_card(self, card_id: str, windows: Iterable[str], options: Options, perform: Perform,
                 count: int = 0, title: str = "", timing: str = "") -> None:
        self._open()
        self.cards[card_id] = CardRule(card_id, frozenset(windows), options, perform, timing)
        self.card_counts[card_id] = count
        self.card_titles[card_id] = title or card_id

    def add_ability(self, name: str, options: Options, perform: Perform) -> None:
        self._open()
        self.abilities[name] = Ability(name, options, perform)

    def add_figure(self, figure: Figure) -> None:
        self._open()
        self.figures[figure.name] = figure

    def add_move_source(self, source: MoveSource) -> None:
        self._open()
        self.move_sources[source.name] = source

    def add_part(self, part: StatePart) -> None:
        self._open()
        if part.key in self.parts:
            raise ValueError(f"state part {part.key!r} is installed twice")
        self.parts[part.key] = part

    # -- reading ------------------------------------------------------------------------------
    @property
    def card_ids(self) -> tuple[str, ...]:
        return tuple(sorted(self.card_counts))

    def ruby_target(self, players: int) -> int:
        return self.ruby_target_for(players)

    def place_of_verb(self, verb: str) -> list[int]:
        """Places whose action uses ``verb`` (for "you are not at that place" reasons)."""
        return sorted(n for n, r in self.places.items() if verb in r.verbs)


#: name -> install(rules), for every expansion and variant this process knows.
_INSTALLERS: dict[str, Callable[[Ruleset], None]] = {}
#: name -> {layer: its modules in that layer} (``register_expansion``'s ``slices``)
_SLICES: dict[str, dict[str, tuple[str, ...]]] = {}
#: the base game's installer (``register_base``): every ruleset starts from it
_BASE: list[Callable[[Ruleset], None]] = []


def register_base(install: Callable[[Ruleset], None]) -> None:
    """The installer every ruleset starts from (``engine.base.install``, registered by
    ``istanbul_nb.engine`` on import, so this module imports no rule module)."""
    _BASE[:] = [install]


#: name -> {field of ``g.player(i)`` its state part adds: its value in a game without it}
_VIEW_FIELDS: dict[str, dict[str, Any]] = {}
#: the outer layers an expansion may add to (``Ruleset.slices``)
SLICE_LAYERS = ("picture", "panel", "strategy")
#: names the game knows of but this version does not play yet (refused with that reason)
KNOWN_EXPANSIONS = ("mocha", "letters")
KNOWN_VARIANTS = ("great_bazaar", "neutral_assistants", "caravan_leader")


def lazy_install(module: str, name: str = "install") -> Callable[[Ruleset], None]:
    """An installer that imports ``module`` only when a game is built with it: a process that
    plays only the base game never loads an expansion's modules (``import istanbul_nb`` stays
    light). One function per (module, name), so the ``build`` cache keys on it as on any
    installer."""
    def install(rules: Ruleset) -> None:
        from importlib import import_module

        getattr(import_module(module), name)(rules)

    install.__qualname__ = install.__name__ = f"lazy {module}.{name}"
    install.__doc__ = f"``{module}.{name}(rules)``, imported on first use."  # i18n: not shown
    return install


def lazy_function(module: str, name: str) -> Callable[..., Any]:
    """``module.name``, imported on the first call (as ``lazy_install``: a save migration or
    any hook of an expansion stays unloaded until a game needs it)."""
    def call(*args: Any) -> Any:
        from importlib import import_module

        return getattr(import_module(module), name)(*args)

    call.__qualname__ = call.__name__ = f"lazy {module}.{name}"
    return call


#: (does it apply to a parsed save?, migrate: doc -> (doc, note)), in registration order
_MIGRATIONS: list[tuple[Callable[[dict], bool], Callable[[dict], tuple[dict, str]]]] = []


def register_save_migration(applies: Callable[[dict], bool],
                            migrate: Callable[[dict], tuple[dict, str]]) -> None:
    """A change an expansion makes to an older save before it is loaded (the pre-R9 third
    mode read as the Great Bazaar): ``applies(doc)`` is a cheap test of the parsed document
    (so the expansion's module is loaded only for its saves); ``migrate(doc)`` returns the
    document and a note for the learner ("" when nothing changed)."""
    _MIGRATIONS.append((applies, migrate))


def save_migrations() -> tuple[tuple[Callable[[dict], bool],
                                     Callable[[dict], tuple[dict, str]]], ...]:
    """The registered save migrations, in registration order (``save.loads`` applies them)."""
    return tuple(_MIGRATIONS)


def register_expansion(name: str, install: Callable[[Ruleset], None],
                       slices: Mapping[str, Sequence[str]] | None = None,
                       view: Mapping[str, Any] | None = None) -> None:
    """Make ``new_game(expansions=(name,))`` (and loading its saves) possible. Registering
    changes no game: each game builds its own Ruleset from the names in its config.

    ``slices`` names the modules the expansion adds to the outer layers, by layer
    (``{"picture": ("my_pkg.picture",), "panel": (...), "strategy": (...)}``; layers in
    ``SLICE_LAYERS``): each is imported when a game with the expansion is drawn, shown in a
    panel or evaluated by a bot, and registers what it adds there.

    ``view`` names the fields its state part adds to a seat's public view (``g.player(i)``,
    from the part's ``view``) with their value in a game without the expansion
    (``{"coffee": 0}``), so every game's view has them (``view_fields``)."""
    if not isinstance(name, str) or not name.replace("_", "").isalnum():
        raise ValueError(f"an expansion name is one word, not {name!r}")
    declared: dict[str, tuple[str, ...]] = {}
    for layer, modules in (slices or {}).items():
        if layer not in SLICE_LAYERS:
            raise ValueError(f"{layer!r} is no layer an expansion adds to; layers: "
                             + ", ".join(SLICE_LAYERS))
        if isinstance(modules, str) or not all(isinstance(m, str) and m for m in modules):
            raise ValueError(f"the {layer} slices are module names, not {modules!r}"[:200])
        declared[layer] = tuple(modules)
    fields = dict(view or {})
    if not all(isinstance(k, str) and k.isidentifier() for k in fields):
        raise ValueError(f"view fields are names, not {sorted(map(repr, fields))}"[:200])
    _INSTALLERS[name] = install
    _SLICES[name] = declared
    _VIEW_FIELDS[name] = fields


#: (expansion names, installer): rules that hold only when all those expansions are played
_COMBINATIONS: list[tuple[tuple[str, ...], Callable[[Ruleset], None]]] = []


def register_combination(names: Sequence[str], install: Callable[[Ruleset], None]) -> None:
    """Rules for a game with all of ``names`` (Mocha and Letters together: the 5x5 board),
    declared once instead of in each expansion: ``build`` calls ``install(rules)`` after the
    expansions are installed and before the variants."""
    key = tuple(sorted(names))
    if len(key) < 2 or len(set(key)) != len(key):
        raise ValueError(f"a combination names two or more expansions, not {list(names)!r}")
    _COMBINATIONS[:] = [(k, f) for k, f in _COMBINATIONS if k != key] + [(key, install)]


def view_fields() -> dict[str, Any]:
    """Every field the registered expansions and variants add to ``g.player(i)``, with its
    value in a game without them, by field name (``PlayerView`` starts from these)."""
    out: dict[str, Any] = {}
    for name in sorted(_VIEW_FIELDS):
        out.update(_VIEW_FIELDS[name])
    return out


#: variant name -> the expansions it needs (a variant is installed after the expansions)
_VARIANTS: dict[str, tuple[str, ...]] = {}
#: variant name -> {expansion or variant it cannot be played with: why not}
_CONFLICTS: dict[str, dict[str, str]] = {}


def register_variant(name: str, install: Callable[[Ruleset], None],
                     needs: tuple[str, ...] = (), conflicts: dict[str, str] | None = None,
                     slices: Mapping[str, Sequence[str]] | None = None,
                     view: Mapping[str, Any] | None = None) -> None:
    """Make ``new_game(variants=(name,))`` possible, together with the expansions it ``needs``
    (a game naming the variant without them is refused, saying which). ``conflicts`` maps an
    expansion or variant the rules forbid beside this one to the reason, which the refusal
    gives (either name may be given first: the refusal is the same). ``slices`` as for
    ``register_expansion``, and ``view``."""
    register_expansion(name, install, slices, view)
    _VARIANTS[name] = tuple(needs)
    _CONFLICTS[name] = dict(conflicts or {})


def declared_slices(name: str) -> Mapping[str, tuple[str, ...]]:
    """The modules ``name`` adds to each outer layer, as registered (read-only; empty for a
    name that is not registered or adds to no layer). For what a layer shows of an expansion
    without a game of it: the weights a bot may be given for any expansion's terms, a table of
    an expansion's terms."""
    return MappingProxyType(dict(_SLICES.get(name, {})))


@dataclass(frozen=True)
class Registration:
    """Everything registered for one name (``registration``), so that it can be put back
    exactly (``restore``): a test that unregisters an expansion must not lose its slices."""

    name: str
    install: Callable[[Ruleset], None]
    slices: Mapping[str, tuple[str, ...]]
    view: Mapping[str, Any]
    needs: tuple[str, ...] | None          # None: an expansion, not a variant
    conflicts: Mapping[str, str]


def registration(name: str) -> Registration:
    """What is registered for ``name`` (ValueError when nothing is)."""
    if name not in _INSTALLERS:
        raise ValueError(f"{name!r} is not registered")
    return Registration(name, _INSTALLERS[name], MappingProxyType(dict(_SLICES.get(name, {}))),
                        MappingProxyType(dict(_VIEW_FIELDS.get(name, {}))),
                        _VARIANTS.get(name), MappingProxyType(dict(_CONFLICTS.get(name, {}))))


def restore(reg: Registration) -> None:
    """Register ``reg`` again, as it was."""
    if reg.needs is None:
        register_expansion(reg.name, reg.install, reg.slices, reg.view)
    else:
        register_variant(reg.name, reg.install, reg.needs, dict(reg.conflicts), reg.slices,
                         reg.view)


def unregister_expansion(name: str) -> None:
    _INSTALLERS.pop(name, None)
    _SLICES.pop(name, None)
    _VIEW_FIELDS.pop(name, None)
    _VARIANTS.pop(name, None)
    _CONFLICTS.pop(name, None)


def conflicts(names: tuple[str, ...]) -> list[tuple[str, str, str]]:
    """(variant, other name, why) for every pair of ``names`` that the rules forbid together,
    in the order the names are given.

    What the rules forbid (seed 000, "변형 규칙": "apply them one at a time or all together"):
    only the Great Bazaar's "use every bonus card" against ``mocha_cards_alone`` and
    ``letters_cards_alone`` (its need of both expansions is a ``needs``). The neutral
    assistants and the caravan leader combine with everything, for 2-5 players each (the
    neutral assistants' 5-player note only says to use a stand-in piece)."""
    out = []
    for v in names:
        for other in names:
            why = _CONFLICTS.get(v, {}).get(other)
            if why and other != v:
                out.append((v, other, why))
    return out


def available() -> list[str]:
    """Expansion and variant names that can be played now, sorted."""
    return sorted(_INSTALLERS)


def playable_variants() -> dict[str, tuple[str, ...]]:
    """Each variant that can be played now, with the expansions it needs."""
    return {name: _VARIANTS[name] for name in sorted(_VARIANTS) if name in _INSTALLERS}


def check_names(expansions: tuple, variants: tuple) -> None:
    """ValueError naming an expansion or variant that cannot be played."""
    for kind, names, known in (("expansion", expansions, KNOWN_EXPANSIONS),
                               ("variant", variants, KNOWN_VARIANTS)):
        if len(set(names)) != len(names):
            raise ValueError(f"each {kind} is named once, not {list(names)!r}")
        for e in names:
            if not isinstance(e, str):
                raise ValueError(f"an {kind} is named by a text, not {e!r}"[:200])
            if e in _INSTALLERS and (e in _VARIANTS) == (kind == "variant"):
                continue
            if e in _INSTALLERS:
                other = "variants" if kind == "expansion" else "expansions"
                article = "an" if kind == "expansion" else "a"
                raise ValueError(f"{e!r} is not {article} {kind}: name it in {other}=")
            if e in known:
                plays = [n for n in sorted(_INSTALLERS) if (n in _VARIANTS) == (kind == "variant")]
                raise ValueError(f"the {e!r} {kind} is not in this version of the engine yet; "
                                 f"{kind}s it plays: {', '.join(plays) or 'none'}")
            raise ValueError(f"unknown {kind} {e[:40]!r}; known: {', '.join(known)}")
    for v in variants:
        missing = [e for e in _VARIANTS.get(v, ()) if e not in expansions]
        if missing:
            need = list(_VARIANTS[v])
            raise ValueError(f"the {v!r} variant needs the {' and '.join(map(repr, missing))} "
                             f"expansion{'s' if len(missing) > 1 else ''}: expansions=("
                             + ", ".join(map(repr, need)) + ("," if len(need) == 1 else "")
                             + ")")
    for v, other, why in conflicts((*expansions, *variants)):
        raise ValueError(f"the {v!r} variant cannot be played with {other!r}: {why}")


_BUILT: dict[tuple, Ruleset] = {}


def build(expansions: tuple[str, ...] = (), variants: tuple[str, ...] = ()) -> Ruleset:
    """The Ruleset of the base game plus ``expansions`` and ``variants`` (installed in that
    order). Rulesets are read-only, so games with the same choices share one."""
    names = (*expansions, *variants)
    key = (tuple(expansions), tuple(variants), tuple(_INSTALLERS.get(n) for n in names),
           tuple(_COMBINATIONS),
           tuple(tuple(sorted(_SLICES.get(n, {}).items())) for n in names))
    hit = _BUILT.get(key)
    if hit is not None:
        return hit
    check_names(tuple(expansions), tuple(variants))
    if not _BASE:
        raise RuntimeError("the base game's rules are not registered (register_base: "
                           "istanbul_nb.engine does it on import)")
    rules = Ruleset(expansions=tuple(expansions), variants=tuple(variants))
    _BASE[0](rules)
    for name in expansions:
        _INSTALLERS[name](rules)
    for combined, install in _COMBINATIONS:
        if set(combined) <= set(expansions):
            install(rules)
    for name in variants:
        _INSTALLERS[name](rules)
    for name in ("places", "phases", "cards", "card_counts", "card_titles", "abilities",
                 "figures", "move_sources", "resolve", "verbs", "parts"):
        object.__setattr__(rules, name, MappingProxyType(dict(getattr(rules, name))))
    for name in ("end_of_turn_hooks", "after_action_hooks", "setup_hooks"):
        object.__setattr__(rules, name, tuple(getattr(rules, name)))
    slices: dict[str, list[str]] = {}
    for name in names:
        for layer, modules in _SLICES.get(name, {}).items():
            have = slices.setdefault(layer, [])
            have.extend(m for m in modules if m not in have)
    object.__setattr__(rules, "slices",
                       MappingProxyType({k: tuple(v) for k, v in slices.items()}))
    rules._frozen = True
    _BUILT[key] = rules
    return rules
