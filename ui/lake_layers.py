"""The computed lake's layers in the project: where Compute writes the outputs, the Violations
layer, reconnecting a saved project's outputs without a new Compute, where the layout and MHW
layers sit in the layer tree, and bringing the outputs into view only when none of them is.
"""
from __future__ import annotations

import os
from typing import Any

from qgis.core import QgsCoordinateTransform, QgsMapLayer, QgsProject, QgsVectorLayer

from ..qgis_io.overwrite_guard import sharing
from ..qgis_io.rights_input import law_of
from ..qgis_io.translation import one_or_many
from .i18n import tr
from .output_layers import (
    OUTPUTS,
    ROLE_KEY,
    add_to_group_top,
    ask_replace_geopackage,
    build_output_layers,
    layers_with_role,
    outputs_geopackage,
    remove_output_layers,
    replace_output_layers,
    stored_in,
    written_by_us,
)
from .project_settings import SCOPE
from .session import LakeSession
from .violations_layer import make_violations_layer

MHW_STYLED_KEY = "shoreline_layout/styled"      # set on an input layer the plugin styled once


def outputs_target(parent: Any, inputs: list[tuple[str, Any]] | None = None) -> tuple[str, str]:
    """(GeoPackage for the outputs, "" for memory layers; why memory: the message bar's
    sentence, with {n} for the number of parcels).
    A saved project's outputs go beside it, unless that file holds one of the `inputs` ((name,
    layer) pairs: inputs are never written); a file of that name that this plugin did not
    write is replaced only if the user says so, asked once per project."""
    path = outputs_geopackage()
    if not path:
        return "", tr("Computed {n} lakeshore parcels in memory layers: save the project, then "
                      "Compute, to keep them.")
    shared = sharing(path, inputs or [])
    if shared:
        return "", one_or_many(len(shared), tr(
            "Computed {{n}} lakeshore parcels in memory layers: {file} beside the project holds the input "
            "layer {layers}, and inputs are never written."), tr(
            "Computed {{n}} lakeshore parcels in memory layers: {file} beside the project holds the input "
            "layers {layers}, and inputs are never written.")).format(
            file=os.path.basename(path), layers=", ".join(shared))
    keep = tr("Computed {{n}} lakeshore parcels in memory layers: {file} beside the project was not "
              "written by Shoreline Layout, so it was left alone.").format(file=os.path.basename(path))
    if os.path.exists(path) and not written_by_us(path):
        project = QgsProject.instance()
        declined, _ok = project.readEntry(SCOPE, "outputs_declined", "")
        if declined == path:
            return "", keep
        if not ask_replace_geopackage(parent, path):
            project.writeEntry(SCOPE, "outputs_declined", path)
            return "", keep
    return path, ""


def write_outputs(session: LakeSession, gpkg: str) -> tuple[dict[str, QgsVectorLayer], QgsVectorLayer]:
    """The five outputs (re)written from `session` and the Violations layer, in the group."""
    authid = session.crs.authid()
    remove_output_layers()          # their tables are about to be written again
    outputs = build_output_layers(session.wr, authid, gpkg, law_of(session.profile))
    replace_output_layers(outputs)
    return outputs, violations_layer(authid, gpkg)


def outputs_saved_beside_project() -> bool:
    """Whether the project holds all five outputs as tables of its own `_shoreline.gpkg`."""
    gpkg = outputs_geopackage()
    if not gpkg or not os.path.exists(gpkg) or not written_by_us(gpkg):
        return False
    return all(any(lyr.isValid() and stored_in(lyr, gpkg, role) for lyr in layers_with_role(role))
               for role in (o.role for o in OUTPUTS))


def saved_outputs(session: LakeSession) -> tuple[dict[str, QgsVectorLayer], QgsVectorLayer] | None:
    """The outputs a saved project already holds in its GeoPackage, when every one is there and
    was written by this plugin in the session's CRS: reconnected as they are, not rewritten."""
    gpkg = outputs_geopackage()
    if not gpkg or not os.path.exists(gpkg) or not written_by_us(gpkg):
        return None
    authid = session.crs.authid()
    outputs: dict[str, QgsVectorLayer] = {}
    for role in (o.role for o in OUTPUTS):
        found = [lyr for lyr in layers_with_role(role) if isinstance(lyr, QgsVectorLayer)
                 and lyr.isValid() and lyr.crs().authid() == authid and stored_in(lyr, gpkg, role)]
        if not found:
            return None
        outputs[role] = found[0]
    return outputs, violations_layer(authid, gpkg)


def violations_layer(authid: str, gpkg: str) -> QgsVectorLayer:
    """The Violations layer, kept (emptied) when it is already where the outputs go (memory, or
    the GeoPackage's `violations` table) in the working CRS; else made there."""
    existing = [lyr for lyr in layers_with_role("violations") if isinstance(lyr, QgsVectorLayer)
                and lyr.crs().authid() == authid and stored_in(lyr, gpkg, "violations")]
    if existing:
        layer = existing[0]
        layer.dataProvider().truncate()
    else:
        for old in layers_with_role("violations"):
            QgsProject.instance().removeMapLayer(old.id())
        layer = make_violations_layer(authid, gpkg)
    add_to_group_top(layer)
    return layer


def memory_outputs_in_project() -> bool:
    """Whether the project holds outputs saved as memory layers (QGIS kept no features of them)."""
    roles = [*(o.role for o in OUTPUTS), "violations"]
    return any(lyr.providerType() == "memory" for role in roles for lyr in layers_with_role(role))


def zoom_if_out_of_view(canvas: Any, layer: QgsVectorLayer) -> bool:
    """Bring `layer` into view only when none of it is in view (a first Compute): a Compute run
    while looking at a dock keeps that view. True when the view changed.

    The provider's extent, not the layer's: QgsMapLayer.extent() also works out the layer's WGS 84
    extent, and for a NAD83 layer (EPSG:2261) without the NAD83 -> WGS 84 grid installed QGIS then
    says "Cannot use preferred transform between EPSG:2261 and EPSG:4326" in the message bar."""
    extent = layer.dataProvider().extent()
    if extent.isEmpty():
        return False
    xf = QgsCoordinateTransform(layer.crs(), canvas.mapSettings().destinationCrs(), QgsProject.instance())
    rect = xf.transformBoundingBox(extent)
    if canvas.extent().intersects(rect) and not canvas.extent().isEmpty():
        return False
    rect.scale(1.1)
    canvas.setExtent(rect)
    canvas.refresh()
    return True


def put_above_outputs(layers: list[QgsMapLayer]) -> None:
    """Move the layout layers to the top of the layer tree, in the order given: docks are drawn
    over the plugin's outputs (the envelopes' hatching, the rights areas) and over the user's own
    layers (an opaque lake polygon), not under them. Layers already there stay put."""
    root = QgsProject.instance().layerTreeRoot()
    for at, layer in enumerate(layers):
        node = root.findLayer(layer.id())
        if node is None:
            continue
        parent = node.parent()
        if parent is root and root.children().index(node) == at:
            continue
        root.insertChildNode(at, node.clone())
        parent.removeChildNode(node)


def style_mhw_once(layer: QgsMapLayer | None) -> None:
    """Give the MHW layer the plugin's shoreline style the first time it is computed with (QGIS
    gave it a random colour); a style the user sets afterwards is kept."""
    if not isinstance(layer, QgsVectorLayer) or layer.customProperty(MHW_STYLED_KEY):
        return
    if layer.customProperty(ROLE_KEY):
        return
    from ..qgis_io.styles import apply_style
    apply_style(layer, "shoreline")
    layer.setCustomProperty(MHW_STYLED_KEY, "shoreline")
    layer.triggerRepaint()
