"""Real Finger Lakes shorelines (GSHHG full resolution, tests/data/finger_lakes/) with a generated,
realistic tax map on them, for the tests and `make bench`.

The MHW mark is the lake's GSHHG outline in EPSG:2261 (US survey feet), resampled every
MARK_STEP_FT (same shape). Along it, lakeshore lots 50 to 200 ft wide follow each other; about
every half mile a public road end 33 to 66 ft wide interrupts them (no parcel: a gap in the tax
map); every lot line misses the mark by up to `miss_ft` (stops short or runs into the lake); one
lot in five has a back lot behind it. Lot lines run inland along the mark's normal, smoothed over
a few hundred feet so that neighbours do not cross at the outline's corners; each lot is cut to
the land (outside the lake less the miss) and to its neighbours, as a tax map would have it.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import shapely
import shapely.ops
from shapely.geometry import LineString, Polygon, shape

from shoreline_layout.core.model import Parcel

DATA = Path(__file__).resolve().parents[1] / "data" / "finger_lakes"
MARK_STEP_FT = 10.0
ROAD_END_EVERY_FT = 2640.0


@dataclass
class RealLake:
    name: str
    lake: Polygon                    # the water (GSHHG outline), EPSG:2261 ft
    parcels: list[Parcel]
    road_ends: list[tuple[float, float]]   # chainage range of each road end along the mark
    lakeshore_ids: list[str]         # the lots generated on the shore (not the back lots)


def outline(name: str) -> Polygon:
    """The lake polygon of tests/data/finger_lakes/<name>.geojson (counter-clockwise)."""
    doc = json.loads((DATA / f"{name}.geojson").read_text())
    return shapely.geometry.polygon.orient(shape(doc["features"][0]["geometry"]), 1.0)


def _resample(ring: np.ndarray, step: float) -> tuple[np.ndarray, np.ndarray]:
    seg = np.hypot(*np.diff(ring, axis=0).T)
    s = np.r_[0.0, np.cumsum(seg)]
    at = np.linspace(0.0, s[-1], math.ceil(s[-1] / step), endpoint=False)
    return np.c_[np.interp(at, s, ring[:, 0]), np.interp(at, s, ring[:, 1])], at


def make_real_lake(name: str, seed: int = 0, *, miss_ft: float = 4.0,
                   depth_ft: tuple[float, float] = (150, 300),
                   s_range: tuple[float, float] | None = None) -> RealLake:
    """A tax map on the real outline of `name`. s_range (ft along the mark from the outline's
    lowest-left vertex): lots only there (a piece of the shore, for quick tests)."""
    rng = np.random.default_rng(seed)
    lake = outline(name)
    ring = np.asarray(lake.exterior.coords)
    start = int(np.lexsort((ring[:-1, 1], ring[:-1, 0]))[0])
    ring = np.vstack([ring[start:-1], ring[:start + 1]])
    xy, _s = _resample(ring, MARK_STEP_FT)
    total = float(np.hypot(*np.diff(ring, axis=0).T).sum())
    m = len(xy)
    # Inland normal (the water is on the left of the counter-clockwise ring: land on the right),
    # smoothed over +-150 ft so that lot lines from one corner of the outline do not cross.
    tangent = np.roll(xy, -1, axis=0) - np.roll(xy, 1, axis=0)
    k = int(150 / MARK_STEP_FT)
    kernel = np.ones(2 * k + 1)
    tx = np.convolve(np.r_[tangent[-k:, 0], tangent[:, 0], tangent[:k, 0]], kernel, "valid")
    ty = np.convolve(np.r_[tangent[-k:, 1], tangent[:, 1], tangent[:k, 1]], kernel, "valid")
    norm = np.hypot(tx, ty)
    nx, ny = ty / norm, -tx / norm          # right of the direction of travel: inland

    lo, hi = (0.0, total) if s_range is None else s_range
    cuts, road_ends = [], []
    pos, next_road = lo, lo + rng.uniform(0.3, 1.0) * ROAD_END_EVERY_FT
    while pos < hi - 50:
        if pos >= next_road:
            w = float(rng.uniform(33, 66))
            road_ends.append((pos, pos + w))
            pos += w
            next_road = pos + rng.uniform(0.8, 1.2) * ROAD_END_EVERY_FT
        w = float(rng.uniform(50, 200))
        cuts.append((pos, min(pos + w, hi)))
        pos += w
    land = shapely.difference(shapely.box(*lake.buffer(2000).bounds), lake)

    def at(c: float) -> tuple[np.ndarray, np.ndarray]:
        i = round(c / MARK_STEP_FT) % m
        return xy[i], np.array([nx[i], ny[i]])

    parcels: list[Parcel] = []
    lakeshore: list[str] = []
    miss_of: dict[float, float] = {}
    prev: Parcel | None = None
    for k, (c0, c1) in enumerate(cuts):
        i0, i1 = round(c0 / MARK_STEP_FT), round(c1 / MARK_STEP_FT)
        idx = np.arange(i0, i1 + 1) % m
        miss = [miss_of.setdefault(c, float(rng.uniform(-miss_ft, miss_ft))) for c in (c0, c1)]
        f = np.linspace(miss[0], miss[1], idx.size)[:, None]
        front = xy[idx] + f * np.c_[nx[idx], ny[idx]]          # + inland (short), - into the lake
        depth = float(rng.uniform(*depth_ft))
        (p0, n0), (p1, n1) = at(c0), at(c1)
        back = [p1 + n1 * depth, p0 + n0 * depth]
        poly = shapely.make_valid(Polygon(np.vstack([front, back])))
        # The tax map's lots meet the lake only through the miss: cut to the land, grown by
        # the part of the miss that runs into the lake.
        grow = max(0.0, -min(miss)) + 0.01
        poly = shapely.intersection(poly, shapely.buffer(land, grow))
        if prev is not None and not poly.is_empty:
            poly = shapely.difference(poly, prev.geometry)
        poly = _largest(poly)
        if poly is None:
            continue
        pid = f"{name[:2].upper()}-{k:05d}"
        prev = Parcel(pid, poly)
        parcels.append(prev)
        lakeshore.append(pid)
        if rng.random() < 0.2:              # a back lot behind it
            extra = float(rng.uniform(100, 200))
            back_lot = _largest(shapely.difference(
                shapely.make_valid(Polygon([p0 + n0 * depth, p1 + n1 * depth, p1 + n1 * (depth + extra),
                                            p0 + n0 * (depth + extra)])), shapely.buffer(lake, 1.0)))
            if back_lot is not None:
                parcels.append(Parcel(f"{pid}-B", back_lot))
    # The last lot on a ring may run over the first: cut it.
    if len(lakeshore) > 2 and s_range is None:
        by_id = {p.parcel_id: k for k, p in enumerate(parcels)}
        first, final = by_id[lakeshore[0]], by_id[lakeshore[-1]]
        last = _largest(shapely.difference(parcels[final].geometry, parcels[first].geometry))
        if last is not None:
            parcels[final] = Parcel(parcels[final].parcel_id, last)
    return RealLake(name, lake, parcels, road_ends, lakeshore)


def _largest(geom: object) -> Polygon | None:
    parts = [g for g in shapely.get_parts(geom) if g.geom_type == "Polygon" and g.area > 100.0]
    return max(parts, key=lambda g: g.area) if parts else None


def mark_piece(lake: Polygon, s0: float, s1: float) -> LineString:
    """The MHW mark from s0 to s1 ft along the outline (from its lowest-left vertex)."""
    ring = np.asarray(lake.exterior.coords)
    start = int(np.lexsort((ring[:-1, 1], ring[:-1, 0]))[0])
    ring = LineString(np.vstack([ring[start:-1], ring[:start + 1]]))
    return shapely.ops.substring(ring, s0, s1)
