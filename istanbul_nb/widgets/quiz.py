"""A "check yourself" question about a staged game, answered by the engine when the cell runs.

A lesson never stores an answer: it stages a situation and asks the engine, so the answer
follows the rules the engine plays today. Two kinds of question:

- **What may happen?** (no ``answer``): the choices are action texts ("tea 8", "end"); the
  learner ticks those allowed now (or types one); the engine says which are legal and why not.
- **What happens?** (``answer`` given): ``then`` is played on a copy of the game and
  ``answer(copy)`` is the result in words ("11 lira"); the learner picks it from the choices
  (or types it).

A saved notebook keeps, besides the live widget, the question with the engine's answer folded
away (``text/html`` ``<details>``, and ``text/plain``), as the board widgets keep a picture
(see ``common.picture_bundle``).

The quiz's own words and the engine's answers are in the quiz's language (``lang``; None: the
kit's default); the question is the lesson's, in the lesson's language.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from html import escape
from typing import Any

import ipywidgets as w

from ..choose_write.game import Game as ChooseWriteGame
from ..engine import Game, IllegalAction
from ..i18n import Message, _, check_language, language, tr

#: the games a quiz can ask: both play the same protocol (legal actions, apply, copy) and
#: refuse with the one IllegalAction
Playable = Game | ChooseWriteGame

#: The quiz's heading, and the title of its folded answer.
CHECK_YOURSELF = _("Check yourself.")
ANSWER_TITLE = _("Answer (asked from the engine when the cell ran):")
#: A choice: an action text (its words are the label) or a (label, action text) pair.
Choice = str | tuple[str, str]
HTML = "text/html"


def _norm(text: str) -> str:
    """A typed answer as compared: case, spaces and a final full stop do not matter."""
    return " ".join(str(text).lower().split()).rstrip(".")


def _reason(error: Exception, lang: str) -> str:
    """The engine's refusal in ``lang``, without the "now ..." reminder of the question (the
    refusal's ``reason`` value, so it is cut in every language) and without a closing example
    in action notation (": 'tea 7'"), which a learner did not type."""
    why = error.args[0] if error.args else str(error)
    if isinstance(why, Message) and "reason" in why.values and "question" in why.values:
        why = why.values["reason"]
    text = tr(why, lang) if isinstance(why, Message) else str(why).split("; now ", 1)[0]
    return re.sub(r"\s*[:：]\s*'[^']*'\s*$", "", text)


class Quiz(w.VBox):
    """A question about ``game`` with a check that asks the engine (see the module doc)."""

    def __init__(self, question: str, game: Playable, choices: Sequence[Choice] = (), *,
                 then: Sequence[str] = (), answer: Callable[[Any], object] | None = None,
                 lang: str | None = None) -> None:
        if not isinstance(game, Game | ChooseWriteGame):
            raise TypeError(f"game: an istanbul_nb Game (ist.stage(...) or cw.stage(...)), "
                            f"not {type(game).__name__}")
        if not isinstance(question, str) or not question.strip():
            raise ValueError("question: a non-empty text")
        if then and answer is None:
            raise ValueError("then: only with answer= (what to read after those actions)")
        self.lang = check_language(lang if lang is not None else language())
        self.question, self.game = question.strip(), game
        self.kind = "may" if answer is None else "outcome"
        pairs = [(c, c) if isinstance(c, str) else tuple(c) for c in choices]
        if any(len(p) != 2 or not all(isinstance(x, str) for x in p) for p in pairs):
            raise ValueError("choices: texts, or (label, action text) pairs")
        self.labels = [p[0] for p in pairs]
        self.choices = [p[1] for p in pairs]
        if len(set(self.choices)) != len(self.choices):
            raise ValueError("choices: each choice once")
        #: may: for each choice (action text), (allowed?, the engine's words)
        self.verdicts: dict[str, tuple[bool, str]] = {}
        #: outcome: the engine's result in words, and how it is read from the game
        self.result = ""
        self.read = answer
        if answer is None:
            for text in self.choices:
                self.verdicts[text] = self.verdict(text)
        else:
            after = game.copy()
            for text in then:
                after.apply(text)  # an IllegalAction here is the lesson's mistake: let it show
            result = answer(after)
            self.result = result if isinstance(result, str) else str(result)
            said = {_norm(self.result), _norm(self._t(self.result))}
            if self.choices and not said & {_norm(c) for c in self.choices}:
                # a lesson's mistake (often a translated choice that no longer reads as the
                # engine's answer): say so when the cell runs, not when a learner clicks
                raise ValueError(f"the engine's answer {self._t(self.result)!r} is not among "
                                 f"the choices {self.choices!r}")
        self._build()

    # -- what the engine says ---------------------------------------------------------------
    def verdict(self, text: str) -> tuple[bool, str]:
        """(allowed now?, why): the engine's description, or its reason for refusing."""
        if self.game.is_legal(text):  # MalformedAction (a ValueError) when no action at all
            return True, self.game.describe(text)
        try:
            self.game.copy(log=False).apply(text)
        except IllegalAction as e:
            return False, _reason(e, self.lang)
        raise RuntimeError(f"the engine applied {text!r}, which it lists as illegal")

    def allowed(self) -> list[str]:
        """Every action the engine allows now, in its own order."""
        return [a.text for a in self.game.legal_actions()]

    def _t(self, message: Any) -> str:
        return tr(message, self.lang)

    def answer_lines(self) -> list[str]:
        """The engine's answer in plain lines, in the quiz's language (what the fold and the
        check show)."""
        if self.kind == "outcome":
            return [self._t(_("The engine says: {result}", result=self.result))]
        if not self.choices:
            return [self._t(_("The engine allows: {actions}",
                              actions=", ".join(self.allowed())))]
        return [self._t(_("yes: {label} ({words})", label=label, words=words) if ok
                        else _("no: {label} ({words})", label=label, words=words))
                for label, (ok, words) in zip(self.labels, self.verdicts.values(),
                                                     strict=True)]

    def check(self, picked: Collection[str] | str) -> tuple[bool, list[str]]:
        """Grade an answer: the ticked action texts (may), or the picked/typed text."""
        if self.kind == "outcome":
            if not isinstance(picked, str):
                raise TypeError("picked: one text for a 'what happens' question")
            ok = _norm(picked) in (_norm(self.result), _norm(self._t(self.result)))
            said = self.answer_lines()[0]
            return ok, [self._t(_("Right. {answer}", answer=said) if ok
                                else _("Not quite. {answer}", answer=said))]
        if isinstance(picked, str):  # a typed action
            if not picked.strip():
                return False, [self._t(_("Type an action first, e.g. {action}",
                                         action=self.allowed()[0]))]
            try:
                good, words = self.verdict(picked.strip())
            except IllegalAction as e:  # no action at all
                return False, [_reason(e, self.lang)]
            typed = picked.strip()
            return good, [self._t(_("{action}: allowed, {words}", action=typed, words=words)
                                  if good else
                                  _("{action}: not allowed: {words}", action=typed,
                                    words=words)), *self.answer_lines()]
        unknown = sorted(set(picked) - set(self.choices))
        if unknown:
            raise ValueError(f"picked: not among the choices: {', '.join(unknown)}")
        want = {t for t, (ok, _) in self.verdicts.items() if ok}
        ok = set(picked) == want
        return ok, [self._t(_("Right. The engine says:") if ok
                            else _("Not quite. The engine says:")), *self.answer_lines()]

    # -- the widget ------------------------------------------------------------------------
    def _build(self) -> None:
        ask = w.HTML(f"<b>{escape(self._t(CHECK_YOURSELF))}</b> {escape(self.question)}")
        self.feedback = w.HTML()
        self.button = w.Button(description=self._t(_("Check")), button_style="info",
                               tooltip=self._t(_("ask the engine")))
        self.picks: list[w.Checkbox] = []
        self.radio: w.RadioButtons | None = None
        self.typed: w.Text | None = None
        if self.kind == "may" and self.choices:
            self.picks = [w.Checkbox(value=False, description=label, indent=False,
                                     layout=w.Layout(width="auto"))
                          for label in self.labels]
            inputs: list[w.Widget] = list(self.picks)
        elif self.choices:
            self.radio = w.RadioButtons(options=self.labels, value=None,
                                        layout=w.Layout(width="auto"))
            inputs = [self.radio]
        else:
            self.typed = w.Text(placeholder=self._t(_("your answer")),
                                layout=w.Layout(width="18em"))
            inputs = [self.typed]
        self.button.on_click(lambda _: self._on_check())
        super().__init__([ask, *inputs, self.button, self.feedback])
        self.add_class("ist-quiz")

    def _on_check(self) -> None:
        if self.picks:
            ok, lines = self.check([t for t, box in zip(self.choices, self.picks, strict=True)
                                    if box.value])
        elif self.radio is not None:
            if self.radio.value is None:
                first = self._t(_("Pick one first."))
                self.feedback.value = f"<p>{escape(first)}</p>"
                return
            picked = self.choices[self.labels.index(self.radio.value)]
            ok, lines = self.check(picked)
        else:
            ok, lines = self.check(self.typed.value if self.typed is not None else "")
        colour = "#1e6b34" if ok else "#8a2a12"
        self.feedback.value = (f"<div style='color:{colour};line-height:1.4'>"  # i18n: not shown
                               + "".join(f"<p style='margin:0 0 0.3em 0'>{escape(x)}</p>"
                                         for x in lines) + "</div>")

    # -- what a saved notebook keeps -------------------------------------------------------
    def text(self) -> str:
        """The question, the choices and the engine's answer as plain text."""
        lines = [self._t(_("Check yourself: {question}", question=self.question))]
        lines += [f"  [ ] {label}" for label in self.labels]
        return "\n".join(lines + [self._t(ANSWER_TITLE),
                                  *("  " + x for x in self.answer_lines())])

    def html(self) -> str:
        """The question and the choices, the engine's answer folded away (no script)."""
        items = "".join(f"<li>{escape(label)}</li>" for label in self.labels)
        answer = "".join(f"<p>{escape(x)}</p>" for x in self.answer_lines())
        title = escape(self._t(ANSWER_TITLE).rstrip(":：").rstrip())
        check = escape(self._t(CHECK_YOURSELF))
        return (f"<div class='ist-quiz-static'><p><b>{check}</b> "  # i18n: not shown
                f"{escape(self.question)}</p>" + (f"<ul>{items}</ul>" if items else "")
                + f"<details><summary>{title}</summary>{answer}</details></div>")

    def __repr__(self) -> str:
        return self.text()

    def _repr_mimebundle_(self, include: Collection[str] | None = None,
                          exclude: Collection[str] | None = None,
                          **kwargs: Any) -> dict[str, Any]:
        """The live quiz, and the question with its folded answer for a notebook read
        without a kernel (GitHub, nbviewer, nbconvert, an untrusted notebook)."""
        data: dict[str, Any] = {}
        if self.comm is not None:
            data.update(w.Widget._repr_mimebundle_(self) or {})
        data["text/plain"] = self.text()
        data[HTML] = self.html()
        return {k: v for k, v in data.items() if (include is None or k in include)
                and (exclude is None or k not in exclude)}
