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
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path
from typing import Any

from . import __version__, layouts
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
#: --rules -> (its name in a sentence, what it asks of Black Market and Tea House)
RULE_TITLES = {
    "bigbox": ("Big Box", "at least 3 steps apart and not in one row or column"),
    "base": ("base game", "at least 3 steps apart"),
}
#: --bots names -> (what the help says, how to make one)
BOT_HELP = {
    "random": "uniform among the legal moves (fast; long games)",
    "eager": "random, but never ends a turn early (fast)",
    "greedy": "plans its whole turn (about a second per game)",
    "montecarlo": "greedy plus playouts (slow: many seconds per game)",
    "strong": "the search bot: tree search, 0.5 s a decision (slow: minutes "
              "per game)",
}


#: the commands, in the order of the help
COMMANDS = ("check", "svg", "simulate", "play", "lessons")


class Failure(Exception):
    """Input the command cannot use: the message is one sentence for the user (exit 2)."""


# -- reading files ------------------------------------------------------------------------------
def _read(path: str, what: str) -> bytes:
    """The bytes of a file, or Failure in plain words (missing, a folder, too large)."""
    shown = short_repr(path)
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise Failure(f"{shown} is a folder, not a {what} file")
        if not stat.S_ISREG(info.st_mode):
            raise Failure(f"{shown} is not a file")
        if info.st_size > MAX_FILE_BYTES:
            raise Failure(f"{shown} is too large to be a {what} file ({info.st_size:,} bytes)")
        with open(path, "rb") as f:
            return f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        reason = (e.strerror or type(e).__name__).lower()
        raise Failure(f"cannot read {shown}: {reason}") from None
    except ValueError:  # a path with a NUL character
        raise Failure(f"cannot read {shown}: it is no file name") from None


def _text(data: bytes, shown: str) -> str:
    """The file's text: UTF-8, with or without the byte-order mark some Windows editors add."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Failure(f"{shown} is not a text file (it is not UTF-8)") from None


def _json_object(text: str, shown: str) -> dict:
    """The JSON object in ``text``, or Failure saying why it is none."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise Failure(f"{shown} is not valid JSON: {e.msg} (line {e.lineno}, column "
                      f"{e.colno})") from None
    except (ValueError, RecursionError):
        raise Failure(f"{shown} is not JSON this kit can read") from None
    if not isinstance(doc, dict):
        raise Failure(f"{shown} holds a JSON {type(doc).__name__}, but a layout or a saved "
                      "game is a JSON object")
    return doc


def _load_layout(text: str, shown: str) -> layouts.Layout:
    try:
        return layouts.from_json(text)
    except ValueError as e:
        raise Failure(f"{shown} is not a usable layout: {e}") from None


def _kind(doc: dict, shown: str) -> str:
    """'save' or 'layout': what a JSON file holds, from its fields."""
    if "format" in doc:
        if doc["format"] != SAVE_FORMAT:
            raise Failure(f"{shown} has \"format\": {short_repr(doc['format'])}, which is not "
                          f"a saved game of this kit (\"{SAVE_FORMAT}\")")
        return "save"
    if "rows" in doc:
        return "layout"
    raise Failure(f"{shown} is neither a layout (a JSON object with \"rows\") nor a saved game "
                  f"(a JSON object with \"format\": \"{SAVE_FORMAT}\")")


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
def _check(args: argparse.Namespace) -> int:
    shown = short_repr(args.layout)
    if _shipped_name(args.layout):
        lay = layouts.load(args.layout)
    else:
        data = _text(_read(args.layout, "layout"), shown)
        if _kind(_json_object(data, shown), shown) == "save":
            raise Failure(f"{shown} is a saved game; check reads layout files (draw the game "
                          f"with: {PROG} svg {args.layout})")
        lay = _load_layout(data, shown)
    title, rules = RULE_TITLES[args.rules]
    found = layouts.problems(lay, rules=args.rules)
    name = f"{shown} ({lay.kind} board)"
    if not found:
        fountain = ("in the centre of the board" if args.rules == "bigbox"
                    and lay.kind == "great-bazaar" else "on an inner place")
        print(f"{name} keeps the {title} random-layout rules: the Fountain {fountain}, Black "
              f"Market and Tea House {rules}.")
        return 0
    n = len(found)
    print(f"{name} breaks {n} of the {title} random-layout rules:")
    for problem in found:
        print(f"  - {problem}")
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
        data = _text(_read(args.file, "layout or saved game"), shown)
        kind = _kind(_json_object(data, shown), shown)
        if kind == "save":
            try:
                what = Game.from_json(data)
            except ValueError as e:
                raise Failure(f"{shown} is not a usable saved game: {e}") from None
        else:
            what = Board(_load_layout(data, shown))
    try:
        picture = render.svg(what, theme=args.theme, lang=args.lang, size=args.size)
    except ValueError as e:  # the parser checks the size; this is the renderer's last word
        raise Failure(f"cannot draw {shown}: {e}") from None
    if args.output in (None, "-"):
        sys.stdout.write(picture)
        return 0
    try:
        Path(args.output).write_text(picture, encoding="utf-8")
    except (OSError, ValueError) as e:  # ValueError: a NUL in the name
        reason = (getattr(e, "strerror", None) or type(e).__name__).lower()
        raise Failure(f"cannot write {short_repr(args.output)}: {reason}") from None
    print(f"wrote {args.output}: the {'game' if kind == 'save' else 'layout'} from {args.file}",
          file=sys.stderr)
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
    session = Session(game, bots=bots)

    def save(path: str, text: str) -> None:
        Path(path).write_text(text, encoding="utf-8")

    def read() -> str:
        return input("> ")

    return play(session, read, print, save, args.save)


def _play_game(args: argparse.Namespace) -> Any:
    """The game ``play`` starts: loaded from ``--load``, else new from the options."""
    if args.game == "choose_write":
        from . import choose_write as cw

        game_type: Any = cw.Game
        if args.load is None:
            if args.expansions or args.variants:
                raise Failure("Choose & Write has no expansions or variants")
            try:
                return cw.new_game(players=args.players, seed=args.seed)
            except ValueError as e:
                raise Failure(str(e)) from None
    else:
        from .engine import Game, new_game

        game_type = Game
        if args.load is None:
            try:
                return new_game(players=args.players, seed=args.seed,
                                expansions=_expansion_names(args.expansions),
                                variants=_expansion_names(args.variants, "variant"))
            except ValueError as e:
                raise Failure(str(e)) from None
    try:
        return game_type.from_json(Path(args.load).read_bytes())
    except OSError as e:
        raise Failure(f"cannot read {short_repr(args.load)}: {e.strerror or e}") from None
    except ValueError as e:
        raise Failure(f"{short_repr(args.load)} is no saved game of this kind: {e}") from None


def _seats(text: str, players: int) -> list[int]:
    """``0`` or ``0,2`` -> the seats a person plays (each once, each at the table)."""
    try:
        seats = [int(t) for t in text.split(",")]
    except ValueError:
        raise Failure(f"--you takes seat numbers such as 0 or 0,2, not {short_repr(text)}"
                      ) from None
    if len(set(seats)) != len(seats) or not all(0 <= s < players for s in seats):
        raise Failure(f"--you takes different seats from 0 to {players - 1}, not "
                      f"{short_repr(text)}")
    return seats


def _bot_names(text: str, players: int) -> list[str]:
    """``greedy,random`` -> one name per seat, repeating the list to fill the table."""
    names = [t.strip().lower() for t in text.split(",")]
    unknown = [n for n in names if n not in BOT_HELP]
    if unknown:
        raise Failure(f"unknown bot {short_repr(unknown[0])}; the bots are "
                      f"{', '.join(BOT_HELP)}")
    if len(names) > players:
        raise Failure(f"{len(names)} bots for {players} players: give at most one bot per seat")
    return [names[s % len(names)] for s in range(players)]


def _expansion_names(text: str | None, kind: str = "expansion") -> tuple[str, ...]:
    """``mocha`` or ``mocha,letters`` -> the names (the engine says which it knows); the same
    for ``--variants``."""
    names = tuple(t.strip().lower() for t in (text or "").split(",") if t.strip())
    if len(set(names)) != len(names):
        raise Failure(f"each {kind} is named once, not {short_repr(text)}")
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


def _summary(results, seconds: float, jobs: int) -> str:
    from .bots import wilson
    from .bots.simulate import board_words

    n, players = results.games, results.players
    where = "here" if jobs == 1 else f"on {jobs} processes"
    with_ = f" with {', '.join(results.expansions)}" if results.expansions else ""
    if results.variants:
        with_ += f" (variants: {', '.join(results.variants)})"
    board = board_words(results.layout)
    lines = [f"{n} games, {players} players on {board}{with_} (seats {results.seats}, "
             f"seed {results.seed}), played {where} in {seconds:.1f} s",
             f"mean length: {results.mean_rounds():.1f} rounds", "",
             "seat   win rate   95% interval"]
    for seat, (rate, lo, hi) in results.seat_intervals().items():
        first = "  (starts)" if seat == 0 else ""
        lines.append(f"{seat:<6} {rate:>8.1%}   {lo:.1%} - {hi:.1%}{first}")
    lines += ["", "bot            seats   games won   win rate   95% interval    fair share"]
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
        lines.append(f"{bot:<14} {seats_of.get(bot, 0):>5} {won[bot]:>11.1f} {rate:>10.1%}   "
                     f"{interval:<15} {seats_of.get(bot, 0) / players:>8.1%}")
    lines += ["", "(a shared victory counts as a part of a win for each sharer; fair share is "
              "what a bot wins when the seats are equally strong)"]
    return "\n".join(lines)


def _simulate(args: argparse.Namespace) -> int:
    from .bots import default_layout, simulate
    from .bots.simulate import RANDOM_BOARDS
    from .engine import new_game

    names = _bot_names(args.bots, args.players)
    expansions = _expansion_names(args.expansions)
    variants = _expansion_names(args.variants, "variant")
    with_ = f" with {', '.join(expansions)}" if expansions else ""
    if variants:
        with_ += f" (variants: {', '.join(variants)})"
    try:
        probe = new_game(players=2, seed=0, expansions=expansions, variants=variants)
    except ValueError as e:  # the combination itself, before any layout is tried
        raise Failure(f"cannot play{with_ or ' the base game'}: {e}") from None
    variants = probe.config.variants   # as the game names them (R9: mocha,letters adds GB)
    layout = (args.layout if args.layout is not None
              else default_layout(expansions, variants))
    board: dict[str, Any] = {} if layout == RANDOM_BOARDS else {"layout": layout}
    try:
        new_game(players=args.players, seed=0, expansions=expansions, variants=variants,
                 **board)
    except ValueError as e:
        raise Failure(f"cannot play {args.players} players on {short_repr(layout)}{with_}: "
                      f"{e}") from None
    if args.csv is not None:
        try:
            folder = Path(args.csv).resolve().parent
            usable = folder.is_dir()
        except (OSError, ValueError) as e:
            raise Failure(f"cannot write {short_repr(args.csv)}: it is no usable file name "
                          f"({type(e).__name__})") from None
        if not usable:
            raise Failure(f"cannot write {short_repr(args.csv)}: the folder {folder} does not "
                          "exist")
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
    print(_summary(results, seconds, jobs))
    if args.csv is not None:
        header, table = _game_table(results.rows, args.players)
        try:
            with open(args.csv, "w", newline="", encoding="utf-8") as f:
                writer = csv.DictWriter(f, fieldnames=header, lineterminator="\n")
                writer.writeheader()
                writer.writerows(table)
        except (OSError, ValueError) as e:
            reason = (getattr(e, "strerror", None) or type(e).__name__).lower()
            raise Failure(f"cannot write {short_repr(args.csv)}: {reason}") from None
        print(f"wrote {args.csv}: one row per game ({len(table)} rows)")
    return 0


# -- lessons ------------------------------------------------------------------------------------
def lessons_folder() -> Traversable | Path:
    """Where the lesson notebooks are: inside an installed wheel (``istanbul_nb/data/lessons``),
    else the repository's ``notebooks/`` (a source checkout or an editable install)."""
    shipped = resources.files("istanbul_nb").joinpath("data/lessons")
    if shipped.is_dir():
        return shipped
    return Path(__file__).resolve().parent.parent / "notebooks"


def lesson_files() -> list[Traversable | Path]:
    """The shipped lessons, in their order (00, 01, ...)."""
    folder = lessons_folder()
    if not folder.is_dir():
        return []
    found = [e for e in folder.iterdir() if fnmatch.fnmatch(e.name, LESSON_PATTERN)]
    return sorted(found, key=lambda e: e.name)


def _lessons(args: argparse.Namespace) -> int:
    files = lesson_files()
    if not files:
        raise Failure(f"this installation has no lessons (looked in {lessons_folder()})")
    dest = Path(args.dest)
    try:
        if dest.exists() and not dest.is_dir():
            raise Failure(f"{short_repr(args.dest)} is a file, not a folder")
        there = [e.name for e in files if (dest / e.name).exists()]
    except (OSError, ValueError) as err:  # a name too long, a NUL, no permission
        reason = (getattr(err, "strerror", None) or "it is no folder name").lower()
        raise Failure(f"cannot use {short_repr(args.dest)} as the lessons' folder: "
                      f"{reason}") from None
    if there and not args.force:
        print(f"{dest} already has {len(there)} of the lessons ({', '.join(there)}); nothing "
              "was copied. Add --force to overwrite them.", file=sys.stderr)
        return 1
    try:
        dest.mkdir(parents=True, exist_ok=True)
        for e in files:
            (dest / e.name).write_bytes(e.read_bytes())
            print(f"copied {e.name}")
    except (OSError, ValueError) as err:
        reason = (getattr(err, "strerror", None) or type(err).__name__).lower()
        raise Failure(f"cannot copy the lessons into {short_repr(args.dest)}: {reason}") from None
    print(f"{len(files)} lessons are in {dest}. Start with {files[0].name}; to show their stored "
          f"boards in JupyterLab, first run: jupyter trust {dest / LESSON_PATTERN}")
    return 0


# -- the parser ---------------------------------------------------------------------------------
def _positive(text: str) -> int:
    n = _digits(text)
    if n < 1:
        raise argparse.ArgumentTypeError(f"{n} is too small: give 1 or more")
    return n


def _digits(text: str, most: int = MAX_DIGITS) -> int:
    """A whole number written in ASCII digits (at most ``most`` of them): ``int()`` also
    reads other scripts' digits and underscores, and a 5,000-digit number is no size."""
    t = text.strip()
    if not (t.isascii() and t.isdigit()) or len(t) > most:
        raise argparse.ArgumentTypeError(f"{short_repr(text, 30)} is not a whole number "
                                         f"written with the digits 0-9 (at most {most})")
    return int(t)


def _size(text: str) -> int:
    """``svg --size``: the picture's width in pixels, from ``MIN_SIZE`` to ``MAX_SIZE``."""
    n = _digits(text)
    if not MIN_SIZE <= n <= MAX_SIZE:
        raise argparse.ArgumentTypeError(f"{n} pixels cannot be drawn: give a width from "
                                         f"{MIN_SIZE} to {MAX_SIZE:,}")
    return n


def _jobs(text: str) -> int:
    t = text.strip()
    if t.startswith("-") and t[1:].isascii() and t[1:].isdigit():
        raise argparse.ArgumentTypeError("give 1 or more processes (0: one per CPU core)")
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
        raise argparse.ArgumentTypeError(f"{n} players cannot play: Istanbul is for 2 to 5")
    return n


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad argument is ONE line on stderr (the command, what is wrong, where
    to read more) and exit 2, instead of the usage block and then the error."""

    def error(self, message: str):
        message = " ".join(message.split())
        if len(message) > 300:
            message = message[:299] + "\u2026"
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


class _Help(argparse.HelpFormatter):
    """Wraps each line of a description or epilog on its own (so the examples keep their line
    breaks and indented lines stay as written) and shows the options' defaults that say
    something (not None or False)."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n".join(line if line.startswith(" ") or not line else
                         textwrap.fill(line, width, initial_indent=indent,
                                       subsequent_indent=indent)
                         for line in text.splitlines())

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        default = action.default
        if default is not None and default is not False and default != argparse.SUPPRESS \
                and action.option_strings:
            text += " (default: %(default)s)"
        return text


def parser() -> argparse.ArgumentParser:
    from .places import LANGUAGES
    from .render.themes import THEMES

    p = _Parser(
        prog=PROG, formatter_class=_Help,
        description="The Istanbul teaching kit from the command line: check a layout, draw a "
                    "board, let bots play many games, copy the lessons.",
        epilog=f"Run '{PROG} COMMAND --help' for one command's options. Exit codes: 0 fine, "
               "1 'no' (a rule is broken, a file would be overwritten), 2 unusable input.")
    p.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    c = sub.add_parser(
        "check", formatter_class=_Help,
        help="does a layout file keep the random-layout rules?",
        description="Read a layout file (the JSON that the Layout Editor saves) and say whether "
                    "it keeps the random-layout rules, one line per broken rule.",
        epilog=f"examples:\n  {PROG} check my-layout.json\n  {PROG} check my-layout.json "
               f"--rules base\n  {PROG} check long-paths   (a layout that ships with the kit)"
               "\n\nexit codes: 0 keeps the rules, 1 breaks one or more, 2 the file cannot be "
               "read as a layout")
    c.add_argument("layout", metavar="LAYOUT.json",
                   help="a layout file, or the name of a layout that ships with the kit")
    c.add_argument("--rules", choices=tuple(RULE_TITLES), default="bigbox",
                   help="bigbox: the Big Box rule book (also: Black Market and Tea House not in "
                        "one row or column); base: the base-game rule book")
    c.set_defaults(run=_check)

    s = sub.add_parser(
        "svg", formatter_class=_Help,
        help="draw a layout file or a saved game as an SVG picture",
        description="Draw a layout file, or a saved game (with every piece where it stands), "
                    "as an SVG picture that any web browser opens. The kind of file is found "
                    "from its contents.",
        epilog=f"examples:\n  {PROG} svg my-layout.json -o board.svg\n  {PROG} svg "
               f"game.json -o table.svg --theme dark\n  {PROG} svg my-layout.json > board.svg")
    s.add_argument("file", metavar="FILE.json", help="a layout file or a saved game")
    s.add_argument("-o", "--output", metavar="PICTURE.svg",
                   help="where to write the picture (default: the screen, to pipe it on)")
    s.add_argument("--theme", choices=tuple(THEMES), default="light", help="colours")
    s.add_argument("--lang", choices=LANGUAGES, default="en", help="language of place names")
    s.add_argument("--size", type=_size, default=None, metavar="PIXELS",
                   help=f"width of the picture, {MIN_SIZE} to {MAX_SIZE:,} (default: 150 "
                        "pixels per place)")
    s.set_defaults(run=_svg)

    bots = "\n".join(f"  {name:<11} {text}" for name, text in BOT_HELP.items())
    m = sub.add_parser(
        "simulate", formatter_class=_Help,
        help="let bots play many seeded games and sum them up",
        description="Let bots play many games and print how often each seat and each bot won. "
                    "The same options and seed always give the same games, on any machine and "
                    "with any number of --jobs.",
        epilog=f"bots:\n{bots}\n\nexamples:\n  {PROG} simulate --players 4 --bots greedy,random "
               f"--games 200 --seed 1 --csv out.csv\n  {PROG} simulate --bots eager --games 1000 "
               f"--jobs 4\n  {PROG} simulate --expansions mocha --bots greedy,eager --games 20"
               "\n\nThe bots are seated in the order given, repeated to fill the table "
               "(greedy,random with 4 players: greedy, random, greedy, random); with --seats "
               "rotate every bot sits in every seat equally often.")
    m.add_argument("--players", type=_players, default=4, metavar="2-5",
                   help="players per game")
    m.add_argument("--bots", default="random", metavar="NAME[,NAME...]",
                   help="who plays: " + ", ".join(BOT_HELP))
    m.add_argument("--games", type=_positive, default=100, metavar="N", help="how many games")
    m.add_argument("--seed", type=_seed, default=0,
                   help="the run's seed: every game's dice and bots follow from it")
    m.add_argument("--layout", default=None,
                   help="a layout name (such as long-paths), a layout .json file, or "
                        "'random' (each game draws its board from its seed); default: "
                        "short-paths; with one expansion, its first-game layout, such as "
                        "mocha-first-game; with both (the Great Bazaar), 'random'")
    m.add_argument("--expansions", default=None, metavar="NAME[,NAME...]",
                   help="play with these expansions, such as mocha (Mocha & Baksheesh; "
                        "default: the base game alone)")
    m.add_argument("--variants", default=None, metavar="NAME[,NAME...]",
                   help="play with these variants, such as neutral_assistants,caravan_leader "
                        "(default: none; mocha,letters is the Great Bazaar with or without "
                        "great_bazaar named)")
    m.add_argument("--seats", choices=("rotate", "fixed"), default="rotate",
                   help="rotate: the bots change seats from game to game; fixed: never")
    m.add_argument("--csv", metavar="FILE.csv", help="also write one row per game to this file")
    m.add_argument("--jobs", type=_jobs, default=1, metavar="N",
                   help="play on N processes at once (0: one per CPU core); same results")
    m.add_argument("--no-progress", action="store_true", help="no progress bar")
    m.set_defaults(run=_simulate)

    pl = sub.add_parser(
        "play", formatter_class=_Help,
        help="play a game at the terminal against bots",
        description="Play Istanbul (or Istanbul: Choose & Write) at the terminal: the table is "
                    "shown in words, with numbered choices; type a number, an action such as "
                    "'move 9' (docs/notation.md), or undo, redo, hint, table, save FILE, help, "
                    "quit. The bots play the other seats. It is the Table's own session, so "
                    "the words and saves are the same.",
        epilog=f"examples:\n  {PROG} play --players 3 --bots greedy\n  {PROG} play "
               f"--expansions mocha --seed 7 --save game.json\n  {PROG} play --load game.json"
               f"\n  {PROG} play --game choose_write --players 2")
    pl.add_argument("--game", choices=("istanbul", "choose_write"), default="istanbul",
                    help="the board game, or Istanbul: Choose & Write")
    pl.add_argument("--players", type=int, default=3, metavar="N",
                    help="players (2-5; Choose & Write 1-5)")
    pl.add_argument("--you", default="0", metavar="SEAT[,SEAT...]",
                    help="the seats you play (0 is the first); every other seat is a bot")
    pl.add_argument("--bots", default="greedy", metavar="NAME[,NAME...]",
                    help="the bots of the other seats, in seat order, repeated: "
                         + ", ".join(BOT_HELP))
    pl.add_argument("--seed", type=_seed, default=1, help="the game's seed (its dice, its deck)")
    pl.add_argument("--expansions", default=None, metavar="NAME[,NAME...]",
                    help="the board game's expansions, such as mocha")
    pl.add_argument("--variants", default=None, metavar="NAME[,NAME...]",
                    help="the board game's variants, such as neutral_assistants")
    pl.add_argument("--load", metavar="FILE.json", help="go on with a saved game")
    pl.add_argument("--save", metavar="FILE.json",
                    help="save the game here when it ends or you quit")
    pl.set_defaults(run=_play)

    le = sub.add_parser(
        "lessons", formatter_class=_Help,
        help="copy the lesson notebooks into a folder",
        description="Copy the lesson notebooks (00_start_here.ipynb, 01_..., ...) that ship "
                    "with the kit into a folder of yours, for a class or to change them. "
                    "Existing files are never overwritten unless you say --force.",
        epilog=f"example:\n  {PROG} lessons ~/istanbul-lessons")
    le.add_argument("dest", metavar="DEST", help="the folder (made if it does not exist)")
    le.add_argument("--force", action="store_true",
                    help="overwrite lessons that are already in DEST")
    le.set_defaults(run=_lessons)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit code (0 fine, 1 'no', 2 unusable input)."""
    p = parser()
    try:
        args = p.parse_args(argv)
    except SystemExit as e:  # --help, --version and usage errors (argparse prints them)
        return e.code if isinstance(e.code, int) else 2
    if args.command is None:  # one line, not the whole help
        usage = " ".join(p.format_usage().split())
        print(f"{usage} (a command is needed: {', '.join(COMMANDS)}; run '{PROG} --help' for "
              "what each does)", file=sys.stderr)
        return 2
    try:
        return int(args.run(args))
    except Failure as e:
        print(f"{PROG} {args.command}: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{PROG} {args.command}: stopped", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the picture piped into a command that stopped reading (head)
        try:  # and no second complaint when Python flushes stdout on the way out
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError, AttributeError):
            pass
        return 0
