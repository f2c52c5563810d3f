"""compute_water_rights on hand-built shores whose answers are known (DESIGN.md "Water-rights lines")."""
from __future__ import annotations

import math

import pytest
import shapely
from settings import keuka_settings
from shapely.geometry import LineString, MultiLineString, Point, Polygon, box

from shoreline_layout.core.model import Parcel
from shoreline_layout.core.water_rights import compute_water_rights

NO_RULE = keuka_settings(min_intersection_ft=0.0)


def line_at(result, xy):
    """The water-rights line leaving the tie point at xy."""
    found = [ln for ln in result.lines if Point(ln.geometry.coords[0]).distance(Point(xy)) < 1e-6]
    assert len(found) == 1, f"expected one line at {xy}, got {len(found)}"
    return found[0]


def codes(result, level=None):
    return sorted(m.code for m in result.messages if level is None or m.level == level)


# ---------------------------------------------------------------- the worked example
def worked_example():
    """DESIGN.md: water north of y = 0 and west of x = 300 (land south of y = 0 and east of x = 300);
    tie points (100,0), (200,0), (300,100), (300,200) with an outer parcel at each end."""
    parcels = [
        Parcel("P0", box(0, -200, 100, 0)),
        Parcel("P1", box(100, -200, 200, 0)),
        Parcel("P2", Polygon([(200, 0), (300, 0), (300, 100), (500, 100), (500, -200), (200, -200)])),
        Parcel("P3", box(300, 100, 500, 200)),
        Parcel("P4", box(300, 200, 500, 300)),
    ]
    return parcels, LineString([(-50, 0), (300, 0), (300, 350)])


def test_worked_example_bisectors_and_closure():
    parcels, shore = worked_example()
    r = compute_water_rights(parcels, shore, NO_RULE)
    assert r.lakeshore_parcels == ["P0", "P1", "P2", "P3", "P4"]
    assert [tuple(t.point.coords[0]) for t in r.tie_points] == [(0, 0), (100, 0), (200, 0), (300, 100),
                                                                (300, 200), (300, 300)]
    expected = {(100, 0): (0.0, 180.0), (200, 0): (337.5, 135.0), (300, 100): (292.5, 135.0),
                (300, 200): (270.0, 180.0)}
    assert len(r.lines) == 4
    for xy, (az, wedge) in expected.items():
        ln = line_at(r, xy)
        assert ln.azimuth_deg == pytest.approx(az, abs=0.01)
        assert ln.waterside_angle_deg == pytest.approx(wedge, abs=0.01)
        assert not ln.modified
    corner = r.rights_area("P2")
    assert corner.closes_at_ft == pytest.approx(184.78, abs=0.01)
    assert line_at(r, (200, 0)).length_ft == pytest.approx(184.78, abs=0.01)
    assert line_at(r, (300, 100)).length_ft == pytest.approx(184.78, abs=0.01)
    # Once the corner parcel is closed, the lines from (100,0) and (300,200) meet at (100, 200).
    for xy in ((100, 0), (300, 200)):
        assert line_at(r, xy).geometry.coords[-1] == pytest.approx((100, 200), abs=0.01)
    assert r.tie_line("P2").length_ft == pytest.approx(math.hypot(100, 100), abs=0.01)


def test_worked_example_200ft_rule_turns_the_corner_lines_apart():
    parcels, shore = worked_example()
    r = compute_water_rights(parcels, shore, keuka_settings())
    # Symmetric turn: base angle of the corner's triangle from 67.5 deg to acos(70.71/200).
    turn = math.degrees(math.acos(math.hypot(50, 50) / 200.0)) - 67.5
    assert turn == pytest.approx(1.795, abs=0.001)
    a, b = line_at(r, (200, 0)), line_at(r, (300, 100))
    assert a.bisector_azimuth_deg == pytest.approx(337.5, abs=0.01)
    assert b.bisector_azimuth_deg == pytest.approx(292.5, abs=0.01)
    assert a.azimuth_deg == pytest.approx(337.5 - turn, abs=0.01)
    assert b.azimuth_deg == pytest.approx(292.5 + turn, abs=0.01)
    assert a.modified and b.modified and "§160-122C(2)" in a.note
    for xy in ((100, 0), (300, 200)):
        assert not line_at(r, xy).modified
        assert line_at(r, xy).azimuth_deg == pytest.approx({(100, 0): 0.0, (300, 200): 270.0}[xy], abs=0.01)
    corner = r.rights_area("P2")
    assert corner.modified
    assert corner.closes_at_bisectors_ft == pytest.approx(184.78, abs=0.01)
    assert corner.closes_at_ft == pytest.approx(200.0, abs=0.01)
    assert a.length_ft == pytest.approx(200.0, abs=0.01) and b.length_ft == pytest.approx(200.0, abs=0.01)
    assert "rule_200_modified" in codes(r)
    # The neighbours share the turned lines: their areas changed too, and are said to have.
    assert r.rights_area("P1").modified and r.rights_area("P3").modified
    # P1's area: its shore, the turned line to the corner's closing point, across to (100, 200).
    x = (200 + 200 * math.sin(math.radians(a.azimuth_deg)), 200 * math.cos(math.radians(a.azimuth_deg)))
    expected = Polygon([(100, 0), (200, 0), x, (100, 200)])
    assert r.rights_area("P1").geometry.symmetric_difference(expected).area < 0.01
    assert r.rights_area("P1").area_sqft == pytest.approx(expected.area, abs=0.01)


def test_worked_example_end_parcels_get_no_line_and_say_so():
    parcels, shore = worked_example()
    r = compute_water_rights(parcels, shore, keuka_settings())
    for pid in ("P0", "P4"):
        assert r.rights_area(pid).geometry.is_empty
        assert any(m.code == "end_of_data" and m.parcel_id == pid and m.level == "warning"
                   for m in r.messages)
    assert r.tie_points[0].parcel_a is None and r.tie_points[0].parcel_b == "P0"
    assert r.tie_points[-1].parcel_a == "P4" and r.tie_points[-1].parcel_b is None
    assert not any(Point(ln.geometry.coords[0]).distance(Point(0, 0)) < 1 for ln in r.lines)
    assert {ra.parcel_id for ra in r.rights_areas} == {"P0", "P1", "P2", "P3", "P4"}
    assert {rl.parcel_id for rl in r.reach_lines} == {"P1", "P2", "P3"}


def test_worked_example_reach_lines_and_envelopes():
    parcels, shore = worked_example()
    s = keuka_settings()
    r = compute_water_rights(parcels, shore, s)
    mhw = r.shoreline
    # Reach line of P1: the line y = 65 between its two water-rights lines.
    rl = next(x for x in r.reach_lines if x.parcel_id == "P1")
    assert rl.reach_ft == 65.0
    xs = [c[0] for c in rl.geometry.coords]
    assert all(c[1] == pytest.approx(65.0, abs=1e-6) for c in rl.geometry.coords)
    assert min(xs) == pytest.approx(100.0, abs=1e-6)
    az = math.radians(line_at(r, (200, 0)).azimuth_deg)
    assert max(xs) == pytest.approx(200 + 65 * math.tan(az), abs=1e-6)
    # Envelopes against an independent construction: area within 65 ft of the mark, less 10 ft
    # round both water-rights lines.
    for pid in ("P1", "P2", "P3"):
        env = next(e for e in r.envelopes if e.parcel_id == pid)
        ra = r.rights_area(pid).geometry
        strip = shapely.union_all([ln.geometry.buffer(10, quad_segs=64) for ln in r.lines_of(pid)])
        oracle = ra.intersection(mhw.buffer(65, quad_segs=64)).difference(strip)
        assert env.setback_ft == 10.0 and env.reach_ft == 65.0
        assert env.geometry.symmetric_difference(oracle).area < 1.0, pid
        assert env.area_sqft == pytest.approx(oracle.area, abs=1.0)
    # Marina: 20 ft setback.
    parcels[1].land_use = "marina"
    r2 = compute_water_rights(parcels, shore, s)
    env = next(e for e in r2.envelopes if e.parcel_id == "P1")
    assert env.setback_ft == 20.0
    assert env.geometry.bounds[0] == pytest.approx(120.0, abs=1e-6)


# ---------------------------------------------------------------- straight shore
def test_a_repaired_tie_point_is_reported_in_its_lines_note():
    """DESIGN step 2: every lot-line repair is reported in the water-rights line's note, before the
    line's own note (here the lot line of S2/S3 stops 3 ft short and the shore's line runs past)."""
    parcels, shore = straight()
    parcels[2] = Parcel("S2", box(200, -200, 300, -3.0))
    parcels[3] = Parcel("S3", box(300, -200, 400, -3.0))
    r = compute_water_rights(parcels, shore, keuka_settings())
    by_pair = {(ln.parcel_a, ln.parcel_b): ln for ln in r.lines}
    ln = by_pair[("S2", "S3")]
    assert "stopped 3.00 ft short and was extended to the MHW mark" in ln.repair_note
    assert ln.output_note().startswith(ln.repair_note)
    assert by_pair[("S0", "S1")].output_note() == ""


def straight(n=5, width=100.0, y_front=0.0, reverse=False):
    parcels = [Parcel(f"S{i}", box(i * width, -200, (i + 1) * width, y_front)) for i in range(n)]
    coords = [(-100.0, 0.0), (n * width + 100.0, 0.0)]
    return parcels, LineString(coords[::-1] if reverse else coords)


@pytest.mark.parametrize("reverse", [False, True])
def test_straight_shore(reverse):
    parcels, shore = straight(reverse=reverse)
    r = compute_water_rights(parcels, shore, keuka_settings())
    assert r.lakeshore_parcels == [f"S{i}" for i in range(5)]
    assert len(r.lines) == 4
    for ln in r.lines:
        assert ln.azimuth_deg == pytest.approx(0.0, abs=1e-9)
        assert ln.waterside_angle_deg == pytest.approx(180.0)
        assert ln.length_ft == pytest.approx(1500.0)
        assert not ln.modified and ln.note == "" and ln.repair_note == "" and ln.output_note() == ""
    for i in (1, 2, 3):
        ra = r.rights_area(f"S{i}")
        assert ra.closes_at_ft is None
        assert ra.geometry.symmetric_difference(box(i * 100, 0, (i + 1) * 100, 1500)).area < 1e-6
        rl = next(x for x in r.reach_lines if x.parcel_id == f"S{i}")
        assert rl.geometry.equals(LineString([(i * 100, 65), ((i + 1) * 100, 65)]))
        env = next(e for e in r.envelopes if e.parcel_id == f"S{i}")
        assert env.geometry.symmetric_difference(box(i * 100 + 10, 0, (i + 1) * 100 - 10, 65)).area < 1e-6
        assert env.area_sqft == pytest.approx(80 * 65)
        assert r.shoreline_length_in_parcel_ft[f"S{i}"] == pytest.approx(100.0)
        assert r.tie_line(f"S{i}").length_ft == pytest.approx(100.0)
    # The MHW mark as used runs with the water on its left, whichever way it was drawn.
    assert list(r.shoreline.coords) == [(-100.0, 0.0), (600.0, 0.0)]


# ---------------------------------------------------------------- a point and a cove
def vee(apex_up: bool):
    """Shore y = -|x| (a point of land, water above) or y = |x| (a cove, water above)."""
    sgn = -1.0 if apex_up else 1.0
    xs = [-200.0, -100.0, 0.0, 100.0, 200.0]
    ties = [(x, sgn * abs(x)) for x in xs]
    parcels = []
    for i in range(4):
        (x0, y0), (x1, y1) = ties[i], ties[i + 1]
        parcels.append(Parcel(f"V{i}", Polygon([(x0, y0), (x1, y1), (x1, -500), (x0, -500)])))
    shore = LineString([(-300.0, sgn * 300.0), (0.0, 0.0), (300.0, sgn * 300.0)])
    return parcels, shore


def test_point_of_land_lines_spread():
    parcels, shore = vee(apex_up=True)
    r = compute_water_rights(parcels, shore, keuka_settings())
    got = {tuple(round(c) for c in ln.geometry.coords[0]): ln for ln in r.lines}
    assert set(got) == {(-100, -100), (0, 0), (100, -100)}
    assert got[(-100, -100)].azimuth_deg == pytest.approx(315.0)
    assert got[(0, 0)].azimuth_deg == pytest.approx(0.0, abs=1e-9)
    assert got[(0, 0)].waterside_angle_deg == pytest.approx(270.0)
    assert got[(100, -100)].azimuth_deg == pytest.approx(45.0)
    assert all(ln.length_ft == pytest.approx(1500.0) and not ln.modified for ln in r.lines)
    a, b = r.rights_area("V1").geometry, r.rights_area("V2").geometry
    assert a.intersection(b).area < 1e-6
    assert r.rights_area("V1").closes_at_ft is None


def test_cove_lines_meet_and_the_200ft_rule_opens_them():
    parcels, shore = vee(apex_up=False)
    r0 = compute_water_rights(parcels, shore, NO_RULE)
    got = {tuple(round(c) for c in ln.geometry.coords[0]): ln for ln in r0.lines}
    assert got[(-100, 100)].azimuth_deg == pytest.approx(45.0)
    assert got[(0, 0)].waterside_angle_deg == pytest.approx(90.0)
    # Line from (-100,100) at 45 deg meets the line x = 0 at (0, 200): 141.42 ft along it.
    assert r0.rights_area("V1").closes_at_ft == pytest.approx(math.hypot(100, 100), abs=0.01)
    r = compute_water_rights(parcels, shore, keuka_settings())
    got = {tuple(round(c) for c in ln.geometry.coords[0]): ln for ln in r.lines}
    # The middle line is shared by the two violating parcels: turning it helps one and hurts
    # the other, so only the outer lines turn, each by 15 deg (to meet x = 0 200 ft out).
    assert not got[(0, 0)].modified
    assert got[(-100, 100)].azimuth_deg == pytest.approx(30.0, abs=0.01)
    assert got[(100, 100)].azimuth_deg == pytest.approx(330.0, abs=0.01)
    for pid in ("V1", "V2"):
        ra = r.rights_area(pid)
        assert ra.modified and ra.closes_at_ft == pytest.approx(200.0, abs=0.01)


# ---------------------------------------------------------------- closed rings, pieces, islands
def square_lake(reverse=False, as_polygon=True, start=0):
    """A 400 ft square lake (water inside) with 4 parcels, one per side, corners as tie points."""
    ring = [(0.0, 0.0), (400.0, 0.0), (400.0, 400.0), (0.0, 400.0)]
    if reverse:
        ring = ring[::-1]
    ring = ring[start:] + ring[:start]
    parcels = [
        Parcel("S", Polygon([(0, 0), (400, 0), (600, -200), (-200, -200)])),
        Parcel("E", Polygon([(400, 0), (400, 400), (600, 600), (600, -200)])),
        Parcel("N", Polygon([(400, 400), (0, 400), (-200, 600), (600, 600)])),
        Parcel("W", Polygon([(0, 400), (0, 0), (-200, -200), (-200, 600)])),
    ]
    shore = Polygon(ring) if as_polygon else LineString(ring + ring[:1])
    return parcels, shore


@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("as_polygon", [False, True])
@pytest.mark.parametrize("start", [0, 2])
def test_closed_ring_lake_either_direction(reverse, as_polygon, start):
    parcels, shore = square_lake(reverse, as_polygon, start)
    r = compute_water_rights(parcels, shore, NO_RULE)
    assert sorted(r.lakeshore_parcels) == ["E", "N", "S", "W"]
    assert len(r.tie_points) == 4 and len(r.lines) == 4
    # Each corner's line bisects the 90 deg waterside angle toward the centre; all meet there.
    centre = Point(200, 200)
    for ln in r.lines:
        assert ln.waterside_angle_deg == pytest.approx(90.0)
        assert Point(ln.geometry.coords[-1]).distance(centre) < 1e-6
        assert ln.length_ft == pytest.approx(math.hypot(200, 200))
    for pid in "ENSW":
        ra = r.rights_area(pid)
        assert ra.area_sqft == pytest.approx(400 * 200 / 2)
        assert ra.closes_at_ft == pytest.approx(math.hypot(200, 200))
    # Same geometry whatever the ring's direction and start.
    ref = compute_water_rights(*square_lake(), NO_RULE)
    assert sorted(ln.geometry.wkt for ln in r.lines) == sorted(ln.geometry.wkt for ln in ref.lines)
    assert [t.index for t in r.tie_points] == [0, 1, 2, 3]
    assert [t.point.coords[0] for t in r.tie_points] == [t.point.coords[0] for t in ref.tie_points]


def test_small_square_lake_cannot_meet_200ft_and_says_so():
    parcels, shore = square_lake()
    r = compute_water_rights(parcels, shore, keuka_settings())
    # 283 ft from corner to centre: every parcel's lines meet at 282.8 ft >= 200, nothing to do.
    assert not any(ln.modified for ln in r.lines)
    small = [Parcel(p.parcel_id, shapely.affinity.scale(p.geometry, 0.25, 0.25, origin=(0, 0)))
             for p in parcels]
    r = compute_water_rights(small, shapely.affinity.scale(shore, 0.25, 0.25, origin=(0, 0)),
                             keuka_settings())
    # A 100 ft square pond: all four parcels close 70.7 ft out and turning lines only moves the
    # problem round the ring: the bisectors are kept and each parcel is reported.
    assert not any(ln.modified for ln in r.lines)
    unmet = [m for m in r.messages if m.code == "rule_200_unmet"]
    assert sorted(m.parcel_id for m in unmet) == ["E", "N", "S", "W"]
    assert all(m.level == "warning" for m in unmet)
    assert "no modification" in r.rights_area("N").note


def test_shoreline_in_two_pieces_touching_and_apart():
    parcels, _ = straight(n=6)
    # Touching pieces, drawn in opposite directions: merged into one.
    two = MultiLineString([[(-100, 0), (250, 0)], [(700, 0), (250, 0)]])
    r = compute_water_rights(parcels, two, keuka_settings())
    assert r.shoreline.geom_type == "LineString" and len(r.lines) == 5
    # Apart: the parcels on each piece are neighbours only within their piece.
    apart = MultiLineString([[(-100, 0), (300, 0)], [(700, 0), (300.5, 0)]])
    parcels = [Parcel(f"S{i}", box(i * 100, -200, (i + 1) * 100, 0)) for i in (0, 1, 2)] + \
              [Parcel(f"S{i}", box(i * 100 + 0.5, -200, (i + 1) * 100 + 0.5, 0)) for i in (3, 4, 5)]
    r = compute_water_rights(parcels, apart, keuka_settings())
    assert r.shoreline.geom_type == "MultiLineString"
    assert {t.piece for t in r.tie_points} == {0, 1}
    assert len(r.lines) == 4                        # two per piece
    for t in r.tie_points:
        assert (t.parcel_a is None) == (t.index in (0, 4)) and (t.parcel_b is None) == (t.index in (3, 7))


def test_lake_polygon_with_an_island():
    lake = Polygon([(0, 0), (3000, 0), (3000, 3000), (0, 3000)],
                   holes=[[(1200, 1200), (1800, 1200), (1800, 1800), (1200, 1800)]])
    # Four parcels on the island (its corners are the tie points) and a few on the south shore.
    island = [Parcel("I-S", Polygon([(1200, 1200), (1800, 1200), (1500, 1500)])),
              Parcel("I-E", Polygon([(1800, 1200), (1800, 1800), (1500, 1500)])),
              Parcel("I-N", Polygon([(1800, 1800), (1200, 1800), (1500, 1500)])),
              Parcel("I-W", Polygon([(1200, 1800), (1200, 1200), (1500, 1500)]))]
    south = [Parcel(f"M{i}", box(1000 + 200 * i, -300, 1200 + 200 * i, 0)) for i in range(5)]
    r = compute_water_rights(island + south, lake, keuka_settings())
    assert sorted(r.lakeshore_parcels) == sorted(p.parcel_id for p in island + south)
    centre = Point(1500, 1500)
    island_lines = [ln for ln in r.lines if ln.parcel_a.startswith("I")]
    assert len(island_lines) == 4
    for ln in island_lines:
        assert ln.waterside_angle_deg == pytest.approx(270.0)
        # Away from the island's middle, along the diagonal.
        start, end = Point(ln.geometry.coords[0]), Point(ln.geometry.coords[-1])
        assert end.distance(centre) > start.distance(centre) + 100
    for ln in r.lines:
        if ln.parcel_a.startswith("M"):
            assert ln.azimuth_deg == pytest.approx(0.0, abs=1e-9)
            # The south shore's lines stop on the median line between the shore and the island
            # (DESIGN.md step 8), halfway to it, no longer at its shore.
            if 1200 < ln.geometry.coords[0][0] < 1800:
                assert ln.geometry.coords[-1][1] == pytest.approx(600.0, abs=0.01)
                assert "median line" in ln.note
    # The island's rights areas stay off the island and out of the lake's edge.
    water = lake
    for pid in ("I-S", "I-E", "I-N", "I-W"):
        assert r.rights_area(pid).geometry.difference(water).area < 0.01


# ---------------------------------------------------------------- lot lines and slivers
def test_lot_lines_short_of_and_past_the_mhw_mark():
    parcels = [Parcel("A", box(0, -200, 100, -3.0)),             # stops 3 ft short
               Parcel("B", box(100, -200, 200, -3.0)),
               Parcel("C", box(200, -200, 300, 4.0)),            # runs 4 ft into the lake
               Parcel("D", Polygon([(300, 4.0), (400, -5.0), (380, -200), (300, -200)]))]
    r = compute_water_rights(parcels, LineString([(-100, 0), (500, 0)]), keuka_settings())
    xs = [t.point.x for t in r.tie_points]
    # D's far lot line ends 5 ft short and slants: extended along its last segment, not square.
    assert xs == pytest.approx([0, 100, 200, 300, 400 + 20 * 5 / 195], abs=1e-9)
    assert all(t.point.y == pytest.approx(0.0, abs=1e-9) for t in r.tie_points)
    notes = {round(t.point.x): t.note for t in r.tie_points}
    assert "stopped 3.00 ft short and was extended" in notes[100]
    assert "ran 4.00 ft into the lake and was cut" in notes[300]
    assert "extended" in notes[200] and "cut" in notes[200]
    got = codes(r, "info")
    assert "lot_line_extended" in got and "lot_line_cut" in got
    ext = [m for m in r.messages if m.code == "lot_line_extended" and m.parcel_id == "A"]
    assert ext and "3.00 ft" in ext[0].text


def bent_lot_line_lots(end: tuple[float, float]) -> list[Parcel]:
    """Three lots on a shore along y = 0 (water north); the lot line between A and B runs north
    along x = 100 to a kink 12 ft short of the mark (inside the 20 ft tolerance band), then
    turns 26.6 deg east toward `end`. A and B share it exactly."""
    ex, ey = end
    return [Parcel("A", Polygon([(0, -200), (100, -200), (100, -12), (ex, ey), (0, ey)])),
            Parcel("B", Polygon([(100, -200), (200, -200), (200, ey), (ex, ey), (100, -12)])),
            Parcel("C", box(200, -200, 300, ey))]


def test_a_lot_line_bent_within_the_band_meets_the_mark_at_its_own_corner():
    """Its corner on the mark is the tie point: it is not extended along the segment before the
    kink (to (100, 0)), and nothing is bridged."""
    r = compute_water_rights(bent_lot_line_lots((106.0, 0.0)), LineString([(-100, 0), (400, 0)]),
                             keuka_settings())
    assert [c for t in r.tie_points for c in t.point.coords[0]] == pytest.approx(
        [0, 0, 106, 0, 200, 0, 300, 0], abs=1e-9)
    assert r.tie_points[1].note == ""
    assert not [m for m in r.messages if m.code in ("lot_line_extended", "lot_line_cut", "sliver_bridged",
                                                    "gap_bridged")]


def test_a_bent_lot_line_stopping_short_is_extended_along_its_last_segment():
    """Ending 3 ft short after the kink, it is extended along the kink's segment (direction
    (4.5, 9)): to (106, 0), 3.35 ft, and said so."""
    r = compute_water_rights(bent_lot_line_lots((104.5, -3.0)), LineString([(-100, 0), (400, 0)]),
                             keuka_settings())
    tie = r.tie_points[1]
    assert tuple(tie.point.coords[0]) == pytest.approx((106.0, 0.0), abs=1e-9)
    assert tie.note == ("the lot line between A and B stopped 3.35 ft short and was extended to the "
                        "MHW mark")
    ext = [(m.parcel_id, m.text) for m in r.messages if m.code == "lot_line_extended" and "A and B" in m.text]
    assert ext == [("A", "Parcels A and B: the lot line between A and B stopped 3.35 ft short and was "
                         "extended to the MHW mark.")]
    assert not [m for m in r.messages if m.code in ("sliver_bridged", "gap_bridged")]


def test_a_bent_lot_line_running_into_the_lake_is_cut_where_its_last_segment_crosses():
    """After the kink it runs 4 ft into the lake (to (108, 4)): cut where that segment crosses
    the mark, at (106, 0), 4.47 ft from its end."""
    r = compute_water_rights(bent_lot_line_lots((108.0, 4.0)), LineString([(-100, 0), (400, 0)]),
                             keuka_settings())
    tie = r.tie_points[1]
    assert tuple(tie.point.coords[0]) == pytest.approx((106.0, 0.0), abs=1e-9)
    assert tie.note == "the lot line between A and B ran 4.47 ft into the lake and was cut at the MHW mark"
    assert not [m for m in r.messages if m.code in ("lot_line_extended", "sliver_bridged", "gap_bridged")]


def test_a_front_corner_cut_off_toward_the_mark_is_not_taken_for_the_lot_line():
    """C's far lot line (x = 300) ends 10 ft short, where its front cuts the corner toward the
    mark (to (288, -2), 56 deg off the lot line's direction, though steep): the lot line is
    extended along x = 300, as a straight corner would be."""
    parcels = [*bent_lot_line_lots((106.0, 0.0))[:2],
               Parcel("C", Polygon([(200, -200), (300, -200), (300, -10), (288, -2), (200, -2)]))]
    r = compute_water_rights(parcels, LineString([(-100, 0), (400, 0)]), keuka_settings())
    tie = r.tie_points[-1]
    assert tuple(tie.point.coords[0]) == pytest.approx((300.0, 0.0), abs=1e-9)
    assert tie.note == "the lot line of C stopped 10.00 ft short and was extended to the MHW mark"


def test_a_lot_line_with_a_corner_inside_the_band_that_runs_on_into_the_lake_is_cut():
    """A's lot line has a corner 1.5 ft short of the mark and goes straight on 2 ft into the
    lake: it is cut there, not 'extended' from that corner; B's, ending at the corner, is."""
    parcels = [Parcel("A", Polygon([(0, -200), (100, -200), (100, -1.5), (100, 2), (0, 2)])),
               Parcel("B", box(100, -200, 200, -1.5)),
               Parcel("C", box(200, -200, 300, -1.5))]
    r = compute_water_rights(parcels, LineString([(-100, 0), (400, 0)]), keuka_settings())
    tie = r.tie_points[1]
    assert tuple(tie.point.coords[0]) == pytest.approx((100.0, 0.0), abs=1e-9)
    assert tie.note == ("the lot line of A ran 2.00 ft into the lake and was cut at the MHW mark; "
                        "the lot line of B stopped 1.50 ft short and was extended to the MHW mark")
    # (A's other lot line, at x = 0, runs 2 ft into the lake too; C's ends 1.5 ft short)
    assert sorted((m.code, m.parcel_id) for m in r.messages if m.code.startswith("lot_line_")) == [
        ("lot_line_cut", "A"), ("lot_line_cut", "A"), ("lot_line_extended", "B"), ("lot_line_extended", "B"),
        ("lot_line_extended", "C")]
    assert "Parcel B: the lot line of B stopped 1.50 ft short and was extended to the MHW mark." in [
        m.text for m in r.messages]


def test_corners_every_5_ft_along_the_lot_lines_change_no_tie_point_and_no_note():
    """A tax map densified (or a curve segmentized) has corners within the tolerance band on
    straight lot lines: the lot line is still the whole line, cut where it runs into the lake
    and extended only where it stops short, as without them."""
    parcels = [Parcel("A", box(0, -200, 100, -3.0)), Parcel("B", box(100, -200, 200, -3.0)),
               Parcel("C", box(200, -200, 300, 4.0)),
               Parcel("D", Polygon([(300, 4.0), (400, -5.0), (380, -200), (300, -200)]))]
    shore = LineString([(-100, 0), (500, 0)])
    plain = compute_water_rights(parcels, shore, keuka_settings())
    dense = compute_water_rights([Parcel(p.parcel_id, shapely.segmentize(p.geometry, 5.0)) for p in parcels],
                                 shore, keuka_settings())
    assert [c for t in dense.tie_points for c in t.point.coords[0]] == pytest.approx(
        [c for t in plain.tie_points for c in t.point.coords[0]], abs=1e-9)
    assert [t.note for t in dense.tie_points] == [t.note for t in plain.tie_points]
    assert "ran 4.00 ft into the lake and was cut" in dense.tie_points[3].note
    assert [(m.code, m.parcel_id, m.text) for m in dense.messages] == [
        (m.code, m.parcel_id, m.text) for m in plain.messages]


def test_sliver_and_gap_between_neighbours_are_bridged_midway():
    parcels = [Parcel("A", box(0, -200, 100, 0)),
               Parcel("B", box(102, -200, 200, 0)),       # 2 ft gap after A
               Parcel("C", box(199, -200, 300, 0))]       # overlaps B by 1 ft (a sliver)
    r = compute_water_rights(parcels, LineString([(-100, 0), (400, 0)]), keuka_settings())
    xs = [t.point.x for t in r.tie_points]
    assert xs == pytest.approx([0, 101, 199.5, 300])
    notes = {round(t.point.x, 1): t.note for t in r.tie_points}
    assert "gap of 2.00 ft" in notes[101.0]
    assert "overlap by 1.00 ft" in notes[199.5]
    assert {m.code for m in r.messages if m.level == "info"} >= {"gap_bridged", "sliver_bridged"}
    assert len(r.lines) == 2
    for t in r.tie_points[1:3]:
        assert line_at(r, tuple(t.point.coords[0])).azimuth_deg == pytest.approx(0.0, abs=1e-9)


def test_gap_longer_than_a_road_end_is_the_end_of_the_data():
    parcels = [Parcel("A", box(0, -200, 100, 0)), Parcel("B", box(100, -200, 200, 0)),
               Parcel("C", box(440, -200, 540, 0)), Parcel("D", box(540, -200, 640, 0))]
    r = compute_water_rights(parcels, LineString([(-100, 0), (800, 0)]), keuka_settings())
    warn = [m for m in r.messages if m.code == "end_of_data"]
    assert sorted(m.parcel_id for m in warn) == ["A", "B", "C", "D"]
    assert any("gap of 240.0 ft" in m.text and "longer than the 200 ft" in m.text
               for m in warn if m.parcel_id == "B")
    assert len(r.lines) == 2 and r.unparcelled == []
    assert r.rights_area("B").geometry.is_empty and r.rights_area("C").geometry.is_empty


def test_road_end_40_ft_on_a_straight_shore_gets_lines_at_both_edges():
    """DESIGN.md step 7: the 40 ft gap between B and C is an unparcelled strip (a road end):
    B and C get their lines at its edges, its water is its own, with no parcel id."""
    parcels = [Parcel("A", box(0, -200, 100, 0)), Parcel("B", box(100, -200, 200, 0)),
               Parcel("C", box(240, -200, 340, 0)), Parcel("D", box(340, -200, 440, 0))]
    r = compute_water_rights(parcels, LineString([(-100, 0), (600, 0)]), keuka_settings())
    assert [m.parcel_id for m in r.messages if m.code == "end_of_data"] == ["A", "D"]
    assert r.lakeshore_parcels == ["A", "B", "C", "D"]
    starts = sorted((ln.geometry.coords[0], ln.parcel_a, ln.parcel_b) for ln in r.lines)
    assert starts == [((100.0, 0.0), "A", "B"), ((200.0, 0.0), "B", None), ((240.0, 0.0), None, "C"),
                      ((340.0, 0.0), "C", "D")]
    for ln in r.lines:
        assert ln.azimuth_deg == pytest.approx(0.0, abs=1e-9) and ln.length_ft == pytest.approx(1500.0)
    assert "unparcelled strip 1" in line_at(r, (200.0, 0.0)).note
    for pid in ("B", "C"):
        assert r.rights_area(pid).area_sqft == pytest.approx(100 * 1500.0)
    [strip] = r.unparcelled
    assert strip.parcel_id is None and "road end" in strip.note
    assert strip.area_sqft == pytest.approx(40 * 1500.0)
    assert strip.geometry.equals(box(200, 0, 240, 1500))
    assert [m.code for m in r.messages].count("unparcelled_lakeshore") == 1


def test_parcel_behind_a_lakeshore_parcel_is_not_lakeshore():
    parcels = [Parcel("A", box(0, -200, 100, 0)), Parcel("B", box(100, -200, 200, 0)),
               Parcel("C", box(200, -200, 300, 0)),
               Parcel("BACK", box(100, -400, 200, -208))]   # within 20 ft? no: 208 ft back
    r = compute_water_rights(parcels, LineString([(-100, 0), (400, 0)]), keuka_settings())
    assert r.lakeshore_parcels == ["A", "B", "C"]
    strip = [Parcel("A", box(0, -200, 100, -12)), Parcel("ROW", box(0, -12, 300, 0)),
             Parcel("C", box(200, -200, 300, -12))]
    r = compute_water_rights(strip, LineString([(-100, 0), (400, 0)]), keuka_settings())
    # A 12 ft shore strip in front of A and C: the strip is the lakeshore parcel, not A or C.
    assert r.lakeshore_parcels == ["ROW"]


# ---------------------------------------------------------------- the 200 ft rule cannot be met
def bottle_cove():
    """A cove narrowing toward its mouth: its head parcel H (tie points (0,0), (40,0)) sees walls
    leaning over it, so even turned to the edge of their waterside angles its lines meet within
    200 ft."""
    shore = LineString([(-100, 200), (15, 100), (0, 0), (40, 0), (25, 100), (140, 200)])
    parcels = [Parcel("WL", Polygon([(15, 100), (0, 0), (0, -100), (-100, -100), (-100, 100)])),
               Parcel("H", box(0, -100, 40, 0)),
               Parcel("WR", Polygon([(40, 0), (25, 100), (140, 100), (140, -100), (40, -100)]))]
    return parcels, shore


def test_200ft_rule_that_cannot_be_met_is_flagged_and_bisectors_kept():
    parcels, shore = bottle_cove()
    r = compute_water_rights(parcels, shore, keuka_settings())
    a, b = line_at(r, (0, 0)), line_at(r, (40, 0))
    wedge = 90.0 - math.degrees(math.atan2(15, 100))
    assert a.waterside_angle_deg == pytest.approx(wedge, abs=1e-6)
    assert a.azimuth_deg == pytest.approx(90.0 - wedge / 2, abs=1e-6)
    assert b.azimuth_deg == pytest.approx(270.0 + wedge / 2, abs=1e-6)
    assert not a.modified and not b.modified
    h = r.rights_area("H")
    assert h.closes_at_ft == pytest.approx(20 / math.sin(math.radians(90.0 - wedge / 2)), abs=0.01)
    assert not h.modified and "no modification" in h.note
    unmet = [m for m in r.messages if m.code == "rule_200_unmet"]
    assert [m.parcel_id for m in unmet] == ["H"] and unmet[0].level == "warning"
    assert "§160-122C(2)" in unmet[0].text
    # A profile's own citation is used.
    r = compute_water_rights(parcels, shore, keuka_settings(min_intersection_section="§44-5C"))
    assert "§44-5C" in r.rights_area("H").note


# ---------------------------------------------------------------- progress, cancel, bad input
def test_progress_and_cancel():
    parcels, shore = worked_example()
    seen = []
    compute_water_rights(parcels, shore, keuka_settings(), progress=seen.append)
    assert seen[0] == 0 and seen[-1] == 100 and seen == sorted(seen)
    calls = []

    def cancel_after_two():
        calls.append(1)
        return len(calls) > 2
    r = compute_water_rights(parcels, shore, keuka_settings(), is_canceled=cancel_after_two)
    assert any(m.code == "canceled" for m in r.messages)
    assert r.lines == [] and r.rights_areas == []
    assert len(calls) == 3


def test_empty_shoreline_is_an_error_and_far_parcels_are_not_lakeshore():
    with pytest.raises(ValueError):
        compute_water_rights([Parcel("A", box(0, 0, 1, 1))], LineString(), keuka_settings())
    r = compute_water_rights([Parcel("A", box(0, -300, 100, -100))], LineString([(0, 0), (100, 0)]),
                             keuka_settings())
    assert r.lakeshore_parcels == [] and r.lines == []


def test_shoreline_as_a_list_of_features_and_multipolygon():
    parcels, shore = straight()
    pieces = [LineString([(-100, 0), (200, 0)]), LineString([(200, 0), (600, 0)])]
    r1 = compute_water_rights(parcels, pieces, keuka_settings())
    r2 = compute_water_rights(parcels, shore, keuka_settings())
    assert [ln.geometry.wkt for ln in r1.lines] == [ln.geometry.wkt for ln in r2.lines]
    lake_parcels, lake = square_lake()
    r3 = compute_water_rights(lake_parcels, shapely.MultiPolygon([lake]), NO_RULE)
    assert len(r3.lines) == 4
