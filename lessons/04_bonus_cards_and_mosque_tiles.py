# ---
# jupyter:
#   jupytext:
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 04 · Bonus cards and mosque tiles
#
# **Bonus cards** are one-time helpers: play one, use it, and it goes face up onto the discard
# pile at the Caravansary. **Mosque tiles** are lasting powers: once you have one, you keep it
# to the end of the game.
#
# The big question for a card is **when** you may play it. In this notebook the computer shows
# it: a card you may play now appears among the choices as *play ...*; when its moment has
# passed, it disappears.

# %%
# In a browser-only JupyterLite site, first install the kit into the browser's Python.
import sys
if sys.platform == "emscripten":
    # %pip install -q istanbul_nb
    from istanbul_nb.widgets.offline import explain_missing_live_boards

    explain_missing_live_boards()  # offline, a live board says why in one sentence

# %%
import istanbul_nb as ist
from IPython.display import SVG, display
from istanbul_nb.widgets import Quiz


def show(game, highlight=(), size=None):
    # Draw the game at full size (686 px): pieces and counters stay readable on a projector.
    display(SVG(ist.render.svg(game, highlight=highlight, size=size)))


def choices(game):
    # The question of the moment and every legal action, with what it means.
    print(game.question())
    for action in game.legal_actions():
        print(f"   {action.text:26} {action.describe()}")


def do(game, action):
    # Apply one action and print what happened.
    print(">", action)
    for event in game.apply(action):
        print("   ", str(event)[:1].upper() + str(event)[1:])


def status(game, seat=0):
    # One seat in one line: lira, rubies, goods, cards.
    p = game.player(seat)
    goods = ", ".join(f"{n} {g}" for g, n in p.goods.items() if n) or "no goods"
    cards = ", ".join(p.bonus_cards) or "no cards"
    rubies = f"{p.rubies} ruby" if p.rubies == 1 else f"{p.rubies} rubies"
    print(f"{p.name:6} {p.lira:2} lira, {rubies}, {goods}; {cards}")


def targets(game):
    # The places the merchant may move to now (for a highlighted board).
    return [int(a.words[1]) for a in game.legal_actions() if a.kind == "move"]

def at(place, seat=None, players=4, **situation):
    # Red's merchant stands at `place`, its assistant left there, ready for the action.
    red = {"merchant": place, "cards": [], "assistants": [] if place == 7 else [place]}
    seats = {0: {**red, **(seat or {})}}
    seats.update(situation.pop("seats", {}))
    situation.setdefault("governor", 12)
    situation.setdefault("smuggler", 12)
    return ist.stage(players=players, phase="action", seats=seats, **situation)

def playable(game):
    # The bonus cards the player to act may play right now.
    return sorted({a.words[1] for a in game.legal_actions() if a.kind == "card"})


# %% [markdown]
# ## The 26 bonus cards
#
# | card | how many | what it does | when |
# |---|---|---|---|
# | 1 good | 4 | take 1 good of your choice | before or after an action, never during one |
# | 5 lira | 4 | take 5 lira | in your turn |
# | Move 3–4 | 4 | move 3 or 4 places instead of 1–2 | move phase |
# | Stay | 2 | do not move, but still leave or collect an assistant | move phase |
# | Return assistant | 2 | bring 1 assistant back to your stack | move phase |
# | Family to the Police Station | 2 | family member home, take the catch reward | your turn |
# | Sultan's Palace twice | 2 | do the Sultan's Palace action again | right after that action |
# | Post Office twice | 2 | do the Post Office action again | right after that action |
# | Gemstone Dealer twice | 2 | do the Gemstone Dealer action again | right after that action |
# | Small Market: any goods | 2 | sell goods that differ from the demand tile | at the Small Market |
#
# The counts are printed on the cards but were confirmed by only one public source
# **[printed-1]**; the total of 26 by several **[printed]**. There is no limit to the number of
# cards in your hand (Korean rule book).

# %% [markdown]
# **Check yourself.**

# %%
game_q = at(6, seat=dict(cards=["one-good", "five-lira", "move-3-4", "stay",
                                "return-assistant", "family"]))
Quiz("Red holds 6 bonus cards and visits the Caravansary: 2 cards from the draw pile, then "
     "Red discards Stay. How many cards does Red hold now?", game_q, ["5", "6", "7"],
     then=["caravansary", "draw deck", "draw deck", "discard stay"],
     answer=lambda g: len(g.player(0).bonus_cards))

# %% [markdown]
# ## When may a card be played?
#
# Red holds one card of every kind, has an assistant at the Tea House (9) and a family member
# out on the Gemstone Dealer (16). The Governor waits at the Post Office. We follow Red's turn
# to the Post Office and ask at every moment which cards are playable.

# %%
# NBVAL_CHECK_OUTPUT
EVERY_CARD = ["one-good", "five-lira", "move-3-4", "stay", "return-assistant", "family",
              "sultan-twice", "post-twice", "gemstone-twice", "small-market"]
game = ist.stage(players=4, governor=5, smuggler=16, dice=[6, 6],
                 seats={0: dict(merchant=2, lira=5, cards=EVERY_CARD, assistants=[9],
                                family=16)})
moments = [("1 before moving", playable(game))]
game.apply("move 5")
moments.append(("2 arrived", playable(game)))
game.apply("leave")
moments.append(("3 before the action", playable(game)))
game.apply("post")
moments.append(("4 right after it", playable(game)))
game.apply("governor")
game.apply("governor pay")
moments.append(("5 after an encounter", playable(game)))

print(f"{'card':18}", "  ".join(label[:1] for label, _ in moments))
for card in EVERY_CARD:
    print(f"{card:18}", "  ".join("x" if card in cards else "." for _, cards in moments))
print()
for label, _ in moments:
    print(label)

# %% [markdown]
# Read the table column by column:
#
# 1. **before moving**: the move cards (*Move 3–4*, *Stay*, *Return assistant*) and the
#    cards for any time (*1 good*, *5 lira*, *Family*);
# 2. **after arriving**: the move is done, so *Move 3–4* and *Stay* are gone; *Return
#    assistant* still works before you decide about the assistant;
# 3. **before the action**: only the "any time" cards;
# 4. **right after the Post Office action**: *Post Office twice* appears — this is its only
#    moment;
# 5. **after meeting the Governor**: the moment "right after the action" has passed, so
#    *Post Office twice* is gone again.
#
# *Sultan's Palace twice*, *Gemstone Dealer twice* and *Small Market* never appeared: Red was
# not at their places. Here is the Post Office card at its moment. The mail markers move as
# usual, so the second visit gives what the first one uncovered:

# %%
# NBVAL_CHECK_OUTPUT
game = at(5, seat=dict(cards=["post-twice"]))
do(game, "post")
choices(game)
do(game, "play post-twice")
do(game, "post")
status(game)

# %% [markdown]
# **Check yourself.**

# %%
game_q = at(5, seat=dict(cards=["post-twice"]), governor=5, dice=[6, 6])
for step in ("post", "governor", "governor pay"):
    game_q.apply(step)
Quiz("Red did the Post Office's action, then took a card from the Governor there. "
     "Which of these may Red do now?", game_q,
     [("play Post Office twice", "play post-twice"), ("end the turn", "end")])

# %% [markdown]
# ## Cards, one by one
#
# ### 1 good and 5 lira
#
# Take 1 good of your choice, or 5 lira. *1 good* is never allowed **during** an action: at
# the Black Market, between the dice and taking the free good, it is missing from the list.
# The rules allow *5 lira* at any time in your turn; this kit offers it at the same moments as
# *1 good*, so play it before an action that needs the money.

# %%
# NBVAL_CHECK_OUTPUT
game = at(8, seat=dict(cards=["one-good", "five-lira"]), dice=[1, 2])
print("before the action:", playable(game))
do(game, "black-market")
print("during the action:", playable(game))
do(game, "take spice")
print("after the action: ", playable(game))
do(game, "play one-good jewelry")
do(game, "play five-lira")
status(game)

# %% [markdown]
# ### Move 3–4
#
# Instead of 1 or 2 places, the merchant moves **3 or 4 places**. The kit reads this as ending
# on a place **exactly 3 or 4 steps away** (the shortest way there), as other public engines do
# **[inferred]**: "instead of 1–2" would mean nothing if the card could also reach the places 1
# or 2 steps away. From the Small Market (11), before and after playing the card:

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=["move-3-4"])})
print("normal move:", targets(game))
do(game, "play move-3-4")
print("Move 3-4:   ", targets(game))

# %%
show(game, highlight=targets(game))

# %% [markdown]
# ### Stay
#
# Red's merchant stays where it is, and the turn goes on as if it had just arrived: here Red
# collects the assistant left at the Tea House last turn, and can play the Tea House again.
# You **must** still leave or collect an assistant (the card's text in the Korean rule book),
# so *Stay* cannot be played on the Fountain, nor where you have no assistant to leave and none
# to collect. After *Stay*, ending the turn without the assistant is not a choice: this kit's
# ruling R11 reads the card that way. The cell below prints what the computer offers.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=9, assistants=[9], cards=["stay"])},
                 dice=[6, 6])
do(game, "play stay")
choices(game)
do(game, "collect")
do(game, "tea 12")
status(game)

# %% [markdown]
# ### Return assistant
#
# In the move phase, bring one assistant from anywhere back to your stack. Red has no
# assistant left in the stack; with the card Red fetches the one from the Wainwright first and
# can leave it at the next place:

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, assistants=[1, 2, 3, 4],
                                           cards=["return-assistant"])})
print("in the stack:", game.player(0).stack)
do(game, "play return-assistant 1")
print("in the stack:", game.player(0).stack)
do(game, "move 9")
choices(game)

# %% [markdown]
# ### Family to the Police Station
#
# Your family member goes back to the Police Station and you take the **catch reward** as if
# someone had caught it: 3 lira or 1 bonus card. Not allowed when it is already there.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=0, family=16, cards=["family"])})
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "play family lira")
status(game)
print("family member at", game.player(0).family)
game = ist.stage(players=4, seats={0: dict(merchant=11, family=12, cards=["family"])})
print("already at the Police Station, playable:", playable(game))

# %% [markdown]
# ### Gemstone Dealer twice (and Sultan's Palace twice)
#
# Right after buying a ruby, buy another one. The price has gone up by 1 in between. The
# Sultan's Palace card works the same way: the second ruby needs one good more.

# %%
# NBVAL_CHECK_OUTPUT
game = at(16, seat=dict(lira=30, cards=["gemstone-twice"]))
do(game, "gemstone")
do(game, "play gemstone-twice")
do(game, "gemstone")
status(game)

# %%
# NBVAL_CHECK_OUTPUT
game = at(13, seat=dict(capacity=3, cards=["sultan-twice"],
                        goods=dict(fabric=2, spice=2, fruit=2, jewelry=3)))
do(game, "sultan")
do(game, "play sultan-twice")
do(game, "sultan jewelry")
status(game)

# %% [markdown]
# ### Small Market: any goods
#
# At the Small Market you may sell goods that differ from the demand tile. The tile asks for
# 1 fabric, 1 spice, 2 fruit, 1 jewelry; Red carries 2 spice and 2 jewelry:

# %%
# NBVAL_CHECK_OUTPUT
game = at(11, seat=dict(lira=0, goods=dict(spice=2, jewelry=2), cards=["small-market"]),
          small=[3, 0, 1, 2, 4])
print("ways to sell without the card:", [a.text for a in game.legal_actions()
                                         if a.verb == "sell"])
do(game, "play small-market")
do(game, "sell spice spice jewelry jewelry")
status(game)

# %% [markdown]
# **Check yourself.** After *Stay* (ruling R11):

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=9, assistants=[9], cards=["stay"])})
game_q.apply("play stay")
Quiz("Red has played Stay at the Tea House, where Red's assistant waits. Which of these may "
     "Red do now?", game_q,
     [("collect the assistant", "collect"), ("end the turn", "end")])

# %% [markdown]
# ## The four mosque tiles
#
# A mosque tile is a lasting power. You take one at the Small Mosque (14: red, green) or the
# Great Mosque (15: yellow, blue), one of each colour at most (notebook 03).
#
# ### Red: help with the dice
#
# At the Black Market and the Tea House, after rolling, you may **set one die to 4** or
# **re-roll both dice once**.
#
# **The rule books' example** (Korean and Chinese): at the Black Market Red rolls **2 and 5**
# (sum 7: 1 jewelry). With the red tile Red turns the 2 into a **4**: now the sum is **9**, which
# brings **2 jewelry**, plus the free fabric, spice or fruit.

# %%
# NBVAL_CHECK_OUTPUT
game = at(8, seat=dict(tiles=["red"]), dice=[2, 5])
do(game, "black-market")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "set-four 1")
do(game, "take fruit")
status(game)

# %% [markdown]
# Without the red tile there is no such question: the dice are final at once.

# %%
# NBVAL_CHECK_OUTPUT
game = at(8, dice=[2, 5])
do(game, "black-market")
print("phase:", game.phase)

# %% [markdown]
# The re-roll at the Tea House: Red names 12 and rolls 1 and 1, re-rolls once and gets 6 and 6.

# %%
# NBVAL_CHECK_OUTPUT
game = at(9, seat=dict(lira=0, tiles=["red"]), dice=[1, 1, 6, 6])
do(game, "tea 12")
do(game, "reroll")
status(game)

# %% [markdown]
# ### Green: one more good at a warehouse
#
# At a warehouse, after filling up, pay **2 lira** for **1 good of your choice** (if it fits).
# Red fills up spice at the Spice Warehouse and buys a jewelry:

# %%
# NBVAL_CHECK_OUTPUT
game = at(3, seat=dict(tiles=["green"], lira=5))
choices(game)
do(game, "warehouse extra jewelry")
status(game)

# %% [markdown]
# ### Yellow: fetch an assistant
#
# **Once per turn**, pay **2 lira** to bring one of your assistants back to your stack. The kit
# lets you do it in the move phase and at the assistant decision. Watch the yellow tile's
# choices appear, and disappear once it has been used:

# %%
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=6, tiles=["yellow"], cards=[],
                                           assistants=[1, 2, 3, 4])})
show(game, highlight=[1, 2, 3, 4])

# %%
# NBVAL_CHECK_OUTPUT
print([a.text for a in game.legal_actions() if a.kind == "mosque"])
do(game, "mosque yellow 4")
print([a.text for a in game.legal_actions() if a.kind == "mosque"])
status(game)

# %% [markdown]
# ### Blue: the fifth assistant
#
# Taking the blue tile brings your **fifth assistant** into your stack at once: from then on you
# have 5 helpers instead of 4.

# %%
# NBVAL_CHECK_OUTPUT
game = at(15, seat=dict(goods=dict(jewelry=2)))
print("assistants:", game.player(0).stack, "in the stack +", len(game.player(0).assistants),
      "on the board")
do(game, "tile blue")
print("assistants:", game.player(0).stack, "in the stack +", len(game.player(0).assistants),
      "on the board")

# %% [markdown]
# **Check yourself.**

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=11, lira=6, tiles=["yellow"], cards=[],
                                             assistants=[1, 2, 3, 4])})
game_q.apply("mosque yellow 4")
Quiz("Red has 4 lira left and has just used the yellow tile to fetch the assistant from the "
     "Fruit Warehouse. Which of these may Red do now?", game_q,
     [("fetch the assistant from the Spice Warehouse too", "mosque yellow 3"),
      ("walk to the Tea House (9)", "move 9")])

# %% [markdown]
# ## What you learned
#
# - Bonus cards are used once; each has its **moment**, and the list of legal actions shows
#   exactly when that is.
# - The "twice" cards only work **right after** their place's action, before any encounter.
# - Mosque tiles last the whole game: red helps the dice, green buys a good, yellow fetches an
#   assistant, blue adds a fifth one.
#
# Next: **[05 · Encounters and the family](05_encounters_and_the_family.ipynb)**.
