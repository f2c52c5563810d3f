"""#22: real shores, built the way county data comes: the tax map ending at a town line,
condominium units stacked as identical polygons, a lot wrapping round a small neighbour."""
from __future__ import annotations

import pytest
from settings import keuka_settings
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


# ---------------------------------------------------------------- stacked condominium units
CONDO = ("128.07-1-11.001", "128.07-1-11.002", "128.07-1-11.003")


def condo_tax_map(shift: float = 0.0):
    """A county tax map: lots 128.07-1-9, -10, the 200 ft condominium lot -11 drawn once per unit
    (.003 first, as a tax map may list them; `shift` moves .002's polygon that many ft), -12, -13."""
    lots = [Parcel("128.07-1-9", box(-100, -300, 0, 0), frontage_tax_ft=100),
            Parcel("128.07-1-10", box(0, -300, 100, 0), frontage_tax_ft=100)]
    for pid in reversed(CONDO):
        dx = shift if pid.endswith("2") else 0.0
        lots.append(Parcel(pid, box(100 + dx, -300, 300 + dx, 0), frontage_tax_ft=200.0 if pid.endswith("1")
                           else 0.0, land_use_value="210"))
    lots += [Parcel("128.07-1-12", box(300, -300, 400, 0), frontage_tax_ft=100),
             Parcel("128.07-1-13", box(400, -300, 500, 0), frontage_tax_ft=100)]
    return lots


def condo_lake(profile=KEUKA, shift: float = 0.0):
    from shoreline_layout.core.units import stack_by_profile
    parcels, said = stack_by_profile(condo_tax_map(shift), profile)
    wr = compute_water_rights(parcels, LineString([(-150, 0), (550, 0)]), profile.geometry_settings())
    return parcels, said, wr


@pytest.mark.parametrize("shift", [0.0, 3.0])
def test_stacked_units_are_one_lakeshore_parcel(shift):
    parcels, said, wr = condo_lake(shift=shift)
    ids = [p.parcel_id for p in parcels]
    assert ids == ["128.07-1-9", "128.07-1-10", "128.07-1-11.001", "128.07-1-12", "128.07-1-13"]
    condo = parcels[2]
    assert condo.units == CONDO and condo.frontage_tax_ft == 200.0
    assert [m.code for m in said] == ["stacked_units"] and "§160-123B" in said[0].text
    assert "128.07-1-11.001;128.07-1-11.002;128.07-1-11.003" in said[0].text
    assert wr.units == {"128.07-1-11.001": CONDO}
    assert wr.lakeshore_parcels == ids
    ties = {t.parcel_id: t.length_ft for t in wr.tie_lines}
    # .002 drawn 3 ft east: the lot's union overlaps -12 by 3 ft, a sliver bridged midway
    assert ties["128.07-1-11.001"] == pytest.approx(200.0 + shift / 2, abs=0.01)
    slivers = [m.parcel_id for m in wr.messages if m.code in ("sliver_bridged", "short_tie_line")]
    assert slivers == ([] if shift == 0 else ["128.07-1-11.001", "128.07-1-12"])
    area = wr.rights_area("128.07-1-11.001")
    assert area.area_sqft == pytest.approx(200 * 1500, rel=0.02)
    # the neighbours keep their whole water
    for pid in ("128.07-1-10", "128.07-1-12"):
        assert wr.rights_area(pid).area_sqft == pytest.approx(100 * 1500, rel=0.02)


def test_stacked_units_sliver_neighbours_are_not_units():
    """Two neighbours overlapping by a 2 ft sliver are neighbours, not units."""
    from shoreline_layout.core.units import stack_units
    lots = [Parcel("A", box(0, -300, 102, 0)), Parcel("B", box(100, -300, 200, 0))]
    assert stack_units(lots)[0] == lots


@pytest.mark.parametrize("law,docks,boats", [("keuka", 3, 9), ("canandaigua", 2, 5)])
def test_stacked_units_have_one_allowance_that_every_unit_counts_against(law, docks, boats):
    from shoreline_layout.core.rules.allowance import allowed_facilities
    profile = load_profile(law)
    parcels, _said, wr = condo_lake(profile)
    condo = parcels[2]
    a = allowed_facilities(profile, condo, wr)
    assert (a.docks_allowed, a.boats_allowed, a.units) == (docks, boats, CONDO)
    section = {"keuka": "§160-123B", "canandaigua": "§44-6B"}[law]
    assert section in a.note and "3 units" in a.note
    # one more dock than allowed, each over 300 sq ft, named to the units in turn
    layout = [Structure(fid=k, kind="dock", geometry=box(110 + 45 * k, -2, 118 + 45 * k, 40),
                        dock_id=f"D{k}", parcel_id=CONDO[k % 3]) for k in range(docks + 1)]
    found = check_layout(profile, parcels, wr, layout, [])
    counts = [v for v in found if v.rule == "dock_count"]
    assert [(v.parcel_id, v.measured, v.limit) for v in counts] == [(CONDO[0], docks + 1.0, float(docks))]
    assert not [v for v in found if v.rule == "invalid_value"]
    # a buoy named to the last unit is the parcel's too
    b = Buoy(fid=1, geometry=Point(200, 50), vessel_length_ft=20, rode_length_ft=10, parcel_id=CONDO[2])
    assert {v.parcel_id for v in check_layout(profile, parcels, wr, [], [b])} <= {CONDO[0]}


# ---------------------------------------------------------------- the 200 ft rule prefers no parcel short
@pytest.mark.parametrize("width", [40.0, 50.0, 60.0, 75.0])
def test_200_ft_rule_prefers_a_solution_that_leaves_no_parcel_short(width):
    """At a right-angle inside corner with small lots, turning only the corner lot's lines and
    the next ones out once left the two lots beside it short (their lines, turned for them, were
    stopped 188.55 ft out by each other across the corner, for 50 ft lots). A solution with every
    lot's lines at least 200 ft long where they meet exists, and is the one taken."""
    from test_water_rights_real import inside_corner
    parcels, shore = inside_corner(width)
    r = compute_water_rights(parcels, shore, keuka_settings())
    assert not [m.parcel_id for m in r.messages if m.code == "rule_200_unmet"]
    fixed = {m.parcel_id for m in r.messages if m.code == "rule_200_modified"}
    assert {"C", "S00", "E00"} <= fixed
    for a in r.rights_areas:
        if a.closes_at_ft is not None:
            assert a.closes_at_ft >= 200.0 - 0.01, (a.parcel_id, a.closes_at_ft)
    # every line of the corner's parcels runs at least 200 ft before it stops
    for ln in r.lines:
        if {"S00", "C", "E00"} & {ln.parcel_a, ln.parcel_b}:
            assert ln.length_ft >= 200.0 - 0.01, (ln.parcel_a, ln.parcel_b, ln.length_ft, ln.note)
    # the lines turned are the corner's and those of the lots beside it, on both legs
    starts = sorted(ln.geometry.coords[0] for ln in r.lines if ln.modified)
    assert (300 - width, 0.0) in starts and (300.0, width) in starts and len(starts) >= 4


def test_200_ft_rule_with_100_ft_lots_still_turns_only_the_corner_lot():
    from test_water_rights_real import inside_corner
    parcels, shore = inside_corner(100.0)
    r = compute_water_rights(parcels, shore, keuka_settings())
    assert sorted(round(ln.length_ft, 2) for ln in r.lines if ln.modified) == [200.0, 200.0]


# ---------------------------------------------------------------- a lot wrapping round a small one
def wrapping_lake(profile=KEUKA, short: float = 0.0):
    """128.07-1-20 (300 ft along the shore) wraps round 128.07-1-21, a 60 ft lot cut out of its
    front (x 220-280, 60 ft deep; drawn `short` ft short of the mark); neighbours -19 and -22,
    -23 beyond; water north of y = 0."""
    wrap = box(100, -200, 400, 0).difference(box(220, -60, 280, 0))
    parcels = [Parcel("128.07-1-19", box(0, -200, 100, 0)), Parcel("128.07-1-20", wrap),
               Parcel("128.07-1-21", box(220, -60, 280, -short)),
               Parcel("128.07-1-22", box(400, -200, 500, 0)), Parcel("128.07-1-23", box(500, -200, 600, 0))]
    shore = LineString([(-50, 0), (650, 0)])
    return parcels, compute_water_rights(parcels, shore, profile.geometry_settings())


@pytest.mark.parametrize("short", [0.0, 2.0])
def test_wrapping_lot_tie_points_at_every_crossing(short):
    """Drawn 2 ft short of the mark, the small lot is still in a notch of the wrapping lot, not
    behind it (the wrapping lot is not in front of it)."""
    _parcels, wr = wrapping_lake(short=short)
    ties = [(t.point.x, t.parcel_a, t.parcel_b) for t in wr.tie_points]
    assert [(round(x, 6), a, b) for x, a, b in ties] == [
        (0.0, None, "128.07-1-19"), (100.0, "128.07-1-19", "128.07-1-20"),
        (220.0, "128.07-1-20", "128.07-1-21"),
        (280.0, "128.07-1-21", "128.07-1-20"), (400.0, "128.07-1-20", "128.07-1-22"),
        (500.0, "128.07-1-22", "128.07-1-23"), (600.0, "128.07-1-23", None)]
    assert wr.lakeshore_parcels == ["128.07-1-19", "128.07-1-20", "128.07-1-21", "128.07-1-22", "128.07-1-23"]
    assert not [m for m in wr.messages if m.code in ("sliver_bridged", "parcel_fronts_apart", "gap_bridged",
                                                    "unparcelled_lakeshore", "not_lakeshore")]
    # the small lot: its own tie line, lines and water, right in front of it
    small = wr.rights_area("128.07-1-21")
    assert wr.tie_line("128.07-1-21").length_ft == pytest.approx(60.0)
    assert small.geometry.symmetric_difference(box(220, 0, 280, 1500)).area < 1.0
    assert sorted(ln.geometry.coords[0][0] for ln in wr.lines_of("128.07-1-21")) == [220.0, 280.0]
    # the wrapping lot: both pieces, none of the small lot's water
    big = wr.rights_area("128.07-1-20")
    assert big.area_sqft == pytest.approx(240 * 1500, rel=1e-6)
    assert big.geometry.intersection(small.geometry).area < 1e-6
    assert [round(t.length_ft, 6) for t in wr.tie_lines if t.parcel_id == "128.07-1-20"] == [120.0, 120.0]
    assert wr.tie_line("128.07-1-20").length_ft == pytest.approx(240.0)
    assert wr.shoreline_length_in_parcel_ft["128.07-1-20"] == pytest.approx(240.0)
    wraps = [m for m in wr.messages if m.code == "parcel_wraps"]
    assert [m.parcel_id for m in wraps] == ["128.07-1-20"] and "round 128.07-1-21" in wraps[0].text
    assert "120.00 + 120.00 = 240.00 ft" in big.note
    # no stand-in id reaches an output
    ids = {ln.parcel_a for ln in wr.lines} | {ln.parcel_b for ln in wr.lines}
    ids |= {t.parcel_id for t in wr.tie_lines}
    assert ids - {None} == set(wr.lakeshore_parcels)
    assert not [m for m in wr.messages if "piece 2" in m.text]


@pytest.mark.parametrize("law,method", [("keuka", "shoreline"), ("canandaigua", "tie_line")])
def test_wrapping_lot_frontage_is_the_sum_and_the_small_lot_is_eligible(law, method):
    from shoreline_layout.core.rules.allowance import allowed_facilities
    profile = load_profile(law)
    parcels, wr = wrapping_lake(profile)
    big, small = (allowed_facilities(profile, p, wr) for p in parcels[1:3])
    assert (big.frontage_ft, big.frontage_method) == (pytest.approx(240.0), method)
    assert (small.frontage_ft, small.eligible, small.docks_allowed) == (pytest.approx(60.0), True, 1)


def test_wrapping_lot_layouts_are_checked_against_the_right_lines():
    parcels, wr = wrapping_lake()
    layout = [Structure(fid=1, kind="dock", geometry=box(246, -2, 254, 40)),        # the small lot's
              Structure(fid=2, kind="dock", geometry=box(282, -2, 290, 40)),        # 2 ft off its line
              Structure(fid=3, kind="dock", geometry=box(210, 10, 230, 16),
                        construction="seasonal")]                                    # across x = 220
    got = findings(parcels, wr, layout)
    assert ("setback", "128.07-1-20", 2, 2.0) in got
    assert any(g[0] == "outside_rights_area" and g[2] == 3 for g in got)
    assert not [g for g in got if g[2] == 1]
