"""The benchmark's lakes: the geometry engineer's synthetic lakes (tests/core/lakegen.py),
reused as they are, with the MHW mark as a line (the one input both our algorithm and QGIS's
native:lineintersections accept) and moved to plausible EPSG:2261 coordinates (central New York),
so QGIS's transforms and extents see a lake where the CRS is valid."""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

import shapely

LAKEGEN_DIR = Path(__file__).resolve().parents[2] / "tests" / "core"
LAKE_ORIGIN = (700_000.0, 1_000_000.0)   # ft, EPSG:2261


def make(n: int, seed: int = 0) -> Any:
    """A SyntheticLake of n parcels (parcels, shoreline LineString, ties, water)."""
    if str(LAKEGEN_DIR) not in sys.path:
        sys.path.append(str(LAKEGEN_DIR))
    from lakegen import make_lake

    lake = make_lake(n, seed, as_polygon=False)

    def move(geom: Any) -> Any:
        return shapely.transform(geom, lambda xy: xy + LAKE_ORIGIN)

    return dataclasses.replace(
        lake, parcels=[dataclasses.replace(p, geometry=move(p.geometry)) for p in lake.parcels],
        shoreline=move(lake.shoreline), water=move(lake.water), ties=lake.ties + LAKE_ORIGIN)
