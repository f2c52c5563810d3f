"""The MHW mark as oriented pieces: water on the left, chainage along each piece, segments indexed.

Whatever the input (lines in either digitizing direction, lake polygons with islands, several
pieces), the result is the same list of pieces: each piece turned so that the water lies on its
left, closed rings started at their lowest-left vertex, pieces sorted by that vertex. Results
therefore do not depend on digitizing direction, ring start or feature order.

The water side is the side away from the parcels (DESIGN.md "Input layers"). Where no parcel
comes near a piece, a lake polygon's own sense decides (water inside its outer ring, outside
its islands); a bare line keeps its drawn direction and a message says so.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import LineString, MultiLineString
from shapely.geometry.base import BaseGeometry

from ..wording import count
from .array_ops import clip01
from .planar import EPS, cross, point_segment, ragged_ranges
from .segment_index import SegmentIndex

# What a piece came from: decides the water side when no parcel votes.
LINE, OUTER, ISLAND = "line", "outer", "island"


@dataclass
class Piece:
    coords: np.ndarray      # (n, 2); closed rings repeat the first coordinate at the end
    closed: bool
    origin: str             # LINE | OUTER | ISLAND


def _flatten(geom: object, out: list[tuple[np.ndarray, str]]) -> None:
    if geom is None:
        return
    if isinstance(geom, BaseGeometry):
        if geom.is_empty:
            return
        kind = geom.geom_type
        if kind == "Polygon":
            out.append((np.asarray(geom.exterior.coords)[:, :2], OUTER))
            out.extend((np.asarray(r.coords)[:, :2], ISLAND) for r in geom.interiors)
        elif kind in ("LineString", "LinearRing"):
            out.append((np.asarray(geom.coords)[:, :2], LINE))
        elif hasattr(geom, "geoms"):
            for g in geom.geoms:
                _flatten(g, out)
        return
    if isinstance(geom, Iterable):
        for g in geom:
            _flatten(g, out)


def _dedupe(coords: np.ndarray) -> np.ndarray:
    keep = np.ones(len(coords), dtype=bool)
    keep[1:] = np.any(np.abs(np.diff(coords, axis=0)) > EPS, axis=1)
    return coords[keep]


def _lowest_left(coords: np.ndarray) -> int:
    """Index of the vertex with the lowest x, then the lowest y (the first of equal ones)."""
    at = np.flatnonzero(coords[:, 0] == coords[:, 0].min())
    return int(at[np.argmin(coords[at, 1])])


def normalise_pieces(shoreline: object) -> list[Piece]:
    """Split the MHW input into pieces (lines merged where they touch), canonical start and order."""
    raw: list[tuple[np.ndarray, str]] = []
    _flatten(shoreline, raw)
    for k, (coords, _origin) in enumerate(raw):
        bad = np.flatnonzero(~np.isfinite(coords).all(axis=1))
        if bad.size:    # NaN/inf would reach GEOS and numpy indexing as garbage: refuse plainly
            first = f"first: line {k + 1}, vertex {int(bad[0]) + 1}"
            raise ValueError(f"The shoreline (MHW mark) has {count(int(bad.size), 'vertex', 'vertices')} "
                             f"whose coordinates are not finite numbers (NaN or infinite; {first}); "
                             "fix the shoreline layer.")
    rings: list[tuple[np.ndarray, str]] = []
    open_lines: list[np.ndarray] = []
    for coords, origin in raw:
        coords = _dedupe(coords.astype(float))
        if len(coords) < 2:
            continue
        if origin != LINE or (len(coords) > 3 and np.allclose(coords[0], coords[-1], atol=EPS)):
            if len(coords) >= 4:
                rings.append((coords, origin))
        else:
            open_lines.append(coords)
    if len(open_lines) > 1:
        merged = shapely.line_merge(MultiLineString([LineString(c) for c in open_lines]))
        open_lines = [np.asarray(g.coords)[:, :2] for g in getattr(merged, "geoms", [merged])]
    pieces: list[Piece] = []
    for coords in open_lines:
        coords = _dedupe(coords)
        if len(coords) > 3 and np.allclose(coords[0], coords[-1], atol=EPS):
            rings.append((coords, LINE))
        elif len(coords) >= 2:
            pieces.append(Piece(coords, False, LINE))
    for coords, origin in rings:
        ring = coords[:-1]
        start = _lowest_left(ring)
        ring = np.roll(ring, -start, axis=0)
        pieces.append(Piece(np.vstack([ring, ring[:1]]), True, origin))
    # Sort by each piece's lowest-left vertex: independent of direction and feature order.
    keys = [tuple(p.coords[_lowest_left(p.coords)]) for p in pieces]
    return [pieces[i] for i in sorted(range(len(pieces)), key=lambda i: keys[i])]


def ring_is_ccw(coords: np.ndarray) -> bool:
    x, y = coords[:, 0], coords[:, 1]
    return float(np.sum(x[:-1] * y[1:] - x[1:] * y[:-1])) > 0.0


class Shoreline:
    """Oriented MHW pieces with flat segment arrays and a spatial index over the segments
    (SegmentIndex: an STRtree over runs of segments, answering as one over single segments).

    Segment k runs from (ax[k], ay[k]) to (bx[k], by[k]) on piece seg_piece[k], starting at
    chainage cum[k] (feet along the piece from its start). The water lies on the left.
    """

    def __init__(self, pieces: list[Piece]):
        if not pieces:
            raise ValueError("The shoreline (MHW mark) has no usable line.")
        self.pieces = pieces
        self._build_arrays()
        # The index is built once, on the segments as they are now; orient() only renumbers.
        self.index = SegmentIndex(self.ax, self.ay, self.bx, self.by, self.piece_first, self.piece_nseg,
                                  np.concatenate([p.coords for p in pieces]))
        self.vote_sum = np.zeros(len(pieces))

    # ------------------------------------------------------------------ arrays
    def _build_arrays(self) -> None:
        nseg = np.array([len(p.coords) - 1 for p in self.pieces], dtype=np.int64)
        self.piece_nseg = nseg
        self.piece_first = np.cumsum(nseg) - nseg
        self.piece_closed = np.array([p.closed for p in self.pieces])
        coords = [p.coords for p in self.pieces]
        a = np.vstack([c[:-1] for c in coords])
        b = np.vstack([c[1:] for c in coords])
        self.ax, self.ay, self.bx, self.by = a[:, 0], a[:, 1], b[:, 0], b[:, 1]
        self.n_seg = len(self.ax)
        self.seg_piece = np.repeat(np.arange(len(self.pieces)), nseg)
        self.seg_dx, self.seg_dy = self.bx - self.ax, self.by - self.ay
        self.seg_len = np.hypot(self.seg_dx, self.seg_dy)
        before = np.cumsum(self.seg_len) - self.seg_len          # length of all earlier segments
        self.cum = before - before[self.piece_first][self.seg_piece]
        self.piece_length = np.add.reduceat(self.seg_len, self.piece_first)
        self._links: tuple[np.ndarray, np.ndarray] | None = None       # seg_prev, seg_next, when asked
        # Vertex chainage on one global axis; rings are laid out twice so a stretch may run past
        # the ring's start (chainage up to 2L). Pieces are separated by a gap on that axis.
        span = np.where(self.piece_closed, 2.0 * self.piece_length, self.piece_length) + 1.0
        self.piece_base = np.cumsum(span) - span
        vx, vy, vg = [], [], []
        for k, c in enumerate(coords):
            first = self.piece_first[k]
            s = np.concatenate(([0.0], np.cumsum(self.seg_len[first:first + nseg[k]])))
            if self.pieces[k].closed:
                c = np.vstack([c[:-1], c])
                s = np.concatenate((s[:-1], s + self.piece_length[k]))
            vx.append(c[:, 0])
            vy.append(c[:, 1])
            vg.append(s + self.piece_base[k])
        self.vx, self.vy, self.vg = np.concatenate(vx), np.concatenate(vy), np.concatenate(vg)

    @property
    def seg_prev(self) -> np.ndarray:
        """The segment before each one on its piece (rings close round), -1 at an open end."""
        return self._segment_links()[0]

    @property
    def seg_next(self) -> np.ndarray:
        """The segment after each one on its piece (rings close round), -1 at an open end."""
        return self._segment_links()[1]

    def _segment_links(self) -> tuple[np.ndarray, np.ndarray]:
        if self._links is None:
            nseg = self.piece_nseg
            idx = np.arange(self.n_seg)
            local = idx - self.piece_first[self.seg_piece]
            last = local == nseg[self.seg_piece] - 1
            prev = np.where(local == 0, np.where(self.piece_closed[self.seg_piece],
                                                 idx + nseg[self.seg_piece] - 1, -1), idx - 1)
            nxt = np.where(last, np.where(self.piece_closed[self.seg_piece],
                                          idx - nseg[self.seg_piece] + 1, -1), idx + 1)
            self._links = (prev, nxt)
        return self._links

    # ------------------------------------------------------------------ orientation
    def vote_land(self, px: np.ndarray, py: np.ndarray, seg: np.ndarray, u: np.ndarray,
                  dist: np.ndarray) -> None:
        """Count points known to be on land (inside parcels) toward each piece's water side;
        seg/u/dist: each point's nearest segment, the parameter and distance of the nearest point."""
        if px.size == 0:
            return
        side = np.sign(self.signed_distance(px, py, seg, u, dist))
        # A land point on the left means the water is on the right: a vote to reverse.
        np.add.at(self.vote_sum, self.seg_piece[seg], side)

    def orient(self) -> tuple[list[int], np.ndarray, np.ndarray]:
        """Turn pieces so the water is on the left. Returns the pieces nobody voted on, the new
        number of each segment (indices taken before orient() must be mapped) and, per old
        segment, whether it was reversed."""
        unknown = []
        reverse = np.zeros(len(self.pieces), dtype=bool)
        for k, piece in enumerate(self.pieces):
            if self.vote_sum[k] > 0:
                reverse[k] = True
            elif self.vote_sum[k] == 0:
                if piece.origin == LINE:
                    unknown.append(k)
                else:   # a lake polygon: water inside its outer ring, outside its islands
                    reverse[k] = ring_is_ccw(piece.coords) != (piece.origin == OUTER)
        old_to_new = np.arange(self.n_seg)
        was_reversed = reverse[self.seg_piece]
        if reverse.any():
            for k in np.flatnonzero(reverse):
                self.pieces[k].coords = self.pieces[k].coords[::-1].copy()
            flip = reverse[self.seg_piece]
            first = self.piece_first[self.seg_piece]
            old_to_new[flip] = (first + self.piece_nseg[self.seg_piece] - 1 - (old_to_new - first))[flip]
            self._build_arrays()
            self.index.renumber(old_to_new, was_reversed, self.ax, self.ay, self.bx, self.by)
        self.vote_sum[:] = 0
        return unknown, old_to_new, was_reversed

    # ------------------------------------------------------------------ queries
    def query(self, geoms: np.ndarray, predicate: str | None = None, distance: float | None = None
              ) -> tuple[np.ndarray, np.ndarray]:
        """(input index, segment index) pairs: boxes that meet (predicate None), or segments
        that intersect or are within distance of the input (SegmentIndex.query)."""
        return self.index.query(geoms, predicate, distance)

    def query_boxes(self, box: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(box index, segment index) pairs of boxes given as (n, 4) bounds and the segments whose
        boxes they meet."""
        return self.index.query_boxes(box)

    def nearest(self, px: np.ndarray, py: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Nearest segment of each point, its distance and the parameter of the nearest point."""
        seg = self.index.nearest(np.asarray(px, dtype=float), np.asarray(py, dtype=float))
        dist, u = point_segment(px, py, self.ax[seg], self.ay[seg], self.bx[seg], self.by[seg])
        return seg, dist, u

    def signed_distance(self, px: np.ndarray, py: np.ndarray, seg: np.ndarray, u: np.ndarray,
                        dist: np.ndarray) -> np.ndarray:
        """dist with a sign: + on the water side of segment seg, - on the land side.

        Where the nearest point is a vertex, the side is taken against the sum of the two
        segments' normals (the pseudo-normal), which is right on both sides of any corner.
        """
        dx, dy = self.bx[seg] - self.ax[seg], self.by[seg] - self.ay[seg]
        ln = np.where(self.seg_len[seg] > 0, self.seg_len[seg], 1.0)
        nx, ny = -dy / ln, dx / ln                               # left normal
        for at_end, other in ((u <= 0.0, self.seg_prev[seg]), (u >= 1.0, self.seg_next[seg])):
            use = at_end & (other >= 0)
            o = np.where(use, other, 0)
            ol = np.where(self.seg_len[o] > 0, self.seg_len[o], 1.0)
            nx = nx + np.where(use, -(self.by[o] - self.ay[o]) / ol, 0.0)
            ny = ny + np.where(use, (self.bx[o] - self.ax[o]) / ol, 0.0)
        qx = self.ax[seg] + u * dx
        qy = self.ay[seg] + u * dy
        side = (px - qx) * nx + (py - qy) * ny
        return np.where(side >= 0.0, dist, -dist)

    # ------------------------------------------------------------------ chainage
    def chainage(self, seg: np.ndarray, u: np.ndarray) -> np.ndarray:
        return self.cum[seg] + u * self.seg_len[seg]

    def point_at(self, piece: np.ndarray, s: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Coordinates at chainage s along piece (rings: any s in [0, 2L])."""
        g = self.piece_base[piece] + s
        j = np.clip(np.searchsorted(self.vg, g, side="right") - 1, 0, len(self.vg) - 2)
        # Never step onto the next piece's first vertex.
        span = self.vg[j + 1] - self.vg[j]
        f = np.where(span > 0, (g - self.vg[j]) / np.where(span > 0, span, 1.0), 0.0)
        f = np.clip(f, 0.0, 1.0)
        return self.vx[j] + f * (self.vx[j + 1] - self.vx[j]), self.vy[j] + f * (self.vy[j + 1] - self.vy[j])

    def interior_vertices(self, piece: np.ndarray, s0: np.ndarray, s1: np.ndarray
                          ) -> tuple[np.ndarray, np.ndarray]:
        """Vertex indices (into vx, vy) strictly between chainages s0 < s1 of each piece, in
        order, concatenated; and for each the row it belongs to."""
        g0 = self.piece_base[piece] + s0
        g1 = self.piece_base[piece] + s1
        lo = np.searchsorted(self.vg, g0 + 1e-7, side="left")
        hi = np.searchsorted(self.vg, g1 - 1e-7, side="right")
        return ragged_ranges(lo, np.maximum(hi - lo, 0))

    def geometry(self) -> BaseGeometry:
        lines = [LineString(p.coords) for p in self.pieces]
        return lines[0] if len(lines) == 1 else MultiLineString(lines)

    # ------------------------------------------------------------------ rays
    def ray_params(self, ox: np.ndarray, oy: np.ndarray, dx: np.ndarray, dy: np.ndarray, ri: np.ndarray,
                   si: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """planar.line_segment_params(ox[ri], oy[ri], dx[ri], dy[ri], segment si): (t, u, ok),
        to the bit, with each ray's and each segment's length taken once."""
        rx, ry, ex, ey = dx[ri], dy[ri], self.seg_dx[si], self.seg_dy[si]
        den = cross(rx, ry, ex, ey)
        ok = np.abs(den) > EPS * np.maximum(np.hypot(dx, dy)[ri] * self.seg_len[si], EPS)
        safe = np.where(ok, den, 1.0)
        wx, wy = self.ax[si] - ox[ri], self.ay[si] - oy[ri]
        return cross(wx, wy, ex, ey) / safe, cross(wx, wy, rx, ry) / safe, ok

    def crossings(self, ox: np.ndarray, oy: np.ndarray, ux: np.ndarray, uy: np.ndarray,
                  t0: float | np.ndarray, t1: float | np.ndarray, long_rays: bool = False,
                  beyond: float | None = None
                  ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Every place where the stretch o + t*u, t0 <= t <= t1, of each ray (unit u) meets a
        segment. Returns (ray, segment, t, parameter on the segment, onto_water): onto_water is
        True where the ray passes from the segment's right (land) to its left (water).
        Short rays are matched by bounding box and tested here; long_rays also asks that the ray
        and the segment intersect (GEOS's predicate; a long diagonal ray's box holds too many
        segments). beyond: leave out the places at t <= beyond (the caller has no use for them)."""
        ox, oy, ux, uy = (np.asarray(a, dtype=float) for a in (ox, oy, ux, uy))
        t0 = np.broadcast_to(np.asarray(t0, dtype=float), ox.shape)
        t1 = np.broadcast_to(np.asarray(t1, dtype=float), ox.shape)
        x0, y0, x1, y1 = ox + ux * t0, oy + uy * t0, ox + ux * t1, oy + uy * t1
        rays = shapely.linestrings(np.stack([np.c_[x0, y0], np.c_[x1, y1]], axis=1))
        box = np.c_[np.minimum(x0, x1), np.minimum(y0, y1), np.maximum(x0, x1), np.maximum(y0, y1)]
        predicate = "intersects" if long_rays else None
        ri, si = self.index.query(rays, predicate, exact=False, box=box)
        # planar.line_segment_params, the lengths taken once per ray and per segment, the
        # parameter on the segment first (it rules out most pairs).
        dx, dy, ex, ey = ux[ri], uy[ri], self.seg_dx[si], self.seg_dy[si]
        den = cross(dx, dy, ex, ey)
        ok = np.abs(den) > EPS * np.maximum(np.hypot(ux, uy)[ri] * self.seg_len[si], EPS)
        safe = np.where(ok, den, 1.0)
        wx, wy = self.ax[si] - ox[ri], self.ay[si] - oy[ri]
        u = cross(wx, wy, dx, dy) / safe
        keep = np.flatnonzero(ok & (u >= -1e-12) & (u <= 1 + 1e-12))
        ri, si, u = ri[keep], si[keep], u[keep]
        t = cross(wx[keep], wy[keep], ex[keep], ey[keep]) / safe[keep]
        keep = (t >= t0[ri] - 1e-9) & (t <= t1[ri] + 1e-9)
        if beyond is not None:
            keep &= t > beyond
        ri, si, t, u = ri[keep], si[keep], t[keep], clip01(u[keep])
        if long_rays:       # the predicate, on the few pairs left
            keep = self.index.confirm(rays, ri, si, "intersects")
            ri, si, t, u = ri[keep], si[keep], t[keep], u[keep]
        onto_water = cross(self.seg_dx[si], self.seg_dy[si], ux[ri], uy[ri]) > 0
        return ri, si, t, u, onto_water

    def first_land_entry(self, ox: np.ndarray, oy: np.ndarray, ux: np.ndarray, uy: np.ndarray,
                         max_len: np.ndarray, skip_ft: float = 1e-6,
                         own: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None) -> np.ndarray:
        """Distance along each ray (unit direction) to where it first crosses the MHW mark from
        the water onto land, beyond skip_ft; max_len where it does not within max_len.
        own = (piece, s0, s1) per ray: land crossed on that stretch of the mark does not stop
        the ray (a line passing over the points of its own parcels' ragged shore)."""
        out = np.array(max_len, dtype=float, copy=True)
        if out.size == 0:
            return out
        ri, si, t, u, onto_water = self.crossings(ox, oy, ux, uy, 0.0, max_len, long_rays=True,
                                                  beyond=skip_ft)
        hit = ~onto_water & (t < out[ri])
        if own is not None:
            piece, s0, s1 = own
            s = self.chainage(si, u)
            length = self.piece_length[self.seg_piece[si]]
            ring = self.piece_closed[self.seg_piece[si]]
            into = np.where(ring, np.mod(s - s0[ri], np.where(ring, length, 1.0)), s - s0[ri])
            mine = (self.seg_piece[si] == piece[ri]) & (into >= 0) & (into <= s1[ri] - s0[ri])
            hit &= ~mine
        np.minimum.at(out, ri[hit], t[hit])
        return out
