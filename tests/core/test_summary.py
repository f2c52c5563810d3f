"""core/summary: the figures a site plan shows, computed in the core (issue #11 "One place")."""
from __future__ import annotations

import pytest
from rules_fixtures import buoy, dock, lake, rect, struct
from shapely.geometry import box

from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.profiles.loader import build_profile, tomllib
from shoreline_layout.core.rules.allowance import allowed_facilities
from shoreline_layout.core.summary import certification, summarize

KEUKA = load_profile("keuka")
CANANDAIGUA = load_profile("canandaigua")


def summary(profile, structures, buoys=(), width=100.0, land_use="residential", **kw):
    parcels, wr = lake(3, land_uses=["residential", land_use, "residential"], width=width,
                       frontage_tax_ft=width, **kw)
    p1 = parcels[1]
    a = allowed_facilities(profile, p1, wr)
    land = box(0, -200, 3 * width, 0)
    return summarize(profile, p1, wr, a, list(structures), list(buoys), land=land)


@pytest.mark.parametrize("profile,width,section,words", [
    (KEUKA, 100.0, "§160-123A(1)(d)[1]", "Town or Village Clerk"),
    (CANANDAIGUA, 150.0, "§44-6A(1)(e)(i),(ii)", "Ontario County Clerk"),
])
@pytest.mark.parametrize("side,consolidated", [(30.0, True), (24.0, False)])
def test_consolidation_notice_160_123A_1_d_1_and_44_6A_1_e(profile, width, section, words, side,
                                                            consolidated):
    x = width * 1.5 - side / 2
    s = summary(profile, [dock(1, rect(x, 0, side, side), dock_id="D1")], width=width)
    assert s.consolidated == (["Dock D1"] if consolidated else [])
    if consolidated:
        assert s.consolidation_notice[0] == section and words in s.consolidation_notice[1]
    else:
        assert s.consolidation_notice is None
    (area,) = [r for r in s.rows if r.key == "area"]
    assert area.proposed == pytest.approx(side * side)


def test_dimensions_boats_and_setback_of_a_keuka_layout():
    S = [dock(1, rect(140, -5, 6, 45), dock_id="D1", slips=2),
         struct(2, "boat_hoist_structure", rect(147, 10, 10, 12)),
         struct(3, "ice_breaker", rect(105, 5, 2, 2))]
    B = [buoy(1, 170, 200, 10, 5), buoy(2, 130, 250, 10, 5, visitor=True)]
    s = summary(KEUKA, S, B)
    d = s.docks[0]
    assert (d.width_ft, d.length_ft, d.area_sqft) == (pytest.approx(6), pytest.approx(40), pytest.approx(240))
    assert d.reach_ft == pytest.approx(40)
    # 2 slips at the dock + 1 in the hoist + 1 buoy; the visitor mooring is not counted (§160-123A(1)(f))
    assert (s.boats.total, s.boats.at_buoys, s.boats.visitors) == (4, 1, 1)
    assert s.buoys_counted == 1
    rows = {r.key: r for r in s.rows}
    assert (rows["docks"].allowed, rows["docks"].proposed) == (2, 1)
    assert (rows["boats"].allowed, rows["boats"].proposed) == (6, 4)
    # the ice breaker is setback-exempt (§160-122D); the hoist is seasonal (§160-123A(1)(e))
    assert [n for n, _ in rows["setback"].proposed_items] == ["Dock D1"]
    assert rows["setback"].proposed == pytest.approx(40)
    assert {f.label: f.setback_exempt for f in s.structures} == {
        "Dock D1": False, "Boat hoist structure 1": True, "Ice breaker 1": True}
    assert s.reach_binds and s.reach_note == "farther to 3 ft depth" and s.projection_ft == 1500


def test_canandaigua_sets_back_everything_44_5D():
    S = [dock(1, rect(140, -5, 6, 45), dock_id="D1"),
         struct(2, "boat_hoist_structure", rect(147, 10, 10, 12))]
    s = summary(CANANDAIGUA, S)
    assert not any(f.setback_exempt for f in s.structures)
    assert s.reach_note == "farther to 3 ft depth"


def test_reach_is_not_a_number_for_a_marina():
    s = summary(KEUKA, [dock(1, rect(380, -5, 6, 105))], width=260.0, land_use="marina")
    (reach,) = [r for r in s.rows if r.key == "reach"]
    assert reach.allowed is None and reach.proposed == pytest.approx(100)
    assert not s.reach_binds and "site-plan review (§160-123A(2)(a)[2])" in s.reach_note


def test_certification_comes_from_the_profile_not_its_name():
    k, c = certification(KEUKA), certification(CANANDAIGUA)
    assert (k.section, k.intro) == ("§160-124E", "I hereby certify that")
    assert k.frontage_term == "Lake shoreline footage"
    assert c.section == "§44-7F" and c.paragraphs[0].startswith("1. I hereby certify")
    assert c.site_plan_section == "§44-7G(1)(b)" and "lineal feet of lakeshore" in c.site_plan_text
    data = tomllib.loads(KEUKA.path.read_text(encoding="utf-8"))
    data["profile"]["name"] = "canandaigua"          # a misleading name changes nothing
    assert certification(build_profile(data, "renamed")) == k
    del data["site_plan"]                             # a law that states none gets none
    bare = certification(build_profile(data, "bare"))
    assert (bare.section, bare.paragraphs, bare.site_plan_section) == ("", (), "")


def test_a_dock_on_a_self_crossing_lot_counts_only_its_water_and_warns_nothing():
    """#26 item 20: writing a site plan put "RuntimeWarning: invalid value encountered in
    intersects" (core/summary.py) into a warning tab: a tax map's self-crossing lot made GEOS's
    predicate fail, and the dock's part on that lot was counted as water (252 sq ft, not 240)."""
    import warnings

    from shapely.geometry import LineString, Polygon, box

    from shoreline_layout.core.model import Structure
    from shoreline_layout.core.profiles import load_profile
    from shoreline_layout.core.summary import structure_figures

    bowtie = Polygon([(40, 0), (60, 0), (40, -10), (60, -10)])     # crosses itself at (50, -5)
    dock = Structure(fid=1, kind="dock", geometry=box(47, -2, 53, 40), dock_id="D1", part="walkway")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        (fig,) = structure_figures(load_profile("keuka"), [dock], LineString([(0, 0), (300, 0)]), bowtie)
    assert fig.area_sqft == pytest.approx(6 * 40)
