"""Each structure's waterside part, and the part of that lying outside the area it may occupy.

A structure wholly inside its allowed area is all waterside and nothing is outside. For the
rest, the part beyond the allowed area (`r`) is sorted: what lies in other rights areas is
outside; what lies in no rights area is outside too unless it is on a parcel or hugs the MHW
mark on the land side (within the lakeshore tolerance), which makes it land. Every step runs
over all structures at once (shapely's array functions and `union_by`), in the same GEOS
operations, in the same order, as a structure-by-structure loop would.

One shortcut, exact up to float noise: a typical dock built out from the tie line pokes a few
feet onto its own land; if the part beyond its area meets no other rights area and lies wholly
within the tolerance band along the MHW mark, or wholly on one parcel, every step would end in
nothing outside, so the answer (outside: none, waterside: the part in the area) is taken
without them.
"""
from __future__ import annotations

import numpy as np
import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from ..compat import zip_strict
from .assign import AREA_TOL_SQFT, Item, Lake, _polygonal, intersecting, polygonal_many
from .grouped import union_by
from .measure import objarray

# The band along the mark is a buffer of the mark: its arcs are chords, at least cos(pi/64) of
# the radius from the mark (quad_segs=16). Anything within this share of the tolerance is in it
# with a wide margin; nearer the edge the band itself is cut out.
SURELY_IN_BAND = 0.95
BAND_QUAD_SEGS = 16          # BaseGeometry.buffer's default, which the band has always used


def split_waterside(lake: Lake, items: list[Item], allowed: dict[int, BaseGeometry],
                    land_tol_ft: float) -> None:
    """Fill item.water and item.outside for structures already assigned to a parcel.

    `allowed` maps id(item) to the area the item may occupy (its rights area, or the union with
    the neighbour's for a shared facility)."""
    if not items:
        return
    geoms = objarray([it.geom for it in items])
    areas = objarray([allowed[id(it)] for it in items])
    shapely.prepare(areas)
    inside = shapely.covers(areas, geoms)
    todo = np.nonzero(~inside)[0]
    rest = shapely.difference(geoms[todo], areas[todo]) if len(todo) else objarray([])
    small = shapely.area(rest) <= AREA_TOL_SQFT
    for i in np.concatenate([np.nonzero(inside)[0], todo[small]]):
        items[i].water = items[i].geom
        items[i].outside = None
    slow = todo[~small]
    if not len(slow):
        return
    r = rest[~small]
    ins = shapely.intersection(geoms[slow], areas[slow])
    n = len(slow)
    qi, qk = intersecting(lake.ra_tree, lake.ra_geoms, r) if len(lake.ra_geoms) else \
        (np.zeros(0, dtype=int), np.zeros(0, dtype=int))
    own = np.fromiter((lake.ra_geoms[k] is areas[slow[i]] for i, k in zip_strict(qi, qk)), dtype=bool,
                      count=len(qi))
    foreign = np.zeros(n, dtype=bool)
    foreign[qi[~own]] = True

    # the shortcut (see above): nothing outside for a part that is surely land
    on_land = np.zeros(n, dtype=bool)
    mine = np.nonzero(~foreign)[0]
    on_land[mine] = _surely_on_land(lake, r[mine], land_tol_ft)
    outside = np.full(n, None, dtype=object)

    full = np.nonzero(~on_land)[0]
    if len(full):
        outside[full] = _outside(lake, r[full], qi, qk, full, n, land_tol_ft)
    has_out = np.array([o is not None for o in outside], dtype=bool)
    water = ins.copy()
    if has_out.any():
        water[has_out] = shapely.union(ins[has_out], outside[has_out])
    for i, w, o in zip_strict(slow, polygonal_many(water), outside):
        items[i].outside = o
        items[i].water = w


def _surely_on_land(lake: Lake, r: np.ndarray, land_tol_ft: float) -> np.ndarray:
    """Which of these parts beyond a structure's own area (meeting no other rights area) are
    land for sure: wholly within the band along the mark, or wholly on one parcel."""
    out = np.zeros(len(r), dtype=bool)
    if land_tol_ft > 0 and len(r):
        far, _ = lake.shore.max_distance(r)
        with np.errstate(invalid="ignore"):
            out = far <= SURELY_IN_BAND * land_tol_ft
    rest = np.nonzero(~out)[0]
    if len(rest) and lake.parcel_tree is not None and len(lake.parcel_geoms):
        hit, _ = lake.parcel_tree.query(r[rest], predicate="covered_by")
        out[rest[hit]] = True
    return out


def _outside(lake: Lake, r: np.ndarray, qi: np.ndarray, qk: np.ndarray, rows: np.ndarray,
             n_all: int, land_tol_ft: float) -> np.ndarray:
    """The outside part of each r, the parts beyond their allowed areas of structures `rows`
    (of n_all, whose hits among the rights areas are the pairs qi, qk); None where it is at
    most float noise."""
    n = len(r)
    pos = np.full(n_all, -1)
    pos[rows] = np.arange(n)
    keep = pos[qi] >= 0
    pi, pk = pos[qi[keep]], qk[keep]
    # in other rights areas (the own one is met only along its edge)
    in_others = union_by(shapely.intersection(r[pi], lake.ra_geoms[pk]), pi, n)
    # in no rights area ...
    every = union_by(lake.ra_geoms[pk], pi, n)
    beyond = r.copy()
    met = np.array([u is not None for u in every], dtype=bool)
    if met.any():
        beyond[met] = shapely.difference(r[met], every[met])
    # ... nor on a parcel ...
    live = np.nonzero(~shapely.is_empty(beyond))[0]
    if len(live) and lake.parcel_tree is not None and len(lake.parcel_geoms):
        gi, gk = intersecting(lake.parcel_tree, lake.parcel_geoms, beyond[live])
        land = union_by(lake.parcel_geoms[gk], gi, len(live))
        hit = np.array([u is not None for u in land], dtype=bool)
        if hit.any():
            beyond[live[hit]] = shapely.difference(beyond[live[hit]], land[hit])
    # ... nor hugging the mark on the land side
    live = np.nonzero(~shapely.is_empty(beyond))[0]
    if len(live) and land_tol_ft > 0:
        band = lake.shore.local_lines_many(beyond[live], land_tol_ft + 1.0)
        hit = np.array([b is not None for b in band], dtype=bool)
        hit[hit] = ~shapely.is_empty(band[hit])
        if hit.any():
            beyond[live[hit]] = shapely.difference(
                beyond[live[hit]], shapely.buffer(band[hit], land_tol_ft, quad_segs=BAND_QUAD_SEGS))
    # outside = what is in others' areas, with what is in nobody's
    a = np.nonzero(np.array([g is not None for g in in_others], dtype=bool))[0]
    a = a[~shapely.is_empty(in_others[a])]
    b = np.nonzero(~shapely.is_empty(beyond))[0]
    parts = np.concatenate([in_others[a], beyond[b]]) if len(a) + len(b) else objarray([])
    union = union_by(parts, np.concatenate([a, b]).astype(int), n)
    out = np.full(n, None, dtype=object)
    for j, u in enumerate(union):
        g = _polygonal(u if u is not None else Polygon())
        if g.area > AREA_TOL_SQFT:
            out[j] = g
    return out
