"""core/geometry/array_ops.py: the one-pass group minimum and the cheap clip give exactly what
planar.group_argmin and np.clip give; planar.assemble, which places points by counting, gives
exactly what sorting them all gives (the reference below)."""
from __future__ import annotations

import numpy as np
import pytest

from shoreline_layout.core.geometry.array_ops import clip01, first_argmin
from shoreline_layout.core.geometry.planar import assemble, group_argmin


def planar_assemble(chunks: list[tuple[np.ndarray, np.ndarray, np.ndarray]]) -> tuple[np.ndarray, np.ndarray]:
    """The reference: every point sorted by (row, chunk, key), as planar.assemble first did."""
    xy = np.concatenate([c[0].reshape(-1, 2) for c in chunks])
    row = np.concatenate([c[1] for c in chunks])
    chunk = np.concatenate([np.full(len(c[1]), i) for i, c in enumerate(chunks)])
    key = np.concatenate([np.asarray(c[2], dtype=float) for c in chunks])
    order = np.lexsort((key, chunk, row))
    return xy[order], row[order]


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


@pytest.mark.xfail(np.lib.NumpyVersion(np.__version__) >= "2.1.0", strict=True, raises=AssertionError,
                   reason="numpy 2.1+ np.clip keeps -0.0 where clip01 (and numpy 1.24, 2.0) give 0.0; "
                          "seen on Python 3.13 with numpy 2.2 (Debian 13's), make test's .venv-py313")
def test_clip01_is_np_clip_bit_for_bit() -> None:
    x = np.r_[np.random.default_rng(1).normal(0.5, 1.0, 10000), -0.0, 0.0, 1.0, np.nan, np.inf, -np.inf,
              5e-324, -5e-324, np.nextafter(1.0, 2.0)]
    a, b = np.clip(x, 0.0, 1.0), clip01(x)
    assert np.array_equal(a, b, equal_nan=True)
    assert np.array_equal(np.signbit(a), np.signbit(b))


def test_assemble_places_points_as_planar_assemble_sorts_them() -> None:
    rng = np.random.default_rng(0)
    for _ in range(200):
        chunks = []
        for _c in range(int(rng.integers(1, 6))):
            n = int(rng.integers(0, 40))
            row = rng.integers(0, 12, n)
            key = rng.integers(0, 5, n) * (1 if rng.random() < 0.5 else -1)   # ties, both ways
            if rng.random() < 0.5:                                            # often already in order
                order = np.lexsort((key, row))
                row, key = row[order], key[order]
            chunks.append((rng.random((n, 2)), row, key))
        got, want = assemble(chunks), planar_assemble(chunks)
        assert np.array_equal(got[0], want[0]) and np.array_equal(got[1], want[1])


def test_assemble_turns_rows_given_backwards_round() -> None:
    xy = np.arange(20.0).reshape(10, 2)
    row = np.array([0, 0, 0, 2, 2, 3, 3, 3, 3, 5])
    key = -np.array([1, 2, 3, 1, 2, 4, 5, 6, 7, 1])          # strictly descending within each row
    got = assemble([(xy, row, key), (np.array([[-1.0, -1.0]]), np.array([2]), np.array([0]))])
    want = planar_assemble([(xy, row, key), (np.array([[-1.0, -1.0]]), np.array([2]), np.array([0]))])
    assert np.array_equal(got[0], want[0]) and np.array_equal(got[1], want[1])
    assert got[0][:3, 0].tolist() == [4.0, 2.0, 0.0]          # row 0 backwards
    assert got[1].tolist() == [0, 0, 0, 2, 2, 2, 3, 3, 3, 3, 5]
