"""``import istanbul_nb`` loads no expansion's modules: each loads when a game asks for it
(issue 22, item 3), and the expansions are still listed and played."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXPANSION_PACKAGES = ("istanbul_nb.expansions",)


def _loaded(code: str) -> list[str]:
    """The expansion modules loaded after ``code`` in a fresh interpreter, sorted."""
    check = (f"{code}\nimport sys\n"
             f"print('\\n'.join(sorted(m for m in sys.modules if m.startswith("
             f"{EXPANSION_PACKAGES!r}))))\n")
    out = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True,
                         cwd=ROOT)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout.split()


def test_import_loads_no_expansion_module():
    assert _loaded("import istanbul_nb") == []


def test_listing_and_a_base_game_load_no_expansion_module():
    code = ("import istanbul_nb as ist\n"
            "assert 'mocha' in ist.engine.available() and 'great_bazaar' in "
            "ist.engine.available()\n"
            "assert any('letters' in c['expansions'] for c in ist.engine.configurations())\n"
            "g = ist.new_game(players=3, seed=2)\n"
            "g.apply(g.legal_actions()[0])\n"
            "ist.Game.from_json(g.to_json())\n")
    assert _loaded(code) == []


@pytest.mark.parametrize("expansions, wanted, unwanted", [
    (("mocha",), "istanbul_nb.expansions.mocha", "istanbul_nb.expansions.letters"),
    (("letters",), "istanbul_nb.expansions.letters", "istanbul_nb.expansions.mocha"),
])
def test_a_game_loads_only_the_expansion_it_asks_for(expansions, wanted, unwanted):
    mods = _loaded(f"import istanbul_nb as ist\nist.new_game(expansions={expansions!r})")
    assert wanted in mods
    assert not any(m.startswith(unwanted) for m in mods)


def test_a_variant_loads_its_module_when_a_game_asks_for_it():
    mods = _loaded("import istanbul_nb as ist\n"
                   "ist.new_game(variants=('neutral_assistants',))")
    assert mods == ["istanbul_nb.expansions", "istanbul_nb.expansions.neutral_assistants"]


def test_a_save_of_an_expansion_game_loads_its_modules():
    code = ("import istanbul_nb as ist\n"
            "import subprocess, sys\n"
            "text = subprocess.run([sys.executable, '-c', 'import istanbul_nb as ist; "
            "print(ist.new_game(expansions=(\"mocha\",)).to_json())'], capture_output=True, "
            "text=True, check=True).stdout\n"
            "ist.Game.from_json(text)\n")
    assert "istanbul_nb.expansions.mocha" in _loaded(code)
