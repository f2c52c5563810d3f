"""The five outputs of a computed lake as styled layers in the "Shoreline Layout" group.

The same fields and writers as the Processing algorithm (processing/sinks.py) and the same QML
styles (resources/styles/), so a layer from the panel and one from the toolbox look and read
alike. Outputs are memory layers (they are recomputed from the inputs in about a second); the
layout layers the user draws on are never kept only in memory.
"""
from __future__ import annotations

from qgis.core import (
    QgsLayerTreeGroup,
    QgsMapLayer,
    QgsProject,
    QgsVectorLayer,
)

from ..core.model import WaterRightsResult
from ..processing import sinks
from ..processing.styles import apply_style
from .i18n import tr

GROUP_NAME = "Shoreline Layout"
ROLE_KEY = "shoreline_layout/role"

# (role = style name, layer name, fields, geometry type, sinks writer, WaterRightsResult attribute)
OUTPUTS = (
    ("water_rights_lines", "Water-rights lines", sinks.WATER_RIGHTS_LINE_FIELDS, "LineString",
     sinks.write_water_rights_lines, "lines"),
    ("tie_lines", "Tie lines", sinks.TIE_LINE_FIELDS, "LineString", sinks.write_tie_lines, "tie_lines"),
    ("reach_lines", "Reach lines", sinks.REACH_LINE_FIELDS, "LineString", sinks.write_reach_lines,
     "reach_lines"),
    ("envelopes", "Envelopes", sinks.ENVELOPE_FIELDS, "Polygon", sinks.write_envelopes, "envelopes"),
    ("rights_areas", "Rights areas", sinks.RIGHTS_AREA_FIELDS, "Polygon", sinks.write_rights_areas,
     "rights_areas"),
)


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


def build_output_layers(wr: WaterRightsResult, crs_authid: str) -> dict[str, QgsVectorLayer]:
    """Memory layers for the five outputs (not yet in the project), keyed by role."""
    out: dict[str, QgsVectorLayer] = {}
    for role, name, spec, geom, writer, attr in OUTPUTS:
        layer = QgsVectorLayer(f"{geom}?crs={crs_authid}", tr(name), "memory")
        fields = sinks.make_fields(spec)
        layer.dataProvider().addAttributes(list(fields))
        layer.updateFields()
        writer(layer.dataProvider(), layer.fields(), getattr(wr, attr))
        layer.updateExtents()
        layer.setCustomProperty(ROLE_KEY, role)
        apply_style(layer, role)
        out[role] = layer
    return out


def replace_output_layers(layers: dict[str, QgsVectorLayer],
                          project: QgsProject | None = None) -> QgsLayerTreeGroup:
    """Put `layers` into the group (top to bottom in OUTPUTS order), dropping the previous ones."""
    project = project or QgsProject.instance()
    for role, *_ in OUTPUTS:
        for old in layers_with_role(role, project):
            project.removeMapLayer(old.id())
    group = find_group(project)
    for role, *_ in reversed(OUTPUTS):
        layer = layers[role]
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


