"""Run every ``bench/*_bench.py`` in sorted order (``make bench``).

Each benchmark module has a ``main()`` that prints its own figures. The files are found at run
time, so a benchmark another part of the kit adds is picked up without editing this runner;
one whose defaults are not a quick speed figure gets its options in ``ARGS``.
"""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

#: a benchmark's options here, where its defaults are not a speed figure: the search bot's
#: strength goals are hours of games (``make bench-ai``); ``make bench`` takes its throughput
ARGS = {"ai_bench": ["--only", "throughput"]}


def _load(path: Path):
    spec = importlib.util.spec_from_file_location(f"bench_{path.stem}", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    """Run the benchmarks named in ``argv`` (file stems), or all of them."""
    wanted = set(argv or [])
    files = sorted(p for p in HERE.glob("*_bench.py") if not wanted or p.stem in wanted)
    if not files:
        print("no benchmarks found", file=sys.stderr)
        return 1
    failed = []
    for path in files:
        print(f"== {path.name}", flush=True)
        start = time.perf_counter()
        saved, sys.argv = sys.argv, [str(path)]  # a benchmark's own options: its defaults
        try:
            module = _load(path)
            if path.stem in ARGS:
                module.main(ARGS[path.stem])
            else:
                module.main()
        except Exception as exc:  # one broken benchmark should not hide the others' figures
            failed.append(path.name)
            print(f"   FAILED: {type(exc).__name__}: {exc}", flush=True)
        finally:
            sys.argv = saved
        print(f"   ({time.perf_counter() - start:.1f} s)\n", flush=True)
    if failed:
        print("failed: " + ", ".join(failed), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
