"""The construction's steps one by one (core/geometry/*), on inputs small enough to reason about."""
from __future__ import annotations

import math

import numpy as np
import pytest
from shapely.geometry import LineString, MultiLineString, Polygon

from shoreline_layout.core.geometry.bisectors import Bisectors
from shoreline_layout.core.geometry.planar import assemble, azimuth_deg, group_argmin, line_segment_params
from shoreline_layout.core.geometry.projection import LAND, LIMIT, NEIGHBOUR, project_lines
from shoreline_layout.core.geometry.rule_200 import apply_200ft_rule, closures, meeting
from shoreline_layout.core.geometry.shoreline import OUTER, Shoreline, normalise_pieces


# ---------------------------------------------------------------- planar
def test_azimuth_is_clockwise_from_north():
    dx = np.array([0.0, 1.0, 0.0, -1.0, -1e-17])
    dy = np.array([1.0, 0.0, -1.0, 0.0, 1.0])
    assert azimuth_deg(dx, dy).tolist() == [0.0, 90.0, 180.0, 270.0, 0.0]


def test_line_segment_params_and_group_argmin():
    t, u, ok = line_segment_params(np.array([0.0]), np.array([0.0]), np.array([1.0]), np.array([0.0]),
                                   np.array([5.0]), np.array([-1.0]), np.array([5.0]), np.array([3.0]))
    assert ok[0] and t[0] == pytest.approx(5.0) and u[0] == pytest.approx(0.25)
    groups = np.array([2, 0, 2, 0, 1])
    values = np.array([5.0, 3.0, 1.0, 4.0, 9.0])
    assert group_argmin(groups, values, 4).tolist() == [1, 4, 2, -1]


def test_assemble_orders_rows_then_chunks_then_keys():
    xy, row = assemble([(np.array([[0, 0], [1, 1]]), np.array([1, 0]), np.array([0, 0])),
                        (np.array([[2, 2], [3, 3], [4, 4]]), np.array([0, 0, 1]), np.array([2, 1, 0]))])
    assert row.tolist() == [0, 0, 0, 1, 1]
    assert xy.tolist() == [[1, 1], [3, 3], [2, 2], [0, 0], [4, 4]]


# ---------------------------------------------------------------- shoreline
def test_pieces_are_merged_canonical_and_oriented_by_the_parcels():
    # Two touching lines drawn head to head, and a ring drawn clockwise from an odd start.
    shore = [LineString([(0, 0), (50, 0)]), LineString([(100, 0), (50, 0)]),
             LineString([(300, 10), (300, 0), (200, 0), (200, 10), (300, 10)])]
    pieces = normalise_pieces(shore)
    assert [p.closed for p in pieces] == [False, True]
    assert pieces[1].coords[0].tolist() == [200.0, 0.0]          # ring starts at its lowest-left vertex
    s = Shoreline(pieces)
    # Land south of the line (a point inside a parcel there) and inside the ring (an island).
    px, py = np.array([50.0, 250.0]), np.array([-30.0, 5.0])
    seg, dist, u = s.nearest(px, py)
    s.vote_land(px, py, seg, u, dist)
    s.orient()
    line, ring = s.pieces
    assert line.coords[0].tolist() == [0.0, 0.0] and line.coords[-1].tolist() == [100.0, 0.0]   # water north
    # The island ring now runs clockwise (water outside, on the left).
    x, y = ring.coords[:, 0], ring.coords[:, 1]
    assert np.sum(x[:-1] * y[1:] - x[1:] * y[:-1]) < 0
    seg, dist, u = s.nearest(np.array([50.0, 50.0]), np.array([20.0, -20.0]))
    side = s.signed_distance(np.array([50.0, 50.0]), np.array([20.0, -20.0]), seg, u, dist)
    assert (side > 0).tolist() == [True, False]


def test_lake_polygon_without_parcels_keeps_water_inside():
    s = Shoreline(normalise_pieces(Polygon([(0, 0), (0, 100), (100, 100), (100, 0)])))   # drawn clockwise
    assert s.pieces[0].origin == OUTER
    unknown, _, _ = s.orient()
    assert unknown == []
    x, y = s.pieces[0].coords[:, 0], s.pieces[0].coords[:, 1]
    assert np.sum(x[:-1] * y[1:] - x[1:] * y[:-1]) > 0        # counter-clockwise: inside on the left


def test_chainage_points_and_interior_vertices_wrap_round_a_ring():
    s = Shoreline(normalise_pieces(Polygon([(0, 0), (100, 0), (100, 100), (0, 100)])))
    s.orient()
    piece = np.array([0, 0])
    x, y = s.point_at(piece, np.array([50.0, 390.0]))
    assert (x.tolist(), y.tolist()) == ([50.0, 0.0], [0.0, 10.0])
    vid, _owner = s.interior_vertices(np.array([0]), np.array([350.0]), np.array([450.0]))
    assert np.c_[s.vx[vid], s.vy[vid]].tolist() == [[0.0, 0.0]]      # past the ring's start


def test_first_land_entry_ignores_its_own_ragged_shore():
    # A shore along y = 0 with a spike of land at x = 10..20 reaching y = 30; water north.
    s = Shoreline(normalise_pieces(LineString([(-100, 0), (10, 0), (15, 30), (20, 0), (200, 0)])))
    s.orient()
    ox, oy = np.array([0.0]), np.array([0.0])
    ux, uy = np.array([math.cos(math.radians(60))]), np.array([math.sin(math.radians(60))])
    hit = s.first_land_entry(ox, oy, ux, uy, np.array([500.0]))
    # y = x tan 60 meets the spike's side y = 6 (x - 10) at x = 60 / (6 - tan 60).
    x_hit = 60.0 / (6.0 - math.tan(math.radians(60)))
    assert hit[0] == pytest.approx(x_hit / math.cos(math.radians(60)))    # runs into the spike
    free = s.first_land_entry(ox, oy, ux, uy, np.array([500.0]),
                              own=(np.array([0]), np.array([0.0]), np.array([200.0])))
    assert free[0] == 500.0                                     # its own parcel's spike: passes over


# ---------------------------------------------------------------- the 200 ft rule
def bisectors(points, thetas_deg, wedges_deg):
    n = len(points)
    return Bisectors(tie=np.arange(n), ox=np.array([p[0] for p in points], dtype=float),
                     oy=np.array([p[1] for p in points], dtype=float), theta=np.radians(thetas_deg),
                     wedge=np.radians(wedges_deg), ahead=np.zeros(n),
                     prev_line=np.array([i - 1 for i in range(n)]),
                     next_line=np.array([i + 1 if i + 1 < n else -1 for i in range(n)]))


def test_meeting_distances():
    a, b = meeting(0.0, 0.0, math.radians(45), 100.0, 0.0, math.radians(135))
    assert a == pytest.approx(math.hypot(50, 50)) and b == pytest.approx(math.hypot(50, 50))
    assert meeting(0.0, 0.0, math.radians(90), 100.0, 0.0, math.radians(90)) == (math.inf, math.inf)


def test_lone_violator_turns_both_lines_apart_equally_and_spares_the_rest():
    # Straight shore, lines at x = 0, 100, 200, 300 pointing north, except the middle pair
    # converging: they meet 100 ft out.
    half = math.degrees(math.atan2(50, 100 * math.cos(0)))   # any convergence will do
    theta = [90.0, 90.0 - half, 90.0 + half, 90.0]
    bis = bisectors([(0, 0), (100, 0), (200, 0), (300, 0)], theta, [180] * 4)
    _, before = closures(bis, bis.theta, 1500.0)
    assert before[1] < 200
    res = apply_200ft_rule(bis, 200.0, 1500.0)
    x = np.degrees(res.rotation)
    assert x[0] == 0.0 and x[3] == 0.0
    assert x[1] == pytest.approx(-x[2]) and x[1] > 0          # apart: the left line counter-clockwise
    _, after = closures(bis, bis.theta + res.rotation, 1500.0)
    assert after[1] == pytest.approx(200.0, abs=1e-6)
    assert after[0] >= 200 and after[2] >= 200
    assert res.fixed[1][0] == pytest.approx(before[1]) and not res.unmet


def test_window_grows_when_a_neighbour_has_no_slack():
    # Three converging parcels; the middle one's lines meet 146 ft out, its neighbours' 211 ft out.
    # Turning only the middle parcel's lines would push the neighbours below 200 ft, so the outer
    # lines turn too, and symmetrically.
    bis = bisectors([(0, 0), (100, 0), (200, 0), (300, 0)], [49.0, 70.0, 110.0, 131.0], [180] * 4)
    _, before = closures(bis, bis.theta, 1500.0)
    assert before[1] < 150 and 200 < before[0] < 215
    res = apply_200ft_rule(bis, 200.0, 1500.0)
    _, after = closures(bis, bis.theta + res.rotation, 1500.0)
    assert np.all(after >= 200.0 - 1e-6)
    assert np.count_nonzero(res.rotation) == 4 and not res.unmet
    assert res.rotation[0] == pytest.approx(-res.rotation[3])
    assert res.rotation[1] == pytest.approx(-res.rotation[2])


def test_impossible_rule_keeps_the_bisectors_and_reports():
    # Two lines 20 ft apart leaning hard toward each other in narrow (40 deg) waterside angles:
    # even turned to the edge (49 and 131 deg) they meet 15 ft out.
    bis = bisectors([(0, 0), (20, 0)], [30.0, 150.0], [40.0, 40.0])
    res = apply_200ft_rule(bis, 200.0, 1500.0)
    assert np.all(res.rotation == 0.0) and list(res.unmet) == [0]


# ---------------------------------------------------------------- projection
def straight_shore() -> Shoreline:
    s = Shoreline(normalise_pieces(LineString([(-1000, 0), (2000, 0)])))
    s.orient()
    return s


def test_neighbours_meeting_close_their_parcel_and_the_next_pair_meets_beyond():
    # Four lines from x = 0, 100, 200, 300: the middle two meet 100 ft out; the outer two then
    # become neighbours and meet on the axis further out.
    ox = np.array([0.0, 100.0, 200.0, 300.0])
    oy = np.zeros(4)
    theta = np.radians([60.0, 45.0, 135.0, 120.0])
    nxt, prv = np.array([1, 2, 3, -1]), np.array([-1, 0, 1, 2])
    proj = project_lines(ox, oy, theta, nxt, prv, straight_shore(), 1500.0)
    assert proj.closed_pairs[1] == 2 and proj.closed_pairs[0] == 3
    assert proj.length[1] == pytest.approx(math.hypot(50, 50))
    assert proj.length[0] == pytest.approx(150 / math.cos(math.radians(60)))
    assert proj.stop == [NEIGHBOUR] * 4
    assert (proj.ex[1], proj.ey[1]) == (proj.ex[2], proj.ey[2])   # one and the same end point


def test_lines_stop_at_land_and_at_the_limit():
    # A shore with a headland across the water at y = 300 for x in 0..100 (an island).
    shore = MultiLineString([[(-1000, 0), (2000, 0)], [(0, 300), (100, 300), (100, 320), (0, 320), (0, 300)]])
    s = Shoreline(normalise_pieces(shore))
    px, py = np.array([0.0, 50.0]), np.array([-50.0, 310.0])     # land: behind the shore, on the island
    seg, dist, u = s.nearest(px, py)
    s.vote_land(px, py, seg, u, dist)
    s.orient()
    ox, oy = np.array([50.0, 500.0]), np.zeros(2)
    proj = project_lines(ox, oy, np.radians([90.0, 90.0]), np.array([-1, -1]), np.array([-1, -1]), s, 1500.0)
    assert proj.stop == [LAND, LIMIT]
    assert proj.length.tolist() == [pytest.approx(300.0), 1500.0]
