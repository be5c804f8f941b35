"""Issue 20: the ChooseWriteTable's upload button shows why a hostile save is refused (deep
nesting, an oversized file, a version of ``true`` or ``1.0``, a seed beyond what a save carries)
and keeps the game; a save of a game started from a seed beyond 64 bits loads through it."""

from __future__ import annotations

import html
import json

import pytest

pytest.importorskip("ipywidgets")

from istanbul_nb import choose_write as cw  # noqa: E402
from istanbul_nb.core import saves  # noqa: E402
from istanbul_nb.widgets import ChooseWriteTable  # noqa: E402


def _upload(table: ChooseWriteTable, data: bytes) -> None:
    """The upload button's handler, as the browser's file reaches it (a memoryview)."""
    table._on_upload({"new": ({"name": "g.json", "content": memoryview(data)},)})


def _doc() -> dict:
    return json.loads(cw.new_game(players=2, seed=4).to_json())


def _nested(depth: int) -> bytes:
    d = _doc()
    d["names"] = "@"
    return json.dumps(d).replace('"@"', "[" * depth + "]" * depth).encode()


def _with(key: str, value) -> bytes:
    d = _doc()
    d[key] = value
    return json.dumps(d).encode()


@pytest.mark.parametrize("data, words", [
    (_nested(100_000), "nested too deeply"),
    (_nested(900), "nested too deeply"),
    (b" " * (saves.MAX_BYTES + 1), f"at most {saves.MAX_BYTES}"),
    (_with("version", True), "version"),
    (_with("version", 1.0), "version"),
    (_with("seed", 1 << (saves.MAX_SEED_BITS + 3)), "seed"),
    (b"\xff\xfe", "UTF-8"),
], ids=["deep", "900-deep", "oversized", "version-true", "version-1.0", "seed", "utf8"])
def test_a_refused_upload_is_explained_in_the_table_and_changes_nothing(data, words):
    table = ChooseWriteTable(cw.new_game(players=2, seed=9))
    table.play(table.game.legal_actions()[0])
    before, history = table.game, table.game.history()
    _upload(table, data)                   # no exception escapes the button
    shown = html.unescape(table.message.value)
    assert "Could not load that game" in shown and words in shown
    assert table.game is before and table.game.history() == history


def test_a_game_from_a_seed_beyond_64_bits_uploads():
    g = cw.new_game(players=2, seed=2 ** 64 + 11)
    g.apply(g.legal_actions()[0])
    table = ChooseWriteTable(cw.new_game(players=2, seed=9))
    _upload(table, g.to_json().encode())
    assert "Loaded a saved game" in table.message.value
    assert table.game.history() == g.history() and table.game.seed == 2 ** 64 + 11
