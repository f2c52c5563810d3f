"""#22: real shores, built the way county data comes: the tax map ending at a town line,
condominium units stacked as identical polygons, a lot wrapping round a small neighbour."""
from __future__ import annotations

from shapely.geometry import LineString, Point, box

from shoreline_layout.core.model import Buoy, Parcel, Structure
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.water_rights import compute_water_rights

KEUKA = load_profile("keuka")


def town_line_lake():
    """Three 100 ft lots along y = 0, water north; the tax map ends at x = 300 (a town line):
    the last lot P2 has no neighbour after it."""
    parcels = [Parcel(f"P{i}", box(100 * i, -200, 100 * i + 100, 0)) for i in range(3)]
    wr = compute_water_rights(parcels, LineString([(-50, 0), (400, 0)]), KEUKA.geometry_settings())
    return parcels, wr


def findings(parcels, wr, structures=(), buoys=()):
    return [(v.rule, v.parcel_id, v.source_fid, v.measured) for v in
            check_layout(KEUKA, parcels, wr, list(structures), list(buoys))]


def test_town_line_end_a_dock_in_the_water_is_checked_not_on_land():
    parcels, wr = town_line_lake()
    assert wr.rights_area("P2").geometry.is_empty          # the output keeps no area for it
    dock = [Structure(fid=1, kind="dock", geometry=box(246, -2, 254, 78))]
    got = findings(parcels, wr, dock)
    assert ("reach", "P2", 1, 78.0) in got
    assert ("rights_line_missing", "P2", 1, None) in got
    assert not [g for g in got if g[0] in ("on_land", "outside_rights_area")]
    # the same dock one lot over: the reach, and nothing about a missing line
    one_over = findings(parcels, wr, [Structure(fid=1, kind="dock", geometry=box(146, -2, 154, 78))])
    assert one_over == [("reach", "P1", 1, 78.0)]


def test_town_line_end_message_says_why_and_never_on_land():
    parcels, wr = town_line_lake()
    v = [v for v in check_layout(KEUKA, parcels, wr, [Structure(fid=1, kind="dock",
                                                                  geometry=box(246, -2, 254, 40))], [])]
    assert [x.rule for x in v] == ["rights_line_missing"]
    assert v[0].severity == "warning" and "after it" in v[0].message
    assert "cannot be checked without the neighbouring parcel" in v[0].message
    assert "land side" not in v[0].message


def test_town_line_end_checks_the_known_line_counts_and_buoys():
    parcels, wr = town_line_lake()
    # 4 ft from the line it shares with P1 (x = 200): the setback is checked on that side
    near = Structure(fid=1, kind="dock", geometry=box(204, -2, 210, 30), construction="permanent")
    across = Structure(fid=2, kind="dock", geometry=box(190, 40, 230, 46), construction="seasonal")
    got = findings(parcels, wr, [near, across])
    assert ("setback", "P2", 1, 4.0) in got
    assert any(g[0] == "outside_rights_area" and g[1] == "P2" and g[2] == 2 for g in got)
    # four docks on a 100 ft lot allowed 2 (+1 small): dock_count
    docks = [Structure(fid=10 + k, kind="dock", geometry=box(215 + 20 * k, -2, 221 + 20 * k, 30),
                       dock_id=f"D{k}") for k in range(4)]
    assert any(g[0] == "dock_count" and g[1] == "P2" for g in findings(parcels, wr, docks))
    # a buoy 150 ft off it: the anchorage permit, not on land
    b = Buoy(fid=1, geometry=Point(280, 150), vessel_length_ft=20, rode_length_ft=10)
    got = findings(parcels, wr, buoys=[b])
    assert ("anchorage_permit", "P2", 1, 150.0) in got and ("rights_line_missing", "P2", 1, None) in got


def test_town_line_end_a_shed_on_the_lot_is_still_on_land():
    parcels, wr = town_line_lake()
    shed = Structure(fid=1, kind="dock", geometry=box(240, -150, 260, -130))
    assert [g[0] for g in findings(parcels, wr, [shed])] == ["on_land"]
