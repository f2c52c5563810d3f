"""Keuka Lake (§160-118..131): every numeric rule just inside and just outside its limit.

Shore along y = 0, water north, parcels P0, P1, P2 each 100 ft wide (P1 spans x 100..200);
features sit on P1 unless a case says otherwise. Frontage comes from the tax map
(frontage_tax_ft) where a case needs a band other than [100, 200).
"""
from __future__ import annotations

import pytest
from rules_fixtures import buoy, codes, dock, lake, only, rect, struct

from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout

PROFILE = load_profile("keuka")


def run(S=(), B=(), n=3, width=100.0, uses=None, depth_at=None, parcel_ids=None, **parcel_kw):
    parcels, wr = lake(n, land_uses=uses, width=width, **parcel_kw)
    return check_layout(PROFILE, parcels, wr, list(S), list(B), depth_at=depth_at, parcel_ids=parcel_ids)


def case(name, rule, section, measured=None, limit=None, ok=False, **kw):
    return pytest.param(dict(rule=rule, section=section, measured=measured, limit=limit, ok=ok, kw=kw),
                        id=name)


def shallow(x: float, y: float) -> float:
    """Bottom elevation: 712.55 at the shore, falling 0.03 ft per ft: 3 ft deep (709.55) at y = 100."""
    return 712.55 - 0.03 * y


def steep_bottom(x: float, y: float) -> float:
    """3 ft deep at 712.55 already at y = 50."""
    return 712.55 - 0.06 * y


CASES = [
    # §160-122D setbacks: 10 ft residential, 20 ft other uses
    case("§160-122D setback residential 10.01 ok", "setback", "§160-122D", ok=True,
         S=[dock(1, rect(110.01, 0, 8, 40))]),
    case("§160-122D setback residential 9.99 violates", "setback", "§160-122D", 9.99, 10,
         S=[dock(1, rect(109.99, 0, 8, 40))]),
    case("§160-122D setback other uses 20.01 ok", "setback", "§160-122D", ok=True,
         S=[dock(1, rect(320.01, 0, 8, 40))], n=3, width=300, uses=["marina"] * 3),
    case("§160-122D setback other uses 19.99 violates", "setback", "§160-122D", 19.99, 20,
         S=[dock(1, rect(319.99, 0, 8, 40))], n=3, width=300, uses=["marina"] * 3),
    case("§160-123A(1)(e) seasonal dock 1 ft from the line: no setback", "setback", "§160-122D", ok=True,
         S=[dock(1, rect(101, 0, 8, 40), construction="seasonal")]),
    case("§160-123A(1)(e) seasonal dock across the line violates", "outside_rights_area", "§160-122C(1)",
         2.0, 0.0, S=[dock(1, rect(98, 0, 8, 40), construction="seasonal")]),
    case("§160-122D ice breaker 1 ft from the line: no setback", "setback", "§160-122D", ok=True,
         S=[struct(1, "ice_breaker", rect(101, 30, 2, 2))]),
    case("§160-122D ice breaker across the line violates", "outside_rights_area", "§160-122D", 0.5, 0.0,
         S=[struct(1, "ice_breaker", rect(99.5, 30, 2, 2))]),
    case("§160-122D vessel 0.5 ft past the line violates", "outside_rights_area", "§160-122D", 0.5, 0.0,
         S=[struct(1, "vessel", rect(180.5, 20, 20, 8))]),
    case("§160-123A(1)(e) swim float 0.25 ft past the line violates", "outside_rights_area",
         "§160-123A(1)(e)", 0.25, 0.0, S=[struct(1, "swim_float", rect(190.25, 80, 10, 10),
                                                 construction="seasonal")]),
    # §160-123A(1)(b)[1] reach 65 ft
    case("§160-123A(1)(b)[1] reach 64.99 ok", "reach", "§160-123A(1)(b)[1]", ok=True,
         S=[dock(1, rect(140, 0, 8, 64.99))]),
    case("§160-123A(1)(b)[1] reach 65.01 violates", "reach", "§160-123A(1)(b)[1]", 65.01, 65,
         S=[dock(1, rect(140, 0, 8, 65.01))]),
    case("§160-123A(1)(b)[1] hoist beyond the reach violates", "reach", "§160-123A(1)(b)[1]", 66, 65,
         S=[dock(1, rect(140, 0, 6, 60)), struct(2, "boat_hoist_structure", rect(146, 54, 12, 12))]),
    # §160-123A(1)(b)[2] depth exception: 3 ft at lake level 712.55, reached 100 ft out
    case("§160-123A(1)(b)[2] shallow water: dock to 99.99 ok", "reach", "§160-123A(1)(b)[2]", ok=True,
         S=[dock(1, rect(140, 0, 7, 99.99))], depth_at=shallow),
    case("§160-123A(1)(b)[2] shallow water: dock to 100.01 violates", "reach", "§160-123A(1)(b)[2]",
         100.01, 100.0, S=[dock(1, rect(140, 0, 7, 100.01))], depth_at=shallow),
    case("§160-123A(1)(b)[2] deep at 65 ft: no extension, 65.01 violates", "reach", "§160-123A(1)(b)[1]",
         65.01, 65, S=[dock(1, rect(140, 0, 8, 65.01))], depth_at=steep_bottom),
    # §160-123A(1)(b) dock area 720 (one dock allowed below 100 ft of frontage)
    case("§160-123A(1)(b) dock area 719.88 ok", "dock_area", "§160-123A(1)(b)", ok=True,
         S=[dock(1, rect(130, 0, 12, 59.99))], frontage_tax_ft=99.99),
    case("§160-123A(1)(b) dock area 720.12 violates", "dock_area", "§160-123A(1)(b)", 720.12, 720,
         S=[dock(1, rect(130, 0, 12, 60.01))], frontage_tax_ft=99.99),
    case("§160-123A(1)(b) walkway and appendage parts add up: 736 violates", "dock_area",
         "§160-123A(1)(b)", 736, 720,
         S=[dock(1, rect(130, 0, 8, 62), dock_id="A", part="walkway"),
            dock(2, rect(138, 40, 20, 12), dock_id="A", part="appendage")], frontage_tax_ft=99.99),
    case("§160-123A(1)(b) open water of a hoist is not dock area: 704 ok", "dock_area", "§160-123A(1)(b)",
         ok=True, S=[dock(1, rect(130, 0, 12, 62)), struct(2, "boat_hoist_structure", rect(134, 40, 4, 10))],
         frontage_tax_ft=99.99),
    # §160-123A(1)(d) consolidation: 1,200 where two docks are allowed
    case("§160-123A(1)(d) consolidated 1,199.9 ok", "dock_area", "§160-123A(1)(d)", ok=True,
         S=[dock(1, rect(130, 0, 20, 59.995))]),
    case("§160-123A(1)(d) consolidated 1,200.1 violates", "dock_area", "§160-123A(1)(d)", 1200.1, 1200,
         S=[dock(1, rect(130, 0, 20, 60.005))]),
    case("§160-123A(1)(d) consolidated dock counts as two: a third dock violates", "dock_count",
         "§160-123A(1)(a)", 3, 2, S=[dock(1, rect(130, 0, 20, 50)), dock(2, rect(170, 0, 6, 20))]),
    # §160-123A(1)(b) extra dock under 300 sq ft if no permitted dock exceeds 300
    case("§160-123A(1)(b) extra small dock, permitted dock 299.99 ok", "dock_count", "§160-123A(1)(a)",
         ok=True, S=[dock(1, rect(120, 0, 5, 59.998)), dock(2, rect(160, 0, 5, 40))], frontage_tax_ft=99.99),
    case("§160-123A(1)(b) extra small dock, permitted dock 300.01 violates", "dock_count",
         "§160-123A(1)(a)", 2, 1,
         S=[dock(1, rect(120, 0, 5, 60.002)), dock(2, rect(160, 0, 5, 40))], frontage_tax_ft=99.99),
    case("§160-123A(1)(b) extra small dock must be under 300: two of 300 violate", "dock_count",
         "§160-123A(1)(a)", 2, 1,
         S=[dock(1, rect(120, 0, 5, 60)), dock(2, rect(160, 0, 5, 60))], frontage_tax_ft=99.99),
    # §160-123A(1)(c) separation 10 ft
    case("§160-123A(1)(c) docks 10.01 apart ok", "dock_separation", "§160-123A(1)(c)", ok=True,
         S=[dock(1, rect(120, 0, 6, 40)), dock(2, rect(136.01, 0, 6, 40))]),
    case("§160-123A(1)(c) docks 9.99 apart violate", "dock_separation", "§160-123A(1)(c)", 9.99, 10,
         S=[dock(1, rect(120, 0, 6, 40)), dock(2, rect(135.99, 0, 6, 40))]),
    # §160-123A(1)(a) dock count by frontage
    case("§160-123A(1)(a)[1] 99.99 ft: two docks violate", "dock_count", "§160-123A(1)(a)", 2, 1,
         S=[dock(1, rect(115, 0, 8, 40)), dock(2, rect(160, 0, 8, 40))], frontage_tax_ft=99.99),
    case("§160-123A(1)(a)[2] 100 ft: two docks ok", "dock_count", "§160-123A(1)(a)", ok=True,
         S=[dock(1, rect(115, 0, 8, 40)), dock(2, rect(160, 0, 8, 40))], frontage_tax_ft=100.0),
    case("§160-123A(1)(a)[2] 199.99 ft: three docks violate", "dock_count", "§160-123A(1)(a)", 3, 2,
         S=[dock(1, rect(112, 0, 8, 40)), dock(2, rect(140, 0, 8, 40)), dock(3, rect(175, 0, 8, 40))],
         frontage_tax_ft=199.99),
    case("§160-123A(1)(a)[3] 200 ft: three docks ok", "dock_count", "§160-123A(1)(a)", ok=True,
         S=[dock(1, rect(112, 0, 8, 40)), dock(2, rect(140, 0, 8, 40)), dock(3, rect(175, 0, 8, 40))],
         frontage_tax_ft=200.0),
    case("§160-123A(1)(e) swim floats do not count as docks", "dock_count", "§160-123A(1)(a)", ok=True,
         S=[dock(1, rect(115, 0, 8, 40)), struct(2, "swim_float", rect(150, 50, 10, 10))],
         frontage_tax_ft=99.99),
    # §160-122M moorings for boats: docks, hoists, stations and buoys
    case("§160-122M 4 moorings at 99.99 ft: 4 ok", "boat_count", "§160-122M", ok=True,
         S=[dock(1, rect(115, 0, 8, 40), slips=2), struct(2, "boat_hoist_structure", rect(125, 10, 10, 12))],
         B=[buoy(1, 160, 50)], frontage_tax_ft=99.99),
    case("§160-122M 4 moorings at 99.99 ft: 5 violate", "boat_count", "§160-122M", 5, 4,
         S=[dock(1, rect(115, 0, 8, 40), slips=2), struct(2, "boat_hoist_structure", rect(125, 10, 10, 12))],
         B=[buoy(1, 160, 50), buoy(2, 160, 90, 10, 5)], frontage_tax_ft=99.99),
    case("§160-122F one hoist per allowed boat: 5 hoists for 4 violate", "structure_count", "§160-122F", 5, 4,
         S=[struct(i, "boat_hoist_structure", rect(105 + 18 * i, 5, 10, 12)) for i in range(5)],
         frontage_tax_ft=99.99),
    # §160-122E swing circle inside the lines, clear of other circles and structures
    case("§160-122E swing radius 49.99 at 50 ft from the line ok", "buoy_swing", "§160-122E", ok=True,
         B=[buoy(1, 150, 60, 30, 19.99)]),
    case("§160-122E swing radius 50.01 at 50 ft from the line violates", "buoy_swing", "§160-122E",
         50.01, 50, B=[buoy(1, 150, 60, 30, 20.01)]),
    case("§160-122E swing circles 60 apart, radii 29.99+30 ok", "buoy_contact", "§160-122E", ok=True,
         B=[buoy(1, 130, 60, 20, 9.99), buoy(2, 130, 120, 20, 10)]),
    case("§160-122E swing circles 60 apart, radii 30.01+30 violate", "buoy_contact", "§160-122E", 60, 60.01,
         B=[buoy(1, 130, 60, 20, 10.01), buoy(2, 130, 120, 20, 10)]),
    case("§160-122E swing circle 30.01 from a dock ok at radius 30", "buoy_contact", "§160-122E", ok=True,
         S=[dock(1, rect(120, 0, 8, 40))], B=[buoy(1, 158.01, 30, 20, 10)]),
    case("§160-122E swing circle 29.99 from a dock violates at radius 30", "buoy_contact", "§160-122E",
         29.99, 30, S=[dock(1, rect(120, 0, 8, 40))], B=[buoy(1, 157.99, 30, 20, 10)]),
    case("§160-122E neighbour's buoy counts too", "buoy_contact", "§160-122E", 40, 50,
         B=[buoy(1, 180, 60, 15, 10), buoy(2, 220, 60, 15, 10)]),
    # §160-124F(3) anchorage permit beyond 100 ft
    case("§160-124F(3) buoy 99.99 ft out ok", "anchorage_permit", "§160-124F(3)", ok=True,
         B=[buoy(1, 150, 99.99)]),
    case("§160-124F(3) buoy 100.01 ft out needs a permit", "anchorage_permit", "§160-124F(3)", 100.01, 100,
         B=[buoy(1, 150, 100.01)]),
    # §160-122F/G hoists and stations
    case("§160-122G station height 15 ok", "height", "§160-122G", ok=True,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), height_ft=15)]),
    case("§160-122G station height 15.01 violates", "height", "§160-122G", 15.01, 15,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), height_ft=15.01)]),
    case("§160-122G station roof pitch 3/12 ok", "roof_pitch", "§160-122G", ok=True,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), roof_pitch=3)]),
    case("§160-122G station roof pitch 3.01/12 violates", "roof_pitch", "§160-122G", 3.01, 3,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), roof_pitch=3.01)]),
    case("§160-122F hoist roof pitch 3/12 ok", "roof_pitch", "§160-122F", ok=True,
         S=[struct(1, "boat_hoist_structure", rect(140, 10, 12, 20), roof_pitch=3)]),
    case("§160-122F hoist roof pitch 3.01/12 violates", "roof_pitch", "§160-122F", 3.01, 3,
         S=[struct(1, "boat_hoist_structure", rect(140, 10, 12, 20), roof_pitch=3.01)]),
    case("§160-122G station with 2 slips ok", "station_slips", "§160-122G", ok=True,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), slips=2)]),
    case("§160-122G station with 3 slips violates", "station_slips", "§160-122G", 3, 2,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), slips=3)]),
    case("§160-122G open-sided station ok", "enclosed_sides", "§160-122G", ok=True,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), enclosed_sides=0)]),
    case("§160-122G station with an enclosed side violates", "enclosed_sides", "§160-122G", 1, 0,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), enclosed_sides=1)]),
    case("§160-122F hoist with a second-floor sundeck violates", "second_floor", "§160-122F", 2, 1,
         S=[struct(1, "boat_hoist_structure", rect(140, 10, 12, 20), second_floor=True)]),
    case("§160-122H boathouse not permitted", "structure_not_permitted", "§160-122H",
         S=[struct(1, "boathouse", rect(140, 10, 12, 20))]),
    case("§160-122H boat accessory structure not permitted", "structure_not_permitted", "§160-122H",
         S=[struct(1, "boat_accessory_structure", rect(140, 2, 8, 8))]),
    # eligibility
    case("§160-123A(2)(a)[1] marina below 200 ft with a dock is not eligible", "not_eligible",
         "§160-123A(2)(a)[1]", 1, 0, S=[dock(1, rect(140, 0, 8, 40))], uses=["marina"] * 3,
         frontage_tax_ft=199.99),
]


@pytest.mark.parametrize("c", CASES)
def test_rule(c):
    vs = run(**c["kw"])
    found = [v for v in vs if v.rule == c["rule"]]
    if c["ok"]:
        assert not found, [v.message for v in found]
        return
    assert found, f"no {c['rule']} among {[(v.rule, v.message) for v in vs]}"
    v = found[0]
    assert v.section == c["section"]
    if c["measured"] is not None:
        assert v.measured == pytest.approx(c["measured"], abs=0.01)
    if c["limit"] is not None:
        assert v.limit == pytest.approx(c["limit"], abs=0.01)
    assert v.severity in ("error", "warning", "info")
    assert v.message and c["section"] in v.message
    assert v.geometry is not None and not v.geometry.is_empty


def test_clean_layout_has_no_findings():
    vs = run(S=[dock(1, rect(140, 0, 8, 50), dock_id="D", part="walkway", slips=2),
                dock(2, rect(148, 40, 12, 8), dock_id="D", part="appendage"),
                struct(3, "boat_hoist_structure", rect(125, 20, 12, 12), roof_pitch=2, enclosed_sides=0)],
             B=[buoy(1, 160, 90, 20, 10)])
    assert vs == []


def test_reach_geometry_is_the_part_beyond_the_line():
    vs = run(S=[dock(1, rect(140, 0, 8, 70))])
    v = only(vs, "reach")
    assert v.geometry.area == pytest.approx(8 * 5, abs=0.01)
    assert v.geometry.bounds[1] == pytest.approx(65, abs=1e-6)


def test_setback_geometry_is_the_overlap_with_the_strip():
    v = only(run(S=[dock(1, rect(105, 0, 8, 40))]), "setback")
    assert v.measured == pytest.approx(5)
    assert v.geometry.area == pytest.approx(5 * 40, abs=0.01)


def test_depth_exception_is_reported_as_info():
    vs = run(S=[dock(1, rect(140, 0, 7, 90))], depth_at=shallow)
    v = only(vs, "depth_exception")
    assert v.severity == "info"
    assert v.measured == pytest.approx(90) and v.limit == pytest.approx(100, abs=0.01)
    assert "reach" not in codes(vs)


def test_depth_exception_needs_no_data_to_stop_the_check():
    vs = run(S=[dock(1, rect(140, 0, 7, 70))], depth_at=lambda x, y: None)
    assert only(vs, "reach").limit == pytest.approx(65)


def test_consolidated_message_says_second_dock_waived():
    vs = run(S=[dock(1, rect(130, 0, 20, 61))])
    v = only(vs, "dock_area")
    assert "waived" in v.message and v.limit == pytest.approx(1200)


def test_municipal_parcel_is_not_regulated():
    vs = run(S=[dock(1, rect(140, 0, 30, 90)), struct(2, "boathouse", rect(105, 0, 10, 10))],
             uses=["residential", "municipal", "residential"])
    assert codes(vs) == ["not_regulated"]
    v = vs[0]
    assert v.severity == "info" and v.section == "§160-120D" and v.parcel_id == "P1"


def test_rights_line_modified_is_info():
    parcels, wr = lake(3)
    wr.lines[1].modified = True
    wr.lines[1].note = "rotated 4.2° to meet the 200 ft rule"
    wr.rights_areas[0].modified = True
    vs = check_layout(PROFILE, parcels, wr, [], [])
    found = [v for v in vs if v.rule == "rights_line_modified"]
    assert sorted(v.parcel_id for v in found) == ["P0", "P1"]
    assert all(v.severity == "info" and v.limit == 200 and v.section == "§160-122C(2)" for v in found)
    assert "rotated" in found[0].message


def test_feature_assigned_by_location_and_by_parcel_id():
    # located in P2's rights area but explicitly P1's: outside its rights area
    vs = run(S=[dock(1, rect(240, 0, 8, 40), parcel_id="P1")])
    v = only(vs, "outside_rights_area")
    assert v.parcel_id == "P1" and v.measured == pytest.approx(48)
    # without parcel_id it belongs to P2 and complies
    assert run(S=[dock(1, rect(240, 0, 8, 40))]) == []


def test_live_recheck_limits_to_the_parcels_asked():
    S = [dock(1, rect(105, 0, 8, 70)), dock(2, rect(205, 0, 8, 70))]
    all_v = run(S=S)
    assert sorted({v.parcel_id for v in all_v}) == ["P1", "P2"]
    one = run(S=S, parcel_ids=["P2"])
    assert {v.parcel_id for v in one} == {"P2"}
    assert codes(one) == codes([v for v in all_v if v.parcel_id == "P2"])


def test_live_recheck_still_sees_the_neighbours_buoy():
    B = [buoy(1, 180, 60, 15, 10), buoy(2, 220, 60, 15, 10)]
    one = run(B=B, parcel_ids=["P2"])
    v = only(one, "buoy_contact")
    assert v.parcel_id == "P2" and v.measured == pytest.approx(40)
