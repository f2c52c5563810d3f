"""shorelinelayout:suggestlayout through processing.run: on the sample lake every suggestion
passes checklayout with zero errors (checked again here by the algorithm itself, on the layers
suggestlayout wrote), and the report tells the area used against the allowance and why."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsProcessingException, QgsWkbTypes
from test_processing_layers import provider, rows  # noqa: F401 - provider is a fixture

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "sample" / "sample_lake.gpkg"
pytestmark = [pytest.mark.skipif(not SAMPLE.exists(), reason="the sample lake is not built"),
              pytest.mark.usefixtures("provider")]


def lake_params(**extra: Any) -> dict[str, Any]:
    # Sources as strings: Processing opens and closes the layers in its own context (a layer
    # object held by a failed run's traceback would outlive QGIS and crash the interpreter's exit).
    return {"PARCELS": f"{SAMPLE}|layername=parcels", "SHORELINE": f"{SAMPLE}|layername=mhw",
            "PROFILE": "keuka",
            "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use", **extra}


@pytest.fixture(scope="module")
def suggested() -> dict[str, Any]:
    from qgis import processing

    return processing.run("shorelinelayout:suggestlayout", lake_params(
        STRUCTURES="TEMPORARY_OUTPUT", BUOYS="TEMPORARY_OUTPUT", REPORT="TEMPORARY_OUTPUT"))


def test_every_parcel_of_the_sample_lake_passes_checklayout(suggested: dict[str, Any]) -> None:
    from qgis import processing

    structures, buoys = suggested["STRUCTURES"], suggested["BUOYS"]
    assert QgsWkbTypes.geometryType(structures.wkbType()) == QgsWkbTypes.GeometryType.PolygonGeometry
    assert QgsWkbTypes.geometryType(buoys.wkbType()) == QgsWkbTypes.GeometryType.PointGeometry
    checked = processing.run("shorelinelayout:checklayout", lake_params(
        STRUCTURES=structures, BUOYS=buoys, VIOLATIONS="TEMPORARY_OUTPUT"))["VIOLATIONS"]
    found = rows(checked)
    assert [(r["rule"], r["parcel_id"], r["message"]) for r in found if r["severity"] == "error"] == []
    assert all(r["severity"] == "info" for r in found)     # anchorage permits, changed lines
    docks = {r["parcel_id"] for r in rows(structures) if r["kind"] == "dock"}
    report = rows(suggested["REPORT"])
    with_dock = {r["parcel_id"] for r in report if r["shape"]}
    assert docks == with_dock and len(docks) >= 40


def test_suggested_buoys_need_no_anchorage_permit_unless_asked(suggested: dict[str, Any]) -> None:
    """By default every suggested buoy lies within 100 ft of the MHW mark (§160-124F(3)); asked
    for, buoys farther out are suggested too, and checklayout notes their anchorage permits."""
    from qgis import processing

    def anchorage(buoys: Any) -> list[dict[str, Any]]:
        checked = processing.run("shorelinelayout:checklayout", lake_params(
            STRUCTURES=suggested["STRUCTURES"], BUOYS=buoys, VIOLATIONS="TEMPORARY_OUTPUT"))
        return [r for r in rows(checked["VIOLATIONS"]) if r["rule"] == "anchorage_permit"]

    assert suggested["BUOYS"].featureCount() > 0 and anchorage(suggested["BUOYS"]) == []
    held = [r for r in rows(suggested["REPORT"]) if "would fit only over 100 ft out" in (r["note"] or "")]
    assert held
    far = processing.run("shorelinelayout:suggestlayout", lake_params(
        BUOYS_BEYOND_ANCHORAGE=True, STRUCTURES="TEMPORARY_OUTPUT", BUOYS="TEMPORARY_OUTPUT",
        REPORT="TEMPORARY_OUTPUT"))
    assert far["BUOYS"].featureCount() > suggested["BUOYS"].featureCount()
    permits = anchorage(far["BUOYS"])
    assert permits and all(r["measured"] > 100 and r["section"] == "§160-124F(3)" for r in permits)


def test_the_report_gives_the_area_used_and_why_it_stops(suggested: dict[str, Any]) -> None:
    report = rows(suggested["REPORT"])
    assert report
    for r in report:
        if r["shape"]:
            assert 0 < r["area_sqft"] <= r["allowance_sqft"]
            assert r["used_pct"] == pytest.approx(100 * r["area_sqft"] / r["allowance_sqft"], abs=0.06)
            assert ("area limit" in r["stops_at"] or "reach" in r["stops_at"]
                    or "envelope" in r["stops_at"])
        else:
            assert r["note"].startswith("Nothing suggested:")
    residential = [r for r in report if r["land_use"] == "residential" and r["shape"]]
    assert sum(r["used_pct"] >= 95 for r in residential) >= len(residential) // 2
    parts = {(r["kind"], r["part"]) for r in rows(suggested["STRUCTURES"])}
    assert ("dock", "walkway") in parts and ("boat_hoist_structure", None) in parts


def test_unknown_parcel_ids_are_refused_naming_them() -> None:
    from qgis import processing

    with pytest.raises(QgsProcessingException, match="NOPE is not a lakeshore parcel id"):
        processing.run("shorelinelayout:suggestlayout", lake_params(
            PARCEL_IDS="NOPE", STRUCTURES="TEMPORARY_OUTPUT", BUOYS="TEMPORARY_OUTPUT",
            REPORT="TEMPORARY_OUTPUT"))
