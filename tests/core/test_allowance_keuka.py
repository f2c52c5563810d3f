"""Allowed facilities under the Keuka law (§160-123A), every band edge just inside and outside."""
from __future__ import annotations

import pytest
from shapely.geometry import LineString, Polygon

from shoreline_layout.core.model import Parcel, TieLine, WaterRightsResult
from shoreline_layout.core.profiles import Profile, load_profile
from shoreline_layout.core.rules import NO_LIMIT, allowance_for, allowed_facilities


@pytest.fixture(scope="module")
def keuka() -> Profile:
    return load_profile("keuka")


# (case named after its section, land use, frontage ft, docks, boats/moorings, consolidated sq ft)
RESIDENTIAL = [
    ("§160-123A(1)(a)[1] 0 ft", 0.0, 1, 4, 0.0),
    ("§160-123A(1)(a)[1] 99.99 ft", 99.99, 1, 4, 0.0),
    ("§160-123A(1)(a)[2] 100 ft", 100.0, 2, 6, 1200.0),
    ("§160-123A(1)(a)[2] 199.99 ft", 199.99, 2, 6, 1200.0),
    ("§160-123A(1)(a)[3] 200 ft", 200.0, 3, 9, 1200.0),
    ("§160-123A(1)(a)[3] 299.99 ft", 299.99, 3, 9, 1200.0),
    ("§160-123A(1)(a)[3] 300 ft", 300.0, 4, 12, 1200.0),
    ("§160-123A(1)(a)[3] 399.99 ft", 399.99, 4, 12, 1200.0),
    ("§160-123A(1)(a)[3] 400 ft", 400.0, 5, 15, 1200.0),
    ("§160-123A(1)(a)[3] 1000 ft", 1000.0, 11, 33, 1200.0),
]


@pytest.mark.parametrize("case,frontage,docks,boats,consolidated", RESIDENTIAL,
                         ids=[r[0] for r in RESIDENTIAL])
def test_residential(keuka: Profile, case: str, frontage: float, docks: int, boats: int,
                     consolidated: float) -> None:
    a = allowance_for(keuka, "residential", frontage, "tax_map")
    assert a.eligible
    assert (a.docks_allowed, a.boats_allowed, a.buoys_allowed) == (docks, boats, boats)
    assert a.max_dock_area_sqft == 720.0                       # §160-123A(1)(b)
    assert a.consolidated_dock_area_sqft == consolidated        # §160-123A(1)(d)
    assert a.extra_small_dock is True                          # §160-123A(1)(b), < 300 sq ft
    assert a.boathouse_allowed is False                        # §160-122H
    assert a.frontage_ft == pytest.approx(frontage)
    assert "§160-123A(1)(b)" in a.sections


OTHER_USES = [
    # marinas and yacht clubs, §160-123A(2)(a)[1]
    ("§160-123A(2)(a)[1] marina 199.99 ft below minimum", "marina", 199.99, None),
    ("§160-123A(2)(a)[1] marina 200 ft", "marina", 200.0, 75),
    ("§160-123A(2)(a)[1] marina 249.99 ft", "marina", 249.99, 75),
    ("§160-123A(2)(a)[1] marina 250 ft", "marina", 250.0, 95),
    ("§160-123A(2)(a)[1] marina 299.99 ft", "marina", 299.99, 95),
    ("§160-123A(2)(a)[1] marina 300 ft", "marina", 300.0, 115),
    ("§160-123A(2)(a)[1] yacht club 199.99 ft below minimum", "yacht_club", 199.99, None),
    ("§160-123A(2)(a)[1] yacht club 250 ft", "yacht_club", 250.0, 95),
    # restaurants, §160-123A(2)(b)[1]
    ("§160-123A(2)(b)[1] restaurant 99.99 ft below minimum", "restaurant", 99.99, None),
    ("§160-123A(2)(b)[1] restaurant 100 ft", "restaurant", 100.0, 20),
    ("§160-123A(2)(b)[1] restaurant 149.99 ft", "restaurant", 149.99, 20),
    ("§160-123A(2)(b)[1] restaurant 150 ft", "restaurant", 150.0, 30),
    ("§160-123A(2)(b)[1] restaurant 199.99 ft", "restaurant", 199.99, 30),
    ("§160-123A(2)(b)[1] restaurant 200 ft", "restaurant", 200.0, 40),
    ("§160-123A(2)(b)[1] restaurant 249.99 ft", "restaurant", 249.99, 40),
    ("§160-123A(2)(b)[1] restaurant 250 ft", "restaurant", 250.0, 50),
    # hotels, motels, camps, resorts and private clubs, §160-123A(2)(c)[1]
    ("§160-123A(2)(c)[1] hotel 99.99 ft below minimum", "hotel", 99.99, None),
    ("§160-123A(2)(c)[1] hotel 100 ft", "hotel", 100.0, 10),
    ("§160-123A(2)(c)[1] hotel 149.99 ft", "hotel", 149.99, 10),
    ("§160-123A(2)(c)[1] hotel 150 ft", "hotel", 150.0, 15),
    ("§160-123A(2)(c)[1] hotel 199.99 ft", "hotel", 199.99, 15),
    ("§160-123A(2)(c)[1] hotel 200 ft", "hotel", 200.0, 20),
    ("§160-123A(2)(c)[1] hotel 250 ft", "hotel", 250.0, 25),
]


@pytest.mark.parametrize("case,land_use,frontage,moorings", OTHER_USES, ids=[r[0] for r in OTHER_USES])
def test_other_land_uses(keuka: Profile, case: str, land_use: str, frontage: float,
                         moorings: int | None) -> None:
    a = allowance_for(keuka, land_use, frontage, "tax_map", seating=10)
    if moorings is None:
        assert not a.eligible
        assert (a.docks_allowed, a.boats_allowed, a.buoys_allowed) == (0, 0, 0)
        assert "needs at least" in a.note and a.sections and a.sections[0].startswith("§160-123A(2)")
        return
    assert a.eligible
    assert (a.boats_allowed, a.buoys_allowed) == (moorings, moorings)
    # The law counts only moorings for these uses and sets no dock count or area.
    assert a.docks_allowed == NO_LIMIT and a.max_dock_area_sqft == NO_LIMIT
    assert a.consolidated_dock_area_sqft == 0.0 and a.extra_small_dock is False
    assert "no dock count" in a.note


def test_restaurant_seating_does_not_cap_keuka(keuka: Profile) -> None:
    assert allowance_for(keuka, "restaurant", 300.0, "tax_map", seating=4).boats_allowed == 60


def test_municipal_parcels_are_not_regulated(keuka: Profile) -> None:
    a = allowance_for(keuka, "municipal", 500.0, "tax_map")
    assert not a.eligible and a.boats_allowed == 0
    assert "do not apply to municipal" in a.note
    assert a.sections == ["§160-120D"]


def test_other_uses_get_no_numbers(keuka: Profile) -> None:
    a = allowance_for(keuka, "other", 500.0, "tax_map")
    assert not a.eligible and (a.docks_allowed, a.boats_allowed) == (0, 0)
    assert "§160-123A(2)" in a.note and a.sections == ["§160-123A(2)"]


def test_unknown_land_use_is_not_guessed(keuka: Profile) -> None:
    a = allowance_for(keuka, "gas station", 300.0, "tax_map")
    assert not a.eligible and a.land_use == "gas_station"
    assert "Unknown land use 'gas station'" in a.note


def test_land_use_spelling_is_normalized(keuka: Profile) -> None:
    assert allowance_for(keuka, " Yacht Club ", 250.0, "tax_map").boats_allowed == 95
    assert allowance_for(keuka, "", 150.0, "tax_map").docks_allowed == 2     # default residential


def test_float_noise_does_not_change_the_band(keuka: Profile) -> None:
    assert allowance_for(keuka, "residential", 99.9999999999, "shoreline").docks_allowed == 2
    assert allowance_for(keuka, "residential", 100.0000000001, "shoreline").docks_allowed == 2
    assert allowance_for(keuka, "residential", 99.99, "shoreline").docks_allowed == 1


def test_unknown_frontage_is_ineligible(keuka: Profile) -> None:
    a = allowance_for(keuka, "residential", None, "tax_map")
    assert not a.eligible and "frontage is unknown" in a.note


COMPLETED = [("§160-123A(1)(a)[3] completed 200 ft", "residential", 200.0, 6),
             ("§160-123A(1)(a)[3] completed 299.99 ft", "residential", 299.99, 6),
             ("§160-123A(1)(a)[3] completed 300 ft", "residential", 300.0, 9),
             ("§160-123A(2)(a)[1] completed 250 ft", "marina", 250.0, 75),
             ("§160-123A(2)(a)[1] completed 300 ft", "marina", 300.0, 95)]


@pytest.mark.parametrize("case,land_use,frontage,boats", COMPLETED, ids=[c[0] for c in COMPLETED])
def test_completed_increment_reading(keuka: Profile, case: str, land_use: str, frontage: float,
                                     boats: int) -> None:
    """A profile may read "for each 100 feet" as whole increments only."""
    completed = keuka.with_values({"readings.increment": "completed"})
    assert allowance_for(completed, land_use, frontage, "tax_map").boats_allowed == boats


def test_note_and_sections_say_which_reading_applied(keuka: Profile) -> None:
    a = allowance_for(keuka, "residential", 250.0, "tax_map")
    assert "Frontage 250.00 ft from the tax map." in a.note
    assert "each started 100 ft: docks +1, moorings for boats +3 (1 here)" in a.note
    assert a.sections[:3] == ["§160-123A(1)(a)", "§160-123A(1)(a)[2]", "§160-123A(1)(a)[3]"]
    assert "§160-123A(1)(d)" in a.sections
    inside = allowance_for(keuka, "residential", 50.0, "tax_map")
    assert "0 to 99.99 ft" in inside.note


# --- with geometry: a hand-built WaterRightsResult -------------------------------------------
def _wr(tie_lengths: dict[str, float], shoreline: dict[str, float]) -> WaterRightsResult:
    ties = [TieLine(pid, LineString([(0, 0), (length, 0)]), length) for pid, length in tie_lengths.items()]
    return WaterRightsResult(lakeshore_parcels=list(tie_lengths), tie_points=[], tie_lines=ties,
                             lines=[], rights_areas=[], reach_lines=[], envelopes=[], messages=[],
                             shoreline=LineString([(0, 0), (1000, 0)]),
                             shoreline_length_in_parcel_ft=shoreline)


def _parcel(pid: str, land_use: str = "residential", tax: float | None = None) -> Parcel:
    return Parcel(pid, Polygon([(0, 0), (100, 0), (100, -100), (0, -100)]), land_use=land_use,
                  frontage_tax_ft=tax)


def test_frontage_from_the_tax_map_first(keuka: Profile) -> None:
    """§160-121 "lake shoreline footage": the tax map wins over the measured shoreline."""
    wr = _wr({"A": 400.0}, {"A": 260.0})
    a = allowed_facilities(keuka, _parcel("A", tax=150.0), wr)
    assert (a.frontage_method, a.frontage_ft, a.docks_allowed, a.boats_allowed) == ("tax_map", 150.0, 2, 6)
    assert a.parcel_id == "A"


def test_frontage_falls_back_to_the_shoreline(keuka: Profile) -> None:
    wr = _wr({"B": 400.0}, {"B": 260.0})
    a = allowed_facilities(keuka, _parcel("B"), wr)
    assert (a.frontage_method, a.frontage_ft, a.docks_allowed, a.boats_allowed) == ("shoreline", 260.0, 3, 9)
    assert "measured along the mean high water mark" in a.note


def test_no_frontage_at_all_is_reported(keuka: Profile) -> None:
    a = allowed_facilities(keuka, _parcel("C", tax=None), _wr({}, {}))
    assert not a.eligible and a.frontage_method == "shoreline"
    assert "fill the frontage field" in a.note


def test_parcel_land_use_and_seating_pass_through(keuka: Profile) -> None:
    wr = _wr({"R": 0.0}, {"R": 180.0})
    a = allowed_facilities(keuka, _parcel("R", land_use="restaurant"), wr)
    assert (a.land_use, a.boats_allowed, a.docks_allowed) == ("restaurant", 30, NO_LIMIT)
