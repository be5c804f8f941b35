"""The phases of a base-game turn (RULES.md 4): move, assistant, pay, action; then the end-game.

Each phase installs its verbs, options (with refusal reasons), effect and question into the
ruleset; ``flow`` only routes to them. The encounter phase lives with the figures
(``encounters``), each place's sub-decisions with the place (``places``). ``end_turn`` closes a
turn and asks the ruleset's ``next_seat`` policy whose turn comes next, so an expansion can give
the same seat another turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import N_, Message, _, join
from . import data as D
from . import rng
from .config import GameConfig
from .movement import after_assistant, move_texts
from .ops import (
    Env,
    finish_action,
    label,
    me,
    move_figure,
    no,
    roll,
    take_assistant_back,
    tell,
    word,
)
from .ruleset import Ruleset
from .state import PlayerState, State

if TYPE_CHECKING:
    from .ruleset import Why

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["TURN_END", "close_turn", "end_turn", "install", "new_state"]


# -- set-up ---------------------------------------------------------------------------------------
def new_state(cfg: GameConfig, seed: int, rules: Ruleset) -> State:
    """The table after the set-up of RULES.md section 3 (the start player is seat 0); the deck
    holds the cards of the game's ruleset."""
    n = cfg.players
    st = State()
    st.rng = rng.seed_state(seed)
    for i in range(n):
        p = PlayerState()
        p.lira = D.D["start_lira"]["value"] + i * D.D["start_lira"]["step"]
        p.stack = D.STACK_START
        p.merchant = D.FOUNTAIN
        p.family = D.POLICE
        st.players.append(p)
    for colour in D.TILE_COLOURS:
        st.stacks[colour] = D.mosque_thresholds(n)
    st.mosque_rubies = {m: D.mosque_rubies(n) for m in sorted(D.MOSQUE_TILES)}
    st.wain_rubies = n * D.WAINWRIGHT["rubies_per_player"]
    st.sultan_left = D.sultan_rubies(n)
    st.gem_left = D.gem_rubies(n)
    st.large = list(range(len(D.D["markets"]["large"]["tiles"])))
    st.small = list(range(len(D.D["markets"]["small"]["tiles"])))
    st.rng = rng.shuffle(st.rng, st.large)
    st.rng = rng.shuffle(st.rng, st.small)
    for fig in ("governor", "smuggler"):
        a, b = roll(st)
        setattr(st, fig, a + b)
    deck = [c for c in rules.card_ids for _ in range(rules.card_counts[c])]
    st.rng = rng.shuffle(st.rng, deck)
    st.deck = deck
    for p in st.players:
        for _k in range(D.D["start_cards"]["value"]):
            p.cards.append(st.deck.pop())
        p.cards.sort()
    nm = D.D["neutral_merchants"]
    st.neutrals = sorted(nm["value"]) if n == nm["players"] else []
    st.phase, st.current, st.to_act, st.turn = "move", 0, 0, 1
    st.at = D.FOUNTAIN
    return st


# -- move -----------------------------------------------------------------------------------------
def _move_do(st: State, env: Env, w: list[str]) -> None:
    src = env.rules.move_sources[st.source]
    src.arrive(st, env, int(w[1]))


# -- assistant ------------------------------------------------------------------------------------
# Which assistants a merchant may take at a place, and which one it leaves, are the ruleset's
# ``assistants_at``, ``join_stack`` and ``leave_bottom`` (the base game: only its own; the
# neutral-assistants variant adds neutral ones, taken with ``collect neutral``).
#: the action text that takes an assistant of each kind into the stack
COLLECT = {"own": "collect", "neutral": "collect neutral"}  # i18n: not shown (notation)


def _assistant_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    p = me(st)
    kinds = env.rules.assistants_at(st, st.current, st.at)
    if kinds:
        out = [COLLECT[k] for k in kinds] + ["end"]
    elif p.stack > 0:
        out = ["leave", "end"]
    else:
        out = ["end"]
    if why is not None:
        here = label(st.at)
        if "own" in kinds:
            no(why, "leave", "your assistant is already at {place}: take it back ('collect')",
               place=here)
        if "neutral" in kinds:
            no(why, "leave", "a neutral assistant is at {place}: take it into your stack "
                             "('collect neutral')", place=here)
        if not p.stack:
            no(why, "leave", "your stack has no assistant left to leave")
        no(why, "collect neutral", "no neutral assistant stands at {place}", place=here)
        no(why, "collect", "you have no assistant at {place}", place=here)
    return out


def _assistant_do(st: State, env: Env, w: list[str]) -> None:
    if w[0] == "leave":
        kind = env.rules.leave_bottom(st, st.current, st.at)
        if kind == "own":
            tell(st, "{who} leaves an assistant at {place}", who=env.name(st.current),
                 place=label(st.at))
        else:
            tell(st, "{who} leaves a neutral assistant (the bottom one of the stack) at "
                     "{place}", who=env.name(st.current), place=label(st.at))
        after_assistant(st, env)
    elif w[0] == "collect" and len(w) == 1:
        take_assistant_back(st, env, st.current, st.at)
        tell(st, "{who} takes the assistant at {place} back", who=env.name(st.current),
             place=label(st.at))
        after_assistant(st, env)
    elif w[0] == "collect":
        env.rules.join_stack(st, st.current, st.at, "neutral")
        tell(st, "{who} takes the neutral assistant at {place} into the stack",
             who=env.name(st.current), place=label(st.at))
        after_assistant(st, env)
    else:
        end_turn(st, env)


def _assistant_question(st: State, env: Env) -> Message:
    p = me(st)
    here = label(st.at)
    kinds = env.rules.assistants_at(st, st.current, st.at)
    if len(kinds) > 1:
        return _("take your own assistant or the neutral one at {place} into your stack (one "
                 "of them), or end the turn?", place=here)
    if "neutral" in kinds:
        return _("take the neutral assistant at {place} into your stack, or end the turn?",
                 place=here)
    if kinds:
        return _("take your assistant at {place} back, or end the turn?", place=here)
    if p.stack == 0:
        return _("you have no assistant to leave and none of yours is at {place}, so your turn "
                 "ends here", place=here)
    return _("leave an assistant at {place}, or end the turn?", place=here)


# -- pay ------------------------------------------------------------------------------------------
# Whom an arriving piece pays is the ruleset's ``payees`` (the base game: the other merchants;
# Letters adds the companions), so one pay phase serves every game.
def _only_merchants(seats: list[tuple[int, str]]) -> bool:
    return all(piece == "merchant" for _, piece in seats)


def _pay_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    p = me(st)
    seats, neutral = env.rules.payees(st, st.at)
    cost = D.PAY_MERCHANT * (len(seats) + neutral)
    if p.lira >= cost:
        return ["pay", "end"]
    if why is not None and _only_merchants(seats):
        no(why, "pay", "you have {lira} lira; paying the merchants at {place} costs {cost}",
           lira=p.lira, place=label(st.at), cost=cost)
    elif why is not None:
        no(why, "pay", "you have {lira} lira; paying the merchants and companions at {place} "
                       "costs {cost}", lira=p.lira, place=label(st.at), cost=cost)
    return ["end"]


def _pay_do(st: State, env: Env, w: list[str]) -> None:
    if w[0] == "end":
        end_turn(st, env)
        return
    seats, neutral = env.rules.payees(st, st.at)
    p = me(st)
    for s, piece in seats:
        p.lira -= D.PAY_MERCHANT
        st.players[s].lira += D.PAY_MERCHANT
        if piece == "merchant":
            tell(st, "{who} pays {n} lira to {other}", who=env.name(st.current),
                 n=D.PAY_MERCHANT, other=env.name(s))
        else:
            tell(st, "{who} pays {n} lira to {other}'s {piece}", who=env.name(st.current),
                 n=D.PAY_MERCHANT, other=env.name(s), piece=word(piece))
    pay_neutrals(st, env, neutral)
    st.phase = "action"


def pay_neutrals(st: State, env: Env, neutral: int) -> None:
    """Pay the bank for each neutral merchant at ``st.at``, each then rolled away (2 players)."""
    p = me(st)
    for _k in range(neutral):
        p.lira -= D.PAY_MERCHANT
        tell(st, "{who} pays {n} lira to the bank for the neutral merchant",
             who=env.name(st.current), n=D.PAY_MERCHANT)
        st.neutrals.remove(st.at)
        st.neutrals.append(move_figure(st, env, word("neutral-merchant")))
        st.neutrals.sort()


def _pay_question(st: State, env: Env) -> Message:
    here = label(st.at)
    seats, neutral = env.rules.payees(st, st.at)
    if not _only_merchants(seats):
        # TRANSLATORS: one of the pieces a player pays ("Blue's companion")
        whom: list[Message] = [_("{other}'s {piece}", other=env.name(s), piece=word(piece))
                               for s, piece in seats]
        if neutral:
            whom.append(N_("the bank for the neutral merchant",
                           "the bank for {n} neutral merchants", neutral))
        return _("pay {n} lira each to {whom} at {place}, or end the turn?", n=D.PAY_MERCHANT,
                 whom=join(whom), place=here)
    if st.neutrals.count(st.at):
        return _("pay {n} lira for each merchant at {place} (neutral ones to the bank), or end "
                 "the turn?", n=D.PAY_MERCHANT, place=here)
    return _("pay {n} lira to each other merchant at {place}, or end the turn?",
             n=D.PAY_MERCHANT, place=here)


# -- action ---------------------------------------------------------------------------------------
def _action_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    rules = env.rules
    rule = rules.places.get(st.at)
    out = rule.options(st, env, why) if rule else []
    if why is not None:
        here = rule.verbs if rule else ()
        for verb in sorted({v for r in rules.places.values() for v in r.verbs} - set(here)):
            no(why, verb, "you are at {place}, not at {places}", place=label(st.at),
               places=_or_list([label(x) for x in rules.place_of_verb(verb)]))
    if not st.again:
        out.append("skip")
    else:
        no(why, "skip", "you chose to do this action again")
    return out


def _action_do(st: State, env: Env, w: list[str]) -> None:
    if w[0] == "skip":
        tell(st, "{who} skips the action of {place}", who=env.name(st.current),
             place=label(st.at))
        finish_action(st, env)
        st.acted = 0
    else:
        env.rules.places[st.at].perform(st, env, w)


def _action_window(st: State) -> str:
    """Cards "before the action" may be played before the merchant's or the companion's place
    action; the family member's action (after the Police Station) is inside another action."""
    return "before" if (st.actor != "family" and not st.again) else "during"


def _action_question(st: State, env: Env) -> Message:
    here = label(st.at)
    if st.again:
        return _("do the action of {place} again", place=here)
    if st.actor == "family":
        return _("your family member is at {place}: do its action, or skip it?", place=here)
    if st.actor == "companion":
        return _("your companion is at {place}: do the action, or skip it?", place=here)
    return _("do the action of {place}, or skip it?", place=here)


def _or_list(items: list[Message]) -> Message:
    """"A or B or C": the places a verb belongs to, each translatable."""
    out = items[0]
    for item in items[1:]:
        # TRANSLATORS: two choices of a list ("Fabric Warehouse (2) or Spice Warehouse (3)")
        out = _("{first} or {second}", first=out, second=item)
    return out


# -- the end of a turn and of the game ------------------------------------------------------------
#: the end of a turn that a card closed (a Mocha guild card's, a Letters family errand): an
#: expansion that offers a choice at every end of turn (the Letters double move) adds this phase
TURN_END = "turn-end"


def close_turn(st: State, env: Env) -> None:
    """End a turn the seat did not end with ``end`` (a card replaced the turn): when the game
    offers more than ``end`` at the end of a turn now (a double move, ruling R8), ask first in
    phase ``turn-end``; else end the turn at once."""
    phase = env.rules.phases.get(TURN_END)
    if phase is not None and phase.options(st, env, None) != ["end"]:
        st.phase = TURN_END
        st.pending = None
        return
    end_turn(st, env)


def end_turn(st: State, env: Env) -> None:
    """Close the turn; start the next turn (the ruleset's ``next_seat`` says whose), or the
    end-game once a seat has the ruby target and the round is complete."""
    rules = env.rules
    tell(st, "{who} ends the turn", who=env.name(st.current))
    for hook in rules.end_of_turn_hooks:
        hook(st, env)
    st.yellow_used = False
    st.acted = 0
    st.again = False
    st.market_any = False
    st.met = []
    st.pending = None
    st.source = "merchant"
    st.actor = "merchant"
    target = rules.ruby_target(env.n)
    leaders = [i for i, p in enumerate(st.players) if p.rubies >= target]
    nxt = rules.next_seat(st, env)
    if leaders and nxt != st.current and st.current == env.n - 1:
        tell(st, "{who} has {n} rubies and the round is complete: the game ends",
             who=env.name(leaders[0]), n=st.players[leaders[0]].rubies)
        st.final = [i for i, p in enumerate(st.players)
                    if any("final" in rules.cards[c].windows for c in p.cards)]
        st.phase = "end-game"
        _next_final(st, env)
        return
    if leaders:
        tell(st, "{who} has {n}+ rubies: the game ends after {last}'s turn",
             who=env.name(leaders[0]), n=target, last=env.name(env.n - 1))
    st.current = nxt
    st.to_act = st.current
    st.turn += 1
    st.phase = "move"
    st.at = st.players[st.current].merchant


def _next_final(st: State, env: Env) -> None:
    if st.final:
        st.to_act = st.final[0]
        st.current = st.final[0]
    else:
        st.phase = "over"
        tell(st, "the game is over")


def _final_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return ["done"]


def _final_do(st: State, env: Env, w: list[str]) -> None:
    tell(st, "{who} plays no more cards", who=env.name(st.to_act))
    st.final.pop(0)
    _next_final(st, env)


def _over_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if why is not None:
        why["*"] = _("the game is over; no more actions")
    return []


def _end_words(a: list[str]) -> Message:
    return _("end your turn")


def install(rules: Ruleset) -> None:
    """The base turn's phases and their verbs."""
    rules.add_phase("move", move_texts, _move_do,
                    lambda st, env: _("where does your merchant go?"), window="move",
                    at_merchant=True, verbs=("move",), words=_("moving the merchant"))
    rules.add_phase("assistant", _assistant_opts, _assistant_do, _assistant_question,
                    window="assistant", at_merchant=True, verbs=("leave", "collect", "end"),
                    words=_("leaving or collecting an assistant"))
    rules.add_phase("pay", _pay_opts, _pay_do, _pay_question, window="pay", at_merchant=True,
                    verbs=("pay", "end"), words=_("paying the other merchants"))
    rules.add_phase("action", _action_opts, _action_do, _action_question,
                    window=_action_window, verbs=("skip",), words=_("the place's action"))
    rules.add_phase("end-game", _final_opts, _final_do,
                    lambda st, env: _("play lira or goods cards for the tie-break, or done"),
                    window="final", others_decide=True, verbs=("done",),
                    words=_("the last cards of the game"))
    rules.add_phase("over", _over_opts, _final_do, lambda st, env: _("the game is over"),
                    others_decide=True, words=_("the game is over"))
    v = rules.add_verb
    v("move", "move", "place",
      describe=lambda a: _("move your merchant to {place}", place=label(int(a[0]))),
      elsewhere=_("the move phase is over"))
    v("leave", "assistant", describe=lambda a: _("leave an assistant here"),
      elsewhere=_("assistants are left right after moving"))
    v("collect", "assistant",
      describe=lambda a: _("take your assistant here back into your stack"),
      elsewhere=_("assistants are collected right after moving"))
    v("pay", "pay",
      describe=lambda a: _("pay {n} lira to each other merchant here", n=D.PAY_MERCHANT),
      elsewhere=_("there is nobody to pay now"))
    v("skip", "place", last=True, describe=lambda a: _("skip the place action"))
    v("end", "end", describe=_end_words, elsewhere=_("you cannot end the turn here"))
    v("done", "end", describe=lambda a: _("finish: play no more cards"))
