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
# 2. meet the **companion**, and ask a **graph question**: where can two pieces act in one and
#    in two turns?
# 3. meet the **Courier**, and try the four new places (21–24): in two of them **other players
#    decide during your turn**,
# 4. find out when the **double move** pays off, read the new bonus cards, and play a Letters
#    game against bots.
#
# Numbers the project could not find in any source are its own choice: they carry the label
# **[reconstructed]** wherever they appear (00 explains the labels). Each lives in one data
# file, `istanbul_nb/data/letters.json`, one edit away from a correction.

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
# 24. Without a layout, `new_game` lays out the expansion's first-game board. No printed
# first-game board was found, so this one is **[reconstructed]** (a random board under the
# rules, `layouts/letters-first-game.json`). A Letters game ends at **6 rubies**, whatever the
# number of players.

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
# and to the Sultan's Palace (13), both face up. `9` is a letter to 9 face up, `9d` a delivered
# one. Red's merchant stands on the Fountain (7):

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
# ## 2 · The companion
#
# The first time you do the **Fountain** action you may take your **companion**. At the start
# of a turn you may place it, for free, on your merchant's place. While it is on the board you
# move **either** the merchant **or** the companion. The companion moves **exactly 1 place**,
# needs no assistants, and effects "for the merchant" do not apply to it unless they say so.
# Where a merchant or a companion arrives, it pays **2 lira** to each other player's merchant
# and companion there. Any Fountain action may take it back.

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
# ### Reach as a graph question
#
# The board is a graph (notebook 01): places are nodes, neighbours are joined by an edge. The
# merchant's move (1 or 2 steps) is an edge of the graph's **square**; the companion's move is an
# edge of the graph itself. A position of the two pieces is a **pair** of places, and a turn
# moves one of them. networkx builds that graph of pairs for us: it is the **Cartesian
# product** of the two move graphs (`analysis.pair_graph`).

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
# ## 4 · The Kiosk (22): everyone picks
#
# Take **1 letter**, then turn up **one Kiosk tile more than there are players**. From you,
# clockwise, **each player picks one** of the remaining tiles and may use it; you also use the
# last one. While Blue picks, it is **Red's turn** but **Blue's decision**: `game.current` is
# Red, `game.to_act` Blue, and the question names Blue. The 24 tile texts come from the rule
# book; that there is one of each is **[reconstructed]**.

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
rows += [f"| {t['text']} | {t['count']} |" for t in tiles["tiles"]]
Markdown("\n".join(rows))

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
# `double 5d 9d` would have cost 4 seals for the same turn: one seal lost.
#
# ### When does it pay off?
#
# Three seals buy a turn; six buy a ruby at the Secret Society. A small seeded simulation: two
# eager random bots (notebook 08) play 2-player Letters games; they choose at random, except
# at the end of a turn. One **never** takes a double move; the other takes it **whenever** it
# can, or in a second run only **with seals to spare**: at least 9, so that 6 remain for the
# Society. 60 games each, the seats taking turns to start:

# %%
from istanbul_nb.bots import RandomBot, simulate


class DoubleRule(RandomBot):
    # An eager random bot with one rule: take a double move when it holds at least
    # `spare` + 3 seals (spare=0: whenever it can; spare=99: never).
    def __init__(self, seed=0, eager=True, name=None, spare=0):
        super().__init__(seed, eager=True, name=name)
        self.spare = spare

    def settings(self):
        return {"spare": self.spare}

    def choose(self, game):
        acts = game.legal_actions()
        doubles = [a for a in acts if a.text.startswith("double")]
        if doubles and game.player(game.to_act).seals >= self.spare + 3:
            return doubles[0]
        rest = [a for a in acts if not a.text.startswith("double")]
        busy = [a for a in rest if a.kind != "end" and a.text != "skip"] or rest
        return busy[int(self.rng.random() * len(busy))]


never = DoubleRule(seed=2, spare=99, name="never doubles")
for spare, name in ((0, "doubles whenever it can"), (6, "doubles with 9 seals or more")):
    results = simulate([DoubleRule(seed=1, spare=spare, name=name), never], 60, seed=7,
                       expansions=LETTERS, progress=False)
    rates = results.win_rate_by_bot()
    print(f"{name:28} wins {rates[name]:4.0%} | never doubles wins {rates['never doubles']:4.0%}")

# %% [markdown]
# Spending seals on turns as soon as possible loses most games: those seals would have bought
# rubies at the Secret Society. With seals to spare beyond the Society's 6, the double move
# costs nothing a ruby needs. For these random players a turn is worth little; for a player
# whose next turn takes a ruby it is worth much more. The greedy bots weigh exactly that: an
# extra turn against the seals it costs (`weights_table(expansions=("letters",))`).
#
# ## 8 · The Letters bonus cards
#
# Twelve kinds. The texts come from the rule book; that there are two of each, the short
# titles, the goods on *Goods and 3 lira* and the dice table are **[reconstructed]**.

# %%
cards = DATA["bonus_cards"]
rows = ["| card | × | text | when |", "|---|---|---|---|"]
for c in cards["cards"]:
    rows.append(f"| {c['title']} | {c['count']} | {c['text']} | {c['timing']} |")
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
# ## What you learned
#
# - A letter is delivered whenever one of your pieces is on its place: after a move, and also
#   when the letter arrives where a piece already stands (the Embassy, the Courier).
# - The companion moves 1 step: from the merchant's place it adds nothing, but apart from it
#   the pair reaches the whole board in two turns (a Cartesian product of two move graphs).
# - At the Kiosk and the Auction House other players decide during your turn: `to_act` is not
#   `current`. An auction you open sells the cards to the others when they outbid you.
# - Seals buy rubies (6 at the Secret Society) and turns (3 for a double move): spend them on
#   turns only with seals to spare.
#
# ## Your turn
#
# - Play the game above to the end. Did you take a companion? Which of your rubies came from
#   the Secret Society?
# - Find the two places on this board from which the merchant and the companion together
#   reach the fewest places in two turns (`analysis.pair_reach` for all 400 pairs).
# - Change `spare` in section 7: from how many seals does a double move stop costing games?
# - Try a random Letters board: `ist.Board(ist.layouts.random_layout("letters", seed=1))`.
#
# Next: **[11 · The Great Bazaar and the variants](11_great_bazaar_and_variants.ipynb)** — both
# expansions on 5 × 5, the Catacombs, and the variants.
#
# Back to the map of lessons: **[Istanbul in Jupyter: start here](00_start_here.ipynb)**.
