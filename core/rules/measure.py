"""Measurements against the MHW mark: distance out from it, width parallel to it, length perpendicular.

Both laws measure width parallel to the mean high water mark and length perpendicular to it
(§160-123A(1)(b), §44-6A(1)(c)); the reach is the largest distance of any point of a structure
from the mark. Everything here is vectorised over many geometries at once because the checker
must get through a whole lake in seconds.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np
import shapely
from shapely.geometry import LineString, MultiLineString
from shapely.geometry.base import BaseGeometry

from .grouped import first_extreme, sorted_pairs

# Half-width of the stretch of shoreline whose chord gives the local MHW direction: a single short
# survey segment would make "parallel to the MHW mark" jitter with every vertex.
DIRECTION_WINDOW_FT = 25.0
# Candidate-segment search: a first look FIRST_LOOK_FT round each feature (most stand near the
# mark), then NEAR_FT where that found nothing; beyond FAR_FT (past the laws' 1,500 ft) fall back
# to the spatial index point by point rather than gather many segments.
FIRST_LOOK_FT = 30.0
NEAR_FT = 150.0
FAR_FT = 2000.0
# A rectangle (a walkway, a plain dock) within SQUARE_DEG of square to the MHW mark is measured
# across and along its own axis: the mark's direction at the feature (a chord at its centroid's
# nearest point) turns on a curving shore, and a 6 ft walkway drawn square at its root would read
# 6 ft + length x sin(turn) wide. Digitising and curvature tolerances, not law; anything else
# (a T or L dock, a skewed structure) is measured in the mark's frame as the laws write it.
SQUARE_DEG = 10.0
# GEOS's distance and ours differ by float rounding (ulps of coordinates ~1e6 ft): this far within a
# limit by GEOS's is within it by ours, by a wide margin.
SURELY_WITHIN_FT = 1e-6
RECTANGLE_FILL = 0.98      # this close to its minimum rotated rectangle: a rectangle


def objarray(items: Iterable[Any]) -> np.ndarray:
    """A 1-d object array of geometries (or anything); np.array() probes each element and is
    a hundred times slower on shapely geometries."""
    items = items if isinstance(items, list) else list(items)
    return np.fromiter(items, dtype=object, count=len(items))


def point_segment_distance(p: np.ndarray, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Distance from points p (n,2) to segments a-b (n,2) each, row by row."""
    return Segments(a, b).distance(p)


class Segments:
    """Segments a-b (n,2) with what a distance to them needs prepared once, for searches that
    measure the same segments from many points (the same arithmetic, so the same bits)."""

    def __init__(self, a: np.ndarray, b: np.ndarray) -> None:
        self.a = a
        self.ab = b - a
        l2 = np.einsum("ij,ij->i", self.ab, self.ab)
        self.proper = l2 > 0
        self.safe = np.where(self.proper, l2, 1.0)

    def distance(self, p: np.ndarray) -> np.ndarray:
        """Distance from points p (n,2) to the segments, row by row."""
        ap = p - self.a
        t = np.minimum(np.maximum(np.einsum("ij,ij->i", ap, self.ab) / self.safe, 0.0), 1.0)
        t = np.where(self.proper, t, 0.0)
        q = self.a + t[:, None] * self.ab
        return np.hypot(p[:, 0] - q[:, 0], p[:, 1] - q[:, 1])


@dataclass
class Frame:
    """The MHW mark's local direction at a feature: width runs along `tangent`, length along `normal`."""
    origin: np.ndarray      # nearest point of the MHW mark
    tangent: np.ndarray     # unit vector along the MHW mark
    normal: np.ndarray      # unit vector out over the water (towards the feature)

    def extents(self, geom: BaseGeometry) -> tuple[float, float]:
        """(width parallel to the MHW mark, length perpendicular to it) of the geometry (a
        rectangle nearly square to the mark: across and along its own axis, see SQUARE_DEG)."""
        width, length = extents_many(objarray([geom]), self.origin[None, :], self.tangent[None, :],
                                     self.normal[None, :])
        return float(width[0]), float(length[0])


class ShoreIndex:
    """The MHW mark cut into segments with a spatial index, for fast distances to the mark."""

    def __init__(self, shoreline: BaseGeometry):
        geom = shoreline
        if geom is not None and geom.geom_type in ("Polygon", "MultiPolygon"):
            geom = geom.boundary
        parts = [p for p in shapely.get_parts(geom)] if geom is not None and not geom.is_empty else []
        a_list, b_list, part_list = [], [], []
        self.parts: list[LineString] = []
        for p in parts:
            if p.geom_type == "LinearRing":
                p = LineString(p.coords)
            if p.geom_type != "LineString" or p.is_empty:
                continue
            xy = np.asarray(p.coords)[:, :2]
            if len(xy) < 2:
                continue
            a_list.append(xy[:-1])
            b_list.append(xy[1:])
            part_list.append(np.full(len(xy) - 1, len(self.parts)))
            self.parts.append(LineString(xy))
        if a_list:
            self.a = np.vstack(a_list)
            self.b = np.vstack(b_list)
            self.part_of = np.concatenate(part_list)
        else:
            self.a = np.zeros((0, 2))
            self.b = np.zeros((0, 2))
            self.part_of = np.zeros(0, dtype=int)
        self.segments = (shapely.linestrings(np.stack([self.a, self.b], axis=1)) if len(self.a)
                         else np.array([]))
        # chainage: where each segment starts along its part, and each part's span in segment indices
        self.seg_len = np.hypot(*(self.b - self.a).T) if len(self.a) else np.zeros(0)
        self.cum = np.zeros(len(self.a))
        self.part_first = np.zeros(len(self.parts), dtype=int)
        self.part_last = np.zeros(len(self.parts), dtype=int)
        for k in range(len(self.parts)):
            idx = np.nonzero(self.part_of == k)[0]
            self.cum[idx] = np.concatenate([[0.0], np.cumsum(self.seg_len[idx])[:-1]])
            self.part_first[k], self.part_last[k] = idx[0], idx[-1]
        self.tree = shapely.STRtree(self.segments)
        # each segment's box, as the tree holds it (the extremes of its ends)
        lo, hi = np.minimum(self.a, self.b), np.maximum(self.a, self.b)
        self.box_x0, self.box_y0, self.box_x1, self.box_y1 = lo[:, 0], lo[:, 1], hi[:, 0], hi[:, 1]

    @property
    def empty(self) -> bool:
        return len(self.a) == 0

    def nearest(self, xy: np.ndarray, group: np.ndarray | None = None,
                bounds: np.ndarray | None = None, upper: np.ndarray | None = None,
                geoms: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(distance to the MHW mark, index of the nearest segment) for points xy (n,2).

        Points may come in groups (the vertices of one polygon) with the group's bounds (m,4):
        candidate segments are then found once per group. Exact: a group's candidates are all
        segments within (an upper bound of its first point's distance + the group's diagonal)
        of its box, which holds the nearest segment of every point in the group. A caller that
        knows such an upper bound (m,) passes it as `upper`, and one that has the points as point
        geometries (one per group) passes them as `geoms`: the segments near them are then looked
        up without building a box each. The answer is the same.

        Each point's candidates are the segments its own box (its bound round it) meets, in the
        tree's order: where a group's first look already holds that box, they are taken from
        the first look's segments (`_looked_candidates`) instead of asking the tree again;
        `_candidates_reference` asks the tree point by point, and both pick the same segment.
        """
        xy = np.asarray(xy, dtype=float).reshape(-1, 2)
        n = len(xy)
        dist = np.full(n, np.inf)
        seg = np.full(n, -1, dtype=int)
        if n == 0 or self.empty:
            return dist, seg
        # a look through the given geometries (dwithin them) holds each point's box only when
        # each point is its own geometry
        keep_looks = geoms is None or group is None
        if group is None:
            group = np.arange(n)
            bounds = np.c_[xy, xy]
        elif bounds is None:
            raise ValueError("ShoreIndex.nearest: points in groups need the groups' bounds")
        m = len(bounds)
        first = np.full(m, -1)
        first[group[::-1]] = np.arange(n)[::-1]          # first point of each group
        has = first >= 0
        diag = np.hypot(bounds[:, 2] - bounds[:, 0], bounds[:, 3] - bounds[:, 1])
        # 1. an upper bound of each group's first-point distance and the segment giving it, from
        # the segments near it. Any bound gives the same answer (step 2 takes every segment that
        # can be nearest, in the tree's order); only whether a group goes the per-point way below
        # must not change, so a group the short look leaves near that edge gets the full look.
        bound = np.full(m, np.inf)
        via = np.full(m, -1)
        known = np.zeros(m, dtype=bool)
        if upper is not None:
            known = has & (upper <= NEAR_FT) & (upper + diag + 1e-6 <= FAR_FT)
            bound[known] = upper[known]
        todo = np.nonzero(has & ~known)[0]
        looks = _Looks(m)
        if len(todo):
            bound[todo], via[todo] = self._first_look(xy[first[todo]], bounds[todo], FIRST_LOOK_FT,
                                                      None if geoms is None else geoms[todo],
                                                      looks.add(todo, FIRST_LOOK_FT) if keep_looks else None)
            again = todo[~(bound[todo] + diag[todo] + 1e-6 <= FAR_FT)]
            if len(again):
                bound[again], via[again] = self._first_look(xy[first[again]], bounds[again], NEAR_FT,
                                                            keep=looks.add(again, NEAR_FT))
        r_all = bound + diag + 1e-6
        # far from the mark (or huge) a group would see many segments: ask the tree per point there
        heavy = has & ~(r_all <= FAR_FT)
        if heavy.any():
            hp = np.nonzero(heavy[group])[0]
            idx, dd = self.tree.query_nearest(shapely.points(xy[hp]), return_distance=True,
                                              all_matches=False)
            dist[hp[idx[0]]] = dd
            seg[hp[idx[0]]] = idx[1]
        # 2. each point's own bound (its distance to the segment that bounds its group's first
        # point, or that bound plus the way from there), and every segment within it
        pts = np.nonzero((has & ~heavy)[group])[0]
        if not len(pts):
            return dist, seg
        g = group[pts]
        j = via[g]
        ub = bound[g] + np.hypot(*(xy[pts] - xy[first[g]]).T)
        by = j >= 0
        ub[by] = point_segment_distance(xy[pts[by]], self.a[j[by]], self.b[j[by]])
        ub += 1e-6
        p = xy[pts]
        qi, si = self._looked_candidates(p, ub, g, by, looks)
        # 3. point x candidate distances, the nearest of each point's (the first of equals; the
        # query answers point by point, each in the tree's order)
        d = point_segment_distance(p[qi], self.a[si], self.b[si])
        count = np.bincount(qi, minlength=len(pts))
        sel = first_extreme(d, count[count > 0])
        dist[pts[qi[sel]]] = d[sel]
        seg[pts[qi[sel]]] = si[sel]
        return dist, seg

    def _candidates_reference(self, p: np.ndarray, ub: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(point index, segment index) of the segments whose box meets each point's own box
        (the point +- its bound ub): the tree asked point by point, each point's in the tree's order."""
        return self.tree.query(shapely.box(p[:, 0] - ub, p[:, 1] - ub, p[:, 0] + ub, p[:, 1] + ub))

    def _looked_candidates(self, p: np.ndarray, ub: np.ndarray, g: np.ndarray, by: np.ndarray,
                           looks: _Looks) -> tuple[np.ndarray, np.ndarray]:
        """What `_candidates_reference` gives its nearest from, without asking the tree again where
        the point's group had a first look that holds its box: a point p of a group's box bx
        with ub <= that look's reach has p +- ub inside bx +- reach (float rounding is monotone),
        so every segment its own box meets is among the look's segments. The look's segments are
        a superset in the same (tree) order, and every one of them its own box does not meet is
        farther than ub, so farther than the segment ub was measured to: the first nearest is
        the same segment at the same (bit for bit) distance. Points without such a look ask the
        tree. Pairs come point by point, each point's in the tree's order."""
        reach = looks.reach[g]
        fast = by & (ub <= reach)
        slow = np.flatnonzero(~fast)
        qs, ss = self._candidates_reference(p[slow], ub[slow]) if len(slow) else (slow, slow)
        qs = slow[qs]
        pf = np.flatnonzero(fast)
        if not len(pf):
            return qs, ss
        gi, si = looks.pairs()
        counts = np.bincount(gi, minlength=len(looks.reach))
        starts = np.cumsum(counts) - counts
        n_each = counts[g[pf]]
        qf = np.repeat(pf, n_each)
        within = np.arange(len(qf)) - np.repeat(np.cumsum(n_each) - n_each, n_each)
        sf = si[np.repeat(starts[g[pf]], n_each) + within]
        # only the segments whose box meets the point's own: fewer distances to measure
        x, y, r = p[qf, 0], p[qf, 1], ub[qf]
        meets = ((self.box_x0[sf] <= x + r) & (self.box_x1[sf] >= x - r)
                 & (self.box_y0[sf] <= y + r) & (self.box_y1[sf] >= y - r))
        qf, sf = qf[meets], sf[meets]
        q = np.concatenate([qs, qf])
        o = np.argsort(q, kind="stable")
        return q[o], np.concatenate([ss, sf])[o]

    def _near(self, bx: np.ndarray, reach: float | np.ndarray,
              geoms: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(query index, segment index) of the segments whose box is within `reach` of the box
        bx, or, given the geometries inside those boxes, of those within `reach` of them (a
        subset holding every segment that is that near to any of their points). Either way in
        the tree's own order for each query."""
        if geoms is not None:
            return self.tree.query(geoms, predicate="dwithin", distance=reach)
        return self.tree.query(shapely.box(bx[:, 0] - reach, bx[:, 1] - reach, bx[:, 2] + reach,
                                           bx[:, 3] + reach))

    def _first_look(self, pts: np.ndarray, bx: np.ndarray, reach: float,
                    geoms: np.ndarray | None = None,
                    keep: Callable[[np.ndarray, np.ndarray], None] | None = None
                    ) -> tuple[np.ndarray, np.ndarray]:
        """Per point, the distance to the nearest of the segments `_near` finds within `reach`
        (an upper bound of its distance to the mark) and that segment; inf and -1 where there is
        none. `keep` is handed the (query, segment) pairs found."""
        out = np.full(len(pts), np.inf)
        via = np.full(len(pts), -1)
        gi, si = self._near(bx, reach, geoms)
        if keep is not None:
            keep(gi, si)
        if len(gi):
            d = point_segment_distance(pts[gi], self.a[si], self.b[si])
            count = np.bincount(gi, minlength=len(pts))
            sel = first_extreme(d, count[count > 0])
            out[gi[sel]] = d[sel]
            via[gi[sel]] = si[sel]
        return out, via

    def distance(self, xy: np.ndarray, points: np.ndarray | None = None) -> np.ndarray:
        """Distance of points xy (n,2) to the mark; `points`: the same as point geometries, if at hand."""
        return self.nearest(xy, geoms=points)[0]

    def distance_beyond(self, xy: np.ndarray, points: np.ndarray, limit: float
                        ) -> tuple[np.ndarray, np.ndarray]:
        """(index, distance) of the points farther than `limit` from the mark, the distance as
        `distance` measures it (bit for bit): `distance_beyond_reference` measures every point.
        A point with a segment within the limit by GEOS's distance (a few ulps from ours) is
        within it by ours too: only the others are searched segment by segment."""
        xy = np.asarray(xy, dtype=float).reshape(-1, 2)
        if not len(xy) or self.empty or not limit > SURELY_WITHIN_FT:
            return self.distance_beyond_reference(xy, points, limit)
        near, _ = self.tree.query(points, predicate="dwithin", distance=limit - SURELY_WITHIN_FT)
        within = np.zeros(len(xy), dtype=bool)
        within[near] = True
        maybe = np.flatnonzero(~within)
        d = self.distance(xy[maybe], points[maybe])
        far = d > limit
        return maybe[far], d[far]

    def distance_beyond_reference(self, xy: np.ndarray, points: np.ndarray, limit: float
                                  ) -> tuple[np.ndarray, np.ndarray]:
        """`distance_beyond` by measuring every point."""
        d = self.distance(xy, points)
        far = np.flatnonzero(d > limit)
        return far, d[far]

    def max_distance(self, geoms: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Largest distance from any point of each polygon to the MHW mark, and where it is.

        Along one edge the distance to a single shoreline segment is convex, so it peaks at an
        end; only an edge whose ends are nearest to different segments can peak inside, and only
        those edges whose bound could beat the vertex maximum are searched (coarse, then fine).
        Returns (max distance (n,), farthest point (n,2)); NaN for empty geometries.
        """
        geoms = geoms if isinstance(geoms, np.ndarray) else objarray(geoms)
        n = len(geoms)
        best = np.full(n, np.nan)
        where = np.full((n, 2), np.nan)
        if n == 0 or self.empty:
            return best, where
        xy, cidx, gidx = _ring_vertices(geoms)
        if len(xy) == 0:
            return best, where
        # a ring ends where it starts: that vertex is measured once (the same search, the same answer)
        start = np.r_[True, cidx[1:] != cidx[:-1]]
        ring_start = np.maximum.accumulate(np.where(start, np.arange(len(xy)), 0))
        again = np.r_[start[1:], True] & ~start & (xy == xy[ring_start]).all(axis=1)
        d = np.empty(len(xy))
        seg = np.empty(len(xy), dtype=int)
        d[~again], seg[~again] = self.nearest(xy[~again], gidx[~again], shapely.bounds(geoms))
        d[again], seg[again] = d[ring_start[again]], seg[ring_start[again]]
        # vertex maxima per geometry (gidx runs in order: the first of equals)
        top = first_extreme(d, np.bincount(gidx)[np.unique(gidx)], largest=True)
        best[gidx[top]] = d[top]
        where[gidx[top]] = xy[top]
        # edges that might peak between their ends
        same_ring = cidx[:-1] == cidx[1:]
        k = np.nonzero(same_ring & (seg[:-1] != seg[1:]))[0]
        if len(k):
            p0, p1 = xy[k], xy[k + 1]
            j0, j1 = seg[k], seg[k + 1]
            g01 = point_segment_distance(p1, self.a[j0], self.b[j0])
            g10 = point_segment_distance(p0, self.a[j1], self.b[j1])
            bound = np.minimum(np.maximum(d[k], g01), np.maximum(g10, d[k + 1]))
            g = gidx[k]
            cand = k[bound > best[g] + 1e-9]
            if len(cand):
                val, pt, gi = self._edge_peaks(xy[cand], xy[cand + 1], seg[cand], seg[cand + 1], gidx[cand])
                o = np.lexsort((-val, gi))
                firsts = np.ones(len(o), dtype=bool)
                firsts[1:] = gi[o][1:] != gi[o][:-1]
                top = o[firsts]
                better = val[top] > best[gi[top]]
                best[gi[top[better]]] = val[top[better]]
                where[gi[top[better]]] = pt[top[better]]
        return best, where

    def _edge_peaks(self, p0: np.ndarray, p1: np.ndarray, j0: np.ndarray, j1: np.ndarray,
                    g: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Interior peaks of the distance along edges p0-p1 whose ends are nearest to segments j0, j1.

        Where only j0 and j1 are nearest along the edge, the distance is the smaller of two convex
        functions that cross once, so it peaks at an end or at the crossing, found by bisection.
        If a third segment is nearest at the crossing, both halves are searched again.
        """
        vals, pts, gs = [], [], []
        depth = 0
        while len(p0) and depth < 40:
            depth += 1
            lo = np.zeros(len(p0))
            hi = np.ones(len(p0))
            s0, s1 = Segments(self.a[j0], self.b[j0]), Segments(self.a[j1], self.b[j1])
            step = p1 - p0
            for _ in range(48):
                mid = 0.5 * (lo + hi)
                q = p0 + mid[:, None] * step
                closer = s0.distance(q) - s1.distance(q) <= 0
                lo = np.where(closer, mid, lo)
                hi = np.where(closer, hi, mid)
            t = 0.5 * (lo + hi)
            q = p0 + t[:, None] * step
            pair = np.minimum(s0.distance(q), s1.distance(q))
            d, s = self.nearest(q, upper=pair)
            vals.append(d)
            pts.append(q)
            gs.append(g)
            again = (s != j0) & (s != j1) & (d < pair - 1e-9) & (s >= 0)
            if not again.any():
                break
            i = np.nonzero(again)[0]
            p0 = np.vstack([p0[i], q[i]])
            p1 = np.vstack([q[i], p1[i]])
            j0, j1 = np.concatenate([j0[i], s[i]]), np.concatenate([s[i], j1[i]])
            g = np.concatenate([g[i], g[i]])
        return np.concatenate(vals), np.vstack(pts), np.concatenate(gs)

    def frame(self, geom: BaseGeometry) -> Frame | None:
        """The local MHW direction at a feature (see `frames`)."""
        origin, tangent, normal = self.frames(objarray([geom]))
        if not np.all(np.isfinite(origin[0])):
            return None
        return Frame(origin=origin[0], tangent=tangent[0], normal=normal[0])

    def frames(self, geoms: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(origin, tangent, normal) per geometry: the nearest point of the MHW mark to its centroid,
        the direction of the chord of the mark DIRECTION_WINDOW_FT either side of it, and the unit
        normal towards the feature. NaN where the mark or the geometry is missing."""
        n = len(geoms)
        origin = np.full((n, 2), np.nan)
        tangent = np.full((n, 2), np.nan)
        normal = np.full((n, 2), np.nan)
        if n == 0 or self.empty:
            return origin, tangent, normal
        cent = shapely.centroid(geoms)
        c = shapely.get_coordinates(cent)
        if len(c) != n:
            return origin, tangent, normal
        _, seg = self.nearest(c, geoms=cent)
        ok = seg >= 0
        j = seg[ok]
        a, b = self.a[j], self.b[j]
        ab = b - a
        l2 = np.einsum("ij,ij->i", ab, ab)
        t = np.where(l2 > 0, np.clip(np.einsum("ij,ij->i", c[ok] - a, ab) / np.where(l2 > 0, l2, 1), 0, 1), 0)
        o = a + t[:, None] * ab
        s0 = self.cum[j] + t * self.seg_len[j]
        part = self.part_of[j]
        p_lo = self._point_at(part, s0 - DIRECTION_WINDOW_FT)
        p_hi = self._point_at(part, s0 + DIRECTION_WINDOW_FT)
        tv = p_hi - p_lo
        norm = np.hypot(tv[:, 0], tv[:, 1])
        fallback = norm == 0
        tv[fallback] = ab[fallback]
        norm = np.hypot(tv[:, 0], tv[:, 1])
        good = norm > 0
        tv = tv / np.where(good, norm, 1)[:, None]
        nv = np.stack([-tv[:, 1], tv[:, 0]], axis=1)
        flip = np.einsum("ij,ij->i", c[ok] - o, nv) < 0
        nv[flip] = -nv[flip]
        idx = np.nonzero(ok)[0][good]
        origin[idx], tangent[idx], normal[idx] = o[good], tv[good], nv[good]
        return origin, tangent, normal

    def _point_at(self, part: np.ndarray, s: np.ndarray) -> np.ndarray:
        """Points at chainage s along the given parts (clamped to the part's ends)."""
        last = self.part_last[part]
        total = self.cum[last] + self.seg_len[last]
        s = np.clip(s, 0.0, total)
        out = np.empty((len(s), 2))
        for k in np.unique(part):
            m = part == k
            f, l_ = self.part_first[k], self.part_last[k]
            cum = self.cum[f:l_ + 1]
            i = np.clip(np.searchsorted(cum, s[m], side="right") - 1, 0, l_ - f) + f
            u = np.where(self.seg_len[i] > 0,
                         (s[m] - self.cum[i]) / np.where(self.seg_len[i] > 0, self.seg_len[i], 1), 0)
            out[m] = self.a[i] + np.clip(u, 0, 1)[:, None] * (self.b[i] - self.a[i])
        return out

    def local_lines(self, geom: BaseGeometry, margin: float) -> BaseGeometry:
        """The stretch of the MHW mark within `margin` of the geometry's bounding box."""
        if self.empty:
            return MultiLineString()
        x0, y0, x1, y1 = geom.bounds
        box = shapely.box(x0 - margin, y0 - margin, x1 + margin, y1 + margin)
        idx = self.tree.query(box)
        if len(idx) == 0:
            return MultiLineString()
        # Merged into runs: GEOS buffers a run of joined segments many times faster than the
        # same segments as separate parts (it unions one capsule per part): beyond() and the
        # land band of split_waterside buffer this.
        return shapely.line_merge(shapely.multilinestrings(self.segments[np.sort(idx)]))

    def local_lines_many(self, geoms: np.ndarray, margin: float | np.ndarray) -> np.ndarray:
        """`local_lines` for each geometry at once (None where no segment is that near); margin
        one number or one per geometry."""
        n = len(geoms)
        out = np.full(n, None, dtype=object)
        if n == 0 or self.empty:
            return out
        b = shapely.bounds(geoms)
        gi, si = self.tree.query(shapely.box(b[:, 0] - margin, b[:, 1] - margin,
                                             b[:, 2] + margin, b[:, 3] + margin))
        if not len(gi):
            return out
        gi, si = sorted_pairs(gi, si)
        shapely.multilinestrings(self.segments[si], indices=gi, out=out)
        has = np.unique(gi)
        out[has] = shapely.line_merge(out[has])
        return out

    def beyond(self, geom: BaseGeometry, limit_ft: float, max_ft: float) -> BaseGeometry:
        """The part of the geometry farther than limit_ft from the MHW mark."""
        near = self.local_lines(geom, limit_ft + max_ft + 1.0)
        if near.is_empty:
            return geom
        return geom.difference(near.buffer(limit_ft, quad_segs=32))

    def beyond_many(self, geoms: np.ndarray, limit_ft: np.ndarray, max_ft: np.ndarray) -> np.ndarray:
        """`beyond` for each geometry at once (limits and maxima one per geometry)."""
        out = geoms.copy()
        near = self.local_lines_many(geoms, limit_ft + max_ft + 1.0)
        has = np.array([g is not None for g in near], dtype=bool)
        has[has] = ~shapely.is_empty(near[has])
        if has.any():
            out[has] = shapely.difference(geoms[has], shapely.buffer(near[has], limit_ft[has], quad_segs=32))
        return out

    def outward_ray(self, far_xy: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(origin on the MHW mark, unit direction) of the line running directly out to far_xy."""
        _d, seg = self.nearest(far_xy[None, :])
        a, b = self.a[seg[0]], self.b[seg[0]]
        ab = b - a
        l2 = float(ab @ ab)
        t = 0.0 if l2 == 0 else min(max(float((far_xy - a) @ ab) / l2, 0.0), 1.0)
        origin = a + t * ab
        v = far_xy - origin
        n = float(np.hypot(*v))
        if n == 0:
            if l2 == 0:
                return origin, np.array([0.0, 1.0])
            tn = ab / np.sqrt(l2)
            return origin, np.array([-tn[1], tn[0]])
        return origin, v / n


class _Looks:
    """The segments a nearest search's first looks found, per group, and how far round the
    group's box each look reached (-1: no look, or one that found nothing to stand on)."""

    def __init__(self, m: int) -> None:
        self.reach = np.full(m, -1.0)
        self._found: list[tuple[np.ndarray, np.ndarray]] = []

    def add(self, groups: np.ndarray, reach: float) -> Callable[[np.ndarray, np.ndarray], None]:
        """A `keep` for one look at these groups: a later look at a group replaces its earlier one."""
        def keep(qi: np.ndarray, si: np.ndarray) -> None:
            self.reach[groups] = reach
            self._found = [(g[~np.isin(g, groups)], s[~np.isin(g, groups)]) for g, s in self._found]
            self._found.append((groups[qi], si))
        return keep

    def pairs(self) -> tuple[np.ndarray, np.ndarray]:
        """(group, segment) of every look kept, grouped by group, each group's in the tree's order."""
        if not self._found:
            return np.zeros(0, dtype=int), np.zeros(0, dtype=int)
        g = np.concatenate([g for g, _ in self._found])
        s = np.concatenate([s for _, s in self._found])
        o = np.argsort(g, kind="stable")
        return g[o], s[o]


def _ring_vertices(geoms: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(xy, ring id, geometry index) of every vertex of the geometries' rings, geometry by
    geometry. A polygon without holes is one ring: its vertices are read straight off it,
    without a geometry object per part and ring (thousands of them only feed the collector)."""
    simple = (shapely.get_type_id(geoms) == 3) & (shapely.get_num_interior_rings(geoms) == 0)
    xy, gidx = shapely.get_coordinates(geoms[simple], return_index=True)
    gidx = np.nonzero(simple)[0][gidx]
    if simple.all():
        return xy, gidx, gidx
    rest = np.nonzero(~simple)[0]
    parts, pidx = shapely.get_parts(geoms[rest], return_index=True)
    rings, ridx = shapely.get_rings(parts, return_index=True)
    xy2, cidx2 = shapely.get_coordinates(rings, return_index=True)
    gidx2 = rest[pidx[ridx[cidx2]]]
    # ring ids need only differ between rings: the simple polygons' after the others'
    ring = np.concatenate([gidx + len(rings), cidx2])
    order = np.argsort(np.concatenate([gidx, gidx2]), kind="stable")
    return np.concatenate([xy, xy2])[order], ring[order], np.concatenate([gidx, gidx2])[order]


def square_axes(geoms: np.ndarray, tangent: np.ndarray, normal: np.ndarray
                ) -> tuple[np.ndarray, np.ndarray]:
    """(tangent, normal) per geometry: a rectangle's own axes where they are within SQUARE_DEG
    of the MHW frame's (the side nearest the mark's direction becomes the width direction, the
    normal keeps its side of the mark), else the frame's."""
    t = np.array(tangent, dtype=float, copy=True)
    nv = np.array(normal, dtype=float, copy=True)
    if len(geoms) == 0:
        return t, nv
    ok = np.all(np.isfinite(t), axis=1) & ~shapely.is_empty(geoms) & (shapely.area(geoms) > 0)
    idx = np.nonzero(ok)[0]
    if len(idx) == 0:
        return t, nv
    box = shapely.oriented_envelope(geoms[idx])
    fills = shapely.area(geoms[idx]) >= RECTANGLE_FILL * shapely.area(box)
    is_box = (shapely.get_type_id(box) == 3) & fills
    idx, box = idx[is_box], box[is_box]
    if len(idx) == 0:
        return t, nv
    ring = shapely.get_coordinates(shapely.get_exterior_ring(box), return_index=True)
    xy, which = ring
    first = np.searchsorted(which, np.arange(len(box)))
    side = xy[first + 1] - xy[first]
    side_len = np.hypot(side[:, 0], side[:, 1])
    good = side_len > 0
    idx, side = idx[good], side[good] / side_len[good][:, None]
    across = np.stack([-side[:, 1], side[:, 0]], axis=1)
    c_side = np.einsum("ij,ij->i", side, t[idx])
    c_across = np.einsum("ij,ij->i", across, t[idx])
    along = np.where((np.abs(c_side) >= np.abs(c_across))[:, None],
                     side * np.sign(c_side + (c_side == 0))[:, None],
                     across * np.sign(c_across + (c_across == 0))[:, None])
    close = np.einsum("ij,ij->i", along, t[idx]) >= np.cos(np.radians(SQUARE_DEG))
    idx, along = idx[close], along[close]
    out = np.stack([-along[:, 1], along[:, 0]], axis=1)
    out *= np.sign(np.einsum("ij,ij->i", out, nv[idx]))[:, None]
    t[idx], nv[idx] = along, out
    return t, nv


def extents_many(geoms: np.ndarray, origin: np.ndarray, tangent: np.ndarray,
                 normal: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(width along tangent, length along normal) of each geometry in its own frame; a rectangle
    nearly square to the mark across and along its own axis (square_axes)."""
    n = len(geoms)
    width = np.zeros(n)
    length = np.zeros(n)
    if n == 0:
        return width, length
    xy, gi = shapely.get_coordinates(geoms, return_index=True)
    if len(xy) == 0:
        return width, length
    tangent, normal = square_axes(geoms, tangent, normal)
    rel = xy - origin[gi]
    u = np.einsum("ij,ij->i", rel, tangent[gi])
    v = np.einsum("ij,ij->i", rel, normal[gi])
    umax = np.full(n, -np.inf)
    umin = np.full(n, np.inf)
    vmax = np.full(n, -np.inf)
    vmin = np.full(n, np.inf)
    np.maximum.at(umax, gi, u)
    np.minimum.at(umin, gi, u)
    np.maximum.at(vmax, gi, v)
    np.minimum.at(vmin, gi, v)
    has = np.isfinite(umax)
    width[has] = umax[has] - umin[has]
    length[has] = vmax[has] - vmin[has]
    return width, length
