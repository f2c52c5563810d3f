"""Repairs of rights areas whose shore is not simple (land inside the lines, a frontage wrapping
round a point), and the overlay helpers every repair shares.

The batch functions (`water_parts`, `own_parts`, `areals`) make one GEOS call per step for all
the areas concerned instead of one per area: a lake has a few hundred repaired areas, and the
per-call overhead was most of their cost. Each gives, area by area, what its one-area version
(`_own_part`, `_areal`) gives.
"""
from __future__ import annotations

import math
from typing import Any

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from ..compat import zip_strict
from .planar import assemble, polygons_of, polygons_of_many
from .shoreline import Shoreline

OVERLAP_TOL_SQFT = 1e-3
GRID_FT = 1e-6
OPEN_EPS_FT = 2e-5


class Stretches:
    """The MHW mark between each area's tie points, as a LineString, built on demand (only
    repaired areas need theirs); prefetch builds many at once."""

    def __init__(self, shore: Shoreline, piece: np.ndarray, s0: np.ndarray, s1: np.ndarray,
                 start_xy: np.ndarray, end_xy: np.ndarray) -> None:
        self.shore, self.piece, self.s0, self.s1 = shore, piece, s0, s1
        self.start_xy, self.end_xy = start_xy, end_xy
        self._cache: dict[int, LineString] = {}

    def prefetch(self, rows: np.ndarray) -> None:
        rows = np.array([k for k in np.unique(rows).tolist() if k not in self._cache], dtype=np.int64)
        if rows.size == 0:
            return
        vid, owner = self.shore.interior_vertices(self.piece[rows], self.s0[rows], self.s1[rows])
        r = np.arange(rows.size)
        xy, row = assemble([(self.start_xy[rows], r, r),
                            (np.c_[self.shore.vx[vid], self.shore.vy[vid]], owner, vid),
                            (self.end_xy[rows], r, r)])
        for k, line in zip_strict(rows.tolist(), shapely.linestrings(xy, indices=row)):
            self._cache[k] = line

    def __getitem__(self, k: int) -> LineString:
        k = int(k)
        if k not in self._cache:
            self.prefetch(np.array([k]))
        return self._cache[k]


def _polygons(geom: BaseGeometry) -> np.ndarray:
    """polygons_of, without its array round trip for the usual single Polygon."""
    if isinstance(geom, Polygon):
        one = np.empty(1, dtype=object)
        one[0] = geom
        return one
    return polygons_of(geom)


def _areal(geom: BaseGeometry) -> BaseGeometry:
    """Only the polygons of an overlay result (fixed-precision overlay may add collapsed lines,
    and refuses mixed inputs)."""
    return shapely.multipolygons(_polygons(geom))


def difference_on_grid(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """shapely.difference(a, b) snap-rounded to GRID_FT, element by element where GEOS's overlay
    fails on the batch ("unable to assign free hole to a shell": near-coincident rings): such a
    pair is retried on repaired inputs, then without the grid (rounded after), so one awkward
    pair never ends the whole run. The batch result is used unchanged whenever GEOS gives one."""
    try:
        return shapely.difference(a, b, grid_size=GRID_FT)
    except shapely.errors.GEOSException:
        pass
    out = np.empty(len(a), dtype=object)
    for i, (ga, gb) in enumerate(zip_strict(a, b)):
        try:
            out[i] = shapely.difference(ga, gb, grid_size=GRID_FT)
            continue
        except shapely.errors.GEOSException:
            pass
        try:
            out[i] = shapely.difference(shapely.make_valid(ga), shapely.make_valid(gb), grid_size=GRID_FT)
        except shapely.errors.GEOSException:
            rest = shapely.make_valid(ga).difference(shapely.make_valid(gb).buffer(0))
            out[i] = shapely.set_precision(rest, GRID_FT)
    return out


def areals(geoms: np.ndarray) -> np.ndarray:
    """_areal of each geometry."""
    parts, index = polygons_of_many(geoms)
    out = np.empty(len(geoms), dtype=object)
    if parts.size:
        shapely.multipolygons(parts, indices=index, out=out)
    none = np.array([g is None for g in out], dtype=bool)
    if none.any():
        out[none] = shapely.multipolygons(np.empty(0, dtype=object))    # as _areal gives it
    return out


def _opened(geom: Any, eps: float = OPEN_EPS_FT) -> Any:    # a geometry, or an array of them
    """geom without its hairline parts (overlay noise thinner than 2 eps), which would otherwise
    cut an area in two when subtracted from it (works on arrays too).

    GEOS's inward buffer can lose a whole polygon whose corners hold edges shorter than eps (a
    42,000 sq ft triangle came back empty on GEOS 3.11): where opening took more than hairlines
    can hold (eps per foot of outline, twice over), the geometry is opened again with those
    edges dropped (remove_repeated_points at 2 eps), and kept as it is if that fails too."""
    out = _open(geom, eps)
    if isinstance(geom, BaseGeometry):
        return _opened_again(np.array([geom], dtype=object), np.array([out], dtype=object), eps)[0]
    return _opened_again(np.asarray(geom, dtype=object), out, eps)


def _open(geom: Any, eps: float) -> Any:
    return shapely.buffer(shapely.buffer(geom, -eps, join_style="mitre"), eps, join_style="mitre")


def _opened_again(geoms: np.ndarray, out: np.ndarray, eps: float) -> np.ndarray:
    """out (geoms opened), with each opening that lost more than hairlines redone (see _opened)."""
    lost = shapely.area(geoms) - shapely.area(out)
    bad = np.flatnonzero(lost > 2.0 * eps * shapely.length(geoms) + 1e-9)
    if bad.size == 0:
        return out
    out = out.copy()
    again = _open(shapely.remove_repeated_points(geoms[bad], 2.0 * eps), eps)
    still = shapely.area(geoms[bad]) - shapely.area(again) > 2.0 * eps * shapely.length(geoms[bad]) + 1e-9
    out[bad] = np.where(still, geoms[bad], again)
    return out


def _own_part(geom: BaseGeometry, stretch: LineString) -> BaseGeometry:
    """The polygon of geom lying along its own stretch of shore (empty Polygon if none)."""
    return _pick_own(_polygons(geom), stretch)


def _pick_own(parts: np.ndarray, stretch: LineString) -> BaseGeometry:
    if parts.size == 0:
        return Polygon()
    if parts.size == 1:
        return parts[0]
    # The largest part along the stretch (overlay leaves specks and slivers about).
    area = shapely.area(parts)
    along = shapely.distance(parts, stretch) < 0.01
    return parts[int(np.argmax(np.where(along, area, -1.0 / (1.0 + area))))]


def own_parts(geoms: np.ndarray, stretches: list[LineString]) -> np.ndarray:
    """_own_part of each geometry with its own stretch."""
    parts, index = polygons_of_many(geoms)
    count = np.bincount(index, minlength=len(geoms))
    out = np.empty(len(geoms), dtype=object)
    first = np.searchsorted(index, np.arange(len(geoms)))
    single = count == 1
    out[single] = parts[first[single]]
    for k in np.flatnonzero(count == 0):
        out[k] = Polygon()
    for k in np.flatnonzero(count > 1):     # rare
        out[k] = _pick_own(parts[first[k]:first[k] + count[k]], stretches[k])
    return out


def _wrapped(geom: BaseGeometry, stretch: LineString, lox: float, loy: float, lex: float, ley: float,
             rox: float, roy: float, rex: float, rey: float) -> BaseGeometry:
    """A frontage that wraps far round (a point, an island) makes the straight far side from one
    line's end to the other's cut back across its own shore. Its far side then follows the shore
    instead: the stretch moved out over the water by the longer line's length, joined to the
    lines' ends."""
    reach = max(math.hypot(lex - lox, ley - loy), math.hypot(rex - rox, rey - roy))
    if reach <= 0 or not shapely.intersects(LineString([(rex, rey), (lex, ley)]), stretch):
        return geom
    far = shapely.offset_curve(stretch, reach, quad_segs=8)
    parts = [p for p in getattr(far, "geoms", [far]) if not p.is_empty]
    if not parts:
        return geom
    xy = np.vstack([np.asarray(p.coords) for p in parts])      # runs with the shore
    ring = np.vstack([np.asarray(stretch.coords), [(rex, rey)], xy[::-1], [(lex, ley)],
                      np.asarray(stretch.coords)[:1]])
    return _areal(shapely.make_valid(Polygon(ring)))


def water_parts(shore: Shoreline, geoms: np.ndarray, stretches: list[LineString],
                whole: np.ndarray | None = None) -> np.ndarray:
    """The water inside each geometry that lies along its own stretch of shore (Polygons): the
    outline noded with the mark, its faces kept where they are inside and on the water side.
    whole: rows whose water is kept whole (all its parts, a MultiPolygon), wherever it lies."""
    n = len(geoms)
    out = np.empty(n, dtype=object)
    if n == 0:
        return out
    geoms = np.array(geoms, dtype=object)
    for k in np.flatnonzero(~shapely.is_valid(geoms)):
        geoms[k] = _areal(shapely.make_valid(geoms[k]))
    gi, seg = shore.query(geoms, predicate="intersects")
    noded = shapely.boundary(geoms)
    if gi.size:
        lines = shapely.linestrings(
            np.stack([np.c_[shore.ax[seg], shore.ay[seg]], np.c_[shore.bx[seg], shore.by[seg]]], axis=1))
        multi = shapely.multilinestrings(lines, indices=gi, out=np.empty(n, dtype=object))
        has = np.unique(gi)
        noded[has] = shapely.union(noded[has], multi[has], grid_size=GRID_FT)
    edges, ei = shapely.get_parts(noded, return_index=True)
    bounds = np.searchsorted(ei, np.arange(n + 1))
    polys = np.empty(n, dtype=object)
    for k in range(n):          # polygonize gathers: one call per area
        polys[k] = shapely.polygonize(edges[bounds[k]:bounds[k + 1]])
    faces, fi = shapely.get_parts(polys, return_index=True)
    rp = shapely.point_on_surface(faces)
    inside = shapely.intersects(geoms[fi], rp)
    px, py = shapely.get_x(rp), shapely.get_y(rp)
    sg, dist, u = shore.nearest(px, py)
    water = shore.signed_distance(px, py, sg, u, dist) > 0
    kept, ki = faces[inside & water], fi[inside & water]
    fb = np.searchsorted(ki, np.arange(n + 1))
    merged = np.empty(n, dtype=object)
    for k in range(n):
        merged[k] = (shapely.union_all(kept[fb[k]:fb[k + 1]], grid_size=GRID_FT) if fb[k + 1] > fb[k]
                     else Polygon())
    if whole is None or not whole.any():
        return own_parts(merged, stretches)
    out = areals(merged)
    some = np.flatnonzero(~whole)
    out[some] = own_parts(merged[some], [stretches[k] for k in some.tolist()])
    return out
