"""A piece of the real Keuka shore (GSHHG, tests/data/finger_lakes/, a generated tax map) fed
through processing.run in EPSG:4326, UTM 18N (metres) and NAD27, against the same lake in
EPSG:2261: the algorithm transforms to its working CRS before the engine sees anything, so every
water-rights line and rights area must agree to 0.01 ft (issue #17: the core invariants "in
another CRS" round-trip the coordinates first, and test nothing about CRS handling)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsGeometry
from qgis.PyQt.QtCore import QVariant
from test_processing_layers import memory_layer, provider, rows  # noqa: F401 - provider is a fixture

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from reallake import make_real_lake

WORKING = "EPSG:2261"
OTHER_CRS = ("EPSG:4326", "EPSG:32618", "EPSG:4267")       # WGS 84, UTM 18N (m), NAD27
OUTPUTS = ("TIE_LINES", "WATER_RIGHTS_LINES", "RIGHTS_AREAS", "REACH_LINES", "ENVELOPES")
TOL_FT = 0.01
FIELDS = (("parcel_id", QVariant.String), ("land_use", QVariant.String))


@pytest.fixture(scope="module")
def piece() -> Any:
    """About 4,000 ft of Keuka's east branch below Penn Yan: road ends, narrow water."""
    return make_real_lake("keuka", seed=11, s_range=(96_000.0, 100_000.0))


def layers(piece: Any, crs: str) -> tuple[Any, Any]:
    parcels = memory_layer("Polygon", "parcels", FIELDS,
                           [(p.geometry.wkt, [p.parcel_id, "residential"]) for p in piece.parcels],
                           crs=crs, source_crs=WORKING)
    shore = memory_layer("Polygon", "lake", (("name", QVariant.String),), [(piece.lake.wkt, ["Keuka"])],
                         crs=crs, source_crs=WORKING)
    return parcels, shore


def run(piece: Any, crs: str) -> dict[str, Any]:
    from qgis import processing

    parcels, shore = layers(piece, crs)
    params = {"PARCELS": parcels, "SHORELINE": shore, "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id",
              "LAND_USE_FIELD": "land_use", **{name: "TEMPORARY_OUTPUT" for name in OUTPUTS}}
    return processing.run("shorelinelayout:waterrightslines", params)


def lines_by_pair(layer: Any) -> dict[tuple, QgsGeometry]:
    return {(r["parcel_a"], r["parcel_b"], round(r["_geom"].constGet().startPoint().x(), 1)): r["_geom"]
            for r in rows(layer)}


def areas_by_id(layer: Any) -> dict[Any, list[QgsGeometry]]:
    out: dict[Any, list[QgsGeometry]] = {}
    for r in rows(layer):
        out.setdefault(r["parcel_id"], []).append(r["_geom"])
    return out


@pytest.fixture(scope="module")
def reference(provider: Any, piece: Any) -> dict[str, Any]:
    return run(piece, WORKING)


@pytest.mark.parametrize("crs", OTHER_CRS)
def test_real_shore_in_another_crs_gives_the_same_lines_and_areas(
        provider: Any, piece: Any, reference: dict[str, Any], crs: str) -> None:
    got = run(piece, crs)
    assert got["WATER_RIGHTS_LINES"].crs().authid() == WORKING
    ref_lines = lines_by_pair(reference["WATER_RIGHTS_LINES"])
    new_lines = lines_by_pair(got["WATER_RIGHTS_LINES"])
    assert len(ref_lines) >= 30 and set(new_lines) == set(ref_lines)
    for key, geom in ref_lines.items():
        assert geom.hausdorffDistance(new_lines[key]) < TOL_FT, (crs, key)
    ref_areas, new_areas = areas_by_id(reference["RIGHTS_AREAS"]), areas_by_id(got["RIGHTS_AREAS"])
    assert set(new_areas) == set(ref_areas)
    for pid, parts in ref_areas.items():
        a = QgsGeometry.unaryUnion(parts)
        b = QgsGeometry.unaryUnion(new_areas[pid])
        assert a.isEmpty() == b.isEmpty(), (crs, pid)
        if a.isEmpty():
            continue                       # (a lot at the end of the data: no area either way)
        assert abs(a.area() - b.area()) < TOL_FT * max(1.0, a.length()), (crs, pid)
        assert a.hausdorffDistance(b) < TOL_FT, (crs, pid)
    # Road ends and narrow water are in the piece: the comparison covers them.
    notes = [r["note"] or "" for r in rows(reference["WATER_RIGHTS_LINES"])]
    assert any("unparcelled strip" in n for n in notes) and any("median line" in n for n in notes)


def test_road_ends_are_rights_area_features_without_a_parcel_id(reference: dict[str, Any],
                                                                piece: Any) -> None:
    areas = rows(reference["RIGHTS_AREAS"])
    strips = [r for r in areas if r["parcel_id"] is None]
    assert len(piece.road_ends) >= 1 and len(strips) >= 1
    assert all(r["area_sqft"] > 0 for r in strips)


def test_a_road_end_beside_a_site_plans_parcel_is_named_on_the_map_and_in_the_legend(
        piece: Any, reference: dict[str, Any], tmp_path: Path) -> None:
    """#26 item 17: the site plan left a road end's strip white, with no label or legend entry."""
    from qgis import processing

    strips = [r["_geom"] for r in rows(reference["RIGHTS_AREAS"]) if r["parcel_id"] is None]
    beside = next(r["parcel_a"] or r["parcel_b"] for r in rows(reference["WATER_RIGHTS_LINES"])
                  if (r["parcel_a"] is None) != (r["parcel_b"] is None)
                  and any(s.distance(r["_geom"]) < 0.01 for s in strips))
    parcels, shore = layers(piece, WORKING)
    structures = memory_layer("Polygon", "structures", (("kind", QVariant.String),), [], crs=WORKING)
    done = processing.run("shorelinelayout:siteplanreport", {
        "PARCELS": parcels, "SHORELINE": shore, "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id",
        "LAND_USE_FIELD": "land_use", "STRUCTURES": structures, "PARCEL": beside,
        "OUTPUT_FOLDER": str(tmp_path)})
    text = subprocess.run(["pdftotext", "-layout", done["PDF_PATHS"][0], "-"], capture_output=True,
                          text=True, check=True).stdout
    # the strip's label on the map (wrapped over three lines)
    assert "UNPARCELLED" in text and "(ROAD END)" in text
    assert "Unparcelled lakeshore (road end)" in text      # and its legend entry
