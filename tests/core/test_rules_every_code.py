"""The golden layout: one hand-made layout per law that breaks every rule the registry knows,
pinned. The bench digests (test_rules_bench_digest.py) cover six codes of a generated lake; this
covers all of them (core/rules/registry.py), so a change in any rule's finding shows up here.

Each parcel of the straight-shore fixture (100 ft wide, tests/core/rules_fixtures.py) holds one
story; the pinned rows (rule, parcel, layer, feature, severity, measured) were produced by this
layout when the registry was introduced and checked by hand against the law, parcel by parcel
(see the comments)."""
from __future__ import annotations

import collections

import pytest
from rules_fixtures import buoy, dock, lake, rect, struct
from shapely.geometry import LineString, Point, Polygon, box

from shoreline_layout.core.model import Parcel, RightsArea, TieLine, TiePoint
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.rules.registry import REGISTRY

KEUKA = load_profile("keuka")
CANANDAIGUA = load_profile("canandaigua").with_values(
    {"nonconforming.grandfathered_parcel_ids": ["P14"]})
USES = ["residential"] * 9 + ["restaurant", "municipal", "marina"] + ["residential"] * 5

# Codes a law cannot produce: its profile does not have the rule, or nothing in it leads there.
CANNOT = {
    "keuka": {"walkway_width", "walkway_share", "appendage_area",   # [rules] applies = false
              "dock_parts_unlabeled",    # said only where walkway rules apply
              "case_by_case",            # municipal parcels are not regulated (§160-120D)
              "depth_level_missing",     # the lake level is in the law (§160-123A(1)(b)[2])
              "structure_area",          # accessory structures are never waterside (§160-122H)
              "shared_facility"},        # no shared-facility waiver (§160-122D): nothing is shared
    "canandaigua": {"depth_exception"},  # mean low water is blank in the transcription
}


def layout():
    S = [
        # P0: a dock 80 ft out where the water is shallow (depth exception), one on land, an L
        dock(1, rect(40, -5, 6, 85), dock_id="P0a"),
        dock(2, rect(20, -60, 6, 20), dock_id="P0b"),
        dock(3, Polygon([(70, -5), (76, -5), (76, 30), (90, 30), (90, 36), (70, 36)]), dock_id="P0c"),
        # P1: 2 ft from the line x = 100; marked shared with a parcel that is not its neighbour
        dock(4, rect(102, -5, 6, 40), dock_id="P1a", shared_with="P5"),
        # P2: across the line x = 300; two touching docks with different ids
        dock(5, rect(295, -5, 10, 30), dock_id="P2a"),
        dock(6, rect(250, -5, 6, 30), dock_id="P2b"), dock(7, rect(256, -5, 6, 30), dock_id="P2c"),
        # P3: 1,400 sq ft
        dock(8, rect(330, -5, 40, 40), dock_id="P3a"),
        # P4: three 320 sq ft docks, two of them 5 ft apart
        dock(9, rect(415, -5, 8, 45), dock_id="P4a"), dock(10, rect(428, -5, 8, 45), dock_id="P4b"),
        dock(11, rect(470, -5, 8, 45), dock_id="P4c"),
        # P7: a boat station too high, enclosed, two-storey, with 3 slips, pitch 2; a hoist pitch 5;
        # a second station
        struct(12, "boat_station", rect(720, 5, 12, 20), height_ft=20, roof_pitch=2, slips=3,
               enclosed_sides=2, second_floor=True),
        struct(13, "boat_hoist_structure", rect(750, 5, 12, 20), roof_pitch=5, height_ft=12),
        struct(14, "boat_station", rect(770, 5, 12, 20), height_ft=12, roof_pitch=4, slips=1),
        # P8: a boathouse; seven hoists
        struct(15, "boathouse", rect(812, 2, 10, 20), height_ft=12, roof_pitch=4, slips=1),
        *[struct(17 + i, "boat_hoist_structure", rect(845 + 6 * i, 30, 5, 10), height_ft=10)
          for i in range(7)],
        # P9 (restaurant): a 90 ft dock; P10 (municipal) and P11 (marina, 100 ft): one dock each
        dock(30, rect(947, -5, 6, 95), dock_id="P9a"),
        dock(31, rect(1047, -5, 6, 30), dock_id="P10a"),
        dock(32, rect(1147, -5, 6, 30), dock_id="P11a"),
        # P12: a 10 ft walkway and a 300 sq ft appendage reaching past it
        dock(33, rect(1230, -5, 10, 25), dock_id="P12a", part="walkway"),
        dock(34, rect(1240, 15, 10, 30), dock_id="P12a", part="appendage"),
        # ... and a 150 sq ft boat accessory structure
        struct(16, "boat_accessory_structure", rect(1270, -2, 10, 15), height_ft=10, roof_pitch=4),
        # P13: an existing 80 ft dock replaced by a 90 ft one
        dock(35, rect(1347, -5, 6, 85), dock_id="OLD", existing=True),
        dock(36, rect(1347, -5, 6, 95), dock_id="NEW", replaces="OLD"),
        # P14: a plain dock (Canandaigua: a grandfathered City Pier parcel)
        dock(37, rect(1447, -5, 6, 30), dock_id="P14a"),
        # P15 + P16 (§44-5J): a dock across their line, shared by the two: 1,200 sq ft on the water
        dock(42, rect(1580, -5, 40, 35), dock_id="P15a", shared_with="P16"),
        # bad input: no geometry; an absurd height
        struct(40, "dock", Polygon()),
        dock(41, rect(1420, -5, 4, 20), dock_id="P14b", height_ft=500),
        # P17, the last lot of the data: checked, its missing line said (rights_line_missing)
        dock(43, rect(1747, -5, 6, 30), dock_id="P17a"),
    ]
    B = [
        # P5: seven small buoys (more than any 100 ft parcel may have), one 150 ft out
        *[buoy(1 + i, 512 + 12 * i, 60, 3, 2) for i in range(7)],
        buoy(8, 550, 150, 3, 2),
        # P6: a swing circle across the line x = 600, two circles overlapping
        buoy(9, 608, 60, 16, 10), buoy(10, 650, 60, 10, 5), buoy(11, 660, 60, 10, 5),
        # beyond the law's 1,500 ft
        buoy(12, 650, 1600, 10, 5),
    ]
    return S, B


def depth_at(x: float, y: float) -> float:
    """Lake bottom elevation: 1 ft below the Keuka reference level off P0 out to 90 ft, 5 ft elsewhere."""
    level = 712.55
    return level - (1.0 if x < 100 and y < 90 else 5.0)


def town_line_end(parcels, wr):
    """P17 after P16, the last lot of the tax map (a town line): no neighbour after it, so no
    line at x = 1,800 and no rights area (DESIGN.md step 6)."""
    parcels.append(Parcel("P17", box(1700, -200, 1800, 0), frontage_tax_ft=100, source_fid=17))
    wr.lakeshore_parcels.append("P17")
    wr.tie_points[17].parcel_b = wr.lines[17].parcel_b = "P17"
    wr.tie_points.append(TiePoint(18, Point(1800, 0), "P17", None, chainage_ft=1800))
    wr.tie_lines.append(TieLine("P17", LineString([(1700, 0), (1800, 0)]), 100.0))
    wr.rights_areas.append(RightsArea("P17", Polygon(), 0.0, None))
    wr.shoreline = LineString([(0, 0), (1800, 0)])


def run(profile):
    parcels, wr = lake(17, land_uses=USES, frontage_tax_ft=100, steep_slope=True)
    town_line_end(parcels, wr)
    ra = wr.rights_area("P6")
    ra.modified, ra.note = True, "Modified so that its lines are 200 ft long where they meet."
    for ln in wr.lines_of("P6"):
        ln.modified = True
    S, B = layout()
    return check_layout(profile, parcels, wr, S, B, depth_at=depth_at)


def rows(found):
    return [(v.rule, v.parcel_id, v.source_layer, v.source_fid, v.severity,
             None if v.measured is None else round(v.measured, 2)) for v in found]


@pytest.mark.parametrize("law,profile", [("keuka", KEUKA), ("canandaigua", CANANDAIGUA)])
def test_every_code_the_law_can_produce_is_found(law, profile):
    found = run(profile)
    got = {v.rule for v in found}
    possible = {c for c in REGISTRY if (not REGISTRY[c].contract or profile.applies(c))} - CANNOT[law]
    assert got == possible, (sorted(possible - got), sorted(got - possible))


def test_the_two_laws_together_cover_the_whole_registry():
    assert {v.rule for v in run(KEUKA)} | {v.rule for v in run(CANANDAIGUA)} == set(REGISTRY)


@pytest.mark.parametrize("law,profile", [("keuka", KEUKA), ("canandaigua", CANANDAIGUA)])
def test_golden_rows(law, profile):
    found = run(profile)
    assert dict(sorted(collections.Counter(v.rule for v in found).items())) == COUNTS[law]
    assert rows(found) == GOLDEN[law]


COUNTS: dict[str, dict[str, int]] = {
    "keuka": {
        "anchorage_permit": 1, "boat_count": 2, "buoy_contact": 4, "buoy_count": 1, "buoy_swing": 1,
        "depth_exception": 1, "dock_area": 1, "dock_count": 1, "dock_id_conflict": 1, "dock_separation": 2,
        "enclosed_sides": 1, "height": 1, "invalid_geometry": 1, "invalid_value": 1,
        "nonconformity_enlarged": 2, "not_eligible": 1, "not_regulated": 1, "on_land": 1,
        "outside_jurisdiction": 1, "outside_rights_area": 2, "reach": 1, "reach_site_plan": 1,
        "rights_line_missing": 1, "rights_line_modified": 3, "roof_pitch": 2, "second_floor": 1, "setback": 3,
        "shared_waiver": 2,
        "station_slips": 1, "structure_count": 1, "structure_not_permitted": 2,
    },
    "canandaigua": {
        "anchorage_permit": 1, "appendage_area": 1, "boat_count": 3, "buoy_contact": 4, "buoy_count": 1,
        "buoy_swing": 1, "case_by_case": 1, "depth_level_missing": 2, "dock_area": 2, "dock_count": 3,
        "dock_id_conflict": 1, "dock_parts_unlabeled": 1, "dock_separation": 2, "enclosed_sides": 1,
        "height": 1, "invalid_geometry": 1, "invalid_value": 1, "nonconformity_enlarged": 2,
        "not_eligible": 1, "not_regulated": 1, "on_land": 1, "outside_jurisdiction": 1,
        "outside_rights_area": 1, "reach": 2, "reach_site_plan": 1, "rights_line_missing": 1,
        "rights_line_modified": 3,
        "roof_pitch": 1, "second_floor": 1, "setback": 3, "shared_facility": 1, "shared_waiver": 1,
        "station_slips": 1, "structure_area": 1, "structure_count": 2, "structure_not_permitted": 1,
        "walkway_share": 1, "walkway_width": 4,
    },
}
GOLDEN: dict[str, list] = {
    "keuka": [
        ('invalid_geometry', None, 'structures', 40, 'error', None),
        ('invalid_value', None, 'structures', 41, 'error', None),
        ('outside_jurisdiction', None, 'buoys', 12, 'info', 1600.0),
        ('on_land', 'P0', 'structures', 2, 'warning', None),
        ('not_regulated', 'P10', 'parcels', None, 'info', 1.0),
        ('rights_line_missing', 'P17', 'structures', 43, 'warning', None),     # the data ends after P17
        ('shared_waiver', 'P1', 'structures', 4, 'warning', None),
        ('shared_waiver', 'P15', 'structures', 42, 'warning', None),
        ('not_eligible', 'P11', 'parcels', None, 'error', 1.0),
        ('outside_rights_area', 'P15', 'structures', 42, 'error', 20.0),
        ('outside_rights_area', 'P2', 'structures', 5, 'error', 5.0),
        ('setback', 'P1', 'structures', 4, 'error', 2.0),
        ('setback', 'P15', 'structures', 42, 'error', 0.0),
        ('setback', 'P2', 'structures', 5, 'error', 0.0),
        ('depth_exception', 'P0', 'structures', 1, 'info', 80.0),
        ('reach', 'P13', 'structures', 36, 'error', 90.0),
        ('reach_site_plan', 'P9', 'structures', 30, 'info', 90.0),
        ('dock_id_conflict', 'P2', 'structures', 7, 'warning', None),
        ('dock_separation', 'P2', 'structures', 7, 'error', 0.0),
        ('dock_area', 'P3', 'structures', 8, 'error', 1400.0),
        ('dock_separation', 'P4', 'structures', 10, 'error', 5.0),
        ('dock_count', 'P4', 'parcels', None, 'error', 3.0),
        ('boat_count', 'P5', 'parcels', None, 'error', 8.0),
        ('buoy_count', 'P5', 'parcels', None, 'error', 8.0),
        ('boat_count', 'P8', 'parcels', None, 'error', 8.0),
        ('structure_count', 'P8', 'parcels', None, 'error', 7.0),
        ('structure_not_permitted', 'P12', 'structures', 16, 'error', None),
        ('height', 'P7', 'structures', 12, 'error', 20.0),
        ('station_slips', 'P7', 'structures', 12, 'error', 3.0),
        ('enclosed_sides', 'P7', 'structures', 12, 'error', 2.0),
        ('second_floor', 'P7', 'structures', 12, 'error', 2.0),
        ('roof_pitch', 'P7', 'structures', 13, 'error', 5.0),
        ('roof_pitch', 'P7', 'structures', 14, 'error', 4.0),
        ('structure_not_permitted', 'P8', 'structures', 15, 'error', None),
        ('anchorage_permit', 'P5', 'buoys', 8, 'info', 150.0),
        ('buoy_swing', 'P6', 'buoys', 9, 'error', 26.0),
        ('buoy_contact', 'P5', 'buoys', 7, 'error', 24.0),
        ('buoy_contact', 'P6', 'buoys', 9, 'error', 24.0),
        ('buoy_contact', 'P6', 'buoys', 10, 'error', 10.0),
        ('buoy_contact', 'P6', 'buoys', 11, 'error', 10.0),
        ('nonconformity_enlarged', 'P13', 'structures', 36, 'error', 540.0),
        ('nonconformity_enlarged', 'P13', 'structures', 36, 'error', 90.0),
        ('rights_line_modified', 'P5', 'parcels', None, 'info', None),
        ('rights_line_modified', 'P6', 'parcels', None, 'info', None),
        ('rights_line_modified', 'P7', 'parcels', None, 'info', None),
    ],
    "canandaigua": [
        ('invalid_geometry', None, 'structures', 40, 'error', None),
        ('invalid_value', None, 'structures', 41, 'error', None),
        ('outside_jurisdiction', None, 'buoys', 12, 'info', 1600.0),
        ('on_land', 'P0', 'structures', 2, 'warning', None),
        ('case_by_case', 'P10', 'parcels', None, 'info', 1.0),
        ('not_regulated', 'P14', 'parcels', None, 'info', 2.0),
        ('rights_line_missing', 'P17', 'structures', 43, 'warning', None),     # the data ends after P17
        ('shared_waiver', 'P1', 'structures', 4, 'warning', None),
        ('not_eligible', 'P11', 'parcels', None, 'error', 1.0),
        ('outside_rights_area', 'P2', 'structures', 5, 'error', 5.0),
        ('setback', 'P1', 'structures', 4, 'error', 2.0),
        ('setback', 'P2', 'structures', 5, 'error', 0.0),
        ('depth_level_missing', 'P0', 'structures', 1, 'info', 80.0),
        ('reach', 'P0', 'structures', 1, 'error', 80.0),
        ('depth_level_missing', 'P13', 'structures', 36, 'info', 90.0),
        ('reach', 'P13', 'structures', 36, 'error', 90.0),
        ('reach_site_plan', 'P9', 'structures', 30, 'info', 90.0),
        ('dock_parts_unlabeled', 'P0', 'structures', 3, 'info', None),
        ('dock_area', 'P15', 'structures', 42, 'error', 1200.0),
        ('dock_id_conflict', 'P2', 'structures', 7, 'warning', None),
        ('dock_separation', 'P2', 'structures', 7, 'error', 0.0),
        ('dock_area', 'P3', 'structures', 8, 'error', 1400.0),
        ('dock_separation', 'P4', 'structures', 10, 'error', 5.0),
        ('walkway_width', 'P12', 'structures', 33, 'error', 10.0),
        ('walkway_share', 'P12', 'structures', 33, 'error', 0.44),
        ('appendage_area', 'P12', 'structures', 34, 'error', 300.0),
        ('walkway_width', 'P15', 'structures', 42, 'error', 40.0),
        ('walkway_width', 'P2', 'structures', 5, 'error', 10.0),
        ('walkway_width', 'P3', 'structures', 8, 'error', 40.0),
        ('dock_count', 'P0', 'parcels', None, 'error', 2.0),
        ('dock_count', 'P2', 'parcels', None, 'error', 3.0),
        ('dock_count', 'P4', 'parcels', None, 'error', 3.0),
        ('boat_count', 'P5', 'parcels', None, 'error', 8.0),
        ('buoy_count', 'P5', 'parcels', None, 'error', 8.0),
        ('boat_count', 'P7', 'parcels', None, 'error', 5.0),
        ('structure_count', 'P7', 'parcels', None, 'error', 2.0),
        ('boat_count', 'P8', 'parcels', None, 'error', 8.0),
        ('structure_count', 'P8', 'parcels', None, 'error', 7.0),
        ('structure_area', 'P12', 'structures', 16, 'error', 150.0),
        ('height', 'P7', 'structures', 12, 'error', 20.0),
        ('roof_pitch', 'P7', 'structures', 12, 'error', 2.0),
        ('station_slips', 'P7', 'structures', 12, 'error', 3.0),
        ('enclosed_sides', 'P7', 'structures', 12, 'error', 2.0),
        ('second_floor', 'P7', 'structures', 12, 'error', 2.0),
        ('structure_not_permitted', 'P8', 'structures', 15, 'error', 100.0),
        ('anchorage_permit', 'P5', 'buoys', 8, 'info', 150.0),
        ('setback', 'P5', 'buoys', 1, 'error', 7.0),
        ('buoy_swing', 'P6', 'buoys', 9, 'error', 26.0),
        ('buoy_contact', 'P5', 'buoys', 7, 'error', 24.0),
        ('buoy_contact', 'P6', 'buoys', 9, 'error', 24.0),
        ('buoy_contact', 'P6', 'buoys', 10, 'error', 10.0),
        ('buoy_contact', 'P6', 'buoys', 11, 'error', 10.0),
        ('shared_facility', 'P15', 'structures', 42, 'error', 1200.0),
        ('nonconformity_enlarged', 'P13', 'structures', 36, 'error', 540.0),
        ('nonconformity_enlarged', 'P13', 'structures', 36, 'error', 90.0),
        ('rights_line_modified', 'P5', 'parcels', None, 'info', None),
        ('rights_line_modified', 'P6', 'parcels', None, 'info', None),
        ('rights_line_modified', 'P7', 'parcels', None, 'info', None),
    ],
}
