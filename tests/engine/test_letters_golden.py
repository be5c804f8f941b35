"""A golden narrated Letters game (the harness's narration, on Letters configurations): the first
turns of a seeded random game and the final ranking, in ``golden/letters/``. Regenerate after an
intended change of the Letters rules or wording, then read the diff:

    ISTANBUL_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/engine/test_letters_golden.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import test_harness as harness  # beside this file (pytest puts its folder on sys.path)

GOLDEN_DIR = Path(__file__).parent / "golden" / "letters"
CONFIGS = [{"players": p, "expansions": ("letters",), "layout": "letters-first-game"}
           for p in (2, 4)] + [{"players": 3, "expansions": ("mocha", "letters"),
                                "layout": "great-bazaar-first-game"}]


@pytest.mark.parametrize("cfg", CONFIGS, ids=harness.config_id)
def test_golden_letters_log(cfg):
    text = harness.narrate(cfg)
    path = GOLDEN_DIR / f"{harness.config_id(cfg)}.txt"
    if os.environ.get("ISTANBUL_UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden log {path.name}; regenerate (see the module docstring)"
    assert text == path.read_text(encoding="utf-8"), f"the narrated game {path.name} changed"
