"""``make translations``: re-extract the messages from the package, bring every language's
catalogue up to date, compile them, and list what is left to translate (and, with
``--check``, fail when anything is: what the catalogue tests check too).

    python scripts/translations.py            # update, compile, report
    python scripts/translations.py --check    # change nothing; exit 1 on any problem
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from istanbul_nb.i18n import LANGUAGES  # noqa: E402
from istanbul_nb.i18n import catalogues as cats  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="change nothing; exit 1 on problems")
    args = ap.parse_args(argv)
    bad = 0
    if args.check:
        fresh = {m.id for m in cats.extract() if m.id}
        stored = {m.id for m in cats.read(cats.TEMPLATE) if m.id}
        for mid in sorted(map(str, fresh - stored)):
            print(f"not in the template (run make translations): {mid[:80]!r}")
            bad += 1
        for mid in sorted(map(str, stored - fresh)):
            print(f"in the template but no longer in the source: {mid[:80]!r}")
            bad += 1
    else:
        left = cats.update()
        cats.compile_all()
        print(f"template: {cats.TEMPLATE}")
        for lang, n in left.items():
            print(f"{lang}: {n} message(s) to translate in {cats.po_path(lang)}")
    for lang in LANGUAGES[1:]:
        for p in cats.problems(lang):
            print(p)
            bad += 1
    extra = Path(__file__).resolve().parents[1] / "scripts" / "lesson_translations.py"
    if extra.is_file():
        import runpy

        bad += int(runpy.run_path(str(extra))["report"]())
    return 1 if (args.check and bad) else 0


if __name__ == "__main__":
    sys.exit(main())
