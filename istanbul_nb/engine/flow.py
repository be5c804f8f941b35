"""The turn machine: set-up, the legal actions of the moment, and applying one.

Phases (``State.phase``): ``move`` -> ``assistant`` -> ``pay`` -> ``action`` -> ``encounter``,
with the sub-decisions ``caravansary``, ``caravansary-discard``, ``dice``, ``black-market-good``,
``governor-payment``, ``smuggler-payment``, and at the end ``end-game`` then ``over``. A phase
that ends the turn skips the rest (``end``). Places, cards, figures and movement sources come from
their registries; this module only routes.
"""

from __future__ import annotations

from . import data as D
from . import rng
from .cards import ABILITIES, CARDS, card_options, window
from .cards import play as play_card
from .config import GameConfig
from .encounters import FIGURES, catch, catchable, encounter_options, meet, pay_figure
from .movement import after_assistant, arrive, move_texts, others_here
from .ops import Env, finish_action, label, me, move_figure, roll, say, take_assistant_back
from .places import PLACES, SUBPHASES, gem_price, market_tile, sultan_needs
from .state import PlayerState, State

#: Phases in which the player may end the turn at once (RULES.md 4: "your turn ends").
ENDING_PHASES = ("assistant", "pay")
#: Hooks run at the end of every turn, before the next seat starts: f(st, env) -> None.
END_OF_TURN_HOOKS: list = []
#: Hooks run after every applied action: f(st, env) -> None (effects that fire whenever a
#: situation arises, such as a Letters & Seals letter delivered when a piece stands on its
#: place). The base game needs none.
AFTER_ACTION_HOOKS: list = []


# -- set-up ---------------------------------------------------------------------------------------
def new_state(cfg: GameConfig, seed: int) -> State:
    """The table after the set-up of RULES.md section 3 (the start player is seat 0)."""
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
    st.large, st.small = list(range(5)), list(range(5))
    st.rng = rng.shuffle(st.rng, st.large)
    st.rng = rng.shuffle(st.rng, st.small)
    for fig in ("governor", "smuggler"):
        a, b = roll(st)
        setattr(st, fig, a + b)
    deck = [c for c in D.CARD_IDS for _ in range(D.CARD_COUNTS[c])]
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


# -- legal actions --------------------------------------------------------------------------------
def abilities(st: State, env: Env) -> list[str]:
    out = []
    for opts, _ in ABILITIES.values():
        out.extend(opts(st, env))
    return out


def legal_texts(st: State, env: Env) -> list[str]:
    """Every action text the seat ``st.to_act`` may choose now (unsorted)."""
    ph = st.phase
    p = me(st)
    if ph == "over":
        return []
    if ph == "move":
        out = move_texts(st, env)[:]
    elif ph == "assistant":
        if st.at in p.placed:
            out = ["collect"]
        elif p.stack > 0:
            out = ["leave"]
        else:
            out = []
        out.append("end")
    elif ph == "pay":
        seats, neutral = others_here(st, st.at)
        cost = D.PAY_MERCHANT * (len(seats) + neutral)
        out = ["pay"] if p.lira >= cost else []
        out.append("end")
    elif ph == "action":
        rule = PLACES.get(st.at)
        out = rule.options(st, env) if rule else []
        if not st.again:
            out.append("skip")
    elif ph == "encounter":
        out = encounter_options(st, env)
    elif ph in SUBPHASES:
        out = SUBPHASES[ph][0](st, env)
    elif ph.endswith("-payment"):
        out = FIGURES[ph[: -len("-payment")]].payments(st, env)
    elif ph == "end-game":
        out = ["done"]
    else:
        raise ValueError(f"unknown phase {ph!r}")
    if p.cards:
        out.extend(card_options(st, env))
    if p.tiles:               # abilities come from held tiles
        out.extend(abilities(st, env))
    return out


# -- applying -------------------------------------------------------------------------------------
def perform(st: State, env: Env, words: list[str]) -> None:
    """Apply a legal action (checked by the caller) and narrate it into ``st.events``."""
    verb = words[0]
    ph = st.phase
    if ph == "encounter" and verb != "play":
        st.acted = 0          # the moment "right after the action" has passed
    if verb == "play":
        play_card(st, env, words)
    elif verb == "mosque":
        ABILITIES[words[1]][1](st, env, words)
    elif verb == "move":
        arrive(st, env, int(words[1]))
    elif verb == "leave":
        p = me(st)
        p.stack -= 1
        p.placed.append(st.at)
        p.placed.sort()
        say(st, f"{env.name(st.current)} leaves an assistant at {label(st.at)}")
        after_assistant(st, env)
    elif verb == "collect":
        take_assistant_back(st, st.current, st.at)
        say(st, f"{env.name(st.current)} takes the assistant at {label(st.at)} back")
        after_assistant(st, env)
    elif verb == "pay":
        _pay_merchants(st, env)
    elif verb == "skip":
        say(st, f"{env.name(st.current)} skips the action of {label(st.at)}")
        finish_action(st)
        st.acted = 0
    elif verb == "end":
        end_turn(st, env)
    elif verb == "done":
        say(st, f"{env.name(st.to_act)} plays no more cards")
        st.final.pop(0)
        _next_final(st, env)
    elif verb == "catch":
        catch(st, env, words)
    elif verb in FIGURES and ph == "encounter":
        meet(st, env, words)
    elif verb in FIGURES:
        pay_figure(st, env, words)
    elif ph in SUBPHASES:
        SUBPHASES[ph][1](st, env, words)
    else:
        PLACES[st.at].perform(st, env, words)
    for hook in AFTER_ACTION_HOOKS:
        hook(st, env)


def _pay_merchants(st: State, env: Env) -> None:
    seats, neutral = others_here(st, st.at)
    p = me(st)
    for s in seats:
        p.lira -= D.PAY_MERCHANT
        st.players[s].lira += D.PAY_MERCHANT
        say(st, f"{env.name(st.current)} pays {D.PAY_MERCHANT} lira to {env.name(s)}")
    for _ in range(neutral):
        p.lira -= D.PAY_MERCHANT
        say(st, f"{env.name(st.current)} pays {D.PAY_MERCHANT} lira to the bank for the "
                "neutral merchant")
        st.neutrals.remove(st.at)
        st.neutrals.append(move_figure(st, env, "neutral merchant"))
        st.neutrals.sort()
    st.phase = "action"


def end_turn(st: State, env: Env) -> None:
    """Close the turn; start the next seat's, or the end-game after the last seat."""
    say(st, f"{env.name(st.current)} ends the turn")
    for hook in END_OF_TURN_HOOKS:
        hook(st, env)
    st.yellow_used = False
    st.acted = 0
    st.again = False
    st.market_any = False
    st.met = []
    st.pending = {}
    st.source = "merchant"
    st.actor = "merchant"
    target = D.ruby_target(env.n)
    leaders = [i for i, p in enumerate(st.players) if p.rubies >= target]
    if leaders and st.current == env.n - 1:
        say(st, f"{env.name(leaders[0])} has {st.players[leaders[0]].rubies} rubies and the "
                "round is complete: the game ends")
        st.final = [i for i, p in enumerate(st.players)
                    if "five-lira" in p.cards or "one-good" in p.cards]
        st.phase = "end-game"
        _next_final(st, env)
        return
    if leaders:
        say(st, f"{env.name(leaders[0])} has {target}+ rubies: the game ends after "
                f"{env.name(env.n - 1)}'s turn")
    st.current = (st.current + 1) % env.n
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


# -- the question of the moment and reasons for refusals ------------------------------------
def question(st: State, env: Env) -> str:
    """The decision of the moment in plain words."""
    n = env.name(st.to_act)
    ph = st.phase
    here = label(st.at)
    texts = {
        "move": f"{n}: where does your merchant go?",
        "assistant": f"{n}: leave an assistant at {here}, or end the turn?",
        "pay": f"{n}: pay 2 lira to each other merchant at {here}, or end the turn?",
        "action": f"{n}: do the action of {here}, or skip it?",
        "encounter": f"{n}: meet who is at {here} (in any order), then end the turn",
        "caravansary": f"{n}: take a card from the draw pile or the discard pile",
        "caravansary-discard": f"{n}: which card do you discard?",
        "dice": f"{n}: keep the dice, re-roll both, or set one die to 4 (red mosque tile)?",
        "black-market-good": f"{n}: take 1 fabric, spice or fruit",
        "governor-payment": f"{n}: pay the Governor 2 lira or discard a bonus card",
        "smuggler-payment": f"{n}: pay the Smuggler 2 lira or 1 good",
        "end-game": f"{n}: play lira or goods cards for the tie-break, or done",
        "over": "the game is over",
    }
    if ph == "assistant" and st.at in me(st).placed:
        return f"{n}: take your assistant at {here} back, or end the turn?"
    if ph == "action" and st.again:
        return f"{n}: do the action of {here} again"
    if ph == "action" and st.actor == "family":
        return f"{n}: your family member is at {here}: do its action, or skip it?"
    if ph == "pay" and st.neutrals.count(st.at):
        return f"{n}: pay 2 lira for each merchant at {here} (neutral ones to the bank), or " \
               "end the turn?"
    return texts.get(ph, f"{n}: choose an action")


def explain(st: State, env: Env, words: list[str]) -> str:
    """Why the action ``words`` is not legal now, in a learner's words."""
    if st.phase == "over":
        return "the game is over; no more actions"
    p = me(st)
    n = env.name(st.to_act)
    verb, args = words[0], words[1:]
    q = question(st, env)
    here = label(st.at)
    if verb == "move":
        if st.phase != "move":
            return f"the move phase is over; now {q}"
        if len(args) != 1 or not args[0].isdigit():
            return "say where to: 'move 9'"
        dest = int(args[0])
        if dest not in env.board.places:
            return f"there is no place {dest} on this board"
        start = st.players[st.current].merchant
        if dest == start:
            return "a merchant must move; it may not end where it started"
        if st.source == "move-3-4":
            return f"with the Move 3-4 card you must move exactly 3 or 4 places; {label(dest)} " \
                   f"cannot be reached from {label(start)} that way"
        d = env.board.distance(start, dest)
        return f"{label(dest)} is {d} steps from {label(start)}; a merchant moves 1 or 2 places"
    if verb == "leave":
        if st.phase != "assistant":
            return f"assistants are left right after moving; now {q}"
        if st.at in p.placed:
            return f"your assistant is already at {here}: take it back ('collect')"
        return "your stack has no assistant left to leave"
    if verb == "collect":
        return f"you have no assistant at {here}" if st.phase == "assistant" else q
    if verb == "pay":
        if st.phase != "pay":
            return f"there is nobody to pay now; {q}"
        seats, neutral = others_here(st, st.at)
        cost = D.PAY_MERCHANT * (len(seats) + neutral)
        return f"you have {p.lira} lira; paying the merchants at {here} costs {cost}"
    if verb == "end":
        if st.phase == "encounter" and catchable(st):
            return "you must first catch every other family member here"
        return f"you cannot end the turn here; {q}"
    if verb == "play":
        if not args:
            return "say which card: 'play five-lira'"
        cid = args[0]
        if cid not in CARDS:
            return f"{cid!r} is no bonus card; cards are: {', '.join(sorted(CARDS))}"
        if cid not in p.cards:
            return f"{n} holds no {D.CARD_TITLES[cid]} card"
        if window(st) not in CARDS[cid].windows:
            return f"{D.CARD_TITLES[cid]} cannot be played now (timing: " \
                   f"{_timing(cid)}); {q}"
        return f"{D.CARD_TITLES[cid]} cannot be played like that now; {q}"
    if verb == "mosque":
        if "yellow" not in p.tiles:
            return f"{n} has no yellow mosque tile"
        if st.yellow_used:
            return "the yellow mosque tile is used once per turn"
        if p.lira < 2:
            return f"you have {p.lira} lira; the yellow tile costs 2"
        return "the yellow tile brings back an assistant from a place where you have one, in " \
               "the move phase"
    if st.phase == "action" and verb not in ("catch", "governor", "smuggler"):
        return _explain_place(st, env, verb, args) or f"that is not a choice now; {q}"
    if verb in ("governor", "smuggler", "catch"):
        if st.phase != "encounter" and not st.phase.endswith("-payment"):
            return f"encounters come after the place action; now {q}"
        if verb != "catch" and getattr(st, verb) != st.at:
            return f"the {verb.capitalize()} is at {label(getattr(st, verb))}, not here"
        if verb != "catch" and verb in st.met:
            return f"you already met the {verb.capitalize()} this turn"
        if verb == "catch":
            return f"there is no such family member to catch at {here}"
    return f"'{' '.join(words)}' is not a choice now; {q}"


def _timing(cid: str) -> str:
    for c in D.D["bonus_cards"]["cards"]:
        if c["id"] == cid:
            return c["timing"]
    return ""


def _explain_place(st: State, env: Env, verb: str, args: list[str]) -> str | None:
    p = me(st)
    where = {"wainwright": 1, "post": 5, "caravansary": 6, "fountain": 7,
             "black-market": 8, "tea": 9, "police": 12, "sultan": 13, "gemstone": 16}
    if verb in where and where[verb] != st.at:
        return f"you are at {label(st.at)}, not at {label(where[verb])}"
    if verb == "wainwright":
        if p.extensions >= D.MAX_EXTENSIONS:
            return "your cart already has all 3 extensions"
        return f"you have {p.lira} lira; the Wainwright costs {D.WAINWRIGHT['price']}"
    if verb == "gemstone":
        if st.gem_left <= 0:
            return "the Gemstone Dealer has no ruby left"
        return f"you have {p.lira} lira; the Gemstone Dealer's ruby costs {gem_price(st)}"
    if verb == "sultan":
        need = sultan_needs(st, env)
        if need is None:
            return "the Sultan's Palace has no ruby left"
        fixed, anys = need
        from .ops import goods_text

        return (f"the Sultan wants {goods_text(fixed)}" + (f" and {anys} goods of your choice"
                if anys else "") + f"; you have {goods_text(p.goods)}")
    if verb == "sell":
        if st.at not in (10, 11):
            return f"goods are sold at the markets, not at {label(st.at)}"
        from .ops import goods_text

        tile = market_tile(st, st.at)
        return f"the demand tile asks for {goods_text(tile)}; you have {goods_text(p.goods)}"
    if verb == "tile":
        if st.at not in D.MOSQUE_TILES:
            return f"mosque tiles are at the mosques, not at {label(st.at)}"
        if not args or args[0] not in D.TILE_GOOD:
            return "say which tile: 'tile red'"
        c = args[0]
        if D.TILE_MOSQUE[c] != st.at:
            return f"the {c} tile is at {label(D.TILE_MOSQUE[c])}"
        if c in p.tiles:
            return f"you already have the {c} tile"
        if not st.stacks[c]:
            return f"no {c} tile is left"
        g = D.TILE_GOOD[c]
        return f"the {c} tile needs {st.stacks[c][0]} {g}; you have {p.goods[D.GOOD_INDEX[g]]}"
    if verb == "police":
        if p.family != D.POLICE:
            return "your family member is not at the Police Station"
        return "send the family member to another place: 'police 3'"
    if verb == "warehouse":
        if st.at not in D.WAREHOUSES:
            return f"you are at {label(st.at)}, not at a warehouse"
        return "your cart is already full of that good (or the extra good needs the green " \
               "mosque tile, 2 lira and room)"
    if verb == "tea" and (not args or not args[0].isdigit() or not 3 <= int(args[0]) <= 12):
        return "name a number from 3 to 12: 'tea 7'"
    return None

