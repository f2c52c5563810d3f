"""Generated structures for a lake audit (the QGIS tests and `make bench`): what an inventory
digitized from aerial imagery would hold, deterministic by parcel order.

Per lakeshore parcel with a tie line and a rights area, a dock square to its tie line from the
tie line's middle, 6 ft wide:
- most parcels: an existing 30 ft dock (compliant);
- every NONCONFORMING_EVERY-th: an existing 80 ft dock, past the 65 ft reach (an existing
  structure: a nonconformity that may continue);
- every VIOLATION_EVERY-th (offset): the same 80 ft dock, proposed (existing = 0): a violation;
- every BUOY_EVERY-th parcel also has an buoy 110 ft out (14 ft vessel, 6 ft rode: clear of the dock).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely

from shoreline_layout.core.model import Buoy, Structure, WaterRightsResult

NONCONFORMING_EVERY, VIOLATION_EVERY, BUOY_EVERY = 8, 13, 3
SHORT_FT, LONG_FT, HALF_WIDTH_FT = 30.0, 80.0, 3.0


@dataclass
class Inventory:
    structures: list[Structure]
    buoys: list[Buoy]
    planted: dict[str, list[str]]      # "nonconforming" / "violation" -> parcel ids


def inventory(wr: WaterRightsResult) -> Inventory:
    areas = {ra.parcel_id: ra.geometry for ra in wr.rights_areas if not ra.geometry.is_empty}
    ties = [t for t in wr.tie_lines if t.parcel_id in areas and t.length_ft > 2 * HALF_WIDTH_FT + 2]
    ends = shapely.get_coordinates([t.geometry for t in ties]).reshape(-1, 2, 2) if ties \
        else np.zeros((0, 2, 2))
    mid = ends.mean(axis=1)
    along = ends[:, 1] - ends[:, 0]
    along /= np.hypot(*along.T)[:, None]
    out = np.c_[-along[:, 1], along[:, 0]]
    probe = mid + 10.0 * out                 # which side of the tie line is the water
    inside = shapely.contains_xy(np.asarray([areas[t.parcel_id] for t in ties], dtype=object),
                                 probe[:, 0], probe[:, 1]) if ties else np.zeros(0, dtype=bool)
    out[~inside] *= -1
    structures: list[Structure] = []
    buoys: list[Buoy] = []
    planted: dict[str, list[str]] = {"nonconforming": [], "violation": []}
    for k, t in enumerate(ties):
        long_old = k % NONCONFORMING_EVERY == 1
        long_new = k % VIOLATION_EVERY == 5 and not long_old
        length = LONG_FT if (long_old or long_new) else SHORT_FT
        c, u, n = mid[k], along[k], out[k]
        ring = [c - HALF_WIDTH_FT * u, c + HALF_WIDTH_FT * u,
                c + HALF_WIDTH_FT * u + length * n, c - HALF_WIDTH_FT * u + length * n]
        structures.append(Structure(fid=len(structures) + 1, kind="dock", geometry=shapely.Polygon(ring),
                                    dock_id=f"D-{t.parcel_id}", parcel_id=t.parcel_id,
                                    existing=not long_new))
        if long_old:
            planted["nonconforming"].append(t.parcel_id)
        if long_new:
            planted["violation"].append(t.parcel_id)
        if k % BUOY_EVERY == 0:
            buoys.append(Buoy(fid=len(buoys) + 1, geometry=shapely.Point(c + 110.0 * n),
                              vessel_length_ft=14.0, rode_length_ft=6.0, parcel_id=t.parcel_id))
    return Inventory(structures, buoys, planted)
