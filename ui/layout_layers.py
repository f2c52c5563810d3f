"""The STRUCTURES and BUOYS layers of a layout: created in a GeoPackage, with attribute forms.

Fields are DESIGN.md's plus enclosed_sides, second_floor, existing and shared_with. Value maps
and defaults make QGIS's own attribute form write only values the core understands.
"""
from __future__ import annotations

import os

from qgis.core import (
    Qgis,
    QgsCategorizedSymbolRenderer,
    QgsCoordinateReferenceSystem,
    QgsDefaultValue,
    QgsEditorWidgetSetup,
    QgsFillSymbol,
    QgsMapLayer,
    QgsMarkerSymbol,
    QgsProject,
    QgsRendererCategory,
    QgsVectorFileWriter,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QT_TR_NOOP

from ..core.model import CONSTRUCTIONS, DOCK_PARTS, STRUCTURE_KINDS
from ..qgis_io.input_defaults import looks_like_buoys, looks_like_structures  # noqa: F401 - ui's callers
from ..qgis_io.sinks import LAYOUT_BUOY_FIELDS, LAYOUT_STRUCTURE_FIELDS, make_fields
from ..qgis_io.styles import style_path
from .errors import UserError
from .i18n import tr

NULL_KEY = "{2839923C-8B7D-419E-B84B-CA2FE9B80EC7}"   # QGIS's ValueMap key for NULL

# (name, type) in qgis_io/sinks.make_fields' terms: the one table, shared with suggestlayout
STRUCTURE_FIELDS = LAYOUT_STRUCTURE_FIELDS
BUOY_FIELDS = LAYOUT_BUOY_FIELDS

KIND_LABELS = {
    "dock": QT_TR_NOOP("Dock"), "boat_hoist_structure": QT_TR_NOOP("Boat hoist structure"),
    "boat_station": QT_TR_NOOP("Boat station"),
    "boathouse": QT_TR_NOOP("Boathouse"), "boat_accessory_structure": QT_TR_NOOP("Boat accessory structure"),
    "swim_float": QT_TR_NOOP("Swim float"), "ice_breaker": QT_TR_NOOP("Ice breaker"),
    "vessel": QT_TR_NOOP("Vessel"),
}
PART_LABELS = {"walkway": QT_TR_NOOP("Walkway"), "appendage": QT_TR_NOOP("Appendage")}
CONSTRUCTION_LABELS = {"permanent": QT_TR_NOOP("Permanent"), "seasonal": QT_TR_NOOP("Seasonal")}
KIND_COLOURS = {
    "dock": "139,90,43", "boat_hoist_structure": "90,90,90", "boat_station": "60,60,140",
    "boathouse": "140,40,100", "boat_accessory_structure": "120,70,150", "swim_float": "240,200,40",
    "ice_breaker": "80,160,160", "vessel": "255,255,255",
}
ALIASES = {
    "kind": "Kind", "dock_id": "Dock id", "part": "Dock part", "construction": "Construction",
    "height_ft": "Height (ft)", "roof_pitch": "Roof pitch (rise per 12)", "slips": "Slips",
    "parcel_id": "Parcel id", "enclosed_sides": "Enclosed sides", "second_floor": "Second floor",
    "existing": "Existing", "shared_with": "Shared with (parcel id)",
    "vessel_length_ft": "Vessel length (ft)", "rode_length_ft": "Rode length (ft)",
}
STRUCTURE_DEFAULTS = {"kind": "'dock'", "construction": "'permanent'", "enclosed_sides": "0",
                      "second_floor": "0", "existing": "0"}
BUOY_DEFAULTS = {"vessel_length_ft": "22", "rode_length_ft": "20"}


def create_layout_geopackage(path: str, crs: QgsCoordinateReferenceSystem,
                             project: QgsProject | None = None) -> tuple[QgsVectorLayer, QgsVectorLayer]:
    """Write empty `structures` and `buoys` layers into the GeoPackage `path` and open them.

    An existing file keeps its other layers; existing `structures`/`buoys` layers are replaced.
    """
    if not path:
        raise UserError(tr("No GeoPackage was named for the new layout."))
    if not path.lower().endswith(".gpkg"):
        path += ".gpkg"
    project = project or QgsProject.instance()
    ctx = project.transformContext()
    for name, spec, wkb in (("structures", STRUCTURE_FIELDS, Qgis.WkbType.Polygon),
                            ("buoys", BUOY_FIELDS, Qgis.WkbType.Point)):
        opts = QgsVectorFileWriter.SaveVectorOptions()
        opts.driverName = "GPKG"
        opts.layerName = name
        opts.fileEncoding = "UTF-8"
        action = QgsVectorFileWriter.ActionOnExistingFile
        opts.actionOnExistingFile = (action.CreateOrOverwriteLayer if os.path.exists(path)
                                     else action.CreateOrOverwriteFile)
        writer = QgsVectorFileWriter.create(path, make_fields(spec), wkb, crs, ctx, opts)
        err = writer.hasError()
        msg = writer.errorMessage()
        del writer          # closes the file
        if err != QgsVectorFileWriter.WriterError.NoError:
            raise UserError(tr("Could not write the layer {name} to {path}: {msg}").format(
                name=name, path=path, msg=msg))
    structures = QgsVectorLayer(f"{path}|layername=structures", "structures", "ogr")
    buoys = QgsVectorLayer(f"{path}|layername=buoys", "buoys", "ogr")
    if not structures.isValid() or not buoys.isValid():
        raise UserError(tr("The new layout GeoPackage {path} could not be opened.").format(path=path))
    configure_structures_layer(structures)
    configure_buoys_layer(buoys)
    return structures, buoys


def _value_map(pairs: list[tuple[str, str]]) -> QgsEditorWidgetSetup:
    return QgsEditorWidgetSetup("ValueMap", {"map": [{label: value} for label, value in pairs]})


def _set_common(layer: QgsVectorLayer, defaults: dict[str, str]) -> None:
    for i, f in enumerate(layer.fields()):
        alias = ALIASES.get(f.name())
        if alias:
            layer.setFieldAlias(i, tr(alias))
        if f.name() in defaults:
            layer.setDefaultValueDefinition(i, QgsDefaultValue(defaults[f.name()]))


def configure_structures_layer(layer: QgsVectorLayer) -> None:
    """Value maps for kind/part/construction, check boxes for the 0/1 flags, defaults, style."""
    idx = layer.fields().indexFromName
    if idx("kind") >= 0:
        layer.setEditorWidgetSetup(idx("kind"), _value_map(
            [(tr(KIND_LABELS[k]), k) for k in STRUCTURE_KINDS]))
    if idx("part") >= 0:
        layer.setEditorWidgetSetup(idx("part"), _value_map(
            [(tr("(whole dock)"), NULL_KEY)] + [(tr(PART_LABELS[p]), p) for p in DOCK_PARTS]))
    if idx("construction") >= 0:
        layer.setEditorWidgetSetup(idx("construction"), _value_map(
            [(tr(CONSTRUCTION_LABELS[c]), c) for c in CONSTRUCTIONS]))
    for flag in ("second_floor", "existing"):
        if idx(flag) >= 0:
            layer.setEditorWidgetSetup(idx(flag), QgsEditorWidgetSetup(
                "CheckBox", {"CheckedState": "1", "UncheckedState": "0"}))
    _set_common(layer, STRUCTURE_DEFAULTS)
    _style(layer, "structures", polygon=True)
    _add_dimension_labels(layer)
    layer.setCustomProperty("shoreline_layout/role", "structures")


def configure_buoys_layer(layer: QgsVectorLayer) -> None:
    _set_common(layer, BUOY_DEFAULTS)
    _style(layer, "buoys", polygon=False)
    _add_swing_circles(layer)
    layer.setCustomProperty("shoreline_layout/role", "buoys")


# Each part's sides from its smallest enclosing rectangle ("D1 6.0 × 40.0 ft"): exact for the
# rectangles the tools draw; the law's width and length (in the MHW mark's frame) are the panel's
# and the site plan's figures.
DIMENSION_EXPRESSION = (
    "with_variable('o', oriented_bbox($geometry), "
    "with_variable('a', distance(point_n(@o, 1), point_n(@o, 2)), "
    "with_variable('b', distance(point_n(@o, 2), point_n(@o, 3)), "
    "concat(if(\"dock_id\" IS NULL, '', concat(\"dock_id\", ' ')), "
    "format_number(min(@a, @b), 1), ' \u00d7 ', format_number(max(@a, @b), 1), ' ft'))))"
)
DIMENSION_LABELS_FROM = 2500      # 1:N: closer than a few parcels, where they can be read


def _add_dimension_labels(layer: QgsVectorLayer) -> None:
    """Label each structure with its dimensions, in a layer in feet, unless it has labels."""
    from qgis.core import (
        Qgis,
        QgsPalLayerSettings,
        QgsTextBufferSettings,
        QgsTextFormat,
        QgsVectorLayerSimpleLabeling,
    )
    from qgis.PyQt.QtGui import QColor
    if layer.labelsEnabled() or layer.crs().mapUnits() not in (
            Qgis.DistanceUnit.FeetUSSurvey, Qgis.DistanceUnit.Feet):
        return
    s = QgsPalLayerSettings()
    s.isExpression = True
    s.fieldName = DIMENSION_EXPRESSION
    s.placement = Qgis.LabelPlacement.Horizontal
    s.priority = 7
    s.placementSettings().setOverlapHandling(Qgis.LabelOverlapHandling.PreventOverlap)
    s.scaleVisibility = True
    s.minimumScale = DIMENSION_LABELS_FROM
    fmt = QgsTextFormat()
    fmt.setSize(7.5)
    fmt.setColor(QColor(70, 45, 20))
    buf = QgsTextBufferSettings()
    buf.setEnabled(True)
    buf.setSize(0.8)
    buf.setColor(QColor(255, 255, 255))
    fmt.setBuffer(buf)
    s.setFormat(fmt)
    layer.setLabeling(QgsVectorLayerSimpleLabeling(s))
    layer.setLabelsEnabled(True)


SWING_EXPRESSION = 'buffer($geometry, coalesce("vessel_length_ft", 0) + coalesce("rode_length_ft", 0))'


def _add_swing_circles(layer: QgsVectorLayer) -> None:
    """Draw each buoy's swing circle (vessel length + rode) round it, as the buoy tool shows it.
    Only for a layer in feet, since the buffer is in the layer's units."""
    from qgis.core import Qgis, QgsGeometryGeneratorSymbolLayer, QgsSingleSymbolRenderer
    renderer = layer.renderer()
    if not isinstance(renderer, QgsSingleSymbolRenderer) or layer.crs().mapUnits() not in (
            Qgis.DistanceUnit.FeetUSSurvey, Qgis.DistanceUnit.Feet):
        return
    symbol = renderer.symbol()
    if any(isinstance(sl, QgsGeometryGeneratorSymbolLayer) for sl in symbol.symbolLayers()):
        return
    gen = QgsGeometryGeneratorSymbolLayer.create({"geometryModifier": SWING_EXPRESSION, "SymbolType": "Fill"})
    gen.setSubSymbol(QgsFillSymbol.createSimple({"color": "30,110,220,25", "outline_color": "30,90,200,200",
                                                 "outline_style": "dash", "outline_width": "0.3"}))
    symbol.insertSymbolLayer(0, gen)
    layer.triggerRepaint()


def _style(layer: QgsVectorLayer, qml_name: str, polygon: bool) -> None:
    """The shared QML's symbology if there is one; else a style by kind drawn here."""
    qml = style_path(qml_name)
    if qml:
        _msg, ok = layer.loadNamedStyle(
            qml, categories=QgsMapLayer.StyleCategories(QgsMapLayer.StyleCategory.Symbology
                                                        | QgsMapLayer.StyleCategory.Labeling))
        if ok:
            return
    if polygon:
        cats = []
        for k in STRUCTURE_KINDS:
            sym = QgsFillSymbol.createSimple({"color": KIND_COLOURS[k] + ",200",
                                              "outline_color": "40,40,40,255",
                                              "outline_width": "0.3"})
            cats.append(QgsRendererCategory(k, sym, tr(KIND_LABELS[k])))
        layer.setRenderer(QgsCategorizedSymbolRenderer("kind", cats))
    else:
        sym = QgsMarkerSymbol.createSimple({"name": "circle", "color": "255,255,255,255",
                                            "outline_color": "200,0,0,255", "size": "2.6",
                                            "outline_width": "0.6"})
        from qgis.core import QgsSingleSymbolRenderer
        layer.setRenderer(QgsSingleSymbolRenderer(sym))
