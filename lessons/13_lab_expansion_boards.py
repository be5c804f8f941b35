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
# # 13 · Lab: the expansion boards as graphs
#
# A lab, not a rules lesson: the graph, barrier and reach studies that once sat inside lessons 09–12. Each part is a **study of the board** (the printed or the **[reconstructed]** one), not a rule; each starts with a cell that loads its lesson's helpers, so any part runs on its own, and each ends with a **Try:**.

# %%
# In a browser-only JupyterLite site, first install the kit into the browser's Python.
import sys
if sys.platform == "emscripten":
    # %pip install -q istanbul_nb
    from istanbul_nb.widgets.offline import explain_missing_live_boards

    explain_missing_live_boards()  # offline, a live board says why in one sentence

# %% [markdown]
# ## 1 · The barrier as a graph question
#
# *From [lesson 09 (Mocha & Baksheesh)](09_mocha_and_baksheesh.ipynb): a study of the board: the Mocha first-game board of lesson 09, with coffee trips of this project's choice **[reconstructed]**.*
#
# The board is a graph (notebook 01): places are nodes, borders are edges. The barrier deletes
# one edge for everyone but its holder. **Which border lengthens the other players' trips
# most?** `analysis.barrier_impact` puts the barrier on each border in turn (`Board.with_barrier`)
# and measures how much longer the shortest trip between every two places gets, on average:

# %%
# Lesson 09's imports and helpers, so this part runs on its own.
# Lesson 09's imports and helpers, so this part runs on its own.
import istanbul_nb as ist
from IPython.display import SVG, Markdown, display
LAYOUT = "mocha-first-game"
board = ist.Board(LAYOUT)


# %%
# NBVAL_CHECK_OUTPUT
from istanbul_nb import analysis

impact = analysis.barrier_impact(board)
worst = [e.edge for e in impact if round(e.increase, 9) == round(impact[0].increase, 9)]
print(len(impact), "borders;", len(worst), "tie for the worst")
for entry in impact[:len(worst)] + impact[-2:]:
    a, b = entry.edge
    print(f"{a:2}-{b:<2}  +{entry.increase:.3f} steps on average, "
          f"{entry.longer_trips:2} trips longer, the worst by {entry.longest_detour}")

# %% [markdown]
# Eight borders tie for the worst: the eight between the middle columns, where every trip
# across the board passes. The heat map draws each border in the colour of its cost (darker =
# a longer detour) with the number of extra steps:

# %%
import matplotlib as mpl
from istanbul_nb.render.heat import border_heat

cmap = mpl.colormaps["YlOrRd"]


def edge_heat(board, cost, title=""):
    # The board with every border coloured by its cost and labelled with it.
    scene = border_heat(board, cost, lambda share: mpl.colors.to_hex(cmap(0.1 + 0.9 * share)),
                        title, size=640)
    display(SVG(ist.render.scene_svg(scene)))


edge_heat(board, {e.edge: e.increase for e in impact},
          "extra steps per trip between any two places, barrier on each border")

# %% [markdown]
# Over **all** pairs of places, the answer depends only on the 5 × 4 grid, not on which tile
# lies where (as notebook 01 found for 4 × 4): a border in the middle cuts many shortest paths.
# networkx measures exactly that, the share of shortest paths through each edge, its **edge
# betweenness**. Its four top borders are all among the barrier's worst:

# %%
# NBVAL_CHECK_OUTPUT
import networkx as nx

between = nx.edge_betweenness_centrality(board.graph)
ranked = sorted(between, key=lambda e: (-round(between[e], 9), board.position(e[0])))
for a, b in ranked[:6]:
    print(f"{a:2}-{b:<2} betweenness {between[(a, b)]:.3f}  among the worst barriers:",
          (a, b) in worst or (b, a) in worst)

# %% [markdown]
# Players do not travel between *all* pairs, though. For the trips they actually make the
# layout matters. We take the typical trips of notebook 01 and add four coffee trips of our
# own; both lists are this project's choice, **[reconstructed]**:

# %%
# NBVAL_CHECK_OUTPUT
Trip = analysis.Trip
coffee_trips = [Trip(17, 20, "coffee from the Roasting Plant to the Coffee House"),
                Trip(17, 19, "coffee from the Roasting Plant to the Tavern"),
                Trip(4, 19, "fruit for the Baksheesh"),
                Trip(18, 20, "from the Guild Hall to the Coffee House")]
trips = analysis.typical_trips() + coffee_trips
plain = analysis.trip_length(board, trips)
trip_cost = {e: analysis.trip_length(board.with_barrier(*e), trips) - plain
             for e in board.edges()}
print(f"{len(trips)} trips, {plain:.2f} steps each on average without a barrier")
for (a, b), v in sorted(trip_cost.items(), key=lambda kv: -kv[1])[:4]:
    print(f"{ist.places.label(a):22} | {ist.places.label(b):22} +{v:.3f} steps per trip")
print("borders that cost these trips nothing:", sum(v == 0 for v in trip_cost.values()))

# %%
edge_heat(board, trip_cost, "extra steps per typical trip, barrier on each border")

# %% [markdown]
# For these trips the worst border is the one between the **Spice Warehouse (3)** and the
# **Large Market (10)**: spice on its way to market must go round. A barrier there costs the
# other players most, and Red, holding the control tile, still walks straight through.
#
# ### Reach with the long-move tile
#
# How many places can a merchant reach in one move, on average over the 20 starting places?
# With and without the long-move tile, on the open board and with the barrier on the worst
# border for the trips:

# %%
# NBVAL_CHECK_OUTPUT
worst_edge = max(trip_cost, key=trip_cost.get)
print(f"{'':34} normal move   long-move tile")
for name, b in (("open board", board), (f"barrier {worst_edge}", board.with_barrier(*worst_edge))):
    normal = sum(len(b.reachable(p, "merchant")) for p in b.places) / len(b.places)
    long = sum(len(b.reachable(p, "straight")) for p in b.places) / len(b.places)
    print(f"{name:34} {normal:11.2f}   {long:14.2f}")

# %% [markdown]
# The tile adds almost two places per move; a barrier takes some of it back, and it takes from
# the long move more than from the normal one: a straight line stops at the barrier.

# %% [markdown]
# **Try:** Change the coffee trips: which border is worst for a player who lives on coffee? Or try a random Mocha board: where is its worst border?

# %% [markdown]
# ## 2 · Reach of the two pieces as a graph question
#
# *From [lesson 10 (Letters & Seals)](10_letters_and_seals.ipynb): a study of the board: the Letters board of lesson 10.*
#
# The board is a graph (notebook 01): places are nodes, neighbours are joined by an edge. The
# merchant's move (1 or 2 steps) is an edge of the graph's **square**; the companion's move is an
# edge of the graph itself. A position of the two pieces is a **pair** of places, and a turn
# moves one of them. networkx builds that graph of pairs for us: it is the **Cartesian
# product** of the two move graphs (`analysis.pair_graph`).

# %%
# Lesson 10's imports and helpers, so this part runs on its own.
# Lesson 10's imports and helpers, so this part runs on its own.
import istanbul_nb as ist
from IPython.display import SVG, Markdown, display
LAYOUT = "letters-first-game"

# %%
# NBVAL_CHECK_OUTPUT
import networkx as nx
from istanbul_nb import analysis

board = ist.Board(LAYOUT)
merchant_moves = analysis.move_graph(board, "merchant")
companion_moves = analysis.move_graph(board, "companion")
pairs = analysis.pair_graph(board)
print("merchant moves: ", merchant_moves.number_of_edges(), "edges")
print("companion moves:", companion_moves.number_of_edges(), "edges")
print("pairs of places:", pairs.number_of_nodes(), "nodes,", pairs.number_of_edges(), "edges")
print("from (14, 21) one turn leads to", sorted(pairs.adj[(14, 21)]))

# %% [markdown]
# Where can the two act within one and within two turns? A piece acts where it arrives, so we
# follow the edges of the pair graph turn by turn (`analysis.pair_reach`). First with the
# companion just placed on the merchant's place, the **Small Mosque (14)** in the top left
# corner:

# %%
# NBVAL_CHECK_OUTPUT
def reach_table(merchant, companion=None):
    for row in analysis.pair_reach(board, merchant, companion, turns=2):
        print(f"within {row.turns} turn{'s' if row.turns > 1 else ' '}: "
              f"together {len(row.places):2} places, the merchant alone "
              f"{len(row.merchant_alone):2}; {row.positions:3} positions of the pair")


reach_table(14)

# %% [markdown]
# Together from one place, the companion adds **nothing**: it moves 1 step where the merchant
# moves 1 or 2. It pays off when the two stand **apart**. Leave the companion in the opposite
# corner, on the Embassy (21), and walk the merchant back to 14:

# %%
# NBVAL_CHECK_OUTPUT
reach_table(14, 21)
first = analysis.first_arrival(board, 14, 21)
print("first turn to each place:", first)

# %% [markdown]
# Every place of the board within two turns, where the merchant alone reaches 14 of 20. On the
# board, each place is numbered with the first turn that reaches it; M is the merchant, C the
# companion:

# %%
display(SVG(ist.render.scene_svg(ist.render.reach_scene(board, 14, 21, size=640))))

# %% [markdown]
# The pair graph answers other questions too. Red holds letters to the Sultan's Palace (13) and
# the Gemstone Dealer (16): how many turns until a piece has stood on each, starting together on
# the Fountain (7)? The shortest path in the pair graph to either pair, against the merchant
# alone, who must visit one and then the other:

# %%
# NBVAL_CHECK_OUTPUT
lengths = nx.single_source_shortest_path_length(pairs, (7, 7))
best = min([(13, 16), (16, 13)], key=lengths.get)
print("together:", lengths[best], "turns, through", nx.shortest_path(pairs, (7, 7), best))
alone = min(nx.shortest_path_length(merchant_moves, 7, a)
            + nx.shortest_path_length(merchant_moves, a, b) for a, b in [(13, 16), (16, 13)])
print("the merchant alone:", alone, "turns")

# %% [markdown]
# The companion steps onto the Sultan's Palace next door while the merchant goes to the
# Gemstone Dealer: one turn saved. Each of those turns also does the place's action, so two
# actions at two places that lie far apart from each other, but near the start.

# %% [markdown]
# **Try:** Find the two places from which the merchant and the companion together reach the fewest places in two turns (all 400 pairs).

# %% [markdown]
# ## 3 · How long is a trip on 5 × 5?
#
# *From [lesson 11 (the Great Bazaar)](11_great_bazaar_and_variants.ipynb): a study of the board: the **[reconstructed]** 5 × 5 Great Bazaar board of lesson 11.*
#
# The board is a graph: places are nodes, neighbours are joined by an edge (notebook 01). Over
# **all pairs** of places, the mean distance depends only on the grid, not on which tile lies
# where: every layout of one size has the same. A merchant moves 1–2 steps a turn, so the mean
# number of **turns** between two places is the mean over all pairs of the distance halved and
# rounded up: the distance in the move graph, the board graph's square (`analysis.move_graph`).

# %%
# Lesson 11's imports and helpers, so this part runs on its own.
import istanbul_nb as ist
from istanbul_nb import analysis
LAYOUT = "great-bazaar-first-game"
board = ist.Board(LAYOUT)


# %%
# NBVAL_CHECK_OUTPUT
KINDS = {"base": "4 × 4", "mocha": "5 × 4", "great-bazaar": "5 × 5"}
print(f"{'board':7} {'places':>6}  {'steps':>5}  {'turns':>5}  {'from the Fountain':>17}")
for kind, grid in KINDS.items():
    values = set()
    for seed in range(20):
        b = ist.Board(ist.layouts.random_layout(kind, seed=seed))
        values.add((round(analysis.mean_distance(b), 9), round(analysis.mean_turns(b), 9)))
    (steps, turns), = values      # one value for all 20 layouts of a kind
    print(f"{grid:7} {len(b.places):6}  {steps:5.2f}  {turns:5.2f}", end="  ")
    fountain = [sum(b.distances_from(7).values()) / (len(b.places) - 1)
                for b in (ist.Board(ist.layouts.random_layout(kind, seed=s)) for s in range(200))]
    print(f"{min(fountain):.2f} to {max(fountain):.2f} steps")

# %% [markdown]
# From 16 to 25 places, the average trip grows from 2.67 to 3.33 steps, or from 1.60 to 1.93
# turns. The **Fountain in the centre** keeps its own trips short: 2.50 steps to every other
# place on average, the least any square of a 5 × 5 grid has, and about what it has on 5 × 4,
# where it may stand on any inner square.
#
# Players do not travel between *all* pairs, though. The typical trips of notebook 01 (goods to
# the markets, to the Sultan, lira to the Gemstone Dealer; **[reconstructed]**, this project's
# own choice) tell the layouts of one size apart. Their mean length over 300 seeded random
# layouts of each size:

# %%
import matplotlib.pyplot as plt

trips = analysis.typical_trips()
lengths = {grid: [analysis.trip_length(ist.Board(ist.layouts.random_layout(kind, seed=s)), trips)
                  for s in range(300)]
           for kind, grid in KINDS.items()}
fig, ax = plt.subplots(figsize=(7, 3.2))
ax.boxplot(list(lengths.values()), widths=0.5)
ax.set_xticks([1, 2, 3], list(lengths))
ax.set_ylabel("steps per typical trip")
ax.set_title("the typical trips over 300 random layouts of each size", fontsize=10)
ax.axhline(analysis.trip_length(board, trips), color="tab:red", linestyle=":",
           label="the first-game 5 × 5 board")
ax.legend(loc="upper left", fontsize=8)
fig.tight_layout()
plt.show()

# %%
# NBVAL_CHECK_OUTPUT
import statistics

for grid, values in lengths.items():
    q1, median, q3 = statistics.quantiles(values, n=4)
    print(f"{grid}: median {median:.2f} steps, half the layouts between {q1:.2f} and {q3:.2f}, "
          f"all between {min(values):.2f} and {max(values):.2f}")

# %% [markdown]
# The trips among the 16 base places get longer on the bigger boards, since the nine new
# places spread them out: about 3.3 steps on 5 × 5 against 2.7 on 4 × 4. But the layout you
# draw matters as much as the size: a short 5 × 5 board beats a long 4 × 4 one.

# %% [markdown]
# **Try:** Try another seed for the random 5 × 5 boards: does the median trip change?

# %% [markdown]
# ## 4 · The Catacombs (25): a teleport
#
# *From [lesson 11 (the Great Bazaar)](11_great_bazaar_and_variants.ipynb): a study of the board: the **[reconstructed]** 5 × 5 Great Bazaar board of lesson 11.*
#
# Only on the 5 × 5 board: at the **Catacombs** you take 1 good or 1 coffee, then the piece
# that acted (the merchant with its stack, or the companion) is moved to **any place**, with no
# action and no encounter there (a letter to that place is still delivered). In the move graph
# that is a **teleport**: after a turn ending at the Catacombs, the piece stands beside any
# place it likes, and the next turn reaches it. `analysis.with_catacombs` adds a one-way edge
# from 25 to every other place (one way: nobody is moved *to* the Catacombs):

# %%
# Lesson 11's imports and helpers, so this part runs on its own.
# Lesson 11's imports and helpers, so this part runs on its own.
import networkx as nx
import istanbul_nb as ist
from istanbul_nb import analysis
LAYOUT = "great-bazaar-first-game"
board = ist.Board(LAYOUT)


# %%
# NBVAL_CHECK_OUTPUT
moves = analysis.move_graph(board, "merchant")
teleport = analysis.with_catacombs(moves)
jumps = [b for a, b, t in teleport.edges(data="teleport") if t]
print("merchant moves:", moves.number_of_edges(), "edges, both ways")
print("the Catacombs add", len(jumps), "one-way edges; from 25 one turn reaches",
      len(list(teleport.successors(25))), "places")
print(f"mean turns between two places: {nx.average_shortest_path_length(moves):.3f} "
      f"-> {nx.average_shortest_path_length(teleport):.3f}")

# %% [markdown]
# A trip through the Catacombs: from the Roasting Plant (17) in the bottom left corner to the
# Catacombs in the top right takes 4 turns, but from there one more turn reaches any place.
# From the Police Station (12) in the top left to the Coffee House (20) in the bottom right the
# way through the Catacombs saves a turn:

# %%
# NBVAL_CHECK_OUTPUT
for start, end in ((17, 25), (25, 17), (12, 20)):
    path = nx.shortest_path(teleport, start, end)
    walk = nx.shortest_path_length(moves, start, end)
    print(f"{ist.places.label(start):19} -> {ist.places.label(end):19} {len(path) - 1} turn"
          f"{'s' if len(path) > 2 else ' '} {str(path):17} (without the Catacombs {walk})")

# %% [markdown]
# Who gains? Each place numbered with the turns its trips save on average (to every other
# place, `analysis.mean_turns_from`; the picture is `render.heat.place_badges`):

# %%
from istanbul_nb.render.heat import place_badges

before, after = analysis.mean_turns_from(moves), analysis.mean_turns_from(teleport)
saved = {p: before[p] - after[p] for p in board.places}
ist.render.scene_svg(place_badges(board, saved, "turns saved on average by the Catacombs, "
                                  "per starting place", size=560))

# %% [markdown]
# The Catacombs themselves gain most, a whole turn and a third; then the places of their row
# and column, and the Guild Hall (18) diagonally beside them, whose trips to the far side may
# pass through them. The other 15 places gain nothing.
#
# Does it matter **where** the Catacombs lie? Over 200 seeded random layouts, the mean saving
# over all trips, by the Catacombs' square (the Fountain holds the centre):

# %%
# NBVAL_CHECK_OUTPUT
saving = {}
for seed in range(200):
    b = ist.Board(ist.layouts.random_layout("great-bazaar", seed=seed))
    g = analysis.move_graph(b)
    gain = nx.average_shortest_path_length(g) - nx.average_shortest_path_length(
        analysis.with_catacombs(g))
    saving.setdefault(b.position(25), set()).add(round(gain, 4))
for row in range(5):
    print("  ".join("  F  " if (row, col) == (2, 2) else
                    "/".join(f"{v:.3f}" for v in sorted(saving.get((row, col), ()))) or "  -  "
                    for col in range(5)))

# %% [markdown]
# Each square always gives the same saving (the grid decides, not the other tiles), and all
# squares give nearly the same: about **0.12 turns per trip**, some 6 % of the 1.93. The
# Catacombs do not make the board smaller for everybody; they make it small for the one who
# goes there, who then stands one turn from anywhere.

# %% [markdown]
# **Try:** On which square do the Catacombs save most on the typical trips, rather than on all pairs?

# %% [markdown]
# ## 5 · Where a barrier hurts most on 5 × 5
#
# *From [lesson 11 (the Great Bazaar)](11_great_bazaar_and_variants.ipynb): a study of the board: the **[reconstructed]** 5 × 5 Great Bazaar board of lesson 11.*
#
# Mocha's barrier removes one edge for everyone but the holder of its control tile (notebook
# 09). `analysis.barrier_impact` tries every border: how much longer does the trip between two
# places get, on average over all pairs?

# %%
# Lesson 11's imports and helpers, so this part runs on its own.
# Lesson 11's imports and helpers, so this part runs on its own.
import networkx as nx
import istanbul_nb as ist
from istanbul_nb import analysis
from IPython.display import SVG, Markdown, display
LAYOUT = "great-bazaar-first-game"
board = ist.Board(LAYOUT)


# %%
# NBVAL_CHECK_OUTPUT
impact = analysis.barrier_impact(board)
worst = [e.edge for e in impact if round(e.increase, 9) == round(impact[0].increase, 9)]
print(len(impact), "borders;", len(worst), "tie for the worst:",
      f"+{impact[0].increase:.3f} steps, {impact[0].longer_trips} trips longer by up to "
      f"{impact[0].longest_detour}")
print("the others:", sorted({round(e.increase, 3) for e in impact}))

# %% [markdown]
# Hardly anything: on a grid there are many shortest paths, and a barrier lengthens only the
# trips in a straight line through it, and those are few. The borders between the outermost
# row or column and the next one cost a little less (+0.027): fewer straight trips cross them.
# On 5 × 4 (notebook 09) the borders of the middle columns stood out; on 5 × 5 twenty tie.
#
# ### For the trips players make
#
# For these the layout matters. We draw each border in the colour of its cost, with the number
# of extra steps:

# %%
import matplotlib as mpl
from istanbul_nb.render.heat import border_heat

cmap = mpl.colormaps["YlOrRd"]


def edge_heat(board, cost, title=""):
    # The board with every border coloured by its cost and labelled with it.
    scene = border_heat(board, cost, lambda share: mpl.colors.to_hex(cmap(0.1 + 0.9 * share)),
                        title, size=560)
    display(SVG(ist.render.scene_svg(scene)))


# %% [markdown]
# The typical trips again, with the four coffee trips of notebook 09 (both lists
# **[reconstructed]**):

# %%
# NBVAL_CHECK_OUTPUT
Trip = analysis.Trip
coffee_trips = [Trip(17, 20, "coffee from the Roasting Plant to the Coffee House"),
                Trip(17, 19, "coffee from the Roasting Plant to the Tavern"),
                Trip(4, 19, "fruit for the Baksheesh"),
                Trip(18, 20, "from the Guild Hall to the Coffee House")]
all_trips = analysis.typical_trips() + coffee_trips
plain = analysis.trip_length(board, all_trips)
trip_cost = {e: analysis.trip_length(board.with_barrier(*e), all_trips) - plain
             for e in board.edges()}
print(f"{len(all_trips)} trips, {plain:.2f} steps each on average without a barrier")
for (a, b), v in sorted(trip_cost.items(), key=lambda kv: -kv[1])[:4]:
    print(f"{ist.places.label(a):22} | {ist.places.label(b):22} +{v:.3f} steps per trip")
print("borders that cost these trips nothing:", sum(v == 0 for v in trip_cost.values()))

# %%
edge_heat(board, trip_cost, "extra steps per typical trip, barrier on each border")

# %% [markdown]
# Three borders tie: the Tea House (9) to the Gemstone Dealer (16), and the two on either side
# of the Large Market (10) in the bottom row, where the Fruit Warehouse (4) and the Spice
# Warehouse (3) send their goods to market. Most borders cost these trips nothing.
#
# ### The barrier and the Catacombs
#
# Count in turns now, with the Catacombs' teleport in the move graph. Which border is worst?

# %%
# NBVAL_CHECK_OUTPUT
def mean_turns(b, catacombs):
    g = analysis.move_graph(b)
    return nx.average_shortest_path_length(analysis.with_catacombs(g) if catacombs else g)


for catacombs in (False, True):
    base_turns = mean_turns(board, catacombs)
    cost = {e: round(mean_turns(board.with_barrier(*e), catacombs) - base_turns, 6)
            for e in board.edges()}
    top = max(cost.values())
    print(f"{'with' if catacombs else 'without'} the Catacombs: the worst border costs "
          f"+{top:.3f} turns per trip:", [e for e, v in cost.items() if v == top])

# %% [markdown]
# With the Catacombs in play, the worst barrier closes one of the **two doors** to the corner
# where they lie, the borders to the Auction House (23) and the Small Market (11): the teleport
# is a shortcut for every trip, and a barrier there makes the way in longer for everybody but
# the holder. Try: `edge_heat(board, cost)` draws the turn costs of the last loop: where do
# the Catacombs' two doors light up?

# %% [markdown]
# **Try:** Put the barrier on the second-worst border: how much of the cost stays?

# %% [markdown]
# ## 6 · The Game Plan as a graph
#
# *From [lesson 12 (Choose & Write)](12_choose_and_write.ipynb): a study of the Game Plan of lesson 12 (its map is **[reconstructed]**).*
#
# Everything in this lab is a fact of the **[reconstructed]** map, not of the rule book
# (only the Tea House's neighbours and the walled-off Catacombs are the rule book's).
# `cw.plan(3)` is the map as a networkx graph, numbered places as numbers, each place's name
# as a node attribute:

# %%
# Lesson 12's imports and helpers, so this part runs on its own.
# Lesson 12's imports and helpers, so this part runs on its own.
import networkx as nx
from istanbul_nb import choose_write as cw
PLAN = cw.game_plan(3)     # the Game Plan with its counts; cw.plan(3) is its graph alone

# %%
# NBVAL_CHECK_OUTPUT
graph = cw.plan(3)
print(PLAN, "|", graph.number_of_nodes(), "places,", graph.number_of_edges(), "edges")
route = nx.shortest_path(graph, 1, "B")
print("from 1 to B:", " -> ".join(f"{p} {graph.nodes[p]['name']}" for p in route))

# %%
import matplotlib.pyplot as plt


def centre(place):
    # The middle of a place's cells: x = column, y = -row.
    cells = PLAN.cells_of(place)
    return (sum(c for _, c in cells) / len(cells), -sum(r for r, _ in cells) / len(cells))


g = PLAN.graph
pos = {p: centre(p) for p in g}
degree = dict(g.degree)
fig, ax = plt.subplots(figsize=(7, 4.2))
nx.draw_networkx(g, pos, ax=ax, node_size=[350 + 160 * degree[p] for p in g],
                 node_color=[degree[p] for p in g], cmap="YlOrBr", vmin=-1, vmax=6,
                 edgecolors="#6f6457", font_size=10)
ax.set_title("The Game Plan as a graph [reconstructed map] (bigger = more neighbours)")
ax.axis("off")
plt.show()

# %% [markdown]
# **Why the Catacombs stand alone** (the kit's reading, not the rule book's words): their
# action is the strongest on the sheet, the action of any place without crossing an icon
# there. If 12 had neighbours, a card of 11, 13, C or D would open it too. Walled off, only a
# Catacombs card reaches it: two cards in a deck of 40.
#
# **The most connected places on the reconstructed map.** A place's degree (its number of
# neighbours) says how many choices its card gives:

# %%
# NBVAL_CHECK_OUTPUT
for d in sorted(set(degree.values()), reverse=True):
    places = [p for p in PLAN.places if degree[p] == d]
    print(f"{d} neighbours: {', '.join(places):20} a card there offers {d + 1} "
          f"place{'s' if d else ''}")

# %% [markdown]
# On the **[reconstructed]** map the Roasting Plant (7) and the Tea House (8) are the hubs (the
# Tea House's five neighbours are the rule book's; the Roasting Plant's are the
# reconstruction's). On the reconstructed map a hub card gives each follower six places to
# pick from, a corner card (1, 5, 10, 14) three, and a Catacombs card one. On this
# reconstructed map, before you play a hub card, ask what it gives the others.

# %% [markdown]
# **Try:** Which place of the Game Plan has the most neighbours, and which the fewest?
