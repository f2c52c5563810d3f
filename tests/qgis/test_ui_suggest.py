"""The Layout tab's "Suggest layout" button: it fills the layout layers with the parcel's largest
dock, hoists and buoys (no error in the live check), undo takes them away, and it refuses a
parcel that already has layout features or a lake not computed, in one sentence."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from qgis.core import Qgis
from qgis.PyQt.QtWidgets import QPushButton


def _button(ui: Any) -> QPushButton:
    """The button (pressed below by emitting its signal: no press animation outlives the test)."""
    button = ui.panel.findChild(QPushButton, "suggestLayoutButton")
    assert button is not None and button.text() == "Suggest layout"
    return button


def _messages(ui: Any, level: Qgis.MessageLevel) -> list[str]:
    """What the plugin said in the (pytest-qgis stub) message bar at this level."""
    return [str(m) for m in ui.iface.messageBar().get_messages(level)]


def test_suggest_fills_the_layout_and_undo_removes_it(loaded_plugin: Any, qgis_new_project: Any,
                                                      tmp_path: Path) -> None:
    from ui_helpers import compute_lake

    from shoreline_layout.qgis_io.convert import to_shapely

    ui = loaded_plugin.ui
    compute_lake(ui, tmp_path)
    ui.show_parcel("P4")
    structures, buoys = ui.layout_layer("structures"), ui.layout_layer("buoys")
    _button(ui).clicked.emit(False)
    rows = [(f["kind"], f["part"], f["parcel_id"]) for f in structures.getFeatures()]
    # 100 ft of frontage: two docks allowed (§160-123A(1)(a)[2]), one consolidated dock suggested
    assert ("dock", "walkway", "P4") in rows and ("dock", "appendage", "P4") in rows
    assert sum(k == "boat_hoist_structure" for k, _p, _i in rows) == 2
    # Six moorings less the two hoists: four buoys, those that fit only over 100 ft out (an
    # anchorage permit, §160-124F(3)) held back and counted in the message.
    held = 4 - buoys.featureCount()
    assert 0 < held <= 4
    shore = ui.session.wr.shoreline
    assert all(shore.distance(to_shapely(f.geometry())) <= 100.0 for f in buoys.getFeatures())
    dock_area = sum(f.geometry().area() for f in structures.getFeatures() if f["kind"] == "dock")
    assert 0.95 * 1200 <= dock_area <= 1200 + 10     # the walkway starts 1.5 ft on land
    ui.checker.flush()
    errors = [v for v in ui.writer.rows.values() if v.parcel_id == "P4" and v.severity == "error"]
    assert errors == []
    assert any("99.9% of 1,200 sq ft" in m and "Undo removes it" in m
               and f"{held} more {'buoy' if held == 1 else 'buoys'} would fit only over 100 ft out" in m
               for m in _messages(ui, Qgis.MessageLevel.Success))

    structures.undoStack().undo()
    buoys.undoStack().undo()
    assert structures.featureCount() == 0 and buoys.featureCount() == 0


def test_suggest_refuses_a_parcel_with_features_and_a_lake_not_computed(
        loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> None:
    from ui_helpers import compute_lake

    ui = loaded_plugin.ui
    _button(ui).clicked.emit(False)
    assert any("Compute the water-rights lines first" in m
               for m in _messages(ui, Qgis.MessageLevel.Warning))
    compute_lake(ui, tmp_path)
    ui.show_parcel("P3")
    _button(ui).clicked.emit(False)
    n = ui.layout_layer("structures").featureCount()
    _button(ui).clicked.emit(False)
    assert ui.layout_layer("structures").featureCount() == n
    assert any("already has features on parcel P3" in m
               for m in _messages(ui, Qgis.MessageLevel.Warning))
