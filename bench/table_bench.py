"""Table figures: the Python side of one redraw, and the bytes one redraw sends to the browser.

A learner clicks and waits for the board: everything the kernel does between the click and the
message leaving it is measured here (the game picture, the widgets' values, the canvas batch).
The canvas manager's ``send`` is replaced by a counter, so the sizes are those of the real
batched message (JSON metadata plus its binary buffers) and no browser is needed. Figures only;
no test asserts on time.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable

from timing import ms_per_call

import istanbul_nb as ist
from istanbul_nb.render.game_scene import game_scene, game_svg


def _ms(fn: Callable[[], object], repeat: int = 5, number: int = 10) -> float:
    return ms_per_call(fn, repeat, number)


def _row(label: str, ms: float, extra: str = "") -> None:
    print(f"   {label:<52} {ms:7.2f} ms{extra}")


def _midgame(players: int = 4, actions: int = 120) -> ist.Game:
    """A game some turns in, stopped at a move (so a click has somewhere to go)."""
    from istanbul_nb.bots import GreedyBot

    g = ist.new_game(players=players, seed=2)
    bots = [GreedyBot(seed=s) for s in range(players)]
    done = 0
    while not g.is_over and (done < actions or g.phase != "move"):
        g.apply(bots[g.to_act].choose(g))
        done += 1
    return g


def picture_figures(g: ist.Game) -> None:
    _row(f"game scene (board + pieces), {g.players} players, turn {g.turn}",
         _ms(lambda: game_scene(g)))
    _row(f"svg(game), turn {g.turn}", _ms(lambda: game_svg(g)),
         f", {len(game_svg(g)) / 1024:.0f} KiB")


def table_figures(g: ist.Game) -> None:
    from ipycanvas.canvas import _CANVAS_MANAGER

    from istanbul_nb.widgets import Table

    messages: list[int] = []

    def count(metadata, buffers=()):
        messages.append(len(json.dumps(metadata)) + sum(len(bytes(b)) for b in buffers))

    original = _CANVAS_MANAGER.send
    _CANVAS_MANAGER.send = count
    try:
        table = Table(g.copy())
        view = table._bv.view
        moves = [a for a in table.game.legal_actions() if a.verb == "move"]

        messages.clear()
        full = _ms(view.redraw)
        full_msgs = len(messages) / 50
        full_bytes = messages[-1]

        def click_and_back() -> None:
            table.play(moves[0])
            table.undo()

        messages.clear()
        click = _ms(click_and_back, number=5) / 2
        per_click = len(messages) / 50
        click_bytes = statistics.median(messages)
        refresh = _ms(table._refresh)
        n = len(table.game.history())
        def jump_and_back() -> None:
            table.replay(n // 2)
            table.replay(n)

        replay = _ms(jump_and_back, number=5) / 2
        _row("Table redraw, nothing changed (widget values only)", refresh)
        _row("Table move by click or undo (apply + redraw)", click,
             f", {per_click:.0f} canvas message of {click_bytes / 1024:.1f} KiB")
        _row("Table full repaint (a reconnecting browser)", full,
             f", {full_msgs:.0f} canvas message of {full_bytes / 1024:.1f} KiB")
        _row(f"Table replay slider jump ({n} steps of history)", replay)
        start = time.perf_counter()
        table.hint()
        _row("Table hint (GreedyBot)", (time.perf_counter() - start) * 1000)
    finally:
        _CANVAS_MANAGER.send = original


def main() -> None:
    g = _midgame()
    picture_figures(ist.new_game(players=4, seed=2))
    picture_figures(g)
    table_figures(g)


if __name__ == "__main__":
    main()
