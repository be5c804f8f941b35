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
# # 01 · The board and its layouts
#
# *Istanbul* is played on a grid of place tiles. In this notebook you will:
#
# 1. meet the places and their names,
# 2. see the printed layouts,
# 3. learn how a merchant moves, and why never back to the start,
# 4. check random layouts against the rules,
# 5. find out what makes a layout **short** or **long**,
# 6. see what the **barrier** costs.

# %%
# In a browser-only JupyterLite site, first install the kit into the browser's Python.
import sys
if sys.platform == "emscripten":
    # %pip install -q istanbul_nb
    from istanbul_nb.widgets.offline import explain_missing_live_boards

    explain_missing_live_boards()  # offline, a live board says why in one sentence

# %%
import istanbul_nb as ist
from IPython.display import SVG, Markdown, display
from istanbul_nb import analysis
from istanbul_nb.render import svg

def show(board, size=340, **kw):
    """Draw a board as a picture (SVG), so it also shows on GitHub."""
    display(SVG(svg(board, size=size, **kw)))


# %% [markdown]
# ## 1 · The places
#
# The base game has 16 places (numbers 1–16). The expansions add more: *Mocha & Baksheesh*
# 17–20, *Letters & Seals* 21–24, and the *Great Bazaar* 25. Here are their names in four
# languages. Names marked * are this project's own translation (**reconstructed**).

# %%
rows = ["| # | English | 한국어 | 繁體中文 | Deutsch | set |", "|---|---|---|---|---|---|"]
for p in ist.places.all_places():
    names = [p.name(lang) + ("\\*" if lang in p.reconstructed else "")
             for lang in ("en", "ko", "zh-Hant", "de")]
    rows.append(f"| {p.number} | " + " | ".join(names) + f" | {p.set} |")
Markdown("\n".join(rows))

# %% [markdown]
# ## 2 · The printed layouts
#
# A **layout** says which tile lies where. The base game's rule book prints two of them, and the
# rule texts mention a third, with the places simply in order. Each layout is a small file in
# the `layouts/` folder.

# %%
# NBVAL_CHECK_OUTPUT

for name in ("short-paths", "long-paths", "in-order"):
    layout = ist.layouts.load(name)
    print(f"{layout.title:28} [{layout.provenance}]  {layout}")

# %% [markdown]
# ### Short paths (the first game)

# %%
show(ist.Board("short-paths"))

# %% [markdown]
# ### Long paths

# %%
show(ist.Board("long-paths"))

# %% [markdown]
# ### In order

# %%
show(ist.Board("in-order"))

# %% [markdown]
# The expansions have wider boards (5 × 4). The *Letters & Seals* first-game layout could not be
# found in any source, so the kit ships a legal random layout instead and labels it
# **reconstructed**.

# %%
# NBVAL_CHECK_OUTPUT

for name in ("mocha-first-game", "letters-first-game"):
    layout = ist.layouts.load(name)
    print(f"{layout.title:45} [{layout.provenance}]")

# %%
show(ist.Board("mocha-first-game"), size=420)

# %% [markdown]
# ## 3 · The board is a graph
#
# To a computer the board is a **graph**: every place is a *node*, and two places that share a
# border are joined by an *edge*. Each node remembers its position `pos` = (row, column),
# counted from 0 at the top left, as Python counts. The tiles print them as people count, from 1:
# the Fountain's tile says **r2 c3**, which is `pos` (1, 2).

# %%
# NBVAL_CHECK_OUTPUT

board = ist.Board("short-paths")
g = board.graph
print("nodes:", sorted(g.nodes))
print("edges:", g.number_of_edges())
r, c = g.nodes[7]["pos"]
print(f"the Fountain 7 is at pos {(r, c)} (row {r + 1}, column {c + 1} on its tile) and "
      f"touches {sorted(g.adj[7])}")

# %%
import matplotlib.pyplot as plt
import networkx as nx

pos = {n: (c, -r) for n, (r, c) in nx.get_node_attributes(g, "pos").items()}
fig, ax = plt.subplots(figsize=(4, 4))
nx.draw_networkx(g, pos, ax=ax, node_color="#f2d7a0", node_size=600, edgecolors="#6f6457")
ax.set_title("short-paths as a graph")
ax.axis("off")
plt.show()

# %% [markdown]
# ## 4 · How a merchant moves
#
# On your turn your merchant moves **1 or 2 steps**, up, down, left or right — never diagonally —
# and may **not end where it started**. Two steps out and back would end on the start, and
# standing still is no move: you must go somewhere new.
#
# From the Fountain (7) the merchant may reach these places:

# %%
# NBVAL_CHECK_OUTPUT

moves = board.moves(7)
print(sorted(moves))
print("back to the start?", 7 in moves)

# %%
show(board, size=420, highlight=board.moves(7), selected=7)

# %% [markdown]
# A corner has fewer choices than a place in the middle. That is why where a tile lies matters.

# %%
# NBVAL_CHECK_OUTPUT

for place in (7, 15, 5):
    print(f"{ist.places.label(place):22} {len(board.moves(place)):2} places in one move")

# %% [markdown]
# Some cards and tiles move differently: a companion moves 1 step, the *Move 3–4* card exactly 3
# or 4 steps, the long-move tile along a straight line, and two cards jump to a corner or
# anywhere. The board answers all of them:

# %%
# NBVAL_CHECK_OUTPUT

for kind in ist.MOVE_KINDS:
    print(f"{kind:10} from the Fountain: {len(board.reachable(7, kind)):2} places")

# %% [markdown]
# ### Try it yourself
#
# Click a place on the board. Change the kind of move on the right, or place the barrier (see
# section 8). The live board needs a running kernel: run the cell first (until then, and on
# GitHub, it shows as a still picture).

# %%
from istanbul_nb.widgets import MoveExplorer

explorer = MoveExplorer("short-paths")
explorer.select(15)
explorer

# %%
# NBVAL_CHECK_OUTPUT
print(explorer.summary)

# %% [markdown]
# ## 5 · Rules for a random layout
#
# Players can also lay the tiles out at random. Two rule texts say what a random layout must keep:
#
# - **base** rules: the Fountain (7) lies on an **inner** place (one with neighbours on all four
#   sides), and the Black Market (8) and the Tea House (9) are **at least 3 steps** apart;
# - **bigbox** rules (the kit's default): the same, and also Black Market and Tea House **not in
#   the same row or column**; on the 5 × 5 *Great Bazaar* board the Fountain stands exactly in
#   the **centre**.
#
# `problems()` says what a layout breaks; an empty list means it keeps the rules.

# %%
# NBVAL_CHECK_OUTPUT

bad = ist.layouts.from_rows([[7, 8, 1, 2],
                             [9, 3, 4, 5],
                             [6, 10, 11, 12],
                             [13, 14, 15, 16]], name="broken")
for rules in ("base", "bigbox"):
    print(rules)
    for problem in ist.layouts.problems(bad, rules):
        print("  -", problem)

# %%
show(ist.Board(bad), highlight=[7, 8, 9])

# %% [markdown]
# A surprise: the printed first-game board **breaks** the Big Box rule. It was designed by hand,
# not laid out at random, so the random rules do not apply to it.

# %%
# NBVAL_CHECK_OUTPUT

short = ist.layouts.load("short-paths")
print("base:  ", ist.layouts.problems(short, "base"))
print("bigbox:", ist.layouts.problems(short, "bigbox"))

# %% [markdown]
# A grid that is not a layout at all is refused with a reason:

# %%
# NBVAL_CHECK_OUTPUT

for rows in ([[1, 2, 3, 4], [5, 6, 7]],
             [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 15]]):
    try:
        ist.layouts.from_rows(rows)
    except ValueError as err:
        print("refused:", err)

# %% [markdown]
# ## 6 · Random layouts
#
# `random_layout(kind, seed=...)` draws a legal layout **uniformly** among all legal ones. The
# same seed always gives the same layout, so a whole class can share one. The Fountain is
# outlined in each picture.

# %%
# NBVAL_CHECK_OUTPUT

for kind in ("base", "mocha", "letters", "great-bazaar"):
    layout = ist.layouts.random_layout(kind, seed=2024)
    problems = ist.layouts.problems(layout)
    print(f"{kind:13} {layout.shape[1]} x {layout.shape[0]}  problems: {problems}")

# %%
for kind in ("base", "mocha", "letters", "great-bazaar"):
    layout = ist.layouts.random_layout(kind, seed=2024)
    display(Markdown(f"**{kind}** (seed 2024)"))
    show(ist.Board(layout), size=380, selected=7)

# %% [markdown]
# ## 7 · Short and long layouts
#
# How far apart are places? The heat map shows the number of steps between every two places
# on the first-game board (darker = further).

# %%
import numpy as np

def heat(ax, board, title):
    places, matrix = analysis.distance_matrix(board)
    im = ax.imshow(np.array(matrix), cmap="YlOrBr", vmin=0, vmax=6)
    ax.set_xticks(range(len(places)), places, fontsize=7)
    ax.set_yticks(range(len(places)), places, fontsize=7)
    ax.set_title(title)
    return im

fig, axes = plt.subplots(1, 2, figsize=(9, 4.2))
heat(axes[0], ist.Board("short-paths"), "short-paths: steps between places")
im = heat(axes[1], ist.Board("long-paths"), "long-paths: steps between places")
fig.colorbar(im, ax=axes, shrink=0.8, label="steps")
plt.show()

# %% [markdown]
# Which layout is shorter? A first idea: the **mean** number of steps between any two places.
# Here comes the surprise — it is **the same for every 4 × 4 layout**:

# %%
# NBVAL_CHECK_OUTPUT

from fractions import Fraction

for name in ("short-paths", "long-paths", "in-order"):
    mean = analysis.mean_distance(ist.Board(name))
    print(f"{name:12} {mean:.4f}  = {Fraction(mean).limit_denominator(100)}")
for seed in range(3):
    mean = analysis.mean_distance(ist.Board(ist.layouts.random_layout("base", seed=seed)))
    print(f"random {seed:<5} {mean:.4f}")

# %% [markdown]
# Why? A layout only puts **names** on the squares; the grid of squares is always the same, and
# so is the sum of all distances between squares. The middle squares are closer to everything:

# %%
grid = ist.Board("in-order")
from_square = np.zeros(grid.shape)
for place in grid.places:
    r, c = grid.position(place)
    dist = grid.distances_from(place)
    from_square[r, c] = sum(dist.values()) / (len(grid.places) - 1)
fig, ax = plt.subplots(figsize=(3.6, 3.2))
im = ax.imshow(from_square, cmap="YlOrBr")
for (r, c), v in np.ndenumerate(from_square):
    ax.text(c, r, f"{v:.2f}", ha="center", va="center", color="white" if v > 3 else "black")
ax.set_title("mean steps from each square")
ax.set_xticks([]); ax.set_yticks([])
plt.show()

# %% [markdown]
# So "short" must mean something else: short for the **trips players actually make** — from a
# warehouse to a market, from the markets to the Gemstone Dealer, and so on. The list of typical
# trips is this project's own choice (**reconstructed**); you can change it in
# `istanbul_nb/data/trips.json`.

# %%
# NBVAL_CHECK_OUTPUT

trips = analysis.typical_trips()
short_b, long_b = ist.Board("short-paths"), ist.Board("long-paths")
print(f"{'trip':48} short  long")
for t in trips[:8]:
    name = f"{ist.places.label(t.start)} -> {ist.places.label(t.end)}"
    print(f"{name:48} {short_b.distance(t.start, t.end):5} {long_b.distance(t.start, t.end):5}")
print(f"... {len(trips)} trips in all")

# %%
# NBVAL_CHECK_OUTPUT

for name in ("short-paths", "long-paths", "in-order"):
    print(f"{name:12} {analysis.trip_length(ist.Board(name)):.2f} steps per typical trip")

# %% [markdown]
# The first-game board puts the places you travel between close together: about **2.2** steps
# per trip instead of **3.0**. That is what "short paths" means.
#
# ## 8 · The barrier
#
# In *Mocha & Baksheesh* a **barrier** can lie on the border between two neighbouring places.
# Nobody may cross it — except the player holding the barrier-control tile. Here the barrier
# lies between the Fountain (7) and the Fabric Warehouse (2):

# %%
walled = board.with_barrier(7, 2)
show(walled, size=420, highlight=walled.moves(7), selected=7)

# %%
# NBVAL_CHECK_OUTPUT

print("Fountain -> Fabric Warehouse, no barrier:   ", board.distance(7, 2), "step")
print("with the barrier:                           ", walled.distance(7, 2), "steps")
print("for the holder of the barrier-control tile: ", walled.distance(7, 2, holder=True), "step")
print("lost moves from the Fountain:", sorted(board.moves(7) - walled.moves(7)))

# %% [markdown]
# Which border hurts most? `barrier_impact` tries the barrier on every border and measures how
# much longer the trips between all pairs of places get, worst first:

# %%
# NBVAL_CHECK_OUTPUT

impact = analysis.barrier_impact(board)
print(len(impact), "borders")
for entry in impact[:3] + impact[-2:]:
    a, b = entry.edge
    print(f"{a:2}-{b:<2}  +{entry.increase:.3f} steps on average,",
          f"{entry.longer_trips} trips longer")

# %% [markdown]
# The worst borders lie in the **middle** of a row or column: a barrier there cuts many shortest
# paths. A border at a corner costs least. (Over all pairs this, too, depends only on the grid, so
# it is the same for every 4 × 4 layout.) The worst one, drawn:

# %%
worst = impact[0].edge
show(board.with_barrier(*worst), size=420, highlight=list(worst))

# %% [markdown]
# For the typical trips the answer depends on the layout. On the first-game board:

# %%
# NBVAL_CHECK_OUTPUT

base_trip = analysis.trip_length(board)
costs = sorted(((analysis.trip_length(board.with_barrier(*e)) - base_trip, e)
                for e in board.edges()), key=lambda x: -x[0])
for cost, (a, b) in costs[:5]:
    print(f"{a:2}-{b:<2}  +{cost:.3f} steps per typical trip")
print("borders that cost the typical trips nothing:", sum(1 for c, _ in costs if c == 0))

# %% [markdown]
# ## 9 · Make your own layout
#
# Swap tiles by clicking two places, or draw a random legal layout. The editor lists what your
# layout breaks, and gives its JSON to save in `layouts/`.

# %%
from istanbul_nb.widgets import LayoutEditor

editor = LayoutEditor("short-paths")
editor

# %%
# NBVAL_CHECK_OUTPUT

editor.swap(8, 7)
print(editor.problems_text)

# %% [markdown]
# ## What you learned
#
# - A layout is a grid of place numbers; the board is a graph of neighbours.
# - A merchant moves 1 or 2 steps and never back to the start.
# - Random layouts must keep the Fountain inside and Black Market and Tea House apart.
# - Every 4 × 4 layout has the same average distance; "short" is about the trips you make.
# - A barrier in the middle of the board hurts most.

# %% [markdown]
# Next: **[02 · A turn in four phases](02_a_turn_in_four_phases.ipynb)**.
