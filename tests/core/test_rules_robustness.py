"""Bad layout input never raises: each problem becomes a finding with a clear message."""
from __future__ import annotations

import math

import pytest
from rules_fixtures import buoy, codes, dock, lake, only, rect, struct
from shapely.geometry import LineString, MultiPoint, Point, Polygon

from shoreline_layout.core.model import Buoy, Structure
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout

KEUKA = load_profile("keuka")
CANANDAIGUA = load_profile("canandaigua")


def run(S=(), B=(), profile=KEUKA, **kw):
    parcels, wr = lake(3, **kw)
    return check_layout(profile, parcels, wr, list(S), list(B))


BOWTIE = Polygon([(140, 0), (150, 40), (150, 0), (140, 40)])   # self-intersecting


@pytest.mark.parametrize("geom, severity, fragment", [
    pytest.param(None, "error", "no geometry", id="missing geometry"),
    pytest.param(Polygon(), "error", "no geometry", id="empty polygon"),
    pytest.param(Polygon([(140, 0), (150, 0), (160, 0)]), "error", "zero area", id="zero-area polygon"),
    pytest.param(LineString([(140, 0), (140, 40)]), "error", "not an area", id="line instead of polygon"),
    pytest.param(Point(140, 10), "error", "not an area", id="point instead of polygon"),
])
def test_bad_structure_geometry_is_a_finding(geom, severity, fragment):
    vs = run(S=[Structure(fid=7, kind="dock", geometry=geom)])
    v = only(vs, "invalid_geometry")
    assert v.severity == severity and v.source_fid == 7 and fragment in v.message


def test_self_intersecting_polygon_is_repaired_and_checked():
    vs = run(S=[Structure(fid=3, kind="dock", geometry=BOWTIE)])
    v = only(vs, "invalid_geometry")
    assert v.severity == "warning" and "repaired" in v.message
    assert set(codes(vs)) == {"invalid_geometry"}      # the repaired bow tie complies


def test_structure_wholly_on_land():
    vs = run(S=[dock(1, rect(140, -60, 8, 40))])
    v = only(vs, "on_land")
    assert v.severity == "warning" and "land side" in v.message and v.parcel_id == "P1"
    assert codes(vs) == ["on_land"]


def test_structure_on_land_without_parcel_id_or_rights_area():
    vs = run(S=[dock(1, rect(140, -60, 8, 40), parcel_id=None)])
    assert codes(vs) == ["on_land"]


def test_buoy_on_land_is_an_error():
    vs = run(B=[buoy(1, 150, -30)])
    v = only(vs, "on_land")
    assert v.severity == "error" and "float" in v.message


def test_buoy_with_parcel_id_on_land_is_an_error():
    vs = run(B=[buoy(1, 150, -30, parcel_id="P1")])
    assert only(vs, "on_land").severity == "error"


@pytest.mark.parametrize("geom", [
    pytest.param(MultiPoint([(150, 20), (160, 20)]), id="multipoint"),
    pytest.param(Point(), id="empty point"),
    pytest.param(Point(float("nan"), 10), id="nan coordinate"),
])
def test_bad_buoy_geometry(geom):
    vs = run(B=[Buoy(fid=2, geometry=geom, vessel_length_ft=20, rode_length_ft=10)])
    v = only(vs, "invalid_geometry")
    assert v.severity == "error" and v.source_layer == "buoys"


@pytest.mark.parametrize("vessel, rode", [(-5, 10), (0, 10), (20, -1), (float("nan"), 10), ("long", 3),
                                          (None, 10), (1e9, 1)])
def test_absurd_buoy_lengths(vessel, rode):
    vs = run(B=[Buoy(fid=4, geometry=Point(150, 40), vessel_length_ft=vessel, rode_length_ft=rode)])
    v = only(vs, "invalid_value")
    assert v.severity == "error" and "swing circle cannot be checked" in v.message
    assert "buoy_swing" not in codes(vs) and "buoy_contact" not in codes(vs)


@pytest.mark.parametrize("field, value, fragment", [
    ("height_ft", -3, "height"),
    ("height_ft", 500, "height"),
    ("height_ft", float("nan"), "height"),
    ("height_ft", "tall", "height"),
    ("roof_pitch", -1, "roof pitch"),
    ("roof_pitch", 400, "roof pitch"),
    ("slips", -2, "slips"),
    ("enclosed_sides", -1, "enclosed sides"),
    ("construction", "floating", "construction"),
])
def test_absurd_structure_values(field, value, fragment):
    s = struct(5, "boat_station", rect(140, 10, 12, 20), **{field: value})
    vs = run(S=[s])
    v = only(vs, "invalid_value")
    assert v.severity == "error" and fragment in v.message
    assert "height" not in codes(vs) and "roof_pitch" not in codes(vs)


def test_unknown_kind_and_part():
    vs = run(S=[Structure(fid=1, kind="gazebo", geometry=rect(140, 5, 8, 8)),
                dock(2, rect(120, 0, 6, 30), part="pier")])
    msgs = [v.message for v in vs if v.rule == "invalid_value"]
    assert any("gazebo" in m for m in msgs) and any("pier" in m for m in msgs)


def test_dock_parts_with_different_dock_ids():
    vs = run(S=[dock(1, rect(140, 0, 6, 40), dock_id="A", part="walkway"),
                dock(2, rect(146, 30, 12, 8), dock_id="B", part="appendage")], frontage_tax_ft=150)
    v = only(vs, "dock_id_conflict")
    assert "different dock_id" in v.message and v.severity == "warning"
    assert only(vs, "dock_separation").measured == pytest.approx(0.0)


def test_dock_id_split_across_parcels():
    vs = run(S=[dock(1, rect(140, 0, 6, 40), dock_id="A"), dock(2, rect(240, 0, 6, 40), dock_id="A")])
    assert "dock_id_conflict" in codes(vs)


def test_disjoint_parts_of_one_dock():
    vs = run(S=[dock(1, rect(120, 0, 6, 40), dock_id="A"), dock(2, rect(160, 0, 6, 40), dock_id="A")])
    v = only(vs, "dock_id_conflict")
    assert "separate pieces" in v.message


def test_unknown_parcel_id_falls_back_to_location():
    vs = run(S=[dock(1, rect(140, 0, 6, 40), parcel_id="NOPE")])
    v = only(vs, "invalid_value")
    assert v.severity == "warning" and "NOPE" in v.message and v.parcel_id == "P1"


def test_feature_outside_every_rights_area():
    vs = run(S=[dock(1, rect(140, 1600, 6, 40))], B=[buoy(1, 1000, 50)])
    assert codes(vs) == ["outside_rights_area", "outside_rights_area"]
    assert all(v.parcel_id is None for v in vs)


def test_parcel_without_rights_area():
    parcels, wr = lake(3)
    wr.rights_areas = [ra for ra in wr.rights_areas if ra.parcel_id != "P1"]
    vs = check_layout(KEUKA, parcels, wr, [dock(1, rect(140, 0, 6, 40), parcel_id="P1")], [])
    v = only(vs, "outside_rights_area")
    assert "no rights area" in v.message and v.parcel_id == "P1"


def test_empty_inputs_and_unknown_parcel_ids():
    parcels, wr = lake(2)
    assert check_layout(KEUKA, parcels, wr, [], []) == []
    assert check_layout(KEUKA, parcels, wr, None, None) == []
    assert check_layout(KEUKA, parcels, wr, [dock(1, rect(40, 0, 6, 70))], [], parcel_ids=["X"]) == []


def test_empty_lake():
    parcels, wr = lake(1)
    wr.rights_areas, wr.lines = [], []
    vs = check_layout(CANANDAIGUA, parcels, wr, [dock(1, rect(40, 0, 6, 30))], [buoy(1, 50, 40)])
    assert set(codes(vs)) <= {"outside_rights_area", "on_land"}


def test_depth_sampler_that_raises_does_not_stop_the_check():
    def broken(x, y):
        raise RuntimeError("raster not readable")
    parcels, wr = lake(3)
    vs = check_layout(KEUKA, parcels, wr, [dock(1, rect(140, 0, 6, 70))], [], depth_at=broken)
    assert only(vs, "reach").limit == pytest.approx(65)


def test_multipolygon_structure_is_checked():
    from shapely.geometry import MultiPolygon
    mp = MultiPolygon([rect(120, 0, 6, 70), rect(160, 0, 6, 30)])
    vs = run(S=[Structure(fid=1, kind="dock", geometry=mp)])
    assert only(vs, "reach").measured == pytest.approx(70)


def test_every_finding_is_well_formed():
    S = [dock(1, rect(99, 0, 30, 90)), struct(2, "boathouse", rect(150, 5, 10, 10), height_ft=40),
         Structure(fid=3, kind="dock", geometry=None), struct(4, "vessel", rect(195, 20, 20, 8))]
    B = [buoy(1, 150, 150, 30, 40), buoy(2, 160, 150), buoy(3, 150, -10)]
    for profile in (KEUKA, CANANDAIGUA):
        for v in run(S=S, B=B, profile=profile):
            assert v.severity in ("error", "warning", "info")
            assert v.message and v.message[0].isupper()
            assert v.measured is None or math.isfinite(v.measured)
            assert v.geometry is None or v.geometry.is_valid
