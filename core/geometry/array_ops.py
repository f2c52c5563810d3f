"""Array helpers for the hot loops: per-group reductions on rows that come grouped (an STRtree
answers grouped by query geometry) and a cheap clip to [0, 1] (rows are assembled by
planar.assemble).

A sort is what makes a general group-by cost; rows already in runs of equal group need none.
"""
from __future__ import annotations

import numpy as np

from .planar import group_argmin


def first_argmin(groups: np.ndarray, values: np.ndarray, n_groups: int) -> np.ndarray:
    """planar.group_argmin (for each group its smallest value's row, the first of equal ones,
    -1 if empty), in one pass when the rows come in runs of non-decreasing group."""
    if values.size == 0 or np.any(groups[1:] < groups[:-1]) or np.isnan(values).any():
        return group_argmin(groups, values, n_groups)
    starts = np.flatnonzero(np.r_[True, groups[1:] != groups[:-1]])
    counts = np.diff(np.r_[starts, values.size])
    low = np.minimum.reduceat(values, starts)
    row = np.where(values == np.repeat(low, counts), np.arange(values.size), values.size)
    out = np.full(n_groups, -1, dtype=np.int64)
    out[groups[starts]] = np.minimum.reduceat(row, starts)
    return out


def clip01(x: np.ndarray) -> np.ndarray:
    """np.clip(x, 0.0, 1.0), bit for bit (NaN stays NaN, -0.0 becomes 0.0), at a fraction of
    its cost on numpy 1.24."""
    return np.minimum(np.maximum(x, 0.0), 1.0) + 0.0
