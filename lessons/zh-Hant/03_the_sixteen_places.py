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

# %% [markdown] en="427dc82889"
# # 03 · 十六個地點
#
# 版面上的每個地點都有自己的**行動**。在這本筆記本裡，每個地點都有一個小小的布置範例：紅色的商人站在
# 那裡，準備執行步驟 3（行動），我們印出紅色在行動**之前和之後**的錢幣、貨物和紅寶石。
#
# 規則書有範例的地方，我們就照著重建那個範例，並檢查書上的數字。這是標出每個地點編號的版面：

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


# %%
show(ist.stage(players=4))

# %% [markdown] en="aadc5cca38"
# ## 1 · 製車行
#
# 付 **7 元**買一個**手推車擴充**：從此*每一種*貨物都可以多放一個。手推車一開始每種貨物可放 2 個，
# 最多加 3 個擴充（可放 5 個）。買到**第三個**擴充時，還會立刻從製車行拿 **1 顆紅寶石**。
#
# 紅色有 9 元，已經有 2 個擴充：

# %%
# NBVAL_CHECK_OUTPUT
game = at(1, seat=dict(lira=9, extensions=2))
status(game)
print("手推車容量:", game.player(0).capacity)
do(game, "wainwright")
status(game)
print("手推車容量:", game.player(0).capacity)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("紅色有 6 元，還沒有手推車擴充。在製車行，紅色可以做下面哪些事？",
     at(1, seat=dict(lira=6)),
     [("買一個手推車擴充", "wainwright"), ("跳過行動", "skip")])

# %% [markdown] en="f158f66e27"
# ## 2、3、4 · 三個商行
#
# **布料行**（2）、**香料行**（3）和**水果行**（4）會把那種貨物**補到手推車的上限**。紅色的手推車每種
# 可放 3 個（一個擴充），現在有 1 個香料：

# %%
# NBVAL_CHECK_OUTPUT
game = at(3, seat=dict(capacity=3, goods=dict(spice=1)))
status(game)
do(game, "warehouse")
status(game)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("紅色的手推車每種貨物可放 2 個，現在有 1 個水果。執行水果行的行動後，"
     "紅色有幾個水果？", at(4, seat=dict(goods=dict(fruit=1))),
     ["1", "2", "3"], then=["warehouse"], answer=lambda g: g.player(0).goods["fruit"])

# %% [markdown] en="f93951aa21"
# ## 5 · 郵局
#
# 郵局有兩排，每排四格。**四個郵件指示物**在每一欄各遮住一格。你拿走**所有沒被遮住的東西**，然後把
# **上排最左邊的指示物**移到下排。第四個指示物移下去的那一刻，**四個立刻全部回到上排**（中文規則書寫
# 「立刻」），所以沒有人會拿到四個都在下排的那一排。
#
# 格子（上排／下排）印在板塊上 **[printed]**：
#
# | 欄 | I | II | III | IV |
# |---|---|---|---|---|
# | 上排 | 布料 | 2 元 | 珠寶 | 2 元 |
# | 下排 | 香料 | 1 元 | 水果 | 1 元 |
#
# **規則書的範例**（韓文 Big Box 規則書）：第 I 和第 II 欄的指示物在下排，所以沒被遮住的格子是
# **布料、2 元、水果、1 元**。你全部拿走，然後**珠寶**（第 III 欄）上面的指示物移到下排。

# %%
# NBVAL_CHECK_OUTPUT
SPACES = {"top": ["fabric", "2 lira", "jewelry", "2 lira"],
          "bottom": ["spice", "1 lira", "fruit", "1 lira"]}


def post_office(game):
    # 用文字畫出郵局：[###] 是遮住格子的郵件指示物。
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

# %% [markdown] en="a12272d368"
# 版面上的郵局板塊也會顯示這些指示物：

# %%
show(game, highlight=[5])

# %% [markdown] en="fc25ca7b7b"
# ### 郵局的循環
#
# 一次又一次的造訪，指示物一個一個往下走，然後一起跳回上面。從準備好的狀態（指示物都在上排）開始，
# 郵局每次造訪給的東西是：

# %%
# NBVAL_CHECK_OUTPUT
game = at(5)
for visit in range(1, 7):
    shown = game.pieces()["post_office"]["yields"]
    goods = " + ".join(g for g, n in zip(("fabric", "spice", "fruit", "jewelry"),
                                       shown["goods"]) for _ in range(n))
    print(f"第 {visit} 次造訪：{goods} + {shown['lira']} 元")
    game.apply("post")
    game = at(5, post=game.pieces()["post_office"]["down"])

# %% [markdown] en="a3aa4cacb4"
# 四次造訪後，循環重新開始：**香料 + 水果 + 2 → 布料 + 水果 + 2 → 布料 + 水果 + 3 →
# 布料 + 珠寶 + 3 → 回到開頭**。在你之前來過的玩家越多，你拿到的越多，最多 3 元和一個珠寶。

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("三個郵件指示物（第 I、II、III 欄）已經移到下排。紅色沒有錢。執行郵局的行動後，"
     "紅色有幾元？", at(5, seat=dict(lira=0),
                                                         post=[True, True, True, False]),
     ["2", "3", "4"], then=["post"], answer=lambda g: g.player(0).lira)

# %% [markdown] en="eea65c8afe"
# ## 6 · 商隊旅館
#
# 拿 **2 張獎勵卡**，每一張從正面朝下的**抽牌堆**或正面朝上的**棄牌堆**最上面拿，然後從手牌**棄掉 1 張**。
# 這是唯一可以從棄牌堆拿卡的方法。抽牌堆用完時，把棄牌堆洗勻成為新的抽牌堆（韓文規則書）。
#
# 棄牌堆最上面是 *5 元*；紅色手上有一張*原地指派伙計*卡：

# %%
# NBVAL_CHECK_OUTPUT
game = at(6, seat=dict(cards=["stay"]), discard=["five-lira"])
status(game)
do(game, "caravansary")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "draw discard")
do(game, "draw deck")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "discard stay")
status(game)

# %% [markdown] en="bb25e36ea3"
# **自我檢查。** 抽牌堆空了會怎樣？

# %%
# 每張卡都在某人手上或棄牌堆裡：抽牌堆是空的
hands = {1: ["one-good"] * 4 + ["move-3-4"] * 4 + ["return-assistant"] * 2,
         2: ["five-lira"] * 3 + ["sultan-twice", "post-twice", "gemstone-twice"] * 2,
         3: ["small-market"] * 2 + ["stay", "family"]}
game_q = at(6, seats={seat: dict(cards=cards) for seat, cards in hands.items()},
            discard=["five-lira", "stay", "family"])
game_q.apply("caravansary")
print("抽牌堆裡的卡片數:", game_q.pieces()["draw_pile"])
Quiz("抽牌堆空了；棄牌堆上有 3 張卡。紅色從抽牌堆拿一張卡。"
     "現在抽牌堆裡有幾張卡？", game_q, ["0", "2", "3"],
     then=["draw deck"], answer=lambda g: g.pieces()["draw_pile"])

# %% [markdown] en="266ce4d31a"
# ## 7 · 水泉
#
# 把版面上**任意數量的自己的伙計**招回自己的堆疊。水泉不需要伙計，在這裡也不用付錢給任何人。紅色的
# 伙計在 1、2 和 9；紅色招回其中兩個：

# %%
# NBVAL_CHECK_OUTPUT
game = at(7, seat=dict(assistants=[1, 2, 9]))
print("在堆疊裡:", game.player(0).stack, "｜在版面上:", game.player(0).assistants)
do(game, "fountain 1 9")
print("在堆疊裡:", game.player(0).stack, "｜在版面上:", game.player(0).assistants)

# %%
show(game, highlight=[2, 7])

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("紅色的伙計在 1、2、9；藍色的在 3。紅色可以招回哪些？",
     at(7, seat=dict(assistants=[1, 2, 9]), seats={1: dict(assistants=[3])}),
     [("在 1、2、9 的伙計", "fountain 1 2 9"), ("在 3 的伙計", "fountain 3")])

# %% [markdown] en="77cb57e6dc"
# ## 8 · 黑市
#
# 拿 **1 個布料、香料或水果**，並擲**兩個骰子**來拿**珠寶**：
#
# | 總和 | 2–6 | 7–8 | 9–10 | 11–12 |
# |---|---|---|---|---|
# | 珠寶 | 0 | 1 | 2 | 3 |
#
# 紅色的手推車每種可放 3 個；骰子會擲出 5 和 6：

# %%
# NBVAL_CHECK_OUTPUT
game = at(8, seat=dict(capacity=3), dice=[5, 6])
status(game)
do(game, "black-market")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "take fruit")
status(game)

# %% [markdown] en="9be2c5e4fa"
# 貨物永遠不會超過手推車的上限：用基本的手推車（可放 2 個），總和 11 也只能拿 2 個珠寶。紅色清真寺板塊
# 能幫忙擲這些骰子：見筆記本 04。

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("紅色的手推車每種貨物可放 2 個，沒有珠寶。骰子擲出 3 和 4。"
     "在黑市行動後（紅色拿一個水果），紅色有幾個珠寶？",
     at(8, dice=[3, 4]), ["0", "1", "2"], then=["black-market", "take fruit"],
     answer=lambda g: g.player(0).goods["jewelry"])

# %% [markdown] en="9034488df6"
# ## 9 · 茶館
#
# 喊出一個 **3 到 12** 的數字，然後擲兩個骰子。如果總和**大於或等於**你喊的數字，你就贏得那麼多元，
# 否則拿 **2 元**。喊得越大膽，賺得越多，但也越常失敗。紅色喊 10；骰子擲出 2 和 3：

# %%
# NBVAL_CHECK_OUTPUT
game = at(9, seat=dict(lira=0), dice=[2, 3])
do(game, "tea 10")
status(game)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("紅色帶著 3 元在茶館。紅色可以喊出哪些數字？",
     at(9, seat=dict(lira=3)), [("2", "tea 2"), ("3", "tea 3"), ("8", "tea 8"),
                                ("12", "tea 12"), ("13", "tea 13")])

# %% [markdown] en="cf2e7f9521"
# ## 10 和 11 · 市場
#
# 每個市場都有一張畫著 5 個貨物的**需求圖版**。你賣出圖版上的貨物**1 個或更多**，依照賣出的**數量**
# 拿錢；然後那張圖版移到那一疊的最下面，露出下一張。價錢印在地點板塊上 **[printed]**：
#
# | 賣出的貨物數 | 1 | 2 | 3 | 4 | 5 |
# |---|---|---|---|---|---|
# | 小市場（11） | 2 | 5 | 9 | 14 | 20 |
# | 大市場（10） | 3 | 7 | 12 | 18 | 25 |
#
# **韓文規則書的範例：** 小市場的圖版上有布料 1、香料 1、水果 2 和珠寶 1。紅色賣出
# **布料 1、香料 1 和水果 2：4 個貨物，拿 14 元**。

# %%
# NBVAL_CHECK_OUTPUT
game = at(11, seat=dict(lira=0, capacity=3, goods=dict(fabric=1, spice=1, fruit=2)),
          small=[3, 0, 1, 2, 4])
print("需求圖版（布料、香料、水果、珠寶）:", game.pieces()["markets"][11])
status(game)
do(game, "sell fabric spice fruit fruit")
status(game)
print("下一張需求圖版:", game.pieces()["markets"][11])

# %% [markdown] en="12906e68fb"
# **中文規則書的範例：** 圖版上有布料 1、香料 2 和水果 2。紅色賣出**布料 1 和水果 2：3 個貨物，
# 拿 9 元**。圖版上沒有的貨物不能賣：紅色的珠寶不在清單上。

# %%
# NBVAL_CHECK_OUTPUT
game = at(11, seat=dict(lira=0, goods=dict(fabric=1, fruit=2, jewelry=1)),
          small=[1, 0, 2, 3, 4])
print("需求圖版（布料、香料、水果、珠寶）:", game.pieces()["markets"][11])
print("賣法有幾種:", len(game.legal_actions()) - 1)
do(game, "sell fabric fruit fruit")
status(game)

# %% [markdown] en="d4bf7e692a"
# **大市場**對較稀有的貨物付得更多。這裡的圖版上有布料 1、香料 1 和珠寶 3；紅色賣出布料 1 和珠寶 3，
# 4 個貨物拿 18 元：

# %%
# NBVAL_CHECK_OUTPUT
game = at(10, seat=dict(lira=0, capacity=3, goods=dict(fabric=2, jewelry=3)),
          large=[1, 0, 2, 3, 4])
print("需求圖版（布料、香料、水果、珠寶）:", game.pieces()["markets"][10])
do(game, "sell fabric jewelry jewelry jewelry")
status(game)

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
game_q = at(11, seat=dict(lira=0, goods=dict(fruit=2)), small=[3, 0, 1, 2, 4])
print("需求圖版（布料、香料、水果、珠寶）:", game_q.pieces()["markets"][11])
Quiz("紅色在小市場賣出 2 個水果。紅色拿到幾元？", game_q,
     ["4", "5", "7"], then=["sell fruit fruit"], answer=lambda g: g.player(0).lira)

# %% [markdown] en="3c23edae00"
# ## 12 · 警察局
#
# 如果**你的家庭成員**在警察局，可以把它送到**任何其他地點**，並在那裡執行該地點的行動。任何地點也包括
# 水泉：在那裡就是把伙計招回來。家庭成員在那裡**不會遭遇任何人**：不付錢、不逮捕家庭成員、不遭遇官員或
# 走私者。之後其他玩家可以在那裡逮捕它。
#
# **韓文規則書的範例：** 紅色把家庭成員送到**香料行**，把手推車的香料補滿。藍色的商人和官員在香料行，
# 但紅色不用付錢給藍色，也不會遭遇官員。

# %%
# NBVAL_CHECK_OUTPUT
game = at(12, seat=dict(lira=5), seats={1: dict(merchant=3)}, governor=3, smuggler=2)
status(game)
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "police 3")
do(game, "warehouse")
status(game)
print("紅色的家庭成員在", game.player(0).family, "｜藍色仍有",
      game.player(1).lira, "元｜官員仍在", game.place_of("governor"))
choices(game)

# %% [markdown] en="4c3a3aff77"
# 現在的遭遇發生在紅色**商人**所在的警察局，而那裡沒有可以遭遇的人。紅色的家庭成員在香料行（3）等著，
# 其他商人可以在那裡逮捕它：

# %%
show(game, highlight=[3, 12])

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("紅色的家庭成員在警察局。紅色可以把它送到哪裡？",
     at(12, governor=2, smuggler=2),
     [("水泉（7）", "police 7"), ("寶石商（16）", "police 16"),
      ("留在警察局（12）", "police 12")])

# %% [markdown] en="e7b55778f4"
# ## 13 · 蘇丹皇宮
#
# 交出**所有沒被遮住的格子**上畫的貨物，拿走**最左邊的紅寶石**。每拿走一顆紅寶石就會多露出一格，所以
# 每顆紅寶石都比前一顆多花一個貨物。四位玩家時，第一顆紅寶石要 4 個貨物（每種一個），最後一顆要 10 個
# **[printed]**。
#
# **中文規則書的範例：** 已經拿走三顆紅寶石。第四顆需要**2 個珠寶、2 個布料、1 個水果、1 個香料和
# 1 個任選貨物**（7 個貨物）。

# %%
# NBVAL_CHECK_OUTPUT
game = at(13, seat=dict(capacity=3, goods=dict(jewelry=2, fabric=2, spice=1, fruit=3)),
          sultan_left=4, seats={1: dict(rubies=3)})
need = game.pieces()["sultan"]["next"]
print("蘇丹要的是:", ", ".join(f"{n} {g}" for g, n in need["goods"].items()),
      f"以及任選貨物 {need['any']} 個")
status(game)
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "sultan fruit")
status(game)
print("蘇丹皇宮剩下的紅寶石:", game.pieces()["sultan"]["rubies"])

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("四位玩家，蘇丹皇宮的第一顆紅寶石。紅色有布料、香料和水果各 1 個。"
     "紅色可以做下面哪些事？", at(13, seat=dict(goods=dict(fabric=1, spice=1, fruit=1))),
     [("拿紅寶石", "sultan"), ("跳過行動", "skip")])

# %% [markdown] en="afcf9dabeb"
# ## 14 和 15 · 清真寺
#
# 每座清真寺有兩疊**清真寺板塊**：小清真寺（14）是**紅色**（布料）和**綠色**（香料），大清真寺（15）
# 是**黃色**（水果）和**藍色**（珠寶）。每疊最上面的板塊有一個數字 N：要拿它，你必須**至少有 N 個**
# 那種貨物，並**付出 1 個**。每位玩家每種顏色最多拿一個板塊；每個板塊都給一個持續的能力（筆記本 04）。
#
# **韓文規則書的範例：** 藍色板塊最上面是 3。紅色有 3 個珠寶，付出 1 個，拿走藍色板塊；它的能力讓
# **第 5 個伙計**立刻加入紅色的堆疊。

# %%
# NBVAL_CHECK_OUTPUT
game = at(15, seat=dict(capacity=3, goods=dict(jewelry=3)), seats={1: dict(tiles=["blue"])})
print("藍色板塊堆（由上而下）:", game.pieces()["mosques"][15]["tiles"]["blue"])
status(game)
print("堆疊裡的伙計:", game.player(0).stack)
do(game, "tile blue")
status(game)
print("堆疊裡的伙計:", game.player(0).stack)

# %% [markdown] en="d97eab4370"
# 擁有**同一座清真寺的兩個板塊**的玩家，立刻從那座清真寺拿 **1 顆紅寶石**（只有一次）。紅色已經有
# 紅色板塊，現在拿綠色的：

# %%
# NBVAL_CHECK_OUTPUT
game = at(14, seat=dict(tiles=["red"], goods=dict(spice=2)))
do(game, "tile green")
status(game)
print("小清真寺剩下的紅寶石:", game.pieces()["mosques"][14]["rubies"])

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("藍色板塊堆最上面是 2。紅色有 1 個珠寶。在大清真寺，紅色可以做下面哪些事？",
     at(15, seat=dict(goods=dict(jewelry=1))),
     [("拿藍色板塊", "tile blue"), ("跳過行動", "skip")])

# %% [markdown] en="00802b7534"
# ## 16 · 寶石商
#
# 支付**沒被遮住的最高價格**，拿走最左邊的紅寶石。每賣出一顆紅寶石，就會露出更高的價格。四或五位玩家時，
# 價格從 12 到 23 **[printed]**。
#
# **規則書的範例**（韓文版和中文版）：沒被遮住的最大數字是 **15**，所以一顆紅寶石要 15 元。

# %%
# NBVAL_CHECK_OUTPUT
game = at(16, seat=dict(lira=15), gem_left=9, seats={1: dict(rubies=3)})
print("價格:", game.pieces()["gemstone_dealer"]["price"])
status(game)
do(game, "gemstone")
status(game)
print("下一顆紅寶石的價格:", game.pieces()["gemstone_dealer"]["price"])

# %% [markdown] en="050e9c3e0e"
# 寶石商的板塊上會顯示剩下的紅寶石和下一個價格：

# %%
show(game, highlight=[16])

# %% [markdown] en="41bb9a07de"
# **自我檢查。**

# %%
Quiz("四位玩家；紅色買下寶石商的第一顆紅寶石。下一顆多少錢？（答案照教材的寫法，用 "
     "'lira' 表示）", at(16, seat=dict(lira=20)), ["12 lira", "13 lira", "15 lira"],
     then=["gemstone"], answer=lambda g: f"{g.pieces()['gemstone_dealer']['price']} lira")

# %% [markdown] en="aac0dd98c1"
# ## 你學到了什麼
#
# | # | 地點 | 行動 |
# |---|---|---|
# | 1 | 製車行 | 7 元 → 手推車擴充；第三個會帶來一顆紅寶石 |
# | 2–4 | 三個商行 | 把一種貨物補到上限 |
# | 5 | 郵局 | 拿沒被遮住的格子，移動一個指示物 |
# | 6 | 商隊旅館 | 拿 2 張卡（抽牌堆或棄牌堆），棄 1 張 |
# | 7 | 水泉 | 招回伙計 |
# | 8 | 黑市 | 1 個布料／香料／水果 + 為珠寶擲骰 |
# | 9 | 茶館 | 喊數字、擲骰，贏得那個數或 2 元 |
# | 10、11 | 市場 | 賣出需求圖版上的貨物 |
# | 12 | 警察局 | 把家庭成員送到別處執行行動 |
# | 13 | 蘇丹皇宮 | 貨物 → 紅寶石 |
# | 14、15 | 清真寺 | 貨物 → 清真寺板塊（同一座的兩個 + 紅寶石） |
# | 16 | 寶石商 | 錢幣 → 紅寶石 |
#
# 下一步：**[04 · 獎勵卡和清真寺板塊](04_bonus_cards_and_mosque_tiles.ipynb)**。
