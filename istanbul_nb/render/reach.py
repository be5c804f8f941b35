"""The reach picture of lesson 10: where a merchant and a companion can act within a few turns
(``analysis.first_arrival``), drawn on the board with the turn that first reaches each place."""

from __future__ import annotations

from .. import analysis
from ..board import Board
from ..i18n import N_, _, check_language, tr
from .scene import board_scene
from .shapes import Circle, Style, Text


def reach_scene(board: Board, merchant: int, companion: int | None = None, turns: int = 2,
                size: float | None = None, theme: str = "light", holder: bool = False,
                lang: str | None = None):
    """A picture of ``first_arrival``: the places reached within ``turns`` turns light up (the
    render layer's highlight), each with the number of the first turn that reaches it; the
    merchant's place is the start (``selected``) and the two pieces are marked M and C (their
    letters, like every word, in ``lang``; None: the session's language)."""
    lang = check_language(lang)
    first = analysis.first_arrival(board, merchant, companion, turns, holder)
    scene = board_scene(board, highlight=first, selected=merchant, size=size, theme=theme,
                        lang=lang)
    geo, th = scene.geometry, scene.theme
    for place, turn in first.items():
        x, y, w, h = geo.place_rect(place)
        scene.add(Circle(f"reach-{place}", x + w * 0.15, y + h * 0.47, w * 0.085,
                         Style(fill=th.highlight, stroke=th.background, width=w * 0.012),
                         # TRANSLATORS: the tooltip of a place's badge in the reach picture
                         title=tr(_("reached on turn {turn}", turn=turn), lang)),
                  layer="highlights")
        scene.add(Text(f"reach-turn-{place}", x + w * 0.15, y + h * 0.47, (str(turn),),
                       w * 0.1, th.background, weight="bold"), layer="highlights")
    companion = merchant if companion is None else companion
    # TRANSLATORS: the merchant's letter on the reach picture (one letter or character)
    m_word = tr(_("M"), lang)
    # TRANSLATORS: the companion's letter on the reach picture (one letter or character)
    c_word = tr(_("C"), lang)
    pieces = [("M", m_word, merchant, 0.15, tr(_("the merchant"), lang)),
              ("C", c_word, companion, 0.85, tr(_("the companion"), lang))]
    for key, letter, place, at, title in pieces:
        x, y, w, h = geo.place_rect(place)
        scene.add(Circle(f"reach-piece-{key}", x + w * at, y + h * 0.64, w * 0.075,
                         Style(fill=th.background, stroke=th.selected, width=w * 0.02),
                         title=title), layer="highlights")
        scene.add(Text(f"reach-piece-text-{key}", x + w * at, y + h * 0.64, (letter,),
                       w * 0.1 if len(letter) == 1 else w * 0.07, th.selected, weight="bold"),
                  layer="highlights")
    # TRANSLATORS: the reach picture's title; {merchant} and {companion} are the letters
    # drawn on the two pieces
    scene.title = tr(N_("where the merchant ({merchant}) and the companion ({companion}) can "
                        "act within {n} turn: the number is the first turn",
                        "where the merchant ({merchant}) and the companion ({companion}) can "
                        "act within {n} turns: the number is the first turn", turns,
                        merchant=m_word, companion=c_word), lang)
    return scene
