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
# # 07 · 봇과 대결하기
#
# 이제 한 판을 처음부터 끝까지 해 볼 차례입니다. 여러분은 **빨강**이고, **파랑**과 **초록**은 봇입니다.
# 이 노트북에서는
#
# 1. 게임 테이블에 앉아 게임판, 정보 패널, 지금의 질문을 읽어 보고,
# 2. 게임판과 버튼을 클릭하며 게임을 하고,
# 3. 봇에게 **힌트**를 물어 그 이유를 읽고,
# 4. 실수를 **되돌리고**, 게임을 한 단계씩 **다시 보고**,
# 5. 게임을 **저장**했다가 다시 불러옵니다.
#
# 셀을 하나씩 실행하세요(**Shift + Enter**). 게임 테이블은 실행 중인 커널이 있어야 반응합니다.

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
from IPython.display import SVG, display
from istanbul_nb.bots import GreedyBot
from istanbul_nb.widgets import Table

# %% [markdown] en="4fcd97d362"
# ## 1 · 테이블에 앉기
#
# 첫 게임 게임판에서 하는 3명 게임입니다. 시드를 정해 두었으므로 반 전체가 같은 게임을 봅니다. 봇은
# **GreedyBot**(욕심쟁이 봇)입니다. 할 수 있는 모든 선택을 살펴보고, 머릿속으로 자기 차례를 끝까지 해 본
# 뒤, 점수가 가장 좋은 것을 고릅니다. 봇에게도 시드가 있어서 언제나 똑같이 둡니다.

# %%
game = ist.new_game(players=3, layout="short-paths", seed=7)
table = Table(game, bots={1: GreedyBot(seed=1), 2: GreedyBot(seed=2)})
table

# %% [markdown] en="910f2969bd"
# ## 2 · 테이블 읽기
#
# **게임판.** 모든 말에는 그 플레이어의 글자가 적혀 있어서, 색깔을 보지 않고도 구별할 수 있습니다.
#
# | 말 | 모양 |
# |---|---|
# | 상인 | 글자가 적힌 원판. 작은 숫자는 상인 탑에 있는 조수의 수 |
# | 조수 | 글자가 적힌 네모 |
# | 가족 | 글자가 적힌 작은 집 |
# | 주지사, 밀수꾼 | 이름이 적힌 어두운 꼬리표 |
# | 장소에 남은 루비 | 빨간 보석과 "×4" |
#
# 장소에는 그 위에 놓인 것도 보입니다. 술탄이 다음에 원하는 상품, 시장의 발주서 타일(언제나 옷감, 향신료,
# 과일, 보석 순서), 우체국의 우편물 말, 모스크 더미 맨 위의 타일, 보석상의 가격입니다.
#
# 게임판 아래의 **정보 패널**은 지금 결정하는 플레이어("▶ 행동할 차례")의 것입니다. 리라, 루비,
# 수레(최대치만큼 칸이 있습니다), 조수, 가족, 보너스 카드, 모스크 타일이 보입니다. 모든 플레이어의 정보,
# 기록, 다시 보기, 교사용 도구는 테이블 아래에 접혀 있습니다. 제목을 클릭하면 펼쳐집니다.
#
# 게임판 옆의 **질문**은 지금 무엇을 정해야 하는지 쉬운 말로 알려 주고, 그 아래에 버튼이 있습니다. 그래서
# 스크롤하지 않고도 한 차례를 모두 할 수 있습니다. 그 위의 **방금 일어난 일**은 각 플레이어의 지난 차례를
# 보여 주고, 게임판에도 같은 것이 표시됩니다. 상인이 출발한 곳에서 화살표가 나오고, 행동한 장소에는
# 꼬리표가 붙습니다. 같은 내용이 테이블의 글 요약에도 있으며, 화면 낭독기는 이것을 읽습니다.

# %%
# NBVAL_CHECK_OUTPUT
print(table.summary)

# %% [markdown] en="62f1281beb"
# ## 3 · 게임하기
#
# 여러분이 둘 차례입니다. 상인이 갈 수 있는 장소가 **밝게 표시**됩니다. 하나를 클릭하세요. 아니면 버튼
# 하나를 누르세요. 버튼은 종류별(이동, 조수, 장소의 행동, 만나기, 보너스 카드, 끝내기)로 묶여 있습니다. 내
# 차례가 끝나면 봇들이 차례를 진행하고, 기록에 모두가 한 일이 나옵니다.
#
# 클릭하는 모든 것은 코드 한 줄이기도 합니다. 다음 두 줄은 빨강을 찻집으로 옮기고 그곳에 조수를
# 남겨둡니다.

# %%
table.play("move 9")
table.play("leave")
print(table.game.question())

# %% [markdown] en="ce6adb1a9d"
# 찻집에서는 수를 하나 외치고 주사위 2개를 굴립니다. 선생님은 **주사위를 미리 정해** 두고(교사용 도구의
# "다음 주사위" 칸, 또는 `table.set_dice`) 주사위가 잘 나왔을 때 어떻게 되는지 보여 줄 수 있습니다.

# %%
# NBVAL_CHECK_OUTPUT
table.set_dice("5 4")
table.play("tea 8")
print(table.game.log_text(turn=1))

# %% [markdown] en="8b06c137fb"
# ## 4 · 힌트 묻기
#
# 막혔나요? **힌트** 버튼은 GreedyBot에게 무엇을 하겠는지, 왜 그런지 묻습니다. 추천한 버튼이 초록색으로
# 바뀌고, 게임판에서 그 장소에 테두리가 그려집니다. 여기서 빨강은 찻집의 행동을 마쳤습니다. 이제 무엇을
# 할까요?

# %%
action, reason = table.hint()
print(action.describe())
print(reason)

# %% [markdown] en="a9f77280b4"
# 이제 차례를 끝냅니다. "봇 자동 진행"에 표시해 두면 봇들은 눈으로 따라갈 수 있는 속도로 결정을 하나씩
# 내립니다(속도는 교사용 도구에서 고릅니다). 표시를 지우면 **봇 한 수**를 눌러 결정을 하나씩 직접 진행하거나,
# **봇 차례 끝내기**를 누릅니다. (아래와 같은 코드 한 줄은 봇들의 결정을 한꺼번에 받습니다.)

# %%
table.play("end")
print(table.game.question())

# %% [markdown] en="4d83925358"
# ## 5 · 되돌리기와 다시 보기
#
# **되돌리기**는 마지막 결정을 취소합니다. 봇과 함께 할 때는 *내가* 내린 마지막 결정까지 돌아가므로, 그 뒤
# 봇들의 결정도 함께 취소됩니다. **다시 실행**은 그 결정들을 다시 진행합니다.

# %%
# NBVAL_CHECK_OUTPUT
table.undo()
print(table.game.question())
table.redo()
print(table.game.question())

# %% [markdown] en="b03f8d1f46"
# **다시 보기** 슬라이더(테이블 아래의 접힌 부분)는 첫 이동부터 게임 전체를 한 단계씩 보여 줍니다. 다시
# 보는 동안에는 버튼이 쉽니다. **현재로**를 누르면 게임으로 돌아오고, **여기서부터 진행**을 누르면 다시 보던
# 단계에서 새 갈래를 시작합니다(**다시 실행**은 원래 갈래를 간직합니다).

# %%
# NBVAL_CHECK_OUTPUT
table.replay(0)
print(table.summary.splitlines()[0])
table.replay(len(table.game.history()))
print(table.summary.splitlines()[0])

# %% [markdown] en="f471fe950b"
# ## 6 · 저장하고 불러오기
#
# **게임 저장**은 게임을 JSON 파일로 내려받는 링크를 만듭니다. **게임 불러오기**는 그 파일을 다시 읽습니다.
# 저장된 게임이 아닌 파일은 이유와 함께 거부되고, 게임은 그대로 남습니다.

# %%
saved = table.to_json()
try:
    table.load_json('{"format": "a shopping list"}')
except ValueError as problem:
    print("거부됨:", problem)
table.load_json(saved)
print(table.game.question())

# %% [markdown] en="54b48af256"
# ## 7 · 남는 그림
#
# 게임 테이블에는 실행 중인 커널이 필요하지만, 게임 그림은 그렇지 않습니다. 이 그림은 노트북에 저장되므로
# GitHub에서도 보입니다. 밝게 표시된 장소는 행동할 플레이어가 갈 수 있는 곳입니다.

# %%
display(SVG(table.svg()))

# %% [markdown] en="8a16c77f9d"
# ## 8 · 이제 여러분 차례
#
# - 봇들을 상대로 게임을 끝까지 해 보세요. 누가 이기고, 몇 개 차이로 이기나요?
# - 교사용 도구의 선택 메뉴로 **색각 이상용** 테마와 다른 언어(**English**, **繁體中文**, **Deutsch**)의
#   이름을 써 보세요.
# - 더 어렵게 해 보세요: `Table(ist.new_game(players=4, seed=3), bots={1: GreedyBot(seed=1),
#   2: GreedyBot(seed=2), 3: GreedyBot(seed=3)})`.
# - 봇끼리 대결시켜 보세요. 모든 자리에 봇을 앉히고, "봇 자동 진행" 표시를 지운 뒤 **봇 한 수**를 눌러 결정을
#   하나씩 지켜봅니다.
#
# 다음: **[08 · The simulation lab](../08_simulation_lab.ipynb)** (영어) — 시드를 정한 여러 게임으로 아이디어
# 검증하기.
