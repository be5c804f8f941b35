"""The variants and the crowded 5x5 board on the picture (SVG and canvas, one scene).

Neutral assistants (grey squares marked N on their places, counted on each merchant's stack),
the caravan tile (on the Caravansary 6, or beside the board under its leader's colour), the
Great Bazaar's line under the board, and a crowded place of the 5x5 board whose pieces are
packed larger than even slots would allow, inside the tile, between its markers and its name.
"""

from __future__ import annotations

import pytest
from picture_tools import SVG, elements, text, title  # beside this file

import istanbul_nb as ist
from istanbul_nb.render import scene_svg
from istanbul_nb.render.game_scene import _bottom, _x_of, game_scene, state_lines
from istanbul_nb.render.shapes import Circle, Group, Polygon, Rect, Text, walk

VARIANTS = ("great_bazaar", "neutral_assistants", "caravan_leader")


def variant_game(leader: int | None = None) -> ist.Game:
    """Red's neutral assistant stands on the Kiosk 22, another on the Small Mosque 14; Blue's
    stack holds 2 neutral ones (its own and Green's... the count is what matters)."""
    return ist.stage(players=4, expansions=("mocha", "letters"), variants=VARIANTS,
                     seats={0: dict(merchant=22, assistants=[1, 5]),
                            1: dict(merchant=6, assistants=[9])},
                     neutral={"stacks": {0: "o", 1: "nnoo", 2: "ooo", 3: "ooo"},
                              "placed": [14, 22]},
                     caravan_leader=leader)


def test_neutral_assistants_are_grey_squares_marked_n_and_counted_on_the_stack():
    g = variant_game()
    assert g.player(1).neutral_assistants == 2 and g.player(0).neutral_assistants == 0
    els = elements(game_svg_text(g))
    for p in (14, 22):
        assert text(els, f"neutral-assistant-{p}").split()[-1] == "N"
        assert "neutral assistant" in title(els, f"neutral-assistant-{p}")
    assert text(els, "merchant-blue-neutral").split()[-1] == "2"
    assert "2 of them neutral" in title(els, "merchant-blue")
    assert "merchant-red-neutral" not in els
    lines = " ".join(state_lines(g))
    assert "with 4 assistants (2 of them neutral)" in lines
    assert "in stacks: Blue 2" in text(els, "variants-note")


def test_the_caravan_tile_lies_on_the_caravansary_then_beside_the_board():
    g = variant_game()
    els = elements(game_svg_text(g))
    assert text(els, "caravan-tile").split()[-1] == "Caravan" and "caravan-tile-held" not in els
    assert "no caravan leader yet" in text(els, "variants-note")
    g = variant_game(leader=2)
    assert g.player(2).caravan_leader
    els = elements(game_svg_text(g))
    assert "caravan-tile" not in els
    assert "Green" in title(els, "caravan-tile-held")
    assert "Caravan leader: Green" in text(els, "variants-note")
    assert "Caravan leader: Green (keeps both cards at the Caravansary (6))." in state_lines(g)


@pytest.mark.parametrize("expansions", [(), ("mocha",), ("letters",)])
def test_a_game_without_variants_has_no_variants_line(expansions):
    # by ruling R9, Mocha and Letters together are the Great Bazaar, a variant with its line
    g = ist.stage(players=4, expansions=expansions)
    assert g.config.variants == ()
    els = elements(game_svg_text(g))
    assert "variants-note" not in els and not any(k.startswith("neutral-") for k in els)


def game_svg_text(g: ist.Game) -> str:
    return scene_svg(game_scene(g, highlight=()))


def crowded() -> ist.Game:
    """Eleven pieces on the Kiosk 22 and ten on the Sultan's Palace 13 (a two-line name)."""
    return ist.stage(players=5, expansions=("mocha", "letters"),
                     seats={0: dict(merchant=22, lira=9, assistants=[1, 5, 13]),
                            1: dict(merchant=22, assistants=[2, 22, 13], family=22),
                            2: dict(merchant=23, assistants=[9, 22, 13], family=13),
                            3: dict(merchant=13, assistants=[8, 13, 22]),
                            4: dict(merchant=13, assistants=[13, 22, 23], family=22)},
                     companion={s: [22, 22, 13, 24, 25][s] for s in range(5)},
                     governor=22, smuggler=13, phase="action",
                     kiosk_top=["two-fruit", "spice-lira", "fruit-lira", "two-spice",
                                "fabric-lira", "two-fabric"])


def _on(sc, place: int) -> list[Group]:
    geo = sc.geometry
    x, y, w, h = geo.place_rect(place)
    ids = ("merchant-", "assistant-", "family-", "companion-", "governor", "smuggler")
    return [s for s in sc.layers["pieces"] if isinstance(s, Group) and s.id.startswith(ids)
            and x <= _x_of(s) <= x + w and y <= _bottom(s) <= y + h]


def test_a_crowded_place_packs_its_pieces_larger_between_its_markers_and_its_name():
    g = crowded()
    g.apply("kiosk")  # the Kiosk's tiles on offer: a second line of markers on the Kiosk
    sc = game_scene(g, highlight=())
    geo = sc.geometry
    for place, count in ((22, 11), (13, 10)):
        pieces = _on(sc, place)
        assert len(pieces) == count, (place, [p.id for p in pieces])
        x, y, w, h = geo.place_rect(place)
        radii = [c.r for p in pieces for c in p.shapes[:1] if hasattr(c, "r")]
        # even slots gave 0.049 of a cell to a busy place's merchant discs
        assert min(radii) > geo.cell * 0.055, (place, min(radii))
        tile = next(s for s in sc.layers["tiles"] if s.id == f"place-{place}")
        name = tile.shapes[-1]
        assert isinstance(name, Text)
        name_top = name.y - name.size * (name.line_height * (len(name.lines) - 1) / 2 + 0.5)
        assert max(_bottom(p) for p in pieces) < name_top, place
    # the Sultan's Palace writes its name on one line to give its pieces the height
    tile = next(s for s in sc.layers["tiles"] if s.id == "place-13")
    assert tile.shapes[-1].lines == ("Sultan's Palace",)
    # the Kiosk's tiles on offer stay above its pieces
    offer = [s for s in sc.layers["pieces"] if s.id.startswith("kiosk-offer-")]
    assert offer and max(_bottom(s) for s in offer) < min(_top(p) for p in _on(sc, 22))


def _top(s) -> float:
    """The highest y of a piece's drawn parts."""
    ys = []
    for part in walk([s]):
        if isinstance(part, Rect):
            ys.append(part.y)
        elif isinstance(part, Circle):
            ys.append(part.cy - part.r)
        elif isinstance(part, Polygon):
            ys.extend(y for _, y in part.points)
    return min(ys)


def test_a_quiet_place_keeps_its_even_slots():
    """Two pieces on a place: the layout of before (the 4x4 and 5x4 pictures unchanged)."""
    g = ist.stage(players=2, seats={0: dict(merchant=9), 1: dict(merchant=9)})
    sc = game_scene(g, highlight=())
    x, y, w, h = sc.geometry.place_rect(9)
    discs = [s.shapes[0] for s in sc.layers["pieces"] if s.id in ("merchant-red",
                                                                   "merchant-blue")]
    assert [round(d.cy, 2) for d in discs] == [round(y + h * 0.62, 2)] * 2


def test_beside_puts_the_seat_boxes_right_of_the_board_one_a_row():
    g = variant_game(leader=1)
    under, beside = game_scene(g, highlight=()), game_scene(g, highlight=(), beside=True)
    assert under.side == 0 and under.footer > 0
    assert beside.side > 0 and beside.width == beside.geometry.width + beside.side
    assert beside.height == beside.geometry.height + beside.footer
    els = elements(scene_svg(beside))
    rects = [float(els[f"letters-{c}"].find(f"{SVG}rect").get(k))
             for c in ("red", "blue") for k in ("x", "y")]
    assert rects[0] == rects[2] >= beside.geometry.width  # one column, right of the board
    assert rects[3] > rects[1]                            # Blue's box under Red's
    for k in ("variants-note", "letters-note", "reconstructed-note", "caravan-tile-held"):
        assert k in els, k
    # the board itself is the same picture
    assert [s for s in beside.layers["tiles"][1:]] == [s for s in under.layers["tiles"][1:]]


def test_the_great_bazaars_refills_show_on_the_places_band_and_in_words():
    g = ist.stage(players=4, expansions=("mocha", "letters"), variants=("great_bazaar",),
                  seats={0: dict(rubies=3)}, ruby_refills={13: 1, 16: 2}, gem_left=11)
    sc = game_scene(g, highlight=())
    els = elements(scene_svg(sc))
    assert text(els, "ruby-refills-13-count") == "+1"
    assert text(els, "ruby-refills-16-count") == "+2"
    # 20 was never refilled: its ruby marks it all the same, with no count
    assert "ruby-refills-20" in els and "ruby-refills-20-count" not in els
    assert title(els, "ruby-refills-20").startswith(
        "Coffee House (20): refilled from the supply when empty")
    assert "2 times" in title(els, "ruby-refills-16")
    # places the rule never refills get no mark
    assert not [k for k in els if k.startswith("ruby-refills-") and k.split("-")[2] not in
                ("13", "16", "20")]
    # on the band of its tile, left of the coordinates
    x, y, w, h = sc.geometry.place_rect(16)
    count = els["ruby-refills-16-count"]
    assert x < float(count.get("x")) < x + w * 0.75 and y < float(count.get("y")) < y + h * 0.2
    assert ("Great Bazaar: a ruby on the band of 13, 16 and 20: refilled from the supply when "
            "empty; supply rubies put on a place so far: Sultan's Palace (13) 1, Gemstone Dealer "
            "(16) 2.") in state_lines(g)
    plain = ist.stage(players=4, expansions=("mocha", "letters"), variants=("great_bazaar",))
    assert ("Great Bazaar: a ruby on the band of 13, 16 and 20: refilled from the supply when "
            "empty; no place has been refilled with a supply ruby yet.") in state_lines(plain)


def test_a_seeded_game_with_every_variant_draws_every_step_with_unique_ids():
    """Random bots play 400 decisions of a 5-player Great Bazaar game with neutral assistants
    and the caravan leader; every 10th position is drawn under and beside the board."""
    import xml.etree.ElementTree as ET

    from istanbul_nb.bots import RandomBot

    g = ist.new_game(players=5, seed=3, expansions=("mocha", "letters"), variants=VARIANTS)
    bots = [RandomBot(seed=30 + s, eager=True) for s in range(g.players)]
    seen: set[str] = set()
    for step in range(400):
        if g.is_over:
            break
        if step % 10 == 0:
            for beside in (False, True):
                svg = scene_svg(game_scene(g, trails=True, beside=beside))
                ids = [e.get("id") for e in ET.fromstring(svg).iter() if e.get("id")]
                assert len(ids) == len(set(ids)), step
                seen.update(i.rsplit("-", 1)[0] for i in ids if i.startswith("neutral-assistant"))
                seen.update(i for i in ids if i.startswith("caravan-tile"))
        g.apply(bots[g.to_act].choose(g))
    assert "neutral-assistant" in seen and seen & {"caravan-tile", "caravan-tile-held"}
