"""Canandaigua Lake (§44, 2002 proposed): every numeric rule just inside and just outside its limit.

Shore along y = 0, water north, parcels P0, P1, P2 of equal width (default 100 ft; P1 spans
x width..2*width); the lineal feet of lakeshore is the tie-line length, i.e. the width.
"""
from __future__ import annotations

import pytest
from rules_fixtures import buoy, codes, dock, lake, only, rect, struct

from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout

PROFILE = load_profile("canandaigua")
MLW = 688.0
WITH_MLW = PROFILE.with_values({"levels.mean_low_water_ft": MLW})


def run(S=(), B=(), n=3, width=100.0, uses=None, depth_at=None, parcel_ids=None, profile=PROFILE,
        **parcel_kw):
    parcels, wr = lake(n, land_uses=uses, width=width, **parcel_kw)
    return check_layout(profile, parcels, wr, list(S), list(B), depth_at=depth_at, parcel_ids=parcel_ids)


def case(name, rule, section, measured=None, limit=None, ok=False, **kw):
    return pytest.param(dict(rule=rule, section=section, measured=measured, limit=limit, ok=ok, kw=kw),
                        id=name)


def shallow(x: float, y: float) -> float:
    """Bottom at mean low water at the shore, 3 ft below it 100 ft out."""
    return MLW - 0.03 * y


W200 = dict(width=200.01)   # a parcel where a boathouse is allowed (more than 200 ft)

CASES = [
    # §44-5D setbacks apply to everything, seasonal or not
    case("§44-5D setback residential 10.01 ok", "setback", "§44-5D", ok=True,
         S=[dock(1, rect(110.01, 0, 8, 40), construction="seasonal")]),
    case("§44-5D seasonal dock at 9.99 violates", "setback", "§44-5D", 9.99, 10,
         S=[dock(1, rect(109.99, 0, 8, 40), construction="seasonal")]),
    case("§44-5D hoist at 9.99 violates", "setback", "§44-5D", 9.99, 10,
         S=[struct(1, "boat_hoist_structure", rect(109.99, 10, 10, 12))]),
    case("§44-5D moored vessel at 9.99 violates", "setback", "§44-5D", 9.99, 10,
         S=[struct(1, "vessel", rect(170.01, 20, 20, 8))]),
    case("§44-5D setback other uses 20.01 ok", "setback", "§44-5D", ok=True,
         S=[dock(1, rect(170.01, 0, 8, 40))], width=150, uses=["restaurant"] * 3),
    case("§44-5D setback other uses 19.99 violates", "setback", "§44-5D", 19.99, 20,
         S=[dock(1, rect(169.99, 0, 8, 40))], width=150, uses=["restaurant"] * 3),
    # §44-5J shared facility between two residential neighbours
    case("§44-5J shared dock on the common line: no setback", "setback", "§44-5D", ok=True,
         S=[dock(1, rect(96, 0, 8, 40), parcel_id="P1", shared_with="P0")]),
    case("§44-5J shared dock on the common line: inside the pair's area", "outside_rights_area", "§44-5C",
         ok=True, S=[dock(1, rect(96, 0, 8, 40), parcel_id="P1", shared_with="P0")]),
    case("§44-5J the other side line keeps its setback: 9.99 violates", "setback", "§44-5D", 9.99, 10,
         S=[dock(1, rect(182.01, 0, 8, 40), parcel_id="P1", shared_with="P0")]),
    case("§44-5J shared with a non-neighbour: not waived", "shared_waiver", "§44-5J",
         S=[dock(1, rect(96, 0, 8, 40), parcel_id="P1", shared_with="P3")], n=4),
    case("§44-5J shared between other-use parcels: not waived", "shared_waiver", "§44-5J",
         S=[dock(1, rect(146, 0, 8, 40), parcel_id="P1", shared_with="P0")], width=150,
         uses=["restaurant"] * 3),
    case("§44-5J shared with a non-neighbour: setback stands", "setback", "§44-5D", 0, 10,
         S=[dock(1, rect(96, 0, 8, 40), parcel_id="P1", shared_with="P3")], n=4),
    # §44-6A(1)(c)(ii) reach 60 ft
    case("§44-6A(1)(c)(ii) reach 59.99 ok", "reach", "§44-6A(1)(c)(ii)", ok=True,
         S=[dock(1, rect(140, 0, 8, 59.99))]),
    case("§44-6A(1)(c)(ii) reach 60.01 violates", "reach", "§44-6A(1)(c)(ii)", 60.01, 60,
         S=[dock(1, rect(140, 0, 8, 60.01))]),
    # §44-6A(1)(c)(iii) depth exception: mean low water minus 3 ft
    case("§44-6A(1)(c)(iii) no mean low water level: the exception needs it", "depth_level_missing",
         "§44-6A(1)(c)(iii)", 80, 60, S=[dock(1, rect(140, 0, 7, 80))], depth_at=shallow),
    case("§44-6A(1)(c)(iii) no mean low water level: 60 ft stands", "reach", "§44-6A(1)(c)(ii)", 80, 60,
         S=[dock(1, rect(140, 0, 7, 80))], depth_at=shallow),
    case("§44-6A(1)(c)(iii) with MLW: dock to 99.99 ok", "reach", "§44-6A(1)(c)(iii)", ok=True,
         S=[dock(1, rect(140, 0, 7, 99.99))], depth_at=shallow, profile=WITH_MLW),
    case("§44-6A(1)(c)(iii) with MLW: dock to 100.01 violates", "reach", "§44-6A(1)(c)(iii)", 100.01, 100,
         S=[dock(1, rect(140, 0, 7, 100.01))], depth_at=shallow, profile=WITH_MLW),
    # §44-6A(1)(c) dock area 720 (one dock up to 100 ft)
    case("§44-6A(1)(c) dock area 719.88 ok", "dock_area", "§44-6A(1)(c)", ok=True,
         S=[dock(1, rect(130, 0, 12, 59.99))]),
    case("§44-6A(1)(c) dock area 720.12 violates", "dock_area", "§44-6A(1)(c)", 720.12, 720,
         S=[dock(1, rect(130, 0, 12, 60.01))]),
    # §44-6A(1)(e) consolidation 1,080 where two docks are allowed (over 100 ft)
    case("§44-6A(1)(e) consolidated 1,079.9 ok", "dock_area", "§44-6A(1)(e)", ok=True,
         S=[dock(1, rect(180, 0, 18, 59.994))], width=150),
    case("§44-6A(1)(e) consolidated 1,080.1 violates", "dock_area", "§44-6A(1)(e)", 1080.1, 1080,
         S=[dock(1, rect(180, 0, 18, 60.006))], width=150),
    # §44-6A(1)(c)(i) main walkway: width 8, at least 50% of the length
    case("§44-6A(1)(c)(i) walkway 8 wide ok", "walkway_width", "§44-6A(1)(c)(i)", ok=True,
         S=[dock(1, rect(140, 0, 8, 40), dock_id="A", part="walkway")]),
    case("§44-6A(1)(c)(i) walkway 8.01 wide violates", "walkway_width", "§44-6A(1)(c)(i)", 8.01, 8,
         S=[dock(1, rect(140, 0, 8.01, 40), dock_id="A", part="walkway")]),
    case("§44-6A(1)(c)(i) plain rectangular dock 8.01 wide is all walkway", "walkway_width",
         "§44-6A(1)(c)(i)", 8.01, 8, S=[dock(1, rect(140, 0, 8.01, 40))]),
    case("§44-6A(1)(c)(i) walkway 35 of 70 ft ok", "walkway_share", "§44-6A(1)(c)(i)", ok=True,
         S=[dock(1, rect(140, 0, 6, 35), dock_id="A", part="walkway"),
            dock(2, rect(146, 30, 6, 40), dock_id="A", part="appendage")]),
    case("§44-6A(1)(c)(i) walkway 34.9 of 70 ft violates", "walkway_share", "§44-6A(1)(c)(i)",
         34.9 / 70, 0.5,
         S=[dock(1, rect(140, 0, 6, 34.9), dock_id="A", part="walkway"),
            dock(2, rect(146, 30, 6, 40), dock_id="A", part="appendage")]),
    case("§44-6A(1)(c)(i) a hoist at the end counts in the total length", "walkway_share",
         "§44-6A(1)(c)(i)", 30 / 61, 0.5,
         S=[dock(1, rect(140, 0, 6, 30), dock_id="A", part="walkway"),
            dock(2, rect(146, 25, 6, 30), dock_id="A", part="appendage"),
            struct(3, "boat_hoist_structure", rect(140, 49, 6, 12))]),
    # §44-6A(1)(c)(iv) appendages 256 sq ft each
    case("§44-6A(1)(c)(iv) appendage 256 ok", "appendage_area", "§44-6A(1)(c)(iv)", ok=True,
         S=[dock(1, rect(140, 0, 6, 40), dock_id="A", part="walkway"),
            dock(2, rect(146, 20, 16, 16), dock_id="A", part="appendage")]),
    case("§44-6A(1)(c)(iv) appendage 256.16 violates", "appendage_area", "§44-6A(1)(c)(iv)", 256.16, 256,
         S=[dock(1, rect(140, 0, 6, 40), dock_id="A", part="walkway"),
            dock(2, rect(146, 20, 16, 16.01), dock_id="A", part="appendage")]),
    case("§44-6A(1)(c)(iv) the walkway under an appendage is not appendage", "appendage_area",
         "§44-6A(1)(c)(iv)", ok=True,
         S=[dock(1, rect(140, 0, 6, 40), dock_id="A", part="walkway"),
            dock(2, rect(140, 20, 22, 16), dock_id="A", part="appendage")]),
    # §44-6A(1)(d) separation
    case("§44-6A(1)(d) docks 10.01 apart ok", "dock_separation", "§44-6A(1)(d)", ok=True,
         S=[dock(1, rect(170, 0, 6, 40)), dock(2, rect(186.01, 0, 6, 40))], width=150),
    case("§44-6A(1)(d) docks 9.99 apart violate", "dock_separation", "§44-6A(1)(d)", 9.99, 10,
         S=[dock(1, rect(170, 0, 6, 40)), dock(2, rect(185.99, 0, 6, 40))], width=150),
    # §44-6A(1) counts: docks and boat slips
    case("§44-6A(1) 100 ft: two docks violate", "dock_count", "§44-6A(1)", 2, 1,
         S=[dock(1, rect(115, 0, 6, 30)), dock(2, rect(160, 0, 6, 30))]),
    case("§44-6A(1) 100.01 ft: two docks ok", "dock_count", "§44-6A(1)", ok=True,
         S=[dock(1, rect(115, 0, 6, 30)), dock(2, rect(160, 0, 6, 30))], width=100.01),
    case("§44-6A(1) 3 slips at 100 ft: 3 ok", "boat_count", "§44-6A(1)", ok=True,
         S=[dock(1, rect(115, 0, 6, 30), slips=2), struct(2, "boat_hoist_structure", rect(130, 10, 10, 12))]),
    case("§44-6A(1) 3 slips at 100 ft: 4 violate", "boat_count", "§44-6A(1)", 4, 3,
         S=[dock(1, rect(115, 0, 6, 30), slips=2), struct(2, "boat_hoist_structure", rect(130, 10, 10, 12))],
         B=[buoy(1, 160, 50, 15, 10)]),
    case("§44-6A(1)(f) an existing station's storage counts as slips", "boat_count", "§44-6A(1)", 4, 3,
         S=[dock(1, rect(115, 0, 6, 30), slips=2),
            struct(2, "boat_station", rect(130, 10, 10, 12), slips=2, existing=True, roof_pitch=4)]),
    # §44-6A(1)(b) buoys: no more than the slips, none in the 0-25 ft category
    case("§44-6A(1)(b) 25 ft: a buoy violates", "buoy_count", "§44-6A(1)(b)", 1, 0,
         B=[buoy(1, 37.5, 30, 1, 1)], width=25),
    case("§44-6A(1)(b) 25.01 ft: a buoy ok", "buoy_count", "§44-6A(1)(b)", ok=True,
         B=[buoy(1, 37.5, 30, 1, 1)], width=25.01),
    case("§44-6A(1)(b) more buoys than slips violate", "buoy_count", "§44-6A(1)(b)", 4, 3,
         B=[buoy(i, 150, 20 + 20 * i, 2, 2) for i in range(4)]),
    # §44-5E swing circle inside the lines; §44-6A(1)(b) → §44-5D setback for the circle
    case("§44-5E swing radius 50.01 at 50 ft from the line violates", "buoy_swing", "§44-5E", 50.01, 50,
         B=[buoy(1, 150, 60, 30, 20.01)]),
    case("§44-6A(1)(b) swing circle 10 ft from the line ok", "setback", "§44-5D, §44-6A(1)(b)", ok=True,
         B=[buoy(1, 150, 60, 30, 10)]),
    case("§44-6A(1)(b) swing circle 9.99 ft from the line violates", "setback", "§44-5D, §44-6A(1)(b)",
         9.99, 10, B=[buoy(1, 150, 60, 30, 10.01)]),
    case("§44-5E swing circles overlapping violate", "buoy_contact", "§44-5E", 30, 30.02,
         B=[buoy(1, 150, 30, 10, 5.01), buoy(2, 150, 60, 10, 5.01)]),
    case("§44-7G(3) buoy 100.01 ft out needs a special anchorage area", "anchorage_permit", "§44-7G(3)",
         100.01, 100, B=[buoy(1, 150, 100.01)]),
    case("§44-7G(3) buoy 99.99 ft out ok", "anchorage_permit", "§44-7G(3)", ok=True, B=[buoy(1, 150, 99.99)]),
    # §44-5F..H heights 15 ft
    case("§44-5F hoist height 15 ok", "height", "§44-5F", ok=True,
         S=[struct(1, "boat_hoist_structure", rect(140, 10, 12, 20), height_ft=15)]),
    case("§44-5F hoist height 15.01 violates", "height", "§44-5F", 15.01, 15,
         S=[struct(1, "boat_hoist_structure", rect(140, 10, 12, 20), height_ft=15.01)]),
    case("§44-5G station height 15.01 violates", "height", "§44-5G", 15.01, 15,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), height_ft=15.01, roof_pitch=4)]),
    case("§44-5H boathouse height 15 ok", "height", "§44-5H", ok=True,
         S=[struct(1, "boathouse", rect(240, 10, 12, 20), height_ft=15, roof_pitch=4)], **W200),
    case("§44-5H boathouse height 15.01 violates", "height", "§44-5H", 15.01, 15,
         S=[struct(1, "boathouse", rect(240, 10, 12, 20), height_ft=15.01, roof_pitch=4)], **W200),
    # roofs at least 3/12
    case("§44-5G station roof 3/12 ok", "roof_pitch", "§44-5G", ok=True,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), roof_pitch=3)]),
    case("§44-5G station roof 2.99/12 violates", "roof_pitch", "§44-5G", 2.99, 3,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), roof_pitch=2.99)]),
    case("§44-5G station without a roof violates", "roof_pitch", "§44-5G", None, 3,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20))]),
    case("§44-5H boathouse roof 2.99/12 violates", "roof_pitch", "§44-5H", 2.99, 3,
         S=[struct(1, "boathouse", rect(240, 10, 12, 20), roof_pitch=2.99)], **W200),
    # slips per station / boathouse
    case("§44-5G station with 2 slips ok", "station_slips", "§44-5G", ok=True,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), slips=2, roof_pitch=4)]),
    case("§44-5G station with 3 slips violates", "station_slips", "§44-5G", 3, 2,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), slips=3, roof_pitch=4)]),
    case("§44-5G one-slip parcel: station with 2 slips violates", "station_slips", "§44-5G", 2, 1,
         S=[struct(1, "boat_station", rect(27, 10, 10, 12), slips=2, roof_pitch=4)], width=25),
    case("§44-5H boathouse with 3 slips violates", "station_slips", "§44-5H", 3, 2,
         S=[struct(1, "boathouse", rect(240, 10, 12, 20), slips=3, roof_pitch=4)], **W200),
    case("§44-5G station with an enclosed side violates", "enclosed_sides", "§44-5G", 1, 0,
         S=[struct(1, "boat_station", rect(140, 10, 12, 20), enclosed_sides=1, roof_pitch=4)]),
    case("§44-5H boathouse with a second floor violates", "second_floor", "§44-5H", 2, 1,
         S=[struct(1, "boathouse", rect(240, 10, 12, 20), second_floor=True, roof_pitch=4)], **W200),
    # one station per parcel; a boathouse takes its place
    case("§44-5G two stations violate", "structure_count", "§44-5G", 2, 1,
         S=[struct(1, "boat_station", rect(120, 10, 12, 20), roof_pitch=4),
            struct(2, "boat_station", rect(160, 10, 12, 20), roof_pitch=4)]),
    case("§44-5H a station and a boathouse violate", "structure_count", "§44-5H", 2, 1,
         S=[struct(1, "boat_station", rect(230, 10, 12, 20), roof_pitch=4),
            struct(2, "boathouse", rect(300, 10, 12, 20), roof_pitch=4)], **W200),
    # boathouse only above 200 ft
    case("§44-5H boathouse at 200 ft violates", "structure_not_permitted", "§44-5H", 200, 200,
         S=[struct(1, "boathouse", rect(240, 10, 12, 20), roof_pitch=4)], width=200),
    case("§44-5H boathouse at 200.01 ft ok", "structure_not_permitted", "§44-5H", ok=True,
         S=[struct(1, "boathouse", rect(240, 10, 12, 20), roof_pitch=4)], **W200),
    # §44-5I steep slopes
    case("§44-5I accessory structure needs a steep slope", "structure_not_permitted", "§44-5I",
         S=[struct(1, "boat_accessory_structure", rect(140, 2, 10, 10), roof_pitch=4)]),
    case("§44-5I(2) accessory 120 sq ft ok", "structure_area", "§44-5I(2)", ok=True,
         S=[struct(1, "boat_accessory_structure", rect(140, 2, 10, 12), roof_pitch=4)], steep_slope=True),
    case("§44-5I(2) accessory 120.1 sq ft violates", "structure_area", "§44-5I(2)", 120.1, 120,
         S=[struct(1, "boat_accessory_structure", rect(140, 2, 10, 12.01), roof_pitch=4)], steep_slope=True),
    case("§44-5I(2) accessory height 15.01 violates", "height", "§44-5I(2)", 15.01, 15,
         S=[struct(1, "boat_accessory_structure", rect(140, 2, 10, 10), roof_pitch=4, height_ft=15.01)],
         steep_slope=True),
    case("§44-5I(5) accessory to 19.99 ft ok", "reach", "§44-5I(5)", ok=True,
         S=[struct(1, "boat_accessory_structure", rect(140, 9.99, 10, 10), roof_pitch=4)], steep_slope=True),
    case("§44-5I(5) accessory to 20.01 ft violates", "reach", "§44-5I(5)", 20.01, 20,
         S=[struct(1, "boat_accessory_structure", rect(140, 10.01, 10, 10), roof_pitch=4)], steep_slope=True),
    case("§44-5I(6) accessory roof 2.99/12 violates", "roof_pitch", "§44-5I(6)", 2.99, 3,
         S=[struct(1, "boat_accessory_structure", rect(140, 2, 10, 10), roof_pitch=2.99)], steep_slope=True),
    case("§44-5I(4) dock 1,000 + accessory 120 = 1,120 ok", "dock_area", "§44-5I(4)", ok=True,
         S=[dock(1, rect(110, 0, 25, 40)), struct(2, "boat_accessory_structure", rect(160, 2, 10, 12),
                                                   roof_pitch=4)], steep_slope=True),
    case("§44-5I(4) dock 1,000.1 + accessory 120 violates", "dock_area", "§44-5I(4)", 1120.1, 1120,
         S=[dock(1, rect(110, 0, 25, 40.004)), struct(2, "boat_accessory_structure", rect(160, 2, 10, 12),
                                                       roof_pitch=4)], steep_slope=True),
    case("§44-5I(5) extra dock space within 20 ft: 720 beyond ok", "dock_area", "§44-5I(5)", ok=True,
         S=[dock(1, rect(110, 0, 20, 56))], steep_slope=True),
    case("§44-5I(5) extra dock space within 20 ft: 720.2 beyond violates", "dock_area", "§44-5I(5)",
         720.2, 720, S=[dock(1, rect(110, 0, 20, 56.01))], steep_slope=True),
    case("§44-5I(1) no accessory structure with an upland structure near the shore",
         "structure_not_permitted",
         "§44-5I(1)", S=[struct(1, "boat_accessory_structure", rect(140, 2, 10, 10), roof_pitch=4)],
         steep_slope=True, upland_structure_near_mhw=True),
    case("§44-5N swim floats are not among the permitted kinds", "structure_not_permitted", "§44-5N",
         S=[struct(1, "swim_float", rect(140, 50, 10, 10))]),
]


@pytest.mark.parametrize("c", CASES)
def test_rule(c):
    vs = run(**c["kw"])
    found = [v for v in vs if v.rule == c["rule"]]
    if c["ok"]:
        assert not [v for v in found if v.section == c["section"]], [v.message for v in found]
        return
    assert found, f"no {c['rule']} among {[(v.rule, v.message) for v in vs]}"
    v = next((v for v in found if v.section == c["section"]), found[0])
    assert v.section == c["section"]
    if c["measured"] is not None:
        assert v.measured == pytest.approx(c["measured"], abs=0.01)
    if c["limit"] is not None:
        assert v.limit == pytest.approx(c["limit"], abs=0.01)
    assert v.message and c["section"].split(",")[0] in v.message


def test_clean_layout_has_no_findings():
    vs = run(S=[dock(1, rect(140, 0, 6, 40), dock_id="D", part="walkway", slips=2),
                dock(2, rect(146, 30, 10, 8), dock_id="D", part="appendage"),
                struct(3, "boat_hoist_structure", rect(125, 15, 10, 12), height_ft=12, enclosed_sides=0)])
    assert vs == []


def test_municipal_is_case_by_case():
    vs = run(S=[dock(1, rect(140, 0, 30, 90))], uses=["residential", "municipal", "residential"])
    assert codes(vs) == ["case_by_case"]
    assert vs[0].severity == "info" and vs[0].section == "§44-5O"


def test_hotel_has_no_numbers_so_not_eligible():
    vs = run(S=[dock(1, rect(140, 0, 8, 40))], uses=["hotel"] * 3)
    v = only(vs, "not_eligible")
    assert v.measured == 1 and v.limit == 0 and v.severity == "error"


def test_shared_waiver_never_lifts_the_area_limit():
    vs = run(S=[dock(1, rect(90, 0, 20, 40), parcel_id="P1", shared_with="P0")])
    v = only(vs, "dock_area")
    assert v.measured == pytest.approx(800) and v.limit == pytest.approx(720)
    assert "setback" not in codes(vs) and "outside_rights_area" not in codes(vs)


def test_unlabelled_shaped_dock_asks_for_parts():
    l_shape = rect(140, 0, 6, 40).union(rect(146, 30, 10, 6))
    vs = run(S=[dock(1, l_shape)])
    assert codes(vs) == ["dock_parts_unlabeled"]
    assert vs[0].severity == "info"


def test_touching_docks_with_different_ids_are_flagged():
    vs = run(S=[dock(1, rect(200, 0, 6, 40), dock_id="A"), dock(2, rect(206, 30, 10, 6), dock_id="B")],
             width=150)
    assert "dock_id_conflict" in codes(vs)
    sep = only(vs, "dock_separation")
    assert sep.measured == pytest.approx(0.0)
