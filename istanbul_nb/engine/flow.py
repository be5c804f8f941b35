"""The turn machine's router: legal actions, applying one, the question and refusals.

Everything is dispatched phase first: the game's ruleset names the phase of the moment
(``rules.phases[st.phase]``), and that phase owns its verbs, options, effect and question. Two
verbs cross every phase: ``play`` (bonus cards, each with its timing windows) and the verbs of
abilities (the yellow mosque tile's ``mosque``). Refusal reasons come from the same options
functions that list the legal actions (``why``), so a rule is written once.
"""

from __future__ import annotations

from ..i18n import Message, _
from .cards import ability_options, by_window, card_options, play
from .ops import Env, card_term, label, me
from .phases import ENCOUNTER
from .state import State

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["explain", "legal_texts", "perform", "question"]


def legal_texts(st: State, env: Env) -> list[str]:
    """Every action text the seat ``st.to_act`` may choose now (unsorted)."""
    rules = env.rules
    phase = rules.phases[st.phase]
    out = phase.options(st, env, None)
    p = st.players[st.to_act]
    cards = p.cards
    if cards and phase.window is not None:
        # the cards are asked only when the window allows one of those held (most decisions:
        # none; sub-decisions and the end of the game have no window)
        win = phase.window
        if callable(win):
            win = win(st)
        allowed = by_window(rules).get(win)
        if allowed is not None and not allowed.isdisjoint(cards):
            more = card_options(st, env)
            if more:        # no copy of the phase's texts when no card is playable after all
                out = out + more
    if p.tiles and rules.abilities:
        more = ability_options(st, env)
        if more:
            out = out + more
    return out


def perform(st: State, env: Env, words: list[str]) -> None:
    """Apply a legal action (checked by the caller) and narrate it into ``st.events``."""
    rules = env.rules
    verb = words[0]
    if verb == "play":
        play(st, env, words)
    elif verb == "mosque":
        rules.abilities[words[1]].perform(st, env, words)
    else:
        rules.phases[st.phase].perform(st, env, words)
    for hook in rules.after_action_hooks:
        hook(st, env)


def question(st: State, env: Env) -> Message:
    """The decision of the moment in plain words."""
    if st.phase == "over":
        return _("the game is over")
    # TRANSLATORS: the player who decides now, and the phase's question to them
    return _("{who}: {question}", who=env.name(st.to_act),
             question=env.rules.phases[st.phase].question(st, env))


def explain(st: State, env: Env, words: list[str]) -> Message:
    """Why the action ``words`` is not legal now, in a learner's words: the reason recorded by
    the options functions of the moment, else whose moment the verb belongs to."""
    if st.phase == "over":
        return _("the game is over; no more actions")
    rules = env.rules
    why: dict = {}
    rules.phases[st.phase].options(st, env, why)
    card_options(st, env, why)
    ability_options(st, env, why)
    verb, args = words[0], words[1:]
    q = question(st, env)
    reason = None
    if verb == "play":
        if not args:
            return _("say which card: 'play five-lira'")
        cid = args[0]
        if cid not in rules.cards:
            return _("{card} is no bonus card; cards are: {cards}", card=repr(cid[:40]),
                     cards=", ".join(sorted(rules.cards)))
        if cid not in me(st).cards:
            return _("{who} holds no {card} card", who=env.name(st.to_act),
                     card=card_term(rules, cid))
        reason = why.get(cid) or _("{card} cannot be played like that now",
                                   card=card_term(rules, cid))
    else:
        reason = why.get(" ".join(words[:2])) or why.get(verb)
    if callable(reason):
        reason = reason(args)
    here = rules.places.get(st.at)
    if reason is None and st.phase == ENCOUNTER and here is not None and verb in here.verbs:
        # the merchant still stands there, so "that happens at place N" would puzzle a learner
        reason = _("the action at {place} is done for this turn", place=label(st.at))
    if reason is None:
        spec = rules.verbs.get(verb)
        if spec is None or not spec.elsewhere or verb in rules.phases[st.phase].verbs:
            return _("'{action}' is not a choice now; {question}",
                     action=" ".join(words)[:60], question=q)
        reason = spec.elsewhere
    # TRANSLATORS: why an action is refused, then the question of the moment
    return _("{reason}; now {question}", reason=reason, question=q)
