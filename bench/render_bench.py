"""Picture figures: milliseconds per SVG render and per canvas redraw (Python side).

A notebook re-renders the SVG every time a board is displayed, and a widget redraws on every
click, so both should stay far below a human's reaction time. Figures only; no test asserts on
time. The canvas redraw is measured with the comm's ``send`` replaced by a counter, so it is
the Python cost of building the one batched message, not the network's.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from timing import ms_per_call

import istanbul_nb as ist
from istanbul_nb.render import svg


def _ms_per_call(fn: Callable[[], object], repeat: int = 5, number: int = 20) -> float:
    return ms_per_call(fn, repeat, number)


def svg_figures() -> None:
    short = ist.Board("short-paths")
    bazaar = ist.Board(ist.layouts.random_layout("great-bazaar", seed=1))
    lit = sorted(short.moves(7))
    cases = {
        "short-paths (4x4), plain": lambda: svg(short),
        "short-paths (4x4), start + 10 destinations": lambda: svg(short, highlight=lit,
                                                                 selected=7),
        "great bazaar (5x5), plain": lambda: svg(bazaar),
        "great bazaar (5x5), colour-blind, Korean": lambda: svg(bazaar, theme="colorblind",
                                                               lang="ko"),
    }
    for name, fn in cases.items():
        print(f"   svg {name:<46} {_ms_per_call(fn):8.2f} ms per render")
    print(f"   svg size of short-paths: {len(svg(short)) / 1024:.1f} KiB")


def canvas_figures() -> None:
    from ipycanvas.canvas import _CANVAS_MANAGER

    from istanbul_nb.render import board_scene
    from istanbul_nb.render.canvas import CanvasBoard

    sent: list[int] = []
    original = _CANVAS_MANAGER.send
    _CANVAS_MANAGER.send = lambda *a, **k: sent.append(len(k.get("buffers", [b""])[0]))
    try:
        board = ist.Board("short-paths")
        view = CanvasBoard(board_scene(board))
        sent.clear()
        full = _ms_per_call(view.redraw, number=10)
        messages = len(sent) / 50
        size = sent[-1] / 1024
        scenes = [board_scene(board, highlight=board.moves(n), selected=n) for n in (7, 9)]
        # alternate two starts so every call really repaints the highlights layer
        flip = itertools.cycle(scenes)
        highlights = _ms_per_call(lambda: view.draw(next(flip)), number=10)
        print(f"   canvas full redraw (3 layers), short-paths     {full:8.2f} ms "
              f"({messages:.0f} message of {size:.0f} KiB)")
        print(f"   canvas highlight-only redraw (a click)          {highlights:8.2f} ms")
    finally:
        _CANVAS_MANAGER.send = original


def main() -> None:
    svg_figures()
    canvas_figures()


if __name__ == "__main__":
    main()
