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

# %% [markdown] en="b55d66a364"
# # 주피터로 배우는 이스탄불: 여기서 시작하세요
#
# 이 키트는 보드게임 *이스탄불*(뤼디거 도른)을 클릭할 수 있는 그림으로 가르칩니다.
# 상인은 조수 더미를 데리고 이스탄불 시장을 돌아다닙니다. 게임판은 열여섯 장소가 놓인 격자이며,
# **다음에 어디로 갈 수 있는가**가 이 게임의 핵심입니다.
#
# - **선생님**: 반 학생들과 함께 셀을 하나씩 실행하고, 학생들이 직접 클릭하게 하세요.
# - **학습자**: 게임판의 장소를 클릭하면 상인이 갈 수 있는 곳이 보입니다.
# - **게임 디자이너**: 나만의 배치를 만들어 보고 측정해 보세요.

# %% [markdown] en="7f1ed8e7ac"
# **다른 언어로 보기:** [English](../00_start_here.ipynb) ·
# [繁體中文 (중국어 번체)](../zh-Hant/00_start_here.ipynb). 키트의 모든 게임 테이블, 그림, 메시지는
# 독일어로도 볼 수 있습니다: `ist.set_language("de")`.

# %% [markdown] en="c15ba5e85a"
# ## 노트북 사용법
#
# 1. 회색 코드 셀을 클릭하고 **Shift + Enter**를 누르면 실행됩니다. 결과는 셀 바로 아래에 나타납니다.
# 2. 한꺼번에 실행하려면 메뉴에서 **Run ▸ Run All Cells**를 고르세요.
# 3. 셀에 게임판이 나타나면 게임판의 **장소를 클릭**할 수 있습니다.
#
# 아래 셀들을 차례로 실행해 보세요. 키트의 언어를 한국어로 정한 다음, 키트를 불러와
# 첫 게임용 게임판을 그립니다.

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

board = ist.Board("short-paths")
board

# %% [markdown] en="4803b739df"
# 각 타일에는 **번호**(왼쪽 위), 이름, 작은 그림이 있습니다. 장소는 위, 아래, 왼쪽, 오른쪽의 이웃
# 장소와 이어져 있습니다. 그 길이 바로 상인이 걸어가는 길입니다.
#
# 이제 다음 셀을 실행하고, 나타나는 게임판에서 장소 하나를 클릭하세요. 상인이 그곳에서 갈 수 있는
# 장소들이 밝게 표시됩니다. (실시간 게임판은 실행 중인 커널이 있어야 움직입니다. GitHub나
# nbviewer에서, 또는 셀을 실행하기 전에는 멈춘 그림이 보입니다. 클릭하려면 셀을 실행하세요.)

# %%
from istanbul_nb.widgets import MoveExplorer

MoveExplorer("short-paths")

# %% [markdown] en="77cde38490"
# ## 노트북 목록
#
# 한국어로 옮긴 노트북은 한국어 제목으로, 아직 옮기지 않은 노트북은 영어 원본으로 연결됩니다.
#
# | 노트북 | 배우는 내용 |
# |---|---|
# | [00 · 여기서 시작하세요](00_start_here.ipynb) | 이 키트와 노트북 사용법 |
# | [01 · 게임판과 배치](01_board_and_layouts.ipynb) | 장소, 배치, 이동, 가까운 길 배치와 먼 길 배치, 장벽 |
# | [02 · 네 단계로 이루어진 한 차례](02_a_turn_in_four_phases.ipynb) | 이동, 조수, 다른 상인, 행동 |
# | [03 · 열여섯 장소](03_the_sixteen_places.ipynb) | 모든 장소가 하는 일 |
# | [04 · Bonus cards and mosque tiles](../04_bonus_cards_and_mosque_tiles.ipynb) (영어) | 규칙을 바꾸는 카드와 타일 |
# | [05 · Encounters and the family](../05_encounters_and_the_family.ipynb) (영어) | 주지사, 밀수꾼, 다른 상인, 가족 |
# | [06 · End of game and two players](../06_end_of_game_and_two_players.ipynb) (영어) | 마지막 라운드, 동점, 2인 규칙 |
# | [07 · Play against bots](../07_play_against_bots.ipynb) (영어) | 간단한 봇을 상대로 한 판 전체 |
# | [08 · The simulation lab](../08_simulation_lab.ipynb) (영어) | 시드를 정한 여러 게임으로 아이디어 검증하기 |
# | [09 · Mocha & Baksheesh](../09_mocha_and_baksheesh.ipynb) (영어) | 첫 번째 확장(모카 커피): 커피, 17–20번 장소, 커피 상인, 길드 카드, 여관 타일 |
# | [10 · Letters & Seals](../10_letters_and_seals.ipynb) (영어) | 두 번째 확장(우편 사업): 편지와 배달, 동업자, 집배원, 21–24번 장소, 더블 이동 |
# | [11 · The Great Bazaar and the variants](../11_great_bazaar_and_variants.ipynb) (영어) | 두 확장을 합친 5 × 5 초거대 시장, 루비 보충, 중립 조수, 카라반 대장 |
# | [12 · Choose & Write](../12_choose_and_write.ipynb) (영어) | 1–5인이 함께하는 골라 쓰기 게임 |
# | [13 · Lab: the expansion boards as graphs](../13_lab_expansion_boards.ipynb) (영어) | 확장 게임판을 그래프로 연구하기 |
# | [14 · Lab: expansion games with bots](../14_lab_expansion_games.ipynb) (영어) | 봇으로 확장 게임 연구하기 |
# | [15 · The AI lab](../15_ai_lab.ipynb) (영어) | 게임 AI 수업용: 봇, 환경, 학습, 복기, 대결장 |

# %% [markdown] en="e916795983"
# ## 숫자의 출처
#
# 키트가 쓰는 모든 사실에는 얼마나 확실한지를 알려 주는 표시가 붙어 있습니다. 표시는 데이터 파일에
# 적힌 그대로 영어로 나옵니다.
#
# | 표시 | 뜻 |
# |---|---|
# | **seed** | 프로젝트가 출발점으로 삼은 규칙서 가운데 하나에 적혀 있음 |
# | **printed** | 구성물에 인쇄되어 있음. 공개 자료 둘 이상으로 확인함 |
# | **printed-1** | 구성물에 인쇄되어 있음. 공개 자료 하나로만 확인함 |
# | **inferred** | 다른 사실에서 이끌어 냄. 그 이유를 함께 적음 |
# | **reconstructed** | 출처를 찾지 못함. 이 프로젝트가 정한 값 |
#
# 노트북이 *reconstructed*(재구성) 값을 보여 줄 때는 반드시 그렇다고 밝힙니다. 게임 상자를 가지고
# 있는데 틀린 곳을 발견했다면 데이터 파일 하나만 고치면 됩니다.

# %%
# NBVAL_CHECK_OUTPUT

for name in ist.layouts.names():
    layout = ist.layouts.load(name)
    print(f"{name:20} {layout.provenance}")

# %% [markdown] en="bc399a6a13"
# 다음: **[01 · 게임판과 배치](01_board_and_layouts.ipynb)**를 여세요.
