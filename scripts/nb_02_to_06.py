"""Write the teaching notebooks 02-06 (a turn, the places, cards and tiles, encounters, the end).

Like ``make_notebooks.py`` (00 and 01): the notebooks' text lives here in reviewable Python,
then they are executed in place so GitHub shows the stored boards::

    .venv/bin/python scripts/nb_02_to_06.py            # write all five
    .venv/bin/python scripts/nb_02_to_06.py 03 05      # write only these
    .venv/bin/jupyter nbconvert --to notebook --execute --inplace notebooks/0[2-6]_*.ipynb

Every situation is staged (``ist.stage``) and every roll scripted (``dice=[...]``), so the
printed text is the same on every run: cells that only print carry ``# NBVAL_CHECK_OUTPUT``
and ``pytest --nbval-lax`` compares them with the stored output.
"""

from __future__ import annotations

import sys

from nbtools import check, code, md, write

#: The helpers every notebook of this series defines in its first code cell.
SETUP = '''
import istanbul_nb as ist
from IPython.display import SVG, display


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
'''


# -- 02 ------------------------------------------------------------------------------------------
def a_turn() -> list:
    return [
        md("""
# 02 · A turn in four phases

On your turn you always go through **four phases, in this order**:

1. **Move** your merchant (and leave or collect an assistant),
2. pay the **other merchants** standing there,
3. do the **action** of the place,
4. the **encounters**: family members, the Governor, the Smuggler.

Some phases can **end your turn early**; then the phases after it are skipped.

In this notebook we stage one situation and step through a whole turn, one decision at a
time. At every step the computer lists the **legal actions**: everything the rules allow now.
All dice are fixed in advance, so everybody in the class sees the same game.
"""),
        code(SETUP),
        md("""
## The situation

Four players on the first-game board (*short paths*). **Red** stands on the **Small Market
(11)** with **3 lira** and all 4 assistants in the stack under the merchant.

At the **Tea House (9)** stand **Yellow's merchant**, **Blue's family member** and the
**Governor**. The dice are fixed: the next rolls will be **4 and 5**, then **3 and 3**.
"""),
        check("""
game = ist.stage(
    players=4,
    seats={0: dict(merchant=11, lira=3, cards=[]),   # Red
           1: dict(family=9),                        # Blue's family member
           3: dict(merchant=9)},                     # Yellow's merchant
    governor=9, smuggler=2,
    dice=[4, 5, 3, 3],
)
for seat in range(4):
    status(game, seat)
print("Governor at", game.place_of("governor"), "| Smuggler at", game.place_of("smuggler"))
"""),
        code("show(game)"),
        md("""
## Phase 1 · Move

Your merchant moves **1 or 2 places**: up, down, left or right, never diagonally, and it may
**not end where it started**. The assistants under it move along.
"""),
        check("choices(game)"),
        md("On the board, the places Red may reach light up:"),
        code("show(game, highlight=targets(game))"),
        md("Red walks to the Tea House, 1 step to the right."),
        check("""
do(game, "move 9")
print("phase:", game.phase)
"""),
        md("""
### Leave or collect an assistant

Every place except the Fountain needs one of your assistants:

- if one of **your assistants is already there**, it joins the bottom of your stack (*collect*);
- if not, you may **leave** the bottom assistant of your stack there;
- if you cannot (no assistant left) or do not want to, **your turn ends now** (*end*).
"""),
        check("choices(game)"),
        check("""
do(game, "leave")
print("assistants still in Red's stack:", game.player(0).stack)
"""),
        md("Red's merchant and the assistant it left now stand on the Tea House:"),
        code("show(game, highlight=[9])"),
        md("""
## Phase 2 · Other merchants

Yellow's merchant is here too. Red must pay **2 lira to each other merchant** on this place,
or the turn ends now. (Nobody is ever paid at the Fountain.)
"""),
        check("choices(game)"),
        check("""
do(game, "pay")
status(game, 0)
status(game, 3)
"""),
        md("""
## Phase 3 · The action

Now Red may do what the Tea House offers: **name a number from 3 to 12** and roll two dice.
If the sum is **at least** the number, Red gets that many lira; if not, only 2 lira.
Red may also **skip** the action.
"""),
        check("choices(game)"),
        md("Red names 7. The dice show 4 and 5, a sum of 9, which is at least 7: Red wins 7 lira."),
        check("""
do(game, "tea 7")
status(game, 0)
"""),
        md("""
## Phase 4 · Encounters

Who else is here? Blue's **family member** and the **Governor**. You meet them in any order
you like:

- a family member of another player **must** be caught: it goes back to the Police Station,
  and you choose **3 lira or 1 bonus card** as the reward;
- the Governor **may** give you a bonus card; if you take it you pay **2 lira or discard a
  card**, and then the Governor is rolled away with two dice.

Look closely: *end* is **not** in the list yet, because Blue's family member must be caught
first.
"""),
        check("choices(game)"),
        check("""
do(game, "catch blue lira")
choices(game)
"""),
        md("Red takes a card from the Governor and pays 2 lira for it:"),
        check("""
do(game, "governor")
choices(game)
"""),
        check("""
do(game, "governor pay")
print("the Governor now stands at", game.place_of("governor"))
"""),
        md("""
The dice said 3 and 3, so the Governor walked to place **6** (the Caravansary). Red has met
everybody; the turn ends.
"""),
        check("""
do(game, "end")
print("now it is", game.player(game.current).name + "'s turn:", game.question())
"""),
        md("""
## The whole turn in the log

The game keeps a story of everything that happened:
"""),
        check("print(game.log_text())"),
        check("""
status(game, 0)
print("Red's lira: 3 - 2 (Yellow) + 7 (Tea House) + 3 (catch) - 2 (Governor) =",
      3 - 2 + 7 + 3 - 2)
"""),
        md("""
After the turn: Red's assistant stays at the Tea House, Blue's family member is back at the
Police Station (12) and the Governor stands on the Caravansary (6).
"""),
        code("show(game)"),
        md("""
## When a phase ends your turn

Four short situations. Each starts again with Red on the Small Market.

**1. No assistant left.** All of Red's assistants are out on the board (on places 1, 2, 3
and 4). At the Tea House Red cannot leave one, so the only choice is to end the turn.
"""),
        check("""
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[1, 2, 3, 4])})
do(game, "move 9")
choices(game)
"""),
        md("""
**2. Not enough lira.** Yellow stands at the Tea House, but Red has only 1 lira. Red may
leave an assistant, but then cannot pay Yellow: the turn ends, with no action.
"""),
        check("""
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=1, cards=[]),
                                   3: dict(merchant=9)})
do(game, "move 9")
do(game, "leave")
choices(game)
"""),
        md("""
**3. Your own assistant is there.** Red's assistant already waits at the Tea House. It
joins the stack again (*collect*), and the turn goes on.
"""),
        check("""
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[9])})
print("stack before:", game.player(0).stack)
do(game, "move 9")
do(game, "collect")
print("stack after:", game.player(0).stack, "| phase:", game.phase)
"""),
        md("""
**4. The Fountain (7)** is special: it needs **no assistant** and nobody is paid there, even
when other merchants stand on it. Red goes straight to the action: bring assistants home.
"""),
        check("""
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[1, 9]),
                                   1: dict(merchant=7)})
do(game, "move 7")
print("phase:", game.phase)
choices(game)
"""),
        md("""
## What you learned

- A turn has four phases, always in this order: **move** (and an assistant), **pay** other
  merchants, **action**, **encounters**.
- No assistant, or not enough lira to pay: the turn ends early.
- A family member of another player must be caught; the Governor and Smuggler are optional.
- The computer lists the **legal actions** at every step, so you can check every rule.

Next: **[03 · The sixteen places](03_the_sixteen_places.ipynb)** — what every place does.
"""),
    ]



# -- 03 ------------------------------------------------------------------------------------------
AT = """
def at(place, seat=None, players=4, **situation):
    # Red's merchant stands at `place`, its assistant left there, ready for the action.
    red = {"merchant": place, "cards": [], "assistants": [] if place == 7 else [place]}
    seats = {0: {**red, **(seat or {})}}
    seats.update(situation.pop("seats", {}))
    situation.setdefault("governor", 12)
    situation.setdefault("smuggler", 12)
    return ist.stage(players=players, phase="action", seats=seats, **situation)
"""


def sixteen_places() -> list:
    return [
        md("""
# 03 · The sixteen places

Every place on the board has its own **action**. In this notebook each place gets a small
staged example: Red's merchant stands there, ready for phase 3 (the action), and we print
Red's lira, goods and rubies **before and after**.

Where the rule books give a worked example, we rebuild exactly that example and check the
book's numbers. The board, with the number of every place:
"""),
        code(SETUP + AT),
        code("""show(ist.stage(players=4))"""),
        md("""
## 1 · Wainwright

Pay **7 lira** for a **cart extension**: from then on you can carry one more of *every*
good. A cart starts with room for 2 of each good and takes at most 3 extensions (room for 5).
With the **third** extension you also take **1 ruby** from the Wainwright at once.

Red has 9 lira and already 2 extensions:
"""),
        check("""
game = at(1, seat=dict(lira=9, extensions=2))
status(game)
print("capacity:", game.player(0).capacity)
do(game, "wainwright")
status(game)
print("capacity:", game.player(0).capacity)
"""),
        md("""
## 2, 3, 4 · The warehouses

The **Fabric** (2), **Spice** (3) and **Fruit** (4) Warehouses fill that good **up to your
cart's capacity**. Red has a cart with room for 3 (one extension) and 1 spice:
"""),
        check("""
game = at(3, seat=dict(capacity=3, goods=dict(spice=1)))
status(game)
do(game, "warehouse")
status(game)
"""),
        md("""
## 5 · Post Office

The Post Office has two rows of four spaces. **Four mail markers** cover one space in each
column. You take **everything that is not covered**, then the **leftmost marker still in the
top row** moves down. The moment the fourth marker goes down, **all four go back up at once**
(the Chinese rule text says "立刻", at once), so nobody ever takes the row with all four down.

The spaces (top row / bottom row) are printed on the tile **[printed]**:

| column | I | II | III | IV |
|---|---|---|---|---|
| top | fabric | 2 lira | jewelry | 2 lira |
| bottom | spice | 1 lira | fruit | 1 lira |

**The rule book's example** (Korean Big Box rules): the markers of columns I and II are down,
so the uncovered spaces show **fabric, 2 lira, fruit, 1 lira**. You take them all, and then the
marker over the **jewelry** (column III) moves down.
"""),
        check("""
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
"""),
        md("On the board, the Post Office tile shows the markers too:"),
        code("show(game, highlight=[5])"),
        md("""
### The Post Office cycle

Visit after visit the markers walk down one by one, then jump back up. From the set-up
(all markers up) the Post Office gives, visit by visit:
"""),
        check("""
game = at(5)
for visit in range(1, 7):
    shown = game.pieces()["post_office"]["yields"]
    goods = " + ".join(g for g, n in zip(("fabric", "spice", "fruit", "jewelry"),
                                       shown["goods"]) for _ in range(n))
    print(f"visit {visit}: {goods} + {shown['lira']} lira")
    game.apply("post")
    game = at(5, post=game.pieces()["post_office"]["down"])
"""),
        md("""
After four visits the cycle starts again: **spice + fruit + 2 → fabric + fruit + 2 →
fabric + fruit + 3 → fabric + jewelry + 3 → back to the start**. The more players visited
before you, the more you get, up to 3 lira and a jewelry.

## 6 · Caravansary

Take **2 bonus cards**, each one from the face-down **draw pile** or the top of the face-up
**discard pile**, then **discard 1** card from your hand. This is the only way to take a card
from the discard pile.

The discard pile shows *5 lira*; Red holds a *Stay* card:
"""),
        check("""
game = at(6, seat=dict(cards=["stay"]), discard=["five-lira"])
status(game)
do(game, "caravansary")
choices(game)
"""),
        check("""
do(game, "draw discard")
do(game, "draw deck")
choices(game)
"""),
        check("""
do(game, "discard stay")
status(game)
"""),
        md("""
## 7 · Fountain

Bring **any number of your assistants** from the board back into your stack. The Fountain
needs no assistant and nobody is paid there. Red's assistants stand on 1, 2 and 9; Red brings
back two of them:
"""),
        check("""
game = at(7, seat=dict(assistants=[1, 2, 9]))
print("in the stack:", game.player(0).stack, "| on the board:", game.player(0).assistants)
do(game, "fountain 1 9")
print("in the stack:", game.player(0).stack, "| on the board:", game.player(0).assistants)
"""),
        code("show(game, highlight=[2, 7])"),
        md("""
## 8 · Black Market

Take **1 fabric, spice or fruit**, and roll **two dice** for **jewelry**:

| sum | 2–6 | 7–8 | 9–10 | 11–12 |
|---|---|---|---|---|
| jewelry | 0 | 1 | 2 | 3 |

Red's cart has room for 3 of each good; the dice will show 5 and 6:
"""),
        check("""
game = at(8, seat=dict(capacity=3), dice=[5, 6])
status(game)
do(game, "black-market")
choices(game)
"""),
        check("""
do(game, "take fruit")
status(game)
"""),
        md("""
Goods never go beyond the cart's capacity: with the basic cart (room for 2) a sum of 11
brings only 2 jewelry. The red mosque tile helps with these dice: see notebook 04.

## 9 · Tea House

Name a number from **3 to 12** and roll two dice. If the sum is **at least** your number you
win that many lira, otherwise **2 lira**. A bold number pays more but fails more often.
Red names 10; the dice show 2 and 3:
"""),
        check("""
game = at(9, seat=dict(lira=0), dice=[2, 3])
do(game, "tea 10")
status(game)
"""),
        md("""
## 10 and 11 · The markets

Each market shows a **demand tile** with 5 goods. You sell **1 or more** of the goods shown
and take the payout for **how many** you sold; then that tile goes to the bottom of its stack
and the next one shows. The payouts are printed on the places **[printed]**:

| goods sold | 1 | 2 | 3 | 4 | 5 |
|---|---|---|---|---|---|
| Small Market (11) | 2 | 5 | 9 | 14 | 20 |
| Large Market (10) | 3 | 7 | 12 | 18 | 25 |

**The Korean rule book's example:** at the Small Market the tile shows 1 fabric, 1 spice,
2 fruit and 1 jewelry. Red sells **1 fabric, 1 spice and 2 fruit: 4 goods for 14 lira**.
"""),
        check("""
game = at(11, seat=dict(lira=0, capacity=3, goods=dict(fabric=1, spice=1, fruit=2)),
          small=[3, 0, 1, 2, 4])
print("demand tile (fabric, spice, fruit, jewelry):", game.pieces()["markets"][11])
status(game)
do(game, "sell fabric spice fruit fruit")
status(game)
print("next demand tile:", game.pieces()["markets"][11])
"""),
        md("""
**The Chinese rule book's example:** the tile shows 1 fabric, 2 spice and 2 fruit. Red sells
**1 fabric and 2 fruit: 3 goods for 9 lira**. Goods the tile does not show cannot be sold:
Red's jewelry is not in the list.
"""),
        check("""
game = at(11, seat=dict(lira=0, goods=dict(fabric=1, fruit=2, jewelry=1)),
          small=[1, 0, 2, 3, 4])
print("demand tile (fabric, spice, fruit, jewelry):", game.pieces()["markets"][11])
print("ways to sell:", len(game.legal_actions()) - 1)
do(game, "sell fabric fruit fruit")
status(game)
"""),
        md("""
The **Large Market** pays more for the rarer goods. Its tile here shows 1 fabric, 1 spice and
3 jewelry; Red sells 1 fabric and 3 jewelry, 4 goods for 18 lira:
"""),
        check("""
game = at(10, seat=dict(lira=0, capacity=3, goods=dict(fabric=2, jewelry=3)),
          large=[1, 0, 2, 3, 4])
print("demand tile (fabric, spice, fruit, jewelry):", game.pieces()["markets"][10])
do(game, "sell fabric jewelry jewelry jewelry")
status(game)
"""),
        md("""
## 12 · Police Station

If **your family member** is at the Police Station, send it to **any other place** and do
that place's action there. The family member **meets nobody** there: nobody is paid, no
family member is caught, no Governor or Smuggler is met. Other players can catch it there
later.

**The Korean rule book's example:** Red sends the family member to the **Spice Warehouse** and
fills the cart with spice. Blue's merchant and the Governor stand on the Spice Warehouse, but
Red pays Blue nothing and does not meet the Governor.
"""),
        check("""
game = at(12, seat=dict(lira=5), seats={1: dict(merchant=3)}, governor=3, smuggler=2)
status(game)
choices(game)
"""),
        check("""
do(game, "police 3")
do(game, "warehouse")
status(game)
print("Red's family member is at", game.player(0).family, "| Blue still has",
      game.player(1).lira, "lira | Governor still at", game.place_of("governor"))
choices(game)
"""),
        md("""
The encounters now happen where Red's **merchant** stands, the Police Station, and there is
nobody to meet. Red's family member waits at the Spice Warehouse (3), where other merchants
may catch it:
"""),
        code("show(game, highlight=[3, 12])"),
        md("""
## 13 · Sultan's Palace

Deliver the goods shown on **all uncovered spaces** and take the **leftmost ruby**. Each ruby
taken uncovers one more space, so every ruby costs one good more. With 4 players the first
ruby costs 4 goods (one of each), the last one 10 **[printed]**.

**The Chinese rule book's example:** three rubies are gone. The fourth needs **2 jewelry,
2 fabric, 1 fruit, 1 spice and 1 good of your choice** (7 goods).
"""),
        check("""
game = at(13, seat=dict(capacity=3, goods=dict(jewelry=2, fabric=2, spice=1, fruit=3)),
          sultan_left=4, seats={1: dict(rubies=3)})
need = game.pieces()["sultan"]["next"]
print("the Sultan wants:", ", ".join(f"{n} {g}" for g, n in need["goods"].items()),
      f"and {need['any']} good(s) of your choice")
status(game)
choices(game)
"""),
        check("""
do(game, "sultan fruit")
status(game)
print("rubies left at the palace:", game.pieces()["sultan"]["rubies"])
"""),
        md("""
## 14 and 15 · The mosques

Each mosque holds two stacks of **mosque tiles**: the Small Mosque (14) the **red** (fabric)
and **green** (spice) tiles, the Great Mosque (15) the **yellow** (fruit) and **blue**
(jewelry) ones. The top tile of a stack shows a number N: to take it you must **hold at least
N** of its good, and you **pay 1** of them. Each player takes at most one tile of each
colour; each tile gives a lasting power (notebook 04).

**The Korean rule book's example:** the top blue tile shows 3. Red holds 3 jewelry, pays 1 and
takes the blue tile, whose power brings the **fifth assistant** into Red's stack at once.
"""),
        check("""
game = at(15, seat=dict(capacity=3, goods=dict(jewelry=3)), seats={1: dict(tiles=["blue"])})
print("blue stack (top first):", game.pieces()["mosques"][15]["tiles"]["blue"])
status(game)
print("assistants in the stack:", game.player(0).stack)
do(game, "tile blue")
status(game)
print("assistants in the stack:", game.player(0).stack)
"""),
        md("""
Whoever holds **both tiles of one mosque** takes **1 ruby** from that mosque at once (once).
Red already has the red tile and now takes the green one:
"""),
        check("""
game = at(14, seat=dict(tiles=["red"], goods=dict(spice=2)))
do(game, "tile green")
status(game)
print("rubies left on the Small Mosque:", game.pieces()["mosques"][14]["rubies"])
"""),
        md("""
## 16 · Gemstone Dealer

Pay the **highest uncovered price** and take the leftmost ruby. Each ruby sold uncovers a
higher price. With 4 or 5 players the prices run from 12 to 23 **[printed]**.

**The rule books' example** (Korean and Chinese): the highest uncovered number is **15**, so
a ruby costs 15 lira.
"""),
        check("""
game = at(16, seat=dict(lira=15), gem_left=9, seats={1: dict(rubies=3)})
print("price:", game.pieces()["gemstone_dealer"]["price"])
status(game)
do(game, "gemstone")
status(game)
print("the next ruby costs", game.pieces()["gemstone_dealer"]["price"])
"""),
        md("The Gemstone Dealer's tile shows the rubies left and the next price:"),
        code("show(game, highlight=[16])"),
        md("""
## What you learned

| # | place | action |
|---|---|---|
| 1 | Wainwright | 7 lira → cart extension; the third one brings a ruby |
| 2–4 | Warehouses | fill one good up to capacity |
| 5 | Post Office | take the uncovered spaces, move a marker |
| 6 | Caravansary | take 2 cards (draw or discard pile), discard 1 |
| 7 | Fountain | bring assistants home |
| 8 | Black Market | 1 fabric/spice/fruit + dice for jewelry |
| 9 | Tea House | name a number, roll, win it or 2 lira |
| 10, 11 | Markets | sell goods from the demand tile |
| 12 | Police Station | send your family member to do an action elsewhere |
| 13 | Sultan's Palace | goods → ruby |
| 14, 15 | Mosques | goods → mosque tile (+ ruby for both of a mosque) |
| 16 | Gemstone Dealer | lira → ruby |

Next: **[04 · Bonus cards and mosque tiles](04_bonus_cards_and_mosque_tiles.ipynb)**.
"""),
    ]


# -- 04 ------------------------------------------------------------------------------------------
PLAYABLE = """
def playable(game):
    # The bonus cards the player to act may play right now.
    return sorted({a.words[1] for a in game.legal_actions() if a.kind == "card"})
"""


def cards_and_tiles() -> list:
    return [
        md("""
# 04 · Bonus cards and mosque tiles

**Bonus cards** are one-time helpers: play one, use it, and it goes face up onto the discard
pile at the Caravansary. **Mosque tiles** are lasting powers: once you have one, you keep it
to the end of the game.

The big question for a card is **when** you may play it. In this notebook the computer shows
it: a card you may play now appears among the legal actions as `play ...`; when its moment
has passed, it disappears.
"""),
        code(SETUP + AT + PLAYABLE),
        md("""
## The 26 bonus cards

| card | how many | what it does | when |
|---|---|---|---|
| 1 good | 4 | take 1 good of your choice | before or after an action, never during one |
| 5 lira | 4 | take 5 lira | in your turn |
| Move 3–4 | 4 | move 3 or 4 places instead of 1–2 | move phase |
| Stay | 2 | do not move, but still leave or collect an assistant | move phase |
| Return assistant | 2 | bring 1 assistant back to your stack | move phase |
| Family to the Police Station | 2 | family member home, take the catch reward | your turn |
| Sultan's Palace twice | 2 | do the Sultan's Palace action again | right after that action |
| Post Office twice | 2 | do the Post Office action again | right after that action |
| Gemstone Dealer twice | 2 | do the Gemstone Dealer action again | right after that action |
| Small Market: any goods | 2 | sell goods that differ from the demand tile | at the Small Market |

The counts are printed on the cards but were confirmed by only one public source
**[printed-1]**; the total of 26 by several **[printed]**.

## When may a card be played?

Red holds one card of every kind, has an assistant at the Tea House (9) and a family member
out on the Gemstone Dealer (16). The Governor waits at the Post Office. We follow Red's turn
to the Post Office and ask at every moment which cards are playable.
"""),
        check("""
EVERY_CARD = ["one-good", "five-lira", "move-3-4", "stay", "return-assistant", "family",
              "sultan-twice", "post-twice", "gemstone-twice", "small-market"]
game = ist.stage(players=4, governor=5, smuggler=16, dice=[6, 6],
                 seats={0: dict(merchant=2, lira=5, cards=EVERY_CARD, assistants=[9],
                                family=16)})
moments = [("1 before moving", playable(game))]
game.apply("move 5")
moments.append(("2 arrived", playable(game)))
game.apply("leave")
moments.append(("3 before the action", playable(game)))
game.apply("post")
moments.append(("4 right after it", playable(game)))
game.apply("governor")
game.apply("governor pay")
moments.append(("5 after an encounter", playable(game)))

print(f"{'card':18}", "  ".join(label[:1] for label, _ in moments))
for card in EVERY_CARD:
    print(f"{card:18}", "  ".join("x" if card in cards else "." for _, cards in moments))
print()
for label, _ in moments:
    print(label)
"""),
        md("""
Read the table column by column:

1. **before moving**: the move cards (*Move 3–4*, *Stay*, *Return assistant*) and the
   cards for any time (*1 good*, *5 lira*, *Family*);
2. **after arriving**: the move is done, so *Move 3–4* and *Stay* are gone; *Return
   assistant* still works before you decide about the assistant;
3. **before the action**: only the "any time" cards;
4. **right after the Post Office action**: *Post Office twice* appears — this is its only
   moment;
5. **after meeting the Governor**: the moment "right after the action" has passed, so
   *Post Office twice* is gone again.

*Sultan's Palace twice*, *Gemstone Dealer twice* and *Small Market* never appeared: Red was
not at their places. Here is the Post Office card at its moment. The mail markers move as
usual, so the second visit gives what the first one uncovered:
"""),
        check("""
game = at(5, seat=dict(cards=["post-twice"]))
do(game, "post")
choices(game)
do(game, "play post-twice")
do(game, "post")
status(game)
"""),
        md("""
## Cards, one by one

### 1 good and 5 lira

Take 1 good of your choice, or 5 lira. *1 good* is never allowed **during** an action: at
the Black Market, between the dice and taking the free good, it is missing from the list.
The rules allow *5 lira* at any time in your turn; this kit offers it at the same moments as
*1 good*, so play it before an action that needs the money.
"""),
        check("""
game = at(8, seat=dict(cards=["one-good", "five-lira"]), dice=[1, 2])
print("before the action:", playable(game))
do(game, "black-market")
print("during the action:", playable(game))
do(game, "take spice")
print("after the action: ", playable(game))
do(game, "play one-good jewelry")
do(game, "play five-lira")
status(game)
"""),
        md("""
### Move 3–4

Instead of 1 or 2 places, the merchant moves **3 or 4 places**. The kit reads this as ending
on a place **exactly 3 or 4 steps away** (the shortest way there), as other public engines do
**[inferred]**: "instead of 1–2" would mean nothing if the card could also reach the places 1
or 2 steps away. From the Small Market (11), before and after playing the card:
"""),
        check("""
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=["move-3-4"])})
print("normal move:", targets(game))
do(game, "play move-3-4")
print("Move 3-4:   ", targets(game))
"""),
        code("show(game, highlight=targets(game))"),
        md("""
### Stay

Red's merchant stays where it is, and the turn goes on as if it had just arrived: here Red
collects the assistant left at the Tea House last turn, and can play the Tea House again.
You **must** still leave or collect an assistant (English rule text), so *Stay* cannot be
played on the Fountain, nor where you have no assistant to leave and none to collect.
"""),
        check("""
game = ist.stage(players=4, seats={0: dict(merchant=9, assistants=[9], cards=["stay"])},
                 dice=[6, 6])
do(game, "play stay")
choices(game)
do(game, "collect")
do(game, "tea 12")
status(game)
"""),
        md("""
### Return assistant

In the move phase, bring one assistant from anywhere back to your stack. Red has no
assistant left in the stack; with the card Red fetches the one from the Wainwright first and
can leave it at the next place:
"""),
        check("""
game = ist.stage(players=4, seats={0: dict(merchant=11, assistants=[1, 2, 3, 4],
                                           cards=["return-assistant"])})
print("in the stack:", game.player(0).stack)
do(game, "play return-assistant 1")
print("in the stack:", game.player(0).stack)
do(game, "move 9")
choices(game)
"""),
        md("""
### Family to the Police Station

Your family member goes back to the Police Station and you take the **catch reward** as if
someone had caught it: 3 lira or 1 bonus card. Not allowed when it is already there.
"""),
        check("""
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=0, family=16, cards=["family"])})
choices(game)
"""),
        check("""
do(game, "play family lira")
status(game)
print("family member at", game.player(0).family)
game = ist.stage(players=4, seats={0: dict(merchant=11, family=12, cards=["family"])})
print("already at the Police Station, playable:", playable(game))
"""),
        md("""
### Gemstone Dealer twice (and Sultan's Palace twice)

Right after buying a ruby, buy another one. The price has gone up by 1 in between. The
Sultan's Palace card works the same way: the second ruby needs one good more.
"""),
        check("""
game = at(16, seat=dict(lira=30, cards=["gemstone-twice"]))
do(game, "gemstone")
do(game, "play gemstone-twice")
do(game, "gemstone")
status(game)
"""),
        check("""
game = at(13, seat=dict(capacity=3, cards=["sultan-twice"],
                        goods=dict(fabric=2, spice=2, fruit=2, jewelry=3)))
do(game, "sultan")
do(game, "play sultan-twice")
do(game, "sultan jewelry")
status(game)
"""),
        md("""
### Small Market: any goods

At the Small Market you may sell goods that differ from the demand tile. The tile asks for
1 fabric, 1 spice, 2 fruit, 1 jewelry; Red carries 2 spice and 2 jewelry:
"""),
        check("""
game = at(11, seat=dict(lira=0, goods=dict(spice=2, jewelry=2), cards=["small-market"]),
          small=[3, 0, 1, 2, 4])
print("ways to sell without the card:", [a.text for a in game.legal_actions()
                                         if a.verb == "sell"])
do(game, "play small-market")
do(game, "sell spice spice jewelry jewelry")
status(game)
"""),
        md("""
## The four mosque tiles

A mosque tile is a lasting power. You take one at the Small Mosque (14: red, green) or the
Great Mosque (15: yellow, blue), one of each colour at most (notebook 03).

### Red: help with the dice

At the Black Market and the Tea House, after rolling, you may **set one die to 4** or
**re-roll both dice once**.

**The rule books' example** (Korean and Chinese): at the Black Market Red rolls **2 and 5**
(sum 7: 1 jewelry). With the red tile Red turns the 2 into a **4**: now the sum is **9**, which
brings **2 jewelry**, plus the free fabric, spice or fruit.
"""),
        check("""
game = at(8, seat=dict(tiles=["red"]), dice=[2, 5])
do(game, "black-market")
choices(game)
"""),
        check("""
do(game, "set-four 1")
do(game, "take fruit")
status(game)
"""),
        md("""
Without the red tile there is no such question: the dice are final at once.
"""),
        check("""
game = at(8, dice=[2, 5])
do(game, "black-market")
print("phase:", game.phase)
"""),
        md("""
The re-roll at the Tea House: Red names 12 and rolls 1 and 1, re-rolls once and gets 6 and 6.
"""),
        check("""
game = at(9, seat=dict(lira=0, tiles=["red"]), dice=[1, 1, 6, 6])
do(game, "tea 12")
do(game, "reroll")
status(game)
"""),
        md("""
### Green: one more good at a warehouse

At a warehouse, after filling up, pay **2 lira** for **1 good of your choice** (if it fits).
Red fills up spice at the Spice Warehouse and buys a jewelry:
"""),
        check("""
game = at(3, seat=dict(tiles=["green"], lira=5))
choices(game)
do(game, "warehouse extra jewelry")
status(game)
"""),
        md("""
### Yellow: fetch an assistant

**Once per turn**, pay **2 lira** to bring one of your assistants back to your stack. The kit
lets you do it in the move phase and at the assistant decision. Watch `mosque yellow ...`
appear, and disappear once it has been used:
"""),
        code("""
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=6, tiles=["yellow"], cards=[],
                                           assistants=[1, 2, 3, 4])})
show(game, highlight=[1, 2, 3, 4])
"""),
        check("""
print([a.text for a in game.legal_actions() if a.kind == "mosque"])
do(game, "mosque yellow 4")
print([a.text for a in game.legal_actions() if a.kind == "mosque"])
status(game)
"""),
        md("""
### Blue: the fifth assistant

Taking the blue tile brings your **fifth assistant** into your stack at once: from then on you
have 5 helpers instead of 4.
"""),
        check("""
game = at(15, seat=dict(goods=dict(jewelry=2)))
print("assistants:", game.player(0).stack, "in the stack +", len(game.player(0).assistants),
      "on the board")
do(game, "tile blue")
print("assistants:", game.player(0).stack, "in the stack +", len(game.player(0).assistants),
      "on the board")
"""),
        md("""
## What you learned

- Bonus cards are used once; each has its **moment**, and the list of legal actions shows
  exactly when that is.
- The "twice" cards only work **right after** their place's action, before any encounter.
- Mosque tiles last the whole game: red helps the dice, green buys a good, yellow fetches an
  assistant, blue adds a fifth one.

Next: **[05 · Encounters and the family](05_encounters_and_the_family.ipynb)**.
"""),
    ]


# -- 05 ------------------------------------------------------------------------------------------
def encounters() -> list:
    return [
        md("""
# 05 · Encounters and the family

When your merchant arrives somewhere, it may **meet** other pieces:

- in phase 2, **other merchants**: pay each 2 lira, or your turn ends (notebook 02);
- in phase 4, after the action, in any order you like:
  - the **family members** of other players — you *must* catch them;
  - the **Governor** — he *may* sell you a bonus card;
  - the **Smuggler** — he *may* sell you a good.

This notebook shows every kind of meeting, with the examples from the rule books, and the
dice that send the Governor and the Smuggler across the board.
"""),
        code(SETUP),
        md("""
## Other merchants: 2 lira each

**The Korean rule book's example:** Red's merchant arrives where **Yellow's and Green's**
merchants stand. Red must pay **2 lira to each** of them — or the turn ends at once.
"""),
        check("""
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=6, cards=[]),
                                   2: dict(merchant=9), 3: dict(merchant=9)})
do(game, "move 9")
do(game, "leave")
choices(game)
"""),
        check("""
do(game, "pay")
for seat in (0, 2, 3):
    status(game, seat)
"""),
        md("""
## Catching family members

Every player's **family member** starts at the Police Station (12). When you send yours
out (notebook 03) it stays on that place, and other players' merchants can catch it there.

When your merchant ends up where **another player's family member** stands, you **must**
catch it: it goes back to the Police Station, and for **each one** you choose a reward,
**3 lira or 1 bonus card**. If there are several, you catch them all, and the rewards may
differ.

Blue's and Green's family members stand on the Large Market (10):
"""),
        check("""
game = ist.stage(players=4, governor=2, smuggler=2,
                 seats={0: dict(merchant=11, lira=0, cards=[]),
                        1: dict(family=10), 2: dict(family=10)})
do(game, "move 10")
do(game, "leave")
do(game, "skip")
choices(game)
"""),
        md("There is no *end* yet: both must be caught first. Red takes 3 lira for Green's and a "
           "card for Blue's:"),
        check("""
do(game, "catch green lira")
do(game, "catch blue card")
choices(game)
status(game)
print("family members:", {game.player(s).name: game.player(s).family for s in range(4)})
"""),
        md("""
A family member **at the Police Station** cannot be caught: it is already there. Red's
merchant goes to the Police Station, where all other family members wait:
"""),
        check("""
game = ist.stage(players=4, governor=2, smuggler=2, seats={0: dict(merchant=11, cards=[])})
do(game, "move 12")
do(game, "leave")
do(game, "skip")
choices(game)
"""),
        md("""
And your own family member, sent out from the Police Station, **meets nobody** where it
arrives (the Korean rule book's Police Station example, notebook 03): it pays nobody and
does not meet the Smuggler standing there.
"""),
        check("""
game = ist.stage(players=4, phase="action", governor=2, smuggler=3,
                 seats={0: dict(merchant=12, assistants=[12], cards=[]),
                        1: dict(merchant=3)})
do(game, "police 3")
do(game, "warehouse")
choices(game)
"""),
        md("""
## The Governor: a bonus card

You **may** draw 1 bonus card. If you do, you pay for it: **2 lira**, or **discard 1 bonus
card** — and that may be the new card itself. Then **two dice** send the Governor to a new
place.

Red has no lira at all. Red can still take the card and discard it at once. That sounds
useless, but the Korean rule book points out why you might: **it sends the Governor away**.
"""),
        check("""
game = ist.stage(players=4, governor=9, smuggler=2, dice=[2, 3],
                 seats={0: dict(merchant=11, lira=0, cards=[])})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "governor")
choices(game)
"""),
        check("""
new_card = game.player(0).bonus_cards[0]
do(game, "governor discard " + new_card)
print("the Governor is now at", game.place_of("governor"))
"""),
        md("""
## The Smuggler: a good

You **may** take 1 good of your choice. If you do, you pay **2 lira or 1 good** (again, the
new one is allowed). Then two dice send the Smuggler away. With a full cart you may still
meet him: the good is taken and **discarded at once**, you pay, and he moves on (English rule
text) — a way to send him away from a place you need. Red swaps a fruit for a jewelry:
"""),
        check("""
game = ist.stage(players=4, governor=2, smuggler=9, dice=[6, 6],
                 seats={0: dict(merchant=11, lira=0, cards=[], goods=dict(fruit=1))})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "smuggler jewelry")
choices(game)
"""),
        check("""
do(game, "smuggler give fruit")
status(game)
print("the Smuggler is now at", game.place_of("smuggler"))
"""),
        md("""
## Met, but nothing taken: they stay

If you meet the Governor or the Smuggler and **take nothing**, they **do not move** (Korean
rule book). Red simply ends the turn:
"""),
        check("""
game = ist.stage(players=4, governor=9, smuggler=9, seats={0: dict(merchant=11, cards=[])})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "end")
print("Governor at", game.place_of("governor"), "| Smuggler at", game.place_of("smuggler"))
"""),
        md("""
## Both at once: two separate rolls

When you take something from both, each is rolled away **with its own roll** (Korean rule
book). The dice are fixed: 2 and 3 for the Governor, then 6 and 6 for the Smuggler.
"""),
        check("""
game = ist.stage(players=4, governor=9, smuggler=9, dice=[2, 3, 6, 6],
                 seats={0: dict(merchant=11, lira=4, cards=[])})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "governor")
do(game, "governor pay")
do(game, "smuggler spice")
do(game, "smuggler pay")
print("Governor at", game.place_of("governor"), "| Smuggler at", game.place_of("smuggler"))
"""),
        code("show(game, highlight=[5, 12])"),
        md("""
## Where can the Governor and the Smuggler go?

They go to the place numbered by the **sum of two dice**, at the start of the game and after
every meeting in which someone took something. Two dice give 36 equally likely pairs; count
how many pairs give each sum:
"""),
        check("""
from collections import Counter
from fractions import Fraction

ways = Counter(a + b for a in range(1, 7) for b in range(1, 7))
for place in range(1, 17):
    chance = Fraction(ways[place], 36)
    print(f"{ist.places.label(place):22} {ways[place]}/36 = {str(chance):5} ="
          f" {float(chance):6.1%}")
"""),
        code("""
import matplotlib.pyplot as plt

places = list(range(1, 17))
fig, ax = plt.subplots(figsize=(8, 3.4))
bars = ax.bar(places, [ways[p] / 36 for p in places],
              color=["#c0392b" if ways[p] else "#bbbbbb" for p in places])
for p in places:
    ax.text(p, ways[p] / 36 + 0.004, f"{ways[p]}/36" if ways[p] else "never",
            ha="center", fontsize=8, rotation=90 if not ways[p] else 0)
ax.set_xticks(places)
ax.set_xlabel("place number = sum of two dice")
ax.set_ylabel("probability")
ax.set_ylim(0, 0.21)
ax.set_title("Where the Governor and the Smuggler land")
plt.show()
"""),
        md("""
- **7** (the Fountain) is the most likely: 6 of 36 pairs, 1 in 6.
- **2** and **12** are the rarest: only 1 pair each (1+1 and 6+6).
- The sum of two dice is never **1** and never more than **12**: the Governor and the
  Smuggler **never** stand on the Wainwright (1), the Sultan's Palace (13), the mosques
  (14, 15) or the Gemstone Dealer (16).

The places they can reach, lit up on the board:
"""),
        code("show(ist.stage(players=4), highlight=range(2, 13))"),
        md("""
Does the game really roll like that? Set up 3000 games with different seeds and count where
the Governor starts:
"""),
        check("""
starts = Counter(ist.new_game(players=4, seed=seed).place_of("governor")
                 for seed in range(3000))
print("places where the Governor started:", sorted(starts))
print("never:", [p for p in range(1, 17) if p not in starts])
"""),
        code("""
fig, ax = plt.subplots(figsize=(8, 3.4))
ax.bar(places, [ways[p] / 36 for p in places], color="#e8b4ad", label="exact: ways / 36")
ax.plot(places, [starts[p] / 3000 for p in places], "o", color="#1f3a5f",
        label="3000 set-ups")
ax.set_xticks(places)
ax.set_xlabel("place")
ax.set_ylabel("share")
ax.legend()
ax.set_title("The Governor's start place: exact chances and 3000 games")
plt.show()
"""),
        md("""
## What you learned

- Other merchants: 2 lira each, or your turn ends.
- Family members of other players **must** be caught (3 lira or 1 card each); never at the
  Police Station; your own family member, sent out by the Police Station, meets nobody.
- Governor: a card for 2 lira or a discarded card; Smuggler: a good for 2 lira or a good.
- Only if you **took** something is the figure rolled away, one roll each, to a place from
  2 to 12: most likely 7, never 1 or 13–16.

Next: **[06 · End of game and two players](06_end_of_game_and_two_players.ipynb)**.
"""),
    ]


# -- 06 ------------------------------------------------------------------------------------------
def the_end() -> list:
    return [
        md("""
# 06 · End of game and two players

The game ends when someone has collected enough **rubies**: **5** in a game of 3 to 5
players, **6** with 2 players. But it does not stop at once: the **round is finished**, so
that everybody has had the same number of turns. Then the player with the most rubies wins,
and if that is a tie, lira, goods and cards decide.

The second half of this notebook is about the **two-player game** and its neutral merchants.
"""),
        code(SETUP),
        md("""
## The last round

Four players; **Red** is the start player, so the order is Red, Blue, Green, Yellow, and
**Yellow** (the player to the right of the start player) always has the last turn of a round.

It is Blue's turn. Blue has 4 rubies and stands at the Gemstone Dealer with 20 lira:
"""),
        check("""
game = ist.stage(players=4, current=1, phase="action", turn=42, governor=2, smuggler=2,
                 gem_left=8,
                 seats={0: dict(rubies=2, lira=10, cards=["five-lira"]),
                        1: dict(merchant=16, assistants=[16], rubies=4, lira=20, cards=[]),
                        2: dict(rubies=1, cards=[]),
                        3: dict(rubies=2, lira=3, cards=["one-good"])})
for seat in range(4):
    status(game, seat)
"""),
        check("""
do(game, "gemstone")
do(game, "end")
"""),
        md("""
Blue has 5 rubies. The game is not over: **Green and Yellow still play** their turns, so
that everyone has played as often as Blue. Red, the start player, does not play again.
"""),
        check("""
for action in ("move 3", "leave", "warehouse", "end",      # Green
               "move 4", "leave", "warehouse", "end"):     # Yellow
    do(game, action)
print("phase:", game.phase)
"""),
        md("""
### Last cards

After the last turn, each player may still play bonus cards that give **lira** (*5 lira*) or
**goods** (*1 good*). They cannot bring a ruby any more, but they can break a tie. Red holds a
*5 lira* card, Yellow a *1 good*:
"""),
        check("""
choices(game)
do(game, "play five-lira")
do(game, "done")
choices(game)
do(game, "play one-good fabric")
do(game, "done")
print("game over:", game.is_over)
"""),
        check("""
for place, seat in enumerate(game.ranking(), start=1):
    print(place, end=". ")
    status(game, seat)
print("winner:", [game.player(s).name for s in game.winners()])
"""),
        md("""
## Ties

Most rubies wins. When players have the same number of rubies, the rules look further,
step by step **[seed]**:

1. more **lira**,
2. then more **goods** in the cart,
3. then more **bonus cards** left in the hand,
4. still equal: they **share the victory**.

In each example below (3 players) it is the last turn of the game: Green, the last player,
ends the turn and the game is over. Red and Green both have 5 rubies.
"""),
        code("""
def last_turn(red, green):
    # Green ends the last turn of a 3-player game; Red and Green hold 5 rubies, Blue 2.
    game = ist.stage(players=3, current=2, phase="encounter", governor=2, smuggler=2,
                     seats={0: dict(rubies=5, **red), 1: dict(rubies=2, cards=[]),
                            2: dict(rubies=5, **green)})
    game.apply("end")
    while not game.is_over:
        # after the last turn: whoever holds a lira or goods card plays it, then "done"
        game.apply(game.legal_actions()[0].text)
    for seat in range(3):
        status(game, seat)
    print("winner:", " and ".join(game.player(s).name for s in game.winners()))
"""),
        md("**1. More lira.** Red has 10 lira, Green 8:"),
        check("""
last_turn(red=dict(lira=10, cards=[]), green=dict(lira=8, cards=[]))
"""),
        md("**2. Same lira, more goods.** Both have 8 lira; Red carries 3 goods, Green 4:"),
        check("""
last_turn(red=dict(lira=8, cards=[], goods=dict(fabric=2, spice=1)),
          green=dict(lira=8, cards=[], goods=dict(fruit=2, jewelry=2)))
"""),
        md("**3. Same lira and goods, more cards.** Red still holds 2 bonus cards, Green 1:"),
        check("""
last_turn(red=dict(lira=8, cards=["stay", "move-3-4"], goods=dict(fabric=1)),
          green=dict(lira=8, cards=["stay"], goods=dict(fruit=1)))
"""),
        md("**4. Everything equal: a shared victory.**"),
        check("""
last_turn(red=dict(lira=8, cards=["stay"], goods=dict(fabric=1)),
          green=dict(lira=8, cards=["stay"], goods=dict(fruit=1)))
"""),
        md("""
**5. A last card turns the tie.** Red has 10 lira and Green 8 — but Green still holds a
*5 lira* card and plays it after the last turn: 13 lira beats 10.
"""),
        check("""
last_turn(red=dict(lira=10, cards=[]), green=dict(lira=8, cards=["five-lira"]))
"""),
        md("""
## Two players

With 2 players the game changes a little **[seed]**:

- you need **6 rubies** to end the game;
- the mosques lose their tiles with 3 and 5 goods (only **2 and 4** stay), and each mosque
  holds **2 rubies** (one per player);
- the Gemstone Dealer holds **9 rubies**, starting at **15 lira**; the Sultan's Palace
  **6 rubies**, the first one for **5 goods**;
- the three unused merchants stand as **neutral merchants** on the Small Mosque (14), the
  Great Mosque (15) and the Gemstone Dealer (16).

The set-up for every number of players, read from the games themselves:
"""),
        check("""
print("players  mosque tiles    rubies: mosque  Wainwright  Sultan  Gemstone (from)  total")
for players in (2, 3, 4, 5):
    pieces = ist.new_game(players=players, seed=1).pieces()
    tiles = pieces["mosques"][14]["tiles"]["red"]
    mosque = pieces["mosques"][14]["rubies"]
    wain = pieces["wainwright"]["rubies"]
    sultan = pieces["sultan"]["rubies"]
    gem = pieces["gemstone_dealer"]
    total = 2 * mosque + wain + sultan + gem["rubies"]
    print(f"{players:7}  {str(tiles):14}  {mosque:13}  {wain:10}  {sultan:6}  "
          f"{gem['rubies']:3} ({gem['price']} lira)  {total:5}")
"""),
        md("""
With 5 players the box's 32 rubies are all in play (4 + 4 + 5 + 7 + 12); this total is a
cross-check we worked out ourselves **[inferred]**. The first Sultan's ruby, by number of
players:
"""),
        check("""
for players in (2, 3, 4, 5):
    need = ist.new_game(players=players, seed=1).pieces()["sultan"]["next"]
    print(players, "players:", sum(need["goods"].values()) + need["any"], "goods")
"""),
        md("""
### Six rubies

With 2 players, 5 rubies are not enough. Blue (the last player of the round) ends a turn
with 5 rubies: the game simply goes on. With 6 it is over.
"""),
        check("""
for rubies in (5, 6):
    game = ist.stage(players=2, current=1, phase="encounter", governor=2, smuggler=2,
                     seats={0: dict(cards=[]), 1: dict(rubies=rubies, cards=[])})
    game.apply("end")
    print(f"Blue ends the round with {rubies} rubies -> over: {game.is_over},",
          f"phase: {game.phase}")
"""),
        md("""
### The neutral merchants

At the start the neutral merchants stand on 14, 15 and 16:
"""),
        code("""
game = ist.new_game(players=2, seed=1)
print("neutral merchants on", game.pieces()["neutral_merchants"])
show(game, highlight=game.pieces()["neutral_merchants"])
"""),
        md("""
When your merchant arrives where a neutral merchant stands, you pay **2 lira — to the bank**,
not to a player. Then you **roll two dice** and move that neutral merchant to the place with
the sum. If you cannot or will not pay, your turn ends, as with any other merchant.

Red walks from the Spice Warehouse (3) to the Small Mosque (14). The dice are fixed: 3 and 6.
"""),
        check("""
game = ist.stage(players=2, seats={0: dict(merchant=3, lira=4, cards=[])}, dice=[3, 6])
status(game, 0)
status(game, 1)
do(game, "move 14")
do(game, "leave")
choices(game)
"""),
        check("""
do(game, "pay")
status(game, 0)
status(game, 1)
print("neutral merchants on", game.pieces()["neutral_merchants"])
"""),
        md("""
Red paid 2 lira, Blue got nothing (the money went to the bank), and the neutral merchant
walked to place 3 + 6 = **9**, the Tea House. Like the Governor, a neutral merchant lands
only on places 2 to 12 after a roll. If it lands on the Fountain (7), nobody pays for it
there, because nobody is ever paid at the Fountain:
"""),
        code("show(game, highlight=game.pieces()['neutral_merchants'])"),
        check("""
game = ist.stage(players=2, neutrals=[7, 15, 16], seats={0: dict(merchant=11, cards=[])})
do(game, "move 7")
print("phase:", game.phase)
"""),
        md("""
## What you learned

- The first player with 5 rubies (6 with two players) ends the game **after the round**:
  everybody gets the same number of turns.
- After the last turn, *5 lira* and *1 good* cards may still be played for the tie-break.
- Ties: lira, then goods, then cards, then a shared victory.
- Two players: 6 rubies, fewer mosque tiles and rubies, and three neutral merchants that cost
  2 lira (to the bank) and are rolled away with two dice.

This is the end of the rules series. Back to **[00 Start here](00_start_here.ipynb)**.
"""),
    ]

NOTEBOOK_CELLS = {
    "02": ("02_a_turn_in_four_phases", a_turn),
    "03": ("03_the_sixteen_places", sixteen_places),
    "04": ("04_bonus_cards_and_mosque_tiles", cards_and_tiles),
    "05": ("05_encounters_and_the_family", encounters),
    "06": ("06_end_of_game_and_two_players", the_end),
}



def main(argv: list[str]) -> None:
    wanted = argv or sorted(NOTEBOOK_CELLS)
    for key in wanted:
        name, cells = NOTEBOOK_CELLS[key]
        print("wrote", write(name, cells()))


if __name__ == "__main__":
    main(sys.argv[1:])
