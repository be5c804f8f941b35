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
# Every numbered section is a rule and ends with a **Check yourself** question that asks the
# engine. The studies of the 5 × 5 board (trips, the Catacombs, barriers) are in
# [lab 13](13_lab_expansion_boards.ipynb), the simulations in
# [lab 14](14_lab_expansion_games.ipynb).
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
import istanbul_nb as ist
from IPython.display import SVG, display
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
# How long a trip is on 5 × 5, what the Catacombs save and where a barrier hurts most are in
# [lab 13](13_lab_expansion_boards.ipynb): studies of the board, not rules.
#
# ## 1 · The Great Bazaar's own rules
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
# | **the ruby refill** | when the **last ruby** of the Sultan's Palace, the Gemstone Dealer or the Coffee House is taken, a ruby from beside the board goes on that place's **ruby-picture space** (section 2) |
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
# ## 2 · The ruby refill
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
# ## 3 · Neutral assistants
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
# What neutral assistants change in a simulation is in [lab 14](14_lab_expansion_games.ipynb):
# a study of bots, not a rule.
#
# ## 4 · The caravan leader
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
# Every configuration compared in seeded bot games is in [lab 14](14_lab_expansion_games.ipynb):
# a study of bots, not a rule.
#
# ## 5 · A Great Bazaar game at the Table
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
#
# ### Your turn
#
# - Play the game above to the end. Did you use the Catacombs again? Where did they send you?
#
# Next: **[12 · Choose & Write](12_choose_and_write.ipynb)** — Istanbul without a board: the
# Game Plan as a graph, a turn that every player follows, the solo challenges.
#
# Back to the map of lessons: **[Istanbul in Jupyter: start here](00_start_here.ipynb)**.
