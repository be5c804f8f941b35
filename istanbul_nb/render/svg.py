"""The static picture: a scene written as an SVG string.

This is what ``Board._repr_svg_`` shows, so a board stays visible on GitHub, in nbviewer and in
saved notebooks, where canvas pixels are lost. Output is deterministic (fixed number formatting,
no random ids) and every text is XML-escaped, without the characters XML 1.0 forbids, so
the picture stays well-formed whatever a seat name or a title holds.

The text comes back as an ``SvgPicture``: a ``str`` (every string operation, comparison, file
write and ``json.dumps`` works as before) that a notebook shows as the picture, as python-chess's
``SvgWrapper`` does. It offers ``image/svg+xml`` only, no ``text/html`` copy: JupyterLab draws
SVG in a trusted notebook, and the kit trusts its notebooks (README, "Start") rather than store
every board twice.

The root carries the picture's language (``xml:lang`` and ``lang``) and that language's font
stack (``themes.font_family``), so a browser draws a Chinese name with Chinese glyph shapes, a
screen reader reads it in the right voice; a text in another script (a Korean seat name in an
English picture) carries its own language and stack.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from ..board import Board
from ..i18n import check_language, language
from ..i18n.fonts import script_language
from .scene import Scene, board_scene
from .shapes import Circle, Group, Line, Polygon, Rect, Shape, Style, Text
from .themes import Theme, font_family

_SIZE = re.compile(r'<svg\b[^>]*?\bwidth="([^"]*)"[^>]*?\bheight="([^"]*)"')
_TITLE = re.compile(r"<title\b[^>]*>([^<]*)</title>")
#: What XML 1.0 forbids anywhere, even as a character reference: the C0 controls but tab, line
#: feed and carriage return, the surrogates, and U+FFFE and U+FFFF.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def clean_text(text: str) -> str:
    """``text`` without the characters XML 1.0 forbids: one of them (a control character in a
    seat name, say) would make the whole picture unreadable to a browser or an XML parser."""
    return _NOT_XML.sub("", text)


class SvgPicture(str):
    """SVG text that a notebook shows as a picture: a ``str`` with ``_repr_svg_``.

    ``print(picture)`` or ``str(picture)`` gives the text; IPython's text form (what a
    notebook stores beside the picture, and what a terminal shows) is one short line.
    Operations on it (``+``, ``replace``, slicing) give plain ``str``.
    """

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_pretty_(self, p: Any, cycle: bool) -> None:
        """IPython's text/plain: a short description, not the whole SVG source."""
        p.text(self.describe())

    def describe(self) -> str:
        """One line: ``<SVG picture 686x686: The board 'short-paths'>``."""
        size = _SIZE.search(self)
        title = _TITLE.search(self)
        dims = f" {size.group(1)}x{size.group(2)}" if size else ""
        what = f": {title.group(1).strip()}" if title and title.group(1).strip() else ""
        if len(what) > 80:
            what = what[:79] + "…"
        return f"<SVG picture{dims}{what}>"


def _n(v: float) -> str:
    """A number with at most two decimals and no trailing zeros, so output is stable."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _q(value: str) -> str:
    """An attribute value, quoted and escaped (a custom Theme's colours are text too)."""
    return quoteattr(clean_text(value))


def _esc(text: str) -> str:
    """Element text, escaped, without what XML forbids (seat names and titles are data)."""
    return escape(clean_text(text))


def _style_attrs(st: Style) -> str:
    out = [f"fill={_q(st.fill)}" if st.fill else 'fill="none"']
    if st.stroke and st.width > 0:
        out.append(f'stroke={_q(st.stroke)} stroke-width="{_n(st.width)}"')
        if st.dash:
            out.append('stroke-dasharray="' + " ".join(_n(d) for d in st.dash) + '"')
    if st.opacity != 1:
        out.append(f'opacity="{_n(st.opacity)}"')
    return " ".join(out)


def _id(s: Shape) -> str:
    return f" id={_q(s.id)}" if s.id else ""


def _title(s: Shape) -> str:
    return f"<title>{_esc(s.title)}</title>" if s.title else ""


def _other_language(s: Text, lang: str) -> str:
    """``xml:lang``, ``lang`` and the font stack of a text written in another script than the
    picture's language (nothing for a text in the picture's own)."""
    code = script_language(" ".join(s.lines))
    if code is None or code == lang:
        return ""
    return f' xml:lang="{code}" lang="{code}" font-family={_q(font_family(code))}'


def _shape(s: Shape, out: list[str], indent: str, lang: str = "en") -> None:
    if isinstance(s, Group):
        out.append(f"{indent}<g{_id(s)}>{_title(s)}")
        for child in s.shapes:
            _shape(child, out, indent + "  ", lang)
        out.append(f"{indent}</g>")
        return
    if isinstance(s, Rect):
        rx = f' rx="{_n(s.rx)}"' if s.rx else ""
        head = (f'<rect{_id(s)} x="{_n(s.x)}" y="{_n(s.y)}" width="{_n(s.w)}" '
                f'height="{_n(s.h)}"{rx} {_style_attrs(s.style)}')
    elif isinstance(s, Circle):
        head = (f'<circle{_id(s)} cx="{_n(s.cx)}" cy="{_n(s.cy)}" r="{_n(s.r)}" '
                f"{_style_attrs(s.style)}")
    elif isinstance(s, Polygon):
        tag = "polygon" if s.closed else "polyline"
        pts = " ".join(f"{_n(x)},{_n(y)}" for x, y in s.points)
        head = f'<{tag}{_id(s)} points="{pts}" {_style_attrs(s.style)}'
    elif isinstance(s, Line):
        st = s.style
        head = (f'<line{_id(s)} x1="{_n(s.x1)}" y1="{_n(s.y1)}" x2="{_n(s.x2)}" '
                f'y2="{_n(s.y2)}" stroke={_q(st.stroke or "none")} stroke-width="{_n(st.width)}" '
                'stroke-linecap="round"')
        if st.opacity != 1:
            head += f' opacity="{_n(st.opacity)}"'
    elif isinstance(s, Text):
        anchor = {"start": "start", "middle": "middle", "end": "end"}[s.anchor]
        attrs = (f'<text{_id(s)} x="{_n(s.x)}" y="{_n(s.y)}" font-size="{_n(s.size)}" '
                 f'fill={_q(s.fill)} text-anchor="{anchor}" dominant-baseline="central"')
        if s.weight != "normal":
            attrs += f" font-weight={_q(s.weight)}"
        if s.opacity != 1:
            attrs += f' opacity="{_n(s.opacity)}"'
        attrs += _other_language(s, lang)
        if len(s.lines) == 1:
            out.append(f"{indent}{attrs}>{_title(s)}{_esc(s.lines[0])}</text>")
            return
        step = s.size * s.line_height
        first = s.y - step * (len(s.lines) - 1) / 2
        spans = "".join(f'<tspan x="{_n(s.x)}" y="{_n(first + i * step)}">{_esc(t)}</tspan>'
                        for i, t in enumerate(s.lines))
        out.append(f"{indent}{attrs}>{_title(s)}{spans}</text>")
        return
    else:  # pragma: no cover - Shape is a closed union
        raise ValueError(f"cannot draw {type(s).__name__}")
    if s.title:
        tag = head.split(" ", 1)[0][1:]
        out.append(f"{indent}{head}>{_title(s)}</{tag}>")
    else:
        out.append(f"{indent}{head}/>")


def fit_width(picture: str, most: float) -> SvgPicture:
    """The same picture at most ``most`` pixels wide: only the outer width and height change
    (the viewBox keeps every part in proportion), so a wide picture stored in a notebook fits
    JupyterLab's output column at 1280x800 instead of being cut off on the right."""
    size = _SIZE.search(picture)
    if size is None:
        raise ValueError("not an SVG picture with a width and a height")
    w, h = float(size.group(1)), float(size.group(2))
    if w <= most:
        return SvgPicture(picture)
    old = f'width="{size.group(1)}" height="{size.group(2)}"'
    return SvgPicture(picture.replace(old, f'width="{_n(most)}" height="{_n(h * most / w)}"', 1))


def _texts(shapes: Iterable[Shape]) -> Iterable[str]:
    for s in shapes:
        if isinstance(s, Group):
            yield from _texts(s.shapes)
        elif isinstance(s, Text):
            yield from s.lines


def picture_language(sc: Scene, lang: str | None = None) -> str:
    """The language of a scene's picture: ``lang`` when the caller says it, else the scene's
    own ``lang`` if it keeps one, else read from its words (Korean or Chinese characters),
    else the session's language when it is written in Latin letters, else English."""
    if lang is not None:
        return check_language(lang)
    own = getattr(sc, "lang", None)
    if isinstance(own, str):
        return check_language(own)
    for text in (sc.title, *(t for shapes in sc.layers.values() for t in _texts(shapes))):
        code = script_language(text)
        if code is not None:
            return code
    session = language()
    return session if session in ("en", "de") else "en"


def scene_svg(sc: Scene, lang: str | None = None) -> SvgPicture:
    """The SVG text of a scene: one ``<g>`` per layer, in paint order (an ``SvgPicture``);
    ``lang`` is the picture's language (see ``picture_language``), written on the root with
    its font stack."""
    code = picture_language(sc, lang)
    w, h = _n(sc.width), _n(sc.height)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}" role="img" aria-labelledby="board-title board-desc" '
        f'xml:lang="{code}" lang="{code}" font-family={_q(font_family(code))}>',
        f'<title id="board-title">{_esc(sc.title)}</title>',
        f'<desc id="board-desc">{_esc(sc.description)}</desc>',
    ]
    for name, shapes in sc.layers.items():
        out.append(f'<g id="layer-{name}">')
        for s in shapes:
            _shape(s, out, "  ", code)
        out.append("</g>")
    out.append("</svg>")
    return SvgPicture("\n".join(out) + "\n")


def svg(board, highlight: Iterable[int] | None = (), theme: str | Theme = "light",
        lang: str | None = None, selected: int | None = None, size: float | None = None
        ) -> SvgPicture:
    """The board as SVG text that a notebook shows as the picture (an ``SvgPicture``, a
    ``str``); ``highlight`` places light up, ``selected`` is the start, ``lang`` the language
    of its names and words (None: the session's, ``ist.set_language``).

    ``size`` is the picture's width in pixels (default: 150 pixels per place). Given a Game
    instead of a Board, the picture has every piece on it (``game_scene``), and
    ``highlight=None`` lights the places the legal actions lead to.
    """
    code = check_language(lang)
    if not isinstance(board, Board):
        draw = getattr(board, "svg", None)
        if not callable(draw):
            raise ValueError(f"svg needs a Board or a game, not {type(board).__name__}")
        # a game draws itself (``Game.svg``, its picture hook): this module imports no game
        return SvgPicture(draw(highlight=highlight, theme=theme, lang=code, selected=selected,
                               size=size))
    # a board has no legal actions: None lights nothing
    return scene_svg(board_scene(board, highlight=() if highlight is None else highlight,
                                 theme=theme, lang=code, selected=selected, size=size), code)
