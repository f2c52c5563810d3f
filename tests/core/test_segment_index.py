"""SegmentIndex (core/geometry/segment_index.py) gives the same pairs as an STRtree over single
segments, and its orientation test agrees with GEOS's intersects, including touching, collinear
and near-miss segments."""
from __future__ import annotations

import numpy as np
import pytest
import shapely

from shoreline_layout.core.compat import zip_strict
from shoreline_layout.core.geometry.segment_index import (
    BOX_RUNS_PER_GEOMETRY,
    RUN,
    SegmentIndex,
    segments_intersect,
)
from shoreline_layout.core.geometry.shoreline import Shoreline, normalise_pieces


def wiggly_pieces(rng: np.random.Generator) -> list[np.ndarray]:
    """An open line, a closed ring and a two-segment piece (runs shorter than RUN)."""
    t = np.linspace(0, 6 * np.pi, 203)
    line = np.c_[t * 40.0, 60.0 * np.sin(t) + rng.normal(0, 3, t.size)]
    a = np.linspace(0, 2 * np.pi, 58)[:-1]
    ring = np.c_[900 + 150 * np.cos(a) * (1 + 0.2 * np.sin(5 * a)), 300 + 150 * np.sin(a)]
    ring = np.vstack([ring, ring[:1]])
    short = np.array([[-300.0, -300.0], [-250.0, -260.0], [-200.0, -300.0]])
    return [line, ring, short]


def index_of(pieces: list[np.ndarray]) -> tuple[SegmentIndex, np.ndarray]:
    a = np.vstack([p[:-1] for p in pieces])
    b = np.vstack([p[1:] for p in pieces])
    nseg = np.array([len(p) - 1 for p in pieces])
    first = np.cumsum(nseg) - nseg
    segs = shapely.linestrings(np.stack([a, b], axis=1))
    return SegmentIndex(a[:, 0], a[:, 1], b[:, 0], b[:, 1], first, nseg), segs


def pairs(qi: np.ndarray, si: np.ndarray) -> set[tuple[int, int]]:
    return set(zip_strict(qi.tolist(), si.tolist()))


@pytest.mark.parametrize("seed", range(4))
def test_query_gives_the_pairs_of_a_tree_of_single_segments(seed: int) -> None:
    rng = np.random.default_rng(seed)
    pieces = wiggly_pieces(rng)
    index, segs = index_of(pieces)
    tree = shapely.STRtree(segs)
    # Rays from points on the lines (they touch their own segment), boxes, polygons.
    k = rng.integers(0, len(segs), 300)
    start = shapely.get_coordinates(shapely.line_interpolate_point(segs[k], rng.uniform(0, 1, k.size),
                                                                    normalized=True))
    ang = rng.uniform(0, 2 * np.pi, k.size)
    length = rng.choice([5.0, 80.0, 1500.0], k.size)
    rays = shapely.linestrings(np.stack([start, start + length[:, None] * np.c_[np.cos(ang), np.sin(ang)]],
                                        axis=1))
    boxes = shapely.box(*(rng.uniform(-400, 1200, (2, 100))), *(rng.uniform(-400, 1200, (2, 100)) + 90))
    blobs = shapely.buffer(shapely.points(rng.uniform(-400, 1200, (100, 2))), 40.0)
    assert pairs(*index.query_boxes(shapely.bounds(boxes))) == pairs(*tree.query(boxes))
    for geoms in (rays, boxes, blobs):
        assert pairs(*index.query(geoms)) == pairs(*tree.query(geoms))
        assert pairs(*index.query(geoms, "intersects")) == pairs(*tree.query(geoms, "intersects"))
        near = tree.query(geoms, "dwithin", distance=12.5)
        assert pairs(*index.query(geoms, "dwithin", 12.5)) == pairs(*near)
    got = pairs(*index.query(rays, "intersects"))
    assert len(got) > 300                    # every ray meets at least its own segment
    with pytest.raises(ValueError, match="not supported"):
        index.query(rays, "within")


def test_nearest_is_a_nearest_segment() -> None:
    rng = np.random.default_rng(7)
    index, segs = index_of(wiggly_pieces(rng))
    px, py = rng.uniform(-400, 1200, 2000), rng.uniform(-400, 700, 2000)
    seg = index.nearest(px, py)
    pts = shapely.points(px, py)
    best = np.array([shapely.distance(p, segs).min() for p in pts])
    assert np.allclose(shapely.distance(pts, segs[seg]), best, rtol=0, atol=1e-9)


def test_runs_follow_a_reversed_piece() -> None:
    """Shoreline.orient() reverses pieces; queries then answer in the new segment numbers."""
    ring = shapely.Polygon([(0, 0), (0, 100), (50, 120), (100, 100), (100, 0), (60, -10), (30, -8)])
    shore = Shoreline(normalise_pieces(ring.exterior))     # a bare line: its drawn direction, clockwise
    box = np.array([shapely.box(-5, 90, 5, 110)])
    before = shore.query(box)[1]
    px, py = np.array([50.0]), np.array([130.0])           # land outside the ring: the water is inside
    seg, dist, u = shore.nearest(px, py)
    shore.vote_land(px, py, seg, u, dist)
    unknown, old_to_new, was_reversed = shore.orient()
    assert was_reversed.all() and not unknown
    after = shore.query(box)[1]
    assert sorted(after.tolist()) == sorted(old_to_new[before].tolist())
    for s in after.tolist():            # the segments returned are the ones in the box
        assert shore.ax[s] <= 5 or shore.bx[s] <= 5


def test_segments_intersect_agrees_with_geos() -> None:
    rng = np.random.default_rng(3)
    n = 20000
    a = rng.uniform(0, 10, (n, 2))
    b = a + rng.normal(0, 3, (n, 2))
    c = rng.uniform(0, 10, (n, 2))
    d = c + rng.normal(0, 3, (n, 2))
    # Hard cases: c on ab (touching), cd along ab (collinear, overlapping or not), near misses by
    # one unit in the last place, shared end points.
    m = n // 5
    f = rng.uniform(-0.5, 1.5, m)
    c[:m] = a[:m] + f[:, None] * (b[:m] - a[:m])
    f2 = rng.uniform(-0.5, 1.5, (m, 2))
    c[m:2 * m] = a[m:2 * m] + f2[:, :1] * (b[m:2 * m] - a[m:2 * m])
    d[m:2 * m] = a[m:2 * m] + f2[:, 1:] * (b[m:2 * m] - a[m:2 * m])
    c[2 * m:3 * m] = np.nextafter(c[:m], np.inf)
    c[3 * m:4 * m] = b[3 * m:4 * m]
    # Exactly on the line: small integers, so every product is exact.
    a[4 * m:] = rng.integers(0, 10, (n - 4 * m, 2))
    step = rng.integers(-3, 4, (n - 4 * m, 2))
    b[4 * m:] = a[4 * m:] + 2 * step
    c[4 * m:] = a[4 * m:] + step * rng.integers(-1, 3, (n - 4 * m, 1))
    ray = shapely.linestrings(np.stack([a, b], axis=1))
    seg = shapely.linestrings(np.stack([c, d], axis=1))
    truth = shapely.intersects(ray, seg)
    out, ask = segments_intersect(a[:, 0], a[:, 1], b[:, 0], b[:, 1], c[:, 0], c[:, 1], d[:, 0], d[:, 1])
    assert np.array_equal(out[~ask], truth[~ask])
    assert ask[:4 * m].mean() < 0.5       # most pairs are settled on arrays
    # An end point exactly on the other segment cannot be told by signs: GEOS decides.
    a4, b4, c4 = a[4 * m:], b[4 * m:], c[4 * m:]
    on = (np.abs(step).sum(axis=1) > 0) & (c4 != a4).any(axis=1) & (c4 != b4).any(axis=1)
    between = ((c4 - a4) * (b4 - c4)).sum(axis=1) > 0
    assert ask[4 * m:][on & between].all() and (on & between).sum() > 500
    assert truth[:m].any() and not truth[:m].all()


def test_run_length_is_what_the_index_was_built_with() -> None:
    pieces = wiggly_pieces(np.random.default_rng(0))
    index, segs = index_of(pieces)
    assert int(index.run_n.sum()) == len(segs)
    assert int(index.run_n.max()) == RUN
    assert len(index.tree) == sum(-(-(len(p) - 1) // RUN) for p in pieces)


@pytest.mark.parametrize("length", [5.0, 3000.0])
def test_unconfirmed_intersects_then_confirm_is_the_predicate(length: float) -> None:
    """Short lines take the runs met by box, long ones (many runs by box) GEOS's predicate; after
    confirm() both give exactly the segments the lines intersect."""
    rng = np.random.default_rng(11)
    index, segs = index_of(wiggly_pieces(rng))
    k = rng.integers(0, len(segs), 400)
    start = shapely.get_coordinates(shapely.line_interpolate_point(segs[k], rng.uniform(0, 1, k.size),
                                                                    normalized=True))
    ang = rng.uniform(0, 2 * np.pi, k.size)
    lines = shapely.linestrings(np.stack([start, start + length * np.c_[np.cos(ang), np.sin(ang)]], axis=1))
    qi, si = index.query(lines, "intersects", exact=False)
    keep = index.confirm(lines, qi, si, "intersects")
    want = pairs(*shapely.STRtree(segs).query(lines, "intersects"))
    assert pairs(qi[keep], si[keep]) == want
    assert len(want) > 100
    # Both ways were taken: few runs by box for the short lines, many for the long ones.
    by_box = len(index.tree.query(lines)[0]) / len(lines)
    assert (by_box > BOX_RUNS_PER_GEOMETRY) == (length > 100)
