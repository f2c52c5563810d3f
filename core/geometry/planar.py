"""Plane geometry on numpy arrays: the arithmetic every step of the construction shares.

Points and directions are (n, 2) float arrays (or pairs of 1-d arrays). Nothing here knows about
parcels or the law; it exists so the steps can work on whole lakes at once instead of one
shapely call per feature.
"""
from __future__ import annotations

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from ..compat import zip_strict

# Below this a length or parameter is numerical noise (feet, or fractions of a segment).
EPS = 1e-9


def cross(ax: np.ndarray, ay: np.ndarray, bx: np.ndarray, by: np.ndarray) -> np.ndarray:
    """z component of a x b."""
    return ax * by - ay * bx


def azimuth_deg(dx: np.ndarray, dy: np.ndarray) -> np.ndarray:
    """Grid azimuth of directions, degrees clockwise from north (+y), in [0, 360)."""
    az = np.degrees(np.arctan2(dx, dy)) % 360.0
    # Rounding noise either side of north (-1e-15 % 360 is 360.0) reads as exactly 0.
    return np.where((az >= 360.0 - 1e-9) | (az < 1e-9), 0.0, az)


def unit(dx: np.ndarray, dy: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(ux, uy, length); zero vectors come back as (0, 0, 0)."""
    length = np.hypot(dx, dy)
    safe = np.where(length > 0, length, 1.0)
    return dx / safe, dy / safe, length


def rotate(dx: np.ndarray, dy: np.ndarray, angle_rad: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Rotate directions counter-clockwise by angle_rad."""
    c, s = np.cos(angle_rad), np.sin(angle_rad)
    return dx * c - dy * s, dx * s + dy * c


def point_segment(px: np.ndarray, py: np.ndarray, ax: np.ndarray, ay: np.ndarray,
                  bx: np.ndarray, by: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Distance from points to segments (element-wise) and the parameter of the nearest point
    on each segment, clamped to [0, 1]."""
    dx, dy = bx - ax, by - ay
    len2 = dx * dx + dy * dy
    u = np.where(len2 > 0, ((px - ax) * dx + (py - ay) * dy) / np.where(len2 > 0, len2, 1.0), 0.0)
    u = np.clip(u, 0.0, 1.0)
    return np.hypot(px - (ax + u * dx), py - (ay + u * dy)), u


def line_segment_params(ox: np.ndarray, oy: np.ndarray, dx: np.ndarray, dy: np.ndarray,
                        ax: np.ndarray, ay: np.ndarray, bx: np.ndarray, by: np.ndarray
                        ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Where the line o + t*d meets segment a + u*(b - a), element-wise.

    Returns (t, u, ok): ok is False for parallel pairs; u in [0, 1] means the meeting point is on
    the segment. t is in units of |d| (pass unit directions to get feet).
    """
    ex, ey = bx - ax, by - ay
    den = cross(dx, dy, ex, ey)
    ok = np.abs(den) > EPS * np.maximum(np.hypot(dx, dy) * np.hypot(ex, ey), EPS)
    safe = np.where(ok, den, 1.0)
    wx, wy = ax - ox, ay - oy
    t = cross(wx, wy, ex, ey) / safe
    u = cross(wx, wy, dx, dy) / safe
    return t, u, ok


def group_argmin(groups: np.ndarray, values: np.ndarray, n_groups: int) -> np.ndarray:
    """For each group 0..n_groups-1 the index (into values) of its smallest value, -1 if empty."""
    out = np.full(n_groups, -1, dtype=np.int64)
    if values.size == 0:
        return out
    order = np.lexsort((values, groups))
    g = groups[order]
    first = np.ones(g.size, dtype=bool)
    first[1:] = g[1:] != g[:-1]
    out[g[first]] = order[first]
    return out


def ragged_ranges(starts: np.ndarray, counts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Concatenate ranges [starts[i], starts[i] + counts[i]); also return which i each came from."""
    counts = np.asarray(counts, dtype=np.int64)
    total = int(counts.sum())
    owner = np.repeat(np.arange(counts.size), counts)
    if total == 0:
        return np.zeros(0, dtype=np.int64), owner
    offsets = np.cumsum(counts) - counts
    return np.asarray(starts, dtype=np.int64)[owner] + (np.arange(total) - offsets[owner]), owner


def assemble(chunks: list[tuple[np.ndarray, np.ndarray, np.ndarray]]) -> tuple[np.ndarray, np.ndarray]:
    """Concatenate coordinates row by row. Each chunk is (xy (k, 2), row (k,), key (k,)): within
    a row, chunks come in list order and a chunk's points in ascending key. Returns the ordered
    coordinates and their rows, ready for shapely.linestrings/linearrings(..., indices=rows).
    Each point is placed by counting, not by sorting them all; a chunk is sorted only if its rows
    and keys are not already in order (a row given backwards is turned round)."""
    parts = []
    n_rows = 0
    for xy, row, key in chunks:
        row = np.asarray(row, dtype=np.int64)
        xy = np.asarray(xy, dtype=float).reshape(-1, 2)
        if row.size > 1:
            key = np.asarray(key, dtype=float)
            step_row, step_key = np.diff(row), np.diff(key)
            if np.all(step_row >= 0) and not np.all((step_row > 0) | (step_key >= 0)):
                if np.all((step_row > 0) | (step_key < 0)):      # each row backwards: turn it round
                    first = np.flatnonzero(np.r_[True, step_row > 0])
                    n = np.diff(np.r_[first, row.size])
                    at = np.repeat(first, n)
                    back = at + np.repeat(n, n) - 1 - (np.arange(row.size) - at)
                    xy, row = xy[back], row[back]
                else:
                    order = np.lexsort((key, row))
                    xy, row = xy[order], row[order]
            elif not np.all(step_row >= 0):
                order = np.lexsort((key, row))
                xy, row = xy[order], row[order]
        parts.append((xy, row))
        if row.size:
            n_rows = max(n_rows, int(row.max()) + 1)
    counts = [np.bincount(row, minlength=n_rows) for _xy, row in parts]
    total = np.sum(counts, axis=0) if counts else np.zeros(0, dtype=np.int64)
    start = np.cumsum(total) - total                  # where each row begins in the output
    out = np.empty((int(total.sum()), 2))
    for (xy, row), n in zip_strict(parts, counts):
        first = np.cumsum(n) - n                      # where each row begins in this chunk
        out[start[row] + np.arange(row.size) - first[row]] = xy
        start = start + n
    return out, np.repeat(np.arange(n_rows), total)


def polygons_of(geom: BaseGeometry) -> np.ndarray:
    """Every Polygon in geom, however nested (make_valid returns collections of multis)."""
    parts = shapely.get_parts(geom)
    while np.any(shapely.get_type_id(parts) >= 4):
        parts = shapely.get_parts(parts)
    return parts[shapely.get_type_id(parts) == 3]


def polygons_of_many(geoms: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """polygons_of for a whole array at once: every Polygon in each geometry, in the same order,
    and the index of the geometry it came from."""
    parts, index = shapely.get_parts(geoms, return_index=True)
    while np.any(shapely.get_type_id(parts) >= 4):
        parts, sub = shapely.get_parts(parts, return_index=True)
        index = index[sub]
    keep = shapely.get_type_id(parts) == 3
    return parts[keep], index[keep]


def distance_to_lines(xy: np.ndarray, which: np.ndarray, lines: np.ndarray,
                      chunk: int = 1 << 20) -> np.ndarray:
    """Distance from each point xy[i] to the LineString lines[which[i]] (each with at least one
    segment), for many points at once without a GEOS call per point; within about 1e-9 ft of
    shapely.distance's answer at lake coordinates. Works through at most about chunk
    point-segment pairs at a time."""
    out = np.empty(len(xy))
    if len(xy) == 0:
        return out
    lc, li = shapely.get_coordinates(lines, return_index=True)
    first = np.searchsorted(li, np.arange(len(lines)))
    cnt = (np.bincount(li, minlength=len(lines)) - 1)[which]
    ends = np.cumsum(cnt)
    lo = 0
    while lo < len(xy):
        # As many points as keep the pairs within chunk (at least one).
        hi = max(lo + 1, int(np.searchsorted(ends, (ends[lo - 1] if lo else 0) + chunk, side="right")))
        c = cnt[lo:hi]
        pt = np.repeat(np.arange(lo, hi), c)
        seg = first[which[pt]] + (np.arange(pt.size) - np.repeat(np.cumsum(c) - c, c))
        ax, ay = lc[seg, 0], lc[seg, 1]
        dx, dy = lc[seg + 1, 0] - ax, lc[seg + 1, 1] - ay
        wx, wy = xy[pt, 0] - ax, xy[pt, 1] - ay
        len2 = dx * dx + dy * dy
        t = np.clip((wx * dx + wy * dy) / np.where(len2 > 0, len2, 1.0), 0.0, 1.0)
        qx, qy = wx - t * dx, wy - t * dy
        out[lo:hi] = np.sqrt(np.minimum.reduceat(qx * qx + qy * qy, np.cumsum(c) - c))
        lo = hi
    return out


def snap_to_grid(xy: np.ndarray, grid: float) -> np.ndarray:
    """Coordinates rounded to a grid to the bit as shapely.set_precision(..., mode="pointwise")
    rounds them (GEOS 3.11: floor(v / grid + 0.5) * grid), without a GEOS call per geometry."""
    return np.floor(np.asarray(xy) / grid + 0.5) * grid


def drop_repeats(xy: np.ndarray, row: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Coordinates in rows (sorted by row) without a point equal to the one before it in its row,
    as shapely.remove_repeated_points(..., 0.0) leaves a ring."""
    keep = np.ones(len(xy), dtype=bool)
    keep[1:] = (row[1:] != row[:-1]) | (xy[1:, 0] != xy[:-1, 0]) | (xy[1:, 1] != xy[:-1, 1])
    return xy[keep], row[keep]
