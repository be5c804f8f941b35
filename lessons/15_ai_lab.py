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
# # 15 · The AI lab: from a random bot to a search bot, and your own
#
# A lab for a games-AI class. Istanbul is a good game to teach search and learning on: four
# players, dice, hidden cards, and turns made of several decisions. In this notebook we
#
# 1. meet four bots, each with one more idea than the last (random, greedy, Monte Carlo, search),
# 2. measure them, with honest error bars,
# 3. drive the game through a **standard environment** (PettingZoo) with fixed action ids,
# 4. train a tiny policy and plot what it really learns,
# 5. ask the strong bot **"where did I go wrong?"** about a game,
# 6. let the class's own bots meet in an **arena**.
#
# **Where to run it:** on a real Python (JupyterLab with `make lab`, or Binder) with the kit's
# `[rl]` extra (`pip install "istanbul_nb[rl]"`: pettingzoo, gymnasium, numpy). The
# browser-only (JupyterLite) site is too slow for the bots and cannot start worker processes.
#
# **Budgets.** Every number below comes from a handful of games so that the notebook runs in
# about a minute; the kit's test run sets `ISTANBUL_NB_BUDGET=small` to make it smaller still.
# Raise `GAMES` and the think times for a class that has time: the conclusions get firmer, the
# intervals narrower.

# %%
# In a browser-only JupyterLite site, first install the kit into the browser's Python.
import sys
if sys.platform == "emscripten":
    # %pip install -q istanbul_nb
    from istanbul_nb.widgets.offline import explain_missing_live_boards

    explain_missing_live_boards()  # offline, a live board says why in one sentence

# %%
import os

import matplotlib.pyplot as plt
import numpy as np

import istanbul_nb as ist
from istanbul_nb import rl
from istanbul_nb.bots import (GreedyBot, MonteCarloBot, RandomBot, SearchBot, arena, simulate,
                              wilson)
from istanbul_nb.bots.simulate import bot_name

SMALL = os.environ.get("ISTANBUL_NB_BUDGET") == "small"   # the kit's fast test run
GAMES = 2 if SMALL else 4           # games per pairing in the comparisons
THINK = 0.05 if SMALL else 0.1      # seconds a decision for the search bot in this notebook

# %% [markdown]
# ## 1 · Four bots, four ideas
#
# | bot | the idea | what it costs |
# |---|---|---|
# | `RandomBot` | any legal action (`eager=True`: it never ends a turn early) | nothing |
# | `GreedyBot` | try every way to finish **this turn**, score the end with a table of points, take the best | a few hundred look-aheads a turn |
# | `MonteCarloBot` | for greedy's best few moves, **play the game on** a few times (random dice, cards dealt afresh) and compare | a second or so a decision |
# | `SearchBot` | greedy's few best moves played out many times on the **same** imagined deals and dice (paired playouts), the weaker half dropped round by round (sequential halving); `root="tree"` grows a tree of decisions instead (information-set Monte-Carlo tree search) | its think time |
#
# Each bot can say why it chose. Here is one position (turn 5 of a seeded 4-player game:
# where does the merchant go?) and the four answers:

# %%
game = ist.new_game(players=4, seed=15)
greedy = GreedyBot(seed=1)
while not (game.turn >= 5 and game.phase == "move"):   # greedy players play the first turns
    game.apply(greedy.choose(game))
game

# %%
bots = [RandomBot(seed=1, eager=True), GreedyBot(seed=1), MonteCarloBot(seed=1, playouts=4),
        SearchBot(seed=1, think_time=THINK)]
print(game.question())
for bot in bots:
    action, why = bot.explain(game)
    print(f"\n{type(bot).__name__}: {action}\n  {why}")

# %% [markdown]
# The search bot's `analyse` shows its whole view: every legal action's estimated **winning
# chance** (0 to 1) and how often the search tried it, and every seat's winning chance now.

# %%
analysis = SearchBot(seed=1, think_time=THINK).analyse(game)
print(f"{analysis.iterations} iterations; winning chances now:",
      ", ".join(f"seat {s} {c:.0%}" for s, c in enumerate(analysis.chances)))
best_first = sorted(analysis.values, key=lambda t: -analysis.values[t])
for text in best_first[:6]:
    print(f"  {text:<14} {analysis.values[text]:.1%}  ({analysis.visits[text]} visits)")

# %% [markdown]
# ## 2 · How strong is each? Measure, with error bars
#
# A win rate from a few games is a guess. `simulate` plays seeded games with the seats rotated
# and gives each win rate a **Wilson 95% interval**: the range the true rate is likely in. Each
# bot below plays heads-up (two players) against a greedy bot:

# %%
rows = []
for bot in bots:
    results = simulate([bot, GreedyBot(seed=2, name="opponent")], GAMES, players=2, seed=15,
                       progress=False)
    rate = results.win_rate_by_bot()[bot_name(bot)]
    low, high = wilson(rate * GAMES, GAMES)
    rows.append((type(bot).__name__, rate, low, high))
    print(f"{type(bot).__name__:<14} won {rate:.0%} of {GAMES} against greedy "
          f"(95% interval {low:.0%} to {high:.0%})")

# %%
fig, ax = plt.subplots(figsize=(7, 2.8))
names = [r[0] for r in rows]
ax.errorbar([r[1] for r in rows], names, xerr=[[r[1] - r[2] for r in rows],
                                               [r[3] - r[1] for r in rows]],
            fmt="o", capsize=4)
ax.axvline(0.5, color="grey", lw=0.8, ls="--")
ax.set(xlim=(0, 1), xlabel="share of heads-up games won against GreedyBot (95% interval)",
       title=f"{GAMES} games each: the intervals say how little that is")
fig.tight_layout()
plt.show()

# %% [markdown]
# With a handful of games the intervals overlap almost everywhere: **that is the lesson**. The
# kit's benchmark (`make bench-ai`, docs/search_bot.md) plays hundreds of games per figure; there
# the search bot's results against greedy and Monte Carlo are stated with their intervals.
#
# **Try:** set `GAMES = 40` and run the two cells again. Which intervals stop overlapping?

# %% [markdown]
# ## 3 · Istanbul as a standard environment
#
# Reinforcement-learning libraries expect a standard interface. `rl.make_env` gives a
# [PettingZoo](https://pettingzoo.farama.org) AEC environment: agents take turns, each sees an
# **observation** (numbers from its own point of view: other players' hands appear only as
# counts) and an **action mask** (which ids are allowed now).

# %%
env = rl.make_env(players=2, seed=1)
env.reset(seed=1)
obs, reward, terminated, truncated, info = env.last()
print(env.metadata["name"], "| agent to act:", env.agent_selection)
print("observation:", obs["observation"].shape, "numbers;",
      "actions:", env.action_space(env.agent_selection).n, "ids, of which",
      int(obs["action_mask"].sum()), "allowed now")

# %% [markdown]
# ### Stable action ids
#
# The same id means the same action in every game of a ruleset, so a policy can learn what
# "id 61" means. Each `verb first-word` pair has an id (`move 11`, `sell fabric`); a longer
# action continues with **tokens** (`+fruit`) and ends with `STOP` when it could go on:

# %%
for i in (0, env.action_id("move 11"), env.action_id("+fruit"), env.action_id("STOP")):
    print(f"id {i:>3} = {env.action_text(i)}")
print("sell fabric fruit fruit ->", env.action_ids("sell fabric fruit fruit"))

# %%
allowed = np.flatnonzero(obs["action_mask"])
print("allowed now:", ", ".join(f"{i} {env.action_text(int(i))}" for i in allowed))

# %% [markdown]
# The standard loop: every agent in turn reads `env.last()` and steps with an id from its mask.
# Here two random agents play a whole game:

# %%
rng = np.random.default_rng(0)
env.reset(seed=2)
steps = 0
for agent in env.agent_iter():
    obs, reward, terminated, truncated, info = env.last()
    if terminated or truncated:
        env.step(None)                       # PettingZoo's way to let a finished agent go
        continue
    env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    steps += 1
print(f"{steps} decisions; final rewards:", env.rewards if env.rewards else "(all agents done)")
print("winner(s):", env.game.winners())

# %% [markdown]
# ## 4 · A tiny policy, and what it really learns
#
# The simplest learner there is: a **linear policy** (one weight per observation number and
# action id, softmax over the allowed ids), trained by **imitation**: it watches greedy bots play
# and learns to pick the id greedy picked. Plain numpy, no deep-learning library.
#
# Why imitation and not reinforcement learning from wins? A random policy almost never wins a
# whole Istanbul game, so a learner rewarded only for winning gets no signal for a long time. For
# real reinforcement learning, `rl.make_gym_env` gives a Gymnasium environment (the other seats
# are kit bots) with an `action_masks()` method that sb3-contrib's `MaskablePPO` uses
# (`pip install sb3-contrib`; it brings PyTorch, which is why the kit does not install it).
#
# First the examples: every decision (and sub-decision) of greedy bots in a few 2-player games.

# %%
def greedy_examples(games, seed=0):
    env = rl.make_env(players=2)
    xs, masks, ys = [], [], []
    for g in range(games):
        env.reset(seed=seed + g)
        players = [GreedyBot(seed=seed + g), GreedyBot(seed=seed + g + 100)]
        while not env.game.is_over:
            action = players[env.game.to_act].choose(env.game)
            for i in env.action_ids(str(action)):
                o = env.observe(env.agent_selection)
                xs.append(o["observation"])
                masks.append(o["action_mask"].astype(bool))
                ys.append(i)
                env.step(i)
    return np.array(xs), np.array(masks), np.array(ys)


X, MASK, Y = greedy_examples(3 if SMALL else 8)
MEAN, SCALE = X.mean(axis=0), X.std(axis=0) + 1e-6
print(f"{len(Y)} examples of {X.shape[1]} numbers each")

# %% [markdown]
# Then the training: gradient descent on the cross-entropy, and after every few rounds a test
# that matters more than the fit: **games**, the policy playing seat 0 against an eager random
# bot and against a greedy bot (`rl.make_gym_env`).

# %%
def play(weights, opponent, games, seed=500):
    W, b = weights
    genv = rl.make_gym_env(seat=0, bots={1: opponent}, players=2, max_decisions=3000)
    won = 0.0
    for k in range(games):
        obs, _ = genv.reset(seed=seed + k)
        done = False
        while not done:
            z = ((obs["observation"] - MEAN) / SCALE) @ W + b
            z[~obs["action_mask"].astype(bool)] = -np.inf
            obs, reward, terminated, truncated, _ = genv.step(int(np.argmax(z)))
            done = terminated or truncated
        won += reward
    return won / games


Xs = (X - MEAN) / SCALE
W, b = np.zeros((X.shape[1], MASK.shape[1])), np.zeros(MASK.shape[1])
TEST = 4 if SMALL else 10                     # test games per point of the curve
CHECKS = (0, 2, 5, 10, 30) if SMALL else (0, 1, 2, 3, 5, 8, 12, 20, 30)
curve = []
for epoch in range(max(CHECKS) + 1):
    z = Xs @ W + b
    z[~MASK] = -np.inf
    p = np.exp(z - z.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    if epoch in CHECKS:
        curve.append((epoch, float((p.argmax(axis=1) == Y).mean()),
                      play((W, b), RandomBot(seed=epoch, eager=True), TEST),
                      play((W, b), GreedyBot(seed=epoch), TEST)))
    p[np.arange(len(Y)), Y] -= 1.0            # the gradient of the cross-entropy
    W -= 0.5 * Xs.T @ p / len(Y)
    b -= 0.5 * p.mean(axis=0)

# %%
fig, ax = plt.subplots(figsize=(7, 3.2))
ep = [c[0] for c in curve]
ax.plot(ep, [c[1] for c in curve], "o-", label="agrees with greedy (training examples)")
ax.plot(ep, [c[2] for c in curve], "s-", label=f"wins against eager random ({TEST} games)")
ax.plot(ep, [c[3] for c in curve], "^-", label=f"wins against greedy ({TEST} games)")
ax.set(xlabel="training rounds", ylabel="share", ylim=(-0.05, 1.05),
       title="A linear policy that imitates greedy")
ax.legend(loc="center right", fontsize=9)
fig.tight_layout()
plt.show()

# %% [markdown]
# Read the plot honestly. Before any training the policy already "agrees" with greedy about
# half the time: many decisions allow only one id (a sub-decision with one way on, a forced
# step). Agreement then climbs fast; that alone makes the
# policy stop playing like a random player (it stops ending turns at once, it sells and buys),
# which is enough to beat an eager random bot. Against greedy itself it wins little or
# nothing: a copy that agrees nine times in ten is not the original, and a linear function of the
# observation cannot do greedy's look-ahead. Few test games make each point a coarse guess, too.
#
# **Try:** train on more games (`greedy_examples(20)`), or imitate the search bot instead of
# greedy. Does the win rate against greedy move?

# %% [markdown]
# ## 5 · "Where did I go wrong?" — the review
#
# After a game the search bot can score every decision of one seat: how much of a winning
# chance each choice gave away. Here seat 0 is a random bot against greedy bots, so there is
# something to find. `ist.review` replays the game and asks the analyser at each of seat 0's
# decisions. The quick `GreedyAnalyser` looks one turn ahead and takes seconds; the search bot
# (the default, `ist.review(game, seat=0)`) looks further and takes about a minute.

# %%
from istanbul_nb.game_review import GreedyAnalyser

played = ist.new_game(players=3, seed=8)
seats = [RandomBot(seed=8, eager=True), GreedyBot(seed=9), GreedyBot(seed=10)]
while not played.is_over:
    played.apply(seats[played.to_act].choose(played))
analyser = GreedyAnalyser() if SMALL else SearchBot(seed=0, think_time=0.05)
result = ist.review(played, seat=0, analyser=analyser, progress=False)
result

# %% [markdown]
# Labels follow the chess servers: a drop of 0.1 in a two-player game's winning chance is an
# inaccuracy, 0.2 a mistake, 0.3 a blunder, scaled by `2 / players` (a fair share of the win is
# smaller with more players). The three costliest decisions come with the better choice and a
# reason built from the evaluation. The board at the costliest moment:

# %%
worst = result.costliest(1)[0]
print(worst)
result.position(worst)

# %% [markdown]
# ## 6 · The arena: the class's bots meet
#
# Write a bot: a class with `choose(game)` (one of `game.legal_actions()`) and `explain(game)`
# (the same choice with a reason). `SeededBot` gives a name, a seed and a private random stream.
# This one is greedy, except that it always goes for a ruby when one is on offer:

# %%
from istanbul_nb.bots import SeededBot


class RubyHunter(SeededBot):
    name = "ruby hunter"

    def __init__(self, seed=0, name=None):
        super().__init__(seed, name)
        self.greedy = GreedyBot(seed=seed)

    def explain(self, game):
        for action in game.legal_actions():
            if action.verb in ("gemstone", "sultan", "wainwright", "mosque"):
                return action, "a ruby or a step to one is on offer: take it"
        return self.greedy.explain(game)


class Butterfingers(SeededBot):
    name = "butterfingers"       # a bot with a bug: it raises now and then

    def explain(self, game):
        if self.rng.random() < 0.01:
            raise RuntimeError("oops")
        return self.rng.choice(game.legal_actions()), "a guess"

# %% [markdown]
# `arena` plays every pair, seats rotated, seeds fixed (the same call gives the same table). A bot
# that raises, runs out of time or plays an illegal action loses that game, with the reason
# recorded; the arena goes on. The rating is Bradley–Terry on the Elo scale (1500 the mean).
# With `executor=` the games run on a process pool, or on a school's Dask cluster
# (`client.get_executor()`; README).

# %%
class_bots = [GreedyBot(seed=1), RubyHunter(seed=1), RandomBot(seed=1, eager=True),
              Butterfingers(seed=1)]
table = arena(class_bots, games=GAMES, players=2, seed=15, progress=False)
table

# %%
for failure in table.failures()[:3]:
    print(f"game {failure['game']} ({' vs '.join(failure['seats'])}): {failure['failure']}")
table.plot();

# %% [markdown]
# **Try:** add `SearchBot(seed=1, think_time=0.1)` to `class_bots`, or write a bot of your own
# and run the arena on two processes:
#
# ```python
# from concurrent.futures import ProcessPoolExecutor
# with ProcessPoolExecutor(2) as pool:
#     arena(class_bots, games=20, executor=pool)
# ```
#
# Previous: [14 · Lab: expansion games with bots](14_lab_expansion_games.ipynb)
