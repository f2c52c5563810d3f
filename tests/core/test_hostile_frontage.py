"""Issue #12, item 2 in the core: a tax-map frontage that is not a number, infinite, negative or
past the profile's plausible bound (tolerances.max_plausible_frontage_ft) is not used; the
allowance is measured from the MHW shoreline, its note says why, and check_layout gives an
`invalid_value` finding on the parcel with its feature id."""
from __future__ import annotations

import math

import pytest
from rules_fixtures import lake

from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.allowance import allowed_facilities, frontage_problem
from shoreline_layout.core.rules.check import check_layout

BAD = (1e12, 99999999999.0, 1e300, math.inf, -math.inf, math.nan, -5.0, 10_000.01)


@pytest.fixture(scope="module")
def keuka():
    return load_profile("keuka")


@pytest.mark.parametrize("tax", BAD, ids=repr)
def test_an_implausible_tax_frontage_is_not_used_and_said(keuka, tax: float) -> None:
    parcels, wr = lake(3, frontage_tax_ft=tax)
    a = allowed_facilities(keuka, parcels[1], wr)
    assert (a.frontage_method, a.frontage_ft) == ("shoreline", 100.0)       # the lake's 100 ft lots
    untaxed, wr = lake(3)
    b = allowed_facilities(keuka, untaxed[1], wr)
    assert (a.docks_allowed, a.boats_allowed, a.buoys_allowed) == (b.docks_allowed, b.boats_allowed,
                                                                   b.buoys_allowed) == (2, 6, 6)
    assert a.note.endswith(b.note)
    assert a.note.startswith("Tax-map frontage ") and "is not a plausible frontage (0 to 10,000 ft" in a.note
    assert "measured along the mean high water mark" in a.note


@pytest.mark.parametrize("tax", (None, 0.0, 150.0, 10_000.0))
def test_a_plausible_or_empty_tax_frontage_is_no_problem(keuka, tax) -> None:
    parcels, wr = lake(3, frontage_tax_ft=tax)
    assert frontage_problem(keuka, parcels[1]) is None
    a = allowed_facilities(keuka, parcels[1], wr)
    assert a.frontage_method == ("tax_map" if tax else "shoreline")
    assert not a.note.startswith("Tax-map frontage")


def test_check_layout_gives_each_parcel_an_invalid_value_finding(keuka) -> None:
    parcels, wr = lake(3, frontage_tax_ft=1e12)
    found = [v for v in check_layout(keuka, parcels, wr, [], []) if v.rule == "invalid_value"]
    assert [(v.parcel_id, v.source_layer, v.source_fid, v.severity) for v in found] == [
        ("P0", "parcels", 0, "warning"), ("P1", "parcels", 1, "warning"), ("P2", "parcels", 2, "warning")]
    assert found[1].message.startswith("Parcel P1: tax-map frontage 1,000,000,000,000.00 ft is not a")
    only_p1 = check_layout(keuka, parcels, wr, [], [], parcel_ids=["P1"])
    assert [v.parcel_id for v in only_p1 if v.rule == "invalid_value"] == ["P1"]


def test_a_profile_that_measures_the_tie_line_ignores_the_tax_map() -> None:
    """Canandaigua counts the MHW tie line: a sentinel in the tax-map field changes nothing."""
    canandaigua = load_profile("canandaigua")
    parcels, wr = lake(3, frontage_tax_ft=99999999999.0)
    assert frontage_problem(canandaigua, parcels[1]) is None
    assert not [v for v in check_layout(canandaigua, parcels, wr, [], []) if v.rule == "invalid_value"]
