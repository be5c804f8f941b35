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

# %% [markdown] en="1f2e369ec3"
# # 05 · 만나기와 가족
#
# 내 상인이 어떤 장소에 도착하면 다른 말들을 **만날** 수 있습니다.
#
# - 2단계에서는 **다른 상인**을 만납니다. 각자에게 2리라씩 주거나, 아니면 내 차례가 끝납니다(노트북 02).
# - 4단계에서는 행동을 한 뒤, 원하는 순서로 만납니다.
#   - 다른 플레이어의 **가족**: *반드시* 체포해야 합니다.
#   - **주지사**: 보너스 카드를 1장 받을 *수 있습니다*.
#   - **밀수꾼**: 상품을 1개 받을 *수 있습니다*.
#
# 이 노트북에서는 모든 종류의 만남을 규칙서의 예시와 함께 보여 주고, 주지사와 밀수꾼을 게임판 여기저기로
# 보내는 주사위도 살펴봅니다.

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


# %% [markdown] en="0f67db5203"
# ## 다른 상인: 각자에게 2리라
#
# **한국어 규칙서의 예시:** 빨강의 상인이 **노랑과 초록**의 상인이 있는 장소에 도착합니다. 빨강은 그들
# **각각에게 2리라씩** 주어야 하며, 그러지 않으면 차례가 곧바로 끝납니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=6, cards=[]),
                                   2: dict(merchant=9), 3: dict(merchant=9)})
do(game, "move 9")
do(game, "leave")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "pay")
for seat in (0, 2, 3):
    status(game, seat)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = ist.stage(players=4,
                   seats={0: dict(merchant=11, lira=3, cards=[]), 2: dict(merchant=9),
                          3: dict(merchant=9)})
for step in ("move 9", "leave"):
    game_q.apply(step)
Quiz("빨강은 3리라가 있고, 초록과 노랑의 상인이 있는 찻집에 조수를 남겨두었습니다. "
     "빨강은 무엇을 할 수 있을까요?", game_q,
     [("둘 모두에게 돈을 준다", "pay"), ("차례를 끝낸다", "end")])

# %% [markdown] en="3d8c4b3a9b"
# ## 가족 체포하기
#
# 모든 플레이어의 **가족**은 감옥(12)에서 시작합니다. 내 가족을 내보내면(노트북 03) 가족은 그 장소에
# 머물고, 다른 플레이어의 상인이 그곳에서 체포할 수 있습니다.
#
# 내 상인이 **다른 플레이어의 가족**이 있는 곳에 가면, 그 가족을 **반드시** 체포해야 합니다. 가족 말은
# 감옥으로 돌아가고, 나는 **가족 말 1개마다** 포상금으로 **3리라 또는 보너스 카드 1장**을 고릅니다. 여럿이
# 있으면 모두 체포하며, 포상금은 가족 말마다 다르게 골라도 됩니다.
#
# 파랑과 초록의 가족이 대규모 시장(10)에 있습니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=2, smuggler=2,
                 seats={0: dict(merchant=11, lira=0, cards=[]),
                        1: dict(family=10), 2: dict(family=10)})
do(game, "move 10")
do(game, "leave")
do(game, "skip")
choices(game)

# %% [markdown] en="70dd9bd477"
# 아직 *end*(끝내기)가 없습니다. 먼저 둘 모두 체포해야 합니다. 빨강은 초록의 가족으로 3리라를, 파랑의
# 가족으로 카드를 받습니다.

# %%
# NBVAL_CHECK_OUTPUT
do(game, "catch green lira")
do(game, "catch blue card")
choices(game)
status(game)
print("가족 위치:", {game.player(s).name: game.player(s).family for s in range(4)})

# %% [markdown] en="cbfab38517"
# **감옥에 있는** 가족은 체포할 수 없습니다. 이미 감옥에 있기 때문입니다. 빨강의 상인이 다른 가족들이 모두
# 기다리는 감옥으로 갑니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=2, smuggler=2, seats={0: dict(merchant=11, cards=[])})
do(game, "move 12")
do(game, "leave")
do(game, "skip")
choices(game)

# %% [markdown] en="649d729585"
# 그리고 감옥에서 내보낸 내 가족은 도착한 곳에서 **아무도 만나지 않습니다**(한국어 규칙서의 감옥 예시,
# 노트북 03). 아무에게도 돈을 주지 않고, 그곳에 있는 밀수꾼도 만나지 않습니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, phase="action", governor=2, smuggler=3,
                 seats={0: dict(merchant=12, assistants=[12], cards=[]),
                        1: dict(merchant=3)})
do(game, "police 3")
do(game, "warehouse")
choices(game)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = ist.stage(players=4, governor=2, smuggler=2,
                   seats={0: dict(merchant=11, cards=[]), 2: dict(family=9)})
for step in ("move 9", "leave", "skip"):
    game_q.apply(step)
Quiz("초록의 가족이 찻집에 있습니다. 빨강은 "
     "찻집에 도착해 행동을 건너뛰었습니다. 빨강이 지금 할 수 있는 것은 무엇일까요?", game_q,
     [("초록의 가족을 체포하고 3리라를 받는다", "catch green lira"),
      ("초록의 가족을 체포하고 카드를 받는다", "catch green card"), ("차례를 끝낸다", "end")])

# %% [markdown] en="53eb97d5bc"
# ## 주지사: 보너스 카드
#
# 획득 더미에서 보너스 카드 1장을 받을 **수 있습니다**. 받았다면 그 값을 치릅니다. **2리라**를 내거나
# **보너스 카드 1장을 버립니다**. 버리는 카드는 방금 받은 카드여도 됩니다. 그런 뒤 **주사위 2개**를 굴려
# 주지사를 새 장소로 보냅니다.
#
# 빨강에게는 리라가 하나도 없습니다. 그래도 빨강은 카드를 받아서 곧바로 버릴 수 있습니다. 쓸모없어
# 보이지만, 한국어 규칙서는 그렇게 하는 이유를 알려 줍니다. **주지사를 다른 곳으로 보낼 수 있기**
# 때문입니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=9, smuggler=2, dice=[2, 3],
                 seats={0: dict(merchant=11, lira=0, cards=[])})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "governor")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
new_card = game.player(0).bonus_cards[0]
do(game, "governor discard " + new_card)
print("주지사가 이제 있는 곳:", game.place_of("governor"))

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = ist.stage(players=4, governor=9, smuggler=2, dice=[2, 3],
                   seats={0: dict(merchant=11, lira=0, cards=[])})
for step in ("move 9", "leave", "skip", "governor"):
    game_q.apply(step)
new_card = game_q.player(0).bonus_cards[0]
Quiz("빨강은 리라가 없고, 방금 주지사에게서 카드를 받았습니다. 빨강이 할 수 있는 것은 무엇일까요?",
     game_q, [("2리라를 낸다", "governor pay"),
              ("새 카드를 버린다", "governor discard " + new_card)])

# %% [markdown] en="e22c9ff9af"
# ## 밀수꾼: 상품
#
# 원하는 상품 1개를 받을 **수 있습니다**. 받았다면 **2리라 또는 상품 1개**를 냅니다(이번에도 방금 받은
# 상품을 내도 됩니다). 그런 뒤 주사위 2개를 굴려 밀수꾼을 보냅니다. 수레가 가득 차 있어도 밀수꾼을 만날 수
# 있습니다. 받은 상품은 **곧바로 버려지고**, 값을 치르면 밀수꾼은 옮겨 갑니다(한국어 규칙서). 내가 가야 할
# 장소에서 밀수꾼을 치우는 방법입니다. 빨강은 과일 1개를 보석 1개로 바꿉니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=2, smuggler=9, dice=[6, 6],
                 seats={0: dict(merchant=11, lira=0, cards=[], goods=dict(fruit=1))})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "smuggler jewelry")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "smuggler give fruit")
status(game)
print("밀수꾼이 이제 있는 곳:", game.place_of("smuggler"))

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = ist.stage(players=4, governor=2, smuggler=9, dice=[6, 6],
                   seats={0: dict(merchant=11, lira=2, cards=[],
                                  goods=dict(fabric=2, spice=2, fruit=2, jewelry=2))})
for step in ("move 9", "leave", "skip"):
    game_q.apply(step)
Quiz("빨강의 수레가 가득 찼습니다(상품마다 2개). 밀수꾼이 빨강과 함께 찻집에 있습니다. "
     "빨강이 할 수 있는 것은 무엇일까요?", game_q,
     [("밀수꾼에게서 옷감을 받는다", "smuggler fabric"), ("차례를 끝낸다", "end")])

# %% [markdown] en="a0a6d8a99b"
# ## 만났지만 아무것도 받지 않으면: 그대로 머뭅니다
#
# 주지사나 밀수꾼을 만나도 **아무것도 받지 않으면** 그들은 **이동하지 않습니다**(한국어 규칙서). 빨강은
# 그냥 차례를 끝냅니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=9, smuggler=9, seats={0: dict(merchant=11, cards=[])})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "end")
print("주지사 위치:", game.place_of("governor"), "| 밀수꾼 위치:", game.place_of("smuggler"))

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("주지사가 찻집에 있습니다. 빨강이 그곳에 도착해 행동을 건너뛰고, 주지사를 만나지만 "
     "카드를 받지 않고 차례를 끝냅니다. 주지사는 이제 어디에 있을까요?",
     ist.stage(players=4, governor=9, smuggler=2, dice=[6, 6],
               seats={0: dict(merchant=11, cards=[])}),
     ["찻집 (9)", "감옥 (12)", "분수대 (7)"],
     then=["move 9", "leave", "skip", "end"],
     answer=lambda g: ist.places.label(g.place_of("governor")))

# %% [markdown] en="57ecf8d1ec"
# ## 둘 다 만날 때: 따로 굴립니다
#
# 둘 모두에게서 무언가를 받으면, 각자 **따로 주사위를 굴려** 옮깁니다(한국어 규칙서). 주사위는 정해져
# 있습니다. 주지사는 2와 3, 그다음 밀수꾼은 6과 6입니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, governor=9, smuggler=9, dice=[2, 3, 6, 6],
                 seats={0: dict(merchant=11, lira=4, cards=[])})
do(game, "move 9")
do(game, "leave")
do(game, "skip")
do(game, "governor")
do(game, "governor pay")
do(game, "smuggler spice")
do(game, "smuggler pay")
print("주지사 위치:", game.place_of("governor"), "| 밀수꾼 위치:", game.place_of("smuggler"))

# %%
show(game, highlight=[5, 12])

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("빨강이 주지사에게서 카드를 받고(주사위 1과 1), 그다음 밀수꾼에게서 향신료를 "
     "받습니다(주사위 4와 4). 밀수꾼은 이제 어디에 있을까요?",
     ist.stage(players=4, governor=9, smuggler=9, dice=[1, 1, 4, 4],
               seats={0: dict(merchant=11, lira=4, cards=[])}),
     ["옷감 창고 (2)", "암시장 (8)", "감옥 (12)"],
     then=["move 9", "leave", "skip", "governor", "governor pay", "smuggler spice",
           "smuggler pay"],
     answer=lambda g: ist.places.label(g.place_of("smuggler")))

# %% [markdown] en="456314bfb8"
# ## 주지사와 밀수꾼은 어디로 갈 수 있을까?
#
# 둘은 **주사위 2개의 합**과 같은 번호의 장소로 갑니다. 게임을 시작할 때, 그리고 누군가 무언가를 받은 만남이
# 끝날 때마다 그렇습니다. 주사위 2개의 눈은 똑같이 일어날 법한 36가지 짝을 이룹니다. 합마다 몇 가지 짝이
# 있는지 세어 봅시다. (아래 그래프의 글자는 코드에 적힌 그대로 영어입니다. 가로축은 장소 번호, 곧 주사위
# 2개의 합이고, 세로축은 확률이며, *never*는 "한 번도 없음"입니다.)

# %%
# NBVAL_CHECK_OUTPUT
from collections import Counter
from fractions import Fraction

ways = Counter(a + b for a in range(1, 7) for b in range(1, 7))
for place in range(1, 17):
    chance = Fraction(ways[place], 36)
    print(f"{ist.places.label(place):22} {ways[place]}/36 = {str(chance):5} ="
          f" {float(chance):6.1%}")

# %%
import matplotlib.pyplot as plt

places = list(range(1, 17))
fig, ax = plt.subplots(figsize=(8, 3.4))
bars = ax.bar(places, [ways[p] / 36 for p in places],
              color=["#c0392b" if ways[p] else "#bbbbbb" for p in places])
for p in places:
    ax.text(p, ways[p] / 36 + 0.004, f"{ways[p]}/36" if ways[p] else "never",
            ha="center", fontsize=8, rotation=90 if not ways[p] else 0)
ax.set_xticks(places)
ax.set_xlabel("place number = sum of two dice")
ax.set_ylabel("probability")
ax.set_ylim(0, 0.21)
ax.set_title("Where the Governor and the Smuggler land")
plt.show()

# %% [markdown] en="2e5f24c3a4"
# - **7**(분수대)이 가장 잘 나옵니다. 36가지 짝 가운데 6가지, 곧 6번에 1번꼴입니다.
# - **2**와 **12**가 가장 드뭅니다. 각각 한 가지 짝뿐입니다(1+1과 6+6).
# - 주사위 2개의 합은 **1**이 될 수 없고 **12**보다 클 수도 없습니다. 그래서 주지사와 밀수꾼은 수레
#   제작소(1), 술탄 궁전(13), 모스크(14, 15), 보석상(16)에는 **절대** 가지 않습니다.
#
# 둘이 갈 수 있는 장소를 게임판에 밝게 표시하면 다음과 같습니다.

# %%
show(ist.stage(players=4), highlight=range(2, 13))

# %% [markdown] en="f3da808fa8"
# 게임은 정말 그렇게 굴릴까요? 시드가 다른 게임 3000개를 준비하고, 주지사가 어디에서 시작하는지 세어
# 봅니다. 그래프의 막대(*exact*)는 정확한 확률이고, 점(*3000 set-ups*)은 3000개 게임에서 센 비율입니다.

# %%
# NBVAL_CHECK_OUTPUT
starts = Counter(ist.new_game(players=4, seed=seed).place_of("governor")
                 for seed in range(3000))
print("주지사가 시작한 장소:", sorted(starts))
print("한 번도 없음:", [p for p in range(1, 17) if p not in starts])

# %%
fig, ax = plt.subplots(figsize=(8, 3.4))
ax.bar(places, [ways[p] / 36 for p in places], color="#e8b4ad", label="exact: ways / 36")
ax.plot(places, [starts[p] / 3000 for p in places], "o", color="#1f3a5f",
        label="3000 set-ups")
ax.set_xticks(places)
ax.set_xlabel("place")
ax.set_ylabel("share")
ax.legend()
ax.set_title("The Governor's start place: exact chances and 3000 games")
plt.show()

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("주지사가 찻집에 있습니다. 빨강이 주지사의 카드를 받고, 주사위는 6과 6이 나옵니다. "
     "주지사는 어디로 갈까요?",
     ist.stage(players=4, governor=9, smuggler=2, dice=[6, 6],
               seats={0: dict(merchant=11, lira=4, cards=[])}),
     ["감옥 (12)", "보석상 (16)", "분수대 (7)"],
     then=["move 9", "leave", "skip", "governor", "governor pay"],
     answer=lambda g: ist.places.label(g.place_of("governor")))

# %% [markdown] en="23f81f7cee"
# ## 배운 것
#
# - 다른 상인: 각자에게 2리라를 주거나, 아니면 내 차례가 끝납니다.
# - 다른 플레이어의 가족은 **반드시** 체포합니다(가족 말마다 3리라 또는 카드 1장). 감옥에 있는 가족은
#   체포할 수 없고, 감옥에서 내보낸 내 가족은 아무도 만나지 않습니다.
# - 주지사: 2리라를 내거나 카드 1장을 버리고 카드 1장. 밀수꾼: 2리라나 상품 1개를 내고 상품 1개.
# - 무언가를 **받았을 때만** 그 게임말을 주사위로 옮깁니다. 각자 따로 굴리며, 2부터 12까지의 장소로
#   갑니다. 7이 가장 잘 나오고, 1과 13–16은 절대 나오지 않습니다.
#
# 다음: **[06 · 게임 종료와 2인 게임](06_end_of_game_and_two_players.ipynb)**.
