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
# # 02 · A turn in four phases
#
# On your turn you always go through **four phases, in this order**:
#
# 1. **Move** your merchant (and leave or collect an assistant),
# 2. pay the **other merchants** standing there,
# 3. do the **action** of the place,
# 4. the **encounters**: family members, the Governor, the Smuggler.
#
# Some phases can **end your turn early**; then the phases after it are skipped.
#
# In this notebook we stage one situation and step through a whole turn, one decision at a
# time. At every step the computer lists the **legal actions**: everything the rules allow now.
# All dice are fixed in advance, so everybody in the class sees the same game.

# %%
# In a browser-only JupyterLite site, first install the kit into the browser's Python.
import sys
if sys.platform == "emscripten":
    # %pip install -q istanbul_nb

# %%
import istanbul_nb as ist
from IPython.display import SVG, display


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
# ## The situation
#
# Four players on the first-game board (*short paths*). **Red** stands on the **Small Market
# (11)** with **3 lira** and all 4 assistants in the stack under the merchant.
#
# At the **Tea House (9)** stand **Yellow's merchant**, **Blue's family member** and the
# **Governor**. The dice are fixed: the next rolls will be **4 and 5**, then **3 and 3**.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(
    players=4,
    seats={0: dict(merchant=11, lira=3, cards=[]),   # Red
           1: dict(family=9),                        # Blue's family member
           3: dict(merchant=9)},                     # Yellow's merchant
    governor=9, smuggler=2,
    dice=[4, 5, 3, 3],
)
for seat in range(4):
    status(game, seat)
print("Governor at", game.place_of("governor"), "| Smuggler at", game.place_of("smuggler"))

# %%
show(game)

# %% [markdown]
# ## Phase 1 · Move
#
# Your merchant moves **1 or 2 places**: up, down, left or right, never diagonally, and it may
# **not end where it started**. The assistants under it move along.

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %% [markdown]
# On the board, the places Red may reach light up:

# %%
show(game, highlight=targets(game))

# %% [markdown]
# Red walks to the Tea House, 1 step to the right.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "move 9")
print("phase:", game.phase)

# %% [markdown]
# ### Leave or collect an assistant
#
# Every place except the Fountain needs one of your assistants:
#
# - if one of **your assistants is already there**, it joins the bottom of your stack (*collect*);
# - if not, you may **leave** the bottom assistant of your stack there;
# - if you cannot (no assistant left) or do not want to, **your turn ends now** (*end*).

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "leave")
print("assistants still in Red's stack:", game.player(0).stack)

# %% [markdown]
# Red's merchant and the assistant it left now stand on the Tea House:

# %%
show(game, highlight=[9])

# %% [markdown]
# ## Phase 2 · Other merchants
#
# Yellow's merchant is here too. Red must pay **2 lira to each other merchant** on this place,
# or the turn ends now. (Nobody is ever paid at the Fountain.)

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "pay")
status(game, 0)
status(game, 3)

# %% [markdown]
# ## Phase 3 · The action
#
# Now Red may do what the Tea House offers: **name a number from 3 to 12** and roll two dice.
# If the sum is **at least** the number, Red gets that many lira; if not, only 2 lira.
# Red may also **skip** the action.

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %% [markdown]
# Red names 7. The dice show 4 and 5, a sum of 9, which is at least 7: Red wins 7 lira.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "tea 7")
status(game, 0)

# %% [markdown]
# ## Phase 4 · Encounters
#
# Who else is here? Blue's **family member** and the **Governor**. You meet them in any order
# you like:
#
# - a family member of another player **must** be caught: it goes back to the Police Station,
#   and you choose **3 lira or 1 bonus card** as the reward;
# - the Governor **may** give you a bonus card; if you take it you pay **2 lira or discard a
#   card**, and then the Governor is rolled away with two dice.
#
# Look closely: *end* is **not** in the list yet, because Blue's family member must be caught
# first.

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "catch blue lira")
choices(game)

# %% [markdown]
# Red takes a card from the Governor and pays 2 lira for it:

# %%
# NBVAL_CHECK_OUTPUT
do(game, "governor")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "governor pay")
print("the Governor now stands at", game.place_of("governor"))

# %% [markdown]
# The dice said 3 and 3, so the Governor walked to place **6** (the Caravansary). Red has met
# everybody; the turn ends.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "end")
print("now it is", game.player(game.current).name + "'s turn:", game.question())

# %% [markdown]
# ## The whole turn in the log
#
# The game keeps a story of everything that happened:

# %%
# NBVAL_CHECK_OUTPUT
print(game.log_text())

# %%
# NBVAL_CHECK_OUTPUT
status(game, 0)
print("Red's lira: 3 - 2 (Yellow) + 7 (Tea House) + 3 (catch) - 2 (Governor) =",
      3 - 2 + 7 + 3 - 2)

# %% [markdown]
# After the turn: Red's assistant stays at the Tea House, Blue's family member is back at the
# Police Station (12) and the Governor stands on the Caravansary (6).

# %%
show(game)

# %% [markdown]
# ## When a phase ends your turn
#
# Four short situations. Each starts again with Red on the Small Market.
#
# **1. No assistant left.** All of Red's assistants are out on the board (on places 1, 2, 3
# and 4). At the Tea House Red cannot leave one, so the only choice is to end the turn.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[1, 2, 3, 4])})
do(game, "move 9")
choices(game)

# %% [markdown]
# **2. Not enough lira.** Yellow stands at the Tea House, but Red has only 1 lira. Red may
# leave an assistant, but then cannot pay Yellow: the turn ends, with no action.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=1, cards=[]),
                                   3: dict(merchant=9)})
do(game, "move 9")
do(game, "leave")
choices(game)

# %% [markdown]
# **3. Your own assistant is there.** Red's assistant already waits at the Tea House. It
# joins the stack again (*collect*), and the turn goes on.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[9])})
print("stack before:", game.player(0).stack)
do(game, "move 9")
do(game, "collect")
print("stack after:", game.player(0).stack, "| phase:", game.phase)

# %% [markdown]
# **4. The Fountain (7)** is special: it needs **no assistant** and nobody is paid there, even
# when other merchants stand on it. Red goes straight to the action: bring assistants home.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[1, 9]),
                                   1: dict(merchant=7)})
do(game, "move 7")
print("phase:", game.phase)
choices(game)

# %% [markdown]
# ## What you learned
#
# - A turn has four phases, always in this order: **move** (and an assistant), **pay** other
#   merchants, **action**, **encounters**.
# - No assistant, or not enough lira to pay: the turn ends early.
# - A family member of another player must be caught; the Governor and Smuggler are optional.
# - The computer lists the **legal actions** at every step, so you can check every rule.
#
# Next: **[03 · The sixteen places](03_the_sixteen_places.ipynb)** — what every place does.
