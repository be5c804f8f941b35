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
# # Istanbul in Jupyter: start here
#
# This kit teaches the board game *Istanbul* (Rüdiger Dorn) with pictures you can click.
# A merchant walks through the bazaar of Istanbul with a stack of assistants; the board is a grid
# of sixteen places, and **where you can go next** is the heart of the game.
#
# - **Teachers**: run a notebook with the class, one cell at a time, and let learners click.
# - **Learners**: click a place on a board and see where the merchant may go.
# - **Designers**: try your own layouts and measure them.

# %% [markdown]
# **This kit in other languages:** [한국어 (Korean)](ko/00_start_here.ipynb) ·
# [繁體中文 (Traditional Chinese)](zh-Hant/00_start_here.ipynb). Every table, picture and
# message of the kit also speaks German: `ist.set_language("de")`.

# %% [markdown]
# ## How to use a notebook
#
# 1. Click a grey code cell and press **Shift + Enter** to run it; the result appears below it.
# 2. Or run everything: menu **Run ▸ Run All Cells**.
# 3. When a board appears in a cell you can **click a place** on it.
#
# Try it: run the next cell. It loads the kit and draws the first-game board.

# %%
# In a browser-only JupyterLite site, first install the kit into the browser's Python.
import sys
if sys.platform == "emscripten":
    # %pip install -q istanbul_nb
    from istanbul_nb.widgets.offline import explain_missing_live_boards

    explain_missing_live_boards()  # offline, a live board says why in one sentence

# %%
import istanbul_nb as ist

board = ist.Board("short-paths")
board

# %% [markdown]
# Each tile shows its **number** (top left), its name and a small picture. Places are joined to
# their neighbours above, below, left and right: that is the path a merchant walks.
#
# Now run the next cell and click a place on the board it shows: the places a merchant may reach
# from there light up. (A live board needs a running kernel: on GitHub or nbviewer, or before
# you run the cell, you see a still picture of it; run the cell to click.)

# %%
from istanbul_nb.widgets import MoveExplorer

MoveExplorer("short-paths")

# %% [markdown]
# ## The notebooks
#
# | notebook | what it teaches |
# |---|---|
# | [01 · The board and its layouts](01_board_and_layouts.ipynb) | places, layouts, moves, short and long layouts, the barrier |
# | [02 · A turn in four phases](02_a_turn_in_four_phases.ipynb) | move, assistants, other merchants, action |
# | [03 · The sixteen places](03_the_sixteen_places.ipynb) | what every place does |
# | [04 · Bonus cards and mosque tiles](04_bonus_cards_and_mosque_tiles.ipynb) | cards and tiles that bend the rules |
# | [05 · Encounters and the family](05_encounters_and_the_family.ipynb) | governor, smuggler, other merchants, the family member |
# | [06 · End of game and two players](06_end_of_game_and_two_players.ipynb) | the last round, ties, the two-player rules |
# | [07 · Play against bots](07_play_against_bots.ipynb) | a whole game against simple players |
# | [08 · The simulation lab](08_simulation_lab.ipynb) | many seeded games to test an idea |
# | [09 · Mocha & Baksheesh](09_mocha_and_baksheesh.ipynb) | the first expansion: coffee, places 17–20, the Coffee Trader, guild cards, Tavern tiles, the Mocha bonus cards |
# | [10 · Letters & Seals](10_letters_and_seals.ipynb) | the second expansion: letters and delivery, the companion, the Courier, places 21–24 where other players decide during your turn, the double move |
# | [11 · The Great Bazaar and the variants](11_great_bazaar_and_variants.ipynb) | both expansions on 5 × 5: the Great Bazaar's own rules, the ruby refill, neutral assistants and the caravan leader, a game at the Table |
# | [12 · Choose & Write](12_choose_and_write.ipynb) | the flip-and-write game for 1–5 players: the Game Plan, a turn that every other player follows, Guild and Goods cards, each place, the tie-break, the solo game |
# | [13 · Lab: the expansion boards as graphs](13_lab_expansion_boards.ipynb) | studies of the boards of 09–12: where the barrier hurts most, the reach of the long move and of the two Letters pieces, trips and the Catacombs on 5 × 5, the Game Plan as a graph |
# | [14 · Lab: expansion games with bots](14_lab_expansion_games.ipynb) | studies of bots in 10–12: when the double move pays off, neutral assistants, every configuration compared, Choose & Write strategies and simulations |
# | [15 · The AI lab: from a random bot to a search bot, and your own](15_ai_lab.ipynb) | for a games-AI class: four bots and why each is stronger, measured with intervals; the game as a PettingZoo environment with stable action ids; a tiny policy trained by imitation; the review of a game; an arena for the class's bots |

# %% [markdown]
# ## Where the numbers come from
#
# Every fact the kit uses carries a label saying how sure we are of it:
#
# | label | meaning |
# |---|---|
# | **seed** | stated in one of the rule texts the project started from |
# | **printed** | printed on a component; confirmed by two or more public sources |
# | **printed-1** | printed on a component; one public source only |
# | **inferred** | worked out from other facts; the reason is given |
# | **reconstructed** | no source could be found: this project's own choice |
#
# When a notebook shows something *reconstructed*, it says so. If you own the box and see a
# mistake, it can be corrected in one data file.

# %%
# NBVAL_CHECK_OUTPUT

for name in ist.layouts.names():
    layout = ist.layouts.load(name)
    print(f"{name:20} {layout.provenance}")

# %% [markdown]
# Next: open **[01 · The board and its layouts](01_board_and_layouts.ipynb)**.
