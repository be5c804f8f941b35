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
# # 01 · 게임판과 배치
#
# *이스탄불*은 장소 판을 격자로 늘어놓은 게임판에서 합니다. 이 노트북에서는
#
# 1. 장소들과 그 이름을 알아보고,
# 2. 규칙서에 실린 배치를 보고,
# 3. 상인이 어떻게 움직이는지, 왜 출발한 장소로 되돌아갈 수 없는지 배우고,
# 4. 무작위 배치가 규칙을 지키는지 확인하고,
# 5. 배치를 **가깝게** 또는 **멀게** 만드는 것이 무엇인지 알아보고,
# 6. **장벽**이 얼마나 손해인지 살펴봅니다.

# %%
# 브라우저만으로 동작하는 JupyterLite 사이트에서는 먼저 브라우저의 파이썬에 키트를 설치합니다.
import sys
if sys.platform == "emscripten":
    # %pip install -q istanbul_nb
    from istanbul_nb.widgets.offline import explain_missing_live_boards

    explain_missing_live_boards()  # 오프라인에서는 실시간 게임판이 왜 안 나오는지 한 문장으로 알려 줍니다

# %% i18n="setup"
import istanbul_nb as ist

ist.set_language("ko")  # 이 노트북의 게임판, 질문, 버튼, 기록을 한국어로 보여 줍니다

# %%
import istanbul_nb as ist
from IPython.display import SVG, Markdown, display
from istanbul_nb import analysis
from istanbul_nb.render import svg

def show(board, size=340, **kw):
    """Draw a board as a picture (SVG), so it also shows on GitHub."""
    display(SVG(svg(board, size=size, **kw)))


# %% [markdown] en="3adac6e7fc"
# ## 1 · 장소
#
# 기본판에는 장소가 16개(1–16번) 있습니다. 확장판이 장소를 더합니다. *모카 커피*는 17–20번,
# *우편 사업*은 21–24번, *초거대 시장*은 25번입니다. 아래는 네 언어로 쓴 장소 이름입니다.
# \* 표시가 붙은 이름은 이 프로젝트가 직접 옮긴 것입니다(**reconstructed**, 재구성).

# %%
rows = ["| # | English | 한국어 | 繁體中文 | Deutsch | set |", "|---|---|---|---|---|---|"]
for p in ist.places.all_places():
    names = [p.name(lang) + ("\\*" if lang in p.reconstructed else "")
             for lang in ("en", "ko", "zh-Hant", "de")]
    rows.append(f"| {p.number} | " + " | ".join(names) + f" | {p.set} |")
Markdown("\n".join(rows))

# %% [markdown] en="313324934d"
# ## 2 · 규칙서에 실린 배치
#
# **배치**는 어느 장소 판이 어디에 놓이는지를 정합니다. 기본판 규칙서에는 배치 두 가지가 실려 있고,
# 규칙서 본문은 장소를 번호 순서대로 놓는 세 번째 배치도 언급합니다. 배치마다 `layouts/` 폴더에
# 작은 파일이 하나씩 있습니다.

# %%
# NBVAL_CHECK_OUTPUT

for name in ("short-paths", "long-paths", "in-order"):
    layout = ist.layouts.load(name)
    print(f"{layout.title:28} [{layout.provenance}]  {layout}")

# %% [markdown] en="150125f1d9"
# ### 가까운 길 배치 (첫 게임)

# %%
show(ist.Board("short-paths"))

# %% [markdown] en="33203be4ef"
# ### 먼 길 배치

# %%
show(ist.Board("long-paths"))

# %% [markdown] en="13d901f330"
# ### 번호 순서대로

# %%
show(ist.Board("in-order"))

# %% [markdown] en="5e676c767a"
# 확장판은 게임판이 더 넓습니다(5 × 4). *우편 사업*의 첫 게임 배치는 어떤 자료에서도 찾을 수
# 없었기 때문에, 키트는 그 대신 규칙에 맞는 무작위 배치를 넣고 **reconstructed**(재구성)라고
# 표시합니다.

# %%
# NBVAL_CHECK_OUTPUT

for name in ("mocha-first-game", "letters-first-game"):
    layout = ist.layouts.load(name)
    print(f"{layout.title:45} [{layout.provenance}]")

# %%
show(ist.Board("mocha-first-game"), size=420)

# %% [markdown] en="c9b322ab19"
# ## 3 · 게임판은 그래프입니다
#
# 컴퓨터에게 게임판은 **그래프**입니다. 장소 하나하나가 *꼭짓점*이고, 경계를 맞댄 두 장소는 *변*으로
# 이어집니다. 꼭짓점마다 위치 `pos` = (행, 열)을 기억하는데, 파이썬처럼 왼쪽 위를 0으로 셉니다.
# 장소 판에는 사람이 세듯 1부터 적혀 있습니다. 분수대의 판에는 **r2 c3**이라고 적혀 있고, 이것이
# `pos` (1, 2)입니다.

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
# ## 4 · 상인은 어떻게 움직일까
#
# 내 차례에 내 상인은 위, 아래, 왼쪽, 오른쪽으로 **1칸이나 2칸** 움직입니다. 대각선으로는 갈 수
# 없고, **출발한 장소에서 멈출 수 없습니다**. 2칸을 나갔다가 돌아오면 출발한 장소에서 멈추게 되고,
# 제자리에 서 있는 것은 이동이 아닙니다. 반드시 새로운 곳으로 가야 합니다.
#
# 분수대(7)에서 상인은 다음 장소들에 갈 수 있습니다.

# %%
# NBVAL_CHECK_OUTPUT

moves = board.moves(7)
print(sorted(moves))
print("back to the start?", 7 in moves)

# %%
show(board, size=420, highlight=board.moves(7), selected=7)

# %% [markdown] en="1560c97413"
# 모서리 장소는 가운데 장소보다 갈 곳이 적습니다. 그래서 장소 판이 어디에 놓이는지가 중요합니다.

# %%
# NBVAL_CHECK_OUTPUT

for place in (7, 15, 5):
    print(f"{ist.places.label(place):22} {len(board.moves(place)):2} places in one move")

# %% [markdown] en="6900d24957"
# 어떤 카드와 타일은 다르게 움직입니다. 동업자는 1칸, *3–4칸 이동* 카드는 정확히 3칸이나 4칸,
# 이동 강화 타일은 일직선을 따라, 그리고 두 카드는 모서리나 아무 장소로나 뛰어갑니다. 게임판은
# 이 모든 이동에 답할 수 있습니다.

# %%
# NBVAL_CHECK_OUTPUT

for kind in ist.MOVE_KINDS:
    print(f"{kind:10} from the Fountain: {len(board.reachable(7, kind)):2} places")

# %% [markdown] en="df912c3982"
# ### 직접 해 보기
#
# 게임판의 장소를 클릭하세요. 오른쪽에서 이동 방식을 바꾸거나, 장벽을 놓아 보세요(8절 참고).
# 실시간 게임판은 실행 중인 커널이 있어야 움직입니다. 먼저 셀을 실행하세요(그 전과 GitHub에서는
# 멈춘 그림으로 보입니다).

# %%
from istanbul_nb.widgets import MoveExplorer

explorer = MoveExplorer("short-paths")
explorer.select(15)
explorer

# %%
# NBVAL_CHECK_OUTPUT
print(explorer.summary)

# %% [markdown] en="924a799f57"
# ## 5 · 무작위 배치 규칙
#
# 장소 판을 무작위로 늘어놓을 수도 있습니다. 무작위 배치가 지켜야 할 것을 두 규칙서가 말합니다.
#
# - **base** 규칙(기본판): 분수대(7)는 **안쪽** 장소(네 방향 모두에 이웃이 있는 장소)에 있어야 하고,
#   암시장(8)과 찻집(9)은 서로 **최소 3칸** 떨어져 있어야 합니다.
# - **bigbox** 규칙(키트의 기본값): 위 규칙에 더해 암시장과 찻집이 **같은 가로줄이나 세로줄에 있으면
#   안 됩니다**. 5 × 5 *초거대 시장* 게임판에서는 분수대가 정확히 **한가운데**에 놓입니다.
#
# `problems()`는 배치가 어긴 규칙을 알려 줍니다. 빈 목록이면 규칙을 모두 지킨 것입니다.

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
# 놀랍게도 규칙서에 실린 첫 게임 게임판은 빅박스 규칙을 **어깁니다**. 무작위로 늘어놓은 것이
# 아니라 손으로 설계한 배치이므로, 무작위 배치 규칙이 적용되지 않습니다.

# %%
# NBVAL_CHECK_OUTPUT

short = ist.layouts.load("short-paths")
print("base:  ", ist.layouts.problems(short, "base"))
print("bigbox:", ist.layouts.problems(short, "bigbox"))

# %% [markdown] en="9b9a4b8558"
# 배치라고 할 수 없는 격자는 이유와 함께 거부됩니다.

# %%
# NBVAL_CHECK_OUTPUT

for rows in ([[1, 2, 3, 4], [5, 6, 7]],
             [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 15]]):
    try:
        ist.layouts.from_rows(rows)
    except ValueError as err:
        print("refused:", err)

# %% [markdown] en="6e5799929c"
# ## 6 · 무작위 배치
#
# `random_layout(kind, seed=...)`는 규칙에 맞는 모든 배치 가운데 하나를 **고르게**(균등하게)
# 뽑습니다. 같은 시드는 언제나 같은 배치를 주므로, 반 전체가 한 배치를 함께 쓸 수 있습니다.
# 그림마다 분수대에 테두리가 그려져 있습니다.

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
# ## 7 · 가까운 배치와 먼 배치
#
# 장소들은 서로 얼마나 떨어져 있을까요? 아래 열 지도는 첫 게임 게임판에서 두 장소 사이의 칸 수를
# 모두 보여 줍니다(진할수록 멉니다).

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
# 어느 배치가 더 가까울까요? 먼저 떠오르는 생각은 두 장소 사이 칸 수의 **평균**입니다.
# 그런데 놀랍게도, 이 값은 **모든 4 × 4 배치에서 똑같습니다**.

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
# 왜 그럴까요? 배치는 칸에 **이름**만 붙입니다. 칸들의 격자는 언제나 같고, 칸 사이 거리의 합도
# 같습니다. 가운데 칸이 모든 곳과 더 가깝습니다.

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
# 그러니 "가깝다"는 다른 뜻이어야 합니다. 플레이어가 **실제로 다니는 길**이 가깝다는 뜻입니다.
# 창고에서 시장으로, 시장에서 보석상으로 가는 길 같은 것들이지요. 대표적인 길의 목록은 이
# 프로젝트가 정한 것이고(**reconstructed**, 재구성), `istanbul_nb/data/trips.json`에서 바꿀 수
# 있습니다.

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
# 첫 게임 게임판은 자주 오가는 장소들을 가까이 모아 둡니다. 한 번 다니는 데 **3.0**칸이 아니라
# 약 **2.2**칸이면 됩니다. 이것이 "가까운 길"의 뜻입니다.
#
# ## 8 · 장벽
#
# *모카 커피*에서는 이웃한 두 장소 사이의 경계에 **장벽**을 놓을 수 있습니다. 장벽 관할 타일을 가진
# 플레이어 말고는 아무도 장벽을 넘을 수 없습니다. 여기서는 장벽이 분수대(7)와 옷감 창고(2) 사이에
# 놓여 있습니다.

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
# 어느 경계가 가장 아플까요? `barrier_impact`는 모든 경계에 장벽을 놓아 보고, 모든 장소 쌍 사이의
# 길이 얼마나 길어지는지 재어서 가장 나쁜 것부터 보여 줍니다.

# %%
# NBVAL_CHECK_OUTPUT

impact = analysis.barrier_impact(board)
print(len(impact), "borders")
for entry in impact[:3] + impact[-2:]:
    a, b = entry.edge
    print(f"{a:2}-{b:<2}  +{entry.increase:.3f} steps on average,",
          f"{entry.longer_trips} trips longer")

# %% [markdown] en="b3eb1cc226"
# 가장 나쁜 경계는 가로줄이나 세로줄의 **가운데**에 있습니다. 그곳의 장벽은 많은 최단 경로를
# 끊습니다. 모서리의 경계가 가장 덜 아픕니다. (모든 장소 쌍을 놓고 보면 이것도 격자에만 달려
# 있으므로, 모든 4 × 4 배치에서 같습니다.) 가장 나쁜 경계를 그려 보면 다음과 같습니다.

# %%
worst = impact[0].edge
show(board.with_barrier(*worst), size=420, highlight=list(worst))

# %% [markdown] en="7b2cd7bcf9"
# 대표적인 길로 보면 답은 배치에 따라 달라집니다. 첫 게임 게임판에서는 다음과 같습니다.

# %%
# NBVAL_CHECK_OUTPUT

base_trip = analysis.trip_length(board)
costs = sorted(((analysis.trip_length(board.with_barrier(*e)) - base_trip, e)
                for e in board.edges()), key=lambda x: -x[0])
for cost, (a, b) in costs[:5]:
    print(f"{a:2}-{b:<2}  +{cost:.3f} steps per typical trip")
print("borders that cost the typical trips nothing:", sum(1 for c, _ in costs if c == 0))

# %% [markdown] en="e55692bd13"
# ## 9 · 나만의 배치 만들기
#
# 두 장소를 차례로 클릭해 장소 판을 맞바꾸거나, 규칙에 맞는 무작위 배치를 뽑아 보세요. 편집기는
# 배치가 어긴 규칙을 알려 주고, `layouts/`에 저장할 수 있는 JSON을 보여 줍니다.

# %%
from istanbul_nb.widgets import LayoutEditor

editor = LayoutEditor("short-paths")
editor

# %%
# NBVAL_CHECK_OUTPUT

editor.swap(8, 7)
print(editor.problems_text)

# %% [markdown] en="c6851aa5ad"
# ## 배운 것
#
# - 배치는 장소 번호의 격자이고, 게임판은 이웃 관계의 그래프입니다.
# - 상인은 1칸이나 2칸 움직이며, 출발한 장소로 되돌아갈 수 없습니다.
# - 무작위 배치는 분수대를 안쪽에 두고 암시장과 찻집을 떨어뜨려야 합니다.
# - 모든 4 × 4 배치는 평균 거리가 같습니다. "가깝다"는 실제로 다니는 길에 관한 말입니다.
# - 게임판 한가운데의 장벽이 가장 아픕니다.

# %% [markdown] en="b2cf57c95c"
# 다음: **[02 · 네 단계로 이루어진 한 차례](02_a_turn_in_four_phases.ipynb)**.
