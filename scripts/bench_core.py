"""Time compute_water_rights on synthetic lakes of 1k, 10k and 50k parcels (8 MHW vertices each).

    PYTHONPATH=build/pkg .venv/bin/python scripts/bench_core.py [--sizes 1000,10000,50000] [--repeat 3]

Each lake (tests/core/lakegen.py) is a wandering closed shoreline with coves and points, lot lines
missing the MHW mark by up to 4 ft either way. Prints, per size, the best wall-clock and CPU time
of `repeat` runs for all outputs (tie points, lines, the 200 ft rule, rights areas, reach lines,
envelopes) and what was built. The machine's other load shows as wall > CPU.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests" / "core"))          # lakegen
if "shoreline_layout" not in sys.modules:
    sys.path.insert(0, str(HERE.parent / "build" / "pkg"))       # made by tests/conftest.py or make
os.environ.setdefault("PROJ_DATA", "/usr/share/proj")

import dataclasses  # noqa: E402

from lakegen import make_lake  # noqa: E402

from shoreline_layout.core.profiles.loader import load_profile  # noqa: E402
from shoreline_layout.core.water_rights import compute_water_rights  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1000,10000,50000")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    # Keuka's numbers, without its Outlet exclusion (the synthetic lakes lie elsewhere).
    settings = dataclasses.replace(load_profile("keuka").geometry_settings(), excluded_water=())
    print(f"{'parcels':>8} {'MHW vertices':>13} {'wall s':>8} {'cpu s':>8} {'lines':>7} {'areas':>7} "
          f"{'envelopes':>9} {'200ft':>6} {'unmet':>6}")
    for n in (int(s) for s in args.sizes.split(",")):
        lake = make_lake(n, seed=args.seed)
        best_wall = best_cpu = float("inf")
        for _ in range(args.repeat):
            t0, c0 = time.perf_counter(), time.process_time()
            r = compute_water_rights(lake.parcels, lake.shoreline, settings)
            best_wall = min(best_wall, time.perf_counter() - t0)
            best_cpu = min(best_cpu, time.process_time() - c0)
        modified = sum(ln.modified for ln in r.lines)
        unmet = sum(m.code == "rule_200_unmet" for m in r.messages)
        built = sum(not ra.geometry.is_empty for ra in r.rights_areas)
        envs = sum(not e.geometry.is_empty for e in r.envelopes)
        print(f"{n:>8} {n * 8:>13} {best_wall:>8.2f} {best_cpu:>8.2f} {len(r.lines):>7} {built:>7} {envs:>9} "
              f"{modified:>6} {unmet:>6}", flush=True)


if __name__ == "__main__":
    main()
