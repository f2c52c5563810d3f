"""Issue #11 items, per law, each with a case inside the rule and one outside it, named after the
section: reach for residential parcels only, jurisdiction, §44-5I steep slopes, nonconforming
structures, visitor moorings, licensed counts, the City Pier parcels. The parcels are 100 ft wide
on a straight shore (tests/core/rules_fixtures.py); every expectation is a rule code with the
measured value the checker reports."""
from __future__ import annotations

import pytest
from rules_fixtures import buoy, dock, lake, rect, struct
from shapely.geometry import box

from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.allowance import allowance_for
from shoreline_layout.core.rules.check import check_layout

KEUKA = load_profile("keuka")
CANANDAIGUA = load_profile("canandaigua")
LAWS = {"keuka": KEUKA, "canandaigua": CANANDAIGUA}


def run(profile, S=(), B=(), n=3, jurisdiction=None, **kw):
    parcels, wr = lake(n, **kw)
    return check_layout(profile, parcels, wr, list(S), list(B), jurisdiction=jurisdiction)


def of(vs, rule, fid=None):
    return [v for v in vs if v.rule == rule and (fid is None or v.source_fid == fid)]


# ---------------------------------------------------------------- reach: residential only

REACH = [  # law, land use, frontage (tax map / tie line width), dock length, expected code, severity
    ("keuka", "residential", 100, 60, None, None),
    ("keuka", "residential", 100, 80, "reach", "error"),
    ("keuka", "marina", 260, 100, "reach_site_plan", "info"),
    ("keuka", "marina", 260, 60, None, None),
    ("canandaigua", "residential", 100, 55, None, None),
    ("canandaigua", "residential", 100, 80, "reach", "error"),
    ("canandaigua", "restaurant", 160, 100, "reach_site_plan", "info"),
]


@pytest.mark.parametrize("law,use,frontage,length,code,severity", REACH)
def test_reach_is_a_residential_criterion_160_123A_1_b_1_and_44_6A_1_c_ii(law, use, frontage, length,
                                                                           code, severity):
    profile = LAWS[law]
    x = frontage * 1.5            # the middle parcel P1, well clear of its lines
    vs = run(profile, [dock(1, rect(x - 3, -5, 6, length + 5))], n=3, width=frontage,
             land_uses=["residential", use, "residential"], frontage_tax_ft=frontage)
    found = of(vs, "reach") + of(vs, "reach_site_plan")
    if code is None:
        assert found == []
        return
    (v,) = found
    assert (v.rule, v.severity, v.parcel_id) == (code, severity, "P1")
    assert v.measured == pytest.approx(length, abs=0.01)
    assert v.limit == pytest.approx(float(profile.value("reach.reach_ft")))
    if code == "reach_site_plan":
        assert "site-plan review" in v.message and v.section == profile.section(f"land_use.{use}.site_plan")


def test_reach_reading_all_uses_applies_the_limit_to_a_marina_160_123A_1_b_1():
    text = KEUKA.path.read_text(encoding="utf-8").replace(
        'reach_land_uses = { value = "residential"', 'reach_land_uses = { value = "all_uses"')
    from shoreline_layout.core.profiles.loader import build_profile, tomllib
    every = build_profile(tomllib.loads(text), "keuka-all-uses")
    vs = run(every, [dock(1, rect(387, -5, 6, 105))], width=260,
             land_uses=["residential", "marina", "residential"], frontage_tax_ft=260)
    (v,) = of(vs, "reach")
    assert v.severity == "error" and v.measured == pytest.approx(100, abs=0.01)


# ---------------------------------------------------------------- jurisdiction

@pytest.mark.parametrize("law", ["keuka", "canandaigua"])
@pytest.mark.parametrize("y,outside", [(1400, False), (1600, True)])
def test_outside_jurisdiction_beyond_1500_ft_160_120A_44_3(law, y, outside):
    profile = LAWS[law]
    vs = run(profile, B=[buoy(1, 150, y, 10, 5, parcel_id="P1")])
    if outside:
        (v,) = vs
        assert (v.rule, v.severity, v.measured, v.limit) == ("outside_jurisdiction", "info",
                                                             pytest.approx(1600), 1500)
        assert profile.rule("outside_jurisdiction").section in v.section
    else:
        assert of(vs, "outside_jurisdiction") == [] and of(vs, "anchorage_permit")


@pytest.mark.parametrize("x,outside", [(150, False), (250, True)])
def test_outside_jurisdiction_geometry_keuka_outlet_160_120C(x, outside):
    """A jurisdiction area that leaves out P2's water (as the engine leaves out the Keuka Lake
    Outlet): a dock there gets outside_jurisdiction, not a reach error; P1's dock is checked."""
    jur = box(0, 0, 200, 1500)
    vs = run(KEUKA, [dock(1, rect(x - 3, -5, 6, 85))], jurisdiction=jur)
    if outside:
        assert [(v.rule, v.severity) for v in vs] == [("outside_jurisdiction", "info")]
        assert "excludes" in vs[0].message
    else:
        assert [v.rule for v in vs] == ["reach"]


def test_outside_jurisdiction_from_the_water_rights_result_160_120C():
    """The engine's result carries its jurisdiction area (wr.jurisdiction): check_layout uses it."""
    parcels, wr = lake(3)
    wr.jurisdiction = box(0, 0, 200, 1500)        # P2's water left out, as the Outlet is
    vs = check_layout(KEUKA, parcels, wr, [dock(1, rect(247, -5, 6, 85))], [])
    assert [(v.rule, v.severity) for v in vs] == [("outside_jurisdiction", "info")]


# ---------------------------------------------------------------- §44-5I steep slopes

STEEP = [  # law, steep_slope, upland structure near MHW, expect not permitted
    ("canandaigua", True, False, False),
    ("canandaigua", False, False, True),
    ("canandaigua", True, True, True),
    ("keuka", True, False, True),          # §160-122H: never waterside
]


@pytest.mark.parametrize("law,steep,upland,refused", STEEP)
def test_steep_slope_accessory_structure_44_5I(law, steep, upland, refused):
    acc = struct(2, "boat_accessory_structure", rect(150, -5, 10, 12), roof_pitch=4, height_ft=10)
    vs = run(LAWS[law], [acc], steep_slope=steep, upland_structure_near_mhw=upland)
    bad = of(vs, "structure_not_permitted", 2)
    assert bool(bad) == refused
    assert of(vs, "structure_area") == []          # 120 sq ft is the §44-5I(2) limit


@pytest.mark.parametrize("steep,limit", [(True, 1120.0), (False, 720.0)])
def test_steep_slope_allowance_44_5I_3_4(steep, limit):
    """840 sq ft of dock within 20 ft of the MHW mark: over 720, within the 1,120 allowance."""
    a = allowance_for(CANANDAIGUA, "residential", 100, "tie_line", steep_slope=steep)
    assert a.max_dock_area_sqft == limit
    parts = [dock(1, rect(140, -5, 8, 20), dock_id="D", part="walkway")]
    parts += [dock(2 + i, rect(x, -1, 16, 16), dock_id="D", part="appendage")
              for i, x in enumerate((124, 148, 164))]
    vs = run(CANANDAIGUA, parts, steep_slope=steep)
    found = of(vs, "dock_area")
    if steep:
        assert found == []
    else:
        (v,) = found
        assert v.measured == pytest.approx(840, abs=0.01) and v.limit == 720


# ---------------------------------------------------------------- nonconforming structures

@pytest.mark.parametrize("law", ["keuka", "canandaigua"])
@pytest.mark.parametrize("existing,severity", [(True, "warning"), (False, "error")])
def test_existing_80_ft_dock_is_a_nonconformity_160_126A_44_9A(law, existing, severity):
    profile = LAWS[law]
    vs = run(profile, [dock(1, rect(147, -5, 6, 85), existing=existing)])
    (v,) = of(vs, "reach")
    assert v.severity == severity and v.measured == pytest.approx(80, abs=0.01)
    cont = profile.section("nonconforming.existing_may_continue")
    assert (cont in v.section) == existing
    assert ("Nonconforming" in v.message) == existing


def test_existing_seasonal_dock_keuka_not_further_regulated_160_123A_1_e():
    vs = run(KEUKA, [dock(1, rect(147, -5, 6, 85), existing=True, construction="seasonal")])
    (v,) = of(vs, "reach")
    assert v.severity == "info" and "§160-123A(1)(e)" in v.section


REPLACE = [  # law, replacement length (existing is 80 ft out), enlarged?, its reach severity
    ("keuka", 90, True, "error"),
    ("keuka", 80, False, "warning"),
    ("keuka", 40, False, None),             # conforms: lawful (§160-126B(2))
    ("canandaigua", 90, True, "error"),
    ("canandaigua", 75, False, "warning"),
]


@pytest.mark.parametrize("law,length,enlarged,severity", REPLACE)
def test_replacement_may_not_enlarge_160_126B_1_4_and_44_9B_1_4(law, length, enlarged, severity):
    profile = LAWS[law]
    old = dock(1, rect(147, -5, 6, 85), dock_id="OLD", existing=True)
    new = dock(2, rect(147, -5, 6, length + 5), dock_id="NEW", replaces="OLD")
    vs = run(profile, [old, new])
    assert [v for v in vs if v.source_fid == 1] == []          # the replaced dock is not checked
    grown = of(vs, "nonconformity_enlarged", 2)
    if enlarged:
        by_dim = {v.message.split("its ")[1].split(" is ")[0]: v for v in grown}
        assert by_dim["reach"].measured == pytest.approx(length, abs=0.01)
        assert by_dim["reach"].limit == pytest.approx(80, abs=0.01)
        assert by_dim["waterside area"].measured == pytest.approx(6 * length, abs=0.1)
        assert all(v.severity == "error" and v.section == profile.rule("nonconformity_enlarged").section
                   for v in grown)
    else:
        assert grown == []
    reach = of(vs, "reach", 2)
    assert [v.severity for v in reach] == ([severity] if severity else [])


def test_existing_docks_over_the_count_are_a_nonconformity_160_126A():
    # P1 runs x = 50..100; two 330 sq ft docks (no extra small dock) where one is allowed
    two = [dock(1, rect(61, -5, 6, 60), existing=True), dock(2, rect(83, -5, 6, 60), existing=True)]
    (v,) = of(run(KEUKA, two, width=50, frontage_tax_ft=50), "dock_count")
    assert v.severity == "warning" and v.measured == 2 and v.limit == 1
    # a new dock beside an existing one is not a nonconformity
    mixed = [two[0], dock(2, rect(83, -5, 6, 60))]
    (v,) = of(run(KEUKA, mixed, width=50, frontage_tax_ft=50), "dock_count")
    assert v.severity == "error"


# ---------------------------------------------------------------- §160-126B(6) licensed counts

@pytest.mark.parametrize("licensed,boats", [(None, 20), (12, 20), (35, 35)])
def test_licensed_slips_keuka_160_126B_6(licensed, boats):
    a = allowance_for(KEUKA, "restaurant", 120, "tax_map", licensed_slips=licensed)
    assert a.eligible and a.boats_allowed == boats and a.buoys_allowed == boats
    assert ("§160-126B(6)" in a.sections) == (licensed == 35)


def test_licensed_slips_below_minimum_frontage_keuka_160_126B_6():
    assert not allowance_for(KEUKA, "marina", 150, "tax_map").eligible
    a = allowance_for(KEUKA, "marina", 150, "tax_map", licensed_slips=40)
    assert a.eligible and a.boats_allowed == 40
    # Canandaigua has no such clause
    assert allowance_for(CANANDAIGUA, "marina", 150, "tie_line", licensed_slips=40).boats_allowed == 0


# ---------------------------------------------------------------- §160-123A(1)(f) visitors

@pytest.mark.parametrize("law,visitor,over", [("keuka", True, False), ("keuka", False, True),
                                              ("canandaigua", True, True)])
def test_visitor_moorings_not_counted_160_123A_1_f(law, visitor, over):
    profile = LAWS[law]
    allowed = allowance_for(profile, "residential", 100, "tie_line" if law == "canandaigua" else "tax_map")
    n = allowed.buoys_allowed + 1
    bs = [buoy(i, 110 + 12 * i, 300, 3, 2, visitor=(visitor and i == 0)) for i in range(n)]
    vs = run(profile, B=bs, frontage_tax_ft=100)
    assert bool(of(vs, "buoy_count")) == over
    assert bool(of(vs, "boat_count")) == over


# ---------------------------------------------------------------- §44-9B(6) City Pier parcels

@pytest.mark.parametrize("listed", [True, False])
def test_city_pier_boathouse_parcels_grandfathered_44_9B_6(listed):
    profile = CANANDAIGUA.with_values({"nonconforming.grandfathered_parcel_ids": ["P1"] if listed else []})
    vs = run(profile, [dock(1, rect(147, -5, 6, 85))])
    assert [v.rule for v in vs] == (["not_regulated"] if listed else ["reach"])
    if listed:
        assert vs[0].section == "§44-9B(6)" and vs[0].severity == "info"
