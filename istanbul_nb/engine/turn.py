"""The phases of a base-game turn (RULES.md 4): move, assistant, pay, action; then the end-game.

Each phase installs its verbs, options (with refusal reasons), effect and question into the
ruleset; ``flow`` only routes to them. The encounter phase lives with the figures
(``encounters``), each place's sub-decisions with the place (``places``). ``end_turn`` closes a
turn and asks the ruleset's ``next_seat`` policy whose turn comes next, so an expansion can give
the same seat another turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data as D
from . import rng
from .config import GameConfig
from .movement import after_assistant, move_texts
from .ops import Env, finish_action, label, me, move_figure, no, roll, say, take_assistant_back
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
        for _ in range(D.D["start_cards"]["value"]):
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
COLLECT = {"own": "collect", "neutral": "collect neutral"}


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
            no(why, "leave", f"your assistant is already at {here}: take it back ('collect')")
        if "neutral" in kinds:
            no(why, "leave", f"a neutral assistant is at {here}: take it into your stack "
                             "('collect neutral')")
        if not p.stack:
            no(why, "leave", "your stack has no assistant left to leave")
        no(why, "collect neutral", f"no neutral assistant stands at {here}")
        no(why, "collect", f"you have no assistant at {here}")
    return out


def _assistant_do(st: State, env: Env, w: list[str]) -> None:
    if w[0] == "leave":
        kind = env.rules.leave_bottom(st, st.current, st.at)
        if kind == "own":
            say(st, "{} leaves an assistant at {}", env.name(st.current), label(st.at))
        else:
            say(st, "{} leaves a neutral assistant (the bottom one of the stack) at {}",
                env.name(st.current), label(st.at))
        after_assistant(st, env)
    elif w[0] == "collect" and len(w) == 1:
        take_assistant_back(st, env, st.current, st.at)
        say(st, "{} takes the assistant at {} back", env.name(st.current), label(st.at))
        after_assistant(st, env)
    elif w[0] == "collect":
        env.rules.join_stack(st, st.current, st.at, "neutral")
        say(st, "{} takes the neutral assistant at {} into the stack", env.name(st.current),
            label(st.at))
        after_assistant(st, env)
    else:
        end_turn(st, env)


def _assistant_question(st: State, env: Env) -> str:
    p = me(st)
    here = label(st.at)
    kinds = env.rules.assistants_at(st, st.current, st.at)
    if len(kinds) > 1:
        return (f"take your own assistant or the neutral one at {here} into your stack (one "
                "of them), or end the turn?")
    if "neutral" in kinds:
        return f"take the neutral assistant at {here} into your stack, or end the turn?"
    if kinds:
        return f"take your assistant at {here} back, or end the turn?"
    if p.stack == 0:
        return (f"you have no assistant to leave and none of yours is at {here}, so your turn "
                "ends here")
    return f"leave an assistant at {here}, or end the turn?"


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
    if why is not None:
        whom = "merchants" if _only_merchants(seats) else "merchants and companions"
        no(why, "pay", f"you have {p.lira} lira; paying the {whom} at {label(st.at)} costs "
                       f"{cost}")
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
            say(st, "{} pays {} lira to {}", env.name(st.current), D.PAY_MERCHANT, env.name(s))
        else:
            say(st, "{} pays {} lira to {}'s {}", env.name(st.current), D.PAY_MERCHANT,
                env.name(s), piece)
    pay_neutrals(st, env, neutral)
    st.phase = "action"


def pay_neutrals(st: State, env: Env, neutral: int) -> None:
    """Pay the bank for each neutral merchant at ``st.at``, each then rolled away (2 players)."""
    p = me(st)
    for _ in range(neutral):
        p.lira -= D.PAY_MERCHANT
        say(st, "{} pays {} lira to the bank for the neutral merchant", env.name(st.current),
            D.PAY_MERCHANT)
        st.neutrals.remove(st.at)
        st.neutrals.append(move_figure(st, env, "neutral merchant"))
        st.neutrals.sort()


def _pay_question(st: State, env: Env) -> str:
    here = label(st.at)
    seats, neutral = env.rules.payees(st, st.at)
    if not _only_merchants(seats):
        whom = [f"{env.name(s)}'s {piece}" for s, piece in seats]
        if neutral:
            whom.append("the bank for the neutral merchant" if neutral == 1
                        else f"the bank for {neutral} neutral merchants")
        return f"pay {D.PAY_MERCHANT} lira each to {', '.join(whom)} at {here}, or end the turn?"
    if st.neutrals.count(st.at):
        return (f"pay {D.PAY_MERCHANT} lira for each merchant at {here} (neutral ones to the "
                "bank), or end the turn?")
    return f"pay {D.PAY_MERCHANT} lira to each other merchant at {here}, or end the turn?"


# -- action ---------------------------------------------------------------------------------------
def _action_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    rules = env.rules
    rule = rules.places.get(st.at)
    out = rule.options(st, env, why) if rule else []
    if why is not None:
        here = rule.verbs if rule else ()
        for verb in sorted({v for r in rules.places.values() for v in r.verbs} - set(here)):
            no(why, verb, f"you are at {label(st.at)}, not at "
                          + " or ".join(label(x) for x in rules.place_of_verb(verb)))
    if not st.again:
        out.append("skip")
    else:
        no(why, "skip", "you chose to do this action again")
    return out


def _action_do(st: State, env: Env, w: list[str]) -> None:
    if w[0] == "skip":
        say(st, "{} skips the action of {}", env.name(st.current), label(st.at))
        finish_action(st, env)
        st.acted = 0
    else:
        env.rules.places[st.at].perform(st, env, w)


def _action_window(st: State) -> str:
    """Cards "before the action" may be played before the merchant's or the companion's place
    action; the family member's action (after the Police Station) is inside another action."""
    return "before" if (st.actor != "family" and not st.again) else "during"


def _action_question(st: State, env: Env) -> str:
    here = label(st.at)
    if st.again:
        return f"do the action of {here} again"
    if st.actor == "family":
        return f"your family member is at {here}: do its action, or skip it?"
    if st.actor == "companion":
        return f"your companion is at {here}: do the action, or skip it?"
    return f"do the action of {here}, or skip it?"


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
    say(st, "{} ends the turn", env.name(st.current))
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
        say(st, "{} has {} rubies and the round is complete: the game ends",
            env.name(leaders[0]), st.players[leaders[0]].rubies)
        st.final = [i for i, p in enumerate(st.players)
                    if any("final" in rules.cards[c].windows for c in p.cards)]
        st.phase = "end-game"
        _next_final(st, env)
        return
    if leaders:
        say(st, "{} has {}+ rubies: the game ends after {}'s turn", env.name(leaders[0]),
            target, env.name(env.n - 1))
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
        say(st, "the game is over")


def _final_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    return ["done"]


def _final_do(st: State, env: Env, w: list[str]) -> None:
    say(st, "{} plays no more cards", env.name(st.to_act))
    st.final.pop(0)
    _next_final(st, env)


def _over_opts(st: State, env: Env, why: Why | None = None) -> list[str]:
    if why is not None:
        why["*"] = "the game is over; no more actions"
    return []


def _end_words(a: list[str]) -> str:
    return "end your turn"


def install(rules: Ruleset) -> None:
    """The base turn's phases and their verbs."""
    rules.add_phase("move", move_texts, _move_do,
                    lambda st, env: "where does your merchant go?", window="move",
                    at_merchant=True, verbs=("move",), words="moving the merchant")
    rules.add_phase("assistant", _assistant_opts, _assistant_do, _assistant_question,
                    window="assistant", at_merchant=True, verbs=("leave", "collect", "end"),
                    words="leaving or collecting an assistant")
    rules.add_phase("pay", _pay_opts, _pay_do, _pay_question, window="pay", at_merchant=True,
                    verbs=("pay", "end"), words="paying the other merchants")
    rules.add_phase("action", _action_opts, _action_do, _action_question,
                    window=_action_window, verbs=("skip",), words="the place's action")
    rules.add_phase("end-game", _final_opts, _final_do,
                    lambda st, env: "play lira or goods cards for the tie-break, or done",
                    window="final", others_decide=True, verbs=("done",),
                    words="the last cards of the game")
    rules.add_phase("over", _over_opts, _final_do, lambda st, env: "the game is over",
                    others_decide=True, words="the game is over")
    v = rules.add_verb
    v("move", "move", "place", describe=lambda a: f"move your merchant to {label(int(a[0]))}",
      elsewhere="the move phase is over")
    v("leave", "assistant", describe=lambda a: "leave an assistant here",
      elsewhere="assistants are left right after moving")
    v("collect", "assistant", describe=lambda a: "take your assistant here back into your stack",
      elsewhere="assistants are collected right after moving")
    v("pay", "pay", describe=lambda a: f"pay {D.PAY_MERCHANT} lira to each other merchant here",
      elsewhere="there is nobody to pay now")
    v("skip", "place", last=True, describe=lambda a: "skip the place action")
    v("end", "end", describe=_end_words, elsewhere="you cannot end the turn here")
    v("done", "end", describe=lambda a: "finish: play no more cards")
