"""Allowed facilities under the Canandaigua law (§44-6A), every band edge just inside and outside."""
from __future__ import annotations

import pytest
from shapely.geometry import LineString, Polygon

from shoreline_layout.core.model import Parcel, TieLine, WaterRightsResult
from shoreline_layout.core.profiles import Profile, load_profile
from shoreline_layout.core.rules import NO_LIMIT, allowance_for, allowed_facilities


@pytest.fixture(scope="module")
def canandaigua() -> Profile:
    return load_profile("canandaigua")


# (case, frontage ft, boat slips, docks, buoys, consolidated sq ft, boathouse)
RESIDENTIAL = [
    ("§44-6A(1) 0 ft", 0.0, 1, 1, 0, 0.0, False),
    ("§44-6A(1)(b) 25 ft no buoys", 25.0, 1, 1, 0, 0.0, False),
    ("§44-6A(1) 25.01 ft", 25.01, 2, 1, 2, 0.0, False),
    ("§44-6A(1) 50 ft", 50.0, 2, 1, 2, 0.0, False),
    ("§44-6A(1) 50.01 ft", 50.01, 3, 1, 3, 0.0, False),
    ("§44-6A(1) 100 ft", 100.0, 3, 1, 3, 0.0, False),
    ("§44-6A(1)(e) 100.01 ft two docks", 100.01, 4, 2, 4, 1080.0, False),
    ("§44-6A(1) 150 ft", 150.0, 4, 2, 4, 1080.0, False),
    ("§44-6A(1) 150.01 ft", 150.01, 5, 2, 5, 1080.0, False),
    ("§44-5H 200 ft no boathouse", 200.0, 5, 2, 5, 1080.0, False),
    ("§44-6A(1)(a) 200.01 ft", 200.01, 6, 3, 6, 1080.0, True),
    ("§44-6A(1)(a) 250 ft", 250.0, 6, 3, 6, 1080.0, True),
    ("§44-6A(1)(a) 250.01 ft", 250.01, 7, 3, 7, 1080.0, True),
    ("§44-6A(1)(a) 300 ft", 300.0, 7, 3, 7, 1080.0, True),
    ("§44-6A(1)(a) 300.01 ft", 300.01, 8, 4, 8, 1080.0, True),
    ("§44-6A(1)(a) 400 ft", 400.0, 9, 4, 9, 1080.0, True),
]


@pytest.mark.parametrize("case,frontage,slips,docks,buoys,consolidated,boathouse", RESIDENTIAL,
                         ids=[r[0] for r in RESIDENTIAL])
def test_residential(canandaigua: Profile, case: str, frontage: float, slips: int, docks: int,
                     buoys: int, consolidated: float, boathouse: bool) -> None:
    a = allowance_for(canandaigua, "residential", frontage, "tie_line")
    assert a.eligible
    assert (a.boats_allowed, a.docks_allowed, a.buoys_allowed) == (slips, docks, buoys)
    assert a.max_dock_area_sqft == 720.0                        # §44-6A(1)(c)
    assert a.consolidated_dock_area_sqft == consolidated         # §44-6A(1)(e)
    assert a.boathouse_allowed is boathouse                     # §44-5H
    assert a.extra_small_dock is False                          # a Keuka rule only
    assert ("§44-5H" in a.sections) is boathouse


def test_no_buoys_in_the_0_to_25_ft_category(canandaigua: Profile) -> None:
    a = allowance_for(canandaigua, "residential", 20.0, "tie_line")
    assert a.buoys_allowed == 0
    assert "§44-6A(1)(b)" in a.sections and "prohibited in the 0 to 25 foot category" in a.note


# (case, frontage, slips, moorings)
MARINAS = [
    ("§44-6A(2)(a) marina 199.99 ft below minimum", "marina", 199.99, None, None),
    ("§44-6A(2)(a) marina 200 ft", "marina", 200.0, 50, 25),
    ("§44-6A(2)(a) marina 250 ft", "marina", 250.0, 50, 25),
    ("§44-6A(2)(a)(1) marina 250.01 ft", "marina", 250.01, 60, 35),
    ("§44-6A(2)(a)(1) marina 300 ft", "marina", 300.0, 60, 35),
    ("§44-6A(2)(a)(1) marina 300.01 ft", "marina", 300.01, 70, 45),
    ("§44-6A(2)(a)(1) yacht club 250.01 ft", "yacht_club", 250.01, 60, 35),
]


@pytest.mark.parametrize("case,land_use,frontage,slips,moorings", MARINAS, ids=[m[0] for m in MARINAS])
def test_marinas_and_yacht_clubs(canandaigua: Profile, case: str, land_use: str, frontage: float,
                                 slips: int | None, moorings: int | None) -> None:
    a = allowance_for(canandaigua, land_use, frontage, "tie_line")
    if slips is None:
        assert not a.eligible and a.boats_allowed == 0
        assert "needs at least 200.00 ft" in a.note and a.sections == ["§44-6A(2)(a)"]
        return
    assert a.eligible
    assert (a.boats_allowed, a.buoys_allowed) == (slips, moorings)
    assert a.docks_allowed == NO_LIMIT and a.max_dock_area_sqft == NO_LIMIT
    assert "The boats allowed are boat slips and the buoys allowed are moorings" in a.note
    assert "_allowed" not in a.note           # the plan's readings speak words, not field names


# (case, frontage, seating, slips)
RESTAURANTS = [
    ("§44-6A(2)(b) 99.99 ft below minimum", 99.99, None, None),
    ("§44-6A(2)(b) 100 ft", 100.0, None, 20),
    ("§44-6A(2)(b) 150 ft", 150.0, None, 20),
    ("§44-6A(2)(b) 150.01 ft", 150.01, None, 30),
    ("§44-6A(2)(b)(1) 200 ft irrespective of seating", 200.0, 8, 30),
    ("§44-6A(2)(b)(1) 200.01 ft seating 400", 200.01, 400, 40),
    ("§44-6A(2)(b)(1) 250 ft seating 400", 250.0, 400, 40),
    ("§44-6A(2)(b)(1) 250.01 ft seating 400", 250.01, 400, 50),
    ("§44-6A(2)(b)(1) 300 ft capped at 25% of 150 seats", 300.0, 150, 37),
    ("§44-6A(2)(b)(1) 300 ft seating 1000 not binding", 300.0, 1000, 50),
]


@pytest.mark.parametrize("case,frontage,seating,slips", RESTAURANTS, ids=[r[0] for r in RESTAURANTS])
def test_restaurants(canandaigua: Profile, case: str, frontage: float, seating: int | None,
                     slips: int | None) -> None:
    a = allowance_for(canandaigua, "restaurant", frontage, "tie_line", seating)
    if slips is None:
        assert not a.eligible and "needs at least 100.00 ft" in a.note
        return
    assert a.eligible
    assert (a.boats_allowed, a.buoys_allowed) == (slips, slips)   # §44-6A(2)(b)(2)


def test_restaurant_without_seating_above_200_ft_says_so(canandaigua: Profile) -> None:
    a = allowance_for(canandaigua, "restaurant", 300.0, "tie_line", None)
    assert a.eligible and a.boats_allowed == 30
    assert "Seating capacity is unknown" in a.note and "up to 50" in a.note
    assert "§44-6A(2)(b)(1)" in a.sections


def test_seating_cap_reading_additional(canandaigua: Profile) -> None:
    """The alternative reading caps only the slips added above 200 ft."""
    total = allowance_for(canandaigua, "restaurant", 260.0, "tie_line", 100)
    assert total.boats_allowed == 25 and "caps the slips at 25" in total.note
    additional = canandaigua.with_values({"readings.seating_cap": "additional"})
    assert allowance_for(additional, "restaurant", 260.0, "tie_line", 100).boats_allowed == 30
    assert allowance_for(additional, "restaurant", 260.0, "tie_line", 180).boats_allowed == 45


def test_hotels_get_no_numbers(canandaigua: Profile) -> None:
    a = allowance_for(canandaigua, "hotel", 500.0, "tie_line")
    assert not a.eligible and (a.docks_allowed, a.boats_allowed, a.buoys_allowed) == (0, 0, 0)
    assert "§44-4" in a.note and "no numbers" in a.note


def test_municipal_parcels_case_by_case(canandaigua: Profile) -> None:
    a = allowance_for(canandaigua, "municipal", 500.0, "tie_line")
    assert not a.eligible and "case by case" in a.note and a.sections == ["§44-5O"]


def test_other_uses_get_no_numbers(canandaigua: Profile) -> None:
    a = allowance_for(canandaigua, "other", 500.0, "tie_line")
    assert not a.eligible and "§44-6A(2)" in a.note


def test_steep_slope_allowance(canandaigua: Profile) -> None:
    """§44-5I(3),(4): 720 + 400 = 1,120 sq ft; §44-5I(1): not with an upland structure near MHW."""
    steep = allowance_for(canandaigua, "residential", 80.0, "tie_line", steep_slope=True)
    assert steep.max_dock_area_sqft == 1120.0 and "§44-5I(4)" in steep.sections
    excluded = allowance_for(canandaigua, "residential", 80.0, "tie_line", steep_slope=True,
                             upland_structure_near_mhw=True)
    assert excluded.max_dock_area_sqft == 720.0 and "§44-5I(1)" in excluded.sections
    keuka = allowance_for(load_profile("keuka"), "residential", 80.0, "tax_map", steep_slope=True)
    assert keuka.max_dock_area_sqft == 720.0


def test_boathouse_reading_at_least(canandaigua: Profile) -> None:
    at_least = canandaigua.with_values({"readings.boathouse_frontage": "at_least"})
    assert allowance_for(at_least, "residential", 200.0, "tie_line").boathouse_allowed is True
    assert allowance_for(at_least, "residential", 199.99, "tie_line").boathouse_allowed is False


def test_not_eligible_has_no_boathouse(canandaigua: Profile) -> None:
    assert allowance_for(canandaigua, "hotel", 500.0, "tie_line").boathouse_allowed is False


# --- with geometry: lineal feet of lakeshore is the tie line (§44-4) ---------------------------
def _wr(ties: dict[str, float], shoreline: dict[str, float]) -> WaterRightsResult:
    tie_lines = [TieLine(pid, LineString([(0, 0), (0.6 * n, 0.8 * n)]), n) for pid, n in ties.items()]
    return WaterRightsResult(lakeshore_parcels=list(ties), tie_points=[], tie_lines=tie_lines,
                             lines=[], rights_areas=[], reach_lines=[], envelopes=[], messages=[],
                             shoreline=LineString([(0, 0), (1000, 0)]),
                             shoreline_length_in_parcel_ft=shoreline)


def _parcel(pid: str, **kw) -> Parcel:
    return Parcel(pid, Polygon([(0, 0), (100, 0), (100, -100), (0, -100)]), **kw)


def test_frontage_is_the_tie_line_not_the_tax_map(canandaigua: Profile) -> None:
    wr = _wr({"A": 120.0}, {"A": 180.0})
    a = allowed_facilities(canandaigua, _parcel("A", frontage_tax_ft=40.0), wr)
    assert (a.frontage_method, a.frontage_ft) == ("tie_line", 120.0)
    assert (a.boats_allowed, a.docks_allowed, a.buoys_allowed) == (4, 2, 4)
    assert "tie line" in a.note


def test_parcel_without_a_tie_line(canandaigua: Profile) -> None:
    a = allowed_facilities(canandaigua, _parcel("end", frontage_tax_ft=300.0), _wr({}, {"end": 300.0}))
    assert not a.eligible and a.frontage_method == "tie_line"
    assert "No mean high water tie line" in a.note


def test_parcel_fields_reach_the_table(canandaigua: Profile) -> None:
    wr = _wr({"S": 80.0, "R": 300.0}, {})
    steep = allowed_facilities(canandaigua, _parcel("S", steep_slope=True), wr)
    assert steep.max_dock_area_sqft == 1120.0
    restaurant = allowed_facilities(canandaigua, _parcel("R", land_use="restaurant", seating=120), wr)
    assert restaurant.boats_allowed == 30          # 25% of 120 seats
