"""The five outputs of a computed lake as styled layers in the "Shoreline Layout" group.

The one table of output layers (qgis_io/outputs.py: the toolbox's names, fields, writers and QML
styles), so a layer from the panel and one from the toolbox look and read alike. In a saved project
the outputs (and the Violations layer) are tables of a GeoPackage beside the project file, `<project
name>_shoreline.gpkg`, rewritten table by table on each Compute, so reopening the project shows
them; in a project not saved yet they are memory layers (QGIS keeps no memory layer's features in a
project file). The layout layers the user draws on are never kept only in memory.
"""
from __future__ import annotations

import os
import sqlite3
from collections.abc import Sequence
from typing import Any

from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsLayerTreeGroup,
    QgsMapLayer,
    QgsProject,
    QgsVectorFileWriter,
    QgsVectorLayer,
)

from ..core.model import WaterRightsResult
from ..qgis_io import sinks
from ..qgis_io.outputs import DRAW_ORDER, ROLE_KEY, memory_layer
from ..qgis_io.styles import apply_style
from .errors import UserError
from .i18n import tr

GROUP_NAME = "Shoreline Layout"
OUTPUTS = DRAW_ORDER   # the panel's five outputs, top to bottom (qgis_io/outputs.py)


def find_group(project: QgsProject | None = None, create: bool = True) -> QgsLayerTreeGroup | None:
    project = project or QgsProject.instance()
    root = project.layerTreeRoot()
    group = root.findGroup(GROUP_NAME)
    if group is None and create:
        group = root.insertGroup(0, GROUP_NAME)
    return group


def layers_with_role(role: str, project: QgsProject | None = None) -> list[QgsMapLayer]:
    project = project or QgsProject.instance()
    return [lyr for lyr in project.mapLayers().values() if lyr.customProperty(ROLE_KEY) == role]


GPKG_SUFFIX = "_shoreline.gpkg"
MARKER = "Shoreline Layout"      # starts gpkg_contents.description of every table written here
GEOMETRY_TYPES = {"LineString": Qgis.WkbType.LineString, "Polygon": Qgis.WkbType.Polygon}


def build_output_layers(wr: WaterRightsResult, crs_authid: str, geopackage: str = "",
                        law: tuple[str, str] | None = None) -> dict[str, QgsVectorLayer]:
    """Layers for the five outputs (not yet in the project), keyed by role: memory layers, or
    with `geopackage` its tables (each one replaced), read back from the file. `law`
    (rights_input.law_of) is recorded in the rights areas, so checklayout can take them."""
    out: dict[str, QgsVectorLayer] = {}
    for o in OUTPUTS:
        if geopackage:
            def write(sink: Any, fields: Any, _rows: Any, o: Any = o) -> int:
                return o.write(sink, fields, wr, law)
            layer = _write_table(geopackage, o.role, tr(o.name), o.fields, GEOMETRY_TYPES[o.geometry],
                                 crs_authid, write, None)
            layer.setCustomProperty(ROLE_KEY, o.role)
            apply_style(layer, o.role)
        else:
            layer = memory_layer(o, wr, crs_authid, tr(o.name), law=law)
        out[o.role] = layer
    return out


def outputs_geopackage(project: QgsProject | None = None) -> str:
    """Where a saved project's outputs go: `<project name>_shoreline.gpkg` beside the project
    file; "" for a project not saved yet."""
    project = project or QgsProject.instance()
    if not project.fileName():
        return ""
    return os.path.join(project.absolutePath(), project.baseName() + GPKG_SUFFIX)


def written_by_us(path: str) -> bool:
    """Whether the GeoPackage at `path` holds a table this plugin wrote (its description says so);
    False for a file that is not a GeoPackage."""
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            rows = con.execute("SELECT description FROM gpkg_contents").fetchall()
        finally:
            con.close()
    except sqlite3.Error:
        return False
    return any(str(d or "").startswith(MARKER) for (d,) in rows)


def create_table(path: str, table: str, name: str, spec: Sequence[tuple[str, str]], wkb_type: int,
                 crs_authid: str, open_options: Sequence[str] = ()) -> QgsVectorLayer:
    """An empty table `table` in the GeoPackage `path` (replacing one of that name; the file's
    other tables stay), opened as a layer named `name` with GDAL's `open_options`."""
    return _write_table(path, table, name, spec, wkb_type, crs_authid, None, (), open_options)


def _write_table(path: str, table: str, name: str, spec: Sequence[tuple[str, str]], wkb_type: int,
                 crs_authid: str, writer, rows, open_options: Sequence[str] = ()) -> QgsVectorLayer:
    opts = QgsVectorFileWriter.SaveVectorOptions()
    opts.driverName = "GPKG"
    opts.layerName = table
    opts.fileEncoding = "UTF-8"
    opts.layerOptions = [f"DESCRIPTION={MARKER}: {table}"]
    action = QgsVectorFileWriter.ActionOnExistingFile
    opts.actionOnExistingFile = (action.CreateOrOverwriteLayer if os.path.exists(path)
                                 else action.CreateOrOverwriteFile)
    fields = sinks.make_fields(spec)
    sink = QgsVectorFileWriter.create(path, fields, wkb_type, QgsCoordinateReferenceSystem(crs_authid),
                                      QgsProject.instance().transformContext(), opts)
    if sink.hasError() != QgsVectorFileWriter.WriterError.NoError:
        msg = sink.errorMessage()
        del sink
        raise UserError(tr("Could not write the layer {name} to {path}: {msg}").format(
            name=table, path=path, msg=msg))
    if writer is not None:
        writer(sink, fields, rows)
    del sink            # closes the file
    options = "".join(f"|option:{o}" for o in open_options)
    layer = QgsVectorLayer(f"{path}|layername={table}{options}", name, "ogr")
    if not layer.isValid():
        raise UserError(tr("The layer {name} written to {path} could not be opened.").format(
            name=table, path=path))
    return layer


def remove_output_layers(project: QgsProject | None = None) -> None:
    """Take the five outputs out of the project (before their tables are written again)."""
    project = project or QgsProject.instance()
    for o in OUTPUTS:
        for old in layers_with_role(o.role, project):
            project.removeMapLayer(old.id())


def replace_output_layers(layers: dict[str, QgsVectorLayer],
                          project: QgsProject | None = None) -> QgsLayerTreeGroup:
    """Put `layers` into the group (top to bottom in OUTPUTS order), dropping the previous ones."""
    project = project or QgsProject.instance()
    remove_output_layers(project)
    group = find_group(project)
    for o in reversed(OUTPUTS):
        layer = layers[o.role]
        project.addMapLayer(layer, False)
        group.insertLayer(0, layer)
    return group


def add_to_group_top(layer: QgsMapLayer, project: QgsProject | None = None) -> None:
    """Put `layer` first in the group (drawn over the outputs), moving it there if it is elsewhere."""
    project = project or QgsProject.instance()
    if project.mapLayer(layer.id()) is None:
        project.addMapLayer(layer, False)
    group = find_group(project)
    node = project.layerTreeRoot().findLayer(layer.id())
    if node is not None and node.parent() is group and group.children() and group.children()[0] is node:
        return
    if node is not None:
        clone = node.clone()
        group.insertChildNode(0, clone)
        node.parent().removeChildNode(node)
    else:
        group.insertLayer(0, layer)


def stored_in(layer: QgsMapLayer, geopackage: str, table: str) -> bool:
    """Whether `layer` is where an output goes: a memory layer when `geopackage` is "", else the
    table `table` of that GeoPackage."""
    if not geopackage:
        return layer.providerType() == "memory"
    if layer.providerType() != "ogr":
        return False
    from qgis.core import QgsProviderRegistry
    parts = QgsProviderRegistry.instance().decodeUri("ogr", layer.source())
    path = parts.get("path") or ""
    return (bool(path) and os.path.exists(path) and os.path.samefile(path, geopackage)
            and parts.get("layerName") == table)


def ask_replace_geopackage(parent: object, path: str) -> bool:
    """Ask whether to replace the outputs' tables in a GeoPackage this plugin did not write."""
    from qgis.PyQt.QtWidgets import QMessageBox
    answer = QMessageBox.question(
        parent, tr("Shoreline Layout"),
        tr("{path} exists and was not written by Shoreline Layout. Write the computed layers into it "
           "(its tables of the same names are replaced, the others are kept)? No keeps the file as it "
           "is and the layers in memory.").format(path=path),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes
