"""shorelinelayout:allowedfacilities on the worked example: one row per lakeshore parcel with
the numbers of the laws' tables (Keuka §160-123A, Canandaigua §44-6A)."""
from __future__ import annotations

from typing import Any

import pytest
from qgis.core import Qgis
from test_processing_layers import (  # noqa: F401 - provider is a fixture
    EXAMPLE_PARCELS,
    example_parcels,
    example_shore,
    provider,
    rows,
)

FIELDS = ["parcel_id", "land_use", "frontage_ft", "frontage_method", "eligible", "docks_allowed",
          "boats_allowed", "buoys_allowed", "max_dock_area_sqft", "consolidated_dock_area_sqft",
          "extra_small_dock", "note", "units"]


def run_af(parcels: Any = None, **extra: Any) -> dict[str, dict[str, Any]]:
    from qgis import processing

    params = {"PARCELS": parcels or example_parcels(), "SHORELINE": example_shore(),
              "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
              "FRONTAGE_FIELD": "frontage_ft", "SEATING_FIELD": "seating",
              "OUTPUT": "TEMPORARY_OUTPUT"}
    params.update(extra)
    layer = processing.run("shorelinelayout:allowedfacilities", params)["OUTPUT"]
    assert layer.fields().names() == FIELDS
    assert layer.wkbType() == Qgis.WkbType.NoGeometry
    return {r["parcel_id"]: r for r in rows(layer)}


def test_keuka_residential_by_tax_map_frontage(provider: Any) -> None:
    out = run_af()
    assert sorted(out) == ["P1", "P2", "P3", "P4", "P5"]
    p2, p3 = out["P2"], out["P3"]
    # §160-123A(1)(a): [100, 200) ft -> 2 docks, 6 moorings; [200, 300) -> 3 docks, 9 moorings
    assert (p2["frontage_ft"], p2["frontage_method"], p2["eligible"]) == (100.0, "tax_map", 1)
    assert (p2["docks_allowed"], p2["boats_allowed"]) == (2, 6)
    assert (p3["frontage_ft"], p3["docks_allowed"], p3["boats_allowed"]) == (200.0, 3, 9)
    assert p3["max_dock_area_sqft"] == 720.0   # §160-123A(1)(b)
    assert isinstance(p3["docks_allowed"], int) and isinstance(p3["frontage_ft"], float)


def test_keuka_falls_back_to_shoreline_length(provider: Any) -> None:
    out = run_af(FRONTAGE_FIELD=None)
    assert out["P3"]["frontage_method"] == "shoreline"
    assert out["P3"]["frontage_ft"] == pytest.approx(200.0, abs=0.01)   # (200,0)-(300,0)-(300,100)
    assert out["P2"]["frontage_ft"] == pytest.approx(100.0, abs=0.01)


def test_canandaigua_counts_the_tie_line(provider: Any) -> None:
    out = run_af(PROFILE="canandaigua")
    p2, p3 = out["P2"], out["P3"]
    assert p3["frontage_method"] == "tie_line"
    assert p3["frontage_ft"] == pytest.approx(141.42, abs=0.01)
    # §44-6A(1): to 100 ft 3 slips 1 dock; to 150 ft 4 slips 2 docks
    assert (p2["boats_allowed"], p2["docks_allowed"]) == (3, 1)
    assert (p3["boats_allowed"], p3["docks_allowed"]) == (4, 2)


def test_other_land_uses(provider: Any) -> None:
    parcels = list(EXAMPLE_PARCELS)
    parcels[3] = ("P4", "marina", *parcels[3][2:])
    parcels[4] = ("P5", "Restaurant", *parcels[4][2:])
    out = run_af(example_parcels(parcels=parcels))
    marina = out["P4"]
    assert (marina["land_use"], marina["eligible"], marina["docks_allowed"]) == ("marina", 0, 0)
    assert "200" in marina["note"] and "§160-123A(2)(a)[1]" in marina["note"]
    restaurant = out["P5"]
    assert restaurant["land_use"] == "restaurant" and restaurant["eligible"] == 1
    assert restaurant["boats_allowed"] == 20            # §160-123A(2)(b): 100-150 ft, 20 slips
    assert restaurant["docks_allowed"] is None          # the law sets no number: NULL
    assert restaurant["max_dock_area_sqft"] is None
