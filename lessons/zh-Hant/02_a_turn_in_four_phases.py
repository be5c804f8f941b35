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

# %% [markdown] en="363f35085f"
# # 02 · 一個回合的四個步驟
#
# 輪到你時，一定要**依照這個順序走完四個步驟**：
#
# 1. **移動**你的商人（並派出或收回一個伙計），
# 2. 付錢給在那裡的**其他商人**，
# 3. 執行該地點的**行動**，
# 4. **遭遇**：家庭成員、官員、走私者。
#
# 有些步驟會**讓回合提早結束**；這時後面的步驟就跳過。
#
# 在這本筆記本裡，我們布置一個情境，一次一個決定，走完整個回合。每一步電腦都會列出**合法行動**：
# 也就是規則現在允許的所有事情。骰子都事先決定好了，所以全班看到的是同一局遊戲。
#
# ## 準備檢查表
#
# 第一個回合之前要擺好的東西。每一行都註明出處：**[printed]** 印在配件上，**[printed-1]** 印在配件上
# 但只有一個公開來源證實，**[seed]** 寫在本專案依據的規則書（韓文版和中文版）裡。基本遊戲的配件沒有
# **[reconstructed]**（重建）的內容。
#
# 不論幾位玩家：
#
# 1. 16 個地點板塊排成 4×4 的方格；第一次玩用*捷徑*排列 **[printed]**（筆記本 01）。
# 2. 清真寺板塊依顏色分開，最便宜的放在最上面：紅色和綠色放在小清真寺（14），黃色和藍色放在
#    大清真寺（15）**[printed]**。
# 3. 四個郵件指示物放在郵局（5）的最上面一列 **[printed]**。
# 4. 黑色需求圖版洗勻、正面朝上放在大市場（10），白色的放在小市場（11）**[printed]**。
# 5. 26 張獎勵卡洗勻、正面朝下 **[printed]**（每種幾張：**[printed-1]**）。
# 6. 官員和走私者：各擲兩個骰子，放在點數總和的地點上 **[seed]**。
# 7. 每位玩家：一個手推車（每種貨物可放 2 個），在水泉（7）把商人放在 4 個伙計上面，第 5 個伙計放在
#    版面旁邊，家庭成員放在警察局（12）**[seed]**。
# 8. 起始玩家拿 2 元，順時鐘下一位拿 3 元，接著 4、5、6 元；每人抽 1 張獎勵卡 **[seed]**。
#
# 隨玩家人數改變的東西 **[seed]**（寶石商的價格 **[printed]**）：
#
# | 玩家人數 | 2 | 3 | 4 | 5 |
# |---|---|---|---|---|
# | 每種顏色的清真寺板塊 | 2, 4 | 2, 3, 4 | 2, 3, 4, 5 | 2, 3, 4, 5 |
# | 每座清真寺上的紅寶石 | 2 | 3 | 4 | 4 |
# | 製車行：紅寶石（以及每位玩家 3 個手推車擴充） | 2 | 3 | 4 | 5 |
# | 蘇丹皇宮：紅寶石 | 6 | 6 | 7 | 7 |
# | 寶石商：紅寶石（第一個價格） | 9 (15) | 10 (14) | 12 (12) | 12 (12) |
# | 中立商人 | 放在 14、15、16 | 無 | 無 | 無 |
# | 結束遊戲所需的紅寶石 | 6 | 5 | 5 | 5 |

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


# %% [markdown] en="1f0121a153"
# 從新開的遊戲讀出同樣的數字（所以它們一定和電腦遵守的規則一致）：

# %%
# NBVAL_CHECK_OUTPUT
print("人數  每色板塊  清真寺  製車行  蘇丹皇宮  寶石商（價格）  中立商人  錢幣")
for players in (2, 3, 4, 5):
    g = ist.new_game(players=players, seed=1)
    pieces = g.pieces()
    gem = pieces["gemstone_dealer"]
    print(f"{players:7}  {len(pieces['mosques'][14]['tiles']['red']):12}  "
          f"{pieces['mosques'][14]['rubies']:6}  {pieces['wainwright']['rubies']:10}  "
          f"{pieces['sultan']['rubies']:6}  {gem['rubies']:8} ({gem['price']})  "
          f"{str(pieces['neutral_merchants'] or '-'):>8}  "
          f"{sorted(g.player(s).lira for s in range(players))}")

# %% [markdown] en="8e8125e609"
# **自我檢查。** 答案沒有存在這本筆記本裡：按下*檢查*按鈕時，會直接問遊戲本身。

# %%
Quiz("三位玩家準備遊戲。【寶石商】上放幾顆紅寶石？",
     ist.new_game(players=3, seed=1), ["9", "10", "12"],
     answer=lambda g: g.pieces()["gemstone_dealer"]["rubies"])

# %% [markdown] en="a09f27d221"
# ## 情境
#
# 四位玩家在第一次玩的版面（*捷徑*）上。**紅色**帶著 **3 元**站在**小市場（11）**，4 個伙計都疊在
# 商人下面。
#
# **茶館（9）**上有**黃色的商人**、**藍色的家庭成員**和**官員**。骰子已經決定好：接下來會擲出
# **4 和 5**，然後是 **3 和 3**。

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(
    players=4,
    seats={0: dict(merchant=11, lira=3, cards=[]),   # 紅色
           1: dict(family=9),                        # 藍色的家庭成員
           3: dict(merchant=9)},                     # 黃色的商人
    governor=9, smuggler=2,
    dice=[4, 5, 3, 3],
)
for seat in range(4):
    status(game, seat)
print("官員在", game.place_of("governor"), "｜走私者在", game.place_of("smuggler"))

# %%
show(game)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("紅色在小市場（11）。紅色第一步可以做什麼？",
     ist.stage(players=4, seats={0: dict(merchant=11, lira=3, cards=[])}),
     [("留在小市場", "move 11"), ("走到茶館（9）", "move 9"),
      ("走到水泉（7）", "move 7"), ("立刻結束回合", "end")])

# %% [markdown] en="542aa73d0c"
# ## 步驟 1 · 移動
#
# 你的商人移動 **1 或 2 個地點**：往上、下、左、右，不能斜走，而且**不能停在出發的地點**。
# 商人下面的伙計會跟著一起移動。

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %% [markdown] en="5c350eba53"
# 版面上，紅色可以到達的地點會亮起來：

# %%
show(game, highlight=targets(game))

# %% [markdown] en="b6e87bb218"
# 紅色往右走 1 步，到茶館。

# %%
# NBVAL_CHECK_OUTPUT
do(game, "move 9")
print("步驟:", game.phase)

# %% [markdown] en="f7908e229a"
# ### 派出或收回伙計
#
# 除了水泉以外，每個地點都需要你的一個伙計：
#
# - 如果那裡**已經有你的伙計**，它會回到你堆疊的最下面（*收回*）；
# - 如果沒有，你可以把堆疊最下面的伙計**派出**到那裡；
# - 如果做不到（沒有伙計了）或你不想這麼做，**你的回合立刻結束**（*結束*）。

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "leave")
print("紅色的商隊堆疊裡還有的伙計:", game.player(0).stack)

# %% [markdown] en="b610ac8b88"
# 紅色的商人和它派出的伙計現在都在茶館：

# %%
show(game, highlight=[9])

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("紅色的商人在最下面一列的製車行（1）。它可以去哪裡？",
     ist.stage(players=4, seats={0: dict(merchant=1, cards=[])}),
     [("蘇丹皇宮（13）", "move 13"), ("水泉（7）", "move 7"),
      ("黑市（8）", "move 8"), ("警察局（12）", "move 12")])

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[1, 2, 3, 4])})
game_q.apply("move 9")
Quiz("紅色的四個伙計都已經派到版面上了。紅色走到茶館。"
     "紅色可以做什麼？", game_q,
     [("派出一個伙計", "leave"), ("收回一個伙計", "collect"),
      ("結束回合", "end")])

# %% [markdown] en="a8911ab449"
# ## 步驟 2 · 其他商人
#
# 黃色的商人也在這裡。紅色必須**付給這個地點上的每一位其他商人 2 元**，否則回合立刻結束。
# （在水泉永遠不用付錢。）

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "pay")
status(game, 0)
status(game, 3)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=11, lira=1, cards=[]),
                                     3: dict(merchant=9)})
game_q.apply("move 9")
game_q.apply("leave")
Quiz("紅色只有 1 元，剛在茶館派出一個伙計，而黃色的商人也在那裡。"
     "紅色可以做什麼？", game_q,
     [("付錢給黃色", "pay"), ("結束回合", "end")])

# %% [markdown] en="fed05db8b9"
# ## 步驟 3 · 行動
#
# 現在紅色可以執行茶館提供的行動：**喊出 3 到 12 之間的一個數字**，然後擲兩個骰子。
# 如果總和**大於或等於**這個數字，紅色就拿到那麼多元；否則只拿 2 元。紅色也可以**跳過**這個行動。

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %% [markdown] en="69e664fbdf"
# 紅色喊 7。骰子擲出 4 和 5，總和 9，大於或等於 7：紅色贏得 7 元。

# %%
# NBVAL_CHECK_OUTPUT
do(game, "tea 7")
status(game, 0)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = ist.stage(players=4, phase="action", governor=12, smuggler=12, dice=[5, 2],
                   seats={0: dict(merchant=9, assistants=[9], lira=3, cards=[])})
Quiz("紅色帶著 3 元在茶館，喊出 8。骰子擲出 5 和 2。"
     "紅色現在有幾元？", game_q, ["3", "5", "10", "11"],
     then=["tea 8"], answer=lambda g: g.player(0).lira)

# %% [markdown] en="dda1f36ee8"
# ## 步驟 4 · 遭遇
#
# 這裡還有誰？藍色的**家庭成員**和**官員**。你可以依照喜歡的順序遭遇他們：
#
# - 其他玩家的家庭成員**一定要**逮捕：它回到警察局，你選擇 **3 元或 1 張獎勵卡**當作獎賞；
# - 官員**可以**給你一張獎勵卡；如果你拿了，要**付 2 元或棄掉一張卡**，然後擲兩個骰子把官員移走。
#
# 仔細看：清單裡**還沒有** *end*（結束），因為必須先逮捕藍色的家庭成員。

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "catch blue lira")
choices(game)

# %% [markdown] en="c0e93b4ecf"
# 紅色從官員那裡拿一張卡，並為它付 2 元：

# %%
# NBVAL_CHECK_OUTPUT
do(game, "governor")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "governor pay")
print("官員現在在", game.place_of("governor"))

# %% [markdown] en="67d61d6b09"
# 骰子擲出 3 和 3，所以官員走到地點 **6**（商隊旅館）。紅色已經遭遇了所有人；回合結束。

# %%
# NBVAL_CHECK_OUTPUT
do(game, "end")
print("現在輪到", game.player(game.current).name + "：", game.question())

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = ist.stage(players=4, governor=9, smuggler=9,
                   seats={0: dict(merchant=11, cards=[]), 1: dict(family=9)})
for step in ("move 9", "leave", "skip"):
    game_q.apply(step)
Quiz("紅色沒有執行茶館的行動。藍色的家庭成員、官員和走私者都在那裡。"
     "紅色現在可以做下面哪些事？", game_q,
     [("結束回合", "end"), ("逮捕藍色的家庭成員，拿 3 元", "catch blue lira"),
      ("向走私者拿一個布料", "smuggler fabric")])

# %% [markdown] en="7290cc1e6b"
# ## 紀錄裡的整個回合
#
# 遊戲會把發生的每件事記成一個故事：

# %%
# NBVAL_CHECK_OUTPUT
print(game.log_text())

# %%
# NBVAL_CHECK_OUTPUT
status(game, 0)
print("紅色的錢幣：3 - 2（黃色）+ 7（茶館）+ 3（逮捕）- 2（官員）=",
      3 - 2 + 7 + 3 - 2)

# %% [markdown] en="79c453a736"
# 回合結束後：紅色的伙計留在茶館，藍色的家庭成員回到警察局（12），官員站在商隊旅館（6）。

# %%
show(game)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = ist.stage(players=4, governor=9, smuggler=2, dice=[4, 5, 3, 3],
                   seats={0: dict(merchant=11, lira=3, cards=[]), 1: dict(family=9),
                          3: dict(merchant=9)})
Quiz("把紅色的整個回合再走一次。回合結束後，藍色的家庭成員在哪裡？", game_q,
     ["茶館（9）", "警察局（12）", "商隊旅館（6）"],
     then=["move 9", "leave", "pay", "tea 7", "catch blue lira", "governor", "governor pay",
           "end"],
     answer=lambda g: ist.places.label(g.player(1).family))

# %% [markdown] en="aead5094a8"
# ## 當某個步驟結束你的回合
#
# 四個簡短的情境。每一個都從紅色站在小市場重新開始。
#
# **1. 沒有伙計了。** 紅色的伙計全都派到版面上了（在地點 1、2、3 和 4）。到了茶館，紅色無法派出
# 伙計，所以唯一的選擇是結束回合。

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[1, 2, 3, 4])})
do(game, "move 9")
choices(game)

# %% [markdown] en="9693a37bd8"
# **2. 錢幣不夠。** 黃色在茶館，但紅色只有 1 元。紅色可以派出伙計，但付不起錢給黃色：回合結束，
# 沒有執行行動。

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=1, cards=[]),
                                   3: dict(merchant=9)})
do(game, "move 9")
do(game, "leave")
choices(game)

# %% [markdown] en="0e6d2da629"
# **3. 你自己的伙計在那裡。** 紅色的伙計已經在茶館等著。它再次回到堆疊裡（*收回*），回合繼續。

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[9])})
print("收回之前的堆疊:", game.player(0).stack)
do(game, "move 9")
do(game, "collect")
print("收回之後的堆疊:", game.player(0).stack, "｜步驟:", game.phase)

# %% [markdown] en="19954eb739"
# **4. 水泉（7）** 很特別：即使有其他商人在那裡，它也**不需要伙計**，而且不用付錢給任何人。
# 紅色直接執行行動：把伙計們叫回來。

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[1, 9]),
                                   1: dict(merchant=7)})
do(game, "move 7")
print("步驟:", game.phase)
choices(game)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=11, lira=0, cards=[]),
                                     1: dict(merchant=12)})
game_q.apply("move 12")
game_q.apply("leave")
Quiz("紅色沒有錢，在警察局派出一個伙計，而藍色的商人也在那裡。"
     "紅色可以做什麼？", game_q,
     [("付錢給藍色", "pay"), ("執行警察局的行動", "police 3"),
      ("結束回合", "end")])

# %% [markdown] en="197f54b927"
# ## 你學到了什麼
#
# - 一個回合有四個步驟，順序永遠一樣：**移動**（以及伙計）、付錢給其他商人、**行動**、**遭遇**。
# - 沒有伙計，或錢不夠付：回合提早結束。
# - 其他玩家的家庭成員一定要逮捕；官員和走私者可以選擇要不要遭遇。
# - 電腦在每一步都列出規則允許的所有事情，所以你可以檢查每一條規則。
#
# 下一步：**[03 · 十六個地點](03_the_sixteen_places.ipynb)** —— 每個地點的功能。
