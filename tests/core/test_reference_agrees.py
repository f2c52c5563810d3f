"""The array helpers (core/geometry/planar.py, core/rules/grouped.py) agree with their plain,
one-at-a-time versions in core/geometry/reference.py, on random lake-sized coordinates."""
from __future__ import annotations

import numpy as np
import pytest
import shapely

from shoreline_layout.core.compat import zip_strict
from shoreline_layout.core.geometry import planar, reference
from shoreline_layout.core.rules import grouped

ORIGIN = np.array([700_000.0, 1_000_000.0])   # EPSG:2261 feet: where rounding errors are the largest


@pytest.mark.parametrize("seed", range(3))
def test_point_segment(seed: int) -> None:
    rng = np.random.default_rng(seed)
    p, a, b = (rng.uniform(-500, 500, (400, 2)) + ORIGIN for _ in range(3))
    b[:20] = a[:20]                                     # some segments are points
    dist, u = planar.point_segment(p[:, 0], p[:, 1], a[:, 0], a[:, 1], b[:, 0], b[:, 1])
    plain = np.array([reference.point_segment(tuple(pi), tuple(ai), tuple(bi))
                      for pi, ai, bi in zip_strict(p, a, b)])
    assert np.allclose(dist, plain[:, 0], rtol=0, atol=1e-9)
    assert np.allclose(u, plain[:, 1], rtol=0, atol=1e-12)
    assert (u[:20] == 0).all()
    # and both are GEOS's distance
    segs = shapely.linestrings(np.stack([a[20:], b[20:]], axis=1))
    assert np.allclose(dist[20:], shapely.distance(shapely.points(p[20:]), segs), rtol=0, atol=1e-7)


@pytest.mark.parametrize("seed", range(3))
def test_line_segment_params(seed: int) -> None:
    rng = np.random.default_rng(seed)
    o, a, b = (rng.uniform(-500, 500, (400, 2)) + ORIGIN for _ in range(3))
    d = rng.normal(size=(400, 2))
    d[:10] = b[:10] - a[:10]                            # parallel to their segment
    t, u, ok = planar.line_segment_params(o[:, 0], o[:, 1], d[:, 0], d[:, 1],
                                          a[:, 0], a[:, 1], b[:, 0], b[:, 1])
    plain = [reference.line_meets_segment(tuple(oi), tuple(di), tuple(ai), tuple(bi))
             for oi, di, ai, bi in zip_strict(o, d, a, b)]
    assert ok.tolist() == [m is not None for m in plain]
    assert not ok[:10].any()
    got = np.array([(ti, ui) for ti, ui, k in zip_strict(t, u, ok) if k])
    want = np.array([m for m in plain if m is not None])
    assert np.allclose(got, want, rtol=1e-12, atol=1e-9)
    # the crossing is the same point seen from both lines
    xy_line = o[ok] + t[ok, None] * d[ok]
    xy_seg = a[ok] + u[ok, None] * (b[ok] - a[ok])
    assert np.abs(xy_line - xy_seg).max() < 1e-5


@pytest.mark.parametrize("seed", range(3))
def test_group_argmin_and_first_extreme(seed: int) -> None:
    rng = np.random.default_rng(seed)
    groups = rng.integers(0, 40, 500)
    values = rng.integers(0, 30, 500).astype(float)     # many ties: the first must win
    assert planar.group_argmin(groups, values, 45).tolist() == reference.group_argmin(
        groups.tolist(), values.tolist(), 45)
    counts = rng.integers(1, 9, 60)
    runs = rng.integers(0, 5, int(counts.sum())).astype(float)
    runs[rng.random(runs.size) < 0.2] = np.nan
    runs[:counts[0]] = np.nan                           # a run of NaN only
    for largest in (False, True):
        assert grouped.first_extreme(runs, counts, largest).tolist() == reference.first_extreme(
            runs.tolist(), counts.tolist(), largest)


def test_ragged_ranges() -> None:
    starts, counts = np.array([5, 0, 9, 2]), np.array([3, 0, 1, 4])
    got, owner = planar.ragged_ranges(starts, counts)
    assert (got.tolist(), owner.tolist()) == reference.ragged_ranges(starts.tolist(), counts.tolist())
    assert got.tolist() == [5, 6, 7, 9, 2, 3, 4, 5]


@pytest.mark.parametrize("seed", range(2))
def test_union_by(seed: int) -> None:
    rng = np.random.default_rng(seed)
    centres = rng.uniform(0, 300, (120, 2)) + ORIGIN
    discs = shapely.buffer(shapely.points(centres), rng.uniform(5, 40, 120))
    group = rng.integers(0, 30, 120)
    got = grouped.union_by(discs, group, 33)            # groups 30..32 (and maybe others) empty
    want = reference.union_by(list(discs), group.tolist(), 33)
    assert [g is None for g in got] == [w is None for w in want]
    assert any(w is None for w in want)
    for g, w in zip_strict(got, want):
        if w is not None:
            assert g.equals(w) and g.area == pytest.approx(w.area, rel=1e-12)
