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
# # 10 · Letters & Seals
#
# The second expansion brings **letters** to Istanbul, and a second piece to move. In this
# notebook you will:
#
# 1. gain letters and see them **delivered**, even without moving,
# 2. meet the **companion**, the second piece you may move,
# 3. meet the **Courier**, and try the four new places (21–24): in two of them **other players
#    decide during your turn**,
# 4. buy a **double move**, read the new bonus cards, and play a Letters game against bots.
#
# Numbers the project could not find in any source are its own choice: they carry the label
# **[reconstructed]** wherever they appear (00 explains the labels). Each lives in the kit's
# Letters data file (letters.json), one edit away from a correction. The numbered sections are
# the rules; each ends with a **Check yourself** question that asks the engine. The studies of
# the two pieces' reach and of the double move are in the labs
# ([13](13_lab_expansion_boards.ipynb) and [14](14_lab_expansion_games.ipynb)).
#
# ### Set-up checklist (on top of the base game's set-up)
#
# | what | for 2, 3, 4 or 5 players | label |
# |---|---|---|
# | places 1–16 and 21–24 in 5 × 4: the first-game board, or a random one | the same | **[reconstructed]** first-game board |
# | Letters bonus cards: play them **alone, or mixed** into the base deck | the same | seed (2 of each **[reconstructed]**) |
# | Courier: roll two dice, put him on the sum, like the Governor | the same | seed |
# | Kiosk tiles: shuffle, face down in two piles on the Kiosk (22); used ones beside it | 24 tiles | seed (one of each **[reconstructed]**) |
# | Secret Society (24): 3, 2 and 1 lira on its three right spaces | the same | seed |
# | letter tiles: shuffled, 2-seal side up, a pile beside the board | 32 tiles | **[reconstructed]** count |
# | companions (one a player) and the spare rubies: beside the board | the same | seed |
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

LETTERS = ("letters",)
LAYOUT = "letters-first-game"


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


def letters(p):
    # A seat's letters: "9" lies face up (to the Tea House, 1 seal), "9d" is delivered (2 seals).
    return " ".join(f"{place}{'d' if done else ''}" for place, done in p.letters) or "none"


def status(game, seat=0):
    # One seat in one line: lira, rubies, goods, letters and seals, the companion, cards.
    p = game.player(seat)
    goods = ", ".join(f"{n} {g}" for g, n in p.goods.items() if n) or "no goods"
    extra = f"; bonus cards {', '.join(p.bonus_cards)}" if p.bonus_cards else ""
    print(f"{p.name:5} {p.lira:2} lira, {p.rubies} rubies, {goods}; letters {letters(p)} "
          f"= {p.seals} seals{extra}")


def at(place, seat=None, players=3, **situation):
    # A staged Letters game: Red's merchant stands at `place`, ready for its action there.
    red = {"merchant": place, "cards": [], "assistants": [] if place == 7 else [place]}
    seats = {0: {**red, **(seat or {})}}
    seats.update(situation.pop("seats", {}))
    situation.setdefault("phase", "action")
    return ist.stage(players=players, layout=LAYOUT, expansions=LETTERS, seats=seats,
                     **situation)


DATA = ist.new_game(players=3, expansions=LETTERS).rules.data["letters"]

# %% [markdown]
# ## The board
#
# A Letters game uses **20 places in 5 × 4**: the 16 of the base game and four new ones, 21 to
# 24. Unless you choose another board, the kit lays out the expansion's first-game board. No
# printed first-game board was found, so this one is **[reconstructed]** (a random board under
# the rules, kept in the kit's layouts folder). A Letters game ends at **6 rubies**, whatever
# the number of players.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.new_game(players=3, expansions=LETTERS, seed=9)
layout = DATA["first_game_layout"]
print("layout:", game.board.layout.name, f"[{layout['provenance']}]",
      "| places:", len(game.board.places))
print("rubies to end the game:", game.ruby_target)
for n in (21, 22, 23, 24):
    print(f"  {ist.places.label(n)}")

# %%
show(game)

# %% [markdown]
# **Check yourself.**

# %%
Quiz("How many rubies end a Letters game with 4 players?",
     ist.new_game(players=4, expansions=LETTERS, seed=1), ["5", "6", "7"],
     answer=lambda g: g.ruby_target)

# %% [markdown]
# ## 1 · Letters and seals
#
# A **letter** is a tile with a place number and **1 seal** on its front, and **2 seals** on its
# back. A letter you gain lies **face up** before you. **Whenever** your merchant, your family
# member or your companion is on its place, moved there or not, the letter is **delivered**: it
# turns over at once. Seals pay for rubies at the Secret Society and for double moves. The
# count of letters, 2 for each of the places 1–16, is **[reconstructed]**:

# %%
# NBVAL_CHECK_OUTPUT
entry = DATA["letters"]
first, last = entry["places"]
print(f"{entry['per_place']} letters for each of the places {first}-{last}: "
      f"{entry['per_place'] * (last - first + 1)} tiles [{entry['provenance']}]")
print("seals: face up", DATA["seals"]["front"], "| delivered", DATA["seals"]["back"],
      f"[{DATA['seals']['provenance']}]")

# %% [markdown]
# Red holds three letters: to the Post Office (5), already delivered, to the Tea House (9)
# and to the Sultan's Palace (13), both face up. In the printout, 9 is a letter to 9 face up,
# 9d a delivered one. Red's merchant stands on the Fountain (7):

# %%
# NBVAL_CHECK_OUTPUT
game = at(7, phase="move", letters={0: [9, 13, (5, True)]})
status(game)
do(game, "move 9")
status(game)

# %% [markdown]
# ### Delivered without moving
#
# A letter is delivered whenever one of your pieces **is** on its place, not only when it
# arrives. At the **Embassy (21)** you take **2 letters**. Red's family member waits at the
# Police Station (12), and the first letter Red draws goes there: it turns over at once, and
# nobody moved.

# %%
# NBVAL_CHECK_OUTPUT
game = at(21, letter_pile_top=[12, 9])
print("Red's family member is at", ist.places.label(game.player(0).family))
status(game)
do(game, "embassy")
status(game)

# %% [markdown]
# Under the board, each player's letters: a face-up letter shows its place number and 1 seal,
# a delivered one 2 seals.

# %%
show(game)

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Red's family member waits at the Police Station (12). At the Embassy Red draws letters "
     "to the Police Station and to the Tea House (9). How many seals does Red hold then?",
     at(21, letter_pile_top=[12, 9]), ["2", "3", "4"], then=["embassy"],
     answer=lambda g: g.player(0).seals)

# %% [markdown]
# ## 2 · The companion
#
# The first time you do the **Fountain** action you may take your **companion**. At the start
# of a turn you may place it, for free, on your merchant's place. While it is on the board you
# move **either** the merchant **or** the companion. The companion moves **exactly 1 place**,
# needs no assistants, and effects "for the merchant" do not apply to it unless they say so.
# Where a merchant or a companion arrives, it pays **2 lira** to each other player's merchant
# and companion there. Apart from that it follows the merchant's rules: where it arrives it
# does the action **and meets the Governor, the Smuggler, the Courier and the family members
# there**, as a merchant would. Any Fountain action may take it back.

# %% [markdown]
# Red does the Fountain action for the first time, and is asked about the companion:

# %%
# NBVAL_CHECK_OUTPUT
game = at(7)
do(game, "fountain")
choices(game)
do(game, "take-companion")

# %% [markdown]
# Next turn, the companion waits beside the cart. Red places it on the merchant's place (the
# Fountain, 7), and then may move **either** piece: the merchant 1–2 places, or the companion
# 1 place. Red holds a letter to the Post Office (5), where Blue's merchant stands:

# %%
# NBVAL_CHECK_OUTPUT
game = at(7, phase="move", companion={0: "beside"}, letters={0: [5]},
          seats={1: dict(merchant=5)})
do(game, "companion place")
choices(game, hide=["move"])

# %% [markdown]
# The companion steps to the Post Office: the letter is delivered at once, Red pays Blue's
# merchant 2 lira as a merchant would, and the companion does the action, with no assistant.
# The merchant stays on the Fountain.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "companion 5")
do(game, "pay")
do(game, "post")
status(game)
print("merchant at", game.player(0).merchant, "| companion at", game.player(0).companion)

# %% [markdown]
# On the board the companion is a triangle in its player's colour:

# %%
show(game)

# %% [markdown]
# The companion **meets the figures** where it arrives. Here the Governor stands on the Post
# Office, and after the action the companion meets him:

# %%
# NBVAL_CHECK_OUTPUT
game = at(7, phase="move", companion={0: 7}, governor=5, smuggler=14, courier=14)
do(game, "companion 5")
do(game, "post")
choices(game)

# %% [markdown]
# The bonus card *Visit a merchant* takes your merchant straight to another player's merchant
# without paying him, but **everyone else there is still met**. Blue's merchant and the
# Governor stand on the Post Office:

# %%
# NBVAL_CHECK_OUTPUT
game = at(7, phase="move", seat=dict(cards=["visit-merchant"]), governor=5, smuggler=14,
          courier=14, seats={1: dict(merchant=5, cards=[])})
do(game, "play visit-merchant blue")
do(game, "leave")
do(game, "post")
choices(game)

# %% [markdown]
# **Check yourself.**

# %%
game_q = at(7, phase="move", companion={0: 7}, governor=5, smuggler=14, courier=14)
game_q.apply("companion 5")
game_q.apply("post")
Quiz("Red's companion has just done the Post Office's action; the Governor stands there. "
     "What may Red do?", game_q,
     [("meet the Governor", "governor"), ("end the turn", "end")])

# %% [markdown]
# Where the merchant and the companion reach together, a graph study, is in
# [lab 13](13_lab_expansion_boards.ipynb): a study of the board, not a rule.
#
# ## 3 · The Courier
#
# A new neutral figure, placed by two dice like the Governor. When you meet him (phase 4, after
# the action) you **may take 1 letter** and pay **2 lira or 1 of your letters**; then two dice
# send him somewhere else. Red fills up spice at the Spice Warehouse (3), where the Courier
# stands; the letter he hands over goes to the Spice Warehouse itself, so it is delivered at
# once. The dice will show 4 and 5:

# %%
# NBVAL_CHECK_OUTPUT
game = at(3, courier=3, letter_pile_top=[3], letters={0: [(9, True)]}, dice=[4, 5])
do(game, "warehouse")
do(game, "courier")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "courier pay")
status(game)
print("the Courier is now at", ist.places.label(game.place_of("courier")))

# %% [markdown]
# **Check yourself.**

# %%
game_q = at(3, seat=dict(lira=0), courier=3, letter_pile_top=[9], letters={0: [(5, True)]},
            dice=[4, 5])
game_q.apply("warehouse")
game_q.apply("courier")
Quiz("Red has no lira and a delivered letter to the Post Office (5), and takes the Courier's "
     "letter (to the Tea House, 9). How may Red pay?", game_q,
     [("2 lira", "courier pay"), ("the delivered letter to 5", "courier discard 5d"),
      ("the new letter to 9", "courier discard 9")])

# %% [markdown]
# ## 4 · The Kiosk (22): everyone picks
#
# Take **1 letter**, then turn up **one Kiosk tile more than there are players**. From you,
# clockwise, **each player picks one** of the remaining tiles and **may** use it; you also get
# the last one, and **may** use it too. While Blue picks, it is **Red's turn** but **Blue's
# decision**: the question names Blue. The 24 tile texts come from the rule book; that there is
# one of each is **[reconstructed]**. The coffee on some tiles counts only in the Great Bazaar
# (lesson 11): in a Letters game there is no coffee.

# %%
# NBVAL_CHECK_OUTPUT
game = at(22, letter_pile_top=[3], kiosk_top=["two-spice", "jewelry", "two-lira", "fruit"],
          seats={0: dict(merchant=22, assistants=[22], lira=0, cards=[]),
                 1: dict(lira=1), 2: dict(lira=2)})
do(game, "kiosk")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "kiosk two-lira")
print("turn of", game.player(game.current).name, "| decides:", game.player(game.to_act).name)
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "kiosk two-spice")
do(game, "kiosk jewelry skip")
choices(game)
do(game, "kiosk fruit")
for seat in range(3):
    status(game, seat)

# %%
tiles = DATA["kiosk_tiles"]
rows = [f"| tile | count **[{tiles['count_provenance']}]** |", "|---|---|"]
for t in tiles["tiles"]:  # the coffee on a tile is the Great Bazaar's
    text = t["text"].replace(" (or coffee)", " (or coffee in the Great Bazaar)")
    rows.append(f"| {text} | {t['count']} |")
Markdown("\n".join(rows))

# %% [markdown]
# **Check yourself.**

# %%
game_q = at(22, letter_pile_top=[3], kiosk_top=["two-spice", "jewelry", "two-lira", "fruit"],
            seats={0: dict(merchant=22, assistants=[22], lira=0, cards=[]),
                   1: dict(lira=1), 2: dict(lira=2)})
for action in ("kiosk", "kiosk two-lira", "kiosk two-spice", "kiosk jewelry skip"):
    game_q.apply(action)
Quiz("Everyone has picked a Kiosk tile; the last one (1 fruit) comes back to Red. "
     "What may Red do with it?", game_q,
     [("take the fruit", "kiosk fruit"), ("leave it unused", "kiosk fruit skip")])

# %% [markdown]
# ## 5 · The Auction House (23)
#
# Take **1 good** of your choice, then auction **2 bonus cards**: you open with at least 1
# lira; clockwise, each other player bids higher **once** or passes; then you bid once more or
# pass. The winner draws the 2 cards. If you win, your bid goes to the bank; **if another player
# wins, they pay you**.
#
# **The rule book's example**, with its players' names: Oseop takes a jewelry and opens with 1
# lira.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=3, expansions=LETTERS, phase="action", current=0,
                 names=("Oseop", "Yeongeun", "Mingyu"),
                 seats={0: dict(merchant=23, lira=6), 1: dict(lira=3), 2: dict(lira=8)})
do(game, "auction jewelry")
do(game, "bid 1")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "pass")
do(game, "bid 5")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "pass")
for seat in range(3):
    p = game.player(seat)
    print(f"{p.name:9} {p.lira:2} lira, {len(p.bonus_cards)} bonus cards")

# %% [markdown]
# Oseop passed at 5 and still gained: 5 lira from Mingyu for cards he did not take. An
# auction you open is a way to **sell** the cards to the others.
#
# **Check yourself.**

# %%
game_q = ist.stage(players=3, expansions=LETTERS, phase="action", current=0,
                   names=("Oseop", "Yeongeun", "Mingyu"),
                   seats={0: dict(merchant=23, lira=6), 1: dict(lira=3), 2: dict(lira=8)})
game_q.apply("auction jewelry")
game_q.apply("bid 1")
Quiz("Oseop opened with 1 lira. Yeongeun bids 3, Mingyu passes, Oseop passes. How many lira "
     "does Oseop have then?", game_q, ["3", "6", "9"], then=["bid 3", "pass", "pass"],
     answer=lambda g: g.player(0).lira)

# %% [markdown]
#
# ## 6 · The Secret Society (24)
#
# Hand in letters worth **6 seals** and take the **leftmost ruby** of the Sultan's Palace (13)
# or the Gemstone Dealer (16), without going there and without paying goods or lira. The first
# three players to do it also take **3, 2 and 1 lira** from its spaces. Red holds three
# delivered letters and two face up, 8 seals in all. Only the sets worth 6 seals from which no
# letter could be left out are offered, so no seal is given for nothing:

# %%
# NBVAL_CHECK_OUTPUT
game = at(24, letters={0: [(3, True), (5, True), (9, True), 10, 13]})
status(game)
print("the Gemstone Dealer's next ruby costs", game.pieces()["gemstone_dealer"]["price"], "lira")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "society gemstone 3d 5d 9d")
status(game)

# %% [markdown]
# A delivered letter is worth two face-up ones: Red kept the two face-up letters, which can
# still be delivered. The 3 lira were the first of the Society's three spaces; the next player
# gets 2.
#
# **Ruling R7: the lira go once to each player.** The 3, 2 and 1 lira go to the first three
# *different* players; a player who has taken some never takes more, not even with the card
# *Secret Society twice*. Red took the 3 lira earlier; 2 and 1 are still there:

# %%
# NBVAL_CHECK_OUTPUT
game = at(24, letters={0: [(3, True), (5, True), (9, True)]}, society_seats=[0],
          society_lira=2, seat=dict(lira=4))
status(game)
do(game, "society sultan 3d 5d 9d")
status(game)

# %% [markdown]
# **Check yourself.**

# %%
Quiz("Red took the Secret Society's 3 lira in an earlier turn; 2 and 1 lira are left. Red, with "
     "4 lira, takes a ruby there again. How many lira does Red have then?",
     at(24, letters={0: [(3, True), (5, True), (9, True)]}, society_seats=[0], society_lira=2,
        seat=dict(lira=4)),
     ["4", "5", "6"], then=["society sultan 3d 5d 9d"], answer=lambda g: g.player(0).lira)

# %% [markdown]
# ## 7 · The double move
#
# At the **end of your turn**, once per turn, you may discard letters worth **at least 3 seals**
# (extra seals are lost) to take **another turn at once**. Red ends a turn with a delivered
# letter to 5, a delivered one to 9 and a face-up one to 13 (5 seals). Again only the sets from
# which no letter could be left out are offered:

# %%
# NBVAL_CHECK_OUTPUT
game = at(3, phase="encounter", letters={0: [(5, True), (9, True), 13]}, courier=14)
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "double 5d 13")
status(game)
print(game.question())

# %% [markdown]
# Handing in the two delivered letters (4 seals) would have bought the same turn: one seal lost.
#
# **Ruling R8: the double move may end every turn.** Also a turn that was no ordinary move,
# such as the card *Family errand* (the family member does an action instead of the merchant),
# and also the extra turn itself: double moves may follow one another.

# %%
# NBVAL_CHECK_OUTPUT
game = at(9, phase="move", seat=dict(family=4, cards=["family-errand"]),
          seats={1: dict(cards=[]), 2: dict(cards=[])}, post=[False] * 4,
          letters={0: [(3, True), 13, (4, True), 10]})
do(game, "play family-errand 5")
do(game, "post")
choices(game)
do(game, "double 3d 13")
do(game, "move 13")
do(game, "leave")
do(game, "skip")
choices(game)

# %% [markdown]
# **Check yourself.**

# %%
game_q = at(9, phase="move", seat=dict(family=4, cards=["family-errand"]),
            seats={1: dict(cards=[]), 2: dict(cards=[])}, post=[False] * 4,
            letters={0: [(3, True), 13, (4, True), 10]})
for action in ("play family-errand 5", "post"):
    game_q.apply(action)
Quiz("Red's family member did the Post Office's action with the card Family errand. Red holds "
     "delivered letters to 3 and 4 and face-up ones to 10 and 13. What may Red do now?", game_q,
     [("take a double move with the letters to 3 and 13", "double 3d 13"),
      ("take a double move with the letter to 10 alone", "double 10"),
      ("end the turn", "end")])

# %% [markdown]
# When a double move pays off, in games between bots, is in
# [lab 14](14_lab_expansion_games.ipynb): a study of bots, not a rule.
#
# ## 8 · The Letters bonus cards
#
# Twelve kinds. You play them **alone, or mixed** into the base deck: the rule book lets the
# players choose (the kit mixes them unless you choose the variant that plays them alone). The
# texts come from the rule book; that there are two of each, the short titles, the goods on
# *Goods and 3 lira* and the dice table are **[reconstructed]**. The coffee that some texts name
# is the Great Bazaar's.

# %%
cards = DATA["bonus_cards"]
rows = ["| card | × | text | when |", "|---|---|---|---|"]
for c in cards["cards"]:
    text = c["text"]  # the dice-reward table follows below
    rows.append(f"| {c['title']} | {c['count']} | {text} | {c['timing']} |")
Markdown("\n".join(rows))

# %%
reward = DATA["roll_reward"]
goods = DATA["goods_and_lira"]
rows = [f"| sum of two dice | *Dice reward* **[{reward['provenance']}]** |", "|---|---|"]
for r in reward["table"]:
    got = [f"{r['lira']} lira" if r.get("lira") else "",
           f"{r['letters']} letter{'s' if r['letters'] > 1 else ''}" if r.get("letters") else ""]
    rows.append(f"| {r['from']}–{r['to']} | {' + '.join(g for g in got if g)} |")
shown = ", ".join(f"{n} {g}" for g, n in goods["goods"].items())
rows.append(f"\n*Goods and 3 lira* shows **{shown}** **[{goods['provenance']}]**.")
Markdown("\n".join(rows))

# %% [markdown]
# **Check yourself.**

# %%
game_q = at(7, phase="move", seat=dict(cards=["visit-merchant"]), governor=5, smuggler=14,
            courier=14, seats={1: dict(merchant=5, cards=[])})
for action in ("play visit-merchant blue", "leave", "post"):
    game_q.apply(action)
Quiz("Red played Visit a merchant to Blue's merchant on the Post Office, where the Governor "
     "stands, and did the action. What may Red do now?", game_q,
     [("meet the Governor", "governor"), ("end the turn", "end")])

# %% [markdown]
# ## 9 · A Letters game against bots
#
# You are **Red**; **Blue** and **Green** are GreedyBots, which count seals, the Secret
# Society, the companion and an auction in progress in their sums. The table works as in
# notebook 07. When another player decides during your turn, the question leads with that
# player's name in its colour; with two humans at one screen, hand it over.

# %%
from istanbul_nb.bots import GreedyBot
from istanbul_nb.widgets import Table

game = ist.new_game(players=3, expansions=LETTERS, seed=9)
table = Table(game, bots={1: GreedyBot(seed=1), 2: GreedyBot(seed=2)})
table

# %% [markdown]
# A first turn at the Kiosk (22): Red takes a letter and turns up four tiles, and picks first.

# %%
# NBVAL_CHECK_OUTPUT
for action in ("move 22", "leave", "kiosk"):
    table.play(action)
choices(table.game)

# %% [markdown]
# Red takes the 2 fruit. Then Blue and Green pick, out of Red's turn (the bots answer at
# once), and the last tile comes back to Red:

# %%
# NBVAL_CHECK_OUTPUT
table.play("kiosk two-fruit")
print(table.game.log_text(turn=1))
choices(table.game)

# %% [markdown]
# Red's cart holds 2 fruit already, so the last fruit does not fit: Red leaves it and ends
# the turn. Then the bots play theirs:

# %%
# NBVAL_CHECK_OUTPUT
for action in ("kiosk fruit skip", "end"):
    table.play(action)
for turn in (2, 3):
    print(table.game.log_text(turn=turn))

# %% [markdown]
# Green went to the Kiosk too, and picked first. Now it is **Green's turn but Red's
# decision**:

# %%
# NBVAL_CHECK_OUTPUT
game = table.game
print("turn of", game.player(game.current).name, "| decides:", game.player(game.to_act).name)
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
table.play("kiosk bonus-card")
log = game.log_text(turn=3)
print(log[log.index("  Red picks"):])
for seat in range(3):
    status(game, seat)

# %% [markdown]
# The table as a picture that stays in the saved notebook:

# %%
display(SVG(table.svg()))

# %% [markdown]
# **Check yourself.**

# %%
Quiz("A new Letters game on the first-game board: Red starts on the Fountain (7). Where may "
     "Red's merchant go first?", ist.new_game(players=3, expansions=LETTERS, seed=9),
     [("Kiosk (22)", "move 22"), ("Secret Society (24)", "move 24"),
      ("Gemstone Dealer (16)", "move 16"), ("stay on the Fountain", "move 7")])

# %% [markdown]
# ## What you learned
#
# - A letter is delivered whenever one of your pieces is on its place: after a move, and also
#   when the letter arrives where a piece already stands (the Embassy, the Courier).
# - The companion moves 1 step, meets the figures where it arrives, and pays or is paid 2 lira
#   like a merchant.
# - At the Kiosk and the Auction House other players decide during your turn. The last Kiosk
#   tile is yours and you may use it. An auction you open sells the cards to the others when
#   they outbid you.
# - Seals buy rubies (6 at the Secret Society; its lira once per player, R7) and turns (3 for a
#   double move, after every kind of turn and one after another, R8).
#
# ### Your turn
#
# - Play the game above to the end. Did you take a companion? Which of your rubies came from
#   the Secret Society?
#
# Next: **[11 · The Great Bazaar and the variants](11_great_bazaar_and_variants.ipynb)** — both
# expansions on 5 × 5, the Catacombs, and the variants.
#
# Back to the map of lessons: **[Istanbul in Jupyter: start here](00_start_here.ipynb)**.
