"""The HTML of the Table's text parts: status, player panels, the strip, the log, the summary.

Plain functions from a Game to escaped HTML strings, so the Table only decides *when* to show
them and a test can read them without a browser. Every piece of text that comes from data
(names, places, cards) is escaped. Sizes are chosen for a projector: 15 px body text at least.
Every word is shown in the ``lang`` given (``i18n.tr``; None: the kit's default language).
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from ..i18n import _, check_language, tr
from ..render.game_scene import GOOD_LETTERS, good_letters, seat_fill, seat_letters
from ..render.themes import text_on
from ..render.themes import theme as get_theme
from ..session.panels import MARK, PanelItem, PanelRow, build_panel
from ..session.seat import seat_words, word
from ..session.turns import WHAT_HAPPENED, TurnLine, turn_lines
from ..session.words import (
    FOLDS,
    LOG_NAME,
    NOTHING_YET,
    RECONSTRUCTED,
    WHAT_IN_TOOLTIPS,
    WHAT_THE_BUTTONS_DO,
    earlier_turns,
    reconstructed_tip,
)

#: Good colours for the panels: the light theme's, whatever the board's theme (the panels sit
#: on the notebook's white page).
_LIGHT = get_theme("light")
_FONT = "font-size:15px;line-height:1.45"
#: Text on the notebook's own page follows JupyterLab's theme (light or dark); the panels and
#: the log carry their own light paper, so their ink is fixed.
_INK = "var(--jp-ui-font-color0, #1a1a1a)"
_INK2 = "var(--jp-ui-font-color2, #555555)"


def badge(colour: str, seat: int, marks: tuple[str, ...]) -> str:
    """The seat's letter on its colour: the same cue as on the board's pieces."""
    fill = seat_fill(colour, seat, _LIGHT)
    return (f"<span style='display:inline-block;min-width:1.5em;"  # i18n: not shown
            f"text-align:center;"
            f"border-radius:50%;border:2px solid #222;background:{fill};color:{text_on(fill)};"
            f"font-weight:bold'>{escape(marks[seat])}</span>")


def _goods_cells(goods: dict[str, int], capacity: int, lang: str | None = None) -> str:
    cells = []
    for g, n in goods.items():
        fill = _LIGHT.kinds.get(g, _LIGHT.faint)
        boxes = "".join(
            f"<span style='display:inline-block;width:0.8em;height:0.8em;margin-right:1px;"
            f"border:1px solid #333;background:{fill if i < n else 'transparent'}'></span>"
            for i in range(capacity))
        cells.append(f"<span style='white-space:nowrap;margin-right:0.7em' "  # i18n: not shown
                     f"title='{escape(tr(word(g), lang))}'>"
                     f"<b>{escape(tr(GOOD_LETTERS.get(g) or good_letters(g), lang))}</b> "
                     f"{boxes} {n}</span>")
    return "".join(cells)


def reconstructed_badge(source: str, lang: str | None = None) -> str:
    """The visible label of a reconstructed value in the panels; its tooltip says what it
    means and where a teacher corrects it (``source``: the slice's data file)."""
    return (f"<span title='{escape(tr(reconstructed_tip(source), lang))}' "  # i18n: not shown
            "style='font-size:12px;border:1px solid #8d6e63;border-radius:3px;padding:0 3px;"
            f"color:#5d4037;white-space:nowrap'>{escape(tr(RECONSTRUCTED, lang))}</span>")


def _lang(lang: str | None) -> str:
    """The ``lang`` attribute of a part's outer element: a screen reader reads it in that
    language's voice, a browser picks that language's glyph shapes."""
    return f" lang='{check_language(lang)}'"


def _t(text: Any, lang: str | None) -> str:
    """A slice's words (a message, a term or a plain value) in ``lang``, escaped."""
    return escape(tr(text, lang))


def _item_html(item: PanelItem, looks: Mapping[str, str], lang: str | None = None) -> str:
    """A chip: the item's key bold, then its words, in the look its slice names."""
    tip = f" title='{_t(item.tooltip, lang)}'" if item.tooltip else ""
    style = f" style='{looks[item.look]}'" if item.look in looks else ""
    key = f"<b>{_t(item.key, lang)}</b>&nbsp;" if item.key else ""
    return f"<span{tip}{style}>{key}{_t(item.words, lang)}</span>"


def _items_html(row: PanelRow, looks: Mapping[str, str], source: str,
                lang: str | None = None) -> str:
    """A row's items: a list with their words, chips side by side, or their keys with the
    words in the tooltips (a reconstructed one marked)."""
    if row.listed:
        lis = "".join(f"<li><b>{_t(i.key, lang)}</b>: {_t(i.words, lang)}"
                      f"{' ' + reconstructed_badge(source, lang) if i.reconstructed else ''}"
                      "</li>" for i in row.items)
        return f"<ul style='margin:0;padding-left:1.3em'>{lis}</ul>"  # i18n: not shown
    if all(i.look for i in row.items):
        return "".join(_item_html(i, looks, lang) for i in row.items)
    return ", ".join(f"<span title='{_t(i.tooltip or i.words, lang)}'>"
                     f"{_t(i.key or i.words, lang)}{MARK if i.reconstructed else ''}</span>"
                     for i in row.items)


def row_html(row: PanelRow, looks: Mapping[str, str], source: str = "",
             lang: str | None = None) -> str:
    """One row: "Coffee <b>9</b>" (a number), "Tavern tiles: long move", "Letters:" and its
    items, a value alone when the row has no label; a reconstructed value it rests on is
    labelled after it."""
    value = f"<b>{_t(row.value, lang)}</b>" if row.strong else _t(row.value, lang)
    if row.items:
        items = _items_html(row, looks, source, lang)
        value = f"{items} {value}" if row.value else items
    label = _t(row.label, lang)
    # TRANSLATORS: what separates a panel row's label from its value ("Coffee: 3")
    sep = " " if row.strong else tr(_(": "), lang)
    text = f"{label}{sep}{value}" if row.label else value
    if row.reconstructed:
        text += f" ({_t(row.reconstructed, lang)} {reconstructed_badge(source, lang)})"
    if not row.tooltip:
        return text
    return f"<span title='{_t(row.tooltip, lang)}'>{text}</span>"  # i18n: not shown


def stack_note_html(row: PanelRow, looks: Mapping[str, str], lang: str | None = None) -> str:
    """A note after the size of a seat's stack, number first: " (<b>2</b> of them spare)"."""
    value = f"<b>{_t(row.value, lang)}</b>" if row.strong else _t(row.value, lang)
    items = "".join(f" {_item_html(i, looks, lang)}" for i in row.items)
    text = f"{value} {_t(row.label, lang)}{items}"
    if not row.tooltip:
        return f" ({text})"
    return f" (<span title='{_t(row.tooltip, lang)}'>{text}</span>)"  # i18n: not shown


def slice_lines_html(game, seat: int, compact: bool, lang: str | None = None) -> tuple[str, str]:
    """(the notes after the seat's stack, the lines at the end of its panel) that the game's
    expansions and variants add (``build_panel``), each slice's rows in its looks."""
    panel = build_panel(game.rules)
    notes, lines = [], []
    for part in panel.slices:
        notes += [stack_note_html(row, part.looks, lang) for row in part.stack_notes(game, seat)]
        lines += ["<div>" + " · ".join(row_html(row, part.looks, part.source, lang)
                                       for row in line)
                  + "</div>" for line in part.lines(game, seat, compact)]
    return "".join(notes), "".join(lines)


def _runs_html(runs, goods: str, notes: str) -> str:
    """A line of ``session.seat`` runs: words escaped, numbers bold, the cart's boxes and
    the expansions' notes where the line says."""
    out = []
    for kind, text in runs:
        if kind == "goods":
            out.append(goods)
        elif kind == "notes":
            out.append(notes)
        elif kind == "bold":
            out.append(f"<b>{escape(text)}</b>")
        else:
            out.append(escape(text).replace("\xa0", "&nbsp;"))
    return "".join(out)


def player_panel(game, seat: int, bot_name: str | None, lang: str,
                 compact: bool = False) -> str:
    """One seat's panel (``session.seat.seat_words``: purse, rubies, cart, assistants,
    family, cards and mosque tiles, and the game's panel slices' rows); ``compact`` puts the
    same facts on fewer lines (the panel under the board)."""
    words = seat_words(game, seat, bot_name, lang, compact)
    p = game.player(seat)
    marks = seat_letters(game.player(s).colour for s in range(game.players))
    fill = seat_fill(p.colour, seat, _LIGHT)
    turn_mark = ""
    if words.waits:
        turn_mark = ("<span style='border:1px dashed #888;border-radius:4px;"  # i18n: not shown
                     "padding:0 6px;"
                     f"margin-left:6px'>{escape(words.mark, quote=False)}</span>")
    elif words.mark:
        turn_mark = ("<span style='background:#fff3bf;border:1px solid "  # i18n: not shown
                     "#c9a400;border-radius:4px;"
                     f"padding:0 6px;margin-left:6px'>{escape(words.mark, quote=False)}</span>")
    notes, extra = slice_lines_html(game, seat, compact, lang)
    goods = _goods_cells(p.goods, p.capacity, lang)
    border = "4px solid #111" if words.acting else f"3px solid {fill}"  # i18n: not shown
    who = f"<span style='color:#555'>({escape(words.who)})</span>{turn_mark}"  # i18n: not shown
    head = _runs_html(words.head, goods, notes)
    lines = "".join(f"<div>{_runs_html(line, goods, notes)}</div>" for line in words.lines)
    if compact:
        to_act = escape(tr(_("{name}, to act", name=p.name), lang))
        return (
            f"<div role='group'{_lang(lang)} aria-label='{to_act}' "  # i18n: not shown
            f"style='font-size:14px;"
            f"line-height:1.4;border:{border};border-radius:10px;padding:4px 10px;"
            f"margin:6px 0 0 0;background:#fffdf8;color:#222'>"
            f"<div>{badge(p.colour, seat, marks)} <b style='font-size:16px'>"
            f"{escape(words.name)}</b> {who}{head}</div>{lines}{extra}</div>")
    shown = escape(tr(p.name, lang))
    return (
        f"<div role='group'{_lang(lang)} aria-label='{shown}' "  # i18n: not shown
        f"style='{_FONT};"
        f"border:{border};"
        f"border-radius:10px;padding:6px 10px;margin:4px 6px 4px 0;"
        f"background:#fffdf8;color:#222'>"
        f"<div style='font-size:17px'>{badge(p.colour, seat, marks)} "
        f"<b>{escape(words.name)}</b> {who}{head}</div>{lines}{extra}</div>")


def status_html(headline: str, question: str, note: str = "",
                who: tuple[str, str, str] | None = None, lang: str | None = None) -> str:
    """The phase and the question of the moment, large, announced to screen readers.

    ``who`` (name, colour, letter) names the deciding seat: its badge and name in its colour
    lead the question ("Blue: bid more than 3 lira...") when the question starts with it."""
    extra = (f"<div style='font-size:15px;"  # i18n: not shown
             f"color:{_INK2}'>{escape(note)}</div>" if note else "")
    if who is not None and question.startswith(who[0] + ":"):
        name, fill, letter = who
        lead = (f"<span style='display:inline-block;min-width:1.4em;"  # i18n: not shown
                f"text-align:center;"
                f"border-radius:50%;border:2px solid #222;background:{fill};"
                f"color:{text_on(fill)}'>{escape(letter)}</span> "
                f"<span class='ist-decider' style='background:{fill};color:{text_on(fill)};"
                f"border-radius:4px;padding:0 5px'>{escape(name)}</span>:")
        return (f"<div role='status'{_lang(lang)} aria-live='polite' "  # i18n: not shown
                "style='padding:4px 2px'>"
                f"<div style='font-size:16px;color:{_INK2}'>{escape(headline)}</div>"
                f"<div class='ist-question' style='font-size:22px;font-weight:bold;"
                f"color:{_INK}'>{lead}{escape(question[len(name) + 1:])}"
                f"</div>{extra}</div>")
    return (f"<div role='status'{_lang(lang)} aria-live='polite' "  # i18n: not shown
            "style='padding:4px 2px'>"
            f"<div style='font-size:16px;color:{_INK2}'>{escape(headline)}</div>"
            f"<div class='ist-question' style='font-size:22px;font-weight:bold;color:{_INK}'>"
            f"{escape(question)}"
            f"</div>{extra}</div>")


#: The most sentences the "what it does" line lists; with more, it says where they are.
WHAT_MAX = 5


def what_html(pairs: list[tuple[str, str]], lang: str | None = None) -> str:
    """The "what it does" line under the buttons: each (button label, the game's whole
    sentence) whose label is shorter than its sentence (a touch screen shows no tooltip).
    With more than ``WHAT_MAX`` of them, one line says the tooltips hold them."""
    told = [(short, words) for short, words in pairs
            if short.strip().lower() != words.strip().lower()]
    if not told:
        return ""
    style = f"font-size:14px;line-height:1.35;color:{_INK2};margin:2px 0 4px 0"
    if len(told) > WHAT_MAX:
        return (f"<div class='ist-what'{_lang(lang)} "  # i18n: not shown
                f"style='{style}'>{escape(tr(WHAT_IN_TOOLTIPS, lang))}"
                "</div>")
    rows = "".join(f"<div><b>{escape(short)}</b>: {escape(words)}</div>"
                   for short, words in told)
    return (f"<div class='ist-what'{_lang(lang)} "  # i18n: not shown
            f"aria-label='{escape(tr(WHAT_THE_BUTTONS_DO, lang))}' "
            f"style='{style}'>"
            f"{rows}</div>")


def message_html(lines: list[str], kind: str = "info", title: str = "",
                 lang: str | None = None) -> str:
    """A short note under the status (a refusal, a hint, what a bot did); ``title`` is its
    tooltip (a hint's numbers)."""
    lines = [tr(t, lang) for t in lines]
    title = tr(title, lang)
    if not lines:
        return ""
    colour = {"info": "var(--jp-info-color0, #0b4f8a)", "error": "var(--jp-error-color0, #a00000)",
              "hint": "var(--jp-success-color0, #1b5e20)"}[kind]
    body = "".join(f"<div>{escape(t)}</div>" for t in lines)
    tip = f" title='{escape(title)}'" if title else ""
    return (f"<div role='alert'{_lang(lang)}{tip} style='{_FONT};color:{colour};"  # i18n: not shown
            f"border-left:4px solid {colour};"
            f"padding:2px 8px;margin:4px 0'>{body}</div>")


def strip_html(game, turns: dict, bots: dict, lang: str) -> str:
    """"What just happened" (``session.turns.turn_lines``) for a game and its
    ``game.last_turns()``; ``bots`` maps a seat to its bot's name."""
    return turns_html(game, turn_lines(game, turns, bots, lang,
                                       build_panel(game.rules).others_decide), lang)


def turns_html(game, lines: tuple[TurnLine, ...], lang: str | None = None) -> str:
    """Each seat's latest turn in at most two lines with the seat's badge (the whole line on
    hover and in the log); nothing when nothing has happened yet."""
    if not lines:
        return ""  # nothing has happened yet: no room taken
    marks = seat_letters(game.player(s).colour for s in range(game.players))
    clamp = ("display:-webkit-box;-webkit-line-clamp:2;line-clamp:2;-webkit-box-orient:vertical;"
             "overflow:hidden")
    title = escape(tr(WHAT_HAPPENED, lang))
    colon = escape(tr(_(": "), lang).rstrip())  # "：" in Chinese
    body = "".join(
        f"<div data-seat='{t.seat}' title='{escape(t.who)}, {escape(t.when)}: "
        f"{escape(t.words)}' style='margin:1px 0;{clamp}'>"
        f"{badge(game.player(t.seat).colour, t.seat, marks)} "
        f"<b>{escape(t.name)}</b> <span style='color:{_INK2}'>{escape(t.when)}{colon}</span> "
        f"{escape(t.words)}</div>" for t in lines)
    return (f"<section{_lang(lang)} aria-label='{title}' aria-live='polite' "  # i18n: not shown
            f"style='font-size:13.5px;line-height:1.35;color:{_INK};"
            f"border-left:4px solid #b9a88f;padding:1px 8px;margin:0 0 4px 0'>"
            f"<div style='font-size:12px;font-weight:bold;color:{_INK2};letter-spacing:0.04em'>"
            f"{title.upper()}</div>{body}</section>")


def log_text(game, lang: str | None = None) -> str:
    """The narrated log of a board game in ``lang``, one block per turn ("Turn 3 (Green)"),
    as ``Game.log_text`` writes it in English: read from the game's events (``game.log``),
    each a message translated here."""
    lines: list[str] = []
    last = None
    stop = tr(_("."), lang)
    for e in game.log:
        if e.turn != last:
            lines.append(tr(_("Turn {turn} ({name})", turn=e.turn,
                              name=game.player(e.seat).name), lang))
            last = e.turn
        text = tr(e.text, lang)
        lines.append(f"  {text[:1].upper()}{text[1:]}{stop}")
    return "\n".join(lines) + ("\n" if lines else "")


def log_html(log_text: str, max_turns: int = 30, lang: str | None = None) -> str:
    """The narrated log, newest at the bottom, scrolled to the bottom by the browser.

    Only the last ``max_turns`` turns are sent (a long game's whole log would make every click
    slower); ``Table.log_text`` has all of it.
    """
    blocks: list[list[str]] = []
    for line in log_text.splitlines():
        if line and not line.startswith(" "):
            blocks.append([line])
        elif blocks:
            blocks[-1].append(line.strip())
    shown = blocks[-max_turns:]
    parts = []
    if len(blocks) > len(shown):
        parts.append(f"<div style='color:#777'>"  # i18n: not shown
                     f"{escape(tr(earlier_turns(len(blocks) - len(shown)), lang))}</div>")
    for block in shown:
        head = escape(block[0])
        parts.append(f"<div style='margin-top:4px'><b>{head}</b></div>")  # i18n: not shown
        parts.extend(f"<div style='padding-left:1.2em'>{escape(t)}</div>"  # i18n: not shown
                     for t in block[1:])
    nothing = escape(tr(NOTHING_YET, lang))
    inner = "".join(parts) or f"<div style='color:#777'>{nothing}</div>"  # i18n: not shown
    # column-reverse keeps the scroll position at the bottom: the newest line stays in view
    name = escape(tr(LOG_NAME, lang))
    return (f"<div role='log'{_lang(lang)} aria-label='{name}' "  # i18n: not shown
            f"style='{_FONT};"
            "max-height:230px;"
            f"overflow-y:auto;display:flex;flex-direction:column-reverse;border:1px solid #bbb;"
            f"border-radius:6px;padding:4px 8px;background:#fcfcfc;color:#222'>"
            f"<div>{inner}</div></div>")


def summary_html(lines: list[str], lang: str | None = None) -> str:
    """The whole state in sentences: what a screen reader user reads instead of the canvas."""
    body = "".join(f"<p style='margin:0 0 0.3em 0'>{escape(tr(t, lang))}</p>" for t in lines)
    title = escape(tr(FOLDS["words"], lang))
    return (f"<section role='region'{_lang(lang)} aria-label='{title}' "  # i18n: not shown
            "style='font-size:14px;"
            f"color:{_INK};border-top:1px solid #ccc;margin-top:6px;padding-top:4px'>"
            f"<div style='font-weight:bold'>{title}</div>{body}</section>")
