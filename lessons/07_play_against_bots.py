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
# # 07 · Play against bots
#
# Time to play a whole game. You are **Red**; **Blue** and **Green** are bots. In this notebook
# you will:
#
# 1. sit at the table and read it: the board, the panels, the question of the moment,
# 2. play by clicking the board and the buttons,
# 3. ask a bot for a **hint** and read its reason,
# 4. **undo** a mistake and **replay** the game step by step,
# 5. **save** the game and load it again.
#
# Run the cells one by one (**Shift + Enter**). The table needs a running kernel to react.

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
from istanbul_nb.bots import GreedyBot
from istanbul_nb.widgets import Table

# %% [markdown]
# ## 1 · Sit down at the table
#
# A three-player game on the first-game board, with a fixed seed so everyone in the class sees
# the same game. The bots are **GreedyBots**: each looks at every choice it has, plays its turn
# out in its head, and takes the one that scores best. Their seeds make them repeat themselves.

# %%
game = ist.new_game(players=3, layout="short-paths", seed=7)
table = Table(game, bots={1: GreedyBot(seed=1), 2: GreedyBot(seed=2)})
table

# %% [markdown]
# ## 2 · Read the table
#
# **The board.** Every piece carries its player's letter, so you never need colours to tell
# them apart:
#
# | piece | looks like |
# |---|---|
# | merchant | a disc with the letter; the small number is how many assistants are in its stack |
# | assistant | a square with the letter |
# | family member | a little house with the letter |
# | Governor, Smuggler | dark tags "Gov" and "Smug" |
# | rubies still on a place | a red gem and "×4" |
#
# The places also show what lies on them: the Sultan's next wish and the markets' demand tiles
# (fabric, spice, fruit, jewelry always in this order), the Post Office markers, the mosque
# tiles on top of their stacks, the Gemstone Dealer's price.
#
# **The panel** under the board belongs to the player who decides now ("▶ to act"): lira,
# rubies, cart (one box per space of capacity), assistants, family member, bonus cards and mosque
# tiles. Every player's panel, the log, the replay and the teacher's tools are folded away under
# the table: click a heading to open it.
#
# **The question** beside the board says what to decide now, in plain words, with the buttons
# under it, so a whole turn is played without scrolling. Above it, **what just happened** lists
# each player's last turn, and the board shows it too: an arrow from where each merchant came
# from, and a tab on the place where it acted. The same words are in the table's text summary,
# which a screen reader reads:

# %%
# NBVAL_CHECK_OUTPUT
print(table.summary)

# %% [markdown]
# ## 3 · Play
#
# It is your move. The places your merchant may reach **light up**: click one. Or press one of
# the buttons; they are grouped by kind (move, assistant, place action, encounters, bonus cards,
# end). After your turn the bots play theirs, and the log tells what everybody did.
#
# Everything you click is also a line of code. These two lines move Red to the Tea House and
# leave an assistant there:

# %%
table.play("move 9")
table.play("leave")
print(table.game.question())

# %% [markdown]
# At the Tea House you name a number and roll two dice. A teacher can **script the dice**
# (the "Next dice" box among the teacher's tools, or `table.set_dice`) to show what happens on a
# good roll:

# %%
# NBVAL_CHECK_OUTPUT
table.set_dice("5 4")
table.play("tea 8")
print(table.game.log_text(turn=1))

# %% [markdown]
# ## 4 · Ask for a hint
#
# Stuck? The **Hint** button asks a GreedyBot what it would do, and why. The suggested button
# turns green and its place is outlined on the board. Here Red has done the Tea House action:
# what now?

# %%
action, reason = table.hint()
print(action.describe())
print(reason)

# %% [markdown]
# Now end the turn. With "bots play by themselves" ticked the bots answer one decision at a time
# at a pace you can follow (choose it among the teacher's tools); untick it and press **Step
# bot** to go one decision at a time yourself, or **Finish bots' turns**. (A line of code such as
# the one below gets the bots' answers at once.)

# %%
table.play("end")
print(table.game.question())

# %% [markdown]
# ## 5 · Undo and replay
#
# **Undo** takes back your last decision. With bots at the table it goes back to the last
# decision that was *yours*, so the bots' answers are taken back too. **Redo** plays them again.

# %%
# NBVAL_CHECK_OUTPUT
table.undo()
print(table.game.question())
table.redo()
print(table.game.question())

# %% [markdown]
# The **Replay** slider (in its fold under the table) steps through the whole game from the
# first move. While you replay, the buttons rest; **Back to now** returns to the game, and **Play from
# here** starts a new branch from the replayed step (Redo keeps the old one).

# %%
# NBVAL_CHECK_OUTPUT
table.replay(0)
print(table.summary.splitlines()[0])
table.replay(len(table.game.history()))
print(table.summary.splitlines()[0])

# %% [markdown]
# ## 6 · Save and load
#
# **Save game** makes a download link of the game as a JSON file; **Load game** reads one back.
# A file that is not a saved game is refused with the reason, and the game stays as it was:

# %%
saved = table.to_json()
try:
    table.load_json('{"format": "a shopping list"}')
except ValueError as problem:
    print("refused:", problem)
table.load_json(saved)
print(table.game.question())

# %% [markdown]
# ## 7 · A picture that stays
#
# The table needs a running kernel. A picture of the game does not: this one is stored in the
# notebook, so it also shows on GitHub. The lit places are where the player to act may go.

# %%
display(SVG(table.svg()))

# %% [markdown]
# ## 8 · Your turn
#
# - Play the game to the end against the bots. Who wins, and by how much?
# - Try the **colour-blind** theme and the **한국어**, **繁體中文** or **Deutsch** names with the
#   pickers among the teacher's tools.
# - Make it harder: `Table(ist.new_game(players=4, seed=3), bots={1: GreedyBot(seed=1),
#   2: GreedyBot(seed=2), 3: GreedyBot(seed=3)})`.
# - Let bots play each other: give every seat a bot, untick "bots play by themselves" and press
#   **Step bot** to watch a game one decision at a time.
#
# Next: **[08 · The simulation lab](08_simulation_lab.ipynb)** — many seeded games to test an idea.
