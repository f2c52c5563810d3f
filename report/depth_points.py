"""Where the plan shows the depth of the lake bottom, and what it says there (no qgis).

The law asks a site plan for "the depth of the lakeshore bottom" (§160-124F(1)(b), §44-7G(1)(b)).
The plan samples the bathymetry (lake-bottom elevation) on a small grid over the parcel's water:
three lines running straight out from the tie line, at a few distances up to past the reach, plus
the outer end of every proposed structure, where the depth exception of the reach rule looks.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from shapely.geometry import Point

from ..core.model import WaterRightsResult
from . import formatting as fmt
from .measure import DepthSample, DockSummary

DepthAt = Callable[[float, float], Optional[float]]


def _label(elev: float, level: Optional[float]) -> tuple[Optional[float], str]:
    if level is None:
        return None, f"el. {elev:,.1f}"
    d = level - elev
    return d, fmt.depth(d)


def sample_depths(wr: WaterRightsResult, parcel_id: str, depth_at: Optional[DepthAt],
                  level_ft: Optional[float], reach_ft: float,
                  docks: Sequence[DockSummary] = ()) -> list[DepthSample]:
    """Depth soundings for one parcel, each labelled "−4.2 ft" (or its elevation when the
    reference level is unknown). Points off the raster or outside the rights area are left out."""
    if depth_at is None:
        return []
    tie = wr.tie_line(parcel_id)
    ra = wr.rights_area(parcel_id)
    if tie is None or ra is None or ra.geometry is None or ra.geometry.is_empty:
        return []
    (x0, y0), (x1, y1) = tie.geometry.coords[0][:2], tie.geometry.coords[-1][:2]
    length = tie.geometry.length or 1.0
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -uy, ux
    mid = tie.geometry.interpolate(0.5, normalized=True)
    if not ra.geometry.buffer(1.0).contains(Point(mid.x + nx * 10.0, mid.y + ny * 10.0)):
        nx, ny = -nx, -ny                       # the normal that points over the water
    out: list[DepthSample] = []
    distances = sorted({round(reach_ft * f) for f in (0.3, 0.65, 1.0, 1.4)})
    for frac in (0.2, 0.5, 0.8):
        base = tie.geometry.interpolate(frac, normalized=True)
        for dist in distances:
            px, py = base.x + nx * dist, base.y + ny * dist
            if not ra.geometry.contains(Point(px, py)):
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


def _farthest_vertex(d: DockSummary, wr: WaterRightsResult) -> Optional[Point]:
    coords = list(d.geometry.convex_hull.exterior.coords) if d.geometry.geom_type != "Point" else []
    if not coords:
        return None
    return max((Point(c) for c in coords), key=lambda p: wr.shoreline.distance(p))
