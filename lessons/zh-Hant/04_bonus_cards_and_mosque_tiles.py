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

# %% [markdown] en="eb213db453"
# # 04 · 獎勵卡和清真寺板塊
#
# **獎勵卡**是一次性的幫手：打出、使用，然後正面朝上放到商隊旅館的棄牌堆。**清真寺板塊**是持續的能力：
# 一旦拿到，就一直保留到遊戲結束。
#
# 一張卡最大的問題是**什麼時候**可以打出。在這本筆記本裡，電腦會告訴你：現在可以打出的卡會以
# *play ...*（打出……）出現在選項中；時機一過，它就消失了。

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

def at(place, seat=None, players=4, **situation):
    # 紅色的商人站在 `place`，伙計已派在那裡，準備執行行動。
    red = {"merchant": place, "cards": [], "assistants": [] if place == 7 else [place]}
    seats = {0: {**red, **(seat or {})}}
    seats.update(situation.pop("seats", {}))
    situation.setdefault("governor", 12)
    situation.setdefault("smuggler", 12)
    return ist.stage(players=players, phase="action", seats=seats, **situation)

def playable(game):
    # 現在輪到的玩家可以打出的獎勵卡。
    return sorted({a.words[1] for a in game.legal_actions() if a.kind == "card"})


# %% [markdown] en="eb0f048955"
# ## 26 張獎勵卡
#
# | 卡片 | 張數 | 效果 | 時機 |
# |---|---|---|---|
# | 任意貨物1個 | 4 | 拿 1 個任選的貨物 | 行動之前或之後，絕不在行動之中 |
# | 5元 | 4 | 拿 5 元 | 你的回合中 |
# | 移動三或四步 | 4 | 移動 3 或 4 個地點，取代 1–2 個 | 移動步驟 |
# | 原地指派伙計 | 2 | 不移動，但仍要派出或收回一個伙計 | 移動步驟 |
# | 招回一名伙計 | 2 | 把 1 個伙計招回自己的堆疊 | 移動步驟 |
# | 將家庭成員放回警察局 | 2 | 家庭成員回家，拿逮捕的獎賞 | 你的回合 |
# | 再次執行蘇丹皇宮的行動 | 2 | 再做一次蘇丹皇宮的行動 | 緊接在那個行動之後 |
# | 再次執行郵局的行動 | 2 | 再做一次郵局的行動 | 緊接在那個行動之後 |
# | 再次執行寶石商的行動 | 2 | 再做一次寶石商的行動 | 緊接在那個行動之後 |
# | 在小市場可以賣出任意貨物 | 2 | 賣出和需求圖版不同的貨物 | 在小市場 |
#
# 張數印在卡片上，但只有一個公開來源證實 **[printed-1]**；總數 26 張則有多個來源 **[printed]**。手牌張數
# 沒有上限（韓文規則書）。

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = at(6, seat=dict(cards=["one-good", "five-lira", "move-3-4", "stay",
                                "return-assistant", "family"]))
Quiz("紅色手上有 6 張獎勵卡，來到商隊旅館：從抽牌堆拿 2 張，然後棄掉「原地指派伙計」。"
     "紅色現在手上有幾張卡？", game_q, ["5", "6", "7"],
     then=["caravansary", "draw deck", "draw deck", "discard stay"],
     answer=lambda g: len(g.player(0).bonus_cards))

# %% [markdown] en="25b8e8072e"
# ## 卡片什麼時候可以打出？
#
# 紅色每種卡各有一張，在茶館（9）有一個伙計，家庭成員在寶石商（16）。官員在郵局等著。我們跟著紅色走到
# 郵局的這個回合，在每個時刻問：哪些卡可以打出？（表中的時刻名稱是程式裡的英文標籤：before moving
# 移動之前、arrived 抵達之後、before the action 行動之前、right after it 行動剛結束、after an encounter
# 遭遇之後。）

# %%
# NBVAL_CHECK_OUTPUT
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

# %% [markdown] en="edc6837d5a"
# 一欄一欄地讀這張表：
#
# 1. **移動之前**：移動類的卡（*移動三或四步*、*原地指派伙計*、*招回一名伙計*），以及隨時可用的卡
#    （*任意貨物1個*、*5元*、*將家庭成員放回警察局*）；
# 2. **抵達之後**：移動已經完成，所以*移動三或四步*和*原地指派伙計*消失了；在決定伙計之前，
#    *招回一名伙計*仍然可以用；
# 3. **行動之前**：只剩「隨時可用」的卡；
# 4. **郵局行動剛結束**：*再次執行郵局的行動*出現了——這是它唯一的時機；
# 5. **遭遇官員之後**：「緊接在行動之後」的時機已經過了，所以*再次執行郵局的行動*又消失了。
#
# *再次執行蘇丹皇宮的行動*、*再次執行寶石商的行動*和*在小市場可以賣出任意貨物*從沒出現：紅色不在那些
# 地點。下面是郵局卡在它的時機打出。郵件指示物照常移動，所以第二次造訪拿到的是第一次露出來的東西：

# %%
# NBVAL_CHECK_OUTPUT
game = at(5, seat=dict(cards=["post-twice"]))
do(game, "post")
choices(game)
do(game, "play post-twice")
do(game, "post")
status(game)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = at(5, seat=dict(cards=["post-twice"]), governor=5, dice=[6, 6])
for step in ("post", "governor", "governor pay"):
    game_q.apply(step)
Quiz("紅色執行了郵局的行動，接著在那裡從官員拿了一張卡。"
     "紅色現在可以做下面哪些事？", game_q,
     [("打出「再次執行郵局的行動」", "play post-twice"), ("結束回合", "end")])

# %% [markdown] en="2d89f6a5b2"
# ## 一張一張看
#
# ### 任意貨物1個 和 5元
#
# 拿 1 個任選的貨物，或 5 元。*任意貨物1個*絕不能在行動**之中**使用：在黑市，擲完骰子到拿免費貨物
# 之間，它不在清單上。規則允許在你回合中的任何時候使用 *5元*；本教材讓它和*任意貨物1個*在相同的時機
# 出現，所以要在需要錢的行動之前打出。

# %%
# NBVAL_CHECK_OUTPUT
game = at(8, seat=dict(cards=["one-good", "five-lira"]), dice=[1, 2])
print("行動之前:", playable(game))
do(game, "black-market")
print("行動之中:", playable(game))
do(game, "take spice")
print("行動之後:", playable(game))
do(game, "play one-good jewelry")
do(game, "play five-lira")
status(game)

# %% [markdown] en="94b602b34b"
# ### 移動三或四步
#
# 商人不是移動 1 或 2 個地點，而是移動 **3 或 4 個地點**。本教材把它解讀為停在**正好相距 3 或 4 步**
# （最短距離）的地點，其他公開的遊戲引擎也這麼做 **[inferred]**：如果這張卡也能到達相距 1 或 2 步的地點，
# 「取代 1–2 個」就沒有意義了。從小市場（11）出發，打出這張卡之前和之後：

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=["move-3-4"])})
print("一般移動:", targets(game))
do(game, "play move-3-4")
print("移動三或四步:", targets(game))

# %%
show(game, highlight=targets(game))

# %% [markdown] en="96e05ed681"
# ### 原地指派伙計
#
# 紅色的商人留在原地，回合繼續進行，就像它剛抵達一樣：這裡紅色收回上一回合留在茶館的伙計，並且可以
# 再次在茶館執行行動。你**仍然必須**派出或收回一個伙計（韓文規則書中這張卡的文字），所以*原地指派伙計*
# 不能在水泉打出，也不能在你既沒有伙計可派、也沒有伙計可收回的地方打出。打出*原地指派伙計*之後，
# 不帶伙計就結束回合不是一個選項：本教材的裁定 R11 是這樣解讀這張卡的。下面的儲存格會印出電腦提供的選項。

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=9, assistants=[9], cards=["stay"])},
                 dice=[6, 6])
do(game, "play stay")
choices(game)
do(game, "collect")
do(game, "tea 12")
status(game)

# %% [markdown] en="a8a4c15f11"
# ### 招回一名伙計
#
# 在移動步驟，從任何地方把一個伙計招回自己的堆疊。紅色的堆疊裡已經沒有伙計；有了這張卡，紅色先把
# 製車行的伙計招回來，就能在下一個地點派出它：

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, assistants=[1, 2, 3, 4],
                                           cards=["return-assistant"])})
print("在堆疊裡:", game.player(0).stack)
do(game, "play return-assistant 1")
print("在堆疊裡:", game.player(0).stack)
do(game, "move 9")
choices(game)

# %% [markdown] en="65fe249afd"
# ### 將家庭成員放回警察局
#
# 你的家庭成員回到警察局，你拿**逮捕的獎賞**，就像有人逮捕了它一樣：3 元或 1 張獎勵卡。它已經在那裡時
# 不能使用。

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=0, family=16, cards=["family"])})
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "play family lira")
status(game)
print("家庭成員在", game.player(0).family)
game = ist.stage(players=4, seats={0: dict(merchant=11, family=12, cards=["family"])})
print("已經在警察局時可以打出的卡:", playable(game))

# %% [markdown] en="e07dc1665c"
# ### 再次執行寶石商的行動（以及再次執行蘇丹皇宮的行動）
#
# 剛買完一顆紅寶石後，再買一顆。在這之間價格已經漲了 1。蘇丹皇宮的卡也一樣：第二顆紅寶石要多一個貨物。

# %%
# NBVAL_CHECK_OUTPUT
game = at(16, seat=dict(lira=30, cards=["gemstone-twice"]))
do(game, "gemstone")
do(game, "play gemstone-twice")
do(game, "gemstone")
status(game)

# %%
# NBVAL_CHECK_OUTPUT
game = at(13, seat=dict(capacity=3, cards=["sultan-twice"],
                        goods=dict(fabric=2, spice=2, fruit=2, jewelry=3)))
do(game, "sultan")
do(game, "play sultan-twice")
do(game, "sultan jewelry")
status(game)

# %% [markdown] en="33fb9ef1d1"
# ### 在小市場可以賣出任意貨物
#
# 在小市場，你可以賣出和需求圖版不同的貨物。圖版要的是布料 1、香料 1、水果 2、珠寶 1；紅色帶著
# 香料 2 和珠寶 2：

# %%
# NBVAL_CHECK_OUTPUT
game = at(11, seat=dict(lira=0, goods=dict(spice=2, jewelry=2), cards=["small-market"]),
          small=[3, 0, 1, 2, 4])
print("沒有這張卡時的賣法:", [a.text for a in game.legal_actions()
                                         if a.verb == "sell"])
do(game, "play small-market")
do(game, "sell spice spice jewelry jewelry")
status(game)

# %% [markdown] en="9f8bafe64a"
# **自我檢查。** 打出*原地指派伙計*之後（裁定 R11）：

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=9, assistants=[9], cards=["stay"])})
game_q.apply("play stay")
Quiz("紅色在茶館打出了「原地指派伙計」，紅色的伙計就在那裡等著。紅色現在可以做下面哪些事？",
     game_q,
     [("收回伙計", "collect"), ("結束回合", "end")])

# %% [markdown] en="55f1f31d8f"
# ## 四種清真寺板塊
#
# 清真寺板塊是持續的能力。你在小清真寺（14：紅、綠）或大清真寺（15：黃、藍）拿取，每種顏色最多一個
# （筆記本 03）。
#
# ### 紅色：幫忙擲骰
#
# 在黑市和茶館，擲完骰子後，你可以**把一顆骰子改成 4**，或**把兩顆骰子重擲一次**。
#
# **規則書的範例**（韓文版和中文版）：在黑市紅色擲出 **2 和 5**（總和 7：1 個珠寶）。有了紅色板塊，紅色
# 把 2 轉成 **4**：總和變成 **9**，可以拿 **2 個珠寶**，再加上免費的布料、香料或水果。

# %%
# NBVAL_CHECK_OUTPUT
game = at(8, seat=dict(tiles=["red"]), dice=[2, 5])
do(game, "black-market")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "set-four 1")
do(game, "take fruit")
status(game)

# %% [markdown] en="8217e52648"
# 沒有紅色板塊就沒有這個問題：骰子立刻定案。

# %%
# NBVAL_CHECK_OUTPUT
game = at(8, dice=[2, 5])
do(game, "black-market")
print("步驟:", game.phase)

# %% [markdown] en="f4e2f6fb33"
# 在茶館重擲：紅色喊 12，擲出 1 和 1，重擲一次，得到 6 和 6。

# %%
# NBVAL_CHECK_OUTPUT
game = at(9, seat=dict(lira=0, tiles=["red"]), dice=[1, 1, 6, 6])
do(game, "tea 12")
do(game, "reroll")
status(game)

# %% [markdown] en="41abd92d4d"
# ### 綠色：在商行多拿一個貨物
#
# 在商行補滿貨物之後，付 **2 元**換 **1 個任選的貨物**（如果放得下）。紅色在香料行補滿香料，再買一個珠寶：

# %%
# NBVAL_CHECK_OUTPUT
game = at(3, seat=dict(tiles=["green"], lira=5))
choices(game)
do(game, "warehouse extra jewelry")
status(game)

# %% [markdown] en="4095da8aa8"
# ### 黃色：招回一個伙計
#
# **每回合一次**，付 **2 元**把自己的一個伙計招回堆疊。本教材讓你在移動步驟和決定伙計時使用它。看看黃色板塊的
# 選項出現，用過之後又消失：

# %%
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=6, tiles=["yellow"], cards=[],
                                           assistants=[1, 2, 3, 4])})
show(game, highlight=[1, 2, 3, 4])

# %%
# NBVAL_CHECK_OUTPUT
print([a.text for a in game.legal_actions() if a.kind == "mosque"])
do(game, "mosque yellow 4")
print([a.text for a in game.legal_actions() if a.kind == "mosque"])
status(game)

# %% [markdown] en="bbcd20407b"
# ### 藍色：第 5 個伙計
#
# 拿到藍色板塊時，你的**第 5 個伙計**立刻加入你的堆疊：從此你有 5 個幫手，而不是 4 個。

# %%
# NBVAL_CHECK_OUTPUT
game = at(15, seat=dict(goods=dict(jewelry=2)))
print("伙計：堆疊裡", game.player(0).stack, "＋版面上", len(game.player(0).assistants),
      "個")
do(game, "tile blue")
print("伙計：堆疊裡", game.player(0).stack, "＋版面上", len(game.player(0).assistants),
      "個")

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=11, lira=6, tiles=["yellow"], cards=[],
                                             assistants=[1, 2, 3, 4])})
game_q.apply("mosque yellow 4")
Quiz("紅色剩下 4 元，剛用黃色清真寺板塊從水果行招回了伙計。"
     "紅色現在可以做下面哪些事？", game_q,
     [("也從香料行招回伙計", "mosque yellow 3"),
      ("走到茶館（9）", "move 9")])

# %% [markdown] en="fd33386e13"
# ## 你學到了什麼
#
# - 獎勵卡只用一次；每張都有它的**時機**，合法行動的清單會準確地告訴你是什麼時候。
# - 「再次執行」的卡只在它那個地點的行動**剛結束**、還沒有任何遭遇之前有效。
# - 清真寺板塊持續整局遊戲：紅色幫忙擲骰，綠色買一個貨物，黃色招回一個伙計，藍色多給一個伙計。
#
# 下一步：**[05 · 遭遇與家庭成員](05_encounters_and_the_family.ipynb)**。
