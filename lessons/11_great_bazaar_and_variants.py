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
# With **both** expansions, Istanbul is played on all **25 places in 5 × 5**: the Great Bazaar.
# The Big Box also offers small **variants** that change one rule each. In this notebook you
# will:
#
# 1. measure the 5 × 5 board as a **graph**: how long trips are against the 4 × 4 and 5 × 4
#    boards, what the **Catacombs** (25) do to distances, and where a barrier hurts most,
# 2. see the Great Bazaar's **ruby refill**,
# 3. find out why **neutral assistants** loosen the assistant puzzle, with a small simulation,
# 4. meet the **caravan leader**,
# 5. compare every configuration in **seeded bot games**, and play a Great Bazaar game.
#
# Numbers the project could not find in any source are its own choice: they carry the label
# **[reconstructed]** wherever they appear (00 explains the labels).

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


# %% [markdown]
# ## The board
#
# The Great Bazaar lays out places 1–25 at random under the random-layout rules, with one
# change: the **Fountain (7) stands in the centre**. The Black Market (8) and the Tea House (9)
# stay at least 3 steps apart, never in one row or column. A Great Bazaar game without a
# `layout` draws such a board from its seed. This lesson keeps to one fixed board,
# `great-bazaar-first-game`, so that the whole class sees the same places: no printed
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
# Every seed gives another legal board (`ist.layouts.random_layout`):

# %%
# NBVAL_CHECK_OUTPUT
for seed in (1, 2, 3):
    lay = ist.layouts.random_layout("great-bazaar", seed=seed)
    print(f"seed {seed}:", lay, "| Fountain at", lay.position(7),
          "| problems:", ist.layouts.problems(lay) or "none")

# %% [markdown]
# The Fountain (7) is always in the centre, `(2, 2)`; everything else moves. Try: a seed of
# your own, and `show(ist.Board(lay))` to see its board.
#
# ## 1 · How long is a trip on 5 × 5?
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
#
# ## 2 · The Catacombs (25): a teleport
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
#
# ## 3 · Where a barrier hurts most on 5 × 5
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
#
# ## 4 · The Great Bazaar: the ruby refill
#
# **Mocha and Letters together are the Great Bazaar** (the kit's ruling R9: the rule book
# knows no other game with both): `expansions=("mocha", "letters")` plays it, whether or not
# you also name `variants=("great_bazaar",)`. It plays every rule of each expansion, with all
# their bonus cards, on a random 5 × 5 board drawn from the game's seed (or the board you give
# it). One rule is new: when the **last ruby** of the Sultan's Palace (13), the Gemstone Dealer
# (16) or the Coffee House (20) is taken, a ruby from beside the board goes on that place's ruby
# space, so **those places never run dry**. A staged game: the Gemstone Dealer holds its last
# ruby, and Red, with 50 lira, holds the card that does its action twice.

# %%
# NBVAL_CHECK_OUTPUT
GB = ("great_bazaar",)


def gem_dealer(variants):
    # Red at the Gemstone Dealer, its last ruby on the track; Blue holds 5 rubies.
    return ist.stage(players=2, expansions=BOTH, variants=variants, layout=LAYOUT,
                     phase="action", gem_left=1,
                     seats={0: dict(merchant=16, lira=50, rubies=3, cards=["gemstone-twice"]),
                            1: dict(rubies=5, cards=[])})


game = gem_dealer(GB)
print("Gemstone Dealer:", game.pieces()["gemstone_dealer"])
do(game, "gemstone")
print("Gemstone Dealer:", game.pieces()["gemstone_dealer"])
do(game, "play gemstone-twice")
do(game, "gemstone")
p = game.player(0)
print(f"Red: {p.lira} lira, {p.rubies} rubies | refills:",
      [x for x in game.pieces()["others"] if x["kind"] == "ruby-refills" and x["count"]])

# %% [markdown]
# The refilled ruby costs what the last one cost: the rule book does not say, and this is the
# kit's ruling (the ruby lies on the space the last one was taken from). Leaving the variant's
# name out changes nothing: the two expansions are the Great Bazaar, and the game's config
# names it all the same:

# %%
# NBVAL_CHECK_OUTPUT
game = gem_dealer(())
print("variants:", game.config.variants)
do(game, "gemstone")
print("Gemstone Dealer:", game.pieces()["gemstone_dealer"])

# %% [markdown]
# With the two expansions, the Coffee House's five rubies, the Baksheesh and the Secret Society
# all draw on the same few ruby places; the refill keeps each of them a way to a ruby to the
# last round.
#
# ## 5 · Neutral assistants
#
# A variant for players who know the game well. At set-up each player's **bottom assistant is
# replaced by a neutral one**. Arriving where a neutral assistant stands, you take it into your
# stack **as if it were yours**; with your own and a neutral one there, you take one of them. A
# stack may hold several neutral assistants, and the **Fountain brings back only your own**.
#
# A staged base game with the variant, on the `short-paths` board. Blue left its neutral
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
# ### Why they loosen the assistant puzzle: a small simulation
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
# 40 games. In this model the variant forgives the **unplanned** trip (the random walker) far
# more than it helps a planned one, and the more players, the more it forgives: that is how it
# loosens the puzzle. A player who plans can count on it less than the walker suggests.
#
# ## 6 · The caravan leader
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
# ## 7 · Every configuration in seeded bot games
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
# ## 8 · A Great Bazaar game at the Table
#
# You are **Red**; **Blue** and **Green** are GreedyBots. The game is the Great Bazaar on the
# first-game board of section 1 (give no `layout` for a random board from the seed). The Table
# works as in notebooks 07, 09 and 10.

# %%
from istanbul_nb.bots import GreedyBot
from istanbul_nb.widgets import Table

game = ist.new_game(players=3, expansions=BOTH, variants=GB, layout=LAYOUT, seed=9)
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
# The table as a picture that stays in the saved notebook:

# %%
from istanbul_nb.render.svg import fit_width

fit_width(table.svg(), 800)   # at most 800 pixels wide, to fit the notebook's column

# %% [markdown]
# ## What you learned
#
# - The 5 × 5 board makes the average trip longer (3.33 steps against 2.67 on 4 × 4), and the
#   Fountain in its centre keeps its own trips short. Which layout you draw matters as much as
#   the size.
# - The Catacombs are a teleport: a one-way edge from 25 to every place. On average they save
#   about 0.12 turns per trip, wherever they lie, and a whole turn and more to the one who
#   goes there.
# - On a grid a barrier hardly lengthens the trips between all pairs; for the trips players make,
#   and with the Catacombs in play, a few borders matter: the ones beside the Catacombs most.
# - The Great Bazaar refills the last ruby of 13, 16 and 20; neutral assistants pass from stack to
#   stack and forgive an unplanned trip, more so with more players; the caravan leader keeps both
#   cards until someone else visits the Caravansary.
#
# ## Your turn
#
# - Play the game above to the end. Did you use the Catacombs again? Where did they send you?
# - On which square do the Catacombs save most on the typical trips, rather than on all pairs?
#   (For each trip, `nx.shortest_path_length` in `analysis.with_catacombs(analysis.move_graph(b))`
#   on random boards `b`.)
# - Run `analysis.assistant_walk` with `assistants=3`: does the variant matter more when stacks
#   are short?
# - Add a configuration to section 7, such as Mocha with the caravan leader, or raise `GAMES`
#   and watch the intervals shrink.
#
# Next: **[12 · Choose & Write](12_choose_and_write.ipynb)** — Istanbul without a board: the
# Game Plan as a graph, a turn that every player follows, the solo challenges.
#
# Back to the map of lessons: **[Istanbul in Jupyter: start here](00_start_here.ipynb)**.
