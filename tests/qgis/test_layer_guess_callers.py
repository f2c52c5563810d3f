"""The one layer guesser (qgis_io/layer_guess.py) behind both of its callers: the panel's layer
boxes and the toolbox dialogs' defaults (qgis_io/input_defaults.py) choose the same layers."""
from __future__ import annotations

from typing import Any

import pytest
from qgis.core import QgsApplication, QgsProject, QgsVectorLayer


@pytest.mark.parametrize("order", ["outputs first", "mhw first", "outputs last"])
def test_the_panel_and_the_toolbox_guess_the_same_layers_whatever_the_load_order(
        loaded_plugin: Any, qgis_new_project: None, order: str) -> None:
    """One guesser (qgis_io/layer_guess.py) behind both: a toolbox run's outputs loaded by their
    names (no role property; "MHW tie lines" is a line layer named like the mark), a lake polygon
    and a structures layout are never the MHW mark or the parcels while the MHW line is loaded."""
    def layer(geometry: str, name: str, fields: str = "") -> QgsVectorLayer:
        lyr = QgsVectorLayer(f"{geometry}?crs=EPSG:2261{fields}", name, "memory")
        assert lyr.isValid()
        return lyr

    outputs = [layer("LineString", "MHW tie lines"), layer("LineString", "Water rights lines"),
               layer("Polygon", "Rights areas")]
    lake = layer("Polygon", "lake")
    parcels = layer("Polygon", "Tax parcels 2024", "&field=SBL:string")
    mhw = layer("LineString", "county.gpkg \u2014 shoreline")
    layout = layer("Polygon", "proposed", "&field=kind:string")
    layout.setCustomProperty("shoreline_layout/role", "structures")   # as the panel marks its own
    inputs = [lake, parcels, mhw, layout]
    groups = {"outputs first": outputs + inputs, "mhw first": [mhw, *outputs, lake, parcels, layout],
              "outputs last": inputs + outputs}[order]
    project = QgsProject.instance()
    for lyr in groups:
        project.addMapLayer(lyr)

    w = loaded_plugin.ui.panel.w
    loaded_plugin.ui.panel.guess_layers()
    panel = (w.parcelLayerCombo.currentLayer(), w.mhwLayerCombo.currentLayer(),
             w.structuresCombo.currentLayer())
    alg = QgsApplication.processingRegistry().algorithmById("shorelinelayout:checklayout").create()
    toolbox = tuple(project.mapLayer(alg.parameterDefinition(n).defaultValue() or "")
                    for n in ("PARCELS", "SHORELINE", "STRUCTURES"))
    assert panel == toolbox == (parcels, mhw, layout)
    assert alg.parameterDefinition("PARCEL_ID_FIELD").defaultValue() == "SBL" == w.idFieldCombo.currentField()
