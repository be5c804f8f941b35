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

# %% [markdown] en="04ea2f8305"
# # 06 · 게임 종료와 2인 게임
#
# 누군가 **루비**를 충분히 모으면 게임이 끝납니다. 3–5명 게임에서는 **5개**, 2명 게임에서는 **6개**입니다.
# 하지만 게임이 곧바로 멈추지는 않습니다. 모두가 같은 횟수만큼 차례를 갖도록 **그 라운드를 마저
# 진행합니다**. 그런 뒤 루비가 가장 많은 플레이어가 이기고, 동점이면 리라, 상품, 카드로 승자를 정합니다.
#
# 이 노트북의 뒷부분은 **2인 게임**과 그 중립 상인에 관한 것입니다.

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


# %% [markdown] en="c711cc0121"
# ## 마지막 라운드
#
# 4명 게임입니다. **빨강**이 시작 플레이어이므로 순서는 빨강, 파랑, 초록, 노랑이고, **노랑**(시작
# 플레이어의 오른쪽 사람)이 언제나 라운드의 마지막 차례를 갖습니다.
#
# 파랑의 차례입니다. 파랑은 루비 4개와 20리라를 가지고 보석상에 서 있습니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=4, current=1, phase="action", turn=42, governor=2, smuggler=2,
                 gem_left=8,
                 seats={0: dict(rubies=2, lira=10, cards=["five-lira"]),
                        1: dict(merchant=16, assistants=[16], rubies=4, lira=20, cards=[]),
                        2: dict(rubies=1, cards=[]),
                        3: dict(rubies=2, lira=3, cards=["one-good"])})
for seat in range(4):
    status(game, seat)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "gemstone")
do(game, "end")

# %% [markdown] en="05dd8f20e5"
# 파랑이 루비 5개를 모았습니다. 그래도 게임은 끝나지 않습니다. 모두가 파랑만큼 차례를 갖도록 **초록과
# 노랑이 아직 차례를 진행합니다**. 시작 플레이어인 빨강은 다시 하지 않습니다.

# %%
# NBVAL_CHECK_OUTPUT
for action in ("move 3", "leave", "warehouse", "end",      # 초록
               "move 4", "leave", "warehouse", "end"):     # 노랑
    do(game, action)
print("단계:", game.phase)

# %% [markdown] en="e92e9f80ed"
# ### 마지막 카드
#
# 마지막 차례가 끝난 뒤에도 각 플레이어는 **리라**(*5리라*)나 **상품**(*원하는 상품 1개*)을 주는 보너스
# 카드를 낼 수 있습니다. 이제 루비를 얻을 수는 없지만, 동점을 깰 수는 있습니다. 빨강은 *5리라* 카드를,
# 노랑은 *원하는 상품 1개* 카드를 들고 있습니다.

# %%
# NBVAL_CHECK_OUTPUT
choices(game)
do(game, "play five-lira")
do(game, "done")
choices(game)
do(game, "play one-good fabric")
do(game, "done")
print("게임 종료:", game.is_over)

# %%
# NBVAL_CHECK_OUTPUT
for place, seat in enumerate(game.ranking(), start=1):
    print(place, end=". ")
    status(game, seat)
print("승자:", [game.player(s).name for s in game.winners()])


# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = ist.stage(players=4, current=1, phase="action", turn=42, governor=2, smuggler=2,
                   gem_left=8,
                   seats={0: dict(rubies=2, cards=[]), 2: dict(rubies=1, cards=[]),
                          1: dict(merchant=16, assistants=[16], rubies=4, lira=20, cards=[]),
                          3: dict(rubies=2, cards=[])})
Quiz("빨강이 시작 플레이어입니다. 파랑(두 번째 플레이어)이 다섯 번째 루비를 사고 차례를 "
     "끝냅니다. 다음은 누구의 차례일까요?", game_q, ["초록", "빨강", "아무도 없음: 게임이 끝났습니다"],
     then=["gemstone", "end"],
     answer=lambda g: "아무도 없음: 게임이 끝났습니다" if g.is_over else g.player(g.current).name)

# %% [markdown] en="c52c2098cc"
# ## 동점
#
# 루비가 가장 많은 플레이어가 이깁니다. 루비 수가 같으면, 규칙은 한 단계씩 더 살펴봅니다 **[seed]**.
#
# 1. **돈**(리라)이 더 많은 플레이어,
# 2. 그다음 수레에 **상품**이 더 많은 플레이어,
# 3. 그다음 손에 **보너스 카드**가 더 많이 남은 플레이어,
# 4. 그래도 같으면 **함께 승리**합니다.
#
# 아래 예시(3명 게임)는 모두 게임의 마지막 차례입니다. 마지막 플레이어인 초록이 차례를 끝내면 게임이
# 끝납니다. 빨강과 초록은 모두 루비 5개를 가지고 있습니다.

# %%
def last_turn(red, green):
    # 3명 게임의 마지막 차례를 초록이 끝냅니다. 빨강과 초록은 루비 5개, 파랑은 2개입니다.
    game = ist.stage(players=3, current=2, phase="encounter", governor=2, smuggler=2,
                     seats={0: dict(rubies=5, **red), 1: dict(rubies=2, cards=[]),
                            2: dict(rubies=5, **green)})
    game.apply("end")
    while not game.is_over:
        # 마지막 차례 뒤: 리라나 상품을 주는 카드를 든 사람은 그 카드를 내고, 그다음 "done"
        game.apply(game.legal_actions()[0].text)
    for seat in range(3):
        status(game, seat)
    print("승자:", " and ".join(game.player(s).name for s in game.winners()))


# %% [markdown] en="a8ebb33b8c"
# **1. 리라가 더 많을 때.** 빨강은 10리라, 초록은 8리라입니다.

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=10, cards=[]), green=dict(lira=8, cards=[]))

# %% [markdown] en="499277655b"
# **2. 리라가 같고, 상품이 더 많을 때.** 둘 다 8리라입니다. 빨강은 상품 3개, 초록은 4개를 싣고
# 있습니다.

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=8, cards=[], goods=dict(fabric=2, spice=1)),
          green=dict(lira=8, cards=[], goods=dict(fruit=2, jewelry=2)))

# %% [markdown] en="9cb269dc5d"
# **3. 리라와 상품이 같고, 카드가 더 많을 때.** 빨강은 보너스 카드 2장, 초록은 1장을 아직 들고
# 있습니다.

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=8, cards=["stay", "move-3-4"], goods=dict(fabric=1)),
          green=dict(lira=8, cards=["stay"], goods=dict(fruit=1)))

# %% [markdown] en="19295d82c9"
# **4. 모두 같을 때: 함께 승리.**

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=8, cards=["stay"], goods=dict(fabric=1)),
          green=dict(lira=8, cards=["stay"], goods=dict(fruit=1)))

# %% [markdown] en="265b34e0be"
# **5. 마지막 카드가 동점을 뒤집을 때.** 빨강은 10리라, 초록은 8리라입니다. 하지만 초록은 *5리라*
# 카드를 아직 들고 있어서, 마지막 차례 뒤에 그 카드를 냅니다. 13리라가 10리라를 이깁니다.

# %%
# NBVAL_CHECK_OUTPUT
last_turn(red=dict(lira=10, cards=[]), green=dict(lira=8, cards=["five-lira"]))

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = ist.stage(players=3, current=2, phase="encounter", governor=2, smuggler=2,
                   seats={0: dict(rubies=5, lira=8, cards=[], goods=dict(fabric=1)),
                          1: dict(rubies=2, cards=[]),
                          2: dict(rubies=5, lira=8, cards=["stay"], goods=dict(spice=1))})
Quiz("게임의 마지막 차례입니다. 빨강과 초록은 모두 루비 5개, 8리라, 상품 1개를 가지고 "
     "있습니다. 빨강은 보너스 카드가 없고, 초록은 제자리 머물기 카드를 들고 있습니다. "
     "초록이 차례를 끝냅니다. 누가 이길까요? (답은 키트가 쓰는 그대로 영어입니다. "
     "Red는 빨강, Green은 초록, and는 '그리고'입니다.)", game_q,
     ["Red", "Green", "Red and Green"], then=["end"],
     answer=lambda g: " and ".join(g.player(s).name for s in g.winners()))

# %% [markdown] en="a476b6ae01"
# ## 2인 게임
#
# 2명이 게임을 하면 규칙이 조금 달라집니다 **[seed]**.
#
# - 게임을 끝내려면 **루비 6개**가 필요합니다.
# - 모스크에서 상품 3개와 5개짜리 타일을 빼고(**2와 4**만 남습니다), 모스크마다 **루비 2개**(플레이어마다
#   1개)를 놓습니다.
# - 보석상에는 **루비 9개**를 놓고 가격은 **15리라**부터 시작합니다. 술탄 궁전에는 **루비 6개**를 놓고, 첫
#   루비에는 **상품 5개**가 듭니다.
# - 아무도 쓰지 않는 상인 말 세 개를 **중립 상인**으로 소형 모스크(14), 대형 모스크(15), 보석상(16)에
#   하나씩 놓습니다.
#
# 인원마다의 게임 준비를 게임에서 직접 읽어 보면 다음과 같습니다.

# %%
# NBVAL_CHECK_OUTPUT
print("   인원  모스크 타일      루비: 모스크  수레 제작소    술탄  보석상 (첫 가격)   합계")
for players in (2, 3, 4, 5):
    pieces = ist.new_game(players=players, seed=1).pieces()
    tiles = pieces["mosques"][14]["tiles"]["red"]
    mosque = pieces["mosques"][14]["rubies"]
    wain = pieces["wainwright"]["rubies"]
    sultan = pieces["sultan"]["rubies"]
    gem = pieces["gemstone_dealer"]
    total = 2 * mosque + wain + sultan + gem["rubies"]
    print(f"{players:7}  {str(tiles):14}  {mosque:13}  {wain:10}  {sultan:6}  "
          f"{gem['rubies']:3} ({gem['price']}리라)  {total:5}")

# %% [markdown] en="25d82697ce"
# 5명 게임에서는 상자에 든 루비 32개가 모두 쓰입니다(4 + 4 + 5 + 7 + 12). 이 합계는 우리가 직접 맞춰 본
# 것입니다 **[inferred]**. 인원별로 술탄 궁전의 첫 루비에 드는 상품 수는 다음과 같습니다.

# %%
# NBVAL_CHECK_OUTPUT
for players in (2, 3, 4, 5):
    need = ist.new_game(players=players, seed=1).pieces()["sultan"]["next"]
    print(players, "명 게임: 상품", sum(need["goods"].values()) + need["any"], "개")

# %% [markdown] en="f70a8439f0"
# ### 루비 6개
#
# 2명 게임에서는 루비 5개로는 모자랍니다. 파랑(라운드의 마지막 플레이어)이 루비 5개로 차례를 끝내면 게임은
# 그냥 이어집니다. 6개라면 끝납니다.

# %%
# NBVAL_CHECK_OUTPUT
for rubies in (5, 6):
    game = ist.stage(players=2, current=1, phase="encounter", governor=2, smuggler=2,
                     seats={0: dict(cards=[]), 1: dict(rubies=rubies, cards=[])})
    game.apply("end")
    print(f"파랑이 루비 {rubies}개로 라운드를 끝냄 -> 게임 종료: {game.is_over},",
          f"단계: {game.phase}")

# %% [markdown] en="a861707341"
# ### 중립 상인
#
# 게임을 시작할 때 중립 상인은 14, 15, 16번 장소에 있습니다.

# %%
game = ist.new_game(players=2, seed=1)
print("중립 상인 위치:", game.pieces()["neutral_merchants"])
show(game, highlight=game.pieces()["neutral_merchants"])

# %% [markdown] en="760d3a335d"
# 내 상인이 중립 상인이 있는 곳에 도착하면 **2리라를 내는데, 플레이어가 아니라 은행**(게임판 옆의 돈
# 무더기)에 냅니다. 그런 뒤 **주사위 2개를 굴려** 그 중립 상인을 합에 해당하는 장소로 옮깁니다. 돈을 낼 수
# 없거나 내기 싫으면, 다른 상인을 만났을 때처럼 차례가 끝납니다.
#
# 빨강이 향신료 창고(3)에서 소형 모스크(14)로 걸어갑니다. 주사위는 3과 6으로 정해져 있습니다.

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=2, seats={0: dict(merchant=3, lira=4, cards=[])}, dice=[3, 6])
status(game, 0)
status(game, 1)
do(game, "move 14")
do(game, "leave")
choices(game)

# %%
# NBVAL_CHECK_OUTPUT
do(game, "pay")
status(game, 0)
status(game, 1)
print("중립 상인 위치:", game.pieces()["neutral_merchants"])

# %% [markdown] en="42ef421d5a"
# 빨강은 2리라를 냈고, 파랑은 아무것도 받지 않았으며(돈은 은행으로 갔습니다), 중립 상인은 3 + 6 =
# **9**번 장소인 찻집으로 걸어갔습니다. 주지사처럼, 주사위로 옮긴 중립 상인은 2부터 12까지의 장소에만
# 갑니다. 중립 상인이 분수대(7)에 가면, 분수대에서는 아무에게도 돈을 주지 않으므로 그곳에서는 아무도 중립
# 상인에게 돈을 내지 않습니다.

# %%
show(game, highlight=game.pieces()['neutral_merchants'])

# %%
# NBVAL_CHECK_OUTPUT
game = ist.stage(players=2, neutrals=[7, 15, 16], seats={0: dict(merchant=11, cards=[])})
do(game, "move 7")
print("단계:", game.phase)

# %% [markdown] en="41bb9a07de"
# **스스로 확인하기.**

# %%
game_q = ist.stage(players=2, seats={0: dict(merchant=3, lira=4, cards=[])}, dice=[3, 6])
Quiz("2명 게임입니다. 빨강이 중립 상인이 있는 소형 모스크로 걸어가 2리라를 냅니다. "
     "그 뒤 파랑은 몇 리라를 가지고 있을까요?", game_q,
     [str(game_q.player(1).lira), str(game_q.player(1).lira + 2)],
     then=["move 14", "leave", "pay"], answer=lambda g: g.player(1).lira)

# %%
game_q = ist.stage(players=2, current=1, phase="encounter", governor=2, smuggler=2,
                   seats={0: dict(cards=[]), 1: dict(rubies=5, cards=[])})
Quiz("2명 게임입니다. 라운드의 마지막 플레이어인 파랑이 루비 5개로 차례를 끝냅니다. 게임이 "
     "끝났을까요? (답은 키트가 쓰는 그대로 영어입니다. yes는 예, no는 아니요입니다.)", game_q, ["yes", "no"], then=["end"],
     answer=lambda g: "yes" if g.is_over else "no")

# %% [markdown] en="36ab225f89"
# ## 배운 것
#
# - 루비 5개(2명 게임에서는 6개)를 처음 모은 플레이어가 나오면, **그 라운드가 끝난 뒤** 게임이 끝납니다.
#   모두가 같은 횟수만큼 차례를 갖습니다.
# - 마지막 차례 뒤에도 동점을 가리기 위해 *5리라*와 *원하는 상품 1개* 카드를 낼 수 있습니다.
# - 동점: 리라, 그다음 상품, 그다음 카드, 그래도 같으면 함께 승리합니다.
# - 2명 게임: 루비 6개, 더 적은 모스크 타일과 루비, 그리고 중립 상인 세 개. 중립 상인을 만나면 2리라를
#   (은행에) 내고, 중립 상인을 주사위 2개로 옮깁니다.
#
# 규칙 시리즈는 여기까지입니다. 처음으로 돌아가려면 **[00 · 여기서 시작하세요](00_start_here.ipynb)** 노트북을 여세요.
#
# 다음: **[07 · 봇과 대결하기](07_play_against_bots.ipynb)** — 실시간 게임 테이블에서 한 판 전체를 합니다.
