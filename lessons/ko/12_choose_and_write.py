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
# # 12 · 초이스 앤 라이트 (Choose & Write)
#
# *이스탄불: 초이스 앤 라이트*는 **1–5명**이 하는 **뒤집고 쓰기**(flip-and-write) 게임입니다. 장소 카드를
# 뒤집어 공개하면, 모두가 각자의 종이, 곧 인쇄된 **게임 계획표**에 적습니다. 게임판도 상인도 없이 연필 한
# 자루씩이면 됩니다. 이 노트북에서는
#
# 1. 보드게임과 어떻게 이어지는지 알아보고, 게임 계획표를 읽고,
# 2. 내가 낸 카드를 **다른 모든 플레이어가 따라 할 수 있는** 차례를 해 보고,
# 3. **길드 카드**를 내고 **상품 카드**로 값을 치르고,
# 4. 장소마다 하는 일, 게임이 끝나는 때, 동점을 가리는 방법을 읽고,
# 5. 14가지 도전 과제 중 하나로 **1인 게임**을 준비해서 해 봅니다.
#
# 절마다 규칙 하나를 다루고, 엔진에게 묻는 **스스로 확인하기** 질문으로 끝납니다. 게임 계획표를 그래프로
# 연구하기, 1인 게임 전략, 봇 대결은 실험실 노트북([13](../13_lab_expansion_boards.ipynb)과
# [14](../14_lab_expansion_games.ipynb), 영어)에 있습니다.
#
# 인쇄된 게임 계획표는 공개된 어디에서도 찾을 수 없었습니다. 그래서 **지도와 칸 수는
# [reconstructed]**(재구성)입니다. 이 프로젝트가 직접 정한 것으로, 키트의 초이스 앤 라이트 데이터 파일에
# 들어 있고, 규칙서가 밝힌 두 가지 사실을 지키도록 만들었으며, 한 번만 고치면 진짜 계획표로 바꿀 수
# 있습니다. 규칙은 규칙서 그대로입니다.
#
# ### 게임 준비 점검표
#
# | 할 일 | 1명 | 2명 | 3명 | 4명 | 5명 | 표시 |
# |---|---|---|---|---|---|---|
# | 술탄 궁전 카드 2장을 나란히 놓기(글자 A–D) | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | 카드 5종류를 따로 섞기: 장소(40), 루비(20), 길드(16), 카라반(8), 상품(16) | ✓ | ✓ | ✓ | ✓ | ✓ | seed (루비 카드와 상품 카드에 그려진 상품 **[reconstructed]**) |
# | 글자 A–D 위에 루비 카드를 1장씩 앞면으로 놓기 | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | 그 밑에 루비 카드를 1장씩 더 **끼워 넣어** 맨 위 상품만 보이게 하기(글자마다 상품이 1개 더 필요) | ✓ | ✓ | – | – | – | seed |
# | 장소 카드 2장을 더미 옆에 앞면으로 놓기(공개된 카드). 분수대 카드가 나오면 모두 그 보상을 받고 1장을 더 공개 | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | 카라반 카드 더미: 맨 위 카드를 앞면으로 | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | 상품 카드와 길드 카드 더미는 뒷면으로 놓고, 버림 더미 자리를 남겨 두기 | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | 각자 게임 계획표 1장을 인원에 맞는 면으로 | 1–3인 면 | 1–3인 면 | 1–3인 면 | 4–5인 면 | 4–5인 면 | seed (지도와 칸 수 **[reconstructed]**) |
# | 3, 7, 8, 12의 **굵은** 행동 아이콘에 줄 긋기(3인 게임에서만 씀) | ✓ | ✓ | – | – | – | seed |
# | **굵은** 보너스 행동 칸에 줄 긋기(5인 게임에서만 씀) | – | – | – | ✓ | – | seed |
# | 각자 장소 카드 1장 뽑기(분수대 카드라면 모두 그 보상을 받고 다시 뽑기) | ✓ | ✓ | ✓ | ✓ | ✓ | seed |
# | 무작위로 정한 시작 플레이어가 시작 칸에 줄을 긋고 현재 플레이어 카드를 가져가기 | 나 | ✓ | ✓ | ✓ | ✓ | seed |
# | 게임 종료 | 공개된 카드나 더미가 바닥날 때 | 10번째 루비(라운드를 마저 진행), 또는 카드가 바닥날 때 | 같음 | 같음 | 같음 | seed |
# | 1인 게임만: 장소 카드 아래쪽의 작은 표시가 공개된 카드 중 어디에 놓을지 알려 줌 | ✓ | – | – | – | – | seed (어느 카드에 어느 표시가 있는지 **[reconstructed]**) |
#
# **[reconstructed]** 계획표에는 장소마다 행동 아이콘이 1–3인 면에 1개(3, 7, 8, 12에는 굵은 아이콘이 1개
# 더), 4–5인 면에 2개 있습니다. 보너스 행동 칸은 6개(4–5인 면에는 굵은 칸이 1개 더)이고, 20칸짜리 리라
# 구역이 2개, 12칸짜리 상품 열이 4개입니다.

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
from IPython.display import Markdown

import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.choose_write.data import components
from istanbul_nb.render.choose_write import caravan_words, plan_svg
from istanbul_nb.render.svg import fit_width
from istanbul_nb.widgets import Quiz

PLAN = cw.game_plan(3)     # 칸 수까지 담은 게임 계획표. cw.plan(3)은 그래프만 줍니다


def sheet(game, seat, width=800):
    # 게임이 적어 넣은 그대로의 한 플레이어의 게임 계획표. 너비는 최대 `width` 픽셀입니다.
    return fit_width(ist.render.sheet_svg(game, seat), width)


def choices(game):
    # 지금의 질문과, 할 수 있는 모든 행동을 보여 줍니다.
    print(game.question())
    for action in game.legal_actions():
        print(f"   {action.text:18} {game.describe(action)}")


def do(game, *actions):
    # 행동을 하나씩 적용합니다. 누가 결정하는지, 무엇을 하는지, 무슨 일이 일어났는지 보여 줍니다.
    for action in actions:
        print(f"[차례: {game.names[game.current]}, 결정: {game.names[game.to_act]}] "
              f"> {action}")
        for line in game.apply(action):
            print("     ", line)


def status(game, seat):
    # 한 자리의 계획표를 한 줄로 보여 줍니다.
    s = game.sheet(seat)
    goods = ", ".join(f"{n} {g}" for g, n in s.goods.items() if n) or "no goods"
    crossed = ", ".join(f"{p}" for p, n in s.icons_crossed.items() if n) or "none"
    print(f"{s.name:4} 루비 {s.rubies}, 리라 {s.lira:2}, {goods}; 보너스 행동 {s.bonus}; "
          f"아이콘에 줄 그은 곳: {crossed}")


def tea_house_turn():
    # 3절의 꾸며 놓은 차례: Ada는 찻집 카드(8)를 들고 있고, Ben은 3리라가 있으며, Cem은
    # 술탄 궁전 D가 원하는 상품과 보너스 행동 1개를 가지고 있습니다.
    return cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["8"]},
                    display=["1", "12"], palace={"D": ["R01"]},
                    sheets={1: {"lira": 3},
                            2: {"goods": {"fabric": 2, "spice": 1, "fruit": 1}, "bonus": 1}})


# %% [markdown] en="674a3084f3"
# ## 1 · 게임판 없는 이스탄불
#
# 장소는 이스탄불의 장소들(창고, 보석상, 찻집, 술탄 궁전, 카라반 숙소…)이고 목표도 같습니다. **루비**입니다.
# 하지만 아무도 걸어 다니지 않습니다.
#
# | | 보드게임 | 초이스 앤 라이트 |
# |---|---|---|
# | 행동하는 곳 | 내 상인이 도착한 곳, 1–2칸 떨어진 곳 | 내가 낸 **장소 카드**의 장소나 그 이웃 장소 |
# | 가진 것 | 수레, 돈, 카드, 조수로 쌓은 상인 탑 | 종이 한 장: 리라, 상품, 보너스 행동은 **칠하는 칸**이고, 쓰면 줄을 긋습니다 |
# | 다른 플레이어 | 방해가 됩니다(그곳의 상인마다 2리라) | 값을 치르고 **내 카드를 따라 할 수 있습니다** |
# | 게임 종료 | 루비 5개나 6개 | 부적에 **루비 10개**(그런 뒤 라운드를 마저 진행) |
#
# 내 차례에는 **장소 카드 1장**(손에서나 공개된 카드에서) **또는 길드 카드 1장**을 냅니다. 코드로 하는
# 게임입니다. 3명이 하고, 시드를 정했습니다. 이야기처럼 쓴 기록은 게임 준비부터 시작합니다.

# %%
# NBVAL_CHECK_OUTPUT
game = cw.new_game(players=3, seed=1)
print(game.log_text())
print("더미에 남은 장소 카드:", game.table()["location_deck"])
for letter, goods in game.palace().items():
    print(f"술탄 궁전 {letter}: {', '.join(goods)}")
print("카라반 카드:", caravan_words(game))
print(game.question())

# %% [markdown] en="4ffd0c95ea"
# 플레이어 3이 **분수대** 카드를 뽑았습니다. 이런 카드는 손에 들지 않습니다. 모든 플레이어가 곧바로 그
# 보상(여기서는 원하는 상품 1개)을 받고, 플레이어 3은 다시 뽑습니다. 술탄 궁전의 글자 A–D 위에 놓인 루비
# 카드는 그곳에서 루비를 얻는 데 필요한 상품을 알려 주고, 앞면으로 놓인 **카라반 카드**는 지금 카라반
# 숙소(6)가 하는 일을 알려 줍니다.
#
# **스스로 확인하기.**

# %%
Quiz("3명 게임입니다. 플레이어 1이 시작하며, 손에 장소 카드 1장이 있고 길드 카드는 "
     "없습니다. 플레이어 1은 무엇을 할 수 있을까요?", cw.stage(players=3, seed=1),
     [("손에 든 카드를 낸다", "play hand"), ("공개된 카드 중 왼쪽 카드를 낸다", "play left"),
      ("길드 카드를 낸다", "guild G14")])

# %% [markdown] en="b06a8fe013"
# ## 2 · 게임 계획표
#
# 플레이어마다 계획표에 **장소 18곳**(1–14와 술탄 궁전의 글자 A–D)이 있고, 그 둘레에 여러 구역이
# 있습니다. 리라 구역 2개, 상품 열 4개, 보너스 행동, 루비를 적는 부적, 그리고 창고와 찻집의 개량
# 칸입니다. 빨간 마름모는 **보너스 루비**입니다. 리라 구역의 마지막 칸을 칠하거나, 상품 열 4개를 모두
# 보너스 루비가 그려진 줄까지 칠하면 하나를 받습니다. 다음은 비어 있는 1–3인용 면입니다. 지도는
# **[reconstructed]**(재구성)입니다(그림에도 그렇게 적혀 있습니다).

# %%
fit_width(plan_svg(PLAN), 800)   # 노트북의 너비에 맞도록 최대 800픽셀

# %% [markdown] en="dec3625592"
# 장소 카드는 그 장소와 **바로 옆의 모든 장소**(위, 아래, 왼쪽, 오른쪽)를 내놓습니다. 규칙서는 어떤
# 지도든 지켜야 할 두 가지 사실을 알려 줍니다. **찻집**(8)의 이웃은 정확히 4, 9, 13, B, D이고,
# **지하 묘지**(12)는 11, 13, C, D 옆에 그려져 있지만 어느 곳과도 이웃하지 않습니다. 이 지도의 나머지는
# **[reconstructed]**(재구성)입니다. 4 × 6칸의 격자이며, 한 장소가 여러 칸을 차지할 수 있습니다.

# %%
# NBVAL_CHECK_OUTPUT
for row in PLAN.cells:
    print(" ".join(f"{p:>2}" for p in row))
print("8의 이웃: ", PLAN.neighbours("8"))
print("12의 이웃:", PLAN.neighbours("12"))

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
tea = tea_house_turn()
tea.apply("play hand")
Quiz("Ada가 찻집 카드(8)를 냈습니다. Ada에게는 상품이 없습니다. Ada는 어디에서 행동할 수 있을까요?", tea,
     [("우체국(4)에서", "at 4"), ("수레 제작소(13)에서", "at 13"),
      ("지하 묘지(12)에서", "at 12"), ("대규모 시장(3)에서", "at 3")])

# %% [markdown] en="90d00c5ae0"
# ## 3 · 따라 하는 플레이어가 있는 차례
#
# 손에서나 공개된 카드에서 **장소 카드 1장**을 내고, 그 장소나 이웃 장소의 행동을 무료로 합니다. **다른
# 모든 플레이어도 같은 카드를** 자기 계획표에서 **쓸 수 있지만**, 값을 치릅니다. 자기가 쓰는 장소의
# **행동 아이콘 1개**나 **칠해 둔 보너스 행동 1개**에 줄을 긋습니다. 카드를 쓸 수 없거나 쓰기 싫은
# 플레이어는 그 대신 **보너스 행동 칸 1개를 칠합니다**. 다른 플레이어들은 **동시에** 행동하며, 애매할 때만
# 시계 방향 순서대로 처리합니다. (키트는 그 애매한 경우처럼, 시계 방향으로 한 사람씩 묻습니다.)
#
# 꾸며 놓은 상황입니다. Ada는 찻집 카드(8)를 들고 있습니다. Ben은 3리라가 있습니다. Cem은 술탄 궁전 D가
# 원하는 상품(옷감, 옷감, 향신료, 과일)과 보너스 행동 1개를 가지고 있습니다. Ada의 선택지가 Ada의 계획표에
# 밝게 표시됩니다.

# %%
game = tea_house_turn()
do(game, "play hand")
sheet(game, 0)

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %% [markdown] en="be60cea6c2"
# B와 D는 없고 4, 8, 9, 13만 나옵니다. Ada에게는 술탄 궁전에 낼 상품이 없는데, 무언가를 내야 하는 행동은
# 값을 치를 수 있을 때만 나오기 때문입니다. Ada는 찻집의 리라를 받습니다. 아직 **Ada의 차례**이지만, 이제
# **Ben이 결정**합니다.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "at 8")
choices(game)

# %% [markdown] en="f2fa0f3b88"
# Ben은 8의 이웃인 길드 집회소(9)로 따라 하고, 그곳의 아이콘에 줄을 긋습니다. 가진 상품으로 술탄 궁전
# D의 값을 치를 수 있는 Cem은 D로 따라 합니다.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "follow 9 icon")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "follow D icon", "palace D")
choices(game)

# %% [markdown] en="befd90b4ca"
# 결정이 다시 **Ada**에게 돌아옵니다. Ada는 손에 든 카드를 냈으므로, 공개된 카드나 더미에서 새 카드를
# 가져옵니다. 그런 뒤 차례가 끝납니다. 공개된 카드를 다시 채우고, 글자 D 밑에 새 루비 카드를 **끼워
# 넣고**(그곳에서 루비를 가져갔으므로 이제 D에는 상품이 1개 더 필요합니다), 다음 플레이어의 차례가
# 시작됩니다.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "take left")
print("술탄 궁전 D가 이제 원하는 것:", ", ".join(game.palace()["D"]))
print("공개된 카드:", game.display, "| 다음:", game.question())
for seat in range(3):
    status(game, seat)

# %% [markdown] en="1ee787463a"
# 차례가 끝난 뒤 Cem의 계획표입니다. 부적에 루비가 칠해지고, 쓴 상품에는 줄이 그어지고, D의 아이콘에도
# 줄이 그어져 있습니다.

# %%
sheet(game, 2)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
ben = tea_house_turn()
for action in ("play hand", "at 8"):
    ben.apply(action)
Quiz("Ada가 찻집 카드(8)를 내고 리라를 받았습니다. Ben은 3리라가 있고 보너스 행동은 없습니다. "
     "Ben은 무엇을 할 수 있을까요?", ben,
     [("길드 집회소(9)로 따라 하고, 그곳의 아이콘에 줄을 긋는다", "follow 9 icon"),
      ("길드 집회소(9)로 따라 하고, 보너스 행동에 줄을 긋는다", "follow 9 bonus"),
      ("지하 묘지(12)로 따라 한다", "follow 12 icon"),
      ("따라 하지 않고, 보너스 행동 칸을 칠한다", "bonus")])

# %% [markdown] en="6cbaf1f590"
# ## 4 · 길드 카드와 상품 카드
#
# **길드 카드**는 길드 집회소(9)와 몇몇 다른 행동에서 얻습니다. 내 차례에 **장소 카드 대신** 길드 카드
# 1장을 낼 수 있습니다. 먼저 그 비용, 곧 1–10리라(카드 왼쪽 위에 적혀 있습니다)를 내고, 그런 뒤 카드의
# 행동을 합니다. 길드 카드는 **아무도 따라 할 수 없습니다**. 다른 플레이어들은 이번 차례에 행동하지
# 않습니다.
#
# **상품 카드**는 우체국(4), 분수대 카드, 몇몇 다른 행동에서 얻습니다. 카드마다 상품 2개가 그려져 있는데,
# 예를 들어 술탄 궁전의 글자에서처럼 **값을 치를 때만** 쓸 수 있습니다. 둘 중 하나만 필요하면 나머지
# 하나는 잃습니다. 카드는 버림 더미로 갑니다. 상품 카드의 상품으로는 **절대 칸을 칠할 수 없습니다**.
# 소규모 시장(11)은 상품 카드 1장을 받고 5리라를 줍니다.
#
# 아래 셀의 표는 키트의 데이터 파일에 적힌 규칙서(영어판)의 문장 그대로입니다. 한국어로 옮기면 다음과
# 같습니다.
#
# | 길드 카드 | 비용(리라) | 행동 |
# |---|---|---|
# | G01 | 1 | 원하는 상품 2개와 개량 1개를 받습니다. |
# | G02 | 1 | 2칸을 칠합니다. |
# | G03 | 3 | 서로 다른 상품 4개와 1리라를 받습니다. |
# | G04 | 3 | 원하는 상품 4개를 받습니다. |
# | G05 | 3 | 술탄 궁전 A의 행동을 합니다. 그런 다음 5리라를 받습니다. |
# | G06 | 3 | 술탄 궁전 B의 행동을 합니다. 그런 다음 길드 카드 1장을 받습니다. |
# | G07 | 3 | 술탄 궁전 C의 행동을 합니다. 그런 다음 원하는 상품 1개를 받고 1칸을 칠합니다. |
# | G08 | 4 | 술탄 궁전 D의 행동을 합니다. 그런 다음 상품 카드 1장과 개량 1개를 받습니다. |
# | G09 | 4 | 상품 카드 2장과 원하는 상품 1개를 받고 1칸을 칠합니다. |
# | G10 | 4 | 원하는 상품 3개를 냅니다. 그런 다음 루비 1개를 받습니다. |
# | G11 | 4 | 상품 카드 1장과 원하는 상품 1개를 버립니다. 그런 다음 루비 1개를 받습니다. |
# | G12 | 5 | 원하는 술탄 궁전 행동 1개를 합니다. 그런 다음 상품 카드 1장과 길드 카드 1장을 받습니다. |
# | G13 | 6 | 상품 카드 1장을 버립니다. 그런 다음 루비 1개를 받고 1칸을 칠합니다. |
# | G14 | 7 | 루비 1개를 받습니다. |
# | G15 | 8 | 루비 1개와 원하는 상품 1개를 받습니다. |
# | G16 | 10 | 루비 1개, 상품 카드 1장, 길드 카드 1장을 받습니다. |

# %%
data = components()
Markdown("\n".join(["| Guild card | cost (lira) | action |", "|---|---|---|"]
                   + [f"| {c['id']} | {c['cost']} | {c['seed_text']} |"
                      for c in data["guild_cards"]]))

# %% [markdown] en="d32a138c32"
# 꾸며 놓은 차례입니다. Ada는 5리라와 길드 카드 2장을 들고 있습니다. Ada는 비용이 3인 카드(서로 다른 상품
# 4개와 1리라)를 냅니다. 따라 하는 사람 없이 차례가 곧바로 넘어갑니다.

# %%
# NBVAL_CHECK_OUTPUT
guild = cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["8"]},
                 display=["1", "12"], sheets={0: {"lira": 5, "guild_cards": ["G14", "G03"]}})
choices(guild)
do(guild, "guild G03")
print(guild.question())

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("Ada는 5리라가 있고 길드 카드 G14(비용 7: 루비 1개를 받음)와 G03(비용 3)을 들고 "
     "있습니다. Ada는 자기 차례에 무엇을 할 수 있을까요?",
     cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["8"]},
              display=["1", "12"], sheets={0: {"lira": 5, "guild_cards": ["G14", "G03"]}}),
     [("길드 카드 G14를 낸다", "guild G14"), ("길드 카드 G03을 낸다", "guild G03"),
      ("손에 든 장소 카드를 낸다", "play hand")])

# %%
goods_card = cw.stage(players=3, seed=4, names=["Ada", "Ben", "Cem"], hands={0: ["D"]},
                      display=["1", "12"], palace={"D": ["R19"]},
                      sheets={0: {"goods": {"spice": 1, "fruit": 1, "jewelry": 1},
                                  "goods_cards": ["W13"]}})
Quiz("술탄 궁전 D는 옷감 1, 향신료 1, 과일 1, 보석 1을 원합니다. Ada는 향신료, 과일, 보석을 "
     "칠해 두었고, 옷감 2개가 그려진 상품 카드가 있습니다. Ada가 D를 내고 값을 치릅니다. 그 뒤 "
     "Ada의 상품 카드는 몇 장이고, 칠해 둔 옷감 칸은 몇 개일까요? (답은 키트가 쓰는 그대로 "
     "영어입니다. Goods cards는 상품 카드, fabric은 옷감입니다.)", goods_card,
     ["0 Goods cards, 0 fabric", "0 Goods cards, 1 fabric", "1 Goods card, 0 fabric"],
     then=["play hand", "at D", "palace D with W13"],
     answer=lambda g: (f"{len(g.sheet(0).goods_cards)} Goods cards, "
                       f"{g.sheet(0).goods['fabric']} fabric"))

# %% [markdown] en="7da645482b"
# ## 5 · 모든 장소
#
# 장소마다 규칙서의 문장, **[reconstructed]**(재구성) 지도에서의 이웃, 1–3인 면의 행동 아이콘 수를
# 보여 줍니다(3, 7, 8, 12의 굵은 아이콘은 3인 게임에서만 셉니다). 창고와 찻집의 수입은 개량할수록
# 늘어납니다(규칙서가 말하는 범위, 곧 상품 2–4개 안에서 **[reconstructed]**). 코드가 만드는 표는 데이터
# 파일의 영어 문장 그대로이므로, 먼저 한국어로 옮긴 표를 봅시다.
#
# | 장소 | 이름 | 행동 |
# |---|---|---|
# | 1, 5, 10, 14 | 창고(옷감, 향신료, 과일), 암시장(보석) | 그려져 있고 체크한 만큼 상품을 받습니다(상품 2–4개). |
# | 2 | 보석상 | 10리라를 냅니다. 루비 1개를 받습니다. |
# | 3 | 대규모 시장 | 같은 상품 2개를 냅니다. 3리라를 받고 1칸을 칠합니다. |
# | 4 | 우체국 | 상품 카드 1장과 1리라를 받습니다. |
# | 6 | 카라반 숙소 | 앞면으로 놓인 카라반 카드의 행동을 합니다. |
# | 7 | 원두 가공소 | 원하는 상품 2개를 받습니다. |
# | 8 | 찻집 | 그려져 있고 체크한 만큼 리라를 받습니다. |
# | 9 | 길드 집회소 | 길드 카드 1장을 받습니다. |
# | 11 | 소규모 시장 | 상품 카드 1장을 버립니다. 5리라를 받습니다. |
# | 12 | 지하 묘지 | 원하는 장소의 행동을 하되, 그 장소의 행동 아이콘에는 줄을 긋지 않습니다. 중요: 이 장소는 어느 곳과도 이웃하지 않으므로 11, 13, C, D 카드로는 쓸 수 없습니다. |
# | 13 | 수레 제작소 | 1, 5, 8, 10, 14번 장소에서 개량을 최대 2개 받습니다. 그 장소들의 수입이 늘어납니다. 개량 2개를 두 장소에 나누어도 됩니다. |
# | A, B, C, D | 술탄 궁전 | 그 글자에 표시된 상품을 냅니다. 루비 1개를 받습니다. |

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
# "1칸을 칠합니다"(*Fill in 1 space*)는 원하는 리라, 상품, 보너스 행동 칸 하나를 칠한다는 뜻입니다. 카라반
# 숙소(6)는 앞면으로 놓인 **카라반 카드**의 행동을 합니다. 누군가 그 카드를 썼다면 차례가 끝날 때 카드는
# 더미 맨 아래로 들어가고 다음 카드가 공개됩니다. 장소 카드 더미에 든 **분수대** 카드 4장은 절대 내지
# 않습니다. 분수대 카드가 공개되면 모든 플레이어가 곧바로 그 보상을 받습니다.
#
# | 카드 | 하는 일 |
# |---|---|
# | 카라반 C1 | 같은 상품 3개를 받습니다. |
# | 카라반 C2 | 서로 다른 상품 3개를 받습니다. |
# | 카라반 C3 | 2리라와 상품 카드 1장을 받습니다. |
# | 카라반 C4 | 길드 카드 2장을 뽑아 1장을 갖고 나머지 1장은 버립니다. |
# | 카라반 C5 | 4리라를 받습니다. |
# | 카라반 C6 | 술탄 궁전 A 또는 B의 행동을 합니다. 그런 다음 상품 카드 1장을 받습니다. |
# | 카라반 C7 | 술탄 궁전 C 또는 D의 행동을 합니다. 그런 다음 원하는 상품 1개를 받습니다. |
# | 카라반 C8 | 상품 카드 1장 또는 원하는 상품 1개를 받습니다. 개량 1개를 받거나 1칸을 칠합니다. 1리라를 받습니다. |
# | 분수대 F1 | 모든 플레이어가 1리라를 받습니다. |
# | 분수대 F2 | 모든 플레이어가 원하는 상품 1개를 받습니다. |
# | 분수대 F3 | 모든 플레이어가 상품 카드 1장을 받습니다. |
# | 분수대 F4 | 모든 플레이어가 개량 1개를 받습니다. |

# %%
rows = ["| card | what it does |", "|---|---|"]
rows += [f"| Caravan {c['id']} | {c['seed_text']} |" for c in data["caravan_cards"]]
rows += [f"| Fountain {c['id']} | every player takes {c['seed_text']} |"
         for c in data["location_cards"] if "fountain" in c]
Markdown("\n".join(rows))

# %% [markdown] en="cf3365bf4e"
# ### 지하 묘지의 쓰임
#
# Ada가 공개된 카드에서 지하 묘지 카드를 냅니다. 이 카드가 내놓는 장소는 12 자신뿐이고, 그 행동으로 **다른
# 아무 장소**나 고를 수 있습니다. 전혀 가깝지 않은 보석상(2)에서 10리라를 루비로 바꾸며, 2의 아이콘에는
# 줄을 긋지 않습니다.

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
# **스스로 확인하기.**

# %%
catacombs = cw.stage(players=2, seed=2, names=["Ada", "Ben"], display=["12", "5"],
                     sheets={0: {"lira": 12}})
for action in ("play left", "at 12"):
    catacombs.apply(action)
Quiz("Ada가 지하 묘지 카드를 내고 그 행동을 골랐습니다. Ada는 12리라가 있고 상품은 없습니다. "
     "Ada는 어느 장소의 행동을 할 수 있을까요?", catacombs,
     [("보석상(2)", "at 2"), ("원두 가공소(7)", "at 7"),
      ("대규모 시장(3)", "at 3")])

# %% [markdown] en="f17fe5ac34"
# ## 6 · 게임 종료와 동점
#
# 누군가 **10번째 루비**를 가져가면 그 라운드를 마저 진행하고(시작 플레이어의 오른쪽 사람에서 끝납니다)
# 게임이 끝납니다. 10개를 넘는 루비는 부적 옆의 고리 2개에 적습니다. 공개된 카드를 2장으로 다시 채울 수
# 없거나 어떤 플레이어가 카드를 뽑을 수 없을 때도 게임이 **곧바로** 끝납니다.
#
# **루비가 가장 많은 플레이어가 이깁니다.** 동점이면, 동점인 플레이어 가운데 **칠해 두고 줄을 긋지 않은
# 칸**이 가장 많은 플레이어가 이깁니다. 쓰지 않은 상품 카드의 상품도 셉니다(카드 1장에 2개). 규칙서의
# 예시: 상품 카드 1장에, 줄을 긋지 않은 3리라, 상품 6개, 보너스 행동 1개가 있으면 12가 됩니다. 그래도 같으면 함께
# 승리합니다.
#
# **스스로 확인하기.**

# %%
Quiz("지금 게임이 끝난다고 합시다. Ada와 Ben은 모두 루비 9개를 가지고 있습니다. Ada에게는 "
     "3리라, 향신료 6개, 보너스 행동 1개가 남아 있고, Ben에게는 8리라와 상품 카드 2장이 "
     "있습니다. 누가 이길까요? (and는 '그리고'입니다.)",
     cw.stage(players=2, seed=5, names=["Ada", "Ben"],
              sheets={0: {"rubies": 9, "lira": 3, "goods": {"spice": 6}, "bonus": 1},
                      1: {"rubies": 9, "lira": 8, "goods_cards": ["W01", "W14"]}}),
     ["Ada", "Ben", "Ada and Ben"],
     answer=lambda g: " and ".join(g.names[s] for s in g.winners()))

# %% [markdown] en="25ebb24641"
# ## 7 · 1인 게임
#
# 혼자 할 때는 2인 게임 규칙을 쓰되, 다음 준비와 바뀐 점을 따릅니다.
#
# - **게임 준비**: 2인 게임처럼 술탄 궁전의 글자마다 루비 카드를 1장 더 **끼워 넣으므로**, 글자마다 상품
#   5개가 필요합니다. 게임 계획표(1–3인 면)에서 3, 7, 8, 12의 **굵은** 행동 아이콘에 줄을 긋습니다.
# - **내 차례가 끝날 때마다** **공개된 카드 중 가장 왼쪽 카드를 버립니다**. 상대가 낸 카드처럼 그 카드를
#   따라 할 수 있습니다. 아이콘이나 보너스 행동에 줄을 긋거나, 그 대신 보너스 행동 칸을 칠합니다.
# - **공개된 카드 다시 채우기**: 장소 카드 아래쪽의 작은 표시가 이미 있는 카드의 왼쪽에 놓을지 오른쪽에
#   놓을지 알려 줍니다(어느 카드에 어느 표시가 있는지는 **[reconstructed]**).
# - **게임 종료**: 공개된 카드를 2장으로 채울 수 없거나 장소 카드를 뽑을 수 없으면 게임이 곧바로 끝납니다.
#   루비 10개로는 끝나지 않습니다.
#
# 루비 말고도 규칙서는 **도전 과제 14개**를 정해 둡니다. 도전 과제는 내 루비 합계에 해당하는 열, 곧
# **10, 11, 12** 열에 기록합니다. 루비가 그보다 적으면 세지 않습니다. 아래 셀은 도전 과제를 키트가 가진
# 그대로 출력합니다. 한국어로는 다음과 같습니다.
#
# 1. 개량 체크 최대 3개
# 2. 35리라
# 3. 35리라 + 상품 열 1종류를 끝까지 칠하기
# 4. 35리라 + 상품 열 4개로 얻은 보너스 루비 2개
# 5. 35리라 + 길드 카드 0장 사용
# 6. 상품 열 2종류를 끝까지 칠하기
# 7. 상품 열 4개로 얻은 보너스 루비 3개
# 8. 상품 열 4개로 얻은 보너스 루비 3개 + 상품 열 1종류를 끝까지 칠하기
# 9. 모든 장소 행동에 줄 긋기
# 10. 모든 장소 행동에 줄 긋기 + 상품 열 1종류를 끝까지 칠하기
# 11. 길드 카드 4장 사용 + 상품 열 4개로 얻은 보너스 루비 1개
# 12. 상품 카드 0장 사용
# 13. 술탄 궁전 A, B, C, D 중 어디서든 루비 8개 획득
# 14. 술탄 궁전의 글자 하나에서만 루비 5개 획득 + 20리라

# %%
# NBVAL_CHECK_OUTPUT
for number, (text, _) in cw.CHALLENGES.items():
    print(f"{number:2}  {text}")

# %% [markdown] en="a0b106f879"
# 도전 과제 2, **35리라**를 골라 봅니다(칠한 칸은 줄을 그었든 아니든 셉니다). 첫 차례입니다.

# %%
# NBVAL_CHECK_OUTPUT
solo = cw.new_game(players=1, seed=3, challenge=2)
print("공개된 카드:", solo.display, "| 손:", solo.sheet(0).hand)
for letter, goods in solo.palace().items():
    print(f"술탄 궁전 {letter}: {', '.join(goods)}")
do(solo, "play hand", "at 10", "take deck")
choices(solo)

# %% [markdown] en="f724f412a0"
# 찻집 카드(8)가 공개된 카드 중 가장 왼쪽에 있었으므로 버려지고, 그 카드를 따라 할 수 있습니다. 그곳에서
# 리라를 받으려면 8의 아이콘에 줄을 그어야 합니다(굵은 아이콘은 게임 준비 때 이미 줄을 그었습니다).

# %%
# NBVAL_CHECK_OUTPUT
do(solo, "follow 8 icon")
status(solo, 0)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("1인 게임을 준비했습니다. 술탄 궁전의 글자 A에는 상품이 몇 개 필요할까요?",
     cw.new_game(players=1, seed=3, challenge=2), ["4", "5", "8"],
     answer=lambda g: len(g.palace()["A"]))

# %%
later = cw.stage(players=1, seed=3, challenge=2, hands={0: ["10"]}, display=["8", "3"],
                 sheets={0: {"icons_crossed": {"8": 1}}})
for action in ("play hand", "at 10", "take deck"):
    later.apply(action)
Quiz("1인 게임의 후반입니다. 찻집(8)의 아이콘에는 줄이 그어져 있고, 보너스 행동은 없으며, "
     "내 차례가 끝난 뒤 버려진 공개된 카드는 찻집 카드입니다. "
     "무엇을 할 수 있을까요?", later,
     [("찻집(8)으로 따라 하고, 아이콘에 줄을 긋는다", "follow 8 icon"),
      ("길드 집회소(9)로 따라 하고, 아이콘에 줄을 긋는다", "follow 9 icon"),
      ("따라 하지 않고, 보너스 행동 칸을 칠한다", "bonus")])

# %% [markdown] en="2161c39cb8"
# 게임 계획표를 그래프로 본 연구는 [실험실 13](../13_lab_expansion_boards.ipynb)(영어)에, 1인 게임 전략,
# 봇과의 게임, 작은 시뮬레이션은 [실험실 14](../14_lab_expansion_games.ipynb)(영어)에 있습니다. 재구성한
# 지도와 봇에 대한 연구이지, 규칙이 아닙니다.
#
# ## 배운 것
#
# - 초이스 앤 라이트는 이스탄불의 장소와 루비는 그대로 두고 상인을 없앱니다. 장소 카드를 내고 그 장소나
#   이웃 장소에서 내 계획표에 행동하거나, 값을 치르고 길드 카드를 냅니다. 길드 카드는 아무도 따라 하지
#   않습니다.
# - 다른 플레이어들은 장소 카드를 동시에 따라 할 수 있습니다. 각자 아이콘이나 보너스 행동에 줄을 긋거나,
#   그 대신 보너스 행동 칸을 칠합니다.
# - 상품 카드는 값을 치를 때만 씁니다. 쓰지 않은 상품은 잃고, 칸을 칠하는 데는 절대 쓰지 않습니다.
# - 누군가 루비 10개를 모으면 라운드를 마친 뒤 게임이 끝납니다. 동점이면 칠해 두고 줄을 긋지 않은 칸이
#   가장 많은 플레이어가 이기며, 상품 카드의 상품도 셉니다.
# - 혼자 할 때는 글자마다 루비 카드 2장이 놓이고, 굵은 아이콘에 줄을 긋고, 버려지는 공개된 카드를 내가
#   따라 하며, 카드가 바닥나면 게임이 끝납니다. 도전 과제 14개는 루비 10개 이상일 때만 셉니다.
#
# ## 이제 여러분 차례
#
# - 위의 점검표대로 1인 게임을 준비하고, 종이와 연필로 해 보세요.
#
# 노트북 목록으로 돌아가기: **[00 · 여기서 시작하세요](00_start_here.ipynb)**.
#
# 다음: **[13 · Lab: the expansion boards as graphs](../13_lab_expansion_boards.ipynb)** (영어).
