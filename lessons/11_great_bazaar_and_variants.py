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
# # 11 · The Great Bazaar and the variants
#
# Mocha and Letters together **are** the Great Bazaar: the rule book's variant "needs both",
# and it knows no other game with both expansions (ruling R9). It is played on all **25 places
# in 5 × 5**. The Big Box also offers small **variants** that change one rule each. In this
# notebook you will:
#
# 1. lay out the Great Bazaar and learn **its own rules**, the **ruby refill** among them,
# 2. play the **neutral assistants** and the **caravan leader** variants in staged examples,
# 3. play a Great Bazaar game at the Table.
#
# The sections marked **(lab)** are studies, not rules: the 5 × 5 board as a graph (trips, the
# Catacombs, barriers), a small simulation of the neutral assistants, and seeded bot games of
# every configuration. They will move to a lab notebook of their own. Every other section is a
# rule and ends with a **Check yourself** question that asks the engine.
#
# Numbers the project could not find in any source are its own choice: they carry the label
# **[reconstructed]** wherever they appear (00 explains the labels).
#
# ### Set-up checklist (the base game's set-up, then Mocha's and Letters' on top)
#
# | what | for 2, 3, 4 or 5 players | label |
# |---|---|---|
# | places 1–25 in 5 × 5 at random, the **Fountain (7) in the centre**, the Black Market (8) and the Tea House (9) at least 3 apart and in no common row or column | the same | seed |
# | or, for a class, the fixed board great-bazaar-first-game | the same | **[reconstructed]** |
# | bonus cards: the base, Mocha and Letters cards, **all** shuffled together | the same | seed (Letters: 2 of each, **[reconstructed]**) |
# | Governor, Smuggler, Coffee Trader and Courier: each put on the sum of two dice | the same | seed |
# | Sultan's Palace (13): rubies from the top space back | 2–3 players 6, 4–5 players 7 | printed |
# | Gemstone Dealer (16): rubies from the top space back | 2 players 9, 3 players 10, 4–5 players 12 | printed |
# | mosques: rubies on each | one per player, 4 with 5 players | seed |
# | Wainwright (1): cart extensions and rubies | 3 extensions and 1 ruby per player | seed |
# | Coffee House (20): one ruby on each space from the ruby picture back; the space marked 6 stays empty | 5 rubies | inferred |
# | guild cards face down on the Guild Hall (18); barrier and barrier-control tile beside the board | 20 cards | seed (count inferred) |
# | Tavern tiles: two stacks by kind **beside the board**, cheapest on top | costs 1, 2, 3, 4 | **[reconstructed]** costs |
# | Baksheesh tile on the Tavern (19), the 3-fruit side up | other side 3 spice | **[reconstructed]** other side |
# | Kiosk tiles: two face-down piles on the Kiosk (22) | 24 tiles, one of each | seed (one of each: **[reconstructed]**) |
# | Secret Society (24): 3, 2 and 1 lira on its three right spaces | the same | seed |
# | letter tiles beside the board, 2-seal side up; companions beside the board | 2 letters per place 1–16 | **[reconstructed]** count |
# | coffee: a supply beside the board | never runs out | seed |
# | spare rubies beside the board, for the refill | never run out | the rule book counts none out: **the kit's reading** |
# | the game ends at | 6 rubies, whatever the number of players | seed |

# %%
# In a browser-only JupyterLite site, first install the kit into the browser's Python.
import sys
if sys.platform == "emscripten":
    # %pip install -q istanbul_nb
    from istanbul_nb.widgets.offline import explain_missing_live_boards

    explain_missing_live_boards()  # offline, a live board says why in one sentence

# %%
import networkx as nx

import istanbul_nb as ist
from istanbul_nb import analysis
from IPython.display import SVG, Markdown, display
from istanbul_nb.widgets import Quiz

LAYOUT = "great-bazaar-first-game"
BOTH = ("mocha", "letters")


def show(game, highlight=(), size=None, **kw):
    # Draw a game (with every piece) or a bare board as a picture, at most 800 pixels wide
    # to fit the notebook's column (a game is drawn at its own size, where every text reads).
    from istanbul_nb.render.svg import fit_width
    display(SVG(fit_width(ist.render.svg(game, highlight=highlight, size=size, **kw), 800)))


def choices(game, hide=()):
    # The question of the moment and every legal action (but those starting with `hide`).
    print(game.question())
    for action in game.legal_actions():
        if not action.text.startswith(tuple(hide)):
            print(f"   {action.text:30} {action.describe()}")


def do(game, action):
    # Apply one action and print what happened.
    print(">", action)
    for event in game.apply(action):
        print("   ", str(event)[:1].upper() + str(event)[1:])


def at(place, seat=None, players=3, **situation):
    # A staged Great Bazaar game on the class board: Red's merchant stands at `place`, its
    # assistant left there, ready for the action. The four figures wait on the Small Mosque
    # (14) unless the example puts them elsewhere; nobody else holds a bonus card.
    red = {"merchant": place, "cards": [], "assistants": [] if place == 7 else [place]}
    seats = {0: {**red, **(seat or {})}, 1: {"cards": []}, 2: {"cards": []}}
    seats.update(situation.pop("seats", {}))
    for figure in ("governor", "smuggler", "coffee_trader", "courier"):
        situation.setdefault(figure, 14)
    situation.setdefault("phase", "action")
    return ist.stage(players=players, layout=LAYOUT, expansions=BOTH,
                     seats={k: v for k, v in seats.items() if k < players}, **situation)


# %% [markdown]
# ## The board
#
# The Great Bazaar lays out places 1–25 at random under the random-layout rules, with one
# change: the **Fountain (7) stands in the centre**. The Black Market (8) and the Tea House (9)
# stay at least 3 steps apart, never in one row or column. Unless you name a board, a new
# Great Bazaar game draws such a board from its seed. This lesson keeps to one fixed board,
# great-bazaar-first-game, so that the whole class sees the same places: no printed
# first-game board was found, so it is **[reconstructed]**, a random board under these rules.

# %%
# NBVAL_CHECK_OUTPUT
board = ist.Board(LAYOUT)
print(board.layout.title, f"[{board.layout.provenance}]")
print(board.layout)
print("rule problems:", ist.layouts.problems(board.layout) or "none")

# %%
show(board, size=560)

# %% [markdown]
# Every seed gives another legal board:

# %%
# NBVAL_CHECK_OUTPUT
for seed in (1, 2, 3):
    lay = ist.layouts.random_layout("great-bazaar", seed=seed)
    print(f"seed {seed}:", lay, "| Fountain at", lay.position(7),
          "| problems:", ist.layouts.problems(lay) or "none")

# %% [markdown]
# The Fountain (7) is always in the centre (row 2, column 2, counting from 0); everything else
# moves. Try a seed of your own in the cell above, and draw its board.
#
# **Check yourself.**

# %%
def centre(game):
    # the place in the middle square of the game's board
    return next(ist.places.label(p) for p in game.board.places
                if game.board.position(p) == (2, 2))


Quiz("A new Great Bazaar game for 4 players draws its board from seed 5. Which place stands in "
     "the centre?", ist.new_game(players=4, expansions=BOTH, seed=5),
     ["Fountain (7)", "Tea House (9)", "Catacombs (25)"], answer=centre)

# %%
Quiz("How many rubies end a Great Bazaar game with 4 players?",
     ist.new_game(players=4, expansions=BOTH, seed=5), ["5", "6", "7"],
     answer=lambda g: g.ruby_target)

# %% [markdown]
# ## 1 · How long is a trip on 5 × 5? (lab)
#
# The board is a graph: places are nodes, neighbours are joined by an edge (notebook 01). Over
# **all pairs** of places, the mean distance depends only on the grid, not on which tile lies
# where: every layout of one size has the same. A merchant moves 1–2 steps a turn, so the mean
# number of **turns** between two places is the mean over all pairs of the distance halved and
# rounded up: the distance in the move graph, the board graph's square (`analysis.move_graph`).

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
# ## 2 · The Catacombs (25): a teleport (lab)
#
# Only on the 5 × 5 board: at the **Catacombs** you take 1 good or 1 coffee, then the piece
# that acted (the merchant with its stack, or the companion) is moved to **any place**, with no
# action and no encounter there (a letter to that place is still delivered). In the move graph
# that is a **teleport**: after a turn ending at the Catacombs, the piece stands beside any
# place it likes, and the next turn reaches it. `analysis.with_catacombs` adds a one-way edge
# from 25 to every other place (one way: nobody is moved *to* the Catacombs):

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
# ## 3 · Where a barrier hurts most on 5 × 5 (lab)
#
# Mocha's barrier removes one edge for everyone but the holder of its control tile (notebook
# 09). `analysis.barrier_impact` tries every border: how much longer does the trip between two
# places get, on average over all pairs?

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
all_trips = trips + coffee_trips
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
# ## 4 · The Great Bazaar's own rules
#
# **Mocha and Letters together are the Great Bazaar** (ruling R9: the rule book's variant
# "needs both", and it knows no other game with both). A game with the two expansions plays it,
# whether or not you also name the variant. Every rule of the base game and of both expansions
# holds, with all their bonus cards. On top, the Great Bazaar has rules of its own, some of them
# printed in the expansions' texts with "in the Great Bazaar":
#
# | rule | what it changes |
# |---|---|
# | **the board** | places 1–25 in 5 × 5, the Fountain (7) in the centre (the set-up checklist) |
# | **the Catacombs (25)** | take 1 good or 1 coffee; then the piece that acted (your merchant with its stack, or your companion) goes to **any place**: no action there and nobody met, but a letter to that place is delivered |
# | **the Courier and the free-encounters tile** | the Tavern tile that lets you take from the Governor, the Smuggler and the Coffee Trader **without paying** covers the **Courier** too |
# | **the Secret Society (24)** | its ruby may also come from the **Coffee House (20)**, besides the Sultan's Palace (13) and the Gemstone Dealer (16) |
# | **the Kiosk (22)** | the tiles' **coffee** options count: 1 coffee or 2 lira, 1 coffee or 3 lira, and coffee in the swaps and trades |
# | **the meet-a-figure card** | it may also meet the **Coffee Trader**, paying him as usual |
# | **the 7-lira card** | it may be paid with 1 coffee as well as with 1 good |
# | **the ruby refill** | when the **last ruby** of the Sultan's Palace, the Gemstone Dealer or the Coffee House is taken, a ruby from beside the board goes on that place's **ruby-picture space** (section 5) |
#
# Red is at the Secret Society with letters worth 6 seals. Where may the ruby come from?

# %%
# NBVAL_CHECK_OUTPUT
game = at(24, letters={0: [(3, True), (5, True), (9, True)]})
choices(game)

# %% [markdown]
# Red fills up spice at the Spice Warehouse (3), where the Courier stands, and holds the
# free-encounters tile. Red takes the Courier's letter; what does Red pay?

# %%
# NBVAL_CHECK_OUTPUT
game = at(3, seat=dict(lira=0), tavern_tiles={0: ["free_encounters"]}, courier=3,
          letter_pile_top=[9])
do(game, "warehouse")
do(game, "courier")
choices(game)

# %% [markdown]
# Nothing: the tile's free encounter covers the Courier, so that is Red's only choice.
#
# **Check yourself.**

# %%
Quiz("Red stands on the Fountain before moving, holds the meet-a-figure card, and all four "
     "figures wait on the Small Mosque (14). Whom may Red meet with the card?",
     at(7, phase="move", seat=dict(cards=["meet-figure"])),
     [("the Courier", "play meet-figure courier"),
      ("the Coffee Trader", "play meet-figure coffee_trader"),
      ("the Governor", "play meet-figure governor")])

# %%
Quiz("Red is at the Secret Society with letters worth 6 seals. From which place may Red take "
     "the ruby?", at(24, letters={0: [(3, True), (5, True), (9, True)]}),
     [("the Coffee House (20)", "society coffee-house 3d 5d 9d"),
      ("the Gemstone Dealer (16)", "society gemstone 3d 5d 9d"),
      ("the Sultan's Palace (13)", "society sultan 3d 5d 9d")])

# %% [markdown]
# ## 5 · The ruby refill
#
# When the **last ruby** of the Sultan's Palace (13), the Gemstone Dealer (16) or the Coffee
# House (20) is taken, a ruby from beside the board goes on that place's **ruby-picture space**,
# so **those places never run dry**. The rule book says so after place 25, the Catacombs
# (which exist only in the Great Bazaar), so the refill is the Great Bazaar's (ruling R10).
#
# What does the refilled ruby cost? At set-up the rubies are laid **from the ruby-picture
# space back**, and each player takes the first ruby from the left, so the last ruby is the one
# on the ruby-picture space. The refilled ruby lies where the last one lay and **costs what the
# last one cost**: the Gemstone Dealer's highest number, the Sultan's last delivery, the Coffee
# House's highest number. (The rule book names the space; that the price follows is read from
# the tracks.)
#
# A staged game: the Gemstone Dealer holds its last ruby, and Red, with 50 lira, holds the card
# that does its action twice.

# %%
# NBVAL_CHECK_OUTPUT
def gem_dealer(variants):
    # Red at the Gemstone Dealer, its last ruby on the track; Blue holds 5 rubies.
    return ist.stage(players=2, expansions=BOTH, variants=variants, layout=LAYOUT,
                     phase="action", gem_left=1,
                     seats={0: dict(merchant=16, lira=50, rubies=3, cards=["gemstone-twice"]),
                            1: dict(rubies=5, cards=[])})


game = gem_dealer(("great_bazaar",))
print("Gemstone Dealer:", game.pieces()["gemstone_dealer"])
do(game, "gemstone")
print("Gemstone Dealer:", game.pieces()["gemstone_dealer"])
do(game, "play gemstone-twice")
do(game, "gemstone")
p = game.player(0)
print(f"Red: {p.lira} lira, {p.rubies} rubies | refills:",
      [x for x in game.pieces()["others"] if x["kind"] == "ruby-refills" and x["count"]])

# %% [markdown]
# The same game named only by its two expansions is the same game (R9): the kit names the
# Great Bazaar for it, and the refill comes all the same:

# %%
# NBVAL_CHECK_OUTPUT
game = gem_dealer(())
print("variants:", game.config.variants)
do(game, "gemstone")
print("Gemstone Dealer:", game.pieces()["gemstone_dealer"])

# %% [markdown]
# With the two expansions, the Coffee House's five rubies, the Baksheesh and the Secret Society
# all draw on the same three ruby places; the refill keeps each of them a way to a ruby to the
# last round.
#
# **Check yourself.**

# %%
Quiz("The Gemstone Dealer holds its last ruby, at 23 lira. Red buys it. What does the next "
     "ruby there cost?",
     ist.stage(players=2, expansions=BOTH, layout=LAYOUT, phase="action", gem_left=1,
               seats={0: dict(merchant=16, lira=30, rubies=3, cards=[]),
                      1: dict(rubies=5, cards=[])}),
     ["24 lira", "23 lira", "none is left"],
     then=["gemstone"],
     answer=lambda g: (f"{g.pieces()['gemstone_dealer']['price']} lira"
                       if g.pieces()["gemstone_dealer"]["rubies"] else "none is left"))

# %% [markdown]
# ## 6 · Neutral assistants
#
# A variant for players who know the game well. At set-up each player's **bottom assistant is
# replaced by a neutral one**. Arriving where a neutral assistant stands, you take it into your
# stack **as if it were yours**; with your own and a neutral one there, you take one of them. A
# stack may hold several neutral assistants, and the **Fountain brings back only your own**.
#
# A staged base game with the variant, on the short-paths board. Blue left its neutral
# assistant at the Tea House (9); Red arrives there:

# %%
# NBVAL_CHECK_OUTPUT
NEUTRAL = ("neutral_assistants",)


def stack(game, seat=0):
    # A seat's stack: its height, the neutral assistants in it, its own ones on the board.
    p = game.player(seat)
    return (f"{p.name}: a stack of {p.stack} ({p.neutral_assistants} neutral), own assistants "
            f"on {p.assistants or 'no place'}")


def neutral(**situation):
    # A staged 3-player base game with neutral assistants; nobody holds a bonus card.
    seats = situation.pop("seats")
    for seat in range(3):
        seats.setdefault(seat, {}).setdefault("cards", [])
    return ist.stage(players=3, variants=NEUTRAL, governor=13, smuggler=15, seats=seats,
                     **situation)


print("at set-up:", stack(ist.new_game(players=3, seed=1, variants=NEUTRAL)))
game = neutral(seats={0: dict(merchant=11)}, neutral={"stacks": {1: "ooo"}, "placed": [9]})
do(game, "move 9")
choices(game, hide=["play"])

# %%
# NBVAL_CHECK_OUTPUT
do(game, "collect neutral")
print(stack(game))

# %% [markdown]
# Red's stack grew to 5 without spending one: the neutral assistant does Red's work here and
# will be the next one Red leaves (it joined the bottom). At the Fountain, though, only Red's
# own assistants come back. Red's own ones stand on the Spice Warehouse (3) and the Post Office
# (5); a neutral one on the Fabric Warehouse (2) is not offered:

# %%
# NBVAL_CHECK_OUTPUT
game = neutral(seats={0: dict(merchant=11, assistants=[3, 5])},
               neutral={"stacks": {0: "on", 1: "ooo"}, "placed": [2]})
print(stack(game))
do(game, "move 7")
choices(game, hide=["play"])

# %%
# NBVAL_CHECK_OUTPUT
do(game, "fountain 3 5")
print(stack(game))

# %% [markdown]
# On the board, a neutral assistant is a grey square marked N:

# %%
show(game)

# %% [markdown]
# **Check yourself.**

# %%
game_q = ist.stage(players=3, variants=("neutral_assistants",), governor=13, smuggler=15,
                   seats={0: dict(merchant=11, assistants=[3, 5], cards=[]),
                          1: dict(cards=[]), 2: dict(cards=[])},
                   neutral={"stacks": {0: "on", 1: "ooo"}, "placed": [2]})
game_q.apply("move 7")
Quiz("Neutral assistants: Red's own assistants stand on the Spice Warehouse (3) and the Post "
     "Office (5), a neutral one on the Fabric Warehouse (2). Red is at the Fountain. What may "
     "Red bring back?", game_q,
     [("own ones from 3 and 5", "fountain 3 5"), ("all three, from 2, 3 and 5", "fountain 2 3 5"),
      ("the neutral one from 2", "fountain 2")])

# %% [markdown]
# ## 7 · Do neutral assistants loosen the assistant puzzle? A simulation (lab)
#
# A small simulation model asks how much the variant helps: whatever it finds is a
# **simulation finding**, not a rule.
#
# Every place but the Fountain needs an assistant: left there, or taken back from there. With
# an empty stack a merchant is **tied**: it can act only where its own assistants stand, or at
# the Fountain. A neutral assistant on the board is one more place where *anybody* can act
# without spending one. How much does that help? `analysis.assistant_walk` is a small model of
# the stacks alone: merchants start on the Fountain with 4 assistants and walk the board at
# random for 30 rounds, and we count the turns on which a merchant arrives with **no assistant
# to leave or take**: it is *stuck*, its turn ends without an action. The model leaves out
# lira, goods and every action (the 5th assistant, the yellow mosque tile, bonus cards), and its
# merchants do not plan; 40 seeds for each count of players:

# %%
# NBVAL_CHECK_OUTPUT
def rates(players, neutral, careful):
    walks = [analysis.assistant_walk(board, players, rounds=30, seed=seed, neutral=neutral,
                                     careful=careful) for seed in range(40)]
    turns = sum(w.turns for w in walks)
    return (sum(w.stuck for w in walks) / turns, sum(w.tied for w in walks) / turns,
            sum(w.neutral_taken for w in walks) / len(walks))


PLAYERS = (2, 3, 4, 5)
walk = {(n, neutral, careful): rates(n, neutral, careful)
        for n in PLAYERS for neutral in (False, True) for careful in (False, True)}
print("merchants walking at random: stuck turns")
for n in PLAYERS:
    (without, _, _), (with_, _, taken) = walk[(n, False, False)], walk[(n, True, False)]
    print(f"  {n} players: {without:5.1%} without, {with_:5.1%} with neutral assistants "
          f"({taken:4.1f} neutral ones taken per game)")

# %% [markdown]
# With 2 players there are only 2 neutral assistants, and they hardly matter. With 4 or 5 the
# board holds 4 or 5 of them, passed from stack to stack, and a random walker gets stuck on a
# quarter of its turns instead of well over a third.
#
# Real players do not walk at random: with an empty stack they head for the Fountain or one of
# their assistants. The same model with such *careful* merchants, and how often they are
# *tied* (their stack empty, their choice of places narrow):

# %%
# NBVAL_CHECK_OUTPUT
print("careful merchants: stuck turns | tied turns")
for n in PLAYERS:
    (s0, t0, _), (s1, t1, _) = walk[(n, False, True)], walk[(n, True, True)]
    print(f"  {n} players: {s0:4.1%} -> {s1:4.1%} | {t0:5.1%} -> {t1:5.1%} with neutral assistants")

# %%
fig, axes = plt.subplots(1, 2, figsize=(9, 3.2), sharex=True)
for ax, careful, column, what in ((axes[0], False, 0, "stuck, walking at random"),
                                  (axes[1], True, 1, "tied (empty stack), careful")):
    for neutral, colour in ((False, "tab:grey"), (True, "tab:green")):
        ax.plot(PLAYERS, [walk[(n, neutral, careful)][column] * 100 for n in PLAYERS], "o-",
                color=colour, label="neutral assistants" if neutral else "base rules")
    ax.set_title(f"share of turns {what}", fontsize=10)
    ax.set_xlabel("players")
    ax.set_xticks(PLAYERS)
    ax.set_ylabel("% of turns")
    ax.set_ylim(bottom=0)
axes[0].legend(fontsize=8)
fig.tight_layout()
plt.show()

# %% [markdown]
# Careful merchants are stuck on about 1 % of their turns either way, and tied on about a fifth
# of them; the neutral assistants change that by a point or two at most, within the noise of
# 40 games. In this model (a simulation finding, not a rule) the variant forgives the
# **unplanned** trip (the random walker) far more than it helps a planned one, and the more
# players, the more it forgives: that is how it loosens the puzzle. A player who plans can count
# on it less than the walker suggests.

# %% [markdown]
# ## 8 · The caravan leader
#
# A new component for a new variant: the **caravan tile** starts on the **Caravansary (6)**.
# Whoever performs the Caravansary action takes the tile **at the end of that turn** and becomes
# the **caravan leader**. The leader, performing the Caravansary action, **keeps both cards**
# (no discard), until someone else performs that action. A staged base game: Red's merchant
# stands on the Caravansary, nobody leads yet.

# %%
# NBVAL_CHECK_OUTPUT
CARAVAN = ("caravan_leader",)


def leader(game):
    # Who holds the caravan tile.
    holders = [game.player(s).name for s in range(game.players) if game.player(s).caravan_leader]
    return holders[0] if holders else "nobody: the tile lies on the Caravansary"


def hands(game):
    # Every seat's bonus cards.
    return " | ".join(f"{game.player(s).name}: "
                      f"{', '.join(sorted(game.player(s).bonus_cards)) or 'none'}"
                      for s in range(game.players))


def caravansary(leader=None, **situation):
    # A staged 3-player game with the variant: Red at the Caravansary holding the 5 lira card.
    seats = {0: dict(merchant=6, cards=["five-lira"]), 1: dict(cards=[]), 2: dict(cards=[])}
    return ist.stage(players=3, variants=CARAVAN, phase="action", governor=10, smuggler=11,
                     caravan_leader=leader, seats=seats, **situation)


game = caravansary()
print("caravan leader:", leader(game))
for action in ("caravansary", "draw deck", "draw deck"):
    do(game, action)
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "discard five-lira")
print("caravan leader:", leader(game))
do(game, "end")
print("caravan leader:", leader(game), "|", hands(game))

# %% [markdown]
# Red discarded like everyone, since the tile comes only at the end of the turn. The next time
# Red performs the action there, Red leads and **keeps both** cards:

# %%
# NBVAL_CHECK_OUTPUT
game = caravansary(leader=0)
print(next(a for a in game.legal_actions() if a.text == "caravansary").describe())
for action in ("caravansary", "draw deck", "draw deck"):
    do(game, action)
print(hands(game))

# %% [markdown]
# Under the board, the caravan tile names its leader in the leader's colour (while nobody leads,
# it lies on the Caravansary):

# %%
show(game)

# %% [markdown]
# A bonus card more at every visit, as long as nobody else goes there: the leader's lead lasts
# until another player performs the action, and that player takes the tile at the end of the
# turn. Every Caravansary visit now also takes something away from the leader.
#
# **Check yourself.**

# %%
Quiz("Caravan leader: Red leads the caravan, stands on the Caravansary with 1 bonus card and "
     "draws 2 cards there. How many bonus cards does Red hold after the action?",
     ist.stage(players=3, variants=("caravan_leader",), phase="action", governor=10,
               smuggler=11, caravan_leader=0,
               seats={0: dict(merchant=6, cards=["five-lira"]), 1: dict(cards=[]),
                      2: dict(cards=[])}),
     ["1", "2", "3"], then=["caravansary", "draw deck", "draw deck"],
     answer=lambda g: len(g.player(0).bonus_cards))

# %%
game_q = ist.stage(players=3, variants=("caravan_leader",), phase="action", governor=10,
                   smuggler=11, seats={0: dict(merchant=6, cards=["five-lira"]),
                                       1: dict(cards=[]), 2: dict(cards=[])})
for action in ("caravansary", "draw deck", "draw deck"):
    game_q.apply(action)
Quiz("Caravan leader: nobody leads yet. Red performs the Caravansary action, draws 2 cards "
     "and holds 3. What may Red do now?",
     game_q, [("discard one card", "discard five-lira"), ("keep all three", "end")])

# %% [markdown]
# ## 9 · Every configuration in seeded bot games (lab)
#
# How do the expansions and the variants change a game? The simulation lab of notebook 08
# answers with many seeded games: `simulate` with a `make` function that builds each game
# (`ist.new_game` with the expansions and variants of the configuration). The Great Bazaar
# draws a new random 5 × 5 board from each game's seed, as the rule book lays it out; the
# others play on their usual boards
# (`short-paths`, and each expansion's first-game board). Three **eager random bots**
# (notebook 08) play **30 games** of each configuration, the seats taking turns to start. The
# greedy bots would tell more about real play, but they need several seconds for every game
# of these configurations (up to 15 on a busy machine), so random bots it is; and random bots play far longer games than
# people: compare the configurations with each other, not with your own games.

# %%
from istanbul_nb.bots import RandomBot, simulate
from istanbul_nb.bots.simulate import SOURCE_TITLES

GB = ("great_bazaar",)
CONFIGS = {
    "base": ((), ()),
    "Mocha": (("mocha",), ()),
    "Letters": (("letters",), ()),
    "Great Bazaar": (BOTH, GB),
    "base + neutral assistants": ((), ("neutral_assistants",)),
    "base + caravan leader": ((), ("caravan_leader",)),
    "Great Bazaar + both variants": (BOTH, GB + ("neutral_assistants", "caravan_leader")),
}
GAMES = 30


def maker(expansions, variants):
    # make(players, seed) for simulate: a new game of one configuration.
    def make(players, seed):
        return ist.new_game(players=players, seed=seed, expansions=expansions,
                            variants=variants)
    return make


runs = {}
for name, (expansions, variants) in CONFIGS.items():
    bots = [RandomBot(seed=seat, eager=True, name=f"random {seat}") for seat in range(3)]
    runs[name] = simulate(bots, GAMES, seed=11, make=maker(expansions, variants),
                          progress=False)

# %% [markdown]
# The table: the mean length in rounds (with the 95 % interval of that mean), each seat's share
# of the wins with its 95 % interval (Wilson, notebook 08), and where the rubies came from. A
# ruby the Secret Society (24) buys comes from the Sultan's Palace, the Gemstone Dealer or (Great
# Bazaar) the Coffee House, and counts there.

# %%
rows = ["| configuration | rounds (95 % interval) | seat 0 (first) | seat 1 | seat 2 "
        "| rubies from |", "|---|---|---|---|---|---|"]
for name, res in runs.items():
    rounds = res.column("rounds", seat=0)
    half = 1.96 * statistics.stdev(rounds) / len(rounds) ** 0.5
    wins = [f"{rate:.0%} ({low:.0%}–{high:.0%})"
            for _, (rate, low, high) in sorted(res.seat_intervals().items())]
    sources = res.ruby_sources()
    total = sum(sources.values())
    shares = ", ".join(f"{SOURCE_TITLES.get(k, k)} {v / total:.0%}"
                       for k, v in sorted(sources.items(), key=lambda kv: -kv[1]) if v)
    rows.append(f"| {name} | {res.mean_rounds():.0f} (±{half:.0f}) | {' | '.join(wins)} | "
                f"{shares} |")
Markdown("\n".join(rows))

# %% [markdown]
# The same in pictures: the length of every game (a dot per game, the bar at the mean), and the
# rubies' sources as shares.

# %%
names = list(runs)
fig, axes = plt.subplots(1, 2, figsize=(11, 4.8))
for i, n in enumerate(names):
    lengths_n = runs[n].column("rounds", seat=0)
    jitter = [i + 0.25 * ((k * 7) % 11 / 10 - 0.5) for k in range(len(lengths_n))]
    axes[0].plot(lengths_n, jitter, ".", color="#5b8db8", alpha=0.6)
    axes[0].plot([runs[n].mean_rounds()] * 2, [i - 0.3, i + 0.3], color="black")
axes[0].set_yticks(range(len(names)), names, fontsize=9)
axes[0].invert_yaxis()
axes[0].set_xlabel("rounds per game")
axes[0].set_title(f"game length, {GAMES} games each", fontsize=10)
colours = {"wainwright": "#8c6d46", "mosque": "#4aa37a", "sultan": "#b84a4a",
           "gemstone": "#6a5acd", "coffee_house": "#7b4a2a"}
left = [0.0] * len(names)
for source, colour in colours.items():
    counts = [runs[n].ruby_sources().get(source, 0) for n in names]
    shares = [c / sum(runs[n].ruby_sources().values()) for c, n in zip(counts, names)]
    axes[1].barh(names, shares, left=left, color=colour, label=SOURCE_TITLES[source])
    left = [a + b for a, b in zip(left, shares)]
axes[1].invert_yaxis()
axes[1].set_yticks(range(len(names)), [""] * len(names))
axes[1].set_xlabel("share of the rubies")
axes[1].set_title("where the rubies came from", fontsize=10)
axes[1].legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=3)
fig.tight_layout()
plt.show()

# %% [markdown]
# And the seats, with their intervals: a dot is a seat's share of the wins; the line, where
# the true share probably lies. With 30 games an interval spans some 30 points, so only a
# large advantage would show; the dashed line is a fair third.

# %%
fig, ax = plt.subplots(figsize=(8, 3.8))
for seat, (marker, shift) in enumerate((("o", -0.2), ("s", 0.0), ("^", 0.2))):
    for i, n in enumerate(names):
        rate, low, high = runs[n].seat_intervals()[seat]
        ax.errorbar(rate, i + shift, xerr=[[rate - low], [high - rate]], fmt=marker,
                    color=f"C{seat}", capsize=3, label=f"seat {seat}" if i == 0 else None)
ax.axvline(1 / 3, color="grey", linestyle="--")
ax.set_yticks(range(len(names)), names, fontsize=9)
ax.invert_yaxis()
ax.set_xlabel("share of games won (95% interval)")
ax.legend(fontsize=8, loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=3, frameon=False)
fig.tight_layout()
plt.show()

# %% [markdown]
# What the table says, **for these bots**:
#
# - **Length.** Each expansion makes the games longer, and the Great Bazaar is the longest of
#   all: 25 places, the longest trips, and more to do on the way to 6 rubies. Both variants make
#   base games some 15 rounds shorter: neutral assistants waste fewer turns (section 5's model
#   said so), and the caravan leader gains bonus cards. Their intervals (±6) and the base
#   game's (±7) only just miss each other, so 30 games give a hint, not a proof: raise
#   `GAMES` to test it.
# - **Seats.** Every interval covers a fair third. Thirty games cannot see a first-player
#   advantage of a few points (notebook 08 needed 600 games for that).
# - **Rubies.** With Mocha the Coffee House (20) gives the most rubies, and in the Great Bazaar
#   too. There it never runs dry, nor do the Sultan's Palace and the Gemstone Dealer.

# %% [markdown]
# ## 10 · A Great Bazaar game at the Table
#
# You are **Red**; **Blue** and **Green** are GreedyBots. The game is the Great Bazaar on the
# class board of the first section (name no board, and the game draws a random one from its
# seed). The Table works as in notebooks 07, 09 and 10.

# %%
from istanbul_nb.bots import GreedyBot
from istanbul_nb.widgets import Table

game = ist.new_game(players=3, expansions=BOTH, variants=("great_bazaar",), layout=LAYOUT,
                   seed=9)
table = Table(game, bots={1: GreedyBot(seed=1), 2: GreedyBot(seed=2)})
table

# %% [markdown]
# A first turn to the **Guild Hall (18)**, two steps from the Fountain: 1 coffee and 2 guild
# cards, of which Red keeps one. Then the bots play their turns:

# %%
# NBVAL_CHECK_OUTPUT
for action in ("move 18", "leave", "guild-hall", "discard-guild 8", "end"):
    table.play(action)
for turn in (1, 2, 3):
    print(table.game.log_text(turn=turn))

# %% [markdown]
# From the Guild Hall the **Catacombs (25)** in the corner are two steps away. Red takes a coffee
# there and has the merchant put back on the **Fountain (7)** in the centre: no Fountain action
# (nothing happens where the Catacombs send a piece), but from the centre the next move reaches
# 12 places.

# %%
# NBVAL_CHECK_OUTPUT
for action in ("move 25", "leave"):
    table.play(action)
print(len(table.game.legal_actions()), "ways to leave the Catacombs, such as",
      table.game.legal_actions()[0].describe())
for action in ("catacombs coffee 7", "end"):
    table.play(action)
print(table.game.log_text(turn=4))

# %% [markdown]
# Green has gone to the Kiosk (22); in the Great Bazaar its tiles may swap **coffee** too. It is
# Green's turn but Red's pick:

# %%
# NBVAL_CHECK_OUTPUT
game = table.game
print(game.log_text(turn=6))
print("turn of", game.player(game.current).name, "| decides:", game.player(game.to_act).name)
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
table.play("kiosk card-trade buy")
log = game.log_text(turn=6)
print(log[log.index("  Red picks"):])

# %% [markdown]
# Read the end of Green's turn: Green used the last Kiosk tile, which moved Green's stack to the
# Fountain, and then **met the Courier at the Fountain**. The meetings of a turn (its fourth
# step) happen where your merchant stands once the action is over. The tile moved Green's stack
# during the action, so Green meets whoever stands on the Fountain, not on the Kiosk. The rule
# book does not speak of this case: it is **the kit's reading** (unlike the Catacombs, whose
# text says that nobody is met where they send a piece). A player who uses that tile in
# another player's Kiosk round moves but meets nobody: only the player whose turn it is meets
# anyone. The Courier's dice then showed 3 + 4 = 7, the Fountain again, so he stayed there.
#
# The table as a picture that stays in the saved notebook:

# %%
from istanbul_nb.render.svg import fit_width

fit_width(table.svg(), 800)   # at most 800 pixels wide, to fit the notebook's column

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Red is at the Catacombs (25) and takes 1 coffee. Where may Red's merchant go?", at(25),
     [("the Fountain (7)", "catacombs coffee 7"),
      ("the Sultan's Palace (13)", "catacombs coffee 13"),
      ("stay on the Catacombs", "catacombs coffee 25")])

# %%
game_q = at(22, players=2, courier=7, letter_pile_top=[9],
            kiosk_top=["two-lira", "fruit", "to-fountain"])
for action in ("kiosk", "kiosk to-fountain", "kiosk two-lira", "kiosk fruit"):
    game_q.apply(action)
Quiz("Red did the Kiosk action and used the tile that moves the stack to the Fountain (7), "
     "where the Courier stands; Blue and Red then used the other tiles. What may Red do now?",
     game_q, [("meet the Courier", "courier"), ("end the turn", "end")])

# %% [markdown]
# ## What you learned
#
# - Mocha and Letters together are the Great Bazaar (R9): 25 places in 5 × 5 with the Fountain
#   in the centre, every rule and bonus card of both expansions, and rules of its own: the
#   Catacombs, the Courier under the free-encounters tile, the Coffee House ruby at the Secret
#   Society, the Kiosk's coffee, the Coffee Trader on the meet-a-figure card, the ruby refill.
# - The refill puts a ruby on the ruby-picture space of 13, 16 or 20 when the last one is
#   taken: the same price again, and those places never run dry.
# - Neutral assistants join any stack that reaches them; the Fountain brings back only your own.
#   The caravan leader keeps both Caravansary cards until someone else performs that action.
# - The labs (studies, not rules): the 5 × 5 board makes the average trip longer (3.33 steps
#   against 2.67 on 4 × 4); the Catacombs save about 0.12 turns per trip on average and a whole
#   turn to the one who goes there; a barrier matters most beside the Catacombs. In a small
#   simulation neutral assistants forgive an unplanned trip, more so with more players; in
#   random-bot games every expansion makes the game longer.
#
# ### Your turn
#
# - Play the game above to the end. Did you use the Catacombs again? Where did they send you?
# - In the lab of section 2: on which square do the Catacombs save most on the typical trips,
#   rather than on all pairs?
# - In the lab of section 7: run the walk with 3 assistants. Does the variant matter more when
#   stacks are short?
# - In the lab of section 9: add a configuration, such as Mocha with the caravan leader, or
#   play more games and watch the intervals shrink.
#
# Next: **[12 · Choose & Write](12_choose_and_write.ipynb)** — Istanbul without a board: the
# Game Plan as a graph, a turn that every player follows, the solo challenges.
#
# Back to the map of lessons: **[Istanbul in Jupyter: start here](00_start_here.ipynb)**.
