"""core/session.parcel_layout: which structures and buoys are a parcel's (what its site plan
draws and counts), decided as check_layout decides it — on the hand-built straight lake of
rules_fixtures (parcels P0..P2, 100 ft wide, rights areas straight out)."""
from __future__ import annotations

from rules_fixtures import buoy, dock, lake, rect, struct
from shapely.geometry import Polygon

from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.session import parcel_layout

PROFILE = load_profile("keuka")


def test_a_feature_is_the_named_parcels_else_the_rights_area_it_overlaps_most() -> None:
    parcels, wr = lake(3)
    walkway = dock(1, rect(147, 0, 6, 40), dock_id="D1", part="walkway")
    straddling = struct(2, "boat_hoist_structure", rect(180, 5, 50, 10))     # 20 ft in P1, 30 ft in P2
    named = struct(3, "boat_hoist_structure", rect(120, 5, 10, 10), parcel_id="P0")   # in P1's water
    unknown = struct(4, "boat_hoist_structure", rect(160, 20, 10, 10), parcel_id="P9")  # no such parcel
    empty = struct(5, "swim_float", Polygon())
    bowtie = struct(6, "swim_float", Polygon([(110, 50), (130, 70), (130, 50), (110, 70)]))  # self-crossing
    structures = [walkway, straddling, named, unknown, empty, bowtie]
    inside, told, elsewhere = buoy(1, 120, 80), buoy(2, 250, 80, parcel_id="P1"), buoy(3, 50, 80)
    buoys = [inside, told, elsewhere]

    assert parcel_layout("P1", structures, buoys, wr, parcels) == ([walkway, unknown, bowtie], [inside, told])
    assert parcel_layout("P2", structures, buoys, wr, parcels) == ([straddling], [])
    assert parcel_layout("P0", structures, buoys, wr, parcels) == ([named], [elsewhere])
    assert parcel_layout("P7", structures, buoys, wr, parcels) == ([], [])


def test_the_site_plans_grouping_is_the_checks() -> None:
    """The parcel check_layout files a feature's own findings under is the parcel that has it."""
    parcels, wr = lake(3)
    too_long = dock(1, rect(180, 0, 6, 90), dock_id="D1", part="walkway")          # reach, in P1
    straddling = struct(2, "boat_hoist_structure", rect(180, 5, 50, 10))          # setback, in P2
    unknown = dock(3, rect(60, 0, 6, 80), dock_id="D3", part="walkway", parcel_id="P9")  # reach, in P0
    structures = [too_long, straddling, unknown]
    found = {(v.source_fid, v.rule): v.parcel_id for v in check_layout(PROFILE, parcels, wr, structures, [])}
    assert found[(1, "reach")] == "P1" and found[(3, "reach")] == "P0"
    assert "P2" in {pid for (fid, _rule), pid in found.items() if fid == 2}
    for pid in ("P0", "P1", "P2"):
        mine = {s.fid for s in parcel_layout(pid, structures, [], wr, parcels)[0]}
        filed = {fid for (fid, rule), p in found.items() if p == pid and rule in ("reach", "setback")}
        assert filed <= mine, (pid, filed, mine)
    assert {s.fid for s in parcel_layout("P2", structures, [], wr, parcels)[0]} == {2}
