"""Issue #12, item 1 in the panel: New layout never writes into an input's GeoPackage and never
empties a saved layout without saying exactly what would be replaced. Every input file is hashed
before and after by the `hostile` fixture."""
from __future__ import annotations

import re
from typing import Any

import pytest
from hostile import buoys, hostile_files, parcels, rect, sha256, shore, structures  # noqa: F401 - hostile_files is the fixture `hostile`
from qgis.core import Qgis, QgsCoordinateReferenceSystem, QgsProject, QgsVectorLayer


def _inputs(hostile: Any):
    gpkg = hostile.gpkg("lake.gpkg", {"parcels": parcels(), "mhw": shore()})
    layout = hostile.gpkg("layout.gpkg", {
        "structures": structures([(rect(120, 0, 6, 40), ["dock", "A", None, "seasonal", None, "P2"])]),
        "buoys": buoys()})
    return gpkg, layout


def test_new_layout_in_the_parcels_geopackage_is_refused(loaded_plugin: Any, qgis_new_project: Any,
                                                         hostile: Any, qgis_iface: Any) -> None:
    gpkg, _layout = _inputs(hostile)
    layer = QgsVectorLayer(f"{gpkg}|layername=parcels", "parcels", "ogr")
    QgsProject.instance().addMapLayer(layer)
    assert loaded_plugin.ui.new_layout(path=str(gpkg)) is None
    said = [m for level in qgis_iface.messageBar().messages.values() for m in level]
    assert any(str(gpkg) in text and "parcels" in text for text in said), said
    QgsProject.instance().removeAllMapLayers()


def test_new_layout_over_a_saved_layout_says_what_would_be_replaced(loaded_plugin: Any, qgis_new_project: Any,
                                                                    hostile: Any,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """The user's sketch is never emptied behind a generic "replace?": the question names the file
    and the layers with their feature counts, and No keeps the file byte for byte."""
    _gpkg, layout = _inputs(hostile)
    asked: list[str] = []

    def decline(_parent: Any, _title: str, text: str, *_args: Any) -> Any:
        from qgis.PyQt.QtWidgets import QMessageBox
        asked.append(text)
        return QMessageBox.StandardButton.No

    from qgis.PyQt.QtWidgets import QMessageBox
    monkeypatch.setattr(QMessageBox, "question", decline)
    before = sha256(layout)
    assert loaded_plugin.ui.new_layout(path=str(layout)) is None
    assert sha256(layout) == before
    (text,) = asked
    assert str(layout) in text
    assert "'structures' (1 feature)" in text and "'buoys' (0 features)" in text


def test_compute_never_writes_its_outputs_into_an_input_file(loaded_plugin: Any, qgis_new_project: Any,
                                                             hostile: Any, qgis_iface: Any,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The parcels live in <project>_shoreline.gpkg, where Compute writes its outputs: they stay
    in memory, and the message bar says why."""
    from qgis.PyQt.QtWidgets import QMessageBox
    from ui_lake import make_lake

    # no question either: a modal "replace?" over an input file is what this forbids (and hangs)
    monkeypatch.setattr(QMessageBox, "question", lambda *_a: pytest.fail("asked to write into an input"))
    parcels, mhw = make_lake(add_to_project=False)
    gpkg = hostile.gpkg("lake_shoreline.gpkg", {"parcels": parcels, "mhw": mhw})
    project = QgsProject.instance()
    project.setFileName(str(hostile.root / "lake.qgz"))
    p = QgsVectorLayer(f"{gpkg}|layername=parcels", "parcels", "ogr")
    m = QgsVectorLayer(f"{gpkg}|layername=mhw", "mhw", "ogr")
    project.addMapLayers([p, m])
    ui = loaded_plugin.ui
    ui.panel.w.parcelLayerCombo.setLayer(p)
    ui.panel.w.mhwLayerCombo.setLayer(m)
    ui.panel.w.idFieldCombo.setField("parcel_id")
    session = ui.compute()
    assert session is not None and session.wr.lakeshore_parcels
    said = [t for level in qgis_iface.messageBar().messages.values() for t in level]
    assert any("lake_shoreline.gpkg beside the project holds the input layers 'parcels', 'mhw'" in t
               for t in said), said
    project.removeAllMapLayers()
    project.setFileName("")


def test_a_failing_check_when_a_layout_is_attached_is_one_sentence(loaded_plugin: Any, qgis_new_project: Any,
                                                                  qgis_iface: Any, tmp_path: Any,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The live checker's first whole-layout check runs inside the layer combos' slots: whatever
    fails there is logged and said, never raised into QGIS's Python error dialog."""
    from ui_helpers import compute_lake

    import shoreline_layout.ui.live_checker as live

    compute_lake(loaded_plugin.ui, tmp_path, layout=False)

    def broken(*_args: Any, **_kwargs: Any) -> Any:
        raise RuntimeError("a geometry nobody foresaw")

    monkeypatch.setattr(live, "read_layer", broken)
    assert loaded_plugin.ui.new_layout(path=str(tmp_path / "layout.gpkg")) is not None
    said = [t for level in qgis_iface.messageBar().messages.values() for t in level]
    assert any("Could not check the edited layout: a geometry nobody foresaw" in t for t in said), said


def test_compute_of_a_lake_far_from_new_york_is_refused_with_what_to_do(loaded_plugin: Any,
                                                                       qgis_new_project: Any,
                                                                       qgis_iface: Any) -> None:
    """Without a Working CRS the panel measures in EPSG:2261: a lake at Lake Tahoe is refused (not
    measured 18% off), and the sentence says to choose the lake's CRS in the panel's box; with
    the CRS the sentence names chosen there, the lake computes (#22 item 7)."""
    from test_hostile_inputs import TAHOE, far_away

    p, m = far_away(TAHOE)
    QgsProject.instance().addMapLayers([p, m])
    ui = loaded_plugin.ui
    ui.panel.w.parcelLayerCombo.setLayer(p)
    ui.panel.w.mhwLayerCombo.setLayer(m)
    ui.panel.w.idFieldCombo.setField("parcel_id")
    assert ui.compute() is None
    said = [t for level in qgis_iface.messageBar().messages.values() for t in level]
    start = "CRS: the input lies at 120.05°W 39.10°N (PARCELS), outside the area of use of EPSG:2261"
    end = ("Choose the State Plane zone of the lake (a projected CRS in feet) in the panel's Working "
           "CRS box.")
    assert any(t.startswith("Shoreline Layout:" + start) and t.endswith(end) for t in said), said
    named = re.search(r'CRS="(PROJ:[^"]+)"', next(t for t in said if start in t))
    assert named is not None
    ui.panel.w.crsWidget.setCrs(QgsCoordinateReferenceSystem(named.group(1)))
    assert ui.panel.w.crsWidget.crs().isValid()
    session = ui.compute()
    assert session is not None and session.crs.mapUnits() == Qgis.DistanceUnit.FeetUSSurvey
    QgsProject.instance().removeAllMapLayers()
