"""suggest_layout (core/suggest): the largest dock, hoists and buoys per parcel, always checked.

Water-rights results come from the real engine (compute_water_rights) on straight shores and on
a wandering synthetic lake; every suggestion is re-checked here by check_layout over the whole
lake (not only by the loop inside suggest_layout).
"""
from __future__ import annotations

import math

import pytest
import shapely
from lakegen import make_lake
from shapely.geometry import LineString, Polygon, box

from shoreline_layout.core.model import Parcel
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.suggest.layout import SuggestOptions, suggest_layout
from shoreline_layout.core.suggest.moorings import CLEARANCE_FT, place_buoys
from shoreline_layout.core.water_rights import compute_water_rights

KEUKA = load_profile("keuka")
CANANDAIGUA = load_profile("canandaigua")


def straight(profile, widths, frontage=None):
    """Lots side by side along a straight shore y = 0, water north; the engine's result."""
    parcels, x = [], 0.0
    for i, w in enumerate(widths):
        parcels.append(Parcel(f"P{i}", box(x, -200, x + w, 0),
                              frontage_tax_ft=(frontage or {}).get(i, w)))
        x += w
    wr = compute_water_rights(parcels, LineString([(0, 0), (x, 0)]), profile.geometry_settings())
    return parcels, wr


def errors(profile, parcels, wr, suggestions, depth_at=None):
    structures = [s for sug in suggestions for s in sug.structures]
    buoys = [b for sug in suggestions for b in sug.buoys]
    found = check_layout(profile, parcels, wr, structures, buoys, depth_at)
    return [v for v in found if v.severity == "error"], found


def one(suggestions, pid):
    return next(s for s in suggestions if s.parcel_id == pid)


def dock_geom(s):
    return shapely.union_all([x.geometry for x in s.structures if x.kind == "dock"])


def test_keuka_99_ft_lot_uses_95_percent_of_720_within_the_reach():
    parcels, wr = straight(KEUKA, [100, 99, 100])
    out = suggest_layout(KEUKA, parcels, wr, parcel_ids=["P1"])
    s = one(out, "P1")
    assert (s.allowance.docks_allowed, s.allowance_sqft, s.consolidated) == (1, 720, False)
    assert s.used_share >= 0.95 and s.area_sqft <= 720
    dock = dock_geom(s)
    assert dock.intersection(box(-1e6, 0, 1e6, 1e6)).bounds[3] <= 65.0 + 1e-6   # within the reach
    assert s.shape in ("T", "L") and "area limit" in s.stops_at
    walkway = next(x for x in s.structures if x.part == "walkway")
    minx, _, maxx, _ = walkway.geometry.bounds
    assert maxx - minx == pytest.approx(6.0)                  # square to the mark, 6 ft wide
    # Two hoists and, of the four moorings, the other two as buoys (§160-122M counts them all),
    # which fit only beyond 100 ft (an anchorage permit, §160-124F(3)): held back unless asked.
    assert s.hoists == 2 and s.buoys == [] and s.buoys_held_back == 2
    far = one(suggest_layout(KEUKA, parcels, wr, SuggestOptions(beyond_anchorage=True),
                             parcel_ids=["P1"]), "P1")
    assert far.hoists == 2 and len(far.buoys) == 2
    errs, _ = errors(KEUKA, parcels, wr, out)
    assert errs == []


def test_keuka_straight_100_ft_lot_one_dock_uses_95_percent_of_720_within_the_reach():
    # 100 ft of lakeshore is the second band (two docks, §160-123A(1)(a)[2]); as one dock of the
    # 720 sq ft limit (no consolidation) it still fills the limit inside the 65 ft reach.
    parcels, wr = straight(KEUKA, [100, 100, 100])
    opts = SuggestOptions(consolidate=False)
    s = one(suggest_layout(KEUKA, parcels, wr, opts, parcel_ids=["P1"]), "P1")
    assert s.allowance_sqft == 720 and not s.consolidated
    assert s.area_sqft >= 0.95 * 720
    assert dock_geom(s).bounds[3] <= 65.0 + 1e-6
    errs, _ = errors(KEUKA, parcels, wr, [s])
    assert errs == []


def test_a_lot_allowed_two_docks_gets_one_consolidated_dock_unless_told_not_to():
    parcels, wr = straight(KEUKA, [100, 150, 100])
    s = one(suggest_layout(KEUKA, parcels, wr, parcel_ids=["P1"]), "P1")
    assert s.allowance.docks_allowed == 2 and s.consolidated and s.allowance_sqft == 1200
    assert s.area_sqft >= 0.95 * 1200 and "§160-123A(1)(d)" in s.stops_at
    single = one(suggest_layout(KEUKA, parcels, wr, SuggestOptions(consolidate=False),
                                parcel_ids=["P1"]), "P1")
    assert not single.consolidated and single.allowance_sqft == 720
    assert 0.95 * 720 <= single.area_sqft <= 720


def test_a_narrow_lot_stops_at_the_envelope_width_and_the_reach():
    parcels, wr = straight(KEUKA, [100, 30, 100])
    s = one(suggest_layout(KEUKA, parcels, wr, parcel_ids=["P1"]), "P1")
    # 30 ft less 10 ft setbacks each side: a 10 ft wide envelope, 65 ft out (650 < 720 sq ft).
    minx, _, maxx, maxy = dock_geom(s).bounds
    assert minx >= 100 + 10 - 1e-6 and maxx <= 130 - 10 + 1e-6
    assert maxy == pytest.approx(65.0, abs=0.1)
    assert s.area_sqft == pytest.approx(10 * 65, rel=0.02)
    assert "reach" in s.stops_at and "envelope width" in s.stops_at
    errs, _ = errors(KEUKA, parcels, wr, [s])
    assert errs == []


def test_canandaigua_walkway_width_share_and_appendages():
    parcels, wr = straight(CANANDAIGUA, [100, 99, 100])
    out = suggest_layout(CANANDAIGUA, parcels, wr, SuggestOptions(walkway_width_ft=10))
    s = one(out, "P1")
    walk = next(x for x in s.structures if x.part == "walkway")
    apps = [x for x in s.structures if x.part == "appendage"]
    minx, _miny, maxx, maxy = walk.geometry.bounds
    assert maxx - minx == pytest.approx(8.0)               # the law's 8 ft, not the 10 asked for
    assert apps and all(a.geometry.area <= 256 for a in apps)
    total = dock_geom(s).bounds[3]
    assert maxy / total >= 0.5                             # the walkway is half the length at least
    assert s.area_sqft >= 0.9 * 720
    errs, _ = errors(CANANDAIGUA, parcels, wr, out)
    assert errs == []


def test_buoys_swing_clear_of_the_lines_the_structures_and_each_other():
    parcels, wr = straight(KEUKA, [100, 150, 100])
    opts = SuggestOptions(vessel_length_ft=18, rode_length_ft=12, beyond_anchorage=True)
    s = one(suggest_layout(KEUKA, parcels, wr, opts, parcel_ids=["P1"]), "P1")
    radius = 30.0
    assert len(s.buoys) == 4                               # 6 moorings less the 2 hoists
    area = wr.rights_area("P1").geometry
    structures = shapely.union_all([x.geometry for x in s.structures])
    for i, b in enumerate(s.buoys):
        circle = b.geometry.buffer(radius)
        assert area.contains(circle)
        assert circle.distance(structures) > 0
        for other in s.buoys[i + 1:]:
            assert b.geometry.distance(other.geometry) >= 2 * radius
        assert (b.vessel_length_ft, b.rode_length_ft) == (18, 12)


def test_every_parcel_of_a_wandering_lake_passes_the_check():
    lake = make_lake(12, seed=3)
    wr = compute_water_rights(lake.parcels, lake.shoreline, KEUKA.geometry_settings())
    out = suggest_layout(KEUKA, lake.parcels, wr)
    assert len(out) == 12
    errs, _found = errors(KEUKA, lake.parcels, wr, out)
    assert errs == [], [(v.rule, v.parcel_id, v.message) for v in errs]
    with_area = [s for s in out if wr.rights_area(s.parcel_id) is not None
                 and not wr.rights_area(s.parcel_id).geometry.is_empty]
    assert with_area and all(s.shape for s in with_area)
    # A small round lake: wedge-shaped rights areas, so most docks stop at the reach or where
    # the wedge narrows, and say so.
    for s in with_area:
        assert s.used_share > 0.5
        assert "area limit" in s.stops_at or "reach" in s.stops_at or "envelope" in s.stops_at


def test_the_depth_exception_lets_the_dock_out_to_3_ft_of_water_and_no_further_than_its_area():
    parcels, wr = straight(KEUKA, [100, 99, 100])

    def bottom(x: float, y: float) -> float:      # 712.55 ft lake level, 3 ft deep at y = 150
        return 712.55 - 0.02 * y

    opts = SuggestOptions(hoists=False, buoys=False)
    s = one(suggest_layout(KEUKA, parcels, wr, opts, parcel_ids=["P1"], depth_at=bottom), "P1")
    out_ft = dock_geom(s).bounds[3]
    assert 65 < out_ft <= 150 + 0.1
    assert s.area_sqft <= 720 and s.area_sqft >= 0.95 * 720
    errs, _found = errors(KEUKA, parcels, wr, [s], depth_at=bottom)
    assert errs == []
    # Deep water at the reach line: no exception, the dock stays within 65 ft.
    deep = one(suggest_layout(KEUKA, parcels, wr, opts, parcel_ids=["P1"],
                              depth_at=lambda x, y: 700.0), "P1")
    assert dock_geom(deep).bounds[3] <= 65 + 1e-6


def test_parcels_without_numbers_or_rights_area_get_nothing_and_say_why():
    parcels, wr = straight(KEUKA, [100, 250, 100])
    parcels[1].land_use = "marina"
    out = suggest_layout(KEUKA, parcels, wr)
    marina, end = one(out, "P1"), one(out, "P0")
    assert not marina.structures and "site-plan review" in marina.note
    assert not end.structures and "no rights area" in end.note


def test_options_must_be_positive_feet():
    with pytest.raises(ValueError, match="walkway_width_ft must be a number of feet above 0"):
        SuggestOptions(walkway_width_ft=0)
    with pytest.raises(ValueError, match="rode_length_ft"):
        SuggestOptions(rode_length_ft=math.nan)


def test_buoys_fill_the_frontage_before_lining_up_out_into_the_lake():
    """A shore bowed towards the water in the middle: nearest-first alone takes the middle and
    pushes the second buoy out behind it; packed row by row the two lie side by side."""
    radius = 30.0
    width = 4 * (radius + CLEARANCE_FT) + 20.0          # two abreast on the grid, not three
    shore = LineString([(0, 0), (width / 2, 2.0), (width, 0)])
    room = Polygon([*shore.coords, (width, 400), (0, 400)])
    two = place_buoys(room, shore, [], 2, radius)
    assert len(two) == 2
    out = sorted(shore.distance(p) for p in two)
    assert out[1] - out[0] < 1.0 and out[1] < 45.0              # abreast, in the first row
    assert two[0].distance(two[1]) >= 2 * radius + CLEARANCE_FT


def test_buoys_that_would_need_an_anchorage_permit_are_held_back_unless_asked():
    """§160-124F(3): a buoy over 100 ft out needs a New York State anchorage permit. Suggested
    buoys stay within 100 ft; the note says how many more would fit farther out."""
    parcels, wr = straight(KEUKA, [100, 150, 100])
    opts = SuggestOptions(vessel_length_ft=18, rode_length_ft=12)
    s = one(suggest_layout(KEUKA, parcels, wr, opts, parcel_ids=["P1"]), "P1")
    far = one(suggest_layout(KEUKA, parcels, wr, SuggestOptions(vessel_length_ft=18, rode_length_ft=12,
                                                                  beyond_anchorage=True),
                             parcel_ids=["P1"]), "P1")
    near = [wr.shoreline.distance(b.geometry) for b in s.buoys]
    assert near and max(near) <= 100.0
    assert len(far.buoys) == 4 and max(wr.shoreline.distance(b.geometry) for b in far.buoys) > 100.0
    assert s.buoys_held_back == len(far.buoys) - len(s.buoys) > 0
    buoys = "buoy" if s.buoys_held_back == 1 else "buoys"
    assert (f"{s.buoys_held_back} more {buoys} would fit only over 100 ft out, where §160-124F(3) "
            "requires a New York State anchorage permit: not suggested") in s.note
    assert far.buoys_held_back == 0
