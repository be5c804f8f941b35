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
# # 用 Jupyter 學伊斯坦堡：從這裡開始
#
# 這套教材用可以點選的圖片，教你玩桌遊《伊斯坦堡》（Rüdiger Dorn 設計）。
# 商人帶著一疊伙計穿梭在伊斯坦堡的市集裡；遊戲版面是由十六個地點排成的方格，
# 而**下一步能走到哪裡**，正是這個遊戲的核心。
#
# - **老師**：和全班一起一次執行一個儲存格，讓學生自己動手點選。
# - **學生**：點選版面上的一個地點，就能看到商人可以走到哪裡。
# - **遊戲設計者**：試試你自己的排列方式，並且測量它。

# %% [markdown] en="7f1ed8e7ac"
# **其他語言：** [English](../00_start_here.ipynb) ·
# [한국어（韓文）](../ko/00_start_here.ipynb)。教材裡所有的遊戲桌、圖片和訊息也能用德文顯示：
# `ist.set_language("de")`。

# %% [markdown] en="c15ba5e85a"
# ## 如何使用筆記本
#
# 1. 點一下灰色的程式碼儲存格，按 **Shift + Enter** 執行；結果會出現在儲存格下方。
# 2. 或是一次全部執行：選單 **Run ▸ Run All Cells**。
# 3. 儲存格裡出現版面時，你可以**點選版面上的地點**。
#
# 請依序執行下面的儲存格：先把教材的語言設為繁體中文，再載入教材，畫出第一局用的版面。

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

board = ist.Board("short-paths")
board

# %% [markdown] en="4803b739df"
# 每個地點板塊上都有**編號**（左上角）、名稱和一張小圖。地點和上、下、左、右相鄰的地點相連：
# 那就是商人行走的路線。
#
# 現在執行下一個儲存格，然後點選它顯示的版面上的一個地點：商人從那裡可以到達的地點會亮起來。
# （互動版面需要正在執行的核心：在 GitHub 或 nbviewer 上，或在執行儲存格之前，你看到的是一張靜態圖片；
# 要點選，請先執行儲存格。）

# %%
from istanbul_nb.widgets import MoveExplorer

MoveExplorer("short-paths")

# %% [markdown] en="77cde38490"
# ## 筆記本一覽
#
# 已經翻成繁體中文的筆記本用中文標題連結；還沒翻譯的，連到英文原版。
#
# | 筆記本 | 學習內容 |
# |---|---|
# | [00 · 從這裡開始](00_start_here.ipynb) | 這套教材和筆記本的用法 |
# | [01 · 版面與排列方式](01_board_and_layouts.ipynb) | 地點、排列方式、移動、短的與長的排列、路障 |
# | [02 · 一個回合的四個步驟](02_a_turn_in_four_phases.ipynb) | 移動、伙計、其他商人、行動 |
# | [03 · 十六個地點](03_the_sixteen_places.ipynb) | 每個地點的功能 |
# | [04 · 獎勵卡和清真寺板塊](04_bonus_cards_and_mosque_tiles.ipynb) | 改變規則的卡片和板塊 |
# | [05 · 遭遇與家庭成員](05_encounters_and_the_family.ipynb) | 官員、走私者、其他商人、家庭成員 |
# | [06 · 遊戲結束與兩人遊戲](06_end_of_game_and_two_players.ipynb) | 最後一輪、平手、兩人規則 |
# | [07 · 和電腦玩家對戰](07_play_against_bots.ipynb) | 和簡單的電腦玩家下完一整局 |
# | [08 · The simulation lab](../08_simulation_lab.ipynb)（英文） | 用許多固定種子的對局驗證想法 |
# | [09 · Mocha & Baksheesh](../09_mocha_and_baksheesh.ipynb)（英文） | 第一個擴充：咖啡、第 17–20 號地點、咖啡商、公會卡、酒館板塊 |
# | [10 · Letters & Seals](../10_letters_and_seals.ipynb)（英文） | 第二個擴充：信件與投遞、同伴、信差、第 21–24 號地點、連續移動 |
# | [11 · The Great Bazaar and the variants](../11_great_bazaar_and_variants.ipynb)（英文） | 5 × 5 的大市集、紅寶石補充、中立伙計、商隊領隊 |
# | [12 · Choose & Write（選擇與書寫）](12_choose_and_write.ipynb) | 1–5 人的選擇與書寫遊戲 |
# | [13 · Lab: the expansion boards as graphs](../13_lab_expansion_boards.ipynb)（英文） | 把擴充版面當成圖來研究 |
# | [14 · Lab: expansion games with bots](../14_lab_expansion_games.ipynb)（英文） | 用電腦玩家研究擴充對局 |
# | [15 · The AI lab](../15_ai_lab.ipynb)（英文） | 遊戲 AI 課程：電腦玩家、環境、學習、覆盤、競技場 |

# %% [markdown] en="e916795983"
# ## 數字從哪裡來
#
# 教材用到的每一項事實都附有一個標記，說明我們有多確定。標記照資料檔的寫法以英文顯示。
#
# | 標記 | 意思 |
# |---|---|
# | **seed** | 寫在本專案起步時所依據的某一份規則書中 |
# | **printed** | 印在遊戲配件上；有兩個以上的公開來源證實 |
# | **printed-1** | 印在遊戲配件上；只有一個公開來源 |
# | **inferred** | 由其他事實推得；附上理由 |
# | **reconstructed** | 找不到來源：本專案自己的選擇 |
#
# 筆記本顯示 *reconstructed*（重建）的內容時，一定會註明。如果你有這款遊戲，發現了錯誤，
# 只要改一個資料檔就能修正。

# %%
# NBVAL_CHECK_OUTPUT

for name in ist.layouts.names():
    layout = ist.layouts.load(name)
    print(f"{name:20} {layout.provenance}")

# %% [markdown] en="bc399a6a13"
# 下一步：打開 **[01 · 版面與排列方式](01_board_and_layouts.ipynb)**。
