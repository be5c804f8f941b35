"""Which fonts draw each language: the SVG/canvas font stack and matplotlib's font list.

Why by language: one Han character has a Korean and a Traditional Chinese glyph shape, and a
font stack that names a Korean font first draws Chinese names in Korean shapes (and the other
way round). So a picture's stack puts its own language's fonts before the other's; Latin fonts
stay first in every stack, so numbers and names in Latin letters look the same in every
language. Text in another script than the picture's (a Korean seat name in an English
picture) is told by its characters (``script_language``) and gets its own stack and ``lang``.

matplotlib resolves fonts itself and draws tofu boxes for a glyph its font lacks, so the plots
get an explicit fallback list, with only the fonts this machine has (a missing name would log
a warning at every draw); the Debian package is ``fonts-noto-cjk`` (binder/apt.txt, .ci/run).

Lives beside the catalogues (imports nothing of the kit, matplotlib only inside a function), so
the bots' and the review's plots may use it as well as the pictures.
"""

from __future__ import annotations

import re
from typing import Any

from . import check_language

__all__ = ["CJK_FONTS", "LATIN_FONTS", "css_family", "fit_figure", "font_names",
           "matplotlib_rc", "script_language"]

#: Latin fonts, first in every stack (the stack the pictures had before languages).
LATIN_FONTS: tuple[str, ...] = ("Noto Sans", "Segoe UI", "Helvetica Neue", "Arial")
#: Each CJK language's fonts, best first: Linux (Noto CJK, the Debian package; Noto Sans KR/TC,
#: the web fonts), macOS, Windows.
CJK_FONTS: dict[str, tuple[str, ...]] = {
    "ko": ("Noto Sans CJK KR", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic"),
    "zh-Hant": ("Noto Sans CJK TC", "Noto Sans TC", "PingFang TC", "Microsoft JhengHei"),
}
#: Last before the generic family: a Linux CJK font without a language of its own.
_LAST = ("WenQuanYi Micro Hei",)

_HANGUL = re.compile("[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff]")
_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def font_names(lang: str | None = None) -> tuple[str, ...]:
    """The fonts for ``lang``, best first: Latin, then the language's own CJK fonts, then the
    other CJK fonts (a Korean name in a Chinese picture still finds a glyph). English and
    German keep the order the pictures always had (Korean before Chinese)."""
    code = check_language(lang)
    first = CJK_FONTS.get(code, ())
    others = tuple(f for key in ("ko", "zh-Hant") if key != code for f in CJK_FONTS[key])
    return LATIN_FONTS + first + others + _LAST


def css_family(lang: str | None = None) -> str:
    """The CSS ``font-family`` value for ``lang`` (SVG attribute, canvas ``font``), ending in
    the generic ``sans-serif``."""
    names = ", ".join(f"'{n}'" if " " in n else n for n in font_names(lang))
    return f"{names}, sans-serif"


def script_language(text: str) -> str | None:
    """The CJK language ``text`` is written in, told by its characters: any Hangul is Korean,
    Han characters without Hangul are (for this kit) Traditional Chinese; None for text
    without either (Latin letters, digits: the picture's own language decides)."""
    if _HANGUL.search(text):
        return "ko"
    if _HAN.search(text):
        return "zh-Hant"
    return None


def _installed(names: tuple[str, ...]) -> list[str]:
    from matplotlib import font_manager

    have = {f.name for f in font_manager.fontManager.ttflist}
    found = [n for n in names if n in have]
    # none installed: name the first, so matplotlib says which font is missing (once a draw)
    return found or [names[0]]


def matplotlib_rc(lang: str | None = None) -> dict[str, Any]:
    """rcParams for a plot in ``lang``: matplotlib's own sans-serif first (Latin stays as it
    was), then the installed CJK fonts of the language and the other CJK language as
    fallbacks for the glyphs it lacks. Use as ``plt.rc_context(matplotlib_rc("ko"))``."""
    code = check_language(lang)
    if code not in CJK_FONTS:
        return {"font.family": ["sans-serif"]}
    other = next(k for k in CJK_FONTS if k != code)
    return {"font.family": ["sans-serif", *_installed(CJK_FONTS[code]),
                            *_installed(CJK_FONTS[other])]}


def fit_figure(fig: Any) -> Any:
    """Give every text of a matplotlib figure that holds Korean or Chinese a fallback font of
    its script (after its own family, so Latin letters keep their font); the figure, changed
    in place. Text in Latin letters is not touched, so an English plot stays as it was."""
    from matplotlib.text import Text

    for text in fig.findobj(match=Text):
        code = script_language(text.get_text())
        if code is None:
            continue
        family = [f for f in text.get_fontfamily() if f not in _all_cjk()]
        text.set_fontfamily([*family, *_installed(CJK_FONTS[code])])
    return fig


def _all_cjk() -> set[str]:
    return {n for names in CJK_FONTS.values() for n in names}
