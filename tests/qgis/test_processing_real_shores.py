"""#22 through Processing, on tax maps built the way county data comes: a 200 ft condominium lot
carried as three identical polygons (128.07-1-11.001, .002, .003) gives one lakeshore parcel with
units, one allowance, and the neighbours their whole water; a lot wrapping round a small one; the
last lot of the data at a town line."""
from __future__ import annotations

from typing import Any

import pytest
from qgis.PyQt.QtCore import QMetaType as T
from test_processing_layers import (  # noqa: F401 - provider is a fixture
    _wkt_ring,
    example_shore,
    memory_layer,
    provider,
    rows,
    world,
)

CONDO = "128.07-1-11.001;128.07-1-11.002;128.07-1-11.003"
FIELDS = (("SBL", T.QString), ("PROP_CLASS", T.QString), ("FRONT", T.Double))


def county_parcels() -> Any:
    """Lots along y = 0 (water north), ids and property classes as the county writes them."""
    lots = [("128.07-1-9", "210", 100.0, -100, 0), ("128.07-1-10", "260", 100.0, 0, 100)]
    lots += [(f"128.07-1-11.00{k}", "210", 200.0 if k == 1 else 0.0, 100, 300) for k in (3, 1, 2)]
    lots += [("128.07-1-12", "210", 100.0, 300, 400), ("128.07-1-13", "210", 100.0, 400, 500)]
    return memory_layer("Polygon", "tax parcels", FIELDS, [
        (_wkt_ring([(x0, -300), (x1, -300), (x1, 0), (x0, 0)]), [sbl, cls, front])
        for sbl, cls, front, x0, x1 in lots])


def params(**extra: Any) -> dict[str, Any]:
    out = {"PARCELS": county_parcels(), "SHORELINE": example_shore(line=[(-150, 0), (550, 0)]),
           "PROFILE": "keuka", "PARCEL_ID_FIELD": "SBL", "LAND_USE_FIELD": "PROP_CLASS",
           "FRONTAGE_FIELD": "FRONT"}
    out.update(extra)
    return out


def test_water_rights_lines_of_stacked_units(provider: Any) -> None:
    from qgis import processing

    result = processing.run("shorelinelayout:waterrightslines", params(
        TIE_LINES="TEMPORARY_OUTPUT", WATER_RIGHTS_LINES="TEMPORARY_OUTPUT", RIGHTS_AREAS="TEMPORARY_OUTPUT"))
    ties = {r["parcel_id"]: r for r in rows(result["TIE_LINES"])}
    assert sorted(ties) == ["128.07-1-10", "128.07-1-11.001", "128.07-1-12", "128.07-1-13", "128.07-1-9"]
    assert ties["128.07-1-11.001"]["length_ft"] == pytest.approx(200.0, abs=0.01)
    assert ties["128.07-1-11.001"]["units"] == CONDO and ties["128.07-1-12"]["units"] is None
    areas = {r["parcel_id"]: r for r in rows(result["RIGHTS_AREAS"])}
    assert areas["128.07-1-11.001"]["area_sqft"] == pytest.approx(300000.0, rel=0.01)
    assert areas["128.07-1-11.001"]["units"] == CONDO
    for pid in ("128.07-1-10", "128.07-1-12"):       # the neighbours keep their whole water
        assert areas[pid]["area_sqft"] == pytest.approx(150000.0, rel=0.01)
    lines = rows(result["WATER_RIGHTS_LINES"])
    assert not [r for r in lines if "sliver" in (r["note"] or "")]
    assert sorted((r["parcel_a"], r["parcel_b"]) for r in lines if "128.07-1-11.001" in
                  (r["parcel_a"], r["parcel_b"])) == [("128.07-1-10", "128.07-1-11.001"),
                                                      ("128.07-1-11.001", "128.07-1-12")]


def test_one_allowance_for_stacked_units(provider: Any) -> None:
    from qgis import processing

    out = processing.run("shorelinelayout:allowedfacilities", params(OUTPUT="TEMPORARY_OUTPUT"))["OUTPUT"]
    rows_by_id = {r["parcel_id"]: r for r in rows(out)}
    condo = rows_by_id["128.07-1-11.001"]
    assert "128.07-1-11.002" not in rows_by_id and "128.07-1-11.003" not in rows_by_id
    assert (condo["frontage_ft"], condo["docks_allowed"], condo["boats_allowed"]) == (200.0, 3, 9)
    assert condo["units"] == CONDO and "§160-123B" in condo["note"]


def test_a_dock_of_any_unit_counts_against_the_one_allowance(provider: Any) -> None:
    from qgis import processing

    docks = memory_layer("Polygon", "docks", (("kind", T.QString), ("dock_id", T.QString),
                                              ("parcel_id", T.QString)), [
        (_wkt_ring([(110 + 45 * k, -2), (118 + 45 * k, -2), (118 + 45 * k, 40), (110 + 45 * k, 40)]),
         ["dock", f"D{k}", f"128.07-1-11.00{k % 3 + 1}"]) for k in range(4)])
    found = rows(processing.run("shorelinelayout:checklayout", params(
        STRUCTURES=docks, VIOLATIONS="TEMPORARY_OUTPUT"))["VIOLATIONS"])
    assert [(r["rule"], r["parcel_id"], r["measured"], r["limit"]) for r in found] == [
        ("dock_count", "128.07-1-11.001", 4.0, 3.0)]


def test_a_wrapping_lot_and_a_town_line_end(provider: Any) -> None:
    """-20 wraps round the 60 ft lot -21; the tax map ends after -22 (a town line): a dock off
    -22 is checked for its reach and its open side is said, never on land."""
    from qgis import processing

    wrap = "POLYGON((" + ", ".join("{:.6f} {:.6f}".format(*world(x, y)) for x, y in [
        (100, -200), (400, -200), (400, 0), (280, 0), (280, -60), (220, -60), (220, 0), (100, 0),
        (100, -200)]) + "))"
    parcels = memory_layer("Polygon", "tax parcels", FIELDS, [
        (_wkt_ring([(0, -200), (100, -200), (100, 0), (0, 0)]), ["128.07-1-19", "210", None]),
        (wrap, ["128.07-1-20", "210", None]),
        (_wkt_ring([(220, -60), (280, -60), (280, 0), (220, 0)]), ["128.07-1-21", "210", None]),
        (_wkt_ring([(400, -200), (500, -200), (500, 0), (400, 0)]), ["128.07-1-22", "210", None])])
    lake = params(PARCELS=parcels, SHORELINE=example_shore(line=[(-50, 0), (500, 0)]), FRONTAGE_FIELD=None)
    out = processing.run("shorelinelayout:waterrightslines", {
        **lake, "TIE_LINES": "TEMPORARY_OUTPUT", "WATER_RIGHTS_LINES": "TEMPORARY_OUTPUT",
        "RIGHTS_AREAS": "TEMPORARY_OUTPUT"})
    ties = sorted((r["parcel_id"], round(r["length_ft"], 2)) for r in rows(out["TIE_LINES"]))
    assert ties == [("128.07-1-19", 100.0), ("128.07-1-20", 120.0), ("128.07-1-20", 120.0),
                    ("128.07-1-21", 60.0), ("128.07-1-22", 100.0)]
    areas = {r["parcel_id"]: r for r in rows(out["RIGHTS_AREAS"])}
    assert areas["128.07-1-21"]["area_sqft"] == pytest.approx(90000.0, rel=1e-6)
    assert sum(r["area_sqft"] for r in rows(out["RIGHTS_AREAS"]) if r["parcel_id"] == "128.07-1-20") \
        == pytest.approx(360000.0, rel=1e-6)
    allowed = {r["parcel_id"]: r for r in rows(processing.run(
        "shorelinelayout:allowedfacilities", {**lake, "OUTPUT": "TEMPORARY_OUTPUT"})["OUTPUT"])}
    assert allowed["128.07-1-20"]["frontage_ft"] == pytest.approx(240.0)
    assert (allowed["128.07-1-21"]["eligible"], allowed["128.07-1-21"]["docks_allowed"]) == (1, 1)
    dock = memory_layer("Polygon", "docks", (("kind", T.QString),), [
        (_wkt_ring([(446, -2), (454, -2), (454, 78), (446, 78)]), ["dock"])])
    found = rows(processing.run("shorelinelayout:checklayout", {
        **lake, "STRUCTURES": dock, "VIOLATIONS": "TEMPORARY_OUTPUT"})["VIOLATIONS"])
    assert sorted((r["rule"], r["parcel_id"], r["measured"]) for r in found) == [
        ("reach", "128.07-1-22", 78.0), ("rights_line_missing", "128.07-1-22", None)]
