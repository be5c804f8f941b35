"""Fonts by language (issue 25, item 5): a picture's font stack puts its own language's CJK
fonts first (a Traditional Chinese name must not get Korean glyph shapes), the SVG says its
language, text in another script says its own, and matplotlib plots get a CJK fallback list
made of the fonts this machine has. No test depends on which fonts are installed: the
installed list is replaced where it matters.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import istanbul_nb as ist
from istanbul_nb import i18n
from istanbul_nb.i18n import fonts
from istanbul_nb.render import board_scene, scene_svg, svg, themes
from istanbul_nb.render.shapes import Group, Text
from istanbul_nb.render.svg import picture_language

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
#: The stack every picture had before the kit spoke other languages (English and German keep it).
BEFORE = ("'Noto Sans', 'Segoe UI', 'Helvetica Neue', Arial, 'Noto Sans CJK KR', 'Noto Sans KR', "
          "'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK TC', 'Noto Sans TC', "
          "'PingFang TC', 'Microsoft JhengHei', 'WenQuanYi Micro Hei', sans-serif")


@pytest.fixture
def board():
    return ist.Board("short-paths")


@pytest.fixture
def session_language():
    before = i18n.language()
    yield i18n.set_language
    i18n.set_language(before)


def _before(family: str, a: str, b: str) -> bool:
    return family.index(a) < family.index(b)


def test_english_and_german_keep_the_stack_they_had():
    assert themes.FONT_FAMILY == BEFORE
    assert themes.font_family("en") == themes.font_family("de") == BEFORE


@pytest.mark.parametrize("lang, first, then", [("ko", "Noto Sans CJK KR", "Noto Sans CJK TC"),
                                               ("zh-Hant", "Noto Sans CJK TC", "Noto Sans CJK KR")])
def test_each_cjk_language_puts_its_own_fonts_first(lang, first, then):
    family = themes.font_family(lang)
    assert _before(family, first, then)
    assert family.startswith("'Noto Sans', 'Segoe UI'")      # Latin first everywhere
    assert family.endswith(", sans-serif")
    own = fonts.CJK_FONTS[lang]
    assert all(_before(family, f, then) for f in own)        # PingFang TC, JhengHei ... too


def test_the_session_language_is_the_default(session_language):
    session_language("zh-Hant")
    assert themes.font_family() == themes.font_family("zh-Hant")
    with pytest.raises(ValueError, match="unknown language"):
        themes.font_family("xx")


def test_a_text_tells_its_script():
    assert fonts.script_language("수레 제작소") == "ko"
    assert fonts.script_language("製車行 (1)") == "zh-Hant"
    assert fonts.script_language("한자 漢字") == "ko"          # Hangul decides
    assert fonts.script_language("Wainwright (1)") is None
    assert fonts.script_language("") is None


@pytest.mark.parametrize("lang", ["en", "ko", "zh-Hant", "de"])
def test_the_svg_root_says_its_language_and_stack(board, lang):
    root = ET.fromstring(svg(board, lang=lang))
    assert root.get(XML_LANG) == lang and root.get("lang") == lang
    assert root.get("font-family") == themes.font_family(lang)


def test_a_picture_without_a_language_reads_it_from_its_words(board, session_language):
    assert picture_language(board_scene(board, lang="zh-Hant")) == "zh-Hant"
    assert picture_language(board_scene(board, lang="ko")) == "ko"
    session_language("de")
    assert picture_language(board_scene(board, lang="en")) == "de"   # Latin: the session's
    session_language("ko")
    assert picture_language(board_scene(board, lang="en")) == "en"   # not Korean letters
    assert picture_language(board_scene(board, lang="en"), "zh-Hant") == "zh-Hant"  # said


def test_svg_defaults_to_the_session_language(board, session_language):
    session_language("ko")
    root = ET.fromstring(svg(board))
    assert root.get(XML_LANG) == "ko" and "수레 제작소" in svg(board)


def test_text_in_another_script_carries_its_own_language(board):
    sc = board_scene(board, lang="en")
    sc.add(Group("names", (Text("seat-ko", 5, 5, ("민규",), 12, "#000"),
                           Text("seat-zh", 5, 25, ("小明",), 12, "#000"),
                           Text("seat-en", 5, 45, ("Ana",), 12, "#000"))), layer="pieces")
    root = ET.fromstring(scene_svg(sc, "en"))
    ko, zh, en = (root.find(f".//*[@id='seat-{k}']") for k in ("ko", "zh", "en"))
    assert ko.get(XML_LANG) == "ko" and ko.get("font-family") == themes.font_family("ko")
    assert zh.get(XML_LANG) == "zh-Hant" and zh.get("font-family") == themes.font_family("zh-Hant")
    assert en.get(XML_LANG) is None and en.get("font-family") is None
    # in a Korean picture the Korean name needs nothing, the Chinese one still does
    root = ET.fromstring(scene_svg(sc, "ko"))
    assert root.find(".//*[@id='seat-ko']").get(XML_LANG) is None
    assert root.find(".//*[@id='seat-zh']").get(XML_LANG) == "zh-Hant"


def test_a_bad_language_is_refused_and_draws_nothing(board):
    with pytest.raises(ValueError, match="unknown language"):
        svg(board, lang="klingon")
    with pytest.raises(ValueError, match="unknown language"):
        scene_svg(board_scene(board), "klingon")


# -- matplotlib ------------------------------------------------------------------------------
@pytest.fixture
def installed(monkeypatch):
    """Pretend the machine has exactly the fonts named (the test's, not the machine's)."""
    pytest.importorskip("matplotlib")
    from matplotlib import font_manager

    def have(*names):
        entries = [font_manager.FontEntry(name=n) for n in names]
        monkeypatch.setattr(font_manager.fontManager, "ttflist", entries)
    return have


def test_the_plot_fonts_follow_the_language(installed):
    installed("DejaVu Sans", "Noto Sans CJK KR", "Noto Sans CJK TC", "Malgun Gothic")
    assert fonts.matplotlib_rc("en") == {"font.family": ["sans-serif"]}
    assert fonts.matplotlib_rc("de") == {"font.family": ["sans-serif"]}
    assert fonts.matplotlib_rc("ko")["font.family"] == [
        "sans-serif", "Noto Sans CJK KR", "Malgun Gothic", "Noto Sans CJK TC"]
    assert fonts.matplotlib_rc("zh-Hant")["font.family"] == [
        "sans-serif", "Noto Sans CJK TC", "Noto Sans CJK KR", "Malgun Gothic"]


def test_without_cjk_fonts_the_plot_still_names_one(installed):
    """Nothing installed: the best font is named anyway, so matplotlib says what is missing
    (a warning) and draws; the kit does not fail."""
    installed("DejaVu Sans")
    assert fonts.matplotlib_rc("ko")["font.family"] == [
        "sans-serif", "Noto Sans CJK KR", "Noto Sans CJK TC"]


def test_a_figure_gets_cjk_fonts_only_where_it_has_cjk_words(installed):
    import io
    import warnings

    from matplotlib.figure import Figure

    installed("DejaVu Sans", "Noto Sans CJK TC")
    fig = Figure()
    ax = fig.add_subplot()
    ax.set_title("민규의 결정 검토")
    ax.set_xlabel("回合")
    ax.set_ylabel("winning chance")
    before = ax.yaxis.label.get_fontfamily()
    assert fonts.fit_figure(fig) is fig
    assert ax.title.get_fontfamily() == [*before, "Noto Sans CJK KR"]   # none: the best named
    assert ax.xaxis.label.get_fontfamily() == [*before, "Noto Sans CJK TC"]
    assert ax.yaxis.label.get_fontfamily() == before                    # English untouched
    fonts.fit_figure(fig)                                               # twice: the same
    assert ax.xaxis.label.get_fontfamily() == [*before, "Noto Sans CJK TC"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        fig.savefig(io.BytesIO(), format="svg")                         # draws, fonts or not


def test_the_arena_plot_gives_a_korean_bot_name_a_korean_font(installed):
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from istanbul_nb.bots import RandomBot, arena

    installed("DejaVu Sans", "Noto Sans CJK KR")
    r = arena([RandomBot(seed=1, eager=True, name="무작위 하나"),
               RandomBot(seed=2, eager=True, name="Eager two")], games=2, seed=1,
              progress=False)
    ax = r.plot()
    labels = {t.get_text(): t.get_fontfamily() for t in ax.get_yticklabels()}
    assert "Noto Sans CJK KR" in labels["무작위 하나"]
    assert "Noto Sans CJK KR" not in labels["Eager two"]
    plt.close(ax.figure)


# -- where the kit runs ------------------------------------------------------------------------
def test_binder_and_ci_install_the_cjk_fonts_and_the_language_packs():
    """Binder (repo2docker: binder/apt.txt) and CI (.ci/run, beside Chromium) install Debian's
    Noto CJK; Binder's `.[lab,...]` brings JupyterLab's language packs, pinned in constraints."""
    import re
    import tomllib
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    apt = (root / "binder" / "apt.txt").read_text("utf-8").splitlines()
    assert "fonts-noto-cjk" in [line.strip() for line in apt if not line.startswith("#")]
    ci = (root / ".ci" / "run").read_text("utf-8")
    assert re.search(r"need_apt\+=\(fonts-noto-cjk\)", ci)
    reqs = (root / "binder" / "requirements.txt").read_text("utf-8")
    assert re.search(r"^-e \.\[lab[,\]]", reqs, re.M)
    lab = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))[
        "project"]["optional-dependencies"]["lab"]
    pins = (root / "constraints.txt").read_text("utf-8")
    for pack in ("ko-KR", "zh-TW", "de-DE"):
        name = f"jupyterlab-language-pack-{pack}"
        assert any(d.startswith(name) for d in lab) and f"{name}==" in pins
