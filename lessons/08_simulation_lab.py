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

# %% [markdown]
# # 08 · The simulation lab
#
# A class can argue for an hour about whether the first player has an advantage. Bots can play a
# thousand games in a few seconds and *measure* it. In this notebook bots answer four questions:
#
# 1. Is there a **first-player advantage**?
# 2. How **long** is a game?
# 3. Where do the **rubies** come from?
# 4. Are **short paths** faster than **long paths**?
#
# One warning before we start, and we will repeat it: **bots are not people.** A measurement
# tells us how *these bots* play; whether people play the same way is a second question.
#
# **Where to run it:** this lesson needs **matplotlib** for its plots, plays hundreds of games and
# starts worker processes, so it is best run on a real Python: JupyterLab (`make lab`) or
# Binder, not the browser-only (JupyterLite) site, where the games are slow and the pool of
# processes cannot start.

# %%
# In a browser-only JupyterLite site, first install the kit into the browser's Python.
import sys
if sys.platform == "emscripten":
    # %pip install -q istanbul_nb
    from istanbul_nb.widgets.offline import explain_missing_live_boards

    explain_missing_live_boards()  # offline, a live board says why in one sentence

# %%
import matplotlib.pyplot as plt

import istanbul_nb as ist
from istanbul_nb.bots import GreedyBot, RandomBot, simulate, weights_table, wilson
from istanbul_nb.bots.simulate import SOURCE_TITLES, SOURCES

# %% [markdown]
# ## 1 · The bots
#
# - **RandomBot** picks any legal action. With `eager=True` it never ends its turn early and
#   never skips an action: it is still random about *what* it does, but it does something.
#   A purely random player ends most turns at once, and a game then lasts about 300 rounds.
# - **GreedyBot** tries every way to finish its turn and picks the one that scores best. The
#   score is a table of points that a teacher can argue with:

# %%
# NBVAL_CHECK_OUTPUT
for row in weights_table():
    print(f"{row['term']:<29} {row['points']:>6.1f}  {row['meaning']}")

# %% [markdown]
# A bot can say *why* it chooses. Here is the greedy bot's first decision of a 4-player game:

# %%
game = ist.new_game(players=4, seed=8)
action, reason = GreedyBot(seed=1).explain(game)
print(reason)

# %% [markdown]
# ## 2 · Six hundred games
#
# Now we let bots play **600 four-player games**. The greedy bot needs about two seconds per
# game, too slow for hundreds in class, so the many-game questions use the eager random bots
# (about fifty games a second). Every game has its own seed, and the bots change seats
# from game to game, so each seat is played by every bot equally often. A progress bar shows
# while they play (on a page without a running kernel it stays at 0%).

# %%
random_games = simulate(RandomBot(seed=1, eager=True), 600, players=4, seed=2026)
print(random_games)

# %% [markdown]
# `simulate` returns a table with one row per player per game. Here are the first four rows
# (one game):

# %%
for row in random_games.rows[:4]:
    print({k: row[k] for k in ("game", "seat", "bot", "rubies", "lira", "rank", "winner",
                               "rounds", "from_sultan", "from_gemstone")})

# %% [markdown]
# **Faster on several cores.** The games do not depend on each other, so `simulate` can play
# them on a pool of worker processes: pass it as `executor=`. Every game's seed comes from
# `seed` and the game's number, and the rows come back in game order, so the table is exactly
# the one above, only sooner on a machine with several cores:

# %%
from concurrent.futures import ProcessPoolExecutor

with ProcessPoolExecutor(max_workers=4) as pool:
    pooled = simulate(RandomBot(seed=1, eager=True), 600, players=4, seed=2026, executor=pool)

# %%
# NBVAL_CHECK_OUTPUT
print("the same table as the serial run:", pooled.rows == random_games.rows)

# %% [markdown]
# A school's Dask cluster plays them on several machines with the same call:
# `simulate(..., executor=distributed.Client(...).get_executor())` (install it with
# `pip install 'istanbul_nb[dask]'`); see [docs/classroom.md](../docs/classroom.md).

# %% [markdown]
# ## 3 · Is there a first-player advantage?
#
# Seat 0 moves first. If seats did not matter, each would win 25% of the games. The black bars
# show a **95% confidence interval**: where the true rate probably lies, given only 600 games.

# %%
intervals = random_games.seat_intervals()
seats = sorted(intervals)
rates = [intervals[s][0] for s in seats]
low = [intervals[s][0] - intervals[s][1] for s in seats]
high = [intervals[s][2] - intervals[s][0] for s in seats]

fig, ax = plt.subplots(figsize=(6, 3.5))
ax.bar([f"seat {s}" + (" (first)" if s == 0 else "") for s in seats], rates,
       yerr=[low, high], capsize=6, color="#c8a24a")
ax.axhline(0.25, color="grey", linestyle="--", label="no advantage (25%)")
ax.set_ylabel("share of games won")
ax.set_title("600 games of eager random bots: wins by seat")
ax.legend()
plt.show()
for s in seats:
    rate, lo, hi = intervals[s]
    verdict = "more than" if lo > 0.25 else "less than" if hi < 0.25 else "as good as"
    print(f"seat {s}: {rate:.1%} (95% interval {lo:.1%} to {hi:.1%}): {verdict} a fair share")
widest = max(hi - lo for _, lo, hi in intervals.values())
print(f"each interval is at most ±{widest / 2:.1%} wide after {random_games.games} games")

# %% [markdown]
# **What it teaches.** An interval that covers the 25% line means these games show no
# advantage for that seat; an interval entirely above or below it is an effect these games can
# see. Moving first is not everything: later seats start with more lira (2, 3, 4, 5 for four
# players) and the last round is always completed, so everyone gets the same number of turns:
# the extra lira of the later seats weigh against the first move. Which seat leads in the run
# stored here, and does its interval leave the 25% line?
#
# **Its limits.** Random bots waste many turns and use lira badly, so what an extra lira or an
# early move is worth to them need not be what it is worth to a person. To test that, repeat
# with better bots, and expect to need many games: each interval here is still several
# percentage points wide (printed above).

# %% [markdown]
# ## 4 · How long is a game?
#
# A **round** is one turn for every player. The game ends when someone has 5 rubies and the
# round is complete.

# %%
rounds = random_games.column("rounds", seat=0)
fig, ax = plt.subplots(figsize=(6, 3.5))
ax.hist(rounds, bins=30, color="#5b8db8")
ax.set_xlabel("rounds")
ax.set_ylabel("games")
ax.set_title("Game length, 600 games of eager random bots")
plt.show()
print(f"mean {sum(rounds) / len(rounds):.1f} rounds, shortest {min(rounds)}, "
      f"longest {max(rounds)}")

# %% [markdown]
# **What it teaches.** Game lengths vary a lot even for the same kind of players: luck (dice,
# cards, who stands where) spreads them out, so one game says little; a histogram says more.
#
# **Its limits.** Random bots play far longer games than people (people plan). Let's measure a
# planning bot: 8 games of four greedy bots (about two seconds each, so only a few).

# %%
greedy_games = simulate(GreedyBot(seed=1), 8, players=4, seed=2026)
print(greedy_games)

# %% [markdown]
# Greedy games are about four times shorter. People play somewhere near the greedy bots, most
# likely: they plan further ahead than one turn, but they also make mistakes.
#
# ## 5 · Where do the rubies come from?
#
# Every ruby has a source: the **Wainwright** (the third cart extension), a **mosque** (both
# tiles of one mosque), the **Sultan's Palace** (goods) or the **Gemstone Dealer** (lira).

# %%
colours = {"wainwright": "#8c6d46", "mosque": "#4aa37a", "sultan": "#b84a4a",
           "gemstone": "#6a5acd"}
runs = {"eager random\n(600 games)": random_games, "greedy\n(8 games)": greedy_games}
fig, ax = plt.subplots(figsize=(6, 4))
bottom = [0.0] * len(runs)
for src in SOURCES:
    shares = []
    for res in runs.values():
        counts = res.ruby_sources()
        shares.append(counts[src] / sum(counts.values()))
    ax.bar(list(runs), shares, bottom=bottom, color=colours[src], label=SOURCE_TITLES[src])
    bottom = [b + s for b, s in zip(bottom, shares)]
ax.set_ylabel("share of all rubies taken")
ax.set_title("Where the rubies come from")
ax.legend(loc="upper left", bbox_to_anchor=(1, 1))
plt.show()
for name, res in runs.items():
    print(name.replace("\n", " "), res.ruby_sources())

# %% [markdown]
# **What it teaches.** The Gemstone Dealer is the biggest source for both kinds of bots: lira
# come from many places, so "save up and buy" is always open. The Sultan is next.
#
# **Its limits.** The greedy bot takes few rubies from the Wainwright and the mosques: both need
# several turns of preparation (three extensions for 21 lira; two tiles of one mosque), and a
# bot that looks one turn ahead gets there only because its table gives points for each step.
# With 10 points per cart extension instead of 25 it never built its cart at all, and lost most
# games against the 25-point bot. So this plot says as much about the bots' table as about the
# game: people plan for the Wainwright and the mosques on purpose.

# %% [markdown]
# ## 6 · Are short paths faster than long paths?
#
# The layout `short-paths` puts places that work together side by side; `long-paths` spreads
# them apart. We play the same bots on both (600 random games are already done on short paths;
# now 300 on long paths, and 8 greedy games on each).

# %%
random_long = simulate(RandomBot(seed=1, eager=True), 300, players=4, seed=2026,
                       layout="long-paths")
greedy_long = simulate(GreedyBot(seed=1), 8, players=4, seed=2026, layout="long-paths")

# %%
fig, axes = plt.subplots(1, 2, figsize=(9, 3.5))
pairs = (("eager random", random_games, random_long), ("greedy", greedy_games, greedy_long))
for ax, (name, short, long) in zip(axes, pairs):
    ax.boxplot([short.column("rounds", seat=0), long.column("rounds", seat=0)])
    ax.set_xticks([1, 2], ["short-paths", "long-paths"])
    ax.set_title(f"{name} bots")
    ax.set_ylabel("rounds")
plt.show()


# %% [markdown]
# Is a difference of means more than luck? With *n* games on each layout, a rough 95% interval
# for the difference is the difference ± 1.96 standard errors. If it does not cover 0, the
# games show a real difference (for these bots).

# %%
def mean_and_variance(xs):
    m = sum(xs) / len(xs)
    return m, sum((x - m) ** 2 for x in xs) / (len(xs) - 1)


for name, short, long in pairs:
    (ms, vs), (ml, vl) = (mean_and_variance(r.column("rounds", seat=0)) for r in (short, long))
    diff = ml - ms
    half = 1.96 * (vs / short.games + vl / long.games) ** 0.5
    verdict = "a real difference" if abs(diff) > half else "no difference these games can show"
    print(f"{name}: short {ms:.1f} rounds ({short.games} games), long {ml:.1f} rounds "
          f"({long.games} games); long - short = {diff:+.1f} ± {half:.1f}: {verdict}")

# %% [markdown]
# **What it teaches.** A random walker does not care where places are, so for random bots the
# layout makes almost no difference. The greedy bot only looks at what it can reach this turn
# (one or two steps away): on long paths the places that work together (a warehouse and a
# market, the markets and the Gemstone Dealer) are less often in reach at the same time, so a
# planner should need a little longer there. The interval says whether eight games per layout are
# enough to see it.
#
# **Its limits.** Eight greedy games per layout are few; the boxes overlap and a difference of a
# round could easily hide in the noise. People plan whole trips ("warehouse, then market, then
# Sultan"), and for them distances may matter more than for a bot that looks one turn ahead. A
# better experiment needs a bot that plans trips, or many more games.
#
# The whole notebook runs in about a minute on a small two-core machine (54 seconds measured
# on the project's test machine, December 2026; faster on a newer laptop); most of it is the
# 16 greedy games.

# %% [markdown]
# ## 7 · Your turn
#
# - Rerun the first-player question with greedy bots: `simulate(GreedyBot(seed=1), 40,
#   players=4)`. How wide are the intervals now?
# - Two players instead of four: does the advantage change?
# - Build your own greedy bot with other points and let it play the default one:
#   `simulate([GreedyBot(seed=1, weights={"cart extension": 10}, name="Mine"), GreedyBot(seed=2)],
#   20)`. Who wins? Where do the rubies come from now?
# - Pit bots against each other: `results = simulate([GreedyBot(seed=1), RandomBot(seed=2)],
#   50)`, then `results.win_rate_by_bot()`.
# - With pandas installed, `results.to_pandas()` turns the table into a DataFrame.
#
# Next: **[09 · Mocha & Baksheesh](09_mocha_and_baksheesh.ipynb)** — the first expansion.
