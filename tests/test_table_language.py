"""The table speaks the learner's language (issue 25): the headless session holds a ``lang``,
the Table's language menu switches every word it shows, the app forms have the same menu and
start in the page's ``?lang=``. The engine's own sentences (questions, button labels, the log's
events) are its catalogue's; these tests check the table's words."""

from __future__ import annotations

import html
import re

import ipywidgets as w
import pytest

import istanbul_nb as ist
from istanbul_nb import i18n
from istanbul_nb.bots import GreedyBot
from istanbul_nb.i18n import _, tr
from istanbul_nb.i18n import catalogues as cats
from istanbul_nb.session import Session
from istanbul_nb.session.board import KIND_TITLES
from istanbul_nb.session.words import CONTROLS, FOLDS
from istanbul_nb.widgets import Table
from istanbul_nb.widgets import table_panels as tp
from istanbul_nb.widgets.app_forms import TableApp, query_language

#: The modules whose messages are the table's own words (the engine's are checked elsewhere).
TABLE_MODULES = ("istanbul_nb/session/", "istanbul_nb/widgets/table.py",
                 "istanbul_nb/widgets/table_panels.py", "istanbul_nb/widgets/session_loop.py",
                 "istanbul_nb/widgets/common.py", "istanbul_nb/widgets/review_view.py")


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def table_words() -> list[str]:
    """The English of the table's fixed phrases: its catalogue messages without placeholders
    of two words or more (a single word could be part of an engine sentence)."""
    out = []
    for m in cats.read(cats.TEMPLATE):
        if not isinstance(m.id, str) or "{" in m.id or " " not in m.id.strip():
            continue
        if any(loc.startswith(TABLE_MODULES) for loc, _line in m.locations):
            out.append(m.id)
    assert len(out) > 40
    return out


def _texts(widget: w.Widget) -> list[str]:
    """Every word a widget tree shows: descriptions, tooltips, placeholders, titles, options
    and HTML values (its tags taken out)."""
    out: list[str] = []
    for name in ("description", "tooltip", "placeholder"):
        value = getattr(widget, name, None)
        if isinstance(value, str):
            out.append(value)
    value = getattr(widget, "value", None)
    if isinstance(widget, (w.HTML, w.Label)) and isinstance(value, str):
        out.append(html.unescape(re.sub(r"<[^>]+>", " ", value)))
    out += list(getattr(widget, "titles", ()) or ())
    if isinstance(widget, w.Dropdown):
        out += [str(label) for label, _v in widget.options]
    for child in getattr(widget, "children", ()) or ():
        out += _texts(child)
    return out


def _table() -> Table:
    g = ist.new_game(players=3, seed=2)
    table = Table(g, bots={1: GreedyBot(seed=1), 2: GreedyBot(seed=2)})
    table.play(g.legal_actions()[0])
    return table


def test_the_menu_switches_every_word_of_the_table(table_words):
    table = _table()
    assert table.lang == table.session.lang == "en"
    assert table.undo_button.description == "Undo"
    english = " | ".join(_texts(table))
    assert any(words in english for words in table_words)
    table.language_menu.value = "ko"
    assert table.session.lang == "ko" and table.lang == "ko"
    korean = " | ".join(_texts(table))
    left = [words for words in table_words if words in korean]
    assert left == [], f"English words of the table's catalogue in Korean: {left}"
    assert table.undo_button.description == tr(CONTROLS["undo"][0], "ko") == "되돌리기"
    assert table.folds.titles[0] == tr(FOLDS["panels"], "ko")
    assert table.review.button.description == "이 게임 검토"   # the review follows the menu
    shown = [g for g in table.session.view().groups if g.buttons]
    assert shown and all(g.title == tr(KIND_TITLES[g.kind], "ko") != KIND_TITLES[g.kind]
                         for g in shown)
    assert all(g.title in korean for g in shown)
    # the panels, the status and the log in the language; the board's names too
    assert "리라" in table.active_panel.value and "차례" in table.status.value
    assert "번째 차례" in table.log_box.value and table.log_text.startswith("1번째 차례 (빨강)")
    assert "수레 제작소" in str(table.svg()) or "분수대" in str(table.svg())
    # and back: English exactly as before
    table.lang = "en"
    assert " | ".join(_texts(table)) == english


def test_a_refusal_and_undo_are_said_in_the_session_language():
    g = ist.new_game(players=2, seed=3)
    ses = Session(g, lang="de")
    with pytest.raises(ist.IllegalAction):
        ses.play("move 99")
    assert ses.view().message[0].startswith("Nicht erlaubt: ")
    ses.play(g.legal_actions()[0])
    ses.undo()
    assert ses.view().message[0].startswith("Zurückgenommen: ")
    ses.lang = "zh-Hant"                 # the note is kept as a message: read in the new language
    assert ses.view().message[0].startswith("已復原：")
    assert ses.view().replay_words == "第 0 步，共 0 步（現在）"
    seat = ses.view().seats[0]
    assert seat.who == "真人" and seat.lines[0][0] == ("text", "元 ")
    said = "".join(text for line in seat.lines for _kind, text in line)
    from istanbul_nb.i18n.glossary import entries

    cards = ses.game.player(0).bonus_cards
    assert cards and all(entries()[f"card-{c}"].names["zh-Hant"] in said for c in cards)


def test_the_language_is_checked_and_follows_the_default():
    g = ist.new_game(players=2, seed=3)
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        Session(g, lang="xx")
    ses = Session(g, lang="ko-KR")
    assert ses.lang == "ko"
    with pytest.raises(ValueError, match="choose one of en, ko, zh-Hant, de"):
        ses.lang = "klingon"
    assert ses.lang == "ko"
    i18n.set_language("de")
    assert Session(g).lang == "de"
    table = Table(ist.new_game(players=2, seed=3))
    assert table.lang == "de" and table.undo_button.description == "Rückgängig"
    with pytest.raises(ValueError, match="unknown language"):
        table.lang = "xx"
    assert table.lang == "de"
    with pytest.raises(ValueError, match="unknown language"):
        Table(ist.new_game(players=2, seed=3), lang="fr")


def test_the_log_is_read_in_the_table_language():
    g = ist.new_game(players=2, seed=4)
    for _step in range(3):
        g.apply(g.legal_actions()[0])
    assert tp.log_text(g, "en") == g.log_text()
    assert tp.log_text(g, "zh-Hant").startswith("第 1 回合（紅色）")
    assert tp.log_html("", lang="ko").count(tr(_("Nothing has happened yet."), "ko")) == 1


@pytest.mark.parametrize(("query", "lang"), [
    ("lang=ko", "ko"), ("?lang=zh-TW", "zh-Hant"), ("x=1&lang=de-DE", "de"),
    ("lang=xx", None), ("", None), ("lang=", None)])
def test_the_page_address_names_the_language(query, lang):
    assert query_language(query) == lang


def test_a_voila_app_starts_in_the_page_language(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "lang=ko")
    app = TableApp(lang=query_language())
    assert app.lang == "ko" and app.language_menu.value == "ko"
    assert app.start_button.description == "시작"
    assert "이스탄불" in app.heading.value
    assert [label for label, _v in app.seat_pickers[0].options][0] == "사람"
    table = app.start()
    assert isinstance(table, Table) and table.lang == "ko"
    # the form's menu switches the form and the table it built
    app.language_menu.value = "de"
    assert app.change_button.description == "Einstellungen ändern"
    assert table.lang == "de" and table.undo_button.description == "Rückgängig"
    assert app.settings.seats == TableApp().settings.seats  # the choices kept


def test_a_refused_form_says_why_in_its_language():
    app = TableApp(lang="zh-Hant")
    app.players_picker.value = 2
    app.seed_box.value = 5
    assert app.problem() is None
    from istanbul_nb.widgets.app_forms import TableSettings

    problem = TableSettings(players=6, lang="zh-Hant").problem()
    assert problem is not None and "not 6" in problem      # a message: English as a str
    app._say(problem, error=True)
    assert "不能是 6" in app.message.value


def test_an_english_table_reads_the_same_whatever_the_kit_default():
    """A table made in English stays English when the kit's default language changes later
    (the strip cuts the English log's place names, not the default language's)."""
    g = ist.new_game(players=2, seed=6)
    ses = Session(g, lang="en")
    for _step in range(4):
        ses.play(ses.game.legal_actions()[0])
    before = ses.view()
    i18n.set_language("ko")
    after = ses.view()
    assert after.turns == before.turns and after.headline == before.headline
    assert after.seats == before.seats and after.summary == before.summary


@pytest.mark.parametrize("lang", ["ko", "zh-Hant", "de"])
def test_the_board_fits_its_canvas_in_every_language(lang):
    """The picture's words in Korean or Chinese take other widths: the Table still draws the
    picture as wide as its canvas will be (table_fit), made in the language or switched to it."""
    from istanbul_nb.widgets.table_fit import SLACK, beside, canvas_width

    game = ist.new_game(players=4, seed=1, expansions=("mocha", "letters"))
    for table in (Table(game, lang=lang, auto_play=False), Table(game.copy(), auto_play=False)):
        table.lang = lang
        scene = table._bv.view.scene
        target = SLACK * canvas_width(scene.width / scene.height, beside(table.game))
        assert 0.9 * target <= scene.width <= target + 0.5
        assert table.session.lang == lang


def test_a_seat_panel_names_its_tiles_and_cards_in_the_language():
    from istanbul_nb.session.seat import seat_words

    g = ist.stage(players=2, seats={0: {"tiles": ["red", "green"], "cards": ["five-lira"]}})

    def said(lang: str) -> str:
        return "".join(text for line in seat_words(g, 0, None, lang).lines for _k, text in line)

    assert "Mosque tiles: green, red" in said("en") and "Bonus cards: 5 lira" in said("en")
    assert "모스크 타일: 초록 모스크 타일, 빨간 모스크 타일" in said("ko")
    assert "獎勵卡：5元" in said("zh-Hant") and "rotes Moscheeplättchen" in said("de")
