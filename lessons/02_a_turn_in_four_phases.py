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
#
# ## Set-up checklist
#
# What to lay out before the first turn. Each line says where it comes from: **[printed]** on
# the components, **[printed-1]** on the components but confirmed by one public source only,
# **[seed]** in the rule books this project follows (Korean and Chinese). No base-game component
# is **[reconstructed]**.
#
# For any number of players:
#
# 1. The 16 place tiles in a 4×4 grid; for a first game the *short paths* layout **[printed]**
#    (notebook 01).
# 2. The mosque tiles sorted by colour, cheapest on top: red and green on the Small Mosque (14),
#    yellow and blue on the Great Mosque (15) **[printed]**.
# 3. The four mail markers on the top row of the Post Office (5) **[printed]**.
# 4. The dark demand tiles shuffled face up on the Large Market (10), the light ones on the
#    Small Market (11) **[printed]**.
# 5. The 26 bonus cards shuffled face down **[printed]** (how many of each kind:
#    **[printed-1]**).
# 6. The Governor and the Smuggler: roll two dice for each and put it on the place with the
#    sum **[seed]**.
# 7. Each player: a cart (room for 2 of each good), the merchant on top of 4 assistants at the
#    Fountain (7), the fifth assistant beside the board, the family member at the Police
#    Station (12) **[seed]**.
# 8. The start player takes 2 lira, the next one clockwise 3, then 4, 5, 6; everybody draws
#    1 bonus card **[seed]**.
#
# What changes with the number of players **[seed]** (the Gemstone Dealer's prices
# **[printed]**):
#
# | players | 2 | 3 | 4 | 5 |
# |---|---|---|---|---|
# | mosque tiles of each colour | 2, 4 | 2, 3, 4 | 2, 3, 4, 5 | 2, 3, 4, 5 |
# | rubies on each mosque | 2 | 3 | 4 | 4 |
# | Wainwright: rubies (and 3 cart extensions per player) | 2 | 3 | 4 | 5 |
# | Sultan's Palace: rubies | 6 | 6 | 7 | 7 |
# | Gemstone Dealer: rubies (first price) | 9 (15) | 10 (14) | 12 (12) | 12 (12) |
# | neutral merchants | on 14, 15, 16 | none | none | none |
# | rubies that end the game | 6 | 5 | 5 | 5 |

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
# The same numbers, read from new games (so they follow the rules the computer plays):

# %%
# NBVAL_CHECK_OUTPUT
print("players  tiles/colour  mosque  Wainwright  Sultan  Gemstone (price)  neutrals  lira")
for players in (2, 3, 4, 5):
    g = ist.new_game(players=players, seed=1)
    pieces = g.pieces()
    gem = pieces["gemstone_dealer"]
    print(f"{players:7}  {len(pieces['mosques'][14]['tiles']['red']):12}  "
          f"{pieces['mosques'][14]['rubies']:6}  {pieces['wainwright']['rubies']:10}  "
          f"{pieces['sultan']['rubies']:6}  {gem['rubies']:8} ({gem['price']})  "
          f"{str(pieces['neutral_merchants'] or '-'):>8}  "
          f"{sorted(g.player(s).lira for s in range(players))}")

# %% [markdown]
# **Check yourself.** The answer is not stored in this notebook: the *Check* button asks the
# game itself.

# %%
Quiz("Three players set up the game. How many rubies lie on the Gemstone Dealer?",
     ist.new_game(players=3, seed=1), ["9", "10", "12"],
     answer=lambda g: g.pieces()["gemstone_dealer"]["rubies"])

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
# **Check yourself.**

# %%
Quiz("Red stands on the Small Market (11). Which of these may Red do first?",
     ist.stage(players=4, seats={0: dict(merchant=11, lira=3, cards=[])}),
     [("stay on the Small Market", "move 11"), ("walk to the Tea House (9)", "move 9"),
      ("walk to the Fountain (7)", "move 7"), ("end the turn at once", "end")])

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
# **Check yourself.**

# %%
Quiz("Red's merchant stands on the Wainwright (1), in the bottom row. Where may it go?",
     ist.stage(players=4, seats={0: dict(merchant=1, cards=[])}),
     [("Sultan's Palace (13)", "move 13"), ("Fountain (7)", "move 7"),
      ("Black Market (8)", "move 8"), ("Police Station (12)", "move 12")])

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[1, 2, 3, 4])})
game_q.apply("move 9")
Quiz("All four of Red's assistants are out on the board. Red arrives at the Tea House. "
     "What may Red do?", game_q,
     [("leave an assistant", "leave"), ("collect an assistant", "collect"),
      ("end the turn", "end")])

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
# **Check yourself.**

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=11, lira=1, cards=[]),
                                     3: dict(merchant=9)})
game_q.apply("move 9")
game_q.apply("leave")
Quiz("Red has 1 lira and has just left an assistant at the Tea House, where Yellow's merchant "
     "stands. What may Red do?", game_q,
     [("pay Yellow", "pay"), ("end the turn", "end")])

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
# **Check yourself.**

# %%
game_q = ist.stage(players=4, phase="action", governor=12, smuggler=12, dice=[5, 2],
                   seats={0: dict(merchant=9, assistants=[9], lira=3, cards=[])})
Quiz("Red is at the Tea House with 3 lira and names 8. The dice show 5 and 2. "
     "How many lira does Red have now?", game_q, ["3", "5", "10", "11"],
     then=["tea 8"], answer=lambda g: g.player(0).lira)

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
# **Check yourself.**

# %%
game_q = ist.stage(players=4, governor=9, smuggler=9,
                   seats={0: dict(merchant=11, cards=[]), 1: dict(family=9)})
for step in ("move 9", "leave", "skip"):
    game_q.apply(step)
Quiz("Red has skipped the Tea House's action. Blue's family member, the Governor and the "
     "Smuggler stand there. Which of these may Red do now?", game_q,
     [("end the turn", "end"), ("catch Blue's family member for 3 lira", "catch blue lira"),
      ("take a fabric from the Smuggler", "smuggler fabric")])

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
# **Check yourself.**

# %%
game_q = ist.stage(players=4, governor=9, smuggler=2, dice=[4, 5, 3, 3],
                   seats={0: dict(merchant=11, lira=3, cards=[]), 1: dict(family=9),
                          3: dict(merchant=9)})
Quiz("Play Red's whole turn again. After it, where does Blue's family member stand?", game_q,
     ["Tea House (9)", "Police Station (12)", "Caravansary (6)"],
     then=["move 9", "leave", "pay", "tea 7", "catch blue lira", "governor", "governor pay",
           "end"],
     answer=lambda g: ist.places.label(g.player(1).family))

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
# **Check yourself.**

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=11, lira=0, cards=[]),
                                     1: dict(merchant=12)})
game_q.apply("move 12")
game_q.apply("leave")
Quiz("Red has no lira and leaves an assistant at the Police Station, where Blue's merchant "
     "stands. What may Red do?", game_q,
     [("pay Blue", "pay"), ("do the Police Station's action", "police 3"),
      ("end the turn", "end")])

# %% [markdown]
# ## What you learned
#
# - A turn has four phases, always in this order: **move** (and an assistant), **pay** other
#   merchants, **action**, **encounters**.
# - No assistant, or not enough lira to pay: the turn ends early.
# - A family member of another player must be caught; the Governor and Smuggler are optional.
# - The computer lists everything the rules allow at every step, so you can check every rule.
#
# Next: **[03 · The sixteen places](03_the_sixteen_places.ipynb)** — what every place does.
