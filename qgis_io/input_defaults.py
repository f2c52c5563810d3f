"""What a Processing dialog preselects: the project's layers and fields guessed the way the panel
guesses them (qgis_io/field_guess.py), so the toolbox and the panel start from the same choice.

The MHW mark is a line layer whenever one is loaded (a polygon, a lake, only when none is, and
then only one named like it); a layer this plugin wrote (it carries the role property) is never a
guess for an input, nor is the layer guessed as the parcels.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from qgis.core import Qgis, QgsMapLayer, QgsProject, QgsVectorLayer

from .field_guess import LAYER_NAMES, guess_fields
from .outputs import OUTPUTS, ROLE_KEY

# A toolbox run's outputs load under these names without the role property the panel sets.
OUTPUT_NAMES = frozenset(o.name for o in OUTPUTS) | {"Violations", "Allowed facilities"}


def _vector(layer: QgsMapLayer, geometry: int) -> bool:
    return isinstance(layer, QgsVectorLayer) and layer.isValid() and layer.geometryType() == geometry


def _ours(layer: QgsMapLayer) -> bool:
    """An output of this plugin (the panel's, or a toolbox run's by its name), or a layer the
    panel made for drawing a layout."""
    return bool(layer.customProperty(ROLE_KEY)) or layer.name() in OUTPUT_NAMES


def _named(layers: Sequence[QgsMapLayer], kind: str) -> QgsMapLayer | None:
    names = LAYER_NAMES[kind]
    return next((lyr for lyr in layers if lyr.name().lower() in names), None)


def guess_parcel_layer(layers: Iterable[QgsMapLayer]) -> QgsMapLayer | None:
    """A polygon layer named like parcels (not ours, not a layout layer); None."""
    cands = [lyr for lyr in layers if _vector(lyr, Qgis.GeometryType.Polygon) and not _ours(lyr)]
    return _named(cands, "parcels")


def guess_mhw_layer(layers: Iterable[QgsMapLayer], parcels: QgsMapLayer | None = None) -> QgsMapLayer | None:
    """The line layer most likely to be the MHW mark: one named like it, else the first line
    layer; a polygon layer named like a lake only when no line layer is loaded; never ours."""
    usable = [lyr for lyr in layers if not _ours(lyr) and lyr is not parcels]
    lines = [lyr for lyr in usable if _vector(lyr, Qgis.GeometryType.Line)]
    if lines:
        return _named(lines, "mhw") or lines[0]
    return _named([lyr for lyr in usable if _vector(lyr, Qgis.GeometryType.Polygon)], "mhw")


def guess_layout_layer(layers: Iterable[QgsMapLayer], kind: str = "structures") -> QgsMapLayer | None:
    """The structures layer (polygons with a `kind` field), one named so first, as the panel
    guesses it; a layout layer the panel made counts, an output does not."""
    cands = [lyr for lyr in layers if _vector(lyr, Qgis.GeometryType.Polygon)
             and lyr.fields().indexFromName("kind") >= 0 and lyr.name() not in OUTPUT_NAMES
             and lyr.customProperty(ROLE_KEY) in (None, "", kind)]
    return _named(cands, kind) or (cands[0] if cands else None)


def input_defaults(project: QgsProject | None = None) -> dict[str, str]:
    """Default values for PARCELS, SHORELINE, STRUCTURES and the parcel field parameters
    from the project's layers (layer ids; field names of the guessed parcel layer); only what
    was guessed."""
    project = project or QgsProject.instance()
    layers = list(project.mapLayers().values())
    out: dict[str, str] = {}
    parcels = guess_parcel_layer(layers)
    if parcels is not None:
        out["PARCELS"] = parcels.id()
        guessed = guess_fields(parcels.fields().names())
        for kind, parameter in (("id", "PARCEL_ID_FIELD"), ("land_use", "LAND_USE_FIELD"),
                                ("frontage", "FRONTAGE_FIELD"), ("seating", "SEATING_FIELD")):
            if guessed[kind]:
                out[parameter] = guessed[kind]
    mhw = guess_mhw_layer(layers, parcels)
    if mhw is not None:
        out["SHORELINE"] = mhw.id()
    structures = guess_layout_layer(layers, "structures")
    if structures is not None:
        out["STRUCTURES"] = structures.id()
    return out
