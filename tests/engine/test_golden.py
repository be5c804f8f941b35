"""Golden playthrough: the narrated log of one fixed-seed 3-player game, checked in.

Regenerate after an intended change of rules or wording, then read the diff before committing:

    ISTANBUL_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/engine/test_golden.py
"""

import os
from pathlib import Path

import istanbul_nb as ist
from istanbul_nb.engine.invariants import random_playout

GOLDEN = Path(__file__).parent / "golden" / "seed7_3players.txt"


def narrate() -> str:
    g = ist.new_game(players=3, layout="short-paths", seed=7)
    random_playout(g, 7)
    ranking = ", ".join(f"{g.player(s).name} ({g.player(s).rubies} "
                       f"{'ruby' if g.player(s).rubies == 1 else 'rubies'}, "
                        f"{g.player(s).lira} lira)" for s in g.ranking())
    return g.log_text() + f"Ranking: {ranking}\n"


def test_golden_log():
    text = narrate()
    if os.environ.get("ISTANBUL_UPDATE_GOLDEN"):
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(text, encoding="utf-8")
    expected = GOLDEN.read_text(encoding="utf-8")
    assert text == expected, "the narrated game changed; see the module docstring"
