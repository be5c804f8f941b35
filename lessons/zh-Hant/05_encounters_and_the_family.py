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

# %% [markdown] en="1f2e369ec3"
# # 05 · 遭遇與家庭成員
#
# 當你的商人到達某個地點時，可能會**遭遇**其他的標記：
#
# - 在步驟 2，**其他商人**：付給每人 2 元，否則你的回合結束（筆記本 02）；
# - 在步驟 4，行動之後，依你喜歡的順序：
#   - 其他玩家的**家庭成員**——你*必須*逮捕他們；
#   - **官員**——他*可以*賣你一張獎勵卡；
#   - **走私者**——他*可以*賣你一個貨物。
#
# 這本筆記本展示每一種遭遇，附上規則書的範例，以及把官員和走私者送到版面各處的骰子。

# %%
# 在只用瀏覽器的 JupyterLite 網站上，要先把教材安裝到瀏覽器裡的 Python。
import sys
if sys.platform == "emscripten":
    # %pip install -q istanbul_nb
    from istanbul_nb.widgets.offline import explain_missing_live_boards

    explain_missing_live_boards()  # 離線時，會用一句話說明為什麼無法顯示互動版面

# %% i18n="setup"
import istanbul_nb as ist

ist.set_language("zh-Hant")  # 這本筆記本的版面、問題、按鈕和紀錄都用繁體中文顯示

# %%
import istanbul_nb as ist
from IPython.display import SVG, display
from istanbul_nb.widgets import Quiz


def show(game, highlight=(), size=None):
    # 用原本的大小（686 px）畫出遊戲：用投影機看時，標記和數字也清楚易讀。
    display(SVG(ist.render.svg(game, highlight=highlight, size=size)))


def choices(game):
    # 現在的問題，以及每一個合法行動和它的意思。
    print(game.question())
    for action in game.legal_actions():
        print(f"   {action.text:26} {action.describe()}")


def do(game, action):
    # 執行一個行動，並印出發生了什麼事。
    print(">", action)
    for event in game.apply(action):
        print("   ", str(event)[:1].upper() + str(event)[1:])


def status(game, seat=0):
    # 一位玩家一行：錢幣、紅寶石、貨物、卡片。
    p = game.player(seat)
    goods = ", ".join(f"{n} {g}" for g, n in p.goods.items() if n) or "no goods"
    cards = ", ".join(p.bonus_cards) or "no cards"
    rubies = f"{p.rubies} ruby" if p.rubies == 1 else f"{p.rubies} rubies"
    print(f"{p.name:6} {p.lira:2} lira, {rubies}, {goods}; {cards}")


def targets(game):
    # 商人現在可以移動到的地點（用來在版面上標亮）。
    return [int(a.words[1]) for a in game.legal_actions() if a.kind == "move"]


# %% [markdown] en="0f67db5203"
# ## 其他商人：每人 2 元
#
# **韓文規則書的範例：** 紅色的商人來到**黃色和綠色**商人所在的地點。紅色必須**付給他們每人 2 元**——
# 否則回合立刻結束。

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=6, cards=[]),
                                   2: dict(merchant=9), 3: dict(merchant=9)})
do(game, "move 9")
do(game, "leave")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "pay")
for seat in (0, 2, 3):
    status(game, seat)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = ist.stage(players=4,
                   seats={0: dict(merchant=11, lira=3, cards=[]), 2: dict(merchant=9),
                          3: dict(merchant=9)})
for step in ("move 9", "leave"):
    game_q.apply(step)
Quiz("紅色有 3 元，剛在茶館派出一個伙計，而綠色和黃色的商人都在那裡。"
     "紅色可以做什麼？", game_q,
     [("付錢給兩位", "pay"), ("結束回合", "end")])

# %% [markdown] en="3d8c4b3a9b"
# ## 逮捕家庭成員
#
# 每位玩家的**家庭成員**一開始都在警察局（12）。當你把自己的家庭成員派出去（筆記本 03），它會留在那個
# 地點，其他玩家的商人可以在那裡逮捕它。
#
# 當你的商人停在**其他玩家的家庭成員**所在的地點，你**必須**逮捕它：它回到警察局，而且**每逮捕一人**
# 你就選一個獎賞，**3 元或 1 張獎勵卡**。如果有好幾個，你要全部逮捕，每個的獎賞可以不同。
#
# 藍色和綠色的家庭成員在大市場（10）：

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=2, smuggler=2,
                 seats={0: dict(merchant=11, lira=0, cards=[]),
                        1: dict(family=10), 2: dict(family=10)})
do(game, "move 10")
do(game, "leave")
do(game, "skip")
choices(game)

# %% [markdown] en="70dd9bd477"
# 還沒有*結束*：兩個都必須先逮捕。紅色逮捕綠色的拿 3 元，逮捕藍色的拿一張卡：

# %%
# NBVAL_CHECK_OUTPUT
do(game, "catch green lira")
do(game, "catch blue card")
choices(game)
status(game)
print("家庭成員:", {game.player(s).name: game.player(s).family for s in range(4)})

# %% [markdown] en="cbfab38517"
# **在警察局的**家庭成員不能逮捕：它已經在那裡了。紅色的商人來到警察局，其他所有的家庭成員都在那裡等著：

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=2, smuggler=2, seats={0: dict(merchant=11, cards=[])})
do(game, "move 12")
do(game, "leave")
do(game, "skip")
choices(game)

# %% [markdown] en="649d729585"
# 而你自己的家庭成員，從警察局派出去之後，在抵達的地點**不會遭遇任何人**（韓文規則書的警察局範例，
# 筆記本 03）：它不付錢給任何人，也不會遭遇站在那裡的走私者。

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, phase="action", governor=2, smuggler=3,
                 seats={0: dict(merchant=12, assistants=[12], cards=[]),
                        1: dict(merchant=3)})
do(game, "police 3")
do(game, "warehouse")
choices(game)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = ist.stage(players=4, governor=2, smuggler=2,
                   seats={0: dict(merchant=11, cards=[]), 2: dict(family=9)})
for step in ("move 9", "leave", "skip"):
    game_q.apply(step)
Quiz("綠色的家庭成員在茶館。紅色"
     "來到茶館，跳過了它的行動。紅色現在可以做下面哪些事？", game_q,
     [("逮捕綠色的家庭成員，拿 3 元", "catch green lira"),
      ("逮捕綠色的家庭成員，拿一張卡", "catch green card"), ("結束回合", "end")])

# %% [markdown] en="53eb97d5bc"
# ## 官員：一張獎勵卡
#
# 你**可以**抽 1 張獎勵卡。如果抽了，就要付費：**2 元**，或**棄掉 1 張獎勵卡**——可以是剛抽到的那張。
# 然後擲**兩個骰子**，把官員送到新的地點。
#
# 紅色一毛錢也沒有。紅色仍然可以拿卡，然後立刻棄掉它。聽起來沒用，但韓文規則書指出了你可能這麼做的
# 理由：**這會把官員送走**。

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=9, smuggler=2, dice=[2, 3],
                 seats={0: dict(merchant=11, lira=0, cards=[])})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "governor")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
new_card = game.player(0).bonus_cards[0]
do(game, "governor discard " + new_card)
print("官員現在在", game.place_of("governor"))

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = ist.stage(players=4, governor=9, smuggler=2, dice=[2, 3],
                   seats={0: dict(merchant=11, lira=0, cards=[])})
for step in ("move 9", "leave", "skip", "governor"):
    game_q.apply(step)
new_card = game_q.player(0).bonus_cards[0]
Quiz("紅色沒有錢，剛從官員那裡抽了一張卡。紅色可以做下面哪些事？",
     game_q, [("付 2 元", "governor pay"),
              ("棄掉這張新卡", "governor discard " + new_card)])

# %% [markdown] en="e22c9ff9af"
# ## 走私者：一個貨物
#
# 你**可以**拿 1 個任選的貨物。如果拿了，要付 **2 元或 1 個貨物**（同樣，剛拿到的那個也可以）。然後擲兩個
# 骰子把走私者送走。手推車滿了也可以遭遇他：拿到的貨物**立刻丟掉**，你付錢，他移走（韓文規則書）——
# 這是把他從你需要的地點送走的一個方法。紅色用一個水果換一個珠寶：

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=2, smuggler=9, dice=[6, 6],
                 seats={0: dict(merchant=11, lira=0, cards=[], goods=dict(fruit=1))})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "smuggler jewelry")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "smuggler give fruit")
status(game)
print("走私者現在在", game.place_of("smuggler"))

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = ist.stage(players=4, governor=2, smuggler=9, dice=[6, 6],
                   seats={0: dict(merchant=11, lira=2, cards=[],
                                  goods=dict(fabric=2, spice=2, fruit=2, jewelry=2))})
for step in ("move 9", "leave", "skip"):
    game_q.apply(step)
Quiz("紅色的手推車已經滿了（每種貨物 2 個）。走私者和紅色一起在茶館。"
     "紅色可以做下面哪些事？", game_q,
     [("向走私者拿一個布料", "smuggler fabric"), ("結束回合", "end")])

# %% [markdown] en="a0a6d8a99b"
# ## 遭遇了但什麼都沒拿：他們留下
#
# 如果你遭遇官員或走私者但**什麼都沒拿**，他們**不會移動**（韓文規則書）。紅色直接結束回合：

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=9, smuggler=9, seats={0: dict(merchant=11, cards=[])})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "end")
print("官員在", game.place_of("governor"), "｜走私者在", game.place_of("smuggler"))

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("官員在茶館。紅色來到那裡，跳過行動，遭遇官員"
     "但沒有拿卡，然後結束回合。官員現在在哪裡？",
     ist.stage(players=4, governor=9, smuggler=2, dice=[6, 6],
               seats={0: dict(merchant=11, cards=[])}),
     ["茶館（9）", "警察局（12）", "水泉（7）"],
     then=["move 9", "leave", "skip", "end"],
     answer=lambda g: ist.places.label(g.place_of("governor")))

# %% [markdown] en="57ecf8d1ec"
# ## 兩個一起：分開擲骰
#
# 當你從兩人那裡都拿了東西，每個人**各自擲骰**移走（韓文規則書）。骰子已經決定好：官員是 2 和 3，
# 然後走私者是 6 和 6。

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=9, smuggler=9, dice=[2, 3, 6, 6],
                 seats={0: dict(merchant=11, lira=4, cards=[])})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "governor")
do(game, "governor pay")
do(game, "smuggler spice")
do(game, "smuggler pay")
print("官員在", game.place_of("governor"), "｜走私者在", game.place_of("smuggler"))

# %%
show(game, highlight=[5, 12])

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("紅色從官員拿一張卡（骰子擲出 1 和 1），然後從"
     "走私者拿一個香料（骰子擲出 4 和 4）。走私者現在在哪裡？",
     ist.stage(players=4, governor=9, smuggler=9, dice=[1, 1, 4, 4],
               seats={0: dict(merchant=11, lira=4, cards=[])}),
     ["布料行（2）", "黑市（8）", "警察局（12）"],
     then=["move 9", "leave", "skip", "governor", "governor pay", "smuggler spice",
           "smuggler pay"],
     answer=lambda g: ist.places.label(g.place_of("smuggler")))

# %% [markdown] en="456314bfb8"
# ## 官員和走私者會去哪裡？
#
# 他們會去**兩個骰子總和**編號的地點：在遊戲開始時，以及每次有人從他們那裡拿了東西之後。兩個骰子有 36 種
# 機會相等的組合；數一數每個總和有幾種組合：

# %%
# NBVAL_CHECK_OUTPUT
from collections import Counter
from fractions import Fraction

ways = Counter(a + b for a in range(1, 7) for b in range(1, 7))
for place in range(1, 17):
    chance = Fraction(ways[place], 36)
    print(f"{ist.places.label(place):22} {ways[place]}/36 = {str(chance):5} ="
          f" {float(chance):6.1%}")

# %%
import matplotlib.pyplot as plt

places = list(range(1, 17))
fig, ax = plt.subplots(figsize=(8, 3.4))
bars = ax.bar(places, [ways[p] / 36 for p in places],
              color=["#c0392b" if ways[p] else "#bbbbbb" for p in places])
for p in places:
    ax.text(p, ways[p] / 36 + 0.004, f"{ways[p]}/36" if ways[p] else "不會",
            ha="center", fontsize=8, rotation=90 if not ways[p] else 0)
ax.set_xticks(places)
ax.set_xlabel("地點編號 = 兩個骰子的總和")
ax.set_ylabel("機率")
ax.set_ylim(0, 0.21)
ax.set_title("官員和走私者會落在哪裡")
plt.show()

# %% [markdown] en="2e5f24c3a4"
# - **7**（水泉）最有可能：36 種中有 6 種，六分之一。
# - **2** 和 **12** 最少見：各只有 1 種（1+1 和 6+6）。
# - 兩個骰子的總和不會是 **1**，也不會超過 **12**：官員和走私者**永遠不會**站在製車行（1）、蘇丹皇宮（13）、
#   清真寺（14、15）或寶石商（16）。
#
# 他們能到達的地點，在版面上標亮：

# %%
show(ist.stage(players=4), highlight=range(2, 13))

# %% [markdown] en="f3da808fa8"
# 遊戲真的是這樣擲的嗎？用不同的種子準備 3000 局遊戲，數一數官員從哪裡開始：

# %%
# NBVAL_CHECK_OUTPUT
starts = Counter(ist.new_game(players=4, seed=seed).place_of("governor")
                 for seed in range(3000))
print("官員起始的地點:", sorted(starts))
print("從來沒有:", [p for p in range(1, 17) if p not in starts])

# %%
fig, ax = plt.subplots(figsize=(8, 3.4))
ax.bar(places, [ways[p] / 36 for p in places], color="#e8b4ad", label="精確值：組合數 / 36")
ax.plot(places, [starts[p] / 3000 for p in places], "o", color="#1f3a5f",
        label="3000 次準備")
ax.set_xticks(places)
ax.set_xlabel("地點")
ax.set_ylabel("比例")
ax.legend()
ax.set_title("官員的起始地點：精確機率與 3000 局遊戲")
plt.show()

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("官員在茶館；紅色拿了他的卡，骰子擲出 6 和 6。"
     "他會去哪裡？",
     ist.stage(players=4, governor=9, smuggler=2, dice=[6, 6],
               seats={0: dict(merchant=11, lira=4, cards=[])}),
     ["警察局（12）", "寶石商（16）", "水泉（7）"],
     then=["move 9", "leave", "skip", "governor", "governor pay"],
     answer=lambda g: ist.places.label(g.place_of("governor")))

# %% [markdown] en="23f81f7cee"
# ## 你學到了什麼
#
# - 其他商人：每人 2 元，否則你的回合結束。
# - 其他玩家的家庭成員**必須**逮捕（每個 3 元或 1 張卡）；在警察局時不能逮捕；你自己從警察局派出的家庭成員
#   不會遭遇任何人。
# - 官員：一張卡，付 2 元或棄一張卡；走私者：一個貨物，付 2 元或一個貨物。
# - 只有你**拿了**東西，那個角色才會被擲骰移走，每人各擲一次，到 2 到 12 的地點：最可能是 7，永遠不會是
#   1 或 13–16。
#
# 下一步：**[06 · 遊戲結束與兩人遊戲](06_end_of_game_and_two_players.ipynb)**。
