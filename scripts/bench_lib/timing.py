"""Repeated timing: median (and p95) of several runs, each after a garbage collection so one
run's leftovers are not billed to the next. CPU time is kept beside wall-clock time: on a busy
machine (2 cores shared with test runs) wall time swells while CPU time barely moves."""
from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Timing:
    seconds: list[float] = field(default_factory=list)       # wall clock, per run
    cpu: list[float] = field(default_factory=list)           # this process's CPU time, per run
    last: Any = None                      # what the last run returned (for checks and reuse)

    @property
    def median(self) -> float:
        return statistics.median(self.seconds)

    @property
    def p95(self) -> float:
        return percentile(self.seconds, 95.0)


def percentile(values: list[float], pct: float) -> float:
    """Linear-interpolated percentile (numpy's default), without numpy for a short list."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("no values")
    rank = (len(ordered) - 1) * pct / 100.0
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def repeat(fn: Callable[[], Any], runs: int, warmup: int = 0, budget_s: float = float("inf")) -> Timing:
    """Run fn warmup + runs times; keep the wall-clock seconds of the last `runs`. Once a kept
    run has been made, stop early when the kept runs already took budget_s (keeps `make bench`
    within its time when a figure is slow: the table shows how many runs each median has)."""
    timing = Timing()
    for i in range(warmup + runs):
        if timing.seconds and sum(timing.seconds) >= budget_s:
            break
        gc.collect()
        cpu_start = time.process_time()
        start = time.perf_counter()
        result = fn()
        elapsed = time.perf_counter() - start
        cpu = time.process_time() - cpu_start
        if i >= warmup:
            timing.seconds.append(elapsed)
            timing.cpu.append(cpu)
        timing.last = result
        del result
    return timing
