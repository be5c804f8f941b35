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
# # 02 · 네 단계로 이루어진 한 차례
#
# 내 차례에는 언제나 **네 단계를 이 순서대로** 진행합니다.
#
# 1. 내 상인을 **이동하기** (그리고 조수를 남겨두거나 데려오기),
# 2. 그곳에 있는 **다른 상인 만나기** (돈 주기),
# 3. 그 장소의 **행동하기**,
# 4. **기타 구성물과 만나기**: 가족, 주지사, 밀수꾼.
#
# 어떤 단계에서는 **차례가 일찍 끝날** 수 있습니다. 그러면 뒤의 단계들은 건너뜁니다.
#
# 이 노트북에서는 한 가지 상황을 꾸며 놓고, 결정을 하나씩 내리며 한 차례 전체를 따라가 봅니다.
# 매 단계마다 컴퓨터가 **할 수 있는 행동**, 곧 지금 규칙이 허락하는 모든 것을 보여 줍니다.
# 주사위는 모두 미리 정해 두었으므로, 반 전체가 똑같은 게임을 보게 됩니다.
#
# ## 게임 준비 점검표
#
# 첫 차례 전에 늘어놓을 것들입니다. 줄마다 출처를 밝혔습니다. **[printed]** 는 구성물에 인쇄된 것,
# **[printed-1]** 은 구성물에 인쇄되어 있지만 공개 자료 하나로만 확인한 것, **[seed]** 는 이 프로젝트가
# 따르는 규칙서(한국어판과 중국어판)에 적힌 것입니다. 기본판 구성물 가운데 **[reconstructed]**(재구성)는
# 없습니다.
#
# 인원과 상관없이:
#
# 1. 장소 판 16장을 4×4 격자로 놓습니다. 첫 게임에는 *가까운 길* 배치를 씁니다 **[printed]**
#    (노트북 01).
# 2. 모스크 타일을 색깔별로 나누어 가장 싼 것이 위로 오게 쌓습니다. 빨간색과 초록색은 소형
#    모스크(14)에, 노란색과 파란색은 대형 모스크(15)에 놓습니다 **[printed]**.
# 3. 우편물 말 네 개를 우체국(5)의 맨 윗줄에 놓습니다 **[printed]**.
# 4. 어두운 발주서 타일은 섞어서 앞면이 보이게 대규모 시장(10)에, 밝은 것은 소규모 시장(11)에
#    놓습니다 **[printed]**.
# 5. 보너스 카드 26장을 뒷면이 보이게 섞습니다 **[printed]** (종류별 장수: **[printed-1]**).
# 6. 주지사와 밀수꾼: 각각 주사위 2개를 굴려 그 합에 해당하는 장소에 놓습니다 **[seed]**.
# 7. 플레이어마다: 수레(상품마다 2개씩 실을 수 있음), 분수대(7)에 조수 4개 위에 상인을 얹은 상인
#    탑, 게임판 옆에 다섯 번째 조수, 감옥(12)에 가족 말 **[seed]**.
# 8. 시작 플레이어는 2리라를 받고, 시계 방향으로 다음 사람은 3리라, 그다음은 4, 5, 6리라를
#    받습니다. 모두 보너스 카드를 1장씩 뽑습니다 **[seed]**.
#
# 인원에 따라 달라지는 것 **[seed]** (보석상의 가격은 **[printed]**):
#
# | 인원 | 2 | 3 | 4 | 5 |
# |---|---|---|---|---|
# | 색깔별 모스크 타일 | 2, 4 | 2, 3, 4 | 2, 3, 4, 5 | 2, 3, 4, 5 |
# | 모스크마다 놓는 루비 | 2 | 3 | 4 | 4 |
# | 수레 제작소: 루비 (그리고 플레이어마다 수레 확장 부품 3개) | 2 | 3 | 4 | 5 |
# | 술탄 궁전: 루비 | 6 | 6 | 7 | 7 |
# | 보석상: 루비 (첫 가격) | 9 (15) | 10 (14) | 12 (12) | 12 (12) |
# | 중립 상인 | 14, 15, 16에 | 없음 | 없음 | 없음 |
# | 게임을 끝내는 루비 수 | 6 | 5 | 5 | 5 |

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
from istanbul_nb.widgets import Quiz


def show(game, highlight=(), size=None):
    # 게임을 원래 크기(686 px)로 그립니다. 프로젝터로 보아도 말과 숫자를 읽을 수 있습니다.
    display(SVG(ist.render.svg(game, highlight=highlight, size=size)))


def choices(game):
    # 지금의 질문과, 할 수 있는 모든 행동과 그 뜻을 보여 줍니다.
    print(game.question())
    for action in game.legal_actions():
        print(f"   {action.text:26} {action.describe()}")


def do(game, action):
    # 행동 하나를 적용하고 일어난 일을 보여 줍니다.
    print(">", action)
    for event in game.apply(action):
        print("   ", str(event)[:1].upper() + str(event)[1:])


def status(game, seat=0):
    # 한 자리를 한 줄로: 리라, 루비, 상품, 카드.
    p = game.player(seat)
    goods = ", ".join(f"{n} {g}" for g, n in p.goods.items() if n) or "no goods"
    cards = ", ".join(p.bonus_cards) or "no cards"
    rubies = f"{p.rubies} ruby" if p.rubies == 1 else f"{p.rubies} rubies"
    print(f"{p.name:6} {p.lira:2} lira, {rubies}, {goods}; {cards}")


def targets(game):
    # 상인이 지금 갈 수 있는 장소들 (게임판에 밝게 표시할 때 씁니다).
    return [int(a.words[1]) for a in game.legal_actions() if a.kind == "move"]


# %% [markdown] en="1f0121a153"
# 같은 숫자를 새 게임에서 읽어 보면 다음과 같습니다(그래서 컴퓨터가 따르는 규칙과 언제나 일치합니다).

# %%
# NBVAL_CHECK_OUTPUT
print("인원  색깔별 타일  모스크  수레 제작소  술탄 궁전  보석상 (가격)  중립 상인  리라")
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
# **스스로 확인하기.** 정답은 이 노트북에 저장되어 있지 않습니다. *확인* 버튼을 누르면 게임에게
# 직접 물어봅니다.

# %%
Quiz("3명이 게임을 준비합니다. 보석상에는 루비가 몇 개 놓일까요?",
     ist.new_game(players=3, seed=1), ["9", "10", "12"],
     answer=lambda g: g.pieces()["gemstone_dealer"]["rubies"])

# %% [markdown] en="a09f27d221"
# ## 상황
#
# 4명이 첫 게임 게임판(*가까운 길* 배치)에서 게임을 합니다. **빨강**은 **3리라**를 가지고
# **소규모 시장**(11)에 서 있으며, 상인 아래에 조수 4개가 모두 쌓여 있습니다.
#
# **찻집**(9)에는 **노랑의 상인**, **파랑의 가족**, 그리고 **주지사**가 있습니다. 주사위는 정해져
# 있습니다. 다음 두 번의 굴림은 **4와 5**, 그다음은 **3과 3**입니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(
    players=4,
    seats={0: dict(merchant=11, lira=3, cards=[]),   # 빨강
           1: dict(family=9),                        # 파랑의 가족
           3: dict(merchant=9)},                     # 노랑의 상인
    governor=9, smuggler=2,
    dice=[4, 5, 3, 3],
)
for seat in range(4):
    status(game, seat)
print("주지사 위치:", game.place_of("governor"), "| 밀수꾼 위치:", game.place_of("smuggler"))

# %%
show(game)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("빨강은 소규모 시장(11)에 있습니다. 빨강이 가장 먼저 할 수 있는 것은 무엇일까요?",
     ist.stage(players=4, seats={0: dict(merchant=11, lira=3, cards=[])}),
     [("소규모 시장에 그대로 머문다", "move 11"), ("찻집(9)으로 걸어간다", "move 9"),
      ("분수대(7)로 걸어간다", "move 7"), ("곧바로 차례를 끝낸다", "end")])

# %% [markdown] en="542aa73d0c"
# ## 1단계 · 이동하기
#
# 상인은 위, 아래, 왼쪽, 오른쪽으로 **1칸이나 2칸** 이동합니다. 대각선으로는 갈 수 없고,
# **출발한 장소에서 멈출 수 없습니다**. 상인 아래의 조수들도 함께 움직입니다.

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %% [markdown] en="5c350eba53"
# 게임판에서 빨강이 갈 수 있는 장소들이 밝게 표시됩니다.

# %%
show(game, highlight=targets(game))

# %% [markdown] en="b6e87bb218"
# 빨강은 오른쪽으로 1칸, 찻집으로 걸어갑니다.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "move 9")
print("단계:", game.phase)

# %% [markdown] en="f7908e229a"
# ### 조수 남겨두기 또는 데려오기
#
# 분수대를 뺀 모든 장소에서는 내 조수가 하나 필요합니다.
#
# - 그곳에 **내 조수가 이미 있다면**, 그 조수를 상인 탑 맨 아래에 합칩니다(*데려오기*).
# - 없다면, 상인 탑 맨 아래의 조수를 그곳에 **남겨둘** 수 있습니다.
# - 그럴 수 없거나(남은 조수가 없음) 그러기 싫다면, **내 차례가 곧바로 끝납니다**(*끝내기*).

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "leave")
print("빨강의 상인 탑에 남은 조수:", game.player(0).stack)

# %% [markdown] en="b610ac8b88"
# 빨강의 상인과 남겨둔 조수가 이제 찻집에 있습니다.

# %%
show(game, highlight=[9])

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("빨강의 상인이 맨 아랫줄의 수레 제작소(1)에 있습니다. 어디로 갈 수 있을까요?",
     ist.stage(players=4, seats={0: dict(merchant=1, cards=[])}),
     [("술탄 궁전 (13)", "move 13"), ("분수대 (7)", "move 7"),
      ("암시장 (8)", "move 8"), ("감옥 (12)", "move 12")])

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[1, 2, 3, 4])})
game_q.apply("move 9")
Quiz("빨강의 조수 4개가 모두 게임판에 나가 있습니다. 빨강이 찻집에 도착했습니다. "
     "빨강은 무엇을 할 수 있을까요?", game_q,
     [("조수를 남겨둔다", "leave"), ("조수를 데려온다", "collect"),
      ("차례를 끝낸다", "end")])

# %% [markdown] en="a8911ab449"
# ## 2단계 · 다른 상인 만나기
#
# 노랑의 상인도 여기에 있습니다. 빨강은 이 장소의 **다른 상인 각각에게 2리라씩** 주어야 하며,
# 그러지 않으면 차례가 곧바로 끝납니다. (분수대에서는 아무에게도 돈을 주지 않습니다.)

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "pay")
status(game, 0)
status(game, 3)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=11, lira=1, cards=[]),
                                     3: dict(merchant=9)})
game_q.apply("move 9")
game_q.apply("leave")
Quiz("빨강은 1리라가 있고, 노랑의 상인이 있는 찻집에 방금 조수를 남겨두었습니다. "
     "빨강은 무엇을 할 수 있을까요?", game_q,
     [("노랑에게 돈을 준다", "pay"), ("차례를 끝낸다", "end")])

# %% [markdown] en="fed05db8b9"
# ## 3단계 · 행동하기
#
# 이제 빨강은 찻집의 행동을 할 수 있습니다. **3부터 12까지의 수 하나를 외치고** 주사위 2개를
# 굴립니다. 합이 그 수 **이상**이면 그만큼의 리라를 받고, 아니면 2리라만 받습니다.
# 빨강은 행동을 **건너뛸** 수도 있습니다.

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %% [markdown] en="69e664fbdf"
# 빨강은 7을 외칩니다. 주사위는 4와 5, 합이 9로 7 이상이므로 빨강은 7리라를 얻습니다.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "tea 7")
status(game, 0)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = ist.stage(players=4, phase="action", governor=12, smuggler=12, dice=[5, 2],
                   seats={0: dict(merchant=9, assistants=[9], lira=3, cards=[])})
Quiz("빨강은 3리라를 가지고 찻집에 있으며 8을 외칩니다. 주사위는 5와 2가 나왔습니다. "
     "빨강은 이제 몇 리라를 가지고 있을까요?", game_q, ["3", "5", "10", "11"],
     then=["tea 8"], answer=lambda g: g.player(0).lira)

# %% [markdown] en="dda1f36ee8"
# ## 4단계 · 기타 구성물과 만나기
#
# 여기에 또 누가 있을까요? 파랑의 **가족**과 **주지사**입니다. 원하는 순서로 만납니다.
#
# - 다른 플레이어의 가족은 **반드시** 체포해야 합니다. 그 가족 말은 감옥으로 돌아가고, 나는 포상금으로
#   **3리라 또는 보너스 카드 1장**을 고릅니다.
# - 주지사에게서는 보너스 카드를 1장 받을 **수 있습니다**. 받았다면 **2리라를 내거나 카드 1장을
#   버리고**, 주지사를 주사위 2개로 굴려 옮깁니다.
#
# 잘 보세요. 파랑의 가족을 먼저 체포해야 하므로, 목록에는 아직 *end*(끝내기)가 **없습니다**.

# %%
# NBVAL_CHECK_OUTPUT
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "catch blue lira")
choices(game)

# %% [markdown] en="c0e93b4ecf"
# 빨강은 주지사에게서 카드를 받고 2리라를 냅니다.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "governor")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "governor pay")
print("주지사가 이제 있는 곳:", game.place_of("governor"))

# %% [markdown] en="67d61d6b09"
# 주사위가 3과 3이 나와서 주지사는 **6번** 장소(카라반 숙소)로 옮겨 갔습니다. 빨강은 모두를
# 만났으니 차례가 끝납니다.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "end")
print("이제 차례:", game.player(game.current).name + " —", game.question())

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = ist.stage(players=4, governor=9, smuggler=9,
                   seats={0: dict(merchant=11, cards=[]), 1: dict(family=9)})
for step in ("move 9", "leave", "skip"):
    game_q.apply(step)
Quiz("빨강은 찻집의 행동을 건너뛰었습니다. 그곳에는 파랑의 가족, 주지사, 밀수꾼이 있습니다. "
     "빨강이 지금 할 수 있는 것은 무엇일까요?", game_q,
     [("차례를 끝낸다", "end"), ("파랑의 가족을 체포하고 3리라를 받는다", "catch blue lira"),
      ("밀수꾼에게서 옷감을 받는다", "smuggler fabric")])

# %% [markdown] en="7290cc1e6b"
# ## 기록으로 보는 한 차례
#
# 게임은 일어난 모든 일을 이야기처럼 기록합니다.

# %%
# NBVAL_CHECK_OUTPUT
print(game.log_text())

# %%
# NBVAL_CHECK_OUTPUT
status(game, 0)
print("빨강의 리라: 3 - 2 (노랑) + 7 (찻집) + 3 (체포) - 2 (주지사) =",
      3 - 2 + 7 + 3 - 2)

# %% [markdown] en="79c453a736"
# 차례가 끝난 뒤: 빨강의 조수는 찻집에 남고, 파랑의 가족은 감옥(12)으로 돌아갔으며, 주지사는
# 카라반 숙소(6)에 있습니다.

# %%
show(game)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = ist.stage(players=4, governor=9, smuggler=2, dice=[4, 5, 3, 3],
                   seats={0: dict(merchant=11, lira=3, cards=[]), 1: dict(family=9),
                          3: dict(merchant=9)})
Quiz("빨강의 차례 전체를 다시 해 봅니다. 차례가 끝나면 파랑의 가족은 어디에 있을까요?", game_q,
     ["찻집 (9)", "감옥 (12)", "카라반 숙소 (6)"],
     then=["move 9", "leave", "pay", "tea 7", "catch blue lira", "governor", "governor pay",
           "end"],
     answer=lambda g: ist.places.label(g.player(1).family))

# %% [markdown] en="aead5094a8"
# ## 어떤 단계가 차례를 끝낼 때
#
# 짧은 상황 네 가지입니다. 모두 빨강이 소규모 시장에 있는 상태에서 다시 시작합니다.
#
# **1. 남은 조수가 없을 때.** 빨강의 조수가 모두 게임판(1, 2, 3, 4번 장소)에 나가 있습니다.
# 찻집에서 빨강은 조수를 남겨둘 수 없으므로, 할 수 있는 것은 차례를 끝내는 것뿐입니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[1, 2, 3, 4])})
do(game, "move 9")
choices(game)

# %% [markdown] en="9693a37bd8"
# **2. 리라가 모자랄 때.** 노랑이 찻집에 있는데, 빨강은 1리라뿐입니다. 빨강은 조수를 남겨둘 수는
# 있지만 노랑에게 돈을 줄 수 없습니다. 차례는 행동 없이 끝납니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=1, cards=[]),
                                   3: dict(merchant=9)})
do(game, "move 9")
do(game, "leave")
choices(game)

# %% [markdown] en="0e6d2da629"
# **3. 내 조수가 그곳에 있을 때.** 빨강의 조수가 이미 찻집에서 기다리고 있습니다. 그 조수는 다시
# 상인 탑에 합쳐지고(*데려오기*), 차례는 이어집니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[9])})
print("데려오기 전 상인 탑:", game.player(0).stack)
do(game, "move 9")
do(game, "collect")
print("데려온 뒤 상인 탑:", game.player(0).stack, "| 단계:", game.phase)

# %% [markdown] en="19954eb739"
# **4. 분수대**(7)는 특별합니다. 다른 상인들이 있어도 **조수가 필요 없고** 아무에게도 돈을 주지
# 않습니다. 빨강은 곧바로 행동, 곧 조수들을 불러오는 행동으로 넘어갑니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=[], assistants=[1, 9]),
                                   1: dict(merchant=7)})
do(game, "move 7")
print("단계:", game.phase)
choices(game)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=11, lira=0, cards=[]),
                                     1: dict(merchant=12)})
game_q.apply("move 12")
game_q.apply("leave")
Quiz("빨강은 돈이 없고, 파랑의 상인이 있는 감옥에 조수를 남겨두었습니다. "
     "빨강은 무엇을 할 수 있을까요?", game_q,
     [("파랑에게 돈을 준다", "pay"), ("감옥의 행동을 한다", "police 3"),
      ("차례를 끝낸다", "end")])

# %% [markdown] en="197f54b927"
# ## 배운 것
#
# - 한 차례는 언제나 이 순서의 네 단계입니다. **이동하기**(그리고 조수), 다른 상인에게 **돈 주기**,
#   **행동하기**, **만나기**.
# - 조수가 없거나 돈을 줄 리라가 모자라면 차례가 일찍 끝납니다.
# - 다른 플레이어의 가족은 반드시 체포해야 하고, 주지사와 밀수꾼은 원할 때만 만납니다.
# - 컴퓨터가 매 단계마다 규칙이 허락하는 모든 것을 보여 주므로, 모든 규칙을 직접 확인할 수 있습니다.
#
# 다음: **[03 · 열여섯 장소](03_the_sixteen_places.ipynb)** — 모든 장소가 하는 일.
