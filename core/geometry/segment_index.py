"""A spatial index over the segments of polylines, built on runs of segments instead of single ones.

An STRtree over every MHW segment costs two GEOS objects per segment (the line and its tree
entry) for a lake's hundred thousand segments, built twice a run (the mark and its offset). This
index puts RUN consecutive segments of a piece into one tree entry, then narrows each run the
tree returns to its segments on arrays: by their boxes, which gives exactly the pairs a tree of
single segments would (GEOS matches boxes the same way), and for a predicate by testing GEOS on
the few segments left. Pairs come out grouped by query geometry, segments ascending within a run.
"""
from __future__ import annotations

import numpy as np
import shapely

from .array_ops import clip01

RUN = 8     # segments per tree entry: fewer entries to build, a few more boxes to compare per hit
BOX_RUNS_PER_GEOMETRY = 8   # beyond this many runs by box per line, GEOS's intersects picks them
# Shewchuk's bound on the rounding error of a 2-d orientation determinant in doubles: beyond it
# the sign computed is the exact sign, the one GEOS's robust predicates see.
_ORIENT_ERR = (3.0 + 16.0 * 2.0 ** -53) * 2.0 ** -53


def _orientation(px: np.ndarray, py: np.ndarray, qx: np.ndarray, qy: np.ndarray, rx: np.ndarray,
                 ry: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Sign of the turn p -> q -> r (+1 counter-clockwise) and whether that sign is certain."""
    left = (px - rx) * (qy - ry)
    right = (py - ry) * (qx - rx)
    det = left - right
    return np.sign(det), np.abs(det) > _ORIENT_ERR * (np.abs(left) + np.abs(right))


def segments_intersect(ax: np.ndarray, ay: np.ndarray, bx: np.ndarray, by: np.ndarray, cx: np.ndarray,
                       cy: np.ndarray, dx: np.ndarray, dy: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Whether segments ab and cd share a point, element-wise, where the orientation signs
    settle it; and where they do not (touching, collinear or too close to call: ask GEOS)."""
    s1, c1 = _orientation(ax, ay, bx, by, cx, cy)
    s2, c2 = _orientation(ax, ay, bx, by, dx, dy)
    s3, c3 = _orientation(cx, cy, dx, dy, ax, ay)
    s4, c4 = _orientation(cx, cy, dx, dy, bx, by)
    apart = (c1 & c2 & (s1 == s2)) | (c3 & c4 & (s3 == s4))
    cross = c1 & c2 & c3 & c4 & (s1 != s2) & (s3 != s4)
    return cross, ~(apart | cross)


class SegmentIndex:
    """Segments k = (ax[k], ay[k]) -> (bx[k], by[k]); pieces are runs of consecutive segment
    numbers (piece_first, piece_nseg), each a connected polyline."""

    def __init__(self, ax: np.ndarray, ay: np.ndarray, bx: np.ndarray, by: np.ndarray,
                 piece_first: np.ndarray, piece_nseg: np.ndarray, vertices: np.ndarray | None = None):
        """vertices: the pieces' coordinates stacked ((n_seg + n_pieces, 2)), when the caller has
        them (else they are taken from the segments)."""
        self._set_segments(ax, ay, bx, by)
        runs = (piece_nseg + RUN - 1) // RUN
        piece = np.repeat(np.arange(piece_nseg.size), runs)
        j = np.arange(int(runs.sum())) - np.repeat(np.cumsum(runs) - runs, runs)
        self.run_lo = piece_first[piece] + j * RUN                     # first segment of each run
        self.run_n = np.minimum(RUN, piece_first[piece] + piece_nseg[piece] - self.run_lo)
        # A run's line: its segments' start points and the last one's end point (vertex k of
        # piece p is row k + p of the stacked coordinates).
        per = self.run_n + 1
        row = np.repeat(np.arange(per.size), per)
        v = np.repeat(self.run_lo + piece - (np.cumsum(per) - per), per) + np.arange(row.size)
        if vertices is None:
            ends = (piece_first + piece_nseg - 1)[piece_nseg > 0]
            vertices = np.insert(np.c_[ax, ay], ends + 1, np.c_[bx[ends], by[ends]], axis=0)
        self.tree = shapely.STRtree(shapely.linestrings(vertices[v], indices=row))
        self._set_table()

    def _set_segments(self, ax: np.ndarray, ay: np.ndarray, bx: np.ndarray, by: np.ndarray) -> None:
        self.ax, self.ay, self.bx, self.by = ax, ay, bx, by
        self.n_seg = ax.size
        # Segment boxes, with one more box of NaN: the padding of short runs, never matched.
        self.minx, self.maxx = np.r_[np.minimum(ax, bx), np.nan], np.r_[np.maximum(ax, bx), np.nan]
        self.miny, self.maxy = np.r_[np.minimum(ay, by), np.nan], np.r_[np.maximum(ay, by), np.nan]

    def _set_table(self) -> None:
        """Each run's segments as a row of RUN, short runs padded with the NaN box."""
        j = np.arange(RUN)[None, :]
        self.run_seg = np.where(j < self.run_n[:, None], self.run_lo[:, None] + j, self.n_seg)

    def renumber(self, old_to_new: np.ndarray, was_reversed: np.ndarray, ax: np.ndarray, ay: np.ndarray,
                 bx: np.ndarray, by: np.ndarray) -> None:
        """Follow a renumbering that reverses whole pieces (the runs stay where they are)."""
        last = self.run_lo + self.run_n - 1
        self.run_lo = np.where(was_reversed[self.run_lo], old_to_new[last], old_to_new[self.run_lo])
        self._set_segments(ax, ay, bx, by)
        self._set_table()

    def segments(self, seg: np.ndarray) -> np.ndarray:
        """The given segments as LineStrings."""
        return shapely.linestrings(np.stack([np.c_[self.ax[seg], self.ay[seg]],
                                             np.c_[self.bx[seg], self.by[seg]]], axis=1))

    def _expand(self, qi: np.ndarray, ri: np.ndarray, box: np.ndarray, pad: float | np.ndarray = 0.0
                ) -> tuple[np.ndarray, np.ndarray]:
        """The segments of runs ri whose boxes meet box[qi] (grown by pad: a scalar or one per
        pair) -> (qi, segment)."""
        seg = self.run_seg[ri]
        b = box[qi]
        pad = np.asarray(pad, dtype=float)[:, None] if np.ndim(pad) else pad
        hit = ((self.minx[seg] <= b[:, 2:3] + pad) & (self.maxx[seg] >= b[:, 0:1] - pad)
               & (self.miny[seg] <= b[:, 3:4] + pad) & (self.maxy[seg] >= b[:, 1:2] - pad))
        k = np.flatnonzero(hit)
        return qi[k // RUN], seg.ravel()[k]

    def query(self, geoms: np.ndarray, predicate: str | None = None,
              distance: float | np.ndarray | None = None, exact: bool = True,
              box: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(geometry index, segment) pairs, as STRtree(segments).query would give them (in
        another order): predicate None (boxes meet), "intersects" or "dwithin". exact=False
        leaves out the last test of the predicate on single segments: the caller has a cheaper
        test that rules most pairs out, and calls confirm() on the rest. box: the geometries'
        bounds, when the caller has them."""
        geoms = np.asarray(geoms, dtype=object)
        if geoms.size == 0:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        box = shapely.bounds(geoms) if box is None else box
        if predicate is None:
            qi, ri = self.tree.query(geoms)
            return self._expand(qi, ri, box)
        if predicate == "intersects" and not exact:
            # The caller tests the pairs it keeps (confirm): runs whose boxes meet are candidates
            # enough, unless there are many (long diagonal lines), when GEOS sorts the runs out.
            qi, ri = self.tree.query(geoms)
            if ri.size > BOX_RUNS_PER_GEOMETRY * len(geoms):
                qi, ri = self.tree.query(geoms, predicate="intersects")
            qi, seg = self._expand(qi, ri, box)
        elif predicate == "intersects":
            qi, ri = self.tree.query(geoms, predicate="intersects")
            qi, seg = self._expand(qi, ri, box)
        elif predicate == "dwithin":
            if distance is None:
                raise ValueError("SegmentIndex.query: dwithin needs a distance")
            qi, ri = self.tree.query(geoms, predicate="dwithin", distance=distance)
            d = np.broadcast_to(np.asarray(distance, dtype=float), geoms.shape)[qi]
            qi, seg = self._expand(qi, ri, box, d if np.ndim(distance) else float(distance))
        else:
            raise ValueError(f"SegmentIndex.query: predicate {predicate!r} is not supported")
        if not exact:
            return qi, seg
        keep = self.confirm(geoms, qi, seg, predicate, distance)
        return qi[keep], seg[keep]

    def query_boxes(self, box: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(box index, segment) pairs for boxes given as (n, 4) bounds: query(shapely.box(...))
        without making the polygons (a box's diagonal has the box for its envelope)."""
        if len(box) == 0:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        diagonal = shapely.linestrings(np.stack([box[:, :2], box[:, 2:]], axis=1))
        qi, ri = self.tree.query(diagonal)
        return self._expand(qi, ri, box)

    def confirm(self, geoms: np.ndarray, qi: np.ndarray, seg: np.ndarray, predicate: str,
                distance: float | np.ndarray | None = None) -> np.ndarray:
        """Whether each pair satisfies the predicate (GEOS on the single segments)."""
        if predicate == "intersects" and len(geoms) and np.all(shapely.get_num_points(geoms) == 2):
            # Two-point lines (rays): orientation signs settle almost every pair on arrays.
            xy = shapely.get_coordinates(geoms).reshape(-1, 4)[qi]
            out, ask = segments_intersect(xy[:, 0], xy[:, 1], xy[:, 2], xy[:, 3], self.ax[seg], self.ay[seg],
                                          self.bx[seg], self.by[seg])
            ask = np.flatnonzero(ask)
            if ask.size:
                out[ask] = shapely.intersects(geoms[qi[ask]], self.segments(seg[ask]))
            return out
        # Each geometry prepared once for its many segments (as the tree does), then let go.
        fresh = geoms[~shapely.is_prepared(geoms)]
        shapely.prepare(fresh)
        try:
            if predicate == "intersects":
                return shapely.intersects(geoms[qi], self.segments(seg))
            d = np.broadcast_to(np.asarray(distance, dtype=float), np.shape(geoms))[qi]
            return shapely.dwithin(geoms[qi], self.segments(seg), d)
        finally:
            shapely.destroy_prepared(fresh)

    def nearest(self, px: np.ndarray, py: np.ndarray) -> np.ndarray:
        """The nearest segment of each point: the nearest of the nearest run's segments (the
        first of equally near ones)."""
        ri = np.empty(px.size, dtype=np.int64)
        qi, rn = self.tree.query_nearest(shapely.points(px, py), all_matches=False)
        ri[qi] = rn
        seg = self.run_seg[ri]
        real = seg < self.n_seg
        seg = np.where(real, seg, self.run_lo[ri][:, None])
        x, y = px[:, None], py[:, None]
        ax, ay = self.ax[seg], self.ay[seg]
        dx, dy = self.bx[seg] - ax, self.by[seg] - ay
        len2 = dx * dx + dy * dy
        u = clip01(((x - ax) * dx + (y - ay) * dy) / np.where(len2 > 0, len2, 1.0))
        ex, ey = x - (ax + u * dx), y - (ay + u * dy)
        d2 = np.where(real, ex * ex + ey * ey, np.inf)
        return seg[np.arange(px.size), np.argmin(d2, axis=1)]
