"""Where the plan shows the depth of the lake bottom, and what it says there (no qgis).

The law asks a site plan for "the depth of the lakeshore bottom" (§160-124F(1)(b), §44-7G(1)(b)).
The plan samples the bathymetry (lake-bottom elevation) on a small grid over the parcel's water:
three lines running straight out from the parcel's stretch of the MHW mark, at half the reach, the
reach and half as far again, plus
the outer end of every proposed structure, where the depth exception of the reach rule looks.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Optional

from shapely.geometry import Point

from ..core.model import WaterRightsResult
from . import formatting as fmt
from .measure import DepthSample, DockSummary

DepthAt = Callable[[float, float], Optional[float]]  # Python 3.9: no `X | Y` at run time


def _label(elev: float, level: float | None) -> tuple[float | None, str]:
    if level is None:
        return None, f"el. {elev:,.1f}"
    d = level - elev
    return d, fmt.depth(d)


def sample_depths(wr: WaterRightsResult, parcel_id: str, depth_at: DepthAt | None,
                  level_ft: float | None, reach_ft: float,
                  docks: Sequence[DockSummary] = ()) -> list[DepthSample]:
    """Depth soundings for one parcel, each labelled "−4.2 ft" (or its elevation when the
    reference level is unknown). Points off the raster or outside the rights area are left out."""
    if depth_at is None:
        return []
    ra = wr.rights_area(parcel_id)
    if ra is None or ra.geometry is None or ra.geometry.is_empty:
        return []
    area = ra.geometry
    out: list[DepthSample] = []
    distances = sorted({round(reach_ft * f) for f in (0.5, 1.0, 1.5)})
    for base, (nx, ny) in _shore_stations(wr, parcel_id, area):
        for dist in distances:
            px, py = base.x + nx * dist, base.y + ny * dist
            if not area.contains(Point(px, py)):
                continue
            elev = depth_at(px, py)
            if elev is None:
                continue
            depth, text = _label(elev, level_ft)
            out.append(DepthSample(px, py, elev, depth, text))
    for d in docks:
        far = _farthest_vertex(d, wr)
        if far is None:
            continue
        elev = depth_at(far.x, far.y)
        if elev is None:
            continue
        depth, text = _label(elev, level_ft)
        out.append(DepthSample(far.x, far.y, elev, depth, text))
    return out


def _shore_stations(wr: WaterRightsResult, parcel_id: str, area) -> list[tuple[Point, tuple[float, float]]]:
    """Three points on the parcel's stretch of the MHW mark (between its tie points) with the
    unit normal there that points into its rights area: the lines the soundings run out along.
    Along the shore, not the tie line: at a headland the tie line cuts across the land."""
    tps = [tp for tp in wr.tie_points if parcel_id in (tp.parcel_a, tp.parcel_b)]
    lines = [g for g in getattr(wr.shoreline, "geoms", [wr.shoreline]) if not g.is_empty]
    if len(tps) != 2 or not lines:
        return []
    line = min(lines, key=lambda g: g.distance(tps[0].point) + g.distance(tps[1].point))
    s0, s1 = sorted(line.project(tp.point) for tp in tps)
    if s1 - s0 < 1.0:
        return []
    out = []
    for frac in (0.2, 0.5, 0.8):
        s = s0 + (s1 - s0) * frac
        base = line.interpolate(s)
        a, b = line.interpolate(max(s - 10.0, 0.0)), line.interpolate(min(s + 10.0, line.length))
        dx, dy = b.x - a.x, b.y - a.y
        norm = (dx * dx + dy * dy) ** 0.5 or 1.0
        nx, ny = -dy / norm, dx / norm
        if not area.contains(Point(base.x + nx * 5.0, base.y + ny * 5.0)):
            nx, ny = -nx, -ny
        out.append((base, (nx, ny)))
    return out


def _farthest_vertex(d: DockSummary, wr: WaterRightsResult) -> Point | None:
    coords = list(d.geometry.convex_hull.exterior.coords) if d.geometry.geom_type != "Point" else []
    if not coords:
        return None
    return max((Point(c) for c in coords), key=lambda p: wr.shoreline.distance(p))
