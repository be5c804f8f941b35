"""Choose & Write speaks every language (issue 25): its rules' questions, descriptions, refusals
and log, and its sheet's picture, come from the catalogue, so a Korean table shows no English
sentence of the game; the cards' words are the seed's; a log read back from a save speaks any
language; and the narration stays lazy (bots pay nothing for words)."""

from __future__ import annotations

import random
import re
import string

import pytest

from istanbul_nb import choose_write as cw
from istanbul_nb.choose_write.data import card_index
from istanbul_nb.choose_write.words import card_ids_with_words, card_text, place_label
from istanbul_nb.i18n import LANGUAGES, Message, tr
from istanbul_nb.i18n import catalogues as cats
from istanbul_nb.render.choose_write import lines_of, plan_svg, sheet_svg
from istanbul_nb.render.scene import text_width

MINE = ("choose_write/", "render/choose_write.py", "widgets/choose_write_table.py")


@pytest.fixture(scope="module")
def fragments() -> list[str]:
    """The English words of this game's catalogue messages: each literal run between
    placeholders with at least two words (what a missing translation would leave)."""
    out = set()
    for m in cats.read(cats.TEMPLATE):
        if not m.id or not any(any(k in loc[0] for k in MINE) for loc in m.locations):
            continue
        for msgid in (m.id if isinstance(m.id, tuple) else (m.id,)):
            for literal, *_ in string.Formatter().parse(msgid):
                words = literal.strip(" .,:;()[]→≤+-")
                if re.search(r"[A-Za-z]{2,}[^A-Za-z]+[A-Za-z]{2,}", words):
                    out.add(words)
    return sorted(out, key=len, reverse=True)


def _catalogue_words() -> set[str]:
    """Every English word of three letters or more in this game's messages."""
    out: set[str] = set()
    for m in cats.read(cats.TEMPLATE):
        if m.id and any(any(k in loc[0] for k in MINE) for loc in m.locations):
            for msgid in (m.id if isinstance(m.id, tuple) else (m.id,)):
                out |= set(re.findall(r"[A-Za-z]{3,}", re.sub(r"\{\w+\}", "", msgid)))
    return out


def _english_left(text: str, fragments: list[str]) -> list[str]:
    return [f for f in fragments if f in text]


@pytest.fixture(scope="module")
def played() -> list[cw.Game]:
    """Positions of a 3-player game played by a seeded random hand: every kind of decision
    the first rounds bring (a turn, a place, followers, taking a card, goods, palace)."""
    g = cw.new_game(3, seed=5)
    r = random.Random(3)
    out = [g.copy()]
    for _ in range(45):
        if g.is_over:
            break
        g.apply(r.choice(g.legal_actions()))
        out.append(g.copy())
    return out


def test_the_cards_words_are_the_seeds():
    """The catalogue's card texts say what the data file's seed text says, for every card
    with words (Guild, Caravan, Fountain)."""
    with_words = sorted(c for c, d in card_index().items() if "seed_text" in d)
    assert sorted(card_ids_with_words()) == with_words
    for c in with_words:
        assert card_text(c) == card_index()[c]["seed_text"]
    with pytest.raises(ValueError, match="no card"):
        card_text("X99")


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_questions_descriptions_refusals_and_log_speak_the_language(played, fragments, lang):
    said: list[str] = []
    for g in played:
        said.append(g.question(lang=lang))
        said += [g.describe(a, lang=lang) for a in g.legal_actions()]
        said.append(g.why_not("at 12", lang=lang))
    said.append(played[-1].log_text(lang=lang))
    text = "\n".join(said)
    assert _english_left(text, fragments) == []
    # the learner's language, not English: Hangul, Han characters, or German words
    mark = {"ko": "[\uac00-\ud7a3]", "zh-Hant": "[\u4e00-\u9fff]", "de": "Ortskarte"}[lang]
    assert re.search(mark, played[0].question(lang=lang))


def test_without_a_language_the_texts_are_messages_in_english(played):
    g = played[3]
    q = g.question()
    assert isinstance(q, Message) and str(q) == tr(q, "en")
    d = g.describe(g.legal_actions()[0])
    assert isinstance(d, Message) and tr(d, "ko") != str(d)
    assert isinstance(g.log[-1][3], Message)
    assert g.why_not(g.legal_actions()[0]) == ""
    with pytest.raises(cw.IllegalAction) as refused:
        g.apply("at 12")
    assert re.search("[\uac00-\ud7a3]", tr(refused.value.args[0], "ko"))


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_the_sheet_picture_speaks_the_language(played, fragments, lang):
    g = played[-1]
    svg = str(sheet_svg(g, g.to_act if not g.is_over else 0, lang=lang)) + str(
        plan_svg(g.plan, lang=lang))
    words = "\n".join(re.findall(r">([^<>]+)<", svg) + re.findall(r"<title>([^<]*)", svg))
    assert _english_left(words, fragments) == []
    assert tr(place_label("8"), lang) in svg
    assert f'xml:lang="{lang}"' in svg.split(">", 1)[0]      # the root says its language
    if lang in ("ko", "zh-Hant"):      # not one English word of the catalogue on show
        shown = set(re.findall(r"[A-Za-z]{3,}", "\n".join(re.findall(r">([^<>]+)<", svg))))
        assert shown & _catalogue_words() <= {"Player", "CHOOSE", "WRITE"}  # names, a file


def test_a_log_saved_in_one_language_reads_in_another(played):
    g = played[-1]
    back = cw.Game.from_json(g.to_json())
    assert back.log_text() == g.log_text()            # English, as before
    ko = back.log_text(lang="ko")
    assert "시작 플레이어" in ko and back.log_text(lang="de") != ko
    # each decision in words, not in the (English-looking) notation a save keeps
    assert "play hand" in g.log_text() and not re.search(r": (play|at|follow|take) ", ko)
    turn = back.log[-1][0]
    block = back.log_text(turn=turn, lang="zh-Hant")
    assert block.startswith(f"第{turn}回合") and "遊戲準備" not in block


def test_a_staged_game_names_its_set_up_in_every_language():
    g = cw.stage(players=2)
    assert g.log_text().startswith("Set-up:\n  a staged situation")
    back = cw.Game.from_json(g.to_json())
    assert "직접 꾸민 상황" in back.log_text(lang="ko")


def test_an_unknown_language_is_refused_and_nothing_changes(played):
    g = played[2].copy()
    before = g.history()
    for call in (lambda: g.question(lang="fr"), lambda: g.log_text(lang="xx"),
                 lambda: g.describe(g.legal_actions()[0], lang="klingon"),
                 lambda: sheet_svg(g, 0, lang="fr")):
        with pytest.raises(ValueError, match="unknown language"):
            call()
    assert g.history() == before


def test_the_narration_is_kept_unformatted_until_read():
    """Bots apply actions without paying for words: a step keeps (msgid, values)."""
    g = cw.new_game(2, seed=1)
    lines = g.apply(g.legal_actions()[0])
    raw = g._log[-1][3]
    assert raw and all(isinstance(e, tuple) and isinstance(e[1], dict) for e in raw)
    assert [str(x) for x in lines] == [str(Message(m, None, None, v)) for m, v in raw]


@pytest.mark.parametrize("text", ["咖啡烘焙廠的行動圖示都已劃掉", "Edelsteinhändlerverbesserungen",
                                  "보석상 상품 카드 버리기"])
def test_long_words_break_to_fit_their_box(text):
    room = 60.0
    lines = lines_of(text, 13.6, room)
    assert "".join(x.rstrip("-") for x in lines).replace(" ", "") == text.replace(" ", "")
    assert all(text_width(x, 13.6) <= room for x in lines)
