"""jurisdiction_area (core/geometry/jurisdiction.py) buffers the MHW mark as a few open pieces;
its readable reference is the union of every segment's buffer (segments_reference). They agree
to within the buffer arcs' chord sag (QUAD_SEGS) and neither leaves a hole inside a closed mark
that is narrower than the projection (GEOS's closed-line buffer would)."""
from __future__ import annotations

import math

import pytest
import shapely
from lakegen import make_lake
from shapely.geometry import LineString, MultiLineString, Point

from shoreline_layout.core.geometry.jurisdiction import QUAD_SEGS, jurisdiction_area, segments_reference

D = 1500.0
SAG = D * (1.0 - math.cos(math.pi / (4 * QUAD_SEGS)))   # 7.2 ft: the arcs' chords


def reference(mark) -> shapely.Geometry:
    return shapely.buffer(segments_reference(mark), D, quad_segs=QUAD_SEGS)


def assert_agree(fast, ref) -> None:
    """The two differ only in a band of the arcs' sag along their boundary."""
    assert fast.is_valid and not fast.is_empty
    diff = shapely.symmetric_difference(fast, ref)
    assert diff.area <= SAG * shapely.length(shapely.boundary(ref))
    band = shapely.buffer(shapely.boundary(ref), SAG + 0.01)
    assert shapely.difference(diff, band).area < 1.0


@pytest.mark.parametrize("n", [20, 60])
def test_open_pieces_agree_with_every_segment_on_a_wandering_closed_mark(n: int) -> None:
    ring = make_lake(n, seed=3, as_polygon=False).shoreline       # a closed LineString
    fast = jurisdiction_area(ring, D)
    ref = reference(ring)
    assert_agree(fast, ref)
    # and nearer the true region (arcs of 64 segments a quarter) than the reference is
    true = shapely.buffer(segments_reference(ring), D, quad_segs=64)
    assert abs(fast.area - true.area) <= abs(ref.area - true.area)


def test_an_open_mark_and_an_island_agree() -> None:
    shore = LineString([(0, 0), (800, 120), (1600, -60), (2400, 300), (3000, 1200)])
    island = Point(1500, 2200).buffer(300.0, quad_segs=16).exterior      # closed, 600 ft across
    mark = MultiLineString([shore, island])
    assert_agree(jurisdiction_area(mark, D), reference(mark))


def test_no_hole_inside_a_closed_mark_narrower_than_the_projection() -> None:
    """A round lake 2,000 ft across: every point of its water is within 1,500 ft of the shore."""
    ring = Point(0, 0).buffer(1000.0, quad_segs=32).exterior
    region = jurisdiction_area(ring, D)
    assert all(len(p.interiors) == 0 for p in shapely.get_parts(region))
    assert region.contains(Point(0, 0)) and region.contains(Point(600, -400))
    # ... and one 5,000 ft across keeps its middle (farther than 1,500 ft) out
    big = Point(0, 0).buffer(2500.0, quad_segs=32).exterior
    region = jurisdiction_area(big, D)
    assert not region.contains(Point(0, 0)) and region.contains(Point(1100, 0))
    assert_agree(region, reference(big))


def test_a_triangle_and_a_two_point_line() -> None:
    tri = LineString([(0, 0), (100, 0), (50, 80), (0, 0)])
    assert_agree(jurisdiction_area(tri, D), reference(tri))
    seg = LineString([(0, 0), (10, 0)])
    assert jurisdiction_area(seg, D).area == pytest.approx(reference(seg).area, rel=1e-9)
