"""shorelinelayout:checklayout on the worked example: a dock past the 65 ft reach, a dock inside
the 10 ft setback from a water-rights line, a buoy whose swing circle crosses a line; a compliant
layout gives an empty VIOLATIONS layer; a bathymetry raster lets a dock out to 3 ft of depth."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsRasterLayer, QgsWkbTypes
from qgis.PyQt.QtCore import QMetaType as T
from test_processing_layers import (  # noqa: F401 - provider is a fixture
    _wkt_ring,
    example_parcels,
    example_shore,
    layer_fingerprint,
    local,
    memory_layer,
    provider,
    rows,
    world,
)

VIOLATION_FIELDS = ["parcel_id", "source_layer", "source_fid", "rule", "section", "severity",
                    "measured", "limit", "unit", "message"]
STRUCTURE_FIELDS = (("kind", T.QString), ("dock_id", T.QString), ("part", T.QString),
                    ("construction", T.QString))

# P2 lies between the lines x = 100 (azimuth 0) and the 337.5° line from (200,0).
LONG_DOCK = [(150, 0), (156, 0), (156, 70), (150, 70)]          # 70 ft out: past the 65 ft reach
SHORT_DOCK = [(150, 0), (156, 0), (156, 40), (150, 40)]
# P4 lies between the 292.5° line from (300,100) and the 270° line y = 200.
CLOSE_DOCK = [(250, 192), (300, 192), (300, 198), (250, 198)]   # 2 ft from the y = 200 line


def structures_layer(docks: list[list[tuple[float, float]]], crs: str = "EPSG:2261") -> Any:
    rows_ = [(_wkt_ring(ring), ["dock", f"D{i + 1}", None, "permanent"])
             for i, ring in enumerate(docks)]
    return memory_layer("Polygon", "structures", STRUCTURE_FIELDS, rows_, crs=crs)


def buoys_layer(points: list[tuple[float, float, float, float]]) -> Any:
    rows_ = [("POINT({:f} {:f})".format(*world(x, y)), [vessel, rode]) for x, y, vessel, rode in points]
    return memory_layer("Point", "buoys", (("vessel_length_ft", T.Double),
                                           ("rode_length_ft", T.Double)), rows_)


def run_check(structures: Any, buoys: Any = None, **extra: Any) -> Any:
    from qgis import processing

    params = {"PARCELS": example_parcels(), "SHORELINE": example_shore(), "PROFILE": "keuka",
              "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
              "FRONTAGE_FIELD": "frontage_ft", "STRUCTURES": structures, "BUOYS": buoys,
              "VIOLATIONS": "TEMPORARY_OUTPUT"}
    params.update(extra)
    layer = processing.run("shorelinelayout:checklayout", params)["VIOLATIONS"]
    if isinstance(layer, str):     # written to a file: the caller opens it
        return layer
    assert layer.fields().names() == VIOLATION_FIELDS
    assert QgsWkbTypes.displayString(layer.wkbType()) == "MultiPolygon"
    return layer


def test_compliant_layout_gives_empty_violations(provider: Any, tmp_path: Path) -> None:
    # Keuka's own profile: only the info findings that the 200 ft rule turned P3's lines
    found = rows(run_check(structures_layer([SHORT_DOCK]), buoys_layer([(125, 90, 10, 8)])))
    assert sorted((r["rule"], r["parcel_id"], r["severity"]) for r in found) == [
        ("rights_line_modified", pid, "info") for pid in ("P2", "P3", "P4")]
    # with the 200 ft rule lowered to 150 ft nothing is modified: the layer is empty
    from shoreline_layout.core.profiles.loader import PROFILE_DIR

    text = (PROFILE_DIR / "keuka.toml").read_text(encoding="utf-8")
    profile = tmp_path / "keuka_150.toml"
    profile.write_text(text.replace("min_intersection_ft = { value = 200,",
                                    "min_intersection_ft = { value = 150,"), encoding="utf-8")
    layer = run_check(structures_layer([SHORT_DOCK]), buoys_layer([(125, 90, 10, 8)]),
                      PROFILE=str(profile))
    assert [(r["rule"], r["message"]) for r in rows(layer)] == []
    assert layer.featureCount() == 0


def test_findings_with_sections_measures_and_places(provider: Any) -> None:
    structures = structures_layer([LONG_DOCK, CLOSE_DOCK])
    buoys = buoys_layer([(118, 60, 16, 10)])          # swing radius 26 ft, 18 ft from x = 100
    before = (layer_fingerprint(structures), layer_fingerprint(buoys))
    found = rows(run_check(structures, buoys))
    assert (layer_fingerprint(structures), layer_fingerprint(buoys)) == before
    by_rule = {}
    for r in found:
        by_rule.setdefault(r["rule"], []).append(r)

    (reach,) = by_rule["reach"]
    assert (reach["parcel_id"], reach["source_layer"], reach["severity"]) == ("P2", "structures", "error")
    assert reach["section"] == "§160-123A(1)(b)[1]"
    assert (reach["measured"], reach["limit"], reach["unit"]) == (pytest.approx(70.0, abs=0.01), 65.0, "ft")
    # its geometry: the part of the dock beyond the reach line, 6 ft x 5 ft
    assert reach["_geom"].area() == pytest.approx(30.0, abs=0.5)
    box = reach["_geom"].boundingBox()
    assert local(box.xMinimum(), box.yMinimum()) == pytest.approx((150.0, 65.0), abs=0.01)

    setback = [r for r in by_rule["setback"] if r["parcel_id"] == "P4"]
    assert setback and setback[0]["section"].startswith("§160-122D")
    assert setback[0]["measured"] == pytest.approx(2.0, abs=0.01) and setback[0]["limit"] == 10.0

    (swing,) = by_rule["buoy_swing"]
    assert (swing["parcel_id"], swing["source_layer"], swing["section"]) == ("P2", "buoys", "§160-122E")
    # the circle is 26 ft (vessel 16 + rode 10); the line x = 100 is 18 ft from the buoy
    assert (swing["measured"], swing["limit"]) == (pytest.approx(26.0), pytest.approx(18.0, abs=0.01))
    assert swing["_geom"].area() > 2000     # the swing circle (pi * 26^2 = 2124 sq ft)
    errors = sorted((r["rule"], r["parcel_id"]) for r in found if r["severity"] != "info")
    assert errors == [("buoy_swing", "P2"), ("reach", "P2"), ("setback", "P4")]


def test_bathymetry_extends_the_reach_to_3ft_depth(provider: Any, tmp_path: Path) -> None:
    """Bottom elevation 712.55 - y/30 ft: 3 ft deep (Keuka's test at lake level 712.55) only at
    y = 90, so the 70 ft dock is within the extended reach and no reach finding is left."""
    from osgeo import gdal, osr

    path = tmp_path / "bathymetry.tif"
    x0, y0 = world(0, 400)
    cell = 2.0
    ds = gdal.GetDriverByName("GTiff").Create(str(path), 200, 200, 1, gdal.GDT_Float32)
    ds.SetGeoTransform((x0, cell, 0.0, y0, 0.0, -cell))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(2261)
    ds.SetProjection(srs.ExportToWkt())
    import numpy as np

    ys = 400.0 - (np.arange(200) + 0.5) * cell
    band = np.repeat((712.55 - np.clip(ys, 0, None) / 30.0)[:, None], 200, axis=1)
    ds.GetRasterBand(1).WriteArray(band.astype("float32"))
    ds = None
    raster = QgsRasterLayer(str(path), "bathymetry")
    assert raster.isValid()
    found = rows(run_check(structures_layer([LONG_DOCK]), None, BATHYMETRY=raster))
    assert [r for r in found if r["rule"] == "reach"] == []


def test_structures_in_another_crs_give_the_same_findings(provider: Any) -> None:
    here = sorted((r["rule"], r["parcel_id"], round(r["measured"] or 0, 2))
                  for r in rows(run_check(structures_layer([LONG_DOCK, CLOSE_DOCK]))))
    there = sorted((r["rule"], r["parcel_id"], round(r["measured"] or 0, 2))
                   for r in rows(run_check(structures_layer([LONG_DOCK, CLOSE_DOCK], crs="EPSG:4326"))))
    assert here == there and ("reach", "P2", 70.0) in here


@pytest.mark.parametrize("suffix", ["gpkg", "shp", "geojson"])
def test_violations_written_to_files(provider: Any, tmp_path: Path, suffix: str) -> None:
    """MultiPolygon VIOLATIONS go to any vector format: polygons, discs and bands alike."""
    path = tmp_path / f"violations.{suffix}"
    run_check(structures_layer([LONG_DOCK, CLOSE_DOCK]), buoys_layer([(118, 60, 16, 10)]),
              VIOLATIONS=str(path))
    from qgis.core import QgsVectorLayer

    written = QgsVectorLayer(str(path), "v", "ogr")
    assert written.isValid()
    rules = sorted(f["rule"] for f in written.getFeatures())
    assert rules.count("reach") == 1 and rules.count("setback") == 1 and rules.count("buoy_swing") == 1
    assert all(not f.geometry().isNull() for f in written.getFeatures())


def test_the_log_counts_with_their_nouns(provider: Any) -> None:
    """#26 walk: the Processing log printed "1 parcel(s)" and "1 error(s)": each count takes its
    noun, singular for one."""
    from qgis import processing
    from qgis.core import QgsProcessingFeedback

    class Log(QgsProcessingFeedback):
        def __init__(self) -> None:
            super().__init__()
            self.said: list[str] = []

        def pushInfo(self, info: str) -> None:
            self.said.append(info)

    params = {"PARCELS": example_parcels(), "SHORELINE": example_shore(), "PROFILE": "keuka",
              "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use", "FRONTAGE_FIELD": "frontage_ft",
              "STRUCTURES": structures_layer([LONG_DOCK]), "VIOLATIONS": "TEMPORARY_OUTPUT"}
    log = Log()
    found = rows(processing.run("shorelinelayout:checklayout", params, feedback=log)["VIOLATIONS"])
    errors = sum(r["severity"] == "error" for r in found)
    warnings = sum(r["severity"] == "warning" for r in found)
    assert errors == 1 and warnings == 0, found       # the 70 ft dock past the 65 ft reach
    assert "Verdict: violation. 1 error, 0 warnings." in log.said
    n = example_parcels().featureCount()
    assert f"{n} parcels read in EPSG:2261." in log.said
    assert "1 structure, 0 buoys read." in log.said
    assert not any("(s)" in line for line in log.said if "parcel" in line or "error" in line)
