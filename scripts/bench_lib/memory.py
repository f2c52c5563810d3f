"""Peak memory of the core water-rights job on a big lake, in a fresh interpreter so nothing
else the benchmark built is counted.

The figure is the child's peak resident set: the interpreter, the lake and the job together,
since that is what a user's machine must hold. It is read from /proc/self/status (VmHWM), not
getrusage's ru_maxrss: Linux carries ru_maxrss across fork + exec, so a child started by a big
parent begins with the parent's peak. tracemalloc is not used: it sees only Python's own
allocations, not GEOS's (most of the geometry lives there), and slows the job down several-fold.
The child also reports its peak after the imports and its resident set holding the lake, so the
job's own share can be read off.
"""
from __future__ import annotations

import gc
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from . import lakes

BENCH_SCRIPT = Path(__file__).resolve().parents[1] / "bench.py"


def _status_mib(field: str) -> float | None:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024.0            # kB
    except OSError:
        pass
    return None


class ChildError(RuntimeError):
    def __init__(self, message: str, summary: str) -> None:
        super().__init__(message)
        self.summary = summary          # one line for the table


def maxrss_mib() -> float:
    """Peak resident set of this process so far, MiB (VmHWM; ru_maxrss where /proc is missing)."""
    peak = _status_mib("VmHWM")
    return peak if peak is not None else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def rss_mib() -> float:
    """Resident set now, MiB (0 where /proc is missing)."""
    return _status_mib("VmRSS") or 0.0


def child(n: int, seed: int) -> dict[str, Any]:
    """Run in the child: make the lake, run the job, report (called by bench.py --memory-child)."""
    from shoreline_layout.core.profiles.loader import load_profile
    from shoreline_layout.core.water_rights import compute_water_rights

    settings = load_profile("keuka").geometry_settings()
    after_imports = maxrss_mib()
    lake = lakes.make(n, seed)
    gc.collect()
    after_lake = rss_mib()
    start = time.perf_counter()
    result = compute_water_rights(lake.parcels, lake.shoreline, settings)
    seconds = time.perf_counter() - start
    return {"parcels": n, "seconds": seconds, "lines": len(result.lines),
            "rights_areas": len(result.rights_areas),
            "after_imports_mib": after_imports, "lake_rss_mib": after_lake, "peak_mib": maxrss_mib()}


def measure(n: int, seed: int, timeout_s: float = 1800.0) -> dict[str, Any]:
    """Run the child in a fresh interpreter (same Python, same environment); its report."""
    done = subprocess.run([sys.executable, "-P", str(BENCH_SCRIPT), "--memory-child", str(n), "--seed",
                           str(seed)],
                          capture_output=True, text=True, timeout=timeout_s, env=dict(os.environ),
                          stdin=subprocess.DEVNULL, check=False)
    if done.returncode != 0:
        last = ([ln.strip() for ln in done.stderr.splitlines() if ln.strip()] or [""])[-1]
        raise ChildError(f"memory child exited {done.returncode}:\n{done.stderr[-3000:]}",
                         f"the {n:,}-parcel child exited {done.returncode}: {last}")
    return json.loads(done.stdout.strip().splitlines()[-1])
