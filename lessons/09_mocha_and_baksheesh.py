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
# # 09 · Mocha & Baksheesh
#
# The first expansion brings **coffee** to Istanbul. In this notebook you will:
#
# 1. see where coffee comes from, and what it is *not*,
# 2. try each new place (17–20) in a staged example, with the numbers before and after,
# 3. meet the **Coffee Trader** and use the two **Tavern tiles**,
# 4. read all 20 **guild cards** and find out when playing one beats a normal turn,
# 5. read the new **bonus cards**, and play a Mocha game against bots.
#
# Numbers the project could not find in any source are its own choice: they carry the label
# **[reconstructed]** wherever they appear (00 explains the labels). Each lives in the kit's
# Mocha data file (mocha.json), one edit away from a correction. Every numbered section but the
# last is a rule and ends with a **Check yourself** question that asks the engine. The graph
# study of the barrier is in [lab 13](13_lab_expansion_boards.ipynb).
#
# ### Set-up checklist (on top of the base game's set-up)
#
# | what | for 2, 3, 4 or 5 players | label |
# |---|---|---|
# | places 1–20 in 5 × 4: the first-game board, or a random one | the same | printed (the first-game board) |
# | Mocha bonus cards (coffee in the corner): shuffle them into the base deck, or play them alone | the same | seed |
# | Coffee Trader: roll two dice, put him on the sum, like the Governor | the same | seed |
# | guild cards: shuffle, face down on the Guild Hall (18); used ones go face up beside the board | 20 cards | seed (count inferred) |
# | barrier and barrier-control tile: beside the board | the same | seed |
# | Tavern tiles: two face-up stacks by kind, **beside the board**, cheapest on top (costs 1) | 4 of each kind, costs 1, 2, 3, 4 | **[reconstructed]** costs |
# | Baksheesh tile: on the Tavern (19), the 3-fruit side up | other side 3 spice | **[reconstructed]** other side |
# | Coffee House (20): one ruby on each space from the ruby picture back; **the space marked 6 stays empty** | 5 rubies, prices 10 down to 6 | inferred |
# | coffee: a supply beside the board, never runs out | the same | seed |
# | the game ends at | 6 rubies, whatever the number of players | seed |

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
from istanbul_nb.widgets import Quiz

MOCHA = ("mocha",)
LAYOUT = "mocha-first-game"


def show(game, highlight=(), size=None, **kw):
    # Draw a game (with every piece) or a bare board as a picture.
    display(SVG(ist.render.svg(game, highlight=highlight, size=size, **kw)))


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


def status(game, seat=0):
    # One seat in one line: lira, coffee, rubies, goods, cards, guild cards, Tavern tiles.
    p = game.player(seat)
    goods = ", ".join(f"{n} {g}" for g, n in p.goods.items() if n) or "no goods"
    extra = [f"bonus cards {', '.join(p.bonus_cards)}" if p.bonus_cards else "",
             f"guild cards {p.guild_cards}" if p.guild_cards else "",
             "Tavern tiles " + ", ".join(t.replace("_", " ") for t in p.tavern_tiles)
             if p.tavern_tiles else ""]
    extra = "; ".join(e for e in extra if e)
    print(f"{p.name:5} {p.lira:2} lira, {p.coffee} coffee, {p.rubies} rubies, {goods}"
          + (f"; {extra}" if extra else ""))


def at(place, seat=None, players=3, **situation):
    # A staged Mocha game: Red's merchant stands at `place`, its assistant left there, ready
    # for the action. The Governor, Smuggler and Coffee Trader wait on the Small Mosque (14)
    # unless the example puts them elsewhere.
    red = {"merchant": place, "cards": [], "assistants": [] if place == 7 else [place]}
    seats = {0: {**red, **(seat or {})}}
    seats.update(situation.pop("seats", {}))
    for figure in ("governor", "smuggler", "coffee_trader"):
        situation.setdefault(figure, 14)
    situation.setdefault("phase", "action")
    return ist.stage(players=players, layout=LAYOUT, expansions=MOCHA, seats=seats,
                     **situation)


DATA = ist.new_game(players=3, expansions=MOCHA).rules.data["mocha"]


def tag(entry):
    # The provenance label of a data entry, with "parts reconstructed" when its note says so.
    label = entry["provenance"]
    if label != "reconstructed" and "[reconstructed]" in entry.get("note", ""):
        label += ", parts reconstructed"
    return label


# %% [markdown]
# ## The board
#
# A Mocha game uses **20 places in 5 × 4**: the 16 of the base game and four new ones,
# 17 to 20. Unless you choose another board, the kit lays out the expansion's first-game board.
# And a Mocha game always ends at **6 rubies**, whatever the number of players:

# %%
# NBVAL_CHECK_OUTPUT
game = ist.new_game(players=3, expansions=MOCHA, seed=9)
print("layout:", game.board.layout.name, "| places:", len(game.board.places))
print("rubies to end the game:", game.ruby_target)
for n in (17, 18, 19, 20):
    print(f"  {ist.places.label(n)}")
print("the Coffee Trader starts at", ist.places.label(game.place_of("coffee_trader")))

# %%
show(game)

# %% [markdown]
# Under the board, each player's box shows their **coffee** (the bean), guild cards and Tavern
# tiles. The Tavern (19) shows the Baksheesh tile; the picture notes the tops of the two Tavern
# tile stacks on it, although on the table the stacks lie **beside the board**. The Coffee House
# (20) shows its track of prices: a ruby on each space but the one marked 6, which stays empty.
# A value marked † is **[reconstructed]**: the footnote says which.
#
# **Check yourself.**

# %%
def coffee_house_rubies(game):
    # the rubies on the Coffee House, as the table shows them
    return next(p["label"] for p in game.pieces()["others"] if p["kind"] == "coffee-house-rubies")


Quiz("Two players set up a Mocha game. How many rubies lie on the Coffee House?",
     ist.new_game(players=2, expansions=MOCHA, seed=1), ["4", "5", "6"],
     answer=coffee_house_rubies)

# %%
Quiz("How many rubies end a Mocha game with 2 players?",
     ist.new_game(players=2, expansions=MOCHA, seed=1), ["5", "6", "7"],
     answer=lambda g: g.ruby_target)

# %% [markdown]
# ## 1 · Coffee
#
# **Coffee is not a good.** It does not go on your cart, it has no limit, and the supply never
# runs out. Where the rules say "any good", coffee never counts. Here the Sultan wants one of
# each good and **1 good of your choice**; Red has one of each good and 5 coffee, and still
# cannot deliver:

# %%
# NBVAL_CHECK_OUTPUT
four = dict(fabric=1, spice=1, fruit=1, jewelry=1)
game = at(13, seat=dict(goods=four), coffee={0: 5})
print("the Sultan wants:", game.pieces()["sultan"]["next"])
status(game)
choices(game)

# %% [markdown]
# With a second fabric the 5th good is there:

# %%
# NBVAL_CHECK_OUTPUT
game = at(13, seat=dict(goods=dict(four, fabric=2)), coffee={0: 5})
choices(game)

# %% [markdown]
# Where coffee comes from, and where it goes:
#
# | coffee in | | coffee out | |
# |---|---|---|---|
# | Roasting Plant (17) | 2 for each option, up to 6 | Tavern (19), the barrier | 2 |
# | Guild Hall (18) | 1, with 2 guild cards | Tavern (19), a tile | 1–4 **[reconstructed]** |
# | Coffee Trader | 1, for 2 lira or 1 good | Tavern (19), Baksheesh | 4, with 3 goods |
# | bonus card *2 coffee* | 2 | Coffee House (20) | 6 to 10 for a ruby **[inferred]** |
# | guild card 16 | 3, with a ruby for 15 lira | bonus cards | 1–2 |
#
# **Check yourself.**

# %%
Quiz("Red stands on the Sultan's Palace with 1 fabric, 1 spice, 1 fruit, 1 jewelry and "
     "3 coffee. The Sultan wants those four and 1 good of your choice. What may Red do?",
     at(13, seat=dict(goods=dict(fabric=1, spice=1, fruit=1, jewelry=1)), coffee={0: 3}),
     [("deliver, with a fabric as the 5th good", "sultan fabric"),
      ("deliver, with a spice as the 5th good", "sultan spice"),
      ("leave the Sultan for now", "skip")])

# %% [markdown]
# ## 2 · Roasting Plant (17)
#
# Any of three options, **each at most once**, each for **2 coffee**: pay 2 lira; give 1 good;
# discard 1 bonus card or guild card. **The rule book's example:** Red pays 2 lira and discards
# a bonus card: **4 coffee**.

# %%
# NBVAL_CHECK_OUTPUT
game = at(17, seat=dict(lira=5, goods=dict(fruit=1), cards=["five-lira"]))
status(game)
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "roast lira")
do(game, "roast card five-lira")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "roast done")
status(game)

# %% [markdown]
# Red kept the fruit. Giving it too would have made **6 coffee**, the most one visit brings.
#
# **Check yourself.**

# %%
Quiz("Red is at the Roasting Plant with 5 lira, 1 fruit and a bonus card, and pays 2 lira, "
     "gives the fruit and discards the card. How much coffee does Red have then?",
     at(17, seat=dict(lira=5, goods=dict(fruit=1), cards=["five-lira"])), ["3", "4", "6"],
     then=["roast lira", "roast fruit", "roast card five-lira"],
     answer=lambda g: g.player(0).coffee)

# %% [markdown]
# ## 3 · Guild Hall (18)
#
# Take **1 coffee and 2 guild cards** from the face-down pile, then **discard 1** guild card
# from your hand, face up beside the board. (Guild cards come in section 8.)

# %%
# NBVAL_CHECK_OUTPUT
game = at(18, seat=dict(lira=2))
status(game)
do(game, "guild-hall")
status(game)
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "discard-guild 11")
status(game)

# %% [markdown]
# **Check yourself.**

# %%
game_q = at(18)
game_q.apply("guild-hall")
Quiz("Red has just taken 1 coffee and 2 guild cards at the Guild Hall. What may Red do now?",
     game_q, [("keep both cards and end the turn", "end"),
              (f"discard guild card {game_q.player(0).guild_cards[0]}",
               f"discard-guild {game_q.player(0).guild_cards[0]}")])

# %% [markdown]
# ## 4 · Tavern (19)
#
# The Tavern offers **one** of three things.
#
# ### The barrier
#
# Pay **2 coffee**: put the **barrier** on the border between any two neighbouring places
# (moving it if it lies elsewhere), take the **barrier-control tile**, and do the action of
# **one of those two places** from the Tavern, meeting nobody there. From now on **only the
# holder of the control tile crosses the barrier**.
#
# Red has 6 coffee. The Tavern offers a barrier on every one of the board's borders:

# %%
# NBVAL_CHECK_OUTPUT
game = at(19, seat=dict(goods=dict(fabric=1, fruit=3), capacity=3), coffee={0: 6})
status(game)
borders = [a.text for a in game.legal_actions() if a.text.startswith("barrier")]
print(len(borders), "places for the barrier:", ", ".join(b[8:] for b in borders[:6]), "...")
choices(game, hide=["barrier"])

# %% [markdown]
# (The rule book's own example puts the barrier between the Post Office and the Fabric
# Warehouse, which are not neighbours on this board.) Red puts the barrier between the **Fabric
# Warehouse (2)** and the **Black Market (8)** and fills the cart with fabric:

# %%
# NBVAL_CHECK_OUTPUT
do(game, "barrier 2 8")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "act 2")
do(game, "warehouse")
status(game)
print("the barrier lies between", game.barrier)

# %% [markdown]
# On the board, the barrier lies on its border with the holder's letter (R):

# %%
show(game, highlight=[2, 8])

# %% [markdown]
# ### A Tavern tile
#
# Take the **top tile** of one of the two stacks and pay its coffee: **long move** or **free
# encounters** (section 7). Each player takes at most **one tile of each kind**. The stacks
# cost 1, 2, 3 and 4 coffee from the top: the rule book says only that the cheapest lies on
# top and costs 1, so the costs are **[reconstructed]**.

# %%
# NBVAL_CHECK_OUTPUT
print("stack costs [" + DATA["tavern_tile_costs"]["provenance"] + "]:",
      DATA["tavern_tile_costs"]["value"])
game = at(19, coffee={0: 2}, tavern_tiles={1: ["long_move"]})
choices(game, hide=["barrier"])
do(game, "tavern-tile long_move")
status(game)

# %% [markdown]
# Blue took the first long-move tile, so Red's cost 2.
#
# ### The Baksheesh
#
# Pay **4 coffee** and the goods the **Baksheesh tile** shows, take the **leftmost ruby** of
# the Sultan's Palace (13), the Gemstone Dealer (16) or the Coffee House (20), then turn the
# tile over. It starts on its side with **3 fruit** (the rule book); its other side's
# **3 spice** is **[reconstructed]**.

# %%
# NBVAL_CHECK_OUTPUT
for side in ("a", "b"):
    entry = DATA[f"baksheesh_side_{side}"]
    print(f"side {side}: {entry['value']}  [{entry['provenance']}]")
game = at(19, seat=dict(goods=dict(fruit=3), capacity=3), coffee={0: 4})
status(game)
choices(game, hide=["barrier"])

# %%
# NBVAL_CHECK_OUTPUT
do(game, "baksheesh 16")
status(game)

# %% [markdown]
# A ruby for 4 coffee and 3 fruit, without visiting the Gemstone Dealer, whose next ruby would
# have cost 14 lira.
#
# **Check yourself.**

# %%
Quiz("Red is at the Tavern with 1 coffee; nobody has taken a Tavern tile yet. "
     "What may Red do?", at(19, coffee={0: 1}),
     [("put the barrier between 2 and 8", "barrier 2 8"),
      ("take a long-move tile", "tavern-tile long_move"),
      ("take a free-encounters tile", "tavern-tile free_encounters")])

# %% [markdown]
# ## 5 · Coffee House (20)
#
# Pay as much coffee as the **highest uncovered number** and take the leftmost ruby. The
# prices run **6, 7, 8, 9, 10**, one for each of 5 rubies **[inferred]**: the box adds exactly
# 5 rubies and the space marked 6 stays uncovered, so the first ruby costs 6. Here two rubies
# are gone already (Blue has them), so the next costs 8:

# %%
# NBVAL_CHECK_OUTPUT
def coffee_house(game):
    # rubies left on the Coffee House and the price of the next one (the data's rule)
    left = int(next(p["label"] for p in game.pieces()["others"]
                    if p["kind"] == "coffee-house-rubies"))
    return left, DATA["coffee_house"]["highest_price"] + 1 - left


game = at(20, coffee={0: 9}, coffee_house_left=3, seats={1: dict(rubies=2)})
print("rubies left, next price:", coffee_house(game))
status(game)
do(game, "coffee-house")
status(game)
print("rubies left, next price:", coffee_house(game))

# %% [markdown]
# On the Coffee House (20) the price of the next ruby is outlined on its track:

# %%
show(game)

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Nobody has bought a ruby at the Coffee House yet. Red has 10 coffee there and buys one. "
     "How much coffee is left?", at(20, coffee={0: 10}), ["0", "4", "6"],
     then=["coffee-house"], answer=lambda g: g.player(0).coffee)

# %% [markdown]
# ## 6 · The Coffee Trader
#
# A new neutral figure, placed by two dice like the Governor. When you meet him (phase 4, after
# the action) you **may take 1 coffee** and pay **2 lira or 1 good**; then two dice send him
# somewhere else. As with the Governor and the Smuggler, you may take the coffee just to send
# him away.
#
# Red fills up spice at the Spice Warehouse (3), where the Coffee Trader stands; the dice will
# show 4 and 5:

# %%
# NBVAL_CHECK_OUTPUT
game = at(3, seat=dict(lira=5), coffee_trader=3, dice=[4, 5])
do(game, "warehouse")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "coffee_trader")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "coffee_trader pay")
status(game)
print("the Coffee Trader is now at", ist.places.label(game.place_of("coffee_trader")))

# %% [markdown]
# Coffee is no good, so it is never a payment: Red could give 1 spice, not 1 coffee.
#
# **Check yourself.**

# %%
game_q = at(3, seat=dict(lira=0), coffee_trader=3, coffee={0: 3}, dice=[4, 5])
game_q.apply("warehouse")
game_q.apply("coffee_trader")
Quiz("Red has no lira, 3 coffee and has just filled up spice. Red takes the Coffee Trader's "
     "coffee. How may Red pay?", game_q,
     [("2 lira", "coffee_trader pay"), ("1 spice", "coffee_trader give spice"),
      ("nothing", "coffee_trader free")])

# %% [markdown]
# ## 7 · The Tavern tiles
#
# ### Long move
#
# With the **long-move tile** your merchant may go **any number of places in a straight line**
# (a row or a column) instead of 1–2 places; the normal move stays allowed. From the Sultan's
# Palace (13) in a corner, first the normal move, then the long move:

# %%
# NBVAL_CHECK_OUTPUT
board = ist.Board(LAYOUT)
normal = board.moves(13)
straight = board.straight_moves(13)
print("normal move:       ", sorted(normal))
print("in a straight line:", sorted(straight))
print("new with the tile: ", sorted(straight - normal))

# %%
show(board, highlight=normal | straight, selected=13, size=560)

# %% [markdown]
# The long move **never crosses the barrier** unless you hold its control tile. Here the
# barrier lies between the Small Mosque (14) and the Post Office (5), on the row from 13:

# %%
# NBVAL_CHECK_OUTPUT
walled = board.with_barrier(14, 5)
print("without the control tile:", sorted(walled.straight_moves(13)))
print("with the control tile:   ", sorted(walled.straight_moves(13, holder=True)))

# %%
show(walled, highlight=walled.straight_moves(13) | walled.moves(13), selected=13, size=560)

# %% [markdown]
# In a game, Red holds the tile and stands on 13; the moves offered are the union:

# %%
# NBVAL_CHECK_OUTPUT
game = at(13, phase="move", tavern_tiles={0: ["long_move"]})
print([a.text for a in game.legal_actions()])

# %% [markdown]
# ### Free encounters
#
# With the **free-encounters tile** you give **nothing** to the Governor, the Smuggler or the
# Coffee Trader for what you take. Red has no lira and meets the Coffee Trader and the Governor:

# %%
# NBVAL_CHECK_OUTPUT
game = at(3, seat=dict(lira=0), tavern_tiles={0: ["free_encounters"]}, governor=3,
          coffee_trader=3, dice=[3, 3])
do(game, "warehouse")
do(game, "coffee_trader")
choices(game)
do(game, "coffee_trader free")
do(game, "governor")
do(game, "governor free")
status(game)

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Red holds the long-move tile and stands on the Sultan's Palace (13). Blue holds the "
     "barrier-control tile; the barrier lies between the Small Mosque (14) and the Post Office "
     "(5). Where may Red go?",
     at(13, phase="move", tavern_tiles={0: ["long_move"]}, barrier=(14, 5), barrier_control=1),
     [("Small Mosque (14)", "move 14"), ("Post Office (5)", "move 5"),
      ("Small Market (11)", "move 11"), ("Coffee House (20)", "move 20")])

# %% [markdown]
# ## 8 · Guild cards
#
# A guild card replaces your **whole turn**. At the start of your turn, instead of moving,
# play one card: your merchant stays where it is, meets nobody, and you do what the card says.
# Bonus cards and mosque powers that need your merchant at a place cannot help; you must be
# able to do **everything** the card says, or you cannot play it.
#
# There are 20 cards; card N acts on place N **[inferred]**. The rule book explains six of
# them (8, 9, 12, 14, 16 and 19); the texts of the other 14 were not found, so the kit plays
# each as "place N's action from afar", never stronger than card 16: **[reconstructed]**.

# %%
rows = ["| card | place | what it does | label |", "|---|---|---|---|"]
for n in range(1, 21):
    entry = DATA.get(f"guild_card_{n}")
    if entry is None:
        text, label = DATA["guild_card_texts"]["value"][str(n)], "reconstructed"
    else:
        text, label = entry["text"], tag(entry)
    label = f"**{label}**" if "reconstructed" in label else label
    rows.append(f"| {n} | {ist.places.label(n)} | {text} | {label} |")
Markdown("\n".join(rows))

# %% [markdown]
# The parts that are the kit's own ruling: card 8, that it is the Black Market's action from
# afar (the rule book says only that the red tile does not help); card 12, the Police
# Station's action after the family member arrives; card 19, the order (tile first, then the
# barrier).
#
# ### Playing one
#
# Red holds cards 9 and 16 and has 20 lira. They show among the moves:

# %%
# NBVAL_CHECK_OUTPUT
game = at(13, phase="move", seat=dict(lira=20), guild_cards={0: [9, 16]})
print(game.question())
print([a.text for a in game.legal_actions()])
print(next(a for a in game.legal_actions() if a.text == "guild 16").describe())

# %%
# NBVAL_CHECK_OUTPUT
print("the Gemstone Dealer's next ruby costs", game.pieces()["gemstone_dealer"]["price"], "lira")
status(game)
do(game, "guild 16")
status(game)
print("Red's merchant is still at", game.player(0).merchant)

# %% [markdown]
# A card you cannot carry out in full is refused, with the reason. With only 10 lira:

# %%
# NBVAL_CHECK_OUTPUT
game = at(13, phase="move", seat=dict(lira=10), guild_cards={0: [16]})
try:
    game.apply("guild 16")
except ist.IllegalAction as refused:
    print(refused)

# %% [markdown]
# ### When does a card beat a normal turn?
#
# A guild card does place N's action **without the trip**. So it pays most when place N is
# **far away**. Card 16 against walking to the Gemstone Dealer (16) and buying there, from
# three places on this board (a merchant covers up to 2 steps a turn; it also needs an
# assistant at every stop, which we leave out):

# %%
# NBVAL_CHECK_OUTPUT
price = ist.stage(players=3, layout=LAYOUT, expansions=MOCHA).pieces()["gemstone_dealer"]["price"]
card = DATA["guild_card_16"]
print(f"{'start':26} steps  turns on foot  walk: lira  card 16: lira, coffee")
for start in (15, 7, 13):
    steps = board.distance(start, 16)
    turns = (steps + 1) // 2
    print(f"{ist.places.label(start):26} {steps:5}  {turns:13}  {price:10}  "
          f"{card['lira']:13}, {card['coffee']}")

# %% [markdown]
# From the Great Mosque next door, walking costs one turn too and 1 lira less, but the card
# still adds 3 coffee. From the Sultan's Palace in the far corner the card saves **three
# turns** (in the kit's games between bots a Mocha game lasts some 30 rounds: a bot figure, not
# a rule). Card 9 (the Tea House from afar) is the same kind
# of bargain, with a consolation of 4 lira instead of 2 when the roll fails:

# %%
# NBVAL_CHECK_OUTPUT
game = at(13, phase="move", seat=dict(lira=0), guild_cards={0: [9]}, dice=[2, 3])
do(game, "guild 9")
do(game, "tea 7")
status(game)

# %% [markdown]
# **Card 19** does two things of the Tavern in one turn: take a Tavern tile, then put the
# barrier (with the action beside it), **1 coffee less in total**. The rule book's example: a
# tile costing 2 and the barrier (2) for 3 coffee instead of 4.

# %%
# NBVAL_CHECK_OUTPUT
game = at(13, phase="move", guild_cards={0: [19]}, coffee={0: 3},
          tavern_tiles={1: ["long_move"]})
do(game, "guild 19")
do(game, "tavern-tile long_move")
do(game, "barrier 3 10")
do(game, "skip")
status(game)

# %% [markdown]
# ### Two rulings, shown
#
# **R5: no mosque tile that works at a place helps in a guild-card turn.** Red holds the green
# mosque tile (one more good at a warehouse) and plays card 2 (the Fabric Warehouse from afar):
# the extra good is not offered, and the engine says why.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=3, layout=LAYOUT, expansions=MOCHA, guild_cards={0: [2]},
                 seats={0: dict(merchant=9, tiles=["green"], goods={}, cards=[])})
do(game, "guild 2")
choices(game)
try:
    game.copy(log=False).apply("warehouse extra fruit")
except ist.IllegalAction as refused:
    print(refused)

# %% [markdown]
# **R6: a guild card you cannot carry out in full cannot be played**, whatever it says. Card 18
# (the Guild Hall from afar) draws 2 guild cards; here every other card lies on the discard
# pile, so the pile is empty and card 18 is not among Red's moves:

# %%
# NBVAL_CHECK_OUTPUT
probe = ist.stage(players=3, layout=LAYOUT, expansions=MOCHA, guild_cards={0: [18]})
empty_pile = list(probe.state.parts["mocha"].guild_pile)  # every card not in Red's hand
game = ist.stage(players=3, layout=LAYOUT, expansions=MOCHA, guild_cards={0: [18]},
                 guild_discard=empty_pile, seats={0: dict(merchant=9, cards=[])})
print("guild 18 offered:", game.is_legal("guild 18"))
try:
    game.copy(log=False).apply("guild 18")
except ist.IllegalAction as refused:
    print(refused)

# %% [markdown]
# **Check yourself.**

# %%
game_q = ist.stage(players=3, layout=LAYOUT, expansions=MOCHA, guild_cards={0: [2]},
                   seats={0: dict(merchant=9, tiles=["green"], goods={}, cards=[])})
game_q.apply("guild 2")
Quiz("Red holds the green mosque tile and has played guild card 2 (the Fabric Warehouse from "
     "afar). What may Red do?", game_q,
     [("fill up fabric", "warehouse"),
      ("fill up fabric and take 1 fruit with the green tile", "warehouse extra fruit")])

# %%
Quiz("Red holds guild card 16 and 14 lira; the Gemstone Dealer's next ruby costs 14. "
     "May Red play the card?", at(13, phase="move", seat=dict(lira=14), guild_cards={0: [16]}),
     [("play guild card 16", "guild 16"), ("walk to the Small Mosque (14)", "move 14")])

# %% [markdown]
# Where the barrier hurts the other players most, a graph study, is in
# [lab 13](13_lab_expansion_boards.ipynb): a study of the board, not a rule.
#
# ## 9 · The Mocha bonus cards
#
# Nine new kinds, two of each, shuffled into the base deck. The texts come from the rule book;
# that there are two of each is **[inferred]**; the short titles, and the timing of a card
# whose text names no time, are **[reconstructed]**.

# %%
cards = DATA["bonus_cards"]
rows = ["| card | × | text | when |", "|---|---|---|---|"]
for c in cards["cards"]:
    named = c["text"].lower().startswith(("when", "in the move phase", "right after"))
    when = c["timing"] if named else f"{c['timing']} **[reconstructed]**"
    text = c["text"]  # the dice-reward table follows below
    rows.append(f"| {c['title']} | {c['count']} | {text} | {when} |")
Markdown("\n".join(rows))

# %% [markdown]
# The *Dice reward* card rolls two dice. No printed reward table was found, so this one is the
# project's own, a little below the 8 lira of the *8 lira for 1 coffee* card on average:

# %%
reward = DATA["roll_reward"]
rows = [f"| sum of two dice | reward **[{reward['provenance']}]** |", "|---|---|"]
for r in reward["value"]:
    rows.append(f"| {r['from']}–{r['to']} | {r['lira']} lira + {r['coffee']} coffee |")
Markdown("\n".join(rows))

# %% [markdown]
# ### At the end of the game
#
# When the last round is over, each player may still play the cards that give lira or goods, as
# in the base game (lesson 06): only ties are decided by them. Of the Mocha cards that is *8 lira
# for 1 coffee* and *Exchange*; *2 coffee* is not among them. The rule book gives these two cards
# no time; the kit's choice to allow them at the end is **[reconstructed]**. Green holds 5
# rubies, buys a sixth at the Coffee House and ends the last turn of the round:

# %%
# NBVAL_CHECK_OUTPUT
LAST_TURN = dict(players=3, layout=LAYOUT, expansions=MOCHA, current=2, phase="action",
                 coffee={2: 10}, seats={0: dict(cards=[]), 1: dict(cards=[]),
                                        2: dict(merchant=20, assistants=[20], rubies=5,
                                                cards=["eight-lira", "two-coffee"])})
game = ist.stage(**LAST_TURN)  # Green, the last seat of the round
do(game, "coffee-house")
do(game, "end")
choices(game)

# %% [markdown]
# **Check yourself.**

# %%
game_q = ist.stage(players=3, layout=LAYOUT, expansions=MOCHA, current=2, phase="action",
                   coffee={2: 10}, seats={0: dict(cards=[]), 1: dict(cards=[]),
                                          2: dict(merchant=20, assistants=[20], rubies=5,
                                                  cards=["eight-lira", "two-coffee"])})
game_q.apply("coffee-house")
game_q.apply("end")
Quiz("The game is over but for the last cards. Green holds *8 lira for 1 coffee* and "
     "*2 coffee*. What may Green play?", game_q,
     [("8 lira for 1 coffee", "play eight-lira"), ("2 coffee", "play two-coffee"),
      ("nothing more", "done")])

# %% [markdown]
# ## 10 · A Mocha game against bots
#
# You are **Red**; **Blue** and **Green** are GreedyBots, which count coffee, guild cards,
# Tavern tiles and the barrier in their sums. The table works as in notebook 07; the new
# choices (roasting, the Tavern, guild cards, the Coffee Trader) have their own buttons, and
# a barrier is placed by clicking a border.

# %%
from istanbul_nb.bots import GreedyBot
from istanbul_nb.widgets import Table

game = ist.new_game(players=3, expansions=MOCHA, seed=9)
table = Table(game, bots={1: GreedyBot(seed=1), 2: GreedyBot(seed=2)})
table

# %% [markdown]
# A first turn for coffee: Red goes to the Roasting Plant, pays 2 lira and discards the bonus
# card for 4 coffee (with nothing left to roast, the action ends by itself). Then the bots
# answer, and the log tells what everybody did:

# %%
# NBVAL_CHECK_OUTPUT
for action in ("move 17", "leave", "roast lira", "roast card exchange", "end"):
    table.play(action)
for turn in (1, 2, 3):
    print(table.game.log_text(turn=turn))
for seat in range(3):
    status(table.game, seat)

# %% [markdown]
# What would a bot do in Red's place now?

# %%
action, reason = table.hint()
print(action.describe())
print(reason)

# %% [markdown]
# The table as a picture that stays in the saved notebook:

# %%
display(SVG(table.svg()))

# %% [markdown]
# **Check yourself.**

# %%
Quiz("A new Mocha game on the first-game board: Red starts on the Fountain (7). Where may "
     "Red's merchant go first?", ist.new_game(players=3, expansions=MOCHA, seed=9),
     [("Roasting Plant (17)", "move 17"), ("Fruit Warehouse (4)", "move 4"),
      ("Sultan's Palace (13)", "move 13"), ("stay on the Fountain", "move 7")])

# %% [markdown]
# ## What you learned
#
# - Coffee is not a good: the Roasting Plant, the Guild Hall, the Coffee Trader and cards
#   bring it; the Tavern and the Coffee House turn it into tiles, the barrier and rubies.
# - A guild card replaces the whole turn and saves the trip: the farther its place, the more
#   it is worth.
# - In a guild-card turn no mosque tile that works at a place helps (R5), and a card you
#   cannot carry out in full cannot be played (R6).
# - At the end of the game *8 lira for 1 coffee* and *Exchange* may still be played, for ties.
#
# ### Your turn
#
# - Play the game above to the end. Which rubies did you take, and which did the bots take?
#
# Back to the map of lessons: **[Istanbul in Jupyter: start here](00_start_here.ipynb)**.
