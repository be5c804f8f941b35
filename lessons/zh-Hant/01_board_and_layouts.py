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

# %% [markdown] en="4b3c55f5c2"
# # 01 · 版面與排列方式
#
# 《伊斯坦堡》是在由地點板塊排成的方格上進行的。在這本筆記本裡，你會：
#
# 1. 認識各個地點和它們的名稱，
# 2. 看看規則書上印的排列方式，
# 3. 學會商人怎麼移動，以及為什麼不能回到出發的地點，
# 4. 檢查隨機排列是否符合規則，
# 5. 找出是什麼讓一種排列方式**短**或**長**，
# 6. 看看**路障**會讓你損失多少。

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
from IPython.display import SVG, Markdown, display
from istanbul_nb import analysis
from istanbul_nb.render import svg

def show(board, size=340, **kw):
    """Draw a board as a picture (SVG), so it also shows on GitHub."""
    display(SVG(svg(board, size=size, **kw)))


# %% [markdown] en="3adac6e7fc"
# ## 1 · 地點
#
# 基本遊戲有 16 個地點（編號 1–16）。擴充會增加更多：*摩卡與小費* 是 17–20，*信件與封印* 是
# 21–24，*大市集* 是 25。下面是它們在四種語言裡的名稱。標有 \* 的名稱是本專案自己的翻譯
# （**reconstructed**，重建）。

# %%
rows = ["| # | English | 한국어 | 繁體中文 | Deutsch | set |", "|---|---|---|---|---|---|"]
for p in ist.places.all_places():
    names = [p.name(lang) + ("\\*" if lang in p.reconstructed else "")
             for lang in ("en", "ko", "zh-Hant", "de")]
    rows.append(f"| {p.number} | " + " | ".join(names) + f" | {p.set} |")
Markdown("\n".join(rows))

# %% [markdown] en="313324934d"
# ## 2 · 規則書上的排列方式
#
# **排列方式**決定每個板塊放在哪裡。基本遊戲的規則書印了其中兩種，規則內文還提到第三種：
# 把地點依編號順序排好。每種排列方式都是 `layouts/` 資料夾裡的一個小檔案。

# %%
# NBVAL_CHECK_OUTPUT

for name in ("short-paths", "long-paths", "in-order"):
    layout = ist.layouts.load(name)
    print(f"{layout.title:28} [{layout.provenance}]  {layout}")

# %% [markdown] en="150125f1d9"
# ### 捷徑（第一次玩）

# %%
show(ist.Board("short-paths"))

# %% [markdown] en="33203be4ef"
# ### 長程

# %%
show(ist.Board("long-paths"))

# %% [markdown] en="13d901f330"
# ### 依編號順序

# %%
show(ist.Board("in-order"))

# %% [markdown] en="5e676c767a"
# 擴充的版面比較寬（5 × 4）。*信件與封印* 第一次玩的排列方式在任何資料裡都找不到，所以教材改放一個
# 符合規則的隨機排列，並標示為 **reconstructed**（重建）。

# %%
# NBVAL_CHECK_OUTPUT

for name in ("mocha-first-game", "letters-first-game"):
    layout = ist.layouts.load(name)
    print(f"{layout.title:45} [{layout.provenance}]")

# %%
show(ist.Board("mocha-first-game"), size=420)

# %% [markdown] en="c9b322ab19"
# ## 3 · 版面是一張圖
#
# 對電腦來說，版面是一張**圖**（graph）：每個地點是一個*節點*，兩個相鄰的地點用一條*邊*連起來。
# 每個節點記得自己的位置 `pos` =（列, 行），像 Python 一樣從左上角的 0 開始數。板塊上印的是人習慣的
# 數法，從 1 開始：水泉的板塊上寫著 **r2 c3**，也就是 `pos` (1, 2)。

# %%
# NBVAL_CHECK_OUTPUT

board = ist.Board("short-paths")
g = board.graph
print("nodes:", sorted(g.nodes))
print("edges:", g.number_of_edges())
r, c = g.nodes[7]["pos"]
print(f"the Fountain 7 is at pos {(r, c)} (row {r + 1}, column {c + 1} on its tile) and "
      f"touches {sorted(g.adj[7])}")

# %%
import matplotlib.pyplot as plt
import networkx as nx

pos = {n: (c, -r) for n, (r, c) in nx.get_node_attributes(g, "pos").items()}
fig, ax = plt.subplots(figsize=(4, 4))
nx.draw_networkx(g, pos, ax=ax, node_color="#f2d7a0", node_size=600, edgecolors="#6f6457")
ax.set_title("short-paths as a graph")
ax.axis("off")
plt.show()

# %% [markdown] en="ca5d98b4c8"
# ## 4 · 商人怎麼移動
#
# 輪到你時，你的商人往上、下、左、右移動 **1 或 2 格**，不能斜走，而且**不能停在出發的地點**。
# 走出去 2 格再走回來，就會停在出發點；站著不動也不算移動：你一定要去一個新的地方。
#
# 從水泉（7）出發，商人可以到達這些地點：

# %%
# NBVAL_CHECK_OUTPUT

moves = board.moves(7)
print(sorted(moves))
print("back to the start?", 7 in moves)

# %%
show(board, size=420, highlight=board.moves(7), selected=7)

# %% [markdown] en="1560c97413"
# 角落的地點比中間的地點選擇少。所以板塊放在哪裡很重要。

# %%
# NBVAL_CHECK_OUTPUT

for place in (7, 15, 5):
    print(f"{ist.places.label(place):22} {len(board.moves(place)):2} places in one move")

# %% [markdown] en="6900d24957"
# 有些卡片和板塊的移動方式不一樣：同伴移動 1 格，*移動 3–4 格* 卡正好移動 3 或 4 格，長距離移動板塊
# 沿著直線移動，還有兩張卡可以跳到角落或任何地點。版面能回答所有這些移動方式：

# %%
# NBVAL_CHECK_OUTPUT

for kind in ist.MOVE_KINDS:
    print(f"{kind:10} from the Fountain: {len(board.reachable(7, kind)):2} places")

# %% [markdown] en="df912c3982"
# ### 自己試試看
#
# 點選版面上的一個地點。在右邊換一種移動方式，或放上路障（見第 8 節）。互動版面需要正在執行的
# 核心：請先執行儲存格（在那之前，以及在 GitHub 上，它會顯示成一張靜態圖片）。

# %%
from istanbul_nb.widgets import MoveExplorer

explorer = MoveExplorer("short-paths")
explorer.select(15)
explorer

# %%
# NBVAL_CHECK_OUTPUT
print(explorer.summary)

# %% [markdown] en="924a799f57"
# ## 5 · 隨機排列的規則
#
# 玩家也可以把板塊隨機排列。有兩份規則說明隨機排列必須遵守什麼：
#
# - **base** 規則（基本遊戲）：水泉（7）必須在**內側**的位置（四個方向都有相鄰地點），黑市（8）和
#   茶館（9）之間**至少相隔 3 格**；
# - **bigbox** 規則（教材的預設）：同上，而且黑市和茶館**不能在同一列或同一行**；在 5 × 5 的
#   *大市集* 版面上，水泉要正好放在**正中央**。
#
# `problems()` 會說出一種排列違反了什麼；空的清單表示它遵守所有規則。

# %%
# NBVAL_CHECK_OUTPUT

bad = ist.layouts.from_rows([[7, 8, 1, 2],
                             [9, 3, 4, 5],
                             [6, 10, 11, 12],
                             [13, 14, 15, 16]], name="broken")
for rules in ("base", "bigbox"):
    print(rules)
    for problem in ist.layouts.problems(bad, rules):
        print("  -", problem)

# %%
show(ist.Board(bad), highlight=[7, 8, 9])

# %% [markdown] en="a98a6c2051"
# 意外的是：規則書上第一次玩的版面**違反**了 Big Box 的規則。它是設計者親手排的，不是隨機排列，
# 所以隨機排列的規則不適用於它。

# %%
# NBVAL_CHECK_OUTPUT

short = ist.layouts.load("short-paths")
print("base:  ", ist.layouts.problems(short, "base"))
print("bigbox:", ist.layouts.problems(short, "bigbox"))

# %% [markdown] en="9b9a4b8558"
# 根本不是排列方式的方格會被拒絕，並附上理由：

# %%
# NBVAL_CHECK_OUTPUT

for rows in ([[1, 2, 3, 4], [5, 6, 7]],
             [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 15]]):
    try:
        ist.layouts.from_rows(rows)
    except ValueError as err:
        print("refused:", err)

# %% [markdown] en="6e5799929c"
# ## 6 · 隨機排列
#
# `random_layout(kind, seed=...)` 從所有合法的排列中**均勻地**抽出一種。同一個種子永遠得到同一種
# 排列，所以全班可以共用一種。每張圖裡的水泉都加了外框。

# %%
# NBVAL_CHECK_OUTPUT

for kind in ("base", "mocha", "letters", "great-bazaar"):
    layout = ist.layouts.random_layout(kind, seed=2024)
    problems = ist.layouts.problems(layout)
    print(f"{kind:13} {layout.shape[1]} x {layout.shape[0]}  problems: {problems}")

# %%
for kind in ("base", "mocha", "letters", "great-bazaar"):
    layout = ist.layouts.random_layout(kind, seed=2024)
    display(Markdown(f"**{kind}** (seed 2024)"))
    show(ist.Board(layout), size=380, selected=7)

# %% [markdown] en="21e1000626"
# ## 7 · 短的排列與長的排列
#
# 地點彼此相隔多遠？下面的熱度圖顯示第一次玩的版面上任兩個地點之間的格數（顏色越深越遠）。

# %%
import numpy as np

def heat(ax, board, title):
    places, matrix = analysis.distance_matrix(board)
    im = ax.imshow(np.array(matrix), cmap="YlOrBr", vmin=0, vmax=6)
    ax.set_xticks(range(len(places)), places, fontsize=7)
    ax.set_yticks(range(len(places)), places, fontsize=7)
    ax.set_title(title)
    return im

fig, axes = plt.subplots(1, 2, figsize=(9, 4.2))
heat(axes[0], ist.Board("short-paths"), "short-paths: steps between places")
im = heat(axes[1], ist.Board("long-paths"), "long-paths: steps between places")
fig.colorbar(im, ax=axes, shrink=0.8, label="steps")
plt.show()

# %% [markdown] en="11f0152838"
# 哪一種排列比較短？第一個想法是：任兩個地點之間格數的**平均值**。意外來了，
# 它**在每一種 4 × 4 排列裡都一樣**：

# %%
# NBVAL_CHECK_OUTPUT

from fractions import Fraction

for name in ("short-paths", "long-paths", "in-order"):
    mean = analysis.mean_distance(ist.Board(name))
    print(f"{name:12} {mean:.4f}  = {Fraction(mean).limit_denominator(100)}")
for seed in range(3):
    mean = analysis.mean_distance(ist.Board(ist.layouts.random_layout("base", seed=seed)))
    print(f"random {seed:<5} {mean:.4f}")

# %% [markdown] en="a6a18ec202"
# 為什麼？排列方式只是在方格上放**名稱**；方格本身永遠一樣，所有方格之間的距離總和也一樣。
# 中間的方格離每個地方都比較近：

# %%
grid = ist.Board("in-order")
from_square = np.zeros(grid.shape)
for place in grid.places:
    r, c = grid.position(place)
    dist = grid.distances_from(place)
    from_square[r, c] = sum(dist.values()) / (len(grid.places) - 1)
fig, ax = plt.subplots(figsize=(3.6, 3.2))
im = ax.imshow(from_square, cmap="YlOrBr")
for (r, c), v in np.ndenumerate(from_square):
    ax.text(c, r, f"{v:.2f}", ha="center", va="center", color="white" if v > 3 else "black")
ax.set_title("mean steps from each square")
ax.set_xticks([]); ax.set_yticks([])
plt.show()

# %% [markdown] en="0c14670eb3"
# 所以「短」一定有別的意思：玩家**實際會走的路線**比較短，例如從倉庫到市場、從市場到寶石商等等。
# 典型路線的清單是本專案自己的選擇（**reconstructed**，重建）；你可以在
# `istanbul_nb/data/trips.json` 裡修改它。

# %%
# NBVAL_CHECK_OUTPUT

trips = analysis.typical_trips()
short_b, long_b = ist.Board("short-paths"), ist.Board("long-paths")
print(f"{'trip':48} short  long")
for t in trips[:8]:
    name = f"{ist.places.label(t.start)} -> {ist.places.label(t.end)}"
    print(f"{name:48} {short_b.distance(t.start, t.end):5} {long_b.distance(t.start, t.end):5}")
print(f"... {len(trips)} trips in all")

# %%
# NBVAL_CHECK_OUTPUT

for name in ("short-paths", "long-paths", "in-order"):
    print(f"{name:12} {analysis.trip_length(ist.Board(name)):.2f} steps per typical trip")

# %% [markdown] en="4b2ed25047"
# 第一次玩的版面把常常來回的地點放得很近：每趟路大約 **2.2** 格，而不是 **3.0** 格。
# 這就是「捷徑」的意思。
#
# ## 8 · 路障
#
# 在*摩卡與小費*裡，兩個相鄰地點之間的邊界上可以放一個**路障**。除了持有路障控制板塊的玩家，
# 誰都不能越過它。這裡的路障放在水泉（7）和布料行（2）之間：

# %%
walled = board.with_barrier(7, 2)
show(walled, size=420, highlight=walled.moves(7), selected=7)

# %%
# NBVAL_CHECK_OUTPUT

print("Fountain -> Fabric Warehouse, no barrier:   ", board.distance(7, 2), "step")
print("with the barrier:                           ", walled.distance(7, 2), "steps")
print("for the holder of the barrier-control tile: ", walled.distance(7, 2, holder=True), "step")
print("lost moves from the Fountain:", sorted(board.moves(7) - walled.moves(7)))

# %% [markdown] en="5b7aba11ea"
# 哪一條邊界傷害最大？`barrier_impact` 把路障輪流放在每一條邊界上，測量所有地點兩兩之間的路線
# 平均變長多少，從最嚴重的開始列出：

# %%
# NBVAL_CHECK_OUTPUT

impact = analysis.barrier_impact(board)
print(len(impact), "borders")
for entry in impact[:3] + impact[-2:]:
    a, b = entry.edge
    print(f"{a:2}-{b:<2}  +{entry.increase:.3f} steps on average,",
          f"{entry.longer_trips} trips longer")

# %% [markdown] en="b3eb1cc226"
# 最嚴重的邊界在一列或一行的**中間**：放在那裡的路障會切斷許多最短路徑。角落的邊界損失最小。
# （把所有地點兩兩算進來，這也只取決於方格本身，所以每一種 4 × 4 排列都一樣。）把最嚴重的那條畫出來：

# %%
worst = impact[0].edge
show(board.with_barrier(*worst), size=420, highlight=list(worst))

# %% [markdown] en="7b2cd7bcf9"
# 如果看的是典型路線，答案就取決於排列方式。在第一次玩的版面上：

# %%
# NBVAL_CHECK_OUTPUT

base_trip = analysis.trip_length(board)
costs = sorted(((analysis.trip_length(board.with_barrier(*e)) - base_trip, e)
                for e in board.edges()), key=lambda x: -x[0])
for cost, (a, b) in costs[:5]:
    print(f"{a:2}-{b:<2}  +{cost:.3f} steps per typical trip")
print("borders that cost the typical trips nothing:", sum(1 for c, _ in costs if c == 0))

# %% [markdown] en="e55692bd13"
# ## 9 · 設計你自己的排列
#
# 依序點選兩個地點來交換板塊，或抽一種合法的隨機排列。編輯器會列出你的排列違反了什麼，並給出可以
# 存到 `layouts/` 的 JSON。

# %%
from istanbul_nb.widgets import LayoutEditor

editor = LayoutEditor("short-paths")
editor

# %%
# NBVAL_CHECK_OUTPUT

editor.swap(8, 7)
print(editor.problems_text)

# %% [markdown] en="c6851aa5ad"
# ## 你學到了什麼
#
# - 排列方式是一個由地點編號組成的方格；版面是一張相鄰關係的圖。
# - 商人移動 1 或 2 格，而且不能回到出發的地點。
# - 隨機排列必須把水泉放在內側，並讓黑市和茶館分開。
# - 每一種 4 × 4 排列的平均距離都一樣；「短」指的是你實際會走的路線。
# - 版面中間的路障傷害最大。

# %% [markdown] en="b2cf57c95c"
# 下一步：**[02 · 一個回合的四個步驟](02_a_turn_in_four_phases.ipynb)**。
