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
# # 03 · The sixteen places
#
# Every place on the board has its own **action**. In this notebook each place gets a small
# staged example: Red's merchant stands there, ready for phase 3 (the action), and we print
# Red's lira, goods and rubies **before and after**.
#
# Where the rule books give a worked example, we rebuild exactly that example and check the
# book's numbers. The board, with the number of every place:

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

def at(place, seat=None, players=4, **situation):
    # Red's merchant stands at `place`, its assistant left there, ready for the action.
    red = {"merchant": place, "cards": [], "assistants": [] if place == 7 else [place]}
    seats = {0: {**red, **(seat or {})}}
    seats.update(situation.pop("seats", {}))
    situation.setdefault("governor", 12)
    situation.setdefault("smuggler", 12)
    return ist.stage(players=players, phase="action", seats=seats, **situation)


# %%
show(ist.stage(players=4))

# %% [markdown]
# ## 1 · Wainwright
#
# Pay **7 lira** for a **cart extension**: from then on you can carry one more of *every*
# good. A cart starts with room for 2 of each good and takes at most 3 extensions (room for 5).
# With the **third** extension you also take **1 ruby** from the Wainwright at once.
#
# Red has 9 lira and already 2 extensions:

# %%
# NBVAL_CHECK_OUTPUT
game = at(1, seat=dict(lira=9, extensions=2))
status(game)
print("capacity:", game.player(0).capacity)
do(game, "wainwright")
status(game)
print("capacity:", game.player(0).capacity)

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Red has 6 lira and no cart extension yet. Which of these may Red do at the Wainwright?",
     at(1, seat=dict(lira=6)),
     [("buy a cart extension", "wainwright"), ("skip the action", "skip")])

# %% [markdown]
# ## 2, 3, 4 · The warehouses
#
# The **Fabric** (2), **Spice** (3) and **Fruit** (4) Warehouses fill that good **up to your
# cart's capacity**. Red has a cart with room for 3 (one extension) and 1 spice:

# %%
# NBVAL_CHECK_OUTPUT
game = at(3, seat=dict(capacity=3, goods=dict(spice=1)))
status(game)
do(game, "warehouse")
status(game)

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Red's cart has room for 2 of each good and holds 1 fruit. How many fruit does Red hold "
     "after the Fruit Warehouse's action?", at(4, seat=dict(goods=dict(fruit=1))),
     ["1", "2", "3"], then=["warehouse"], answer=lambda g: g.player(0).goods["fruit"])

# %% [markdown]
# ## 5 · Post Office
#
# The Post Office has two rows of four spaces. **Four mail markers** cover one space in each
# column. You take **everything that is not covered**, then the **leftmost marker still in the
# top row** moves down. The moment the fourth marker goes down, **all four go back up at once**
# (the Chinese rule text says "立刻", at once), so nobody ever takes the row with all four down.
#
# The spaces (top row / bottom row) are printed on the tile **[printed]**:
#
# | column | I | II | III | IV |
# |---|---|---|---|---|
# | top | fabric | 2 lira | jewelry | 2 lira |
# | bottom | spice | 1 lira | fruit | 1 lira |
#
# **The rule book's example** (Korean Big Box rules): the markers of columns I and II are down,
# so the uncovered spaces show **fabric, 2 lira, fruit, 1 lira**. You take them all, and then the
# marker over the **jewelry** (column III) moves down.

# %%
# NBVAL_CHECK_OUTPUT
SPACES = {"top": ["fabric", "2 lira", "jewelry", "2 lira"],
          "bottom": ["spice", "1 lira", "fruit", "1 lira"]}


def post_office(game):
    # The Post Office as text: [###] is a mail marker covering a space.
    down = game.pieces()["post_office"]["down"]
    for row in ("top", "bottom"):
        covered = [d == (row == "bottom") for d in down]
        print(f"  {row:7}", "  ".join("[#####]" if c else f"{s:^7}"
                                     for s, c in zip(SPACES[row], covered)))


game = at(5, post=[True, True, False, False])
post_office(game)
status(game)
do(game, "post")
status(game)
post_office(game)

# %% [markdown]
# On the board, the Post Office tile shows the markers too:

# %%
show(game, highlight=[5])

# %% [markdown]
# ### The Post Office cycle
#
# Visit after visit the markers walk down one by one, then jump back up. From the set-up
# (all markers up) the Post Office gives, visit by visit:

# %%
# NBVAL_CHECK_OUTPUT
game = at(5)
for visit in range(1, 7):
    shown = game.pieces()["post_office"]["yields"]
    goods = " + ".join(g for g, n in zip(("fabric", "spice", "fruit", "jewelry"),
                                       shown["goods"]) for _ in range(n))
    print(f"visit {visit}: {goods} + {shown['lira']} lira")
    game.apply("post")
    game = at(5, post=game.pieces()["post_office"]["down"])

# %% [markdown]
# After four visits the cycle starts again: **spice + fruit + 2 → fabric + fruit + 2 →
# fabric + fruit + 3 → fabric + jewelry + 3 → back to the start**. The more players visited
# before you, the more you get, up to 3 lira and a jewelry.

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Three mail markers are down (columns I, II and III). Red has no lira. How many lira "
     "does Red have after the Post Office's action?", at(5, seat=dict(lira=0),
                                                         post=[True, True, True, False]),
     ["2", "3", "4"], then=["post"], answer=lambda g: g.player(0).lira)

# %% [markdown]
# ## 6 · Caravansary
#
# Take **2 bonus cards**, each one from the face-down **draw pile** or the top of the face-up
# **discard pile**, then **discard 1** card from your hand. This is the only way to take a card
# from the discard pile. When the draw pile is empty, the discard pile is shuffled into a new
# draw pile (Korean rule book).
#
# The discard pile shows *5 lira*; Red holds a *Stay* card:

# %%
# NBVAL_CHECK_OUTPUT
game = at(6, seat=dict(cards=["stay"]), discard=["five-lira"])
status(game)
do(game, "caravansary")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "draw discard")
do(game, "draw deck")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "discard stay")
status(game)

# %% [markdown]
# **Check yourself.** What happens when the draw pile is empty?

# %%
# every card is in a hand or on the discard pile: the draw pile is empty
hands = {1: ["one-good"] * 4 + ["move-3-4"] * 4 + ["return-assistant"] * 2,
         2: ["five-lira"] * 3 + ["sultan-twice", "post-twice", "gemstone-twice"] * 2,
         3: ["small-market"] * 2 + ["stay", "family"]}
game_q = at(6, seats={seat: dict(cards=cards) for seat, cards in hands.items()},
            discard=["five-lira", "stay", "family"])
game_q.apply("caravansary")
print("cards in the draw pile:", game_q.pieces()["draw_pile"])
Quiz("The draw pile is empty; 3 cards lie on the discard pile. Red takes a card from the draw "
     "pile. How many cards are in the draw pile now?", game_q, ["0", "2", "3"],
     then=["draw deck"], answer=lambda g: g.pieces()["draw_pile"])

# %% [markdown]
# ## 7 · Fountain
#
# Bring **any number of your assistants** from the board back into your stack. The Fountain
# needs no assistant and nobody is paid there. Red's assistants stand on 1, 2 and 9; Red brings
# back two of them:

# %%
# NBVAL_CHECK_OUTPUT
game = at(7, seat=dict(assistants=[1, 2, 9]))
print("in the stack:", game.player(0).stack, "| on the board:", game.player(0).assistants)
do(game, "fountain 1 9")
print("in the stack:", game.player(0).stack, "| on the board:", game.player(0).assistants)

# %%
show(game, highlight=[2, 7])

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Red's assistants stand on 1, 2 and 9; Blue's on 3. Which may Red bring home?",
     at(7, seat=dict(assistants=[1, 2, 9]), seats={1: dict(assistants=[3])}),
     [("the ones on 1, 2 and 9", "fountain 1 2 9"), ("the one on 3", "fountain 3")])

# %% [markdown]
# ## 8 · Black Market
#
# Take **1 fabric, spice or fruit**, and roll **two dice** for **jewelry**:
#
# | sum | 2–6 | 7–8 | 9–10 | 11–12 |
# |---|---|---|---|---|
# | jewelry | 0 | 1 | 2 | 3 |
#
# Red's cart has room for 3 of each good; the dice will show 5 and 6:

# %%
# NBVAL_CHECK_OUTPUT
game = at(8, seat=dict(capacity=3), dice=[5, 6])
status(game)
do(game, "black-market")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "take fruit")
status(game)

# %% [markdown]
# Goods never go beyond the cart's capacity: with the basic cart (room for 2) a sum of 11
# brings only 2 jewelry. The red mosque tile helps with these dice: see notebook 04.

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Red's cart has room for 2 of each good and holds no jewelry. The dice show 3 and 4. "
     "How many jewelry does Red hold after the Black Market (Red takes a fruit)?",
     at(8, dice=[3, 4]), ["0", "1", "2"], then=["black-market", "take fruit"],
     answer=lambda g: g.player(0).goods["jewelry"])

# %% [markdown]
# ## 9 · Tea House
#
# Name a number from **3 to 12** and roll two dice. If the sum is **at least** your number you
# win that many lira, otherwise **2 lira**. A bold number pays more but fails more often.
# Red names 10; the dice show 2 and 3:

# %%
# NBVAL_CHECK_OUTPUT
game = at(9, seat=dict(lira=0), dice=[2, 3])
do(game, "tea 10")
status(game)

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Red is at the Tea House with 3 lira. Which numbers may Red name?",
     at(9, seat=dict(lira=3)), [("2", "tea 2"), ("3", "tea 3"), ("8", "tea 8"),
                                ("12", "tea 12"), ("13", "tea 13")])

# %% [markdown]
# ## 10 and 11 · The markets
#
# Each market shows a **demand tile** with 5 goods. You sell **1 or more** of the goods shown
# and take the payout for **how many** you sold; then that tile goes to the bottom of its stack
# and the next one shows. The payouts are printed on the places **[printed]**:
#
# | goods sold | 1 | 2 | 3 | 4 | 5 |
# |---|---|---|---|---|---|
# | Small Market (11) | 2 | 5 | 9 | 14 | 20 |
# | Large Market (10) | 3 | 7 | 12 | 18 | 25 |
#
# **The Korean rule book's example:** at the Small Market the tile shows 1 fabric, 1 spice,
# 2 fruit and 1 jewelry. Red sells **1 fabric, 1 spice and 2 fruit: 4 goods for 14 lira**.

# %%
# NBVAL_CHECK_OUTPUT
game = at(11, seat=dict(lira=0, capacity=3, goods=dict(fabric=1, spice=1, fruit=2)),
          small=[3, 0, 1, 2, 4])
print("demand tile (fabric, spice, fruit, jewelry):", game.pieces()["markets"][11])
status(game)
do(game, "sell fabric spice fruit fruit")
status(game)
print("next demand tile:", game.pieces()["markets"][11])

# %% [markdown]
# **The Chinese rule book's example:** the tile shows 1 fabric, 2 spice and 2 fruit. Red sells
# **1 fabric and 2 fruit: 3 goods for 9 lira**. Goods the tile does not show cannot be sold:
# Red's jewelry is not in the list.

# %%
# NBVAL_CHECK_OUTPUT
game = at(11, seat=dict(lira=0, goods=dict(fabric=1, fruit=2, jewelry=1)),
          small=[1, 0, 2, 3, 4])
print("demand tile (fabric, spice, fruit, jewelry):", game.pieces()["markets"][11])
print("ways to sell:", len(game.legal_actions()) - 1)
do(game, "sell fabric fruit fruit")
status(game)

# %% [markdown]
# The **Large Market** pays more for the rarer goods. Its tile here shows 1 fabric, 1 spice and
# 3 jewelry; Red sells 1 fabric and 3 jewelry, 4 goods for 18 lira:

# %%
# NBVAL_CHECK_OUTPUT
game = at(10, seat=dict(lira=0, capacity=3, goods=dict(fabric=2, jewelry=3)),
          large=[1, 0, 2, 3, 4])
print("demand tile (fabric, spice, fruit, jewelry):", game.pieces()["markets"][10])
do(game, "sell fabric jewelry jewelry jewelry")
status(game)

# %% [markdown]
# **Check yourself.**

# %%
game_q = at(11, seat=dict(lira=0, goods=dict(fruit=2)), small=[3, 0, 1, 2, 4])
print("demand tile (fabric, spice, fruit, jewelry):", game_q.pieces()["markets"][11])
Quiz("Red sells 2 fruit at the Small Market. How many lira does Red get?", game_q,
     ["4", "5", "7"], then=["sell fruit fruit"], answer=lambda g: g.player(0).lira)

# %% [markdown]
# ## 12 · Police Station
#
# If **your family member** is at the Police Station, send it to **any other place** and do
# that place's action there. Any place means the Fountain too: there it brings your assistants
# home. The family member **meets nobody** there: nobody is paid, no
# family member is caught, no Governor or Smuggler is met. Other players can catch it there
# later.
#
# **The Korean rule book's example:** Red sends the family member to the **Spice Warehouse** and
# fills the cart with spice. Blue's merchant and the Governor stand on the Spice Warehouse, but
# Red pays Blue nothing and does not meet the Governor.

# %%
# NBVAL_CHECK_OUTPUT
game = at(12, seat=dict(lira=5), seats={1: dict(merchant=3)}, governor=3, smuggler=2)
status(game)
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "police 3")
do(game, "warehouse")
status(game)
print("Red's family member is at", game.player(0).family, "| Blue still has",
      game.player(1).lira, "lira | Governor still at", game.place_of("governor"))
choices(game)

# %% [markdown]
# The encounters now happen where Red's **merchant** stands, the Police Station, and there is
# nobody to meet. Red's family member waits at the Spice Warehouse (3), where other merchants
# may catch it:

# %%
show(game, highlight=[3, 12])

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Red's family member is at the Police Station. Where may Red send it?",
     at(12, governor=2, smuggler=2),
     [("the Fountain (7)", "police 7"), ("the Gemstone Dealer (16)", "police 16"),
      ("stay at the Police Station (12)", "police 12")])

# %% [markdown]
# ## 13 · Sultan's Palace
#
# Deliver the goods shown on **all uncovered spaces** and take the **leftmost ruby**. Each ruby
# taken uncovers one more space, so every ruby costs one good more. With 4 players the first
# ruby costs 4 goods (one of each), the last one 10 **[printed]**.
#
# **The Chinese rule book's example:** three rubies are gone. The fourth needs **2 jewelry,
# 2 fabric, 1 fruit, 1 spice and 1 good of your choice** (7 goods).

# %%
# NBVAL_CHECK_OUTPUT
game = at(13, seat=dict(capacity=3, goods=dict(jewelry=2, fabric=2, spice=1, fruit=3)),
          sultan_left=4, seats={1: dict(rubies=3)})
need = game.pieces()["sultan"]["next"]
print("the Sultan wants:", ", ".join(f"{n} {g}" for g, n in need["goods"].items()),
      f"and {need['any']} good(s) of your choice")
status(game)
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "sultan fruit")
status(game)
print("rubies left at the palace:", game.pieces()["sultan"]["rubies"])

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Four players, the first ruby of the Sultan's Palace. Red holds 1 fabric, 1 spice and "
     "1 fruit. Which may Red do?", at(13, seat=dict(goods=dict(fabric=1, spice=1, fruit=1))),
     [("take the ruby", "sultan"), ("skip the action", "skip")])

# %% [markdown]
# ## 14 and 15 · The mosques
#
# Each mosque holds two stacks of **mosque tiles**: the Small Mosque (14) the **red** (fabric)
# and **green** (spice) tiles, the Great Mosque (15) the **yellow** (fruit) and **blue**
# (jewelry) ones. The top tile of a stack shows a number N: to take it you must **hold at least
# N** of its good, and you **pay 1** of them. Each player takes at most one tile of each
# colour; each tile gives a lasting power (notebook 04).
#
# **The Korean rule book's example:** the top blue tile shows 3. Red holds 3 jewelry, pays 1 and
# takes the blue tile, whose power brings the **fifth assistant** into Red's stack at once.

# %%
# NBVAL_CHECK_OUTPUT
game = at(15, seat=dict(capacity=3, goods=dict(jewelry=3)), seats={1: dict(tiles=["blue"])})
print("blue stack (top first):", game.pieces()["mosques"][15]["tiles"]["blue"])
status(game)
print("assistants in the stack:", game.player(0).stack)
do(game, "tile blue")
status(game)
print("assistants in the stack:", game.player(0).stack)

# %% [markdown]
# Whoever holds **both tiles of one mosque** takes **1 ruby** from that mosque at once (once).
# Red already has the red tile and now takes the green one:

# %%
# NBVAL_CHECK_OUTPUT
game = at(14, seat=dict(tiles=["red"], goods=dict(spice=2)))
do(game, "tile green")
status(game)
print("rubies left on the Small Mosque:", game.pieces()["mosques"][14]["rubies"])

# %% [markdown]
# **Check yourself.**

# %%
Quiz("The top blue tile shows 2. Red holds 1 jewelry. Which may Red do at the Great Mosque?",
     at(15, seat=dict(goods=dict(jewelry=1))),
     [("take the blue tile", "tile blue"), ("skip the action", "skip")])

# %% [markdown]
# ## 16 · Gemstone Dealer
#
# Pay the **highest uncovered price** and take the leftmost ruby. Each ruby sold uncovers a
# higher price. With 4 or 5 players the prices run from 12 to 23 **[printed]**.
#
# **The rule books' example** (Korean and Chinese): the highest uncovered number is **15**, so
# a ruby costs 15 lira.

# %%
# NBVAL_CHECK_OUTPUT
game = at(16, seat=dict(lira=15), gem_left=9, seats={1: dict(rubies=3)})
print("price:", game.pieces()["gemstone_dealer"]["price"])
status(game)
do(game, "gemstone")
status(game)
print("the next ruby costs", game.pieces()["gemstone_dealer"]["price"])

# %% [markdown]
# The Gemstone Dealer's tile shows the rubies left and the next price:

# %%
show(game, highlight=[16])

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Four players; Red buys the first ruby of the Gemstone Dealer. What does the next one "
     "cost?", at(16, seat=dict(lira=20)), ["12 lira", "13 lira", "15 lira"],
     then=["gemstone"], answer=lambda g: f"{g.pieces()['gemstone_dealer']['price']} lira")

# %% [markdown]
# ## What you learned
#
# | # | place | action |
# |---|---|---|
# | 1 | Wainwright | 7 lira → cart extension; the third one brings a ruby |
# | 2–4 | Warehouses | fill one good up to capacity |
# | 5 | Post Office | take the uncovered spaces, move a marker |
# | 6 | Caravansary | take 2 cards (draw or discard pile), discard 1 |
# | 7 | Fountain | bring assistants home |
# | 8 | Black Market | 1 fabric/spice/fruit + dice for jewelry |
# | 9 | Tea House | name a number, roll, win it or 2 lira |
# | 10, 11 | Markets | sell goods from the demand tile |
# | 12 | Police Station | send your family member to do an action elsewhere |
# | 13 | Sultan's Palace | goods → ruby |
# | 14, 15 | Mosques | goods → mosque tile (+ ruby for both of a mosque) |
# | 16 | Gemstone Dealer | lira → ruby |
#
# Next: **[04 · Bonus cards and mosque tiles](04_bonus_cards_and_mosque_tiles.ipynb)**.
