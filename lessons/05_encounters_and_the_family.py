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
# # 05 · Encounters and the family
#
# When your merchant arrives somewhere, it may **meet** other pieces:
#
# - in phase 2, **other merchants**: pay each 2 lira, or your turn ends (notebook 02);
# - in phase 4, after the action, in any order you like:
#   - the **family members** of other players — you *must* catch them;
#   - the **Governor** — he *may* sell you a bonus card;
#   - the **Smuggler** — he *may* sell you a good.
#
# This notebook shows every kind of meeting, with the examples from the rule books, and the
# dice that send the Governor and the Smuggler across the board.

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


# %% [markdown]
# ## Other merchants: 2 lira each
#
# **The Korean rule book's example:** Red's merchant arrives where **Yellow's and Green's**
# merchants stand. Red must pay **2 lira to each** of them — or the turn ends at once.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=6, cards=[]),
                                   2: dict(merchant=9), 3: dict(merchant=9)})
do(game, "move 9")
do(game, "leave")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "pay")
for seat in (0, 2, 3):
    status(game, seat)

# %% [markdown]
# **Check yourself.**

# %%
game_q = ist.stage(players=4,
                   seats={0: dict(merchant=11, lira=3, cards=[]), 2: dict(merchant=9),
                          3: dict(merchant=9)})
for step in ("move 9", "leave"):
    game_q.apply(step)
Quiz("Red has 3 lira and has left an assistant at the Tea House, where Green's and Yellow's "
     "merchants stand. What may Red do?", game_q,
     [("pay both", "pay"), ("end the turn", "end")])

# %% [markdown]
# ## Catching family members
#
# Every player's **family member** starts at the Police Station (12). When you send yours
# out (notebook 03) it stays on that place, and other players' merchants can catch it there.
#
# When your merchant ends up where **another player's family member** stands, you **must**
# catch it: it goes back to the Police Station, and for **each one** you choose a reward,
# **3 lira or 1 bonus card**. If there are several, you catch them all, and the rewards may
# differ.
#
# Blue's and Green's family members stand on the Large Market (10):

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=2, smuggler=2,
                 seats={0: dict(merchant=11, lira=0, cards=[]),
                        1: dict(family=10), 2: dict(family=10)})
do(game, "move 10")
do(game, "leave")
do(game, "skip")
choices(game)

# %% [markdown]
# There is no *end* yet: both must be caught first. Red takes 3 lira for Green's and a card for Blue's:

# %%
# NBVAL_CHECK_OUTPUT
do(game, "catch green lira")
do(game, "catch blue card")
choices(game)
status(game)
print("family members:", {game.player(s).name: game.player(s).family for s in range(4)})

# %% [markdown]
# A family member **at the Police Station** cannot be caught: it is already there. Red's
# merchant goes to the Police Station, where all other family members wait:

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=2, smuggler=2, seats={0: dict(merchant=11, cards=[])})
do(game, "move 12")
do(game, "leave")
do(game, "skip")
choices(game)

# %% [markdown]
# And your own family member, sent out from the Police Station, **meets nobody** where it
# arrives (the Korean rule book's Police Station example, notebook 03): it pays nobody and
# does not meet the Smuggler standing there.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, phase="action", governor=2, smuggler=3,
                 seats={0: dict(merchant=12, assistants=[12], cards=[]),
                        1: dict(merchant=3)})
do(game, "police 3")
do(game, "warehouse")
choices(game)

# %% [markdown]
# **Check yourself.**

# %%
game_q = ist.stage(players=4, governor=2, smuggler=2,
                   seats={0: dict(merchant=11, cards=[]), 2: dict(family=9)})
for step in ("move 9", "leave", "skip"):
    game_q.apply(step)
Quiz("Green's family member stands on the Tea House. Red has "
     "arrived at the Tea House and skipped its action. Which of these may Red do now?", game_q,
     [("catch Green's family member for 3 lira", "catch green lira"),
      ("catch Green's family member for a card", "catch green card"), ("end the turn", "end")])

# %% [markdown]
# ## The Governor: a bonus card
#
# You **may** draw 1 bonus card. If you do, you pay for it: **2 lira**, or **discard 1 bonus
# card** — and that may be the new card itself. Then **two dice** send the Governor to a new
# place.
#
# Red has no lira at all. Red can still take the card and discard it at once. That sounds
# useless, but the Korean rule book points out why you might: **it sends the Governor away**.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=9, smuggler=2, dice=[2, 3],
                 seats={0: dict(merchant=11, lira=0, cards=[])})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "governor")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
new_card = game.player(0).bonus_cards[0]
do(game, "governor discard " + new_card)
print("the Governor is now at", game.place_of("governor"))

# %% [markdown]
# **Check yourself.**

# %%
game_q = ist.stage(players=4, governor=9, smuggler=2, dice=[2, 3],
                   seats={0: dict(merchant=11, lira=0, cards=[])})
for step in ("move 9", "leave", "skip", "governor"):
    game_q.apply(step)
new_card = game_q.player(0).bonus_cards[0]
Quiz("Red has no lira and has just drawn a card from the Governor. Which of these may Red do?",
     game_q, [("pay 2 lira", "governor pay"),
              ("discard the new card", "governor discard " + new_card)])

# %% [markdown]
# ## The Smuggler: a good
#
# You **may** take 1 good of your choice. If you do, you pay **2 lira or 1 good** (again, the
# new one is allowed). Then two dice send the Smuggler away. With a full cart you may still
# meet him: the good is taken and **discarded at once**, you pay, and he moves on (Korean rule
# book) — a way to send him away from a place you need. Red swaps a fruit for a jewelry:

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=2, smuggler=9, dice=[6, 6],
                 seats={0: dict(merchant=11, lira=0, cards=[], goods=dict(fruit=1))})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "smuggler jewelry")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "smuggler give fruit")
status(game)
print("the Smuggler is now at", game.place_of("smuggler"))

# %% [markdown]
# **Check yourself.**

# %%
game_q = ist.stage(players=4, governor=2, smuggler=9, dice=[6, 6],
                   seats={0: dict(merchant=11, lira=2, cards=[],
                                  goods=dict(fabric=2, spice=2, fruit=2, jewelry=2))})
for step in ("move 9", "leave", "skip"):
    game_q.apply(step)
Quiz("Red's cart is full (2 of each good). The Smuggler stands on the Tea House with Red. "
     "Which of these may Red do?", game_q,
     [("take a fabric from the Smuggler", "smuggler fabric"), ("end the turn", "end")])

# %% [markdown]
# ## Met, but nothing taken: they stay
#
# If you meet the Governor or the Smuggler and **take nothing**, they **do not move** (Korean
# rule book). Red simply ends the turn:

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=9, smuggler=9, seats={0: dict(merchant=11, cards=[])})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "end")
print("Governor at", game.place_of("governor"), "| Smuggler at", game.place_of("smuggler"))

# %% [markdown]
# **Check yourself.**

# %%
Quiz("The Governor stands on the Tea House. Red arrives there, skips the action, meets him "
     "but takes no card, and ends the turn. Where does the Governor stand now?",
     ist.stage(players=4, governor=9, smuggler=2, dice=[6, 6],
               seats={0: dict(merchant=11, cards=[])}),
     ["Tea House (9)", "Police Station (12)", "Fountain (7)"],
     then=["move 9", "leave", "skip", "end"],
     answer=lambda g: ist.places.label(g.place_of("governor")))

# %% [markdown]
# ## Both at once: two separate rolls
#
# When you take something from both, each is rolled away **with its own roll** (Korean rule
# book). The dice are fixed: 2 and 3 for the Governor, then 6 and 6 for the Smuggler.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=9, smuggler=9, dice=[2, 3, 6, 6],
                 seats={0: dict(merchant=11, lira=4, cards=[])})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "governor")
do(game, "governor pay")
do(game, "smuggler spice")
do(game, "smuggler pay")
print("Governor at", game.place_of("governor"), "| Smuggler at", game.place_of("smuggler"))

# %%
show(game, highlight=[5, 12])

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Red takes a card from the Governor (the dice show 1 and 1), then a spice from the "
     "Smuggler (the dice show 4 and 4). Where does the Smuggler stand now?",
     ist.stage(players=4, governor=9, smuggler=9, dice=[1, 1, 4, 4],
               seats={0: dict(merchant=11, lira=4, cards=[])}),
     ["Fabric Warehouse (2)", "Black Market (8)", "Police Station (12)"],
     then=["move 9", "leave", "skip", "governor", "governor pay", "smuggler spice",
           "smuggler pay"],
     answer=lambda g: ist.places.label(g.place_of("smuggler")))

# %% [markdown]
# ## Where can the Governor and the Smuggler go?
#
# They go to the place numbered by the **sum of two dice**, at the start of the game and after
# every meeting in which someone took something. Two dice give 36 equally likely pairs; count
# how many pairs give each sum:

# %%
# NBVAL_CHECK_OUTPUT
from collections import Counter
from fractions import Fraction

ways = Counter(a + b for a in range(1, 7) for b in range(1, 7))
for place in range(1, 17):
    chance = Fraction(ways[place], 36)
    print(f"{ist.places.label(place):22} {ways[place]}/36 = {str(chance):5} ="
          f" {float(chance):6.1%}")

# %%
import matplotlib.pyplot as plt

places = list(range(1, 17))
fig, ax = plt.subplots(figsize=(8, 3.4))
bars = ax.bar(places, [ways[p] / 36 for p in places],
              color=["#c0392b" if ways[p] else "#bbbbbb" for p in places])
for p in places:
    ax.text(p, ways[p] / 36 + 0.004, f"{ways[p]}/36" if ways[p] else "never",
            ha="center", fontsize=8, rotation=90 if not ways[p] else 0)
ax.set_xticks(places)
ax.set_xlabel("place number = sum of two dice")
ax.set_ylabel("probability")
ax.set_ylim(0, 0.21)
ax.set_title("Where the Governor and the Smuggler land")
plt.show()

# %% [markdown]
# - **7** (the Fountain) is the most likely: 6 of 36 pairs, 1 in 6.
# - **2** and **12** are the rarest: only 1 pair each (1+1 and 6+6).
# - The sum of two dice is never **1** and never more than **12**: the Governor and the
#   Smuggler **never** stand on the Wainwright (1), the Sultan's Palace (13), the mosques
#   (14, 15) or the Gemstone Dealer (16).
#
# The places they can reach, lit up on the board:

# %%
show(ist.stage(players=4), highlight=range(2, 13))

# %% [markdown]
# Does the game really roll like that? Set up 3000 games with different seeds and count where
# the Governor starts:

# %%
# NBVAL_CHECK_OUTPUT
starts = Counter(ist.new_game(players=4, seed=seed).place_of("governor")
                 for seed in range(3000))
print("places where the Governor started:", sorted(starts))
print("never:", [p for p in range(1, 17) if p not in starts])

# %%
fig, ax = plt.subplots(figsize=(8, 3.4))
ax.bar(places, [ways[p] / 36 for p in places], color="#e8b4ad", label="exact: ways / 36")
ax.plot(places, [starts[p] / 3000 for p in places], "o", color="#1f3a5f",
        label="3000 set-ups")
ax.set_xticks(places)
ax.set_xlabel("place")
ax.set_ylabel("share")
ax.legend()
ax.set_title("The Governor's start place: exact chances and 3000 games")
plt.show()

# %% [markdown]
# **Check yourself.**

# %%
Quiz("The Governor stands on the Tea House; Red takes his card and the dice show 6 and 6. "
     "Where does he go?",
     ist.stage(players=4, governor=9, smuggler=2, dice=[6, 6],
               seats={0: dict(merchant=11, lira=4, cards=[])}),
     ["Police Station (12)", "Gemstone Dealer (16)", "Fountain (7)"],
     then=["move 9", "leave", "skip", "governor", "governor pay"],
     answer=lambda g: ist.places.label(g.place_of("governor")))

# %% [markdown]
# ## What you learned
#
# - Other merchants: 2 lira each, or your turn ends.
# - Family members of other players **must** be caught (3 lira or 1 card each); never at the
#   Police Station; your own family member, sent out by the Police Station, meets nobody.
# - Governor: a card for 2 lira or a discarded card; Smuggler: a good for 2 lira or a good.
# - Only if you **took** something is the figure rolled away, one roll each, to a place from
#   2 to 12: most likely 7, never 1 or 13–16.
#
# Next: **[06 · End of game and two players](06_end_of_game_and_two_players.ipynb)**.
