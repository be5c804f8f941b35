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
# *Istanbul: Choose & Write* is a **flip-and-write** game for **1–5 players**: Location cards
# are turned up, and everybody writes on a sheet of their own, the printed **Game Plan**. No
# board, no merchant, a pencil each. In this notebook you will:
#
# 1. see how it relates to the board game, and read the Game Plan,
# 2. play a turn in which **every other player may follow** the card you played,
# 3. play a **Guild card** and pay with a **Goods card**,
# 4. read what each place does, how the game ends and how a tie is broken,
# 5. set up and play the **solo game** with one of its 14 challenges.
#
# Sections 1 to 7 are the rules: each ends with a **Check yourself** question that asks the
# engine. Sections 8 to 11 are **labs** (a graph study, bots and a simulation), not rules: what
# they find comes from bots or from the reconstructed map, and they say so.
#
# The printed Game Plan could not be found anywhere public. Its **map and its box counts are
# [reconstructed]**: this project's own choice, kept in the kit's Choose & Write data file,
# built to keep the two facts the rule book states, and one edit away from the true sheet.
# The rules are the rule book's.
#
# ### Set-up checklist
#
# | what | 1 player | 2 players | 3 players | 4 players | 5 players | label |
# |---|---|---|---|---|---|---|
# | the two Sultan's Palace cards side by side (letters A–D) | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | shuffle the 5 decks apart: Location (40), Ruby (20), Guild (16), Caravan (8), Goods (16) | ✓ | ✓ | ✓ | ✓ | ✓ | seed (the goods on Ruby and Goods cards **[reconstructed]**) |
# | a Ruby card face up above each letter A–D | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | a second Ruby card **tucked** under each, its top good showing (each letter asks 1 good more) | ✓ | ✓ | – | – | – | seed |
# | 2 Location cards face up beside the deck (the display); a Fountain: everyone takes its item, turn up another | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | Caravan deck: its top card face up | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | Goods and Guild decks face down, room for discard piles | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | a Game Plan each, turned to the side for the player count | 1–3 side | 1–3 side | 1–3 side | 4–5 side | 4–5 side | seed (the map and the counts **[reconstructed]**) |
# | cross off the **bold** action icons at 3, 7, 8 and 12 (used only with 3 players) | ✓ | ✓ | – | – | – | seed |
# | cross off the **bold** bonus-action space (used only with 5 players) | – | – | – | ✓ | – | seed |
# | each player draws 1 Location card (a Fountain: everyone takes its item, draw again) | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | a random start player crosses the start space and takes the active-player card | you | ✓ | ✓ | ✓ | ✓ | seed |
# | the game ends | display or deck runs out | 10th ruby (finish the round), or the cards run out | the same | the same | the same | seed |
# | solo only: the small mark at the foot of each Location card says where it goes in the display | ✓ | – | – | – | – | seed (which card has which mark **[reconstructed]**) |
#
# On the **[reconstructed]** sheet a place holds one action icon on the 1–3 side (3, 7, 8 and 12
# a second, bold one) and two on the 4–5 side; there are 6 bonus-action spaces (a seventh,
# bold one on the 4–5 side), two lira sections of 20 spaces and four goods columns of 12.

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
from istanbul_nb.widgets import Quiz

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


def tea_house_turn():
    # The staged turn of section 3: Ada holds a Tea House card (8), Ben has 3 lira, Cem the
    # goods that palace letter D asks and one bonus action.
    return cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["8"]},
                    display=["1", "12"], palace={"D": ["R01"]},
                    sheets={1: {"lira": 3},
                            2: {"goods": {"fabric": 2, "spice": 1, "fruit": 1}, "bonus": 1}})


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
# | other players | in your way (pay 2 lira to each merchant there) | **they may follow your card**, at a price |
# | the end | 5 or 6 rubies | **10 rubies** on the amulet (then the round is finished) |
#
# On your turn you play **one Location card** (from your hand or the display) **or one Guild
# card**. A game in code: three players, seeded. The narrated log starts with the set-up.

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
# once (here a good of their choice), and Player 3 draws again. A Ruby card above each palace
# letter A–D says which goods buy a ruby there, and the face-up **Caravan card** says what
# the Caravansary (6) does now.
#
# **Check yourself.**

# %%
Quiz("A three-player game: Player 1 starts, with one Location card in hand and no Guild "
     "card. What may Player 1 do?", cw.stage(players=3, seed=1),
     [("play the card in hand", "play hand"), ("play the left display card", "play left"),
      ("play a Guild card", "guild G14")])

# %% [markdown]
# ## 2 · The Game Plan
#
# Each player's sheet carries the **18 places** (1–14 and the palace letters A–D), with
# sections around them: two lira sections, four goods columns, the bonus actions, the amulet
# for the rubies, and improvement squares at the warehouses and the Tea House. The red
# diamonds are **Bonus Rubies**: you take one when you fill the last space of a lira section,
# or all four goods columns down to a row that shows one. Here is the side for 1–3 players,
# empty. Its map is **[reconstructed]** (the picture says so too):

# %%
fit_width(plan_svg(PLAN), 800)   # at most 800 pixels wide, to fit the notebook's column

# %% [markdown]
# A Location card offers its place **and each place next to it** (up, down, left or right).
# The rule book gives two facts that any map must keep: the neighbours of the **Tea House
# (8)** are exactly 4, 9, 13, B and D, and the **Catacombs (12)** are next to nothing,
# although they are drawn beside 11, 13, C and D. The rest of this map is
# **[reconstructed]**: a grid of 4 × 6 cells, where a place may cover several cells.

# %%
# NBVAL_CHECK_OUTPUT
for row in PLAN.cells:
    print(" ".join(f"{p:>2}" for p in row))
print("neighbours of 8: ", PLAN.neighbours("8"))
print("neighbours of 12:", PLAN.neighbours("12"))

# %% [markdown]
# **Check yourself.**

# %%
tea = tea_house_turn()
tea.apply("play hand")
Quiz("Ada has played her Tea House card (8). She has no goods. Where may she act?", tea,
     [("at the Post Office (4)", "at 4"), ("at the Wainwright (13)", "at 13"),
      ("at the Catacombs (12)", "at 12"), ("at the Large Market (3)", "at 3")])

# %% [markdown]
# ## 3 · A turn with followers
#
# You play **one Location card**, from your hand or from the display, and perform its
# place's action or a neighbour's, for free. **Every other player may use the same card** on
# their own sheet, but pays for it: they **cross out an action icon** at the place they use,
# or **a filled bonus action**. A player who cannot or will not use the card **fills in a
# bonus-action space** instead. The others act **at the same time**; only in case of doubt do
# they resolve their actions in clockwise order. (The kit asks them one after another,
# clockwise, as in that case of doubt.)
#
# A staged situation: Ada holds a Tea House card (8). Ben has 3 lira. Cem holds the goods
# that palace letter D asks (fabric, fabric, spice, fruit) and one bonus action. Ada's
# choices are lit on her sheet:

# %%
game = tea_house_turn()
do(game, "play hand")
sheet(game, 0)

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %% [markdown]
# Only 4, 8, 9 and 13 are offered, not B and D: Ada has no goods to pay at the palace, and
# an action that spends is offered only when it can be paid. Ada takes the Tea House's lira.
# It is still **Ada's turn**, but now **Ben decides**:

# %%
# NBVAL_CHECK_OUTPUT
do(game, "at 8")
choices(game)

# %% [markdown]
# Ben follows with the Guild Hall (9), a neighbour of 8, and crosses out its icon. Cem,
# whose goods pay for palace letter D, follows with D:

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
# Cem's sheet after the turn: his ruby on the amulet, his spent goods crossed off and the
# icon crossed at D.

# %%
sheet(game, 2)

# %% [markdown]
# **Check yourself.**

# %%
ben = tea_house_turn()
for action in ("play hand", "at 8"):
    ben.apply(action)
Quiz("Ada played the Tea House card (8) and took its lira. Ben has 3 lira and no bonus action. "
     "What may Ben do?", ben,
     [("follow with the Guild Hall (9), crossing its icon", "follow 9 icon"),
      ("follow with the Guild Hall (9), crossing a bonus action", "follow 9 bonus"),
      ("follow with the Catacombs (12)", "follow 12 icon"),
      ("not follow, and fill in a bonus action", "bonus")])

# %% [markdown]
# ## 4 · Guild cards and Goods cards
#
# **Guild cards** come from the Guild Hall (9) and a few other actions. On your turn you may
# play one **instead of a Location card**: first you spend its cost, 1 to 10 lira (shown top
# left), then you perform its action. **Nobody follows** a Guild card: the others take no
# action this turn.
#
# **Goods cards** come from the Post Office (4), a Fountain and some other actions. Each
# shows two goods that you may use **only to pay**, at a palace letter for instance. If you
# need only one of the two, the other is lost: the card goes to the discard pile. You may
# **never fill in spaces** with the goods of a Goods card. The Small Market (11) takes a Goods
# card and gives 5 lira for it.

# %%
data = components()
Markdown("\n".join(["| Guild card | cost (lira) | action |", "|---|---|---|"]
                   + [f"| {c['id']} | {c['cost']} | {c['seed_text']} |"
                      for c in data["guild_cards"]]))

# %% [markdown]
# A staged turn: Ada has 5 lira and two Guild cards in hand. She plays the one that costs 3
# (4 different goods and 1 lira); the turn passes at once, with no follower.

# %%
# NBVAL_CHECK_OUTPUT
guild = cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["8"]},
                 display=["1", "12"], sheets={0: {"lira": 5, "guild_cards": ["G14", "G03"]}})
choices(guild)
do(guild, "guild G03")
print(guild.question())

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Ada has 5 lira and holds Guild cards G14 (cost 7: take 1 ruby) and G03 (cost 3). "
     "What may she do on her turn?",
     cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["8"]},
              display=["1", "12"], sheets={0: {"lira": 5, "guild_cards": ["G14", "G03"]}}),
     [("play Guild card G14", "guild G14"), ("play Guild card G03", "guild G03"),
      ("play the Location card in her hand", "play hand")])

# %%
goods_card = cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["D"]},
                      display=["1", "12"], palace={"D": ["R19"]},
                      sheets={0: {"goods": {"spice": 1, "fruit": 1, "jewelry": 1},
                                  "goods_cards": ["W13"]}})
Quiz("Palace letter D asks 1 fabric, 1 spice, 1 fruit and 1 jewelry. Ada has spice, fruit and "
     "jewelry filled in and a Goods card with 2 fabric. She plays D and pays. How many Goods "
     "cards and filled fabric spaces does she have then?", goods_card,
     ["0 Goods cards, 0 fabric", "0 Goods cards, 1 fabric", "1 Goods card, 0 fabric"],
     then=["play hand", "at D", "palace D with W13"],
     answer=lambda g: (f"{len(g.sheet(0).goods_cards)} Goods cards, "
                       f"{g.sheet(0).goods['fabric']} fabric"))

# %% [markdown]
# ## 5 · Every place
#
# The rule book's words for each place, its neighbours on the **[reconstructed]** map, and
# its action icons on the 1–3 player side (a bold icon at 3, 7, 8 and 12 counts only with
# 3 players). The warehouses' and the Tea House's incomes grow with their improvements
# (**[reconstructed]** within the rule book's range: 2–4 goods).

# %%
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
# "Fill in 1 space" means a lira, goods or bonus-action space of your choice. The
# Caravansary (6) performs the face-up **Caravan card**; once someone has used it, it goes
# under its deck at the end of the turn and the next one is turned up. The four
# **Fountains** in the Location deck are never played: when one is turned up, every player
# takes its item at once.

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
# **Check yourself.**

# %%
catacombs = cw.stage(players=2, seed=2, names=["Ada", "Ben"], display=["12", "5"],
                     sheets={0: {"lira": 12}})
for action in ("play left", "at 12"):
    catacombs.apply(action)
Quiz("Ada played a Catacombs card and chose its action. She has 12 lira and no goods. Which "
     "places' actions may she take?", catacombs,
     [("the Gemstone Dealer (2)", "at 2"), ("the Roasting Plant (7)", "at 7"),
      ("the Large Market (3)", "at 3")])

# %% [markdown]
# ## 6 · The end and the tie-break
#
# Once someone takes their **10th ruby**, the round is finished (it ends with the player to
# the right of the start player) and the game is over; rubies beyond 10 go on the two rings
# beside the amulet. The game also ends **at once** when the display cannot be refilled to
# 2 cards or a player cannot draw a card.
#
# **Most rubies wins.** On a tie, the tied player with the most **filled spaces not crossed
# out** wins, counting the goods on unused Goods cards (2 a card). The rule book's example:
# 1 Goods card, 3 lira, 6 goods and 1 bonus action make 12. Still tied: the victory is shared.
#
# **Check yourself.**

# %%
Quiz("Suppose the game ends now. Ada and Ben both have 9 rubies. Ada has 3 lira, 6 spice and 1 bonus "
     "action left; Ben has 8 lira and two Goods cards. Who wins?",
     cw.stage(players=2, seed=5, names=["Ada", "Ben"],
              sheets={0: {"rubies": 9, "lira": 3, "goods": {"spice": 6}, "bonus": 1},
                      1: {"rubies": 9, "lira": 8, "goods_cards": ["W01", "W14"]}}),
     ["Ada", "Ben", "Ada and Ben"],
     answer=lambda g: " and ".join(g.names[s] for s in g.winners()))

# %% [markdown]
# ## 7 · The solo game
#
# Alone, you play the two-player rules with these set-up steps and changes:
#
# - **Set-up**: as for two players, a second Ruby card is **tucked** under each palace letter,
#   so each asks 5 goods; on your Game Plan (1–3 side) the **bold** action icons at 3, 7, 8
#   and 12 are crossed off.
# - **After each of your turns** the **leftmost display card is discarded**, and you may
#   follow it as an opponent would: cross out an icon or a bonus action, or fill in a bonus
#   action instead.
# - **Refilling the display**: a small mark at the foot of each Location card says whether it
#   goes to the left or to the right of the card already there (which card carries which mark
#   is **[reconstructed]**).
# - **The end**: the game ends at once when the display cannot be refilled to 2 cards, or
#   when you cannot draw a Location card. Ten rubies do not end it.
#
# Besides rubies, the rule book sets **14 challenges**; a challenge counts in the column of
# your ruby total, **10, 11 or 12**; with fewer rubies it does not count:

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
for letter, goods in solo.palace().items():
    print(f"palace {letter} asks {', '.join(goods)}")
do(solo, "play hand", "at 10", "take deck")
choices(solo)

# %% [markdown]
# The Tea House card (8) was the leftmost in the display, so it is discarded, and can be
# followed. Taking lira there costs the icon at 8 (its bold icon was crossed off at set-up):

# %%
# NBVAL_CHECK_OUTPUT
do(solo, "follow 8 icon")
status(solo, 0)

# %% [markdown]
# **Check yourself.**

# %%
Quiz("A solo game is set up. How many goods does palace letter A ask?",
     cw.new_game(players=1, seed=3, challenge=2), ["4", "5", "8"],
     answer=lambda g: len(g.palace()["A"]))

# %%
later = cw.stage(players=1, seed=3, challenge=2, hands={0: ["10"]}, display=["8", "3"],
                 sheets={0: {"icons_crossed": {"8": 1}}})
for action in ("play hand", "at 10", "take deck"):
    later.apply(action)
Quiz("Solo, later in the game: the icon at the Tea House (8) is crossed out, you have no bonus "
     "action, and the display card discarded after your turn is a Tea House card. What may "
     "you do?", later,
     [("follow with the Tea House (8), crossing an icon", "follow 8 icon"),
      ("follow with the Guild Hall (9), crossing an icon", "follow 9 icon"),
      ("not follow, and fill in a bonus action", "bonus")])

# %% [markdown]
# ## 8 · The Game Plan as a graph (lab)
#
# Everything in this lab is a fact of the **[reconstructed]** map, not of the rule book
# (only the Tea House's neighbours and the walled-off Catacombs are the rule book's).
# `cw.plan(3)` is the map as a networkx graph, numbered places as numbers, each place's name
# as a node attribute:

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
# ## 9 · Solo strategies (lab)
#
# Two strategies play the solo game above from the same position; what they reach are bot
# findings, not rules. The first is ours, in a few lines: try every legal action on a copy of
# the game and keep the one whose sheet scores best (rubies most, then lira, the challenge,
# then anything else filled in).

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
# The kit's **GreedyBot** looks further: it tries each action and then every further decision
# of its own until the turn ends, and scores the sheet with rubies first
# (`istanbul_nb/bots/choose_write.py` explains its points). From the same position:

# %%
# NBVAL_CHECK_OUTPUT
from istanbul_nb.bots import GreedyBot

greedy = GreedyBot(seed=1)
while not start.is_over:
    start.apply(greedy.choose(start))
report(start)

# %%
sheet(start, 0)

# %% [markdown]
# In these two bot games each strategy got half of the challenge: one step ahead filled the
# lira but took fewer than 10 rubies; the GreedyBot took 10 or more rubies but fewer lira,
# since it scores rubies, not lira. Neither counts. Try: a `score` that gets both.

# %% [markdown]
# ## 10 · A game against bots (lab)
#
# The **ChooseWriteTable** shows your sheet big, with its choices lit: **click a lit place**
# to perform its action (or follow with it), a lit goods column, the lira or the bonus actions
# to fill them in; or press the buttons. The others' sheets are small, below. While others
# follow your card, the big sheet turns to the seat that decides (the kit asks followers one
# after another). You are **Player 1**; the other two seats are **GreedyBots**.

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
# Try: answer Player 2's card on the live table by clicking a lit place, and watch the bots
# play on.

# %% [markdown]
# ## 11 · A small simulation (lab)
#
# How long does a game last, and where do the rubies come from? Bots play seeded three-player
# games: 200 between RandomBots (which pick any legal action) and 15 between GreedyBots,
# which take longer (together some 10 to 20 seconds; raise the numbers for firmer figures).
# A "turn" is one player's turn: a three-player round has three. All figures here are **bot
# findings**, not rules.

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
# What the bots did (bot findings, on the reconstructed sheet): random players hardly ever
# reach 10 rubies, nearly every game ends when the Location cards run out, and a third of
# their rubies are the Bonus Rubies that filling in spaces brings anyway. The GreedyBots buy
# rubies on purpose, at the Gemstone Dealer and the palace letters, and someone reaches 10 in
# about ten rounds. In their games Guild cards gave almost no rubies.

# %% [markdown]
# ## What you learned
#
# - Choose & Write keeps Istanbul's places and rubies but drops the merchant: you play a
#   Location card and act at its place or a neighbour's, on your own sheet, or you pay for a
#   Guild card, which nobody follows.
# - The others may follow a Location card at the same time, each crossing an icon or a bonus
#   action, or fill in a bonus action instead.
# - Goods cards only pay: an unused good on them is lost, and they never fill in a space.
# - Ten rubies end the game after the round; a tie goes to the most filled spaces not crossed
#   out, Goods cards included.
# - Alone, two Ruby cards lie at each letter, the bold icons are crossed, you follow the
#   discarded display card yourself, and the game ends when the cards run out; the 14
#   challenges count only with 10 rubies or more.
#
# ## Your turn
#
# - Play the table of section 10 to the end by clicking your sheet.
# - In section 9, change the score so that the solo game reaches 10 rubies and 35 lira.
# - In section 11, play five-player games: do they get shorter?
#
# Back to the map of lessons: **[Istanbul in Jupyter: start here](00_start_here.ipynb)**.
