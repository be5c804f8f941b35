"""The settings forms of the Voilà apps (``apps/*.ipynb``): choose, press Start, get the widget.

An app is a short form above an empty area. Start reads the form, builds the widget (a Table,
a MoveExplorer or a LayoutEditor) and shows it in the area; the form folds into one line that
says what was chosen, with a button to open it again. A notebook needs two lines::

    from istanbul_nb.widgets.app_forms import TableApp
    TableApp()

The forms hold no rules. The player counts and the expansions are the ones
``engine.configurations()`` lists (a registered expansion appears by itself); the boards are
the shipped layouts (``layouts.names()``) and a random layout of each board kind
(``layouts.random_layout``), offered when ``new_game`` accepts that kind under some playable
configuration; a combination the engine refuses is shown in the engine's own words and Start
waits until it is fixed. ``TableSettings`` is the Table form's choices as plain data, so what
Start builds can be checked without a page.

Each form speaks the language it is given (``lang``; a Voilà app passes ``query_language()``,
the page's ``?lang=ko``), has a language menu that switches its words and the widget Start
built, and gives that language to the widget it builds.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from html import escape
from typing import Any
from urllib.parse import parse_qs

import ipywidgets as w

from .. import layouts
from ..board import Board
from ..bots import GreedyBot, MonteCarloBot, RandomBot, SearchBot
from ..engine import Game, configurations, new_game
from ..i18n import Message, _, check_language, join, language, tr
from ..layouts import Layout
from .common import lang_class, language_menu, language_style, relabel_language_menu
from .layout_editor import KIND_NAMES, LayoutEditor
from .move_explorer import MoveExplorer
from .table import Table

#: A board choice that starts with this is a random layout of the kind that follows it.
RANDOM = "random:"
#: Seeds the forms accept (a seed is any whole number; a short one is easy to say aloud).
MAX_SEED = 999_999
#: What the expansions are called on the box; a registered name not listed shows as itself.
EXPANSION_TITLES: dict[str, str] = {
    "mocha": _("Mocha & Baksheesh"), "letters": _("Letters & Seals"),
    "great_bazaar": _("Great Bazaar"), "neutral_assistants": _("Neutral assistants"),
    "caravan_leader": _("Caravan leader"),
    "mocha_cards_alone": _("Only the Mocha bonus cards"),
    "letters_cards_alone": _("Only the Letters bonus cards")}


#: The variants of RULES.md 9 in the rules' order: the form lists them first.
VARIANT_ORDER: tuple[str, ...] = ("great_bazaar", "neutral_assistants", "caravan_leader")


#: The strong bot's think times the form offers (seconds a decision) and its default.
THINK_TIMES: tuple[float, ...] = (0.25, 0.5, 1.0, 2.0, 5.0)
STRONG_THINK = 1.0


def _bot(kind: str) -> Callable[[int], object]:
    makers: dict[str, Callable[[int], object]] = {
        "greedy": lambda seed: GreedyBot(seed=seed),
        # eager: a uniformly random player ends most turns at once; an eager one plays
        "random": lambda seed: RandomBot(seed=seed, eager=True),
        "montecarlo": lambda seed: MonteCarloBot(seed=seed),
        # the search bot at the default think time (``TableSettings.think`` sets the Table's)
        "strong": lambda seed: SearchBot(seed=seed, think_time=STRONG_THINK),
    }
    return makers[kind]


#: Who may sit at a seat: key -> (the form's words, a bot maker taking a seed, or None).
SEAT_KINDS: dict[str, tuple[str, Callable[[int], object] | None]] = {
    "person": (_("a person"), None),
    "greedy": (_("greedy bot"), _bot("greedy")),
    "random": (_("random bot"), _bot("random")),
    "montecarlo": (_("Monte Carlo bot (slower)"), _bot("montecarlo")),
    "strong": (_("strong bot (thinks 1 s)"), _bot("strong")),
}


def query_language(query: str | None = None) -> str | None:
    """The language a page's address asks for (``?lang=ko``; ``ko-KR``, ``zh-TW`` too): Voilà
    gives the kernel the page's query string as the environment variable ``QUERY_STRING``.
    None when it names no language, or one the kit does not speak (the form then starts in
    the kit's default)."""
    text = os.environ.get("QUERY_STRING", "") if query is None else query
    asked = parse_qs(text.lstrip("?")).get("lang")
    if not asked:
        return None
    try:
        return check_language(asked[-1])
    except ValueError:
        return None


def expansion_title(name: str) -> str:
    """An expansion's name for people (a message): "mocha" -> "Mocha & Baksheesh"."""
    return EXPANSION_TITLES.get(name, name.replace("_", " ").capitalize())


def _titles(names: Iterable[str]) -> Any:
    got = [expansion_title(n) for n in names]
    if not got:
        return _("the base game")
    if len(got) == 1:
        return got[0]
    return _("{items} and {last}", items=join(got[:-1]), last=got[-1])


def _span(counts: Iterable[int]) -> Any:
    c = sorted(counts)
    if c == list(range(c[0], c[-1] + 1)):
        return _("{first} to {last}", first=c[0], last=c[-1]) if len(c) > 1 else str(c[0])
    return ", ".join(map(str, c))


def playable() -> dict[tuple[str, ...], tuple[int, ...]]:
    """Each expansion set the engine plays (``()`` is the base game) -> its player counts,
    read from ``engine.configurations()``."""
    out: dict[tuple[str, ...], list[int]] = {}
    for c in configurations():
        out.setdefault(tuple(c["expansions"]), []).append(c["players"])
    return {k: tuple(sorted(set(v))) for k, v in out.items()}


def player_counts() -> list[int]:
    """Every player count of some playable configuration."""
    return sorted({n for counts in playable().values() for n in counts})


def expansion_names() -> list[str]:
    """Every expansion that is part of some playable configuration, in the engine's order."""
    seen: dict[str, None] = {}
    for names in playable():
        seen.update(dict.fromkeys(names))
    return list(seen)


def variant_names() -> list[str]:
    """Every variant that is part of some playable configuration, in the engine's order (a
    variant's title is ``expansion_title``'s: "Great Bazaar", "Neutral assistants")."""
    seen: dict[str, None] = {}
    for c in configurations():
        seen.update(dict.fromkeys(c.get("variants", ())))
    # the variants of RULES.md 9 first, in the rules' order; then the set-up choices
    first = [v for v in VARIANT_ORDER if v in seen]
    return first + [v for v in seen if v not in first]


def make_layout(choice: str, seed: int) -> Layout:
    """The layout a board choice names: a shipped layout, or ``random:<kind>`` from ``seed``."""
    if choice.startswith(RANDOM):
        return layouts.random_layout(choice[len(RANDOM):], seed=seed)
    return layouts.load(choice)


def layout_choices(kinds: Iterable[str] = layouts.KINDS) -> list[tuple[str, str]]:
    """(label, choice) for the shipped layouts of ``kinds``, then a random layout of each."""
    kinds = [k for k in layouts.KINDS if k in set(kinds)]
    shipped = [layouts.load(n) for n in layouts.names()]
    out = [(lay.title, lay.name) for k in kinds for lay in shipped if lay.kind == k]
    for k in kinds:
        board = KIND_NAMES.get(k, k).split(",")[0]
        out.append((_("Random layout ({board})", board=board), RANDOM + k))
    return out


def table_kinds() -> list[str]:
    """The board kinds ``new_game`` accepts under some playable configuration (asked of the
    engine with a random layout of each kind, so a new expansion brings its board along)."""
    table = playable()
    out = []
    for kind in layouts.KINDS:
        lay = layouts.random_layout(kind, seed=0)
        for names, counts in table.items():
            try:
                new_game(players=counts[0], layout=lay, expansions=names)
            except ValueError:
                continue
            out.append(kind)
            break
    return out


def _sentence(text: Any, lang: str | None = "en") -> str:
    said = tr(text, lang)
    return said[:1].upper() + said[1:] if said else said


class _Upper(Message):
    """A value that starts a sentence: its first letter upper-case in every language that
    has cases (the engine's reason, an expansion's name)."""

    __slots__ = ("inner",)
    inner: Any

    def __new__(cls, inner: Any) -> _Upper:
        self = str.__new__(cls, _sentence(str(inner)))
        self.msgid, self.plural, self.n, self.values = str(inner), None, None, {}
        self.inner = inner
        return self

    def text(self, lang: str | None = None) -> str:
        return _sentence(self.inner, lang)

    def __reduce__(self) -> tuple:
        return (_Upper, (self.inner,))


@dataclass(frozen=True)
class TableSettings:
    """The Table form's choices. ``seats`` has one key of ``SEAT_KINDS`` per seat (extra
    entries are ignored); ``layout`` is a shipped layout's name or ``random:<kind>``; ``seed``
    sets up the game (and draws a random layout)."""

    players: int = 4
    layout: str = "short-paths"
    seed: int = 1
    expansions: tuple[str, ...] = ()
    seats: tuple[str, ...] = ("person", "greedy", "greedy", "greedy", "greedy")
    #: The variants (RULES.md 9) ticked; a combination the rules forbid is refused by the
    #: engine, in its words (``problem``).
    variants: tuple[str, ...] = ()
    #: Seconds the strong bot (the search bot) thinks a decision: one of ``THINK_TIMES``.
    think: float = STRONG_THINK
    #: The language of the Table it builds (None: the kit's default, ``i18n.language()``);
    #: not part of the game (a save does not depend on its language), so not compared.
    lang: str | None = field(default=None, compare=False)

    def _expansions(self) -> tuple[str, ...] | None:
        """The playable expansion set equal to the chosen one, in the engine's order."""
        for names in playable():
            if set(names) == set(self.expansions) and len(names) == len(self.expansions):
                return names
        return None

    def problem(self) -> str | None:
        """Why these settings cannot start a game, in plain words (a message: English as a
        str, ``tr`` in the form's language); None when they can."""
        table = playable()
        names = self._expansions()
        if names is None:
            unknown = [n for n in self.expansions if n not in expansion_names()]
            if unknown:
                known = expansion_names()
                if known:
                    return _("{names} cannot be played in this version yet; it plays the base "
                             "game and {known}.", names=_titles(unknown), known=_titles(known))
                return _("{names} cannot be played in this version yet; it plays the base "
                         "game only.", names=_titles(unknown))
            return _("{names} cannot be played together in this version.",
                     names=_titles(self.expansions))
        counts = table[names]
        if isinstance(self.players, bool) or self.players not in counts:
            return _("{names} is played by {counts} players in this version, not {players}.",
                     names=_Upper(_titles(names)), counts=_span(counts), players=self.players)
        seats = tuple(self.seats)[: self.players]
        if len(seats) < self.players:
            return _("Say who sits at each of the {n} seats.", n=self.players)
        for seat in seats:
            if seat not in SEAT_KINDS:
                return _("Unknown kind of player {kind}; choose one of {kinds}.",
                         kind=repr(seat), kinds=", ".join(SEAT_KINDS))
        if self.think not in THINK_TIMES or isinstance(self.think, bool):
            return _("The strong bot thinks {times} seconds a decision, not {think}.",
                     times=", ".join(f"{t:g}" for t in THINK_TIMES), think=repr(self.think))
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or not (
                0 <= self.seed <= MAX_SEED):
            return _("The seed is a whole number from 0 to {most}, not {seed}.",
                     most=f"{MAX_SEED:,}", seed=repr(self.seed))
        try:
            self.game()
        except ValueError as exc:  # the engine's own words (a board of the wrong kind, ...)
            return _("{reason}.", reason=_Upper(exc.args[0] if exc.args else str(exc)))
        return None

    def game(self) -> Game:
        """The new game these settings describe (ValueError when the engine refuses them)."""
        names = self._expansions()
        return new_game(players=self.players, layout=make_layout(self.layout, self.seed),
                        seed=self.seed, expansions=self.expansions if names is None else names,
                        variants=self.game_variants())

    def game_variants(self) -> tuple[str, ...]:
        """The ticked variants in the engine's order (an unknown one kept, for its message)."""
        known = variant_names()
        return (tuple(v for v in known if v in self.variants)
                + tuple(v for v in self.variants if v not in known))

    def bots(self) -> dict[int, object]:
        """A fresh bot for each bot seat, seeded from the game's seed and the seat."""
        out = {}
        for seat, kind in enumerate(tuple(self.seats)[: self.players]):
            make = SEAT_KINDS[kind][1]
            if make is not None:
                bot = make(self.seed * 10 + seat)
                if isinstance(bot, SearchBot):     # the form's think time, not the default
                    bot = SearchBot(seed=bot.seed, think_time=float(self.think))
                out[seat] = bot
        return out

    def table(self) -> Table:
        """The Table these settings describe (ValueError naming the problem otherwise)."""
        problem = self.problem()
        if problem:
            raise ValueError(problem)
        return Table(self.game(), bots=self.bots(), lang=self.lang)


class _App(w.VBox):
    """A form, a Start button and the area the built widget goes into; a title and a help
    line over it and a language menu beside them, every word in the form's language."""

    start_label: Any = _("Start")
    title: Any = _("Istanbul")
    help: Any = ""

    def __init__(self, fields: list[w.Widget], build: Callable[[], object],
                 lang: str | None = None) -> None:
        self._build = build            # what Start makes: each app passes its own builder
        self.lang = check_language(lang if lang is not None else language())
        #: (widget, trait, words): what ``_relabel`` sets again in another language
        self._words: list[tuple[w.Widget, str, Any]] = []
        #: (dropdown, its options in a language): lists shown in the form's language
        self._lists: list[tuple[w.Dropdown, Callable[[str], list]]] = []
        self.message = w.HTML()
        self._problem: Any = None
        self.heading = w.HTML()
        self.language_menu = language_menu(self.lang)
        self.language_menu.observe(lambda c: self.set_language(c["new"]), names="value")
        self.start_button = w.Button(icon="play", button_style="primary")
        self.word(self.start_button, "description", self.start_label)
        self.form = w.VBox([*fields, w.HBox([self.start_button, self.message],
                                            layout=w.Layout(align_items="center"))])
        self.form.add_class("ist-app-form")
        self.chosen = w.HTML()
        self.change_button = w.Button(icon="sliders")
        self.word(self.change_button, "description", _("Change settings"))
        self.bar = w.HBox([self.chosen, self.change_button],
                          layout=w.Layout(display="none", align_items="center",
                                          flex_flow="row wrap"))
        self.area = w.Box(layout=w.Layout(width="100%"))
        self.widget: object | None = None
        top = w.HBox([self.heading, self.language_menu],
                     layout=w.Layout(justify_content="space-between", align_items="flex-start",
                                     flex_flow="row wrap"))
        super().__init__([language_style(), top, self.form, self.bar, self.area],
                         layout=w.Layout(width="100%"))
        self.add_class(lang_class(self.lang))
        self.start_button.on_click(lambda _: self.start())
        self.change_button.on_click(lambda _: self.show_form())
        for watched in self._watched():
            watched.observe(lambda _: self._check(), names="value")
        self._show_heading()
        self._check()

    # the form's words in its language
    def word(self, widget: w.Widget, trait: str, words: Any) -> Any:
        """Set ``widget``'s ``trait`` to ``words`` in the form's language, and again when the
        language changes; returns the widget."""
        self._words.append((widget, trait, words))
        setattr(widget, trait, tr(words, self.lang))
        return widget

    def listed(self, dropdown: w.Dropdown, options: Callable[[str], list]) -> w.Dropdown:
        """Show ``options(lang)`` in ``dropdown``, again when the language changes (its choice
        kept); returns the dropdown."""
        self._lists.append((dropdown, options))
        return dropdown

    def set_language(self, lang: str) -> None:
        """Every word of the form, and of the widget Start built, in ``lang`` (ValueError for
        a language the kit does not speak; nothing changes then)."""
        code = check_language(lang)
        self.remove_class(lang_class(self.lang))
        self.add_class(lang_class(code))  # the language's fonts (common.LANGUAGE_CSS)
        self.lang = code
        if self.language_menu.value != code:
            self.language_menu.value = code  # its observer comes back here
            return
        relabel_language_menu(self.language_menu)
        for widget, trait, words in self._words:
            setattr(widget, trait, tr(words, code))
        for dropdown, options in self._lists:
            value = dropdown.value
            dropdown.options = options(code)  # resets the choice: put it back
            dropdown.value = value
        self._show_heading()
        self._check()
        if self.widget is not None and self.bar.layout.display != "none":
            self.chosen.value = escape(tr(self._summary(), code), quote=False)
        self._speak_to(self.widget, code)

    @staticmethod
    def _speak_to(made: object | None, lang: str) -> None:
        """The built widget in ``lang``: its ``lang`` (the Table), else its board's language
        menu (the explorer, the editor)."""
        if made is None:
            return
        if isinstance(made, Table):
            made.lang = lang
            return
        view = getattr(made, "_bv", None)
        menu = getattr(view, "lang_picker", None)
        if menu is not None:
            menu.value = lang

    def _show_heading(self) -> None:
        help_line = tr(self.help, self.lang)
        self.heading.value = (f"<h2 style='margin:0.2em 0'>{escape(tr(self.title, self.lang))}"
                              "</h2>" + (f"<p style='margin:0 0 0.5em 0'>{escape(help_line)}</p>"
                                         if help_line else ""))

    # what each app fills in
    def _watched(self) -> list[w.Widget]:
        return []

    def problem(self) -> str | None:
        return None

    def _summary(self) -> str:
        return ""

    # the shared behaviour
    def _say(self, text: Any, error: bool = False) -> None:
        colour = "#b00020" if error else "inherit"
        words = escape(_sentence(text, self.lang), quote=False)
        self.message.value = (f"<span role='alert' "  # i18n: not shown
                              f"style='color:{colour}'>{words}</span>"
                              if text else "")

    def _check(self) -> None:
        problem = self.problem()
        self._say(problem or "", error=bool(problem))
        self.start_button.disabled = bool(problem)

    def start(self) -> object | None:
        """Build the widget from the form and show it; None (and the reason shown) when the
        form's choices cannot be played."""
        problem = self.problem()
        if problem:
            self._say(problem, error=True)
            return None
        try:
            made = self._build()
        except ValueError as exc:
            self._say(exc.args[0] if exc.args else str(exc), error=True)
            return None
        self._retire(self.widget)
        self.widget = made
        self._speak_to(made, self.lang)
        shown = made if isinstance(made, w.Widget) else made.widget  # type: ignore[attr-defined]
        self.area.children = (shown,)
        self.chosen.value = escape(tr(self._summary(), self.lang), quote=False)
        self.form.layout.display = "none"
        self.bar.layout.display = "flex"
        self._say("")
        return made

    def _retire(self, old: object | None) -> None:
        """Let an old widget stop its background work before it is replaced."""

    def show_form(self) -> None:
        """Open the form again (the widget stays until Start replaces it)."""
        self.bar.layout.display = "none"
        self.form.layout.display = "flex"
        self._check()


def _row(children: list[w.Widget]) -> w.HBox:
    return w.HBox(children, layout=w.Layout(flex_flow="row wrap", align_items="center"))


_WIDE = {"description_width": "initial"}


def _label(text: str) -> w.Label:
    """A row's heading, in a column of its own."""
    return w.Label(text, style={"font_weight": "bold"}, layout=w.Layout(width="96px"))


def _think_options(lang: str) -> list[tuple[str, float]]:
    return [(tr(_("{seconds} s", seconds=f"{t:g}"), lang), t) for t in THINK_TIMES]


def _seat_options(lang: str) -> list[tuple[str, str]]:
    return [(tr(words, lang), key) for key, (words, _maker) in SEAT_KINDS.items()]


def _layout_options(choices: list[tuple[str, str]]) -> Callable[[str], list[tuple[str, str]]]:
    return lambda lang: [(tr(title, lang), choice) for title, choice in choices]


class TableApp(_App):
    """The Table app's form: players, board, seed, expansions, who sits at each seat.
    ``lang``: the form's language and its Table's (None: the kit's default)."""

    title = _("Istanbul: play at the Table")
    help = _("Choose the players and press Start; then click a lit place to move your "
             "merchant.")

    def __init__(self, settings: TableSettings | None = None, lang: str | None = None) -> None:
        s = settings or TableSettings()
        lang = check_language(lang if lang is not None else s.lang if s.lang is not None
                              else language())
        self._pending: list[tuple[w.Widget, str, Any]] = []
        self._pending_lists: list[tuple[w.Dropdown, Callable[[str], list]]] = []

        def word(widget: Any, trait: str, words: Any) -> Any:
            self._pending.append((widget, trait, words))
            setattr(widget, trait, tr(words, lang))
            return widget

        def listed(dropdown: w.Dropdown, options: Callable[[str], list]) -> w.Dropdown:
            self._pending_lists.append((dropdown, options))
            return dropdown

        counts = player_counts()
        self.players_picker = w.ToggleButtons(
            options=[(str(n), n) for n in counts],
            value=s.players if s.players in counts else counts[0],
            style={"button_width": "36px"})
        choices = layout_choices(table_kinds())
        self.layout_picker = listed(w.Dropdown(
            options=_layout_options(choices)(lang), style=_WIDE,
            value=s.layout if s.layout in [c for _, c in choices] else choices[0][1],
            layout=w.Layout(width="360px", margin="2px 2px 2px 18px")),
            _layout_options(choices))
        word(self.layout_picker, "description", _("Board"))
        self.seed_box = w.BoundedIntText(value=s.seed, min=0, max=MAX_SEED, style=_WIDE,
                                         layout=w.Layout(width="150px", margin="2px 2px 2px 18px"))
        word(self.seed_box, "description", _("Seed"))
        word(self.seed_box, "tooltip", _("the same seed sets up the same game"))
        names = expansion_names()
        self.expansion_boxes = {n: word(w.Checkbox(value=n in s.expansions, indent=False,
                                                   layout=w.Layout(width="auto")),
                                        "description", expansion_title(n))
                                for n in names}
        expansions: list[w.Widget] = [word(_label(""), "value", _("Expansions"))]
        expansions += list(self.expansion_boxes.values()) or [
            word(w.HTML(), "value", _("none yet: this version plays the base game"))]
        self.variant_boxes = {n: word(w.Checkbox(value=n in s.variants, indent=False,
                                                 layout=w.Layout(width="auto")),
                                      "description", expansion_title(n))
                              for n in variant_names()}
        variants: list[w.Widget] = [word(_label(""), "value", _("Variants")),
                                    *self.variant_boxes.values()]
        seat_names = [new_game(players=max(counts)).player(i).name for i in range(max(counts))]
        self.seat_names = seat_names
        self.seat_pickers = [
            listed(w.Dropdown(options=_seat_options(lang),
                              value=(s.seats[i] if i < len(s.seats) and s.seats[i] in SEAT_KINDS
                                     else "greedy"),
                              description=name, style=_WIDE, layout=w.Layout(width="215px")),
                   _seat_options)
            for i, name in enumerate(seat_names)]
        self.think_picker = listed(w.Dropdown(
            options=_think_options(lang),
            value=s.think if s.think in THINK_TIMES else STRONG_THINK,
            style=_WIDE, layout=w.Layout(width="230px")), _think_options)
        word(self.think_picker, "description", _("Strong bot thinks"))
        word(self.think_picker, "tooltip",
             _("seconds the strong bot (the search bot) thinks a decision"))
        self.table: Table | None = None
        super().__init__([
            _row([word(_label(""), "value", _("Players")), self.players_picker,
                  self.layout_picker, self.seed_box]),
            _row(expansions),
            *([_row(variants)] if self.variant_boxes else []),
            _row([word(_label(""), "value", _("Seats")),
                  w.HBox(self.seat_pickers, layout=w.Layout(flex_flow="row wrap",
                                                            flex="1 1 0"))]),
            _row([self.think_picker]),
        ], build=self._new_table, lang=lang)
        self._words += self._pending
        self._lists += self._pending_lists
        self.players_picker.observe(lambda _: self._show_seats(), names="value")
        for picker in self.seat_pickers:
            picker.observe(lambda _: self._show_seats(), names="value")
        for box in (*self.expansion_boxes.values(), *self.variant_boxes.values()):
            box.observe(lambda _: self._fit_board(), names="value")
        self._show_seats()

    def _fit_board(self) -> None:
        """Ticking an expansion whose boards differ (Mocha's 5x4) switches a board that no
        longer fits to the first-game board of the chosen rules, as new_game would choose."""
        s = self.settings
        if s.problem() is None:
            return
        try:
            first = new_game(players=s.players, expansions=s._expansions() or s.expansions,
                             variants=s.game_variants()).config.layout_name
        except ValueError:
            return            # the combination itself is refused; the message says why
        if first.startswith("random-"):   # the rules draw the board (the Great Bazaar)
            first = RANDOM + first[len("random-"):].rsplit("-", 1)[0]
        if first in [c for _, c in self.layout_picker.options]:
            self.layout_picker.value = first

    def _watched(self) -> list[w.Widget]:
        return [self.players_picker, self.layout_picker, self.seed_box,
                *self.expansion_boxes.values(), *self.variant_boxes.values(),
                *self.seat_pickers, self.think_picker]

    def _show_seats(self) -> None:
        for i, picker in enumerate(self.seat_pickers):
            picker.layout.display = "flex" if i < self.players_picker.value else "none"
        strong = any(p.value == "strong" for p in self.seat_pickers[: self.players_picker.value])
        self.think_picker.layout.display = "flex" if strong else "none"

    @property
    def settings(self) -> TableSettings:
        """What the form says now (in the form's language)."""
        return TableSettings(
            players=self.players_picker.value, layout=self.layout_picker.value,
            seed=self.seed_box.value,
            expansions=tuple(n for n, box in self.expansion_boxes.items() if box.value),
            seats=tuple(p.value for p in self.seat_pickers),
            variants=tuple(n for n, box in self.variant_boxes.items() if box.value),
            think=self.think_picker.value, lang=self.lang)

    def problem(self) -> str | None:
        return self.settings.problem()

    def _new_table(self) -> Table:
        self.table = self.settings.table()
        return self.table

    def _retire(self, old: object | None) -> None:
        if isinstance(old, Table):
            old.auto_box.value = False  # its paced bots stop

    def _summary(self) -> str:
        s = self.settings
        board = dict((c, t) for t, c in self.layout_picker.options)[s.layout]
        who = [_("{seat}: {kind}", seat=self.seat_names[i],
                 kind=_("strong bot (thinks {seconds} s)", seconds=f"{s.think:g}")
                 if k == "strong" else SEAT_KINDS[k][0])
               for i, k in enumerate(s.seats[: s.players])]
        values = {"players": s.players, "board": board, "seed": s.seed,
                  "expansions": _titles(s.expansions), "seats": join(who)}
        if s.variants:
            return _("{players} players · {board} · seed {seed} · {expansions} · {variants} · "
                     "{seats}", variants=_titles(s.variants), **values)
        return _("{players} players · {board} · seed {seed} · {expansions} · {seats}", **values)


class _BoardApp(_App):
    """A form with a board choice (every kind) and a seed for the random ones."""

    board_label: Any = _("Board")

    def __init__(self, layout: str, seed: int, build: Callable[[Layout], object],
                 lang: str | None = None) -> None:
        lang = check_language(lang if lang is not None else language())
        choices = layout_choices()
        self.layout_picker = w.Dropdown(
            options=_layout_options(choices)(lang), description=tr(self.board_label, lang),
            style=_WIDE, value=layout if layout in [c for _, c in choices] else choices[0][1],
            layout=w.Layout(width="420px"))
        self.seed_box = w.BoundedIntText(value=seed, min=0, max=MAX_SEED,
                                         description=tr(_("Seed"), lang),
                                         style=_WIDE, layout=w.Layout(width="150px"))
        super().__init__([_row([self.layout_picker, self.seed_box])],
                         build=lambda: build(self.chosen_layout()), lang=lang)
        self.word(self.layout_picker, "description", self.board_label)
        self.word(self.seed_box, "description", _("Seed"))
        self.listed(self.layout_picker, _layout_options(choices))
        self.layout_picker.observe(lambda _: self._show_seed(), names="value")
        self._show_seed()

    def _watched(self) -> list[w.Widget]:
        return [self.layout_picker, self.seed_box]

    def _show_seed(self) -> None:
        random = self.layout_picker.value.startswith(RANDOM)
        self.seed_box.layout.display = "flex" if random else "none"

    def chosen_layout(self) -> Layout:
        """The layout the form names now (not ``layout``: a widget's layout is its CSS box)."""
        return make_layout(self.layout_picker.value, self.seed_box.value)

    def _summary(self) -> str:
        lay = self.chosen_layout()
        return _("{what}: {layout}", what=self.board_label, layout=lay.title)


class MoveExplorerApp(_BoardApp):
    """The MoveExplorer app's form: which board to explore."""

    title = _("Istanbul: where can a merchant go?")
    help = _("Choose a board and press Start; then click a place to see where it leads.")

    def __init__(self, layout: str = "short-paths", seed: int = 1,
                 lang: str | None = None) -> None:
        super().__init__(layout, seed, build=lambda lay: MoveExplorer(Board(lay)), lang=lang)


class LayoutEditorApp(_BoardApp):
    """The LayoutEditor app's form: the layout to start editing from."""

    board_label = _("Start from")
    title = _("Istanbul: design a layout")
    help = _("Choose where to start and press Start; then click two places to swap them.")

    def __init__(self, layout: str = "short-paths", seed: int = 1,
                 lang: str | None = None) -> None:
        super().__init__(layout, seed, build=LayoutEditor, lang=lang)
