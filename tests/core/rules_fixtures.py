"""A hand-built WaterRightsResult for rule tests: straight shore along y = 0, water to the north.

Parcels are 100 ft wide (x from 100*i to 100*(i+1)), land south of the shore; each rights area is
the rectangle above its parcel out to 1,500 ft; water-rights lines are vertical at x = 100*k.
No geometry engine involved, so the rule tests do not depend on its timing or its choices.
"""
from __future__ import annotations

from collections.abc import Sequence

from shapely.geometry import LineString, Point, box

from shoreline_layout.core.model import (
    Buoy,
    Parcel,
    ReachLine,
    RightsArea,
    Structure,
    TieLine,
    TiePoint,
    WaterRightsLine,
    WaterRightsResult,
)

WIDTH = 100.0
OUT = 1500.0
DEPTH = 200.0


def lake(n: int = 3, land_uses: Sequence[str] | None = None, width: float = WIDTH,
         reach_ft: float = 65.0, **parcel_kw) -> tuple[list[Parcel], WaterRightsResult]:
    """n parcels P0..P{n-1}; `land_uses` per parcel (default residential); extra Parcel fields
    (steep_slope=..., frontage_tax_ft=...) apply to every parcel."""
    uses = list(land_uses) if land_uses else ["residential"] * n
    parcels, areas, lines, ties, tie_lines, reach = [], [], [], [], [], []
    for i in range(n):
        pid = f"P{i}"
        x0, x1 = i * width, (i + 1) * width
        parcels.append(Parcel(parcel_id=pid, geometry=box(x0, -DEPTH, x1, 0.0), land_use=uses[i],
                              frontage_tax_ft=parcel_kw.get("frontage_tax_ft"),
                              steep_slope=parcel_kw.get("steep_slope", False),
                              upland_structure_near_mhw=parcel_kw.get("upland_structure_near_mhw", False),
                              seating=parcel_kw.get("seating"), source_fid=i))
        areas.append(RightsArea(pid, box(x0, 0.0, x1, OUT), width * OUT, None))
        tie_lines.append(TieLine(pid, LineString([(x0, 0), (x1, 0)]), width))
        reach.append(ReachLine(pid, LineString([(x0, reach_ft), (x1, reach_ft)]), reach_ft))
    for k in range(n + 1):
        x = k * width
        a = f"P{k - 1}" if k > 0 else None
        b = f"P{k}" if k < n else None
        ties.append(TiePoint(k, Point(x, 0), a, b, chainage_ft=x))
        lines.append(WaterRightsLine(k, LineString([(x, 0), (x, OUT)]), a, b, 0.0, 180.0, OUT))
    shore = LineString([(0.0, 0.0), (n * width, 0.0)])
    wr = WaterRightsResult(
        lakeshore_parcels=[p.parcel_id for p in parcels], tie_points=ties, tie_lines=tie_lines,
        lines=lines, rights_areas=areas, reach_lines=reach, envelopes=[], messages=[],
        shoreline=shore, shoreline_length_in_parcel_ft={p.parcel_id: width for p in parcels})
    return parcels, wr


def rect(x0: float, y0: float, w: float, h: float):
    """Axis-aligned rectangle from its south-west corner, width (x) and height (y)."""
    return box(x0, y0, x0 + w, y0 + h)


def dock(fid: int, geom, dock_id: str | None = None, part: str | None = None, **kw) -> Structure:
    return Structure(fid=fid, kind="dock", geometry=geom, dock_id=dock_id, part=part, **kw)


def struct(fid: int, kind: str, geom, **kw) -> Structure:
    return Structure(fid=fid, kind=kind, geometry=geom, **kw)


def buoy(fid: int, x: float, y: float, vessel: float = 20.0, rode: float = 10.0, **kw) -> Buoy:
    return Buoy(fid=fid, geometry=Point(x, y), vessel_length_ft=vessel, rode_length_ft=rode, **kw)


def codes(violations) -> list[str]:
    return sorted(v.rule for v in violations)


def only(violations, rule: str):
    """The single violation with this rule code (fails loudly if there are none or several)."""
    found = [v for v in violations if v.rule == rule]
    got = [(v.rule, v.measured, v.message) for v in violations]
    assert len(found) == 1, f"expected one {rule}, got {got}"
    return found[0]
