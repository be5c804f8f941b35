"""Every game view has a static SVG form: ``g.svg(seat)`` and ``g`` in a notebook cell
(``_repr_svg_``) draw a Choose & Write sheet, and ``g.sheet(i)`` (a SheetView) draws itself.
The pictures are render/choose_write.py's (``sheet_svg``, ``plan_svg``), labelled as the
reconstruction they are."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from picture_tools import elements

from istanbul_nb import choose_write as cw
from istanbul_nb.render.choose_write import RECONSTRUCTED_NOTE, plan_svg, sheet_svg

SVG = "{http://www.w3.org/2000/svg}"


def labelled(svg_text: str) -> str:
    """The picture's title, after checking it is well-formed SVG labelled a reconstruction."""
    root = ET.fromstring(svg_text)
    assert root.tag == f"{SVG}svg"
    assert "".join(elements(svg_text)["reconstructed-note"].itertext()) == RECONSTRUCTED_NOTE
    title = root.find(f"{SVG}title").text
    assert "map reconstructed" in title
    return title


def followers_turn() -> cw.Game:
    """Seat 0 played the Tea House 8 and used it: seat 1 decides whether to follow."""
    g = cw.stage(players=3, hands={0: ["8"]})
    g.apply("play hand")
    g.apply("at 8")
    assert g.current == 0 and g.to_act == 1
    return g


@pytest.mark.parametrize("players", [1, 3, 5])
def test_game_svg_is_sheet_svg_of_the_seat_asked(players):
    g = cw.new_game(players=players, seed=4)
    for seat in range(players):
        svg = g.svg(seat)
        assert svg == sheet_svg(g, seat)
        assert labelled(svg).startswith(f"Player {seat + 1}'s Game Plan, side "
                                        + ("1–3" if players <= 3 else "4–5"))
    assert g.svg(0, theme="dark", hidden=True) == sheet_svg(g, 0, theme="dark", hidden=True)
    with pytest.raises(ValueError, match="seat must be 0 to"):
        g.svg(players)


def test_without_a_seat_the_picture_is_the_deciding_seats_sheet_with_its_choices_lit():
    g = followers_turn()
    svg = g.svg()
    assert svg == sheet_svg(g, 1) and g._repr_svg_() == str(svg)
    assert labelled(g._repr_svg_()).startswith("Player 2's Game Plan")
    lit = {k for k in elements(svg) if k.startswith("highlight-")}
    # following the 8: the Tea House and its neighbours 4, 9, 13, B, D (those seat 1 can pay),
    # and the bonus actions
    assert {"highlight-place-8", "highlight-place-4", "highlight-place-9",
            "highlight-bonus"} <= lit
    assert not any(k.startswith("highlight-") for k in elements(g.svg(0)))  # not deciding


def test_a_finished_game_shows_the_winners_sheet():
    g = cw.stage(players=1, sheets={0: {"rubies": 9, "lira": 7, "guild_cards": ["G14"]}},
                 display=["1", "2"], location_deck=[])
    g.apply("guild G14")
    g.apply("bonus")
    assert g.is_over and g.winners() == [0]
    assert g.svg() == sheet_svg(g, 0) and g._repr_svg_() == str(sheet_svg(g, 0))
    assert not any(k.startswith("highlight-") for k in elements(g.svg()))


@pytest.mark.parametrize("players", [2, 4])
def test_a_sheet_view_draws_itself_as_its_game_plan(players):
    g = cw.new_game(players=players, seed=2)
    s = g.sheet(1)
    assert s.players == players and s.to_dict()["players"] == players
    svg = s._repr_svg_()
    assert svg == str(plan_svg(cw.game_plan(players), s, s.name)) == str(s.svg())
    side = "1–3" if players < 4 else "4–5"
    assert labelled(svg).startswith(f"Player 2's Game Plan, side {side}")
    # the same sheet as the game's picture, without what only the table knows (the palace's
    # goods, the Caravan card, the choices lit)
    assert set(elements(svg)) >= {f"place-{p}-icon-1" for p in cw.game_plan(players).places}
    assert not any(k.startswith("highlight-") for k in elements(svg))


def test_a_sheet_view_shows_what_is_written_on_it():
    g = followers_turn()
    g.apply("follow 9 icon")
    s = g.sheet(1)
    els = elements(s._repr_svg_())
    assert "place-9-cross-1" in els and "place-4-cross-1" not in els
    assert "place-9-cross-1" not in elements(g.sheet(2)._repr_svg_())
