"""shorelinelayout:exportoverlays on DESIGN.md's worked example: the GeoPackage carries its styles
in layer_styles, the .qlr reloads the layers styled, the DXF has one CAD layer per output and the
labels as TEXT entities (read back with OGR)."""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from osgeo import ogr
from qgis.core import (
    QgsLayerDefinition,
    QgsProject,
    QgsRuleBasedRenderer,
    QgsVectorLayer,
)
from test_processing_layers import example_parcels, example_shore, provider  # noqa: F401

ROLES = ["tie_lines", "water_rights_lines", "rights_areas", "reach_lines", "envelopes"]
# DESIGN.md: lines leave the tie points at 0, 337.5, 292.5 and 270 degrees; the corner parcel's two
# meet 184.78 ft out, so the 200 ft rule modifies the middle two (modified = 1).
UNMODIFIED_AZIMUTHS = (0.0, 270.0)


@pytest.fixture(scope="module")
def exported(provider: Any, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    from qgis import processing

    out = tmp_path_factory.mktemp("overlays")
    result = processing.run("shorelinelayout:exportoverlays", {
        "PARCELS": example_parcels(), "SHORELINE": example_shore(), "PROFILE": "keuka",
        "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use",
        "OUTPUT_GPKG": str(out / "overlays.gpkg"), "OUTPUT_QLR": str(out / "overlays.qlr"),
        "OUTPUT_DXF": str(out / "overlays.dxf")})
    for key in ("OUTPUT_GPKG", "OUTPUT_QLR", "OUTPUT_DXF"):
        assert Path(result[key]).is_file(), key
    return result


def test_geopackage_has_every_output_with_its_default_style(exported: dict[str, str]) -> None:
    ds = ogr.Open(exported["OUTPUT_GPKG"])
    names = {ds.GetLayerByIndex(i).GetName() for i in range(ds.GetLayerCount())}
    assert set(ROLES) <= names
    styles = ds.GetLayerByName("layer_styles")
    rows = [(f["f_table_name"], f["useAsDefault"], f["styleQML"]) for f in styles]
    assert sorted(r[0] for r in rows) == sorted(ROLES)
    assert all(r[1] for r in rows)
    qml = {r[0]: r[2] for r in rows}
    assert "RuleRenderer" in qml["water_rights_lines"] or "rule" in qml["water_rights_lines"].lower()
    # features went in: one tie line and rights area per lakeshore parcel, a line per tie point
    assert ds.GetLayerByName("tie_lines").GetFeatureCount() == 5
    assert ds.GetLayerByName("rights_areas").GetFeatureCount() >= 5
    assert ds.GetLayerByName("water_rights_lines").GetFeatureCount() == 4


def test_geopackage_layers_open_styled_in_qgis(exported: dict[str, str]) -> None:
    layer = QgsVectorLayer(f"{exported['OUTPUT_GPKG']}|layername=water_rights_lines", "wrl", "ogr")
    assert layer.isValid()
    # QGIS loads the default style from layer_styles: the rule-based renderer of the QML
    assert isinstance(layer.renderer(), QgsRuleBasedRenderer)
    assert layer.labelsEnabled()
    plain = sorted(round(f["azimuth_deg"], 3) for f in layer.getFeatures() if f["modified"] == 0)
    assert plain == sorted(UNMODIFIED_AZIMUTHS)
    assert sum(1 for f in layer.getFeatures() if f["modified"] == 1) == 2


def test_qlr_reloads_the_layers_with_their_styles(exported: dict[str, str]) -> None:
    project = QgsProject()
    ok, message = QgsLayerDefinition.loadLayerDefinition(exported["OUTPUT_QLR"], project,
                                                         project.layerTreeRoot())
    assert ok, message
    group = project.layerTreeRoot().findGroup("Shoreline Layout overlays")
    assert group is not None
    loaded = {node.layer().name(): node.layer() for node in group.findLayers()}
    assert sorted(loaded) == sorted(ROLES)
    assert all(lyr.isValid() for lyr in loaded.values())
    assert isinstance(loaded["water_rights_lines"].renderer(), QgsRuleBasedRenderer)
    assert loaded["water_rights_lines"].labelsEnabled()
    assert loaded["water_rights_lines"].featureCount() == 4
    # the .qlr points at the GeoPackage by a relative path, so the two travel together
    text = Path(exported["OUTPUT_QLR"]).read_text(encoding="utf-8")
    assert "./overlays.gpkg|layername=water_rights_lines" in text


def test_dxf_has_one_cad_layer_per_output_and_labels_as_text(exported: dict[str, str]) -> None:
    ds = ogr.Open(exported["OUTPUT_DXF"])
    layer = ds.GetLayer(0)
    kinds: Counter = Counter()
    texts: dict[str, list[str]] = {}
    for f in layer:
        cad = f.GetField("Layer")
        sub = f.GetField("SubClasses") or ""
        kinds[(cad, "text" if "AcDbText" in sub else "shape")] += 1
        if "AcDbText" in sub:
            texts.setdefault(cad, []).append(f.GetField("Text"))
    cad_layers = {k[0] for k in kinds}
    assert cad_layers == set(ROLES)
    assert not any("AcDbMText" in (f.GetField("SubClasses") or "") for f in ds.GetLayer(0))
    for role in ROLES:
        assert kinds[(role, "shape")] >= 1, role
        assert kinds[(role, "text")] >= 1, role
    # the labels carry the figures: every water-rights line's bearing (as the site plan writes
    # it, core/bearing.py) and each tie line's length
    from shoreline_layout.core.bearing import bearing
    lines = QgsVectorLayer(f"{exported['OUTPUT_GPKG']}|layername=water_rights_lines", "wrl", "ogr")
    wrl = " ".join(texts["water_rights_lines"])
    for f in lines.getFeatures():
        assert bearing(f["azimuth_deg"]) in wrl
    assert sum(1 for t in texts["tie_lines"] if "100.00 ft" in t) >= 2
