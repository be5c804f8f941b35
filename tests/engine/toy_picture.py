"""The toy expansion's picture (``tests/engine/toy_expansion.py``): a picture slice that lives
only under tests/, the proof that an expansion's picture is "a module + its declaration at
registration" (``slices={"picture": ("toy_picture",)}``) with no edit under ``istanbul_nb/``.

It adds every kind of hook ``render.slices.PictureSlice`` offers but the stack badge:

- a **strip** under the board (or beside it): one box per seat with its tokens
  (``toy-tokens-<colour>``), then a line with the bank (``toy-note``);
- a **place painter**: the deal's price on place 17 (``toy-deal-price``);
- the **runner** drawn its own way (a piece painter; ``drawn_kinds`` keeps the plain hexagon
  away), id ``toy-runner``;
- the **Peddler**'s tag ("Ped", ``figure_looks``) and a **sentence** for the screen reader.

The tokens come from each seat's public view (``game.player(seat).tokens``, the toy part's
``view``); the bank holds the rest of the 12.
"""

from __future__ import annotations

import toy_expansion as toy  # beside this file

from istanbul_nb.places import label
from istanbul_nb.render.game_scene import (
    BOX_LEAST,
    Marks,
    Piece,
    flow,
    r2,
    seat_badge,
    seat_box,
    seat_fill,
    seat_letters,
)
from istanbul_nb.render.shapes import Circle, Group, Shape, Style, Text
from istanbul_nb.render.slices import PICTURES, PictureSlice, PlacePainter
from istanbul_nb.render.themes import Theme, text_on

TOKEN = "#00897b"
PEDDLER_FILL = "#00695c"


def tokens(game) -> tuple[list[int], int]:
    """(each seat's tokens, the bank's), from the seats' public views."""
    held = [game.player(s).tokens for s in range(game.players)]
    return held, toy.TOKENS - sum(held)


def _token_chip(x: float, cy: float, fs: float, n: int, th: Theme) -> list[Shape]:
    return [Circle("", r2(x + fs * 0.5), r2(cy), r2(fs * 0.45),
                   Style(fill=TOKEN, stroke=th.ink, width=r2(fs * 0.08))),
            Text("", r2(x + fs * 1.1), r2(cy), (f"×{n}",), r2(fs * 0.85), th.ink,
                 anchor="start", weight="bold")]


def _strip(mk: Marks, top: float) -> float:
    g = mk.game
    held, bank = tokens(g)
    views = [g.player(s) for s in range(g.players)]
    initials = seat_letters(v.colour for v in views)
    fs = max(mk.geo.cell * 0.125, BOX_LEAST)
    row_h, gap = fs * 1.6, fs * 0.3
    _, col_w, where = mk.box_grid(len(views), row_h, gap)
    y0 = top + fs * 0.3
    for seat, v in enumerate(views):
        fill = seat_fill(v.colour, seat, mk.th)
        items = [seat_badge(fs, fill, initials[seat], mk.th),
                 (fs * 3.0, lambda x, cy, n=held[seat]: _token_chip(x, cy, fs, n, mk.th))]
        spots = flow(items, fs, col_w)
        x, y = where(seat, y0)
        mk.add(Group(f"toy-tokens-{v.colour}", tuple(seat_box(
            mk, x, y, col_w, row_h, fs, fs * 1.2, fill, seat == g.to_act, items, spots)),
            title=f"{v.name} has {held[seat]} token{'s' if held[seat] != 1 else ''}"))
    y = y0 + mk.block_height(len(views), row_h, gap) + fs * 0.8
    mk.add(Text("toy-note", r2(mk.strip_left), r2(y), (f"Token bank: {bank}",), r2(fs * 0.85),
                mk.th.ink, anchor="start"))
    return y + fs - top


def _paint_deal(mk: Marks, number: int) -> None:
    x0, y1, _, _ = mk.info(number)
    mk.add(Group("toy-deal-price", tuple(_token_chip(x0, y1, mk.chip, 1, mk.th)),
                 title=f"a token for 1 lira at {label(number, mk.lang)}"))


def _runner_at(cx: float, cy: float, r: float, th: Theme, title: str) -> Group:
    return Group("toy-runner", (
        Circle("", r2(cx), r2(cy), r2(r), Style(fill=TOKEN, stroke=th.ink, width=r2(r * 0.14))),
        Text("", r2(cx), r2(cy), ("Run",), r2(r * 0.8), text_on(TOKEN), weight="bold")),
        title=title)


def _runner(game, pcs: dict, th: Theme, lang: str, big: dict, small: dict) -> None:
    for piece in pcs["others"]:
        if piece["kind"] == "runner" and piece["place"] is not None:
            small.setdefault(piece["place"], []).append(Piece(
                _runner_at, (th, f"the runner at {label(piece['place'], lang)}"), 2.0))


def _lines(game, lang: str) -> list[str]:
    held, bank = tokens(game)
    names = ", ".join(f"{game.player(s).name} {n}" for s, n in enumerate(held))
    return [f"Tokens: {names}; the bank holds {bank}."]


PICTURES.register(__name__, PictureSlice(
    painters=(PlacePainter(17, _paint_deal),), strips=(_strip,), pieces=(_runner,),
    lines=(_lines,), drawn_kinds=frozenset({"runner"}),
    figure_looks={"peddler": ("Ped", PEDDLER_FILL)}))
