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

# %% [markdown] en="ba845f4488"
# # 07 · 和電腦玩家對戰
#
# 該玩一整局了。你是**紅色**；**藍色**和**綠色**是電腦玩家。在這本筆記本裡，你會：
#
# 1. 坐到遊戲桌前並看懂它：版面、面板、當下的問題，
# 2. 點選版面和按鈕來玩，
# 3. 向電腦玩家要一個**提示**，並讀它的理由，
# 4. **復原**一個失誤，並一步一步**重播**遊戲，
# 5. **儲存**遊戲，再把它載入。
#
# 一個一個執行儲存格（**Shift + Enter**）。遊戲桌需要正在執行的核心才會反應。

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
from istanbul_nb.bots import GreedyBot
from istanbul_nb.widgets import Table

# %% [markdown] en="4fcd97d362"
# ## 1 · 坐到遊戲桌前
#
# 在第一次玩的版面上進行三人遊戲，種子固定，所以全班看到的是同一局。電腦玩家是 **GreedyBot**（貪婪型）：
# 每個都會看過自己所有的選擇，在腦中把這個回合玩完，然後選得分最好的那一個。它們的種子讓它們每次都做出
# 同樣的選擇。

# %%
game = ist.new_game(players=3, layout="short-paths", seed=7)
table = Table(game, bots={1: GreedyBot(seed=1), 2: GreedyBot(seed=2)})
table

# %% [markdown] en="910f2969bd"
# ## 2 · 看懂遊戲桌
#
# **版面。** 每個標記都帶著玩家的字母，所以你永遠不需要靠顏色來分辨它們：
#
# | 標記 | 樣子 |
# |---|---|
# | 商人 | 一個帶字母的圓盤；小數字是它堆疊裡有幾個伙計 |
# | 伙計 | 一個帶字母的方塊 |
# | 家庭成員 | 一個帶字母的小房子 |
# | 官員、走私者 | 深色的標籤 |
# | 還在地點上的紅寶石 | 一顆紅色寶石和「×4」 |
#
# 地點上也會顯示放在上面的東西：蘇丹下一個想要的貨物和市場的需求圖版（布料、香料、水果、珠寶永遠是這個
# 順序）、郵局的指示物、疊在最上面的清真寺板塊、寶石商的價格。
#
# 版面下的**面板**屬於現在要做決定的玩家（「▶」）：錢幣、紅寶石、手推車（每個容量一格）、伙計、家庭成員、
# 獎勵卡和清真寺板塊。每位玩家的面板、紀錄、重播和老師的工具都收在遊戲桌下方：點一下標題就能打開。
#
# 版面旁的**問題**用淺白的話說明現在要決定什麼，按鈕就在它下面，所以不用捲動就能玩完一整個回合。它的上方，
# **剛剛發生的事**列出每位玩家的上一個回合，版面也會顯示：從每個商人出發的地方畫一個箭頭，並在它執行行動的
# 地點放一個標籤。同樣的文字也在遊戲桌的文字摘要裡，螢幕閱讀器會讀它：

# %%
# NBVAL_CHECK_OUTPUT
print(table.summary)

# %% [markdown] en="62f1281beb"
# ## 3 · 開始玩
#
# 輪到你移動了。你的商人能到達的地點會**亮起來**：點一個。或者按一個按鈕；按鈕依種類分組（移動、伙計、
# 地點行動、遭遇、獎勵卡、結束）。你的回合結束後，電腦玩家會玩他們的回合，紀錄會說出每個人做了什麼。
#
# 你點的每一下也都是一行程式碼。下面這兩行讓紅色移動到茶館，並在那裡派出一個伙計：

# %%
table.play("move 9")
table.play("leave")
print(table.game.question())

# %% [markdown] en="ce6adb1a9d"
# 在茶館你要喊一個數字並擲兩個骰子。老師可以**設定骰子**（老師工具裡的「下一次骰子」欄位，或
# `table.set_dice`），展示擲得好時會發生什麼：

# %%
# NBVAL_CHECK_OUTPUT
table.set_dice("5 4")
table.play("tea 8")
print(table.game.log_text(turn=1))

# %% [markdown] en="8b06c137fb"
# ## 4 · 要一個提示
#
# 卡住了嗎？**提示**按鈕會問一個 GreedyBot 它會怎麼做，以及為什麼。建議的按鈕會變成綠色，它的地點會在版面上
# 框起來。這裡紅色已經執行了茶館的行動：接下來呢？

# %%
action, reason = table.hint()
print(action.describe())
print(reason)

# %% [markdown] en="a9f77280b4"
# 現在結束回合。勾選「電腦玩家自動進行」時，電腦玩家會以你跟得上的速度一次做一個決定（在老師工具裡選擇
# 速度）；取消勾選後，按**電腦走一步**可以自己一次推進一個決定，或按**完成電腦玩家的回合**。（像下面這樣的
# 一行程式碼會一次得到電腦玩家的所有回應。）

# %%
table.play("end")
print(table.game.question())

# %% [markdown] en="4d83925358"
# ## 5 · 復原和重播
#
# **復原**會收回你的上一個決定。有電腦玩家在桌上時，它會回到上一個*你的*決定，所以電腦玩家的回應也一起收回。
# **重做**會再把它們做一次。

# %%
# NBVAL_CHECK_OUTPUT
table.undo()
print(table.game.question())
table.redo()
print(table.game.question())

# %% [markdown] en="b03f8d1f46"
# **重播**滑桿（在遊戲桌下方它自己的區塊裡）從第一步開始一步一步走過整局遊戲。重播時按鈕會暫停；
# **回到現在**回到遊戲，**從這裡開始玩**從重播的那一步開始一條新的分支（重做會保留舊的那一條）。

# %%
# NBVAL_CHECK_OUTPUT
table.replay(0)
print(table.summary.splitlines()[0])
table.replay(len(table.game.history()))
print(table.summary.splitlines()[0])

# %% [markdown] en="f471fe950b"
# ## 6 · 儲存和載入
#
# **儲存遊戲**會把遊戲做成 JSON 檔的下載連結；**載入遊戲**把它讀回來。不是存檔的檔案會被拒絕並說明理由，
# 遊戲保持原樣：

# %%
saved = table.to_json()
try:
    table.load_json('{"format": "a shopping list"}')
except ValueError as problem:
    print("拒絕:", problem)
table.load_json(saved)
print(table.game.question())

# %% [markdown] en="54b48af256"
# ## 7 · 留下來的圖片
#
# 遊戲桌需要正在執行的核心。遊戲的圖片不需要：這張圖存在筆記本裡，所以在 GitHub 上也看得到。亮起來的地點是
# 輪到的玩家可以去的地方。

# %%
display(SVG(table.svg()))

# %% [markdown] en="8a16c77f9d"
# ## 8 · 換你了
#
# - 和電腦玩家把這局玩完。誰贏了？贏多少？
# - 用老師工具裡的選單試試**色盲友善**的配色，以及**한국어**、**English** 或 **Deutsch** 的介面。
# - 提高難度：`Table(ist.new_game(players=4, seed=3), bots={1: GreedyBot(seed=1),
#   2: GreedyBot(seed=2), 3: GreedyBot(seed=3)})`。
# - 讓電腦玩家互相對戰：每個座位都給一個電腦玩家，取消勾選「電腦玩家自動進行」，按**電腦走一步**，
#   一次一個決定地觀看一整局。
#
# 下一步：**[08 · The simulation lab](../08_simulation_lab.ipynb)**（英文）—— 用許多固定種子的對局驗證想法。
