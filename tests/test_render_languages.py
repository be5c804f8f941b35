"""The pictures, the move explorer and the layout editor in Korean, Traditional Chinese and
German (issue 25): every caption, tooltip, tag and screen-reader line is a catalogue message in
the picture's language, and Korean or Chinese text, about twice as wide per character as
English, still fits its box."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import istanbul_nb as ist
from istanbul_nb import i18n, layouts
from istanbul_nb.i18n import tr
from istanbul_nb.i18n.glossary import entries
from istanbul_nb.render import board_scene, reach_scene, scene_svg
from istanbul_nb.render.game_scene import game_scene, game_svg, state_lines
from istanbul_nb.render.scene import fit_name, text_width, wrap
from istanbul_nb.render.shapes import Group, Rect, Text, walk
from istanbul_nb.widgets import LayoutEditor, MoveExplorer

NS = "{http://www.w3.org/2000/svg}"
#: Seat names in the learners' own script: a name is the player's, never translated.
NAMES = {"ko": ("민준", "서연", "지우"), "zh-Hant": ("小明", "小華", "小美")}


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def _game(lang: str):
    """A base game three turns in, its seats named in ``lang``'s script."""
    g = ist.new_game(players=3, seed=3, names=NAMES[lang])
    for _ in range(6):
        g.apply(g.legal_actions()[0])
    return g


def _words(svg_text: str) -> list[str]:
    """Every text of a picture: its title, description, tooltips and drawn words."""
    out = []
    for el in ET.fromstring(svg_text).iter():
        if el.tag in (f"{NS}title", f"{NS}desc", f"{NS}text", f"{NS}tspan") and el.text:
            out.append(el.text)
    return out


def _latin(texts: list[str]) -> set[str]:
    return {w for t in texts for w in re.findall(r"[A-Za-z]{2,}", t)}


def _not_yet(game) -> set[str]:
    """English that reaches a picture from outside this area until the other areas land: the
    engine's phase words, and goods, figures and bonus cards the glossary does not name yet."""
    words = set(re.findall(r"[A-Za-z]{2,}", str(game.phase_words)))
    known = entries()
    for key in ("fabric", "spice", "fruit", "jewelry", "governor", "smuggler"):
        if key not in known:
            words |= {key, key.capitalize()}
    for seat in range(game.players):
        for card in game.player(seat).bonus_cards:
            if f"card-{card}" not in known:
                words |= set(re.findall(r"[A-Za-z]{2,}", game.rules.card_titles.get(card, card)))
    return words


@pytest.mark.parametrize("lang", ["ko", "zh-Hant"])
def test_a_base_game_picture_has_no_english_word(lang):
    g = _game(lang)
    texts = _words(game_svg(g, lang=lang))
    assert len(texts) > 60
    left = _latin(texts) - _not_yet(g)
    # one seat letter on each piece is its colour's initial (R, B, G): single letters only
    assert left == set(), f"English in the {lang} picture: {sorted(left)}"


@pytest.mark.parametrize("lang", ["ko", "zh-Hant"])
def test_board_reach_and_layout_pictures_have_no_english_word(lang):
    board = ist.Board(layouts.random_layout("letters", seed=4))
    board = board.with_barrier(*board.edges()[5])
    for scene in (board_scene(board, highlight=[1, 2], selected=7, lang=lang),
                  reach_scene(board, 14, 21, lang=lang)):
        texts = _words(scene_svg(scene))
        # the only Latin letters: the English name beside a reconstructed (our own) name
        english = {w for p in board.places if lang in ist.places.place(p).reconstructed
                   for w in re.findall(r"[A-Za-z]{2,}", ist.places.place(p).names["en"])}
        assert _latin(texts) - english == set()
        assert scene.lang == lang


def test_the_session_language_is_the_default_and_lang_wins():
    board = ist.Board("short-paths")
    i18n.set_language("zh-Hant")
    assert board_scene(board).title.startswith("伊斯坦堡遊戲板")
    assert board_scene(board, lang="de").title.startswith("Istanbul-Spielplan")
    with pytest.raises(ValueError, match="unknown language"):
        board_scene(board, lang="xx")


def test_the_screen_reader_lines_follow_the_language():
    g = _game("ko")
    en, de = state_lines(g, "en"), state_lines(g, "de")
    assert len(en) == len(de)
    assert en[0].startswith("민준 (red, letter R): 0 rubies,")
    assert de[0].startswith("민준 (rot, Buchstabe R): 0 Rubine,")
    assert "Rubine:" in de[-2] and "Lira" in de[-1]


@pytest.mark.parametrize("lang", ["ko", "zh-Hant"])
def test_cjk_words_fit_their_boxes(lang):
    """Tile names within their tile, tags within their tag: measured with wide characters
    counted about twice a Latin letter (what ``text_width`` does)."""
    g = _game(lang)
    sc = game_scene(g, lang=lang, size=560, hint=(9, "move 9"))
    geo = sc.geometry
    for s in walk(sc.shapes()):
        if isinstance(s, Group) and s.id.startswith("place-") and s.id[6:].isdigit():
            name = s.shapes[-1]
            assert isinstance(name, Text)
            widest = max(text_width(line, name.size) for line in name.lines)
            assert widest <= geo.cell * 0.93, (s.id, name.lines)
        if isinstance(s, Text) and s.id.endswith("-coords"):  # right of the number's disc
            assert text_width(s.lines[0], s.size) <= geo.cell * 0.65, s.lines
        if isinstance(s, Group) and (s.id.startswith("hint-") or s.id in ("governor",
                                                                           "smuggler")):
            box = next(c for c in s.shapes if isinstance(c, Rect) and c.style.fill)
            word = next(c for c in s.shapes if isinstance(c, Text))
            assert text_width(word.lines[0], word.size) <= box.w, (s.id, word.lines)


def test_chinese_wraps_between_characters_and_korean_at_spaces():
    zh = "商人從水泉可以到達十個地點並且在那裡執行地點行動"
    lines = wrap(zh, 12, 100)
    assert len(lines) > 1 and "".join(lines) == zh
    assert all(text_width(line, 12) <= 100 for line in lines)
    assert not any(line.startswith(("，", "。")) for line in wrap("商人，伙計。" * 4, 12, 40))
    ko = "분수대에서 상인은 열 곳에 갈 수 있습니다"
    lines = wrap(ko, 12, 100)
    assert " ".join(lines) == ko  # broken at the spaces only
    assert wrap("Gemstone Dealer sells", 12, 120) == ["Gemstone Dealer", "sells"]
    lines, size = fit_name("咖啡烘焙廠大市場", 60, 16)
    assert len(lines) == 2 and "".join(lines) == "咖啡烘焙廠大市場"
    assert all(text_width(line, size) <= 60 for line in lines)


def test_the_move_explorer_speaks_its_language():
    ex = MoveExplorer("short-paths", lang="ko")
    assert ex.lang == "ko"
    assert ex.summary == "장소를 클릭하면 상인이 그곳에서 갈 수 있는 곳을 보여 줍니다."
    ex.select(7)
    assert ex.summary.startswith("분수대 (7)에서 상인은 10곳에 갈 수 있습니다: ")
    assert ex.kind_picker.description == "이동" and ex.barrier_toggle.description == "장벽 놓기"
    assert ex.kind_picker.options[0][0] == "상인: 1~2칸"
    ex.kind = "companion"
    ex.click(-5, -5)
    assert "장소를 클릭하십시오" in ex.message.value
    ex.lang = "zh-Hant"  # the picker: labels, menu, summary and message change, the move stays
    assert ex.kind == "companion" and ex.kind_picker.options[1][0] == "夥伴：1步"
    assert ex.summary.startswith("夥伴從水泉（7）可以到達4個地點：")
    assert "請點擊一個地點" in ex.message.value
    assert ex.svg().count("水泉") >= 1


def test_the_move_explorer_refuses_in_its_language():
    ex = MoveExplorer("short-paths", lang="de")
    ex.barrier_toggle.value = True
    assert "Klicke zwei benachbarte Orte an" in ex.message.value
    ex.click(*_centre(ex, 7))
    ex.click(*_centre(ex, 16))
    assert ex.board.barrier is None
    assert "Keine Schranke gesetzt: Brunnen (7) und Edelsteinhändler (16) sind keine " \
           "Nachbarn" in ex.message.value


def test_the_layout_editor_speaks_its_language():
    ed = LayoutEditor("short-paths", lang="zh-Hant")
    assert ed.problems_text.splitlines() == [
        "基本遊戲規則：符合規則。",
        "Big Box規則：黑市（8）與茶館（9）在同一列（第3列）；Big Box規則不允許。"]
    assert "短路徑（第一場遊戲）" in ed.problems_html.value
    assert ed.rules_picker.options[0][0] == "Big Box規則" and ed.seed_box.description == "種子"
    with pytest.raises(ValueError, match="ragged"):  # the reason, in English, for Python
        ed.load_json('{"rows": [[1, 2], [3]]}')
    assert "無法載入這個排列：各列長短不一" in ed.message.value
    ed.lang = "ko"
    assert "그 배치를 불러올 수 없습니다" in ed.message.value
    assert ed.rules_picker.value == "bigbox" and ed.rules_picker.options[0][0] == "빅박스 규칙"


def test_layout_refusals_and_problems_are_messages():
    with pytest.raises(ValueError) as err:
        layouts.from_rows([[1, 2, 3, 4]] * 4)
    reason = err.value.args[0]
    assert str(reason).startswith("place 1 appears twice")
    assert tr(reason, "de").startswith("Ort 1 kommt zweimal vor")
    found = layouts.problems(layouts.load("short-paths"), "bigbox")
    assert [tr(p, "ko") for p in found] == [
        "암시장 (8), 찻집 (9) 두 장소가 같은 가로줄(3행)에 있습니다. 빅박스 규칙에서는 허용되지 "
        "않습니다"]


def test_the_typical_trips_reasons_are_messages():
    """Every reason of data/trips.json is in the catalogue (a reason edited there and not in
    ``analysis.TRIP_REASONS`` would stay English in every language)."""
    from istanbul_nb import analysis

    trips = analysis.typical_trips()
    assert all(t.why in analysis.TRIP_REASONS for t in trips)
    assert tr(trips[0].why, "zh-Hant") == "把布料送到大市場"
    assert str(trips[0].why) == "fabric to the Large Market"


def test_the_canvas_draws_a_picture_in_its_language_font(monkeypatch):
    """The live board uses the font stack of its picture's language, as the SVG does."""
    from istanbul_nb.render import canvas
    from istanbul_nb.render.themes import font_family

    used: set[str] = set()
    monkeypatch.setattr(canvas, "paint_shape", lambda c, s, family: used.add(family))
    view = canvas.CanvasBoard()
    view.draw(board_scene(ist.Board("short-paths"), lang="zh-Hant"))
    assert used == {font_family("zh-Hant")} and font_family("zh-Hant") != font_family("ko")


def _centre(widget, place: int) -> tuple[float, float]:
    return widget._bv.view.scene.geometry.centre(place)
