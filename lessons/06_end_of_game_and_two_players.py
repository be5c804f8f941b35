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
# # 06 · End of game and two players
#
# The game ends when someone has collected enough **rubies**: **5** in a game of 3 to 5
# players, **6** with 2 players. But it does not stop at once: the **round is finished**, so
# that everybody has had the same number of turns. Then the player with the most rubies wins,
# and if that is a tie, lira, goods and cards decide.
#
# The second half of this notebook is about the **two-player game** and its neutral merchants.

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
# ## The last round
#
# Four players; **Red** is the start player, so the order is Red, Blue, Green, Yellow, and
# **Yellow** (the player to the right of the start player) always has the last turn of a round.
#
# It is Blue's turn. Blue has 4 rubies and stands at the Gemstone Dealer with 20 lira:

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, current=1, phase="action", turn=42, governor=2, smuggler=2,
                 gem_left=8,
                 seats={0: dict(rubies=2, lira=10, cards=["five-lira"]),
                        1: dict(merchant=16, assistants=[16], rubies=4, lira=20, cards=[]),
                        2: dict(rubies=1, cards=[]),
                        3: dict(rubies=2, lira=3, cards=["one-good"])})
for seat in range(4):
    status(game, seat)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "gemstone")
do(game, "end")

# %% [markdown]
# Blue has 5 rubies. The game is not over: **Green and Yellow still play** their turns, so
# that everyone has played as often as Blue. Red, the start player, does not play again.

# %%
# NBVAL_CHECK_OUTPUT
for action in ("move 3", "leave", "warehouse", "end",      # Green
               "move 4", "leave", "warehouse", "end"):     # Yellow
    do(game, action)
print("phase:", game.phase)

# %% [markdown]
# ### Last cards
#
# After the last turn, each player may still play bonus cards that give **lira** (*5 lira*) or
# **goods** (*1 good*). They cannot bring a ruby any more, but they can break a tie. Red holds a
# *5 lira* card, Yellow a *1 good*:

# %%
# NBVAL_CHECK_OUTPUT
choices(game)
do(game, "play five-lira")
do(game, "done")
choices(game)
do(game, "play one-good fabric")
do(game, "done")
print("game over:", game.is_over)

# %%
# NBVAL_CHECK_OUTPUT
for place, seat in enumerate(game.ranking(), start=1):
    print(place, end=". ")
    status(game, seat)
print("winner:", [game.player(s).name for s in game.winners()])


# %% [markdown]
# **Check yourself.**

# %%
game_q = ist.stage(players=4, current=1, phase="action", turn=42, governor=2, smuggler=2,
                   gem_left=8,
                   seats={0: dict(rubies=2, cards=[]), 2: dict(rubies=1, cards=[]),
                          1: dict(merchant=16, assistants=[16], rubies=4, lira=20, cards=[]),
                          3: dict(rubies=2, cards=[])})
Quiz("Red is the start player. Blue (the second player) buys a fifth ruby and ends the turn. "
     "Who plays next?", game_q, ["Green", "Red", "nobody: the game is over"],
     then=["gemstone", "end"],
     answer=lambda g: "nobody: the game is over" if g.is_over else g.player(g.current).name)

# %% [markdown]
# ## Ties
#
# Most rubies wins. When players have the same number of rubies, the rules look further,
# step by step **[seed]**:
#
# 1. more **lira**,
# 2. then more **goods** in the cart,
# 3. then more **bonus cards** left in the hand,
# 4. still equal: they **share the victory**.
#
# In each example below (3 players) it is the last turn of the game: Green, the last player,
# ends the turn and the game is over. Red and Green both have 5 rubies.

# %%
def last_turn(red, green):
    # Green ends the last turn of a 3-player game; Red and Green hold 5 rubies, Blue 2.
    game = ist.stage(players=3, current=2, phase="encounter", governor=2, smuggler=2,
                     seats={0: dict(rubies=5, **red), 1: dict(rubies=2, cards=[]),
                            2: dict(rubies=5, **green)})
    game.apply("end")
    while not game.is_over:
        # after the last turn: whoever holds a lira or goods card plays it, then "done"
        game.apply(game.legal_actions()[0].text)
    for seat in range(3):
        status(game, seat)
    print("winner:", " and ".join(game.player(s).name for s in game.winners()))


# %% [markdown]
# **1. More lira.** Red has 10 lira, Green 8:

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=10, cards=[]), green=dict(lira=8, cards=[]))

# %% [markdown]
# **2. Same lira, more goods.** Both have 8 lira; Red carries 3 goods, Green 4:

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=8, cards=[], goods=dict(fabric=2, spice=1)),
          green=dict(lira=8, cards=[], goods=dict(fruit=2, jewelry=2)))

# %% [markdown]
# **3. Same lira and goods, more cards.** Red still holds 2 bonus cards, Green 1:

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=8, cards=["stay", "move-3-4"], goods=dict(fabric=1)),
          green=dict(lira=8, cards=["stay"], goods=dict(fruit=1)))

# %% [markdown]
# **4. Everything equal: a shared victory.**

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=8, cards=["stay"], goods=dict(fabric=1)),
          green=dict(lira=8, cards=["stay"], goods=dict(fruit=1)))

# %% [markdown]
# **5. A last card turns the tie.** Red has 10 lira and Green 8 — but Green still holds a
# *5 lira* card and plays it after the last turn: 13 lira beats 10.

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=10, cards=[]), green=dict(lira=8, cards=["five-lira"]))

# %% [markdown]
# **Check yourself.**

# %%
game_q = ist.stage(players=3, current=2, phase="encounter", governor=2, smuggler=2,
                   seats={0: dict(rubies=5, lira=8, cards=[], goods=dict(fabric=1)),
                          1: dict(rubies=2, cards=[]),
                          2: dict(rubies=5, lira=8, cards=["stay"], goods=dict(spice=1))})
Quiz("Last turn of the game: Red and Green both have 5 rubies, 8 lira and 1 good; Red holds no "
     "bonus card, Green holds Stay. Green ends the turn. Who wins?", game_q,
     ["Red", "Green", "Red and Green"], then=["end"],
     answer=lambda g: " and ".join(g.player(s).name for s in g.winners()))

# %% [markdown]
# ## Two players
#
# With 2 players the game changes a little **[seed]**:
#
# - you need **6 rubies** to end the game;
# - the mosques lose their tiles with 3 and 5 goods (only **2 and 4** stay), and each mosque
#   holds **2 rubies** (one per player);
# - the Gemstone Dealer holds **9 rubies**, starting at **15 lira**; the Sultan's Palace
#   **6 rubies**, the first one for **5 goods**;
# - the three unused merchants stand as **neutral merchants** on the Small Mosque (14), the
#   Great Mosque (15) and the Gemstone Dealer (16).
#
# The set-up for every number of players, read from the games themselves:

# %%
# NBVAL_CHECK_OUTPUT
print("players  mosque tiles    rubies: mosque  Wainwright  Sultan  Gemstone (from)  total")
for players in (2, 3, 4, 5):
    pieces = ist.new_game(players=players, seed=1).pieces()
    tiles = pieces["mosques"][14]["tiles"]["red"]
    mosque = pieces["mosques"][14]["rubies"]
    wain = pieces["wainwright"]["rubies"]
    sultan = pieces["sultan"]["rubies"]
    gem = pieces["gemstone_dealer"]
    total = 2 * mosque + wain + sultan + gem["rubies"]
    print(f"{players:7}  {str(tiles):14}  {mosque:13}  {wain:10}  {sultan:6}  "
          f"{gem['rubies']:3} ({gem['price']} lira)  {total:5}")

# %% [markdown]
# With 5 players the box's 32 rubies are all in play (4 + 4 + 5 + 7 + 12); this total is a
# cross-check we worked out ourselves **[inferred]**. The first Sultan's ruby, by number of
# players:

# %%
# NBVAL_CHECK_OUTPUT
for players in (2, 3, 4, 5):
    need = ist.new_game(players=players, seed=1).pieces()["sultan"]["next"]
    print(players, "players:", sum(need["goods"].values()) + need["any"], "goods")

# %% [markdown]
# ### Six rubies
#
# With 2 players, 5 rubies are not enough. Blue (the last player of the round) ends a turn
# with 5 rubies: the game simply goes on. With 6 it is over.

# %%
# NBVAL_CHECK_OUTPUT
for rubies in (5, 6):
    game = ist.stage(players=2, current=1, phase="encounter", governor=2, smuggler=2,
                     seats={0: dict(cards=[]), 1: dict(rubies=rubies, cards=[])})
    game.apply("end")
    print(f"Blue ends the round with {rubies} rubies -> over: {game.is_over},",
          f"phase: {game.phase}")

# %% [markdown]
# ### The neutral merchants
#
# At the start the neutral merchants stand on 14, 15 and 16:

# %%
game = ist.new_game(players=2, seed=1)
print("neutral merchants on", game.pieces()["neutral_merchants"])
show(game, highlight=game.pieces()["neutral_merchants"])

# %% [markdown]
# When your merchant arrives where a neutral merchant stands, you pay **2 lira — to the bank**,
# not to a player. Then you **roll two dice** and move that neutral merchant to the place with
# the sum. If you cannot or will not pay, your turn ends, as with any other merchant.
#
# Red walks from the Spice Warehouse (3) to the Small Mosque (14). The dice are fixed: 3 and 6.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=2, seats={0: dict(merchant=3, lira=4, cards=[])}, dice=[3, 6])
status(game, 0)
status(game, 1)
do(game, "move 14")
do(game, "leave")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "pay")
status(game, 0)
status(game, 1)
print("neutral merchants on", game.pieces()["neutral_merchants"])

# %% [markdown]
# Red paid 2 lira, Blue got nothing (the money went to the bank), and the neutral merchant
# walked to place 3 + 6 = **9**, the Tea House. Like the Governor, a neutral merchant lands
# only on places 2 to 12 after a roll. If it lands on the Fountain (7), nobody pays for it
# there, because nobody is ever paid at the Fountain:

# %%
show(game, highlight=game.pieces()['neutral_merchants'])

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=2, neutrals=[7, 15, 16], seats={0: dict(merchant=11, cards=[])})
do(game, "move 7")
print("phase:", game.phase)

# %% [markdown]
# **Check yourself.**

# %%
game_q = ist.stage(players=2, seats={0: dict(merchant=3, lira=4, cards=[])}, dice=[3, 6])
Quiz("Two players. Red walks to the Small Mosque, where a neutral merchant stands, and pays "
     "2 lira. How many lira does Blue have afterwards?", game_q,
     [str(game_q.player(1).lira), str(game_q.player(1).lira + 2)],
     then=["move 14", "leave", "pay"], answer=lambda g: g.player(1).lira)

# %%
game_q = ist.stage(players=2, current=1, phase="encounter", governor=2, smuggler=2,
                   seats={0: dict(cards=[]), 1: dict(rubies=5, cards=[])})
Quiz("Two players. Blue, the last player of the round, ends a turn with 5 rubies. Is the game "
     "over?", game_q, ["yes", "no"], then=["end"],
     answer=lambda g: "yes" if g.is_over else "no")

# %% [markdown]
# ## What you learned
#
# - The first player with 5 rubies (6 with two players) ends the game **after the round**:
#   everybody gets the same number of turns.
# - After the last turn, *5 lira* and *1 good* cards may still be played for the tie-break.
# - Ties: lira, then goods, then cards, then a shared victory.
# - Two players: 6 rubies, fewer mosque tiles and rubies, and three neutral merchants that cost
#   2 lira (to the bank) and are rolled away with two dice.
#
# This is the end of the rules series. Back to **[00 Start here](00_start_here.ipynb)**.
#
# Next: **[07 · Play against bots](07_play_against_bots.ipynb)** — a whole game at the live Table.
