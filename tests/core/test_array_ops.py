"""core/geometry/array_ops.py: the one-pass group minimum and the cheap clip give exactly what
planar.group_argmin and np.clip give."""
from __future__ import annotations

import numpy as np
import pytest

from shoreline_layout.core.geometry.array_ops import clip01, first_argmin
from shoreline_layout.core.geometry.planar import group_argmin


@pytest.mark.parametrize("seed", range(5))
def test_first_argmin_is_group_argmin(seed: int) -> None:
    rng = np.random.default_rng(seed)
    groups = np.sort(rng.integers(0, 300, 5000))
    values = rng.integers(0, 20, groups.size).astype(float)        # many equal values: ties
    got = first_argmin(groups, values, 320)
    assert np.array_equal(got, group_argmin(groups, values, 320))
    assert (got[np.setdiff1d(np.arange(320), groups)] == -1).all()
    # Not grouped, or with NaN: the general path, same answer.
    shuffled = rng.permutation(groups.size)
    assert np.array_equal(first_argmin(groups[shuffled], values[shuffled], 320),
                          group_argmin(groups[shuffled], values[shuffled], 320))
    values[::7] = np.nan
    assert np.array_equal(first_argmin(groups, values, 320), group_argmin(groups, values, 320))
    assert first_argmin(groups[:0], values[:0], 4).tolist() == [-1, -1, -1, -1]


def test_clip01_is_np_clip_bit_for_bit() -> None:
    x = np.r_[np.random.default_rng(1).normal(0.5, 1.0, 10000), -0.0, 0.0, 1.0, np.nan, np.inf, -np.inf,
              5e-324, -5e-324, np.nextafter(1.0, 2.0)]
    a, b = np.clip(x, 0.0, 1.0), clip01(x)
    assert np.array_equal(a, b, equal_nan=True)
    assert np.array_equal(np.signbit(a), np.signbit(b))
