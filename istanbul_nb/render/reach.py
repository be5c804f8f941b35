"""The reach picture of lesson 10: where a merchant and a companion can act within a few turns
(``analysis.first_arrival``), drawn on the board with the turn that first reaches each place."""

from __future__ import annotations

from .. import analysis
from ..board import Board
from .scene import board_scene
from .shapes import Circle, Style, Text


def reach_scene(board: Board, merchant: int, companion: int | None = None, turns: int = 2,
                size: float | None = None, theme: str = "light", holder: bool = False):
    """A picture of ``first_arrival``: the places reached within ``turns`` turns light up (the
    render layer's highlight), each with the number of the first turn that reaches it; the
    merchant's place is the start (``selected``) and the two pieces are marked M and C."""
    first = analysis.first_arrival(board, merchant, companion, turns, holder)
    scene = board_scene(board, highlight=first, selected=merchant, size=size, theme=theme)
    geo, th = scene.geometry, scene.theme
    for place, turn in first.items():
        x, y, w, h = geo.place_rect(place)
        scene.add(Circle(f"reach-{place}", x + w * 0.15, y + h * 0.47, w * 0.085,
                         Style(fill=th.highlight, stroke=th.background, width=w * 0.012),
                         title=f"reached on turn {turn}"), layer="highlights")
        scene.add(Text(f"reach-turn-{place}", x + w * 0.15, y + h * 0.47, (str(turn),),
                       w * 0.1, th.background, weight="bold"), layer="highlights")
    companion = merchant if companion is None else companion
    pieces = [("M", merchant, 0.15), ("C", companion, 0.85)]
    for letter, place, at in pieces:
        x, y, w, h = geo.place_rect(place)
        scene.add(Circle(f"reach-piece-{letter}", x + w * at, y + h * 0.64, w * 0.075,
                         Style(fill=th.background, stroke=th.selected, width=w * 0.02),
                         title="the merchant" if letter == "M" else "the companion"),
                  layer="highlights")
        scene.add(Text(f"reach-piece-text-{letter}", x + w * at, y + h * 0.64, (letter,),
                       w * 0.1, th.selected, weight="bold"), layer="highlights")
    scene.title = (f"where the merchant (M) and the companion (C) can act within {turns} "
                   f"turn{'s' if turns > 1 else ''}: the number is the first turn")
    return scene
