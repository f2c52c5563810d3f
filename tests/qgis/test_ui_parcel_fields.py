"""Issue #21 item 6 in the panel: one field box per row of qgis_io/parcel_fields.PARCEL_FIELDS,
each remembered with the project's choices and each part of what Compute was computed from."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from qgis.core import QgsProject, QgsVectorLayer

from shoreline_layout.qgis_io.parcel_fields import PARCEL_FIELDS


def test_the_panel_has_one_field_box_per_row_and_remembers_each(loaded_plugin: Any, qgis_new_project: Any,
                                                                 tmp_path: Path) -> None:
    ui = loaded_plugin.ui
    boxes = ui.panel.field_boxes()
    assert list(boxes) == [f.key for f in PARCEL_FIELDS]
    assert boxes["steep_slope"] is ui.panel.w.steepSlopeFieldCombo
    parcels = QgsVectorLayer("Polygon?crs=EPSG:2261&field=PIN:string&field=PROP_CLASS:string"
                             "&field=STEEP:integer&field=UPLAND:integer", "parcels", "memory")
    QgsProject.instance().addMapLayer(parcels)
    ui.panel.w.parcelLayerCombo.setLayer(parcels)
    boxes["steep_slope"].setField("STEEP")
    boxes["upland_near_mhw"].setField("UPLAND")
    chosen = ui.panel.choices().parcel_fields()
    assert chosen == {"id_field": "PIN", "land_use_field": "PROP_CLASS", "frontage_field": "",
                      "seating_field": "", "steep_slope_field": "STEEP", "upland_near_mhw_field": "UPLAND"}
    QgsProject.instance().removeMapLayer(parcels.id())


def test_a_changed_steep_slope_field_makes_the_results_out_of_date(loaded_plugin: Any, qgis_new_project: Any,
                                                                   tmp_path: Path) -> None:
    from ui_helpers import compute_lake
    ui = loaded_plugin.ui
    compute_lake(ui, tmp_path, layout=False)
    assert ui.stale_reason() == ""
    ui.panel.field_boxes()["steep_slope"].setField("frontage_ft")
    assert ui.stale_reason().startswith("the layers or fields chosen have changed")
    assert ui.panel.w.lakeStatusLabel.text().startswith("Out of date: ")
