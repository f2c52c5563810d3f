"""Live re-check latency: scripts/bench_live.py (the UI engineer's) run as it is, in its own
QGIS process, and its "overall median ... p95 ..." line read back."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

BENCH_LIVE = Path(__file__).resolve().parents[1] / "bench_live.py"
OVERALL = re.compile(r"^overall\s+median\s+([\d.]+)\s*ms\s+p95\s+([\d.]+)\s*ms", re.M)


def measure(parcels: int, edits: int, timeout_s: float = 1800.0) -> tuple[float, float, str]:
    """(median ms, p95 ms, bench_live's full output). bench_live exits 1 when its median target
    is missed; that is a result, not a failure, so only unreadable output raises."""
    if not BENCH_LIVE.exists():
        raise FileNotFoundError(f"{BENCH_LIVE} is missing")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-P", str(BENCH_LIVE), "--parcels", str(parcels), "--edits",
                           str(edits)],
                          capture_output=True, text=True, timeout=timeout_s, env=env,
                          stdin=subprocess.DEVNULL,
                          check=False)
    found = OVERALL.search(done.stdout)
    if found is None:
        raise RuntimeError(f"bench_live.py exited {done.returncode} without an 'overall' line:\n"
                           f"{done.stdout[-1500:]}\n{done.stderr[-1500:]}")
    return float(found.group(1)), float(found.group(2)), done.stdout
