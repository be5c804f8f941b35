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
# # 03 · 열여섯 장소
#
# 게임판의 모든 장소에는 저마다의 **행동**이 있습니다. 이 노트북에서는 장소마다 작은 상황을 꾸며
# 봅니다. 빨강의 상인이 그 장소에 서서 3단계(행동하기)를 할 차례이며, 빨강의 리라, 상품, 루비를
# 행동 **전과 후**에 출력합니다.
#
# 규칙서에 예시가 있는 곳에서는 그 예시를 그대로 다시 만들어 규칙서의 숫자를 확인합니다. 장소마다
# 번호가 적힌 게임판입니다.

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


# %%
show(ist.stage(players=4))

# %% [markdown] en="aadc5cca38"
# ## 1 · 수레 제작소
#
# **7리라**를 내고 **수레 확장 부품**을 삽니다. 그때부터 *모든* 상품을 하나씩 더 실을 수 있습니다.
# 수레는 처음에 상품마다 2개씩 실을 수 있고, 확장 부품은 3개까지 붙일 수 있습니다(5개까지 실음).
# **세 번째** 확장 부품을 붙이면 수레 제작소에서 곧바로 **루비 1개**도 가져옵니다.
#
# 빨강은 9리라가 있고 확장 부품을 이미 2개 붙였습니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(1, seat=dict(lira=9, extensions=2))
status(game)
print("수레 용량:", game.player(0).capacity)
do(game, "wainwright")
status(game)
print("수레 용량:", game.player(0).capacity)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("빨강은 6리라가 있고 수레 확장 부품은 아직 없습니다. 수레 제작소에서 빨강이 할 수 있는 것은?",
     at(1, seat=dict(lira=6)),
     [("수레 확장 부품을 산다", "wainwright"), ("행동을 건너뛴다", "skip")])

# %% [markdown] en="f158f66e27"
# ## 2, 3, 4 · 창고
#
# **옷감 창고**(2), **향신료 창고**(3), **과일 창고**(4)는 해당 상품을 **수레의 최대치까지**
# 채워 줍니다. 빨강의 수레는 상품마다 3개(확장 부품 1개)를 실을 수 있고, 향신료가 1개 있습니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(3, seat=dict(capacity=3, goods=dict(spice=1)))
status(game)
do(game, "warehouse")
status(game)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("빨강의 수레에는 상품마다 2개씩 실을 수 있고, 과일 1개가 있습니다. 과일 창고의 행동을 한 뒤 "
     "빨강의 과일은 몇 개일까요?", at(4, seat=dict(goods=dict(fruit=1))),
     ["1", "2", "3"], then=["warehouse"], answer=lambda g: g.player(0).goods["fruit"])

# %% [markdown] en="f93951aa21"
# ## 5 · 우체국
#
# 우체국에는 네 칸짜리 줄이 두 개 있습니다. **우편물 말 네 개**가 열마다 한 칸씩 가립니다.
# **가려지지 않은 칸의 것을 모두** 받은 뒤, **윗줄에 남은 가장 왼쪽의 말**을 아랫줄로 내립니다.
# 네 번째 말이 내려가는 순간 **네 개 모두 곧바로 윗줄로 올라갑니다**(중국어 규칙서는 "立刻", 곧바로라고
# 씁니다). 그래서 네 개가 모두 내려간 줄을 받는 사람은 없습니다.
#
# 칸(윗줄 / 아랫줄)의 내용은 장소 판에 인쇄되어 있습니다 **[printed]**.
#
# | 열 | I | II | III | IV |
# |---|---|---|---|---|
# | 윗줄 | 옷감 | 2리라 | 보석 | 2리라 |
# | 아랫줄 | 향신료 | 1리라 | 과일 | 1리라 |
#
# **규칙서의 예시**(한국어 빅박스 규칙서): I열과 II열의 말이 내려가 있어서, 가려지지 않은 칸은
# **옷감, 2리라, 과일, 1리라**입니다. 이것을 모두 받은 뒤, **보석** 칸(III열) 위의 말이 내려갑니다.

# %%
# NBVAL_CHECK_OUTPUT
SPACES = {"top": ["fabric", "2 lira", "jewelry", "2 lira"],
          "bottom": ["spice", "1 lira", "fruit", "1 lira"]}


def post_office(game):
    # 우체국을 글자로 그립니다. [###]는 칸을 가린 우편물 말입니다.
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
# 게임판의 우체국 판에도 우편물 말이 보입니다.

# %%
show(game, highlight=[5])

# %% [markdown] en="fc25ca7b7b"
# ### 우체국의 순환
#
# 방문할 때마다 말이 하나씩 내려가다가, 한꺼번에 다시 올라갑니다. 게임 준비 상태(말이 모두 위)에서
# 시작하면 우체국은 방문마다 다음을 줍니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(5)
for visit in range(1, 7):
    shown = game.pieces()["post_office"]["yields"]
    goods = " + ".join(g for g, n in zip(("fabric", "spice", "fruit", "jewelry"),
                                       shown["goods"]) for _ in range(n))
    print(f"{visit}번째 방문: {goods} + {shown['lira']}리라")
    game.apply("post")
    game = at(5, post=game.pieces()["post_office"]["down"])

# %% [markdown] en="a3aa4cacb4"
# 네 번 방문하면 순환이 다시 시작됩니다. **향신료 + 과일 + 2 → 옷감 + 과일 + 2 →
# 옷감 + 과일 + 3 → 옷감 + 보석 + 3 → 처음으로**. 나보다 먼저 다녀간 사람이 많을수록 더 많이 받아,
# 최대 3리라와 보석까지 받습니다.

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("우편물 말 세 개(I, II, III열)가 내려가 있습니다. 빨강은 돈이 없습니다. 우체국의 행동을 한 뒤 "
     "빨강은 몇 리라를 가지고 있을까요?", at(5, seat=dict(lira=0),
                                                         post=[True, True, True, False]),
     ["2", "3", "4"], then=["post"], answer=lambda g: g.player(0).lira)

# %% [markdown] en="eea65c8afe"
# ## 6 · 카라반 숙소
#
# **보너스 카드 2장**을 받습니다. 한 장씩, 뒷면으로 쌓인 **획득 더미**에서 또는 앞면으로 쌓인
# **버림 더미**의 맨 위에서 받습니다. 그런 뒤 손에 든 카드 **1장을 버립니다**. 버림 더미에서 카드를
# 받을 수 있는 곳은 여기뿐입니다. 획득 더미가 떨어지면 버림 더미를 섞어 새 획득 더미를 만듭니다
# (한국어 규칙서).
#
# 버림 더미 맨 위에는 *5리라* 카드가 있고, 빨강은 *머무르기* 카드를 가지고 있습니다.

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
# **스스로 확인하기.** 획득 더미가 비면 어떻게 될까요?

# %%
# 모든 카드가 누군가의 손이나 버림 더미에 있습니다. 획득 더미는 비어 있습니다.
hands = {1: ["one-good"] * 4 + ["move-3-4"] * 4 + ["return-assistant"] * 2,
         2: ["five-lira"] * 3 + ["sultan-twice", "post-twice", "gemstone-twice"] * 2,
         3: ["small-market"] * 2 + ["stay", "family"]}
game_q = at(6, seats={seat: dict(cards=cards) for seat, cards in hands.items()},
            discard=["five-lira", "stay", "family"])
game_q.apply("caravansary")
print("획득 더미의 카드 수:", game_q.pieces()["draw_pile"])
Quiz("획득 더미가 비었고, 버림 더미에 카드 3장이 있습니다. 빨강이 획득 더미에서 카드를 1장 "
     "받습니다. 이제 획득 더미에는 카드가 몇 장 있을까요?", game_q, ["0", "2", "3"],
     then=["draw deck"], answer=lambda g: g.pieces()["draw_pile"])

# %% [markdown] en="266ce4d31a"
# ## 7 · 분수대
#
# 게임판에 있는 **내 조수를 원하는 만큼** 상인 탑으로 불러옵니다. 분수대에는 조수가 필요 없고,
# 아무에게도 돈을 주지 않습니다. 빨강의 조수는 1, 2, 9번 장소에 있고, 빨강은 그중 둘을 불러옵니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(7, seat=dict(assistants=[1, 2, 9]))
print("상인 탑에:", game.player(0).stack, "| 게임판에:", game.player(0).assistants)
do(game, "fountain 1 9")
print("상인 탑에:", game.player(0).stack, "| 게임판에:", game.player(0).assistants)

# %%
show(game, highlight=[2, 7])

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("빨강의 조수는 1, 2, 9번 장소에, 파랑의 조수는 3번 장소에 있습니다. 빨강이 불러올 수 있는 것은?",
     at(7, seat=dict(assistants=[1, 2, 9]), seats={1: dict(assistants=[3])}),
     [("1, 2, 9번의 조수들", "fountain 1 2 9"), ("3번의 조수", "fountain 3")])

# %% [markdown] en="77cb57e6dc"
# ## 8 · 암시장
#
# **옷감, 향신료, 과일 중 1개**를 받고, **보석**을 얻기 위해 **주사위 2개**를 굴립니다.
#
# | 합 | 2–6 | 7–8 | 9–10 | 11–12 |
# |---|---|---|---|---|
# | 보석 | 0 | 1 | 2 | 3 |
#
# 빨강의 수레는 상품마다 3개를 실을 수 있고, 주사위는 5와 6이 나올 것입니다.

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
# 상품은 수레의 최대치를 넘을 수 없습니다. 기본 수레(2개까지)로는 합이 11이어도 보석을 2개만
# 받습니다. 빨간 모스크 타일이 이 주사위를 도와줍니다. 노트북 04를 보세요.

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("빨강의 수레에는 상품마다 2개씩 실을 수 있고, 보석은 없습니다. 주사위는 3과 4가 나옵니다. "
     "암시장의 행동 뒤(빨강은 과일을 받습니다) 빨강의 보석은 몇 개일까요?",
     at(8, dice=[3, 4]), ["0", "1", "2"], then=["black-market", "take fruit"],
     answer=lambda g: g.player(0).goods["jewelry"])

# %% [markdown] en="9034488df6"
# ## 9 · 찻집
#
# **3부터 12까지**의 수 하나를 외치고 주사위 2개를 굴립니다. 합이 그 수 **이상**이면 그만큼의 리라를
# 받고, 아니면 **2리라**를 받습니다. 큰 수를 외치면 더 많이 받지만 더 자주 실패합니다.
# 빨강은 10을 외치고, 주사위는 2와 3이 나옵니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(9, seat=dict(lira=0), dice=[2, 3])
do(game, "tea 10")
status(game)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("빨강은 3리라를 가지고 찻집에 있습니다. 빨강이 외칠 수 있는 수는?",
     at(9, seat=dict(lira=3)), [("2", "tea 2"), ("3", "tea 3"), ("8", "tea 8"),
                                ("12", "tea 12"), ("13", "tea 13")])

# %% [markdown] en="cf2e7f9521"
# ## 10, 11 · 시장
#
# 시장마다 상품 5개가 그려진 **발주서 타일**이 보입니다. 그려진 상품 가운데 **1개 이상**을 팔고,
# **판 개수**에 따른 돈을 받습니다. 그런 뒤 그 타일은 더미의 맨 아래로 들어가고 다음 타일이 보입니다.
# 받는 돈은 장소 판에 인쇄되어 있습니다 **[printed]**.
#
# | 판 상품 수 | 1 | 2 | 3 | 4 | 5 |
# |---|---|---|---|---|---|
# | 소규모 시장 (11) | 2 | 5 | 9 | 14 | 20 |
# | 대규모 시장 (10) | 3 | 7 | 12 | 18 | 25 |
#
# **한국어 규칙서의 예시:** 소규모 시장의 타일에 옷감 1, 향신료 1, 과일 2, 보석 1이 그려져 있습니다.
# 빨강은 **옷감 1, 향신료 1, 과일 2를 팝니다. 상품 4개이므로 14리라**입니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(11, seat=dict(lira=0, capacity=3, goods=dict(fabric=1, spice=1, fruit=2)),
          small=[3, 0, 1, 2, 4])
print("발주서 타일 (옷감, 향신료, 과일, 보석):", game.pieces()["markets"][11])
status(game)
do(game, "sell fabric spice fruit fruit")
status(game)
print("다음 발주서 타일:", game.pieces()["markets"][11])

# %% [markdown] en="12906e68fb"
# **중국어 규칙서의 예시:** 타일에 옷감 1, 향신료 2, 과일 2가 그려져 있습니다. 빨강은
# **옷감 1과 과일 2를 팝니다. 상품 3개이므로 9리라**입니다. 타일에 없는 상품은 팔 수 없습니다.
# 빨강의 보석은 목록에 없습니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(11, seat=dict(lira=0, goods=dict(fabric=1, fruit=2, jewelry=1)),
          small=[1, 0, 2, 3, 4])
print("발주서 타일 (옷감, 향신료, 과일, 보석):", game.pieces()["markets"][11])
print("팔 수 있는 방법의 수:", len(game.legal_actions()) - 1)
do(game, "sell fabric fruit fruit")
status(game)

# %% [markdown] en="d4bf7e692a"
# **대규모 시장**은 귀한 상품에 더 많이 줍니다. 여기서는 타일에 옷감 1, 향신료 1, 보석 3이 그려져
# 있고, 빨강은 옷감 1과 보석 3을 팔아 상품 4개로 18리라를 받습니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(10, seat=dict(lira=0, capacity=3, goods=dict(fabric=2, jewelry=3)),
          large=[1, 0, 2, 3, 4])
print("발주서 타일 (옷감, 향신료, 과일, 보석):", game.pieces()["markets"][10])
do(game, "sell fabric jewelry jewelry jewelry")
status(game)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = at(11, seat=dict(lira=0, goods=dict(fruit=2)), small=[3, 0, 1, 2, 4])
print("발주서 타일 (옷감, 향신료, 과일, 보석):", game_q.pieces()["markets"][11])
Quiz("빨강이 소규모 시장에서 과일 2개를 팝니다. 빨강은 몇 리라를 받을까요?", game_q,
     ["4", "5", "7"], then=["sell fruit fruit"], answer=lambda g: g.player(0).lira)

# %% [markdown] en="3c23edae00"
# ## 12 · 감옥
#
# **내 가족**이 감옥에 있다면, 가족을 석방하여 **다른 아무 장소**로 보내고 그곳의 행동을 합니다.
# 아무 장소에는 분수대도 들어갑니다. 분수대라면 조수들을 불러옵니다. 가족은 그곳에서 **아무도 만나지
# 않습니다**. 돈을 주지도 않고, 다른 가족을 체포하지도 않고, 주지사나 밀수꾼을 만나지도 않습니다.
# 나중에 다른 플레이어가 그곳에서 내 가족을 체포할 수 있습니다.
#
# **한국어 규칙서의 예시:** 빨강은 가족을 **향신료 창고**로 보내 수레를 향신료로 채웁니다. 향신료 창고에는
# 파랑의 상인과 주지사가 있지만, 빨강은 파랑에게 돈을 주지 않고 주지사도 만나지 않습니다.

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
print("빨강의 가족 위치:", game.player(0).family, "| 파랑의 리라:",
      game.player(1).lira, "| 주지사 위치:", game.place_of("governor"))
choices(game)

# %% [markdown] en="4c3a3aff77"
# 이제 만나기는 빨강의 **상인**이 있는 감옥에서 일어나는데, 그곳에는 만날 사람이 없습니다.
# 빨강의 가족은 향신료 창고(3)에서 기다리며, 다른 상인들이 그곳에서 체포할 수 있습니다.

# %%
show(game, highlight=[3, 12])

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("빨강의 가족이 감옥에 있습니다. 빨강은 가족을 어디로 보낼 수 있을까요?",
     at(12, governor=2, smuggler=2),
     [("분수대 (7)", "police 7"), ("보석상 (16)", "police 16"),
      ("감옥에 그대로 (12)", "police 12")])

# %% [markdown] en="e7b55778f4"
# ## 13 · 술탄 궁전
#
# **가려지지 않은 모든 칸**에 그려진 상품을 바치고 **왼쪽 첫 루비**를 가져옵니다. 루비를 하나 가져갈
# 때마다 칸이 하나 더 드러나므로, 루비마다 상품이 하나씩 더 듭니다. 4명 게임에서는 첫 루비에 상품
# 4개(종류마다 1개), 마지막 루비에 10개가 듭니다 **[printed]**.
#
# **중국어 규칙서의 예시:** 루비 세 개가 이미 없습니다. 네 번째 루비에는 **보석 2, 옷감 2, 과일 1,
# 향신료 1, 그리고 아무 상품 1개**(상품 7개)가 듭니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(13, seat=dict(capacity=3, goods=dict(jewelry=2, fabric=2, spice=1, fruit=3)),
          sultan_left=4, seats={1: dict(rubies=3)})
need = game.pieces()["sultan"]["next"]
print("술탄이 원하는 것:", ", ".join(f"{n} {g}" for g, n in need["goods"].items()),
      f"그리고 아무 상품 {need['any']}개")
status(game)
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "sultan fruit")
status(game)
print("술탄 궁전에 남은 루비:", game.pieces()["sultan"]["rubies"])

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("4명 게임, 술탄 궁전의 첫 루비입니다. 빨강은 옷감, 향신료, 과일을 1개씩 가지고 있습니다. "
     "빨강이 할 수 있는 것은?", at(13, seat=dict(goods=dict(fabric=1, spice=1, fruit=1))),
     [("루비를 가져간다", "sultan"), ("행동을 건너뛴다", "skip")])

# %% [markdown] en="afcf9dabeb"
# ## 14, 15 · 모스크
#
# 모스크마다 **모스크 타일** 더미가 두 개 있습니다. 소형 모스크(14)에는 **빨간**(옷감) 타일과
# **초록**(향신료) 타일이, 대형 모스크(15)에는 **노란**(과일) 타일과 **파란**(보석) 타일이 있습니다.
# 더미 맨 위 타일에는 수 N이 적혀 있습니다. 그 타일을 가져가려면 해당 상품을 **N개 이상 가지고
# 있어야** 하고, 그중 **1개를 냅니다**. 플레이어마다 색깔별로 타일을 최대 1장씩 가져갈 수 있으며,
# 타일마다 계속 유지되는 능력이 있습니다(노트북 04).
#
# **한국어 규칙서의 예시:** 파란 타일 더미 맨 위에 3이 적혀 있습니다. 빨강은 보석 3개를 가지고 있으므로
# 1개를 내고 파란 타일을 가져갑니다. 그 능력으로 **다섯 번째 조수**가 곧바로 빨강의 상인 탑에 들어옵니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(15, seat=dict(capacity=3, goods=dict(jewelry=3)), seats={1: dict(tiles=["blue"])})
print("파란 타일 더미 (맨 위부터):", game.pieces()["mosques"][15]["tiles"]["blue"])
status(game)
print("상인 탑의 조수:", game.player(0).stack)
do(game, "tile blue")
status(game)
print("상인 탑의 조수:", game.player(0).stack)

# %% [markdown] en="d97eab4370"
# **한 모스크의 타일 두 장을 모두** 가진 플레이어는 그 모스크에서 곧바로 **루비 1개**를 가져옵니다
# (한 번만). 빨강은 이미 빨간 타일이 있고, 이제 초록 타일을 가져갑니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(14, seat=dict(tiles=["red"], goods=dict(spice=2)))
do(game, "tile green")
status(game)
print("소형 모스크에 남은 루비:", game.pieces()["mosques"][14]["rubies"])

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("파란 타일 더미 맨 위에 2가 적혀 있습니다. 빨강은 보석이 1개 있습니다. 대형 모스크에서 빨강이 할 수 있는 것은?",
     at(15, seat=dict(goods=dict(jewelry=1))),
     [("파란 타일을 가져간다", "tile blue"), ("행동을 건너뛴다", "skip")])

# %% [markdown] en="00802b7534"
# ## 16 · 보석상
#
# **가려지지 않은 가장 높은 가격**을 내고 왼쪽 첫 루비를 가져옵니다. 루비가 하나 팔릴 때마다 더 높은
# 가격이 드러납니다. 4명이나 5명 게임에서는 가격이 12부터 23까지입니다 **[printed]**.
#
# **규칙서의 예시**(한국어판과 중국어판): 가려지지 않은 가장 높은 수가 **15**이므로 루비 1개의 가격은
# 15리라입니다.

# %%
# NBVAL_CHECK_OUTPUT
game = at(16, seat=dict(lira=15), gem_left=9, seats={1: dict(rubies=3)})
print("가격:", game.pieces()["gemstone_dealer"]["price"])
status(game)
do(game, "gemstone")
status(game)
print("다음 루비의 가격:", game.pieces()["gemstone_dealer"]["price"])

# %% [markdown] en="050e9c3e0e"
# 보석상 판에는 남은 루비와 다음 가격이 보입니다.

# %%
show(game, highlight=[16])

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
Quiz("4명 게임에서 빨강이 보석상의 첫 루비를 삽니다. 다음 루비의 가격은? (답은 키트가 쓰는 "
     "그대로 'lira'로 적혀 있습니다)", at(16, seat=dict(lira=20)), ["12 lira", "13 lira", "15 lira"],
     then=["gemstone"], answer=lambda g: f"{g.pieces()['gemstone_dealer']['price']} lira")

# %% [markdown] en="aac0dd98c1"
# ## 배운 것
#
# | # | 장소 | 행동 |
# |---|---|---|
# | 1 | 수레 제작소 | 7리라 → 수레 확장 부품. 세 번째에는 루비도 |
# | 2–4 | 창고 | 상품 한 가지를 최대치까지 채움 |
# | 5 | 우체국 | 가려지지 않은 칸의 것을 받고 우편물 말을 내림 |
# | 6 | 카라반 숙소 | 카드 2장을 받고(획득 더미나 버림 더미), 1장을 버림 |
# | 7 | 분수대 | 조수들을 불러옴 |
# | 8 | 암시장 | 옷감/향신료/과일 1개 + 보석을 위한 주사위 |
# | 9 | 찻집 | 수를 외치고 굴려서, 그만큼 또는 2리라 |
# | 10, 11 | 시장 | 발주서 타일의 상품을 팖 |
# | 12 | 감옥 | 내 가족을 보내 다른 곳의 행동을 함 |
# | 13 | 술탄 궁전 | 상품 → 루비 |
# | 14, 15 | 모스크 | 상품 → 모스크 타일 (한 모스크의 두 장이면 + 루비) |
# | 16 | 보석상 | 리라 → 루비 |
#
# 다음: **[04 · Bonus cards and mosque tiles](../04_bonus_cards_and_mosque_tiles.ipynb)** (영어).
