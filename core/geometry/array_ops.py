"""Array helpers for the hot loops: per-group reductions on rows that come grouped (an STRtree
answers grouped by query geometry) and a cheap clip to [0, 1].

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


def assemble(chunks: list[tuple[np.ndarray, np.ndarray, np.ndarray]]) -> tuple[np.ndarray, np.ndarray]:
    """planar.assemble (coordinates concatenated row by row: within a row, chunks in list order
    and a chunk's points in ascending key), placing each point by counting instead of sorting
    them all; a chunk is sorted only if its rows and keys are not already in order."""
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
    for (xy, row), n in zip(parts, counts, strict=True):
        first = np.cumsum(n) - n                      # where each row begins in this chunk
        out[start[row] + np.arange(row.size) - first[row]] = xy
        start = start + n
    return out, np.repeat(np.arange(n_rows), total)
