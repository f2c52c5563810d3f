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


REAL_LAKES = ("keuka", "canandaigua")


def make_real(name: str, seed: int = 1) -> Any:
    """A whole real lake (GSHHG outline from tests/data/finger_lakes/) with a generated tax map
    (tests/core/reallake.py): road ends, back lots, lot lines off the mark."""
    if str(LAKEGEN_DIR) not in sys.path:
        sys.path.append(str(LAKEGEN_DIR))
    from reallake import make_real_lake

    return make_real_lake(name, seed)


def check_real(lake: Any, wr: Any, projection_ft: float) -> dict[str, Any]:
    """The issue's "done" checks on a whole real lake; raises AssertionError naming the first
    that fails, returns the counts for the bench's notes."""
    import numpy as np

    areas = {a.parcel_id: a for a in wr.rights_areas}
    ends = {m.parcel_id for m in wr.messages if m.code == "end_of_data"}
    outside = {pid for pid, a in areas.items() if "outside the law's jurisdiction" in a.note}
    beside = {t.parcel_a or t.parcel_b for t in wr.tie_points if "unparcelled strip" in t.note}
    for pid in sorted(beside - ends - outside):
        if len(wr.lines_of(pid)) != 2 or areas[pid].geometry.is_empty:
            raise AssertionError(f"{lake.name}: lot {pid} beside a road end lacks its lines or its area")
    built = [a.geometry for a in wr.rights_areas + wr.unparcelled if not a.geometry.is_empty]
    geoms = np.array(built, dtype=object)
    on_land = float(shapely.area(shapely.difference(geoms, lake.lake)).max())
    if on_land >= 0.01:
        raise AssertionError(f"{lake.name}: a rights area has {on_land:.3f} sq ft on land")
    i, j = shapely.STRtree(geoms).query(geoms, predicate="intersects")
    keep = i < j
    overlap = float(shapely.area(shapely.intersection(geoms[i[keep]], geoms[j[keep]])).max(initial=0.0))
    if overlap >= 0.01:
        raise AssertionError(f"{lake.name}: rights areas overlap by {overlap:.3f} sq ft")
    band = shapely.buffer(lake.lake.exterior, projection_ft + 1.1, quad_segs=64)   # the clip spares 1 ft
    if not all(shapely.within(geoms, band)):
        raise AssertionError(f"{lake.name}: a rights area reaches past {projection_ft:g} ft from the shore")
    lines = np.array([ln.geometry for ln in wr.lines if ln.length_ft > 0], dtype=object)
    li, lj = shapely.STRtree(lines).query(lines, predicate="crosses")
    keep = li < lj
    li, lj = li[keep], lj[keep]
    # A line that stops on another may end a hair past it (floating point): a crossing is one
    # whose point lies more than 0.01 ft inside both lines.
    at = shapely.intersection(lines[li], lines[lj])
    tips = [shapely.boundary(lines[k]) for k in (li, lj)]
    real = (shapely.distance(at, tips[0]) > 0.01) & (shapely.distance(at, tips[1]) > 0.01)
    if real.any():
        raise AssertionError(f"{lake.name}: water-rights lines cross ({int(real.sum())} pairs)")
    said = {m.parcel_id for m in wr.messages if m.level == "warning"}
    silent = [pid for pid, a in areas.items() if a.geometry.is_empty and pid not in said and not a.note]
    if silent:
        raise AssertionError(f"{lake.name}: lots without a rights area and without a word why: {silent[:5]}")
    return {"lakeshore": len(wr.lakeshore_parcels), "road_ends": len(wr.unparcelled),
            "beside_road_ends": len(beside - ends - outside), "median_lines": sum("median line" in ln.note
                                                                                   for ln in wr.lines),
            "outside": len(outside), "empty_areas": sum(a.geometry.is_empty for a in wr.rights_areas)}
