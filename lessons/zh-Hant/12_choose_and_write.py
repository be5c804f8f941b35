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

# %% [markdown] en="9c119ddcb0"
# # 12 · Choose & Write（選擇與書寫）
#
# 《伊斯坦堡：Choose & Write》是一款 **1–5 人**的**翻牌書寫**遊戲：地點卡一張張翻開，每個人都在自己的紙上
# 書寫，也就是印好的**遊戲計畫表**。沒有版面、沒有商人，每人一支鉛筆。在這本筆記本裡，你會：
#
# 1. 看看它和桌遊的關係，並讀懂遊戲計畫表，
# 2. 玩一個回合，其中**每一位其他玩家都可以跟著**你打出的卡行動，
# 3. 打出一張**公會卡**，並用一張**貨物卡**付款，
# 4. 讀懂每個地點的功能、遊戲怎麼結束，以及平手怎麼分勝負，
# 5. 準備並進行**單人遊戲**，挑戰它 14 個挑戰中的一個。
#
# 每一節都是一條規則，並以一個問遊戲引擎的**自我檢查**問題作結。把遊戲計畫表當成圖的研究、單人策略和電腦
# 玩家對局的研究在實驗筆記本裡（[13](../13_lab_expansion_boards.ipynb) 和 [14](../14_lab_expansion_games.ipynb)，英文）。
#
# 印好的遊戲計畫表在任何公開資料中都找不到。它的**地圖和格數是 [reconstructed]**（重建）的：是本專案自己的
# 選擇，存放在教材的 Choose & Write 資料檔裡，遵守規則書提到的兩個事實，只要改一處就能換成真正的表。
# 規則本身來自規則書。
#
# ### 準備檢查表
#
# | 內容 | 1 人 | 2 人 | 3 人 | 4 人 | 5 人 | 標記 |
# |---|---|---|---|---|---|---|
# | 兩張蘇丹皇宮卡並排（字母 A–D） | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | 五疊牌分開洗勻：地點卡（40）、紅寶石卡（20）、公會卡（16）、商隊卡（8）、貨物卡（16） | ✓ | ✓ | ✓ | ✓ | ✓ | seed（紅寶石卡和貨物卡上的貨物 **[reconstructed]**） |
# | 每個字母 A–D 上方放一張正面朝上的紅寶石卡 | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | 每張下面再**塞**一張紅寶石卡，露出它最上面的貨物（每個字母多要 1 個貨物） | ✓ | ✓ | – | – | – | seed |
# | 牌堆旁翻開 2 張地點卡（展示區）；翻到水泉：每個人拿它的東西，再翻一張 | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | 商隊卡牌堆：翻開最上面一張 | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | 貨物卡和公會卡牌堆正面朝下，留出棄牌堆的位置 | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | 每人一張遊戲計畫表，翻到對應人數的那一面 | 1–3 人面 | 1–3 人面 | 1–3 人面 | 4–5 人面 | 4–5 人面 | seed（地圖和格數 **[reconstructed]**） |
# | 劃掉 3、7、8 和 12 的**粗體**行動圖示（只在 3 人時使用） | ✓ | ✓ | – | – | – | seed |
# | 劃掉**粗體**的獎勵行動格（只在 5 人時使用） | – | – | – | ✓ | – | seed |
# | 每位玩家抽 1 張地點卡（抽到水泉：每個人拿它的東西，再抽一張） | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | 隨機選出的起始玩家劃掉起始格，拿走當前玩家卡 | 你 | ✓ | ✓ | ✓ | ✓ | seed |
# | 遊戲結束 | 展示區或牌堆用完 | 第 10 顆紅寶石（把這一輪玩完），或卡片用完 | 同左 | 同左 | 同左 | seed |
# | 僅限單人：每張地點卡底部的小記號說明它放到展示區的哪一邊 | ✓ | – | – | – | – | seed（哪張卡有哪個記號 **[reconstructed]**） |
#
# 在 **[reconstructed]** 的計畫表上，1–3 人面的每個地點有一個行動圖示（3、7、8 和 12 另有一個粗體的），
# 4–5 人面有兩個；有 6 個獎勵行動格（4–5 人面另有第七個粗體的），兩個各 20 格的錢幣區，以及四個各 12 格的
# 貨物欄。

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
from IPython.display import Markdown

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.choose_write.data import components
from istanbul_nb.render.choose_write import caravan_words, plan_svg
from istanbul_nb.render.svg import fit_width
from istanbul_nb.widgets import Quiz

PLAN = cw.game_plan(3)     # 帶有格數的遊戲計畫表；cw.plan(3) 只有它的圖


def sheet(game, seat, width=800):
    # 遊戲替一位玩家寫好的遊戲計畫表，最寬 `width` 像素。
    return fit_width(ist.render.sheet_svg(game, seat), width)


def choices(game):
    # 現在的問題，以及每一個合法行動。
    print(game.question())
    for action in game.legal_actions():
        print(f"   {action.text:18} {game.describe(action)}")


def do(game, *actions):
    # 一個一個執行行動：輪到誰、誰做決定、做了什麼、發生了什麼。
    for action in actions:
        print(f"[{game.names[game.current]} 的回合，由 {game.names[game.to_act]} 決定] "
              f"> {action}")
        for line in game.apply(action):
            print("     ", line)


def status(game, seat):
    # 一位玩家的計畫表，一行。
    s = game.sheet(seat)
    goods = ", ".join(f"{n} {g}" for g, n in s.goods.items() if n) or "no goods"
    crossed = ", ".join(f"{p}" for p, n in s.icons_crossed.items() if n) or "none"
    print(f"{s.name:4} 紅寶石 {s.rubies}，錢幣 {s.lira:2}，{goods}；獎勵行動 {s.bonus} 個；"
          f"劃掉圖示的地點：{crossed}")


def tea_house_turn():
    # 第 3 節布置的回合：Ada 手上有一張茶館卡（8），Ben 有 3 元，Cem 有皇宮字母 D 要的
    # 貨物和一個獎勵行動。
    return cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["8"]},
                    display=["1", "12"], palace={"D": ["R01"]},
                    sheets={1: {"lira": 3},
                            2: {"goods": {"fabric": 2, "spice": 1, "fruit": 1}, "bonus": 1}})


# %% [markdown] en="674a3084f3"
# ## 1 · 沒有版面的伊斯坦堡
#
# 地點還是伊斯坦堡的地點（商行、寶石商、茶館、蘇丹皇宮、商隊旅館……），目標也一樣：**紅寶石**。但沒有人在
# 走動：
#
# | | 桌遊 | Choose & Write |
# |---|---|---|
# | 在哪裡行動 | 商人到達的地點，相距 1–2 步 | 你打出的**地點卡**的地點，或它的相鄰地點 |
# | 你擁有什麼 | 手推車、錢幣、卡片、一疊伙計 | 一張表：錢幣、貨物和獎勵行動是你**塗滿的格子**，花掉時劃掉 |
# | 其他玩家 | 擋你的路（付給那裡每個商人 2 元） | **他們可以跟著你的卡行動**，但要付出代價 |
# | 結束 | 5 或 6 顆紅寶石 | 護身符上 **10 顆紅寶石**（然後把這一輪玩完） |
#
# 輪到你時，你打出**一張地點卡**（從手上或展示區）或**一張公會卡**。用程式碼開一局：三位玩家，固定種子。
# 敘述紀錄從準備開始。

# %%
# NBVAL_CHECK_OUTPUT
game = cw.new_game(players=3, seed=1)
print(game.log_text())
print("牌堆裡剩下的地點卡:", game.table()["location_deck"])
for letter, goods in game.palace().items():
    print(f"皇宮 {letter} 要 {', '.join(goods)}")
print("商隊卡:", caravan_words(game))
print(game.question())

# %% [markdown] en="4ffd0c95ea"
# 玩家 3 抽到了一張**水泉**：這種卡永遠不會留在手上，每位玩家立刻拿它的東西（這裡是一個任選的貨物），
# 玩家 3 再抽一張。每個皇宮字母 A–D 上方的紅寶石卡說明在那裡用哪些貨物換一顆紅寶石，翻開的**商隊卡**說明
# 商隊旅館（6）現在做什麼。
#
# **自我檢查。**

# %%
Quiz("三人遊戲：玩家 1 先開始，手上有一張地點卡，沒有公會卡。"
     "玩家 1 可以做什麼？", cw.stage(players=3, seed=1),
     [("打出手上的卡", "play hand"), ("打出展示區左邊的卡", "play left"),
      ("打出一張公會卡", "guild G14")])

# %% [markdown] en="b06a8fe013"
# ## 2 · 遊戲計畫表
#
# 每位玩家的表上有 **18 個地點**（1–14 和皇宮字母 A–D），周圍是各個區域：兩個錢幣區、四個貨物欄、獎勵行動、
# 放紅寶石的護身符，以及商行和茶館的改良格。紅色的菱形是**獎勵紅寶石**：當你塗滿一個錢幣區的最後一格，或
# 把四個貨物欄都塗到畫有菱形的那一列時，就拿一顆。這是 1–3 人面的空白表。它的地圖是 **[reconstructed]**
# （重建）的（圖上也這麼寫）：

# %%
fit_width(plan_svg(PLAN), 800)   # at most 800 pixels wide, to fit the notebook's column

# %% [markdown] en="dec3625592"
# 一張地點卡提供它的地點**以及每個相鄰的地點**（上、下、左、右）。規則書給了任何地圖都必須遵守的兩個事實：
# **茶館**（8）的相鄰地點正好是 4、9、13、B 和 D；**地下墓穴**（12）沒有相鄰地點，雖然它畫在 11、13、C
# 和 D 旁邊。這張地圖的其餘部分是 **[reconstructed]**（重建）的：一個 4 × 6 的方格，一個地點可以佔好幾格。

# %%
# NBVAL_CHECK_OUTPUT
for row in PLAN.cells:
    print(" ".join(f"{p:>2}" for p in row))
print("8 的相鄰地點: ", PLAN.neighbours("8"))
print("12 的相鄰地點:", PLAN.neighbours("12"))

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
tea = tea_house_turn()
tea.apply("play hand")
Quiz("Ada 打出了她的茶館卡（8）。她沒有貨物。她可以在哪裡行動？", tea,
     [("在郵局（4）", "at 4"), ("在製車行（13）", "at 13"),
      ("在地下墓穴（12）", "at 12"), ("在大市場（3）", "at 3")])

# %% [markdown] en="90d00c5ae0"
# ## 3 · 有人跟著行動的回合
#
# 你打出**一張地點卡**，從手上或展示區，免費執行它的地點或相鄰地點的行動。**其他每一位玩家都可以在自己的
# 表上使用同一張卡**，但要付出代價：在他們使用的地點**劃掉一個行動圖示**，或**劃掉一個已塗滿的獎勵行動**。
# 不能或不想使用這張卡的玩家，改為**塗滿一格獎勵行動**。其他人**同時**行動；只有在有疑問時，才依順時鐘
# 順序處理。（教材依順時鐘順序一個一個問他們，就像有疑問時那樣。）
#
# 布置好的情境：Ada 手上有一張茶館卡（8）。Ben 有 3 元。Cem 有皇宮字母 D 要的貨物（布料、布料、香料、
# 水果）和一個獎勵行動。Ada 的選擇在她的表上亮起來：

# %%
game = tea_house_turn()
do(game, "play hand")
sheet(game, 0)

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %% [markdown] en="be60cea6c2"
# 只提供 4、8、9 和 13，沒有 B 和 D：Ada 沒有貨物可以在皇宮付款，而需要花費的行動只有付得起時才會提供。
# Ada 拿了茶館的錢幣。現在仍然是 **Ada 的回合**，但輪到 **Ben 做決定**：

# %%
# NBVAL_CHECK_OUTPUT
do(game, "at 8")
choices(game)

# %% [markdown] en="f2fa0f3b88"
# Ben 跟著用公會大廳（9），它是 8 的相鄰地點，並劃掉那裡的圖示。Cem 的貨物可以支付皇宮字母 D，他跟著用 D：

# %%
# NBVAL_CHECK_OUTPUT
do(game, "follow 9 icon")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "follow D icon", "palace D")
choices(game)

# %% [markdown] en="befd90b4ca"
# 決定權回到 **Ada**：她打出的是手上的卡，所以她要從展示區或牌堆拿一張新的。然後回合結束：展示區補滿，
# 一張新的紅寶石卡**塞**到字母 D 下面（那裡有人拿走了一顆紅寶石，所以 D 現在多要一個貨物），下一位玩家的
# 回合開始。

# %%
# NBVAL_CHECK_OUTPUT
do(game, "take left")
print("皇宮 D 現在要:", ", ".join(game.palace()["D"]))
print("展示區:", game.display, "｜接下來:", game.question())
for seat in range(3):
    status(game, seat)

# %% [markdown] en="1ee787463a"
# 回合結束後 Cem 的表：護身符上有他的紅寶石，花掉的貨物被劃掉，D 的圖示也被劃掉了。

# %%
sheet(game, 2)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
ben = tea_house_turn()
for action in ("play hand", "at 8"):
    ben.apply(action)
Quiz("Ada 打出茶館卡（8）並拿了它的錢幣。Ben 有 3 元，沒有獎勵行動。"
     "Ben 可以做什麼？", ben,
     [("跟著用公會大廳（9），劃掉它的圖示", "follow 9 icon"),
      ("跟著用公會大廳（9），劃掉一個獎勵行動", "follow 9 bonus"),
      ("跟著用地下墓穴（12）", "follow 12 icon"),
      ("不跟，改塗滿一格獎勵行動", "bonus")])

# %% [markdown] en="6cbaf1f590"
# ## 4 · 公會卡和貨物卡
#
# **公會卡**來自公會大廳（9）和其他少數行動。輪到你時，你可以打出一張**來取代地點卡**：先支付它的費用，1 到
# 10 元（顯示在左上角），然後執行它的行動。**沒有人會跟著**公會卡行動：這個回合其他人不行動。
#
# **貨物卡**來自郵局（4）、水泉和其他一些行動。每張畫著兩個貨物，你**只能用來付款**，例如在皇宮字母付款。
# 如果兩個只需要一個，另一個就浪費了：這張卡進入棄牌堆。你**永遠不能用**貨物卡上的貨物**塗滿格子**。
# 小市場（11）收一張貨物卡，給你 5 元。

# %%
data = components()
Markdown("\n".join(["| Guild card | cost (lira) | action |", "|---|---|---|"]
                   + [f"| {c['id']} | {c['cost']} | {c['seed_text']} |"
                      for c in data["guild_cards"]]))

# %% [markdown] en="d32a138c32"
# 布置好的回合：Ada 有 5 元，手上有兩張公會卡。她打出花費 3 的那張（4 種不同的貨物和 1 元）；回合立刻結束，
# 沒有人跟著行動。

# %%
# NBVAL_CHECK_OUTPUT
guild = cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["8"]},
                 display=["1", "12"], sheets={0: {"lira": 5, "guild_cards": ["G14", "G03"]}})
choices(guild)
do(guild, "guild G03")
print(guild.question())

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("Ada 有 5 元，手上有公會卡 G14（花費 7：拿 1 顆紅寶石）和 G03（花費 3）。"
     "她在自己的回合可以做什麼？",
     cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["8"]},
              display=["1", "12"], sheets={0: {"lira": 5, "guild_cards": ["G14", "G03"]}}),
     [("打出公會卡 G14", "guild G14"), ("打出公會卡 G03", "guild G03"),
      ("打出手上的地點卡", "play hand")])

# %%
goods_card = cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["D"]},
                      display=["1", "12"], palace={"D": ["R19"]},
                      sheets={0: {"goods": {"spice": 1, "fruit": 1, "jewelry": 1},
                                  "goods_cards": ["W13"]}})
Quiz("皇宮字母 D 要 1 個布料、1 個香料、1 個水果和 1 個珠寶。Ada 的香料、水果和"
     "珠寶格已經塗滿，還有一張畫著 2 個布料的貨物卡。她打出 D 並付款。之後她有幾張貨物卡、"
     "幾格塗滿的布料？", goods_card,
     ["0 張貨物卡，0 格布料", "0 張貨物卡，1 格布料", "1 張貨物卡，0 格布料"],
     then=["play hand", "at D", "palace D with W13"],
     answer=lambda g: (f"{len(g.sheet(0).goods_cards)} 張貨物卡，"
                       f"{g.sheet(0).goods['fabric']} 格布料"))

# %% [markdown] en="7da645482b"
# ## 5 · 每一個地點
#
# 每個地點的規則書說明、它在 **[reconstructed]** 地圖上的相鄰地點，以及它在 1–3 人面上的行動圖示（3、7、8
# 和 12 的粗體圖示只在 3 人時計算）。商行和茶館的收入隨著改良而增加（在規則書的範圍 2–4 個貨物內
# **[reconstructed]**）。

# %%
rows = ["| place | name | action | neighbours | icons |", "|---|---|---|---|---|"]
for p in PLAN.places:
    entry = data["places"][p]
    words = entry["seed_text"].split(" Important:")[0].split(" This place is")[0]
    if "good" in entry:
        base, step = PLAN.warehouse_income
        words += f" Here: {base} {entry['good']} + {step} per improvement."
    if p == "8":
        base, step = PLAN.tea_house_income
        words += f" Here: {base} lira + {step} per improvement."
    near = ", ".join(PLAN.neighbours(p)) or "none"
    rows.append(f"| {p} | {entry['name']} | {words} | {near} | {PLAN.icons[p]} |")
Markdown("\n".join(rows))

# %% [markdown] en="129ca6ad3c"
# 「塗滿 1 格」是指你任選的一格錢幣、貨物或獎勵行動格。商隊旅館（6）執行翻開的**商隊卡**；有人用過之後，
# 它會在回合結束時放到牌堆底下，再翻開下一張。地點卡牌堆裡的四張**水泉**永遠不會被打出：一翻開，每位玩家
# 就立刻拿它的東西。

# %%
rows = ["| card | what it does |", "|---|---|"]
rows += [f"| Caravan {c['id']} | {c['seed_text']} |" for c in data["caravan_cards"]]
rows += [f"| Fountain {c['id']} | every player takes {c['seed_text']} |"
         for c in data["location_cards"] if "fountain" in c]
Markdown("\n".join(rows))

# %% [markdown] en="cf3365bf4e"
# ### 地下墓穴的作用
#
# Ada 從展示區打出一張地下墓穴卡。它唯一的地點就是 12 本身，而它的行動讓她可以選擇**任何其他地點**：離得
# 很遠的寶石商（2）把她的 10 元換成一顆紅寶石，而 2 的圖示不會被劃掉。

# %%
# NBVAL_CHECK_OUTPUT
game = cw.stage(players=2, seed=2, names=["Ada", "Ben"], display=["12", "5"],
                sheets={0: {"lira": 12}})
do(game, "play left")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "at 12", "at 2")
status(game, 0)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
catacombs = cw.stage(players=2, seed=2, names=["Ada", "Ben"], display=["12", "5"],
                     sheets={0: {"lira": 12}})
for action in ("play left", "at 12"):
    catacombs.apply(action)
Quiz("Ada 打出一張地下墓穴卡，並選擇了它的行動。她有 12 元，沒有貨物。她可以"
     "執行哪些地點的行動？", catacombs,
     [("寶石商（2）", "at 2"), ("咖啡烘焙廠（7）", "at 7"),
      ("大市場（3）", "at 3")])

# %% [markdown] en="f17fe5ac34"
# ## 6 · 結束與平手
#
# 一旦有人拿到**第 10 顆紅寶石**，就把這一輪玩完（在起始玩家右手邊的玩家結束），遊戲結束；超過 10 顆的
# 紅寶石放在護身符旁的兩個圓環上。當展示區無法補滿到 2 張，或有玩家無法抽卡時，遊戲也會**立刻**結束。
#
# **紅寶石最多的人獲勝。** 平手時，平手玩家中**塗滿且沒被劃掉的格子**最多的人獲勝，沒用過的貨物卡上的
# 貨物也算（每張 2 個）。規則書的例子：1 張貨物卡、3 元、6 個貨物和 1 個獎勵行動，共 12。還是平手：共享勝利。
#
# **自我檢查。**

# %%
Quiz("假設遊戲現在結束。Ada 和 Ben 都有 9 顆紅寶石。Ada 剩下 3 元、6 個香料和 1 個獎勵"
     "行動；Ben 有 8 元和兩張貨物卡。誰贏了？",
     cw.stage(players=2, seed=5, names=["Ada", "Ben"],
              sheets={0: {"rubies": 9, "lira": 3, "goods": {"spice": 6}, "bonus": 1},
                      1: {"rubies": 9, "lira": 8, "goods_cards": ["W01", "W14"]}}),
     ["Ada", "Ben", "Ada和Ben"],
     answer=lambda g: "和".join(g.names[s] for s in g.winners()))

# %% [markdown] en="25ebb24641"
# ## 7 · 單人遊戲
#
# 一個人玩時，使用兩人規則，加上下列準備步驟和改變：
#
# - **準備**：和兩人遊戲一樣，每個皇宮字母下面**塞**第二張紅寶石卡，所以每個字母要 5 個貨物；在你的
#   遊戲計畫表（1–3 人面）上，劃掉 3、7、8 和 12 的**粗體**行動圖示。
# - **你的每個回合之後**，**展示區最左邊的卡被丟掉**，你可以像對手一樣跟著它行動：劃掉一個圖示或一個獎勵
#   行動，或改為塗滿一格獎勵行動。
# - **補滿展示區**：每張地點卡底部的小記號說明它要放在已有那張卡的左邊還是右邊（哪張卡有哪個記號是
#   **[reconstructed]**）。
# - **結束**：當展示區無法補滿到 2 張，或你無法抽地點卡時，遊戲立刻結束。十顆紅寶石不會結束遊戲。
#
# 除了紅寶石，規則書還設了 **14 個挑戰**；挑戰依你的紅寶石總數算在 **10、11 或 12** 的那一欄；紅寶石更少時
# 不算：

# %%
# NBVAL_CHECK_OUTPUT
for number, (text, _) in cw.CHALLENGES.items():
    print(f"{number:2}  {text}")

# %% [markdown] en="a0b106f879"
# 我們選挑戰 2，**35 元**（塗滿的格子都算，不論有沒有劃掉）。第一個回合：

# %%
# NBVAL_CHECK_OUTPUT
solo = cw.new_game(players=1, seed=3, challenge=2)
print("展示區:", solo.display, "｜手牌:", solo.sheet(0).hand)
for letter, goods in solo.palace().items():
    print(f"皇宮 {letter} 要 {', '.join(goods)}")
do(solo, "play hand", "at 10", "take deck")
choices(solo)

# %% [markdown] en="f724f412a0"
# 茶館卡（8）是展示區最左邊的卡，所以它被丟掉，並且可以跟著行動。在那裡拿錢幣要劃掉 8 的圖示（它的粗體
# 圖示在準備時已經劃掉了）：

# %%
# NBVAL_CHECK_OUTPUT
do(solo, "follow 8 icon")
status(solo, 0)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("單人遊戲準備好了。皇宮字母 A 要幾個貨物？",
     cw.new_game(players=1, seed=3, challenge=2), ["4", "5", "8"],
     answer=lambda g: len(g.palace()["A"]))

# %%
later = cw.stage(players=1, seed=3, challenge=2, hands={0: ["10"]}, display=["8", "3"],
                 sheets={0: {"icons_crossed": {"8": 1}}})
for action in ("play hand", "at 10", "take deck"):
    later.apply(action)
Quiz("單人遊戲，後半局：茶館（8）的圖示已經劃掉，你沒有獎勵"
     "行動，而你的回合後被丟掉的展示區卡是一張茶館卡。你可以"
     "做什麼？", later,
     [("跟著用茶館（8），劃掉一個圖示", "follow 8 icon"),
      ("跟著用公會大廳（9），劃掉一個圖示", "follow 9 icon"),
      ("不跟，改塗滿一格獎勵行動", "bonus")])

# %% [markdown] en="2161c39cb8"
# 把遊戲計畫表當成圖來研究在[實驗 13](../13_lab_expansion_boards.ipynb)，單人策略、和電腦玩家的對局和
# 一個小模擬在[實驗 14](../14_lab_expansion_games.ipynb)（英文）：它們研究的是重建的地圖和電腦玩家，不是規則。
#
# ## 你學到了什麼
#
# - Choose & Write 保留伊斯坦堡的地點和紅寶石，但拿掉了商人：你打出一張地點卡，在自己的表上於它的地點或
#   相鄰地點行動，或付錢打出一張沒有人會跟的公會卡。
# - 其他人可以同時跟著一張地點卡行動，每人劃掉一個圖示或一個獎勵行動，或改為塗滿一格獎勵行動。
# - 貨物卡只能付款：上面沒用到的貨物就浪費了，它們永遠不能塗滿格子。
# - 十顆紅寶石在這一輪結束後結束遊戲；平手時比塗滿且沒被劃掉的格子，貨物卡也算。
# - 單人時，每個字母下有兩張紅寶石卡，粗體圖示被劃掉，你自己跟著被丟掉的展示區卡行動，卡片用完時遊戲結束；
#   14 個挑戰只有在 10 顆以上紅寶石時才算。
#
# ## 換你了
#
# - 照上面的檢查表準備一局單人遊戲，用紙筆玩玩看。
#
# 回到課程地圖：**[用 Jupyter 學伊斯坦堡：從這裡開始](00_start_here.ipynb)**。
