"""A layout to check: 3 structures and 2 mooring buoys per lakeshore parcel, placed in each
parcel's own frame (along its tie line, out over the water) and scaled to its frontage, so most
comply and a known share break a rule:

- every parcel: a dock (a 6 ft walkway and a 24 x 6 ft appendage, one dock_id) and a seasonal
  boat hoist beside it; two buoys (14 ft vessel, 6 ft rode) either side of the dock, 60 and 90 ft out;
- every 10th dock is 72 ft long (past the 65 ft reach), every 15th hoist straddles the parcel's
  water-rights line (setback, outside the rights area), every 20th parcel's second buoy sits in
  the neighbour's water.

Docks start on the tie line, so on a curving shore many poke a few feet onto land, as real docks
do: check_layout must split those into their waterside and land parts.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely

from shoreline_layout.core.model import Buoy, Structure, WaterRightsResult

LONG_DOCK_EVERY, STRADDLING_HOIST_EVERY, STRAY_BUOY_EVERY = 10, 15, 20


@dataclass
class Layout:
    structures: list[Structure]
    buoys: list[Buoy]
    planted: dict[str, int]          # violations planted on purpose, by kind


def _frames(wr: WaterRightsResult) -> tuple[list[str], np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per parcel with a tie line and a rights area: ids, tie-line midpoints, unit vectors along
    the tie line (t) and out over the water (n), and frontage (tie-line length)."""
    areas = {ra.parcel_id: ra.geometry for ra in wr.rights_areas if not ra.geometry.is_empty}
    ties = [tl for tl in wr.tie_lines if tl.parcel_id in areas and tl.length_ft > 0]
    ids = [tl.parcel_id for tl in ties]
    ends = shapely.get_coordinates([tl.geometry for tl in ties]).reshape(-1, 2, 2)
    mid = ends.mean(axis=1)
    width = np.hypot(*(ends[:, 1] - ends[:, 0]).T)
    t = (ends[:, 1] - ends[:, 0]) / width[:, None]
    n = np.c_[-t[:, 1], t[:, 0]]
    probe = mid + 20.0 * n                                 # which side of the tie line is water
    inside = shapely.contains_xy(np.asarray([areas[i] for i in ids], dtype=object), probe[:, 0], probe[:, 1])
    n[~inside] *= -1
    return ids, mid, t, n, width


def _rect(mid: np.ndarray, t: np.ndarray, n: np.ndarray, u0, u1, v0, v1) -> np.ndarray:
    """Rectangles u0..u1 along t, v0..v1 along n, from each mid (arrays broadcast)."""
    corners = [(u0, v0), (u1, v0), (u1, v1), (u0, v1)]
    ring = np.stack([mid + np.asarray(u)[..., None] * t + np.asarray(v)[..., None] * n for u, v in corners],
                    axis=1)
    return shapely.polygons(ring)


def make_layout(wr: WaterRightsResult) -> Layout:
    ids, mid, t, n, width = _frames(wr)
    k = np.arange(len(ids))
    half = width / 2.0
    long_dock = k % LONG_DOCK_EVERY == 0
    length = np.where(long_dock, 72.0, 40.0)
    walkways = _rect(mid, t, n, -3.0, 3.0, 0.0, length)
    appendages = _rect(mid, t, n, -12.0, 12.0, length - 6.0, length)
    straddle = k % STRADDLING_HOIST_EVERY == 7
    hoist_u0 = np.where(straddle, half - 6.0, np.minimum(14.0, half - 24.0))
    hoists = _rect(mid, t, n, hoist_u0, hoist_u0 + 12.0, 5.0, 25.0)
    stray = k % STRAY_BUOY_EVERY == 13
    buoy_a = mid + (-0.2 * width)[:, None] * t + 60.0 * n
    buoy_b = mid + np.where(stray, half + 20.0, 0.2 * width)[:, None] * t + 90.0 * n

    structures: list[Structure] = []
    buoys: list[Buoy] = []
    for i, pid in enumerate(ids):
        dock_id = f"D-{pid}"
        structures.append(Structure(fid=len(structures), kind="dock", geometry=walkways[i], dock_id=dock_id,
                                    part="walkway"))
        structures.append(Structure(fid=len(structures), kind="dock", geometry=appendages[i], dock_id=dock_id,
                                    part="appendage"))
        structures.append(Structure(fid=len(structures), kind="boat_hoist_structure", geometry=hoists[i],
                                    construction="seasonal", height_ft=8.0))
        for point in (buoy_a[i], buoy_b[i]):
            buoys.append(Buoy(fid=len(buoys), geometry=shapely.points(point), vessel_length_ft=14.0,
                              rode_length_ft=6.0))
    planted = {"long_dock": int(long_dock.sum()), "straddling_hoist": int(straddle.sum()),
               "stray_buoy": int(stray.sum())}
    return Layout(structures, buoys, planted)
