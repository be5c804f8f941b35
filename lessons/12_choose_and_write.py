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
# # 12 · Choose & Write
#
# *Istanbul: Choose & Write* is a **flip-and-write** game for **1–5 players** (cards are
# turned up, and everybody writes on a sheet of their own): no board, no merchant, but a
# printed **Game Plan** for each player and a pencil. In this notebook you will:
#
# 1. see how it relates to the board game, and read the Game Plan as a **graph**: why the
#    Catacombs have no neighbours, and which places are the most connected,
# 2. play a turn in which **every other player follows** the card you played,
# 3. read what each place does,
# 4. play the **solo game** with one of its 14 challenges, and a game against bots,
# 5. measure bot games: how long a game lasts, and where the rubies come from.
#
# The printed Game Plan could not be found anywhere public. Its **map and its box counts are
# [reconstructed]**: this project's own choice, kept in one data file
# (`istanbul_nb/data/choose_write.json`) and built to keep the two facts the rule book states.
# The rules are the rule book's.

# %%
# In a browser-only JupyterLite site, first install the kit into the browser's Python.
import sys
if sys.platform == "emscripten":
    # %pip install -q istanbul_nb
    from istanbul_nb.widgets.offline import explain_missing_live_boards

    explain_missing_live_boards()  # offline, a live board says why in one sentence

# %%
import networkx as nx
from IPython.display import Markdown

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.choose_write.data import components
from istanbul_nb.render.choose_write import caravan_words, plan_svg
from istanbul_nb.render.svg import fit_width

PLAN = cw.game_plan(3)     # the Game Plan with its counts; cw.plan(3) is its graph alone


def sheet(game, seat, width=800):
    # One player's Game Plan as the game has written it, at most `width` pixels wide.
    return fit_width(ist.render.sheet_svg(game, seat), width)


def choices(game):
    # The question of the moment and every legal action.
    print(game.question())
    for action in game.legal_actions():
        print(f"   {action.text:18} {game.describe(action)}")


def do(game, *actions):
    # Apply actions one by one: who decides, what they do, and what happened.
    for action in actions:
        print(f"[turn of {game.names[game.current]}, {game.names[game.to_act]} decides] "
              f"> {action}")
        for line in game.apply(action):
            print("     ", line)


def status(game, seat):
    # One seat's sheet in one line.
    s = game.sheet(seat)
    goods = ", ".join(f"{n} {g}" for g, n in s.goods.items() if n) or "no goods"
    crossed = ", ".join(f"{p}" for p, n in s.icons_crossed.items() if n) or "none"
    print(f"{s.name:4} rubies {s.rubies}, lira {s.lira:2}, {goods}; {s.bonus} bonus actions; "
          f"icons crossed at: {crossed}")


# %% [markdown]
# ## 1 · Istanbul without a board
#
# The places are those of Istanbul (warehouses, the Gemstone Dealer, the Tea House, the
# Sultan's Palace, the Caravansary…) and the goal is the same: **rubies**. But nobody walks:
#
# | | the board game | Choose & Write |
# |---|---|---|
# | where you act | where your merchant arrives, 1–2 steps away | the place of the **Location card** you play, or a neighbour of it |
# | what you own | a cart, coins, cards, a stack of assistants | one sheet: lira, goods and bonus actions are **spaces you fill in**, and cross off when you spend them |
# | other players | in your way (pay 2 lira to each merchant there) | **they follow your card**: each may use it too, at a price |
# | the end | 5 or 6 rubies | **10 rubies** on the amulet (then the round is finished) |
#
# A game in code: three players, seeded. The narrated log starts with the set-up: two
# Location cards are turned face up (the **display**) and each player draws one into their
# hand.

# %%
# NBVAL_CHECK_OUTPUT
game = cw.new_game(players=3, seed=1)
print(game.log_text())
print("Location cards left in the deck:", game.table()["location_deck"])
for letter, goods in game.palace().items():
    print(f"palace {letter} asks {', '.join(goods)}")
print("Caravan card:", caravan_words(game))
print(game.question())

# %% [markdown]
# Player 3 drew a **Fountain**: such a card is never kept, every player takes its item at
# once (here a good of their choice, seat by seat), and Player 3 draws again. A Ruby card
# above each palace letter A–D says which goods buy a ruby there, and the face-up **Caravan
# card** says what the Caravansary (6) does now. Try: another `seed`: which Caravan card
# lies face up, and what do the palace letters ask?

# %% [markdown]
# ## 2 · The Game Plan as a graph
#
# Each player's sheet carries the **18 places** (1–14 and the palace letters A–D), with
# sections around them: two lira sections, four goods columns, the bonus actions, the amulet
# for the rubies, and improvement squares at the warehouses and the Tea House. The red
# diamonds are **Bonus Rubies**: you take one when you fill the last space of a lira section,
# or all four goods columns down to row 3, 6, 9 or 12. Here is the side for 1–3 players,
# empty. Its map is **[reconstructed]** (the picture says so too):

# %%
fit_width(plan_svg(PLAN), 800)   # at most 800 pixels wide, to fit the notebook's column

# %% [markdown]
# The map is a grid of 4 × 6 cells; a place may cover several cells, and two places are
# **neighbours** when their cells share an edge. The rule book gives two facts that any map
# must keep: the neighbours of the **Tea House (8)** are exactly 4, 9, 13, B and D, and the
# **Catacombs (12)** are adjacent to nothing, although they are drawn beside 11, 13, C and D.
# `cw.game_plan(3)` holds the sheet (cells, icons, incomes) and its `.graph`; `cw.plan(3)` is
# that networkx graph of the places on its own, numbered places as numbers, each place's name
# as a node attribute:

# %%
# NBVAL_CHECK_OUTPUT
for row in PLAN.cells:
    print(" ".join(f"{p:>2}" for p in row))
print(PLAN, "|", PLAN.graph.number_of_nodes(), "places,", PLAN.graph.number_of_edges(),
      "edges")
print("neighbours of 8: ", PLAN.neighbours("8"))
print("neighbours of 12:", PLAN.neighbours("12"))

# %%
# NBVAL_CHECK_OUTPUT
graph = cw.plan(3)
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
# ### Why the Catacombs stand alone
#
# The Catacombs' action is the strongest on the sheet: **the action of any place**, without
# crossing an icon there. If 12 had neighbours, a card of 11, 13, C or D would open that
# action too, and any card would be a few steps from "do anything". Walled off, only a
# Catacombs card reaches it: two cards in a deck of 40.
#
# ### The most connected places
#
# A Location card offers its place **and each neighbour**. So a place's **degree** (its number
# of neighbours) says how many choices its card gives, and how many cards offer the place:

# %%
# NBVAL_CHECK_OUTPUT
for d in sorted(set(degree.values()), reverse=True):
    places = [p for p in PLAN.places if degree[p] == d]
    print(f"{d} neighbours: {', '.join(places):20} a card there offers {d + 1} "
          f"place{'s' if d else ''}")

# %% [markdown]
# The Roasting Plant (7) and the Tea House (8) are the hubs. That matters most when
# **following**: the player who plays a card chooses it, but every other player must make do
# with it. A card of 7 or 8 gives each follower six places to pick from, so all of them find
# something, even once a few of their icons are crossed out; a card of a corner (1, 5, 10,
# 14) gives three, and a Catacombs card one. Before you play a hub card, ask what it gives
# the others.

# %% [markdown]
# ## 3 · A turn with followers
#
# On your turn you play **one Location card**, from your hand or from the display, and
# perform its place's action or a neighbour's, for free. Then **every other player, one after
# another clockwise**, may use the same card on their own sheet, but pays for it: they
# **cross out an action icon** at the place they use or **a filled bonus action**. On the
# **[reconstructed]** sheet a place has one icon (3, 7, 8 and 12 a second, bold one, used
# with 3 players), so a place you follow with is soon used up. A player who cannot or will
# not use the card **fills in a bonus-action space** instead.
#
# A staged situation: Ada holds a Tea House card (8). Ben has 3 lira. Cem holds the goods
# that palace letter D asks (fabric, fabric, spice, fruit) and one bonus action. Ada's
# choices are lit on her sheet:

# %%
game = cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["8"]},
                display=["1", "12"], palace={"D": ["R01"]},
                sheets={1: {"lira": 3},
                        2: {"goods": {"fabric": 2, "spice": 1, "fruit": 1}, "bonus": 1}})
do(game, "play hand")
sheet(game, 0)

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %% [markdown]
# Only 4, 8, 9 and 13 are offered, not B and D: Ada has no goods to pay at the palace, and
# an action that spends first is offered only when it can be paid. Ada takes the Tea House's
# lira. Now it is still **Ada's turn**, but **Ben decides**: `game.current` is Ada's seat,
# `game.to_act` Ben's.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "at 8")
print("current:", game.current, "| to_act:", game.to_act)
choices(game)

# %% [markdown]
# Ben follows with the Guild Hall (9), a neighbour of 8, and crosses out an icon there. Then
# Cem, whose goods pay for palace letter D, follows with D:

# %%
# NBVAL_CHECK_OUTPUT
do(game, "follow 9 icon")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "follow D icon", "palace D")
choices(game)

# %% [markdown]
# The decision comes back to **Ada**: she played the card from her hand, so she takes a new
# one, from the display or the deck. Then the turn ends: the display is refilled, a new Ruby
# card is **tucked** under letter D (a ruby was taken there, so D now asks one good more),
# and the next player's turn begins.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "take left")
print("palace D now asks:", ", ".join(game.palace()["D"]))
print("display:", game.display, "| next:", game.question())
for seat in range(3):
    status(game, seat)

# %% [markdown]
# Each sheet after the turn: Ada's 4 lira and her new card in hand; Ben's crossed icon at
# 9 and his Guild card; Cem's ruby on the amulet, his spent goods crossed off and the icon
# crossed at D.

# %%
sheet(game, 0)

# %%
sheet(game, 1)

# %%
sheet(game, 2)

# %% [markdown]
# One card, three actions: Ada's for free, Ben's and Cem's each for an icon. Try: what would
# Cem's `follow D bonus` have cost him instead?

# %% [markdown]
# ## 4 · Every place
#
# The rule book's words for each place, its neighbours on the **[reconstructed]** map, and
# its action icons on the 1–3 player side (a bold icon at 3, 7, 8 and 12 counts only with
# 3 players). The warehouses' and the Tea House's incomes grow with their improvements
# (**[reconstructed]** within the rule book's range: 2–4 goods).

# %%
data = components()
income = {"warehouse": PLAN.warehouse_income, "tea_house": PLAN.tea_house_income}
rows = ["| place | name | action | neighbours | icons |", "|---|---|---|---|---|"]
for p in PLAN.places:
    entry = data["places"][p]
    words = entry["seed_text"].split(" Important:")[0].split(" This place is")[0]
    if "good" in entry:
        base, step = PLAN.warehouse_income
        words += f" Here: {base} {entry['good']} + {step} per improvement."
    if p == "8":
        base, step = PLAN.tea_house_income
        words += f" Here: {base} lira + {step} per improvement."
    near = ", ".join(PLAN.neighbours(p)) or "none"
    rows.append(f"| {p} | {entry['name']} | {words} | {near} | {PLAN.icons[p]} |")
Markdown("\n".join(rows))

# %% [markdown]
# The Caravansary (6) performs the face-up **Caravan card**, which changes after each use;
# the four **Fountains** in the Location deck are never played: when one is turned up, every
# player takes its item at once.

# %%
rows = ["| card | what it does |", "|---|---|"]
rows += [f"| Caravan {c['id']} | {c['seed_text']} |" for c in data["caravan_cards"]]
rows += [f"| Fountain {c['id']} | every player takes {c['seed_text']} |"
         for c in data["location_cards"] if "fountain" in c]
Markdown("\n".join(rows))

# %% [markdown]
# ### The Catacombs at work
#
# Ada plays a Catacombs card from the display. Its only place is 12 itself, and its action
# lets her choose **any other place**: the Gemstone Dealer (2), which is nowhere near, turns
# her 10 lira into a ruby, and no icon is crossed at 2.

# %%
# NBVAL_CHECK_OUTPUT
game = cw.stage(players=2, seed=2, names=["Ada", "Ben"], display=["12", "5"],
                sheets={0: {"lira": 12}})
do(game, "play left")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "at 12", "at 2")
status(game, 0)

# %% [markdown]
# Any place, anywhere on the sheet, with no icon spent: this is why the map walls the
# Catacombs off (section 2).

# %% [markdown]
# ## 5 · The solo game
#
# Alone, you play the two-player rules with one change: after each of your turns the
# **leftmost display card is discarded**, and you may follow it as an opponent would
# (crossing an icon or a bonus action, or taking a bonus action). The game ends when the
# display cannot be refilled. Besides rubies, the rule book sets **14 challenges**; a challenge
# counts in the column of your ruby total, **10, 11 or 12**:

# %%
# NBVAL_CHECK_OUTPUT
for number, (text, _) in cw.CHALLENGES.items():
    print(f"{number:2}  {text}")

# %% [markdown]
# We take challenge 2, **35 lira** (filled spaces count, crossed off or not). The first turn:

# %%
# NBVAL_CHECK_OUTPUT
solo = cw.new_game(players=1, seed=3, challenge=2)
print("display:", solo.display, "| hand:", solo.sheet(0).hand)
do(solo, "play hand", "at 10", "take deck")
choices(solo)

# %% [markdown]
# The Tea House card (8) was the leftmost in the display, so it is discarded, and can be
# followed. Taking lira there costs an icon at 8:

# %%
# NBVAL_CHECK_OUTPUT
do(solo, "follow 8 icon")
status(solo, 0)

# %% [markdown]
# The rest of the game is played by a strategy of our own, in a few lines: try every legal
# action on a copy of the game and keep the one whose sheet scores best. The score says what
# we want: rubies most, then lira (the challenge), then anything else filled in.

# %%
# NBVAL_CHECK_OUTPUT
def score(s):
    # What a sheet is worth to us: rubies, lira spaces, goods, bonus actions, improvements.
    return (30 * s.rubies + s.lira_filled + 0.5 * sum(s.goods.values()) + 0.6 * s.bonus
            + 2 * sum(s.improvements.values()))


def look_ahead(game):
    # The legal action after which the deciding seat's sheet scores best (the first on a tie).
    def after(action):
        trial = game.copy(log=False)
        trial.apply(action)
        return score(trial.sheet(game.to_act))
    return max(game.legal_actions(), key=after)


def report(game):
    # How a solo game ended, and its challenge.
    result, s = game.challenge_result(), game.sheet(0)
    print(f"{game.turn} turns, {s.rubies} rubies, {s.lira_filled} lira spaces filled")
    print(f"challenge {result.number} ({result.text}): condition met: {result.condition}, "
          f"column: {result.column}, counts: {result.met}")


start = solo.copy()  # the position after the first turn, for the bot below
while not solo.is_over:
    solo.apply(look_ahead(solo))
report(solo)

# %% [markdown]
# 40 lira: the condition is met, but with fewer than 10 rubies a challenge counts in no
# column. Looking one decision ahead never plans a ruby: collect the goods a palace letter
# asks, then play a card next to it.
#
# The kit's **GreedyBot** looks further: it tries each action and then every further decision
# of its own until the turn ends, and scores the sheet with rubies first and, for the rest,
# how near each thing brings it to a ruby (`istanbul_nb/bots/choose_write.py` explains its
# points). From the same position:

# %%
# NBVAL_CHECK_OUTPUT
from istanbul_nb.bots import GreedyBot

greedy = GreedyBot(seed=1)
while not start.is_over:
    start.apply(greedy.choose(start))
report(start)

# %% [markdown]
# The bot's finished sheet: 10 rubies fill the amulet, more go on the two rings beside it.

# %%
sheet(start, 0)

# %% [markdown]
# Each strategy got half of the challenge: one step ahead filled 40 lira but took only 7
# rubies; the GreedyBot took 11 rubies but filled only 30 lira, since it scores rubies, not
# lira. Neither counts. Try: a `score` that gets both (the last exercise below).

# %% [markdown]
# ## 6 · A game against bots
#
# The **ChooseWriteTable** shows your sheet big, with its choices lit: **click a lit place**
# to perform its action (or follow with it), a lit goods column, the lira or the bonus actions
# to fill them in; or press the buttons. The others' sheets are small, below. While others
# follow your card, the big sheet turns to the seat that decides. You are **Player 1**; the
# other two seats are **GreedyBots**.

# %%
from istanbul_nb.widgets import ChooseWriteTable

BOT = GreedyBot

game = cw.new_game(players=3, seed=9)
table = ChooseWriteTable(game, bots={1: BOT(seed=1), 2: BOT(seed=2)})
table

# %% [markdown]
# You start, with a palace D card in your hand. You have no goods yet, so of D's
# neighbours only the Tea House (8) is offered. The same can be done by clicking; here it is
# played from code, and the bots answer at once:

# %%
# NBVAL_CHECK_OUTPUT
for action in ("play hand", "at 8", "take left"):
    table.play(action)
last = None
for turn, seat, action, line in table.game.log:
    if (turn, seat, action) != last:
        print(f"turn {turn}, {table.game.names[seat]}: {action}")
        last = (turn, seat, action)
    print("     ", line)
choices(table.game)

# %% [markdown]
# A live widget does not survive in a saved notebook. Your sheet, as a picture that does:

# %%
sheet(table.game, 0)

# %% [markdown]
# Try: answer Player 2's Guild Hall card on the live table by clicking a lit place (or
# `table.play("follow 8 icon")`), and watch the bots play on.

# %% [markdown]
# ## 7 · A small simulation
#
# How long does a game last, and where do the rubies come from? Bots play seeded three-player
# games: 200 between RandomBots (which pick any legal action) and 15 between GreedyBots,
# which take longer (together some 10 to 20 seconds; raise the numbers for firmer figures). A game
# ends when someone has 10 rubies (after the round) or when the Location cards run out. A
# "turn" is one player's turn: a three-player round has three.

# %%
# NBVAL_CHECK_OUTPUT
from collections import Counter

from istanbul_nb.bots import RandomBot

SOURCES = {"A": "palace A", "B": "palace B", "C": "palace C", "D": "palace D",
           "gemstone": "Gemstone Dealer", "guild": "Guild card",
           "lira_bonus": "lira Bonus Ruby", "goods_bonus": "goods Bonus Ruby"}


def play_games(bot_class, games, players=3):
    # Seeded bot games: the turns of each game, how the games ended, the rubies by source.
    turns, reasons, rubies = [], Counter(), Counter()
    for seed in range(games):
        game = cw.new_game(players=players, seed=seed)
        bots = [bot_class(seed=seed * players + s) for s in range(players)]
        while not game.is_over:
            game.apply(bots[game.to_act].choose(game))
        turns.append(game.turn)
        reasons[game.table()["end_reason"]] += 1
        for seat in range(players):
            rubies.update(game.sheet(seat).ruby_sources)
    return turns, reasons, rubies


results = {"RandomBot": play_games(RandomBot, 200), "GreedyBot": play_games(GreedyBot, 15)}
for name, (turns, reasons, rubies) in results.items():
    print(f"{name}: {len(turns)} games, {min(turns)} to {max(turns)} turns, "
          f"mean {sum(turns) / len(turns):.1f}")
    for reason, n in reasons.most_common():
        print(f"  {n:3} game{'s' if n > 1 else ''} ended: {reason}")
    total = sum(rubies.values())
    print(f"  rubies per player: {total / len(turns) / 3:.1f}, from")
    print("   ", ", ".join(f"{SOURCES[k]} {rubies[k] / total:.0%}" for k in list(SOURCES)[:5]))
    print("   ", ", ".join(f"{SOURCES[k]} {rubies[k] / total:.0%}" for k in list(SOURCES)[5:]))

# %%
fig, axes = plt.subplots(1, 2, figsize=(11, 3.6))
colours = {"RandomBot": "#c98b3c", "GreedyBot": "#3c6fc9"}
for k, (name, (turns, reasons, rubies)) in enumerate(results.items()):
    axes[0].hist(turns, bins=range(20, 46), weights=[1 / len(turns)] * len(turns),
                 color=colours[name], alpha=0.7, label=name)
    total = sum(rubies.values())
    axes[1].bar([i + 0.4 * k for i in range(len(SOURCES))],
                [rubies[s] / total for s in SOURCES], width=0.4, color=colours[name],
                label=name)
axes[0].set(title="Turns in a game", xlabel="turns", ylabel="share of games")
axes[0].legend()
axes[1].set_xticks([i + 0.2 for i in range(len(SOURCES))], list(SOURCES.values()),
                   rotation=40, ha="right")
axes[1].set(title="Where the rubies came from", ylabel="share of rubies")
axes[1].legend()
fig.tight_layout()
plt.show()

# %% [markdown]
# Random players hardly ever reach 10 rubies: nearly every game ends when the Location
# cards run out, after about twelve rounds, and a third of their rubies are the Bonus Rubies
# that filling in spaces brings anyway. The GreedyBots buy rubies on purpose, at the Gemstone
# Dealer and the palace letters, and someone reaches 10 in about ten rounds. Their games end
# after a full round, so their turn counts are multiples of 3 (27, 30, 33), unless the cards
# run out first. Guild cards, which cost a whole turn, give them almost no rubies.

# %% [markdown]
# ## What you learned
#
# - Choose & Write keeps Istanbul's places and rubies but drops the merchant: you play a
#   Location card and act at its place or a neighbour's, on your own sheet.
# - The Game Plan is a graph. A card offers its place and its neighbours, so the hubs, the
#   Roasting Plant (7) and the Tea House (8), give every follower six choices; the Catacombs
#   (12) are walled off because their action is any action.
# - Every other player may follow the card you play, one seat after another (`to_act` differs
#   from `current`), crossing an icon or a bonus action, or taking a bonus action instead.
# - Alone, you follow the discarded display card yourself, and aim at one of 14 challenges,
#   which count only in a game of 10 rubies or more.
# - Bots that plan their turn reach 10 rubies in about ten rounds, mostly at the Gemstone
#   Dealer and the palace letters; random ones run out of cards first.
#
# ## Your turn
#
# - Play the table above to the end by clicking your sheet.
# - Find a place whose neighbours, on this map, would change most if 12 were not walled off:
#   build the graph again without the wall (`PLAN.cells`) and compare the degrees.
# - Change the number of players in section 7 (`play_games(GreedyBot, 15, players=5)`): do
#   games get shorter? Try `MonteCarloBot` too (slower).
# - Change `score` in section 5 so that the solo game reaches 10 rubies (hint: goods the
#   palace letters ask, `solo.palace()`). Then try another challenge:
#   `cw.new_game(players=1, seed=3, challenge=7)`.
#
# Back to the map of lessons: **[Istanbul in Jupyter: start here](00_start_here.ipynb)**.
