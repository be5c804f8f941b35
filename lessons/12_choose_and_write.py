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
# Every section is a rule and ends with a **Check yourself** question that asks the engine.
# The studies of the Game Plan as a graph, of solo strategies and of bot games are in the labs
# ([13](13_lab_expansion_boards.ipynb) and [14](14_lab_expansion_games.ipynb)).
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
# The Game Plan as a graph is in [lab 13](13_lab_expansion_boards.ipynb), solo strategies, a
# game against bots and a small simulation in [lab 14](14_lab_expansion_games.ipynb): studies of
# the reconstructed map and of bots, not rules.
#
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
# - Set up a solo game with the checklist above and play it with pencil and paper.
#
# Back to the map of lessons: **[Istanbul in Jupyter: start here](00_start_here.ipynb)**.
