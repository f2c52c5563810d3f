"""The 200 ft rule changes as little as possible (DESIGN.md "Water-rights lines" step 5; issue #22
item 6): its second pass, which keeps lines across a corner from meeting each other short, is
taken only for a shortness the first solution made, never for two lines that fix left alone and
that already met each other short.

The lake is the QGIS tests' example (tests/qgis/test_processing_layers.py EXAMPLE_PARCELS): the
shore runs east along y = 0 to (300, 0), then north along x = 300; tie points (100, 0), (200, 0),
(300, 100), (300, 200). Drawn with every parcel's back as an arc bulging 10 ft landward (how
tests/qgis/hostile.py curved_parcel_wkt draws it, segmentized within 0.01 ft the way
qgis_io/curves.py does), P4's and P5's backs are their lot lines with P3 and P4: arcs that reach
the mark at (300,100) and (300,200) bending within its tolerance band, so the tie points stay
there (core/geometry/fronts.py follows a lot line to the mark through such bends). Lines (P1,P2)
and (P4,P5) meet exactly 200.00 ft out; the lots drawn straight with those lot lines moved
south, where they meet short, pin that the rule still leaves them alone: no parcel's own two
lines meet short there, and only P3's corner is the rule's business.
"""
from __future__ import annotations

import math

import numpy as np
import pytest
from settings import keuka_settings
from shapely.geometry import LineString, Point, Polygon

from shoreline_layout.core.model import Parcel
from shoreline_layout.core.water_rights import compute_water_rights

EXAMPLE = (
    ("P1", [(0, -200), (100, -200), (100, 0), (0, 0)]),
    ("P2", [(100, -200), (200, -200), (200, 0), (100, 0)]),
    ("P3", [(200, -200), (500, -200), (500, 100), (300, 100), (300, 0), (200, 0)]),
    ("P4", [(300, 100), (500, 100), (500, 200), (300, 200)]),
    ("P5", [(300, 200), (500, 200), (500, 300), (300, 300)]),
)
SHORE = LineString([(0, 0), (300, 0), (300, 300)])
CURVE_TOLERANCE_FT = 0.01       # qgis_io/curves.py
# DESIGN.md worked example: the corner lines leave (200,0) at 337.5 and (300,100) at 292.5 and
# turn apart by acos(70.71 / 200) - 67.5 = 1.795 deg each; the other two are never turned.
TURN = math.degrees(math.acos(math.hypot(50, 50) / 200.0)) - 67.5
WORKED = {("P1", "P2"): 0.0, ("P2", "P3"): 337.5 - TURN, ("P3", "P4"): 292.5 + TURN, ("P4", "P5"): 270.0}


def arc(p0: tuple[float, float], p1: tuple[float, float], bulge: float) -> list[tuple[float, float]]:
    """The circular arc from p0 to p1 through the point `bulge` ft below their midpoint, as chords
    within CURVE_TOLERANCE_FT of it (p0 and p1 included)."""
    (x0, y0), (x1, y1) = p0, p1
    half = math.hypot(x1 - x0, y1 - y0) / 2.0
    r = (half * half + bulge * bulge) / (2.0 * bulge)
    cx, cy = (x0 + x1) / 2.0, (y0 + y1) / 2.0 - bulge + r          # the centre, above the chord
    a0, a1 = math.atan2(y0 - cy, x0 - cx), math.atan2(y1 - cy, x1 - cx)
    sweep = (a1 - a0 + math.pi) % (2.0 * math.pi) - math.pi     # the short way (bulge < half chord)
    step = 2.0 * math.acos(1.0 - CURVE_TOLERANCE_FT / r)
    n = math.ceil(abs(sweep) / step)
    t = a0 + sweep * np.arange(1, n) / n
    return [p0, *zip((cx + r * np.cos(t)).tolist(), (cy + r * np.sin(t)).tolist()), p1]


def curved(ring: list[tuple[float, float]]) -> Polygon:
    """The parcel with its back (the edge farthest inland) an arc bulging 10 ft landward."""
    pts = [*ring, ring[0]]
    back = min(range(len(pts) - 1), key=lambda i: pts[i][1] + pts[i + 1][1])
    return Polygon([*pts[:back], *arc(pts[back], pts[back + 1], 10.0)[:-1], *pts[back + 1:]])


def lines_of(parcels: list[Parcel]):
    r = compute_water_rights(parcels, SHORE, keuka_settings())
    return r, {(ln.parcel_a, ln.parcel_b): ln for ln in r.lines}


def test_arced_lot_lines_reaching_the_mark_keep_the_example_tie_points() -> None:
    r, _lines = lines_of([Parcel(pid, curved(ring)) for pid, ring in EXAMPLE])
    assert not [m.parcel_id for m in r.messages if m.code in ("lot_line_extended", "sliver_bridged")]
    ties = [tuple(t.point.coords[0]) for t in r.tie_points]
    assert [xy for xy in ties if xy[0] == 300.0 and 0 < xy[1] < 300] == [
        pytest.approx((300.0, 100.0), abs=0.001), pytest.approx((300.0, 200.0), abs=0.001)]


def test_curved_backs_give_the_straight_examples_lines() -> None:
    _r, straight = lines_of([Parcel(pid, Polygon(ring)) for pid, ring in EXAMPLE])
    r, curved_lines = lines_of([Parcel(pid, curved(ring)) for pid, ring in EXAMPLE])
    for pair, az in WORKED.items():
        assert straight[pair].azimuth_deg == pytest.approx(az, abs=1e-3), pair
        # (the arcs reach the mark at the example's tie points: the same lines)
        assert curved_lines[pair].azimuth_deg == pytest.approx(straight[pair].azimuth_deg, abs=1e-9), pair
    # only the corner's two lines are turned; the others stay on their bisectors exactly
    for lines in (straight, curved_lines):
        assert sorted(p for p, ln in lines.items() if ln.modified) == [("P2", "P3"), ("P3", "P4")]
    for pair in (("P1", "P2"), ("P4", "P5")):
        assert curved_lines[pair].azimuth_deg == straight[pair].azimuth_deg
    # ...and they meet the rule: the corner's lines meet 200 ft out, nothing is reported unmet
    assert r.rights_area("P3").closes_at_ft == pytest.approx(200.0, abs=0.01)
    assert [m.parcel_id for m in r.messages if m.code.startswith("rule_200")] == ["P3"]


@pytest.mark.parametrize("south", [0.0, 0.24, 1.0, 5.0])
def test_the_corner_fix_does_not_turn_lines_that_already_met_short(south: float) -> None:
    """Straight lots, the east leg's lot lines `south` ft south of (300,100) and (300,200): the
    lines (P1,P2) and (P4,P5) meet 200 - south ft out whatever the corner's fix does. The fix
    turns the corner's two lines only, apart by one small angle (the lone corner's least change),
    and the others stay on their bisectors."""
    def shifted(ring: list[tuple[float, float]]) -> Polygon:
        return Polygon([(x, y - south if x >= 300 and 0 < y < 300 else y) for x, y in ring])

    r, lines = lines_of([Parcel(pid, shifted(ring)) for pid, ring in EXAMPLE])
    assert sorted(p for p, ln in lines.items() if ln.modified) == [("P2", "P3"), ("P3", "P4")]
    assert lines[("P1", "P2")].azimuth_deg == pytest.approx(0.0, abs=1e-9)
    assert lines[("P4", "P5")].azimuth_deg == pytest.approx(270.0, abs=1e-9)
    turns = [lines[p].azimuth_deg - lines[p].bisector_azimuth_deg for p in (("P2", "P3"), ("P3", "P4"))]
    assert turns[0] == pytest.approx(-turns[1], abs=1e-6) and -2.5 < turns[0] < -1.0, turns
    assert r.rights_area("P3").closes_at_ft == pytest.approx(200.0, abs=0.01)
    assert Point(lines[("P1", "P2")].geometry.coords[-1]).distance(Point(100.0, 200.0 - south)) < 1e-3
