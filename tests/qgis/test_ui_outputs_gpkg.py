"""Compute in a saved project writes the five outputs and the Violations layer into
`<project name>_shoreline.gpkg` beside it (rewritten table by table on each Compute), so reopening
the project shows them; a project not saved yet keeps memory layers and says how to keep them; a
GeoPackage of that name that the plugin did not write is replaced only when the user says so,
asked once."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsFields,
    QgsProject,
    QgsVectorFileWriter,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QCoreApplication
from test_ui_live import add_dock, walkway
from ui_helpers import compute_lake

from shoreline_layout.ui.output_layers import written_by_us

# ten parcels on a straight shore: the two end parcels have one line each and no reach or envelope
COUNTS = {"water_rights_lines": 9, "tie_lines": 10, "reach_lines": 8, "envelopes": 8, "rights_areas": 10}


def _by_role(role: str) -> list[QgsVectorLayer]:
    return [lyr for lyr in QgsProject.instance().mapLayers().values()
            if lyr.customProperty("shoreline_layout/role") == role]


def _table_count(path: Path, table: str) -> int:
    layer = QgsVectorLayer(f"{path}|layername={table}", table, "ogr")
    assert layer.isValid(), table
    return layer.featureCount()


def _messages(ui: Any, level: Qgis.MessageLevel) -> list[str]:
    return ui.iface.messageBar().get_messages(level)


def test_saved_project_keeps_the_outputs_in_a_geopackage_beside_it(loaded_plugin: Any, qgis_new_project: Any,
                                                                    tmp_path: Path) -> None:
    ui = loaded_plugin.ui
    project = QgsProject.instance()
    qgz = tmp_path / "lake.qgz"
    assert project.write(str(qgz))                   # saved before Compute
    compute_lake(ui, tmp_path)
    gpkg = tmp_path / "lake_shoreline.gpkg"
    assert gpkg.exists() and written_by_us(str(gpkg))
    for role, n in COUNTS.items():
        (layer,) = _by_role(role)
        assert layer.providerType() == "ogr" and layer.source().startswith(str(gpkg)), layer.source()
        assert layer.featureCount() == n, role
        assert layer.renderer() is not None and layer.renderer().type() != "nullSymbol"
    (violations,) = _by_role("violations")
    assert violations.providerType() == "ogr" and "layername=violations" in violations.source()
    assert ("Shoreline Layout:Computed 10 lakeshore parcels into lake_shoreline.gpkg beside the project."
            in _messages(ui, Qgis.MessageLevel.Success))
    # the live checker writes its findings into the file
    structures = ui.layout_layer("structures")
    fid = add_dock(structures, walkway(350, 0, 70), dock_id="D1", part="walkway")
    ui.checker.flush()
    assert [(f["parcel_id"], f["rule"], f["source_fid"]) for f in violations.getFeatures()] == [
        ("P3", "reach", fid)]
    assert _table_count(gpkg, "violations") == 1
    # Compute again: every table rewritten (not appended to), one layer per output, the findings again
    assert ui.compute() is not None
    for role, n in COUNTS.items():
        assert [lyr.featureCount() for lyr in _by_role(role)] == [n]
        assert _table_count(gpkg, role) == n
    assert _by_role("violations") == [violations]
    assert structures.commitChanges(False)
    real = [f.id() for f in structures.getFeatures()]
    ui.checker.flush()
    assert [f["source_fid"] for f in violations.getFeatures()] == real
    assert project.write(str(qgz))

    project.clear()
    QCoreApplication.processEvents()
    assert _table_count(gpkg, "violations") == 1          # closing the project keeps the findings
    assert project.read(str(qgz))
    QCoreApplication.processEvents()
    for role, n in COUNTS.items():
        (layer,) = _by_role(role)
        assert layer.isValid() and layer.featureCount() == n, role
        assert layer.source().startswith(str(gpkg))
    (violations,) = _by_role("violations")
    assert violations.isValid()
    assert [(f["parcel_id"], f["rule"]) for f in violations.getFeatures()] == [("P3", "reach")]
    (structures,) = project.mapLayersByName("structures")
    assert structures.isValid() and structures.featureCount() == 1
    # nothing said about empty memory layers: these were kept
    assert not any("memory layers" in m for m in _messages(ui, Qgis.MessageLevel.Info))


def test_unsaved_project_keeps_memory_layers_and_says_how_to_keep_them(loaded_plugin: Any,
                                                                       qgis_new_project: Any,
                                                                       tmp_path: Path) -> None:
    ui = loaded_plugin.ui
    compute_lake(ui, tmp_path, layout=False)
    for role in [*COUNTS, "violations"]:
        assert [lyr.providerType() for lyr in _by_role(role)] == ["memory"], role
    assert ("Shoreline Layout:Computed 10 lakeshore parcels in memory layers: save the project, then "
            "Compute, to keep them.") in _messages(ui, Qgis.MessageLevel.Info)
    assert not list(tmp_path.glob("*_shoreline.gpkg"))
    # saved now and reopened: the memory layers come back empty, and the plugin says why
    qgz = tmp_path / "later.qgz"
    assert QgsProject.instance().write(str(qgz))
    QgsProject.instance().clear()
    ui.iface.messageBar().clear_messages()
    assert QgsProject.instance().read(str(qgz))
    assert [lyr.featureCount() for lyr in _by_role("tie_lines")] == [0]
    assert any("were computed before it was saved" in m for m in _messages(ui, Qgis.MessageLevel.Info))


def _foreign_geopackage(path: Path) -> None:
    """A GeoPackage of the outputs' name that someone else wrote: a table `notes`."""
    opts = QgsVectorFileWriter.SaveVectorOptions()
    opts.driverName, opts.layerName = "GPKG", "notes"
    writer = QgsVectorFileWriter.create(str(path), QgsFields(), Qgis.WkbType.Point,
                                        QgsCoordinateReferenceSystem("EPSG:2261"),
                                        QgsProject.instance().transformContext(), opts)
    assert writer.hasError() == QgsVectorFileWriter.NoError
    del writer


@pytest.mark.parametrize("answer", [False, True])
def test_a_geopackage_not_written_by_the_plugin_is_replaced_only_when_the_user_says_so(
        loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        answer: bool) -> None:
    ui = loaded_plugin.ui
    assert QgsProject.instance().write(str(tmp_path / "site.qgz"))
    gpkg = tmp_path / "site_shoreline.gpkg"
    _foreign_geopackage(gpkg)
    assert not written_by_us(str(gpkg))
    asked: list[str] = []
    monkeypatch.setattr("shoreline_layout.ui.lake_layers.ask_replace_geopackage",
                        lambda _parent, path: asked.append(path) or answer)
    before = os.path.getmtime(gpkg)
    compute_lake(ui, tmp_path, layout=False)
    assert asked == [str(gpkg)]
    (tie_lines,) = _by_role("tie_lines")
    if answer:
        assert tie_lines.providerType() == "ogr" and written_by_us(str(gpkg))
        assert _table_count(gpkg, "notes") == 0                 # the file's own table is kept
    else:
        assert tie_lines.providerType() == "memory" and not written_by_us(str(gpkg))
        assert os.path.getmtime(gpkg) == before
        assert ("Shoreline Layout:Computed 10 lakeshore parcels in memory layers: site_shoreline.gpkg beside "
                "the project was not written by Shoreline Layout, so it was left alone.") in _messages(
            ui, Qgis.MessageLevel.Info)
    # asked once: Compute again does not ask again
    assert ui.compute() is not None
    assert asked == [str(gpkg)]
    assert [lyr.providerType() for lyr in _by_role("tie_lines")] == ["ogr" if answer else "memory"]
