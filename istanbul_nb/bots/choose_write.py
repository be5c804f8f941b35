"""The bots' Choose & Write side: an evaluation of a Game Plan, the greedy search of one's own
decisions, the Monte Carlo playout policy, and the game maker ``simulate`` uses.

``GreedyBot`` and ``MonteCarloBot`` play Choose & Write through the same protocol as the board
game (``legal_actions``, ``apply``, ``to_act``, ``copy``, ``determinized``); the registry of game
kinds (``bots/kinds.py``, filled by ``bots/strategies.py``) sends a game whose ``kind`` is
``"choose_write"`` here, since its decisions and its sheet have nothing in common with the
board's phases and player views.

The evaluation (``evaluate``, ``breakdown``; points per unit in ``WEIGHTS``), rubies first and
then what leads to rubies. The sheet's rubies come from six places: the Sultan's Palace letters
A-D (pay the goods a letter asks), the Gemstone Dealer (spend 10 lira), Guild cards (lira), the
two lira sections' Bonus Rubies (the 20th and 40th lira *filled*; spending does not undo
filling) and the goods rows' Bonus Rubies (all four columns filled to row 3, 6, 9, 12). So:

- "ruby" 100: the goal; every other term is a share of a ruby.
- "lira section" 2.5 per lira filled in the section in progress: 20 of them are 50 points,
  half a ruby before the Bonus Ruby is taken (a lira filled is a step toward it whether it is
  kept or spent). Together with "lira" a lira filled is worth 4.5 points, a good about as much.
- "lira" 2 per lira held, up to 12 (the Gemstone Dealer's 10, the Guild cards' cost of 1-10);
  0.5 beyond, where they wait for a use. Spending 10 at the Gemstone Dealer: -20 +100.
- "goods row" 4 per good filled toward the lowest goods row not yet rewarded (at most that row
  per column: a fourth fabric does not help row 3 while the fruit column is empty). Row 3 is
  12 goods: 48 points before its Bonus Ruby, so the bot evens out its columns.
- "palace" 40 times the share of the best letter's goods the player can pay from the sheet
  and Goods cards (0 to 1): goods that fit a letter are worth 10 each for a 4-good letter, and
  paying (100 for the ruby, minus these 40) is always worth it.
- "good" 1.5 per good held (payments of any kind, the tie-break), "goods card" 5 each (two
  goods for one payment, the Small Market's 5 lira), "guild card" 10 each (most of them turn
  lira into a ruby or into goods; playing one is a whole turn), "improvement" 14 per checked
  square (one more good or two more lira each time the place is used, by the player or as a
  follower, for the rest of the game: measured, see below), "bonus space" 4 per usable
  bonus-action space (a later follow of any card, even one whose places are all crossed
  out), "tie-break" 0.5 per point of the tie-break (filled spaces not crossed out, 2 per Goods
  card: it decides only ties).
- "hand card" 1 per place the Location card in hand offers (its place and neighbours): a
  better-connected card gives the player more to choose from and takes more followers along.

Measured (``tests/test_choose_write_bots.py`` keeps a version that can fail): greedy against
random bots in seeded games; the figures are in the test's docstring (greedy wins 12 of 12
three-player games against two random bots). The weights were then tried heads-up, a changed
greedy against the default one (2 players, seats rotating, 20 seeded games each): palace 20 or
60, goods row 2 or 7, lira section 1 or 4, guild card 4, bonus space 1 won 7 to 14 of 20, all
within the luck of 20 games (a 95% interval is about +-20%), except improvements: 14 points
instead of 8 won 13 of 20 and then 29 of 40 on other seeds; against 14, 8 won 4 of 30 and 20
won 10.5 of 30. So an improvement is worth 14: its income comes back many times.

The greedy search (``scores``): every legal action is tried on a private copy whose hidden
cards are dealt afresh (``game.determinized(seat, ...)``: the Location deck with the others'
hands, the Guild deck with the others' Guild cards, the Goods and Ruby decks), and then every
further decision of the same seat is searched until another seat must decide, the turn
ends (the solo player decides everything: the search stops at the next turn) or the game
ends: "play hand" is judged by the best place the card offers and the best goods, spaces or
improvements that place gives. Below ``FULL_DEPTH`` levels, or once ``NODE_BUDGET`` legal
actions were met, a decision is taken greedily (the option that looks best right away), to
keep a decision's search to a few hundred positions (about 3 ms a decision with 3 players,
8 ms solo). A card draw is one private sample. The highest value wins; ties go to the first
action in the game's sorted order, so the bot is deterministic for its seed.

Monte Carlo (``playout``): the greedy candidates are played on with ``fast_action`` (each seat
takes the option that looks best right away) for ``horizon`` rounds, and scored as own
evaluation minus the mean of the others'. It does not beat greedy yet (bots/montecarlo.py,
module doc 6: the figures).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, cast

from ..choose_write import Game as ChooseWriteGame
from ..choose_write import new_game as _new_game
from ..i18n import Message, _

GAME_NAME = "choose_write"
#: What ``Results.layout`` says for a Choose & Write run (the Game Plan, not a board layout).
LAYOUT_LABEL = "the Choose & Write Game Plan"

#: Points per unit of each term (module doc: why each is worth what it is).
WEIGHTS: dict[str, float] = {
    "ruby": 100.0,
    "lira section": 2.5,
    "lira": 2.0,
    "goods row": 4.0,
    "palace": 40.0,
    "good": 1.5,
    "goods card": 5.0,
    "guild card": 10.0,
    "improvement": 14.0,
    "bonus space": 4.0,
    "tie-break": 0.5,
    "hand card": 1.0,
}

MEANING: dict[str, str] = {
    "ruby": "each ruby on the amulet: the goal of the game",
    "lira section": "each lira filled in the lira section in progress (its last space: a "
                    "Bonus Ruby)",
    "lira": "each lira held, up to 12 (a quarter as much beyond)",
    "goods row": "each good filled toward the lowest goods row not yet rewarded (all four "
                 "columns to that row: a Bonus Ruby)",
    "palace": "share of the best Sultan's Palace letter's goods the player can pay (0 to 1)",
    "good": "each good held",
    "goods card": "each Goods card in hand",
    "guild card": "each Guild card in hand",
    "improvement": "each checked improvement square",
    "bonus space": "each usable bonus-action space (a later follow)",
    "tie-break": "each point of the tie-break (filled spaces not crossed out)",
    "hand card": "each place the Location card in hand offers",
}

#: lira held beyond this count only a quarter (they wait for a use)
LIRA_USEFUL = 12
#: decisions searched in full below the root; deeper ones greedily (module doc)
FULL_DEPTH = 3
#: positions (legal actions met) a decision's search branches over before it goes greedily
NODE_BUDGET = 400
#: the phases where a Monte Carlo bot spends its playouts by default in Choose & Write: the
#: choice of a card and of its place, and a follower's choice (the shape of a turn)
PLAYOUT_PHASES: tuple[str, ...] = ("turn", "choose", "follow")


def new_choose_write(players: int, seed: int) -> ChooseWriteGame:
    """``simulate``'s game maker for Choose & Write (a top-level function, so a process pool can
    send it to its workers)."""
    return _new_game(players=players, seed=seed)


def make_weights(changes: dict[str, float] | None = None) -> dict[str, float]:
    """``WEIGHTS`` with some terms changed, checked (numbers, known terms)."""
    w = dict(WEIGHTS)
    for k, v in (changes or {}).items():
        if k not in WEIGHTS:
            raise ValueError(f"{k!r} is no term of the Choose & Write evaluation; terms: "
                             + ", ".join(WEIGHTS))
        if isinstance(v, bool) or not isinstance(v, int | float):
            raise ValueError(f"the points for {k!r} must be a number, not {v!r}")
        w[k] = float(v)
    return w


def weights_table(weights: dict[str, float] | None = None) -> list[dict]:
    """The Choose & Write evaluation as rows (term, points, meaning), for a notebook table."""
    w = make_weights(weights)
    return [{"term": k, "points": w[k], "meaning": MEANING[k]} for k in WEIGHTS]


def _palace_share(game: ChooseWriteGame, sh) -> float:
    """The share (0 to 1) of the best palace letter's goods the sheet and Goods cards pay."""
    from ..choose_write.data import card
    have = dict(sh.goods)       # plain counting (asked at every searched position)
    for c in sh.goods_cards:
        for g in card(c)["goods"]:
            have[g] += 1
    best = 0.0
    for cost in game.palace().values():
        if cost:
            left = have.copy()      # each good of the cost paid from what is left
            paid = 0
            for g in cost:
                if left[g] > 0:
                    left[g] -= 1
                    paid += 1
            best = max(best, paid / len(cost))
    return best


def _units(game: ChooseWriteGame, seat: int) -> dict[str, float]:
    """Each term's measure for ``seat`` (before the points)."""
    from ..choose_write.data import GOODS
    sh = game.sheet(seat)   # the public face: bots never read game.state
    p = game.plan
    done = 0
    section = 0.0
    for i, size in enumerate(p.lira_sections, 1):
        if i in sh.lira_bonus:
            done += size
            continue
        section = max(0, min(sh.lira_filled, done + size) - done)
        break
    row_units = 0.0
    for row in p.goods_bonus_rows:
        if row not in sh.goods_bonus:
            low = max((r for r in p.goods_bonus_rows if r < row), default=0)
            row_units = sum(max(0, min(sh.goods_filled[g], row) - low) for g in GOODS)
            break
    lira = sh.lira
    hand = 0.0
    if sh.hand:
        from ..choose_write.data import card
        hand = float(sum(len(p.usable_with(card(c)["place"])) for c in sh.hand
                         if "place" in card(c)))
    return {
        "ruby": sh.rubies,
        "lira section": section,
        "lira": min(lira, LIRA_USEFUL) + max(0, lira - LIRA_USEFUL) / 4,
        "goods row": row_units,
        "palace": _palace_share(game, sh),
        "good": sum(sh.goods[g] for g in GOODS),
        "goods card": len(sh.goods_cards),
        "guild card": len(sh.guild_cards),
        "improvement": sum(sh.improvements.values()),
        "bonus space": sh.bonus,
        "tie-break": sh.tiebreak,
        "hand card": hand,
    }


def breakdown(game: ChooseWriteGame, seat: int,
              weights: dict[str, float] = WEIGHTS) -> dict[str, float]:
    """The evaluation term by term (points) for ``seat``."""
    return {k: weights[k] * v for k, v in _units(game, seat).items()}


def evaluate(game: ChooseWriteGame, seat: int, weights: dict[str, float] = WEIGHTS) -> float:
    """One number for how well ``seat`` stands (module doc: the terms and why)."""
    return sum(breakdown(game, seat, weights).values())


# -- the greedy search ---------------------------------------------------------------------
#: deals ``private_copy`` tries before it keeps one with a Fountain in a hand
DEALS = 50


def _holds_fountain(g: ChooseWriteGame, seat: int) -> bool:
    from ..choose_write.data import card
    return any("fountain" in card(c) for i in range(g.players) if i != seat
               for c in g.sheet(i).hand)


def private_copy(game: ChooseWriteGame, seat: int, seed: int) -> ChooseWriteGame:
    """``game.determinized(seat, ...)`` with no Fountain in another seat's hand.

    A Fountain is never held (drawn, it is resolved and discarded at once), but the game's
    ``determinized`` deals the Location deck, Fountains included, together with the other
    seats' hands, so a hand may get one (reported to the rules' author): one copy in six or so
    with five players. A deal with one is thrown away and dealt again from the next seed of
    ``seed``'s stream (up to ``DEALS`` times): a uniform deal kept only when no hand holds a
    Fountain is a uniform deal of what the hands can really be, so nothing is biased. Once
    ``determinized`` keeps Fountains in the deck, the first deal is always kept."""
    r = random.Random(seed)
    g = game.determinized(seat, seed)
    for _deal in range(DEALS):
        if not _holds_fountain(g, seat):
            break
        g = game.determinized(seat, r.getrandbits(64))
    return g


def _after(g: ChooseWriteGame, text: str) -> ChooseWriteGame:
    c = g.copy(log=False)
    c.apply(text)
    return c


class _Search:
    """One decision's search: the seat, the turn it stops after, the positions left to it."""

    def __init__(self, seat: int, turn: int, w: dict[str, float]) -> None:
        self.seat, self.turn, self.w = seat, turn, w
        self.budget = NODE_BUDGET


def _best(g: ChooseWriteGame, s: _Search,
          depth: int) -> tuple[float, tuple[str, ...], ChooseWriteGame]:
    """The best value the seat reaches from ``g`` before another seat decides or the turn
    ends (solo: every decision is the one player's), with its plan."""
    seat, w = s.seat, s.w
    if g.is_over or g.to_act != seat or g.turn != s.turn:
        return evaluate(g, seat, w), (), g
    acts = [a.text for a in g.legal_actions()]
    s.budget -= len(acts)
    if (depth >= FULL_DEPTH or s.budget < 0) and len(acts) > 1:
        # deep or out of budget: the option best right away, then on
        kids = [_after(g, t) for t in acts]
        vals = [evaluate(c, seat, w) for c in kids]
        i = vals.index(max(vals))
        v, plan, end = _best(kids[i], s, depth + 1)
        return v, (acts[i],) + plan, end
    best: tuple[float, tuple[str, ...], ChooseWriteGame] | None = None
    for t in acts:
        v, plan, end = _best(_after(g, t), s, depth + 1)
        if best is None or v > best[0]:
            best = (v, (t,) + plan, end)
    if best is None:   # the game offers an action while it goes on
        raise RuntimeError(f"no legal action to search ({g.question()})")
    return best


def scores(game: ChooseWriteGame, rng: random.Random, w: dict[str, float]
           ) -> list[tuple[Any, float, tuple[str, ...], ChooseWriteGame]]:
    """Every legal action with its value, plan and the position where the plan ends, in the
    game's order, searched on a private copy (module doc)."""
    seat = game.to_act
    root = private_copy(game, seat, rng.getrandbits(64))
    acts = game.legal_actions()
    if len(acts) == 1:
        return [(acts[0], evaluate(root, seat, w), (acts[0].text,), root)]
    out = []
    search = _Search(seat, game.turn, w)
    for a in acts:
        v, plan, end = _best(_after(root, a.text), search, 1)
        out.append((a, v, (a.text,) + plan, end))
    return out


class Hint(Message):
    """A bot's reason: the text is the numbers of the evaluation ("+68.8 points (ruby +100;
    gemstone progress -16 ...)", what lessons and tests read); ``words`` says it in a
    learner's words, from the same terms. The Tables show ``words`` and keep the numbers in a
    tooltip. Both are catalogue messages (``tr(hint.words, "ko")``); a plain ``str`` given
    for either is kept as it reads."""

    words: str

    def __new__(cls, text: str, words: str) -> Hint:
        made = cast(Hint, super().__new__(cls, text.msgid, text.plural, text.n, text.values)
                    if isinstance(text, Message) else
                    super().__new__(cls, "{text}", None, None, {"text": text}))
        made.words = words
        return made

    def __reduce__(self) -> tuple:
        return (_rebuilt_hint, (Message(self.msgid, self.plural, self.n, dict(self.values)),
                                self.words))


def _rebuilt_hint(text: Message, words: str) -> Hint:
    return Hint(text, words)


#: An evaluation term's change in a learner's words: (when it grows, when it shrinks), each a
#: clause that follows "it" ("it gets you a ruby"). An expansion's terms have theirs in its
#: strategy slice (``bots.terms.StrategySlice.plain``).
PLAIN: dict[str, tuple[str, str]] = {
    # TRANSLATORS: the bots' reasons: what a move does for the player, said after "it" ("it
    # gets you a ruby and makes your cart bigger"); the reason's frame ("it {gain} and
    # {more}, but {cost}") comes with its own messages, so a language may write these as the
    # phrases its frame needs
    "ruby": (_("gets you a ruby"), _("costs you a ruby")),
    "sultan progress": (_("brings you closer to a ruby at the Sultan's Palace"),
                        _("takes you further from a ruby at the Sultan's Palace")),
    "gemstone progress": (_("brings you closer to buying a ruby from the Gemstone Dealer"),
                          _("spends lira you were saving for a Gemstone Dealer ruby")),
    "mosque tile": (_("gets you a mosque tile"), _("costs you a mosque tile")),
    "cart extension": (_("makes your cart bigger"), _("costs you a cart extension")),
    "lira": (_("gets you lira"), _("spends lira")),
    "good": (_("gets you goods"), _("uses up goods")),
    "jewelry": (_("gets you jewelry"), _("uses up jewelry")),
    "bonus card": (_("gets you a bonus card"), _("uses a bonus card")),
    "assistant in stack": (_("brings an assistant back to you"), _("uses an assistant")),
    "family at the Police Station": (
        _("gets your family member ready at the Police Station"),
        _("sends your family member out of the Police Station")),
    "wasted turn": (_("avoids a wasted turn"), _("does little with the turn")),
    # Choose & Write
    "lira section": (_("fills your lira section towards its Bonus Ruby"),
                     _("leaves your lira section further from its Bonus Ruby")),
    "goods row": (_("fills a goods row towards a Bonus Ruby"),
                  _("leaves a goods row further from a Bonus Ruby")),
    "palace": (_("brings you closer to paying a Sultan's Palace letter"),
               _("takes you further from paying a Sultan's Palace letter")),
    "goods card": (_("gets you a Goods card"), _("uses a Goods card")),
    "improvement": (_("checks an improvement"), _("loses an improvement")),
    "bonus space": (_("gives you a bonus-action space for later"),
                    _("uses a bonus-action space")),
    "tie-break": (_("adds to your tie-break"), _("lowers your tie-break")),
    "hand card": (_("gives you a better card in hand"), _("leaves you a weaker card in hand")),
}


def then_chain(steps: list[Any]) -> Any:
    """Actions one after the other as one value ("A, then B, then C"), each step translatable."""
    out = steps[0]
    for step in steps[1:]:
        out = _("{before}, then {after}", before=out, after=step)
    return out


def _what(gains: list[Any], costs: list[Any]) -> Message:
    """The reason's first clause: the largest gains and the largest cost, said whole."""
    if len(gains) >= 2 and costs:
        return _("it {gain} and {more}, but {cost}", gain=gains[0], more=gains[1],
                 cost=costs[0])
    if len(gains) >= 2:
        return _("it {gain} and {more}", gain=gains[0], more=gains[1])
    if gains and costs:
        return _("it {gain}, but {cost}", gain=gains[0], cost=costs[0])
    if gains:
        return _("it {gain}", gain=gains[0])
    if costs:
        return _("every choice costs something; this one only {cost}", cost=costs[0])
    return _("nothing changes much whichever you choose")


def plain_reason(changes: list[tuple[float, str]], then: list[Any], choices: int,
                 alt: Any, words: Mapping[str, tuple[str, str]] | None = None) -> Message:
    """The reason in a learner's words: what the plan gets and what it costs, from the
    evaluation terms that change most (``changes``: (points, term), largest first), then
    how many choices it beat and the next best one; no points. ``words`` adds the game's own
    terms' words to ``PLAIN`` (an expansion's: ``bots.terms.Strategy.plain``). A message:
    ``tr(reason, lang)`` says it in a language."""
    def said(d: float, k: str) -> Any:
        hit = words.get(k) if words is not None else None
        up, down = hit or PLAIN.get(k) or (_("improves your {term}", term=k),
                                           _("lowers your {term}", term=k))
        return up if d > 0 else down
    gains = [said(d, k) for d, k in changes if d > 0][:2]
    costs = [said(d, k) for d, k in changes if d < 0][:1]
    what = _what(gains, costs)
    if then:
        return _("{what} (with what follows: {plan}). The best of {n} choices for a greedy bot "
                 "(the next best: {alt}).", what=what, plan=then_chain(then), n=choices,
                 alt=alt)
    return _("{what}. The best of {n} choices for a greedy bot (the next best: {alt}).",
             what=what, n=choices, alt=alt)


def numbers(action: Any, notation: Any, then: list[Any], points: float, gains: str,
            choices: int, alt: Any, alt_points: float) -> Message:
    """The reason's numbers (a bot's tooltip, what lessons read): the action and its plan,
    the points it gains and from which terms, the runner-up."""
    values = {"action": action, "notation": str(notation), "points": f"{points:+.1f}",
              "gains": gains or _("no change"), "n": choices, "alt": alt,
              "alt_points": f"{alt_points:+.1f}"}
    if then:
        return _("{action} ({notation}), then {plan}: {points} points ({gains}), the best of "
                 "{n} choices (next best: {alt}, {alt_points})", plan=then_chain(then),
                 **values)
    return _("{action} ({notation}): {points} points ({gains}), the best of {n} choices (next "
             "best: {alt}, {alt_points})", **values)


def only_action(action: Any, notation: Any) -> Message:
    """The reason when there is nothing to choose."""
    return _("{action} ({notation}): the only legal action", action=action,
             notation=str(notation))


def reason(game: ChooseWriteGame, best: tuple, scored: list[tuple],
           w: dict[str, float]) -> Message:
    """Words for a greedy choice: the plan, the points it gains and from what, the runner-up."""
    a, value, plan, end = best
    seat = game.to_act
    if len(scored) == 1:
        return only_action(game.describe(a), a)
    then = [game.describe(t) for t in plan[1:]]
    before, after = breakdown(game, seat, w), breakdown(end, seat, w)
    changes = [(after[k] - before[k], k) for k in before if abs(after[k] - before[k]) > 0.05]
    changes.sort(key=lambda t: (-abs(t[0]), t[1]))
    gains = "; ".join(f"{k} {d:+.0f}" for d, k in changes[:3])
    now = evaluate(game, seat, w)
    alt = max((s for s in scored if s is not best), key=lambda s: s[1])
    return Hint(numbers(game.describe(a), a, then, value - now, gains, len(scored),
                        game.describe(alt[0]), alt[1] - now),
                plain_reason(changes, then, len(scored), game.describe(alt[0])))


# -- Monte Carlo ---------------------------------------------------------------------------
def fast_action(game: ChooseWriteGame, w: dict[str, float] = WEIGHTS) -> Any:
    """The playout policy: the option that looks best right away (first of the best)."""
    acts = game.legal_actions()
    if len(acts) == 1:
        return acts[0]
    seat = game.to_act
    vals = [evaluate(_after(game, a.text), seat, w) for a in acts]
    return acts[vals.index(max(vals))]


def relative_value(game: ChooseWriteGame, seat: int, w: dict[str, float] = WEIGHTS) -> float:
    """Own evaluation minus the mean of the other seats' (solo: own evaluation)."""
    if game.players == 1:
        return evaluate(game, seat, w)
    others = [evaluate(game, s, w) for s in range(game.players) if s != seat]
    return evaluate(game, seat, w) - sum(others) / len(others)


def playout(game: ChooseWriteGame, action: Any, seat: int, seed: int, horizon: int,
            w: dict[str, float] = WEIGHTS) -> float:
    """One playout: a private deal (``private_copy``), the candidate, then every seat with
    ``fast_action`` until ``seat`` has played ``horizon`` more turns of its own."""
    g = private_copy(game, seat, seed)
    g.apply(action.text if hasattr(action, "text") else str(action))
    stop = game.turn + horizon * game.players + 1
    while not g.is_over and g.turn < stop:
        g.apply(fast_action(g, w))
    return relative_value(g, seat, w)


# -- simulate --------------------------------------------------------------------------------
#: the sheet's ruby sources (``SheetView.ruby_sources``) -> the names of simulate's columns
#: (``from_<name>``)
SOURCE_NAMES: dict[str, str] = {"A": "palace_A", "B": "palace_B", "C": "palace_C",
                                "D": "palace_D", "gemstone": "gemstone", "guild": "guild",
                                "lira_bonus": "lira_bonus", "goods_bonus": "goods_bonus"}
#: Where a Choose & Write ruby came from, as a summary names it (``simulate``'s "rubies from")
SOURCE_TITLES: dict[str, str] = {
    # TRANSLATORS: a source of rubies on the Game Plan: the Sultan's Palace's letter A to D
    **{f"palace_{c}": _("Sultan's Palace {letter}", letter=c) for c in "ABCD"},
    "guild": _("Guild cards"), "lira_bonus": _("lira Bonus Rubies"),
    "goods_bonus": _("goods Bonus Rubies")}


def ruby_sources(game: ChooseWriteGame, seat: int) -> dict[str, int]:
    """Where ``seat``'s rubies came from, as the sheet records them (every ruby is counted
    where it is taken, so nothing needs reading from the table between actions)."""
    got = game.sheet(seat).ruby_sources
    return {name: int(got.get(key, 0)) for key, name in SOURCE_NAMES.items()}


def row(game: ChooseWriteGame, seat: int) -> dict[str, int]:
    """``simulate``'s columns for one seat of a finished game: rubies, lira held, goods held,
    Goods and Guild cards in hand, checked improvements, the tie-break."""
    sh = game.sheet(seat)
    return {"rubies": sh.rubies, "lira": sh.lira, "goods": sum(sh.goods.values()),
            "cards": len(sh.goods_cards) + len(sh.guild_cards),
            "improvements": sum(sh.improvements.values()), "tiebreak": sh.tiebreak}
