"""Messy tax maps and MHW lines in the core: each class of bad geometry gets a clear outcome, a
ValueError that names the problem, or a result whose messages say what was repaired, assumed or
left out. Never a traceback from GEOS or numpy, never a silent change of the answer.

Classes with tests elsewhere are not repeated (docs/bad-input.md lists every class and its
test): lot lines a few feet short of or past the mark, slivers and gaps within the tolerance,
a gap beyond it, a lot behind a lakeshore lot, shoreline pieces, reversed and closed rings, a
lake polygon with an island, an empty shoreline (tests/core/test_water_rights.py); bad layout
geometry and values (tests/core/test_rules_robustness.py); profile files (test_profiles.py).
"""
from __future__ import annotations

import dataclasses
import math

import pytest
import shapely
from settings import keuka_settings
from shapely.geometry import (
    GeometryCollection,
    LineString,
    MultiLineString,
    MultiPolygon,
    Point,
    Polygon,
    box,
)

from shoreline_layout.core.model import Parcel
from shoreline_layout.core.water_rights import compute_water_rights

SETTINGS = keuka_settings()
SHORE = LineString([(-100, 0), (600, 0)])         # water north of y = 0


def straight(n: int = 5, width: float = 100.0) -> list[Parcel]:
    return [Parcel(f"S{i}", box(i * width, -200, (i + 1) * width, 0)) for i in range(n)]


def replace(parcels: list[Parcel], pid: str, geometry) -> list[Parcel]:
    return [Parcel(p.parcel_id, geometry) if p.parcel_id == pid else p for p in parcels]


def messages(result, code: str) -> list:
    return [m for m in result.messages if m.code == code]


def lines(result) -> list[tuple]:
    """Each water-rights line as (parcel_a, parcel_b, start x, start y, azimuth), rounded."""
    return sorted((ln.parcel_a, ln.parcel_b, round(ln.geometry.coords[0][0], 6),
                   round(ln.geometry.coords[0][1], 6), round(ln.azimuth_deg, 6)) for ln in result.lines)


def areas(result) -> dict[str, float]:
    return {ra.parcel_id: round(ra.area_sqft, 3) for ra in result.rights_areas}


CLEAN = compute_water_rights(straight(), SHORE, SETTINGS)


def test_clean_reference() -> None:
    assert CLEAN.lakeshore_parcels == ["S0", "S1", "S2", "S3", "S4"]
    assert areas(CLEAN) == {"S0": 0.0, "S1": 150000.0, "S2": 150000.0, "S3": 150000.0, "S4": 0.0}


# ---------------------------------------------------------------- parcels that are not polygons

@pytest.mark.parametrize("geometry, why", [
    pytest.param(None, "it has no geometry", id="null"),
    pytest.param(Polygon(), "it has no geometry", id="empty"),
    pytest.param(LineString([(0, -300), (50, -300)]), "its geometry is not a polygon", id="line"),
    pytest.param(Point(10, -300), "its geometry is not a polygon", id="point"),
    pytest.param(Polygon([(0, -300), (math.nan, -310), (10, -320)]),
                 "its coordinates are not all finite numbers", id="nan"),
    pytest.param(Polygon([(0, -300), (10, -300), (20, -300)]), "it has no area", id="zero-area"),
    pytest.param(GeometryCollection([Point(0, -300), LineString([(0, -300), (5, -305)])]), "it has no area",
                 id="collection-without-area"),
])
def test_parcel_without_a_usable_polygon_is_left_out_and_said(geometry, why: str) -> None:
    r = compute_water_rights([*straight(), Parcel("BAD", geometry)], SHORE, SETTINGS)
    (m,) = messages(r, "parcel_unusable")
    assert m.level == "warning" and m.parcel_id == "BAD"
    assert m.text == f"Parcel BAD: {why}, so it is left out; fix it on the tax map."
    assert lines(r) == lines(CLEAN) and areas(r) == areas(CLEAN)


def test_missing_or_repeated_parcel_ids_are_an_error() -> None:
    with pytest.raises(ValueError, match=r"^Parcel ids must be unique; repeated: 'S1' \(2 parcels\)\. Merge"):
        compute_water_rights([*straight(), Parcel("S1", box(600, -200, 700, 0))], SHORE, SETTINGS)
    with pytest.raises(ValueError,
                       match=r"needs a parcel id \(text\): the parcel at position 2 has none\.$"):
        compute_water_rights([*straight()[:2], Parcel("  ", box(600, -200, 700, 0))], SHORE, SETTINGS)
    with pytest.raises(ValueError, match=r"position 0 has none"):
        compute_water_rights([Parcel(None, box(0, -200, 100, 0))], SHORE, SETTINGS)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"the parcels at positions 0, 1 have none\.$"):
        compute_water_rights([Parcel(None, box(0, -200, 100, 0)),  # type: ignore[arg-type]
                              Parcel("", box(100, -200, 200, 0))], SHORE, SETTINGS)


# ---------------------------------------------------------------- invalid, multipart, holes

def test_bowtie_with_its_back_corners_swapped_is_repaired_and_keeps_its_front() -> None:
    bowtie = Polygon([(200, 0), (300, 0), (200, -200), (300, -200)])        # crosses at (250, -100)
    r = compute_water_rights(replace(straight(), "S2", bowtie), SHORE, SETTINGS)
    (m,) = messages(r, "parcel_repaired")
    assert m.parcel_id == "S2" and "invalid (Self-intersection[250 -100]) and was repaired" in m.text
    assert lines(r) == lines(CLEAN)
    assert areas(r) == areas(CLEAN)


def test_bowtie_crossing_at_its_middle_touches_the_mark_at_points_only() -> None:
    bowtie = Polygon([(200, -200), (300, 0), (300, -200), (200, 0)])        # two triangles, tips on the mark
    r = compute_water_rights(replace(straight(), "S2", bowtie), SHORE, SETTINGS)
    assert r.lakeshore_parcels == ["S0", "S1", "S3", "S4"]
    (touch,) = messages(r, "not_lakeshore")                                   # said once, not per part
    assert touch.text == "Parcel S2 touches the MHW mark only at a point: not a lakeshore parcel."
    # The 100 ft its front would have been is lakeshore no lakeshore parcel covers (DESIGN.md
    # step 7): an unparcelled strip with its own water, S1 and S3 keep their lines at its edges.
    assert {m.parcel_id for m in messages(r, "end_of_data")} == {"S0", "S4"}     # the data's two ends
    (strip,) = r.unparcelled
    assert strip.parcel_id is None and strip.area_sqft == pytest.approx(100 * 1500.0)


def test_multipart_parcel_with_a_part_inland() -> None:
    parcels = replace(straight(), "S2", MultiPolygon([box(200, -200, 300, 0), box(200, -500, 300, -400)]))
    r = compute_water_rights(parcels, SHORE, SETTINGS)
    assert lines(r) == lines(CLEAN) and areas(r) == areas(CLEAN)
    assert not [m for m in r.messages if m.level == "warning" and m.parcel_id == "S2"]


def test_multipart_parcel_fronting_twice_a_few_feet_apart_is_one_frontage() -> None:
    parcels = replace(straight(), "S2", MultiPolygon([box(200, -200, 248, 0), box(252, -200, 300, 0)]))
    r = compute_water_rights(parcels, SHORE, SETTINGS)
    assert r.lakeshore_parcels == ["S0", "S1", "S2", "S3", "S4"]              # once, not twice
    assert lines(r) == lines(CLEAN) and areas(r) == areas(CLEAN)
    assert not [ln for ln in r.lines if ln.parcel_a == ln.parcel_b]
    (m,) = messages(r, "parcel_fronts_joined")
    assert m.text == ("Parcel S2 meets the MHW mark in 2 places (parts of the parcel) up to 15 ft apart: "
                      "taken as one frontage.")
    assert r.tie_line("S2").length_ft == pytest.approx(100.0)


@pytest.mark.parametrize("case", ["apart", "neighbour between"])
def test_multipart_parcel_fronting_in_separate_places_keeps_its_longest_front_and_says_so(case: str) -> None:
    if case == "apart":        # 20 ft of shore between the parts, more than the snap tolerance
        s2 = MultiPolygon([box(200, -200, 235, 0), box(255, -200, 300, 0)])
        parcels = replace(straight(), "S2", s2)
        longest = 45.0
    else:                      # the parcel owns S0's lot and S4's lot under one id
        parcels = [Parcel("S1", box(100, -200, 200, 0)), Parcel("S2", box(200, -200, 300, 0)),
                   Parcel("S3", box(300, -200, 400, 0)),
                   Parcel("TWO", MultiPolygon([box(0, -200, 100, 0), box(400, -200, 520, 0)]))]
        longest = 120.0
    r = compute_water_rights(parcels, SHORE, SETTINGS)
    assert len(r.lakeshore_parcels) == len(set(r.lakeshore_parcels))
    assert len(r.rights_areas) == len({ra.parcel_id for ra in r.rights_areas})
    (m,) = messages(r, "parcel_fronts_apart")
    assert m.level == "warning"
    assert f"only its longest front ({longest:.1f} ft) is used" in m.text
    assert "Give each part its own parcel id" in m.text
    assert not [ln for ln in r.lines if ln.parcel_a == ln.parcel_b]


def test_parcel_with_a_hole_is_the_same_as_without() -> None:
    holed = Polygon(box(200, -200, 300, 0).exterior, [box(220, -150, 280, -50).exterior])
    r = compute_water_rights(replace(straight(), "S2", holed), SHORE, SETTINGS)
    assert lines(r) == lines(CLEAN) and areas(r) == areas(CLEAN)
    assert not [m for m in r.messages if m.parcel_id == "S2"]


# ---------------------------------------------------------------- neighbours that disagree

def test_neighbours_overlapping_beyond_the_tolerance_are_bridged_with_a_warning() -> None:
    """S2 drawn 50 ft into both neighbours (equally far from the mark): a tax-map overlap, not
    a lot behind another; tie points midway, each overlap reported as a warning."""
    r = compute_water_rights(replace(straight(), "S2", box(150, -200, 350, 0)), SHORE, SETTINGS)
    assert r.lakeshore_parcels == ["S0", "S1", "S2", "S3", "S4"]
    assert [round(t.point.x, 6) for t in r.tie_points] == [0, 100, 175, 325, 400, 500]
    slivers = messages(r, "sliver_bridged")
    assert {(m.parcel_id, m.level) for m in slivers} == {(p, "warning") for p in ("S1", "S2", "S3")}
    assert all("overlap by 50.00 ft" in m.text and "check the tax map" in m.text for m in slivers)
    geoms = [ra.geometry for ra in r.rights_areas if not ra.geometry.is_empty]
    assert sum(a.intersection(b).area for i, a in enumerate(geoms) for b in geoms[i + 1:]) < 0.01


def test_gaps_beyond_the_tolerance_leave_the_parcel_without_lines_and_say_why() -> None:
    # 30 ft gaps are road ends by default (DESIGN.md step 7): S2 keeps its lines between two strips.
    r = compute_water_rights(replace(straight(), "S2", box(230, -200, 270, 0)), SHORE, SETTINGS)
    assert len(r.unparcelled) == 2 and r.rights_area("S2").area_sqft == pytest.approx(40 * 1500.0)
    # With no road-end reading (unparcelled_max_ft at the snap tolerance) they end the data.
    no_strips = dataclasses.replace(SETTINGS, unparcelled_max_ft=SETTINGS.snap_tolerance_ft)
    r = compute_water_rights(replace(straight(), "S2", box(230, -200, 270, 0)), SHORE, no_strips)
    ends = {(m.parcel_id, "before" if "before it" in m.text else "after") for m in messages(r, "end_of_data")
            if "a gap of 30.0 ft" in m.text}
    assert ends == {("S1", "after"), ("S2", "before"), ("S2", "after"), ("S3", "before")}
    assert r.rights_area("S2").geometry.is_empty and "no rights area" in r.rights_area("S2").note


def test_lot_lines_that_never_reach_the_mark() -> None:
    """Every parcel stops 40 ft short of the MHW mark (beyond the 20 ft tolerance): nothing is
    lakeshore, and the message names the nearest parcel and its distance."""
    parcels = [Parcel(p.parcel_id, box(*p.geometry.bounds[:3], -40.0)) for p in straight()]
    r = compute_water_rights(parcels, SHORE, SETTINGS)
    assert r.lakeshore_parcels == [] and r.lines == []
    (m,) = messages(r, "no_lakeshore_parcel")
    assert m.level == "warning"
    # the same as data, for a caller that words it itself (processing/base_algorithm.py)
    assert m.facts == {"nearest": "S0", "distance_ft": 40.0, "within_ft": 20.0, "cause": "far"}
    assert m.text.startswith("No parcel is a lakeshore parcel: the nearest, S0, is 40.0 ft from the MHW mark "
                             "(a lakeshore parcel comes within 20 ft of it). Check that the parcels and the "
                             "shoreline are the same place in the same CRS")


def test_parcels_far_from_the_shore_and_on_an_island_without_shoreline_are_not_lakeshore() -> None:
    parcels = [*straight(), Parcel("FAR", box(0, -2000, 100, -1800)),
               Parcel("ISLAND", box(200, 400, 300, 500))]
    r = compute_water_rights(parcels, SHORE, SETTINGS)
    assert r.lakeshore_parcels == CLEAN.lakeshore_parcels
    assert lines(r) == lines(CLEAN) and areas(r) == areas(CLEAN)


def test_island_parcels_with_no_inland_corner_are_reported() -> None:
    """Two lots splitting an island with one straight lot line: neither has a corner off the mark,
    so no lot line can be told from the front: each is reported, the mainland is unaffected."""
    lake = Polygon([(0, 0), (3000, 0), (3000, 3000), (0, 3000)],
                   holes=[[(1200, 1200), (1800, 1200), (1800, 1800), (1200, 1800)]])
    mainland = [Parcel(f"M{i}", box(1000 + 200 * i, -300, 1200 + 200 * i, 0)) for i in range(5)]
    island = [Parcel("IA", box(1200, 1200, 1500, 1800)), Parcel("IB", box(1500, 1200, 1800, 1800))]
    r = compute_water_rights(mainland + island, lake, SETTINGS)
    assert r.lakeshore_parcels == [p.parcel_id for p in mainland]
    found = {m.parcel_id: m for m in messages(r, "front_not_found")}
    assert set(found) == {"IA", "IB"} and all(m.level == "warning" for m in found.values())
    assert "lies wholly along the MHW mark (an island or a shore strip)" in found["IA"].text


def test_two_parcels_meeting_the_shore_at_one_point() -> None:
    """S2 is a triangle with only its tip on the mark (its neighbour S1 takes the whole front):
    S2 is not lakeshore and says so; S1 and S3 become neighbours across S2's tip."""
    parcels = straight()
    parcels[1] = Parcel("S1", Polygon([(100, 0), (300, 0), (200, -200), (100, -200)]))
    parcels[2] = Parcel("S2", Polygon([(300, 0), (300, -200), (200, -200)]))
    r = compute_water_rights(parcels, SHORE, SETTINGS)
    assert r.lakeshore_parcels == ["S0", "S1", "S3", "S4"]
    assert [m.text for m in messages(r, "not_lakeshore")] == [
        "Parcel S2 touches the MHW mark only at a point: not a lakeshore parcel."]
    assert ("S1", "S3", 300.0, 0.0, 0.0) in lines(r)


@pytest.mark.parametrize("width", [0.5, 0.8])
def test_tie_line_under_a_foot_is_flagged(width: float) -> None:
    parcels = straight()
    parcels[2] = Parcel("S2", box(200, -200, 200 + width, 0))
    parcels[3] = Parcel("S3", box(200 + width, -200, 400, 0))
    r = compute_water_rights(parcels, SHORE, SETTINGS)
    assert r.tie_line("S2").length_ft == pytest.approx(width)
    (m,) = messages(r, "short_tie_line")
    assert m.level == "warning" and m.parcel_id == "S2"
    assert m.text.startswith(f"Parcel S2: its tie line is only {width:.2f} ft long.")
    assert not messages(compute_water_rights(straight(), SHORE, SETTINGS), "short_tie_line")


# ---------------------------------------------------------------- the MHW mark itself

@pytest.mark.parametrize("shore", [
    pytest.param(LineString([(-100, 0), (250, math.nan), (600, 0)]), id="nan"),
    pytest.param(LineString([(-100, 0), (math.inf, 0)]), id="inf"),
    pytest.param(MultiLineString([[(-100, 0), (600, 0)], [(0, 50), (math.nan, 60)]]),
                 id="nan-in-second-piece"),
])
def test_shoreline_with_coordinates_that_are_not_numbers_is_an_error(shore) -> None:
    with pytest.raises(ValueError, match=r"^The shoreline \(MHW mark\) has 1 vertex whose coordinates "
                                         r"are not finite numbers \(NaN or infinite; first: line \d, "
                                         r"vertex \d\)"):
        compute_water_rights(straight(), shore, SETTINGS)


@pytest.mark.parametrize("shore", [LineString([(0, 0), (0, 0)]), Point(0, 0),
                                   LineString([(0, 0), (1e-12, 0)])])
def test_shoreline_without_length_is_an_error(shore) -> None:
    with pytest.raises(ValueError, match=r"^The shoreline \(MHW mark\) has no usable line\.$"):
        compute_water_rights(straight(), shore, SETTINGS)


def test_self_intersecting_shoreline_is_flagged_where_it_crosses() -> None:
    crossing = LineString([(-100, 0), (600, 0), (600, 100), (300, -50)])      # back across y = 0 at x = 400
    r = compute_water_rights(straight(), crossing, SETTINGS)
    (m,) = messages(r, "shoreline_crosses_itself")
    assert m.level == "warning" and "crosses or touches itself at 1 point: (400.0, 0.0)" in m.text
    assert m.geometry.equals(shapely.MultiPoint([(400, 0)]))
    assert not messages(CLEAN, "shoreline_crosses_itself")


def test_shoreline_pieces_crossing_each_other_are_flagged() -> None:
    pieces = MultiLineString([[(-100, 0), (600, 0)], [(250, -50), (250, 300)]])
    r = compute_water_rights(straight(), pieces, SETTINGS)
    (m,) = messages(r, "shoreline_crosses_itself")
    assert "(250.0, 0.0)" in m.text
    assert any(x.code == "front_not_found" and x.parcel_id == "S2" for x in r.messages)


def test_shoreline_crossing_a_parcel_twice_keeps_the_dip_as_water() -> None:
    """The MHW mark dips 50 ft into S2 (a small inlet the tax map ignores): S2's front is the
    mark as surveyed, its rights area includes the inlet, its neighbours are unchanged."""
    dip = LineString([(-100, 0), (220, 0), (240, -50), (260, -50), (280, 0), (600, 0)])
    r = compute_water_rights(straight(), dip, SETTINGS)
    assert lines(r) == lines(CLEAN)
    inlet = Polygon([(220, 0), (240, -50), (260, -50), (280, 0)])
    assert r.rights_area("S2").area_sqft == pytest.approx(150000.0 + inlet.area)
    assert r.rights_area("S1").area_sqft == pytest.approx(150000.0)
    assert r.shoreline_length_in_parcel_ft["S2"] == pytest.approx(60.0 + 2 * math.hypot(20, 50))


def test_shoreline_as_a_closed_ring_line_around_the_parcels() -> None:
    """A closed MHW ring drawn as a line with the lake inside it and the parcels outside: the
    water side is found from the parcels, whichever way the ring runs."""
    ring = [(-100, 0), (600, 0), (600, 800), (-100, 800), (-100, 0)]
    a = compute_water_rights(straight(), LineString(ring), SETTINGS)
    b = compute_water_rights(straight(), LineString(ring[::-1]), SETTINGS)
    assert lines(a) == lines(b) and areas(a) == areas(b)
    for ln in a.lines:
        assert ln.geometry.coords[-1][1] > 0                                # out over the lake
    assert {m.parcel_id for m in messages(a, "end_of_data")} == {"S0", "S4"}


def test_the_lines_at_a_road_end_say_what_is_beyond_them() -> None:
    """#26 item 17: a road end is handled but not named. S1's and S3's lines at the strip's
    edges have the strip beyond them, S0's outer side nothing (the data's end), S1-S0 a parcel."""
    bowtie = Polygon([(200, -200), (300, 0), (300, -200), (200, 0)])
    r = compute_water_rights(replace(straight(), "S2", bowtie), SHORE, SETTINGS)
    beyond = {(pid, r.beyond_line(ln, pid)) for pid in ("S1", "S3") for ln in r.lines_of(pid)}
    assert ("S1", ("parcel", "S0")) in beyond and ("S3", ("parcel", "S4")) in beyond
    assert ("S1", ("strip", None)) in beyond and ("S3", ("strip", None)) in beyond
    assert {r.beyond_line(ln, "S0") for ln in r.lines_of("S0")} == {("parcel", "S1")}
