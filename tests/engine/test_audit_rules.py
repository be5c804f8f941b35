"""Issue 20, the audit's rulings (RULES.md 11: R5-R8, R11) and the expansions' bad input, each
from a staged situation with the exact legal actions or outcome."""

from __future__ import annotations

import html

import pytest

import istanbul_nb as ist
from istanbul_nb.engine import IllegalAction


def texts(g) -> list[str]:
    return sorted(a.text for a in g.legal_actions())


# -- R11: after Stay the seat collects or leaves an assistant ------------------------------------
def test_r11_stay_offers_leave_but_not_end():
    g = ist.stage(players=3, governor=2, smuggler=2,
                  seats={0: dict(merchant=11, cards=["stay"]), 1: dict(cards=[]),
                         2: dict(cards=[])})
    g.apply("play stay")
    assert texts(g) == ["leave"]
    g.apply("leave")
    assert g.player(0).assistants == [11]


def test_r11_stay_offers_collect_but_not_end():
    g = ist.stage(players=3, governor=2, smuggler=2,
                  seats={0: dict(merchant=11, cards=["stay"], assistants=[11]),
                         1: dict(cards=[]), 2: dict(cards=[])})
    g.apply("play stay")
    assert texts(g) == ["collect"]
    with pytest.raises(IllegalAction, match="Stay card"):
        g.apply("end")
    assert g.player(0).assistants == [11] and g.turn == 1


def test_r11_an_ordinary_arrival_still_offers_end():
    g = ist.stage(players=3, governor=2, smuggler=2,
                  seats={0: dict(merchant=11, cards=[]), 1: dict(cards=[]), 2: dict(cards=[])})
    g.apply("move 10")
    assert texts(g) == ["end", "leave"]


# -- a Mocha refusal is IllegalAction, and the Table shows it ------------------------------------
LONG_MOVE_OFF_BOARD = ("move 35", "move 0", "move 26", "move 99999999999999999999")


def _long_move_game() -> ist.Game:
    from mocha_tools import mocha

    return mocha(seats={0: dict(merchant=1)}, tavern_tiles={0: ["long_move"]})


@pytest.mark.parametrize("text", LONG_MOVE_OFF_BOARD)
def test_long_move_to_a_place_off_the_board_is_an_illegal_action(text):
    g = _long_move_game()
    before = g.to_json()
    with pytest.raises(IllegalAction, match="no place .* on this board"):
        g.apply(text)
    assert g.to_json() == before


def test_table_play_shows_the_long_move_refusal_as_an_illegal_action():
    from istanbul_nb.widgets import Table

    t = Table(_long_move_game())
    before = t.game.to_json()
    with pytest.raises(IllegalAction):     # documented: shows why, raises, changes nothing
        t.play("move 35")
    assert t.game.to_json() == before
    shown = html.unescape(t.message.value)
    assert "Not allowed" in shown and "there is no place 35 on this board" in shown


# -- R7: the Secret Society's lira once to each of the first three different players ------------
def _society(**kw) -> ist.Game:
    from letters_tools import letters

    return letters(phase="action", seats={0: dict(merchant=24, lira=4, cards=["society-twice"])},
                   letters={0: [(3, True), (5, True), (9, True), (4, True), (6, True),
                                (8, True)]}, **kw)


def test_r7_society_twice_gives_the_lira_only_once():
    from istanbul_nb.expansions.letters.state import part

    g = _society()
    g.apply("society sultan 3d 5d 9d")
    assert g.player(0).lira == 7 and part(g.state).society == [2, 1]
    g.apply("play society-twice")
    g.apply("society sultan 4d 6d 8d")
    assert g.player(0).rubies == 2 and g.player(0).lira == 7      # no second lira
    assert part(g.state).society == [2, 1] and part(g.state).society_seats == [0]
    assert "already took lira" in g.log_text()
    # the 2 lira still wait for the next different player; a save keeps who took them
    again = ist.Game.from_json(g.to_json())
    assert part(again.state).society_seats == [0]


def test_r7_a_seat_that_took_lira_in_an_earlier_turn_takes_none():
    from istanbul_nb.expansions.letters.state import part

    g = _society(society_lira=2, society_seats=[0])
    g.apply("society sultan 3d 5d 9d")
    assert g.player(0).lira == 4 and part(g.state).society == [2, 1]
    g = _society(society_lira=2, society_seats=[1])
    g.apply("society sultan 3d 5d 9d")
    assert g.player(0).lira == 6 and part(g.state).society == [1]
    assert part(g.state).society_seats == [1, 0]


def test_r7_a_save_made_before_r7_loads_when_no_lira_were_taken():
    import json

    from letters_tools import letters

    g = letters(seats={0: dict(merchant=7, cards=[]), 1: dict(cards=[]), 2: dict(cards=[])})
    g.apply("move 22")
    doc = json.loads(g.to_json())
    for key in ("initial", "state"):
        del doc[key]["parts"]["letters"]["society_seats"]
    assert ist.Game.from_json(json.dumps(doc)).to_json() == g.to_json()
    g = _society()
    g.apply("society sultan 3d 5d 9d")
    doc = json.loads(g.to_json())
    for key in ("initial", "state"):
        del doc[key]["parts"]["letters"]["society_seats"]
    with pytest.raises(ValueError, match="before ruling R7"):
        ist.Game.from_json(json.dumps(doc))


def test_r7_two_players_never_empty_the_society():
    from letters_tools import letters

    with pytest.raises(ValueError, match="with 2 players at most 2 .* lira"):
        letters(players=2, society_lira=0)
    g = letters(players=2, society_lira=1)
    assert g.state.parts["letters"].society_seats == [1, 0]


@pytest.mark.parametrize("seats, lira, why", [
    ([0, 0], 1, "different players"),
    ([0], 1, "one seat per lira taken"),
    ([5], 2, "seat"),
])
def test_r7_a_save_with_impossible_society_takers_is_refused(seats, lira, why):
    import json

    from istanbul_nb.expansions.letters.state import part

    g = _society(society_lira=2, society_seats=[1])
    doc = json.loads(g.to_json())
    letters_doc = doc["state"]["parts"]["letters"]
    letters_doc["society_seats"] = seats
    letters_doc["society"] = [3, 2, 1][3 - lira:]
    with pytest.raises(ValueError, match=why):
        ist.Game.from_json(json.dumps(doc))
    assert part(g.state).society_seats == [1]


# -- a forged extra-turn flag: a save play could not reach ---------------------------------------
def test_a_letters_save_with_a_forged_extra_turn_flag_is_refused():
    import json

    from letters_tools import letters

    g = letters(seats={0: dict(merchant=7, cards=[]), 1: dict(cards=[]), 2: dict(cards=[])})
    g.apply("move 22")
    g.apply("leave")
    g.apply("skip")
    doc = json.loads(g.to_json())
    assert doc["state"]["parts"]["letters"]["extra"] is False
    doc["state"]["parts"]["letters"]["extra"] = True
    with pytest.raises(ValueError, match="extra.*double move"):
        ist.Game.from_json(json.dumps(doc))
    # the honest save still loads and the turn passes to the next seat
    back = ist.Game.from_json(g.to_json())
    back.apply("end")
    assert back.current == 1


# -- texts mention only what the game has: no coffee in a Letters-only game ----------------------
COFFEE_TILES = ["good-trade", "good-for-letter", "coffee-or-two-lira", "coffee-or-three-lira"]


def _kiosk_round(**kw) -> tuple[ist.Game, int]:
    from letters_tools import letters

    g = letters(phase="action", seats={0: dict(merchant=22, goods={"fruit": 1}, lira=5)},
                letters={0: [3]}, kiosk_top=COFFEE_TILES, **kw)
    k = len(g.log)
    g.apply("kiosk")
    return g, k


def _words_seen(g, k) -> str:
    from istanbul_nb.engine.labels import labels

    acts = g.legal_actions()
    return "\n".join([*g.log_text().splitlines()[k:], g.question(),
                      *(g.describe(a) for a in acts), *labels(g, acts)])


def test_a_letters_only_kiosk_says_nothing_of_coffee():
    g, k = _kiosk_round()
    words = _words_seen(g, k)
    assert "The Kiosk shows:" in words
    assert "coffee" not in words.lower()
    assert "swap 1 good for 1 letter, either way" in words
    assert "pay 2 lira for 1 good, or give 1 good for 3 lira" in words


def test_every_letters_text_of_a_letters_only_game_is_free_of_coffee():
    from istanbul_nb.expansions.letters.rules import game_words

    g = ist.new_game(players=3, expansions=("letters",))
    data = g.rules.data["letters"]
    texts_ = [t["text"] for t in data["kiosk_tiles"]["tiles"]]
    texts_ += [c["text"] for c in data["bonus_cards"]["cards"]]
    for text in texts_:
        said = game_words(g.rules, text)
        assert "coffee" not in said.lower() and "Great Bazaar" not in said, (text, said)
    assert game_words(g.rules, "1 coffee or 2 lira (coffee only in the Great Bazaar)") == \
        "2 lira"


def test_the_great_bazaar_kiosk_names_its_coffee():
    from istanbul_nb.expansions.letters.kiosk import tile_text

    g = ist.new_game(players=3, expansions=("mocha", "letters"))
    assert tile_text(g.rules, "good-trade") == \
        "pay 2 lira for 1 good or coffee, or give 1 good or coffee for 3 lira"
    assert tile_text(g.rules, "coffee-or-two-lira") == "1 coffee or 2 lira"


# -- R5: no place-tied mosque tile helps in a guild-card turn ------------------------------------
def _guild(card: int, tiles: list[str], **kw) -> ist.Game:
    from mocha_tools import mocha

    seat = dict(merchant=9, tiles=tiles, lira=10, goods=dict(fabric=2), cards=[])
    seat.update(kw.pop("seat", {}))
    return mocha(seats={0: seat, 1: dict(cards=[]), 2: dict(cards=[])},
                 guild_cards={0: [card]}, **kw)


def test_r5_the_green_tile_gives_no_extra_good_with_guild_card_2():
    g = _guild(2, ["green"], seat=dict(goods={}))
    g.apply("guild 2")
    assert texts(g) == ["warehouse"]
    with pytest.raises(IllegalAction, match="no mosque tile helps"):
        g.apply("warehouse extra fruit")


def test_r5_the_green_tile_still_helps_in_an_ordinary_turn():
    from mocha_tools import mocha

    g = mocha(phase="action", seats={0: dict(merchant=2, tiles=["green"], lira=10, goods={})})
    assert "warehouse extra fruit" in texts(g)


def test_r5_card_12_police_errand_to_a_warehouse_gets_no_green_extra():
    g = _guild(12, ["green"], seat=dict(goods={}))
    g.apply("guild 12")
    g.apply("police 3")
    assert texts(g) == ["skip", "warehouse"]


@pytest.mark.parametrize("place, act, phase", [(8, "black-market", "black-market-good"),
                                               (9, "tea 12", "move")])
def test_r5_card_12_police_errand_gets_no_red_reroll(place, act, phase):
    g = _guild(12, ["red"], dice=[4, 5])
    g.apply("guild 12")
    g.apply(f"police {place}")
    g.apply(act)
    assert g.phase == phase        # no 'dice' question (keep / reroll / set-four)


def test_r5_card_19_tavern_route_gets_no_red_reroll():
    g = _guild(19, ["red"], coffee={0: 3}, dice=[4, 5])
    g.apply("guild 19")
    g.apply("tavern-tile free_encounters")
    g.apply("barrier 2 8")
    g.apply("act 8")
    g.apply("black-market")
    assert g.phase == "black-market-good" and g.player(0).goods["jewelry"] == 2


def test_r5_card_19_tavern_route_to_a_warehouse_gets_no_green_extra():
    g = _guild(19, ["green"], coffee={0: 3}, seat=dict(goods={}))
    g.apply("guild 19")
    g.apply("tavern-tile free_encounters")
    g.apply("barrier 2 8")
    g.apply("act 2")
    assert texts(g) == ["warehouse"]


# -- R6: a guild card that cannot be carried out in full is not offered --------------------------
def _pile(**kw) -> list[int]:
    from istanbul_nb.expansions.mocha.state import part

    return list(part(_guild(18, [], **kw).state).guild_pile)


@pytest.mark.parametrize("left", [0, 1])
def test_r6_card_18_needs_two_guild_cards_in_the_pile(left):
    pile = _pile()
    g = _guild(18, [], guild_discard=pile[: len(pile) - left])
    assert "guild 18" not in texts(g)
    with pytest.raises(IllegalAction, match="guild pile"):
        g.apply("guild 18")


def test_r6_card_18_with_two_guild_cards_in_the_pile_is_offered_and_done_in_full():
    from istanbul_nb.expansions.mocha.state import part

    pile = _pile()
    g = _guild(18, [], guild_discard=pile[:-2])
    assert "guild 18" in texts(g)
    g.apply("guild 18")
    g.apply("guild-hall")
    assert len(part(g.state).guild[0]) == 2 and part(g.state).guild_pile == []


def _all_cards_but(k: int) -> dict:
    """Seat 1 holds every bonus card but ``k`` (the draw pile then has ``k``, none discarded)."""
    g = _guild(6, [])
    every = sorted(g.state.deck + [c for p in g.state.players for c in p.cards])
    return dict(cards=every[k:])


@pytest.mark.parametrize("k", [0, 1])
def test_r6_card_6_needs_two_bonus_cards_to_take(k):
    from mocha_tools import mocha

    g = mocha(seats={0: dict(merchant=9, cards=[]), 1: _all_cards_but(k), 2: dict(cards=[])},
              guild_cards={0: [6]})
    assert len(g.state.deck) + len(g.state.discard) == k
    assert "guild 6" not in texts(g)
    with pytest.raises(IllegalAction, match="bonus cards? to take"):
        g.apply("guild 6")


def test_r6_card_8_needs_room_for_the_black_markets_good():
    full = dict(goods=dict(fabric=2, spice=2, fruit=2))
    g = _guild(8, [], seat=full)
    assert "guild 8" not in texts(g)
    with pytest.raises(IllegalAction, match="no room"):
        g.apply("guild 8")
    g = _guild(8, [], seat=dict(goods=dict(fabric=2, spice=2, fruit=1)))
    assert "guild 8" in texts(g)


# -- R8: the double move ends every turn, a guild-card turn and a family errand too --------------
THREE_SEALS = [(5, True), 13]         # 2 + 1 seals: exactly one double move


def _doubles(g) -> list[str]:
    return [t for t in texts(g) if t.startswith("double")]


def _gb_guild(card: int, mine=THREE_SEALS, **seat) -> ist.Game:
    s0 = dict(merchant=9, cards=[], goods={}, lira=20)
    s0.update(seat)
    return ist.stage(players=3, expansions=("mocha", "letters"),
                     seats={0: s0, 1: dict(cards=[]), 2: dict(cards=[])},
                     guild_cards={0: [card]}, letters={0: list(mine)})


def test_r8_a_guild_card_turn_ends_with_the_double_move_offered():
    g = _gb_guild(2)
    turn = g.turn
    g.apply("guild 2")
    g.apply("warehouse")
    assert g.current == 0 and g.phase == "turn-end"
    assert texts(g) == ["double 5d 13", "end"]
    back = ist.Game.from_json(g.to_json())           # a save here loads and asks the same
    assert texts(back) == texts(g) and back.question() == g.question()
    from istanbul_nb.engine.invariants import problems

    assert problems(g) == []
    g.apply("double 5d 13")
    assert g.current == 0 and g.phase == "move" and g.turn == turn + 1
    assert "Red takes another turn at once (double move)" in g.log_text()


def test_r8_card_16_turn_offers_the_double_move_and_end_passes_on():
    g = _gb_guild(16)
    g.apply("guild 16")
    assert g.phase == "turn-end" and texts(g) == ["double 5d 13", "end"]
    g.apply("end")
    assert g.current == 1 and g.phase == "move"


def test_r8_without_letters_for_it_the_guild_turn_just_ends():
    g = _gb_guild(2, mine=[9])
    g.apply("guild 2")
    g.apply("warehouse")
    assert g.current == 1 and g.phase == "move"


def test_r8_a_family_errand_ends_with_the_double_move_and_the_extra_turn_may_too():
    from letters_tools import letters

    g = letters(seats={0: dict(merchant=9, family=4, cards=["family-errand"]),
                       1: dict(cards=[]), 2: dict(cards=[])},
                letters={0: [(3, True), 13, (4, True), 10]}, post=[False] * 4)
    g.apply("play family-errand 5")
    g.apply("post")
    assert g.phase == "turn-end" and g.current == 0
    assert texts(ist.Game.from_json(g.to_json())) == texts(g)
    assert _doubles(g) == ["double 3d 10", "double 3d 13", "double 3d 4d", "double 4d 10",
                           "double 4d 13"]
    g.apply("double 3d 13")
    assert g.current == 0 and g.phase == "move"
    # the extra turn is a turn of its own: it may end with another double move
    g.apply("move 13")
    g.apply("leave")
    g.apply("skip")
    assert _doubles(g) == ["double 4d 10"]
    g.apply("double 4d 10")
    assert g.current == 0 and g.phase == "move"


def test_a_family_member_at_the_police_station_is_refused_as_home():
    """RULES.md 4: one already at the Police Station cannot be caught; the refusal says so."""
    g = ist.stage(players=3, phase="encounter", seats={0: dict(merchant=12, cards=[]),
                                                       1: dict(family=12)})
    with pytest.raises(ist.IllegalAction, match="at the Police Station is home and cannot be "
                                                "caught"):
        g.apply("catch blue card")
