"""The bundled sample lake, end to end through the panel: load its layers as a user would, let the
panel guess them, Compute, and find the sample layout's deliberate violations in the Violations
layer and the table (resources/sample/README.md lists them), and none on the compliant parcels."""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from qgis.core import QgsProject, QgsRasterLayer, QgsVectorLayer

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "sample"


@pytest.fixture
def sample(loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> Any:
    if not (SAMPLE / "sample_lake.gpkg").exists():
        pytest.skip("resources/sample/sample_lake.gpkg is not built (make sample)")
    gpkg = tmp_path / "sample_lake.gpkg"          # a copy: the tests may edit the layout
    shutil.copy(SAMPLE / "sample_lake.gpkg", gpkg)
    layers = [QgsVectorLayer(f"{gpkg}|layername={name}", name, "ogr")
              for name in ("parcels", "mhw", "structures", "buoys")]
    layers.append(QgsRasterLayer(str(SAMPLE / "bathymetry.tif"), "bathymetry"))
    assert all(lyr.isValid() for lyr in layers)
    QgsProject.instance().addMapLayers(layers)
    ui = loaded_plugin.ui
    ui.panel.guess_layers()
    ui.panel.w.profileCombo.setCurrentIndex(ui.panel.w.profileCombo.findData("keuka"))
    return ui


def test_compute_on_the_sample_flags_the_deliberate_violations(sample: Any) -> None:
    ui = sample
    w = ui.panel.w
    # the panel found the layers and fields by their names
    assert (w.parcelLayerCombo.currentLayer().name(), w.mhwLayerCombo.currentLayer().name(),
            w.bathymetryCombo.currentLayer().name(), w.structuresCombo.currentLayer().name(),
            w.buoysCombo.currentLayer().name()) == ("parcels", "mhw", "bathymetry", "structures", "buoys")
    assert (w.idFieldCombo.currentField(), w.landUseFieldCombo.currentField(),
            w.frontageFieldCombo.currentField(), w.seatingFieldCombo.currentField()) == (
        "parcel_id", "land_use", "frontage_ft", "seating")
    session = ui.compute()
    assert session is not None, ui.iface.messageBar().messages
    assert len(session.wr.lakeshore_parcels) == 58
    found = {(f["parcel_id"], f["rule"]): f for f in ui.writer.layer.getFeatures()}
    expected = {("SL-009", "reach"), ("SL-020", "dock_area"), ("SL-022", "boat_count"), ("SL-024", "setback"),
                ("SL-033", "dock_separation"), ("SL-035", "station_slips"), ("SL-035", "roof_pitch"),
                ("SL-037", "height"), ("SL-044", "structure_not_permitted"), ("SL-046", "buoy_swing"),
                ("SL-054", "buoy_contact"), ("SL-013", "anchorage_permit")}
    assert expected <= set(found), sorted(expected - set(found))
    reach = found[("SL-009", "reach")]
    assert (reach["limit"], reach["section"], reach["severity"]) == (65.0, "§160-123A(1)(b)[1]", "error")
    assert reach["measured"] == pytest.approx(75.0, abs=1.0)
    # compliant parcels stay clean: no error on them (SL-041 passes by the depth exception)
    errors_on = {pid for (pid, _rule), f in found.items() if f["severity"] == "error"}
    assert not errors_on & {"SL-004", "SL-006", "SL-041", "SL-051", "SL-052", "SL-055", "SL-057"}
    # the table mirrors the layer and the status says how many violations
    assert ui.table_model.rowCount() == ui.writer.layer.featureCount()
    assert "violations of" in w.violationsStatusLabel.text()


def test_fixing_the_long_dock_clears_its_finding(sample: Any) -> None:
    ui = sample
    ui.compute()
    structures = ui.layout_layer("structures")
    long_dock = [f for f in structures.getFeatures() if f["parcel_id"] == "SL-009"]
    assert len(long_dock) == 1
    fid = long_dock[0].id()
    before = [f for f in ui.writer.layer.getFeatures() if f["parcel_id"] == "SL-009"]
    assert [f["rule"] for f in before] == ["reach"]
    # shorten it: scale the dock towards its shoreward end to 80 % of its length
    from qgis.core import QgsGeometry
    geom = QgsGeometry(long_dock[0].geometry())
    shore = session_shore(ui)
    ring = geom.asPolygon()[0] if not geom.isMultipart() else geom.asMultiPolygon()[0][0]
    anchor = min(ring, key=lambda p: shore.distance(_pt(p)))
    from qgis.core import QgsPointXY
    short = QgsGeometry.fromPolygonXY([[QgsPointXY(anchor.x() + 0.8 * (p.x() - anchor.x()),
                                                   anchor.y() + 0.8 * (p.y() - anchor.y())) for p in ring]])
    structures.startEditing()
    structures.changeGeometry(fid, short)
    ui.checker.flush()
    assert [(f["rule"], f["measured"], f["message"]) for f in ui.writer.layer.getFeatures()
            if f["parcel_id"] == "SL-009"] == []
    structures.undoStack().undo()
    ui.checker.flush()
    assert [f["rule"] for f in ui.writer.layer.getFeatures() if f["parcel_id"] == "SL-009"] == ["reach"]


def session_shore(ui: Any):
    return ui.session.wr.shoreline


def _pt(p):
    from shapely.geometry import Point
    return Point(p.x(), p.y())
