"""Whole-lake partition counts (issue #22, DESIGN.md "Water-rights lines" steps 8-10): do the rights
areas and unparcelled strips share out the water within the law's reach, and do the lines agree
with the areas?

partition_counts(wr, water=None) measures, on one compute_water_rights result:
- lines_outside / lines_outside_ft: lines that run more than LINE_TOL_FT outside the areas they
  separate (the union of the two areas, or the strip's, on either side) within the jurisdiction
  (a line from the excluded shore runs through excluded water first), and how far in total;
- unowned_pieces / unowned_sqft: pieces of water within the jurisdiction (within the reach,
  excluded water aside) over UNOWNED_MIN_SQFT that lie in no rights area and no strip;
- lots_without_area: lakeshore parcels with no rights area whose shore is not in excluded water;
- crossings, overlaps, on_land: lines that cross each other, pairs of areas that overlap by more
  than AREA_TOL_SQFT, areas with more than AREA_TOL_SQFT on land (`water` is the lake polygon;
  without it the land check is skipped and on_land is 0).
Nothing is asserted here: the bench shows the counts, the tests assert what they need.
"""
from __future__ import annotations

from typing import Any

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

LINE_TOL_FT = 0.01         # a line this near an area's boundary runs along it
LINE_MIN_OUT_FT = 0.1      # a line counts as outside when this much of it is
UNOWNED_MIN_SQFT = 5_000.0  # the size of a piece of water that matters
AREA_TOL_SQFT = 0.01
GRID = 1e-3                # union of the areas on a thousandth-of-a-foot grid (robust, quick)


def partition_counts(wr: Any, water: BaseGeometry | None = None,
                     within: BaseGeometry | None = None) -> dict[str, float]:
    """The counts above for one WaterRightsResult (see the module docstring). within: look for
    unowned water only there (a piece of shore given alone: the water in front of its lots)."""
    owned = [a for a in list(wr.rights_areas) + list(wr.unparcelled) if not a.geometry.is_empty]
    geoms = np.array([a.geometry for a in owned], dtype=object)
    out: dict[str, float] = {}
    n_out, ft_out = _lines_outside(wr, owned, geoms)
    out["lines_outside"], out["lines_outside_ft"] = n_out, round(ft_out, 1)
    pieces = _unowned_pieces(wr, geoms, within)
    out["unowned_pieces"] = int(pieces.size)
    out["unowned_sqft"] = round(float(shapely.area(pieces).sum()), 0)
    out["lots_without_area"] = sum(a.geometry.is_empty and "outside the law's jurisdiction" not in a.note
                                   for a in wr.rights_areas)
    out["crossings"] = _crossings(wr)
    out["overlaps"] = _overlaps(geoms)
    out["on_land"] = 0 if water is None or geoms.size == 0 else int(
        (shapely.area(shapely.difference(geoms, water)) > AREA_TOL_SQFT).sum())
    return out


def _lines_outside(wr: Any, owned: list[Any], geoms: np.ndarray) -> tuple[int, float]:
    """Lines (with length) not lying within the areas on either side of them."""
    by_id = {a.parcel_id: k for k, a in enumerate(owned) if a.parcel_id is not None}
    strips = np.array([k for k, a in enumerate(owned) if a.parcel_id is None], dtype=np.int64)
    strip_tree = shapely.STRtree(geoms[strips]) if strips.size else None
    count, total = 0, 0.0
    for ln in wr.lines:
        if ln.length_ft <= 0:
            continue
        sides = [by_id[p] for p in (ln.parcel_a, ln.parcel_b) if p is not None and p in by_id]
        if strip_tree is not None and None in (ln.parcel_a, ln.parcel_b):
            start = shapely.points(ln.geometry.coords[0])
            sides += strips[strip_tree.query(start, predicate="dwithin", distance=LINE_TOL_FT)].tolist()
        if not sides:
            continue            # neither side has an area (both in excluded water, or the data's end)
        cover = shapely.buffer(shapely.union_all(geoms[sides]), LINE_TOL_FT)
        rest = shapely.difference(ln.geometry, cover)
        off = float(shapely.length(rest))
        if off > LINE_MIN_OUT_FT and wr.jurisdiction is not None:
            # a line from a tie point in excluded water crosses it first, where no area is
            off = float(shapely.length(shapely.intersection(rest, wr.jurisdiction)))
        if off > LINE_MIN_OUT_FT:
            count += 1
            total += off
    return count, total


def _unowned_pieces(wr: Any, geoms: np.ndarray, within: BaseGeometry | None) -> np.ndarray:
    """The pieces of the jurisdiction (within `within`) no area covers, over UNOWNED_MIN_SQFT."""
    region = wr.jurisdiction
    if region is None or region.is_empty:
        return np.empty(0, dtype=object)
    if within is not None:
        region = shapely.intersection(region, within)
    owned = shapely.union_all(geoms, grid_size=GRID) if geoms.size else None
    rest = region if owned is None else shapely.difference(region, owned, grid_size=GRID)
    parts = shapely.get_parts(rest)
    parts = parts[shapely.get_type_id(parts) == 3]
    return parts[shapely.area(parts) > UNOWNED_MIN_SQFT]


def _crossings(wr: Any) -> int:
    """Pairs of lines crossing at a point more than LINE_TOL_FT inside both (a line stopped on
    another may end a hair past it)."""
    lines = np.array([ln.geometry for ln in wr.lines if ln.length_ft > 0], dtype=object)
    if lines.size < 2:
        return 0
    li, lj = shapely.STRtree(lines).query(lines, predicate="crosses")
    keep = li < lj
    li, lj = li[keep], lj[keep]
    at = shapely.intersection(lines[li], lines[lj])
    real = ((shapely.distance(at, shapely.boundary(lines[li])) > LINE_TOL_FT)
            & (shapely.distance(at, shapely.boundary(lines[lj])) > LINE_TOL_FT))
    return int(real.sum())


def _overlaps(geoms: np.ndarray) -> int:
    if geoms.size < 2:
        return 0
    i, j = shapely.STRtree(geoms).query(geoms, predicate="intersects")
    keep = i < j
    inter = shapely.area(shapely.intersection(geoms[i[keep]], geoms[j[keep]], grid_size=GRID))
    return int((inter > AREA_TOL_SQFT).sum())
