"""Lines that agree with the areas (DESIGN.md "Water-rights lines" step 8): where the lines of two
stretches of shore cross (across a cove, round a bend) the water both claim goes to the nearer
shore (areas_overlaps.py), and a line then ends where it enters water given to another parcel,
rather than running on through it.

cut_at_other_water finds, for the lines beside repaired areas, where each first leaves the areas
on its two sides and which other area the water there belongs to.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely

TOL_FT = 0.01          # a line this near its areas lies along them
MIN_OUT_FT = 0.1       # less than this outside them is overlay noise, not water given away
PROBE_FT = 0.5         # how far past the cut the water's owner is looked up


@dataclass
class LineCut:
    line: np.ndarray       # line index
    length: np.ndarray     # its new length (ft from its tie point)
    owner: np.ndarray      # the area (row) whose water it entered


def cut_at_other_water(ox: np.ndarray, oy: np.ndarray, ex: np.ndarray, ey: np.ndarray, geoms: np.ndarray,
                       left_line: np.ndarray, right_line: np.ndarray, rows: np.ndarray) -> LineCut:
    """geoms: the rights areas (and strips), left_line/right_line: each area's two lines; rows:
    the areas whose lines to check (the repaired ones: a plain area has its lines on its
    outline). Returns the lines that run on into another area's water."""
    n_lines = ox.size
    side = np.full((n_lines, 2), -1, dtype=np.int64)
    side[left_line, 1] = np.arange(left_line.size)      # the line is the area's left: area on its right
    side[right_line, 0] = np.arange(right_line.size)
    lines = np.unique(np.r_[left_line[rows], right_line[rows]])
    length = np.hypot(ex[lines] - ox[lines], ey[lines] - oy[lines])
    long = length > MIN_OUT_FT
    lines, length = lines[long], length[long]
    empty = LineCut(np.zeros(0, dtype=np.int64), np.zeros(0), np.zeros(0, dtype=np.int64))
    if lines.size == 0:
        return empty
    a, b = side[lines, 0], side[lines, 1]
    none = np.full(lines.size, shapely.Polygon(), dtype=object)
    ga = np.where(a >= 0, geoms[np.maximum(a, 0)], none)
    gb = np.where(b >= 0, geoms[np.maximum(b, 0)], none)
    cover = shapely.union(ga, gb, grid_size=1e-6)
    geom = shapely.linestrings(np.stack([np.c_[ox[lines], oy[lines]], np.c_[ex[lines], ey[lines]]], axis=1))
    has = ~shapely.is_empty(cover)
    out = shapely.difference(geom, shapely.buffer(cover, TOL_FT))
    off = has & (shapely.length(out) > MIN_OUT_FT)
    k = np.flatnonzero(off)
    if k.size == 0:
        return empty
    # Where each first leaves its areas: the nearest start of a piece outside them.
    parts, pi = shapely.get_parts(out[k], return_index=True)
    big = shapely.length(parts) > MIN_OUT_FT
    parts, pi = parts[big], pi[big]
    ends = np.r_[shapely.get_coordinates(shapely.get_point(parts, 0)),
                 shapely.get_coordinates(shapely.get_point(parts, -1))]
    owner_of = np.r_[pi, pi]
    i = lines[k]
    ux, uy = (ex[i] - ox[i]) / length[k], (ey[i] - oy[i]) / length[k]
    t = (ends[:, 0] - ox[i][owner_of]) * ux[owner_of] + (ends[:, 1] - oy[i][owner_of]) * uy[owner_of]
    first = np.full(k.size, np.inf)
    np.minimum.at(first, owner_of, t)
    # Back to the areas' own outline (the buffer put the cut TOL_FT beyond it).
    first = np.maximum(first - TOL_FT, 0.0)
    px = ox[lines[k]] + ux * (first + TOL_FT + PROBE_FT)
    py = oy[lines[k]] + uy * (first + TOL_FT + PROBE_FT)
    ai, gi = shapely.STRtree(geoms).query(shapely.points(px, py), predicate="intersects")
    owner = np.full(k.size, -1, dtype=np.int64)
    mine = (gi == a[k][ai]) | (gi == b[k][ai])
    owner[ai[~mine]] = gi[~mine]
    given = owner >= 0
    return LineCut(lines[k][given], first[given], owner[given])
