"""The one timer the bench scripts share, so their figures are measured the same way."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def ms_per_call(fn: Callable[[], object], repeat: int = 5, number: int = 10) -> float:
    """Median over ``repeat`` runs of the mean milliseconds of ``number`` calls."""
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        runs.append((time.perf_counter() - start) * 1000 / number)
    return statistics.median(runs)
