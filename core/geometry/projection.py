"""How far each water-rights line runs out over the water (DESIGN.md step 4).

A line runs from its tie point until the first of:
- the projection limit (`projection_ft`, the laws' 1,500 ft, §160-120A / §44-3);
- land: where it crosses the MHW mark again (a point across a cove, an island);
- a neighbouring water-rights line. Two neighbouring lines that meet close the parcel between
  them and both stop there. Once a parcel is closed, the lines on either side of it become
  neighbours in turn (a cove closes from the inside out). A pair is closed only when their
  meeting point is the first meeting along each of the two lines; pairs close in order of the
  longer of their two distances, so the construction does not depend on feature order.
- any other water-rights line it would cross (lines from across a bay or from an island): the
  line that reaches the crossing later stops there.
"""
from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, field
from typing import Union

import numpy as np
import shapely

from ..compat import pairwise, zip_strict
from .planar import line_segment_params
from .segment_index import segments_intersect
from .shoreline import Shoreline

# Numbers by index: an array, or its .tolist() where the loop takes them one at a time.
Floats = Union[np.ndarray, list[float]]  # Python 3.9: no `X | Y` at run time

LIMIT, LAND, NEIGHBOUR, CROSSING = "limit", "land", "neighbour", "crossing"
MEDIAN, OUTSIDE = "median", "outside"


@dataclass
class Projection:
    length: np.ndarray
    stop: list[str]                      # LIMIT | LAND | MEDIAN | OUTSIDE | NEIGHBOUR | CROSSING
    stop_other: np.ndarray               # the line it stopped at, -1
    closed_pairs: dict[int, int] = field(default_factory=dict)   # left line -> right line that met it
    meetings: list[list[int]] = field(default_factory=list)      # lines that stopped at one point
    ex: np.ndarray = field(default_factory=lambda: np.zeros(0))   # end points
    ey: np.ndarray = field(default_factory=lambda: np.zeros(0))


def _pair_meeting(ox: Floats, oy: Floats, ux: Floats, uy: Floats, length: Floats, i: int,
                  j: int) -> tuple[float, float]:
    den = ux[i] * uy[j] - uy[i] * ux[j]
    if abs(den) < 1e-15:
        return math.inf, math.inf
    wx, wy = ox[j] - ox[i], oy[j] - oy[i]
    a = (wx * uy[j] - wy * ux[j]) / den
    b = (wx * uy[i] - wy * ux[i]) / den
    if a <= 1e-9 or b <= 1e-9 or a > length[i] + 1e-9 or b > length[j] + 1e-9:
        return math.inf, math.inf
    return a, b


def _same(a: float, b: float) -> bool:
    return a != math.inf and abs(a - b) <= 1e-7 * max(1.0, abs(b))


def project_lines(ox: np.ndarray, oy: np.ndarray, theta: np.ndarray, nxt: np.ndarray, prv: np.ndarray,
                  shore: Shoreline, projection_ft: float,
                  own_stretch: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None,
                  land: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None,
                  median: np.ndarray | None = None, outside: np.ndarray | None = None) -> Projection:
    """own_stretch: per line (piece, s0, s1), the shore of its two parcels, whose points of land
    it may pass over. land: (parcel polygons, their parcel, per line the pair of parcels it
    separates): any other parcel is land too, where the MHW mark was not drawn. median: per line
    the distance to the median line with another shore (median.median_reach; inf: none).
    outside: per line the distance to where it leaves the jurisdiction (jurisdiction.excluded_entry)."""
    n = ox.size
    ux, uy = np.cos(theta), np.sin(theta)
    limit = np.full(n, float(projection_ft))
    med = np.full(n, np.inf) if median is None else median
    out = np.full(n, np.inf) if outside is None else outside
    limit = np.minimum(limit, np.minimum(med, out))
    length = shore.first_land_entry(ox, oy, ux, uy, limit, own=own_stretch) if n else limit
    if n and land is not None:
        length = np.minimum(length, _first_parcel_entry(ox, oy, ux, uy, length, *land))
    short = (length >= limit) & (limit < projection_ft)       # stopped by its limit, not by land
    stop = [(OUTSIDE if out[i] <= med[i] else MEDIAN) if short[i] else LAND if length[i] < projection_ft
            else LIMIT for i in range(n)]   # (land: also a parcel's land)
    other = np.full(n, -1, dtype=np.int64)
    proj = Projection(length=length, stop=stop, stop_other=other)
    if n == 0:
        proj.ex, proj.ey = ox.copy(), oy.copy()
        return proj
    _close_neighbours(ox, oy, ux, uy, length, nxt.copy(), prv.copy(), proj)
    _stop_at_crossings(ox, oy, ux, uy, length, proj)
    proj.ex, proj.ey = ox + ux * length, oy + uy * length
    # Lines that met end at one and the same point (no sliver between their areas), unless a
    # crossing stopped one of them sooner.
    for group in proj.meetings:
        k = group[0]
        for g in group[1:]:
            if proj.stop[g] == NEIGHBOUR and proj.stop[k] == NEIGHBOUR:
                proj.ex[g], proj.ey[g] = proj.ex[k], proj.ey[k]
    return proj


def _first_parcel_entry(ox: np.ndarray, oy: np.ndarray, ux: np.ndarray, uy: np.ndarray, length: np.ndarray,
                        parts: np.ndarray, owner: np.ndarray, pair: np.ndarray) -> np.ndarray:
    """Distance along each line to where it first enters a parcel other than its own two."""
    out = np.array(length, dtype=float, copy=True)
    lines = shapely.linestrings(np.stack([np.c_[ox, oy], np.c_[ox + ux * length, oy + uy * length]], axis=1))
    # Boxes first; GEOS only between a line and other parcels' parts (each part prepared once).
    li, pi = shapely.STRtree(parts).query(lines)
    foreign = (owner[pi] != pair[li, 0]) & (owner[pi] != pair[li, 1])
    li, pi = li[foreign], pi[foreign]
    fresh = parts[np.unique(pi)]
    fresh = fresh[~shapely.is_prepared(fresh)]
    shapely.prepare(fresh)
    try:
        meets = shapely.intersects(parts[pi], lines[li])
    finally:
        shapely.destroy_prepared(fresh)
    li, pi = li[meets], pi[meets]
    if li.size == 0:
        return out
    inside = shapely.intersection(lines[li], parts[pi])
    xy, which = shapely.get_coordinates(inside, return_index=True)
    if which.size == 0:
        return out
    line = li[which]
    t = (xy[:, 0] - ox[line]) * ux[line] + (xy[:, 1] - oy[line]) * uy[line]
    np.minimum.at(out, line, np.maximum(t, 0.0))
    return out


def _close_neighbours(ox: np.ndarray, oy: np.ndarray, ux: np.ndarray, uy: np.ndarray, length: np.ndarray,
                      nxt: np.ndarray, prv: np.ndarray, proj: Projection) -> None:
    """The wavefront: close mutually-first neighbouring pairs, nearest closures first."""
    ct, cs = _next_meetings(ox, oy, ux, uy, length, nxt)
    heap = _first_pairs(ct, cs, nxt, prv)
    front = _Wavefront(ox, oy, ux, uy, length, nxt, prv, ct, cs, proj)
    front.run(heap)
    length[:] = front.ln
    proj.stop_other[:] = front.other


def _next_meetings(ox: np.ndarray, oy: np.ndarray, ux: np.ndarray, uy: np.ndarray, length: np.ndarray,
                   nxt: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Meeting of each line with the line after it, vectorised for the first round: the distance
    along line k to where it meets nxt[k], and along nxt[k] to that point (inf: they do not meet)."""
    n = ox.size
    i = np.flatnonzero(nxt >= 0)
    j = nxt[i]
    den = ux[i] * uy[j] - uy[i] * ux[j]
    safe = np.where(np.abs(den) < 1e-15, 1.0, den)
    wx, wy = ox[j] - ox[i], oy[j] - oy[i]
    a = (wx * uy[j] - wy * ux[j]) / safe
    b = (wx * uy[i] - wy * ux[i]) / safe
    ok = (np.abs(den) >= 1e-15) & (a > 1e-9) & (b > 1e-9) & (a <= length[i] + 1e-9) & (b <= length[j] + 1e-9)
    ct = np.full(n, math.inf)
    cs = np.full(n, math.inf)
    ct[i[ok]] = a[ok]
    cs[i[ok]] = b[ok]
    return ct, cs


def _first_pairs(ct: np.ndarray, cs: np.ndarray, nxt: np.ndarray,
                 prv: np.ndarray) -> list[tuple[float, int, int]]:
    """The first round's mutually-first pairs (_Wavefront.mutual, with every line alive), on
    arrays: (the longer of the two distances, line, next line)."""
    has_next = np.flatnonzero((nxt >= 0) & (ct != math.inf))
    p, m = prv[has_next], nxt[has_next]
    first_k = ct[has_next] <= np.where(p >= 0, cs[p], math.inf)
    first_m = cs[has_next] <= np.where(nxt[m] >= 0, ct[m], math.inf)
    pairs = has_next[first_k & first_m]
    return list(zip_strict(np.maximum(ct[pairs], cs[pairs]).tolist(), pairs.tolist(), nxt[pairs].tolist()))


class _Wavefront:
    """The wavefront's state as plain lists (numpy scalars are slow one at a time); the caller
    writes the lengths and the lines stopped at back to the arrays."""

    def __init__(self, ox: np.ndarray, oy: np.ndarray, ux: np.ndarray, uy: np.ndarray, length: np.ndarray,
                 nxt: np.ndarray, prv: np.ndarray, ct: np.ndarray, cs: np.ndarray, proj: Projection) -> None:
        self.ox, self.oy, self.ux, self.uy = ox.tolist(), oy.tolist(), ux.tolist(), uy.tolist()
        self.ln: list[float] = length.tolist()
        self.other: list[int] = proj.stop_other.tolist()
        self.ct: list[float] = ct.tolist()
        self.cs: list[float] = cs.tolist()
        self.nxt: list[int] = nxt.tolist()
        self.prv: list[int] = prv.tolist()
        self.alive = [True] * ox.size
        self.proj = proj

    def mutual(self, k: int) -> bool:
        """Whether line k and the line after it meet first of all on each of the two lines."""
        ct, cs, nxt = self.ct, self.cs, self.nxt
        m = nxt[k]
        if k < 0 or m < 0 or not self.alive[k] or not self.alive[m] or ct[k] == math.inf:
            return False
        p = self.prv[k]
        first_k = ct[k] <= (cs[p] if p >= 0 else math.inf)
        first_m = cs[k] <= (ct[m] if nxt[m] >= 0 else math.inf)
        return first_k and first_m

    def run(self, heap: list[tuple[float, int, int]]) -> None:
        """Close the pairs of `heap`, nearest first, and the pairs each closure makes."""
        heapq.heapify(heap)
        while heap:
            key, k, m = heapq.heappop(heap)
            if self._current(key, k, m):
                self._close(k, m, heap)

    def _current(self, key: float, k: int, m: int) -> bool:
        """Whether the heap's entry still stands (neither line closed, nothing moved since)."""
        return (self.alive[k] and self.nxt[k] == m and self.mutual(k)
                and max(self.ct[k], self.cs[k]) == key)

    def _close(self, k: int, m: int, heap: list[tuple[float, int, int]]) -> None:
        # The pair meets; so does any neighbour passing through the very same point (three or
        # more lines meeting at once): all stop there, and each parcel between them closes.
        self.ln[k], self.ln[m] = self.ct[k], self.cs[k]
        group = [k, m]
        self._grow_back(group)
        self._grow_ahead(group)
        self._record(group)
        self._relink(group, heap)

    def _grow_back(self, group: list[int]) -> None:
        """Lines before the group that pass through its meeting point join it."""
        ln, prv = self.ln, self.prv
        while True:
            h = prv[group[0]]
            if h < 0 or h in group or not self.alive[h] or not _same(self.cs[h], ln[group[0]]):
                break
            ln[h] = self.ct[h]
            group.insert(0, h)

    def _grow_ahead(self, group: list[int]) -> None:
        """Lines after the group that pass through its meeting point join it."""
        ln, nxt = self.ln, self.nxt
        while True:
            q = nxt[group[-1]]
            if q < 0 or q in group or not self.alive[q] or not _same(self.ct[group[-1]], ln[group[-1]]):
                break
            ln[q] = self.cs[group[-1]]
            group.append(q)

    def _record(self, group: list[int]) -> None:
        """The group's lines stop at their meeting, and each parcel between them is closed."""
        proj = self.proj
        closing = list(pairwise(group))
        if self.prv[group[0]] == group[-1] and _same(self.ct[group[-1]], self.ln[group[-1]]):
            closing.append((group[-1], group[0]))       # a whole ring closing at one point
        for a, b in closing:
            proj.closed_pairs[a] = b
        for g in group:
            proj.stop[g] = NEIGHBOUR
            self.alive[g] = False
        for at, g in enumerate(group):
            self.other[g] = group[at + 1] if at + 1 < len(group) else group[at - 1]
        proj.meetings.append(group)

    def _relink(self, group: list[int], heap: list[tuple[float, int, int]]) -> None:
        """The lines on either side of the closed group become neighbours; the pairs that are
        now mutually first go on the heap."""
        ct, cs, nxt, prv = self.ct, self.cs, self.nxt, self.prv
        h = prv[group[0]] if prv[group[0]] not in group else -1
        q = nxt[group[-1]] if nxt[group[-1]] not in group else -1
        k, m = group[0], group[-1]
        ct[k] = cs[k] = math.inf
        if h >= 0 and h != m:
            nxt[h] = q if (q >= 0 and q != k) else -1
            ct[h], cs[h] = (_pair_meeting(self.ox, self.oy, self.ux, self.uy, self.ln, h, q)
                            if nxt[h] >= 0 else (math.inf, math.inf))
        if q >= 0 and q != k:
            prv[q] = h if (h >= 0 and h != m) else -1
        for c in (prv[h] if h >= 0 else -1, h, q):
            if c >= 0 and self.mutual(c):
                heapq.heappush(heap, (max(ct[c], cs[c]), c, nxt[c]))


def _stop_at_crossings(ox: np.ndarray, oy: np.ndarray, ux: np.ndarray, uy: np.ndarray, length: np.ndarray,
                       proj: Projection) -> None:
    """Lines that are not neighbours but cross: the one reaching the crossing later stops."""
    segs = shapely.linestrings(np.stack([np.c_[ox, oy], np.c_[ox + ux * length, oy + uy * length]], axis=1))
    # Pairs whose boxes meet, then the crossing's place on arrays; that the two lines do
    # intersect is asked last (by orientation signs, GEOS for the few they cannot settle).
    pi, pj = shapely.STRtree(segs).query(segs)
    keep = pi < pj
    pi, pj = pi[keep], pj[keep]
    if pi.size == 0:
        return
    ex, ey = ox[pj] + ux[pj] * length[pj], oy[pj] + uy[pj] * length[pj]
    t, u, ok = line_segment_params(ox[pi], oy[pi], ux[pi], uy[pi], ox[pj], oy[pj], ex, ey)
    s = u * length[pj]
    eps = 1e-6
    real = np.flatnonzero(ok & (t > eps) & (t < length[pi] - eps) & (s > eps) & (s < length[pj] - eps))
    end = np.c_[ox + ux * length, oy + uy * length]
    meets, ask = segments_intersect(ox[pi[real]], oy[pi[real]], end[pi[real], 0], end[pi[real], 1],
                                    ox[pj[real]], oy[pj[real]], end[pj[real], 0], end[pj[real], 1])
    if ask.any():
        meets[ask] = shapely.intersects(segs[pi[real[ask]]], segs[pj[real[ask]]])
    real = real[meets]
    pi, pj, t, s = pi[real], pj[real], t[real], s[real]
    for k in np.argsort(np.maximum(t, s), kind="stable"):
        a, b, ta, sb = int(pi[k]), int(pj[k]), float(t[k]), float(s[k])
        if ta >= length[a] - eps or sb >= length[b] - eps:
            continue            # one of them already stops before this crossing
        later, at, other = (a, ta, b) if ta > sb else (b, sb, a)
        length[later] = at
        proj.stop[later] = CROSSING
        proj.stop_other[later] = other
