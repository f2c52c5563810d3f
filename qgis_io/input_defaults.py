"""The project's layers as the one guesser (qgis_io/layer_guess.py) sees them, and what a
Processing dialog preselects from its guesses, so the toolbox and the panel start from the same
choice.
"""
from __future__ import annotations

from qgis.core import Qgis, QgsMapLayer, QgsProject, QgsVectorLayer

from . import layer_guess
from .field_guess import guess_fields
from .layer_guess import LayerInfo
from .outputs import OUTPUTS, ROLE_KEY
from .parcel_fields import PARCEL_FIELDS

# Where the panel keeps its choices in the project (ui/project_settings.py writes them).
PROJECT_SCOPE = "shoreline_layout"
# A toolbox run's outputs load under these names without the role property the panel sets.
OUTPUT_NAMES = frozenset(o.name for o in OUTPUTS) | {"Violations", "Allowed facilities"}
# The panel marks its layout layers with a role too: those are inputs, not outputs.
LAYOUT_ROLES = ("structures", "buoys")
_GEOMETRY = {Qgis.GeometryType.Point: "point", Qgis.GeometryType.Line: "line",
             Qgis.GeometryType.Polygon: "polygon"}


def looks_like_structures(layer: QgsMapLayer) -> bool:
    """Polygons with a `kind` field: a layout's structures layer."""
    return (isinstance(layer, QgsVectorLayer) and layer.geometryType() == Qgis.GeometryType.Polygon
            and layer.fields().indexFromName("kind") >= 0)


def looks_like_buoys(layer: QgsMapLayer) -> bool:
    """Points with a `vessel_length_ft` field: a layout's buoys layer."""
    return (isinstance(layer, QgsVectorLayer) and layer.geometryType() == Qgis.GeometryType.Point
            and layer.fields().indexFromName("vessel_length_ft") >= 0)


def describe(layer: QgsMapLayer) -> LayerInfo:
    """The layer as the guesser sees it (an invalid vector layer is "other": never a guess)."""
    geometry = "other"
    if isinstance(layer, QgsVectorLayer):
        if layer.isValid():
            geometry = _GEOMETRY.get(layer.geometryType(), "other")
    elif layer.type() == Qgis.LayerType.Raster:
        geometry = "raster"
    role = layer.customProperty(ROLE_KEY)
    return LayerInfo(layer.id(), layer.name(), geometry, ours=bool(role) and role not in LAYOUT_ROLES,
                     layout=looks_like_structures(layer) or looks_like_buoys(layer),
                     output=layer.name() in OUTPUT_NAMES)


def project_layers(project: QgsProject | None = None) -> list[LayerInfo]:
    """The project's layers in layer-tree order (top first; layers not in the tree last)."""
    project = project or QgsProject.instance()
    ordered = [n.layer() for n in project.layerTreeRoot().findLayers() if n.layer() is not None]
    seen = {lyr.id() for lyr in ordered}
    ordered += [lyr for lyr in project.mapLayers().values() if lyr.id() not in seen]
    return [describe(lyr) for lyr in ordered]


def input_defaults(project: QgsProject | None = None) -> dict[str, str]:
    """Default values for PARCELS, SHORELINE, STRUCTURES, BUOYS, BATHYMETRY, PROFILE, CRS and the
    parcel field parameters from the project (layer ids; field names of the guessed parcel
    layer; the law the panel was set to); only what was guessed. The panel's own choices, where
    the project keeps them, come before a guess: the dialog opens on what the panel uses."""
    project = project or QgsProject.instance()
    infos = project_layers(project)
    out: dict[str, str] = {}
    parcels = layer_guess.guess_parcels(infos)
    if parcels is not None:
        out["PARCELS"] = parcels.id
        guessed = guess_fields(project.mapLayer(parcels.id).fields().names())
        for f in PARCEL_FIELDS:
            name = guessed.get(f.key) if f.guessed else None
            if name:
                out[f.parameter] = name
    mhw = layer_guess.guess_mhw(infos, parcels.id if parcels is not None else "")
    if mhw is not None:
        out["SHORELINE"] = mhw.id
    for parameter, kind in (("STRUCTURES", "structures"), ("BUOYS", "buoys")):
        layout = layer_guess.guess_layout(infos, kind)
        if layout is not None:
            out[parameter] = layout.id
    bathymetry = layer_guess.guess_bathymetry(infos)
    if bathymetry is not None:
        out["BATHYMETRY"] = bathymetry.id
    out.update(panel_choices(project))
    return out


def panel_choices(project: QgsProject) -> dict[str, str]:
    """The layers, the law and the working CRS the project's panel uses, as Processing parameter
    values (a stored layer id only while that layer is still in the project)."""
    out: dict[str, str] = {}
    for parameter, key in (("STRUCTURES", "structures_layer"), ("BUOYS", "buoys_layer"),
                           ("BATHYMETRY", "bathymetry_layer")):
        layer_id, ok = project.readEntry(PROJECT_SCOPE, key, "")
        if ok and layer_id and project.mapLayer(layer_id) is not None:
            out[parameter] = layer_id
    law, ok = project.readEntry(PROJECT_SCOPE, "profile", "")
    if ok and law == "file":
        path, _ok = project.readEntry(PROJECT_SCOPE, "profile_path", "")
        if path:
            out["PROFILE"] = path
    elif ok and law:
        out["PROFILE"] = law
    crs, ok = project.readEntry(PROJECT_SCOPE, "crs", "")
    if ok and crs.strip():            # the Working CRS chosen in the panel: the dialog's CRS too
        out["CRS"] = crs.strip()
    return out
