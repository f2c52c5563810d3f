"""Land use is read once, when parcels are read, and every output takes that one reading
(issue #21: a PROP_CLASS 260 lot was residential in the check, 20 ft in its envelope)."""
from __future__ import annotations

import pytest
from rules_fixtures import dock, rect
from shapely.geometry import LineString, box

from shoreline_layout.core.model import Parcel
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules import check_layout
from shoreline_layout.core.rules.allowance import allowed_facilities
from shoreline_layout.core.summary import summarize
from shoreline_layout.core.water_rights import compute_water_rights

KEUKA = load_profile("keuka")
CANANDAIGUA = load_profile("canandaigua")


@pytest.mark.parametrize("value,use,code,how", [
    ("260", "residential", "260", "code"),
    ("260 - Seasonal res", "residential", "260", "code"),
    (311.0, "residential", "311", "code"),
    ("570", "marina", "570", "code"),
    ("motel", "hotel", "", "synonym"),
    ("Residential", "residential", "", "word"),
    (None, "residential", "", "default"),
    ("bogus", "other", "", "unknown"),
])
def test_reading_sets_the_parcel_fields(value, use, code, how):
    f = KEUKA.land_use_reading(value).parcel_fields()
    assert (f["land_use"], f["land_use_code"], f["land_use_how"]) == (use, code, how)
    p = Parcel("A", box(0, 0, 1, 1), **f)
    assert p.land_use == use and p.land_use_value == ("" if value is None else str(value))


def test_a_raw_code_is_refused_where_it_would_be_guessed_at():
    with pytest.raises(ValueError, match="not one of residential"):
        Parcel("A", box(0, 0, 1, 1), land_use="260")
    with pytest.raises(ValueError, match="not a land use category"):
        KEUKA.geometry_settings().setback_for("260")


@pytest.mark.parametrize("profile", [KEUKA, CANANDAIGUA])
def test_one_setback_per_use(profile):
    gs = profile.geometry_settings()
    for use in profile.land_uses:
        assert gs.setback_for(use) == profile.setback(use).value
    assert profile.setback("residential").value == 10 and profile.setback("marina").value == 20


def _lake(value: str, profile=KEUKA, frontage: float = 100.0):
    """Three 100 ft lots on a straight shore (water north of y = 0); the middle one's LAND_USE
    is `value`, read as the converter reads it."""
    parcels = [Parcel("W", box(0, -200, 100, 0)),
               Parcel("M", box(100, -200, 200, 0), **profile.land_use_reading(value).parcel_fields(),
                      frontage_tax_ft=frontage),
               Parcel("E", box(200, -200, 300, 0))]
    wr = compute_water_rights(parcels, LineString([(0, 0), (300, 0)]), profile.geometry_settings())
    return parcels, wr


@pytest.mark.parametrize("value,setback", [("260", 10.0), ("210 - One Family Res", 10.0), ("570", 20.0)])
def test_envelope_check_and_site_plan_figures_agree(value, setback):
    parcels, wr = _lake(value)
    m = parcels[1]
    env = next(e for e in wr.envelopes if e.parcel_id == "M")
    a = allowed_facilities(KEUKA, m, wr)
    s = summarize(KEUKA, m, wr, a, [], [])
    assert env.setback_ft == setback == s.setback_ft == KEUKA.setback(m.land_use).value
    assert s.land_use == a.land_use == m.land_use
    assert s.setback_category == ("residential" if setback == 10.0 else "other")


@pytest.mark.parametrize("value,breach", [("260", False), ("570", True)])
def test_dock_13_2_ft_from_the_line(value, breach):
    """Issue #21's case: a dock 13.2 ft from the water-rights line of a PROP_CLASS 260 lot
    complies (10 ft setback, §160-122D); on a marina (570) it is 6.8 ft short of 20 ft."""
    parcels, wr = _lake(value)
    d = dock(1, rect(113.2, 5, 8, 30), dock_id="D1", parcel_id="M")
    setbacks = [v for v in check_layout(KEUKA, parcels, wr, [d], []) if v.rule == "setback"]
    assert bool(setbacks) == breach
    if breach:
        assert setbacks[0].limit == 20.0 and setbacks[0].measured == pytest.approx(13.2, abs=0.01)


def test_a_number_the_law_does_not_give_is_none():
    parcels, wr = _lake("570", frontage=260.0)      # §160-123A(2)(a)[1]: at least 150 ft
    a = allowed_facilities(KEUKA, parcels[1], wr)
    assert a.law_number("docks_allowed") is None and a.law_number("max_dock_area_sqft") is None
    assert a.law_number("boats_allowed") == a.boats_allowed > 0
    rows = {r.key: r.allowed for r in summarize(KEUKA, parcels[1], wr, a, [], []).rows}
    assert rows["docks"] is None and rows["area"] is None
    with pytest.raises(ValueError):
        a.law_number("frontage_ft")
