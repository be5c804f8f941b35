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

# %% [markdown] en="04ea2f8305"
# # 06 · 遊戲結束與兩人遊戲
#
# 當有人收集到足夠的**紅寶石**時，遊戲就會結束：3 到 5 人遊戲是 **5 顆**，2 人遊戲是 **6 顆**。但遊戲不會
# 立刻停止：要**把這一輪玩完**，讓每個人的回合數一樣。然後紅寶石最多的玩家獲勝；如果平手，就比錢幣、
# 貨物和卡片。
#
# 這本筆記本的後半部是關於**兩人遊戲**和它的中立商人。

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


# %% [markdown] en="c711cc0121"
# ## 最後一輪
#
# 四位玩家；**紅色**是起始玩家，所以順序是紅色、藍色、綠色、黃色，而**黃色**（起始玩家右手邊的玩家）
# 永遠是一輪中最後一個回合。
#
# 現在輪到藍色。藍色有 4 顆紅寶石，帶著 20 元站在寶石商：

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, current=1, phase="action", turn=42, governor=2, smuggler=2,
                 gem_left=8,
                 seats={0: dict(rubies=2, lira=10, cards=["five-lira"]),
                        1: dict(merchant=16, assistants=[16], rubies=4, lira=20, cards=[]),
                        2: dict(rubies=1, cards=[]),
                        3: dict(rubies=2, lira=3, cards=["one-good"])})
for seat in range(4):
    status(game, seat)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "gemstone")
do(game, "end")

# %% [markdown] en="05dd8f20e5"
# 藍色有 5 顆紅寶石了。遊戲還沒結束：**綠色和黃色還要玩**他們的回合，讓每個人都和藍色玩了一樣多次。
# 起始玩家紅色不會再玩。

# %%
# NBVAL_CHECK_OUTPUT
for action in ("move 3", "leave", "warehouse", "end",      # 綠色
               "move 4", "leave", "warehouse", "end"):     # 黃色
    do(game, action)
print("步驟:", game.phase)

# %% [markdown] en="e92e9f80ed"
# ### 最後的卡片
#
# 最後一個回合之後，每位玩家仍然可以打出給**錢幣**（*5元*）或**貨物**（*任意貨物1個*）的獎勵卡。它們已經
# 不能換到紅寶石，但可以打破平手。紅色有一張 *5元*，黃色有一張 *任意貨物1個*：

# %%
# NBVAL_CHECK_OUTPUT
choices(game)
do(game, "play five-lira")
do(game, "done")
choices(game)
do(game, "play one-good fabric")
do(game, "done")
print("遊戲結束了嗎:", game.is_over)

# %%
# NBVAL_CHECK_OUTPUT
for place, seat in enumerate(game.ranking(), start=1):
    print(place, end=". ")
    status(game, seat)
print("贏家:", [game.player(s).name for s in game.winners()])


# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = ist.stage(players=4, current=1, phase="action", turn=42, governor=2, smuggler=2,
                   gem_left=8,
                   seats={0: dict(rubies=2, cards=[]), 2: dict(rubies=1, cards=[]),
                          1: dict(merchant=16, assistants=[16], rubies=4, lira=20, cards=[]),
                          3: dict(rubies=2, cards=[])})
Quiz("紅色是起始玩家。藍色（第二位玩家）買下第五顆紅寶石，然後結束回合。"
     "下一個輪到誰？", game_q, ["綠色", "紅色", "沒有人：遊戲結束了"],
     then=["gemstone", "end"],
     answer=lambda g: "沒有人：遊戲結束了" if g.is_over else g.player(g.current).name)

# %% [markdown] en="c52c2098cc"
# ## 平手
#
# 紅寶石最多的人獲勝。當玩家的紅寶石一樣多時，規則會一步一步往下比 **[seed]**：
#
# 1. **錢幣**比較多，
# 2. 然後是手推車上的**貨物**比較多，
# 3. 然後是手上剩下的**獎勵卡**比較多，
# 4. 還是一樣：**共享勝利**。
#
# 下面每個例子（三人遊戲）都是遊戲的最後一個回合：最後一位玩家綠色結束回合，遊戲就結束了。紅色和綠色都有
# 5 顆紅寶石。

# %%
def last_turn(red, green):
    # 綠色結束三人遊戲的最後一個回合；紅色和綠色各有 5 顆紅寶石，藍色 2 顆。
    game = ist.stage(players=3, current=2, phase="encounter", governor=2, smuggler=2,
                     seats={0: dict(rubies=5, **red), 1: dict(rubies=2, cards=[]),
                            2: dict(rubies=5, **green)})
    game.apply("end")
    while not game.is_over:
        # 最後一個回合之後：持有錢幣卡或貨物卡的人打出它，然後 "done"
        game.apply(game.legal_actions()[0].text)
    for seat in range(3):
        status(game, seat)
    print("贏家:", " and ".join(game.player(s).name for s in game.winners()))


# %% [markdown] en="a8ebb33b8c"
# **1. 錢幣比較多。** 紅色有 10 元，綠色 8 元：

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=10, cards=[]), green=dict(lira=8, cards=[]))

# %% [markdown] en="499277655b"
# **2. 錢幣一樣，貨物比較多。** 兩人都有 8 元；紅色有 3 個貨物，綠色 4 個：

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=8, cards=[], goods=dict(fabric=2, spice=1)),
          green=dict(lira=8, cards=[], goods=dict(fruit=2, jewelry=2)))

# %% [markdown] en="9cb269dc5d"
# **3. 錢幣和貨物一樣，卡片比較多。** 紅色手上還有 2 張獎勵卡，綠色 1 張：

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=8, cards=["stay", "move-3-4"], goods=dict(fabric=1)),
          green=dict(lira=8, cards=["stay"], goods=dict(fruit=1)))

# %% [markdown] en="19295d82c9"
# **4. 全部一樣：共享勝利。**

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=8, cards=["stay"], goods=dict(fabric=1)),
          green=dict(lira=8, cards=["stay"], goods=dict(fruit=1)))

# %% [markdown] en="265b34e0be"
# **5. 最後一張卡扭轉平手。** 紅色有 10 元，綠色 8 元——但綠色手上還有一張 *5元*，在最後一個回合之後打出：
# 13 元贏過 10 元。

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=10, cards=[]), green=dict(lira=8, cards=["five-lira"]))

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = ist.stage(players=3, current=2, phase="encounter", governor=2, smuggler=2,
                   seats={0: dict(rubies=5, lira=8, cards=[], goods=dict(fabric=1)),
                          1: dict(rubies=2, cards=[]),
                          2: dict(rubies=5, lira=8, cards=["stay"], goods=dict(spice=1))})
Quiz("遊戲的最後一個回合：紅色和綠色都有 5 顆紅寶石、8 元和 1 個貨物；紅色沒有"
     "獎勵卡，綠色有一張「原地指派伙計」。綠色結束回合。誰贏了？（答案是遊戲裡玩家的名字）", game_q,
     ["Red", "Green", "Red and Green"], then=["end"],
     answer=lambda g: " and ".join(g.player(s).name for s in g.winners()))

# %% [markdown] en="a476b6ae01"
# ## 兩位玩家
#
# 兩人遊戲有一些改變 **[seed]**：
#
# - 要 **6 顆紅寶石**才會結束遊戲；
# - 清真寺拿掉 3 和 5 個貨物的板塊（只留下 **2 和 4**），每座清真寺放 **2 顆紅寶石**（每位玩家一顆）；
# - 寶石商放 **9 顆紅寶石**，從 **15 元**起；蘇丹皇宮放 **6 顆紅寶石**，第一顆要 **5 個貨物**；
# - 三個沒用到的商人當作**中立商人**，放在小清真寺（14）、大清真寺（15）和寶石商（16）。
#
# 每種玩家人數的準備，直接從遊戲本身讀出來：

# %%
# NBVAL_CHECK_OUTPUT
print("人數  清真寺板塊      紅寶石：清真寺  製車行  蘇丹皇宮  寶石商（起價）  總數")
for players in (2, 3, 4, 5):
    pieces = ist.new_game(players=players, seed=1).pieces()
    tiles = pieces["mosques"][14]["tiles"]["red"]
    mosque = pieces["mosques"][14]["rubies"]
    wain = pieces["wainwright"]["rubies"]
    sultan = pieces["sultan"]["rubies"]
    gem = pieces["gemstone_dealer"]
    total = 2 * mosque + wain + sultan + gem["rubies"]
    print(f"{players:7}  {str(tiles):14}  {mosque:13}  {wain:10}  {sultan:6}  "
          f"{gem['rubies']:3} ({gem['price']} 元)  {total:5}")

# %% [markdown] en="25d82697ce"
# 五人遊戲時，盒子裡的 32 顆紅寶石全部都會用到（4 + 4 + 5 + 7 + 12）；這個總數是我們自己算出來的交叉檢查
# **[inferred]**。依玩家人數，蘇丹皇宮的第一顆紅寶石：

# %%
# NBVAL_CHECK_OUTPUT
for players in (2, 3, 4, 5):
    need = ist.new_game(players=players, seed=1).pieces()["sultan"]["next"]
    print(players, "位玩家:", sum(need["goods"].values()) + need["any"], "個貨物")

# %% [markdown] en="f70a8439f0"
# ### 六顆紅寶石
#
# 兩人遊戲時，5 顆紅寶石不夠。藍色（一輪的最後一位玩家）帶著 5 顆紅寶石結束回合：遊戲照常繼續。有 6 顆
# 才結束。

# %%
# NBVAL_CHECK_OUTPUT
for rubies in (5, 6):
    game = ist.stage(players=2, current=1, phase="encounter", governor=2, smuggler=2,
                     seats={0: dict(cards=[]), 1: dict(rubies=rubies, cards=[])})
    game.apply("end")
    print(f"藍色帶著 {rubies} 顆紅寶石結束這一輪 -> 遊戲結束: {game.is_over}，",
          f"步驟: {game.phase}")

# %% [markdown] en="a861707341"
# ### 中立商人
#
# 一開始，中立商人在 14、15 和 16：

# %%
game = ist.new_game(players=2, seed=1)
print("中立商人在", game.pieces()["neutral_merchants"])
show(game, highlight=game.pieces()["neutral_merchants"])

# %% [markdown] en="760d3a335d"
# 當你的商人來到中立商人所在的地點，你要付 **2 元——給銀行**，不是給玩家。然後你**擲兩個骰子**，把那個
# 中立商人移到總和的地點。如果你付不起或不想付，你的回合結束，就和遇到其他商人一樣。
#
# 紅色從香料行（3）走到小清真寺（14）。骰子已經決定好：3 和 6。

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=2, seats={0: dict(merchant=3, lira=4, cards=[])}, dice=[3, 6])
status(game, 0)
status(game, 1)
do(game, "move 14")
do(game, "leave")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "pay")
status(game, 0)
status(game, 1)
print("中立商人在", game.pieces()["neutral_merchants"])

# %% [markdown] en="42ef421d5a"
# 紅色付了 2 元，藍色什麼都沒拿到（錢付給了銀行），中立商人走到地點 3 + 6 = **9**，茶館。和官員一樣，
# 中立商人擲骰後只會落在 2 到 12 的地點。如果它落在水泉（7），在那裡沒有人要為它付錢，因為在水泉永遠
# 不用付錢給任何人：

# %%
show(game, highlight=game.pieces()['neutral_merchants'])

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=2, neutrals=[7, 15, 16], seats={0: dict(merchant=11, cards=[])})
do(game, "move 7")
print("步驟:", game.phase)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = ist.stage(players=2, seats={0: dict(merchant=3, lira=4, cards=[])}, dice=[3, 6])
Quiz("兩位玩家。紅色走到小清真寺，那裡有一個中立商人，紅色付了 "
     "2 元。之後藍色有幾元？", game_q,
     [str(game_q.player(1).lira), str(game_q.player(1).lira + 2)],
     then=["move 14", "leave", "pay"], answer=lambda g: g.player(1).lira)

# %%
game_q = ist.stage(players=2, current=1, phase="encounter", governor=2, smuggler=2,
                   seats={0: dict(cards=[]), 1: dict(rubies=5, cards=[])})
Quiz("兩位玩家。藍色是這一輪的最後一位玩家，帶著 5 顆紅寶石結束回合。遊戲"
     "結束了嗎？", game_q, ["是", "否"], then=["end"],
     answer=lambda g: "是" if g.is_over else "否")

# %% [markdown] en="36ab225f89"
# ## 你學到了什麼
#
# - 第一位有 5 顆紅寶石（兩人遊戲是 6 顆）的玩家，會在**這一輪結束後**結束遊戲：每個人的回合數一樣。
# - 最後一個回合之後，仍然可以為了比平手打出 *5元* 和 *任意貨物1個* 的卡。
# - 平手：比錢幣，然後貨物，然後卡片，然後共享勝利。
# - 兩人遊戲：6 顆紅寶石、較少的清真寺板塊和紅寶石，以及三個中立商人：遇到要付 2 元（給銀行），並擲兩個骰子
#   把它移走。
#
# 規則系列到此結束。回到 **[00 從這裡開始](00_start_here.ipynb)**。
#
# 下一步：**[07 · 和電腦玩家對戰](07_play_against_bots.ipynb)** —— 在互動遊戲桌上下完一整局。
