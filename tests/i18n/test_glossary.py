"""The glossary is complete and honest (issue 25, item 3): every row has every word and a
source for each, keys are unique kebab-case, a Korean or Chinese word that claims a seed rule
book really stands in that book, the Chinese is Traditional, and the matching rules the
catalogue test uses behave as the module docstring says.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from istanbul_nb.i18n import LANGUAGES, glossary, tr
from istanbul_nb.i18n import catalogues as cats

ROOT = Path(__file__).resolve().parents[2]
CSV = ROOT / "istanbul_nb" / "locale" / "glossary.csv"
SEEDS = Path("/work/shared/seeds")
SEED_FILES = {"ko": ("seed 000", "000_"), "zh-Hant": ("seed 002", "002_")}
#: Simplified forms that differ from their Traditional ones (never in zh-Hant); characters that
#: are valid Traditional too (里, 后, 面, 干, 台 ...) are left out on purpose.
SIMPLIFIED = set("货币宝马门车东钱银铁红绿蓝黄张个们为这说时会发对开关长进过还从动给点买卖钟号图场"
                 "应样实现无业闭饭汉书见让边级费奖励戏运亲术数优鸟鱼馆厅额码处劳举丝织宫苏礼圣护计"
                 "经营广厂阶邮递员轮帮队库弃换选择写显换赢输骰仅办庆阵")
SIMPLIFIED.discard("骰")  # the same in both scripts


def _rows() -> list[dict[str, str]]:
    with CSV.open(encoding="utf-8", newline="") as f:
        return [r for r in csv.DictReader(f) if r["key"] and not r["key"].startswith("#")]


def _seed(lang: str) -> str | None:
    prefix = SEED_FILES[lang][1]
    found = sorted(SEEDS.glob(f"{prefix}*.txt")) if SEEDS.is_dir() else []
    if not found:
        return None
    return _plain(found[0].read_text("utf-8"))


def _plain(text: str) -> str:
    """Seed text as the glossary quotes it: no spaces, no 【】 around the Chinese terms."""
    return re.sub(r"[\s【】]+", "", text)


def test_the_header_and_every_row_is_complete():
    with CSV.open(encoding="utf-8", newline="") as f:
        header = next(csv.reader(f))
    assert header == ["key", "en", "ko", "zh-Hant", "de", "source", "check"]
    rows = _rows()
    assert len(rows) >= 100
    incomplete = [r["key"] for r in rows if not all((r[x] or "").strip() for x in
                                                    ("en", "ko", "zh-Hant", "de", "source"))]
    assert incomplete == []


def test_keys_are_unique_kebab_case_and_no_place_repeated():
    keys = [r["key"] for r in _rows()]
    assert sorted(k for k in set(keys) if keys.count(k) > 1) == []
    assert [k for k in keys if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", k)] == []
    places = {e.names["en"] for k, e in glossary.entries().items() if k.startswith("place-")}
    assert [r["key"] for r in _rows() if r["en"] in places] == []
    assert all(f"place-{n}" in glossary.entries() for n in range(1, 26))


def test_every_word_names_its_source():
    """Each translation says where it comes from (a seed, printed, or ours)."""
    bad = []
    for key, e in glossary.entries().items():
        src = e.sources()
        for lang in LANGUAGES[1:]:
            origin = src.get(lang, "").lstrip("?")
            if key.startswith("place-"):
                ok = bool(origin) and origin != "?"
            else:
                ok = origin.startswith(("seed 000", "seed 002", "printed", "ours"))
            if not ok:
                bad.append(f"{key} {lang}: {src.get(lang)!r}")
    assert bad == []


@pytest.mark.parametrize("lang", ["ko", "zh-Hant"])
def test_a_word_claimed_from_a_seed_stands_in_that_seed(lang):
    seed = _seed(lang)
    if seed is None:
        pytest.skip(f"the {SEED_FILES[lang][0]} rule book is not in {SEEDS}")
    claim = SEED_FILES[lang][0]
    claimed = [e for e in glossary.entries().values()
               if not e.key.startswith("place-") and e.sources().get(lang, "").startswith(claim)]
    assert len(claimed) >= 20
    missing = [f"{e.key}: {e.names[lang]}" for e in claimed if _plain(e.names[lang]) not in seed]
    assert missing == []


def test_the_other_seed_is_not_claimed():
    """A Korean word cannot come from the Chinese book, nor the other way round."""
    bad = [e.key for e in glossary.entries().values()
           if e.sources().get("ko", "").startswith("seed 002")
           or e.sources().get("zh-Hant", "").startswith("seed 000")]
    assert bad == []


def test_traditional_chinese_has_no_simplified_characters():
    words = {k: e.names["zh-Hant"] for k, e in glossary.entries().items()}
    assert {k: w for k, w in words.items() if SIMPLIFIED & set(w)} == {}


def test_the_chinese_catalogue_has_no_simplified_characters():
    path = cats.po_path("zh-Hant")
    if not path.is_file():
        pytest.skip("no zh-Hant catalogue yet")
    bad = []
    for m in cats.read(path):
        texts = [m.string] if isinstance(m.string, str) else list(m.string or ())
        for t in texts:
            if t and SIMPLIFIED & set(t):
                bad.append(f"{str(m.id)[:40]!r}: {''.join(sorted(SIMPLIFIED & set(t)))}")
    assert bad == []


def test_the_words_the_brief_fixes():
    """The terms every translator already uses (the goods, the figures, the cards)."""
    e = glossary.entries()
    assert [e[k].names["de"] for k in ("fabric", "spice", "fruit", "jewelry")] == [
        "Stoff", "Gewürz", "Obst", "Schmuck"]
    assert (e["assistant"].names["ko"], e["assistant"].names["zh-Hant"]) == ("조수", "伙計")
    assert e["bonus-card"].names["zh-Hant"] == "獎勵卡"
    assert tr(glossary.term("governor"), "ko") == "주지사"


def test_every_bonus_card_title_is_a_term():
    """A card's title is ``term("card-" + id)``, its English the data file's title."""
    import json

    data = ROOT / "istanbul_nb" / "data"
    for name in ("base_game", "mocha", "letters"):
        cards = json.loads((data / f"{name}.json").read_text("utf-8"))["bonus_cards"]["cards"]
        for c in cards:
            assert str(glossary.term(f"card-{c['id']}")) == c["title"], c["id"]


def test_a_term_is_found_in_english_by_its_check_rule():
    e = glossary.entries()
    assert e["ruby"].found_in("you take 2 rubies")
    assert e["family-member"].found_in("catch 2 family members")
    assert not e["ruby"].found_in("a Ruby card")          # case as written
    assert not e["fabric"].found_in("the Fabric Warehouse")
    assert e["lira"].found_in("pay {n} lira") and e["lira"].found_in("pays 2 lira")
    assert not e["lira"].found_in("not enough lira")       # money in general: free words
    assert not e["letter"].found_in("the palace letter A")
    assert e["cart-extension"].found_in("take a cart extension")
    assert e["cart-extension"].found_in("3 extensions")
    assert not e["phase-move"].found_in("move 1 or 2 places")  # check = no
    assert not e["barrier"].found_in("the barrier-control tile")
    # a placeholder is a value, not a word; a number all the same for "lira"
    assert not e["goods"].found_in("{place} buys {goods}")
    assert not e["ruby"].found_in("{name}: {rubies}")
    assert e["lira"].found_in("{lira} lira")
    # the other senses of "letter" and "cart" the kit's sentences have
    assert not e["letter"].found_in("{name} ({colour}, letter {letter})")
    assert not e["letter"].found_in("mocha and letters 4 rows of 5, 1-25 (letters)")
    assert e["letter"].found_in("take {n} letters") and e["letter"].found_in("a letter to 9")
    assert not e["cart"].found_in("cart wheel") and e["cart"].found_in("your cart is full")


def test_a_translation_uses_a_term_by_its_language_rule():
    e = glossary.entries()
    assert e["neutral-assistant"].used_in("Du nimmst einen neutralen Gehilfen.", "de")
    assert e["double-move"].used_in("zwei Doppelzüge", "de")
    assert e["dice"].used_in("Du würfelst.", "de")
    assert e["great-bazaar"].used_in("in der Mitte des Großen Basars", "de")
    assert not e["great-bazaar"].used_in("in der Mitte des Basars", "de")
    assert not e["goods"].used_in("{goods} verkaufen", "de")      # a placeholder is no word
    assert not e["assistant"].used_in("Du nimmst einen Helfer.", "de")
    assert e["cart-extension"].used_in("확장부품 1개를 가져옵니다.", "ko")
    assert not e["fabric"].used_in("직물 1개를 받습니다.", "ko")
    assert e["bonus-card"].used_in("抽 1 張獎勵卡", "zh-Hant")


def test_a_bad_glossary_is_refused(tmp_path, monkeypatch):
    """A row without a word or with a broken check is a clear error, not a silent gap."""
    from importlib import resources

    root = tmp_path / "istanbul_nb"
    (root / "locale").mkdir(parents=True)
    (root / "data").mkdir()
    (root / "data" / "places.json").write_text('{"places": []}', "utf-8")
    good = "key,en,ko,zh-Hant,de,source,check\n"
    real_files = resources.files

    def files(pkg):
        return root if pkg == "istanbul_nb" else real_files(pkg)

    monkeypatch.setattr(glossary.resources, "files", files)
    for body, words in [("x,x,,布,X,ours,\n", "has no ko word"),
                        ("x,xx,가,布,X,ours,(\n", "bad check pattern"),
                        ("x,xx,가,布,X,ours,\nx,xx,가,布,X,ours,\n", "twice"),
                        ("place-9,xx,가,布,X,ours,\n", "places of data/places.json")]:
        (root / "locale" / "glossary.csv").write_text(good + body, "utf-8")
        glossary.entries.cache_clear()
        with pytest.raises(ValueError, match=words):
            glossary.entries()
    glossary.entries.cache_clear()
    monkeypatch.undo()
    assert "fabric" in glossary.entries()
