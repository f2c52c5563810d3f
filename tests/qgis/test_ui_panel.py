"""The panel: field guessing, choices remembered per project, New layout in a GeoPackage."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from qgis.core import Qgis, QgsProject, QgsVectorLayer, QgsWkbTypes

from shoreline_layout.qgis_io.field_guess import guess_field, guess_fields


@pytest.mark.parametrize(("names", "expected"), [
    (["OBJECTID", "PIN", "PROP_CLASS", "FRONT_FT", "OWNER"],
     {"id": "PIN", "land_use": "PROP_CLASS", "frontage": "FRONT_FT", "seating": None}),
    (["fid", "parcel_id", "land_use", "frontage_ft", "seating"],
     {"id": "parcel_id", "land_use": "land_use", "frontage": "frontage_ft", "seating": "seating"}),
    (["SBL", "LANDUSE", "LAKE_FRONTAGE"],
     {"id": "SBL", "land_use": "LANDUSE", "frontage": "LAKE_FRONTAGE", "seating": None}),
    (["Tax_ID", "Use_Code", "Frontage"],
     {"id": "Tax_ID", "land_use": "Use_Code", "frontage": "Frontage", "seating": None}),
    (["name", "area"], {"id": None, "land_use": None, "frontage": None, "seating": None}),
])
def test_guess_fields_from_common_names(names: list[str], expected: dict) -> None:
    assert guess_fields(names) == expected


def test_guess_prefers_exact_names_over_substrings() -> None:
    assert guess_field("id", ["PARCEL_ID_OLD", "PARCEL_ID"]) == "PARCEL_ID"


def _parcels_layer(fields: str) -> QgsVectorLayer:
    layer = QgsVectorLayer(f"Polygon?crs=EPSG:2261&{fields}", "parcels", "memory")
    assert layer.isValid()
    return layer


def test_panel_guesses_fields_and_remembers_choices_per_project(loaded_plugin: Any, qgis_new_project: Any,
                                                                tmp_path: Path) -> None:
    ui = loaded_plugin.ui
    parcels = _parcels_layer("field=PIN:string&field=PROP_CLASS:string&field=FRONT_FT:double")
    mhw = QgsVectorLayer("LineString?crs=EPSG:2261", "mhw", "memory")
    QgsProject.instance().addMapLayers([parcels, mhw])
    w = ui.panel.w
    w.parcelLayerCombo.setLayer(parcels)
    assert (w.idFieldCombo.currentField(), w.landUseFieldCombo.currentField(),
            w.frontageFieldCombo.currentField(), w.seatingFieldCombo.currentField()) == (
        "PIN", "PROP_CLASS", "FRONT_FT", "")
    # the user overrides a guess and picks Canandaigua; the choice goes into the project file
    w.frontageFieldCombo.setField("")
    w.mhwLayerCombo.setLayer(mhw)
    w.profileCombo.setCurrentIndex(w.profileCombo.findData("canandaigua"))
    from shoreline_layout.ui.project_settings import save_choices
    save_choices(ui.panel.choices())
    path = str(tmp_path / "lake.qgz")
    assert QgsProject.instance().write(path)

    w.profileCombo.setCurrentIndex(w.profileCombo.findData("keuka"))
    w.frontageFieldCombo.setField("FRONT_FT")
    QgsProject.instance().clear()
    assert QgsProject.instance().read(path)          # readProject restores the panel
    w = ui.panel.w
    assert w.profileCombo.currentData() == "canandaigua"
    assert w.parcelLayerCombo.currentLayer().name() == "parcels"
    assert w.mhwLayerCombo.currentLayer().name() == "mhw"
    assert w.idFieldCombo.currentField() == "PIN"
    assert w.frontageFieldCombo.currentField() == ""


def test_new_layout_creates_geopackage_layers_with_forms(loaded_plugin: Any, qgis_new_project: Any,
                                                         tmp_path: Path) -> None:
    ui = loaded_plugin.ui
    path = str(tmp_path / "my_layout.gpkg")
    structures, buoys = ui.new_layout(path=path)
    assert Path(path).exists()
    # both layers live in the GeoPackage, not in memory, and are in the project, being edited
    for layer in (structures, buoys):
        assert layer.providerType() == "ogr"
        assert layer.source().startswith(path)
        assert QgsProject.instance().mapLayer(layer.id()) is layer
        assert layer.isEditable()
    assert structures.wkbType() in (Qgis.WkbType.Polygon, Qgis.WkbType.MultiPolygon)
    assert QgsWkbTypes.geometryType(buoys.wkbType()) == QgsWkbTypes.GeometryType.PointGeometry
    s_fields = structures.fields().names()
    for name in ("kind", "dock_id", "part", "construction", "height_ft", "roof_pitch", "slips", "parcel_id",
                 "enclosed_sides", "second_floor", "existing", "shared_with"):
        assert name in s_fields
    assert {"vessel_length_ft", "rode_length_ft", "parcel_id"} <= set(buoys.fields().names())
    # value maps carry exactly the codes the core understands
    setup = structures.editorWidgetSetup(structures.fields().indexFromName("kind"))
    assert setup.type() == "ValueMap"
    codes = [v for entry in setup.config()["map"] for v in entry.values()]
    assert codes == ["dock", "boat_hoist_structure", "boat_station", "boathouse", "boat_accessory_structure",
                     "swim_float", "ice_breaker", "vessel"]
    part = structures.editorWidgetSetup(structures.fields().indexFromName("part"))
    assert [v for e in part.config()["map"] for v in e.values()][1:] == ["walkway", "appendage"]
    cons = structures.editorWidgetSetup(structures.fields().indexFromName("construction"))
    assert [v for e in cons.config()["map"] for v in e.values()] == ["permanent", "seasonal"]
    kind_default = structures.defaultValueDefinition(structures.fields().indexFromName("kind"))
    assert kind_default.expression() == "'dock'"
    assert structures.editorWidgetSetup(structures.fields().indexFromName("existing")).type() == "CheckBox"
    # the panel now points at them
    assert ui.panel.w.structuresCombo.currentLayer() is structures
    assert ui.panel.w.buoysCombo.currentLayer() is buoys
    # a second GeoPackage opened from disk has the same layers (they were written, not kept in memory)
    reopened = QgsVectorLayer(f"{path}|layername=structures", "s", "ogr")
    assert reopened.isValid() and "enclosed_sides" in reopened.fields().names()


def test_blank_levels_of_the_law_are_asked_in_the_panel_not_invented(loaded_plugin: Any,
                                                                     qgis_new_project: Any,
                                                                     tmp_path: Path) -> None:
    from ui_helpers import compute_lake
    ui = loaded_plugin.ui
    w = ui.panel.w
    w.profileCombo.setCurrentIndex(w.profileCombo.findData("keuka"))
    assert not w.levelsGroup.isVisibleTo(ui.panel) and ui.panel.level_values() == {}
    # Canandaigua's transcription leaves both water levels blank (§44-4): the panel asks for them
    w.profileCombo.setCurrentIndex(w.profileCombo.findData("canandaigua"))
    assert w.levelsGroup.isVisibleTo(ui.panel)
    assert set(ui.panel._level_boxes) == {"levels.mean_high_water_ft", "levels.mean_low_water_ft"}
    session = compute_lake(ui, tmp_path, profile="canandaigua", layout=False)
    assert session.profile.value("levels.mean_low_water_ft") is None          # not set: not invented
    ui.panel._level_boxes["levels.mean_low_water_ft"].setValue(686.4)
    session = ui.compute()
    assert session.profile.value("levels.mean_low_water_ft") == 686.4
    assert "§44" in session.title


def test_optional_layer_boxes_start_empty_when_the_plugin_loads_into_a_project(
        plugin_package: Any, qgis_iface: Any, qgis_processing: None, qgis_new_project: Any) -> None:
    lots = _parcels_layer("field=name:string")
    wells = QgsVectorLayer("Point?crs=EPSG:2261&field=depth:double", "wells", "memory")
    QgsProject.instance().addMapLayers([lots, wells])
    plugin = plugin_package.classFactory(qgis_iface)
    plugin.initGui()
    try:
        w = plugin.ui.panel.w
        # nothing named or shaped like a layout: the layout boxes stay empty, not "the first polygon layer"
        assert w.structuresCombo.currentLayer() is None
        assert w.buoysCombo.currentLayer() is None
        assert w.bathymetryCombo.currentLayer() is None
    finally:
        plugin.unload()


def test_buoys_layer_draws_swing_circles(loaded_plugin: Any, qgis_new_project: Any, tmp_path: Path) -> None:
    from qgis.core import QgsGeometryGeneratorSymbolLayer
    _structures, buoys = loaded_plugin.ui.new_layout(path=str(tmp_path / "l.gpkg"))
    layers = buoys.renderer().symbol().symbolLayers()
    gens = [sl for sl in layers if isinstance(sl, QgsGeometryGeneratorSymbolLayer)]
    assert len(gens) == 1 and '"vessel_length_ft"' in gens[0].geometryExpression()


def test_new_layout_draws_its_layers_over_the_outputs_and_the_users_lake(
        loaded_plugin: Any, qgis_new_project: Any, qgis_iface: Any, tmp_path: Path) -> None:
    """#26 item 11: New layout put structures and buoys under the plugin's group (envelope
    hatching over the docks) or under an opaque lake polygon the user has on top. They go to the
    top of the layer tree, structures first."""
    from ui_helpers import compute_lake

    ui = loaded_plugin.ui
    compute_lake(ui, tmp_path, layout=False)
    project = QgsProject.instance()
    lake = QgsVectorLayer("Polygon?crs=EPSG:2261", "Lake (opaque)", "memory")
    project.addMapLayer(lake, False)
    root = project.layerTreeRoot()
    root.insertLayer(0, lake)
    group = root.findGroup("Shoreline Layout")
    assert group is not None
    # QGIS inserts new layers where the user's current layer is: inside the plugin's group
    qgis_iface.setActiveLayer(group.findLayers()[-1].layer())
    structures, buoys = ui.new_layout(path=str(tmp_path / "plan.gpkg"))
    top = [child.layer() if hasattr(child, "layer") else child.name() for child in root.children()]
    assert top[:3] == [structures, buoys, lake]
    assert root.children().index(group) > 2
    assert not [n for n in group.findLayers() if n.layer() in (structures, buoys)]
