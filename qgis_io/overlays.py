"""Water-rights overlays for other maps: a styled GeoPackage, a layer definition (.qlr) and DXF.

The five outputs (tie lines, water-rights lines, rights areas, reach lines, envelopes) are the
layers of the one output table (qgis_io/outputs.py: the toolbox's fields and writers, the
project's QML styles). Here they are written out for reuse elsewhere:
- GeoPackage: one table per output, each style saved in the file's `layer_styles` table as the
  table's default, so QGIS opens them styled;
- .qlr: the GeoPackage's layers, styles included, as one "Shoreline Layout overlays" group
  (paths relative to the .qlr);
- DXF through QGIS's own DXF export (QgsDxfExport): one CAD layer per output, named like the
  GeoPackage table, and the labels written as TEXT entities.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsDxfExport,
    QgsLayerDefinition,
    QgsLayerTree,
    QgsMapSettings,
    QgsPalLayerSettings,
    QgsProject,
    QgsRectangle,
    QgsVectorFileWriter,
    QgsVectorLayer,
    QgsVectorLayerSimpleLabeling,
)
from qgis.PyQt.QtCore import QFile, QIODevice, QMetaType, QSize
from qgis.PyQt.QtXml import QDomDocument

from ..core.bearing import bearing_expression
from ..core.model import WaterRightsResult
from .files import WriteError, replaced_atomically
from .outputs import DRAW_ORDER, memory_layers
from .styles import text_format
from .translation import tr

GROUP = "Shoreline Layout overlays"
# cp1252 is a DXF code page (ANSI_1252) that holds "°"; with UTF-8 QGIS writes no code page and
# CAD programs (and OGR) read the degree sign as "Â°". What it lacks is escaped (dxf_text).
DXF_CODEPAGE = "cp1252"
# Labels for outputs whose style labels nothing, or only from some scale in (a map's choice: a CAD
# drawing keeps every figure at every scale), so that every CAD layer carries its figures.
DEFAULT_LABELS = {
    "tie_lines": "concat('TIE ', \"parcel_id\", ' ', format_number(\"length_ft\", 2), ' ft')",
    "water_rights_lines": f"concat({bearing_expression('azimuth_deg')}, ' ', "
                          "format_number(\"length_ft\", 1), ' ft')",
    "rights_areas": "concat(\"parcel_id\", ' ', format_number(\"area_sqft\", 0), ' sq ft')",
    "reach_lines": "concat(format_number(\"reach_ft\", 0), ' ft reach')",
    "envelopes": "concat(\"parcel_id\", ' envelope')",
}


@dataclass
class OverlayPaths:
    gpkg: str
    qlr: str | None = None
    dxf: str | None = None
    # text values the DXF holds as \U+XXXX escapes (characters its code page lacks)
    dxf_escaped: tuple[str, ...] = ()


def overlay_layers(wr: WaterRightsResult, crs_authid: str) -> dict[str, QgsVectorLayer]:
    """The five outputs as styled memory layers, each named by its role, each labelled."""
    layers = memory_layers(wr, crs_authid)
    for role, layer in layers.items():
        layer.setName(role)
        if not layer.labelsEnabled() or layer.labeling() is None:
            cad_labels(layer, role)
    return layers


def cad_labels(layer: QgsVectorLayer, role: str) -> None:
    """Label `layer` with its role's figures, every one at every scale (a CAD drawing keeps every
    figure, overlapping or not)."""
    s = QgsPalLayerSettings()
    s.isExpression = True
    s.fieldName = DEFAULT_LABELS[role]
    s.setFormat(text_format(7.0, "#000000"))
    s.placement = (Qgis.LabelPlacement.Line if layer.geometryType() == Qgis.GeometryType.Line
                   else Qgis.LabelPlacement.OverPoint)
    s.centroidInside = True
    s.displayAll = True
    layer.setLabeling(QgsVectorLayerSimpleLabeling(s))
    layer.setLabelsEnabled(True)


def write_geopackage(layers: dict[str, QgsVectorLayer], path: str,
                     project: QgsProject | None = None) -> dict[str, QgsVectorLayer]:
    """Write each layer as a table of `path` (replacing the file) with its style saved as the
    table's default in `layer_styles`; returns the written layers, opened from the file."""
    project = project or QgsProject.instance()
    if os.path.exists(path):
        os.remove(path)
    out: dict[str, QgsVectorLayer] = {}
    for role in (o.role for o in DRAW_ORDER):
        layer = layers[role]
        options = QgsVectorFileWriter.SaveVectorOptions()
        options.driverName = "GPKG"
        options.layerName = role
        action = QgsVectorFileWriter.ActionOnExistingFile
        options.actionOnExistingFile = (action.CreateOrOverwriteLayer if os.path.exists(path)
                                        else action.CreateOrOverwriteFile)
        error, message, _p, _n = QgsVectorFileWriter.writeAsVectorFormatV3(
            layer, path, project.transformContext(), options)
        if error != QgsVectorFileWriter.WriterError.NoError:
            raise RuntimeError(f"writing {role} to {path} failed: {message}")
        saved = QgsVectorLayer(f"{path}|layername={role}", role, "ogr")
        doc = QDomDocument()
        layer.exportNamedStyle(doc)
        saved.importNamedStyle(doc)
        error = saved.saveStyleToDatabase(role, f"Shoreline Layout: {role}", True, "")
        if error:
            raise RuntimeError(f"saving the style of {role} into {path} failed: {error}")
        out[role] = saved
    return out


def write_qlr(gpkg_path: str, qlr_path: str) -> None:
    """A layer definition with the GeoPackage's layers (their default styles loaded) in a group."""
    tree = QgsLayerTree()
    group = tree.addGroup(GROUP)
    layers = []
    for role in (o.role for o in DRAW_ORDER):
        layer = QgsVectorLayer(f"{gpkg_path}|layername={role}", role, "ogr")
        if not layer.isValid():
            raise RuntimeError(f"{gpkg_path} has no layer {role}")
        layers.append(layer)
        group.addLayer(layer)
    ok, message = QgsLayerDefinition.exportLayerDefinition(qlr_path, [group], Qgis.FilePathType.Relative)
    if not ok:
        raise RuntimeError(f"writing {qlr_path} failed: {message}")


def dxf_text(text: str, codepage: str = DXF_CODEPAGE) -> str:
    """`text` for a DXF written in `codepage`: each character the code page lacks as the DXF
    Unicode escape \\U+XXXX (CAD programs and GDAL show the character), where QGIS's export
    would write "?"; one past U+FFFF (which no escape reaches) as U+FFFD, the replacement sign."""
    out = []
    for ch in text:
        try:
            ch.encode(codepage)
            out.append(ch)
        except UnicodeEncodeError:
            out.append(f"\\U+{min(ord(ch), 0xFFFD):04X}")
    return "".join(out)


def dxf_text_values(layer: QgsVectorLayer) -> set[str]:
    """Every text value of `layer` (a copy for the DXF: the labels are made from its fields) with
    the characters the DXF's code page lacks escaped (dxf_text); returns the values escaped."""
    text_fields = [i for i, f in enumerate(layer.fields()) if f.type() == QMetaType.Type.QString
                   or f.typeName().lower() in ("string", "text")]
    changes = {}
    escaped: set[str] = set()
    for feature in layer.getFeatures():
        values = {i: dxf_text(feature[i]) for i in text_fields if isinstance(feature[i], str)}
        values = {i: v for i, v in values.items() if v != feature[i]}
        if values:
            changes[feature.id()] = values
            escaped |= {feature[i] for i in values}
    if changes:
        layer.dataProvider().changeAttributeValues(changes)
    return escaped


def write_dxf(layers: dict[str, QgsVectorLayer], path: str, crs: QgsCoordinateReferenceSystem,
              scale: float = 1200.0) -> tuple[str, ...]:
    """DXF through QgsDxfExport: one CAD layer per output, labels as TEXT (not MTEXT). The map
    styles' labels wait for a closer scale and leave out what would overlap; the drawing gets
    every figure of every feature (cad_labels), on copies of the layers."""
    ordered = []
    escaped: set[str] = set()
    for o in DRAW_ORDER:
        layer = layers[o.role].clone()
        layer.setName(o.role)
        escaped |= dxf_text_values(layer)
        cad_labels(layer, o.role)
        ordered.append(layer)
    extent = QgsRectangle()
    extent.setNull()
    for layer in ordered:
        if layer.featureCount() > 0:
            extent.combineExtentWith(layer.extent())
    settings = QgsMapSettings()
    settings.setLayers(ordered)
    settings.setDestinationCrs(crs)
    settings.setExtent(extent)
    settings.setOutputSize(QSize(2000, 2000))
    settings.setOutputDpi(96)
    dxf = QgsDxfExport()
    dxf.setMapSettings(settings)
    dxf.setDestinationCrs(crs)
    dxf.setExtent(extent)
    dxf.setSymbologyScale(scale)
    dxf.setSymbologyExport(Qgis.FeatureSymbologyExport.PerFeature)
    dxf.setLayerTitleAsName(False)
    dxf.setFlags(QgsDxfExport.Flag.FlagNoMText)
    dxf.addLayers([QgsDxfExport.DxfLayer(layer) for layer in ordered])
    # written under a temporary name, checked whole (a DXF ends with its EOF record), then renamed
    try:
        with replaced_atomically(path) as temp:
            _write_dxf_file(dxf, temp)
    except OSError as exc:
        raise RuntimeError(str(exc)) from None
    return tuple(sorted(escaped))


def _write_dxf_file(dxf: QgsDxfExport, path: str) -> None:
    handle = QFile(path)
    if not handle.open(QIODevice.OpenModeFlag.WriteOnly | QIODevice.OpenModeFlag.Truncate):
        raise RuntimeError(f"cannot write {path}")
    result = dxf.writeToFile(handle, DXF_CODEPAGE)
    flushed = handle.flush()
    handle.close()
    if result != QgsDxfExport.ExportResult.Success:
        raise RuntimeError(f"the DXF export of {path} failed ({result}): {dxf.feedbackMessage()}")
    with open(path, "rb") as written:
        written.seek(max(0, os.path.getsize(path) - 64))
        whole = written.read().rstrip().endswith(b"EOF")
    if not flushed or not whole:
        raise WriteError(tr("{path} was written incomplete ({size} bytes, no end of file: is the disk full?)")
                         .format(path=path, size=f"{os.path.getsize(path):,}"))


def export_overlays(wr: WaterRightsResult, crs: QgsCoordinateReferenceSystem, gpkg_path: str,
                    qlr_path: str | None = None, dxf_path: str | None = None,
                    dxf_scale: float = 1200.0) -> OverlayPaths:
    layers = overlay_layers(wr, crs.authid())
    for p in (gpkg_path, qlr_path, dxf_path):
        if p:
            os.makedirs(os.path.dirname(os.path.abspath(p)), exist_ok=True)
    try:
        write_geopackage(layers, gpkg_path)
    except RuntimeError:
        if os.path.exists(gpkg_path):     # never a partial GeoPackage left as if it were a result
            os.remove(gpkg_path)
        raise
    if qlr_path:
        write_qlr(gpkg_path, qlr_path)
    escaped: tuple[str, ...] = ()
    if dxf_path:
        escaped = write_dxf(layers, dxf_path, crs, dxf_scale)
    return OverlayPaths(gpkg_path, qlr_path, dxf_path, escaped)
