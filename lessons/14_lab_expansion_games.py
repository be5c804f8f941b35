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
# # 14 · Lab: expansion games with bots
#
# A lab, not a rules lesson: the simulation and bot studies that once sat inside lessons 10–12. Every finding here is a **study of bots** (random or greedy players with fixed seeds), not a rule and not advice for people; each part starts with a cell that loads its lesson's helpers, and each ends with a **Try:**.

# %%
# In a browser-only JupyterLite site, first install the kit into the browser's Python.
import sys
if sys.platform == "emscripten":
    # %pip install -q istanbul_nb
    from istanbul_nb.widgets.offline import explain_missing_live_boards

    explain_missing_live_boards()  # offline, a live board says why in one sentence

# %% [markdown]
# ## 1 · When does the double move pay off?
#
# *From [lesson 10 (Letters & Seals)](10_letters_and_seals.ipynb): a study of bots playing the game of lesson 10.*
#
# Three seals buy a turn; six buy a ruby at the Secret Society. A small seeded simulation: two
# eager random bots (notebook 08) play 2-player Letters games; they choose at random, except
# at the end of a turn. One **never** takes a double move; the other takes it **whenever** it
# can, or in a second run only **with seals to spare**: at least 9, so that 6 remain for the
# Society. 60 games each, the seats taking turns to start:

# %%
# Lesson 10's imports and helpers, so this part runs on its own.
LETTERS = ("letters",)

# %%
from istanbul_nb.bots import RandomBot, simulate


class DoubleRule(RandomBot):
    # An eager random bot with one rule: take a double move when it holds at least
    # `spare` + 3 seals (spare=0: whenever it can; spare=99: never).
    def __init__(self, seed=0, eager=True, name=None, spare=0):
        super().__init__(seed, eager=True, name=name)
        self.spare = spare

    def settings(self):
        return {"spare": self.spare}

    def choose(self, game):
        acts = game.legal_actions()
        doubles = [a for a in acts if a.text.startswith("double")]
        if doubles and game.player(game.to_act).seals >= self.spare + 3:
            return doubles[0]
        rest = [a for a in acts if not a.text.startswith("double")]
        busy = [a for a in rest if a.kind != "end" and a.text != "skip"] or rest
        return busy[int(self.rng.random() * len(busy))]


never = DoubleRule(seed=2, spare=99, name="never doubles")
for spare, name in ((0, "doubles whenever it can"), (6, "doubles with 9 seals or more")):
    results = simulate([DoubleRule(seed=1, spare=spare, name=name), never], 60, seed=7,
                       expansions=LETTERS, progress=False)
    rates = results.win_rate_by_bot()
    print(f"{name:28} wins {rates[name]:4.0%} | never doubles wins {rates['never doubles']:4.0%}")

# %% [markdown]
# In these games between random bots, spending seals on turns as soon as possible lost most
# games: a finding of this simulation, not a rule and not proven strategy. The seals would have
# bought rubies at the Secret Society. With seals to spare beyond the Society's 6, the double move
# costs nothing a ruby needs. For these random players a turn is worth little; for a player
# whose next turn takes a ruby it is worth much more. The greedy bots weigh exactly that: an
# extra turn against the seals it costs (`weights_table(expansions=("letters",))`).

# %% [markdown]
# **Try:** Change the spare seals. From how many seals does a double move stop costing the bots games?

# %% [markdown]
# ## 2 · Do neutral assistants loosen the assistant puzzle? A simulation
#
# *From [lesson 11 (the Great Bazaar)](11_great_bazaar_and_variants.ipynb): a study of bots playing the game of lesson 11.*
#
# A small simulation model asks how much the variant helps: whatever it finds is a
# **simulation finding**, not a rule.
#
# Every place but the Fountain needs an assistant: left there, or taken back from there. With
# an empty stack a merchant is **tied**: it can act only where its own assistants stand, or at
# the Fountain. A neutral assistant on the board is one more place where *anybody* can act
# without spending one. How much does that help? `analysis.assistant_walk` is a small model of
# the stacks alone: merchants start on the Fountain with 4 assistants and walk the board at
# random for 30 rounds, and we count the turns on which a merchant arrives with **no assistant
# to leave or take**: it is *stuck*, its turn ends without an action. The model leaves out
# lira, goods and every action (the 5th assistant, the yellow mosque tile, bonus cards), and its
# merchants do not plan; 40 seeds for each count of players:

# %%
# Lesson 11's imports and helpers, so this part runs on its own.
import matplotlib.pyplot as plt
import istanbul_nb as ist
from istanbul_nb import analysis
LAYOUT = "great-bazaar-first-game"
board = ist.Board(LAYOUT)


# %%
# NBVAL_CHECK_OUTPUT
def rates(players, neutral, careful):
    walks = [analysis.assistant_walk(board, players, rounds=30, seed=seed, neutral=neutral,
                                     careful=careful) for seed in range(40)]
    turns = sum(w.turns for w in walks)
    return (sum(w.stuck for w in walks) / turns, sum(w.tied for w in walks) / turns,
            sum(w.neutral_taken for w in walks) / len(walks))


PLAYERS = (2, 3, 4, 5)
walk = {(n, neutral, careful): rates(n, neutral, careful)
        for n in PLAYERS for neutral in (False, True) for careful in (False, True)}
print("merchants walking at random: stuck turns")
for n in PLAYERS:
    (without, _, _), (with_, _, taken) = walk[(n, False, False)], walk[(n, True, False)]
    print(f"  {n} players: {without:5.1%} without, {with_:5.1%} with neutral assistants "
          f"({taken:4.1f} neutral ones taken per game)")

# %% [markdown]
# With 2 players there are only 2 neutral assistants, and they hardly matter. With 4 or 5 the
# board holds 4 or 5 of them, passed from stack to stack, and a random walker gets stuck on a
# quarter of its turns instead of well over a third.
#
# Real players do not walk at random: with an empty stack they head for the Fountain or one of
# their assistants. The same model with such *careful* merchants, and how often they are
# *tied* (their stack empty, their choice of places narrow):

# %%
# NBVAL_CHECK_OUTPUT
print("careful merchants: stuck turns | tied turns")
for n in PLAYERS:
    (s0, t0, _), (s1, t1, _) = walk[(n, False, True)], walk[(n, True, True)]
    print(f"  {n} players: {s0:4.1%} -> {s1:4.1%} | {t0:5.1%} -> {t1:5.1%} with neutral assistants")

# %%
fig, axes = plt.subplots(1, 2, figsize=(9, 3.2), sharex=True)
for ax, careful, column, what in ((axes[0], False, 0, "stuck, walking at random"),
                                  (axes[1], True, 1, "tied (empty stack), careful")):
    for neutral, colour in ((False, "tab:grey"), (True, "tab:green")):
        ax.plot(PLAYERS, [walk[(n, neutral, careful)][column] * 100 for n in PLAYERS], "o-",
                color=colour, label="neutral assistants" if neutral else "base rules")
    ax.set_title(f"share of turns {what}", fontsize=10)
    ax.set_xlabel("players")
    ax.set_xticks(PLAYERS)
    ax.set_ylabel("% of turns")
    ax.set_ylim(bottom=0)
axes[0].legend(fontsize=8)
fig.tight_layout()
plt.show()

# %% [markdown]
# Careful merchants are stuck on about 1 % of their turns either way, and tied on about a fifth
# of them; the neutral assistants change that by a point or two at most, within the noise of
# 40 games. In this model (a simulation finding, not a rule) the variant forgives the
# **unplanned** trip (the random walker) far more than it helps a planned one, and the more
# players, the more it forgives: that is how it loosens the puzzle. A player who plans can count
# on it less than the walker suggests.

# %% [markdown]
# **Try:** Run the walk with 3 assistants. Does the variant matter more when stacks are short?

# %% [markdown]
# ## 3 · Every configuration in seeded bot games
#
# *From [lesson 11 (the Great Bazaar)](11_great_bazaar_and_variants.ipynb): a study of bots playing the game of lesson 11.*
#
# How do the expansions and the variants change a game? The simulation lab of notebook 08
# answers with many seeded games: `simulate` with a `make` function that builds each game
# (`ist.new_game` with the expansions and variants of the configuration). The Great Bazaar
# draws a new random 5 × 5 board from each game's seed, as the rule book lays it out; the
# others play on their usual boards
# (`short-paths`, and each expansion's first-game board). Three **eager random bots**
# (notebook 08) play **30 games** of each configuration, the seats taking turns to start. The
# greedy bots would tell more about real play, but they need several seconds for every game
# of these configurations (up to 15 on a busy machine), so random bots it is; and random bots play far longer games than
# people: compare the configurations with each other, not with your own games.

# %%
# Lesson 11's imports and helpers, so this part runs on its own.
# Lesson 11's imports and helpers, so this part runs on its own.
import statistics
import matplotlib.pyplot as plt
import istanbul_nb as ist
from IPython.display import SVG, Markdown, display
BOTH = ("mocha", "letters")


# %%
from istanbul_nb.bots import RandomBot, simulate
from istanbul_nb.bots.simulate import SOURCE_TITLES

GB = ("great_bazaar",)
CONFIGS = {
    "base": ((), ()),
    "Mocha": (("mocha",), ()),
    "Letters": (("letters",), ()),
    "Great Bazaar": (BOTH, GB),
    "base + neutral assistants": ((), ("neutral_assistants",)),
    "base + caravan leader": ((), ("caravan_leader",)),
    "Great Bazaar + both variants": (BOTH, GB + ("neutral_assistants", "caravan_leader")),
}
GAMES = 30


def maker(expansions, variants):
    # make(players, seed) for simulate: a new game of one configuration.
    def make(players, seed):
        return ist.new_game(players=players, seed=seed, expansions=expansions,
                            variants=variants)
    return make


runs = {}
for name, (expansions, variants) in CONFIGS.items():
    bots = [RandomBot(seed=seat, eager=True, name=f"random {seat}") for seat in range(3)]
    runs[name] = simulate(bots, GAMES, seed=11, make=maker(expansions, variants),
                          progress=False)

# %% [markdown]
# The table: the mean length in rounds (with the 95 % interval of that mean), each seat's share
# of the wins with its 95 % interval (Wilson, notebook 08), and where the rubies came from. A
# ruby the Secret Society (24) buys comes from the Sultan's Palace, the Gemstone Dealer or (Great
# Bazaar) the Coffee House, and counts there.

# %%
rows = ["| configuration | rounds (95 % interval) | seat 0 (first) | seat 1 | seat 2 "
        "| rubies from |", "|---|---|---|---|---|---|"]
for name, res in runs.items():
    rounds = res.column("rounds", seat=0)
    half = 1.96 * statistics.stdev(rounds) / len(rounds) ** 0.5
    wins = [f"{rate:.0%} ({low:.0%}–{high:.0%})"
            for _, (rate, low, high) in sorted(res.seat_intervals().items())]
    sources = res.ruby_sources()
    total = sum(sources.values())
    shares = ", ".join(f"{SOURCE_TITLES.get(k, k)} {v / total:.0%}"
                       for k, v in sorted(sources.items(), key=lambda kv: -kv[1]) if v)
    rows.append(f"| {name} | {res.mean_rounds():.0f} (±{half:.0f}) | {' | '.join(wins)} | "
                f"{shares} |")
Markdown("\n".join(rows))

# %% [markdown]
# The same in pictures: the length of every game (a dot per game, the bar at the mean), and the
# rubies' sources as shares.

# %%
names = list(runs)
fig, axes = plt.subplots(1, 2, figsize=(11, 4.8))
for i, n in enumerate(names):
    lengths_n = runs[n].column("rounds", seat=0)
    jitter = [i + 0.25 * ((k * 7) % 11 / 10 - 0.5) for k in range(len(lengths_n))]
    axes[0].plot(lengths_n, jitter, ".", color="#5b8db8", alpha=0.6)
    axes[0].plot([runs[n].mean_rounds()] * 2, [i - 0.3, i + 0.3], color="black")
axes[0].set_yticks(range(len(names)), names, fontsize=9)
axes[0].invert_yaxis()
axes[0].set_xlabel("rounds per game")
axes[0].set_title(f"game length, {GAMES} games each", fontsize=10)
colours = {"wainwright": "#8c6d46", "mosque": "#4aa37a", "sultan": "#b84a4a",
           "gemstone": "#6a5acd", "coffee_house": "#7b4a2a"}
left = [0.0] * len(names)
for source, colour in colours.items():
    counts = [runs[n].ruby_sources().get(source, 0) for n in names]
    shares = [c / sum(runs[n].ruby_sources().values()) for c, n in zip(counts, names)]
    axes[1].barh(names, shares, left=left, color=colour, label=SOURCE_TITLES[source])
    left = [a + b for a, b in zip(left, shares)]
axes[1].invert_yaxis()
axes[1].set_yticks(range(len(names)), [""] * len(names))
axes[1].set_xlabel("share of the rubies")
axes[1].set_title("where the rubies came from", fontsize=10)
axes[1].legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=3)
fig.tight_layout()
plt.show()

# %% [markdown]
# And the seats, with their intervals: a dot is a seat's share of the wins; the line, where
# the true share probably lies. With 30 games an interval spans some 30 points, so only a
# large advantage would show; the dashed line is a fair third.

# %%
fig, ax = plt.subplots(figsize=(8, 3.8))
for seat, (marker, shift) in enumerate((("o", -0.2), ("s", 0.0), ("^", 0.2))):
    for i, n in enumerate(names):
        rate, low, high = runs[n].seat_intervals()[seat]
        ax.errorbar(rate, i + shift, xerr=[[rate - low], [high - rate]], fmt=marker,
                    color=f"C{seat}", capsize=3, label=f"seat {seat}" if i == 0 else None)
ax.axvline(1 / 3, color="grey", linestyle="--")
ax.set_yticks(range(len(names)), names, fontsize=9)
ax.invert_yaxis()
ax.set_xlabel("share of games won (95% interval)")
ax.legend(fontsize=8, loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=3, frameon=False)
fig.tight_layout()
plt.show()

# %% [markdown]
# What the table says, **for these bots**:
#
# - **Length.** Each expansion makes the games longer, and the Great Bazaar is the longest of
#   all: 25 places, the longest trips, and more to do on the way to 6 rubies. Both variants make
#   base games some 15 rounds shorter: neutral assistants waste fewer turns (part 2's model
#   said so), and the caravan leader gains bonus cards. Their intervals (±6) and the base
#   game's (±7) only just miss each other, so 30 games give a hint, not a proof: raise
#   `GAMES` to test it.
# - **Seats.** Every interval covers a fair third. Thirty games cannot see a first-player
#   advantage of a few points (notebook 08 needed 600 games for that).
# - **Rubies.** With Mocha the Coffee House (20) gives the most rubies, and in the Great Bazaar
#   too. There it never runs dry, nor do the Sultan's Palace and the Gemstone Dealer.

# %% [markdown]
# **Try:** Add a configuration, such as Mocha with the caravan leader, or play more games and watch the intervals shrink.

# %% [markdown]
# ## 4 · Solo strategies
#
# *From [lesson 12 (Choose & Write)](12_choose_and_write.ipynb): a study of bots playing the game of lesson 12.*
#
# Two strategies play the solo game of lesson 12 from the same position; what they reach are bot
# findings, not rules. The first is ours, in a few lines: try every legal action on a copy of
# the game and keep the one whose sheet scores best (rubies most, then lira, the challenge,
# then anything else filled in).

# %%
# Lesson 12's imports and helpers, so this part runs on its own.
import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.render.svg import fit_width


def sheet(game, seat, width=800):
    # One player's Game Plan as the game has written it, at most `width` pixels wide.
    return fit_width(ist.render.sheet_svg(game, seat), width)


solo = cw.new_game(players=1, seed=3, challenge=2)  # the solo game of lesson 12, section 7
# %%
# NBVAL_CHECK_OUTPUT
def score(s):
    # What a sheet is worth to us: rubies, lira spaces, goods, bonus actions, improvements.
    return (30 * s.rubies + s.lira_filled + 0.5 * sum(s.goods.values()) + 0.6 * s.bonus
            + 2 * sum(s.improvements.values()))


def look_ahead(game):
    # The legal action after which the deciding seat's sheet scores best (the first on a tie).
    def after(action):
        trial = game.copy(log=False)
        trial.apply(action)
        return score(trial.sheet(game.to_act))
    return max(game.legal_actions(), key=after)


def report(game):
    # How a solo game ended, and its challenge.
    result, s = game.challenge_result(), game.sheet(0)
    print(f"{game.turn} turns, {s.rubies} rubies, {s.lira_filled} lira spaces filled")
    print(f"challenge {result.number} ({result.text}): condition met: {result.condition}, "
          f"column: {result.column}, counts: {result.met}")


start = solo.copy()  # the position after the first turn, for the bot below
while not solo.is_over:
    solo.apply(look_ahead(solo))
report(solo)

# %% [markdown]
# The kit's **GreedyBot** looks further: it tries each action and then every further decision
# of its own until the turn ends, and scores the sheet with rubies first
# (`istanbul_nb/bots/choose_write.py` explains its points). From the same position:

# %%
# NBVAL_CHECK_OUTPUT
from istanbul_nb.bots import GreedyBot

greedy = GreedyBot(seed=1)
while not start.is_over:
    start.apply(greedy.choose(start))
report(start)

# %%
sheet(start, 0)

# %% [markdown]
# In these two bot games each strategy got half of the challenge: one step ahead filled the
# lira but took fewer than 10 rubies; the GreedyBot took 10 or more rubies but fewer lira,
# since it scores rubies, not lira. Neither counts. Try: a `score` that gets both.

# %% [markdown]
# **Try:** Change the score so that the solo game reaches 10 rubies and 35 lira.

# %% [markdown]
# ## 5 · A game against bots
#
# *From [lesson 12 (Choose & Write)](12_choose_and_write.ipynb): a study of bots playing the game of lesson 12.*
#
# The **ChooseWriteTable** shows your sheet big, with its choices lit: **click a lit place**
# to perform its action (or follow with it), a lit goods column, the lira or the bonus actions
# to fill them in; or press the buttons. The others' sheets are small, below. While others
# follow your card, the big sheet turns to the seat that decides (the kit asks followers one
# after another). You are **Player 1**; the other two seats are **GreedyBots**.

# %%
# Lesson 12's imports and helpers, so this part runs on its own.
import istanbul_nb as ist
from istanbul_nb import choose_write as cw
from istanbul_nb.bots import GreedyBot
from istanbul_nb.render.svg import fit_width


def sheet(game, seat, width=800):
    # One player's Game Plan as the game has written it, at most `width` pixels wide.
    return fit_width(ist.render.sheet_svg(game, seat), width)


def choices(game):
    # The question of the moment and every legal action.
    print(game.question())
    for action in game.legal_actions():
        print(f"   {action.text:18} {game.describe(action)}")


# %%
from istanbul_nb.widgets import ChooseWriteTable

BOT = GreedyBot

game = cw.new_game(players=3, seed=9)
table = ChooseWriteTable(game, bots={1: BOT(seed=1), 2: BOT(seed=2)})
table

# %% [markdown]
# You start, with a palace D card in your hand. You have no goods yet, so of D's
# neighbours only the Tea House (8) is offered. The same can be done by clicking; here it is
# played from code, and the bots answer at once:

# %%
# NBVAL_CHECK_OUTPUT
for action in ("play hand", "at 8", "take left"):
    table.play(action)
last = None
for turn, seat, action, line in table.game.log:
    if (turn, seat, action) != last:
        print(f"turn {turn}, {table.game.names[seat]}: {action}")
        last = (turn, seat, action)
    print("     ", line)
choices(table.game)

# %% [markdown]
# A live widget does not survive in a saved notebook. Your sheet, as a picture that does:

# %%
sheet(table.game, 0)

# %% [markdown]
# Try: answer Player 2's card on the live table by clicking a lit place, and watch the bots
# play on.

# %% [markdown]
# **Try:** Play the table to the end by clicking your sheet.

# %% [markdown]
# ## 6 · A small simulation
#
# *From [lesson 12 (Choose & Write)](12_choose_and_write.ipynb): a study of bots playing the game of lesson 12.*
#
# How long does a game last, and where do the rubies come from? Bots play seeded three-player
# games: 200 between RandomBots (which pick any legal action) and 15 between GreedyBots,
# which take longer (together some 10 to 20 seconds; raise the numbers for firmer figures).
# A "turn" is one player's turn: a three-player round has three. All figures here are **bot
# findings**, not rules.

# %%
# Lesson 12's imports and helpers, so this part runs on its own.
# Lesson 12's imports and helpers, so this part runs on its own.
import matplotlib.pyplot as plt
from istanbul_nb import choose_write as cw
from istanbul_nb.bots import GreedyBot

# %%
# NBVAL_CHECK_OUTPUT
from collections import Counter

from istanbul_nb.bots import RandomBot

SOURCES = {"A": "palace A", "B": "palace B", "C": "palace C", "D": "palace D",
           "gemstone": "Gemstone Dealer", "guild": "Guild card",
           "lira_bonus": "lira Bonus Ruby", "goods_bonus": "goods Bonus Ruby"}


def play_games(bot_class, games, players=3):
    # Seeded bot games: the turns of each game, how the games ended, the rubies by source.
    turns, reasons, rubies = [], Counter(), Counter()
    for seed in range(games):
        game = cw.new_game(players=players, seed=seed)
        bots = [bot_class(seed=seed * players + s) for s in range(players)]
        while not game.is_over:
            game.apply(bots[game.to_act].choose(game))
        turns.append(game.turn)
        reasons[game.table()["end_reason"]] += 1
        for seat in range(players):
            rubies.update(game.sheet(seat).ruby_sources)
    return turns, reasons, rubies


results = {"RandomBot": play_games(RandomBot, 200), "GreedyBot": play_games(GreedyBot, 15)}
for name, (turns, reasons, rubies) in results.items():
    print(f"{name}: {len(turns)} games, {min(turns)} to {max(turns)} turns, "
          f"mean {sum(turns) / len(turns):.1f}")
    for reason, n in reasons.most_common():
        print(f"  {n:3} game{'s' if n > 1 else ''} ended: {reason}")
    total = sum(rubies.values())
    print(f"  rubies per player: {total / len(turns) / 3:.1f}, from")
    print("   ", ", ".join(f"{SOURCES[k]} {rubies[k] / total:.0%}" for k in list(SOURCES)[:5]))
    print("   ", ", ".join(f"{SOURCES[k]} {rubies[k] / total:.0%}" for k in list(SOURCES)[5:]))

# %%
fig, axes = plt.subplots(1, 2, figsize=(11, 3.6))
colours = {"RandomBot": "#c98b3c", "GreedyBot": "#3c6fc9"}
for k, (name, (turns, reasons, rubies)) in enumerate(results.items()):
    axes[0].hist(turns, bins=range(20, 46), weights=[1 / len(turns)] * len(turns),
                 color=colours[name], alpha=0.7, label=name)
    total = sum(rubies.values())
    axes[1].bar([i + 0.4 * k for i in range(len(SOURCES))],
                [rubies[s] / total for s in SOURCES], width=0.4, color=colours[name],
                label=name)
axes[0].set(title="Turns in a game", xlabel="turns", ylabel="share of games")
axes[0].legend()
axes[1].set_xticks([i + 0.2 for i in range(len(SOURCES))], list(SOURCES.values()),
                   rotation=40, ha="right")
axes[1].set(title="Where the rubies came from", ylabel="share of rubies")
axes[1].legend()
fig.tight_layout()
plt.show()

# %% [markdown]
# What the bots did (bot findings, on the reconstructed sheet): random players hardly ever
# reach 10 rubies, nearly every game ends when the Location cards run out, and a third of
# their rubies are the Bonus Rubies that filling in spaces brings anyway. The GreedyBots buy
# rubies on purpose, at the Gemstone Dealer and the palace letters, and someone reaches 10 in
# about ten rounds. In their games Guild cards gave almost no rubies.

# %% [markdown]
# **Try:** Play five-player games: do they get shorter?
