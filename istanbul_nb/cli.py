"""The command line: ``istanbul-nb`` (or ``python -m istanbul_nb``).

Four commands for a teacher at a terminal, each with its own ``--help``:

- ``check LAYOUT.json``: does a layout keep the random-layout rules? One line per broken rule.
- ``svg FILE.json -o board.svg``: a picture of a layout file or of a saved game.
- ``simulate``: many seeded bot games, a summary table and, with ``--csv``, one row per game.
- ``lessons DEST``: copies the lesson notebooks into a folder of your own.

Exit codes: 0 when all is well, 1 when the answer is "no" (a layout breaks a rule, a lesson would
be overwritten), 2 for input the command cannot use (a missing or malformed file, a bad option),
with one sentence saying why and never a traceback. ``main(argv)`` returns the code, so tests
and notebooks can call it without leaving Python.

Every word it prints comes from the kit's catalogue, in the language of ``--lang`` (any command,
before or after its name), else of the environment (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
``LANG``, as gettext reads them) when it names one the kit speaks, else English. argparse's own
words ("usage:", "options:") come from the standard library's ``argparse`` gettext domain and
follow the system's locale, not ``--lang``.
"""

from __future__ import annotations

import argparse
import csv
import fnmatch
import json
import os
import stat
import sys
import textwrap
import time
import unicodedata
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from functools import partial
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path
from typing import Any

from . import __version__, layouts
from .i18n import LANGUAGES, Message, _, check_language, tr
from .i18n.glossary import term
from .layouts import short_repr

PROG = "istanbul-nb"
#: The shipped lessons: two digits, an underscore, a name (the files ``make trust`` signs).
LESSON_PATTERN = "[0-9][0-9]_*.ipynb"
#: The largest file ``svg`` and ``check`` read (a save may hold a long game).
MAX_FILE_BYTES = 4_000_000
SAVE_FORMAT = "istanbul_nb.game"
#: ``svg --size``: the smallest width the pictures can be drawn at, and a generous largest
MIN_SIZE, MAX_SIZE = 120, 20_000
#: the most digits a number on the command line may have (a seed: a 64-bit number)
MAX_DIGITS = 9
MAX_SEED_DIGITS = 18
#: --rules: the rule sets ``check`` knows (layouts.problems' names)
RULE_SETS = ("bigbox", "base")
#: --bots names -> what the help says of each
BOT_HELP: dict[str, Message] = {
    "random": _("uniform among the legal moves (fast; long games)"),
    "eager": _("random, but never ends a turn early (fast)"),
    "greedy": _("plans its whole turn (about a second per game)"),
    "montecarlo": _("greedy plus playouts (slow: many seconds per game)"),
    "strong": _("the search bot: paired playouts of greedy's best moves, 0.5 s a decision "
                "(slow: minutes per game)"),
}
#: a layout's kind (layouts.KINDS) as ``check`` names its board
BOARD_KINDS: dict[str, Any] = {
    # TRANSLATORS: the kind of board in "my.json (base board)"
    "base": _("base"),
    "mocha": term("mocha-short"),
    "letters": term("letters-short"),
    "great-bazaar": term("great-bazaar"),
}
#: the environment variables that name the user's language, in gettext's order
LANG_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
#: the regions whose Chinese is written in Traditional characters
_TRADITIONAL = {"tw", "hk", "mo", "hant"}


#: the commands, in the order of the help
COMMANDS = ("check", "svg", "simulate", "play", "lessons")


class Failure(Exception):
    """Input the command cannot use: the message is one sentence for the user (exit 2), a
    catalogue message shown in the command line's language."""


# -- the language -------------------------------------------------------------------------------
def _locale_language(name: str) -> str | None:
    """The kit's code for a locale name (``ko_KR.UTF-8``, ``zh_TW``, ``de``), or None when it
    names a language the kit does not speak (``C`` and ``POSIX`` are English)."""
    base = name.split(".", 1)[0].split("@", 1)[0].strip()
    if not base:
        return None
    if base.upper() in ("C", "POSIX"):
        return "en"
    parts = base.replace("-", "_").lower().split("_")
    if parts[0] == "zh":  # only Traditional Chinese: zh_CN and plain zh are Simplified
        return "zh-Hant" if _TRADITIONAL & set(parts[1:]) else None
    try:
        return check_language(parts[0])
    except ValueError:
        return None


def environment_language(environ: Any = None) -> str:
    """The language the environment asks for, as gettext reads it: ``LANGUAGE``'s list first
    (its first language the kit speaks), else the first of ``LC_ALL``, ``LC_MESSAGES`` and
    ``LANG`` that is set; English when that names no language of the kit."""
    env = os.environ if environ is None else environ
    for name in str(env.get("LANGUAGE") or "").split(":"):
        code = _locale_language(name)
        if code is not None:
            return code
    for var in LANG_VARIABLES[1:]:
        value = str(env.get(var) or "")
        if value:
            return _locale_language(value) or "en"
    return "en"


def _language(lang: str) -> Any:
    """``--lang``'s type: a language of the kit (``ko``, ``ko-KR``, ``zh-TW``, ``de`` ...),
    refused in the words of ``lang``."""
    def check(text: str) -> str:
        try:
            return check_language(text)
        except ValueError:
            raise argparse.ArgumentTypeError(tr(_(
                "{value} is no language of the kit; choose one of {languages}",
                value=short_repr(text, 30), languages=", ".join(LANGUAGES)), lang)) from None
    return check


def _wanted(argv: Sequence[str] | None) -> str:
    """The language of a command line: its ``--lang`` when that is one of the kit's (read
    before parsing, so the help is in it), else the environment's."""
    args = list(sys.argv[1:] if argv is None else argv)
    for i, arg in enumerate(args):
        if arg == "--":
            break
        value = (args[i + 1] if arg == "--lang" and i + 1 < len(args)
                 else arg[len("--lang="):] if arg.startswith("--lang=") else None)
        if value is not None:
            try:
                return check_language(value)
            except ValueError:
                break
    return environment_language()


def _why(exc: BaseException) -> Any:
    """An exception's reason as a value of a message: the kit's own messages stay
    translatable, anything else is shown as it reads."""
    return exc.args[0] if exc.args and isinstance(exc.args[0], Message) else str(exc)


# -- reading files ------------------------------------------------------------------------------
def _reason(e: OSError | ValueError) -> str:
    """What the system says went wrong (its own words, lower case as in a sentence)."""
    return (getattr(e, "strerror", None) or type(e).__name__).lower()


def _read(path: str, what: Message) -> bytes:
    """The bytes of a file, or Failure in plain words (missing, a folder, too large);
    ``what`` names the kind of file the command reads."""
    shown = short_repr(path)
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise Failure(_("{file} is a folder, not a {what} file", file=shown, what=what))
        if not stat.S_ISREG(info.st_mode):
            raise Failure(_("{file} is not a file", file=shown))
        if info.st_size > MAX_FILE_BYTES:
            raise Failure(_("{file} is too large to be a {what} file ({size} bytes)",
                            file=shown, what=what, size=f"{info.st_size:,}"))
        with open(path, "rb") as f:
            return f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise Failure(_("cannot read {file}: {reason}", file=shown, reason=_reason(e))) from None
    except ValueError:  # a path with a NUL character
        raise Failure(_("cannot read {file}: it is no file name", file=shown)) from None


def _text(data: bytes, shown: str) -> str:
    """The file's text: UTF-8, with or without the byte-order mark some Windows editors add."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Failure(_("{file} is not a text file (it is not UTF-8)", file=shown)) from None


def _json_object(text: str, shown: str) -> dict:
    """The JSON object in ``text``, or Failure saying why it is none."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise Failure(_("{file} is not valid JSON: {error} (line {line}, column {column})",
                        file=shown, error=e.msg, line=e.lineno, column=e.colno)) from None
    except (ValueError, RecursionError):
        raise Failure(_("{file} is not JSON this kit can read", file=shown)) from None
    if not isinstance(doc, dict):
        raise Failure(_("{file} holds a JSON {type}, but a layout or a saved game is a JSON "
                        "object", file=shown, type=type(doc).__name__))
    return doc


def _load_layout(text: str, shown: str) -> layouts.Layout:
    try:
        return layouts.from_json(text)
    except ValueError as e:
        raise Failure(_("{file} is not a usable layout: {error}", file=shown,
                        error=_why(e))) from None


def _kind(doc: dict, shown: str) -> str:
    """'save' or 'layout': what a JSON file holds, from its fields."""
    if "format" in doc:
        if doc["format"] != SAVE_FORMAT:
            raise Failure(_("{file} has \"format\": {value}, which is not a saved game of this "
                            "kit (\"{save_format}\")", file=shown,
                            value=short_repr(doc["format"]), save_format=SAVE_FORMAT))
        return "save"
    if "rows" in doc:
        return "layout"
    raise Failure(_("{file} is neither a layout (a JSON object with \"rows\") nor a saved game "
                    "(a JSON object with \"format\": \"{save_format}\")", file=shown,
                    save_format=SAVE_FORMAT))


def _shipped_name(text: str) -> bool:
    """Whether ``text`` names a layout that ships with the kit and no file of that name is
    there (a file wins, as it always did for ``check``): ``check`` and ``svg`` read both."""
    if text not in layouts.names():
        return False
    try:
        return not os.path.exists(text)
    except (OSError, ValueError):
        return True


# -- check --------------------------------------------------------------------------------------
def _kept(rules: str, kind: str, name: Message) -> Message:
    """The sentence for a layout that keeps the rules (what they ask, said whole)."""
    if rules == "base":
        return _("{name} keeps the base game random-layout rules: the Fountain on an inner "
                 "place, Black Market and Tea House at least 3 steps apart.", name=name)
    if kind == "great-bazaar":
        return _("{name} keeps the Big Box random-layout rules: the Fountain in the centre of "
                 "the board, Black Market and Tea House at least 3 steps apart and not in one "
                 "row or column.", name=name)
    return _("{name} keeps the Big Box random-layout rules: the Fountain on an inner place, "
             "Black Market and Tea House at least 3 steps apart and not in one row or "
             "column.", name=name)


def _check(args: argparse.Namespace) -> int:
    shown = short_repr(args.layout)
    if _shipped_name(args.layout):
        lay = layouts.load(args.layout)
    else:
        data = _text(_read(args.layout, _("layout")), shown)
        if _kind(_json_object(data, shown), shown) == "save":
            raise Failure(_("{file} is a saved game; check reads layout files (draw the game "
                            "with: {command})", file=shown,
                            command=f"{PROG} svg {args.layout}"))
        lay = _load_layout(data, shown)
    found = layouts.problems(lay, rules=args.rules)
    name = _("{file} ({kind} board)", file=shown, kind=BOARD_KINDS.get(lay.kind, lay.kind))
    if not found:
        print(tr(_kept(args.rules, lay.kind, name), args.lang))
        return 0
    n = len(found)
    print(tr(_("{name} breaks {n} of the Big Box random-layout rules:", name=name, n=n)
             if args.rules == "bigbox" else
             _("{name} breaks {n} of the base game random-layout rules:", name=name, n=n),
             args.lang))
    for problem in found:
        print(f"  - {tr(problem, args.lang)}")
    return 1


# -- svg ----------------------------------------------------------------------------------------
def _svg(args: argparse.Namespace) -> int:
    from . import render
    from .board import Board
    from .engine import Game

    shown = short_repr(args.file)
    what: Board | Game
    if _shipped_name(args.file):
        kind = "layout"
        what = Board(layouts.load(args.file))
    else:
        data = _text(_read(args.file, _("layout or saved game")), shown)
        kind = _kind(_json_object(data, shown), shown)
        if kind == "save":
            try:
                what = Game.from_json(data)
            except ValueError as e:
                raise Failure(_("{file} is not a usable saved game: {error}", file=shown,
                                error=_why(e))) from None
        else:
            what = Board(_load_layout(data, shown))
    try:
        picture = render.svg(what, theme=args.theme, lang=args.lang, size=args.size)
    except ValueError as e:  # the parser checks the size; this is the renderer's last word
        raise Failure(_("cannot draw {file}: {error}", file=shown, error=_why(e))) from None
    if args.output in (None, "-"):
        sys.stdout.write(picture)
        return 0
    try:
        Path(args.output).write_text(picture, encoding="utf-8")
    except (OSError, ValueError) as e:  # ValueError: a NUL in the name
        raise Failure(_("cannot write {file}: {reason}", file=short_repr(args.output),
                        reason=_reason(e))) from None
    wrote = (_("wrote {output}: the game from {file}", output=args.output, file=args.file)
             if kind == "save" else
             _("wrote {output}: the layout from {file}", output=args.output, file=args.file))
    print(tr(wrote, args.lang), file=sys.stderr)
    return 0


# -- simulate -----------------------------------------------------------------------------------
def _make_bot(name: str):
    from .bots import GreedyBot, MonteCarloBot, RandomBot, SearchBot

    if name == "random":
        return RandomBot()
    if name == "eager":
        return RandomBot(eager=True)
    if name == "greedy":
        return GreedyBot()
    if name == "strong":
        return SearchBot()
    return MonteCarloBot()


def _play(args: argparse.Namespace) -> int:
    from .cli_play import play
    from .session import Session

    game = _play_game(args)
    you = _seats(args.you, game.players)
    others = [s for s in range(game.players) if s not in you]
    names = _bot_names(args.bots, max(1, len(others)))
    bots = {seat: _make_bot(names[i % len(names)]) for i, seat in enumerate(others)}
    session = Session(game, bots=bots, lang=args.lang)

    def save(path: str, text: str) -> None:
        Path(path).write_text(text, encoding="utf-8")

    def read() -> str:
        return input("> ")

    return play(session, read, print, save, args.save, lang=args.lang)


def _play_game(args: argparse.Namespace) -> Any:
    """The game ``play`` starts: loaded from ``--load``, else new from the options."""
    if args.game == "choose_write":
        from . import choose_write as cw

        game_type: Any = cw.Game
        if args.load is None:
            if args.expansions or args.variants:
                raise Failure(_("Choose & Write has no expansions or variants"))
            try:
                return cw.new_game(players=args.players, seed=args.seed)
            except ValueError as e:
                raise Failure(_why(e)) from None
    else:
        from .engine import Game, new_game

        game_type = Game
        if args.load is None:
            try:
                return new_game(players=args.players, seed=args.seed,
                                expansions=_expansion_names(args.expansions),
                                variants=_expansion_names(args.variants, "variant"))
            except ValueError as e:
                raise Failure(_why(e)) from None
    try:
        return game_type.from_json(Path(args.load).read_bytes())
    except OSError as e:
        raise Failure(_("cannot read {file}: {reason}", file=short_repr(args.load),
                        reason=e.strerror or str(e))) from None
    except ValueError as e:
        raise Failure(_("{file} is no saved game of this kind: {error}",
                        file=short_repr(args.load), error=_why(e))) from None


def _seats(text: str, players: int) -> list[int]:
    """``0`` or ``0,2`` -> the seats a person plays (each once, each at the table)."""
    try:
        seats = [int(t) for t in text.split(",")]
    except ValueError:
        raise Failure(_("--you takes seat numbers such as 0 or 0,2, not {value}",
                        value=short_repr(text))) from None
    if len(set(seats)) != len(seats) or not all(0 <= s < players for s in seats):
        raise Failure(_("--you takes different seats from 0 to {last}, not {value}",
                        last=players - 1, value=short_repr(text)))
    return seats


def _bot_names(text: str, players: int) -> list[str]:
    """``greedy,random`` -> one name per seat, repeating the list to fill the table."""
    names = [t.strip().lower() for t in text.split(",")]
    unknown = [n for n in names if n not in BOT_HELP]
    if unknown:
        raise Failure(_("unknown bot {name}; the bots are {bots}", name=short_repr(unknown[0]),
                        bots=", ".join(BOT_HELP)))
    if len(names) > players:
        raise Failure(_("{bots} bots for {players} players: give at most one bot per seat",
                        bots=len(names), players=players))
    return [names[s % len(names)] for s in range(players)]


def _expansion_names(text: str | None, kind: str = "expansion") -> tuple[str, ...]:
    """``mocha`` or ``mocha,letters`` -> the names (the engine says which it knows); the same
    for ``--variants``."""
    names = tuple(t.strip().lower() for t in (text or "").split(",") if t.strip())
    if len(set(names)) != len(names):
        raise Failure(_("each expansion is named once, not {value}", value=short_repr(text))
                      if kind == "expansion" else
                      _("each variant is named once, not {value}", value=short_repr(text)))
    return names


#: The columns of a game (the same in every seat's row); the others are per seat.
GAME_COLUMNS = ("game", "seed", "turns", "rounds", "actions")


def _game_table(rows: list[dict], players: int) -> tuple[list[str], list[dict]]:
    """One row per game: the game's columns, the winning seats, then ``seat<s>_<column>``."""
    if not rows:
        return [], []
    first = rows[0]
    game_keys = [k for k in GAME_COLUMNS if k in first]
    seat_keys = [k for k in first if k not in GAME_COLUMNS and k not in ("seat", "winner")]
    header = game_keys + ["winners"]
    header += [f"seat{s}_{k}" for s in range(players) for k in seat_keys]
    out = []
    for i in range(0, len(rows), players):
        game = rows[i:i + players]
        row = {k: game[0][k] for k in game_keys}
        row["winners"] = " ".join(str(r["seat"]) for r in game if r["winner"])
        for r in game:
            row.update({f"seat{r['seat']}_{k}": r[k] for k in seat_keys})
        out.append(row)
    return header, out


def _width(text: str) -> int:
    """Columns a text takes at a terminal: East Asian wide characters take two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _cell(text: str, width: int, right: bool = False) -> str:
    """``text`` padded to ``width`` terminal columns (a Korean or Chinese heading too)."""
    pad = " " * max(0, width - _width(text))
    return pad + text if right else text + pad


def _with(expansions: Sequence[str], variants: Sequence[str]) -> Message | None:
    """What a run plays besides the base game, as said after "on the board" (None: nothing)."""
    exp, var = ", ".join(expansions), ", ".join(variants)
    if exp and var:
        return _("with {expansions} (variants: {variants})", expansions=exp, variants=var)
    if exp:
        return _("with {expansions}", expansions=exp)
    if var:
        return _("(variants: {variants})", variants=var)
    return None


def _summary(results, seconds: float, jobs: int, lang: str = "en") -> str:
    from .bots import wilson
    from .bots.simulate import board_words

    n, players = results.games, results.players
    where = (_("here") if jobs == 1 else _("on {jobs} processes", jobs=jobs))
    board = board_words(results.layout)
    expansions, variants = ", ".join(results.expansions), ", ".join(results.variants)
    values = {"n": n, "players": players, "board": board, "seats": results.seats,
              "seed": results.seed, "where": where, "seconds": f"{seconds:.1f}",
              "expansions": expansions, "variants": variants}
    if expansions and variants:
        head = _("{n} games, {players} players on {board} with {expansions} (variants: "
                 "{variants}) (seats {seats}, seed {seed}), played {where} in {seconds} s",
                 **values)
    elif expansions:
        head = _("{n} games, {players} players on {board} with {expansions} (seats {seats}, "
                 "seed {seed}), played {where} in {seconds} s", **values)
    elif variants:
        head = _("{n} games, {players} players on {board} (variants: {variants}) (seats "
                 "{seats}, seed {seed}), played {where} in {seconds} s", **values)
    else:
        head = _("{n} games, {players} players on {board} (seats {seats}, seed {seed}), "
                 "played {where} in {seconds} s", **values)
    t = (lambda m: tr(m, lang))  # noqa: E731
    # TRANSLATORS: the column headings of the summary's two tables (short: they are padded)
    seat, rate_, interval_ = t(_("seat")), t(_("win rate")), t(_("95% interval"))
    bot_, seats_, won_, share_ = t(_("bot")), t(_("seats")), t(_("games won")), t(_("fair share"))
    w_seat, w_rate = max(6, _width(seat)), max(8, _width(rate_))
    lines = [t(head), t(_("mean length: {rounds} rounds", rounds=f"{results.mean_rounds():.1f}")),
             "", f"{_cell(seat, w_seat)} {_cell(rate_, w_rate, True)}   {interval_}"]
    starts = t(_("(starts)"))
    for seat_no, (rate, lo, hi) in results.seat_intervals().items():
        first = f"  {starts}" if seat_no == 0 else ""
        lines.append(f"{seat_no:<{w_seat}} {rate:>{w_rate}.1%}   {lo:.1%} - {hi:.1%}{first}")
    widths = [max(w, _width(h)) for w, h in
              ((14, bot_), (5, seats_), (11, won_), (10, rate_), (15, interval_))]
    lines += ["", f"{_cell(bot_, widths[0])} {_cell(seats_, widths[1], True)} "
                  f"{_cell(won_, widths[2], True)} {_cell(rate_, widths[3], True)}   "
                  f"{_cell(interval_, widths[4])} {share_}"]
    seats_of: dict[str, int] = {}
    won: dict[str, float] = {}
    for r in results.rows:
        won[r["bot"]] = won.get(r["bot"], 0.0) + r["win_share"]
        if r["game"] == 0:
            seats_of[r["bot"]] = seats_of.get(r["bot"], 0) + 1
    for bot in sorted(won):
        rate = won[bot] / n
        lo, hi = wilson(won[bot], n)
        interval = f"{lo:.1%} - {hi:.1%}"
        lines.append(f"{_cell(bot, widths[0])} {seats_of.get(bot, 0):>{widths[1]}} "
                     f"{won[bot]:>{widths[2]}.1f} {rate:>{widths[3]}.1%}   "
                     f"{interval:<{widths[4]}} {seats_of.get(bot, 0) / players:>8.1%}")
    lines += ["", t(_("(a shared victory counts as a part of a win for each sharer; fair share "
                      "is what a bot wins when the seats are equally strong)"))]
    return "\n".join(lines)


def _simulate(args: argparse.Namespace) -> int:
    from .bots import default_layout, simulate
    from .bots.simulate import RANDOM_BOARDS
    from .engine import new_game

    names = _bot_names(args.bots, args.players)
    expansions = _expansion_names(args.expansions)
    variants = _expansion_names(args.variants, "variant")
    with_ = _with(expansions, variants)
    try:
        probe = new_game(players=2, seed=0, expansions=expansions, variants=variants)
    except ValueError as e:  # the combination itself, before any layout is tried
        raise Failure(_("cannot play {game}: {error}", game=with_ or _("the base game"),
                        error=_why(e))) from None
    variants = probe.config.variants   # as the game names them (R9: mocha,letters adds GB)
    layout = (args.layout if args.layout is not None
              else default_layout(expansions, variants))
    board: dict[str, Any] = {} if layout == RANDOM_BOARDS else {"layout": layout}
    try:
        new_game(players=args.players, seed=0, expansions=expansions, variants=variants,
                 **board)
    except ValueError as e:
        raise Failure(_("cannot play {players} players on {layout} {game}: {error}",
                        players=args.players, layout=short_repr(layout), game=with_,
                        error=_why(e)) if with_ else
                      _("cannot play {players} players on {layout}: {error}",
                        players=args.players, layout=short_repr(layout), error=_why(e))
                      ) from None
    if args.csv is not None:
        try:
            folder = Path(args.csv).resolve().parent
            usable = folder.is_dir()
        except (OSError, ValueError) as e:
            raise Failure(_("cannot write {file}: it is no usable file name ({error})",
                            file=short_repr(args.csv), error=type(e).__name__)) from None
        if not usable:
            raise Failure(_("cannot write {file}: the folder {folder} does not exist",
                            file=short_repr(args.csv), folder=str(folder)))
    jobs = args.jobs or os.cpu_count() or 1
    bots = [_make_bot(n) for n in names]
    start = time.perf_counter()
    executor: Executor | None = ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else None
    try:
        results = simulate(bots, args.games, players=args.players, layout=layout,
                           seed=args.seed, seats=args.seats, progress=not args.no_progress,
                           executor=executor, expansions=expansions, variants=variants)
    finally:
        if executor is not None:
            executor.shutdown(cancel_futures=True)
    seconds = time.perf_counter() - start
    print(_summary(results, seconds, jobs, args.lang))
    if args.csv is not None:
        header, table = _game_table(results.rows, args.players)
        try:
            with open(args.csv, "w", newline="", encoding="utf-8") as f:
                writer = csv.DictWriter(f, fieldnames=header, lineterminator="\n")
                writer.writeheader()
                writer.writerows(table)
        except (OSError, ValueError) as e:
            raise Failure(_("cannot write {file}: {reason}", file=short_repr(args.csv),
                            reason=_reason(e))) from None
        print(tr(_("wrote {file}: one row per game ({rows} rows)", file=args.csv,
                   rows=len(table)), args.lang))
    return 0


# -- lessons ------------------------------------------------------------------------------------
def lessons_folder() -> Traversable | Path:
    """Where the lesson notebooks are: inside an installed wheel (``istanbul_nb/data/lessons``),
    else the repository's ``notebooks/`` (a source checkout or an editable install)."""
    shipped = resources.files("istanbul_nb").joinpath("data/lessons")
    if shipped.is_dir():
        return shipped
    return Path(__file__).resolve().parent.parent / "notebooks"


def lesson_files(lang: str = "en") -> list[Traversable | Path]:
    """The shipped lessons, in their order (00, 01, ...): each in ``lang`` where the kit has
    it translated (``notebooks/ko/``, ``notebooks/zh-Hant/``: the same file names), else the
    English one."""
    folder = lessons_folder()
    if not folder.is_dir():
        return []
    found = [e for e in folder.iterdir() if fnmatch.fnmatch(e.name, LESSON_PATTERN)]
    code = check_language(lang)
    translated = folder / code if code != "en" else None
    out: list[Traversable | Path] = []
    for e in sorted(found, key=lambda e: e.name):
        there = translated / e.name if translated is not None else None
        out.append(there if there is not None and there.is_file() else e)
    return out


def _lessons(args: argparse.Namespace) -> int:
    files = lesson_files(args.lang)
    if not files:
        raise Failure(_("this installation has no lessons (looked in {folder})",
                        folder=str(lessons_folder())))
    dest = Path(args.dest)
    try:
        if dest.exists() and not dest.is_dir():
            raise Failure(_("{file} is a file, not a folder", file=short_repr(args.dest)))
        there = [e.name for e in files if (dest / e.name).exists()]
    except (OSError, ValueError) as err:  # a name too long, a NUL, no permission
        reason = getattr(err, "strerror", None)
        raise Failure(_("cannot use {folder} as the lessons' folder: {reason}",
                        folder=short_repr(args.dest),
                        reason=reason.lower() if reason else _("it is no folder name"))
                      ) from None
    if there and not args.force:
        print(tr(_("{folder} already has {n} of the lessons ({names}); nothing was copied. Add "
                   "--force to overwrite them.", folder=str(dest), n=len(there),
                   names=", ".join(there)), args.lang), file=sys.stderr)
        return 1
    try:
        dest.mkdir(parents=True, exist_ok=True)
        for e in files:
            (dest / e.name).write_bytes(e.read_bytes())
            print(tr(_("copied {file}", file=e.name), args.lang))
    except (OSError, ValueError) as err:
        raise Failure(_("cannot copy the lessons into {folder}: {reason}",
                        folder=short_repr(args.dest), reason=_reason(err))) from None
    english = {e.name: e for e in lesson_files()}
    translated = [e.name[:2] for e in files if e != english.get(e.name)]
    if args.lang != "en":
        print(tr(_("In this language: lessons {numbers}; the others are in English.",
                   numbers=", ".join(translated)) if translated else
                 _("No lesson is translated into this language yet: they are in English."),
                 args.lang))
    print(tr(_("{n} lessons are in {folder}. Start with {first}; to show their stored boards in "
               "JupyterLab, first run: {command}", n=len(files), folder=str(dest),
               first=files[0].name, command=f"jupyter trust {dest / LESSON_PATTERN}"),
             args.lang))
    return 0


# -- the parser ---------------------------------------------------------------------------------
class _Refused(argparse.ArgumentTypeError):
    """An option's value refused, with the reason as a catalogue message (``_in`` shows it in
    the command line's language)."""


def _in(lang: str, check: Callable[[str], Any]) -> Callable[[str], Any]:
    """``check`` as an option's type whose refusal argparse shows in ``lang``."""
    def typed(text: str) -> Any:
        try:
            return check(text)
        except _Refused as e:
            raise argparse.ArgumentTypeError(tr(e.args[0], lang)) from None
    typed.__name__ = check.__name__
    return typed


def _positive(text: str) -> int:
    n = _digits(text)
    if n < 1:
        raise _Refused(_("{n} is too small: give 1 or more", n=n))
    return n


def _digits(text: str, most: int = MAX_DIGITS) -> int:
    """A whole number written in ASCII digits (at most ``most`` of them): ``int()`` also
    reads other scripts' digits and underscores, and a 5,000-digit number is no size."""
    t = text.strip()
    if not (t.isascii() and t.isdigit()) or len(t) > most:
        raise _Refused(_("{value} is not a whole number written with the digits 0-9 (at most "
                         "{most})", value=short_repr(text, 30), most=most))
    return int(t)


def _size(text: str) -> int:
    """``svg --size``: the picture's width in pixels, from ``MIN_SIZE`` to ``MAX_SIZE``."""
    n = _digits(text)
    if not MIN_SIZE <= n <= MAX_SIZE:
        raise _Refused(_("{n} pixels cannot be drawn: give a width from {least} to {most}",
                         n=n, least=MIN_SIZE, most=f"{MAX_SIZE:,}"))
    return n


def _jobs(text: str) -> int:
    t = text.strip()
    if t.startswith("-") and t[1:].isascii() and t[1:].isdigit():
        raise _Refused(_("give 1 or more processes (0: one per CPU core)"))
    return _digits(text)


def _seed(text: str) -> int:
    """``simulate --seed``: a whole number, possibly negative, in ASCII digits."""
    t = text.strip()
    sign = -1 if t.startswith("-") else 1
    return sign * _digits(t[1:] if sign < 0 else t, MAX_SEED_DIGITS)


def _players(text: str) -> int:
    """``simulate --players``: 2 to 5 (one clear line for anything else)."""
    n = _digits(text)
    if not 2 <= n <= 5:
        raise _Refused(_("{n} players cannot play: Istanbul is for 2 to 5", n=n))
    return n


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad argument is ONE line on stderr (the command, what is wrong, where
    to read more) and exit 2, instead of the usage block and then the error; in ``lang``."""

    def __init__(self, *args: Any, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lang = lang

    def error(self, message: str):
        message = " ".join(message.split())
        if len(message) > 300:
            message = message[:299] + "\u2026"
        self.exit(2, tr(_("{prog}: error: {message} (see '{help}')", prog=self.prog,
                          message=message, help=f"{self.prog} --help"), self.lang) + "\n")


#: punctuation that never starts a line (Korean, Chinese and Latin closing marks)
_CLOSING = set("\uff0c\u3002\u3001\uff1b\uff1a\uff09\u300d\u300f\uff01\uff1f),.;:!?")
#: punctuation that never ends a line (it opens what follows)
_OPENING = set("\uff08\u300c\u300e(")


def _units(text: str) -> list[str]:
    """``text`` cut where a line may break: spaces, each wide (Korean or Chinese) character,
    and the runs of other characters (a Latin word stays whole)."""
    out: list[str] = []
    for ch in text:
        wide = unicodedata.east_asian_width(ch) in "WF"
        if out and not wide and not ch.isspace() and not out[-1].isspace() \
                and _width(out[-1][-1]) == 1:
            out[-1] += ch
        elif out and ch.isspace() and out[-1].isspace():
            out[-1] += ch
        else:
            out.append(ch)
    return out


def _lines(text: str, width: int) -> list[str]:
    """``text`` filled into lines of at most ``width`` terminal columns: textwrap's for Latin
    text; Korean and Chinese break between their characters too (Chinese has no spaces) and
    keep closing punctuation on the line before."""
    if not any(unicodedata.east_asian_width(c) in "WF" for c in text):
        return textwrap.wrap(text, width) or [""]
    lines: list[str] = []
    row, space = "", False
    for unit in _units(text):
        if unit.isspace():
            space = True
            continue
        piece = (" " if space and row else "") + unit
        space = False
        if row and _width(row + piece) > width and unit[0] not in _CLOSING:
            carry = ""
            while row and row[-1] in _OPENING:   # an opening mark goes with what it opens
                row, carry = row[:-1], row[-1] + carry
            if row.strip():
                lines.append(row.rstrip())
            row = carry + unit
        else:
            row += piece
    if row:
        lines.append(row)
    return lines


def _wrap(line: str, width: int, indent: str) -> str:
    """One line of a description filled to ``width`` columns, each line indented."""
    return "\n".join(indent + row for row in _lines(line, max(1, width - len(indent))))


class _Help(argparse.HelpFormatter):
    """Wraps each line of a description or epilog on its own (so the examples keep their line
    breaks and indented lines stay as written) and shows the options' defaults that say
    something (not None or False), in ``lang``."""

    def __init__(self, prog: str, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(prog, **kwargs)
        self.lang = lang

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(line if line.startswith(" ") or not line else
                         _wrap(line, width, indent) for line in text.splitlines())

    def _split_lines(self, text: str, width: int) -> list[str]:
        return _lines(" ".join(text.split()), width)

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        default = action.default
        if default is not None and default is not False and default != argparse.SUPPRESS \
                and action.option_strings:
            text += tr(_(" (default: {value})", value="%(default)s"), self.lang)
        return text


def _examples(lang: str, lines: Sequence[str], heading: Message | None = None) -> str:
    """An epilog's examples: a heading in ``lang``, then the command lines as typed."""
    head = tr(heading if heading is not None else _("examples:"), lang)
    return "\n".join([head] + [f"  {PROG} {line}" for line in lines])


def parser(lang: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser with its help in ``lang`` (None: the environment's)."""
    from .render.themes import THEMES

    lang = check_language(lang) if lang is not None else environment_language()

    def t(msg: Message) -> str:
        return tr(msg, lang)

    def h(msg: Message) -> str:   # an option's help: argparse reads "%" as a format
        return t(msg).replace("%", "%%")

    help_ = partial(_Help, lang=lang)
    language = _in(lang, _language(lang))
    lang_help = h(_("the language of every word the command says: {languages}; the default "
                    "follows the environment (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else en",
                    languages=", ".join(LANGUAGES)))
    p = _Parser(
        prog=PROG, formatter_class=help_, lang=lang,
        description=t(_("The Istanbul teaching kit from the command line: check a layout, draw "
                        "a board, let bots play many games, copy the lessons.")),
        epilog=t(_("Run '{command}' for one command's options. Exit codes: 0 fine, 1 'no' (a "
                   "rule is broken, a file would be overwritten), 2 unusable input.",
                   command=f"{PROG} COMMAND --help")))
    p.add_argument("--version", action="version", version=f"{PROG} {__version__}",
                   help=h(_("show the kit's version and stop")))
    p.add_argument("--lang", type=language, default=lang, metavar="LANG", help=lang_help)
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    def command(name: str, **kwargs: Any) -> argparse.ArgumentParser:
        made = sub.add_parser(name, formatter_class=help_, lang=lang, **kwargs)
        made.add_argument("--lang", type=language, default=argparse.SUPPRESS, metavar="LANG",
                          help=lang_help)
        return made

    shipped = t(_("a layout that ships with the kit"))
    c = command(
        "check",
        help=h(_("does a layout file keep the random-layout rules?")),
        description=t(_("Read a layout file (the JSON that the Layout Editor saves) and say "
                        "whether it keeps the random-layout rules, one line per broken rule.")),
        epilog=_examples(lang, [
            "check my-layout.json", "check my-layout.json --rules base",  # i18n: not shown
            f"check long-paths   ({shipped})"])  # i18n: not shown
        + "\n\n" + t(_("exit codes: 0 keeps the rules, 1 breaks one or more, 2 the file cannot "
                       "be read as a layout")))
    c.add_argument("layout", metavar="LAYOUT.json",
                   help=h(_("a layout file, or the name of a layout that ships with the kit")))
    c.add_argument("--rules", choices=RULE_SETS, default="bigbox",
                   help=h(_("bigbox: the Big Box rule book (also: Black Market and Tea House "
                            "not in one row or column); base: the base-game rule book")))
    c.set_defaults(run=_check)

    s = command(
        "svg",
        help=h(_("draw a layout file or a saved game as an SVG picture")),
        description=t(_("Draw a layout file, or a saved game (with every piece where it "
                        "stands), as an SVG picture that any web browser opens, its words in "
                        "the command's language. The kind of file is found from its "
                        "contents.")),
        epilog=_examples(lang, [
            "svg my-layout.json -o board.svg",  # i18n: not shown
            "svg game.json -o table.svg --theme dark",  # i18n: not shown
            "svg my-layout.json --lang ko > board.svg"]))  # i18n: not shown
    s.add_argument("file", metavar="FILE.json", help=h(_("a layout file or a saved game")))
    s.add_argument("-o", "--output", metavar="PICTURE.svg",
                   help=h(_("where to write the picture (default: the screen, to pipe it on)")))
    s.add_argument("--theme", choices=tuple(THEMES), default="light", help=h(_("colours")))
    s.add_argument("--size", type=_in(lang, _size), default=None, metavar="PIXELS",
                   help=h(_("width of the picture, {least} to {most} (default: 150 pixels per "
                            "place)", least=MIN_SIZE, most=f"{MAX_SIZE:,}")))
    s.set_defaults(run=_svg)

    bots = "\n".join(f"  {_cell(name, 11)} {t(text)}" for name, text in BOT_HELP.items())
    bot_names = ", ".join(BOT_HELP)
    m = command(
        "simulate",
        help=h(_("let bots play many seeded games and sum them up")),
        description=t(_("Let bots play many games and print how often each seat and each bot "
                        "won. The same options and seed always give the same games, on any "
                        "machine and with any number of --jobs.")),
        epilog=t(_("bots:")) + f"\n{bots}\n\n" + _examples(lang, [
            "simulate --players 4 --bots greedy,random --games 200 --seed 1 "  # i18n: not shown
            "--csv out.csv",
            "simulate --bots eager --games 1000 --jobs 4",  # i18n: not shown
            "simulate --expansions mocha --bots greedy,eager --games 20"])  # i18n: not shown
        + "\n\n" + t(_("The bots are seated in the order given, repeated to fill the table "
                       "(greedy,random with 4 players: greedy, random, greedy, random); with "
                       "--seats rotate every bot sits in every seat equally often.")))
    m.add_argument("--players", type=_in(lang, _players), default=4, metavar="2-5",
                   help=h(_("players per game")))
    m.add_argument("--bots", default="random", metavar="NAME[,NAME...]",
                   help=h(_("who plays: {bots}", bots=bot_names)))
    m.add_argument("--games", type=_in(lang, _positive), default=100, metavar="N",
                   help=h(_("how many games")))
    m.add_argument("--seed", type=_in(lang, _seed), default=0,
                   help=h(_("the run's seed: every game's dice and bots follow from it")))
    m.add_argument("--layout", default=None,
                   help=h(_("a layout name (such as long-paths), a layout .json file, or "
                            "'random' (each game draws its board from its seed); default: "
                            "short-paths; with one expansion, its first-game layout, such as "
                            "mocha-first-game; with both (the Great Bazaar), 'random'")))
    m.add_argument("--expansions", default=None, metavar="NAME[,NAME...]",
                   help=h(_("play with these expansions, such as mocha (Mocha & Baksheesh; "
                            "default: the base game alone)")))
    m.add_argument("--variants", default=None, metavar="NAME[,NAME...]",
                   help=h(_("play with these variants, such as {example} (default: none; "
                            "{both} is the Great Bazaar with or without {name} named)",
                            example="neutral_assistants,caravan_leader",
                            both="mocha,letters", name="great_bazaar")))
    m.add_argument("--seats", choices=("rotate", "fixed"), default="rotate",
                   help=h(_("rotate: the bots change seats from game to game; fixed: never")))
    m.add_argument("--csv", metavar="FILE.csv",
                   help=h(_("also write one row per game to this file")))
    m.add_argument("--jobs", type=_in(lang, _jobs), default=1, metavar="N",
                   help=h(_("play on N processes at once (0: one per CPU core); same results")))
    m.add_argument("--no-progress", action="store_true", help=h(_("no progress bar")))
    m.set_defaults(run=_simulate)

    pl = command(
        "play",
        help=h(_("play a game at the terminal against bots")),
        description=t(_("Play Istanbul (or Istanbul: Choose & Write) at the terminal: the table "
                        "is shown in words, with numbered choices; type a number, an action "
                        "such as 'move 9' (docs/notation.md), or undo, redo, hint, table, save "
                        "FILE, help, quit. The bots play the other seats. It is the Table's own "
                        "session, so the words and saves are the same.")),
        epilog=_examples(lang, [
            "play --players 3 --bots greedy",  # i18n: not shown
            "play --expansions mocha --seed 7 --save game.json",  # i18n: not shown
            "play --load game.json --lang zh-Hant",  # i18n: not shown
            "play --game choose_write --players 2"]))  # i18n: not shown
    pl.add_argument("--game", choices=("istanbul", "choose_write"), default="istanbul",
                    help=h(_("the board game, or Istanbul: Choose & Write")))
    pl.add_argument("--players", type=int, default=3, metavar="N",
                    help=h(_("players (2-5; Choose & Write 1-5)")))
    pl.add_argument("--you", default="0", metavar="SEAT[,SEAT...]",
                    help=h(_("the seats you play (0 is the first); every other seat is a bot")))
    pl.add_argument("--bots", default="greedy", metavar="NAME[,NAME...]",
                    help=h(_("the bots of the other seats, in seat order, repeated: {bots}",
                             bots=bot_names)))
    pl.add_argument("--seed", type=_in(lang, _seed), default=1,
                    help=h(_("the game's seed (its dice, its deck)")))
    pl.add_argument("--expansions", default=None, metavar="NAME[,NAME...]",
                    help=h(_("the board game's expansions, such as mocha")))
    pl.add_argument("--variants", default=None, metavar="NAME[,NAME...]",
                    help=h(_("the board game's variants, such as neutral_assistants")))
    pl.add_argument("--load", metavar="FILE.json", help=h(_("go on with a saved game")))
    pl.add_argument("--save", metavar="FILE.json",
                    help=h(_("save the game here when it ends or you quit")))
    pl.set_defaults(run=_play)

    le = command(
        "lessons",
        help=h(_("copy the lesson notebooks into a folder")),
        description=t(_("Copy the lesson notebooks (00_start_here.ipynb, 01_..., ...) that ship "
                        "with the kit into a folder of yours, for a class or to change them. "
                        "Existing files are never overwritten unless you say --force.")) + " "
        + t(_("With --lang, each lesson the kit has in that language is copied in it (the "
              "same file name), the others in English.")),
        epilog=_examples(lang, ["lessons ~/istanbul-lessons"], _("example:")))
    le.add_argument("dest", metavar="DEST",
                    help=h(_("the folder (made if it does not exist)")))
    le.add_argument("--force", action="store_true",
                    help=h(_("overwrite lessons that are already in DEST")))
    le.set_defaults(run=_lessons)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit code (0 fine, 1 'no', 2 unusable input). Its words
    are in ``--lang``'s language, else the environment's (module doc)."""
    lang = _wanted(argv)
    p = parser(lang)
    try:
        args = p.parse_args(argv)
    except SystemExit as e:  # --help, --version and usage errors (argparse prints them)
        return e.code if isinstance(e.code, int) else 2
    lang = args.lang
    if args.command is None:  # one line, not the whole help
        usage = " ".join(p.format_usage().split())
        print(tr(_("{usage} (a command is needed: {commands}; run '{help}' for what each does)",
                   usage=usage, commands=", ".join(COMMANDS), help=f"{PROG} --help"), lang),
              file=sys.stderr)
        return 2
    try:
        return int(args.run(args))
    except Failure as e:
        print(f"{PROG} {args.command}: {tr(e.args[0], lang)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        stopped = tr(_("stopped"), lang)
        print(f"{PROG} {args.command}: {stopped}", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the picture piped into a command that stopped reading (head)
        try:  # and no second complaint when Python flushes stdout on the way out
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError, AttributeError):
            pass
        return 0
