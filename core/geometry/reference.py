"""Plain versions of the array helpers in planar.py and rules/grouped.py: one point, one segment,
one group at a time, written as the geometry reads. The fast versions work on whole lakes at
once; these say what they compute, and tests/core/test_reference_agrees.py checks that the two
agree (to the bit where the fast one promises it). Nothing in the construction calls them.
"""
from __future__ import annotations

import math
from collections.abc import Sequence

import shapely
from shapely.geometry.base import BaseGeometry

from ..compat import zip_strict


def point_segment(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]
                  ) -> tuple[float, float]:
    """planar.point_segment for one point and one segment: drop a perpendicular from p onto the
    line through a and b; if its foot falls outside the segment, the nearer end is the nearest
    point. Returns (distance, where the nearest point is as a fraction of a -> b)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    if length2 == 0:                                  # a point, not a segment
        return math.hypot(p[0] - a[0], p[1] - a[1]), 0.0
    u = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2
    u = min(max(u, 0.0), 1.0)
    foot = (a[0] + u * dx, a[1] + u * dy)
    return math.hypot(p[0] - foot[0], p[1] - foot[1]), u


def line_meets_segment(o: tuple[float, float], d: tuple[float, float], a: tuple[float, float],
                       b: tuple[float, float]) -> tuple[float, float] | None:
    """planar.line_segment_params for one pair: where the line o + t*d crosses the line through
    a and b, as (t, u) with the crossing at a + u*(b - a); None when they are parallel."""
    ex, ey = b[0] - a[0], b[1] - a[1]
    den = d[0] * ey - d[1] * ex
    if abs(den) <= 1e-9 * max(math.hypot(*d) * math.hypot(ex, ey), 1e-9):
        return None
    wx, wy = a[0] - o[0], a[1] - o[1]
    return (wx * ey - wy * ex) / den, (wx * d[1] - wy * d[0]) / den


def group_argmin(groups: Sequence[int], values: Sequence[float], n_groups: int) -> list[int]:
    """planar.group_argmin: for each group the position of its smallest value (the first of
    equal ones), -1 for a group with no member."""
    best: list[int] = [-1] * n_groups
    for i, (g, v) in enumerate(zip_strict(groups, values)):
        if best[g] == -1 or v < values[best[g]]:
            best[g] = i
    return best


def ragged_ranges(starts: Sequence[int], counts: Sequence[int]) -> tuple[list[int], list[int]]:
    """planar.ragged_ranges: the ranges start .. start + count - 1 one after another, and for
    each number the range it came from."""
    out: list[int] = []
    owner: list[int] = []
    for i, (s, c) in enumerate(zip_strict(starts, counts)):
        out += range(s, s + c)
        owner += [i] * c
    return out, owner


def union_by(geoms: Sequence[BaseGeometry], group: Sequence[int], n: int) -> list[BaseGeometry | None]:
    """rules/grouped.union_by: for each group, the union of its members in their given order;
    None for a group with no member."""
    members: list[list[BaseGeometry]] = [[] for _ in range(n)]
    for geom, g in zip_strict(geoms, group):
        members[g].append(geom)
    return [shapely.union_all(m) if m else None for m in members]


def first_extreme(values: Sequence[float], counts: Sequence[int], largest: bool = False) -> list[int]:
    """rules/grouped.first_extreme: in each run of `values` (runs of the given lengths, one
    after another), the position of the first smallest (largest) value; NaN never wins unless
    the run holds nothing else, and then its first element does."""
    out: list[int] = []
    start = 0
    for c in counts:
        best = start
        for i in range(start, start + c):
            v, b = values[i], values[best]
            if math.isnan(v):
                continue
            if math.isnan(b) or (v > b if largest else v < b):
                best = i
        out.append(best)
        start += c
    return out
