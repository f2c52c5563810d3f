"""Where the law applies over the water (DESIGN.md step 9; §160-120A/B/C, §44-3).

The laws reach "from the mean high water level to a distance of 1,500 feet from the shoreline"
(projection_ft), and Keuka's excludes the Keuka Lake Outlet, "located to the north of" a
straight line between two surveyed points (§160-120B/C). jurisdiction_area builds that region
once per lake; the construction clips rights areas, reach lines, envelopes and water-rights
lines to it, and the rules (outside_jurisdiction) test structures and buoys against it.

How the excluded water is delimited: the half-plane on the named side (north, south, east or
west) of the straight line through the two points, within `within_ft` of the line's middle (a
half-disc). "North of the line" is read as the side with the larger northing, whatever the line's
direction. For Keuka the line crosses the Outlet's mouth at Penn Yan, all of Keuka Lake proper
lies south of it, and the profile's mile takes the Outlet's mouth and its canal through the
village; water elsewhere north of the line's extension (another lake) is never taken.
"""
from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from ..compat import pairwise
from ..model import ExcludedWater
from .array_ops import clip01
from .shoreline import Shoreline

QUAD_SEGS = 8            # buffer arcs: 8 segments a quarter circle (within 0.3% of the radius)
# A rights area is cut at projection_ft only where it reaches more than this beyond it: the
# straight far side between two lines' ends bulges a little past 1,500 ft where the shore between
# them bends away (a fraction of a foot behind a small inlet); cutting that would only add
# vertices. Round a point of land the bulge is tens of feet, and is cut.
REACH_TOLERANCE_FT = 1.0
NEAR_LIMIT_FT = 100.0    # a vertex this near the limit: its edges are sampled
SAMPLE_FT = 5.0          # ... every this many feet (the bulge between samples is under 0.01 ft)
QUAD_SEGS_EXACT = 64     # where a clip acts: within 1500 ft * (1 - cos(pi / 256)) = 0.11 ft
_SIDE = {"north": (0.0, 1.0), "south": (0.0, -1.0), "east": (1.0, 0.0), "west": (-1.0, 0.0)}


def _normal(w: ExcludedWater) -> tuple[float, float]:
    """Unit normal of w's line pointing to the excluded side."""
    (ax, ay), (bx, by) = w.a, w.b
    nx, ny = -(by - ay), bx - ax
    sx, sy = _SIDE[w.side]
    if nx * sx + ny * sy < 0:
        nx, ny = -nx, -ny
    if nx * sx + ny * sy == 0:
        raise ValueError(f"The line of {w.name or 'an exclusion'} runs straight {w.side}: it has no {w.side} "
                         "side. Give the exclusion another side.")
    m = (nx * nx + ny * ny) ** 0.5
    return nx / m, ny / m


def excluded_half_plane(w: ExcludedWater, around: BaseGeometry | None = None, margin: float = 0.0) -> Polygon:
    """The excluded water of w as a polygon: the half-plane beyond its line on w.side, within
    w.within_ft of the line's middle (a half-disc; its arc to within 0.01 ft at a mile).
    around/margin are unused (kept for callers that pass the region they clip)."""
    del around, margin
    (ax, ay), (bx, by) = w.a, w.b
    cx, cy = (ax + bx) / 2, (ay + by) / 2
    nx, ny = _normal(w)
    r = float(w.within_ft)
    disc = shapely.buffer(shapely.points(cx, cy), r, quad_segs=QUAD_SEGS_EXACT)
    # The half-plane as a box 2r deep and 4r long on the excluded side of the line (the disc
    # lies within it).
    tx, ty = -ny, nx
    half = Polygon([(cx - 2 * r * tx, cy - 2 * r * ty), (cx + 2 * r * tx, cy + 2 * r * ty),
                    (cx + 2 * r * tx + 2 * r * nx, cy + 2 * r * ty + 2 * r * ny),
                    (cx - 2 * r * tx + 2 * r * nx, cy - 2 * r * ty + 2 * r * ny)])
    return shapely.intersection(disc, half)


CLOSED_RING_PIECES = 4   # a closed part of the mark is buffered as this many open pieces


def _open_pieces(lines: BaseGeometry) -> np.ndarray:
    """The mark's parts as open lines: a closed ring cut into CLOSED_RING_PIECES pieces. GEOS's
    buffer of a closed line by more than the room inside it can leave a spurious hole (it
    builds the ring's inner side as a hole); of open lines it never does, and a few open pieces
    buffer hundreds of times faster than each segment on its own (segments_reference)."""
    pieces = []
    for part in shapely.get_parts(lines):
        xy = shapely.get_coordinates(part)
        if len(xy) < 2:
            continue
        if len(xy) < 4 or not np.array_equal(xy[0], xy[-1]):
            pieces.append(shapely.linestrings(xy))
            continue
        cut = np.unique(np.linspace(0, len(xy) - 1, CLOSED_RING_PIECES + 1).round().astype(np.int64))
        pieces.extend(shapely.linestrings(xy[a:b + 1]) for a, b in pairwise(cut.tolist()))
    return np.array(pieces, dtype=object)


def segments_reference(lines: BaseGeometry) -> BaseGeometry:
    """The readable reference of what _open_pieces buffers: the mark as a MultiLineString of
    its single segments (the region within a distance of the mark is the union of every
    segment's; this is how it was built before, slow on a long mark)."""
    parts = shapely.get_parts(lines)
    pieces = []
    for part in parts:
        xy = shapely.get_coordinates(part)
        if len(xy) >= 2:
            pieces.append(shapely.linestrings(np.stack([xy[:-1], xy[1:]], axis=1)))
    return shapely.multilinestrings(np.concatenate(pieces)) if pieces else lines


def jurisdiction_area(shoreline: BaseGeometry, projection_ft: float,
                      excluded: Sequence[ExcludedWater] = (), water: BaseGeometry | None = None
                      ) -> BaseGeometry:
    """The region where the law applies: within projection_ft of the MHW mark (`shoreline`:
    its lines, as WaterRightsResult.shoreline), inside `water` when given (the lake polygon;
    without it the region also covers land near the shore, which nothing over the water meets),
    less each excluded half-plane. A (Multi)Polygon in the shoreline's CRS (US survey feet)."""
    if shoreline is None or shoreline.is_empty:
        return Polygon()
    pieces = _open_pieces(shoreline)
    if not pieces.size:
        return Polygon()
    region = shapely.union_all(shapely.buffer(pieces, projection_ft, quad_segs=QUAD_SEGS))
    if water is not None and not water.is_empty:
        region = shapely.intersection(region, water)
    for w in excluded:
        region = shapely.difference(region, excluded_half_plane(w))
    return region


def beyond_reach_reference(shore: Shoreline, geoms: np.ndarray, projection_ft: float,
                           tol_ft: float = REACH_TOLERANCE_FT) -> np.ndarray:
    """Which geometries reach farther than projection_ft + tol_ft from the MHW mark: the readable
    reference of beyond_reach, which gives the same answer without measuring every point. A
    straight edge between two points within reach bulges out of it only round a bend of the shore,
    by less than its own length: the edges with both ends within NEAR_LIMIT_FT of the limit (an
    area's far side) are sampled every SAMPLE_FT as well."""
    out = np.zeros(geoms.size, dtype=bool)
    if geoms.size == 0:
        return out
    xy, which = shapely.get_coordinates(geoms, return_index=True)
    if which.size == 0:
        return out
    _seg, dist, _u = shore.nearest(xy[:, 0], xy[:, 1])
    out[np.unique(which[dist > projection_ft + tol_ft])] = True
    near = dist > projection_ft - NEAR_LIMIT_FT
    e = np.flatnonzero((which[1:] == which[:-1]) & near[1:] & near[:-1] & ~out[which[:-1]])
    if e.size:
        p, edge = _edge_samples(xy, e)
        _s, d, _v = shore.nearest(p[:, 0], p[:, 1])
        out[np.unique(which[e[edge[d > projection_ft + tol_ft]]])] = True
    return out


def _edge_samples(xy: np.ndarray, e: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Points every SAMPLE_FT (or less) along edges xy[e] -> xy[e + 1], at the middles of equal
    steps, and the edge (index into e) of each."""
    a, b = xy[e], xy[e + 1]
    n = np.maximum(1, np.ceil(np.hypot(*(b - a).T) / SAMPLE_FT).astype(np.int64))
    edge = np.repeat(np.arange(e.size), n)
    f = (np.arange(edge.size) - np.repeat(np.cumsum(n) - n, n) + 0.5) / n[edge]
    return a[edge] + f[:, None] * (b - a)[edge], edge


BOUND_POINTS = 1 << 16   # points measured at once for the upper bounds
# A bound settles a test only by this much: a bound on another segment than the nearest one
# is larger in exact arithmetic, and this keeps rounding from deciding otherwise.
MARGIN_FT = 1e-6


class _OwnSegments:
    """For each geometry, the MHW segments of the index runs it meets (a rights area meets its
    own shore). A point's distance to any segment is an upper bound of its distance to the mark."""

    def __init__(self, shore: Shoreline, geoms: np.ndarray):
        qi, ri = shore.index.tree.query(geoms, predicate="intersects")     # grouped by geometry
        self.first = np.searchsorted(qi, np.arange(geoms.size))
        self.count = np.bincount(qi, minlength=geoms.size)
        # Each (geometry, run) pair's segments as a row of RUN; the padding is NaN, which is
        # never the least (np.fmin passes it over).
        seg = shore.index.run_seg[ri]
        ax, ay = np.r_[shore.ax, np.nan][seg], np.r_[shore.ay, np.nan][seg]
        dx, dy = np.r_[shore.bx, np.nan][seg] - ax, np.r_[shore.by, np.nan][seg] - ay
        len2 = dx * dx + dy * dy
        inv = np.divide(1.0, len2, out=np.zeros_like(len2), where=len2 > 0)
        self.rows = (ax, ay, dx, dy, inv)

    def _d2(self, px: np.ndarray, py: np.ndarray, row: np.ndarray, width: int | None = None) -> np.ndarray:
        """Squared distance from each point to each segment of its row (its first `width`), (n,
        RUN): planar's point_segment squared, to within rounding (a bound needs no more)."""
        ax, ay, dx, dy, inv = (a[row, :width] for a in self.rows)
        wx, wy = px[:, None] - ax, py[:, None] - ay
        u = clip01((wx * dx + wy * dy) * inv)
        wx -= u * dx
        wy -= u * dy
        return wx * wx + wy * wy

    def bound(self, px: np.ndarray, py: np.ndarray, geom: np.ndarray, quick: bool = False,
              to: tuple[np.ndarray, np.ndarray] | None = None) -> np.ndarray:
        """Per point k, the least distance to a segment of geoms[geom[k]] (quick: to the first
        segment it meets, enough for a point on the shore; inf where it meets none). With
        to = (qx, qy): the least over those segments of the larger of p's and q's distances,
        which bounds every point of the edge p -> q (the distance to one segment is convex
        along a straight edge)."""
        runs = np.minimum(self.count[geom], 1) if quick else self.count[geom]
        width = 1 if quick else None
        least = np.full(px.size, np.nan)
        for j in range(int(runs.max(initial=0))):
            k = np.flatnonzero(runs > j)
            for c in range(0, k.size, BOUND_POINTS):
                kc = k[c:c + BOUND_POINTS]
                row = self.first[geom[kc]] + j
                d2 = self._d2(px[kc], py[kc], row, width)
                if to is not None:
                    d2 = np.maximum(d2, self._d2(to[0][kc], to[1][kc], row, width))
                least[kc] = np.fmin(least[kc], np.fmin.reduce(d2, axis=1))
        return np.sqrt(np.where(np.isnan(least), np.inf, least))


def _open_samples(own: _OwnSegments, p: np.ndarray, edge: np.ndarray, geom: np.ndarray,
                  limit: float) -> np.ndarray:
    """Which samples p (of edges `edge`, whose geometries are `geom`) the bounds leave farther
    than limit from the mark. The samples of one edge lie on a straight line: a stretch of them
    between two samples is settled at once by the bound of the edge between those two (convex
    along it), else halved, down to single samples."""
    out = np.zeros(len(p), dtype=bool)
    first = np.flatnonzero(np.r_[True, edge[1:] != edge[:-1]])
    lo, hi = first, np.r_[first[1:], len(p)] - 1
    while lo.size:
        g = geom[edge[lo]]
        wide = own.bound(p[lo, 0], p[lo, 1], g, to=(p[hi, 0], p[hi, 1])) > limit
        lo, hi = lo[wide], hi[wide]
        few = hi - lo <= 1
        for k in (lo[few], hi[few]):
            out[k[own.bound(p[k, 0], p[k, 1], geom[edge[k]]) > limit]] = True
        lo, hi = lo[~few], hi[~few]
        mid = (lo + hi) // 2
        lo, hi = np.r_[lo, mid], np.r_[mid, hi]
    return out


def beyond_reach(shore: Shoreline, geoms: np.ndarray, projection_ft: float,
                 tol_ft: float = REACH_TOLERANCE_FT) -> np.ndarray:
    """beyond_reach_reference, measuring only where it must: the same answer, geometry for
    geometry. The nearest segment is looked up only for the points whose upper bound
    (_OwnSegments) leaves a test open: within reach, near the limit. An edge is sampled only
    if the bound of the whole edge leaves it open, and then only the samples whose own bound
    does; its ends' distances are looked up then (the reference samples an edge only if both
    ends are near the limit). Everything else is settled by the bound, as the reference would
    settle it with the nearest segment."""
    out = np.zeros(geoms.size, dtype=bool)
    if geoms.size == 0:
        return out
    xy, which = shapely.get_coordinates(geoms, return_index=True)
    if which.size == 0:
        return out
    far_ft, near_ft = projection_ft + tol_ft, projection_ft - NEAR_LIMIT_FT
    own = _OwnSegments(shore, geoms)
    # One segment is enough for the points along the shore; the rest get every segment their
    # geometry meets.
    bound = own.bound(xy[:, 0], xy[:, 1], which, quick=True)
    redo = np.flatnonzero(bound > near_ft - MARGIN_FT)
    bound[redo] = own.bound(xy[redo, 0], xy[redo, 1], which[redo])
    dist = bound.copy()                      # the distance where looked up, else the bound
    known = bound > far_ft - MARGIN_FT
    if known.any():
        dist[known] = shore.nearest(xy[known, 0], xy[known, 1])[1]
    out[np.unique(which[dist > far_ft])] = True
    maybe = bound > near_ft - MARGIN_FT      # every point near the limit, and a few more
    e = np.flatnonzero((which[1:] == which[:-1]) & maybe[1:] & maybe[:-1] & ~out[which[:-1]])
    if e.size:
        edge_bound = own.bound(xy[e, 0], xy[e, 1], which[e], to=(xy[e + 1, 0], xy[e + 1, 1]))
        e = e[edge_bound > far_ft - MARGIN_FT]
    if not e.size:
        return out
    p, edge = _edge_samples(xy, e)
    open_ = _open_samples(own, p, edge, which[e], far_ft - MARGIN_FT)
    hot = np.zeros(e.size, dtype=bool)
    hot[edge[open_]] = True
    ends = np.unique(np.r_[e[hot], e[hot] + 1])
    ends = ends[~known[ends]]
    if ends.size:
        dist[ends] = shore.nearest(xy[ends, 0], xy[ends, 1])[1]
    hot &= (dist[e] > near_ft) & (dist[e + 1] > near_ft)
    ask = np.flatnonzero(hot[edge] & open_)
    if ask.size:
        d = shore.nearest(p[ask, 0], p[ask, 1])[1]
        out[np.unique(which[e[edge[ask[d > far_ft]]]])] = True
    return out


def clip_to_jurisdiction(shore: Shoreline, geoms: np.ndarray, projection_ft: float,
                         excluded: Sequence[ExcludedWater], reach: bool = True
                         ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """geoms clipped to the jurisdiction, without building all of it: the excluded half-planes
    are cut from the geometries that meet them, and the few that reach beyond projection_ft are
    cut to a buffer of the mark near them (QUAD_SEGS_EXACT: within 0.11 ft of the true distance
    at 1,500 ft). reach=False skips the second (reach lines, envelopes). Returns (geoms, cut by
    an exclusion, cut at projection_ft)."""
    geoms = np.array(geoms, dtype=object, copy=True)
    by_excl = np.zeros(geoms.size, dtype=bool)
    live = ~shapely.is_empty(geoms)
    for w in excluded:
        plane = excluded_half_plane(w)
        shapely.prepare(plane)
        hit = np.flatnonzero(live & shapely.intersects(plane, geoms))
        if hit.size:
            geoms[hit] = shapely.difference(geoms[hit], plane)
            by_excl[hit] = True
    # (reach=False: reach lines and envelopes lie within reach_ft of the mark, never near the limit)
    far = np.flatnonzero(beyond_reach(shore, geoms, projection_ft)) if reach else np.zeros(0, dtype=np.int64)
    by_reach = np.zeros(geoms.size, dtype=bool)
    for k in far.tolist():
        x0, y0, x1, y1 = geoms[k].bounds
        _qi, seg = shore.query_boxes(np.array([[x0 - projection_ft, y0 - projection_ft,
                                                x1 + projection_ft, y1 + projection_ft]]))
        # The nearby segments merged back into runs of the mark: one offset curve each, far
        # cheaper to buffer than the segments one by one (runs of an open stretch: no closed line).
        near = shapely.line_merge(shapely.multilinestrings(shore.index.segments(np.unique(seg))))
        zone = shapely.buffer(near, projection_ft, quad_segs=QUAD_SEGS_EXACT)
        cut = shapely.intersection(geoms[k], zone)
        if not cut.equals(geoms[k]):
            geoms[k] = cut
            by_reach[k] = True
    return geoms, by_excl, by_reach


def excluded_entry(ox: np.ndarray, oy: np.ndarray, ux: np.ndarray, uy: np.ndarray,
                   excluded: Sequence[ExcludedWater]) -> np.ndarray:
    """Distance along each ray (origin o, unit u) to where it enters excluded water (the half-plane
    within the disc): 0 where it starts there, inf where it never does. Exact (a ray meets a
    half-plane's line once and a circle twice), so lines end on the line itself."""
    out = np.full(np.shape(ox), np.inf)
    for w in excluded:
        (ax, ay), (bx, by) = w.a, w.b
        nx, ny = _normal(w)
        inside = (ox - ax) * nx + (oy - ay) * ny          # > 0: beyond the line
        toward = ux * nx + uy * ny
        t_plane = np.where(inside >= 0, 0.0,
                           np.where(toward > 0, -inside / np.where(toward > 0, toward, 1.0), np.inf))
        cx, cy = (ax + bx) / 2, (ay + by) / 2
        wx, wy = ox - cx, oy - cy
        b = wx * ux + wy * uy
        disc = b * b - (wx * wx + wy * wy - float(w.within_ft) ** 2)
        root = np.sqrt(np.maximum(disc, 0.0))
        t_in, t_out = np.maximum(-b - root, 0.0), -b + root
        t = np.maximum(t_plane, t_in)
        out = np.minimum(out, np.where((disc > 0) & (t_out >= 0) & (t <= t_out), t, np.inf))
    return out


def excluded_exit(ox: np.ndarray, oy: np.ndarray, ux: np.ndarray, uy: np.ndarray,
                  excluded: Sequence[ExcludedWater]) -> np.ndarray:
    """Distance along each ray (origin o, unit u) to where it leaves the excluded water it starts
    in: 0 where it starts in none. Each excluded water is convex (a half-plane within a disc), so a
    ray that leaves it never comes back: a water-rights line from a tie point on the excluded
    shore that runs out past the line is within the law from here on (it lies on the line)."""
    out = np.zeros(np.shape(ox))
    for w in excluded:
        (ax, ay), (bx, by) = w.a, w.b
        nx, ny = _normal(w)
        inside = (ox - ax) * nx + (oy - ay) * ny          # >= 0: on or beyond the line
        toward = ux * nx + uy * ny
        t_plane = np.where(toward < 0, inside / np.where(toward < 0, -toward, 1.0), np.inf)
        cx, cy = (ax + bx) / 2, (ay + by) / 2
        wx, wy = ox - cx, oy - cy
        b = wx * ux + wy * uy
        c = wx * wx + wy * wy - float(w.within_ft) ** 2   # <= 0: within the disc
        t_disc = -b + np.sqrt(np.maximum(b * b - c, 0.0))
        start_in = (inside >= 0) & (c <= 0)
        out = np.where(start_in, np.maximum(out, np.minimum(t_plane, t_disc)), out)
    return out
