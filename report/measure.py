"""Display measurements for the plan's labels and tables (no qgis).

These describe what is drawn (a dock's width x length, its area, how far it reaches); they decide
nothing. Whether a figure breaks the law is core/rules' verdict, reported through its Violations;
the measuring itself is core/rules/measure.py's, so label and verdict use the same frame.
Width is measured parallel to the MHW mark and length perpendicular to it, as both laws define
them (§160-123A(1)(b), §44-6A(1)(c)).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import Point
from shapely.geometry.base import BaseGeometry

from ..core.labels import dock_code
from ..core.model import Buoy, Structure
from ..core.rules.measure import ShoreIndex


@dataclass
class DepthSample:
    """The lake bottom sampled at one point of the parcel's water."""
    x: float
    y: float
    bottom_elev_ft: float
    depth_ft: float | None          # below the reference level; None when the level is unknown
    label: str


@dataclass
class DockSummary:
    """One proposed structure as the plan labels it (a dock = all parts sharing a dock_id)."""
    key: str
    label: str                       # "Dock 1", "Boat station 4", ...
    kind: str
    construction: str
    parts: list[Structure]
    geometry: BaseGeometry
    width_ft: float
    length_ft: float
    area_sqft: float
    walkway_width_ft: float | None
    walkway_length_ft: float | None
    reach_ft: float                  # farthest point from the MHW mark

    @property
    def walkway_share(self) -> float | None:
        """Walkway length as a share of the whole dock's length (Canandaigua §44-6A(1)(c)(i))."""
        if self.walkway_length_ft is None or self.length_ft <= 0:
            return None
        return self.walkway_length_ft / self.length_ft


KIND_NAMES = {
    "dock": "Dock", "boat_hoist_structure": "Boat hoist structure", "boat_station": "Boat station",
    "boathouse": "Boathouse", "boat_accessory_structure": "Boat accessory structure",
    "swim_float": "Swim float", "ice_breaker": "Ice breaker", "vessel": "Vessel",
}


def summarize_structures(structures: Iterable[Structure], shoreline: BaseGeometry,
                         land: BaseGeometry | None = None,
                         hoist_open_water_excluded: bool = False) -> list[DockSummary]:
    """Group dock parts by dock_id and measure every structure in the MHW mark's frame.

    Areas count the waterside part only (what lies on `land`, the parcels, is left out) and, where
    the law says so, less the open water of boat hoist structures and stations drawn over a dock
    (§160-123A(1)(b)): the same reading core/rules/dock_dimensions.py applies."""
    index = ShoreIndex(shoreline)
    groups: dict[str, list[Structure]] = {}
    for s in sorted(structures, key=lambda s: s.fid):
        key = f"{s.kind}:{s.dock_id}" if (s.kind == "dock" and s.dock_id) else f"{s.kind}:fid{s.fid}"
        groups.setdefault(key, []).append(s)

    def water(g: BaseGeometry) -> BaseGeometry:
        return g.difference(land) if land is not None and g.intersects(land) else g

    holes = [water(s.geometry) for s in structures
             if s.kind in ("boat_hoist_structure", "boat_station")] if hoist_open_water_excluded else []
    out: list[DockSummary] = []
    counters: dict[str, int] = {}
    for key, parts in groups.items():
        kind = parts[0].kind
        geom = shapely.union_all([p.geometry for p in parts])
        wet = water(geom)
        area_geom = wet
        if kind == "dock" and holes:
            hit = [h for h in holes if h.intersects(wet)]
            if hit:
                area_geom = wet.difference(shapely.union_all(hit))
        frame = index.frame(geom)
        width, length = frame.extents(wet) if frame is not None else (0.0, 0.0)
        walk = [p.geometry for p in parts if p.part == "walkway"]
        ww = wl = None
        if walk and frame is not None:
            ww, wl = frame.extents(water(shapely.union_all(walk)))
        reach = float(index.max_distance(np.array([geom], dtype=object))[0][0])
        counters[kind] = counters.get(kind, 0) + 1
        name = KIND_NAMES.get(kind, kind.replace("_", " ").capitalize())
        ident = parts[0].dock_id if (kind == "dock" and parts[0].dock_id) else str(counters[kind])
        if parts[0].label:          # core/labels.py's label, as the findings name it
            ident = dock_code(parts[0].label) if kind == "dock" else parts[0].label
        out.append(DockSummary(
            key=key, label=f"{name} {ident}", kind=kind,
            construction=parts[0].construction or "permanent", parts=parts, geometry=geom,
            width_ft=width, length_ft=length, area_sqft=float(area_geom.area),
            walkway_width_ft=ww, walkway_length_ft=wl, reach_ft=reach))
    return out


def buoy_label(index: int, buoy: Buoy) -> str:
    return (f"Buoy {index}: {buoy.vessel_length_ft:g} ft vessel + {buoy.rode_length_ft:g} ft rode, "
            f"swing {buoy.swing_radius_ft:g} ft")


def buoy_offshore_ft(buoy: Buoy, shoreline: BaseGeometry) -> float:
    return float(Point(buoy.geometry).distance(shoreline))
