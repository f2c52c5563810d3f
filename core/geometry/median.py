"""Narrow water: where each line meets the median line between its shore and another shore
(DESIGN.md step 8: the far side of an arm or a channel, an island).

A point over the water belongs to the shore nearest to it. Walking out along a water-rights
line from its tie point T, the nearest point Q of the MHW mark is at first on T's own shore; the
line ends where Q jumps to *another shore*, which is where the two shores are equally far: on
the median line between them. Q is on another shore when it is on another piece of the mark (an
island, the lake's other ring) or when going along the mark from T to Q is a long detour: more
than DETOUR_RATIO times the straight distance and more than DETOUR_MIN_FT longer than it. Round
an inside corner or a cove's head the detour is short (at most pi/2 times the distance across a
round cove's head), so the 200 ft rule and the neighbouring lines decide there, as before; across
a channel, an arm or a narrow bay it is long.

median_reach is the fast path (whole arrays, the mark's segment index; only lines with another
shore within reach are walked); median_reach_reference is the same definition written plainly
with shapely, one line and one step at a time, for the tests to compare against.
"""
from __future__ import annotations

import math

import numpy as np
import shapely
from shapely.geometry import LineString, Point

from .shoreline import Shoreline

DETOUR_RATIO = 2.0       # along the mark / straight across, beyond which it is another shore
DETOUR_MIN_FT = 500.0    # ... and this much longer (a small notch in one's own shore is not one)
STEP_FT = 20.0           # walk along a line in steps this long, then bisect the step it switches in
PRECISION_FT = 1e-4     # bisection stops when the switch is bracketed this tightly
STATION_FT = 100.0       # stations along the mark for the quick test "another shore within reach"


def _along(shore: Shoreline, piece_t: np.ndarray, s_t: np.ndarray, piece_q: np.ndarray,
           s_q: np.ndarray) -> np.ndarray:
    """Distance along the mark from T to Q (inf on another piece; the shorter way round a ring)."""
    d = np.abs(s_q - s_t)
    length = shore.piece_length[piece_t]
    ring = shore.piece_closed[piece_t]
    d = np.where(ring, np.mod(d, np.where(ring, length, 1.0)), d)       # (s_q may be L itself)
    d = np.where(ring, np.minimum(d, length - d), d)
    return np.where(piece_q == piece_t, d, math.inf)


def is_other_shore(along: np.ndarray, across: np.ndarray) -> np.ndarray:
    """Whether a point of the mark `along` ft along it and `across` ft straight from the tie point
    is on another shore (the definition, shared by both paths)."""
    return (along > DETOUR_RATIO * across) & (along - across > DETOUR_MIN_FT)


def _other_at(shore: Shoreline, px: np.ndarray, py: np.ndarray, tx: np.ndarray, ty: np.ndarray,
              piece_t: np.ndarray, s_t: np.ndarray) -> np.ndarray:
    """Whether the nearest point of the mark to each P is on another shore than T's."""
    seg, _dist, u = shore.nearest(px, py)
    return other_shore_at(shore, seg, u, tx, ty, piece_t, s_t)


def other_shore_at(shore: Shoreline, seg: np.ndarray, u: np.ndarray, tx: np.ndarray, ty: np.ndarray,
                   piece_t: np.ndarray, s_t: np.ndarray) -> np.ndarray:
    """_other_at for points whose nearest point of the mark is already known (u along seg)."""
    qx = shore.ax[seg] + u * shore.seg_dx[seg]
    qy = shore.ay[seg] + u * shore.seg_dy[seg]
    along = _along(shore, piece_t, s_t, shore.seg_piece[seg], shore.chainage(seg, u))
    return is_other_shore(along, np.hypot(qx - tx, qy - ty))


def _stations(shore: Shoreline) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Points every STATION_FT along each piece (and its vertices' ends): x, y, piece, chainage."""
    xs, ys, ps, ss = [], [], [], []
    for k, length in enumerate(shore.piece_length.tolist()):
        s = np.linspace(0.0, length, max(2, math.ceil(length / STATION_FT) + 1))
        x, y = shore.point_at(np.full(s.size, k), s)
        xs.append(x)
        ys.append(y)
        ps.append(np.full(s.size, k))
        ss.append(s)
    return np.concatenate(xs), np.concatenate(ys), np.concatenate(ps), np.concatenate(ss)


def _maybe_narrow(shore: Shoreline, tx: np.ndarray, ty: np.ndarray, piece_t: np.ndarray, s_t: np.ndarray,
                  limit: np.ndarray) -> np.ndarray:
    """Lines that may meet a median: another shore's station lies within 2 * limit (+ a station
    spacing) of the tie point. A line's median point P has |P - Q| <= |P - T| <= limit for some
    point Q of another shore, so |T - Q| <= 2 * limit; the margins keep the test on the safe side
    (a line flagged here is walked; one not flagged has no median within its limit)."""
    sx, sy, sp, ss = _stations(shore)
    tree = shapely.STRtree(shapely.points(sx, sy))
    reach = 2.0 * limit + STATION_FT
    boxes = shapely.box(tx - reach, ty - reach, tx + reach, ty + reach)
    li, si = tree.query(boxes)
    across = np.hypot(sx[si] - tx[li], sy[si] - ty[li])
    near = across <= reach[li]
    li, si, across = li[near], si[near], across[near]
    along = _along(shore, piece_t[li], s_t[li], sp[si], ss[si])
    # A station stands for the mark within STATION_FT / 2 of it along the mark and across.
    slack = STATION_FT
    other = is_other_shore(along + slack, np.maximum(across - slack, 0.0))
    flagged = np.zeros(tx.size, dtype=bool)
    flagged[li[other]] = True
    return flagged


def median_reach(shore: Shoreline, tx: np.ndarray, ty: np.ndarray, ux: np.ndarray, uy: np.ndarray,
                 piece_t: np.ndarray, s_t: np.ndarray, limit: np.ndarray) -> np.ndarray:
    """Distance along each line (tie point T, unit direction u, on piece piece_t at chainage s_t)
    to the median line with another shore; inf where it meets none within `limit`."""
    n = tx.size
    out = np.full(n, math.inf)
    if n == 0:
        return out
    limit = np.asarray(limit, dtype=float)
    walk = np.flatnonzero(_maybe_narrow(shore, tx, ty, piece_t, s_t, limit))
    if walk.size == 0:
        return out
    steps = np.maximum(1, np.ceil(limit[walk] / STEP_FT).astype(np.int64))
    line = np.repeat(walk, steps)
    k = np.arange(line.size) - np.repeat(np.cumsum(steps) - steps, steps) + 1
    t = np.minimum(k * STEP_FT, limit[line])
    other = _other_at(shore, tx[line] + ux[line] * t, ty[line] + uy[line] * t, tx[line], ty[line],
                      piece_t[line], s_t[line])
    # The first step each walked line switches in.
    hit = np.flatnonzero(other)
    if hit.size == 0:
        return out
    first = hit[np.r_[True, line[hit][1:] != line[hit][:-1]]]
    i = line[first]
    hi = t[first]
    lo = np.maximum(hi - STEP_FT, 0.0)
    while True:
        wide = hi - lo > PRECISION_FT
        if not wide.any():
            break
        w = np.flatnonzero(wide)
        mid = 0.5 * (lo[w] + hi[w])
        o = _other_at(shore, tx[i[w]] + ux[i[w]] * mid, ty[i[w]] + uy[i[w]] * mid, tx[i[w]], ty[i[w]],
                      piece_t[i[w]], s_t[i[w]])
        hi[w] = np.where(o, mid, hi[w])
        lo[w] = np.where(o, lo[w], mid)
    out[i] = 0.5 * (lo + hi)
    return out


def median_reach_reference(pieces: list[LineString], closed: list[bool], tie: tuple[float, float],
                           piece_t: int, u: tuple[float, float], limit: float) -> float:
    """median_reach for one line, plainly: shapely for the nearest point of the mark and its
    chainage, a step at a time, then the same bisection. pieces: the oriented MHW pieces (as
    Shoreline.pieces, closed rings repeating their first point)."""
    tx, ty = tie
    s_t = pieces[piece_t].project(Point(tx, ty))

    def other(t: float) -> bool:
        p = Point(tx + u[0] * t, ty + u[1] * t)
        k = min(range(len(pieces)), key=lambda j: pieces[j].distance(p))
        if k != piece_t:
            return True
        q = pieces[k].interpolate(pieces[k].project(p))
        d = abs(pieces[k].project(q) - s_t)
        if closed[k]:
            d = d % pieces[k].length
            d = min(d, pieces[k].length - d)
        return bool(is_other_shore(np.array(d), np.array(math.hypot(q.x - tx, q.y - ty))))

    t = 0.0
    while t < limit:
        nxt = min(t + STEP_FT, limit)
        if other(nxt):
            lo, hi = t, nxt
            while hi - lo > PRECISION_FT:
                mid = 0.5 * (lo + hi)
                lo, hi = (lo, mid) if other(mid) else (mid, hi)
            return 0.5 * (lo + hi)
        t = nxt
    return math.inf
