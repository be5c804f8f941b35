"""The set-up of the seed: shuffled decks, a Ruby card above each palace letter (with 1-2
players a second one tucked under each), the Location display of 2 (Fountains drawn are gained
by everyone), the face-up Caravan card, one Location card per player, a random start player.

The start player is drawn first (the seed draws them last; nothing before depends on it) so
that the set-up's Fountain choices can be asked seat by seat from the start player.
"""

from __future__ import annotations

import random

from .data import LETTERS, components
from .gains import Ctx, tell
from .plan import game_plan
from .state import Sheet, State
from .turn import settle


def new_state(players: int, seed: int, challenge: int | None, names: list[str]) -> tuple[
        State, list]:
    """The state after the set-up and the narration of the set-up (``gains.tell``'s events)."""
    c = components()
    r = random.Random(seed)

    def deck(key: str) -> list[str]:
        ids = [x["id"] for x in c[key]]
        r.shuffle(ids)
        return ids

    st = State(players=players, challenge=challenge, seed=seed, rng=0,
               sheets=[Sheet() for _ in range(players)], location_deck=deck("location_cards"),
               ruby_deck=deck("ruby_cards"), guild_deck=deck("guild_cards"),
               goods_deck=deck("goods_cards"), caravan_deck=deck("caravan_cards"))
    st.start = r.randrange(players)
    st.rng = r.getrandbits(62)
    st.current = st.start
    st.sheets[st.start].start = True
    for letter in LETTERS:
        st.palace[letter] = [st.ruby_deck.pop(0)]
    if players <= 2:
        for letter in LETTERS:
            st.palace[letter].append(st.ruby_deck.pop(0))
    ctx = Ctx(st, game_plan(players), names)
    tell(ctx, "{who} is the start player", who=names[st.start])
    st.queue = [{"do": "refill", "seat": st.start}]
    st.queue += [{"do": "draw_hand", "seat": s} for s in range(players)]
    st.queue.append({"do": "turn", "seat": st.start})
    settle(ctx)
    return st, ctx.lines
