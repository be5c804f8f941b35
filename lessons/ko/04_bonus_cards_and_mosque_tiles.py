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

# %% [markdown] en="eb213db453"
# # 04 · 보너스 카드와 모스크 타일
#
# **보너스 카드**는 한 번 쓰는 도우미입니다. 카드를 내서 효과를 쓰면, 그 카드는 카라반 숙소의 버림 더미에
# 앞면으로 놓입니다. **모스크 타일**은 계속 유지되는 능력입니다. 한 번 가져오면 게임이 끝날 때까지
# 가지고 있습니다.
#
# 카드에서 가장 중요한 질문은 **언제** 낼 수 있느냐입니다. 이 노트북에서는 컴퓨터가 그것을 보여 줍니다.
# 지금 낼 수 있는 카드는 할 수 있는 행동 목록에 `play ...`로 나타나고, 그때가 지나면 사라집니다.

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

def at(place, seat=None, players=4, **situation):
    # 빨강의 상인이 `place`에 있고, 조수를 그곳에 남겨두었으며, 행동할 차례입니다.
    red = {"merchant": place, "cards": [], "assistants": [] if place == 7 else [place]}
    seats = {0: {**red, **(seat or {})}}
    seats.update(situation.pop("seats", {}))
    situation.setdefault("governor", 12)
    situation.setdefault("smuggler", 12)
    return ist.stage(players=players, phase="action", seats=seats, **situation)

def playable(game):
    # 행동할 플레이어가 지금 낼 수 있는 보너스 카드들.
    return sorted({a.words[1] for a in game.legal_actions() if a.kind == "card"})


# %% [markdown] en="eb0f048955"
# ## 보너스 카드 26장
#
# | 카드 | 장수 | 효과 | 언제 |
# |---|---|---|---|
# | 원하는 상품 1개 | 4 | 원하는 상품 1개를 받음 | 행동 전이나 후. 행동 도중에는 안 됨 |
# | 5리라 | 4 | 5리라를 받음 | 내 차례에 |
# | 3~4칸 이동 | 4 | 1~2칸 대신 3칸이나 4칸 이동 | 이동하기 단계 |
# | 제자리 머물기 | 2 | 이동하지 않지만, 조수는 남겨두거나 데려옴 | 이동하기 단계 |
# | 조수 1개 회수 | 2 | 조수 1개를 상인 탑으로 회수 | 이동하기 단계 |
# | 가족을 감옥으로 | 2 | 가족 말을 감옥으로 돌려보내고 포상금을 받음 | 내 차례에 |
# | 술탄 궁전 두 번 | 2 | 술탄 궁전의 행동을 한 번 더 함 | 그 행동 직후 |
# | 우체국 두 번 | 2 | 우체국의 행동을 한 번 더 함 | 그 행동 직후 |
# | 보석상 두 번 | 2 | 보석상의 행동을 한 번 더 함 | 그 행동 직후 |
# | 소규모 시장: 아무 상품 | 2 | 발주서 타일과 다른 상품도 팖 | 소규모 시장에서 |
#
# 카드별 장수는 카드에 인쇄되어 있지만 공개 자료 하나로만 확인했습니다 **[printed-1]**. 모두 26장이라는
# 것은 여러 자료로 확인했습니다 **[printed]**. 손에 들 수 있는 카드 수에는 제한이 없습니다(한국어 규칙서).
# 코드에서는 카드를 키트의 영어 이름으로 부릅니다. *one-good*(원하는 상품 1개), *five-lira*(5리라),
# *move-3-4*(3~4칸 이동), *stay*(제자리 머물기), *return-assistant*(조수 1개 회수), *family*(가족을 감옥으로),
# *sultan-twice*, *post-twice*, *gemstone-twice*(술탄 궁전, 우체국, 보석상 두 번), *small-market*(소규모
# 시장: 아무 상품)입니다.

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = at(6, seat=dict(cards=["one-good", "five-lira", "move-3-4", "stay",
                                "return-assistant", "family"]))
Quiz("빨강은 보너스 카드 6장을 들고 카라반 숙소에 갑니다. 획득 더미에서 2장을 받은 뒤 "
     "제자리 머물기 카드를 버립니다. 빨강은 이제 카드를 몇 장 들고 있을까요?", game_q, ["5", "6", "7"],
     then=["caravansary", "draw deck", "draw deck", "discard stay"],
     answer=lambda g: len(g.player(0).bonus_cards))

# %% [markdown] en="25b8e8072e"
# ## 카드는 언제 낼 수 있을까?
#
# 빨강은 모든 종류의 카드를 1장씩 들고 있고, 찻집(9)에 조수 하나가, 보석상(16)에 가족 말이 나가
# 있습니다. 주지사는 우체국에서 기다립니다. 빨강이 우체국으로 가는 차례를 따라가며, 순간마다 어떤 카드를
# 낼 수 있는지 물어봅니다. 표의 열 1–5는 다섯 순간이고, 그 이름은 코드가 출력한 그대로 영어로 나옵니다.

# %%
# NBVAL_CHECK_OUTPUT
EVERY_CARD = ["one-good", "five-lira", "move-3-4", "stay", "return-assistant", "family",
              "sultan-twice", "post-twice", "gemstone-twice", "small-market"]
game = ist.stage(players=4, governor=5, smuggler=16, dice=[6, 6],
                 seats={0: dict(merchant=2, lira=5, cards=EVERY_CARD, assistants=[9],
                                family=16)})
moments = [("1 before moving", playable(game))]
game.apply("move 5")
moments.append(("2 arrived", playable(game)))
game.apply("leave")
moments.append(("3 before the action", playable(game)))
game.apply("post")
moments.append(("4 right after it", playable(game)))
game.apply("governor")
game.apply("governor pay")
moments.append(("5 after an encounter", playable(game)))

print(f"{'card':18}", "  ".join(label[:1] for label, _ in moments))
for card in EVERY_CARD:
    print(f"{card:18}", "  ".join("x" if card in cards else "." for _, cards in moments))
print()
for label, _ in moments:
    print(label)

# %% [markdown] en="edc6837d5a"
# 표를 열마다 읽어 보세요.
#
# 1. **이동하기 전**(before moving): 이동 카드(*3~4칸 이동*, *제자리 머물기*, *조수 1개 회수*)와 아무 때나
#    낼 수 있는 카드(*원하는 상품 1개*, *5리라*, *가족을 감옥으로*)를 낼 수 있습니다.
# 2. **도착한 뒤**(arrived): 이동이 끝났으므로 *3~4칸 이동*과 *제자리 머물기*는 사라집니다. *조수 1개
#    회수*는 조수를 어떻게 할지 정하기 전까지 아직 쓸 수 있습니다.
# 3. **행동하기 전**(before the action): "아무 때나" 카드만 남습니다.
# 4. **우체국 행동 직후**(right after it): *우체국 두 번*이 나타납니다. 이 카드를 낼 수 있는 때는 이때뿐입니다.
# 5. **주지사를 만난 뒤**(after an encounter): "행동 직후"라는 때가 지났으므로 *우체국 두 번*이 다시
#    사라집니다.
#
# *술탄 궁전 두 번*, *보석상 두 번*, *소규모 시장: 아무 상품*은 한 번도 나타나지 않았습니다. 빨강이 그
# 장소들에 없었기 때문입니다. 다음은 제때 낸 우체국 카드입니다. 우편물 말은 평소처럼 움직이므로, 두 번째
# 방문은 첫 번째 방문이 드러낸 칸의 것을 줍니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(5, seat=dict(cards=["post-twice"]))
do(game, "post")
choices(game)
do(game, "play post-twice")
do(game, "post")
status(game)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = at(5, seat=dict(cards=["post-twice"]), governor=5, dice=[6, 6])
for step in ("post", "governor", "governor pay"):
    game_q.apply(step)
Quiz("빨강은 우체국의 행동을 한 뒤, 그곳에 있던 주지사에게서 카드를 받았습니다. "
     "빨강이 지금 할 수 있는 것은 무엇일까요?", game_q,
     [("우체국 두 번 카드를 낸다", "play post-twice"), ("차례를 끝낸다", "end")])

# %% [markdown] en="2d89f6a5b2"
# ## 카드 하나씩 살펴보기
#
# ### 원하는 상품 1개와 5리라
#
# 원하는 상품 1개 또는 5리라를 받습니다. *원하는 상품 1개*는 행동 **도중에는** 낼 수 없습니다. 암시장에서
# 주사위를 굴린 뒤 무료 상품을 받기 전까지는 목록에서 빠져 있습니다. 규칙상 *5리라*는 내 차례에 언제든 낼
# 수 있지만, 이 키트는 *원하는 상품 1개*와 같은 때에만 내놓습니다. 돈이 드는 행동이라면 그 행동 전에
# 내세요.

# %%
# NBVAL_CHECK_OUTPUT
game = at(8, seat=dict(cards=["one-good", "five-lira"]), dice=[1, 2])
print("행동 전:  ", playable(game))
do(game, "black-market")
print("행동 도중:", playable(game))
do(game, "take spice")
print("행동 후:  ", playable(game))
do(game, "play one-good jewelry")
do(game, "play five-lira")
status(game)

# %% [markdown] en="94b602b34b"
# ### 3~4칸 이동
#
# 상인이 1칸이나 2칸 대신 **3칸이나 4칸** 이동합니다. 키트는 이것을 (가장 짧은 길로 세어) **정확히 3칸이나
# 4칸 떨어진** 장소에서 멈추는 것으로 읽습니다. 다른 공개 엔진들도 그렇게 읽습니다 **[inferred]**. 이 카드로
# 1칸이나 2칸 떨어진 장소에도 갈 수 있다면 "1~2칸이 아니라"라는 말이 아무 뜻이 없기 때문입니다. 소규모
# 시장(11)에서 카드를 내기 전과 낸 뒤입니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, cards=["move-3-4"])})
print("보통 이동:  ", targets(game))
do(game, "play move-3-4")
print("3~4칸 이동:", targets(game))

# %%
show(game, highlight=targets(game))

# %% [markdown] en="96e05ed681"
# ### 제자리 머물기
#
# 빨강의 상인은 제자리에 머물고, 차례는 방금 도착한 것처럼 이어집니다. 여기서 빨강은 지난 차례에 찻집에
# 남겨둔 조수를 데려오고, 찻집의 행동을 다시 할 수 있습니다. 그래도 조수는 **반드시** 데려오거나 남겨야
# 합니다(한국어 규칙서의 카드 설명). 그래서 *제자리 머물기*는 분수대에서 낼 수 없고, 남겨둘 조수도 데려올
# 조수도 없는 곳에서도 낼 수 없습니다. *제자리 머물기*를 낸 뒤 조수 없이 차례를 끝내는 것은 선택지에
# 없습니다. 이 키트의 판정 R11이 카드를 그렇게 읽습니다. 아래 셀은 컴퓨터가 내놓는 선택지를 출력합니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=9, assistants=[9], cards=["stay"])},
                 dice=[6, 6])
do(game, "play stay")
choices(game)
do(game, "collect")
do(game, "tea 12")
status(game)

# %% [markdown] en="a8a4c15f11"
# ### 조수 1개 회수
#
# 이동하기 단계에, 어디에 있든 조수 1개를 상인 탑으로 회수합니다. 빨강의 상인 탑에는 조수가 하나도 남아
# 있지 않습니다. 빨강은 이 카드로 먼저 수레 제작소의 조수를 회수하고, 다음 장소에 그 조수를 남겨둘 수
# 있습니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, assistants=[1, 2, 3, 4],
                                           cards=["return-assistant"])})
print("상인 탑에:", game.player(0).stack)
do(game, "play return-assistant 1")
print("상인 탑에:", game.player(0).stack)
do(game, "move 9")
choices(game)

# %% [markdown] en="65fe249afd"
# ### 가족을 감옥으로
#
# 내 가족 말이 감옥으로 돌아가고, 누군가 체포한 것처럼 **포상금**, 곧 3리라나 보너스 카드 1장을 받습니다.
# 가족 말이 이미 감옥에 있으면 낼 수 없습니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=0, family=16, cards=["family"])})
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "play family lira")
status(game)
print("가족 위치:", game.player(0).family)
game = ist.stage(players=4, seats={0: dict(merchant=11, family=12, cards=["family"])})
print("가족이 이미 감옥에 있을 때 낼 수 있는 카드:", playable(game))

# %% [markdown] en="e07dc1665c"
# ### 보석상 두 번 (그리고 술탄 궁전 두 번)
#
# 루비를 산 직후에 하나 더 삽니다. 그사이에 가격이 1 올랐습니다. *술탄 궁전 두 번* 카드도 똑같이
# 동작합니다. 두 번째 루비에는 상품이 하나 더 듭니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(16, seat=dict(lira=30, cards=["gemstone-twice"]))
do(game, "gemstone")
do(game, "play gemstone-twice")
do(game, "gemstone")
status(game)

# %%
# NBVAL_CHECK_OUTPUT
game = at(13, seat=dict(capacity=3, cards=["sultan-twice"],
                        goods=dict(fabric=2, spice=2, fruit=2, jewelry=3)))
do(game, "sultan")
do(game, "play sultan-twice")
do(game, "sultan jewelry")
status(game)

# %% [markdown] en="33fb9ef1d1"
# ### 소규모 시장: 아무 상품
#
# 소규모 시장에서 발주서 타일과 다른 종류의 상품도 팔 수 있습니다. 타일에는 옷감 1, 향신료 1, 과일 2,
# 보석 1이 그려져 있고, 빨강은 향신료 2와 보석 2를 싣고 있습니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(11, seat=dict(lira=0, goods=dict(spice=2, jewelry=2), cards=["small-market"]),
          small=[3, 0, 1, 2, 4])
print("카드 없이 팔 수 있는 방법:", [a.text for a in game.legal_actions()
                                         if a.verb == "sell"])
do(game, "play small-market")
do(game, "sell spice spice jewelry jewelry")
status(game)

# %% [markdown] en="9f8bafe64a"
# **스스로 확인하기.** *제자리 머물기*를 낸 뒤(판정 R11):

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=9, assistants=[9], cards=["stay"])})
game_q.apply("play stay")
Quiz("빨강은 자기 조수가 기다리는 찻집에서 제자리 머물기 카드를 냈습니다. "
     "빨강이 지금 할 수 있는 것은 무엇일까요?", game_q,
     [("조수를 데려온다", "collect"), ("차례를 끝낸다", "end")])

# %% [markdown] en="55f1f31d8f"
# ## 네 가지 모스크 타일
#
# 모스크 타일은 계속 유지되는 능력입니다. 소형 모스크(14: 빨간 타일, 초록 타일)나 대형 모스크(15: 노란
# 타일, 파란 타일)에서 가져오며, 색깔마다 최대 1장입니다(노트북 03).
#
# ### 빨간 타일: 주사위 돕기
#
# 암시장과 찻집에서 주사위를 굴린 뒤, **주사위 1개의 결과값을 4로 바꾸거나** **주사위 2개를 한 번만 다시
# 굴릴** 수 있습니다.
#
# **규칙서의 예시**(한국어판과 중국어판): 빨강이 암시장에서 **2와 5**를 굴립니다(합 7: 보석 1개). 빨간
# 타일로 2를 **4**로 바꾸면 합이 **9**가 되어 **보석 2개**를 받고, 여기에 무료 옷감, 향신료, 과일 중
# 1개를 더 받습니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(8, seat=dict(tiles=["red"]), dice=[2, 5])
do(game, "black-market")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "set-four 1")
do(game, "take fruit")
status(game)

# %% [markdown] en="8217e52648"
# 빨간 타일이 없으면 이런 질문은 나오지 않습니다. 주사위가 곧바로 확정됩니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(8, dice=[2, 5])
do(game, "black-market")
print("단계:", game.phase)

# %% [markdown] en="f4e2f6fb33"
# 찻집에서 다시 굴리기: 빨강은 12를 외치고 1과 1을 굴린 뒤, 한 번 다시 굴려 6과 6을 얻습니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(9, seat=dict(lira=0, tiles=["red"]), dice=[1, 1, 6, 6])
do(game, "tea 12")
do(game, "reroll")
status(game)

# %% [markdown] en="41abd92d4d"
# ### 초록 타일: 창고에서 상품 하나 더
#
# 창고에서 상품을 채운 뒤 **2리라**를 내고 **원하는 상품 1개**를 더 받습니다(수레에 자리가 있을 때).
# 빨강은 향신료 창고에서 향신료를 채우고 보석 1개를 삽니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(3, seat=dict(tiles=["green"], lira=5))
choices(game)
do(game, "warehouse extra jewelry")
status(game)

# %% [markdown] en="4095da8aa8"
# ### 노란 타일: 조수 회수
#
# **차례마다 한 번**, **2리라**를 내고 내 조수 1개를 상인 탑으로 회수합니다. 키트에서는 이동하기 단계와,
# 조수를 데려오거나 남길 때 이 능력을 쓸 수 있습니다. 노란 타일의 선택지가 나타났다가, 한 번 쓰고 나면
# 사라지는 것을 보세요.

# %%
game = ist.stage(players=4, seats={0: dict(merchant=11, lira=6, tiles=["yellow"], cards=[],
                                           assistants=[1, 2, 3, 4])})
show(game, highlight=[1, 2, 3, 4])

# %%
# NBVAL_CHECK_OUTPUT
print([a.text for a in game.legal_actions() if a.kind == "mosque"])
do(game, "mosque yellow 4")
print([a.text for a in game.legal_actions() if a.kind == "mosque"])
status(game)

# %% [markdown] en="bbcd20407b"
# ### 파란 타일: 다섯 번째 조수
#
# 파란 타일을 가져오면 **다섯 번째 조수**가 곧바로 상인 탑에 들어옵니다. 그때부터 조수가 4개가 아니라
# 5개입니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(15, seat=dict(goods=dict(jewelry=2)))
print("조수: 상인 탑에", game.player(0).stack, "+ 게임판에", len(game.player(0).assistants),
      "개")
do(game, "tile blue")
print("조수: 상인 탑에", game.player(0).stack, "+ 게임판에", len(game.player(0).assistants),
      "개")

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = ist.stage(players=4, seats={0: dict(merchant=11, lira=6, tiles=["yellow"], cards=[],
                                             assistants=[1, 2, 3, 4])})
game_q.apply("mosque yellow 4")
Quiz("빨강은 4리라가 남았고, 방금 노란 타일로 과일 창고의 조수를 회수했습니다. "
     "빨강이 지금 할 수 있는 것은 무엇일까요?", game_q,
     [("향신료 창고의 조수도 회수한다", "mosque yellow 3"),
      ("찻집(9)으로 걸어간다", "move 9")])

# %% [markdown] en="fd33386e13"
# ## 배운 것
#
# - 보너스 카드는 한 번 씁니다. 카드마다 **낼 수 있는 때**가 있고, 할 수 있는 행동 목록이 그때를 정확히
#   보여 줍니다.
# - "두 번" 카드는 그 장소의 행동 **직후**, 누구를 만나기 전에만 낼 수 있습니다.
# - 모스크 타일은 게임 내내 유지됩니다. 빨간 타일은 주사위를 돕고, 초록 타일은 상품을 하나 더 사게 하고,
#   노란 타일은 조수를 회수하고, 파란 타일은 다섯 번째 조수를 줍니다.
#
# 다음: **[05 · 만나기와 가족](05_encounters_and_the_family.ipynb)**.
