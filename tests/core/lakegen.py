"""Synthetic lakes for tests and benchmarks: a wandering closed shoreline with coves and points,
lakeshore parcels all round it, lot lines that miss the MHW mark by a few feet either way.

The lake is a polar curve r(theta) = R0 + sum of cosines (so it never crosses itself), with the
water inside. Its MHW mark is resampled to `verts_per_parcel` vertices per parcel; every
`verts_per_parcel`-th vertex is where a lot line truly meets the mark. Each parcel's front is the
mark moved inland or lakeward by a per-lot-line amount up to `miss_ft` (so lot lines stop short
of the mark or run into the lake), and its lot lines run inland along the curve's normal.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon

from shoreline_layout.core.model import Parcel


@dataclass
class SyntheticLake:
    parcels: list[Parcel]
    shoreline: object            # Polygon (the lake) or LineString (its ring)
    ties: np.ndarray             # (n, 2): where lot line i truly meets the MHW mark
    water: Polygon               # the lake


def make_lake(n_parcels: int, seed: int = 0, *, width_ft: float = 100.0, verts_per_parcel: int = 8,
              depth_ft: float = 250.0, miss_ft: float = 4.0, gap_ft: float = 0.0, coves: float = 1.0,
              as_polygon: bool = True, reverse: bool = False, start: int = 0,
              shuffle: bool = False, parcel_reverse: bool = False) -> SyntheticLake:
    """A lake with n_parcels lakeshore parcels about width_ft wide.

    gap_ft: each lot line is split in two, the neighbours' copies up to gap_ft apart along the
    shore (positive: a gap; negative: they overlap, a sliver). coves scales the wiggles.
    reverse/start: digitizing direction and first vertex of the MHW ring; shuffle: parcel order;
    parcel_reverse: digitize every other parcel clockwise.
    """
    rng = np.random.default_rng(seed)
    n = int(n_parcels)
    total = n * width_ft
    r0 = total / (2 * math.pi)
    # Wiggles: wavelengths of 400..4000 ft (coves and points), a few large bends.
    k_max = max(2, int(total / 400.0))
    ks = np.unique(np.r_[rng.integers(2, 6, 2), rng.integers(2, k_max + 1, 6)])
    amp = rng.uniform(0.02, 0.09, ks.size) * (total / ks) * coves
    amp *= min(1.0, 0.45 * r0 / max(amp.sum(), 1e-9))
    phase = rng.uniform(0, 2 * math.pi, ks.size)

    m = n * verts_per_parcel
    dense = max(8 * m, 2000)
    th = np.linspace(0, 2 * math.pi, dense, endpoint=False)
    r = r0 + (amp[:, None] * np.cos(ks[:, None] * th[None, :] + phase[:, None])).sum(axis=0)
    xy = np.c_[r * np.cos(th), r * np.sin(th)]
    closed = np.vstack([xy, xy[:1]])
    s = np.r_[0.0, np.cumsum(np.hypot(*np.diff(closed, axis=0).T))]
    at = np.linspace(0, s[-1], m, endpoint=False)
    v = np.c_[np.interp(at, s, closed[:, 0]), np.interp(at, s, closed[:, 1])]
    # Outward normal (the lake is counter-clockwise, so outward is to the right of travel).
    tangent = np.roll(v, -1, axis=0) - np.roll(v, 1, axis=0)
    tangent /= np.hypot(*tangent.T)[:, None]
    normal = np.c_[tangent[:, 1], -tangent[:, 0]]

    k = verts_per_parcel
    miss = rng.uniform(-miss_ft, miss_ft, n)              # + inland (stops short), - into the lake
    frac = (np.arange(m) % k) / k
    miss_v = miss[np.arange(m) // k] * (1 - frac) + np.roll(miss, -1)[np.arange(m) // k] * frac
    front = v + miss_v[:, None] * normal
    gap = rng.uniform(0.0, 1.0, n) * gap_ft                # + a gap, - an overlap (a sliver)

    depth = np.full(n, float(depth_ft))
    # The MHW segments in a tree: a distance to the whole ring is a scan of all its vertices per
    # point (quadratic: 45 s at 10,000 parcels on GEOS 3.11), the tree answers in milliseconds.
    mhw_segments = shapely.STRtree(shapely.linestrings(np.stack([v, np.roll(v, -1, axis=0)], axis=1)))
    lot = np.arange(n) * k
    for _ in range(10):
        polys = _parcels(front, normal, tangent, lot, depth, gap, k)
        bad = ~shapely.is_valid(polys)
        lines = shapely.linestrings(np.stack([front[lot], front[lot] + depth[:, None] * normal[lot]], axis=1))
        tree = shapely.STRtree(lines)
        a, b = tree.query(lines, predicate="intersects")
        crossing = np.zeros(n, dtype=bool)
        crossing[a[a != b]] = True
        # A lot line must not run back to the shore somewhere else (a tight point).
        backs = shapely.points(front[lot] + depth[:, None] * normal[lot])
        near_shore, _ = mhw_segments.query(backs, predicate="dwithin", distance=30.0)
        crossing[near_shore] = True
        shrink = crossing.copy()
        shrink[np.flatnonzero(bad)] = True
        shrink[(np.flatnonzero(bad) + 1) % n] = True
        if not shrink.any():
            break
        # Shallower lots where lot lines would cross (tight points), but never shallow enough
        # to be mistaken for a shore strip (the engine's tolerance is 20 ft).
        depth[shrink] = np.maximum(depth[shrink] * 0.6, 50.0)
    ids = [f"L{i:05d}" for i in range(n)]
    parcels = []
    for i in range(n):
        geom = polys[i]
        if parcel_reverse and i % 2:
            geom = shapely.reverse(geom)
        parcels.append(Parcel(ids[i], geom, source_fid=i))
    if shuffle:
        parcels = [parcels[i] for i in rng.permutation(n)]
    ring = v if not reverse else v[::-1]
    ring = np.roll(ring, -start, axis=0)
    water = Polygon(ring)
    shoreline = water if as_polygon else LineString(np.vstack([ring, ring[:1]]))
    return SyntheticLake(parcels=parcels, shoreline=shoreline, ties=v[lot], water=water)


def _parcels(front, normal, tangent, lot, depth, gap, k):
    """Parcel i: its front from lot line i to lot line i+1, then inland along both lot lines.
    Each parcel's copy of a lot line is moved half the gap away from its neighbour's copy."""
    m = front.shape[0]
    a, b = lot, np.roll(lot, -1)
    sa = 0.5 * gap[:, None] * tangent[a]
    sb = -0.5 * np.roll(gap, -1)[:, None] * tangent[b]
    inner = front[(a[:, None] + np.arange(1, k)[None, :]) % m]
    back_a = front[a] + depth[:, None] * normal[a]
    back_b = front[b] + np.roll(depth, -1)[:, None] * normal[b]
    rings = np.concatenate([(front[a] + sa)[:, None], inner, (front[b] + sb)[:, None],
                            (back_b + sb)[:, None], (back_a + sa)[:, None]], axis=1)
    return shapely.polygons(rings)
